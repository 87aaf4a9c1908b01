// End-to-end tests of the minimax explorer on the built site: opened from the classic game's link
// on the empty board, on seed 002's O.XX.X.OO typed in, walked, stepped through alpha-beta, and
// opened from a shared link, a malformed one, one that is no valid escape and one that opens more
// than the tree holds. Run: `node --test tests/e2e/explore.test.mjs`.

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
      minimax: '549,946', alphabeta: '18,297', alphabetaOrdered: '1,652', positions: '5,478', positionsUpToSymmetry: '765',
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
    assert.deepEqual(view.moves, ['X on 1', 'X on 4', 'X on 6']);
    assert.deepEqual(view.values, ['−10', '+10', '−10']);
    assert.deepEqual(view.depths, ['−8', '+9', '−8']);
    assert.deepEqual(view.nodes, ['3', '1', '4']);
    assert.deepEqual(view.principal, ['X on 4']);
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
    assert.deepEqual(view.cut, ['cut off: 4'], 'O cuts its reply 4 once X\'s 6-1-4 comes back');
    assert.match(view.trace[0], /α −∞, β \+∞/);
    assert.match(view.trace[0], /returns \+10/);
    await site.session.click(await site.session.find('[data-step="back"]'));
    view = await shown('a step back', (v) => v.step === 'Step 7 of 8');
    assert.equal(view.hash, '#explore=O.XX.X.OO&open=6&at=61&step=plain.6');
  });

  it('opens a shared link as it was, and a malformed one on the empty board with a message', async () => {
    await site.openPage('/?seed=2024#explore=O.XX.X.OO&open=6,61&at=614&step=ordered.2');
    let view = await shown('the shared link', (v) => v.expanded.length === 2);
    assert.deepEqual(view.expanded, ['6', '61']);
    assert.equal(view.focused, '614');
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
});
