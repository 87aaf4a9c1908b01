// Fuzz of the JS API (pkg/engine.js, as built for the site) with hostile values and sizes: every
// call either answers or throws an `Error` with a message, never traps the module (a
// `WebAssembly.RuntimeError`), and the module still answers correctly after each one. Seeded, so
// a failure replays. Runs in Node: no browser needed.
// Run: `node --test tests/e2e/` (after `make build`).

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';

const PKG = resolve(process.env.SITE_DIR ?? 'site', 'pkg');
const CALLS = 12_000;

/** A seeded generator (mulberry32): numbers in [0, 1). */
function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

describe('the JS API under fuzzing', { timeout: 600_000 }, () => {
  it(`answers or throws an Error on ${CALLS} hostile calls, and is never poisoned`, async () => {
    const api = await import(pathToFileURL(join(PKG, 'engine.js')));
    api.initSync({ module: readFileSync(join(PKG, 'engine_bg.wasm')) });
    api.setSeed(7);
    const random = generator(2026);
    const below = (n) => Math.floor(random() * n);
    const pick = (list) => list[below(list.length)];
    const integer = () => pick([0, 1, -1, 7, -7, 24, 49, 50, -50, 9999, 10000, 10001, -10001, 2 ** 31, below(30) - 15]);
    const token = () => pick([
      () => `${integer()},${integer()}`,
      () => `${below(21) - 10},${below(21) - 10}`,
      () => `+${below(9)},${below(9)}`,
      () => `${below(9)},${below(9)},${below(9)}`,
      () => '\u202E1,1',
      () => 'x'.repeat(below(5000)),
      () => `${'9'.repeat(below(40))},0`,
    ])();
    const moves = () => pick([
      () => Array.from({ length: below(40) }, token).join(' '),
      () => Array.from({ length: below(1200) }, () => `${below(41) - 20},${below(41) - 20}`).join(' '),
      () => Array.from({ length: 100_000 }, (_, i) => `${i % 300},${Math.floor(i / 300)}`).join(' '),
      () => ' \t\n',
      () => pick([undefined, null, 42, NaN, {}, [], true, () => 0, Symbol.iterator]),
    ])();
    const rules = () => pick([undefined, null, 'freestyle', 'renju', 'standard', 'gomoku', '', 7,
      { rule: 'renju', size: 15 }, { size: 19 }, { size: 16 }, { size: 1e300 }, { rule: {} }, [], 'x'.repeat(100_000)]);
    const budget = () => pick([1, 2, 0, -1, 1.5, NaN, Infinity, 2 ** 53, '250', null]);
    const board = () => pick(['', '.........', 'X........', 'XOXOXOXOX', 'XXX......', 'XO', 'x'.repeat(1 << 16),
      ' '.repeat(9), 'XXXXOOOO.', '\u202E........', undefined, 3]);
    const calls = [
      () => api.fiveOutcome(moves(), rules()),
      () => api.fiveForbidden(moves(), rules()),
      () => api.fiveWeights(moves(), rules()),
      () => api.fiveMove(moves(), pick(['normal', 'hard', 'Hard', '', null, 9]), pick([1, 2, undefined, -5, NaN]), rules()),
      () => api.fiveThink(moves(), pick([1, 2, 0, NaN, 1e12]), rules()),
      () => api.respond(pick([`${below(99)} ${pick([1, 2, 0, -1, 99999999999])} ${pick(['freestyle', 'renju,15', 'x'])} ${moves()}`,
        moves(), '', ' '.repeat(3), 5])),
      () => api.outcome(board()),
      () => api.bestMove(board()),
      () => api.moveScores(board()),
      () => api.minimaxChildren(board()),
      () => api.searchCounts(board()),
      () => api.ruleMove(board(), pick(['easy', 'medium', 'hard', 'expert', undefined])),
      () => api.setSeed(pick([0, 1, -1, 2 ** 53, 2 ** 54, 0.5, NaN, '3'])),
      () => api.fiveMove(moves(), 'hard', budget(), rules()),
      () => api.fiveAnalyse(moves(), pick([1, 2, 0, NaN, 1e12]), pick([1, 3, 5, 0, 6, 2.5, '3', null, undefined]), rules()),
      () => api.fiveReview(moves(), pick([100, 99, 0, -1, 2.5, NaN, 1e12, '100', null]), rules()),
      // The analysis board's study: a position set up freely, its stones in two lists.
      () => api.respond(`${below(99)} ${pick([1, 2, 0])} ${pick(['freestyle', 'renju,15', 'x'])} `
        + `${pick(['3:x', '1:o', '9:x', '3:z', ':'])} ${String(moves()).replaceAll(' ', ';')} ${pick(['-', '0,0', '1;1', ''])}`),
    ];
    let answered = 0;
    let thrown = 0;
    for (let call = 0; call < CALLS; call += 1) {
      const which = below(calls.length);
      try {
        calls[which]();
        answered += 1;
      } catch (error) {
        assert.ok(!(error instanceof WebAssembly.RuntimeError), `call ${call} (kind ${which}) trapped the module: ${error}`);
        assert.ok(error instanceof Error && error.message.length > 0, `call ${call} (kind ${which}) threw ${error}`);
        thrown += 1;
      }
      // Still answering, and answering right.
      assert.equal(api.fiveOutcome('0,0 5,5 1,0 5,6 2,0 5,7 3,0 5,8 4,0').winner, 'X', `after call ${call} (kind ${which})`);
    }
    console.log(`# ${CALLS} calls: ${answered} answered, ${thrown} threw an Error, 0 traps, 0 poisoned`);
  });
});
