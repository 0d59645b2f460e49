// The expansion box's nomads, special buildings and new provision tiles in
// real headless Chromium: chosen in the lobby, drawn, and every decision
// of theirs taken by clicking the board (or the list where the board draws
// nothing). Started by crates/server/tests/browser.rs with the server's
// address in MARRAKESH_URL; screenshots go to SCREENSHOT_DIR.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  BASE, launch, watchErrors, waitReady, pageState, press, waitChange,
  clickKey, clickChoice, clickOnce, seeded, shotPair,
  recordFrames, showCity,
} from './lib.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { if (browser) await browser.close(); });

const DESKTOP = { width: 1400, height: 900 };

/** The decisions of the buildings' abilities and of the new provision tiles (taken by clicking what they light up). */
const ASKED = ['library_stack', 'library_scroll', 'barracks_gate', 'pavilion_luxury',
  'provision_field_bonus', 'provision_exchange', 'exchanged_keshi'];

/** A new game from the lobby with these expansion modules. */
async function newGame(page, tab, modules, button) {
  await page.goto(BASE);
  await page.getByRole('tab', { name: tab }).click();
  await page.locator('details.more summary').click();
  for (const m of modules) await page.locator(`input[name="m_${m}"]`).check();
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL(/\/g\//);
  await waitReady(page);
}

/** Keys of the highlighted places whose key starts with `prefix`. */
async function legalKeys(page, prefix) {
  return page.locator(`svg [data-key^="${prefix}"].legal`).evaluateAll((els) => els.map((e) => e.dataset.key));
}

/** Takes a decision the board may not draw: a highlighted place if any, else the first button, else the first row. */
async function clickAny(page) {
  const before = await pageState(page);
  // Not a place already chosen: clicking it again takes it back, and a
  // decision of two or more clicks would go back and forth for ever.
  const places = page.locator('svg .place.legal:not(.chosen)');
  const buttons = page.locator('.prompt button.act');
  if (await places.count()) await press(places.first());
  else if (await buttons.count()) await press(buttons.first());
  else await press(page.locator('.act-row:not([disabled]):visible').first());
  await waitChange(page, before);
}

/** The text of seat 1's board (the bot's), as seat 0 sees it. */
async function botBoard(page) {
  await showCity(page, 1);
  const html = await page.locator('#board-others .other[data-seat="1"]').innerHTML();
  await showCity(page, 0);
  return html;
}

/** The resources a building starts with, from its card's tooltip. */
async function startsWithWaterAndDate(page, key) {
  const title = await page.locator(`[data-key="${key}"] > title`).innerHTML();
  return /start.*\d water/.test(title) && /\d dates?\b/.test(title);
}

test('expansion box: nomads, special buildings and new provision tiles from the lobby, played by clicking', async () => {
  const ctx = await browser.newContext({ viewport: DESKTOP });
  const page = await ctx.newPage();
  const errors = [];
  watchErrors(page, errors);
  const frames = recordFrames(page);
  const done = new Set();
  const rng = seeded(1103);
  let clicks = 0;
  let shots = 0;
  // The nomad is claimed only when it is still in the tower base at your
  // claim and you hold a date and a water: a game whose first season never
  // offers it is followed by another (at most 3).
  for (let games = 1; !done.has('nomad moved'); games++) {
    assert.ok(games <= 3, `one of three games lets a nomad be claimed, placed and moved: ${[...done]}`);
    await newGame(page, /Against bots/, ['nomads', 'special_buildings', 'new_provisions'], /Start the game/);
    // The nomad board and the tower base's nomad are on the table: its 20
    // nomads, less one a bot's hard nomad tile put on its board at once
    // (R33) when it chose its tiles before this page's first decision.
    const since = frames.map((f) => f.t).lastIndexOf('full');
    const told = frames.slice(since).flatMap((f) => f.log || []);
    const deployed = told.filter((e) => e.event === 'nomad_deployed').length;
    const supply = [...frames].reverse().find((f) => f.view).view.board.nomads.supply;
    assert.equal(supply, 20 - deployed, `the view's nomad board holds 20 nomads less the ${deployed} deployed: ${told.map((e) => e.event).join(', ')}`);
    assert.match(await page.locator('#board-main').innerHTML(), new RegExp(`board ${supply}\\b`), `the page shows the nomad board with its ${supply} nomads`);
    ['nomad claimed', 'nomad placed'].forEach((k) => done.delete(k));
    const clicksBefore = clicks;
    // ----- setup: the building, the provision tiles, the scroll draft -----
    for (;;) {
      await waitReady(page);
      const d = await pageState(page);
      if (d.phase !== 'setup') break;
      if (d.decision === 'choose_building') {
        const keys = await legalKeys(page, 'p0/building/');
        assert.equal(keys.length, 2, 'two buildings drawn, each to click');
        assert.match(await botBoard(page), /choosing one of two buildings drawn \(hidden\)/, 'the bot\'s draw is hidden');
        if (!shots++) await shotPair(page, 'special-buildings', '[data-key^="p0/building/"]', DESKTOP);
        // A building whose ability asks something (library, barracks,
        // pavilion) in the first game; one that starts with a water and a
        // date (the nomad's price) after.
        const asks = ['2', '5', '8'].map((id) => keys.find((k) => k.endsWith(`/${id}`))).find(Boolean);
        let pick = games === 1 ? asks : null;
        for (const k of keys) if (!pick && (await startsWithWaterAndDate(page, k))) pick = k;
        await clickKey(page, pick || keys[0]);
        done.add('building');
      } else if (d.decision === 'choose_provision_tiles') {
        const keys = await legalKeys(page, 'p0/provision/');
        assert.deepEqual(keys, [0, 1, 2, 3, 4].map((i) => `p0/provision/${i}`), 'five provision tiles drawn, each to click');
        const own = await page.locator('#board-own').innerHTML();
        assert.match(own, /keep 3 of 5/);
        assert.match(own, /#\d+ moderate/, 'the moderate tile drawn shows its face to its owner');
        assert.match(own, /#\d+ hard/, 'the hard tile drawn too');
        const bot = await botBoard(page);
        if (/choosing 3 of 5/.test(bot)) {
          assert.match(bot, /face down \(moderate\)/, 'the bot\'s moderate tile shows face down');
          assert.match(bot, /face down \(hard\)/, 'the bot\'s hard tile too');
        }
        if (games === 1) await shotPair(page, 'new-provisions', '[data-key="p0/provision/2"]', DESKTOP);
        // Keep the moderate, the hard and the first base tile: three clicks.
        for (const i of [3, 4, 0]) await clickKey(page, `p0/provision/${i}`);
        done.add('provision tiles');
      } else if (d.decision === 'activate_provision_tile') {
        // The moderate tile (kept second): its bonus comes from season 1 on.
        const key = (await legalKeys(page, 'p0/provision/1')).length ? 'p0/provision/1' : (await legalKeys(page, 'p0/provision/'))[0];
        await clickKey(page, key);
      } else if (ASKED.includes(d.decision)) {
        done.add(d.decision);
        await clickAny(page);
      } else if (d.decision === 'choose_start_scroll') {
        const keys = await legalKeys(page, 'p0/start-scroll/');
        assert.equal(keys.length, 3, 'three yellow scrolls drawn, each to click');
        await clickKey(page, keys[0]);
        done.add('scroll draft');
      } else {
        await clickOnce(page, rng);
      }
      clicks++;
      assert.ok(clicks - clicksBefore < 200, 'the setup ends');
    }
    assert.ok(done.has('building') && done.has('provision tiles') && done.has('scroll draft'), `setup choices made: ${[...done]}`);
    // Every building is public now: ours kept, the bot's shown.
    assert.match(await page.locator('#board-own').innerHTML(), /\(#\d\) · kept/, 'your building is kept');
    assert.match(await botBoard(page), /\(#\d\) · kept/, 'the bot\'s building is shown once the start began');
    // ----- play: claim the nomad, place it, move it; the abilities' and tiles' decisions -----
    for (;;) {
      const over = await waitReady(page);
      const d = await pageState(page);
      // Past the first season only to move a nomad already placed (its move
      // needs an assistant phase and a dinar after the placement).
      if (over || done.has('nomad moved') || (Number(d.season) >= 1 && !done.has('nomad placed'))) break;
      if (d.decision === 'claim_keshis' && (await legalKeys(page, 'tower/nomad')).length && !done.has('nomad claimed')) {
        const dates = Number(await page.locator('[data-key="p0/res/dates"] text.count').innerHTML());
        const water = Number(await page.locator('[data-key="p0/res/water"] text.count').innerHTML());
        await clickKey(page, 'tower/nomad');
        done.add('nomad claimed');
        assert.ok(dates >= 1 && water >= 1, 'the nomad is paid with a date and a water');
      } else if (d.decision === 'place_nomad') {
        // A marker sector when one is free: the nomad is counted with its keshis.
        const markers = (await legalKeys(page, 'p0/sector/')).filter((k) => /^p0\/sector\/(river|date_orchard|mosque|palace|madrasa)$/.test(k));
        const key = markers[0] || (await legalKeys(page, 'p0/'))[0];
        // Nomads already in that sector (a second one may join the first).
        const nomadsIn = async (sector) => {
          const label = page.locator(`[data-key="p0/sector/${sector}"] > text`, { hasText: /nomad/ });
          if (!(await label.count())) return 0;
          const m = (await label.first().innerHTML()).match(/(\d+) nomads?/);
          return m ? Number(m[1]) : 0;
        };
        const before = markers[0] ? await nomadsIn(markers[0].split('/')[2]) : 0;
        await clickKey(page, key);
        done.add('nomad placed');
        if (markers[0]) {
          const sector = markers[0].split('/')[2];
          assert.equal(await page.locator(`[data-key="p0/nomad/marker/${sector}"]`).count(), 1, 'the nomad stands in its sector');
          assert.equal(await nomadsIn(sector), before + 1, 'the sector counts one nomad more');
        }
      } else if (d.decision === 'use_assistant' && (await legalKeys(page, 'p0/nomad/')).length && !done.has('nomad moved')) {
        const dinars = Number(await page.locator('[data-key="p0/res/dinars"] text.count').innerHTML());
        const [from] = await legalKeys(page, 'p0/nomad/');
        await clickKey(page, from);
        // The nomad chosen: its destinations light up (every other sector's free spaces).
        const fields = await legalKeys(page, 'p0/square/');
        await shotPair(page, 'nomads', `[data-key="${from}"]`, DESKTOP);
        const to = fields[0] || (await legalKeys(page, 'p0/sector/'))[0];
        await clickKey(page, to);
        await waitReady(page);
        const after = Number(await page.locator('[data-key="p0/res/dinars"] text.count').innerHTML());
        assert.equal(after, dinars - 1, 'moving a nomad costs 1 dinar');
        done.add('nomad moved');
      } else if (ASKED.includes(d.decision)) {
        done.add(d.decision);
        await clickAny(page);
      } else {
        await clickOnce(page, rng);
      }
      clicks++;
      assert.ok(clicks - clicksBefore < 3000, `the game ends (the last decision: ${d.decision}, chosen: ${d.chosen})`);
    }
  }
  // Nothing hidden of the bot reached this page: its buildings drawn, its
  // provision tiles face down, its start scrolls.
  for (const f of frames) {
    const p = f.view && f.view.players[1];
    if (!p) continue;
    if (p.building) {
      assert.deepEqual(p.building.drawn, [], 'the bot\'s buildings drawn are not sent');
      assert.deepEqual(p.building.start_scrolls, [], 'nor its start scrolls');
    }
    for (const pv of [...p.provision, ...(p.provision_drawn || [])]) {
      if (pv.status === 'face_down') assert.equal(pv.tile, null, 'the bot\'s face-down provision tiles are not sent');
    }
  }
  assert.deepEqual(errors, []);
  console.log(`# expansion: ${clicks} clicks; done: ${[...done].join(', ')}`);
  await ctx.close();
});

test('solo with special buildings: the back side, chosen from the lobby', async () => {
  const ctx = await browser.newContext({ viewport: DESKTOP });
  const page = await ctx.newPage();
  const errors = [];
  watchErrors(page, errors);
  await page.goto(BASE);
  await page.getByRole('tab', { name: /Solo vs Paschabot/ }).click();
  await page.locator('details.more summary').click();
  await page.locator('input[name="m_special_buildings"]').check();
  assert.equal(await page.locator('select[name="building_side"]').inputValue(), 'back', 'solo plays the back side');
  assert.ok(await page.locator('select[name="building_side"] option[value="front"]').evaluate((o) => o.disabled), 'the front side is not offered in solo');
  await page.getByRole('button', { name: /Start the solo game/ }).click();
  await page.waitForURL(/\/g\//);
  const rng = seeded(31);
  for (let i = 0; ; i++) {
    await waitReady(page);
    const d = await pageState(page);
    if (d.decision === 'choose_building') break;
    assert.equal(d.phase, 'setup', 'the building is chosen during the setup');
    await clickOnce(page, rng);
    assert.ok(i < 20);
  }
  const own = await page.locator('#board-own').innerHTML();
  assert.match(own, /Special building \(back side\)/);
  assert.match(own, /back side: no ability/);
  const [key] = await legalKeys(page, 'p0/building/');
  await clickKey(page, key);
  await waitReady(page);
  assert.match(await page.locator('#board-own').innerHTML(), /· kept/);
  assert.deepEqual(errors, []);
  await ctx.close();
});

/**
 * What lies outside the screen's width at this moment: the document's
 * sideways overflow, each board, and each place (data-key) on it, the
 * provision tiles and the camel race among them. Closed boards (other
 * players' <details> on a phone) are opened first. An empty list fits.
 */
async function outsideWidth(page) {
  const seats = await page.locator('#city-tabs [data-city]').evaluateAll((els) => els.map((e) => Number(e.dataset.city)));
  const out = [];
  for (const seat of seats) {
    await showCity(page, seat);
    out.push(...await page.evaluate(() => {
      const width = window.innerWidth;
      const found = [];
      if (document.documentElement.scrollWidth > width) found.push(`the document is ${document.documentElement.scrollWidth} px wide`);
      const check = (el, name) => {
        const r = el.getBoundingClientRect();
        if (!r.width && !r.height) return;
        if (r.left < -0.5 || r.right > width + 0.5) found.push(`${name}: ${Math.round(r.left)}..${Math.round(r.right)} px`);
      };
      // Every view in turn: a hidden tab has no box.
      document.querySelectorAll('svg.board').forEach((el) => check(el, el.getAttribute('aria-label')));
      document.querySelectorAll('svg g.race').forEach((el) => check(el, 'the camel race'));
      document.querySelectorAll('svg [data-key]').forEach((el) => check(el, el.dataset.key));
      return found;
    }));
  }
  await showCity(page, seats[0]);
  for (const tab of ['board', 'players', 'log']) {
    const b = page.locator(`button[data-tab="${tab}"]`);
    if (await b.isVisible()) await b.click();
    out.push(...await page.evaluate(() => {
      const width = window.innerWidth;
      const found = [];
      document.querySelectorAll('svg.board, svg [data-key]').forEach((el) => {
        const r = el.getBoundingClientRect();
        if ((r.width || r.height) && (r.left < -0.5 || r.right > width + 0.5)) found.push(`${el.getAttribute('data-key') || el.getAttribute('aria-label')}: ${Math.round(r.left)}..${Math.round(r.right)} px`);
      });
      if (document.documentElement.scrollWidth > width) found.push(`the document is ${document.documentElement.scrollWidth} px wide`);
      return found;
    }));
  }
  const board = page.locator('button[data-tab="board"]');
  if (await board.isVisible()) await board.click();
  return [...new Set(out)];
}

test('phone width (375 px): every board of a game with all modules fits the screen, nothing scrolls sideways', async () => {
  const PHONE = { width: 375, height: 812 };
  const ctx = await browser.newContext({ viewport: PHONE });
  const page = await ctx.newPage();
  const errors = [];
  watchErrors(page, errors);
  await page.goto(BASE);
  await page.getByRole('tab', { name: /Against bots/ }).click();
  await page.locator('select[name="players"]').selectOption('4');
  await page.locator('details.more summary').click();
  const modules = page.locator('input[type="checkbox"][name^="m_"]');
  assert.ok((await modules.count()) >= 11, 'the lobby offers the base box\'s and the expansion box\'s modules');
  for (const m of await modules.all()) await m.check();
  await page.getByRole('button', { name: /Start the game/ }).click();
  await page.waitForURL(/\/g\//);
  const rng = seeded(375);
  const seen = new Set();
  for (let clicks = 0; ; clicks++) {
    const over = await waitReady(page);
    const d = await pageState(page);
    assert.deepEqual(await outsideWidth(page), [], `at 375 px everything lies within the screen's width (${d.phase}, ${d.decision})`);
    assert.equal(await page.locator('svg g.race').count(), 1, 'the camel race is on the table');
    seen.add(d.decision);
    if (over || (d.phase !== 'setup' && clicks >= 40)) break;
    if (d.decision === 'choose_provision_tiles') {
      // The five tiles drawn lie side by side or wrapped, each within the
      // screen, and are kept by clicking them there.
      const keys = await legalKeys(page, 'p0/provision/');
      assert.equal(keys.length, 5, 'five provision tiles drawn, each to click');
      for (const k of [keys[4], keys[3], keys[0]]) await clickKey(page, k);
    } else {
      await clickOnce(page, rng);
    }
    assert.ok(clicks < 300, 'the setup ends');
  }
  assert.ok(seen.has('choose_provision_tiles') && seen.has('choose_building'), `the setup's choices were checked: ${[...seen]}`);
  // The layout follows the window: wide again, the boards take their desktop drawing.
  const width = async () => page.locator('#board-main svg.board').evaluate((e) => e.viewBox.baseVal.width);
  const narrow = await width();
  await page.setViewportSize(DESKTOP);
  await page.waitForFunction((w) => document.querySelector('#board-main svg.board').viewBox.baseVal.width > w, narrow);
  assert.deepEqual(await outsideWidth(page), [], 'at desktop width everything fits too');
  assert.deepEqual(errors, []);
  await ctx.close();
});
