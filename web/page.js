// The page: forms and drop zones around udonforge.js. It only gathers the user's choices and
// files and shows what the library answers; every rule, layout and format is the library's.
import * as udonforge from './udonforge.js';

window.udonforge = udonforge;

const EN = {
  tagline: 'Builds rooms for board and card games to play in udonarium, and referees the rooms you saved.',
  local: 'Your files are processed in this browser only and sent nowhere. Once opened, the page works offline.',
  'tab-build': 'Build a room', 'tab-deck': 'Deck from your pictures', 'tab-referee': 'Referee', 'tab-check': 'Check a zip',
  'build-title': 'Build the room zip of a game',
  'build-help': 'Choose the game and the players and press “Build the room zip”: a room with every card, piece, die and rule summary laid out downloads. Load it in udonarium with 「ZIP読込」.',
  game: 'Game', players: 'Players', 'room-lang': 'Room language', seed: 'Seed (how the decks are shuffled)',
  'new-seed': 'New seed', 'build-button': 'Build the room zip',
  paper: 'Paper (print-and-play PDF)', 'print-button': 'Print-and-play PDF',
  'print-hint': 'Print at actual size (100%); page 1 says which pages go double-sided and how to cut.',
  'same-cli-print': 'The same PDF on the command line:',
  'deck-title': 'Make a deck from your own pictures',
  'deck-help': 'Choose your card pictures (PNG, JPEG, WebP, GIF) or drop them here. Each picture becomes a kind of card, named after its file. Add a cards.csv and the deck follows that sheet. A game folder made by udonforge new (or a zip of it) builds as it is, too.',
  'drop-pictures': 'Drop pictures or a folder here', 'choose-files': 'Choose files', 'choose-folder': 'Choose a folder',
  'deck-name': 'Deck name', copies: 'Copies of each picture', back: 'Back', 'plain-back': 'Plain back',
  'deck-button': 'Build the deck’s room zip',
  'referee-title': 'Referee a saved room',
  'referee-help': 'Choose a zip saved with udonarium’s 「保存」 (or its data.xml): the referee checks the position, names every rule breach with its rule, and gives scores, ranking and the winner.',
  'drop-save': 'Drop a saved zip here', 'choose-file': 'Choose a file', 'report-lang': 'Report language', 'room-own': 'The room’s',
  'check-title': 'Check a room zip',
  'check-help': 'For any room zip: what udonarium would drop or show broken when it loads it.',
  'drop-zip': 'Drop a room zip here', working: 'Working…',
  footer: 'udonforge does the same on the command line (the page runs the same library). Card text is drawn in IPAexGothic (IPA Font License).',
  'fonts-link': 'About the fonts',
  download: 'Download', 'download-again': 'Download again', 'download-json': 'Download the report as JSON',
  'download-folder': 'Download the game folder (to edit and build again)',
  'load-hint': 'In udonarium press 「ZIP読込」 and choose this file (or drop it onto the page).',
  'same-cli': 'The same room on the command line:', picked: (n) => `${n} file${n === 1 ? '' : 's'} chosen`,
  'no-files': 'Choose or drop the pictures first.', sheet: 'Every card face and back, as udonarium will show them:',
  winner: 'Winner', leader: 'Provisional leader', violations: (n) => `${n} rule breach${n === 1 ? '' : 'es'}`, 'more-breaches': (n) => `and ${n} more in the report below`,
  clean: 'No rule breach.', 'check-ok': 'udonarium loads this zip whole.', problems: (n) => `${n} problem${n === 1 ? '' : 's'}`,
};
const JA = {
  download: 'ダウンロード', 'download-again': 'もう一度ダウンロード', 'download-json': '報告をJSONでダウンロード',
  'download-folder': 'ゲームのフォルダをダウンロード（編集してまた作れます）',
  'load-hint': 'ユドナリウムで「ZIP読込」を押し、このファイルを選んでください（ページに落としても読み込めます）。',
  'same-cli': 'コマンドラインで同じルームを作るには:', picked: (n) => `${n}個のファイルを選びました`,
  'no-files': '先に画像を選ぶか落としてください。', sheet: 'カードの表と裏（ユドナリウムで見えるとおり）:',
  winner: '勝者', leader: '暫定の首位', violations: (n) => `ルール違反 ${n}件`, 'more-breaches': (n) => `ほか${n}件は下の報告にあります`, clean: 'ルール違反はありません。',
  'check-ok': 'ユドナリウムはこのZIPをすべて読み込みます。', problems: (n) => `問題 ${n}件`,
  'print-hint': '「実際のサイズ（100%）」で印刷してください。両面に印刷するページと切り方は1ページ目にあります。',
  'same-cli-print': 'コマンドラインで同じPDFを作るには:',
};

