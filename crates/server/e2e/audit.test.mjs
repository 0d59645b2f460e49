// The browser items of issue 40 (an outside audit), in real headless
// Chromium against the real server: links whose token carries a space or a
// line break, a refused token, the undo note, the server's errors in the
// page's language, plural forms, a not-found page, log headings, seats
// numbered from 1, games with names, the presence a host sees when a friend
// joins, the whole log after a reload, hints that name listed choices.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  BASE, ACTION_TIMEOUT, launch, watchErrors, waitReady, pageState, press, clickOnce, seeded, shotPair,
  recordFrames,
} from './lib.mjs';

let browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  if (browser) await browser.close();
});

const DESKTOP = { width: 1366, height: 768 };

/** A new game over the API: `{game, seats: [{seat, token}], spectator_key}`. */
async function create(body) {
  const r = await fetch(`${BASE}/api/games`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  assert.equal(r.status, 200, await r.clone().text());
  return r.json();
}

/** A page of a new context in `lang` (localStorage `init` set before the page runs). */
async function open(errors, { lang = 'en', init = null, viewport = DESKTOP } = {}) {
  const ctx = await browser.newContext({ viewport, locale: lang });
  await ctx.addInitScript(([l, kv]) => {
    if (!sessionStorage.getItem('audit-init')) {
      sessionStorage.setItem('audit-init', '1');
      localStorage.setItem('marrakesh.lang', l);
      if (kv) for (const [k, v] of Object.entries(kv)) localStorage.setItem(k, v);
    }
  }, [lang, init]);
  const page = await ctx.newPage();
  watchErrors(page, errors);
  return { ctx, page };
}

/** Console errors of refused requests (403/404/409 answers) are expected in some tests. */
const real = (errors) => errors.filter((e) => !/status of 40[1349]/.test(e));

async function waitOnline(page, timeout = 10000) {
  await page.waitForFunction(() => document.body.dataset.status === 'online' && document.body.dataset.seq !== '', null, { timeout });
}

test('issue 40 (8): a link whose token has a space or a line break opens the seat; "Your games" too', async () => {
  const errors = [];
  const g = await create({ seats: ['human', 'greedy'] });
  const token = g.seats[0].token;
  const { ctx, page } = await open(errors);
  await page.goto(`${BASE}/g/${g.game}?token=%20${token}%0A`);
  await waitOnline(page);
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('marrakesh.games') || '[]'));
  assert.equal(kept.length, 1);
  assert.equal(kept[0].token, token, 'the token is kept without the space and the line break');
  await ctx.close();
  // A token an older page kept with a line break: "Your games" opens the seat.
  const old = JSON.stringify([{ id: g.game, seat: 0, token: `${token}\n`, at: Date.now() }]);
  const b = await open(errors, { init: { 'marrakesh.games': old } });
  await b.page.goto(BASE);
  await b.page.locator(`#recent [data-game="${g.game}"] a`).first().click();
  await waitOnline(b.page);
  await b.ctx.close();
  assert.deepEqual(real(errors), []);
});

test('issue 40 (8): a token the WebSocket refuses says so and stops reconnecting', async () => {
  const errors = [];
  const g = await create({ seats: ['human', 'greedy'] });
  const { ctx, page } = await open(errors, { lang: 'de' });
  // The first check over HTTP passes (as a token trimmed by the server
  // would); the WebSocket then refuses the credential.
  await page.route('**/api/games/*/view', (route) => {
    if (route.request().headers().authorization) route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
    else route.continue();
  });
  await page.goto(`${BASE}/g/${g.game}?token=not-a-token`);
  await page.waitForFunction(() => document.body.dataset.status === 'refused', null, { timeout: 10000 });
  const text = await page.locator('#prompt').innerText();
  assert.match(text, /abgelehnt/, `a clear message in German: ${text}`);
  assert.ok(!/token holds no seat/.test(text), `no English server message: ${text}`);
  await page.waitForTimeout(2500);
  assert.equal(await page.evaluate(() => document.body.dataset.status), 'refused', 'no reconnecting after the refusal');
  await shotPair(page, 'audit-refused', '#prompt', DESKTOP);
  await ctx.close();
});

