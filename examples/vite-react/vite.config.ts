import { defineConfig } from 'vite';

// Relative asset URLs: the build runs from any folder (`vite preview`, or /vite-react/ of the
// repository's examples server).
export default defineConfig({
  base: './',
  build: { outDir: 'dist', emptyOutDir: true },
});
