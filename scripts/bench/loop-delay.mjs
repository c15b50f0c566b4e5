// Loaded into the served process by `npm run bench` only (`node --import`), never by `npm start`:
// measures how long the server's event loop was held over a window the bench opens and closes over
// the IPC channel it gives the server. Off outside those windows, so the other rows are measured
// without its timers.
//
// Two figures. `delay`: how late a 2 ms timer fired (perf_hooks.monitorEventLoopDelay), which on a
// machine shared with other work also counts the time the process was not scheduled at all. `held`:
// the CPU time the server's main thread used between two turns of a 2 ms timer (Linux
// /proc/thread-self/schedstat, nanoseconds), which counts only work the loop did while nobody else
// was served: the figure that says whether one request holds the others up.
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const INTERVAL_MS = 2;

/** CPU time of the calling thread (the main thread: timers run there), in ms, or undefined off Linux. */
function threadCpuMs() {
  try {
    return Number(fs.readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return undefined;
  }
}

if (process.send) {
  const histogram = monitorEventLoopDelay({ resolution: INTERVAL_MS });
  const round = (ms) => Math.round(ms * 10) / 10;
  let ticker;
  let held = [];
  process.on('message', (message) => {
    if (message?.loopDelay === 'start') {
      histogram.reset();
      histogram.enable();
      held = [];
      let last = threadCpuMs();
      ticker = setInterval(() => {
        const now = threadCpuMs();
        if (now !== undefined && last !== undefined) held.push(now - last);
        last = now;
      }, INTERVAL_MS);
    } else if (message?.loopDelay === 'stop') {
      histogram.disable();
      clearInterval(ticker);
      held.sort((a, b) => a - b);
      process.send({
        loopDelay: {
          // The delay past the timer's own interval: what requests waited behind something else.
          max: round(histogram.max / 1e6 - INTERVAL_MS),
          p99: round(histogram.percentile(99) / 1e6 - INTERVAL_MS),
          heldMax: held.length ? round(held[held.length - 1]) : undefined,
          heldP99: held.length ? round(held[Math.floor(held.length * 0.99)]) : undefined,
        },
      });
    }
  });
  // The channel must not keep a server that is shutting down alive.
  process.channel?.unref();
}
