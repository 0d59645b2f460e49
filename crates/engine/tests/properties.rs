//! Property tests over many seeded random games (2, 3 and 4 players, both
//! editions, tower layers B1 and B2, a few without the tower), of the base
//! game, of every combination of the five modules of the base box, and of
//! solo games against the Paschabot and its lazy variant.
//!
//! The tests:
//! - `random_games_*`: every game ends after exactly 3 seasons of 4 rounds
//!   with final scores, and after every action the invariants hold: see
//!   [`invariants`] (one state: sector limits, resources, score categories,
//!   each scroll / luxury good / oasis / city gate / desert town in one
//!   place, the imam and the sultan, the Paschabot's board, pending
//!   decisions and their listed actions checked against the rules),
//!   [`transition`] (one action: the events account for every change of
//!   scores, resources and keshis; what only grows never shrinks),
//!   [`event_rules`] (one action: rules followed event by event: discounts,
//!   exchange offices, spectators, staircase tiles, desert towns, the
//!   Paschabot's sector actions, strategy tiles and claims),
//!   [`river_and_vendors`] and [`Tracker`] (the whole game: tower and tower
//!   base conservation, rounds, start players, the madrasa refresh R4, the
//!   Paschabot's bag), and [`end_checks`] (final scoring, desert towns, the
//!   Paschabot's scoring, winners);
//! - `random_games_with_modules_*`: the same checked games over all 32
//!   combinations of modules (random and chosen staircase tiles, mixed and
//!   new-only exchange offices), 2 to 4 players, both editions;
//! - `random_solo_games_*`: the same checked games against the Paschabot
//!   (several difficulty settings) and the lazy Paschabot, with and without
//!   modules;
//! - `every_listed_action_applies_*`: every listed action of every pending
//!   player applies without error (up to 20 sampled per decision), keeps
//!   the invariants, and `apply_quiet` reaches the same state;
//! - `unlisted_actions_are_rejected_and_change_nothing_*`: near misses of
//!   listed actions, actions of other decisions, other players and seats
//!   that do not exist (or belong to the Paschabot) are refused with the
//!   right error, the game unchanged;
//! - `games_are_deterministic_and_survive_saving_*`: records replay to the
//!   same state and scores, the same seed and choices give the same events,
//!   saving and loading anywhere changes nothing, and views, actions, events,
//!   decisions, records and score sheets survive a JSON round trip;
//! - `views_do_not_depend_on_hidden_information_*`: a player's view (and a
//!   spectator's) is the same whatever the hidden information is (including
//!   the order of the Paschabot's face-down strategy tiles), a player does
//!   see their own private information, everybody sees public information
//!   that lives in the state (desert towns laid out, the Paschabot's bag and
//!   board, the lazy bot's priority line); a secret selection tells the
//!   others nothing;
//! - `corrupt_saves_are_refused_or_play_on_without_panic*`: a saved state
//!   with one corrupted value (modules and solo fields included) is refused
//!   or plays on, never panics.
//!
//! Every game is determined by its [`Setup`] and its choice seed: at each
//! step a random pending player plays a random legal action, both drawn from
//! `Rng::new(setup.seed ^ CHOICES)` (see [`pick`]; odd seeds play "eagerly",
//! rarely choosing `Done` while anything else is listed, to reach deeper
//! states). Some games start with "gifted" lasting-ability scrolls (see
//! [`gift_scrolls`]) so that rare abilities and their combinations are
//! played often. Everything a test samples besides the game's own course
//! (illegal candidates, perturbations, extra trials) comes from a second
//! generator, so a given setup plays the same game in every test here.
//!
//! A failure names the setup and the step. To see the actions leading there
//! (and the state reached):
//!
//! ```text
//! REPRO='<setup json from the message>' STEP=<n> [GIFTED=1] \
//!   cargo test -p marrakesh-engine --test properties reproduce -- --ignored --nocapture
//! ```
//!
//! Game counts are chosen so the whole file stays within about two minutes
//! in a debug build on two cores; release builds (`cargo test --release`)
//! play ten times as many games.

use marrakesh_engine::catalog::{Bonus, DesertTownEffect, Perk, ScrollEffect, TileReward};
use marrakesh_engine::paschabot::{Pascha, BOT};
use marrakesh_engine::*;
use std::collections::HashSet;
use std::fmt;

/// Mixed into the setup seed to seed the random choices.
const CHOICES: u64 = 0xC0FFEE;
/// Mixed into the setup seed to seed whatever a test samples on the side.
const AUX: u64 = 0xA11CE;
/// Mixed into the setup seed to choose gifted scrolls.
const GIFTS: u64 = 0x61F7;
/// No game of random play comes near this many decisions.
const MAX_STEPS: usize = 10_000;

/// How many games each property plays: `PROPERTY_SCALE` overrides it for
/// long soak runs.
fn scale() -> u64 {
    if let Some(n) = std::env::var("PROPERTY_SCALE")
        .ok()
        .and_then(|s| s.parse().ok())
    {
        return n;
    }
    if cfg!(debug_assertions) {
        1
    } else {
        10
    }
}

const TOWERS: [TowerSetting; 2] = [TowerSetting::B1, TowerSetting::B2];

/// Every combination of player count and tower layer in an edition.
fn configs(edition: Edition) -> Vec<(u8, Edition, TowerSetting)> {
    let mut v = Vec::new();
    for players in 2..=4u8 {
        for tower in TOWERS {
            v.push((players, edition, tower));
        }
    }
    v
}

/// `per_config` setups of each configuration of an edition, seeds from
/// `first` on.
fn base_setups(edition: Edition, first: u64, per_config: u64) -> Vec<Setup> {
    let mut v = Vec::new();
    for (players, edition, tower) in configs(edition) {
        for seed in first..first + per_config {
            v.push(make_setup(players, edition, tower, seed));
        }
    }
    v
}

/// Setups with modules and solo play, `per` rounds of: all five modules or
/// a combination chosen by the seed, for 2, 3 and 4 players and both
/// editions; the Paschabot and the lazy bot in both editions with a
/// difficulty setting and modules chosen by the seed.
fn module_and_solo_setups(first: u64, per: u64) -> Vec<Setup> {
    let mut v = Vec::new();
    for k in 0..per {
        for players in 2..=4u8 {
            for edition in [Edition::Classic, Edition::Essential] {
                let seed =
                    first + 20 * k + 2 * players as u64 + u64::from(edition == Edition::Essential);
                let mask = if k % 2 == 0 {
                    31
                } else {
                    (seed % 31) as u8 + 1
                };
                v.push(module_setup(
                    players,
                    edition,
                    TOWERS[(seed % 2) as usize],
                    mask,
                    seed,
                ));
            }
        }
        for (i, opponent) in [Opponent::Paschabot, Opponent::Lazy]
            .into_iter()
            .enumerate()
        {
            for edition in [Edition::Classic, Edition::Essential] {
                let seed =
                    first + 20 * k + 10 + 2 * i as u64 + u64::from(edition == Edition::Essential);
                v.push(solo_setup(
                    opponent,
                    difficulty_of(DIFFICULTIES[(seed % 12) as usize]),
                    edition,
                    TOWERS[(seed % 2) as usize],
                    solo_modules(k + seed, seed),
                    seed,
                ));
            }
        }
    }
    v
}

/// A setup; some seeds also fix the start player or the river tiles, and
/// some play with the secure (ChaCha20) generator of online games.
fn make_setup(players: u8, edition: Edition, tower: TowerSetting, seed: u64) -> Setup {
    Setup {
        players,
        edition,
        seed,
        secure_seed: (seed % 4 == 2)
            .then(|| SecureSeed(std::array::from_fn(|i| (seed >> (i % 8)) as u8 ^ i as u8))),
        tower,
        river_tiles: (seed % 7 == 3).then_some(Setup::FIRST_GAME_RIVER_TILES),
        start_player: (seed % 5 == 1).then_some((seed / 5 % players as u64) as u8),
        solo: None,
        modules: Default::default(),
    }
}

/// Mixed into the setup seed to choose staircase tiles.
const TILES: u64 = 0x711E5;

/// The modules of combination `mask` (the index into
/// [`Modules::combinations`]: bit 0 staircase tiles, 1 imam & sultan, 2
/// exchange offices, 3 spectators, 4 desert towns), with the variants some
/// seeds pick: tiles chosen by the players, the new exchange offices only.
fn modules_of(mask: u8, seed: u64) -> Modules {
    let mut m = Modules::combinations()
        .nth(mask as usize % 32)
        .expect("32 combinations");
    if m.staircase_tiles.is_some() && seed % 4 == 2 {
        let cat = Catalog::embedded();
        let mut ids: Vec<u8> = cat.staircase_tiles.iter().map(|t| t.id).collect();
        let mut rng = Rng::new(seed ^ TILES);
        rng.shuffle(&mut ids);
        let mut tiles = [(0u8, 0u8); 12];
        for (t, id) in tiles.iter_mut().zip(ids) {
            *t = (id, rng.below(2) as u8);
        }
        m.staircase_tiles = Some(StaircaseTiles::Chosen { tiles });
    }
    if m.exchange_offices.is_some() && seed % 3 == 1 {
        m.exchange_offices = Some(ExchangeOffices::NewOnly);
    }
    m
}

/// A setup with the modules of combination `mask` (see [`modules_of`]).
fn module_setup(players: u8, edition: Edition, tower: TowerSetting, mask: u8, seed: u64) -> Setup {
    Setup {
        modules: modules_of(mask, seed),
        ..make_setup(players, edition, tower, seed)
    }
}

/// Difficulty settings of 003, as bits: 0 no extra tiles, 1 complete
/// sectors only, 2 main square once, 3 no fisherman moves, 4 expensive
/// gates, 5 main square four times, 6 storage keshis.
fn difficulty_of(bits: u8) -> Difficulty {
    Difficulty {
        no_extra_tiles: bits & 1 != 0,
        complete_sectors_only: bits & 2 != 0,
        main_square_once: bits & 4 != 0,
        no_fisherman_moves: bits & 8 != 0,
        expensive_gates: bits & 16 != 0,
        main_square_four: bits & 32 != 0,
        storage_keshis: bits & 64 != 0,
    }
}

/// Difficulty settings the solo tests play: none, each alone, all the
/// easier ones, all the harder ones, everything, and two mixtures.
const DIFFICULTIES: [u8; 12] = [0, 1, 2, 4, 8, 16, 32, 64, 15, 112, 127, 0b101_0110];

/// A solo game (2 seats: you at 0, the bot at 1).
fn solo_setup(
    opponent: Opponent,
    difficulty: Difficulty,
    edition: Edition,
    tower: TowerSetting,
    modules: Modules,
    seed: u64,
) -> Setup {
    Setup {
        edition,
        tower,
        river_tiles: (seed % 7 == 3).then_some(Setup::FIRST_GAME_RIVER_TILES),
        modules,
        ..Setup::solo(
            Solo {
                opponent,
                difficulty,
            },
            seed,
        )
    }
}

/// Where a check failed: enough to replay the game.
struct Loc {
    setup: Setup,
    gifted: bool,
    step: usize,
}

impl fmt::Display for Loc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = &self.setup;
        write!(
            f,
            "[seed {} | {:?} | {} players | tower {:?} | river tiles {:?} | start player {:?} | \
             modules {:?} | solo {:?} | gifted scrolls {} | step {}] reproduce: REPRO='{}' \
             STEP={}{} cargo test -p marrakesh-engine --test properties reproduce -- --ignored \
             --nocapture",
            s.seed,
            s.edition,
            s.players,
            s.tower,
            s.river_tiles,
            s.start_player,
            s.modules,
            s.solo,
            self.gifted,
            self.step,
            serde_json::to_string(s).unwrap_or_default(),
            self.step,
            if self.gifted { " GIFTED=1" } else { "" }
        )
    }
}

macro_rules! ensure {
    ($cond:expr, $($fmt:tt)+) => {
        if !$cond {
            return Err(format!($($fmt)+));
        }
    };
}

// ---------------------------------------------------------------------------
// Playing a random game
// ---------------------------------------------------------------------------

/// One seeded random game in progress, with its record and the event-based
/// bookkeeping.
struct Play {
    setup: Setup,
    gifted: bool,
    game: Game,
    choices: Rng,
    record: Record,
    tracker: Tracker,
    step: usize,
}

impl Play {
    fn new(setup: Setup) -> Play {
        Play::start(setup, false)
    }

    /// A game whose players start with gifted scrolls.
    fn gifted(setup: Setup) -> Play {
        Play::start(setup, true)
    }

    fn start(setup: Setup, gifted: bool) -> Play {
        let game = new_game(setup, gifted);
        let tracker = Tracker::new(&game);
        let mut play = Play {
            setup,
            gifted,
            game,
            choices: Rng::new(setup.seed ^ CHOICES),
            record: Record::new(setup),
            tracker,
            step: 0,
        };
        play.verify();
        play
    }

    fn loc(&self) -> Loc {
        Loc {
            setup: self.setup,
            gifted: self.gifted,
            step: self.step,
        }
    }

    fn fail(&self, what: &str) -> ! {
        panic!("{what}\n  at {}", self.loc())
    }

    /// The random player's random legal action (not applied).
    fn choose(&mut self) -> (PlayerId, Action) {
        if self.step >= MAX_STEPS {
            self.fail(&format!("game not over after {MAX_STEPS} decisions"));
        }
        match pick(&self.game, &mut self.choices) {
            Ok((p, _, a)) => (p, a),
            Err(e) => self.fail(&e),
        }
    }

    /// Applies a listed action and checks every invariant afterwards.
    fn apply(&mut self, p: PlayerId, a: Action) -> Vec<Event> {
        let Some(d) = self.game.decision_for(p) else {
            self.fail(&format!("player {p} plays {a:?} without a decision"))
        };
        let events = match self.game.apply(p, a) {
            Ok(ev) => ev,
            Err(e) => self.fail(&format!("listed action {a:?} of player {p} failed: {e}")),
        };
        self.record.actions.push((p, a));
        self.step += 1;
        if let Err(e) = self.tracker.observe(&self.game, (p, d, a), &events) {
            self.fail(&format!("after {a:?} of player {p}: {e}"));
        }
        self.verify();
        events
    }

    fn verify(&mut self) {
        if let Err(e) = invariants(&self.game).and_then(|_| self.tracker.check(&self.game)) {
            let last = self.record.actions.last();
            self.fail(&format!("invariant violated after {last:?}: {e}"));
        }
    }

    /// Plays the chosen action of this step.
    fn step(&mut self) -> (PlayerId, Action, Vec<Event>) {
        let (p, a) = self.choose();
        let ev = self.apply(p, a);
        (p, a, ev)
    }

    /// Plays to the end and checks the final scoring.
    fn finish(&mut self) {
        while !self.game.is_over() {
            self.step();
        }
        self.check_end();
    }

    fn check_end(&self) {
        if let Err(e) = end_checks(&self.game, &self.tracker) {
            self.fail(&format!("at the end of the game: {e}"));
        }
    }
}

/// The game a setup starts, with or without gifted scrolls.
fn new_game(setup: Setup, gifted: bool) -> Game {
    let game = Game::new(setup).unwrap_or_else(|e| panic!("Game::new({setup:?}) failed: {e}"));
    if gifted {
        gift_scrolls(&game, &mut Rng::new(setup.seed ^ GIFTS))
    } else {
        game
    }
}

/// The random choice of a step: a random pending player and one of their
/// legal actions. With an odd seed, `Done` is chosen only one time in ten
/// while other actions are listed.
fn pick(g: &Game, choices: &mut Rng) -> Result<(PlayerId, Decision, Action), String> {
    let pending = g.pending();
    if pending.is_empty() {
        return Err("nobody has a decision but the game is not over".into());
    }
    let (p, d) = pending.players[choices.below(pending.players.len() as u32) as usize];
    let legal = g.legal_actions(p);
    if legal.is_empty() {
        return Err(format!(
            "player {p} must decide {d:?} but has no legal action"
        ));
    }
    let eager = g.setup().seed % 2 == 1;
    if eager && legal.len() > 1 && legal.contains(&Action::Done) && choices.below(10) != 0 {
        let others: Vec<Action> = legal.into_iter().filter(|a| *a != Action::Done).collect();
        return Ok((p, d, others[choices.below(others.len() as u32) as usize]));
    }
    Ok((p, d, legal[choices.below(legal.len() as u32) as usize]))
}

/// Gives each player 2 to 8 random lasting-ability scrolls from the face-down
/// stacks (as if bought earlier).
fn gift_scrolls(g: &Game, rng: &mut Rng) -> Game {
    let mut st = *g.state();
    let cat = g.catalog();
    for p in 0..st.num_players as usize {
        if is_bot(&st, p as PlayerId) {
            // The Paschabot never owns scrolls.
            continue;
        }
        let k = 2 + rng.below(7);
        for _ in 0..k {
            let mut options = Vec::new();
            for (t, row) in st.scrolls.iter().enumerate() {
                for (s, stack) in row.stacks.iter().enumerate() {
                    for (i, id) in stack.iter().enumerate() {
                        if let ScrollEffect::Perk { .. } = cat.scroll(*id).effect {
                            options.push((t, s, i));
                        }
                    }
                }
            }
            if options.is_empty() {
                break;
            }
            let (t, s, i) = options[rng.below(options.len() as u32) as usize];
            let Some(id) = st.scrolls[t].stacks[s].remove(i) else {
                continue;
            };
            st.players[p].scrolls.insert(id);
            if let ScrollEffect::Perk { perk } = cat.scroll(id).effect {
                st.players[p].perks |= perk.bit();
            }
        }
    }
    Game::from_state(*g.setup(), st).unwrap_or_else(|e| panic!("gifted state does not load: {e}"))
}

/// Plays a whole game without extra checks.
fn play_quick(setup: Setup) -> Record {
    let mut g = Game::new(setup).expect("setup");
    let mut choices = Rng::new(setup.seed ^ CHOICES);
    let mut record = Record::new(setup);
    while !g.is_over() {
        let (p, _, a) = pick(&g, &mut choices).expect("a choice");
        g.apply_quiet(p, a).expect("listed action");
        record.actions.push((p, a));
        assert!(record.actions.len() < MAX_STEPS);
    }
    record
}

// ---------------------------------------------------------------------------
// Invariants
// ---------------------------------------------------------------------------

/// Bookkeeping across a game from its events: keshis thrown into the tower,
/// come out, claimed and sent back; rounds and seasons; workshop stock.
#[derive(Clone, Default)]
struct Tracker {
    /// Keshis thrown into the tower, by colour (from the revealed selections).
    thrown: [u32; 12],
    /// Revealed since the last throw.
    revealed: [u32; 12],
    came_out: [u32; 12],
    claimed: [u32; 12],
    leftover: [u32; 12],
    rounds: Vec<(u8, u8)>,
    seasons: Vec<u8>,
    game_over: Vec<Vec<PlayerId>>,
    /// R4 bookkeeping per player for the current round.
    refreshed: [bool; 4],
    bought: [bool; 4],
    must_buy: [Option<ScrollType>; 4],
    /// Second place of this season's river evaluation (R8).
    river_second: Option<PlayerId>,
    workshops: Option<[[u8; 12]; 4]>,
    /// The state before the last action.
    prev: Option<State>,
    /// The start player of the first round.
    first_start: PlayerId,
    /// Solo: the keshis drawn from the Paschabot's bag this season.
    bag_drawn: ColourSet,
    /// Solo: scrolls the Paschabot's madrasa took out of the game, by type
    /// (`ScrollsDiscarded` events: at most 3 scrolls each).
    discards: [u32; 4],
    /// Scrolls out of the game so far (bit per id - 1).
    gone: u128,
}

impl Tracker {
    fn new(g: &Game) -> Tracker {
        Tracker {
            prev: Some(*g.state()),
            first_start: g.state().start_player,
            ..Tracker::default()
        }
    }

    fn observe(
        &mut self,
        g: &Game,
        (p, d, a): (PlayerId, Decision, Action),
        events: &[Event],
    ) -> Result<(), String> {
        let n = g.num_players() as u32;
        if let Some(prev) = &self.prev {
            transition(prev, g, events, (p, d, a))?;
            event_rules(prev, g, events, (p, d, a))?;
            river_and_vendors(prev, g, events, &mut self.river_second)?;
            // "no scholar may be used to meet the requirements of more than
            // one scroll": a purchase uses up its requirement.
            if let (
                Action::BuyScroll { ty, slot },
                Some(Task::Decide {
                    d: Decision::Madrasa { scholars, .. },
                    ..
                }),
            ) = (a, prev.agenda.last())
            {
                let id = prev.scrolls[ty.index()].face_up[slot as usize].unwrap_or(ScrollId(0));
                let need = g.catalog().scroll(id).requirement;
                // The rest of this action waits where the decision was (a
                // scroll bought may start further actions above it, even
                // another madrasa action with scroll 53).
                let at = prev.agenda.len() - 1;
                let next = match g.state().agenda.get(at) {
                    Some(Task::Decide {
                        p: q,
                        d: Decision::Madrasa { scholars, .. },
                    }) if *q == p => Some(*scholars),
                    _ => None,
                };
                if let Some(left) = next {
                    ensure!(
                        left + need == *scholars,
                        "player {p} had {scholars} scholars, bought scroll {id} needing {need}, \
                         and has {left} left"
                    );
                }
            }
        }
        self.prev = Some(*g.state());
        // R4: at most one refresh per round, before the first purchase, and
        // then one of the new scrolls must be bought.
        let q = p as usize;
        if let Some(ty) = self.must_buy[q].take() {
            ensure!(
                matches!(a, Action::BuyScroll { ty: t, .. } if t == ty),
                "player {p} refreshed the {ty:?} scrolls and then played {a:?}"
            );
        }
        match a {
            Action::RefreshScrolls { ty, .. } => {
                ensure!(
                    !self.refreshed[q] && !self.bought[q],
                    "player {p} refreshes the scrolls after a refresh ({}) or a purchase ({}) \
                     this round",
                    self.refreshed[q],
                    self.bought[q]
                );
                self.refreshed[q] = true;
                self.must_buy[q] = Some(ty);
            }
            Action::BuyScroll { .. } => self.bought[q] = true,
            _ => {}
        }
        for e in events {
            match e {
                Event::RoundStarted {
                    season,
                    round,
                    start_player,
                } => {
                    // The round tracker moves on each round, the season
                    // tracker each season, and its holder starts.
                    self.refreshed = [false; 4];
                    self.bought = [false; 4];
                    let expect = (self.first_start as u32 + *season as u32 + *round as u32) % n;
                    ensure!(
                        *start_player as u32 == expect,
                        "round ({season}, {round}) starts with player {start_player}, \
                         expected {expect}"
                    );
                }
                Event::SelectionRevealed { player, keshis } => {
                    for c in keshis {
                        self.revealed[c.index()] += 1;
                        if is_bot(g.state(), *player) {
                            ensure!(
                                !self.bag_drawn.contains(*c),
                                "the Paschabot drew {c} twice this season"
                            );
                            self.bag_drawn.insert(*c);
                        }
                    }
                }
                Event::TowerThrown { thrown, came_out } => {
                    let revealed: u32 = self.revealed.iter().sum();
                    ensure!(
                        *thrown as u32 == 3 * n && revealed == 3 * n,
                        "tower throw of {thrown} keshis, {revealed} revealed, {n} players"
                    );
                    for (c, out) in came_out.iter().enumerate() {
                        self.thrown[c] += self.revealed[c];
                        self.came_out[c] += *out as u32;
                    }
                    self.revealed = [0; 12];
                }
                Event::KeshisClaimed { colours, .. } => {
                    ensure!(
                        (1..=2).contains(&colours.len()),
                        "claimed {} keshis at once",
                        colours.len()
                    );
                    for c in colours {
                        self.claimed[c.index()] += 1;
                    }
                }
                Event::LeftoverReturned { colours } => {
                    for (total, k) in self.leftover.iter_mut().zip(colours) {
                        *total += *k as u32;
                    }
                }
                Event::RoundEnded { season, round } => {
                    let k = self.rounds.len() as u8;
                    ensure!(
                        (*season, *round) == (k / 4, k % 4),
                        "round ({season}, {round}) ended as round number {k}"
                    );
                    self.rounds.push((*season, *round));
                }
                Event::SeasonEnded { season } => {
                    ensure!(
                        *season as usize == self.seasons.len()
                            && self.rounds.len() == 4 * (*season as usize + 1),
                        "season {season} ended after {} rounds and {} seasons",
                        self.rounds.len(),
                        self.seasons.len()
                    );
                    self.seasons.push(*season);
                }
                Event::GameOver { winners } => self.game_over.push(winners.clone()),
                Event::SeasonStarted { .. } => self.bag_drawn = ColourSet::EMPTY,
                Event::ScrollsDiscarded { ty } => self.discards[ty.index()] += 1,
                _ => {}
            }
        }
        Ok(())
    }

    fn check(&mut self, g: &Game) -> Result<(), String> {
        let st = g.state();
        // Tower: thrown in = come out + stuck, per colour.
        for c in 0..12 {
            let stuck = st.tower.stuck[0][c] as u32 + st.tower.stuck[1][c] as u32;
            ensure!(
                self.thrown[c] == self.came_out[c] + stuck,
                "tower: {} {} keshis thrown in, {} came out, {stuck} stuck",
                self.thrown[c],
                Colour::ALL[c],
                self.came_out[c]
            );
            // Tower base: come out = still there + claimed + returned.
            ensure!(
                self.came_out[c] == st.display[c] as u32 + self.claimed[c] + self.leftover[c],
                "tower base: {} {} came out, {} in the base, {} claimed, {} returned",
                self.came_out[c],
                Colour::ALL[c],
                st.display[c],
                self.claimed[c],
                self.leftover[c]
            );
        }
        let thrown: u32 = self.thrown.iter().sum();
        let out: u32 = self.came_out.iter().sum();
        ensure!(
            thrown == out + st.tower.stuck_total(),
            "tower: {thrown} thrown, {out} out, {} stuck",
            st.tower.stuck_total()
        );
        // Workshop stock only goes down.
        if let Some(prev) = self.workshops {
            for (w, (now, before)) in st.workshops.iter().zip(&prev).enumerate() {
                for c in Colour::ALL {
                    ensure!(
                        now[c.index()] <= before[c.index()],
                        "workshop {w} {c} gates went up from {} to {}",
                        before[c.index()],
                        now[c.index()]
                    );
                }
            }
        }
        self.workshops = Some(st.workshops);
        // Solo: the bag holds one keshi of each colour per season, minus
        // those drawn (003: "Lege für den Paschabot jeweils 1 Keshi je Farbe
        // ... in den Beutel").
        if st.pascha.is_some() {
            let bag = st.player(BOT).screen;
            let mut expect = ColourSet::ALL;
            expect.0 &= !self.bag_drawn.0;
            ensure!(
                bag == expect,
                "the Paschabot's bag is {bag:?}, but {:?} were drawn this season",
                self.bag_drawn
            );
        }
        // Scrolls leave the game only by the Paschabot's madrasa action
        // (and its desert town 10), never to come back.
        let cat = g.catalog();
        let mut present = 0u128;
        for row in &st.scrolls {
            for id in row
                .face_up
                .iter()
                .flatten()
                .chain(row.stacks.iter().flat_map(|s| s.iter()))
            {
                present |= 1 << (id.0 - 1);
            }
        }
        for pl in &st.players[..st.n()] {
            present |= pl.scrolls.0;
        }
        let mut gone = 0u128;
        let mut gone_by_type = [0u32; 4];
        for def in &cat.scrolls {
            if present & (1 << (def.id.0 - 1)) == 0 {
                gone |= 1 << (def.id.0 - 1);
                gone_by_type[def.ty.index()] += 1;
            }
        }
        ensure!(
            self.gone & !gone == 0,
            "scrolls came back into the game: {:#x} -> {gone:#x}",
            self.gone
        );
        self.gone = gone;
        for ty in ScrollType::ALL {
            let k = ty.index();
            ensure!(
                gone_by_type[k] <= 3 * self.discards[k],
                "{} {ty:?} scrolls out of the game after {} discards of 3 face-up scrolls",
                gone_by_type[k],
                self.discards[k]
            );
        }
        Ok(())
    }
}

