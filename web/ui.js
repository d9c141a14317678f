// @ts-check
// What every tab shares: the page's language, building elements, each tab's result box (its
// last outcome: a success or an error, never both, made again in the other language), the
// busy line, downloads, and files from a drop or a picker.
import { PageError, WORDS, word } from './words.js';

/** @typedef {import('./words.js').Lang} Lang */
/** @typedef {import('./words.js').Key} Key */
/** @typedef {import('./words.js').Words} Words */
/** @typedef {Node | string | null | undefined | false} Part */
/** @typedef {{ name: string, file: File }} Picked a file chosen, named with its folders */
/** @typedef {{ name: string, bytes: Uint8Array }} FileBytes */

/** @type {Lang} */
let lang = localStorage.getItem('udonforge-lang') === 'en' ? 'en' : 'ja';

/** The page's language: of its words, and of the library's messages (`--messages`). */
export const pageLang = () => lang;

/**
 * A word of the page in its language.
 * @template {Key} K
 * @param {K} key
 * @param {Words[K] extends (...a: infer A) => string ? A : []} args
 */
export const t = (key, ...args) => word(lang, key, ...args);

/**
 * An element of the page by its id, of the type asked for.
 * @template {HTMLElement} T
 * @param {string} id
 * @param {new () => T} type
 * @returns {T}
 */
export function byId(id, type) {
  const found = document.getElementById(id);
  if (!(found instanceof type)) throw new Error(`no ${type.name} #${id}`);
  return found;
}

/** @param {string} id */
export const $ = (id) => byId(id, HTMLElement);

/**
 * A new element with its properties and children (a missing child is left out).
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Partial<HTMLElementTagNameMap[K]>} props
 * @param {Part[]} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function el(tag, props = {}, ...children) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...present(children));
  return node;
}

/** @param {Part[]} parts @returns {(Node | string)[]} */
const present = (parts) => /** @type {(Node | string)[]} */ (parts.filter((c) => c !== null && c !== undefined && c !== false && c !== ''));

// ---- each tab's result box
/**
 * @typedef {object} Shown
 * @property {() => Part[]} render what the box holds, made in the page's language
 * @property {(() => Promise<void>) | undefined} redo done again when the language changes
 *   (what the library said is in the language it was asked for)
 */
/** @type {Map<HTMLElement, Shown>} */
const shown = new Map();

/**
 * Fills a tab's result box with what `render` makes, replacing what it held.
 * @param {HTMLElement} box
 * @param {() => Part[]} render
 * @param {(() => Promise<void>)=} redo
 */
export function show(box, render, redo) {
  shown.set(box, { render, redo });
  box.replaceChildren(...present(render()));
  box.hidden = false;
}

/** Empties a tab's result box. @param {HTMLElement} box */
export function clear(box) {
  shown.delete(box);
  box.replaceChildren();
  box.hidden = true;
}

/**
 * The words for an error: the library's message (already in the page's language) or the
 * page's own; anything else is a fault of the page, said in its words (details to the console).
 * @param {unknown} error
 */
export function said(error) {
  if (error instanceof PageError) return error.message;
  console.error(error);
  return t('page-broke');
}

/**
 * Shows an error in a tab's box, in place of its last outcome.
 * @param {HTMLElement} box
 * @param {unknown} error
 * @param {(() => Promise<void>)=} redo
 */
export function showError(box, error, redo) {
  // A message the page made is made again in the other language; the library's is asked again.
  const message = said(error);
  show(box, () => [el('div', { className: 'error', role: 'alert' }, el('p', { className: 'bad', textContent: t('failed') }),
    el('pre', { textContent: message }))], redo);
  box.scrollIntoView({ block: 'nearest' });
}

let working = 0;
/**
 * Runs an attempt of a tab: its box emptied first (no earlier outcome stays beside this
 * one), the busy line shown meanwhile, a failure shown in the box.
 * @param {HTMLElement} box
 * @param {() => Promise<void>} attempt shows its own success
 * @param {(() => Promise<void>)=} redo the attempt again, without a download
 */
export async function busy(box, attempt, redo) {
  clear(box);
  working++;
  $('busy').hidden = false;
  document.body.classList.add('working');
  try {
    await attempt();
  } catch (e) {
    showError(box, e, redo);
  } finally {
    if (--working === 0) {
      $('busy').hidden = true;
      document.body.classList.remove('working');
    }
  }
}

/** Sets the page's words in `next` and makes every shown outcome again in it. @param {Lang} next */
export function setLang(next) {
  lang = next;
  localStorage.setItem('udonforge-lang', lang);
  document.documentElement.lang = lang;
  for (const node of document.querySelectorAll('[data-t]')) {
    const key = /** @type {HTMLElement} */ (node).dataset.t;
    if (key && key in WORDS[lang]) node.textContent = word(lang, /** @type {Key} */ (key));
  }
  for (const b of document.querySelectorAll('[data-lang]')) b.setAttribute('aria-pressed', String(/** @type {HTMLElement} */ (b).dataset.lang === lang));
  document.title = t('title');
  for (const [box, { render, redo }] of [...shown]) {
    if (redo) redo();
    else show(box, render);
  }
}

