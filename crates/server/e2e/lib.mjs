// Helpers of the browser tests (real headless Chromium through
// playwright-core, against the server crates/server/tests/browser.rs
// starts): launching, waiting for a decision, clicking like a person,
// screenshots. The same helpers as browser.test.mjs's, shared here.

import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

export const BASE = process.env.MARRAKESH_URL;
export const SHOTS = process.env.SCREENSHOT_DIR || '';
export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
export const ACTION_TIMEOUT = 30000;

/** Debian's Chromium, headless. */
export async function launch() {
  assert.ok(BASE, 'MARRAKESH_URL must name a running server (crates/server/tests/browser.rs sets it)');
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
  });
}

/** Page errors and console errors go to `errors`. */
export function watchErrors(page, errors) {
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
}

/** Waits until this page has a decision to take (and nothing in flight) or the game is over. */
export async function waitReady(page, timeout = 60000) {
  await page.waitForFunction(() => {
    const d = document.body.dataset;
    return d.over === '1' || (d.turn === '1' && d.inflight === '0' && d.status === 'online');
  }, null, { timeout, polling: 50 });
  return page.evaluate(() => document.body.dataset.over === '1');
}

/** The page's public state (its data attributes). */
export async function pageState(page) {
  return page.evaluate(() => ({ ...document.body.dataset }));
}

/**
 * Scrolls `loc` to the middle of the screen (away from the sticky bars)
 * and finds a part of it that takes a click (the middle of a place's box
 * may be a gap between its pieces, e.g. two nomads on two rows): its
 * position in the element, or null if none does.
 */
export async function aim(loc) {
  await showPane(loc);
  await loc.evaluate((e) => e.scrollIntoView({ block: 'center', inline: 'center' }));
  return loc.evaluate((e) => {
    // The place a click at a point goes to, as the page decides it: the
    // innermost highlighted place around what is hit.
    const takes = (hit) => !!hit && e.contains(hit)
      && (!e.dataset || e.dataset.key === undefined || hit.closest('[data-key].legal') === e);
    const r = e.getBoundingClientRect();
    const points = [[0.5, 0.5]];
    for (let i = 1; i < 8; i++) for (let j = 1; j < 8; j++) points.push([i / 8, j / 8]);
    for (const [fx, fy] of points) {
      if (takes(document.elementFromPoint(r.left + fx * r.width, r.top + fy * r.height))) {
        return { x: fx * r.width, y: fy * r.height };
      }
    }
    // A place of a few small parts far apart (nomads in two rows of a
    // sector): the middle of one of its parts.
    for (const part of e.querySelectorAll('rect.hit, .keshi, circle, rect, path')) {
      const q = part.getBoundingClientRect();
      if (q.width < 1 || q.height < 1) continue;
      const x = q.left + q.width / 2;
      const y = q.top + q.height / 2;
      if (takes(document.elementFromPoint(x, y))) return { x: x - r.left, y: y - r.top };
    }
    return null;
  });
}

/**
 * On a narrow screen the table shows one view at a time (tabs): opens the
 * one that holds `loc`, as a person taps its tab.
 */
export async function showPane(loc) {
  const pane = await loc.evaluate((e) => {
    const p = e.closest('[data-pane]');
    return p && !e.getClientRects().length ? p.getAttribute('data-pane') : null;
  });
  if (pane) {
    await loc.page().locator(`button[data-tab="${pane}"]`).click();
    await loc.page().waitForFunction((p) => document.body.dataset.view === p, pane, { timeout: ACTION_TIMEOUT });
  }
}

/**
 * Shows seat `seat`'s city in the city panel, as a person taps its tab
 * (on a narrow screen the city view first), and waits until it is drawn.
 */
export async function showCity(page, seat) {
  const tab = page.locator(`#city-tabs [data-city="${seat}"]`);
  await showPane(tab);
  await tab.click();
  await page.locator(`#board-own svg.board, #board-others .other[data-seat="${seat}"]`).first().waitFor({ timeout: ACTION_TIMEOUT });
  await page.waitForFunction((s) => {
    const own = document.getElementById('board-own');
    return !!document.querySelector(`#board-others .other[data-seat="${s}"]`) || (own && !own.hidden && document.querySelector(`#city-tabs [data-city="${s}"][aria-selected="true"]`));
  }, seat, { timeout: ACTION_TIMEOUT });
}

