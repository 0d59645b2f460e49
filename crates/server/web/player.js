// @ts-check
// One player's board in SVG: the nine sectors with keshis, water vendors,
// assistants and gates; the main square with the audience disc and the
// entertainers; the Sahara paths with oases and caravans; the medina's
// watchtower; the oasis storage; resources, goods, screen, selection,
// provision tiles, scrolls, luxury goods and desert towns.

import { COLOURS, GOODS, KESHI, SECTORS, SEATS, SCROLL_FILL } from './names.js';
import { t, colourName, sectorTitle, sectorName, kebab } from './i18n.js';
import { boardWidth, defs, keshi, place, rect, text, bonusShort, resourcesShort, wrapLines, bonusArt, resourcesArt, qty, hit } from './svg.js';
import { icon, iconHtml, keshiHtml, ensureSprite, LUXURY_ICON, scrollIcon } from './sprite.js';
import { oasisTile, oasisText, townText, wordOf, withEffect } from './board.js';
import { spectatorArea } from './race.js';
import { buildingBand, provisionDrawn, provisionEffect } from './expansion.js';
import { html, join } from './html.js';


function spectators(cat, purple, rotation, field, room = null) {
  // Special buildings, the practice room: the new audience disc (003 "Der Übungsraum").
  const disc = room ? (purple ? room.purple : room.pink) : purple ? cat.audience_disc.purple : cat.audience_disc.pink;
  const n = disc.length;
  if (!n) return 0;
  return disc[(field + n - (rotation % n)) % n];
}

/** Nomads (expansion box) counted with the keshis of sector `id` (index `i`). */
function nomadsIn(p, id, i) {
  const m = p.nomads;
  if (!m) return 0;
  const bits = (x) => { let c = 0; for (let v = x; v; v >>= 1) c += v & 1; return c; };
  switch (id) {
    case 'souk': return 0;
    case 'main_square': return bits(m.fields);
    case 'medina': return m.watchtower + m.gates;
    case 'sahara': return m.caravans.reduce((a, c) => a + bits(c), 0);
    default: return m.markers[i] || 0;
  }
}

/** The practice room's disc when `p` plays it (special buildings, front side). */
function practiceRoom(ctx, p) {
  const { view, cat } = ctx;
  if (!p.building || p.building.kept === null || p.building.kept === undefined) return null;
  if (!view.modules || view.modules.special_buildings !== 'front') return null;
  const d = ((cat.special_buildings && cat.special_buildings.buildings) || []).find((b) => b.id === p.building.kept);
  return d && d.ability && d.ability.kind === 'practice_room' ? d.ability : null;
}

/** The data-key of a nomad that may be moved away from `spot` (its own piece). */
function nomadKey(me, spot) {
  return `${me}/nomad/${spot}`;
}

/** A provision tile's tooltip: face down (with its tier), or its cost, penalty and effect. */
function provisionTitle(tile, tier, active, def, effect) {
  const tierName = tier ? t(`web-tier-${tier}`) : '';
  if (!tile) return tier ? t('web-player-provision-hidden-tier', { tier: tierName }) : t('web-player-provision-hidden');
  const head = t(active ? 'web-player-provision-title-active' : 'web-player-provision-title', { id: tile, tier: tierName || 'none' });
  const pay = def ? t('web-player-provision-title-pay', { cost: resourcesShort(def.cost), penalty: def.penalty }) : '';
  return [head + pay, effect].filter(Boolean).join('; ');
}

/** The quarters' places in the city: the main square in the middle, the eight others round it. */
const CITY = ['river', 'date_orchard', 'souk', 'palace', 'main_square', 'mosque', 'madrasa', 'medina', 'sahara'];

/** A quarter's outline: a horseshoe arch (wider than a half ellipse at its spring) over a rectangle. */
function quarterPath(x, y, w, h) {
  const rx = w / 2;
  const ry = Math.min(h * 0.32, rx * 0.5);
  const cx = x + rx;
  const cy = y + ry;
  const sy = cy + ry * 0.35;
  const dx = rx * 0.937;
  return `M${rd(x)} ${rd(y + h)}V${rd(sy)}L${rd(cx - dx)} ${rd(sy)}A${rd(rx)} ${rd(ry)} 0 1 1 ${rd(cx + dx)} ${rd(sy)}L${rd(x + w)} ${rd(sy)}V${rd(y + h)}Z`;
}

/** @param {number} v */
function rd(v) {
  return Math.round(v * 100) / 100;
}

