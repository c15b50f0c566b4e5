import { Card, HStack, Text } from '@chakra-ui/react';
import { LuImage } from 'react-icons/lu';
import { AdminArchivesDocument, AdminDeleteArchiveDocument } from '../gql/graphql';
import { CardImage } from '../common/CardImage';
import { CollectionScreen, ItemActions, useCollection } from '../common/CollectionScreen';
import { ArchiveFormDialog } from './ArchiveFormDialog';

/** /admin/archive: past editions as poster cards with Edit / Delete, and 'Add Archive'. */
export function ArchiveAdmin() {
  const collection = useCollection(AdminArchivesDocument, (data) => data.archives, AdminDeleteArchiveDocument, {
    loadFailed: 'Failed to load archives',
    deleted: 'Archive deleted successfully',
    deleteFailed: 'Failed to delete archive',
  });
  const { editor } = collection;

  return (
    <CollectionScreen
      collection={collection}
      title="Archive Management"
      description="Past editions of the festival: posters, descriptions and lineups."
      addLabel="Add Archive"
      emptyText="No archive editions yet. Use Add Archive to create the first one."
      gridColumns={{ base: 1, sm: 2, lg: 3, '2xl': 4 }}
      itemTestId="archive-card"
      renderItem={(archive) => (
        <>
          <CardImage path={archive.poster} alt={`${archive.year} festival poster`} ratio={3 / 4} icon={<LuImage size={48} aria-hidden />} emptyLabel="No poster" />
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
        </>
      )}
      dialog={<ArchiveFormDialog open={editor.open} archive={editor.editing} onClose={editor.close} onSaved={editor.saved} />}
    />
  );
}
