// Loads the WebAssembly module and builds the game inside #app.
import init, { mount } from "./pkg/tictactoe.js";

const app = document.getElementById("app");
try {
  await init();
  mount(app);
} catch (error) {
  app.textContent = `The game could not start: ${error.message ?? error}`;
  throw error;
}
