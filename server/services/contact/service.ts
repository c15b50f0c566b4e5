import type { ServiceDeps } from '../context';
import type { RateLimits } from '../rate-limits';
// Placeholder: the REST issue fills this service in.
export function createContactService(_deps: ServiceDeps, _limits: RateLimits) {
  return {};
}

export type ContactService = ReturnType<typeof createContactService>;
