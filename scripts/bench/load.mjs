// The load generator of `npm run bench`, in its own process: autocannon's event loop then shares
// nothing with the orchestrator (seeding, sharp, recording) and both servers are measured by the
// same, otherwise idle, client. Receives autocannon options over IPC, answers with the numbers the
// bench prints. BENCH_WORKERS > 0 spreads the connections over that many worker threads.
import autocannon from 'autocannon';

const workers = Number(process.env.BENCH_WORKERS ?? 0);

process.on('message', (options) => {
  autocannon({ ...options, ...(workers > 0 && { workers }) }, (error, result) => {
    if (error) return process.send({ error: error.message });
    process.send({
      result: {
        total: result.requests.total,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
      },
    });
  });
});
process.on('disconnect', () => process.exit(0));
