// End-to-end test of five in a row as a phone shows it (issue 35): at three phone sizes held
// upright (touch), a phone held sideways and a desktop, while a game is played and once it has
// ended, the board, the status line (whose move, or the result), Undo and Restart, and the
// one-line summary of the settings with its button are on the first screen, and nothing scrolls
// sideways; the settings open in a dialog and close again; a fixed 15 × 15 or 19 × 19 board is
// shown whole with every coordinate at each phone width; the first tap of a two-tap move says to
// tap again. The move list is one stop of the Tab key, stepped by the arrows and announced; a
// refused move says why; the focus stays on the control used; "Share link" copies the link and
// says so. And in every language, at 320 × 568 and 360 × 640, neither game nor the settings
// scroll sideways or clip a control, play stays on the first screen with the next game's
// settings waiting in the summary, and during an opening the person's choice (the status, the
// board, the buttons that answer it, Undo and Restart) is on the first screen.
// Run: `node --test tests/e2e/` (after `make build`).

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PAGE, STARTUP_TIMEOUT_MS, useSite, waitFor } from './site.mjs';
import { Key } from './webdriver.mjs';

const SIZES = [[320, 568, true], [360, 640, true], [390, 844, true], [844, 390, true], [1280, 720, false]];
const PHONES = [[320, 568], [360, 640], [390, 844]];
const LANGUAGES = ['en', 'ja', 'pl', 'ru', 'vi', 'zh', 'zh-Hant'];
// A game under way whose next moves win for black along row 8.
const GAME = 'h8,h9,i8,i9,j8,j9,k8,k9';

/** In the page: where the parts of five in a row's first screen are. */
const MEASURE = `
  const box = (css) => {
    const el = [...document.querySelectorAll(css)].find((e) => !e.hidden && e.getClientRects().length);
    return el ? el.getBoundingClientRect().toJSON() : null;
  };
  return {
    board: box('#five-board'),
    status: document.getElementById('five-endgame').hidden ? box('#five-turn') : box('#five-endgame'),
    turn: document.getElementById('five-turn').textContent,
    undo: box('#five-undo'),
    restart: box('#five-restart'),
    summary: box('#five-summary'),
    settings: box('#five-settings-open'),
    scrollWidth: document.documentElement.scrollWidth,
  };`;

/** In the page: the controls that are shown but cut by the screen's edges, and the page's width. */
const CLIPPED = `
  const shown = [...document.querySelectorAll('button, select, input, label, .turn, h1, h2')]
    .filter((el) => el.getClientRects().length && getComputedStyle(el).visibility !== 'hidden'
      && !el.closest('[hidden], dialog:not([open]), .visually-hidden, .language label, #classic .field label'));
  const clipped = shown.map((el) => [el.id || el.className || el.tagName, el.getBoundingClientRect()])
    .filter(([, r]) => r.width > 0 && (r.left < -0.5 || r.right > innerWidth + 0.5))
    .map(([name, r]) => name + ' ' + Math.round(r.left) + '..' + Math.round(r.right));
  return { clipped, scrollWidth: document.documentElement.scrollWidth };`;

