// @ts-check
// The lobby: create a game in two clicks (a mode, then Start), with
// options that have sensible defaults; open games and your recent games.

import { lessonEntry } from './learn.js';
import { keshi } from './svg.js';
import { COLOURS } from './names.js';
import { t, lang, langParam, kebab, langSwitch, bindLangSwitch, errorText } from './i18n.js';
import { rememberGame, recentGames, myName, setMyName, checkName } from './store.js';
import { html, join, setInner } from './html.js';
import { startAccount, claimSeats, isSignedIn } from './account.js';
import { startDaily } from './daily.js';
import { startLeaderboard, ratedName } from './leaderboard.js';
import { quickPlay } from './quick.js';

/**
 * What a new game can be set up with, from `GET /api/options` (the engine's
 * lists), as the form's keys (`staircase_tiles`): the base box's modules,
 * the expansion box's, the Paschabot's difficulty adjustments. Their
 * labels: `web-module-…`, `web-difficulty-…`.
 */
let MODULES = [];
let EXPANSION = [];
let DIFFICULTY = [];

/** `GET /api/options` into the lists above (empty if it fails: a game without modules can still be made). */
async function loadOptions() {
  const o = await fetch('/api/options').then((r) => (r.ok ? r.json() : null)).catch(() => null);
  if (!o) return;
  const key = (name) => String(name).replace(/-/g, '_');
  MODULES = (o.modules?.base || []).map(key);
  EXPANSION = (o.modules?.expansion || []).map(key);
  DIFFICULTY = [...(o.difficulty?.easier || []), ...(o.difficulty?.harder || [])].map(key);
}

/** A text of the page (the `html` template escapes it). */
const a = (id, args) => t(id, args);

