// @ts-check
// Entry point: the lobby at `/`, a game at `/g/ID` (a seat's token arrives
// once in the link, is removed from the address bar at once and kept in
// localStorage only after the server accepted it), a spectator at
// `/g/ID?spectate=K`, a finished game's replay at `/g/ID/replay` and its
// review at `/g/ID/review?player=K`, the rules at `/rules`, a player's
// page at `/players/NAME`.

import { startLobby } from './lobby.js';
import { startGame } from './game.js';
import { startReplay } from './replay.js';
import { startReview } from './review.js';
import { startRules } from './rules.js';
import { startLearn } from './learn.js';
import { startProfile } from './profile.js';
import { tokenFor, cleanToken } from './store.js';
import { loadTexts, t } from './i18n.js';
import { html, setInner } from './html.js';
import { ensureSprite } from './sprite.js';

async function route() {
  const root = document.getElementById('app');
  const q = new URLSearchParams(location.search);
  // A token in the link leaves the address bar before anything waits.
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const linkToken = cleanToken(hash.get('token')) || cleanToken(q.get('token'));
  if (q.has('token') || hash.has('token')) {
    q.delete('token');
    const rest = String(q);
    history.replaceState(null, '', `${location.pathname}${rest ? `?${rest}` : ''}`);
  }
  // The page's texts (in the chosen language) before the page; the
  // sprite of icons and pieces once, for every page.
  await loadTexts();
  ensureSprite();
  if (location.pathname === '/rules') {
    document.body.classList.add('rules-page');
    startRules(root);
    return;
  }
  // The guided first game (learn.js): created once, resumed after that.
  if (/^\/learn\/?$/.test(location.pathname)) {
    document.body.classList.add('game-page');
    await startLearn(root);
    return;
  }
  // A player's page.
  const pl = location.pathname.match(/^\/players\/([^/]+)\/?$/);
  if (pl) {
    document.body.classList.add('lobby-page');
    await startProfile(root, decodeURIComponent(pl[1]));
    return;
  }
  const r = location.pathname.match(/^\/(?:g|games)\/([^/]+)\/replay\/?$/);
  if (r) {
    document.body.classList.add('replay-page');
    startReplay(root, decodeURIComponent(r[1]));
    return;
  }
  const rv = location.pathname.match(/^\/(?:g|games)\/([^/]+)\/review\/?$/);
  if (rv) {
    document.body.classList.add('review-page');
    startReview(root, decodeURIComponent(rv[1]), Number(q.get('player') || 0));
    return;
  }
  // A page that does not exist (the server answered 404 with the page).
  if (!/^\/(?:$|index\.html$|g\/|games\/)/.test(location.pathname)) {
    document.body.classList.add('lobby-page');
    setInner(root, html`<header class="top"><a class="home" href="/">Marrakesh</a></header>
<main class="lobby not-found" data-not-found><h1>${t('web-not-found-title')}</h1><p>${t('web-not-found-text')}</p>
<p><a href="/">${t('web-back-to-lobby')}</a></p></main>`);
    document.title = `${t('web-not-found-title')} · Marrakesh`;
    return;
  }
  let game = q.get('game');
  const m = location.pathname.match(/^\/(?:g|games)\/([^/]+)/);
  if (!game && m) game = decodeURIComponent(m[1]);
  if (!game) {
    document.body.classList.add('lobby-page');
    await startLobby(root);
    return;
  }
  let token = linkToken;
  const spectate = cleanToken(q.get('spectate'));
  let fromLink = null;
  if (token) {
    const seat = hash.get('seat');
    fromLink = { seat: seat !== null ? Number(seat) : null };
  } else if (!spectate) {
    token = tokenFor(game);
  }
  document.body.classList.add('game-page');
  startGame(root, { gameId: game, token: spectate ? null : token, spectate, fromLink });
}

route();
