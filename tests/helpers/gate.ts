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
