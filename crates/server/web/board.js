// @ts-check
// The main board, drawn in one SVG from the view and the catalog: river,
// staircases with line bonuses, tower base, madrasa, souk and exchange
// office, workshops, river tiles, module material and the score track.
// Every place has a stable data-key; targets.js names the same keys.

import { COLOURS, GOODS, KESHI, SCROLL_TYPES, SCROLL_FILL, SEATS } from './names.js';
import { t, colourName, kebab } from './i18n.js';
import { boardWidth, defs, keshi, moved, pawn, place, rect, text, bonusShort, resourcesShort } from './svg.js';
import { raceTrack } from './race.js';
import { html, join } from './html.js';


export function mainBoard(ctx) {
  const { view } = ctx;
  const W = boardWidth(ctx);
  let y = 8;
  const parts = [];
  const river = riverTrack(ctx, y, W);
  parts.push(river.svg);
  y = river.y + 10;
  const st = staircases(ctx, y, W);
  parts.push(st.svg);
  y = st.y + 10;
  const mid = market(ctx, y, W);
  parts.push(mid.svg);
  y = mid.y + 10;
  if (view.board.race) {
    const race = raceTrack(ctx, y, W);
    parts.push(race.svg);
    y = race.y + 10;
  }
  const sc = scoreTrack(ctx, y, W);
  parts.push(sc.svg);
  y = sc.y + 6;
  return html`<svg class="board main" viewBox="0 0 ${W} ${y}" role="group" aria-label="${t('web-board-main')}" xmlns="http://www.w3.org/2000/svg">${defs()}${join(parts)}</svg>`;
}

function section(x, y, w, h, title) {
  return html`${rect(x, y, w, h, '#f6e7c8', html`stroke="#b08a52" stroke-width="1.5" class="section"`)}${text(x + 8, y + 16, title, 13, html`class="title"`)}`;
}

function riverTrack(ctx, y0, W) {
  const { view, cat } = ctx;
  const jetty = cat.river.jetty;
  const rapids = cat.river.rapids;
  // On a phone the jetty goes below the river's end, the river takes the width.
  const narrow = !!ctx.narrow;
  const h = narrow ? 196 : 118;
  let s = section(4, y0, W - 8, h, t('web-board-river'));
  const x0 = 20;
  const sw = narrow ? (W - 40) / jetty : (W - 40 - 150) / (jetty);
  const ty = y0 + 28;
  const jy = narrow ? ty + 84 : ty;
  for (let i = 0; i < jetty; i++) {
    const x = x0 + i * sw;
    const rapid = rapids.findIndex((r) => r.space === i);
    const fill = i === 0 ? '#d8c7a0' : '#8fc7e3';
    s = html`${s}${place(ctx, `river/space/${i}`, html`${rect(x, ty, sw - 3, 34, fill, html`stroke="#4b7f99"`)}${text(x + 3, ty + 11, String(i), 9, html`class="muted"`)}${(i === cat.river.crocodile ? text(x + sw / 2 - 2, ty + 30, t('web-board-croc'), 8, html`text-anchor="middle" class="muted"`) : '')}`,
      t(i === cat.river.crocodile ? 'web-board-river-space-crocodile' : 'web-board-river-space', { space: i }))}`;
    if (rapid >= 0) {
      s = html`${s}${html`<path d="M${x - 2} ${ty - 2} q4 19 0 38" stroke="#fff" stroke-width="3" fill="none"/>`}`;
      s = html`${s}${place(ctx, `river/rapid/${rapid}`, html`${rect(x - 18, ty + 40, 40, 30, '#ffffff', html`stroke="#4b7f99"`)}${text(x + 2, ty + 52, t('web-board-rapid-short', { number: rapid + 1 }), 8, html`text-anchor="middle" class="muted"`)}${text(x + 2, ty + 65, bonusShort(r(rapids[rapid].bonus)), 9, html`text-anchor="middle"`)}`,
        t('web-board-rapid', { number: rapid + 1, bonus: bonusShort(rapids[rapid].bonus) }))}`;
    }
  }
  function r(b) { return b; }
  // The jetty with its docking spots.
  const jx = narrow ? W - 20 - 140 : x0 + jetty * sw;
  s = html`${s}${html`${rect(jx, jy - 6, 140, 78, '#c79a5b', html`stroke="#7a5a2b"`)}${text(jx + 6, jy + 6, t('web-board-jetty'), 11, html`class="title"`)}`}`;
  cat.river.docking_points.slice(0, view.players.length > 2 ? view.players.length : 4).forEach((pts, i) => {
    s = html`${s}${html`${rect(jx + 6 + i * 33, jy + 12, 30, 28, i < view.board.jetty ? '#a07a44' : '#e9d3a9', html`stroke="#7a5a2b"`)}${text(jx + 21 + i * 33, jy + 36, `${pts}`, 10, html`text-anchor="middle"`)}`}`;
  });
  // Fishermen.
  view.players.forEach((p, i) => {
    if (view.solo && view.solo.opponent === 'lazy' && i === 1) return;
    let x;
    let yy;
    if (p.dock !== null && p.dock !== undefined) {
      x = jx + 21 + p.dock * 33;
      yy = jy + 52;
    } else {
      x = x0 + Math.min(p.fisherman, jetty - 1) * sw + 10 + (i % 2) * 14;
      yy = ty + 12 + Math.floor(i / 2) * 14;
    }
    s = html`${s}${pawn(x, yy, 7, i, p.dock !== null && p.dock !== undefined ? t('web-board-fisherman-jetty', { name: ctx.name(i) }) : t('web-board-fisherman', { name: ctx.name(i), space: p.fisherman }))}`;
  });
  return { svg: s, y: y0 + h };
}

