// End-to-end test of five in a row on the built site: a whole game against the Normal bot, a
// game against Hard, which thinks in its worker, played by clicks, and the view dragged like a
// map. Five in a row loads from its own module when its tab is first clicked.
// Run: `node --test tests/e2e/` (after `make build`).

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { farthest } from './five-page.mjs';
import { STARTUP_TIMEOUT_MS, useSite, waitFor } from './site.mjs';

// The person plays far from the bot's stones, so the bot meets no resistance and makes its five
// within a few moves, whatever it plays: the cap only stops a broken page.
const MAX_MOVES = 30;
// Hard's time per move in the test.
const HARD_MS = 1000;
// The wait for one reply of Hard: its time, its worker's first load, and a slow machine.
const HARD_REPLY_MS = 30_000;

describe('five in a row in headless Chromium', { timeout: 600_000 }, () => {
  const site = useSite();

  /** One atomic snapshot of the board as the DOM shows it, `null` until it is built. */
  const read = () => site.session.execute(`
    const board = document.getElementById('five-board');
    if (!board) return null;
    const cells = [...board.querySelectorAll('[data-point]')];
    const points = cells.map((cell) => cell.dataset.point.split(',').map(Number));
    return {
      cells: cells.length,
      stones: board.querySelectorAll('.stone.x, .stone.o').length,
      x: cells.filter((cell) => cell.classList.contains('x')).map((cell) => cell.dataset.point),
      o: cells.filter((cell) => cell.classList.contains('o')).map((cell) => cell.dataset.point),
      free: cells.filter((cell) => !cell.matches('.x, .o')).map((cell) => cell.dataset.point),
      last: board.getAttribute('data-last'),
      outcome: board.getAttribute('data-outcome'),
      wins: [...board.querySelectorAll('.stone.win')].map((cell) => (cell.classList.contains('x') ? 'X' : 'O')),
      best: board.querySelector('.stone.best')?.dataset.point ?? null,
      busy: board.getAttribute('aria-busy') === 'true',
      banner: document.getElementById('five-endgame').hidden ? null : document.getElementById('five-endgame').textContent,
      left: Math.min(...points.map(([x]) => x)),
    };`);

  /**
   * Clicks the cell of `point`, scrolled into the board's view first as a person would: the
   * board scrolls once it outgrows the screen, and its coordinates stay over its edges.
   */
  async function clickCell(point) {
    const selector = `[data-point="${point}"]`;
    await site.session.execute(
      'document.querySelector(arguments[0]).scrollIntoView({ block: "nearest", inline: "nearest" });', [selector]);
    await site.session.click(await site.session.find(selector));
  }

  async function openFive() {
    await site.openPage();
    const tab = await waitFor('the mode tabs', () => site.session.findAll('[data-mode="five"]'),
      (tabs) => tabs.length === 1, STARTUP_TIMEOUT_MS);
    await site.session.click(tab[0]);
    return waitFor('an empty 15 × 15 board', read, (board) => board?.cells === 225 && board.stones === 0,
      STARTUP_TIMEOUT_MS);
  }

  /**
   * Plays the free cell farthest from the bot's stones each turn until the game ends; `replied`
   * tells when the bot's reply has landed, and `check` sees each turn.
   */
  async function playFarFromTheBot(replied, timeout, check = () => {}) {
    let board = await read();
    let moves = 0;
    while (board.outcome === null) {
      assert.ok(moves < MAX_MOVES, `the bot made no five in ${MAX_MOVES} moves: ${JSON.stringify(board)}`);
      const before = board;
      const cell = farthest(before.free, before.o);
      await clickCell(cell);
      moves += 1;
      board = await waitFor(`X on ${cell} and the bot's reply`, read,
        (b) => b.outcome !== null || (b.stones === before.stones + 2 && replied(b)), timeout);
      await check(before, board, cell);
    }
    return board;
  }

  it('plays a whole game against the Normal bot to its end', async (t) => {
    await openFive();
    // The weights overlay marks the bot's heaviest cell: on the empty board, the origin.
    // The settings wait behind their button, in a dialog.
    await site.session.click(await site.session.find('#five-settings-open'));
    await site.session.click(await site.session.find('#five-weights'));
    await site.session.click(await site.session.find('#five-settings-done'));
    const weighed = await waitFor('the weights of the empty board', read, (b) => b.best !== null);
    assert.equal(weighed.best, '0,0', 'on an empty board the bot would open at the origin');
    const board = await playFarFromTheBot((b) => b.best !== null, undefined, (before, after, cell) => {
      if (after.outcome === null) {
        assert.notEqual(after.last, cell, 'the bot replied, and its stone is the last');
      }
      assert.ok(after.cells >= before.cells, 'the view never shrinks while playing');
    });
    t.diagnostic(`${board.outcome} after ${board.stones} stones; view of ${board.cells} cells`);
    assert.equal(board.outcome, 'bot');
    assert.equal(board.banner, 'You lose.');
    const banner = await site.session.execute(
      `return getComputedStyle(document.getElementById('five-endgame')).backgroundColor;`);
    assert.notEqual(banner, 'rgba(0, 0, 0, 0)', 'the banner has its colour when the bot wins');
    assert.ok(board.wins.length >= 5, 'the winning row is marked');
    assert.ok(board.wins.every((mark) => mark === 'O'), `the O stones win: ${board.wins}`);

    // After the end, a click on a free cell places nothing.
    await clickCell(board.free[0]);
    assert.equal((await read()).stones, board.stones, 'no stone after the end');

    await site.session.click(await site.session.find('#five-restart'));
    await waitFor('an empty board after restart', read, (b) => b.stones === 0 && b.outcome === null);
  });

  it('plays a game against Hard, which thinks off the page\'s thread and shows its thinking', async (t) => {
    await openFive();
    await site.session.click(await site.session.find('#five-settings-open'));
    await site.session.click(await site.session.find('#five-opponent option[value="hard"]'));
    const time = await site.session.find('#five-time');
    await waitFor('the time per move, shown for Hard', () => site.session.displayed(time), (shown) => shown);
    await site.session.click(await site.session.find(`#five-time option[value="${HARD_MS}"]`));
    await site.session.click(await site.session.find('#five-thinking-field'));
    await site.session.click(await site.session.find('#five-settings-done'));

    // From here on, the page records its long tasks and each time the board shows that Hard
    // thinks, with the status line of that moment.
    await site.session.execute(`
      const seen = window.e2eHard = { since: performance.now(), longTasks: [], thinking: [] };
      new PerformanceObserver((list) => {
        for (const task of list.getEntries()) {
          if (task.startTime >= seen.since) seen.longTasks.push(Math.round(task.duration));
        }
      }).observe({ type: 'longtask', buffered: true });
      const board = document.getElementById('five-board');
      new MutationObserver(() => {
        if (board.hasAttribute('data-thinking') && board.getAttribute('aria-busy') === 'true') {
          seen.thinking.push(document.getElementById('five-turn').textContent);
        }
      }).observe(board, { attributes: true, attributeFilter: ['data-thinking'] });`);

    // After each of Hard's moves: what it found, in words, and the line it expects as ghost
    // stones numbered from 1, on free cells.
    const thoughts = [];
    const board = await playFarFromTheBot((b) => !b.busy, HARD_REPLY_MS, async () => {
      thoughts.push(await site.session.execute(`
        const line = [...document.querySelectorAll('#five-board .stone.line')];
        return { text: document.getElementById('five-thought').textContent,
          numbers: line.map((cell) => Number(cell.textContent)).sort((a, b) => a - b),
          onStones: line.filter((cell) => cell.matches('.x, .o')).length };`));
    });
    t.diagnostic(`${board.outcome} after ${board.stones} stones`);
    assert.equal(board.outcome, 'bot');
    assert.equal(board.banner, 'You lose.');
    assert.equal(board.busy, false, 'nothing to think over after the end');

    t.diagnostic(`Hard's thoughts: ${JSON.stringify(thoughts)}`);
    assert.ok(thoughts.length > 1, 'Hard moved before its five');
    for (const { text, numbers, onStones } of thoughts.slice(0, -1)) {
      assert.match(text, /^Hard: (depth \d+, [\d,]+ positions?|forced win found by its threat search|opening book move, searched beforehand to depth \d+)/);
      // A long line may leave the view and come back, so a number may be missing, never twice.
      assert.ok(numbers.every((n, i) => n >= 1 && (i === 0 || n > numbers[i - 1])), `the line numbered from 1: ${numbers}`);
      assert.equal(onStones, 0, 'the line on free cells');
    }
    assert.ok(thoughts.some(({ numbers }) => numbers.length >= 3), 'a line of several moves shown');

    // How long the page's thread was held is a figure, not a check: a loaded machine stretches it.
    const seen = await site.session.execute('return window.e2eHard;');
    t.diagnostic(`long tasks while Hard played: ${JSON.stringify(seen.longTasks)} ms`);
    assert.ok(seen.thinking.length > 0, 'the board showed Hard thinking');
    assert.ok(seen.thinking.every((turn) => turn === 'Thinking…'), `the status said so: ${seen.thinking}`);
    const workers = await site.session.execute(
      `return performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('/worker.js')).length;`);
    assert.equal(workers, 1, 'Hard thought in worker.js, loaded once');
  });

  it('drags the view like a map without placing a stone', async () => {
    const start = await openFive();
    const { x, y, width } = await site.session.execute(`
      const cell = document.querySelector('[data-point="0,0"]');
      cell.scrollIntoView({ block: 'center' });
      const { left, top, width, height } = cell.getBoundingClientRect();
      return { x: left + width / 2, y: top + height / 2, width };`);
    // Dragging to the right brings the plane's left side into view.
    // A quarter cell more than three: the drag pans a cell for each whole cell it goes.
    await site.session.drag(x, y, width * 3.25, 0);
    const dragged = await waitFor('the view moved three cells', read, (b) => b.left === start.left - 3);
    assert.equal(dragged.stones, 0, 'a drag places no stone');
    assert.equal(dragged.cells, start.cells, 'with no stones, the view keeps its size');
  });
});
