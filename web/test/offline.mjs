// A player's first visit, counted from the server's log (every request, repeats counted), and
// the page after it with no network: every tab, and a deck of everyday Japanese names.
import fs from 'node:fs';
import path from 'node:path';
import { assert, drawn } from './harness.mjs';

const MiB = 1024 * 1024;
const FIRST_VISIT_LIMIT = 3 * MiB;

export async function offlineTests({ repo, out, scratch, cli, test, site, browser }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, acceptDownloads: true, serviceWorkers: 'allow' });
  const tab = await context.newPage();
  const settle = () => tab.waitForFunction(() => document.getElementById('busy').hidden, null, { timeout: 120_000 });
  let visit = [];

  await test('a first visit fetches each file once: ≤ 3 MiB gzip to build a room, the whole font only once the page is idle', async () => {
    const from = site.log.length;
    await tab.goto(site.url);
    await tab.waitForSelector('body[data-ready="true"]', { timeout: 120_000 });
    const [download] = await Promise.all([tab.waitForEvent('download'), tab.click('#build-button')]);
    assert(download.suggestedFilename() === 'shinjya01.zip', download.suggestedFilename());
    // What the page fetched to do its work, apart from the whole font it keeps for offline use
    // once idle (which may start before the first room is done).
    const untilBuilt = site.log.slice(from).filter((e) => !e.path.endsWith('/udonforge-gothic.ttf'));
    // Then the page, once idle, keeps the whole font for offline use.
    await tab.waitForSelector('body[data-offline="true"]', { timeout: 120_000 });
    await tab.evaluate(() => navigator.serviceWorker.ready);
    visit = site.log.slice(from);
    const sum = (list) => list.reduce((s, e) => s + e.gzip, 0);
    const table = visit.map((e) => `${e.method} ${e.path} ${e.status} ${e.bytes} (${e.gzip} gzip)`).join('\n      ');
    console.log(`      first visit, what the page needs to build its first room: ${(sum(untilBuilt) / MiB).toFixed(2)} MiB gzip in ${untilBuilt.length} requests; with the whole font kept once idle: ${(sum(visit) / MiB).toFixed(2)} MiB gzip in ${visit.length}\n      ${table}`);
    // The page registers its service worker once ready, and keeps the font once idle after.
    const at = (file) => visit.findIndex((e) => e.path.endsWith(file));
    assert(at('/sw.js') >= 0 && at('/udonforge-gothic.ttf') > at('/sw.js'), 'the whole font was fetched before the page was ready');
    const twice = visit.map((e) => e.path).filter((p, i, all) => all.indexOf(p) !== i);
    assert(twice.length === 0, `fetched more than once: ${[...new Set(twice)].join(', ')}`);
    assert(sum(untilBuilt) <= FIRST_VISIT_LIMIT, `a first visit fetched ${(sum(untilBuilt) / MiB).toFixed(2)} MiB gzip before its first room`);
  });

  await test('after one visit, every tab works offline, a deck of everyday Japanese names included', async () => {
    await context.setOffline(true);
    const failed = [];
    context.on('requestfailed', (r) => failed.push(r.url()));
    await tab.reload();
    await tab.waitForSelector('body[data-ready="true"]', { timeout: 120_000 });
    // Build.
    const [room] = await Promise.all([tab.waitForEvent('download', { timeout: 60_000 }), tab.click('#build-button')])
      .catch(async (e) => { throw new Error(`${e.message}: ${await tab.textContent('#build-result')}`); });
    const seed = await tab.inputValue('#seed');
    const expected = cli(['build', 'shinjya', '--players', await tab.inputValue('#players'), '--seed', seed, '-o', 'offline.zip']);
    assert(expected.code === 0, expected.stderr);
    assert(Buffer.compare(fs.readFileSync(await room.path()), fs.readFileSync(path.join(scratch, 'offline.zip'))) === 0, 'the room built offline differs');
    // A deck named in everyday Japanese, beyond the first font (風 王 猫 剣 騎 姫 剝 頰).
    await tab.click('[data-tab="deck"]');
    const names = ['火の精霊', '風の王', '猫の剣', '騎士と姫', '剝がれた頰'];
    const files = [];
    for (const [i, name] of names.entries()) {
      const file = path.join(scratch, `${name}.png`);
      fs.writeFileSync(file, await drawn(tab, { width: 300, height: 420, colour: ['#e05020', '#2080e0', '#40a040', '#c0a020', '#a040a0'][i], label: name[0] }));
      files.push(file);
    }
    await tab.setInputFiles('#deck-files', files);
    await tab.fill('#deck-name', '精霊のデッキ');
    const [deck] = await Promise.all([tab.waitForEvent('download', { timeout: 120_000 }), tab.click('#deck-button')])
      .catch(async (e) => { throw new Error(`${e.message}: ${await tab.textContent('#deck-result')}`); });
    await settle();
    assert(deck.suggestedFilename() === '精霊のデッキ.zip', deck.suggestedFilename());
    assert(await tab.$('#deck-result img.sheet') !== null, 'no contact sheet offline');
    await tab.screenshot({ path: path.join(out, 'offline-ja-390-deck.png'), fullPage: true });
    // Referee, check and keep a layout.
    await tab.click('[data-tab="referee"]');
    await tab.setInputFiles('#referee-file', path.join(repo, 'tests/referee/sj3-v3-full/save.zip'));
    await settle();
    assert(await tab.$('#referee-result pre.report') !== null, 'no report offline');
    await tab.click('[data-tab="check"]');
    await tab.setInputFiles('#check-file', path.join(scratch, 'offline.zip'));
    await settle();
    assert(await tab.$('#check-result p.good') !== null, 'no check offline');
    // A table arranged in udonarium, kept.
    await tab.click('[data-tab="layout"]');
    await tab.setInputFiles('#layout-file', path.join(repo, 'tests/layout/shinjya/data.xml'));
    const [kept] = await Promise.all([tab.waitForEvent('download', { timeout: 60_000 }), tab.click('#layout-button')])
      .catch(async (e) => { throw new Error(`${e.message}: ${await tab.textContent('#layout-result')}`); });
    await settle();
    assert(kept.suggestedFilename() === 'shinjya-layout.zip', kept.suggestedFilename());
    const errors = await tab.$$eval('.error', (boxes) => boxes.map((e) => `${e.closest('section')?.id}: ${e.textContent}`));
    assert(errors.length === 0, `an error offline: ${errors.join(' | ')}`);
    assert(failed.length === 0, `offline, the page asked the network for: ${failed.join(', ')}`);
  });
  await context.close();
}
