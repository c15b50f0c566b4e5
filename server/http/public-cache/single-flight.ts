import type { CachedResponse } from './response-cache';

/**
 * What one build of a key answered, as the cache would replay it, for the requests that waited
 * for that build: any status (a 404 or a 500 too, which the cache never keeps), so a failing build
 * costs one database round, not one per waiter.
 */
export interface FlightAnswer {
  status: number;
  response: CachedResponse;
}

/** One build of a key under one content version; `land` ends it (the first call wins). */
export interface Flight {
  readonly version: number;
  /** The build's answer, or undefined when there is none to share (too large to hold, set a cookie, its client left first). */
  readonly landed: Promise<FlightAnswer | undefined>;
  land(answer?: FlightAnswer): void;
}

/**
 * The misses being built on this instance (single-flight, #35 item 4): at most one joinable build
 * per key, tied to the content version it was begun under. When a wave goes public every page
 * misses at once; each key is then built once while the other requests for it wait for that build.
 * A build begun under an older version (a write, or a scheduled instant, came meanwhile) is never
 * joined: a request that arrives after the move starts (or joins) a build under the new version.
 *
 * A map of our own: the libraries that coalesce promises (promise-coalesce, inflight, lru-cache's
 * `fetch`) share a function's resolved value, while here the first request's answer is streamed
 * by Express to its own client and captured on the way (capture.ts), and the fast path must know
 * synchronously whether a build is running (to serve an expired entry meanwhile).
 */
export class Flights {
  private readonly byKey = new Map<string, Flight>();

  constructor(private readonly currentVersion: () => number) {}

  /** The build of `key` begun under the content version in force now, if one is running. */
  joinable(key: string): Flight | undefined {
    const flight = this.byKey.get(key);
    return flight && flight.version === this.currentVersion() ? flight : undefined;
  }

  /** Starts the build of `key` under `version` (it replaces, for newcomers, one begun under an older version). */
  start(key: string, version: number): Flight {
    let resolve: (answer?: FlightAnswer) => void = () => {};
    const landed = new Promise<FlightAnswer | undefined>((r) => (resolve = r));
    let done = false;
    const flight: Flight = {
      version,
      landed,
      land: (answer) => {
        if (done) return;
        done = true;
        if (this.byKey.get(key) === flight) this.byKey.delete(key);
        resolve(answer);
      },
    };
    this.byKey.set(key, flight);
    return flight;
  }

  /**
   * Stops newcomers joining `flight` (it runs too long): the next miss of its key builds again. Its
   * own waiters still get its answer. False when it was no longer the one to join.
   */
  abandon(key: string, flight: Flight): boolean {
    if (this.byKey.get(key) !== flight) return false;
    this.byKey.delete(key);
    return true;
  }
}

/** What a request that waited for a build does once it landed (or its wait ran out). */
export type Landing =
  | { use: 'entry'; entry: CachedResponse }
  | { use: 'answer'; answer: FlightAnswer }
  /** The content version moved during the build: its answer may hold what was true before. */
  | { use: 'again' }
  /** Nothing to share: the request is built on its own. */
  | { use: 'own' };

export function landingOf(flight: Flight, answer: FlightAnswer | undefined, cache: { readonly version: number; get(key: string): CachedResponse | undefined }, key: string): Landing {
  // Read first: it also moves the version once a scheduled instant has come.
  if (flight.version !== cache.version) return { use: 'again' };
  const entry = cache.get(key);
  if (entry) return { use: 'entry', entry };
  return answer ? { use: 'answer', answer } : { use: 'own' };
}
