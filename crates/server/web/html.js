// @ts-check
// Markup that escapes by default: the `html` tagged template escapes every
// interpolation (text and attribute values alike), so that no player's
// string (a name, a chat message) and no server text can become markup.
// Markup goes in only as an `Html`: another `html` result or an array of
// them (`join` joins them); there is no other way to mark a string as
// markup. `esc(` appears in this file only; `setInner` is the one place
// that sets innerHTML from an `Html` (game.js keeps its own cache of what
// it set).

/** Markup this page made, to be set as innerHTML. */
export class Html {
  /** @param {string} s */
  constructor(s) {
    /** @readonly */
    this.s = s;
  }

  toString() {
    return this.s;
  }
}

/**
 * Markup or nothing: empty markup is the empty string, so that a test such
 * as `inner || fallback` reads as it would on strings.
 * @typedef {Html | ''} Markup
 */

/**
 * What may be interpolated: markup (`Html`, arrays of it), or a value
 * shown as text (escaped, `false` as "false", as a plain template would);
 * null and undefined show nothing.
 * @typedef {Html | string | number | boolean | null | undefined | Array<any>} Part
 */

/** @param {unknown} s */
function esc(s) {
  return String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

/** @param {Part} v */
function part(v) {
  if (v instanceof Html) return v.s;
  if (Array.isArray(v)) return v.map(part).join('');
  if (v === null || v === undefined) return '';
  return esc(v);
}

/**
 * @param {TemplateStringsArray} strings
 * @param {...Part} values
 * @returns {Markup}
 */
export function html(strings, ...values) {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += part(values[i]) + strings[i + 1];
  return out ? new Html(out) : '';
}

/**
 * Markup items joined by a separator (itself markup or text).
 * @param {Part[]} items
 * @param {Part} [sep]
 * @returns {Markup}
 */
export function join(items, sep = '') {
  const out = items.map(part).join(part(sep));
  return out ? new Html(out) : '';
}

/**
 * Sets an element's markup.
 * @param {Element} el
 * @param {Markup} h
 */
export function setInner(el, h) {
  el.innerHTML = String(h);
}
