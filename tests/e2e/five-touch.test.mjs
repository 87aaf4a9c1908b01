// End-to-end test of five in a row on a phone: a 360 × 640 touch screen emulated through the
// DevTools protocol, touched with its touch events. A whole game by taps, each previewed and
// confirmed; a pinch and a pan that place no stone; a game written out and read back, as
// coordinates and as Piskvork's PSQ; a reload that keeps the game; a shared link; a renju game on
// 15 × 15 whose forbidden point is marked and refused, shared by a link with its rule; and the
// defects of issue 13 that only the styled page shows (the time field, the banner, the weights).
// Run: `node --test tests/e2e/` (after `make build`).

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { farthest } from './five-page.mjs';
import { PAGE, STARTUP_TIMEOUT_MS, quietPeriod, useSite, waitFor } from './site.mjs';

const PHONE = { width: 360, height: 640 };
// The person plays far from the bot, which makes its five within a few moves: the cap only
// stops a broken page.
const MAX_MOVES = 30;
// A phone's weights must be readable: 11 px at least.
const MIN_TEXT_PX = 11;

describe('five in a row on a touch screen, in headless Chromium', { timeout: 600_000 }, () => {
  const site = useSite();
  const cdp = (command, params) => site.session.cdp(command, params);

  /** The board as the DOM shows it, `null` until it is built. */
  const read = () => site.session.execute(`
    const board = document.getElementById('five-board');
    if (!board) return null;
    const cells = [...board.querySelectorAll('[data-point]')];
    const points = (selector) => [...board.querySelectorAll(selector)].map((cell) => cell.dataset.point);
    return {
      x: points('.stone.x'),
      o: points('.stone.o'),
      ghost: points('.stone.ghost'),
      forbidden: points('.stone.forbidden'),
      label: board.getAttribute('aria-label'),
      turn: document.getElementById('five-turn').textContent,
      free: cells.filter((cell) => !cell.matches('.x, .o')).map((cell) => cell.dataset.point),
      moves: [...document.querySelectorAll('#five-moves button')].map((button) => button.textContent),
      outcome: board.getAttribute('data-outcome'),
      cell: cells[0].getBoundingClientRect().width,
      scroll: [board.scrollLeft, board.scrollTop],
      left: Math.min(...cells.map((cell) => Number(cell.dataset.point.split(',')[0]))),
    };`);

  /** Opens five in a row at `path` on the emulated phone, a first visit unless `keepStorage`. */
  async function openFive(path = PAGE, { keepStorage = false } = {}) {
    await cdp('Emulation.setDeviceMetricsOverride', { ...PHONE, deviceScaleFactor: 1, mobile: true });
    await cdp('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
    await site.openPage(path, { keepStorage });
    const tab = await waitFor('the mode tabs', () => site.session.findAll('[data-mode="five"]'),
      (tabs) => tabs.length === 1, STARTUP_TIMEOUT_MS);
    if (!path.includes('#five=') && !keepStorage) await site.session.click(tab[0]);
    return waitFor('the board', read, (board) => board !== null, STARTUP_TIMEOUT_MS);
  }

  /** Where the middle of `point`'s cell is on screen, once it is scrolled into view. */
  const centreOf = (point) => site.session.execute(`
    const cell = document.querySelector('[data-point="${point}"]');
    cell.scrollIntoView({ block: 'center', inline: 'center' });
    const { left, top, width, height } = cell.getBoundingClientRect();
    return { x: left + width / 2, y: top + height / 2 };`);

  /** One finger's tap at `x, y`. */
  async function tap({ x, y }) {
    await cdp('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y, id: 1 }] });
    await cdp('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }

  /** Fingers moved together from `from` to `to` (one position per finger) in `steps`. */
  async function gesture(from, to, steps = 6) {
    const at = (i) => from.map((start, finger) => ({
      x: start.x + ((to[finger].x - start.x) * i) / steps,
      y: start.y + ((to[finger].y - start.y) * i) / steps,
      id: finger + 1,
    }));
    await cdp('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
    for (let i = 1; i <= steps; i += 1) {
      await cdp('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(i) });
    }
    await cdp('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }

  it('plays a whole game by taps, each previewed and then confirmed', async () => {
    let board = await openFive();
    let moves = 0;
    while (board.outcome === null) {
      assert.ok(moves < MAX_MOVES, `the bot made no five in ${MAX_MOVES} moves`);
      const cell = farthest(board.free, board.o);
      const where = await centreOf(cell);
      await tap(where);
      board = await waitFor(`a ghost stone on ${cell}`, read, (b) => b.ghost.includes(cell));
      assert.equal(board.x.length, moves, 'a first tap places nothing');
      await tap(await centreOf(cell));
      const before = moves;
      board = await waitFor(`X on ${cell} and the bot's reply`, read,
        (b) => b.x.includes(cell) && (b.outcome !== null || b.o.length === before + 1));
      assert.deepEqual(board.ghost, [], 'the ghost became the stone');
      moves += 1;
    }
    assert.equal(board.outcome, 'bot');
    // As wide as the screen, the open board's cells stay at least 1.1rem (a tap previews first).
    assert.ok(board.cell >= 17.5, `cells of ${board.cell} px`);
    const classic = await site.session.execute(
      `return document.getElementById('classic').getClientRects().length;`);
    assert.equal(classic, 0, 'the classic game takes no room while five in a row plays');
  });

  it('pinches and pans the board without placing a stone', async () => {
    const start = await openFive();
    const middle = await centreOf('0,0');
    const { x, y } = middle;
    // Two fingers spread apart: the cells grow.
    await gesture([{ x: x - 30, y }, { x: x + 30, y }], [{ x: x - 90, y }, { x: x + 90, y }]);
    const pinched = await waitFor('larger cells', read, (b) => b.cell > start.cell * 1.3);
    // One finger drags: the board moves under it.
    const before = pinched.scroll;
    await gesture([{ x, y }], [{ x: x + 120, y: y + 60 }]);
    const panned = await waitFor('the board moved', read,
      (b) => b.scroll[0] !== before[0] || b.scroll[1] !== before[1] || b.left !== pinched.left);
    await quietPeriod();
    const after = await read();
    assert.equal(after.x.length + after.o.length, 0, 'no stone placed');
    assert.deepEqual(after.ghost, [], 'and no stone previewed');
    assert.ok(panned.cell > start.cell, 'the zoom stays');
  });

  it('writes the game out and reads it back, and a reload keeps it', async () => {
    await openFive(`${PAGE}#five=h8,i9,i8,j8,g9,h9`);
    const shared = await waitFor('the shared game', read, (b) => b.moves.length === 6);
    assert.deepEqual(shared.moves, ['h8', 'i9', 'i8', 'j8', 'g9', 'h9']);
    const url = await site.session.execute('return location.href;');
    assert.ok(!url.includes('#five='), `the address forgets the link: ${url}`);

    const record = await site.session.find('#five-record');
    const load = async (text) => {
      await site.session.execute(`document.getElementById('five-record').value = arguments[0];`, [text]);
      await site.session.click(await site.session.find('#five-load'));
    };
    await site.session.click(await site.session.find('#five-records summary'));
    for (const form of ['#five-write-text', '#five-write-psq']) {
      await site.session.click(await site.session.find(form));
      const text = await site.session.property(record, 'value');
      await site.session.click(await site.session.find('#five-restart'));
      await waitFor('a new game', read, (b) => b.moves.length === 0);
      await load(text);
      const loaded = await waitFor(`the game read back from ${form}`, read, (b) => b.moves.length === 6);
      assert.deepEqual(loaded.moves, shared.moves, `${form}: ${text}`);
    }

    // A long game: its move list scrolls to the move shown, at the end and stepping back.
    const spaced = Array.from({ length: 40 }, (_, i) => `${'acegikmo'[i % 8]}${1 + 2 * Math.floor(i / 8)}`);
    await load(spaced.join(' '));
    await waitFor('the long game', read, (b) => b.moves.length === 40);
    const currentInView = () => site.session.execute(`
      const list = document.getElementById('five-moves').getBoundingClientRect();
      const current = document.querySelector('#five-moves [aria-current]').getBoundingClientRect();
      return current.top >= list.top - 1 && current.bottom <= list.bottom + 1;`);
    assert.ok(await currentInView(), 'the last move is in the list\'s view');
    await site.session.click(await site.session.find('[data-shown="40"]'));
    for (let i = 0; i < 30; i += 1) await site.session.click(await site.session.find('#five-back'));
    assert.ok(await currentInView(), 'and so is move 10, stepped back to');
    await load(shared.moves.join(' '));
    await waitFor('the shared game again', read, (b) => b.moves.length === 6);

    // A bad record says which token and why, and leaves the game in play.
    await load('h8 i9 zz');
    const error = await site.session.execute(`return document.getElementById('five-record-error').textContent;`);
    assert.match(error, /move 3 is "zz"/);
    assert.deepEqual((await read()).moves, shared.moves);

    await openFive(PAGE, { keepStorage: true });
    const reloaded = await waitFor('the game after a reload', read, (b) => b.moves.length === 6);
    assert.deepEqual(reloaded.moves, shared.moves);

    // A malformed link says why and leaves the game in play. (From another page: a link to the
    // page on screen would only move to its fragment.)
    await site.session.navigate('about:blank');
    await openFive(`${PAGE}#five=h8,h8`, { keepStorage: true });
    await waitFor('the game after a bad link', read, (b) => b.moves.length === 6);
    const linkError = await site.session.execute(`return document.getElementById('five-record-error').textContent;`);
    assert.match(linkError, /The shared game could not be opened: move 2: h8 is already taken/);

    // A link pasted into the address bar of the page on screen opens its game too.
    await site.session.execute(`location.hash = '#five=a1,o15';`);
    const pasted = await waitFor('the pasted link\'s game', read, (b) => b.moves.length === 2);
    assert.deepEqual(pasted.moves, ['a1', 'o15']);
  });

  it('marks black\'s forbidden point under renju on 15 × 15, refuses a tap on it, and shares the rule', async () => {
    await openFive();
    const pick = (id, value) => site.session.execute(`
      const select = document.getElementById(arguments[0]);
      select.value = arguments[1];
      select.dispatchEvent(new Event('change', { bubbles: true }));`, [id, value]);
    await pick('five-rule', 'renju');
    await pick('five-size', '15');
    const fixed = await waitFor('the renju board', read, (b) => b.label.includes('Renju, 15\u00a0×\u00a015'));
    assert.equal(fixed.free.length, 15 * 15, 'the whole fixed board, alone');

    // Black's i8 and j8 across and h9 and h10 up, from a link: h8 would make two threes.
    const game = ['i8', 'a1', 'j8', 'a3', 'h9', 'a5', 'h10', 'a7'];
    await site.session.navigate('about:blank');
    await openFive(`${PAGE}#five=renju,15:${game.join(',')}`, { keepStorage: true });
    const marked = await waitFor('the forbidden point', read, (b) => b.forbidden.length > 0);
    assert.deepEqual(marked.moves, game);
    assert.deepEqual(marked.forbidden, ['0,0']);
    const cross = await site.session.execute(`
      const cell = document.querySelector('[data-point="0,0"]');
      const mark = getComputedStyle(cell, '::after');
      return { label: cell.getAttribute('aria-label'), image: mark.backgroundImage, width: parseFloat(mark.width) };`);
    assert.equal(cross.label, 'h8: forbidden to black: double three');
    assert.match(cross.image, /linear-gradient/, 'a cross is drawn on it');
    assert.ok(cross.width >= 8, `a cross of ${cross.width} px`);

    await tap(await centreOf('0,0'));
    await tap(await centreOf('0,0'));
    await quietPeriod();
    const refused = await read();
    assert.equal(refused.turn, 'h8 is forbidden to black under renju: double three');
    assert.deepEqual(refused.ghost, [], 'no ghost on it');
    assert.equal(refused.x.length + refused.o.length, game.length, 'and no stone');

    // The game goes on: black plays elsewhere, and the Normal bot replies as white.
    const elsewhere = farthest(refused.free.filter((cell) => cell !== '0,0'), [...refused.x, ...refused.o]);
    await tap(await centreOf(elsewhere));
    await tap(await centreOf(elsewhere));
    const played = await waitFor('black\'s move and the bot\'s reply', read,
      (b) => b.x.includes(elsewhere) && b.o.length === 5);
    assert.ok(played.forbidden.every((cell) => played.free.includes(cell)),
      `black to move again: its forbidden points are free cells, ${played.forbidden}`);

    // Its share link carries the rule and the board, and opens the same game.
    await site.session.click(await site.session.find('#five-records summary'));
    await site.session.click(await site.session.find('#five-share'));
    const link = await site.session.property(await site.session.find('#five-record'), 'value');
    assert.match(link, /#five=renju,15:i8,a1,j8,a3,h9,a5,h10,a7,[a-o]\d+,[a-o]\d+$/);
    await site.session.navigate('about:blank');
    const shared = new URL(link);
    await openFive(shared.pathname + shared.search + shared.hash);
    const opened = await waitFor('the shared renju game', read, (b) => b.moves.length === game.length + 2);
    assert.deepEqual(opened.moves, played.moves);
    assert.match(opened.label, /Renju, 15\u00a0×\u00a015/);
    // A first visit by the link: its rule and board become the ones picked, for the next game too.
    const menus = await site.session.execute(`return ['five-rule', 'five-size'].map(
      (id) => document.getElementById(id).value).concat(document.getElementById('five-turn').textContent);`);
    assert.deepEqual(menus.slice(0, 2), ['renju', '15']);
    assert.doesNotMatch(menus[2], /next game/);
  });

  it('styles what issue 13 found unstyled: the time field, the banner, the weights', async () => {
    await openFive();
    const displayed = () => site.session.execute(
      `return document.getElementById('five-time').getClientRects().length > 0;`);
    assert.equal(await displayed(), false, 'no time per move against Normal');
    await site.session.execute(`
      const select = document.getElementById('five-opponent');
      select.value = 'two-players';
      select.dispatchEvent(new Event('change', { bubbles: true }));`);
    assert.equal(await displayed(), false, 'nor against two players');

    // O wins, two people playing: the banner has its colour.
    await site.session.execute(`document.getElementById('five-record').value = arguments[0];`,
      ['h8 h9 i8 i9 j8 j9 k8 k9 a1 l9']);
    await site.session.click(await site.session.find('#five-records summary'));
    await site.session.click(await site.session.find('#five-load'));
    await waitFor('O wins', read, (b) => b.outcome === 'o');
    const banner = await site.session.execute(
      `return getComputedStyle(document.getElementById('five-endgame')).backgroundColor;`);
    assert.notEqual(banner, 'rgba(0, 0, 0, 0)', 'the banner has its colour when O wins');

    await site.session.click(await site.session.find('#five-undo'));
    await site.session.click(await site.session.find('#five-settings-open'));
    await site.session.click(await site.session.find('#five-weights'));
    await site.session.click(await site.session.find('#five-settings-done'));
    const sizes = await waitFor('the weights', () => site.session.execute(`
      return [...document.querySelectorAll('[data-weight]')]
        .map((cell) => parseFloat(getComputedStyle(cell, '::after').fontSize));`), (list) => list.length > 0);
    assert.ok(sizes.every((size) => size >= MIN_TEXT_PX), `weights written at ${sizes[0]} px`);
  });
});
