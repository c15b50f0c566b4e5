import fs from 'node:fs';
import path from 'node:path';
import { PAGE_MODULES_ID } from '@domain/pageData';

/**
 * Server-rendered pages start with one small inline script instead of the app.
 *
 * Such a page is readable and its links work before any script runs; the app (~200 KB, about a
 * second of a phone's CPU) only answers its controls. So the built template's entry
 * `<script type="module">` and its `<link rel="modulepreload">`s are taken out, the modules the
 * page needs go into a JSON data block, and the page-start script (web/src/app/pageStart.ts,
 * bundled by the web build into web/dist-server/page-start.js, inline and allowed by its hash
 * like the colour-mode script) starts the app from that list when the visitor is about to use
 * the page. The client-rendered pages (back office, login, running order) keep the template as
 * built: they show nothing until their script runs.
 */

/** The bundled page-start script (an IIFE, written by scripts/web-build.mjs), or null before the web app is built. */
export function readPageStart(webDistDir: string): string | null {
  const file = path.join(webDistDir, '..', 'dist-server', 'page-start.js');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : null;
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

export interface DeferredTemplate {
  /** The template without the entry script and its preloads, with the page-start script before `</body>`. */
  template: string;
  /** The entry module, then the modules it imports statically, as the built template listed them. */
  entryModules: string[];
}

/** Takes the entry's script and preload tags out of the built template (null when it has no module entry). */
export function deferEntry(builtTemplate: string, pageStart: string): DeferredTemplate | null {
  const entry = ENTRY_SCRIPT.exec(builtTemplate);
  if (!entry || pageStart.includes('</script')) return null;
  const preloads = [...builtTemplate.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const template = builtTemplate
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', () => `<script>${pageStart}</script>\n  </body>`);
  return { template, entryModules: [entry[1], ...preloads] };
}

/** The data block the page-start script reads: `modules[0]` is imported, the rest are preloaded beside it. */
export function pageModulesBlock(modules: string[]): string {
  return `<script type="application/json" id="${PAGE_MODULES_ID}">${jsonForScript(modules)}</script>`;
}

/** JSON inside a `<script type="application/json">` block: `<` escaped so no tag can close it early. */
export function jsonForScript(value: unknown): string {
  return jsonTextForScript(JSON.stringify(value));
}

/** The same for JSON already serialized (a page render's Apollo cache comes from its thread as text). */
export function jsonTextForScript(json: string): string {
  return json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
