// The notices above the page's games, which index.js and install.js load only when there is one
// to show. The notice that the next version of the site is ready, with a button that reloads the
// page into it: once the next version's service worker is installed while this version's runs the
// page (see sw.js); it speaks the page's language (`<html lang>`), in the words of its file (keys
// update.ready and update.reload). And a note of what went wrong, in English: an error that
// nothing else caught, or a service worker that could not register.

/** The texts of `keys` in the language file of `code`, as the page's module reads them. */
async function texts(code, keys) {
  const response = await fetch(new URL(`./lang/${code}.txt`, import.meta.url));
  if (!response.ok) throw new Error(`lang/${code}.txt: ${response.status}`);
  const lines = (await response.text()).split("\n").map((line) => line.split("="));
  return keys.map((key) => lines.find(([name]) => name.trim() === key)?.slice(1).join("=").trim() ?? key);
}

/** Shows the notice above the page's games; its button makes the waiting worker take over. */
export async function offer(registration) {
  const [ready, reload] = await texts(document.documentElement.lang, ["update.ready", "update.reload"])
    .catch(() => texts("en", ["update.ready", "update.reload"]));
  const button = Object.assign(document.createElement("button"), { type: "button", textContent: reload });
  button.addEventListener("click", () => {
    const waiting = registration.waiting;
    if (!waiting) return location.reload();
    navigator.serviceWorker.addEventListener("controllerchange", () => location.reload());
    waiting.postMessage("update");
  });
  const notice = Object.assign(document.createElement("p"), { id: "update", className: "notice" });
  notice.setAttribute("role", "status");
  notice.append(`${ready} `, button);
  document.getElementById("update")?.remove();
  document.querySelector("main").prepend(notice);
}

/** Shows `text` above the games, as text, in a note that its button dismisses; the latest only. */
export function note(text) {
  const close = Object.assign(document.createElement("button"), { type: "button", className: "link", textContent: "×" });
  close.setAttribute("aria-label", "Dismiss");
  const shown = Object.assign(document.createElement("p"), { id: "note", className: "notice" });
  shown.setAttribute("role", "alert");
  shown.append(`${text} `, close);
  close.addEventListener("click", () => shown.remove());
  document.getElementById("note")?.remove();
  document.querySelector("main").prepend(shown);
}

/** Shows what nothing else caught: the error of an `error` event, or the reason of a rejection. */
export function unexpected({ reason, error = reason, message }) {
  note(`Something went wrong: ${error?.message ?? error ?? message}`);
}