test('issue 40 (10): the server\'s errors read German and Dutch on German and Dutch pages', async () => {
  const errors = [];
  const g = await create({ seats: ['human', 'human'] });
  for (const [lang, word] of [['de', /Chat|Nachricht/], ['nl', /chat|bericht/]]) {
    const { ctx, page } = await open(errors, { lang, init: { 'marrakesh.name': 'Ana' } });
    // A link that holds no seat.
    await page.goto(`${BASE}/g/${g.game}?token=wrong`);
    await page.waitForFunction(() => document.body.dataset.status === 'refused');
    const refused = await page.locator('#prompt').innerText();
    assert.ok(!/token holds no seat|spectator key/.test(refused), `${lang}: ${refused}`);
    // The replay of a game that is not over.
    await page.goto(`${BASE}/g/${g.game}/replay`);
    await page.waitForFunction(() => document.querySelector('#replay-error') && document.querySelector('#replay-error').textContent !== '');
    const replay = await page.locator('#replay-error').innerText();
    assert.ok(!/once the game is over/.test(replay), `${lang}: ${replay}`);
    // Chat messages over the server's limit.
    await page.goto(`${BASE}/g/${g.game}?token=${g.seats[lang === 'de' ? 0 : 1].token}`);
    await waitOnline(page);
    for (let i = 0; i < 7; i++) {
      await page.locator('#chat-input').fill(`hallo ${i}`);
      await page.locator('#chat-form button[type="submit"]').click();
    }
    // The note as the server's refusal left it (a later send clears it).
    const note = await (await page.waitForFunction(() => {
      const n = document.querySelector('.chat-note.error');
      return n && n.textContent.trim() ? n.textContent : null;
    }, null, { timeout: ACTION_TIMEOUT, polling: 10 })).jsonValue();
    assert.ok(!/chat messages in/.test(note), `${lang}: ${note}`);
    assert.match(note, word, `${lang}: ${note}`);
    if (lang === 'de') await shotPair(page, 'audit-chat-limit-de', '.chat-note', DESKTOP);
    await ctx.close();
  }
  assert.deepEqual(real(errors), []);
});

test('issue 40 (11): "1 schaut zu", seats from 1 in the lobby, a named game in "Your games"', async () => {
  const errors = [];
  const g = await create({ seats: ['human', 'human'], name: 'Ana', modules: ['camel-race'] });
  const a = await open(errors, { lang: 'de', init: { 'marrakesh.name': 'Ana' } });
  await a.page.goto(`${BASE}/g/${g.game}?token=${g.seats[0].token}`);
  await waitOnline(a.page);
  const s = await open(errors, { lang: 'de' });
  await s.page.goto(`${BASE}/g/${g.game}?spectate=${g.spectator_key}`);
  await waitOnline(s.page);
  await a.page.waitForFunction(() => /zu/.test(document.querySelector('#crowd').textContent), null, { timeout: ACTION_TIMEOUT });
  const crowd = await a.page.locator('#crowd').innerText();
  assert.match(crowd, /1 schaut zu/, crowd);
  await shotPair(a.page, 'audit-watching-de', '#crowd', DESKTOP);
  // The lobby counts seats from 1, and names the game by its host and options.
  await a.page.goto(BASE);
  const seats = await a.page.locator('#seats').innerText();
  assert.match(seats, /Platz 1: du/, seats);
  assert.match(seats, /Platz 2/, seats);
  assert.ok(!/Platz 0/.test(seats), seats);
  const recent = a.page.locator(`#recent [data-game="${g.game}"]`);
  await recent.waitFor();
  const row = await recent.innerText();
  assert.match(row, /Spiel von Ana · 2 Spieler · Kamelrennen/, row);
  assert.ok(!row.includes(g.game), `the game is named, not its id: ${row}`);
  assert.match(row, /Platz 1/, row);
  await shotPair(a.page, 'audit-lobby-de', '#recent', DESKTOP);
  await a.ctx.close();
  await s.ctx.close();
  assert.deepEqual(real(errors), []);
});

