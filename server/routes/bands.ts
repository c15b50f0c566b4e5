import { Router } from 'express';
import type { Services } from '../services';

// Placeholder: the REST issue fills this in.
export function bandRoutes(_services: Services) {
  return Router();
}
