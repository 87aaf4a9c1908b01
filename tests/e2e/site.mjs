// Shared e2e harness: serves the built site (site/) with python3's http.server and drives headless
// Chromium through chromedriver, so that each test file only says what a person does on the page.
// A test file calls `useSite()` inside its `describe`; see play.test.mjs. `useSite({ base })`
// serves the site under the sub-path `base` (such as '/some/path') instead of at the root.
// Env: SITE_DIR (default "site"), CHROMEDRIVER (default /usr/bin/chromedriver), CHROME (default /usr/bin/chromium).

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, afterEach, before } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { Session } from './webdriver.mjs';

const SITE_DIR = resolve(process.env.SITE_DIR ?? 'site');
const CHROMEDRIVER = process.env.CHROMEDRIVER ?? '/usr/bin/chromedriver';
const CHROME = process.env.CHROME ?? '/usr/bin/chromium';
// Headless Chromium in this sandboxed, offline environment needs all of these.
const CHROME_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

// The bounds on waiting only end a broken run: each is far beyond what a machine ten times slower
// than ours takes (a page loads in well under a second here; the classic bots reply at once).
export const STARTUP_TIMEOUT_MS = 60_000; // server/driver boot, and page + wasm load
export const SETTLE_TIMEOUT_MS = 20_000; // the bots reply synchronously; this only absorbs DOM/driver lag
// How long "nothing happened" is observed after an ignored input: a slow machine can only make
// such a check pass where it should fail, never fail where it should pass.
export const QUIET_PERIOD_MS = 250;
/** The page as tests open it: its bots' choices among equal moves repeat from this seed. */
export const PAGE = '/?seed=2024';
const POLL_MS = 50;

// --- processes ---------------------------------------------------------------

/** Asks the OS for a currently free localhost port. */
function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/** Spawns a helper process, keeping the tail of its output for startup error messages. */
function startProcess(command, args) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.outputTail = '';
  const keepTail = (chunk) => { child.outputTail = (child.outputTail + chunk).slice(-2000); };
  child.stdout.on('data', keepTail);
  child.stderr.on('data', keepTail);
  child.on('error', (err) => { child.spawnError = err; });
  return child;
}

async function waitUntilReady(name, url, child) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.spawnError) throw new Error(`${name} could not be started: ${child.spawnError.message}`);
    if (child.exitCode !== null) {
      throw new Error(`${name} exited with code ${child.exitCode}:\n${child.outputTail}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${name} did not answer at ${url} within ${STARTUP_TIMEOUT_MS} ms:\n${child.outputTail}`);
}

async function stopProcess(child) {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill();
  const stubborn = await Promise.race([exited.then(() => false), sleep(3000).then(() => true)]);
  if (stubborn) child.kill('SIGKILL');
}

// --- waiting -----------------------------------------------------------------

/** Re-reads with `read` until `isDone(state)`; on timeout fails showing the last state seen. */
export async function waitFor(what, read, isDone, timeoutMs = SETTLE_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await read();
    if (isDone(state)) return state;
    if (Date.now() >= deadline) {
      assert.fail(`timed out after ${timeoutMs} ms waiting for ${what}; last seen: ${JSON.stringify(state)}`);
    }
    await sleep(POLL_MS);
  }
}

/** Lets QUIET_PERIOD_MS pass, for checks that an input changed nothing (there is no event to wait for). */
export const quietPeriod = () => sleep(QUIET_PERIOD_MS);

// --- the site and its browser ------------------------------------------------

/** The served site and one Chromium session, shared by the tests of one file. */
class Site {
  session;
  #origin;
  #port;
  #server;
  #driver;
  #userDataDir;
  /** The path the site is served under: '' for the root, else such as '/some/path'. */
  #base;
  /** Under a sub-path, the directory the server serves, which holds the site at `#base`. */
  #root;

  constructor({ base = '' } = {}) {
    this.#base = base;
  }

  /** Absolute URL of `path` on the site (`path` from the site's root, which may be a sub-path). */
  url(path = '/') {
    return this.#origin + this.#base + path;
  }

