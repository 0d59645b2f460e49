// @ts-check
// One player's board in SVG: the nine sectors with keshis, water vendors,
// assistants and gates; the main square with the audience disc and the
// entertainers; the Sahara paths with oases and caravans; the medina's
// watchtower; the oasis storage; resources, goods, screen, selection,
// provision tiles, scrolls, luxury goods and desert towns.

import { COLOURS, GOODS, KESHI, SECTORS, SEATS, keshiLetter } from './names.js';
import { t, colourName, sectorTitle, sectorName, kebab } from './i18n.js';
import { boardWidth, defs, keshi, moved, pawn, place, rect, text, bonusShort, resourcesShort, wrapLines } from './svg.js';
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

export function playerBoard(ctx, p) {
  const { view, cat } = ctx;
  const me = `p${p.seat}`;
  const room = practiceRoom(ctx, p);
  const own = view.viewer === p.seat;
  const W = boardWidth(ctx);
  const narrow = !!ctx.narrow;
  let s = html``;
  const seat = SEATS[p.seat % SEATS.length];
  // Sectors: 3 x 3.
  const cw = 196;
  const ch = 112;
  const sectorKeshis = Object.fromEntries(p.sector_keshis);
  const usedMask = p.assistants_used || 0;
  SECTORS.forEach((sec, i) => {
    const x = 4 + (i % 3) * (cw + 4);
    const y = 4 + Math.floor(i / 3) * (ch + 4);
    const n = sectorKeshis[sec.id] || 0;
    let inner = html`${rect(x, y, cw, ch, '#fbf1dc', html`stroke="${seat.fill}" stroke-width="1.5"`)}${text(x + 6, y + 15, sectorTitle(sec.id), 12, html`class="title"`)}`;
    if (sec.id === 'souk') {
      GOODS.forEach((g, gi) => {
        inner = html`${inner}${place(ctx, `${me}/goods/${g}`, html`${rect(x + 6 + gi * 62, y + 24, 58, 34, '#fff', html`stroke="#cdb68a"`)}${keshi(x + 22 + gi * 62, y + 41, 11, g)}${text(x + 50 + gi * 62, y + 46, `${p.goods[gi]}`, 13, html`text-anchor="middle" class="count"`)}`, t('web-player-goods', { count: p.goods[gi], colour: colourName(g) }))}`;
      });
      inner = html`${inner}${text(x + 6, y + 74, t('web-player-souk-vendor', { state: p.souk_vendor }), 9, html`class="muted"`)}`;
    } else {
      const c = sec.colour;
      // Nomads count with the sector's keshis: the last ones drawn as nomads.
      const nomads = nomadsIn(p, sec.id, i);
      let nomadPieces = html``;
      let nomadCells = html``;
      for (let k = 0; k < 8; k++) {
        const kx = x + 16 + (k % 4) * 22;
        const ky = y + 32 + Math.floor(k / 4) * 22;
        if (k < n && k >= n - nomads) {
          nomadPieces = html`${nomadPieces}${keshi(kx, ky, 9, 'nomad')}`;
          nomadCells = html`${nomadCells}${html`<rect x="${kx - 11}" y="${ky - 11}" width="22" height="22" fill="#fff" fill-opacity="0"/>`}`;
        } else inner = html`${inner}${k < n ? keshi(kx, ky, 9, c) : html`<circle cx="${kx}" cy="${ky}" r="9" fill="none" stroke="#d8c39a" stroke-dasharray="2 2"/>`}`;
      }
      // The nomads of a marker sector and of the watchtower are one piece to
      // click when moving a nomad away (main-square and vendor nomads below):
      // each nomad's whole cell takes the click, not only its disc.
      if (nomadPieces) {
        const from = sec.id === 'medina' ? 'guard' : sec.id === 'main_square' || sec.id === 'sahara' ? null : `marker/${sec.id}`;
        const hit = html`<g class="hit">${nomadCells}</g>`;
        inner = html`${inner}${from ? place(ctx, nomadKey(me, from), html`${hit}${nomadPieces}`, t('web-player-nomads-in', { count: nomads, sector: sectorName(sec.id) })) : nomadPieces}`;
      }
      inner = html`${inner}${text(x + 6, y + 78, nomads ? t('web-player-count-nomads', { n, count: nomads }) : `${n}/8`, 10, html`class="muted"`)}`;
      const vendor = p.water_vendors.includes(sec.id);
      const nomadVendor = p.nomads && (p.nomads.vendors >> i) & 1;
      const vendorPiece = vendor && nomadVendor
        ? place(ctx, nomadKey(me, `vendor/${sec.id}`), keshi(x + 110, y + 43, 10, 'nomad'), t('web-player-nomad-vendor', { sector: sectorName(sec.id) }))
        : keshi(x + 110, y + 43, 10, 'red');
      inner = html`${inner}${place(ctx, `${me}/sector/${sec.id}/vendor`, vendor ? vendorPiece : html`<circle cx="${x + 110}" cy="${y + 43}" r="10" fill="#fffaf0" stroke="#d0312d" stroke-dasharray="2 2"/>`,
        t(vendor ? 'web-player-vendor' : 'web-player-no-vendor', { sector: sectorName(sec.id) }))}`;
    }
    // Assistants of this round in this sector.
    const here = p.assistants.map((a, k) => [a, k]).filter(([a]) => a === sec.id);
    const ax = sec.id === 'souk' ? x + 120 : x + 132;
    const ay = sec.id === 'souk' ? y + 62 : y + 24;
    here.forEach(([, k], j) => {
      const used = (usedMask >> k) & 1;
      inner = html`${inner}${html`<g class="assistant"><title>${t(used ? 'web-player-assistant-used' : 'web-player-assistant')}</title><rect x="${ax + j * 18}" y="${ay}" width="14" height="22" rx="5" fill="${used ? '#bbb' : seat.fill}" stroke="#111"/><rect x="${ax + j * 18}" y="${ay}" width="14" height="22" rx="5" fill="url(#${seat.pattern})" opacity="${used ? 0.3 : 1}"/>${text(ax + 7 + j * 18, ay + 32, t(used ? 'web-player-used' : 'web-player-assistant-letter'), 8, html`text-anchor="middle"`)}</g>`}`;
    });
    // The gate space in front of the sector.
    const gi = cat.gate_spaces.findIndex((g) => g.sector === sec.id);
    if (gi >= 0) {
      const gate = p.gates[gi];
      const gs = cat.gate_spaces[gi];
      inner = html`${inner}${place(ctx, `${me}/gate/${gi}`, html`${rect(x + cw - 56, y + ch - 30, 50, 24, gate ? KESHI[gate].fill : '#f2e6cc', html`stroke="${KESHI[gs.colour].fill}" stroke-width="2.5"`)}${text(x + cw - 31, y + ch - 14, gate ? t('web-player-gate-letter', { letter: keshiLetter(gate) }) : t('web-player-gate'), 9, html`text-anchor="middle" style="fill:${gate ? KESHI[gate].ink : '#6a5a3a'}"`)}`,
        gate ? t('web-player-gate-built', { colour: colourName(gate), sector: sectorName(sec.id) }) : t('web-player-gate-free', { sector: sectorName(sec.id), colour: colourName(gs.colour) }))}`;
    }
    // Assistant options (only drawn when they are legal).
    const newKey = `${me}/sector/${sec.id}/new`;
    const actKey = `${me}/sector/${sec.id}/action`;
    if (ctx.isLegal(newKey)) inner = html`${inner}${place(ctx, newKey, html`${rect(x + 6, y + ch - 26, 62, 20, '#fff', html`stroke="#333"`)}${text(x + 37, y + ch - 12, t('web-player-new-keshi-short'), 10, html`text-anchor="middle"`)}`, t('web-player-new-keshi', { sector: sectorTitle(sec.id) }))}`;
    if (ctx.isLegal(actKey)) inner = html`${inner}${place(ctx, actKey, html`${rect(x + 72, y + ch - 26, 62, 20, '#fff', html`stroke="#333"`)}${text(x + 103, y + ch - 12, t('web-player-action-short'), 10, html`text-anchor="middle"`)}`, t('web-player-sector-action', { sector: sectorTitle(sec.id) }))}`;
    s = html`${s}${place(ctx, `${me}/sector/${sec.id}`, inner, sec.id === 'souk' ? t('web-player-sector-souk', { sector: sectorTitle(sec.id) }) : t('web-player-sector', { sector: sectorTitle(sec.id), count: n }))}`;
  });
  // The board's parts, drawn at their places on a wide screen; on a phone
  // (`narrow`) they are stacked below each other (`parts`).
  const parts = [];
  parts.push(s);
  s = html``;
  // Main square: eight fields with spectators and entertainers.
  const mx = 604;
  s = html`${s}${html`${rect(mx, 4, 392, 112, '#fbe3ee', html`stroke="#c0628f"`)}${text(mx + 6, 18, t(room ? 'web-player-square-practice' : 'web-player-square', { rotation: p.disc_rotation }), 11, html`class="title"`)}`}`;
  cat.main_square_fields.forEach((f, i) => {
    const x = mx + 6 + i * 48;
    const has = (p.entertainers >> i) & 1;
    const sp = spectators(cat, !!(view.modules && view.modules.spectators), p.disc_rotation, i, room);
    const nomadHere = p.nomads && (p.nomads.fields >> i) & 1;
    s = html`${s}${place(ctx, `${me}/square/${i}`, html`${rect(x, 26, 45, 84, has ? '#f7c2dc' : '#fff', html`stroke="#c0628f"`)}${text(x + 22, 38, bonusShort(f.bonus).split(' ')[0], 10, html`text-anchor="middle"`)}${text(x + 22, 49, bonusShort(f.bonus).split(' ').slice(1).join(' '), 8, html`text-anchor="middle"`)}${(has ? (nomadHere ? place(ctx, nomadKey(me, `field/${i}`), keshi(x + 22, 70, 10, 'nomad'), t('web-player-nomad-field', { field: i + 1 })) : keshi(x + 22, 70, 10, 'pink')) : '')}${text(x + 22, 104, `${'•'.repeat(sp)}${sp ? '' : '–'} ×${sp}`, 9, html`text-anchor="middle"`)}`,
      t(has ? 'web-player-field-entertainer' : 'web-player-field', { field: i + 1, bonus: bonusShort(f.bonus), count: sp }))}`;
  });
  // Sahara.
  const sy = 120;
  s = html`${s}${html`${rect(mx, sy, 392, 228, '#f3dcb0', html`stroke="#a0783a"`)}${text(mx + 6, sy + 15, sectorTitle('sahara'), 11, html`class="title"`)}`}`;
  const paths = [['left', t('web-player-path-left')], ['right', t('web-player-path-right')]];
  paths.forEach(([path, title], pi) => {
    const px = mx + 8 + pi * 190;
    const pos = p.caravans[pi];
    // The path holds its oases and its desert-town space (nested places: a
    // click on an oasis that is not a target goes to the path).
    let inner = html`${rect(px, sy + 22, 182, 120, '#f8e8c8', html`stroke="#c8a060"`)}${text(px + 4, sy + 34, t('web-player-caravan-at', { path: title, position: pos }), 9)}`;
    cat.oasis_slots.forEach((slot, si) => {
      if (slot.path !== path) return;
      const ox = px + 6 + (slot.position - 1) * 58;
      const o = p.oasis_slots[si];
      let inner2;
      if (!o || o.status === 'hidden') inner2 = oasisTile(ox, sy + 42, 52, 40, null, ctx, true);
      else inner2 = html`${oasisTile(ox, sy + 42, 52, 40, o.oasis, ctx)}${(o.status === 'claimed' ? text(ox + 26, sy + 78, t('web-player-claimed'), 8, html`text-anchor="middle"`) : '')}`;
      inner2 = html`${inner2}${text(ox + 26, sy + 94, resourcesShort(slot.cost).replace(/ \+ /g, '+'), 7, html`text-anchor="middle" class="muted"`)}`;
      if (pos >= slot.position) inner2 = html`${inner2}${keshi(ox + 44, sy + 46, 7, p.nomads && (p.nomads.caravans[pi] >> (slot.position - 1)) & 1 ? 'nomad' : 'brown')}`;
      inner = html`${inner}${place(ctx, `${me}/oasis/${si}`, inner2, o && o.status !== 'hidden' ? t('web-player-oasis', { name: withEffect(t(o.status === 'claimed' ? 'web-player-oasis-claimed' : 'web-player-oasis-discovered', { id: o.oasis }), oasisText(ctx, o.oasis)), cost: resourcesShort(slot.cost) }) : t('web-player-oasis-hidden', { cost: resourcesShort(slot.cost) }))}`;
    });
    // Module 5: the desert-town space at the end of the path.
    if (view.modules && view.modules.desert_towns) {
      const town = p.towns[pi];
      const tx = px + 6;
      inner = html`${inner}${place(ctx, `${me}/town/${pi}`, html`${rect(tx, sy + 106, 170, 30, town ? '#e9c98f' : '#fff7e6', html`stroke="#8a6a3a" stroke-dasharray="3 2"`)}${text(tx + 85, sy + 125, town ? t(town.claimed ? 'web-player-town-claimed-short' : 'web-player-town-short', { id: town.town }) : t('web-player-town-space'), 9, html`text-anchor="middle"`)}`,
        town ? withEffect(t(town.claimed ? 'web-player-town-claimed' : 'web-player-town', { id: town.town }), townText(ctx, town.town)) : t('web-player-town-empty'))}`;
    }
    s = html`${s}${place(ctx, `${me}/path/${path}`, inner, t('web-player-caravan-at', { path: title, position: pos }))}`;
  });
  const st = p.caravans[2];
  s = html`${s}${place(ctx, `${me}/path/start_oasis`, html`${rect(mx + 8, sy + 148, 180, 34, '#f8e8c8', html`stroke="#c8a060"`)}${text(mx + 14, sy + 162, t('web-player-start-oasis-path'), 9)}${text(mx + 14, sy + 176, t('web-player-start-oasis-caravans', { count: st, right: bonusShort(cat.start_oasis.right), left: bonusShort(cat.start_oasis.left) }), 8.5, html`class="muted"`)}${join(Array.from({ length: st }, (_, k) => keshi(mx + 170 - k * 16, sy + 165, 7, p.nomads && (p.nomads.caravans[2] >> k) & 1 ? 'nomad' : 'brown')))}`, t('web-player-start-oasis', { count: st }))}`;
  s = html`${s}${place(ctx, `${me}/watchtower`, html`${rect(mx + 198, sy + 148, 186, 34, '#efe3c9', html`stroke="#a0783a"`)}${text(mx + 204, sy + 162, t('web-player-watchtower-title', { count: p.watchtower }), 9)}${join(Array.from({ length: Math.min(p.watchtower, 8) }, (_, k) => keshi(mx + 210 + k * 18, sy + 174, 6, p.nomads && k >= p.watchtower - p.nomads.watchtower ? 'nomad' : 'beige')))}`,
  p.nomads && p.nomads.watchtower ? t('web-player-watchtower-nomads', { count: p.watchtower, nomads: p.nomads.watchtower }) : t('web-player-watchtower', { count: p.watchtower }))}`;
  parts.push(s);
  s = html``;
  // Oasis storage.
  const oy = 354;
  s = html`${s}${html`${rect(4, oy, 596, 86, '#eef3e0', html`stroke="#7a8a4a"`)}${text(10, oy + 14, t('web-player-storage'), 11, html`class="title"`)}`}`;
  cat.storage_spaces.forEach((sp, i) => {
    const x = 10 + i * 97;
    const oid = p.storage[i];
    const k = p.storage_keshis[i];
    let inner = html`${rect(x, oy + 20, 92, 60, oid !== undefined ? '#cfe8b0' : '#fff', html`stroke="#7a8a4a"`)}${text(x + 4, oy + 31, t(`web-storage-icon-${kebab(sp.icon)}`), 8, html`class="muted"`)}`;
    if (oid !== undefined) inner = html`${inner}${text(x + 46, oy + 56, t('web-player-storage-oasis', { id: oid }), 11, html`text-anchor="middle" class="count"`)}`;
    if (k) inner = html`${inner}${keshi(x + 78, oy + 66, 9, k)}`;
    s = html`${s}${place(ctx, `${me}/storage/${i}`, inner, [
      t('web-player-storage-space', { number: i + 1 }),
      oid !== undefined ? withEffect(t('web-player-storage-oasis', { id: oid }), oasisText(ctx, oid)) : '',
      k ? t('web-player-storage-space-keshi', { colour: colourName(k) }) : '',
    ].filter(Boolean).join(' · '))}`;
  });
  parts.push(s);
  s = html``;
  // Resources, goods total, held keshis.
  const ry = 354;
  s = html`${s}${html`${rect(mx, ry, 392, 86, '#fff8e8', html`stroke="#b08a52"`)}${text(mx + 6, ry + 14, t('web-player-resources'), 11, html`class="title"`)}`}`;
  const res = [['water', '#4aa3df', '≈'], ['dates', '#8b5a2b', '◆'], ['dinars', '#d4a017', '◎']];
  res.forEach(([k, fill, glyph], i) => {
    const x = mx + 8 + i * 128;
    s = html`${s}${place(ctx, `${me}/res/${k}`, html`${rect(x, ry + 20, 122, 34, '#fff', html`stroke="${fill}" stroke-width="2"`)}${text(x + 8, ry + 42, `${glyph} ${t(`web-player-res-${k}`)}`, 11, html`style="fill:${fill}"`)}${text(x + 112, ry + 43, String(p.resources[k]), 15, html`text-anchor="end" class="count"`)}`, t({ water: 'web-short-water', dates: 'web-short-dates', dinars: 'web-short-dinars' }[k], { count: p.resources[k] }))}`;
  });
  const held = COLOURS.map((c, i) => [c, p.held[i]]).filter(([, n]) => n > 0);
  if (held.length) {
    s = html`${s}${text(mx + 8, ry + 72, t('web-player-set-aside'), 10)}`;
    held.forEach(([c, n], i) => {
      s = html`${s}${place(ctx, `${me}/held/${c}`, html`${keshi(mx + 80 + i * 30, ry + 68, 10, c)}${text(mx + 93 + i * 30, ry + 76, `${n}`, 9)}`, t('web-player-set-aside-keshis', { count: n, colour: colourName(c) }))}`;
    });
  } else {
    s = html`${s}${text(mx + 8, ry + 74, t('web-player-summary', { score: p.score, scrolls: p.scrolls.length, luxury: p.luxury.length }), 10, html`class="muted"`)}`;
  }
  parts.push(s);
  s = html``;
  let by = 446;
  if (narrow) {
    // Sectors and oasis storage (600 wide) shrink a little to the width,
    // the main square with the Sahara and the resources (392) go below.
    const k = (W - 4) / 604;
    const [sectors, square, storage, resources] = parts;
    const squareY = 352 * k + 2;
    const storageY = squareY + 348;
    const resY = storageY + 90 * k;
    parts.length = 0;
    parts.push(moved(sectors, 0, 0, k), moved(square, -600, squareY), moved(storage, 0, storageY - 354 * k, k), moved(resources, -600, resY - 354));
    by = resY + 92;
  }
  s = join(parts);
  // Screen and selection, provision tiles.
  // New provision tiles: while the choice is open, the 5 tiles drawn (3
  // base, 1 moderate, 1 hard), each a place to keep it; the others' show
  // face down with their pile. Their effects go below the tiles.
  const drawn = provisionDrawn(p);
  const choosing = (p.provision_drawn || []).length > 0;
  const effects = drawn.some((pv) => {
    const d = pv.tile ? cat.provision_tiles.find((t) => t.id === pv.tile) : null;
    return d && d.effect;
  });
  // While choosing (and always on a phone), the tiles get a row of their
  // own below the screen; a row wider than the board goes on below.
  const rowH = effects ? 92 : 70;
  const ownRow = choosing || narrow;
  const pvX = choosing ? 10 : narrow ? 120 : 690;
  const pvStep = choosing ? 150 : 100;
  // While choosing, larger tiles (they are read side by side).
  const tw = choosing ? 140 : 96;
  const th = choosing ? 46 : 42;
  const big = choosing ? 1.2 : 1;
  const perRow = Math.max(1, Math.floor((W - 8 - pvX - tw) / pvStep) + 1);
  const tileRows = Math.max(1, Math.ceil(drawn.length / perRow));
  // Your screen's keshis: a row wider than the board goes on below.
  const screenPerRow = Math.max(1, Math.floor((W - 16 + 4) / 44));
  const screenRows = own && p.screen ? Math.max(1, Math.ceil(p.screen.length / screenPerRow)) : 1;
  const screenH = (screenRows - 1) * 46;
  const bandH = (ownRow ? 62 + tileRows * rowH + 8 : tileRows * rowH) + screenH;
  const ty = (ownRow ? by + 62 : by) + screenH;
  s = html`${s}${rect(4, by, W - 8, bandH, '#f0ece4', html`stroke="#999"`)}`;
  if (own && p.screen) {
    s = html`${s}${text(10, by + 16, t('web-player-screen-own'), 10, html`class="title"`)}`;
    p.screen.forEach((c, i) => {
      const sx = (i % screenPerRow) * 44;
      const sy = by + Math.floor(i / screenPerRow) * 46;
      s = html`${s}${place(ctx, `${me}/screen/${c}`, html`${rect(8 + sx, sy + 22, 40, 42, '#fff', html`stroke="#999"`)}${keshi(28 + sx, sy + 43, 13, c)}`, t('web-player-screen-keshi', { colour: colourName(c) }))}`;
    });
  } else {
    s = html`${s}${html`${text(10, by + 16, t('web-player-screen'), 10, html`class="title"`)}${text(10, by + 40, t('web-player-screen-hidden', { count: p.screen_count }), 11, html`class="muted"`)}`}`;
  }
  if (!choosing) {
    // The selection: right of the screen, on a phone left of the tiles.
    const selX = narrow ? 10 : 560;
    const sy = narrow ? ty : by;
    s = html`${s}${text(selX, sy + 16, t('web-player-selection'), 10, html`class="title"`)}`;
    if (p.selection && p.selection.length) {
      p.selection.forEach((c, i) => { s = html`${s}${keshi(selX + 16 + i * 30, sy + 42, 12, c)}`; });
    } else {
      s = html`${s}${text(selX, sy + 44, p.has_selected ? t('web-player-selection-secret') : '—', 11, html`class="muted"`)}`;
    }
  }
  const ty0 = ty;
  s = html`${s}${text(pvX, ty + 16, t(choosing ? (own ? 'web-player-provisions-keep' : 'web-player-provisions-choosing') : 'web-player-provisions'), 10, html`class="title"`)}`;
  drawn.forEach((pv, i) => {
    const x = pvX + (i % perRow) * pvStep;
    const ty = ty0 + Math.floor(i / perRow) * rowH;
    const cx = x + tw / 2;
    const tile = pv.tile;
    const def = tile ? cat.provision_tiles.find((t) => t.id === tile) : null;
    const active = pv.status === 'active';
    // New provision tiles (expansion box): the tier shows in the frame, the effect below.
    const tier = def && def.tier && def.tier !== 'base' ? def.tier : pv.tier && pv.tier !== 'base' ? pv.tier : null;
    const effect = def && def.effect ? provisionEffect(ctx, tile) : '';
    const effectLines = wrapLines(effect, choosing ? 28 : 22).slice(0, 2);
    const pay = def ? wrapLines(t('web-player-provision-pay', { cost: resourcesShort(def.cost), penalty: def.penalty }), choosing ? 26 : 23).slice(0, 3) : [];
    s = html`${s}${place(ctx, `${me}/provision/${i}`, html`${rect(x, ty + 22, tw, th, active ? '#fde7b0' : tile ? '#e9e2d4' : 'url(#pat-hidden)', html`stroke="${tier === 'hard' ? '#7a1f1f' : tier ? '#1f5a7a' : '#8a6a3a'}" stroke-width="${tier ? 2.5 : 1}"`)}${join(effectLines.map((l, k) => text(cx, ty + th + 33 + k * 10 * big, l, 8 * big, html`text-anchor="middle"`)))}${(tile ? html`${text(cx, ty + 34, `#${tile}${tier ? ` ${t(`web-tier-${tier}`)}` : ''}${active ? ` ${t('web-player-provision-active')}` : choosing ? '' : ` ${t('web-player-provision-face-down')}`}`, 9 * big, html`text-anchor="middle"`)}${join(pay.map((l, k, all) => text(cx, ty + (all.length > 2 ? 44 : 47) + k * 8.5 * big, l, 7.5 * big, html`text-anchor="middle"`)))}`
        : text(cx, ty + 22 + th / 2 + 4, tier ? t('web-player-face-down-tier', { tier: t(`web-tier-${tier}`) }) : t('web-player-face-down'), 9 * big, html`text-anchor="middle" class="lbl"`))}`,
      provisionTitle(tile, tier, active, def, effect))}`;
  });
  let h = by + bandH + 4;
  // Special buildings: the building (the two drawn, to keep one), the start's scrolls.
  if (p.building) {
    const bb = buildingBand(ctx, p, h);
    s = html`${s}${bb.svg}`;
    h += bb.h;
  }
  // Camel race: the spectator area.
  if (p.race) {
    const sa = spectatorArea(ctx, p, 4, h, W - 8);
    s = html`${s}${sa.svg}`;
    h += sa.h;
  }
  return html`<svg class="board player" viewBox="0 0 ${W} ${h}" role="group" aria-label="${t('web-player-board', { name: ctx.name(p.seat) })}" xmlns="http://www.w3.org/2000/svg">${defs()}${s}</svg>`;
}

