import { defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';

// Built into ui/dist and embedded in the app binary; no dev server, no remote content.
// The sentence catalogs are read from ../content (shared with the engine), hence `fs.allow`;
// each is its own chunk, named after its folder (`i18n-shatterpoint-pl-….js`) so the build's
// list says which is which.
const CATALOG = /content\/(?:([\w-]+)\/)?i18n\/(\w+)\.json$/;

// The web build (`--mode web`, made by `cargo xtask web`): relative paths, so the site can be
// published under any path; its own public files (the manifest, icons, the service worker's
// code) from `web/`; the head's links an installable app needs.
const WEB_HEAD = `
    <link rel="manifest" href="manifest.webmanifest" />
    <meta name="theme-color" content="#0d1117" />
    <link rel="icon" href="icons/icon-192.png" />
    <link rel="apple-touch-icon" href="icons/apple-touch-180.png" />
    <meta name="apple-mobile-web-app-capable" content="yes" />
  </head>`;

export default defineConfig(({ mode }) => ({
  base: mode === 'web' ? './' : '/',
  publicDir: mode === 'web' ? 'web' : false,
  plugins: [svelte(), { name: 'web-head', transformIndexHtml: (html: string) => (mode === 'web' ? html.replace('</head>', WEB_HEAD) : html) }],
  worker: { format: 'es' },
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
}));
