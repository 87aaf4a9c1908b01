// End-to-end test of five in a row's opening rules and clock (issue 40), on a phone held upright
// (360 × 640, touch): a Swap2 opening between two players, each step named in the status line,
// the choice's buttons right under the board, the board, status, Undo and Restart on the first
// screen at every step; a Swap2 opening against the Normal bot, which places the first three
// stones; a renju RIF opening against the Normal bot, which places the first three stones and
// offers two fifth moves, one of which the person picks; a renju Taraguchi-10 opening between two
// players on a small phone (320 × 568), a stone off its central square refused, through to play;
// a Taraguchi-10 opening against the Normal bot, which opens on the centre, the person taking
// every step the status names as theirs until play; the opening rule and the clock picked in the
// settings dialog; a game lost on time, its clock beside the settings' summary; and a Swap2
// opening under a clock that a reload and its share link take up at the step it had reached.
// Run: `node --test tests/e2e/five-openings.test.mjs` (after `make build`).

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PAGE, STARTUP_TIMEOUT_MS, useSite, waitFor } from './site.mjs';

const PHONE = [360, 640];
const SMALL_PHONE = [320, 568];

describe('five in a row\'s opening rules and clock, in headless Chromium', { timeout: 600_000 }, () => {
  const site = useSite();
  const execute = (script, args) => site.session.execute(script, args);

  /** The phone's size the test runs at. */
  let [WIDTH, HEIGHT] = PHONE;

  /** Opens five in a row on a phone of `size` with `saved` as its saved settings, and waits for its board. */
  async function openFive(saved, size = PHONE) {
    [WIDTH, HEIGHT] = size;
    await site.session.cdp('Emulation.setDeviceMetricsOverride', { width: WIDTH, height: HEIGHT, deviceScaleFactor: 1, mobile: true });
    await site.session.cdp('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
    await site.openPage(PAGE);
    await execute(`localStorage.clear(); localStorage.setItem('inarow/five', arguments[0]);
      localStorage.setItem('inarow/mode', 'five'); location.reload();`, [saved]);
    const tab = await waitFor('the mode tabs', () => site.session.findAll('[data-mode="five"]'),
      (tabs) => tabs.length === 1, STARTUP_TIMEOUT_MS);
    await site.session.click(tab[0]);
    await waitFor('the board', () => execute('return document.querySelectorAll("#five-board [data-point]").length;'),
      (cells) => cells > 0, STARTUP_TIMEOUT_MS);
  }

  const status = () => execute('return document.getElementById("five-turn").textContent;');
  const stones = () => execute('return document.querySelectorAll("#five-board .stone.x, #five-board .stone.o").length;');

  /** Taps the cell of `point` as a person does: twice where a tap previews. */
  async function place(point) {
    const cell = await site.session.find(`[data-point="${point}"]`);
    await site.session.click(cell);
    const previewed = await execute('return document.getElementById("five-turn").textContent === "Tap again to place";');
    if (previewed) await site.session.click(cell);
  }

  /** Clicks the opening's button `selector`, which must be shown. */
  async function decide(selector) {
    const shown = await execute('return document.querySelector(arguments[0]).checkVisibility();', [`#five-decide ${selector}`]);
    assert.equal(shown, true, `${selector} is shown`);
    await site.session.click(await site.session.find(`#five-decide ${selector}`));
  }

  /** The board, the status, Undo and Restart are on the first screen. */
  async function firstScreen(where) {
    const seen = await execute(`const box = (id) => document.getElementById(id).getBoundingClientRect().toJSON();
      return { board: box('five-board'), status: box('five-turn'), undo: box('five-undo'), restart: box('five-restart'),
        width: document.documentElement.scrollWidth };`);
    for (const name of ['status', 'undo', 'restart']) {
      const rect = seen[name];
      assert.ok(rect.top >= 0 && rect.bottom <= HEIGHT && rect.right <= WIDTH, `${where}: ${name} at ${JSON.stringify(rect)}`);
    }
    assert.ok(seen.board.top < HEIGHT / 2, `${where}: the board starts at ${seen.board.top}`);
    assert.ok(seen.width <= WIDTH, `${where}: the page is ${seen.width} px wide`);
  }

  it('plays a Swap2 opening between two players, each step named', async () => {
    await openFive('opponent=two-players;rule=freestyle;opening=swap2');
    assert.equal(await status(), 'First player: place three stones: black, white, black');
    await firstScreen('the first stones');
    for (const point of ['0,0', '1,-1', '2,0']) await place(point);
    assert.equal(await status(), 'Second player: choose: take black, stay white, or add two stones');
    await firstScreen('the second\'s choice');
    await decide('[data-choice="add"]');
    assert.equal(await status(), 'Second player: add two stones: white, then black');
    for (const point of ['-1,1', '0,2']) await place(point);
    assert.equal(await status(), 'First player: choose a colour');
    assert.equal(await execute('return document.querySelector("[data-choice=add]").checkVisibility();'), false,
      'no two stones more');
    await decide('[data-choice="white"]');
    assert.equal(await stones(), 5);
    assert.equal(await execute('return document.getElementById("five-decide").hidden;'), true);
    assert.ok(!(await status()).includes('player:'), `play goes on: ${await status()}`);
    // Undo takes back moves, never the opening's stones.
    await place('5,5');
    await site.session.click(await site.session.find('#five-undo'));
    await site.session.click(await site.session.find('#five-undo'));
    assert.equal(await stones(), 5);
  });

  it('plays a Swap2 opening against the Normal bot, which places the first three stones', async () => {
    await openFive('opponent=normal;side=O;rule=freestyle;opening=swap2');
    assert.equal(await stones(), 3, 'the bot placed three stones');
    assert.equal(await status(), 'You: choose: take black, stay white, or add two stones');
    await firstScreen('the person\'s choice');
    await decide('[data-choice="black"]');
    // The bot, white now, plays the fourth stone at once.
    await waitFor('the bot\'s fourth stone', stones, (count) => count === 4);
    assert.equal(await execute('return document.querySelectorAll("#five-board .stone.o").length;'), 2);
    assert.equal(await execute('return document.getElementById("five-decide").hidden;'), true);
    assert.ok(!(await status()).includes(':'), `play goes on: ${await status()}`);
  });

  it('plays a renju RIF opening against the Normal bot, which opens and offers two fifth moves', async () => {
    await openFive('opponent=normal;side=O;rule=renju;board=15;opening=rif');
    assert.equal(await stones(), 3, 'the bot placed one of the 26 openings');
    assert.equal(await status(), 'You: choose a colour');
    await firstScreen('the person\'s choice');
    await decide('[data-choice="white"]');
    assert.equal(await status(), 'You: place white\'s fourth stone');
    await place('5,5');
    assert.equal(await status(), 'You: pick one of the fifth moves offered');
    const offers = await execute('return [...document.querySelectorAll("#five-board .stone.ghost")].map((c) => c.dataset.point);');
    assert.equal(offers.length, 2, `two fifth moves offered: ${offers}`);
    await place(offers[1]);
    assert.equal(await stones(), 5);
    assert.equal(await execute(`return document.querySelector('[data-point="${offers[1]}"]').matches('.x');`), true);
    await firstScreen('play on');
  });

  it('plays a renju Taraguchi-10 opening between two players on a small phone, through to play', async () => {
    await openFive('opponent=two-players;rule=renju;board=15;opening=taraguchi10', SMALL_PHONE);
    const steps = [
      // [status, then what is done], each step in turn.
      ['First player: place the first stone on the centre point', () => place('0,0')],
      ['Second player: choose a colour', () => decide('[data-choice="white"]')],
      ['Second player: place stone 2 within the central 3\u00a0×\u00a03', async () => {
        await place('2,0');
        assert.equal(await stones(), 1, 'a stone off the central 3 × 3 is refused');
        await place('1,-1');
      }],
      ['First player: choose a colour', () => decide('[data-choice="black"]')],
      ['First player: place stone 3 within the central 5\u00a0×\u00a05', () => place('2,0')],
      // The second swaps: the first, white now, places the fourth.
      ['Second player: choose a colour', () => decide('[data-choice="black"]')],
      ['First player: place stone 4 within the central 7\u00a0×\u00a07', () => place('-3,3')],
      ['Second player: choose a colour', () => decide('[data-choice="black"]')],
      ['Second player: place the fifth stone within the central 9\u00a0×\u00a09, or offer ten', async () => {
        assert.equal(await execute('return document.querySelector("[data-choice=offer]").checkVisibility();'), true);
        await place('4,-4');
      }],
      ['First player: choose a colour', () => decide('[data-choice="white"]')],
    ];
    for (const [named, act] of steps) {
      assert.equal(await status(), named);
      await firstScreen(named);
      await act();
    }
    assert.equal(await stones(), 5);
    assert.equal(await execute('return document.getElementById("five-decide").hidden;'), true);
    assert.ok(!(await status()).includes('player:'), `play goes on: ${await status()}`);
    // White plays the sixth, and play alternates.
    await place('-1,1');
    assert.equal(await execute('return document.querySelector(\'[data-point="-1,1"]\').matches(".o");'), true);
    await firstScreen('play on');
  });

  it('plays a renju Taraguchi-10 opening against the Normal bot, each of the person\'s steps named', async () => {
    await openFive('opponent=normal;side=O;rule=renju;board=15;opening=taraguchi10');
    assert.equal(await execute('return document.querySelector(\'[data-point="0,0"]\').matches(".x");'), true,
      'the bot opened on the centre');
    // Cells for the person's stones, nearest the centre first, and ten fifth moves far apart.
    const near = [];
    for (let reach = 1; reach <= 4; reach += 1) {
      for (let y = -reach; y <= reach; y += 1) {
        for (let x = -reach; x <= reach; x += 1) near.push(`${x},${y}`);
      }
    }
    const offers = ['7,7', '-7,6', '6,-5', '-5,-7', '7,-1', '-2,7', '3,-7', '-7,1', '5,3', '-4,-3'];
    const free = (cell) => execute(`return !document.querySelector('[data-point="${cell}"]').matches(".x, .o, .ghost");`);
    const mine = [];
    for (let turn = 0; turn < 30; turn += 1) {
      const named = await status();
      if (!named.startsWith('You: ')) break;
      mine.push(named);
      await firstScreen(named);
      if (named === 'You: choose a colour') await decide('[data-choice="white"]');
      else if (named.startsWith('You: place the fifth stone')) await decide('[data-choice="offer"]');
      else if (named.startsWith('You: offer')) {
        for (const cell of offers) await place(cell);
        assert.equal(await execute('return document.querySelectorAll("#five-board .ghost").length;'), 0, 'the bot picked one');
      }
      else if (named.startsWith('You: pick')) await place(await execute('return document.querySelector("#five-board .ghost").dataset.point;'));
      else if (named.startsWith('You: place stone')) {
        const side = Number(named.match(/(\d+)\u00a0×/)[1]);
        const reach = (side - 1) / 2;
        for (const cell of near) {
          const [x, y] = cell.split(',').map(Number);
          if (Math.max(Math.abs(x), Math.abs(y)) <= reach && await free(cell)) {
            await place(cell);
            break;
          }
        }
      } else assert.fail(`a step the test does not take: ${named}`);
    }
    assert.ok(mine.length > 0 && !(await status()).startsWith('You: '), mine.join('; '));
    assert.ok(mine.every((named) => !named.includes('player')), mine.join('; '));
    assert.ok(await stones() >= 5, `the opening's five stones: ${await stones()}`);
    assert.equal(await execute('return document.querySelectorAll("#five-board .ghost").length;'), 0, 'no fifth move left offered');
    assert.equal(await execute('return document.getElementById("five-decide").hidden;'), true);
    assert.ok(!(await status()).includes(':'), `play goes on: ${await status()}`);
  });

  it('goes on with an opening and its clock after a reload, and its share link opens at its step', async () => {
    await openFive('opponent=two-players;rule=freestyle;opening=swap2;clock=5+3');
    for (const point of ['0,0', '1,-1', '2,0']) await place(point);
    const choose = 'Second player: choose: take black, stay white, or add two stones';
    assert.equal(await status(), choose);
    const saved = await execute('return localStorage.getItem("inarow/five-game");');
    assert.match(saved, /^freestyle,swap2,5\+3:h8,i9,j8;left=\d+,\d+$/);
    await execute('location.reload();');
    await waitFor('the game after a reload', stones, (count) => count === 3, STARTUP_TIMEOUT_MS);
    assert.equal(await status(), choose);
    assert.equal(await execute('return document.getElementById("five-time-left").hidden;'), false, 'the clock shows');
    await decide('[data-choice="add"]');
    assert.equal(await status(), 'Second player: add two stones: white, then black');
    await execute('document.getElementById("five-records").open = true;');
    await site.session.click(await site.session.find('#five-share'));
    const link = await execute('return document.getElementById("five-record").value;');
    assert.ok(link.endsWith('#five=freestyle,swap2,5+3:h8,i9,j8,add'), link);
    // The link, opened on a fresh page of two players.
    await site.openPage(PAGE);
    await execute('localStorage.clear(); localStorage.setItem("inarow/five", "opponent=two-players");');
    await site.openPage(`${PAGE}${link.slice(link.indexOf('#'))}`, { keepStorage: true });
    const tab = await waitFor('the mode tabs', () => site.session.findAll('[data-mode="five"]'),
      (tabs) => tabs.length === 1, STARTUP_TIMEOUT_MS);
    await site.session.click(tab[0]);
    await waitFor('the link\'s game', stones, (count) => count === 3, STARTUP_TIMEOUT_MS);
    assert.equal(await status(), 'Second player: add two stones: white, then black');
  });

  it('picks the opening rule and the clock in the settings, and a game is lost on time', async () => {
    await openFive('opponent=two-players;rule=freestyle');
    await site.session.click(await site.session.find('#five-settings-open'));
    await execute(`for (const [id, value] of [['five-opening', 'swap1'], ['five-clock', '10s']]) {
        const select = document.getElementById(id);
        select.value = value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }`);
    await site.session.click(await site.session.find('#five-settings-done'));
    assert.equal(await status(), 'First player: place three stones: black, white, black');
    const clock = await execute('const c = document.getElementById("five-time-left"); return [c.hidden, c.textContent];');
    assert.deepEqual(clock, [false, '●\u00a00:10 ○\u00a00:10']);
    const saved = await execute('return localStorage.getItem("inarow/five");');
    assert.ok(saved.endsWith(';opening=swap1;clock=10s'), saved);
    // Nobody moves: the first player's ten seconds run out.
    await waitFor('the flag', status, (text) => text === 'Black lost on time', 20_000);
    assert.equal(await execute('return document.getElementById("five-time-left").textContent;'), '●\u00a00:00 ○\u00a00:10');
    await place('3,3');
    assert.equal(await stones(), 0, 'no stone after the flag');
    await firstScreen('lost on time');
  });
});
