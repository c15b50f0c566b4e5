import os from 'node:os';
import { HISTORY_DEFAULTS } from '@domain/history';
import path from 'node:path';

/** Everything the server reads from the environment, parsed once. */
export interface Config {
  port: number;
  nodeEnv: string;
  databaseUrl?: string;
  dataDir: string;
  adminEmail?: string;
  adminPassword?: string;
  jwtSecret?: string;
  registrationOpen: boolean;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  loginRateLimit: { points: number; windowSeconds: number };
  contactRateLimit: { points: number; windowSeconds: number };
  registerRateLimit: { points: number; windowSeconds: number };
  visitRateLimit: { points: number; windowSeconds: number };
  /** Failed logins allowed per account (email) in the login window, beside the per-client limit. */
  accountLoginRateLimit: { points: number; windowSeconds: number };
  /** The site's public origin (`https://metalgates.ro`) for absolute links; never the Host header. */
  publicUrl?: string;
  /** With it, invitations are also mailed (nodemailer transport URL, `smtp://user:pass@host:587`). */
  smtpUrl?: string;
  /** The From of mailed invitations. */
  mailFrom: string;
  timeouts: {
    headersMs: number;
    requestMs: number;
    uploadRequestMs: number;
    keepAliveMs: number;
    /** 0 = no cap. */
    maxConnections: number;
    /**
     * A connection whose response makes no progress for this long (a client that stopped reading)
     * is closed: the send deadline. Also bounds a request the server itself takes this long on.
     */
    sendIdleMs: number;
  };
  logLevel: string;
  /** The bearer token GET /metrics asks for; without it there is no /metrics (404). */
  metricsToken?: string;
  /** OpenTelemetry traces: off unless an OTLP endpoint is set (observability/tracing.ts). */
  tracing: { endpoint?: string; tracesEndpoint?: string; protocol: string };
  /** Scheduled backups (BACKUP_DIR and BACKUP_EVERY both set), keeping the newest BACKUP_KEEP. */
  backup?: { dir: string; every: string; keep: number };
  /** This instance's name in logs (INSTANCE_NAME, else the host name: a container's id). */
  instance: string;
  webDistDir: string;
  /** Express `trust proxy`: which hops' X-Forwarded-For to believe (client keys for rate limits). */
  trustProxy: boolean | number | string;
  /** Memory the public read cache may hold (bodies plus their brotli and gzip forms). */
  publicCacheMaxBytes: number;
  /** How long a cached public read may live without a write (time-dependent content). */
  publicCacheTtlSeconds: number;
  /**
   * The threads public pages are rendered on (server/http/pageRenderer.ts), off the main thread:
   * how many, and how long an idle one is kept (0: always). An idle thread gone gives its ~35 MB
   * back; the render that starts one again waits for it to load the server bundle (~1-3 s, on
   * that thread, not the main one).
   */
  render: { threads: number; idleSeconds: number; queue: number };
  /** What is kept for reversibility (#34): versions per item, days in the trash, days of the audit log. */
  history: { keepVersions: number; trashDays: number; auditDays: number };
  shutdown: {
    /** After SIGTERM, how long the server keeps serving while its readiness check says 503 (the proxy's time to notice). */
    delayMs: number;
    /** Then how long requests in flight may take to finish before their connections are closed (a cap for a hung one). */
    timeoutMs: number;
  };
}

/** `https://metalgates.ro/` → `https://metalgates.ro`; anything that is not an http(s) URL is ignored. */
function origin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Express `trust proxy` from TRUST_PROXY: `true`/`false`, a hop count, or addresses and subnets
 * (`loopback`, `10.0.0.0/8, 172.16.0.0/12`). Unset: loopback (a proxy on the same host).
 */
function trustProxyOf(value: string | undefined): boolean | number | string {
  const setting = value?.trim();
  if (!setting) return 'loopback';
  if (setting === 'true' || setting === 'false') return setting === 'true';
  return /^\d+$/.test(setting) ? Number(setting) : setting;
}