/** Clicks like a person: where the element takes the click ([`aim`]), else in its middle. */
export async function press(loc) {
  // Aimed again when the page moved under the pointer (an animation, a
  // banner, a summary arriving) and something else took the point.
  for (let attempt = 0; ; attempt++) {
    const position = await aim(loc);
    if (!position) {
      const box = await loc.boundingBox().catch(() => null);
      console.log(`# no point of ${loc} takes a click (box ${JSON.stringify(box)}); clicked in its middle`);
    }
    try {
      await loc.click({ timeout: attempt < 2 ? ACTION_TIMEOUT / 3 : ACTION_TIMEOUT, ...(position ? { position } : {}) });
      break;
    } catch (e) {
      if (attempt >= 2) throw e;
      console.log(`# a click on ${loc} did not land (${String(e.message).split('\n')[0]}); aimed again`);
    }
  }
  // Kept for waitChange, which clicks again where a click took no effect.
  loc.page().lastPress = loc;
}

/**
 * Waits until the page took a click made in state `before` (a step came,
 * or the choice so far changed) and nothing is in flight, or the game
 * ended: a click that completes an action sends it, and until the server
 * answers the page offers nothing to click.
 *
 * A click the page never took (nothing sent, nothing chosen, no step: the
 * board moved under the pointer between aiming and clicking) is made
 * again, as a person would, at most twice and said in the report; an
 * action sent and not yet answered is waited for, never sent twice.
 */
export async function waitChange(page, before) {
  const pick = (d) => JSON.stringify({ seq: d.seq, chosen: d.chosen, inflight: d.inflight, status: d.status, decision: d.decision, phase: d.phase });
  for (let again = 0; ; again++) {
    try {
      await page.waitForFunction((b) => {
        const d = document.body.dataset;
        return d.over === '1' || ((d.seq !== b.seq || d.chosen !== b.chosen) && d.inflight === '0');
      }, before, { timeout: again < 2 ? ACTION_TIMEOUT / 3 : ACTION_TIMEOUT, polling: 20 });
      return;
    } catch (e) {
      // What the page showed before the click and shows now, to tell a
      // click the page never took from an answer the server never sent.
      const now = await pageState(page).catch(() => ({}));
      const prompt = await page.locator('.prompt').first().innerText({ timeout: 1000 }).catch(() => '(no prompt)');
      const untaken = now.seq === before.seq && now.chosen === before.chosen && now.inflight === '0' && now.status === 'online';
      if (again < 2 && untaken && page.lastPress) {
        console.log(`# a click took no effect (${pick(now)}; the prompt: ${prompt.replace(/\s+/g, ' ').slice(0, 200)}); clicked again`);
        await press(page.lastPress);
        continue;
      }
      throw new Error(`the page took no click: before ${pick(before)}, now ${pick(now)}; `
        + `the prompt: ${prompt.replace(/\s+/g, ' ').slice(0, 300)}`);
    }
  }
}

/** Clicks the highlighted place `key` on the table and waits for its effect. */
export async function clickKey(page, key) {
  const loc = page.locator(`svg [data-key="${key}"].legal`);
  assert.equal(await loc.count(), 1, `the place ${key} is highlighted once`);
  const before = await pageState(page);
  await press(loc);
  await waitChange(page, before);
}

/** Clicks a button of the prompt bar or a row of the list whose text matches `re`. */
export async function clickChoice(page, re) {
  const before = await pageState(page);
  const button = page.locator('.prompt button.act', { hasText: re });
  if (await button.count()) await press(button.first());
  else await press(page.locator('.act-row:not([disabled])', { hasText: re }).first());
  await waitChange(page, before);
}

/**
 * Takes one decision by clicking: a highlighted place on the table (most
 * often), else a button of the prompt bar, else a row of the action list.
 */
