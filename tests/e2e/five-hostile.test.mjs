// End-to-end test of five in a row against hostile and careless input (issue 34): links and
// records that ask for a board no screen shows, or for more moves than a game lasts, are refused
// with a message where the player sees it, and five in a row plays on after them and after a
// reload; two tabs keep each other's results and each its own game; a saved tally with an
// opponent this version does not know keeps those it knows.
// Run: `node --test tests/e2e/` (after `make build`).

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PAGE, STARTUP_TIMEOUT_MS, useSite, waitFor } from './site.mjs';

/** `count` moves as a link writes them: a 40 × 25 block (h8 at its corner) filled row by row,
 * X where (x + 2y) mod 4 < 2, so that no line holds three of a side; past it, further rows. */
function tiled(count) {
  const letters = (column) => {
    let name = '';
    for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(97 + ((n - 1) % 26)) + name;
    return name;
  };
  const cells = [];
  for (let y = 0; cells.length < 2 * count; y += 1) {
    for (let x = 0; x < 40; x += 1) cells.push([x, y]);
  }
  const xs = cells.filter(([x, y]) => (x + 2 * y) % 4 < 2);
  const os = cells.filter(([x, y]) => (x + 2 * y) % 4 >= 2);
  const name = ([x, y]) => `${letters(x + 8)}${8 - y}`;
  const moves = [];
  for (let i = 0; moves.length < count; i += 1) moves.push(name(xs[i]), name(os[i]));
  return moves.slice(0, count).join(',');
}

