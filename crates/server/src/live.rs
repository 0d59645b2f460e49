//! A live game on the server: the engine's game, its record with each
//! action's events, the seats and the sequence number, and every payload
//! an audience receives. Synchronous and pure (the actor adds storage,
//! fan-out and bots), so the secrecy properties are tested on it directly.
//!
//! Every byte for a seat comes from `Game::view(Some(seat))` or from the
//! engine's public `Event`s; spectators get `view(None)` (one redaction
//! point, online-play.md).

use crate::answers::{Legal, PendingSeat};
use crate::history::{self, lines_in, Cursor, LogLine, Mark, Names, SeasonPoints};
use crate::protocol::{ApiError, Code, Crowd, DecisionWords, Full, ServerMsg, Step, UndoGone};
use crate::seats::Controller;
use crate::store::{LogEntry, LogRow, SeatKind, StoredGame, StoredSeat};
use crate::{text, undo};
use marrakesh_describe::Lang;
use marrakesh_engine::{Action, Event, Game, PlayerId, RuleError, Setup, Start};
use std::collections::VecDeque;

/// Who receives a message: one seat, or every spectator.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Audience {
    Seat(PlayerId),
    Spectators,
}

impl Audience {
    pub fn viewer(self) -> Option<PlayerId> {
        match self {
            Audience::Seat(p) => Some(p),
            Audience::Spectators => None,
        }
    }

    /// Index into per-audience tables: seats first, spectators last.
    pub fn index(self, players: u8) -> usize {
        match self {
            Audience::Seat(p) => p as usize,
            Audience::Spectators => players as usize,
        }
    }
}

/// Log lines kept for a `full` message: the whole game's (a reload shows
/// the log from the start, every season's summary with it; a game has a
/// few thousand lines at most: its length is bounded by the rules).
pub const LOG_KEEP: usize = 20_000;

/// An action in the record, with what it caused.
#[derive(Clone, Debug)]
pub struct Played {
    pub seat: PlayerId,
    pub action: Action,
    /// Played by a bot (a bot seat, or a zombie).
    pub bot: bool,
    pub events: Vec<Event>,
}

/// One committed log entry.
#[derive(Clone, Debug, PartialEq)]
pub enum Entry {
    Act {
        seat: PlayerId,
        action: Action,
        bot: bool,
        /// A bot chose because the seat's time for the decision ran out.
        limit: bool,
    },
    Undo {
        seat: PlayerId,
        count: usize,
    },
}

impl Entry {
    pub fn seat(&self) -> PlayerId {
        match self {
            Entry::Act { seat, .. } | Entry::Undo { seat, .. } => *seat,
        }
    }

    /// What its log row records.
    pub fn to_log(&self) -> LogEntry {
        match *self {
            Entry::Act {
                action, bot, limit, ..
            } => LogEntry::Act { action, bot, limit },
            Entry::Undo { count, .. } => LogEntry::Undo { count },
        }
    }

    /// The entry of a stored log row.
    pub fn from_row(row: &LogRow) -> Entry {
        match row.entry {
            LogEntry::Act { action, bot, limit } => Entry::Act {
                seat: row.seat,
                action,
                bot,
                limit,
            },
            LogEntry::Undo { count } => Entry::Undo {
                seat: row.seat,
                count,
            },
        }
    }
}

/// What one commit changed, for the messages that follow it.
#[derive(Clone, Debug)]
pub struct Change {
    pub seq: u64,
    pub events: Vec<Event>,
    /// Log lines of this entry.
    pub lines: Vec<LogLine>,
    /// Actions taken back (undo), else 0.
    pub undone: usize,
    /// The seat whose entry this is (public: who acted, not what).
    pub by: PlayerId,
}

