// What the five-in-a-row e2e tests share: how the person picks a move against a bot.

/**
 * The first of `free` cells ("x,y") farthest from every `stones` cell, by king's moves: played
 * every turn, it lets the bot make its five unopposed within a few moves, whatever it plays.
 */
export function farthest(free, stones) {
  const point = (text) => text.split(',').map(Number);
  const distance = (cell) => Math.min(Infinity, ...stones.map((stone) => {
    const [[x, y], [sx, sy]] = [point(cell), point(stone)];
    return Math.max(Math.abs(x - sx), Math.abs(y - sy));
  }));
  return free.reduce((best, cell) => (distance(cell) > distance(best) ? cell : best));
}
