// @ts-check
// The library compiled to WebAssembly, driven as its command line would be: every call puts
// the user's files into the library's folder in memory, runs the very command `udonforge` runs
// on them (with `--messages` in the page's language), and reads back what it wrote. It runs
// inside a worker (worker.js), so a long build never freezes the page; udonforge.js is the
// page's side. The calls are udonforge.js's.
import { PageError, word } from './words.js';
import { fetchOnce } from './fetched.js';
import { PICTURE, commonFolder, relative, stem } from './paths.js';

/** @typedef {import('./words.js').Lang} Lang */
/** @typedef {{ name: string, bytes: Uint8Array }} FileBytes */
/** @typedef {{ code: number, stdout: string, stderr: string, needsWholeFont: string }} Ran */
/**
 * The library's exports (src/web.rs).
 * @typedef {object} Lib
 * @property {WebAssembly.Memory} memory
 * @property {(len: number) => number} uf_alloc
 * @property {() => number} uf_out_ptr
 * @property {() => number} uf_out_len
 * @property {(ptr: number, len: number, subset: number) => number} uf_font
 * @property {(ptr: number, len: number) => number} uf_get
 * @property {() => void} uf_clear
 * @property {(ptr: number, len: number) => number} uf_run
 * @property {(ptr: number, len: number, dataPtr: number, dataLen: number) => number} uf_call
 */

const here = new URL('.', import.meta.url);

// The fonts, the bundled font's glyphs as they are (what is drawn with them is what the
// command line draws): a subset of what the built-in games draw, fetched with the page, then
// every character, kept for offline use once the page is idle (scripts/build-web makes both).
export const FONTS = ['fonts/udonforge-gothic-subset.ttf', 'fonts/udonforge-gothic.ttf'];

// Past this much WebAssembly memory (which never shrinks) the worker is ended after its call
// and a fresh one takes its place: a 200 MB save or a zip bomb must not keep the tab large.
const MEMORY_BOUND = 256 * 1024 * 1024;

/** @type {Promise<{ lib: Lib, module: WebAssembly.Module }> | null} */
let ready = null;
/** @type {WebAssembly.Module | null} */
let givenModule = null;
let fontTier = 0; // the font in use, an index of FONTS

/**
 * Starts from a module another worker compiled (no second fetch or compile), and the font
 * the last worker had come to need.
 * @param {{ module?: WebAssembly.Module, fontTier?: number }} init
 */
export function init({ module, fontTier: tier }) {
  givenModule = module ?? null;
  fontTier = Math.min(Math.max(tier ?? 0, 0), FONTS.length - 1);
}

/** @param {URL} url @param {Lang} messages */
async function bytesOf(url, messages) {
  const response = await fetchOnce(url).catch(() => null);
  if (!response?.ok) throw new PageError(word(messages, fontTier > 0 ? 'cannot-load-font' : 'cannot-load'));
  return new Uint8Array(await response.arrayBuffer());
}

/** @param {Lang} messages */
async function instantiate(messages) {
  let module = givenModule;
  if (!module) {
    const response = await fetchOnce(new URL('udonforge.wasm', here)).catch(() => null);
    if (!response?.ok) throw new PageError(word(messages, 'cannot-load'));
    module = await WebAssembly.compileStreaming(response);
  }
  const instance = await WebAssembly.instantiate(module, {});
  const lib = /** @type {Lib} */ (/** @type {unknown} */ (instance.exports));
  give(lib, 'uf_font', await bytesOf(new URL(FONTS[fontTier], here), messages), fontTier < FONTS.length - 1 ? 1 : 0);
  return { lib, module };
}

/** @param {Lang} messages */
function library(messages) {
  ready ??= instantiate(messages).catch((e) => { ready = null; throw e; });
  return ready;
}

/** The compiled module, for the next worker. */
export async function compiled() {
  return ready ? (await ready).module : null;
}

/** Whether this worker's memory grew past the bound (it should be ended). */
export async function outgrown() {
  const loaded = ready && (await ready.catch(() => null));
  return loaded ? loaded.lib.memory.buffer.byteLength > MEMORY_BOUND : false;
}

