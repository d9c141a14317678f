// udon-palette: use a seat piece's chat palette in the real udonarium app, as a player does.
//
//   node scripts/udon-palette.mjs ROOM.zip OUTDIR [--seat N] [--app DIR]
//
// Loads ROOM.zip through 「ZIP読込」 into udonarium v1.17.3 (../shared/tools/udonarium-app; with
// --app, another build of udonarium or of a fork such as udonarium_lily or UdonariumWithFly,
// made with udon-view's harness: ../shared/tools/udon-view.md, "Other apps") in
// headless Chromium, right-clicks the piece of seat N (default 1) on the table, picks
// 「チャットパレットを表示」, presses 「チャットパレットの編集」 and 「チャットパレットを確定」, then
// sends the palette's first line and its first `choice` line (if any) from the palette window.
// Writes OUTDIR/palette.png (the window after sending), edit.png (its edit mode), app.png (the
// whole window: palette and chat), result.json; each sent line's colour as the app stored it
// and as its chat window draws it (`colours`). Exit 0 when the lines were sent, a `choice` was
// rolled by the dice bot and the page logged no error; 1 otherwise; 2 usage or setup error.
//
// It borrows udon-view's setup (../shared/tools/udon-view.d/server.mjs, and playwright-core in
// its npm cache, installed by the first run of ../shared/tools/udon-view). Not used by cargo test.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHARED = path.resolve(process.env.UDON_SHARED || path.join(repo, '..', 'shared'));
const VIEW = path.join(SHARED, 'tools', 'udon-view.d');
let APP_DIR = path.join(SHARED, 'tools', 'udonarium-app');
const CACHE = process.env.UDON_VIEW_CACHE
  || path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'udon-view');
const MODULES = path.join(CACHE, 'node_modules');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const VIEWPORT = { width: 1600, height: 1000 };

function setupError(message) {
  console.log(`error: ${message}`);
  process.exit(2);
}

const args = process.argv.slice(2);
let seat = 1;
const positional = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--seat') seat = Number(args[++i]);
  else if (args[i] === '--app') APP_DIR = path.resolve(args[++i]);
  else if (args[i] === '-h' || args[i] === '--help') { console.log('usage: udon-palette ROOM.zip OUTDIR [--seat N] [--app DIR]'); process.exit(0); }
  else positional.push(args[i]);
}
if (positional.length !== 2 || !(seat >= 1)) setupError('usage: udon-palette ROOM.zip OUTDIR [--seat N] [--app DIR]');
const zipPath = path.resolve(positional[0]);
const outDir = path.resolve(positional[1]);
if (!fs.statSync(zipPath, { throwIfNoEntry: false })?.isFile()) setupError(`no such file: ${zipPath}`);
if (!fs.existsSync(path.join(APP_DIR, 'index.html'))) setupError(`no udonarium app in ${APP_DIR} (set UDON_SHARED)`);
let chromium;
try {
  ({ chromium } = createRequire(path.join(MODULES, 'package.json'))('playwright-core'));
} catch {
  setupError(`playwright-core is not in ${MODULES}: run ../shared/tools/udon-view once, which installs it`);
}
const { startServer } = await import(pathToFileURL(path.join(VIEW, 'server.mjs')).href);
fs.mkdirSync(outDir, { recursive: true });

// The Material Icons stylesheet with its font inlined (what index.html asks Google Fonts for).
function materialIconsCss() {
  try {
    const dir = path.join(MODULES, 'material-icons', 'iconfont');
    const woff2 = fs.readFileSync(path.join(dir, 'material-icons.woff2')).toString('base64');
    return fs.readFileSync(path.join(dir, 'material-icons.css'), 'utf8')
      .replace(/src:[^;]*;/, `src: url(data:font/woff2;base64,${woff2}) format("woff2");`);
  } catch { return null; }
}

