// @ts-check
// The rules reference at `/rules`: every rules text the terminal's help
// shows (one source: the describe crate, through `GET /api/rules`).

import { paragraphs } from './svg.js';
import { t, langParam, langSwitch, bindLangSwitch } from './i18n.js';
import { html, setInner } from './html.js';

export async function startRules(root) {
  setInner(root, html`<header class="top"><a class="home" href="/">Marrakesh</a><span class="muted">${t('web-rules-title')}</span>${langSwitch()}</header>
<main class="rules"><h1>${t('web-rules-title')}</h1><p class="muted">${t('web-rules-intro')}</p><div id="rules-body"><p>${t('web-loading')}</p></div></main>`);
  bindLangSwitch(root);
  const body = root.querySelector('#rules-body');
  try {
    const r = await fetch(`/api/rules?${langParam()}`);
    if (!r.ok) throw new Error(String(r.status));
    const { sections } = await r.json();
    const slug = (s) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-');
    setInner(body, html`<nav aria-label="${t('web-rules-contents')}"><ul class="toc">${sections.map((s) => html`<li><a href="#${slug(s.title)}">${s.title}</a></li>`)}</ul></nav>
${sections.map((s) => html`<section class="rule" id="${slug(s.title)}"><h2>${s.title}</h2>${paragraphs(s.text)}</section>`)}`);
  } catch (e) {
    setInner(body, html`<p class="error" role="alert">${t('web-rules-failed')}</p>`);
  }
}