/** The font this worker came to need, for the next worker. */
export const tier = () => fontTier;

/** Keeps the whole font for offline use (called once the page is idle): fetched, not read. */
export async function keepFonts() {
  const response = await fetchOnce(new URL(FONTS[FONTS.length - 1], here), true).catch(() => null);
  return Boolean(response?.ok);
}

// Copies bytes into the module's memory: (pointer, length), owned by the module from then on.
/** @param {Lib} lib @param {Uint8Array} bytes @returns {[number, number]} */
function pass(lib, bytes) {
  const ptr = lib.uf_alloc(bytes.length);
  new Uint8Array(lib.memory.buffer, ptr, bytes.length).set(bytes);
  return [ptr, bytes.length];
}

/**
 * @param {Lib} lib
 * @param {'uf_font' | 'uf_get' | 'uf_run' | 'uf_call'} fn
 * @param {(Uint8Array | number)[]} args
 * @returns {number}
 */
function give(lib, fn, ...args) {
  const flat = args.flatMap((a) => (a instanceof Uint8Array ? pass(lib, a) : [a]));
  return /** @type {(...a: number[]) => number} */ (lib[fn])(...flat);
}

/** @param {Lib} lib */
function answer(lib) {
  return new Uint8Array(lib.memory.buffer, lib.uf_out_ptr(), lib.uf_out_len()).slice();
}

/** @param {string} s */
const utf8 = (s) => new TextEncoder().encode(s);
/** @param {Uint8Array} b */
const text = (b) => new TextDecoder().decode(b);

/**
 * Runs `work(lib)` once; should the font in use lack a character the work drew or measured,
 * takes the next larger font and runs it again, so the result is the command line's. A crash
 * of the module (it never should) discards it: the next call starts a fresh one.
 * @template {{ needsWholeFont: string }} R
 * @param {Lang} messages
 * @param {(lib: Lib) => R} work
 * @returns {Promise<R>}
 */
async function withLibrary(messages, work) {
  const { lib } = await library(messages);
  try {
    let result = work(lib);
    while (result.needsWholeFont && fontTier < FONTS.length - 1) {
      fontTier++;
      const font = await bytesOf(new URL(FONTS[fontTier], here), messages);
      give(lib, 'uf_font', font, fontTier < FONTS.length - 1 ? 1 : 0);
      result = work(lib);
    }
    return result;
  } catch (e) {
    if (e instanceof WebAssembly.RuntimeError) {
      ready = null;
      throw new PageError(word(messages, 'crashed'));
    }
    throw e;
  }
}

/**
 * One command line in a fresh folder holding `inputs` ({path: bytes}).
 * @param {Lib} lib @param {Lang} messages @param {Record<string, Uint8Array>} inputs @param {string[]} args
 */
function runIn(lib, messages, inputs, args) {
  lib.uf_clear();
  for (const [path, bytes] of Object.entries(inputs)) put(lib, messages, path, bytes);
  return run(lib, messages, args);
}

/** @param {Lib} lib @param {Lang} messages @param {string} path @param {Uint8Array} bytes */
function put(lib, messages, path, bytes) {
  call(lib, { op: 'put', path, messages }, bytes);
}

/**
 * A command line, its messages in the page's language.
 * @param {Lib} lib @param {Lang} messages @param {string[]} args
 * @returns {Ran}
 */
function run(lib, messages, args) {
  give(lib, 'uf_run', utf8(JSON.stringify(['--messages', messages, ...args])));
  const ran = JSON.parse(text(answer(lib)));
  return { code: ran.code, stdout: ran.stdout, stderr: ran.stderr, needsWholeFont: ran.needs_whole_font };
}

/** @param {Lib} lib @param {string} path */
function get(lib, path) {
  return give(lib, 'uf_get', utf8(path)) === 0 ? answer(lib) : null;
}

/**
 * One of web.rs's own requests; its error in the request's `messages` language.
 * @param {Lib} lib @param {{ op: string, messages: Lang, [field: string]: unknown }} request @param {Uint8Array} data
 */
