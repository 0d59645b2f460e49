// @ts-check
// The game page: one state, one render (debounced to a frame), one
// delegated click listener on the table. The page knows only what its
// seat's view says; it never decides legality itself: it picks among the
// legal actions the server sent (online-play.md (e)).
import { t, has, kebab, listText, langParam, langSwitch, bindLangSwitch, loadWords, errorText } from './i18n.js';

import { GameSocket } from './socket.js';
import { targets, narrow } from './targets.js';
import { mainBoard } from './board.js';
import { playerBoard, ownedCards, soloHtml, playerSummary } from './player.js';
import { seatName, SEATS } from './names.js';
import { paragraphs } from './svg.js';
import { rememberGame, recentGames, tokenFor } from './store.js';
import { stepMarks } from './marks.js';
import { scorePadHtml, seasonTable, logHtml } from './scores.js';
import { turnAlert, alertControls, bindAlerts } from './alerts.js';
import { chatShell, chatListHtml, chatFormState, isMuted, setMuted, nameFormHtml, takeNameForm, seatsHtml } from './people.js';
import { myName } from './store.js';
import { accountName } from './account.js';
import { html, join, setInner } from './html.js';
import { snapshot, play } from './motion.js';
import { ratedName, seatRating } from './leaderboard.js';
/** @typedef {import('./html.js').Markup} Markup */

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
  log: [], // {seq, text, season, round, player, event, kind}
  /** Each finished season's points by source (from the server). */
  seasons: [],
  /** The season summary shown as a banner until dismissed. */
  banner: null,
  /** The pending decision in words and its rules text (server). */
  words: null,
  /** A finished solo game's end in words (server): who won, or the title reached. */
  outcome: null,
  showHelp: false,
  /** What changed since this seat last acted: places and log lines. */
  marks: { keys: new Set(), fresh: new Set(), lines: [], by: null },
  /** New log lines arrived while the reader had scrolled up. */
  newBelow: false,
  /** Why the undo button went away, once it was there. */
  undoGone: '',
  crowd: null,
  /** The chat: messages by id order, the open tab, muted or not. */
  chat: { list: [], tab: 'seats', muted: false, error: '' },
  /** Whether this browser must still give its name. */
  askName: false,
  status: 'connecting',
  chosen: [],
  inflight: false,
  error: null,
  finished: false,
  /** The seat whose city the city panel shows (null: this seat's). @type {number|null} */
  citySeat: null,
  /** The view a phone shows (its tabs): board, city, players or log. */
  tab: 'board',
  revealed: '',
  following: '',
  /** The action this page sent last (the lesson compares it with its suggestion). @type {any} */
  lastSent: null,
  /** The step the boards were last drawn at (motion.js plays from there). @type {number|null} */
  drawnSeq: null,
  /** What the boards were last drawn for (render draws them anew when it changes). */
  drawKey: '',
};
let socket = null;
let frame = 0;
/** Phones: the boards are drawn in a narrow layout that fits the screen's width. */
const PHONE = window.matchMedia('(max-width: 600px)');
/** Narrow screens: one view at a time (board, city, players, log) in tabs, the decision pinned below. */
const TABS = window.matchMedia('(max-width: 900px)');

/** The lesson layer of `/learn` (learn.js), if this table is a lesson. @type {import('./learn.js').Lesson|null} */
let lesson = null;

/**
 * @param {HTMLElement} root
 * @param {{gameId: string, token: string|null, spectate: string|null, fromLink: any, lesson?: import('./learn.js').Lesson|null}} opts
 */
