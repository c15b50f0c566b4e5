import { createArchiveService } from './archives/service';
import { createAuthService } from './auth/service';
import { createBandService } from './bands/service';
import { createCalendarService } from './calendar/service';
import { createContactService } from './contact/service';
import type { ServiceDeps } from './context';
import { createFestivalService } from './festivals/service';
import { createFileService } from './files/service';
import { createInfoPageService } from './infoPage/service';
import { createNewsService } from './news/service';
import { createRateLimits } from './rate-limits';
import { createStageService } from './stages/service';
import { createSiteAssetsService } from './siteAssets/service';
import { createVisitService } from './visits/service';

/**
 * The domain: every rule, validation and permission lives behind these services.
 * REST routes and GraphQL resolvers both call them and never touch the database.
 */
export function createServices(deps: ServiceDeps) {
  const limits = createRateLimits(deps.config);
  const files = createFileService(deps);
  return {
    auth: createAuthService(deps, limits),
    files,
    festivals: createFestivalService(deps),
    siteAssets: createSiteAssetsService(deps, files),
    stages: createStageService(deps),
    bands: createBandService(deps, files),
    calendar: createCalendarService(deps),
    news: createNewsService(deps, files),
    archives: createArchiveService(deps, files),
    infoPage: createInfoPageService(deps),
    contact: createContactService(deps, limits),
    visits: createVisitService(deps),
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
