// @ts-check
// The tab that builds a built-in game's room, or prints its print-and-play PDF.
import * as udonforge from './udonforge.js';
import { $, busy, byId, commandLine, download, downloadButton, el, pageLang, show, size, t } from './ui.js';

/** @typedef {import('./core.js').Game} Game */

// The game the picker opens on: the one most players come for.
const FIRST_GAME = 'shinjya';

/** @type {Game[]} */
let games = [];
const box = $('build-result');
const gameSelect = byId('game', HTMLSelectElement);
const playersSelect = byId('players', HTMLSelectElement);
const roomLang = byId('room-lang', HTMLSelectElement);
const seed = byId('seed', HTMLInputElement);
const paper = byId('paper', HTMLSelectElement);

/** The games in the picker, by their titles in the page's language. @param {Game[]} list */
export function setGames(list) {
  games = list;
  fillGames();
}

/** Fills the game picker (kept on its choice, else on the first game) and the players. */
export function fillGames() {
  const chosen = gameSelect.value || FIRST_GAME;
  const lang = pageLang();
  gameSelect.replaceChildren(...games.map((g) => el('option', { value: g.id, textContent: g.title[lang] ?? g.title.ja })));
  if (games.some((g) => g.id === chosen)) gameSelect.value = chosen;
  fillPlayers();
}

function fillPlayers() {
  const game = games.find((g) => g.id === gameSelect.value);
  if (!game) return;
  const chosen = Number(playersSelect.value);
  const counts = [];
  for (let n = game.players.min; n <= game.players.max; n++) counts.push(n);
  playersSelect.replaceChildren(...counts.map((n) => el('option', { value: String(n), textContent: t('players-n', n) })));
  playersSelect.value = String(counts.includes(chosen) ? chosen : game.players.default);
  for (const option of roomLang.options) option.disabled = !game.languages.includes(/** @type {any} */ (option.value));
  if (roomLang.selectedOptions[0]?.disabled) roomLang.value = 'ja';
}

/** A player reading the page in English most likely wants an English room. */
export function followPageLang() {
  const option = [...roomLang.options].find((o) => o.value === pageLang());
  if (option && !option.disabled) roomLang.value = pageLang();
}

function newSeed() {
  seed.value = String(crypto.getRandomValues(new Uint32Array(1))[0] % 1_000_000_000);
}

/** @param {boolean} save whether to hand the room to the browser (not when made again) */
async function buildRoom(save) {
  const options = { game: gameSelect.value, players: Number(playersSelect.value), seed: seed.value || undefined,
    lang: /** @type {import('./words.js').Lang} */ (roomLang.value), messages: pageLang() };
  const built = await udonforge.buildRoom(options);
  seed.value = built.seed;
  if (save) download(built.room, built.fileName);
  const command = `udonforge build ${options.game} --players ${options.players} --seed ${built.seed} --lang ${options.lang}`;
  const again = () => busy(box, () => buildRoom(false), again);
  show(box, () => [
    el('p', { className: 'done', textContent: `${built.fileName}（${size(built.room.length)}）` }),
    el('p', { textContent: t('load-hint') }),
    downloadButton(t('download-again'), built.room, built.fileName),
    built.warning && el('pre', { className: 'warning', textContent: built.warning }),
    el('p', { className: 'cli', textContent: t('same-cli') }),
    commandLine(command),
  ], built.warning ? again : undefined);
}

/** @param {boolean} save */
async function printGame(save) {
  const options = { game: gameSelect.value, players: Number(playersSelect.value),
    lang: /** @type {import('./words.js').Lang} */ (roomLang.value), paper: paper.value, messages: pageLang() };
  const printed = await udonforge.print(options);
  if (save) download(printed.pdf, printed.fileName, 'application/pdf');
  const command = `udonforge print ${options.game} --players ${options.players} --lang ${options.lang} --paper ${options.paper}`;
  show(box, () => [
    el('p', { className: 'done', textContent: `${printed.fileName}（${size(printed.pdf.length)}）` }),
    el('p', { textContent: t('print-hint') }),
    downloadButton(t('download-again'), printed.pdf, printed.fileName, 'application/pdf'),
    el('p', { className: 'cli', textContent: t('same-cli-print') }),
    commandLine(command),
  ]);
}

$('new-seed').addEventListener('click', newSeed);
gameSelect.addEventListener('change', fillPlayers);
$('build-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const again = () => busy(box, () => buildRoom(false), again);
  busy(box, () => buildRoom(true), again);
});
$('print-button').addEventListener('click', () => {
  const again = () => busy(box, () => printGame(false), again);
  busy(box, () => printGame(true), again);
});
newSeed();
