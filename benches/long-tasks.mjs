// How long the page's own thread is busy while five in a row's analysis board thinks, while a
// game is reviewed and while Hard takes an opening decision (Soosorv-8's pick of eight fifth moves,
// a Taraguchi-10 choice and fifth), Hard thinking in its worker: the long tasks (over 50 ms)
// Chromium reports, the longest, and how many pass 50 ms and 200 ms. Run with `make bench` (it builds site/ first),
// or `node benches/long-tasks.mjs` after `make build`. Prints figures, asserts nothing.
import { readFileSync } from 'node:fs';

import { STARTUP_TIMEOUT_MS, startSite, waitFor } from '../tests/e2e/site.mjs';

// How long the analysis board thinks on its position; a review's wait is its 0.3 s a position.
const ANALYSIS_MS = 10_000;
const REVIEW_TIMEOUT_MS = 300_000;

// The game to review: two Normal bots from seed 1, played through the JS API to its five.
const pkg = new URL('../site/pkg/', import.meta.url);
const api = await import(new URL('engine.js', pkg));
api.initSync({ module: readFileSync(new URL('engine_bg.wasm', pkg)) });
api.setSeed(1);
const moves = [];
while (api.fiveOutcome(moves.join(' ')).winner === null) {
  const { x, y } = api.fiveMove(moves.join(' '), 'normal');
  moves.push(`${x},${y}`);
}
// Coordinates as the page's links write them: h8 the origin, within a to z here.
const coordinate = (move) => {
  const [x, y] = move.split(',').map(Number);
  if (x < -7 || x > 18) throw new Error(`${move} is past the columns a to z`);
  return `${String.fromCharCode(104 + x)}${y + 8}`;
};
const link = moves.map(coordinate).join(',');

const site = await startSite();
const { session } = site;
const click = async (selector) => {
  await session.execute('document.querySelector(arguments[0]).scrollIntoView({ block: "nearest" });', [selector]);
  await session.click(await session.find(selector));
};
// Counts the long tasks from now on.
const watch = () => session.execute(`
  const seen = window.benchLongTasks = { since: performance.now(), tasks: [] };
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) {
      if (task.startTime >= seen.since) seen.tasks.push(task.duration);
    }
  }).observe({ type: 'longtask', buffered: true });`);
const report = async (what) => {
  const { since, tasks, now } = await session.execute(
    'return { since: window.benchLongTasks.since, tasks: window.benchLongTasks.tasks, now: performance.now() };');
  const seconds = (now - since) / 1000;
  const longest = tasks.length ? Math.max(...tasks) : 0;
  const over = (ms) => tasks.filter((duration) => duration > ms).length;
  console.log(`${what}, ${seconds.toFixed(1)} s: longest task ${Math.round(longest)} ms; `
    + `${over(50)} over 50 ms, ${over(200)} over 200 ms`);
};

try {
  await session.cdp('Emulation.setDeviceMetricsOverride', { width: 1280, height: 720, deviceScaleFactor: 1, mobile: false });

  // The analysis board: black's three in a row set up, then Hard thinks on, slice after slice.
  await site.openPage();
  const tab = await waitFor('the mode tabs', () => session.findAll('[data-mode="five"]'),
    (tabs) => tabs.length === 1, STARTUP_TIMEOUT_MS);
  await session.click(tab[0]);
  await waitFor('the board', () => session.findAll('#five-board [data-point]'),
    (cells) => cells.length === 225, STARTUP_TIMEOUT_MS);
  await watch();
  await click('#five-analyse');
  for (const [x, y] of [[0, 0], [1, 1], [1, 0], [0, 1], [2, 0]]) {
    await click(`#five-analysis-board [data-point="${x},${y}"]`);
  }
  await new Promise((done) => { setTimeout(done, ANALYSIS_MS); });
  await click('#five-analysis-close');
  await report('analysis board, 5 stones set up and thought on');

  // The review of the game, every position in turn, to its end.
  await site.openPage(`/?seed=2024#five=${link}`);
  await waitFor('the game from the link', () => session.findAll('#five-board .stone'),
    (stones) => stones.length > 0, STARTUP_TIMEOUT_MS);
  await watch();
  await click('#five-review-run');
  await waitFor('the review\'s end', () => session.execute('return document.getElementById("five-review-run").hidden;'),
    (done) => done, REVIEW_TIMEOUT_MS);
  await report(`review of a ${moves.length}-move game`);

  // Hard's opening decisions, from a link's step, after the person's last stone: the bot's words
  // lead the status until it has decided.
  const decides = async (what, side, link, point) => {
    await site.openPage();
    await session.execute(`localStorage.setItem('inarow/five', arguments[0]);
      localStorage.setItem('inarow/mode', 'five');`, [`opponent=hard;side=${side};rule=renju;board=15`]);
    await site.openPage(`/?seed=2024#five=${link}`, { keepStorage: true });
    const tab = await waitFor('the mode tabs', () => session.findAll('[data-mode="five"]'),
      (tabs) => tabs.length === 1, STARTUP_TIMEOUT_MS);
    await session.click(tab[0]);
    await waitFor('the link\'s step', () => session.findAll('#five-board .stone'),
      (stones) => stones.length > 0, STARTUP_TIMEOUT_MS);
    await watch();
    await click(`#five-board [data-point="${point}"]`);
    await waitFor('the bot\'s decision', () => session.execute('return document.getElementById("five-turn").textContent;'),
      (status) => !status.startsWith('The bot'), REVIEW_TIMEOUT_MS);
    // The observer reports a task after it ends.
    await new Promise((done) => { setTimeout(done, 500); });
    await report(what);
  };
  await decides('Soosorv-8: Hard, white, picks one of eight fifth moves', 'X',
    'renju,15,soosorv8:h8,i9,j8,white,k11,8,black,g7,g9,h10,f8,k8,l9,h6', '2,-2');
  await decides('Taraguchi-10: Hard chooses a colour after the fourth, and places or offers the fifth', 'O',
    'renju,15,taraguchi10:h8,white,i9,black,j8,white', '-3,3');
} finally {
  await site.stop();
}