export async function startLobby(root) {
  await loadOptions();
  setInner(root, html`
<header class="top"><span class="home">Marrakesh</span><span class="muted">${a('web-lobby-tagline')}</span>${langSwitch()}</header>
<main class="lobby">
  <section class="modes" aria-label="${a('web-lobby-new-game')}">
    <form id="who" class="who-form" autocomplete="on"><label>${a('web-your-name')} <input id="my-name" name="nickname" maxlength="24" placeholder="${a('web-lobby-name-placeholder')}" value="${myName()}"></label>
      <span id="name-note" class="muted" role="status"></span></form>
    ${lessonEntry()}
    <h1>${a('web-lobby-new-game')}</h1>
    <svg class="keshi-row" viewBox="0 0 420 34" aria-hidden="true">${join(COLOURS.map((c, i) => keshi(17 + i * 35, 17, 15, c)))}</svg>
    <div class="mode-tabs" role="tablist">
      <button role="tab" class="mode" data-mode="bots" aria-selected="true"><strong>${a('web-lobby-mode-bots')}</strong><span>${a('web-lobby-mode-bots-note')}</span></button>
      <button role="tab" class="mode" data-mode="solo" aria-selected="false"><strong>${a('web-lobby-mode-solo')}</strong><span>${a('web-lobby-mode-solo-note')}</span></button>
      <button role="tab" class="mode" data-mode="friends" aria-selected="false"><strong>${a('web-lobby-mode-friends')}</strong><span>${a('web-lobby-mode-friends-note')}</span></button>
      <button role="tab" class="mode" data-mode="quick" aria-selected="false"><strong>${a('web-lobby-mode-quick')}</strong><span>${a('web-lobby-mode-quick-note')}</span></button>
    </div>
    <form id="new-game" class="options">
      <div data-for="bots friends quick">
        <label>${a('web-lobby-players')} <select name="players">${join([2, 3, 4].map((n) => html`<option ${n === 2 ? 'selected' : ''}>${n}</option>`))}</select></label>
        <div id="seats" class="seats"></div>
      </div>
      <label data-for="friends" hidden><input type="checkbox" name="public"> ${a('web-lobby-public')}</label>
      <label data-for="friends quick" hidden>${a('web-lobby-turn-limit')} <select name="turn_limit"><option value="" selected>${a('web-lobby-no-limit')}</option><option value="60">${a('web-lobby-minutes', { count: 1 })}</option><option value="180">${a('web-lobby-minutes', { count: 3 })}</option><option value="600">${a('web-lobby-minutes', { count: 10 })}</option><option value="86400">${a('web-lobby-days', { count: 1 })}</option></select>
        <span class="muted">${a('web-lobby-turn-limit-note')}</span></label>
      <div data-for="solo" hidden>
        <label><input type="checkbox" name="lazy"> ${a('web-lobby-lazy')}</label>
        <fieldset id="difficulty"><legend>${a('web-lobby-difficulty')}</legend>${join(DIFFICULTY.map((k) => html`<label><input type="checkbox" name="d_${k}"> ${a(`web-difficulty-${kebab(k)}`)}</label>`))}</fieldset>
      </div>
      <details class="more"><summary>${a('web-lobby-options')}</summary>
        <label data-for="bots solo friends">${a('web-lobby-edition')} <select name="edition"><option value="classic" selected>${a('web-lobby-classic')}</option><option value="essential">${a('web-lobby-essential')}</option></select></label>
        <label data-for="bots solo friends">${a('web-lobby-tower')} <select name="tower"><option value="b1" selected>${a('web-lobby-tower-b1')}</option><option value="b2">${a('web-lobby-tower-b2')}</option><option value="none">${a('web-lobby-tower-none')}</option></select></label>
        <label data-for="bots solo friends">${a('web-lobby-river-tiles')} <select name="river"><option value="random" selected>${a('web-lobby-river-random')}</option><option value="first">${a('web-lobby-river-first')}</option></select></label>
        <fieldset><legend>${a('web-lobby-base-modules')}</legend>${join(MODULES.map((k) => html`<label><input type="checkbox" name="m_${k}"> ${a(`web-module-${kebab(k)}`)}</label>`))}</fieldset>
        <fieldset><legend>${a('web-lobby-expansion-modules')}</legend>${join(EXPANSION.map((k) => html`<label><input type="checkbox" name="m_${k}"> ${a(`web-module-${kebab(k)}`)}</label>`))}
          <label>${a('web-lobby-building-side')} <select name="building_side"><option value="front" selected>${a('web-lobby-building-front')}</option><option value="back">${a('web-lobby-building-back')}</option></select></label>
          <p class="muted" data-for="solo" hidden>${a('web-lobby-solo-buildings')}</p></fieldset>
      </details>
      <button type="submit" class="start" id="start">${a('web-lobby-start')}</button>
      <p id="lobby-error" class="error" role="alert"></p>
    </form>
    <div id="invites"></div>
  </section>
  <section class="lists">
    <div id="account"></div>
    <div id="daily" class="daily"></div>
    <div id="leaderboard" class="leaderboard"></div>
    <h2>${a('web-lobby-your-games')}</h2><div id="recent"></div>
    <h2>${a('web-lobby-open-games')}</h2><div id="open"></div>
    <p><a href="/rules">${a('web-rules-title')}</a></p>
  </section>
</main>
<footer class="credits muted">${a('web-credits')} <a href="/CREDITS.md">${a('web-credits-link')}</a></footer>`);
  bindLangSwitch(root);
  let mode = 'bots';
  const form = root.querySelector('#new-game');
  const seatsBox = root.querySelector('#seats');
  function drawSeats() {
    const n = Number(form.players.value);
    const seats = [];
    // Quick play: every seat is a stranger's.
    if (mode === 'quick') return setInner(seatsBox, html``);
    for (let i = 1; i < n; i++) {
      const def = mode === 'friends' ? 'human' : 'greedy';
      seats.push(html`<label>${a('web-lobby-seat', { seat: i + 1 })} <select name="seat${i}">
        <option value="human" ${def === 'human' ? 'selected' : ''}>${a('web-lobby-seat-friend')}</option>
        <option value="greedy" ${def === 'greedy' ? 'selected' : ''}>${a('web-lobby-seat-greedy')}</option>
        <option value="ismcts">${a('web-lobby-seat-strong')}</option>
        <option value="random">${a('web-lobby-seat-random')}</option></select></label>`);
    }
    setInner(seatsBox, html`<span class="muted">${a('web-lobby-seat-you')}</span> ${seats}`);
  }
  function setMode(m) {
    mode = m;
    root.querySelectorAll('.mode').forEach((b) => b.setAttribute('aria-selected', String(b.dataset.mode === m)));
    root.querySelectorAll('[data-for]').forEach((el) => { el.hidden = !el.dataset.for.split(' ').includes(m); });
    root.querySelector('#start').textContent = t(m === 'friends' ? 'web-lobby-start-friends' : m === 'solo' ? 'web-lobby-start-solo' : m === 'quick' ? 'web-lobby-start-quick' : 'web-lobby-start');
    // 003 Paschabot: "Benutze nur die Rückseite der Gebäude".
    form.building_side.querySelector('option[value="front"]').disabled = m === 'solo';
    if (m === 'solo') form.building_side.value = 'back';
    drawSeats();
  }
  root.querySelectorAll('.mode').forEach((b) => b.addEventListener('click', () => setMode(b.dataset.mode)));
  form.players.addEventListener('change', drawSeats);
  form.lazy.addEventListener('change', () => { root.querySelector('#difficulty').disabled = form.lazy.checked; });
  setMode('bots');
  const nameInput = root.querySelector('#my-name');
  const nameNote = root.querySelector('#name-note');
  const keepName = () => {
    const r = checkName(nameInput.value);
    nameNote.textContent = r.error || (r.name ? t('web-lobby-name-kept') : '');
    nameNote.className = r.error ? 'error' : 'muted';
    if (r.name) setMyName(r.name);
    return r;
  };
  nameInput.addEventListener('change', keepName);
  root.querySelector('#who').addEventListener('submit', (ev) => { ev.preventDefault(); keepName(); });
  form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    const err = root.querySelector('#lobby-error');
    err.textContent = '';
    const who = keepName();
    if (who.error) {
      err.textContent = who.error;
      nameInput.focus();
      return;
    }
    const btn = root.querySelector('#start');
    if (mode === 'quick') {
      btn.disabled = true;
      const quick = { players: Number(form.players.value), modules: chosenModules(form) };
      if (form.turn_limit.value) quick.seconds_per_decision = Number(form.turn_limit.value);
      quickPlay(root.querySelector('#invites'), quick, (failed) => {
        btn.disabled = false;
        if (failed) err.textContent = failed;
      });
      return;
    }
    const body = request(form, mode);
    if (who.name) body.name = who.name;
    btn.disabled = true;
    try {
      const r = await fetch('/api/games', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      const text = await r.text();
      let res;
      try { res = JSON.parse(text); } catch (e) { res = { message: text }; }
      if (!r.ok) throw Object.assign(new Error(errorText(res, 'create')), { shown: true });
      const seats = seatTokens(res);
      const mine = seats.find((s) => s.seat === 0) || seats[0];
      const id = res.game || res.id;
      rememberGame({ id, seat: mine ? mine.seat : null, token: mine ? mine.token : null, label: label(body, mode), at: Date.now() });
      if (mine) await claimSeats([{ game: id, token: mine.token }]);
      const humans = seats.filter((s) => s.seat !== (mine && mine.seat));
      if (mode === 'friends' && humans.length) {
        showInvites(root, id, res, mine, humans);
      } else {
        location.href = gameUrl(id, mine && mine.token);
      }
    } catch (e) {
      err.textContent = t('web-lobby-create-failed', { reason: e.shown ? e.message : t('web-error-unreachable') });
    } finally {
      btn.disabled = false;
    }
  });
  // Signed in, the account's games join this browser's first.
  await startAccount(root.querySelector('#account'));
  if (!nameInput.value && myName()) nameInput.value = myName();
  startDaily(root.querySelector('#daily'), isSignedIn());
  startLeaderboard(root.querySelector('#leaderboard'));
  listRecent(root);
  listOpen(root);
}

