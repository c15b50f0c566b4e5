import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? 4000}`;

// `npm run dev`: Vite on :5173 with the API (REST, GraphQL, uploads) behind its proxy.
export default defineConfig({
  root: 'web',
  plugins: [react()],
  // The shared shapes (domain/ at the repository root), as in tsconfig `paths`.
  resolve: { alias: { '@domain': fileURLToPath(new URL('../domain', import.meta.url)) } },
  server: { port: 5173, proxy: { '/api': { target: apiTarget, changeOrigin: true } } },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
