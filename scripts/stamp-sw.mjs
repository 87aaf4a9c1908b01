// Stamps the built site's service worker: puts before SITE/sw.js the line
// `const SITE = { version, files }`, the files being every file of the site the page may fetch
// (all but sw.js and the modules' TypeScript declarations), relative to sw.js, and the version a
// hash of their paths and contents. Any change to any of them makes a new version, whose cache
// replaces the old one as a whole (see www/sw.js).
// Run: `node scripts/stamp-sw.mjs SITE` (`make build` does, last).

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [site] = process.argv.slice(2);
if (!site) throw new Error('usage: node scripts/stamp-sw.mjs SITE');

const WORKER = 'sw.js';
const files = readdirSync(site, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => join(entry.parentPath, entry.name).slice(site.length).replace(/^\/+/, ''))
  .filter((file) => file !== WORKER && !file.endsWith('.d.ts'))
  .sort();
const hash = createHash('sha256');
for (const file of files) hash.update(`${file}\0`).update(readFileSync(join(site, file))).update('\0');
const version = hash.digest('hex').slice(0, 16);

const worker = join(site, WORKER);
const stamp = `const SITE=${JSON.stringify({ version, files })};\n`;
writeFileSync(worker, stamp + readFileSync(worker, 'utf8'));
console.log(`${worker}: version ${version}, ${files.length} files`);