export function playerBoard(ctx, p) {
  ensureSprite();
  const { view, cat } = ctx;
  const me = `p${p.seat}`;
  const room = practiceRoom(ctx, p);
  const own = view.viewer === p.seat;
  const narrow = !!ctx.narrow;
  const W = narrow ? boardWidth(ctx) : 640;
  const seat = SEATS[p.seat % SEATS.length];
  const gap = 6;
  const cw = (W - 16 - 2 * gap) / 3;
  const ch = narrow ? 150 : 108;
  const x0 = 8;
  const y0 = 8;
  const sectorKeshis = Object.fromEntries(p.sector_keshis);
  const usedMask = p.assistants_used || 0;
  let s = html`<rect x="2" y="2" width="${W - 4}" height="${rd(3 * ch + 2 * gap + 12)}" rx="10" fill="#b5562b" stroke="${seat.fill}" stroke-width="3"/><rect x="2" y="2" width="${W - 4}" height="${rd(3 * ch + 2 * gap + 12)}" rx="10" fill="url(#pat-zellige-red)" opacity=".35"/>`;
  CITY.forEach((id, gi) => {
    const i = SECTORS.findIndex((x) => x.id === id);
    const sec = SECTORS[i];
    const col = gi % 3;
    const rw = Math.floor(gi / 3);
    const x = x0 + col * (cw + gap);
    const y = y0 + rw * (ch + gap);
    const n = sectorKeshis[sec.id] || 0;
    let inner = html`${hit(x, y, cw, ch)}<path d="${quarterPath(x, y, cw, ch)}" fill="${id === 'main_square' ? '#fbe3ee' : id === 'sahara' ? 'url(#pat-dunes)' : '#fbf1dc'}" stroke="#5a2a10" stroke-width="1.2"/>${text(x + cw / 2, y + 17, sectorTitle(sec.id), 12, html`text-anchor="middle" class="title art-title"`)}`;
    if (id === 'main_square') {
      inner = html`${inner}${mainSquare(ctx, p, me, x, y, cw, ch, room)}`;
      s = html`${s}${place(ctx, `${me}/sector/${sec.id}`, inner, t('web-player-sector', { sector: sectorTitle(sec.id), count: n }))}`;
      return;
    }
    if (id === 'souk') {
      const gw = Math.min(44, (cw - 12) / 3);
      GOODS.forEach((g, k) => {
        const gx = x + cw / 2 - 1.5 * gw + k * gw;
        inner = html`${inner}${place(ctx, `${me}/goods/${g}`, html`<rect x="${rd(gx + 1)}" y="${y + 26}" width="${rd(gw - 2)}" height="44" rx="5" fill="#fff" stroke="#cdb68a"/>${keshi(gx + gw / 2, y + 41, 9, g)}${text(gx + gw / 2, y + 66, String(p.goods[k]), 13, html`text-anchor="middle" class="num"`)}`, t('web-player-goods', { count: p.goods[k], colour: colourName(g) }))}`;
      });
      if (p.souk_vendor && p.souk_vendor !== 'none') inner = html`${inner}<g><title>${t('web-player-souk-vendor', { state: p.souk_vendor })}</title>${keshi(x + 18, y + 88, 9, 'red', p.souk_vendor === 'placed' ? html`opacity=".55"` : html``)}</g>`;
    } else {
      const c = sec.colour;
      const nomads = nomadsIn(p, sec.id, i);
      const sahara = id === 'sahara';
      const medina = id === 'medina';
      const per = narrow ? 3 : 4;
      const sp = Math.min(25, (cw - (narrow ? 34 : 54)) / per);
      const kx0 = x + 8 + sp / 2;
      const ky0 = y + 35;
      let nomadPieces = html``;
      let nomadCells = html``;
      // The Sahara's keshis fit one row (its paths take the rest).
      const slots = sahara ? 0 : 8;
      for (let k = 0; k < slots; k++) {
        const kx = kx0 + (k % per) * sp;
        const ky = ky0 + Math.floor(k / per) * 25;
        if (k < n && k >= n - nomads) {
          nomadPieces = html`${nomadPieces}${keshi(kx, ky, 10, 'nomad', html`data-piece="nomad/${p.seat}/${sec.id}/${k}"`)}`;
          nomadCells = html`${nomadCells}${hit(kx - sp / 2, ky - 12.5, sp, 25)}`;
        } else inner = html`${inner}${k < n ? keshi(kx, ky, 10, c) : html`<circle cx="${rd(kx)}" cy="${rd(ky)}" r="8" fill="none" stroke="#c9ab7a" stroke-dasharray="2 2"/>`}`;
      }
      // With nomads: the count of keshis and nomads in words, under the keshis.
      if (nomads) inner = html`${inner}${text(x + 8, sahara ? y + ch - 36 : y + ch - 8, t('web-player-count-nomads', { n, count: nomads }), 11, html`class="muted"`)}`;
      if (sahara) inner = html`${inner}<g><title>${t('web-player-sector', { sector: sectorTitle(sec.id), count: n })}</title>${keshi(x + 16, y + 22, 8, 'brown')}${text(x + 27, y + 27, `${n}`, 12, html`class="num"`)}</g>`;
      if (nomadPieces) {
        const from = medina ? 'guard' : sahara ? null : `marker/${sec.id}`;
        const hitg = html`<g class="hit">${nomadCells}</g>`;
        inner = html`${inner}${from ? place(ctx, nomadKey(me, from), html`${hitg}${nomadPieces}`, t('web-player-nomads-in', { count: nomads, sector: sectorName(sec.id) })) : nomadPieces}`;
      }
      // The water vendor's spot.
      const vx = sahara ? x + cw - 16 : x + cw - 22;
      const vy = sahara ? y + 22 : y + 40;
      const vendor = p.water_vendors.includes(sec.id);
      const nomadVendor = p.nomads && (p.nomads.vendors >> i) & 1;
      const vendorPiece = vendor && nomadVendor
        ? place(ctx, nomadKey(me, `vendor/${sec.id}`), html`${hit(vx - 12, vy - 12, 24, 24)}${keshi(vx, vy, 10, 'nomad', html`data-piece="nomad/${p.seat}/vendor/${sec.id}"`)}`, t('web-player-nomad-vendor', { sector: sectorName(sec.id) }))
        : keshi(vx, vy, 10, 'red');
      inner = html`${inner}${place(ctx, `${me}/sector/${sec.id}/vendor`, vendor ? vendorPiece : html`${hit(vx - 12, vy - 12, 24, 24)}<circle cx="${rd(vx)}" cy="${rd(vy)}" r="9" fill="#fffaf0" stroke="#d0312d" stroke-dasharray="2 2"/>${icon('i-water', vx - 5, vy - 5, 10)}`,
        t(vendor ? 'web-player-vendor' : 'web-player-no-vendor', { sector: sectorName(sec.id) }))}`;
      if (medina) inner = html`${inner}${watchtower(ctx, p, me, x + 8, y + ch - 34, cw - 60)}`;
      if (sahara) inner = html`${inner}${saharaPaths(ctx, p, me, x, y + 30, cw, ch - 30)}`;
    }
    // Assistants of this round in this quarter.
    const here = p.assistants.map((a, k) => [a, k]).filter(([a]) => a === sec.id);
    here.forEach(([, k], j) => {
      const used = (usedMask >> k) & 1;
      const ax = x + cw - 52 - j * 15;
      const ay = y + ch - 28;
      inner = html`${inner}<g class="assistant"><title>${t(used ? 'web-player-assistant-used' : 'web-player-assistant')}</title><rect x="${rd(ax)}" y="${ay}" width="13" height="22" rx="6" fill="${used ? '#bbb' : seat.fill}" stroke="#111"/><rect x="${rd(ax)}" y="${ay}" width="13" height="22" rx="6" fill="url(#${seat.pattern})" opacity="${used ? 0.3 : 1}"/></g>`;
    });
    // The gate space on the city wall (the quarter's outer side).
    const gsi = cat.gate_spaces.findIndex((g) => g.sector === sec.id);
    if (gsi >= 0) {
      const gate = p.gates[gsi];
      const gs = cat.gate_spaces[gsi];
      const gw = 28;
      const gh = 30;
      const gx = x + cw - gw - 6;
      const gy = y + ch - gh - 4;
      const arch = `M${rd(gx)} ${gy + gh}V${gy + 12}a${gw / 2} 12 0 0 1 ${gw} 0V${gy + gh}z`;
      const g = html`<path d="${arch}" fill="${gate ? KESHI[gate].fill : '#efe0c0'}" stroke="${KESHI[gs.colour].fill === '#f7f4ea' ? '#8a7a5a' : KESHI[gs.colour].fill}" stroke-width="2.6"/>${gate ? icon(`i-keshi-${gate}`, gx + 4, gy + 8, gw - 8) : html`<g opacity=".4">${icon(`i-keshi-${gs.colour}`, gx + 6, gy + 10, gw - 12)}</g>`}`;
      inner = html`${inner}${place(ctx, `${me}/gate/${gsi}`, html`${hit(gx - 1, gy - 1, gw + 2, gh + 2)}${g}`,
        gate ? t('web-player-gate-built', { colour: colourName(gate), sector: sectorName(sec.id) }) : t('web-player-gate-free', { sector: sectorName(sec.id), colour: colourName(gs.colour) }))}`;
    }
    // The assistant's options (drawn only when legal).
    const newKey = `${me}/sector/${sec.id}/new`;
    const actKey = `${me}/sector/${sec.id}/action`;
    const by = y + ch - 30;
    if (ctx.isLegal(newKey)) inner = html`${inner}${place(ctx, newKey, html`<rect x="${x + 6}" y="${by}" width="40" height="26" rx="5" fill="#fff" stroke="#333"/>${icon('i-new-keshi', x + 14, by + 2, 22)}`, t('web-player-new-keshi', { sector: sectorTitle(sec.id) }))}`;
    if (ctx.isLegal(actKey)) inner = html`${inner}${place(ctx, actKey, html`<rect x="${x + 50}" y="${by}" width="40" height="26" rx="5" fill="#fff" stroke="#333"/>${icon('i-action', x + 59, by + 2, 22)}`, t('web-player-sector-action', { sector: sectorTitle(sec.id) }))}`;
    s = html`${s}${place(ctx, `${me}/sector/${sec.id}`, inner, sec.id === 'souk' ? t('web-player-sector-souk', { sector: sectorTitle(sec.id) }) : t('web-player-sector', { sector: sectorTitle(sec.id), count: n }))}`;
  });
  let y = y0 + 3 * ch + 2 * gap + 12;
  // Below the city: resources, storage, set-aside keshis; screen and selection; provision tiles.
  const band = cityBand(ctx, p, me, own, W, y);
  s = html`${s}${band.svg}`;
  y = band.y;
  if (p.building) {
    const bb = buildingBand(ctx, p, y);
    s = html`${s}${bb.svg}`;
    y += bb.h;
  }
  if (p.race) {
    const sa = spectatorArea(ctx, p, 4, y, W - 8);
    s = html`${s}${sa.svg}`;
    y += sa.h;
  }
  return html`<svg class="board player art" viewBox="0 0 ${W} ${rd(y + 2)}" role="group" aria-label="${t('web-player-board', { name: ctx.name(p.seat) })}" xmlns="http://www.w3.org/2000/svg">${defs()}${s}</svg>`;
}

