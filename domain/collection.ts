/**
 * What a collection is, said once: its shapes, its names at each door, its file, who may write it
 * and the words it answers with. The server's registry (server/collections/) adds its table and
 * order; from the two come the service, the REST routes, the GraphQL types, fields and resolvers,
 * the OpenAPI paths, the upload limits and the back office's operations. Shared with the web
 * bundle, so nothing here may depend on Node or the database.
 */
import type { z } from 'zod';
import type { Capability } from './access';
import type { LocalizedPath } from './locales';
import type { DraftsOption } from './drafts';
import { dtoWithCapabilities, inputWithCapabilities, type DtoWithCapabilities, type InputWithCapabilities } from './capabilities';
import type { PublicFields } from './publicFields';

/**
 * The collection's back-office screen: `/admin/<route>` and its entry in the admin menu (label,
 * a react-icons/lu icon by name, position among the other entries). The screen is the module
 * `web/src/features/admin/<route>/<Route>Admin.tsx` exporting `<Route>Admin`; the route table
 * and menu are generated from this (scripts/codegen/webRegistry.ts), so a missing module or
 * icon fails typecheck.
 */
export interface CollectionAdminScreen {
  route: string;
  label: string;
  icon: `Lu${string}`;
  order: number;
}

/** The collection's one image: its field, size limit and the name its error messages use. */
export interface CollectionFile<Field extends string = string> {
  field: Field;
  maxBytes: number;
  label: string;
}

export interface CollectionDefinition<
  Input extends z.ZodType = z.ZodType,
  Dto extends z.ZodObject = z.ZodObject,
  ListArgs extends z.ZodType = z.ZodType,
  FileField extends string = string,
> {
  /** What a create or an update is validated with (an update merges what is sent over the stored item first). */
  input: Input;
  /** The wire shape of one item, the same at both doors. */
  dto: Dto;
  /**
   * The list call's filters: REST query parameters, GraphQL field arguments. Every list also takes
   * `limit`, `cursor` and `q` (domain/paging.ts).
   */
  listArgs: ListArgs;
  /** The fields `q` searches (each a text column of its table), in the database, ignoring case and accents. */
  search: readonly string[];
  /**
   * Rows of a spreadsheet may be imported (`POST /api/<path>/import`, CSV): each a create, or an
   * update when it has an `_id`. Every collection is exported (`GET /api/<path>/export.csv`).
   */
  csvImport?: boolean;
  file?: CollectionFile<FileField>;
  /**
   * `/api/<path>`; one item travels as `{<one>: …}`, a list as `{<many>: […]}` (null: a bare array, the lineup's shape in the spec),
   * itself inside `{<manyIn>: …}` when set (festivals: `{data: {festivals: […]}}`, the spec's shape).
   */
  rest: { path: string; one: string; many: string | null; tag: string; manyIn?: string };
  /** GraphQL: the type names, `<many>(…)`, `<one>(id)`, and `create<noun>` / `update<noun>` / `delete<noun>`. */
  graphql: { type: string; input: string; many: string; one: string; noun: string };
  /** The capability a write needs (reads are public). */
  write: Capability;
  /** Whether items can be deleted. */
  removable: boolean;
  /**
   * Keep its items' versions (#34: who, when, door, changed fields, the whole item after each
   * change): `GET /api/<path>/{id}/versions`, a version, restore; the same at GraphQL and in the
   * edit dialog's History panel. Off: none of it exists for this collection.
   */
  history?: boolean;
  /** A removable collection's delete moves the item to the trash (restore, purge; purged after the trash's days). */
  trash?: boolean;
  /**
   * Its texts kept in every locale (#36, domain/locales.ts): input (and DTO) paths such as
   * `biography`, `location.title`, `faq[].question`. English stays in the columns; the other
   * languages in the table's `translations` column, so marking a field needs no migration. Reads
   * and writes at both doors then take `locale`, and the back office edits each language.
   */
  localized?: readonly LocalizedPath[];
  /**
   * Drafts and scheduled publishing (#35): items carry `status` and `publishAt` (`drafted` in the
   * input, `draftState` in the DTO, domain/drafts.ts); anonymous readers see only public items, at
   * every door and in every cache; staff (the write capability) see all. `{datedBy}` names a date
   * field that also holds an item back until its instant (news' `publishedAt`).
   */
  drafts?: DraftsOption;
  /**
   * Items get a readable address made from this input text field (news: `title`): a `slug`
   * column with a unique index and DTO field, made on create (domain/slugs.ts, `-2`, `-3`… when
   * taken) and kept when the text changes, so a shared link never breaks. One item is then read by
   * its id or its slug (REST `GET /api/<path>/{id}`, GraphQL `<one>(id)`).
   */
  slug?: string;
  /** The DTO field naming an item in the trash and the audit log (default: `title`, `name` or `year`, the first it has). */
  title?: string;
  messages: { notFound: string; deleted: string };
  /** Its back-office screen and menu entry; none for a collection edited inside another's screen (stages). */
  admin?: CollectionAdminScreen;
  /**
   * The public pages read the whole list as it is: a generated `Public<Many>` query selecting
   * `<One>Fields`, which the offline worker keeps (pages that compose their own query leave it out).
   */
  publicList?: boolean;
  /**
   * The public pages read one item by its id (or slug): a generated query of this name selecting
   * `<One>Fields` (`BandDetails`, the band dialog's; `NewsArticle`, an article page's), which the
   * offline worker keeps as visited. Its extra `reads` and the singletons' documents get theirs too
   * (`ActiveFestival`, `SiteAssets`: scripts/codegen/webRegistry.ts).
   */
  publicItem?: string;
  /**
   * Where the public site shows each DTO field (domain/publicFields.ts: `… as const satisfies
   * PublicFields<Dto>` beside the DTO, so a new field fails typecheck there until placed). Generated
   * zod-free for the public views (`PUBLIC_FIELDS`, web/src/shared/api/generated/publicFields.ts),
   * which render the parts they show generically from it (the band dialog's details grid). Every
   * collection says it, so no DTO field reaches the wire unplaced.
   */
  publicFields: PublicFields<z.output<Dto>>;
  /** One line each, for the API documents. */
  docs: { list: string; get: string; create: string; update: string; remove: string };
  /**
   * Reads beyond the list and one id, each one item or null (festivals' `active`): the service's
   * method of that name (its filter is the binding's), `GET /api/<path>/<name>` as `{<one>: …}`, GraphQL `<graphql>`.
   */
  reads?: Record<string, CollectionRead>;
}

