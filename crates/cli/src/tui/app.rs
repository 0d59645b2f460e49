//! The state of the terminal game and its event loop.

use super::panels::{focus_of, Area, Tab};
use super::ui;
use crate::gamefile::{write_atomic, CliError, GameFile};
use crate::seats::SeatKind;
use marrakesh_bots::{derive_seed, Bot};
use marrakesh_describe as describe;
use marrakesh_describe::{tr, Lang};
use marrakesh_engine::{Action, Colour, Decision, Edition, Event, Game, PlayerId, View};
use ratatui::crossterm::event::{
    self, Event as TermEvent, KeyCode, KeyEvent, KeyEventKind, KeyModifiers,
};
use ratatui::DefaultTerminal;
use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// What fills the screen.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Screen {
    /// The game, seen by `App::viewer`.
    Game,
    /// Hot-seat: nothing of the game, only "pass the device to seat K".
    Pass { to: PlayerId },
    /// Rules help over the game.
    Help,
    /// "Really quit?"; `from_pass`: asked on the pass screen of that seat
    /// (then nothing of the game is drawn behind the question).
    ConfirmQuit { from_pass: Option<PlayerId> },
    /// A season's scoring, shown until a key is pressed.
    SeasonSummary,
}

/// What a season's scoring brought: its log lines and each seat's points.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SeasonSummary {
    pub season: u8,
    pub lines: Vec<String>,
    pub points: Vec<i16>,
}

/// A multi-step choice of one human seat under way: the actions from
/// `start` on are its steps. It can be taken back while `clean` (nothing
/// hidden has been revealed by it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Chain {
    player: PlayerId,
    start: usize,
    log_len: usize,
    clean: bool,
}

/// One entry of the list of choices.
#[derive(Clone, Debug)]
pub struct Choice {
    pub label: String,
    pub kind: ChoiceKind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChoiceKind {
    /// Take this legal action.
    Take(Action),
    /// Secret selection: mark or unmark a colour.
    Toggle(Colour),
}

/// A search running beside the event loop, so that the screen keeps
/// answering keys (tabs, scrolling, quitting) while a bot or a hint thinks.
/// Its answer counts only for the position it started from (`epoch`).
struct Job<T> {
    player: PlayerId,
    epoch: u64,
    started: Instant,
    answer: Receiver<T>,
}

impl<T: Send + 'static> Job<T> {
    fn spawn(player: PlayerId, epoch: u64, work: impl FnOnce() -> T + Send + 'static) -> Job<T> {
        let (tx, answer) = mpsc::channel();
        std::thread::spawn(move || {
            // The receiver may be gone (the game quit or stepped back).
            let _ = tx.send(work());
        });
        Job {
            player,
            epoch,
            started: Instant::now(),
            answer,
        }
    }
}

/// A bot's search hands the bot back with its move.
type BotAnswer = (Box<dyn Bot>, Option<Action>);

/// How often the screen is redrawn while a search runs.
const THINKING_TICK: Duration = Duration::from_millis(40);

/// Who moves next.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Next {
    Bot(PlayerId),
    Human(PlayerId, Decision),
    /// The game is over (or stuck).
    Nobody,
}

pub struct App {
    pub game: Game,
    pub file: GameFile,
    pub seats: Vec<SeatKind>,
    bots: Vec<Option<Box<dyn Bot>>>,
    pub save_path: PathBuf,
    pub save_error: Option<String>,
    /// Who plays each seat: "P0 (you)", "P1 (greedy)", ...
    pub labels: Vec<String>,
    /// Whose view is on screen (`None`: spectator, when nobody is human).
    pub viewer: Option<PlayerId>,
    pub screen: Screen,
    pub tab: Tab,
    /// Scroll offset of the left panel (the log counts from the bottom).
    pub scroll: u16,
    /// The highlighted choice.
    pub cursor: usize,
    /// The player shown in the Players tab.
    pub page: PlayerId,
    pub log: Vec<String>,
    pub fast: bool,
    pub delay: Duration,
    pub help_scroll: u16,
    /// How far the help can scroll (set when it is drawn).
    pub help_max: std::cell::Cell<u16>,
    pub message: Option<String>,
    /// Colours marked so far in the secret selection.
    pub picked: Vec<Colour>,
    /// The decision the cursor belongs to (reset when it changes).
    shown_decision: Option<(PlayerId, Decision, usize)>,
    /// Rows of the left panel's inside (set when drawn; a page).
    pub left_rows: std::cell::Cell<u16>,
    /// How far the left panel can scroll (set when drawn).
    pub left_max: std::cell::Cell<u16>,
    /// Width and height of the list of choices (set when drawn).
    pub choice_area: std::cell::Cell<(u16, u16)>,
    /// The multi-step choice under way, if any.
    chain: Option<Chain>,
    /// The season scoring under way (collected from its events).
    scoring: Option<SeasonSummary>,
    /// A season scoring to show (before the next move).
    pub summary: Option<SeasonSummary>,
    /// Counts the changes of the position (moves, steps back): a search's
    /// answer for an older position is dropped.
    epoch: u64,
    /// A bot's move being searched (the bot is inside the job meanwhile).
    bot_job: Option<Job<BotAnswer>>,
    /// A hint being searched (the `a` key).
    hint_job: Option<Job<Vec<String>>>,
    quit: bool,
    /// The language of every text on screen.
    pub lang: Lang,
}

