// The Hard bot's worker speaks as its documentation says: the request that `respond`'s doc in the
// built pkg/engine.d.ts shows (src/api/worker.rs) gets a move, in the reply's documented form,
// and the request's form is the one the worker names when it refuses one. Runs the built engine
// module in Node, with no browser. Run: `node --test tests/e2e/worker.test.mjs` (after `make build`).

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, it } from 'node:test';

const PKG = join(resolve(process.env.SITE_DIR ?? 'site'), 'pkg');

describe('the Hard bot\'s worker, as its documentation says', () => {
  it('answers the request its doc shows, and names that form when it refuses one', async () => {
    const types = readFileSync(join(PKG, 'engine.d.ts'), 'utf8');
    const doc = types.match(/\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export function respond\(/)?.[1];
    assert.ok(doc, 'engine.d.ts documents respond');
    const text = doc.replace(/\n\s*\* ?/g, ' ');
    const [form, example] = [...text.matchAll(/`"([^"`]+)"`/g)].map(([, quoted]) => quoted);

    const engine = await import(pathToFileURL(join(PKG, 'engine.js')));
    engine.initSync({ module: readFileSync(join(PKG, 'engine_bg.wasm')) });
    assert.equal(engine.respond('7'), `7 ! the request is not "${form}"`, 'the doc\'s form is the worker\'s');

    const reply = engine.respond(example);
    const id = example.split(' ')[0];
    assert.match(reply, new RegExp(`^${id} -?\\d+,-?\\d+ -?\\d+ \\d+ \\d+ (vcf|vct|search|-) (book|search) \\S+ \\S+$`),
      `the doc's example, ${example}, gets a move: ${reply}`);
  });
});
