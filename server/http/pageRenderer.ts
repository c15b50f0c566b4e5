import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { APOLLO_STATE_ID } from '@domain/pageData';
import { deferEntry, jsonForScript, pageModulesBlock, readPageStart } from './deferredScripts';
import { renderIndex, withNoindex, type LinkPreview } from './spa';

/**
 * Runs one GraphQL operation in-process as an anonymous visitor: what the server render of public
 * pages reads through. The gateway provides it; the server only knows its shape.
 */
export type AnonymousExecutor = (request: {
  query: DocumentNode;
  variables?: Record<string, unknown>;
  operationName?: string;
}) => Promise<FormattedExecutionResult>;

/** A finished HTML page: what a public read cache can store as ready bytes. */
export interface RenderedPage {
  status: number;
  html: string;
}

/** Renders one path (with its query) of the public site, with the link-preview tags spa.ts built for it. */
export type PageRenderer = (url: string, preview: LinkPreview | null) => Promise<RenderedPage>;

/** The server bundle's export (web/src/ssr/entry-server.tsx), typed here without importing web code. */
interface ServerEntry {
  renderApp(
    url: string,
    execute: AnonymousExecutor,
  ): Promise<{ status: number; appHtml: string; styleTags: string; apolloState: unknown; pageModules: string[] }>;
}

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** The back office and its login screen: client-rendered, and the only pages that show anything private. */
export function isBackOfficePage(pathname: string): boolean {
  return /^\/(admin|login)(\/|$)/.test(pathname);
}

/** The back office, the login screen and the schedule pages stay client-rendered; the rest of the public site is server-rendered. */
export function isServerRendered(pathname: string): boolean {
  return !isBackOfficePage(pathname) && !CLIENT_ONLY_PAGES.test(pathname);
}

/**
 * The running order and my schedule depend on this browser alone (its clock for Now/Next, its
 * screen width for tabs or columns, its saved favourites): a server render would show another
 * layout than the one hydration settles on, and taps before hydration would be lost.
 */
const CLIENT_ONLY_PAGES = /^\/lineup\/(running-order|my-schedule)\/?$/;

function staticClosure(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(manifest, dep, into);
  return into;
}

/** Vite's SSR manifest: source module → the chunk files that carry it. */
type ModuleChunks = Record<string, string[]>;

/**
 * The manifest key of the chunk holding a page module: its own entry, or (when the bundler merged
 * it into a shared chunk, as with the lineup and the schedule pages) the chunk the SSR manifest names.
 */
function chunkKeyOf(manifest: Manifest, moduleChunks: ModuleChunks, module: string): string | undefined {
  if (manifest[module]) return module;
  const file = moduleChunks[module]?.find((f) => f.endsWith('.js'))?.replace(/^\//, '');
  return Object.keys(manifest).find((key) => manifest[key].file === file);
}

/** The page chunks a render used that the entry does not already load (their URLs). */
function pageChunks(manifest: Manifest, moduleChunks: ModuleChunks, pageModules: string[]): string[] {
  const entry = staticClosure(manifest, 'index.html', new Set());
  const wanted = new Set<string>();
  for (const module of pageModules) {
    const key = chunkKeyOf(manifest, moduleChunks, module);
    if (key) staticClosure(manifest, key, wanted);
  }
  return [...wanted].filter((key) => !entry.has(key)).map((key) => `/${manifest[key].file}`);
}

/**
 * Loads the server bundle (web/dist-server) and the built page template, and returns the page
 * renderer, or null when either is missing (then pages are served client-rendered).
 * The Apollo cache goes into a JSON data block (not an inline script, which the CSP forbids).
 */
export async function loadPageRenderer(webDistDir: string, execute: AnonymousExecutor): Promise<PageRenderer | null> {
  const entryFile = path.join(webDistDir, '..', 'dist-server', 'entry-server.js');
  const templateFile = path.join(webDistDir, 'index.html');
  const manifestFile = path.join(webDistDir, '.vite', 'manifest.json');
  if (![entryFile, templateFile, manifestFile].every((f) => fs.existsSync(f))) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const builtTemplate = await fs.promises.readFile(templateFile, 'utf8');
  // The page starts with its small page-start script, not the app (deferredScripts.ts); as built
  // (the app at once) when that script is missing.
  const pageStart = readPageStart(webDistDir);
  const deferred = pageStart === null ? null : deferEntry(builtTemplate, pageStart);
  const template = deferred?.template ?? builtTemplate;
  const manifest = JSON.parse(await fs.promises.readFile(manifestFile, 'utf8')) as Manifest;
  const moduleChunksFile = path.join(webDistDir, '.vite', 'ssr-manifest.json');
  const moduleChunks = fs.existsSync(moduleChunksFile) ? (JSON.parse(await fs.promises.readFile(moduleChunksFile, 'utf8')) as ModuleChunks) : {};

  return async (url, preview) => {
    const rendered = await entry.renderApp(url, execute);
    const page = preview ? renderIndex(template, preview) : template;
    const html = page
      .replace('<!--ssr-head-->', () => rendered.styleTags)
      .replace('<!--ssr-outlet-->', () => rendered.appHtml)
      .replace(
        '<!--ssr-data-->',
        () =>
          `<script type="application/json" id="${APOLLO_STATE_ID}">${jsonForScript(rendered.apolloState)}</script>` +
          (deferred ? pageModulesBlock([...deferred.entryModules, ...pageChunks(manifest, moduleChunks, rendered.pageModules)]) : ''),
      );
    // The page itself decides it is not found (an unknown path, or an article the API does not have).
    return { status: rendered.status, html: rendered.status === 404 ? withNoindex(html) : html };
  };
}

/**
 * The renderer, loaded once. Importing the server bundle (React, Chakra, Apollo and every page) takes
 * seconds on a busy machine, so the server warms it before it listens (boot.ts) instead of making
 * the first visitor wait; anything else that builds the app loads it on its first public page.
 */
export function pageRendererOnce(webDistDir: string, execute?: AnonymousExecutor): () => Promise<PageRenderer | null> {
  let renderer: Promise<PageRenderer | null> | undefined;
  return () => (renderer ??= execute ? loadPageRenderer(webDistDir, execute) : Promise.resolve(null));
}
