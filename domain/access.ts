/**
 * What each role may do: the one table both the server's access rules (server/access.ts, which
 * refuse with 403) and the back office (which hides what a role may not do) read.
 * A capability added later is a new key here, naming the roles that hold it.
 */
import type { Role } from './auth';

export const CAPABILITIES = {
  /** Entering the back office at all. */
  backOffice: ['admin', 'editor'],
  /** Bands, stages and set times, news, archives, the info page, the home page's images and countdown. */
  manageContent: ['admin', 'editor'],
  /** Festival editions and dates; the site's settings: logo, banner, contacts, copyright, tracking, SEO, social links. */
  manageSettings: ['admin'],
  /** Visitors' contact messages (their names and addresses). */
  readInbox: ['admin'],
  /** Visit statistics. */
  readVisits: ['admin'],
  /** Destroying a deleted item for good (the trash's purge). */
  purgeTrash: ['admin'],
  /** The audit log: who did what, through which door. */
  readAudit: ['admin'],
  /** Members, roles, invitations and reset links. */
  manageTeam: ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Capability = keyof typeof CAPABILITIES;

export const roleMay = (role: Role | null | undefined, capability: Capability): boolean =>
  role != null && (CAPABILITIES[capability] as readonly Role[]).includes(role);
