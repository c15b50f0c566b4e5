import type { IncomingMessage, ServerResponse } from 'node:http';
import { noteCache, telemetryOf, type CacheKind } from '../../observability/request-telemetry';
import type { CachedResponse, ResponseCache } from './response-cache';
import { Flights, landingOf, type Flight, type FlightAnswer } from './single-flight';

/** What a wait that ran out resolves to. */
const RAN_LONG = Symbol('ranLong');

/** How a miss is answered when it does not wait: `lead` builds its key, `own` runs the app for it alone. */
export interface MissWays {
  lead: () => void;
  own: () => void;
}

export interface CoalescingOptions {
  cache: ResponseCache;
  /** How long a request waits for another one's build of its key before building its own. */
  waitFallbackMs: number;
  /** Answers from a cached (or just built) 200: 304 on a matching validator, else its bytes. */
  send: (req: IncomingMessage, res: ServerResponse, entry: CachedResponse, stale: boolean) => void;
  fault: (req: IncomingMessage, res: ServerResponse, err: unknown) => void;
  /** Told when a build ran past the wait and is built again (its kind only: a key can hold a visitor's search). */
  ranLong: (kind: CacheKind) => void;
}

/**
 * Request coalescing for the public cache's misses (#35 item 4), the one place every door's miss
 * passes (REST GETs, GraphQL GETs and POST queries, server-rendered pages): a miss joins the build
 * of its key begun under the content version in force, or leads one (`flights.start`, fast-path.ts).
 */
export function coalesceMisses({ cache, waitFallbackMs, send, fault, ranLong }: CoalescingOptions) {
  const flights = new Flights(() => cache.version);

  /**
   * A miss of `key`: joins the build of its key begun under the content version in force, or
   * leads one. `rejoined`: it already waited for a build whose answer it could not take (the
   * version outran it, or it had none to share); after this one it is built on its own.
   */
  const joinOrLead = (req: IncomingMessage, res: ServerResponse, key: string, kind: CacheKind, ways: MissWays, rejoined = false): void => {
    // Not while stale (database unreachable): each request must get its own 503 within 5 s.
    const flight = cache.stale ? undefined : flights.joinable(key);
    if (!flight) return ways.lead();
    // An entry that only outlived its TTL is still served while the first request rebuilds it,
    // so an entry expiring under load costs one rebuild and no stall.
    const expired = cache.expired(key);
    if (expired) {
      noteCache(req, 'expired', kind, expired.route);
      return send(req, res, expired, false);
    }
    wait(req, res, key, kind, flight, ways, rejoined);
  };

  /** Waits for another request's build of `key` (or the fallback), then answers with what it built. */
  const wait = (req: IncomingMessage, res: ServerResponse, key: string, kind: CacheKind, flight: Flight, ways: MissWays, rejoined: boolean) => {
    let timer: NodeJS.Timeout | undefined;
    const fallback = new Promise<typeof RAN_LONG>((resolve) => {
      timer = setTimeout(() => resolve(RAN_LONG), waitFallbackMs);
    });
    Promise.race([flight.landed, fallback])
      .then((answer) => {
        clearTimeout(timer);
        if (res.destroyed) return;
        // The build runs long (a slow database, a long render queue): the first waiter to give up
        // on it builds again and the others join that build, rather than each building its own.
        if (answer === RAN_LONG) {
          if (flights.abandon(key, flight)) ranLong(kind);
          const entry = cache.get(key);
          if (entry) return send(req, res, entry, cache.stale);
          return joinOrLead(req, res, key, kind, ways, rejoined);
        }
        const landing = landingOf(flight, answer, cache, key);
        noteCache(req, 'coalesced', kind, landing.use === 'entry' ? landing.entry.route : undefined);
        if (landing.use === 'entry') return send(req, res, landing.entry, cache.stale);
        // Built under an older content version (a wave went public meanwhile): its answer may hold
        // what was true before, so the request is answered under the new version. Or nothing to
        // share came (its first client left, or its answer could not be held): asked again too.
        // Once: the next time, it is built on its own.
        if (landing.use !== 'answer' && !rejoined) {
          const entry = cache.get(key);
          if (entry) return send(req, res, entry, cache.stale);
          return joinOrLead(req, res, key, kind, ways, true);
        }
        if (landing.use !== 'answer') return ways.own();
        if (landing.answer.status === 200) return send(req, res, landing.answer.response, false);
        sendUnkeptAnswer(req, res, landing.answer);
      })
      .catch((err: unknown) => fault(req, res, err));
  };

  return { flights, joinOrLead };
}

/**
 * Sends a build's answer that is not a 200 (a 404, a 500) to a request that waited for it, as the
 * build's own client got it (`Cache-Control: no-store` included). HEAD never waits for a build.
 */
function sendUnkeptAnswer(req: IncomingMessage, res: ServerResponse, { status, response }: FlightAnswer): void {
  const headers = [...response.replay, 'Content-Type', response.contentType, 'Content-Length', String(response.body.length), 'Vary', 'Accept-Encoding'];
  const id = telemetryOf(req)?.id;
  if (id) headers.push('X-Request-Id', id);
  res.writeHead(status, headers);
  res.end(response.body);
}
