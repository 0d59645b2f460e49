// A benchmark, not a test: how fast the table answers a click, in real
// headless Chromium against a running server (MARRAKESH_URL), over the
// first N decisions of a 2-player base game against a greedy bot (or every
// module at 4 players with `all`), clicking as the browser tests do.
//
//   MARRAKESH_URL=http://127.0.0.1:8080 node bench-redraw.mjs [base|all] [N]
//
// It prints medians of: the click to the first redraw that shows it (the
// place chosen, or the action sent and marked in flight), the click to the
// redraw of the step the server answered, the page's own drawing time
// (`data-render-ms`), and the DOM node count of the main board and of the
// whole page. Results go to docs/PERFORMANCE.md with the machine and date.

import { launch, waitReady, clickOnce, seeded } from './lib.mjs';

const [,, mode = 'base', count = '60'] = process.argv;
const all = mode === 'all';
const browser = await launch();
const ctx = await browser.newContext({ viewport: all ? { width: 1920, height: 1080 } : { width: 1366, height: 768 } });
const page = await ctx.newPage();
await page.goto(process.env.MARRAKESH_URL);
await page.getByRole('tab', { name: /Against bots/ }).click();
if (all) {
  await page.locator('details.more summary').click();
  await page.locator('select[name="players"]').selectOption('4');
  for (const box of await page.locator('input[name^="m_"]').all()) await box.check();
}
await page.getByRole('button', { name: /Start the game/ }).click();
await page.waitForURL(/\/g\//);

const rng = seeded(2026);
const first = [];
const step = [];
const render = [];
let nodes;
for (let i = 0; i < Number(count); i++) {
  if (await waitReady(page)) break;
  await page.evaluate(() => {
    const d = document.body.dataset;
    const was = { seq: d.seq, chosen: d.chosen, inflight: d.inflight };
    const w = /** @type {any} */ (window);
    w.__bench = { t0: 0, first: 0, step: 0 };
    addEventListener('pointerdown', () => { w.__bench.t0 = performance.now(); }, { capture: true, once: true });
    const ob = new MutationObserver(() => {
      const b = w.__bench;
      if (!b.t0) return;
      const paint = (k) => requestAnimationFrame(() => { if (!b[k]) b[k] = performance.now() - b.t0; });
      if (!b.first && (d.chosen !== was.chosen || d.inflight !== was.inflight || d.seq !== was.seq)) paint('first');
      if (!b.step && d.seq !== was.seq) { paint('step'); ob.disconnect(); }
      if (d.chosen !== was.chosen && d.seq === was.seq && d.inflight === '0') { paint('step'); ob.disconnect(); }
    });
    ob.observe(document.body, { attributes: true, attributeFilter: ['data-seq', 'data-chosen', 'data-inflight'] });
  });
  await clickOnce(page, rng);
  await page.waitForTimeout(40);
  const b = await page.evaluate(() => ({ ...(/** @type {any} */ (window)).__bench, render: Number(document.body.dataset.renderMs) }));
  if (b.first) first.push(b.first);
  if (b.step) step.push(b.step);
  render.push(b.render);
}
// The node counts after N decisions (a board with pieces on it).
nodes = await page.evaluate(() => ({ board: document.querySelectorAll('#board-main *').length, page: document.querySelectorAll('*').length }));
const med = (xs) => { const s = [...xs].sort((a, c) => a - c); return s.length ? Math.round(s[s.length >> 1]) : NaN; };
console.log(JSON.stringify({
  mode, clicks: step.length,
  click_to_first_redraw_ms: med(first), click_to_step_drawn_ms: med(step), render_ms: med(render),
  nodes,
}));
await browser.close();
