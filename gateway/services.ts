import type { Actor } from '../server/access';
import type { Services } from '../server/services';
import type { FileChange } from '../server/services/files/service';
import type * as G from './generated/resolvers-types';

type Deleted = { _id: string; message: string };

/**
 * The service methods the gateway calls, as docs/architecture.md documents them, with the wire
 * types of the SDL as results. The real services (server/services) satisfy this structurally;
 * resolvers are typed against it so the gateway compiles while domain services are being written.
 */
export interface GatewayServices {
  auth: Pick<Services['auth'], 'authenticate' | 'register' | 'login' | 'me' | 'refresh' | 'logout'>;
  festivals: {
    active(): Promise<G.Festival | null>;
    list(): Promise<G.Festival[]>;
    create(actor: Actor, input: unknown): Promise<G.Festival>;
    update(actor: Actor, id: string, input: unknown): Promise<G.Festival>;
  };
  siteAssets: {
    get(): Promise<G.SiteAssets>;
    update(
      actor: Actor,
      input: unknown,
      images: { logo?: FileChange; heroImage?: FileChange; mobileHeroImage?: FileChange },
    ): Promise<G.SiteAssets>;
  };
  bands: {
    list(filter?: { performanceDay?: string | null }): Promise<G.Band[]>;
    get(id: string): Promise<G.Band>;
    create(actor: Actor, input: unknown, image?: FileChange): Promise<G.Band>;
    update(actor: Actor, id: string, input: unknown, image?: FileChange): Promise<G.Band>;
    remove(actor: Actor, id: string): Promise<Deleted>;
  };
  news: {
    list(options?: { limit?: number }): Promise<G.NewsArticle[]>;
    get(id: string): Promise<G.NewsArticle>;
    create(actor: Actor, input: unknown, image?: FileChange): Promise<G.NewsArticle>;
    update(actor: Actor, id: string, input: unknown, image?: FileChange): Promise<G.NewsArticle>;
    remove(actor: Actor, id: string): Promise<Deleted>;
  };
  archives: {
    list(): Promise<G.Archive[]>;
    get(id: string): Promise<G.Archive>;
    create(actor: Actor, input: unknown, poster?: FileChange): Promise<G.Archive>;
    update(actor: Actor, id: string, input: unknown, poster?: FileChange): Promise<G.Archive>;
    remove(actor: Actor, id: string): Promise<Deleted>;
  };
  infoPage: {
    get(): Promise<G.InfoPage>;
    replace(actor: Actor, input: unknown): Promise<G.InfoPage>;
  };
  contact: {
    send(actor: Actor, input: unknown): Promise<{ message: string }>;
    list(actor: Actor, options?: { limit?: number }): Promise<G.ContactMessage[]>;
  };
  visits: {
    log(actor: Actor, input: { userAgent?: string }): Promise<unknown>;
    stats(actor: Actor): Promise<G.VisitorStats>;
  };
}

/** The app's services seen through the gateway's interface: an assignment, so a drifting signature fails typecheck. */
export const gatewayServices = (services: Services): GatewayServices => services;
