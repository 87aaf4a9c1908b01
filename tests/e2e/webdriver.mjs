// Minimal W3C WebDriver client over fetch: just the commands the e2e tests use.

// W3C key under which a web element reference is returned.
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

/** W3C codes of the non-character keys the tests press; any other key is its own character. */
export const Key = {
  Tab: '\uE004',
  Enter: '\uE007',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Home: '\uE011',
  End: '\uE010',
};
/** A key as messages show it: its name in `Key`, else the character, quoted. */
export const keyName = (key) => Object.keys(Key).find((name) => Key[name] === key) ?? JSON.stringify(key);

// Bounds every HTTP round trip so a hung driver fails the test instead of hanging CI.
const REQUEST_TIMEOUT_MS = 20_000;

async function command(base, method, path, body) {
  const res = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json' },
    // W3C requires a JSON body (at least {}) on every POST.
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const { value } = await res.json();
  if (!res.ok) {
    throw new Error(`WebDriver ${method} ${path || '/'} failed: ${value?.error}: ${value?.message}`);
  }
  return value;
}

export class Session {
  static async create(driverUrl, capabilities) {
    const { sessionId, capabilities: granted } = await command(driverUrl, 'POST', '/session', {
      capabilities: { alwaysMatch: capabilities },
    });
    return new Session(`${driverUrl}/session/${sessionId}`, granted);
  }

  constructor(base, capabilities) {
    this.base = base;
    this.capabilities = capabilities;
  }

  #cmd(method, path, body) {
    return command(this.base, method, path, body);
  }

  delete() {
    return this.#cmd('DELETE', '');
  }

  navigate(url) {
    return this.#cmd('POST', '/url', { url });
  }

  /** Returns an element id; throws "no such element" if nothing matches. */
  async find(css) {
    const ref = await this.#cmd('POST', '/element', { using: 'css selector', value: css });
    return ref[ELEMENT_KEY];
  }

  async findAll(css) {
    const refs = await this.#cmd('POST', '/elements', { using: 'css selector', value: css });
    return refs.map((ref) => ref[ELEMENT_KEY]);
  }

  click(el) {
    return this.#cmd('POST', `/element/${el}/click`);
  }

  /** Focuses the element, then types `text` into it key by key (W3C "element send keys"). */
  sendKeys(el, text) {
    return this.#cmd('POST', `/element/${el}/value`, { text });
  }

  /** Presses and releases each key in turn wherever the focus is, as a keyboard would. */
  pressKeys(...keys) {
    const actions = keys.flatMap((value) => [{ type: 'keyDown', value }, { type: 'keyUp', value }]);
    return this.#cmd('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions }] });
  }

  /**
   * Presses the mouse at viewport point (x, y), moves it by (dx, dy) CSS pixels in steps, and
   * releases. Points, not elements: what is under the pointer may be redrawn during the drag.
   */
  drag(x, y, dx, dy, steps = 4) {
    const at = (i) => ({
      type: 'pointerMove', origin: 'viewport', duration: 20,
      x: Math.round(x + (dx * i) / steps), y: Math.round(y + (dy * i) / steps),
    });
    const actions = [at(0), { type: 'pointerDown', button: 0 },
      ...Array.from({ length: steps }, (_, i) => at(i + 1)), { type: 'pointerUp', button: 0 }];
    return this.#cmd('POST', '/actions', {
      actions: [{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions }],
    });
  }

  /** Rendered text, as a user sees it (empty for hidden elements). */
  text(el) {
    return this.#cmd('GET', `/element/${el}/text`);
  }

  attribute(el, name) {
    return this.#cmd('GET', `/element/${el}/attribute/${name}`);
  }

  property(el, name) {
    return this.#cmd('GET', `/element/${el}/property/${name}`);
  }

  displayed(el) {
    return this.#cmd('GET', `/element/${el}/displayed`);
  }

  /** Opens a new tab and returns its handle (the current tab stays current). */
  async newTab() {
    const { handle } = await this.#cmd('POST', '/window/new', { type: 'tab' });
    return handle;
  }

  /** The current tab's handle. */
  tab() {
    return this.#cmd('GET', '/window');
  }

  /** Makes the tab `handle` the current one. */
  switchTo(handle) {
    return this.#cmd('POST', '/window', { handle });
  }

  /** Runs `script` as an async script: it ends by calling its last argument with the result. */
  executeAsync(script, args = []) {
    return this.#cmd('POST', '/execute/async', { script, args });
  }

  execute(script, args = []) {
    return this.#cmd('POST', '/execute/sync', { script, args });
  }

  /** Runs a Chrome DevTools Protocol command (chromedriver's extension). */
  cdp(cmd, params = {}) {
    return this.#cmd('POST', '/goog/cdp/execute', { cmd, params });
  }

  /**
   * Browser console entries since the previous call (chromedriver drains them on read).
   * Needs `goog:loggingPrefs: {browser: 'ALL'}`; uncaught exceptions and unhandled
   * rejections show up here as SEVERE entries with source "javascript".
   */
  browserLog() {
    return this.#cmd('POST', '/se/log', { type: 'browser' });
  }
}
