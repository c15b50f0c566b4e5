import { afterAll, describe, expect, it } from '@jest/globals';
import { crashTrial, removeCrashTemplate } from '../helpers/crash-trial';
import { pngImage } from '../helpers/images';

// A few trials in every run; `npm run crashtest` runs 100.
describe('SIGKILL during concurrent writes on the embedded database', () => {
  afterAll(removeCrashTemplate);

  it('keeps every acknowledged write and serves every stored image after a restart', async () => {
    const image = await pngImage();
    for (let trial = 0; trial < 2; trial++) {
      const result = await crashTrial(image, { killAfterMs: 200 + trial * 400 });
      expect(result.acknowledged).toBeGreaterThan(0);
      expect(result.missing).toEqual([]);
    }
  }, 900_000);
});