/** The modules ticked in the form, as a new game names them. */
function chosenModules(form) {
  return [...MODULES, ...EXPANSION].filter((k) => form[`m_${k}`].checked).map((m) => m.replace(/_/g, '-'));
}

function request(form, mode) {
  const modules = {};
  [...MODULES, ...EXPANSION].forEach((k) => { if (form[`m_${k}`].checked) modules[k] = true; });
  const body = {
    edition: form.edition.value,
    tower: form.tower.value,
    modules: Object.keys(modules).map((m) => m.replace(/_/g, '-')),
    public: mode === 'friends' && form.public.checked,
  };
  if (modules.special_buildings && (mode === 'solo' || form.building_side.value === 'back')) body.buildings_back = true;
  if (form.river.value === 'first') body.river_tiles = [1, 3, 5];
  if (mode === 'friends' && form.turn_limit.value) body.turn_limit_s = Number(form.turn_limit.value);
  if (mode === 'solo') {
    const difficulty = {};
    // The lazy Paschabot has no difficulty flags.
    if (!form.lazy.checked) DIFFICULTY.forEach((k) => { if (form[`d_${k}`].checked) difficulty[k] = true; });
    body.solo = { opponent: form.lazy.checked ? 'lazy' : 'paschabot', difficulty };
    body.seats = ['human', 'paschabot'];
  } else {
    const n = Number(form.players.value);
    body.seats = ['human'];
    for (let i = 1; i < n; i++) body.seats.push(form[`seat${i}`].value);
  }
  return body;
}

/** A game's label for "Your games", kept as data and named in the page's language when shown. */
function label(body, mode) {
  if (mode === 'solo') return { solo: body.solo.opponent };
  return { seats: body.seats };
}

