// How fast the page builds a room against the command line, on this machine, and how much a
// first visit fetches. Prints a Markdown table for the README.
//
//   node web/test/bench.mjs REPO [RUNS]   (scripts/bench-web runs it)
import { chromium } from 'playwright-core';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { serve } from './server.mjs';

const repo = path.resolve(process.argv[2] ?? '.');
const runs = Number(process.argv[3] ?? 7);
const bin = path.join(repo, 'target/release/udonforge');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'udonforge-bench-'));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const site = await serve(path.join(repo, 'target/web'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
});
const page = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
const fetched = new Map();
page.on('response', async (r) => { try { fetched.set(new URL(r.url()).pathname, (await r.body()).length); } catch { /* a redirect */ } });
const t0 = Date.now();
await page.goto(site.url);
await page.waitForSelector('body[data-ready="true"]', { timeout: 120_000 });
const ready = Date.now() - t0;

console.log(`| game | players | command line (process, median of ${runs}) | page (after the first call, median of ${runs}) | ratio |`);
console.log('| --- | --- | --- | --- | --- |');
for (const [game, players] of [['shinjya', 5], ['ritual', 4], ['deltacle', 4], ['wie-verhext', 5]]) {
  const cli = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    spawnSync(bin, ['build', game, '--players', String(players), '--seed', '7', '-o', path.join(scratch, 'r.zip')]);
    cli.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  const inPage = await page.evaluate(async ({ game, players, runs }) => {
    await window.udonforge.build({ game, players, seed: 7 });
    const times = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      await window.udonforge.build({ game, players, seed: 7 });
      times.push(performance.now() - start);
    }
    return times;
  }, { game, players, runs });
  const [c, p] = [median(cli), median(inPage)];
  console.log(`| ${game} | ${players} | ${c.toFixed(0)} ms | ${p.toFixed(0)} ms | ${(p / c).toFixed(2)}× |`);
}

const first = ['/', '/page.js', '/udonforge.js', '/worker.js', '/core.js', '/style.css', '/udonforge.wasm', '/fonts/udonforge-gothic-subset.ttf'];
let raw = 0;
let gz = 0;
for (const p of first) {
  const file = path.join(repo, 'target/web', p === '/' ? 'index.html' : p);
  const bytes = fs.readFileSync(file);
  raw += bytes.length;
  gz += zlib.gzipSync(bytes, { level: 9 }).length;
}
const whole = fs.statSync(path.join(repo, 'target/web/fonts/ipaexg.ttf')).size;
console.log(`\nfirst visit: ${(raw / 1048576).toFixed(2)} MiB, ${(gz / 1048576).toFixed(2)} MiB gzip (${first.length} files; fetched: ${[...fetched.keys()].join(' ')}); page ready in ${ready} ms`);
console.log(`the whole font, fetched only for text the subset lacks: ${(whole / 1048576).toFixed(2)} MiB, ${(zlib.gzipSync(fs.readFileSync(path.join(repo, 'target/web/fonts/ipaexg.ttf')), { level: 9 }).length / 1048576).toFixed(2)} MiB gzip`);
await browser.close();
await site.close();
fs.rmSync(scratch, { recursive: true, force: true });
