import type { Door } from '@domain/history';
import { DEFAULT_LOCALE, type Locale, type LocaleFallback } from '@domain/locales';
import { anonymous, type Actor } from '../access';

/** The languages content is read in (domain/locales.ts, #36); English until a request asks otherwise. */
export { DEFAULT_LOCALE, type Locale };

/**
 * What every operation of a collection or singleton knows of the request it serves: who calls,
 * in which language, whether staff preview unpublished content, through which door and under
 * which request id. Built once per request at each door (REST: `req.requestContext`,
 * server/http/actor.ts; GraphQL: `context.request`, gateway/context.ts) and handed to every hook.
 */
export interface RequestContext {
  actor: Actor;
  locale: Locale;
  /** A localized read's missing text: English (default), or for staff editing `none` (server/services/localize.ts). */
  fallback?: LocaleFallback;
  /** Staff asking to see what is not published yet (drafts); false for every public read. */
  preview: boolean;
  /** Undefined for work no request asked for (the demo seed, a purge, a script). */
  door?: Door;
  requestId?: string;
}

const isContext = (who: Actor | RequestContext): who is RequestContext => 'actor' in who;

/**
 * A request context from either a context or a bare actor (callers outside a door: the seed, the
 * CSV import's rows, the trash): a bare actor reads in the default language, without preview.
 */
export function contextOf(who: Actor | RequestContext | undefined): RequestContext {
  if (!who) return { actor: anonymous('internal'), locale: DEFAULT_LOCALE, preview: false };
  if (isContext(who)) return who;
  return { actor: who, locale: DEFAULT_LOCALE, preview: false, door: who.door, requestId: who.requestId };
}

/** The actor as versions and the audit log record it: the context's door and request id on it. */
export const recordedActor = (ctx: RequestContext): Actor => ({ ...ctx.actor, door: ctx.door, requestId: ctx.requestId });

/**
 * The context of a request at a door, built once per request: by `actorMiddleware` (REST,
 * `req.requestContext`) and by the GraphQL context (`context.request`; a page render's operations
 * as an anonymous visitor). The locale is the default and preview is off for now: a door that
 * reads them from the request must also make the public cache key carry them
 * (server/http/public-cache/cache-key.ts), or one language's answer would be served for the other.
 */
export const requestContextOf = (actor: Actor, door: Door): RequestContext => ({
  actor,
  locale: DEFAULT_LOCALE,
  preview: false,
  door,
  requestId: actor.requestId,
});
