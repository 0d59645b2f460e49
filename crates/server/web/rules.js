// @ts-check
// The rules reference at `/rules`: every rules text the terminal's help
// shows (one source: the describe crate, through `GET /api/rules`).

import { esc, paragraphs } from './svg.js';
import { t, langParam, langSwitch, bindLangSwitch } from './i18n.js';

export async function startRules(root) {
  root.innerHTML = `<header class="top"><a class="home" href="/">Marrakesh</a><span class="muted">${esc(t('web-rules-title'))}</span>${langSwitch()}</header>
<main class="rules"><h1>${esc(t('web-rules-title'))}</h1><p class="muted">${esc(t('web-rules-intro'))}</p><div id="rules-body"><p>${esc(t('web-loading'))}</p></div></main>`;
  bindLangSwitch(root);
  const body = root.querySelector('#rules-body');
  try {
    const r = await fetch(`/api/rules?${langParam()}`);
    if (!r.ok) throw new Error(String(r.status));
    const { sections } = await r.json();
    const slug = (s) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-');
    body.innerHTML = `<nav aria-label="${esc(t('web-rules-contents'))}"><ul class="toc">${sections.map((s) => `<li><a href="#${slug(s.title)}">${esc(s.title)}</a></li>`).join('')}</ul></nav>
${sections.map((s) => `<section class="rule" id="${slug(s.title)}"><h2>${esc(s.title)}</h2>${paragraphs(s.text)}</section>`).join('')}`;
  } catch (e) {
    body.innerHTML = `<p class="error" role="alert">${esc(t('web-rules-failed'))}</p>`;
  }
}
