// @ts-check
// The expansion box's material on a player board: the special building
// (the two drawn to keep one, the kept one with its ability), the yellow
// scrolls of the start draft, and the new provision tiles drawn (3 base +
// 1 moderate + 1 hard, keep 3). Every card is a place with a data-key that
// targets.js names too.

import { boardWidth, keshi, place, rect, resourcesShort, text } from './svg.js';
import { t, colourName, kebab } from './i18n.js';
import { wordOf, withEffect } from './board.js';
import { html } from './html.js';

/** A building's front-side ability, in the server's words (`/api/words`). */
function abilityText(ctx, id) {
  return wordOf(ctx, 'buildings', id);
}

function buildingDef(cat, id) {
  const list = (cat.special_buildings && cat.special_buildings.buildings) || [];
  return list.find((b) => b.id === id) || null;
}

/** A building's name ("Library", "Bibliothek"), from its ability. */
export function buildingName(cat, id) {
  const d = buildingDef(cat, id);
  const kind = d && d.ability ? d.ability.kind : null;
  return kind ? t(`component-building-${kebab(kind)}`) : t('web-building', { id });
}

/** The side every player uses ('front' or 'back'), or null. */
function side(view) {
  return view.modules ? view.modules.special_buildings || null : null;
}

/** Splits a text into lines of at most `max` characters. */
function lines(s, max) {
  const out = [];
  let cur = '';
  for (const w of String(s).split(' ')) {
    if ((`${cur} ${w}`).trim().length > max && cur) {
      out.push(cur);
      cur = w;
    } else cur = `${cur} ${w}`.trim();
  }
  if (cur) out.push(cur);
  return out;
}