export async function startGame(root, { gameId, token, spectate, fromLink, lesson: withLesson = null }) {
  lesson = withLesson;
  state.gameId = gameId;
  state.token = token;
  state.spectate = spectate;
  state.chat.muted = isMuted(gameId);
  setInner(root, shell());
  bindLangSwitch(root);
  bindEvents(root);
  try {
    const [cat, info, words] = await Promise.all([
      fetch('/api/catalog').then((r) => (r.ok ? r.json() : null)),
      fetch(`/api/games/${encodeURIComponent(gameId)}?${langParam()}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
        .then((r) => (r.ok ? r.json() : null)).catch(() => null),
      loadWords(),
    ]);
    state.cat = cat;
    state.info = info;
    state.catWords = words;
  } catch (e) {
    state.error = t('web-error-unreachable');
  }
  if (!state.cat) {
    state.error = t('web-error-no-catalog');
  }
  // Check the credential once over HTTP (a refused WebSocket tells no reason).
  if (!token && !spectate) {
    // A finished game is everybody's to watch again: its replay.
    if (state.info && state.info.status === 'over') {
      location.replace(`/g/${encodeURIComponent(gameId)}/replay`);
      return;
    }
    fatal(t('web-error-no-seat'));
    return;
  }
  const check = await fetch(`/api/games/${encodeURIComponent(gameId)}/view${spectate ? `?spectate=${encodeURIComponent(spectate)}` : ''}`,
    { headers: token ? { Authorization: `Bearer ${token}` } : {} }).catch(() => null);
  if (check && !check.ok) {
    const j = await check.json().catch(() => ({}));
    if (check.status === 404) {
      fatal(t('web-error-no-game', { game: gameId }));
      return;
    }
    if (check.status === 401 || check.status === 403) {
      // A mistyped link never replaces the seat this browser already holds.
      const held = tokenFor(gameId);
      const back = held && held !== token ? html` <a href="/g/${encodeURIComponent(gameId)}" data-held>${t('web-open-held-seat')}</a>` : '';
      fatal(t('web-error-bad-link', { reason: errorText(j, 'link') }), back);
      return;
    }
  }
  // The server accepted the link's token: only now is it kept.
  if (fromLink && token && check && check.ok) {
    rememberGame({ id: gameId, seat: fromLink.seat, token, at: Date.now() });
  }
  socket = new GameSocket({
    gameId,
    token,
    spectate,
    onFull: (f) => {
      // The seat this browser's token holds, for the lobby's "your games".
      if (state.token && f.seat !== undefined && f.seat !== null) {
        const known = recentGames().find((g) => g.id === state.gameId && g.token === state.token);
        if (known && known.seat !== f.seat) rememberGame({ ...known, seat: f.seat });
      }
      applyFrame(f, 'full');
      offerName();
      const known = state.log.reduce((m, l) => Math.max(m, l.seq ?? -1), -1);
      // A `full` within a session (after a gap): keep the log we have, add what is new.
      (f.log || []).filter((e) => !state.log.length || (e.seq ?? 0) > known).forEach(addLog);
      state.inflight = false;
      resetChosen();
      schedule();
    },
    onStep: (f) => {
      applyFrame(f, 'step');
      // The game ended: its end and the ratings' update are stored before
      // this frame is sent, so the summary has the new ratings.
      if (f.view && (f.view.phase === 'game_over' || f.view.final_scores) && !state.finished) refreshInfo();
      stepLog(f);
      mark(f);
      if (lesson) lesson.step(f, state.seat, state.lastSent);
      resetChosen();
      schedule();
    },
    onAck: () => {
      state.inflight = false;
      schedule();
    },
    onErr: (f) => {
      state.inflight = false;
      state.error = errorText(f, state.sentKind === 'undo' ? 'undo' : '');
      schedule();
    },
    onCrowd: (f) => {
      const wasBot = state.crowd && state.crowd.bot ? JSON.stringify(state.crowd.bot) : '';
      const wasOnline = state.crowd ? JSON.stringify(state.crowd.online || []) : '';
      const wasNames = JSON.stringify(state.names || []);
      state.crowd = f;
      if (f.names) state.names = f.names;
      // Who is here changed (a friend joined, a seat went quiet, a name
      // came): the seats' notes, accounts and ratings anew.
      if (JSON.stringify(f.bot || []) !== wasBot || JSON.stringify(f.online || []) !== wasOnline
        || JSON.stringify(state.names || []) !== wasNames || (f.online || []).some((x) => !x)) refreshInfo();
      offerName();
      schedule();
    },
    onChat: (f) => {
      const m = f.msg;
      if (!m || state.chat.list.some((x) => x.id === m.id)) return;
      state.chat.list.push(m);
      state.chat.list.sort((a, b) => a.id - b.id);
      if (state.chat.list.length > 400) state.chat.list.splice(0, state.chat.list.length - 400);
      schedule();
    },
    onChatErr: (f) => {
      state.chat.error = errorText(f, 'chat');
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
      state.error = t('web-error-refused', { reason: errorText({ code: String(reason || '').split(':')[0] }, 'link') });
      schedule();
    },
    // The socket closed before it opened: a refused credential says no
    // reason to a WebSocket, so ask over HTTP with the same credential.
    onRefused: () => checkRefused(),
  });
  socket.connect();
  window.addEventListener('online', () => socket.ping(true));
  // The seats' state (away, handed to a bot) every 10 s while the game runs.
  setInterval(() => { if (!state.finished) refreshInfo(); }, 10000);
  // A countdown to handing a quiet seat to a bot ticks every second.
  setInterval(() => {
    if (!document.querySelector('#seat-notes .countdown')) return;
    schedule();
    // The time is up here (a second to spare): the server's word on it.
    const elapsed = state.infoAt ? (Date.now() - state.infoAt) / 1000 : 0;
    const due = ((state.info && state.info.seats) || []).some((x) => x.zombie_in_s > 0 && elapsed >= x.zombie_in_s + 1);
    if (due) refreshInfo();
  }, 1000);
  // A phone's width (or a window made narrow) lays the boards out in one column.
  PHONE.addEventListener('change', schedule);
  TABS.addEventListener('change', schedule);
}

/**
 * The public summary of the game (seats away, bots, the accounts holding
 * the seats and their ratings), for the seat notes and the crowd. Asked
 * while an answer is on its way, it asks once more after it (what
 * changed may be newer than that answer).
 */
let infoBusy = false;
let infoAgain = false;
async function refreshInfo() {
  if (infoBusy) {
    infoAgain = true;
    return;
  }
  infoBusy = true;
  do {
    infoAgain = false;
    try {
      const r = await fetch(`/api/games/${encodeURIComponent(state.gameId)}?${langParam()}`);
      if (r.ok) {
        state.info = await r.json();
        state.infoAt = Date.now();
        if (state.info.status === 'over') state.finished = true;
      }
    } catch (e) { /* next time */ }
  } while (infoAgain);
  infoBusy = false;
  schedule();
}

/** The host: the first human seat (its holder created the game). */
function host() {
  const seats = state.info && state.info.seats;
  const h = seats ? seats.find((s) => s.kind === 'human') : null;
  return h ? h.seat : null;
}

/** The name last given to the server for this seat. @type {string|null} */
let nameSent = null;

/** Gives the server this browser's name for its seat, or asks for one. */
async function offerName() {
  const seat = state.seat;
  if (!state.token || seat === null || seat === undefined || !state.names) return;
  // Signed in, the account's name when this browser has none of its own.
  const mine = myName() || (await accountName());
  if (!mine) {
    state.askName = true;
    return;
  }
  state.askName = false;
  if (state.names[seat] === mine || nameSent === mine) return;
  nameSent = mine;
  await fetch(`/api/games/${encodeURIComponent(state.gameId)}/name`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${state.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: mine }),
  }).catch(() => null);
}

/** Hands a seat to a bot, or back to its person (the API of docs/server.md). */
async function setController(seat, controller) {
  const r = await fetch(`/api/games/${encodeURIComponent(state.gameId)}/seats/${seat}/controller`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${state.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ controller }),
  }).catch(() => null);
  if (r && !r.ok) {
    const j = await r.json().catch(() => ({}));
    state.error = errorText(j, 'seat');
  }
  await refreshInfo();
}

/**
 * Whether the server refuses this page's credential (asked after a socket
 * closed before it opened): then the page says so and stops reconnecting.
 */
async function checkRefused() {
  const q = state.token ? `token=${encodeURIComponent(state.token)}` : `spectate=${encodeURIComponent(state.spectate || '')}`;
  const r = await fetch(`/api/games/${encodeURIComponent(state.gameId)}/view?${q}`).catch(() => null);
  if (!r || ![401, 403, 404].includes(r.status)) return false;
  const j = await r.json().catch(() => ({}));
  if (socket) socket.close();
  state.status = 'refused';
  fatal(r.status === 404 ? t('web-error-no-game', { game: state.gameId }) : t('web-error-socket-refused', { reason: errorText(j, 'link') }));
  return true;
}

/**
 * @param {string} message
 * @param {Markup} [extra] markup after it (a link)
 */
function fatal(message, extra = '') {
  const p = document.getElementById('prompt');
  setInner(p, html`<p class="error" role="alert">${message}</p><p>${extra} <a href="/">${t('web-back-to-lobby')}</a></p>`);
  document.getElementById('pill').textContent = t('web-status-refused');
  document.body.dataset.status = 'refused';
  state.fatal = true;
}

function shell() {
  const tab = (id, label) => html`<button type="button" role="tab" id="tab-${id}" data-tab="${id}" aria-controls="pane-${id}" aria-selected="${id === 'board'}">${t(label)}</button>`;
  return html`
<header class="top">
  <a class="home" href="/">Marrakesh</a>
  <span id="round" class="round"></span>
  <span id="crowd" class="crowd"></span>
  <span id="alerts" class="alerts"></span>
  <span id="pill" class="pill" role="status" aria-live="polite">${t('web-status-connecting')}</span>
  ${langSwitch()}
</header>
<nav class="tabs" role="tablist" aria-label="${t('web-views')}">${tab('board', 'web-tab-board')}${tab('city', 'web-tab-city')}${tab('players', 'web-tab-players')}${tab('log', 'web-tab-log')}</nav>
<div class="layout">
  <section class="table pane" id="pane-board" data-pane="board" aria-label="${t('web-table')}">
    <div id="board-main" class="board-wrap"></div>
  </section>
  <aside class="rail">
    <div class="dock">
      <div id="seat-notes"></div>
      <div id="prompt" class="prompt" aria-live="polite"></div>
      <section class="actions-box" aria-label="${t('web-your-choices')}">
        <h2 id="actions-title" class="sr-only">${t('web-choices')}</h2>
        <div id="actions"></div>
      </section>
    </div>
    <div class="notices"><div id="name-slot"></div><div id="banner"></div></div>
    <section id="pane-players" class="pane players-box" data-pane="players" aria-label="${t('web-tab-players')}">
      <div id="players"></div>
    </section>
    <section id="pane-city" class="pane city-box" data-pane="city" aria-label="${t('web-cities')}">
      <div id="city-tabs" class="city-tabs" role="tablist" aria-label="${t('web-cities')}"></div>
      <div id="board-own" class="city"></div>
      <div id="board-others"></div>
    </section>
    <div id="pane-log" class="pane log-pane" data-pane="log">
      <section id="recent" class="recent-box" aria-label="${t('web-since-last-turn')}" tabindex="0" hidden></section>
      ${chatShell()}
      <section class="log-box" aria-label="${t('web-game-log')}" tabindex="0">
        <h2>${t('web-log')}</h2>
        <div id="scorepad"></div>
        <div id="log" class="log"></div>
        <button type="button" id="new-below" class="new-below" data-follow hidden>${t('web-new-moves')}</button>
      </section>
    </div>
  </aside>
</div>
<div id="live" class="sr-only" aria-live="polite"></div>`;
}

// ----- the log ---------------------------------------------------------

/** A log entry from the server: `{seq, text, season, round, player, event}`. */
function addLog(entry) {
  if (entry) state.log.push(typeof entry === 'string' ? { text: entry } : entry);
}

function stepLog(f) {
  const events = f.events || [];
  (f.log || []).forEach(addLog);
  // Others' lines also go to the live region.
  const lines = (f.log || []).map((e) => (typeof e === 'string' ? e : e.text)).filter(Boolean);
  if (lines.length && f.by !== state.seat) {
    const live = document.getElementById('live');
    if (live) live.textContent = lines.slice(-3).join('. ');
  }
  for (const ev of events) {
    if (ev.event === 'season_ended') {
      const sum = (state.seasons || []).find((x) => x.season === ev.season);
      if (sum) state.banner = sum;
    }
  }
}

/** Why the undo button went away (shown once it has). */
function undoGoneReason(f) {
  if (f.by !== state.seat) return t('web-undo-gone-other');
  // The server says why when it knows (an event revealed or drew something).
  return t(f.undo_gone === 'revealed' ? 'web-undo-gone-revealed' : 'web-undo-gone-depends');
}

/** Marks what a step changed (since this seat last acted). */
function mark(f) {
  const m = stepMarks(f, state.seat);
  const seat = state.seat !== null && state.seat !== undefined;
  // A seat's own entry starts a new turn; a spectator's marks follow the acting player.
  const restart = seat ? f.by === state.seat : f.by !== state.marks.by;
  if (restart) state.marks = { keys: new Set(), fresh: new Set(), lines: [], by: f.by };
  state.marks.by = f.by;
  state.marks.fresh = new Set(m.keys);
  m.keys.forEach((k) => state.marks.keys.add(k));
  state.marks.lines.push(...m.lines);
  if (state.marks.lines.length > 200) state.marks.lines.splice(0, state.marks.lines.length - 200);
}

// ----- derived state ---------------------------------------------------

function name(i) {
  const info = state.info;
  const base = seatName(state.view, i, state.names || (info && info.names));
  return state.seat === i ? t('web-name-you', { name: base }) : base;
}

/**
 * Applies a server frame to the page's state: the one place a `full` (the
 * whole state, on connect or after a gap) or a `step` (one move's result)
 * becomes the page's view, legal actions, undo, texts and seasons. The log,
 * the marks and the choice in progress are the callers' (they differ).
 * @param {import('./types.js').Frame} f
 * @param {'full'|'step'} kind
 */
function applyFrame(f, kind) {
  const wasMine = !!myDecision();
  state.seq = f.seq;
  if (kind === 'full' && f.seat !== undefined) state.seat = f.seat;
  state.view = f.view;
  // A turn starts when this seat's decision comes after none (each step
  // counts, even when several are drawn in one frame).
  if (kind === 'step' && !wasMine && myDecision()) state.turnStarted = f.seq;
  state.legalText = f.legal_text || [];
  state.noEffect = new Set(f.no_effect || []);
  // Why undo went away, for this step only: a later step, an undo or a
  // `full` clears it.
  state.undoGone = kind === 'step' && state.undo && !f.undo && !f.undone ? undoGoneReason(f) : '';
  state.undo = !!f.undo;
  state.words = f.decision || null;
  state.outcome = f.outcome || null;
  if (f.seasons) state.seasons = f.seasons;
  if (kind === 'full') {
    if (f.crowd) state.crowd = f.crowd;
    if (f.names) state.names = f.names;
  }
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
    state.sentKind = 'act';
    state.lastSent = entry.action;
    state.inflight = true;
    state.chosen = [];
    state.error = null;
    schedule();
  }
}

/** A hint's share of the search and the score it expects; in a solo game
 * also the Paschabot's expected final score (the server's `paschabot_score`). */
function hintShare(h) {
  const args = { share: Math.round(100 * h.share), points: Math.round(h.final_score) };
  return h.paschabot_score == null ? t('web-hint-share', args)
    : t('web-hint-share-solo', { ...args, paschabot: Math.round(h.paschabot_score) });
}

/**
 * The hint's moves as the list of choices names them: each hint is matched
 * to a listed choice by its action (the page's own words for it, a button
 * that takes it); a hint that names no listed choice is left out.
 */
function hintList(cands) {
  const byAction = new Map(cands.map((e) => [JSON.stringify(e.action), e]));
  const items = state.hint.lines.map((h) => ({ h, e: byAction.get(JSON.stringify(h.action)) })).filter((x) => x.e);
  if (!items.length) {
    // The list was narrowed by a choice on the board: say how to see the hint's moves.
    return html`<span class="muted">${t(state.chosen.length && state.hint.lines.length ? 'web-hint-not-listed' : 'web-hint-none')}</span>`;
  }
  return html`<ol>${join(items.map(({ h, e }) => html`<li><button type="button" class="link hint-act" data-act="${e.index}">${e.text}</button> <span class="muted">${hintShare(h)}</span></li>`))}</ol>`;
}

/** Asks the server for the strong bot's top three moves for this seat now (searched on
 * a world drawn behind this seat's view only; about 300 ms). */
async function askHint() {
  if (!state.token || state.hint.waiting) return;
  // The hint is about the whole decision: the list shows all its choices.
  state.chosen = [];
  const seq = state.seq;
  state.hint = { seq, lines: [], waiting: true, error: '' };
  schedule();
  try {
    const r = await fetch(`/api/games/${encodeURIComponent(state.gameId)}/hint?${langParam()}`, { headers: { Authorization: `Bearer ${state.token}` } });
    const b = await r.json();
    if (state.hint.seq !== seq) return;
    state.hint = r.ok ? { seq: b.seq, lines: b.hints || [], waiting: false, error: '' }
      : { seq, lines: [], waiting: false, error: b.code ? errorText(b, 'hint') : t('web-hint-none') };
  } catch (e) {
    state.hint = { seq, lines: [], waiting: false, error: t('web-hint-no-answer') };
  }
  schedule();
}

function undo() {
  if (state.inflight || !state.undo || !socket) return;
  if (socket.send('undo')) {
    state.sentKind = 'undo';
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

/** The innermost highlighted place around `target` (a sector holds its gate and water vendor). */
function legalPlace(target) {
  let el = target.closest ? target.closest('[data-key]') : null;
  while (el && !el.classList.contains('legal')) el = el.parentElement ? el.parentElement.closest('[data-key]') : null;
  return el;
}

/** What a press began on, and whether its release was taken as a click (see bindEvents). */
let pressed = null;
let takenOnRelease = false;

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
    const view = ev.target.closest('button[data-tab]');
    if (view) {
      state.tab = view.dataset.tab;
      schedule();
      return;
    }
    const city = ev.target.closest('[data-city]');
    if (city) {
      state.citySeat = Number(city.dataset.city);
      if (TABS.matches) state.tab = 'city';
      schedule();
      return;
    }
    const tab = ev.target.closest('[data-chat-tab]');
    if (tab) {
      state.chat.tab = tab.dataset.chatTab;
      state.chat.error = '';
      schedule();
      return;
    }
    if (ev.target.closest('[data-chat-mute]')) {
      state.chat.muted = !state.chat.muted;
      setMuted(state.gameId, state.chat.muted);
      schedule();
      return;
    }
    const toBot = ev.target.closest('[data-hand-to-bot]');
    if (toBot) {
      toBot.disabled = true;
      setController(Number(toBot.dataset.handToBot), 'greedy');
      return;
    }
    const back = ev.target.closest('[data-take-back]');
    if (back) {
      back.disabled = true;
      setController(Number(back.dataset.takeBack), 'human');
      return;
    }
    if (ev.target.closest('[data-help]')) {
      state.showHelp = !state.showHelp;
      schedule();
      return;
    }
    if (ev.target.closest('[data-dismiss-banner]')) {
      state.banner = null;
      schedule();
      return;
    }
    if (ev.target.closest('[data-follow]')) {
      const box = document.querySelector('.log-box');
      if (box) box.scrollTop = box.scrollHeight;
      state.newBelow = false;
      schedule();
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
    const el = legalPlace(ev.target);
    if (el && !takenOnRelease) clickKey(el.dataset.key);
    takenOnRelease = false;
  });
  // A place or button drawn anew between pressing and releasing (a chat
  // line, a name, a mark redraws the board) gets no click from the browser:
  // the release on the same place or button, the game not moved on, is one.
  root.addEventListener('pointerdown', (ev) => {
    takenOnRelease = false;
    const el = legalPlace(ev.target) || ev.target.closest('[data-act]');
    pressed = el ? { el, key: el.dataset.key, act: el.dataset.act, seq: state.seq, at: Date.now() } : null;
  });
  root.addEventListener('pointerup', (ev) => {
    const p = pressed;
    pressed = null;
    if (!p || p.el.isConnected || p.seq !== state.seq || Date.now() - p.at > 2000) return;
    const place = legalPlace(ev.target);
    const btn = ev.target.closest('[data-act]');
    if (p.key !== undefined && place && place.dataset.key === p.key) {
      takenOnRelease = true;
      clickKey(p.key);
    } else if (p.act !== undefined && btn && btn.dataset.act === p.act && !btn.disabled) {
      const e = entries().find((x) => x.index === Number(p.act));
      if (e) send(e);
    }
  });
  bindAlerts(root, schedule);
  root.addEventListener('submit', (ev) => {
    if (/** @type {Element} */ (ev.target).id === 'chat-form') {
      ev.preventDefault();
      const input = /** @type {HTMLInputElement} */ (document.getElementById('chat-input'));
      const text = input.value.trim();
      if (!text || !socket) return;
      const isSeat = state.seat !== null && state.seat !== undefined;
      const channel = isSeat ? 'seats' : 'spectators';
      if (socket.sendChat(channel, text, isSeat ? null : (myName() || null))) {
        input.value = '';
        state.chat.error = '';
      } else {
        state.chat.error = t('web-chat-rate');
      }
      schedule();
    } else if (ev.target.id === 'name-form') {
      ev.preventDefault();
      const name = takeNameForm(document.getElementById('name-input'), document.getElementById('name-form-note'));
      if (name) {
        state.askName = false;
        offerName();
        schedule();
      }
    }
  });
  root.addEventListener('keydown', (ev) => {
    const city = ev.target.closest && ev.target.closest('div[data-city]');
    if ((ev.key === 'Enter' || ev.key === ' ') && city) {
      ev.preventDefault();
      city.click();
      return;
    }
    const el = ev.target.closest && ev.target.closest('[data-key]');
    if ((ev.key === 'Enter' || ev.key === ' ') && el && el.classList.contains('legal')) {
      ev.preventDefault();
      clickKey(el.dataset.key);
    }
  });
  document.addEventListener('keydown', (ev) => {
    if (ev.target && /INPUT|TEXTAREA|SELECT/.test(/** @type {Element} */ (ev.target).tagName)) return;
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

/** The markup each element was last given (a render changes only what changed). @type {WeakMap<Element, string>} */
const drawn = new WeakMap();

/**
 * @param {string} id
 * @param {Markup} h
 */
function setHtml(id, h) {
  const el = document.getElementById(id);
  const markup = String(h);
  if (el && drawn.get(el) !== markup) {
    el.innerHTML = markup;
    drawn.set(el, markup);
  }
}

/** Draws the page; how long that took is public page state (the browser tests read it). */
function render() {
  const t0 = performance.now();
  draw();
  document.body.dataset.renderMs = String(Math.round(performance.now() - t0));
}

function draw() {
  // A refused page keeps its message (and stops here).
  if (state.fatal) return;
  const v = state.view;
  const pill = document.getElementById('pill');
  const labels = { connecting: 'web-status-connecting', online: 'web-status-online', reconnecting: 'web-status-reconnecting', offline: 'web-status-offline' };
  pill.textContent = labels[state.status] ? t(labels[state.status]) : state.status;
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
  // How many other seats must still decide (their answers may arrive any moment).
  ds.others = v ? String(v.pending.filter(([s]) => s !== state.seat).length) : '';
  if (!v || !state.cat) {
    setHtml('prompt', html`<p>${state.error || t('web-loading-game')}</p>`);
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
    words: state.catWords,
    seat: state.seat,
    name,
    /** The seat's rating beside its name (the summary's, GET /api/games/ID). */
    rating: (i) => seatRating(state.info && state.info.seats ? state.info.seats[i] : null),
    narrow: PHONE.matches,
    isLegal: (k) => legalKeys.has(k) && !state.inflight,
    cls: (k) => `${legalKeys.has(k) && !state.inflight ? 'legal' : ''}${chosen.has(k) ? ' chosen' : ''}${state.marks.keys.has(k) ? ` changed${state.marks.fresh.has(k) ? ' fresh' : ''}` : ''}`,
    label: (k) => (labelOf.get(k) || '').slice(0, 300),
  };
  // Header: season, round, phase.
  const over = v.phase === 'game_over' || !!v.final_scores;
  const seasons = state.cat.rules.seasons.value;
  const rounds = state.cat.rules.rounds_per_season.value;
  setHtml('round', html`${over ? t('phase-game-over') : v.phase === 'setup' ? t('phase-setup')
    : t('web-round-header', { season: v.season + 1, seasons, round: v.round + 1, rounds, phase: t(`phase-${kebab(v.phase)}`), start: name(v.start_player) })}`);
  setHtml('crowd', crowdHtml(v));
  setHtml('prompt', promptHtml(v, all, cands));
  setHtml('actions', actionsHtml(cands, all));
  setHtml('actions-title', html`${t(state.seat === null || state.seat === undefined ? 'web-spectating' : 'web-your-choices')}`);
  const active = /** @type {HTMLElement|null} */ (document.activeElement);
  const focusKey = active && active.dataset ? active.dataset.key : null;
  followDecision(legalKeys);
  document.body.dataset.view = state.tab;
  document.querySelectorAll('[data-tab]').forEach((b) => b.setAttribute('aria-selected', String(/** @type {HTMLElement} */ (b).dataset.tab === state.tab)));
  // A new step moves pieces: where they were, before the redraw (motion.js).
  const moved = state.seq !== state.drawnSeq;
  const roots = ['board-main', 'board-own', 'board-others', 'players', 'city-tabs'].map((id) => document.getElementById(id));
  const before = moved && state.drawnSeq !== null ? snapshot(roots) : null;
  // The same step, seat, city and names draw the same boards: only the
  // highlights changed (a place chosen, an action in flight), so they are
  // set in place, not drawn anew.
  const drawKey = JSON.stringify([state.seq, state.seat, PHONE.matches, shownCity(v), state.names || null]);
  if (drawKey === state.drawKey) {
    restyle(ctx, roots.slice(0, 3));
  } else {
    setHtml('board-main', mainBoard(ctx));
    renderCities(ctx, v);
    state.drawKey = drawKey;
    // The board's shape sets the rail's width (style.css): what the board leaves.
    const vb = document.querySelector('#board-main svg.board');
    const box = vb ? /** @type {SVGSVGElement} */ (vb).viewBox.baseVal : null;
    if (box && box.height) document.body.style.setProperty('--board-aspect', (box.width / box.height).toFixed(3));
  }
  const shown = shownCity(v);
  // The other players, each a summary that opens their city (this seat's own is the city panel).
  setHtml('players', join(v.players.filter((p) => p.seat !== state.seat).map((p) => html`<div class="summary${p.seat === shown ? ' shown' : ''}" role="button" tabindex="0" data-city="${p.seat}" title="${t('web-show-city', { name: name(p.seat) })}" aria-pressed="${p.seat === shown}">${playerSummary(ctx, p)}</div>`)));
  if (moved) {
    play(before, roots, state.marks.fresh);
    state.drawnSeq = state.seq;
  }
  if (focusKey) {
    const el = /** @type {HTMLElement|null} */ (document.querySelector(`[data-key="${CSS.escape(focusKey)}"]`));
    if (el && el.getAttribute('tabindex') !== null) el.focus();
  }
  setHtml('scorepad', over ? scorePadHtml(v, name, lesson ? null : state.gameId) : '');
  setHtml('banner', bannerHtml(v));
  setHtml('recent', recentHtml());
  document.getElementById('recent').hidden = !state.marks.lines.length;
  setHtml('alerts', alertControls());
  setHtml('seat-notes', seatsHtml(state.info, state.seat, host(), state.names || [], {
    // The crowd is live: a seat it shows online is not away, whatever the summary said.
    online: (i) => isOnline(i),
    elapsed: state.infoAt ? Math.floor((Date.now() - state.infoAt) / 1000) : 0,
  }));
  setHtml('name-slot', state.askName ? nameFormHtml() : '');
  renderChat();
  followLog();
  // What scrolls into view in the rail stops below its sticky decision box.
  const rail = /** @type {HTMLElement|null} */ (document.querySelector('.rail'));
  const dock = /** @type {HTMLElement|null} */ (document.querySelector('.dock'));
  if (rail && dock) rail.style.scrollPaddingTop = TABS.matches ? '' : `${dock.offsetHeight + 6}px`;
  turnAlert(!!myDecision() && !over, state.turnStarted ?? -1, state.words ? state.words.prompt : '', state.gameId);
  revealDecision();
  if (lesson) {
    lesson.render({
      seq: state.seq, seat: state.seat, decision: myDecision(), cands, hint: state.hint, inflight: state.inflight, over,
      askHint, send, schedule,
    });
  }
}

function renderChat() {
  const c = state.chat;
  const list = document.getElementById('chat-list');
  if (!list) return;
  const atBottom = list.scrollHeight - list.scrollTop - list.clientHeight < 24;
  const before = drawn.get(list);
  setHtml('chat-list', chatListHtml(c, c.muted));
  if (before !== drawn.get(list) && atBottom) list.scrollTop = list.scrollHeight;
  const isSeat = state.seat !== null && state.seat !== undefined;
  document.querySelectorAll('[data-chat-tab]').forEach((/** @type {HTMLElement} */ b) => {
    const n = c.list.filter((m) => m.channel === b.dataset.chatTab).length;
    const label = t(b.dataset.chatTab === 'seats' ? 'web-chat-players' : 'web-chat-spectators', { count: n });
    if (b.textContent !== label) b.textContent = label;
    b.setAttribute('aria-selected', String(b.dataset.chatTab === c.tab));
  });
  const mute = document.querySelector('[data-chat-mute]');
  mute.textContent = t(c.muted ? 'web-chat-unmute' : 'web-chat-mute');
  mute.setAttribute('aria-pressed', String(c.muted));
  const f = chatFormState(c, isSeat, c.muted);
  const form = document.getElementById('chat-form');
  form.hidden = !f.show;
  /** @type {HTMLInputElement} */ (document.getElementById('chat-input')).placeholder = f.placeholder;
  const note = document.getElementById('chat-note');
  const text = c.error || f.note;
  if (note.textContent !== text) note.textContent = text;
  note.className = c.error ? 'error chat-note' : 'muted chat-note';
}

/** The log box follows its newest line unless the reader scrolled up (then "New moves ↓"). */
function followLog() {
  const box = /** @type {HTMLElement & {__lastLen?: number, __atBottom?: boolean, __watch?: boolean}} */ (document.querySelector('.log-box'));
  const log = document.getElementById('log');
  if (!box || !log) return;
  const len = state.log.length;
  const grew = box.__lastLen !== len;
  // Whether the reader was at the bottom before this render's lines came in.
  const wasAtBottom = box.__atBottom !== false;
  setHtml('log', logHtml(state.log, { seasons: state.seasons, view: state.view, name, cat: state.cat }));
  if (grew) {
    if (wasAtBottom) {
      box.scrollTop = box.scrollHeight;
      state.newBelow = false;
    } else if (box.__lastLen !== undefined) {
      state.newBelow = true;
    }
    box.__lastLen = len;
  }
  document.getElementById('new-below').hidden = !state.newBelow;
  if (!box.__watch) {
    box.__watch = true;
    box.__atBottom = true;
    box.addEventListener('scroll', () => {
      box.__atBottom = box.scrollHeight - box.scrollTop - box.clientHeight < 24;
      if (box.__atBottom && state.newBelow) {
        state.newBelow = false;
        document.getElementById('new-below').hidden = true;
      }
    }, { passive: true });
  }
}

/**
 * Whether a decision of this seat starts at this step for the follower
 * `which` (each follows once per step, not while an action is in flight).
 * @param {'following'|'revealed'} which
 */
function startsNow(which) {
  const d = myDecision();
  const key = d ? `${state.seq}` : '';
  if (!d || state[which] === key || state.inflight) {
    if (!d) state[which] = '';
    return false;
  }
  state[which] = key;
  return true;
}

/**
 * When a decision of this seat starts, the views show its places: the
 * city panel goes back to this seat's city when the decision has places
 * there, and on a narrow screen the tab with its places opens (the one
 * open stays if it has some).
 * @param {Set<string>} legalKeys
 */
function followDecision(legalKeys) {
  if (!startsNow('following')) return;
  const keys = [...legalKeys];
  const mine = keys.some((k) => k.startsWith(`p${state.seat}/`));
  const board = keys.some((k) => !/^p\d+\//.test(k));
  if (mine) state.citySeat = null;
  if (!TABS.matches || !keys.length) return;
  const here = state.tab === 'board' ? board : state.tab === 'city' ? mine : false;
  if (!here) state.tab = board ? 'board' : 'city';
}

/** The nearest ancestor of `el` that scrolls (the rail, a phone's view), or null. */
function scroller(el) {
  for (let e = el.parentElement; e; e = e.parentElement) {
    const o = getComputedStyle(e).overflowY;
    if ((o === 'auto' || o === 'scroll') && e.scrollHeight > e.clientHeight) return e;
  }
  return null;
}

/**
 * ...and its highlighted places are scrolled into view, each box that
 * scrolls (never the page) by the least that shows them all, or the first
 * when they do not fit together; at once, since a pane that glides away
 * under a finger or a pointer would make it miss. The rail's sticky
 * decision box covers its top.
 */
function revealDecision() {
  if (!startsNow('revealed')) return;
  // A new decision starts at the top of the decision's box.
  for (const box of document.querySelectorAll('.dock, .rail')) box.scrollTop = 0;
  const places = [...document.querySelectorAll('.pane .place.legal')].filter((el) => /** @type {HTMLElement} */ (el).getClientRects().length);
  /** @type {Map<Element, DOMRect[]>} */
  const byBox = new Map();
  for (const el of places) {
    const box = scroller(el);
    if (box) byBox.set(box, [...(byBox.get(box) || []), el.getBoundingClientRect()]);
  }
  byBox.forEach((rects, box) => {
    const b = box.getBoundingClientRect();
    const dock = box.classList.contains('rail') ? box.querySelector('.dock') : null;
    const top = dock ? Math.max(b.top, dock.getBoundingClientRect().bottom) : b.top;
    const bottom = Math.min(b.bottom, window.innerHeight);
    const all = { top: Math.min(...rects.map((r) => r.top)), bottom: Math.max(...rects.map((r) => r.bottom)) };
    const want = all.bottom - all.top <= bottom - top ? all : rects[0];
    if (want.top < top) box.scrollTop -= top - want.top + 4;
    else if (want.bottom > bottom) box.scrollTop += Math.min(want.bottom - bottom + 4, want.top - top);
  });
}

function bannerHtml(v) {
  const b = state.banner;
  if (!b) return '';
  const end = t('web-season-end', { season: b.season + 1 });
  return html`<section class="banner" role="region" aria-label="${end}" data-season-banner="${b.season}">
<div class="banner-head"><strong>${end}</strong> <span class="muted">${t('web-season-by-source')}</span>
<button type="button" class="close" data-dismiss-banner aria-label="${t('web-season-close')}">✕</button></div>
${seasonTable(b, v, name)}</section>`;
}

/** "Since your last turn": each change named by player (newest last). */
function recentHtml() {
  const lines = state.marks.lines;
  if (!lines.length) return '';
  const spectator = state.seat === null || state.seat === undefined;
  const shown = lines.slice(-12);
  const more = lines.length - shown.length;
  const items = join(shown.map((l) => {
    const dot = l.player !== undefined && l.player !== null
      ? html`<i class="dot" style="background:${SEATS[l.player % 4].fill}" aria-hidden="true"></i>` : '';
    return html`<li>${dot}${l.text}</li>`;
  }));
  return html`<h2>${t(spectator ? 'web-last-moves' : 'web-since-last-turn')} <span class="muted">(${lines.length})</span></h2>
<ul class="recent">${more > 0 ? html`<li class="muted">${t('web-earlier-in-log', { count: more })}</li>` : ''}${items}</ul>`;
}

/**
 * Sets each place's highlight in place (as `place()` in svg.js draws it:
 * classes, and a legal place's tabindex, role and name); the boxes are
 * then drawn anew at the next step, whatever their last markup was.
 * @param {any} ctx
 * @param {Array<HTMLElement|null>} boxes
 */
function restyle(ctx, boxes) {
  for (const box of boxes) {
    if (!box) continue;
    drawn.delete(box);
    box.querySelectorAll('[data-key]').forEach((/** @type {HTMLElement} */ el) => {
      const key = el.dataset.key;
      const cls = `place ${ctx.cls(key)}`;
      if (el.getAttribute('class') === cls) return;
      el.setAttribute('class', cls);
      if (cls.includes('legal')) {
        const title = el.querySelector(':scope > title');
        el.setAttribute('tabindex', '0');
        el.setAttribute('role', 'button');
        el.setAttribute('aria-label', ctx.label(key) || (title ? title.textContent : ''));
      } else {
        el.removeAttribute('tabindex');
        el.removeAttribute('role');
        el.removeAttribute('aria-label');
      }
    });
  }
}

/** The seat whose city the city panel shows: the one picked, else this seat's, else the first. */
function shownCity(v) {
  const n = v.players.length;
  if (state.citySeat !== null && state.citySeat >= 0 && state.citySeat < n) return state.citySeat;
  return state.seat !== null && state.seat !== undefined ? state.seat : 0;
}

/**
 * The city panel: one tab per seat (this seat's first), the picked seat's
 * board and cards. This seat's own city stays in `#board-own`, another's
 * in `#board-others` (the solo opponent's in its own words).
 */
function renderCities(ctx, v) {
  const shown = shownCity(v);
  const seat = state.seat;
  const order = v.players.map((p) => p.seat).sort((a, b) => (a === seat ? -1 : b === seat ? 1 : a - b));
  setHtml('city-tabs', join(order.map((i) => {
    const p = v.players[i];
    return html`<button type="button" role="tab" data-city="${i}" aria-selected="${i === shown}" title="${t('web-show-city', { name: name(i) })}"><i class="dot" style="background:${SEATS[i % 4].fill}" aria-hidden="true"></i>${name(i)} · <span data-count="score/${i}">${p.score}</span></button>`;
  })));
  const mine = seat !== null && seat !== undefined && shown === seat;
  setHtml('board-own', mine ? html`${playerBoard(ctx, v.players[seat])}${ownedCards(ctx, v.players[seat])}` : '');
  const other = mine ? null : v.players[shown];
  setHtml('board-others', other
    ? html`<div class="other" data-seat="${other.seat}">${v.solo && other.seat === 1 ? soloHtml(ctx, other) : html`${playerBoard(ctx, other)}${ownedCards(ctx, other)}`}</div>`
    : '');
  document.getElementById('board-own').hidden = !mine;
}

/** Whether seat `i` has a page open now (the live crowd). */
function isOnline(i) {
  const list = state.crowd && state.crowd.online;
  if (!Array.isArray(list)) return false;
  return typeof list[0] === 'boolean' ? !!list[i] : list.includes(i);
}

function crowdHtml(v) {
  const c = state.crowd;
  if (!c) return '';
  const has = (list, i) => (Array.isArray(list) ? (typeof list[0] === 'boolean' ? !!list[i] : list.includes(i)) : false);
  const seats = v.players.map((p, i) => {
    const st = has(c.bot, i) ? 'bot' : has(c.online, i) ? 'online' : 'away';
    // The account holding the seat and its rating: the summary's (GET /api/games/ID).
    const held = state.info && state.info.seats ? state.info.seats[i] : null;
    return html`<span class="who ${st}" title="${t(`web-crowd-${st}`, { name: name(i) })}"><i class="dot seat${i}" style="background:${SEATS[i % 4].fill}"></i>${ratedName(held, seatName(v, i, state.names), { newTab: true })}${st === 'bot' && !has(c.bot_named, i) ? html`<span class="bot-mark"> ${t('web-crowd-bot-mark')}</span>` : ''}</span>`;
  });
  const rated = state.info && state.info.rated ? html` <span class="rated-mark" title="${t('web-rated-game-note')}">${t('web-rated-game')}</span>` : '';
  return html`${join(seats, ' ')}${rated}${c.spectators ? html` <span class="muted">· ${t('web-watching', { count: c.spectators })}</span>` : ''}`;
}

function promptHtml(v, all, cands) {
  const d = myDecision();
  const over = v.phase === 'game_over' || !!v.final_scores;
  let head;
  if (over) head = html`<strong>${t('web-game-over')}</strong> ${winnersText(v)}`;
  else if (d) head = html`<strong>${state.words && state.words.prompt ? state.words.prompt : t('web-decision-waiting')}</strong>`;
  else if (state.seat === null || state.seat === undefined) head = html`${t('web-spectating-waiting', { waiting: waitingText(v) })}`;
  else head = html`${waitingText(v)}`;
  const chips = join(state.chosen.map((k) => html`<button class="chip" data-unchoose="${k}" title="${t('web-remove-choice')}">${keyName(k)} ✕</button>`));
  /** @type {Markup|Markup[]} */
  let buttons = '';
  if (d && !state.inflight) {
    const list = state.chosen.length ? cands : all.filter((e) => !e.keys.length);
    if (promptButtons(cands, all).length) {
      buttons = list.map((e) => html`<button class="act ${noEffect(e) ? 'noeffect' : ''}" data-act="${e.index}">${e.text}${noEffect(e) ? html` <em>${t('web-no-effect-paren')}</em>` : ''}</button>`);
    } else if (state.chosen.length) {
      buttons = html`<span class="muted">${t('web-choices-left', { count: list.length })}</span>`;
    }
  }
  const so = state.chosen.length ? html`<span class="sofar">${t('web-chosen-so-far')} ${chips} <button class="link" data-clear>${t('web-clear')}</button></span>` : '';
  const undoBtn = state.undo && !state.inflight ? html`<button class="undo" data-undo title="${t('web-undo-title')}">↶ ${t('web-undo')}</button>` : '';
  const hintBtn = d && !over && !state.inflight && state.hint.seq !== state.seq
    ? html`<button class="hint-btn" data-hint title="${t('web-hint-title')}">${t('web-hint')}</button>` : '';
  const hintBox = state.hint.seq === state.seq && (state.hint.lines.length || state.hint.waiting || state.hint.error)
    ? html`<div class="hints" data-hints>${state.hint.waiting ? html`<span class="muted">${t('web-thinking')}</span>`
      : state.hint.error ? html`<span class="error">${state.hint.error}</span>`
        : hintList(cands)}</div>`
    : '';
  const helpBtn = d && !over && state.words && state.words.help
    ? html`<button class="help-btn" data-help aria-expanded="${state.showHelp}" title="${t('web-help-title')}">?</button>` : '';
  const helpBox = helpBtn && state.showHelp
    ? html`<div class="rules-help" data-rules-help>${paragraphs(state.words.help)}<p><a href="/rules" target="_blank" rel="noopener">${t('web-all-rules')}</a></p></div>` : '';
  const undoGone = !state.undo && state.undoGone && !over ? html`<span class="muted undo-gone">${state.undoGone}</span>` : '';
  const busy = state.inflight ? html`<span class="muted">${t('web-sending')}</span>` : '';
  const err = state.error ? html`<span class="error" role="alert">${state.error}</span>` : '';
  const you = d && !over ? html`<span class="turn">${t('web-your-turn')}</span> ` : '';
  return html`<div class="prompt-head">${you}${head} ${helpBtn}</div>${helpBox}<div class="prompt-row">${so}${buttons}${undoBtn}${undoGone}${hintBtn}${busy}${err}</div>${hintBox}`;
}

/**
 * The choices the prompt shows as buttons: the remaining ones once
 * something is chosen, and every one that has no place on the board; none
 * when they are more than 12 (the list holds them).
 */
function promptButtons(cands, all) {
  if (!myDecision() || state.inflight) return [];
  const list = state.chosen.length ? cands : all.filter((e) => !e.keys.length);
  return list.length <= 12 ? list : [];
}

/** What another seat is deciding, in neutral words (never "your …"). */
function waitingLabel(d) {
  if (!d) return '';
  const id = `web-waiting-${kebab(d.kind)}`;
  return has(id) ? t(id) : t('web-waiting-other');
}

/** "Waiting for Ana (claiming keshis)." (plain text). */
function waitingText(v) {
  if (!v.pending.length) return '';
  return t('web-waiting-for', { list: v.pending.map(([s, d]) => t('web-waiting-seat', { name: name(s), what: waitingLabel(d) })).join(', ') });
}

/** "Ana wins with 98 points." (plain text); a solo game's end in the
 * server's words (the lazy Paschabot's title, a tie going to the Paschabot). */
function winnersText(v) {
  if (state.outcome) return state.outcome;
  const best = Math.max(...v.players.map((p) => p.score));
  const w = v.players.filter((p) => p.score === best).map((p) => name(p.seat));
  return t('web-winners', { count: w.length, names: listText(w), points: best });
}

/** A chosen place in words: the board's own name of it (its tooltip), else its key. */
function keyName(k) {
  const el = document.querySelector(`[data-key="${CSS.escape(k)}"] > title`);
  return el && el.textContent ? el.textContent : k;
}

function actionsHtml(cands, all) {
  const d = myDecision();
  if (state.view && (state.view.phase === 'game_over' || state.view.final_scores)) return html`<p class="muted">${t('web-over-scorepad')}</p>`;
  if (!d) {
    return html`<p class="muted">${t(state.seat === null || state.seat === undefined ? 'web-spectators-no-choices' : 'web-nothing-to-choose')}</p>`;
  }
  const list = cands;
  const filtered = html`<p class="muted">${state.chosen.length ? t('web-filtered', { count: list.length, all: all.length }) : t('web-choices-count', { count: all.length })}</p>`;
  const items = join(list.map((e, i) => {
    const ne = noEffect(e);
    return html`<li><button class="act-row ${ne ? 'noeffect' : ''}" data-act="${e.index}" ${state.inflight ? 'disabled' : ''}><span class="num">${i + 1}</span> ${e.text}${ne ? html` <em class="ne">${t('web-no-effect')}</em>` : ''}</button></li>`;
  }));
  // The prompt already shows every choice as a button: the numbered list
  // folds away (it stays for the keyboard and the screen reader).
  if (promptButtons(cands, all).length === list.length) {
    return html`${filtered}<details class="many"><summary>${t('web-show-all', { count: list.length })}</summary><ol class="action-list">${items}</ol></details>`;
  }
  // A long list (the 220 secret selections) folds away until the board
  // narrowed it; not when the board has no place to narrow it by.
  if (list.length > 30 && !state.chosen.length && list.some((e) => e.keys.length)) {
    return html`${filtered}<p>${t('web-narrow-hint')}</p><details class="many"><summary>${t('web-show-all', { count: list.length })}</summary><ol class="action-list">${items}</ol></details>`;
  }
  return html`${filtered}<ol class="action-list">${items}</ol>`;
}

// For tests and debugging nothing is exposed globally (online-play.md (c)).
