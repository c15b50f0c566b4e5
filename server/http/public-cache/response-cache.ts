import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { ContentVersion } from '../../cache/content-version';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Smaller bodies are not worth an encoding (same threshold as the `compression` middleware). */
export const COMPRESS_THRESHOLD = 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|graphql-response\+json)|image\/svg\+xml)/i;
export const isCompressible = (contentType: string) => COMPRESSIBLE.test(contentType);

/** A public response ready to go out as bytes, in every encoding it will be asked for. */
export interface CachedResponse {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** Strong validator of the identity body. */
  etag: string;
  contentType: string;
  /** The response's other headers (cache policy, security headers) as a flat name, value list, replayed on hits. */
  replay: string[];
  storedAt: number;
  /** The route template of the request that built it (observability: a hit is counted under it). */
  route?: string;
  /** The headers every hit sends, for the second (of age) and staleness they were built for (fast-path.ts). */
  hitHeaders?: { age: number; stale: boolean; headers: string[] };
}

export interface ResponseCacheOptions {
  maxBytes: number;
  /** Bounds content that changes with time alone (scheduled articles, the copyright year). */
  ttlSeconds: number;
  version: ContentVersion;
}

/**
 * The largest entry: a third of the budget, so the largest image an upload may be (10 MB, a hero
 * photo) is kept in the default 32 MB and replayed from memory instead of being read from the
 * database on every request (the embedded database reads on the server's own thread).
 */
export const maxEntryBytes = (maxBytes: number) => Math.max(1, Math.floor(maxBytes / 3));

export const strongEtag = (body: Buffer) => `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;

/**
 * Public responses by key (see cache-key.ts), bounded by bytes (least recently used go first).
 * Entries stored under an older content version are never stored: a read that started before a
 * write and finished after it could otherwise put the old content back.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, CachedResponse>;

  constructor(private readonly options: ResponseCacheOptions) {
    this.entries = new LRUCache<string, CachedResponse>({
      maxSize: options.maxBytes,
      ttl: options.ttlSeconds * 1000,
      ttlAutopurge: false,
      // An entry past its TTL stays (until replaced or evicted) to be served while one request
      // rebuilds it; a write empties the cache, so only time-bounded entries are ever expired.
      noDeleteOnStaleGet: true,
      maxEntrySize: maxEntryBytes(options.maxBytes),
      sizeCalculation: (entry, key) => entry.body.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0) + key.length + 256,
    });
    options.version.onChange(() => this.entries.clear());
  }

  /** Whether a body of `bytes` under `key` could be kept at all (the per-entry limit). */
  accepts(bytes: number, key: string): boolean {
    return bytes + key.length + 256 <= maxEntryBytes(this.options.maxBytes);
  }


  get version(): number {
    return this.options.version.current();
  }

  /** While instances cannot hear each other (database gone), entries are served marked stale. */
  get stale(): boolean {
    return !this.options.version.inSync();
  }

  get(key: string): CachedResponse | undefined {
    // Reading the version first empties the cache once a scheduled instant has come (#35).
    this.options.version.current();
    return this.entries.get(key);
  }

  /** An entry whose TTL has run out (no write since it was stored), or undefined. */
  expired(key: string): CachedResponse | undefined {
    this.options.version.current();
    return this.entries.peek(key, { allowStale: true });
  }

  get size() {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }

  /** Stores a 200 body produced under `version`; compressed forms are added when ready. */
  store(key: string, version: number, body: Buffer, headers: Array<[string, string]>, etag = strongEtag(body), route?: string): void {
    if (version !== this.version || this.stale) return;
    const type = headers.find(([name]) => name === 'content-type')?.[1] ?? 'application/octet-stream';
    const replay = headers.filter(([name]) => name !== 'content-type').flat();
    const entry: CachedResponse = { body, etag, contentType: type, replay, storedAt: Date.now(), route };
    this.entries.set(key, entry);
    if (body.length < COMPRESS_THRESHOLD || !isCompressible(type)) return;
    void Promise.all([
      brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gzip(body, { level: 6 }),
    ]).then(([br, gz]) => {
      // Re-set so the LRU counts the new bytes; skipped when the entry was replaced or dropped meanwhile.
      if (this.entries.peek(key) !== entry) return;
      this.entries.set(key, { ...entry, br, gzip: gz });
    });
  }

  clear(): void {
    this.entries.clear();
  }
}