#[derive(Clone)]
pub struct Live {
    pub id: String,
    pub game: Game,
    pub played: Vec<Played>,
    /// Committed log entries so far (actions and undos): never goes back.
    pub seq: u64,
    pub seats: Vec<StoredSeat>,
    pub controllers: Vec<Controller>,
    /// Per seat: the seq at which it last acted or its decision or legal
    /// actions last changed; an `act` with an older seq is stale.
    pub decided_at: Vec<u64>,
    /// Per seat: when (unix ms) the entry of `decided_at` was committed (the
    /// game's creation for seq 0): the start of its decision, from which the
    /// per-decision time limit runs, in whichever process owns the game.
    pub decided_since: Vec<i64>,
    /// When (unix ms) the last entry was committed.
    committed_at: i64,
    /// The game's log lines (public), the last [`LOG_KEEP`] at most.
    pub log: VecDeque<LogLine>,
    /// The events of the setup (before any entry), for the season summaries.
    setup_events: Vec<Event>,
    /// The last chat messages (stored with the game, never in its record).
    pub chat: VecDeque<crate::store::ChatRow>,
    /// Per seat: its decision and legal actions after the last commit.
    options: Vec<Option<(marrakesh_engine::Decision, Vec<Action>)>>,
    /// The seats' names in each language (bots are named in words).
    names: Names,
    /// The game before the last action of `played` (a copy is cheap: the
    /// state is one flat struct), so undo does not replay the record; `None`
    /// after an undo (then undo replays).
    before_last: Option<Game>,
    /// Whether the last action may be taken back, decided once per commit
    /// (every message for its seat carries the flag): its seat and the game
    /// without it.
    undo_ready: Option<(PlayerId, Game)>,
    /// Replaying a stored log: undo is decided once at the end.
    replaying: bool,
}

/// The seats' names in each language: a person's own, a bot's by its
/// kind, the solo opponent's from the describe crate; a name two seats
/// share gets its seat number.
fn seat_names(game: &Game, seats: &[StoredSeat]) -> Names {
    let fallback = text::names(game);
    let solo = game.setup().solo.is_some();
    Lang::ALL.map(|lang| {
        let names = fallback
            .iter()
            .enumerate()
            .map(|(i, f)| match seats.get(i) {
                Some(s) if s.name.is_some() => s.name.clone().unwrap_or_default(),
                Some(s) if !(solo && s.kind == SeatKind::Paschabot) => {
                    crate::names::default_name(lang, s.kind, i as u8)
                }
                _ => f.clone(),
            })
            .collect();
        crate::names::distinct(names)
    })
}

/// `text` with every whole-word `old` (not inside a longer word) as `new`.
fn replace_word(text: &str, old: &str, new: &str) -> String {
    if old.is_empty() {
        return text.to_string();
    }
    let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find(old) {
        let before = rest[..i].chars().last().or_else(|| out.chars().last());
        let after = rest[i + old.len()..].chars().next();
        out.push_str(&rest[..i]);
        if word(before) || word(after) {
            out.push_str(old);
        } else {
            out.push_str(new);
        }
        rest = &rest[i + old.len()..];
    }
    out.push_str(rest);
    out
}

fn rule_error(e: RuleError) -> ApiError {
    match e {
        RuleError::GameOver => ApiError::new(Code::GameOver, "the game is over"),
        RuleError::NotYourTurn { .. } | RuleError::NoSuchPlayer(_) => {
            ApiError::new(Code::NotYourTurn, e.to_string())
        }
        RuleError::IllegalAction { .. } => ApiError::new(Code::Illegal, e.to_string()),
        RuleError::Internal(_) => ApiError::new(Code::Illegal, e.to_string()),
    }
}

impl Live {
    /// A new game (seq 0), or the error of its setup.
    pub fn new(id: String, setup: Setup, seats: Vec<StoredSeat>) -> Result<Live, String> {
        let (game, events) = Game::new_with_events(setup).map_err(|e| e.to_string())?;
        Live::start(id, game, events, seats)
    }

