import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { badRequest } from '../../errors';

/**
 * zxcvbn's score, 0 (too guessable) to 4: 3 is "safely unguessable: moderate protection from an
 * offline slow-hash attack" (argon2id here), the least a team password may have.
 */
export const MIN_STRENGTH_SCORE = 3;

/**
 * The characters rated, so a long hostile password cannot hold the event loop: zxcvbn's matching
 * grows much faster than the length (at its default of 256, repeated patterns take seconds of one
 * core each), and a password's characters past these only add to its strength.
 */
const RATED_LENGTH = 64;

// Loaded and built on first use: its ranked dictionaries (common passwords, English words and
// names) take ~30 MB that only a password change, a reset or an invitation needs.
let estimator: Promise<ZxcvbnFactory> | undefined;
const zxcvbn = () =>
  (estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(
    ([{ ZxcvbnFactory }, common, en]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        translations: en.translations,
        maxLength: RATED_LENGTH,
      }),
  ));

/**
 * Refuses a team password that zxcvbn-ts rates weak or common (400 naming `field`, with its advice).
 * `related` are the member's own words (their email, its parts): a password built on them is weak.
 */
export async function assertStrongPassword(password: string, field: string, related: string[] = []): Promise<void> {
  const words = related.flatMap((r) => [r, ...r.split(/[@.+_-]+/)]).filter((w) => w.length >= 3);
  const { score, feedback } = (await zxcvbn()).check(password, words);
  if (score >= MIN_STRENGTH_SCORE) return;
  const advice = [feedback.warning, ...feedback.suggestions].filter(Boolean).join(' ');
  throw badRequest('Validation failed', {
    [field]: `This password is too easy to guess.${advice ? ` ${advice}` : ' Add more words that are less common.'}`,
  });
}
