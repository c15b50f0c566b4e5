import { jest } from '@jest/globals';

/** A gate held work waits at until the test opens it. */
export function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** Resolves once `count()` reaches `n`, looking after every turn of the event loop (no timer). */
export async function untilCount(count: () => number, n: number): Promise<void> {
  while (count() < n) await new Promise((resolve) => setImmediate(resolve));
}

type Lister = { list: (...args: never[]) => Promise<unknown> };

/**
 * Puts `around` in the way of every `service.list` read (until the spy is restored): it gets the
 * real read, to call when it likes, and the call's number from 1, so a test can hold reads at a
 * gate, count them or make one fail.
 */
export function aroundList(service: Lister, around: (read: () => Promise<unknown>, call: number) => Promise<unknown>) {
  const list = service.list;
  let calls = 0;
  return jest.spyOn(service, 'list').mockImplementation((...args) => around(() => list.apply(service, args), ++calls));
}

/** Holds every `service.list` read until the gate opens. */
export const holdList = (service: Lister, held: { opened: Promise<void> }) =>
  aroundList(service, async (read) => {
    await held.opened;
    return read();
  });