    fn start(
        id: String,
        game: Game,
        setup_events: Vec<Event>,
        seats: Vec<StoredSeat>,
    ) -> Result<Live, String> {
        let controllers = seats.iter().map(|s| s.controller).collect::<Vec<_>>();
        if controllers.len() != game.num_players() as usize {
            return Err("the stored seats do not fit the game".into());
        }
        let n = game.num_players() as usize;
        let names = seat_names(&game, &seats);
        let mut live = Live {
            id,
            names,
            game,
            played: Vec::new(),
            seq: 0,
            seats,
            controllers,
            decided_at: vec![0; n],
            decided_since: vec![0; n],
            committed_at: 0,
            log: VecDeque::new(),
            setup_events: Vec::new(),
            chat: VecDeque::new(),
            options: vec![None; n],
            before_last: None,
            undo_ready: None,
            replaying: false,
        };
        let lines =
            Cursor::of(&live.game).lines(&live.game, &live.names, &Lang::ALL, 0, &setup_events);
        live.push_lines(&lines);
        live.setup_events = setup_events;
        live.refresh_options(None);
        Ok(live)
    }

    /// Rebuilds a stored game by replaying its log.
    pub fn restore(stored: &StoredGame) -> Result<Live, String> {
        let setup: Setup = serde_json::from_str(&stored.game.setup)
            .map_err(|e| format!("game {}: stored setup: {e}", stored.game.id))?;
        let mut live = Live::new(stored.game.id.clone(), setup, stored.game.seats.clone())?;
        live.committed_at = stored.game.created_at;
        live.decided_since = vec![stored.game.created_at; live.decided_since.len()];
        live.replaying = true;
        for (i, row) in stored.log.iter().enumerate() {
            if row.seq != i as u64 + 1 {
                return Err(format!(
                    "game {}: log seq {} out of order",
                    live.id, row.seq
                ));
            }
            match Entry::from_row(row) {
                Entry::Act {
                    seat,
                    action,
                    bot,
                    limit,
                } => {
                    let (next, events) = live
                        .try_act(seat, action)
                        .map_err(|e| format!("game {}: entry {}: {e}", live.id, row.seq))?;
                    let mut change = live.commit_act(seat, action, bot, next, events, row.at);
                    if limit {
                        live.note_time_limit(&mut change);
                    }
                }
                Entry::Undo { seat, count } => {
                    let next = live
                        .without_last(count)
                        .map_err(|e| format!("game {}: entry {}: {e}", live.id, row.seq))?;
                    live.commit_undo(seat, count, next, row.at);
                }
            }
        }
        live.replaying = false;
        live.refresh_undo();
        live.chat = stored.chat.iter().cloned().collect();
        Ok(live)
    }

    pub fn players(&self) -> u8 {
        self.game.num_players()
    }

    /// The seats' names in English (the stored and public summary's).
    pub fn names(&self) -> &[String] {
        &self.names[Lang::En as usize]
    }

    /// The seats' names in `lang`.
    pub fn names_in(&self, lang: Lang) -> &[String] {
        &self.names[lang as usize]
    }

    /// The seats' names in every language.
    pub fn all_names(&self) -> &Names {
        &self.names
    }

    /// Whether the seat's name already says it is a bot: a bot seat (or
    /// the Paschabot) nobody gave a name ("Greedy bot"). Its moves and its
    /// place in the crowd are not marked "(bot)" a second time; a person's
    /// seat played by a bot is.
    pub fn named_bot(&self, seat: PlayerId) -> bool {
        self.seats
            .get(seat as usize)
            .is_some_and(|s| s.name.is_none() && s.kind != SeatKind::Human)
    }

