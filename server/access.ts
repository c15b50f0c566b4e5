import { forbidden, unauthenticated } from './errors';

/**
 * Who is calling. Built once per request by each door (REST middleware, GraphQL
 * context) from the Bearer token; services decide what the caller may do.
 */
export interface Actor {
  user: { id: string; role: Role } | null;
  /** Stable per-client key for rate limiting (the client IP as Express sees it). */
  clientKey: string;
}

export type Role = 'admin' | 'user';

export const anonymous = (clientKey = 'local'): Actor => ({ user: null, clientKey });

/** Access rules: small named predicates, asserted by services (Payload-style). */
export const access = {
  anyone: (_actor: Actor) => true,
  signedIn: (actor: Actor) => actor.user !== null,
  admin: (actor: Actor) => actor.user?.role === 'admin',
} as const;

export type AccessRule = keyof typeof access;

/** Throws 401 when nobody is signed in and the rule needs someone, 403 when the rule refuses. */
export function assertAccess(actor: Actor, rule: AccessRule): void {
  if (access[rule](actor)) return;
  if (!actor.user) throw unauthenticated();
  throw forbidden();
}