// ---- downloads
/**
 * Hands bytes to the browser as a download.
 * @param {Uint8Array} bytes
 * @param {string} name
 * @param {string} type
 */
export function download(bytes, name, type = 'application/zip') {
  const url = URL.createObjectURL(new Blob([/** @type {BlobPart} */ (bytes)], { type }));
  const a = el('a', { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * @param {string} label
 * @param {Uint8Array} bytes
 * @param {string} name
 * @param {string=} type
 */
export function downloadButton(label, bytes, name, type) {
  const b = el('button', { type: 'button', className: 'button', textContent: label });
  b.addEventListener('click', () => download(bytes, name, type));
  return b;
}

/**
 * A command to copy: a narrow window breaks its line between arguments only, never at the
 * hyphen inside `--lang`, and keeps an option beside its value (each an unbreakable span; the
 * copied text is unchanged).
 * @param {string} command
 */
export function commandLine(command) {
  /** @type {string[]} */
  const args = [];
  for (const part of command.split(' ')) {
    const last = args.length - 1;
    if (last >= 0 && args[last].startsWith('--') && !args[last].includes(' ') && !part.startsWith('-')) args[last] += ` ${part}`;
    else args.push(part);
  }
  const spans = args.flatMap((arg, i) => [i ? ' ' : null, el('span', { className: 'arg', textContent: arg })]);
  return el('pre', { className: 'cli' }, el('code', {}, ...spans));
}

/** @param {number} n */
export const size = (n) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(n / 1024)} KB`);

// ---- files from a drop or a picker, with their paths inside a dropped folder
/** @param {DataTransfer} dataTransfer @returns {Promise<Picked[]>} */
async function entriesOf(dataTransfer) {
  /** @type {Picked[]} */
  const files = [];
  /** @param {FileSystemEntry} entry @param {string} prefix */
  const walk = async (entry, prefix) => {
    if (entry instanceof FileSystemFileEntry || entry.isFile) {
      const fileEntry = /** @type {FileSystemFileEntry} */ (entry);
      const file = await new Promise((ok, fail) => fileEntry.file(ok, fail));
      files.push({ name: prefix + file.name, file });
    } else if (entry.isDirectory) {
      const reader = /** @type {FileSystemDirectoryEntry} */ (entry).createReader();
      /** @type {FileSystemEntry[]} */
      let batch;
      do {
        batch = await new Promise((ok, fail) => reader.readEntries(ok, fail));
        for (const child of batch) await walk(child, `${prefix}${entry.name}/`);
      } while (batch.length > 0);
    }
  };
  const entries = [...dataTransfer.items].map((i) => i.webkitGetAsEntry?.()).filter((e) => e !== null && e !== undefined);
  if (entries.length === 0) return [...dataTransfer.files].map((file) => ({ name: file.name, file }));
  for (const entry of entries) await walk(entry, '');
  return files;
}

/**
 * What a file input holds; the input is emptied, so choosing the same file again is a
 * new choice.
 * @param {HTMLInputElement} input
 * @returns {Picked[]}
 */
export function fromPicker(input) {
  const picked = [...(input.files ?? [])].map((file) => ({ name: file.webkitRelativePath || file.name, file }));
  input.value = '';
  return picked;
}

/**
 * Makes `zone` take dropped files (and folders).
 * @param {HTMLElement} zone
 * @param {(files: Picked[]) => void} onFiles
 * @param {HTMLElement} box where a failure to read the drop is shown
 */
export function dropZone(zone, onFiles, box) {
  zone.addEventListener('dragover', (e) => { e.preventDefault(); zone.classList.add('over'); });
  zone.addEventListener('dragleave', () => zone.classList.remove('over'));
  zone.addEventListener('drop', (e) => {
    e.preventDefault();
    zone.classList.remove('over');
    if (e.dataTransfer) entriesOf(e.dataTransfer).then(onFiles, (error) => showError(box, error));
  });
}

// No file the command line takes is larger than 512 MiB (a room zip to check; a save 256 MiB,
// a picture 64 MiB): a larger one is refused before it is read, so a huge drop never fills
// the tab's memory.
const MAX_READ = 512 * 1024 * 1024;

/**
 * The files' bytes, each refused first if larger than anything udonforge reads.
 * @param {Picked[]} picked
 * @returns {Promise<FileBytes[]>}
 */
export async function read(picked) {
  return Promise.all(picked.map(async (p) => {
    if (p.file.size > MAX_READ) throw new PageError(t('too-large', p.name, Math.round(p.file.size / 1048576)));
    try {
      return { name: p.name, bytes: new Uint8Array(await p.file.arrayBuffer()) };
    } catch {
      throw new PageError(t('read-failed', p.name));
    }
  }));
}