    /// Sets a seat's display name: the names, and the kept log lines with
    /// the old name written anew (a restart tells every line afresh).
    pub fn rename(&mut self, seat: PlayerId, name: String) {
        let Some(s) = self.seats.get_mut(seat as usize) else {
            return;
        };
        s.name = Some(name);
        let old = self.names.clone();
        self.names = seat_names(&self.game, &self.seats);
        for lang in Lang::ALL {
            let k = lang as usize;
            for (o, n) in old[k].iter().zip(self.names[k].clone()) {
                if *o != n {
                    for l in self.log.iter_mut() {
                        l.texts[k] = replace_word(&l.texts[k], o, &n);
                    }
                }
            }
        }
    }

    /// Applies `seat`'s action to a copy: the copy and the events, or an
    /// error and nothing changed.
    pub fn try_act(&self, seat: PlayerId, action: Action) -> Result<(Game, Vec<Event>), ApiError> {
        let mut next = self.game.clone();
        let events = next.apply(seat, action).map_err(rule_error)?;
        Ok((next, events))
    }

    /// Checks a human's action against staleness first.
    pub fn check_stale(&self, seat: PlayerId, client_seq: Option<u64>) -> Result<(), ApiError> {
        if self.game.is_over() {
            return Err(ApiError::new(Code::GameOver, "the game is over"));
        }
        if let Some(s) = client_seq {
            let at = self.decided_at[seat as usize];
            if s < at {
                return Err(ApiError::new(
                    Code::Stale,
                    format!("your decision changed at seq {at}"),
                ));
            }
            if s > self.seq {
                return Err(ApiError::new(
                    Code::Stale,
                    format!("seq {s} is ahead of the game (seq {})", self.seq),
                ));
            }
        }
        Ok(())
    }

    /// Makes an action committed at `at` (unix ms) part of the game;
    /// returns the change.
    pub fn commit_act(
        &mut self,
        seat: PlayerId,
        action: Action,
        bot: bool,
        next: Game,
        events: Vec<Event>,
        at: i64,
    ) -> Change {
        self.committed_at = at;
        let cursor = Cursor::of(&self.game);
        self.before_last = Some(std::mem::replace(&mut self.game, next));
        self.seq += 1;
        let mut lines = cursor.lines(&self.game, &self.names, &Lang::ALL, self.seq, &events);
        if bot {
            if lines.is_empty() {
                let texts = Lang::ALL.map(|l| {
                    marrakesh_describe::tr!(
                        l,
                        "web-log-moves",
                        name = self.names[l as usize][seat as usize].as_str()
                    )
                });
                lines.push(cursor.line(self.seq, texts, seat));
            }
            if !self.named_bot(seat) {
                if let Some(l) = lines.first_mut() {
                    l.mark = Mark::Bot;
                }
            }
        }
        self.push_lines(&lines);
        self.played.push(Played {
            seat,
            action,
            bot,
            events: events.clone(),
        });
        self.refresh_options(Some(seat));
        self.refresh_undo();
        Change {
            seq: self.seq,
            events,
            lines,
            undone: 0,
            by: seat,
        }
    }

    /// The lines of a bot's move made because the seat's time ran out say
    /// so ("(time limit: a bot chose)" instead of "(bot)").
    pub fn note_time_limit(&mut self, change: &mut Change) {
        if let Some(l) = change.lines.first_mut() {
            if l.mark == Mark::Bot {
                l.mark = Mark::TimeLimit;
            }
        }
        if let Some(l) = self.log.iter_mut().find(|l| l.seq == change.seq) {
            if l.mark == Mark::Bot {
                l.mark = Mark::TimeLimit;
            }
        }
    }

    /// The game replayed without the last `count` actions (the kept copy
    /// for one).
    pub fn without_last(&self, count: usize) -> Result<Game, String> {
        if count == 0 || count > self.played.len() {
            return Err(format!("cannot take back {count} actions"));
        }
        if let (1, Some(g)) = (count, &self.before_last) {
            return Ok(g.clone());
        }
        let keep = self.played.len() - count;
        let mut g = Game::new(*self.game.setup()).map_err(|e| e.to_string())?;
        for p in &self.played[..keep] {
            g.apply_quiet(p.seat, p.action, Start::Here)
                .map_err(|e| e.to_string())?;
        }
        Ok(g)
    }

