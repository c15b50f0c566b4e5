// How the bench drives autocannon (its own process, scripts/bench/load.mjs, one run at a time), and
// the table's cells.
import { ACCEPT } from './record.mjs';

export const rps = (n) => Math.round(n);
export const ratio = (a, b) => `${(a / b).toFixed(2)}×`;
export const row = (...cells) => `| ${cells.join(' | ')} |`;

/** `run(url, options, duration)` and `compare(projectUrl, bareUrl, options)` over the load process `load`. */
export function runner({ load, seconds, connections }) {
  function run(url, options = {}, duration = seconds) {
    const request = {
      url,
      connections: options.connections ?? connections,
      duration,
      headers: { 'accept-encoding': ACCEPT, ...options.headers },
      method: options.method ?? 'GET',
      ...(options.body && { body: options.body }),
    };
    return new Promise((resolve, reject) => {
      load.once('message', ({ error, result }) => {
        if (error) return reject(new Error(error));
        if (result.non2xx && !options.expect304) console.warn(`  ${url}: ${result.non2xx} non-2xx answers`);
        if (result.errors || result.timeouts) console.warn(`  ${url}: ${result.errors} errors, ${result.timeouts} timeouts`);
        resolve(result);
      });
      load.send(request);
    });
  }

  /**
   * Measures the project and the bare server in alternating 2 s slices (A B B A A B ...), so a burst
   * of load from elsewhere on the machine falls on both sides alike. req/s: all requests over all
   * slices; p99: the median of the slices' p99s.
   */
  async function compare(projectUrl, bareUrl, options = {}) {
    const slice = 2;
    const rounds = Math.max(1, Math.round(seconds / slice));
    const sides = { project: [], bare: [] };
    for (let i = 0; i < rounds; i++) {
      const order = i % 2 === 0 ? ['project', 'bare'] : ['bare', 'project'];
      for (const side of order) sides[side].push(await run(side === 'project' ? projectUrl : bareUrl, options, slice));
    }
    const merge = (results) => {
      const p99s = results.map((r) => r.p99).sort((a, b) => a - b);
      return {
        rps: results.reduce((sum, r) => sum + r.total, 0) / (results.length * slice),
        p99: p99s[Math.floor(p99s.length / 2)],
      };
    };
    return { project: merge(sides.project), bare: merge(sides.bare) };
  }

  return { run, compare };
}
