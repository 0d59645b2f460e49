// The game page: one state, one render (debounced to a frame), one
// delegated click listener on the table. The page knows only what its
// seat's view says; it never decides legality itself: it picks among the
// legal actions the server sent (online-play.md (e)).

import { GameSocket } from './socket.js';
import { targets, narrow } from './targets.js';
import { mainBoard } from './board.js';
import { playerBoard, ownedCards } from './player.js';
import { decisionText, seatName, PHASES, categoryName, SEATS, KESHI, COLOURS } from './names.js';
import { esc } from './svg.js';

const state = {
  gameId: null,
  token: null,
  spectate: null,
  cat: null,
  info: null,
  seat: null,
  seq: null,
  view: null,
  legalText: [],
  undo: false,
  /** Indices of legal actions that would do nothing (from the server). */
  noEffect: new Set(),
  /** The last hint asked for: at which seq, its lines. */
  hint: { seq: -1, lines: [], waiting: false, error: '' },
  log: [], // {seq, text, group}
  crowd: null,
  status: 'connecting',
  chosen: [],
  inflight: false,
  error: null,
  finished: false,
  group: null,
};
let socket = null;
let frame = 0;
/** Phones: the boards are drawn in a narrow layout that fits the screen's width. */
const PHONE = window.matchMedia('(max-width: 600px)');

