// @ts-check
// The main board, drawn in one SVG from the view and the catalog, as a map
// of Marrakesh: the river Tensift across the top (water, rapids, the
// crocodile, the jetty), the palace and mosque staircases with the line
// bonuses between them, the tower base, the madrasa's shelves, the souk's
// stalls and exchange office, the workshops' gates, the river tiles and
// the season tracker, module material and the score track. Pictures and
// numbers on the board, words in tooltips (<title>) and accessible names.
// Every place has a stable data-key; targets.js names the same keys.

import { COLOURS, GOODS, KESHI, SCROLL_TYPES, SCROLL_FILL, SEATS } from './names.js';
import { t, colourName, kebab, sectorTitle } from './i18n.js';
import { boardWidth, defs, keshi, moved, pawn, place, rect, text, bonusShort, resourcesShort, bonusArt, resourcesArt, qty, row, hit, frame, wrapLines } from './svg.js';
import { icon, LUXURY_ICON, ensureSprite, scrollIcon } from './sprite.js';
import { raceTrack } from './race.js';
import { html, join } from './html.js';
/** @typedef {import('./html.js').Markup} Markup */

/** @param {number} v */
const rd = (v) => Math.round(v * 100) / 100;

/** Whether the lazy Paschabot sits at seat `i` (it has no pieces on the board). */
function noPieces(view, i) {
  return !!(view.solo && view.solo.opponent === 'lazy' && i === 1);
}

export function mainBoard(ctx) {
  ensureSprite();
  const { view } = ctx;
  const W = boardWidth(ctx);
  const narrow = !!ctx.narrow;
  const parts = [];
  const pad = 8;
  let y = pad;
  const put = (b, x, yy) => { parts.push(moved(b.svg, x, yy)); return b.h; };
  if (!narrow) {
    const iw = W - 2 * pad;
    y += put(riverBlock(ctx, iw), pad, y) + 8;
    const stw = 560;
    const st = staircaseBlock(ctx, stw);
    const tw = towerBlock(ctx);
    const mw = iw - stw - tw.w - 16;
    const md = madrasaBlock(ctx, mw);
    const h2 = Math.max(st.h, tw.h, md.h);
    put({ svg: st.svg, h: h2 }, pad, y);
    put(tw, pad + stw + 8, y + (h2 - tw.h) / 2);
    put(md, pad + stw + tw.w + 16, y);
    y += h2 + 8;
    const sk = soukBlock(ctx, 466);
    const wk = workshopBlock(ctx, 310);
    const ex = extrasBlock(ctx, iw - 466 - 310 - 16);
    const h3 = Math.max(sk.h, wk.h, ex.h);
    put(sk, pad, y);
    put(wk, pad + 466 + 8, y);
    put(ex, pad + 466 + 310 + 16, y);
    y += h3 + 8;
    if (view.board.race) {
      const race = raceTrack(ctx, 0, iw);
      parts.push(moved(race.svg, pad, y));
      y += race.y + 8;
    }
    // The score track, and module material (desert towns, the nomad board) beside it.
    const mods = moduleBlock(ctx, 470, true);
    const mw2 = mods ? mods.w : 0;
    const sc = scoreBlock(ctx, iw - (mods ? mw2 + 8 : 0));
    const h4 = Math.max(sc.h, mods ? mods.h : 0);
    put(sc, pad, y + (h4 - sc.h) / 2);
    if (mods) put(mods, W - pad - mw2, y);
    y += h4 + pad;
  } else {
    const iw = W - 2 * pad;
    const blocks = [riverBlock(ctx, iw), staircaseBlock(ctx, iw)];
    const tw = towerBlock(ctx);
    blocks.push({ svg: moved(tw.svg, (iw - tw.w) / 2, 0), h: tw.h });
    blocks.push(madrasaBlock(ctx, iw), soukBlock(ctx, iw), workshopBlock(ctx, iw), extrasBlock(ctx, iw));
    const mods = moduleBlock(ctx, iw);
    if (mods) blocks.push(mods);
    blocks.forEach((b) => { y += put(b, pad, y) + 8; });
    if (view.board.race) {
      const race = raceTrack(ctx, 0, iw);
      parts.push(moved(race.svg, pad, y));
      y += race.y + 8;
    }
    y += put(scoreBlock(ctx, iw), pad, y) + pad;
  }
  const border = html`<rect x="1.5" y="1.5" width="${W - 3}" height="${rd(y - 3)}" rx="10" fill="#ecd6a8" stroke="url(#pat-zellige)" stroke-width="6"/>`;
  return html`<svg class="board main art" viewBox="0 0 ${W} ${rd(y)}" role="group" aria-label="${t('web-board-main')}" xmlns="http://www.w3.org/2000/svg">${defs()}${border}${join(parts)}</svg>`;
}

