// The service worker that keeps the site for offline use. `make build` puts before this script
// `const SITE = { version, files }` (scripts/stamp-sw.mjs): the hash of every file of the site,
// and the files, relative to this script. Each version fills a cache of its own with all of them
// at once, and serves them from it first, so the page never mixes the JS of one deploy with the
// wasm of another. A new version waits until the page asks it to take over (its Reload button),
// then deletes the older caches of this scope, those from before the site's rename from
// "tictactoe" included; caches of other sites of the origin stay.
/* global SITE */

const SCOPE = self.registration.scope;
const PREFIX = `inarow ${SCOPE} `;
const FORMER = `tictactoe ${SCOPE} `;
const CACHE = PREFIX + SITE.version;
const FILES = new Set(SITE.files.map((file) => new URL(file, SCOPE).href));
const INDEX = new URL("index.html", SCOPE).href;

self.addEventListener("install", (event) => {
  // "no-cache": each file as the server has it now, never an older copy from the HTTP cache.
  const requests = [...FILES].map((url) => new Request(url, { cache: "no-cache" }));
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(requests)));
});

self.addEventListener("activate", (event) => {
  const stale = (name) => (name.startsWith(PREFIX) || name.startsWith(FORMER)) && name !== CACHE;
  event.waitUntil(caches.keys()
    .then((names) => Promise.all(names.filter(stale).map((name) => caches.delete(name))))
    .then(() => self.clients.claim()));
});

self.addEventListener("message", (event) => {
  if (event.data === "update") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  url.search = "";
  url.hash = "";
  // The page is the scope's directory or index.html, with any query (`?seed=N`).
  const key = url.href === SCOPE ? INDEX : url.href;
  if (event.request.method !== "GET" || !FILES.has(key)) return;
  event.respondWith(caches.open(CACHE)
    .then((cache) => cache.match(key))
    .then((cached) => cached ?? fetch(event.request)));
});