/** The main square: eight fields (bonus, spectators of the audience disc, entertainer). */
function mainSquare(ctx, p, me, x, y, cw, ch, room) {
  const { view, cat } = ctx;
  let s = html`<circle cx="${rd(x + cw / 2)}" cy="${rd(y + ch / 2 + 10)}" r="${rd(Math.min(cw, ch) / 2 - 16)}" fill="url(#pat-zellige-mint)" opacity=".35"/>`;
  const fw = (cw - 8) / 4;
  const fh = (ch - 28) / 2;
  cat.main_square_fields.forEach((f, i) => {
    const fx = x + 4 + (i % 4) * fw;
    const fy = y + 24 + Math.floor(i / 4) * fh;
    const has = (p.entertainers >> i) & 1;
    const sp = spectators(cat, !!(view.modules && view.modules.spectators), p.disc_rotation, i, room);
    const nomadHere = p.nomads && (p.nomads.fields >> i) & 1;
    const piece = has ? (nomadHere ? place(ctx, nomadKey(me, `field/${i}`), html`${hit(fx + fw / 2 - 12, fy + 18, 24, 24)}${keshi(fx + fw / 2, fy + 30, 9, 'nomad', html`data-piece="nomad/${p.seat}/field/${i}"`)}`, t('web-player-nomad-field', { field: i + 1 })) : keshi(fx + fw / 2, fy + 30, 9, 'pink')) : html`<circle cx="${rd(fx + fw / 2)}" cy="${rd(fy + 30)}" r="7" fill="none" stroke="#c0628f" stroke-dasharray="2 2"/>`;
    const dots = join(Array.from({ length: Math.min(sp, 4) }, (_, k) => html`<circle cx="${rd(fx + fw / 2 - (Math.min(sp, 4) - 1) * 3.5 + k * 7)}" cy="${rd(fy + fh - 7)}" r="2.6" fill="#7a2a4a"/>`));
    s = html`${s}${place(ctx, `${me}/square/${i}`, html`<rect x="${rd(fx + 1)}" y="${rd(fy)}" width="${rd(fw - 2)}" height="${rd(fh - 2)}" rx="5" fill="${has ? '#f7c2dc' : '#fffaf5'}" stroke="#c0628f"/>${bonusArt(f.bonus, fx + fw / 2, fy + 10, 13)}${piece}${sp ? dots : text(fx + fw / 2, fy + fh - 4, '–', 11, html`text-anchor="middle" class="muted"`)}`,
      t(has ? 'web-player-field-entertainer' : 'web-player-field', { field: i + 1, bonus: bonusShort(f.bonus), count: sp }))}`;
  });
  return html`<g><title>${t(room ? 'web-player-square-practice' : 'web-player-square', { rotation: p.disc_rotation })}</title>${s}</g>`;
}

