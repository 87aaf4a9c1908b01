// Hard's speed as wasm, in its default 250 ms a move, on the positions benches/search.rs searches
// natively: the first 10, 30 and 60 moves of each game of five_games.txt. benches/wasm.mjs runs it
// in Node; benches/worker.mjs in headless Chromium's worker, where it travels as text, so it reads
// nothing outside its arguments.

/** The games of five_games.txt, each a list of moves, from the file's text. */
export function hardGames(text) {
  return text.split('\n').filter((line) => line && !line.startsWith('#')).map((line) => line.split(' '));
}

/** One line for each length of game: the positions made a second over all the games, and the depths. */
export function hardSpeed(api, games) {
  // Warm up: the first call builds the tables, and the engine compiles the hot code.
  api.fiveThink(games[0].slice(0, 20).join(' '), 1000);
  const lines = [];
  for (const moves of [10, 30, 60]) {
    let nodes = 0;
    let spent = 0;
    const depths = [];
    for (const game of games) {
      const start = performance.now();
      const thought = api.fiveThink(game.slice(0, moves).join(' '), 250);
      spent += performance.now() - start;
      nodes += thought.nodes;
      depths.push(thought.depth);
    }
    depths.sort((a, b) => a - b);
    lines.push(`Hard after ${moves} moves: ${(nodes / spent).toFixed(0)}K positions/s, `
      + `depth ${depths[0]}–${depths.at(-1)} (median ${depths[depths.length >> 1]})`);
  }
  return lines;
}