let lang = localStorage.getItem('udonforge-lang') === 'en' ? 'en' : 'ja';
const original = new Map();
let games = [];

function t(key, ...args) {
  const table = lang === 'en' ? EN : JA;
  const value = table[key] ?? original.get(key) ?? key;
  return typeof value === 'function' ? value(...args) : value;
}

function setLang(next) {
  lang = next;
  localStorage.setItem('udonforge-lang', lang);
  document.documentElement.lang = lang;
  document.querySelectorAll('[data-t]').forEach((el) => {
    if (!original.has(el.dataset.t)) original.set(el.dataset.t, el.textContent);
    el.textContent = lang === 'en' ? EN[el.dataset.t] ?? original.get(el.dataset.t) : original.get(el.dataset.t);
  });
  document.querySelectorAll('[data-lang]').forEach((b) => b.setAttribute('aria-pressed', String(b.dataset.lang === lang)));
  for (const [id, render] of shown) show(id, render);
  // A player reading the page in English most likely wants an English room.
  const roomLang = $('room-lang');
  if (![...roomLang.options].find((o) => o.value === lang)?.disabled) roomLang.value = lang;
  const deckName = $('deck-name');
  if (['マイデッキ', 'My deck'].includes(deckName.value)) deckName.value = lang === 'en' ? 'My deck' : 'マイデッキ';
  document.title = lang === 'en' ? 'udonforge — rooms for udonarium, built and refereed' : 'udonforge — ユドナリウムのルームを作る・審判する';
  fillGames();
}

const $ = (id) => document.getElementById(id);

function showError(e) {
  const box = $('error');
  box.querySelector('pre').textContent = String(e?.message ?? e);
  box.hidden = false;
  box.scrollIntoView({ block: 'nearest' });
}

async function busy(task) {
  $('error').hidden = true;
  $('busy').hidden = false;
  document.body.classList.add('working');
  try {
    await task();
  } catch (e) {
    showError(e);
  } finally {
    $('busy').hidden = true;
    document.body.classList.remove('working');
  }
}

function download(bytes, name, type = 'application/zip') {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function el(tag, props = {}, ...children) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children.filter((c) => c !== null && c !== undefined));
  return node;
}

// A command to copy: a narrow window breaks its line between arguments only, never at the
// hyphen inside `--lang`, and keeps an option beside its value (each an unbreakable span; the
// copied text is unchanged).
function commandLine(command) {
  const args = [];
  for (const word of command.split(' ')) {
    const last = args.length - 1;
    if (last >= 0 && args[last].startsWith('--') && !args[last].includes(' ') && !word.startsWith('-')) args[last] += ` ${word}`;
    else args.push(word);
  }
  const spans = args.flatMap((arg, i) => [i ? ' ' : null, el('span', { className: 'arg', textContent: arg })]);
  return el('pre', { className: 'cli' }, el('code', {}, ...spans));
}

// Fills a result box with what `render` makes (a missing part is left out) and shows it; it
// is made again in the other language when the page's language changes.
const shown = new Map();
function show(id, render) {
  shown.set(id, render);
  $(id).replaceChildren(...render().filter((c) => c !== null && c !== undefined && c !== ''));
  $(id).hidden = false;
}

