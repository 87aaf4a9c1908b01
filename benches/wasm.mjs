// How fast the engine answers as WebAssembly, through the JS API, in Node.
// Run with `make bench` (it builds site/ first). Prints figures, asserts
// nothing.
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";

import { hardGames, hardSpeed } from "./hard-speed.mjs";

const pkg = new URL("../site/pkg/", import.meta.url);
const api = await import(new URL("engine.js", pkg));
api.initSync({ module: readFileSync(new URL("engine_bg.wasm", pkg)) });

function mean(runs, f) {
  const start = performance.now();
  for (let i = 0; i < runs; i++) f();
  return (performance.now() - start) / runs;
}

// Every string of X, O and '.', kept when it is a position still in play.
const positions = [];
for (let n = 0; n < 3 ** 9; n++) {
  const board = Array.from({ length: 9 }, (_, i) => ".XO"[Math.floor(n / 3 ** i) % 3]).join("");
  try {
    const { winner, draw } = api.outcome(board);
    if (winner === null && !draw) positions.push(board);
  } catch {
    // Not a reachable position.
  }
}

const solve = mean(1, () => api.bestMove("........."));
console.log(`wasm: first bestMove, solving all 5,478 positions: ${solve.toFixed(2)} ms`);

const perRound = mean(50, () => positions.forEach(api.bestMove));
const perMove = (perRound / positions.length) * 1000;
console.log(
  `wasm: bestMove over all ${positions.length} positions in play: ${perMove.toFixed(2)} µs per move`,
);

let nodes = 0;
const search = mean(5, () => ({ nodes } = api.fullMinimax(".........")));
console.log(`wasm: fullMinimax from the empty board: ${search.toFixed(1)} ms (${nodes} positions)`);

// Five in a row: positions from a game of two Normal bots that lasts past 200
// moves (ties break at random, so each run plays its own game).
let game = [];
while (game.length <= 200) {
  game = [];
  while (game.length <= 200 && api.fiveOutcome(game.join(" ")).winner === null) {
    const { x, y } = api.fiveMove(game.join(" "), "normal");
    game.push(`${x},${y}`);
  }
}
for (const moves of [10, 30, 60, 200]) {
  const position = game.slice(0, moves).join(" ");
  const cells = api.fiveWeights(position).length;
  const weights = mean(200, () => api.fiveWeights(position)) * 1000;
  const move = mean(200, () => api.fiveMove(position, "normal")) * 1000;
  console.log(
    `wasm: five in a row after ${moves} moves, ${cells} candidate cells: ` +
      `fiveWeights ${weights.toFixed(0)} µs, fiveMove ${move.toFixed(0)} µs`,
  );
}

// Hard, as benches/search.rs runs it natively.
const games = hardGames(readFileSync(new URL("five_games.txt", import.meta.url), "utf8"));
for (const line of hardSpeed(api, games)) console.log(`wasm: ${line}`);
