// @ts-check
// Quick play: wait in the server's queue (`POST /api/quick-play`) until
// enough players with the same options wait, then open the table with the
// seat the server handed out. The ticket is polled every 2 s (the server
// forgets a ticket not polled for a while); Cancel leaves the queue.

import { t, errorText } from './i18n.js';
import { html, setInner } from './html.js';
import { rememberGame } from './store.js';

/** How often the waiting page asks whether a game was found (ms). */
const POLL_MS = 2000;

/**
 * @typedef {{players: number, modules: string[], seconds_per_decision?: number}} QuickRequest
 * What the queue answers (waiting, or the game found; `{left: true}` to a
 * DELETE of a waiting ticket), or an error's `{code, message}`.
 * @typedef {import('./protocol.js').QuickPlay & Partial<import('./protocol.js').ErrorAnswer>} QuickAnswer
 */

/** One request to the queue's route; its answer as JSON (`ok` false on an error status). */
async function ask(method, path, body) {
  const r = await fetch(path, {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await r.text();
  /** @type {QuickAnswer} */
  let res;
  try { res = JSON.parse(text); } catch (e) { res = /** @type {QuickAnswer} */ (/** @type {unknown} */ ({ message: text })); }
  return { ok: r.ok, res };
}

/**
 * Joins the queue with `body` and shows the waiting state in `box` until a
 * game is found (then the page goes to its table) or the player cancels.
 * `onEnd` runs when the wait ends without a game (cancelled or failed).
 * @param {HTMLElement} box
 * @param {QuickRequest} body
 * @param {(error?: string) => void} onEnd
 */
export async function quickPlay(box, body, onEnd) {
  let ticket = '';
  let stopped = false;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const fail = (res) => {
    stopped = true;
    setInner(box, html``);
    // The ticket is gone: it expired while the page was not asking (a
    // sleeping tab), or it was taken back.
    if (res && res.code === 'not_found') return onEnd(t('web-quick-expired'));
    onEnd(t('web-quick-failed', { reason: res ? errorText(res) : t('web-error-unreachable') }));
  };
  /** @param {QuickAnswer} res */
  const show = (res) => {
    if (stopped) return;
    if (res.waiting === false) {
      stopped = true;
      rememberGame({ id: res.game, seat: res.seat, token: res.token, label: { seats: Array(body.players).fill('human') }, at: Date.now() });
      setInner(box, html`<p class="quick-wait" role="status">${t('web-quick-found')}</p>`);
      location.href = `/g/${encodeURIComponent(res.game)}?token=${encodeURIComponent(res.token)}`;
      return;
    }
    setInner(box, html`<div class="quick-wait" id="quick-wait">
      <p role="status"><span class="quick-spinner" aria-hidden="true"></span> ${t('web-quick-waiting', { queued: res.queued || 1, players: res.players || body.players })}</p>
      <p class="muted">${t('web-quick-note')}</p>
      <button type="button" id="quick-cancel">${t('web-quick-cancel')}</button></div>`);
    box.querySelector('#quick-cancel')?.addEventListener('click', cancel);
    timer = setTimeout(poll, POLL_MS);
  };
  const poll = async () => {
    if (stopped) return;
    try {
      const { ok, res } = await ask('GET', `/api/quick-play?ticket=${encodeURIComponent(ticket)}`);
      if (!ok) return fail(res);
      show(res);
    } catch (e) {
      // The server is unreachable for a moment: ask again.
      if (!stopped) timer = setTimeout(poll, POLL_MS);
    }
  };
  const cancel = async () => {
    stopped = true;
    clearTimeout(timer);
    try {
      const { res } = await ask('DELETE', `/api/quick-play?ticket=${encodeURIComponent(ticket)}`);
      // A game was found meanwhile: the seat is this player's.
      if (res.waiting === false) {
        stopped = false;
        return show(res);
      }
    } catch (e) { /* the ticket expires by itself */ }
    setInner(box, html``);
    onEnd();
  };
  try {
    const { ok, res } = await ask('POST', '/api/quick-play', body);
    if (!ok || !res.ticket) return fail(res);
    ticket = res.ticket;
    show(res);
  } catch (e) {
    fail(null);
  }
}
