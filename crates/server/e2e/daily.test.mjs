// The daily solo challenge in the browser (issue 44): signed out, the
// lobby shows today's challenge and asks to sign in; signed up, one click
// opens the day's solo game at the table against the Paschabot; back in the
// lobby the day's table lists the player and the button is gone (one
// attempt a day), in German as well.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, launch, watchErrors, waitReady, clickOnce, seeded } from './lib.mjs';

let browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  if (browser) await browser.close();
});

test('the daily challenge: sign in, play it once, see the day\'s table', async () => {
  const errors = [];
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  watchErrors(page, errors);
  const name = `Dia ${Date.now() % 100000}`;
  await page.goto(BASE);
  const box = page.locator('#daily');
  await box.locator('h2', { hasText: 'Daily challenge of' }).waitFor();
  await box.locator('#daily-sign-in').waitFor();
  assert.equal(await box.locator('#daily-play').count(), 0, 'signed out: no button');

  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.locator('#account-name').waitFor();
  await box.locator('#daily-play').click();
  await page.waitForURL(/\/g\//);
  const id = new URL(page.url()).pathname.split('/')[2];
  await waitReady(page);
  // The seat plays against the Paschabot: a decision is taken at the table.
  await clickOnce(page, seeded(7));

  // The lobby: one attempt a day, the table lists the player.
  await page.goto(BASE);
  await box.locator('#daily-yours').waitFor();
  assert.equal(await box.locator('#daily-play').count(), 0, 'one attempt a day');
  assert.equal(new URL(await box.locator('#daily-yours').getAttribute('href'), BASE).pathname, `/g/${id}`);
  await assert.doesNotReject(box.locator('.daily-table td', { hasText: name }).waitFor());
  // The day before: its table opens on demand.
  await box.locator('#daily-before summary').click();
  await box.locator('#daily-before div p, #daily-before div table').first().waitFor();

  // In German.
  await page.locator('#lang-switch').selectOption('de');
  await page.waitForFunction(() => document.documentElement.lang === 'de');
  await box.locator('h2', { hasText: 'Tagesherausforderung vom' }).waitFor();
  await box.locator('#daily-yours', { hasText: 'Du hast heute gespielt' }).waitFor();
  assert.deepEqual(errors, []);
  await ctx.close();
});
