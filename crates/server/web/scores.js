// @ts-check
// Score tables: a season's points by source, and the final score pad,
// with the rulebooks' names of the sources. Pure: HTML from a view.

import { categoryName, CATEGORIES } from './names.js';
import { t } from './i18n.js';
import { html, join } from './html.js';
/** @typedef {import('./html.js').Markup} Markup */

/** The season summary: each player's points of the season by source. */
export function seasonTable(sum, v, name) {
  const rows = (sum.points || []).filter((r) => r.points.some((x) => x));
  const head = html`<tr><th scope="col">${t('web-score-source')}</th>${v.players.map((p) => html`<th scope="col">${name(p.seat)}</th>`)}</tr>`;
  const body = join(rows.map((r) => html`<tr><th scope="row">${categoryName(r.category)}</th>${r.points.map((x) => html`<td>${x > 0 ? '+' : ''}${x}</td>`)}</tr>`));
  const total = html`<tr><th scope="row">${t('web-score-season-total')}</th>${(sum.totals || []).map((x) => html`<td>${x > 0 ? '+' : ''}${x}</td>`)}</tr>`;
  return html`<table class="season-table"><thead>${head}</thead><tbody>${body || html`<tr><td colspan="${v.players.length + 1}">${t('web-score-no-points')}</td></tr>`}</tbody><tfoot>${total}</tfoot></table>`;
}

/** The final scoring's steps (002 "Final scoring"). */
const FINAL_STEPS = ['complete_sectors', 'oases', 'resources'];

/**
 * The final score pad: one row per source that scored and one per final
 * scoring step, in the engine's order, with the rulebook's names; with
 * `gameId`, a last row of links to each seat's review (review.js; not the
 * Paschabot's: it decides nothing).
 * @param {any} v
 * @param {(seat: number) => string} name
 * @param {string|null} [gameId]
 */
export function scorePadHtml(v, name, gameId = null) {
  const order = CATEGORIES;
  const cats = [];
  v.players.forEach((p) => p.score_by.forEach(([c, x]) => { if (x && !cats.includes(c)) cats.push(c); }));
  const fs = v.final_scores || [];
  // The final scoring's own steps have a row even when nobody scored in them
  // (002 "Final scoring": completely filled sectors, oasis tiles, remaining resources).
  if (fs.length) FINAL_STEPS.forEach((c) => { if (!cats.includes(c)) cats.push(c); });
  cats.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const get = (p, c) => (p.score_by.find(([x]) => x === c) || [c, 0])[1];
  // What the final scoring counted, beside its points.
  const detail = (c, i) => {
    const f = fs[i];
    if (!f) return '';
    if (c === 'complete_sectors') return ` (${f.complete_sectors})`;
    if (c === 'resources') return ` ${t('web-score-left', { count: f.resources_left })}`;
    if (c === 'camel_race' && (f.race_placement || f.dung_penalty)) return ` ${t('web-score-race', { podium: f.race_placement, dung: f.dung_penalty })}`;
    return '';
  };
  const rows = cats.map((c) => [categoryName(c), v.players.map((p, i) => `${get(p, c)}${detail(c, i)}`)]);
  const best = Math.max(...v.players.map((p) => p.score));
  return html`<section class="scorepad" aria-label="${t('web-score-pad')}"><h3>${t('web-score-pad')}</h3><table>
<thead><tr><th scope="col">${t('web-score-source')}</th>${v.players.map((p) => html`<th scope="col">${name(p.seat)}</th>`)}</tr></thead>
<tbody>${join(rows.map(([n, vals]) => html`<tr><th scope="row">${n}</th>${vals.map((x) => html`<td>${x}</td>`)}</tr>`))}</tbody>
<tfoot><tr><th scope="row">${t('web-score-total')}</th>${v.players.map((p) => html`<td class="${p.score === best ? 'winner' : ''}">${p.score}${p.score === best ? ' ★' : ''}</td>`)}</tr>${gameId ? reviewRow(v, name, gameId) : ''}</tfoot>
</table></section>`;
}

/** The score pad's row of links to each seat's review (review.js). */
function reviewRow(v, name, gameId) {
  const cell = (p) => (v.solo && p.seat === 1 ? html`<td></td>`
    : html`<td><a class="review-link" data-review="${p.seat}" href="/g/${encodeURIComponent(gameId)}/review?player=${p.seat}" aria-label="${t('web-score-review-link', { name: name(p.seat) })}">${t('web-score-review')}</a></td>`);
  return html`<tr class="review-row"><th scope="row">${t('web-score-review')}</th>${v.players.map(cell)}</tr>`;
}

/**
 * The heading a log line is filed under: "Setup", "Season 1, round 2", or
 * "Season 1, season scoring" after its last round (seasons and rounds count
 * from 0 in the engine, from 1 for people).
 */
export function groupTitle(season, round, cat) {
  if (season === undefined || season === null) return t('phase-setup');
  const rounds = cat && cat.rules ? cat.rules.rounds_per_season.value : 4;
  if (Number(round) >= rounds) return t('web-log-season-scoring', { season: Number(season) + 1 });
  return t('web-log-round', { season: Number(season) + 1, round: Number(round) + 1 });
}

/**
 * The log as HTML: its lines under their season and round headings, each
 * season's summary after the line that ends it. `now` marks the lines of
 * one seq (the replay's current step).
 */
export function logHtml(lines, { seasons, view, name, cat, now = null }) {
  /** @type {{title: string, items: Markup[]}[]} */
  const groups = [];
  let group = null;
  for (const l of lines) {
    const g = groupTitle(l.season, l.round, cat);
    if (g !== group) {
      group = g;
      groups.push({ title: g, items: [] });
    }
    const items = groups[groups.length - 1].items;
    const cls = [now !== null && l.seq === now ? 'now' : '', l.heading ? 'log-heading' : ''].filter(Boolean).join(' ');
    items.push(html`<li${cls ? html` class="${cls}"` : ''}>${l.heading ? html`<strong>${l.text}</strong>` : l.text}</li>`);
    if (l.event === 'season_ended') {
      const sum = (seasons || []).find((x) => x.season === l.season);
      if (sum && view) items.push(html`<li class="season-summary"><strong>${t('web-season-end', { season: sum.season + 1 })}</strong>${seasonTable(sum, view, name)}</li>`);
    }
  }
  return join(groups.map((gr) => html`<section class="log-group"><h3>${gr.title}</h3><ul>${gr.items}</ul></section>`));
}
