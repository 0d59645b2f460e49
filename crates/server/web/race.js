// @ts-check
// The camel race (003 "Das Kamelrennen") on the main board: the track with
// its start, stage and finish lines and bridges, each camel, the podium,
// each player's dung, and the three reward tiles in order (the active one
// marked). The spectator areas are on the player boards (player.js).
// Every place has a stable data-key; targets.js names the same keys.

import { SEATS, COLOURS } from './names.js';
import { t, colourName } from './i18n.js';
import { keshi, pawn, place, rect, text, resourcesShort, wrapLines, qty, row, hit, resourcesArt } from './svg.js';
import { icon } from './sprite.js';

/** @param {number} v */
const rd = (v) => Math.round(v * 100) / 100;
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

/** A camel-race reward as icons, centred at (cx, cy), its words as tooltip. */
function rewardArt(r, cx, cy, s) {
  if (!r) return '';
  let m;
  switch (r.kind) {
    case 'gain': {
      const items = [];
      if (r.points) items.push((x) => qty(r.points, 'i-points', x, cy, s));
      if (r.water) items.push((x) => qty(r.water, 'i-water', x, cy, s));
      if (r.dates) items.push((x) => qty(r.dates, 'i-dates', x, cy, s));
      if (r.dinars) items.push((x) => qty(r.dinars, 'i-dinar', x, cy, s));
      m = row(items, cx);
      break;
    }
    case 'any_resources': m = qty(r.n, 'i-any-resource', cx, cy, s).svg; break;
    case 'goods': m = qty(r.n, 'i-goods', cx, cy, s).svg; break;
    case 'discard_dung': m = qty(-1, 'i-dung', cx, cy, s).svg; break;
    case 'steps': {
      const ids = ['river', 'palace', 'mosque'].filter((k) => r[k]).map((k) => (k === 'river' ? 'i-river-step' : k === 'palace' ? 'i-stair-palace' : 'i-stair-mosque'));
      m = row([(x) => qty(r.n, ids[0] || 'i-stair-step', x, cy, s), ...ids.slice(1).map((id) => (x) => ({ svg: icon(id, x - s / 2, cy - s / 2, s), w: s }))], cx, 1);
      break;
    }
    case 'spectator_bonus': m = qty(r.spectators, 'i-spectators', cx, cy, s).svg; break;
    case 'free_oases': m = qty(r.n, 'i-oasis', cx, cy, s).svg; break;
    case 'river_tile_bonus': m = icon('i-river-step', cx - s / 2, cy - s / 2, s); break;
    default: m = icon('i-action', cx - s / 2, cy - s / 2, s);
  }
  return html`<g class="bonus"><title>${camelRewardText(r)}</title>${m}</g>`;
}

