import type { Actor } from '../server/access';
import type { Services } from '../server/services';

/** What every resolver receives: the services and the caller resolved from the Bearer token. */
export interface GatewayContext {
  services: Services;
  actor: Actor;
}