/** The medina's watchtower with its guards. */
function watchtower(ctx, p, me, x, y, w) {
  const n = p.watchtower;
  const nomads = p.nomads ? p.nomads.watchtower : 0;
  const inner = html`${hit(x, y, Math.max(w, 60), 30)}${icon('i-watchtower', x, y + 2, 26, t('web-player-watchtower-title', { count: n }))}${text(x + 30, y + 21, String(n), 13, html`class="num"`)}${join(Array.from({ length: Math.min(n, Math.floor((w - 40) / 12)) }, (_, k) => keshi(x + 50 + k * 12, y + 15, 6, k >= n - nomads ? 'nomad' : 'beige', k >= n - nomads ? html`data-piece="nomad/${p.seat}/guard/${k}"` : html``)))}`;
  return place(ctx, `${me}/watchtower`, inner, nomads ? t('web-player-watchtower-nomads', { count: n, nomads }) : t('web-player-watchtower', { count: n }));
}

/** The Sahara's two caravan paths with their oases (and desert-town spaces), and the start oasis path. */
function saharaPaths(ctx, p, me, x, y, cw, h) {
  const { view, cat } = ctx;
  const towns = !!(view.modules && view.modules.desert_towns);
  const slotsPer = 3 + (towns ? 1 : 0);
  // On a phone the path's camel is left out: its tiles take the width.
  const lead = ctx.narrow ? 6 : 26;
  const og = ctx.narrow ? 0.5 : 2;
  const ow = Math.min(34, (cw - lead - 4) / slotsPer - og);
  const rowH = Math.min(34, (h - 32) / 2);
  let s = html``;
  const paths = [['left', t('web-player-path-left')], ['right', t('web-player-path-right')]];
  paths.forEach(([path, title], pi) => {
    const py = y + pi * rowH;
    const pos = p.caravans[pi];
    let inner = html`${hit(x + 4, py, cw - 40, rowH - 2)}<path d="M${x + 10} ${rd(py + rowH / 2)}H${rd(x + lead + slotsPer * (ow + og))}" stroke="#a0783a" stroke-width="3" stroke-dasharray="4 3"/>${ctx.narrow ? '' : icon('i-camel', x + 6, py + rowH / 2 - 9, 18)}`;
    cat.oasis_slots.forEach((slot, si) => {
      if (slot.path !== path) return;
      const ox = x + lead + (slot.position - 1) * (ow + og);
      const o = p.oasis_slots[si];
      let tile;
      if (!o || o.status === 'hidden') tile = oasisTile(ox, py + 1, ow, rowH - 4, null, ctx, true);
      else tile = html`${oasisTile(ox, py + 1, ow, rowH - 4, o.oasis, ctx)}${o.status === 'claimed' ? html`<path d="M${rd(ox + ow - 11)} ${rd(py + 6)}l3 3l6-6" stroke="#1a5a1a" stroke-width="2.2" fill="none"><title>${t('web-player-claimed')}</title></path>` : ''}`;
      const isNomad = p.nomads && (p.nomads.caravans[pi] >> (slot.position - 1)) & 1;
      if (pos >= slot.position) tile = html`${tile}${keshi(ox + ow - 7, py + rowH - 9, 6, isNomad ? 'nomad' : 'brown', isNomad ? html`data-piece="nomad/${p.seat}/${path}/${slot.position}"` : html``)}`;
      inner = html`${inner}${place(ctx, `${me}/oasis/${si}`, tile, o && o.status !== 'hidden' ? t('web-player-oasis', { name: withEffect(t(o.status === 'claimed' ? 'web-player-oasis-claimed' : 'web-player-oasis-discovered', { id: o.oasis }), oasisText(ctx, o.oasis)), cost: resourcesShort(slot.cost) }) : t('web-player-oasis-hidden', { cost: resourcesShort(slot.cost) }))}`;
    });
    if (towns) {
      const town = p.towns[pi];
      const tx = x + lead + 3 * (ow + og);
      inner = html`${inner}${place(ctx, `${me}/town/${pi}`, html`<rect x="${rd(tx)}" y="${rd(py + 1)}" width="${rd(ow)}" height="${rowH - 4}" rx="4" fill="${town ? '#e9c98f' : '#fff7e6'}" stroke="#8a6a3a" stroke-dasharray="${town ? '' : '3 2'}"/>${town ? icon('i-town', tx + ow / 2 - 10, py + 3, 20) : html`<g opacity=".35">${icon('i-town', tx + ow / 2 - 9, py + 4, 18)}</g>`}${town && town.claimed ? html`<path d="M${rd(tx + ow - 11)} ${rd(py + 6)}l3 3l6-6" stroke="#1a5a1a" stroke-width="2.2" fill="none"/>` : ''}`,
        town ? withEffect(t(town.claimed ? 'web-player-town-claimed' : 'web-player-town', { id: town.town }), townText(ctx, town.town)) : t('web-player-town-empty'))}`;
    }
    s = html`${s}${place(ctx, `${me}/path/${path}`, inner, t('web-player-caravan-at', { path: title, position: pos }))}`;
  });
  // The start oasis path: up to two caravans.
  const st = p.caravans[2];
  const sy = y + 2 * rowH;
  const sh = Math.max(26, h - 2 * rowH - 4);
  s = html`${s}${place(ctx, `${me}/path/start_oasis`, html`${hit(x + 4, sy, 110, sh - 2)}${icon('i-oasis', x + 6, sy + sh / 2 - 10, 20, t('web-player-start-oasis-path'))}${join(Array.from({ length: 2 }, (_, k) => (k < st ? keshi(x + 40 + k * 20, sy + sh / 2 - 1, 7.5, p.nomads && (p.nomads.caravans[2] >> k) & 1 ? 'nomad' : 'brown') : html`<circle cx="${x + 40 + k * 20}" cy="${rd(sy + sh / 2 - 1)}" r="7" fill="none" stroke="#a0783a" stroke-dasharray="2 2"/>`)))}${bonusArt(cat.start_oasis.right, x + 84, sy + sh / 2 - 1, 13)}`,
    `${t('web-player-start-oasis', { count: st })}: ${t('web-player-start-oasis-caravans', { count: st, right: bonusShort(cat.start_oasis.right), left: bonusShort(cat.start_oasis.left) })}`)}`;
  return s;
}

