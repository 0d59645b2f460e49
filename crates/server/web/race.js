// @ts-check
// The camel race (003 "Das Kamelrennen") on the main board: the track with
// its start, stage and finish lines and bridges, each camel, the podium,
// each player's dung, and the three reward tiles in order (the active one
// marked). The spectator areas are on the player boards (player.js).
// Every place has a stable data-key; targets.js names the same keys.

import { SEATS, COLOURS } from './names.js';
import { t, colourName } from './i18n.js';
import { keshi, pawn, place, rect, text, resourcesShort, wrapLines } from './svg.js';
import { html } from './html.js';

/** A camel-race reward in a few words (the catalog's `CamelReward`). */
export function camelRewardText(r) {
  if (!r) return '';
  switch (r.kind) {
    case 'gain': {
      const p = [];
      if (r.points) p.push(t('web-short-points', { count: r.points }));
      if (r.water || r.dates || r.dinars) p.push(resourcesShort({ water: r.water || 0, dates: r.dates || 0, dinars: r.dinars || 0 }));
      return p.join(' + ') || t('component-nothing');
    }
    case 'any_resources': return t('web-race-any-resources', { count: r.n });
    case 'goods': return t('web-short-goods-keshis', { count: r.n });
    case 'discard_dung': return t('web-race-discard-dung');
    case 'steps': {
      const tracks = ['river', 'palace', 'mosque'].filter((k) => r[k]).map((k) => t(k === 'river' ? 'sector-river' : `stair-${k}`));
      return t('web-race-steps', { count: r.n, tracks: tracks.join('/') });
    }
    case 'spectator_bonus': return t('web-race-spectator-bonus', { spectators: r.spectators });
    case 'free_oases': return t('web-short-free-oases', { count: r.n });
    case 'river_tile_bonus': return t('web-race-river-tile-bonus');
    default: return t('component-short-bonus');
  }
}

/** Points lost for `n` dung at the end (003's table, +5 per dung over 7). */
export function dungPenalty(d, n) {
  const t = d.dung_penalty.value;
  if (!n) return 0;
  if (n <= t.length) return t[n - 1];
  return t[t.length - 1] + d.dung_penalty_beyond.value * (n - t.length);
}