impl App {
    pub fn new(
        file: GameFile,
        seats: Vec<SeatKind>,
        save_path: PathBuf,
        delay: Duration,
        lang: Lang,
    ) -> Result<App, CliError> {
        let game = file
            .replay()
            .map_err(|e| CliError::input(format!("{}: {e}", save_path.display())))?;
        let n = game.num_players();
        let humans: Vec<PlayerId> = (0..n).filter(|p| seats[*p as usize].is_human()).collect();
        let bots = seats
            .iter()
            .enumerate()
            .map(|(i, s)| match s {
                SeatKind::Bot(k) => Some(k.create(derive_seed(
                    file.setup.seed ^ 0x5eed,
                    (i + 8 * file.actions.len()) as u64,
                ))),
                SeatKind::Human | SeatKind::Paschabot => None,
            })
            .collect();
        let opponent = file.setup.solo.map(|s| s.opponent);
        let labels = (0..n)
            .map(|p| {
                let s = seats[p as usize];
                match (s, opponent) {
                    (SeatKind::Paschabot, Some(o)) => tr!(
                        lang,
                        "tui-seat-kind",
                        seat = format!("P{p}"),
                        kind = describe::opponent(lang, o)
                    ),
                    _ if humans.len() == 1 && s.is_human() => {
                        tr!(lang, "tui-seat-you", seat = format!("P{p}"))
                    }
                    // A bot by the name `--seats` takes.
                    _ => tr!(
                        lang,
                        "tui-seat-kind",
                        seat = format!("P{p}"),
                        kind = if s.is_human() {
                            lang.get("tui-seat-human")
                        } else {
                            s.to_string()
                        }
                    ),
                }
            })
            .collect();
        let viewer = humans.first().copied();
        let screen = if humans.len() > 1 {
            // Hot-seat: start behind the pass screen of whoever moves first.
            Screen::Pass {
                to: viewer.unwrap_or(0),
            }
        } else {
            Screen::Game
        };
        let mut app = App {
            game,
            file,
            seats,
            bots,
            save_path,
            save_error: None,
            labels,
            viewer,
            screen,
            tab: Tab::Board,
            scroll: 0,
            cursor: 0,
            page: viewer.unwrap_or(0),
            log: Vec::new(),
            fast: false,
            delay,
            help_scroll: 0,
            help_max: std::cell::Cell::new(u16::MAX),
            message: None,
            picked: Vec::new(),
            shown_decision: None,
            left_rows: std::cell::Cell::new(10),
            left_max: std::cell::Cell::new(u16::MAX),
            choice_area: std::cell::Cell::new((40, 10)),
            chain: None,
            scoring: None,
            summary: None,
            epoch: 0,
            bot_job: None,
            hint_job: None,
            quit: false,
            lang,
        };
        app.rebuild_log();
        if humans.len() > 1 {
            if let Next::Human(p, _) = app.next() {
                app.screen = Screen::Pass { to: p };
            }
        }
        Ok(app)
    }

    /// The log from the start: the setup, then every action's events in
    /// words, as they were shown when played (a resumed game too).
    fn rebuild_log(&mut self) {
        self.log = vec![crate::script::setup_line(self.game.setup(), self.lang)];
        let Ok(catalog) = self.file.catalog() else {
            return;
        };
        let Ok(mut g) = Game::with_catalog(*self.game.setup(), catalog) else {
            return;
        };
        // The Paschabot's first strategy tile comes out at setup.
        if let Some(solo) = g.view(None).solo {
            for id in &solo.strategy_tiles {
                self.log.push(tr!(
                    self.lang,
                    "tui-solo-reveals-tile",
                    tile = describe::strategy_tile(self.lang, g.catalog(), *id)
                ));
            }
        }
        for (p, a) in &self.file.actions {
            match g.apply(*p, *a) {
                Ok(events) => {
                    for e in &events {
                        self.log.push(describe::event(self.lang, &g, e));
                    }
                }
                Err(_) => return,
            }
        }
    }

    pub fn humans(&self) -> usize {
        self.seats.iter().filter(|s| s.is_human()).count()
    }

    /// The view on screen: the viewer's, or a spectator's.
    pub fn view(&self) -> View {
        self.game.view(self.viewer)
    }

    pub fn classic(&self) -> bool {
        self.game.setup().edition == Edition::Classic
    }

    /// A solo game against the Paschabot (or its lazy variant).
    pub fn solo(&self) -> bool {
        self.game.setup().solo.is_some()
    }

