// @ts-check
// The people at the table: the chat (the seats' chat, which spectators
// read, and the spectators' own, which seats may open), the seat's name,
// and the seats that went quiet (the host hands one to a bot; its owner
// takes it back). Names and messages are text everywhere: never HTML.

import { SEATS } from './names.js';
import { t, lang } from './i18n.js';
import { myName, setMyName, checkName } from './store.js';
import { html, join } from './html.js';

const MUTE_KEY = 'marrakesh.muted';

function mutedGames() {
  try {
    const v = JSON.parse(localStorage.getItem(MUTE_KEY) || '[]');
    return Array.isArray(v) ? v : [];
  } catch (e) {
    return [];
  }
}

export function isMuted(gameId) {
  return mutedGames().includes(gameId);
}

export function setMuted(gameId, on) {
  const list = mutedGames().filter((g) => g !== gameId);
  if (on) list.push(gameId);
  try {
    localStorage.setItem(MUTE_KEY, JSON.stringify(list.slice(-50)));
  } catch (e) { /* not kept */ }
}

/** The chat box's fixed parts (the list is rendered into #chat-list). */
export function chatShell() {
  const a = (id, args) => t(id, args);
  return html`<section class="chat-box" aria-label="${a('web-chat')}">
  <div class="chat-head"><h2>${a('web-chat')}</h2>
    <div class="chat-tabs" role="tablist">
      <button type="button" role="tab" data-chat-tab="seats" aria-selected="true">${a('web-chat-players', { count: 0 })}</button>
      <button type="button" role="tab" data-chat-tab="spectators" aria-selected="false">${a('web-chat-spectators', { count: 0 })}</button>
    </div>
    <button type="button" class="link" data-chat-mute aria-pressed="false">${a('web-chat-mute')}</button></div>
  <ul id="chat-list" class="chat-list" aria-live="polite" tabindex="0" aria-label="${a('web-chat-messages')}"></ul>
  <form id="chat-form" class="chat-form" autocomplete="off">
    <label class="sr-only" for="chat-input">${a('web-chat-message')}</label>
    <input id="chat-input" maxlength="500" placeholder="${a('web-chat-to-players')}">
    <button type="submit">${a('web-chat-send')}</button>
  </form>
  <p id="chat-note" class="muted chat-note" role="status"></p>
</section>`;
}

/**
 * The messages of the open tab. `chat.list` holds `{id, channel, seat,
 * name, text, at}`; `chat.tab` the open channel.
 */
export function chatListHtml(chat, muted) {
  const list = chat.list.filter((m) => m.channel === chat.tab);
  if (muted) return html`<li class="muted">${t('web-chat-muted', { count: list.length })}</li>`;
  if (!list.length) {
    return html`<li class="muted">${t(chat.tab === 'seats' ? 'web-chat-none-players' : 'web-chat-none-spectators')}</li>`;
  }
  return join(list.slice(-100).map((m) => {
    const dot = m.seat !== null && m.seat !== undefined
      ? html`<i class="dot" style="background:${SEATS[m.seat % 4].fill}" aria-hidden="true"></i>` : '';
    const when = new Date(m.at).toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit' });
    return html`<li data-chat-id="${Number(m.id)}">${dot}<strong class="chat-name">${m.name}</strong> <span class="muted">${when}</span><br><span class="chat-text">${m.text}</span></li>`;
  }));
}

/** The input's state: who may write in the open tab. */
export function chatFormState(chat, isSeat, muted) {
  if (muted) return { show: false, placeholder: '', note: '' };
  if (chat.tab === 'seats') {
    return isSeat ? { show: true, placeholder: t('web-chat-to-players'), note: '' }
      : { show: false, placeholder: '', note: t('web-chat-note-spectator') };
  }
  return isSeat ? { show: false, placeholder: '', note: t('web-chat-note-seat') }
    : { show: true, placeholder: t('web-chat-to-spectators'), note: '' };
}

/** A name form for a browser that has none yet (shown once, above the table). */
export function nameFormHtml() {
  return html`<form id="name-form" class="name-form" aria-label="${t('web-your-name')}"><label>${t('web-name-at-table')} <input id="name-input" maxlength="24" required value="${myName()}"></label> <button type="submit">${t('web-save')}</button> <span id="name-form-note" class="muted" role="status"></span></form>`;
}

/** Saves the name typed in the name form; the checked name or null. */
export function takeNameForm(input, note) {
  const r = checkName(input.value);
  note.textContent = r.error || '';
  note.className = r.error ? 'error' : 'muted';
  if (!r.name) return null;
  setMyName(r.name);
  return r.name;
}

/**
 * The seats that went quiet, for the host (hand one to a bot once its
 * countdown ran out) and for a seat played by a bot (take it back).
 * `info` is `GET /api/games/ID`.
 * @param {import('./types.js').Json|null} info
 * @param {number|null} seat
 * @param {number|null} host
 * @param {string[]} names
 * @param {{online?: (seat: number) => boolean, elapsed?: number}} [live]
 */
export function seatsHtml(info, seat, host, names, { online = (_seat) => false, elapsed = 0 } = {}) {
  if (!info || !info.seats || seat === null || seat === undefined) return '';
  const rows = [];
  for (const s of info.seats) {
    if (s.kind !== 'human') continue;
    const nm = names[s.seat] || t('web-seat', { seat: s.seat });
    if (s.seat === seat && s.controller !== 'human') {
      rows.push(html`<li>${t('web-seat-bot-mine')} <button type="button" class="act" data-take-back="${s.seat}">${t('web-seat-take-back')}</button></li>`);
    } else if (seat === host && s.seat !== seat) {
      if (s.controller !== 'human') {
        rows.push(html`<li>${t('web-seat-bot-other', { name: nm, bot: botName(s.controller) })} <button type="button" class="link" data-take-back="${s.seat}">${t('web-seat-give-back')}</button></li>`);
      } else if (s.away_s !== null && s.away_s !== undefined && s.pending && !online(s.seat)) {
        // The countdown ticks here; the button comes when the server says the time is up.
        const left = Math.max(1, (s.zombie_in_s || 0) - elapsed);
        rows.push(s.zombie_in_s > 0
          ? html`<li data-away="${s.seat}">${awayWait(nm, formatSecs(left))}</li>`
          : html`<li data-away="${s.seat}">${t('web-seat-away', { name: nm })} <button type="button" class="act" data-hand-to-bot="${s.seat}">${t('web-seat-hand-to-bot')}</button></li>`);
      }
    }
  }
  return rows.length ? html`<ul class="seat-notes">${join(rows)}</ul>` : '';
}

/** A bot's name by its kind, as the server names bots ("Greedy bot"). */
function botName(controller) {
  const kind = String(controller).split(':')[0];
  if (kind === 'greedy') return t('web-bot-greedy');
  if (kind === 'random') return t('web-bot-random');
  if (kind === 'ismcts' || kind === 'strong') return t('web-bot-strong');
  return t('web-bot-other', { kind });
}

/** "Ana is away: you may hand the seat to a bot in 1 min 05 s.", the time marked as the countdown. */
function awayWait(name, time) {
  const text = t('web-seat-away-wait', { name, time });
  const at = text.lastIndexOf(time);
  return at < 0 ? html`${text}` : html`${text.slice(0, at)}<span class="countdown">${time}</span>${text.slice(at + time.length)}`;
}

function formatSecs(n) {
  const m = Math.floor(n / 60);
  const s = n % 60;
  return m ? t('web-min-sec', { min: m, sec: String(s).padStart(2, '0') }) : t('web-sec', { sec: s });
}