/// Whether seat `p` is the Paschabot (or its lazy variant).
fn is_bot(st: &State, p: PlayerId) -> bool {
    p == BOT && st.pascha.is_some()
}

/// The lazy Paschabot: no board, its keshis go back to the supply.
fn lazy_bot(st: &State) -> bool {
    st.pascha.is_some_and(|b| b.opponent == Opponent::Lazy)
}

/// Caravan spaces of the left path, the right path and the start oasis.
/// Module 5: "place one tile (the smaller one) on the start oasis. This
/// oasis and its associated keshi spaces are not available"; "there is a
/// fourth keshi space on both upper paths, leading the caravan to a far away
/// desert town".
fn path_caps(st: &State) -> [u8; 3] {
    if st.modules.desert_towns {
        [4, 4, 0]
    } else {
        [3, 3, 2]
    }
}

/// Free spaces for keshis of colour `c` on seat `p`'s board (R13: none
/// means the sector is complete); `u32::MAX` for goods (the souk is never
/// complete). The Paschabot's board has 8 fields per row and a water vendor
/// field at the end of each row but the souk; the lazy bot has no board.
fn free_spaces(st: &State, p: PlayerId, c: Colour) -> u32 {
    let pl = st.player(p);
    if let Some(pb) = st.pascha.filter(|_| p == BOT) {
        if pb.opponent == Opponent::Lazy {
            return u32::MAX;
        }
        return match c {
            Colour::Yellow | Colour::Purple | Colour::Orange => u32::MAX,
            Colour::Red => Sector::SCORING
                .iter()
                .filter(|s| !pl.has_vendor(**s))
                .count() as u32,
            _ => match c.sector() {
                Some(s) => 8u32.saturating_sub(pb.rows[s.index()] as u32),
                None => 0,
            },
        };
    }
    match c {
        Colour::Yellow | Colour::Purple | Colour::Orange => u32::MAX,
        // A water vendor in each sector but the souk.
        Colour::Red => 8 - pl.water_vendors.count_ones(),
        // 3 + 3 + 2 caravan spaces (module 5: 4 + 4 + 0).
        Colour::Brown => path_caps(st)
            .iter()
            .zip(pl.caravans)
            .map(|(cap, k)| (*cap as u32).saturating_sub(k as u32))
            .sum(),
        _ => match c.sector() {
            Some(s) => 8u32.saturating_sub(pl.sector_keshis(s) as u32),
            None => 0,
        },
    }
}

/// How many keshis of `c` seat `p` may still take: free spaces minus the
/// keshis of that colour set aside and not yet deployed (R16).
fn room(st: &State, p: PlayerId, c: Colour) -> u32 {
    free_spaces(st, p, c).saturating_sub(st.player(p).held[c.index()] as u32)
}

/// Whether `p` carries the sultan (palace) or the imam (mosque) now.
fn carries(st: &State, p: PlayerId, stair: Stair) -> bool {
    st.modules.imam_sultan && st.figures[stair.index()].carrier == Some(p)
}

/// The bonus a line space gives: module 1's tile lying on it, if any
/// ("These staircase tiles replace the printed bonus spaces").
fn line_space_bonus(cat: &Catalog, st: &State, space: u8) -> Bonus {
    if st.modules.staircase_tiles.is_some() {
        let coverable = cat
            .line_spaces
            .iter()
            .filter(|x| x.place == marrakesh_engine::catalog::LineSpacePlace::Coverable)
            .position(|x| x.id == space);
        if let Some((tile, side)) = coverable.and_then(|i| st.staircase_cover[i]) {
            if let Some(t) = cat.staircase_tiles.iter().find(|t| t.id == tile) {
                return t.faces[side as usize];
            }
        }
    }
    cat.line_space(space).bonus
}

/// Rapids a fisherman on `pos` has crossed.
fn rapids_crossed(cat: &Catalog, pos: u8) -> u8 {
    cat.river.rapids.iter().filter(|r| r.space <= pos).count() as u8
}

/// The listed actions of a decision agree with the rules as the books and
/// rulings state them (a re-derivation, not the engine's code).
fn rule_checks(g: &Game, p: PlayerId, d: Decision, legal: &[Action]) -> Result<(), String> {
    let st = g.state();
    let cat = g.catalog();
    let pl = st.player(p);
    let listed: HashSet<Action> = legal.iter().copied().collect();
    let who = format!("player {p} deciding {d:?}");
    match d {
        Decision::ClaimKeshis => {
            // R28: "chooses one color and takes up to 2 keshis of this
            // color": both when two are there and both fit, one only when one
            // is left or there is room for one only (R12, R13, R16).
            let most = |c: Colour| (st.display[c.index()] as u32).min(room(st, p, c)).min(2);
            let mut expect = HashSet::new();
            for c in Colour::ALL {
                if most(c) > 0 {
                    expect.insert(Action::Claim {
                        colour: c,
                        count: most(c) as u8,
                    });
                }
            }
            // Scroll 61: "You may always claim 2 keshis of your choice ...
            // They can be of the same color or of different colors.
            // Exception: If only 1 keshi is left or you may not claim 2 ...
            // you can and may claim 1 keshi only."
            if pl.has(Perk::ClaimAnyTwo) {
                for (i, a) in Colour::ALL.iter().enumerate() {
                    for b in &Colour::ALL[i + 1..] {
                        if most(*a) > 0 && most(*b) > 0 {
                            expect.insert(Action::ClaimPair {
                                first: *a,
                                second: *b,
                            });
                        }
                    }
                }
                let two = |a: &Action| !matches!(a, Action::Claim { count: 1, .. });
                if expect.iter().any(two) {
                    expect.retain(two);
                }
            }
            ensure!(
                listed == expect,
                "{who}: claims {listed:?}, the rules allow {expect:?} (base {:?}, held {:?})",
                st.display,
                pl.held
            );
        }
        Decision::UseAssistant => {
            // a) a new keshi if there is room (any goods colour in the souk),
            // b) the sector action (R5: the main square needs an entertainer).
            let mut expect = HashSet::new();
            for (i, sector) in pl.assistants.iter().enumerate() {
                if pl.assistants_used & (1 << i) != 0 {
                    continue;
                }
                let sector = *sector;
                if sector != Sector::MainSquare || pl.entertainers != 0 {
                    expect.insert(Action::UseAssistant {
                        sector,
                        option: AssistantOption::SectorAction,
                    });
                }
                let colours: Vec<Colour> = match sector.colour() {
                    None => Colour::GOODS.to_vec(),
                    Some(c) => vec![c],
                };
                for colour in colours {
                    if room(st, p, colour) > 0 {
                        expect.insert(Action::UseAssistant {
                            sector,
                            option: AssistantOption::NewKeshi { colour },
                        });
                    }
                }
            }
            ensure!(
                listed == expect,
                "{who}: listed {listed:?}, the rules allow {expect:?}"
            );
            ensure!(
                (0..st.num_players).all(|q| st.player(q).held_total() == 0),
                "{who}: keshis still set aside when an assistant is used"
            );
        }
        Decision::PlaceWildAssistant => {
            let mut expect = HashSet::new();
            for sector in Sector::ALL {
                let here = pl.assistants.iter().filter(|s| **s == sector).count();
                if here < if sector == Sector::Souk { 3 } else { 1 } {
                    expect.insert(Action::PlaceAssistant { sector });
                }
            }
            ensure!(
                listed == expect,
                "{who}: listed {listed:?}, expected {expect:?}"
            );
        }
        Decision::Madrasa { scholars, must_buy } => {
            // Module 2: "each scroll bought costs exactly 1 date less" with
            // the sultan.
            let sultan = u16::from(carries(st, p, Stair::Palace));
            let scroll_dates = |cost: u8| (cost as u16).saturating_sub(sultan);
            // Every scroll on display the rules allow is listed.
            for ty in ScrollType::ALL {
                for (slot, id) in st.scrolls[ty.index()].face_up.iter().enumerate() {
                    let Some(id) = id else { continue };
                    let def = cat.scroll(*id);
                    let a = Action::BuyScroll {
                        ty,
                        slot: slot as u8,
                    };
                    if def.requirement <= scholars
                        && pl.resources.dates >= scroll_dates(def.cost)
                        && must_buy.is_none_or(|m| m == ty)
                    {
                        ensure!(
                            listed.contains(&a),
                            "{who}: {a:?} (scroll {id}: {} scholars, {} dates) not listed",
                            def.requirement,
                            scroll_dates(def.cost)
                        );
                    }
                }
            }
            ensure!(
                scholars <= pl.markers[Sector::Madrasa.index()],
                "{who}: more scholars than deployed"
            );
            for a in legal {
                match *a {
                    Action::BuyScroll { ty, slot } => {
                        let id = st.scrolls[ty.index()]
                            .face_up
                            .get(slot as usize)
                            .copied()
                            .flatten();
                        let Some(id) = id else {
                            return Err(format!("{who}: {a:?} but no scroll there"));
                        };
                        let def = cat.scroll(id);
                        ensure!(
                            def.requirement <= scholars
                                && pl.resources.dates >= scroll_dates(def.cost)
                                && must_buy.is_none_or(|m| m == ty),
                            "{who}: {a:?} (scroll {id} needs {} scholars, {} dates)",
                            def.requirement,
                            scroll_dates(def.cost)
                        );
                    }
                    Action::RefreshScrolls { ty, pay } => {
                        // R4: only when a scroll of that type could be bought
                        // afterwards (all scrolls of a type have the same terms).
                        let terms = cat.scrolls.iter().find(|s| s.ty == ty);
                        let can_buy = terms.is_some_and(|t| {
                            t.requirement <= scholars
                                && pl.resources.dates.saturating_sub(pay.dates)
                                    >= scroll_dates(t.cost)
                        });
                        ensure!(
                            must_buy.is_none()
                                && !pl.refreshed_this_round
                                && !pl.bought_scroll_this_round
                                && pay.total() == 1
                                && pl.resources.covers(pay)
                                && can_buy,
                            "{who}: {a:?} listed"
                        );
                    }
                    Action::Done => ensure!(must_buy.is_none(), "{who}: may stop after a refresh"),
                    _ => return Err(format!("{who}: {a:?} listed")),
                }
            }
        }
        Decision::Souk { mode } => {
            // Module 2: with the imam "each luxury good bought costs exactly
            // 1 goods keshi (any) less".
            let imam = u16::from(carries(st, p, Stair::Mosque));
            let buying = match mode {
                SoukMode::Start => true,
                SoukMode::Buying => pl.has(Perk::SeveralLuxuryGoods),
                SoukMode::Exchanging => false,
            };
            for (slot, id) in st.luxury.face_up.iter().enumerate() {
                let Some(id) = id else { continue };
                let cost = cat.luxury(*id).cost;
                let short: u16 = (0..3)
                    .map(|k| (cost[k] as u16).saturating_sub(pl.goods[k]))
                    .sum();
                let a = Action::BuyLuxury { slot: slot as u8 };
                ensure!(
                    listed.contains(&a) == (buying && short <= imam),
                    "{who}: {a:?} listed {} (costs {cost:?}, goods {:?}, imam {imam})",
                    listed.contains(&a),
                    pl.goods
                );
            }
            for a in legal {
                match *a {
                    Action::BuyLuxury { .. } => {}
                    Action::ExchangeGoods { colour } => ensure!(
                        colour.goods_index().is_some_and(|k| pl.goods[k] > 0),
                        "{who}: {a:?} with goods {:?}",
                        pl.goods
                    ),
                    Action::Done => {}
                    _ => return Err(format!("{who}: {a:?} listed")),
                }
            }
        }
        Decision::Medina => {
            for a in legal {
                match *a {
                    Action::BuyGate {
                        workshop,
                        colour,
                        pay,
                    } => {
                        let w = workshop as usize;
                        let mut price = cat.workshops[w].price as u16;
                        if pl.has(Perk::GateDiscount) {
                            price = price.saturating_sub(1);
                        }
                        ensure!(
                            pl.watchtower > 0
                                && pl.gates.iter().any(|g| g.is_none())
                                && st.workshops[w][colour.index()] > 0
                                && pay.total() == price
                                && pl.resources.covers(pay),
                            "{who}: {a:?} listed (price {price}, watchtower {})",
                            pl.watchtower
                        );
                    }
                    Action::Done => {}
                    _ => return Err(format!("{who}: {a:?} listed")),
                }
            }
        }
        Decision::BuildGate { .. } => {
            for a in legal {
                ensure!(
                    matches!(*a, Action::BuildGate { space } if pl.gates[space as usize].is_none()),
                    "{who}: {a:?} listed"
                );
            }
        }
        Decision::Sahara | Decision::ClaimFreeOases { .. } => {
            for a in legal {
                match *a {
                    Action::ClaimOasis { slot, pay } => ensure!(
                        pl.oasis_slots[slot as usize].status == OasisStatus::Discovered
                            && pl.resources.covers(pay),
                        "{who}: {a:?} listed for {:?}",
                        pl.oasis_slots[slot as usize]
                    ),
                    Action::ClaimDesertTown { .. } | Action::Done => {}
                    _ => return Err(format!("{who}: {a:?} listed")),
                }
            }
            // Module 5: "When claiming a desert town with a Sahara sector
            // action, the player must pay a set of 3 goods keshis (yellow +
            // orange + purple)"; scroll 62 "CANNOT claim a desert town";
            // town 12: "You must have at least 1 uncommitted guard keshi".
            let towns: HashSet<Action> = listed
                .iter()
                .filter(|a| matches!(a, Action::ClaimDesertTown { .. }))
                .copied()
                .collect();
            let gate_town = |town: u8| {
                cat.desert_towns
                    .iter()
                    .any(|t| t.id == town && t.effect == DesertTownEffect::TakeGate)
            };
            let mut expect = HashSet::new();
            if d == Decision::Sahara && pl.goods.iter().all(|&g| g >= 1) {
                for (space, slot) in pl.towns.iter().enumerate() {
                    if slot.is_some_and(|t| !t.claimed && (pl.watchtower > 0 || !gate_town(t.town)))
                    {
                        expect.insert(Action::ClaimDesertTown { space: space as u8 });
                    }
                }
            }
            ensure!(
                towns == expect,
                "{who}: town claims {towns:?}, the rules allow {expect:?} (towns {:?}, goods {:?})",
                pl.towns,
                pl.goods
            );
        }
        Decision::LuxuryDiscount { slot } => {
            // "1 goods keshi (any) less": any colour the good costs, as long
            // as the rest can be paid.
            ensure!(carries(st, p, Stair::Mosque), "{who} without the imam");
            let Some(Some(id)) = st.luxury.face_up.get(slot as usize) else {
                return Err(format!("{who}: no luxury good in slot {slot}"));
            };
            let cost = cat.luxury(*id).cost;
            let mut expect = HashSet::new();
            for (k, colour) in Colour::GOODS.iter().enumerate() {
                let affordable = (0..3).all(|j| pl.goods[j] + u16::from(j == k) >= cost[j] as u16);
                if cost[k] > 0 && affordable {
                    expect.insert(Action::ChooseColour { colour: *colour });
                }
            }
            ensure!(
                listed == expect,
                "{who}: listed {listed:?}, the rules allow {expect:?} (cost {cost:?}, goods {:?})",
                pl.goods
            );
        }
        Decision::ChooseDesertTown { space } => {
            // "they choose one of the desert towns from the display ...
            // placed on a free desert-town space".
            ensure!(
                st.modules.desert_towns && space < 2 && pl.towns[space as usize].is_none(),
                "{who}: town space {space} holds {:?}",
                pl.towns.get(space as usize)
            );
            let expect: HashSet<Action> = (0..st.towns.len())
                .map(|index| Action::TakeDesertTown { index: index as u8 })
                .collect();
            ensure!(
                listed == expect,
                "{who}: listed {listed:?}, the display is {:?}",
                st.towns
            );
        }
        Decision::FreeScroll => {
            // Town 10: "take 1 scroll of your choice from the display. You do
            // not have to meet the requirement nor do you have to pay".
            let mut expect: HashSet<Action> = HashSet::from([Action::Done]);
            for ty in ScrollType::ALL {
                for (slot, id) in st.scrolls[ty.index()].face_up.iter().enumerate() {
                    if id.is_some() {
                        expect.insert(Action::TakeScroll {
                            ty,
                            slot: slot as u8,
                        });
                    }
                }
            }
            ensure!(
                listed == expect,
                "{who}: listed {listed:?}, expected {expect:?}"
            );
        }
        Decision::FreeLuxury => {
            // Town 11: "take 1 luxury good of your choice from the display.
            // You do not have to pay any goods keshis."
            let mut expect: HashSet<Action> = HashSet::from([Action::Done]);
            for (slot, id) in st.luxury.face_up.iter().enumerate() {
                if id.is_some() {
                    expect.insert(Action::BuyLuxury { slot: slot as u8 });
                }
            }
            ensure!(
                listed == expect,
                "{who}: listed {listed:?}, expected {expect:?}"
            );
        }
        Decision::FreeGate => {
            // Town 12: "You may take 1 city gate of your choice and build it
            // ... You do not pay dinars"; it needs an uncommitted guard.
            let mut expect = HashSet::from([Action::Done]);
            for (w, stock) in st.workshops.iter().enumerate() {
                for colour in Colour::ALL {
                    if stock[colour.index()] > 0 {
                        expect.insert(Action::BuyGate {
                            workshop: w as u8,
                            colour,
                            pay: Resources::ZERO,
                        });
                    }
                }
            }
            ensure!(
                pl.watchtower > 0 && pl.gates.iter().any(|g| g.is_none()),
                "{who}: a free gate without a guard on the watchtower"
            );
            ensure!(
                listed == expect,
                "{who}: listed {listed:?}, expected {expect:?}"
            );
        }
        Decision::StorageExchange => {
            // "return any 1 keshi deployed on their player board" except
            // goods keshis, guards committed to gates and caravans (R1:
            // Essential none; Classic none next to a discovered or claimed
            // oasis, so with module 5 the one next to a desert town only).
            let mut expect: HashSet<Action> = HashSet::from([Action::Done]);
            for sector in Sector::ALL.iter().copied().filter(|s| s.has_marker()) {
                if pl.markers[sector.index()] > 0 {
                    expect.insert(Action::ReturnKeshi {
                        keshi: BoardKeshi::Marker { sector },
                    });
                }
            }
            for field in 0..8u8 {
                if pl.entertainers & (1 << field) != 0 {
                    expect.insert(Action::ReturnKeshi {
                        keshi: BoardKeshi::Entertainer { field },
                    });
                }
            }
            if pl.watchtower > 0 {
                expect.insert(Action::ReturnKeshi {
                    keshi: BoardKeshi::Guard,
                });
            }
            for sector in Sector::SCORING {
                if pl.has_vendor(sector) {
                    expect.insert(Action::ReturnKeshi {
                        keshi: BoardKeshi::WaterVendor { sector },
                    });
                }
            }
            if st.edition == Edition::Classic && st.modules.desert_towns {
                for (k, path) in [SaharaPath::Left, SaharaPath::Right]
                    .into_iter()
                    .enumerate()
                {
                    if pl.caravans[k] == 4 {
                        expect.insert(Action::ReturnKeshi {
                            keshi: BoardKeshi::Caravan { path },
                        });
                    }
                }
            }
            ensure!(
                listed == expect,
                "{who}: listed {listed:?}, expected {expect:?}"
            );
        }
        Decision::LineBonus { line, picks, taken } => {
            // R7: the line between the segments the two pawns stand in.
            let seg = |s: Stair| cat.segment(pl.stairs[s.index()]);
            let here = cat.line(seg(Stair::Palace), seg(Stair::Mosque));
            let Some(l) = cat.lines.get(line as usize) else {
                return Err(format!("{who}: no line {line}"));
            };
            // (Scroll 63's second pick stays on the line of the crossing.)
            ensure!(
                taken != 0 || l.spaces == here.spaces,
                "{who}: line {line}, but the pawns stand on {:?}",
                pl.stairs
            );
            ensure!(picks >= 1, "{who}: no pick left");
            let expect: HashSet<Action> = l
                .spaces
                .iter()
                .filter(|sp| taken & (1 << **sp) == 0)
                .map(|&space| Action::LineBonus { space })
                .collect();
            ensure!(
                listed == expect,
                "{who}: listed {listed:?}, expected {expect:?}"
            );
        }
        Decision::PlaceEntertainer => {
            for a in legal {
                ensure!(
                    matches!(*a, Action::PlaceEntertainer { field } if pl.entertainers & (1 << field) == 0),
                    "{who}: {a:?} listed"
                );
            }
        }
        Decision::PlaceCaravan => {
            let caps = path_caps(st);
            let expect: HashSet<Action> =
                [SaharaPath::Left, SaharaPath::Right, SaharaPath::StartOasis]
                    .into_iter()
                    .enumerate()
                    .filter(|(k, _)| pl.caravans[*k] < caps[*k])
                    .map(|(_, path)| Action::PlaceCaravan { path })
                    .collect();
            ensure!(
                listed == expect,
                "{who}: listed {listed:?} with caravans {:?}, the rules allow {expect:?}",
                pl.caravans
            );
        }
        Decision::PlaceWaterVendor => {
            for a in legal {
                ensure!(
                    matches!(*a, Action::PlaceWaterVendor { sector }
                        if sector != Sector::Souk && !pl.has_vendor(sector)),
                    "{who}: {a:?} listed"
                );
            }
        }
        Decision::DeployHeldKeshi => {
            for a in legal {
                ensure!(
                    matches!(*a, Action::DeployHeld { colour } if pl.held[colour.index()] > 0),
                    "{who}: {a:?} listed with held {:?}",
                    pl.held
                );
            }
        }
        Decision::ExtraStep {
            track: Track::River,
            ..
        } => {
            for a in legal {
                ensure!(
                    *a == Action::Done
                        || (*a
                            == Action::ExtraStep {
                                pay: StepPayment::Water
                            }
                            && pl.resources.water > 0),
                    "{who}: {a:?} listed"
                );
            }
        }
        Decision::ChooseSectorAction => {
            ensure!(
                pl.entertainers != 0
                    || !listed.contains(&Action::ChooseSector {
                        sector: Sector::MainSquare
                    }),
                "{who}: the main square without an entertainer (R5)"
            );
        }
        Decision::RiverTileOption => {
            ensure!(
                st.season == 2,
                "{who}: a two-option river tile before season 3 (R9)"
            );
        }
        _ => {}
    }
    Ok(())
}

/// Rules followed step by step through one action's events:
/// - R8/R9: the river evaluation rewards the fisherman furthest along (the
///   earlier arrival on the same space), never one on the start space, and
///   second place only in season 3 with more than 2 players;
/// - R6/R15: a water vendor in the sector pays when an assistant there is
///   used (scroll 35: 2 water), and nothing else pays water at that moment;
/// - R1: Essential claims wait beside the board until the claims end.
fn river_and_vendors(
    prev: &State,
    g: &Game,
    events: &[Event],
    second: &mut Option<PlayerId>,
) -> Result<(), String> {
    let st = g.state();
    let n = st.num_players as usize;
    let mut pos: Vec<u8> = prev.players[..n].iter().map(|p| p.fisherman).collect();
    let mut stamp: Vec<u32> = prev.players[..n].iter().map(|p| p.arrival as u32).collect();
    let mut next_stamp = prev.arrivals as u32;
    let mut vendors: Vec<u16> = prev.players[..n].iter().map(|p| p.water_vendors).collect();
    let mut perks: Vec<u64> = prev.players[..n].iter().map(|p| p.perks).collect();
    let (mut awarded, mut checked_lazy) = (false, false);
    for (i, e) in events.iter().enumerate() {
        match e {
            Event::ScrollTaken { player, scroll } => {
                if let ScrollEffect::Perk { perk } = g.catalog().scroll(*scroll).effect {
                    perks[*player as usize] |= perk.bit();
                }
            }
            Event::FishermanMoved { player, to, .. } => {
                pos[*player as usize] = *to;
                stamp[*player as usize] = next_stamp;
                next_stamp += 1;
            }
            Event::RiverTileAwarded { player, place, .. } if lazy_bot(st) => {
                // 003, lazy Paschabot: "Du erhältst den Bonus des
                // Flussplättchens, wenn du mit deinem Fischer in Durchgang 1
                // mindestens die erste Stromschnelle überquert hast, in
                // Durchgang 2 die zweite und in Durchgang 3 die dritte".
                let season = prev.season;
                ensure!(
                    *player == 0 && *place == 0 && rapids_crossed(g.catalog(), pos[0]) > season,
                    "{e:?} against the lazy Paschabot in season {season}, fisherman on {}",
                    pos[0]
                );
                awarded = true;
            }
            Event::RiverTileAwarded { player, place, .. } => {
                let mut order: Vec<usize> = (0..n).filter(|&q| pos[q] > 0).collect();
                order.sort_by_key(|&q| (std::cmp::Reverse(pos[q]), stamp[q]));
                match place {
                    0 => {
                        ensure!(
                            order.first() == Some(&(*player as usize)),
                            "{e:?}, but the river order is {order:?} (spaces {pos:?}, arrivals \
                             {stamp:?})"
                        );
                        *second = order.get(1).map(|&q| q as PlayerId);
                    }
                    _ => ensure!(
                        st.season == 2 && n > 2 && *second == Some(*player),
                        "{e:?} in season {} with {n} players; second place was {second:?}",
                        st.season
                    ),
                }
            }
            Event::KeshiDeployed {
                player,
                colour: Colour::Red,
                sector,
            } => vendors[*player as usize] |= 1 << sector.index(),
            Event::KeshiRemoved {
                player,
                colour: Colour::Red,
                sector,
            } => vendors[*player as usize] &= !(1 << sector.index()),
            Event::AssistantUsed { player, sector, .. } if is_bot(st, *player) => {
                // 003: "Für jeden Bezirk außer Souk und Madrasa ...
                // Wasserverkäufer: 1 Punkt (statt 1 Wasser)".
                let present = !matches!(sector, Sector::Souk | Sector::Madrasa)
                    && vendors[BOT as usize] & (1 << sector.index()) != 0;
                if present {
                    ensure!(
                        events.get(i + 1)
                            == Some(&Event::Scored {
                                player: BOT,
                                points: 1,
                                category: ScoreCategory::Paschabot
                            }),
                        "{e:?} with a water vendor there, then {:?}",
                        events.get(i + 1)
                    );
                }
            }
            Event::AssistantUsed { player, sector, .. } => {
                let q = *player as usize;
                let pl = &prev.players[q];
                let (present, absent) = if *sector == Sector::Souk {
                    (
                        pl.souk_vendor == SoukVendor::Active,
                        pl.souk_vendor == SoukVendor::None,
                    )
                } else {
                    let v = vendors[q] & (1 << sector.index()) != 0;
                    (v, !v)
                };
                let water = 1 + u16::from(perks[q] & Perk::ExtraVendorWater.bit() != 0);
                let paid = matches!(events.get(i + 1), Some(Event::ResourcesGained { player: x, resources })
                    if x == player && resources.dates == 0 && resources.dinars == 0);
                if present {
                    ensure!(
                        matches!(events.get(i + 1), Some(Event::ResourcesGained { player: x, resources })
                            if x == player && *resources == Resources::new(water, 0, 0)),
                        "{e:?} with a water vendor there, then {:?}",
                        events.get(i + 1)
                    );
                }
                if absent {
                    ensure!(
                        !paid,
                        "{e:?} without a water vendor there, then {:?}",
                        events.get(i + 1)
                    );
                }
            }
            // (The Paschabot deploys at once: 003 "Essential: tausche die
            // Holz-Keshis zuerst gegen Papp-Keshis".)
            Event::KeshiDeployed { player, .. } | Event::KeshiReturned { player, .. }
                if st.edition == Edition::Essential
                    && prev.phase == Phase::Claim
                    && st.phase == Phase::Claim
                    && !is_bot(st, *player) =>
            {
                return Err(format!("{e:?} during the Essential claims"));
            }
            // Against the lazy bot, the river evaluation happened just
            // before the first provisioning of the season: the tile was
            // awarded exactly when your fisherman had crossed the rapid.
            Event::Provisioned { .. } | Event::SeasonEnded { .. }
                if lazy_bot(st) && prev.phase != Phase::SeasonScoring && !checked_lazy =>
            {
                checked_lazy = true;
                let due = rapids_crossed(g.catalog(), pos[0]) > prev.season;
                ensure!(
                    awarded == due,
                    "lazy Paschabot, season {}: fisherman on {}, river tile awarded: {awarded}",
                    prev.season,
                    pos[0]
                );
            }
            _ => {}
        }
    }
    Ok(())
}

