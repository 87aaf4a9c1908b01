// The classic game's page as the e2e tests see it: its DOM hooks (src/ui/classic/view.rs), how to
// read the board and banner, and how a person plays it against a bot by clicking.

import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import { STARTUP_TIMEOUT_MS, waitFor } from './site.mjs';

const LINES = [
  [0, 1, 2], [3, 4, 5], [6, 7, 8],
  [0, 3, 6], [1, 4, 7], [2, 5, 8],
  [0, 4, 8], [2, 4, 6],
];
/** The banner for each `#board[data-outcome]`: against a bot, then between two players. */
export const BANNER_TEXT = {
  human: 'You win!', bot: 'You lose.', draw: 'Draw!', x: 'X wins!', o: 'O wins!',
};
const EMPTY_GAME = { cells: Array(9).fill(''), wins: [], outcome: null };

export const count = (cells, mark) => cells.filter((cell) => cell === mark).length;
/** The board as 9 characters, "." for an empty cell, as the page's JS API takes it. */
export const boardString = (game) => game.cells.map((mark) => mark || '.').join('');
const winningLines = (cells, mark) => LINES.filter((line) => line.every((i) => cells[i] === mark));
const other = (mark) => (mark === 'X' ? 'O' : 'X');

export class ClassicPage {
  /** Element ids of the 9 cells, indexed by data-cell; set by `open`. */
  cells = [];

  /** The side the person plays against a bot: X on a first visit; see `chooseSide`. */
  human = 'X';

  constructor(site) {
    this.site = site;
  }

  get session() {
    return this.site.session;
  }

  /**
   * Loads the page and waits for the board: as a first visit (the person plays X), unless
   * `keepStorage`, where the side saved before stays the person's.
   */
  async open({ keepStorage = false } = {}) {
    await this.site.openPage(undefined, { keepStorage });
    if (!keepStorage) this.human = 'X';
    await waitFor('the 9 [data-cell] buttons', async () => (await this.session.findAll('[data-cell]')).length,
      (n) => n === 9, STARTUP_TIMEOUT_MS);
    this.cells = await Promise.all(Array.from({ length: 9 }, (_, i) => this.session.find(`[data-cell="${i}"]`)));
    return this.cells;
  }

  /** One atomic snapshot of the game as the DOM shows it. */
  read() {
    return this.session.execute(`
      const cells = Array.from({ length: 9 }, (_, i) => document.querySelector('[data-cell="' + i + '"]'));
      return {
        cells: cells.map((cell) => cell.textContent.trim()),
        wins: cells.flatMap((cell, i) => (cell.classList.contains('win') ? [i] : [])),
        outcome: document.getElementById('board').getAttribute('data-outcome'),
      };`);
  }

  /** The controls and panels around the board, in one atomic snapshot. */
  readPanel() {
    return this.session.execute(`
      const text = (css) => document.querySelector(css).textContent;
      const texts = (css) => Array.from(document.querySelectorAll(css), (element) => element.textContent);
      return {
        opponent: document.getElementById('opponent').value,
        side: document.querySelector('[data-side][aria-pressed="true"]')?.dataset.side ?? null,
        sideHidden: document.getElementById('side').hidden,
        turn: text('#turn'),
        reason: text('#reason'),
        announced: text('#announcer'),
        scoreCaption: text('#score caption'),
        scoreHeads: texts('#score th'),
        score: texts('#score td').map(Number),
        focusedCell: document.activeElement?.getAttribute('data-cell') ?? null,
      };`);
  }

  /** Picks `key` in the opponent menu by clicking its option, as a person would. */
  async chooseOpponent(key) {
    await this.session.click(await this.session.find(`#opponent option[value="${key}"]`));
    await waitFor(`opponent "${key}" chosen`, () => this.readPanel(), (panel) => panel.opponent === key);
  }

  /** Clicks the side button of `mark`; the person plays that side from a new game on. */
  async chooseSide(mark) {
    await this.session.click(await this.session.find(`[data-side="${mark}"]`));
    await waitFor(`side ${mark} pressed`, () => this.readPanel(), (panel) => panel.side === mark);
    this.human = mark;
  }