test('issue 40 (11): an unknown page is an HTML page that says so; the API keeps JSON', async () => {
  const errors = [];
  const { ctx, page } = await open(errors, { lang: 'nl' });
  const r = await page.goto(`${BASE}/gg/abc`);
  assert.equal(r.status(), 404);
  await page.locator('[data-not-found]').waitFor();
  const text = await page.locator('body').innerText();
  assert.ok(!/"code"/.test(text), `no JSON for a person: ${text}`);
  assert.match(text, /niet gevonden/i, text);
  await shotPair(page, 'audit-not-found-nl', 'h1', DESKTOP);
  const api = await fetch(`${BASE}/api/nope`, { headers: { Accept: 'text/html' } });
  assert.equal(api.status, 404);
  assert.match(await api.text(), /"code"/);
  await ctx.close();
});

test('issue 40 (11): the host sees a friend who just joined as here, not away', async () => {
  const errors = [];
  const g = await create({ seats: ['human', 'human'], name: 'Ana' });
  const a = await open(errors, { init: { 'marrakesh.name': 'Ana' } });
  await a.page.goto(`${BASE}/g/${g.game}?token=${g.seats[0].token}`);
  await waitOnline(a.page);
  const b = await open(errors, { init: { 'marrakesh.name': 'Bea' } });
  await b.page.goto(`${BASE}/g/${g.game}?token=${g.seats[1].token}`);
  await waitOnline(b.page);
  await a.page.waitForFunction(() => document.querySelector('#crowd .who.online + .who.online, #crowd .who.online ~ .who.online'), null, { timeout: ACTION_TIMEOUT });
  // For the next 3 s the host never reads the friend as away.
  for (let i = 0; i < 15; i++) {
    assert.equal(await a.page.locator('#seat-notes [data-away="1"]').count(), 0, 'the friend who is here is not away');
    await a.page.waitForTimeout(200);
  }
  await a.ctx.close();
  await b.ctx.close();
  assert.deepEqual(real(errors), []);
});

/** The text of the undo note, or '' (read at once: a redraw between a
 * count and a read would leave the read waiting for a note that is gone). */
async function undoNote(page) {
  return await page.evaluate(() => {
    const el = /** @type {HTMLElement | null} */ (document.querySelector('.undo-gone'));
    return el ? el.innerText : '';
  });
}

test('issue 40 (9): after a successful undo no note against undo; a note belongs to its own step', async () => {
  const errors = [];
  const g = await create({ seats: ['human', 'greedy'] });
  const { ctx, page } = await open(errors);
  const frames = recordFrames(page);
  await page.goto(`${BASE}/g/${g.game}?token=${g.seats[0].token}`);
  const rng = seeded(4040);
  let undone = 0;
  let notes = 0;
  for (let clicks = 0; clicks < 120; clicks++) {
    if (await waitReady(page)) break;
    const st = await pageState(page);
    // A note about undo belongs to the step that made it: never at a later seq.
    const note = await undoNote(page);
    if (note) {
      notes++;
      const steps = frames.filter((f) => f.t === 'step');
      const last = steps[steps.length - 1];
      assert.ok(last && String(last.seq) === st.seq, `an undo note at seq ${st.seq} comes from its own step: ${note}`);
      assert.ok(!(last.undone > 0), `no note after an undo: ${note}`);
    }
    const undo = page.locator('.prompt button.undo');
    if (undone < 3 && await undo.count()) {
      await press(undo);
      await page.waitForFunction((b) => document.body.dataset.seq !== b.seq, st);
      await waitReady(page);
      const after = await undoNote(page);
      assert.equal(after, '', `after a successful undo the bar says nothing against undo: ${after}`);
      if (undone === 0) await shotPair(page, 'audit-after-undo', '.prompt', DESKTOP);
      undone++;
      continue;
    }
    await clickOnce(page, rng);
  }
  assert.ok(undone > 0, 'an action was taken back');
  console.log(`# ${undone} undos, ${notes} undo notes seen`);
  await ctx.close();
  assert.deepEqual(real(errors), []);
});

