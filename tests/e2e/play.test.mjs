// End-to-end test: serves the built site (www/) and plays it in headless Chromium via chromedriver.
// Run from the repo root: `node --test tests/e2e/` (after `make build`).
// Env: WWW_DIR (default "www"), CHROMEDRIVER (default /usr/bin/chromedriver), CHROME (default /usr/bin/chromium).

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, afterEach, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { isDeepStrictEqual } from 'node:util';
import { Session } from './webdriver.mjs';

const WWW_DIR = resolve(process.env.WWW_DIR ?? 'www');
const CHROMEDRIVER = process.env.CHROMEDRIVER ?? '/usr/bin/chromedriver';
const CHROME = process.env.CHROME ?? '/usr/bin/chromium';
// Headless Chromium in this sandboxed, offline environment needs all of these.
const CHROME_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const STARTUP_TIMEOUT_MS = 10_000; // server/driver boot, and page + wasm load
const SETTLE_TIMEOUT_MS = 2_000; // the bot replies synchronously; this only absorbs DOM/driver lag
const QUIET_PERIOD_MS = 250; // how long "nothing happened" is observed after an ignored click
const POLL_MS = 50;

const LINES = [
  [0, 1, 2], [3, 4, 5], [6, 7, 8],
  [0, 3, 6], [1, 4, 7], [2, 5, 8],
  [0, 4, 8], [2, 4, 6],
];
const BANNER_TEXT = { human: 'You win!', bot: 'You lose.', draw: 'Draw!' };
const EMPTY_GAME = { cells: Array(9).fill(''), wins: [], outcome: null };

let server, driver, session, siteUrl, userDataDir;

// --- processes ---------------------------------------------------------------

/** Asks the OS for a currently free localhost port. */
function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/** Spawns a helper process, keeping the tail of its output for startup error messages. */
function startProcess(command, args) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.outputTail = '';
  const keepTail = (chunk) => { child.outputTail = (child.outputTail + chunk).slice(-2000); };
  child.stdout.on('data', keepTail);
  child.stderr.on('data', keepTail);
  child.on('error', (err) => { child.spawnError = err; });
  return child;
}

async function waitUntilReady(name, url, child) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.spawnError) throw new Error(`${name} could not be started: ${child.spawnError.message}`);
    if (child.exitCode !== null) {
      throw new Error(`${name} exited with code ${child.exitCode}:\n${child.outputTail}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${name} did not answer at ${url} within ${STARTUP_TIMEOUT_MS} ms:\n${child.outputTail}`);
}

async function stopProcess(child) {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill();
  const stubborn = await Promise.race([exited.then(() => false), sleep(3000).then(() => true)]);
  if (stubborn) child.kill('SIGKILL');
}

// --- page helpers ------------------------------------------------------------

/** Re-reads with `read` until `isDone(state)`; on timeout fails showing the last state seen. */
async function waitFor(what, read, isDone, timeoutMs = SETTLE_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await read();
    if (isDone(state)) return state;
    if (Date.now() >= deadline) {
      assert.fail(`timed out after ${timeoutMs} ms waiting for ${what}; last seen: ${JSON.stringify(state)}`);
    }
    await sleep(POLL_MS);
  }
}

/** One atomic snapshot of the game as the DOM shows it. */
function readGame() {
  return session.execute(`
    const cells = Array.from({ length: 9 }, (_, i) => document.querySelector('[data-cell="' + i + '"]'));
    return {
      cells: cells.map((cell) => cell.textContent.trim()),
      wins: cells.flatMap((cell, i) => (cell.classList.contains('win') ? [i] : [])),
      outcome: document.getElementById('board').getAttribute('data-outcome'),
    };`);
}

async function readBanner() {
  const banner = await session.find('#endgame');
  return {
    displayed: await session.displayed(banner),
    hidden: await session.property(banner, 'hidden'),
    text: await session.text(banner),
  };
}

const count = (cells, mark) => cells.filter((cell) => cell === mark).length;
const winningLines = (cells, mark) => LINES.filter((line) => line.every((i) => cells[i] === mark));

