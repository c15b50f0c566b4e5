import type { ServiceDeps } from '../context';

// Placeholder: the REST issue fills this service in.
export function createFestivalService(_deps: ServiceDeps) {
  return {};
}

export type FestivalService = ReturnType<typeof createFestivalService>;
