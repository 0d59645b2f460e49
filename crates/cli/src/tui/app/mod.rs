//! The state of the terminal game (the model): what a key or a bot's
//! answer changes. The event loop (`event_loop.rs`) and the drawing
//! (`ui.rs`) sit above it.

mod choices;
mod input;
mod turns;

use super::panels::{focus_of, Area, Tab};
use crate::gamefile::{write_atomic, GameFile};
use crate::seats::SeatKind;
use crate::user_text::CliError;
use marrakesh_bots::{derive_seed, Bot};
use marrakesh_describe as describe;
use marrakesh_describe::{tr, Lang};
use marrakesh_engine::{Action, Colour, Decision, Edition, Event, Game, PlayerId, View};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
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
pub(in crate::tui) const THINKING_TICK: Duration = Duration::from_millis(40);

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
    /// Who plays each seat: "P0 (you)", "P1 (Greedy bot)", ...
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
        let game = file.replay().map_err(|e| {
            CliError::input(crate::msg!(
                "tui-error-in-file",
                file = &save_path,
                error = e
            ))
        })?;
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
                        kind = match s {
                            SeatKind::Bot(k) => describe::bot_name(lang, k.name()),
                            SeatKind::Paschabot => lang.get("component-opponent-paschabot"),
                            SeatKind::Human => lang.get("tui-seat-human"),
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
    /// Whether the player asked to leave.
    pub(in crate::tui) fn quitting(&self) -> bool {
        self.quit
    }

    /// The bot whose move is due on the game screen, if any.
    pub(in crate::tui) fn bot_due(&self) -> Option<PlayerId> {
        match (self.screen, self.next()) {
            (Screen::Game, Next::Bot(p)) => Some(p),
            _ => None,
        }
    }

    /// Whether a bot is thinking in the background.
    pub(in crate::tui) fn bot_thinking(&self) -> bool {
        self.bot_job.is_some()
    }

    /// How long the event loop waits for a key before it looks again, with
    /// `bot` due to move.
    pub(in crate::tui) fn key_wait(&self, bot: Option<PlayerId>) -> Duration {
        match bot {
            // A bot thinking: a glance at the keys, then a wait for its answer.
            _ if self.bot_job.is_some() => Duration::ZERO,
            _ if self.hint_job.is_some() => THINKING_TICK,
            Some(_) if self.fast => Duration::ZERO,
            Some(_) => self.delay,
            None => Duration::from_millis(500),
        }
    }

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
                    error = crate::user_text::io_words(self.lang, &e)
                );
                self.message = Some(m.clone());
                self.save_error = Some(m);
            }
        }
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
