// End-to-end tests of the minimax explorer on the built site: opened from the classic game's link
// on the empty board, on seed 002's O.XX.X.OO typed in, walked, stepped through alpha-beta, and
// opened from a shared link, a malformed one, one that is no valid escape and one that opens more
// than the tree holds; the caption agreeing with the board, stepping that moves the board, Back
// closing it, the quiz scoring a right and a wrong answer, and a 390×844 phone with the step's
// board, words and buttons on one screen. Run: `node --test tests/e2e/explore.test.mjs`.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { STARTUP_TIMEOUT_MS, useSite, waitFor } from './site.mjs';
import { Key } from './webdriver.mjs';

/** What the explorer shows, in one atomic snapshot; null while it is not open. */
const READ = `
  const dialog = document.getElementById('explorer');
  if (!dialog || !dialog.open) return null;
  const texts = (css) => Array.from(dialog.querySelectorAll(css), (element) => element.textContent);
  const top = '[role=tree] > [role=treeitem] > .row ';
  return {
    moves: texts(top + '.move'), values: texts(top + '.value'), depths: texts(top + '.depth'),
    nodes: texts(top + '.nodes'), principal: texts('.pv > .row .move'),
    expanded: Array.from(dialog.querySelectorAll('[aria-expanded=true]'), (item) => item.dataset.path),
    counts: Object.fromEntries(Array.from(dialog.querySelectorAll('[data-count]'),
      (row) => [row.dataset.count, row.querySelector('td').textContent])),
    notice: dialog.querySelector('#explorer-notice').hidden ? null : texts('#explorer-notice')[0],
    board: Array.from(dialog.querySelectorAll('#explorer-board > span'),
      (cell) => (cell.textContent === 'X' || cell.textContent === 'O' ? cell.textContent : '.')).join(''),
    caption: texts('#explorer-summary')[0], verdict: texts('#explorer-verdict')[0],
    step: texts('#explorer-at')[0], trace: texts('#explorer-trace > li'), cut: texts('#explorer-trace .cut'),
    focused: document.activeElement?.dataset.path ?? null,
    hash: decodeURIComponent(location.hash),
  };`;