/** The river Tensift: water with its spaces, rapids and their bonuses, the crocodile, the jetty and the fishermen. */
function riverBlock(ctx, w) {
  const { view, cat } = ctx;
  const n = cat.river.jetty;
  const rapids = cat.river.rapids;
  const wide = w >= 700;
  const jw = wide ? 156 : Math.min(w, 190);
  const perRow = wide ? n : Math.ceil(n / 2);
  const rows = Math.ceil(n / perRow);
  const sw = wide ? (w - jw - 24) / perRow : (w - 16) / perRow;
  const wh = 54;
  const rowH = 24 + wh + 44;
  const x0 = 8;
  const pos = (i) => ({ x: x0 + (i % perRow) * sw, y: 24 + Math.floor(i / perRow) * rowH });
  let s = frame(w, 0, '');
  let water = html``;
  let spaces = html``;
  for (let r = 0; r < rows; r++) {
    const first = r * perRow;
    const last = Math.min(n, first + perRow) - 1;
    const a = pos(first);
    const x1 = pos(last).x + sw;
    const wx = a.x + (r === 0 ? sw : 0);
    water = html`${water}<path d="M${rd(wx)} ${a.y}H${rd(x1 + (wide || r === rows - 1 ? 10 : 0))}V${a.y + wh}H${rd(wx)}Z" fill="url(#pat-water)" stroke="#1f5a8a" stroke-width="1.2"/>`;
  }
  for (let i = 0; i < n; i++) {
    const { x, y } = pos(i);
    const croc = i === cat.river.crocodile;
    const bank = i === 0;
    let inner = html`${bank ? html`<rect x="${rd(x + 1)}" y="${y}" width="${rd(sw - 2)}" height="${wh}" rx="6" fill="url(#pat-dunes)" stroke="#a0783a"/>` : html`<line x1="${rd(x)}" y1="${y + 3}" x2="${rd(x)}" y2="${y + wh - 3}" stroke="#cfeaff" stroke-width="1" stroke-dasharray="3 3"/>`}${hit(x, y, sw, wh)}${text(x + 4, y + 13, String(i), 11, html`class="num ${bank ? '' : 'on-water'}"`)}`;
    if (croc) inner = html`${inner}${icon('i-crocodile', x + sw / 2 - 22, y + wh - 24, 44, t('web-board-croc'), 22)}`;
    spaces = html`${spaces}${place(ctx, `river/space/${i}`, inner, t(croc ? 'web-board-river-space-crocodile' : 'web-board-river-space', { space: i }))}`;
  }
  // Rapids: foam across the water, the bonus below.
  rapids.forEach((rp, k) => {
    const { x, y } = pos(rp.space);
    const foam = html`<path d="M${rd(x)} ${y - 2}q5 ${wh / 4} -1 ${wh / 2}t1 ${wh / 2 + 4}" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M${rd(x + 5)} ${y + 4}q4 ${wh / 4} -1 ${wh / 2}t1 ${wh / 2 - 6}" stroke="#e6f4ff" stroke-width="2" fill="none"/>`;
    const tw = Math.min(58, sw * 1.3);
    const bx = x - tw / 2;
    const by = y + wh + 6;
    const inner = html`<rect x="${rd(bx)}" y="${by}" width="${rd(tw)}" height="30" rx="5" fill="#eef7fc" stroke="#1f5a8a"/>${icon('i-rapid', bx + 3, by + 7, 16)}${bonusArt(rp.bonus, bx + 20 + (tw - 20) / 2, by + 15, 16)}`;
    spaces = html`${spaces}${foam}${place(ctx, `river/rapid/${k}`, inner, t('web-board-rapid', { number: k + 1, bonus: bonusShort(rp.bonus) }))}`;
  });
  // The jetty: planks and its docking spots with their points.
  const jx = wide ? w - jw - 8 : w - jw - 8;
  const jy = wide ? 24 : 24 + rows * rowH - 8;
  const spots = cat.river.docking_points.slice(0, view.players.length > 2 ? view.players.length : 4);
  const spotW = (jw - 12) / spots.length;
  let jetty = html`<g><title>${t('web-board-jetty')}</title><rect x="${jx}" y="${jy - 4}" width="${jw}" height="${wh + 8}" rx="4" fill="#b8864a" stroke="#5a3a10" stroke-width="1.5"/>${join(Array.from({ length: 6 }, (_, k) => html`<line x1="${jx}" y1="${rd(jy - 4 + (k + 1) * (wh + 8) / 7)}" x2="${jx + jw}" y2="${rd(jy - 4 + (k + 1) * (wh + 8) / 7)}" stroke="#8a5a2a" stroke-width="1"/>`))}</g>`;
  spots.forEach((pts, i) => {
    const sx = jx + 6 + i * spotW;
    const taken = i < view.board.jetty;
    jetty = html`${jetty}<g><title>${t('web-short-points', { count: pts })}</title><rect x="${rd(sx + 1)}" y="${jy + 4}" width="${rd(spotW - 2)}" height="${wh - 8}" rx="5" fill="${taken ? '#8a5a2a' : '#f4e3c3'}" stroke="#5a3a10"/>${qty(pts, 'i-points', sx + spotW / 2, jy + wh - 14, 14).svg}</g>`;
  });
  // Fishermen.
  let fish = html``;
  view.players.forEach((p, i) => {
    if (noPieces(view, i)) return;
    const docked = p.dock !== null && p.dock !== undefined;
    let x;
    let y;
    if (docked) {
      x = jx + 6 + p.dock * spotW + spotW / 2;
      y = jy + 18;
    } else {
      const at = pos(Math.min(p.fisherman, n - 1));
      x = at.x + sw / 2 + ((i % 2) - 0.5) * Math.min(16, sw / 2.6);
      y = at.y + 24 + (Math.floor(i / 2) - 0.3) * 16;
    }
    fish = html`${fish}${pawn(x, y, 8, i, docked ? t('web-board-fisherman-jetty', { name: ctx.name(i) }) : t('web-board-fisherman', { name: ctx.name(i), space: p.fisherman }), `fisher/${i}`)}`;
  });
  // The leftover oases (2 players): under the jetty, on a phone left of it.
  let extra = html``;
  const left = view.board.bonus_oases.map((o, i) => [o, i]).filter(([o]) => o !== null);
  if (left.length) {
    const ow = Math.min(44, (wide ? jw - 26 : jx - 36) / left.length - 4);
    const ox = wide ? jx + 24 : 30;
    const oy = wide ? jy + wh + 10 : jy;
    extra = html`${icon('i-oasis', ox - 24, oy + 6, 20, t('web-board-leftover-oases'))}`;
    left.forEach(([o, i], k) => {
      extra = html`${extra}${place(ctx, `bonus-oasis/${i}`, oasisTile(ox + k * (ow + 4), oy, ow, 30, o, ctx), withEffect(t('web-board-oasis', { id: o }), oasisText(ctx, o)))}`;
    });
  }
  spaces = html`${spaces}${extra}`;
  const h = wide ? 24 + wh + 6 + 30 + 6 : jy + wh + 12;
  s = html`${frame(w, h, t('web-board-river'))}${water}${spaces}${jetty}${fish}`;
  return { svg: s, h };
}

