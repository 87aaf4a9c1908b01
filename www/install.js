// What makes the site installable and keeps it offline, which index.js loads once the page plays:
// the tab's icon (index.html's is empty, to keep the browser from asking for one); the manifest,
// which the browser then fetches with an icon to offer installing the site; sw.js, which keeps
// the site for offline use, or, when it cannot register (a missing or broken sw.js), a note that
// says the site will not play offline (update.js's); and update.js, which offers the next version
// once its worker is installed while this version's runs the page.
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
