// @ts-check
// Small SVG helpers shared by the main board and the player boards.

import { KESHI, SEATS } from './names.js';
import { t, colourName } from './i18n.js';
import { html, join } from './html.js';
import { icon, ensureSprite } from './sprite.js';
/** @typedef {import('./html.js').Markup} Markup */

/**
 * A rules text written for an 80-column terminal as HTML paragraphs: a
 * blank line starts a paragraph, a line starting a numbered or dashed item
 * starts a line, every other line break is a space (the page wraps).
 */
export function paragraphs(text) {
  return join(String(text || '').split(/\n\s*\n/).map((para) => {
    const lines = para.split('\n').map((l, i) => {
      const item = /^\s*(\d+\.|[-•])\s/.test(l);
      return html`${i === 0 ? '' : item ? html`<br>` : ' '}${l.trim()}`;
    });
    return html`<p>${lines}</p>`;
  }));
}

/** Pattern definitions for the seat colours (the second cue besides hue); the sprite (sprite.js) has the rest. */
export function defs() {
  return html`<defs>
  <pattern id="pat-stripes" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="none"/><line x1="0" y1="0" x2="0" y2="6" stroke="#fff" stroke-width="2.2" opacity=".75"/></pattern>
  <pattern id="pat-dots" width="6" height="6" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="1.4" fill="#fff" opacity=".85"/></pattern>
  <pattern id="pat-cross" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0 0L6 6M6 0L0 6" stroke="#fff" stroke-width="1.1" opacity=".8"/></pattern>
  <pattern id="pat-waves" width="8" height="5" patternUnits="userSpaceOnUse"><line x1="0" y1="2.5" x2="8" y2="2.5" stroke="#fff" stroke-width="1.4" opacity=".8"/></pattern>
  <pattern id="pat-hidden" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="8" height="8" fill="#c9a46a"/><line x1="0" y1="0" x2="0" y2="8" stroke="#a9834b" stroke-width="3"/></pattern>
</defs>`;
}

/** A keshi: its figure (hue and glyph), centred at (x, y), about 2r high. */
/**
 * @param {number} x
 * @param {number} y
 * @param {number} r
 * @param {string} colour
 * @param {Markup} [extra] more attributes
 * @returns {Markup}
 */
export function keshi(x, y, r, colour, extra = html``) {
  if (!KESHI[colour]) return html``;
  ensureSprite();
  const s = r * 2.2;
  return html`<g class="keshi" data-keshi="${colour}" ${extra}><title>${colour === 'nomad' ? t('component-icon-nomad') : colourName(colour)}</title><use href="#i-keshi-${colour}" x="${rd(x - s / 2)}" y="${rd(y - s / 2)}" width="${rd(s)}" height="${rd(s)}"/></g>`;
}

/** @param {number} v */
function rd(v) {
  return Math.round(v * 100) / 100;
}

/** A seat's pawn: hue, pattern and the seat number; `piece` names it for the page's motion (data-piece). */
/**
 * @param {number} x
 * @param {number} y
 * @param {number} r
 * @param {number} seat
 * @param {string} [title]
 * @param {string} [piece]
 * @returns {Markup}
 */
export function pawn(x, y, r, seat, title = '', piece = '') {
  const s = SEATS[seat % SEATS.length];
  const data = piece ? html` data-piece="${piece}"` : '';
  return html`<g class="pawn seat${seat}"${data}><title>${title}</title><circle cx="${rd(x)}" cy="${rd(y)}" r="${r}" fill="${s.fill}" stroke="#111" stroke-width="1.2"/><circle cx="${rd(x)}" cy="${rd(y)}" r="${r}" fill="url(#${s.pattern})"/><text x="${rd(x)}" y="${rd(y + r * 0.42)}" font-size="${Math.max(11, r * 1.25)}" text-anchor="middle" style="fill:#fff" stroke="#111" stroke-width="2.4" paint-order="stroke" class="lbl">${seat + 1}</text></g>`;
}

/**
 * A number and an icon side by side, centred at (cx, cy): "2 ☆". `n`
 * null shows the icon alone.
 * @param {number|null} n
 * @param {string} id
 * @param {number} cx
 * @param {number} cy
 * @param {number} s the icon's size
 * @returns {{svg: Markup, w: number}}
 */
