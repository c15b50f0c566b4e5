import { Flex } from '@chakra-ui/react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { useId, type ReactNode } from 'react';
import { removeFlagOf, type CollectionDefinition } from '@domain/collection';
import { CollectionScreen, ItemActions, useCollection, type CollectionScreenProps } from './CollectionScreen';
import { EntityFormDialog, type EntityFormDialogProps } from './EntityFormDialog';
import { collectionForm, type CollectionFormSpec } from './collectionForm';
import { withVersion } from './versions';
import { isPublic, PublishBadge, PublishingFields, publishingErrors, publishingInput, publishingValuesOf, submitLabelFor, type PublishingValues } from './PublishingControls';
import { changedFields, useSaveIntoRelease } from './saveIntoRelease';
import { AdminRestoreFromTrashDocument } from '../gql/graphql';
import { collectionKeyOf } from '../history/registry';
import { ExportCsvButton } from './ExportCsvButton';
import { ImportCsvButton } from './ImportCsvButton';
import { ListPager, ListToolbar, type ListFilter } from './PagedListControls';
import { usePagedList, type PageOf, type PageVariables } from './usePagedList';
import { allowingUntranslated, localizedInput, MissingRomanianBadge, ROMANIAN_AS_STORED, untranslated, useContentLanguage, withEnglishBeside } from './translation';

type Item = { _id: string; updatedAt?: string | null };

type ReadLanguage = { locale?: 'EN' | 'RO' | null; fallback?: 'EN' | 'NONE' | null };

/** The generated operations of one collection (web/src/features/admin/gql: `Admin<Many>Page`, `Admin<One>ById`, `AdminCreate<One>`…). */
export interface CollectionOperations<Data, Input> {
  /** A page of the list, searched and filtered (#37). */
  list: TypedDocumentNode<Data, PageVariables & ReadLanguage>;
  /** One item by id, wherever its page (a conflicting save reloads it). */
  get: TypedDocumentNode<unknown, { id: string } & ReadLanguage>;
  create: TypedDocumentNode<unknown, { input: Input }>;
  update: TypedDocumentNode<unknown, { id: string; input: Input; locale?: 'EN' | 'RO' | null }>;
  remove: TypedDocumentNode<unknown, { id: string }>;
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

const textsFor = (one: string, many: string, description: string): CollectionAdminTexts => ({
  title: `${one} Management`,
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
  operations: CollectionOperations<Data, Input>;
  /** The page in the list query's answer (`data.bandsPage`). */
  select: (data: Data) => PageOf<T>;
  /** 'Partner' / 'partners': the screen's words are made from them (Add Partner, Failed to load partners…). */
  noun: { one: string; many: string };
  description: string;
  texts?: Partial<CollectionAdminTexts>;
  /** The list: the card's content (`actions` are its Edit / Delete buttons), grid columns, test id. */
  list: Pick<CollectionScreenProps<T>, 'gridColumns' | 'itemTestId' | 'above'> & {
    name: (item: T) => string;
    /** The list's filters beside its search box (bands by day and stage, news by year). */
    filters?: readonly (ListFilter & { parse?: (value: string) => unknown })[];
    card: (item: T, actions: ReactNode) => ReactNode;
  };
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

/**
 * A collection's whole back-office screen: its list (cards with Edit / Delete, no confirmation),
 * and its add/edit dialog with its one file, saving through the generated operations (an edit
 * names the version it loaded). A screen says what a card shows and which fields its form has.
 */
export function CollectionAdmin<Data, T extends Item, Values, Input>(props: CollectionAdminProps<Data, T, Values, Input>) {
  const { definition, operations, select, noun, description, list } = props;
  const form = collectionForm<T, Values, Input>(definition, props.form ?? {}, `${noun.one} form`);
  const texts = { ...textsFor(noun.one, noun.many, description), ...props.texts };
  // Versions and the trash (#34), as the definition switches them on.
  const key = collectionKeyOf(definition);
  const [restoreFromTrash] = useMutation(AdminRestoreFromTrashDocument);
  const undo = key && definition.trash ? (id: string) => restoreFromTrash({ variables: { collection: key, id } }) : undefined;
  // One page at a time, searched and filtered (#37): usePagedList; an item by id for a conflict's reload.
  const client = useApolloClient();
  const filters = list.filters ?? [];
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
  const card = (item: T) => {
    const actions = <ItemActions item={item} name={list.name(item)} editor={editor} />;
    // In Romanian, a mark on the items lacking Romanian texts (#36); with drafts, the status (#35).
    const missing = romanian ? untranslated(item, romanianItems.get(item._id), paths).length : 0;
    if (!drafts && !missing) return list.card(item, actions);
    return list.card(
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
      gridColumns={list.gridColumns}
      itemTestId={list.itemTestId}
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
