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
import { BASE, launch, watchErrors, bubble, waitLesson, runLesson } from './lib.mjs';

/** The texts whose bubbles are photographed for docs/screenshots. */
const SHOT_TOPICS = ['d-select_keshis', 'd-claim_keshis'];

let browser;
before(async () => { browser = await launch(); });
after(async () => { if (browser) await browser.close(); });

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
  const r = await runLesson(page, { differ: ['claim_keshis', 'use_assistant'], reloadAfter: 'd-select_keshis', label: 'en', shots: 'desktop', shotTopics: SHOT_TOPICS, words: /Next/ });
  console.log(`# en: ${r.topics.length} texts: ${r.topics.join(', ')}; notes: ${r.notes.join(' | ')}; places covered at most ${r.maxCovered}`);
  assert.equal(r.notes.length, 2, 'two other choices, two sentences');
  assert.ok(r.notes.every((n) => /You chose differently/.test(n)));
  assert.ok(r.reloaded, 'the lesson was reloaded once');
  for (const need of ['intro', 'd-select_keshis', 'd-claim_keshis', 'd-use_assistant', 'e-season_ended', 'done']) {
    assert.ok(r.topics.includes(need), `the lesson explains ${need}`);
  }
  assert.ok(r.topics.length >= 12, 'the first season explains a dozen steps or more');
  assert.deepEqual(r.more, ['solo', 'camel-race'], 'the end of the first lesson offers the follow-up lessons');
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
  const r = await runLesson(page, { differ: ['claim_keshis'], reloadAfter: 'd-claim_keshis', label: 'de', shots: 'phone', shotTopics: SHOT_TOPICS, words: /Weiter/ });
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
