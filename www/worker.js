// Where the Hard bot of five in a row thinks, off the page's thread, so that the page stays
// responsive for the whole time per move. It loads the engine module alone (no page code) and
// answers each request of the page's with `respond`; the messages are defined once, in
// src/engine/five/think.rs. A module that fails to load is an uncaught error here, which the page
// sees as the worker's `error` event and then thinks on its own thread.
import init, { respond } from "./pkg/engine.js";

const ready = init();
ready.catch((error) => setTimeout(() => { throw error; }));
self.addEventListener("message", ({ data }) => ready.then(() => self.postMessage(respond(data))));