function lineBonus(ctx, space) {
  const { cat, view } = ctx;
  const coverable = cat.line_spaces.filter((l) => l.place === 'coverable').map((l) => l.id);
  const ci = coverable.indexOf(space);
  const cover = ci >= 0 && view.board.staircase_cover ? view.board.staircase_cover[ci] : null;
  if (cover) {
    const tile = cat.staircase_tiles.find((x) => x.id === cover[0]);
    if (tile) return { bonus: tile.faces[cover[1] % 2], tile: cover[0] };
  }
  const def = cat.line_spaces.find((l) => l.id === space);
  return { bonus: def ? def.bonus : null, tile: null };
}

/** The palace and mosque as staircases, the line bonuses between them. */
function staircaseBlock(ctx, w) {
  const { view, cat } = ctx;
  const final = cat.staircase.final_step;
  const th = cat.staircase.thresholds;
  const x0 = 8;
  const sw = (w - 16) / (final + 1);
  // Without the camel race the board has room: taller stairs.
  const roomy = !view.board.race;
  const stairH = roomy ? 76 : 66;
  let s = html``;
  let y = 24;
  const stair = (which, ti, yTop) => {
    const base = yTop + stairH;
    const light = which === 'palace' ? ['#fbf7ec', '#ece4d0'] : ['#cfc9bf', '#b9b2a6'];
    let inner = hit(x0, yTop, sw * (final + 1), stairH);
    for (let i = 0; i <= final; i++) {
      const x = x0 + i * sw;
      const top = base - 30 - i * ((stairH - 40) / final);
      inner = html`${inner}<rect x="${rd(x)}" y="${rd(top)}" width="${rd(sw)}" height="${rd(base - top)}" fill="${i === final ? (which === 'palace' ? '#e8c96a' : '#8fb8a8') : light[i % 2]}" stroke="${which === 'palace' ? '#8a7a5a' : '#4a443a'}" stroke-width="1"/>${sw >= 24 || i % 2 === 0 ? text(x + sw / 2, base - 5, String(i), 11, html`text-anchor="middle" class="num muted"`) : ''}`;
      if (th.includes(i)) inner = html`${inner}<line x1="${rd(x)}" y1="${rd(top - 6)}" x2="${rd(x)}" y2="${base}" stroke="#a8322a" stroke-width="3"><title>${t('web-board-threshold')}</title></line>`;
    }
    // The building at the top: a palace's crenels, a mosque's dome and minaret.
    const tx = x0 + final * sw;
    const top = base - 30 - final * ((stairH - 40) / final);
    inner = html`${inner}${which === 'palace'
      ? html`<path d="M${rd(tx)} ${rd(top)}v-8h${rd(sw / 5)}v4h${rd(sw / 5)}v-4h${rd(sw / 5)}v4h${rd(sw / 5)}v-4h${rd(sw / 5)}v8z" fill="#e8c96a" stroke="#8a7a5a"/>`
      : html`<path d="M${rd(tx + 3)} ${rd(top)}a${rd(sw / 2 - 3)} ${rd(sw / 2 - 3)} 0 0 1 ${rd(sw - 6)} 0z" fill="#2e9e86" stroke="#0d4a3a"/><rect x="${rd(tx + sw - 6)}" y="${rd(top - 22)}" width="5" height="22" fill="#cfc9bf" stroke="#4a443a"/>`}`;
    inner = html`${inner}${icon(which === 'palace' ? 'i-stair-palace' : 'i-stair-mosque', x0 + 2, yTop + 2, 20, t(which === 'palace' ? 'web-board-palace-track' : 'web-board-mosque-track'))}`;
    s = html`${s}${place(ctx, `stair/${which}`, inner, t('web-board-staircase', { stair: which }))}`;
    // Module 2: the sultan (palace) and the imam (mosque) on a step.
    if (view.board.figures) {
      const f = view.board.figures[ti];
      if (f && f.carrier === null) {
        const x = x0 + f.step * sw + sw / 2;
        const ftop = base - 30 - f.step * ((stairH - 40) / final);
        s = html`${s}<g class="figure" data-piece="${ti === 0 ? 'sultan' : 'imam'}">${icon(ti === 0 ? 'i-sultan' : 'i-imam', x - 10, ftop - 22, 20, t(ti === 0 ? 'web-board-sultan-on-step' : 'web-board-imam-on-step', { step: f.step }))}</g>`;
      }
    }
    view.players.forEach((p, i) => {
      if (noPieces(view, i)) return;
      const step = Math.min(which === 'palace' ? p.palace_step : p.mosque_step, final);
      const stop = base - 30 - step * ((stairH - 40) / final);
      const x = x0 + step * sw + sw / 2 + ((i % 2) - 0.5) * Math.min(14, sw / 2.2);
      const yy = stop + 9 + Math.floor(i / 2) * 14;
      const carried = view.board.figures && view.board.figures[ti] && view.board.figures[ti].carrier === i;
      s = html`${s}${pawn(x, yy, 7, i, t(carried ? (ti === 0 ? 'web-board-pawn-step-sultan' : 'web-board-pawn-step-imam') : 'web-board-pawn-step', { name: ctx.name(i), stair: which, step }), `stair/${which}/${i}`)}`;
      if (carried) s = html`${s}<g class="figure" data-piece="${ti === 0 ? 'sultan' : 'imam'}">${icon(ti === 0 ? 'i-sultan' : 'i-imam', x + 3, yy - 20, 14)}</g>`;
    });
  };
  stair('palace', 0, y);
  y += stairH + 8;
  // Line bonuses: the palace side and the mosque side, then the spaces between.
  const sides = [cat.line_spaces.filter((l) => l.place === 'palace_side'), cat.line_spaces.filter((l) => l.place === 'mosque_side')];
  const mid = cat.line_spaces.filter((l) => l.place === 'bottom' || l.place === 'coverable' || l.place === 'top');
  const perRow = Math.max(5, Math.floor((w - 16) / 36));
  const tw = Math.min(52, (w - 16) / Math.min(perRow, mid.length));
  const tileH = roomy ? 40 : 38;
  const tile = (l, x, yy, group) => {
    const lb = lineBonus(ctx, l.id);
    const inner = html`<rect x="${rd(x + 1)}" y="${yy}" width="${rd(tw - 2)}" height="${tileH}" rx="4" fill="${lb.tile ? '#efd9a8' : '#fffaf0'}" stroke="${lb.tile ? '#8a5a2a' : '#b09a70'}" stroke-width="${lb.tile ? 1.6 : 1}"/>${bonusArt(lb.bonus, x + tw / 2, yy + tileH / 2, lb.bonus && lb.bonus.kind === 'resources' && [lb.bonus.water, lb.bonus.dates, lb.bonus.dinars].filter(Boolean).length > 1 ? 12 : 17)}`;
    const words = lb.bonus ? bonusShort(lb.bonus) : t('web-board-space', { space: l.id });
    return place(ctx, `line/${l.id}`, inner, `${t('web-board-line-bonuses')}: ${t('web-board-line-space', { space: l.id, group, bonus: words })}${lb.tile ? ` (${t('web-board-line-space-tile', { space: l.id, tile: lb.tile })})` : ''}`);
  };
  const palaceSide = t('web-board-palace-side');
  const mosqueSide = t('web-board-mosque-side');
  const between = t('web-board-between-staircases');
  if (w >= 10 * tw + 40) {
    sides[0].forEach((l, k) => { s = html`${s}${tile(l, x0 + k * tw, y, palaceSide)}`; });
    sides[1].forEach((l, k) => { s = html`${s}${tile(l, w - 8 - (sides[1].length - k) * tw, y, mosqueSide)}`; });
    s = html`${s}${icon('i-stair-palace', x0 + sides[0].length * tw + 6, y + 10, 20, palaceSide)}${icon('i-stair-mosque', w - 8 - sides[1].length * tw - 26, y + 10, 20, mosqueSide)}`;
    y += tileH + 6;
  } else {
    sides.forEach((list, g) => {
      list.forEach((l, k) => { s = html`${s}${tile(l, x0 + k * tw, y, g ? mosqueSide : palaceSide)}`; });
      y += tileH + 6;
    });
  }
  mid.forEach((l, k) => {
    const r = Math.floor(k / perRow);
    s = html`${s}${tile(l, x0 + (k % perRow) * tw, y + r * (tileH + 6), between)}`;
  });
  y += Math.ceil(mid.length / perRow) * (tileH + 6) + 2;
  stair('mosque', 1, y);
  y += stairH + 8;
  return { svg: html`<g><title>${t('web-board-staircases')}</title>${frame(w, y, '')}</g>${s}`, h: y };
}

