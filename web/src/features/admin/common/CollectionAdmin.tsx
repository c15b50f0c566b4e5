import { Flex } from '@chakra-ui/react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { useId, type ReactNode } from 'react';
import { capitalize, removeFlagOf, type CollectionDefinition } from '@domain/collection';
import { CollectionScreen, ItemActions, useCollection, type CollectionScreenProps } from './CollectionScreen';
import { EntityFormDialog, type EntityFormDialogProps } from './EntityFormDialog';
import { collectionForm, type CollectionFormSpec } from './collectionForm';
import { withVersion } from './versions';
import { isPublic, PublishBadge, PublishingFields, publishingErrors, publishingInput, publishingValuesOf, submitLabelFor, type PublishingValues } from './PublishingControls';
import { changedFields, useSaveIntoRelease } from './saveIntoRelease';
import { AdminRestoreFromTrashDocument } from '../gql/graphql';
import { COLLECTIONS } from '@domain/collections';
import { titleFieldOf } from '@domain/history';
import { collectionKeyOf } from '../history/registry';
import { ImageCard, type CardPicture } from './CardImage';
import { COLLECTION_OPERATIONS } from '../generated/operations';
import { ExportCsvButton } from './ExportCsvButton';
import { ImportCsvButton } from './ImportCsvButton';
import { ListPager, ListToolbar, type ListFilter } from './PagedListControls';
import { usePagedList, type PageOf, type PageVariables } from './usePagedList';
import { allowingUntranslated, localizedInput, MissingRomanianBadge, ROMANIAN_AS_STORED, untranslated, useContentLanguage, withEnglishBeside } from './translation';

type Item = { _id: string; updatedAt?: string | null };

type ReadLanguage = { locale?: 'EN' | 'RO' | null; fallback?: 'EN' | 'NONE' | null };

/**
 * The generated operations of one collection (web/src/features/admin/gql: `Admin<Many>Page`,
 * `Admin<One>ById`, `AdminCreate<One>`…), as `npm run codegen` gathers them for each screen
 * (../generated/operations.ts: `COLLECTION_OPERATIONS.bands`).
 */
export interface CollectionOperations<Data, T, Input> {
  /** A page of the list, searched and filtered (#37). */
  list: TypedDocumentNode<Data, PageVariables & ReadLanguage>;
  /** One item by id, wherever its page (a conflicting save reloads it). */
  get: TypedDocumentNode<unknown, { id: string } & ReadLanguage>;
  create: TypedDocumentNode<unknown, { input: Input }>;
  update: TypedDocumentNode<unknown, { id: string; input: Input; locale?: 'EN' | 'RO' | null }>;
  remove: TypedDocumentNode<unknown, { id: string }>;
  /** The page in the list query's answer (`data.bandsPage`). */
  page: (data: Data) => PageOf<T>;
}

/** The screen's words, from the item's name ('Partner', 'partners'); each can be said otherwise. */
export interface CollectionAdminTexts {
  title: string;
  description: string;
  addLabel: string;
  emptyText: string;
  loadFailed: string;
  deleted: string;
  deleteFailed: string;
  dialogTitle: { add: string; edit: string };
  submitLabel: { add: string; edit: string };
  saved: { added: string; updated: string; failed: string };
}

/** A card grid's columns: one on phones, up to four on a wide screen. */
const CARD_COLUMNS = { base: 1, sm: 2, lg: 3, '2xl': 4 };

/** 'Band' / 'bands': a collection's words for one item and for the list, from its definition. */
const nounOf = ({ rest, graphql }: CollectionDefinition) => ({ one: capitalize(rest.one), many: rest.many ?? graphql.many });

/** The words of a screen: its title from its menu entry's label ('News Management'), the rest from the noun. */
const textsFor = ({ one, many }: { one: string; many: string }, label: string, description: string): CollectionAdminTexts => ({
  title: `${label} Management`,
  description,
  addLabel: `Add ${one}`,
  emptyText: `No ${many} yet. Use Add ${one} to create the first one.`,
  loadFailed: `Failed to load ${many}`,
  deleted: `${one} deleted successfully`,
  deleteFailed: `Failed to delete ${one.toLowerCase()}`,
  dialogTitle: { add: `Add New ${one}`, edit: `Edit ${one}` },
  submitLabel: { add: `Add ${one}`, edit: `Update ${one}` },
  saved: { added: `${one} created successfully`, updated: `${one} updated successfully`, failed: `Failed to save ${one.toLowerCase()}` },
});

