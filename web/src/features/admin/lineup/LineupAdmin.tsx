import { Badge, Card, HStack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { LuMusic } from 'react-icons/lu';
import { AdminBandsDocument, AdminDeleteBandDocument, AdminStagesDocument } from '../gql/graphql';
import { CardImage } from '../common/CardImage';
import { CollectionScreen, ItemActions, useCollection } from '../common/CollectionScreen';
import { BandFormModal } from './BandFormModal';
import { festivalClock } from '../common/festivalTime';
import { StagesCard } from './StagesCard';

/** /admin/lineup: 'Lineup Management', the band cards, add / edit / delete (no confirmation). */
export function LineupAdmin() {
  const collection = useCollection(
    AdminBandsDocument,
    (data) => data.bands,
    AdminDeleteBandDocument,
    { loadFailed: 'Failed to load lineup', deleted: 'Band deleted successfully', deleteFailed: 'Failed to delete band' },
  );
  const { editor } = collection;
  const { data: stageData } = useQuery(AdminStagesDocument);
  const stageName = (id: string | null | undefined) => stageData?.stages.find((s) => s._id === id)?.name ?? null;

  return (
    <CollectionScreen
      collection={collection}
      title="Lineup Management"
      description="Add, edit and remove the bands playing the festival."
      addLabel="Add Band"
      emptyText="No bands yet. Use Add Band to create the first one."
      gridColumns={{ base: 1, sm: 2, xl: 3, '2xl': 4 }}
      itemTestId="band-card"
      renderItem={(band) => (
        <>
          <CardImage path={band.image} alt={band.name} ratio={4 / 3} icon={<LuMusic size={40} aria-hidden />} emptyLabel="No image" />
          <Card.Body gap="1">
            <Card.Title>{band.name}</Card.Title>
            <Text color="fg.muted">{band.genre || 'No genre specified'}</Text>
            <Text fontSize="sm">{band.country}</Text>
            <HStack gap="2" flexWrap="wrap" mt="2">
              <Badge variant="subtle" colorPalette="blood">
                {band.performanceDay}
              </Badge>
              <Badge variant="outline">Order: {band.order}</Badge>
              {band.stageId && (
                <Badge variant="subtle" data-testid="set-time">
                  {stageName(band.stageId) ?? 'Stage'}
                  {band.startsAt && band.endsAt ? ` · ${festivalClock(band.startsAt)}–${festivalClock(band.endsAt)}` : ''}
                </Badge>
              )}
            </HStack>
          </Card.Body>
          <Card.Footer gap="2">
            <ItemActions item={band} name={band.name} editor={editor} />
          </Card.Footer>
        </>
      )}
      above={<StagesCard />}
      dialog={<BandFormModal open={editor.open} band={editor.editing} onClose={editor.close} onSaved={editor.saved} />}
    />
  );
}
