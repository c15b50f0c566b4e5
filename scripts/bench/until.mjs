/** Waits until `url` answers 2xx (a started server), or throws after `ms`. Shared by the bench's parts. */
export async function until(url, ms = 180_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}
