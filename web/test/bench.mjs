// How much the page costs against the command line, on this machine: the CPU time of a room
// built in the page (every Chromium process, the worker's compile threads included) against
// the command line's (the whole process), the wall time of each, and what a first visit
// fetches (counted from the server's log). Prints Markdown tables for docs/performance.md.
//
//   node web/test/bench.mjs REPO [RUNS]   (scripts/bench-web runs it)
import { chromium } from 'playwright-core';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serve } from './server.mjs';

const repo = path.resolve(process.argv[2] ?? '.');
const runs = Number(process.argv[3] ?? 7);
const bin = path.join(repo, 'target/release/udonforge');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'udonforge-bench-'));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const TICK = 1000 / 100; // ms per clock tick (USER_HZ)

/** CPU ms used so far by every process below `pid` (not itself: Chromium, below this one). */
function treeCpu(pid) {
  const children = new Map();
  const cpu = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const parent = Number(fields[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
      cpu.set(Number(entry), (Number(fields[11]) + Number(fields[12])) * TICK);
    } catch { /* gone */ }
  }
  let sum = 0;
  const walk = (p) => { for (const c of children.get(p) ?? []) { sum += cpu.get(c) ?? 0; walk(c); } };
  walk(pid);
  return sum;
}

/** The command line's CPU ms per run (user + system, whole processes), and its wall ms. */
function cliCost(args) {
  const r = spawnSync('bash', ['-c', `start=$(date +%s%N); for i in $(seq ${runs}); do "$0" "$@" >/dev/null; done; end=$(date +%s%N); times; echo $(( (end - start) / 1000000 ))`, bin, ...args], { cwd: scratch });
  const lines = r.stdout.toString().trim().split('\n');
  const toMs = (t) => { const [, m, s] = t.match(/(\d+)m([\d.]+)s/); return (Number(m) * 60 + Number(s)) * 1000; };
  const [user, sys] = lines[lines.length - 2].split(' ');
  return { cpu: (toMs(user) + toMs(sys)) / runs, wall: Number(lines[lines.length - 1]) / runs };
}

const site = await serve(path.join(repo, 'target/web'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
});
const browserPid = process.pid;
const page = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
const t0 = Date.now();
await page.goto(site.url);
await page.waitForSelector('body[data-ready="true"]', { timeout: 120_000 });
const ready = Date.now() - t0;
const firstVisit = site.log.reduce((s, e) => s + e.gzip, 0);

console.log(`| game | players | command line: CPU, wall (whole process) | page: CPU, wall (after the first call) | CPU ratio |`);
console.log('| --- | --- | --- | --- | --- |');
for (const [game, players] of [['shinjya', 5], ['ritual', 4], ['deltacle', 4], ['wie-verhext', 5]]) {
  const c = cliCost(['build', game, '--players', String(players), '--seed', '7', '-o', 'r.zip']);
  await page.evaluate(async ({ game, players }) => { await window.udonforge.build({ game, players, seed: 7 }); }, { game, players });
  // Let the engine's background compiling of the first call settle before counting.
  await new Promise((done) => setTimeout(done, 3000));
  const before = treeCpu(browserPid);
  const walls = await page.evaluate(async ({ game, players, runs }) => {
    const times = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      await window.udonforge.build({ game, players, seed: 7 });
      times.push(performance.now() - start);
    }
    return times;
  }, { game, players, runs });
  const pageCpu = (treeCpu(browserPid) - before) / runs;
  console.log(`| ${game} | ${players} | ${c.cpu.toFixed(0)} ms, ${c.wall.toFixed(0)} ms | ${pageCpu.toFixed(0)} ms, ${median(walls).toFixed(0)} ms | ${(pageCpu / c.cpu).toFixed(2)}× |`);
}

console.log(`\nfirst visit (until the page is ready): ${(firstVisit / 1048576).toFixed(2)} MiB gzip in ${site.log.length} requests (${site.log.map((e) => e.path).join(' ')}); ready in ${ready} ms`);
await browser.close();
await site.close();
fs.rmSync(scratch, { recursive: true, force: true });
