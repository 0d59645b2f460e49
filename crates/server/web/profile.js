// @ts-check
// A player's page at `/players/NAME` (`GET /api/players/NAME`): the
// rating under the name, the
// account's finished games with links to their replays, its win rate, and
// its scores by number of players (solo games by their opponent).

import { t, lang, langSwitch, bindLangSwitch } from './i18n.js';
import { html, join, setInner } from './html.js';
import { ratingText } from './leaderboard.js';

/** A text of the page (the `html` template escapes it). */
const a = (id, args) => t(id, args);

/** A share as a whole percentage in the page's language. */
const percent = (x) => (x === null || x === undefined ? '–' : new Intl.NumberFormat(lang, { style: 'percent' }).format(x));

/** A group's name: "2 players", "Solo vs Paschabot". */
function groupName(key) {
  if (key === 'solo-lazy') return t('web-label-solo-lazy');
  if (key.startsWith('solo')) return t('web-label-solo');
  return t('web-player-players', { count: Number(key) });
}

/**
 * @param {Element} root
 * @param {string} name
 */
export async function startProfile(root, name) {
  const r = await fetch(`/api/players/${encodeURIComponent(name)}`).catch(() => null);
  const p = r && r.ok ? await r.json() : null;
  const head = html`<header class="top"><a class="home" href="/">Marrakesh</a>${langSwitch()}</header>`;
  if (!p) {
    setInner(root, html`${head}<main class="lobby not-found" data-not-found><h1>${a('web-not-found-title')}</h1><p><a href="/">${a('web-back-to-lobby')}</a></p></main>`);
    bindLangSwitch(root);
    return;
  }
  document.title = `${p.name} · Marrakesh`;
  const groups = Object.entries(p.by_players || {});
  setInner(root, html`${head}<main class="lobby profile">
  <section class="lists"><h1 id="player-name">${p.name}</h1>
    <p id="player-rating" class="rating">${p.rating ? a('web-player-rating', { rating: ratingText(p.rating.rating), games: p.rating.games }) : a('web-player-unrated')}</p>
    <p id="player-record">${a('web-player-record', { played: p.played, won: p.won, rate: percent(p.win_rate) })}</p>
    <table class="player-groups"><thead><tr><th>${a('web-player-group')}</th><th>${a('web-player-played')}</th><th>${a('web-player-win-rate')}</th><th>${a('web-player-mean')}</th><th>${a('web-player-best')}</th></tr></thead>
    <tbody>${join(groups.map(([k, g]) => html`<tr data-group="${k}"><td>${groupName(k)}</td><td>${g.played}</td><td>${percent(g.win_rate)}</td><td>${Math.round(g.mean_score * 10) / 10}</td><td>${g.best ?? '–'}</td></tr>`))}</tbody></table>
    <h2>${a('web-player-games')}</h2>
    ${p.games.length ? html`<ul class="games">${join(p.games.map((g) => html`<li data-game="${g.game}"><a href="${g.replay}">${g.solo ? groupName(`solo-${g.solo}`) : groupName(String(g.players))}</a> · ${a('web-player-score', { score: g.score })}${g.won ? html` · <strong>${a('web-player-won')}</strong>` : ''} <span class="muted">· ${new Date(g.created_at).toLocaleDateString(lang)}</span></li>`))}</ul>`
    : html`<p class="muted">${a('web-player-no-games')}</p>`}
    <p><a href="/">${a('web-back-to-lobby')}</a></p></section></main>`);
  bindLangSwitch(root);
}