export async function clickOnce(page, rng) {
  const targets = page.locator('svg .place.legal');
  const buttons = page.locator('.prompt button.act');
  const rows = page.locator('.act-row:not([disabled]):visible');
  let before;
  let nt;
  let nb;
  let nr;
  for (let tries = 0; ; tries++) {
    before = await pageState(page);
    nt = await targets.count();
    nb = await buttons.count();
    nr = await rows.count();
    if (nt + nb + nr > 0) break;
    if (tries >= 3) {
      // Which decision left nothing to click, and what the page showed.
      const prompt = await page.locator('.prompt').first().innerText({ timeout: 1000 }).catch(() => '(no prompt)');
      const all = await page.locator('.act-row').count();
      assert.fail(`a pending decision offers something to click: ${before.decision} (phase ${before.phase}, chosen "${before.chosen}", `
        + `status ${before.status}), ${all} rows in the list, none visible and enabled; the prompt: ${prompt.replace(/\s+/g, ' ').slice(0, 300)}`);
    }
    // A reconnect caught between two looks: the page is ready again soon.
    await page.waitForTimeout(500);
    if (await waitReady(page)) return;
  }
  const r = rng();
  if (nt > 0 && (r < 0.7 || nb + nr === 0)) {
    await press(targets.nth(Math.floor(rng() * nt)));
  } else if (nb > 0 && (r < 0.9 || nr === 0)) {
    await press(buttons.nth(Math.floor(rng() * nb)));
  } else {
    await press(rows.nth(Math.floor(rng() * nr)));
  }
  await waitChange(page, before);
}

