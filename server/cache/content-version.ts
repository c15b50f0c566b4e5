/**
 * One number for "the public content as it is now". A committed content write bumps it, and so
 * does a signal from another instance or a reconnect of the listener; every cached public read
 * made under an older number is dropped. Coarse on purpose: writes are rare, reads are many, and
 * one counter can never miss a dependency the way per-entity tags could.
 */
export interface ContentVersion {
  current(): number;
  /** After a committed content write: invalidate here, then tell the other instances (awaited). */
  bump(): Promise<void>;
  /** An invalidation that came from elsewhere (another instance, a lost listener connection). */
  invalidate(): void;
  /** Whether other instances' writes reach us now; while false nothing new may be cached. */
  inSync(): boolean;
  onChange(listener: () => void): void;
  /**
   * The instant (ms) from which what is cached now would be wrong with no write (a scheduled item
   * coming due, #35): reading `current()` from then on invalidates. Null: no such instant.
   */
  expireAt(instant: number | null): void;
}

export interface ContentBroadcast {
  publish(): Promise<void>;
  inSync(): boolean;
}

/**
 * `now` is the clock scheduled instants are compared with (the services' seam, so tests move it).
 * No timer: the version is read by every cache lookup and store, which is when an expiry matters.
 */
export function createContentVersion(now: () => number = Date.now): ContentVersion & { connect(broadcast: ContentBroadcast): void } {
  let version = 0;
  let expiry: number | null = null;
  let broadcast: ContentBroadcast | undefined;
  const listeners: Array<() => void> = [];
  const invalidate = () => {
    version += 1;
    expiry = null;
    for (const listener of listeners) listener();
  };
  return {
    current: () => {
      if (expiry !== null && now() >= expiry) invalidate();
      return version;
    },
    expireAt(instant) {
      expiry = instant;
    },
    invalidate,
    async bump() {
      invalidate();
      await broadcast?.publish();
    },
    inSync: () => broadcast?.inSync() ?? true,
    onChange: (listener) => void listeners.push(listener),
    connect(next) {
      broadcast = next;
    },
  };
}
