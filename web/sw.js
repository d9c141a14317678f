// Keeps the page working offline: everything it loaded is answered from a cache named after
// this build, so a new build replaces the old cache whole. Only this origin is ever asked.
const CACHE = 'udonforge-__VERSION__';
const CORE = ['./', 'index.html', 'page.js', 'udonforge.js', 'worker.js', 'core.js', 'style.css', 'udonforge.wasm',
  'fonts/udonforge-gothic-subset.ttf'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(CORE)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith('udonforge-') && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(caches.open(CACHE).then(async (cache) => {
    const cached = await cache.match(request, { ignoreSearch: true });
    if (cached) return cached;
    const response = await fetch(request);
    // The whole font, fetched once a user's text needed it, is kept for next time.
    if (response.ok) cache.put(request, response.clone());
    return response;
  }));
});
