// How much work udonarium does to load each room zip given, measured inside the app (#29):
// a fresh page of udonarium 1.17.3 (../shared/tools/udonarium-app, served and driven as
// ../shared/tools/udon-view does) per load, the zip chosen in ZIP読込, then
//   loaded: ms from choosing the file until the app last changed (objects, images, table DOM;
//           quiet for 700 ms after),
//   cpu:    ms the page's main thread was busy meanwhile (Chromium's TaskDuration), which
//           other programs on the machine barely move, unlike wall time.
// ROUNDS rounds (default 6), every other one in reverse order. One line per load on stdout:
//   ROOM LOADED_MS CPU_MS
// Usage: node scripts/app-load.mjs ZIP...   (run by scripts/bench-rooms with CPU=1)
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const tools = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../shared/tools');
const modules = process.env.UDON_VIEW_CACHE || path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'udon-view');
const { chromium } = createRequire(path.join(modules, 'node_modules', 'package.json'))('playwright-core');
const { startServer } = await import(path.join(tools, 'udon-view.d', 'server.mjs'));

const zips = process.argv.slice(2);
const rounds = Number(process.env.ROUNDS || 6);
if (zips.length === 0) { console.error('usage: node scripts/app-load.mjs ZIP...'); process.exit(2); }

const server = await startServer(path.join(tools, 'udonarium-app'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, locale: 'ja-JP' });
// Offline: only the app itself, blob: and data: URLs.
await context.route('**/*', (route) => {
  const url = route.request().url();
  return url.startsWith(server.url) || url.startsWith('blob:') || url.startsWith('data:') ? route.continue() : route.abort();
});

// What changes while a room loads: objects in the store, images' states, the table's DOM.
function fingerprint() {
  const app = window.__udonHarness;
  const images = app.ImageStorage.instance.images.map((i) => i.state).join(',');
  const pending = Array.from(document.querySelectorAll('#app-game-table img')).filter((i) => !i.complete).length;
  return `${app.ObjectStore.instance.getObjects().length}|${images}|${document.querySelectorAll('#app-game-table *').length}|${pending}`;
}

async function load(zip) {
  const page = await context.newPage();
  await page.goto(server.url);
  await page.waitForFunction(() => window.__udonHarness?.ObjectStore.instance.getObjects('game-table').length > 0, null, { timeout: 60000 });
  await page.waitForTimeout(800);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const busy = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
  const busyBefore = await busy();
  const start = await page.evaluate(() => performance.now());
  await page.locator('ui-panel input[type=file][accept*="zip"]').setInputFiles(zip);
  let last = '', lastChange = start, quietSince = Date.now();
  while (Date.now() - quietSince < 700) {
    const now = await page.evaluate(fingerprint);
    if (now !== last) { last = now; quietSince = Date.now(); lastChange = await page.evaluate(() => performance.now()); }
    if (Date.now() - quietSince > 600000) break;
    await page.waitForTimeout(25);
  }
  const cpu = (await busy()) - busyBefore;
  await page.close();
  return [Math.round(lastChange - start), Math.round(cpu * 1000)];
}

for (let round = 0; round < rounds; round++) {
  for (const zip of round % 2 ? [...zips].reverse() : zips) {
    const [loaded, cpu] = await load(zip);
    console.log(path.basename(zip, '.zip'), loaded, cpu);
    console.error(`round ${round + 1}: ${path.basename(zip)} ${loaded} ms, cpu ${cpu} ms`);
  }
}
await browser.close();
server.close();
process.exit(0);
