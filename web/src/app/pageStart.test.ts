/**
 * The page-start script of server-rendered pages (pageStart.ts), in a document: a reader who only
 * reads never loads the app; a visitor about to use the page starts it; a tap on a control before
 * the app is ready is held and replayed; some pages start it at once.
 */
import { PAGE_MODULES_ID } from '@domain/pageData';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { FAVOURITES_KEY } from '../features/schedule';
import { announceAppReady } from '../shared/lib/appReady';
import { startPage } from './pageStart';

const modules = ['/assets/index-a1.js', '/assets/runtime-b2.js', '/assets/react-c3.js', '/assets/home-d4.js'];
const preloads = () => [...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href'));

let imported: string[];
let fetched: string[];
let stop: () => void;

function page(body: string) {
  document.head.innerHTML = '<title>t</title>';
  document.body.innerHTML = `<div id="root">${body}</div><script type="application/json" id="${PAGE_MODULES_ID}">${JSON.stringify(modules)}</script>`;
  stop = startPage(window, async (url) => {
    imported.push(url);
  });
}

/** The load event has fired (jsdom's document is complete), then the frame and the task after it. */
const afterLoad = () => jest.advanceTimersByTime(50);
const loadEverything = () => jest.runOnlyPendingTimers();

beforeEach(() => {
  jest.useFakeTimers({ now: Date.parse('2026-09-24T14:00:00Z') });
  imported = [];
  fetched = [];
  (window as unknown as { requestAnimationFrame: (f: () => void) => number }).requestAnimationFrame = (f) => setTimeout(f, 16) as unknown as number;
  window.fetch = ((url: string) => {
    fetched.push(url);
    return Promise.resolve({ ok: true, status: 204 });
  }) as unknown as typeof fetch;
  localStorage.clear();
  document.documentElement.removeAttribute('data-app-ready');
});

afterEach(() => {
  stop();
  jest.useRealTimers();
});

describe('a server-rendered page before the app', () => {
  it('loads no app for a reader, but logs the visit and loads GTM', () => {
    page('<div data-gtm-id="GTM-ABC123"><main><p>News</p><button type="button">Menu</button></main></div>');
    afterLoad();
    for (let i = 0; i < 20; i++) loadEverything();
    expect({ imported, preloads: preloads() }).toEqual({ imported: [], preloads: [] });
    expect(fetched).toEqual(['/api/visits/log']);
    expect(document.querySelector('script[data-gtm="GTM-ABC123"]')).not.toBeNull();
  });

  it.each(['pointermove', 'keydown', 'scroll', 'touchstart'])('starts the app on %s: one preload per task, then the entry', (type) => {
    page('<main><p>News</p></main>');
    afterLoad();
    window.dispatchEvent(new Event(type));
    expect(preloads()).toHaveLength(1);
    expect(imported).toEqual([]);
    jest.advanceTimersToNextTimer();
    expect(preloads()).toHaveLength(2);
    for (let i = 0; i < 5; i++) jest.advanceTimersToNextTimer();
    expect(new Set(preloads())).toEqual(new Set(modules.slice(1)));
    expect(imported).toEqual([modules[0]]);
    window.dispatchEvent(new Event('pointerdown'));
    loadEverything();
    expect(imported).toEqual([modules[0]]); // once
  });

  it('lets a tap on a link navigate, without loading the app for the page being left', () => {
    page('<main><a href="/lineup"><span>Lineup</span></a></main>');
    const link = document.querySelector('span')!;
    link.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    for (let i = 0; i < 10; i++) loadEverything();
    expect({ prevented: click.defaultPrevented, imported, preloads: preloads() }).toEqual({ prevented: false, imported: [], preloads: [] });
  });

  it('holds a tap on a control until the app has the page, then replays it', () => {
    page('<main><button type="button"><svg></svg></button></main>');
    const button = document.querySelector('button')!;
    const seen: string[] = [];
    button.addEventListener('click', () => seen.push('click'));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.querySelector('svg')!.dispatchEvent(click);
    expect({ prevented: click.defaultPrevented, seen }).toEqual({ prevented: true, seen: [] });
    for (let i = 0; i < 10; i++) loadEverything();
    expect(imported).toEqual([modules[0]]);
    expect(seen).toEqual([]);
    announceAppReady();
    expect(seen).toEqual(['click']);
    // The app has the page now: taps go straight through.
    button.click();
    expect(seen).toEqual(['click', 'click']);
  });

  it('lets a tap on a text field or its label through (the browser focuses it, the visitor types) and starts the app', () => {
    page('<main><form><label for="name">Name</label><input id="name" name="name"><textarea name="message"></textarea><input type="checkbox" name="ok"></form></main>');
    const tap = (selector: string) => {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.querySelector(selector)!.dispatchEvent(click);
      return click.defaultPrevented;
    };
    expect({ label: tap('label'), input: tap('input[name=name]'), textarea: tap('textarea') }).toEqual({ label: false, input: false, textarea: false });
    for (let i = 0; i < 10; i++) loadEverything();
    expect(imported).toEqual([modules[0]]);
    // A checkbox is the app's to toggle: its tap is held like a button's.
    expect(tap('input[type=checkbox]')).toBe(true);
  });

  it.each([
    ['a shared link to a band', () => page('<main data-start-app=""><p>Lineup</p></main>')],
    [
      'a toggle of a band this browser picked',
      () => {
        localStorage.setItem(FAVOURITES_KEY, JSON.stringify(['b2']));
        page('<main><button data-favourite-band="b1"></button><button data-favourite-band="b2"></button></main>');
      },
    ],
    [
      'no network',
      () => {
        jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
        page('<main><p>Saved lineup</p></main>');
      },
    ],
  ])('starts the app at once for %s', (_case, open) => {
    open();
    afterLoad();
    for (let i = 0; i < 10; i++) loadEverything();
    expect(imported).toEqual([modules[0]]);
    jest.restoreAllMocks();
  });

  it('waits for an interaction when the picks are of bands this page does not show', () => {
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify(['elsewhere']));
    page('<main><button data-favourite-band="b1"></button></main>');
    afterLoad();
    for (let i = 0; i < 10; i++) loadEverything();
    expect(imported).toEqual([]);
  });

  it('ticks a cached countdown from the browser clock, changing its text nodes in place, until the app has it', () => {
    const target = Date.parse('2026-09-25T14:00:00Z'); // one day after "now"
    page(
      `<div data-countdown-ms="${target}">` +
        ['days', 'hours', 'minutes', 'seconds'].map((u) => `<span data-countdown-part="${u}">99</span><span data-countdown-spoken="${u}">99 ${u}</span>`).join('') +
        '</div>',
    );
    const seconds = document.querySelector('[data-countdown-part="seconds"]')!;
    const node = seconds.firstChild;
    const shown = () => ['days', 'hours', 'minutes', 'seconds'].map((u) => document.querySelector(`[data-countdown-part="${u}"]`)!.textContent).join(':');
    expect(shown()).toBe('01:00:00:00');
    expect(document.querySelector('[data-countdown-spoken="days"]')!.textContent).toBe('1 days');
    jest.advanceTimersByTime(1000);
    expect(shown()).toBe('00:23:59:59');
    expect(seconds.firstChild).toBe(node);
    announceAppReady();
    jest.advanceTimersByTime(3000);
    expect(shown()).toBe('00:23:59:59');
  });
});