/** The tower base: a ring of the twelve colours round the tower, each with its count. */
function towerBlock(ctx) {
  const { view } = ctx;
  const b = view.board;
  const w = 232;
  const h = 244;
  const cx = w / 2;
  const cy = h / 2 + 8;
  const R = 88;
  let s = html`${frame(w, h, t('web-board-tower-base'), '#f1dcb2')}<circle cx="${cx}" cy="${cy}" r="${R + 22}" fill="url(#pat-zellige-red)" stroke="#7a3a1a" stroke-width="1.5" opacity=".9"/><circle cx="${cx}" cy="${cy}" r="${R - 22}" fill="#e9cf9c" stroke="#7a3a1a"/>${icon('i-tower', cx - 30, cy - 34, 60, t('web-board-tower-base'))}`;
  COLOURS.forEach((c, i) => {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / COLOURS.length;
    const x = cx + R * Math.cos(a);
    const y = cy + R * Math.sin(a);
    const n = b.display[i];
    const inner = html`<circle cx="${rd(x)}" cy="${rd(y)}" r="20" fill="${n ? '#fffaf0' : '#e6d6b4'}" stroke="#7a3a1a" stroke-width="1.2"/>${keshi(x, y - 1, 9.4, c, n ? html`` : html`opacity=".35"`)}${n ? html`<circle cx="${rd(x + 13)}" cy="${rd(y + 12)}" r="8" fill="#a8322a" stroke="#fff"/><text x="${rd(x + 13)}" y="${rd(y + 16)}" font-size="11" text-anchor="middle" class="num on-dark">${n}</text>` : ''}`;
    s = html`${s}${place(ctx, `tower/base/${c}`, inner, t('web-board-in-tower-base', { count: n, colour: colourName(c) }), html`data-tower="${c}"`)}`;
  });
  // Nomads (expansion box): this round's nomad in the tower base.
  if (b.nomads) {
    const nm = b.nomads;
    const inner = html`${hit(cx - 18, cy + 18, 36, 30)}${keshi(cx, cy + 31, 10, 'nomad', nm.in_base ? html`data-piece="nomad/base"` : html`opacity=".3"`)}`;
    s = html`${s}${place(ctx, 'tower/nomad', inner, t(nm.in_base ? 'web-board-nomad-base' : 'web-board-no-nomad', { supply: nm.supply }))}`;
  }
  return { svg: s, h, w };
}

