// @ts-check
// The leaderboard in the lobby (issue 44, `GET /api/leaderboard`): the
// rated players by their conservative rating (mean − 3 × uncertainty),
// each name a link to the player's page.

import { t, lang } from './i18n.js';
import { html, join, setInner } from './html.js';

/** @typedef {import('./protocol.js').Leaderboard} Leaderboard */
/** @typedef {import('./protocol.js').Leader} Leader */

/** Rows the lobby shows at most. */
const SHOWN = 20;

/** A rating as the page writes it: one decimal, in the page's language. */
export function ratingText(/** @type {number} */ r) {
  return new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(r);
}

/** @typedef {import('./protocol.js').SeatSummary} SeatSummary */
/** @typedef {import('./html.js').Markup} Markup */

/**
 * A seat's name as the players see it (issue 44, ratings shown beside
 * names): a link to the player's page of the account holding the seat,
 * and that account's rating beside it, discreet (nothing while unrated;
 * the name alone for a guest's seat or a bot's). `name` is what the page
 * calls the seat; `newTab` keeps a table open.
 * @param {Partial<SeatSummary> | null | undefined} seat
 * @param {string} name
 * @param {{newTab?: boolean}} [opts]
 * @returns {Markup}
 */
export function ratedName(seat, name, { newTab = false } = {}) {
  const account = seat && seat.account;
  if (!account) return html`${name}`;
  const href = `/players/${encodeURIComponent(account)}`;
  const link = newTab
    ? html`<a class="player-link" href="${href}" target="_blank" rel="noopener">${name}</a>`
    : html`<a class="player-link" href="${href}">${name}</a>`;
  const rating = seatRating(seat);
  return rating ? html`${link} ${rating}` : link;
}

/**
 * The rating of the account holding a seat, discreet, as it stands beside
 * the seat's name (nothing while unrated or held by no account).
 * @param {Partial<SeatSummary> | null | undefined} seat
 * @returns {Markup}
 */
export function seatRating(seat) {
  const r = seat ? seat.rating : null;
  if (!seat || !seat.account || r === null || r === undefined) return '';
  const text = ratingText(r);
  return html`<span class="seat-rating" data-rating="${r}" title="${t('web-seat-rating', { name: seat.account, rating: text })}">${text}</span>`;
}

/** `GET /api/leaderboard`; null when it fails. */
async function leaders() {
  try {
    const r = await fetch('/api/leaderboard');
    return r.ok ? /** @type {Leaderboard} */ (await r.json()) : null;
  } catch (e) {
    return null;
  }
}

/**
 * Draws the leaderboard into `el` (nothing when the server cannot say).
 * @param {Element | null} el
 */
export async function startLeaderboard(el) {
  if (!el) return;
  const board = await leaders();
  if (!board) return;
  /** @param {Leader} p */
  const row = (p) => html`<tr data-player="${p.name}"><td>${p.rank}</td><td><a href="/players/${encodeURIComponent(p.name)}">${p.name}</a></td><td class="num">${ratingText(p.rating)}</td><td class="num">${p.games}</td></tr>`;
  setInner(el, html`<h2>${t('web-leaderboard-title')}</h2>
<p class="muted">${t('web-leaderboard-note')}</p>
${board.players.length
    ? html`<table class="leaderboard-table"><thead><tr><th>${t('web-leaderboard-rank')}</th><th>${t('web-leaderboard-player')}</th><th>${t('web-leaderboard-rating')}</th><th>${t('web-leaderboard-games')}</th></tr></thead>
<tbody>${join(board.players.slice(0, SHOWN).map(row))}</tbody></table>`
    : html`<p class="muted">${t('web-leaderboard-empty')}</p>`}`);
}
