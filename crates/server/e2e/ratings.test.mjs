// Ratings in the browser (issue 44): two accounts, each signed up in its
// own browser, hold the two seats of a game without bots; the game is
// played to the end (through the API, as the seats' tokens allow); then
// each sees their rating moved on their player page (from "no rated
// game" to a rating after one rated game, the winner's above the
// loser's), and both in the lobby's leaderboard, the winner first. The
// table, open while the game ends, marks the game as rated and shows
// both ratings beside the names once it is over; so does the lobby's
// "Your games", and its open games beside the accounts seated.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, launch, watchErrors, shotAt, axeClean } from './lib.mjs';

let browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  if (browser) await browser.close();
});

/** A new browser signed up as `name` in the lobby. */
async function signedUp(name, errors) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  watchErrors(page, errors);
  await page.goto(BASE);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.locator('#account-name').waitFor();
  return page;
}

/** A request from the page (its cookie and its Origin); the answer's JSON. */
async function call(page, method, path, body) {
  return page.evaluate(async ([method, path, body]) => {
    const r = await fetch(path, { method, headers: { 'Content-Type': 'application/json' }, body: body ? JSON.stringify(body) : undefined });
    return { status: r.status, body: await r.json() };
  }, [method, path, body]);
}

/** Plays both seats (the first legal action each time) until the game is over. */
async function playToTheEnd(game, tokens) {
  for (let i = 0; i < 20000; i++) {
    for (const token of tokens) {
      const legal = await (await fetch(`${BASE}/api/games/${game}/legal?token=${token}`)).json();
      if (legal.game_over) return;
      if (!legal.actions.length) continue;
      const p = await fetch(`${BASE}/api/games/${game}/actions?token=${token}`, { method: 'POST', body: JSON.stringify(legal.actions[0]) });
      assert.equal(p.status, 200, await p.text());
    }
  }
  assert.fail('the game did not end');
}

