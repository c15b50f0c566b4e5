import { forbidden, unauthenticated } from './errors';
import { roleMay, type Capability } from '@domain/access';
import type { Role } from '@domain/auth';
import type { Door } from '@domain/history';

export type { Role } from '@domain/auth';

/**
 * Who is calling. Built once per request by each door (REST middleware, GraphQL
 * context) from the Bearer token; services decide what the caller may do.
 */
export interface Actor {
  /**
   * `sessionId` is the login (refresh-token family) the access token belongs to; `twoFactorMissing`
   * is set while the team requires two-factor sign-in and this staff member has not set it up;
   * `passkey` when this login was made with a passkey (which counts as two-factor).
   */
  user: { id: string; role: Role; sessionId?: string; twoFactorMissing?: boolean; passkey?: boolean } | null;
  /** Stable per-client key for rate limiting (the client IP as Express sees it). */
  clientKey: string;
  /** The client's User-Agent, remembered with a new login (the member's session list). */
  userAgent?: string;
  /** Which door the request came through and its id (X-Request-Id): recorded with versions and the audit log. */
  door?: Door;
  requestId?: string;
  /** This request's own origin: links made for others (invitations) point here unless PUBLIC_URL is set. */
  origin?: string;
}

export const anonymous = (clientKey = 'local'): Actor => ({ user: null, clientKey });

// A staff member the team requires two-factor of may do nothing in the back office before setting it up.
const may = (capability: Capability) => (actor: Actor) => roleMay(actor.user?.role, capability) && !actor.user?.twoFactorMissing;

/**
 * Access rules: small named predicates, asserted by services (Payload-style), so REST and GraphQL
 * hold the same line. Which roles hold each capability is the table in domain/access.ts (the back
 * office reads it too, to hide what a role may not do): `admin` everything, `editor` the content
 * visitors read, `user` no back office.
 */
export const access = {
  anyone: (_actor: Actor) => true,
  signedIn: (actor: Actor) => actor.user !== null,
  backOffice: may('backOffice'),
  manageContent: may('manageContent'),
  manageSettings: may('manageSettings'),
  readInbox: may('readInbox'),
  readVisits: may('readVisits'),
  manageTeam: may('manageTeam'),
  purgeTrash: may('purgeTrash'),
  readAudit: may('readAudit'),
} satisfies Record<Capability | 'anyone' | 'signedIn', (actor: Actor) => boolean>;

export type AccessRule = keyof typeof access;

/** Throws 401 when nobody is signed in and the rule needs someone, 403 when the rule refuses. */
export function assertAccess(actor: Actor, rule: AccessRule): void {
  if (access[rule](actor)) return;
  if (!actor.user) throw unauthenticated();
  if (actor.user.twoFactorMissing) throw forbidden('Two-factor sign-in is required: set it up under Account first');
  throw forbidden();
}