function call(lib, request, data = new Uint8Array()) {
  const code = give(lib, 'uf_call', utf8(JSON.stringify(request)), data);
  const out = answer(lib);
  if (code !== 0) throw new PageError(JSON.parse(text(out)).stderr.trim());
  return out;
}

/**
 * A message about the card list the page wrote itself names the card it is about, not a line
 * of a file the player never saw.
 * @param {string} stderr @param {Card[]} list @param {Lang} messages
 */
function aboutCards(stderr, list, messages) {
  return stderr.replace(/deck\/cards\.csv(?::(\d+)(?::\d+)?)?: /g, (_, line) => {
    const card = line ? list[Number(line) - 2] : undefined;
    if (!card) return '';
    const name = card.name.trim() || stem(card.picture);
    return messages === 'ja' ? `カード「${name}」: ` : `card “${name}”: `;
  });
}

/** @param {{ code: number, stderr: string }} ran */
function failed(ran) {
  return new PageError(ran.stderr.trim() || `error: ${ran.code}`);
}

function randomSeed() {
  return crypto.getRandomValues(new Uint32Array(1))[0] % 1_000_000_000;
}

/**
 * @typedef {object} Game
 * @property {string} id
 * @property {{ ja: string, en?: string }} title
 * @property {{ min: number, max: number, default: number }} players
 * @property {Lang[]} languages
 */

/** The games the page can build. @param {{ messages?: Lang }} options @returns {Promise<Game[]>} */
export async function games({ messages = 'ja' } = {}) {
  const ran = await withLibrary(messages, (lib) => run(lib, messages, ['games', '--json']));
  if (ran.code !== 0 && !ran.stdout) throw failed(ran);
  return JSON.parse(ran.stdout);
}

/**
 * @typedef {object} BuildOptions
 * @property {string} game
 * @property {number=} players
 * @property {string | number=} seed
 * @property {Lang=} lang the room's language
 * @property {'svg' | 'png'=} images
 * @property {Lang=} messages the language of errors and warnings
 */

/**
 * The file a command says it wrote, in either language of its summary
 * (`wrote X (…)` or `X を書きました（…）`).
 * @param {string} stdout
 */