/** The race section of the main board, from `y0`; returns its svg and bottom. */
export function raceTrack(ctx, y0, W) {
  const { view, cat } = ctx;
  const d = cat.camel_race;
  const race = view.board.race;
  if (!d || !race) return { svg: html``, y: y0 };
  const racers = view.players.filter((p) => p.race);
  const finish = d.finish.value;
  const lines = d.lines.value;
  const narrow = !!ctx.narrow;
  const about = t('web-race-about', { steps: d.steps_by_colours.value.join('/'), dinars: d.stage_first_dinars.value, points: d.finish_points.value });
  // On a phone the explanation takes lines of its own below the title.
  const aboutLines = narrow ? wrapLines(about, 100) : [about];
  let s = text(12, y0 + 16, t('web-race-title'), 13, html`class="title"`);
  aboutLines.forEach((l, k) => { s = html`${s}${text(narrow ? 12 : 96, y0 + 16 + (narrow ? 12 * (k + 1) : 0), l, 9, html`class="muted"`)}`; });
  // The track: spaces 0..finish-1, then the podium. On a phone the track
  // runs in two rows, the podium below them.
  const x0 = 16;
  const podiumW = 150;
  const perRow = narrow ? Math.ceil(finish / 2) : finish;
  const trackRows = Math.ceil(finish / perRow);
  const sw = narrow ? (W - 8 - x0 - 8) / perRow : (W - 8 - x0 - podiumW - 16) / finish;
  const ty = y0 + 40 + (narrow ? 12 * aboutLines.length : 0);
  const th = 22 + Math.max(2, racers.length) * 17;
  const rowGap = th + 40;
  const spaceX = (i) => x0 + (i % perRow) * sw;
  const spaceY = (i) => ty + Math.floor(i / perRow) * rowGap;
  for (let i = 0; i < finish; i++) {
    const x = spaceX(i);
    const sy = spaceY(i);
    const bridge = d.bridges.value.find((b) => b.space === i);
    const fill = bridge ? '#b78a55' : i === 0 ? '#e2cf9f' : '#f3dfae';
    let inner = html`${rect(x, sy, sw - 2, th, fill, html`stroke="${bridge ? '#6b4a22' : '#c7a56a'}"`)}${text(x + (sw - 2) / 2, sy + 10, String(i), 7.5, html`text-anchor="middle" class="muted"`)}`;
    if (bridge) {
      const cost = resourcesShort({ water: bridge.water, dates: bridge.dates, dinars: 0 });
      inner = html`${inner}${html`${text(x + (sw - 2) / 2, sy + th + 11, t('web-race-bridge'), 8, html`text-anchor="middle"`)}${text(x + (sw - 2) / 2, sy + th + 21, t('web-race-bridge-cost', { water: bridge.water, dates: bridge.dates }), 8, html`text-anchor="middle"`)}`}`;
      s = html`${s}${place(ctx, `race/bridge/${i}`, inner, t('web-race-bridge-title', { space: i, cost }))}`;
    } else {
      s = html`${s}${inner}`;
    }
  }
  // The lines: start, stage 1-3 (after lines[k]), finish (before the podium).
  const crossed = race.crossed || 0;
  const lineAt = (after, label, colour) => {
    const x = spaceX(after) + sw - 1;
    const sy = spaceY(after);
    return html`${html`<line x1="${x}" y1="${sy - 6}" x2="${x}" y2="${sy + th + 4}" stroke="${colour}" stroke-width="3"/>`}${text(x, sy - 8, label, 8.5, html`text-anchor="middle"`)}`;
  };
  lines.forEach((l, k) => {
    const label = k === 0 ? t('web-race-start') : t(crossed & (1 << k) ? 'web-race-stage-taken' : 'web-race-stage', { number: k });
    s = html`${s}${lineAt(l, label, k === 0 ? '#6a5a3a' : '#b5462b')}`;
  });
  s = html`${s}${lineAt(finish - 1, t('web-race-finish'), '#111')}`;
  // Camels on the track.
  const podium = race.podium || [];
  racers.forEach((p, j) => {
    if (podium.includes(p.seat)) return;
    const x = spaceX(p.race.camel) + (sw - 2) / 2;
    const y = spaceY(p.race.camel) + 22 + j * 17;
    s = html`${s}${place(ctx, `race/camel/${p.seat}`, pawn(x, y, 8, p.seat, t('web-race-camel', { name: ctx.name(p.seat), space: p.race.camel })))}`;
  });
  // The podium (on a phone below the track's rows).
  const px = narrow ? x0 : x0 + finish * sw + 8;
  const pty = narrow ? ty + trackRows * rowGap - 6 : ty;
  s = html`${s}${html`${rect(px, pty - 6, podiumW, th + 28, '#fff7e0', html`stroke="#8a6a3a"`)}${text(px + 6, pty + 6, t('web-race-podium'), 10, html`class="title"`)}`}`;
  d.podium_points.value.slice(0, Math.max(2, view.players.length)).forEach((pts, i) => {
    const bx = px + 6 + i * 35;
    const who = podium[i];
    s = html`${s}${html`${rect(bx, pty + 12, 32, th - 2, who !== undefined ? '#f3d97a' : '#fbf3e2', html`stroke="#8a6a3a"`)}${text(bx + 16, pty + 23, `${i + 1}.`, 9, html`text-anchor="middle"`)}${text(bx + 16, pty + th + 6, t('web-short-points', { count: pts }), 8, html`text-anchor="middle" class="muted"`)}${(who !== undefined ? pawn(bx + 16, pty + 36, 7, who, t('web-race-podium-place', { name: ctx.name(who), place: i + 1 })) : '')}`}`;
  });
  // Each racer: camel, spectators, dung (closer columns on a phone).
  const [cx1, cx2, cx3] = narrow ? [120, 180, 280] : [170, 250, 350];
  let y = pty + th + 32;
  s = html`${s}${html`${text(12, y, t('web-race-player'), 9, html`class="title"`)}${text(cx1, y, t('web-race-camel-head'), 9, html`class="title"`)}${text(cx2, y, t('web-race-spectators'), 9, html`class="title"`)}${text(cx3, y, t(narrow ? 'web-race-dung-head-short' : 'web-race-dung-head'), 9, html`class="title"`)}`}`;
  racers.forEach((p) => {
    y += 19;
    const r = p.race;
    const n = r.spectators.reduce((a, b) => a + b, 0) + (r.nomads || 0);
    const colours = r.spectators.filter((x) => x > 0).length + (r.nomads ? 1 : 0);
    const place1 = podium.indexOf(p.seat);
    const seat = SEATS[p.seat % SEATS.length];
    s = html`${s}${html`${html`<rect x="10" y="${y - 11}" width="10" height="12" fill="${seat.fill}"/>`}${text(24, y, ctx.name(p.seat), 10)}${text(cx1, y, place1 >= 0 ? t('web-race-on-podium', { place: place1 + 1 }) : `${r.camel}/${finish}`, 10, html`class="count"`)}${text(cx2, y, t('web-race-spectator-count', { n, max: d.spectator_spaces.value, colours }), 10)}`}`;
    let dx = cx3;
    for (let k = 0; k < Math.min(r.dung, 12); k++) {
      s = html`${s}${html`<ellipse cx="${dx + 6}" cy="${y - 4}" rx="5" ry="4" fill="#6b4a22" stroke="#3b2a1a"/>`}`;
      dx += 12;
    }
    s = html`${s}${place(ctx, `race/dung/${p.seat}`, text(dx + 4, y, r.dung ? t('web-race-dung-penalty', { count: r.dung, penalty: dungPenalty(d, r.dung) }) : t('web-race-dung', { count: r.dung }), 10, html`class="count"`), t('web-race-dung-title', { name: ctx.name(p.seat), count: r.dung }))}`;
  });
  y += 14;
  // The reward tiles, in order: the top one is this season's. On a phone
  // they are stacked, each as wide as the board.
  const tw = narrow ? W - 8 - 16 : (W - 8 - 24) / 3;
  const tileStep = 24 + 5 * 19 + 8;
  const tiles = race.rewards || [];
  if (!tiles.length) s = html`${s}${text(12, y + 20, t('web-race-no-tile'), 10, html`class="muted"`)}`;
  tiles.forEach(([id, side], k) => {
    const def = d.reward_tiles.find((t) => t.id === id);
    const face = def ? def.sides[side % 2] : null;
    const x = narrow ? 12 : 12 + k * (tw + 4);
    const ty = narrow ? y + k * tileStep : y;
    const active = k === 0;
    const season = view.season + k + 1;
    const tileH = 24 + ((face ? face.offers.length : 4) + 1) * 19;
    s = html`${s}${html`${rect(x, ty, tw, tileH, active ? '#fff3c4' : '#f1e7d2', html`stroke="${active ? '#b5462b' : '#a89070'}" stroke-width="${active ? 2.5 : 1}"`)}${text(x + 6, ty + 13, t(active ? 'web-race-tile-active' : 'web-race-tile', { season, tile: `${id}${side ? 'b' : 'a'}` }), 9.5, html`class="title"`)}`}`;
    if (!face) return;
    face.offers.forEach((o, i) => {
      const oy = ty + 18 + i * 19;
      let inner = html`${rect(x + 4, oy, tw - 8, 17, '#fffdf6', html`stroke="#d8c39a"`)}${keshi(x + 14, oy + 8.5, 6.5, o.colour)}`;
      inner = html`${inner}${text(x + 24, oy + 12, t('web-race-offer-short', { any: o.any, reward: camelRewardText(o.reward) }), 9)}`;
      const label = t('web-race-offer', { colour: colourName(o.colour), any: o.any, reward: camelRewardText(o.reward) });
      s = html`${s}${active ? place(ctx, `race/reward/${i}`, inner, label) : inner}`;
    });
    const dy = ty + 18 + face.offers.length * 19;
    const dung = html`${rect(x + 4, dy, tw - 8, 10 + 7, '#f6ead2', html`stroke="#d8c39a"`)}${keshi(x + 14, dy + 8.5, 6.5, face.dung_colour)}${text(x + 24, dy + 12, `→ ${t('web-race-discard-dung')}`, 9)}`;
    s = html`${s}${active ? place(ctx, 'race/reward/dung', dung, `${colourName(face.dung_colour)}: ${t('web-race-discard-dung')}`) : dung}`;
  });
  y += tileStep * (narrow ? Math.max(1, tiles.length) : 1);
  const frame = rect(4, y0, W - 8, y - y0, '#f4e3c3', html`stroke="#b08a52" stroke-width="1.5" class="section"`);
  return { svg: html`<g class="race">${frame}${s}</g>`, y };
}

