// End-to-end tests of what the page lets run: its content security policy (index.html's <meta>)
// holds through a whole tour (the classic game, five in a row against Hard in its worker, a
// language chosen, the minimax explorer) and refuses script the page did not ship; a language
// file whose every text is markup reaches the page as text, through the same tour; and an error
// that nothing else catches, or a service worker that cannot register, shows on the page.
// Run: `node --test tests/e2e/csp.test.mjs` (after `make build`).

import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { PAGE, STARTUP_TIMEOUT_MS, useSite, waitFor } from './site.mjs';

const SITE_DIR = resolve(process.env.SITE_DIR ?? 'site');
const BASE = '/csp';
/** What a hostile text carries: script, should it ever be read as markup. */
const MARKUP = '<img src=x onerror="window.e2ePwned=1">';
// The wait for one reply of Hard: its time, its worker's first load, and a slow machine.
const HARD_REPLY_MS = 30_000;

/**
 * `file`, a language file, with every text made markup, and still a valid file: the thousands
 * separator and the decimal point are MARKUP, and every other text, and each item of a list,
 * starts with it. The plural rule, the keys and the placeholders (`{n|form|form}`) stay.
 */
function hostile(file) {
  return file.split('\n').map((line) => {
    const match = line.match(/^([^#=][^=]*?)\s*=\s*(.*)$/);
    if (!match) return line;
    const [, key, text] = match;
    if (key === 'plural') return line;
    if (key === 'thousands' || key === 'decimal') return `${key} = ${MARKUP}`;
    // The list's items are separated by the | outside placeholders.
    const items = [''];
    let depth = 0;
    for (const char of text) {
      if (char === '{') depth += 1;
      if (char === '}') depth -= 1;
      if (char === '|' && depth === 0) items.push('');
      else items[items.length - 1] += char;
    }
    return `${key} = ${items.map((item) => `${MARKUP}${item.trim()}`).join(' | ')}`;
  }).join('\n');
}

/**
 * Watches the page from its first script on: the policy's violations, any <img> added to the
 * document, and whether a hostile text's script ran. Run by the browser before each page's own.
 */
const WATCH = `
  const seen = window.e2eSeen = { violations: [], images: 0 };
  document.addEventListener('securitypolicyviolation', (event) => {
    seen.violations.push(event.violatedDirective + ' ' + event.blockedURI + ' ' + event.sample);
  });
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.nodeType === 1 && (node.matches('img') || node.querySelector('img'))) seen.images += 1;
      }
    }
  }).observe(document, { childList: true, subtree: true });`;

describe('what the page lets run, in headless Chromium', { timeout: 600_000 }, () => {
  const site = useSite({ base: BASE });
  const scratch = mkdtempSync(join(tmpdir(), 'e2e-csp-'));
  before(() => site.session.cdp('Page.addScriptToEvaluateOnNewDocument', { source: WATCH }));
  after(() => rmSync(scratch, { recursive: true, force: true }));

  /** Serves `dir`, a copy of the site, from now on, with nothing of the last one in the browser. */
  async function serve(dir) {
    await site.stopServer();
    await site.startServer(dir);
    await site.session.cdp('Network.clearBrowserCache');
  }

  /** A copy of the built site in the scratch folder, as `name`, changed by `change(dir)`. */
  function copy(name, change) {
    const dir = join(scratch, name);
    cpSync(SITE_DIR, dir, { recursive: true });
    change(dir);
    return dir;
  }

  const run = (script) => site.session.execute(script);
  const seen = () => run('return { ...window.e2eSeen, pwned: window.e2ePwned ?? null };');

  /** The classic game: the person takes the centre, and the bot replies. */
  async function playClassic() {
    const cells = `return [...document.querySelectorAll('#classic [data-cell]')].map((cell) => cell.textContent.trim());`;
    const marks = `${cells.slice(0, -1)}.filter((mark) => mark).length;`;
    const before = await run(marks);
    const free = (await run(cells)).indexOf('');
    await site.session.click(await site.session.find(`#classic [data-cell="${free}"]`));
    await waitFor('the bot\'s reply', () => run(marks), (count) => count === before + 2);
  }

  /**
   * The tour: the classic game, `language` chosen, five in a row against Hard (in its worker,
   * its thinking shown), and the minimax explorer with its counts; what the explorer shows.
   */
  async function tour(language) {
    await site.openPage(PAGE);
    await waitFor('the classic board', () => run('return document.querySelectorAll(\'[data-cell]\').length;'),
      (cells) => cells === 9, STARTUP_TIMEOUT_MS);
    await playClassic();

    await site.session.click(await site.session.find(`#language option[value="${language}"]`));
    await waitFor(`the page in ${language}`, () => run('return document.documentElement.lang;'), (lang) => lang === language,
      STARTUP_TIMEOUT_MS);
    await playClassic();

    await site.session.click(await site.session.find('[data-mode="five"]'));
    const board = () => run(`
      const board = document.getElementById('five-board');
      return board && { cells: board.querySelectorAll('[data-point]').length,
        stones: board.querySelectorAll('.stone.x, .stone.o').length, busy: board.getAttribute('aria-busy') === 'true' };`);
    await waitFor('five in a row', board, (shown) => shown?.cells === 225, STARTUP_TIMEOUT_MS);
    await site.session.click(await site.session.find('#five-opponent option[value="hard"]'));
    await site.session.click(await site.session.find('#five-thinking-field'));
    await site.session.click(await site.session.find('[data-point="0,0"]'));
    await waitFor('Hard\'s reply', board, (shown) => shown.stones === 2 && !shown.busy, HARD_REPLY_MS);
    const workers = await run(`return performance.getEntriesByType('resource')
      .filter((entry) => /\\/(worker|pkg\\/engine)\\.js$/.test(entry.name)).length;`);
    assert.equal(workers, 2, 'Hard thought in worker.js, which loaded pkg/engine.js');

    await site.session.click(await site.session.find('[data-mode="classic"]'));
    await run('location.hash = "#explore=.........";');
    return waitFor('the explorer\'s counts', () => run(`
      const dialog = document.getElementById('explorer');
      const count = dialog?.open && dialog.querySelector('[data-count="minimax"]');
      return count && { name: count.querySelector('th').textContent, count: count.querySelector('td').textContent,
        moves: dialog.querySelectorAll('[role=tree] > [role=treeitem]').length };`),
    (shown) => shown?.moves === 9, STARTUP_TIMEOUT_MS);
  }

  it('holds its policy through a tour of the whole page, and refuses script it did not ship', async () => {
    const explorer = await tour('ru');
    const policy = await run(
      'return document.querySelector(\'meta[http-equiv="Content-Security-Policy"]\')?.content ?? null;');
    assert.match(policy ?? '', /script-src 'self' 'wasm-unsafe-eval';/);
    assert.equal(explorer.count, '549\u00a0946', 'the explorer in Russian');
    assert.deepEqual(await seen(), { violations: [], images: 0, pwned: null });
    // The service worker and the manifest came too.
    await waitFor('the service worker in control', () => run('return navigator.serviceWorker.controller?.state ?? null;'),
      (state) => state === 'activated', STARTUP_TIMEOUT_MS);
    const manifest = await site.session.cdp('Page.getAppManifest');
    assert.deepEqual(manifest.errors, []);
    assert.ok(manifest.data, 'the manifest loaded');

    // Script the page did not ship: inline, in an attribute, or from a string, is refused.
    await run(`
      document.body.append(Object.assign(document.createElement('script'), { textContent: 'window.e2ePwned = 1' }));
      const image = document.createElement('img');
      image.setAttribute('onerror', 'window.e2ePwned = 2');
      image.src = 'data:,';
      document.body.append(image);
      setTimeout('window.e2ePwned = 3');`);
    const refused = await waitFor('the policy\'s refusals', seen, (now) => now.violations.length === 3);
    assert.equal(refused.pwned, null);
    assert.deepEqual(refused.violations.map((violation) => violation.split(' ')[0]).sort(),
      ['script-src', 'script-src-attr', 'script-src-elem']);
    // The console has them too, and nothing else but the origin's /favicon.ico, which this
    // Chromium asks for once, whatever the page links (it does for the page without a policy).
    const errors = (await site.session.browserLog()).filter((entry) => entry.level === 'SEVERE'
      && !/\/favicon\.ico - Failed to load resource/.test(entry.message));
    assert.equal(errors.length, 3, JSON.stringify(errors));
    assert.ok(errors.every((entry) => /Content Security Policy/.test(entry.message)), JSON.stringify(errors));
    await run('document.querySelector(\'body > img\').remove();');
  });

  it('shows a language file\'s markup as text, and runs none of it', async () => {
    const dir = copy('hostile', (site) => {
      const file = join(site, 'lang', 'ru.txt');
      writeFileSync(file, hostile(readFileSync(file, 'utf8')));
    });
    await serve(dir);
    try {
      const explorer = await tour('ru');
      assert.equal(explorer.count, `549${MARKUP}946`, 'the separator, as text');
      assert.ok(explorer.name.startsWith(MARKUP), explorer.name);
      const title = await run('return document.querySelector(\'h1\').textContent;');
      assert.ok(title.startsWith(MARKUP), `the page's title, as text: ${title}`);
      assert.deepEqual(await seen(), { violations: [], images: 0, pwned: null });
      const fetched = await run(`return performance.getEntriesByType('resource')
        .map((entry) => entry.name).filter((name) => /\\/x$/.test(name));`);
      assert.deepEqual(fetched, [], 'no image asked for');
    } finally {
      await serve(SITE_DIR);
    }
  });

  it('shows an error that nothing else catches, in a note that a button dismisses', async () => {
    // Scripts of the site's own that throw and reject: the page sees their errors whole, as it would
    // its own (those of scripts run by the driver are muted, as a cross-origin script's are).
    await serve(copy('throws', (site) => {
      writeFileSync(join(site, 'throws.js'), `throw new Error('${MARKUP} thrown');\n`);
      writeFileSync(join(site, 'rejects.js'), 'Promise.reject(new Error(\'lost\'));\n');
    }));
    try {
      await site.openPage(PAGE);
      await waitFor('the classic board', () => run('return document.querySelectorAll(\'[data-cell]\').length;'),
        (cells) => cells === 9, STARTUP_TIMEOUT_MS);
      // install.js, which the page loads once it plays, listens for them: it adds the manifest too.
      await waitFor('install.js', () => run('return document.querySelector(\'link[rel=manifest]\') !== null;'),
        (loaded) => loaded, STARTUP_TIMEOUT_MS);
      const note = () => run('return document.getElementById(\'note\')?.textContent ?? null;');
      await run(`document.head.append(Object.assign(document.createElement('script'), { src: 'throws.js' }));`);
      assert.equal(await waitFor('the note', note, (text) => text !== null), `Something went wrong: ${MARKUP} thrown ×`);
      await run(`document.head.append(Object.assign(document.createElement('script'), { src: 'rejects.js' }));`);
      await waitFor('the next note, alone', note, (text) => text === 'Something went wrong: lost ×');
      assert.equal(await run('return document.querySelectorAll(\'#note\').length;'), 1);
      await site.session.click(await site.session.find('#note button'));
      assert.equal(await note(), null, 'dismissed');
      assert.deepEqual(await seen(), { violations: [], images: 0, pwned: null });
      const errors = (await site.session.browserLog()).filter((entry) => entry.level === 'SEVERE');
      assert.equal(errors.length, 2, `the console has them too: ${JSON.stringify(errors)}`);
    } finally {
      await serve(SITE_DIR);
    }
  });

  it('says that the site will not play offline when its service worker cannot register', async () => {
    await serve(copy('no-worker', (site) => rmSync(join(site, 'sw.js'))));
    try {
      await site.openPage(PAGE);
      const note = await waitFor('the note', () => run('return document.getElementById(\'note\')?.textContent ?? null;'),
        (text) => text !== null, STARTUP_TIMEOUT_MS);
      assert.match(note, /^This site will not play offline: .+ ×$/);
      const log = await site.session.browserLog();
      assert.ok(log.some((entry) => entry.level === 'WARNING' && entry.message.includes('sw.js did not register')),
        JSON.stringify(log));
      assert.ok(log.filter((entry) => entry.level === 'SEVERE')
        .every((entry) => /sw\.js|when fetching the script/.test(entry.message)), JSON.stringify(log));
      // The page plays all the same.
      await playClassic();
    } finally {
      await serve(SITE_DIR);
    }
  });
});
