/**
 * Nothing a staff member does is irreversible (#34): the shapes of an item's versions, the trash and
 * the audit log, the same at both doors. Which collections and singletons keep them is a switch on
 * their definition (`history`, `trash`: domain/collection.ts, domain/singleton.ts). Shared with the
 * web bundle, so nothing here may depend on Node or the database.
 */
import { z } from 'zod';
import { pageSchemaOf } from './paging';

/** Which door a change came through. */
export const DOORS = ['rest', 'graphql'] as const;
export type Door = (typeof DOORS)[number];

export const VERSION_ACTIONS = ['create', 'update', 'delete', 'restore'] as const;
export type VersionAction = (typeof VERSION_ACTIONS)[number];

/**
 * Every action the audit log writes: an item's (as its version's, and a purge from the trash), then
 * the account, team and inbox lines (server/services/audit/account-events.ts). The API gives them as
 * text, so that a later server may add one; the back office has words for each (its type refuses a
 * missing one: web/src/features/admin/history/actionWords.ts).
 */
export const AUDIT_ACTIONS = [
  ...VERSION_ACTIONS,
  'trash.purge',
  'auth.register',
  'auth.login',
  'auth.login.failed',
  'auth.logout',
  'auth.logout.others',
  'auth.refresh.reuse',
  'auth.password.change',
  'auth.password.reset',
  'auth.2fa.enable',
  'auth.2fa.disable',
  'auth.passkey.add',
  'auth.passkey.remove',
  'team.invite',
  'team.invite.accept',
  'team.invite.revoke',
  'team.update',
  'team.reset-link',
  'team.reset-link.revoke',
  'settings.team-policy',
  'contact.update',
  'contact.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How long things are kept, unless the server's settings say otherwise (server/config.ts). */
export const HISTORY_DEFAULTS = { keepVersions: 50, trashDays: 30, auditDays: 365 } as const;

const instant = () => z.string().meta({ format: 'date-time' });

export const doorSchema = z
  .enum(DOORS)
  .meta({ id: 'Door', description: 'The door a change came through: REST or GraphQL.', 'x-enum-descriptions': { rest: 'The REST API (/api/…).', graphql: 'The GraphQL endpoint (/api/graphql).' } });

export const authorSchema = z
  .object({ _id: z.string().describe("The member's _id."), email: z.string().describe('Their email address then.') })
  .meta({ id: 'Author', description: 'The staff member who did it (as they were then).' });

export const versionSummarySchema = z
  .object({
    _id: z.string().describe("The version's _id."),
    createdAt: instant().describe('When the change was made.'),
    action: z.enum(VERSION_ACTIONS).meta({
      id: 'VersionAction',
      description: 'What made a version.',
      'x-enum-descriptions': { create: 'The item was created.', update: 'The item was changed.', delete: 'The item was deleted (to the trash).', restore: 'A version or the trash brought it back.' },
    }),
    author: authorSchema.nullable(),
    door: doorSchema.nullable(),
    changes: z.array(z.string()).meta({ description: 'The fields this change set, by name.' }),
  })
  .meta({ id: 'VersionSummary', description: 'One recorded version of an item: who, when, through which door, which fields changed.' });

export const versionSchema = versionSummarySchema
  .extend({ data: z.record(z.string(), z.unknown()).meta({ description: 'The whole item as it was after this change, in its wire shape.' }) })
  .meta({ id: 'Version', description: 'A version with the item as it was.' });

export const trashItemSchema = z
  .object({
    collection: z.string().meta({ description: 'The collection it was deleted from (bands, news, stages…).' }),
    _id: z.string().describe("The deleted item's _id (a restore brings it back under it)."),
    title: z.string().describe('What names it (its title, name or year).'),
    deletedAt: instant().describe('When it was deleted.'),
    deletedBy: authorSchema.nullable(),
    purgeAt: instant().describe('When it is purged for good unless restored.'),
  })
  .meta({ id: 'TrashItem', description: 'A deleted item, kept until it is restored or purged.' });

/** What `q` searches in the trash: the deleted item's title and who deleted it. */
export const TRASH_SEARCH = ['title', 'deletedByEmail'] as const;

/** The trash's filter besides paging and search (#37). */
export const trashListArgs = z.object({
  collection: z.string({ error: 'Collection must be text' }).max(64, 'Collection is at most 64 characters').optional().describe('Only the items deleted from this collection (bands, news, stages…).'),
});

export const trashPageSchema = pageSchemaOf(trashItemSchema, 'TrashPage', 'deleted items');

export const auditEntrySchema = z
  .object({
    _id: z.string().describe("The line's _id."),
    at: instant().describe('When it happened.'),
    actor: authorSchema.nullable(),
    action: z.string().meta({ description: 'What was done: create, update, delete, restore, trash.purge, auth.login, team.invite…' }),
    collection: z.string().nullable().describe('The collection or document it touched (bands, siteAssets…), or null (account lines).'),
    itemId: z.string().nullable().describe("The item's _id, or null."),
    title: z.string().nullable().describe('What named the item then, or null.'),
    door: doorSchema.nullable(),
    requestId: z.string().nullable().describe('The request id (X-Request-Id), to find its log lines.'),
  })
  .meta({ id: 'AuditEntry', description: 'One line of the audit log: append-only.' });

export const auditPageSchema = z
  .object({
    entries: z.array(auditEntrySchema).describe('The lines of this page, newest first.'),
    nextCursor: z.string().nullable().meta({ description: 'Pass as `cursor` for the next (older) page; null at the end.' }),
  })
  .meta({ id: 'AuditPage', description: 'One page of the audit log, newest first.' });

export const restoredSchema = z
  .object({
    collection: z.string().describe('Its collection.'),
    _id: z.string().describe("The item's _id."),
    title: z.string().describe('What names it.'),
    message: z.string().describe('What happened.'),
  })
  .meta({ id: 'Restored', description: 'An item brought back (from a version or the trash), named by its collection and title.' });

export const AUDIT_MAX_LIMIT = 200;

/** `GET /api/audit` and GraphQL `auditLog`: newest first, a page at a time. */
export const auditQuerySchema = z.object({
  limit: z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit must be at least 1').max(AUDIT_MAX_LIMIT, `limit must be at most ${AUDIT_MAX_LIMIT}`).optional(),
  cursor: z.string().regex(/^\d{1,18}$/, 'cursor is not one this log gave').optional(),
  collection: z.string().max(64).optional(),
  actor: z.string().max(254).optional().meta({ description: "A member's id or email." }),
  since: z.iso.datetime({ offset: true, error: 'since must be an ISO 8601 date and time' }).or(z.iso.date({ error: 'since must be an ISO 8601 date' })).optional(),
  /** Beyond the filters: lines before this instant (with `since`, one day). */
  until: z.iso.datetime({ offset: true, error: 'until must be an ISO 8601 date and time' }).or(z.iso.date({ error: 'until must be an ISO 8601 date' })).optional(),
});

export const VERSION_NOT_FOUND = 'Version not found';
export const TRASH_NOT_FOUND = 'Not in the trash';

export type VersionSummaryDto = z.output<typeof versionSummarySchema>;
export type VersionDto = z.output<typeof versionSchema>;
export type TrashItemDto = z.output<typeof trashItemSchema>;
export type AuditEntryDto = z.output<typeof auditEntrySchema>;
export type AuditPageDto = z.output<typeof auditPageSchema>;
export type RestoredDto = z.output<typeof restoredSchema>;

/** The DTO field that names an item in the trash and the audit log: the definition's `title`, else the first of these it has. */
const TITLE_FIELDS = ['title', 'name', 'year'];
export const titleFieldOf = (definition: { title?: string; dto: z.ZodObject }): string | undefined =>
  definition.title ?? TITLE_FIELDS.find((field) => field in definition.dto.shape);
