// udonforge in the browser: the library compiled to WebAssembly, run in a worker so the page
// stays responsive, driven as its command line would be. Nothing leaves the machine.
//
//   import * as udonforge from './udonforge.js';
//   const zip = await udonforge.build({game: 'shinjya', players: 5, seed: 7, lang: 'ja'});
//
// build({game, players, seed, lang, images}) → Uint8Array (the room zip, as `udonforge build`)
// buildRoom(…) → {room, fileName, seed, summary, warning}
// print({game, players, lang, paper}) → {pdf, fileName, summary} (as `udonforge print`)
// referee(bytes, {lang, players, name}) → object (the `referee --json` report); refereeText → text
// check(bytes, {name, strict}) → object (the `check --json` report); checkText → text
// deck(files, {name, copies, back}) → Uint8Array (a deck of your own pictures, as `new --from`)
// makeDeck(files, …), buildFolder(files or zip, {name, players, seed, lang})
//   → {room, fileName, id, preview, folder} (the room, the contact sheet, the game folder zip)
// games() → [{id, title: {ja, en}, players: {min, max, default}, languages}]
// Each rejects with an Error whose message is the command line's error text.

// The longest one call may take: past it the worker is stopped and a fresh one takes its place.
const LIMIT_MS = 180_000;

let worker = null;
let next = 0;
const waiting = new Map();

function start() {
  worker = new Worker(new URL('worker.js', import.meta.url), { type: 'module' });
  worker.addEventListener('message', (event) => {
    const { id, value, error } = event.data;
    const call = waiting.get(id);
    if (!call) return;
    waiting.delete(id);
    clearTimeout(call.timer);
    if (error !== undefined) call.reject(new Error(error));
    else call.resolve(value);
  });
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    restart(`error: udonforge stopped (${event.message ?? 'the worker failed'})`);
  });
}

function restart(message) {
  worker?.terminate();
  worker = null;
  for (const call of waiting.values()) {
    clearTimeout(call.timer);
    call.reject(new Error(message));
  }
  waiting.clear();
}

function send(fn, ...args) {
  if (!worker) start();
  const id = next++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => restart(`error: udonforge took longer than ${LIMIT_MS / 1000} s and was stopped\nhint: the page goes on working; a smaller file or fewer pictures go faster`), LIMIT_MS);
    waiting.set(id, { resolve, reject, timer });
    worker.postMessage({ id, fn, args });
  });
}

export const games = () => send('games');
export const build = (options) => send('build', options);
export const buildRoom = (options) => send('buildRoom', options);
export const print = (options) => send('print', options);
export const referee = (bytes, options = {}) => send('referee', bytes, options);
export const refereeText = (bytes, options = {}) => send('refereeText', bytes, options);
export const check = (bytes, options = {}) => send('check', bytes, options);
export const checkText = (bytes, options = {}) => send('checkText', bytes, options);
export const deck = (files, options = {}) => send('deck', files, options);
export const makeDeck = (files, options = {}) => send('makeDeck', files, options);
export const buildFolder = (input, options = {}) => send('buildFolder', input, options);
