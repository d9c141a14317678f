// @ts-check
// Keeps the page working offline: everything it loaded is answered from a cache named after
// this build, so a new build replaces the old cache whole (the fonts keep theirs, named after
// their bytes). The library and the first font are already there (the page's worker keeps
// what it fetches; see fetched.js): only what is missing is fetched, and the page registers
// this worker once it is ready, so nothing is fetched twice. Only this origin is ever asked.
const CACHE = 'udonforge-__VERSION__';
const FONTS = 'udonforge-fonts-__FONTS__';
const CORE = ['./', 'style.css', 'page.js', 'ui.js', 'words.js', 'paths.js', 'fetched.js', 'udonforge.js',
  'worker.js', 'core.js', 'tab-build.js', 'tab-deck.js', 'tab-referee.js', 'tab-check.js', 'tab-layout.js',
  'udonforge.wasm'];
const FIRST_FONT = ['fonts/udonforge-gothic-subset.ttf', 'fonts/README.txt'];

/** @typedef {{ waitUntil(p: Promise<unknown>): void }} LifeEvent */
/** @typedef {LifeEvent & { request: Request, respondWith(r: Promise<Response>): void }} FetchEvent */
const sw = /** @type {{ skipWaiting(): Promise<void>, clients: { claim(): Promise<void> }, location: Location, addEventListener(type: string, listener: (event: any) => void): void }} */ (/** @type {unknown} */ (self));

/** Adds to `name` each of `urls` it does not hold yet. @param {string} name @param {string[]} urls */
async function keep(name, urls) {
  const cache = await caches.open(name);
  for (const url of urls) {
    if (!(await cache.match(url, { ignoreSearch: true }))) await cache.add(url);
  }
}

sw.addEventListener('install', (/** @type {LifeEvent} */ event) => {
  event.waitUntil(Promise.all([keep(CACHE, CORE), keep(FONTS, FIRST_FONT)]).then(() => sw.skipWaiting()));
});

sw.addEventListener('activate', (/** @type {LifeEvent} */ event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith('udonforge-') && k !== CACHE && k !== FONTS).map((k) => caches.delete(k))))
    .then(() => sw.clients.claim()));
});

sw.addEventListener('fetch', (/** @type {FetchEvent} */ event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== sw.location.origin) return;
  const name = url.pathname.includes('/fonts/') ? FONTS : CACHE;
  event.respondWith(caches.open(name).then(async (cache) => {
    // The page is kept once, as `./`, whichever name it was opened by.
    const kept = url.pathname.endsWith('/index.html') ? new URL('./', url).href : request;
    const cached = await cache.match(kept, { ignoreSearch: true });
    if (cached) return cached;
    const response = await fetch(request);
    if (response.ok) cache.put(request, response.clone());
    return response;
  }));
});
