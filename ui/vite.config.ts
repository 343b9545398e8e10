import { defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';

// Built into ui/dist and embedded in the app binary; no dev server, no remote content.
// The sentence catalogs are read from ../content (shared with the engine), hence `fs.allow`;
// each is its own chunk, named after its folder (`i18n-shatterpoint-pl-….js`) so the build's
// list says which is which.
const CATALOG = /content\/(?:([\w-]+)\/)?i18n\/(\w+)\.json$/;

export default defineConfig({
  plugins: [svelte()],
  clearScreen: false,
  server: { fs: { allow: ['..'] } },
  build: {
    target: 'safari15',
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        chunkFileNames: (chunk) => {
          const m = chunk.facadeModuleId?.match(CATALOG);
          return m ? `assets/i18n-${m[1] ?? 'framework'}-${m[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  test: { include: ['src/**/*.test.ts'] },
});
