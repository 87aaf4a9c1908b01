// End-to-end tests of the installable, offline site, served under a sub-path as on a host such as
// https://host/some/path/: its manifest is valid and its icons are what it says; after a first
// visit the page loads and plays with no server at all, five in a row and its Hard worker too;
// and a new deploy is offered once its worker is installed, then replaces the old cache as a whole.
// Run: `node --test tests/e2e/` (after `make build`).

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { ClassicPage } from './classic-page.mjs';
import { STARTUP_TIMEOUT_MS, useSite, waitFor } from './site.mjs';

const SITE_DIR = resolve(process.env.SITE_DIR ?? 'site');
const BASE = '/some/path';
// The wait for a service worker to fill its cache with the whole site, on a slow machine.
const PRECACHE_MS = 60_000;

/** The width and height of a PNG file, from its header. */
function pngSize(file) {
  const bytes = readFileSync(file);
  assert.equal(bytes.subarray(1, 4).toString(), 'PNG', `${file} is a PNG`);
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** The `const SITE = { version, files }` that `make build` stamped into sw.js. */
function stamp(dir) {
  const [first] = readFileSync(join(dir, 'sw.js'), 'utf8').split('\n');
  return JSON.parse(first.match(/^const SITE=(.*);$/)[1]);
}

describe('installable and offline, under a sub-path, in headless Chromium', { timeout: 600_000 }, () => {
  const site = useSite({ base: BASE });
  const page = new ClassicPage(site);
  const scratch = mkdtempSync(join(tmpdir(), 'e2e-offline-'));
  after(() => rmSync(scratch, { recursive: true, force: true }));

  /** The page's service worker: the script URL of the one that controls it, if any, and its state. */
  const worker = () => site.session.execute(`
    const worker = navigator.serviceWorker.controller;
    return worker && { script: worker.scriptURL, state: worker.state };`);

  /** Opens the page as a first visit and waits until its service worker has the site and controls it. */
  async function firstVisit() {
    await page.open();
    await waitFor('the service worker in control', worker, (w) => w?.state === 'activated', PRECACHE_MS);
  }

  /** The names of the origin's caches, as the page sees them. */
  const cacheNames = () => site.session.execute('return caches.keys();');

  it('links a valid manifest whose icons, start URL and scope are right', async () => {
    await firstVisit();
    const { session } = site;
    const linked = await session.execute(`return {
      manifest: document.querySelector('link[rel="manifest"]')?.href,
      themes: [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) => [meta.media, meta.content]),
    };`);
    assert.equal(linked.manifest, site.url('/manifest.webmanifest'), 'the page links the manifest beside it');
    assert.deepEqual(linked.themes.map(([media]) => media),
      ['(prefers-color-scheme: light)', '(prefers-color-scheme: dark)'], 'a theme colour for each scheme');
    for (const [, colour] of linked.themes) assert.match(colour, /^#[0-9a-f]{6}$/);

    // Chromium's own reading of the manifest: no errors, and nothing that stops installing.
    const { url, errors, data } = await session.cdp('Page.getAppManifest');
    assert.equal(url, linked.manifest);
    assert.deepEqual(errors, [], 'Chromium reads the manifest without errors');
    const { installabilityErrors } = await session.cdp('Page.getInstallabilityErrors');
    assert.deepEqual(installabilityErrors, [], 'Chromium can install the site');

    const manifest = JSON.parse(data);
    assert.deepEqual(manifest, JSON.parse(readFileSync(join(SITE_DIR, 'manifest.webmanifest'), 'utf8')));
    for (const key of ['name', 'short_name', 'description']) assert.ok(manifest[key]?.trim(), `a ${key}`);
    assert.ok(manifest.short_name.length <= 12, 'a short name that fits under an icon');
    assert.equal(manifest.display, 'standalone');
    for (const key of ['theme_color', 'background_color']) assert.match(manifest[key], /^#[0-9a-f]{6}$/);
    // Relative, so that they are the site's directory wherever it is hosted.
    const resolved = (key) => new URL(manifest[key], url).href;
    assert.equal(resolved('start_url'), site.url('/'));
    assert.equal(resolved('scope'), site.url('/'));

    const icons = manifest.icons.map((icon) => ({ ...icon, file: join(SITE_DIR, icon.src) }));
    for (const icon of icons) {
      assert.ok(new URL(icon.src, url).href.startsWith(site.url('/')), `${icon.src} is in the site`);
      if (icon.type === 'image/svg+xml') {
        assert.equal(icon.sizes, 'any');
        assert.match(readFileSync(icon.file, 'utf8'), /^<svg [^>]*viewBox="0 0 (\d+) \1"/, `${icon.src} is square`);
      } else {
        assert.equal(icon.type, 'image/png');
        assert.equal(pngSize(icon.file), icon.sizes, `${icon.src} is ${icon.sizes}`);
      }
    }
    const pngs = (purpose) => icons.filter((icon) => (icon.purpose ?? 'any') === purpose && icon.type === 'image/png');
    assert.deepEqual(pngs('any').map((icon) => icon.sizes), ['192x192', '512x512']);
    assert.deepEqual(pngs('maskable').map((icon) => icon.sizes), ['512x512']);

    // The service worker keeps every icon with the rest of the site.
    const { files } = stamp(SITE_DIR);
    for (const icon of icons) assert.ok(files.includes(icon.src), `${icon.src} is precached`);
    assert.ok(files.includes('manifest.webmanifest'), 'the manifest is precached');
  });

  it('after a first visit, loads and plays with no network: the classic game, five in a row and Hard', async () => {
    await firstVisit();
    assert.equal((await worker()).script, site.url('/sw.js'), 'the worker beside the page');
    await site.stopServer();
    try {
      // Nor any HTTP cache: whatever the page gets, its service worker gives.
      await site.session.cdp('Network.enable');
      await site.session.cdp('Network.setCacheDisabled', { cacheDisabled: true });
      await site.session.cdp('Network.emulateNetworkConditions',
        { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

      // A reload with no server: the page and its module come from the cache, and play to the end.
      await page.open({ keepStorage: true });
      await page.assertEnding(await page.playToEnd());

      // Five in a row's module, and Hard in its worker, whose replies the test counts.
      await site.session.execute(`
        const seen = window.e2eWorker = { answers: 0, errors: 0 };
        window.Worker = class extends Worker {
          constructor(...args) {
            super(...args);
            this.addEventListener('message', () => { seen.answers += 1; });
            this.addEventListener('error', () => { seen.errors += 1; });
          }
        };`);
      await site.session.click(await site.session.find('[data-mode="five"]'));
      const read = () => site.session.execute(`
        const board = document.getElementById('five-board');
        return board && { cells: board.querySelectorAll('[data-point]').length,
          stones: board.querySelectorAll('.stone.x, .stone.o').length, busy: board.getAttribute('aria-busy') === 'true' };`);
      await waitFor('five in a row, offline', read, (board) => board?.cells === 225, STARTUP_TIMEOUT_MS);
      await site.session.click(await site.session.find('#five-settings-open'));
      await site.session.click(await site.session.find('#five-opponent option[value="hard"]'));
      await site.session.click(await site.session.find('#five-settings-done'));
      await site.session.click(await site.session.find('[data-point="0,0"]'));
      await waitFor("Hard's reply", read, (board) => board.stones === 2 && !board.busy, STARTUP_TIMEOUT_MS);
      assert.deepEqual(await site.session.execute('return window.e2eWorker;'), { answers: 1, errors: 0 },
        'Hard answered from its worker, which loaded offline');
    } finally {
      await site.session.cdp('Network.setCacheDisabled', { cacheDisabled: false });
      await site.session.cdp('Network.emulateNetworkConditions',
        { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      await site.startServer();
    }
  });

  it('says that the next version is ready in the page\'s language', async () => {
    await page.open();
    await site.session.click(await site.session.find('#language option[value="ru"]'));
    await waitFor('the page in Russian', () => site.session.execute('return document.documentElement.lang;'),
      (lang) => lang === 'ru');
    const notice = await site.session.execute(`
      const { offer } = await import(new URL('update.js', location.href));
      await offer({ waiting: null });
      return document.getElementById('update').textContent;`);
    assert.equal(notice, 'Готова новая версия. Обновить');
  });

  it('offers the next version once it is installed, and then serves it alone', async () => {
    await firstVisit();
    const current = stamp(SITE_DIR);
    assert.deepEqual(await cacheNames(), [`inarow ${site.url('/')} ${current.version}`]);

    // The next deploy: one file changed, and sw.js stamped again as `make build` does.
    const next = join(scratch, 'next');
    cpSync(SITE_DIR, next, { recursive: true });
    appendFileSync(join(next, 'index.js'), '\n// the next version\n');
    const unstamped = readFileSync(join(next, 'sw.js'), 'utf8').split('\n').slice(1).join('\n');
    writeFileSync(join(next, 'sw.js'), unstamped);
    execFileSync(process.execPath, ['scripts/stamp-sw.mjs', next]);
    const { version } = stamp(next);
    assert.notEqual(version, current.version, 'a change to any file makes a new version');
    await site.stopServer();
    await site.startServer(next);

    try {
      // The next load finds the new worker; once it has the whole next version, the page says so.
      await page.open({ keepStorage: true });
      const notice = await waitFor('the update notice', () => site.session.execute(`
        const notice = document.getElementById('update');
        return notice && { text: notice.textContent, role: notice.getAttribute('role') };`),
      (seen) => seen !== null, PRECACHE_MS);
      assert.deepEqual(notice, { text: 'A new version is ready. Reload', role: 'status' });
      // Meanwhile the page's files still come from its own version, whole.
      const served = () => site.session.execute(
        'return fetch(new URL("index.js", location.href)).then((response) => response.text());');
      assert.doesNotMatch(await served(), /the next version/, 'the old version still serves its own files');

      await site.session.click(await site.session.find('#update button'));
      await waitFor('the next version in control, its page reloaded', () => site.session.execute(`
        return navigator.serviceWorker.controller?.state === 'activated' && !document.getElementById('update')
          && document.querySelectorAll('[data-cell]').length === 9;`), (done) => done, STARTUP_TIMEOUT_MS);
      assert.deepEqual(await cacheNames(), [`inarow ${site.url('/')} ${version}`], 'the old cache is gone');
      assert.match(await served(), /the next version/, 'the next version serves its files');
    } finally {
      await site.stopServer();
      await site.startServer(SITE_DIR);
    }
  });
});
