// A page-render thread of the server's pool (server/http/pageRenderer.ts, piscina). Plain
// JavaScript on purpose: the thread is started from the TypeScript sources (tests, `npm run serve`)
// and from the esbuild bundle (dist/server, where scripts/server-build.mjs copies this file) alike,
// with no loader. It loads the server bundle (web/dist-server/entry-server.js, path in workerData)
// once, and renders one URL per task. The GraphQL operations a render runs go back to the main
// thread over the task's MessagePort (where the services and the embedded database live) and their
// results come back the same way.
import { pathToFileURL } from 'node:url';
import { workerData } from 'node:worker_threads';

// A bundle that fails to load fails each task with its error rather than the thread's start:
// piscina starts a thread again after one dies, which would loop on a broken bundle.
const loaded = import(pathToFileURL(workerData.entryFile).href).then(
  (entry) => ({ entry }),
  (error) => ({ error }),
);

/**
 * `{ port }` alone is the warm-up: it resolves once the bundle is loaded (or rejects with why not).
 * `{ url, port }` renders: the page's parts, the Apollo cache already as JSON text (one string to
 * copy to the main thread instead of an object graph to clone).
 */
export default async function render({ url, port }) {
  try {
    const { entry, error } = await loaded;
    if (error) throw error;
    if (url === undefined) return null;
    const pending = new Map();
    let nextId = 0;
    port.on('message', ({ id, result, error: failure }) => {
      const operation = pending.get(id);
      pending.delete(id);
      if (failure !== undefined) operation?.reject(new Error(failure));
      else operation?.resolve(result);
    });
    const execute = (request) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        port.postMessage({ id, request });
      });
    const rendered = await entry.renderApp(url, execute);
    return {
      status: rendered.status,
      appHtml: rendered.appHtml,
      styleTags: rendered.styleTags,
      apolloStateJson: JSON.stringify(rendered.apolloState),
      pageModules: rendered.pageModules,
    };
  } finally {
    port?.close();
  }
}