/** Scrolls and luxury goods as HTML chips (their texts wrap better than SVG). */
export function ownedCards(ctx, p) {
  const { cat } = ctx;
  const scrolls = join(p.scrolls.map((id) => {
    const d = cat.scrolls.find((x) => x.id === id);
    return html`<span class="card scroll ${d ? d.type : ''}" title="${wordOf(ctx, 'scrolls', id) ? withEffect(t('web-player-scroll-card', { id }), wordOf(ctx, 'scrolls', id)) : t('web-player-scroll-card', { id })}">#${String(id).padStart(2, '0')}</span>`;
  }));
  const lux = join(p.luxury.map((id) => {
    const d = cat.luxury_goods.find((x) => x.id === id);
    return html`<span class="card luxury" title="${t('web-board-luxury', { description: wordOf(ctx, 'luxury', id) || `#${id}` })}">#${id}${d ? ` ${t(`luxury-${kebab(d.luxury)}`)} · ${t('web-short-points', { count: d.points })}` : ''}</span>`;
  }));
  const none = html`<span class="muted">${t('component-none')}</span>`;
  return html`<div class="cards"><span class="muted">${t('web-player-scrolls')}</span> ${scrolls || none} <span class="muted">${t('web-player-luxury-goods')}</span> ${lux || none}</div>`;
}

