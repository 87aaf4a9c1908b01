// Opens the minimax explorer, from its own module and stylesheet, on what the address shows
// (`#explore=…`), in the page's language. index.js imports this when the address asks for it.

/** The explorer's module, loaded once. */
let explorer;

/**
 * Opens the explorer, loading its module with `later` the first time, and the page's language
 * file with `words` (none for English, which the module carries; the explorer speaks English if
 * the file does not come).
 */
export const open = async (later, words) => {
  // A module that failed to load is asked for again the next time.
  explorer ??= later("explore").catch((error) => {
    explorer = undefined;
    throw error;
  });
  const code = document.documentElement.lang;
  const [module, text] = await Promise.all([explorer, code === "en" ? undefined : words(code).catch(() => undefined)]);
  module.openExplorer(document.body, { link: decoded(location.hash), words: text });
};

/**
 * The address's `#…` decoded, or as it is where it is no valid escape (`%E0%A4%A`): the explorer
 * then says that it cannot read the link, rather than this throwing.
 */
const decoded = (hash) => {
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash;
  }
};
