// Every tab driven through the page's own buttons, pickers and selects, as a player would, in
// Japanese and English, at 1280 px and on a 390 px phone. After each action: a screenshot
// (target/web-test/LANG-WIDTH-NN-STEP.png), and the checks every screen must pass: the tab's
// box shows its last outcome only (no error after a success, no old result beside a new
// error), no English sentence on the Japanese page, every control ≥ 44 px, the tabs in one
// row, nothing scrolling sideways.
import fs from 'node:fs';
import path from 'node:path';
import { assert, drawn, englishOn, outcome, same, smallTargets } from './harness.mjs';

export async function uiTests({ repo, out, scratch, cli, test, site, browser }) {
  const games = JSON.parse(cli(['games', '--json']).stdout);
  const save = path.join(repo, 'tests/referee/sj3-v3-full/save.zip');
  const midGame = path.join(repo, 'tests/referee/sj5-mid-game/save.zip');
  const notZip = path.join(scratch, 'not-a-save.zip');
  fs.writeFileSync(notZip, 'hello, not a zip');

  for (const [lang, width] of [['ja', 1280], ['en', 1280], ['ja', 390], ['en', 390]]) {
    await test(`the page used through its own controls, ${lang} at ${width} px`, async () => {
      const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 }, acceptDownloads: true, serviceWorkers: 'block' });
      const page = await context.newPage();
      const faults = [];
      page.on('pageerror', (e) => faults.push(String(e)));
      await page.goto(site.url);
      await page.waitForSelector('body[data-ready="true"]', { timeout: 120_000 });
      if (lang === 'en') await page.click('[data-lang="en"]');
      const settle = () => page.waitForFunction(() => document.getElementById('busy').hidden, null, { timeout: 120_000 });
      let step = 0;
      // The checks of every screen, and its screenshot.
      const look = async (name, tab, expect) => {
        step++;
        await page.screenshot({ path: path.join(out, `${lang}-${width}-${String(step).padStart(2, '0')}-${name}.png`), fullPage: true });
        const where = `${lang} ${width} px, ${name}`;
        if (tab) {
          const o = await outcome(page, tab);
          if (expect === 'success') assert(o.shown && o.errors === 0 && o.successes > 0, `${where}: not a success alone: ${o.text.slice(0, 300)}`);
          if (expect === 'error') assert(o.shown && o.errors === 1 && o.successes === 0, `${where}: not an error alone: ${o.text.slice(0, 300)}`);
          assert(o.errorsElsewhere === 0, `${where}: an error box outside the tab's result`);
        }
        // (A report the player asked for in English is English.)
        if (lang === 'ja' && name !== 'report-lang') {
          const english = await englishOn(page);
          assert(english.length === 0, `${where}: English on the Japanese page: ${english.join(' | ')}`);
        }
        const small = await smallTargets(page);
        assert(small.length === 0, `${where}: too small to tap: ${small.join(', ')}`);
        const rows = await page.$$eval('[data-tab]', (tabs) => new Set(tabs.map((t) => Math.round(t.getBoundingClientRect().top))).size);
        assert(rows === 1, `${where}: the tabs take ${rows} rows`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert(overflow <= 0, `${where}: the page scrolls sideways by ${overflow} px`);
        assert(faults.length === 0, `${where}: ${faults.join(' | ')}`);
      };
      const downloadOf = async (selector) => {
        const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), page.click(selector)])
          .catch(async (e) => { throw new Error(`${e.message}: ${await page.textContent('main')}`); });
        await settle();
        return download;
      };

      // ---- build
      await look('opened', null);
      assert(await page.inputValue('#game') === 'shinjya', `the game picker opens on ${await page.inputValue('#game')}`);
      const shownGames = await page.$$eval('#game option', (options) => options.map((o) => o.textContent));
      for (const g of games) assert(!shownGames.some((text) => text.includes(g.id)), `the game picker shows the id ${g.id}: ${shownGames.join(', ')}`);
      const room = await downloadOf('#build-button');
      assert(room.suggestedFilename() === 'shinjya01.zip', room.suggestedFilename());
      const roomFile = path.join(scratch, `ui-${lang}-${width}.zip`);
      fs.copyFileSync(await room.path(), roomFile);
      await look('built', 'build', 'success');
      const pdf = await downloadOf('#print-button');
      assert(pdf.suggestedFilename() === 'shinjya.pdf', pdf.suggestedFilename());
      await look('printed', 'build', 'success');
      const printed = await page.textContent('#build-result');
      assert(printed.includes('shinjya.pdf') && !printed.includes('shinjya01.zip'), `the print's box shows: ${printed.slice(0, 200)}`);

      // ---- a deck from the list
      await page.click('[data-tab="deck"]');
      await look('deck-tab', null);
      const pictures = [
        ['火の精霊.png', { width: 630, height: 880, colour: '#e05020', label: '火' }],
        ['風の王.jpg', { width: 3000, height: 4000, colour: '#2080e0', label: '風', type: 'image/jpeg' }],
        ['猫の剣.png', { width: 800, height: 800, colour: '#40a040', label: '猫' }],
        ['裏.png', { width: 630, height: 880, colour: '#303030', label: '裏' }],
      ];
      const files = [];
      for (const [name, how] of pictures) {
        const file = path.join(scratch, name);
        fs.writeFileSync(file, await drawn(page, how));
        files.push(file);
      }
      const svg = path.join(scratch, 'face.svg');
      fs.writeFileSync(svg, '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
      assert(!(await page.getAttribute('#deck-files', 'accept')).includes('svg'), 'the picker offers SVG pictures');
      await page.setInputFiles('#deck-files', [...files, svg]);
      assert(await page.inputValue('#deck-files') === '', 'the picker keeps its choice: the same files again would do nothing');
      await look('pictures-chosen', null);
      const rowsShown = await page.$$eval('#deck-cards tbody tr', (rows) => rows.length);
      assert(rowsShown === 4, `${rowsShown} pictures listed`);
      assert(await page.$$eval('#deck-cards tbody img.thumb', (imgs) => imgs.every((i) => i.complete && i.naturalWidth > 0)), 'a thumbnail is not shown');
      assert(await page.isChecked('input[name="deck-back"][value="裏.png"]'), 'the picture named 裏 is not the back');
      assert((await page.textContent('#deck-cards')).includes('face.svg'), 'the SVG left out is not said');
      await page.fill('input[aria-label*="猫の剣.png"]:not([type=number])', '猫の剣・改');
      await page.fill('input[type=number][aria-label*="火の精霊.png"]', '3');
      const deckName = lang === 'ja' ? '精霊のデッキ' : 'Spirits: the "deck"';
      await page.fill('#deck-name', deckName);
      if (lang === 'en') {
        await page.selectOption('#deck-shape', 'poker');
        await page.selectOption('#deck-fit', 'crop');
      }
      const deck = await downloadOf('#deck-button');
      const expectedName = lang === 'ja' ? '精霊のデッキ.zip' : 'Spirits the deck.zip';
      assert(deck.suggestedFilename() === expectedName, `the deck downloads as ${deck.suggestedFilename()}`);
      await page.waitForSelector('#deck-result img.sheet');
      await look('deck-built', 'deck', 'success');
      if (lang === 'ja' && width === 1280) {
        // The room is what new --from builds from the list's spreadsheet (in the list's order).
        const dir = fs.mkdtempSync(path.join(scratch, 'ui-deck-'));
        for (const f of files) fs.copyFileSync(f, path.join(dir, path.basename(f)));
        fs.writeFileSync(path.join(dir, 'cards.csv'), 'name,front,back,deck,copies\n火の精霊,火の精霊.png,裏.png,精霊のデッキ,3\n猫の剣・改,猫の剣.png,裏.png,精霊のデッキ,1\n風の王,風の王.jpg,裏.png,精霊のデッキ,1\n');
        const r = cli(['new', 'my-deck', '--from', 'cards.csv'], dir);
        assert(r.code === 0, r.stderr);
        assert(Buffer.compare(fs.readFileSync(await deck.path()), fs.readFileSync(path.join(dir, 'my-deck.zip'))) === 0, 'the deck from the list differs from new --from\'s');
      }
      // A failed attempt replaces the success, its download buttons with it.
      const broken = path.join(scratch, 'broken.png');
      fs.writeFileSync(broken, Buffer.from('\x89PNG\r\n\x1a\nnot really'));
      await page.setInputFiles('#deck-files', [broken, files[0]]);
      await page.click('#deck-button');
      await settle();
      await look('deck-failed', 'deck', 'error');

      // ---- referee
      await page.click('[data-tab="referee"]');
      await page.setInputFiles('#referee-file', save);
      await settle();
      await look('refereed', 'referee', 'success');
      if (width === 1280) same(await page.textContent('#referee-result pre.report'), cli(['referee', save]).stdout, 'the report shown');
      // Another report language redoes the report shown.
      const other = lang === 'ja' ? 'en' : 'ja';
      await page.selectOption('#report-lang', other);
      await page.waitForFunction(() => document.querySelector('#referee-result pre.report'), null, { timeout: 60_000 });
      await settle();
      await look('report-lang', 'referee', 'success');
      same(await page.textContent('#referee-result pre.report'), cli(['referee', save, '--lang', other]).stdout, 'the report in the other language');
      await page.selectOption('#report-lang', '');
      await settle();
      await page.setInputFiles('#referee-file', notZip);
      await settle();
      await look('referee-failed', 'referee', 'error');
      // The command line's error (its hint may differ: the page's names no option to type).
      const said = await page.textContent('#referee-result .error pre');
      same(said.split('\n')[0], cli(['--messages', lang, 'referee', 'not-a-save.zip']).stderr.split('\n')[0], 'the error shown');
      await page.setInputFiles('#referee-file', save);
      await settle();
      await look('referee-again', 'referee', 'success');
      // A save made mid-game: the report keeps back what the table cannot see until the
      // switch asks for it, and names the switch, not the command line's option.
      await page.setInputFiles('#referee-file', midGame);
      await settle();
      await look('referee-mid-game', 'referee', 'success');
      let shown = await page.textContent('#referee-result');
      for (const secret of ['探索者', 'ダイナマイト', '凶器']) assert(!shown.includes(secret), `mid-game report shows ${secret}`);
      assert(!shown.includes('--reveal'), 'the page names a command-line option');
      await page.check('#reveal');
      await settle();
      await look('referee-revealed', 'referee', 'success');
      shown = await page.textContent('#referee-result');
      assert(shown.includes('探索者'), 'the switch does not show what is hidden');
      await page.uncheck('#reveal');
      await settle();

      // ---- check
      await page.click('[data-tab="check"]');
      await page.setInputFiles('#check-file', roomFile);
      await settle();
      await look('checked', 'check', 'success');
      await page.setInputFiles('#check-file', notZip);
      await settle();
      await look('check-failed', 'check', 'error');
      const firstLine = async () => (await page.textContent('#check-result .error pre')).split('\n')[0];
      same(await firstLine(), cli(['--messages', lang, 'check', 'not-a-save.zip']).stderr.split('\n')[0], 'the check\'s error');

      // ---- the other language: what is shown is made again in it
      await page.click(`[data-lang="${other}"]`);
      await settle();
      same(await firstLine(), cli(['--messages', other, 'check', 'not-a-save.zip']).stderr.split('\n')[0], 'the check\'s error after the language changed');
      await page.click(`[data-lang="${lang}"]`);
      await settle();
      await look('language-back', 'check', 'error');
      await context.close();
    });
  }
}
