// The lobby: create a game in two clicks (a mode, then Start), with
// options that have sensible defaults; open games and your recent games.

import { esc, keshi } from './svg.js';
import { COLOURS } from './names.js';
import { langSwitch, bindLangSwitch } from './i18n.js';
import { rememberGame, recentGames, myName, setMyName, checkName } from './store.js';

const MODULES = [
  ['staircase_tiles', 'Staircase tiles'],
  ['imam_sultan', 'Imam and sultan'],
  ['exchange_offices', 'New exchange offices'],
  ['spectators', 'Spectators (purple disc)'],
  ['desert_towns', 'Desert towns'],
];
/** The expansion box's modules the page draws. */
const EXPANSION = [
  ['camel_race', 'Camel race (track, spectator areas, dung, reward tiles)'],
  ['new_luxury_goods', 'New luxury goods (hunting falcons, racing saddles)'],
  ['new_oases', 'New oases 31–36 (each with the module it needs)'],
  ['nomads', 'Nomads (nomad board, a nomad in the tower base each round)'],
  ['special_buildings', 'Special buildings (draw 2, keep 1; a yellow scroll draft)'],
  ['new_provisions', 'New provision tiles (draw 3 + 1 moderate + 1 hard, keep 3)'],
];
const DIFFICULTY = [
  ['no_extra_tiles', 'Easier: no extra strategy tiles'],
  ['complete_sectors_only', 'Easier: it scores complete sectors only'],
  ['main_square_once', 'Easier: main-square bonus once'],
  ['no_fisherman_moves', 'Easier: no fisherman moves'],
  ['expensive_gates', 'Harder: most expensive gates'],
  ['main_square_four', 'Harder: main-square bonus 4 times'],
  ['storage_keshis', 'Harder: storage keshis'],
];