test('after a rated game both players see their rating moved, on their page, at the table, in the lobby and in the leaderboard', async () => {
  const errors = [];
  const n = Date.now() % 100000;
  const names = [`Rana ${n}`, `Remy ${n}`];
  const pages = [await signedUp(names[0], errors), await signedUp(names[1], errors)];
  for (const [i, page] of pages.entries()) {
    await page.goto(`${BASE}/players/${encodeURIComponent(names[i])}`);
    await page.locator('#player-rating', { hasText: 'No rated game yet' }).waitFor();
  }

  // Two seats, both people's; each account holds its own.
  const created = await call(pages[0], 'POST', '/api/games', { players: 2, seats: ['human', 'human'], seed: 7 });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  const { game, seats } = created.body;
  for (const [i, page] of pages.entries()) {
    const held = await call(page, 'POST', '/api/me/seats', { seats: [{ game, token: seats[i].token }] });
    assert.deepEqual(held.body.claimed, [{ game, seat: i }]);
  }
  // The first player's table: a rated game, both names leading to the
  // players' pages, no rating beside them yet.
  const table = pages[0];
  await table.goto(`${BASE}/g/${game}#token=${seats[0].token}&seat=0`);
  await table.locator('#crowd .rated-mark').waitFor();
  await table.locator('#crowd .player-link').nth(1).waitFor();
  const links = await table.locator('#crowd .player-link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  assert.deepEqual(links, names.map((x) => `/players/${encodeURIComponent(x)}`));
  assert.equal(await table.locator('#crowd .seat-rating').count(), 0, 'unrated before the game');

  await playToTheEnd(game, seats.map((s) => s.token));
  const summary = await (await fetch(`${BASE}/api/games/${game}`)).json();
  assert.equal(summary.winners.length, 1, 'no tie');
  const winner = summary.winners[0];
  assert.deepEqual(summary.seats.map((s) => s.account), names);
  assert.equal(summary.rated, true);

  // The table shows both ratings once the game is over (no reload).
  await table.locator('#crowd .seat-rating').nth(1).waitFor();
  const shown = await table.locator('#crowd .seat-rating').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-rating'))));
  assert.deepEqual(shown, summary.seats.map((s) => s.rating));
  // And beside the other player's name on their summary.
  const other = table.locator('#players .summary-card[data-seat="1"] .seat-rating');
  await other.waitFor();
  assert.equal(Number(await other.getAttribute('data-rating')), summary.seats[1].rating);
  await axeClean(table, 'the table with ratings');

  // Each player's page: a rating after one rated game.
  const ratings = [];
  for (const [i, page] of pages.entries()) {
    await page.goto(`${BASE}/players/${encodeURIComponent(names[i])}`);
    const line = page.locator('#player-rating', { hasText: '1 rated game' });
    await line.waitFor();
    const m = (await line.innerText()).match(/Rating (−?-?[\d.]+)/);
    assert.ok(m, await line.innerText());
    ratings.push(Number(m[1].replace('−', '-')));
  }
  assert.ok(ratings[winner] > 0 && ratings[1 - winner] < 0, `the winner up, the loser down from 0: ${ratings}`);
  assert.deepEqual(shown, ratings, 'the table shows the ratings of the players\' pages');

  // "Your games" in the first player's lobby: the game (remembered by its
  // table), both ratings beside the names, written as the page writes them.
  await table.goto(BASE);
  const mine = table.locator(`#recent li[data-game="${game}"]`);
  await mine.locator('.seat-rating').nth(1).waitFor();
  const yours = await mine.locator('.seat-rating').evaluateAll((els) => els.map((e) => [Number(e.getAttribute('data-rating')), e.textContent]));
  assert.deepEqual(yours.map(([r]) => r), ratings);
  const oneDecimal = new Intl.NumberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  for (const [r, text] of yours) assert.equal(text, oneDecimal.format(r));
  await mine.locator('.rated-mark').waitFor();
  await axeClean(table, 'the lobby with ratings');

  // A public game of the first player's, a seat free: the other's lobby
  // lists it with the first player's rating beside their name.
  const open = await call(pages[0], 'POST', '/api/games', { players: 2, seats: ['human', 'human'], public: true });
  assert.equal(open.status, 200, JSON.stringify(open.body));
  await call(pages[0], 'POST', '/api/me/seats', { seats: [{ game: open.body.game, token: open.body.seats[0].token }] });
  await pages[1].goto(BASE);
  const listedOpen = pages[1].locator(`#open li[data-open="${open.body.game}"] .seated`);
  await listedOpen.locator('.seat-rating').waitFor();
  assert.equal(Number(await listedOpen.locator('.seat-rating').getAttribute('data-rating')), ratings[0]);
  assert.equal(await listedOpen.locator('.player-link').getAttribute('href'), `/players/${encodeURIComponent(names[0])}`);

  // The leaderboard in the lobby: both, the winner first.
  const page = pages[1 - winner];
  await page.goto(BASE);
  const rows = page.locator('#leaderboard tbody tr');
  await page.locator(`#leaderboard tr[data-player="${names[0]}"]`).waitFor();
  const listed = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-player')));
  assert.ok(listed.indexOf(names[winner]) >= 0 && listed.indexOf(names[winner]) < listed.indexOf(names[1 - winner]), `${listed}`);
  await shotAt(page, 'leaderboard.png', '#leaderboard');
  // A name leads to the player's page.
  await page.locator(`#leaderboard tr[data-player="${names[winner]}"] a`).click();
  await page.waitForURL(/\/players\//);
  await page.locator('#player-rating', { hasText: '1 rated game' }).waitFor();
  // The finished game opened without a seat's link (another device): its
  // replay, not a refusal.
  await page.goto(`${BASE}/g/${game}`);
  await page.waitForURL(new RegExp(`/g/${game}/replay`));
  assert.deepEqual(errors, []);
});
