// Datapad's service worker: every file of the site (the screens, the engine, the content) kept
// in one cache per version, so after the first visit Datapad opens and plays with no network.
// `cargo xtask web` writes PRECACHE above this line: the version and the site's files. A new
// version waits until the page asks for it (the player's "reload"), never mid-game.
/* global PRECACHE */
const CACHE = `datapad-${PRECACHE.version}`;

self.addEventListener('install', (e) => {
  e.waitUntil(caches.open(CACHE).then((c) => c.addAll(PRECACHE.files)));
});

self.addEventListener('activate', (e) => {
  e.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('datapad-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (e) => {
  if (e.data === 'update') self.skipWaiting();
});

// The cache first; a page opened at any address of the site is the app's one page.
self.addEventListener('fetch', (e) => {
  const req = e.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== location.origin) return;
  const key = req.mode === 'navigate' ? new URL('./', location.href).href : req;
  e.respondWith(
    caches
      .open(CACHE)
      .then((c) => c.match(key, { ignoreSearch: req.mode === 'navigate' }))
      .then((hit) => hit ?? fetch(req)),
  );
});
