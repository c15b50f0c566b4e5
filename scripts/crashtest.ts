// `npm run crashtest`: 100 crash trials (CRASH_TRIALS to change) on the embedded database.
import { pngImage } from '../tests/helpers/images';
import { crashTrial, removeCrashTemplate } from '../tests/helpers/crash-trial';

const trials = Number(process.env.CRASH_TRIALS) || 100;
const image = await pngImage();
let writes = 0;
let failed = 0;
for (let i = 1; i <= trials; i++) {
  const { acknowledged, missing } = await crashTrial(image);
  writes += acknowledged;
  if (missing.length) failed++;
  console.log(`trial ${i}/${trials}: ${acknowledged} acknowledged writes, ${missing.length ? `LOST: ${missing.join('; ')}` : 'all present'}`);
}
await removeCrashTemplate();
console.log(`${trials} trials, ${writes} acknowledged writes, ${failed} trials lost data`);
process.exit(failed ? 1 : 0);
