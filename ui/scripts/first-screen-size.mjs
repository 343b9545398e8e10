// What the first screen (Home) downloads before it can paint, after every build: the entry
// script of dist/index.html, every chunk it pulls in statically (its `modulepreload` links and
// the chunks' own static `import`s, followed to the end) and the stylesheets the page links.
// Chunks loaded by `import()` (a game, a language's catalog) are not counted: they come later.
// Each file is gzipped on its own at zlib's default level (6), as a server compressing on the
// fly would; 1 KB is 1000 bytes, as Vite prints them. Over the budget, the build fails.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// The app's build by default; the web build names its folder and its own, smaller budget (its
// Home must be interactive on a phone's first visit before the engine has arrived).
const dist = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const BUDGET_KB = Number(process.argv[3] ?? 120);
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const gzipped = (file) => gzipSync(readFileSync(file)).length;
const kb = (bytes) => (bytes / 1000).toFixed(1);
/** The `attr` of every `<tag>` whose attributes match `filter`, as paths under dist/. */
const tags = (tag, filter, attr) =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'g'))]
    .map((m) => m[0])
    .filter((t) => filter.test(t))
    .map((t) => new RegExp(`\\b${attr}="([^"]+)"`).exec(t)?.[1])
    .filter((src) => src && !/^[a-z]+:/i.test(src))
    .map((src) => join(dist, src));

// Static imports only: `import{a}from"./x.js"` and `import"./x.js"`, never `import("./x.js")`.
const STATIC_IMPORT = /(?:^|[;\n}])\s*import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;

const js = new Set();
const pending = [...tags('script', /type="module"/, 'src'), ...tags('link', /rel="modulepreload"/, 'href')];
while (pending.length) {
  const file = pending.pop();
  if (js.has(file)) continue;
  js.add(file);
  for (const m of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) pending.push(join(dirname(file), m[1]));
}
const css = tags('link', /rel="stylesheet"/, 'href');

const sum = (files) => files.reduce((n, f) => n + gzipped(f), 0);
const [jsGz, cssGz] = [sum([...js]), sum(css)];
const assets = readdirSync(join(dist, 'assets')).map((f) => join(dist, 'assets', f));
const raw = assets.reduce((n, f) => n + readFileSync(f).length, 0);

console.log(
  `first screen: ${kb(jsGz + cssGz)} KB gzip (JS ${kb(jsGz)}, CSS ${kb(cssGz)}) of budget ${BUDGET_KB} KB; ` +
    `all assets: raw ${kb(raw)} KB / gzip ${kb(sum(assets))} KB`,
);
if (process.env.FIRST_SCREEN_FILES) for (const f of [...js, ...css]) console.log(`  ${relative(dist, f)} ${kb(gzipped(f))} KB`);
if (jsGz + cssGz > BUDGET_KB * 1000) {
  console.error(`first screen is over its budget of ${BUDGET_KB} KB gzip: split what Home does not need into import()`);
  process.exit(1);
}
