// What the page's tests share: the command line to compare with, a tiny test runner, pictures
// made to order, and the checks every screen of the page must pass (no English sentence on
// the Japanese page, tap targets a finger can hit, no result beside an error).
import { spawnSync } from 'node:child_process';
import zlib from 'node:zlib';

export function runner() {
  const results = [];
  async function test(name, body) {
    const started = Date.now();
    try {
      await body();
      results.push({ name, ok: true });
      console.log(`ok    ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    } catch (e) {
      results.push({ name, ok: false });
      console.log(`FAIL  ${name}\n      ${String(e?.stack ?? e).split('\n').slice(0, 8).join('\n      ')}`);
    }
  }
  return { test, results };
}

export function cliIn(bin, scratch) {
  return (args, cwd = scratch) => {
    const r = spawnSync(bin, args, { cwd, maxBuffer: 64 << 20 });
    return { code: r.status, stdout: r.stdout.toString().trimEnd(), stderr: r.stderr.toString().trimEnd() };
  };
}

export function assert(cond, message) {
  if (!cond) throw new Error(message);
}

export function same(a, b, what) {
  const x = JSON.stringify(a);
  const y = JSON.stringify(b);
  if (x !== y) {
    let at = 0;
    while (at < x.length && x[at] === y[at]) at++;
    throw new Error(`${what}: differs at ${at}: page …${x.slice(Math.max(0, at - 80), at + 80)}… cli …${y.slice(Math.max(0, at - 80), at + 80)}…`);
  }
}

// ---- pictures
const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG whose header says `width`×`height` (RGBA) and whose data holds a few rows only. */
export function pngHeaderOnly(width, height) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const rows = zlib.deflateSync(Buffer.alloc((width * 4 + 1) * 2));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * A picture drawn in the browser (so JPEG, as phones write, is at hand): a colour, a frame,
 * a label, as `type` ('image/png' or 'image/jpeg').
 */
export async function drawn(page, { width, height, colour, label, type = 'image/png' }) {
  const b64 = await page.evaluate(async ({ width, height, colour, label, type }) => {
    const canvas = new OffscreenCanvas(width, height);
    const g = canvas.getContext('2d');
    const grad = g.createLinearGradient(0, 0, width, height);
    grad.addColorStop(0, colour);
    grad.addColorStop(1, '#ffffff');
    g.fillStyle = grad;
    g.fillRect(0, 0, width, height);
    g.lineWidth = Math.max(4, width / 40);
    g.strokeStyle = '#222';
    g.strokeRect(g.lineWidth / 2, g.lineWidth / 2, width - g.lineWidth, height - g.lineWidth);
    g.fillStyle = '#111';
    g.font = `bold ${Math.round(Math.min(width, height) / 6)}px sans-serif`;
    g.textAlign = 'center';
    g.fillText(label, width / 2, height / 2);
    const blob = await canvas.convertToBlob({ type, quality: 0.85 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let s = '';
    for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(s);
  }, { width, height, colour, label, type });
  return Buffer.from(b64, 'base64');
}

// ---- what every screen must pass
/**
 * English sentences (three or more English words in a row) shown on the page, outside what
 * may stay as it is: the command line shown to copy, file names, and udonarium's and
 * udonforge's own names.
 */
export async function englishOn(page) {
  return page.evaluate(() => {
    const allowed = /^(udonforge( new| build)?|IPAex.*|Udonforge Gothic.*|English|Letter|A4)$/;
    const found = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('pre.cli, script, style, [hidden], option:not(:checked)')) continue;
      if (!parent.checkVisibility?.()) continue;
      // File names (with their extension) and `code` are names, not sentences.
      const text = node.data.replace(/[\w.-]+\.(zip|png|jpe?g|webp|gif|csv|toml|xml|json|pdf|svg|ttf)\b/gi, ' ').replace(/`[^`]*`/g, ' ');
      for (const m of text.matchAll(/[A-Za-z][A-Za-z’']*(?:[ ,:;-]+[A-Za-z][A-Za-z’']*){2,}/g)) {
        if (!allowed.test(m[0].trim())) found.push(m[0].trim());
      }
    }
    for (const input of document.querySelectorAll('input:not([type=radio]):not([type=color]):not([type=number]):not([type=file])')) {
      if (input.checkVisibility?.() && /[A-Za-z]+ [A-Za-z]+ [A-Za-z]+/.test(input.value)) found.push(`input: ${input.value}`);
    }
    return found;
  });
}

/** What a finger cannot hit on a phone: visible controls under 44 px tall or wide. */
export async function smallTargets(page) {
  return page.evaluate(() => {
    const small = [];
    for (const el of document.querySelectorAll('button, a[href], select, input:not([type=radio]):not([type=file]), label.button, label.radio')) {
      if (!el.checkVisibility?.()) continue;
      const r = el.getBoundingClientRect();
      if (r.height < 44 || r.width < 44) small.push(`${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} “${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30)}” ${Math.round(r.width)}×${Math.round(r.height)}`);
    }
    return small;
  });
}

/** A tab's result box: what it shows (a success, an error) and whether both are there. */
export async function outcome(page, tab) {
  return page.evaluate((tab) => {
    const box = document.getElementById(`${tab}-result`);
    const errorsElsewhere = [...document.querySelectorAll('.error')].filter((e) => !box.contains(e) && e.checkVisibility()).length;
    return {
      shown: !box.hidden,
      errors: box.querySelectorAll('.error').length,
      error: box.querySelector('.error pre')?.textContent ?? '',
      successes: box.querySelectorAll('.done, p.good, p.bad:not(.error p), pre.report, button').length,
      text: box.textContent,
      errorsElsewhere,
    };
  }, tab);
}
