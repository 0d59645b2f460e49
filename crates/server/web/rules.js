// The rules reference at `/rules`: every rules text the terminal's help
// shows (one source: the describe crate, through `GET /api/rules`).

import { esc, paragraphs } from './svg.js';

export async function startRules(root) {
  root.innerHTML = `<header class="top"><a class="home" href="/">Marrakesh</a><span class="muted">Rules reference</span></header>
<main class="rules"><h1>Rules reference</h1><p class="muted">Short texts after the rulebooks; quotes are the rulebook's words. In a game, the ? beside a decision shows the rules of that decision.</p><div id="rules-body"><p>Loading…</p></div></main>`;
  const body = root.querySelector('#rules-body');
  try {
    const r = await fetch('/api/rules');
    if (!r.ok) throw new Error(String(r.status));
    const { sections } = await r.json();
    const slug = (t) => t.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    body.innerHTML = `<nav aria-label="Contents"><ul class="toc">${sections.map((s) => `<li><a href="#${slug(s.title)}">${esc(s.title)}</a></li>`).join('')}</ul></nav>
${sections.map((s) => `<section class="rule" id="${slug(s.title)}"><h2>${esc(s.title)}</h2>${paragraphs(s.text)}</section>`).join('')}`;
  } catch (e) {
    body.innerHTML = '<p class="error" role="alert">The rules could not be loaded from the server.</p>';
  }
}