/** The band below the city: resources, oasis storage, set-aside keshis, screen, selection, provision tiles. */
function cityBand(ctx, p, me, own, W, y0) {
  const { cat } = ctx;
  let s = html``;
  let y = y0 + 4;
  // Row 1: resources and the oasis storage.
  const res = [['water', 'i-water'], ['dates', 'i-dates'], ['dinars', 'i-dinar']];
  const narrow = W < 500;
  const rw = narrow ? (W - 16) / 3 : 62;
  res.forEach(([k, id], i) => {
    const x = 8 + i * rw;
    s = html`${s}${place(ctx, `${me}/res/${k}`, html`<rect x="${rd(x + 1)}" y="${y}" width="${rd(rw - 2)}" height="36" rx="6" fill="#fffaf0" stroke="#b08a52"/>${icon(id, x + 6, y + 7, 22, t(`web-player-res-${k}`))}${text(x + rw - 8, y + 25, String(p.resources[k]), 16, html`text-anchor="end" class="num count"`)}`, t({ water: 'web-short-water', dates: 'web-short-dates', dinars: 'web-short-dinars' }[k], { count: p.resources[k] }))}`;
  });
  s = html`<g><title>${t('web-player-resources')}</title>${s}</g>`;
  const sx = narrow ? 8 : 8 + 3 * rw + 10;
  if (narrow) y += 42;
  const spw = narrow ? (W - 16) / cat.storage_spaces.length : Math.min(50, (W - sx - 8) / cat.storage_spaces.length);
  const storageIcon = { keshi: 'i-keshi-any', keshi_two_players: 'i-keshi-any', exchange: 'i-exchange', scroll: 'i-scroll', empty: '' };
  cat.storage_spaces.forEach((sp, i) => {
    const x = sx + i * spw;
    const oid = p.storage[i];
    const k = p.storage_keshis[i];
    const ic = storageIcon[sp.icon];
    let inner = html`<rect x="${rd(x + 1)}" y="${y}" width="${rd(spw - 2)}" height="36" rx="5" fill="${oid !== undefined ? '#cfe8b0' : '#eef3e0'}" stroke="#7a8a4a"/>`;
    if (oid !== undefined) inner = html`${inner}${icon('i-oasis', x + 3, y + 3, 18)}${text(x + spw - 4, y + 31, String(oid), 11, html`text-anchor="end" class="num"`)}`;
    else if (ic) inner = html`${inner}<g opacity=".5">${icon(ic, x + spw / 2 - 9, y + 4, 18)}</g>${sp.icon === 'keshi_two_players' ? text(x + spw / 2, y + 33, '2', 11, html`text-anchor="middle" class="num muted"`) : ''}`;
    if (k) inner = html`${inner}${keshi(x + spw - 10, y + 12, 7, k)}`;
    s = html`${s}${place(ctx, `${me}/storage/${i}`, inner, [
      `${t('web-player-storage-space', { number: i + 1 })} (${t(`web-storage-icon-${kebab(sp.icon)}`)})`,
      oid !== undefined ? withEffect(t('web-player-storage-oasis', { id: oid }), oasisText(ctx, oid)) : '',
      k ? t('web-player-storage-space-keshi', { colour: colourName(k) }) : '',
    ].filter(Boolean).join(' · '))}`;
  });
  s = html`${s}<g><title>${t('web-player-storage')}</title><rect x="${rd(sx - 3)}" y="${y - 2}" width="${rd(cat.storage_spaces.length * spw + 4)}" height="40" rx="6" fill="none" stroke="#7a8a4a" stroke-dasharray="3 3"/></g>`;
  y += 42;
  // Set-aside keshis (held), if any.
  const held = COLOURS.map((c, i) => [c, p.held[i]]).filter(([, n]) => n > 0);
  if (held.length) {
    s = html`${s}<g><title>${t('web-player-set-aside')}</title>${icon('i-screen', 8, y + 4, 20)}</g>`;
    held.forEach(([c, n], i) => {
      const x = 34 + i * 40;
      s = html`${s}${place(ctx, `${me}/held/${c}`, html`<rect x="${x}" y="${y}" width="38" height="28" rx="5" fill="#fff" stroke="#999"/>${keshi(x + 12, y + 14, 10, c)}${text(x + 33, y + 20, String(n), 12, html`text-anchor="end" class="num"`)}`, t('web-player-set-aside-keshis', { count: n, colour: colourName(c) }))}`;
    });
    y += 34;
  }
  // Row 2: the screen (own: its keshis), beside it the provision tiles
  // (while choosing, and on a phone, they take rows of their own, larger,
  // with their effects); the selection when there is one.
  const drawn = provisionDrawn(p);
  const choosing = (p.provision_drawn || []).length > 0;
  const share = !choosing && !narrow;
  const kw = share ? 26 : 30;
  const rowY = y;
  let screenEnd;
  let screenH;
  if (own && p.screen) {
    const per = share ? Math.max(1, Math.min(12, Math.floor((W - 290) / kw))) : Math.max(1, Math.floor((W - 40) / kw));
    s = html`${s}<g><title>${t('web-player-screen-own')}</title>${icon('i-screen', 8, y + 6, 20)}</g>`;
    p.screen.forEach((c, i) => {
      const x = 32 + (i % per) * kw;
      const yy = y + Math.floor(i / per) * 36;
      s = html`${s}${place(ctx, `${me}/screen/${c}`, html`<rect x="${x}" y="${yy}" width="${kw - 2}" height="34" rx="5" fill="#fff" stroke="#b09a70"/>${keshi(x + (kw - 2) / 2, yy + 17, 10.5, c)}`, t('web-player-screen-keshi', { colour: colourName(c) }))}`;
    });
    screenEnd = 32 + Math.min(p.screen.length, per) * kw;
    screenH = Math.max(1, Math.ceil(p.screen.length / per)) * 36;
  } else {
    s = html`${s}<g><title>${t('web-player-screen')}: ${t('web-player-screen-hidden', { count: p.screen_count })}</title>${icon('i-screen', 8, y + 6, 22)}${text(36, y + 23, `×${p.screen_count}`, 13, html`class="num"`)}</g>`;
    screenEnd = 80;
    screenH = 34;
  }
  if (!share) y += screenH + 4;
  // The provision tiles.
  const anyEffect = !share && drawn.some((pv) => {
    const d = pv.tile ? cat.provision_tiles.find((x) => x.id === pv.tile) : null;
    return d && d.effect;
  });
  const px0 = share ? Math.max(screenEnd + 10, 330) : 30;
  const tw = share ? Math.min(96, (W - 8 - px0 - 22) / Math.max(1, drawn.length)) : choosing ? Math.min(150, (W - 38) / Math.min(drawn.length, narrow ? 2 : 5)) : Math.min(100, (W - 38) / 3);
  const per = share ? drawn.length : Math.max(1, Math.floor((W - 38) / tw));
  const th = share ? 34 : choosing ? (anyEffect ? 98 : 56) : anyEffect ? 80 : 54;
  s = html`${s}<g><title>${t(choosing ? (own ? 'web-player-provisions-keep' : 'web-player-provisions-choosing') : 'web-player-provisions')}</title>${icon('i-provision', px0 - 22, y + 6, 18)}</g>`;
  drawn.forEach((pv, i) => {
    const x = px0 + (i % per) * tw;
    const ty = y + Math.floor(i / per) * (th + 4);
    const tile = pv.tile;
    const def = tile ? cat.provision_tiles.find((x2) => x2.id === tile) : null;
    const active = pv.status === 'active';
    const tier = def && def.tier && def.tier !== 'base' ? def.tier : pv.tier && pv.tier !== 'base' ? pv.tier : null;
    const effect = def && def.effect ? provisionEffect(ctx, tile) : '';
    const w2 = Math.min(tw - 4, W - 8 - x);
    let inner = html`<rect x="${rd(x)}" y="${ty}" width="${rd(w2)}" height="${th}" rx="6" fill="${active ? '#fde7b0' : tile ? '#f1e9d8' : 'url(#pat-hidden)'}" stroke="${tier === 'hard' ? '#7a1f1f' : tier ? '#1f5a7a' : '#8a6a3a'}" stroke-width="${tier ? 2.5 : 1.2}"/>`;
    if (tile && def) {
      if (share) {
        inner = html`${inner}${resourcesArt(def.cost, x + w2 / 2, ty + 10, 12)}<g><title>${t('web-short-points', { count: -def.penalty })}</title>${qty(-def.penalty, 'i-points', x + w2 / 2, ty + 25, 12).svg}</g>${effect ? icon('i-action', x + 3, ty + 18, 13) : ''}`;
      } else {
        inner = html`${inner}${text(x + 5, ty + 14, `#${tile}${tier ? ` ${t(`web-tier-${tier}`)}` : ''}`, 11, html`class="num muted"`)}${resourcesArt(def.cost, x + w2 / 2 + 6, ty + 27, 13)}<g><title>${t('web-short-points', { count: -def.penalty })}</title>${qty(-def.penalty, 'i-points', x + w2 / 2, ty + 42, 13).svg}</g>`;
        if (effect) {
          const lines = wrapLines(effect, Math.max(10, Math.floor((w2 - 8) / 6.2)));
          const maxLines = Math.floor((th - 52) / 12);
          const shown = lines.length > maxLines ? [...lines.slice(0, maxLines - 1), `${lines.slice(maxLines - 1).join(' ').slice(0, Math.floor((w2 - 8) / 6.2) - 1)}…`] : lines;
          inner = html`${inner}${join(shown.map((l, k) => text(x + w2 / 2, ty + 60 + k * 12, l, 11, html`text-anchor="middle"`)))}`;
        }
      }
      if (active) inner = html`${inner}${icon('i-action', x + w2 - 16, ty + 2, 14)}`;
    } else if (!tile && (tier || !share)) {
      inner = html`${inner}${text(x + w2 / 2, ty + th / 2 + 4, tier ? t('web-player-face-down-tier', { tier: t(`web-tier-${tier}`) }) : t('web-player-face-down'), 11, html`text-anchor="middle" class="lbl"`)}`;
    }
    s = html`${s}${place(ctx, `${me}/provision/${i}`, inner, provisionTitle(tile, tier, active, def, effect))}`;
  });
  y = share ? rowY + Math.max(screenH, th) + 4 : y + Math.ceil(drawn.length / per) * (th + 4) + 4;
  if (p.selection && p.selection.length) {
    s = html`${s}<g><title>${t('web-player-selection')}</title>${icon('i-keshi-any', 8, y + 3, 20)}${join(p.selection.map((c, i) => keshi(44 + i * 26, y + 14, 11, c)))}</g>`;
    y += 30;
  } else if (p.has_selected) {
    s = html`${s}<g><title>${t('web-player-selection-secret')}</title>${icon('i-keshi-any', 8, y + 3, 20)}${icon('i-hidden', 34, y + 3, 20)}</g>`;
    y += 28;
  }
  return { svg: html`<rect x="2" y="${y0}" width="${W - 4}" height="${rd(y - y0)}" rx="8" fill="#f3e6cc" stroke="#b08a52"/>${s}`, y };
}

