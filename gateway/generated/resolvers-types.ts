import { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import { BandDto } from '../../domain/bands';
import { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An instant as an ISO 8601 string in UTC, e.g. 2025-09-26T14:00:00.000Z. */
  DateTime: { input: string; output: string; }
  /** A JSON object (WebAuthn's options and an authenticator's answers, in their JSON encodings). */
  JSONObject: { input: Record<string, unknown>; output: Record<string, unknown>; }
  /** A JSON object whose values are strings (SEO titles and descriptions keyed by page). */
  StringMap: { input: Record<string, string>; output: Record<string, string>; }
  /** A file sent with the GraphQL multipart request spec (graphql-upload). */
  Upload: { input: Promise<import('graphql-upload/processRequest.mjs').FileUpload>; output: Promise<import('graphql-upload/processRequest.mjs').FileUpload>; }
};

/** A past edition of the festival: its year, poster, lineup and story. */
export type Archive = {
  __typename?: 'Archive';
  /** Opaque id. */
  _id: Scalars['ID']['output'];
  /** ISO 8601 UTC. */
  createdAt: Scalars['DateTime']['output'];
  /** What that edition was (free text). */
  description: Scalars['String']['output'];
  /** Free text, bands separated by commas. */
  lineup: Scalars['String']['output'];
  /** `/api/uploads/<key>`, or null when unset. */
  poster: Maybe<Scalars['String']['output']>;
  /** Responsive variants of `poster`; null when unset or not made yet. */
  posterVariants: Maybe<ImageVariants>;
  /** When the item becomes (or became) public; null: as soon as published. */
  publishAt: Maybe<Scalars['DateTime']['output']>;
  /** Draft or published (public from publishAt on). */
  status: PublishStatus;
  /** ISO 8601 UTC. */
  updatedAt: Scalars['DateTime']['output'];
  /** Free text, e.g. '2023'. */
  year: Scalars['String']['output'];
};

/** A past edition of the festival: its year, poster, lineup and story. */
export type ArchiveInput = {
  /** What that edition was (free text). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The `updatedAt` of the item as the editor loaded it. On an update, a different current `updatedAt` is refused with 409 (someone else changed it); left out, the update applies unconditionally. Ignored when creating. */
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Free text, bands separated by commas. */
  lineup?: InputMaybe<Scalars['String']['input']>;
  /** Up to 5 MB. On update: a file replaces the poster (the old file is deleted); omitted keeps it. */
  poster?: InputMaybe<Scalars['Upload']['input']>;
  /** When a published item becomes public (ISO 8601 UTC); empty: at once. */
  publishAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** On update: remove the current poster. */
  removePoster?: InputMaybe<Scalars['Boolean']['input']>;
  /** Draft or published (public from publishAt on). */
  status?: InputMaybe<PublishStatus>;
  /** Free text, e.g. 2023. */
  year?: InputMaybe<Scalars['String']['input']>;
};

/** A page of archives, in the list's order. */
export type ArchivePage = {
  __typename?: 'ArchivePage';
  /** The items of this page (at most limit). */
  items: Array<Archive>;
  /** Pass as cursor (with the same limit, q and filters) for the next page; null on the last page. */
  nextCursor: Maybe<Scalars['String']['output']>;
  /** Pass as cursor for the page before; null when that is the first page (ask without cursor) or this is the first page. */
  prevCursor: Maybe<Scalars['String']['output']>;
  /** How many items the filters and q match, on every page. */
  total: Scalars['Int']['output'];
};

/** One line of the audit log: append-only. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** The line's _id. */
  _id: Scalars['ID']['output'];
  /** What was done: create, update, delete, restore, trash.restore, trash.purge, auth.login, team.invite… */
  action: Scalars['String']['output'];
  /** The staff member who did it (as they were then). */
  actor: Maybe<Author>;
  /** When it happened. */
  at: Scalars['DateTime']['output'];
  /** The collection or document it touched (bands, siteAssets…), or null (account lines). */
  collection: Maybe<Scalars['String']['output']>;
  /** The door a change came through: REST or GraphQL. */
  door: Maybe<Door>;
  /** The item's _id, or null. */
  itemId: Maybe<Scalars['ID']['output']>;
  /** The request id (X-Request-Id), to find its log lines. */
  requestId: Maybe<Scalars['ID']['output']>;
  /** What named the item then, or null. */
  title: Maybe<Scalars['String']['output']>;
};

/** One page of the audit log, newest first. */
export type AuditPage = {
  __typename?: 'AuditPage';
  /** The lines of this page, newest first. */
  entries: Array<AuditEntry>;
  /** Pass as `cursor` for the next (older) page; null at the end. */
  nextCursor: Maybe<Scalars['String']['output']>;
};

/** A sign-in: the tokens and who they are for. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** The Bearer token for the Authorization header (short-lived). */
  accessToken: Scalars['String']['output'];
  /** Exchanged for new tokens by refresh (once: it rotates); ends the login on logout. */
  refreshToken: Scalars['String']['output'];
  /** A signed-in member: who they are and their role. */
  user: User;
};

/** The staff member who did it (as they were then). */
export type Author = {
  __typename?: 'Author';
  /** The member's _id. */
  _id: Scalars['ID']['output'];
  /** Their email address then. */
  email: Scalars['String']['output'];
};

