// End-to-end test of five in a row on the built site: whole games against the Normal bot and
// against Hard, which thinks in its worker, played by clicks, and the view dragged like a map.
// Run: `node --test tests/e2e/` (after `make build`).

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { STARTUP_TIMEOUT_MS, useSite, waitFor } from './site.mjs';

// A game on an unbounded board has no natural length; both sides here play the bot's own
// heaviest cells, which ends games within a few dozen moves. This only stops a broken page.
const MAX_MOVES = 150;
// Hard's reply: its time per move (0.1 s here), after its worker loads the module on the first.
const HARD_REPLY_MS = 5_000;

describe('five in a row in headless Chromium', { timeout: 120_000 }, () => {
  const site = useSite();

  /** One atomic snapshot of the board as the DOM shows it. */
  const read = () => site.session.execute(`
    const board = document.getElementById('five-board');
    const stones = [...board.querySelectorAll('.stone.x, .stone.o')];
    return {
      cells: board.querySelectorAll('[data-point]').length,
      stones: stones.length,
      last: board.getAttribute('data-last'),
      outcome: board.getAttribute('data-outcome'),
      wins: [...board.querySelectorAll('.stone.win')].map((cell) => cell.textContent),
      best: board.querySelector('.stone.best')?.dataset.point ?? null,
      busy: board.getAttribute('aria-busy') === 'true',
      banner: document.getElementById('five-endgame').hidden ? null : document.getElementById('five-endgame').textContent,
      left: Math.min(...[...board.querySelectorAll('[data-point]')].map((cell) => +cell.dataset.point.split(',')[0])),
    };`);

  async function openFive() {
    await site.openPage('/');
    const tab = await waitFor('the mode tabs', () => site.session.findAll('[data-mode="five"]'),
      (tabs) => tabs.length === 1, STARTUP_TIMEOUT_MS);
    await site.session.click(tab[0]);
    return waitFor('an empty 15 × 15 board', read, (board) => board.cells === 225 && board.stones === 0);
  }

  // The weights overlay marks the Normal bot's heaviest cells for the side to move: the person,
  // X, plays one of them each turn until the game ends, so the game is the Normal bot's judgement
  // against the opponent's. `replied` tells when the reply has landed; `check` sees each turn.
  async function playHeaviestCells(opponent, replied, timeout, check = () => {}) {
    await site.session.click(await site.session.find('#five-weights'));
    let board = await waitFor('the weights of the empty board', read, (b) => b.best !== null);
    assert.equal(board.best, '0,0', 'on an empty board the bot would open at the origin');
    let moves = 0;
    while (board.outcome === null) {
      assert.ok(moves < MAX_MOVES, `no end after ${MAX_MOVES} moves: ${JSON.stringify(board)}`);
      const before = board;
      await site.session.click(await site.session.find(`[data-point="${before.best}"]`));
      moves += 1;
      board = await waitFor(`X on ${before.best} and ${opponent}'s reply`, read,
        (b) => b.outcome !== null || (b.stones === before.stones + 2 && replied(b)), timeout);
      check(before, board);
    }
    return board;
  }

  it('plays a whole game against the Normal bot to its end', async (t) => {
    await openFive();
    const board = await playHeaviestCells('the bot', (b) => b.best !== null, undefined, (before, after) => {
      if (after.outcome === null) {
        assert.notEqual(after.last, before.best, 'the bot replied, and its stone is the last');
      }
      assert.ok(after.cells >= before.cells, 'the view never shrinks while playing');
    });
    t.diagnostic(`${board.outcome} after ${board.stones} stones; view of ${board.cells} cells`);
    assert.ok(['human', 'bot'].includes(board.outcome), `outcome "${board.outcome}"`);
    assert.equal(board.banner, board.outcome === 'human' ? 'You win!' : 'You lose.');
    assert.ok(board.wins.length >= 5, 'the winning row is marked');
    const winner = board.outcome === 'human' ? 'X' : 'O';
    assert.ok(board.wins.every((mark) => mark === winner), `the ${winner} stones win: ${board.wins}`);

    // After the end, a click on a free cell places nothing.
    const free = await site.session.execute(
      `return document.querySelector('#five-board [data-point]:not(.x):not(.o)').dataset.point;`);
    await site.session.click(await site.session.find(`[data-point="${free}"]`));
    assert.equal((await read()).stones, board.stones, 'no stone after the end');

    await site.session.click(await site.session.find('#five-restart'));
    await waitFor('an empty board after restart', read, (b) => b.stones === 0 && b.outcome === null);
  });

  it('plays a whole game against Hard, which thinks off the page\'s thread', async (t) => {
    await openFive();
    await site.session.click(await site.session.find('#five-opponent option[value="hard"]'));
    const time = await site.session.find('#five-time');
    await waitFor('the time per move, shown for Hard', () => site.session.displayed(time), (shown) => shown);
    await site.session.click(await site.session.find('#five-time option[value="100"]'));

    // From here on, the page records its long tasks (over 50 ms on its thread) and each time the
    // board shows that Hard thinks, with the status line of that moment.
    await site.session.execute(`
      const seen = window.e2eHard = { since: performance.now(), longTasks: [], thinking: [] };
      new PerformanceObserver((list) => {
        for (const task of list.getEntries()) {
          if (task.startTime >= seen.since) seen.longTasks.push({ start: task.startTime, duration: task.duration });
        }
      }).observe({ type: 'longtask', buffered: true });
      const board = document.getElementById('five-board');
      new MutationObserver(() => {
        if (board.hasAttribute('data-thinking') && board.getAttribute('aria-busy') === 'true') {
          seen.thinking.push(document.getElementById('five-turn').textContent);
        }
      }).observe(board, { attributes: true, attributeFilter: ['data-thinking'] });`);

    const board = await playHeaviestCells('Hard', (b) => !b.busy && b.best !== null, HARD_REPLY_MS);
    t.diagnostic(`${board.outcome} after ${board.stones} stones`);
    assert.ok(['human', 'bot'].includes(board.outcome), `outcome "${board.outcome}"`);
    assert.equal(board.banner, board.outcome === 'human' ? 'You win!' : 'You lose.');
    assert.equal(board.busy, false, 'nothing to think over after the end');

    const seen = await site.session.execute('return window.e2eHard;');
    assert.deepEqual(seen.longTasks, [], 'no task held the page\'s thread over 50 ms');
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
    await site.session.drag(x, y, width * 3, 0);
    const dragged = await waitFor('the view moved three cells', read, (b) => b.left === start.left - 3);
    assert.equal(dragged.stones, 0, 'a drag places no stone');
    assert.equal(dragged.cells, start.cells, 'with no stones, the view keeps its size');
  });
});