function lineLabel(ctx, space) {
  const { cat, view } = ctx;
  const coverable = cat.line_spaces.filter((l) => l.place === 'coverable').map((l) => l.id);
  const ci = coverable.indexOf(space);
  const cover = ci >= 0 ? view.board.staircase_cover[ci] : null;
  if (cover) {
    const tile = cat.staircase_tiles.find((t) => t.id === cover[0]);
    if (tile) return { text: bonusShort(tile.faces[cover[1] % 2]), tile: cover[0] };
  }
  const def = cat.line_spaces.find((l) => l.id === space);
  return { text: def ? bonusShort(def.bonus) : t('web-board-space', { space }), tile: null };
}

function staircases(ctx, y0, W) {
  const { view, cat } = ctx;
  const final = cat.staircase.final_step;
  const th = cat.staircase.thresholds;
  let s = html``;
  const x0 = 20;
  const sw = (W - 40) / (final + 1);
  const tracks = [['palace', t('web-board-palace-track'), '#f2efe6'], ['mosque', t('web-board-mosque-track'), '#d9d4cc']];
  tracks.forEach(([stair, title, fill], ti) => {
    const ty = y0 + 26 + ti * 62;
    let inner = text(x0, ty + 9, title, 10, html`class="muted"`);
    for (let i = 0; i <= final; i++) {
      const x = x0 + i * sw;
      inner = html`${inner}${html`${rect(x, ty + 13, sw - 3, 30, i === final ? '#e7c86a' : fill, html`stroke="#8a7a5a"`)}${text(x + 3, ty + 23, String(i), 8, html`class="muted"`)}`}`;
      if (th.includes(i)) inner = html`${inner}${html`<line x1="${x - 1.5}" y1="${ty + 8}" x2="${x - 1.5}" y2="${ty + 48}" stroke="#7a2e12" stroke-width="3"/>`}`;
    }
    s = html`${s}${place(ctx, `stair/${stair}`, inner, t('web-board-staircase', { stair }))}`;
    // Module 2: sultan (palace) and imam (mosque).
    if (view.board.figures) {
      const f = view.board.figures[ti];
      if (f && f.carrier === null) {
        const x = x0 + f.step * sw + sw / 2;
        s = html`${s}${html`<g><title>${t(ti === 0 ? 'web-board-sultan-on-step' : 'web-board-imam-on-step', { step: f.step })}</title><rect x="${x - 7}" y="${ty + 30}" width="14" height="12" fill="#6a1b9a"/>${text(x, ty + 40, t(ti === 0 ? 'web-board-sultan-letter' : 'web-board-imam-letter'), 10, html`text-anchor="middle" style="fill:#fff" class="lbl"`)}</g>`}`;
      }
    }
    view.players.forEach((p, i) => {
      if (view.solo && view.solo.opponent === 'lazy' && i === 1) return;
      const step = stair === 'palace' ? p.palace_step : p.mosque_step;
      const x = x0 + Math.min(step, final) * sw + 8 + (i % 2) * 12;
      const yy = ty + 24 + Math.floor(i / 2) * 12;
      const carried = view.board.figures && view.board.figures[ti] && view.board.figures[ti].carrier === i;
      s = html`${s}${pawn(x, yy, 6.5, i, t(carried ? (ti === 0 ? 'web-board-pawn-step-sultan' : 'web-board-pawn-step-imam') : 'web-board-pawn-step', { name: ctx.name(i), stair, step }))}`;
      if (carried) s = html`${s}${text(x + 8, yy - 4, t(ti === 0 ? 'web-board-sultan-letter' : 'web-board-imam-letter'), 9, html`class="lbl" fill="#6a1b9a"`)}`;
    });
  });
  // Line spaces: palace side, the middle and the mosque side.
  const ly = y0 + 156;
  s = html`${s}${text(x0, ly - 6, t(ctx.narrow ? 'web-board-line-bonuses-short' : 'web-board-line-bonuses'), 10, html`class="muted"`)}`;
  const cw = 58;
  const rows = [
    [[t('web-board-palace-side'), cat.line_spaces.filter((l) => l.place === 'palace_side')], [t('web-board-mosque-side'), cat.line_spaces.filter((l) => l.place === 'mosque_side')]],
    [[t('web-board-between-staircases'), cat.line_spaces.filter((l) => l.place === 'bottom' || l.place === 'coverable' || l.place === 'top')]],
  ];
  // A row of spaces wider than the board (a phone) goes on in a row below;
  // on a phone each group starts a row of its own.
  const perRow = Math.floor((W - 2 * x0 + 4) / (cw + 4));
  let yy = ly + 4 - 46;
  rows.forEach((row) => {
    let gx = x0;
    yy += 46;
    row.forEach(([title, spaces], gi) => {
      if (ctx.narrow && gi > 0) {
        gx = x0;
        yy += 46;
      }
      spaces.forEach((l, k) => {
        if (k > 0 && k % perRow === 0 && gx + spaces.length * (cw + 4) > W - x0) yy += 46;
        const i = gx + spaces.length * (cw + 4) > W - x0 ? k % perRow : k;
        const x = gx + i * (cw + 4);
        const lab = lineLabel(ctx, l.id);
        s = html`${s}${place(ctx, `line/${l.id}`, html`${rect(x, yy, cw, 40, lab.tile ? '#efe0b5' : '#fffaf0', html`stroke="#a08a60"`)}${text(x + 3, yy + 10, lab.tile ? t('web-board-line-space-tile', { space: l.id, tile: lab.tile }) : String(l.id), 7.5, html`class="muted"`)}${wrapText(x + cw / 2, yy + 23, lab.text, 9, 11)}`, t('web-board-line-space', { space: l.id, group: title, bonus: lab.text }))}`;
      });
      gx += spaces.length * (cw + 4) + 40;
    });
  });
  const h = yy + 46 + 6 - y0;
  return { svg: html`${section(4, y0, W - 8, h, t('web-board-staircases'))}${s}`, y: y0 + h };
}