describe('the minimax explorer, in headless Chromium', { timeout: 600_000 }, () => {
  const site = useSite();
  const read = () => site.session.execute(READ);
  const shown = (what, isDone) => waitFor(what, read, (view) => view !== null && isDone(view), STARTUP_TIMEOUT_MS);

  it('opens on the empty board from the classic game with the articles\' counts', async () => {
    await site.openPage();
    const link = await waitFor('the explore link', () => site.session.findAll('#explore'), (found) => found.length === 1,
      STARTUP_TIMEOUT_MS);
    await site.session.click(link[0]);
    const view = await shown('the explorer on the empty board', (v) => v.moves.length === 9);
    assert.deepEqual(view.counts, {
      minimax: '549,946', negamax: '549,946', alphabeta: '18,297', alphabetaOrdered: '1,652', horizon: '82', mcts: '1',
      positions: '5,478', positionsUpToSymmetry: '765',
    });
    assert.deepEqual(view.values, Array(9).fill('0'));
    assert.equal(view.nodes[0], '59,705');
    assert.equal(view.focused, '0');
    assert.equal(view.hash, '#explore=.........&at=0');
  });

  it('explores seed 002\'s O.XX.X.OO typed in, expands a node and steps through alpha-beta', async () => {
    const input = await site.session.find('#explorer-position');
    await site.session.execute('document.getElementById("explorer-position").value = ""');
    await site.session.sendKeys(input, `O.XX.X.OO${Key.Enter}`);
    let view = await shown('seed 002\'s moves', (v) => v.moves.length === 3);
    assert.deepEqual(view.moves, ['X: row 1, column 2', 'X: row 2, column 2', 'X: row 3, column 1']);
    assert.deepEqual(view.values, ['−10', '+10', '−10']);
    assert.deepEqual(view.depths, ['−8', '+9', '−8']);
    assert.deepEqual(view.nodes, ['3', '1', '4']);
    assert.deepEqual(view.principal, ['X: row 2, column 2']);
    assert.equal(view.counts.minimax, '9');

    await site.session.click(await site.session.find('[data-path="6"] > .row'));
    view = await shown('move 6 open', (v) => v.expanded.includes('6'));
    await site.session.pressKeys(Key.ArrowRight);
    view = await shown('the focus on O\'s reply 1', (v) => v.focused === '61');

    await site.session.execute(`const order = document.getElementById('explorer-order');
      order.selectedIndex = 1; order.dispatchEvent(new Event('change', { bubbles: true }));`);
    view = await shown('the first step', (v) => v.step === 'Step 1 of 8');
    const forward = await site.session.find('[data-step="forward"]');
    for (let step = 2; step <= 8; step += 1) await site.session.click(forward);
    view = await shown('the last step', (v) => v.step === 'Step 8 of 8');
    assert.deepEqual(view.cut, ['cut off: r2c2'], 'O cuts its reply 4 once X\'s 6-1-4 comes back');
    assert.match(view.trace[0], /α −∞, β \+∞/);
    assert.match(view.trace[0], /returns \+10/);
    await site.session.click(await site.session.find('[data-step="back"]'));
    view = await shown('a step back', (v) => v.step === 'Step 7 of 8');
    // The focus follows the step, opening the nodes the search went through.
    assert.equal(view.hash, '#explore=O.XX.X.OO&open=1,6,61&at=61&step=plain.6');
  });

  it('opens a shared link as it was, and a malformed one on the empty board with a message', async () => {
    await site.openPage('/?seed=2024#explore=O.XX.X.OO&open=6,61&at=614&step=ordered.2');
    let view = await shown('the shared link', (v) => v.expanded.length === 2);
    assert.deepEqual(view.expanded, ['6', '61']);
    // A step's node takes the focus from the link's: step 3 of the ordered search is at 6.
    assert.equal(view.focused, '6');
    assert.equal(view.step, 'Step 3 of 6');
    assert.equal(view.notice, null);

    await site.openPage('/?seed=2024#explore=O.XX.X.OO&open=5');
    view = await shown('the empty board', (v) => v.moves.length === 9);
    assert.equal(view.notice, 'This link could not be read at “open=5”, so here is the empty board.');
    const board = await site.session.findAll('[data-cell]');
    assert.equal(board.length, 9, 'the page is whole under the explorer');
  });

  it('opens a link that is no valid escape on the empty board, saying so, and throws nothing', async () => {
    await site.openPage('/?seed=2024#explore=%E0%A4%A');
    const view = await shown('the empty board', (v) => v.moves.length === 9);
    assert.equal(view.notice, 'This link could not be read at “explore=%E0%A4%A”, so here is the empty board.');
    assert.equal(view.hash, '#explore=.........&at=0');
  });

  it('refuses a link that opens more nodes than the tree holds, at once and with a message', async () => {
    // Every node of the first moves at 0, then at 1, …: 64 are read, the 65th is refused.
    const open = [];
    for (let first = 0; open.length <= 64; first += 1) {
      for (let second = 0; second < 9 && open.length <= 64; second += 1) {
        if (second === first) continue;
        if (!open.includes(`${first}`)) open.push(`${first}`);
        open.push(`${first}${second}`);
      }
    }
    await site.openPage(`/?seed=2024#explore=.........&open=${open.slice(0, 64).join(',')}`);
    let view = await shown('64 nodes open', (v) => v.expanded.length === 64);
    assert.equal(view.notice, null);
    await site.openPage(`/?seed=2024#explore=.........&open=${open.join(',')}`);
    view = await shown('the empty board', (v) => v.expanded.length === 0 && v.notice !== null);
    assert.equal(view.notice, 'This link could not be read at “open=0,01,02,03,04,05,06...”, so here is the empty board.');
  });

  it('shows on the board the node its caption names, and moves the board as it steps', async () => {
    await site.openPage('/?seed=2024#explore=XO..O...X&at=2');
    let view = await shown('X on the top right', (v) => v.board === 'XOX.O...X');
    assert.equal(view.caption, 'O to move, minimising');
    await site.openPage('/?seed=2024#explore=O.XX.X.OO&step=plain.0');
    view = await shown('the first step', (v) => v.step === 'Step 1 of 8');
    assert.equal(view.board, 'O.XX.X.OO');
    const forward = await site.session.find('[data-step="forward"]');
    const boards = [view.board];
    for (let step = 2; step <= 4; step += 1) {
      await site.session.click(forward);
      view = await shown(`step ${step}`, (v) => v.step === `Step ${step} of 8`);
      boards.push(view.board);
    }
    // X's 1, O's reply 4 (O wins), O's reply 6.
    assert.deepEqual(boards, ['O.XX.X.OO', 'OXXX.X.OO', 'OXXXOX.OO', 'OXXX.XOOO']);
  });

  it('closes on Back, and scores the quiz\'s right and wrong answers', async () => {
    await site.openPage();
    const link = await waitFor('the explore link', () => site.session.findAll('#explore'), (found) => found.length === 1,
      STARTUP_TIMEOUT_MS);
    await site.session.click(link[0]);
    await shown('the explorer', (v) => v.moves.length === 9);
    await site.session.execute('history.back()');
    await waitFor('the explorer closed', read, (view) => view === null);
    assert.equal(await site.session.execute('return location.hash'), '');

    await site.openPage('/?seed=2024#explore=O.XX.X.OO');
    await shown('seed 002', (v) => v.moves.length === 3);
    await site.session.click(await site.session.find('#explorer-quiz'));
    let view = await shown('the values hidden', (v) => v.values.every((value) => value === '?'));
    await site.session.click(await site.session.find('[data-guess="-10"]'));
    view = await shown('a right guess', (v) => v.verdict !== undefined && v.verdict !== '');
    assert.equal(view.verdict, 'Right: it is worth −10. 1 of 1 right');
    await site.session.click(await site.session.find('[data-path="4"] > .row'));
    await site.session.click(await site.session.find('[data-guess="0"]'));
    view = await shown('a wrong guess', (v) => v.verdict.endsWith('1 of 2 right'));
    assert.equal(view.verdict, 'Not quite: you said 0, and it is worth +10. 1 of 2 right');
    assert.deepEqual(view.values, ['−10', '+10', '?']);
  });

  it('keeps the step\'s board, words and buttons on one screen of a 390×844 phone', async () => {
    await site.session.cdp('Emulation.setDeviceMetricsOverride', { width: 390, height: 844, deviceScaleFactor: 1, mobile: true });
    try {
      await site.openPage('/?seed=2024#explore=O.XX.X.OO&step=plain.0');
      await shown('the first step', (v) => v.step === 'Step 1 of 8');
      const forward = await site.session.find('[data-step="forward"]');
      await site.session.execute('document.querySelector("[data-step=forward]").scrollIntoView({ block: "center" })');
      for (let step = 2; step <= 5; step += 1) {
        await site.session.click(forward);
        await shown(`step ${step}`, (v) => v.step === `Step ${step} of 8`);
        const inside = await site.session.execute(`
          const inView = (css) => {
            const box = document.querySelector(css).getBoundingClientRect();
            return box.top >= 0 && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth;
          };
          return ['#explorer-step-board', '#explorer-at', '#explorer-now', '[data-step=back]', '[data-step=forward]']
            .filter((css) => !inView(css));`);
        assert.deepEqual(inside, [], `step ${step}: all on screen without scrolling`);
      }
    } finally {
      await site.session.cdp('Emulation.clearDeviceMetricsOverride');
    }
  });
});
