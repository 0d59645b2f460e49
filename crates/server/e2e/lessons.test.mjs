// The follow-up lessons at /learn (issue 42), in real headless Chromium:
// solo against the Paschabot (`?lesson=solo`: its turn explained as its
// events arrive, on its own board) and the camel race
// (`?lesson=camel-race`), each opened from the lobby and gone through by
// "Show me", "Do it" and "Next" until its last text; every bubble lies in
// the screen and the places it marks take a click (lib.mjs's
// `checkBubble`). Each lesson keeps its own progress. The camel race in
// German.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, launch, watchErrors, bubble, waitLesson, runLesson } from './lib.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { if (browser) await browser.close(); });

/** Opens a follow-up lesson from the lobby's learn entry. */
async function openFromLobby(page, id, name) {
  await page.goto(BASE);
  const link = page.locator(`.learn-entry a[data-learn-lesson="${id}"]`);
  assert.match(await link.innerText(), name, `the lobby offers the lesson "${id}"`);
  await link.click();
  await page.waitForURL(new RegExp(`/learn\\?lesson=${id}$`));
  await page.waitForFunction(() => document.body.dataset.status === 'online', null, { timeout: 30000 });
}

/** After its end, the lesson opened again shows no bubble; the first lesson's progress was never touched. */
async function finished(page, id) {
  await page.goto(`${BASE}/learn?lesson=${id}`);
  await page.waitForFunction(() => document.body.dataset.status === 'online', null, { timeout: 30000 });
  await page.waitForTimeout(500);
  assert.equal(await bubble(page), null, `a finished lesson (${id}) shows no bubble`);
  const kept = await page.evaluate((k) => ({ mine: JSON.parse(localStorage.getItem(k) || 'null'), first: localStorage.getItem('marrakesh.learn') }), `marrakesh.learn.${id}`);
  assert.ok(kept.mine && kept.mine.done, `the lesson "${id}" keeps its own progress`);
  assert.equal(kept.first, null, 'the first lesson\'s progress is its own');
}

test('solo against the Paschabot: its turn explained step by step', { timeout: 900000 }, async () => {
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'en-US' });
  const page = await ctx.newPage();
  const errors = [];
  watchErrors(page, errors);
  await openFromLobby(page, 'solo', /Paschabot/);
  await waitLesson(page);
  const first = await bubble(page);
  assert.ok(first && first.topic === 'intro' && /Paschabot/.test(first.text), 'the lesson begins with the Paschabot');
  const r = await runLesson(page, { label: 'solo', words: /Next/, key: 'marrakesh.learn.solo', reloadAfter: 'e-keshis_claimed' });
  console.log(`# solo: ${r.topics.length} texts: ${r.topics.join(', ')}; anchored: ${JSON.stringify(r.anchors)}`);
  assert.ok(r.reloaded, 'the lesson was reloaded once');
  for (const need of ['intro', 'd-select_keshis', 'e-keshis_selected', 'e-selection_revealed', 'e-assistant_placed',
    'd-claim_keshis', 'e-keshis_claimed', 'e-keshi_deployed', 'e-assistant_used', 'e-scored', 'e-season_ended', 'done']) {
    assert.ok(r.topics.includes(need), `the lesson explains ${need}`);
  }
  // Its sector actions as they came in this seeded season.
  const actions = ['e-luxury_bought', 'e-gate_bought', 'e-scrolls_discarded', 'e-pawn_moved', 'e-fisherman_moved', 'e-rapid_bonus_taken'];
  assert.ok(actions.filter((x) => r.topics.includes(x)).length >= 3, `three of the Paschabot's sector actions or more are explained (${actions.filter((x) => r.topics.includes(x))})`);
  // Its assistants and keshis: shown on its own board.
  for (const tp of ['e-assistant_placed', 'e-keshi_deployed', 'e-assistant_used']) {
    assert.match(r.anchors[tp] || '', /^p1\//, `"${tp}" points at the Paschabot's board`);
  }
  assert.deepEqual(r.more, ['camel-race'], 'its end offers the other follow-up lesson');
  await finished(page, 'solo');
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('the camel race lesson in German', { timeout: 900000 }, async () => {
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'de-DE' });
  const page = await ctx.newPage();
  const errors = [];
  watchErrors(page, errors);
  await openFromLobby(page, 'camel-race', /Kamelrennen/);
  await waitLesson(page);
  const first = await bubble(page);
  assert.ok(first && first.topic === 'intro' && /Zuschauerbereich/.test(first.text), 'the lesson begins with the race, in German');
  const r = await runLesson(page, { label: 'camel-race', words: /Weiter/, key: 'marrakesh.learn.camel-race', reloadAfter: 'e-camel_moved' });
  console.log(`# camel race: ${r.topics.length} texts: ${r.topics.join(', ')}; anchored: ${JSON.stringify(r.anchors)}`);
  assert.ok(r.reloaded, 'the lesson was reloaded once');
  // The race: keshis to a spectator area, camels running; its scoring:
  // the reward tile leaves, and dung or rewards as the season left the
  // camels (the suggestions come from a search with a time budget).
  for (const need of ['intro', 'd-keshi_destination', 'e-spectator_placed', 'e-camel_moved', 'e-reward_tile_discarded', 'e-season_ended', 'done']) {
    assert.ok(r.topics.includes(need), `the lesson explains ${need}`);
  }
  const scoring = ['e-dung_taken', 'd-camel_rewards', 'e-spectators_returned'].filter((x) => r.topics.includes(x));
  assert.ok(scoring.length >= 1, 'the reward phase is explained: dung or rewards');
  // A camel's run points at its camel on the race track.
  assert.match(r.anchors['e-camel_moved'] || '', /^race\/camel\//, 'a camel\'s run is shown on the race track');
  assert.deepEqual(r.more, ['solo'], 'its end offers the other follow-up lesson');
  await finished(page, 'camel-race');
  assert.deepEqual(errors, []);
  await ctx.close();
});