export function startLobby(root) {
  root.innerHTML = `
<header class="top"><span class="home">Marrakesh</span><span class="muted">Stefan Feld's board game, in your browser</span>${langSwitch()}</header>
<main class="lobby">
  <section class="modes" aria-label="New game">
    <form id="who" class="who-form" autocomplete="on"><label>Your name <input id="my-name" name="nickname" maxlength="24" placeholder="shown to the other players" value="${esc(myName())}"></label>
      <span id="name-note" class="muted" role="status"></span></form>
    <h1>New game</h1>
    <svg class="keshi-row" viewBox="0 0 420 34" aria-hidden="true">${COLOURS.map((c, i) => keshi(17 + i * 35, 17, 15, c)).join('')}</svg>
    <div class="mode-tabs" role="tablist">
      <button role="tab" class="mode" data-mode="bots" aria-selected="true"><strong>Against bots</strong><span>you and 1–3 computer players</span></button>
      <button role="tab" class="mode" data-mode="solo" aria-selected="false"><strong>Solo vs Paschabot</strong><span>the solo opponent, with difficulty flags</span></button>
      <button role="tab" class="mode" data-mode="friends" aria-selected="false"><strong>With friends</strong><span>invite links, one per seat</span></button>
    </div>
    <form id="new-game" class="options">
      <div data-for="bots friends">
        <label>Players <select name="players">${[2, 3, 4].map((n) => `<option ${n === 2 ? 'selected' : ''}>${n}</option>`).join('')}</select></label>
        <div id="seats" class="seats"></div>
      </div>
      <label data-for="friends" hidden><input type="checkbox" name="public"> List it under "Open games" so anyone may take a free seat</label>
      <label data-for="friends" hidden>Time per decision <select name="turn_limit"><option value="" selected>no limit</option><option value="60">1 minute</option><option value="180">3 minutes</option><option value="600">10 minutes</option><option value="86400">1 day</option></select>
        <span class="muted">past it, a bot makes that one decision</span></label>
      <div data-for="solo" hidden>
        <label><input type="checkbox" name="lazy"> Lazy Paschabot (it has no board; you play for a title)</label>
        <fieldset id="difficulty"><legend>Difficulty (not for the lazy Paschabot)</legend>${DIFFICULTY.map(([k, t]) => `<label><input type="checkbox" name="d_${k}"> ${esc(t)}</label>`).join('')}</fieldset>
      </div>
      <details class="more"><summary>Options: edition, tower, river tiles, modules (camel race…)</summary>
        <label>Edition <select name="edition"><option value="classic" selected>Classic</option><option value="essential">Essential</option></select></label>
        <label>Tower <select name="tower"><option value="b1" selected>B1 layer (holds back a few keshis)</option><option value="b2">B2 layer (holds back more)</option><option value="none">No layer</option></select></label>
        <label>River tiles <select name="river"><option value="random" selected>Drawn at random</option><option value="first">First game: 01, 03, 05</option></select></label>
        <fieldset><legend>Modules of the base box</legend>${MODULES.map(([k, t]) => `<label><input type="checkbox" name="m_${k}"> ${esc(t)}</label>`).join('')}</fieldset>
        <fieldset><legend>Modules of the expansion box</legend>${EXPANSION.map(([k, t]) => `<label><input type="checkbox" name="m_${k}"> ${esc(t)}</label>`).join('')}
          <label>Special buildings' side <select name="building_side"><option value="front" selected>Front (start and ability)</option><option value="back">Back (start only)</option></select></label>
          <p class="muted" data-for="solo" hidden>Solo: the special buildings play their back side (the Paschabot uses only the back side).</p></fieldset>
      </details>
      <button type="submit" class="start" id="start">Start the game</button>
      <p id="lobby-error" class="error" role="alert"></p>
    </form>
    <div id="invites"></div>
  </section>
  <section class="lists">
    <h2>Your games</h2><div id="recent"></div>
    <h2>Open games</h2><div id="open"></div>
    <p><a href="/rules">Rules reference</a></p>
  </section>
</main>`;
  bindLangSwitch(root);
  let mode = 'bots';
  const form = root.querySelector('#new-game');
  const seatsBox = root.querySelector('#seats');
  function drawSeats() {
    const n = Number(form.players.value);
    let html = '';
    for (let i = 1; i < n; i++) {
      const def = mode === 'friends' ? 'human' : 'greedy';
      html += `<label>Seat ${i} <select name="seat${i}">
        <option value="human" ${def === 'human' ? 'selected' : ''}>a friend (invite link)</option>
        <option value="greedy" ${def === 'greedy' ? 'selected' : ''}>greedy bot (quick)</option>
        <option value="ismcts">strong bot (thinks about 1 s a move)</option>
        <option value="random">random bot</option></select></label>`;
    }
    seatsBox.innerHTML = `<span class="muted">Seat 0: you.</span> ${html}`;
  }
  function setMode(m) {
    mode = m;
    root.querySelectorAll('.mode').forEach((b) => b.setAttribute('aria-selected', String(b.dataset.mode === m)));
    root.querySelectorAll('[data-for]').forEach((el) => { el.hidden = !el.dataset.for.split(' ').includes(m); });
    root.querySelector('#start').textContent = m === 'friends' ? 'Create the game and invite links' : m === 'solo' ? 'Start the solo game' : 'Start the game';
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
    nameNote.textContent = r.error || (r.name ? 'Kept in this browser.' : '');
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
    const body = request(form, mode);
    if (who.name) body.name = who.name;
    const btn = root.querySelector('#start');
    btn.disabled = true;
    try {
      const r = await fetch('/api/games', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      const text = await r.text();
      let res;
      try { res = JSON.parse(text); } catch (e) { res = { message: text }; }
      if (!r.ok) throw new Error(res.message || res.error || `HTTP ${r.status}`);
      const seats = seatTokens(res);
      const mine = seats.find((s) => s.seat === 0) || seats[0];
      const id = res.game || res.id;
      rememberGame({ id, seat: mine ? mine.seat : null, token: mine ? mine.token : null, label: label(body, mode), at: Date.now() });
      const humans = seats.filter((s) => s.seat !== (mine && mine.seat));
      if (mode === 'friends' && humans.length) {
        showInvites(root, id, res, mine, humans);
      } else {
        location.href = gameUrl(id, mine && mine.token);
      }
    } catch (e) {
      err.textContent = `Could not create the game: ${e.message}`;
    } finally {
      btn.disabled = false;
    }
  });
  listRecent(root);
  listOpen(root);
}

