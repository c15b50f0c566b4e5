import { forbidden, unauthenticated } from './errors';
import type { Role } from '@domain/auth';

export type { Role } from '@domain/auth';

/**
 * Who is calling. Built once per request by each door (REST middleware, GraphQL
 * context) from the Bearer token; services decide what the caller may do.
 */
export interface Actor {
  /** `sessionId` is the login (refresh-token family) the access token belongs to. */
  user: { id: string; role: Role; sessionId?: string } | null;
  /** Stable per-client key for rate limiting (the client IP as Express sees it). */
  clientKey: string;
  /** The client's User-Agent, remembered with a new login (the member's session list). */
  userAgent?: string;
  /** This request's own origin: links made for others (invitations) point here unless PUBLIC_URL is set. */
  origin?: string;
}

export const anonymous = (clientKey = 'local'): Actor => ({ user: null, clientKey });

const roleIn =
  (...roles: Role[]) =>
  (actor: Actor) =>
    actor.user !== null && roles.includes(actor.user.role);

/**
 * Access rules: small named predicates, asserted by services (Payload-style), so REST and GraphQL
 * hold the same line. A capability added later picks (or adds) the rule naming what it needs.
 *
 * - `admin` has every rule; `editor` manages the content visitors read; `user` has no back office.
 */
export const access = {
  anyone: (_actor: Actor) => true,
  signedIn: (actor: Actor) => actor.user !== null,
  /** Entering the back office at all. */
  backOffice: roleIn('admin', 'editor'),
  /** Bands, stages and set times, news, archives, the info page, the home page's images and countdown. */
  manageContent: roleIn('admin', 'editor'),
  /** Festival editions and dates, the site's settings: logo, banner, contacts, tracking, SEO, social links. */
  manageSettings: roleIn('admin'),
  /** Visitors' contact messages (their names and addresses) and the visit statistics. */
  readInbox: roleIn('admin'),
  readVisits: roleIn('admin'),
  /** Members, roles, invitations and reset links. */
  manageTeam: roleIn('admin'),
} as const;

export type AccessRule = keyof typeof access;

/** Throws 401 when nobody is signed in and the rule needs someone, 403 when the rule refuses. */
export function assertAccess(actor: Actor, rule: AccessRule): void {
  if (access[rule](actor)) return;
  if (!actor.user) throw unauthenticated();
  throw forbidden();
}
