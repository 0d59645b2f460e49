// End-to-end tests of the browser client in real headless Chromium
// (Debian's /usr/bin/chromium, driven by playwright-core). Started by
// crates/server/tests/browser.rs, which runs the real server and passes its
// address in MARRAKESH_URL; screenshots go to SCREENSHOT_DIR.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  BASE, SHOTS, ACTION_TIMEOUT, launch, watchErrors, waitReady, pageState, aim, press, waitChange, clickOnce, seeded, shotAt,
  recordFrames, showCity,
} from './lib.mjs';

let browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  if (browser) await browser.close();
});

/** A screenshot of the page as it opens: scrolled to the top, the choices from the first. */
async function shot(page, name, { logTop = false } = {}) {
  if (!SHOTS) return;
  await page.evaluate((top) => {
    window.scrollTo(0, 0);
    document.querySelectorAll('.actions-box').forEach((e) => { e.scrollTop = 0; });
    if (top) document.querySelectorAll('.log-box').forEach((e) => { e.scrollTop = 0; });
  }, logTop);
  await page.screenshot({ path: join(SHOTS, name), fullPage: false });
}

test('lobby: create a game against a bot in two clicks, play it to the score pad by clicking, reload mid-game', async () => {
  const ctx = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await ctx.newPage();
  const errors = [];
  watchErrors(page, errors);
  await page.goto(BASE);
  await page.getByRole('tab', { name: /Against bots/ }).waitFor();
  // A 2-player game: choose "2 players", seat 1 a greedy bot (the defaults).
  await shot(page, 'lobby.png');
  await page.getByRole('tab', { name: /Against bots/ }).click();
  await page.getByRole('button', { name: /Start the game/ }).click();
  await page.waitForURL(/\/g\//);
  assert.ok(!page.url().includes('token='), 'the token is moved out of the address bar');
  const rng = seeded(12345);
  let actions = 0;
  let reloaded = false;
  let shotTaken = false;
  let undone = false;
  let hinted = false;
  for (;;) {
    const over = await waitReady(page);
    if (over) break;
    const phase = await page.evaluate(() => document.body.dataset.phase);
    if (!shotTaken && phase === 'use_assistants' && actions > 20) {
      await shot(page, 'game-desktop.png');
      shotTaken = true;
    }
    if (!hinted && actions >= 30) {
      hinted = true;
      // The Hint button: the strong bot's top three moves, in words.
      await page.locator('.prompt button.hint-btn').click();
      await page.locator('.prompt .hints li').first().waitFor({ timeout: ACTION_TIMEOUT });
      const n = await page.locator('.prompt .hints li').count();
      assert.ok(n >= 1 && n <= 3, `one to three hints, got ${n}`);
      const first = await page.locator('.prompt .hints li').first().innerText();
      assert.match(first, /% of the search/);
    }
    // Reloaded when no other seat is deciding (in a simultaneous phase the
    // bot's answer could land during the reload and move the position on).
    if (!reloaded && actions >= 60 && (await pageState(page)).others === '0') {
      const seqBefore = (await pageState(page)).seq;
      await page.reload();
      await waitReady(page);
      const seqAfter = (await pageState(page)).seq;
      assert.equal(seqAfter, seqBefore, 'after a reload the page resyncs to the same position');
      reloaded = true;
    }
    const undo = page.locator('.prompt button.undo');
    if (!undone && (await undo.count()) > 0) {
      // The server allows taking back the last action: the button does it.
      const s0 = await pageState(page);
      await press(undo);
      await page.waitForFunction((b) => document.body.dataset.seq !== b.seq, s0);
      undone = true;
      continue;
    }
    await clickOnce(page, rng);
    actions++;
    assert.ok(actions < 3000, 'the game ends');
  }
  const pad = page.locator('.scorepad');
  await pad.waitFor();
  const text = await pad.innerText();
  assert.match(text, /Final score pad/);
  assert.match(text, /Total/);
  assert.match(text, /Completely filled sectors/);
  assert.ok(reloaded, 'the game was reloaded mid-way');
  assert.ok(undone, 'an action was taken back with the undo button');
  assert.ok(hinted, 'a hint was asked for');
  await shot(page, 'final-score-pad.png', { logTop: true });
  assert.deepEqual(errors, []);
  console.log(`# played a whole game with ${actions} clicks`);
  await ctx.close();
});

test('lobby: the strong bot in a seat plays its moves', async () => {
  const ctx = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await ctx.newPage();
  const errors = [];
  watchErrors(page, errors);
  await page.goto(BASE);
  await page.getByRole('tab', { name: /Against bots/ }).click();
  const seat1 = page.locator('select[name="seat1"]');
  assert.match(await seat1.locator('option[value="ismcts"]').innerText(), /strong bot/);
  await seat1.selectOption('ismcts');
  await page.getByRole('button', { name: /Start the game/ }).click();
  await page.waitForURL(/\/g\//);
  await page.locator('.who.bot[title*="Strong bot"]').waitFor({ timeout: ACTION_TIMEOUT });
  // The first assistants can be used only after both secret selections:
  // the strong bot's own is one of them.
  const rng = seeded(7);
  let actions = 0;
  for (;;) {
    const over = await waitReady(page);
    assert.ok(!over, 'the game goes on');
    if ((await page.evaluate(() => document.body.dataset.phase)) === 'use_assistants') break;
    await clickOnce(page, rng);
    actions++;
    assert.ok(actions < 200, 'the strong bot answers');
  }
  assert.deepEqual(errors, []);
  await ctx.close();
});

/** What `get()` returns once it is truthy, looked at while frames arrive (at most 5 s), else null. */
async function eventually(page, get) {
  for (let t = 0; t < 100; t++) {
    const v = get();
    if (v) return v;
    await page.waitForTimeout(50);
  }
  return get() || null;
}

/** Secrets of `other` that `frames` must not hold (online-play.md (c), recorder). */
function assertNoSecretsOf(frames, other, revealedAt) {
  for (const f of frames) {
    const raw = JSON.stringify(f);
    assert.ok(!/"(seed|rng|stacks)"\s*:/.test(raw), `no seed, rng or stacks in a frame: ${raw.slice(0, 200)}`);
    const v = f.view;
    if (!v) continue;
    const p = v.players[other];
    assert.equal(p.screen, null, `seat ${other}'s screen is hidden (frame seq ${f.seq})`);
    if (revealedAt === null || f.seq < revealedAt) {
      assert.equal(p.selection, null, `seat ${other}'s secret selection is hidden before the reveal (frame seq ${f.seq})`);
    }
    for (const pv of p.provision) {
      if (pv.status === 'face_down') assert.equal(pv.tile, null, 'face-down provision tiles of others are hidden');
    }
    for (const pl of v.players) {
      for (const o of pl.oasis_slots) {
        if (o.status === 'hidden') assert.equal(o.oasis, undefined, 'face-down oases are hidden from everybody');
      }
    }
  }
}

test('two human seats and a spectator: neither page holds the other seat\'s secrets; phone width', async () => {
  // Seat 0 on a desktop, seat 1 on a phone (375 px), a spectator.
  const ctxA = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const ctxB = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const ctxS = await browser.newContext({ viewport: { width: 1100, height: 800 } });
  const a = await ctxA.newPage();
  const b = await ctxB.newPage();
  const spect = await ctxS.newPage();
  const errors = [];
  [a, b, spect].forEach((p) => watchErrors(p, errors));
  const framesA = recordFrames(a);
  const framesB = recordFrames(b);
  const framesS = recordFrames(spect);
  // The lobby: "With friends", 2 players, seat 1 a friend: the invite links.
  await a.goto(BASE);
  await a.getByRole('tab', { name: /With friends/ }).click();
  await a.getByRole('button', { name: /Create the game and invite links/ }).click();
  const invite = a.locator('input[data-invite="1"]');
  await invite.waitFor();
  const inviteUrl = await invite.inputValue();
  const spectUrl = await a.locator('input[data-invite="spect"]').inputValue();
  assert.match(inviteUrl, /\/g\/[^?]+\?token=/);
  assert.match(spectUrl, /\/g\/[^?]+\?spectate=/);
  const tokenB = new URL(inviteUrl).searchParams.get('token');
  await a.locator('#enter').click();
  await a.waitForURL(/\/g\//);
  const tokenA = await a.evaluate(() => JSON.parse(localStorage.getItem('marrakesh.games'))[0].token);
  await b.goto(inviteUrl);
  await spect.goto(spectUrl);
  // Setup decisions of both seats, then A selects its three keshis.
  const rng = seeded(99);
  for (let i = 0; i < 200; i++) {
    const phases = [];
    for (const p of [a, b]) {
      const d = await p.evaluate(() => ({ ...document.body.dataset }));
      phases.push(d.phase);
      if (d.phase === 'setup' && d.turn === '1' && d.inflight === '0' && d.status === 'online') await clickOnce(p, rng);
    }
    if (phases.every((ph) => ph && ph !== 'setup')) break;
    await a.waitForTimeout(50);
  }
  await waitReady(a);
  assert.equal(await a.evaluate(() => document.body.dataset.phase), 'selection');
  // Three clicks on the keshis behind A's screen.
  const chips = a.locator('svg [data-key^="p0/screen/"].legal:not(.chosen)');
  for (let i = 0; i < 3; i++) {
    const s0 = await pageState(a);
    await press(chips.first());
    await a.waitForFunction((b0) => document.body.dataset.seq !== b0.seq || document.body.dataset.chosen !== b0.chosen, s0);
  }
  // The third click sends the selection (the page's turn ends at once);
  // the server's answer, with A's view, comes after.
  await a.waitForFunction(() => document.body.dataset.inflight === '0'
    && (document.body.dataset.turn === '0' || document.body.dataset.phase !== 'selection'));
  const selA = await eventually(a, () => {
    const sel = framesA.filter((f) => f.view && f.view.players[0].selection).map((f) => f.view.players[0].selection).pop();
    return sel && sel.length === 3 ? sel : null;
  });
  assert.ok(selA, 'A sees its own selection');
  // A's city as B sees it: A's selection is made and secret.
  await showCity(b, 0);
  await b.waitForFunction(() => /chosen \(secret\)/.test(document.body.textContent));
  // B's page: DOM, storage and frames hold nothing of A's secrets.
  const htmlB = await b.content();
  assert.ok(!htmlB.includes('data-key="p0/screen/'), 'B\'s page draws no keshi of A\'s screen');
  assert.ok(!htmlB.includes(tokenA), 'B\'s page does not hold A\'s token');
  const storeB = await b.evaluate(() => JSON.stringify(localStorage));
  assert.ok(!storeB.includes(tokenA), 'B\'s storage does not hold A\'s token');
  assert.ok(storeB.includes(tokenB), 'B keeps its own token');
  assertNoSecretsOf(framesB, 0, null);
  await showCity(b, 1);
  await shot(b, 'game-phone.png');
  // The spectator sees the table but no screen and no secret selection.
  await spect.waitForFunction(() => document.body.dataset.status === 'online');
  const htmlS = await spect.content();
  assert.match(htmlS, /Spectating/);
  assert.ok(!htmlS.includes('/screen/'), 'the spectator sees no screen');
  assertNoSecretsOf(framesS, 0, null);
  assertNoSecretsOf(framesS, 1, null);
  // B selects too: then the reveal comes to everybody.
  await waitReady(b);
  const chipsB = b.locator('svg [data-key^="p1/screen/"].legal:not(.chosen)');
  for (let i = 0; i < 3; i++) {
    const s0 = await pageState(b);
    await press(chipsB.last());
    await b.waitForFunction((b0) => document.body.dataset.seq !== b0.seq || document.body.dataset.chosen !== b0.chosen, s0);
  }
  await a.waitForFunction(() => document.body.dataset.phase !== 'selection');
  // A's page saw the reveal; B's frame of it may still be on its way.
  const reveal = await eventually(b, () => framesB.find((f) => f.t === 'step' && (f.events || []).some((e) => e.event === 'selection_revealed' && e.player === 0)));
  assert.ok(reveal, 'B learns A\'s selection at the reveal');
  assertNoSecretsOf(framesB, 0, reveal.seq);
  assertNoSecretsOf(framesA, 1, reveal.seq);
  // A few more decisions on both sides, then the phone again.
  for (let i = 0; i < 12; i++) {
    for (const p of [a, b]) {
      const ready = await p.evaluate(() => document.body.dataset.turn === '1' && document.body.dataset.inflight === '0');
      if (ready) await clickOnce(p, rng);
    }
    await a.waitForTimeout(30);
  }
  assertNoSecretsOf(framesB, 0, reveal.seq);
  assertNoSecretsOf(framesA, 1, reveal.seq);
  assertNoSecretsOf(framesS, 0, reveal.seq);
  assert.deepEqual(errors, []);
  await ctxA.close();
  await ctxB.close();
  await ctxS.close();
});

/** Plays by clicking until `done(page)` holds or the game is over; returns the clicks. */
async function playUntil(page, rng, done, limit = 3000) {
  let clicks = 0;
  for (;;) {
    const over = await waitReady(page);
    if (over || (await done(page))) return clicks;
    await clickOnce(page, rng);
    clicks++;
    assert.ok(clicks < limit, 'the game goes on');
  }
}

test('solo against the Paschabot by clicking, until the first season ends', async () => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await ctx.newPage();
  const errors = [];
  watchErrors(page, errors);
  await page.goto(BASE);
  await page.getByRole('tab', { name: /Solo vs Paschabot/ }).click();
  await page.getByRole('button', { name: /Start the solo game/ }).click();
  await page.waitForURL(/\/g\//);
  const rng = seeded(777);
  const clicks = await playUntil(page, rng, (p) => p.evaluate(() => Number(document.body.dataset.season || 0) >= 1));
  const over = await page.evaluate(() => document.body.dataset.over === '1');
  const season = await page.evaluate(() => Number(document.body.dataset.season || 0));
  assert.ok(over || season >= 1, 'a season ended');
  // The Paschabot moved too: its lines are in the log.
  const log = await page.locator('#log').innerText();
  assert.match(log, /Paschabot/);
  assert.deepEqual(errors, []);
  console.log(`# solo: the first season ended after ${clicks} clicks`);
  await ctx.close();
});

test('a dropped connection: the page reconnects by itself and catches up', async () => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await ctx.newPage();
  const errors = [];
  watchErrors(page, errors);
  // Every WebSocket of the page goes through this proxy, so the test can cut it.
  const routes = [];
  await page.routeWebSocket(/\/ws\/games\//, (ws) => {
    const server = ws.connectToServer();
    routes.push({ ws, server });
  });
  await page.goto(BASE);
  await page.getByRole('tab', { name: /Against bots/ }).click();
  await page.getByRole('button', { name: /Start the game/ }).click();
  await page.waitForURL(/\/g\//);
  const rng = seeded(4242);
  let n = 0;
  await playUntil(page, rng, async () => ++n > 12);
  assert.equal(routes.length, 1, 'one socket so far');
  // Cut both ends, as a lost network would.
  const { ws, server } = routes[0];
  await server.close({ code: 1006 }).catch(() => {});
  await ws.close({ code: 1006, reason: 'dropped' }).catch(() => {});
  await page.waitForFunction(() => document.body.dataset.status !== 'online', null, { timeout: ACTION_TIMEOUT, polling: 20 })
    .catch(() => {}); // it may come back before we look
  await page.waitForFunction(() => document.body.dataset.status === 'online', null, { timeout: ACTION_TIMEOUT, polling: 50 });
  assert.ok(routes.length >= 2, 'the page opened a new socket by itself');
  // It shows the game as the server has it, and play goes on.
  const id = new URL(page.url()).pathname.split('/').pop();
  await page.waitForFunction(async (gid) => {
    const r = await fetch(`/api/games/${gid}`);
    const s = await r.json();
    return String(s.seq) === document.body.dataset.seq;
  }, id, { timeout: ACTION_TIMEOUT, polling: 200 });
  n = 0;
  await playUntil(page, rng, async () => ++n > 6);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('a place drawn anew between pressing and releasing still takes the click', async () => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await ctx.newPage();
  const errors = [];
  watchErrors(page, errors);
  await page.goto(BASE);
  await page.getByRole('tab', { name: /Against bots/ }).click();
  await page.getByRole('button', { name: /Start the game/ }).click();
  await page.waitForURL(/\/g\//);
  // Until a decision is taken on the board (the first may be a list's).
  await playUntil(page, seeded(77), async (p) => (await p.locator('svg .place.legal').count()) > 0);
  // A point of the first highlighted place that the place itself takes.
  const place = page.locator('svg .place.legal').first();
  const at = await aim(place);
  assert.ok(at, 'the place takes a click somewhere');
  const box = await place.boundingBox();
  const point = { x: box.x + at.x, y: box.y + at.y };
  const before = await pageState(page);
  await page.mouse.move(point.x, point.y);
  await page.mouse.down();
  // Between press and release the board is drawn anew (as a chat line, a
  // name or the other seat's move draws it): every place is a new element.
  const redrawn = await place.evaluate((e) => {
    const board = e.closest('[id^="board-"]');
    board.innerHTML = board.innerHTML;
    return board.id;
  });
  await page.mouse.up();
  const took = await page.waitForFunction((b) => {
    const d = document.body.dataset;
    return d.seq !== b.seq || d.chosen !== b.chosen || d.inflight === '1';
  }, before, { timeout: 10000, polling: 20 }).then(() => true, () => false);
  assert.ok(took, `the click on a place of #${redrawn}, drawn anew under the pointer, was taken`);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('camel race: chosen in the lobby, drawn, and played by clicking through a season\'s reward phase', async () => {
  const ctx = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await ctx.newPage();
  const errors = [];
  watchErrors(page, errors);
  /** A new game with the expansion's modules, from the lobby. */
  async function newGame() {
    await page.goto(BASE);
    await page.getByRole('tab', { name: /Against bots/ }).click();
    await page.locator('details.more summary').click();
    for (const m of ['camel_race', 'new_luxury_goods', 'new_oases']) await page.locator(`input[name="m_${m}"]`).check();
    await page.getByRole('button', { name: /Start the game/ }).click();
    await page.waitForURL(/\/g\//);
    await waitReady(page);
  }
  await newGame();
  // The race is on the table: the track's lines and bridges, the podium,
  // the three reward tiles (the first active), each seat's spectator area.
  const board = await page.locator('#board-main').innerHTML();
  for (const t of ['Camel race', 'start', 'stage 1', 'stage 2', 'stage 3', 'finish', 'Podium', 'bridge']) {
    assert.ok(board.includes(`>${t}`), `the track shows "${t}"`);
  }
  assert.equal(await page.locator('#board-main text', { hasText: /^ACTIVE · Season 1 · reward tile #\d+[ab]$/ }).count(), 1, 'the active tile is marked');
  assert.equal(await page.locator('#board-main text', { hasText: /^Season [23] · reward tile #/ }).count(), 2, 'two more tiles wait');
  assert.equal(await page.locator('[data-key="p0/spectators"]').count(), 1, 'your spectator area');
  await showCity(page, 1);
  assert.equal(await page.locator('[data-key="p1/spectators"]').count(), 1, 'the bot\'s spectator area');
  await showCity(page, 0);
  // Play: every keshi that may go into the spectator area goes there (a
  // click on the area), the rest at random; in the reward phase buy
  // rewards by clicking the active tile's offers and the spectators paid.
  const rng = seeded(2026);
  let clicks = 0;
  let toSpectators = 0;
  let bought = 0;
  let rewardPhases = 0;
  let shotTaken = false;
  let games = 1;
  for (;;) {
    const over = await waitReady(page);
    const d = await page.evaluate(() => ({ ...document.body.dataset }));
    // The reward phase asks only when the spectators can pay for some
    // reward: a first season without one starts a new game (at most 4).
    if (over || (!rewardPhases && Number(d.season) >= 1)) {
      assert.ok(games < 4, 'one of four games has a reward to buy in its first season');
      await newGame();
      games++;
      continue;
    }
    const spectators = page.locator('svg [data-key="p0/spectators"].legal');
    if (d.decision === 'keshi_destination' && (await spectators.count()) > 0) {
      const s0 = await pageState(page);
      await press(spectators);
      await waitChange(page, s0);
      toSpectators++;
    } else if (d.decision === 'camel_rewards') {
      const offers = page.locator('svg [data-key^="race/reward/"].legal');
      if (!rewardPhases) rewardPhases++;
      if (!shotTaken) {
        await shotAt(page, 'camel-race-desktop.png', 'svg g.race');
        // The same at phone width (the track in two rows, the podium below).
        await page.setViewportSize({ width: 375, height: 812 });
        await page.waitForTimeout(200);
        await shotAt(page, 'camel-race-phone.png', 'svg g.race');
        await page.setViewportSize({ width: 1400, height: 900 });
        await page.waitForTimeout(200);
        shotTaken = true;
      }
      if (bought >= 2 || (await offers.count()) === 0) {
        // Stop buying: the prompt's button.
        const s0 = await pageState(page);
        await press(page.locator('.prompt button.act', { hasText: /Buy no more rewards/ }));
        await waitChange(page, s0);
        if (bought > 0) break;
        continue;
      }
      const s0 = await pageState(page);
      await press(offers.first());
      await waitChange(page, s0);
      // The offer chosen: the spectators paid narrow it to one purchase.
      for (let i = 0; i < 6; i++) {
        const now = await pageState(page);
        if (now.seq !== s0.seq) break;
        const pay = page.locator('svg [data-key^="p0/spectators/"].legal:not(.chosen)');
        const buttons = page.locator('.prompt button.act');
        const rows = page.locator('.act-row:not([disabled]):visible');
        assert.ok((await pay.count()) + (await buttons.count()) + (await rows.count()) > 0, 'a chosen offer leaves something to click');
        if ((await pay.count()) > 0) await press(pay.first());
        else if ((await buttons.count()) > 0) await press(buttons.first());
        // A choice the board does not draw (e.g. which stack a reward
        // searches): the list of choices.
        else await press(rows.first());
        await waitChange(page, now);
      }
      await page.waitForFunction((b) => document.body.dataset.seq !== b.seq, s0, { timeout: ACTION_TIMEOUT });
      bought++;
      const log = await page.locator('#log').innerText();
      assert.match(log, /returns spectators/, 'the log tells of the spectators returned');
    } else {
      await clickOnce(page, rng);
    }
    clicks++;
    assert.ok(clicks < 3000, 'a reward phase with something to buy comes');
  }
  assert.ok(toSpectators > 0, 'keshis went into the spectator area');
  assert.ok(bought >= 1, 'a reward was bought by clicking');
  // The season ends after its reward phase: the next tile is active.
  const season = Number(await page.evaluate(() => document.body.dataset.season));
  clicks += await playUntil(page, rng, (p) => p.evaluate((s) => Number(document.body.dataset.season) > s, season));
  if (!(await page.evaluate(() => document.body.dataset.over === '1'))) {
    assert.equal(await page.locator('#board-main text', { hasText: new RegExp(`^ACTIVE · Season ${season + 2} · reward tile`) }).count(), 1, 'the next season\'s tile is active');
  }
  assert.deepEqual(errors, []);
  console.log(`# camel race: ${games} game(s), ${clicks} clicks, ${toSpectators} keshis to the spectator area, ${bought} rewards bought`);
  await ctx.close();
});
