// The yardstick: bare node:http replaying recorded responses (path → headers, body; and the 304
// headers), byte for byte what the project sends, answering If-None-Match with 304 as the project
// does. Started by scripts/bench.mjs.
import fs from 'node:fs';
import http from 'node:http';

const recorded = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const routes = new Map(recorded.map((r) => [r.path, { ...r, body: Buffer.from(r.body, 'base64') }]));
const server = http.createServer((req, res) => {
  const route = routes.get(req.url);
  if (!route) {
    res.statusCode = 404;
    return res.end();
  }
  if (route.headers304 && req.headers['if-none-match'] === route.headers.etag) {
    res.writeHead(304, route.headers304);
    return res.end();
  }
  res.writeHead(200, route.headers);
  res.end(route.body);
});
server.listen(Number(process.argv[3]), () => process.send?.('ready'));
