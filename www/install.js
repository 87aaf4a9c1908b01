// What index.js loads once the page plays: a note for unexpected errors, and what makes the site
// installable and keeps it offline:
// the tab's icon (index.html's is empty, to keep the browser from asking for one); the manifest,
// which the browser then fetches with an icon to offer installing the site; sw.js, which keeps
// the site for offline use, or, when it cannot register (a missing or broken sw.js), a note that
// says the site will not play offline (update.js's); and update.js, which offers the next version
// once its worker is installed while this version's runs the page.

// An error that nothing else catches from here on shows above the games, as text, in a note of
// update.js's (and in the console, as before); a note that cannot show is no new error. (Before
// the page plays, index.js says why it could not start; the handler waits till here to keep the
// first load small.)
for (const type of ["error", "unhandledrejection"]) {
  addEventListener(type, (event) => import("./update.js")
    .then((update) => update.unexpected(event)).catch(() => {}));
}
for (const [rel, href] of [["icon", "favicon.svg"], ["manifest", "manifest.webmanifest"]]) {
  document.head.append(Object.assign(document.createElement("link"), { rel, href }));
}
const workers = navigator.serviceWorker;
workers?.register(new URL("./sw.js", import.meta.url)).then((registration) => {
  const offer = () => workers.controller && import("./update.js").then((update) => update.offer(registration));
  const watch = (worker) => worker?.addEventListener("statechange", () => worker.state === "installed" && offer());
  if (registration.waiting) offer();
  else watch(registration.installing);
  registration.addEventListener("updatefound", () => watch(registration.installing));
}, (error) => {
  console.warn("sw.js did not register:", error);
  return import("./update.js").then((update) => update.note(`This site will not play offline: ${error?.message ?? error}`));
});