function nonNegativeInt(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

function int(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    // PORT=0 asks the OS for a free port (tests).
    port: env.PORT === '0' ? 0 : int(env.PORT, 4000),
    nodeEnv: env.NODE_ENV ?? 'production',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    // Closed unless asked for: the first admin comes from ADMIN_EMAIL/ADMIN_PASSWORD or the printed password.
    registrationOpen: (env.REGISTRATION ?? 'closed').toLowerCase() === 'open',
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL_SECONDS, 15 * 60),
    refreshTokenTtlDays: int(env.REFRESH_TOKEN_TTL_DAYS, 30),
    loginRateLimit: {
      points: int(env.LOGIN_RATE_LIMIT, 10),
      windowSeconds: int(env.LOGIN_RATE_WINDOW_SECONDS, 15 * 60),
    },
    contactRateLimit: {
      points: int(env.CONTACT_RATE_LIMIT, 5),
      windowSeconds: int(env.CONTACT_RATE_WINDOW_SECONDS, 10 * 60),
    },
    registerRateLimit: {
      points: int(env.REGISTER_RATE_LIMIT, 5),
      windowSeconds: int(env.REGISTER_RATE_WINDOW_SECONDS, 60 * 60),
    },
    visitRateLimit: {
      points: int(env.VISIT_RATE_LIMIT, 30),
      windowSeconds: int(env.VISIT_RATE_WINDOW_SECONDS, 60 * 60),
    },
    accountLoginRateLimit: {
      points: int(env.ACCOUNT_LOGIN_RATE_LIMIT, 20),
      windowSeconds: int(env.LOGIN_RATE_WINDOW_SECONDS, 15 * 60),
    },
    publicUrl: origin(env.PUBLIC_URL),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Metal Gates Festival <no-reply@localhost>',
    timeouts: {
      headersMs: int(env.HEADERS_TIMEOUT_MS, 10_000),
      requestMs: int(env.REQUEST_TIMEOUT_MS, 15_000),
      uploadRequestMs: int(env.UPLOAD_REQUEST_TIMEOUT_MS, 60_000),
      keepAliveMs: int(env.KEEP_ALIVE_TIMEOUT_MS, 5_000),
      maxConnections: env.MAX_CONNECTIONS === '0' ? 0 : int(env.MAX_CONNECTIONS, 1_000),
      sendIdleMs: int(env.SEND_IDLE_TIMEOUT_MS, 60_000),
    },
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    metricsToken: env.METRICS_TOKEN || undefined,
    instance: env.INSTANCE_NAME || os.hostname(),
    tracing: {
      endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT || undefined,
      tracesEndpoint: env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || undefined,
      protocol: env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || env.OTEL_EXPORTER_OTLP_PROTOCOL || 'http/protobuf',
    },
    backup: env.BACKUP_DIR && env.BACKUP_EVERY ? { dir: path.resolve(env.BACKUP_DIR), every: env.BACKUP_EVERY, keep: int(env.BACKUP_KEEP, 7) } : undefined,
    webDistDir: path.resolve(env.WEB_DIST_DIR || './web/dist'),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    publicCacheMaxBytes: int(env.PUBLIC_CACHE_MAX_MB, 32) * 1024 * 1024,
    publicCacheTtlSeconds: int(env.PUBLIC_CACHE_TTL_SECONDS, 60),
    render: {
      threads: int(env.RENDER_THREADS, 1),
      idleSeconds: nonNegativeInt(env.RENDER_IDLE_SECONDS, 300),
      queue: nonNegativeInt(env.RENDER_QUEUE, 64),
    },
    history: {
      keepVersions: int(env.HISTORY_KEEP_VERSIONS, HISTORY_DEFAULTS.keepVersions),
      trashDays: int(env.TRASH_RETENTION_DAYS, HISTORY_DEFAULTS.trashDays),
      auditDays: int(env.AUDIT_RETENTION_DAYS, HISTORY_DEFAULTS.auditDays),
    },
    shutdown: {
      delayMs: nonNegativeInt(env.SHUTDOWN_DELAY_MS, 0),
      // Longer than an upload may take to arrive (UPLOAD_REQUEST_TIMEOUT_MS, 60 s) plus its turn at the
      // image encoder, which takes one image at a time (seconds each): an upload begun is kept.
      timeoutMs: int(env.SHUTDOWN_TIMEOUT_MS, 90_000),
    },
  };
}

/** What start-up warns about: settings a production site should not run without. */
export function startupWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.nodeEnv === 'production' && !config.publicUrl) {
    warnings.push(
      "PUBLIC_URL is not set: absolute links (feeds, calendar, link previews) name whatever host each request says. Set PUBLIC_URL to the site's public origin, e.g. https://metalgates.ro",
    );
  }
  return warnings;
}
