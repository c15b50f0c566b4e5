import { Router } from 'express';
import { openApiRoutes } from '../openapi/route';
import type { Services } from '../services';
import { authRoutes } from './auth';
import { calendarRoutes } from './calendar';
import { collectionCsvRoutes } from './collectionCsv';
import { collectionRoutes } from './collections';
import { contactRoutes } from './contact';
import { healthRoutes } from './health';
import { historyRoutes } from './history';
import { releaseRoutes } from './releases';
import { singletonRoutes } from './singletons';
import { teamRoutes } from './team';
import { uploadRoutes } from './uploads';
import { visitRoutes } from './visits';

/**
 * Every REST route (docs/rest-api.md), mounted under /api. Each module is a thin adapter:
 * parse the HTTP shape, call one service method, send its result.
 */
export function restRoutes(services: Services, publicUrl?: string) {
  return Router().use(
    healthRoutes(services),
    openApiRoutes(),
    authRoutes(services),
    teamRoutes(services),
    singletonRoutes(services),
    // Versions, the trash and the audit log (#34); `/<path>/:id/versions` is no collection's `/:id`.
    historyRoutes(services),
    // The calendar feed's /lineup.ics before the collections' /lineup/:id.
    calendarRoutes(services, publicUrl),
    // `/<path>/export.csv` and `/<path>/import` before the collections' `/:id` (#37).
    collectionCsvRoutes(services),
    collectionRoutes(services),
    contactRoutes(services),
    // Releases: items and settings that go public together (#35).
    releaseRoutes(services),
    visitRoutes(services),
    uploadRoutes(services),
  );
}
