import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { LuRotateCcw, LuTrash2 } from 'react-icons/lu';
import { roleMay } from '@domain/access';
import { useAuth } from '../../auth';
import { AdminPurgeFromTrashDocument, AdminRestoreFromTrashDocument, AdminTrashDocument, type AdminTrashQuery } from '../gql/graphql';
import { notifyError, notifySuccess } from '../common/notify';
import { LoadingBlock, PageHeader } from '../common/PageHeader';
import { formatDateTime } from '../team/when';
import { collectionLabel } from './registry';

type TrashItem = AdminTrashQuery['trash'][number];

/**
 * The trash (#34): what was deleted from the collections this member may edit, newest first, until
 * it is purged (by hand, admins only, or after the trash's days). Restore brings an item back
 * whole; the server refuses one whose stage slot was taken meanwhile, naming the other band.
 */
export function TrashAdmin() {
  const { user } = useAuth();
  const mayPurge = roleMay(user?.role, 'purgeTrash');
  const { data, loading, error, refetch } = useQuery(AdminTrashDocument, { fetchPolicy: 'cache-and-network' });
  const [restore] = useMutation(AdminRestoreFromTrashDocument);
  const [purge] = useMutation(AdminPurgeFromTrashDocument);
  const [busy, setBusy] = useState<string | null>(null);
  const items = data?.trash ?? [];

  const act = async (item: TrashItem, what: 'restore' | 'purge') => {
    setBusy(`${item.collection}/${item._id}`);
    try {
      const variables = { collection: item.collection, id: item._id };
      if (what === 'restore') {
        await restore({ variables });
        notifySuccess(`${item.title} restored`);
      } else {
        const res = await purge({ variables });
        notifySuccess(res.data?.purgeFromTrash.message ?? `${item.title} was deleted for good`);
      }
      await refetch();
    } catch (e) {
      notifyError(e, what === 'restore' ? `Could not restore ${item.title}` : `Could not delete ${item.title}`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <PageHeader title="Trash" description="Deleted items wait here until they are restored or deleted for good (automatically after their purge date)." />
      {loading && !data && <LoadingBlock />}
      {error && <Text color="fg.error">{error.message}</Text>}
      {data && !items.length && <Text color="fg.muted">The trash is empty.</Text>}
      <Stack gap="3">
        {items.map((item) => (
          <Card.Root key={`${item.collection}/${item._id}`} data-testid="trash-item" size="sm">
            <Card.Body>
              <HStack justify="space-between" align={{ base: 'stretch', md: 'center' }} flexDirection={{ base: 'column', md: 'row' }} gap="3">
                <Stack gap="1" minW="0">
                  <HStack gap="2" flexWrap="wrap">
                    <Text fontWeight="semibold">{item.title}</Text>
                    <Badge size="sm">{collectionLabel(item.collection)}</Badge>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    Deleted {formatDateTime(item.deletedAt)}
                    {item.deletedBy ? ` by ${item.deletedBy.email}` : ''} · purged {formatDateTime(item.purgeAt)}
                  </Text>
                </Stack>
                <HStack gap="2" flexShrink={0}>
                  <Button size="sm" colorPalette="blood" onClick={() => void act(item, 'restore')} loading={busy === `${item.collection}/${item._id}`}>
                    <LuRotateCcw aria-hidden /> Restore
                  </Button>
                  {mayPurge && (
                    <Button size="sm" variant="outline" onClick={() => void act(item, 'purge')} disabled={busy === `${item.collection}/${item._id}`} aria-label={`Delete ${item.title} for good`}>
                      <LuTrash2 aria-hidden /> Delete for good
                    </Button>
                  )}
                </HStack>
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </>
  );
}