/** A band of the lineup: who they are, their day and set, and where to hear them. */
export type Band = {
  __typename?: 'Band';
  /** Opaque id. */
  _id: Scalars['ID']['output'];
  /** About the band; line breaks separate paragraphs. */
  biography: Scalars['String']['output'];
  /** Where the band comes from (free text). */
  country: Scalars['String']['output'];
  /** ISO 8601 UTC. */
  createdAt: Scalars['DateTime']['output'];
  /** End of the set, after startsAt and at most 6 hours later; or null. */
  endsAt: Maybe<Scalars['DateTime']['output']>;
  /** Its genre (free text), or null. */
  genre: Maybe<Scalars['String']['output']>;
  /** `/api/uploads/<key>`, or null when unset. */
  image: Maybe<Scalars['String']['output']>;
  /** Responsive variants of `image`; null when unset or not made yet. */
  imageVariants: Maybe<ImageVariants>;
  /** The band's name as billed. */
  name: Scalars['String']['output'];
  /** Lower numbers appear first within a day. Default 999. */
  order: Scalars['Int']['output'];
  /** One of the festival's day labels (by default the spec's three); with a set time, the set's day. */
  performanceDay: Scalars['String']['output'];
  /** When the item becomes (or became) public; null: as soon as published. */
  publishAt: Maybe<Scalars['DateTime']['output']>;
  /** A band's links elsewhere, one per network: every key present, unset ones null. */
  socialLinks: SocialLinks;
  /** A Spotify embed URL (https on open.spotify.com) shown as a player, or null. */
  spotifyEmbed: Maybe<Scalars['String']['output']>;
  /** The stage object of stageId, or null. */
  stage: Maybe<Stage>;
  /** The stage of the band's set, or null when it has no set time. */
  stageId: Maybe<Scalars['ID']['output']>;
  /** Start of the set (UTC instant), or null. */
  startsAt: Maybe<Scalars['DateTime']['output']>;
  /** Draft or published (public from publishAt on). */
  status: PublishStatus;
  /** ISO 8601 UTC. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A band of the lineup: who they are, their day and set, and where to hear them. */
export type BandInput = {
  /** About the band; line breaks separate paragraphs. */
  biography?: InputMaybe<Scalars['String']['input']>;
  /** Where the band comes from (free text). */
  country?: InputMaybe<Scalars['String']['input']>;
  /** End of the set: after startsAt, at most 6 hours later. A set overlapping another on the same stage is 409. */
  endsAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** The `updatedAt` of the item as the editor loaded it. On an update, a different current `updatedAt` is refused with 409 (someone else changed it); left out, the update applies unconditionally. Ignored when creating. */
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Its genre (free text), or null. */
  genre?: InputMaybe<Scalars['String']['input']>;
  /** Up to 5 MB. On update: a file replaces the image (the old file is deleted); omitted keeps it. */
  image?: InputMaybe<Scalars['Upload']['input']>;
  /** The band's name as billed. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Lower numbers appear first within a day. */
  order?: InputMaybe<Scalars['Int']['input']>;
  /** One of the festival's day labels (festival settings; by default '25 September - WARMUP', '26 September - DAY 1', '27 September - DAY 2'). With a set time it follows from the set (a different one is refused); without, the first day when left out. */
  performanceDay?: InputMaybe<Scalars['String']['input']>;
  /** When a published item becomes public (ISO 8601 UTC); empty: at once. */
  publishAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** On update: remove the current image. */
  removeImage?: InputMaybe<Scalars['Boolean']['input']>;
  /** A band's links elsewhere, one per network: every key present, unset ones null. */
  socialLinks?: InputMaybe<SocialLinksInput>;
  /** A Spotify link on https://open.spotify.com/; the web app rewrites it to its embed form. */
  spotifyEmbed?: InputMaybe<Scalars['String']['input']>;
  /** The stage of the set. Needed when times are given. */
  stageId?: InputMaybe<Scalars['ID']['input']>;
  /** Start of the set, ISO 8601 with a time zone (UTC on output). Comes with endsAt. */
  startsAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Draft or published (public from publishAt on). */
  status?: InputMaybe<PublishStatus>;
};

/** A page of bands, in the list's order. */
export type BandPage = {
  __typename?: 'BandPage';
  /** The items of this page (at most limit). */
  items: Array<Band>;
  /** Pass as cursor (with the same limit, q and filters) for the next page; null on the last page. */
  nextCursor: Maybe<Scalars['String']['output']>;
  /** Pass as cursor for the page before; null when that is the first page (ask without cursor) or this is the first page. */
  prevCursor: Maybe<Scalars['String']['output']>;
  /** How many items the filters and q match, on every page. */
  total: Scalars['Int']['output'];
};

/** An address visitors may write to, and what for. */
export type ContactEmail = {
  __typename?: 'ContactEmail';
  /** The address. */
  email: Scalars['String']['output'];
  /** What to write to it about, e.g. 'Press'. */
  purpose: Scalars['String']['output'];
};

/** An address visitors may write to, and what for. */
export type ContactEmailInput = {
  /** The address. */
  email: Scalars['String']['input'];
  /** What to write to it about, e.g. 'Press'. */
  purpose?: InputMaybe<Scalars['String']['input']>;
};

/** One page of the inbox, newest first. */
export type ContactInboxPage = {
  __typename?: 'ContactInboxPage';
  /** The messages of this page, newest first. */
  messages: Array<ContactMessage>;
  /** The messages of the inbox matching `status` (every message without it). */
  total: Scalars['Int']['output'];
  /** Messages not opened yet. */
  unread: Scalars['Int']['output'];
};

/** A message to the festival, from the contact form. */
export type ContactInput = {
  /** The sender's email address (to answer to). */
  email: Scalars['String']['input'];
  /** The message. */
  message: Scalars['String']['input'];
  /** The sender's name. */
  name: Scalars['String']['input'];
  /** What it is about. */
  subject: Scalars['String']['input'];
};

/** A message sent with the contact form. */
export type ContactMessage = {
  __typename?: 'ContactMessage';
  /** Opaque id. */
  _id: Scalars['ID']['output'];
  /** ISO 8601 UTC. */
  createdAt: Scalars['DateTime']['output'];
  /** The sender's email address (to answer to). */
  email: Scalars['String']['output'];
  /** When staff marked it handled; null while open. */
  handledAt: Maybe<Scalars['DateTime']['output']>;
  /** The message. */
  message: Scalars['String']['output'];
  /** The sender's name. */
  name: Scalars['String']['output'];
  /** When staff first opened it in the inbox; null while new. */
  readAt: Maybe<Scalars['DateTime']['output']>;
  /** What it is about. */
  subject: Scalars['String']['output'];
};

/** What staff change on a message (at least one). */
export type ContactMessageUpdate = {
  /** Answered or dealt with (true), or open again (false). */
  handled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Opened (true) or new again (false). */
  read?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The answer to a sent message. */
export type ContactResult = {
  __typename?: 'ContactResult';
  /** What to tell the sender. */
  message: Scalars['String']['output'];
};

/** An email address and its password. */
export type CredentialsInput = {
  /** The email address signed up with. */
  email: Scalars['String']['input'];
  /** Its password. */
  password: Scalars['String']['input'];
};

/** One refusal of an imported row. */
export type CsvCellError = {
  __typename?: 'CsvCellError';
  /** The CSV column (a REST field name); null for the row as a whole (a clash with another set). */
  column: Maybe<Scalars['String']['output']>;
  /** What is wrong, in the words of a single write. */
  message: Scalars['String']['output'];
};

/** What an import did, or (dry run, refused rows) would do. */
export type CsvImportResult = {
  __typename?: 'CsvImportResult';
  /** Items created (0 when nothing was kept). */
  created: Scalars['Int']['output'];
  /** Whether the rows were kept: false on a dry run and whenever any row was refused (all rows or none). */
  imported: Scalars['Boolean']['output'];
  /** Rows refused. */
  invalid: Scalars['Int']['output'];
  /** Every row's result. */
  rows: Array<CsvRow>;
  /** Items updated by the rows with an _id (0 when nothing was kept). */
  updated: Scalars['Int']['output'];
  /** Rows that passed. */
  valid: Scalars['Int']['output'];
};

/** One row of an imported file. */
export type CsvRow = {
  __typename?: 'CsvRow';
  /** Why not, by column. */
  errors: Array<CsvCellError>;
  /** Whether the row would be (or was) written. */
  ok: Scalars['Boolean']['output'];
  /** The spreadsheet row: the header is row 1. */
  row: Scalars['Int']['output'];
};

/** One day's visitors. */
export type DailyVisits = {
  __typename?: 'DailyVisits';
  /** The UTC day, YYYY-MM-DD. */
  date: Scalars['String']['output'];
  /** Visitors that day. */
  visits: Scalars['Int']['output'];
};

/** What a delete answers. */
export type DeleteResult = {
  __typename?: 'DeleteResult';
  /** The deleted item's _id. */
  _id: Scalars['ID']['output'];
  /** What happened, e.g. 'Band deleted successfully'. */
  message: Scalars['String']['output'];
};

/** The door a change came through: REST or GraphQL. */
export type Door =
  /** The GraphQL endpoint (/api/graphql). */
  | 'graphql'
  /** The REST API (/api/…). */
  | 'rest';

/** One frequently asked question and its answer. */
export type FaqItem = {
  __typename?: 'FaqItem';
  /** The question's id (kept across saves; its translations follow it). */
  _id: Scalars['ID']['output'];
  /** Its answer. */
  answer: Scalars['String']['output'];
  /** The question. */
  question: Scalars['String']['output'];
};

/** One frequently asked question and its answer. */
export type FaqItemInput = {
  /** Kept when given; a new item gets one. */
  _id?: InputMaybe<Scalars['ID']['input']>;
  /** Its answer. */
  answer: Scalars['String']['input'];
  /** The question. */
  question: Scalars['String']['input'];
};

/** An edition of the festival (its name, dates, place, tickets and days); the active one is the one the site shows. */
export type Festival = {
  __typename?: 'Festival';
  /** Opaque id. */
  _id: Scalars['ID']['output'];
  /** ISO 8601 UTC. */
  createdAt: Scalars['DateTime']['output'];
  /** Free text. */
  dates: Scalars['String']['output'];
  /** The festival's days in running order (the spec's three until set): a band's set time decides its day among them. */
  days: Array<FestivalDay>;
  /** What the home page says of it (free text). */
  description: Scalars['String']['output'];
  /** The edition the site shows: at most one is active. */
  isActive: Scalars['Boolean']['output'];
  /** Where it takes place (free text). */
  location: Scalars['String']['output'];
  /** The edition's name, e.g. 'Metal Gates 2026'. */
  name: Scalars['String']['output'];
  /** An http(s) URL, or empty. */
  ticketUrl: Scalars['String']['output'];
  /** ISO 8601 UTC. */
  updatedAt: Scalars['DateTime']['output'];
};

/** One day of the festival: its label and date. */
export type FestivalDay = {
  __typename?: 'FestivalDay';
  /** MM-DD in festival time (Europe/Bucharest). */
  date: Scalars['String']['output'];
  /** What bands are listed under, e.g. '26 September - DAY 1'. */
  label: Scalars['String']['output'];
};

/** One day of the festival: its label and date. */
export type FestivalDayInput = {
  /** MM-DD in festival time (Europe/Bucharest). */
  date: Scalars['String']['input'];
  /** What bands are listed under, e.g. '26 September - DAY 1'. */
  label: Scalars['String']['input'];
};

/** A new festival becomes the active one unless isActive is false. On update only the fields sent change; null or an empty text clears (the name may not be emptied). */
export type FestivalInput = {
  /** Free text. */
  dates?: InputMaybe<Scalars['String']['input']>;
  /** The festival's days in running order (1 to 14, labels and dates unique). Left out: unchanged (the spec's three, 25-27 September, on create). */
  days?: InputMaybe<Array<FestivalDayInput>>;
  /** What the home page says of it (free text). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The `updatedAt` of the item as the editor loaded it. On an update, a different current `updatedAt` is refused with 409 (someone else changed it); left out, the update applies unconditionally. Ignored when creating. */
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Defaults to true on create. Activating one festival deactivates the others. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Where it takes place (free text). */
  location?: InputMaybe<Scalars['String']['input']>;
  /** The edition's name, e.g. 'Metal Gates 2026'. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** An http(s) URL, or empty for none. */
  ticketUrl?: InputMaybe<Scalars['String']['input']>;
};

/** A page of festivals, in the list's order. */
export type FestivalPage = {
  __typename?: 'FestivalPage';
  /** The items of this page (at most limit). */
  items: Array<Festival>;
  /** Pass as cursor (with the same limit, q and filters) for the next page; null on the last page. */
  nextCursor: Maybe<Scalars['String']['output']>;
  /** Pass as cursor for the page before; null when that is the first page (ask without cursor) or this is the first page. */
  prevCursor: Maybe<Scalars['String']['output']>;
  /** How many items the filters and q match, on every page. */
  total: Scalars['Int']['output'];
};

/** One <source> of a <picture>: a MIME type and its srcset (`/api/uploads/<key> <width>w, ...`). */
export type ImageSource = {
  __typename?: 'ImageSource';
  /** Its files and their widths, as a srcset attribute. */
  srcSet: Scalars['String']['output'];
  /** The MIME type of its files. */
  type: Scalars['String']['output'];
};

/** Made at upload: AVIF and WebP at widths 320/640/960/1280/1920 up to the original (never upscaled), the original format at the largest, and a tiny preview. Images over 12,000 px on a side or 40 megapixels are refused (413). */
export type ImageVariants = {
  __typename?: 'ImageVariants';
  /** The original's height in pixels. */
  height: Scalars['Int']['output'];
  /** A few-pixel preview as a data: URI, to show blurred while the image loads. */
  placeholder: Maybe<Scalars['String']['output']>;
  /** Best format first (AVIF, WebP, then the original format). */
  sources: Array<ImageSource>;
  /** Fallback URL in the original format (for <img src>). */
  src: Scalars['String']['output'];
  /** Intrinsic pixel size of the original (after EXIF orientation): reserve the box with it. */
  width: Scalars['Int']['output'];
};

/** Where the festival is: the venue, its address and a map. */
export type InfoLocation = {
  __typename?: 'InfoLocation';
  /** Its street address. */
  address: Scalars['String']['output'];
  /** A Google Maps embed URL (https), or empty. */
  mapEmbedUrl: Scalars['String']['output'];
  /** The venue's name. */
  title: Scalars['String']['output'];
};

/** Where the festival is: the venue, its address and a map. */
export type InfoLocationInput = {
  /** Its street address. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** A Google Maps embed URL (https on www.google.com or maps.google.com), or empty for none. */
  mapEmbedUrl?: InputMaybe<Scalars['String']['input']>;
  /** The venue's name. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** The Info page. Empty strings and lists until it is first saved. */
export type InfoPage = {
  __typename?: 'InfoPage';
  /** One frequently asked question and its answer. */
  faq: Array<FaqItem>;
  /** Where the festival is: the venue, its address and a map. */
  location: InfoLocation;
  /** The festival rules: guidelines, what to bring and what not. */
  rules: InfoRules;
  /** How to get there and where to stay. */
  travel: InfoTravel;
  /** ISO 8601 UTC of the last save; null until first saved. Send it back as `expectedUpdatedAt`. */
  updatedAt: Maybe<Scalars['DateTime']['output']>;
};

/** Only the parts sent (location, travel, rules, faq) change, each as a whole: a part sent replaces the saved one, fields it leaves out become empty; null clears a part. The whole page sent replaces the page. */
export type InfoPageInput = {
  /** The `updatedAt` of the item as the editor loaded it. On an update, a different current `updatedAt` is refused with 409 (someone else changed it); left out, the update applies unconditionally. Ignored when creating. */
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** One frequently asked question and its answer. */
  faq?: InputMaybe<Array<FaqItemInput>>;
  /** Where the festival is: the venue, its address and a map. */
  location?: InputMaybe<InfoLocationInput>;
  /** The festival rules: guidelines, what to bring and what not. */
  rules?: InputMaybe<InfoRulesInput>;
  /** How to get there and where to stay. */
  travel?: InputMaybe<InfoTravelInput>;
};

/** The festival rules: guidelines, what to bring and what not. */
export type InfoRules = {
  __typename?: 'InfoRules';
  /** What visitors may bring in. */
  allowedItems: Array<Scalars['String']['output']>;
  /** The rules every visitor must know, one per item. */
  importantGuidelines: Array<Scalars['String']['output']>;
  /** What is refused at the gate. */
  prohibitedItems: Array<Scalars['String']['output']>;
  /** A note on security checks. */
  securityNote: Scalars['String']['output'];
};

/** The festival rules: guidelines, what to bring and what not. */
export type InfoRulesInput = {
  /** What visitors may bring in. */
  allowedItems?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The rules every visitor must know, one per item. */
  importantGuidelines?: InputMaybe<Array<Scalars['String']['input']>>;
  /** What is refused at the gate. */
  prohibitedItems?: InputMaybe<Array<Scalars['String']['input']>>;
  /** A note on security checks. */
  securityNote?: InputMaybe<Scalars['String']['input']>;
};

/** How to get there and where to stay. */
export type InfoTravel = {
  __typename?: 'InfoTravel';
  /** Where to stay. */
  accommodation: Scalars['String']['output'];
  /** Getting there by plane. */
  byAir: Scalars['String']['output'];
  /** Getting there by car (and parking). */
  byCar: Scalars['String']['output'];
};

/** How to get there and where to stay. */
export type InfoTravelInput = {
  /** Where to stay. */
  accommodation?: InputMaybe<Scalars['String']['input']>;
  /** Getting there by plane. */
  byAir?: InputMaybe<Scalars['String']['input']>;
  /** Getting there by car (and parking). */
  byCar?: InputMaybe<Scalars['String']['input']>;
};

/** An invitation; `url` (the one-time link) only in the answer to its creation. */
export type Invite = {
  __typename?: 'Invite';
  /** Opaque id. */
  _id: Scalars['ID']['output'];
  /** ISO 8601 UTC. */
  createdAt: Scalars['DateTime']['output'];
  /** Whom it invites. */
  email: Scalars['String']['output'];
  /** ISO 8601 UTC. */
  expiresAt: Scalars['DateTime']['output'];
  /** Admin: everything; editor: the content visitors read; user: no back office. */
  role: Role;
  /** The one-time link to send them (only in the answer to its creation). */
  url: Maybe<Scalars['String']['output']>;
};

/** Whom to invite and with which role. */
export type InviteInput = {
  /** Whom to invite. */
  email: Scalars['String']['input'];
  /** Admin: everything; editor: the content visitors read; user: no back office. */
  role: Role;
};

/** The languages content is kept in; EN is the default. */
export type Locale =
  /** English, the default: the texts in the columns. */
  | 'EN'
  /** Romanian. */
  | 'RO';

/** What a text without a translation reads as: EN the English text (default), NONE (staff only, for editing) empty. */
export type LocaleFallback =
  /** A missing translation reads as the English text (the default). */
  | 'EN'
  /** A missing translation reads as empty (staff only, for editing). */
  | 'NONE';

/** One signed-in browser (a login). */
export type LoginSession = {
  __typename?: 'LoginSession';
  /** Opaque id. */
  _id: Scalars['ID']['output'];
  /** ISO 8601 UTC. */
  createdAt: Scalars['DateTime']['output'];
  /** This is the login the request was made with. */
  current: Scalars['Boolean']['output'];
  /** ISO 8601 UTC. */
  lastUsedAt: Scalars['DateTime']['output'];
  /** The browser it signed in from (its User-Agent), or null. */
  userAgent: Maybe<Scalars['String']['output']>;
};

/** A member of the team (admins only). */
export type Member = {
  __typename?: 'Member';
  /** Opaque id. */
  _id: Scalars['ID']['output'];
  /** False once deactivated: their logins ended and they cannot sign in. */
  active: Scalars['Boolean']['output'];
  /** ISO 8601 UTC. */
  createdAt: Scalars['DateTime']['output'];
  /** Their email address. */
  email: Scalars['String']['output'];
  /** ISO 8601 UTC. */
  lastSignInAt: Maybe<Scalars['DateTime']['output']>;
  /** How many passkeys the member has registered: a passkey sign-in meets two-factor by itself. */
  passkeys: Scalars['Int']['output'];
  /** Admin: everything; editor: the content visitors read; user: no back office. */
  role: Role;
  /** Two-factor sign-in with an authenticator app (TOTP) is on. */
  twoFactor: Scalars['Boolean']['output'];
};

/** What changes of a member: their role, or whether they are active (the last active admin stays one). */
export type MemberUpdateInput = {
  /** False deactivates (their logins end at once); true lets them back. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Admin: everything; editor: the content visitors read; user: no back office. */
  role?: InputMaybe<Role>;
};

/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type Mutation = {
  __typename?: 'Mutation';
  /** Creates the invited member and signs them in. BAD_USER_INPUT for a used, revoked or expired invitation. */
  acceptInvite: AuthPayload;
  /** Cancels a scheduled release: its items become drafts again; its changes to public items are dropped. */
  cancelRelease: Release;
  /** Changes one's own password; one's other logins end. */
  changePassword: Scalars['Boolean']['output'];
  /** Add a past edition (optional poster, 5 MB) */
  createArchive: Archive;
  /** Add a band (optional image, 5 MB) */
  createBand: Band;
  /** Create a festival (active by default: activating one deactivates the rest) */
  createFestival: Festival;
  /** Publish an article (optional image, 5 MB) */
  createNewsArticle: NewsArticle;
  /** Add a partner (optional logo, 2 MB) */
  createPartner: Partner;
  /** A preview link of a release (left out: every draft); the caller must be allowed to publish what it shows. */
  createPreview: Preview;
  /** A new release, empty, scheduled at publishAt (in the future). */
  createRelease: Release;
  /** A one-time password reset link (24 hours) for an active member; it voids the member's older links. It works only while its maker is an active admin. */
  createResetLink: ResetLink;
  /** Add a stage */
  createStage: Stage;
  /** Remove a past edition and its poster */
  deleteArchive: DeleteResult;
  /** Remove a band and its image */
  deleteBand: DeleteResult;
  /** Admins only. NOT_FOUND for an unknown id. */
  deleteContactMessage: DeleteResult;
  /** Remove an article and its image */
  deleteNewsArticle: DeleteResult;
  /** Remove a partner and its logo */
  deletePartner: DeleteResult;
  /** Remove a stage (refused with 409, naming how many, while bands are scheduled on it) */
  deleteStage: DeleteResult;
  /** Turns two-factor off with a current code or a recovery code. Wrong codes count against the sign-in limits (then TOO_MANY_REQUESTS). */
  disableTwoFactor: Scalars['Boolean']['output'];
  /** Turns two-factor on; answers the 10 one-time recovery codes (shown once). */
  enableTwoFactor: Array<Scalars['String']['output']>;
  /** Sign out everywhere else: ends every login but this one; answers how many ended. */
  endOtherSessions: Scalars['Int']['output'];
  /** Ends one of one's own logins. NOT_FOUND when it is not one. */
  endSession: Scalars['Boolean']['output'];
  /** Creates and updates items from a CSV file (bands or news), each row as a single write would (same rules, clashes and role), all rows or none. */
  importCsv: CsvImportResult;
  /** Invites by email and role: a 7-day one-time link (mailed when SMTP_URL is set). CONFLICT when the email is a member. */
  inviteMember: Invite;
  /** Logs one visit (fire and forget). No IP address is stored. */
  logVisit: Scalars['Boolean']['output'];
  /** Rate limited per client on failures. Wrong email and wrong password give the same message. An account with two-factor sign-in answers the error TWO_FACTOR_REQUIRED with `extensions.challenge`: then verifyTwoFactor. */
  login: AuthPayload;
  /** Ends the login the refresh token belongs to. */
  logout: Scalars['Boolean']['output'];
  /** Options for navigator.credentials.create() (PublicKeyCredentialCreationOptionsJSON); their challenge is valid 5 minutes, once. */
  passkeyRegistrationOptions: Scalars['JSONObject']['output'];
  /** Options for navigator.credentials.get() (PublicKeyCredentialRequestOptionsJSON): any passkey of this site; valid 5 minutes, once. */
  passkeySignInOptions: Scalars['JSONObject']['output'];
  /** Always true. */
  ping: Scalars['Boolean']['output'];
  /** Publishes a scheduled release now (CONFLICT when cancelled or already published). */
  publishRelease: Release;
  /** Deletes a trashed item for good, with its versions and files. Admins only. NOT_FOUND for an unknown collection or an item not in the trash. */
  purgeFromTrash: DeleteResult;
  /** Rotates the refresh token; presenting an already-used one revokes the whole login. */
  refreshToken: TokenPair;
  /** New recovery codes (10, shown once) for a current code or a recovery code; the old ones stop working. Wrong codes count against the sign-in limits. */
  regenerateRecoveryCodes: Array<Scalars['String']['output']>;
  /** The first account of an empty user table becomes admin. FORBIDDEN when REGISTRATION=closed. */
  register: AuthPayload;
  /** Registers a passkey: the authenticator's answer (RegistrationResponseJSON) to passkeyRegistrationOptions, and its name. BAD_USER_INPUT for an expired or used challenge or an answer that does not verify (wrong origin...). */
  registerPasskey: Passkey;
  /** Removes one of one's passkeys. NOT_FOUND when it is not one. */
  removePasskey: Scalars['Boolean']['output'];
  /** Forgot password: mails the member a one-time reset link (24 hours) when the server sends mail; the same answer whether or not the address is a member's. Rate limited per client and per address (TOO_MANY_REQUESTS). */
  requestPasswordReset: PasswordResetRequestAnswer;
  /** Sets a new password with a reset link; every login of the member ends. Answers the new login, or null for a member with two-factor (TOTP or a passkey): they then sign in as usual, with it. BAD_USER_INPUT for a used, revoked, replaced or expired link, or one whose maker is no longer an active admin. */
  resetPassword: Maybe<AuthPayload>;
  /** Brings a deleted Archive back from the trash, whole. NOT_FOUND when it is not there (restored already, purged). */
  restoreArchiveFromTrash: Archive;
  /** Brings a Archive back to a version (recorded as a new version). A stale expectedUpdatedAt is refused (CONFLICT), as any edit. */
  restoreArchiveVersion: Archive;
  /** Brings a deleted Band back from the trash, whole. NOT_FOUND when it is not there (restored already, purged). */
  restoreBandFromTrash: Band;
  /** Brings a Band back to a version (recorded as a new version). A stale expectedUpdatedAt is refused (CONFLICT), as any edit. */
  restoreBandVersion: Band;
  /** Brings a Festival back to a version (recorded as a new version). A stale expectedUpdatedAt is refused (CONFLICT), as any edit. */
  restoreFestivalVersion: Festival;
  /** Brings a deleted item back from the trash, whole, by its collection's key. */
  restoreFromTrash: Restored;
  /** Brings InfoPage back to a version (recorded as a new version). A stale expectedUpdatedAt is refused (CONFLICT). */
  restoreInfoPageVersion: InfoPage;
  /** Brings a deleted NewsArticle back from the trash, whole. NOT_FOUND when it is not there (restored already, purged). */
  restoreNewsArticleFromTrash: NewsArticle;
  /** Brings a NewsArticle back to a version (recorded as a new version). A stale expectedUpdatedAt is refused (CONFLICT), as any edit. */
  restoreNewsArticleVersion: NewsArticle;
  /** Brings a deleted Partner back from the trash, whole. NOT_FOUND when it is not there (restored already, purged). */
  restorePartnerFromTrash: Partner;
  /** Brings a Partner back to a version (recorded as a new version). A stale expectedUpdatedAt is refused (CONFLICT), as any edit. */
  restorePartnerVersion: Partner;
  /** Brings SiteAssets back to a version (recorded as a new version). A stale expectedUpdatedAt is refused (CONFLICT). */
  restoreSiteAssetsVersion: SiteAssets;
  /** Brings a deleted Stage back from the trash, whole. NOT_FOUND when it is not there (restored already, purged). */
  restoreStageFromTrash: Stage;
  /** Brings a Stage back to a version (recorded as a new version). A stale expectedUpdatedAt is refused (CONFLICT), as any edit. */
  restoreStageVersion: Stage;
  /** Brings an item back to a version, by its collection's key (recorded as a new version). A stale expectedUpdatedAt is CONFLICT. */
  restoreVersion: Restored;
  /** Revokes a pending invitation. NOT_FOUND when none. */
  revokeInvite: Scalars['Boolean']['output'];
  /** Revokes an outstanding reset link. NOT_FOUND when none. */
  revokeResetLink: Scalars['Boolean']['output'];
  /** Rate limited per client. */
  sendContactMessage: ContactResult;
  /** Starts two-factor setup: a new secret, in force once enableTwoFactor gets a code from it. */
  setupTwoFactor: TwoFactorSetup;
  /** Signs in with a passkey: the authenticator's answer (AuthenticationResponseJSON). No two-factor code is asked: the passkey is the second factor. UNAUTHENTICATED for an unknown passkey, an expired or used challenge or an answer that does not verify; failures count against the client's passkey limit, never the password limits. */
  signInWithPasskey: AuthPayload;
  /** Change a past edition. Only the fields sent change; null or an empty value clears; a stale expectedUpdatedAt is refused (CONFLICT). */
  updateArchive: Archive;
  /** Change a band. Only the fields sent change; null or an empty value clears; a stale expectedUpdatedAt is refused (CONFLICT). */
  updateBand: Band;
  /** Admins only. Marks a message read or handled (or undoes either). */
  updateContactMessage: ContactMessage;
  /** Change a festival (activating it deactivates the rest). Only the fields sent change; null or an empty value clears; a stale expectedUpdatedAt is refused (CONFLICT). */
  updateFestival: Festival;
  /** Save the Info page (the parts sent). Only the parts sent (location, travel, rules, faq) change, each as a whole: fields a part sent leaves out become empty, and the whole page sent replaces the page; null clears a part. Each FAQ item keeps its `_id` or gets a new one. A stale expectedUpdatedAt is refused (CONFLICT). */
  updateInfoPage: InfoPage;
  /** Changes a member's role or active state; deactivating ends their logins. CONFLICT for the last active admin. */
  updateMember: Member;
  /** Change an article. Only the fields sent change; null or an empty value clears; a stale expectedUpdatedAt is refused (CONFLICT). */
  updateNewsArticle: NewsArticle;
  /** Change a partner. Only the fields sent change; null or an empty value clears; a stale expectedUpdatedAt is refused (CONFLICT). */
  updatePartner: Partner;
  /** Changes a scheduled release (CONFLICT once published or cancelled). */
  updateRelease: Release;
  /** Change site assets (only the fields sent). Null or an empty string restores a setting's default (an empty `bannerText` means no banner, an empty `gtmId` none). A stale expectedUpdatedAt is refused (CONFLICT). */
  updateSiteAssets: SiteAssets;
  /** Change a stage (with `expectedUpdatedAt`, refused with 409 when it changed since). Only the fields sent change; null or an empty value clears; a stale expectedUpdatedAt is refused (CONFLICT). */
  updateStage: Stage;
  /** Requires (or stops requiring) two-factor sign-in of all staff. */
  updateTeamPolicy: TeamPolicy;
  /** A sign-in's second step: the challenge and a TOTP or recovery code (each usable once). Wrong codes count as failed logins. */
  verifyTwoFactor: AuthPayload;
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationAcceptInviteArgs = {
  input: TokenPasswordInput;
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationCancelReleaseArgs = {
  id: Scalars['ID']['input'];
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationChangePasswordArgs = {
  input: PasswordChangeInput;
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationCreateArchiveArgs = {
  input: ArchiveInput;
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationCreateBandArgs = {
  input: BandInput;
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationCreateFestivalArgs = {
  input: FestivalInput;
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationCreateNewsArticleArgs = {
  input: NewsInput;
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationCreatePartnerArgs = {
  input: PartnerInput;
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationCreatePreviewArgs = {
  releaseId?: InputMaybe<Scalars['ID']['input']>;
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationCreateReleaseArgs = {
  name: Scalars['String']['input'];
  publishAt: Scalars['DateTime']['input'];
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationCreateResetLinkArgs = {
  id: Scalars['ID']['input'];
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationCreateStageArgs = {
  input: StageInput;
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationDeleteArchiveArgs = {
  id: Scalars['ID']['input'];
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationDeleteBandArgs = {
  id: Scalars['ID']['input'];
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationDeleteContactMessageArgs = {
  id: Scalars['ID']['input'];
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationDeleteNewsArticleArgs = {
  id: Scalars['ID']['input'];
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationDeletePartnerArgs = {
  id: Scalars['ID']['input'];
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationDeleteStageArgs = {
  id: Scalars['ID']['input'];
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationDisableTwoFactorArgs = {
  code: Scalars['String']['input'];
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationEnableTwoFactorArgs = {
  code: Scalars['String']['input'];
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationEndSessionArgs = {
  id: Scalars['ID']['input'];
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationImportCsvArgs = {
  collection: Scalars['String']['input'];
  dryRun?: InputMaybe<Scalars['Boolean']['input']>;
  file: Scalars['Upload']['input'];
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationInviteMemberArgs = {
  input: InviteInput;
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationLoginArgs = {
  input: CredentialsInput;
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationLogoutArgs = {
  refreshToken: Scalars['String']['input'];
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationPublishReleaseArgs = {
  id: Scalars['ID']['input'];
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationPurgeFromTrashArgs = {
  collection: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationRefreshTokenArgs = {
  refreshToken: Scalars['String']['input'];
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationRegenerateRecoveryCodesArgs = {
  code: Scalars['String']['input'];
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationRegisterArgs = {
  input: CredentialsInput;
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationRegisterPasskeyArgs = {
  name: Scalars['String']['input'];
  response: Scalars['JSONObject']['input'];
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationRemovePasskeyArgs = {
  id: Scalars['ID']['input'];
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationRequestPasswordResetArgs = {
  input: PasswordResetRequestInput;
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationResetPasswordArgs = {
  input: TokenPasswordInput;
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationRestoreArchiveFromTrashArgs = {
  id: Scalars['ID']['input'];
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationRestoreArchiveVersionArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['ID']['input'];
  versionId: Scalars['ID']['input'];
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationRestoreBandFromTrashArgs = {
  id: Scalars['ID']['input'];
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationRestoreBandVersionArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['ID']['input'];
  versionId: Scalars['ID']['input'];
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationRestoreFestivalVersionArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['ID']['input'];
  versionId: Scalars['ID']['input'];
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationRestoreFromTrashArgs = {
  collection: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationRestoreInfoPageVersionArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  versionId: Scalars['ID']['input'];
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationRestoreNewsArticleFromTrashArgs = {
  id: Scalars['ID']['input'];
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationRestoreNewsArticleVersionArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['ID']['input'];
  versionId: Scalars['ID']['input'];
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationRestorePartnerFromTrashArgs = {
  id: Scalars['ID']['input'];
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationRestorePartnerVersionArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['ID']['input'];
  versionId: Scalars['ID']['input'];
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationRestoreSiteAssetsVersionArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  versionId: Scalars['ID']['input'];
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationRestoreStageFromTrashArgs = {
  id: Scalars['ID']['input'];
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationRestoreStageVersionArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['ID']['input'];
  versionId: Scalars['ID']['input'];
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationRestoreVersionArgs = {
  collection: Scalars['String']['input'];
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  versionId: Scalars['ID']['input'];
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationRevokeInviteArgs = {
  id: Scalars['ID']['input'];
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationRevokeResetLinkArgs = {
  id: Scalars['ID']['input'];
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationSendContactMessageArgs = {
  input: ContactInput;
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationSignInWithPasskeyArgs = {
  response: Scalars['JSONObject']['input'];
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationUpdateArchiveArgs = {
  id: Scalars['ID']['input'];
  input: ArchiveInput;
  locale?: InputMaybe<Locale>;
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationUpdateBandArgs = {
  id: Scalars['ID']['input'];
  input: BandInput;
  locale?: InputMaybe<Locale>;
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationUpdateContactMessageArgs = {
  id: Scalars['ID']['input'];
  input: ContactMessageUpdate;
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationUpdateFestivalArgs = {
  id: Scalars['ID']['input'];
  input: FestivalInput;
  locale?: InputMaybe<Locale>;
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationUpdateInfoPageArgs = {
  input: InfoPageInput;
  locale?: InputMaybe<Locale>;
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationUpdateMemberArgs = {
  id: Scalars['ID']['input'];
  input: MemberUpdateInput;
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationUpdateNewsArticleArgs = {
  id: Scalars['ID']['input'];
  input: NewsInput;
  locale?: InputMaybe<Locale>;
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationUpdatePartnerArgs = {
  id: Scalars['ID']['input'];
  input: PartnerInput;
  locale?: InputMaybe<Locale>;
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationUpdateReleaseArgs = {
  id: Scalars['ID']['input'];
  input: ReleaseUpdateInput;
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationUpdateSiteAssetsArgs = {
  input: SiteAssetsInput;
  locale?: InputMaybe<Locale>;
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationUpdateStageArgs = {
  id: Scalars['ID']['input'];
  input: StageInput;
  locale?: InputMaybe<Locale>;
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationUpdateTeamPolicyArgs = {
  requireTwoFactor: Scalars['Boolean']['input'];
};


/** Every write: sign-in and one's account, content and settings (staff), the contact form and the visit log (anyone). */
export type MutationVerifyTwoFactorArgs = {
  input: TwoFactorVerifyInput;
};

/** A news article: its headline, teaser, text, picture and date, and its readable address. */
export type NewsArticle = {
  __typename?: 'NewsArticle';
  /** Opaque id. */
  _id: Scalars['ID']['output'];
  /** Who wrote it, or null. */
  author: Maybe<Scalars['String']['output']>;
  /** The article; line breaks separate paragraphs. */
  content: Scalars['String']['output'];
  /** ISO 8601 UTC. */
  createdAt: Scalars['DateTime']['output'];
  /** A teaser: the news cards and the page description. */
  excerpt: Scalars['String']['output'];
  /** `/api/uploads/<key>`, or null when unset. */
  image: Maybe<Scalars['String']['output']>;
  /** Responsive variants of `image`; null when unset or not made yet. */
  imageVariants: Maybe<ImageVariants>;
  /** When the item becomes (or became) public; null: as soon as published. */
  publishAt: Maybe<Scalars['DateTime']['output']>;
  /** ISO 8601 UTC. */
  publishedAt: Scalars['DateTime']['output'];
  /** Its readable address, /news/<slug>: made from the title when the article is created (ASCII letters, digits and hyphens; -2, -3… when taken) and kept when the title changes. */
  slug: Scalars['String']['output'];
  /** Draft or published (public from publishAt on). */
  status: PublishStatus;
  /** Free-form tags (not shown on the public page; for feeds and integrators). */
  tags: Array<Scalars['String']['output']>;
  /** The headline. */
  title: Scalars['String']['output'];
  /** ISO 8601 UTC. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A page of news, in the list's order. */
export type NewsArticlePage = {
  __typename?: 'NewsArticlePage';
  /** The items of this page (at most limit). */
  items: Array<NewsArticle>;
  /** Pass as cursor (with the same limit, q and filters) for the next page; null on the last page. */
  nextCursor: Maybe<Scalars['String']['output']>;
  /** Pass as cursor for the page before; null when that is the first page (ask without cursor) or this is the first page. */
  prevCursor: Maybe<Scalars['String']['output']>;
  /** How many items the filters and q match, on every page. */
  total: Scalars['Int']['output'];
};

/** A news article: its headline, teaser, text, picture and date, and its readable address. */
export type NewsInput = {
  /** Who wrote it, or null. */
  author?: InputMaybe<Scalars['String']['input']>;
  /** Line breaks separate paragraphs. */
  content?: InputMaybe<Scalars['String']['input']>;
  /** A teaser: the news cards and the page description. */
  excerpt?: InputMaybe<Scalars['String']['input']>;
  /** The `updatedAt` of the item as the editor loaded it. On an update, a different current `updatedAt` is refused with 409 (someone else changed it); left out, the update applies unconditionally. Ignored when creating. */
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Up to 5 MB. On update: a file replaces the image (the old file is deleted); omitted keeps it. */
  image?: InputMaybe<Scalars['Upload']['input']>;
  /** When a published item becomes public (ISO 8601 UTC); empty: at once. */
  publishAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** ISO 8601 (a date alone is accepted). */
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** On update: remove the current image. */
  removeImage?: InputMaybe<Scalars['Boolean']['input']>;
  /** Draft or published (public from publishAt on). */
  status?: InputMaybe<PublishStatus>;
  /** Free-form tags (not shown on the public page; for feeds and integrators). */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The headline. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A sponsor or partner of the festival: its logo on the home page's strip and in the footer. */
export type Partner = {
  __typename?: 'Partner';
  /** Opaque id. */
  _id: Scalars['ID']['output'];
  /** ISO 8601 UTC. */
  createdAt: Scalars['DateTime']['output'];
  /** `/api/uploads/<key>`, or null when unset. */
  logo: Maybe<Scalars['String']['output']>;
  /** Responsive variants of `logo`; null when unset or not made yet. */
  logoVariants: Maybe<ImageVariants>;
  /** The partner's name (the logo's alternative text). */
  name: Scalars['String']['output'];
  /** Lower numbers come first within a tier. */
  order: Scalars['Int']['output'];
  /** When the item becomes (or became) public; null: as soon as published. */
  publishAt: Maybe<Scalars['DateTime']['output']>;
  /** Draft or published (public from publishAt on). */
  status: PublishStatus;
  /** Headline, main or partner: the order of the strip, and the logo size. */
  tier: PartnerTier;
  /** ISO 8601 UTC. */
  updatedAt: Scalars['DateTime']['output'];
  /** The partner's site, or null. */
  url: Maybe<Scalars['String']['output']>;
};

/** A sponsor or partner of the festival: its logo on the home page's strip and in the footer. */
export type PartnerInput = {
  /** The `updatedAt` of the item as the editor loaded it. On an update, a different current `updatedAt` is refused with 409 (someone else changed it); left out, the update applies unconditionally. Ignored when creating. */
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Up to 2 MB. On update: a file replaces the logo (the old file is deleted); omitted keeps it. */
  logo?: InputMaybe<Scalars['Upload']['input']>;
  /** The partner's name (the logo's alternative text). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Lower numbers come first within a tier. */
  order?: InputMaybe<Scalars['Int']['input']>;
  /** When a published item becomes public (ISO 8601 UTC); empty: at once. */
  publishAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** On update: remove the current logo. */
  removeLogo?: InputMaybe<Scalars['Boolean']['input']>;
  /** Draft or published (public from publishAt on). */
  status?: InputMaybe<PublishStatus>;
  /** Headline, main or partner: the order of the strip, and the logo size. */
  tier?: InputMaybe<PartnerTier>;
  /** The partner's site (http or https); empty for none. */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** A page of partners, in the list's order. */
export type PartnerPage = {
  __typename?: 'PartnerPage';
  /** The items of this page (at most limit). */
  items: Array<Partner>;
  /** Pass as cursor (with the same limit, q and filters) for the next page; null on the last page. */
  nextCursor: Maybe<Scalars['String']['output']>;
  /** Pass as cursor for the page before; null when that is the first page (ask without cursor) or this is the first page. */
  prevCursor: Maybe<Scalars['String']['output']>;
  /** How many items the filters and q match, on every page. */
  total: Scalars['Int']['output'];
};

/** Headline, main or partner: the order of the strip, and the logo size. */
export type PartnerTier =
  /** First, with the largest logos. */
  | 'headline'
  /** After the headline partners. */
  | 'main'
  /** Last, with the smallest logos. */
  | 'partner';

/** One of a member's passkeys. */
export type Passkey = {
  __typename?: 'Passkey';
  /** Opaque id. */
  _id: Scalars['ID']['output'];
  /** Synced by its provider (a password manager, iCloud Keychain…) rather than bound to one device. */
  backedUp: Scalars['Boolean']['output'];
  /** ISO 8601 UTC. */
  createdAt: Scalars['DateTime']['output'];
  /** ISO 8601 UTC. */
  lastUsedAt: Maybe<Scalars['DateTime']['output']>;
  /** The name its member gave it. */
  name: Scalars['String']['output'];
};

/** One's password now and the new one. */
export type PasswordChangeInput = {
  /** The password now (a wrong one counts against the sign-in limits). */
  current: Scalars['String']['input'];
  /** The new password. */
  next: Scalars['String']['input'];
};

/** The answer to a reset request: taken, and whether links are mailed here. */
export type PasswordResetRequestAnswer = {
  __typename?: 'PasswordResetRequestAnswer';
  /** Reset links are mailed here (SMTP_URL is set); false: ask an admin for one. */
  mailed: Scalars['Boolean']['output'];
  /** What to tell the person (the same whether or not the address is a member's). */
  message: Scalars['String']['output'];
};

/** "Forgot password?": the address to send a reset link to. */
export type PasswordResetRequestInput = {
  /** The member's email address. */
  email: Scalars['String']['input'];
};

/** An outstanding password reset link: unused, unrevoked, unexpired, for an active member, made by an admin who is still one. */
export type PendingResetLink = {
  __typename?: 'PendingResetLink';
  /** Opaque id. */
  _id: Scalars['ID']['output'];
  /** ISO 8601 UTC. */
  createdAt: Scalars['DateTime']['output'];
  /** The admin who made the link. */
  createdByEmail: Maybe<Scalars['String']['output']>;
  /** Opaque id. */
  createdById: Maybe<Scalars['ID']['output']>;
  /** ISO 8601 UTC. */
  expiresAt: Scalars['DateTime']['output'];
  /** Whose password the link sets. */
  memberEmail: Scalars['String']['output'];
  /** Opaque id. */
  memberId: Scalars['ID']['output'];
};

/** A signed link to the public site as it will be after a release (or with every draft): 24 h, no sign-in needed. */
export type Preview = {
  __typename?: 'Preview';
  /** When the link stops working. */
  expiresAt: Scalars['DateTime']['output'];
  /** The signed link to open. */
  url: Scalars['String']['output'];
};

/** Draft (seen by staff only) or published (public from publishAt on, at once when none). */
export type PublishStatus =
  /** Seen by staff only. */
  | 'draft'
  /** Public from publishAt on (at once when none). */
  | 'published';

/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type Query = {
  __typename?: 'Query';
  /** The one active festival, or null. */
  activeFestival: Maybe<Festival>;
  /** One past edition. NOT_FOUND ('Archive not found') for an unknown id. */
  archive: Archive;
  /** One version of a Archive, with the item as it was (data). NOT_FOUND for another item's version. */
  archiveVersion: Version;
  /** Versions of one Archive, newest first (who, when, door, changed fields). Staff who may edit it. */
  archiveVersions: Array<VersionSummary>;
  /** Past editions, newest year first. With limit, only the first page's items (use archivesPage for the next). */
  archives: Array<Archive>;
  /** Past editions, newest year first, a page at a time (keyset: a walk sees each item once while items are added or deleted). BAD_USER_INPUT for a limit out of 1 to 1000 or a cursor this API did not give. */
  archivesPage: ArchivePage;
  /** One article, by its id or its slug. NOT_FOUND ('Article not found') for an unknown id. */
  article: NewsArticle;
  /** One version of a NewsArticle, with the item as it was (data). NOT_FOUND for another item's version. */
  articleVersion: Version;
  /** Versions of one NewsArticle, newest first (who, when, door, changed fields). Staff who may edit it. */
  articleVersions: Array<VersionSummary>;
  /** The audit log, newest first; pass nextCursor as cursor for older lines. Admins only. */
  auditLog: AuditPage;
  /** One band. NOT_FOUND ('Band not found') for an unknown id. */
  band: Band;
  /** One version of a Band, with the item as it was (data). NOT_FOUND for another item's version. */
  bandVersion: Version;
  /** Versions of one Band, newest first (who, when, door, changed fields). Staff who may edit it. */
  bandVersions: Array<VersionSummary>;
  /** Every band, by performance day then order (optionally one day). With limit, only the first page's items (use bandsPage for the next). */
  bands: Array<Band>;
  /** Every band, by performance day then order (optionally one day), a page at a time (keyset: a walk sees each item once while items are added or deleted). BAD_USER_INPUT for a limit out of 1 to 1000 or a cursor this API did not give. */
  bandsPage: BandPage;
  /** Admins only. The inbox: `limit` messages (at most 100) after `offset`, newest first; `status` 'new' (not opened yet) or 'handled' keeps only those. */
  contactInbox: ContactInboxPage;
  /** Admins only. Newest first. */
  contactMessages: Array<ContactMessage>;
  /** Every item of a collection as CSV text (UTF-8 with a byte-order mark; one column per REST field), for staff. collection: the registry key (bands, news, archives, stages, partners, festivals). */
  exportCsv: Scalars['String']['output'];
  /** One festival. NOT_FOUND ('Festival not found') for an unknown id. */
  festival: Festival;
  /** One version of a Festival, with the item as it was (data). NOT_FOUND for another item's version. */
  festivalVersion: Version;
  /** Versions of one Festival, newest first (who, when, door, changed fields). Staff who may edit it. */
  festivalVersions: Array<VersionSummary>;
  /** All festivals, the active one first, then newest first. With limit, only the first page's items (use festivalsPage for the next). */
  festivals: Array<Festival>;
  /** All festivals, the active one first, then newest first, a page at a time (keyset: a walk sees each item once while items are added or deleted). BAD_USER_INPUT for a limit out of 1 to 1000 or a cursor this API did not give. */
  festivalsPage: FestivalPage;
  /** The Info page (empty strings and lists until first saved) */
  infoPage: InfoPage;
  /** One version of InfoPage, with the document as it was (data). */
  infoPageVersion: Version;
  /** Versions of InfoPage, newest first (who, when, door, changed fields). */
  infoPageVersions: Array<VersionSummary>;
  /** Pending invitations, newest first. FORBIDDEN unless admin. */
  invites: Array<Invite>;
  /** The signed-in user. UNAUTHENTICATED without a valid token. */
  me: User;
  /** Every member. FORBIDDEN unless admin. */
  members: Array<Member>;
  /** Articles, newest publishedAt first. With limit, only the first page's items (use newsPage for the next). */
  news: Array<NewsArticle>;
  /** Articles, newest publishedAt first, a page at a time (keyset: a walk sees each item once while items are added or deleted). BAD_USER_INPUT for a limit out of 1 to 1000 or a cursor this API did not give. */
  newsPage: NewsArticlePage;
  /** One partner. NOT_FOUND ('Partner not found') for an unknown id. */
  partner: Partner;
  /** One version of a Partner, with the item as it was (data). NOT_FOUND for another item's version. */
  partnerVersion: Version;
  /** Versions of one Partner, newest first (who, when, door, changed fields). Staff who may edit it. */
  partnerVersions: Array<VersionSummary>;
  /** Partners, by tier (headline, main, partner) then order. With limit, only the first page's items (use partnersPage for the next). */
  partners: Array<Partner>;
  /** Partners, by tier (headline, main, partner) then order, a page at a time (keyset: a walk sees each item once while items are added or deleted). BAD_USER_INPUT for a limit out of 1 to 1000 or a cursor this API did not give. */
  partnersPage: PartnerPage;
  /** The signed-in user's passkeys, newest first. */
  passkeys: Array<Passkey>;
  /** Always true; lets a client check the endpoint without touching data. */
  ping: Scalars['Boolean']['output'];
  /** Every release, by publishAt (staff). */
  releases: Array<Release>;
  /** Reset links that would still work (for whom, made by whom, until when), newest first. FORBIDDEN unless admin. */
  resetLinks: Array<PendingResetLink>;
  /** The signed-in user's live logins, most recently used first. */
  sessions: Array<LoginSession>;
  /** Site-wide assets and settings, defaults filled */
  siteAssets: SiteAssets;
  /** One version of SiteAssets, with the document as it was (data). */
  siteAssetsVersion: Version;
  /** Versions of SiteAssets, newest first (who, when, door, changed fields). */
  siteAssetsVersions: Array<VersionSummary>;
  /** One stage. NOT_FOUND ('Stage not found') for an unknown id. */
  stage: Stage;
  /** One version of a Stage, with the item as it was (data). NOT_FOUND for another item's version. */
  stageVersion: Version;
  /** Versions of one Stage, newest first (who, when, door, changed fields). Staff who may edit it. */
  stageVersions: Array<VersionSummary>;
  /** Every stage, by order, then name. With limit, only the first page's items (use stagesPage for the next). */
  stages: Array<Stage>;
  /** Every stage, by order, then name, a page at a time (keyset: a walk sees each item once while items are added or deleted). BAD_USER_INPUT for a limit out of 1 to 1000 or a cursor this API did not give. */
  stagesPage: StagePage;
  /** The team's sign-in policy. FORBIDDEN unless admin. */
  teamPolicy: TeamPolicy;
  /** Deleted items of the collections the caller may edit, newest first (staff). */
  trash: Array<TrashItem>;
  /** Whether one's two-factor sign-in is on. */
  twoFactor: TwoFactorStatus;
  /** One version by its collection's key, with the item as it was (data). */
  version: Version;
  /** An item's versions by its collection's key (bands, news…; a singleton's key and no id). NOT_FOUND for a key without history. */
  versions: Array<VersionSummary>;
  /** Admins only. */
  visitorStats: VisitorStats;
};


/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type QueryActiveFestivalArgs = {
  fallback?: InputMaybe<LocaleFallback>;
  locale?: InputMaybe<Locale>;
};


/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type QueryArchiveArgs = {
  fallback?: InputMaybe<LocaleFallback>;
  id: Scalars['ID']['input'];
  locale?: InputMaybe<Locale>;
};


/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type QueryArchiveVersionArgs = {
  id: Scalars['ID']['input'];
  versionId: Scalars['ID']['input'];
};


/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type QueryArchiveVersionsArgs = {
  id: Scalars['ID']['input'];
};


/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type QueryArchivesArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  fallback?: InputMaybe<LocaleFallback>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  locale?: InputMaybe<Locale>;
  q?: InputMaybe<Scalars['String']['input']>;
};


/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type QueryArchivesPageArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  fallback?: InputMaybe<LocaleFallback>;
  limit: Scalars['Int']['input'];
  locale?: InputMaybe<Locale>;
  q?: InputMaybe<Scalars['String']['input']>;
};


/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type QueryArticleArgs = {
  fallback?: InputMaybe<LocaleFallback>;
  id: Scalars['ID']['input'];
  locale?: InputMaybe<Locale>;
};


/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type QueryArticleVersionArgs = {
  id: Scalars['ID']['input'];
  versionId: Scalars['ID']['input'];
};


/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type QueryArticleVersionsArgs = {
  id: Scalars['ID']['input'];
};


/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type QueryAuditLogArgs = {
  actor?: InputMaybe<Scalars['String']['input']>;
  collection?: InputMaybe<Scalars['String']['input']>;
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  since?: InputMaybe<Scalars['String']['input']>;
  until?: InputMaybe<Scalars['String']['input']>;
};


/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type QueryBandArgs = {
  fallback?: InputMaybe<LocaleFallback>;
  id: Scalars['ID']['input'];
  locale?: InputMaybe<Locale>;
};


/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type QueryBandVersionArgs = {
  id: Scalars['ID']['input'];
  versionId: Scalars['ID']['input'];
};


/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type QueryBandVersionsArgs = {
  id: Scalars['ID']['input'];
};


/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type QueryBandsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  fallback?: InputMaybe<LocaleFallback>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  locale?: InputMaybe<Locale>;
  performanceDay?: InputMaybe<Scalars['String']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
  stageId?: InputMaybe<Scalars['ID']['input']>;
};


/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type QueryBandsPageArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  fallback?: InputMaybe<LocaleFallback>;
  limit: Scalars['Int']['input'];
  locale?: InputMaybe<Locale>;
  performanceDay?: InputMaybe<Scalars['String']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
  stageId?: InputMaybe<Scalars['ID']['input']>;
};


/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type QueryContactInboxArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type QueryContactMessagesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type QueryExportCsvArgs = {
  collection: Scalars['String']['input'];
};


/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type QueryFestivalArgs = {
  fallback?: InputMaybe<LocaleFallback>;
  id: Scalars['ID']['input'];
  locale?: InputMaybe<Locale>;
};


/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type QueryFestivalVersionArgs = {
  id: Scalars['ID']['input'];
  versionId: Scalars['ID']['input'];
};


/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type QueryFestivalVersionsArgs = {
  id: Scalars['ID']['input'];
};


/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type QueryFestivalsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  fallback?: InputMaybe<LocaleFallback>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  locale?: InputMaybe<Locale>;
  q?: InputMaybe<Scalars['String']['input']>;
};


/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type QueryFestivalsPageArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  fallback?: InputMaybe<LocaleFallback>;
  limit: Scalars['Int']['input'];
  locale?: InputMaybe<Locale>;
  q?: InputMaybe<Scalars['String']['input']>;
};


/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type QueryInfoPageArgs = {
  fallback?: InputMaybe<LocaleFallback>;
  locale?: InputMaybe<Locale>;
};


/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type QueryInfoPageVersionArgs = {
  versionId: Scalars['ID']['input'];
};


/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type QueryNewsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  fallback?: InputMaybe<LocaleFallback>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  locale?: InputMaybe<Locale>;
  q?: InputMaybe<Scalars['String']['input']>;
  year?: InputMaybe<Scalars['Int']['input']>;
};


/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type QueryNewsPageArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  fallback?: InputMaybe<LocaleFallback>;
  limit: Scalars['Int']['input'];
  locale?: InputMaybe<Locale>;
  q?: InputMaybe<Scalars['String']['input']>;
  year?: InputMaybe<Scalars['Int']['input']>;
};


/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type QueryPartnerArgs = {
  fallback?: InputMaybe<LocaleFallback>;
  id: Scalars['ID']['input'];
  locale?: InputMaybe<Locale>;
};


/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type QueryPartnerVersionArgs = {
  id: Scalars['ID']['input'];
  versionId: Scalars['ID']['input'];
};


/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type QueryPartnerVersionsArgs = {
  id: Scalars['ID']['input'];
};


/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type QueryPartnersArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  fallback?: InputMaybe<LocaleFallback>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  locale?: InputMaybe<Locale>;
  q?: InputMaybe<Scalars['String']['input']>;
};


/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type QueryPartnersPageArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  fallback?: InputMaybe<LocaleFallback>;
  limit: Scalars['Int']['input'];
  locale?: InputMaybe<Locale>;
  q?: InputMaybe<Scalars['String']['input']>;
};


/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type QuerySiteAssetsArgs = {
  fallback?: InputMaybe<LocaleFallback>;
  locale?: InputMaybe<Locale>;
};


/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type QuerySiteAssetsVersionArgs = {
  versionId: Scalars['ID']['input'];
};


/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type QueryStageArgs = {
  fallback?: InputMaybe<LocaleFallback>;
  id: Scalars['ID']['input'];
  locale?: InputMaybe<Locale>;
};


/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type QueryStageVersionArgs = {
  id: Scalars['ID']['input'];
  versionId: Scalars['ID']['input'];
};


/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type QueryStageVersionsArgs = {
  id: Scalars['ID']['input'];
};


/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type QueryStagesArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  fallback?: InputMaybe<LocaleFallback>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  locale?: InputMaybe<Locale>;
  q?: InputMaybe<Scalars['String']['input']>;
};


/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type QueryStagesPageArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  fallback?: InputMaybe<LocaleFallback>;
  limit: Scalars['Int']['input'];
  locale?: InputMaybe<Locale>;
  q?: InputMaybe<Scalars['String']['input']>;
};


/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type QueryVersionArgs = {
  collection: Scalars['String']['input'];
  id?: InputMaybe<Scalars['ID']['input']>;
  versionId: Scalars['ID']['input'];
};


/** Every read: public content anonymously, the back office's with a staff Bearer token. */
export type QueryVersionsArgs = {
  collection: Scalars['String']['input'];
  id?: InputMaybe<Scalars['ID']['input']>;
};

/** A named set of drafts (and site settings) that go public together at one instant. */
export type Release = {
  __typename?: 'Release';
  /** The release's _id. */
  _id: Scalars['ID']['output'];
  /** The items that go public with it. */
  items: Array<ReleaseItem>;
  /** What staff call it, e.g. 'Lineup wave 2'. */
  name: Scalars['String']['output'];
  /** ISO 8601 UTC: when everything in it goes public. */
  publishAt: Scalars['DateTime']['output'];
  /** Pending site-asset settings (bannerText, copyright…, heroImage and mobileHeroImage as paths), applied at publishAt; null: none. */
  siteAssets: Maybe<Scalars['JSONObject']['output']>;
  /** Scheduled, published or cancelled. */
  status: ReleaseStatus;
};

/** The site-asset images a release may change (the home page's hero images). */
export type ReleaseImageField =
  /** The home page's hero image. */
  | 'heroImage'
  /** The home page's hero image on phones. */
  | 'mobileHeroImage';

/** An item of a release, by its collection's key (bands, news, archives, partners). */
export type ReleaseItem = {
  __typename?: 'ReleaseItem';
  /** The item's _id. */
  _id: Scalars['ID']['output'];
  /** A public item's pending change: its fields as put (the collection's update shape), applied at publishAt; null: a draft or scheduled item that goes public. */
  changes: Maybe<Scalars['JSONObject']['output']>;
  /** The item's collection key (bands, news, archives, partners). */
  collection: Scalars['String']['output'];
  /** What names the item (its title, name or year). */
  title: Scalars['String']['output'];
};

/** An item to put in a release: a draft or scheduled item by its collection and _id, or a public item with its changes. */
export type ReleaseItemInput = {
  /** The item's _id. */
  _id: Scalars['ID']['input'];
  /** For an item that is already public: the fields that change at publishAt, in the collection's update shape (expectedUpdatedAt checked now; status, publishAt and files not taken). Left out: the change already in the release stays. */
  changes?: InputMaybe<Scalars['JSONObject']['input']>;
  /** The item's collection key (bands, news, archives, partners). */
  collection: Scalars['String']['input'];
};

/** scheduled until its instant, published from then on; cancelled: its items stay drafts. */
export type ReleaseStatus =
  /** Called off: its items stayed drafts. */
  | 'cancelled'
  /** Its items went public at publishAt. */
  | 'published'
  /** Waiting for its instant (publishAt). */
  | 'scheduled';

/** Only what is sent changes; items is the whole set; siteAssets null removes the pending settings (texts sent replace the pending texts); an image replaces that pending image, clearImages removes pending ones. */
export type ReleaseUpdateInput = {
  /** Pending images to remove. */
  clearImages?: InputMaybe<Array<ReleaseImageField>>;
  /** The hero image at the instant (replaces a pending one). */
  heroImage?: InputMaybe<Scalars['Upload']['input']>;
  /** The whole set of items (drafts left out become drafts again; a public item left out loses its change and stays as it is). */
  items?: InputMaybe<Array<ReleaseItemInput>>;
  /** The mobile hero image at the instant (replaces a pending one). */
  mobileHeroImage?: InputMaybe<Scalars['Upload']['input']>;
  /** A new name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** A new instant (in the future). */
  publishAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Pending site-asset settings in the settings' update shape (their texts replace the pending texts; images are sent below); null removes them, pending images too. */
  siteAssets?: InputMaybe<Scalars['JSONObject']['input']>;
};

/** A password reset link made by an admin. */
export type ResetLink = {
  __typename?: 'ResetLink';
  /** ISO 8601 UTC. */
  expiresAt: Scalars['DateTime']['output'];
  /** The one-time link to hand the member (24 hours). */
  url: Scalars['String']['output'];
};

/** An item brought back (from a version or the trash), named by its collection and title. */
export type Restored = {
  __typename?: 'Restored';
  /** The item's _id. */
  _id: Scalars['ID']['output'];
  /** Its collection. */
  collection: Scalars['String']['output'];
  /** What happened. */
  message: Scalars['String']['output'];
  /** What names it. */
  title: Scalars['String']['output'];
};

/** Admin: everything; editor: the content visitors read; user: no back office. */
export type Role =
  /** Everything: content, settings, the team, the inbox. */
  | 'admin'
  /** The content visitors read (bands, news, pages, archives, partners). */
  | 'editor'
  /** A signed-up visitor: no back office. */
  | 'user';

/** Site-wide assets and settings. Every field is present; unset ones carry their defaults (images: null). */
export type SiteAssets = {
  __typename?: 'SiteAssets';
  /** The announcement shown in the banner across the top of every page (empty: none). */
  bannerText: Scalars['String']['output'];
  /** The addresses the contact page and the footer list. */
  contactEmails: Array<ContactEmail>;
  /** The footer's copyright line. */
  copyright: Scalars['String']['output'];
  /** The instant the home page's countdown counts down to. */
  countdownDate: Scalars['DateTime']['output'];
  /** The festival's Facebook page (an http(s) URL), or empty. */
  facebook: Scalars['String']['output'];
  /** The Google Tag Manager container id (GTM-…), or empty for none. */
  gtmId: Scalars['String']['output'];
  /** `/api/uploads/<key>`, or null when unset. */
  heroImage: Maybe<Scalars['String']['output']>;
  /** Responsive variants of `heroImage`; null when unset or not made yet. */
  heroImageVariants: Maybe<ImageVariants>;
  /** The festival's Instagram page, or empty. */
  instagram: Scalars['String']['output'];
  /** `/api/uploads/<key>`, or null when unset. */
  logo: Maybe<Scalars['String']['output']>;
  /** Responsive variants of `logo`; null when unset or not made yet. */
  logoVariants: Maybe<ImageVariants>;
  /** `/api/uploads/<key>`, or null when unset. */
  mobileHeroImage: Maybe<Scalars['String']['output']>;
  /** Responsive variants of `mobileHeroImage`; null when unset or not made yet. */
  mobileHeroImageVariants: Maybe<ImageVariants>;
  /** Page key → meta description. */
  seoDescriptions: Scalars['StringMap']['output'];
  /** Page key → title; always lists every default page key. */
  seoTitles: Scalars['StringMap']['output'];
  /** ISO 8601 UTC of the last save; null until first saved. Send it back as `expectedUpdatedAt`. */
  updatedAt: Maybe<Scalars['DateTime']['output']>;
  /** The festival's YouTube channel, or empty. */
  youtube: Scalars['String']['output'];
};

/** Only the fields sent change; null (or an empty string, except bannerText and gtmId) restores the default. */
export type SiteAssetsInput = {
  /** The announcement shown in the banner across the top of every page (empty: none). */
  bannerText?: InputMaybe<Scalars['String']['input']>;
  /** Images to remove (their files are deleted); a file sent for the same image wins. */
  clearImages?: InputMaybe<Array<SiteImageField>>;
  /** The addresses the contact page and the footer list. */
  contactEmails?: InputMaybe<Array<ContactEmailInput>>;
  /** The footer's copyright line. */
  copyright?: InputMaybe<Scalars['String']['input']>;
  /** The instant the home page's countdown counts down to. */
  countdownDate?: InputMaybe<Scalars['DateTime']['input']>;
  /** The `updatedAt` of the item as the editor loaded it. On an update, a different current `updatedAt` is refused with 409 (someone else changed it); left out, the update applies unconditionally. Ignored when creating. */
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** An http(s) URL. */
  facebook?: InputMaybe<Scalars['String']['input']>;
  /** Google Tag Manager id (GTM-XXXXXXX), or empty. */
  gtmId?: InputMaybe<Scalars['String']['input']>;
  /** Hero image: an image up to 10 MB (JPEG, PNG, WebP, GIF or AVIF). A file replaces the stored one (its file is deleted); omitted keeps it. */
  heroImage?: InputMaybe<Scalars['Upload']['input']>;
  /** An http(s) URL. */
  instagram?: InputMaybe<Scalars['String']['input']>;
  /** Logo: an image up to 10 MB (JPEG, PNG, WebP, GIF or AVIF). A file replaces the stored one (its file is deleted); omitted keeps it. */
  logo?: InputMaybe<Scalars['Upload']['input']>;
  /** Mobile hero image: an image up to 10 MB (JPEG, PNG, WebP, GIF or AVIF). A file replaces the stored one (its file is deleted); omitted keeps it. */
  mobileHeroImage?: InputMaybe<Scalars['Upload']['input']>;
  /** Page key → meta description. */
  seoDescriptions?: InputMaybe<Scalars['StringMap']['input']>;
  /** Page key → title; always lists every default page key. */
  seoTitles?: InputMaybe<Scalars['StringMap']['input']>;
  /** An http(s) URL. */
  youtube?: InputMaybe<Scalars['String']['input']>;
};

/** The images of SiteAssets. */
export type SiteImageField =
  /** Hero image. */
  | 'heroImage'
  /** Logo. */
  | 'logo'
  /** Mobile hero image. */
  | 'mobileHeroImage';

/** A band's links elsewhere, one per network: every key present, unset ones null. */
export type SocialLinks = {
  __typename?: 'SocialLinks';
  /** The band's bandcamp page (an http(s) URL), or null. */
  bandcamp: Maybe<Scalars['String']['output']>;
  /** The band's facebook page (an http(s) URL), or null. */
  facebook: Maybe<Scalars['String']['output']>;
  /** The band's instagram page (an http(s) URL), or null. */
  instagram: Maybe<Scalars['String']['output']>;
  /** The band's tiktok page (an http(s) URL), or null. */
  tiktok: Maybe<Scalars['String']['output']>;
  /** The band's own website (an http(s) URL), or null. */
  website: Maybe<Scalars['String']['output']>;
  /** The band's youtube page (an http(s) URL), or null. */
  youtube: Maybe<Scalars['String']['output']>;
};

/** A band's links elsewhere, one per network: every key present, unset ones null. */
export type SocialLinksInput = {
  /** An http(s) URL. */
  bandcamp?: InputMaybe<Scalars['String']['input']>;
  /** An http(s) URL. */
  facebook?: InputMaybe<Scalars['String']['input']>;
  /** An http(s) URL. */
  instagram?: InputMaybe<Scalars['String']['input']>;
  /** An http(s) URL. */
  tiktok?: InputMaybe<Scalars['String']['input']>;
  /** An http(s) URL. */
  website?: InputMaybe<Scalars['String']['input']>;
  /** An http(s) URL. */
  youtube?: InputMaybe<Scalars['String']['input']>;
};

/** A stage of the festival. Set times are scheduled on a stage; stages are listed by `order`. */
export type Stage = {
  __typename?: 'Stage';
  /** Opaque id. */
  _id: Scalars['ID']['output'];
  /** The stage's name, e.g. 'Main Stage'. */
  name: Scalars['String']['output'];
  /** Lower numbers come first (running-order columns, lists). Default 999. */
  order: Scalars['Int']['output'];
  /** When the stage was last changed. Send it back as `expectedUpdatedAt`. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A stage of the festival. Set times are scheduled on a stage; stages are listed by `order`. */
export type StageInput = {
  /** The `updatedAt` of the item as the editor loaded it. On an update, a different current `updatedAt` is refused with 409 (someone else changed it); left out, the update applies unconditionally. Ignored when creating. */
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** The stage's name, e.g. 'Main Stage'. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Lower numbers come first. */
  order?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of stages, in the list's order. */
export type StagePage = {
  __typename?: 'StagePage';
  /** The items of this page (at most limit). */
  items: Array<Stage>;
  /** Pass as cursor (with the same limit, q and filters) for the next page; null on the last page. */
  nextCursor: Maybe<Scalars['String']['output']>;
  /** Pass as cursor for the page before; null when that is the first page (ask without cursor) or this is the first page. */
  prevCursor: Maybe<Scalars['String']['output']>;
  /** How many items the filters and q match, on every page. */
  total: Scalars['Int']['output'];
};

/** The team's sign-in policy. */
export type TeamPolicy = {
  __typename?: 'TeamPolicy';
  /** Staff without two-factor sign-in may use nothing but their Account until they set it up. */
  requireTwoFactor: Scalars['Boolean']['output'];
};

/** A new pair of tokens for the same login. */
export type TokenPair = {
  __typename?: 'TokenPair';
  /** The Bearer token for the Authorization header (short-lived). */
  accessToken: Scalars['String']['output'];
  /** Exchanged for new tokens by refresh (once: it rotates); ends the login on logout. */
  refreshToken: Scalars['String']['output'];
};

/** A one-time link's token and the password to set. */
export type TokenPasswordInput = {
  /** The new password. */
  password: Scalars['String']['input'];
  /** The link's token (after #token= in the link). */
  token: Scalars['String']['input'];
};

/** A deleted item, kept until it is restored or purged. */
export type TrashItem = {
  __typename?: 'TrashItem';
  /** The deleted item's _id (a restore brings it back under it). */
  _id: Scalars['ID']['output'];
  /** The collection it was deleted from (bands, news, stages…). */
  collection: Scalars['String']['output'];
  /** When it was deleted. */
  deletedAt: Scalars['DateTime']['output'];
  /** The staff member who did it (as they were then). */
  deletedBy: Maybe<Author>;
  /** When it is purged for good unless restored. */
  purgeAt: Scalars['DateTime']['output'];
  /** What names it (its title, name or year). */
  title: Scalars['String']['output'];
};

/** A new authenticator secret; enable it with a code it makes. */
export type TwoFactorSetup = {
  __typename?: 'TwoFactorSetup';
  /** The otpauth:// URL for the authenticator app (the admin shows it as a QR code). */
  otpauthUrl: Scalars['String']['output'];
  /** The TOTP secret (base32), for typing into the authenticator app. */
  secret: Scalars['String']['output'];
};

/** One's two-factor sign-in: on or off, and what the team asks. */
export type TwoFactorStatus = {
  __typename?: 'TwoFactorStatus';
  /** Two-factor sign-in with an authenticator app is on. */
  enabled: Scalars['Boolean']['output'];
  /** How many one-time recovery codes are left. */
  recoveryCodesLeft: Scalars['Int']['output'];
  /** The team requires two-factor of this member (staff); without it they may use only their Account. */
  required: Scalars['Boolean']['output'];
  /** This sign-in meets two-factor: it is on, or the sign-in was made with a passkey. */
  satisfied: Scalars['Boolean']['output'];
};

/** A sign-in's second step: the challenge from login and a code (or a recovery code). */
export type TwoFactorVerifyInput = {
  /** The login's answer's challenge. */
  challenge: Scalars['String']['input'];
  /** A code from the authenticator app, or an unused recovery code. */
  code: Scalars['String']['input'];
};

/** A signed-in member: who they are and their role. */
export type User = {
  __typename?: 'User';
  /** Opaque id. */
  _id: Scalars['ID']['output'];
  /** ISO 8601 UTC. */
  createdAt: Scalars['DateTime']['output'];
  /** Their email address (their sign-in name). */
  email: Scalars['String']['output'];
  /** Admin: everything; editor: the content visitors read; user: no back office. */
  role: Role;
};

/** A version with the item as it was. */
export type Version = {
  __typename?: 'Version';
  /** The version's _id. */
  _id: Scalars['ID']['output'];
  /** What made a version. */
  action: VersionAction;
  /** The staff member who did it (as they were then). */
  author: Maybe<Author>;
  /** The fields this change set, by name. */
  changes: Array<Scalars['String']['output']>;
  /** When the change was made. */
  createdAt: Scalars['DateTime']['output'];
  /** The whole item as it was after this change, in its wire shape. */
  data: Scalars['JSONObject']['output'];
  /** The door a change came through: REST or GraphQL. */
  door: Maybe<Door>;
};

/** What made a version. */
export type VersionAction =
  /** The item was created. */
  | 'create'
  /** The item was deleted (to the trash). */
  | 'delete'
  /** A version or the trash brought it back. */
  | 'restore'
  /** The item was changed. */
  | 'update';

/** One recorded version of an item: who, when, through which door, which fields changed. */
export type VersionSummary = {
  __typename?: 'VersionSummary';
  /** The version's _id. */
  _id: Scalars['ID']['output'];
  /** What made a version. */
  action: VersionAction;
  /** The staff member who did it (as they were then). */
  author: Maybe<Author>;
  /** The fields this change set, by name. */
  changes: Array<Scalars['String']['output']>;
  /** When the change was made. */
  createdAt: Scalars['DateTime']['output'];
  /** The door a change came through: REST or GraphQL. */
  door: Maybe<Door>;
};

/** Visitors are counted once per client and browser per UTC day. */
export type VisitorStats = {
  __typename?: 'VisitorStats';
  /** The last 30 UTC days, oldest first, days without visits included. */
  daily: Array<DailyVisits>;
  /** Visitors last calendar month (UTC). */
  lastMonth: Scalars['Int']['output'];
  /** This calendar month (UTC) against the last, in percent, one decimal: 0 when both are 0, 100 when only last month is 0. */
  percentageChange: Scalars['Float']['output'];
  /** Visitors this calendar month (UTC). */
  thisMonth: Scalars['Int']['output'];
  /** All time (distinct per UTC day). */
  totalVisitors: Scalars['Int']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Archive: ResolverTypeWrapper<Archive>;
  ArchiveInput: ArchiveInput;
  ArchivePage: ResolverTypeWrapper<ArchivePage>;
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  AuditPage: ResolverTypeWrapper<AuditPage>;
  AuthPayload: ResolverTypeWrapper<AuthPayload>;
  Author: ResolverTypeWrapper<Author>;
  Band: ResolverTypeWrapper<BandDto>;
  BandInput: BandInput;
  BandPage: ResolverTypeWrapper<Omit<BandPage, 'items'> & { items: Array<ResolversTypes['Band']> }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ContactEmail: ResolverTypeWrapper<ContactEmail>;
  ContactEmailInput: ContactEmailInput;
  ContactInboxPage: ResolverTypeWrapper<ContactInboxPage>;
  ContactInput: ContactInput;
  ContactMessage: ResolverTypeWrapper<ContactMessage>;
  ContactMessageUpdate: ContactMessageUpdate;
  ContactResult: ResolverTypeWrapper<ContactResult>;
  CredentialsInput: CredentialsInput;
  CsvCellError: ResolverTypeWrapper<CsvCellError>;
  CsvImportResult: ResolverTypeWrapper<CsvImportResult>;
  CsvRow: ResolverTypeWrapper<CsvRow>;
  DailyVisits: ResolverTypeWrapper<DailyVisits>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteResult: ResolverTypeWrapper<DeleteResult>;
  Door: Door;
  FaqItem: ResolverTypeWrapper<FaqItem>;
  FaqItemInput: FaqItemInput;
  Festival: ResolverTypeWrapper<Festival>;
  FestivalDay: ResolverTypeWrapper<FestivalDay>;
  FestivalDayInput: FestivalDayInput;
  FestivalInput: FestivalInput;
  FestivalPage: ResolverTypeWrapper<FestivalPage>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImageSource: ResolverTypeWrapper<ImageSource>;
  ImageVariants: ResolverTypeWrapper<ImageVariants>;
  InfoLocation: ResolverTypeWrapper<InfoLocation>;
  InfoLocationInput: InfoLocationInput;
  InfoPage: ResolverTypeWrapper<InfoPage>;
  InfoPageInput: InfoPageInput;
  InfoRules: ResolverTypeWrapper<InfoRules>;
  InfoRulesInput: InfoRulesInput;
  InfoTravel: ResolverTypeWrapper<InfoTravel>;
  InfoTravelInput: InfoTravelInput;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invite: ResolverTypeWrapper<Invite>;
  InviteInput: InviteInput;
  JSONObject: ResolverTypeWrapper<Scalars['JSONObject']['output']>;
  Locale: Locale;
  LocaleFallback: LocaleFallback;
  LoginSession: ResolverTypeWrapper<LoginSession>;
  Member: ResolverTypeWrapper<Member>;
  MemberUpdateInput: MemberUpdateInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewsArticle: ResolverTypeWrapper<NewsArticle>;
  NewsArticlePage: ResolverTypeWrapper<NewsArticlePage>;
  NewsInput: NewsInput;
  Partner: ResolverTypeWrapper<Partner>;
  PartnerInput: PartnerInput;
  PartnerPage: ResolverTypeWrapper<PartnerPage>;
  PartnerTier: PartnerTier;
  Passkey: ResolverTypeWrapper<Passkey>;
  PasswordChangeInput: PasswordChangeInput;
  PasswordResetRequestAnswer: ResolverTypeWrapper<PasswordResetRequestAnswer>;
  PasswordResetRequestInput: PasswordResetRequestInput;
  PendingResetLink: ResolverTypeWrapper<PendingResetLink>;
  Preview: ResolverTypeWrapper<Preview>;
  PublishStatus: PublishStatus;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Release: ResolverTypeWrapper<Release>;
  ReleaseImageField: ReleaseImageField;
  ReleaseItem: ResolverTypeWrapper<ReleaseItem>;
  ReleaseItemInput: ReleaseItemInput;
  ReleaseStatus: ReleaseStatus;
  ReleaseUpdateInput: ReleaseUpdateInput;
  ResetLink: ResolverTypeWrapper<ResetLink>;
  Restored: ResolverTypeWrapper<Restored>;
  Role: Role;
  SiteAssets: ResolverTypeWrapper<SiteAssets>;
  SiteAssetsInput: SiteAssetsInput;
  SiteImageField: SiteImageField;
  SocialLinks: ResolverTypeWrapper<SocialLinks>;
  SocialLinksInput: SocialLinksInput;
  Stage: ResolverTypeWrapper<Stage>;
  StageInput: StageInput;
  StagePage: ResolverTypeWrapper<StagePage>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  StringMap: ResolverTypeWrapper<Scalars['StringMap']['output']>;
  TeamPolicy: ResolverTypeWrapper<TeamPolicy>;
  TokenPair: ResolverTypeWrapper<TokenPair>;
  TokenPasswordInput: TokenPasswordInput;
  TrashItem: ResolverTypeWrapper<TrashItem>;
  TwoFactorSetup: ResolverTypeWrapper<TwoFactorSetup>;
  TwoFactorStatus: ResolverTypeWrapper<TwoFactorStatus>;
  TwoFactorVerifyInput: TwoFactorVerifyInput;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  User: ResolverTypeWrapper<User>;
  Version: ResolverTypeWrapper<Version>;
  VersionAction: VersionAction;
  VersionSummary: ResolverTypeWrapper<VersionSummary>;
  VisitorStats: ResolverTypeWrapper<VisitorStats>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Archive: Archive;
  ArchiveInput: ArchiveInput;
  ArchivePage: ArchivePage;
  AuditEntry: AuditEntry;
  AuditPage: AuditPage;
  AuthPayload: AuthPayload;
  Author: Author;
  Band: BandDto;
  BandInput: BandInput;
  BandPage: Omit<BandPage, 'items'> & { items: Array<ResolversParentTypes['Band']> };
  Boolean: Scalars['Boolean']['output'];
  ContactEmail: ContactEmail;
  ContactEmailInput: ContactEmailInput;
  ContactInboxPage: ContactInboxPage;
  ContactInput: ContactInput;
  ContactMessage: ContactMessage;
  ContactMessageUpdate: ContactMessageUpdate;
  ContactResult: ContactResult;
  CredentialsInput: CredentialsInput;
  CsvCellError: CsvCellError;
  CsvImportResult: CsvImportResult;
  CsvRow: CsvRow;
  DailyVisits: DailyVisits;
  DateTime: Scalars['DateTime']['output'];
  DeleteResult: DeleteResult;
  FaqItem: FaqItem;
  FaqItemInput: FaqItemInput;
  Festival: Festival;
  FestivalDay: FestivalDay;
  FestivalDayInput: FestivalDayInput;
  FestivalInput: FestivalInput;
  FestivalPage: FestivalPage;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  ImageSource: ImageSource;
  ImageVariants: ImageVariants;
  InfoLocation: InfoLocation;
  InfoLocationInput: InfoLocationInput;
  InfoPage: InfoPage;
  InfoPageInput: InfoPageInput;
  InfoRules: InfoRules;
  InfoRulesInput: InfoRulesInput;
  InfoTravel: InfoTravel;
  InfoTravelInput: InfoTravelInput;
  Int: Scalars['Int']['output'];
  Invite: Invite;
  InviteInput: InviteInput;
  JSONObject: Scalars['JSONObject']['output'];
  LoginSession: LoginSession;
  Member: Member;
  MemberUpdateInput: MemberUpdateInput;
  Mutation: Record<PropertyKey, never>;
  NewsArticle: NewsArticle;
  NewsArticlePage: NewsArticlePage;
  NewsInput: NewsInput;
  Partner: Partner;
  PartnerInput: PartnerInput;
  PartnerPage: PartnerPage;
  Passkey: Passkey;
  PasswordChangeInput: PasswordChangeInput;
  PasswordResetRequestAnswer: PasswordResetRequestAnswer;
  PasswordResetRequestInput: PasswordResetRequestInput;
  PendingResetLink: PendingResetLink;
  Preview: Preview;
  Query: Record<PropertyKey, never>;
  Release: Release;
  ReleaseItem: ReleaseItem;
  ReleaseItemInput: ReleaseItemInput;
  ReleaseUpdateInput: ReleaseUpdateInput;
  ResetLink: ResetLink;
  Restored: Restored;
  SiteAssets: SiteAssets;
  SiteAssetsInput: SiteAssetsInput;
  SocialLinks: SocialLinks;
  SocialLinksInput: SocialLinksInput;
  Stage: Stage;
  StageInput: StageInput;
  StagePage: StagePage;
  String: Scalars['String']['output'];
  StringMap: Scalars['StringMap']['output'];
  TeamPolicy: TeamPolicy;
  TokenPair: TokenPair;
  TokenPasswordInput: TokenPasswordInput;
  TrashItem: TrashItem;
  TwoFactorSetup: TwoFactorSetup;
  TwoFactorStatus: TwoFactorStatus;
  TwoFactorVerifyInput: TwoFactorVerifyInput;
  Upload: Scalars['Upload']['output'];
  User: User;
  Version: Version;
  VersionSummary: VersionSummary;
  VisitorStats: VisitorStats;
}>;

export type ArchiveResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Archive'] = ResolversParentTypes['Archive']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lineup?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  poster?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  posterVariants?: Resolver<Maybe<ResolversTypes['ImageVariants']>, ParentType, ContextType>;
  publishAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PublishStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ArchivePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ArchivePage'] = ResolversParentTypes['ArchivePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Archive']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prevCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AuditEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['Author']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  collection?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  door?: Resolver<Maybe<ResolversTypes['Door']>, ParentType, ContextType>;
  itemId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  requestId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AuditPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditPage'] = ResolversParentTypes['AuditPage']> = ResolversObject<{
  entries?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AuthPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = ResolversObject<{
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type AuthorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Author'] = ResolversParentTypes['Author']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BandResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Band'] = ResolversParentTypes['Band']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  biography?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  genre?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageVariants?: Resolver<Maybe<ResolversTypes['ImageVariants']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  performanceDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  socialLinks?: Resolver<ResolversTypes['SocialLinks'], ParentType, ContextType>;
  spotifyEmbed?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stage?: Resolver<Maybe<ResolversTypes['Stage']>, ParentType, ContextType>;
  stageId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  startsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PublishStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type BandPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BandPage'] = ResolversParentTypes['BandPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Band']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prevCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ContactEmailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContactEmail'] = ResolversParentTypes['ContactEmail']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ContactInboxPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContactInboxPage'] = ResolversParentTypes['ContactInboxPage']> = ResolversObject<{
  messages?: Resolver<Array<ResolversTypes['ContactMessage']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unread?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ContactMessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContactMessage'] = ResolversParentTypes['ContactMessage']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  handledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ContactResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContactResult'] = ResolversParentTypes['ContactResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CsvCellErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CsvCellError'] = ResolversParentTypes['CsvCellError']> = ResolversObject<{
  column?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CsvImportResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CsvImportResult'] = ResolversParentTypes['CsvImportResult']> = ResolversObject<{
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imported?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  invalid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['CsvRow']>, ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CsvRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CsvRow'] = ResolversParentTypes['CsvRow']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['CsvCellError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DailyVisitsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DailyVisits'] = ResolversParentTypes['DailyVisits']> = ResolversObject<{
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteResult'] = ResolversParentTypes['DeleteResult']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FaqItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FaqItem'] = ResolversParentTypes['FaqItem']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FestivalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Festival'] = ResolversParentTypes['Festival']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dates?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['FestivalDay']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ticketUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type FestivalDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FestivalDay'] = ResolversParentTypes['FestivalDay']> = ResolversObject<{
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FestivalPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FestivalPage'] = ResolversParentTypes['FestivalPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Festival']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prevCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ImageSourceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImageSource'] = ResolversParentTypes['ImageSource']> = ResolversObject<{
  srcSet?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ImageVariantsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImageVariants'] = ResolversParentTypes['ImageVariants']> = ResolversObject<{
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  placeholder?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['ImageSource']>, ParentType, ContextType>;
  src?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type InfoLocationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InfoLocation'] = ResolversParentTypes['InfoLocation']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mapEmbedUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InfoPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InfoPage'] = ResolversParentTypes['InfoPage']> = ResolversObject<{
  faq?: Resolver<Array<ResolversTypes['FaqItem']>, ParentType, ContextType>;
  location?: Resolver<ResolversTypes['InfoLocation'], ParentType, ContextType>;
  rules?: Resolver<ResolversTypes['InfoRules'], ParentType, ContextType>;
  travel?: Resolver<ResolversTypes['InfoTravel'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type InfoRulesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InfoRules'] = ResolversParentTypes['InfoRules']> = ResolversObject<{
  allowedItems?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  importantGuidelines?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  prohibitedItems?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  securityNote?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InfoTravelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InfoTravel'] = ResolversParentTypes['InfoTravel']> = ResolversObject<{
  accommodation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  byAir?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  byCar?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InviteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Invite'] = ResolversParentTypes['Invite']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export interface JsonObjectScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSONObject'], any> {
  name: 'JSONObject';
}

export type LoginSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginSession'] = ResolversParentTypes['LoginSession']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastUsedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userAgent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MemberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Member'] = ResolversParentTypes['Member']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastSignInAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  passkeys?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  twoFactor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  acceptInvite?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationAcceptInviteArgs, 'input'>>;
  cancelRelease?: Resolver<ResolversTypes['Release'], ParentType, ContextType, RequireFields<MutationCancelReleaseArgs, 'id'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  createArchive?: Resolver<ResolversTypes['Archive'], ParentType, ContextType, RequireFields<MutationCreateArchiveArgs, 'input'>>;
  createBand?: Resolver<ResolversTypes['Band'], ParentType, ContextType, RequireFields<MutationCreateBandArgs, 'input'>>;
  createFestival?: Resolver<ResolversTypes['Festival'], ParentType, ContextType, RequireFields<MutationCreateFestivalArgs, 'input'>>;
  createNewsArticle?: Resolver<ResolversTypes['NewsArticle'], ParentType, ContextType, RequireFields<MutationCreateNewsArticleArgs, 'input'>>;
  createPartner?: Resolver<ResolversTypes['Partner'], ParentType, ContextType, RequireFields<MutationCreatePartnerArgs, 'input'>>;
  createPreview?: Resolver<ResolversTypes['Preview'], ParentType, ContextType, Partial<MutationCreatePreviewArgs>>;
  createRelease?: Resolver<ResolversTypes['Release'], ParentType, ContextType, RequireFields<MutationCreateReleaseArgs, 'name' | 'publishAt'>>;
  createResetLink?: Resolver<ResolversTypes['ResetLink'], ParentType, ContextType, RequireFields<MutationCreateResetLinkArgs, 'id'>>;
  createStage?: Resolver<ResolversTypes['Stage'], ParentType, ContextType, RequireFields<MutationCreateStageArgs, 'input'>>;
  deleteArchive?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteArchiveArgs, 'id'>>;
  deleteBand?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteBandArgs, 'id'>>;
  deleteContactMessage?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteContactMessageArgs, 'id'>>;
  deleteNewsArticle?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteNewsArticleArgs, 'id'>>;
  deletePartner?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeletePartnerArgs, 'id'>>;
  deleteStage?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteStageArgs, 'id'>>;
  disableTwoFactor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDisableTwoFactorArgs, 'code'>>;
  enableTwoFactor?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<MutationEnableTwoFactorArgs, 'code'>>;
  endOtherSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endSession?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationEndSessionArgs, 'id'>>;
  importCsv?: Resolver<ResolversTypes['CsvImportResult'], ParentType, ContextType, RequireFields<MutationImportCsvArgs, 'collection' | 'file'>>;
  inviteMember?: Resolver<ResolversTypes['Invite'], ParentType, ContextType, RequireFields<MutationInviteMemberArgs, 'input'>>;
  logVisit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationLogoutArgs, 'refreshToken'>>;
  passkeyRegistrationOptions?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  passkeySignInOptions?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  publishRelease?: Resolver<ResolversTypes['Release'], ParentType, ContextType, RequireFields<MutationPublishReleaseArgs, 'id'>>;
  purgeFromTrash?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationPurgeFromTrashArgs, 'collection' | 'id'>>;
  refreshToken?: Resolver<ResolversTypes['TokenPair'], ParentType, ContextType, RequireFields<MutationRefreshTokenArgs, 'refreshToken'>>;
  regenerateRecoveryCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<MutationRegenerateRecoveryCodesArgs, 'code'>>;
  register?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  registerPasskey?: Resolver<ResolversTypes['Passkey'], ParentType, ContextType, RequireFields<MutationRegisterPasskeyArgs, 'name' | 'response'>>;
  removePasskey?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemovePasskeyArgs, 'id'>>;
  requestPasswordReset?: Resolver<ResolversTypes['PasswordResetRequestAnswer'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'input'>>;
  resetPassword?: Resolver<Maybe<ResolversTypes['AuthPayload']>, ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  restoreArchiveFromTrash?: Resolver<ResolversTypes['Archive'], ParentType, ContextType, RequireFields<MutationRestoreArchiveFromTrashArgs, 'id'>>;
  restoreArchiveVersion?: Resolver<ResolversTypes['Archive'], ParentType, ContextType, RequireFields<MutationRestoreArchiveVersionArgs, 'id' | 'versionId'>>;
  restoreBandFromTrash?: Resolver<ResolversTypes['Band'], ParentType, ContextType, RequireFields<MutationRestoreBandFromTrashArgs, 'id'>>;
  restoreBandVersion?: Resolver<ResolversTypes['Band'], ParentType, ContextType, RequireFields<MutationRestoreBandVersionArgs, 'id' | 'versionId'>>;
  restoreFestivalVersion?: Resolver<ResolversTypes['Festival'], ParentType, ContextType, RequireFields<MutationRestoreFestivalVersionArgs, 'id' | 'versionId'>>;
  restoreFromTrash?: Resolver<ResolversTypes['Restored'], ParentType, ContextType, RequireFields<MutationRestoreFromTrashArgs, 'collection' | 'id'>>;
  restoreInfoPageVersion?: Resolver<ResolversTypes['InfoPage'], ParentType, ContextType, RequireFields<MutationRestoreInfoPageVersionArgs, 'versionId'>>;
  restoreNewsArticleFromTrash?: Resolver<ResolversTypes['NewsArticle'], ParentType, ContextType, RequireFields<MutationRestoreNewsArticleFromTrashArgs, 'id'>>;
  restoreNewsArticleVersion?: Resolver<ResolversTypes['NewsArticle'], ParentType, ContextType, RequireFields<MutationRestoreNewsArticleVersionArgs, 'id' | 'versionId'>>;
  restorePartnerFromTrash?: Resolver<ResolversTypes['Partner'], ParentType, ContextType, RequireFields<MutationRestorePartnerFromTrashArgs, 'id'>>;
  restorePartnerVersion?: Resolver<ResolversTypes['Partner'], ParentType, ContextType, RequireFields<MutationRestorePartnerVersionArgs, 'id' | 'versionId'>>;
  restoreSiteAssetsVersion?: Resolver<ResolversTypes['SiteAssets'], ParentType, ContextType, RequireFields<MutationRestoreSiteAssetsVersionArgs, 'versionId'>>;
  restoreStageFromTrash?: Resolver<ResolversTypes['Stage'], ParentType, ContextType, RequireFields<MutationRestoreStageFromTrashArgs, 'id'>>;
  restoreStageVersion?: Resolver<ResolversTypes['Stage'], ParentType, ContextType, RequireFields<MutationRestoreStageVersionArgs, 'id' | 'versionId'>>;
  restoreVersion?: Resolver<ResolversTypes['Restored'], ParentType, ContextType, RequireFields<MutationRestoreVersionArgs, 'collection' | 'versionId'>>;
  revokeInvite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRevokeInviteArgs, 'id'>>;
  revokeResetLink?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRevokeResetLinkArgs, 'id'>>;
  sendContactMessage?: Resolver<ResolversTypes['ContactResult'], ParentType, ContextType, RequireFields<MutationSendContactMessageArgs, 'input'>>;
  setupTwoFactor?: Resolver<ResolversTypes['TwoFactorSetup'], ParentType, ContextType>;
  signInWithPasskey?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignInWithPasskeyArgs, 'response'>>;
  updateArchive?: Resolver<ResolversTypes['Archive'], ParentType, ContextType, RequireFields<MutationUpdateArchiveArgs, 'id' | 'input'>>;
  updateBand?: Resolver<ResolversTypes['Band'], ParentType, ContextType, RequireFields<MutationUpdateBandArgs, 'id' | 'input'>>;
  updateContactMessage?: Resolver<ResolversTypes['ContactMessage'], ParentType, ContextType, RequireFields<MutationUpdateContactMessageArgs, 'id' | 'input'>>;
  updateFestival?: Resolver<ResolversTypes['Festival'], ParentType, ContextType, RequireFields<MutationUpdateFestivalArgs, 'id' | 'input'>>;
  updateInfoPage?: Resolver<ResolversTypes['InfoPage'], ParentType, ContextType, RequireFields<MutationUpdateInfoPageArgs, 'input'>>;
  updateMember?: Resolver<ResolversTypes['Member'], ParentType, ContextType, RequireFields<MutationUpdateMemberArgs, 'id' | 'input'>>;
  updateNewsArticle?: Resolver<ResolversTypes['NewsArticle'], ParentType, ContextType, RequireFields<MutationUpdateNewsArticleArgs, 'id' | 'input'>>;
  updatePartner?: Resolver<ResolversTypes['Partner'], ParentType, ContextType, RequireFields<MutationUpdatePartnerArgs, 'id' | 'input'>>;
  updateRelease?: Resolver<ResolversTypes['Release'], ParentType, ContextType, RequireFields<MutationUpdateReleaseArgs, 'id' | 'input'>>;
  updateSiteAssets?: Resolver<ResolversTypes['SiteAssets'], ParentType, ContextType, RequireFields<MutationUpdateSiteAssetsArgs, 'input'>>;
  updateStage?: Resolver<ResolversTypes['Stage'], ParentType, ContextType, RequireFields<MutationUpdateStageArgs, 'id' | 'input'>>;
  updateTeamPolicy?: Resolver<ResolversTypes['TeamPolicy'], ParentType, ContextType, RequireFields<MutationUpdateTeamPolicyArgs, 'requireTwoFactor'>>;
  verifyTwoFactor?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationVerifyTwoFactorArgs, 'input'>>;
}>;

export type NewsArticleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsArticle'] = ResolversParentTypes['NewsArticle']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  author?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  excerpt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageVariants?: Resolver<Maybe<ResolversTypes['ImageVariants']>, ParentType, ContextType>;
  publishAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PublishStatus'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type NewsArticlePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsArticlePage'] = ResolversParentTypes['NewsArticlePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['NewsArticle']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prevCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PartnerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Partner'] = ResolversParentTypes['Partner']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logoVariants?: Resolver<Maybe<ResolversTypes['ImageVariants']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  publishAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PublishStatus'], ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['PartnerTier'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PartnerPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PartnerPage'] = ResolversParentTypes['PartnerPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Partner']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prevCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PasskeyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Passkey'] = ResolversParentTypes['Passkey']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  backedUp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PasswordResetRequestAnswerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordResetRequestAnswer'] = ResolversParentTypes['PasswordResetRequestAnswer']> = ResolversObject<{
  mailed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PendingResetLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PendingResetLink'] = ResolversParentTypes['PendingResetLink']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdByEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdById?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  memberEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  memberId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type PreviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Preview'] = ResolversParentTypes['Preview']> = ResolversObject<{
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  activeFestival?: Resolver<Maybe<ResolversTypes['Festival']>, ParentType, ContextType, Partial<QueryActiveFestivalArgs>>;
  archive?: Resolver<ResolversTypes['Archive'], ParentType, ContextType, RequireFields<QueryArchiveArgs, 'id'>>;
  archiveVersion?: Resolver<ResolversTypes['Version'], ParentType, ContextType, RequireFields<QueryArchiveVersionArgs, 'id' | 'versionId'>>;
  archiveVersions?: Resolver<Array<ResolversTypes['VersionSummary']>, ParentType, ContextType, RequireFields<QueryArchiveVersionsArgs, 'id'>>;
  archives?: Resolver<Array<ResolversTypes['Archive']>, ParentType, ContextType, Partial<QueryArchivesArgs>>;
  archivesPage?: Resolver<ResolversTypes['ArchivePage'], ParentType, ContextType, RequireFields<QueryArchivesPageArgs, 'limit'>>;
  article?: Resolver<ResolversTypes['NewsArticle'], ParentType, ContextType, RequireFields<QueryArticleArgs, 'id'>>;
  articleVersion?: Resolver<ResolversTypes['Version'], ParentType, ContextType, RequireFields<QueryArticleVersionArgs, 'id' | 'versionId'>>;
  articleVersions?: Resolver<Array<ResolversTypes['VersionSummary']>, ParentType, ContextType, RequireFields<QueryArticleVersionsArgs, 'id'>>;
  auditLog?: Resolver<ResolversTypes['AuditPage'], ParentType, ContextType, Partial<QueryAuditLogArgs>>;
  band?: Resolver<ResolversTypes['Band'], ParentType, ContextType, RequireFields<QueryBandArgs, 'id'>>;
  bandVersion?: Resolver<ResolversTypes['Version'], ParentType, ContextType, RequireFields<QueryBandVersionArgs, 'id' | 'versionId'>>;
  bandVersions?: Resolver<Array<ResolversTypes['VersionSummary']>, ParentType, ContextType, RequireFields<QueryBandVersionsArgs, 'id'>>;
  bands?: Resolver<Array<ResolversTypes['Band']>, ParentType, ContextType, Partial<QueryBandsArgs>>;
  bandsPage?: Resolver<ResolversTypes['BandPage'], ParentType, ContextType, RequireFields<QueryBandsPageArgs, 'limit'>>;
  contactInbox?: Resolver<ResolversTypes['ContactInboxPage'], ParentType, ContextType, Partial<QueryContactInboxArgs>>;
  contactMessages?: Resolver<Array<ResolversTypes['ContactMessage']>, ParentType, ContextType, Partial<QueryContactMessagesArgs>>;
  exportCsv?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryExportCsvArgs, 'collection'>>;
  festival?: Resolver<ResolversTypes['Festival'], ParentType, ContextType, RequireFields<QueryFestivalArgs, 'id'>>;
  festivalVersion?: Resolver<ResolversTypes['Version'], ParentType, ContextType, RequireFields<QueryFestivalVersionArgs, 'id' | 'versionId'>>;
  festivalVersions?: Resolver<Array<ResolversTypes['VersionSummary']>, ParentType, ContextType, RequireFields<QueryFestivalVersionsArgs, 'id'>>;
  festivals?: Resolver<Array<ResolversTypes['Festival']>, ParentType, ContextType, Partial<QueryFestivalsArgs>>;
  festivalsPage?: Resolver<ResolversTypes['FestivalPage'], ParentType, ContextType, RequireFields<QueryFestivalsPageArgs, 'limit'>>;
  infoPage?: Resolver<ResolversTypes['InfoPage'], ParentType, ContextType, Partial<QueryInfoPageArgs>>;
  infoPageVersion?: Resolver<ResolversTypes['Version'], ParentType, ContextType, RequireFields<QueryInfoPageVersionArgs, 'versionId'>>;
  infoPageVersions?: Resolver<Array<ResolversTypes['VersionSummary']>, ParentType, ContextType>;
  invites?: Resolver<Array<ResolversTypes['Invite']>, ParentType, ContextType>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['Member']>, ParentType, ContextType>;
  news?: Resolver<Array<ResolversTypes['NewsArticle']>, ParentType, ContextType, Partial<QueryNewsArgs>>;
  newsPage?: Resolver<ResolversTypes['NewsArticlePage'], ParentType, ContextType, RequireFields<QueryNewsPageArgs, 'limit'>>;
  partner?: Resolver<ResolversTypes['Partner'], ParentType, ContextType, RequireFields<QueryPartnerArgs, 'id'>>;
  partnerVersion?: Resolver<ResolversTypes['Version'], ParentType, ContextType, RequireFields<QueryPartnerVersionArgs, 'id' | 'versionId'>>;
  partnerVersions?: Resolver<Array<ResolversTypes['VersionSummary']>, ParentType, ContextType, RequireFields<QueryPartnerVersionsArgs, 'id'>>;
  partners?: Resolver<Array<ResolversTypes['Partner']>, ParentType, ContextType, Partial<QueryPartnersArgs>>;
  partnersPage?: Resolver<ResolversTypes['PartnerPage'], ParentType, ContextType, RequireFields<QueryPartnersPageArgs, 'limit'>>;
  passkeys?: Resolver<Array<ResolversTypes['Passkey']>, ParentType, ContextType>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  releases?: Resolver<Array<ResolversTypes['Release']>, ParentType, ContextType>;
  resetLinks?: Resolver<Array<ResolversTypes['PendingResetLink']>, ParentType, ContextType>;
  sessions?: Resolver<Array<ResolversTypes['LoginSession']>, ParentType, ContextType>;
  siteAssets?: Resolver<ResolversTypes['SiteAssets'], ParentType, ContextType, Partial<QuerySiteAssetsArgs>>;
  siteAssetsVersion?: Resolver<ResolversTypes['Version'], ParentType, ContextType, RequireFields<QuerySiteAssetsVersionArgs, 'versionId'>>;
  siteAssetsVersions?: Resolver<Array<ResolversTypes['VersionSummary']>, ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['Stage'], ParentType, ContextType, RequireFields<QueryStageArgs, 'id'>>;
  stageVersion?: Resolver<ResolversTypes['Version'], ParentType, ContextType, RequireFields<QueryStageVersionArgs, 'id' | 'versionId'>>;
  stageVersions?: Resolver<Array<ResolversTypes['VersionSummary']>, ParentType, ContextType, RequireFields<QueryStageVersionsArgs, 'id'>>;
  stages?: Resolver<Array<ResolversTypes['Stage']>, ParentType, ContextType, Partial<QueryStagesArgs>>;
  stagesPage?: Resolver<ResolversTypes['StagePage'], ParentType, ContextType, RequireFields<QueryStagesPageArgs, 'limit'>>;
  teamPolicy?: Resolver<ResolversTypes['TeamPolicy'], ParentType, ContextType>;
  trash?: Resolver<Array<ResolversTypes['TrashItem']>, ParentType, ContextType>;
  twoFactor?: Resolver<ResolversTypes['TwoFactorStatus'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Version'], ParentType, ContextType, RequireFields<QueryVersionArgs, 'collection' | 'versionId'>>;
  versions?: Resolver<Array<ResolversTypes['VersionSummary']>, ParentType, ContextType, RequireFields<QueryVersionsArgs, 'collection'>>;
  visitorStats?: Resolver<ResolversTypes['VisitorStats'], ParentType, ContextType>;
}>;

export type ReleaseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Release'] = ResolversParentTypes['Release']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ReleaseItem']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  siteAssets?: Resolver<Maybe<ResolversTypes['JSONObject']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReleaseStatus'], ParentType, ContextType>;
}>;

export type ReleaseItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReleaseItem'] = ResolversParentTypes['ReleaseItem']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  changes?: Resolver<Maybe<ResolversTypes['JSONObject']>, ParentType, ContextType>;
  collection?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ResetLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResetLink'] = ResolversParentTypes['ResetLink']> = ResolversObject<{
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RestoredResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Restored'] = ResolversParentTypes['Restored']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  collection?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SiteAssetsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SiteAssets'] = ResolversParentTypes['SiteAssets']> = ResolversObject<{
  bannerText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactEmails?: Resolver<Array<ResolversTypes['ContactEmail']>, ParentType, ContextType>;
  copyright?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countdownDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  facebook?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gtmId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  heroImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  heroImageVariants?: Resolver<Maybe<ResolversTypes['ImageVariants']>, ParentType, ContextType>;
  instagram?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logoVariants?: Resolver<Maybe<ResolversTypes['ImageVariants']>, ParentType, ContextType>;
  mobileHeroImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobileHeroImageVariants?: Resolver<Maybe<ResolversTypes['ImageVariants']>, ParentType, ContextType>;
  seoDescriptions?: Resolver<ResolversTypes['StringMap'], ParentType, ContextType>;
  seoTitles?: Resolver<ResolversTypes['StringMap'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  youtube?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SocialLinksResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SocialLinks'] = ResolversParentTypes['SocialLinks']> = ResolversObject<{
  bandcamp?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  facebook?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  instagram?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tiktok?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  youtube?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Stage'] = ResolversParentTypes['Stage']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type StagePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StagePage'] = ResolversParentTypes['StagePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Stage']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prevCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export interface StringMapScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['StringMap'], any> {
  name: 'StringMap';
}

export type TeamPolicyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TeamPolicy'] = ResolversParentTypes['TeamPolicy']> = ResolversObject<{
  requireTwoFactor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type TokenPairResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TokenPair'] = ResolversParentTypes['TokenPair']> = ResolversObject<{
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TrashItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TrashItem'] = ResolversParentTypes['TrashItem']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  collection?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deletedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deletedBy?: Resolver<Maybe<ResolversTypes['Author']>, ParentType, ContextType>;
  purgeAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TwoFactorSetupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TwoFactorSetup'] = ResolversParentTypes['TwoFactorSetup']> = ResolversObject<{
  otpauthUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TwoFactorStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TwoFactorStatus'] = ResolversParentTypes['TwoFactorStatus']> = ResolversObject<{
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  recoveryCodesLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  satisfied?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
}>;

export type VersionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Version'] = ResolversParentTypes['Version']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  action?: Resolver<ResolversTypes['VersionAction'], ParentType, ContextType>;
  author?: Resolver<Maybe<ResolversTypes['Author']>, ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  data?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  door?: Resolver<Maybe<ResolversTypes['Door']>, ParentType, ContextType>;
}>;

export type VersionSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VersionSummary'] = ResolversParentTypes['VersionSummary']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  action?: Resolver<ResolversTypes['VersionAction'], ParentType, ContextType>;
  author?: Resolver<Maybe<ResolversTypes['Author']>, ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  door?: Resolver<Maybe<ResolversTypes['Door']>, ParentType, ContextType>;
}>;

export type VisitorStatsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VisitorStats'] = ResolversParentTypes['VisitorStats']> = ResolversObject<{
  daily?: Resolver<Array<ResolversTypes['DailyVisits']>, ParentType, ContextType>;
  lastMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  percentageChange?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  thisMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalVisitors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  Archive?: ArchiveResolvers<ContextType>;
  ArchivePage?: ArchivePageResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditPage?: AuditPageResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  Author?: AuthorResolvers<ContextType>;
  Band?: BandResolvers<ContextType>;
  BandPage?: BandPageResolvers<ContextType>;
  ContactEmail?: ContactEmailResolvers<ContextType>;
  ContactInboxPage?: ContactInboxPageResolvers<ContextType>;
  ContactMessage?: ContactMessageResolvers<ContextType>;
  ContactResult?: ContactResultResolvers<ContextType>;
  CsvCellError?: CsvCellErrorResolvers<ContextType>;
  CsvImportResult?: CsvImportResultResolvers<ContextType>;
  CsvRow?: CsvRowResolvers<ContextType>;
  DailyVisits?: DailyVisitsResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeleteResult?: DeleteResultResolvers<ContextType>;
  FaqItem?: FaqItemResolvers<ContextType>;
  Festival?: FestivalResolvers<ContextType>;
  FestivalDay?: FestivalDayResolvers<ContextType>;
  FestivalPage?: FestivalPageResolvers<ContextType>;
  ImageSource?: ImageSourceResolvers<ContextType>;
  ImageVariants?: ImageVariantsResolvers<ContextType>;
  InfoLocation?: InfoLocationResolvers<ContextType>;
  InfoPage?: InfoPageResolvers<ContextType>;
  InfoRules?: InfoRulesResolvers<ContextType>;
  InfoTravel?: InfoTravelResolvers<ContextType>;
  Invite?: InviteResolvers<ContextType>;
  JSONObject?: GraphQLScalarType;
  LoginSession?: LoginSessionResolvers<ContextType>;
  Member?: MemberResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NewsArticle?: NewsArticleResolvers<ContextType>;
  NewsArticlePage?: NewsArticlePageResolvers<ContextType>;
  Partner?: PartnerResolvers<ContextType>;
  PartnerPage?: PartnerPageResolvers<ContextType>;
  Passkey?: PasskeyResolvers<ContextType>;
  PasswordResetRequestAnswer?: PasswordResetRequestAnswerResolvers<ContextType>;
  PendingResetLink?: PendingResetLinkResolvers<ContextType>;
  Preview?: PreviewResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Release?: ReleaseResolvers<ContextType>;
  ReleaseItem?: ReleaseItemResolvers<ContextType>;
  ResetLink?: ResetLinkResolvers<ContextType>;
  Restored?: RestoredResolvers<ContextType>;
  SiteAssets?: SiteAssetsResolvers<ContextType>;
  SocialLinks?: SocialLinksResolvers<ContextType>;
  Stage?: StageResolvers<ContextType>;
  StagePage?: StagePageResolvers<ContextType>;
  StringMap?: GraphQLScalarType;
  TeamPolicy?: TeamPolicyResolvers<ContextType>;
  TokenPair?: TokenPairResolvers<ContextType>;
  TrashItem?: TrashItemResolvers<ContextType>;
  TwoFactorSetup?: TwoFactorSetupResolvers<ContextType>;
  TwoFactorStatus?: TwoFactorStatusResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  User?: UserResolvers<ContextType>;
  Version?: VersionResolvers<ContextType>;
  VersionSummary?: VersionSummaryResolvers<ContextType>;
  VisitorStats?: VisitorStatsResolvers<ContextType>;
}>;

