// Draws the app's PNG icons from www/icon.svg in headless Chromium, into www/: the icon at 192
// and 512 pixels on a transparent ground, and a maskable one at 512, the whole square filled with
// the icon's ground and the icon within the central 80 % circle that every mask keeps. The PNGs
// are committed, so that building the site needs no browser; run this again after changing the SVG.
// Run: `node scripts/icons.mjs` (CHROME, default /usr/bin/chromium).

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const CHROME = process.env.CHROME ?? '/usr/bin/chromium';
const SVG = resolve('www/icon.svg');
/** The maskable icon's ground: the SVG's tile colour. */
const GROUND = '#1e293b';
// The icon's rounded square in the safe circle (radius 40 % of the size): its corners, at 72 %,
// lie 0.72 × √2 / 2 ≈ 0.51 of the size from the centre, and are cut round, so they stay inside.
const MASKABLE_SCALE = 0.72;
const ICONS = [
  { file: 'www/icon-192.png', size: 192, scale: 1, ground: 'transparent' },
  { file: 'www/icon-512.png', size: 512, scale: 1, ground: 'transparent' },
  { file: 'www/icon-maskable-512.png', size: 512, scale: MASKABLE_SCALE, ground: GROUND },
];

const scratch = mkdtempSync(join(tmpdir(), 'icons-'));
try {
  for (const { file, size, scale, ground } of ICONS) {
    const side = Math.round(size * scale);
    const page = join(scratch, 'icon.html');
    writeFileSync(page, `<body style="margin:0;height:100vh;display:grid;place-items:center;background:${ground}">`
      + `<img src="file://${SVG}" style="width:${side}px;height:${side}px"></body>`);
    execFileSync(CHROME, ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--hide-scrollbars',
      `--user-data-dir=${join(scratch, 'profile')}`, `--window-size=${size},${size}`,
      '--default-background-color=00000000', `--screenshot=${resolve(file)}`, `file://${page}`],
    { stdio: 'ignore' });
    console.log(`${file}: ${size} × ${size}`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