/// Keshis on seat `p`'s board outside the souk (water vendors included,
/// scroll 57's souk vendor not); the Paschabot's rows.
fn board_keshis(st: &State, p: PlayerId) -> i32 {
    let pl = st.player(p);
    let own = match st.pascha.filter(|_| p == BOT) {
        Some(pb) => pb.rows.iter().map(|&x| x as i32).sum::<i32>(),
        None => Sector::ALL
            .iter()
            .filter(|s| **s != Sector::Souk)
            .map(|s| pl.sector_keshis(*s) as i32)
            .sum::<i32>(),
    };
    own + pl.water_vendors.count_ones() as i32
}

/// Checks of one action's effect: the events account for every change of
/// scores, resources and keshis, and what only grows does not shrink.
/// `(actor, d, a)`: the action applied and the decision it answered.
fn transition(
    prev: &State,
    g: &Game,
    events: &[Event],
    (actor, d, a): (PlayerId, Decision, Action),
) -> Result<(), String> {
    let st = g.state();
    let cat = g.catalog();
    let n = st.num_players as usize;
    let mut score = [[0i32; ScoreCategory::COUNT]; 4];
    let mut res = [[0i32; 3]; 4];
    let mut board = [0i32; 4];
    let mut goods = [[0i32; 3]; 4];
    // Module 2: who carries the sultan and the imam, event by event.
    let mut carrier = [None; 2];
    if prev.modules.imam_sultan {
        carrier = [prev.figures[0].carrier, prev.figures[1].carrier];
    }
    // Luxury goods bought with the imam's discount of 1 goods keshi: (cost,
    // the colour chosen if the player chose).
    let mut discounts: Vec<Vec<([u8; 3], Option<Colour>)>> = vec![Vec::new(); 4];
    // Goods keshis the Paschabot paid for luxury goods (jokers: only the
    // count).
    let mut bot_paid = 0i32;
    let mut free_luxury = d == Decision::FreeLuxury;
    let mut brown_removed = [0u32; 4];
    let r3 = |r: &Resources| [r.water as i32, r.dates as i32, r.dinars as i32];
    for (i, e) in events.iter().enumerate() {
        let removed_later = |q: PlayerId| {
            events[i..]
                .iter()
                .any(|x| matches!(x, Event::KeshiRemoved { player, .. } if *player == q))
        };
        match e {
            Event::Provisioned {
                player,
                paid,
                penalty,
            } if !prev.player(*player).has(Perk::ProvisionAlternative) => {
                // "If a player cannot pay the required resources shown on all
                // their provision tiles, they must pay all of their resources
                // ... and lose all points shown on their activated tiles."
                ensure!(
                    !is_bot(st, *player),
                    "the Paschabot provisions: {e:?} (\"Der Paschabot muss sich nicht um die \
                     Versorgung der Bewohner kümmern\")"
                );
                let q = *player as usize;
                let mut need = Resources::ZERO;
                let mut points = 0i16;
                for t in prev.players[q].provision.iter().filter(|t| t.active) {
                    need.add(cat.provision(t.tile).cost);
                    points += cat.provision(t.tile).penalty as i16;
                }
                let r0 = prev.players[q].resources;
                let had = [
                    r0.water as i32 + res[q][0],
                    r0.dates as i32 + res[q][1],
                    r0.dinars as i32 + res[q][2],
                ];
                // The payment's own event came just before.
                let before = Resources::new(
                    (had[0] + paid.water as i32) as u16,
                    (had[1] + paid.dates as i32) as u16,
                    (had[2] + paid.dinars as i32) as u16,
                );
                // Scroll 33: "you may use dates and water instead of dinar
                // whenever you have to pay a cost".
                // (Bought by the very action that ended the season, too.)
                let swap = prev.player(*player).has(Perk::DatesAndWaterAsDinars)
                    || st.player(*player).has(Perk::DatesAndWaterAsDinars);
                let spare = |have: &Resources| {
                    have.water.saturating_sub(need.water) + have.dates.saturating_sub(need.dates)
                };
                let can_pay = before.covers(need)
                    || (swap
                        && before.water >= need.water
                        && before.dates >= need.dates
                        && before.dinars + spare(&before) >= need.dinars);
                if can_pay {
                    let valid = *paid == need
                        || (swap
                            && paid.water >= need.water
                            && paid.dates >= need.dates
                            && paid.dinars <= need.dinars
                            && paid.dinars + spare(paid) == need.dinars);
                    ensure!(
                        valid && *penalty == 0,
                        "{e:?}: had {before:?}, needed {need:?} (scroll 33: {swap})"
                    );
                } else {
                    ensure!(
                        *paid == before && *penalty == points,
                        "{e:?}: had {before:?}, needed {need:?}, penalty {points}"
                    );
                }
            }
            Event::KeshiReturned { player, colour } if !removed_later(*player) => {
                // R13: only a keshi for a complete sector goes back.
                ensure!(
                    free_spaces(st, *player, *colour) == 0,
                    "{e:?} but the {} has room",
                    colour.sector().map(|s| s.name()).unwrap_or("board")
                );
            }
            Event::LeftoverReturned { colours }
                if !events[i..]
                    .iter()
                    .any(|x| matches!(x, Event::KeshiRemoved { .. })) =>
            {
                // R11: keshis stay in the base while anybody may claim them.
                for q in 0..n {
                    for c in Colour::ALL {
                        ensure!(
                            colours[c.index()] == 0 || room(st, q as u8, c) == 0,
                            "{e:?} but player {q} has room for {c}"
                        );
                    }
                }
            }
            Event::Scored {
                player,
                points,
                category,
            } => {
                ensure!(*points != 0, "an event scores 0 points: {e:?}");
                ensure!(
                    !(lazy_bot(st) && *player == BOT),
                    "the lazy Paschabot scores: {e:?}"
                );
                score[*player as usize][category.index()] += *points as i32;
            }
            Event::ResourcesGained { player, resources } => {
                // 003: "Der Paschabot erhält keine Ressourcen ... stattdessen
                // 1 Punkt je erhaltener Ressource".
                ensure!(!is_bot(st, *player), "the Paschabot gains resources: {e:?}");
                for (k, v) in r3(resources).iter().enumerate() {
                    res[*player as usize][k] += v;
                }
            }
            Event::ResourcesPaid { player, resources } => {
                ensure!(!is_bot(st, *player), "the Paschabot pays resources: {e:?}");
                for (k, v) in r3(resources).iter().enumerate() {
                    res[*player as usize][k] -= v;
                }
            }
            Event::KeshiDeployed {
                player,
                colour,
                sector,
            }
            | Event::KeshiRemoved {
                player,
                colour,
                sector,
            } => {
                let sign = if matches!(e, Event::KeshiDeployed { .. }) {
                    1
                } else {
                    -1
                };
                ensure!(
                    colour.sector() == Some(*sector)
                        || (*colour == Colour::Red && *sector != Sector::Souk),
                    "a {colour} keshi in the {sector}: {e:?}"
                );
                ensure!(
                    !(lazy_bot(st) && *player == BOT),
                    "the lazy Paschabot deploys (its keshis go back to the supply): {e:?}"
                );
                if sign < 0 && *colour == Colour::Brown {
                    brown_removed[*player as usize] += 1;
                }
                match colour.goods_index() {
                    Some(k) => goods[*player as usize][k] += sign,
                    None => board[*player as usize] += sign,
                }
            }
            Event::GoodsExchanged { player, colour } => {
                let Some(k) = colour.goods_index() else {
                    return Err(format!("{colour} exchanged as goods: {e:?}"));
                };
                goods[*player as usize][k] -= 1;
            }
            Event::FigureMoved {
                stair, carrier: c, ..
            } => {
                ensure!(prev.modules.imam_sultan, "{e:?} without module 2");
                carrier[stair.index()] = *c;
            }
            Event::LuxuryBought { player, luxury } => {
                let cost = cat.luxury(*luxury).cost;
                let total: i32 = cost.iter().map(|&c| c as i32).sum();
                let q = *player as usize;
                if is_bot(st, *player) {
                    // 003: goods are jokers ("nur die Anzahl, nicht die Farbe");
                    // R20: with the sultan 1 goods keshi less.
                    let sultan = carrier[Stair::Palace.index()] == Some(BOT);
                    bot_paid += total - i32::from(sultan && total > 0);
                } else if free_luxury && *player == actor {
                    // Desert town 11: "You do not have to pay any goods
                    // keshis."
                    free_luxury = false;
                } else {
                    for (k, c) in cost.iter().enumerate() {
                        goods[q][k] -= *c as i32;
                    }
                    if carrier[Stair::Mosque.index()] == Some(*player) && total > 0 {
                        let chosen = match (d, a) {
                            (Decision::LuxuryDiscount { .. }, Action::ChooseColour { colour })
                                if *player == actor =>
                            {
                                Some(colour)
                            }
                            _ => None,
                        };
                        discounts[q].push((cost, chosen));
                    }
                }
                ensure!(
                    st.player(*player).luxury_ids().any(|l| l == *luxury),
                    "{e:?} but the good is not owned"
                );
            }
            Event::ScrollTaken { player, scroll } => ensure!(
                st.player(*player).scrolls.contains(*scroll) && !is_bot(st, *player),
                "{e:?} but the scroll is not owned"
            ),
            Event::OasisClaimed {
                player,
                oasis,
                storage,
            } => ensure!(
                st.player(*player).storage.get(*storage as usize) == Some(oasis),
                "{e:?} but the storage holds {:?}",
                st.player(*player).storage
            ),
            Event::GateBuilt {
                player,
                colour,
                space,
                ..
            } => ensure!(
                st.player(*player).gates.get(*space as usize) == Some(&Some(*colour)),
                "{e:?} but the gates are {:?}",
                st.player(*player).gates
            ),
            Event::DesertTownTaken { player, town } => {
                ensure!(
                    prev.towns.iter().any(|t| t == town)
                        && !st.towns.iter().any(|t| t == town)
                        && st
                            .player(*player)
                            .towns
                            .iter()
                            .flatten()
                            .any(|t| t.town == *town),
                    "{e:?}: display {:?} -> {:?}, town spaces {:?}",
                    prev.towns,
                    st.towns,
                    st.player(*player).towns
                );
            }
            Event::DesertTownClaimed { player, town } => {
                // "pay a set of 3 goods keshis (yellow + orange + purple) and
                // flip the town to its day side".
                ensure!(!is_bot(st, *player), "the Paschabot claims {e:?}");
                let before = prev.player(*player).towns;
                let after = st.player(*player).towns;
                let k = before
                    .iter()
                    .position(|t| t.is_some_and(|t| t.town == *town && !t.claimed));
                ensure!(
                    k.is_some_and(|k| after[k].is_some_and(|t| t.town == *town && t.claimed)),
                    "{e:?}: town spaces {before:?} -> {after:?}"
                );
                for g in goods[*player as usize].iter_mut() {
                    *g -= 1;
                }
            }
            _ => {}
        }
    }
    let scoring = matches!(
        st.phase,
        Phase::SeasonScoring | Phase::ProvisionReveal | Phase::GameOver
    ) || st.season != prev.season;
    for p in 0..n {
        let (a, b) = (&prev.players[p], &st.players[p]);
        let who = format!("player {p}");
        let bot = is_bot(st, p as PlayerId);
        for c in ScoreCategory::ALL {
            let d = b.score_by[c.index()] as i32 - a.score_by[c.index()] as i32;
            ensure!(
                d == score[p][c.index()],
                "{who}: {c:?} points changed by {d}, the events say {}",
                score[p][c.index()]
            );
        }
        let d = [
            b.resources.water as i32 - a.resources.water as i32,
            b.resources.dates as i32 - a.resources.dates as i32,
            b.resources.dinars as i32 - a.resources.dinars as i32,
        ];
        ensure!(
            d == res[p],
            "{who}: resources changed by {d:?} (water, dates, dinars), the events say {:?}",
            res[p]
        );
        let d = board_keshis(st, p as PlayerId) - board_keshis(prev, p as PlayerId);
        ensure!(
            d == board[p],
            "{who}: {d:+} keshis on the board, the events say {:+}",
            board[p]
        );
        let delta: Vec<i32> = (0..3)
            .map(|k| b.goods[k] as i32 - a.goods[k] as i32 - goods[p][k])
            .collect();
        if bot {
            let sum: i32 = delta.iter().sum();
            ensure!(
                sum == -bot_paid && (bot_paid != 0 || delta.iter().all(|x| *x == 0)),
                "{who}: goods {:?} -> {:?}, the events say {:?} and {bot_paid} paid for \
                 luxury goods",
                a.goods,
                b.goods,
                goods[p]
            );
        } else {
            let ok = match discounts[p].as_slice() {
                [] => delta.iter().all(|x| *x == 0),
                [(cost, chosen)] => (0..3).any(|k| {
                    cost[k] > 0
                        && chosen.is_none_or(|c| c.goods_index() == Some(k))
                        && (0..3).all(|j| delta[j] == i32::from(j == k))
                }),
                more => {
                    delta.iter().all(|x| *x >= 0) && delta.iter().sum::<i32>() == more.len() as i32
                }
            };
            ensure!(
                ok,
                "{who}: goods {:?} -> {:?}, the events say {:?}, imam discounts {:?}",
                a.goods,
                b.goods,
                goods[p],
                discounts[p]
            );
        }
        // What only grows.
        ensure!(
            b.stairs[0] >= a.stairs[0] && b.stairs[1] >= a.stairs[1],
            "{who}: a pawn went down the stairs {:?} -> {:?}",
            a.stairs,
            b.stairs
        );
        // (R1, Classic with module 5: the exchange icon may return the
        // caravan next to a desert town.)
        let returnable = |k: usize| {
            k < 2
                && st.edition == Edition::Classic
                && st.modules.desert_towns
                && a.caravans[k] == 4
                && b.caravans[k] == 3
                && brown_removed[p] > 0
        };
        ensure!(
            (0..3).all(|k| b.caravans[k] >= a.caravans[k] || returnable(k)),
            "{who}: caravans {:?} -> {:?}",
            a.caravans,
            b.caravans
        );
        for k in 0..8 {
            ensure!(
                a.gates[k].is_none() || a.gates[k] == b.gates[k],
                "{who}: gate {k} {:?} -> {:?}",
                a.gates[k],
                b.gates[k]
            );
        }
        ensure!(
            a.scrolls.0 & !b.scrolls.0 == 0,
            "{who}: lost scrolls {:?} -> {:?}",
            a.scrolls,
            b.scrolls
        );
        ensure!(a.luxury & !b.luxury == 0, "{who}: lost luxury goods");
        ensure!(a.perks & !b.perks == 0, "{who}: lost scroll abilities");
        ensure!(
            b.storage.as_slice().starts_with(a.storage.as_slice()),
            "{who}: storage {:?} -> {:?}",
            a.storage,
            b.storage
        );
        for k in 0..6 {
            let (x, y) = (a.oasis_slots[k], b.oasis_slots[k]);
            let rank = |s: OasisStatus| match s {
                OasisStatus::Hidden => 0,
                OasisStatus::Discovered => 1,
                OasisStatus::Claimed => 2,
            };
            ensure!(
                x.oasis == y.oasis && rank(y.status) >= rank(x.status),
                "{who}: oasis slot {k} {x:?} -> {y:?}"
            );
        }
        for k in 0..3 {
            let (x, y) = (a.provision[k], b.provision[k]);
            ensure!(
                x.tile == y.tile && (!x.active || y.active),
                "{who}: provision tile {k} {x:?} -> {y:?}"
            );
        }
        // A desert town stays on its space; its day side stays up.
        for k in 0..2 {
            let (x, y) = (a.towns[k], b.towns[k]);
            ensure!(
                x.is_none_or(|x| y.is_some_and(|y| y.town == x.town && (y.claimed || !x.claimed))),
                "{who}: town space {k} {x:?} -> {y:?}"
            );
        }
        ensure!(
            (0..3).all(|s| b.river_steps[s] >= a.river_steps[s]),
            "{who}: river steps {:?} -> {:?}",
            a.river_steps,
            b.river_steps
        );
        if !scoring {
            ensure!(
                b.fisherman >= a.fisherman,
                "{who}: fisherman went back from {} to {} in phase {:?}",
                a.fisherman,
                b.fisherman,
                st.phase
            );
        }
    }
    // Every gate that leaves a workshop does so with its event.
    for (w, (x, y)) in prev.workshops.iter().zip(&st.workshops).enumerate() {
        for c in Colour::ALL {
            let taken = events
                .iter()
                .filter(|e| {
                    matches!(e, Event::GateBought { workshop, colour, .. }
                        if *workshop as usize == w && *colour == c)
                })
                .count() as i32;
            let d = x[c.index()] as i32 - y[c.index()] as i32;
            ensure!(
                d == taken,
                "{d} {c} gates left workshop {w}, {taken} GateBought events"
            );
        }
    }
    // The display of desert towns only shrinks; tiles and modules stay.
    ensure!(
        st.towns.iter().all(|t| prev.towns.iter().any(|x| x == t)),
        "desert towns {:?} -> {:?}",
        prev.towns,
        st.towns
    );
    ensure!(
        st.modules == prev.modules && st.staircase_cover == prev.staircase_cover,
        "modules or staircase tiles changed"
    );
    // The Paschabot's board: rows and gates only grow, revealed strategy
    // tiles come from the top of the face-down deck in order.
    if let (Some(x), Some(y)) = (prev.pascha, st.pascha) {
        ensure!(
            (0..9).all(|k| y.rows[k] >= x.rows[k]) && (0..12).all(|k| y.gates[k] >= x.gates[k]),
            "the Paschabot's rows {:?} -> {:?}, gates {:?} -> {:?}",
            x.rows,
            y.rows,
            x.gates,
            y.gates
        );
        let revealed = y.tiles.len().saturating_sub(x.tiles.len());
        let mut from_deck: Vec<u8> =
            x.deck.as_slice()[x.deck.len().saturating_sub(revealed)..].to_vec();
        from_deck.reverse();
        ensure!(
            y.tiles.as_slice().starts_with(x.tiles.as_slice())
                && y.deck.as_slice() == &x.deck.as_slice()[..x.deck.len() - revealed]
                && y.tiles.as_slice()[x.tiles.len()..] == from_deck[..],
            "strategy tiles {:?} / deck {:?} -> {:?} / {:?}",
            x.tiles,
            x.deck,
            y.tiles,
            y.deck
        );
        ensure!(
            (x.opponent, x.difficulty, x.line) == (y.opponent, y.difficulty, y.line),
            "the solo opponent changed"
        );
    }
    Ok(())
}

/// The Paschabot's strategy-tile icons revealed, first tile first.
fn bot_icons(cat: &Catalog, pb: &Pascha) -> Vec<marrakesh_engine::catalog::StrategyIcon> {
    pb.tiles
        .iter()
        .flat_map(|id| {
            cat.paschabot
                .strategy_tiles
                .iter()
                .find(|t| t.id == *id)
                .map(|t| t.icons.clone())
                .unwrap_or_default()
        })
        .collect()
}