/** One extra read of a collection (see `reads`). */
export interface CollectionRead {
  graphql: string;
  doc: string;
}

type Docs = CollectionDefinition['docs'];

/**
 * What a collection's file says: its names at each door, its messages and most of its docs come
 * from one `noun` (see `defineCollection`); each part says only where the spec differs.
 */
export type CollectionSpec<Input extends z.ZodObject, Dto extends z.ZodObject, ListArgs extends z.ZodType, FileField extends string> = Omit<
  CollectionDefinition<Input, Dto, ListArgs, FileField>,
  'rest' | 'graphql' | 'messages' | 'docs'
> & {
  /** One item, in English, lower case (`band`, `article`). */
  noun: string;
  rest?: Partial<CollectionDefinition['rest']>;
  graphql?: Partial<CollectionDefinition['graphql']>;
  messages?: Partial<CollectionDefinition['messages']>;
  docs: Pick<Docs, 'list'> & Partial<Docs>;
};

/** `band` → `Band`: the GraphQL names a noun gives (collections and singletons alike). */
export const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/**
 * A collection's definition from its spec, keeping its literal types (its file field's name above
 * all) for the code built from it. From the noun (`band`, plural `bands` unless `rest`/`graphql`
 * say otherwise): REST `/api/bands`, `{band}`, `{bands}`, tag `bands`; GraphQL `Band`,
 * `BandInput`, `bands`, `band`, `createBand`…; "Band not found", "Band deleted successfully";
 * docs "One band", "Add a band (optional image, 5 MB)", "Change a band", "Remove a band and its image".
 * Its input and DTO are the fields the spec writes plus those its switches add (domain/capabilities.ts:
 * `expectedUpdatedAt`; with `drafts`, `status` and `publishAt`), named `BandInput` and `Band` (zod
 * meta ids, `ids` where the spec differs).
 */
export function defineCollection<
  Input extends z.ZodObject,
  Dto extends z.ZodObject,
  ListArgs extends z.ZodType,
  FileField extends string = never,
  Drafts extends DraftsOption | undefined = undefined,
>(
  spec: CollectionSpec<Input, Dto, ListArgs, FileField> & { drafts?: Drafts; ids?: { input?: string; dto?: string } },
): CollectionDefinition<InputWithCapabilities<Input, Drafts>, DtoWithCapabilities<Dto, Drafts>, ListArgs, FileField> & { drafts?: Drafts } {
  const { noun, rest, graphql, messages, docs, ids, ...definition } = spec;
  const plural = `${noun}s`;
  const type = graphql?.type ?? capitalize(noun);
  const path = rest?.path ?? plural;
  const file = spec.file && { label: spec.file.label.toLowerCase(), megabytes: Math.round(spec.file.maxBytes / 1024 / 1024) };
  return {
    ...definition,
    input: inputWithCapabilities(spec.input, spec.drafts, ids?.input ?? `${capitalize(noun)}Input`),
    dto: dtoWithCapabilities(spec.dto, spec.drafts, ids?.dto ?? capitalize(noun)),
    // The capabilities add bookkeeping only (`status`, `publishAt`), which no public view shows.
    publicFields: spec.publicFields as PublicFields<z.output<DtoWithCapabilities<Dto, Drafts>>>,
    rest: { path, one: noun, many: plural, tag: path, ...rest },
    graphql: { type, input: `${type}Input`, many: plural, one: noun, noun: type, ...graphql },
    messages: { notFound: `${capitalize(noun)} not found`, deleted: `${capitalize(noun)} deleted successfully`, ...messages },
    docs: {
      list: docs.list,
      get: docs.get ?? `One ${noun}${spec.slug ? ', by its id or its slug' : ''}`,
      create: docs.create ?? `Add ${withArticle(noun)}${file ? ` (optional ${file.label}, ${file.megabytes} MB)` : ''}`,
      update: docs.update ?? `Change ${withArticle(noun)}`,
      remove: docs.remove ?? `Remove ${withArticle(noun)}${file ? ` and its ${file.label}` : ''}`,
    },
  };
}

/** `image` → `removeImage`: the flag of a collection's GraphQL input that clears its stored file. */
export const removeFlagOf = (field: string) => `remove${field.charAt(0).toUpperCase()}${field.slice(1)}`;

/** An empty argument list (a collection listed whole). */
export type NoListArgs = Record<string, never>;
