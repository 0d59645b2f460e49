// @ts-check
// The expansion box's material on a player board: the special building
// (the two drawn to keep one, the kept one with its ability), the yellow
// scrolls of the start draft, and the new provision tiles drawn (3 base +
// 1 moderate + 1 hard, keep 3). Every card is a place with a data-key that
// targets.js names too.

import { boardWidth, keshi, place, resourcesShort, text, resourcesArt, qty } from './svg.js';
import { icon, scrollIcon } from './sprite.js';
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
  let inner = html`<rect x="${rd(x)}" y="${y}" width="${rd(w)}" height="${h}" rx="6" fill="#f3e2c0" stroke="#7a4a24" stroke-width="1.5"/>${icon('i-building', x + 5, y + 4, 20)}${text(x + 30, y + 18, clip(`${buildingName(ctx.cat, id)} (#${id})${note ? ` · ${note}` : ''}`, Math.max(8, Math.floor((w - (w < 260 ? 36 : 110)) / 6.4))), 12, html`class="title art-title"`)}`;
  // A narrow card (a phone) has its start on a line of its own.
  const low = w < 260 ? 18 : 0;
  if (d) {
    // The start: a keshi of its colour and resources.
    inner = html`${inner}<g><title>${t('web-building-start', { resources: resourcesShort(d.resources) })}</title>${keshi(x + w - 18, y + 14 + low, 9, d.keshi)}${resourcesArt(d.resources, x + w - 40 - 30, y + 14 + low, 13)}</g>`;
    const ab = front ? abilityText(ctx, id) : t('web-building-back-no-ability');
    const per = Math.max(12, Math.floor((w - 12) / 6.1));
    const all = lines(ab, per);
    const max = Math.max(1, Math.floor((h - 30 - low) / 13));
    const shown = all.length > max ? [...all.slice(0, max - 1), clip(all.slice(max - 1).join(' '), per)] : all;
    shown.forEach((l, i) => { inner = html`${inner}${text(x + 7, y + 38 + low + i * 13, l, 11, front ? html`` : html`class="muted"`)}`; });
  }
  const title = `${d ? t('web-building-title', { name: buildingName(ctx.cat, id), colour: colourName(d.keshi), resources: resourcesShort(d.resources) }) : buildingName(ctx.cat, id)}${d && front && abilityText(ctx, id) ? `; ${abilityText(ctx, id)}` : ''}`;
  return key ? place(ctx, key, inner, title) : html`<g><title>${title}</title>${inner}</g>`;
}

function scrollCard(ctx, x, y, id, key) {
  const d = ctx.cat.scrolls.find((sc) => sc.id === id);
  const inner = html`<rect x="${x}" y="${y}" width="56" height="58" rx="5" fill="#f3d762" stroke="#8a6a3a" stroke-width="1.5"/>${text(x + 5, y + 15, String(id).padStart(2, '0'), 11, html`class="num"`)}${icon(scrollIcon(d), x + 34, y + 3, 18)}${(d ? html`${qty(d.requirement, 'i-scholar', x + 28, y + 32, 13).svg}${qty(d.cost, 'i-dates', x + 28, y + 48, 13).svg}` : '')}`;
  return place(ctx, key, inner, withEffect(t('web-yellow-scroll', { id }), wordOf(ctx, 'scrolls', id)) + (d ? ` (${t(`web-timing-${kebab(d.timing || 'instant')}`)})` : ''));
}

function clip(s, n) {
  return s.length > n ? `${s.slice(0, n - 1)}…` : s;
}

/** @param {number} v */
function rd(v) {
  return Math.round(v * 100) / 100;
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
  const W = ctx.narrow ? boardWidth(ctx) : 640;
  const narrow = !!ctx.narrow;
  const scrolls = b.start_scrolls && b.start_scrolls.length;
  const kept = b.kept !== null && b.kept !== undefined;
  const drawnCards = !kept && b.drawn && b.drawn.length;
  const ch = drawnCards ? (narrow ? 96 : 84) : 58;
  const scrollsBelow = scrolls && (narrow || drawnCards);
  const h = ch + 8 + (scrollsBelow ? 66 : 0);
  let s = html`<rect x="2" y="${y}" width="${W - 4}" height="${h}" rx="8" fill="#fbf3e2" stroke="#7a4a24"/>`;
  const title = t(side(ctx.view) === 'back' ? 'web-building-band-back' : 'web-building-band-front');
  const sw = scrolls ? b.start_scrolls.length * 60 + 4 : 0;
  if (kept) {
    s = html`${s}${buildingCard(ctx, 6, y + 4, W - 12 - (scrollsBelow ? 0 : sw), ch, b.kept, null, t('web-building-kept'))}`;
  } else if (drawnCards) {
    const cw = (W - 12 - 6) / 2;
    b.drawn.forEach((id, i) => { s = html`${s}${buildingCard(ctx, 6 + i * (cw + 6), y + 4, cw, ch, id, `${me}/building/${id}`, '')}`; });
  } else {
    s = html`${s}<g><title>${t('web-building-choosing')}</title>${icon('i-building', 10, y + 14, 28)}${icon('i-hidden', 44, y + 14, 28)}</g>`;
  }
  s = html`<g><title>${title}${drawnCards ? ` · ${t('web-building-drawn')}` : ''}</title>${s}</g>`;
  if (scrolls) {
    const x0 = scrollsBelow ? 8 : W - 6 - sw;
    const sy = scrollsBelow ? y + ch + 8 : y + 4;
    const drawn = ctx.cat.special_buildings && ctx.cat.special_buildings.scrolls_drawn ? ctx.cat.special_buildings.scrolls_drawn.value : 3;
    const choosing = b.start_scrolls.length >= drawn;
    s = html`${s}<g><title>${t(choosing ? 'web-start-scrolls-keep' : 'web-start-scrolls-passed')}</title></g>`;
    b.start_scrolls.forEach((id, i) => { s = html`${s}${scrollCard(ctx, x0 + i * 60, sy, id, `${me}/start-scroll/${id}`)}`; });
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