function downloadButton(label, bytes, name, type) {
  const b = el('button', { type: 'button', className: 'button', textContent: label });
  b.addEventListener('click', () => download(bytes, name, type));
  return b;
}

const kib = (n) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(n / 1024)} KB`);

// ---- build a built-in game's room
function fillGames() {
  const select = $('game');
  const chosen = select.value;
  select.replaceChildren(...games.map((g) => el('option', { value: g.id, textContent: `${g.title[lang] ?? g.title.ja}（${g.id}）` })));
  if (chosen) select.value = chosen;
  fillPlayers();
}

function fillPlayers() {
  const game = games.find((g) => g.id === $('game').value);
  if (!game) return;
  const select = $('players');
  const chosen = Number(select.value);
  const counts = [];
  for (let n = game.players.min; n <= game.players.max; n++) counts.push(n);
  select.replaceChildren(...counts.map((n) => el('option', { value: n, textContent: lang === 'en' ? `${n} players` : `${n}人` })));
  select.value = counts.includes(chosen) ? chosen : game.players.default;
  const roomLang = $('room-lang');
  for (const option of roomLang.options) option.disabled = !game.languages.includes(option.value);
  if (roomLang.selectedOptions[0]?.disabled) roomLang.value = 'ja';
}

function newSeed() {
  $('seed').value = crypto.getRandomValues(new Uint32Array(1))[0] % 1_000_000_000;
}

$('new-seed').addEventListener('click', newSeed);
$('game').addEventListener('change', fillPlayers);
$('build-form').addEventListener('submit', (event) => {
  event.preventDefault();
  busy(async () => {
    const options = { game: $('game').value, players: Number($('players').value), seed: $('seed').value || undefined, lang: $('room-lang').value };
    const built = await udonforge.buildRoom(options);
    $('seed').value = built.seed;
    download(built.room, built.fileName);
    const command = `udonforge build ${options.game} --players ${options.players} --seed ${built.seed} --lang ${options.lang}`;
    show('build-result', () => [
      el('p', { className: 'done', textContent: `${built.fileName}（${kib(built.room.length)}）` }),
      el('p', { textContent: t('load-hint') }),
      downloadButton(t('download-again'), built.room, built.fileName),
      built.warning ? el('pre', { className: 'warning', textContent: built.warning }) : null,
      el('p', { className: 'cli', textContent: t('same-cli') }),
      commandLine(command),
    ]);
  });
});

$('print-button').addEventListener('click', () => {
  busy(async () => {
    const options = { game: $('game').value, players: Number($('players').value), lang: $('room-lang').value, paper: $('paper').value };
    const printed = await udonforge.print(options);
    download(printed.pdf, printed.fileName, 'application/pdf');
    const command = `udonforge print ${options.game} --players ${options.players} --lang ${options.lang} --paper ${options.paper}`;
    show('build-result',
      el('p', { className: 'done', textContent: `${printed.fileName}（${kib(printed.pdf.length)}）` }),
      el('p', { textContent: t('print-hint') }),
      downloadButton(t('download-again'), printed.pdf, printed.fileName, 'application/pdf'),
      el('p', { className: 'cli', textContent: t('same-cli-print') }),
      commandLine(command),
    );
  });
});

// ---- files from a drop or a picker, with their paths inside a dropped folder
async function entriesOf(dataTransfer) {
  const files = [];
  const walk = async (entry, prefix) => {
    if (entry.isFile) {
      const file = await new Promise((ok, fail) => entry.file(ok, fail));
      files.push({ name: prefix + file.name, file });
    } else if (entry.isDirectory) {
      const reader = entry.createReader();
      let batch;
      do {
        batch = await new Promise((ok, fail) => reader.readEntries(ok, fail));
        for (const child of batch) await walk(child, `${prefix}${entry.name}/`);
      } while (batch.length > 0);
    }
  };
  const entries = [...dataTransfer.items].map((i) => i.webkitGetAsEntry?.()).filter(Boolean);
  if (entries.length === 0) return [...dataTransfer.files].map((file) => ({ name: file.name, file }));
  for (const entry of entries) await walk(entry, '');
  return files;
}

function fromPicker(input) {
  return [...input.files].map((file) => ({ name: file.webkitRelativePath || file.name, file }));
}

function dropZone(zone, onFiles) {
  zone.addEventListener('dragover', (e) => { e.preventDefault(); zone.classList.add('over'); });
  zone.addEventListener('dragleave', () => zone.classList.remove('over'));
  zone.addEventListener('drop', (e) => {
    e.preventDefault();
    zone.classList.remove('over');
    entriesOf(e.dataTransfer).then(onFiles, showError);
  });
}

// No file the command line takes is larger than 512 MiB (a room zip to check; a save 256 MiB,
// a picture 64 MiB): a larger one is refused before it is read, so a huge drop never fills
// the tab's memory.
const MAX_READ = 512 * 1024 * 1024;
const read = async (picked) => Promise.all(picked.map(async (p) => {
  if (p.file.size > MAX_READ) {
    throw new Error(lang === 'en'
      ? `error: \`${p.name}\` is ${Math.round(p.file.size / 1048576)} MiB, larger than any file udonforge reads (512 MiB)\nhint: choose the room's zip, a save or a picture`
      : `error: \`${p.name}\` は ${Math.round(p.file.size / 1048576)} MiB で、udonforge が読むどのファイルよりも大きすぎます（上限 512 MiB）\nhint: ルームのZIP・保存したZIP・画像を選んでください`);
  }
  return { name: p.name, bytes: new Uint8Array(await p.file.arrayBuffer()) };
}));

