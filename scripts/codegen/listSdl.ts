/**
 * The arguments of every paged list at the GraphQL door, and the root fields of the lists that are
 * not collections (the team's members and invitations, the trash), from the zod schemas their
 * services read them with: domain/paging.ts's `limit`, `cursor` and `q`, then the list's own
 * filters. So a list's arguments, their types and their docs are written once, as a collection's
 * (domainSdl.ts builds those from the registry with `listArgumentTypesOf`).
 */
import { z } from 'zod';
import { trashListArgs, trashPageSchema } from '../../domain/history';
import { pageArgsSchema } from '../../domain/paging';
import { invitePageSchema, memberPageSchema, TEAM_SEARCH, teamListArgs } from '../../domain/team';
import { typeName, withoutNull, type Json } from './sdlWriter';

export interface ListArgument {
  name: string;
  type: string;
  description: string;
}

/**
 * A list's arguments with their GraphQL types: paging and search, then its filters. `searched`
 * begins q's description (`name, country, genre`); `types` names a filter's GraphQL type where it
 * is not its JSON type's (the team's `role: Role`, an enum the query parameter's schema spells inline).
 */
export function listArgumentTypesOf(searched: string, listArgs: z.ZodType, types: Record<string, string> = {}): ListArgument[] {
  const props = (schema: z.ZodType) => Object.entries(((z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json).properties as Record<string, Json> | undefined) ?? {});
  return [...props(pageArgsSchema), ...props(listArgs)].map(([name, prop]) => ({
    name,
    type: types[name] ?? ({ integer: 'Int', number: 'Float', boolean: 'Boolean' } as Record<string, string>)[typeName(withoutNull(prop)) ?? ''] ?? (name.endsWith('Id') ? 'ID' : 'String'),
    description: `${name === 'q' ? `Searches ${searched}. ` : ''}${String(prop.description ?? '')}`,
  }));
}

/** The arguments, described, as SDL (without the parentheses); `limit` non-null in a page's field. */
export const describedArguments = (args: ListArgument[], page: boolean): string[] =>
  args.map(({ name, type, description }) => `${JSON.stringify(description)} ${name}: ${type}${page && name === 'limit' ? '!' : ''}`);

interface PagedList {
  /** The whole list's root field; `<many>Page` answers its pages. */
  many: string;
  /** The item's GraphQL type, and the schema of its page (`pageSchemaOf`: its meta id names the generated type). */
  type: string;
  page: z.ZodType;
  searched: string;
  listArgs: z.ZodType;
  types?: Record<string, string>;
  /** The whole list's description and its page field's. */
  docs: { list: string; page: string };
}

const teamSearched = `${TEAM_SEARCH.join(', ')}, an address also by its parts (popescu finds ana.popescu@example.com)`;

const PAGE_ERRORS = 'BAD_USER_INPUT for a limit out of 1 to 1000 or a cursor this API did not give.';

/** The lists that are not collections, paged by the one rule of every list (#37). */
const PAGED_LISTS: PagedList[] = [
  {
    many: 'members',
    type: 'Member',
    page: memberPageSchema,
    searched: teamSearched,
    listArgs: teamListArgs,
    types: { role: 'Role' },
    docs: {
      list: 'Every member, oldest first. With limit, only the first page\'s members (use membersPage for the next). FORBIDDEN unless admin.',
      page: `The members a page at a time (keyset: a walk sees each member once while members come and go). ${PAGE_ERRORS} FORBIDDEN unless admin.`,
    },
  },
  {
    many: 'invites',
    type: 'Invite',
    page: invitePageSchema,
    searched: teamSearched,
    listArgs: teamListArgs,
    types: { role: 'Role' },
    docs: {
      list: 'Pending invitations, newest first. With limit, only the first page\'s (use invitesPage for the next). FORBIDDEN unless admin.',
      page: `Pending invitations a page at a time. ${PAGE_ERRORS} FORBIDDEN unless admin.`,
    },
  },
  {
    many: 'trash',
    type: 'TrashItem',
    page: trashPageSchema,
    searched: 'title and who deleted it',
    listArgs: trashListArgs,
    docs: {
      list: 'Deleted items of the collections the caller may edit, newest first (staff). With limit, only the first page\'s (use trashPage for the next).',
      page: `The trash a page at a time (staff). ${PAGE_ERRORS}`,
    },
  },
];

/** The Query fields of the lists above (gateway/resolvers/team.ts and history.ts answer them). */
export function pagedListsSdl(lists: PagedList[] = PAGED_LISTS): string {
  const fields = lists.flatMap(({ many, type, page, searched, listArgs, types, docs }) => {
    const args = listArgumentTypesOf(searched, listArgs, types);
    const pageType = z.globalRegistry.get(page)?.id;
    if (!pageType) throw new Error(`listSdl: the page schema of ${many} has no meta id`);
    return [
      `  ${JSON.stringify(docs.list)}\n  ${many}(${describedArguments(args, false).join(', ')}): [${type}!]!`,
      `  ${JSON.stringify(docs.page)}\n  ${many}Page(${describedArguments(args, true).join(', ')}): ${pageType}!`,
    ];
  });
  return `extend type Query {\n${fields.join('\n')}\n}\n`;
}