/** Scrolls and luxury goods as HTML chips: the scroll's colour and number, the good's picture and points; the words in tooltips. */
export function ownedCards(ctx, p) {
  const { cat } = ctx;
  const scrolls = join(p.scrolls.map((id) => {
    const d = cat.scrolls.find((x) => x.id === id);
    const words = wordOf(ctx, 'scrolls', id) ? withEffect(t('web-player-scroll-card', { id }), wordOf(ctx, 'scrolls', id)) : t('web-player-scroll-card', { id });
    return html`<span class="card scroll ${d ? d.type : ''}" title="${words}" style="background:${d ? SCROLL_FILL[d.type] : '#eee'}">${iconHtml(scrollIcon(d), words, 16)}${String(id).padStart(2, '0')}</span>`;
  }));
  const lux = join(p.luxury.map((id) => {
    const d = cat.luxury_goods.find((x) => x.id === id);
    const words = t('web-board-luxury', { description: wordOf(ctx, 'luxury', id) || `#${id}` });
    return html`<span class="card luxury" title="${words}">${d ? iconHtml(LUXURY_ICON[d.luxury] || 'i-goods', words, 18) : ''}${d ? html`${d.points}${iconHtml('i-points', t('web-short-points', { count: d.points }), 14)}` : `#${id}`}</span>`;
  }));
  const none = html`<span class="muted">${t('component-none')}</span>`;
  return html`<div class="cards"><span class="muted">${t('web-player-scrolls')}</span> ${scrolls || none} <span class="muted">${t('web-player-luxury-goods')}</span> ${lux || none}</div>`;
}