/** The race section of the main board, from `y0`, `W` wide; returns its svg and bottom. */
export function raceTrack(ctx, y0, W) {
  const { view, cat } = ctx;
  const d = cat.camel_race;
  const race = view.board.race;
  if (!d || !race) return { svg: html``, y: y0 };
  const racers = view.players.filter((p) => p.race);
  const finish = d.finish.value;
  const lines = d.lines.value;
  const narrow = W < 700;
  const about = t('web-race-about', { steps: d.steps_by_colours.value.join('/'), dinars: d.stage_first_dinars.value, points: d.finish_points.value });
  const podium = race.podium || [];
  // The track: spaces 0..finish-1 in lanes (one per camel), the podium at
  // its end; on a phone in two rows, the podium below.
  const labelW = 62;
  const podiumW = narrow ? W - 16 : 34 * Math.max(2, view.players.length) + 12;
  const perRow = narrow ? Math.ceil(finish / 2) : finish;
  const trackRows = Math.ceil(finish / perRow);
  const sw = narrow ? (W - 16 - labelW) / perRow : (W - 16 - labelW - podiumW - 10) / finish;
  const lane = narrow ? 24 : 14;
  const th = 14 + Math.max(2, racers.length) * lane;
  const x0 = 8 + labelW;
  const ty = y0 + 24;
  const rowGap = th + 28;
  const spaceX = (i) => x0 + (i % perRow) * sw;
  const spaceY = (i) => ty + Math.floor(i / perRow) * rowGap;
  let s = html`<g><title>${about}</title>${icon('i-camel', 8, y0 + 3, 20)}${text(32, y0 + 18, t('web-race-title'), 14, html`class="title art-title"`)}</g>`;
  // Each racer's lane label: the seat and the dung.
  racers.forEach((p, j) => {
    for (let r = 0; r < trackRows; r++) {
      const ly = ty + r * rowGap + 14 + j * lane;
      const inner = html`${hit(8, ly - 1, labelW - 4, lane)}${pawn(16, ly + lane / 2 - 1, 6.5, p.seat, ctx.name(p.seat))}${icon('i-dung', 26, ly, 13, t('web-race-dung-head'))}${text(42, ly + 11, p.race.dung ? `${p.race.dung}` : '0', 11, html`class="num"`)}${p.race.dung ? text(labelW - 2, ly + 11, `−${dungPenalty(d, p.race.dung)}`, 11, html`text-anchor="end" class="num muted"`) : ''}`;
      s = html`${s}${r === 0 ? place(ctx, `race/dung/${p.seat}`, inner, `${t('web-race-dung-title', { name: ctx.name(p.seat), count: p.race.dung })}: ${p.race.dung ? t('web-race-dung-penalty', { count: p.race.dung, penalty: dungPenalty(d, p.race.dung) }) : t('web-race-dung', { count: 0 })} · ${t('web-race-spectators')} ${t('web-race-spectator-count', { n: p.race.spectators.reduce((a, b) => a + b, 0) + (p.race.nomads || 0), max: d.spectator_spaces.value, colours: p.race.spectators.filter((c) => c > 0).length + (p.race.nomads ? 1 : 0) })}`) : inner}`;
    }
  });
  for (let i = 0; i < finish; i++) {
    const x = spaceX(i);
    const sy = spaceY(i);
    const bridge = d.bridges.value.find((b) => b.space === i);
    const fill = bridge ? '#b78a55' : i % 2 ? '#f3dfae' : '#ecd39c';
    let inner = html`<rect x="${rd(x)}" y="${sy}" width="${rd(sw - 1)}" height="${th}" fill="${fill}" stroke="${bridge ? '#6b4a22' : '#c7a56a'}" stroke-width=".8"/>${i % 5 === 0 || bridge ? text(x + (sw - 1) / 2, sy + 11, String(i), 11, html`text-anchor="middle" class="num muted"`) : ''}`;
    if (bridge) {
      const cost = resourcesShort({ water: bridge.water, dates: bridge.dates, dinars: 0 });
      inner = html`${inner}${icon('i-bridge', x + sw / 2 - 9, sy + th + 1, 18, t('web-race-bridge'))}<g><title>${t('web-race-bridge-cost', { water: bridge.water, dates: bridge.dates })}</title>${resourcesArt({ water: bridge.water, dates: bridge.dates, dinars: 0 }, x + sw / 2, sy + th + 24, 11)}</g>`;
      s = html`${s}${place(ctx, `race/bridge/${i}`, html`${hit(x, sy, sw, th + 30)}${inner}`, t('web-race-bridge-title', { space: i, cost }))}`;
    } else {
      s = html`${s}${inner}`;
    }
  }
  // The lines: start, stages (after lines[k]), finish (before the podium).
  const crossed = race.crossed || 0;
  const lineAt = (after, label, colour, words) => {
    const x = spaceX(after) + sw - 1;
    const sy = spaceY(after);
    return html`<g><title>${words}</title><line x1="${rd(x)}" y1="${sy - 6}" x2="${rd(x)}" y2="${sy + th + 3}" stroke="${colour}" stroke-width="3"/>${text(x, sy - 8, label, 11, html`text-anchor="middle" class="num"`)}</g>`;
  };
  lines.forEach((l, k) => {
    const words = k === 0 ? t('web-race-start') : t(crossed & (1 << k) ? 'web-race-stage-taken' : 'web-race-stage', { number: k });
    s = html`${s}${lineAt(l, k === 0 ? '▸' : `${k}${crossed & (1 << k) ? '✓' : ''}`, k === 0 ? '#6a5a3a' : '#a8322a', words)}`;
  });
  s = html`${s}${lineAt(finish - 1, '⚑', '#111', t('web-race-finish'))}`;
  // Camels on the track.
  racers.forEach((p, j) => {
    if (podium.includes(p.seat)) return;
    const x = spaceX(p.race.camel) + (sw - 1) / 2;
    const y = spaceY(p.race.camel) + 14 + j * lane + lane / 2 - 1;
    s = html`${s}${place(ctx, `race/camel/${p.seat}`, html`${hit(x - 12, y - lane / 2, 24, lane)}<g data-piece="camel/${p.seat}"><title>${t('web-race-camel', { name: ctx.name(p.seat), space: p.race.camel })}</title>${icon('i-camel', x - 9, y - 9, 18)}${pawn(x + 6, y + 3, 5, p.seat)}</g>`)}`;
  });
  // The podium.
  const px = narrow ? 8 : W - 8 - podiumW;
  const pty = narrow ? ty + trackRows * rowGap - 10 : ty;
  const ph = narrow ? 50 : th;
  s = html`${s}<g><title>${t('web-race-podium')}</title><rect x="${rd(px)}" y="${pty}" width="${rd(podiumW)}" height="${ph}" rx="5" fill="#fff3c4" stroke="#8a6a3a"/>${icon('i-podium', px + 4, pty + 3, 16)}</g>`;
  d.podium_points.value.slice(0, Math.max(2, view.players.length)).forEach((pts, i) => {
    const bx = px + 8 + i * 34;
    const who = podium[i];
    s = html`${s}<g><title>${t('web-short-points', { count: pts })}</title>${text(bx + 16, pty + 32, `${i + 1}.`, 11, html`text-anchor="middle" class="num"`)}${qty(pts, 'i-points', bx + 16, pty + ph - 9, 11).svg}</g>${who !== undefined ? pawn(bx + 16, pty + 28, 8, who, t('web-race-podium-place', { name: ctx.name(who), place: i + 1 }), `camel/${who}`) : ''}`;
  });
  let y = (narrow ? pty + ph : ty + trackRows * rowGap - 4) + 6;
  // The reward tiles, in order: the first is this season's.
  const tiles = race.rewards || [];
  const perLine = narrow ? 1 : 3;
  const tw = (W - 16 - (perLine - 1) * 6) / perLine;
  const offerH = narrow ? 26 : 16;
  const mid = (offerH - 2) / 2;
  if (!tiles.length) {
    s = html`${s}${text(12, y + 16, t('web-race-no-tile'), 11, html`class="muted"`)}`;
    y += 24;
  }
  let tileBottom = y;
  tiles.forEach(([id, side], k) => {
    const def = d.reward_tiles.find((x) => x.id === id);
    const face = def ? def.sides[side % 2] : null;
    const x = 8 + (k % perLine) * (tw + 6);
    const ty2 = y + Math.floor(k / perLine) * (6 * offerH + 14);
    const active = k === 0;
    const season = view.season + k + 1;
    const n = face ? face.offers.length : 4;
    const tileH = 18 + (n + 1) * offerH;
    s = html`${s}<g><title>${t(active ? 'web-race-tile-active' : 'web-race-tile', { season, tile: `${id}${side ? 'b' : 'a'}` })}</title><rect x="${rd(x)}" y="${ty2}" width="${rd(tw)}" height="${tileH}" rx="6" fill="${active ? '#fff3c4' : '#f1e7d2'}" stroke="${active ? '#a8322a' : '#a89070'}" stroke-width="${active ? 2.5 : 1}"/>${icon('i-season', x + 4, ty2 + 2, 14)}${text(x + 22, ty2 + 14, t(active ? 'web-race-tile-active' : 'web-race-tile', { season, tile: `${id}${side ? 'b' : 'a'}` }), 11, html`class="${active ? 'num' : ''}"`)}</g>`;
    tileBottom = Math.max(tileBottom, ty2 + tileH);
    if (!face) return;
    face.offers.forEach((o, i) => {
      const oy = ty2 + 18 + i * offerH;
      let inner = html`<rect x="${rd(x + 4)}" y="${oy}" width="${rd(tw - 8)}" height="${offerH - 2}" rx="4" fill="#fffdf6" stroke="#d8c39a"/>${keshi(x + 16, oy + mid, 7, o.colour)}`;
      if (o.any) inner = html`${inner}${text(x + 28, oy + mid + 4.5, '+', 11, html`class="num"`)}${qty(o.any, 'i-keshi-any', x + 48, oy + mid, 14).svg}`;
      inner = html`${inner}${text(x + 68, oy + mid + 4.5, '→', 11)}${rewardArt(o.reward, x + 80 + (tw - 88) / 2, oy + mid, 14)}`;
      const label = t('web-race-offer', { colour: colourName(o.colour), any: o.any, reward: camelRewardText(o.reward) });
      s = html`${s}${active ? place(ctx, `race/reward/${i}`, inner, label) : html`<g><title>${label}</title>${inner}</g>`}`;
    });
    const dy = ty2 + 18 + face.offers.length * offerH;
    const dung = html`<rect x="${rd(x + 4)}" y="${dy}" width="${rd(tw - 8)}" height="${offerH - 2}" rx="4" fill="#f6ead2" stroke="#d8c39a"/>${keshi(x + 16, dy + mid, 7, face.dung_colour)}${text(x + 68, dy + mid + 4.5, '→', 11)}${qty(-1, 'i-dung', x + 80 + (tw - 88) / 2, dy + mid, 14).svg}`;
    const dl = `${colourName(face.dung_colour)}: ${t('web-race-discard-dung')}`;
    s = html`${s}${active ? place(ctx, 'race/reward/dung', dung, dl) : html`<g><title>${dl}</title>${dung}</g>`}`;
  });
  y = tileBottom + 8;
  const frameR = html`<rect class="section" x="0" y="${y0}" width="${W}" height="${rd(y - y0)}" rx="8" fill="#f4e3c3" stroke="#b0703a" stroke-width="1.5"/>`;
  return { svg: html`<g class="race">${frameR}${s}</g>`, y };
}

