import { COUNTDOWN_TICK_MS, countdownParts, type CountdownParts } from './countdownTime';

/**
 * What the home page does before the app runs (web/src/app/pageStart.ts): its server-rendered
 * countdown (from a cached page, possibly minutes old) ticks from the browser's clock. Returns a
 * stop function, called once the app has taken the page over and ticks it itself.
 */
export function tickCountdown(doc: Document = document): () => void {
  const timer = doc.querySelector<HTMLElement>('[data-countdown-ms]');
  const target = Number(timer?.dataset.countdownMs);
  if (!timer || !Number.isFinite(target)) return () => undefined;
  const tick = () => {
    const parts = countdownParts(target, Date.now());
    for (const unit of Object.keys(parts) as (keyof CountdownParts)[]) {
      const value = parts[unit];
      setText(timer.querySelector(`[data-countdown-part="${unit}"]`), String(value).padStart(2, '0'));
      const spoken = timer.querySelector(`[data-countdown-spoken="${unit}"]`);
      setText(spoken, spoken?.textContent?.replace(/^\d+/, String(value)) ?? '');
    }
    if (Date.now() >= target) clearInterval(id);
  };
  const id = setInterval(tick, COUNTDOWN_TICK_MS);
  tick();
  return () => clearInterval(id);
}

/**
 * Changes the text node itself, never replaces it: React hydrates that very node later, and a
 * replaced one would leave React updating a node that is no longer on the page.
 */
function setText(element: Element | null, text: string) {
  const node = element?.firstChild;
  if (node && node.nodeType === Node.TEXT_NODE) {
    if (node.nodeValue !== text) node.nodeValue = text;
  } else if (element) element.textContent = text;
}