/** The Paschabot's part of the table (solo). */
export function soloHtml(ctx, p) {
  const s = ctx.view.solo;
  const rows = join(s.rows.map(([sec, n]) => html`<tr><td>${sectorTitle(sec)}</td><td>${n}</td></tr>`));
  const gates = COLOURS.map((c, i) => [c, s.gates[i]]).filter(([, n]) => n).map(([c, n]) => `${n} ${colourName(c)}`).join(', ') || t('component-none');
  const bag = join((s.bag || []).map((c) => keshiHtml(c, colourName(c), 20)));
  const flags = Object.entries(s.difficulty || {}).filter(([, on]) => on).map(([k]) => t(`component-difficulty-${kebab(k)}`));
  const tiles = s.strategy_tiles.map((n) => `#${n}`).join(', ') || t('component-none');
  return html`<details class="other solo" open data-seat="${p.seat}"><summary>${t('web-solo-summary', { name: ctx.name(p.seat), score: p.score })}</summary>
<div class="solo-box"><p>${t(s.opponent === 'lazy' ? 'web-solo-lazy' : 'web-solo-paschabot', { difficulty: flags.join(', ') || t('component-difficulty-standard') })}</p>
<table class="solo-rows"><thead><tr><th>${t('web-solo-row')}</th><th>${t('web-solo-keshis')}</th></tr></thead><tbody>${rows}</tbody></table>
<p>${t('web-solo-material', { gates, tiles, deck: s.strategy_deck, luxury: p.luxury.length })}</p>
<p>${t('web-solo-bag')} ${bag}</p>${s.line ? html`<p>${t('web-solo-priority', { line: s.line.map(colourName).join(' › ') })}</p>` : ''}</div>
${s.opponent === 'lazy' ? '' : playerBoard(ctx, p)}</details>`;
}

