// @ts-check
// A finished game's review at `/g/ID/review?player=K` (issue 42): the
// strong bot judges each decision of seat K from what that seat could see
// then. The page asks the server to start the review (`POST
// /api/games/ID/review?player=K`), shows a progress bar while it is
// computed, then a chart of the seat's expected final score over the game,
// the marked decisions (those that lost the most expected points) first,
// and every decision with the bot's choice in words and a link to that
// step of the replay.
import { t, langParam, langSwitch, bindLangSwitch, errorText } from './i18n.js';
import { html, join, setInner } from './html.js';
/** @typedef {import('./html.js').Markup} Markup */

/**
 * @typedef {import('./protocol.js').Judged} Judged
 * @typedef {{status: string, name?: string, final_score?: number, total?: number, threshold?: number, lost?: number, decisions?: Judged[], done?: number, message?: string}} Answer
 */

/** How often the page asks how far the review is (ms). */
const POLL_MS = 500;

/** One decimal (Fluent writes it in the page's language). */
function pts(x) {
  return Math.round(x * 10) / 10;
}

/**
 * The seat's expected final score over the game: after each decision the
 * value of what it chose (a line) and of the bot's best (a dashed line),
 * the marked decisions as dots, the real final score at the end.
 * @param {Answer} r
 * @returns {Markup}
 */
export function chartSvg(r) {
  const ds = r.decisions || [];
  const W = 640;
  const H = 240;
  const L = 44;
  const B = 28;
  const T = 12;
  const R = 16;
  const total = Math.max(1, r.total || 1);
  const values = ds.flatMap((d) => [d.chosen_value, d.best_value]).concat([r.final_score || 0, 0]);
  // From 0 (or below, for a score below 0) to a multiple of 20: quarters are whole numbers.
  const low = Math.min(0, Math.floor(Math.min(...values) / 20) * 20);
  const top = Math.max(low + 20, Math.ceil(Math.max(...values) / 20) * 20);
  const x = (/** @type {number} */ s) => Math.round((L + (s / total) * (W - L - R)) * 10) / 10;
  const y = (/** @type {number} */ v) => Math.round((T + (1 - (v - low) / (top - low)) * (H - T - B)) * 10) / 10;
  const line = (/** @type {(d: Judged) => number} */ f) => ds.map((d) => `${x(d.step)},${y(f(d))}`).join(' ');
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((k) => Math.round(low + k * (top - low)));
  const grid = join(ticks.map((v) => html`<line x1="${L}" x2="${W - R}" y1="${y(v)}" y2="${y(v)}" class="grid"/><text x="${L - 6}" y="${y(v) + 4}" text-anchor="end">${v}</text>`));
  const marks = join(ds.filter((d) => d.mistake).map((d) => html`<circle class="mistake" data-step="${d.step}" cx="${x(d.step)}" cy="${y(d.chosen_value)}" r="5"><title>${t('web-review-step', { step: d.step })}: ${t('web-review-lost', { points: pts(d.lost) })}</title></circle>`));
  const end = html`<circle class="final" cx="${x(total)}" cy="${y(r.final_score || 0)}" r="4"><title>${t('web-review-final', { score: r.final_score || 0 })}</title></circle>`;
  return html`<svg class="review-chart" viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="review-chart-title">
<title id="review-chart-title">${t('web-review-chart')}</title>
${grid}<line x1="${L}" x2="${W - R}" y1="${y(0)}" y2="${y(0)}" class="axis"/>
<text x="${(L + W - R) / 2}" y="${H - 6}" text-anchor="middle">${t('web-review-chart-steps', { total })}</text>
<polyline class="best" points="${line((d) => d.best_value)}"/>
<polyline class="chosen" points="${line((d) => d.chosen_value)}"/>
${marks}${end}
</svg>
<p class="review-legend"><span class="key chosen"></span>${t('web-review-legend-chosen')} <span class="key best"></span>${t('web-review-legend-best')} <span class="key mistake"></span>${t('web-review-legend-marked')}</p>`;
}

/**
 * One judged decision: what the seat did, what the bot would have done,
 * the points lost, and a link to the replay at that step.
 * @param {Judged} d
 * @param {string} gameId
 * @returns {Markup}
 */