async function assertNewGame(when) {
  await waitFor(`an empty board ${when}`, readGame, (game) => isDeepStrictEqual(game, EMPTY_GAME));
  const banner = await readBanner();
  assert.equal(banner.displayed, false, `end-game banner must not be displayed ${when}`);
  assert.equal(banner.hidden, true, `end-game banner must have the hidden attribute ${when}`);
}

/** Loads the page and returns the 9 cell element ids, indexed by data-cell. */
async function openGame() {
  await session.navigate(`${siteUrl}/`);
  await waitFor('the 9 [data-cell] buttons', async () => (await session.findAll('[data-cell]')).length,
    (n) => n === 9, STARTUP_TIMEOUT_MS);
  await assertNewGame('on page load');
  return Promise.all(Array.from({ length: 9 }, (_, i) => session.find(`[data-cell="${i}"]`)));
}

/** Clicks empty cell `i` as X and checks that exactly one X and (unless X ended the game) one O appeared. */
async function playMove(cells, i, before) {
  await session.click(cells[i]);
  const game = await waitFor(`X on cell ${i} and the bot's reply`, readGame,
    (g) => g.cells[i] === 'X' && (g.outcome !== null || count(g.cells, 'O') > count(before.cells, 'O')));

  before.cells.forEach((mark, j) => {
    if (mark) assert.equal(game.cells[j], mark, `taken cell ${j} changed after clicking cell ${i}`);
  });
  assert.equal(count(game.cells, 'X'), count(before.cells, 'X') + 1, `exactly one new X after clicking cell ${i}`);
  // X moves first and the board has 9 cells, so only a bot win ends the game on O's move.
  const botMoved = game.outcome === null || game.outcome === 'bot';
  assert.equal(count(game.cells, 'O'), count(before.cells, 'O') + (botMoved ? 1 : 0),
    `expected ${botMoved ? 'exactly one' : 'no'} new O after clicking cell ${i}: ${JSON.stringify(game)}`);
  if (game.outcome === null) {
    assert.deepEqual(game.wins, [], 'no cell may be marked "win" while in play');
    assert.equal((await readBanner()).displayed, false, 'end-game banner must stay hidden while in play');
  }
  return game;
}

/** Plays X on the lowest-numbered empty cell until the board reports an outcome. */
async function playToEnd(cells) {
  let game = await readGame();
  while (game.outcome === null) {
    const next = game.cells.indexOf('');
    assert.notEqual(next, -1, `board is full but #board has no data-outcome: ${JSON.stringify(game)}`);
    game = await playMove(cells, next, game);
  }
  return game;
}

async function assertGameOver(game) {
  assert.notEqual(game.outcome, 'human', 'the bot is perfect, so the human must never win');
  assert.ok(game.outcome === 'bot' || game.outcome === 'draw', `unexpected data-outcome "${game.outcome}"`);
  assert.deepEqual(winningLines(game.cells, 'X'), [], `X must not have a line: ${JSON.stringify(game)}`);

  const banner = await readBanner();
  assert.equal(banner.displayed, true, 'end-game banner must be displayed when the game is over');
  assert.equal(banner.text, BANNER_TEXT[game.outcome], 'end-game banner text');

  const oLines = winningLines(game.cells, 'O');
  if (game.outcome === 'bot') {
    assert.ok(oLines.length > 0, `data-outcome="bot" but O has no line: ${JSON.stringify(game)}`);
    const lineCells = [...new Set(oLines.flat())].sort((a, b) => a - b);
    assert.deepEqual(game.wins, lineCells, 'exactly the cells of the winning O line(s) must have class "win"');
  } else {
    assert.deepEqual(oLines, [], `data-outcome="draw" but O has a line: ${JSON.stringify(game)}`);
    assert.equal(count(game.cells, ''), 0, 'a draw needs a full board');
    assert.deepEqual(game.wins, [], 'no cell may have class "win" on a draw');
  }
}

/** Clicks and checks that neither the board nor the banner changes. */
async function assertClickIgnored(cell, why) {
  const before = { game: await readGame(), banner: await readBanner() };
  await session.click(cell);
  await sleep(QUIET_PERIOD_MS);
  const after = { game: await readGame(), banner: await readBanner() };
  assert.deepEqual(after, before, `clicking ${why} must change nothing`);
}