    /// The tabs of this game: the Paschabot's in solo games, the modules'
    /// when modules are in play, the camel race's with the race.
    pub fn tabs(&self) -> Vec<Tab> {
        let modules = self.game.setup().modules;
        Tab::list(self.solo(), !modules.is_none(), modules.camel_race)
    }

    /// Who moves next: bots first during simultaneous decisions, then the
    /// human on screen, then the other humans by seat.
    pub fn next(&self) -> Next {
        if self.game.is_over() {
            return Next::Nobody;
        }
        let pending = self.game.pending().players;
        if let Some((p, _)) = pending
            .iter()
            .find(|(p, _)| !self.seats[*p as usize].is_human())
        {
            return Next::Bot(*p);
        }
        if let Some(v) = self.viewer {
            if let Some((_, d)) = pending.iter().find(|(p, _)| *p == v) {
                return Next::Human(v, *d);
            }
        }
        match pending.first() {
            Some((p, d)) => Next::Human(*p, *d),
            None => Next::Nobody,
        }
    }

    /// The viewer's decision, if it is their turn on screen.
    pub fn my_decision(&self) -> Option<(PlayerId, Decision)> {
        match (self.screen, self.next()) {
            (
                Screen::Game | Screen::Help | Screen::ConfirmQuit { from_pass: None },
                Next::Human(p, d),
            ) if Some(p) == self.viewer => Some((p, d)),
            _ => None,
        }
    }

    /// What the viewer can pick from now: the legal actions with their
    /// descriptions. The secret selection (up to 220 combinations) is
    /// picked colour by colour instead and then confirmed; the confirmed
    /// action is the matching legal action.
    pub fn choices(&self) -> Vec<Choice> {
        let Some((p, d)) = self.my_decision() else {
            return Vec::new();
        };
        let view = self.game.view(Some(p));
        let legal = self.game.legal_actions(p);
        if d == Decision::SelectKeshis && legal.len() > 1 {
            let mut out = Vec::new();
            if let Some(screen) = view.players.get(p as usize).and_then(|v| v.screen) {
                for c in screen.iter() {
                    let mark = if self.picked.contains(&c) {
                        "[x]"
                    } else {
                        "[ ]"
                    };
                    out.push(Choice {
                        label: format!("{mark} {}", describe::colour_sector(self.lang, c)),
                        kind: ChoiceKind::Toggle(c),
                    });
                }
            }
            // The confirmation comes last, so that no colour's number
            // changes when it appears.
            if self.picked.len() == 3 {
                let mut keshis = [self.picked[0], self.picked[1], self.picked[2]];
                keshis.sort();
                let a = Action::Select { keshis };
                if legal.contains(&a) {
                    out.push(Choice {
                        label: tr!(
                            self.lang,
                            "tui-confirm",
                            action =
                                describe::action(self.lang, self.game.catalog(), &view, p, &d, &a)
                        ),
                        kind: ChoiceKind::Take(a),
                    });
                }
            }
            return out;
        }
        // Actions that would do nothing are marked and come last.
        let mut out: Vec<(Choice, bool)> = legal
            .into_iter()
            .map(|a| {
                let mut label = describe::action(self.lang, self.game.catalog(), &view, p, &d, &a);
                let mut idle = false;
                match d {
                    Decision::UseAssistant if self.has_no_effect(p, a) => {
                        label.push_str(&format!(" [{}]", self.lang.get("tui-no-effect")));
                        idle = true;
                    }
                    Decision::RiverTileOption => label.push_str(&self.worth(p, a)),
                    _ => label.push_str(&self.what_it_sets_up(p, a)),
                }
                (
                    Choice {
                        label,
                        kind: ChoiceKind::Take(a),
                    },
                    idle,
                )
            })
            .collect();
        out.sort_by_key(|(_, idle)| *idle);
        out.into_iter().map(|(c, _)| c).collect()
    }

    /// `p`'s action played out on a copy of the game in which everything
    /// hidden from `p` is drawn anew (so nothing hidden leaks into the
    /// preview), with the events; steps that only offer "done" are taken.
    fn preview(&self, p: PlayerId, a: Action) -> Option<(Game, Vec<Event>)> {
        let mut g = self
            .game
            .determinize(Some(p), self.file.actions.len() as u64);
        let mut events = g.apply(p, a).ok()?;
        for _ in 0..8 {
            match g.decision_for(p) {
                Some(d)
                    if !describe::starts_a_choice(&d) && g.legal_actions(p) == [Action::Done] =>
                {
                    events.extend(g.apply(p, Action::Done).ok()?);
                }
                _ => break,
            }
        }
        Some((g, events))
    }

    /// Whether using an assistant this way changes nothing on `p`'s board
    /// (see [`describe::has_no_effect`]), tried in a world drawn behind
    /// `p`'s view.
    fn has_no_effect(&self, p: PlayerId, a: Action) -> bool {
        describe::has_no_effect(&self.game, p, a, self.file.actions.len() as u64)
    }

