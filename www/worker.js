// Where the Hard bot of five in a row thinks, off the page's thread, so the page stays
// responsive for the whole time per move. The page (src/ui/five/thinker.rs) posts
// {id, moves, budgetMs}; the answer is {id, x, y}, or {id, error} with the message thrown.
import init, { fiveMove } from "./pkg/tictactoe.js";

// The module's start only installs the panic hook, so it is safe without a document.
const ready = init();

self.addEventListener("message", async ({ data: { id, moves, budgetMs } }) => {
  try {
    await ready;
    const { x, y } = fiveMove(moves, "hard", budgetMs);
    self.postMessage({ id, x, y });
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
