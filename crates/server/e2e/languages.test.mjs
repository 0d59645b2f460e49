// The page in German, Dutch and English (issue 27), in real headless
// Chromium: the language by the browser's locale and by the switch (which
// is remembered), `<html lang>`, two seats of one game in different
// languages at once (texts are made per connection), and nothing cut off
// or overflowing at desktop and phone width.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { BASE, SHOTS, launch, watchErrors, recordFrames } from './lib.mjs';

let browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  if (browser) await browser.close();
});

const DESKTOP = { width: 1280, height: 860 };
const PHONE = { width: 375, height: 812 };
const GREEDY = { en: 'Greedy bot', de: 'Gieriger Bot', nl: 'Gretige bot' };

async function openPage(opts, errors) {
  const ctx = await browser.newContext(opts);
  const page = await ctx.newPage();
  watchErrors(page, errors);
  return { ctx, page };
}

/** Nothing wider than the screen, and no text cut off in the header. */
async function noOverflow(page, what) {
  const r = await page.evaluate(() => {
    const wide = document.documentElement.scrollWidth - window.innerWidth;
    const cut = [...document.querySelectorAll('header.top *, .prompt *, .lobby button, .lobby label')]
      .filter((e) => e.offsetParent !== null && e.scrollWidth > e.clientWidth + 1
        && getComputedStyle(e).overflowX !== 'visible')
      .map((e) => `${e.tagName}.${e.className}: ${e.textContent.slice(0, 40)}`);
    return { wide, cut };
  });
  assert.ok(r.wide <= 0, `${what}: the page is ${r.wide}px wider than the screen`);
  assert.deepEqual(r.cut, [], `${what}: text cut off`);
}

async function shot(page, name) {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, name), fullPage: false });
}

test('the lobby and the rules speak the browser locale, and the switch is remembered', async () => {
  const errors = [];
  for (const [locale, lang] of [['de-AT', 'de'], ['nl-BE', 'nl'], ['en-GB', 'en'], ['fr-FR', 'en']]) {
    const { ctx, page } = await openPage({ locale, viewport: DESKTOP }, errors);
    await page.goto(BASE);
    await page.locator('#lang-switch').waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), lang, locale);
    assert.equal(await page.locator('#lang-switch').inputValue(), lang, locale);
    await page.goto(`${BASE}/rules`);
    const heading = page.locator('main.rules h1');
    await heading.waitFor();
    const want = { en: 'Rules reference', de: 'Regelübersicht', nl: 'Spelregeloverzicht' }[lang];
    assert.equal(await heading.textContent(), want, locale);
    await page.locator('section.rule h2').first().waitFor();
    await ctx.close();
  }
  // The switch: chosen in the lobby, remembered over a reload and on the rules page.
  const { ctx, page } = await openPage({ locale: 'en-US', viewport: DESKTOP }, errors);
  await page.goto(BASE);
  await page.locator('#lang-switch').selectOption('de');
  await page.waitForFunction(() => document.documentElement.lang === 'de');
  assert.equal(await page.evaluate(() => localStorage.getItem('marrakesh.lang')), 'de');
  await page.goto(`${BASE}/rules`);
  await page.locator('main.rules h1').waitFor();
  assert.equal(await page.locator('main.rules h1').textContent(), 'Regelübersicht');
  await ctx.close();
  assert.deepEqual(errors, []);
});

test('two seats of one game read German and Dutch at once; a spectator English', async () => {
  const errors = [];
  const made = await (await fetch(`${BASE}/api/games`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ players: 3, seats: ['human', 'human', 'greedy'] }),
  })).json();
  const id = made.game;
  const tok = made.seats.map((s) => s.token);
  const a = await openPage({ locale: 'de-DE', viewport: DESKTOP }, errors);
  const b = await openPage({ locale: 'nl-NL', viewport: PHONE }, errors);
  const s = await openPage({ locale: 'en-US', viewport: DESKTOP }, errors);
  const framesA = recordFrames(a.page);
  const framesB = recordFrames(b.page);
  const framesS = recordFrames(s.page);
  await a.page.goto(`${BASE}/g/${id}#token=${tok[0]}&seat=0`);
  await b.page.goto(`${BASE}/g/${id}#token=${tok[1]}&seat=1`);
  await s.page.goto(`${BASE}/g/${id}?spectate=${made.spectator_key}`);
  for (const [p, lang] of [[a.page, 'de'], [b.page, 'nl'], [s.page, 'en']]) {
    await p.waitForFunction(() => document.body.dataset.status === 'online');
    assert.equal(await p.evaluate(() => document.documentElement.lang), lang);
    // The bot is named in the page's language (the server's text for this connection).
    await p.locator('#crowd', { hasText: GREEDY[lang] }).waitFor();
  }
  const fullA = framesA.find((f) => f.t === 'full');
  const fullB = framesB.find((f) => f.t === 'full');
  const fullS = framesS.find((f) => f.t === 'full');
  assert.equal(fullA.lang, 'de');
  assert.equal(fullB.lang, 'nl');
  assert.equal(fullS.lang, 'en');
  // Each seat's prompt is its own connection's text.
  await a.page.locator('#prompt', { hasText: fullA.decision.prompt }).waitFor();
  await b.page.locator('#prompt', { hasText: fullB.decision.prompt }).waitFor();
  await noOverflow(a.page, 'de desktop');
  await noOverflow(b.page, 'nl phone');
  await shot(a.page, 'lang-de-game-desktop.png');
  await shot(b.page, 'lang-nl-game-phone.png');
  await a.page.setViewportSize(PHONE);
  await a.page.waitForTimeout(250);
  await noOverflow(a.page, 'de phone');
  await shot(a.page, 'lang-de-game-phone.png');
  // The switch on the game page: seat 1 changes to German; its new
  // connection reads German, seat 0 is unchanged.
  await b.page.locator('#lang-switch').selectOption('de');
  await b.page.waitForFunction(() => document.documentElement.lang === 'de');
  await b.page.locator('#crowd', { hasText: GREEDY.de }).waitFor();
  assert.equal(framesB.filter((f) => f.t === 'full').pop().lang, 'de');
  assert.equal(framesA.filter((f) => f.t === 'full').length, 1);
  for (const p of [a, b, s]) await p.ctx.close();
  assert.deepEqual(errors, []);
});

test('the lobby in German and Dutch fits desktop and phone', async () => {
  const errors = [];
  for (const lang of ['de', 'nl']) {
    for (const [vp, w] of [[DESKTOP, 'desktop'], [PHONE, 'phone']]) {
      const { ctx, page } = await openPage({ locale: lang, viewport: vp }, errors);
      await page.goto(BASE);
      await page.locator('#lang-switch').waitFor();
      await noOverflow(page, `${lang} lobby ${w}`);
      await shot(page, `lang-${lang}-lobby-${w}.png`);
      await ctx.close();
    }
  }
  assert.deepEqual(errors, []);
});