/** A player's spectator area (the player board's strip): up to 8 spaces, the keshis by colour. */
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
  const state = t('web-race-area-state', { camel: podium >= 0 ? t('web-race-on-podium', { place: podium + 1 }) : `${r.camel}/${d.finish.value}`, dung: r.dung, next });
  const head = `${t('web-race-area-head', { n, max: d.spectator_spaces.value })} · ${state}`;
  // The camel's state at the left, then one cell per colour present and the free spaces.
  const left = 112;
  const step = Math.max(28, Math.min(44, (w - left - 8) / d.spectator_spaces.value));
  const h = 40;
  let inner = html`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="#f4e3c3" stroke="#b08a52"/><g><title>${head}</title>${icon('i-camel', x + 6, y + 8, 24, t('web-race-camel-head'))}${text(x + 34, y + 25, podium >= 0 ? `${podium + 1}.` : String(r.camel), 13, html`class="num"`)}${icon('i-dung', x + 58, y + 12, 16)}${text(x + 76, y + 25, String(r.dung), 13, html`class="num"`)}${icon('i-spectators', x + 90, y + 10, 20, t('web-race-spectators'))}</g>`;
  let k = 0;
  const cell = (key, colour, cnt, label) => {
    const kx = x + left + k * step;
    k++;
    return place(ctx, key, html`<rect x="${rd(kx)}" y="${y + 5}" width="${rd(step - 3)}" height="30" rx="5" fill="#fffaf0" stroke="#cdb68a"/>${keshi(kx + 11, y + 20, 9, colour)}${cnt > 1 ? text(kx + step - 6, y + 31, String(cnt), 11, html`text-anchor="end" class="num"`) : ''}`, label);
  };
  COLOURS.forEach((c, ci) => {
    const cnt = r.spectators[ci];
    if (!cnt) return;
    inner = html`${inner}${cell(`${me}/spectators/${c}`, c, cnt, t('web-race-in-area', { count: cnt, colour: colourName(c) }))}`;
  });
  if (nomads) inner = html`${inner}${cell(`${me}/spectators/nomad`, 'nomad', nomads, t('web-race-nomads-in-area', { count: nomads }))}`;
  for (let e = n; e < d.spectator_spaces.value && k < d.spectator_spaces.value; e++, k++) {
    inner = html`${inner}<circle cx="${rd(x + left + k * step + step / 2 - 1.5)}" cy="${y + 20}" r="9" fill="none" stroke="#b08a52" stroke-dasharray="2 2"/>`;
  }
  return { svg: place(ctx, `${me}/spectators`, html`${inner}`, `${t('web-race-area', { count: n, colours })} · ${state}`), h: h + 4 };
}
