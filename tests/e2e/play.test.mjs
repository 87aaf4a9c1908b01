// End-to-end test: serves the built site (site/) and plays it in headless Chromium via chromedriver.
// Run from the repo root: `node --test tests/e2e/` (after `make build`); the harness is site.mjs.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { boardString, ClassicPage } from './classic-page.mjs';
import { quietPeriod, useSite } from './site.mjs';

describe('tic-tac-toe in headless Chromium', { timeout: 600_000 }, () => {
  const site = useSite();
  // Every test opens the page as a first visit, where the person plays X, and picks the
  // perfect bot.
  const page = new ClassicPage(site);

  /** Loads the page, picks Impossible and checks the game starts with an empty board. */
  async function openGame() {
    const cells = await page.open();
    await page.chooseOpponent('impossible');
    await page.assertNewGame('on page load');
    return cells;
  }

  async function assertGameOver(game) {
    assert.notEqual(game.outcome, 'human', 'the bot is perfect, so the human must never win');
    assert.ok(game.outcome === 'bot' || game.outcome === 'draw', `unexpected data-outcome "${game.outcome}"`);
    await page.assertEnding(game);
  }

  /** Clicks and checks that neither the board nor the banner changes. */
  async function assertClickIgnored(cell, why) {
    const before = { game: await page.read(), banner: await page.readBanner() };
    await site.session.click(cell);
    await quietPeriod();
    const after = { game: await page.read(), banner: await page.readBanner() };
    assert.deepEqual(after, before, `clicking ${why} must change nothing`);
  }

  it('serves the wasm module as application/wasm', async () => {
    const res = await fetch(site.url('/pkg/inarow_bg.wasm'), { signal: AbortSignal.timeout(60_000) });
    await res.arrayBuffer();
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^application\/wasm\b/);
  });

  it('plays a full game to the end-game banner, which the human never wins', async (t) => {
    const cells = await openGame();
    const game = await page.playToEnd();
    t.diagnostic(`outcome: ${game.outcome}, board: ${boardString(game)}`);
    await assertGameOver(game);

    const empty = game.cells.indexOf('');
    if (empty !== -1) await assertClickIgnored(cells[empty], `empty cell ${empty} after the game ended`);
  });

  it('exports the API to the page, which throws clear errors and keeps working', async () => {
    await openGame();
    const results = await site.session.execute(`
      const api = await import(new URL('pkg/engine.js', location.href));
      await api.default();
      const attempt = (f) => {
        try {
          return { value: f() };
        } catch (error) {
          return { error: error instanceof Error ? error.message : 'not an Error: ' + error };
        }
      };
      return {
        best: attempt(() => api.bestMove('XX.OO....')),
        scores: attempt(() => api.moveScores('XX.OO....')),
        search: attempt(() => api.fullMinimax('O.XX.X.OO')),
        outcome: attempt(() => api.outcome('XOXXOOOXX')),
        badChar: attempt(() => api.bestMove('XO.x.....')),
        number: attempt(() => api.outcome(42)),
        missing: attempt(() => api.moveScores()),
        over: attempt(() => api.fullMinimax('XXXOO....')),
        after: attempt(() => api.bestMove('XX.OO....')),
      };`);
    assert.deepEqual(results, {
      best: { value: 2 },
      scores: { value: [null, null, 10, null, null, 0, -10, -10, -10] },
      search: { value: { index: 4, score: 10, nodes: 9 } },
      outcome: { value: { winner: null, line: null, draw: true } },
      badChar: { error: "cell 3 is 'x': a cell is X, O or ." },
      number: { error: 'a board is a string of 9 characters X, O or ., but number was given' },
      missing: { error: 'a board is a string of 9 characters X, O or ., but undefined was given' },
      over: { error: 'the game is over: there is no move to play' },
      after: { value: 2 },
    });
  });

  it('ignores clicks on taken cells', async () => {
    const cells = await openGame();
    const game = await page.play(0, await page.read());
    await assertClickIgnored(cells[0], 'cell 0 taken by X');
    const botCell = game.cells.indexOf('O');
    await assertClickIgnored(cells[botCell], `cell ${botCell} taken by O`);
  });

  it('restarts mid-game and after the end, and the new game is playable', async () => {
    await openGame();
    const restart = await site.session.find('#restart');

    await page.play(0, await page.read());
    await site.session.click(restart);
    await page.assertNewGame('after restarting mid-game');

    await assertGameOver(await page.playToEnd());
    await site.session.click(restart);
    await page.assertNewGame('after restarting a finished game');

    await assertGameOver(await page.playToEnd());
  });
});
