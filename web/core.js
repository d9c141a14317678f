// The library compiled to WebAssembly, driven as its command line would be: every call puts
// the user's files into the library's folder in memory, runs the very command `udonforge` runs
// on them, and reads back what it wrote. It runs inside a worker (worker.js), so a long build
// never freezes the page; udonforge.js is the page's side. The calls are udonforge.js's.

const here = new URL('.', import.meta.url);
const SUBSET_FONT = new URL('fonts/udonforge-gothic-subset.ttf', here);
const WHOLE_FONT = new URL('fonts/ipaexg.ttf', here);

let ready = null; // Promise of the instance's exports
let wholeFont = null; // the whole font's bytes, once a user's text needed it
let subsetFont = null;

async function bytesOf(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`error: cannot load ${url.pathname}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

async function instantiate() {
  const module = await WebAssembly.compileStreaming(fetch(new URL('udonforge.wasm', here)));
  const instance = await WebAssembly.instantiate(module, {});
  const lib = instance.exports;
  subsetFont ??= await bytesOf(SUBSET_FONT);
  give(lib, 'uf_font', wholeFont ?? subsetFont, wholeFont ? 0 : 1);
  return lib;
}

function library() {
  ready ??= instantiate().catch((e) => { ready = null; throw e; });
  return ready;
}

// Copies bytes into the module's memory: (pointer, length), owned by the module from then on.
function pass(lib, bytes) {
  const ptr = lib.uf_alloc(bytes.length);
  new Uint8Array(lib.memory.buffer, ptr, bytes.length).set(bytes);
  return [ptr, bytes.length];
}

function give(lib, fn, ...args) {
  const flat = args.flatMap((a) => (a instanceof Uint8Array ? pass(lib, a) : [a]));
  return lib[fn](...flat);
}

function answer(lib) {
  return new Uint8Array(lib.memory.buffer, lib.uf_out_ptr(), lib.uf_out_len()).slice();
}

const utf8 = (s) => new TextEncoder().encode(s);
const text = (b) => new TextDecoder().decode(b);

// Runs `work(lib)` once; should the subset font lack a character the work drew or measured,
// loads the whole font and runs it again, so the result is the command line's. A crash of
// the module (it never should) discards it: the next call starts a fresh one.
async function withLibrary(work) {
  let lib = await library();
  try {
    let result = work(lib);
    if (result.needsWholeFont && !wholeFont) {
      wholeFont = await bytesOf(WHOLE_FONT);
      give(lib, 'uf_font', wholeFont, 0);
      result = work(lib);
    }
    return result;
  } catch (e) {
    if (e instanceof WebAssembly.RuntimeError) {
      ready = null;
      throw new Error(`error: udonforge stopped on this input (${e.message})\nhint: the page goes on working; please report the file that did this`);
    }
    throw e;
  }
}

// One command line in a fresh folder holding `inputs` ({path: bytes}).
function runIn(lib, inputs, args) {
  lib.uf_clear();
  for (const [path, bytes] of Object.entries(inputs)) put(lib, path, bytes);
  return run(lib, args);
}

function put(lib, path, bytes) {
  if (give(lib, 'uf_put', utf8(path), bytes) !== 0) throw new Error(`error: ${text(answer(lib))}`);
}

function run(lib, args) {
  give(lib, 'uf_run', utf8(JSON.stringify(args)));
  const ran = JSON.parse(text(answer(lib)));
  return { code: ran.code, stdout: ran.stdout, stderr: ran.stderr, needsWholeFont: ran.needs_whole_font };
}

function get(lib, path) {
  return give(lib, 'uf_get', utf8(path)) === 0 ? answer(lib) : null;
}

function call(lib, request, data = new Uint8Array()) {
  const code = give(lib, 'uf_call', utf8(JSON.stringify(request)), data);
  const out = answer(lib);
  if (code !== 0) throw new Error(JSON.parse(text(out)).stderr);
  return out;
}

function failed(ran) {
  return new Error(ran.stderr.trim() || `error: exit code ${ran.code}`);
}

function randomSeed() {
  return crypto.getRandomValues(new Uint32Array(1))[0] % 1_000_000_000;
}

/** The games the page can build. */
export async function games() {
  const ran = await withLibrary((lib) => run(lib, ['games', '--json']));
  if (ran.code !== 0 && !ran.stdout) throw failed(ran);
  return JSON.parse(ran.stdout);
}

/** A built-in game's room, with its file name and the command line's summary. */
export async function buildRoom({ game, players, seed, lang = 'ja', images = 'svg' }) {
  seed ??= randomSeed();
  // Written where the command line writes it: the game's own file name (`shinjya01.zip`).
  const args = ['build', String(game), '--seed', String(seed), '--lang', lang, '--images', images];
  if (players !== undefined && players !== null) args.push('--players', String(players));
  const ran = await withLibrary((lib) => {
    const r = runIn(lib, {}, args);
    const fileName = r.stdout.match(/^wrote (.+?) \(\d+ bytes\)/)?.[1];
    return { ...r, fileName, room: r.code === 0 && fileName ? get(lib, fileName) : null };
  });
  if (ran.code !== 0 || !ran.room) throw failed(ran);
  return { room: ran.room, seed, summary: ran.stdout, warning: ran.stderr, fileName: ran.fileName };
}

/** A built-in game's room zip: the bytes `udonforge build` writes for the same options. */
export async function build(options) {
  return (await buildRoom(options)).room;
}

/** A game's print-and-play PDF: the bytes `udonforge print` writes for the same options. */
export async function print({ game, players, lang = 'ja', paper = 'a4' }) {
  const args = ['print', String(game), '--lang', lang, '--paper', paper];
  if (players !== undefined && players !== null) args.push('--players', String(players));
  const ran = await withLibrary((lib) => {
    const r = runIn(lib, {}, args);
    const fileName = r.stdout.match(/^wrote (.+?) \(\d+ pages/)?.[1];
    return { ...r, fileName, pdf: r.code === 0 && fileName ? get(lib, fileName) : null };
  });
  if (ran.code !== 0 || !ran.pdf) throw failed(ran);
  return { pdf: ran.pdf, fileName: ran.fileName, summary: ran.stdout };
}

function refereeArgs(path, { lang, players } = {}) {
  const args = ['referee', path];
  if (lang) args.push('--lang', lang);
  if (players !== undefined && players !== null) args.push('--players', String(players));
  return args;
}

function inputName(name, fallback) {
  // The user's own file name, so that errors name it; never a path.
  const base = String(name ?? '').split(/[\\/]/).pop();
  return base && !base.startsWith('.') ? base : fallback;
}

/** The referee's report on a save (a 保存 zip or a data.xml), as `referee --json` prints it. */
export async function referee(bytes, options = {}) {
  const path = inputName(options.name, 'save.zip');
  const ran = await withLibrary((lib) => runIn(lib, { [path]: bytes }, [...refereeArgs(path, options), '--json']));
  if (ran.code > 1) throw failed(ran);
  return JSON.parse(ran.stdout);
}

/** The referee's report as text, in the command line's words. */
export async function refereeText(bytes, options = {}) {
  const path = inputName(options.name, 'save.zip');
  const ran = await withLibrary((lib) => runIn(lib, { [path]: bytes }, refereeArgs(path, options)));
  if (ran.code > 1) throw failed(ran);
  return ran.stdout;
}

/** What udonarium would drop or show broken when loading a room zip (`check --json`). */
export async function check(bytes, options = {}) {
  const path = inputName(options.name, 'room.zip');
  const args = ['check', path, '--json'];
  if (options.strict) args.push('--strict');
  const ran = await withLibrary((lib) => runIn(lib, { [path]: bytes }, args));
  if (ran.code > 1) throw failed(ran);
  return JSON.parse(ran.stdout);
}

/** The check's report as text, in the command line's words. */
export async function checkText(bytes, options = {}) {
  const path = inputName(options.name, 'room.zip');
  const args = ['check', path];
  if (options.strict) args.push('--strict');
  const ran = await withLibrary((lib) => runIn(lib, { [path]: bytes }, args));
  if (ran.code > 1) throw failed(ran);
  return ran.stdout;
}

const PICTURE = /\.(png|jpe?g|webp|gif)$/i;

// The dropped files under one folder: `deck/…`, their own relative paths kept.
function folderOf(files, top) {
  const inputs = {};
  const names = files.map((f) => String(f.name).replace(/\\/g, '/').replace(/^\/+/, ''));
  // A dropped folder's files share its name as their first part: it is left out.
  const firsts = new Set(names.map((n) => (n.includes('/') ? n.split('/')[0] : '')));
  const strip = firsts.size === 1 && !firsts.has('') ? [...firsts][0].length + 1 : 0;
  files.forEach((f, i) => { inputs[`${top}/${names[i].slice(strip)}`] = f.bytes; });
  return inputs;
}

/**
 * A deck of your own pictures (or pictures and a cards.csv), as `udonforge new ID --from
 * cards.csv` makes it: the room, the contact sheet `preview` draws, and the game folder to
 * keep editing. Without a cards.csv, one is written: a card per picture, named after its file.
 */
export async function makeDeck(files, { name = 'マイデッキ', copies = 1, back = '' } = {}) {
  files = [...files].map((f) => ({ name: f.name, bytes: f.bytes }));
  const made = await withLibrary((lib) => {
    lib.uf_clear();
    const inputs = folderOf(files, 'deck');
    const id = text(call(lib, { op: 'id_for', name }));
    if (!inputs['deck/cards.csv']) {
      const pictures = Object.keys(inputs).filter((p) => PICTURE.test(p)).map((p) => p.slice(5));
      inputs['deck/cards.csv'] = call(lib, { op: 'pictures_csv', pictures, copies, deck: name, back });
    }
    const ran = runIn(lib, inputs, ['new', id, '--from', 'deck/cards.csv']);
    if (ran.code !== 0) return ran;
    const room = get(lib, `${id}.zip`);
    const preview = run(lib, ['preview', id, '-o', 'preview.png']);
    return {
      ...ran,
      needsWholeFont: ran.needsWholeFont || preview.needsWholeFont,
      id,
      room,
      fileName: `${id}.zip`,
      preview: preview.code === 0 ? get(lib, 'preview.png') : null,
      previewError: preview.code === 0 ? '' : preview.stderr,
      folder: call(lib, { op: 'zip', dir: `templates/${id}` }),
    };
  });
  if (made.code !== 0) throw failed(made);
  return made;
}

/** The room zip of a deck of your own pictures (see `makeDeck`). */
export async function deck(files, options) {
  return (await makeDeck(files, options)).room;
}

/**
 * A game folder as `udonforge new` writes it (its files with their relative paths, or the
 * folder as a zip) built into a room, as `udonforge build ID --templates …` builds it: the
 * room, its contact sheet and the folder again as a zip.
 */
export async function buildFolder(input, { name = 'game.zip', players, seed = 1, lang = 'ja' } = {}) {
  const made = await withLibrary((lib) => {
    lib.uf_clear();
    let paths;
    if (input instanceof Uint8Array) {
      paths = JSON.parse(text(call(lib, { op: 'unzip', dir: 'drop' }, input)));
    } else {
      const files = [...input];
      paths = files.map((f) => String(f.name).replace(/\\/g, '/').replace(/^\/+/, ''));
      files.forEach((f, i) => put(lib, `drop/${paths[i]}`, f.bytes));
    }
    // The folder itself, or what was in it: then it is named after the zip, as `new` names it.
    let root = 'drop';
    if (paths.includes('game.toml')) {
      const id = inputName(name, 'game').replace(/\.zip$/i, '');
      call(lib, { op: 'rename', from: 'drop', to: `templates/${id}` });
      paths = paths.map((p) => `${id}/${p}`);
      root = 'templates';
    }
    const tops = [...new Set(paths.filter((p) => p.endsWith('/game.toml') && p.split('/').length === 2).map((p) => p.split('/')[0]))];
    if (tops.length === 0) {
      return { code: 2, stdout: '', stderr: 'error: no game folder in what was dropped: a game folder holds a `game.toml`\nhint: drop the folder `udonforge new` made (or a zip of it)', needsWholeFont: false };
    }
    const id = tops[0];
    const args = ['build', id, '--templates', root, '--seed', String(seed), '--lang', lang, '-o', 'room.zip'];
    if (players !== undefined && players !== null) args.push('--players', String(players));
    const ran = run(lib, args);
    if (ran.code !== 0) return ran;
    const preview = run(lib, ['preview', id, '--templates', root, '--lang', lang, '-o', 'preview.png']);
    return {
      ...ran,
      needsWholeFont: ran.needsWholeFont || preview.needsWholeFont,
      id,
      room: get(lib, 'room.zip'),
      fileName: `${id}.zip`,
      preview: preview.code === 0 ? get(lib, 'preview.png') : null,
      previewError: preview.code === 0 ? '' : preview.stderr,
      folder: call(lib, { op: 'zip', dir: `${root}/${id}` }),
    };
  });
  if (made.code !== 0) throw failed(made);
  return made;
}
