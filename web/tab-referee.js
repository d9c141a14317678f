// @ts-check
// The tab that referees a saved room: the headline (winner or leader), the breaches with
// their rule ids, the report in full and its JSON. The report is made again when its
// language is changed.
import * as udonforge from './udonforge.js';
import { $, busy, byId, downloadButton, dropZone, el, fromPicker, pageLang, read, show, t } from './ui.js';

/** @typedef {import('./ui.js').Picked} Picked */
/** @typedef {{ rule: string, message: string }} Breach */
/**
 * @typedef {object} Report what `referee --json` says (the fields the page shows)
 * @property {string} title
 * @property {string} phase_name
 * @property {string[]} winners
 * @property {string[]} leaders
 * @property {{ seat: string, name: string }[]} players
 * @property {Breach[]} violations
 */

const box = $('referee-result');
const reportLang = byId('report-lang', HTMLSelectElement);
const reveal = byId('reveal', HTMLInputElement);
/** @type {Picked[]} */
let shownFile = [];

/** @param {Picked[]} picked */
function refereeFile(picked) {
  if (picked.length === 0) return;
  shownFile = picked.slice(0, 1);
  const again = () => busy(box, judge, again);
  busy(box, judge, again);
}

async function judge() {
  const [file] = await read(shownFile);
  const lang = /** @type {import('./words.js').Lang | ''} */ (reportLang.value);
  const options = { name: file.name, lang: lang || undefined, reveal: reveal.checked, messages: pageLang() };
  /** @type {Report} */
  const report = await udonforge.referee(file.bytes, options);
  const textReport = await udonforge.refereeText(file.bytes, options);
  const json = new TextEncoder().encode(JSON.stringify(report, null, 2));
  /** @param {string[]} list */
  const seats = (list) => list.map((s) => report.players.find((p) => p.seat === s)?.name ?? s).join('、');
  show(box, () => {
    const headline = report.winners.length ? `${t('winner')}: ${seats(report.winners)}`
      : report.leaders.length ? `${t('leader')}: ${seats(report.leaders)}` : report.phase_name;
    return [
      el('p', { className: 'done', textContent: `${report.title} — ${headline}` }),
      el('p', { className: report.violations.length ? 'bad' : 'good', textContent: report.violations.length ? t('violations', report.violations.length) : t('clean') }),
      breachList(report.violations),
      el('pre', { className: 'report', textContent: textReport }),
      downloadButton(t('download-json'), json, `${file.name.replace(/\.(zip|xml)$/i, '')}-report.json`, 'application/json'),
    ];
  });
}

// The breaches under the headline, each with its rule id: on a phone the report below is a
// box to scroll, and what went wrong should not wait at its end. The first few; the report
// has them all.
const BREACHES_LISTED = 5;
/** @param {Breach[]} violations */
function breachList(violations) {
  if (!violations.length) return null;
  const items = violations.slice(0, BREACHES_LISTED).map((v) => el('li', {}, el('strong', { textContent: v.rule }), ` ${v.message}`));
  if (violations.length > BREACHES_LISTED) items.push(el('li', { className: 'more', textContent: t('more-breaches', violations.length - BREACHES_LISTED) }));
  return el('ul', { className: 'breaches' }, ...items);
}

dropZone($('referee-drop'), refereeFile, box);
const input = byId('referee-file', HTMLInputElement);
input.addEventListener('change', () => refereeFile(fromPicker(input)));
// The report shown is made again in the language chosen for it, and with or without what
// the table cannot see.
for (const control of [reportLang, reveal]) {
  control.addEventListener('change', () => {
    if (shownFile.length && !box.hidden) refereeFile(shownFile);
  });
}