describe('five in a row against hostile links, records and two tabs', { timeout: 900_000 }, () => {
  const site = useSite();

  const read = () => site.session.execute(`
    const board = document.getElementById('five-board');
    if (!board || board.closest('[hidden]')) return null;
    return {
      cells: board.querySelectorAll('[data-point]').length,
      stones: [...board.querySelectorAll('.stone.x, .stone.o')].map((cell) => cell.dataset.point),
      turn: document.getElementById('five-turn').textContent,
      error: document.getElementById('five-record-error').textContent,
      outcome: board.getAttribute('data-outcome'),
      score: [...document.querySelectorAll('#five-score td')].map((cell) => cell.textContent),
      opened: !document.getElementById('five-opened').hidden,
    };`);

  /** Opens the page at `path` and five in a row's tab, counting the page's long tasks. */
  async function openFive(path, { keepStorage = false } = {}) {
    await site.openPage(path, { keepStorage });
    await site.session.execute(`
      window.longest = 0;
      new PerformanceObserver((list) => {
        for (const task of list.getEntries()) window.longest = Math.max(window.longest, task.duration);
      }).observe({ type: 'longtask', buffered: true });`);
    const tab = await waitFor('the mode tabs', () => site.session.findAll('[data-mode="five"]'),
      (tabs) => tabs.length === 1, STARTUP_TIMEOUT_MS);
    await site.session.click(tab[0]);
    return waitFor('five in a row', read, (board) => board !== null, STARTUP_TIMEOUT_MS);
  }

  /** Plays the empty cell nearest the board's middle and waits for the stone. */
  async function playsOn(what) {
    const before = await read();
    const free = await site.session.execute(`
      const cells = [...document.querySelectorAll('#five-board [data-point]')].filter((c) => !c.matches('.x, .o'));
      const distance = (cell) => cell.dataset.point.split(',').reduce((sum, n) => sum + Math.abs(Number(n)), 0);
      const cell = cells.reduce((best, c) => (distance(c) < distance(best) ? c : best));
      cell.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      return cell.dataset.point;`);
    await site.session.click(await site.session.find(`[data-point="${free}"]`));
    await waitFor(`a stone on ${free} ${what}`, read, (b) => b.stones.includes(free), STARTUP_TIMEOUT_MS);
    assert.ok(before.cells <= 60 * 60, `${before.cells} cells drawn`);
  }

  const longest = () => site.session.execute('return window.longest;');

  const hostileLinks = [
    ['a stone ten thousand rows away', '#five=h8,a10001'],
    ['stones at both ends of the plane', '#five=-nti10008,ntx-9992'],
    ['1,001 moves, one past the open board\'s last', `#five=${tiled(1001)}`],
    ['100,000 moves', `#five=${tiled(100_000)}`],
  ];

  for (const [what, link] of hostileLinks) {
    it(`refuses a link with ${what}, says so by the board, and plays on, also after a reload`, async () => {
      const board = await openFive(`${PAGE}${link}`);
      assert.match(board.turn, /The shared game could not be opened: /, 'the status says why');
      assert.match(board.error, /The shared game could not be opened: /);
      assert.deepEqual(board.stones, [], 'the fresh game stays in play');
      await playsOn(`after the link (${what})`);
      const played = (await read()).stones;
      await openFive(PAGE, { keepStorage: true });
      await waitFor('the game after a reload', read, (b) => b.stones.length === played.length, STARTUP_TIMEOUT_MS);
      await playsOn('after a reload');
      // A figure to read, not a bound: a loaded machine may take longer.
      console.log(`# ${what}: longest task ${await longest()} ms, ${link.length} characters of link`);
    });
  }

  it('loads the longest game a link may hold, a draw', async () => {
    const board = await openFive(`${PAGE}#five=${tiled(1000)}`);
    assert.equal(board.stones.length, 1000);
    assert.equal(board.outcome, 'draw');
    assert.ok(board.opened, 'a game opened part-played is marked as not counting');
    console.log(`# 1,000 moves: longest task ${await longest()} ms`);
  });

  const hostileRecords = [
    ['a stone ten thousand rows away', 'h8 a-9990', /move 2: a-9990 is too far from the other stones/],
    ['a PSQ board the size of the plane', 'Piskvorky 20001x20001, 11:11, 0\n1,1,0\n20001,20001,0',
      /line 3 is "20001,20001,0": the move is off the board|move 2: .* is too far/],
  ];

  for (const [what, record, why] of hostileRecords) {
    it(`refuses a record with ${what} and keeps the game in play`, async () => {
      await openFive(PAGE);
      await playsOn('before the record');
      const before = (await read()).stones;
      await site.session.execute(`
        document.getElementById('five-records').open = true;
        document.getElementById('five-record').value = arguments[0];`, [record]);
      await site.session.click(await site.session.find('#five-load'));
      const refused = await waitFor('the record\'s error', read, (b) => b.error !== '');
      assert.match(refused.error, why);
      assert.deepEqual(refused.stones, before, 'the game in play is untouched');
      await playsOn('after the record');
      const played = (await read()).stones;
      await openFive(PAGE, { keepStorage: true });
      await waitFor('the game after a reload', read, (b) => b.stones.length === played.length, STARTUP_TIMEOUT_MS);
    });
  }

  it('keeps the results of two tabs, and each tab its own game over a reload', async () => {
    const pick = (id, value) => site.session.execute(`
      const select = document.getElementById(arguments[0]);
      select.value = arguments[1];
      select.dispatchEvent(new Event('change', { bubbles: true }));`, [id, value]);
    /** X makes five across row 8 at `row` (X on it, O on the row above) in two-player mode. */
    async function xWins(row) {
      await site.session.click(await site.session.find('#five-restart'));
      for (let x = 0; x < 5; x += 1) {
        await site.session.click(await site.session.find(`[data-point="${x},${row}"]`));
        if (x < 4) await site.session.click(await site.session.find(`[data-point="${x},${row - 1}"]`));
      }
      return waitFor('X\'s five', read, (b) => b.outcome === 'x');
    }
    await openFive(PAGE);
    await pick('five-opponent', 'two-players');
    const first = await site.session.tab();
    await xWins(0);
    const second = await site.session.newTab();
    await site.session.switchTo(second);
    await openFive(PAGE, { keepStorage: true });
    await pick('five-opponent', 'two-players');
    const scoreInSecond = await xWins(3);
    assert.equal(scoreInSecond.score[0], '2', 'the second tab counts the first tab\'s win');
    await site.session.switchTo(first);
    const shown = await waitFor('the first tab\'s score', read, (b) => b.score[0] === '2');
    assert.equal(shown.score[0], '2');
    // The first tab plays on: its own game, not the second's, after its reload.
    await site.session.click(await site.session.find('#five-restart'));
    await site.session.click(await site.session.find('[data-point="-3,-3"]'));
    await waitFor('the first tab\'s new game', read, (b) => b.stones.length === 1);
    await site.session.switchTo(second);
    await waitFor('the second tab\'s score still', read, (b) => b.score[0] === '2');
    await site.session.switchTo(first);
    await site.session.navigate(site.url(PAGE));
    await site.session.click(await waitFor('the tab', () => site.session.find('[data-mode="five"]'), Boolean));
    const reloaded = await waitFor('the first tab after its reload', read, (b) => b !== null && b.stones.length > 0);
    assert.deepEqual(reloaded.stones, ['-3,-3'], 'its own game');
    await site.session.switchTo(second);
    await site.session.navigate(site.url(PAGE));
    await site.session.click(await waitFor('the tab', () => site.session.find('[data-mode="five"]'), Boolean));
    const own = await waitFor('the second tab after its reload', read, (b) => b !== null && b.stones.length > 0);
    assert.equal(own.stones.length, 9, 'its own game, won');
    assert.equal(own.score[0], '2');
  });

  it('keeps the results a saved tally knows past an opponent it does not', async () => {
    await openFive(PAGE);
    await site.session.execute(`localStorage.setItem('inarow/tally', 'easy=0/0/0;medium=3/1/2;hard=0/0/0;impossible=0/0/0;two-players=0/0/0;grandmaster=9/9/9');`);
    await site.session.navigate(site.url(PAGE));
    const score = await waitFor('the classic score', () => site.session.execute(`
      const select = document.getElementById('opponent');
      if (!select) return null;
      select.value = 'medium';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      return [...document.querySelectorAll('#score td')].map((cell) => cell.textContent);`),
    (cells) => cells !== null && cells.length === 3);
    assert.deepEqual(score, ['3', '1', '2']);
    const saved = await site.session.execute(`return localStorage.getItem('inarow/tally');`);
    assert.match(saved, /medium=3\/1\/2/, 'the next save keeps them');
  });
});
