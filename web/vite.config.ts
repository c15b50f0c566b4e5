import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { publicChunkFiles, readManifest } from '../scripts/lib/bundle-budget.mjs';

const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? 4000}`;

// `npm run dev`: Vite on :5173 with the API (REST, GraphQL, uploads) behind its proxy.
// `vite build`: the browser bundle in web/dist (with a manifest the server reads to preload a
// page's chunks); `vite build --ssr src/ssr/entry-server.tsx`: the server renderer in web/dist-server.
// No source maps: production serves none.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  plugins: [
    react(),
    // Installable, offline-capable public site: web manifest + Workbox service worker (web/src/sw.ts).
    // The server renderer (SSR build) needs neither.
    !isSsrBuild &&
      VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'autoUpdate',
      injectRegister: false, // registered from web/src/features/offline (production builds only)
      includeManifestIcons: false, // the glob below has them already (listed twice otherwise)
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // The back office (its screens, the login, their libraries) is never kept offline: of the
        // scripts, only those the public site can load are precached (~39 KB brotli less for every
        // visitor's phone than a file-name pattern let through: the full Chakra theme, the dropzone,
        // the form library).
        manifestTransforms: [
          (entries) => {
            const publicFiles = publicChunkFiles(readManifest(fileURLToPath(new URL('dist', import.meta.url))));
            return { manifest: entries.filter((entry) => !entry.url.endsWith('.js') || publicFiles.has(entry.url)), warnings: [] };
          },
        ],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
      manifest: {
        name: 'Metal Gates Festival',
        short_name: 'Metal Gates',
        description: 'Lineup, running order, my schedule, news and info of Metal Gates Festival, also offline.',
        start_url: '/lineup/running-order',
        scope: '/',
        display: 'standalone',
        background_color: '#0b0b0d',
        theme_color: '#0b0b0d',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  // The shared shapes (domain/ at the repository root), as in tsconfig `paths`.
  resolve: {
    alias: { '@domain': fileURLToPath(new URL('../domain', import.meta.url)) },
    // rxjs (Apollo's observables) ships ES5 by default; its ES2015 build is smaller and needs no tslib.
    conditions: [...defaultClientConditions, 'es2015'],
  },
  // The server renderer carries its dependencies inside its one file (tree-shaken: the few icons and
  // Chakra components the pages use, not the packages' whole entry points). Loading the external
  // packages cost ~120 MB of the server's memory and ~2 s at start; see docs/decisions/issue-10.
  ssr: { noExternal: true },
  // ...and always their production builds, like the browser bundle it must match (Emotion's class
  // names, React's markup), whatever NODE_ENV the server runs with; the development builds' dead
  // branches are dropped from the file.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  server: { port: 5173, proxy: { '/api': { target: apiTarget, changeOrigin: true } } },
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
        // The one file is ~1.7 MB by design (it is read from disk once, never sent to a browser).
        chunkSizeWarningLimit: 4096,
        // One file: the server needs no chunks, and every import is resolved when the renderer loads.
        // Minified, local names shortened but function and class names kept (a render error's stack
        // still names them): ~14 MB less of the server's memory than the readable file. No source
        // map: with --enable-source-maps the server would hold it in memory (~36 MB).
        rolldownOptions: { output: { codeSplitting: false, minify: { compress: true, mangle: { keepNames: { function: true, class: true } }, codegen: { removeWhitespace: true } } } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: false,
        manifest: true,
        // Maps each source module to its chunk (a module can share a chunk with others): the
        // server render preloads a page's chunks by it, and the bundle-budget test measures with it.
        ssrManifest: true,
        rolldownOptions: {
          // Chakra's theme module builds its whole default config (every recipe) with these
          // identity helpers; marked pure, that unused object and the ~80 recipes it holds are
          // dropped from the public entry (see app/theme.ts).
          treeshake: { manualPureFunctions: ['defineConfig', 'defineTokens', 'defineSemanticTokens', 'defineRecipe', 'defineSlotRecipe'] },
        },
      },
}));
