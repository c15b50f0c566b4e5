// Loaded into the served process by `npm run bench` only (`node --import`), never by `npm start`:
// measures how long the server's event loop was held (perf_hooks.monitorEventLoopDelay) over a
// window the bench opens and closes over the IPC channel it gives the server. Off outside those
// windows, so the other rows are measured without its timer.
import { monitorEventLoopDelay } from 'node:perf_hooks';

if (process.send) {
  // A 2 ms sampling timer: a hold of a few milliseconds falls on a sample and shows as its delay.
  const histogram = monitorEventLoopDelay({ resolution: 2 });
  const ms = (ns) => Math.round((ns / 1e6) * 10) / 10;
  process.on('message', (message) => {
    if (message?.loopDelay === 'start') {
      histogram.reset();
      histogram.enable();
    } else if (message?.loopDelay === 'stop') {
      histogram.disable();
      // The delay past the timer's own interval: what requests waited behind something else.
      process.send({ loopDelay: { max: ms(histogram.max) - 2, p99: ms(histogram.percentile(99)) - 2, samples: histogram.count } });
    }
  });
  // The channel must not keep a server that is shutting down alive.
  process.channel?.unref();
}
