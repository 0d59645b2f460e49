// Accounts in the browser (issue 44): a guest starts a game, signs up with
// a password in the lobby and keeps the game; a second browser (another
// device) signs in to the same account, finds the game in "Your games"
// and takes the next decision at the table under the account's name;
// signing out there takes the account's games and name off that device
// and leaves the first device signed in, and its player's page shows.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, launch, watchErrors, waitReady, pageState, clickOnce, seeded } from './lib.mjs';

let browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  if (browser) await browser.close();
});

/** A page of a new browser context (another device), its errors collected. */
async function device(errors) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  watchErrors(page, errors);
  return { ctx, page };
}

test('a game started as a guest goes on on another device signed in to the same account', async () => {
  const errors = [];
  const name = `Ana ${Date.now() % 100000}`;
  const password = 'a long enough password';
  const laptop = await device(errors);
  let page = laptop.page;
  // A guest's game against a bot.
  await page.goto(BASE);
  await page.getByRole('button', { name: /Start the game/ }).click();
  await page.waitForURL(/\/g\//);
  const id = new URL(page.url()).pathname.split('/')[2];
  await waitReady(page);
  const rng = seeded(44);
  await clickOnce(page, rng);
  // Back in the lobby: sign up; the game is the account's now.
  await page.goto(BASE);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.locator('#account-name').waitFor();
  assert.match(await page.locator('#account-name').innerText(), new RegExp(`Signed in as ${name}`));
  const cookies = await laptop.ctx.cookies();
  const session = cookies.find((c) => c.name === 'marrakesh_session');
  assert.ok(session && session.httpOnly && session.sameSite === 'Lax', 'an HttpOnly, SameSite=Lax session cookie');
  assert.equal(await page.evaluate(() => document.cookie.includes('marrakesh_session')), false, 'the page never reads it');

  // Another device: nothing in its storage; signs in and finds the game.
  const phone = await device(errors);
  page = phone.page;
  await page.goto(BASE);
  assert.equal(await page.locator(`#recent [data-game="${id}"]`).count(), 0);
  await page.getByLabel('Name', { exact: true }).fill(name.toLowerCase());
  await page.getByLabel('Password').fill('a wrong password!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await assert.doesNotReject(page.locator('#account-error', { hasText: 'The name or the password is not right.' }).waitFor());
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.locator('#account-name').waitFor();
  const row = page.locator(`#recent [data-game="${id}"]`);
  await row.waitFor();
  await row.locator('a').first().click();
  await page.waitForURL(new RegExp(`/g/${id}`));
  // The table of the same seat: its decision is this device's to take.
  await waitReady(page);
  const seq = Number((await pageState(page)).seq);
  assert.ok(seq > 0, 'the game goes on from where the other device left it');
  await clickOnce(page, rng);
  assert.ok(Number((await pageState(page)).seq) > seq, 'the decision was taken');
  // With no name of its own, this browser's seat is named as the account.
  await page.locator('#crowd', { hasText: name }).waitFor();

  // Signing out on the phone leaves the laptop signed in.
  await page.goto(BASE);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  // The account's seats and name left this browser with it (a shared one).
  await page.locator('#recent p.muted, #recent ul.games').first().waitFor();
  assert.equal(await page.locator(`#recent [data-game="${id}"]`).count(), 0, 'signed out, the game is not listed here');
  assert.equal(await page.locator('#my-name').inputValue(), '');
  await laptop.page.goto(BASE);
  await laptop.page.locator('#account-name').waitFor();
  assert.equal(await laptop.page.locator(`#recent [data-game="${id}"]`).count(), 1);
  // The player's page: nothing finished yet.
  await laptop.page.locator('#my-page').click();
  await laptop.page.waitForURL(/\/players\//);
  assert.equal(await laptop.page.locator('#player-name').innerText(), name);
  assert.match(await laptop.page.locator('#player-record').innerText(), /^0 finished games, 0 won/);
  await laptop.ctx.close();
  await phone.ctx.close();
  assert.deepEqual(errors.filter((e) => !/401/.test(e)), []);
});
