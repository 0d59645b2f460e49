// @ts-check
// The guided games at `/learn` (issue 42): the first game (a fixed, seeded
// 2-player base game, Classic, against a greedy bot) and two short
// follow-up lessons, `/learn?lesson=solo` (solo against the Paschabot: its
// turn explained as its events arrive) and `/learn?lesson=camel-race` (a
// 2-player game with the camel race). Each is played at the real table
// (game.js). A lesson layer explains each decision kind and each event the
// learner meets the first time, in a bubble next to the places it concerns
// (or over the rail's decision when the choice has no place): "Next"
// dismisses it, "Show me" marks the strong bot's top choice (the server's
// hint) and, pressed again ("Do it"), plays it, "Skip" ends the lesson.
// The texts are attached to decision kinds and event names, never to move
// numbers: a learner who chooses otherwise is told what that choice did
// (the log line the server sent) and the lesson goes on from there.
// Progress lives in localStorage, one entry per lesson: the game and its
// token, the texts seen.
import { t, has, kebab, errorText } from './i18n.js';
import { html, join, setInner } from './html.js';
import { startGame } from './game.js';
import { eventKeys } from './marks.js';

/** The lesson game's seed: its first season offers the caravan, an oasis, a scroll, the souk… */
export const LEARN_SEED = 3;

/**
 * A lesson: where its progress is kept, the game it plays, the events it
 * explains and whose. Its texts are `learn-<topic>` (the first game) or
 * `learn-<id>-<topic>`, the topics `intro`, `d-<decision>`, `e-<event>`,
 * `done` (see `lessonText`).
 * @typedef {{
 *   id: string, key: string, game: Record<string, any>,
 *   events: string[], whose: 'mine' | 'bot' | 'all',
 * }} LessonDef
 */

/** @type {LessonDef[]} */
export const LESSONS = [
  {
    id: 'first',
    key: 'marrakesh.learn',
    game: { players: 2, edition: 'classic', seats: ['human', 'greedy'], seed: LEARN_SEED },
    events: ['scroll_taken', 'oasis_discovered', 'oasis_claimed', 'luxury_bought', 'gate_built', 'river_tile_awarded', 'provisioned', 'season_ended'],
    whose: 'mine',
  },
  // Solo against the Paschabot (standard difficulty). Seed 2: in its first
  // season the Paschabot buys a luxury good, moves its fisherman, takes a
  // rapid's bonus and a river tile, its madrasa removes scrolls, and (as
  // the learner plays) it climbs a staircase or takes a gate.
  {
    id: 'solo',
    key: 'marrakesh.learn.solo',
    game: { players: 2, edition: 'classic', seats: ['human', 'paschabot'], solo: { opponent: 'paschabot' }, seed: 2 },
    events: ['keshis_selected', 'selection_revealed', 'assistant_placed', 'keshis_claimed', 'keshi_deployed', 'assistant_used',
      'scored', 'pawn_moved', 'luxury_bought', 'gate_bought', 'scrolls_discarded', 'fisherman_moved', 'rapid_bonus_taken',
      'river_tile_awarded', 'strategy_tile_revealed', 'season_ended'],
    whose: 'bot',
  },
  // The camel race against a greedy bot. Seed 3: in the first season
  // camels run and cross a stage line (and, as the learner plays, one
  // stops before a bridge), and the reward phase hands out dung and
  // rewards.
  {
    id: 'camel-race',
    key: 'marrakesh.learn.camel-race',
    game: { players: 2, edition: 'classic', seats: ['human', 'greedy'], modules: ['camel-race'], seed: 3 },
    events: ['spectator_placed', 'camel_moved', 'camel_stopped', 'stage_line_crossed', 'camel_finished', 'dung_taken',
      'dung_discarded', 'spectators_returned', 'reward_tile_discarded', 'season_ended'],
    whose: 'all',
  },
];

/** The follow-up lessons offered at the end of a lesson and in the lobby. */
const FOLLOW_UPS = LESSONS.filter((l) => l.id !== 'first');

