/**
 * Server-rendered pages load their JavaScript after the page has loaded.
 *
 * Such a page is readable before any script runs; on a weak festival-field signal its scripts
 * (~170 KB) would otherwise download alongside the hero image and the styles, and delay them.
 * So the built template's entry `<script type="module">` and its `<link rel="modulepreload">`s
 * are taken out, the modules the page needs go into a JSON data block, and one small inline
 * script (allowed by its hash, like the colour-mode script) preloads and imports them after the
 * first frame painted once the `load` event has fired: the largest image (loaded by then) is on
 * screen before any script competes with it. The client-rendered pages (back office, login,
 * running order) keep the template as built: they show nothing until their script runs.
 */

/** The id of the JSON data block listing the page's modules: the entry first, then what to preload. */
export const PAGE_MODULES_ID = '__PAGE_MODULES__';

/**
 * The inline loader; its text is constant, so the CSP allows it by one sha256 hash. It adds one
 * `modulepreload` per task, then imports the entry: starting a request costs the page's main thread
 * ~10 ms at 4x CPU slow-down, so the 20-30 preloads of a page added at once were one task of
 * 80-300 ms (a blocking task for a tap); one at a time they are tasks of ~10 ms.
 */
export const DEFERRED_LOADER =
  "(function(){function go(){var m=JSON.parse(document.getElementById('" +
  PAGE_MODULES_ID +
  "').textContent),i=1;(function next(){if(i>=m.length){import(m[0]);return}" +
  "var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=m[i++];document.head.appendChild(l);setTimeout(next,0)})()}" +
  "function later(){requestAnimationFrame(function(){setTimeout(go,0)})}" +
  "document.readyState==='complete'?later():addEventListener('load',later,{once:true})})()";

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

export interface DeferredTemplate {
  /** The template without the entry script and its preloads, with the loader before `</body>`. */
  template: string;
  /** The entry module, then the modules it imports statically, as the built template listed them. */
  entryModules: string[];
}

/** Takes the entry's script and preload tags out of the built template (null when it has no module entry). */
export function deferEntry(builtTemplate: string): DeferredTemplate | null {
  const entry = ENTRY_SCRIPT.exec(builtTemplate);
  if (!entry) return null;
  const preloads = [...builtTemplate.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const template = builtTemplate
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', () => `<script>${DEFERRED_LOADER}</script>\n  </body>`);
  return { template, entryModules: [entry[1], ...preloads] };
}

/** The data block the loader reads: `modules[0]` is imported, the rest are preloaded beside it. */
export function pageModulesBlock(modules: string[]): string {
  return `<script type="application/json" id="${PAGE_MODULES_ID}">${jsonForScript(modules)}</script>`;
}

/** JSON inside a `<script type="application/json">` block: `<` escaped so no tag can close it early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
