// Loads the WebAssembly module and builds the game inside #app; five in a row's Hard bot
// thinks in worker.js.
import init, { mount } from "./pkg/tictactoe.js";

const app = document.getElementById("app");
try {
  await init();
  mount(app, new URL("./worker.js", import.meta.url));
} catch (error) {
  app.textContent = `The game could not start: ${error.message ?? error}`;
  throw error;
}
