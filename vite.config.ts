import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-precompress.ts';
import { serviceWorker } from './scripts/vite-service-worker.ts';

const root = import.meta.dirname;

export default defineConfig({
  root: path.join(root, 'src/web'),
  publicDir: path.join(root, 'src/web/public'),
  plugins: [
    react(),
    tailwindcss(),
    serviceWorker({ source: path.join(root, 'src/web/pwa/service-worker.ts') }),
    precompress(),
  ],
  resolve: {
    alias: {
      '@shared': path.join(root, 'src/shared'),
      '@web': path.join(root, 'src/web'),
    },
  },
  build: {
    outDir: path.join(root, 'dist/web'),
    emptyOutDir: true,
    // every browser we support has modulepreload; the polyfill would only add to the landing page's first load
    modulePreload: { polyfill: false },
  },
  server: {
    // `npm run dev`: Vite serves the web app with HMR and forwards API calls to the server (scripts/dev.ts)
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/webhooks'].map((prefix) => [
        prefix,
        { target: `http://127.0.0.1:${process.env.EARL_API_PORT ?? '3000'}` },
      ]),
    ),
  },
});
