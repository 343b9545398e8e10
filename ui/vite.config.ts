import { defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';

// Built into ui/dist and embedded in the app binary; no dev server, no remote content.
export default defineConfig({
  plugins: [svelte()],
  clearScreen: false,
  build: { target: 'safari15', outDir: 'dist', emptyOutDir: true },
  test: { include: ['src/**/*.test.ts'] },
});
