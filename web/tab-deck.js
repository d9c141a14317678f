// @ts-check
// The tab that makes a deck of the player's own pictures: the pictures listed (thumbnail,
// card name, count, one of them the back), the card shape and how a picture of another
// shape fits it; or, when a cards.csv or a game folder is dropped, built as that says.
import * as udonforge from './udonforge.js';
import { PICTURE, commonFolder, relative, stem } from './paths.js';
import { PageError } from './words.js';
import { $, busy, byId, clear, download, downloadButton, dropZone, el, fromPicker, pageLang, read, show, size, t } from './ui.js';

/** @typedef {import('./ui.js').Picked} Picked */
/**
 * A picture of the list, named by its path in the dropped folder.
 * @typedef {{ path: string, picked: Picked, name: string, count: number, url: string }} Row
 */

const box = $('deck-result');
const list = $('deck-cards');
const deckName = byId('deck-name', HTMLInputElement);
const shape = byId('deck-shape', HTMLSelectElement);
const fit = byId('deck-fit', HTMLSelectElement);
const pad = byId('deck-pad', HTMLInputElement);

/** @type {Picked[]} */
let dropped = [];
/** @type {Row[]} */
let rows = [];
let back = '';
/** @type {'pictures' | 'csv' | 'folder'} */
let kind = 'pictures';

const isFolderZip = () => dropped.length === 1 && /\.zip$/i.test(dropped[0].name);

/** @param {Picked[]} picked */
function setDropped(picked) {
  for (const row of rows) URL.revokeObjectURL(row.url);
  dropped = picked;
  const names = picked.map((p) => relative(p.name));
  const strip = commonFolder(names);
  kind = isFolderZip() || names.some((n) => /(^|\/)game\.toml$/.test(n)) ? 'folder'
    : names.some((n) => n.slice(strip) === 'cards.csv') ? 'csv' : 'pictures';
  rows = picked.map((p, i) => ({ path: names[i].slice(strip), picked: p }))
    .filter((r) => PICTURE.test(r.path))
    .sort((a, b) => a.path.localeCompare(b.path, undefined, { numeric: true }))
    .map((r) => ({ ...r, name: stem(r.path), count: 1, url: URL.createObjectURL(r.picked.file) }));
  back = rows.find((r) => /(^|\/)(back|裏)[^/]*$/i.test(r.path))?.path ?? '';
  clear(box);
  drawList();
}

/** The SVG files dropped as pictures: a card cannot be one (a game folder's faces can). */
const skippedSvg = () => (kind === 'pictures' ? dropped.map((p) => relative(p.name)).filter((n) => /\.svg$/i.test(n)) : []);

/** The list of pictures, made again in the page's language. */
export function drawList() {
  $('deck-picked').textContent = dropped.length ? t('picked', dropped.length) : '';
  const svg = skippedSvg();
  const note = svg.length ? el('p', { className: 'warning', textContent: t('svg-skipped', svg.map((n) => n.split('/').pop()).join('、')) }) : null;
  if (kind !== 'pictures') {
    list.replaceChildren(el('p', { className: 'note', textContent: t(kind === 'csv' ? 'from-csv' : 'from-folder') }));
    return;
  }
  if (rows.length === 0) {
    list.replaceChildren(...(note ? [note] : []));
    return;
  }
  const plain = backChoice('', t('plain-back'));
  const body = rows.map((row) => {
    const isBack = row.path === back;
    const name = el('input', { value: row.name, maxLength: 100, disabled: isBack, ariaLabel: t('name-of', row.path) });
    name.addEventListener('input', () => { row.name = name.value; });
    const count = el('input', { type: 'number', min: '1', max: '200', value: String(row.count), disabled: isBack, ariaLabel: t('count-of', row.path) });
    count.addEventListener('input', () => { row.count = Math.min(200, Math.max(1, Math.floor(Number(count.value)) || 1)); });
    return el('tr', { className: isBack ? 'is-back' : '' },
      el('td', {}, el('img', { src: row.url, alt: row.path, className: 'thumb', loading: 'lazy' })),
      el('td', {}, name, el('small', { textContent: row.path })),
      el('td', {}, count),
      el('td', {}, backChoice(row.path, t('back-of', row.path), true)));
  });
  list.replaceChildren(...(note ? [note] : []), el('table', { className: 'cards' },
    el('caption', { textContent: t('list-caption') }),
    el('thead', {}, el('tr', {}, ...['col-picture', 'col-name', 'col-count', 'col-back']
      .map((k) => el('th', { textContent: t(/** @type {import('./words.js').Key} */ (k)) })))),
    el('tbody', {}, ...body)), plain);
}