function writtenFile(stdout) {
  const m = stdout.match(/^(?:wrote (.+?) \(|(.+?) を書きました（)/);
  return m ? (m[1] ?? m[2]) : undefined;
}

/**
 * A built-in game's room, with its file name and the command line's summary.
 * @param {BuildOptions} options
 */
export async function buildRoom({ game, players, seed, lang = 'ja', images = 'svg', messages = 'ja' }) {
  seed ??= randomSeed();
  // Written where the command line writes it: the game's own file name (`shinjya01.zip`).
  const args = ['build', String(game), '--seed', String(seed), '--lang', lang, '--images', images];
  if (players !== undefined && players !== null) args.push('--players', String(players));
  const ran = await withLibrary(messages, (lib) => {
    const r = runIn(lib, messages, {}, args);
    const fileName = writtenFile(r.stdout);
    return { ...r, fileName, room: r.code === 0 && fileName ? get(lib, fileName) : null };
  });
  if (ran.code !== 0 || !ran.room || !ran.fileName) throw failed(ran);
  return { room: ran.room, seed: String(seed), summary: ran.stdout, warning: ran.stderr, fileName: ran.fileName };
}

/** A built-in game's room zip: the bytes `udonforge build` writes for the same options. @param {BuildOptions} options */
export async function build(options) {
  return (await buildRoom(options)).room;
}

/**
 * A game's print-and-play PDF: the bytes `udonforge print` writes for the same options.
 * @param {{ game: string, players?: number, lang?: Lang, paper?: string, messages?: Lang }} options
 */
export async function print({ game, players, lang = 'ja', paper = 'a4', messages = 'ja' }) {
  const args = ['print', String(game), '--lang', lang, '--paper', paper];
  if (players !== undefined && players !== null) args.push('--players', String(players));
  const ran = await withLibrary(messages, (lib) => {
    const r = runIn(lib, messages, {}, args);
    const fileName = writtenFile(r.stdout);
    return { ...r, fileName, pdf: r.code === 0 && fileName ? get(lib, fileName) : null };
  });
  if (ran.code !== 0 || !ran.pdf || !ran.fileName) throw failed(ran);
  return { pdf: ran.pdf, fileName: ran.fileName, summary: ran.stdout };
}

/** @typedef {{ name?: string, lang?: Lang, players?: number | string, reveal?: boolean, messages?: Lang }} RefereeOptions */

/** @param {string} path @param {RefereeOptions} options */
function refereeArgs(path, { lang, players, reveal } = {}) {
  const args = ['referee', path];
  if (lang) args.push('--lang', lang);
  if (players !== undefined && players !== null) args.push('--players', String(players));
  // Before a game's end the report shows only what the table can see, unless asked.
  if (reveal) args.push('--reveal');
  return args;
}

/**
 * The user's own file name, so that errors name it; never a path.
 * @param {unknown} name @param {string} fallback
 */
function inputName(name, fallback) {
  const base = String(name ?? '').split(/[\\/]/).pop();
  return base && !base.startsWith('.') ? base : fallback;
}

/**
 * The referee's report on a save (a 保存 zip or a data.xml), as `referee --json` prints it.
 * @param {Uint8Array} bytes @param {RefereeOptions} options
 */
export async function referee(bytes, options = {}) {
  const messages = options.messages ?? 'ja';
  const path = inputName(options.name, 'save.zip');
  const ran = await withLibrary(messages, (lib) => runIn(lib, messages, { [path]: bytes }, [...refereeArgs(path, options), '--json']));
  if (ran.code > 1) throw failed(ran);
  return JSON.parse(ran.stdout);
}

/** The referee's report as text, in the command line's words. @param {Uint8Array} bytes @param {RefereeOptions} options */
export async function refereeText(bytes, options = {}) {
  const messages = options.messages ?? 'ja';
  const path = inputName(options.name, 'save.zip');
  const ran = await withLibrary(messages, (lib) => runIn(lib, messages, { [path]: bytes }, refereeArgs(path, options)));
  if (ran.code > 1) throw failed(ran);
  return ran.stdout;
}

/** @typedef {{ name?: string, strict?: boolean, messages?: Lang }} CheckOptions */

/** @param {string} path @param {CheckOptions} options @param {boolean} json */
function checkArgs(path, options, json) {
  const args = ['check', path];
  if (json) args.push('--json');
  if (options.strict) args.push('--strict');
  return args;
}

/**
 * What udonarium would drop or show broken when loading a room zip (`check --json`).
 * @param {Uint8Array} bytes @param {CheckOptions} options
 */
export async function check(bytes, options = {}) {
  const messages = options.messages ?? 'ja';
  const path = inputName(options.name, 'room.zip');
  const ran = await withLibrary(messages, (lib) => runIn(lib, messages, { [path]: bytes }, checkArgs(path, options, true)));
  if (ran.code > 1) throw failed(ran);
  return JSON.parse(ran.stdout);
}

/** The check's report as text, in the command line's words. @param {Uint8Array} bytes @param {CheckOptions} options */
export async function checkText(bytes, options = {}) {
  const messages = options.messages ?? 'ja';
  const path = inputName(options.name, 'room.zip');
  const ran = await withLibrary(messages, (lib) => runIn(lib, messages, { [path]: bytes }, checkArgs(path, options, false)));
  if (ran.code > 1) throw failed(ran);
  return ran.stdout;
}

/**
 * The dropped files under one folder, `deck/…`, their own relative paths kept; a dropped
 * folder's files share its name as their first part: it is left out.
 * @param {FileBytes[]} files @param {string} top
 */
function folderOf(files, top) {
  /** @type {Record<string, Uint8Array>} */
  const inputs = {};
  const names = files.map((f) => relative(f.name));
  const strip = commonFolder(names);
  files.forEach((f, i) => { inputs[`${top}/${names[i].slice(strip)}`] = f.bytes; });
  return inputs;
}

/**
 * @typedef {object} Card a picture of the deck: its path in the dropped folder (without the
 *   folder's own name, as `back`), its card's name, how many
 * @property {string} picture
 * @property {string} name
 * @property {number} count
 */
/**
 * @typedef {object} DeckOptions
 * @property {string=} name the deck's name
 * @property {Card[]=} cards the cards, in order (else one card per picture, `copies` each)
 * @property {number=} copies
 * @property {string=} back a picture's path, or '' for the plain back
 * @property {string=} shape `--card-shape`
 * @property {'pad' | 'crop'=} fit `--fit`
 * @property {string=} pad `--pad-colour`
 * @property {Lang=} messages
 */

/**
 * A deck of your own pictures (or pictures and a cards.csv), as `udonforge new ID --from
 * cards.csv` makes it: the room, the contact sheet `preview` draws, and the game folder to
 * keep editing. Without a cards.csv, one is written from `cards` (a card per picture, named
 * after its file, by default).
 * @param {FileBytes[]} files @param {DeckOptions} options
 */
export async function makeDeck(files, { name = 'マイデッキ', cards, copies = 1, back = '', shape, fit, pad, messages = 'ja' } = {}) {
  files = [...files].map((f) => ({ name: f.name, bytes: f.bytes }));
  const made = await withLibrary(messages, (lib) => {
    lib.uf_clear();
    const inputs = folderOf(files, 'deck');
    const id = text(call(lib, { op: 'id_for', name, messages }));
    /** @type {Card[] | null} the cards of the list the page wrote, by the list's row */
    let listed = null;
    if (!inputs['deck/cards.csv']) {
      const list = cards
        ? cards.map((c) => ({ ...c, picture: relative(c.picture) }))
        : Object.keys(inputs).filter((p) => PICTURE.test(p)).sort().map((p) => p.slice(5))
          .filter((p) => p !== back).map((p) => ({ picture: p, name: stem(p), count: copies }));
      inputs['deck/cards.csv'] = call(lib, { op: 'pictures_csv', cards: list, deck: name, back: relative(back), messages });
      listed = list;
    }
    const args = ['new', id, '--from', 'deck/cards.csv'];
    if (shape) args.push('--card-shape', shape);
    if (fit) args.push('--fit', fit);
    if (pad) args.push('--pad-colour', pad);
    const ran = runIn(lib, messages, inputs, args);
    if (listed) ran.stderr = aboutCards(ran.stderr, listed, messages);
    if (ran.code !== 0) return { ...ran, made: null };
    const preview = run(lib, messages, ['preview', id, '-o', 'preview.png']);
    return {
      ...ran,
      needsWholeFont: ran.needsWholeFont || preview.needsWholeFont,
      made: {
        id,
        room: /** @type {Uint8Array} */ (get(lib, `${id}.zip`)),
        fileName: `${id}.zip`,
        stderr: ran.stderr,
        preview: preview.code === 0 ? get(lib, 'preview.png') : null,
        previewError: preview.code === 0 ? '' : preview.stderr,
        folder: call(lib, { op: 'zip', dir: `templates/${id}`, messages }),
      },
    };
  });
  if (!made.made) throw failed(made);
  return made.made;
}

/** The room zip of a deck of your own pictures (see `makeDeck`). @param {FileBytes[]} files @param {DeckOptions} options */
export async function deck(files, options) {
  return (await makeDeck(files, options)).room;
}

/**
 * A dropped game folder (its files with their relative paths, or the folder as a zip) put in
 * the folder in memory as a templates folder holds it: the templates folder and the game's id.
 * @param {Lib} lib @param {Lang} messages @param {Uint8Array | FileBytes[]} input @param {string} name
 */
function dropFolder(lib, messages, input, name) {
  /** @type {string[]} */
  let paths;
  if (input instanceof Uint8Array) {
    paths = JSON.parse(text(call(lib, { op: 'unzip', dir: 'drop', name: inputName(name, 'game.zip'), messages }, input)));
  } else {
    const files = [...input];
    paths = files.map((f) => relative(f.name));
    files.forEach((f, i) => put(lib, messages, `drop/${paths[i]}`, f.bytes));
  }
  // The folder itself, or what was in it: then it is named after the zip, as `new` names it.
  let root = 'drop';
  if (paths.includes('game.toml')) {
    const id = inputName(name, 'game').replace(/\.zip$/i, '');
    call(lib, { op: 'rename', from: 'drop', to: `templates/${id}`, messages });
    paths = paths.map((p) => `${id}/${p}`);
    root = 'templates';
  }
  const tops = [...new Set(paths.filter((p) => p.endsWith('/game.toml') && p.split('/').length === 2).map((p) => p.split('/')[0]))];
  if (tops.length === 0) throw new PageError(word(messages, 'no-game-folder'));
  return { root, id: tops[0] };
}

/**
 * @typedef {object} LayoutOptions
 * @property {string=} name the save's file name (errors name it)
 * @property {string=} folderName the game folder zip's file name
 * @property {boolean=} everySeat `--every-seat`: a zone moved at some seats only moves at every seat
 * @property {Lang=} messages
 */

/**
 * A room arranged in udonarium and saved (保存), written back into its game's definition, as
 * `udonforge layout SAVE -o DIR` writes it: what it says (and its exit code: 1 when something
 * moved that the definition cannot say), and the game's folder, changed, as a zip (none when
 * nothing moved). The game is a built-in one, or `folder` (its files, or a zip of it).
 * @param {Uint8Array} save @param {Uint8Array | FileBytes[] | null} folder @param {LayoutOptions} options
 */
export async function layout(save, folder, { name = 'save.zip', folderName = 'game.zip', everySeat = false, messages = 'ja' } = {}) {
  const made = await withLibrary(messages, (lib) => {
    lib.uf_clear();
    const path = inputName(name, 'save.zip');
    put(lib, messages, path, save);
    const args = ['layout', path, '-o', 'written'];
    if (folder) args.push('--templates', dropFolder(lib, messages, folder, folderName).root);
    if (everySeat) args.push('--every-seat');
    const ran = run(lib, messages, args);
    if (ran.code > 1) return { ...ran, made: null };
    // The game's id, as the report's first line names it: `(`shinjya` version 3)`.
    const id = ran.stdout.match(/[（(]`([a-z0-9-]+)`/)?.[1] ?? '';
    const written = Boolean(id) && get(lib, `written/${id}/game.toml`) !== null;
    return {
      ...ran,
      made: {
        id,
        report: ran.stdout,
        code: ran.code,
        fileName: `${id}.zip`,
        folder: written ? call(lib, { op: 'zip', dir: `written/${id}`, messages }) : null,
      },
    };
  });
  if (!made.made) throw failed(made);
  return made.made;
}

/**
 * A game folder as `udonforge new` writes it (its files with their relative paths, or the
 * folder as a zip) built into a room, as `udonforge build ID --templates …` builds it: the
 * room, its contact sheet and the folder again as a zip.
 * @param {Uint8Array | FileBytes[]} input
 * @param {{ name?: string, players?: number, seed?: number, lang?: Lang, messages?: Lang }} options
 */
export async function buildFolder(input, { name = 'game.zip', players, seed = 1, lang = 'ja', messages = 'ja' } = {}) {
  const made = await withLibrary(messages, (lib) => {
    lib.uf_clear();
    const { root, id } = dropFolder(lib, messages, input, name);
    const args = ['build', id, '--templates', root, '--seed', String(seed), '--lang', lang, '-o', 'room.zip'];
    if (players !== undefined && players !== null) args.push('--players', String(players));
    const ran = run(lib, messages, args);
    if (ran.code !== 0) return { ...ran, made: null };
    const preview = run(lib, messages, ['preview', id, '--templates', root, '--lang', lang, '-o', 'preview.png']);
    return {
      ...ran,
      needsWholeFont: ran.needsWholeFont || preview.needsWholeFont,
      made: {
        id,
        room: /** @type {Uint8Array} */ (get(lib, 'room.zip')),
        fileName: `${id}.zip`,
        stderr: ran.stderr,
        preview: preview.code === 0 ? get(lib, 'preview.png') : null,
        previewError: preview.code === 0 ? '' : preview.stderr,
        folder: call(lib, { op: 'zip', dir: `${root}/${id}`, messages }),
      },
    };
  });
  if (!made.made) throw failed(made);
  return made.made;
}
