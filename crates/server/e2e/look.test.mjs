// The table on one screen (issue 41, shared/design/table-look.md), in real
// headless Chromium: a 2-player base game at 1366×768 and a 4-player game
// with every module at 1920×1080, each through a whole season, never
// scroll the page, and every highlighted place is in view when its
// decision starts; on a phone (375×812) every place a decision lets you
// tap is at least 24×24 CSS pixels, the decision takes at most a third of
// the height and nothing lies below the page. Every icon resolves to a
// symbol of the sprite, and each keshi colour keeps its own glyph under
// deuteranopia and protanopia. Pieces move when someone plays, and
// nothing moves under prefers-reduced-motion. Click-to-redraw times are
// printed (they go to docs/PERFORMANCE.md; no test is timed).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { BASE, SHOTS, launch, watchErrors, waitReady, pageState, clickOnce, seeded } from './lib.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { if (browser) await browser.close(); });

/** Opens the lobby at `viewport`, starts a game against bots (4 players with every module when `all`). */
async function startAgainstBots(viewport, { all = false, phone = false, reducedMotion = 'no-preference' } = {}) {
  const ctx = await browser.newContext({ viewport, reducedMotion, ...(phone ? { isMobile: true, hasTouch: true } : {}) });
  // Counts the page's animations (motion.js plays them with Element.animate).
  await ctx.addInitScript(() => {
    const animate = Element.prototype.animate;
    /** @type {any} */ (window).__animations = 0;
    Element.prototype.animate = function (...args) {
      /** @type {any} */ (window).__animations++;
      return animate.apply(this, args);
    };
  });
  const page = await ctx.newPage();
  const errors = [];
  watchErrors(page, errors);
  await page.goto(BASE);
  await page.getByRole('tab', { name: /Against bots/ }).click();
  if (all) {
    await page.locator('details.more summary').click();
    await page.locator('select[name="players"]').selectOption('4');
    for (const box of await page.locator('input[name^="m_"]').all()) await box.check();
  }
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `look-lobby-${viewport.width}x${viewport.height}.png`) });
  await page.getByRole('button', { name: /Start the game/ }).click();
  await page.waitForURL(/\/g\//);
  return { ctx, page, errors };
}

/** What the page shows now, measured in the page: scrolling, places, boxes. */
async function measure(page) {
  return page.evaluate(() => {
    const box = (sel) => {
      const e = document.querySelector(sel);
      if (!e || !e.getClientRects().length) return null;
      const r = e.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height };
    };
    // A place is in view when a point of it takes a click as it is now (no scrolling).
    const hit = (e) => {
      const r = e.getBoundingClientRect();
      for (let i = 1; i < 8; i++) {
        for (let j = 1; j < 8; j++) {
          const x = r.left + (i / 8) * r.width;
          const y = r.top + (j / 8) * r.height;
          if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue;
          const h = document.elementFromPoint(x, y);
          if (h && e.contains(h)) return true;
        }
      }
      return false;
    };
    const places = [...document.querySelectorAll('.place.legal')].filter((e) => e.getClientRects().length);
    return {
      scroll: Math.max(document.documentElement.scrollHeight, document.body.scrollHeight),
      height: innerHeight,
      width: innerWidth,
      board: box('#board-main svg.board'),
      dock: box('.dock'),
      prompt: box('#prompt'),
      city: box('#board-own svg.board'),
      summaries: [...document.querySelectorAll('#players .summary')].map((e) => e.getBoundingClientRect().top),
      places: places.map((e) => {
        const r = e.getBoundingClientRect();
        return { key: e.dataset.key, w: r.width, h: r.height, seen: hit(e) };
      }),
      uses: [...document.querySelectorAll('use')].map((u) => u.getAttribute('href') || u.getAttribute('xlink:href')),
      unresolved: [...document.querySelectorAll('use')].map((u) => u.getAttribute('href') || '')
        .filter((h) => { const s = h.startsWith('#') ? document.getElementById(h.slice(1)) : null; return !s || s.tagName.toLowerCase() !== 'symbol'; }),
      view: document.body.dataset.view,
    };
  });
}

/** Times from a press to the redraw that shows its effect, in ms, measured in the page. */
async function armTimer(page) {
  await page.evaluate(() => {
    const d = document.body.dataset;
    const was = `${d.seq}|${d.chosen}`;
    let t0 = 0;
    addEventListener('pointerdown', () => { t0 = performance.now(); }, { capture: true, once: true });
    const ob = new MutationObserver(() => {
      if (!t0 || `${d.seq}|${d.chosen}` === was) return;
      ob.disconnect();
      // The redraw is done when the next frame paints.
      requestAnimationFrame(() => { d.lastClickMs = String(Math.round(performance.now() - t0)); });
    });
    ob.observe(document.body, { attributes: true, attributeFilter: ['data-seq', 'data-chosen'] });
    delete d.lastClickMs;
  });
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
}

