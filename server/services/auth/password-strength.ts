import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEn from '@zxcvbn-ts/language-en';
import { badRequest } from '../../errors';

/**
 * zxcvbn's score, 0 (too guessable) to 4: 3 is "safely unguessable: moderate protection from an
 * offline slow-hash attack" (argon2id here), the least a team password may have.
 */
export const MIN_STRENGTH_SCORE = 3;

// Built on first use: its dictionaries (common passwords, English words and names) are large.
let estimator: ZxcvbnFactory | undefined;
const zxcvbn = () =>
  (estimator ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEn.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: zxcvbnEn.translations,
  }));

/**
 * Refuses a team password that zxcvbn-ts rates weak or common (400 naming `field`, with its advice).
 * `related` are the member's own words (their email, its parts): a password built on them is weak.
 */
export function assertStrongPassword(password: string, field: string, related: string[] = []) {
  const words = related.flatMap((r) => [r, ...r.split(/[@.+_-]+/)]).filter((w) => w.length >= 3);
  const { score, feedback } = zxcvbn().check(password, words);
  if (score >= MIN_STRENGTH_SCORE) return;
  const advice = [feedback.warning, ...feedback.suggestions].filter(Boolean).join(' ');
  throw badRequest('Validation failed', {
    [field]: `This password is too easy to guess.${advice ? ` ${advice}` : ' Add more words that are less common.'}`,
  });
}