export interface CollectionAdminProps<Data, T extends Item, Values, Input> {
  /** The collection's definition (domain/): its file field, size limit and label. */
  definition: CollectionDefinition;
  operations: CollectionOperations<Data, T, Input>;
  /**
   * 'Partner' / 'partners': the screen's words are made from them (Add Partner, Failed to load
   * partners…). By default the definition's names for one item and the list (`rest.one`, `rest.many`).
   */
  noun?: { one: string; many: string };
  description: string;
  texts?: Partial<CollectionAdminTexts>;
  /**
   * The list: what a card shows, its grid columns (none: rows), filters. The cards are marked
   * `<one>-card` (rows `<one>-row`) for tests; an item is named by the definition's title field.
   */
  list: Partial<Pick<CollectionScreenProps<T>, 'gridColumns' | 'itemTestId' | 'above'>> & {
    name?: (item: T) => string;
    /** The list's filters beside its search box (bands by day and stage, news by year). */
    filters?: readonly (ListFilter & { parse?: (value: string) => unknown })[];
  } & (
      | {
          /** The whole card (`actions` are its Edit / Delete buttons). */
          card: (item: T, actions: ReactNode) => ReactNode;
        }
      | {
          /** A card with the item's file on top (ImageCard), its alt text (default: the item's name), its name, then `body`. */
          picture: CardPicture & { alt?: (item: T) => string };
          body: (item: T) => ReactNode;
        }
    );
  /**
   * The add/edit form, as far as the definition does not say it (collectionForm.tsx): each input
   * field's control, initial value and conversion come from the input schema; a screen gives or
   * changes some, and orders and groups them with `formLayout<Values>()` (values from the input
   * schema: `FormValuesOf`), which refuses a layout that forgets a field. A field reads the
   * server's refusal of the item as a whole with `useFormError` (FormField.tsx). None: the
   * definition's form as it is.
   */
  form?: CollectionFormSpec<T, Values, Input>;
}

type ScreenOperations = typeof COLLECTION_OPERATIONS;
/** A registry collection with a screen of its own (`bands`, `news`…): its key in domain/collections.ts. */
export type ScreenCollection = keyof ScreenOperations;
type DataOf<K extends ScreenCollection> = Parameters<ScreenOperations[K]['page']>[0];
type ItemOf<K extends ScreenCollection> = ReturnType<ScreenOperations[K]['page']>['items'][number];
type InputOf<K extends ScreenCollection> = ScreenOperations[K]['create'] extends TypedDocumentNode<unknown, { input: infer I }> ? I : never;

/** A screen's props: its collection's registry key, which names its definition and its generated operations. */
export type ScreenProps<K extends ScreenCollection, Values> = Omit<CollectionAdminProps<DataOf<K>, ItemOf<K>, Values, InputOf<K>>, 'definition' | 'operations'> & {
  collection: K;
};

/**
 * A collection's whole back-office screen: its list (cards with Edit / Delete, no confirmation),
 * and its add/edit dialog with its one file, saving through the generated operations (an edit
 * names the version it loaded). A screen says what a card shows and which fields its form has.
 */
export function CollectionAdmin<K extends ScreenCollection, Values>({ collection, ...props }: ScreenProps<K, Values>) {
  const screen = { definition: COLLECTIONS[collection], operations: COLLECTION_OPERATIONS[collection] as unknown as CollectionOperations<DataOf<K>, ItemOf<K>, InputOf<K>> };
  return <CollectionAdminOf<DataOf<K>, ItemOf<K>, Values, InputOf<K>> {...props} {...screen} />;
}

