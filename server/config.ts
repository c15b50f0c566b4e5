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
  logLevel: string;
  webDistDir: string;
  /** Express `trust proxy`: which hops' X-Forwarded-For to believe (client keys for rate limits). */
  trustProxy: string;
  /** The site's public origin (`PUBLIC_URL`, no trailing slash) for absolute links in feeds; unset: the request's own origin. */
  publicUrl?: string;
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
    registrationOpen: (env.REGISTRATION ?? 'open').toLowerCase() !== 'closed',
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
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDistDir: path.resolve(env.WEB_DIST_DIR || './web/dist'),
    trustProxy: env.TRUST_PROXY ?? 'loopback',
    publicUrl: env.PUBLIC_URL?.trim().replace(/\/+$/, '') || undefined,
  };
}
