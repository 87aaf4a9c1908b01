// End-to-end tests of the classic game's newer features on the built site, driven as a person
// would: the opponent menu and side buttons by clicks, the saved score over reloads, and a whole
// two-player game by keyboard only. Run: `node --test tests/e2e/` (after `make build`).

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { boardString, ClassicPage } from './classic-page.mjs';
import { useSite, waitFor } from './site.mjs';
import { Key, keyName } from './webdriver.mjs';

describe('classic game: opponents, saved score and keyboard play, in headless Chromium', { timeout: 600_000 }, () => {
  const site = useSite();
  const page = new ClassicPage(site);

  /**
   * Opens the page as a first visit, picks Hard and the O side: Hard, as X, opens at once.
   * Returns the board after its opening move.
   */
  async function startAsOAgainstHard() {
    await page.open();
    const first = await page.readPanel();
    assert.deepEqual([first.opponent, first.side], ['medium', 'X'], 'a first visit plays X against Medium');

    await page.chooseOpponent('hard');
    await page.chooseSide('O');
    const game = await waitFor("Hard's opening X", () => page.read(),
      (g) => boardString(g).replace(/\./g, '') === 'X');
    assert.equal(game.outcome, null);
    return game;
  }

  /**
   * The person's move: the engine's own best move, through the page's JS API. Playing perfectly
   * is the strongest try at beating Hard.
   */
  const perfectMove = (game) => site.session.execute(`
    const api = await import(new URL('pkg/engine.js', location.href));
    await api.default();
    return api.bestMove(arguments[0]);`, [boardString(game)]);

  /** Plays O perfectly to the end; `afterBotMove(game)` runs after each reply of Hard. */
  async function playOAgainstHard(afterBotMove = () => {}) {
    const opening = await startAsOAgainstHard();
    await afterBotMove(opening);
    const game = await page.playToEnd({
      choose: perfectMove,
      // O never fills the board (X has the fifth mark), so Hard replies unless O just won.
      onMove: (g) => (g.outcome === 'human' ? undefined : afterBotMove(g)),
    });
    assert.ok(game.outcome === 'bot' || game.outcome === 'draw',
      `Hard never loses: data-outcome must be "bot" or "draw", not "${game.outcome}"`);
    await page.assertEnding(game);
    return game;
  }

  /** #reason says why the bot made the move just shown. */
  async function assertReasonShown(game) {
    const { reason } = await page.readPanel();
    assert.notEqual(reason.trim(), '', `#reason must say why the bot moved, on ${boardString(game)}`);
  }

  it('plays O against Hard to the end, which Hard never loses', async (t) => {
    const game = await playOAgainstHard();
    t.diagnostic(`outcome: ${game.outcome}, board: ${boardString(game)}`);
    const panel = await page.readPanel();
    assert.equal(panel.turn, '', 'no one is to move once the game is over');
  });

  it('says why the bot moved, after each of its moves', async () => {
    await playOAgainstHard(assertReasonShown);
  });

  it('keeps the score and the opponent over a reload, until the score is reset', async () => {
    // From a first visit, so the finished game is the only one counted.
    const game = await playOAgainstHard();
    const expected = [0, game.outcome === 'draw' ? 1 : 0, game.outcome === 'bot' ? 1 : 0];
    const scored = await page.readPanel();
    assert.deepEqual([scored.scoreCaption, scored.scoreHeads, scored.score],
      ['Score: Hard', ['Wins', 'Draws', 'Losses'], expected], 'the finished game is counted once');

    // A reload starts a new game with what was saved: Hard, the O side, the score.
    await page.open({ keepStorage: true });
    const reloaded = await page.readPanel();
    assert.deepEqual([reloaded.opponent, reloaded.side, reloaded.scoreCaption, reloaded.score],
      ['hard', 'O', 'Score: Hard', expected], 'opponent, side and score after a reload');
    const opening = await waitFor("Hard's opening X after the reload", () => page.read(),
      (g) => boardString(g).replace(/\./g, '') === 'X');
    assert.equal(opening.outcome, null);

    // Reset score asks first: one press changes only its own words, the second resets.
    const reset = await site.session.find('#reset-score');
    await site.session.click(reset);
    await waitFor('Reset score asking', () => site.session.text(reset), (text) => text === 'Press again to reset the score');
    assert.deepEqual((await page.readPanel()).score, expected, 'one press keeps the score');
    await site.session.click(reset);
    await waitFor('the score reset to 0 0 0', () => page.readPanel(), (p) => p.score.join() === '0,0,0');

    await page.open({ keepStorage: true });
    const again = await page.readPanel();
    assert.deepEqual([again.opponent, again.scoreCaption, again.score], ['hard', 'Score: Hard', [0, 0, 0]],
      'the reset score stays reset over a reload');
  });

  it('plays a two-player game by keyboard only: keypad digits, arrows, Enter, Space, u and r', async () => {
    await page.open();
    const { session } = site;

    // The opponent menu by keyboard: "send keys" focuses it; Down goes from Medium through Hard
    // and Impossible to the last option, Two players (a closed <select> changes at once and fires
    // "change").
    for (const next of ['hard', 'impossible', 'two-players']) {
      await session.sendKeys(await session.find('#opponent'), Key.ArrowDown);
      await waitFor(`${next} chosen`, () => page.readPanel(), (p) => p.opponent === next);
    }
    const menu = await page.readPanel();
    assert.deepEqual([menu.sideHidden, menu.scoreCaption, menu.scoreHeads, menu.turn],
      [true, 'Score: Two players', ['X', 'Draws', 'O'], 'X to move'], 'two players: no side to pick, X opens');

    // Tab into the grid, as a person would, past the controls before it; it enters on the centre.
    for (let tabs = 0; (await page.readPanel()).focusedCell === null; tabs += 1) {
      assert.ok(tabs < 10, `${tabs} Tabs from the opponent menu did not reach the grid`);
      await session.pressKeys(Key.Tab);
    }
    assert.equal((await page.readPanel()).focusedCell, '4', 'the grid is entered on the centre');

    /** Presses `keys` and waits for `board` (9 characters, "." empty) and the live region's text. */
    async function keyMove(keys, board, announced, turn) {
      const pressed = keys.map(keyName).join(' ');
      await session.pressKeys(...keys);
      const seen = await waitFor(`${board} and "${announced}" after ${pressed}`,
        async () => ({ board: boardString(await page.read()), panel: await page.readPanel() }),
        (s) => s.board === board && s.panel.announced === announced);
      assert.equal(seen.panel.turn, turn, `#turn after ${pressed}`);
      return seen;
    }
    /** Presses an arrow once and waits for the focus to reach `cell`. */
    async function arrow(key, cell) {
      await session.pressKeys(key);
      await waitFor(`the focus on cell ${cell}`, () => page.readPanel(), (p) => p.focusedCell === String(cell));
    }

    await keyMove([Key.Enter], '....X....', 'X: row 2, column 2', 'O to move');
    await keyMove(['7'], 'O...X....', 'O: row 1, column 1', 'X to move'); // 7: top left
    await arrow(Key.ArrowRight, 5);
    await keyMove([' '], 'O...XX...', 'X: row 2, column 3', 'O to move');
    await keyMove(['1'], 'O...XXO..', 'O: row 3, column 1', 'X to move'); // 1: bottom left

    // u takes back exactly one move with two players: O's, and it is O's turn again.
    await session.pressKeys('u');
    const undone = await waitFor('one move taken back', () => page.read(), (g) => boardString(g) === 'O...XX...');
    assert.equal(undone.outcome, null);
    assert.equal((await page.readPanel()).turn, 'O to move', 'O moves again after the undo');

    await keyMove(['4'], 'O..OXX...', 'O: row 2, column 1', 'X to move'); // 4: middle left
    await keyMove(['3'], 'O..OXX..X', 'X: row 3, column 3', 'O to move'); // 3: bottom right
    await keyMove(['2'], 'O..OXX.OX', 'O: row 3, column 2', 'X to move'); // 2: bottom middle
    // The focus is still on cell 5 (digits play without moving it): up to cell 2, the win.
    await arrow(Key.ArrowUp, 2);
    const won = await keyMove([Key.Enter], 'O.XOXX.OX', 'X: row 1, column 3', '');

    const game = await page.read();
    assert.equal(game.outcome, 'x');
    assert.deepEqual(game.wins, [2, 5, 8], 'the right column is marked "win"');
    await page.assertEnding(game); // the banner "X wins!", and only X's line marked
    assert.deepEqual(won.panel.score, [1, 0, 0], 'X has one win');

    await session.pressKeys('r');
    await page.assertNewGame('after pressing r');
    assert.deepEqual((await page.readPanel()).score, [1, 0, 0], 'restarting keeps the score');
  });
});