/**
 * Plays by clicking (a seeded mix of places, buttons and rows) until the
 * season `until` begins or the game ends, calling `check` with what the
 * page shows at the start of each decision. Returns the click times.
 */
async function playSeason(page, rng, check, until = 1) {
  const times = [];
  let decisions = 0;
  for (;;) {
    if (await waitReady(page)) break;
    const st = await pageState(page);
    if (Number(st.season) >= until && st.phase !== 'setup') break;
    // The decision's places are revealed at its first frame.
    await page.waitForTimeout(30);
    check(await measure(page), st);
    decisions++;
    await armTimer(page);
    await clickOnce(page, rng);
    const ms = await page.evaluate(() => document.body.dataset.lastClickMs);
    if (ms !== undefined) times.push(Number(ms));
  }
  assert.ok(decisions > 10, `a whole season took decisions (${decisions})`);
  return times;
}

const timings = {};

function noScroll(m, where) {
  assert.ok(m.scroll <= m.height, `${where}: the page does not scroll (${m.scroll} px of content for ${m.height})`);
}

function placesInView(m, st, where) {
  const hidden = m.places.filter((p) => !p.seen).map((p) => p.key);
  assert.deepEqual(hidden, [], `${where}: every highlighted place of ${st.decision} is in view when it starts`);
}

function iconsResolve(m, where) {
  assert.ok(m.uses.length > 0, `${where}: the table draws its pieces and goods with icons of the sprite`);
  assert.deepEqual(m.unresolved, [], `${where}: every <use> names a <symbol> of the sprite`);
}