/**
 * A game's name for people, from its public summary (`GET /api/games/ID`)
 * or the lobby's options: the host's name and the options ("Ana's game ·
 * 3 players · Camel race"), never its id. The host is the first human seat.
 */
export function gameName(info) {
  const o = (info && info.options) || {};
  const seats = (info && info.seats) || [];
  const first = seats.find((s) => s.kind === 'human');
  const host = first && first.name ? first.name : t('web-game-name-someone');
  let mods = o.modules || [];
  if (mods && !Array.isArray(mods) && typeof mods === 'object') mods = Object.keys(mods).filter((k) => mods[k]);
  const words = mods.map((m) => t(`web-module-${kebab(m)}`).replace(/\s*\(.*$/, ''));
  const modes = words.length ? ` · ${words.join(', ')}` : '';
  if (o.solo) return t(o.solo.opponent === 'lazy' || o.solo === 'lazy' ? 'web-game-name-solo-lazy' : 'web-game-name-solo', { host, modes });
  return t('web-game-name', { host, players: o.players || (info && info.players) || seats.length, modes });
}

/** A remembered game's label in words (an older browser kept words: shown as they are). */
function labelText(g) {
  const l = g.label;
  if (typeof l === 'string' && l) return l;
  if (l && l.solo) return t(l.solo === 'lazy' ? 'web-label-solo-lazy' : 'web-label-solo');
  if (l && Array.isArray(l.seats)) {
    return l.seats.map((s, i) => (i === 0 ? t('web-label-you') : s === 'human' ? t('web-label-friend') : t(`web-label-bot-${s === 'ismcts' ? 'strong' : s === 'random' ? 'random' : 'greedy'}`))).join(', ');
  }
  if (l && l.joined) return t('web-label-joined', { game: g.id });
  return t('web-label-game', { game: g.id });
}

/** The seats and tokens of a created game, whatever the exact shape of the answer. */
function seatTokens(res) {
  const out = [];
  const list = res.seats || res.tokens || [];
  if (Array.isArray(list)) {
    list.forEach((s, i) => {
      if (typeof s === 'string') out.push({ seat: i, token: s });
      else if (s && s.token) out.push({ seat: s.seat ?? i, token: s.token });
    });
  } else if (list && typeof list === 'object') {
    Object.entries(list).forEach(([k, t]) => out.push({ seat: Number(k), token: t }));
  }
  return out;
}

/** A game's address, in the server's form: `/g/ID?token=T` or `/g/ID?spectate=K`. */
export function gameUrl(id, token, spectate) {
  const u = new URL(`/g/${encodeURIComponent(id)}`, location.origin);
  if (token) u.searchParams.set('token', token);
  else if (spectate) u.searchParams.set('spectate', spectate);
  return String(u);
}

function showInvites(root, id, res, mine, others) {
  const box = root.querySelector('#invites');
  const rows = join(others.map((s) => {
    const url = gameUrl(id, s.token);
    return html`<li><label>${a('web-lobby-seat', { seat: s.seat + 1 })} <input readonly value="${url}" data-invite="${s.seat}"></label> <button type="button" data-copy="${s.seat}">${a('web-lobby-copy')}</button></li>`;
  }));
  const key = res.spectator_key || res.spectate;
  const spect = key ? html`<li><label>${a('web-lobby-spectators')} <input readonly value="${gameUrl(id, null, key)}" data-invite="spect"></label> <button type="button" data-copy="spect">${a('web-lobby-copy')}</button></li>` : '';
  setInner(box, html`<h2>${a('web-lobby-invite')}</h2><p>${a('web-lobby-invite-note')}</p><ul class="invites">${rows}${spect}</ul>
  <p><a class="start" href="${gameUrl(id, mine && mine.token)}" id="enter">${a('web-lobby-enter')}</a></p>`);
  box.addEventListener('click', async (ev) => {
    const b = ev.target.closest('[data-copy]');
    if (!b) return;
    const input = box.querySelector(`[data-invite="${b.dataset.copy}"]`);
    input.select();
    try {
      await navigator.clipboard.writeText(input.value);
    } catch (e) {
      document.execCommand && document.execCommand('copy');
    }
    b.textContent = t('web-lobby-copied');
  });
}

/** Your games, from the tokens this browser holds: those waiting for you first. */
async function listRecent(root) {
  const box = root.querySelector('#recent');
  const games = recentGames().slice(0, 12);
  if (!games.length) {
    setInner(box, html`<p class="muted">${a('web-lobby-no-games')}</p>`);
    return;
  }
  const infos = await Promise.all(games.map((g) => fetch(`/api/games/${encodeURIComponent(g.id)}?${langParam()}`)
    .then((r) => (r.ok ? r.json() : null)).catch(() => null)));
  const rows = games.map((g, i) => {
    const info = infos[i];
    const seat = info && g.seat !== null && g.seat !== undefined && info.seats ? info.seats[g.seat] : null;
    const over = info && info.status === 'over';
    const yours = !!(info && !over && seat && seat.pending);
    const rank = yours ? 0 : info && !over ? 1 : over ? 2 : 3;
    return { g, info, over, yours, rank };
  });
  rows.sort((a, b) => a.rank - b.rank || b.g.at - a.g.at);
  setInner(box, html`<ul class="games">${join(rows.map(({ g, info, over, yours }) => {
    const status = yours ? html`<strong class="turn">${a('web-your-turn')}</strong>` : over ? html`<span class="muted">${a('web-lobby-over')}</span>`
      : info ? html`<span class="muted">${a('web-lobby-waiting')}</span>` : html`<span class="muted">${a('web-lobby-not-found')}</span>`;
    // Each seat's name, its account's page and rating beside it.
    const who = info && info.seats ? join(info.seats.map((s) => ratedName(s, s.name)), ', ') : '';
    const rated = info && info.rated ? html` <span class="rated-mark" title="${a('web-rated-game-note')}">${a('web-rated-game')}</span>` : '';
    const replay = over ? html` · <a href="/g/${encodeURIComponent(g.id)}/replay">${a('web-lobby-replay')}</a>` : '';
    return html`<li data-game="${g.id}" data-yours="${yours ? 1 : 0}"><a href="/g/${encodeURIComponent(g.id)}">${info ? gameName(info) : labelText(g)}</a> ${status}${replay}${rated}<br><span class="muted">${who}${g.seat !== null && g.seat !== undefined ? ` · ${a('web-lobby-seat-lower', { seat: g.seat + 1 })}` : ''} · ${new Date(g.at).toLocaleString(lang)}</span></li>`;
  }))}</ul>`);
}

async function listOpen(root) {
  const box = root.querySelector('#open');
  try {
    const r = await fetch('/api/games?open=true');
    if (!r.ok) throw new Error(String(r.status));
    const res = await r.json();
    const list = Array.isArray(res) ? res : res.games || [];
    if (!list.length) {
      setInner(box, html`<p class="muted">${a('web-lobby-no-open')}</p>`);
      return;
    }
    setInner(box, html`<ul class="games">${list.slice(0, 20).map((g) => {
      const id = g.game || g.id;
      const free = g.free_seats || [];
      const o = g.options || {};
      const what = o.edition ? t(o.edition === 'essential' ? 'web-lobby-essential' : 'web-lobby-classic') : '';
      return html`<li data-open="${id}"><button type="button" class="join" data-join="${id}">${a('web-lobby-join')}</button> <span class="game-name">${gameName({ options: o })}</span><span class="seated"></span> <span class="muted">${what} · ${a('web-lobby-free-seats', { count: free.length })}</span></li>`;
    })}</ul>`);
    // The host's name from each game's summary, as it comes, and the
    // accounts seated already with their ratings (to pick a game of one's
    // strength).
    list.slice(0, 20).forEach(async (g) => {
      const id = g.game || g.id;
      const info = await fetch(`/api/games/${encodeURIComponent(id)}?${langParam()}`).then((r) => (r.ok ? r.json() : null)).catch(() => null);
      const el = info && [...box.querySelectorAll('[data-open]')].find((x) => x.dataset.open === id);
      if (!el) return;
      el.querySelector('.game-name').textContent = gameName(info);
      const seated = (info.seats || []).filter((s) => s.account);
      if (seated.length) setInner(el.querySelector('.seated'), html` · ${join(seated.map((s) => ratedName(s, s.name)), ', ')}`);
    });
    box.addEventListener('click', async (ev) => {
      const b = ev.target.closest('[data-join]');
      if (!b) return;
      b.disabled = true;
      const id = b.dataset.join;
      const who = checkName(myName());
      const r2 = await fetch(`/api/games/${encodeURIComponent(id)}/join`, {
        method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(who.name ? { name: who.name } : {}),
      });
      const j = await r2.json().catch(() => ({}));
      if (!r2.ok) {
        b.textContent = j.code ? errorText(j, 'join') : t('web-lobby-cannot-join');
        return;
      }
      rememberGame({ id, seat: j.seat, token: j.token, label: { joined: true }, at: Date.now() });
      await claimSeats([{ game: id, token: j.token }]);
      location.href = gameUrl(id, j.token);
    });
  } catch (e) {
    setInner(box, html`<p class="muted">${a('web-lobby-open-unavailable')}</p>`);
  }
}
