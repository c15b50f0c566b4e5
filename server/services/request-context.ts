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
  /**
   * A signed preview link's view (#35 item 5: a release as it will be at its instant, or every
   * draft), false for every other read. Set only from a verified link (server/http/preview.ts).
   */
  preview: PreviewScope | false;
  /** Undefined for work no request asked for (the demo seed, a purge, a script). */
  door?: Door;
  requestId?: string;
}

/**
 * What a preview link shows: the public site read at `at` (a release's instant, or now when that is
 * past), or with `at` null every item whatever its status or instant (all drafts), and the pending
 * site-asset settings due by then (server/services/releases/site-assets.ts).
 */
export interface PreviewScope {
  /** The release previewed; null: every draft. */
  release: { id: string; name: string } | null;
  at: Date | null;
  expiresAt: Date;
}

/** The instant a preview reads as: its own, never before now (a past release shows the site as it is). */
export const previewInstant = (scope: PreviewScope, now: Date): Date | null => (scope.at ? new Date(Math.max(scope.at.getTime(), now.getTime())) : null);

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
 * as an anonymous visitor). The locale is the default. `preview` is a verified preview link's
 * (server/http/preview.ts); such a request never reaches the public cache (its fast path and its
 * store are bypassed for it), so one preview's answer is never served to anyone else.
 */
export const requestContextOf = (actor: Actor, door: Door, preview: PreviewScope | false = false): RequestContext => ({
  actor,
  locale: DEFAULT_LOCALE,
  preview,
  door,
  requestId: actor.requestId,
});
