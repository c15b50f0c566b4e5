import { AspectRatio, Card, Center, HStack, Image, SimpleGrid, Text } from '@chakra-ui/react';
import { LuImage } from 'react-icons/lu';
import { AdminArchivesDocument, AdminDeleteArchiveDocument } from '../../../gql/graphql';
import { imageUrl } from '../../../shared/lib/imagePath';
import { CollectionScreen, ItemActions, useCollection } from '../common/CollectionScreen';
import { ArchiveFormDialog } from './ArchiveFormDialog';

/** /admin/archive: past editions as poster cards with Edit / Delete, and 'Add Archive'. */
export function ArchiveAdmin() {
  const { items, loading, editor } = useCollection(AdminArchivesDocument, (data) => data.archives, AdminDeleteArchiveDocument, {
    loadFailed: 'Failed to load archives',
    deleted: 'Archive deleted successfully',
    deleteFailed: 'Failed to delete archive',
  });

  return (
    <CollectionScreen
      title="Archive Management"
      description="Past editions of the festival: posters, descriptions and lineups."
      addLabel="Add Archive"
      emptyText="No archive editions yet. Use Add Archive to create the first one."
      items={items}
      loading={loading}
      editor={editor}
      list={(cards) => (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, '2xl': 4 }} gap="5">
          {cards}
        </SimpleGrid>
      )}
      renderItem={(archive) => (
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
              <ItemActions item={archive} name={archive.year} editor={editor} />
            </HStack>
          </Card.Footer>
        </Card.Root>
      )}
      dialog={<ArchiveFormDialog open={editor.open} archive={editor.editing} onClose={editor.close} onSaved={editor.saved} />}
    />
  );
}
