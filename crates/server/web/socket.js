// @ts-check
// The game's WebSocket, after lichess's StrongSocket: a version (`seq`)
// check on every step, resync with `since` on a gap, acks after commit,
// ping/pong with reconnect, backoff with jitter. See
// /docs online-play.md (a) and (e).
import { lang } from './i18n.js';

const PING_EVERY = 20000;
const PONG_WAIT = 5000;
const ACK_WAIT = 5000;
// The server allows 30 messages per 10 s per socket; stay below.
const RATE_MAX = 27;
const RATE_WINDOW = 10000;

export class GameSocket {
  /**
   * @param {import('./types.js').SocketOptions} o gameId, token or spectate key, and handlers:
   *   onFull(frame), onStep(frame), onAck(frame), onErr(frame), onCrowd(frame), onStatus(status)
   */
  constructor(o) {
    this.o = o;
    this.seq = null; // last applied seq
    this.ws = null;
    this.nextId = 1;
    this.sent = []; // times of the messages sent in the last RATE_WINDOW
    this.inflight = null; // {id, timer}
    this.backoff = 500;
    this.status = 'connecting';
    this.closed = false;
    this.pingTimer = null;
    this.pongTimer = null;
    this.reconnectTimer = null;
    this.wake = () => this.ping(true);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') this.wake();
    });
    window.addEventListener('online', this.wake);
  }

  url() {
    const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const q = new URLSearchParams();
    if (this.o.token) q.set('token', this.o.token);
    if (this.o.spectate) q.set('spectate', this.o.spectate);
    if (this.seq !== null) q.set('since', String(this.seq));
    // This connection's texts (prompts, log, names of bots) in the page's language.
    q.set('lang', lang);
    return `${proto}//${location.host}/ws/games/${encodeURIComponent(this.o.gameId)}?${q}`;
  }

  setStatus(s) {
    if (this.status === s) return;
    this.status = s;
    this.o.onStatus(s);
  }

  connect() {
    if (this.closed) return;
    clearTimeout(this.reconnectTimer);
    let ws;
    try {
      ws = new WebSocket(this.url());
    } catch (e) {
      this.scheduleReconnect();
      return;
    }
    this.ws = ws;
    let opened = false;
    ws.onopen = () => {
      if (this.ws !== ws) return;
      opened = true;
      this.backoff = 500;
      this.setStatus('online');
      this.schedulePing();
    };
    ws.onmessage = (m) => {
      if (this.ws !== ws) return;
      let f;
      try {
        f = JSON.parse(m.data);
      } catch (e) {
        return;
      }
      this.receive(f);
    };
    ws.onclose = (ev) => {
      if (this.ws !== ws) return;
      this.ws = null;
      clearTimeout(this.pingTimer);
      clearTimeout(this.pongTimer);
      if (ev.code === 1008 && this.o.onFatal && /token|auth/i.test(ev.reason || '')) {
        this.o.onFatal(ev.reason);
        return;
      }
      // Refused before it opened (a token the server does not know): the
      // page asks why over HTTP and stops if the credential is refused.
      if (!opened && this.o.onRefused) this.o.onRefused();
      this.scheduleReconnect();
    };
    ws.onerror = () => {};
  }

  scheduleReconnect() {
    if (this.closed) return;
    this.setStatus(navigator.onLine === false ? 'offline' : 'reconnecting');
    const wait = this.backoff * (0.75 + Math.random() * 0.5);
    this.backoff = Math.min(this.backoff * 2, 10000);
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => this.connect(), wait);
  }

  /** Drop the socket and come back with `since`: lost pong or lost ack. */
  reconnect() {
    const ws = this.ws;
    this.ws = null;
    clearTimeout(this.pingTimer);
    clearTimeout(this.pongTimer);
    if (ws) {
      try {
        ws.close();
      } catch (e) { /* already closed */ }
    }
    if (this.inflight) {
      clearTimeout(this.inflight.timer);
      this.inflight = null;
      this.o.onUnlock && this.o.onUnlock();
    }
    this.scheduleReconnect();
  }

  schedulePing() {
    clearTimeout(this.pingTimer);
    this.pingTimer = setTimeout(() => this.ping(false), PING_EVERY);
  }

  ping(now) {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) {
      if (now && !this.closed && !this.ws) {
        this.backoff = 500;
        this.connect();
      }
      return;
    }
    this.raw({ t: 'ping' });
    clearTimeout(this.pongTimer);
    this.pongTimer = setTimeout(() => this.reconnect(), PONG_WAIT);
  }

  raw(msg) {
    if (this.ws && this.ws.readyState === WebSocket.OPEN) {
      this.ws.send(JSON.stringify(msg));
      this.sent.push(Date.now());
      return true;
    }
    return false;
  }

  /** Milliseconds to wait before the next message keeps within the rate limit. */
  rateWait() {
    const now = Date.now();
    this.sent = this.sent.filter((t) => now - t < RATE_WINDOW);
    if (this.sent.length < RATE_MAX) return 0;
    return this.sent[0] + RATE_WINDOW - now + 20;
  }

  receive(f) {
    switch (f.t) {
      case 'full':
        this.seq = f.seq;
        this.o.onFull(f);
        break;
      case 'step':
        if (this.seq === null || f.seq <= this.seq) return;
        if (f.seq !== this.seq + 1) {
          this.raw({ t: 'sync', since: this.seq });
          return;
        }
        this.seq = f.seq;
        this.o.onStep(f);
        break;
      case 'chat':
        if (this.o.onChat) this.o.onChat(f);
        break;
      case 'ack':
        if (f.chat !== undefined) {
          if (this.o.onChatAck) this.o.onChatAck(f);
          break;
        }
        if (this.inflight && this.inflight.id === f.id) {
          clearTimeout(this.inflight.timer);
          this.inflight = null;
          this.o.onAck(f);
        }
        break;
      case 'err':
        if (f.id !== undefined && f.id !== null && this.chatIds && this.chatIds.has(f.id)) {
          this.chatIds.delete(f.id);
          if (this.o.onChatErr) this.o.onChatErr(f);
          break;
        }
        if (this.inflight && (f.id === undefined || f.id === null || this.inflight.id === f.id)) {
          clearTimeout(this.inflight.timer);
          this.inflight = null;
        }
        this.o.onErr(f);
        break;
      case 'crowd':
        this.o.onCrowd(f);
        break;
      case 'pong':
        clearTimeout(this.pongTimer);
        this.schedulePing();
        break;
      case 'bye':
        this.setStatus('reconnecting');
        break;
      default:
        break;
    }
    if (f.t !== 'pong') this.schedulePing();
  }

  /**
   * Send `act` or `undo` (after a pause if the rate limit needs one); false
   * if not connected or one is already in flight.
   */
  send(t, action) {
    if (this.inflight || this.seq === null || !this.ws || this.ws.readyState !== WebSocket.OPEN) return false;
    const id = this.nextId++;
    this.inflight = { id, timer: null };
    const go = () => {
      if (!this.inflight || this.inflight.id !== id) return;
      const msg = t === 'act' ? { t, id, seq: this.seq, action } : { t, id, seq: this.seq };
      if (!this.raw(msg)) {
        this.inflight = null;
        this.o.onUnlock && this.o.onUnlock();
        return;
      }
      // No ack in 5 s: reconnect with `since` and learn from the steps whether it landed.
      this.inflight.timer = setTimeout(() => this.reconnect(), ACK_WAIT);
    };
    const wait = this.rateWait();
    if (wait > 0) setTimeout(go, wait);
    else go();
    return true;
  }

  /** Sends a chat message (false if not connected or over the rate limit). */
  sendChat(channel, text, name) {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN || this.rateWait() > 0) return false;
    const id = this.nextId++;
    if (!this.chatIds) this.chatIds = new Set();
    this.chatIds.add(id);
    const msg = { t: 'chat', id, channel, text };
    if (name) msg.name = name;
    return this.raw(msg);
  }

  close() {
    this.closed = true;
    if (this.ws) this.ws.close();
  }
}