// ---- a deck of your own pictures, or a game folder
let deckFiles = [];

function setDeckFiles(picked) {
  deckFiles = picked;
  $('deck-picked').textContent = t('picked', picked.length);
  const back = $('deck-back');
  // Named as the deck's folder names them: a dropped folder's own name left out, as udonforge.js does.
  const tops = new Set(picked.map((p) => (p.name.includes('/') ? p.name.split('/')[0] : '')));
  const strip = tops.size === 1 && !tops.has('');
  const pictures = picked.map((p) => (strip ? p.name.slice(p.name.indexOf('/') + 1) : p.name))
    .filter((n) => /\.(png|jpe?g|webp|gif)$/i.test(n)).sort();
  back.replaceChildren(back.options[0], ...pictures.map((n) => el('option', { value: n, textContent: n })));
  const named = pictures.find((n) => /(^|\/)(back|裏)[^/]*$/i.test(n));
  if (named) back.value = named;
}

dropZone($('deck-drop'), setDeckFiles);
$('deck-files').addEventListener('change', (e) => setDeckFiles(fromPicker(e.target)));
$('deck-folder').addEventListener('change', (e) => setDeckFiles(fromPicker(e.target)));
$('deck-form').addEventListener('submit', (event) => {
  event.preventDefault();
  busy(async () => {
    if (deckFiles.length === 0) throw new Error(t('no-files'));
    const files = await read(deckFiles);
    const zipped = files.length === 1 && /\.zip$/i.test(files[0].name);
    const isGame = zipped || files.some((f) => /(^|\/)game\.toml$/.test(f.name));
    const made = isGame
      ? await udonforge.buildFolder(zipped ? files[0].bytes : files, { name: files[0].name, lang: $('room-lang').value })
      : await udonforge.makeDeck(files, { name: $('deck-name').value || 'deck', copies: Number($('deck-copies').value) || 1, back: $('deck-back').value });
    download(made.room, made.fileName);
    const sheet = made.preview ? el('img', { src: URL.createObjectURL(new Blob([made.preview], { type: 'image/png' })), alt: t('sheet'), className: 'sheet' }) : null;
    show('deck-result', () => [
      el('p', { className: 'done', textContent: `${made.fileName}（${kib(made.room.length)}）` }),
      el('p', { textContent: t('load-hint') }),
      el('span', { className: 'row' }, downloadButton(t('download-again'), made.room, made.fileName),
        downloadButton(t('download-folder'), made.folder, `${made.id}-folder.zip`)),
      made.stderr ? el('pre', { className: 'warning', textContent: made.stderr }) : null,
      sheet ? el('p', { textContent: t('sheet') }) : null,
      sheet,
      made.previewError ? el('pre', { className: 'warning', textContent: made.previewError }) : null,
    ]);
  });
});

