// The page, driven in headless Chromium as a player would use it, against the command line:
// the same rooms byte for byte, the same referee reports, the same deck from the same pictures,
// the command line's errors for hostile files, and no request beyond the page's own origin.
//
//   node web/test/test.mjs REPO   (scripts/test-web installs what it needs and runs it)
import { chromium } from 'playwright-core';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serve } from './server.mjs';

const repo = path.resolve(process.argv[2] ?? '.');
const bin = path.join(repo, 'target/release/udonforge');
const out = path.join(repo, 'target/web-test');
fs.mkdirSync(out, { recursive: true });
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'udonforge-web-'));

function cli(args, cwd = scratch) {
  const r = spawnSync(bin, args, { cwd, maxBuffer: 64 << 20 });
  return { code: r.status, stdout: r.stdout.toString().trimEnd(), stderr: r.stderr.toString().trimEnd() };
}

const results = [];
async function test(name, body) {
  const started = Date.now();
  try {
    await body();
    results.push({ name, ok: true });
    console.log(`ok    ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (e) {
    results.push({ name, ok: false });
    console.log(`FAIL  ${name}\n      ${String(e?.stack ?? e).split('\n').slice(0, 6).join('\n      ')}`);
  }
}

function assert(cond, message) {
  if (!cond) throw new Error(message);
}

function same(a, b, what) {
  const x = JSON.stringify(a);
  const y = JSON.stringify(b);
  if (x !== y) {
    let at = 0;
    while (at < x.length && x[at] === y[at]) at++;
    throw new Error(`${what}: differs at ${at}: page …${x.slice(Math.max(0, at - 80), at + 80)}… cli …${y.slice(Math.max(0, at - 80), at + 80)}…`);
  }
}

const b64 = (bytes) => Buffer.from(bytes).toString('base64');
const unb64 = (s) => Buffer.from(s, 'base64');

const site = await serve(path.join(repo, 'target/web'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
});
const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true, serviceWorkers: 'block' });
const page = await context.newPage();
const requests = [];
page.on('request', (r) => requests.push(r.url()));
const consoleErrors = [];
page.on('pageerror', (e) => consoleErrors.push(String(e)));
page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(m.text()); });
await page.goto(site.url);
await page.waitForSelector('body[data-ready="true"]', { timeout: 120_000 });

// Calls udonforge.js in the page: Uint8Arrays travel as base64 both ways.
async function call(fn, ...args) {
  const wrap = (v) => (v instanceof Uint8Array || Buffer.isBuffer(v) ? { b64: b64(v) } : Array.isArray(v) ? v.map(wrap)
    : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, wrap(x)])) : v);
  const wire = args.map(wrap);
  const r = await page.evaluate(async ({ fn, wire }) => {
    const un = (v) => (v && v.b64 !== undefined ? Uint8Array.from(atob(v.b64), (c) => c.charCodeAt(0)) : v);
    const deep = (v) => (Array.isArray(v) ? v.map(deep) : v && typeof v === 'object' && v.b64 === undefined
      ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, deep(x)])) : un(v));
    const enc = (v) => {
      if (v instanceof Uint8Array) { let s = ''; for (let i = 0; i < v.length; i += 0x8000) s += String.fromCharCode(...v.subarray(i, i + 0x8000)); return { b64: btoa(s) }; }
      if (Array.isArray(v)) return v.map(enc);
      if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, enc(x)]));
      return v;
    };
    try { return { value: enc(await window.udonforge[fn](...wire.map(deep))) }; } catch (e) { return { error: String(e.message) }; }
  }, { fn, wire });
  const dec = (v) => (v && v.b64 !== undefined ? unb64(v.b64) : Array.isArray(v) ? v.map(dec)
    : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, dec(x)])) : v);
  if (r.error !== undefined) { const e = new Error(r.error); e.pageError = true; throw e; }
  return dec(r.value);
}

const games = JSON.parse(cli(['games', '--json']).stdout);

await test('every game in every language: the page builds the command line\'s room, byte for byte', async () => {
  for (const game of games) {
    for (const lang of game.languages) {
      for (const players of new Set([game.players.default, game.players.min])) {
        const room = await call('build', { game: game.id, players, seed: 7, lang });
        const zip = path.join(scratch, 'room.zip');
        const r = cli(['build', game.id, '--players', String(players), '--seed', '7', '--lang', lang, '-o', zip]);
        assert(r.code === 0, r.stderr);
        assert(Buffer.compare(room, fs.readFileSync(zip)) === 0, `${game.id} ${lang} ${players}: the page's room differs from the command line's`);
      }
    }
  }
  assert(!requests.some((u) => u.endsWith('ipaexg.ttf')), 'the built-in games needed the whole font');
});

await test('the page\'s print-and-play PDF is the command line\'s, byte for byte', async () => {
  for (const [game, lang, paper] of [['shinjya', 'ja', 'a4'], ['ritual', 'en', 'letter']]) {
    const printed = await call('print', { game, players: 3, lang, paper });
    const pdf = path.join(scratch, 'print.pdf');
    const r = cli(['print', game, '--players', '3', '--lang', lang, '--paper', paper, '-o', pdf]);
    assert(r.code === 0, r.stderr);
    assert(printed.fileName === `${game}.pdf`, `file name ${printed.fileName}`);
    assert(Buffer.compare(printed.pdf, fs.readFileSync(pdf)) === 0, `${game} ${lang} ${paper}: the page's PDF differs from the command line's`);
  }
  // The button beside "build" downloads the same bytes.
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#print-button')]);
  assert(download.suggestedFilename().endsWith('.pdf'), download.suggestedFilename());
});

await test('the referee in the page reports every save under tests/ as the command line does', async () => {
  const root = path.join(repo, 'tests/referee');
  let compared = 0;
  for (const name of fs.readdirSync(root).sort()) {
    const dir = path.join(root, name);
    if (!fs.statSync(dir).isDirectory()) continue;
    const caseText = fs.readFileSync(path.join(dir, 'case.toml'), 'utf8');
    const of = caseText.match(/^save_of = "([^"]+)"/m)?.[1];
    const saveDir = of ? path.join(root, of) : dir;
    const file = ['save.zip', 'data.xml'].find((f) => fs.existsSync(path.join(saveDir, f)));
    if (!file) continue;
    const args = JSON.parse(caseText.match(/^args = (\[.*\])/m)?.[1] ?? '[]');
    if (args.some((a) => a.startsWith('--templates') || a.startsWith('--art'))) continue;
    const options = { name: file };
    for (let i = 0; i < args.length; i += 2) options[args[i].slice(2)] = args[i + 1];
    const expected = cli(['referee', path.join(saveDir, file), '--json', ...args]);
    if (expected.code > 1) {
      const e = await call('referee', fs.readFileSync(path.join(saveDir, file)), options).catch((x) => x);
      assert(e instanceof Error, `${name}: the page judged what the command line refused`);
      continue;
    }
    const report = await call('referee', fs.readFileSync(path.join(saveDir, file)), options);
    same(report, JSON.parse(expected.stdout), name);
    compared++;
  }
  assert(compared >= 40, `only ${compared} saves compared`);
  const save = path.join(root, 'sj3-v3-full/save.zip');
  same(await call('refereeText', fs.readFileSync(save), { name: 'save.zip' }), cli(['referee', save]).stdout, 'the text report');
});

const tutorial = path.join(repo, 'tests/fixtures/tutorial');
const pictures = ['back.png', 'dragon.png', 'goblin.png', 'orc.png'].map((n) => ({ name: `img/${n}`, bytes: fs.readFileSync(path.join(tutorial, 'mydeck/img', n)) }));

async function deckAgainstCli(files, options, id, csv) {
  const made = await call('makeDeck', files, options);
  const dir = fs.mkdtempSync(path.join(scratch, 'deck-'));
  fs.mkdirSync(path.join(dir, 'img'));
  for (const f of files) fs.writeFileSync(path.join(dir, f.name), f.bytes);
  fs.writeFileSync(path.join(dir, 'img/cards.csv'), csv);
  const r = cli(['new', id, '--from', 'img/cards.csv'], dir);
  assert(r.code === 0, r.stderr);
  assert(made.id === id, `id ${made.id}`);
  assert(Buffer.compare(made.room, fs.readFileSync(path.join(dir, `${id}.zip`))) === 0, `${id}: the page's deck room differs from new --from's`);
  const p = cli(['preview', id, '-o', 'sheet.png'], dir);
  assert(p.code === 0, p.stderr);
  assert(Buffer.compare(made.preview, fs.readFileSync(path.join(dir, 'sheet.png'))) === 0, `${id}: the contact sheet differs from preview's`);
  return made;
}

await test('a deck from dropped pictures is the room new --from builds from the same folder', async () => {
  const made = await deckAgainstCli(pictures, { name: 'Monsters', copies: 2, back: 'back.png' }, 'monsters',
    'name,front,back,deck,copies\ndragon,dragon.png,back.png,Monsters,2\ngoblin,goblin.png,back.png,Monsters,2\norc,orc.png,back.png,Monsters,2\n');
  fs.writeFileSync(path.join(out, 'deck-sheet.png'), made.preview);
  assert(made.folder.length > 100, 'no folder zip');
});

await test('a deck whose names need glyphs beyond the subset loads the whole font and matches the command line', async () => {
  const named = pictures.slice(1).map((p, i) => ({ name: `img/${['鬱金の竜', '麒麟', '鰐'][i]}.png`, bytes: p.bytes }));
  await deckAgainstCli(named, { name: '幻獣', copies: 1, back: '' }, 'my-deck',
    'name,front,back,deck,copies\n鬱金の竜,鬱金の竜.png,,幻獣,1\n鰐,鰐.png,,幻獣,1\n麒麟,麒麟.png,,幻獣,1\n');
  assert(requests.some((u) => u.endsWith('fonts/ipaexg.ttf')), 'the whole font was never loaded');
});

await test('a game folder as new writes it builds in the page as build --templates does', async () => {
  const base = path.join(tutorial, 'templates');
  const files = [];
  const walk = (rel) => {
    for (const e of fs.readdirSync(path.join(base, rel), { withFileTypes: true })) {
      const r = path.join(rel, e.name);
      if (e.isDirectory()) walk(r); else files.push({ name: r, bytes: fs.readFileSync(path.join(base, r)) });
    }
  };
  walk('mydeck');
  const made = await call('buildFolder', files, { seed: 3 });
  const r = cli(['build', 'mydeck', '--templates', base, '--seed', '3', '-o', 'mydeck.zip']);
  assert(r.code === 0, r.stderr);
  assert(Buffer.compare(made.room, fs.readFileSync(path.join(scratch, 'mydeck.zip'))) === 0, 'the folder\'s room differs');
  const again = await call('buildFolder', made.folder, { name: 'mydeck-folder.zip', seed: 3 });
  assert(Buffer.compare(again.room, made.room) === 0, 'the folder handed back as a zip builds another room');
});

await test('check in the page lists what the command line lists', async () => {
  for (const file of [path.join(repo, 'tests/referee/sj3-v3-full/save.zip'), path.join(scratch, 'room.zip')]) {
    const bytes = fs.readFileSync(file);
    const expected = cli(['check', path.basename(file), '--json'], path.dirname(file));
    same(await call('check', bytes, { name: path.basename(file) }), JSON.parse(expected.stdout), file);
  }
});

// ---- hostile files, dropped on the page's own inputs: one clear message, the page goes on
function bomb() {
  const r = spawnSync('python3', ['-c', `
import zipfile, io, sys
b = io.BytesIO()
with zipfile.ZipFile(b, 'w', zipfile.ZIP_DEFLATED) as z:
    with z.open('data.xml', 'w', force_zip64=True) as f:
        chunk = b'<a>' + b' ' * (1 << 20)
        for _ in range(1024): f.write(chunk)
sys.stdout.buffer.write(b.getvalue())`], { maxBuffer: 64 << 20 });
  return r.stdout;
}

async function dropOn(tab, input, name, bytes) {
  await page.click(`[data-tab="${tab}"]`);
  const file = path.join(scratch, name);
  fs.writeFileSync(file, bytes);
  await page.setInputFiles(input, file);
  await page.waitForFunction(() => document.getElementById('busy').hidden, null, { timeout: 120_000 });
  const shown = await page.$eval('#error', (e) => (e.hidden ? '' : e.querySelector('pre').textContent));
  return { shown, cli: cli([tab, name], scratch) };
}

await test('hostile files show the command line\'s one message, and the page goes on working', async () => {
  const other = cli(['build', 'mydeck', '--templates', path.join(tutorial, 'templates'), '--seed', '1', '-o', 'another-game.zip']);
  assert(other.code === 0, other.stderr);
  const cases = [
    ['referee', '#referee-file', 'not-a-save.zip', Buffer.from('hello, not a zip')],
    ['referee', '#referee-file', 'bomb.zip', bomb()],
    ['referee', '#referee-file', 'huge.zip', Buffer.alloc(200 * 1024 * 1024)],
    ['referee', '#referee-file', 'another-game.zip', fs.readFileSync(path.join(scratch, 'another-game.zip'))],
    ['check', '#check-file', 'not-a-room.zip', Buffer.from('PK\u0003\u0004 broken')],
  ];
  for (const [tab, input, name, bytes] of cases) {
    const { shown, cli: expected } = await dropOn(tab, input, name, bytes);
    if (tab === 'referee') {
      assert(expected.code === 2, `${name}: the command line took it (${expected.code})`);
      same(shown, expected.stderr, name);
      assert(shown.split('\n').length <= 2, `${name}: more than one message`);
    } else {
      const result = await page.$eval('#check-result', (e) => e.textContent);
      assert(/problem|問題/.test(result), `${name}: check found nothing wrong`);
    }
    const room = await call('build', { game: 'ritual', players: 2, seed: 1, lang: 'ja' });
    assert(room.length > 1000, `${name}: the page stopped working`);
  }
  fs.rmSync(path.join(scratch, 'huge.zip'));
  // Larger than any file udonforge reads: refused by its size before a byte is read (sparse).
  const giant = path.join(scratch, 'giant.zip');
  fs.closeSync(fs.openSync(giant, 'w'));
  fs.truncateSync(giant, 600 * 1024 * 1024);
  await page.click('[data-tab="referee"]');
  await page.setInputFiles('#referee-file', giant);
  await page.waitForFunction(() => !document.getElementById('error').hidden, null, { timeout: 30_000 });
  const said = await page.$eval('#error pre', (e) => e.textContent);
  assert(/600 MiB/.test(said) && /512 MiB/.test(said), `giant.zip: ${said}`);
  fs.rmSync(giant);
  assert((await call('build', { game: 'ritual', players: 2, seed: 1, lang: 'ja' })).length > 1000, 'the page stopped working');
});

await test('the build button downloads the room, and the referee shows the report', async () => {
  await page.click('[data-tab="build"]');
  await page.selectOption('#game', 'shinjya');
  await page.selectOption('#players', '4');
  await page.fill('#seed', '11');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#build-form button[type=submit]')]);
  const expected = cli(['build', 'shinjya', '--players', '4', '--seed', '11', '-o', 'ui.zip']);
  assert(expected.code === 0, expected.stderr);
  assert(download.suggestedFilename() === 'shinjya01.zip', download.suggestedFilename());
  assert(Buffer.compare(fs.readFileSync(await download.path()), fs.readFileSync(path.join(scratch, 'ui.zip'))) === 0, 'the downloaded room differs');
  await page.screenshot({ path: path.join(out, 'ja-built.png'), fullPage: true });
  await dropOn('referee', '#referee-file', 'save.zip', fs.readFileSync(path.join(repo, 'tests/referee/sj3-v3-full/save.zip')));
  const report = await page.$eval('#referee-result pre', (e) => e.textContent);
  same(report, cli(['referee', 'save.zip'], scratch).stdout, 'the report shown');
  await page.screenshot({ path: path.join(out, 'ja-referee.png'), fullPage: true });
  // A save with a breach: the breach is listed under the headline with its rule id, not only
  // at the end of the report (a box to scroll on a phone).
  await dropOn('referee', '#referee-file', 'breach.zip', fs.readFileSync(path.join(repo, 'tests/referee/dc2-off-board-at-rest/save.zip')));
  const listed = await page.$$eval('#referee-result ul.breaches li', (items) => items.map((i) => i.textContent));
  const expectedBreaches = JSON.parse(cli(['referee', 'breach.zip', '--json'], scratch).stdout).violations;
  assert(expectedBreaches.length > 0, 'the breach save reports no breach');
  same(listed.join('\n'), expectedBreaches.map((v) => `${v.rule} ${v.message}`).join('\n'), 'the breaches listed');
});

await test('the page in Japanese, in English and in a narrow window (screenshots)', async () => {
  await page.click('[data-tab="build"]');
  await page.screenshot({ path: path.join(out, 'ja.png'), fullPage: true });
  await page.click('[data-lang="en"]');
  assert((await page.textContent('h2:not([hidden])')).includes('room'), 'the page did not switch to English');
  await page.screenshot({ path: path.join(out, 'en.png'), fullPage: true });
  await page.click('[data-tab="deck"]');
  await page.setInputFiles('#deck-files', pictures.map((p) => { const f = path.join(scratch, path.basename(p.name)); fs.writeFileSync(f, p.bytes); return f; }));
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#deck-form button[type=submit]')]);
  assert(download.suggestedFilename().endsWith('.zip'), download.suggestedFilename());
  await page.waitForSelector('#deck-result img.sheet');
  await page.screenshot({ path: path.join(out, 'en-deck.png'), fullPage: true });
  await page.click('[data-lang="ja"]');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.click('[data-tab="build"]');
  await page.screenshot({ path: path.join(out, 'narrow.png'), fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert(overflow <= 0, `the narrow page scrolls sideways by ${overflow} px`);
  // The command to copy breaks between its arguments only (not after the `--` of `--lang`),
  // an option kept beside its value.
  const brokenWords = await page.evaluate(() => {
    const broken = [];
    for (const code of document.querySelectorAll('#build-result pre.cli code')) {
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        for (const word of text.data.matchAll(/--\S+ [^\s-]\S*|\S+/g)) {
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          if (range.getClientRects().length > 1) broken.push(word[0]);
        }
      }
    }
    return broken;
  });
  const shownCommand = await page.textContent('#build-result pre.cli code');
  assert(/^udonforge build [a-z-]+ --players \d --seed \d+ --lang (ja|en)$/.test(shownCommand), `the command copies as: ${shownCommand}`);
  assert(brokenWords.length === 0, `the narrow page breaks inside ${brokenWords.join(', ')}`);
  await page.setViewportSize({ width: 1280, height: 900 });
});

await test('once opened, the page works offline: reloaded with no network, it builds a room', async () => {
  const online = await browser.newContext({ serviceWorkers: 'allow' });
  const tab = await online.newPage();
  await tab.goto(site.url);
  await tab.waitForSelector('body[data-ready="true"]', { timeout: 120_000 });
  await tab.evaluate(() => navigator.serviceWorker.ready);
  await online.setOffline(true);
  await tab.reload();
  await tab.waitForSelector('body[data-ready="true"]', { timeout: 120_000 });
  const size = await tab.evaluate(async () => (await window.udonforge.build({ game: 'deltacle', players: 2, seed: 4 })).length);
  const expected = cli(['build', 'deltacle', '--players', '2', '--seed', '4', '-o', 'offline.zip']);
  assert(expected.code === 0 && size === fs.statSync(path.join(scratch, 'offline.zip')).size, `offline build: ${size} bytes`);
  await online.close();
});

const udonView = path.join(repo, '../shared/tools/udon-view');
if (fs.existsSync(udonView)) {
  await test('a room built in the page loads whole in the real udonarium (udon-view)', async () => {
    const room = await call('build', { game: 'wie-verhext', players: 3, seed: 2, lang: 'en' });
    fs.writeFileSync(path.join(out, 'page-room.zip'), room);
    const r = spawnSync(udonView, [path.join(out, 'page-room.zip'), path.join(out, 'udon-view')], { maxBuffer: 16 << 20 });
    const said = r.stdout.toString();
    assert(r.status === 0 && /^ok: /m.test(said), `udon-view: ${said.split('\n').slice(-4).join(' | ')}`);
  });
}

await test('the page asks no origin but its own for anything', async () => {
  const foreign = requests.filter((u) => !u.startsWith(site.url) && !u.startsWith('blob:') && !u.startsWith('data:'));
  assert(foreign.length === 0, `foreign requests: ${foreign.join(', ')}`);
  assert(consoleErrors.length === 0, `console errors: ${consoleErrors.join(' | ')}`);
});

await browser.close();
await site.close();
fs.rmSync(scratch, { recursive: true, force: true });
const failed = results.filter((r) => !r.ok).length;
console.log(`web: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