function wrapText(x, y, s, size, max) {
  const words = s.split(' ');
  const lines = [];
  let cur = '';
  for (const w of words) {
    if ((cur + ' ' + w).trim().length > max && cur) {
      lines.push(cur);
      cur = w;
    } else cur = (cur + ' ' + w).trim();
  }
  if (cur) lines.push(cur);
  return join(lines.slice(0, 2).map((l, i) => text(x, y + i * (size + 1), l, size, html`text-anchor="middle"`)));
}

function market(ctx, y0, W) {
  const { view, cat } = ctx;
  const b = view.board;
  let s = html``;
  const h = 280;
  // Tower base.
  s = html`${s}${section(4, y0, 236, h, t('web-board-tower-base'))}`;
  COLOURS.forEach((c, i) => {
    const x = 18 + (i % 3) * 74;
    const yy = y0 + 28 + Math.floor(i / 3) * 58;
    const n = b.display[i];
    s = html`${s}${place(ctx, `tower/base/${c}`, html`${rect(x, yy, 68, 50, n ? '#fffaf0' : '#eadbbd', html`stroke="#b08a52"`)}${keshi(x + 18, yy + 25, 13, c)}${text(x + 40, yy + 31, `×${n}`, 14, html`class="${n ? 'count' : 'muted'}"`)}`, t('web-board-in-tower-base', { count: n, colour: colourName(c) }))}`;
  });
  // Nomads (expansion box): this round's nomad in the tower base, and the
  // nomad board's supply.
  if (b.nomads) {
    const n = b.nomads;
    s = html`${s}${place(ctx, 'tower/nomad', html`${rect(104, y0 + 3, 130, 22, n.in_base ? '#fffaf0' : '#eadbbd', html`stroke="#8a6a3a"`)}${keshi(116, y0 + 14, 8, 'nomad')}${text(128, y0 + 18, t(n.in_base ? 'web-board-nomad-base-short' : 'web-board-no-nomad-short', { supply: n.supply }), 9)}`,
    t(n.in_base ? 'web-board-nomad-base' : 'web-board-no-nomad', { supply: n.supply }))}`;
  }
  // Madrasa (on a phone below the tower base).
  const mx = 246;
  let m = section(mx, y0, 300, h, t('web-board-madrasa'));
  SCROLL_TYPES.forEach((ty, ti) => {
    const yy = y0 + 26 + ti * 62;
    const slots = b.scrolls[ti];
    slots.forEach((id, k) => {
      const x = mx + 10 + k * 74;
      const def = id ? cat.scrolls.find((sc) => sc.id === id) : null;
      const stack = b.scroll_stacks[ti] ? b.scroll_stacks[ti][k] : 0;
      m = html`${m}${place(ctx, `madrasa/${ty}/${k}`, html`${rect(x, yy, 70, 56, id ? SCROLL_FILL[ty] : '#e8dcc4', html`stroke="#8a6a3a"`)}${(id ? html`${text(x + 35, yy + 20, `#${String(id).padStart(2, '0')}`, 14, html`text-anchor="middle" class="count"`)}${text(x + 35, yy + 35, def ? t('web-board-scroll-price', { scholars: def.requirement, dates: def.cost }) : '', 9, html`text-anchor="middle"`)}`
          : text(x + 35, yy + 30, t('web-board-empty'), 10, html`text-anchor="middle" class="muted"`))}${text(x + 35, yy + 50, t('web-board-stack', { count: stack }), 8, html`text-anchor="middle" class="muted"`)}`,
        id ? `${t('web-board-scroll', { ty, id, scholars: def ? def.requirement : 0, dates: def ? def.cost : 0 })}${ctx.words && ctx.words.scrolls[id] ? `: ${ctx.words.scrolls[id]}` : ''}` : t('web-board-scroll-slot', { ty, slot: k + 1 }))}`;
    });
    m = html`${m}${place(ctx, `madrasa/${ty}/refresh`, html`${rect(mx + 234, yy + 12, 58, 32, '#fff', html`stroke="#8a6a3a"`)}${text(mx + 263, yy + 25, t(`scroll-type-${ty}`), 9, html`text-anchor="middle"`)}${text(mx + 263, yy + 37, t('web-board-refresh'), 9, html`text-anchor="middle" class="muted"`)}`,
      t('web-board-refresh-scrolls', { ty }))}`;
  });
  s = html`${s}${ctx.narrow ? moved(m, 4 - mx, h + 8) : m}`;
  // Souk: luxury goods and the exchange office.
  // On a phone the souk and the workshops go below the tower base and madrasa.
  const sx = ctx.narrow ? 4 : 552;
  const sy = ctx.narrow ? y0 + 2 * (h + 8) : y0;
  s = html`${s}${section(sx, sy, 444, 136, t('web-board-souk'))}`;
  b.luxury.forEach((id, k) => {
    const x = sx + 8 + k * 62;
    const def = id ? cat.luxury_goods.find((l) => l.id === id) : null;
    let inner = rect(x, sy + 24, 58, 104, id ? '#fff7e0' : '#e8dcc4', html`stroke="#8a6a3a"`);
    if (def) {
      inner = html`${inner}${text(x + 29, sy + 38, `#${id}`, 11, html`text-anchor="middle" class="count"`)}`;
      inner = html`${inner}${text(x + 29, sy + 51, t(`luxury-${kebab(def.luxury)}`), 8, html`text-anchor="middle"`)}`;
      let gx = x + 8;
      GOODS.forEach((g, gi) => {
        for (let n = 0; n < def.cost[gi]; n++) {
          inner = html`${inner}${keshi(gx + 4, sy + 66, 5, g)}`;
          gx += 11;
          if (gx > x + 52) gx = x + 8;
        }
      });
      inner = html`${inner}${text(x + 29, sy + 92, t('web-short-points', { count: def.points }), 12, html`text-anchor="middle" class="count"`)}`;
      if (def.reward && (def.reward.water || def.reward.dates || def.reward.dinars)) inner = html`${inner}${text(x + 29, sy + 106, `+${resourcesShort(def.reward)}`, 8, html`text-anchor="middle"`)}`;
      // New luxury goods: a falcon also costs a keshi of the board (one of
      // the colours shown) and gives a bonus; a saddle runs the camel.
      if (def.falcon) {
        def.falcon.keshi.forEach((c, i) => { inner = html`${inner}${keshi(x + 29 - (def.falcon.keshi.length - 1) * 6 + i * 12, sy + 78, 5, c)}`; });
        inner = html`${inner}${text(x + 29, sy + 106, falconBonus(def.falcon.bonus), 7.5, html`text-anchor="middle"`)}`;
      }
      if (def.saddle) inner = html`${inner}${text(x + 29, sy + 106, view.modules && view.modules.camel_race ? t('web-board-saddle-camel', { steps: def.saddle.camel_steps }) : t('web-board-saddle-oasis', { discount: def.saddle.oasis_discount }), 7.5, html`text-anchor="middle"`)}`;
    } else inner = html`${inner}${text(x + 29, sy + 70, t('web-board-sold-out'), 9, html`text-anchor="middle" class="muted"`)}`;
    inner = html`${inner}${text(x + 29, sy + 123, t('web-board-stack', { count: b.luxury_stacks[k] }), 8, html`text-anchor="middle" class="muted"`)}`;
    s = html`${s}${place(ctx, `souk/luxury/${k}`, inner, def ? t('web-board-luxury', { description: wordOf(ctx, 'luxury', id) || `#${id}` }) : t('web-board-shop', { number: k + 1 }))}`;
  });
  const office = cat.exchange_offices.find((o) => o.id === b.exchange_office);
  const ox = sx + 322;
  s = html`${s}${html`${rect(ox, sy + 24, 116, 104, '#fff', html`stroke="#8a6a3a"`)}${text(ox + 6, sy + 37, t('web-board-exchange-office', { id: b.exchange_office }), 9)}`}`;
  GOODS.forEach((g, gi) => {
    const yy = sy + 44 + gi * 27;
    const yieldText = office ? resourcesShort(office.yields[gi]) + (office.extra && office.extra[gi] ? ` + ${bonusShort(office.extra[gi])}` : '') : '';
    s = html`${s}${place(ctx, `souk/office/${g}`, html`${rect(ox + 4, yy, 108, 24, '#fbf3e2', html`stroke="#cdb68a"`)}${keshi(ox + 16, yy + 12, 8, g)}${text(ox + 28, yy + 15, `→ ${yieldText}`, 8.5)}`, t('web-board-exchange', { colour: colourName(g), yield: yieldText }))}`;
  });
  // Workshops.
  const wy = sy + 142;
  s = html`${s}${section(sx, wy, 444, 138, t('web-board-workshops'))}`;
  cat.workshops.forEach((w, k) => {
    const x = sx + 8 + k * 108;
    s = html`${s}${html`${rect(x, wy + 22, 104, 110, '#fffaf0', html`stroke="#8a6a3a"`)}${text(x + 52, wy + 35, t('web-board-workshop-price', { dinars: w.price, points: `${w.points > 0 ? '+' : ''}${w.points}` }), 9, html`text-anchor="middle"`)}`}`;
    let n = 0;
    COLOURS.forEach((c, ci) => {
      const cnt = b.workshops[k][ci];
      if (!cnt) return;
      const gx = x + 6 + (n % 3) * 33;
      const gy = wy + 42 + Math.floor(n / 3) * 30;
      s = html`${s}${place(ctx, `workshop/${k}/${c}`, html`${rect(gx, gy, 31, 27, '#f3ead6', html`stroke="#cdb68a"`)}${keshi(gx + 10, gy + 13, 8, c)}${text(gx + 26, gy + 18, `${cnt}`, 10, html`text-anchor="middle"`)}`, t('web-board-workshop-gates', { number: k + 1, count: cnt, colour: colourName(c) }))}`;
      n++;
    });
  });
  // River tiles, bonus oases, desert towns: a strip below.
  let y = (ctx.narrow ? sy + h : y0 + h) + 8;
  const rowH = 62;
  // On a phone the river tiles fill a row, the rest goes in a second row;
  // a part wider than the rest of its row starts a row of its own. The
  // frame is drawn under them once their rows are known.
  const stripY = y;
  const before = s;
  s = html``;
  const room = (w) => {
    if (x > 12 && x + w > W - 12) {
      x = 12;
      y += rowH;
    }
  };
  let x = 12;
  s = html`${s}${text(x, y + 16, t('web-board-river-tiles'), 11, html`class="title"`)}`;
  // River tiles: three side by side (narrower on a phone).
  const rw = ctx.narrow ? (W - 8 - 16 - 12) / 3 : 144;
  b.river_tiles.forEach((face, i) => {
    const def = cat.river_tiles.find((t) => t.face === face);
    const cur = view.season === i && view.phase !== 'game_over';
    const past = view.season > i || view.phase === 'game_over';
    s = html`${s}${place(ctx, `river-tile/${i}`, html`${rect(x + i * (rw + 6), y + 22, rw, 34, cur ? '#bde0f2' : past ? '#ddd' : '#eef6fa', html`stroke="${cur ? '#1d6f98' : '#9ab'}" stroke-width="${cur ? 2 : 1}"`)}${text(x + i * (rw + 6) + 5, y + 34, t(cur ? 'web-board-river-tile-now' : 'web-board-river-tile-season', { season: i + 1, face: String(face).padStart(2, '0') }), 9)}${text(x + i * (rw + 6) + 5, y + 48, def ? clip(riverTileShort(def), Math.floor(rw / 4.8)) : '', 8.5, html`class="muted"`)}`, t('web-board-river-tile', { season: i + 1, description: wordOf(ctx, 'river_tiles', face) || (def ? riverTileShort(def) : `#${face}`) }))}`;
  });
  x += 460;
  if (ctx.narrow) {
    x = 12;
    y += rowH;
  }
  // Season and round trackers.
  s = html`${s}${text(x, y + 16, t('web-board-season-round'), 10, html`class="title"`)}`;
  for (let se = 1; se <= cat.rules.seasons.value; se++) {
    for (let ro = 1; ro <= cat.rules.rounds_per_season.value; ro++) {
      // The view counts seasons and rounds from 0.
      const now = view.phase !== 'setup' && view.season === se - 1 && view.round === ro - 1;
      const past = view.season > se - 1 || (view.season === se - 1 && view.round > ro - 1) || view.phase === 'game_over';
      const cx = x + (ro - 1) * 20;
      const cy = y + 22 + (se - 1) * 12;
      s = html`${s}${html`<rect x="${cx}" y="${cy}" width="18" height="10" rx="2" fill="${now ? '#b5462b' : past ? '#d8c39a' : '#fff'}" stroke="#8a6a3a"><title>${t(now ? 'web-board-tracker-now' : 'web-board-tracker', { season: se, round: ro })}</title></rect>`}`;
    }
  }
  x += 96;
  if (b.bonus_oases.some((o) => o !== null)) {
    room(b.bonus_oases.length * 46);
    s = html`${s}${text(x, y + 16, t('web-board-leftover-oases'), 10, html`class="title"`)}`;
    b.bonus_oases.forEach((o, i) => {
      if (o === null) return;
      s = html`${s}${place(ctx, `bonus-oasis/${i}`, oasisTile(x + i * 46, y + 22, 42, 34, o, ctx), withEffect(t('web-board-oasis', { id: o }), oasisText(ctx, o)))}`;
    });
    x += 150;
  }
  if (view.modules && view.modules.desert_towns) {
    room(b.towns.length * 40);
    s = html`${s}${text(x, y + 16, t('web-board-desert-towns'), 10, html`class="title"`)}`;
    b.towns.forEach((town, i) => {
      s = html`${s}${place(ctx, `towns/${i}`, html`${rect(x + i * 40, y + 22, 36, 34, '#e9c98f', html`stroke="#8a6a3a"`)}${text(x + i * 40 + 18, y + 43, `#${town}`, 10, html`text-anchor="middle"`)}`, withEffect(t('web-board-desert-town', { id: town }), townText(ctx, town)))}`;
    });
  }
  s = html`${before}${section(4, stripY, W - 8, y + rowH - stripY, '')}${s}`;
  return { svg: s, y: y + rowH };
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
  const o = ctx && ctx.cat.oases ? ctx.cat.oases.find((x) => x.id === id) : null;
  // The expansion's oases (they name the module they need) are tinted.
  const fill = o && o.needs ? '#e6d3f0' : '#cfe8b0';
  return html`${rect(x, y, w, h, fill, html`stroke="#5a7a2a"`)}${text(x + w / 2, y + h / 2 + 4, `#${id}`, 10, html`text-anchor="middle" class="count"`)}`;
}