    /// Whether `seat` may take back its last action now, and the game
    /// without it (the BGA rules, see [`undo`]).
    pub fn undo_check(&self, seat: PlayerId) -> Result<Game, ApiError> {
        match &self.undo_ready {
            Some((s, g)) if *s == seat => Ok(g.clone()),
            // Refused: the check again, for its reason.
            _ => self.check_undo(seat),
        }
    }

    pub fn can_undo(&self, seat: PlayerId) -> bool {
        self.controllers.get(seat as usize) == Some(&Controller::Human)
            && self.undo_ready.as_ref().is_some_and(|(s, _)| *s == seat)
    }

    /// This live game in a possible world behind `viewer`'s view: the same
    /// record, log and seats, with everything `viewer` cannot see drawn
    /// anew by `seed` (for the indistinguishability property: every byte
    /// `viewer` gets must be the same in it). When `viewer` may take back
    /// the last action, the world is drawn behind its view of the game
    /// before that action and the action re-applied, so the undo decision
    /// is made anew in the world; `None` if such a world shows `viewer`
    /// something else than it sees now (then the action revealed something
    /// and undo would let it draw again).
    pub fn in_world(&self, viewer: Option<PlayerId>, seed: u64) -> Option<Live> {
        let mut w = self.clone();
        let undoable = self
            .undo_ready
            .as_ref()
            .is_some_and(|(s, _)| Some(*s) == viewer);
        let before = match (&self.before_last, self.played.last()) {
            (Some(before), Some(last)) if viewer == Some(last.seat) => Some((before, last)),
            _ => None,
        };
        if let Some((before, last)) = before {
            let before = before.determinize(viewer, seed);
            let mut game = before.clone();
            let fits = game
                .apply_quiet(last.seat, last.action, Start::Here)
                .is_ok()
                && game.view(viewer) == self.game.view(viewer);
            if fits {
                w.game = game;
                w.before_last = Some(before);
                w.refresh_undo();
                return Some(w);
            }
            if undoable {
                return None;
            }
        }
        w.game = self.game.determinize(viewer, seed);
        if !undoable {
            // The flag is false for `viewer` in every world.
            w.before_last = None;
            w.undo_ready = None;
        }
        Some(w)
    }

    /// The game without `seat`'s last action, if it may be taken back
    /// ([`undo::check`]).
    fn check_undo(&self, seat: PlayerId) -> Result<Game, ApiError> {
        let last = self.played.last().map(|p| undo::Last {
            seat: p.seat,
            action: p.action,
            bot: p.bot,
            events: &p.events,
        });
        undo::check(&self.game, self.seq, last, || self.without_last(1), seat)
    }

    /// Decides once whether the last action may be taken back.
    fn refresh_undo(&mut self) {
        self.undo_ready = None;
        if self.replaying {
            return;
        }
        let Some(last) = self.played.last() else {
            return;
        };
        let seat = last.seat;
        if last.bot || self.controllers[seat as usize] != Controller::Human {
            return;
        }
        self.undo_ready = self.check_undo(seat).ok().map(|g| (seat, g));
    }

    pub fn commit_undo(&mut self, seat: PlayerId, count: usize, next: Game, at: i64) -> Change {
        self.committed_at = at;
        let cursor = Cursor::of(&next);
        self.game = next;
        self.before_last = None;
        self.seq += 1;
        self.played.truncate(self.played.len() - count);
        let texts = Lang::ALL.map(|l| {
            marrakesh_describe::tr!(
                l,
                "web-log-takes-back",
                name = self.names[l as usize][seat as usize].as_str(),
                count = count
            )
        });
        let lines = vec![cursor.line(self.seq, texts, seat)];
        self.push_lines(&lines);
        self.refresh_options(Some(seat));
        self.refresh_undo();
        Change {
            seq: self.seq,
            events: Vec::new(),
            lines,
            undone: count,
            by: seat,
        }
    }

