// Hard's speed in the browser, as the site runs it: headless Chromium opens the built site, and a
// module worker loads pkg/engine.js as worker.js does and runs benches/hard-speed.mjs, the same
// searches as benches/wasm.mjs in Node and benches/search.rs natively. Run with `make bench` (it
// builds site/ first), or `node benches/worker.mjs` after `make build`. Prints figures, asserts
// nothing.
import { readFileSync } from 'node:fs';

import { STARTUP_TIMEOUT_MS, startSite, waitFor } from '../tests/e2e/site.mjs';
import { hardGames, hardSpeed } from './hard-speed.mjs';

// The searches take 25 s at most (three lengths of game, eight games, 250 ms each, and a warm-up).
const RUN_TIMEOUT_MS = 120_000;

const games = hardGames(readFileSync(new URL('five_games.txt', import.meta.url), 'utf8'));
// The worker's script: the engine module from the site, then the searches, their lines sent back.
const script = `
${hardSpeed.toString()}
self.onmessage = async ({ data: games }) => {
  const api = await import(new URL('pkg/engine.js', self.location.origin + '/'));
  await api.default();
  self.postMessage(hardSpeed(api, games));
};`;

const site = await startSite();
try {
  const { session } = site;
  // A file of the site that runs nothing: the worker has the page to itself.
  await site.openPage('/favicon.svg');
  const version = await session.execute('return navigator.userAgent.match(/Chrome\\/[\\d.]+/)[0];');
  await session.execute(`
    window.benchLines = null;
    const url = URL.createObjectURL(new Blob([arguments[0]], { type: 'text/javascript' }));
    const worker = new Worker(url, { type: 'module' });
    worker.onmessage = ({ data }) => { window.benchLines = data; };
    worker.onerror = (event) => { window.benchLines = ['the worker failed: ' + event.message]; };
    worker.postMessage(arguments[1]);`, [script, games]);
  const lines = await waitFor('the worker\'s searches', () => session.execute('return window.benchLines;'),
    (found) => found !== null, STARTUP_TIMEOUT_MS + RUN_TIMEOUT_MS);
  for (const line of lines) console.log(`wasm in ${version}'s worker: ${line}`);
} finally {
  await site.stop();
}