/** The lesson a `/learn` address asks for (`?lesson=…`; the first game without it). */
export function lessonOf(search) {
  const want = new URLSearchParams(search).get('lesson') || 'first';
  return LESSONS.find((l) => l.id === want) || LESSONS[0];
}

/** The id of a lesson's text on a topic (`title`: its name). @param {LessonDef} l @param {string} topic */
function lessonText(l, topic) {
  return l.id === 'first' ? `learn-${kebab(topic)}` : `learn-${l.id}-${kebab(topic)}`;
}

/** The address of a lesson. @param {LessonDef} l */
function lessonHref(l) {
  return l.id === 'first' ? '/learn' : `/learn?lesson=${l.id}`;
}

/**
 * @typedef {{ id: string, token: string, seen: string[], skipped?: boolean, done?: boolean }} Progress
 */

/** @param {LessonDef} l @returns {Progress|null} */
function load(l) {
  try {
    const v = JSON.parse(localStorage.getItem(l.key) || 'null');
    return v && typeof v === 'object' && typeof v.id === 'string' && typeof v.token === 'string'
      ? { ...v, seen: Array.isArray(v.seen) ? v.seen : [] } : null;
  } catch (e) {
    return null;
  }
}

/** @param {LessonDef} l @param {Progress} p */
function save(l, p) {
  try {
    localStorage.setItem(l.key, JSON.stringify(p));
  } catch (e) { /* private mode: the lesson is not kept */ }
}

/** Starts (or resumes) the lesson game the address asks for and the table with the lesson layer. */
export async function startLearn(root) {
  const q = new URLSearchParams(location.search);
  const l = lessonOf(location.search);
  if (q.has('restart')) {
    try { localStorage.removeItem(l.key); } catch (e) { /* nothing kept */ }
    history.replaceState(null, '', lessonHref(l));
  }
  document.title = `${t(l.id === 'first' ? 'learn-page-title' : lessonText(l, 'title'))} · Marrakesh`;
  let p = load(l);
  if (p) {
    const ok = await fetch(`/api/games/${encodeURIComponent(p.id)}/view`, { headers: { Authorization: `Bearer ${p.token}` } })
      .then((r) => r.ok).catch(() => false);
    if (!ok) p = null;
  }
  if (!p) {
    setInner(root, html`<header class="top"><a class="home" href="/">Marrakesh</a></header><main class="lobby"><p data-learn-creating>${t('learn-creating')}</p></main>`);
    try {
      const r = await fetch('/api/games', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(l.game),
      });
      const res = await r.json().catch(() => ({}));
      if (!r.ok) throw Object.assign(new Error(errorText(res, 'create')), { shown: true });
      const seat = (res.seats || []).find((s) => s.seat === 0);
      p = { id: res.game, token: seat.token, seen: [] };
      save(l, p);
    } catch (e) {
      setInner(root, html`<header class="top"><a class="home" href="/">Marrakesh</a></header><main class="lobby"><p class="error" role="alert">${t('learn-create-failed', { reason: e.shown ? e.message : t('web-error-unreachable') })}</p><p><a href="/">${t('web-back-to-lobby')}</a></p></main>`);
      return;
    }
  }
  document.body.classList.add('learn-page');
  document.body.dataset.learnLesson = l.id;
  await startGame(root, { gameId: p.id, token: p.token, spectate: null, fromLink: null, lesson: new Lesson(p, l) });
}

/**
 * What game.js hands the lesson at each render.
 * @typedef {{
 *   seq: number|null, seat: number|null, decision: any, cands: Array<{index:number, action:any, text:string, keys:string[]}>,
 *   hint: {seq:number, lines:any[], waiting:boolean, error:string}, inflight: boolean, over: boolean,
 *   askHint: () => void, send: (entry: any) => void, schedule: () => void,
 * }} Table
 */

