// @ts-check
// A finished game's replay at `/g/ID/replay`: the board at every step
// (first / back / forward / last, the arrow keys, a jump to each season),
// the log up to that step and, at the end, the final score pad. Every step
// is the spectators' view, asked of the server (`GET /api/games/ID/replay`),
// which serves it only once the game is over.
import { t, langParam, langSwitch, bindLangSwitch, loadWords, errorText } from './i18n.js';

import { mainBoard } from './board.js';
import { playerBoard, ownedCards, soloHtml } from './player.js';
import { seatName } from './names.js';
import { eventKeys } from './marks.js';
import { scorePadHtml, logHtml } from './scores.js';
import { html, join, setInner } from './html.js';

const PHONE = window.matchMedia('(max-width: 600px)');

export async function startReplay(root, gameId) {
  const state = { at: 0, total: 0, data: null, cat: null, loading: false, error: '', city: 0, tab: 'board' };
  const a = (id, args) => t(id, args);
  let optsDrawn = '';
  setInner(root, html`<header class="top"><a class="home" href="/">Marrakesh</a><span class="round">${a('web-replay-title', { game: gameId })}</span><span id="replay-step" class="pill" role="status" aria-live="polite"></span>${langSwitch()}</header>
<nav class="tabs" role="tablist" aria-label="${a('web-views')}"><button type="button" role="tab" data-tab="board" aria-selected="true">${a('web-tab-board')}</button><button type="button" role="tab" data-tab="city" aria-selected="false">${a('web-tab-city')}</button><button type="button" role="tab" data-tab="log" aria-selected="false">${a('web-log')}</button></nav>
<div class="layout">
  <section class="table pane" data-pane="board" aria-label="${a('web-replay-table')}"><div id="board-main" class="board-wrap"></div></section>
  <aside class="rail">
    <div class="dock"><div class="prompt replay-prompt"><div class="replay-bar" role="toolbar" aria-label="${a('web-replay-controls')}">
<button type="button" data-go="first" aria-label="${a('web-replay-first')}">|◀</button>
<button type="button" data-go="back" aria-label="${a('web-replay-back')}">◀</button>
<button type="button" data-go="next" aria-label="${a('web-replay-next')}">▶</button>
<button type="button" data-go="last" aria-label="${a('web-replay-last')}">▶|</button>
<input type="range" id="replay-range" min="0" max="0" value="0" aria-label="${a('web-replay-step-label')}">
<label><span class="sr-only">${a('web-replay-jump')}</span><select id="replay-season" aria-label="${a('web-replay-jump-season')}"></select></label>
<span class="step" id="replay-count"></span></div><p id="replay-error" class="error" role="alert"></p></div></div>
    <section class="pane city-box" data-pane="city" aria-label="${a('web-cities')}"><div id="city-tabs" class="city-tabs" role="tablist" aria-label="${a('web-cities')}"></div><div id="board-others"></div></section>
    <div class="pane log-pane" data-pane="log"><section class="log-box" aria-label="${a('web-replay-log')}" tabindex="0"><h2>${a('web-log')}</h2><div id="scorepad"></div><div id="log" class="log"></div></section></div>
  </aside>
</div>`);
  bindLangSwitch(root);
  const [cat, words] = await Promise.all([
    fetch('/api/catalog').then((r) => (r.ok ? r.json() : null)).catch(() => null),
    loadWords(),
  ]);
  state.cat = cat;
  state.words = words;

  async function load(at) {
    state.loading = true;
    try {
      const r = await fetch(`/api/games/${encodeURIComponent(gameId)}/replay?at=${at}&${langParam()}`);
      const j = await r.json().catch(() => ({}));
      if (!r.ok) {
        state.error = r.status === 404 ? t('web-error-no-game', { game: gameId }) : j.code ? errorText(j, 'replay') : t('web-replay-unavailable', { status: r.status });
      } else {
        state.data = j;
        state.at = j.at;
        state.total = j.total;
        state.error = '';
      }
    } catch (e) {
      state.error = t('web-error-no-answer');
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
    root.querySelector('#replay-count').textContent = t('web-replay-step', { step: state.at, total: state.total });
    root.querySelector('#replay-step').textContent = v.phase === 'game_over' ? t('phase-game-over')
      : v.phase === 'setup' ? t('phase-setup') : t('web-replay-season-round', { season: v.season + 1, round: v.round + 1 });
    const sel = root.querySelector('#replay-season');
    const opts = html`<option value="">${t('web-replay-jump-to')}</option>${(d.season_starts || []).map((s) => html`<option value="${s.step}">${t('web-replay-season', { season: s.season + 1 })}</option>`)}<option value="${state.total}">${t('web-replay-final')}</option>`;
    if (optsDrawn !== String(opts)) {
      setInner(sel, opts);
      optsDrawn = String(opts);
    }
    const changed = new Set((d.events || []).flatMap(eventKeys));
    const ctx = {
      view: v,
      cat: state.cat,
      words: state.words,
      seat: null,
      name,
      narrow: PHONE.matches,
      isLegal: () => false,
      cls: (k) => (changed.has(k) ? 'changed fresh' : ''),
      label: () => '',
    };
    setInner(root.querySelector('#board-main'), mainBoard(ctx));
    // One city at a time, a tab a seat (as at the table).
    const shown = Math.min(state.city, v.players.length - 1);
    setInner(root.querySelector('#city-tabs'), join(v.players.map((p) => html`<button type="button" role="tab" data-city="${p.seat}" aria-selected="${p.seat === shown}">${name(p.seat)} · ${p.score}</button>`)));
    const p = v.players[shown];
    setInner(root.querySelector('#board-others'), v.solo && p.seat === 1 ? soloHtml(ctx, p)
      : html`<div class="other" data-seat="${p.seat}">${playerBoard(ctx, p)}${ownedCards(ctx, p)}</div>`);
    document.body.dataset.view = state.tab;
    root.querySelectorAll('[data-tab]').forEach((b) => b.setAttribute('aria-selected', String(/** @type {HTMLElement} */ (b).dataset.tab === state.tab)));
    setInner(root.querySelector('#scorepad'), v.phase === 'game_over' || v.final_scores ? scorePadHtml(v, name, gameId) : '');
    setInner(root.querySelector('#log'), logHtml(d.log || [], { seasons: d.seasons, view: v, name, cat: state.cat, now: state.at || null }));
    const box = root.querySelector('.log-box');
    box.scrollTop = box.scrollHeight;
  }

  function go(to) {
    const n = Math.max(0, Math.min(state.total, to));
    if (state.data && n === state.at) return;
    load(n);
  }

  root.addEventListener('click', (ev) => {
    const city = ev.target.closest('[data-city]');
    const tab = ev.target.closest('button[data-tab]');
    if (city || tab) {
      if (city) state.city = Number(city.dataset.city);
      if (tab) state.tab = tab.dataset.tab;
      render();
      return;
    }
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
    const target = /** @type {HTMLInputElement|null} */ (ev.target);
    if (target && /INPUT|TEXTAREA|SELECT/.test(target.tagName) && target.type !== 'range') return;
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