    /// The numbers a placement decides: the spectators an entertainer will
    /// face, what claiming the oasis a caravan discovers will cost.
    fn what_it_sets_up(&self, p: PlayerId, a: Action) -> String {
        let cat = self.game.catalog();
        match a {
            Action::PlaceEntertainer { field } => {
                let view = self.game.view(Some(p));
                let Some(me) = view.players.get(p as usize) else {
                    return String::new();
                };
                let extra =
                    self.game
                        .spectators(Some(p), p, field)
                        .saturating_sub(cat.printed_spectators(
                            view.modules.spectators,
                            me.disc_rotation,
                            field,
                        ));
                let next = cat.printed_spectators(
                    view.modules.spectators,
                    (me.disc_rotation + 1) % 8,
                    field,
                ) + extra;
                format!(
                    " ({})",
                    tr!(
                        self.lang,
                        "tui-entertainer-spectators",
                        now = self.game.spectators(Some(p), p, field),
                        next = next
                    )
                )
            }
            Action::PlaceCaravan { path } => {
                let view = self.game.view(Some(p));
                let Some(me) = view.players.get(p as usize) else {
                    return String::new();
                };
                let i = match path {
                    marrakesh_engine::SaharaPath::Left => 0,
                    marrakesh_engine::SaharaPath::Right => 1,
                    _ => return String::new(),
                };
                let position = me.caravans[i] + 1;
                cat.oasis_slots
                    .iter()
                    .find(|s| s.path == path && s.position == position)
                    .map(|s| {
                        format!(
                            " ({})",
                            tr!(
                                self.lang,
                                "tui-caravan-cost",
                                cost = describe::resources(self.lang, s.cost)
                            )
                        )
                    })
                    .unwrap_or_default()
            }
            _ => String::new(),
        }
    }

    /// What a river-tile option brings `p` now: its points and resources.
    fn worth(&self, p: PlayerId, a: Action) -> String {
        let Some((g, events)) = self.preview(p, a) else {
            return String::new();
        };
        let mut points = 0i16;
        let mut got = marrakesh_engine::Resources::ZERO;
        let mut keshis = 0;
        for e in &events {
            match e {
                Event::Scored {
                    player, points: n, ..
                } if *player == p => points += n,
                Event::ResourcesGained { player, resources } if *player == p => got.add(*resources),
                Event::KeshiDeployed { player, .. } if *player == p => keshis += 1,
                Event::RiverTileAwarded { player, .. } if *player != p => break,
                Event::Provisioned { .. } | Event::SeasonEnded { .. } => break,
                _ => {}
            }
        }
        let lang = self.lang;
        let mut parts = Vec::new();
        if points != 0 {
            parts.push(tr!(
                lang,
                "tui-worth-points",
                count = points.unsigned_abs(),
                signed = format!("{points:+}")
            ));
        }
        if got != marrakesh_engine::Resources::ZERO {
            parts.push(format!("+{}", describe::resources(lang, got)));
        }
        if keshis > 0 {
            parts.push(tr!(lang, "tui-worth-keshis", count = keshis));
        }
        if g.decision_for(p)
            .is_some_and(|d| !describe::starts_a_choice(&d))
        {
            parts.push(lang.get("tui-worth-then-choice"));
        }
        let what = if parts.is_empty() {
            lang.get("tui-worth-nothing")
        } else {
            parts.join(", ")
        };
        format!(" ({})", tr!(lang, "tui-worth", what = what))
    }

    /// The board area the highlighted choice (or the decision) concerns.
    pub fn focus(&self) -> Option<Area> {
        let (_, d) = self.my_decision()?;
        let choices = self.choices();
        match choices.get(self.cursor).map(|c| c.kind) {
            Some(ChoiceKind::Toggle(c)) => Some(match c.sector() {
                Some(s) => Area::Sector(s),
                None => Area::Screen,
            }),
            Some(ChoiceKind::Take(a)) => focus_of(&d, Some(&a)),
            None => focus_of(&d, None),
        }
    }

    /// Saves the record atomically; a failure is shown, not fatal.
    pub fn save(&mut self) {
        match write_atomic(&self.save_path, &self.file.to_json()) {
            Ok(()) => self.save_error = None,
            Err(e) => {
                let m = tr!(
                    self.lang,
                    "tui-save-failed",
                    file = self.save_path.display().to_string(),
                    error = e.to_string()
                );
                self.message = Some(m.clone());
                self.save_error = Some(m);
            }
        }
    }

