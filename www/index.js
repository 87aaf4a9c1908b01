// Loads the page's first module (its frame and the classic game) and builds the game inside #app.
// Five in a row comes from its own module and stylesheet, loaded when it is first opened, the
// minimax explorer from its own when the address asks for it (explorer.js), and every language
// but English from its file in lang/, loaded when it is chosen; five in a row's Hard bot thinks
// in worker.js. `?seed=N` in the address makes the bots' choices among equal moves repeat, for
// tests; any other value is no seed.
import init, { mount } from "./pkg/inarow.js";

/** Adds the stylesheet at `path` to the page, resolving once it applies. */
const stylesheet = (path) => new Promise((resolve, reject) => {
  const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href: new URL(path, import.meta.url) });
  link.addEventListener("load", resolve);
  link.addEventListener("error", () => reject(new Error(`${path} did not load`)));
  document.head.append(link);
});

/** The module `pkg/NAME.js` loaded later, ready to use, with its stylesheet `NAME.css` applied. */
const later = (name) => Promise.all([import(`./pkg/${name}.js`), stylesheet(`./${name}.css`)])
  .then(async ([module]) => {
    await module.default();
    return module;
  });

/** Five in a row's module. */
const five = () => later("five");

/** Opens the minimax explorer (explorer.js) when the address asks for it: `#explore=…`. */
const explore = () => location.hash.startsWith("#explore") && import("./explorer.js").then((explorer) => explorer.open(later, words));

/** The text of the language file of `code`. */
const words = (code) => fetch(new URL(`./lang/${code}.txt`, import.meta.url))
  .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`lang/${code}.txt: ${response.status}`))));

const app = document.getElementById("app");
const seed = new URLSearchParams(location.search).get("seed");
try {
  await init();
  mount(app, {
    five,
    words,
    worker: new URL("./worker.js", import.meta.url),
    seed: /^\d{1,15}$/.test(seed) ? Number(seed) : undefined,
  });
  // A shared game of five in a row (`#five=h8,i9`) opens on its tab.
  if (location.hash.startsWith("#five=")) app.querySelector("[data-mode=five]")?.click();
  addEventListener("hashchange", explore);
  explore();
} catch (error) {
  app.textContent = `The game could not start: ${error.message ?? error}`;
  throw error;
}

// Once the page plays, and not before (the mark says when, for the load test): what makes the
// site installable and keeps it offline.
performance.mark("playable");
import("./install.js");
