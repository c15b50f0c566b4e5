import { Badge, Box, Card, Center, HStack, Image, SimpleGrid, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { LuMusic } from 'react-icons/lu';
import { AdminBandsDocument, AdminDeleteBandDocument, AdminStagesDocument } from '../../../gql/graphql';
import { imageUrl } from '../../../shared/lib/imagePath';
import { CollectionScreen, ItemActions, useCollection } from '../common/CollectionScreen';
import { BandFormModal } from './BandFormModal';
import { festivalClock } from './festivalTime';
import { StagesCard } from './StagesCard';

/** /admin/lineup: 'Lineup Management', the band cards, add / edit / delete (no confirmation). */
export function LineupAdmin() {
  const { items, loading, editor } = useCollection(
    AdminBandsDocument,
    (data) => data.bands,
    AdminDeleteBandDocument,
    { loadFailed: 'Failed to load lineup', deleted: 'Band deleted successfully', deleteFailed: 'Failed to delete band' },
  );
  const { data: stageData } = useQuery(AdminStagesDocument);
  const stageName = (id: string | null | undefined) => stageData?.stages.find((s) => s._id === id)?.name ?? null;

  return (
    <CollectionScreen
      title="Lineup Management"
      description="Add, edit and remove the bands playing the festival."
      addLabel="Add Band"
      emptyText="No bands yet. Use Add Band to create the first one."
      items={items}
      loading={loading}
      editor={editor}
      list={(cards) => (
        <SimpleGrid columns={{ base: 1, sm: 2, xl: 3, '2xl': 4 }} gap="5">
          {cards}
        </SimpleGrid>
      )}
      renderItem={(band) => (
        <Card.Root key={band._id} variant="outline" bg="bg.panel" overflow="hidden" data-testid="band-card">
          <Box aspectRatio={4 / 3} bg="bg.muted">
            {band.image ? (
              <Image src={imageUrl(band.image)} alt={band.name} w="full" h="full" objectFit="cover" />
            ) : (
              <Center h="full" color="fg.muted" role="img" aria-label="No image">
                <LuMusic size={40} aria-hidden />
              </Center>
            )}
          </Box>
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
        </Card.Root>
      )}
      above={<StagesCard />}
      dialog={<BandFormModal open={editor.open} band={editor.editing} onClose={editor.close} onSaved={editor.saved} />}
    />
  );
}
