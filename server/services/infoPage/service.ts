import type { ServiceDeps } from '../context';

// Placeholder: the REST issue fills this service in.
export function createInfoPageService(_deps: ServiceDeps) {
  return {};
}

export type InfoPageService = ReturnType<typeof createInfoPageService>;