/** The madrasa: four shelves of scrolls (grey, yellow, pink, orange), each with its refresh. */
function madrasaBlock(ctx, w) {
  const { view, cat } = ctx;
  const b = view.board;
  const cw = Math.min(58, (w - 16 - 32) / 3);
  const ch = 52;
  let s = html``;
  SCROLL_TYPES.forEach((ty, ti) => {
    const y = 24 + ti * (ch + 6);
    s = html`${s}<rect x="4" y="${y + ch - 2}" width="${w - 8}" height="6" rx="2" fill="#8a5a2a"/>`;
    b.scrolls[ti].forEach((id, k) => {
      const x = 8 + k * (cw + 4);
      const def = id ? cat.scrolls.find((sc) => sc.id === id) : null;
      const stack = b.scroll_stacks[ti] ? b.scroll_stacks[ti][k] : 0;
      let inner = hit(x, y, cw, ch);
      for (let e = Math.min(stack, 3); e > 0; e--) inner = html`${inner}<rect x="${rd(x + e * 1.5)}" y="${y - e * 1.5 + 2}" width="${rd(cw - 2)}" height="${ch - 4}" rx="4" fill="${SCROLL_FILL[ty]}" stroke="#6a4a2a" opacity=".6"/>`;
      if (id) {
        inner = html`${inner}<rect x="${rd(x)}" y="${y + 2}" width="${rd(cw - 2)}" height="${ch - 4}" rx="4" fill="${SCROLL_FILL[ty]}" stroke="#6a4a2a" stroke-width="1.2"/>${text(x + 4, y + 15, String(id).padStart(2, '0'), 11, html`class="num"`)}${icon(scrollIcon(def), x + cw - 20, y + 4, 16)}${def ? html`${qty(def.requirement, 'i-scholar', x + cw / 2 - 1, y + 26, 13).svg}${qty(def.cost, 'i-dates', x + cw / 2 - 1, y + 40, 13).svg}` : ''}`;
      } else {
        inner = html`${inner}<rect x="${rd(x)}" y="${y + 2}" width="${rd(cw - 2)}" height="${ch - 4}" rx="4" fill="none" stroke="#b09a70" stroke-dasharray="3 3"/>`;
      }
      const words = id ? `${t('web-board-scroll', { ty, id, scholars: def ? def.requirement : 0, dates: def ? def.cost : 0 })}${wordOf(ctx, 'scrolls', id) ? `: ${wordOf(ctx, 'scrolls', id)}` : ''} · ${t('web-board-stack', { count: stack })}` : t('web-board-scroll-slot', { ty, slot: k + 1 });
      s = html`${s}${place(ctx, `madrasa/${ty}/${k}`, inner, words)}`;
    });
    const rx = 8 + 3 * (cw + 4);
    const rw = Math.max(26, w - rx - 6);
    s = html`${s}${place(ctx, `madrasa/${ty}/refresh`, html`<rect x="${rd(rx)}" y="${y + 8}" width="${rd(rw)}" height="${ch - 16}" rx="5" fill="#fffaf0" stroke="#6a4a2a"/><rect x="${rd(rx + 3)}" y="${y + 11}" width="6" height="${ch - 22}" rx="2" fill="${SCROLL_FILL[ty]}"/>${icon('i-refresh', rx + 8 + (rw - 28) / 2, y + ch / 2 - 10, 20, t('web-board-refresh'))}`, t('web-board-refresh-scrolls', { ty }))}`;
  });
  const h = 24 + 4 * (ch + 6) + 4;
  return { svg: html`${frame(w, h, t('web-board-madrasa'), '#efe2c4')}${s}`, h };
}

/** The souk: five stalls of luxury goods under their awnings, and the exchange office. */
function soukBlock(ctx, w) {
  const { view, cat } = ctx;
  const b = view.board;
  const wideRow = w >= 440;
  const stallW = wideRow ? Math.min(70, (w - 16 - 112) / b.luxury.length) : Math.min(68, (w - 16) / b.luxury.length);
  const stallH = 134;
  let s = html``;
  const awning = ['#a8322a', '#1f4fa0', '#2e9e86', '#e2a42c', '#7b3fa0'];
  b.luxury.forEach((id, k) => {
    const x = 8 + k * stallW;
    const y = 24;
    const def = id ? cat.luxury_goods.find((l) => l.id === id) : null;
    const col = awning[k % awning.length];
    let inner = html`<rect x="${rd(x + 2)}" y="${y + 12}" width="${rd(stallW - 4)}" height="${stallH - 12}" rx="3" fill="${id ? '#fff4dc' : '#e8dcc4'}" stroke="#6a4a2a"/><path d="M${rd(x)} ${y + 14}l${rd(stallW / 2)} -14l${rd(stallW / 2)} 14z" fill="${col}" stroke="#4a2a10"/>${join([0, 1, 2, 3].map((q) => html`<path d="M${rd(x + q * stallW / 4)} ${y + 14}a${rd(stallW / 8)} 5 0 0 0 ${rd(stallW / 4)} 0z" fill="${q % 2 ? '#fff4dc' : col}" stroke="#4a2a10" stroke-width=".8"/>`))}`;
    for (let e = Math.min(b.luxury_stacks[k], 4); e > 0; e--) inner = html`${inner}<line x1="${rd(x + 6)}" y1="${y + stallH - e * 3}" x2="${rd(x + stallW - 6)}" y2="${y + stallH - e * 3}" stroke="#b09a70"/>`;
    if (def) {
      const cx = x + stallW / 2;
      inner = html`${inner}${text(x + 6, y + 32, String(id), 11, html`class="num muted"`)}${icon(LUXURY_ICON[def.luxury] || 'i-goods', cx - 16, y + 33, 32, t(`luxury-${kebab(def.luxury)}`))}${qty(def.points, 'i-points', cx, y + 80, 17).svg}`;
      // The price: goods keshis of the three colours.
      const cost = [];
      GOODS.forEach((g, gi) => { for (let n = 0; n < def.cost[gi]; n++) cost.push(g); });
      const kw = Math.min(12, (stallW - 8) / Math.max(1, cost.length));
      cost.forEach((g, i) => { inner = html`${inner}${keshi(cx - ((cost.length - 1) * kw) / 2 + i * kw, y + 100, 6.2, g)}`; });
      let extra = html``;
      if (def.reward && (def.reward.water || def.reward.dates || def.reward.dinars)) extra = html`<text x="${rd(cx - 18)}" y="${y + 122}" font-size="11" class="num">+</text>${resourcesArt(def.reward, cx + 4, y + 118, 13)}`;
      if (def.falcon) {
        extra = html`${join(def.falcon.keshi.map((c, i) => keshi(cx - 14 + i * 10, y + 118, 5, c)))}<g><title>${falconBonus(def.falcon.bonus)}</title>${icon('i-action', cx + 8, y + 110, 15)}</g>`;
      }
      if (def.saddle) {
        extra = view.modules && view.modules.camel_race
          ? html`<g><title>${t('web-board-saddle-camel', { steps: def.saddle.camel_steps })}</title>${qty(def.saddle.camel_steps, 'i-camel', cx, y + 118, 15).svg}</g>`
          : html`<g><title>${t('web-board-saddle-oasis', { discount: def.saddle.oasis_discount })}</title>${qty(-def.saddle.oasis_discount, 'i-oasis', cx, y + 118, 15).svg}</g>`;
      }
      inner = html`${inner}${extra}`;
    }
    const words = def ? `${t('web-board-luxury', { description: wordOf(ctx, 'luxury', id) || `#${id}` })} · ${t('web-board-stack', { count: b.luxury_stacks[k] })}` : `${t('web-board-shop', { number: k + 1 })} · ${t('web-board-sold-out')}`;
    s = html`${s}${place(ctx, `souk/luxury/${k}`, inner, words)}`;
  });
  // The exchange office.
  const office = cat.exchange_offices.find((o) => o.id === b.exchange_office);
  const ox = wideRow ? 8 + b.luxury.length * stallW + 6 : 8;
  const oy = wideRow ? 24 : 24 + stallH + 8;
  const ow = wideRow ? w - ox - 8 : w - 16;
  s = html`${s}<g><title>${t('web-board-exchange-office', { id: b.exchange_office })}</title><rect x="${rd(ox)}" y="${oy}" width="${rd(ow)}" height="${stallH}" rx="6" fill="#f3e6c8" stroke="#6a4a2a"/>${icon('i-exchange', ox + 4, oy + 3, 18)}${text(ox + 26, oy + 16, String(b.exchange_office), 11, html`class="num muted"`)}</g>`;
  GOODS.forEach((g, gi) => {
    const y = oy + 24 + gi * 36;
    const yieldText = office ? resourcesShort(office.yields[gi]) + (office.extra && office.extra[gi] ? ` + ${bonusShort(office.extra[gi])}` : '') : '';
    const extra = office && office.extra && office.extra[gi];
    const inner = html`<rect x="${rd(ox + 4)}" y="${y}" width="${rd(ow - 8)}" height="32" rx="4" fill="#fffaf0" stroke="#cdb68a"/>${keshi(ox + 16, y + 16, 9, g)}${text(ox + 30, y + 20, '→', 12)}${office ? resourcesArt(office.yields[gi], ox + 30 + (ow - 34 - (extra ? 26 : 0)) / 2 + 6, y + 16, 15) : ''}${extra ? bonusArt(extra, ox + ow - 18, y + 16, 14) : ''}`;
    s = html`${s}${place(ctx, `souk/office/${g}`, inner, t('web-board-exchange', { colour: colourName(g), yield: yieldText }))}`;
  });
  const h = (wideRow ? 24 + stallH : oy + stallH) + 8;
  return { svg: html`${frame(w, h, t('web-board-souk'), '#f4e0bc')}${s}`, h };
}

