// Entry point: the lobby at `/`, a game at `/?game=ID` (a seat's token
// arrives once as `#token=T`, is kept in localStorage and removed from the
// address bar), a spectator at `/?game=ID&spectate=K`.

import { startLobby } from './lobby.js';
import { startGame } from './game.js';
import { rememberGame, tokenFor } from './store.js';

function route() {
  const root = document.getElementById('app');
  const q = new URLSearchParams(location.search);
  let game = q.get('game');
  const m = location.pathname.match(/^\/(?:g|games)\/([^/]+)/);
  if (!game && m) game = decodeURIComponent(m[1]);
  if (!game) {
    document.body.classList.add('lobby-page');
    startLobby(root);
    return;
  }
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  let token = hash.get('token') || q.get('token');
  const spectate = q.get('spectate');
  if (token) {
    const seat = hash.get('seat');
    rememberGame({ id: game, seat: seat !== null ? Number(seat) : null, token, label: `Game ${game}`, at: Date.now() });
    q.delete('token');
    const rest = String(q);
    history.replaceState(null, '', `${location.pathname}${rest ? `?${rest}` : ''}`);
  } else if (!spectate) {
    token = tokenFor(game);
  }
  document.body.classList.add('game-page');
  startGame(root, { gameId: game, token: spectate ? null : token, spectate });
}

route();
