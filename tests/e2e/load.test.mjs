// End-to-end test of what the site loads: the first load, everything fetched before the page
// plays, carries only the page's frame and the classic game, within its budget (the manifest and
// its icon, for installing the site, come after); five in a row's module loads when its tab is
// first opened, and a failure to load it leaves the classic game playable; the Hard bot's worker
// loads the engine module, which holds no DOM code, and where the browser cannot compile that
// module, Hard thinks on the page.
// Run: `node --test tests/e2e/` (after `make build`).

import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { STARTUP_TIMEOUT_MS, useSite, waitFor } from './site.mjs';

const SITE_DIR = resolve(process.env.SITE_DIR ?? 'site');
/** Everything the browser fetches before the classic board is playable, gzipped, at most. */
const FIRST_LOAD_BUDGET = 45_000;
describe('what the site loads, in headless Chromium', { timeout: 600_000 }, () => {
  const site = useSite();

  /**
   * The site's files the page has fetched so far, as paths from the site's root; with `before`,
   * those asked for before the mark of that name, or after it with `after`.
   */
  const fetched = ({ before, after } = {}) => site.session.execute(`
    const root = location.origin + '/';
    const mark = (name) => performance.getEntriesByName(name, 'mark')[0]?.startTime;
    const [before, after] = [mark(arguments[0]), mark(arguments[1])];
    return [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
      .filter((entry) => !(entry.startTime >= before) && !(entry.startTime < after))
      .map((entry) => entry.name.split(/[?#]/)[0])
      .filter((name) => name.startsWith(root))
      .map((name) => name.slice(root.length) || 'index.html');`, [before, after]);

  /** Waits until a person can play the classic board: its cells take clicks. */
  const playable = () => waitFor('a playable classic board',
    () => site.session.execute(
      `return document.querySelectorAll('[data-cell][aria-disabled="false"]').length;`),
    (cells) => cells === 9, STARTUP_TIMEOUT_MS);

  it('first loads the frame and the classic game alone, within its budget', async (t) => {
    await site.openPage();
    await playable();
    const files = await fetched({ before: 'playable' });
    const sizes = files.map((file) => [file, gzipSync(readFileSync(join(SITE_DIR, file)), { level: 9 }).length]);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    t.diagnostic(`first load: ${total} bytes gzipped: ${sizes.map(([file, size]) => `${file} ${size}`).join(', ')}`);
    assert.ok(total <= FIRST_LOAD_BUDGET, `${total} bytes gzipped, over ${FIRST_LOAD_BUDGET}`);
    // The manifest, for installing the site, once the page plays.
    await waitFor('the manifest, fetched after the page plays', () => fetched({ after: 'playable' }),
      (later) => later.includes('manifest.webmanifest'));
    for (const file of files) {
      assert.doesNotMatch(file, /five|engine|worker/, `${file} waits until five in a row is opened`);
    }
  });

  it('paints its largest text before the wasm runs, and not again once it has', async () => {
    await site.openPage();
    await playable();
    // Each time a paint is larger than all before, Chromium records it; the last one is the
    // largest contentful paint. Text made again by the wasm would be recorded again, as late.
    const paints = await site.session.execute(`
      return new Promise((done) => new PerformanceObserver((list) => done(list.getEntries().map(
        (entry) => ({ element: entry.element?.outerHTML.slice(0, 40),
          static: [...document.querySelectorAll('#app > h1, #app > .lede')].includes(entry.element) })))).observe(
        { type: 'largest-contentful-paint', buffered: true }));`);
    assert.ok(paints.length > 0, 'a largest contentful paint');
    const largest = paints.at(-1);
    assert.ok(largest.static, `the largest paint is the static page's heading or tagline: ${JSON.stringify(paints)}`);
    const elements = paints.map((paint) => paint.element);
    assert.equal(new Set(elements).size, elements.length, `each element painted once: ${JSON.stringify(paints)}`);
  });

  it('keeps the heading and the tagline where the static page painted them', async () => {
    // A desktop whose screen the static page fits but the playing page does not: the scroll
    // bar that comes with the wasm's controls must move nothing.
    await site.session.cdp('Emulation.setDeviceMetricsOverride', { width: 1280, height: 720, deviceScaleFactor: 1, mobile: false });
    const places = `return ['main', '#app > h1', '#app > .lede'].map((css) => {
      const { left, top } = document.querySelector(css).getBoundingClientRect();
      return { css, left, top };
    });`;
    try {
      await site.session.cdp('Emulation.setScriptExecutionDisabled', { value: true });
      await site.openPage();
      const painted = await site.session.execute(places);
      await site.session.cdp('Emulation.setScriptExecutionDisabled', { value: false });
      await site.openPage();
      await playable();
      assert.deepEqual(await site.session.execute(places), painted);
    } finally {
      await site.session.cdp('Emulation.setScriptExecutionDisabled', { value: false });
      await site.session.cdp('Emulation.clearDeviceMetricsOverride');
    }
  });

  it('loads five in a row when its tab is first opened, saying so meanwhile', async () => {
    await site.openPage();
    await playable();
    // The click's handler writes the loading state before the module can arrive.
    const status = await site.session.execute(`
      document.querySelector('[data-mode="five"]').click();
      return document.querySelector('#five .loading')?.textContent;`);
    assert.equal(status, 'Loading five in a row…');
    await waitFor('the five-in-a-row board', () => site.session.execute(
      `return document.querySelectorAll('#five-board [data-point]').length;`), (cells) => cells === 225,
    STARTUP_TIMEOUT_MS);
    const classicShown = await site.session.execute(
      `return document.getElementById('classic').getClientRects().length > 0;`);
    assert.equal(classicShown, false, 'the classic game is hidden while five in a row is shown');
    const files = await fetched();
    assert.ok(files.includes('pkg/five.js') && files.includes('pkg/five_bg.wasm'), `${files}`);
    assert.ok(!files.some((file) => /engine|worker/.test(file)), `no bot needs its worker yet: ${files}`);

    // A reload goes straight back to five in a row.
    await site.openPage(undefined, { keepStorage: true });
    await waitFor('five in a row, reopened', () => site.session.execute(
      `return document.querySelectorAll('#five-board [data-point]').length;`), (cells) => cells === 225,
    STARTUP_TIMEOUT_MS);
  });

  it('says why five in a row could not load, and the classic game still plays', async () => {
    await site.session.cdp('Network.enable');
    await site.session.cdp('Network.setBlockedURLs', { urls: ['*five_bg.wasm'] });
    try {
      await site.openPage();
      await playable();
      await site.session.click(await site.session.find('[data-mode="five"]'));
      const status = await waitFor('the reason it failed', () => site.session.execute(
        `return document.getElementById('five').textContent;`),
      (text) => text?.startsWith('Five in a row could not load: '), STARTUP_TIMEOUT_MS);
      assert.ok(status.length > 'Five in a row could not load: '.length, status);
      const errors = (await site.session.browserLog()).filter((entry) => entry.level === 'SEVERE');
      assert.ok(errors.every((entry) => entry.message.includes('five_bg.wasm')),
        `only the blocked module failed: ${JSON.stringify(errors)}`);

      await site.session.click(await site.session.find('[data-mode="classic"]'));
      await site.session.click(await site.session.find('[data-cell="4"]'));
      await waitFor('X in the centre and the bot\'s reply', () => site.session.execute(
        `return [...document.querySelectorAll('[data-cell]')].filter((cell) => cell.textContent).length;`),
      (marks) => marks === 2);
    } finally {
      await site.session.cdp('Network.setBlockedURLs', { urls: [] });
    }
  });

  it('gives the Hard bot\'s worker the engine module, which has no DOM code', () => {
    const worker = readFileSync(join(SITE_DIR, 'worker.js'), 'utf8');
    // The built worker is minified: `from"./pkg/engine.js"`.
    const imports = [...worker.matchAll(/from\s*["']([^"']+)["']/g)].map(([, path]) => path);
    assert.deepEqual(imports, ['./pkg/engine.js']);
    const glue = readFileSync(join(SITE_DIR, 'pkg/engine.js'), 'utf8');
    for (const dom of ['document', 'createElement', 'addEventListener', 'querySelector', 'HTMLElement']) {
      assert.ok(!glue.includes(dom), `engine.js calls ${dom}`);
    }
  });
});

