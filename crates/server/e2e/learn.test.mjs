// The guided first game at /learn (issue 42), in real headless Chromium: a
// learner opens it from the lobby and goes through the first season by
// pressing "Show me" and "Do it", chooses differently twice (a sentence
// says what that choice did, and the lesson goes on), and "Next" on the
// texts of events; every bubble lies in the screen and the place it is
// about takes a click (hit test as look.test.mjs's `measure`). A reload
// resumes the same game without the texts already seen. The same in
// German on a phone (375×812): the bubble speaks German.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { BASE, SHOTS, launch, watchErrors, waitReady, pageState, waitChange, clickOnce, seeded } from './lib.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { if (browser) await browser.close(); });

/** The bubble and what it is about, measured in the page; null when no bubble shows. */
async function bubble(page) {
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
    const marked = [...document.querySelectorAll('.pane .learn-mark')].filter(inScreen);
    const legal = [...document.querySelectorAll('.pane .place.legal')].filter(inScreen);
    const anchor = topic.startsWith('d-') ? marked[0] || legal[0] || null : null;
    const covered = legal.filter((e) => {
      const q = e.getBoundingClientRect();
      return !(q.right <= r.left || q.left >= r.right || q.bottom <= r.top || q.top >= r.bottom);
    }).length;
    return {
      topic,
      text: b.innerText,
      inView: r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5,
      anchor: anchor ? { key: anchor.getAttribute('data-key'), seen: hit(anchor) } : null,
      covered,
      legal: legal.length,
      show: b.querySelector('[data-learn-show]')?.getAttribute('data-learn-show') || '',
      note: b.querySelector('[data-learn-note]')?.textContent || '',
    };
  });
}

/** Waits until a bubble shows (nothing in flight) or this seat must decide. */
async function waitLesson(page) {
  await page.waitForFunction(() => {
    const d = document.body.dataset;
    const b = document.getElementById('learn-bubble');
    if (d.inflight !== '0' || d.status !== 'online') return false;
    return (b && !b.hidden) || d.turn === '1' || d.over === '1';
  }, null, { timeout: 60000, polling: 50 });
}

/** Checks a bubble: in the screen, the place it is about takes a click. */
async function checkBubble(page, b, where) {
  if (SHOTS && (!b.inView || (b.anchor && !b.anchor.seen))) await page.screenshot({ path: join(SHOTS, `learn-failed-${where.replace(/\W+/g, '-')}.png`) });
  assert.ok(b.inView, `${where}: the bubble "${b.topic}" lies in the screen`);
  if (b.anchor) assert.ok(b.anchor.seen, `${where}: the place ${b.anchor.key} the bubble "${b.topic}" is about takes a click`);
  assert.ok(b.text.trim().length > 10, `${where}: the bubble says something`);
}

/**
 * Goes through the lesson until its end: "Show me" + "Do it" on decisions,
 * "Next" on events, choosing differently at the kinds in `differ` (once
 * each), reloading once after `reloadAfter` was explained.
 */
async function runLesson(page, { differ = [], reloadAfter = '', label, shots = '', words = null }) {
  const rng = seeded(42);
  const topics = [];
  const notes = [];
  let reloaded = false;
  let maxCovered = 0;
  for (let i = 0; i < 400; i++) {
    await waitLesson(page);
    const b = await bubble(page);
    if (!b) {
      const s = await pageState(page);
      assert.notEqual(s.over, '1', `${label}: the lesson ends before the game does`);
      // A decision already explained: the learner plays on alone.
      await clickOnce(page, rng);
      continue;
    }
    await checkBubble(page, b, label);
    if (words) assert.match(b.text, words, `${label}: the bubble speaks the page's language`);
    maxCovered = Math.max(maxCovered, b.covered);
    if (!topics.includes(b.topic)) topics.push(b.topic);
    if (shots && SHOTS && ['d-select_keshis', 'd-claim_keshis'].includes(b.topic)) {
      await page.screenshot({ path: join(SHOTS, `learn-${shots}-${b.topic.replace(/_/g, '-')}.png`) });
    }
    if (b.topic === 'done') {
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
        reloaded = await reload(page, label);
      }
      continue;
    }
    // A decision: "Show me" marks the suggestion (the server's hint) …
    await page.locator('[data-learn-show="show"]').click();
    await page.locator('[data-learn-show="do"]').waitFor({ timeout: 30000 });
    const shown = await bubble(page);
    await checkBubble(page, shown, `${label} (shown)`);
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
      const after = await bubble(page);
      assert.ok(after && after.note, `${label}: a sentence says what the other choice (${kind}) did`);
      notes.push(after.note);
      await checkBubble(page, after, `${label} (after another choice)`);
    } else {
      // … pressed again ("Do it") it plays it.
      await page.locator('[data-learn-show="do"]').click();
      await waitChange(page, before);
    }
    if (b.topic === reloadAfter && !reloaded) reloaded = await reload(page, label);
  }
  return { topics, notes, reloaded, maxCovered };
}

