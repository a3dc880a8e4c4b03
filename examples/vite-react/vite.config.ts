import { defineConfig } from 'vite';

// Served by examples/server.mjs under /vite-react/.
export default defineConfig({
  base: '/vite-react/',
  build: { outDir: 'dist', emptyOutDir: true },
});
