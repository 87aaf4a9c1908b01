// The notice that the next version of the site is ready, with a button that reloads the page
// into it. index.js loads this module only then: once the next version's service worker is
// installed while this version's runs the page (see sw.js). The notice speaks the page's language
// (`<html lang>`), in the words of its file (keys update.ready and update.reload).

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
