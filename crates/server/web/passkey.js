// @ts-check
// Passkeys (WebAuthn) for the account box: sign up or sign in with a
// passkey, or add one to the account signed in. Each is two requests
// around the browser's own dialog: `…/start` answers the options for
// `navigator.credentials.create` / `.get` (binary fields in base64url) and
// a ceremony id; `…/finish` sends the authenticator's answer back. The
// private key never leaves the authenticator; the session is the same
// HttpOnly cookie as a password's.

import { t, errorText } from './i18n.js';

/** @typedef {import('./protocol.js').PasskeyCreation} PasskeyCreation */
/** @typedef {import('./protocol.js').PasskeyRequest} PasskeyRequest */

/**
 * Whether passkeys can be used here: the browser has WebAuthn, and the
 * page was opened by a host name (a passkey belongs to a name, never to an
 * address such as 127.0.0.1).
 */
export function passkeysAvailable() {
  const host = location.hostname;
  const address = /^[0-9.]+$/.test(host) || host.includes(':') || host.startsWith('[');
  return !address && typeof window.PublicKeyCredential === 'function' && !!navigator.credentials;
}

/**
 * Bytes from base64url (padding optional).
 * @param {string} s
 * @returns {ArrayBuffer}
 */
export function fromBase64url(s) {
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((s.length + 3) % 4);
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out.buffer;
}

/**
 * Bytes as base64url without padding.
 * @param {ArrayBuffer} buf
 */
export function toBase64url(buf) {
  const bytes = new Uint8Array(buf);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The descriptors of credentials with their ids as bytes.
 * @param {PublicKeyCredentialDescriptorJSON[] | undefined} list
 * @returns {PublicKeyCredentialDescriptor[]}
 */
function descriptors(list) {
  return (list || []).map((d) => ({
    ...d,
    type: /** @type {PublicKeyCredentialType} */ (d.type),
    transports: /** @type {AuthenticatorTransport[] | undefined} */ (d.transports),
    id: fromBase64url(d.id),
  }));
}

/**
 * The extensions the server asks for, those without binary inputs:
 * webauthn-rs asks for none of those (`largeBlob`, `prf`: left out).
 * @param {AuthenticationExtensionsClientInputsJSON | undefined} e
 */
function extensions(e) {
  if (!e) return undefined;
  const { largeBlob: _blob, prf: _prf, ...rest } = e;
  return rest;
}

/**
 * The server's options for `navigator.credentials.create`, binary fields
 * as bytes.
 * @param {PublicKeyCredentialCreationOptionsJSON} pk
 * @returns {PublicKeyCredentialCreationOptions}
 */
function creationOptions(pk) {
  return {
    ...pk,
    attestation: /** @type {AttestationConveyancePreference | undefined} */ (pk.attestation),
    extensions: extensions(pk.extensions),
    challenge: fromBase64url(pk.challenge),
    user: { ...pk.user, id: fromBase64url(pk.user.id) },
    excludeCredentials: descriptors(pk.excludeCredentials),
  };
}

/**
 * The server's options for `navigator.credentials.get`, binary fields as
 * bytes.
 * @param {PublicKeyCredentialRequestOptionsJSON} pk
 * @returns {PublicKeyCredentialRequestOptions}
 */
function requestOptions(pk) {
  return {
    ...pk,
    userVerification: /** @type {UserVerificationRequirement | undefined} */ (pk.userVerification),
    extensions: extensions(pk.extensions),
    challenge: fromBase64url(pk.challenge),
    allowCredentials: descriptors(pk.allowCredentials),
  };
}

/**
 * `POST` a JSON body; the answer's JSON and whether it was ok.
 * @param {string} path
 * @param {object} body
 */
async function post(path, body) {
  const r = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { ok: r.ok, body: await r.json().catch(() => ({})) };
}

/**
 * The text of a failed ceremony: the browser's dialog closed or refused
 * (`NotAllowedError` and the like), or the server's answer.
 * @param {unknown} e
 */
function failure(e) {
  if (e instanceof DOMException) return t('web-err-passkey-cancelled');
  if (e && typeof e === 'object' && !(e instanceof Error)) return errorText(e, 'passkey');
  return t('web-error-unreachable');
}

/**
 * A new passkey: a new account of `name` (signed out) or another passkey
 * of the account signed in (`name` null). `null` when done, else the
 * text of what went wrong.
 * @param {string | null} name
 * @param {{game: string, token: string}[]} seats
 * @returns {Promise<string | null>}
 */
export async function registerPasskey(name, seats) {
  try {
    const start = await post('/api/passkeys/register/start', name === null ? {} : { name });
    if (!start.ok) throw start.body;
    const started = /** @type {PasskeyCreation} */ (start.body);
    const publicKey = creationOptions(started.options.publicKey);
    const cred = /** @type {PublicKeyCredential} */ (await navigator.credentials.create({ publicKey }));
    const response = /** @type {AuthenticatorAttestationResponse} */ (cred.response);
    const credential = {
      id: cred.id,
      rawId: toBase64url(cred.rawId),
      type: cred.type,
      response: {
        attestationObject: toBase64url(response.attestationObject),
        clientDataJSON: toBase64url(response.clientDataJSON),
      },
      extensions: {},
    };
    const finish = await post('/api/passkeys/register/finish', { ceremony: started.ceremony, credential, seats: name === null ? undefined : seats });
    if (!finish.ok) throw finish.body;
    return null;
  } catch (e) {
    return failure(e);
  }
}

/**
 * Signs in with a passkey: of the account `name`, or (empty name) any
 * passkey of this site the authenticator holds. `null` when signed in,
 * else the text of what went wrong.
 * @param {string} name
 * @param {{game: string, token: string}[]} seats
 * @returns {Promise<string | null>}
 */
export async function signInWithPasskey(name, seats) {
  try {
    const start = await post('/api/passkeys/sign-in/start', name ? { name } : {});
    if (!start.ok) throw start.body;
    const started = /** @type {PasskeyRequest} */ (start.body);
    const publicKey = requestOptions(started.options.publicKey);
    const cred = /** @type {PublicKeyCredential} */ (await navigator.credentials.get({ publicKey }));
    const response = /** @type {AuthenticatorAssertionResponse} */ (cred.response);
    const credential = {
      id: cred.id,
      rawId: toBase64url(cred.rawId),
      type: cred.type,
      response: {
        authenticatorData: toBase64url(response.authenticatorData),
        clientDataJSON: toBase64url(response.clientDataJSON),
        signature: toBase64url(response.signature),
        userHandle: response.userHandle ? toBase64url(response.userHandle) : null,
      },
      extensions: {},
    };
    const finish = await post('/api/passkeys/sign-in/finish', { ceremony: started.ceremony, credential, seats });
    if (!finish.ok) throw finish.body;
    return null;
  } catch (e) {
    return failure(e);
  }
}