export function qty(n, id, cx, cy, s) {
  const fs = Math.max(11, Math.round(s * 0.72));
  const label = n === null || n === undefined ? '' : String(n);
  const tw = label.length * fs * 0.58;
  const w = tw + (label ? 1 : 0) + s;
  const x0 = cx - w / 2;
  return {
    svg: html`${label ? html`<text x="${rd(x0)}" y="${rd(cy + fs * 0.36)}" font-size="${fs}" class="num">${label}</text>` : ''}${icon(id, x0 + w - s, cy - s / 2, s)}`,
    w,
  };
}

/** Pieces drawn side by side, centred at cx (each {svg at its centre, w}). */
/**
 * @param {Array<(cx: number) => {svg: Markup, w: number}>} items
 * @param {number} cx
 * @param {number} [gap]
 * @returns {Markup}
 */
export function row(items, cx, gap = 3) {
  const ws = items.map((f) => f(0).w);
  const total = ws.reduce((a, b) => a + b, 0) + gap * Math.max(0, items.length - 1);
  let x = cx - total / 2;
  return join(items.map((f, i) => {
    const m = f(x + ws[i] / 2).svg;
    x += ws[i] + gap;
    return m;
  }));
}

/** Resources as icons (water, dates, dinars), centred at (cx, cy). */
/**
 * @param {any} r
 * @param {number} cx
 * @param {number} cy
 * @param {number} s
 * @returns {Markup}
 */
export function resourcesArt(r, cx, cy, s) {
  if (!r) return '';
  const items = [];
  if (r.water) items.push((x) => qty(r.water, 'i-water', x, cy, s));
  if (r.dates) items.push((x) => qty(r.dates, 'i-dates', x, cy, s));
  if (r.dinars) items.push((x) => qty(r.dinars, 'i-dinar', x, cy, s));
  if (!items.length) return html`<text x="${rd(cx)}" y="${rd(cy + 4)}" font-size="11" text-anchor="middle" class="muted">0</text>`;
  return row(items, cx);
}

/** The symbol of a staircase (palace, mosque, either). */
export function stairIcon(stair) {
  return stair === 'palace' ? 'i-stair-palace' : stair === 'mosque' ? 'i-stair-mosque' : 'i-stair-step';
}

/** A catalog bonus as icons, centred at (cx, cy), its words as tooltip. */
/**
 * @param {any} b
 * @param {number} cx
 * @param {number} cy
 * @param {number} s
 * @returns {Markup}
 */
export function bonusArt(b, cx, cy, s) {
  if (!b) return '';
  let m;
  switch (b.kind) {
    case 'points': m = qty(b.n, 'i-points', cx, cy, s).svg; break;
    case 'resources': m = resourcesArt(b, cx, cy, s); break;
    case 'any_resources': m = qty(b.n, 'i-any-resource', cx, cy, s).svg; break;
    case 'goods': m = qty(b.n, 'i-goods', cx, cy, s).svg; break;
    case 'keshi': m = keshi(cx, cy, s * 0.5, b.colour); break;
    case 'any_keshis': m = qty(b.n, 'i-keshi-any', cx, cy, s).svg; break;
    case 'river_steps': m = qty(b.n, 'i-river-step', cx, cy, s).svg; break;
    case 'stair_steps': m = qty(b.n, stairIcon(b.stair), cx, cy, s).svg; break;
    case 'either_stair': m = qty(b.n, 'i-stair-step', cx, cy, s).svg; break;
    default: m = icon('i-action', cx - s / 2, cy - s / 2, s);
  }
  return html`<g class="bonus"><title>${bonusShort(b)}</title>${m}</g>`;
}

/** A horseshoe arch's outline (a quarter's frame): wider than a half circle at the spring. */
export function archPath(x, y, w, h) {
  const r = w / 2;
  const k = r * 0.86;
  const top = y + r * 0.5;
  return `M${rd(x)} ${rd(y + h)}V${rd(top + r)}L${rd(x + r - k)} ${rd(top + r * 1.1)}A${rd(r)} ${rd(r)} 0 1 1 ${rd(x + r + k)} ${rd(top + r * 1.1)}L${rd(x + w)} ${rd(top + r)}V${rd(y + h)}Z`;
}

/**
 * A clickable place. `ctx.cls(key)` gives its classes (legal, chosen),
 * `ctx.label(key)` its accessible name when it is a legal target.
 */
/**
 * @param {any} ctx
 * @param {string} key
 * @param {Markup} inner
 * @param {string} [title]
 * @param {Markup} [attrs] more attributes (data-tower, data-piece)
 * @returns {Markup}
 */
