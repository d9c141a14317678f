// @ts-check
// Each file the page needs is fetched once and kept (Cache Storage, which the page, its
// worker and its service worker share): the library and the first font by the worker as it
// starts, the larger font once the page is idle. The service worker then finds them there
// instead of fetching them a second time, and the page works offline. The cache's name
// changes with the build (scripts/build-web writes it in), so a new build is fetched whole;
// the fonts keep a cache of their own, named after their bytes, so a new build of the page
// does not fetch them again.
const BUILD_CACHE = 'udonforge-__VERSION__';
const FONT_CACHE = 'udonforge-fonts-__FONTS__';

/** @param {URL} url */
const cacheFor = (url) => (url.pathname.includes('/fonts/') ? FONT_CACHE : BUILD_CACHE);

/**
 * The response for `url`, from the cache if it is there, else fetched and kept.
 * @param {URL} url
 * @param {boolean} whole whether to wait until it is kept whole (else it is kept as the
 *   caller reads it: the library is compiled as it streams in)
 * @returns {Promise<Response>}
 */
export async function fetchOnce(url, whole = false) {
  // No Cache Storage (a page opened over plain http from another machine): fetch.
  if (typeof caches === 'undefined') return fetch(url);
  const cache = await caches.open(cacheFor(url));
  const kept = await cache.match(url, { ignoreSearch: true });
  if (kept) return kept;
  const response = await fetch(url);
  if (response.ok) {
    const keeping = cache.put(url, response.clone()).catch(() => {});
    if (whole) await keeping;
  }
  return response;
}
