import type { Logger } from 'pino';
import type { ContentVersion } from '../../cache/content-version';
import type { PublishSchedule } from './schedule';

/** When the next instant cannot be read (database gone), caches keep nothing longer than this. */
const RETRY_MS = 1000;

/**
 * Keeps the content version's expiry on the next scheduled instant (#35, item 3): read from the
 * database at start and after every invalidation (a write here or elsewhere, or the instant itself),
 * counting from the moment of that invalidation. Whatever is cached from then on was read after it,
 * so it expires at the next instant after it, on every instance alike, with no timer and no job.
 */
export function followSchedule(content: ContentVersion, schedule: PublishSchedule, now: () => Date, logger: Logger) {
  let generation = 0;
  let latest: Promise<void> = Promise.resolve();
  const refresh = () => {
    const mine = ++generation;
    const from = now();
    latest = schedule.nextAfter(from).then(
      (next) => {
        if (mine === generation) content.expireAt(next);
      },
      (err: unknown) => {
        if (mine === generation) content.expireAt(from.getTime() + RETRY_MS);
        logger.warn({ err }, 'next publishing instant unknown: public caches expire every second until it is read');
      },
    );
    return latest;
  };
  content.onChange(() => void refresh());
  void refresh();
  return {
    /** Resolves once the newest reading of the next instant is in (tests). */
    settled: () => latest,
  };
}
