// Loads the page's first module (its frame and the classic game) and builds the game inside #app.
// Five in a row comes from its own module, loaded when it is first opened; its Hard bot thinks in
// worker.js. `?seed=N` in the address makes the bots' choices among equal moves repeat (for tests).
import init, { mount } from "./pkg/tictactoe.js";

const app = document.getElementById("app");
const seed = new URLSearchParams(location.search).get("seed");
// Any other value of `seed` is not a seed: the bots then choose at random.
try {
  await init();
  mount(app, {
    five: () => import("./pkg/five.js").then(async (five) => {
      await five.default();
      return five;
    }),
    worker: new URL("./worker.js", import.meta.url),
    seed: /^\d{1,15}$/.test(seed) ? Number(seed) : undefined,
  });
} catch (error) {
  app.textContent = `The game could not start: ${error.message ?? error}`;
  throw error;
}
