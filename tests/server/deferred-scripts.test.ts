/**
 * Server-rendered pages carry the page-start script instead of the entry script
 * (server/http/deferredScripts.ts): the built template's module tags are taken out, the modules are
 * listed for the page-start script, and the CSP allows exactly that script.
 */
import { describe, expect, it } from '@jest/globals';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deferEntry, pageModulesBlock } from '../../server/http/deferredScripts';
import { inlineScriptSources } from '../../server/http/inline-scripts';

const BUILT = `<!doctype html><html><head><script>theme()</script>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-b2.js">
    <link rel="modulepreload" crossorigin href="/assets/react-c3.js">
    <!--ssr-head--></head><body><div id="root"><!--ssr-outlet--></div><!--ssr-data--></body></html>`;

const PAGE_START = '(()=>{start()})();';

describe('deferred page scripts', () => {
  it('takes the entry script and its preloads out of the head and puts the page-start script at the end of the body', () => {
    const deferred = deferEntry(BUILT, PAGE_START)!;
    expect(deferred.entryModules).toEqual(['/assets/index-a1.js', '/assets/runtime-b2.js', '/assets/react-c3.js']);
    expect(deferred.template).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(deferred.template).toContain('<script>theme()</script>');
    expect(deferred.template).toMatch(/<script>\(\(\)=>\{start\(\)\}\)\(\);<\/script>\s*<\/body>/);
  });

  it('leaves a template without a module entry alone', () => {
    expect(deferEntry('<html><body><script src="/app.js"></script></body></html>', PAGE_START)).toBeNull();
  });

  it('keeps the template as built rather than inline a script that would end its own tag early', () => {
    expect(deferEntry(BUILT, 'x("</script>")')).toBeNull();
  });

  it('lists the modules in a data block no module name can break out of', () => {
    expect(pageModulesBlock(['/assets/a.js', '</script><script>alert(1)//'])).toBe(
      '<script type="application/json" id="__PAGE_MODULES__">["/assets/a.js","\\u003c/script>\\u003cscript>alert(1)//"]</script>',
    );
  });

  it('the CSP allows the template’s inline scripts and the page-start script, by their hashes', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mg-csp-'));
    fs.mkdirSync(path.join(dir, 'dist'));
    fs.mkdirSync(path.join(dir, 'dist-server'));
    fs.writeFileSync(path.join(dir, 'dist', 'index.html'), BUILT);
    fs.writeFileSync(path.join(dir, 'dist-server', 'page-start.js'), `${PAGE_START}\n`);
    const hash = (body: string) => `'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`;
    expect(inlineScriptSources(path.join(dir, 'dist', 'index.html'))()).toBe(`${hash('theme()')} ${hash(PAGE_START)}`);
    fs.rmSync(dir, { recursive: true });
  });
});