export class Lesson {
  /** @param {Progress} p @param {LessonDef} [l] */
  constructor(p, l = LESSONS[0]) {
    this.p = p;
    this.l = l;
    /** The places each queued event is about (its first occurrence's). @type {Map<string, string[]>} */
    this.about = new Map();
    /** Explanations of events waiting their turn (`e-…` ids). @type {string[]} */
    this.queue = p.seen.includes('intro') ? [] : ['intro'];
    /** The decision explained now: its step and kind. @type {{seq:number|null, kind:string}|null} */
    this.open = null;
    /** The suggestion shown ("Show me"): at which step, its action. @type {{seq:number|null, action:any, text:string}|null} */
    this.suggestion = null;
    /** "Show me" pressed, the hint not yet here. */
    this.wanted = -1;
    /** The sentence about a choice other than the suggestion. */
    this.note = '';
    /** @type {Table|null} */
    this.table = null;
    this.el = null;
    this.framePending = 0;
    /** A new suggestion: its place is brought into view once. */
    this.reveal = false;
    /** The bubble's last markup (drawn anew only when it changes). */
    this.markup = '';
    /** Renders spent bringing the marked place into view. */
    this.tries = 0;
    /** The event topic whose places were last brought into view. */
    this.revealed = '';
    /** How often the marked place was brought back into view for one text at one step. */
    this.rechecked = { for: '', count: 0 };
    /** Another seat's city opened for an event's places (then the learner's own again for a decision). @type {number|null} */
    this.otherCity = null;
  }

  /** @param {string} id */
  seen(id) {
    if (!this.p.seen.includes(id)) {
      this.p.seen.push(id);
      save(this.l, this.p);
    }
  }

  /** A topic's text id in this lesson. @param {string} id */
  msg(id) {
    return lessonText(this.l, id);
  }

  get active() {
    return !this.p.skipped && !this.p.done;
  }

  /**
   * A step arrived (after game.js applied it): the learner's own step
   * closes the decision explained and may bring events worth a text.
   * @param {any} f
   * @param {number|null} seat
   * @param {any} sent the action this page sent last
   */
  step(f, seat, sent) {
    if (!this.active || f.undone) return;
    if (f.by !== seat) {
      this.queueEvents(f, seat);
      return;
    }
    if (this.open) {
      const same = this.suggestion && sent && JSON.stringify(this.suggestion.action) === JSON.stringify(sent);
      if (!same) {
        const line = (f.log || []).map((e) => (typeof e === 'string' ? e : e.text)).find((x) => x && !/^[=-]{2,}/.test(x));
        this.note = line ? t('learn-other-choice', { what: line.replace(/\.$/, '') }) : '';
      } else {
        this.note = '';
      }
      this.seen(`d-${this.open.kind}`);
      this.open = null;
    } else {
      this.note = '';
    }
    this.suggestion = null;
    this.queueEvents(f, seat);
  }

  /**
   * Queues the texts of a step's events not yet explained: the learner's
   * own (the first game), the Paschabot's (solo) or everyone's (a module),
   * and those of nobody in particular.
   */
  queueEvents(f, seat) {
    for (const ev of f.events || []) {
      const id = `e-${ev.event}`;
      const nobody = ev.player === undefined || ev.player === null;
      const whose = this.l.whose === 'all' || nobody
        || (this.l.whose === 'mine' ? ev.player === seat : ev.player !== seat);
      if (this.l.events.includes(ev.event) && whose && has(this.msg(id)) && !this.p.seen.includes(id) && !this.queue.includes(id)) {
        this.queue.push(id);
        this.about.set(id, eventKeys(ev));
      }
    }
  }

  /** The topic to explain now: a queued event's, else the decision's if new. */
  topic() {
    const tb = this.table;
    if (this.queue.length) return { id: this.queue[0], decision: false };
    const d = tb && tb.decision;
    if (d && !tb.over) {
      const id = `d-${d.kind}`;
      if (!this.p.seen.includes(id) && has(this.msg(id))) return { id, decision: true };
    }
    return null;
  }

