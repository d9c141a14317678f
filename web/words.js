// @ts-check
// Every word the page itself says, in Japanese and in English: the labels, the help, and the
// messages the page makes (a file too large, the library not loaded, a stopped worker). What
// the library says (its errors, reports and findings) comes in the page's language from the
// library itself (`--messages`). Both tables have the same keys: the type check holds them
// to it. No DOM here: the worker uses these words too.

/** @typedef {'ja' | 'en'} Lang */

const ja = {
  title: 'udonforge — ユドナリウムのルームを作る・審判する',
  tagline: 'ユドナリウムで遊ぶボードゲーム・カードゲームのルームを作り、保存したルームを審判します。',
  local: 'ファイルはこのブラウザの中だけで処理され、どこにも送られません。一度開けば、オフラインでも使えます。',
  'lang-group': '言語 / Language',
  'tab-build': 'ルームを作る', 'tab-deck': '画像でデッキ', 'tab-referee': '審判', 'tab-check': 'ZIPチェック',
  'build-title': '遊ぶゲームのルームZIPを作る',
  'build-help': 'ゲームと人数を選んで「ルームZIPを作る」を押すと、カード・駒・ダイス・ルール要約を並べたルームがダウンロードされます。ユドナリウムの「ZIP読込」で読み込んでください。',
  game: 'ゲーム', players: '人数', 'room-lang': 'ルームの言語', seed: 'シード（山札の混ぜ方）',
  'new-seed': '新しいシード', 'build-button': 'ルームZIPを作る', 'print-button': '印刷用PDF', paper: '用紙（印刷用PDF）',
  'players-n': (/** @type {number} */ n) => `${n}人`,
  'print-hint': '「実際のサイズ（100%）」で印刷してください。両面に印刷するページと切り方は1ページ目にあります。',
  'same-cli': 'コマンドラインで同じルームを作るには:', 'same-cli-print': 'コマンドラインで同じPDFを作るには:',
  'deck-title': '自分の画像からデッキを作る',
  'deck-help': 'カードの画像（PNG・JPEG・WebP・GIF）を選ぶか、ここに落としてください。画像1枚がカード1種類になります。名前・枚数・裏面は下の一覧で決められます。cards.csv を一緒に入れるとその表のとおりに作り、udonforge new で作ったゲームのフォルダ（またはそのZIP）はそのままルームにします。',
  'drop-pictures': '画像・フォルダをここに落とす', 'choose-files': 'ファイルを選ぶ', 'choose-folder': 'フォルダを選ぶ',
  'deck-name': 'デッキの名前', 'default-deck': 'マイデッキ',
  'card-shape': 'カードの形', 'shape-common': 'いちばん多い画像の形', 'shape-first': '最初の画像の形',
  'shape-poker': 'ポーカー（63×88 mm）', 'shape-bridge': 'ブリッジ（57×89 mm）', 'shape-tarot': 'タロット（70×120 mm）',
  'shape-mini': 'ミニ（44×63 mm）', 'shape-square': '正方形',
  fit: '形の違う画像', 'fit-pad': '全体を入れて余白を塗る', 'fit-crop': 'はみ出す分を切る', 'pad-colour': '余白の色',
  'deck-button': 'デッキのルームZIPを作る',
  'list-caption': 'カード（名前と枚数を変えられます。1枚を裏面にできます）',
  'col-picture': '画像', 'col-name': 'カード名', 'col-count': '枚数', 'col-back': '裏面', 'plain-back': '裏面は無地',
  'back-of': (/** @type {string} */ name) => `${name} を裏面にする`,
  'name-of': (/** @type {string} */ name) => `${name} のカード名`, 'count-of': (/** @type {string} */ name) => `${name} の枚数`,
  picked: (/** @type {number} */ n) => `${n}個のファイルを選びました`,
  'from-csv': 'cards.csv のとおりに作ります（名前・枚数・裏面はその表から）。',
  'from-folder': 'ゲームのフォルダとしてそのままルームにします。',
  'svg-skipped': (/** @type {string} */ names) => `SVG の画像はカードにできないので使いません: ${names}（PNG で保存し直してください）`,
  'referee-title': '保存したルームを審判する',
  'referee-help': 'ユドナリウムの「保存」で書き出したZIP（または data.xml）を選ぶと、置かれ方が正しいかを確かめ、ルール違反をルール番号つきで示し、得点・順位・勝者を出します。',
  'drop-save': '保存したZIPをここに落とす', 'choose-file': 'ファイルを選ぶ', 'report-lang': '報告の言語', 'room-own': 'ルームの言語',
  reveal: '伏せた情報も表示する（正体・手札・裏向きのカード）',
  'check-title': 'ルームZIPをチェックする',
  'check-help': 'どんなルームZIPでも、ユドナリウムが読み込むときに捨ててしまうものや、壊れて表示されるものを一覧にします。',
  'drop-zip': 'ルームZIPをここに落とす', working: '処理中…',
  footer: 'udonforge はコマンドラインでも同じことができます（ページと同じライブラリです）。カードの文字は IPAex ゴシック（IPA フォントライセンス）で描いています。',
  'fonts-link': 'フォントについて',
  download: 'ダウンロード', 'download-again': 'もう一度ダウンロード', 'download-json': '報告をJSONでダウンロード',
  'download-folder': 'ゲームのフォルダをダウンロード（編集してまた作れます）',
  'load-hint': 'ユドナリウムで「ZIP読込」を押し、このファイルを選んでください（ページに落としても読み込めます）。',
  sheet: 'カードの表と裏（ユドナリウムで見えるとおり）:',
  winner: '勝者', leader: '暫定の首位', violations: (/** @type {number} */ n) => `ルール違反 ${n}件`,
  'more-breaches': (/** @type {number} */ n) => `ほか${n}件は下の報告にあります`, clean: 'ルール違反はありません。',
  'check-ok': 'ユドナリウムはこのZIPをすべて読み込みます。', problems: (/** @type {number} */ n) => `問題 ${n}件`,
  failed: 'できませんでした',
  // The page's own messages: what went wrong, then what to do.
  'no-files': '画像がまだありません。\n先に画像を選ぶか、ここに落としてください。',
  'no-pictures': '選んだファイルに、カードにできる画像（PNG・JPEG・WebP・GIF）がありません。\nカードの画像を選んでください。',
  'all-back': '裏面のほかにカードの画像がありません。\n表にする画像をもう1枚入れるか、裏面を「無地」にしてください。',
  'too-large': (/** @type {string} */ name, /** @type {number} */ mib) => `「${name}」は ${mib} MiB あり、udonforge が読むどのファイルよりも大きすぎます（上限 512 MiB）。\nルームのZIP・保存したZIP・画像を選んでください。`,
  'cannot-load': '必要なファイルを読み込めませんでした（オフラインで、まだ一度も開いていない部分かもしれません）。\nネットにつないで、もう一度押してください。',
  'cannot-load-font': 'この文字を描くフォントを読み込めませんでした（オフラインで、まだ取ってきていないフォントです）。\nネットにつないで、もう一度押してください。',
  crashed: 'udonforge がこのファイルの途中で止まりました。\nページはこのまま使えます。このファイルを報告していただけると助かります。',
  'worker-stopped': 'udonforge が止まりました。\nページはこのまま使えます。もう一度押してください。',
  'took-too-long': (/** @type {number} */ s) => `${s} 秒たっても終わらないので止めました。\nページはこのまま使えます。小さいファイルや少ない画像なら早く終わります。`,
  'no-game-folder': '落としたものの中にゲームのフォルダ（game.toml のあるフォルダ）がありません。\nudonforge new で作ったフォルダ（またはそのZIP）を落としてください。',
  'page-broke': 'ページの中で思わぬ問題が起きました。\nページを読み込み直してください。',
  'read-failed': (/** @type {string} */ name) => `「${name}」を読めませんでした。\nもう一度選んでください。`,
};

