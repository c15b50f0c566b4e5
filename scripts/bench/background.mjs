// Load from other clients beside a measure (scripts/bench/pages.mjs): plain node:http requests back to back.
import http from 'node:http';

/** Runs `makeRequest` over `clients` connections back to back until `stop` resolves; counts answers. */
export async function background(base, clients, makeRequest, until) {
  let running = true;
  let answered = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const one = () =>
    new Promise((resolve) => {
      const { path: p, headers } = makeRequest();
      const req = http.get(base + p, { agent, headers }, (res) => {
        res.on('data', () => {});
        res.on('end', () => {
          answered += 1;
          resolve();
        });
        res.on('error', resolve);
      });
      req.on('error', resolve);
    });
  const loops = Array.from({ length: clients }, async () => {
    while (running) await one();
  });
  await until;
  running = false;
  await Promise.all(loops);
  agent.destroy();
  return answered;
}
