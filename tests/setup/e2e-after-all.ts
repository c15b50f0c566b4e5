// Set up in every e2e file. Its time limit: a browser test shares two cores with another test
// file, and on a slow CI machine one ran 2.5× its time alone and passed 60 s (CI of 2026-11-29); a hung test
// still fails, after two minutes. (Jest reads `testTimeout` from the global config only, not a
// project's.) Then, after each file's own afterAll hooks, it closes any server or Chromium that
// finished starting after a timed-out beforeAll (see tests/helpers/late-starts.ts).
import { afterAll, jest } from '@jest/globals';
import { closeEveryStart } from '../helpers/late-starts';

jest.setTimeout(120_000);

afterAll(() => closeEveryStart(), 60_000);
