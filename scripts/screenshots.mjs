// Screenshots of the built site (site/, after `make build`) in headless Chromium, at three phone
// sizes, a phone held sideways and a desktop, light and dark, as docs/screens/<game>-<width>x<height>-<scheme>.png:
// what the README shows, and what to look at before a change of the page lands.
// Run: `node scripts/screenshots.mjs` (`make screenshots`).

import { mkdirSync, writeFileSync } from 'node:fs';
import { PAGE, STARTUP_TIMEOUT_MS, startSite, waitFor } from '../tests/e2e/site.mjs';

const VIEWPORTS = [[320, 568], [360, 640], [390, 844], [844, 390], [1280, 720]];
const OUT = 'docs/screens';
// A game of five in a row under way, as a share link writes it.
const FIVE_GAME = 'h8,i9,i8,j8,g9,h9,g8,f8,g7,g10,f6,e5,h6,i5';
// A renju game on 15 × 15, black to move, whose h8 would make two threes: forbidden.
const RENJU_GAME = 'renju,15:i8,g10,j8,k10,h9,i11,h10,g6';
// The sizes that also show the renju game and Hard's thinking: a phone and a desktop.
const RENJU_SIZES = ['360x640', '1280x720'];
// The sizes that also show the analysis board and a game's review: a phone and a desktop.
const ANALYSIS_SIZES = ['390x844', '1280x720'];
// A game that ends with a missed defence: O's a1 leaves X's four, closed at g8, to make five.
const REVIEW_GAME = 'h8,g8,i8,i9,j8,j9,k8,a1,l8';
// The sizes that also show the puzzle mode: the narrowest phone, a phone and a desktop.
const PUZZLE_SIZES = ['320x568', '390x844', '1280x720'];
// The sizes that also show the explorer stepping and its other searches: a phone and a desktop.
const EXPLORE_SIZES = ['390x844', '1280x720'];
// The game under way a move earlier, white (Hard) to move, its thinking shown.
const THINKING_GAME = FIVE_GAME.split(',').slice(0, -1).join(',');

/** Saves the screen as docs/screens/`name`.png. */
async function capture(name) {
  const { data } = await session.cdp('Page.captureScreenshot', { format: 'png' });
  const file = `${OUT}/${name}.png`;
  writeFileSync(file, Buffer.from(data, 'base64'));
  console.log(file);
}