/// Rules followed event by event through one action (the modules and the
/// Paschabot), from the rulebooks' text:
/// - module 2: the sultan's scroll discount (the imam's goods discount is
///   in [`transition`]);
/// - module 3: an exchange pays the active office's resources and bonus;
/// - module 4: the chosen entertainer faces the spectators of the disc side
///   in play;
/// - module 1: a line bonus is the face of the staircase tile lying there;
/// - module 5: the 4th caravan of a path scores 4 points; a claimed town's
///   instant effect is offered; river steps before the jetty are counted;
/// - Paschabot: its assistants (option, order, madrasa, date orchard,
///   Sahara, river, medina, main square, souk), thresholds, deployment
///   bonuses (strategy tiles at the 3rd, 5th and 7th caravan, desert towns
///   at the 4th and 8th), strategy tiles each season and with river tile
///   02, its rapid bonus, and the lazy bot's claims.
fn event_rules(
    prev: &State,
    g: &Game,
    events: &[Event],
    (actor, d, a): (PlayerId, Decision, Action),
) -> Result<(), String> {
    let st = g.state();
    let cat = g.catalog();
    let n = st.n();
    let at = |i: usize| events.get(i);
    let pb0 = prev.pascha;
    let paschabot = pb0.is_some_and(|b| b.opponent == Opponent::Paschabot);

    // Module 2, sultan: "each scroll bought costs exactly 1 date less".
    if let (Decision::Madrasa { .. }, Action::BuyScroll { ty, slot }) = (d, a) {
        if let Some(id) = prev.scrolls[ty.index()].face_up[slot as usize] {
            let dates = (cat.scroll(id).cost as u16).saturating_sub(u16::from(carries(
                prev,
                actor,
                Stair::Palace,
            )));
            let first = if dates > 0 {
                Some(Event::ResourcesPaid {
                    player: actor,
                    resources: Resources::new(0, dates, 0),
                })
            } else {
                Some(Event::ScrollTaken {
                    player: actor,
                    scroll: id,
                })
            };
            ensure!(
                at(0) == first.as_ref(),
                "scroll {id} bought for {dates} dates (sultan: {}), but the events start {:?}",
                carries(prev, actor, Stair::Palace),
                at(0)
            );
        }
    }
    // Module 3: the active office's yield and (new offices) its bonus.
    if let (Decision::Souk { .. }, Action::ExchangeGoods { colour }) = (d, a) {
        let office = cat.office(prev.offices[prev.season as usize]);
        let k = colour.goods_index().unwrap_or(0);
        let mut expect = vec![Event::GoodsExchanged {
            player: actor,
            colour,
        }];
        if office.yields[k].total() > 0 {
            expect.push(Event::ResourcesGained {
                player: actor,
                resources: office.yields[k],
            });
        }
        match office.extra[k] {
            Some(Bonus::Points { n }) if n > 0 => expect.push(Event::Scored {
                player: actor,
                points: n as i16,
                category: ScoreCategory::ExchangeOffices,
            }),
            Some(Bonus::Resources {
                water,
                dates,
                dinars,
            }) if water + dates + dinars > 0 => expect.push(Event::ResourcesGained {
                player: actor,
                resources: Resources::new(water as u16, dates as u16, dinars as u16),
            }),
            _ => {}
        }
        ensure!(
            events.len() >= expect.len() && events[..expect.len()] == expect[..],
            "exchange at office {} ({:?} + {:?}): events {:?}",
            office.id,
            office.yields[k],
            office.extra[k],
            &events[..events.len().min(4)]
        );
    }
    // Module 5: a claimed town's instant effect (towns 10-12).
    if let (Decision::Sahara, Action::ClaimDesertTown { space }) = (d, a) {
        let town = prev.player(actor).towns[space as usize % 2].map(|t| t.town);
        let effect = cat
            .desert_towns
            .iter()
            .find(|t| Some(t.id) == town)
            .map(|t| t.effect);
        let pending = |want: Decision| {
            st.agenda
                .iter()
                .any(|t| matches!(t, Task::Decide { p, d } if *p == actor && *d == want))
        };
        let pl = prev.player(actor);
        match effect {
            Some(DesertTownEffect::TakeScroll) => {
                let any = prev
                    .scrolls
                    .iter()
                    .any(|r| r.face_up.iter().any(|x| x.is_some()));
                ensure!(
                    !any || pending(Decision::FreeScroll),
                    "town 10 claimed without the free scroll"
                );
            }
            Some(DesertTownEffect::TakeLuxuryGood) => {
                let any = prev.luxury.face_up.iter().any(|x| x.is_some());
                ensure!(
                    !any || pending(Decision::FreeLuxury),
                    "town 11 claimed without the free luxury good"
                );
            }
            Some(DesertTownEffect::TakeGate) => {
                let gates: usize = prev
                    .workshops
                    .iter()
                    .map(|w| w.iter().filter(|k| **k > 0).count())
                    .sum();
                let bought = events
                    .iter()
                    .any(|e| matches!(e, Event::GateBought { player, .. } if *player == actor));
                // "You must have at least 1 uncommitted guard keshi".
                if pl.watchtower > 0 && gates > 0 {
                    ensure!(
                        pending(Decision::FreeGate) || (gates == 1 && bought),
                        "town 12 claimed with a guard on the watchtower but no free gate"
                    );
                } else {
                    ensure!(!bought, "town 12 gave a gate without a free guard");
                }
            }
            _ => {}
        }
    }

    // Running values, event by event.
    let mut carrier = [None; 2];
    if prev.modules.imam_sultan {
        carrier = [prev.figures[0].carrier, prev.figures[1].carrier];
    }
    let mut rotation: Vec<u8> = prev.players[..n].iter().map(|p| p.disc_rotation).collect();
    let mut perks: Vec<u64> = prev.players[..n].iter().map(|p| p.perks).collect();
    let mut stairs: Vec<[u8; 2]> = prev.players[..n].iter().map(|p| p.stairs).collect();
    let mut fisher: Vec<u8> = prev.players[..n].iter().map(|p| p.fisherman).collect();
    let mut vendors: Vec<u16> = prev.players[..n].iter().map(|p| p.water_vendors).collect();
    let mut display = prev.display;
    let mut rows = pb0.map(|b| b.rows).unwrap_or_default();
    let mut bot_gates = pb0.map(|b| b.gates_taken()).unwrap_or(0);
    let mut workshops = prev.workshops;
    let mut towns_left = prev.towns.len();
    let mut season = prev.season;
    let mut after_season_end = prev.phase == Phase::ProvisionReveal;
    let mut river_steps = [[0i32; 3]; 4];
    let (mut reveals, mut due_reveals) = (0u32, 0u32);
    // The Paschabot's turn: its assistants in order, and the medina's gates.
    let mut bot_order: Vec<Sector> = Vec::new();
    let mut bot_stairs_at_turn: Option<[u8; 2]> = None;
    let mut medina_gates: Option<(u8, u8)> = None;
    // After the last season's end comes the final scoring.
    let mut final_scoring = false;
    let mut tiles: Vec<u8> = pb0.map(|b| b.tiles.as_slice().to_vec()).unwrap_or_default();
    // The Paschabot's goods until it pays for a luxury good (with jokers).
    let mut bot_goods = prev.players[BOT as usize].goods;
    let mut bot_goods_known = Some(());
    let difficulty = pb0.map(|b| b.difficulty).unwrap_or_default();
    let jetty = cat.river.jetty;
    for (i, e) in events.iter().enumerate() {
        if !matches!(
            e,
            Event::GateBought { player: BOT, .. }
                | Event::Scored { .. }
                | Event::KeshiDeployed { .. }
                | Event::KeshiReturned { .. }
                | Event::StrategyTileRevealed { .. }
                | Event::FishermanMoved { .. }
                | Event::Docked { .. }
                | Event::DesertTownTaken { .. }
        ) {
            if let Some((free, got)) = medina_gates.take() {
                // 003: "Für jeden Wächter-Keshi, der noch kein Stadttor
                // bewacht, nimmt sich der Paschabot ein Tor".
                ensure!(
                    got <= free,
                    "the Paschabot took {got} gates with {free} free guards"
                );
            }
        }
        if let Event::SeasonEnded { season } = e {
            final_scoring |= *season + 1 >= cat.rules.seasons.value;
        }
        if let Event::RoundStarted { .. } = e {
            // One `apply` may run several rounds: each round is a new
            // Paschabot turn.
            bot_order.clear();
            bot_stairs_at_turn = None;
        }
        match e {
            Event::FigureMoved {
                stair, carrier: c, ..
            } => carrier[stair.index()] = *c,
            Event::DiscRotated {
                player,
                rotation: r,
            } => rotation[*player as usize] = *r,
            Event::ScrollTaken { player, scroll } => {
                if let ScrollEffect::Perk { perk } = cat.scroll(*scroll).effect {
                    perks[*player as usize] |= perk.bit();
                }
            }
            Event::PawnMoved {
                player, stair, to, ..
            } => stairs[*player as usize][stair.index()] = *to,
            Event::SeasonEnded { .. } => after_season_end = true,
            Event::SeasonStarted { season: s, .. } => {
                if *s > 0 && paschabot {
                    // 003: "Decke ein neues Strategieplättchen auf".
                    due_reveals += 1;
                }
                season = *s;
                after_season_end = false;
            }
            Event::FishermanMoved { player, from, to } => {
                let q = *player as usize;
                // River tile 09's crocodile start is no step on the river.
                let croc = after_season_end && *from == 0 && *to == cat.river.crocodile;
                if !croc {
                    river_steps[q][season as usize] += *to as i32 - *from as i32;
                }
                fisher[q] = *to;
            }
            Event::EntertainerChosen {
                player,
                field,
                spectators,
            } => {
                // Module 4: the purple side "has 1 section with no
                // spectators and 1 section with 4".
                let disc = if st.modules.spectators {
                    &cat.audience_disc.purple
                } else {
                    &cat.audience_disc.pink
                };
                let q = *player as usize;
                let printed = disc[(*field as usize + 8 - rotation[q] as usize % 8) % 8];
                let extra = u8::from(perks[q] & Perk::ExtraSpectator.bit() != 0);
                ensure!(
                    *spectators == printed + extra,
                    "{e:?}: the {} disc at rotation {} shows {printed} (+{extra})",
                    if st.modules.spectators {
                        "purple"
                    } else {
                        "pink"
                    },
                    rotation[q]
                );
            }
            Event::LineBonusTaken { player, space } => {
                let expect = match line_space_bonus(cat, st, *space) {
                    Bonus::Points { n } if n > 0 => Some(Event::Scored {
                        player: *player,
                        points: n as i16,
                        category: ScoreCategory::Staircases,
                    }),
                    Bonus::Resources {
                        water,
                        dates,
                        dinars,
                    } if water + dates + dinars > 0 => Some(Event::ResourcesGained {
                        player: *player,
                        resources: Resources::new(water as u16, dates as u16, dinars as u16),
                    }),
                    _ => None,
                };
                if let Some(x) = expect {
                    ensure!(
                        at(i + 1) == Some(&x),
                        "{e:?} (bonus {:?}) followed by {:?}",
                        line_space_bonus(cat, st, *space),
                        at(i + 1)
                    );
                }
            }
            Event::ThresholdCrossed {
                player: BOT,
                stair,
                segment,
            } if paschabot => {
                // 003: "Beim Erreichen eines neuen Abschnitts erhält er 1
                // Punkt (anstatt 1 Dinar). Als Linien-Bonus wählt er immer
                // den Punktebonus."
                let s = stairs[BOT as usize];
                let seg = |k: Stair| cat.segment(s[k.index()]);
                ensure!(*segment == seg(*stair), "{e:?} with the pawns on {s:?}");
                let line = cat.line(seg(Stair::Palace), seg(Stair::Mosque));
                let best = line
                    .spaces
                    .iter()
                    .filter_map(|sp| match line_space_bonus(cat, st, *sp) {
                        Bonus::Points { n } => Some(n),
                        _ => None,
                    })
                    .max()
                    .unwrap_or(0);
                let one = Event::Scored {
                    player: BOT,
                    points: cat.rules.threshold_dinars.value as i16,
                    category: ScoreCategory::Staircases,
                };
                ensure!(at(i + 1) == Some(&one), "{e:?} followed by {:?}", at(i + 1));
                if best > 0 {
                    let pts = Event::Scored {
                        player: BOT,
                        points: best as i16,
                        category: ScoreCategory::Staircases,
                    };
                    ensure!(
                        at(i + 2) == Some(&pts),
                        "{e:?}: the line's best points bonus is {best}, then {:?}",
                        at(i + 2)
                    );
                }
            }
            Event::TowerThrown { came_out, .. } => {
                for (x, k) in display.iter_mut().zip(came_out) {
                    *x += k;
                }
            }
            Event::LeftoverReturned { colours } => {
                for (x, k) in display.iter_mut().zip(colours) {
                    *x = x.saturating_sub(*k);
                }
            }
            Event::KeshisClaimed { player, colours } => {
                if *player == BOT && lazy_bot(st) {
                    // 003: "i) Wenn verfügbar, nimmt er 2 Keshis. ii) Er wählt
                    // anhand der Keshi-Prioritäts-Abfolge".
                    let line = pb0.map(|b| b.line).unwrap_or(Colour::ALL);
                    let pick = line
                        .iter()
                        .find(|c| display[c.index()] >= 2)
                        .map(|c| (*c, 2))
                        .or_else(|| {
                            line.iter()
                                .find(|c| display[c.index()] > 0)
                                .map(|c| (*c, 1))
                        });
                    let expect = pick.map(|(c, k)| vec![c; k]);
                    ensure!(
                        expect.as_ref() == Some(colours),
                        "the lazy Paschabot claims {colours:?} from {display:?} with the line \
                         {line:?}"
                    );
                } else if is_bot(st, *player) {
                    let c = colours[0];
                    let k = colours.len() as u32;
                    ensure!(
                        colours.iter().all(|x| *x == c),
                        "the Paschabot claims different colours {colours:?}"
                    );
                    // Its candidates take as many as they can, up to 2
                    // (goods: jokers among themselves).
                    let most = if c.is_goods() {
                        let best = Colour::GOODS
                            .iter()
                            .map(|x| display[x.index()])
                            .max()
                            .unwrap_or(0);
                        (best as u32).min(2)
                    } else {
                        let free = match c {
                            Colour::Red => Sector::SCORING
                                .iter()
                                .filter(|s| vendors[BOT as usize] & (1 << s.index()) == 0)
                                .count() as u32,
                            _ => c.sector().map(|s| 8 - rows[s.index()] as u32).unwrap_or(0),
                        };
                        (display[c.index()] as u32).min(free).min(2)
                    };
                    ensure!(
                        k == most && k <= display[c.index()] as u32,
                        "the Paschabot claims {colours:?} from {display:?} (rows {rows:?})"
                    );
                    if c.is_goods() {
                        // "die Waren-Keshis, von denen er am wenigsten
                        // besitzt. Bei Gleichstand ... Gelb vor Orange vor
                        // Violett", among the goods it can take that many of.
                        let fewest = [Colour::Yellow, Colour::Orange, Colour::Purple]
                            .into_iter()
                            .filter(|x| display[x.index()] as u32 >= k)
                            .min_by_key(|x| bot_goods[x.goods_index().unwrap_or(0)]);
                        ensure!(
                            bot_goods_known.is_none() || fewest == Some(c),
                            "the Paschabot claims {colours:?} with goods {bot_goods:?} from \
                             {display:?}"
                        );
                    }
                }
                for c in colours {
                    display[c.index()] = display[c.index()].saturating_sub(1);
                }
            }
            Event::LuxuryBought { player: BOT, .. } => bot_goods_known = None,
            Event::KeshiDeployed {
                player: BOT,
                colour,
                sector,
            } if st.pascha.is_some() => {
                if let Some(k) = colour.goods_index() {
                    bot_goods[k] += 1;
                }
                if *colour == Colour::Red {
                    vendors[BOT as usize] |= 1 << sector.index();
                    continue;
                }
                if colour.is_goods() {
                    continue;
                }
                rows[sector.index()] += 1;
                let k = rows[sector.index()];
                let pb = &cat.paschabot;
                let mut next = i + 1;
                if final_scoring {
                    // Town 12's keshis at the final scoring take no field
                    // bonus: the game is over.
                    ensure!(
                        !matches!(
                            at(next),
                            Some(
                                Event::StrategyTileRevealed { .. }
                                    | Event::DesertTownTaken { .. }
                                    | Event::Scored {
                                        category: ScoreCategory::Deployment,
                                        ..
                                    }
                            )
                        ),
                        "the Paschabot's keshi {k} in the {sector} at the final scoring, then \
                         {:?}",
                        at(next)
                    );
                    continue;
                }
                match sector {
                    Sector::Sahara => {
                        // "Wenn der Paschabot den 3., 5. und 7.
                        // Karawanenführer in seinem Bezirk einsetzt, wird
                        // sofort ein neues Strategieplättchen aufgedeckt."
                        if pb.new_tile_at_caravan.contains(&k) && !difficulty.no_extra_tiles {
                            ensure!(
                                matches!(at(next), Some(Event::StrategyTileRevealed { .. })),
                                "the Paschabot's caravan {k} revealed no strategy tile: {:?}",
                                at(next)
                            );
                            due_reveals += 1;
                        }
                        // Module 5: "Wenn der Paschabot seinen 4. und 8. braunen
                        // Keshi im Bezirk Sahara platziert, nimmt er eine
                        // zufällige Wüstenstadt (falls noch verfügbar) und
                        // erhält 4 Punkte."
                        if st.modules.desert_towns && (k == 4 || k == 8) {
                            let four = Event::Scored {
                                player: BOT,
                                points: 4,
                                category: ScoreCategory::Deployment,
                            };
                            ensure!(
                                at(next) == Some(&four),
                                "the Paschabot's caravan {k}, then {:?}",
                                at(next)
                            );
                            next += 1;
                            ensure!(
                                matches!(
                                    at(next),
                                    Some(Event::DesertTownTaken { player: BOT, .. })
                                ) == (towns_left > 0),
                                "the Paschabot's caravan {k} with {towns_left} towns left, then \
                                 {:?}",
                                at(next)
                            );
                        }
                    }
                    Sector::DateOrchard | Sector::MainSquare => {
                        let list = if *sector == Sector::DateOrchard {
                            &pb.date_orchard
                        } else {
                            &pb.main_square
                        };
                        if let Some(Bonus::Points { n }) = list.get(k as usize - 1) {
                            let x = Event::Scored {
                                player: BOT,
                                points: *n as i16,
                                category: ScoreCategory::Deployment,
                            };
                            ensure!(
                                *n == 0 || at(next) == Some(&x),
                                "the Paschabot's keshi {k} in the {sector}, then {:?}",
                                at(next)
                            );
                        }
                    }
                    _ => {}
                }
            }
            Event::KeshiDeployed {
                player,
                colour: Colour::Brown,
                ..
            } if st.modules.desert_towns && !is_bot(st, *player) => {
                // A caravan discovers an oasis on spaces 1-3 and reaches a
                // town on space 4: "an immediate deployment bonus of 4
                // points" (R17: also with an empty display).
                let ok = match at(i + 1) {
                    Some(Event::OasisDiscovered { player: q, .. }) => q == player,
                    Some(Event::Scored {
                        player: q,
                        points: 4,
                        category: ScoreCategory::Deployment,
                    }) => q == player,
                    _ => false,
                };
                ensure!(ok, "{e:?} followed by {:?}", at(i + 1));
            }
            Event::DesertTownTaken { .. } => towns_left = towns_left.saturating_sub(1),
            Event::StrategyTileRevealed { tile } => {
                reveals += 1;
                tiles.push(*tile);
            }
            Event::RiverTileAwarded {
                player: BOT, face, ..
            } if paschabot => {
                // "02: Er zieht ein neues Strategieplättchen ... Eventuelle
                // Schritte auf dem Fluss entfallen."
                let tile_02 = matches!(
                    cat.river_tile(*face).bonus,
                    marrakesh_engine::catalog::RiverTileBonus::Single {
                        reward: TileReward::BonusOasis
                    }
                );
                if tile_02 && !difficulty.no_extra_tiles {
                    ensure!(
                        matches!(at(i + 1), Some(Event::StrategyTileRevealed { .. })),
                        "river tile {face} for the Paschabot, then {:?}",
                        at(i + 1)
                    );
                    due_reveals += 1;
                }
            }
            Event::RapidBonusTaken { player: BOT, rapid } if st.pascha.is_some() => {
                // "Er wählt immer den Bonus auf dem Fluss, an dem sein Fischer
                // zuletzt vorbeigekommen ist".
                let last = rapids_crossed(cat, fisher[BOT as usize]);
                ensure!(
                    last > 0 && *rapid == last - 1,
                    "the Paschabot takes rapid {rapid} with its fisherman on {}",
                    fisher[BOT as usize]
                );
            }
            Event::GateBought {
                player: BOT,
                workshop,
                colour,
            } if st.pascha.is_some() && final_scoring => {
                // Desert town 12 at the bot's final scoring: "ein Stadttor
                // vom rechten Werkstattfeld ... und 7 Punkte".
                ensure!(
                    *workshop as usize == workshops.len() - 1,
                    "{e:?} outside a medina action must come from the right workshop"
                );
                workshops[*workshop as usize][colour.index()] -= 1;
                bot_gates += 1;
            }
            Event::GateBought {
                player: BOT,
                workshop,
                colour,
            } if st.pascha.is_some() => {
                // "8) among gates of the chosen colour, always the cheapest"
                // (harder: "das teuerste").
                let prices = workshops
                    .iter()
                    .enumerate()
                    .filter(|(_, w)| w[colour.index()] > 0)
                    .map(|(k, _)| cat.workshops[k].price);
                let best = if difficulty.expensive_gates {
                    prices.max()
                } else {
                    prices.min()
                };
                ensure!(
                    Some(cat.workshops[*workshop as usize].price) == best,
                    "{e:?} from {workshops:?} (expensive gates: {})",
                    difficulty.expensive_gates
                );
                let pts = cat.workshops[*workshop as usize].points.max(0) as i16;
                if pts > 0 {
                    let x = Event::Scored {
                        player: BOT,
                        points: pts,
                        category: ScoreCategory::CityGates,
                    };
                    ensure!(at(i + 1) == Some(&x), "{e:?}, then {:?}", at(i + 1));
                }
                workshops[*workshop as usize][colour.index()] -= 1;
                bot_gates += 1;
                if let Some((_, got)) = medina_gates.as_mut() {
                    *got += 1;
                }
            }
            Event::GateBought {
                workshop, colour, ..
            } => workshops[*workshop as usize][colour.index()] -= 1,
            Event::AssistantUsed {
                player: BOT,
                sector,
                option,
            } if st.pascha.is_some() => {
                // "Für jeden Bezirk außer Souk und Madrasa: ... Befinden sich
                // mindestens 2 Keshis (ohne Wasserverkäufer) im Bezirk, führt
                // er die Bezirksaktion aus", otherwise a new keshi.
                let acts =
                    matches!(sector, Sector::Souk | Sector::Madrasa) || rows[sector.index()] >= 2;
                let expect = match sector.colour() {
                    Some(colour) if !acts => AssistantOption::NewKeshi { colour },
                    _ => AssistantOption::SectorAction,
                };
                ensure!(
                    *option == expect,
                    "{e:?} with {} keshis in the row",
                    rows[sector.index()]
                );
                // "in der Reihenfolge, in der die Bezirke auf dem
                // Paschabot-Tableau angeordnet sind, von oben nach unten";
                // palace and mosque: the lower pawn first, ties the palace.
                let s0 = *bot_stairs_at_turn.get_or_insert(stairs[BOT as usize]);
                let rank = |s: Sector| {
                    let r = cat.paschabot.rows.iter().position(|x| *x == s).unwrap_or(9);
                    let pal = cat.paschabot.rows.iter().position(|x| *x == Sector::Palace);
                    let mos = cat.paschabot.rows.iter().position(|x| *x == Sector::Mosque);
                    let top = pal.min(mos).unwrap_or(9);
                    let mosque_first = s0[Stair::Mosque.index()] < s0[Stair::Palace.index()];
                    match s {
                        Sector::Palace => (top, u8::from(mosque_first)),
                        Sector::Mosque => (top, u8::from(!mosque_first)),
                        _ => (r, 0),
                    }
                };
                if let Some(last) = bot_order.last() {
                    ensure!(
                        rank(*last) <= rank(*sector),
                        "the Paschabot used its assistants in the order {bot_order:?}, then \
                         {sector:?} (pawns {s0:?})"
                    );
                }
                bot_order.push(*sector);
                let vendor = !matches!(sector, Sector::Souk | Sector::Madrasa)
                    && vendors[BOT as usize] & (1 << sector.index()) != 0;
                let j = i + 1 + usize::from(vendor);
                let scored = |pts: i16, category: ScoreCategory| Event::Scored {
                    player: BOT,
                    points: pts,
                    category,
                };
                if expect != AssistantOption::SectorAction {
                    continue;
                }
                match sector {
                    Sector::Madrasa => {
                        // "Der Paschabot wählt die erste Option, die möglich
                        // ist"; R20: the imam, "3 Punkte zusätzlich (1 Punkt
                        // pro abgeworfenem Plättchen)"; the face-up scrolls
                        // of the option's type leave the game.
                        let scholars = rows[Sector::Madrasa.index()];
                        let Some(o) = cat
                            .paschabot
                            .madrasa
                            .iter()
                            .find(|o| scholars >= o.min_scholars)
                        else {
                            continue;
                        };
                        let imam = carrier[Stair::Mosque.index()] == Some(BOT);
                        let what = || {
                            format!(
                                "the Paschabot's madrasa with {scholars} scholars (imam {imam}): {:?}",
                                &events[j.min(events.len())..(j + 3).min(events.len())]
                            )
                        };
                        let mut k = j;
                        if o.points > 0 {
                            let x = scored(o.points as i16, ScoreCategory::Paschabot);
                            ensure!(at(k) == Some(&x), "{}", what());
                            k += 1;
                        }
                        if let Some(Event::Scored {
                            player: BOT,
                            points,
                            category: ScoreCategory::Paschabot,
                        }) = at(k)
                        {
                            ensure!(imam && (1..=3).contains(points), "{}", what());
                            k += 1;
                        }
                        ensure!(
                            at(k) == Some(&Event::ScrollsDiscarded { ty: o.remove }),
                            "{}",
                            what()
                        );
                    }
                    Sector::DateOrchard | Sector::Sahara => {
                        // "für jeden ... Dattelpflücker 1 Punkt"; "Für je 2
                        // Karawanenführer-Keshis erhält er 1 Punkt".
                        let k = rows[sector.index()] as i16;
                        let pts = if *sector == Sector::Sahara { k / 2 } else { k };
                        if pts > 0 {
                            let x = scored(pts, ScoreCategory::Paschabot);
                            ensure!(
                                at(j) == Some(&x),
                                "the Paschabot's {sector} action with {k} keshis: {:?}",
                                at(j)
                            );
                        }
                    }
                    Sector::River => {
                        // "Für jeden türkisen Angler-Keshi und alle
                        // Wasserverkäufer auf dem gesamten Paschabottableau".
                        let steps =
                            rows[Sector::River.index()] as u32 + vendors[BOT as usize].count_ones();
                        let from = fisher[BOT as usize];
                        if steps > 0 && from < jetty {
                            let to = (from as u32 + steps).min(jetty as u32) as u8;
                            let x = Event::FishermanMoved {
                                player: BOT,
                                from,
                                to,
                            };
                            // (Docking comes first, with its points.)
                            let k = events[j.min(events.len())..]
                                .iter()
                                .position(|e| {
                                    !matches!(
                                        e,
                                        Event::Docked { player: BOT, .. }
                                            | Event::Scored {
                                                player: BOT,
                                                category: ScoreCategory::River,
                                                ..
                                            }
                                    )
                                })
                                .map(|k| j + k);
                            ensure!(
                                k.and_then(at) == Some(&x),
                                "the Paschabot's river action ({steps} steps from {from}): {:?}",
                                k.and_then(at)
                            );
                        }
                    }
                    Sector::MainSquare => {
                        // "3 mal den Bonus, welcher über dem letzten
                        // eingesetzten (rechten) Gaukler-Keshi steht".
                        let k = rows[Sector::MainSquare.index()];
                        let times = if difficulty.main_square_once {
                            1
                        } else if difficulty.main_square_four {
                            4
                        } else {
                            cat.paschabot.main_square_times
                        };
                        let pts = match cat.paschabot.main_square.get((k as usize).wrapping_sub(1))
                        {
                            Some(Bonus::Points { n }) => Some(*n as i16),
                            Some(Bonus::Resources {
                                water,
                                dates,
                                dinars,
                            }) => Some((water + dates + dinars) as i16),
                            _ => None,
                        };
                        if let Some(p) = pts.filter(|p| *p > 0 && k > 0) {
                            let x = scored(p * times as i16, ScoreCategory::MainSquare);
                            ensure!(
                                at(j) == Some(&x),
                                "the Paschabot's main square with {k} entertainers, {times} \
                                 times: {:?}",
                                at(j)
                            );
                        }
                    }
                    Sector::Medina => {
                        let guards = rows[Sector::Medina.index()];
                        medina_gates = Some((guards.saturating_sub(bot_gates), 0));
                    }
                    Sector::Souk => {
                        // "1) Er kauft die oben auf dem letzten
                        // Strategieplättchen abgebildete Luxusware ... 2) ...
                        // die unten ... 3) ... 1 Waren-Keshi der Sorte, von
                        // der er die wenigsten besitzt."
                        let last = tiles.last().copied();
                        let tile = cat
                            .paschabot
                            .strategy_tiles
                            .iter()
                            .find(|t| Some(t.id) == last);
                        let ok = match (at(j), tile) {
                            (
                                Some(Event::LuxuryBought {
                                    player: BOT,
                                    luxury,
                                }),
                                Some(t),
                            ) => {
                                let kind = cat.luxury(*luxury).luxury;
                                kind == t.top_luxury || kind == t.bottom_luxury
                            }
                            (
                                Some(Event::KeshiDeployed {
                                    player: BOT,
                                    colour,
                                    sector: Sector::Souk,
                                }),
                                _,
                            ) => colour.is_goods(),
                            _ => false,
                        };
                        ensure!(ok, "the Paschabot's souk action: {:?}", at(j));
                    }
                    _ => {}
                }
            }
            _ => {}
        }
    }
    if let Some((free, got)) = medina_gates {
        ensure!(
            got <= free,
            "the Paschabot took {got} gates with {free} free guards"
        );
    }
    // Strategy tiles: one each new season, the caravan and river tile 02
    // ones; never for the lazy bot.
    ensure!(
        reveals == due_reveals,
        "{reveals} strategy tiles revealed, the rules call for {due_reveals}"
    );
    // Desert town 07: river steps made before the jetty, by season.
    for (p, moved) in river_steps.iter().enumerate().take(n) {
        for (s, m) in moved.iter().enumerate() {
            let dlt = st.players[p].river_steps[s] as i32 - prev.players[p].river_steps[s] as i32;
            ensure!(
                dlt == *m,
                "player {p}: {dlt} river steps counted in season {s}, the fisherman moved {m}"
            );
        }
    }
    Ok(())
}