/** A player's spectator area (the player board's strip): 8 spaces, the keshis by colour. */
export function spectatorArea(ctx, p, x, y, w) {
  const { cat } = ctx;
  const d = cat.camel_race;
  const r = p.race;
  if (!d || !r) return { svg: html``, h: 0 };
  const me = `p${p.seat}`;
  // Nomads (with the nomads module) stand here too, a colour of their own.
  const nomads = r.nomads || 0;
  const n = r.spectators.reduce((a, b) => a + b, 0) + nomads;
  const colours = r.spectators.filter((c) => c > 0).length + (nomads ? 1 : 0);
  const steps = d.steps_by_colours.value;
  const next = steps[Math.min(colours, steps.length - 1)];
  const podium = ctx.view.board.race ? (ctx.view.board.race.podium || []).indexOf(p.seat) : -1;
  // On a phone (a narrow board) the heading takes two lines, the spaces are closer.
  const narrow = w < 900;
  const head = [t('web-race-area-head', { n, max: d.spectator_spaces.value }), t('web-race-area-state', { camel: podium >= 0 ? t('web-race-on-podium', { place: podium + 1 }) : `${r.camel}/${d.finish.value}`, dung: r.dung, next })];
  const dy = narrow ? 13 : 0;
  const step = narrow ? Math.min(53, (w - 12) / 10) : 58;
  let inner = html`${rect(x, y, w, 52 + dy, '#f4e3c3', html`stroke="#b08a52"`)}${(narrow ? html`${text(x + 6, y + 14, head[0], 10, html`class="title"`)}${text(x + 6, y + 27, head[1], 10, html`class="title"`)}`
      : text(x + 6, y + 14, head.join(' · '), 10, html`class="title"`))}`;
  let k = 0;
  COLOURS.forEach((c, ci) => {
    const cnt = r.spectators[ci];
    if (!cnt) return;
    const kx = x + 8 + k * step;
    inner = html`${inner}${place(ctx, `${me}/spectators/${c}`, html`${rect(kx, y + dy + 20, step - 4, 28, '#fffaf0', html`stroke="#cdb68a"`)}${keshi(kx + 14, y + dy + 34, 10, c)}${text(kx + (narrow ? step - 12 : 42), y + dy + 39, `×${cnt}`, 11, html`text-anchor="middle" class="count"`)}`, t('web-race-in-area', { count: cnt, colour: colourName(c) }))}`;
    k++;
  });
  if (nomads) {
    const kx = x + 8 + k * step;
    inner = html`${inner}${place(ctx, `${me}/spectators/nomad`, html`${rect(kx, y + dy + 20, step - 4, 28, '#fffaf0', html`stroke="#cdb68a"`)}${keshi(kx + 14, y + dy + 34, 10, 'nomad')}${text(kx + (narrow ? step - 12 : 42), y + dy + 39, `×${nomads}`, 11, html`text-anchor="middle" class="count"`)}`, t('web-race-nomads-in-area', { count: nomads }))}`;
    k++;
  }
  for (let e = n; e < d.spectator_spaces.value && k < 10; e++, k++) {
    inner = html`${inner}${html`<circle cx="${x + 22 + k * step}" cy="${y + dy + 34}" r="10" fill="none" stroke="#b08a52" stroke-dasharray="2 2"/>`}`;
  }
  return { svg: place(ctx, `${me}/spectators`, inner, t('web-race-area', { count: n, colours })), h: 56 + dy };
}
