// Quick play in real headless Chromium: two strangers (two browser
// contexts, no link shared) press "Quick play" for 2 players and both land
// at the same table, each with a seat of their own; a player who cancels
// leaves the queue; two accounts paired find their game on another device.
// Started by crates/server/tests/browser.rs.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, launch, watchErrors } from './lib.mjs';

let browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  if (browser) await browser.close();
});

/** Opens the lobby and starts waiting in the 2-player quick play queue. */
async function pressQuickPlay(page) {
  await page.goto(BASE);
  await page.getByRole('tab', { name: /Quick play/ }).click();
  await page.getByRole('button', { name: /Find players/ }).click();
}

test('quick play: two strangers press quick play for 2 players and sit at the same table', async () => {
  const ctxA = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const ctxB = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const a = await ctxA.newPage();
  const b = await ctxB.newPage();
  const errors = [];
  [a, b].forEach((p) => watchErrors(p, errors));

  // A waits alone, cancels, and waits again.
  await pressQuickPlay(a);
  const waiting = a.locator('#quick-wait');
  await waiting.waitFor();
  assert.match(await waiting.textContent(), /1 of 2 waiting/);
  await a.getByRole('button', { name: 'Cancel' }).click();
  await waiting.waitFor({ state: 'detached' });
  assert.equal(await a.getByRole('button', { name: /Find players/ }).isEnabled(), true);
  await a.getByRole('button', { name: /Find players/ }).click();
  await waiting.waitFor();
  assert.match(await waiting.textContent(), /1 of 2 waiting/, 'the cancelled ticket no longer counts');

  // B completes the game: both pages open the same table.
  await pressQuickPlay(b);
  // (The table takes the token out of the address bar and keeps it.)
  await b.waitForURL(/\/g\/[0-9a-f]+/, { timeout: 15000 });
  await a.waitForURL(/\/g\/[0-9a-f]+/, { timeout: 15000 });
  assert.equal(new URL(a.url()).pathname, new URL(b.url()).pathname, 'the same game');
  const ua = new URL(a.url());
  for (const p of [a, b]) {
    await p.waitForFunction(() => document.body.dataset.status === 'online' && document.body.dataset.phase !== '', null, { timeout: 30000 });
  }
  // Each page holds its own seat, remembered for "Your games".
  const seats = await Promise.all([a, b].map((p) => p.evaluate(() => JSON.parse(localStorage.getItem('marrakesh.games'))[0])));
  assert.equal(seats[0].id, seats[1].id);
  assert.notEqual(seats[0].seat, seats[1].seat);
  assert.notEqual(seats[0].token, seats[1].token);
  // The server sees both seats of the game taken by a person online.
  const summary = await a.evaluate((path) => fetch(`/api/games/${path.split('/').pop()}`).then((r) => r.json()), ua.pathname);
  assert.equal(summary.players, 2);
  await a.waitForFunction(async (path) => {
    const s = await fetch(`/api/games/${path.split('/').pop()}`).then((r) => r.json());
    return s.seats.every((seat) => seat.kind === 'human' && seat.online);
  }, ua.pathname, { timeout: 15000, polling: 250 });
  assert.deepEqual(errors, []);
  await ctxA.close();
  await ctxB.close();
});

/** Signs up `name` in the lobby of `page` (its session cookie set). */
async function signUp(page, name) {
  await page.goto(BASE);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.locator('#account-name').waitFor();
}

test('quick play: two accounts get one game, and each finds it in "Your games" on another device', async () => {
  const errors = [];
  const tag = Date.now() % 100000;
  const names = [`Rania ${tag}`, `Youssef ${tag}`];
  const contexts = [];
  const pages = [];
  for (const name of names) {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await ctx.newPage();
    watchErrors(page, errors);
    await signUp(page, name);
    contexts.push(ctx);
    pages.push(page);
  }
  // Both new players (the same rating): paired at once.
  await pressQuickPlay(pages[0]);
  await pages[0].locator('#quick-wait').waitFor();
  await pressQuickPlay(pages[1]);
  for (const p of pages) await p.waitForURL(/\/g\/[0-9a-f]+/, { timeout: 15000 });
  const id = new URL(pages[0].url()).pathname.split('/')[2];
  assert.equal(new URL(pages[1].url()).pathname.split('/')[2], id, 'the same game');
  // Another device of each account, nothing in its storage: signs in and finds the game.
  for (const name of names) {
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    watchErrors(page, errors);
    await page.goto(BASE);
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Password').fill('a long enough password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.locator('#account-name').waitFor();
    await page.locator(`#recent [data-game="${id}"]`).waitFor();
    contexts.push(ctx);
  }
  for (const ctx of contexts) await ctx.close();
  assert.deepEqual(errors.filter((e) => !/401/.test(e)), []);
});