/// Checks of a single state, valid at any time.
fn invariants(g: &Game) -> Result<(), String> {
    let st = g.state();
    let cat = g.catalog();
    let n = st.num_players as usize;
    ensure!(n == g.setup().players as usize, "player count");
    ensure!(st.season < 3, "season {}", st.season);
    let in_round = matches!(
        st.phase,
        Phase::Selection
            | Phase::PlaceAssistants
            | Phase::Claim
            | Phase::Exchange
            | Phase::UseAssistants
            | Phase::RiverBonus
    );
    if in_round {
        ensure!(st.round < 4, "round {} in phase {:?}", st.round, st.phase);
    }
    if st.edition == Edition::Classic {
        ensure!(
            st.phase != Phase::Exchange,
            "Classic game in the exchange phase"
        );
    }
    if matches!(
        st.phase,
        Phase::Setup | Phase::Selection | Phase::ProvisionReveal | Phase::GameOver
    ) {
        ensure!(
            st.agenda.is_empty(),
            "agenda not empty in phase {:?}: {:?}",
            st.phase,
            st.agenda
        );
    }
    if !matches!(st.phase, Phase::Claim) {
        ensure!(
            st.display.iter().all(|&d| d == 0),
            "keshis in the tower base in phase {:?}: {:?}",
            st.phase,
            st.display
        );
    }

    // Pending decisions and legal actions.
    let pending = g.pending();
    if st.is_over() {
        ensure!(
            pending.is_empty(),
            "pending decisions after the game: {pending:?}"
        );
    } else {
        ensure!(
            !pending.is_empty(),
            "nobody to decide in phase {:?}",
            st.phase
        );
    }
    for p in 0..st.num_players {
        let legal = g.legal_actions(p);
        match pending.for_player(p) {
            None => ensure!(
                legal.is_empty(),
                "player {p} not pending but has legal actions"
            ),
            Some(d) => {
                ensure!(
                    !legal.is_empty(),
                    "player {p} must decide {d:?} without options"
                );
                let distinct: HashSet<&Action> = legal.iter().collect();
                ensure!(
                    distinct.len() == legal.len(),
                    "a legal action is listed twice for {d:?}: {legal:?}"
                );
                rule_checks(g, p, d, &legal)?;
                // The engine takes single-option decisions itself (outside
                // the simultaneous phases, which are not on the agenda).
                if !matches!(
                    st.phase,
                    Phase::Setup | Phase::Selection | Phase::ProvisionReveal
                ) {
                    ensure!(
                        legal.len() >= 2,
                        "decision {d:?} of player {p} has a single option {legal:?} but waits"
                    );
                }
            }
        }
    }
    if !matches!(
        st.phase,
        Phase::Setup | Phase::Selection | Phase::ProvisionReveal
    ) {
        ensure!(
            pending.players.len() <= 1,
            "several players to decide in a sequential phase: {pending:?}"
        );
    }
    if matches!(st.phase, Phase::PlaceAssistants | Phase::UseAssistants) {
        let now = st.in_turn(st.turn as usize);
        ensure!(
            pending.players.iter().all(|(p, _)| *p == now),
            "player {now}'s turn in phase {:?} but pending {pending:?}",
            st.phase
        );
    }
    if st.phase == Phase::Selection {
        for (p, _) in &pending.players {
            let k = st.player(*p).screen.len() as usize;
            let options = g.legal_actions(*p).len();
            ensure!(
                options == k * (k - 1) * (k - 2) / 6,
                "player {p} may select {options} ways from {k} keshis"
            );
        }
    }

    // Each player's board.
    let jetty = cat.river.jetty;
    let mut docks = 0u8;
    let mut provision_seen = [0u8; 256];
    for p in 0..n {
        let pl = &st.players[p];
        let who = format!("player {p}");
        let bot = is_bot(st, p as PlayerId);
        if bot {
            bot_invariants(g)?;
        }
        module_invariants(g, p as PlayerId)?;
        for s in Sector::ALL {
            if s != Sector::Souk {
                ensure!(
                    pl.sector_keshis(s) <= 8,
                    "{who}: {} keshis in the {s}",
                    pl.sector_keshis(s)
                );
            }
            if s.has_marker() {
                ensure!(
                    pl.markers[s.index()] <= 8,
                    "{who}: {s} marker {}",
                    pl.markers[s.index()]
                );
            } else {
                ensure!(
                    pl.markers[s.index()] == 0,
                    "{who}: marker value {} for the {s}, which has no marker",
                    pl.markers[s.index()]
                );
            }
        }
        ensure!(
            pl.watchtower + pl.gates_built() <= 8,
            "{who}: {} guards on the watchtower + {} gates",
            pl.watchtower,
            pl.gates_built()
        );
        let caps = path_caps(st);
        ensure!(
            (0..3).all(|k| pl.caravans[k] <= caps[k]),
            "{who}: caravans {:?}, path spaces {caps:?}",
            pl.caravans
        );
        ensure!(
            !pl.has_vendor(Sector::Souk) && pl.water_vendors >> 9 == 0,
            "{who}: water vendors {:#b}",
            pl.water_vendors
        );
        let r = pl.resources;
        ensure!(
            r.water < 10_000 && r.dates < 10_000 && r.dinars < 10_000,
            "{who}: resources {r:?} (wrapped?)"
        );
        ensure!(
            pl.goods.iter().all(|&x| x < 10_000),
            "{who}: goods {:?} (wrapped?)",
            pl.goods
        );
        let sum: i32 = pl.score_by.iter().map(|&x| x as i32).sum();
        ensure!(
            sum == pl.score as i32,
            "{who}: score {} but categories sum to {sum}: {:?}",
            pl.score,
            pl.score_by
        );
        ensure!(
            pl.disc_rotation < 8,
            "{who}: disc rotation {}",
            pl.disc_rotation
        );
        ensure!(
            pl.fisherman <= jetty,
            "{who}: fisherman at {}",
            pl.fisherman
        );
        if let Some(d) = pl.dock {
            ensure!(
                pl.fisherman == jetty,
                "{who}: docked at {d} but on space {}",
                pl.fisherman
            );
            ensure!(docks & (1 << d) == 0, "{who}: docking spot {d} taken twice");
            docks |= 1 << d;
        }
        ensure!(
            pl.stairs.iter().all(|&s| s <= cat.staircase.final_step),
            "{who}: stairs {:?}",
            pl.stairs
        );
        ensure!(
            pl.assistants.len() <= 3,
            "{who}: {} assistants",
            pl.assistants.len()
        );
        ensure!(
            pl.storage.len() <= 7,
            "{who}: {} stored oases",
            pl.storage.len()
        );
        ensure!(
            pl.selection.is_empty() || pl.selection.len() == 3,
            "{who}: selection of {}",
            pl.selection.len()
        );
        if st.edition == Edition::Classic && st.phase == Phase::Claim {
            ensure!(
                pl.held_total() == 0,
                "{who}: Classic claims set aside {:?}",
                pl.held
            );
        }
        match st.phase {
            Phase::Selection => {
                let expect = 12 - 3 * st.round as u32;
                ensure!(
                    pl.screen.len() == expect,
                    "{who}: {} keshis behind the screen in round {}",
                    pl.screen.len(),
                    st.round
                );
                ensure!(
                    pl.selection.0 & !pl.screen.0 == 0,
                    "{who}: selection {:?} not behind the screen {:?}",
                    pl.selection,
                    pl.screen
                );
                ensure!(
                    pl.assistants.is_empty(),
                    "{who}: assistants before placement"
                );
                ensure!(
                    pl.held_total() == 0,
                    "{who}: keshis held {:?} at round start",
                    pl.held
                );
                let active = pl.provision.iter().filter(|t| t.active).count();
                let expect = if bot { 0 } else { st.season as usize + 1 };
                ensure!(
                    active == expect,
                    "{who}: {active} active provision tiles in season {}",
                    st.season
                );
            }
            Phase::PlaceAssistants
            | Phase::Claim
            | Phase::Exchange
            | Phase::UseAssistants
            | Phase::RiverBonus => {
                ensure!(
                    pl.selection.len() == 3 && pl.selection.0 & pl.screen.0 == 0,
                    "{who}: revealed selection {:?} still behind the screen {:?}",
                    pl.selection,
                    pl.screen
                );
                let expect = 12 - 3 * (st.round as u32 + 1);
                ensure!(
                    pl.screen.len() == expect,
                    "{who}: {} keshis behind the screen after the reveal in round {}",
                    pl.screen.len(),
                    st.round
                );
                if matches!(
                    st.phase,
                    Phase::Claim | Phase::Exchange | Phase::UseAssistants
                ) {
                    // The lazy bot places no assistants.
                    let expect = if bot && lazy_bot(st) { 0 } else { 3 };
                    ensure!(
                        pl.assistants.len() == expect,
                        "{who}: {} assistants placed in phase {:?}",
                        pl.assistants.len(),
                        st.phase
                    );
                }
            }
            _ => {}
        }
        // Lasting scroll abilities are exactly those of the owned scrolls.
        let mut perks = 0u64;
        for id in pl.scrolls.iter() {
            if let ScrollEffect::Perk { perk } = cat.scroll(id).effect {
                perks |= perk.bit();
            }
        }
        ensure!(
            pl.perks == perks,
            "{who}: abilities {:#x}, owned scrolls {:?} give {perks:#x}",
            pl.perks,
            pl.scrolls
        );
        // An oasis is face up exactly when a caravan has reached it.
        for (i, slot) in cat.oasis_slots.iter().enumerate() {
            let path = match slot.path {
                SaharaPath::Left => 0,
                SaharaPath::Right => 1,
                SaharaPath::StartOasis => 2,
            };
            let up = pl.oasis_slots[i].status != OasisStatus::Hidden;
            ensure!(
                up == (pl.caravans[path] >= slot.position),
                "{who}: oasis slot {i} ({:?} {}) is {:?} with caravans {:?}",
                slot.path,
                slot.position,
                pl.oasis_slots[i].status,
                pl.caravans
            );
        }
        // One assistant per sector, up to 3 in the souk.
        for sec in Sector::ALL {
            let k = pl.assistants.iter().filter(|x| **x == sec).count();
            let max = if sec == Sector::Souk { 3 } else { 1 };
            ensure!(k <= max, "{who}: {k} assistants in the {sec}");
        }
        ensure!(
            (pl.assistants_used as u32) < (1u32 << pl.assistants.len()),
            "{who}: used assistants {:#b} of {}",
            pl.assistants_used,
            pl.assistants.len()
        );
        // Score categories that can only gain. The lazy bot has no score
        // marker ("weder Tableau und Strategieplättchen noch Spielfiguren
        // oder Marker").
        let start = if bot && lazy_bot(st) {
            0
        } else {
            cat.rules.start_score.value
        };
        ensure!(
            !(bot && lazy_bot(st)) || pl.score == 0,
            "{who}: the lazy Paschabot has {} points",
            pl.score
        );
        ensure!(
            pl.score_by[ScoreCategory::Start.index()] == start,
            "{who}: start points {}",
            pl.score_by[ScoreCategory::Start.index()]
        );
        ensure!(
            pl.score_by[ScoreCategory::Provisioning.index()] <= 0,
            "{who}: positive provisioning points"
        );
        for c in ScoreCategory::ALL {
            if !matches!(
                c,
                ScoreCategory::Provisioning | ScoreCategory::CityGates | ScoreCategory::Start
            ) {
                ensure!(
                    pl.score_by[c.index()] >= 0,
                    "{who}: {} points in {c:?}",
                    pl.score_by[c.index()]
                );
            }
        }
        if !bot {
            for t in &pl.provision {
                provision_seen[t.tile.0 as usize] += 1;
            }
        }
    }
    ensure!(
        st.jetty == docks,
        "jetty spots {:#b} but docked {:#b}",
        st.jetty,
        docks
    );
    for (id, k) in provision_seen.iter().enumerate() {
        ensure!(*k <= 1, "provision tile {id} dealt {k} times");
    }

    scroll_and_luxury_places(g)?;
    oasis_places(g)?;
    town_places(g)?;
    figure_invariants(g)?;

    // City gates: 32 in all, in workshops or built.
    let total: u32 = cat.gates.iter().map(|g| g.count as u32).sum();
    ensure!(total == 32, "the catalog has {total} city gates, not 32");
    let in_workshops: u32 = st.workshops.iter().flatten().map(|&x| x as u32).sum();
    let built: u32 = st.players[..n]
        .iter()
        .map(|p| p.gates_built() as u32)
        .sum::<u32>()
        + st.pascha.map(|b| b.gates_taken() as u32).unwrap_or(0);
    // A gate just bought waits on the agenda to be built.
    let bought = st
        .agenda
        .iter()
        .filter(|t| {
            matches!(
                t,
                Task::Decide {
                    d: Decision::BuildGate { .. },
                    ..
                }
            )
        })
        .count() as u32;
    ensure!(
        in_workshops + built + bought == total,
        "{in_workshops} gates in workshops + {built} built + {bought} bought != {total}"
    );
    Ok(())
}

/// The Paschabot's board and what its `Player` entry may hold (003: "Das
/// Paschabot-Tableau ersetzt das zweite Spielertableau"; its score,
/// fisherman, staircase pawns, assistants, goods and water vendors use the
/// `Player` entry).
fn bot_invariants(g: &Game) -> Result<(), String> {
    let st = g.state();
    let cat = g.catalog();
    let Some(pb) = st.pascha else {
        return Ok(());
    };
    let pl = st.player(BOT);
    let unused = pl.markers == [0; 9]
        && pl.entertainers == 0
        && pl.watchtower == 0
        && pl.gates == [None; 8]
        && pl.caravans == [0; 3]
        && pl.storage.is_empty()
        && pl.storage_keshis == [None; 6]
        && pl.oasis_slots == <[OasisSlotState; 6]>::default()
        && pl.provision == <[ProvisionSlot; 3]>::default()
        && pl.resources == Resources::ZERO
        && pl.scrolls.is_empty()
        && pl.perks == 0
        && pl.held == [0; 12]
        && pl.souk_vendor == SoukVendor::None
        && pl.disc_rotation == 0
        && pl.setup_done == 0b111;
    ensure!(
        unused,
        "the Paschabot's player entry holds what its board does not have: {pl:?}"
    );
    ensure!(
        pb.rows.iter().all(|r| *r <= 8) && pb.rows[Sector::Souk.index()] == 0,
        "the Paschabot's rows {:?}",
        pb.rows
    );
    // Each gate stands with a guard ("Für jeden Wächter-Keshi, der noch kein
    // Stadttor bewacht").
    ensure!(
        pb.gates_taken() <= pb.rows[Sector::Medina.index()],
        "the Paschabot has {} gates and {} guards",
        pb.gates_taken(),
        pb.rows[Sector::Medina.index()]
    );
    match pb.opponent {
        Opponent::Lazy => {
            // "Der Paschabot erhält weder Tableau und Strategieplättchen noch
            // Spielfiguren oder Marker."
            ensure!(
                pb.rows == [0; 9]
                    && pb.gates == [0; 12]
                    && pb.tiles.is_empty()
                    && pb.deck.is_empty()
                    && pl.stairs == [0, 0]
                    && pl.fisherman == 0
                    && pl.goods == [0; 3]
                    && pl.water_vendors == 0
                    && pl.luxury == 0
                    && pl.towns == [None, None]
                    && pl.assistants.is_empty(),
                "the lazy Paschabot has a board: {pb:?} {pl:?}"
            );
            let mut line: Vec<Colour> = pb.line.to_vec();
            line.sort();
            ensure!(
                line == Colour::ALL,
                "the lazy Paschabot's priority line {:?} is not one of each colour",
                pb.line
            );
        }
        Opponent::Paschabot => {
            // "Benutze immer die Strategieplättchen 1-10" (R22: 11-15 only
            // with three expansions this engine does not have).
            let mut all: Vec<u8> = pb.tiles.iter().chain(pb.deck.iter()).copied().collect();
            all.sort();
            let expect: Vec<u8> = (1..=cat.paschabot.base_tiles).collect();
            ensure!(
                all == expect,
                "strategy tiles {:?} + deck {:?}",
                pb.tiles,
                pb.deck
            );
            // One tile at the start and one each season, never fewer;
            // "Dadurch werden im Spielverlauf insgesamt nur genau 3
            // Strategieplättchen aufgedeckt" (river tile 02 aside).
            let seasons = st.season as usize + 1;
            ensure!(
                pb.tiles.len() >= seasons,
                "{} strategy tiles revealed in season {}",
                pb.tiles.len(),
                st.season
            );
            if pb.difficulty.no_extra_tiles {
                let tile_02 = usize::from(st.river_tiles.contains(&2));
                ensure!(
                    pb.tiles.len() <= seasons + tile_02,
                    "{} strategy tiles revealed in season {} without Sahara bonuses",
                    pb.tiles.len(),
                    st.season
                );
            }
            // Its towns lie day side up; one at the 4th and one at the 8th
            // caravan.
            let towns = pl.towns.iter().flatten().count();
            let sahara = pb.rows[Sector::Sahara.index()];
            ensure!(
                pl.towns.iter().flatten().all(|t| t.claimed)
                    && towns <= usize::from(sahara >= 4) + usize::from(sahara >= 8),
                "the Paschabot's towns {:?} with {sahara} caravans",
                pl.towns
            );
        }
    }
    Ok(())
}

/// Module state of one seat that holds at any time.
fn module_invariants(g: &Game, p: PlayerId) -> Result<(), String> {
    let st = g.state();
    let pl = st.player(p);
    if !st.modules.desert_towns {
        ensure!(
            pl.towns == [None, None],
            "player {p} has desert towns without module 5"
        );
    } else if !is_bot(st, p) {
        // A town lies on the space a path's 4th caravan reached (R1,
        // Classic: that caravan may have been returned since).
        for k in 0..2 {
            if pl.towns[k].is_some() {
                ensure!(
                    pl.caravans[k] == 4 || (st.edition == Edition::Classic && pl.caravans[k] == 3),
                    "player {p}: a town on space {k} with caravans {:?}",
                    pl.caravans
                );
            }
        }
    }
    Ok(())
}

/// Module 5: the towns drawn ("3 / 5 / 7" for 2 / 3 / 4 players, R1; solo
/// "wie bei 2 Spielern") are each in one place: the display or a town space.
fn town_places(g: &Game) -> Result<(), String> {
    let st = g.state();
    let cat = g.catalog();
    let n = st.n();
    let mut all: Vec<u8> = st.towns.iter().copied().collect();
    for pl in &st.players[..n] {
        all.extend(pl.towns.iter().flatten().map(|t| t.town));
    }
    if !st.modules.desert_towns {
        ensure!(all.is_empty(), "desert towns {all:?} without module 5");
        return Ok(());
    }
    let drawn = [3, 5, 7][n - 2];
    let mut sorted = all.clone();
    sorted.sort();
    sorted.dedup();
    ensure!(
        sorted.len() == all.len()
            && all.len() == drawn
            && all
                .iter()
                .all(|t| cat.desert_towns.iter().any(|d| d.id == *t)),
        "desert towns {all:?} (display {:?}), {drawn} drawn",
        st.towns
    );
    Ok(())
}

/// Module 2 (R18): "As soon as a player reaches the stair where the sultan
/// or the imam is waiting, they place that pawn next to their own"; "If the
/// player in company of the sultan or imam is passed by another player
/// later, that player now takes that pawn along (drawing level is not
/// enough)"; at the final space the figure goes "to the player in second
/// position ... If several players are tied ..., the pawn is placed one
/// space directly above them."
fn figure_invariants(g: &Game) -> Result<(), String> {
    let st = g.state();
    let cat = g.catalog();
    if !st.modules.imam_sultan {
        ensure!(
            st.figures == <[marrakesh_engine::modules::imam_sultan::Figure; 2]>::default(),
            "imam and sultan {:?} without module 2",
            st.figures
        );
        return Ok(());
    }
    let fin = cat.staircase.final_step;
    for stair in [Stair::Palace, Stair::Mosque] {
        let f = st.figures[stair.index()];
        let on = |q: usize| st.players[q].stairs[stair.index()];
        let below: Vec<usize> = (0..st.n()).filter(|q| on(*q) < fin).collect();
        match f.carrier {
            Some(c) => {
                let c = c as usize;
                ensure!(
                    c < st.n() && on(c) < fin && f.step == on(c),
                    "{stair:?}: carried by {c} on step {} but the figure is on {}",
                    on(c),
                    f.step
                );
                ensure!(
                    below.iter().all(|q| on(*q) <= on(c)),
                    "{stair:?}: carried by {c} on step {}, passed by {:?}",
                    on(c),
                    below.iter().map(|q| on(*q)).collect::<Vec<_>>()
                );
            }
            None => ensure!(
                below.iter().all(|q| on(*q) < f.step),
                "{stair:?}: waiting on step {}, but pawns stand on {:?}",
                f.step,
                below.iter().map(|q| on(*q)).collect::<Vec<_>>()
            ),
        }
    }
    Ok(())
}

/// Where each scroll and luxury good lies (for messages).
fn component_places(g: &Game, luxury: bool) -> Vec<Vec<String>> {
    let st = g.state();
    let n = st.num_players as usize;
    let mut places: Vec<Vec<String>> = vec![Vec::new(); 256];
    for (p, pl) in st.players[..n].iter().enumerate() {
        if luxury {
            for id in pl.luxury_ids() {
                places[id.0 as usize].push(format!("owned by {p}"));
            }
        } else {
            for id in pl.scrolls.iter() {
                places[id.0 as usize].push(format!("owned by {p}"));
            }
        }
    }
    // (display name, face-up slots, face-down stacks)
    type Row<'a> = (String, Vec<Option<u8>>, Vec<Vec<u8>>);
    let mut rows: Vec<Row> = Vec::new();
    if luxury {
        let stacks = st
            .luxury
            .stacks
            .iter()
            .map(|s| s.iter().map(|id| id.0).collect())
            .collect();
        let face_up = st
            .luxury
            .face_up
            .iter()
            .map(|id| id.map(|id| id.0))
            .collect();
        rows.push(("luxury".into(), face_up, stacks));
    } else {
        for (t, row) in st.scrolls.iter().enumerate() {
            let stacks = row
                .stacks
                .iter()
                .map(|s| s.iter().map(|id| id.0).collect())
                .collect();
            let face_up = row.face_up.iter().map(|id| id.map(|id| id.0)).collect();
            rows.push((format!("{:?}", ScrollType::ALL[t]), face_up, stacks));
        }
    }
    for (name, face_up, stacks) in rows {
        for (i, id) in face_up.iter().enumerate() {
            if let Some(id) = id {
                places[*id as usize].push(format!("{name} face up {i}"));
            }
        }
        for (i, stack) in stacks.iter().enumerate() {
            for id in stack.iter() {
                places[*id as usize].push(format!("{name} stack {i}"));
            }
        }
    }
    places
}

/// Each scroll and each luxury good is in exactly one place.
fn scroll_and_luxury_places(g: &Game) -> Result<(), String> {
    let st = g.state();
    let cat = g.catalog();
    let n = st.num_players as usize;
    let mut scrolls = [0u8; 256];
    let mut luxury = [0u8; 256];
    for pl in &st.players[..n] {
        for id in pl.scrolls.iter() {
            scrolls[id.0 as usize] += 1;
        }
        for id in pl.luxury_ids() {
            luxury[id.0 as usize] += 1;
        }
    }
    for (t, row) in st.scrolls.iter().enumerate() {
        let ids = row
            .face_up
            .iter()
            .flatten()
            .chain(row.stacks.iter().flat_map(|s| s.iter()));
        for id in ids {
            scrolls[id.0 as usize] += 1;
            // A scroll on display lies with its own type.
            ensure!(
                cat.scroll(*id).ty == ScrollType::ALL[t],
                "scroll {id} of type {:?} lies with the {:?} scrolls",
                cat.scroll(*id).ty,
                ScrollType::ALL[t]
            );
        }
    }
    let ids = st
        .luxury
        .face_up
        .iter()
        .flatten()
        .chain(st.luxury.stacks.iter().flat_map(|s| s.iter()));
    for id in ids {
        luxury[id.0 as usize] += 1;
    }
    let mut expect = [0u8; 256];
    for s in &cat.scrolls {
        expect[s.id.0 as usize] = 1;
        // The Paschabot's madrasa takes face-up scrolls out of the game
        // (counted by the [`Tracker`]).
        if st.pascha.is_some() && scrolls[s.id.0 as usize] == 0 {
            expect[s.id.0 as usize] = 0;
        }
    }
    if scrolls != expect {
        let places = component_places(g, false);
        let bad: Vec<String> = (0..256)
            .filter(|&i| scrolls[i] != expect[i])
            .map(|i| format!("scroll {i} in {:?}", places[i]))
            .collect();
        return Err(format!("scrolls not each in exactly one place: {bad:?}"));
    }
    let mut expect = [0u8; 256];
    for l in &cat.luxury_goods {
        expect[l.id.0 as usize] = 1;
    }
    if luxury != expect {
        let places = component_places(g, true);
        let bad: Vec<String> = (0..256)
            .filter(|&i| luxury[i] != expect[i])
            .map(|i| format!("luxury good {i} in {:?}", places[i]))
            .collect();
        return Err(format!(
            "luxury goods not each in exactly one place: {bad:?}"
        ));
    }
    Ok(())
}

/// Each oasis lies at most once across all Sahara slots, storages and the
/// bonus oases of river tile 02; claimed slots are in their owner's storage.
fn oasis_places(g: &Game) -> Result<(), String> {
    let st = g.state();
    let n = st.num_players as usize;
    let mut seen = [0u8; 256];
    for (p, pl) in st.players[..n].iter().enumerate() {
        if is_bot(st, p as PlayerId) {
            // No oases for the Paschabot (see [`bot_invariants`]).
            continue;
        }
        let mut claimed_slots = 0;
        for (i, s) in pl.oasis_slots.iter().enumerate() {
            seen[s.oasis.0 as usize] += 1;
            if s.status == OasisStatus::Claimed {
                claimed_slots += 1;
                ensure!(
                    pl.storage.iter().any(|o| *o == s.oasis),
                    "player {p}: claimed oasis {} (slot {i}) not in storage {:?}",
                    s.oasis,
                    pl.storage
                );
            }
        }
        let mut from_slots = 0;
        for (k, o) in pl.storage.iter().enumerate() {
            ensure!(
                !pl.storage.as_slice()[..k].contains(o),
                "player {p}: oasis {o} stored twice"
            );
            let on_slot = pl
                .oasis_slots
                .iter()
                .any(|s| s.oasis == *o && s.status == OasisStatus::Claimed);
            if on_slot {
                from_slots += 1;
            } else {
                // Taken from the bonus oases of river tile 02.
                seen[o.0 as usize] += 1;
            }
        }
        ensure!(
            from_slots == claimed_slots,
            "player {p}: {claimed_slots} claimed slots, {from_slots} of them stored"
        );
    }
    for o in st.bonus_oases.iter().flatten() {
        seen[o.0 as usize] += 1;
    }
    if let Some(id) = seen.iter().position(|&k| k > 1) {
        let mut places = Vec::new();
        for (p, pl) in st.players[..n].iter().enumerate() {
            for (i, s) in pl.oasis_slots.iter().enumerate() {
                if s.oasis.0 as usize == id {
                    places.push(format!("slot {i} of player {p} ({:?})", s.status));
                }
            }
            if pl.storage.iter().any(|o| o.0 as usize == id) {
                places.push(format!("storage of player {p}"));
            }
        }
        if st.bonus_oases.contains(&Some(OasisId(id as u8))) {
            places.push("bonus oases".into());
        }
        return Err(format!("oasis {id} is in several places: {places:?}"));
    }
    Ok(())
}

/// Oasis and resource points of the best choice of at most 3 stored oases:
/// oases 19-21 take resources they are handed, 1 point each instead of half.
fn best_oases_brute_force(g: &Game, p: PlayerId) -> i16 {
    let st = g.state();
    let cat = g.catalog();
    let pl = st.player(p);
    let stored: Vec<OasisId> = pl.storage.iter().copied().collect();
    let mut best = i16::MIN;
    for mask in 0u32..(1 << stored.len()) {
        if mask.count_ones() > 3 {
            continue;
        }
        let mut left = pl.resources;
        let mut points = 0i16;
        for (j, o) in stored.iter().enumerate() {
            if mask & (1 << j) == 0 {
                continue;
            }
            let mut returned = 0;
            if let marrakesh_engine::catalog::OasisEffect::ReturnResource {
                resource, max, ..
            } = cat.oasis(*o).effect
            {
                returned = left.get(resource).min(max as u16);
                *left.get_mut(resource) -= returned;
            }
            points += oasis_points(cat, st, p, *o, returned, true);
        }
        let rest = left.total() + pl.goods_total();
        best = best.max(points + (rest / 2) as i16);
    }
    best
}

/// What a claimed desert town is worth at the end, from the texts of 002
/// and, for the Paschabot, 003's adjustments ("09 Der Paschabot erhält 2
/// Punkte pro rosa Keshi"; "10 ... Der Paschabot erhält 14 Punkte"; "12 ...
/// Er erhält einen gleichfarbigen Keshi und 7 Punkte").
fn town_value(g: &Game, p: PlayerId, town: u8) -> i16 {
    let st = g.state();
    let cat = g.catalog();
    let pl = st.player(p);
    let bot = st.pascha.filter(|_| p == BOT);
    let Some(def) = cat.desert_towns.iter().find(|t| t.id == town) else {
        return 0;
    };
    let v: i32 = match def.effect {
        // 01 "2 points for each of your built city gates".
        DesertTownEffect::PointsPerGate { points } => {
            let gates = match bot {
                Some(pb) => pb.gates_taken(),
                None => pl.gates_built(),
            };
            gates as i32 * points as i32
        }
        // 02, 03.
        DesertTownEffect::PointsPerLuxuryGood { points } => {
            pl.luxury_count() as i32 * points as i32
        }
        DesertTownEffect::PointsPerScroll { points } => pl.scrolls.len() as i32 * points as i32,
        // 04, 05: "Steps taken after you have reached the final space of a
        // staircase do not count".
        DesertTownEffect::StairSteps { stair } => {
            pl.stairs[stair.index()].min(cat.staircase.final_step) as i32
        }
        // 06: "1 point for every 3 keshis (no matter which types) on your
        // player board. Exception: Do not count the goods keshis".
        DesertTownEffect::KeshisDivided { divisor } => {
            let keshis = match bot {
                Some(pb) => pb.rows.iter().map(|&x| x as i32).sum::<i32>(),
                None => Sector::SCORING
                    .iter()
                    .map(|s| pl.sector_keshis(*s) as i32)
                    .sum::<i32>(),
            } + pl.water_vendor_count() as i32;
            keshis / divisor as i32
        }
        // 07 (R1): Essential season 3, Classic the whole game.
        DesertTownEffect::RiverSteps => match st.edition {
            Edition::Essential => pl.river_steps[2] as i32,
            Edition::Classic => pl.river_steps.iter().map(|&x| x as i32).sum(),
        },
        // 08 "2 points for each sector containing at least 4 keshis,
        // including red water vendor keshis. Exception: Do not score the
        // souk."
        DesertTownEffect::SectorsWithKeshis { min, points } => {
            let k = Sector::SCORING
                .iter()
                .filter(|s| {
                    let here = match bot {
                        Some(pb) => pb.rows[s.index()],
                        None => pl.sector_keshis(**s),
                    };
                    here + u8::from(pl.has_vendor(**s)) >= min
                })
                .count() as i32;
            k * points as i32
        }
        // 09 "Each entertainer is worth as many points as the number of
        // spectators facing that entertainer."
        DesertTownEffect::EntertainerSpectators => match bot {
            Some(pb) => 2 * pb.rows[Sector::MainSquare.index()] as i32,
            None => {
                let disc = if st.modules.spectators {
                    &cat.audience_disc.purple
                } else {
                    &cat.audience_disc.pink
                };
                let extra = u8::from(pl.has(Perk::ExtraSpectator));
                (0..8usize)
                    .filter(|f| pl.entertainers & (1 << f) != 0)
                    .map(|f| (disc[(f + 8 - pl.disc_rotation as usize % 8) % 8] + extra) as i32)
                    .sum()
            }
        },
        DesertTownEffect::TakeScroll if bot.is_some() => 14,
        DesertTownEffect::TakeGate if bot.is_some() => 7,
        DesertTownEffect::TakeScroll
        | DesertTownEffect::TakeLuxuryGood
        | DesertTownEffect::TakeGate => 0,
    };
    v as i16
}