/** The workshops: four gates (horseshoe arches), each with its price and its gate tiles by colour. */
function workshopBlock(ctx, w) {
  const { view, cat } = ctx;
  const b = view.board;
  const gw = (w - 16) / cat.workshops.length;
  const counts = cat.workshops.map((_, k) => COLOURS.filter((_, ci) => b.workshops[k][ci]).length);
  const rows = Math.max(4, Math.ceil(Math.max(...counts) / 2));
  const cellH = 28;
  const gh = 44 + rows * cellH + 10;
  let s = html``;
  cat.workshops.forEach((wsp, k) => {
    const x = 8 + k * gw;
    const y = 24;
    const r = (gw - 8) / 2;
    const arch = `M${rd(x + 4)} ${y + gh}V${rd(y + r)}a${rd(r)} ${rd(r)} 0 0 1 ${rd(2 * r)} 0V${y + gh}z`;
    s = html`${s}<path d="${arch}" fill="#c26a3a" stroke="#5a2a10" stroke-width="1.5"/><path d="M${rd(x + 9)} ${y + gh - 4}V${rd(y + r + 2)}a${rd(r - 5)} ${rd(r - 5)} 0 0 1 ${rd(2 * r - 10)} 0V${y + gh - 4}z" fill="#fbf0d8"/>`;
    s = html`${s}<g><title>${t('web-board-workshop-price', { dinars: wsp.price, points: `${wsp.points > 0 ? '+' : ''}${wsp.points}` })}</title>${qty(wsp.price, 'i-dinar', x + gw / 2, y + 22, 14).svg}${qty(wsp.points > 0 ? `+${wsp.points}` : wsp.points, 'i-points', x + gw / 2, y + 38, 14).svg}</g>`;
    let n = 0;
    COLOURS.forEach((c, ci) => {
      const cnt = b.workshops[k][ci];
      if (!cnt) return;
      const cw = (gw - 18) / 2;
      const gx = x + 9 + (n % 2) * cw;
      const gy = y + 48 + Math.floor(n / 2) * cellH;
      const inner = html`<rect x="${rd(gx + 1)}" y="${gy}" width="${rd(cw - 2)}" height="${cellH - 3}" rx="4" fill="#fffaf0" stroke="#cdb68a"/>${keshi(gx + 11, gy + 12, 8.5, c)}${text(gx + cw - 6, gy + 17, String(cnt), 12, html`text-anchor="end" class="num"`)}`;
      s = html`${s}${place(ctx, `workshop/${k}/${c}`, inner, t('web-board-workshop-gates', { number: k + 1, count: cnt, colour: colourName(c) }))}`;
      n++;
    });
  });
  const h = 24 + gh + 8;
  return { svg: html`${frame(w, h, t('web-board-workshops'), '#f1dcb2')}${s}`, h };
}

