import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? 4000}`;

// `npm run dev`: Vite on :5173 with the API (REST, GraphQL, uploads) behind its proxy.
export default defineConfig({
  root: 'web',
  plugins: [
    react(),
    // Installable, offline-capable public site: web manifest + Workbox service worker (web/src/sw.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'autoUpdate',
      injectRegister: false, // registered from web/src/features/offline (production builds only)
      includeAssets: ['favicon.svg', 'theme-init.js', 'icons/*.png'],
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // The back office is never kept offline: its lazily loaded screens stay out of the precache.
        globIgnores: ['assets/*Admin*.js', 'assets/Dashboard-*.js'],
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
  resolve: { alias: { '@domain': fileURLToPath(new URL('../domain', import.meta.url)) } },
  server: { port: 5173, proxy: { '/api': { target: apiTarget, changeOrigin: true } } },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
