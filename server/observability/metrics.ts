import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { inSpan } from './spans';

/**
 * The process's Prometheus figures (served by GET /metrics, metrics-route.ts). One registry per
 * process: each instance behind the proxy serves its own, Prometheus adds them up.
 *
 * Every label takes a value from a short, fixed set (a method, a route TEMPLATE, a status, a cache
 * outcome, a limiter's name): nothing a request sends (an id, a path, a GraphQL operation name)
 * ever becomes a label value, so the number of series cannot grow with traffic.
 */
export const registry = new Registry();

// Event-loop delay (nodejs_eventloop_lag_*), heap and RSS, CPU seconds, handles, GC: prom-client's own.
collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });

/** Seconds; from a cached answer (~0.1 ms) to a slow page render or upload (seconds). */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route template and status.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from a request arriving to its answer being handed to the socket, by method, route template and status.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const publicCacheRequests = new Counter({
  name: 'public_cache_requests_total',
  help: 'Public read cache lookups, by kind (page, api, image, graphql) and outcome (hit, stale, expired, miss, coalesced).',
  labelNames: ['kind', 'outcome'] as const,
  registers: [registry],
});

export const renderDuration = new Histogram({
  name: 'page_render_duration_seconds',
  help: 'Server renders of public pages, from queueing to the finished HTML.',
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const renderFailures = new Counter({
  name: 'page_render_failures_total',
  help: 'Server renders that failed (the page was served client-rendered instead).',
  registers: [registry],
});

/** Queue lengths of the page-render pools alive in this process (normally one). */
const renderQueues = new Set<() => number>();
export const watchRenderQueue = (length: () => number) => {
  renderQueues.add(length);
  return () => void renderQueues.delete(length);
};
new Gauge({
  name: 'page_render_queue_length',
  help: 'Page renders waiting for a render thread.',
  registers: [registry],
  collect() {
    let total = 0;
    for (const length of renderQueues) total += length();
    this.set(total);
  },
});

export const dbQueryDuration = new Histogram({
  name: 'db_query_duration_seconds',
  help: 'Database queries, by statement kind (select, insert, update, delete, other).',
  labelNames: ['operation'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const dbQueryErrors = new Counter({
  name: 'db_query_errors_total',
  help: 'Database queries that failed, by statement kind.',
  labelNames: ['operation'] as const,
  registers: [registry],
});

export const signInFailures = new Counter({
  name: 'auth_sign_in_failures_total',
  help: 'Sign-ins refused for a wrong email, password or two-factor code.',
  labelNames: ['step'] as const,
  registers: [registry],
});

export const limiterRefusals = new Counter({
  name: 'rate_limit_refusals_total',
  help: 'Requests refused (429) by a rate limiter, by limiter.',
  labelNames: ['limiter'] as const,
  registers: [registry],
});

export const uploadBytes = new Counter({
  name: 'upload_bytes_total',
  help: 'Bytes of uploaded files accepted (originals, before their variants are made).',
  registers: [registry],
});

/** Runs one page render, timed (and counted as failed when it throws), in a span when traces are on. */
export async function timedRender<T>(render: () => Promise<T>): Promise<T> {
  const stop = renderDuration.startTimer();
  try {
    return await inSpan('page render', {}, render);
  } catch (error) {
    renderFailures.inc();
    throw error;
  } finally {
    stop();
  }
}