/** Reloads /learn: the same game, the texts seen stay seen. */
async function reload(page, label) {
  const was = await page.evaluate(() => JSON.parse(localStorage.getItem('marrakesh.learn') || 'null'));
  assert.ok(was && was.id, `${label}: the lesson's game is kept`);
  const seq = Number((await pageState(page)).seq);
  await page.reload();
  await page.waitForFunction(() => document.body.dataset.status === 'online' && document.body.dataset.seq !== '', null, { timeout: 30000 });
  const now = await page.evaluate(() => JSON.parse(localStorage.getItem('marrakesh.learn') || 'null'));
  assert.equal(now.id, was.id, `${label}: a reload resumes the same game`);
  assert.ok(Number((await pageState(page)).seq) >= seq, `${label}: the game goes on where it was`);
  await waitLesson(page);
  const b = await bubble(page);
  if (b) assert.ok(!was.seen.includes(b.topic), `${label}: "${b.topic}" was seen before the reload and is not shown again`);
  return true;
}

test('a guided first season at /learn: Show me, Do it, other choices, a reload', { timeout: 900000 }, async () => {
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'en-US' });
  const page = await ctx.newPage();
  const errors = [];
  watchErrors(page, errors);
  await page.goto(BASE);
  const link = page.locator('a[data-learn-link]');
  assert.match(await link.innerText(), /Learn to play/);
  await link.click();
  await page.waitForURL(/\/learn$/);
  const r = await runLesson(page, { differ: ['claim_keshis', 'use_assistant'], reloadAfter: 'd-select_keshis', label: 'en', shots: 'desktop', words: /Next/ });
  console.log(`# en: ${r.topics.length} texts: ${r.topics.join(', ')}; notes: ${r.notes.join(' | ')}; places covered at most ${r.maxCovered}`);
  assert.equal(r.notes.length, 2, 'two other choices, two sentences');
  assert.ok(r.notes.every((n) => /You chose differently/.test(n)));
  assert.ok(r.reloaded, 'the lesson was reloaded once');
  for (const need of ['intro', 'd-select_keshis', 'd-claim_keshis', 'd-use_assistant', 'e-season_ended', 'done']) {
    assert.ok(r.topics.includes(need), `the lesson explains ${need}`);
  }
  assert.ok(r.topics.length >= 12, 'the first season explains a dozen steps or more');
  // Open again: the same game, the lesson over, no bubble.
  await page.goto(`${BASE}/learn`);
  await page.waitForFunction(() => document.body.dataset.status === 'online', null, { timeout: 30000 });
  await page.waitForTimeout(500);
  assert.equal(await bubble(page), null, 'a finished lesson shows no bubble');
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('the lesson in German on a phone', { timeout: 900000 }, async () => {
  const ctx = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, locale: 'de-DE' });
  const page = await ctx.newPage();
  const errors = [];
  watchErrors(page, errors);
  await page.goto(`${BASE}/learn`);
  await page.waitForFunction(() => document.body.dataset.status === 'online', null, { timeout: 30000 });
  await waitLesson(page);
  const first = await bubble(page);
  assert.ok(first && /Willkommen/.test(first.text), 'the first text is German');
  const r = await runLesson(page, { differ: ['claim_keshis'], reloadAfter: 'd-claim_keshis', label: 'de', shots: 'phone', words: /Weiter/ });
  console.log(`# de: ${r.topics.length} texts; notes: ${r.notes.join(' | ')}; places covered at most ${r.maxCovered}`);
  assert.ok(r.notes.every((n) => /Du hast anders gewählt/.test(n)) && r.notes.length === 1);
  assert.ok(r.reloaded);
  // "Start over": a new lesson game, its first text again.
  const was = await page.evaluate(() => JSON.parse(localStorage.getItem('marrakesh.learn') || 'null').id);
  await page.locator('a[data-learn-restart]').click();
  await page.waitForFunction((id) => {
    const p = JSON.parse(localStorage.getItem('marrakesh.learn') || 'null');
    return p && p.id !== id && document.body.dataset.status === 'online';
  }, was, { timeout: 30000 });
  await waitLesson(page);
  assert.match((await bubble(page)).text, /Willkommen/, 'the lesson starts over from its first text');
  assert.deepEqual(errors, []);
  await ctx.close();
});
