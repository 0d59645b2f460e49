// @ts-check
// The daily solo challenge in the lobby (issue 44): today's setup, the same
// for everybody (only its seed hash is shown before the day ends), played
// once per account through the normal table; the day's table of scores;
// the day before's table with its replays and its seed.

import { t, errorText, lang } from './i18n.js';
import { html, join, setInner } from './html.js';
import { rememberGame } from './store.js';

/** A text of the page (the `html` template escapes it). */
const a = (id, args) => t(id, args);

/**
 * @typedef {import('./protocol.js').DailyLine} Line
 * @typedef {import('./protocol.js').DailyChallenge} Challenge
 */

/** `GET /api/daily` (today) or `/api/daily/DAY`; null when it fails. */
async function challenge(day) {
  try {
    const r = await fetch(day ? `/api/daily/${encodeURIComponent(day)}` : '/api/daily');
    return r.ok ? /** @type {Challenge} */ (await r.json()) : null;
  } catch (e) {
    return null;
  }
}

/** The day before `day` (`YYYY-MM-DD`, UTC). */
function dayBefore(day) {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * A day's table: rank, name, score; the games' replays once the day is over.
 * @param {Line[]} lines
 */
function table(lines) {
  if (!lines.length) return html`<p class="muted">${a('web-daily-none')}</p>`;
  return html`<table class="daily-table"><thead><tr><th>${a('web-daily-rank')}</th><th>${a('web-daily-name')}</th><th>${a('web-daily-score')}</th></tr></thead>
    <tbody>${join(lines.map((l) => html`<tr><td>${l.rank ?? ''}</td><td>${l.name}</td><td>${l.score ?? a('web-daily-playing')}${l.game ? html` · <a href="/g/${encodeURIComponent(l.game)}/replay">${a('web-lobby-replay')}</a>` : ''}</td></tr>`))}</tbody></table>`;
}

/**
 * Draws the daily challenge into `box`.
 * @param {Element} box
 * @param {boolean} signedIn
 */
export async function startDaily(box, signedIn) {
  const today = await challenge(null);
  if (!today) return;
  const ends = new Date(today.ends_at).toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit' });
  const play = today.yours
    ? html`<a href="/g/${encodeURIComponent(today.yours)}" id="daily-yours">${a('web-daily-yours')}</a>`
    : signedIn
      ? html`<button type="button" id="daily-play">${a('web-daily-play')}</button>`
      : html`<span class="muted" id="daily-sign-in">${a('web-daily-sign-in')}</span>`;
  setInner(box, html`<h2>${a('web-daily-title', { day: today.day })}</h2>
    <p class="muted">${a('web-daily-note', { ends })} <span title="${today.seed_sha256}">${a('web-daily-hash', { hash: today.seed_sha256.slice(0, 12) })}</span></p>
    <p>${play} <span id="daily-error" class="error" role="alert"></span></p>
    <div id="daily-today">${table(today.table)}</div>
    <details id="daily-before"><summary>${a('web-daily-before', { day: dayBefore(today.day) })}</summary><div></div></details>`);
  const button = box.querySelector('#daily-play');
  if (button) {
    button.addEventListener('click', async () => {
      const err = box.querySelector('#daily-error');
      err.textContent = '';
      try {
        const r = await fetch('/api/daily', { method: 'POST' });
        const j = await r.json().catch(() => ({}));
        if (!r.ok) {
          err.textContent = errorText(j, 'daily');
          return;
        }
        rememberGame({ id: j.game, seat: j.seat, token: j.token, label: null, at: Date.now() });
        location.href = `/g/${encodeURIComponent(j.game)}?token=${encodeURIComponent(j.token)}`;
      } catch (e) {
        err.textContent = t('web-error-unreachable');
      }
    });
  }
  const before = /** @type {HTMLDetailsElement} */ (box.querySelector('#daily-before'));
  before.addEventListener('toggle', async () => {
    if (!before.open || before.dataset.loaded) return;
    before.dataset.loaded = '1';
    const past = await challenge(dayBefore(today.day));
    const body = before.querySelector('div');
    if (!past) return setInner(body, html`<p class="muted">${a('web-daily-none')}</p>`);
    setInner(body, html`${table(past.table)}${past.seed ? html`<p class="muted">${a('web-daily-seed', { seed: past.seed })}</p>` : ''}`);
  });
}