    /// Applies an action of seat `p`, records, saves and logs it.
    fn play(&mut self, p: PlayerId, a: Action) {
        let decision = self.game.decision_for(p);
        let (index, log_len) = (self.file.actions.len(), self.log.len());
        match self.game.apply(p, a) {
            Ok(events) => {
                self.epoch += 1;
                self.file.actions.push((p, a));
                self.save();
                for e in &events {
                    let line = describe::event(self.lang, &self.game, e);
                    self.season_event(e, &line);
                    self.log.push(line);
                }
                self.follow_chain(p, decision, index, log_len, &events);
                if self.game.is_over() {
                    self.tab = Tab::Scores;
                    self.scroll = 0;
                }
            }
            Err(e) => {
                // Cannot happen with the engine's own legal actions; shown
                // rather than hidden if it does.
                self.message = Some(tr!(self.lang, "tui-engine-refused", error = e.to_string()));
            }
        }
    }

    /// The `a` key: the strong bot's top three actions for the viewer's
    /// decision, searched from the viewer's view only; the best in the
    /// footer, all three in the log.
    fn advise(&mut self) {
        let Some((p, _)) = self.my_decision() else {
            self.message = Some(self.lang.get("tui-advice-nothing"));
            return;
        };
        if self.hint_job.is_some() {
            self.message = Some(self.lang.get("tui-advice-busy"));
            return;
        }
        let seed = derive_seed(0x4869_6e74, self.file.actions.len() as u64);
        let game = self.game.clone();
        let lang = self.lang;
        self.hint_job = Some(Job::spawn(p, self.epoch, move || {
            crate::hint::hint(lang, &game, p, crate::hint::BUDGET, seed)
        }));
        self.message = Some(self.lang.get("tui-advice-thinking"));
    }

    /// The seat whose move a bot is searching, and for how long so far.
    pub fn thinking(&self) -> Option<(PlayerId, Duration)> {
        self.bot_job
            .as_ref()
            .map(|j| (j.player, j.started.elapsed()))
    }

    /// Takes the answers of finished searches: a bot's move is played, a
    /// hint shown, if the position is still the one they searched. Waits up
    /// to `wait` for the bot's answer.
    fn collect_jobs(&mut self, wait: Duration) {
        if let Some(job) = &self.bot_job {
            match job.answer.recv_timeout(wait) {
                Ok((bot, action)) => {
                    let (p, epoch) = (job.player, job.epoch);
                    self.bot_job = None;
                    if let Some(slot) = self.bots.get_mut(p as usize) {
                        *slot = Some(bot);
                    }
                    if epoch == self.epoch {
                        match action {
                            Some(a) => self.play(p, a),
                            None => {
                                self.message =
                                    Some(tr!(self.lang, "tui-bot-no-move", seat = format!("P{p}")));
                                self.quit = true;
                            }
                        }
                    }
                }
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => {
                    let p = job.player;
                    self.bot_job = None;
                    self.message = Some(tr!(self.lang, "tui-bot-failed", seat = format!("P{p}")));
                    self.quit = true;
                }
            }
        }
        if let Some(job) = &self.hint_job {
            match job.answer.recv_timeout(Duration::ZERO) {
                Ok(lines) => {
                    let epoch = job.epoch;
                    self.hint_job = None;
                    if epoch == self.epoch {
                        self.message = lines.first().cloned();
                        self.log.extend(lines);
                    }
                }
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => {
                    self.hint_job = None;
                    self.message = Some(self.lang.get("tui-advice-failed"));
                }
            }
        }
    }

    /// Collects a season's scoring from its events: it begins when the
    /// season's last round ends and is shown when the season ends.
    fn season_event(&mut self, e: &Event, line: &str) {
        let rounds = self.game.catalog().rules.rounds_per_season.value;
        match e {
            Event::RoundEnded { season, round } if round + 1 >= rounds => {
                self.scoring = Some(SeasonSummary {
                    season: *season,
                    lines: Vec::new(),
                    points: vec![0; self.game.num_players() as usize],
                });
                return;
            }
            Event::SeasonEnded { .. } => {
                self.summary = self.scoring.take();
                return;
            }
            _ => {}
        }
        if let Some(sc) = self.scoring.as_mut() {
            sc.lines.push(line.to_string());
            if let Event::Scored { player, points, .. } = e {
                if let Some(x) = sc.points.get_mut(*player as usize) {
                    *x += points;
                }
            }
        }
    }

    /// Keeps track of a human's multi-step choice: it starts with an action
    /// after which the same seat decides again, and lasts while it does.
    fn follow_chain(
        &mut self,
        p: PlayerId,
        decision: Option<Decision>,
        index: usize,
        log_len: usize,
        events: &[Event],
    ) {
        let human = self.seats.get(p as usize).is_some_and(|s| s.is_human());
        let goes_on = human
            && self
                .game
                .decision_for(p)
                .is_some_and(|d| !describe::starts_a_choice(&d))
            && !self.game.is_over();
        if !goes_on {
            self.chain = None;
            return;
        }
        let clean = events.iter().all(Event::reveals_nothing);
        match self.chain.as_mut() {
            Some(c)
                if c.player == p && !decision.is_some_and(|d| describe::starts_a_choice(&d)) =>
            {
                c.clean &= clean;
            }
            _ => {
                self.chain = Some(Chain {
                    player: p,
                    start: index,
                    log_len,
                    clean,
                });
            }
        }
    }

