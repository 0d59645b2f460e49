// The table people sit at (issue 25), in real headless Chromium: names,
// chat, what the others just did, the season summary, turn alerts, seats
// that go quiet, the per-decision time limit, the replay, the phone
// layout, and an accessibility check with axe-core.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import {
  BASE, ACTION_TIMEOUT, launch, watchErrors, waitReady, pageState, press, clickOnce, seeded, shotAt, recordFrames,
} from './lib.mjs';

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');

let browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  if (browser) await browser.close();
});

// Names and messages full of HTML: they must show as text, never run.
const NAME_A = 'Ana <b>&amp;</b>';
const NAME_B = '<img src=x onerror=Z()>';
const NAME_S = 'Sam "the watcher"';
const HELLO = 'Hello <script>window.__pwned=1</script><img src=y onerror="window.__pwned=2">';

/** A page of a new browser context: its errors collected, its dialogs failing the test. */
async function openPage(opts, errors, { name = null, permissions = [] } = {}) {
  const ctx = await browser.newContext({ ...opts, permissions });
  if (name !== null) await ctx.addInitScript((n) => localStorage.setItem('marrakesh.name', n), name);
  // Visibility the test can set (a tab in the background); notifications counted.
  await ctx.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', { get: () => (window.__hidden ? 'hidden' : 'visible'), configurable: true });
  });
  const page = await ctx.newPage();
  watchErrors(page, errors);
  page.on('dialog', (d) => { errors.push(`dialog: ${d.message()}`); d.dismiss(); });
  return { ctx, page };
}

