// @ts-check
// An optional account in the lobby: sign up, sign in, sign out. Signed in,
// the seats this browser holds are bound to the account, and the account's
// running games (from `GET /api/me`, with their tokens) join "Your games",
// so a game started on one device goes on on every other. The session is
// an HttpOnly cookie: this page never sees it.

import { t, errorText } from './i18n.js';
import { html, setInner } from './html.js';
import { recentGames, rememberGame, forgetSeats, myName, setMyName } from './store.js';
import { passkeysAvailable, registerPasskey, signInWithPasskey } from './passkey.js';

/** A text of the page (the `html` template escapes it). */
const a = (id, args) => t(id, args);

/** Whether this page found an account signed in. */
let signedIn = false;

/** Whether an account is signed in (known once `startAccount` resolved). */
export function isSignedIn() {
  return signedIn;
}

/** `GET /api/me`: the account signed in, or null. */
async function me() {
  try {
    const r = await fetch('/api/me');
    const me = r.ok ? await r.json() : null;
    return me && me.name ? me : null;
  } catch (e) {
    return null;
  }
}

/** The account's name, asked once per page ('' signed out). @type {Promise<string>|null} */
let named = null;

/**
 * The name of the account signed in, or '' (a table's default name for
 * its seat when this browser has none of its own).
 * @returns {Promise<string>}
 */
export function accountName() {
  if (!named) named = me().then((m) => (m ? m.name : ''));
  return named;
}

/** The seats this browser holds, as the server binds them. */
function heldSeats() {
  return recentGames().filter((g) => g.id && g.token).slice(0, 100).map((g) => ({ game: g.id, token: g.token }));
}

/**
 * Binds seats to the account signed in (nothing happens signed out).
 * @param {{game: string, token: string}[]} seats
 */
export async function claimSeats(seats) {
  if (!signedIn || !seats.length) return;
  try {
    await fetch('/api/me/seats', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ seats }) });
  } catch (e) { /* signed out or offline: the seats stay this browser's */ }
}

/**
 * Draws the account box into `box`; signed in, binds this browser's seats
 * and remembers the account's games here. Resolves once "Your games" may
 * be listed.
 * @param {Element} box
 */
export async function startAccount(box) {
  const account = await me();
  signedIn = !!account;
  if (account) {
    // Signed in, the account's name is the seats' name unless this browser
    // has one of its own.
    if (!myName()) setMyName(account.name);
    await claimSeats(heldSeats());
    const known = new Set(recentGames().map((g) => `${g.id}/${g.token}`));
    for (const g of account.games || []) {
      if (!known.has(`${g.game}/${g.token}`)) rememberGame({ id: g.game, seat: g.seat, token: g.token, label: null, at: g.created_at });
    }
    setInner(box, html`<p class="account-line"><span id="account-name">${a('web-account-signed-in', { name: account.name })}</span>
      <a href="/players/${encodeURIComponent(account.name)}" id="my-page">${a('web-account-my-page')}</a>
      ${passkeysAvailable() ? html`<button type="button" id="passkey-add">${a('web-passkey-add')}</button>` : ''}
      <button type="button" id="sign-out">${a('web-account-sign-out')}</button>
      <span id="account-error" class="error" role="alert"></span></p>`);
    box.querySelector('#sign-out').addEventListener('click', async () => {
      await fetch('/api/sessions/current', { method: 'DELETE' }).catch(() => null);
      // The account's seats and name leave this browser (a shared one):
      // they come back at the next sign-in, on any device.
      forgetSeats((account.games || []).map((g) => g.token));
      if (myName() === account.name) setMyName('');
      location.reload();
    });
    box.querySelector('#passkey-add')?.addEventListener('click', async () => {
      const err = box.querySelector('#account-error');
      err.textContent = '';
      err.textContent = (await registerPasskey(null, [])) ?? a('web-passkey-added');
    });
    return;
  }
  setInner(box, html`<form id="account-form" class="who-form account-form">
    <span class="muted">${a('web-account-note')}</span>
    <label>${a('web-account-name')} <input name="name" autocomplete="username" maxlength="24" required></label>
    <label>${a('web-account-password')} <input name="password" type="password" autocomplete="current-password" minlength="8" required></label>
    <button type="submit" name="sign_in" value="in">${a('web-account-sign-in')}</button>
    <button type="submit" name="sign_up" value="up">${a('web-account-sign-up')}</button>
    ${passkeysAvailable() ? html`<button type="button" id="passkey-sign-in">${a('web-passkey-sign-in')}</button>
    <button type="button" id="passkey-sign-up">${a('web-passkey-sign-up')}</button>` : ''}
    <span id="account-error" class="error" role="alert"></span></form>`);
  /** @type {HTMLFormElement} */
  const form = box.querySelector('#account-form');
  // A passkey: sign-up takes the name field, sign-in takes it if filled
  // (else the authenticator offers this site's passkeys).
  /** @type {[string, boolean][]} */
  const passkeyButtons = [['#passkey-sign-in', false], ['#passkey-sign-up', true]];
  for (const [id, up] of passkeyButtons) {
    box.querySelector(id)?.addEventListener('click', async () => {
      const err = box.querySelector('#account-error');
      err.textContent = '';
      const name = /** @type {HTMLInputElement} */ (form.querySelector('input[name="name"]')).value.trim();
      if (up && !name) {
        err.textContent = t('web-err-passkey-name-needed');
        return;
      }
      const failed = up ? await registerPasskey(name, heldSeats()) : await signInWithPasskey(name, heldSeats());
      if (failed === null) location.reload();
      else err.textContent = failed;
    });
  }
  form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    const up = /** @type {SubmitEvent} */ (ev).submitter?.getAttribute('name') === 'sign_up';
    const err = box.querySelector('#account-error');
    err.textContent = '';
    const field = (n) => /** @type {HTMLInputElement} */ (form.querySelector(`input[name="${n}"]`)).value;
    const body = { name: field('name'), password: field('password'), seats: heldSeats() };
    try {
      const r = await fetch(up ? '/api/accounts' : '/api/sessions', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      if (r.ok) {
        location.reload();
        return;
      }
      err.textContent = errorText(await r.json().catch(() => ({})), 'account');
    } catch (e) {
      err.textContent = t('web-error-unreachable');
    }
  });
}