// ---- referee a save
async function refereeFile(picked) {
  busy(async () => {
    const [file] = await read(picked.slice(0, 1));
    const options = { name: file.name, lang: $('report-lang').value || undefined };
    const report = await udonforge.referee(file.bytes, options);
    const textReport = await udonforge.refereeText(file.bytes, options);
    const json = new TextEncoder().encode(JSON.stringify(report, null, 2));
    const seats = (list) => list.map((s) => report.players.find((p) => p.seat === s)?.name ?? s).join('、');
    const headline = report.winners.length ? `${t('winner')}: ${seats(report.winners)}`
      : report.leaders.length ? `${t('leader')}: ${seats(report.leaders)}` : report.phase_name;
    show('referee-result', () => [
      el('p', { className: 'done', textContent: `${report.title} — ${headline}` }),
      el('p', { className: report.violations.length ? 'bad' : 'good', textContent: report.violations.length ? t('violations', report.violations.length) : t('clean') }),
      breachList(report.violations),
      el('pre', { className: 'report', textContent: textReport }),
      downloadButton(t('download-json'), json, file.name.replace(/\.(zip|xml)$/i, '') + '-report.json', 'application/json'),
    ]);
  });
}
dropZone($('referee-drop'), refereeFile);

// The breaches under the headline, each with its rule id: on a phone the report below is a
// box to scroll, and what went wrong should not wait at its end. The first few; the report
// has them all.
const BREACHES_LISTED = 5;
function breachList(violations) {
  if (!violations.length) return null;
  const items = violations.slice(0, BREACHES_LISTED).map((v) => el('li', {}, el('strong', { textContent: v.rule }), ` ${v.message}`));
  if (violations.length > BREACHES_LISTED) items.push(el('li', { className: 'more', textContent: t('more-breaches', violations.length - BREACHES_LISTED) }));
  return el('ul', { className: 'breaches' }, ...items);
}
$('referee-file').addEventListener('change', (e) => refereeFile(fromPicker(e.target)));

// ---- check a zip
async function checkFile(picked) {
  busy(async () => {
    const [file] = await read(picked.slice(0, 1));
    const report = await udonforge.check(file.bytes, { name: file.name });
    const textReport = await udonforge.checkText(file.bytes, { name: file.name });
    const problems = report.errors + report.warnings;
    show('check-result', () => [
      el('p', { className: problems ? 'bad' : 'good', textContent: problems ? t('problems', problems) : t('check-ok') }),
      el('pre', { className: 'report', textContent: textReport }),
    ]);
  });
}
dropZone($('check-drop'), checkFile);
$('check-file').addEventListener('change', (e) => checkFile(fromPicker(e.target)));

// ---- tabs and language
document.querySelectorAll('[data-tab]').forEach((tab) => tab.addEventListener('click', () => {
  document.querySelectorAll('[data-tab]').forEach((b) => b.setAttribute('aria-selected', String(b === tab)));
  document.querySelectorAll('[role=tabpanel]').forEach((p) => { p.hidden = p.id !== tab.dataset.tab; });
  $('error').hidden = true;
}));
document.querySelectorAll('[data-lang]').forEach((b) => b.addEventListener('click', () => setLang(b.dataset.lang)));

// A file dropped anywhere else is not opened by the browser (it would leave the page).
window.addEventListener('dragover', (e) => e.preventDefault());
window.addEventListener('drop', (e) => e.preventDefault());

newSeed();
setLang(lang);
busy(async () => {
  games = await udonforge.games();
  fillGames();
  document.body.dataset.ready = 'true';
});
if ('serviceWorker' in navigator && location.protocol !== 'file:') {
  navigator.serviceWorker.register('sw.js').catch(() => {});
}