  /** Called by game.js at the end of each render. @param {Table} tb */
  render(tb) {
    this.table = tb;
    if (!this.el) this.mount();
    const bar = document.getElementById('learn-bar');
    if (bar && !bar.dataset.drawn) {
      bar.dataset.drawn = '1';
      setInner(bar, html`<span class="learn-tag">${t('learn-lesson')}</span> <a href="${lessonHref(this.l)}${this.l.id === 'first' ? '?' : '&'}restart=1" data-learn-restart>${t('learn-start-over')}</a>`);
    }
    const el = /** @type {HTMLElement} */ (this.el);
    if (!this.active) {
      el.hidden = true;
      delete document.body.dataset.lesson;
      return;
    }
    // A suggestion belongs to its step.
    if (this.suggestion && this.suggestion.seq !== tb.seq) this.suggestion = null;
    const topic = this.topic();
    if (topic && topic.decision) {
      if (!this.open || this.open.seq !== tb.seq) this.open = { seq: tb.seq, kind: tb.decision.kind };
    } else if (!topic && this.open && (!tb.decision || this.open.kind !== tb.decision.kind)) {
      this.open = null;
    }
    // The hint asked for by "Show me" arrived: the first of its moves among the choices.
    if (this.wanted === tb.seq && tb.hint.seq === tb.seq && !tb.hint.waiting) {
      this.wanted = -1;
      const byAction = new Map(tb.cands.map((e) => [JSON.stringify(e.action), e]));
      const h = tb.hint.lines.map((x) => byAction.get(JSON.stringify(x.action))).find(Boolean) || tb.cands[0];
      if (h) {
        this.suggestion = { seq: tb.seq, action: h.action, text: h.text };
        this.reveal = true;
      }
    }
    const text = topic ? t(this.msg(topic.id)) : '';
    // The last word offers the follow-up lessons.
    const more = topic && topic.id === 'done' ? html`<p class="learn-more" data-learn-more>${t('learn-more')} ${join(FOLLOW_UPS.filter((x) => x.id !== this.l.id).map((x) => html`<a href="${lessonHref(x)}" data-learn-lesson="${x.id}">${t(lessonText(x, 'title'))}</a>`), ' · ')}</p>` : '';
    if (!topic && !this.note) {
      el.hidden = true;
      document.body.dataset.lesson = '';
      this.mark(null);
      this.ownCity(tb);
      return;
    }
    const canShow = !!(topic && topic.decision && tb.decision && !tb.inflight);
    const sug = this.suggestion;
    const thinking = this.wanted === tb.seq;
    const body = html`${this.note ? html`<p class="learn-note" data-learn-note>${this.note}</p>` : ''}${text ? html`<p class="learn-text">${text}</p>` : ''}${more}${sug ? html`<p class="learn-suggested" data-learn-suggested>${t('learn-suggested', { what: sug.text })}</p>` : ''}${thinking ? html`<p class="muted">${t('learn-thinking')}</p>` : ''}
<div class="learn-buttons"><button type="button" data-learn-next>${t('learn-next')}</button>${canShow ? html`<button type="button" class="learn-show" data-learn-show="${sug ? 'do' : 'show'}" ${thinking ? 'disabled' : ''}>${t(sug ? 'learn-do-it' : 'learn-show-me')}</button>` : ''}<button type="button" class="link" data-learn-skip title="${t('learn-skip-title')}">${t('learn-skip')}</button></div>`;
    const markup = String(body);
    if (this.markup !== markup) {
      setInner(el, body);
      this.markup = markup;
    }
    el.dataset.topic = topic ? topic.id : 'note';
    document.body.dataset.lesson = topic ? topic.id : 'note';
    el.hidden = false;
    // An event's places are marked and brought into view once; a decision
    // shows the learner's own city again.
    const about = topic && !topic.decision ? this.about.get(topic.id) || [] : [];
    if (topic && !topic.decision && this.revealed !== topic.id) {
      this.revealed = topic.id;
      this.reveal = about.length > 0;
    }
    if (topic && topic.decision) this.ownCity(tb);
    this.mark(sug, about);
    // A view opened for the place: it is scrolled to at the next render.
    // Until it takes a click, a few tries.
    const marking = sug ? this.candKeys(sug) : about;
    const shownFor = `${topic ? topic.id : 'note'}@${tb.seq}`;
    if (this.reveal) {
      this.reveal = this.showMarked(marking) && ++this.tries < 12;
      if (this.reveal) setTimeout(() => tb.schedule(), 120);
    } else {
      this.tries = 0;
      // A later draw may move a place already shown out of sight again (on
      // a phone the season's banner above the views shrinks them): brought
      // back a few times per text.
      if (this.rechecked.for !== shownFor) this.rechecked = { for: shownFor, count: 0 };
      if (marking.length && this.rechecked.count < 12 && this.showMarked(marking)) {
        this.rechecked.count++;
        this.reveal = true;
        setTimeout(() => tb.schedule(), 120);
      }
    }
    el.dataset.revealing = this.reveal ? '1' : '';
    this.place();
  }

