// @ts-check
// The page: its tabs (one module each), its language, and what starts it. It only gathers
// the player's choices and files and shows what the library answers; every rule, layout and
// format is the library's.
import * as udonforge from './udonforge.js';
import * as buildTab from './tab-build.js';
import * as deckTab from './tab-deck.js';
import './tab-referee.js';
import './tab-check.js';
import * as layoutTab from './tab-layout.js';
import { PageError } from './words.js';
import { $, busy, pageLang, setLang } from './ui.js';

/** @type {any} */ (window).udonforge = udonforge;

/** @param {import('./words.js').Lang} lang */
function changeLang(lang) {
  setLang(lang);
  buildTab.fillGames();
  buildTab.followPageLang();
  deckTab.followPageLang();
  layoutTab.followPageLang();
}

// ---- tabs and language
for (const tab of document.querySelectorAll('[data-tab]')) {
  tab.addEventListener('click', () => {
    for (const b of document.querySelectorAll('[data-tab]')) b.setAttribute('aria-selected', String(b === tab));
    for (const panel of document.querySelectorAll('[role=tabpanel]')) {
      /** @type {HTMLElement} */ (panel).hidden = panel.id !== /** @type {HTMLElement} */ (tab).dataset.tab;
    }
  });
}
for (const b of document.querySelectorAll('[data-lang]')) {
  b.addEventListener('click', () => changeLang(/** @type {HTMLElement} */ (b).dataset.lang === 'en' ? 'en' : 'ja'));
}

// A file dropped anywhere else is not opened by the browser (it would leave the page).
window.addEventListener('dragover', (e) => e.preventDefault());
window.addEventListener('drop', (e) => e.preventDefault());

changeLang(pageLang());
busy($('build-result'), async () => {
  buildTab.setGames(await udonforge.games({ messages: pageLang() }));
  document.body.dataset.ready = 'true';
  keepForOffline();
});

// Once the page is ready (the library and the first font fetched, kept by the worker), the
// service worker keeps the page itself; once idle, the larger font is kept too, so every tab
// works offline for any Japanese text.
function keepForOffline() {
  if (!('serviceWorker' in navigator) || location.protocol === 'file:') return;
  navigator.serviceWorker.register('sw.js').then(() => navigator.serviceWorker.ready).then(() => {
    const idle = window.requestIdleCallback ?? ((/** @type {() => void} */ f) => setTimeout(f, 2000));
    idle(() => udonforge.keepFonts().then((kept) => { if (kept) document.body.dataset.offline = 'true'; }));
  }).catch(() => {});
}

// An error no tab caught is the page's own fault: said in the page's words, not the browser's.
window.addEventListener('unhandledrejection', (event) => {
  if (!(event.reason instanceof PageError)) console.error(event.reason);
});
