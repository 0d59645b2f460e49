// @ts-check
// Small SVG helpers shared by the main board and the player boards.

import { KESHI, SEATS, keshiLetter } from './names.js';
import { t, colourName } from './i18n.js';
import { html, join } from './html.js';
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

/** Pattern definitions for the seat colours (the second cue besides hue). */
export function defs() {
  return html`<defs>
  <pattern id="pat-stripes" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="none"/><line x1="0" y1="0" x2="0" y2="6" stroke="#fff" stroke-width="2.2" opacity=".75"/></pattern>
  <pattern id="pat-dots" width="6" height="6" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="1.4" fill="#fff" opacity=".85"/></pattern>
  <pattern id="pat-cross" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0 0L6 6M6 0L0 6" stroke="#fff" stroke-width="1.1" opacity=".8"/></pattern>
  <pattern id="pat-waves" width="8" height="5" patternUnits="userSpaceOnUse"><line x1="0" y1="2.5" x2="8" y2="2.5" stroke="#fff" stroke-width="1.4" opacity=".8"/></pattern>
  <pattern id="pat-hidden" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="8" height="8" fill="#c9a46a"/><line x1="0" y1="0" x2="0" y2="8" stroke="#a9834b" stroke-width="3"/></pattern>
</defs>`;
}

/** A keshi: coloured disc with its two-letter label. */
/**
 * @param {number} x
 * @param {number} y
 * @param {number} r
 * @param {string} colour
 * @param {Markup} [extra] more attributes
 * @returns {Markup}
 */
export function keshi(x, y, r, colour, extra = html``) {
  const k = KESHI[colour];
  if (!k) return html``;
  const fs = Math.max(7, r * 0.95);
  return html`<g class="keshi" ${extra}><circle cx="${x}" cy="${y}" r="${r}" fill="${k.fill}" stroke="#3b2a1a" stroke-width="1"/><text x="${x}" y="${y + fs * 0.35}" font-size="${fs}" text-anchor="middle" style="fill:${k.ink}" class="lbl">${keshiLetter(colour)}</text></g>`;
}

/** A seat's pawn: hue, pattern and the seat number. */
/**
 * @param {number} x
 * @param {number} y
 * @param {number} r
 * @param {number} seat
 * @param {string} [title]
 * @returns {Markup}
 */
export function pawn(x, y, r, seat, title = '') {
  const s = SEATS[seat % SEATS.length];
  return html`<g class="pawn seat${seat}"><title>${title}</title><circle cx="${x}" cy="${y}" r="${r}" fill="${s.fill}" stroke="#111" stroke-width="1.2"/><circle cx="${x}" cy="${y}" r="${r}" fill="url(#${s.pattern})"/><text x="${x}" y="${y + r * 0.4}" font-size="${r * 1.15}" text-anchor="middle" style="fill:#fff" stroke="#111" stroke-width="2.4" paint-order="stroke" class="lbl">${seat}</text></g>`;
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
 * @returns {Markup}
 */
export function place(ctx, key, inner, title = '') {
  const cls = ctx.cls(key);
  const legal = cls.includes('legal');
  const aria = legal ? html` tabindex="0" role="button" aria-label="${ctx.label(key) || title}"` : '';
  const tip = title ? html`<title>${title}</title>` : '';
  return html`<g data-key="${key}" class="place ${cls}"${aria}>${tip}${inner}</g>`;
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
 * (`ctx.narrow`) 480, a column the board's parts are stacked in, so the
 * board fits the screen's width at a readable scale.
 */
export function boardWidth(ctx) {
  return ctx && ctx.narrow ? 480 : 1000;
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
