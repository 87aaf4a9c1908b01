// What the five-in-a-row e2e tests share: how the person picks a move against a bot, and
// whether a dialog fits a small phone.

import { STARTUP_TIMEOUT_MS, waitFor } from './site.mjs';

/**
 * The first of `free` cells ("x,y") farthest from every `stones` cell, by king's moves: played
 * every turn, it lets the bot make its five unopposed within a few moves, whatever it plays.
 */
export function farthest(free, stones) {
  const point = (text) => text.split(',').map(Number);
  const distance = (cell) => Math.min(Infinity, ...stones.map((stone) => {
    const [[x, y], [sx, sy]] = [point(cell), point(stone)];
    return Math.max(Math.abs(x - sx), Math.abs(y - sy));
  }));
  return free.reduce((best, cell) => (distance(cell) > distance(best) ? cell : best));
}

/**
 * Where a dialog of five in a row does not fit a small phone's first screen (320×568, touch)
 * in each of the seven languages: `open()` opens it once the board is there, then the dialog
 * `id` must not scroll, nor any visible element of `selector` in it end below the screen.
 */
export async function misfitsOnSmallPhone(site, id, selector, open) {
  await site.session.cdp('Emulation.setDeviceMetricsOverride', { width: 320, height: 568, deviceScaleFactor: 1, mobile: true });
  await site.session.cdp('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  try {
    const problems = [];
    for (const language of ['en', 'ja', 'pl', 'ru', 'vi', 'zh', 'zh-Hant']) {
      await site.openPage();
      await site.session.execute(`localStorage.setItem('inarow/language', arguments[0]);
        localStorage.setItem('inarow/mode', 'five'); location.reload();`, [language]);
      await waitFor(`the page in ${language}`, () => site.session.execute('return document.documentElement.lang;'),
        (lang) => lang === language, STARTUP_TIMEOUT_MS);
      await waitFor('the board', () => site.session.findAll('#five-board [data-point]'),
        (cells) => cells.length > 0, STARTUP_TIMEOUT_MS);
      await open();
      const seen = await site.session.execute(`const dialog = document.getElementById(arguments[0]);
        return { scrolls: dialog.scrollHeight > dialog.clientHeight + 1,
          below: [...dialog.querySelectorAll(arguments[1])].filter((el) => el.checkVisibility()
            && el.getBoundingClientRect().bottom > innerHeight + 0.5).map((el) => el.id) };`, [id, selector]);
      if (seen.scrolls || seen.below.length) problems.push(`${language}: ${JSON.stringify(seen)}`);
    }
    return problems;
  } finally {
    await site.session.cdp('Emulation.clearDeviceMetricsOverride');
    await site.session.cdp('Emulation.setTouchEmulationEnabled', { enabled: false });
  }
}
