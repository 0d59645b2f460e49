// The review of a finished game (issue 42), in real headless Chromium:
// from the replay's score pad to the review page in German, its progress
// bar while the strong bot judges, then the chart of the expected final
// score and a marked decision, whose link opens the replay at that step.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { BASE, ACTION_TIMEOUT, launch, watchErrors, shotAt } from './lib.mjs';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  if (browser) await browser.close();
});

/**
 * A finished two-seat game of people, played over the HTTP API: seat 0
 * always takes its last legal option (it throws points away), seat 1 its
 * first. Returns the game's id.
 */
async function finishedGame() {
  const r = await fetch(`${BASE}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ players: 2, seats: ['human', 'human'], seed: 8, name: 'Ana' }),
  });
  assert.equal(r.status, 200);
  const g = await r.json();
  const tokens = g.seats.map((s) => s.token);
  for (let i = 0; i < 20000; i++) {
    for (const [seat, token] of tokens.entries()) {
      const legal = await (await fetch(`${BASE}/api/games/${g.game}/legal?token=${token}`)).json();
      if (legal.game_over) return g.game;
      if (!legal.actions.length) continue;
      const a = seat === 0 ? legal.actions[legal.actions.length - 1] : legal.actions[0];
      const p = await fetch(`${BASE}/api/games/${g.game}/actions?token=${token}`, { method: 'POST', body: JSON.stringify(a) });
      assert.equal(p.status, 200, await p.text());
    }
  }
  throw new Error('the game did not end');
}

test('the review of a finished game in German: progress, chart, a marked decision, its step in the replay', async () => {
  const id = await finishedGame();
  const errors = [];
  const ctx = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 860 } });
  const page = await ctx.newPage();
  watchErrors(page, errors);
  // The review is asked for while the game runs nowhere: 409 for a running one is tested on the server.
  const statuses = [];
  page.on('response', async (res) => {
    if (/\/api\/games\/[^/]+\/review\?/.test(res.url())) statuses.push((await res.json().catch(() => ({}))).status);
  });

  // The replay's score pad links to each seat's review.
  await page.goto(`${BASE}/g/${id}/replay`);
  const link = page.locator('.scorepad a[data-review="0"]');
  await link.waitFor({ timeout: ACTION_TIMEOUT });
  assert.equal(await link.innerText(), 'Analyse');
  await link.click();
  await page.waitForURL(/\/review\?player=0$/);

  // In German; a progress bar while it is computed, then the review.
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
  await page.waitForFunction(() => document.body.dataset.review === 'done', null, { timeout: 120000, polling: 100 });
  assert.ok(statuses.length >= 2, `the page asked ${statuses.length} times`);
  assert.ok(['queued', 'running'].includes(statuses[0]), `the first answer: ${statuses[0]}`);
  assert.equal(statuses[statuses.length - 1], 'done');
  assert.match(await page.locator('main.review h1').innerText(), /Wie Ana gespielt hat/);
  assert.match(await page.locator('.review-summary').innerText(), /Entscheidungen bewertet/);

  // The chart of the expected final score, with the marked decisions as dots.
  const chart = page.locator('svg.review-chart');
  await chart.waitFor();
  assert.ok(await chart.locator('polyline.chosen').count() === 1);
  const dots = await chart.locator('circle.mistake').count();
  assert.ok(dots >= 1, 'a marked decision on the chart');
  // The marked decisions first, each with the bot's choice in words.
  const marked = page.locator('#review-marked li.decision.mistake');
  assert.equal(await marked.count(), dots);
  const first = marked.first();
  assert.match(await first.locator('.best').innerText(), /^Der Bot: .+ \(erwarteter Endstand [\d.,]+\)$/);
  assert.match(await first.locator('.lost').innerText(), /erwartete Punkte verloren/);
  await shotAt(page, 'review-desktop.png', '.review-chart-box');
  // No serious or critical accessibility violation (axe-core).
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    // eslint-disable-next-line no-undef
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
  });
  assert.deepEqual(violations, [], 'axe-core on the review page');

  // Its link opens the replay at that step.
  const step = Number(await first.getAttribute('data-step'));
  await first.locator('a[data-replay]').click();
  await page.waitForURL(new RegExp(`/replay#step=${step}$`));
  await page.waitForFunction((s) => document.body.dataset.step === String(s), step, { timeout: ACTION_TIMEOUT });
  assert.match(await page.locator('#replay-count').innerText(), new RegExp(`^Schritt ${step} `));

  // Asked again: the stored review at once.
  statuses.length = 0;
  await page.goto(`${BASE}/g/${id}/review?player=0`);
  await page.waitForFunction(() => document.body.dataset.review === 'done', null, { timeout: ACTION_TIMEOUT });
  assert.deepEqual(statuses, ['done']);
  assert.deepEqual(errors, []);
  await ctx.close();
});