    fn push_lines(&mut self, lines: &[LogLine]) {
        self.log.extend(lines.iter().cloned());
        while self.log.len() > LOG_KEEP {
            self.log.pop_front();
        }
    }

    /// Updates `decided_at` for every seat whose decision or legal actions
    /// changed (and for the seat that acted).
    fn refresh_options(&mut self, actor: Option<PlayerId>) {
        for p in 0..self.players() {
            let now = self
                .game
                .decision_for(p)
                .map(|d| (d, self.game.legal_actions(p)));
            let i = p as usize;
            if now != self.options[i] || actor == Some(p) {
                self.decided_at[i] = self.seq;
                self.decided_since[i] = self.committed_at;
                self.options[i] = now;
            }
        }
    }

    /// Whether a bot must move in `game` (the game after an entry).
    pub fn bot_must_move(&self, game: &Game) -> bool {
        !game.is_over()
            && game
                .pending()
                .players
                .iter()
                .any(|(p, _)| self.controllers[*p as usize].bot().is_some())
    }

    /// Seats a bot must move now: `(seat, bot)`.
    pub fn bot_turns(&self) -> Vec<(PlayerId, marrakesh_bots::BotKind)> {
        if self.game.is_over() {
            return Vec::new();
        }
        self.game
            .pending()
            .players
            .iter()
            .filter_map(|(p, _)| self.controllers[*p as usize].bot().map(|b| (*p, b)))
            .collect()
    }

    /// The texts of `seat`'s legal actions, from its own view.
    fn legal_text(&self, aud: Audience, lang: Lang, view: &marrakesh_engine::View) -> Vec<String> {
        match aud {
            Audience::Seat(p) => match self.game.decision_for(p) {
                Some(d) => text::actions(lang, &self.game, view, p, &d, &view.legal_actions),
                None => Vec::new(),
            },
            Audience::Spectators => Vec::new(),
        }
    }

    /// `aud`'s pending decision in words, and the rules text that explains
    /// it (the terminal's `?`): `{"prompt":…,"help":…}`, or null.
    fn decision_words(
        &self,
        aud: Audience,
        lang: Lang,
        view: &marrakesh_engine::View,
    ) -> Option<DecisionWords> {
        let Audience::Seat(p) = aud else {
            return None;
        };
        self.game.decision_for(p).map(|d| DecisionWords {
            prompt: text::decision(lang, &self.game, view, p, &d),
            help: marrakesh_describe::help::decision(lang, &d),
        })
    }

    /// Indices of `aud`'s legal actions that would do nothing (the page's
    /// "no effect" mark), from `describe::has_no_effect`: tried in a world
    /// behind the seat's view drawn by the public seq.
    fn no_effect(&self, aud: Audience, view: &marrakesh_engine::View) -> Vec<usize> {
        let Audience::Seat(p) = aud else {
            return Vec::new();
        };
        view.legal_actions
            .iter()
            .enumerate()
            .filter(|(_, a)| marrakesh_describe::has_no_effect(&self.game, p, **a, self.seq))
            .map(|(i, _)| i)
            .collect()
    }

    /// A finished solo game's outcome in words, in `lang` and with the
    /// seats' names: who beat whom, or the lazy Paschabot's title reached
    /// (003 "Vergleiche deine Punktzahl mit folgender Liste"); null for a
    /// game of several people. The `full` and `step` frames of a finished
    /// game carry it.
    fn outcome(&self, lang: Lang) -> Option<Option<String>> {
        self.game.is_over().then(|| {
            marrakesh_describe::solo_outcome_named(lang, &self.game, &self.names[lang as usize])
        })
    }