  /**
   * The learner's own city again after another seat's was opened for an
   * event: a decision's places are there. @param {Table} tb
   */
  ownCity(tb) {
    if (this.otherCity === null) return;
    this.otherCity = null;
    const own = /** @type {HTMLElement|null} */ (document.querySelector(`#city-tabs button[data-city="${tb.seat}"]`));
    if (own && own.getAttribute('aria-selected') !== 'true') own.click();
  }

  /** The places of a suggested choice. @param {{action:any}} sug */
  candKeys(sug) {
    const e = this.table && this.table.cands.find((c) => JSON.stringify(c.action) === JSON.stringify(sug.action));
    return e ? e.keys : [];
  }

  /**
   * Marks the suggested choice's places and buttons, else the places of
   * the event explained.
   * @param {{action:any}|null} sug @param {string[]} [about]
   */
  mark(sug, about = []) {
    document.querySelectorAll('.learn-mark').forEach((e) => e.classList.remove('learn-mark'));
    const e = sug && this.table ? this.table.cands.find((c) => JSON.stringify(c.action) === JSON.stringify(sug.action)) : null;
    const keys = e ? e.keys : sug ? [] : about;
    for (const k of keys) document.querySelectorAll(`[data-key="${CSS.escape(k)}"]`).forEach((x) => x.classList.add('learn-mark'));
    if (e) document.querySelectorAll(`[data-act="${e.index}"]`).forEach((x) => x.classList.add('learn-mark'));
  }