/**
 * A choice of the back: a picture's path, or '' for the plain back.
 * @param {string} path @param {string} label @param {boolean=} bare only the radio, its label for readers
 */
function backChoice(path, label, bare = false) {
  const radio = el('input', { type: 'radio', name: 'deck-back', value: path, checked: back === path, ariaLabel: label });
  radio.addEventListener('change', () => { back = path; drawList(); });
  return bare ? el('label', { className: 'radio' }, radio) : el('label', { className: 'radio inline' }, radio, el('span', { textContent: label }));
}

/**
 * The deck's file name: the player's own name for it, without the characters a file name
 * cannot hold (「精霊のデッキ」 → `精霊のデッキ.zip`).
 * @param {string} name @param {string} fallback
 */
export function fileNameFor(name, fallback) {
  // eslint-disable-next-line no-control-regex
  const safe = name.replace(/[\u0000-\u001f\u007f\\/:*?"<>|]/g, '').replace(/^[\s.]+|[\s.]+$/g, '').slice(0, 100);
  return safe || fallback;
}

/** @param {boolean} save */
async function makeDeck(save) {
  if (dropped.length === 0) throw new PageError(t('no-files'));
  const messages = pageLang();
  const files = await read(dropped);
  const name = deckName.value.trim() || t('default-deck');
  let made;
  if (kind === 'folder') {
    const zipped = isFolderZip();
    made = await udonforge.buildFolder(zipped ? files[0].bytes : files, { name: files[0].name, lang: messages, messages });
  } else {
    const cards = rows.filter((r) => r.path !== back).map((r) => ({ picture: r.path, name: r.name.trim() || stem(r.path), count: r.count }));
    if (kind === 'pictures' && rows.length === 0) throw new PageError(t('no-pictures'));
    if (kind === 'pictures' && cards.length === 0) throw new PageError(t('all-back'));
    const pictures = files.filter((f) => kind === 'csv' || PICTURE.test(f.name) || /\.csv$/i.test(f.name));
    made = await udonforge.makeDeck(pictures, { name, cards: kind === 'pictures' ? cards : undefined, back,
      shape: shape.value, fit: /** @type {'pad' | 'crop'} */ (fit.value), pad: pad.value, messages });
  }
  const base = kind === 'folder' ? made.id : fileNameFor(name, made.id);
  const fileName = `${base}.zip`;
  if (save) download(made.room, fileName);
  const sheet = made.preview ? URL.createObjectURL(new Blob([/** @type {BlobPart} */ (made.preview)], { type: 'image/png' })) : '';
  const again = () => busy(box, () => makeDeck(false), again);
  show(box, () => [
    el('p', { className: 'done', textContent: `${fileName}（${size(made.room.length)}）` }),
    el('p', { textContent: t('load-hint') }),
    el('span', { className: 'row' }, downloadButton(t('download-again'), made.room, fileName),
      downloadButton(t('download-folder'), made.folder, `${base}-folder.zip`)),
    made.stderr && el('pre', { className: 'warning', textContent: made.stderr }),
    sheet && el('p', { textContent: t('sheet') }),
    sheet && el('img', { src: sheet, alt: t('sheet'), className: 'sheet' }),
    made.previewError && el('pre', { className: 'warning', textContent: made.previewError }),
  ], again);
}

/** The default deck name follows the page's language until the player names the deck. */
export function followPageLang() {
  if (['マイデッキ', 'My deck'].includes(deckName.value)) deckName.value = t('default-deck');
  drawList();
}

dropZone($('deck-drop'), setDropped, box);
for (const id of ['deck-files', 'deck-folder']) {
  const input = byId(id, HTMLInputElement);
  input.addEventListener('change', () => setDropped(fromPicker(input)));
}
$('deck-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const again = () => busy(box, () => makeDeck(false), again);
  busy(box, () => makeDeck(true), again);
});
