import { Cron } from 'croner';
import { collections, type Collections } from '../collections';
import { singletons, type Singletons } from '../singletons';
import { createContentVersion } from '../cache/content-version';
import { invalidatingDb } from '../cache/invalidating-db';
import { createPgBroadcast } from '../cache/pg-broadcast';
import { auditAccountEvents } from './audit/account-events';
import { createAuditService } from './audit/service';
import { createAuthService } from './auth/service';
import { createSessionStore } from './auth/sessions';
import { createCalendarService } from './calendar/service';
import { createContactService } from './contact/service';
import { createCollectionService, type CollectionService } from './collection';
import type { ServiceDeps } from './context';
import { createFileService } from './files/service';
import { createTracking, trackingHooks, type Tracking } from './history';
import { createHooks, type Hooks } from './hooks';
import { localeHooks } from './localize';
import { createHistoryByKey } from './history/by-key';
import { createTrashService } from './history/trash-service';
import { followSchedule } from './drafts/follow';
import { releaseInstants, releaseSiteAssetsHooks } from './releases/site-assets';
import { createReleaseService } from './releases/service';
import { createReleaseChanges, type ChangeTarget } from './releases/changes';
import { createPreviewService } from './previews/service';
import { draftHooks } from './drafts/visibility';
import { createPublishSchedule } from './drafts/schedule';
import { createCursorCodec, type CursorCodec } from './paging/cursor';
import { createRateLimits } from './rate-limits';
import { createSingletonService, type SingletonService } from './singleton';
import { createMailer } from './team/mailer';
import { createTeamService } from './team/service';
import { createVisitService } from './visits/service';

export type CollectionServices = { [K in keyof Collections]: CollectionService<Collections[K]> };
export type SingletonServices = { [K in keyof Singletons]: SingletonService<Singletons[K]> };

/** One service per collection of the registry. */
function collectionServices(deps: ServiceDeps, files: ReturnType<typeof createFileService>, cursors: CursorCodec, tracking: Tracking, hooks: Hooks): CollectionServices {
  return Object.fromEntries(
    Object.entries(collections).map(([key, collection]) => [key, createCollectionService(deps, files, collection, cursors, tracking, key, hooks)]),
  ) as unknown as CollectionServices;
}

/** One service per singleton of the registry. */
function singletonServices(deps: ServiceDeps, files: ReturnType<typeof createFileService>, tracking: Tracking, hooks: Hooks): SingletonServices {
  return Object.fromEntries(
    Object.entries(singletons).map(([key, singleton]) => [key, createSingletonService(deps, files, singleton, tracking, key, hooks)]),
  ) as SingletonServices;
}

/**
 * The domain: every rule, validation and permission lives behind these services.
 * REST routes and GraphQL resolvers both call them and never touch the database.
 */
export function createServices(deps: ServiceDeps) {
  const limits = createRateLimits(deps.config, deps.shared);
  // Content services see a db whose committed transactions bump the public content version;
  // auth, contact and visits keep the plain one, so their writes never flush the public cache.
  // Its clock is the services' own: a scheduled item comes due at the instant the reads compare with.
  const content = createContentVersion(() => deps.now().getTime());
  const broadcast = deps.shared ? createPgBroadcast(deps.shared, content.invalidate, deps.logger) : undefined;
  if (broadcast) content.connect(broadcast);
  const contentDeps: ServiceDeps = { ...deps, db: invalidatingDb(deps.db, content.bump) };
  const files = createFileService(contentDeps);
  const sessions = createSessionStore(deps);
  // Ended logins, deactivations and demotions reach the other instances' login caches at once.
  const loginBroadcast = deps.shared ? createPgBroadcast(deps.shared, sessions.forgetRemote, deps.logger, { channel: 'metal_gates_logins' }) : undefined;
  if (loginBroadcast) sessions.connect((detail) => void loginBroadcast.publishDetail(detail));
  const mailer = createMailer(deps.config, deps.logger);
  // Versions, the trash and the audit log (#34): every content write goes through them.
  const audit = createAuditService(deps);
  const tracking = createTracking(contentDeps, files, audit);
  // The operations' hook chains, which every collection and singleton runs: a capability joins them
  // once for all (server/services/hooks.ts). Versions, the trash and the audit log are the first.
  const hooks = createHooks();
  hooks.register(trackingHooks(tracking));
  // Localized content (#36): every read in the request's language.
  hooks.register(localeHooks());
  // Drafts and scheduled publishing (#35): what is not public is read by staff only.
  hooks.register(draftHooks(deps.now));
  // Releases (#35): their pending site-asset settings are read over the stored ones from their instant on.
  hooks.register(releaseSiteAssetsHooks(deps.db, deps.now, files));
  // Releases (#35): changes to public items, folded into their rows by the first read or write after the instant.
  const changes = createReleaseChanges(deps, content, () => contentServices as Record<string, ChangeTarget>);
  hooks.register(changes.hooks);
  // Page cursors, of every list (#37), are signed with a secret of the plain db (its first write is no content change).
  const cursors = createCursorCodec(deps.db);
  const auth = createAuthService(deps, limits, sessions, mailer);
  const team = createTeamService(deps, sessions, mailer, cursors);
  const contact = createContactService(deps, limits, cursors);
  auditAccountEvents({ auth, team, contact }, audit, deps.db, deps.logger);
  const contentServices: Record<string, unknown> = { ...collectionServices(contentDeps, files, cursors, tracking, hooks), ...singletonServices(contentDeps, files, tracking, hooks) };
  const trash = createTrashService(contentDeps.db, tracking, contentServices, cursors);
  // Drafts (#35): no cached public answer outlives the next scheduled instant.
  const schedule = followSchedule(content, createPublishSchedule(deps.db, [releaseInstants]), deps.now, deps.logger);
  // The trash's and audit log's purges also run every hour when nothing is written (croner, as the
  // scheduled backups; chore_runs makes each run happen once across instances).
  const releases = createReleaseService(contentDeps, files, changes);
  const purges = new Cron('0 7 * * * *', { protect: true, unref: true, catch: (err) => deps.logger.warn({ err }, 'scheduled history purge failed') }, async () => {
    await tracking.chores.runNow(contentDeps.db);
  });
  return {
    auth,
    team,
    files,
    // Every collection of the registry (server/collections): stages, bands, news, archives, partners, festivals.
    // A stage rename changes the bands' answers too: stage writes invalidate the public cache.
    ...(contentServices as unknown as CollectionServices),
    calendar: createCalendarService(contentDeps, changes.settle),
    releases,
    /** Signed preview links of a release or every draft (#35 item 5). */
    previews: createPreviewService(deps, releases),
    // Every singleton of the registry (server/singletons): siteAssets, infoPage.
    ...(contentServices as unknown as SingletonServices),
    trash,
    history: createHistoryByKey(contentServices, trash),
    /** Joins the operations' hook chains for every collection and singleton (`register(hooks)` → leave). */
    hooks: { register: hooks.register },
    audit,
    contact,
    visits: createVisitService(deps, limits),
    /** The public content version the HTTP read cache follows. */
    content,
    /** The next scheduled instant, as the content version follows it (#35). */
    schedule,
    /** Stops background work (the LISTEN connection); the database itself is closed by its owner. */
    close: async () => {
      purges.stop();
      await broadcast?.close();
      await loginBroadcast?.close();
      await files.close();
    },
    health: {
      /** The web app's startup check: ok when the database answers. */
      async check(): Promise<boolean> {
        return deps.ping().then(
          () => true,
          () => false,
        );
      },
    },
  };
}

export type Services = ReturnType<typeof createServices>;
