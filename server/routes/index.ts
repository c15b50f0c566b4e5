import { Router } from 'express';
import type { Services } from '../services';
import { authRoutes } from './auth';
import { healthRoutes } from './health';
import { uploadRoutes } from './uploads';

/**
 * Every REST route of contract §3, mounted under /api. Each module is a thin adapter:
 * parse the HTTP shape, call one service method, send its result.
 */
export function restRoutes(services: Services) {
  return Router().use(healthRoutes(services), authRoutes(services), uploadRoutes(services));
}
