// The page, driven in headless Chromium against the command line: the same rooms byte for
// byte, the same referee reports, the same deck from the same pictures (api.mjs); every tab
// used through its own buttons, pickers and drops in Japanese and English at 1280 and 390 px,
// with screenshots (ui.mjs); the first visit's weight and the page offline (offline.mjs).
//
//   node web/test/test.mjs REPO   (scripts/test-web installs what it needs and runs it)
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serve } from './server.mjs';
import { cliIn, runner } from './harness.mjs';
import { apiTests } from './api.mjs';
import { uiTests } from './ui.mjs';
import { offlineTests } from './offline.mjs';

const repo = path.resolve(process.argv[2] ?? '.');
const out = path.join(repo, 'target/web-test');
fs.mkdirSync(out, { recursive: true });
for (const old of fs.readdirSync(out).filter((f) => f.endsWith('.png'))) fs.rmSync(path.join(out, old));
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'udonforge-web-'));
const cli = cliIn(path.join(repo, 'target/release/udonforge'), scratch);
const { test, results } = runner();

const site = await serve(path.join(repo, 'target/web'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
});
const env = { repo, out, scratch, cli, test, site, browser };
const only = process.env.ONLY ?? '';
// The first visit is measured first, on a server no page has asked anything yet.
if (!only || only.includes('offline')) await offlineTests(env);
if (!only || only.includes('api')) await apiTests(env);
if (!only || only.includes('ui')) await uiTests(env);

await browser.close();
await site.close();
fs.rmSync(scratch, { recursive: true, force: true });
const failed = results.filter((r) => !r.ok).length;
console.log(`web: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
