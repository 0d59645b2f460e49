// @ts-check
// The browser's own memory of its games: seat tokens in localStorage (never
// in the URL once the page has read them), and the list of recent games.

import { t } from './i18n.js';

const KEY = 'marrakesh.games';

/**
 * A token as the server knows it: a link may carry a space or a line break
 * around it (`%20`, `%0A`, copied from a mail); none of them is part of it.
 */
export function cleanToken(raw) {
  if (raw === null || raw === undefined) return null;
  const t = String(raw).trim();
  return t || null;
}

export function recentGames() {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) || '[]');
    // Tokens kept by an older page may carry spaces: cleaned as they are read.
    return Array.isArray(v) ? v.filter((g) => g && typeof g === 'object').map((g) => (typeof g.token === 'string' ? { ...g, token: cleanToken(g.token) } : g)) : [];
  } catch (e) {
    return [];
  }
}

export function rememberGame(g) {
  if (typeof g.token === 'string') g = { ...g, token: cleanToken(g.token) };
  const all = recentGames();
  const old = all.find((x) => x.id === g.id && (x.seat === g.seat || (g.token && x.token === g.token)));
  const list = all.filter((x) => x !== old);
  // A page that re-remembers a game keeps the lobby's label for it.
  list.unshift(old && old.label && !g.label ? { ...g, label: old.label } : g);
  localStorage.setItem(KEY, JSON.stringify(list.slice(0, 30)));
}

/**
 * Forgets the seats of `tokens` (signing out: the account's seats leave
 * this browser; they come back at the next sign-in).
 * @param {string[]} tokens
 */
export function forgetSeats(tokens) {
  const gone = new Set(tokens);
  try {
    localStorage.setItem(KEY, JSON.stringify(recentGames().filter((g) => !gone.has(g.token))));
  } catch (e) { /* private mode: nothing kept */ }
}

/** The token this browser holds for a game (the most recent seat). */
export function tokenFor(id) {
  const g = recentGames().find((x) => x.id === id && x.token);
  return g ? g.token : null;
}

const NAME_KEY = 'marrakesh.name';

/** The display name this browser uses (empty until asked). */
export function myName() {
  try {
    return localStorage.getItem(NAME_KEY) || '';
  } catch (e) {
    return '';
  }
}

export function setMyName(n) {
  try {
    localStorage.setItem(NAME_KEY, n);
  } catch (e) { /* private mode: not kept */ }
}

/**
 * A display name as the server takes it: 1–24 characters after trimming,
 * letters, digits, spaces and punctuation, no control characters.
 */
export function checkName(raw) {
  const name = String(raw || '').trim().replace(/\s+/g, ' ');
  if (!name) return { name: '', error: '' };
  if ([...name].length > 24) return { name: '', error: t('web-name-too-long') };
  if (!/^[\p{L}\p{M}\p{N}\p{P}\p{S} ]+$/u.test(name)) return { name: '', error: t('web-name-chars') };
  return { name, error: '' };
}
