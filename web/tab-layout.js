// @ts-check
// The tab that keeps a table arranged in udonarium: the save (保存) and, for a game of the
// player's own, its folder (or a zip of it) in; the game's folder with the new layout written
// in out, as a zip, and what `udonforge layout` said of it (each value changed, and what the
// definition cannot say).
import * as udonforge from './udonforge.js';
import { PageError } from './words.js';
import { $, busy, byId, clear, download, downloadButton, dropZone, el, fromPicker, pageLang, read, show, t } from './ui.js';

/** @typedef {import('./ui.js').Picked} Picked */

const box = $('layout-result');
const everySeat = byId('every-seat', HTMLSelectElement);
/** @type {Picked[]} */
let save = [];
/** @type {Picked[]} */
let game = [];

/** What was chosen, said in the page's language. */
function drawPicked() {
  $('layout-picked').textContent = save.length ? save[0].name : '';
  $('layout-game-picked').textContent = game.length ? t('picked', game.length) : '';
}

/** @param {Picked[]} picked */
function setSave(picked) {
  if (picked.length === 0) return;
  save = picked.slice(0, 1);
  clear(box);
  drawPicked();
}

/** @param {Picked[]} picked */
function setGame(picked) {
  game = picked;
  clear(box);
  drawPicked();
}

/** @param {boolean} fresh whether to download the folder (not when the language changes) */
async function keep(fresh) {
  if (save.length === 0) throw new PageError(t('no-save'));
  const [saved] = await read(save);
  const files = await read(game);
  // One zip is the folder zipped; anything else, the folder's files.
  const zipped = files.length === 1 && /\.zip$/i.test(files[0].name);
  const folder = files.length === 0 ? null : zipped ? files[0].bytes : files;
  const made = await udonforge.layout(saved.bytes, folder, {
    name: saved.name, folderName: files[0]?.name, everySeat: everySeat.value === 'every', messages: pageLang(),
  });
  const fileName = `${made.id}-layout.zip`;
  if (fresh && made.folder) download(made.folder, fileName);
  const again = () => busy(box, () => keep(false), again);
  show(box, () => [
    made.folder ? el('p', { className: 'done', textContent: t('layout-done', fileName) }) : el('p', { className: 'done', textContent: t('layout-nothing') }),
    made.code === 1 && el('p', { className: 'bad', textContent: t('layout-unsaid') }),
    el('pre', { className: 'report', textContent: made.report }),
    made.folder && el('p', { textContent: t('layout-next') }),
    made.folder && downloadButton(t('download-again'), made.folder, fileName),
  ], again);
}

/** What was chosen is said again in the page's language. */
export function followPageLang() {
  drawPicked();
}

dropZone($('layout-drop'), setSave, box);
dropZone($('layout-game-drop'), setGame, box);
const saveInput = byId('layout-file', HTMLInputElement);
saveInput.addEventListener('change', () => setSave(fromPicker(saveInput)));
for (const id of ['layout-game-files', 'layout-game-folder']) {
  const input = byId(id, HTMLInputElement);
  input.addEventListener('change', () => setGame(fromPicker(input)));
}
$('layout-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const again = () => busy(box, () => keep(false), again);
  busy(box, () => keep(true), again);
});
