import fs from 'node:fs';
import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import type { FormattedExecutionResult } from 'graphql';
import { Piscina } from 'piscina';
import type { Logger } from 'pino';
import { APOLLO_STATE_ID } from '@domain/pageData';
import { localeOfPath, pathWithoutLocale } from '@domain/siteLocale';
import { timedRender, watchRenderQueue } from '../observability/metrics';
import { deferEntry, jsonTextForScript, pageModulesBlock, readPageStart } from './deferredScripts';
import { withLang } from './pageLanguage';
import { renderIndex, withNoindex, type LinkPreview } from './spa';
import type { PreviewScope } from '../services/request-context';

/** One GraphQL operation of a page render: the query as text, as the render's thread sends it. */
export interface AnonymousOperation {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/**
 * Runs one GraphQL operation in-process as an anonymous visitor (through a preview link: with its
 * view, #35 item 5): what the server render of public pages reads through. The gateway provides
 * it; the server only knows its shape.
 */
export type AnonymousExecutor = (request: AnonymousOperation, preview?: PreviewScope | false) => Promise<FormattedExecutionResult>;

/** A finished HTML page: what a public read cache can store as ready bytes. */
export interface RenderedPage {
  status: number;
  html: string;
}

/** Renders one path (with its query) of the public site, with the link-preview tags spa.ts built for it (and a preview link's view, if any). */
export type PageRenderer = (url: string, preview: LinkPreview | null, view?: PreviewScope) => Promise<RenderedPage>;

/** What a render thread (render-worker.mjs) answers: the server bundle's `renderApp`, its cache as JSON text. */
interface RenderedParts {
  status: number;
  appHtml: string;
  styleTags: string;
  apolloStateJson: string;
  pageModules: string[];
}

/** The render threads: how many, and how long an idle one is kept. */
export interface RenderPoolOptions {
  threads: number;
  /** An idle thread exits after this long and the next render starts one again (its bundle loads anew); 0 keeps them. */
  idleSeconds: number;
  /**
   * Renders that may wait for a thread; one more is answered at once with the client-rendered page
   * (not kept by the cache) rather than waiting behind a flood of misses from many clients.
   */
  queue: number;
  logger?: Logger;
}

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** The back office and its login screen: client-rendered, and the only pages that show anything private. */
export function isBackOfficePage(pathname: string): boolean {
  return /^\/(admin|login)(\/|$)/.test(pathname);
}

/** The back office, the login screen and the schedule pages stay client-rendered; the rest of the public site is server-rendered. */
export function isServerRendered(pathname: string): boolean {
  return !isBackOfficePage(pathname) && !CLIENT_ONLY_PAGES.test(pathWithoutLocale(pathname));
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

// Beside this file in the sources (tests, `npm run serve`) and beside dist/server/main.js in the
// built server (scripts/server-build.mjs copies it): a plain .mjs either way, run with no loader.
const renderWorkerFile = new URL('./render-worker.mjs', import.meta.url).href;

/**
 * Up to this many renders share a thread: while one waits for its GraphQL answers from the main
 * thread, the thread renders another (as renders interleaved on the main thread before).
 */
const RENDERS_PER_THREAD = 2;

/**
 * A render thread's old-generation ceiling. With the bundle loaded and every page rendered its heap
 * is ~33 MB (~26 MB live); a render that goes past this ends its thread (out of memory), which
 * fails the renders on that thread alone: their visitors get the client-rendered page and the
 * pool starts a thread again, instead of the whole process growing without end.
 */
const RENDER_HEAP_MB = 128;

const RENDER_NICE = 10;

/** A render and the renderer's threads, to stop with the server. */
export interface LoadedPageRenderer {
  render: PageRenderer;
  close(): Promise<void>;
}

/**
 * Runs one render on the pool. The task carries a MessagePort: the thread sends each GraphQL
 * operation of the render over it, and the main thread (where the services and the database are)
 * executes it as an anonymous visitor and sends the result back.
 */
async function renderOnPool(pool: Piscina, url: string, execute: AnonymousExecutor, view?: PreviewScope): Promise<RenderedParts> {
  const { port1, port2 } = new MessageChannel();
  port1.on('message', ({ id, request }: { id: number; request: AnonymousOperation }) => {
    execute(request, view ?? false).then(
      (result) => port1.postMessage({ id, result }),
      (error: unknown) => port1.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
    );
  });
  try {
    // piscina wants an array at run time; its type, inferred from @types/node's postMessage
    // overloads, comes out as the options-object form.
    const transfer = { transferList: [port2] } as unknown as Parameters<Piscina['run']>[1];
    return (await pool.run({ url, port: port2 }, transfer)) as RenderedParts;
  } finally {
    // An answer still on its way to a render that ended (an error, a thread that died) is dropped.
    port1.close();
  }
}

/**
 * Starts the render threads over the server bundle (web/dist-server) and reads the built page
 * template; returns the page renderer, or null when either is missing (then pages are served
 * client-rendered). Resolves once a thread has the bundle loaded; rejects (its threads stopped)
 * when the bundle does not load.
 *
 * A render takes 100-250 ms of CPU (React, Apollo's prerender, Emotion): on the main thread it
 * held every other request, cached answers included, that long. In a thread of its own only the
 * GraphQL operations it runs, and putting the page together, are the main thread's work.
 * The Apollo cache goes into a JSON data block (not an inline script, which the CSP forbids).
 */
export async function loadPageRenderer(webDistDir: string, execute: AnonymousExecutor, options: RenderPoolOptions): Promise<LoadedPageRenderer | null> {
  const entryFile = path.join(webDistDir, '..', 'dist-server', 'entry-server.js');
  const templateFile = path.join(webDistDir, 'index.html');
  const manifestFile = path.join(webDistDir, '.vite', 'manifest.json');
  if (![entryFile, templateFile, manifestFile].every((f) => fs.existsSync(f))) return null;
  const threads = Math.max(1, options.threads);
  const pool = new Piscina({
    filename: renderWorkerFile,
    workerData: { entryFile: path.resolve(entryFile) },
    minThreads: options.idleSeconds > 0 ? 0 : threads,
    maxThreads: threads,
    idleTimeout: options.idleSeconds * 1000,
    concurrentTasksPerWorker: RENDERS_PER_THREAD,
    maxQueue: Math.max(1, options.queue),
    // The thread is plain JavaScript: none of the main process's loaders (tsx, jest, the bench's probe).
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: RENDER_HEAP_MB },
    // Linux nice 10 for the render threads (piscina, through @napi-rs/nice): where a render and the
    // main thread want the same core (a busy machine, or a server pinned to one), the main thread's
    // answers go first and the render takes what is left (~10 % of the core when both are busy).
    niceIncrement: RENDER_NICE,
    // Threads wait for tasks on their message port, not blocked in Atomics.wait, so what a render
    // leaves pending (a timer) can finish between renders.
    atomics: 'disabled',
  });
  // An error outside any render (a thread that died while idle) would otherwise be thrown in the
  // main thread and end the process: it is logged, and the pool starts another thread.
  pool.on('error', (err: unknown) => options.logger?.error({ err }, 'a page-render thread failed'));
  try {
    await pool.run({});
  } catch (error) {
    await pool.destroy();
    throw error;
  }
  const builtTemplate = await fs.promises.readFile(templateFile, 'utf8');
  // The page starts with its small page-start script, not the app (deferredScripts.ts); as built
  // (the app at once) when that script is missing.
  const pageStart = readPageStart(webDistDir);
  const deferred = pageStart === null ? null : deferEntry(builtTemplate, pageStart);
  const template = deferred?.template ?? builtTemplate;
  const manifest = JSON.parse(await fs.promises.readFile(manifestFile, 'utf8')) as Manifest;
  const moduleChunksFile = path.join(webDistDir, '.vite', 'ssr-manifest.json');
  const moduleChunks = fs.existsSync(moduleChunksFile) ? (JSON.parse(await fs.promises.readFile(moduleChunksFile, 'utf8')) as ModuleChunks) : {};

  const unwatchQueue = watchRenderQueue(() => pool.queueSize);
  const render: PageRenderer = async (url, preview, view) => {
    const rendered = await timedRender(() => renderOnPool(pool, url, execute, view));
    const page = preview ? renderIndex(template, preview) : withLang(template, localeOfPath(new URL(url, 'http://page').pathname));
    const html = page
      .replace('<!--ssr-head-->', () => rendered.styleTags)
      .replace('<!--ssr-outlet-->', () => rendered.appHtml)
      .replace(
        '<!--ssr-data-->',
        () =>
          `<script type="application/json" id="${APOLLO_STATE_ID}">${jsonTextForScript(rendered.apolloStateJson)}</script>` +
          (deferred ? pageModulesBlock([...deferred.entryModules, ...pageChunks(manifest, moduleChunks, rendered.pageModules)]) : ''),
      );
    // The page itself decides it is not found (an unknown path, or an article the API does not have).
    return { status: rendered.status, html: rendered.status === 404 ? withNoindex(html) : html };
  };
  // Renders still running are failed (their visitors get the client-rendered page); the server
  // stops the pool only once its requests in flight are answered.
  return {
    render,
    close: () => {
      unwatchQueue();
      return pool.destroy();
    },
  };
}

/** The page renderer, loaded once, and stopped with the server. */
export interface PageRenderers {
  /**
   * The renderer, or null when pages are client-rendered. Starting the threads and loading the
   * bundle (React, Chakra, Apollo and every page) takes seconds on a busy machine, so the server
   * warms it before it listens (boot.ts) instead of making the first visitor wait; anything else
   * that builds the app loads it on its first public page.
   */
  get(): Promise<PageRenderer | null>;
  /** Stops the render threads (and keeps them from starting again). */
  close(): Promise<void>;
}

export function pageRenderersOnce(webDistDir: string, execute: AnonymousExecutor | undefined, options: RenderPoolOptions): PageRenderers {
  let loading: Promise<LoadedPageRenderer | null> | undefined;
  let closed = false;
  return {
    get: async () => {
      if (closed || !execute) return null;
      return (await (loading ??= loadPageRenderer(webDistDir, execute, options)))?.render ?? null;
    },
    close: async () => {
      closed = true;
      const loaded = await loading?.catch(() => null);
      await loaded?.close();
    },
  };
}
