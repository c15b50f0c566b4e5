// Responses recorded from the project's server for the bare node:http server (bare-server.mjs) to replay.
import http from 'node:http';

/** What the bench's clients accept, as browsers do. */
export const ACCEPT = 'br, gzip, deflate';

// Connection-level headers Node writes itself on both sides; everything else is replayed as is.
const HOP_BY_HOP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * Records a response exactly as the client gets it (compressed bytes, every header the project
 * sends, helmet's included) for the bare server to replay, as a 200 and as the 304 it answers to
 * If-None-Match.
 */
export async function record(base, urlPath) {
  return recordRequest(base, urlPath, { method: 'GET' });
}

/** `record` for any request: `options` has its method, headers and body (the GraphQL POSTs). */
export async function recordRequest(base, urlPath, { method = 'GET', headers: given = {}, body } = {}) {
  // node:http rather than fetch: fetch would decode the body.
  const get = (headers) =>
    new Promise((resolve, reject) => {
      const req = http.request(base + urlPath, { method, headers: { 'accept-encoding': ACCEPT, ...given, ...headers } }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const kept = Object.entries(res.headers).filter(([name]) => !HOP_BY_HOP.has(name));
          resolve({ status: res.statusCode, headers: Object.fromEntries(kept), body: Buffer.concat(chunks) });
        });
      });
      req.on('error', reject);
      req.end(body);
    });
  const ok = await get({});
  if (ok.status !== 200) throw new Error(`${method} ${urlPath}: got ${ok.status}`);
  // A GraphQL POST carries no validator to revalidate with: only GETs are replayed as 304s too.
  if (method !== 'GET') return { path: urlPath, headers: ok.headers, headers304: null, body: ok.body.toString('base64'), size: ok.body.length };
  const notModified = await get({ 'if-none-match': ok.headers.etag });
  if (notModified.status !== 304) throw new Error(`${urlPath}: If-None-Match got ${notModified.status}`);
  return { path: urlPath, headers: ok.headers, headers304: notModified.headers, body: ok.body.toString('base64'), size: ok.body.length };
}
