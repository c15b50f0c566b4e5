// The load of the rush scenario (scripts/bench/rush.mjs), in its own process like load.mjs: one
// autocannon per path, all at once, each answer looked at as it comes. Receives over IPC
// `{base, paths: [{path, connections}], duration, instant}` and answers, per path, autocannon's
// figures and what the answers said: how many were built by the app (no X-Cache: the request that
// ran the miss, one per key and flight when coalesced), and the ETags of the answers to requests
// sent from one second after the instant on, with their counts. Bodies come compressed, as a browser asks for
// them; the strong ETag names the identity body whatever the encoding, so rush.mjs tells the
// wave's answers from the others by it (and reads the wave's body once, to check it).
import autocannon from 'autocannon';

/** A header of the answer, whatever the case of its name (autocannon gives the raw names). */
function header(headers, wanted) {
  for (const [name, value] of Object.entries(headers)) if (name.toLowerCase() === wanted) return String(value);
  return undefined;
}

function loadOne(base, { path, connections }, duration, instant) {
  const seen = { builds: 0, buildsAt: [], afterInstant: 0, etagsAfter: {}, failedAfter: 0 };
  // Each connection has one request out at a time: its context holds when that request was sent.
  const setupRequest = (req, context) => {
    context.sentAt = Date.now();
    return req;
  };
  const onResponse = (status, _body, context, headers) => {
    if (status === 200 && header(headers, 'x-cache') === undefined) {
      seen.builds += 1;
      seen.buildsAt.push(Date.now() - instant);
    }
    // Judged by when it was asked: under this load an answer can take seconds to arrive.
    if (context.sentAt < instant + 1000) return;
    seen.afterInstant += 1;
    if (status !== 200) seen.failedAfter += 1;
    const etag = header(headers, 'etag') ?? 'none';
    seen.etagsAfter[etag] = (seen.etagsAfter[etag] ?? 0) + 1;
  };
  return new Promise((resolve, reject) => {
    const headers = { 'accept-encoding': 'br, gzip, deflate' };
    autocannon({ url: base, connections, duration, headers, requests: [{ method: 'GET', path, setupRequest, onResponse }] }, (error, result) => {
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