/** The river tiles of the three seasons and the season/round tracker. */
function extrasBlock(ctx, w) {
  const { view, cat } = ctx;
  const b = view.board;
  let s = html``;
  let y = 24;
  const rh = 40;
  b.river_tiles.forEach((face, i) => {
    const def = cat.river_tiles.find((x) => x.face === face);
    const cur = view.season === i && view.phase !== 'game_over';
    const past = view.season > i || view.phase === 'game_over';
    const short = def ? riverTileShort(def) : '';
    const lines = wrapLines(short, Math.floor((w - 44) / 6.4));
    const shown = lines.length > 2 ? [lines[0], clip(lines.slice(1).join(' '), Math.floor((w - 44) / 6.4))] : lines;
    const inner = html`<rect x="8" y="${y}" width="${w - 16}" height="${rh - 4}" rx="5" fill="${cur ? '#bde0f2' : past ? '#ddd6c8' : '#eef6fa'}" stroke="${cur ? '#1d6f98' : '#8aa'}" stroke-width="${cur ? 2.2 : 1}"/>${icon('i-river-step', 11, y + 3, 16)}${text(19, y + 32, String(i + 1), 11, html`text-anchor="middle" class="num"`)}${join(shown.map((l, k) => text(32, y + 15 + k * 13, l, 11, html`class="${past ? 'muted' : ''}"`)))}`;
    s = html`${s}${place(ctx, `river-tile/${i}`, inner, t('web-board-river-tile', { season: i + 1, description: wordOf(ctx, 'river_tiles', face) || short || `#${face}` }))}`;
    y += rh;
  });
  // Season and round trackers.
  y += 4;
  const seasons = cat.rules.seasons.value;
  const rounds = cat.rules.rounds_per_season.value;
  const cw = Math.min(30, (w - 40) / rounds);
  s = html`${s}${icon('i-season', 8, y + 4, 20, t('web-board-season-round'))}`;
  for (let se = 1; se <= seasons; se++) {
    for (let ro = 1; ro <= rounds; ro++) {
      const now = view.phase !== 'setup' && view.season === se - 1 && view.round === ro - 1;
      const past = view.season > se - 1 || (view.season === se - 1 && view.round > ro - 1) || view.phase === 'game_over';
      const cx = 32 + (ro - 1) * cw;
      const cy = y + (se - 1) * 15;
      s = html`${s}<rect x="${rd(cx)}" y="${cy}" width="${rd(cw - 3)}" height="12" rx="3" fill="${now ? '#a8322a' : past ? '#d8c39a' : '#fffaf0'}" stroke="#6a4a2a"><title>${t(now ? 'web-board-tracker-now' : 'web-board-tracker', { season: se, round: ro })}</title></rect>`;
    }
  }
  y += seasons * 15 + 8;
  return { svg: html`${frame(w, y, t('web-board-river-tiles'), '#eef0e4', '#5a7a8a')}${s}`, h: y };
}

/** Module material: leftover oases, desert towns and the nomad board (one strip), or null. */
function moduleBlock(ctx, w, tight = false) {
  const { view } = ctx;
  const b = view.board;
  const oases = false;
  const towns = view.modules && view.modules.desert_towns && b.towns && b.towns.length;
  const nomads = b.nomads;
  if (!oases && !towns && !nomads) return null;
  let s = html``;
  let x = 8;
  let y = 8;
  const h1 = 44;
  const room = (need) => {
    if (x > 8 && x + need > w - 8) {
      x = 8;
      y += h1 + 6;
    }
  };
  if (oases) {
    room(b.bonus_oases.length * 48 + 24);
    s = html`${s}${icon('i-oasis', x, y + 10, 22, t('web-board-leftover-oases'))}`;
    x += 26;
    b.bonus_oases.forEach((o, i) => {
      if (o === null) return;
      s = html`${s}${place(ctx, `bonus-oasis/${i}`, oasisTile(x, y, 44, h1, o, ctx), withEffect(t('web-board-oasis', { id: o }), oasisText(ctx, o)))}`;
      x += 48;
    });
    x += 10;
  }
  if (towns) {
    room(b.towns.length * 44 + 24);
    s = html`${s}${icon('i-town', x, y + 10, 22, t('web-board-desert-towns'))}`;
    x += 26;
    b.towns.forEach((town, i) => {
      if (x + 42 > w - 8) {
        x = 34;
        y += h1 + 6;
      }
      const inner = html`<rect x="${x}" y="${y}" width="40" height="${h1}" rx="5" fill="#e9c98f" stroke="#6a4a2a"/>${icon('i-town', x + 9, y + 2, 22)}${text(x + 20, y + h1 - 5, String(town), 11, html`text-anchor="middle" class="num"`)}`;
      s = html`${s}${place(ctx, `towns/${i}`, inner, withEffect(t('web-board-desert-town', { id: town }), townText(ctx, town)))}`;
      x += 44;
    });
    x += 10;
  }
  if (nomads) {
    room(90);
    s = html`${s}<g><title>${t(nomads.in_base ? 'web-board-nomad-base-short' : 'web-board-no-nomad-short', { supply: nomads.supply })}: ${t(nomads.in_base ? 'web-board-nomad-base' : 'web-board-no-nomad', { supply: nomads.supply })}</title><rect x="${x}" y="${y}" width="84" height="${h1}" rx="5" fill="#efe2c4" stroke="#6a4a2a"/>${qty(nomads.supply, 'i-nomad', x + 42, y + h1 / 2, 26).svg}</g>`;
    x += 90;
  }
  const h = y + h1 + 8;
  // Tight: as wide as what it holds (beside the score track).
  const ww = tight && y === 8 ? Math.min(w, x + 2) : w;
  return { svg: html`${frame(ww, h, '', '#f3e3c0')}${s}`, h, w: ww };
}

