import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { LuRotateCcw, LuTrash2 } from 'react-icons/lu';
import { roleMay } from '@domain/access';
import { TRASH_SEARCH } from '@domain/history';
import { useAuth } from '../../auth';
import { AdminPurgeFromTrashDocument, AdminRestoreFromTrashDocument, AdminTrashDocument, type AdminTrashQuery } from '../gql/graphql';
import { notifyError, notifySuccess } from '../common/notify';
import { LoadingBlock, PageHeader } from '../common/PageHeader';
import { focusListCountIfLost, ListPager, ListToolbar, type ListFilter } from '../common/PagedListControls';
import { usePagedList } from '../common/usePagedList';
import { formatDateTime } from '../team/when';
import { collectionLabel, TRASH_COLLECTIONS } from './registry';

type TrashItem = AdminTrashQuery['trashPage']['items'][number];

const COLLECTION_FILTER: ListFilter = {
  name: 'collection',
  label: 'Deleted from',
  allLabel: 'Everywhere',
  options: TRASH_COLLECTIONS.map((key) => ({ value: key, label: collectionLabel(key) })),
};

/**
 * The trash (#34): what was deleted from the collections this member may edit, newest first, until
 * it is purged (by hand, admins only, or after the trash's days). Restore brings an item back
 * whole; the server refuses one whose stage slot was taken meanwhile, naming the other band. A page
 * at a time, searched by title or who deleted it and filtered by collection (#37, usePagedList).
 */
export function TrashAdmin() {
  const { user } = useAuth();
  const mayPurge = roleMay(user?.role, 'purgeTrash');
  const list = usePagedList(AdminTrashDocument, (d) => d.trashPage);
  const { items, loading, error, refetch } = list;
  const [restore] = useMutation(AdminRestoreFromTrashDocument);
  const [purge] = useMutation(AdminPurgeFromTrashDocument);
  const [busy, setBusy] = useState<string | null>(null);

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
      focusListCountIfLost();
    } catch (e) {
      notifyError(e, what === 'restore' ? `Could not restore ${item.title}` : `Could not delete ${item.title}`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <PageHeader title="Trash" description="Deleted items wait here until they are restored or deleted for good (automatically after their purge date)." />
      <ListToolbar list={list} noun={{ one: 'deleted item', many: 'deleted items' }} searched={TRASH_SEARCH} filters={[COLLECTION_FILTER]} id="trash-top" />
      {loading && <LoadingBlock />}
      {error && <Text color="fg.error">{error.message}</Text>}
      {!loading && !items.length && <Text color="fg.muted">{list.narrowed ? 'Nothing in the trash matches.' : 'The trash is empty.'}</Text>}
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
                    {item.deletedBy?.email ? ` by ${item.deletedBy.email}` : ''} · deleted for good on {formatDateTime(item.purgeAt)}
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
      <ListPager list={list} top="trash-top" />
    </>
  );
}