// --- tests -------------------------------------------------------------------

describe('tic-tac-toe in headless Chromium', { timeout: 60_000 }, () => {
  before(async () => {
    const wasm = join(WWW_DIR, 'pkg', 'tictactoe_bg.wasm');
    assert.ok(existsSync(wasm), `${wasm} not found - build first: make build`);

    const [webPort, driverPort] = await Promise.all([freePort(), freePort()]);
    siteUrl = `http://127.0.0.1:${webPort}`;
    const driverUrl = `http://127.0.0.1:${driverPort}`;
    server = startProcess('python3', ['-m', 'http.server', String(webPort), '--bind', '127.0.0.1', '--directory', WWW_DIR]);
    driver = startProcess(CHROMEDRIVER, [`--port=${driverPort}`]);
    await Promise.all([
      waitUntilReady('python3 -m http.server', `${siteUrl}/`, server),
      waitUntilReady(`chromedriver (${CHROMEDRIVER})`, `${driverUrl}/status`, driver),
    ]);

    userDataDir = mkdtempSync(join(tmpdir(), 'e2e-chromium-'));
    session = await Session.create(driverUrl, {
      browserName: 'chrome',
      'goog:chromeOptions': { binary: CHROME, args: [...CHROME_ARGS, `--user-data-dir=${userDataDir}`] },
      'goog:loggingPrefs': { browser: 'ALL' },
      timeouts: { implicit: 0, pageLoad: STARTUP_TIMEOUT_MS, script: SETTLE_TIMEOUT_MS },
    });
  });

  after(async () => {
    await session?.delete().catch(() => {
      // Stopping chromedriver does not stop its browser, so end it by the pid chromedriver reported.
      try {
        process.kill(session.capabilities['goog:processID']);
      } catch {
        // already gone
      }
    });
    await Promise.all([stopProcess(driver), stopProcess(server)]);
    if (userDataDir) rmSync(userDataDir, { recursive: true, force: true, maxRetries: 3 });
  });

  // Console errors, uncaught exceptions and unhandled rejections (page load included) arrive as
  // SEVERE browser-log entries; checking after each test fails the test during which they happened.
  afterEach(async (t) => {
    if (!session) return;
    const errors = (await session.browserLog())
      .filter((entry) => entry.level === 'SEVERE')
      .map((entry) => entry.message);
    assert.deepEqual(errors, [], 'no console errors or uncaught exceptions');
  });

  it('serves the wasm module as application/wasm', async () => {
    const res = await fetch(`${siteUrl}/pkg/tictactoe_bg.wasm`, { signal: AbortSignal.timeout(5000) });
    await res.arrayBuffer();
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^application\/wasm\b/);
  });

  it('plays a full game to the end-game banner, which the human never wins', async (t) => {
    const cells = await openGame();
    const game = await playToEnd(cells);
    t.diagnostic(`outcome: ${game.outcome}, board: ${game.cells.map((mark) => mark || '.').join('')}`);
    await assertGameOver(game);

    const empty = game.cells.indexOf('');
    if (empty !== -1) await assertClickIgnored(cells[empty], `empty cell ${empty} after the game ended`);
  });

  it('exports the API to the page, which throws clear errors and keeps working', async () => {
    await openGame();
    const results = await session.execute(`
      const api = await import(new URL('pkg/tictactoe.js', location.href));
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
    const game = await playMove(cells, 0, await readGame());
    await assertClickIgnored(cells[0], 'cell 0 taken by X');
    const botCell = game.cells.indexOf('O');
    await assertClickIgnored(cells[botCell], `cell ${botCell} taken by O`);
  });

  it('restarts mid-game and after the end, and the new game is playable', async () => {
    const cells = await openGame();
    const restart = await session.find('#restart');

    await playMove(cells, 0, await readGame());
    await session.click(restart);
    await assertNewGame('after restarting mid-game');

    await assertGameOver(await playToEnd(cells));
    await session.click(restart);
    await assertNewGame('after restarting a finished game');

    await assertGameOver(await playToEnd(cells));
  });
});