/** The score track: a thin band with each seat's marker. */
function scoreBlock(ctx, w) {
  const { view } = ctx;
  const max = Math.max(60, Math.ceil(Math.max(...view.players.map((p) => p.score + 5)) / 10) * 10);
  const x0 = 34;
  const tw = w - x0 - 20;
  const h = 46;
  let s = html`${frame(w, h, '', '#f4e6c6')}${icon('i-points', 8, 12, 20, t('web-board-scores'))}<rect x="${x0}" y="16" width="${tw}" height="14" rx="7" fill="url(#pat-zellige)" stroke="#6a4a2a" opacity=".8"/>`;
  for (let v = 0; v <= max; v += 10) {
    const x = x0 + (v / max) * tw;
    s = html`${s}<line x1="${rd(x)}" y1="14" x2="${rd(x)}" y2="32" stroke="#6a4a2a"/>${text(x, 43, String(v), 11, html`text-anchor="middle" class="num muted"`)}`;
  }
  const seen = {};
  view.players.forEach((p, i) => {
    const v = Math.max(0, Math.min(p.score, max));
    const key = Math.round(v / (max / 60));
    const stack = seen[key] || 0;
    seen[key] = stack + 1;
    const x = x0 + (v / max) * tw;
    s = html`${s}${pawn(x, 23 - stack * 6, 9, i, `${ctx.name(i)}: ${t('web-short-points', { count: p.score })}`, `score/${i}`)}`;
  });
  return { svg: s, h };
}

/** A hunting falcon's bonus in a few words. */
function falconBonus(b) {
  switch (b && b.kind) {
    case 'exchange_keshi': return t('web-falcon-exchange-keshi');
    case 'swap_resources': return t('web-falcon-swap-resources');
    case 'main_square_field': return t('web-falcon-square-bonus', { times: b.times });
    case 'steps': return t('web-falcon-steps', { count: b.n });
    case 'nomad': return t('web-falcon-nomad');
    default: return b ? t('component-short-bonus') : '';
  }
}

/** A piece's name and, if the server sent it, what it does: "Oasis #12: …". */
export function withEffect(name, effect) {
  return effect ? t('web-with-effect', { name, effect }) : name;
}

/** A text the server made for a piece of the catalog (`/api/words`): `kind` by id. */
export function wordOf(ctx, kind, id) {
  const w = ctx && ctx.words && ctx.words[kind];
  return w && w[id] ? w[id] : '';
}

/** An oasis's effect in words (for its tooltip), from the server, in this game's edition. */
export function oasisText(ctx, id) {
  const w = ctx && ctx.words && ctx.words.oases;
  const ed = ctx && ctx.view && ctx.view.edition === 'essential' ? 'essential' : 'classic';
  return (w && w[ed] && w[ed][id]) || '';
}

/** A desert town's effect in words (for its tooltip), from the server, in this game's edition. */
export function townText(ctx, id) {
  const w = ctx && ctx.words && ctx.words.towns;
  const ed = ctx && ctx.view && ctx.view.edition === 'essential' ? 'essential' : 'classic';
  return (w && w[ed] && w[ed][id]) || '';
}

function clip(s, n) {
  return s.length > n ? `${s.slice(0, n - 1)}…` : s;
}

/** A river tile's bonus in a few words, for the board ("1st 5 pts; 2nd 3 pts"). */
export function riverTileShort(def) {
  const b = def.bonus;
  if (!b) return '';
  if (b.kind === 'single') return rewardShort(b.reward);
  if (b.kind === 'ranked') return t('web-river-ranked', { first: rewardShort(b.first), second: rewardShort(b.second) });
  if (b.kind === 'choice') return t('web-river-choice', { a: rewardShort(b.a), b: rewardShort(b.b) });
  return t('component-short-bonus');
}

function rewardShort(r) {
  if (!r) return '';
  const n = r.points ?? r.count ?? r.steps ?? r.n;
  switch (r.kind) {
    case 'points': return t('web-short-points', { count: n });
    case 'any_resources': return t('web-short-any-resources', { count: n });
    case 'any_keshis': return t('web-short-any-keshis', { count: n });
    case 'stair_steps': return t('web-short-stair-steps-any', { count: n });
    case 'points_per_gate': return t('web-short-per-gate', { count: n });
    case 'points_per_keshi': return t('web-short-per-keshi', { count: n, colour: colourName(r.colour) });
    case 'sector_action': return t('web-short-sector-action');
    case 'bonus_oasis': return t('web-short-leftover-oasis');
    case 'water_vendor': return t('web-short-water-vendor');
    case 'crocodile_start': return t('web-short-crocodile-start');
    case 'goods_set': return t('web-short-goods-set');
    case 'keshi_of_colours': return t('web-short-keshi-of', { colours: (r.colours || []).map(colourName).join('/') });
    case 'resources': return resourcesShort(r.resources);
    case 'claim_free_oases': return t('web-short-free-oases', { count: n });
    case 'main_square_actions': return t('web-short-square-actions', { count: r.times });
    case 'resources_per_keshi': return t('web-short-per-keshi-resources', { resources: resourcesShort(r.resources), colour: colourName(r.colour) });
    case 'points_per_keshis': return t('web-short-per-keshis', { divisor: r.divisor });
    case 'points_per_luxury_good': return t('web-short-per-luxury-good', { count: n });
    default: return t('component-short-bonus');
  }
}

export function oasisTile(x, y, w, h, id, ctx, hidden = false) {
  if (hidden || id === null || id === undefined) {
    return html`${rect(x, y, w, h, 'url(#pat-hidden)', html`stroke="#8a6a3a"`)}${text(x + w / 2, y + h / 2 + 4, '?', 12, html`text-anchor="middle" class="lbl"`)}`;
  }
  const o = ctx && ctx.cat.oases ? ctx.cat.oases.find((x2) => x2.id === id) : null;
  // The expansion's oases (they name the module they need) are tinted.
  const fill = o && o.needs ? '#e6d3f0' : '#cfe8b0';
  const s = Math.min(h - 6, w * 0.6);
  return html`${rect(x, y, w, h, fill, html`stroke="#5a7a2a"`)}${icon('i-oasis', x + 2, y + 2, s)}${text(x + w - 3, y + h - 4, String(id), 11, html`text-anchor="end" class="num"`)}`;
}

export { KESHI };