  /**
   * Brings the marked place into view, as a person would: the city it lies
   * in (another seat's for an event of theirs), its view's tab on a narrow
   * screen, then its box scrolled so that it takes a click (the decision
   * pinned below or the rail's sticky decision may cover it). Whether a
   * view was opened (then again at the next render).
   * @param {string[]} keys the places marked
   */
  showMarked(keys) {
    if (!document.querySelector('.pane .learn-mark')) {
      // Not drawn: a city not shown holds it.
      const m = keys.map((k) => /^p(\d+)\//.exec(k)).find(Boolean);
      const tab = m ? /** @type {HTMLElement|null} */ (document.querySelector(`#city-tabs button[data-city="${m[1]}"]`)) : null;
      if (tab && tab.getAttribute('aria-selected') !== 'true') {
        const seat = this.table ? this.table.seat : null;
        this.otherCity = Number(m[1]) === seat ? null : Number(m[1]);
        tab.click();
        return true;
      }
      return false;
    }
    return showMarked();
  }

  mount() {
    const el = document.createElement('section');
    el.className = 'learn-bubble';
    el.id = 'learn-bubble';
    el.setAttribute('role', 'dialog');
    el.setAttribute('aria-label', t('learn-lesson'));
    el.setAttribute('aria-live', 'polite');
    el.hidden = true;
    document.body.appendChild(el);
    this.el = el;
    const header = document.querySelector('header.top');
    if (header && !document.getElementById('learn-bar')) {
      const bar = document.createElement('span');
      bar.id = 'learn-bar';
      bar.className = 'learn-bar';
      header.insertBefore(bar, header.querySelector('.pill'));
    }
    el.addEventListener('click', (ev) => this.click(ev));
    const again = () => {
      if (this.framePending) return;
      this.framePending = requestAnimationFrame(() => {
        this.framePending = 0;
        if (this.el && !this.el.hidden) this.place();
      });
    };
    window.addEventListener('resize', again);
    document.addEventListener('scroll', again, true);
  }

  /** @param {MouseEvent} ev */
  click(ev) {
    const target = /** @type {Element} */ (ev.target);
    const tb = this.table;
    if (!tb) return;
    const topic = this.topic();
    if (target.closest('[data-learn-next]')) {
      this.note = '';
      if (topic) {
        if (topic.decision) this.open = null;
        if (!topic.decision) this.queue.shift();
        this.seen(topic.id);
        // The season's scoring ends the lesson: a last word, then the table alone.
        if (topic.id === 'e-season_ended') this.queue.push('done');
        if (topic.id === 'done') {
          this.p.done = true;
          save(this.l, this.p);
        }
      }
      tb.schedule();
      return;
    }
    if (target.closest('[data-learn-skip]')) {
      this.p.skipped = true;
      save(this.l, this.p);
      tb.schedule();
      return;
    }
    const show = target.closest('[data-learn-show]');
    if (show) {
      if (this.suggestion && this.suggestion.seq === tb.seq) {
        const e = tb.cands.find((c) => JSON.stringify(c.action) === JSON.stringify(this.suggestion.action));
        if (e) tb.send(e);
        return;
      }
      this.wanted = tb.seq ?? -1;
      if (tb.hint.seq === tb.seq && !tb.hint.waiting) tb.schedule();
      else tb.askHint();
    }
  }

  /**
   * Places the bubble next to what it is about: the suggested place, else
   * the first highlighted place in view, else the rail's decision; among a
   * few spots around it, the one that covers the fewest highlighted places
   * and choice buttons (never the anchor itself).
   */
  place() {
    const el = /** @type {HTMLElement} */ (this.el);
    const W = window.innerWidth;
    const H = window.innerHeight;
    const visible = (/** @type {Element} */ e) => {
      const r = e.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < H && r.right > 0 && r.left < W ? r : null;
    };
    const pick = (/** @type {string} */ sel) => [...document.querySelectorAll(sel)].map(visible).filter(Boolean);
    const topic = this.topic();
    const onDecision = topic && topic.decision;
    const marked = pick('.pane .learn-mark, .prompt .learn-mark');
    const legal = pick('.pane .place.legal');
    const prompt = document.getElementById('prompt');
    const anchor = marked[0] || (onDecision ? legal[0] : null) || (prompt && visible(prompt)) || null;
    const dock = document.querySelector('.dock');
    const dr = dock ? dock.getBoundingClientRect() : null;
    // The decision's buttons as far as its box shows them (it scrolls).
    const clip = (/** @type {DOMRect} */ r) => (dr ? new DOMRect(Math.max(r.left, dr.left), Math.max(r.top, dr.top),
      Math.min(r.right, dr.right) - Math.max(r.left, dr.left), Math.min(r.bottom, dr.bottom) - Math.max(r.top, dr.top)) : r);
    const buttons = pick('.dock button, .dock .act-row').map(clip).filter((r) => r.width > 0 && r.height > 0);
    const obstacles = [...legal, ...buttons];
    const narrow = W <= 600;
    el.style.maxWidth = narrow ? `${W - 16}px` : '340px';
    el.style.width = narrow ? `${W - 16}px` : '';
    // Measured where nothing squeezes it (a fixed box near the right edge shrinks).
    el.style.left = '0px';
    el.style.top = '0px';
    const w = el.offsetWidth;
    const h = el.offsetHeight;
    const gap = 10;
    /** @type {Array<[number, number]>} */
    const spots = [];
    if (anchor) {
      spots.push([anchor.right + gap, anchor.top], [anchor.left - gap - w, anchor.top],
        [anchor.left, anchor.bottom + gap], [anchor.left, anchor.top - gap - h],
        [anchor.right - w, anchor.bottom + gap], [anchor.right - w, anchor.top - gap - h]);
    }
    // Above the decision pinned below (a phone), at the top of the screen, and the corners.
    if (dr && dr.top > H / 2) spots.push([8, dr.top - gap - h]);
    const head = document.querySelector('.tabs');
    const hb = head ? head.getBoundingClientRect().bottom : 48;
    spots.push([8, Math.max(hb, 48) + 8], [W - w - 8, Math.max(hb, 48) + 8], [8, H - h - 8], [W - w - 8, H - h - 8]);
    const overlap = (/** @type {DOMRect} */ r, x, y) => !(r.right <= x || r.left >= x + w || r.bottom <= y || r.top >= y + h);
    // How much of the anchor a bubble at (x, y) would cover (0…1).
    const covers = (/** @type {DOMRect} */ r, x, y) => {
      const a = Math.max(0, Math.min(r.right, x + w) - Math.max(r.left, x)) * Math.max(0, Math.min(r.bottom, y + h) - Math.max(r.top, y));
      return a / Math.max(1, r.width * r.height);
    };
    let best = null;
    for (const [x0, y0] of spots) {
      const x = Math.max(8, Math.min(W - w - 8, x0));
      const y = Math.max(8, Math.min(H - h - 8, y0));
      let cost = obstacles.filter((r) => overlap(r, x, y)).length;
      if (anchor && overlap(anchor, x, y)) cost += 100 + 1000 * covers(anchor, x, y);
      if (best === null || cost < best.cost) best = { x, y, cost };
      if (cost === 0) break;
    }
    if (best) {
      el.style.left = `${Math.round(best.x)}px`;
      el.style.top = `${Math.round(best.y)}px`;
      el.dataset.cost = String(Math.round(best.cost));
    }
  }
}

/**
 * Brings the suggested place into view, as a person would: its view's tab
 * on a narrow screen, then its box scrolled so that it takes a click (the
 * decision pinned below or the rail's sticky decision may cover it).
 * Whether a view was opened, the box scrolled or the bubble lay over it
 * (then again at the next render, until it takes a click).
 */
function showMarked() {
  const el = /** @type {HTMLElement|null} */ (document.querySelector('.pane .learn-mark'));
  if (!el) return false;
  if (!el.getClientRects().length) {
    const pane = /** @type {HTMLElement|null} */ (el.closest('[data-pane]'));
    const tab = pane ? /** @type {HTMLElement|null} */ (document.querySelector(`button[data-tab="${pane.dataset.pane}"]`)) : null;
    if (tab && tab.getClientRects().length) {
      tab.click();
      return true;
    }
    return false;
  }
  const r = el.getBoundingClientRect();
  const x = r.left + r.width / 2;
  const y = r.top + r.height / 2;
  const hit = x >= 0 && y >= 0 && x <= window.innerWidth && y <= window.innerHeight ? document.elementFromPoint(x, y) : null;
  if (hit && el.contains(hit)) return false;
  // Under the bubble, which moves off it at once: looked at again at the next render.
  if (hit && hit.closest('#learn-bubble')) return true;
  el.scrollIntoView({ block: 'center', inline: 'nearest' });
  return true;
}

/** The lobby's entry to the lessons: the first game at `/learn`, then the follow-ups. */
export function lessonEntry() {
  const more = join(FOLLOW_UPS.map((l) => html`<a href="${lessonHref(l)}" data-learn-lesson="${l.id}">${t(lessonText(l, 'title'))}</a>`), ' · ');
  return html`<p class="learn-entry"><strong>${t('learn-lobby-title')}</strong> <a class="learn-link" href="/learn" data-learn-link>${t('learn-lobby-link')}</a> <span class="muted">${t('learn-lobby-note')}</span><br><span class="learn-more">${t('learn-more')} ${more}</span></p>`;
}