    /// Whether the viewer may step back out of the multi-step choice under
    /// way (nothing hidden has been revealed by it).
    pub fn can_step_back(&self) -> bool {
        self.chain
            .is_some_and(|c| c.clean && Some(c.player) == self.my_decision().map(|(p, _)| p))
    }

    /// The cursor one page of choices further (`forward`) or back: as many
    /// choices as the list shows at once (each wrapped to its width).
    fn page_of_choices(&self, forward: bool) -> usize {
        let choices = self.choices();
        let n = choices.len();
        if n == 0 {
            return 0;
        }
        let (w, h) = self.choice_area.get();
        let text_w = (w as usize).saturating_sub(4).max(10);
        let height = |i: usize| {
            super::ui::wrap_words(&choices[i].label, text_w)
                .len()
                .max(1)
        };
        let mut i = self.cursor.min(n - 1);
        let mut used = 0;
        loop {
            let next = if forward {
                (i + 1 < n).then_some(i + 1)
            } else {
                i.checked_sub(1)
            };
            let Some(j) = next else {
                return i;
            };
            used += height(j);
            if used > h.max(1) as usize {
                return i;
            }
            i = j;
        }
    }

    /// Takes back the steps of the multi-step choice under way: the game is
    /// replayed without them (the engine's undo) and saved.
    fn step_back(&mut self) {
        let Some(c) = self.chain.filter(|_| self.can_step_back()) else {
            self.message = Some(self.lang.get(match self.chain {
                Some(_) => "tui-step-back-revealed",
                None => "tui-step-back-nothing",
            }));
            return;
        };
        let mut file = self.file.clone();
        file.actions.truncate(c.start);
        match file.replay() {
            Ok(game) => {
                self.epoch += 1;
                self.game = game;
                self.file = file;
                self.log.truncate(c.log_len);
                self.log.push(tr!(
                    self.lang,
                    "tui-steps-back",
                    seat = format!("P{}", c.player)
                ));
                self.chain = None;
                self.shown_decision = None;
                self.message = None;
                self.save();
            }
            Err(e) => {
                self.message = Some(tr!(
                    self.lang,
                    "tui-step-back-failed",
                    error = e.to_string()
                ))
            }
        }
    }

    /// Starts the search for bot `p`'s move beside the event loop (its
    /// answer is played by `collect_jobs`); nothing if one already runs.
    fn bot_move(&mut self, p: PlayerId) {
        if self.bot_job.is_some() {
            return;
        }
        match self.bots.get_mut(p as usize).and_then(|b| b.take()) {
            Some(mut bot) => {
                let game = self.game.clone();
                self.bot_job = Some(Job::spawn(p, self.epoch, move || {
                    let action = bot.choose(&game, p);
                    (bot, action)
                }));
            }
            None => {
                self.message = Some(tr!(self.lang, "tui-bot-no-move", seat = format!("P{p}")));
                self.quit = true;
            }
        }
    }

    /// Keeps the cursor and the tab in step with the decision on screen.
    fn sync_decision(&mut self) {
        let current = self
            .my_decision()
            .map(|(p, d)| (p, d, self.file.actions.len()));
        if current != self.shown_decision {
            let new_kind = match (&current, &self.shown_decision) {
                (Some((_, d, _)), Some((_, e, _))) => {
                    std::mem::discriminant(d) != std::mem::discriminant(e)
                }
                (Some(_), None) => true,
                _ => false,
            };
            self.shown_decision = current;
            self.cursor = 0;
            self.picked.clear();
            if new_kind {
                if let Some(area) = self.focus() {
                    let t = area.tab();
                    if t != self.tab {
                        self.tab = t;
                        self.scroll = 0;
                    }
                    if t == Tab::Players {
                        self.page = self.viewer.unwrap_or(0);
                    }
                }
            }
        }
        // Hot-seat: another human must decide now.
        if self.screen == Screen::Game && self.humans() > 1 {
            if let Next::Human(p, _) = self.next() {
                if Some(p) != self.viewer {
                    self.screen = Screen::Pass { to: p };
                }
            }
        }
    }

    /// Brings the screen in step with the game before it is drawn: the
    /// decision on screen, a hot-seat pass, a season scoring to show.
    pub(super) fn settle(&mut self) {
        self.sync_decision();
        if self.summary.is_some() && self.screen == Screen::Game {
            self.screen = Screen::SeasonSummary;
        }
    }