function request(form, mode) {
  const modules = {};
  [...MODULES, ...EXPANSION].forEach(([k]) => { if (form[`m_${k}`].checked) modules[k] = true; });
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
    if (!form.lazy.checked) DIFFICULTY.forEach(([k]) => { if (form[`d_${k}`].checked) difficulty[k] = true; });
    body.solo = { opponent: form.lazy.checked ? 'lazy' : 'paschabot', difficulty };
    body.seats = ['human', 'paschabot'];
  } else {
    const n = Number(form.players.value);
    body.seats = ['human'];
    for (let i = 1; i < n; i++) body.seats.push(form[`seat${i}`].value);
  }
  return body;
}

function label(body, mode) {
  if (mode === 'solo') return body.solo.opponent === 'lazy' ? 'Solo vs lazy Paschabot' : 'Solo vs Paschabot';
  return body.seats.map((s, i) => (i === 0 ? 'you' : s === 'human' ? 'friend' : `${s} bot`)).join(', ');
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
  const rows = others.map((s) => {
    const url = gameUrl(id, s.token);
    return `<li><label>Seat ${s.seat} <input readonly value="${esc(url)}" data-invite="${s.seat}"></label> <button type="button" data-copy="${s.seat}">Copy</button></li>`;
  }).join('');
  const key = res.spectator_key || res.spectate;
  const spect = key ? `<li><label>Spectators <input readonly value="${esc(gameUrl(id, null, key))}" data-invite="spect"></label> <button type="button" data-copy="spect">Copy</button></li>` : '';
  box.innerHTML = `<h2>Invite your friends</h2><p>Send each friend their own link (it is their seat: keep it private).</p><ul class="invites">${rows}${spect}</ul>
  <p><a class="start" href="${esc(gameUrl(id, mine && mine.token))}" id="enter">Go to the table</a></p>`;
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
    b.textContent = 'Copied';
  });
}

/** Your games, from the tokens this browser holds: those waiting for you first. */
async function listRecent(root) {
  const box = root.querySelector('#recent');
  const games = recentGames().slice(0, 12);
  if (!games.length) {
    box.innerHTML = '<p class="muted">None yet on this browser.</p>';
    return;
  }
  const infos = await Promise.all(games.map((g) => fetch(`/api/games/${encodeURIComponent(g.id)}`)
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
  box.innerHTML = `<ul class="games">${rows.map(({ g, info, over, yours }) => {
    const status = yours ? '<strong class="turn">Your turn</strong>' : over ? '<span class="muted">over</span>'
      : info ? '<span class="muted">waiting for others</span>' : '<span class="muted">not found</span>';
    const who = info && info.seats ? info.seats.map((s) => s.name).join(', ') : '';
    const replay = over ? ` · <a href="/g/${encodeURIComponent(g.id)}/replay">replay</a>` : '';
    return `<li data-game="${esc(g.id)}" data-yours="${yours ? 1 : 0}"><a href="/g/${encodeURIComponent(g.id)}">${esc(g.label || g.id)}</a> ${status}${replay}<br><span class="muted">${esc(who)}${g.seat !== null && g.seat !== undefined ? ` · seat ${g.seat}` : ''} · ${esc(new Date(g.at).toLocaleString())}</span></li>`;
  }).join('')}</ul>`;
}

async function listOpen(root) {
  const box = root.querySelector('#open');
  try {
    const r = await fetch('/api/games?open=true');
    if (!r.ok) throw new Error(String(r.status));
    const res = await r.json();
    const list = Array.isArray(res) ? res : res.games || [];
    if (!list.length) {
      box.innerHTML = '<p class="muted">No game is waiting for players. Games "with friends" marked open appear here.</p>';
      return;
    }
    box.innerHTML = `<ul class="games">${list.slice(0, 20).map((g) => {
      const id = g.game || g.id;
      const free = g.free_seats || [];
      const o = g.options || {};
      const what = [o.players ? `${o.players} players` : '', o.edition || ''].filter(Boolean).join(', ');
      return `<li><button type="button" class="join" data-join="${esc(id)}">Join</button> game ${esc(id)} <span class="muted">${esc(what)} · ${free.length} free seat${free.length === 1 ? '' : 's'}</span></li>`;
    }).join('')}</ul>`;
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
        b.textContent = j.message || 'Cannot join';
        return;
      }
      rememberGame({ id, seat: j.seat, token: j.token, label: `Joined game ${id}`, at: Date.now() });
      location.href = gameUrl(id, j.token);
    });
  } catch (e) {
    box.innerHTML = '<p class="muted">The list of open games is not available.</p>';
  }
}