/** CollectionAdmin with its definition and operations given. */
function CollectionAdminOf<Data, T extends Item, Values, Input>(props: CollectionAdminProps<Data, T, Values, Input>) {
  const { definition, operations, description, list } = props;
  const select = operations.page;
  const noun = props.noun ?? nounOf(definition);
  const form = collectionForm<T, Values, Input>(definition, props.form ?? {}, `${noun.one} form`);
  const texts = { ...textsFor(noun, definition.admin?.label ?? noun.one, description), ...props.texts };
  // Versions and the trash (#34), as the definition switches them on.
  const key = collectionKeyOf(definition);
  const [restoreFromTrash] = useMutation(AdminRestoreFromTrashDocument);
  const undo = key && definition.trash ? (id: string) => restoreFromTrash({ variables: { collection: key, id } }) : undefined;
  // One page at a time, searched and filtered (#37): usePagedList; an item by id for a conflict's reload.
  const client = useApolloClient();
  const filters = list.filters ?? [];
  // Cards with a picture sit in a grid unless the screen says otherwise.
  const gridColumns = list.gridColumns ?? ('picture' in list ? CARD_COLUMNS : undefined);
  const paged = usePagedList(operations.list, select, { parse: Object.fromEntries(filters.flatMap((f) => (f.parse ? [[f.name, f.parse]] : []))) });
  const getItem = async (id: string) => {
    const { data } = await client.query({ query: operations.get, variables: { id }, fetchPolicy: 'network-only' }).catch(() => ({ data: undefined }));
    return (data as Record<string, T> | undefined)?.[definition.graphql.one];
  };
  const collection = useCollection(paged, getItem, operations.remove, texts, undo);
  const listTop = useId();
  const { editor } = collection;
  const [create] = useMutation(operations.create);
  const [update] = useMutation(operations.update);
  const file = definition.file;
  // Drafts and scheduling (#35): the definition's switch adds the badge and the publishing choice.
  const drafts = Boolean(definition.drafts);
  // A published item's changes may go into a scheduled release instead (#35).
  const intoRelease = useSaveIntoRelease(drafts && Boolean(key));
  const initialValues = (item: T | null) => (drafts ? { ...form.initialValues(item), ...publishingValuesOf(item as never) } : form.initialValues(item));
  const validate = (values: Partial<Values>) => ({ ...form.validate(values), ...(drafts ? publishingErrors(values as Partial<PublishingValues>) : {}) });
  // The Content Language switch (#36): in Romanian the forms edit the Romanian texts, with the English beside.
  // Read and written past Apollo's cache, whose items (by id) are the English ones the list shows.
  const paths = definition.localized ?? [];
  const romanian = useContentLanguage() === 'ro' && paths.length > 0;
  // The same page in Romanian (the order and search are the language's own: the same items).
  const stored = useQuery(operations.list, { variables: { ...paged.variables, ...ROMANIAN_AS_STORED }, skip: !romanian, fetchPolicy: 'no-cache' });
  const romanianItems = new Map(stored.data ? select(stored.data as Data).items.map((item) => [item._id, item] as const) : []);
  const [updateRomanian] = useMutation(operations.update, { fetchPolicy: 'no-cache' });
  const editedItem = romanian && editor.editing ? (romanianItems.get(editor.editing._id) ?? null) : editor.editing;
  // An edit in Romanian opens once the item's Romanian texts are here (never on the English ones).
  const waiting = romanian && editor.editing !== null && editedItem === null;

  const save: EntityFormDialogProps<T, Values>['save'] = (held, item, image) => {
    const { publishChoice, publishWhen, releaseId, ...values } = held as Values & PublishingValues;
    if (publishChoice === 'release' && item && key && releaseId) {
      if (image.file || image.remove) throw new Error('An image changes on the item itself: save the image first, then the rest into the release');
      const changes = changedFields(form.toInput(values as Values, item), form.toInput(form.initialValues(item), item));
      return intoRelease.save(releaseId, key, item._id, changes, item.updatedAt);
    }
    const input = {
      ...form.toInput(values as Values, item),
      ...(drafts ? publishingInput({ publishChoice, publishWhen }) : {}),
      ...(file && image.file ? { [file.field]: image.file } : {}),
      ...(file && image.remove ? { [removeFlagOf(file.field)]: true } : {}),
    } as Input & object;
    if (romanian && item) {
      return updateRomanian({ variables: { id: item._id, input: withVersion(localizedInput(input, paths), item.updatedAt) as Input, locale: 'RO' } }).then(() => stored.refetch());
    }
    return item ? update({ variables: { id: item._id, input: withVersion(input, item.updatedAt) } }) : create({ variables: { input } });
  };
  const english = (item: T | null) => (item ? (collection.items.find((i) => i._id === item._id) ?? item) : null);
  // An item's name (its buttons' accessible names, a card's title): the field naming it in the trash and the audit log.
  const titleField = titleFieldOf(definition) ?? '_id';
  const nameOf = list.name ?? ((item: T) => String((item as Record<string, unknown>)[titleField] ?? ''));
  const cardOf = (item: T, actions: ReactNode) => {
    if ('card' in list) return list.card(item, actions);
    const { alt, ...picture } = list.picture;
    const path = file ? ((item as Record<string, unknown>)[file.field] as string | null) : null;
    return (
      <ImageCard picture={picture} path={path} alt={alt?.(item) ?? nameOf(item)} title={nameOf(item)} actions={actions}>
        {list.body(item)}
      </ImageCard>
    );
  };
  const card = (item: T) => {
    const actions = <ItemActions item={item} name={nameOf(item)} editor={editor} />;
    // In Romanian, a mark on the items lacking Romanian texts (#36); with drafts, the status (#35).
    const missing = romanian ? untranslated(item, romanianItems.get(item._id), paths).length : 0;
    if (!drafts && !missing) return cardOf(item, actions);
    return cardOf(
      item,
      // The marks on a line of their own when the card is narrow (a schedule's date is long).
      <Flex wrap="wrap" gap="2" align="center" w="full">
        {drafts && <PublishBadge item={item as never} />}
        <MissingRomanianBadge missing={missing} />
        <Flex gap="2">{actions}</Flex>
      </Flex>,
    );
  };

  return (
    <CollectionScreen
      collection={collection}
      title={texts.title}
      description={texts.description}
      addLabel={texts.addLabel}
      emptyText={paged.narrowed ? `No ${noun.many} match the search.` : texts.emptyText}
      gridColumns={gridColumns}
      itemTestId={list.itemTestId ?? `${definition.rest.one}-${gridColumns ? 'card' : 'row'}`}
      above={list.above}
      actions={
        key && (
          <>
            {definition.csvImport && <ImportCsvButton collection={key} label={noun.many} onImported={paged.refetch} />}
            <ExportCsvButton collection={key} label={noun.many} />
          </>
        )
      }
      toolbar={<ListToolbar id={listTop} list={paged} noun={{ one: noun.one.toLowerCase(), many: noun.many }} searched={definition.search} filters={filters} />}
      pager={<ListPager list={paged} top={listTop} />}
      renderItem={card}
      dialog={
        <EntityFormDialog<T, Values>
          open={editor.open && !waiting}
          item={editedItem}
          onClose={editor.close}
          onSaved={editor.saved}
          title={romanian ? { ...texts.dialogTitle, edit: `${texts.dialogTitle.edit} · Romanian` } : texts.dialogTitle}
          submitLabel={texts.submitLabel}
          messages={texts.saved}
          initialValues={initialValues}
          validate={romanian && editedItem ? (values) => allowingUntranslated(validate(values), values, paths) : validate}
          save={save}
          submitLabelFor={drafts ? (values) => submitLabelFor((values as Partial<PublishingValues>).publishChoice, '') || undefined : undefined}
          image={form.image}
          size={form.size}
          history={key && definition.history ? { collection: key } : undefined}
        >
          {(imageField) =>
            romanian && editedItem ? (
              // In Romanian: the texts only, each with its English; what is shared (publishing) is edited in English.
              form.body(withEnglishBeside(form.controls, english(editedItem) as Record<string, unknown>, paths), imageField)
            ) : (
              <>
                {form.body(form.controls, imageField)}
                {drafts && <PublishingFields releases={isPublic(editedItem as never) ? intoRelease.releases : []} />}
              </>
            )
          }
        </EntityFormDialog>
      }
    />
  );
}
