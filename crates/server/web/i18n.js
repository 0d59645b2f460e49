// @ts-check
// The page's language: the one remembered from the switch (localStorage),
// else the browser's first of the three (`navigator.languages`), else
// English. Its own texts come from the server (`GET /api/texts?lang=…`, the
// describe crate's web.ftl) and are formatted here with @fluent/bundle;
// every text the server makes (prompts, log lines, names of bots) comes in
// the language each connection asks for (`?lang=` on the socket).

import { FluentBundle, FluentResource } from './vendor/fluent-bundle/index.js';
import { html, join } from './html.js';

/** The three languages of the rulebooks, each in its own name. */
export const LANGS = [['en', 'English'], ['de', 'Deutsch'], ['nl', 'Nederlands']];
const KEY = 'marrakesh.lang';

function pick(tag) {
  const primary = String(tag || '').toLowerCase().split(/[-_]/)[0];
  return LANGS.some(([c]) => c === primary) ? primary : null;
}

/** The remembered language, else the browser's first of the three, else English. */
export function chooseLang() {
  let stored = null;
  try { stored = pick(localStorage.getItem(KEY)); } catch (e) { stored = null; }
  if (stored) return stored;
  const prefs = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
  for (const p of prefs) {
    const l = pick(p);
    if (l) return l;
  }
  return 'en';
}

export let lang = 'en';
let bundle = null;

/** Loads the page's texts in the chosen language (English if that fails). */
export async function loadTexts() {
  lang = chooseLang();
  document.documentElement.lang = lang;
  bundle = new FluentBundle(lang, { useIsolating: false });
  try {
    const r = await fetch(`/api/texts?lang=${lang}`);
    if (r.ok) bundle.addResource(new FluentResource(await r.text()));
  } catch (e) { /* the ids show; the page still works */ }
}

/**
 * The server's words for the catalog's pieces in the page's language
 * (`GET /api/words`: scrolls, oases and desert towns by edition, luxury
 * goods, provision and river tiles, made by the describe crate); null if
 * the server did not send them (the board then names pieces by number).
 */
export async function loadWords() {
  try {
    const r = await fetch(`/api/words?${langParam()}`);
    return r.ok ? await r.json() : null;
  } catch (e) {
    return null;
  }
}

/** The message `id` with `args`, in the page's language. */
export function t(id, args) {
  const m = bundle && bundle.getMessage(id);
  if (!m || !m.value) return id;
  return bundle.formatPattern(m.value, args || null, []);
}

/** Whether the page's texts have the message `id`. */
export function has(id) {
  return !!(bundle && bundle.hasMessage(id));
}

/** An engine key as the ids write it: `date_orchard` → `date-orchard`. */
export function kebab(key) {
  return String(key).replace(/_/g, '-');
}

/** A keshi colour's name ("gray", "grau"); the nomads' own colour too. */
export function colourName(c) {
  return c === 'nomad' ? t('component-icon-nomad') : t(`colour-${kebab(c)}`);
}

/** A sector's name with a capital letter, as a heading ("Date orchard"). */
export function sectorTitle(s) {
  return t(`sector-title-${kebab(s)}`);
}

/** A sector's name in running text ("date orchard", "Dattelplantage"). */
export function sectorName(s) {
  return t(`sector-${kebab(s)}`);
}

/** A list of names in the page's language ("A and B", "A und B"). */
export function listText(items) {
  const list = items.map(String);
  try {
    return new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(list);
  } catch (e) {
    return list.join(', ');
  }
}

/** `?lang=…` for the server's texts of this connection. */
export function langParam() {
  return `lang=${lang}`;
}

/** The language switch (a select), for a page's header. */
export function langSwitch() {
  const options = join(LANGS.map(([c, n]) => html`<option value="${c}" lang="${c}"${c === lang ? ' selected' : ''}>${n}</option>`));
  return html`<span class="lang-switch"><select id="lang-switch" aria-label="${t('web-language')}" title="${t('web-language')}">${options}</select></span>`;
}

/** Remembers a choice of the switch and shows the page anew in it. */
export function bindLangSwitch(root) {
  const s = root.querySelector('#lang-switch');
  if (!s) return;
  s.addEventListener('change', () => {
    try { localStorage.setItem(KEY, s.value); } catch (e) { /* not remembered */ }
    location.reload();
  });
}

/**
 * An error of the server (`{code, message}`, an HTTP body or a WebSocket
 * `err` frame) in the page's language: the server's message is English
 * and for programs; a person reads `web-err-<context>-<code>`, else
 * `web-err-<code>`, else a general sentence (never the English message).
 */
export function errorText(e, context = '') {
  const code = e && typeof e === 'object' ? (e.code || e.error) : null;
  if (code) {
    const k = kebab(code);
    if (context && has(`web-err-${context}-${k}`)) return t(`web-err-${context}-${k}`);
    if (has(`web-err-${k}`)) return t(`web-err-${k}`);
  }
  return t('web-err-other');
}
