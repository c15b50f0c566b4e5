import { Router } from 'express';
import type { Services } from '../services';

// Placeholder: the REST issue fills this in.
export function contactRoutes(_services: Services) {
  return Router();
}
