// @ts-check
// Motion that tells what happened, as lichess moves a piece: after a
// redraw, a piece that is somewhere else glides there from where it was
// (FLIP: first, last, invert, play), a keshi new in a city comes from the
// tower base of its colour, a tile that turned turns, a score counts up.
// 200–400 ms, never blocking input (Web Animations), none under
// `prefers-reduced-motion` and none on a first drawing or a full redraw.

const REDUCED = window.matchMedia('(prefers-reduced-motion: reduce)');
/** A redraw that moves more than this many pieces is a new picture, not a move. */
const MOST = 12;
const GLIDE = 320;
/** Places that are tiles: they turn when they change. */
const TILE = /\/(provision|oasis|town|building|luxury|start-scroll)\/|^madrasa\/\w+\/\d|^river-tile|^towns\/|^bonus-oasis\//;

/**
 * Where the pieces are now.
 * @typedef {{pieces: Map<string, DOMRect>, keshis: Set<string>, towers: Map<string, DOMRect>, counts: Map<string, number>}} Snapshot
 */

/**
 * A keshi figure's identity across redraws: the place it stands on, its
 * colour and its rank among the same colour there.
 * @param {Element[]} list
 * @returns {Map<string, Element>}
 */
function keshiIds(list) {
  /** @type {Map<string, Element>} */
  const out = new Map();
  /** @type {Map<string, number>} */
  const seen = new Map();
  for (const el of list) {
    const at = el.closest('[data-key]');
    const base = `${at ? /** @type {HTMLElement} */ (at).dataset.key : ''}|${el.getAttribute('data-keshi')}`;
    const n = seen.get(base) || 0;
    seen.set(base, n + 1);
    out.set(`${base}|${n}`, el);
  }
  return out;
}

/** @param {Element[]} roots @returns {Snapshot} */
export function snapshot(roots) {
  /** @type {Snapshot} */
  const s = { pieces: new Map(), keshis: new Set(), towers: new Map(), counts: new Map() };
  for (const root of roots) {
    if (!root) continue;
    root.querySelectorAll('[data-piece]').forEach((el) => s.pieces.set(el.getAttribute('data-piece'), el.getBoundingClientRect()));
    keshiIds([...root.querySelectorAll('[data-keshi]')].filter((k) => !k.closest('[data-tower]'))).forEach((_, id) => s.keshis.add(id));
    root.querySelectorAll('[data-tower]').forEach((el) => s.towers.set(el.getAttribute('data-tower'), el.getBoundingClientRect()));
    root.querySelectorAll('[data-count]').forEach((el) => s.counts.set(el.getAttribute('data-count'), Number(el.textContent.replace(/[^\d-]/g, '')) || 0));
  }
  return s;
}

/** The scale of user units to screen pixels for an SVG element (1 in HTML). */
function unitsPerPixel(el) {
  const g = /** @type {SVGGraphicsElement} */ (el);
  const m = g.parentNode && /** @type {SVGGraphicsElement} */ (g.parentNode).getScreenCTM ? /** @type {SVGGraphicsElement} */ (g.parentNode).getScreenCTM() : null;
  return m && m.a ? 1 / m.a : 1;
}

/** @param {Element} el @param {number} dx @param {number} dy screen pixels */
function glide(el, dx, dy, duration = GLIDE) {
  const k = unitsPerPixel(el);
  /** @type {any} */ (el).style.transformBox = 'fill-box';
  el.animate([{ transform: `translate(${dx * k}px, ${dy * k}px)` }, { transform: 'translate(0, 0)' }], { duration, easing: 'cubic-bezier(.2,.7,.3,1)' });
}

/**
 * Plays the motion from `before` to what `roots` show now; `fresh` are the
 * data-keys the newest step changed (marks.js).
 * @param {Snapshot|null} before
 * @param {Element[]} roots
 * @param {Set<string>} fresh
 */
export function play(before, roots, fresh) {
  if (!before || REDUCED.matches || document.hidden) return;
  // A place the player may click now stays still under the pointer.
  const still = (el) => !!el.closest('.place.legal');
  /** @type {Array<() => void>} */
  const moves = [];
  for (const root of roots) {
    if (!root) continue;
    root.querySelectorAll('[data-piece]').forEach((el) => {
      const was = before.pieces.get(el.getAttribute('data-piece'));
      if (!was || still(el)) return;
      const now = el.getBoundingClientRect();
      const dx = was.left - now.left;
      const dy = was.top - now.top;
      if (Math.abs(dx) + Math.abs(dy) > 2) moves.push(() => glide(el, dx, dy));
    });
    keshiIds([...root.querySelectorAll('[data-keshi]')].filter((k) => !k.closest('[data-tower]'))).forEach((el, id) => {
      if (before.keshis.has(id) || still(el)) return;
      const from = before.towers.get(el.getAttribute('data-keshi'));
      const now = el.getBoundingClientRect();
      if (from && now.width) {
        moves.push(() => glide(el, from.left - now.left, from.top - now.top, 380));
      } else {
        moves.push(() => el.animate([{ opacity: 0, transform: 'scale(.3)' }, { opacity: 1, transform: 'scale(1)' }], { duration: 260, easing: 'ease-out' }));
      }
    });
    root.querySelectorAll('[data-key]').forEach((el) => {
      const key = /** @type {HTMLElement} */ (el).dataset.key;
      if (!fresh.has(key) || !TILE.test(key) || still(el)) return;
      moves.push(() => {
        /** @type {any} */ (el).style.transformBox = 'fill-box';
        /** @type {any} */ (el).style.transformOrigin = 'center';
        el.animate([{ transform: 'scaleX(0)' }, { transform: 'scaleX(1)' }], { duration: 300, easing: 'ease-out' });
      });
    });
    root.querySelectorAll('[data-count]').forEach((el) => {
      const was = before.counts.get(el.getAttribute('data-count'));
      const text = el.textContent;
      const now = Number(text.replace(/[^\d-]/g, ''));
      if (was === undefined || !(now > was) || now - was > 200) return;
      moves.push(() => countUp(el, was, now, text));
    });
  }
  if (moves.length > MOST) return;
  moves.forEach((m) => m());
}

/** A number in `el` counting from `from` up to `to` (the text keeps its words). */
function countUp(el, from, to, text) {
  const start = performance.now();
  const digits = String(to);
  el.__countUp = start;
  const step = (now) => {
    if (!el.isConnected || el.__countUp !== start) return;
    const f = Math.min(1, (now - start) / 400);
    el.textContent = f < 1 ? text.replace(digits, String(Math.round(from + (to - from) * f))) : text;
    if (f < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