/** A small deterministic random number generator. */
export function seeded(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/** No serious or critical accessibility violation on the page (axe-core). */
export async function axeClean(page, what) {
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  const res = await page.evaluate(async () => {
    // eslint-disable-next-line no-undef
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  });
  assert.deepEqual(res, [], `axe-core on ${what}: no serious or critical violations`);
}

/** A screenshot with `selector` in the middle of the screen (none without SCREENSHOT_DIR). */
export async function shotAt(page, name, selector) {
  if (!SHOTS) return;
  await page.locator(selector).first().evaluate((e) => e.scrollIntoView({ block: 'center', inline: 'center' }));
  await page.screenshot({ path: join(SHOTS, name), fullPage: false });
}

/** The same place at desktop width and at 375 px (a phone), then back. */
export async function shotPair(page, stem, selector, desktop) {
  if (!SHOTS) return;
  await shotAt(page, `${stem}-desktop.png`, selector);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.waitForTimeout(250);
  await shotAt(page, `${stem}-phone.png`, selector);
  await page.setViewportSize(desktop);
  await page.waitForTimeout(250);
}

/** Every JSON frame a page receives on its WebSocket. */
export function recordFrames(page) {
  const frames = [];
  page.on('websocket', (ws) => ws.on('framereceived', (f) => {
    try {
      frames.push(JSON.parse(f.payload));
    } catch (e) {
      frames.push({ unparsed: String(f.payload) });
    }
  }));
  return frames;
}

// The guided lessons at /learn (learn.js): the bubble, measured in the
// page, and a learner going through a lesson by "Show me" and "Do it".

/**
 * The lesson's bubble and what it is about, measured in the page; null
 * when no bubble shows. Its anchor: the first place it marks that lies in
 * the screen (the suggestion's, or the event's), else for a decision the
 * first highlighted place; `marked`: how many places it marks in shown views.
 */
export async function bubble(page) {
  return page.evaluate(() => {
    const b = document.getElementById('learn-bubble');
    if (!b || b.hidden) return null;
    const r = b.getBoundingClientRect();
    // A place is in view when a point of it takes a click as it is now (no scrolling).
    const hit = (e) => {
      const q = e.getBoundingClientRect();
      for (let i = 1; i < 8; i++) {
        for (let j = 1; j < 8; j++) {
          const x = q.left + (i / 8) * q.width;
          const y = q.top + (j / 8) * q.height;
          if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue;
          const h = document.elementFromPoint(x, y);
          if (h && e.contains(h)) return true;
        }
      }
      return false;
    };
    const inScreen = (e) => {
      const q = e.getBoundingClientRect();
      return q.width > 0 && q.bottom > 0 && q.top < innerHeight && q.right > 0 && q.left < innerWidth;
    };
    const topic = b.dataset.topic || '';
    const shown = [...document.querySelectorAll('.pane .learn-mark')].filter((e) => e.getClientRects().length > 0);
    const marked = shown.filter(inScreen);
    const legal = [...document.querySelectorAll('.pane .place.legal')].filter(inScreen);
    const anchor = marked[0] || (topic.startsWith('d-') ? legal[0] : null) || null;
    const covered = legal.filter((e) => {
      const q = e.getBoundingClientRect();
      return !(q.right <= r.left || q.left >= r.right || q.bottom <= r.top || q.top >= r.bottom);
    }).length;
    return {
      topic,
      text: b.innerText,
      inView: r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5,
      anchor: anchor ? { key: anchor.getAttribute('data-key'), seen: hit(anchor) } : null,
      marked: shown.length,
      covered,
      legal: legal.length,
      show: b.querySelector('[data-learn-show]')?.getAttribute('data-learn-show') || '',
      revealing: b.dataset.revealing === '1',
      note: b.querySelector('[data-learn-note]')?.textContent || '',
    };
  });
}

/**
 * The bubble once the places it marks are brought into view (the lesson
 * may open another seat's city or a view's tab first): at most 5 s.
 */
export async function settledBubble(page) {
  let b = await bubble(page);
  for (let i = 0; i < 50 && b && (b.revealing || (b.marked > 0 && !(b.anchor && b.anchor.seen))); i++) {
    await page.waitForTimeout(100);
    b = await bubble(page);
  }
  return b;
}

/** Waits until a bubble shows (nothing in flight) or this seat must decide. */
export async function waitLesson(page) {
  await page.waitForFunction(() => {
    const d = document.body.dataset;
    const b = document.getElementById('learn-bubble');
    if (d.inflight !== '0' || d.status !== 'online') return false;
    return (b && !b.hidden) || d.turn === '1' || d.over === '1';
  }, null, { timeout: 60000, polling: 50 });
}

/**
 * Checks a bubble: in the screen, the place it is about takes a click, and
 * when it marks places, one of them is in view.
 */
export async function checkBubble(page, b, where) {
  if (SHOTS && (!b.inView || (b.anchor && !b.anchor.seen) || (b.marked && !b.anchor))) {
    await page.screenshot({ path: join(SHOTS, `learn-failed-${where.replace(/\W+/g, '-')}.png`) });
  }
  assert.ok(b.inView, `${where}: the bubble "${b.topic}" lies in the screen`);
  if (b.marked) assert.ok(b.anchor, `${where}: a place the bubble "${b.topic}" marks is in the screen`);
  if (b.anchor) assert.ok(b.anchor.seen, `${where}: the place ${b.anchor.key} the bubble "${b.topic}" is about takes a click`);
  assert.ok(b.text.trim().length > 10, `${where}: the bubble says something`);
}

/** Reloads the lesson's page: the same game, the texts seen stay seen. */
async function reloadLesson(page, label, key) {
  const was = await page.evaluate((k) => JSON.parse(localStorage.getItem(k) || 'null'), key);
  assert.ok(was && was.id, `${label}: the lesson's game is kept`);
  const seq = Number((await pageState(page)).seq);
  await page.reload();
  await page.waitForFunction(() => document.body.dataset.status === 'online' && document.body.dataset.seq !== '', null, { timeout: 30000 });
  const now = await page.evaluate((k) => JSON.parse(localStorage.getItem(k) || 'null'), key);
  assert.equal(now.id, was.id, `${label}: a reload resumes the same game`);
  assert.ok(Number((await pageState(page)).seq) >= seq, `${label}: the game goes on where it was`);
  await waitLesson(page);
  const b = await bubble(page);
  if (b) assert.ok(!was.seen.includes(b.topic), `${label}: "${b.topic}" was seen before the reload and is not shown again`);
  return true;
}

/**
 * Goes through a lesson until its end: "Show me" + "Do it" on decisions,
 * "Next" on events, choosing differently at the kinds in `differ` (once
 * each), reloading once after `reloadAfter` was explained (the lesson's
 * progress under localStorage `key`). Every bubble is checked.
 */
export async function runLesson(page, { differ = [], reloadAfter = '', label, shots = '', shotTopics = [], words = null, key = 'marrakesh.learn' }) {
  const rng = seeded(42);
  const topics = [];
  const notes = [];
  /** The place each text was anchored to first (its data-key). @type {Record<string, string>} */
  const anchors = {};
  /** The lessons the last text offers. @type {string[]} */
  let more = [];
  let reloaded = false;
  let maxCovered = 0;
  for (let i = 0; i < 400; i++) {
    await waitLesson(page);
    const b = await settledBubble(page);
    if (!b) {
      const s = await pageState(page);
      assert.notEqual(s.over, '1', `${label}: the lesson ends before the game does`);
      // A decision already explained: the learner plays on alone.
      await clickOnce(page, rng);
      continue;
    }
    await checkBubble(page, b, `${label} ${b.topic}`);
    if (words) assert.match(b.text, words, `${label}: the bubble speaks the page's language`);
    maxCovered = Math.max(maxCovered, b.covered);
    if (!topics.includes(b.topic)) topics.push(b.topic);
    if (b.anchor && b.anchor.key && !anchors[b.topic]) anchors[b.topic] = b.anchor.key;
    if (shots && SHOTS && shotTopics.includes(b.topic)) {
      await page.screenshot({ path: join(SHOTS, `learn-${shots}-${b.topic.replace(/_/g, '-')}.png`) });
    }
    if (b.topic === 'done') {
      more = await page.locator('[data-learn-more] a').evaluateAll((as) => as.map((a) => a.getAttribute('data-learn-lesson')));
      await page.locator('[data-learn-next]').click();
      await page.waitForFunction(() => document.getElementById('learn-bubble').hidden, null, { timeout: 10000 });
      break;
    }
    if (!b.topic.startsWith('d-')) {
      await page.locator('[data-learn-next]').click();
      await page.waitForFunction((tp) => {
        const e = document.getElementById('learn-bubble');
        return e.hidden || e.dataset.topic !== tp || !e.querySelector('[data-learn-note]') && tp === 'note';
      }, b.topic, { timeout: 10000 });
      if (b.topic === reloadAfter && !reloaded) {
        reloaded = await reloadLesson(page, label, key);
      }
      continue;
    }
    // A decision: "Show me" marks the suggestion (the server's hint) …
    await page.locator('[data-learn-show="show"]').click();
    await page.locator('[data-learn-show="do"]').waitFor({ timeout: 30000 });
    const shown = await settledBubble(page);
    await checkBubble(page, shown, `${label} ${b.topic} (shown)`);
    if (shown.anchor && shown.anchor.key && !anchors[`${b.topic} (shown)`]) anchors[`${b.topic} (shown)`] = shown.anchor.key;
    assert.ok(await page.locator('.learn-mark').count() > 0, `${label}: "Show me" marks the suggested choice (${b.topic})`);
    const before = await pageState(page);
    const kind = b.topic.slice(2);
    const i2 = differ.indexOf(kind);
    const other = i2 >= 0 && await page.locator('.act-row:not(.learn-mark)').count() > 0;
    if (other) {
      // … and the learner chooses another: one sentence says what it did.
      differ.splice(i2, 1);
      await page.evaluate(() => /** @type {HTMLElement} */ (document.querySelector('.act-row:not(.learn-mark)')).click());
      await waitChange(page, before);
      await waitLesson(page);
      const after = await settledBubble(page);
      assert.ok(after && after.note, `${label}: a sentence says what the other choice (${kind}) did`);
      notes.push(after.note);
      await checkBubble(page, after, `${label} (after another choice)`);
    } else {
      // … pressed again ("Do it") it plays it.
      await page.locator('[data-learn-show="do"]').click();
      await waitChange(page, before);
    }
    if (b.topic === reloadAfter && !reloaded) reloaded = await reloadLesson(page, label, key);
  }
  return { topics, notes, anchors, more, reloaded, maxCovered };
}
