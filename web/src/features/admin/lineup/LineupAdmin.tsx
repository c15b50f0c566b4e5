import { Badge, Box, Button, Card, Center, HStack, Image, SimpleGrid, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { LuMusic, LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { AdminBandsDocument, AdminDeleteBandDocument, AdminStagesDocument, type AdminBandFragment } from '../../../gql/graphql';
import { imageUrl } from '../../../shared/lib/imagePath';
import { LoadingBlock, PageHeader } from '../common/PageHeader';
import { useCollectionEditor } from '../common/useCollectionEditor';
import { BandFormModal } from './BandFormModal';
import { festivalClock } from './festivalTime';
import { StagesCard } from './StagesCard';

/** /admin/lineup: 'Lineup Management', the band cards, add / edit / delete (no confirmation). */
export function LineupAdmin() {
  const { data, loading, error, refetch } = useQuery(AdminBandsDocument, { fetchPolicy: 'cache-and-network' });
  const [deleteBand] = useMutation(AdminDeleteBandDocument);
  const editor = useCollectionEditor<AdminBandFragment>({
    loadError: error,
    loadFailed: 'Failed to load lineup',
    remove: (id) => deleteBand({ variables: { id } }),
    deleted: 'Band deleted successfully',
    deleteFailed: 'Failed to delete band',
    reload: refetch,
  });

  const bands = data?.bands ?? [];
  const { data: stageData } = useQuery(AdminStagesDocument);
  const stageName = (id: string | null) => stageData?.stages.find((s) => s._id === id)?.name ?? null;

  return (
    <Box>
      <PageHeader
        title="Lineup Management"
        description="Add, edit and remove the bands playing the festival."
        actions={
          <Button colorPalette="blood" onClick={editor.openAdd}>
            <LuPlus aria-hidden /> Add Band
          </Button>
        }
      />
      <StagesCard />
      {loading && !data ? (
        <LoadingBlock />
      ) : bands.length === 0 ? (
        <Text color="fg.muted">No bands yet. Use Add Band to create the first one.</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, xl: 3, '2xl': 4 }} gap="5">
          {bands.map((band) => (
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
                <Button size="sm" variant="outline" onClick={() => editor.openEdit(band)} aria-label={`Edit ${band.name}`}>
                  <LuPencil aria-hidden /> Edit
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  onClick={() => editor.remove(band)}
                  loading={editor.deleting === band._id}
                  aria-label={`Delete ${band.name}`}
                >
                  <LuTrash2 aria-hidden /> Delete
                </Button>
              </Card.Footer>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
      <BandFormModal
        open={editor.open}
        band={editor.editing}
        onClose={editor.close}
        onSaved={editor.saved}
      />
    </Box>
  );
}
