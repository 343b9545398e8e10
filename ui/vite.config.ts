import { defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';

// Built into ui/dist and embedded in the app binary; no dev server, no remote content.
// The sentence catalogs are read from ../content (shared with the engine), hence `fs.allow`.
export default defineConfig({
  plugins: [svelte()],
  clearScreen: false,
  server: { fs: { allow: ['..'] } },
  build: { target: 'safari15', outDir: 'dist', emptyOutDir: true },
  test: { include: ['src/**/*.test.ts'] },
});
