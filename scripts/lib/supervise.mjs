// Keeps one child process running: restarts it when it ends without being asked to (a crash, an
// uncaught fault, SIGKILL), after a backoff that doubles on quick repeats, and passes SIGTERM/SIGINT
// through so the child can drain. Used by `npm start` (the server) and `npm run cluster` (each
// instance). The reason of every restart is logged.
import { spawn } from 'node:child_process';

/**
 * @param {object} options
 * @param {string} options.name       how the child is called in the log
 * @param {string} options.command
 * @param {string[]} options.args
 * @param {NodeJS.ProcessEnv} [options.env]
 * @param {string} [options.cwd]
 * @param {import('node:child_process').StdioOptions} [options.stdio]
 * @param {(line: string) => void} [options.log]
 * @param {number} [options.minBackoffMs]   first restart delay (doubles up to maxBackoffMs)
 * @param {number} [options.maxBackoffMs]
 * @param {number} [options.stableAfterMs]  a child that ran this long restarts after minBackoffMs again
 */
export function supervise({ name, command, args, env, cwd, stdio = 'inherit', log = (line) => console.error(line), minBackoffMs = 200, maxBackoffMs = 10_000, stableAfterMs = 30_000 }) {
  let child;
  let stopping = false;
  let restartTimer;
  let backoff = minBackoffMs;
  let restarts = 0;
  let finish;
  const exited = new Promise((resolve) => (finish = resolve));
  const listeners = new Set();

  const start = () => {
    const startedAt = Date.now();
    child = spawn(command, args, { cwd, env, stdio });
    for (const listener of listeners) listener(child);
    child.on('exit', (code, signal) => {
      if (stopping) return finish(code ?? (signal ? 1 : 0));
      const ranMs = Date.now() - startedAt;
      if (ranMs >= stableAfterMs) backoff = minBackoffMs;
      restarts++;
      log(`${name} ended (${signal ? `signal ${signal}` : `exit code ${code}`}) after ${ranMs} ms without being asked to: restart ${restarts} in ${backoff} ms`);
      restartTimer = setTimeout(start, backoff);
      backoff = Math.min(backoff * 2, maxBackoffMs);
    });
  };
  start();

  return {
    /** The running child (a new one after each restart). */
    get child() {
      return child;
    },
    get restarts() {
      return restarts;
    },
    /** Calls `listener` with each child started from now on (to read its output). */
    onStart(listener) {
      listeners.add(listener);
    },
    /** Passes `signal` to the child and stops restarting it; resolves with its exit code. */
    stop(signal = 'SIGTERM') {
      if (!stopping) {
        stopping = true;
        clearTimeout(restartTimer);
        if (child.exitCode !== null || child.signalCode !== null) finish(child.exitCode ?? 1);
        else child.kill(signal);
      }
      return exited;
    },
    /**
     * Ends the child on purpose (a new release, a rolling restart) and starts a fresh one at once,
     * without the crash backoff. Resolves when the old one has exited.
     */
    async restart(signal = 'SIGTERM') {
      const old = child;
      old.removeAllListeners('exit');
      const gone = new Promise((resolve) =>
        old.once('exit', () => {
          if (!stopping) start();
          resolve();
        }),
      );
      old.kill(signal);
      await gone;
    },
    exited,
  };
}
