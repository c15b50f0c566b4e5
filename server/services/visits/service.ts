import type { ServiceDeps } from '../context';

// Placeholder: the REST issue fills this service in.
export function createVisitService(_deps: ServiceDeps) {
  return {};
}

export type VisitService = ReturnType<typeof createVisitService>;
