import { Badge, Box, Button, Card, Center, HStack, Image, SimpleGrid, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { LuMusic, LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { AdminBandsDocument, AdminDeleteBandDocument, type AdminBandFragment } from '../../../gql/graphql';
import { imageUrl } from '../../../shared/lib/imagePath';
import { LoadingBlock, PageHeader } from '../common/PageHeader';
import { notifyError, notifySuccess } from '../common/notify';
import { BandFormModal } from './BandFormModal';

/** /admin/lineup: 'Lineup Management', the band cards, add / edit / delete (no confirmation). */
export function LineupAdmin() {
  const { data, loading, error, refetch } = useQuery(AdminBandsDocument, { fetchPolicy: 'cache-and-network' });
  const [deleteBand] = useMutation(AdminDeleteBandDocument);
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<AdminBandFragment | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  useEffect(() => {
    if (error) notifyError(error, 'Failed to load lineup');
  }, [error]);

  const bands = data?.bands ?? [];

  const openAdd = () => {
    setEditing(null);
    setOpen(true);
  };
  const openEdit = (band: AdminBandFragment) => {
    setEditing(band);
    setOpen(true);
  };
  const onDelete = async (band: AdminBandFragment) => {
    setDeleting(band._id);
    try {
      await deleteBand({ variables: { id: band._id } });
      notifySuccess('Band deleted successfully');
      await refetch();
    } catch (e) {
      notifyError(e, 'Failed to delete band');
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Box>
      <PageHeader
        title="Lineup Management"
        description="Add, edit and remove the bands playing the festival."
        actions={
          <Button colorPalette="blood" onClick={openAdd}>
            <LuPlus aria-hidden /> Add Band
          </Button>
        }
      />
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
                </HStack>
              </Card.Body>
              <Card.Footer gap="2">
                <Button size="sm" variant="outline" onClick={() => openEdit(band)} aria-label={`Edit ${band.name}`}>
                  <LuPencil aria-hidden /> Edit
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  onClick={() => onDelete(band)}
                  loading={deleting === band._id}
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
        open={open}
        band={editing}
        onClose={() => setOpen(false)}
        onSaved={() => {
          // `editing` stays until the next open, so the closing dialog keeps its title.
          setOpen(false);
          void refetch();
        }}
      />
    </Box>
  );
}
