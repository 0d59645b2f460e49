// Passkeys in the browser (issue 44), with Chromium's virtual
// authenticator (CDP `WebAuthn.addVirtualAuthenticator`): a guest signs up
// with a passkey in the lobby and starts a game, signs out and signs in
// again with the passkey; a second browser context (another device) whose
// own virtual authenticator holds the same credential (a synced passkey)
// signs in without typing a name, finds the running game in "Your games"
// and takes the next decision at the table.
//
// WebAuthn needs a secure context and a host name as its relying party:
// the pages are opened at http://localhost:PORT, not 127.0.0.1.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, launch, watchErrors, waitReady, pageState, clickOnce, seeded } from './lib.mjs';

const HOST = BASE.replace('://127.0.0.1', '://localhost');

let browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  if (browser) await browser.close();
});

/**
 * A device: a browser context with a virtual platform authenticator
 * (resident keys, user verification that always succeeds).
 */
async function device(errors) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  watchErrors(page, errors);
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { ctx, page, cdp, authenticatorId };
}

test('a passkey signs up, signs in again, and signs in on a second device that sees the running game', async () => {
  const errors = [];
  const name = `Pia ${Date.now() % 100000}`;
  const laptop = await device(errors);
  let page = laptop.page;
  await page.goto(HOST);

  // Sign-up needs a name; then the authenticator makes the passkey.
  await page.getByRole('button', { name: 'Sign up with a passkey' }).click();
  await page.locator('#account-error', { hasText: 'Enter a name for the new account first.' }).waitFor();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Sign up with a passkey' }).click();
  await page.locator('#account-name').waitFor();
  assert.match(await page.locator('#account-name').innerText(), new RegExp(`Signed in as ${name}`));
  const { credentials } = await laptop.cdp.send('WebAuthn.getCredentials', { authenticatorId: laptop.authenticatorId });
  assert.equal(credentials.length, 1, 'one passkey on the authenticator');
  assert.equal(credentials[0].rpId, 'localhost');
  assert.ok(credentials[0].isResidentCredential, 'a discoverable passkey');
  const session = (await laptop.ctx.cookies()).find((c) => c.name === 'marrakesh_session');
  assert.ok(session && session.httpOnly && session.sameSite === 'Lax', 'the session cookie of a password sign-in');

  // A game against a bot, signed in: the account's.
  await page.getByRole('button', { name: /Start the game/ }).click();
  await page.waitForURL(/\/g\//);
  const id = new URL(page.url()).pathname.split('/')[2];
  await waitReady(page);
  const rng = seeded(44);
  await clickOnce(page, rng);

  // Sign out, then in again with the passkey (by the name typed).
  await page.goto(HOST);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
  await page.getByLabel('Name', { exact: true }).fill(name.toUpperCase());
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await page.locator('#account-name').waitFor();
  const again = (await laptop.ctx.cookies()).find((c) => c.name === 'marrakesh_session');
  assert.ok(again && again.value !== session.value, 'a new session id');

  // Another device with the same passkey (a synced copy): no name typed,
  // the authenticator offers the passkey it holds for this site.
  const { credentials: now } = await laptop.cdp.send('WebAuthn.getCredentials', { authenticatorId: laptop.authenticatorId });
  const phone = await device(errors);
  await phone.cdp.send('WebAuthn.addCredential', { authenticatorId: phone.authenticatorId, credential: now[0] });
  page = phone.page;
  await page.goto(HOST);
  assert.equal(await page.locator(`#recent [data-game="${id}"]`).count(), 0, 'nothing of the game in this browser yet');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await page.locator('#account-name').waitFor();
  assert.match(await page.locator('#account-name').innerText(), new RegExp(`Signed in as ${name}`));
  const row = page.locator(`#recent [data-game="${id}"]`);
  await row.waitFor();
  await row.locator('a').first().click();
  await page.waitForURL(new RegExp(`/g/${id}`));
  await waitReady(page);
  const seq = Number((await pageState(page)).seq);
  assert.ok(seq > 0, 'the game goes on from where the other device left it');
  await clickOnce(page, rng);
  assert.ok(Number((await pageState(page)).seq) > seq, 'the decision was taken');

  // Signed in, a second passkey can be added (on this device's own
  // authenticator, the first one excluded).
  await page.goto(HOST);
  await phone.cdp.send('WebAuthn.clearCredentials', { authenticatorId: phone.authenticatorId });
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await page.locator('#account-error', { hasText: 'Passkey added' }).waitFor();
  const { credentials: added } = await phone.cdp.send('WebAuthn.getCredentials', { authenticatorId: phone.authenticatorId });
  assert.equal(added.length, 1);
  assert.notEqual(added[0].credentialId, now[0].credentialId, 'a passkey of its own');

  await laptop.ctx.close();
  await phone.ctx.close();
  assert.deepEqual(errors.filter((e) => !/401/.test(e)), []);
});
