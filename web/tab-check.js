// @ts-check
// The tab that checks any room zip: what udonarium would drop or show broken as it loads it,
// in the page's language.
import * as udonforge from './udonforge.js';
import { $, busy, byId, dropZone, el, fromPicker, pageLang, read, show, t } from './ui.js';

/** @typedef {import('./ui.js').Picked} Picked */

const box = $('check-result');
/** @type {Picked[]} */
let shownFile = [];

/** @param {Picked[]} picked */
function checkFile(picked) {
  if (picked.length === 0) return;
  shownFile = picked.slice(0, 1);
  const again = () => busy(box, checkShown, again);
  busy(box, checkShown, again);
}

async function checkShown() {
  const [file] = await read(shownFile);
  const options = { name: file.name, messages: pageLang() };
  /** @type {{ errors: number, warnings: number }} */
  const report = await udonforge.check(file.bytes, options);
  const textReport = await udonforge.checkText(file.bytes, options);
  const problems = report.errors + report.warnings;
  const again = () => busy(box, checkShown, again);
  show(box, () => [
    el('p', { className: problems ? 'bad' : 'good', textContent: problems ? t('problems', problems) : t('check-ok') }),
    el('pre', { className: 'report', textContent: textReport }),
  ], again);
}

dropZone($('check-drop'), checkFile, box);
const input = byId('check-file', HTMLInputElement);
input.addEventListener('change', () => checkFile(fromPicker(input)));
