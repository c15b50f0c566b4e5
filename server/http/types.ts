import type { Actor } from '../access';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The caller, resolved from the Bearer token by `actorMiddleware`. */
      actor: Actor;
    }
  }
}

export {};
