import { tickCountdown } from '../features/home/start';
import { startGtm } from '../features/layout/start';
import { registerServiceWorker } from '../features/offline/start';
import { showsSavedPicks } from '../features/schedule/start';
import { logVisit } from '../features/startup/start';
import { PAGE_MODULES_ID } from '@domain/pageData';
import { onAppReady } from '../shared/lib/appReady';

/**
 * The one script a server-rendered public page runs at first (a few KB, no React).
 *
 * Such a page is complete without the app: its text, images and links work as HTML. The app
 * (React, Chakra, Apollo: ~200 KB and about a second of a phone's CPU) is needed only to answer
 * a control, so it starts when the visitor shows they are about to use the page (a touch, a
 * scroll, a key, the mouse), or at once when the page needs it to be right (a shared link
 * to a band's dialog, stars this browser picked, no network). A reader who only reads never pays
 * for it. Until then this script does what the page must do without the app: tick the countdown,
 * log the visit, load GTM, register the offline worker. A tap on a control before the app has
 * taken over is held and replayed once it has; a tap on a link is a plain navigation.
 * See docs/architecture.md ("How a public page starts").
 */

/** What a visitor does that says they are about to use the page, not only read it. */
const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;
const LISTENING = { capture: true, passive: true } as const;

/** Controls only the app can answer: a tap on one before the app is ready is held, then replayed. */
const APP_CONTROLS =
  'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="menuitem"], summary, label, input, select, textarea';

/** Fields the browser answers by itself (focus, typing): a tap on one, or on its label, is not held. */
const TEXT_ENTRY = 'textarea, input:not([type="checkbox"], [type="radio"], [type="button"], [type="submit"], [type="reset"], [type="image"], [type="file"], [type="range"], [type="color"])';

type ImportModule = (url: string) => Promise<unknown>;

/** Starts a server-rendered page; returns what takes its listeners off again (tests, a page torn down). */
export function startPage(win: Window = window, importModule: ImportModule = (url) => import(/* @vite-ignore */ url)): () => void {
  const doc = win.document;
  const stopCountdown = tickCountdown(doc);
  let started = false;
  let heldTap: HTMLElement | null = null;

  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) win.removeEventListener(type, onIntent, LISTENING);
    loadApp(doc, importModule);
  };
  function onIntent(event: Event) {
    // A finger coming down on a link is about to navigate: the next page starts afresh.
    const pressed = event.type === 'pointerdown' || event.type === 'touchstart';
    if (pressed && event.target instanceof Element && event.target.closest('a[href]')) return;
    start();
  }
  const holdTap = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(APP_CONTROLS) : null;
    if (!control || control.closest('a[href]')) return;
    const field = control instanceof HTMLLabelElement ? control.control : control;
    if (field?.matches(TEXT_ENTRY)) return start();
    event.preventDefault();
    event.stopPropagation();
    heldTap = control;
    start();
  };

  win.addEventListener('click', holdTap, true);
  for (const type of INTENT_EVENTS) win.addEventListener(type, onIntent, LISTENING);
  onAppReady(() => {
    win.removeEventListener('click', holdTap, true);
    stopCountdown();
    const tap = heldTap;
    heldTap = null;
    if (tap?.isConnected) replayTap(tap);
  }, doc);
  afterLoad(win, () => {
    if (needsAppAtOnce(win)) start();
    // One chore per task, so none of them makes a long one with another.
    const chores = [logVisit, () => startGtm(doc), registerServiceWorker];
    const runNext = () => {
      const chore = chores.shift();
      if (!chore) return;
      chore();
      win.setTimeout(runNext, 0);
    };
    runNext();
  });
  return () => {
    started = true;
    win.removeEventListener('click', holdTap, true);
    for (const type of INTENT_EVENTS) win.removeEventListener(type, onIntent, LISTENING);
    stopCountdown();
  };
}

/**
 * A real tap focuses the control before its click, and some controls answer only a focused click
 * (Chakra's accordion trigger: its machine takes a click in its focused state only, so a bare
 * `.click()` on a button the press had focused before hydration opened nothing, and the
 * visitor's first click on an FAQ question was lost).
 */
function replayTap(control: HTMLElement) {
  // The visitor's press focused it before the app was there to hear it: focus it again, heard.
  if (control.ownerDocument.activeElement === control) control.blur();
  control.focus({ preventScroll: true });
  control.click();
}

/** Pages that are only right with the app: a shared link to a band, this browser's picks, offline. */
function needsAppAtOnce(win: Window): boolean {
  return !win.navigator.onLine || win.document.querySelector('[data-start-app]') !== null || showsSavedPicks(win.document);
}

/** After `load` and the next frame: the largest image is on screen before anything competes with it. */
function afterLoad(win: Window, then: () => void) {
  const later = () => win.requestAnimationFrame(() => win.setTimeout(then, 0));
  if (win.document.readyState === 'complete') later();
  else win.addEventListener('load', later, { once: true });
}

/**
 * Preloads the page's chunks one per task (starting a request costs ~10 ms of a phone's main
 * thread; twenty at once were one long task), then imports the entry, which hydrates the page.
 */
export function loadApp(doc: Document, importModule: ImportModule) {
  const [entry, ...chunks] = JSON.parse(doc.getElementById(PAGE_MODULES_ID)?.textContent || '[]') as string[];
  if (!entry) return;
  let next = 0;
  const preloadNext = () => {
    if (next >= chunks.length) {
      importModule(entry).catch(() => undefined); // offline without a cached entry: the page stays as HTML
      return;
    }
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = chunks[next++];
    doc.head.appendChild(link);
    setTimeout(preloadNext, 0);
  };
  preloadNext();
}