function scoreTrack(ctx, y0, W) {
  const { view } = ctx;
  const n = view.players.length;
  const h = 26 + n * 20;
  let s = section(4, y0, W - 8, h, t('web-board-scores'));
  const max = Math.max(60, ...view.players.map((p) => p.score + 5));
  const x0 = 90;
  const w = W - x0 - 30;
  for (let v = 0; v <= max; v += 10) {
    const x = x0 + (v / max) * w;
    s = html`${s}${html`${html`<line x1="${x}" y1="${y0 + 20}" x2="${x}" y2="${y0 + h - 4}" stroke="#d8c39a"/>`}${text(x, y0 + 16, String(v), 8, html`text-anchor="middle" class="muted"`)}`}`;
  }
  view.players.forEach((p, i) => {
    const yy = y0 + 24 + i * 20;
    const seat = SEATS[i % SEATS.length];
    const bw = Math.max(2, (Math.max(0, p.score) / max) * w);
    s = html`${s}${html`${text(12, yy + 12, ctx.name(i), 11)}${html`<rect x="${x0}" y="${yy}" width="${bw}" height="15" fill="${seat.fill}"/><rect x="${x0}" y="${yy}" width="${bw}" height="15" fill="url(#${seat.pattern})"/>`}${text(x0 + bw + 5, yy + 12, String(p.score), 11, html`class="count"`)}`}`;
  });
  return { svg: s, y: y0 + h };
}

export { KESHI };