/** Every hint the page shows names a choice of its list. */
async function hintsListed(page, st) {
  const named = await page.locator('.prompt .hints li').evaluateAll((ls) => ls.map((l) => l.firstChild.textContent.trim()));
  const listed = await page.locator('.act-row').evaluateAll((rs) => rs.map((r) => r.textContent.replace(/^\s*\d+\s*/, '').trim()));
  for (const n of named) assert.ok(listed.some((l) => l.startsWith(n)), `the hint "${n}" is a listed choice (chosen "${st.chosen}", ${listed.length} listed)`);
}

test('issue 40 (11): log headings without ===; the whole log and its season summaries after a reload; hints name listed choices', async () => {
  const errors = [];
  const g = await create({ seats: ['human', 'greedy'] });
  const { ctx, page } = await open(errors);
  await page.goto(`${BASE}/g/${g.game}?token=${g.seats[0].token}`);
  const rng = seeded(4041);
  let hints = 0;
  let narrowed = 0;
  let clicks = 0;
  for (;;) {
    if (await waitReady(page)) break;
    const st = await pageState(page);
    // A hint, then a place chosen on the board (the list narrowed): the
    // hints shown name listed choices only, before and after.
    if (narrowed < 4 && hints < 40 && st.turn === '1' && await page.locator('.prompt button.hint-btn').count()) {
      await page.locator('.prompt button.hint-btn').click();
      await page.waitForFunction(() => {
        const h = document.querySelector('.prompt .hints');
        return h && !/…/.test(h.textContent);
      }, null, { timeout: ACTION_TIMEOUT });
      await hintsListed(page, st);
      hints++;
      const place = page.locator('svg .place.legal');
      if (await place.count() > 1) {
        await press(place.nth(Math.floor(rng() * await place.count())));
        await page.waitForTimeout(150);
        const now = await pageState(page);
        if (now.seq === st.seq && now.chosen !== '') {
          await hintsListed(page, now);
          if (!narrowed) await shotPair(page, 'audit-hint', '.prompt', DESKTOP);
          narrowed++;
        }
      }
      // A click that completed an action sent it: wait for the next decision.
      if ((await pageState(page)).chosen === '') continue;
    }
    await clickOnce(page, rng);
    clicks++;
    const s = await pageState(page);
    if (s.season === '1') break;
    assert.ok(clicks < 1500, 'the first season ends');
  }
  assert.ok(narrowed > 0, `hints were asked for and the list narrowed (${hints} hints)`);
  const log = await page.locator('#log').innerText();
  assert.ok(!log.includes('==='), 'no === in the log');
  assert.ok(await page.locator('#log li.log-heading').count() > 0, 'headings in the log');
  const before = await page.locator('#log li').count();
  const summaries = await page.locator('#log .season-summary').count();
  assert.ok(before > 100, `more than 100 lines before the reload: ${before}`);
  assert.ok(summaries >= 1, 'the first season\'s summary is in the log');
  await page.reload();
  await waitOnline(page);
  await page.waitForFunction((n) => document.querySelectorAll('#log li').length >= n, before, { timeout: 10000 })
    .catch(() => {});
  const afterLines = await page.locator('#log li').count();
  assert.ok(afterLines >= before, `the whole log after a reload: ${afterLines} lines, ${before} before`);
  assert.equal(await page.locator('#log .season-summary').count(), summaries, 'the season summaries stay after a reload');
  await shotPair(page, 'audit-log', '#log li.log-heading', DESKTOP);
  await ctx.close();
  assert.deepEqual(real(errors), []);
});
