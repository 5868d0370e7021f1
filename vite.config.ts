import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = import.meta.dirname;

export default defineConfig({
  root: path.join(root, 'src/web'),
  publicDir: path.join(root, 'src/web/public'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@shared': path.join(root, 'src/shared'),
      '@web': path.join(root, 'src/web'),
    },
  },
  build: {
    outDir: path.join(root, 'dist/web'),
    emptyOutDir: true,
  },
  server: {
    // `npm run dev` runs Vite in middleware mode inside the API server; this is only used standalone.
    port: 5173,
  },
});
