// @ts-check
// Turn alerts: the tab's title and icon say when a decision of this seat
// is pending; a browser notification while the tab is hidden, once the
// player allowed it (a button: never asked on load); an optional short
// sound. The choices are kept in this browser.

import { t } from './i18n.js';
import { html } from './html.js';

const KEY = 'marrakesh.alerts';
const ICON_IDLE = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Ccircle cx='8' cy='8' r='7' fill='%23c0392b'/%3E%3C/svg%3E";
const ICON_TURN = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Ccircle cx='8' cy='8' r='7' fill='%230b7a3e'/%3E%3Cpath d='M4 8l3 3 5-6' stroke='white' stroke-width='2' fill='none'/%3E%3C/svg%3E";
const TITLE = 'Marrakesh';

function prefs() {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) || '{}');
    return v && typeof v === 'object' ? v : {};
  } catch (e) {
    return {};
  }
}

function save(p) {
  try {
    localStorage.setItem(KEY, JSON.stringify(p));
  } catch (e) { /* private mode: not kept */ }
}

function icon(href) {
  let link = /** @type {HTMLLinkElement|null} */ (document.querySelector('link[rel="icon"]'));
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}

function beep() {
  try {
    const Ctx = window.AudioContext || /** @type {{webkitAudioContext?: typeof AudioContext}} */ (/** @type {unknown} */ (window)).webkitAudioContext;
    if (!Ctx) return;
    const ctx = new Ctx();
    const o = ctx.createOscillator();
    const g = ctx.createGain();
    o.frequency.value = 660;
    g.gain.setValueAtTime(0.08, ctx.currentTime);
    g.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + 0.25);
    o.connect(g).connect(ctx.destination);
    o.start();
    o.stop(ctx.currentTime + 0.26);
    o.onended = () => ctx.close();
  } catch (e) { /* no sound */ }
}

let alerted = null;

/**
 * Called on every render: `mine` says whether this seat must decide now;
 * `turn` is the seq at which its turn began (a decision after none). A new
 * turn notifies or beeps once, as the player chose; the title and icon
 * say "your turn" as long as it lasts.
 */
export function turnAlert(mine, turn, prompt, gameId) {
  if (!mine) {
    if (document.title !== TITLE) document.title = TITLE;
    icon(ICON_IDLE);
    document.body.dataset.alert = '0';
    return;
  }
  const title = `● ${t('web-your-turn')} · ${TITLE}`;
  if (document.title !== title) document.title = title;
  icon(ICON_TURN);
  document.body.dataset.alert = '1';
  if (alerted === turn) return;
  alerted = turn;
  const p = prefs();
  if (p.sound) beep();
  if (p.notify && document.visibilityState === 'hidden' && 'Notification' in window && Notification.permission === 'granted') {
    try {
      const n = new Notification(t('web-alert-title'), { body: prompt || t('web-alert-body'), tag: `marrakesh-${gameId}` });
      n.onclick = () => { window.focus(); n.close(); };
      document.body.dataset.notified = String(Number(document.body.dataset.notified || 0) + 1);
    } catch (e) { /* notifications refused by the platform */ }
  }
}

/** The header's two toggles: notifications and sound. */
export function alertControls() {
  const p = prefs();
  const supported = 'Notification' in window;
  const denied = supported && Notification.permission === 'denied';
  const on = p.notify && supported && Notification.permission === 'granted';
  const bell = supported
    ? html`<button type="button" class="alert-btn" data-notify aria-pressed="${on ? 'true' : 'false'}" ${denied ? 'disabled ' : ''}title="${t(denied ? 'web-alerts-blocked' : 'web-alerts-title')}">${t(on ? 'web-alerts-on' : 'web-alerts-off')}</button>`
    : '';
  const sound = html`<button type="button" class="alert-btn" data-sound aria-pressed="${p.sound ? 'true' : 'false'}" title="${t('web-sound-title')}">${t(p.sound ? 'web-sound-on' : 'web-sound-off')}</button>`;
  return html`${bell}${sound}`;
}

export function bindAlerts(root, rerender) {
  root.addEventListener('click', async (ev) => {
    if (ev.target.closest('[data-notify]')) {
      const p = prefs();
      if (p.notify) {
        p.notify = false;
      } else if ('Notification' in window) {
        const perm = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
        p.notify = perm === 'granted';
      }
      save(p);
      rerender();
    } else if (ev.target.closest('[data-sound]')) {
      const p = prefs();
      p.sound = !p.sound;
      save(p);
      if (p.sound) beep();
      rerender();
    }
  });
}