export async function startGame(root, { gameId, token, spectate }) {
  state.gameId = gameId;
  state.token = token;
  state.spectate = spectate;
  root.innerHTML = shell();
  bindEvents(root);
  try {
    const [cat, info] = await Promise.all([
      fetch('/api/catalog').then((r) => (r.ok ? r.json() : null)),
      fetch(`/api/games/${encodeURIComponent(gameId)}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
        .then((r) => (r.ok ? r.json() : null)).catch(() => null),
    ]);
    state.cat = cat;
    state.info = info;
  } catch (e) {
    state.error = 'Cannot reach the server.';
  }
  if (!state.cat) {
    state.error = 'The server did not send the component catalog.';
  }
  // Check the credential once over HTTP (a refused WebSocket tells no reason).
  if (!token && !spectate) {
    fatal('This browser holds no seat in this game. Open the invite link you were sent, or a spectator link.');
    return;
  }
  const check = await fetch(`/api/games/${encodeURIComponent(gameId)}/view${spectate ? `?spectate=${encodeURIComponent(spectate)}` : ''}`,
    { headers: token ? { Authorization: `Bearer ${token}` } : {} }).catch(() => null);
  if (check && !check.ok) {
    const j = await check.json().catch(() => ({}));
    if (check.status === 404) {
      fatal(`There is no game ${gameId} on this server.`);
      return;
    }
    if (check.status === 401 || check.status === 403) {
      fatal(`This link does not open a seat of this game (${j.message || check.status}).`);
      return;
    }
  }
  socket = new GameSocket({
    gameId,
    token,
    spectate,
    onFull: (f) => {
      state.seq = f.seq;
      if (f.seat !== undefined) state.seat = f.seat;
      state.view = f.view;
      state.legalText = f.legal_text || [];
      state.noEffect = new Set(f.no_effect || []);
      state.undo = !!f.undo;
      if (f.crowd) state.crowd = f.crowd;
      if (f.names) state.names = f.names;
      const setup = f.view.phase === 'setup';
      const known = state.log.reduce((m, l) => Math.max(m, l.seq ?? -1), -1);
      if (state.log.length) {
        // A `full` within a session (after a gap): keep the log we have, add what is new.
        (f.log || []).filter((e) => (e.seq ?? 0) > known).forEach((e) => addLog(e, null));
      } else {
        state.group = setup ? 'Setup' : 'Earlier';
        (f.log || []).forEach((e) => addLog(e, null));
        if (!setup) state.group = groupTitle(f.view.season, f.view.round);
      }
      state.inflight = false;
      resetChosen();
      schedule();
    },
    onStep: (f) => {
      state.seq = f.seq;
      state.view = f.view;
      state.legalText = f.legal_text || [];
      state.noEffect = new Set(f.no_effect || []);
      state.undo = !!f.undo;
      stepLog(f);
      resetChosen();
      schedule();
    },
    onAck: () => {
      state.inflight = false;
      schedule();
    },
    onErr: (f) => {
      state.inflight = false;
      state.error = `${f.message || f.code}`;
      schedule();
    },
    onCrowd: (f) => {
      state.crowd = f;
      schedule();
    },
    onStatus: (s) => {
      state.status = s;
      schedule();
    },
    onUnlock: () => {
      state.inflight = false;
      schedule();
    },
    onFatal: (reason) => {
      state.error = `The server refused this page: ${reason}`;
      schedule();
    },
  });
  socket.connect();
  window.addEventListener('online', () => socket.ping(true));
  // A phone's width (or a window made narrow) lays the boards out in one column.
  PHONE.addEventListener('change', schedule);
}

function fatal(message) {
  const p = document.getElementById('prompt');
  p.innerHTML = `<p class="error" role="alert">${esc(message)}</p><p><a href="/">Back to the lobby</a></p>`;
  document.getElementById('pill').textContent = 'Not connected';
  document.body.dataset.status = 'refused';
}

function shell() {
  return `
<header class="top">
  <a class="home" href="/">Marrakesh</a>
  <span id="round" class="round"></span>
  <span id="crowd" class="crowd"></span>
  <span id="pill" class="pill" role="status" aria-live="polite">Connecting…</span>
</header>
<div id="prompt" class="prompt" aria-live="polite"></div>
<div class="layout">
  <section class="table" aria-label="Table">
    <div id="board-main" class="board-wrap"></div>
    <div id="board-own"></div>
    <div id="board-others"></div>
  </section>
  <aside class="side">
    <section class="actions-box" aria-label="Your choices">
      <h2 id="actions-title">Choices</h2>
      <div id="actions"></div>
    </section>
    <section class="log-box" aria-label="Game log">
      <h2>Log</h2>
      <div id="scorepad"></div>
      <div id="log" class="log"></div>
      <div id="live" class="sr-only" aria-live="polite"></div>
    </section>
  </aside>
</div>`;
}

// ----- the log ---------------------------------------------------------

/** Seasons and rounds count from 0 in the engine, from 1 for people. */
function groupTitle(season, round) {
  return `Season ${Number(season) + 1}, round ${Number(round) + 1}`;
}

const ROUND_LINE = /season (\d+)\D+round (\d+)/i;

function addLog(entry, group) {
  const text = typeof entry === 'string' ? entry : entry.text;
  const seq = typeof entry === 'object' ? entry.seq : null;
  // A line announcing a round opens its group (after a reload, too).
  const m = ROUND_LINE.exec(text || '');
  if (m && /begin|start/i.test(text)) state.group = `Season ${m[1]}, round ${m[2]}`;
  const g = group || state.group || 'Setup';
  state.group = g;
  state.log.push({ seq, text, group: g, kind: null });
}

function stepLog(f) {
  const events = f.events || [];
  const before = state.log.length;
  (f.log || []).forEach((e) => addLog(e, null));
  // Others' lines also go to the live region.
  const lines = (f.log || []).map((e) => (typeof e === 'string' ? e : e.text)).filter(Boolean);
  if (lines.length && !events.every((e) => e.player === state.seat)) {
    const live = document.getElementById('live');
    if (live) live.textContent = lines.slice(-3).join('. ');
  }
  for (const ev of events) {
    if (ev.event === 'season_ended') {
      const detail = state.log.slice(before).map((l) => l.text).filter((t) => /river tile|provision|pays|penalty|season/i.test(t));
      const scores = f.view.players.map((p, i) => `${name(i)} ${p.score}`).join(', ');
      state.log.push({ seq: f.seq, group: state.group, kind: 'season', text: `End of season ${ev.season + 1}: ${scores}`, detail });
    }
    if (ev.event === 'game_over') {
      state.log.push({ seq: f.seq, group: state.group, kind: 'season', text: 'The game is over: see the score pad above.', detail: [] });
    }
  }
  // The lines of a round's last step belong to that round; the next group starts after.
  for (const ev of events) {
    if (ev.event === 'round_started') state.group = groupTitle(ev.season, ev.round);
  }
}

// ----- derived state ---------------------------------------------------

function name(i) {
  const info = state.info;
  const base = seatName(state.view, i, state.names || (info && info.names));
  const kind = info && info.seats && info.seats[i] ? info.seats[i].kind || info.seats[i] : null;
  const bot = typeof kind === 'string' && kind !== 'human' && kind !== 'paschabot'
    ? ` (${kind.startsWith('ismcts') ? 'strong' : kind} bot)` : '';
  return `${base}${state.seat === i ? ' (you)' : ''}${bot}`;
}

function myDecision() {
  const v = state.view;
  if (!v || state.seat === null || state.seat === undefined) return null;
  const p = v.pending.find(([s]) => s === state.seat);
  return p ? p[1] : null;
}

function entries() {
  const v = state.view;
  if (!v) return [];
  const d = myDecision();
  return (v.legal_actions || []).map((a, i) => ({
    index: i,
    action: a,
    text: state.legalText[i] || JSON.stringify(a),
    keys: targets(a, state.seat, d, v),
  }));
}

function candidates(all) {
  return narrow(all, state.chosen);
}

function resetChosen() {
  if (!state.chosen.length) return;
  if (!candidates(entries()).length) state.chosen = [];
}

// Whether a legal action would do nothing: the server says so (`no_effect`,
// the indices of such actions, decided by the engine's describe crate in a
// world behind this seat's view), the page does not guess.
export function noEffect(entry) {
  return state.noEffect.has(entry.index);
}

// ----- acting ------------------------------------------------------------

function send(entry) {
  if (state.inflight || !socket) return;
  if (socket.send('act', entry.action)) {
    state.inflight = true;
    state.chosen = [];
    state.error = null;
    schedule();
  }
}

/** Asks the server for the strong bot's top three moves for this seat now (searched on
 * a world drawn behind this seat's view only; about 300 ms). */
async function askHint() {
  if (!state.token || state.hint.waiting) return;
  const seq = state.seq;
  state.hint = { seq, lines: [], waiting: true, error: '' };
  schedule();
  try {
    const r = await fetch(`/api/games/${encodeURIComponent(state.gameId)}/hint`, { headers: { Authorization: `Bearer ${state.token}` } });
    const b = await r.json();
    if (state.hint.seq !== seq) return;
    state.hint = r.ok ? { seq: b.seq, lines: b.hints || [], waiting: false, error: '' }
      : { seq, lines: [], waiting: false, error: b.message || 'No hint now.' };
  } catch (e) {
    state.hint = { seq, lines: [], waiting: false, error: 'No hint: the server did not answer.' };
  }
  schedule();
}

function undo() {
  if (state.inflight || !state.undo || !socket) return;
  if (socket.send('undo')) {
    state.inflight = true;
    state.chosen = [];
    schedule();
  }
}

function clickKey(key) {
  if (state.inflight) return;
  const all = entries();
  if (state.chosen.includes(key)) {
    state.chosen = state.chosen.filter((k) => k !== key);
    schedule();
    return;
  }
  let next = [...state.chosen, key];
  let c = narrow(all, next);
  if (!c.length) {
    next = [key];
    c = narrow(all, next);
  }
  if (!c.length) return;
  if (c.length === 1) {
    send(c[0]);
    return;
  }
  state.chosen = next;
  schedule();
}

function bindEvents(root) {
  root.addEventListener('click', (ev) => {
    const btn = ev.target.closest('[data-act]');
    if (btn) {
      const i = Number(btn.dataset.act);
      const e = entries().find((x) => x.index === i);
      if (e) send(e);
      return;
    }
    if (ev.target.closest('[data-undo]')) {
      undo();
      return;
    }
    if (ev.target.closest('[data-hint]')) {
      askHint();
      return;
    }
    if (ev.target.closest('[data-clear]')) {
      state.chosen = [];
      schedule();
      return;
    }
    const chip = ev.target.closest('[data-unchoose]');
    if (chip) {
      state.chosen = state.chosen.filter((k) => k !== chip.dataset.unchoose);
      schedule();
      return;
    }
    // The innermost legal place under the pointer (a sector holds its gate and water vendor).
    let el = ev.target.closest('[data-key]');
    while (el && !el.classList.contains('legal')) el = el.parentElement ? el.parentElement.closest('[data-key]') : null;
    if (el) clickKey(el.dataset.key);
  });
  root.addEventListener('keydown', (ev) => {
    const el = ev.target.closest && ev.target.closest('[data-key]');
    if ((ev.key === 'Enter' || ev.key === ' ') && el && el.classList.contains('legal')) {
      ev.preventDefault();
      clickKey(el.dataset.key);
    }
  });
  document.addEventListener('keydown', (ev) => {
    if (ev.target && /INPUT|TEXTAREA|SELECT/.test(ev.target.tagName)) return;
    if (ev.key === 'Escape') {
      state.chosen = [];
      schedule();
    } else if (ev.key === 'u' && !ev.ctrlKey && !ev.metaKey) {
      undo();
    } else if (/^[1-9]$/.test(ev.key) && !ev.ctrlKey && !ev.metaKey && !ev.altKey) {
      const list = candidates(entries());
      const e = list[Number(ev.key) - 1];
      if (e) send(e);
    }
  });
}

// ----- rendering -----------------------------------------------------------

function schedule() {
  if (frame) return;
  frame = requestAnimationFrame(() => {
    frame = 0;
    render();
  });
}

function setHtml(id, html) {
  const el = document.getElementById(id);
  if (el && el.__html !== html) {
    el.innerHTML = html;
    el.__html = html;
  }
}

function render() {
  const v = state.view;
  const pill = document.getElementById('pill');
  const labels = { connecting: 'Connecting…', online: 'Connected', reconnecting: 'Reconnecting…', offline: 'Offline' };
  pill.textContent = labels[state.status] || state.status;
  pill.className = `pill ${state.status}`;
  document.body.classList.toggle('offline', state.status !== 'online');
  // Public page state as attributes (for styling and for the browser tests).
  const ds = document.body.dataset;
  ds.seq = state.seq === null ? '' : String(state.seq);
  ds.status = state.status;
  ds.inflight = state.inflight ? '1' : '0';
  ds.chosen = state.chosen.join(',');
  ds.turn = myDecision() && !state.inflight ? '1' : '0';
  ds.over = v && (v.phase === 'game_over' || v.final_scores) ? '1' : '0';
  ds.phase = v ? v.phase : '';
  ds.season = v ? String(v.season) : '';
  ds.decision = myDecision() ? myDecision().kind : '';
  if (!v || !state.cat) {
    setHtml('prompt', `<p>${esc(state.error || 'Loading the game…')}</p>`);
    return;
  }
  const all = entries();
  const cands = candidates(all);
  const legalKeys = new Set();
  cands.forEach((e) => e.keys.forEach((k) => legalKeys.add(k)));
  const labelOf = new Map();
  cands.forEach((e) => e.keys.forEach((k) => {
    if (!labelOf.has(k)) labelOf.set(k, e.text);
    else labelOf.set(k, `${labelOf.get(k)} / ${e.text}`);
  }));
  const chosen = new Set(state.chosen);
  const ctx = {
    view: v,
    cat: state.cat,
    seat: state.seat,
    name,
    narrow: PHONE.matches,
    isLegal: (k) => legalKeys.has(k) && !state.inflight,
    cls: (k) => `${legalKeys.has(k) && !state.inflight ? 'legal' : ''}${chosen.has(k) ? ' chosen' : ''}`,
    label: (k) => (labelOf.get(k) || '').slice(0, 300),
  };
  // Header: season, round, phase.
  const over = v.phase === 'game_over' || !!v.final_scores;
  const seasons = state.cat.rules.seasons.value;
  const rounds = state.cat.rules.rounds_per_season.value;
  setHtml('round', over ? 'Game over' : v.phase === 'setup' ? 'Setup'
    : `Season ${v.season + 1}/${seasons} · Round ${v.round + 1}/${rounds} · ${esc(PHASES[v.phase] || v.phase)} · start player ${esc(name(v.start_player))}`);
  setHtml('crowd', crowdHtml(v));
  setHtml('prompt', promptHtml(v, all, cands));
  setHtml('actions', actionsHtml(cands, all));
  setHtml('actions-title', state.seat === null || state.seat === undefined ? 'Spectating' : 'Your choices');
  const focusKey = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.key : null;
  setHtml('board-main', mainBoard(ctx));
  const seat = state.seat;
  const own = seat !== null && seat !== undefined ? v.players[seat] : null;
  setHtml('board-own', own ? `<h2>Your board · ${esc(name(seat))} · ${own.score} points</h2>${playerBoard(ctx, own)}${ownedCards(ctx, own)}` : '');
  const others = v.players.filter((p) => p.seat !== seat).map((p) => {
    if (v.solo && p.seat === 1) return soloHtml(ctx, p);
    return `<details class="other" ${window.innerWidth > 600 ? 'open' : ''} data-seat="${p.seat}"><summary>${esc(name(p.seat))} · ${p.score} points · ${p.resources.water} water, ${p.resources.dates} dates, ${p.resources.dinars} dinars</summary>${playerBoard(ctx, p)}${ownedCards(ctx, p)}</details>`;
  }).join('');
  keepDetails('board-others', others);
  if (focusKey) {
    const el = document.querySelector(`[data-key="${CSS.escape(focusKey)}"]`);
    if (el && el.getAttribute('tabindex') !== null) el.focus();
  }
  setHtml('scorepad', over ? scorePadHtml(v) : '');
  setHtml('log', logHtml());
  const log = document.getElementById('log');
  if (log && log.__lastLen !== state.log.length) {
    log.scrollTop = log.scrollHeight;
    log.__lastLen = state.log.length;
  }
}

/** Re-render the other boards but keep which <details> the user opened or closed. */
function keepDetails(id, html) {
  const el = document.getElementById(id);
  if (!el || el.__html === html) return;
  const open = {};
  el.querySelectorAll('details[data-seat]').forEach((d) => { open[d.dataset.seat] = d.open; });
  el.innerHTML = html;
  el.__html = html;
  el.querySelectorAll('details[data-seat]').forEach((d) => {
    if (open[d.dataset.seat] !== undefined) d.open = open[d.dataset.seat];
  });
}

function crowdHtml(v) {
  const c = state.crowd;
  if (!c) return '';
  const has = (list, i) => (Array.isArray(list) ? (typeof list[0] === 'boolean' ? !!list[i] : list.includes(i)) : false);
  const seats = v.players.map((p, i) => {
    const st = has(c.bot, i) ? 'bot' : has(c.online, i) ? 'online' : 'away';
    return `<span class="who ${st}" title="${esc(name(i))}: ${st}"><i class="dot seat${i}" style="background:${SEATS[i % 4].fill}"></i>${esc(seatName(v, i, state.names))}</span>`;
  }).join(' ');
  return `${seats}${c.spectators ? ` <span class="muted">· ${c.spectators} watching</span>` : ''}`;
}

function promptHtml(v, all, cands) {
  const d = myDecision();
  const over = v.phase === 'game_over' || !!v.final_scores;
  let head;
  if (over) head = `<strong>The game is over.</strong> ${winnersText(v)}`;
  else if (d) head = `<strong>${esc(decisionText(d))}</strong>`;
  else if (state.seat === null || state.seat === undefined) head = `Spectating. ${waitingText(v)}`;
  else head = `${waitingText(v)}`;
  const chips = state.chosen.map((k) => `<button class="chip" data-unchoose="${esc(k)}" title="Remove this choice">${esc(keyName(k))} ✕</button>`).join('');
  let buttons = '';
  if (d && !state.inflight) {
    // Buttons: the remaining choices once something is chosen, and every choice
    // that has no place on the board.
    const list = state.chosen.length ? cands : all.filter((e) => !e.keys.length);
    if (list.length && list.length <= 12) {
      buttons = list.map((e) => `<button class="act ${noEffect(e) ? 'noeffect' : ''}" data-act="${e.index}">${esc(e.text)}${noEffect(e) ? ' <em>(no effect)</em>' : ''}</button>`).join('');
    } else if (state.chosen.length) {
      buttons = `<span class="muted">${list.length} choices left: see the list</span>`;
    }
  }
  const so = state.chosen.length ? `<span class="sofar">Chosen so far: ${chips} <button class="link" data-clear>clear (Esc)</button></span>` : '';
  const undoBtn = state.undo && !state.inflight ? '<button class="undo" data-undo title="Take back your last action (u)">↶ Undo</button>' : '';
  const hintBtn = d && !over && !state.inflight && state.hint.seq !== state.seq
    ? '<button class="hint-btn" data-hint title="Ask the strong bot for its top three moves (from what you see only)">Hint</button>' : '';
  const hintBox = state.hint.seq === state.seq && (state.hint.lines.length || state.hint.waiting || state.hint.error)
    ? `<div class="hints" data-hints>${state.hint.waiting ? '<span class="muted">Thinking…</span>'
      : state.hint.error ? `<span class="error">${esc(state.hint.error)}</span>`
        : `<ol>${state.hint.lines.map((h) => `<li>${esc(h.text)} <span class="muted">(${Math.round(100 * h.share)}% of the search, about ${Math.round(h.final_score)} points at the end)</span></li>`).join('')}</ol>`}</div>`
    : '';
  const busy = state.inflight ? '<span class="muted">Sending…</span>' : '';
  const err = state.error ? `<span class="error" role="alert">${esc(state.error)}</span>` : '';
  const you = d && !over ? '<span class="turn">Your turn</span> ' : '';
  return `<div class="prompt-head">${you}${head}</div><div class="prompt-row">${so}${buttons}${undoBtn}${hintBtn}${busy}${err}</div>${hintBox}`;
}

function waitingText(v) {
  if (!v.pending.length) return '';
  return `Waiting for ${v.pending.map(([s, d]) => `${esc(name(s))} (${esc(decisionText(d).split(':')[0].toLowerCase())})`).join(', ')}.`;
}

function winnersText(v) {
  const best = Math.max(...v.players.map((p) => p.score));
  const w = v.players.filter((p) => p.score === best).map((p) => name(p.seat));
  return `${esc(w.join(' and '))} ${w.length > 1 ? 'win' : 'wins'} with ${best} points.`;
}

function keyName(k) {
  const parts = k.split('/');
  if (parts[0].startsWith('p') && /^p\d+$/.test(parts[0])) parts.shift();
  if (parts[0] === 'spectators' && parts[1] === 'nomad') return 'the nomad in the spectator area';
  // A nomad chosen to move: where it stands.
  if (parts[0] === 'nomad') {
    const where = { marker: `in the ${(parts[2] || '').replace(/_/g, ' ')}`, field: `on field ${Number(parts[2]) + 1}`, guard: 'on the watchtower', vendor: `water vendor, ${(parts[2] || '').replace(/_/g, ' ')}` };
    return `the nomad ${where[parts[1]] || ''}`.trim();
  }
  return parts.map((x) => x.replace(/_/g, ' ')).join(' ');
}

function actionsHtml(cands, all) {
  const d = myDecision();
  if (state.view && (state.view.phase === 'game_over' || state.view.final_scores)) return '<p class="muted">The game is over: the score pad is in the log column.</p>';
  if (!d) {
    return `<p class="muted">${state.seat === null || state.seat === undefined ? 'Spectators have no choices.' : 'Nothing to choose now.'}</p>`;
  }
  const list = cands;
  const filtered = state.chosen.length ? `<p class="muted">${list.length} of ${all.length} (filtered by your choice so far)</p>` : `<p class="muted">${all.length} choice${all.length === 1 ? '' : 's'} · digits 1–9 pick, Esc clears, u undoes</p>`;
  const items = list.map((e, i) => {
    const ne = noEffect(e);
    return `<li><button class="act-row ${ne ? 'noeffect' : ''}" data-act="${e.index}" ${state.inflight ? 'disabled' : ''}><span class="num">${i + 1}</span> ${esc(e.text)}${ne ? ' <em class="ne">no effect</em>' : ''}</button></li>`;
  }).join('');
  // A long list (the 220 secret selections) folds away until the board
  // narrowed it; not when the board has no place to narrow it by.
  if (list.length > 30 && !state.chosen.length && list.some((e) => e.keys.length)) {
    return `${filtered}<p>Click the highlighted places on the board to narrow the choice.</p><details class="many"><summary>Show all ${list.length} choices</summary><ol class="action-list">${items}</ol></details>`;
  }
  return `${filtered}<ol class="action-list">${items}</ol>`;
}

function logHtml() {
  let html = '';
  let group = null;
  for (const l of state.log) {
    if (l.group !== group) {
      if (group !== null) html += '</ul></section>';
      group = l.group;
      html += `<section class="log-group"><h3>${esc(group)}</h3><ul>`;
    }
    if (l.kind === 'season') {
      html += `<li class="season-summary"><strong>${esc(l.text)}</strong>${l.detail && l.detail.length ? `<ul>${l.detail.map((t) => `<li>${esc(t)}</li>`).join('')}</ul>` : ''}</li>`;
    } else {
      html += `<li>${esc(l.text)}</li>`;
    }
  }
  if (group !== null) html += '</ul></section>';
  return html;
}

function scorePadHtml(v) {
  const cats = [];
  v.players.forEach((p) => p.score_by.forEach(([c]) => { if (!cats.includes(c)) cats.push(c); }));
  const fs = v.final_scores || [];
  const rows = [];
  const finalCats = new Set(['complete_sectors', 'oases', 'resources', 'towns']);
  cats.filter((c) => !finalCats.has(c)).forEach((c) => {
    rows.push([categoryName(c), v.players.map((p) => (p.score_by.find(([x]) => x === c) || [0, 0])[1])]);
  });
  if (fs.length) {
    rows.push(['Complete sectors', fs.map((f) => `${f.complete_sector_points} (${f.complete_sectors})`)]);
    rows.push(['Oases', fs.map((f) => f.oasis_points)]);
    rows.push(['Resources left', fs.map((f) => `${f.resource_points} (${f.resources_left})`)]);
    if (fs.some((f) => f.town_points)) rows.push(['Desert towns', fs.map((f) => f.town_points)]);
    if (v.modules && v.modules.camel_race) {
      rows.push(['· race placement (in Camel race)', fs.map((f) => f.race_placement)]);
      rows.push(['· camel dung (in Camel race)', fs.map((f) => f.dung_penalty)]);
    }
  }
  const best = Math.max(...v.players.map((p) => p.score));
  return `<section class="scorepad" aria-label="Final score pad"><h3>Final score pad</h3><table>
<thead><tr><th></th>${v.players.map((p) => `<th>${esc(name(p.seat))}</th>`).join('')}</tr></thead>
<tbody>${rows.map(([n, vals]) => `<tr><th>${esc(n)}</th>${vals.map((x) => `<td>${esc(x)}</td>`).join('')}</tr>`).join('')}</tbody>
<tfoot><tr><th>Total</th>${v.players.map((p) => `<td class="${p.score === best ? 'winner' : ''}">${p.score}${p.score === best ? ' ★' : ''}</td>`).join('')}</tr></tfoot>
</table></section>`;
}

function soloHtml(ctx, p) {
  const s = ctx.view.solo;
  const rows = s.rows.map(([sec, n]) => `<tr><td>${esc(sec.replace(/_/g, ' '))}</td><td>${n}</td></tr>`).join('');
  const gates = COLOURS.map((c, i) => [c, s.gates[i]]).filter(([, n]) => n).map(([c, n]) => `${n} ${c}`).join(', ') || 'none';
  const bag = (s.bag || []).map((c) => `<i class="chip-k" style="background:${KESHI[c].fill};color:${KESHI[c].ink}">${KESHI[c].letter}</i>`).join('');
  return `<details class="other solo" open data-seat="${p.seat}"><summary>${esc(name(p.seat))} · ${p.score} points</summary>
<div class="solo-box"><p>${s.opponent === 'lazy' ? 'Lazy Paschabot (no board, no points).' : 'Paschabot.'} Difficulty: ${esc(Object.entries(s.difficulty || {}).filter(([, on]) => on).map(([k]) => k.replace(/_/g, ' ')).join(', ') || 'standard')}.</p>
<table class="solo-rows"><thead><tr><th>Row</th><th>Keshis</th></tr></thead><tbody>${rows}</tbody></table>
<p>Gates: ${esc(gates)} · Strategy tiles: ${s.strategy_tiles.map((t) => `#${t}`).join(', ') || 'none'} (${s.strategy_deck} face down) · Luxury goods: ${p.luxury.length}</p>
<p>Bag: ${bag}</p>${s.line ? `<p>Priority line: ${s.line.map((c) => esc(c)).join(' › ')}</p>` : ''}</div>
${s.opponent === 'lazy' ? '' : playerBoard(ctx, p)}</details>`;
}

// For tests and debugging nothing is exposed globally (online-play.md (c)).