test('1366×768: a 2-player base game shows board, decision, own city and the other player on one screen, through a whole season', async () => {
  const viewport = { width: 1366, height: 768 };
  const { ctx, page, errors } = await startAgainstBots(viewport);
  let shot = false;
  const times = await playSeason(page, seeded(41), (m, st) => {
    const where = `1366×768 ${st.phase}/${st.decision}`;
    noScroll(m, where);
    placesInView(m, st, where);
    assert.ok(m.board && m.board.top >= 0 && m.board.bottom <= m.height + 1 && m.board.right <= m.width + 1, `${where}: the whole main board is on the screen`);
    assert.ok(m.board.width >= 700, `${where}: the main board takes most of the width (${Math.round(m.board.width)} px)`);
    assert.ok(m.prompt && m.prompt.top >= 0 && m.prompt.top < m.height / 2, `${where}: the decision is at the top of the rail`);
    assert.ok(m.city && m.city.top < m.height - 200, `${where}: your city is on the screen (its top at ${Math.round(m.city ? m.city.top : -1)})`);
    assert.ok(m.summaries.length === 1 && m.summaries.every((top) => top < m.height - 40), `${where}: the other player's summary is on the screen`);
    iconsResolve(m, where);
    if (!shot && st.phase === 'use_assistants' && SHOTS) shot = true;
  });
  if (SHOTS) await page.screenshot({ path: join(SHOTS, 'look-base-1366x768.png') });
  // The season's summary, over the board, still on one screen.
  const banner = page.locator('[data-season-banner]');
  if (await banner.count()) {
    noScroll(await measure(page), 'the season summary');
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'look-season-summary-1366x768.png') });
  }
  timings.base = times;
  // Pieces moved when the bot and this seat played.
  const moves = await page.evaluate(() => /** @type {any} */ (window).__animations);
  assert.ok(moves >= 10, `pieces move when someone plays (${moves} animations in a season)`);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('reduced motion: nothing moves, the table is the same', async () => {
  const { ctx, page, errors } = await startAgainstBots({ width: 1366, height: 768 }, { reducedMotion: 'reduce' });
  const rng = seeded(7);
  for (let i = 0; i < 12; i++) {
    if (await waitReady(page)) break;
    await clickOnce(page, rng);
  }
  noScroll(await measure(page), 'reduced motion');
  assert.equal(await page.evaluate(() => /** @type {any} */ (window).__animations), 0, 'no animation under prefers-reduced-motion');
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('1920×1080: a 4-player game with every module on one screen, through a whole season', async () => {
  const viewport = { width: 1920, height: 1080 };
  const { ctx, page, errors } = await startAgainstBots(viewport, { all: true });
  const times = await playSeason(page, seeded(4141), (m, st) => {
    const where = `1920×1080 all modules ${st.phase}/${st.decision}`;
    noScroll(m, where);
    placesInView(m, st, where);
    assert.ok(m.board && m.board.bottom <= m.height + 1, `${where}: the whole main board is on the screen`);
    assert.ok(m.summaries.length === 3 && m.summaries.every((top) => top < m.height - 40), `${where}: the three other players' summaries are on the screen`);
    iconsResolve(m, where);
  });
  if (SHOTS) await page.screenshot({ path: join(SHOTS, 'look-all-modules-1920x1080.png') });
  timings.all = times;
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('375×812: tabs, the decision in at most a third of the height, every place at least 24×24, nothing below the page', async () => {
  const viewport = { width: 375, height: 812 };
  const { ctx, page, errors } = await startAgainstBots(viewport, { phone: true });
  const small = [];
  await playSeason(page, seeded(375), (m, st) => {
    const where = `375×812 ${st.phase}/${st.decision}`;
    noScroll(m, where);
    assert.ok(m.dock && m.dock.height <= m.height / 3 + 1, `${where}: the decision takes ${Math.round(m.dock ? m.dock.height : -1)} of ${m.height} px`);
    assert.ok(m.dock.bottom <= m.height + 1, `${where}: the decision is pinned at the bottom`);
    for (const p of m.places) if (p.w < 24 || p.h < 24) small.push(`${p.key} ${p.w.toFixed(0)}×${p.h.toFixed(0)}`);
    // The open view holds the decision's places (the page opened its tab).
    if (m.places.length) assert.ok(m.places.some((p) => p.seen), `${where}: the ${m.view} view shows the decision's places`);
  });
  assert.deepEqual([...new Set(small)], [], 'every place a decision lets you tap is at least 24×24 CSS pixels');
  if (SHOTS) {
    for (const tab of ['board', 'city', 'players', 'log']) {
      await page.locator(`button[data-tab="${tab}"]`).click();
      await page.screenshot({ path: join(SHOTS, `look-phone-${tab}.png`) });
    }
  }
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('colour vision: each of the 12 keshi colours keeps its own glyph under deuteranopia and protanopia', async () => {
  const ctx = await browser.newContext({ viewport: { width: 900, height: 420 } });
  const page = await ctx.newPage();
  await page.goto(BASE);
  await page.getByRole('tab', { name: /Against bots/ }).waitFor();
  const glyphs = await page.evaluate(async () => {
    const { spriteSheet, keshiHtml } = await import('/sprite.js');
    const { COLOURS } = await import('/names.js');
    // Machado et al. (2009) matrices at full severity.
    const M = {
      deuteranopia: '0.367 0.861 -0.228 0 0  0.280 0.673 0.047 0 0  -0.012 0.043 0.969 0 0  0 0 0 1 0',
      protanopia: '0.152 1.053 -0.205 0 0  0.115 0.786 0.099 0 0  -0.004 -0.048 1.052 0 0  0 0 0 1 0',
    };
    const rows = Object.entries(M).map(([k, m]) => `<div style="filter:url(#cv-${k});display:flex;gap:8px;padding:6px"><b style="width:110px">${k}</b>${COLOURS.map((c) => String(keshiHtml(c, c, 48))).join('')}</div>`);
    document.body.innerHTML = `${spriteSheet()}<svg width="0" height="0" style="position:absolute">${Object.entries(M).map(([k, m]) => `<filter id="cv-${k}"><feColorMatrix type="matrix" values="${m}"/></filter>`).join('')}</svg>
<div style="background:#f4e9d2;padding:8px"><div style="display:flex;gap:8px;padding:6px"><b style="width:110px">normal</b>${COLOURS.map((c) => String(keshiHtml(c, c, 48))).join('')}</div>${rows.join('')}</div>`;
    // Each figure's glyph: the symbols its drawing uses besides the body every keshi shares.
    const figs = [...document.querySelectorAll('body > div > div:first-child > svg')];
    const uses = figs.map((f) => [...f.querySelectorAll('use')].map((u) => u.getAttribute('href')));
    const common = uses.reduce((a, b) => a.filter((x) => b.includes(x)));
    return uses.map((u) => u.filter((x) => !common.includes(x)).join('+'));
  });
  if (SHOTS) await page.screenshot({ path: join(SHOTS, 'look-colour-vision.png') });
  assert.equal(glyphs.length, 12, 'twelve keshi figures drawn');
  assert.ok(glyphs.every((g) => g), `every colour has a glyph of its own: ${glyphs.join(', ')}`);
  assert.equal(new Set(glyphs).size, 12, `twelve different glyphs: ${glyphs.join(', ')}`);
  await ctx.close();
});

after(() => {
  const line = Object.entries(timings).map(([k, v]) => `${k}: median ${median(v)} ms over ${v.length} clicks`).join('; ');
  if (line) {
    console.log(`# click to redraw: ${line}`);
  }
});
