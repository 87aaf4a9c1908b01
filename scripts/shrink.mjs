// Shrinks a wasm module and its JS glue for the site: wasm-opt -Oz until it gains no more, knowing
// that the low 1 KiB of memory is unused; the target-features section (which browsers do not read)
// dropped; and every import, export and module name shortened in both. wasm-bindgen names imports
// after the function and a hash (`__wbg_addEventListener_847fd86b8c33ec43`); those names, in the
// .wasm and again in the glue, compress badly and weigh kilobytes of the first load.
// Usage: node scripts/shrink.mjs <wasm-opt> <pkg directory> <module name> [wasm-opt feature flags]

import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [wasmOpt, pkg, name, ...features] = process.argv.slice(2);
const wasmFile = join(pkg, `${name}_bg.wasm`);
const glueFile = join(pkg, `${name}.js`);

const wasmOptOn = (...passes) => execFileSync(wasmOpt, [...passes, ...features, wasmFile, '-o', wasmFile],
  { encoding: 'utf8' });
// rustc links the stack first: it grows down from 1 MiB to 0, and the data and the heap lie above it,
// so the low 1 KiB of memory is touched only by a stack that has already overflowed. Telling
// wasm-opt so (--low-memory-unused) lets it fold constant offsets into loads and stores.
wasmOptOn('--low-memory-unused', '-Oz', '--converge', '--strip-target-features');
// Renaming is one pass of its own, which prints how it renamed:
// {"imports": [[module, old, new], ...], "exports": [[old, new], ...]}.
const printed = wasmOptOn('--minify-imports-and-exports-and-modules');
const renamed = JSON.parse(printed.slice(printed.indexOf('{')));

// The new module name, which the map does not give: every import now comes from it.
const imports = WebAssembly.Module.imports(new WebAssembly.Module(readFileSync(wasmFile)));
const modules = new Set(imports.map((entry) => entry.module));
if (modules.size !== 1) throw new Error(`${wasmFile}: imports from ${[...modules]}, not one module`);
const [module] = modules;

let glue = readFileSync(glueFile, 'utf8');
/** Replaces `from` by `to` in the glue, exactly `times` times (any number when undefined). */
const replace = (from, to, times) => {
  const parts = glue.split(from);
  if (times !== undefined && parts.length - 1 !== times) {
    throw new Error(`${glueFile}: ${JSON.stringify(from)} stands ${parts.length - 1} times, not ${times}`);
  }
  glue = parts.join(to);
};
replace(`"./${name}_bg.js":`, `${JSON.stringify(module)}:`, 1);
for (const [, from, to] of renamed.imports) {
  if (!imports.some((entry) => entry.name === to)) throw new Error(`${wasmFile}: no import ${to}`);
  replace(`${from}:`, `${JSON.stringify(to)}:`, 1);
}
for (const [from, to] of renamed.exports) {
  // As a property of `wasm`, whole: `wasm.start` is not `wasm.start2`.
  glue = glue.replace(new RegExp(`\\bwasm\\.${from}\\b`, 'g'), `wasm[${JSON.stringify(to)}]`);
}
writeFileSync(glueFile, glue);