  /**
   * Loads `path` as on a first visit: the site's localStorage, service workers and caches are
   * cleared first, unless `keepStorage` (a reload that must see what an earlier visit left).
   */
  async openPage(path = PAGE, { keepStorage = false } = {}) {
    if (!keepStorage) {
      // Cleared from outside the site (through DevTools, from a blank tab), so no page of the
      // site runs meanwhile: clearing it from script would mean loading a page of the site first.
      await this.session.navigate('about:blank');
      await this.session.cdp('Storage.clearDataForOrigin',
        { origin: this.#origin, storageTypes: 'local_storage,service_workers,cache_storage' });
      // The tab's session storage outlives navigation and DevTools does not clear it: a file of
      // the site that runs nothing gives a document of its origin to clear it from.
      await this.session.navigate(this.url('/favicon.svg'));
      await this.session.execute('sessionStorage.clear();');
    }
    await this.session.navigate(this.url(path));
  }

  /** Stops answering: from now on the site's server is down, as when the network is. */
  async stopServer() {
    await stopProcess(this.#server);
  }

  /**
   * Serves the site again, at the same address; under a sub-path, from `dir` if given (another
   * build of the site, such as its next version).
   */
  async startServer(dir) {
    if (dir) this.#mount(dir);
    this.#server = startProcess('python3', ['-m', 'http.server', String(this.#port), '--bind', '127.0.0.1',
      '--directory', this.#root ?? SITE_DIR]);
    await waitUntilReady('python3 -m http.server', this.url(), this.#server);
  }

  /** Makes `dir` the site under the sub-path: a symbolic link at `#base` in the served root. */
  #mount(dir) {
    const link = join(this.#root, this.#base);
    rmSync(link, { force: true });
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(resolve(dir), link);
  }

  /** Console errors, uncaught exceptions and unhandled rejections since the last check. */
  async assertNoConsoleErrors() {
    // The browser asks for /favicon.ico on a page that names no icon, such as the file that
    // `openPage` clears session storage from; the site's own pages name theirs.
    const errors = (await this.session.browserLog())
      .filter((entry) => entry.level === 'SEVERE' && !/\/favicon\.ico - /.test(entry.message))
      .map((entry) => entry.message);
    assert.deepEqual(errors, [], 'no console errors or uncaught exceptions');
  }

  async start() {
    const wasm = join(SITE_DIR, 'pkg', 'inarow_bg.wasm');
    assert.ok(existsSync(wasm), `${wasm} not found - build first: make build`);

    const [webPort, driverPort] = await Promise.all([freePort(), freePort()]);
    this.#port = webPort;
    this.#origin = `http://127.0.0.1:${webPort}`;
    const driverUrl = `http://127.0.0.1:${driverPort}`;
    if (this.#base) {
      this.#root = mkdtempSync(join(tmpdir(), 'e2e-root-'));
      this.#mount(SITE_DIR);
    }
    this.#driver = startProcess(CHROMEDRIVER, [`--port=${driverPort}`]);
    await Promise.all([
      this.startServer(),
      waitUntilReady(`chromedriver (${CHROMEDRIVER})`, `${driverUrl}/status`, this.#driver),
    ]);

    this.#userDataDir = mkdtempSync(join(tmpdir(), 'e2e-chromium-'));
    this.session = await Session.create(driverUrl, {
      browserName: 'chrome',
      'goog:chromeOptions': { binary: CHROME, args: [...CHROME_ARGS, `--user-data-dir=${this.#userDataDir}`] },
      'goog:loggingPrefs': { browser: 'ALL' },
      timeouts: { implicit: 0, pageLoad: STARTUP_TIMEOUT_MS, script: SETTLE_TIMEOUT_MS },
    });
  }

  async stop() {
    const { session } = this;
    await session?.delete().catch(() => {
      // Stopping chromedriver does not stop its browser, so end it by the pid chromedriver reported.
      try {
        process.kill(session.capabilities['goog:processID']);
      } catch {
        // already gone
      }
    });
    await Promise.all([stopProcess(this.#driver), stopProcess(this.#server)]);
    if (this.#userDataDir) rmSync(this.#userDataDir, { recursive: true, force: true, maxRetries: 3 });
    if (this.#root) rmSync(this.#root, { recursive: true, force: true });
  }
}

/** Starts the site and a Chromium session, for scripts outside the tests; `stop()` ends both. */
export async function startSite() {
  const site = new Site();
  await site.start();
  return site;
}

/**
 * Call inside a `describe`: starts the site (under the sub-path `base`, if given) and a Chromium
 * session before its tests, stops them after, and fails each test during which the page logged a
 * console error (page load included: such errors arrive as SEVERE browser-log entries, drained at
 * each check).
 */
export function useSite({ base } = {}) {
  const site = new Site({ base });
  before(() => site.start());
  after(() => site.stop());
  afterEach(async () => {
    if (site.session) await site.assertNoConsoleErrors();
  });
  return site;
}
