// The browser's own memory of its games: seat tokens in localStorage (never
// in the URL once the page has read them), and the list of recent games.

const KEY = 'marrakesh.games';

export function recentGames() {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) || '[]');
    return Array.isArray(v) ? v : [];
  } catch (e) {
    return [];
  }
}

export function rememberGame(g) {
  const list = recentGames().filter((x) => !(x.id === g.id && x.seat === g.seat));
  list.unshift(g);
  localStorage.setItem(KEY, JSON.stringify(list.slice(0, 30)));
}

/** The token this browser holds for a game (the most recent seat). */
export function tokenFor(id) {
  const g = recentGames().find((x) => x.id === id && x.token);
  return g ? g.token : null;
}