function buildingCard(ctx, x, y, w, h, id, key, note) {
  const d = buildingDef(ctx.cat, id);
  const front = side(ctx.view) === 'front';
  let inner = html`${rect(x, y, w, h, '#f3e2c0', html`stroke="#7a4a24" stroke-width="1.5"`)}${text(x + 8, y + 17, `${buildingName(ctx.cat, id)} (#${id})${note ? ` · ${note}` : ''}`, 13, html`class="title"`)}`;
  if (d) {
    // A narrow card (on a phone) names the start in fewer words.
    const start = t('web-building-start', { resources: resourcesShort(d.resources) });
    inner = html`${inner}${html`${keshi(x + 17, y + 34, 10, d.keshi)}${text(x + 32, y + 38, start.length * 5.4 + 36 <= w ? start : t('web-building-start-short', { resources: resourcesShort(d.resources) }), 10.5)}`}`;
    const ab = front ? abilityText(ctx, id) : t('web-building-back-no-ability');
    lines(ab, Math.floor(w / 6)).slice(0, h > 80 ? 3 : 2).forEach((l, i) => { inner = html`${inner}${text(x + 8, y + 55 + i * 12.5, l, 10.5, front ? html`` : html`class="muted"`)}`; });
  }
  const title = `${d ? t('web-building-title', { name: buildingName(ctx.cat, id), colour: colourName(d.keshi), resources: resourcesShort(d.resources) }) : buildingName(ctx.cat, id)}${d && front && abilityText(ctx, id) ? `; ${abilityText(ctx, id)}` : ''}`;
  return key ? place(ctx, key, inner, title) : html`<g><title>${title}</title>${inner}</g>`;
}

function scrollCard(ctx, x, y, id, key) {
  const d = ctx.cat.scrolls.find((s) => s.id === id);
  const inner = html`${rect(x, y, 76, 70, '#f3d762', html`stroke="#8a6a3a" stroke-width="1.5"`)}${text(x + 38, y + 22, `#${String(id).padStart(2, '0')}`, 14, html`text-anchor="middle" class="count"`)}${(d ? html`${text(x + 38, y + 38, t('web-board-scroll-price', { scholars: d.requirement, dates: d.cost }), 9, html`text-anchor="middle"`)}${text(x + 38, y + 52, t(`web-timing-${kebab(d.timing || 'instant')}`), 8.5, html`text-anchor="middle" class="muted"`)}${text(x + 38, y + 64, clip(wordOf(ctx, 'scrolls', id), 15), 8, html`text-anchor="middle"`)}` : '')}`;
  return place(ctx, key, inner, withEffect(t('web-yellow-scroll', { id }), wordOf(ctx, 'scrolls', id)));
}

function clip(s, n) {
  return s.length > n ? `${s.slice(0, n - 1)}…` : s;
}

/**
 * The special-buildings band of player `p`'s board at height `y`: the
 * building kept (everybody, once shown), the two drawn (their owner, until
 * one is kept), the yellow scrolls of the start draft (their owner).
 * Returns { svg, h }.
 */
export function buildingBand(ctx, p, y) {
  const b = p.building;
  if (!b) return { svg: html``, h: 0 };
  const me = `p${p.seat}`;
  const W = boardWidth(ctx);
  // On a phone the two buildings drawn share the width, the scrolls go below.
  const narrow = !!ctx.narrow;
  const scrolls = b.start_scrolls && b.start_scrolls.length;
  // A narrow card takes three lines of its ability.
  const ch = narrow ? 86 : 74;
  const h = ch + 26 + (narrow && scrolls ? 96 : 0);
  let s = html`${rect(4, y, W - 8, h, '#fbf3e2', html`stroke="#7a4a24"`)}${text(10, y + 15, t(side(ctx.view) === 'back' ? 'web-building-band-back' : 'web-building-band-front'), 11, html`class="title"`)}`;
  const kept = b.kept !== null && b.kept !== undefined;
  if (kept) {
    s = html`${s}${buildingCard(ctx, 10, y + 20, Math.min(420, W - 20), ch, b.kept, null, t('web-building-kept'))}`;
  } else if (b.drawn && b.drawn.length) {
    s = html`${s}${text(220, y + 15, t('web-building-drawn'), 10, html`class="muted"`)}`;
    const cw = narrow ? (W - 20 - 6) / 2 : 292;
    b.drawn.forEach((id, i) => { s = html`${s}${buildingCard(ctx, 10 + i * (cw + 6), y + 20, cw, ch, id, `${me}/building/${id}`, '')}`; });
  } else {
    s = html`${s}${text(10, y + 50, t('web-building-choosing'), 11, html`class="muted"`)}`;
  }
  if (scrolls) {
    const x0 = narrow ? 10 : kept ? 450 : 620;
    const sy = narrow ? y + ch + 22 : y;
    const drawn = ctx.cat.special_buildings && ctx.cat.special_buildings.scrolls_drawn ? ctx.cat.special_buildings.scrolls_drawn.value : 3;
    const choosing = b.start_scrolls.length >= drawn;
    s = html`${s}${text(x0, sy + 15, t(choosing ? 'web-start-scrolls-keep' : 'web-start-scrolls-passed'), 10, html`class="muted"`)}`;
    b.start_scrolls.forEach((id, i) => { s = html`${s}${scrollCard(ctx, x0 + i * 82, sy + 20, id, `${me}/start-scroll/${id}`)}`; });
  }
  return { svg: s, h: h + 4 };
}

/** A new provision tile's effect, in the server's words (`/api/words`). */
export function provisionEffect(ctx, tile) {
  return wordOf(ctx, 'provisions', tile);
}

/**
 * The tiles a player drew, in the engine's order: the 3 on the provision
 * spaces, then the moderate and the hard one (while the choice is open).
 */
export function provisionDrawn(p) {
  return [...(p.provision || []), ...(p.provision_drawn || [])];
}

/** The data-key of a provision tile of player `p` by its index in provisionDrawn. */
export function provisionKey(seat, i) {
  return `p${seat}/provision/${i}`;
}