describe('Hard where the browser cannot compile the engine module', { timeout: 600_000 }, () => {
  // The engine module uses WebAssembly's SIMD, which some older browsers lack: there its worker
  // fails to start. A copy of the site whose engine module no browser compiles stands for them.
  const site = useSite({ base: '/nosimd' });
  const copy = mkdtempSync(join(tmpdir(), 'e2e-nosimd-'));
  before(async () => {
    cpSync(SITE_DIR, copy, { recursive: true });
    writeFileSync(join(copy, 'pkg/engine_bg.wasm'), Buffer.from('\0asm\x01\0\0\0not a module', 'latin1'));
    await site.stopServer();
    await site.startServer(copy);
  });
  after(() => rmSync(copy, { recursive: true, force: true }));

  it('thinks on the page\'s thread with five in a row\'s module, and replies', async () => {
    await site.openPage();
    await waitFor('the mode tabs', () => site.session.findAll('[data-mode="five"]'), (tabs) => tabs.length === 1,
      STARTUP_TIMEOUT_MS);
    await site.session.click(await site.session.find('[data-mode="five"]'));
    await waitFor('the board', () => site.session.findAll('#five-board [data-point]'), (cells) => cells.length > 0,
      STARTUP_TIMEOUT_MS);
    await site.session.click(await site.session.find('#five-settings-open'));
    await site.session.click(await site.session.find('#five-opponent option[value="hard"]'));
    await site.session.click(await site.session.find('#five-settings-done'));
    await site.session.click(await site.session.find('#five-board [data-point="0,0"]'));
    const stones = () => site.session.execute(`const board = document.getElementById('five-board');
      return board.getAttribute('aria-busy') === 'true' ? null : board.querySelectorAll('.stone.x, .stone.o').length;`);
    // No worker can answer: the reply is the page's own.
    await waitFor('Hard\'s reply', stones, (count) => count === 2, STARTUP_TIMEOUT_MS);
    const workers = await site.session.execute(
      `return performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('/worker.js')).length;`);
    assert.equal(workers, 1, 'the page started the worker first');
  });
});
