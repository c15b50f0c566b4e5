import { describe, expect, it } from '@jest/globals';
import { supervise } from '../../scripts/lib/supervise.mjs';

/** A child that says it started, then waits; on SIGTERM it exits 0 (as the server does after draining). */
const CHILD = "process.on('SIGTERM', () => process.exit(0)); console.log('started'); setInterval(() => {}, 1000);";

const started = (child: { stdout: NodeJS.ReadableStream | null }) =>
  new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));

describe('the supervisor of npm start and of each cluster instance', () => {
  it('starts a child that ended without being asked to again, with the reason logged, with a growing backoff', async () => {
    const log: string[] = [];
    const supervisor = supervise({ name: 'child', command: process.execPath, args: ['-e', CHILD], stdio: ['ignore', 'pipe', 'inherit'], log: (line) => log.push(line), minBackoffMs: 10 });
    await started(supervisor.child);
    for (const signal of ['SIGKILL', 'SIGSEGV'] as const) {
      const previous = supervisor.child;
      const next = new Promise<void>((resolve) => supervisor.onStart((child) => started(child).then(resolve)));
      previous.kill(signal);
      await next;
      expect(supervisor.child.pid).not.toBe(previous.pid);
    }
    expect(supervisor.restarts).toBe(2);
    expect(log[0]).toMatch(/child ended \(signal SIGKILL\) after \d+ ms without being asked to: restart 1 in 10 ms/);
    expect(log[1]).toMatch(/signal SIGSEGV.*restart 2 in 20 ms/);
    // Asked to stop: the signal is passed through, the child drains and exits 0, nothing restarts it.
    expect(await supervisor.stop('SIGTERM')).toBe(0);
    expect(supervisor.restarts).toBe(2);
  });

  it('restarts on purpose (a release) without counting it as a crash', async () => {
    const supervisor = supervise({ name: 'child', command: process.execPath, args: ['-e', CHILD], stdio: ['ignore', 'pipe', 'inherit'], log: () => {} });
    await started(supervisor.child);
    const first = supervisor.child.pid;
    const next = new Promise<void>((resolve) => supervisor.onStart((child) => started(child).then(resolve)));
    await supervisor.restart('SIGTERM');
    await next;
    expect(supervisor.child.pid).not.toBe(first);
    expect(supervisor.restarts).toBe(0);
    expect(await supervisor.stop()).toBe(0);
  });
});