    pub fn run(&mut self, terminal: &mut DefaultTerminal) -> std::io::Result<()> {
        while !self.quit {
            self.collect_jobs(Duration::ZERO);
            if self.quit {
                break;
            }
            self.settle();
            terminal.draw(|f| ui::draw(f, self))?;
            let bot = match (self.screen, self.next()) {
                (Screen::Game, Next::Bot(p)) => Some(p),
                _ => None,
            };
            let wait = match bot {
                // A bot thinking: a glance at the keys, then a wait for its answer.
                _ if self.bot_job.is_some() => Duration::ZERO,
                _ if self.hint_job.is_some() => THINKING_TICK,
                Some(_) if self.fast => Duration::ZERO,
                Some(_) => self.delay,
                None => Duration::from_millis(500),
            };
            if event::poll(wait)? {
                let ev = event::read()?;
                if let TermEvent::Key(k) = ev {
                    if k.kind != KeyEventKind::Release {
                        let handled = self.key(k);
                        // Any other key hurries the bots along.
                        if !handled {
                            if let Some(p) = bot {
                                self.bot_move(p);
                            }
                        }
                    }
                }
            } else if self.bot_job.is_some() {
                self.collect_jobs(THINKING_TICK);
            } else if let Some(p) = bot {
                self.bot_move(p);
            }
        }
        Ok(())
    }

    /// Handles a key; `false` if it had no meaning here.
    pub fn key(&mut self, k: KeyEvent) -> bool {
        if k.modifiers.contains(KeyModifiers::CONTROL) && k.code == KeyCode::Char('c') {
            self.quit = true;
            return true;
        }
        match self.screen {
            Screen::Pass { to } => match k.code {
                KeyCode::Enter => {
                    self.viewer = Some(to);
                    self.page = to;
                    self.screen = Screen::Game;
                    self.shown_decision = None;
                    self.message = None;
                    true
                }
                KeyCode::Char('q') | KeyCode::Esc => {
                    self.screen = Screen::ConfirmQuit {
                        from_pass: Some(to),
                    };
                    true
                }
                _ => true,
            },
            Screen::ConfirmQuit { from_pass } => {
                // y, q, or the language's own "yes" (j for ja).
                let yes = self.lang.get("tui-quit-yes-key").chars().next();
                match k.code {
                    KeyCode::Char('y') | KeyCode::Char('q') => self.quit = true,
                    KeyCode::Char(c) if Some(c) == yes => self.quit = true,
                    _ => {
                        self.screen = match from_pass {
                            Some(to) => Screen::Pass { to },
                            None => Screen::Game,
                        };
                    }
                }
                true
            }
            Screen::Help => {
                match k.code {
                    KeyCode::Down | KeyCode::Char('j') | KeyCode::PageDown => {
                        self.help_scroll = self
                            .help_scroll
                            .saturating_add(if k.code == KeyCode::PageDown { 10 } else { 1 })
                            .min(self.help_max.get())
                    }
                    KeyCode::Up | KeyCode::Char('k') | KeyCode::PageUp => {
                        self.help_scroll = self
                            .help_scroll
                            .saturating_sub(if k.code == KeyCode::PageUp { 10 } else { 1 })
                    }
                    _ => self.screen = Screen::Game,
                }
                true
            }
            Screen::SeasonSummary => {
                self.summary = None;
                self.screen = Screen::Game;
                true
            }
            Screen::Game => self.game_key(k),
        }
    }