const site = await startSite();
const { session } = site;
try {
  mkdirSync(OUT, { recursive: true });
  for (const [width, height] of VIEWPORTS) {
    const touch = width < 1000;
    await session.cdp('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: touch });
    await session.cdp('Emulation.setTouchEmulationEnabled', { enabled: touch, maxTouchPoints: 5 });
    for (const scheme of ['light', 'dark']) {
      // Reduced motion: the bot's mark is drawn at once rather than faded in.
      await session.cdp('Emulation.setEmulatedMedia', { features: [
        { name: 'prefers-color-scheme', value: scheme }, { name: 'prefers-reduced-motion', value: 'reduce' }] });
      await site.openPage(PAGE);
      await waitFor('the classic board', () => session.execute(
        'return document.querySelectorAll("[data-cell]").length;'), (cells) => cells === 9, STARTUP_TIMEOUT_MS);
      // A game under way: the person's X in the centre and the bot's reply.
      await session.execute('document.querySelector("[data-cell=\'4\']").click();');
      await waitFor('the bot\'s reply', () => session.execute(
        'return document.querySelectorAll("#board .o").length;'), (marks) => marks === 1);
      await capture(`classic-${width}x${height}-${scheme}`);

      // Five in a row, opened from a shared link: a game under way, the last move marked.
      await site.openPage(`${PAGE}#five=${FIVE_GAME}`);
      await waitFor('the shared game of five in a row', () => session.execute(
        'return document.querySelectorAll("#five-board .stone.x, #five-board .stone.o").length;'),
      (stones) => stones === FIVE_GAME.split(',').length, STARTUP_TIMEOUT_MS);
      await capture(`five-${width}x${height}-${scheme}`);

      // The explorer on seed 002's position, move 6 open, stepping through alpha-beta.
      await site.openPage(`${PAGE}#explore=O.XX.X.OO&open=6&at=61&step=plain.5`);
      await waitFor('the explorer', () => session.execute(
        'return document.querySelectorAll("#explorer [role=treeitem]").length;'), (items) => items === 5, STARTUP_TIMEOUT_MS);
      await capture(`explore-${width}x${height}-${scheme}`);
      if (EXPLORE_SIZES.includes(`${width}x${height}`)) {
        // Stepping on: the step's board, words and buttons together, the tree marking its node.
        await session.execute('document.querySelector("[data-step=forward]").click();');
        await session.execute('document.querySelector(".explorer-bar").scrollIntoView({ block: "end" });');
        await capture(`explore-steps-${width}x${height}-${scheme}`);
        // The other searches on the empty board: depth 3, and MCTS after 100 iterations.
        await site.openPage(`${PAGE}#explore=.........&depth=3&mcts=100`);
        await waitFor('MCTS\'s tree', () => session.execute(
          'return document.querySelectorAll("#explorer-rollouts tbody tr").length;'), (rows) => rows === 9, STARTUP_TIMEOUT_MS);
        await session.execute('document.querySelector(".explorer-mcts").scrollIntoView({ block: "start" });');
        await capture(`explore-searches-${width}x${height}-${scheme}`);
      }

      if (ANALYSIS_SIZES.includes(`${width}x${height}`)) {
        // The analysis board on the shared game, its best line shown as numbered stones.
        await site.openPage(`${PAGE}#five=${FIVE_GAME}`);
        await waitFor('the shared game', () => session.execute(
          'return document.querySelectorAll("#five-board .stone.x").length;'), (x) => x > 0, STARTUP_TIMEOUT_MS);
        await session.execute('document.getElementById("five-analyse").click();');
        await waitFor('the analysis', () => session.execute(
          'return document.querySelectorAll("#five-analysis-lines li:not([hidden])").length;'),
        (lines) => lines > 0, STARTUP_TIMEOUT_MS);
        await session.execute('document.querySelector("#five-analysis-lines button").click();');
        await capture(`five-analysis-${width}x${height}-${scheme}`);
        // A finished game's review: the chart, the marks and the missed defence.
        await site.openPage(`${PAGE}#five=${REVIEW_GAME}`);
        await waitFor('the finished game', () => session.execute(
          'return document.getElementById("five-review-run") !== null;'), (shown) => shown, STARTUP_TIMEOUT_MS);
        await session.execute('document.getElementById("five-review-run").click();');
        await waitFor('the review', () => session.execute(
          'return document.getElementById("five-review-run").hidden;'), (done) => done, STARTUP_TIMEOUT_MS);
        await session.execute('document.getElementById("five-review").scrollIntoView({ block: "center" });');
        await capture(`five-review-${width}x${height}-${scheme}`);
      }

      if (PUZZLE_SIZES.includes(`${width}x${height}`)) {
        // The first built-in puzzle, its hint shown.
        await site.openPage(`${PAGE}#five=h8`);
        await waitFor('five in a row', () => session.execute(
          'return document.getElementById("five-puzzles") !== null;'), (shown) => shown, STARTUP_TIMEOUT_MS);
        await session.execute('document.getElementById("five-puzzles").click();');
        await waitFor('the first puzzle', () => session.execute(
          'return document.querySelectorAll("#five-puzzle-board [data-point]").length;'),
        (cells) => cells > 0, STARTUP_TIMEOUT_MS);
        await session.execute('document.getElementById("five-puzzle-hint").click();');
        await capture(`five-puzzle-${width}x${height}-${scheme}`);
      }

      // A renju game with black's forbidden point marked, on a phone and a desktop.
      if (!RENJU_SIZES.includes(`${width}x${height}`)) continue;
      await site.openPage(`${PAGE}#five=${RENJU_GAME}`);
      await waitFor('black\'s forbidden point', () => session.execute(
        'return document.querySelectorAll("#five-board .stone.forbidden").length;'),
      (marks) => marks > 0, STARTUP_TIMEOUT_MS);
      await capture(`five-renju-${width}x${height}-${scheme}`);

      // Hard's thinking after its move: its line as numbered ghosts, its other best moves scored.
      await session.execute('localStorage.setItem("inarow/five", "opponent=hard;time=1000;thinking=on");');
      // Another address than the renju game's: a page loaded anew, which reads the settings.
      await site.openPage(`${PAGE}&hard#five=${THINKING_GAME}`, { keepStorage: true });
      await waitFor('Hard\'s thinking', () => session.execute(
        'return document.querySelectorAll("#five-board .stone.line").length;'),
      (ghosts) => ghosts > 0, STARTUP_TIMEOUT_MS);
      // On a phone, the status, Hard's line of text and the board; a desktop shows them all.
      await session.execute('if (innerWidth < 1024) document.querySelector("#five-turn").scrollIntoView();');
      await capture(`five-thinking-${width}x${height}-${scheme}`);

      // An opening under way: renju's RIF against Normal with a 5 + 3 clock, the bot's three
      // stones placed, the person's choice of colour named in the status and offered as buttons.
      await session.execute(`localStorage.setItem('inarow/five', 'opponent=normal;side=O;rule=renju;board=15;opening=rif;clock=5+3');
        localStorage.removeItem('inarow/five-game'); sessionStorage.clear();`);
      await site.openPage(`${PAGE}&opening`, { keepStorage: true });
      await waitFor('the mode tabs', () => session.execute(
        'return document.querySelector("[data-mode=five]") !== null;'), (found) => found, STARTUP_TIMEOUT_MS);
      await session.execute('document.querySelector("[data-mode=five]").click();');
      await waitFor('the opening\'s choice', () => session.execute(
        'return document.getElementById("five-decide")?.hidden;'), (hidden) => hidden === false, STARTUP_TIMEOUT_MS);
      await capture(`five-opening-${width}x${height}-${scheme}`);
    }
  }
} finally {
  await site.stop();
}