/** @typedef {typeof ja} Words */
/** @typedef {keyof Words} Key */

/** @type {Words} */
const en = {
  title: 'udonforge — rooms for udonarium, built and refereed',
  tagline: 'Builds rooms for board and card games to play in udonarium, and referees the rooms you saved.',
  local: 'Your files are processed in this browser only and sent nowhere. Once opened, the page works offline.',
  'lang-group': '言語 / Language',
  'tab-build': 'Build a room', 'tab-deck': 'Your deck', 'tab-referee': 'Referee', 'tab-check': 'Check a zip',
  'build-title': 'Build the room zip of a game',
  'build-help': 'Choose the game and the players and press “Build the room zip”: a room with every card, piece, die and rule summary laid out downloads. Load it in udonarium with 「ZIP読込」.',
  game: 'Game', players: 'Players', 'room-lang': 'Room language', seed: 'Seed (how the decks are shuffled)',
  'new-seed': 'New seed', 'build-button': 'Build the room zip', 'print-button': 'Print-and-play PDF', paper: 'Paper (print-and-play PDF)',
  'players-n': (n) => `${n} players`,
  'print-hint': 'Print at actual size (100%); page 1 says which pages go double-sided and how to cut.',
  'same-cli': 'The same room on the command line:', 'same-cli-print': 'The same PDF on the command line:',
  'deck-title': 'Make a deck from your own pictures',
  'deck-help': 'Choose your card pictures (PNG, JPEG, WebP, GIF) or drop them here. Each picture becomes a kind of card; set names, counts and the back in the list below. Add a cards.csv and the deck follows that sheet; a game folder made by udonforge new (or a zip of it) builds as it is.',
  'drop-pictures': 'Drop pictures or a folder here', 'choose-files': 'Choose files', 'choose-folder': 'Choose a folder',
  'deck-name': 'Deck name', 'default-deck': 'My deck',
  'card-shape': 'Card shape', 'shape-common': 'The most common picture shape', 'shape-first': 'The first picture’s shape',
  'shape-poker': 'Poker (63×88 mm)', 'shape-bridge': 'Bridge (57×89 mm)', 'shape-tarot': 'Tarot (70×120 mm)',
  'shape-mini': 'Mini (44×63 mm)', 'shape-square': 'Square',
  fit: 'Pictures of another shape', 'fit-pad': 'Whole picture, the rest filled', 'fit-crop': 'Fill the card, overflow cut', 'pad-colour': 'Fill colour',
  'deck-button': 'Build the deck’s room zip',
  'list-caption': 'Cards (change their names and counts; one picture can be the back)',
  'col-picture': 'Picture', 'col-name': 'Card name', 'col-count': 'Count', 'col-back': 'Back', 'plain-back': 'A plain back',
  'back-of': (name) => `Use ${name} as the back`,
  'name-of': (name) => `Card name of ${name}`, 'count-of': (name) => `Count of ${name}`,
  picked: (n) => `${n} file${n === 1 ? '' : 's'} chosen`,
  'from-csv': 'Built as your cards.csv says (names, counts and backs come from it).',
  'from-folder': 'Built as the game folder it is.',
  'svg-skipped': (names) => `SVG pictures cannot be cards and are left out: ${names} (save them as PNG)`,
  'referee-title': 'Referee a saved room',
  'referee-help': 'Choose a zip saved with udonarium’s 「保存」 (or its data.xml): the referee checks the position, names every rule breach with its rule, and gives scores, ranking and the winner.',
  'drop-save': 'Drop a saved zip here', 'choose-file': 'Choose a file', 'report-lang': 'Report language', 'room-own': 'The room’s',
  reveal: 'Show what is hidden (identities, hands, face-down cards)',
  'check-title': 'Check a room zip',
  'check-help': 'For any room zip: what udonarium would drop or show broken when it loads it.',
  'drop-zip': 'Drop a room zip here', working: 'Working…',
  footer: 'udonforge does the same on the command line (the page runs the same library). Card text is drawn in IPAexGothic (IPA Font License).',
  'fonts-link': 'About the fonts',
  download: 'Download', 'download-again': 'Download again', 'download-json': 'Download the report as JSON',
  'download-folder': 'Download the game folder (to edit and build again)',
  'load-hint': 'In udonarium press 「ZIP読込」 and choose this file (or drop it onto the page).',
  sheet: 'Every card face and back, as udonarium will show them:',
  winner: 'Winner', leader: 'Provisional leader', violations: (n) => `${n} rule breach${n === 1 ? '' : 'es'}`,
  'more-breaches': (n) => `and ${n} more in the report below`, clean: 'No rule breach.',
  'check-ok': 'udonarium loads this zip whole.', problems: (n) => `${n} problem${n === 1 ? '' : 's'}`,
  failed: 'That did not work',
  'no-files': 'No pictures yet.\nChoose or drop the pictures first.',
  'no-pictures': 'None of the files chosen is a picture a card can be (PNG, JPEG, WebP, GIF).\nChoose the cards’ pictures.',
  'all-back': 'There is no card picture besides the back.\nAdd a picture for the fronts, or choose a plain back.',
  'too-large': (name, mib) => `“${name}” is ${mib} MiB, larger than any file udonforge reads (512 MiB).\nChoose a room’s zip, a save or a picture.`,
  'cannot-load': 'A file the page needs could not be loaded (offline, and this part was never opened before?).\nConnect to the internet and press the button again.',
  'cannot-load-font': 'The font for these characters could not be loaded (offline, and it was never fetched).\nConnect to the internet and press the button again.',
  crashed: 'udonforge stopped in the middle of this file.\nThe page goes on working; please report the file that did this.',
  'worker-stopped': 'udonforge stopped.\nThe page goes on working; press the button again.',
  'took-too-long': (s) => `Still not done after ${s} seconds, so it was stopped.\nThe page goes on working; a smaller file or fewer pictures go faster.`,
  'no-game-folder': 'What was dropped holds no game folder (a folder with a game.toml).\nDrop the folder udonforge new made (or a zip of it).',
  'page-broke': 'Something unexpected went wrong in the page.\nPlease reload the page.',
  'read-failed': (name) => `“${name}” could not be read.\nChoose it again.`,
};

/** The words of each language. */
export const WORDS = /** @type {const} */ ({ ja, en });

/**
 * A word of the page in `lang`, a function's filled with `args`.
 * @template {Key} K
 * @param {Lang} lang
 * @param {K} key
 * @param {Words[K] extends (...a: infer A) => string ? A : []} args
 * @returns {string}
 */
export function word(lang, key, ...args) {
  const value = /** @type {string | ((...a: unknown[]) => string)} */ (WORDS[lang][key]);
  return typeof value === 'function' ? value(...args) : value;
}

/**
 * An error the page itself makes: its message already in the page's language, so it is shown
 * as it is (and it is known not to be the library's words).
 */
export class PageError extends Error {
  /**
   * @param {string} message
   */
  constructor(message) {
    super(message);
    this.name = 'PageError';
  }
}
