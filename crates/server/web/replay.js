// A finished game's replay at `/g/ID/replay`: the board at every step
// (first / back / forward / last, the arrow keys, a jump to each season),
// the log up to that step and, at the end, the final score pad. Every step
// is the spectators' view, asked of the server (`GET /api/games/ID/replay`),
// which serves it only once the game is over.
import { langParam } from './i18n.js';

import { mainBoard } from './board.js';
import { playerBoard, ownedCards, soloHtml } from './player.js';
import { seatName } from './names.js';
import { esc } from './svg.js';
import { eventKeys } from './marks.js';
import { scorePadHtml, logHtml } from './scores.js';

const PHONE = window.matchMedia('(max-width: 600px)');

export async function startReplay(root, gameId) {
  const state = { at: 0, total: 0, data: null, cat: null, loading: false, error: '' };
  root.innerHTML = `<header class="top"><a class="home" href="/">Marrakesh</a><span class="round">Replay of game ${esc(gameId)}</span><span id="replay-step" class="pill" role="status" aria-live="polite"></span></header>
<div class="prompt replay-prompt"><div class="replay-bar" role="toolbar" aria-label="Replay controls">
<button type="button" data-go="first" aria-label="First step">|◀</button>
<button type="button" data-go="back" aria-label="Step back">◀</button>
<button type="button" data-go="next" aria-label="Step forward">▶</button>
<button type="button" data-go="last" aria-label="Last step">▶|</button>
<input type="range" id="replay-range" min="0" max="0" value="0" aria-label="Step">
<label><span class="sr-only">Jump to</span><select id="replay-season" aria-label="Jump to a season"></select></label>
<span class="step" id="replay-count"></span></div><p id="replay-error" class="error" role="alert"></p></div>
<div class="layout">
  <section class="table" aria-label="Table at this step"><div id="board-main" class="board-wrap"></div><div id="board-others"></div></section>
  <aside class="side"><section class="log-box" aria-label="Game log up to this step" tabindex="0"><h2>Log</h2><div id="scorepad"></div><div id="log" class="log"></div></section></aside>
</div>`;
  const cat = await fetch('/api/catalog').then((r) => (r.ok ? r.json() : null)).catch(() => null);
  state.cat = cat;

  async function load(at) {
    state.loading = true;
    try {
      const r = await fetch(`/api/games/${encodeURIComponent(gameId)}/replay?at=${at}&${langParam()}`);
      const j = await r.json().catch(() => ({}));
      if (!r.ok) {
        state.error = r.status === 404 ? `There is no game ${gameId} on this server.` : j.message || `The replay is not available (${r.status}).`;
      } else {
        state.data = j;
        state.at = j.at;
        state.total = j.total;
        state.error = '';
      }
    } catch (e) {
      state.error = 'The server did not answer.';
    }
    state.loading = false;
    render();
  }

  function name(i) {
    const d = state.data;
    return seatName(d && d.view, i, d && d.names);
  }

  function render() {
    root.querySelector('#replay-error').textContent = state.error;
    const d = state.data;
    if (!d || !d.view || !state.cat) return;
    const v = d.view;
    document.body.dataset.step = String(state.at);
    document.body.dataset.total = String(state.total);
    const range = root.querySelector('#replay-range');
    range.max = String(state.total);
    range.value = String(state.at);
    root.querySelector('#replay-count').textContent = `Step ${state.at} of ${state.total}`;
    root.querySelector('#replay-step').textContent = v.phase === 'game_over' ? 'Game over'
      : v.phase === 'setup' ? 'Setup' : `Season ${v.season + 1} · Round ${v.round + 1}`;
    const sel = root.querySelector('#replay-season');
    const opts = `<option value="">Jump to…</option>${(d.season_starts || []).map((s) => `<option value="${s.step}">Season ${s.season + 1}</option>`).join('')}<option value="${state.total}">Final score</option>`;
    if (sel.__html !== opts) {
      sel.innerHTML = opts;
      sel.__html = opts;
    }
    const changed = new Set((d.events || []).flatMap(eventKeys));
    const ctx = {
      view: v,
      cat: state.cat,
      seat: null,
      name,
      narrow: PHONE.matches,
      isLegal: () => false,
      cls: (k) => (changed.has(k) ? 'changed fresh' : ''),
      label: () => '',
    };
    root.querySelector('#board-main').innerHTML = mainBoard(ctx);
    root.querySelector('#board-others').innerHTML = v.players.map((p) => {
      if (v.solo && p.seat === 1) return soloHtml(ctx, p);
      return `<details class="other" open data-seat="${p.seat}"><summary>${esc(name(p.seat))} · ${p.score} points</summary>${playerBoard(ctx, p)}${ownedCards(ctx, p)}</details>`;
    }).join('');
    root.querySelector('#scorepad').innerHTML = v.phase === 'game_over' || v.final_scores ? scorePadHtml(v, name) : '';
    const html = logHtml(d.log || [], { seasons: d.seasons, view: v, name, cat: state.cat, now: state.at || null });
    root.querySelector('#log').innerHTML = html;
    const box = root.querySelector('.log-box');
    box.scrollTop = box.scrollHeight;
  }

  function go(to) {
    const n = Math.max(0, Math.min(state.total, to));
    if (state.data && n === state.at) return;
    load(n);
  }

  root.addEventListener('click', (ev) => {
    const b = ev.target.closest('[data-go]');
    if (!b || state.loading) return;
    const k = b.dataset.go;
    go(k === 'first' ? 0 : k === 'last' ? state.total : k === 'back' ? state.at - 1 : state.at + 1);
  });
  root.querySelector('#replay-range').addEventListener('change', (ev) => go(Number(ev.target.value)));
  root.querySelector('#replay-season').addEventListener('change', (ev) => {
    if (ev.target.value !== '') go(Number(ev.target.value));
  });
  document.addEventListener('keydown', (ev) => {
    if (ev.target && /INPUT|TEXTAREA|SELECT/.test(ev.target.tagName) && ev.target.type !== 'range') return;
    if (state.loading) return;
    if (ev.key === 'ArrowRight') go(state.at + 1);
    else if (ev.key === 'ArrowLeft') go(state.at - 1);
    else if (ev.key === 'Home') go(0);
    else if (ev.key === 'End') go(state.total);
    else return;
    ev.preventDefault();
  });
  PHONE.addEventListener('change', render);
  // A replay opens at the end (the final score pad); `#step=N` opens at N.
  const m = location.hash.match(/step=(\d+)/);
  await load(m ? Number(m[1]) : 1e9);
}
