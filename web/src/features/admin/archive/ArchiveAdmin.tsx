import { AspectRatio, Box, Button, Card, Center, HStack, Image, SimpleGrid, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { LuImage, LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { AdminArchivesDocument, AdminDeleteArchiveDocument, type AdminArchiveFragment } from '../../../gql/graphql';
import { imageUrl } from '../../../shared/lib/imagePath';
import { LoadingBlock, PageHeader } from '../common/PageHeader';
import { useCollectionEditor } from '../common/useCollectionEditor';
import { ArchiveFormDialog } from './ArchiveFormDialog';

/** /admin/archive: past editions as poster cards with Edit / Delete, and 'Add Archive'. */
export function ArchiveAdmin() {
  const { data, loading, error, refetch } = useQuery(AdminArchivesDocument, { fetchPolicy: 'cache-and-network' });
  const [deleteArchive] = useMutation(AdminDeleteArchiveDocument);
  const editor = useCollectionEditor<AdminArchiveFragment>({
    loadError: error,
    loadFailed: 'Failed to load archives',
    remove: (id) => deleteArchive({ variables: { id } }),
    deleted: 'Archive deleted successfully',
    deleteFailed: 'Failed to delete archive',
    reload: refetch,
  });

  const archives = data?.archives ?? [];

  return (
    <Box>
      <PageHeader
        title="Archive Management"
        description="Past editions of the festival: posters, descriptions and lineups."
        actions={
          <Button
            colorPalette="blood"
            onClick={editor.openAdd}
          >
            <LuPlus aria-hidden /> Add Archive
          </Button>
        }
      />
      {loading && !data ? (
        <LoadingBlock />
      ) : archives.length === 0 ? (
        <Text color="fg.muted">No archive editions yet. Use Add Archive to create the first one.</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, '2xl': 4 }} gap="5">
          {archives.map((archive) => (
            <Card.Root key={archive._id} variant="outline" bg="bg.panel" overflow="hidden" data-testid="archive-card">
              <AspectRatio ratio={3 / 4} bg="bg.muted">
                {archive.poster ? (
                  <Image src={imageUrl(archive.poster)} alt={`${archive.year} festival poster`} objectFit="cover" />
                ) : (
                  <Center color="fg.muted" role="img" aria-label="No poster">
                    <LuImage size={48} aria-hidden />
                  </Center>
                )}
              </AspectRatio>
              <Card.Body gap="1">
                <Card.Title>{archive.year}</Card.Title>
                <Text color="fg.muted" lineClamp={2}>
                  {archive.description}
                </Text>
              </Card.Body>
              <Card.Footer>
                <HStack gap="2">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => editor.openEdit(archive)}
                    aria-label={`Edit ${archive.year}`}
                  >
                    <LuPencil aria-hidden /> Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    onClick={() => editor.remove(archive)}
                    loading={editor.deleting === archive._id}
                    aria-label={`Delete ${archive.year}`}
                  >
                    <LuTrash2 aria-hidden /> Delete
                  </Button>
                </HStack>
              </Card.Footer>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
      <ArchiveFormDialog
        open={editor.open}
        archive={editor.editing}
        onClose={editor.close}
        onSaved={editor.saved}
      />
    </Box>
  );
}
