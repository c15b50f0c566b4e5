// The load of the rush scenario (scripts/bench/rush.mjs), in its own process like load.mjs: one
// autocannon per path, all at once, each answer read as it comes. Receives over IPC
// `{base, paths: [{path, connections, marker}], duration, instant}` and answers, per path, autocannon's
// figures and what the answers said: how many were built by the app (no X-Cache: the request that
// ran the miss, one per key and flight when coalesced) and how many of those received from one
// second after the instant on did not carry the wave (`marker` absent from the body).
import autocannon from 'autocannon';

/** The answer's X-Cache, whatever the case of its name (autocannon gives the raw names). */
function cacheHeader(headers) {
  for (const [name, value] of Object.entries(headers)) if (name.toLowerCase() === 'x-cache') return String(value);
  return undefined;
}

function loadOne(base, { path, connections, marker }, duration, instant) {
  const seen = { builds: 0, buildsAt: [], afterInstant: 0, withoutWave: 0, firstWithout: undefined };
  const onResponse = (status, body, _context, headers) => {
    const now = Date.now();
    if (status === 200 && cacheHeader(headers) === undefined) {
      seen.builds += 1;
      seen.buildsAt.push(now - instant);
    }
    if (now < instant + 1000) return;
    seen.afterInstant += 1;
    if (status !== 200 || !body.includes(marker)) {
      seen.withoutWave += 1;
      seen.firstWithout ??= { status, at: now - instant };
    }
  };
  return new Promise((resolve, reject) => {
    // No Accept-Encoding: the bodies come as text, to be searched for the wave.
    autocannon({ url: base, connections, duration, requests: [{ method: 'GET', path, onResponse }] }, (error, result) => {
      if (error) return reject(error);
      resolve({
        path,
        total: result.requests.total,
        p50: result.latency.p50,
        p99: result.latency.p99,
        max: result.latency.max,
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
        ...seen,
        // The builds' moments relative to the instant (ms): the first few say when each key was rebuilt.
        buildsAt: seen.buildsAt.slice(0, 10),
      });
    });
  });
}

process.on('message', ({ base, paths, duration, instant }) => {
  Promise.all(paths.map((p) => loadOne(base, p, duration, instant))).then(
    (results) => process.send({ results }),
    (error) => process.send({ error: error.message }),
  );
});
process.on('disconnect', () => process.exit(0));
