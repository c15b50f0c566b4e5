/**
 * @jest-environment jsdom
 */
/**
 * The inline loader of server-rendered pages (server/http/deferredScripts.ts), run in a document:
 * after the first frame it adds the page's module preloads one per task, and only then imports the
 * entry.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { DEFERRED_LOADER, PAGE_MODULES_ID, pageModulesBlock } from '../../server/http/deferredScripts';

const modules = ['/assets/index-a1.js', '/assets/runtime-b2.js', '/assets/react-c3.js', '/assets/home-d4.js'];
const preloads = () => [...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href'));

describe('the deferred loader', () => {
  let imported: string[];
  beforeEach(() => {
    jest.useFakeTimers();
    imported = [];
    document.head.innerHTML = '<title>t</title>';
    document.body.innerHTML = `<div id="root"></div>${pageModulesBlock(modules)}`;
    expect(document.getElementById(PAGE_MODULES_ID)).not.toBeNull();
    (window as unknown as { requestAnimationFrame: (f: () => void) => number }).requestAnimationFrame = (f) => setTimeout(f, 16) as unknown as number;
    // jsdom cannot import modules: the loader's `import(...)` is replaced by a recorder (the only change).
    expect(DEFERRED_LOADER.match(/import\(m\[0\]\)/g)).toHaveLength(1);
    const runnable = DEFERRED_LOADER.replace('import(m[0])', 'window.__import(m[0])');
    (window as unknown as { __import: (m: string) => void }).__import = (m) => imported.push(m);
    // The page has loaded (document.readyState is 'complete' in jsdom once the test runs).
    new Function(runnable)();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('adds one preload per task after the first frame, then imports the entry', () => {
    expect(preloads()).toEqual([]);
    jest.advanceTimersByTime(16); // the frame
    jest.advanceTimersToNextTimer(); // go()
    expect(preloads()).toHaveLength(1);
    jest.advanceTimersToNextTimer();
    expect(preloads()).toHaveLength(2);
    expect(imported).toEqual([]);
    jest.runAllTimers();
    expect(new Set(preloads())).toEqual(new Set(modules.slice(1)));
    expect(imported).toEqual([modules[0]]);
  });
});