/** Creates a friends game in the lobby of `page`: the invite link of seat 1 and the spectators'. */
async function friendsGame(page, name) {
  await page.goto(BASE);
  await page.locator('#my-name').fill(name);
  await page.getByRole('tab', { name: /With friends/ }).click();
  await page.getByRole('button', { name: /Create the game and invite links/ }).click();
  const invite = page.locator('input[data-invite="1"]');
  await invite.waitFor();
  const inviteUrl = await invite.inputValue();
  const spectUrl = await page.locator('input[data-invite="spect"]').inputValue();
  await page.locator('#enter').click();
  await page.waitForURL(/\/g\//);
  return { inviteUrl, spectUrl, id: new URL(inviteUrl).pathname.split('/')[2] };
}

/** Whether the last line of the page's log is inside the log box's visible part. */
async function lastLogLineVisible(page) {
  return page.evaluate(() => {
    const box = document.querySelector('.log-box');
    const items = document.querySelectorAll('#log li');
    if (!items.length) return false;
    const last = items[items.length - 1].getBoundingClientRect();
    const b = box.getBoundingClientRect();
    return last.bottom <= b.bottom + 2 && last.top >= b.top - 2;
  });
}

/** Sends a chat message from the page's chat box. */
async function chat(page, text) {
  await page.locator('#chat-input').fill(text);
  await page.locator('#chat-form button[type="submit"]').click();
  await page.waitForFunction((t) => [...document.querySelectorAll('#chat-list .chat-text')].some((e) => e.textContent === t), text, { timeout: ACTION_TIMEOUT });
}

async function axeCheck(page, what) {
  await page.addScriptTag({ path: AXE });
  const res = await page.evaluate(async () => {
    // eslint-disable-next-line no-undef
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  });
  assert.deepEqual(res, [], `axe-core on ${what}: no serious or critical violations`);
}

test('friends at one table: names, chat both ways, the other\'s moves marked, the log follows, season summary, played to the end, then the replay', async () => {
  const errors = [];
  const A = await openPage({ viewport: { width: 1400, height: 900 } }, errors);
  const B = await openPage({ viewport: { width: 1280, height: 860 } }, errors);
  const S = await openPage({ viewport: { width: 1100, height: 800 } }, errors, { name: NAME_S });
  const a = A.page;
  const b = B.page;
  const s = S.page;
  const framesA = recordFrames(a);
  const framesS = recordFrames(s);
  await a.goto(BASE);
  await axeCheck(a, 'the lobby');
  const { inviteUrl, spectUrl, id } = await friendsGame(a, NAME_A);
  // B has no name yet: the page asks for it once.
  await b.goto(inviteUrl);
  await b.locator('#name-input').waitFor();
  await b.locator('#name-input').fill(NAME_B);
  await b.locator('#name-form button[type="submit"]').click();
  await s.goto(spectUrl);
  // Every page names both seats, as text.
  for (const p of [a, b, s]) {
    await p.waitForFunction((names) => names.every((n) => document.querySelector('#crowd').textContent.includes(n)), [NAME_A, NAME_B], { timeout: ACTION_TIMEOUT });
  }
  // Chat both ways, and the spectators' own chat.
  await chat(a, HELLO);
  await b.waitForFunction((t) => [...document.querySelectorAll('#chat-list .chat-text')].some((e) => e.textContent === t), HELLO);
  await s.waitForFunction((t) => [...document.querySelectorAll('#chat-list .chat-text')].some((e) => e.textContent === t), HELLO);
  await chat(b, 'Hi Ana, good luck!');
  await a.waitForFunction(() => /good luck/.test(document.querySelector('#chat-list').textContent));
  // The spectator writes in the spectators' chat; a seat opens it.
  await s.getByRole('tab', { name: /Spectators/ }).click();
  await chat(s, 'Watching you two.');
  await a.getByRole('tab', { name: /Spectators/ }).click();
  await a.waitForFunction(() => /Watching you two/.test(document.querySelector('#chat-list').textContent));
  assert.equal(await a.locator('#chat-form').isHidden(), true, 'a seat reads the spectators\' chat without writing in it');
  const specMsg = framesA.find((f) => f.t === 'chat' && f.msg && /Watching/.test(f.msg.text));
  assert.equal(specMsg.msg.channel, 'spectators');
  assert.equal(specMsg.msg.seat, null, 'a spectator\'s message never comes as a seat\'s');
  assert.match(specMsg.msg.name, /Sam/);
  await a.getByRole('tab', { name: /Players/ }).click();
  await shotAt(a, 'chat-desktop.png', '.chat-box');

  // Play to the end by clicking on both pages.
  const rng = seeded(2025);
  let marksSeen = 0;
  let bActed = false;
  let recentNamed = false;
  let banner = false;
  let followChecked = 0;
  let nextFollowCheck = 25;
  let clicks = 0;
  let reloaded = false;
  let revealed = false;
  let waitingChecked = false;
  for (;;) {
    const [da, db] = await Promise.all([a, b].map((p) => p.evaluate(() => ({ ...document.body.dataset }))));
    if (da.over === '1' && db.over === '1') break;
    // The first selection at 1400×900: the highlighted places are in view.
    if (!revealed && da.phase === 'selection' && da.turn === '1' && da.inflight === '0') {
      await a.waitForTimeout(300);
      // In view: a point of it takes a click as the page is now, nothing scrolled.
      const inView = await a.evaluate(() => [...document.querySelectorAll('.pane .place.legal')].some((el) => {
        const r = el.getBoundingClientRect();
        const h = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return r.bottom > 0 && r.top < window.innerHeight && !!h && el.contains(h);
      }));
      assert.ok(inView, 'a decision starts with a highlighted place in view');
      revealed = true;
    }
    // While A waits, its prompt names B's decision without "your".
    if (!waitingChecked && da.turn === '0' && db.turn === '1') {
      const head = await a.locator('.prompt-head').innerText();
      if (/Waiting for/.test(head)) {
        assert.ok(!/\byour\b/i.test(head), `the waiting text speaks of the other seat: ${head}`);
        waitingChecked = true;
      }
    }
    // B reloads mid-game: the log's headings are the rounds, never "Earlier".
    if (!reloaded && clicks >= 80) {
      reloaded = true;
      await b.reload();
      await b.waitForFunction(() => document.body.dataset.status === 'online' && document.querySelectorAll('#log h3').length > 0);
      const heads = await b.locator('#log h3').allInnerTexts();
      assert.ok(heads.every((h) => /^(Setup|Season \d, (round \d|season scoring))$/.test(h)), `log headings after a reload: ${heads.join(' | ')}`);
      const last = heads[heads.length - 1];
      const d = await pageState(b);
      if (d.phase !== 'setup' && !/scoring/.test(last)) {
        assert.equal(last, `Season ${Number(d.season) + 1}, round ${await b.evaluate(() => Number(document.getElementById('round').textContent.match(/Round (\d)/)[1]))}`);
      }
      continue;
    }
    let acted = false;
    for (const [p, d] of [[a, da], [b, db]]) {
      if (d.over !== '1' && d.turn === '1' && d.inflight === '0' && d.status === 'online') {
        // When A's turn comes after B's moves, before A acts (its own move
        // starts a new turn): A's board marks them and "since your last
        // turn" names B.
        if (p === a && bActed) {
          bActed = false;
          if ((await a.locator('svg .place.changed').count()) > 0) marksSeen++;
          const recent = await a.locator('#recent').innerText().catch(() => '');
          if (recent.includes(NAME_B)) recentNamed = true;
        }
        await clickOnce(p, rng);
        clicks++;
        acted = true;
        if (p === b) bActed = true;
      }
    }
    if (!acted) await a.waitForTimeout(40);
    if (clicks >= nextFollowCheck && followChecked < 5) {
      nextFollowCheck = clicks + 25;
      if (await lastLogLineVisible(a)) followChecked++;
    }
    if (!banner && (await a.locator('[data-season-banner]').count()) > 0) {
      banner = true;
      const t = await a.locator('[data-season-banner]').innerText();
      assert.match(t, /End of season 1/);
      assert.match(t, /Season total/);
      assert.ok(t.includes(NAME_B), 'the season summary names the seats');
      await shotAt(a, 'season-summary-desktop.png', '[data-season-banner]');
      await a.locator('[data-dismiss-banner]').click();
      // The summary stays in the log.
      assert.ok(await a.locator('#log .season-summary').count() >= 1);
    }
    assert.ok(clicks < 4000, 'the game ends');
  }
  assert.ok(marksSeen > 0, 'the other seat\'s moves were marked on the board');
  assert.ok(recentNamed, '"since your last turn" named the other seat');
  assert.ok(followChecked > 0, 'the log showed its newest line');
  assert.ok(banner, 'a season-end banner was shown');
  assert.ok(revealed && waitingChecked && reloaded);
  // Names and messages stayed text on every page: nothing of them ran.
  for (const p of [a, b, s]) {
    assert.equal(await p.evaluate(() => window.__pwned), undefined, 'no script from a name or a message ran');
    assert.equal(await p.locator('img[src="x"], img[src="y"]').count(), 0, 'no element was made of a name or a message');
  }
  const pad = await a.locator('.scorepad').innerText();
  const labels = await a.locator('.scorepad tbody th').allInnerTexts();
  assert.equal(new Set(labels).size, labels.length, `no duplicate row on the score pad: ${labels.join(', ')}`);
  assert.ok(!/paschabot sectors|exchange offices|desert towns \(/i.test(pad));
  assert.ok(!/\b1 dates\b/.test(await a.locator('body').innerText()), 'no "1 dates"');
  await axeCheck(a, 'a game page');

  // The replay: from the lobby's list, stepped through.
  await a.goto(BASE);
  const link = a.locator(`#recent li[data-game="${id}"] a[href$="/replay"]`);
  await link.waitFor({ timeout: ACTION_TIMEOUT });
  await link.click();
  await a.waitForURL(/\/replay$/);
  await a.waitForFunction(() => document.body.dataset.total && document.body.dataset.step === document.body.dataset.total);
  const total = Number(await a.evaluate(() => document.body.dataset.total));
  assert.ok(total > 100, `a whole game has many steps (${total})`);
  assert.match(await a.locator('.scorepad').innerText(), /Final score pad/);
  await a.keyboard.press('Home');
  await a.waitForFunction(() => document.body.dataset.step === '0');
  await a.getByRole('button', { name: 'Step forward' }).click();
  await a.waitForFunction(() => document.body.dataset.step === '1');
  await a.keyboard.press('ArrowRight');
  await a.waitForFunction(() => document.body.dataset.step === '2');
  await a.keyboard.press('ArrowLeft');
  await a.waitForFunction(() => document.body.dataset.step === '1');
  const seasonStart = await a.locator('#replay-season option').nth(2).getAttribute('value');
  await a.locator('#replay-season').selectOption(seasonStart);
  await a.waitForFunction((v) => document.body.dataset.step === v, seasonStart);
  assert.match(await a.locator('#replay-step').innerText(), /Season 2/);
  await shotAt(a, 'replay-desktop.png', '.replay-bar');
  await a.setViewportSize({ width: 375, height: 812 });
  await shotAt(a, 'replay-phone.png', '.replay-bar');
  await a.setViewportSize({ width: 1400, height: 900 });
  await axeCheck(a, 'the replay page');
  // The spectator never got a seat's message as a spectator's, nor the reverse.
  for (const f of framesS.filter((x) => x.t === 'chat')) {
    assert.equal(f.msg.channel === 'seats', f.msg.seat !== null, 'a message\'s chat matches its writer');
  }
  assert.deepEqual(errors, []);
  await A.ctx.close();
  await B.ctx.close();
  await S.ctx.close();
});

test('a seat goes quiet: the host hands it to a bot, the owner takes it back; the time limit per decision', async () => {
  const errors = [];
  const A = await openPage({ viewport: { width: 1400, height: 900 } }, errors, { name: 'Host' });
  const B = await openPage({ viewport: { width: 1280, height: 860 } }, errors, { name: 'Bea' });
  const a = A.page;
  const { inviteUrl } = await friendsGame(a, 'Host');
  let b = B.page;
  await b.goto(inviteUrl);
  await b.waitForFunction(() => document.body.dataset.status === 'online');
  await a.waitForFunction(() => /Bea/.test(document.querySelector('#crowd').textContent), null, { timeout: ACTION_TIMEOUT });
  // A plays until B must decide; B has closed its tab.
  await b.close();
  const rng = seeded(5);
  for (let i = 0; i < 400; i++) {
    const d = await pageState(a);
    if (d.turn === '1' && d.inflight === '0') {
      await clickOnce(a, rng);
      continue;
    }
    if (await a.locator('[data-away="1"]').count()) break;
    await a.waitForTimeout(100);
  }
  // The countdown, then the button (the test server's zombie time is short).
  const hand = a.locator('[data-hand-to-bot="1"]');
  await hand.waitFor({ timeout: 30000 });
  await shotAt(a, 'seat-away-desktop.png', '.seat-notes');
  await hand.click();
  await a.waitForFunction(() => document.querySelector('.who.bot') !== null, null, { timeout: ACTION_TIMEOUT });
  // The bot plays B's decisions: the game goes on for A.
  const seqBefore = Number((await pageState(a)).seq);
  for (let i = 0; i < 60; i++) {
    const d = await pageState(a);
    if (d.turn === '1' && d.inflight === '0') await clickOnce(a, rng);
    else await a.waitForTimeout(100);
  }
  assert.ok(Number((await pageState(a)).seq) > seqBefore + 10, 'the game goes on with the bot in B\'s seat');
  // B comes back in the same browser: it takes its seat back.
  b = await B.ctx.newPage();
  watchErrors(b, errors);
  await b.goto(inviteUrl.replace(/\?token=.*/, ''));
  const back = b.locator('[data-take-back="1"]');
  await back.waitFor({ timeout: ACTION_TIMEOUT });
  await back.click();
  await a.waitForFunction(() => document.querySelector('.who.bot') === null, null, { timeout: ACTION_TIMEOUT });
  await A.ctx.close();
  await B.ctx.close();

  // A time limit per decision (2 s, the API's shortest): a bot decides once.
  const r = await fetch(`${BASE}/api/games`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ seats: ['human', 'greedy'], turn_limit_s: 2, name: 'Slow' }),
  });
  const created = await r.json();
  assert.equal(r.status, 200, JSON.stringify(created));
  const C = await openPage({ viewport: { width: 1400, height: 900 } }, errors, { name: 'Slow' });
  await C.page.goto(created.seats[0].url);
  await C.page.waitForFunction(() => /time limit/.test(document.querySelector('#log').textContent), null, { timeout: 30000 });
  await C.ctx.close();
  assert.deepEqual(errors, []);
});