function decisionHtml(d, gameId) {
  const replay = `/g/${encodeURIComponent(gameId)}/replay#step=${d.step}`;
  const verdict = d.agreed
    ? html`<p class="agreed">${t('web-review-agreed')}</p>`
    : html`<p class="best">${t('web-review-best', { best: d.best, value: pts(d.best_value) })}</p><p class="lost">${t('web-review-lost', { points: pts(d.lost) })}</p>`;
  return html`<li class="decision${d.mistake ? ' mistake' : ''}" data-step="${d.step}">
<h3>${t('web-review-step', { step: d.step })}${d.mistake ? html` <span class="pill marked">${t('web-review-marked')}</span>` : ''}</h3>
<p class="chosen">${t('web-review-chosen', { chosen: d.chosen, value: pts(d.chosen_value) })}</p>
${verdict}<p><a href="${replay}" data-replay="${d.step}">${t('web-review-open-replay')}</a></p></li>`;
}

/** @param {Element} root @param {string} gameId @param {number} player */
export async function startReview(root, gameId, player) {
  const api = `/api/games/${encodeURIComponent(gameId)}/review?player=${player}&${langParam()}`;
  setInner(root, html`<header class="top"><a class="home" href="/">Marrakesh</a><span class="round">${t('web-review-title', { game: gameId })}</span><a class="pill" href="/g/${encodeURIComponent(gameId)}/replay">${t('web-review-to-replay')}</a>${langSwitch()}</header>
<main class="review" id="review" aria-busy="true"><p id="review-error" class="error" role="alert"></p><div id="review-body"></div></main>`);
  bindLangSwitch(root);
  const body = /** @type {Element} */ (root.querySelector('#review-body'));
  const main = /** @type {HTMLElement} */ (root.querySelector('#review'));
  const fail = (/** @type {string} */ text) => {
    /** @type {HTMLElement} */ (root.querySelector('#review-error')).textContent = text;
    main.setAttribute('aria-busy', 'false');
  };

  /** @param {Answer} r */
  function progress(r) {
    const done = r.done || 0;
    const total = r.total || 0;
    const text = r.status === 'queued' || total === 0 ? t('web-review-queued') : t('web-review-progress', { done, total });
    setInner(body, html`<section class="review-progress" aria-label="${t('web-review-computing')}"><h2>${t('web-review-computing')}</h2>
<progress id="review-progress" max="${Math.max(total, 1)}" value="${done}" aria-describedby="review-progress-text"></progress>
<p id="review-progress-text" role="status" aria-live="polite">${text}</p></section>`);
  }

  /** @param {Answer} r */
  function show(r) {
    const ds = r.decisions || [];
    const marked = ds.filter((d) => d.mistake).sort((a, b) => b.lost - a.lost);
    const agreed = ds.filter((d) => d.agreed).length;
    document.title = `${t('web-review-of', { name: r.name || '' })} · Marrakesh`;
    setInner(body, html`<h1>${t('web-review-of', { name: r.name || '' })}</h1>
<p class="review-summary">${t('web-review-summary', { score: r.final_score || 0, count: ds.length, agreed, marked: marked.length, threshold: r.threshold || 5, lost: pts(r.lost || 0) })}</p>
<section class="review-chart-box" aria-label="${t('web-review-chart')}"><h2>${t('web-review-chart')}</h2>${chartSvg(r)}</section>
<section class="review-marked" aria-label="${t('web-review-marked-title')}"><h2>${t('web-review-marked-title')}</h2>
${marked.length ? html`<ol class="decisions" id="review-marked">${join(marked.map((d) => decisionHtml(d, gameId)))}</ol>` : html`<p>${t('web-review-none-marked', { threshold: r.threshold || 5 })}</p>`}</section>
<section class="review-all" aria-label="${t('web-review-all-title')}"><h2>${t('web-review-all-title')}</h2><ol class="decisions" id="review-all">${join(ds.map((d) => decisionHtml(d, gameId)))}</ol></section>`);
    main.setAttribute('aria-busy', 'false');
    document.body.dataset.review = 'done';
  }

  let method = 'POST';
  for (;;) {
    /** @type {Answer|null} */
    let r = null;
    try {
      const res = await fetch(api, { method });
      const j = await res.json().catch(() => ({}));
      if (!res.ok) {
        return fail(res.status === 404 && j.code === 'no_game' ? t('web-error-no-game', { game: gameId }) : errorText(j, 'review'));
      }
      r = j;
    } catch (e) {
      return fail(t('web-error-no-answer'));
    }
    if (!r) return;
    if (r.status === 'done') return show(r);
    if (r.status === 'failed') return fail(t('web-review-failed'));
    // Not under way (a server restarted meanwhile): asked for again.
    method = r.status === 'none' ? 'POST' : 'GET';
    progress(r);
    await new Promise((ok) => setTimeout(ok, POLL_MS));
  }
}
