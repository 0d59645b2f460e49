// Opens an HTML report of the simulation lab in headless Chromium with
// playwright-core (run by crates/cli/tests/lab.rs): every request but the
// file itself is refused and counted, console errors and page errors are
// collected, and each figure's <svg> is measured as laid out. Prints one
// JSON object; takes a full-page screenshot if SCREENSHOT is set.
//
//   CHROMIUM=/usr/bin/chromium E2E_DIR=crates/server/e2e node report_browser.mjs FILE.html
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import path from 'node:path';

const require = createRequire(path.join(process.env.E2E_DIR, 'package.json'));
const { chromium } = require('playwright-core');

const file = path.resolve(process.argv[2]);
const url = pathToFileURL(file).href;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const result = { errors: [], requests: [], figures: [] };
try {
  const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
  page.on('console', (m) => { if (m.type() === 'error') result.errors.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => result.errors.push(`page: ${e.message}`));
  await page.route('**/*', (route) => {
    const u = route.request().url();
    if (u === url) return route.continue();
    result.requests.push(u);
    return route.abort();
  });
  await page.goto(url, { waitUntil: 'load' });
  result.title = await page.title();
  result.figures = await page.$$eval('figure.plot', (figs) => figs.map((f) => {
    const svg = f.querySelector('svg');
    const box = svg ? svg.getBoundingClientRect() : { width: 0, height: 0 };
    return {
      id: f.id,
      width: Math.round(box.width),
      height: Math.round(box.height),
      shapes: svg ? svg.querySelectorAll('rect, path, circle, polyline, polygon, line').length : 0,
      texts: svg ? Array.from(svg.querySelectorAll('text')).map((t) => t.textContent).filter((t) => t.trim()).length : 0,
    };
  }));
  result.tableRows = await page.$$eval('table#summary tr', (rows) => rows.length);
  if (process.env.SCREENSHOT) {
    await page.screenshot({ path: process.env.SCREENSHOT, fullPage: true });
  }
} finally {
  await browser.close();
}
console.log(JSON.stringify(result));
