import type { Config } from '../../config';
import { tooManyRequests } from '../../errors';
import type { RateLimits } from '../rate-limits';

/**
 * How failed credentials (a password, a TOTP or recovery code) are limited, after OWASP's
 * authentication guidance: by account and client together, never by account alone, so that nobody
 * can lock a known member out by failing on purpose.
 *
 * - Each client (IP address or IPv6 /64) has its own budget of failures, whatever the account
 *   (`LOGIN_RATE_LIMIT` per `LOGIN_RATE_WINDOW_SECONDS`): past it, 429.
 * - Each account counts its failures from every client. Past `ACCOUNT_LOGIN_RATE_LIMIT` of them, each
 *   further failure puts the account on a delay that doubles (2 s, 4 s, 8 s … up to the window):
 *   a client that has already failed on this account waits it out (429 with `Retry-After`).
 * - A client that has not failed on the account is not held by the account's delay: the member,
 *   from their own browser, signs in with the right password while an attacker hammers the account
 *   from elsewhere. Each such client's one wrong try counts, and makes it a failing client too.
 *
 * Every attempt is counted BEFORE the credential is checked (a burst sent at once cannot slip past)
 * and given back when it is right. Counted in PostgreSQL when there is one (every instance alike).
 */
export function createSignInLimits(config: Config, limits: RateLimits) {
  const freeFailures = config.accountLoginRateLimit.points;
  const maxDelaySeconds = config.accountLoginRateLimit.windowSeconds;
  const pairKey = (account: string, client: string) => `${account}|${client}`;

  async function begin(client: string, account: string) {
    // First the client's own budget: it is what the answer's RateLimit headers tell, even when the
    // account's delay below refuses first (a refusal of the budget itself is the same 429 consume gives).
    await limits.failedLogins.check(client);
    const pair = pairKey(account, client);
    if ((await limits.failedLoginsByAccountClient.count(pair)) > 0) {
      const wait = await limits.accountDelays.heldFor(account);
      if (wait > 0) throw tooManyRequests(wait);
    }
    await limits.failedLogins.consume(client);
    try {
      await limits.failedLoginsByAccountClient.consume(pair);
    } catch (e) {
      await limits.failedLogins.refund(client);
      throw e;
    }
    await limits.failedLoginsPerAccount.consume(account);
  }

  async function succeeded(client: string, account: string) {
    // The client proved the credential: it is no longer one failing on this account.
    await Promise.all([
      limits.failedLogins.refund(client),
      limits.failedLoginsByAccountClient.reset(pairKey(account, client)),
      limits.failedLoginsPerAccount.refund(account),
    ]);
  }

  async function failed(account: string) {
    const failures = await limits.failedLoginsPerAccount.count(account);
    if (failures <= freeFailures) return;
    const delay = Math.min(2 ** Math.min(failures - freeFailures, 30), maxDelaySeconds);
    await limits.accountDelays.hold(account, delay);
  }

  return {
    /**
     * Checks one credential of `account` from `client` under the limits: 429 before `check` runs
     * when this client may not try now; otherwise `check`'s answer, a failure (false or thrown) counted.
     */
    async counted(client: string, account: string, check: () => Promise<boolean>): Promise<boolean> {
      await begin(client, account);
      let ok = false;
      try {
        ok = await check();
      } finally {
        await (ok ? succeeded(client, account) : failed(account));
      }
      return ok;
    },
  };
}

export type SignInLimits = ReturnType<typeof createSignInLimits>;