/** The Paschabot's part of the table (solo). */
export function soloHtml(ctx, p) {
  const s = ctx.view.solo;
  const rows = join(s.rows.map(([sec, n]) => html`<tr><td>${sectorTitle(sec)}</td><td>${n}</td></tr>`));
  const gates = COLOURS.map((c, i) => [c, s.gates[i]]).filter(([, n]) => n).map(([c, n]) => `${n} ${colourName(c)}`).join(', ') || t('component-none');
  const bag = join((s.bag || []).map((c) => html`<i class="chip-k" style="background:${KESHI[c].fill};color:${KESHI[c].ink}">${keshiLetter(c)}</i>`));
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
 * A player in the rail: name, score, resources and goods, and what of
 * their keshis is public; a button that shows their city.
 */
export function playerSummary(ctx, p) {
  const r = p.resources;
  const goods = GOODS.map((g, i) => `${p.goods[i]} ${colourName(g)}`).join(' · ');
  return html`<button type="button" class="summary" data-city="${p.seat}" title="${t('web-show-city', { name: ctx.name(p.seat) })}">
<span class="who"><i class="dot" style="background:${SEATS[p.seat % 4].fill}" aria-hidden="true"></i><strong>${ctx.name(p.seat)}</strong> <span class="score">${t('web-short-points', { count: p.score })}</span></span>
<span class="res">${t('web-short-water', { count: r.water })} · ${t('web-short-dates', { count: r.dates })} · ${t('web-short-dinars', { count: r.dinars })}</span>
<span class="goods muted">${goods}</span>
<span class="screen muted">${t('web-player-screen-hidden', { count: p.screen_count ?? (p.screen ? p.screen.length : 0) })}</span>
</button>`;
}