describe('five in a row on a phone\'s first screen, in headless Chromium', { timeout: 900_000 }, () => {
  const site = useSite();
  const execute = (script, args) => site.session.execute(script, args);

  async function emulate(width, height, touch) {
    await site.session.cdp('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: touch });
    await site.session.cdp('Emulation.setTouchEmulationEnabled', { enabled: touch, maxTouchPoints: 5 });
  }

  async function reset() {
    await site.session.cdp('Emulation.clearDeviceMetricsOverride');
    await site.session.cdp('Emulation.setTouchEmulationEnabled', { enabled: false });
  }

  /** Opens five in a row at `path` and waits for its board. */
  async function openFive(path) {
    await site.openPage(path);
    const tab = await waitFor('the mode tabs', () => site.session.findAll('[data-mode="five"]'),
      (tabs) => tabs.length === 1, STARTUP_TIMEOUT_MS);
    if (!path.includes('#five=')) await site.session.click(tab[0]);
    await waitFor('the board', () => execute('return document.querySelectorAll("#five-board [data-point]").length;'),
      (cells) => cells > 0, STARTUP_TIMEOUT_MS);
  }

  /** Taps (or clicks) the cell of `point` as a person does: twice where a tap previews. */
  async function place(point) {
    const cell = await site.session.find(`[data-point="${point}"]`);
    await site.session.click(cell);
    const previewed = await execute(`return document.querySelector('[data-point="${point}"]').matches('.ghost');`);
    if (previewed) await site.session.click(cell);
  }

  const check = async ([width, height], state) => {
    const where = `${width}×${height}, ${state}`;
    const seen = await execute(MEASURE);
    for (const name of ['board', 'status', 'undo', 'restart', 'summary', 'settings']) {
      const rect = seen[name];
      assert.ok(rect, `${where}: ${name} is shown`);
      const bottom = name === 'board' ? rect.top + Math.min(rect.height, 0.5 * height) : rect.bottom;
      assert.ok(rect.top >= 0 && rect.left >= 0 && bottom <= height && rect.right <= width,
        `${where}: ${name} at ${JSON.stringify(rect)} is off the first screen`);
    }
    if (height > width) {
      assert.ok(seen.board.bottom <= height, `${where}: the board ends at ${seen.board.bottom}, below the screen`);
    }
    assert.ok(seen.scrollWidth <= width, `${where}: the page is ${seen.scrollWidth} px wide`);
    return seen;
  };

  for (const [width, height, touch] of SIZES) {
    it(`keeps the board, the status, Undo, Restart and the settings' summary on the first screen at ${width}×${height}`, async () => {
      await emulate(width, height, touch);
      try {
        await openFive(`${PAGE}#five=${GAME}`);
        await check([width, height], 'a game under way');
        // Two people from the next game on, set in the settings' dialog.
        await site.session.click(await site.session.find('#five-settings-open'));
        const dialog = await execute(`const d = document.getElementById('five-settings');
          return { open: d.open, box: d.getBoundingClientRect().toJSON() };`);
        assert.ok(dialog.open, 'the settings open');
        assert.ok(dialog.box.bottom <= height + 0.5 && dialog.box.right <= width + 0.5, `the dialog fits: ${JSON.stringify(dialog.box)}`);
        await execute(`const select = document.getElementById('five-opponent');
          select.value = 'two-players';
          select.dispatchEvent(new Event('change', { bubbles: true }));`);
        await site.session.click(await site.session.find('#five-settings-done'));
        assert.equal(await execute('return document.getElementById("five-settings").open;'), false, 'and close');
        const summary = await execute('return document.getElementById("five-summary").textContent;');
        assert.equal(summary.replace(/\u00a0/g, ' '), 'Normal · Freestyle, Open · You play black · Next game: Two players',
          'the game in play, then what the next takes');
        // Black wins: the result shows where the status was, above the board.
        await place('4,0');
        await waitFor('the result', () => execute('return document.getElementById("five-endgame").hidden;'), (hidden) => hidden === false);
        const ended = await check([width, height], 'the game over');
        // Upright, right above the board; sideways, beside its top (checked on the first screen).
        if (height > width) {
          assert.ok(ended.status.bottom <= ended.board.top, `${width}×${height}: the result is above the board`);
        }
      } finally {
        await reset();
      }
    });
  }

  for (const [width, height] of PHONES) {
    it(`shows a fixed 15 × 15 and 19 × 19 board whole, every coordinate with it, at ${width}×${height}`, async () => {
      await emulate(width, height, true);
      try {
        for (const [rules, side] of [['renju,15', 15], ['standard,19', 19]]) {
          await openFive(`${PAGE}#five=${rules}:${side === 15 ? 'h8' : 'j10'}`);
          const seen = await execute(`
            const board = document.getElementById('five-board');
            const cells = [...board.querySelectorAll('[data-point]')].map((c) => c.getBoundingClientRect());
            return {
              cells: cells.length,
              inside: cells.every((r) => r.left >= 0 && r.right <= innerWidth && r.top >= 0 && r.bottom <= innerHeight),
              scrolls: board.scrollWidth > board.clientWidth + 1 || board.scrollHeight > board.clientHeight + 1,
              columns: [...board.querySelectorAll('.label.column')].map((l) => l.textContent).join(''),
              rows: board.querySelectorAll('.label.row').length,
              cell: cells[0].width,
              confirm: document.getElementById('five-confirm').checked,
            };`);
          const where = `${rules} at ${width}×${height}`;
          assert.equal(seen.cells, side * side, where);
          assert.ok(seen.inside && !seen.scrolls, `${where}: every cell on the screen, the board unscrolled`);
          assert.equal(seen.columns, 'abcdefghijklmnopqrs'.slice(0, side), `${where}: every column named`);
          assert.equal(seen.rows, side, `${where}: every row numbered`);
          assert.ok(seen.confirm, `${where}: a tap previews the stone first (${seen.cell.toFixed(1)} px cells)`);
        }
        // The first tap of a two-tap move says what the second does.
        await site.session.click(await site.session.find('[data-point="1,-1"]'));
        const turn = await waitFor('the hint', () => execute('return document.getElementById("five-turn").textContent;'),
          (text) => text === 'Tap again to place');
        assert.equal(turn, 'Tap again to place');
      } finally {
        await reset();
      }
    });
  }

  it('steps through the moves from the keyboard, says each step and each refusal, and copies the link', async () => {
    await openFive(`${PAGE}#five=h8,h9,i8,i9`);
    const said = () => execute('return document.getElementById("five-announcer").textContent;');
    const focused = () => execute('return document.activeElement.id || document.activeElement.dataset.shown || document.activeElement.tagName;');
    const stops = await execute('return [...document.querySelectorAll("#five-moves button")].map((b) => b.tabIndex);');
    assert.deepEqual(stops, [-1, -1, -1, 0], 'one Tab stop, on the move shown');
    await execute('document.getElementById("five-back").focus();');
    await site.session.pressKeys(Key.Tab);
    assert.equal(await focused(), '4', 'Tab enters the list on the move shown');
    await site.session.pressKeys(Key.ArrowLeft);
    assert.equal(await waitFor('the step said', said, (text) => text.startsWith('Move 3')), 'Move 3 of 4: i8');
    assert.equal(await focused(), '3', 'the focus follows the move shown');
    await site.session.pressKeys(Key.Home);
    assert.equal(await waitFor('the first move', said, (text) => text.startsWith('Move 1')), 'Move 1 of 4: h8');
    await site.session.pressKeys(Key.End);
    assert.equal(await waitFor('the last move', said, (text) => text.startsWith('Move 4 ')), 'Move 4 of 4: i9');
    assert.equal(await focused(), '4');
    // A tap on a stone is refused, and says why.
    await site.session.click(await site.session.find('[data-point="0,0"]'));
    assert.equal(await waitFor('the refusal', said, (text) => text.includes('taken')), 'h8 is already taken');
    // ◀ then R: the game restarts and the focus stays on ◀.
    await site.session.click(await site.session.find('#five-back'));
    await site.session.pressKeys('r');
    await waitFor('a new game', () => execute('return document.querySelectorAll("#five-board .stone.x, #five-board .stone.o").length;'),
      (stones) => stones === 0);
    assert.equal(await focused(), 'five-back', 'the focus stays on the control used');
    // "Share link" copies the link, and says so.
    const origin = new URL(site.url('/')).origin;
    await site.session.cdp('Browser.grantPermissions', { origin, permissions: ['clipboardReadWrite', 'clipboardSanitizedWrite'] });
    await site.session.click(await site.session.find('[data-point="0,0"]'));
    await site.session.click(await site.session.find('#five-records summary'));
    await site.session.click(await site.session.find('#five-share'));
    const shared = await waitFor('the link copied', () => execute('return document.getElementById("five-shared").textContent;'),
      (text) => text !== '');
    assert.equal(shared, 'Link copied');
    const copied = await site.session.executeAsync('navigator.clipboard.readText().then(arguments[0], (e) => arguments[0](String(e)));');
    assert.match(copied, /#five=h8,/, 'the clipboard holds the link');
  });

  for (const [width, height] of [[320, 568], [360, 640]]) {
    it(`neither game scrolls sideways nor clips a control, and five in a row's play is on the first screen, in any language, at ${width}×${height}`, async () => {
      await emulate(width, height, true);
      try {
        const problems = [];
        for (const language of LANGUAGES) {
          await site.openPage(PAGE);
          await waitFor('the page', () => execute('return document.getElementById("language") !== null;'), Boolean, STARTUP_TIMEOUT_MS);
          await execute(`localStorage.setItem('inarow/language', arguments[0]); location.reload();`, [language]);
          await waitFor(`the page in ${language}`, () => execute('return document.documentElement.lang;'),
            (lang) => lang === language, STARTUP_TIMEOUT_MS);
          const look = async (what) => {
            const { clipped, scrollWidth } = await execute(CLIPPED);
            if (scrollWidth > width) problems.push(`${language}, ${what}: the page is ${scrollWidth} px wide`);
            if (clipped.length) problems.push(`${language}, ${what}: ${clipped.join(', ')}`);
          };
          await waitFor('the classic board', () => execute('return document.querySelectorAll("[data-cell]").length;'),
            (cells) => cells === 9, STARTUP_TIMEOUT_MS);
          await look('the classic game');
          await site.session.click(await site.session.find('[data-mode="five"]'));
          await waitFor('five in a row', () => execute('return document.querySelectorAll("#five-board [data-point]").length;'),
            (cells) => cells > 0, STARTUP_TIMEOUT_MS);
          await look('five in a row');
          const below = () => execute(`return ['#five-turn', '#five-board', '#five-undo', '#five-restart']
            .map((selector) => [selector, document.querySelector(selector).getBoundingClientRect().bottom])
            .filter(([, bottom]) => bottom > innerHeight).map(([selector, bottom]) => selector + ' ' + Math.round(bottom));`);
          const first = await below();
          if (first.length) problems.push(`${language}, five in a row: below the first screen: ${first.join(', ')}`);
          // A game under way, and two people picked for the next: the summary says so as well.
          await place('0,0');
          await site.session.click(await site.session.find('#five-settings-open'));
          await look('its settings');
          await execute(`const select = document.getElementById('five-opponent');
            select.value = 'two-players';
            select.dispatchEvent(new Event('change', { bubbles: true }));`);
          await site.session.click(await site.session.find('#five-settings-done'));
          const waiting = await below();
          if (waiting.length) problems.push(`${language}, the next game picked: below the first screen: ${waiting.join(', ')}`);
          // A Swap2 opening against Normal, the person's choice: its longest status, the board,
          // the buttons that answer the status, Undo and Restart on the first screen.
          await site.openPage(PAGE);
          await execute(`localStorage.setItem('inarow/language', arguments[0]);
            localStorage.setItem('inarow/five', 'opponent=normal;side=O;rule=freestyle;opening=swap2');
            location.reload();`, [language]);
          await site.session.click((await waitFor('the mode tabs', () => site.session.findAll('[data-mode="five"]'),
            (tabs) => tabs.length === 1, STARTUP_TIMEOUT_MS))[0]);
          await waitFor('the choice', () => execute('return document.getElementById("five-decide")?.hidden;'),
            (hidden) => hidden === false, STARTUP_TIMEOUT_MS);
          await look('an opening\'s choice');
          const off = await execute(`return [...document.querySelectorAll('#five-turn, #five-board, #five-decide button, #five-undo, #five-restart')]
            .filter((el) => el.checkVisibility() && el.getBoundingClientRect().bottom > innerHeight)
            .map((el) => el.id || el.dataset.choice);`);
          if (off.length) problems.push(`${language}, an opening's choice: below the first screen: ${off.join(', ')}`);
        }
        assert.deepEqual(problems, []);
      } finally {
        await reset();
      }
    });
  }
});