  async readBanner() {
    const banner = await this.session.find('#endgame');
    return {
      displayed: await this.session.displayed(banner),
      hidden: await this.session.property(banner, 'hidden'),
      text: await this.session.text(banner),
    };
  }

  async assertNewGame(when) {
    await waitFor(`an empty board ${when}`, () => this.read(), (game) => isDeepStrictEqual(game, EMPTY_GAME));
    const banner = await this.readBanner();
    assert.equal(banner.displayed, false, `end-game banner must not be displayed ${when}`);
    assert.equal(banner.hidden, true, `end-game banner must have the hidden attribute ${when}`);
  }

  /**
   * Clicks empty cell `i` as the person and waits for the bot's reply; checks that exactly one
   * mark of each side appeared, or only the person's when that move ended the game.
   */
  async play(i, before) {
    const [human, bot] = [this.human, other(this.human)];
    await this.session.click(this.cells[i]);
    const game = await waitFor(`${human} on cell ${i} and the bot's reply`, () => this.read(),
      (g) => g.cells[i] === human && (g.outcome !== null || count(g.cells, bot) > count(before.cells, bot)));

    before.cells.forEach((mark, j) => {
      if (mark) assert.equal(game.cells[j], mark, `taken cell ${j} changed after clicking cell ${i}`);
    });
    assert.equal(count(game.cells, human), count(before.cells, human) + 1,
      `exactly one new ${human} after clicking cell ${i}`);
    // The bot replies unless the person's move won or filled the board (only a full board is a draw).
    const botMoved = game.outcome !== 'human' && count(before.cells, '') > 1;
    assert.equal(count(game.cells, bot), count(before.cells, bot) + (botMoved ? 1 : 0),
      `expected ${botMoved ? 'exactly one' : 'no'} new ${bot} after clicking cell ${i}: ${JSON.stringify(game)}`);
    if (game.outcome === null) {
      assert.deepEqual(game.wins, [], 'no cell may be marked "win" while in play');
      assert.equal((await this.readBanner()).displayed, false, 'end-game banner must stay hidden while in play');
    }
    return game;
  }

  /**
   * Plays the cell `choose(game)` picks (by default the lowest-numbered empty one) until the board
   * reports an outcome; `onMove(game)` sees the board after each move and reply.
   */
  async playToEnd({ choose = (game) => game.cells.indexOf(''), onMove = () => {} } = {}) {
    let game = await this.read();
    while (game.outcome === null) {
      assert.notEqual(count(game.cells, ''), 0, `board is full but #board has no data-outcome: ${JSON.stringify(game)}`);
      game = await this.play(await choose(game), game);
      await onMove(game);
    }
    return game;
  }

  /** Checks the banner, and that the cells marked "win" are exactly the winner's line(s). */
  async assertEnding(game) {
    const winner = { human: this.human, bot: other(this.human), x: 'X', o: 'O', draw: null }[game.outcome];
    assert.notEqual(winner, undefined, `unexpected data-outcome "${game.outcome}"`);

    const banner = await this.readBanner();
    assert.equal(banner.displayed, true, 'end-game banner must be displayed when the game is over');
    assert.equal(banner.text, BANNER_TEXT[game.outcome], 'end-game banner text');

    if (winner) {
      assert.deepEqual(winningLines(game.cells, other(winner)), [],
        `the loser ${other(winner)} must not have a line: ${JSON.stringify(game)}`);
      const lines = winningLines(game.cells, winner);
      assert.ok(lines.length > 0, `data-outcome="${game.outcome}" but ${winner} has no line: ${JSON.stringify(game)}`);
      const lineCells = [...new Set(lines.flat())].sort((a, b) => a - b);
      assert.deepEqual(game.wins, lineCells, `exactly the cells of the winning ${winner} line(s) must have class "win"`);
    } else {
      assert.deepEqual([...winningLines(game.cells, 'X'), ...winningLines(game.cells, 'O')], [],
        `data-outcome="draw" but a side has a line: ${JSON.stringify(game)}`);
      assert.equal(count(game.cells, ''), 0, 'a draw needs a full board');
      assert.deepEqual(game.wins, [], 'no cell may have class "win" on a draw');
    }
  }
}