    fn game_key(&mut self, k: KeyEvent) -> bool {
        let n = self.choices().len();
        match k.code {
            KeyCode::Char('q') | KeyCode::Esc => {
                if self.game.is_over() {
                    self.quit = true;
                } else {
                    self.screen = Screen::ConfirmQuit { from_pass: None };
                }
            }
            KeyCode::Char('?') | KeyCode::Char('h') => {
                self.help_scroll = 0;
                self.screen = Screen::Help;
            }
            KeyCode::Char('a') => self.advise(),
            KeyCode::Char('f') => {
                self.fast = !self.fast;
                self.message = Some(self.lang.get(if self.fast {
                    "tui-fast-on"
                } else {
                    "tui-fast-off"
                }));
            }
            KeyCode::Tab | KeyCode::Right => {
                self.tab = self.tab.next(&self.tabs());
                self.scroll = 0;
            }
            KeyCode::BackTab | KeyCode::Left => {
                self.tab = self.tab.prev(&self.tabs());
                self.scroll = 0;
            }
            KeyCode::Char(']') => {
                self.page = (self.page + 1) % self.game.num_players();
                self.tab = Tab::Players;
                self.scroll = 0;
            }
            KeyCode::Char('[') => {
                let n = self.game.num_players();
                self.page = (self.page + n - 1) % n;
                self.tab = Tab::Players;
                self.scroll = 0;
            }
            // A page of the left panel; the log counts from the newest line,
            // so there PgUp goes back to older lines.
            KeyCode::PageDown | KeyCode::PageUp => {
                let page = self.left_rows.get().saturating_sub(1).max(1);
                let older = (k.code == KeyCode::PageUp) == (self.tab == Tab::Log);
                self.scroll = if older {
                    self.scroll.saturating_add(page).min(self.left_max.get())
                } else {
                    self.scroll.min(self.left_max.get()).saturating_sub(page)
                };
            }
            // A page of the list of choices.
            KeyCode::Char('n') if n > 0 => self.cursor = self.page_of_choices(true),
            KeyCode::Char('p') if n > 0 => self.cursor = self.page_of_choices(false),
            KeyCode::Backspace | KeyCode::Char('b') => self.step_back(),
            KeyCode::Down | KeyCode::Char('j') if n > 0 => self.cursor = (self.cursor + 1) % n,
            KeyCode::Up | KeyCode::Char('k') if n > 0 => self.cursor = (self.cursor + n - 1) % n,
            KeyCode::Home if n > 0 => self.cursor = 0,
            KeyCode::End if n > 0 => self.cursor = n - 1,
            KeyCode::Char(c @ '1'..='9') if n > 0 => {
                let i = c as usize - '1' as usize;
                if i < n {
                    self.cursor = i;
                }
            }
            KeyCode::Enter | KeyCode::Char(' ') if n > 0 => {
                if let Some((p, _)) = self.my_decision() {
                    let choices = self.choices();
                    match choices.get(self.cursor.min(n - 1)).map(|c| c.kind) {
                        Some(ChoiceKind::Take(a)) => {
                            self.message = None;
                            self.picked.clear();
                            self.play(p, a);
                        }
                        Some(ChoiceKind::Toggle(c)) => {
                            if let Some(i) = self.picked.iter().position(|x| *x == c) {
                                self.picked.remove(i);
                            } else if self.picked.len() < 3 {
                                self.picked.push(c);
                            } else {
                                self.message = Some(self.lang.get("tui-three-chosen"));
                            }
                            if self.picked.len() == 3 {
                                // The confirmation is now the last entry:
                                // the cursor goes to it.
                                let now = self.choices();
                                if now
                                    .last()
                                    .is_some_and(|c| matches!(c.kind, ChoiceKind::Take(_)))
                                {
                                    self.cursor = now.len() - 1;
                                }
                            }
                        }
                        None => {}
                    }
                }
            }
            _ => return false,
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use marrakesh_engine::{Opponent, Setup, Solo};

    fn press(app: &mut App, code: KeyCode) {
        app.sync_decision();
        assert!(app.key(KeyEvent::new(code, KeyModifiers::NONE)), "{code:?}");
        app.sync_decision();
    }

    fn labels(app: &App) -> Vec<String> {
        app.choices().into_iter().map(|c| c.label).collect()
    }

    #[test]
    fn the_selection_confirmation_comes_last() {
        let dir = std::env::temp_dir().join(format!("marrakesh-app-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let setup = Setup::solo(
            Solo {
                opponent: Opponent::Paschabot,
                difficulty: Default::default(),
            },
            7,
        );
        let file = GameFile::new(setup);
        let seats = vec![SeatKind::Human, SeatKind::Paschabot];
        let mut app = App::new(file, seats, dir.join("g.json"), Duration::ZERO, Lang::En).unwrap();
        // The three setup choices.
        for _ in 0..3 {
            press(&mut app, KeyCode::Enter);
        }
        assert_eq!(
            app.my_decision().map(|(_, d)| d),
            Some(Decision::SelectKeshis)
        );
        let before = labels(&app);
        assert!(before.iter().all(|l| l.starts_with("[ ]")), "{before:?}");
        // Digits jump to a choice; Enter marks it.
        for key in ['1', '2', '3'] {
            press(&mut app, KeyCode::Char(key));
            press(&mut app, KeyCode::Enter);
        }
        let after = labels(&app);
        assert_eq!(after.len(), before.len() + 1, "{after:?}");
        assert!(after[0].starts_with("[x]") && after[2].starts_with("[x]"));
        assert!(after[3].starts_with("[ ]"), "{after:?}");
        for (a, b) in after.iter().zip(&before).skip(3) {
            assert_eq!(a, b, "no colour moves");
        }
        let last = after.last().unwrap();
        assert!(last.starts_with("CONFIRM: "), "{after:?}");
        assert_eq!(app.cursor, after.len() - 1, "the cursor is on CONFIRM");
        // Unmarking one removes the confirmation; the cursor stays put.
        press(&mut app, KeyCode::Char('2'));
        press(&mut app, KeyCode::Enter);
        assert_eq!(labels(&app).len(), before.len());
        assert_eq!(app.cursor, 1);
        // Marking another brings it back, and Enter takes it.
        press(&mut app, KeyCode::Char('4'));
        press(&mut app, KeyCode::Enter);
        assert!(labels(&app).last().unwrap().starts_with("CONFIRM: "));
        let n = app.file.actions.len();
        press(&mut app, KeyCode::Enter);
        assert_eq!(app.file.actions.len(), n + 1);
        assert!(matches!(
            app.file.actions.last(),
            Some((0, Action::Select { .. }))
        ));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