/// The lowest score that wins against the lazy Paschabot, and the title a
/// score earns: 003 "135 Punkte: Stolzer Bürger ... 201 Punkte: Thronfolger
/// des Pascha"; "Wüstenstädte, addiere 25 Punkte zu jedem Level".
fn lazy_title(g: &Game, score: i16) -> Option<String> {
    let pb = &g.catalog().paschabot;
    let add = if g.state().modules.desert_towns {
        pb.lazy_ladder_desert_towns
    } else {
        0
    };
    pb.lazy_ladder
        .iter()
        .rfind(|(pts, _)| score as i32 >= (*pts + add) as i32)
        .map(|(_, t)| t.clone())
}

/// Checks at the end of a game.
fn end_checks(g: &Game, t: &Tracker) -> Result<(), String> {
    let st = g.state();
    let cat = g.catalog();
    ensure!(g.is_over() && st.phase == Phase::GameOver, "not over");
    ensure!(
        t.rounds.len() == 12,
        "{} rounds ended, not 12",
        t.rounds.len()
    );
    ensure!(t.seasons == [0, 1, 2], "seasons ended: {:?}", t.seasons);
    ensure!(
        t.game_over.len() == 1,
        "{} GameOver events",
        t.game_over.len()
    );
    let winners = g.winners();
    ensure!(!winners.is_empty() || lazy_bot(st), "no winner");
    ensure!(
        t.game_over[0] == winners,
        "GameOver event names {:?}, winners() {winners:?}",
        t.game_over[0]
    );
    let scores = g.scores();
    ensure!(
        scores.len() == g.num_players() as usize,
        "{} score sheets",
        scores.len()
    );
    let best = scores.iter().map(|s| s.total).max().unwrap_or(0);
    for s in &scores {
        let pl = st.player(s.player);
        let Some(fs) = s.final_scoring else {
            return Err(format!("player {}: no final scoring", s.player));
        };
        let sum: i32 = s.categories.iter().map(|(_, v)| *v as i32).sum();
        ensure!(
            sum == s.total as i32 && s.total == pl.score,
            "player {}: total {} (state {}), categories sum {sum}: {:?}",
            s.player,
            s.total,
            pl.score,
            s.categories
        );
        let by = |c: ScoreCategory| {
            s.categories
                .iter()
                .find(|(k, _)| *k == c)
                .map(|(_, v)| *v)
                .unwrap_or(0)
        };
        ensure!(
            by(ScoreCategory::CompleteSectors) == fs.complete_sector_points
                && by(ScoreCategory::Oases) == fs.oasis_points
                && by(ScoreCategory::Resources) == fs.resource_points
                && by(ScoreCategory::DesertTowns) == fs.town_points,
            "player {}: final scoring {fs:?} vs categories {:?}",
            s.player,
            s.categories
        );
        let oasis_sum: i16 = fs.oases.iter().flatten().map(|(_, v)| *v).sum();
        ensure!(
            oasis_sum == fs.oasis_points,
            "player {}: oases {:?} sum to {oasis_sum}, not {}",
            s.player,
            fs.oases,
            fs.oasis_points
        );
        let town_sum: i16 = fs.towns.iter().flatten().map(|(_, v)| *v).sum();
        ensure!(
            town_sum == fs.town_points,
            "player {}: towns {:?} sum to {town_sum}, not {}",
            s.player,
            fs.towns,
            fs.town_points
        );
        ensure!(
            s.winner == winners.contains(&s.player),
            "player {}: winner flag {} but winners {winners:?}",
            s.player,
            s.winner
        );
        if s.winner {
            ensure!(
                s.total == best,
                "winner {} has {} < {best}",
                s.player,
                s.total
            );
        }
        ensure!(
            s.palace_step == pl.stairs[Stair::Palace.index()]
                && s.mosque_step == pl.stairs[Stair::Mosque.index()],
            "player {}: staircase steps on the sheet differ from the state",
            s.player
        );
        // Against the lazy Paschabot, your title.
        let title = (lazy_bot(st) && s.player == 0)
            .then(|| lazy_title(g, pl.score))
            .flatten();
        ensure!(
            s.title == title,
            "player {}: title {:?} with {} points, the ladder gives {title:?}",
            s.player,
            s.title,
            pl.score
        );
    }
    let expect: Vec<PlayerId> = match st.pascha {
        // "Besitzt du nun mehr Punkte als der Paschabot, hast du gewonnen.
        // Andernfalls gewinnt der Paschabot."
        Some(pb) if pb.opponent == Opponent::Paschabot => {
            if st.player(0).score > st.player(BOT).score {
                vec![0]
            } else {
                vec![BOT]
            }
        }
        // The lazy bot: you win with a title.
        Some(_) => {
            if lazy_title(g, st.player(0).score).is_some() {
                vec![0]
            } else {
                Vec::new()
            }
        }
        None => {
            // Tie-break: most points, then the palace, then the mosque.
            let key = |p: PlayerId| {
                let pl = st.player(p);
                (
                    pl.score,
                    pl.stairs[Stair::Palace.index()],
                    pl.stairs[Stair::Mosque.index()],
                )
            };
            let top = (0..g.num_players()).map(key).max();
            (0..g.num_players())
                .filter(|p| Some(key(*p)) == top)
                .collect()
        }
    };
    ensure!(
        winners == expect,
        "winners {winners:?}, expected {expect:?} (scores {:?})",
        (0..g.num_players())
            .map(|p| st.player(p).score)
            .collect::<Vec<_>>()
    );
    // The fishermen went home after the last river evaluation.
    ensure!(st.jetty == 0, "jetty spots {:#b} after the game", st.jetty);
    for p in 0..g.num_players() {
        let pl = st.player(p);
        let fs = st.final_scores[p as usize];
        ensure!(
            pl.fisherman == 0 && pl.dock.is_none(),
            "player {p}: fisherman at {} after the game",
            pl.fisherman
        );
        if is_bot(st, p) {
            bot_end_checks(g, fs)?;
            continue;
        }
        // Complete sectors: 8 keshis and a water vendor (module 5: "the
        // Sahara counts as complete only if both desert-town keshi spaces
        // are filled, in addition to all other keshi spaces").
        let complete = Sector::ALL
            .iter()
            .filter(|s| {
                let full = match s {
                    Sector::Sahara => {
                        let caps = path_caps(st);
                        (0..3).all(|k| pl.caravans[k] == caps[k])
                    }
                    _ => pl.sector_keshis(**s) == 8,
                };
                **s != Sector::Souk && full && pl.has_vendor(**s)
            })
            .count() as u8;
        ensure!(
            fs.complete_sectors == complete
                && fs.complete_sector_points
                    == complete as i16 * cat.rules.complete_sector_points.value,
            "player {p}: {complete} complete sectors, final scoring says {fs:?}"
        );
        // The scored oases are distinct stored oases.
        let chosen: Vec<OasisId> = fs.oases.iter().flatten().map(|(o, _)| *o).collect();
        for (i, o) in chosen.iter().enumerate() {
            ensure!(
                pl.storage.iter().any(|x| x == o) && !chosen[..i].contains(o),
                "player {p}: scored oases {chosen:?}, storage {:?}",
                pl.storage
            );
        }
        ensure!(
            fs.resource_points as u16 == fs.resources_left / 2,
            "player {p}: {} resources left give {} points",
            fs.resources_left,
            fs.resource_points
        );
        // The best choice of at most 3 oases with the resources left over.
        let best = best_oases_brute_force(g, p);
        ensure!(
            fs.oasis_points + fs.resource_points == best,
            "player {p}: oases {:?} + resources give {} + {}, the best choice gives {best}",
            fs.oases,
            fs.oasis_points,
            fs.resource_points
        );
        // Module 5: "Score (at most) 2 desert towns": the claimed ones (day
        // side up), each by its text.
        let mut expect: Vec<(u8, i16)> = pl
            .towns
            .iter()
            .flatten()
            .filter(|t| t.claimed)
            .map(|t| (t.town, town_value(g, p, t.town)))
            .collect();
        expect.truncate(2);
        let got: Vec<(u8, i16)> = fs.towns.iter().flatten().copied().collect();
        ensure!(
            got == expect,
            "player {p}: desert towns scored {got:?}, the towns {:?} give {expect:?}",
            pl.towns
        );
    }
    let view = g.view(None);
    ensure!(
        view.final_scores.is_some(),
        "view of a finished game without final scores"
    );
    solo_result_sweep(g)?;
    Ok(())
}

/// Solo: the result for other final scores of yours, around the
/// Paschabot's score and each level of the lazy bot's ladder (with desert
/// towns "addiere 25 Punkte zu jedem Level"): winners and your title.
fn solo_result_sweep(g: &Game) -> Result<(), String> {
    let st0 = *g.state();
    let Some(pb) = st0.pascha else {
        return Ok(());
    };
    let cat = g.catalog();
    let mut scores: Vec<i16> = Vec::new();
    let bot = st0.player(BOT).score;
    scores.extend([bot - 1, bot, bot + 1]);
    for (pts, _) in &cat.paschabot.lazy_ladder {
        for add in [0, cat.paschabot.lazy_ladder_desert_towns] {
            let x = (*pts + add) as i16;
            scores.extend([x - 1, x]);
        }
    }
    for score in scores {
        let mut st = st0;
        let d = score - st.players[0].score;
        st.players[0].score = score;
        st.players[0].score_by[ScoreCategory::Resources.index()] += d;
        let h = Game::from_state(*g.setup(), st)
            .map_err(|e| format!("the finished game with {score} points does not load: {e}"))?;
        let expect: Vec<PlayerId> = match pb.opponent {
            Opponent::Paschabot if score > bot => vec![0],
            Opponent::Paschabot => vec![BOT],
            Opponent::Lazy if lazy_title(g, score).is_some() => vec![0],
            Opponent::Lazy => Vec::new(),
        };
        let title = (pb.opponent == Opponent::Lazy)
            .then(|| lazy_title(g, score))
            .flatten();
        let sheet = h.scores().into_iter().next().map(|s| s.title);
        ensure!(
            h.winners() == expect && sheet == Some(title.clone()),
            "with {score} points against the {:?} ({} points, desert towns: {}): winners {:?} \
             and title {:?}, the rules give {expect:?} and {title:?}",
            pb.opponent,
            bot,
            st0.modules.desert_towns,
            h.winners(),
            sheet.flatten()
        );
    }
    Ok(())
}

/// The Paschabot's final scoring (003): "10 Punkte für jeden komplett
/// gefüllten Bezirk"; per sector "Die Keshi-Anzahl wird multipliziert mit
/// der Hälfte der Anzahl (aufgerundet) der entsprechenden Keshis, die auf
/// den aufgedeckten Strategieplättchen abgebildet sind" (not with the
/// easier option); its desert towns with the changes for 09, 10 and 12. The
/// lazy bot scores nothing.
fn bot_end_checks(g: &Game, fs: FinalScore) -> Result<(), String> {
    let st = g.state();
    let cat = g.catalog();
    let Some(pb) = st.pascha else {
        return Ok(());
    };
    let pl = st.player(BOT);
    if pb.opponent == Opponent::Lazy {
        ensure!(
            fs == FinalScore::default() && pl.score == 0,
            "the lazy Paschabot scores {fs:?}, {} points",
            pl.score
        );
        return Ok(());
    }
    let complete = Sector::SCORING
        .iter()
        .filter(|s| pb.rows[s.index()] >= 8 && pl.has_vendor(**s))
        .count() as u8;
    ensure!(
        fs.complete_sectors == complete
            && fs.complete_sector_points
                == complete as i16 * cat.rules.complete_sector_points.value
            && fs.oases == [None; 3]
            && fs.oasis_points == 0
            && fs.resource_points == 0,
        "the Paschabot has {complete} complete sectors, final scoring says {fs:?}"
    );
    let icons = bot_icons(cat, &pb);
    let mut per_sector = 0i16;
    for s in Sector::ALL {
        let (k, colour) = match s.colour() {
            Some(c) => (pb.rows[s.index()] as i16, c),
            None => (pl.goods.iter().sum::<u16>() as i16, Colour::Yellow),
        };
        let shown = icons.iter().filter(|i| i.matches(colour)).count() as i16;
        per_sector += k * ((shown + 1) / 2);
    }
    if pb.difficulty.complete_sectors_only {
        per_sector = 0;
    }
    ensure!(
        pl.score_by[ScoreCategory::PaschabotSectors.index()] == per_sector,
        "the Paschabot's sectors score {}, the strategy tiles {icons:?} and rows {:?} give \
         {per_sector}",
        pl.score_by[ScoreCategory::PaschabotSectors.index()],
        pb.rows
    );
    let expect: Vec<(u8, i16)> = pl
        .towns
        .iter()
        .flatten()
        .map(|t| (t.town, town_value(g, BOT, t.town)))
        .collect();
    let got: Vec<(u8, i16)> = fs.towns.iter().flatten().copied().collect();
    ensure!(
        got == expect,
        "the Paschabot's desert towns scored {got:?}, the towns give {expect:?}"
    );
    Ok(())
}

// ---------------------------------------------------------------------------
// 1. Games end, invariants hold after every action
// ---------------------------------------------------------------------------

/// Plays `plain` ordinary and `gifted` gifted-scroll games per tower layer,
/// checking every invariant after every action.
fn random_games(players: u8, edition: Edition, plain: u64, gifted: u64) {
    let mut games = 0;
    for tower in TOWERS {
        for seed in 0..plain {
            Play::new(make_setup(players, edition, tower, seed)).finish();
            games += 1;
        }
        for seed in 500..500 + gifted {
            Play::gifted(make_setup(players, edition, tower, seed)).finish();
            games += 1;
        }
    }
    // A few games without the tower's randomness, too.
    for seed in 900..900 + 2 * scale() {
        let mut play = Play::new(make_setup(players, edition, TowerSetting::NoTower, seed));
        play.finish();
        if play.game.state().tower.stuck_total() != 0 {
            play.fail("keshis stuck in a game without the tower");
        }
        games += 1;
    }
    eprintln!("{players} players, {edition:?}: {games} random games checked");
}

#[test]
fn random_games_2p_classic() {
    random_games(2, Edition::Classic, 110 * scale(), 30 * scale());
}

#[test]
fn random_games_2p_essential() {
    random_games(2, Edition::Essential, 110 * scale(), 30 * scale());
}

#[test]
fn random_games_3p_classic() {
    random_games(3, Edition::Classic, 90 * scale(), 25 * scale());
}

#[test]
fn random_games_3p_essential() {
    random_games(3, Edition::Essential, 90 * scale(), 25 * scale());
}

#[test]
fn random_games_4p_classic() {
    random_games(4, Edition::Classic, 70 * scale(), 20 * scale());
}

#[test]
fn random_games_4p_essential() {
    random_games(4, Edition::Essential, 70 * scale(), 20 * scale());
}

/// Checked games over every combination of modules: for each of the 32
/// combinations and both editions, `per` games (tower layers alternating,
/// every other one with gifted scrolls; the seed varies the staircase tiles
/// and exchange offices, see [`modules_of`]).
fn random_games_with_modules(players: u8, per: u64) {
    let mut games = 0;
    for mask in 0..32u8 {
        for edition in [Edition::Classic, Edition::Essential] {
            for k in 0..per {
                let seed = 6000
                    + 100 * players as u64
                    + 1000 * k
                    + mask as u64 * 3
                    + u64::from(edition == Edition::Essential);
                let tower = TOWERS[(seed % 2) as usize];
                let setup = module_setup(players, edition, tower, mask, seed);
                let mut play = Play::start(setup, (mask as u64 + k) % 2 == 1);
                setup_checks(&play.game).unwrap_or_else(|e| play.fail(&e));
                play.finish();
                games += 1;
            }
        }
    }
    eprintln!("{players} players: {games} random games with modules checked");
}

#[test]
fn random_games_with_modules_2p() {
    random_games_with_modules(2, 2 * scale());
}

#[test]
fn random_games_with_modules_3p() {
    random_games_with_modules(3, 2 * scale());
}

#[test]
fn random_games_with_modules_4p() {
    random_games_with_modules(4, scale());
}

/// Modules of solo games: none, all five, and a combination that changes
/// with the seed.
fn solo_modules(k: u64, seed: u64) -> Modules {
    match k % 3 {
        0 => Modules::default(),
        1 => modules_of(31, seed),
        _ => modules_of((seed % 31) as u8 + 1, seed),
    }
}

/// Checked solo games: every difficulty setting of [`DIFFICULTIES`], both
/// editions, without modules, with all of them and with some.
fn random_solo_games(opponent: Opponent, per: u64) {
    let mut games = 0;
    for (i, bits) in DIFFICULTIES.iter().enumerate() {
        for edition in [Edition::Classic, Edition::Essential] {
            for k in 0..per {
                let seed = 7000 + 50 * i as u64 + 7 * k + u64::from(edition == Edition::Essential);
                let tower = TOWERS[(seed % 2) as usize];
                let modules = solo_modules(k + i as u64, seed);
                let setup = solo_setup(
                    opponent,
                    difficulty_of(*bits),
                    edition,
                    tower,
                    modules,
                    seed,
                );
                let mut play = Play::start(setup, seed % 4 == 3);
                setup_checks(&play.game).unwrap_or_else(|e| play.fail(&e));
                play.finish();
                games += 1;
            }
        }
    }
    eprintln!("{opponent:?}: {games} random solo games checked");
}

#[test]
fn random_solo_games_paschabot() {
    random_solo_games(Opponent::Paschabot, 10 * scale());
}

#[test]
fn random_solo_games_lazy() {
    random_solo_games(Opponent::Lazy, 5 * scale());
}

/// What the setup of a game laid out, by the rules of its modules and solo
/// options.
fn setup_checks(g: &Game) -> Result<(), String> {
    let st = g.state();
    let cat = g.catalog();
    let setup = g.setup();
    let m = setup.modules;
    ensure!(
        st.modules == m,
        "modules {:?} in play, {m:?} set up",
        st.modules
    );
    // Module 1: "This leaves 12 spaces to be covered", distinct tiles; or
    // the tiles the players agreed on.
    match m.staircase_tiles {
        None => ensure!(
            st.staircase_cover == [None; 12],
            "staircase tiles without module 1"
        ),
        Some(mode) => {
            let tiles: Vec<(u8, u8)> = st.staircase_cover.iter().flatten().copied().collect();
            let mut ids: Vec<u8> = tiles.iter().map(|t| t.0).collect();
            ids.sort();
            ids.dedup();
            ensure!(
                tiles.len() == 12
                    && ids.len() == 12
                    && tiles
                        .iter()
                        .all(|(t, side)| *side <= 1
                            && cat.staircase_tiles.iter().any(|x| x.id == *t)),
                "staircase tiles {:?}",
                st.staircase_cover
            );
            if let StaircaseTiles::Chosen { tiles: chosen } = mode {
                ensure!(
                    tiles == chosen,
                    "staircase tiles {tiles:?}, chosen {chosen:?}"
                );
            }
        }
    }
    // Module 2: "Place these two special pawns on their respective starting
    // space".
    if m.imam_sultan {
        ensure!(
            st.figures[0].step == cat.staircase.sultan_start
                && st.figures[1].step == cat.staircase.imam_start
                && st.figures.iter().all(|f| f.carrier.is_none()),
            "imam and sultan set up as {:?}",
            st.figures
        );
    }
    // Module 3 (R1): Classic mixes the 6 new offices with the 6 base ones
    // (or uses the new ones only); Essential turns its 6 double-sided tiles
    // a random side up (or the new side).
    let offices: Vec<&marrakesh_engine::catalog::ExchangeOfficeDef> =
        st.offices.iter().map(|o| cat.office(*o)).collect();
    let mut ids = st.offices.to_vec();
    ids.sort();
    ids.dedup();
    ensure!(
        ids.len() == 3,
        "exchange offices {:?} drawn twice",
        st.offices
    );
    // (The new offices are the backs of the base ones in Essential.)
    let ok = match (m.exchange_offices, st.edition) {
        (None, _) => offices.iter().all(|o| !o.expansion),
        (Some(ExchangeOffices::Mixed), Edition::Classic) => true,
        (Some(ExchangeOffices::NewOnly), _) => offices.iter().all(|o| o.expansion),
        (Some(ExchangeOffices::Mixed), Edition::Essential) => {
            // Three different physical tiles, either side up.
            let mut fronts: Vec<ExchangeOfficeId> = offices
                .iter()
                .map(|o| {
                    if o.expansion {
                        o.back_of.unwrap_or(ExchangeOfficeId(0))
                    } else {
                        o.id
                    }
                })
                .collect();
            fronts.sort();
            fronts.dedup();
            fronts.len() == 3 && !fronts.contains(&ExchangeOfficeId(0))
        }
    };
    ensure!(
        ok,
        "exchange offices {:?} with module 3 {:?} ({:?})",
        st.offices,
        m.exchange_offices,
        st.edition
    );
    // Module 5: "3 / 5 / 7" towns, checked by [`town_places`].
    town_places(g)?;
    match setup.solo {
        None => ensure!(st.pascha.is_none(), "a Paschabot without solo play"),
        Some(solo) => {
            let Some(pb) = st.pascha else {
                return Err("solo play without a Paschabot".into());
            };
            ensure!(
                pb.opponent == solo.opponent && pb.difficulty == solo.difficulty,
                "solo options {solo:?}, board {pb:?}"
            );
            // "Der Paschabot ist Startspieler"; lazy: "Du bist der erste
            // Startspieler".
            let first = match solo.opponent {
                Opponent::Paschabot => BOT,
                Opponent::Lazy => 0,
            };
            ensure!(
                st.start_player == first && st.season_player == first,
                "start player {} against the {:?}",
                st.start_player,
                solo.opponent
            );
            if solo.opponent == Opponent::Paschabot {
                // "Das oberste Plättchen des Stapels wird aufgedeckt".
                ensure!(
                    pb.tiles.len() == 1,
                    "{} strategy tiles at the start",
                    pb.tiles.len()
                );
                // Harder: "der Paschabot erhält die restlichen 5 Keshis aus
                // dem Beutel und setzt sie sofort ein".
                let deployed: i32 = pb.rows.iter().map(|&x| x as i32).sum::<i32>()
                    + st.player(BOT).goods.iter().map(|&x| x as i32).sum::<i32>()
                    + st.player(BOT).water_vendors.count_ones() as i32;
                ensure!(
                    (deployed > 0) == solo.difficulty.storage_keshis,
                    "the Paschabot starts with {deployed} keshis (storage keshis: {})",
                    solo.difficulty.storage_keshis
                );
            }
        }
    }
    Ok(())
}

// ---------------------------------------------------------------------------
// 2. Every listed action applies
// ---------------------------------------------------------------------------

fn every_listed_action_applies(setups: Vec<Setup>) {
    for setup in setups {
        let seed = setup.seed;
        {
            // Seeds 2 (mod 3) start with gifted scrolls.
            let mut play = Play::start(setup, seed % 3 == 2);
            let mut aux = Rng::new(seed ^ AUX);
            while !play.game.is_over() {
                // Every pending player, every listed action (a sample of
                // at most 30 when there are more).
                for (p, d) in play.game.pending().players {
                    let mut legal = play.game.legal_actions(p);
                    if legal.len() > 20 {
                        aux.shuffle(&mut legal);
                        legal.truncate(20);
                    }
                    for a in legal {
                        let mut g = play.game.clone();
                        let events = match g.apply(p, a) {
                            Ok(ev) => ev,
                            Err(e) => play.fail(&format!(
                                "listed action {a:?} of player {p} for {d:?} failed: {e}"
                            )),
                        };
                        let mut t = play.tracker.clone();
                        let r = t
                            .observe(&g, (p, d, a), &events)
                            .and_then(|_| invariants(&g))
                            .and_then(|_| t.check(&g));
                        if let Err(e) = r {
                            play.fail(&format!(
                                "after the listed action {a:?} of player {p} for {d:?}: {e}"
                            ));
                        }
                        // The quiet path reaches the same state.
                        let mut q = play.game.clone();
                        if q.apply_quiet(p, a).is_err() || q != g {
                            play.fail(&format!("apply_quiet({p}, {a:?}) differs from apply"));
                        }
                    }
                }
                play.step();
            }
            play.check_end();
        }
    }
}

#[test]
fn every_listed_action_applies_classic() {
    every_listed_action_applies(base_setups(Edition::Classic, 1000, 2 * scale()));
}

#[test]
fn every_listed_action_applies_essential() {
    every_listed_action_applies(base_setups(Edition::Essential, 1000, 2 * scale()));
}

#[test]
fn every_listed_action_applies_with_modules_and_solo() {
    every_listed_action_applies(module_and_solo_setups(1500, scale()));
}

// ---------------------------------------------------------------------------
// 3. Actions that are not listed are rejected and change nothing
// ---------------------------------------------------------------------------

