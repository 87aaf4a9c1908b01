// End-to-end test of five in a row's puzzle mode on the built site, with Hard checking each move
// in its real worker: the first built-in puzzle (fetched from puzzles.txt) is served on a fresh
// device, solved by playing each hint's move while the bot defends; the result is kept over a
// reload; the solution shows as numbered stones, and Next serves the second puzzle. At a phone's
// size and a desktop's; and whole on a small phone's first screen in every language.
// Run: `node --test tests/e2e/five-puzzles.test.mjs` (after `make build`).

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { STARTUP_TIMEOUT_MS, useSite, waitFor } from './site.mjs';
import { misfitsOnSmallPhone } from './five-page.mjs';

// A check of a move (a second in the worker), its first load, and a slow machine.
const CHECK_MS = 30_000;

describe('five in a row\'s puzzles in headless Chromium', { timeout: 600_000 }, () => {
  const site = useSite();

  const puzzle = () => site.session.execute(`
    const board = document.getElementById('five-puzzle-board');
    return {
      open: document.getElementById('five-puzzle').open,
      task: document.getElementById('five-puzzle-task').textContent,
      status: document.getElementById('five-puzzle-status').textContent,
      progress: document.getElementById('five-puzzle-progress').textContent,
      cells: board.querySelectorAll('[data-point]').length,
      stones: board.querySelectorAll('.stone.x, .stone.o').length,
      hint: board.querySelector('.stone.hint')?.dataset.point ?? null,
      line: [...board.querySelectorAll('.stone.line')].map((cell) => Number(cell.textContent)),
    };`);

  const click = async (selector) => {
    await site.session.execute(
      'document.querySelector(arguments[0]).scrollIntoView({ block: "nearest", inline: "nearest" });', [selector]);
    await site.session.click(await site.session.find(selector));
  };

  async function openFive(width, height, keepStorage = false) {
    await site.session.cdp('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: false });
    await site.openPage(undefined, { keepStorage });
    const tab = await waitFor('the mode tabs', () => site.session.findAll('[data-mode="five"]'),
      (tabs) => tabs.length === 1, STARTUP_TIMEOUT_MS);
    await site.session.click(tab[0]);
    await waitFor('the board', () => site.session.findAll('#five-board [data-point]'),
      (cells) => cells.length > 0, STARTUP_TIMEOUT_MS);
  }

  it('fits the first screen of a small phone (320×568), Done and the last line too, in every language', async () => {
    const problems = await misfitsOnSmallPhone(site, 'five-puzzle', 'h2, p, #five-puzzle-board, button', async () => {
      await click('#five-puzzles');
      await waitFor('the dialog', async () => (await puzzle()).cells > 0 && (await puzzle()).progress !== '', Boolean, STARTUP_TIMEOUT_MS);
    });
    assert.deepEqual(problems, []);
  });

  for (const [width, height] of [[390, 844], [1280, 720]]) {
    it(`solves the first puzzle with hints, at ${width}×${height}`, async (t) => {
      // A fresh device (openPage clears its storage): no puzzle tried yet.
      await openFive(width, height);
      await click('#five-puzzles');
      let state = await waitFor('the first puzzle', puzzle,
        (p) => p.open && p.cells > 0, STARTUP_TIMEOUT_MS);
      t.diagnostic(JSON.stringify(state));
      assert.match(state.task, /^(Black|White) to move · Find the win in 3 moves · Puzzle 1$/);
      assert.equal(state.progress, '0 tried · 0 solved on your own');
      const start = state.stones;
      for (let move = 1; state.status !== 'Solved!'; move++) {
        assert.ok(move <= 10, `solved within ten moves: ${JSON.stringify(state)}`);
        await click('#five-puzzle-hint');
        state = await waitFor('a hint', puzzle, (p) => p.hint !== null);
        assert.match(state.status, /^Hint: [a-z]\d+$/);
        await click(`#five-puzzle-board [data-point="${state.hint}"]`);
        state = await waitFor('the check and the defence', puzzle,
          (p) => p.status !== 'Checking your move…' && p.hint === null, CHECK_MS);
        assert.doesNotMatch(state.status, /lets the win go|could not/, 'each hint still wins');
      }
      assert.ok(state.stones > start + 1, 'the winner\'s moves and the defence are on the board');
      assert.equal(state.progress, '1 tried · 0 solved on your own', 'solved with hints');

      // The result is kept on the device: after a reload, the first puzzle is tried.
      await openFive(width, height, true);
      await click('#five-puzzles');
      state = await waitFor('the next puzzle', puzzle, (p) => p.open && p.cells > 0, STARTUP_TIMEOUT_MS);
      assert.equal(state.progress, '1 tried · 0 solved on your own');
      assert.match(state.task, / · Puzzle 2$/);
      await click('#five-puzzle-solution');
      state = await puzzle();
      const numbers = state.line.toSorted((a, b) => a - b);
      assert.ok(numbers.length >= 3, JSON.stringify(numbers));
      assert.deepEqual(numbers, numbers.map((_, index) => index + 1), 'the solution as numbered stones');
      await click('#five-puzzle-next');
      state = await puzzle();
      assert.match(state.task, / · Puzzle 3$/, 'next, the puzzle left unsolved counted as failed');
      assert.deepEqual(state.line, []);
      assert.equal(state.progress, '2 tried · 0 solved on your own');
      await click('#five-puzzle-close');
      assert.equal((await puzzle()).open, false);
    });
  }
});
