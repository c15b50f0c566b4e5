/**
 * The `RateLimit-Policy` and `RateLimit` headers (server/http/rate-limit-headers.ts) documented on
 * every operation a per-client limit counts (server/services/rate-limits.ts, each limiter's
 * `policy`), on each of its answers but the 503 (an unreachable database counts nothing).
 */
import type { Json } from './helpers';

/** Each rate-limited operation (by operationId) and the policies its answers carry. */
export const RATE_LIMITED_OPERATIONS: Record<string, readonly string[]> = {
  login: ['sign-in'],
  verifyTwoFactor: ['sign-in'],
  enableTwoFactor: ['sign-in'],
  disableTwoFactor: ['sign-in'],
  regenerateRecoveryCodes: ['sign-in'],
  changePassword: ['sign-in'],
  passkeySignInOptions: ['passkey-sign-in'],
  signInWithPasskey: ['passkey-sign-in'],
  requestPasswordReset: ['password-reset'],
  register: ['register'],
  sendContactMessage: ['contact'],
  logVisit: ['visits'],
  // GraphQL's mutations of the same services (login, sendContactMessage, logVisit…) count the same.
  graphqlPost: ['sign-in', 'passkey-sign-in', 'password-reset', 'register', 'contact', 'visits'],
};

export const rateLimitHeaderComponents = {
  RateLimitPolicy: {
    description:
      'The quota policies this answer counted against (IETF draft-ietf-httpapi-ratelimit-headers): a Structured Field list of `"<policy>";q=<requests>;w=<seconds>`, e.g. `"contact";q=5;w=600`. Per client (IP address, or IPv6 /64), counted in PostgreSQL when the server has one, so every instance counts alike. Present when the request counted against a limit.',
    schema: { type: 'string', examples: ['"contact";q=5;w=600'] },
  },
  RateLimit: {
    description:
      'The state of each policy after this request: `"<policy>";r=<requests left>;t=<seconds until the quota is whole again>`, e.g. `"contact";r=4;t=600`. At `r=0` the next counted request is 429 until `t` (or `Retry-After`) has passed.',
    schema: { type: 'string', examples: ['"contact";r=4;t=600'] },
  },
};

const headerRefs = {
  'RateLimit-Policy': { $ref: '#/components/headers/RateLimitPolicy' },
  RateLimit: { $ref: '#/components/headers/RateLimit' },
};

/**
 * Adds the headers to the answers of the operations above. A shared answer (`$ref` to
 * components.responses) is copied in place with them: a reference cannot take headers of its own.
 */
export function withRateLimitHeaders<T extends Record<string, Record<string, Json>>>(paths: T, shared: Record<string, Json>): T {
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) {
      const policies = RATE_LIMITED_OPERATIONS[operation.operationId as string];
      if (!policies) continue;
      const responses = operation.responses as Record<string, Json>;
      for (const [status, response] of Object.entries(responses)) {
        if (status === '503') continue;
        const ref = typeof response.$ref === 'string' ? response.$ref : undefined;
        const base = ref ? shared[ref.split('/').pop()!]! : response;
        responses[status] = { ...base, headers: { ...(base.headers as Json | undefined), ...headerRefs } };
      }
      operation.description = [operation.description, `Rate-limit policies: ${policies.map((p) => `\`${p}\``).join(', ')} (the \`RateLimit-Policy\` and \`RateLimit\` headers).`]
        .filter(Boolean)
        .join('\n\n');
    }
  }
  return paths;
}