/// One action of every kind, with assorted values.
fn assorted_actions() -> Vec<Action> {
    let bvec = |v: &[Colour]| BVec::from_slice(v).expect("fits");
    vec![
        Action::ArrangeStorage {
            keshis: bvec(&[Colour::Red, Colour::Green, Colour::Gray]),
        },
        Action::ArrangeStorage { keshis: bvec(&[]) },
        Action::OrientDisc { rotation: 8 },
        Action::OrientDisc { rotation: 255 },
        Action::ActivateProvision { slot: 3 },
        Action::Select {
            keshis: [Colour::Turquoise, Colour::Green, Colour::Gray],
        },
        Action::Select {
            keshis: [Colour::Red, Colour::Red, Colour::Red],
        },
        Action::PlaceAssistant {
            sector: Sector::Souk,
        },
        Action::Claim {
            colour: Colour::Red,
            count: 1,
        },
        Action::Claim {
            colour: Colour::Green,
            count: 3,
        },
        Action::Claim {
            colour: Colour::Yellow,
            count: 0,
        },
        Action::ClaimPair {
            first: Colour::Green,
            second: Colour::Green,
        },
        Action::DeployHeld {
            colour: Colour::Red,
        },
        Action::UseAssistant {
            sector: Sector::River,
            option: AssistantOption::SectorAction,
        },
        Action::UseAssistant {
            sector: Sector::Souk,
            option: AssistantOption::NewKeshi {
                colour: Colour::Red,
            },
        },
        Action::PlaceEntertainer { field: 8 },
        Action::PlaceCaravan {
            path: SaharaPath::StartOasis,
        },
        Action::PlaceWaterVendor {
            sector: Sector::Souk,
        },
        Action::ChooseColour {
            colour: Colour::Red,
        },
        Action::TakeResources {
            resources: Resources::new(50, 0, 0),
        },
        Action::Harvest {
            dates: 9,
            water: 0,
            dinars: 0,
            points: 0,
        },
        Action::ExtraStep {
            pay: StepPayment::Free,
        },
        Action::ExtraStep {
            pay: StepPayment::Water,
        },
        Action::LineBonus { space: 200 },
        Action::RapidBonus { rapid: 9 },
        Action::ExchangeGoods {
            colour: Colour::Green,
        },
        Action::BuyLuxury { slot: 5 },
        Action::ChooseEntertainer { field: 8 },
        Action::RefreshScrolls {
            ty: ScrollType::Gray,
            pay: Resources::ZERO,
        },
        Action::BuyScroll {
            ty: ScrollType::Orange,
            slot: 3,
        },
        Action::TakeScroll {
            ty: ScrollType::Yellow,
            slot: 3,
        },
        Action::BuyGate {
            workshop: 4,
            colour: Colour::Red,
            pay: Resources::ZERO,
        },
        Action::BuildGate { space: 8 },
        Action::ClaimOasis {
            slot: 6,
            pay: Resources::ZERO,
        },
        Action::TakeBonusOasis { index: 3 },
        Action::Accept,
        Action::ReturnKeshi {
            keshi: BoardKeshi::Marker {
                sector: Sector::Souk,
            },
        },
        Action::ReturnKeshi {
            keshi: BoardKeshi::Guard,
        },
        Action::ChooseSector {
            sector: Sector::Souk,
        },
        Action::ChooseStair {
            stair: Stair::Palace,
        },
        Action::ScoreOasis { index: 7 },
        Action::Count { n: 200 },
        Action::ReturnResource {
            resource: Resource::Water,
        },
        Action::ChooseOption { option: 2 },
        Action::Provision {
            alternative: true,
            pay: Resources::ZERO,
        },
        Action::TakeDesertTown { index: 7 },
        Action::TakeDesertTown { index: 255 },
        Action::ClaimDesertTown { space: 2 },
        Action::ClaimDesertTown { space: 255 },
        Action::ReturnKeshi {
            keshi: BoardKeshi::Caravan {
                path: SaharaPath::StartOasis,
            },
        },
        Action::Done,
    ]
}

fn tweak(r: Resources) -> Vec<Resources> {
    vec![
        Resources::ZERO,
        Resources::new(r.water + 1, r.dates, r.dinars),
        Resources::new(r.water, r.dates + 1, r.dinars),
        Resources::new(r.water, r.dates, r.dinars + 1),
        Resources::new(r.water.saturating_sub(1), r.dates, r.dinars + 1),
        Resources::new(r.water, r.dates, r.dinars.saturating_sub(1)),
        Resources::new(999, 999, 999),
    ]
}

/// Near misses of a listed action: other colours, sectors, slots, payments.
fn mutations(a: Action) -> Vec<Action> {
    let mut v = Vec::new();
    let slots = [0u8, 1, 2, 3, 4, 5, 6, 7, 8, 100, 255];
    match a {
        Action::ArrangeStorage { keshis } => {
            if !keshis.is_empty() {
                for c in Colour::ALL {
                    let mut k = keshis;
                    k.as_mut_slice()[0] = c;
                    v.push(Action::ArrangeStorage { keshis: k });
                }
            }
            let mut shorter = keshis;
            shorter.pop();
            v.push(Action::ArrangeStorage { keshis: shorter });
            let mut longer = keshis;
            if longer.push(Colour::Red) {
                v.push(Action::ArrangeStorage { keshis: longer });
            }
        }
        Action::OrientDisc { .. } => v.extend(
            slots
                .iter()
                .map(|&rotation| Action::OrientDisc { rotation }),
        ),
        Action::ActivateProvision { .. } => {
            v.extend(slots.iter().map(|&slot| Action::ActivateProvision { slot }))
        }
        Action::Select { keshis } => {
            for i in 0..3 {
                for c in Colour::ALL {
                    let mut k = keshis;
                    k[i] = c;
                    v.push(Action::Select { keshis: k });
                }
            }
            v.push(Action::Select {
                keshis: [keshis[2], keshis[1], keshis[0]],
            });
        }
        Action::PlaceAssistant { .. } => v.extend(
            Sector::ALL
                .iter()
                .map(|&sector| Action::PlaceAssistant { sector }),
        ),
        Action::Claim { colour, count } => {
            for c in Colour::ALL {
                v.push(Action::Claim { colour: c, count });
            }
            for count in [0, 1, 2, 3, 255] {
                v.push(Action::Claim { colour, count });
            }
            v.push(Action::ClaimPair {
                first: colour,
                second: colour,
            });
        }
        Action::ClaimPair { first, second } => {
            for c in Colour::ALL {
                v.push(Action::ClaimPair { first: c, second });
                v.push(Action::ClaimPair { first, second: c });
            }
            v.push(Action::ClaimPair {
                first: second,
                second: first,
            });
        }
        Action::DeployHeld { .. } => v.extend(
            Colour::ALL
                .iter()
                .map(|&colour| Action::DeployHeld { colour }),
        ),
        Action::UseAssistant { sector, option } => {
            for s in Sector::ALL {
                v.push(Action::UseAssistant { sector: s, option });
            }
            for c in Colour::ALL {
                v.push(Action::UseAssistant {
                    sector,
                    option: AssistantOption::NewKeshi { colour: c },
                });
            }
            v.push(Action::UseAssistant {
                sector,
                option: AssistantOption::SectorAction,
            });
        }
        Action::PlaceEntertainer { .. } => v.extend(
            slots
                .iter()
                .map(|&field| Action::PlaceEntertainer { field }),
        ),
        Action::PlaceCaravan { .. } => v.extend(
            [SaharaPath::Left, SaharaPath::Right, SaharaPath::StartOasis]
                .iter()
                .map(|&path| Action::PlaceCaravan { path }),
        ),
        Action::PlaceWaterVendor { .. } => v.extend(
            Sector::ALL
                .iter()
                .map(|&sector| Action::PlaceWaterVendor { sector }),
        ),
        Action::ChooseColour { .. } => v.extend(
            Colour::ALL
                .iter()
                .map(|&colour| Action::ChooseColour { colour }),
        ),
        Action::TakeResources { resources } => v.extend(
            tweak(resources)
                .into_iter()
                .map(|resources| Action::TakeResources { resources }),
        ),
        Action::Harvest {
            dates,
            water,
            dinars,
            points,
        } => {
            v.push(Action::Harvest {
                dates: dates + 1,
                water,
                dinars,
                points,
            });
            v.push(Action::Harvest {
                dates: dates.saturating_sub(1),
                water: water + 1,
                dinars,
                points,
            });
            v.push(Action::Harvest {
                dates: dates.saturating_sub(1),
                water,
                dinars: dinars + 1,
                points,
            });
            v.push(Action::Harvest {
                dates: dates.saturating_sub(1),
                water,
                dinars,
                points: points + 1,
            });
        }
        Action::ExtraStep { .. } => v.extend(
            [StepPayment::Water, StepPayment::Date, StepPayment::Free]
                .iter()
                .map(|&pay| Action::ExtraStep { pay }),
        ),
        Action::LineBonus { space } => {
            for s in [0, 1, space.wrapping_add(1), space.wrapping_sub(1), 30, 255] {
                v.push(Action::LineBonus { space: s });
            }
        }
        Action::RapidBonus { .. } => {
            v.extend(slots.iter().map(|&rapid| Action::RapidBonus { rapid }))
        }
        Action::ExchangeGoods { .. } => v.extend(
            Colour::ALL
                .iter()
                .map(|&colour| Action::ExchangeGoods { colour }),
        ),
        Action::BuyLuxury { .. } => v.extend(slots.iter().map(|&slot| Action::BuyLuxury { slot })),
        Action::ChooseEntertainer { .. } => v.extend(
            slots
                .iter()
                .map(|&field| Action::ChooseEntertainer { field }),
        ),
        Action::RefreshScrolls { ty, pay } => {
            for t in ScrollType::ALL {
                v.push(Action::RefreshScrolls { ty: t, pay });
            }
            v.extend(
                tweak(pay)
                    .into_iter()
                    .map(|pay| Action::RefreshScrolls { ty, pay }),
            );
        }
        Action::BuyScroll { ty, slot } => {
            for t in ScrollType::ALL {
                v.push(Action::BuyScroll { ty: t, slot });
                v.push(Action::TakeScroll { ty: t, slot });
            }
            v.extend(slots.iter().map(|&slot| Action::BuyScroll { ty, slot }));
        }
        Action::TakeScroll { ty, slot } => {
            for t in ScrollType::ALL {
                v.push(Action::TakeScroll { ty: t, slot });
                v.push(Action::BuyScroll { ty: t, slot });
            }
            v.extend(slots.iter().map(|&slot| Action::TakeScroll { ty, slot }));
        }
        Action::BuyGate {
            workshop,
            colour,
            pay,
        } => {
            for w in [0, 1, 2, 3, 4, 255] {
                v.push(Action::BuyGate {
                    workshop: w,
                    colour,
                    pay,
                });
            }
            for c in Colour::ALL {
                v.push(Action::BuyGate {
                    workshop,
                    colour: c,
                    pay,
                });
            }
            v.extend(tweak(pay).into_iter().map(|pay| Action::BuyGate {
                workshop,
                colour,
                pay,
            }));
        }
        Action::BuildGate { .. } => {
            v.extend(slots.iter().map(|&space| Action::BuildGate { space }))
        }
        Action::ClaimOasis { slot, pay } => {
            v.extend(slots.iter().map(|&s| Action::ClaimOasis { slot: s, pay }));
            v.extend(
                tweak(pay)
                    .into_iter()
                    .map(|pay| Action::ClaimOasis { slot, pay }),
            );
        }
        Action::TakeBonusOasis { .. } => {
            v.extend(slots.iter().map(|&index| Action::TakeBonusOasis { index }))
        }
        Action::ReturnKeshi { .. } => {
            for sector in Sector::ALL {
                v.push(Action::ReturnKeshi {
                    keshi: BoardKeshi::Marker { sector },
                });
                v.push(Action::ReturnKeshi {
                    keshi: BoardKeshi::WaterVendor { sector },
                });
            }
            for field in slots {
                v.push(Action::ReturnKeshi {
                    keshi: BoardKeshi::Entertainer { field },
                });
            }
            v.push(Action::ReturnKeshi {
                keshi: BoardKeshi::Guard,
            });
            for path in [SaharaPath::Left, SaharaPath::Right, SaharaPath::StartOasis] {
                v.push(Action::ReturnKeshi {
                    keshi: BoardKeshi::Caravan { path },
                });
            }
        }
        Action::TakeDesertTown { .. } => {
            v.extend(slots.iter().map(|&index| Action::TakeDesertTown { index }))
        }
        Action::ClaimDesertTown { .. } => {
            v.extend(slots.iter().map(|&space| Action::ClaimDesertTown { space }))
        }
        Action::ChooseSector { .. } => v.extend(
            Sector::ALL
                .iter()
                .map(|&sector| Action::ChooseSector { sector }),
        ),
        Action::ScoreOasis { .. } => {
            v.extend(slots.iter().map(|&index| Action::ScoreOasis { index }))
        }
        Action::Count { n } => {
            for k in [0, 1, n.wrapping_add(1), n.wrapping_sub(1), 20, 255] {
                v.push(Action::Count { n: k });
            }
        }
        Action::ChooseOption { .. } => {
            v.extend(slots.iter().map(|&option| Action::ChooseOption { option }))
        }
        Action::Provision { alternative, pay } => {
            v.push(Action::Provision {
                alternative: !alternative,
                pay,
            });
            v.extend(
                tweak(pay)
                    .into_iter()
                    .map(|pay| Action::Provision { alternative, pay }),
            );
            v.extend(tweak(pay).into_iter().map(|pay| Action::Provision {
                alternative: !alternative,
                pay,
            }));
        }
        _ => {}
    }
    v
}

fn unlisted_actions_are_rejected_and_change_nothing(setups: Vec<Setup>) {
    let assorted = assorted_actions();
    let mut rejected = 0u64;
    for setup in setups {
        let (players, seed) = (setup.players, setup.seed);
        {
            let mut play = Play::start(setup, seed % 3 == 2);
            let mut aux = Rng::new(seed ^ AUX);
            while !play.game.is_over() {
                if aux.below(3) == 0 {
                    rejected += check_rejections(&mut play, &assorted, &mut aux);
                }
                play.step();
            }
            play.check_end();
            // After the end, everything is refused.
            let before = *play.game.state();
            for p in 0..players + 1 {
                for a in [Action::Done, Action::Accept] {
                    match play.game.apply(p, a) {
                        Err(RuleError::GameOver) => {}
                        other => play.fail(&format!(
                            "{a:?} by {p} after the end gave {other:?}, not GameOver"
                        )),
                    }
                }
            }
            if *play.game.state() != before {
                play.fail("a refused action after the end changed the state");
            }
        }
    }
    eprintln!("{rejected} unlisted actions rejected");
}

#[test]
fn unlisted_actions_are_rejected_and_change_nothing_classic() {
    unlisted_actions_are_rejected_and_change_nothing(base_setups(
        Edition::Classic,
        2000,
        3 * scale(),
    ));
}

#[test]
fn unlisted_actions_are_rejected_and_change_nothing_essential() {
    unlisted_actions_are_rejected_and_change_nothing(base_setups(
        Edition::Essential,
        2000,
        3 * scale(),
    ));
}

#[test]
fn unlisted_actions_are_rejected_and_change_nothing_with_modules_and_solo() {
    unlisted_actions_are_rejected_and_change_nothing(module_and_solo_setups(2500, 2 * scale()));
}

/// Tries unlisted actions on the live game; each must fail with the right
/// error and leave the game as it was.
fn check_rejections(play: &mut Play, assorted: &[Action], aux: &mut Rng) -> u64 {
    let n = play.game.num_players();
    let pending = play.game.pending();
    let before = *play.game.state();
    let before_json = play.game.state_json();
    let mut count = 0;
    let mut try_one =
        |play: &mut Play, p: PlayerId, a: Action, expect: &dyn Fn(&RuleError) -> bool| {
            match play.game.apply(p, a) {
                Ok(ev) => play.fail(&format!(
                    "unlisted action {a:?} of player {p} was accepted (events {ev:?})"
                )),
                Err(e) => {
                    if !expect(&e) {
                        play.fail(&format!(
                            "unlisted action {a:?} of player {p}: unexpected error {e:?}"
                        ));
                    }
                }
            }
            if *play.game.state() != before {
                play.fail(&format!(
                    "rejected action {a:?} of player {p} changed the state"
                ));
            }
            count += 1;
        };
    // Candidates: mutations of listed actions and one action of every kind.
    for (p, d) in &pending.players {
        let legal = play.game.legal_actions(*p);
        let listed: HashSet<Action> = legal.iter().copied().collect();
        let mut candidates: Vec<Action> = assorted.to_vec();
        // Near misses of (a sample of) the listed actions.
        for _ in 0..legal.len().min(8) {
            candidates.extend(mutations(legal[aux.below(legal.len() as u32) as usize]));
        }
        // The other pending players' listed actions answer other decisions.
        for (q, _) in &pending.players {
            if q != p {
                candidates.extend(play.game.legal_actions(*q).into_iter().take(20));
            }
        }
        let mut seen = HashSet::new();
        candidates.retain(|a| !listed.contains(a) && seen.insert(*a));
        if candidates.len() > 60 {
            aux.shuffle(&mut candidates);
            candidates.truncate(60);
        }
        let d = *d;
        let p = *p;
        for a in candidates {
            try_one(play, p, a, &|e| {
                matches!(e, RuleError::IllegalAction { player, decision, action }
                    if *player == p && *decision == d && *action == a)
            });
        }
        // The listed actions by players that do not exist.
        let a = legal[aux.below(legal.len() as u32) as usize];
        for q in [n, 4, 7, 255] {
            try_one(
                play,
                q,
                a,
                &|e| matches!(e, RuleError::NoSuchPlayer(x) if *x == q),
            );
        }
        // ... and by players that have nothing to decide.
        let waiting: Vec<PlayerId> = pending.players.iter().map(|(q, _)| *q).collect();
        for q in 0..n {
            if pending.for_player(q).is_none() {
                for b in [a, Action::Done, Action::Accept] {
                    try_one(play, q, b, &|e| {
                        matches!(e, RuleError::NotYourTurn { player, waiting_for }
                            if *player == q && *waiting_for == waiting)
                    });
                }
            }
        }
    }
    if play.game.state_json() != before_json {
        play.fail("rejected actions changed the saved state");
    }
    count
}

// ---------------------------------------------------------------------------
// 4. Determinism, replays, saved games, serde
// ---------------------------------------------------------------------------

fn serde_round_trip<T>(x: &T, what: &str, play: &Play)
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + fmt::Debug,
{
    let json = match serde_json::to_string(x) {
        Ok(j) => j,
        Err(e) => play.fail(&format!("{what} does not serialise: {e}: {x:?}")),
    };
    let back: T = match serde_json::from_str(&json) {
        Ok(b) => b,
        Err(e) => play.fail(&format!("{what} does not deserialise: {e}: {json}")),
    };
    if &back != x {
        play.fail(&format!(
            "{what} changes in a JSON round trip: {x:?} -> {json} -> {back:?}"
        ));
    }
}

fn games_are_deterministic_and_survive_saving(setups: Vec<Setup>) {
    for setup in setups {
        let (players, seed) = (setup.players, setup.seed);
        {
            let mut play = Play::new(setup);
            let mut aux = Rng::new(seed ^ AUX);
            let mut all_events = Vec::new();
            while !play.game.is_over() {
                let (_, a, events) = play.step();
                serde_round_trip(&a, "an action", &play);
                for e in &events {
                    serde_round_trip(e, "an event", &play);
                }
                all_events.push(events);
                for (_, d) in play.game.pending().players {
                    serde_round_trip(&d, "a decision", &play);
                }
                if aux.below(15) == 0 {
                    // Saved and loaded, the game is the same.
                    let json = play.game.state_json();
                    match Game::from_state_json(&json) {
                        Ok(g) => {
                            if g != play.game || g.state_json() != json {
                                play.fail("game differs after a state JSON round trip");
                            }
                        }
                        Err(e) => play.fail(&format!("saved game does not load: {e}")),
                    }
                    // So are views and pending decisions.
                    for v in std::iter::once(None).chain((0..players).map(Some)) {
                        serde_round_trip(&play.game.view(v), "a view", &play);
                    }
                    serde_round_trip(&play.game.pending(), "pending decisions", &play);
                    serde_round_trip(&play.game.scores(), "score sheets", &play);
                }
            }
            play.check_end();
            let final_state = *play.game.state();
            let final_scores = play.game.scores();
            serde_round_trip(&final_scores, "final score sheets", &play);
            serde_round_trip(&play.record, "the record", &play);
            serde_round_trip(&setup, "the setup", &play);
            // The record replays to the same game.
            match play.record.replay() {
                Ok(g) => {
                    if *g.state() != final_state || g.scores() != final_scores {
                        play.fail("the replayed record ends in another state");
                    }
                }
                Err(e) => play.fail(&format!("the record does not replay: {e}")),
            }
            // The same seed and choices give the same game, event for event.
            let mut again = Play::new(setup);
            let mut k = 0;
            while !again.game.is_over() {
                let (_, _, events) = again.step();
                if all_events.get(k) != Some(&events) {
                    again.fail("the same seed and choices gave other events");
                }
                k += 1;
            }
            if again.record != play.record || *again.game.state() != final_state {
                again.fail("the same seed and choices gave another game");
            }
            // Replaying with save/load cycles on the way gives the same game.
            let mut g = Game::new(setup).expect("setup");
            for (i, (p, a)) in play.record.actions.iter().enumerate() {
                if aux.below(40) == 0 {
                    g = Game::from_state_json(&g.state_json()).unwrap_or_else(|e| {
                        panic!("reload at action {i} failed: {e}\n  at {}", play.loc())
                    });
                }
                if let Err(e) = g.apply_quiet(*p, *a) {
                    panic!(
                        "action {i} {a:?} fails after reloads: {e}\n  at {}",
                        play.loc()
                    );
                }
            }
            if *g.state() != final_state {
                play.fail("saving and loading on the way changed the game");
            }
        }
    }
}

#[test]
fn games_are_deterministic_and_survive_saving_classic() {
    games_are_deterministic_and_survive_saving(base_setups(Edition::Classic, 3000, 5 * scale()));
}

#[test]
fn games_are_deterministic_and_survive_saving_essential() {
    games_are_deterministic_and_survive_saving(base_setups(Edition::Essential, 3000, 5 * scale()));
}

#[test]
fn games_are_deterministic_and_survive_saving_with_modules_and_solo() {
    games_are_deterministic_and_survive_saving(module_and_solo_setups(3500, 3 * scale()));
}

#[test]
fn different_seeds_give_different_games() {
    // A weak sanity check that the seed matters at all.
    let a = play_quick(make_setup(3, Edition::Classic, TowerSetting::B1, 1));
    let b = play_quick(make_setup(3, Edition::Classic, TowerSetting::B1, 2));
    let ga = a.replay().expect("replay");
    let gb = b.replay().expect("replay");
    assert_ne!(ga.state(), gb.state());
    // Two fresh games from the same setup are equal.
    let s = make_setup(4, Edition::Essential, TowerSetting::B2, 77);
    assert_eq!(Game::new(s).expect("setup"), Game::new(s).expect("setup"));
}

// ---------------------------------------------------------------------------
// 5. Hidden information
// ---------------------------------------------------------------------------

/// A copy of the state with some information changed. `owners`: the players
/// whose private information changed (they see it; bit per player); 0 for
/// information hidden from everyone.
struct Perturbed {
    name: String,
    state: State,
    owners: u8,
}

/// `owners` of public information that lives in the state: every view,
/// a spectator's included, shows the change.
const EVERYONE: u8 = 0xFF;

fn view_json(g: &Game, viewer: Option<PlayerId>) -> String {
    serde_json::to_string(&g.view(viewer)).expect("view serialises")
}

/// Paths where two JSON documents differ (at most a few).
fn json_diff(a: &str, b: &str) -> Vec<String> {
    fn walk(a: &serde_json::Value, b: &serde_json::Value, path: String, out: &mut Vec<String>) {
        use serde_json::Value;
        if out.len() >= 6 {
            return;
        }
        match (a, b) {
            (Value::Object(x), Value::Object(y)) => {
                for (k, va) in x {
                    match y.get(k) {
                        Some(vb) => walk(va, vb, format!("{path}.{k}"), out),
                        None => out.push(format!("{path}.{k} missing")),
                    }
                }
            }
            (Value::Array(x), Value::Array(y)) if x.len() == y.len() => {
                for (i, (va, vb)) in x.iter().zip(y).enumerate() {
                    walk(va, vb, format!("{path}[{i}]"), out);
                }
            }
            _ => {
                if a != b {
                    out.push(format!("{path}: {a} vs {b}"));
                }
            }
        }
    }
    let a: serde_json::Value = serde_json::from_str(a).expect("json");
    let b: serde_json::Value = serde_json::from_str(b).expect("json");
    let mut out = Vec::new();
    walk(&a, &b, String::new(), &mut out);
    out
}

fn shuffle_keeping_sizes<T: Copy + Default + PartialEq, const N: usize, const K: usize>(
    stacks: &mut [BVec<T, N>; K],
    rng: &mut Rng,
) -> bool {
    let mut all: Vec<T> = stacks.iter().flat_map(|s| s.iter().copied()).collect();
    if all.len() < 2 {
        return false;
    }
    let old = all.clone();
    for _ in 0..4 {
        rng.shuffle(&mut all);
        if all != old {
            break;
        }
    }
    let mut it = all.into_iter();
    for s in stacks.iter_mut() {
        for x in s.as_mut_slice() {
            *x = it.next().expect("same size");
        }
    }
    true
}

/// Random 3-subsets and subsets of a given size.
fn random_subset(from: ColourSet, size: u32, must: ColourSet, rng: &mut Rng) -> ColourSet {
    let mut rest: Vec<Colour> = from.iter().filter(|c| !must.contains(*c)).collect();
    rng.shuffle(&mut rest);
    let mut s = must;
    for c in rest {
        if s.len() >= size {
            break;
        }
        s.insert(c);
    }
    s
}