    fn undo_flag(&self, aud: Audience) -> bool {
        match aud {
            Audience::Seat(p) => self.can_undo(p),
            Audience::Spectators => false,
        }
    }

    /// The `full` message for `aud` in `lang` (`crowd` is the current
    /// presence).
    pub fn full(&self, aud: Audience, lang: Lang, crowd: &Crowd) -> String {
        let view = self.game.view(aud.viewer());
        ServerMsg::Full(Box::new(Full {
            seq: self.seq,
            seat: aud.viewer(),
            lang: lang.code().to_string(),
            legal_text: self.legal_text(aud, lang, &view),
            decision: self.decision_words(aud, lang, &view),
            no_effect: self.no_effect(aud, &view),
            undo: self.undo_flag(aud),
            log: lines_in(&self.log, lang),
            seasons: self.season_points(),
            crowd: crowd.clone(),
            names: self.names[lang as usize].clone(),
            outcome: self.outcome(lang),
            view,
        }))
        .text()
    }

    /// The `step` message of `change` for `aud` in `lang`.
    pub fn step(&self, aud: Audience, lang: Lang, change: &Change) -> String {
        let view = self.game.view(aud.viewer());
        let ended = change
            .events
            .iter()
            .any(|e| matches!(e, Event::SeasonEnded { .. }));
        // Why this seat's own action cannot be taken back, when an event
        // of it revealed or drew something (public: the events are).
        let revealed = aud.viewer() == Some(change.by)
            && change.undone == 0
            && !change.events.iter().all(Event::reveals_nothing);
        ServerMsg::Step(Box::new(Step {
            seq: change.seq,
            events: change.events.clone(),
            log: lines_in(&change.lines, lang),
            legal_text: self.legal_text(aud, lang, &view),
            decision: self.decision_words(aud, lang, &view),
            no_effect: self.no_effect(aud, &view),
            undo: self.undo_flag(aud),
            undone: change.undone,
            by: change.by,
            undo_gone: revealed.then_some(UndoGone::Revealed),
            // The season's summary comes with the step that ends it.
            seasons: ended.then(|| self.season_points()),
            // Every step of a finished game (a rename after the end too).
            outcome: self.outcome(lang),
            view,
        }))
        .text()
    }

    /// Each finished season's points by source (public: from events).
    pub fn season_points(&self) -> Vec<SeasonPoints> {
        let events = self
            .setup_events
            .iter()
            .chain(self.played.iter().flat_map(|p| p.events.iter()));
        history::season_points(self.players() as usize, events)
    }

    /// `GET /api/games/ID/legal`: like `marrakesh legal` for the seat, plus
    /// `seq` and `undo`; the texts in `lang`.
    pub fn legal_json(&self, seat: PlayerId, lang: Lang) -> Legal {
        let view = self.game.view(Some(seat));
        let pending = self
            .game
            .pending()
            .players
            .iter()
            .map(|&(player, decision)| PendingSeat { player, decision })
            .collect();
        let d = self.game.decision_for(seat);
        Legal {
            seq: self.seq,
            game_over: self.game.is_over(),
            pending,
            player: seat,
            decision: d,
            prompt: d.map(|d| text::decision(lang, &self.game, &view, seat, &d)),
            descriptions: self.legal_text(Audience::Seat(seat), lang, &view),
            no_effect: self.no_effect(Audience::Seat(seat), &view),
            undo: self.can_undo(seat),
            actions: view.legal_actions,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::replace_word;

    #[test]
    fn a_rename_replaces_whole_words_only() {
        assert_eq!(
            replace_word("P1 claims 2 green", "P1", "Bea"),
            "Bea claims 2 green"
        );
        assert_eq!(replace_word("P10 and P1.", "P1", "Bea"), "P10 and Bea.");
        assert_eq!(replace_word("xP1 P1", "P1", "P1 P1"), "xP1 P1 P1");
        assert_eq!(replace_word("nothing", "", "x"), "nothing");
    }
}