const errors = []; // console errors and page errors: each fails the run
const steps = [];
const step = (s) => { steps.push(s); if (process.env.UDON_VIEW_VERBOSE) console.error(`udon-palette: ${s}`); };
const server = await startServer(APP_DIR);
const origin = new URL(server.url).origin;
const userData = fs.mkdtempSync(path.join(os.tmpdir(), 'udon-palette-'));
const ctx = await chromium.launchPersistentContext(userData, {
  executablePath: CHROMIUM, headless: true, viewport: VIEWPORT, locale: 'ja-JP',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
let result = { ok: false };
try {
  // Offline, as udon-view: only the app itself loads, and the menu's icon font from the npm
  // package udon-view installed.
  const icons = materialIconsCss();
  await ctx.route('**/*', (r) => {
    const u = r.request().url();
    if (u.startsWith(origin) || u.startsWith('blob:') || u.startsWith('data:')) return r.continue();
    if (icons && u.startsWith('https://fonts.googleapis.com/icon')) return r.fulfill({ status: 200, contentType: 'text/css', body: icons });
    return r.abort();
  });
  const page = ctx.pages()[0] || await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`page: ${String(e && e.message || e)}`));
  await page.goto(server.url, { waitUntil: 'load' });
  await page.waitForFunction(() => window.__udonHarness && document.querySelector('ui-panel input[type=file][accept*="zip"]'), null, { timeout: 60000 });
  const base = errors.length; // what the app logs while starting offline is not ours

  // Load the room as a player does, and wait until the app reports the zip handled.
  await page.evaluate((name) => {
    window.__loaded = false;
    window.__udonHarness.EventSystem.register({}).on('FILE_LOADED', (e) => { if (e.data?.file?.name === name) window.__loaded = true; });
  }, path.basename(zipPath));
  await page.locator('ui-panel input[type=file][accept*="zip"]').setInputFiles(zipPath);
  await page.waitForFunction(() => window.__loaded, null, { timeout: 120000 });
  await page.waitForTimeout(1500);
  step('room loaded');

  // The seat's piece: its place in the app's store is its place among the drawn characters.
  const target = await page.evaluate((seat) => {
    const chars = window.__udonHarness.ObjectStore.instance.getObjects('character').filter(c => c.location.name === 'table');
    const i = chars.findIndex(c => / seat=(\d+)/.exec(c.getAttribute('udonforge') || '')?.[1] === String(seat));
    const el = document.querySelectorAll('#app-game-table game-character')[i];
    if (i < 0 || !el) return null;
    return { index: i, name: chars[i].name, palette: chars[i].chatPalette ? chars[i].chatPalette.value : null,
      dicebot: chars[i].chatPalette?.dicebot ?? null, drawn: document.querySelectorAll('#app-game-table game-character').length, stored: chars.length };
  }, seat);
  if (!target) throw new Error(`no piece of seat ${seat} on the table`);
  if (target.drawn !== target.stored) throw new Error(`${target.drawn} characters drawn but ${target.stored} in the store: cannot tell which is seat ${seat}'s`);
  step(`seat ${seat}'s piece: '${target.name}', dicebot ${JSON.stringify(target.dicebot)}`);

  // Out of the way: the connection panel, which covers the table's left half. Then bring the
  // piece right of the chat window with the app's own camera keys, and right-click it.
  await page.evaluate(() => document.querySelectorAll('ui-panel').forEach((p) => {
    // 「あなたのニックネーム」; Fly: 「あなたの色とニックネーム」
    if (/あなたの(色と)?ニックネーム/.test(p.innerText)) p.style.display = 'none';
  }));
  const aim = { x: VIEWPORT.width * 0.7, y: VIEWPORT.height * 0.55 };
  const box = async () => page.evaluate((i) => {
    // its largest picture (lily keeps hidden, empty ones beside it), else the piece itself
    const piece = document.querySelectorAll('#app-game-table game-character')[i];
    const area = (e) => { const q = e.getBoundingClientRect(); return q.width * q.height; };
    const el = Array.from(piece.querySelectorAll('img')).sort((a, b) => area(b) - area(a)).find(e => area(e) > 0) || piece;
    const r = el.getBoundingClientRect();
    return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
  }, target.index);
  // Panned only when the piece is off the window or under a panel: forks answer the camera
  // keys differently (lily pans much further a press).
  const clear = await page.evaluate(({ x, y }) => x > 40 && y > 40 && x < innerWidth - 40 && y < innerHeight - 40
    && !Array.from(document.querySelectorAll('ui-panel')).some((p) => {
      const r = (p.querySelector('.draggable-panel') || p).getBoundingClientRect();
      return p.style.display !== 'none' && x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;
    }), await box());
  step(`piece at ${JSON.stringify(await box())}${clear ? '' : ', panned'}`);
  for (let k = 0; k < (clear ? 0 : 8); k++) {
    const p = await box();
    const dx = Math.round((aim.x - p.x) / 10), dy = Math.round((aim.y - p.y) / 10);
    if (Math.abs(dx) < 3 && Math.abs(dy) < 3) break;
    await page.evaluate(([dx, dy]) => {
      const press = (key, n) => { for (let j = 0; j < n; j++) document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })); };
      press(dx > 0 ? 'ArrowLeft' : 'ArrowRight', Math.min(300, Math.abs(dx)));
      press(dy > 0 ? 'ArrowUp' : 'ArrowDown', Math.min(300, Math.abs(dy)));
    }, [dx, dy]);
    await page.waitForTimeout(100);
  }
  const at = await box();
  await page.mouse.click(at.x, at.y, { button: 'right' });
  // lily: 「チャットパレットを表示」; Fly: 「チャットパレットを表示...」
  await page.getByText(/チャットパレットを表示/).first().click();
  // The panel's box (its ui-panel host element has none of its own).
  const panel = page.locator('ui-panel .draggable-panel', { has: page.locator('chat-palette') }).last();
  await panel.waitFor();
  step('palette window open');

  // 編集 and back, as a player checking the lines does.
  // Fly words the buttons 「チャットパレット編集」「チャットパレット確定」
  await panel.getByText(/^チャットパレットの?編集$/).click();
  const edited = await panel.locator('textarea.palette').inputValue();
  await panel.screenshot({ path: path.join(outDir, 'edit.png') });
  await panel.getByText(/^チャットパレットを?確定$/).click();
  step('編集 pressed and confirmed');

  // Send the first line, then the first `choice` line, each picked in the palette's list.
  const options = await panel.locator('select.palette option').evaluateAll(os => os.map(o => o.value));
  const lines = [options[0], options.find(o => /^s?choice/i.test(o))].filter((l, i, a) => l !== undefined && a.indexOf(l) === i);
  for (const line of lines) {
    await panel.locator('select.palette').selectOption(line);
    await panel.locator('select.palette option', { hasText: line }).first().click();
    const submit = panel.locator('chat-input button[type=submit]');
    if (await submit.count()) await submit.first().click();
    else await panel.locator('chat-input button', { hasText: 'SEND' }).first().click();
    await page.waitForTimeout(1500);
    step(`sent: ${line}`);
  }
  // lily stores a line's colour as `messColor`, Fly as `color`; udonarium has none
  const chat = await page.evaluate(() => window.__udonHarness.ObjectStore.instance.getObjects('chat')
    .map(m => ({ name: m.name, from: m.from, text: m.text, colour: m.getAttribute('messColor') || m.getAttribute('color') || null }))
    .filter(m => m.from !== 'System'));
  const tabName = await page.evaluate(() => window.__udonHarness.ObjectStore.instance.getObjects('chat-tab')[0]?.name ?? '');
  await panel.screenshot({ path: path.join(outDir, 'palette.png') });
  // The chat window asks to pick its tab again after a room was loaded: do, to show the lines.
  const tab = page.locator('chat-window label', { hasText: tabName }).first();
  await tab.click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(outDir, 'app.png') });
  // the colour the chat window draws each sent line's text in
  const drawn = await page.evaluate((texts) => {
    const out = {};
    const all = Array.from(document.querySelectorAll('chat-window *')).filter(e => e.children.length === 0 && e.innerText);
    for (const t of texts) {
      const el = all.find(e => e.innerText.trim() === t.split('\n')[0].trim()) || all.find(e => e.innerText.includes(t.split('\n')[0]));
      out[t] = el ? getComputedStyle(el).color : null;
    }
    return out;
  }, chat.map(m => m.text));

  const ours = errors.slice(base);
  const shown = await page.locator('chat-window').innerText();
  const missing = chat.filter(m => !shown.includes(m.text.split('\n')[0]));
  const choice = lines.find(l => /^s?choice/i.test(l));
  const rolled = chat.filter(m => m.from === 'System-BCDice');
  const problems = [...ours];
  if (!lines.length) problems.push('the palette has no line to send');
  for (const line of lines) if (!chat.some(m => m.text === line)) problems.push(`the line was not sent: ${line}`);
  if (choice && !rolled.some(m => m.text.includes('choice'))) problems.push(`the dice bot did not roll: ${choice}`);
  if (edited !== target.palette) problems.push('the edit box did not show the palette');
  for (const m of missing) problems.push(`the chat window does not show: ${m.text}`);
  const colours = chat.map(m => ({ text: m.text.split('\n')[0], stored: m.colour, drawn: drawn[m.text] ?? null }));
  result = { ok: problems.length === 0, app: APP_DIR, seat, piece: target.name, dicebot: target.dicebot, palette: target.palette, sent: lines, chat, colours, problems, steps };
} catch (e) {
  result = { ok: false, seat, problems: [...errors, `error: ${String(e.message || e).split('\n')[0]}`], steps };
  try { await ctx.pages()[0].screenshot({ path: path.join(outDir, 'app.png') }); } catch { /* the picture is a bonus */ }
} finally {
  await ctx.close();
  await server.close();
  fs.rmSync(userData, { recursive: true, force: true });
}
fs.writeFileSync(path.join(outDir, 'result.json'), JSON.stringify(result, null, 1));
for (const s of result.steps || []) console.log(s);
for (const m of result.chat || []) console.log(`chat: ${m.name}: ${m.text.replace(/\n/g, ' / ')}`);
for (const c of result.colours || []) console.log(`colour: ${c.text.slice(0, 40)}: stored ${c.stored ?? 'none'}, drawn ${c.drawn ?? '?'}`);
for (const p of result.problems) console.log(`problem: ${p.split('\n')[0]}`);
console.log(result.ok ? `ok: seat ${seat}'s palette opened, edited and used` : `fail: ${result.problems.length} problems`);
process.exit(result.ok ? 0 : 1);
