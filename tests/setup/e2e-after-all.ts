// Runs after each e2e file's own afterAll hooks: closes any server or Chromium that finished
// starting after a timed-out beforeAll (see tests/helpers/late-starts.ts).
import { afterAll } from '@jest/globals';
import { closeEveryStart } from '../helpers/late-starts';

afterAll(() => closeEveryStart(), 60_000);
