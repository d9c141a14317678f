// @ts-check
// udonforge in the browser: the library compiled to WebAssembly, run in a worker so the page
// stays responsive, driven as its command line would be. Nothing leaves the machine.
//
//   import * as udonforge from './udonforge.js';
//   const zip = await udonforge.build({game: 'shinjya', players: 5, seed: 7, lang: 'ja'});
//
// build({game, players, seed, lang, images}) → Uint8Array (the room zip, as `udonforge build`)
// buildRoom(…) → {room, fileName, seed, summary, warning}
// print({game, players, lang, paper}) → {pdf, fileName, summary} (as `udonforge print`)
// referee(bytes, {lang, players, reveal, name}) → object (the `referee --json` report); refereeText → text
// check(bytes, {name, strict}) → object (the `check --json` report); checkText → text
// deck(files, {name, cards, copies, back, shape, fit, pad}) → Uint8Array (a deck of your own
//   pictures, as `new --from`); cards: [{picture, name, count}]
// makeDeck(files, …), buildFolder(files or zip, {name, players, seed, lang})
//   → {room, fileName, id, preview, folder} (the room, the contact sheet, the game folder zip)
// games() → [{id, title: {ja, en}, players: {min, max, default}, languages}]
// Every call takes `messages: 'ja' | 'en'` among its options (default 'ja'): the language of
// its errors and warnings. Each rejects with a PageError whose message is what to show.
import { PageError, word } from './words.js';

/** @typedef {import('./words.js').Lang} Lang */
/** @typedef {import('./core.js')} Core */

// The longest one call may take: past it the worker is stopped and a fresh one takes its place.
const LIMIT_MS = 180_000;

/** @type {Worker | null} */
let worker = null;
/** @type {WebAssembly.Module | null} */
let module = null;
let fontTier = 0;
let next = 0;
let started = 0;
/** @typedef {{ resolve: (value: any) => void, reject: (error: Error) => void, timer: ReturnType<typeof setTimeout>, messages: Lang }} Waiting */
/** @type {Map<number, Waiting>} */
const waiting = new Map();

function start() {
  started++;
  const fresh = new Worker(new URL('worker.js', import.meta.url), { type: 'module' });
  // The library compiled once: a fresh worker neither fetches nor compiles it again.
  fresh.postMessage({ init: { module, fontTier } });
  fresh.addEventListener('message', (event) => {
    const { id, value, error, fault, outgrown } = event.data;
    if (event.data.module) module = event.data.module;
    fontTier = Math.max(fontTier, event.data.fontTier ?? 0);
    const call = waiting.get(id);
    // Past its memory bound: ended once its other calls are answered (memory never shrinks).
    if (outgrown && worker === fresh) worker = null;
    if (outgrown && ![...waiting.keys()].some((k) => k !== id)) fresh.terminate();
    if (!call) return;
    waiting.delete(id);
    clearTimeout(call.timer);
    if (error !== undefined) call.reject(new PageError(error));
    else if (fault !== undefined) call.reject(new Error(fault));
    else call.resolve(value);
  });
  fresh.addEventListener('error', (event) => {
    event.preventDefault();
    if (worker === fresh) restart('worker-stopped');
  });
  return fresh;
}

/** Ends the worker; every call waiting on it fails with `key`'s words. @param {'worker-stopped' | 'took-too-long'} key */
function restart(key) {
  worker?.terminate();
  worker = null;
  for (const call of waiting.values()) {
    clearTimeout(call.timer);
    call.reject(new PageError(key === 'took-too-long' ? word(call.messages, key, LIMIT_MS / 1000) : word(call.messages, key)));
  }
  waiting.clear();
}

/**
 * Calls core.js's `fn` in the worker.
 * @template {keyof Core} F
 * @param {F} fn
 * @param {Lang} messages the language of a failure's message
 * @param {unknown[]} args
 * @returns {Promise<Awaited<ReturnType<Core[F]>>>}
 */
function send(fn, messages, ...args) {
  worker ??= start();
  const to = worker;
  const id = next++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => restart('took-too-long'), LIMIT_MS);
    waiting.set(id, { resolve, reject, timer, messages });
    to.postMessage({ id, fn, args });
  });
}

/** @param {{ messages?: Lang } | undefined} options @returns {Lang} */
const lang = (options) => options?.messages ?? 'ja';

/** @param {Parameters<Core['games']>[0]} options */
export const games = (options = {}) => send('games', lang(options), options);
/** @param {Parameters<Core['build']>[0]} options */
export const build = (options) => send('build', lang(options), options);
/** @param {Parameters<Core['buildRoom']>[0]} options */
export const buildRoom = (options) => send('buildRoom', lang(options), options);
/** @param {Parameters<Core['print']>[0]} options */
export const print = (options) => send('print', lang(options), options);
/** @param {Uint8Array} bytes @param {Parameters<Core['referee']>[1]} options */
export const referee = (bytes, options = {}) => send('referee', lang(options), bytes, options);
/** @param {Uint8Array} bytes @param {Parameters<Core['refereeText']>[1]} options */
export const refereeText = (bytes, options = {}) => send('refereeText', lang(options), bytes, options);
/** @param {Uint8Array} bytes @param {Parameters<Core['check']>[1]} options */
export const check = (bytes, options = {}) => send('check', lang(options), bytes, options);
/** @param {Uint8Array} bytes @param {Parameters<Core['checkText']>[1]} options */
export const checkText = (bytes, options = {}) => send('checkText', lang(options), bytes, options);
/** @param {Parameters<Core['deck']>[0]} files @param {Parameters<Core['deck']>[1]} options */
export const deck = (files, options = {}) => send('deck', lang(options), files, options);
/** @param {Parameters<Core['makeDeck']>[0]} files @param {Parameters<Core['makeDeck']>[1]} options */
export const makeDeck = (files, options = {}) => send('makeDeck', lang(options), files, options);
/** @param {Parameters<Core['buildFolder']>[0]} input @param {Parameters<Core['buildFolder']>[1]} options */
export const buildFolder = (input, options = {}) => send('buildFolder', lang(options), input, options);
/** Keeps the larger font for offline use (the page calls it once idle). */
export const keepFonts = () => send('keepFonts', 'ja');
/** How many workers were started so far (a fresh one follows a call past the memory bound). */
export const workersStarted = () => started;