test('turn alerts: the title, a notification while the tab is hidden; a mistyped link keeps the seat', async () => {
  const errors = [];
  const A = await openPage({ viewport: { width: 1400, height: 900 } }, errors, { name: 'Alerted', permissions: ['notifications'] });
  const a = A.page;
  await a.goto(BASE);
  await a.getByRole('tab', { name: /Against bots/ }).click();
  await a.getByRole('button', { name: /Start the game/ }).click();
  await a.waitForURL(/\/g\//);
  await waitReady(a);
  assert.match(await a.title(), /Your turn/);
  await a.locator('[data-notify]').click();
  await a.waitForFunction(() => document.querySelector('[data-notify]').getAttribute('aria-pressed') === 'true');
  // In the background, the next turn notifies.
  const rng = seeded(3);
  await a.evaluate(() => { window.__hidden = true; });
  let notified = false;
  for (let i = 0; i < 200 && !notified; i++) {
    const d = await pageState(a);
    if (d.turn === '1' && d.inflight === '0') await clickOnce(a, rng);
    else await a.waitForTimeout(50);
    notified = Number(await a.evaluate(() => document.body.dataset.notified || 0)) > 0;
  }
  assert.ok(notified, 'a notification was shown while the tab was hidden');
  await a.evaluate(() => { window.__hidden = false; });
  assert.deepEqual(errors, []);
  // A link with a mistyped token neither opens a seat nor replaces the good one
  // (the server's 403 for it is the one error the browser logs here).
  const url = new URL(a.url());
  const good = await a.evaluate(() => JSON.parse(localStorage.getItem('marrakesh.games'))[0].token);
  await a.goto(`${url.origin}${url.pathname}?token=${good.slice(0, -2)}xx`);
  await a.locator('.error').waitFor();
  await a.locator('[data-held]').waitFor();
  const kept = await a.evaluate(() => JSON.parse(localStorage.getItem('marrakesh.games')).map((g) => g.token));
  assert.ok(kept.includes(good) && !kept.some((t) => t.endsWith('xx')), 'the seat\'s token is kept, the bad one never stored');
  await a.locator('[data-held]').click();
  await waitReady(a);
  assert.deepEqual(errors.filter((e) => !/status of 403/.test(e)), []);
  await A.ctx.close();
});

test('phone (375×812): a whole secret selection with a hint open; the decision bar stays within the screen', async () => {
  const errors = [];
  const P = await openPage({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true }, errors, { name: 'Phone' });
  const p = P.page;
  await p.goto(BASE);
  await p.getByRole('tab', { name: /Against bots/ }).click();
  await p.getByRole('button', { name: /Start the game/ }).click();
  await p.waitForURL(/\/g\//);
  const rng = seeded(11);
  for (let i = 0; i < 100; i++) {
    await waitReady(p);
    if ((await pageState(p)).phase === 'selection') break;
    await clickOnce(p, rng);
  }
  await p.locator('.prompt button.hint-btn').click();
  await p.locator('.prompt .hints li').first().waitFor({ timeout: ACTION_TIMEOUT });
  await p.locator('.prompt [data-help]').click();
  const chips = p.locator('svg [data-key^="p0/screen/"].legal:not(.chosen)');
  for (let i = 0; i < 3; i++) {
    const h = await p.evaluate(() => document.querySelector('.dock').getBoundingClientRect().height);
    assert.ok(h <= 812 / 3 + 1, `the decision bar is ${h} px high on a 812 px screen`);
    const s0 = await pageState(p);
    await press(chips.first());
    await p.waitForFunction((b0) => document.body.dataset.seq !== b0.seq || document.body.dataset.chosen !== b0.chosen, s0);
  }
  await p.waitForFunction(() => document.body.dataset.phase !== 'selection' || document.body.dataset.turn === '0');
  await shotAt(p, 'selection-hint-phone.png', '.prompt');
  assert.deepEqual(errors, []);
  await P.ctx.close();
});

test('rules: a ? beside the decision, and the rules reference from the lobby', async () => {
  const errors = [];
  const R = await openPage({ viewport: { width: 1400, height: 900 } }, errors);
  const p = R.page;
  await p.goto(BASE);
  await p.getByRole('link', { name: 'Rules reference' }).click();
  await p.waitForURL(/\/rules$/);
  await p.locator('section.rule').first().waitFor();
  assert.ok(await p.locator('section.rule').count() >= 20);
  assert.match(await p.locator('#sahara').innerText(), /Sahara/);
  await axeCheck(p, 'the rules reference');
  await p.goto(BASE);
  await p.getByRole('tab', { name: /Against bots/ }).click();
  await p.getByRole('button', { name: /Start the game/ }).click();
  await p.waitForURL(/\/g\//);
  await waitReady(p);
  await p.locator('.prompt [data-help]').click();
  assert.ok((await p.locator('[data-rules-help]').innerText()).length > 60, 'the decision\'s rules are shown');
  assert.deepEqual(errors, []);
  await R.ctx.close();
});
