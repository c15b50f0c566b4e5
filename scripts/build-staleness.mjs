// When a build output must be redone: the server's and the web app's builds share this check.
import fs from 'node:fs';
import path from 'node:path';

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when `output` is missing or older than the newest file under any of `sources`. */
export function isOlderThanSources(output, sources) {
  const builtAt = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
  return builtAt < Math.max(...sources.map(newestMtime));
}