fn perturbations(g: &Game, rng: &mut Rng) -> Vec<Perturbed> {
    let st0 = *g.state();
    let cat = g.catalog();
    let n = st0.num_players as usize;
    let mut out = Vec::new();
    let mut push = |name: String, state: State, owners: u8| {
        if state != st0 {
            out.push(Perturbed {
                name,
                state,
                owners,
            });
        }
    };

    // Face-down oases: nobody knows them, the owner included.
    // (The Paschabot has no oases and no provision tiles.)
    let human = |p: &usize| !is_bot(&st0, *p as PlayerId);
    let hidden: Vec<(usize, usize)> = (0..n)
        .filter(human)
        .flat_map(|p| (0..6).map(move |s| (p, s)))
        .filter(|&(p, s)| st0.players[p].oasis_slots[s].status == OasisStatus::Hidden)
        .collect();
    if hidden.len() >= 2 {
        let i = rng.below(hidden.len() as u32) as usize;
        let mut j = rng.below(hidden.len() as u32 - 1) as usize;
        if j >= i {
            j += 1;
        }
        let (a, b) = (hidden[i], hidden[j]);
        let mut st = st0;
        let t = st.players[a.0].oasis_slots[a.1].oasis;
        st.players[a.0].oasis_slots[a.1].oasis = st.players[b.0].oasis_slots[b.1].oasis;
        st.players[b.0].oasis_slots[b.1].oasis = t;
        push(format!("swap hidden oases {a:?} and {b:?}"), st, 0);
    }
    if let Some(&(p, s)) = hidden.get(rng.below(hidden.len().max(1) as u32) as usize) {
        // ... or with an oasis left in the box.
        let mut used = [false; 256];
        for pl in &st0.players[..n] {
            for s in &pl.oasis_slots {
                used[s.oasis.0 as usize] = true;
            }
            for o in pl.storage.iter() {
                used[o.0 as usize] = true;
            }
        }
        for o in st0.bonus_oases.iter().flatten() {
            used[o.0 as usize] = true;
        }
        let boxed: Vec<OasisId> = cat
            .oases
            .iter()
            .map(|o| o.id)
            .filter(|id| !used[id.0 as usize])
            .collect();
        if !boxed.is_empty() {
            let mut st = st0;
            st.players[p].oasis_slots[s].oasis = boxed[rng.below(boxed.len() as u32) as usize];
            push(format!("hidden oasis {p}/{s} from the box"), st, 0);
        }
    }
    // Face-down stacks.
    let mut st = st0;
    for row in st.scrolls.iter_mut() {
        shuffle_keeping_sizes(&mut row.stacks, rng);
    }
    push("shuffle scroll stacks".into(), st, 0);
    let mut st = st0;
    shuffle_keeping_sizes(&mut st.luxury.stacks, rng);
    push("shuffle luxury stacks".into(), st, 0);
    // The tower's inside.
    let mut st = st0;
    for layer in st.tower.stuck.iter_mut() {
        for x in layer.iter_mut() {
            *x = rng.below(3) as u8;
        }
    }
    push("tower contents".into(), st, 0);
    // The random number generator.
    let mut st = st0;
    st.rng = Rng::new(rng.next_u32() as u64);
    push("rng".into(), st, 0);
    // Exchange offices of later seasons are still face down.
    if (st0.season as usize) < 2 {
        let unused: Vec<ExchangeOfficeId> = cat
            .exchange_offices
            .iter()
            .map(|o| o.id)
            .filter(|id| !st0.offices.contains(id))
            .collect();
        let mut st = st0;
        let s = 2;
        if !unused.is_empty() {
            st.offices[s] = unused[rng.below(unused.len() as u32) as usize];
        }
        if st0.season == 0 {
            st.offices.swap(1, 2);
        }
        push("later exchange offices".into(), st, 0);
    }

    // Face-down provision tiles: seen by their owner only.
    let face_down: Vec<(usize, usize)> = (0..n)
        .filter(human)
        .flat_map(|p| (0..3).map(move |s| (p, s)))
        .filter(|&(p, s)| !st0.players[p].provision[s].active)
        .collect();
    let dealt: Vec<ProvisionId> = (0..n)
        .filter(human)
        .flat_map(|p| st0.players[p].provision.iter().map(|t| t.tile))
        .collect();
    let undealt: Vec<ProvisionId> = cat
        .provision_tiles
        .iter()
        .map(|t| t.id)
        .filter(|id| !dealt.contains(id))
        .collect();
    for p in (0..n).filter(human) {
        let mine: Vec<usize> = face_down.iter().filter(|x| x.0 == p).map(|x| x.1).collect();
        let theirs: Vec<(usize, usize)> = face_down.iter().filter(|x| x.0 != p).copied().collect();
        if mine.is_empty() {
            continue;
        }
        let s = mine[rng.below(mine.len() as u32) as usize];
        if !theirs.is_empty() {
            let (q, t) = theirs[rng.below(theirs.len() as u32) as usize];
            let mut st = st0;
            let a = st.players[p].provision[s].tile;
            st.players[p].provision[s].tile = st.players[q].provision[t].tile;
            st.players[q].provision[t].tile = a;
            push(
                format!("swap face-down provision tiles {p}/{s} and {q}/{t}"),
                st,
                (1 << p) | (1 << q),
            );
        }
        if !undealt.is_empty() {
            let mut st = st0;
            st.players[p].provision[s].tile = undealt[rng.below(undealt.len() as u32) as usize];
            push(
                format!("face-down provision tile {p}/{s} from the box"),
                st,
                1 << p,
            );
        }
        if mine.len() == 2 {
            let mut st = st0;
            st.players[p].provision.swap(mine[0], mine[1]);
            push(
                format!("player {p}'s two face-down provision tiles swapped"),
                st,
                1 << p,
            );
        }
    }

    // The secret selection and the screen, before the reveal.
    if st0.phase == Phase::Selection {
        for p in 0..n {
            let pl = st0.players[p];
            let bot = is_bot(&st0, p as PlayerId);
            if !pl.selection.is_empty() {
                let mut st = st0;
                let sel = random_subset(pl.screen, 3, ColourSet::EMPTY, rng);
                st.players[p].selection = sel;
                push(
                    format!("player {p}'s selection {:?} -> {sel:?}", pl.selection),
                    st,
                    1 << p,
                );
            }
            if bot {
                continue;
            }
            let mut st = st0;
            let screen = random_subset(ColourSet::ALL, pl.screen.len(), pl.selection, rng);
            st.players[p].screen = screen;
            push(
                format!("player {p}'s screen {:?} -> {screen:?}", pl.screen),
                st,
                1 << p,
            );
        }
    }

    // Solo: the order of the face-down strategy tiles is hidden; the bot's
    // bag ("1 Keshi je Farbe" minus those drawn), its board and the lazy
    // bot's priority line are public.
    if let Some(pb) = st0.pascha {
        if pb.deck.len() >= 2 {
            let mut st = st0;
            if let Some(b) = st.pascha.as_mut() {
                let mut deck = b.deck.as_slice().to_vec();
                let old = deck.clone();
                for _ in 0..4 {
                    rng.shuffle(&mut deck);
                    if deck != old {
                        break;
                    }
                }
                b.deck = BVec::from_slice(&deck).expect("same size");
            }
            push("the order of the face-down strategy tiles".into(), st, 0);
        }
        let bag = st0.players[BOT as usize].screen;
        if !bag.is_empty() && bag != ColourSet::ALL {
            let mut st = st0;
            let other = random_subset(
                ColourSet::ALL,
                bag.len(),
                st0.players[BOT as usize].selection,
                rng,
            );
            st.players[BOT as usize].screen = other;
            push(
                format!("the Paschabot's bag {bag:?} -> {other:?}"),
                st,
                EVERYONE,
            );
        }
        let mut st = st0;
        if let Some(b) = st.pascha.as_mut() {
            match b.opponent {
                Opponent::Lazy => b.line.swap(0, 1 + rng.below(11) as usize),
                Opponent::Paschabot => {
                    let s = Sector::SCORING[rng.below(8) as usize];
                    b.rows[s.index()] = (b.rows[s.index()] + 1) % 8;
                }
            }
        }
        push(
            "the Paschabot's board or priority line".into(),
            st,
            EVERYONE,
        );
    }

    // Module 5: the desert towns laid out are public, and so is each town
    // space.
    if st0.modules.desert_towns {
        let mut used: Vec<u8> = st0.towns.iter().copied().collect();
        for pl in &st0.players[..n] {
            used.extend(pl.towns.iter().flatten().map(|t| t.town));
        }
        let boxed: Vec<u8> = cat
            .desert_towns
            .iter()
            .map(|t| t.id)
            .filter(|id| !used.contains(id))
            .collect();
        if !st0.towns.is_empty() && !boxed.is_empty() {
            let mut st = st0;
            let k = rng.below(st0.towns.len() as u32) as usize;
            st.towns.as_mut_slice()[k] = boxed[rng.below(boxed.len() as u32) as usize];
            push(
                format!("desert town {k} of the display from the box"),
                st,
                EVERYONE,
            );
        }
        let owned: Vec<(usize, usize)> = (0..n)
            .flat_map(|p| (0..2).map(move |k| (p, k)))
            .filter(|&(p, k)| st0.players[p].towns[k].is_some())
            .collect();
        if let (Some(&(p, k)), false) = (owned.first(), boxed.is_empty()) {
            let mut st = st0;
            if let Some(t) = st.players[p].towns[k].as_mut() {
                t.town = boxed[rng.below(boxed.len() as u32) as usize];
            }
            push(
                format!("player {p}'s desert town {k} from the box"),
                st,
                EVERYONE,
            );
        }
    }
    // Modules 1 and 2: the staircase tiles and the figures are public.
    if st0.modules.staircase_tiles.is_some() {
        let mut st = st0;
        st.staircase_cover.swap(0, 1 + rng.below(11) as usize);
        push("staircase tiles swapped".into(), st, EVERYONE);
    }
    if st0.modules.imam_sultan {
        let mut st = st0;
        st.figures[0].step = st.figures[0].step.wrapping_add(1);
        push("the sultan's step".into(), st, EVERYONE);
    }
    out
}

/// Compares the views of the game and of each perturbation.
fn check_views(play: &Play, rng: &mut Rng) -> usize {
    let g = &play.game;
    let n = g.num_players();
    let viewers: Vec<Option<PlayerId>> = std::iter::once(None).chain((0..n).map(Some)).collect();
    let base: Vec<String> = viewers.iter().map(|v| view_json(g, *v)).collect();
    // What the views show of the modules and the solo opponent.
    let st = g.state();
    for v in &viewers {
        let view = g.view(*v);
        let towns: Vec<u8> = st.towns.iter().copied().collect();
        let ok_board = view.board.towns == towns
            && view.board.staircase_cover == st.staircase_cover
            && view.board.figures == st.modules.imam_sultan.then_some(st.figures)
            && view.modules == st.modules
            && view
                .players
                .iter()
                .all(|p| p.towns == st.player(p.seat).towns);
        if !ok_board {
            play.fail(&format!(
                "the view of {v:?} misstates the modules' components"
            ));
        }
        let solo = st.pascha.map(|pb| {
            let mut bag = ColourSet::ALL;
            bag.0 &= !play.tracker.bag_drawn.0;
            (
                bag,
                pb.deck.len() as u8,
                pb.tiles.as_slice().to_vec(),
                pb.gates,
                (pb.opponent == Opponent::Lazy).then_some(pb.line),
            )
        });
        let shown = view.solo.as_ref().map(|x| {
            (
                x.bag,
                x.strategy_deck,
                x.strategy_tiles.clone(),
                x.gates,
                x.line,
            )
        });
        if shown != solo {
            play.fail(&format!(
                "the view of {v:?} shows the solo opponent as {shown:?}, the game has {solo:?} \
                 (bag: one of each colour minus those drawn this season)"
            ));
        }
    }
    let mut checked = 0;
    for pert in perturbations(g, rng) {
        let g2 = match Game::from_state(*g.setup(), pert.state) {
            Ok(g2) => g2,
            Err(e) => play.fail(&format!(
                "perturbed state ({}) does not load: {e}",
                pert.name
            )),
        };
        for (i, v) in viewers.iter().enumerate() {
            let sees =
                pert.owners == EVERYONE || matches!(v, Some(k) if pert.owners & (1 << k) != 0);
            let other = view_json(&g2, *v);
            if sees && other == base[i] {
                play.fail(&format!(
                    "view of {v:?} does not show their own private information ({})",
                    pert.name
                ));
            }
            if !sees && other != base[i] {
                play.fail(&format!(
                    "view of {v:?} depends on hidden information ({}): {:?}",
                    pert.name,
                    json_diff(&base[i], &other)
                ));
            }
            checked += 1;
        }
    }
    checked
}

/// A secret selection (not the last one) tells the others nothing: the
/// events and their views are the same whatever was selected.
fn check_secret_selection(play: &Play, rng: &mut Rng) {
    let g = &play.game;
    let pending = g.pending();
    if g.state().phase != Phase::Selection || pending.players.len() < 2 {
        return;
    }
    let n = g.num_players();
    let (p, _) = pending.players[rng.below(pending.players.len() as u32) as usize];
    let mut legal = g.legal_actions(p);
    rng.shuffle(&mut legal);
    legal.truncate(8);
    let mut first: Option<(Vec<Event>, Vec<String>)> = None;
    for a in legal {
        let mut g2 = g.clone();
        let events = g2
            .apply(p, a)
            .unwrap_or_else(|e| panic!("{e}\n  at {}", play.loc()));
        let views: Vec<String> = std::iter::once(None)
            .chain((0..n).filter(|q| *q != p).map(Some))
            .map(|v| view_json(&g2, v))
            .collect();
        match &first {
            None => first = Some((events, views)),
            Some((e0, v0)) => {
                if *e0 != events {
                    play.fail(&format!(
                        "the events of a secret selection depend on it: {e0:?} vs {events:?}"
                    ));
                }
                for (x, y) in v0.iter().zip(&views) {
                    if x != y {
                        play.fail(&format!(
                            "other players see what player {p} selected: {:?}",
                            json_diff(x, y)
                        ));
                    }
                }
            }
        }
    }
}

fn views_do_not_depend_on_hidden_information(setups: Vec<Setup>) {
    let mut checked = 0;
    for setup in setups {
        let seed = setup.seed;
        {
            let mut play = Play::start(setup, seed % 2 == 1);
            let mut aux = Rng::new(seed ^ AUX);
            while !play.game.is_over() {
                let selection = play.game.state().phase == Phase::Selection;
                if aux.below(if selection { 4 } else { 16 }) == 0 {
                    checked += check_views(&play, &mut aux);
                    check_secret_selection(&play, &mut aux);
                }
                play.step();
            }
            checked += check_views(&play, &mut aux);
            play.check_end();
        }
    }
    eprintln!("{checked} perturbed views compared");
}

#[test]
fn views_do_not_depend_on_hidden_information_classic() {
    views_do_not_depend_on_hidden_information(base_setups(Edition::Classic, 4000, 2 * scale()));
}

#[test]
fn views_do_not_depend_on_hidden_information_essential() {
    views_do_not_depend_on_hidden_information(base_setups(Edition::Essential, 4000, 2 * scale()));
}

#[test]
fn views_do_not_depend_on_hidden_information_with_modules_and_solo() {
    views_do_not_depend_on_hidden_information(module_and_solo_setups(4500, 2 * scale()));
}

// ---------------------------------------------------------------------------
// 6. Corrupt saves: refused or played on, never a panic
// ---------------------------------------------------------------------------

/// Paths (object keys and array indexes) of every number, string and bool
/// in a JSON document.
fn json_leaves(v: &serde_json::Value, path: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
    use serde_json::Value;
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                path.push(k.clone());
                json_leaves(x, path, out);
                path.pop();
            }
        }
        Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                path.push(i.to_string());
                json_leaves(x, path, out);
                path.pop();
            }
        }
        Value::Number(_) | Value::String(_) | Value::Bool(_) => out.push(path.clone()),
        Value::Null => {}
    }
}

fn json_at<'a>(v: &'a mut serde_json::Value, path: &[String]) -> Option<&'a mut serde_json::Value> {
    let mut cur = v;
    for k in path {
        cur = match cur {
            serde_json::Value::Object(m) => m.get_mut(k)?,
            serde_json::Value::Array(a) => a.get_mut(k.parse::<usize>().ok()?)?,
            _ => return None,
        };
    }
    Some(cur)
}

/// What a loaded state must satisfy whatever else is wrong with it: the
/// guard limit `validate` checks (without overflowing), and a tower base
/// whose total the engine can count.
fn loaded_state_sane(g: &Game) -> Result<(), String> {
    let st = g.state();
    for (p, pl) in st.players[..st.n()].iter().enumerate() {
        if is_bot(st, p as PlayerId) {
            // (The Paschabot's guards are on its board; its `Player` entry's
            // watchtower is unused and `validate` does not look at it.)
            continue;
        }
        let guards = pl.watchtower as u32 + pl.gates_built() as u32;
        ensure!(
            guards <= 8,
            "loaded with {} guards on player {p}'s watchtower and {} gates",
            pl.watchtower,
            pl.gates_built()
        );
    }
    let total: u32 = st.display.iter().map(|&x| x as u32).sum();
    ensure!(
        st.display_total() as u32 == total,
        "loaded with {total} keshis in the tower base, display_total() says {}",
        st.display_total()
    );
    Ok(())
}

/// Loads `json`; if it loads, plays on a little, asking for everything the
/// API offers. Returns whether it loaded; panics are left to the caller.
fn load_and_play(json: &str, seed: u64) -> Result<bool, String> {
    let Ok(mut g) = Game::from_state_json(json) else {
        return Ok(false);
    };
    loaded_state_sane(&g)?;
    let mut rng = Rng::new(seed);
    let look = |g: &Game| {
        let n = g.num_players();
        let _ = (g.pending(), g.scores(), g.winners(), g.state_json());
        for v in std::iter::once(None).chain((0..n).map(Some)) {
            let _ = g.view(v);
        }
    };
    look(&g);
    for _ in 0..60 {
        let pending = g.pending();
        if g.is_over() || pending.is_empty() {
            break;
        }
        let (p, _) = pending.players[rng.below(pending.players.len() as u32) as usize];
        let legal = g.legal_actions(p);
        if legal.is_empty()
            || g.apply(p, legal[rng.below(legal.len() as u32) as usize])
                .is_err()
        {
            break;
        }
    }
    look(&g);
    loaded_state_sane(&g)?;
    Ok(true)
}

/// Corrupts one value of the saved state at a time and loads it: every kind
/// of field (array indexes aside) gets boundary numbers, other enum names or
/// a flipped flag, on a random element. `validate` promises "a corrupt save
/// is an error, never a panic"; a debug build also panics on arithmetic
/// overflow, a release build wraps silently, which [`loaded_state_sane`]
/// catches where it matters.
fn corrupt_saves(play: &Play, aux: &mut Rng, failures: &mut Vec<String>) -> (usize, usize) {
    use serde_json::Value;
    let base: Value = serde_json::from_str(&play.game.state_json()).expect("state JSON parses");
    let mut leaves = Vec::new();
    // The state's fields and the setup's (the modules and solo options
    // live in both).
    json_leaves(&base, &mut Vec::new(), &mut leaves);
    aux.shuffle(&mut leaves);
    // One element of each kind of field.
    let mut seen = HashSet::new();
    leaves.retain(|path| {
        let kind: Vec<&String> = path
            .iter()
            .filter(|k| k.parse::<usize>().is_err())
            .collect();
        seen.insert(format!("{kind:?}"))
    });
    leaves.sort();
    let words = [
        "selection",
        "claim",
        "exchange",
        "use_assistants",
        "river_bonus",
        "season_scoring",
        "provision_reveal",
        "game_over",
        "river_second",
        "provisioning",
        "hidden",
        "discovered",
        "claimed",
        "active",
        "red",
        "souk",
        "essential",
        "classic",
        "paschabot",
        "lazy",
        "random",
        "chosen",
        "mixed",
        "new_only",
        "no_tower",
    ];
    let numbers = [0i64, 8, 9, 250, 255, 65535, -1, -32768];
    let (mut tried, mut loaded) = (0, 0);
    for path in &leaves {
        let Some(old) = json_at(&mut base.clone(), path).map(|v| v.clone()) else {
            continue;
        };
        let new_values: Vec<Value> = if old.is_string() {
            (0..3)
                .map(|_| Value::from(words[aux.below(words.len() as u32) as usize]))
                .collect()
        } else if let Some(b) = old.as_bool() {
            vec![Value::from(!b)]
        } else {
            numbers.iter().map(|&x| Value::from(x)).collect()
        };
        for new in new_values {
            if new == old {
                continue;
            }
            let mut v = base.clone();
            if let Some(leaf) = json_at(&mut v, path) {
                *leaf = new.clone();
            }
            let what = format!("{} {old} -> {new}", path.join("."));
            let seed = aux.next_u32() as u64;
            tried += 1;
            loaded += usize::from(try_corrupt(&v.to_string(), &what, seed, play, failures));
        }
    }
    let (t, l) = corrupt_structure(play, &base, aux, failures);
    (tried + t, loaded + l)
}

/// Loads one corrupted save and plays on: a panic or a broken load is a
/// failure. Returns whether it loaded.
fn try_corrupt(json: &str, what: &str, seed: u64, play: &Play, failures: &mut Vec<String>) -> bool {
    match std::panic::catch_unwind(|| load_and_play(json, seed)) {
        Ok(Ok(loaded)) => loaded,
        Ok(Err(e)) => {
            failures.push(format!("{what}: {e} (the saved state at {})", play.loc()));
            true
        }
        Err(e) => {
            let msg = e
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            failures.push(format!(
                "{what}: panic \"{msg}\" (the saved state at {})",
                play.loc()
            ));
            false
        }
    }
}

/// Corruptions of the new fields' shape, not just their values: the
/// Paschabot's board missing or added, the solo options or modules changed
/// in the setup, the state or both, too many desert towns, strategy tiles
/// missing or twice, a town of the box on a town space, the imam carried by
/// a seat that does not exist.
fn corrupt_structure(
    play: &Play,
    base: &serde_json::Value,
    aux: &mut Rng,
    failures: &mut Vec<String>,
) -> (usize, usize) {
    use serde_json::{json, Value};
    type Edit = Box<dyn Fn(&mut Value)>;
    let set = |path: &'static str, x: Value| -> Edit {
        Box::new(move |v: &mut Value| {
            let keys: Vec<String> = path.split('.').map(|k| k.to_string()).collect();
            if let Some(leaf) = json_at(v, &keys) {
                *leaf = x.clone();
            }
        })
    };
    let mut edits: Vec<(String, Edit)> = vec![
        (
            "no Paschabot board".into(),
            set("state.pascha", Value::Null),
        ),
        ("no solo options".into(), set("setup.solo", Value::Null)),
        (
            "a Paschabot board in the setup only".into(),
            set("setup.solo", json!({"opponent": "paschabot"})),
        ),
        (
            "8 desert towns".into(),
            set("state.towns", json!([1, 2, 3, 4, 5, 6, 7, 8])),
        ),
        (
            "every desert town twice".into(),
            set("state.towns", json!([1, 1, 2, 2, 3, 3, 4])),
        ),
        (
            "a town of the box on a town space".into(),
            set(
                "state.players.0.towns",
                json!([{"town": 12, "claimed": false}, {"town": 0, "claimed": true}]),
            ),
        ),
        (
            "the Paschabot's town unclaimed".into(),
            set(
                "state.players.1.towns",
                json!([{"town": 11, "claimed": false}, null]),
            ),
        ),
        (
            "no strategy tiles".into(),
            set("state.pascha.tiles", json!([])),
        ),
        (
            "strategy tiles twice".into(),
            set("state.pascha.deck", json!([1, 1, 1, 2, 2, 15, 15])),
        ),
        (
            "no face-down strategy tiles".into(),
            set("state.pascha.deck", json!([])),
        ),
        (
            "a lazy line of one colour".into(),
            set("state.pascha.line", Value::from(vec!["red"; 12])),
        ),
        (
            "the sultan carried by seat 3".into(),
            set("state.figures.0", json!({"step": 200, "carrier": 3})),
        ),
        (
            "the imam on step 255".into(),
            set("state.figures.1", json!({"step": 255, "carrier": null})),
        ),
        (
            "a staircase tile twice".into(),
            set(
                "state.staircase_cover",
                Value::from(vec![json!([1, 0]); 12]),
            ),
        ),
        (
            "no staircase tiles".into(),
            set("state.staircase_cover", Value::from(vec![Value::Null; 12])),
        ),
        (
            "river steps at the top".into(),
            set("state.players.0.river_steps", json!([255, 255, 255])),
        ),
        (
            "player 1's (or the Paschabot's) goods each just below validate's limit".into(),
            set("state.players.1.goods", json!([29999, 29999, 29999])),
        ),
    ];
    // Each module switched on or off in both the setup and the state (a
    // consistent but different save), and in the state only.
    let flags: [(&str, Value, Value); 5] = [
        ("staircase_tiles", json!({"mode": "random"}), Value::Null),
        ("imam_sultan", json!(true), json!(false)),
        ("exchange_offices", json!("new_only"), Value::Null),
        ("spectators", json!(true), json!(false)),
        ("desert_towns", json!(true), json!(false)),
    ];
    for (flag, on, off) in flags {
        let now = base["state"]["modules"][flag].clone();
        let other = if now == off { on } else { off };
        let (f, o) = (flag.to_string(), other.clone());
        edits.push((
            format!("module {flag} -> {other} in the setup and the state"),
            Box::new(move |v: &mut Value| {
                v["state"]["modules"][&f] = o.clone();
                if v["setup"].get("modules").is_none() {
                    v["setup"]["modules"] = json!({});
                }
                v["setup"]["modules"][&f] = o.clone();
            }),
        ));
        let (f, o) = (flag.to_string(), other.clone());
        edits.push((
            format!("module {flag} -> {other} in the state only"),
            Box::new(move |v: &mut Value| v["state"]["modules"][&f] = o.clone()),
        ));
    }
    // The opponent or the difficulty changed in the setup and the state.
    edits.push((
        "the other opponent".into(),
        Box::new(|v: &mut Value| {
            for root in ["state", "setup"] {
                let key = if root == "state" { "pascha" } else { "solo" };
                if let Some(o) = v[root][key].get_mut("opponent") {
                    *o = if *o == json!("lazy") {
                        json!("paschabot")
                    } else {
                        json!("lazy")
                    };
                }
            }
        }),
    ));
    edits.push((
        "every difficulty option".into(),
        Box::new(|v: &mut Value| {
            let all = json!({
                "no_extra_tiles": true, "complete_sectors_only": true, "main_square_once": true,
                "no_fisherman_moves": true, "expensive_gates": true, "main_square_four": true,
                "storage_keshis": true
            });
            if v["state"]["pascha"].is_object() {
                v["state"]["pascha"]["difficulty"] = all.clone();
                v["setup"]["solo"]["difficulty"] = all;
            }
        }),
    ));
    let (mut tried, mut loaded) = (0, 0);
    for (what, edit) in edits {
        let mut v = base.clone();
        edit(&mut v);
        if v == *base {
            continue;
        }
        tried += 1;
        let seed = aux.next_u32() as u64;
        loaded += usize::from(try_corrupt(&v.to_string(), &what, seed, play, failures));
    }
    (tried, loaded)
}

/// States in the middle of the second season of `setups`, corrupted.
fn corrupt_saves_of(setups: &[Setup]) {
    let mut failures = Vec::new();
    let (mut tried, mut loaded) = (0, 0);
    for setup in setups {
        let mut play = Play::new(*setup);
        let mut aux = Rng::new(setup.seed ^ AUX);
        // A state in the middle of the second season.
        while play.game.state().season < 1 || play.game.state().round < 2 {
            play.step();
        }
        let (t, l) = corrupt_saves(&play, &mut aux, &mut failures);
        tried += t;
        loaded += l;
    }
    eprintln!("{tried} corrupted saves, {loaded} loaded");
    assert!(
        failures.is_empty(),
        "{} of {tried} corrupted saves panicked (messages above) or loaded broken:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn corrupt_saves_are_refused_or_play_on_without_panic() {
    let setups: Vec<Setup> = [
        (2, Edition::Classic),
        (3, Edition::Essential),
        (4, Edition::Classic),
    ]
    .into_iter()
    .map(|(players, edition)| make_setup(players, edition, TowerSetting::B2, 5000 + players as u64))
    .collect();
    corrupt_saves_of(&setups);
}

#[test]
fn corrupt_saves_are_refused_or_play_on_without_panic_with_modules_and_solo() {
    let all = Modules::ALL;
    let setups = [
        module_setup(3, Edition::Classic, TowerSetting::B1, 31, 5101),
        module_setup(4, Edition::Essential, TowerSetting::B2, 31, 5102),
        module_setup(2, Edition::Essential, TowerSetting::B1, 21, 5103),
        solo_setup(
            Opponent::Paschabot,
            Difficulty::default(),
            Edition::Classic,
            TowerSetting::B2,
            all,
            5104,
        ),
        solo_setup(
            Opponent::Paschabot,
            difficulty_of(127),
            Edition::Essential,
            TowerSetting::B1,
            Modules::default(),
            5105,
        ),
        solo_setup(
            Opponent::Lazy,
            Difficulty::default(),
            Edition::Essential,
            TowerSetting::B2,
            all,
            5106,
        ),
    ];
    corrupt_saves_of(&setups);
}

// ---------------------------------------------------------------------------
// Reproduction helper
// ---------------------------------------------------------------------------

/// Prints the actions of a failing game up to a step: set `REPRO` to the
/// setup JSON from the failure message and `STEP` to its step.
#[test]
#[ignore]
fn reproduce() {
    let Ok(setup) = std::env::var("REPRO") else {
        eprintln!("set REPRO='<setup json>' and STEP=<n>");
        return;
    };
    let setup: Setup = serde_json::from_str(&setup).expect("REPRO must be a setup in JSON");
    let upto: usize = std::env::var("STEP")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(usize::MAX);
    let gifted = std::env::var("GIFTED").is_ok_and(|v| v == "1");
    let mut g = new_game(setup, gifted);
    let mut choices = Rng::new(setup.seed ^ CHOICES);
    let mut i = 0;
    if gifted {
        println!("gifted start: {}", g.state_json());
    }
    while !g.is_over() && i < upto {
        let (p, d, a) = match pick(&g, &mut choices) {
            Ok(x) => x,
            Err(e) => {
                println!("{e}");
                break;
            }
        };
        println!(
            "#{i}: player {p} {} -> {}",
            serde_json::to_string(&d).unwrap_or_default(),
            serde_json::to_string(&a).unwrap_or_default()
        );
        match g.apply(p, a) {
            Ok(ev) => {
                for e in ev {
                    println!("      {}", serde_json::to_string(&e).unwrap_or_default());
                }
            }
            Err(e) => {
                println!("      error: {e}");
                break;
            }
        }
        i += 1;
    }
    println!("state after {i} actions: {}", g.state_json());
}
