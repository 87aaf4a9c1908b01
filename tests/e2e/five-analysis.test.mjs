// End-to-end test of five in a row's analysis board and hint on the built site, with Hard in its
// real worker: a position set up on the analysis board shows its best line, a forced win named,
// Stop and Continue; a review flags a missed defence; a record's marks shown; a position's link copied and opened; a hint in a game against Normal. At a
// phone's size and a desktop's; and the dialog whole on a small phone's first screen in every
// language. How long the page's thread is busy meanwhile is a benchmark's, benches/long-tasks.mjs.
// Run: `node --test tests/e2e/five-analysis.test.mjs` (after `make build`).

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { STARTUP_TIMEOUT_MS, useSite, waitFor } from './site.mjs';
import { misfitsOnSmallPhone } from './five-page.mjs';

// One slice of the analysis, the worker's first load, and a slow machine.
const SLICE_MS = 30_000;

describe('five in a row\'s analysis board in headless Chromium', { timeout: 600_000 }, () => {
  const site = useSite();

  const analysis = () => site.session.execute(`
    const dialog = document.getElementById('five-analysis');
    const board = document.getElementById('five-analysis-board');
    const lines = [...document.querySelectorAll('#five-analysis-lines li:not([hidden]) button')];
    return {
      open: dialog.open,
      x: board.querySelectorAll('.stone.x').length,
      o: board.querySelectorAll('.stone.o').length,
      line: [...board.querySelectorAll('.stone.line')].map((cell) => Number(cell.textContent)),
      lines: lines.map((line) => line.textContent),
      status: document.getElementById('five-analysis-status').textContent,
      chances: document.getElementById('five-analysis-chances').textContent,
      stats: document.getElementById('five-analysis-stats').textContent,
      run: document.getElementById('five-analysis-run').textContent,
      bar: document.getElementById('five-analysis-black').style.width,
    };`);

  const click = async (selector) => {
    await site.session.execute(
      'document.querySelector(arguments[0]).scrollIntoView({ block: "nearest", inline: "nearest" });', [selector]);
    await site.session.click(await site.session.find(selector));
  };

  async function openFive(width, height) {
    await site.session.cdp('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: false });
    await site.openPage();
    const tab = await waitFor('the mode tabs', () => site.session.findAll('[data-mode="five"]'),
      (tabs) => tabs.length === 1, STARTUP_TIMEOUT_MS);
    await site.session.click(tab[0]);
    await waitFor('the board', () => site.session.findAll('#five-board [data-point]'),
      (cells) => cells.length === 225, STARTUP_TIMEOUT_MS);
  }

  it('fits the first screen of a small phone (320×568), Done and the last line too, in every language', async () => {
    const problems = await misfitsOnSmallPhone(site, 'five-analysis', 'h2, p, #five-analysis-board, button', async () => {
      await click('#five-analyse');
      await waitFor('the dialog', async () => (await analysis()).lines.length > 0, Boolean, SLICE_MS);
    });
    assert.deepEqual(problems, []);
  });

  for (const [width, height] of [[390, 844], [1280, 720]]) {
    it(`sets up a position and sees its best line, at ${width}×${height}`, async (t) => {
      await openFive(width, height);
      await click('#five-analyse');
      let state = await waitFor('the empty board\'s analysis', analysis,
        (a) => a.open && a.lines.length > 0, SLICE_MS);
      t.diagnostic(`the empty board: ${JSON.stringify(state)}`);
      // Black's three in a row, placed by picking black to move before each stone.
      for (const x of [0, 1, 2]) {
        await click('#five-analysis-x');
        await click(`#five-analysis-board [data-point="${x},0"]`);
      }
      await click('#five-analysis-x');
      state = await waitFor('the forced win found', analysis,
        (a) => a.status === 'Black wins by fours in 2' && a.lines.length > 0, SLICE_MS);
      assert.equal(state.x, 3);
      assert.equal(state.chances, 'Black 100% · White 0%');
      assert.equal(state.bar, '100%');
      // Its line names what each move makes: black's open four first.
      assert.match(state.lines[0], /^1\. [gk]8: ∞ \(100%\) · [gk]8 \(open four\)/);
      assert.match(state.stats, /^Depth \d+ · [\d,]+ positions? · [\d,]+ a second$/);
      await click('#five-analysis-lines li button');
      state = await analysis();
      assert.deepEqual(state.line, [1], 'its line on the board, numbered');
      // Stopped, it says so at once; continued, it thinks on. The stones
      // are taken back first: from two black stones and black to move the
      // search can prove a win before Stop lands, and a win found outranks
      // "Stopped".
      for (const x of [2, 1, 0]) {
        await click(`#five-analysis-board [data-point="${x},0"]`);
      }
      await click('#five-analysis-run');
      state = await analysis();
      assert.equal(state.run, 'Continue');
      assert.equal(state.status, 'Stopped');
      await click('#five-analysis-run');
      state = await waitFor('thinking again', analysis, (a) => a.run === 'Stop' && a.lines.length > 0, SLICE_MS);
      await click('#five-analysis-close');
      state = await analysis();
      assert.equal(state.open, false);
    });
  }

  for (const [width, height] of [[390, 844], [1280, 720]]) {
    it(`reviews a game with a planted missed defence and flags it, at ${width}×${height}`, async () => {
      await site.session.cdp('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: false });
      // X's four across row 8, closed at g8; O plays a1 and X makes five.
      await site.openPage('/?seed=2024#five=h8,g8,i8,i9,j8,j9,k8,a1,l8');
      await waitFor('the game from the link', () => site.session.findAll('#five-board .stone.x'),
        (x) => x.length === 5, STARTUP_TIMEOUT_MS);
      await click('#five-review-run');
      const review = await waitFor('the review', () => site.session.execute(`
        return { run: document.getElementById('five-review-run').hidden,
          notes: document.getElementById('five-review-notes').textContent,
          status: document.getElementById('five-review-status').textContent,
          bars: document.querySelectorAll('#five-review-chart [data-shown]').length };`),
      (r) => r.run, SLICE_MS * 3);
      assert.equal(review.bars, 9);
      // Its mark, by how lost O stood before (0.3 s a position on this machine): a mistake or
      // worse; the missed defence itself is exact.
      assert.match(review.notes, /Move 8, a1: (mistake|blunder)\. Missed defence: l8 held \(l8[ )]/);
      // Where it turned depends on how far 0.3 s a position sees on this machine: move 6 or 8.
      assert.match(review.status, /The game turned at move \d+, /);
    });
  }

  it('copies the link of a position set up, which opens the same board', async () => {
    await openFive(1280, 720);
    await click('#five-analyse');
    await waitFor('the analysis', analysis, (a) => a.open, SLICE_MS);
    // Black h8 and j10, white i9, white to move.
    for (const [point, side] of [['0,0', 'x'], ['2,-2', 'x'], ['1,-1', 'o']]) {
      await click(`#five-analysis-${side}`);
      await click(`#five-analysis-board [data-point="${point}"]`);
    }
    await click('#five-analysis-o');
    await click('#five-analysis-link');
    const copied = await waitFor('the link copied', () => site.session.execute(`
      const copied = document.getElementById('five-analysis-copied');
      return copied.hidden ? null : copied.textContent;`), Boolean);
    const link = copied.slice(copied.lastIndexOf(' ') + 1);
    assert.ok(link.endsWith('#five=setup:freestyle,white:black,h8,j10,white,i9'), copied);
    const stones = () => site.session.execute(`
      const board = document.getElementById('five-analysis-board');
      if (!board) return { open: false };
      return { open: document.getElementById('five-analysis').open,
        x: [...board.querySelectorAll('.stone.x')].map((cell) => cell.dataset.point).sort(),
        o: [...board.querySelectorAll('.stone.o')].map((cell) => cell.dataset.point),
        white: document.getElementById('five-analysis-o').getAttribute('aria-pressed') };`);
    const before = await stones();
    await site.session.navigate('about:blank');
    await site.session.navigate(link);
    const after = await waitFor('the board from the link', stones, (s) => s.open, STARTUP_TIMEOUT_MS);
    assert.deepEqual(after, before);
    assert.deepEqual(after, { open: true, x: ['0,0', '2,-2'], o: ['1,-1'], white: 'true' });
    // The game under it is untouched: the empty board it was.
    assert.equal((await site.session.findAll('#five-board .stone.x, #five-board .stone.o')).length, 0);
  });

  it('shows the marks of a pasted record without reviewing, and after a reload', async () => {
    await openFive(390, 844);
    const record = 'h8 g8 i8 i9 j8 {inaccuracy} j9 k8 {best} a1 {blunder, missed defence l8} l8';
    await site.session.execute(`
      document.getElementById('five-records').open = true;
      document.getElementById('five-record').value = arguments[0];`, [record]);
    await click('#five-load');
    const review = () => site.session.execute(`
      return { hidden: document.getElementById('five-review').hidden,
        notes: [...document.querySelectorAll('#five-review-notes [data-shown]')].map((note) => note.textContent),
        status: document.getElementById('five-review-status').textContent,
        run: document.getElementById('five-review-run').textContent,
        bars: document.querySelectorAll('#five-review-chart [data-shown]').length };`);
    const shown = {
      hidden: false,
      notes: ['Move 5, j8: inaccuracy', 'Move 8, a1: blunder. Missed defence: l8'],
      status: 'Marks from the record: best 1 · good 0 · inaccuracy 1 · mistake 0 · blunder 1',
      run: 'Review the game',
      bars: 0,
    };
    assert.deepEqual(await review(), shown);
    await site.openPage(undefined, { keepStorage: true });
    const tab = await waitFor('the mode tabs', () => site.session.findAll('[data-mode="five"]'),
      (tabs) => tabs.length === 1, STARTUP_TIMEOUT_MS);
    await site.session.click(tab[0]);
    assert.deepEqual(await waitFor('the marks after a reload', review, (r) => r.notes.length === 2,
      STARTUP_TIMEOUT_MS), shown);
  });

  it('shows a hint against Normal and counts the game apart', async () => {
    await openFive(1280, 720);
    await click('[data-point="0,0"]');
    await waitFor('Normal\'s reply', () => site.session.findAll('#five-board .stone.o'), (o) => o.length === 1);
    await click('#five-hint');
    const hint = await waitFor('the hint', () => site.session.execute(`
      const cell = document.querySelector('#five-board .stone.hint');
      return cell && { point: cell.dataset.point, turn: document.getElementById('five-turn').textContent };`),
    (found) => found !== null, SLICE_MS);
    assert.match(hint.turn, /^Hint: [a-o]\d+$/);
    const caption = await site.session.execute('return document.querySelector("#five-score caption").textContent;');
    assert.equal(caption, 'Score: Normal, Freestyle, with hints');
  });
});
