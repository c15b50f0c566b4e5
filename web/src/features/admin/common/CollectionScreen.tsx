import { Box, Button, Card, Flex, SimpleGrid, Stack, Text, type SimpleGridProps } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import type { ReactNode } from 'react';
import { LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { EditedItemReload } from './editedItem';
import { LoadingBlock, PageHeader } from './PageHeader';
import { useCollectionEditor } from './useCollectionEditor';

export interface CollectionTexts {
  loadFailed: string;
  deleted: string;
  deleteFailed: string;
}

/** What a collection screen reads its items from: one page of the list (usePagedList). */
export interface CollectionRead<Item> {
  items: readonly Item[];
  loading: boolean;
  error: unknown;
  /** Reads the page shown again. */
  refetch: () => Promise<unknown>;
}

/**
 * One admin collection's data: the page of its list shown (fresh on every visit), delete by id,
 * and the add/edit state with its toasts (useCollectionEditor). `getItem` reads one item as
 * stored now (after a conflicting save), wherever its page.
 */
export function useCollection<Item extends { _id: string }>(
  list: CollectionRead<Item>,
  getItem: (id: string) => Promise<Item | undefined>,
  deleteDocument: TypedDocumentNode<unknown, { id: string }>,
  texts: CollectionTexts,
  /** Brings a deleted item back (the collection's definition says `trash`): Undo on the delete toast. */
  undo?: (id: string) => Promise<unknown>,
) {
  const [deleteItem] = useMutation(deleteDocument);
  const editor = useCollectionEditor<Item>({
    reloadItem: async (id) => {
      const [fresh] = await Promise.all([getItem(id), list.refetch()]);
      return fresh;
    },
    loadError: list.error,
    loadFailed: texts.loadFailed,
    remove: (id) => deleteItem({ variables: { id } }),
    deleted: texts.deleted,
    deleteFailed: texts.deleteFailed,
    reload: list.refetch,
    undo,
  });
  return { items: list.items, loading: list.loading, editor };
}

export type CollectionEditor<Item extends { _id: string }> = ReturnType<typeof useCollectionEditor<Item>>;

/** What `useCollection` gives a screen. */
export interface Collection<Item extends { _id: string }> {
  items: readonly Item[];
  loading: boolean;
  editor: CollectionEditor<Item>;
}

export interface CollectionScreenProps<Item extends { _id: string }> {
  collection: Collection<Item>;
  title: string;
  description: string;
  addLabel: string;
  /** Shown when the list is empty. */
  emptyText: string;
  /** Cards in a grid with these columns; without it, rows one under another. */
  gridColumns?: SimpleGridProps['columns'];
  /** What one card shows; the screen puts it in a card marked with `itemTestId`. */
  renderItem: (item: Item) => ReactNode;
  itemTestId: string;
  /** The add/edit dialog. */
  dialog: ReactNode;
  /** Shown between the heading and the list (e.g. the lineup's Stages card). */
  above?: ReactNode;
  /** More buttons beside Add (the spreadsheet export and import). */
  actions?: ReactNode;
  /** Above the list, under `above`: its search box and filters (PagedListControls.tsx). */
  toolbar?: ReactNode;
  /** Under the list: its pages. */
  pager?: ReactNode;
}

/** An admin collection screen: heading with the add button, the loading / empty / list states, and its dialog. */
export function CollectionScreen<Item extends { _id: string }>(props: CollectionScreenProps<Item>) {
  const { collection, title, description, addLabel, emptyText, gridColumns, renderItem, itemTestId, dialog, above, actions, toolbar, pager } = props;
  const { items, loading, editor } = collection;
  const list = (children: ReactNode) =>
    gridColumns ? (
      <SimpleGrid columns={gridColumns} gap="5">
        {children}
      </SimpleGrid>
    ) : (
      <Stack gap="4">{children}</Stack>
    );
  return (
    <Box>
      <PageHeader
        title={title}
        description={description}
        actions={
          <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
            {actions}
            <Button colorPalette="blood" onClick={editor.openAdd}>
              <LuPlus aria-hidden /> {addLabel}
            </Button>
          </Flex>
        }
      />
      {above}
      {toolbar}
      {loading ? <LoadingBlock /> : items.length === 0 ? <Text color="fg.muted">{emptyText}</Text> : list(
          items.map((item) => (
            <Card.Root key={item._id} variant="outline" bg="bg.panel" overflow="hidden" data-testid={itemTestId}>
              {renderItem(item)}
            </Card.Root>
          )),
        )}
      {pager}
      <EditedItemReload.Provider value={editor.reloadEditing}>{dialog}</EditedItemReload.Provider>
    </Box>
  );
}

/** An item's Edit and Delete buttons (deleting asks no confirmation); `name` makes their accessible names. */
export function ItemActions<Item extends { _id: string }>({ item, name, editor }: { item: Item; name: string; editor: CollectionEditor<Item> }) {
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => editor.openEdit(item)} aria-label={`Edit ${name}`}>
        <LuPencil aria-hidden /> Edit
      </Button>
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        onClick={() => editor.remove(item)}
        loading={editor.deleting === item._id}
        aria-label={`Delete ${name}`}
      >
        <LuTrash2 aria-hidden /> Delete
      </Button>
    </>
  );
}