export function place(ctx, key, inner, title = '', attrs = html``) {
  const cls = ctx.cls(key);
  const legal = cls.includes('legal');
  const aria = legal ? html` tabindex="0" role="button" aria-label="${ctx.label(key) || title}"` : '';
  const tip = title ? html`<title>${title}</title>` : '';
  return html`<g data-key="${key}" class="place ${cls}"${aria} ${attrs}>${tip}${inner}</g>`;
}

/** A transparent hit area (a place's whole box takes the click). */
export function hit(x, y, w, h) {
  return html`<rect class="hit" x="${rd(x)}" y="${rd(y)}" width="${rd(w)}" height="${rd(h)}" fill="#fff" fill-opacity="0"/>`;
}

/**
 * A part of a board: a framed area with its name in the display font
 * (`title` empty: no name).
 * @returns {Markup}
 */
export function frame(w, h, title = '', fill = '#f6e7c8', stroke = '#b0703a') {
  return html`<rect class="section" x="0" y="0" width="${rd(w)}" height="${rd(h)}" rx="8" fill="${fill}" stroke="${stroke}" stroke-width="1.5"/>${title ? html`<text x="10" y="17" font-size="14" class="title art-title">${title}</text>` : ''}`;
}

/**
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {string} fill
 * @param {Markup} [extra] more attributes
 * @returns {Markup}
 */
export function rect(x, y, w, h, fill, extra = html``) {
  return html`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="${fill}" ${extra}/>`;
}

/**
 * @param {number} x
 * @param {number} y
 * @param {string|number} s the text (escaped)
 * @param {number} [size]
 * @param {Markup} [extra] more attributes
 * @returns {Markup}
 */
export function text(x, y, s, size = 12, extra = html``) {
  return html`<text x="${x}" y="${y}" font-size="${size}" ${extra}>${s}</text>`;
}

/** A catalog bonus in a few words ("2 pts", "1 water", "green keshi"). */
export function bonusShort(b) {
  if (!b) return '';
  switch (b.kind) {
    case 'points': return t('web-short-points', { count: b.n });
    case 'resources': {
      const p = [];
      if (b.water) p.push(t('web-short-water', { count: b.water }));
      if (b.dates) p.push(t('web-short-dates', { count: b.dates }));
      if (b.dinars) p.push(t('web-short-dinars', { count: b.dinars }));
      return p.join('+') || t('component-nothing');
    }
    case 'any_resources': return t('web-short-any-resources', { count: b.n });
    case 'goods': return t('web-short-goods', { count: b.n });
    case 'keshi': return t('web-short-keshi', { colour: colourName(b.colour) });
    case 'any_keshis': return t('web-short-any-keshis', { count: b.n });
    case 'river_steps': return t('web-short-river-steps', { count: b.n });
    case 'stair_steps': return t('web-short-stair-steps', { count: b.n, stair: b.stair });
    case 'either_stair': return t('web-short-either-stair', { count: b.n });
    default: return t('component-short-bonus');
  }
}

/** Resources in a few words ("1 water + 2 dates", "free"). */
export function resourcesShort(r) {
  if (!r) return '';
  const p = [];
  if (r.water) p.push(t('web-short-water', { count: r.water }));
  if (r.dates) p.push(t('web-short-dates', { count: r.dates }));
  if (r.dinars) p.push(t('web-short-dinars', { count: r.dinars }));
  return p.join(' + ') || t('web-short-free');
}

/**
 * The width of a board's drawing: 1000 on a wide screen; on a phone
 * (`ctx.narrow`) 360, a column the board's parts are stacked in, so the
 * board fits the screen's width at a readable scale.
 */
export function boardWidth(ctx) {
  return ctx && ctx.narrow ? 360 : 1000;
}

/** Splits a text into lines of at most `max` characters. */
export function wrapLines(str, max) {
  const out = [];
  let cur = '';
  for (const w of String(str || '').split(' ')) {
    if (`${cur} ${w}`.trim().length > max && cur) {
      out.push(cur);
      cur = w;
    } else cur = `${cur} ${w}`.trim();
  }
  if (cur) out.push(cur);
  return out;
}

/** Moves (and shrinks by `k`) a part of a board drawn elsewhere; identity when nothing moves. */
/**
 * @param {Markup} svg
 * @param {number} dx
 * @param {number} dy
 * @param {number} [k]
 * @returns {Markup}
 */
export function moved(svg, dx, dy, k = 1) {
  if (!svg || (!dx && !dy && k === 1)) return svg;
  return html`<g transform="translate(${dx} ${dy})${k === 1 ? '' : ` scale(${k})`}">${svg}</g>`;
}