/**
 * A player's summary for the page's rail (HTML, about 300×110 px): name and
 * score, water, dates and dinars, goods by colour, scholars, scrolls and
 * luxury goods owned, and what of their keshis is public (the screen's
 * count, the revealed selection, keshis set aside). Words are in the
 * accessible names and tooltips.
 */
export function playerSummary(ctx, p) {
  const { cat } = ctx;
  const seat = SEATS[p.seat % SEATS.length];
  const n = (id, count, label) => html`<span class="n" title="${label}">${iconHtml(id, label, 18)}${count}</span>`;
  const res = [['water', 'i-water', 'web-short-water'], ['dates', 'i-dates', 'web-short-dates'], ['dinars', 'i-dinar', 'web-short-dinars']]
    .map(([k, id, tid]) => n(id, p.resources[k], t(tid, { count: p.resources[k] })));
  const goods = GOODS.map((g, i) => html`<span class="n" title="${t('web-player-goods', { count: p.goods[i], colour: colourName(g) })}">${keshiHtml(g, t('web-player-goods', { count: p.goods[i], colour: colourName(g) }), 18)}${p.goods[i]}</span>`);
  const scholars = (Object.fromEntries(p.sector_keshis).madrasa || 0);
  const scrollTypes = { gray: 0, yellow: 0, pink: 0, orange: 0 };
  p.scrolls.forEach((id) => {
    const d = cat.scrolls.find((x) => x.id === id);
    if (d && d.type in scrollTypes) scrollTypes[d.type]++;
  });
  const scrollWords = p.scrolls.map((id) => withEffect(t('web-player-scroll-card', { id }), wordOf(ctx, 'scrolls', id))).join('; ');
  const lux = p.luxury.map((id) => {
    const d = cat.luxury_goods.find((x) => x.id === id);
    return d ? iconHtml(LUXURY_ICON[d.luxury] || 'i-goods', t('web-board-luxury', { description: wordOf(ctx, 'luxury', id) || `#${id}` }), 18) : '';
  });
  // Keshis: the screen's count (its colours are secret), the selection once shown, those set aside.
  const sel = p.selection && p.selection.length ? join(p.selection.map((c) => keshiHtml(c, colourName(c), 16))) : '';
  const held = COLOURS.map((c, i) => [c, p.held[i]]).filter(([, k]) => k > 0)
    .map(([c, k]) => html`<span class="n">${keshiHtml(c, t('web-player-set-aside-keshis', { count: k, colour: colourName(c) }), 16)}${k}</span>`);
  const screen = p.screen ? p.screen.length : p.screen_count;
  return html`<div class="summary-card" data-seat="${p.seat}">
<div class="who" title="${t('web-player-summary', { score: p.score, scrolls: p.scrolls.length, luxury: p.luxury.length })}"><i class="seat-dot" style="background:${seat.fill}"></i><span class="name">${ctx.name(p.seat)}${ctx.rating ? ctx.rating(p.seat) : ''}</span><span class="score" title="${t('web-short-points', { count: p.score })}">${iconHtml('i-points', t('web-short-points', { count: p.score }), 18)}<span data-count="score/${p.seat}">${p.score}</span></span></div>
<div class="row">${join(res)}<span class="n" title="${t('web-summary-scholars', { count: scholars })}">${iconHtml('i-scholar', t('web-summary-scholars', { count: scholars }), 18)}${scholars}</span>${join(goods)}</div>
<div class="row"><span class="n" title="${scrollWords || t('web-summary-scrolls', { count: 0 })}">${iconHtml('i-scroll', t('web-summary-scrolls', { count: p.scrolls.length }), 18)}${p.scrolls.length}</span>${join(SCROLL_TYPES_SHOWN.filter((ty) => scrollTypes[ty]).map((ty) => html`<i class="scroll-dot" style="display:inline-block;width:.6rem;height:.8rem;border-radius:2px;border:1px solid #6a4a2a;background:${SCROLL_FILL[ty]}" title="${t(`scroll-type-${ty}`)}"></i>${scrollTypes[ty] > 1 ? scrollTypes[ty] : ''}`))}<span class="n" title="${t('web-summary-luxury', { count: p.luxury.length })}">${lux.length ? join(lux) : iconHtml('i-goods', t('web-summary-luxury', { count: 0 }), 18)}${lux.length ? '' : '0'}</span></div>
<div class="row"><span class="n" title="${t('web-player-screen-hidden', { count: screen })}">${iconHtml('i-screen', t('web-player-screen-hidden', { count: screen }), 18)}${screen}</span>${sel ? html`<span class="keshis" title="${t('web-player-selection')}">${sel}</span>` : p.has_selected ? iconHtml('i-hidden', t('web-player-selection-secret'), 16) : ''}${join(held)}</div>
</div>`;
}

const SCROLL_TYPES_SHOWN = ['gray', 'yellow', 'pink', 'orange'];
