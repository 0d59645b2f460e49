//! Property tests over many seeded random games (2, 3 and 4 players, both
//! editions, tower layers B1 and B2, a few without the tower).
//!
//! The tests:
//! - `random_games_*`: every game ends after exactly 3 seasons of 4 rounds
//!   with final scores, and after every action the invariants hold: see
//!   [`invariants`] (one state: sector limits, resources, score categories,
//!   each scroll / luxury good / oasis / city gate in one place, pending
//!   decisions and their listed actions checked against the rules),
//!   [`transition`] (one action: the events account for every change of
//!   scores, resources and keshis; what only grows never shrinks),
//!   [`river_and_vendors`] and [`Tracker`] (the whole game: tower and tower
//!   base conservation, rounds, start players, the madrasa refresh R4), and
//!   [`end_checks`] (final scoring, winners);
//! - `every_listed_action_applies_*`: every listed action of every pending
//!   player applies without error (up to 20 sampled per decision), keeps
//!   the invariants, and `apply_quiet` reaches the same state;
//! - `unlisted_actions_are_rejected_and_change_nothing_*`: near misses of
//!   listed actions, actions of other decisions, other players and seats
//!   that do not exist are refused with the right error, the game unchanged;
//! - `games_are_deterministic_and_survive_saving_*`: records replay to the
//!   same state and scores, the same seed and choices give the same events,
//!   saving and loading anywhere changes nothing, and views, actions, events,
//!   decisions, records and score sheets survive a JSON round trip;
//! - `views_do_not_depend_on_hidden_information_*`: a player's view (and a
//!   spectator's) is the same whatever the hidden information is, and a
//!   player does see their own private information; a secret selection
//!   tells the others nothing;
//! - `corrupt_saves_are_refused_or_play_on_without_panic`: a saved state
//!   with one corrupted value is refused or plays on, never panics.
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
//! Game counts are chosen so the whole file stays well under a minute in a
//! debug build on two cores; release builds (`cargo test --release`) play
//! ten times as many games.

use marrakesh_engine::catalog::{Perk, ScrollEffect};
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

fn scale() -> u64 {
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

/// A setup; some seeds also fix the start player or the river tiles.
fn make_setup(players: u8, edition: Edition, tower: TowerSetting, seed: u64) -> Setup {
    Setup {
        players,
        edition,
        seed,
        tower,
        river_tiles: (seed % 7 == 3).then_some(Setup::FIRST_GAME_RIVER_TILES),
        start_player: (seed % 5 == 1).then_some((seed / 5 % players as u64) as u8),
        solo: None,
        modules: Default::default(),
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
             gifted scrolls {} | step {}] reproduce: REPRO='{}' STEP={}{} cargo test -p \
             marrakesh-engine --test properties reproduce -- --ignored --nocapture",
            s.seed,
            s.edition,
            s.players,
            s.tower,
            s.river_tiles,
            s.start_player,
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
        let events = match self.game.apply(p, a) {
            Ok(ev) => ev,
            Err(e) => self.fail(&format!("listed action {a:?} of player {p} failed: {e}")),
        };
        self.record.actions.push((p, a));
        self.step += 1;
        if let Err(e) = self.tracker.observe(&self.game, (p, a), &events) {
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
        (p, a): (PlayerId, Action),
        events: &[Event],
    ) -> Result<(), String> {
        let n = g.num_players() as u32;
        if let Some(prev) = &self.prev {
            transition(prev, g, events)?;
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
                let id = prev.scrolls[ty.index()].face_up[slot as usize].unwrap_or(0);
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
                Event::SelectionRevealed { keshis, .. } => {
                    for c in keshis {
                        self.revealed[c.index()] += 1;
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
        Ok(())
    }
}

/// Free spaces for keshis of colour `c` on the player's board (R13: none
/// means the sector is complete); `u32::MAX` for goods (the souk is never
/// complete).
fn free_spaces(pl: &Player, c: Colour) -> u32 {
    match c {
        Colour::Yellow | Colour::Purple | Colour::Orange => u32::MAX,
        // A water vendor in each sector but the souk.
        Colour::Red => 8 - pl.water_vendors.count_ones(),
        // 3 + 3 + 2 caravan spaces.
        Colour::Brown => 8 - pl.caravans.iter().map(|&x| x as u32).sum::<u32>(),
        _ => match c.sector() {
            Some(s) => 8u32.saturating_sub(pl.sector_keshis(s) as u32),
            None => 0,
        },
    }
}

/// How many keshis of `c` the player may still take: free spaces minus the
/// keshis of that colour set aside and not yet deployed (R16).
fn room(pl: &Player, c: Colour) -> u32 {
    free_spaces(pl, c).saturating_sub(pl.held[c.index()] as u32)
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
            // "chooses one color and takes up to 2 keshis of this color"; only
            // as many as fit (R12, R13, R16).
            let mut expect = HashSet::new();
            for c in Colour::ALL {
                let most = (st.display[c.index()] as u32).min(room(pl, c)).min(2);
                for count in 1..=most {
                    expect.insert(Action::Claim {
                        colour: c,
                        count: count as u8,
                    });
                }
            }
            let claims: HashSet<Action> = listed
                .iter()
                .filter(|a| matches!(a, Action::Claim { .. }))
                .copied()
                .collect();
            ensure!(
                claims == expect,
                "{who}: claims {claims:?}, the rules allow {expect:?} (base {:?}, held {:?})",
                st.display,
                pl.held
            );
            for a in legal {
                match *a {
                    Action::Claim { .. } => {}
                    // Scroll 61: two keshis of different colours.
                    Action::ClaimPair { first, second } => ensure!(
                        pl.has(Perk::ClaimAnyTwo)
                            && first != second
                            && st.display[first.index()] > 0
                            && st.display[second.index()] > 0
                            && room(pl, first) > 0
                            && room(pl, second) > 0,
                        "{who}: {a:?} listed"
                    ),
                    _ => return Err(format!("{who}: {a:?} listed")),
                }
            }
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
                    if room(pl, colour) > 0 {
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
                                && pl.resources.dates >= def.cost as u16
                                && must_buy.is_none_or(|m| m == ty),
                            "{who}: {a:?} (scroll {id} needs {} scholars, {} dates)",
                            def.requirement,
                            def.cost
                        );
                    }
                    Action::RefreshScrolls { ty, pay } => {
                        // R4: only when a scroll of that type could be bought
                        // afterwards (all scrolls of a type have the same terms).
                        let terms = cat.scrolls.iter().find(|s| s.ty == ty);
                        let can_buy = terms.is_some_and(|t| {
                            t.requirement <= scholars
                                && pl.resources.dates.saturating_sub(pay.dates) >= t.cost as u16
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
        Decision::Souk { .. } => {
            for a in legal {
                match *a {
                    Action::BuyLuxury { slot } => {
                        let Some(Some(id)) = st.luxury.face_up.get(slot as usize) else {
                            return Err(format!("{who}: {a:?} but no good there"));
                        };
                        let cost = cat.luxury(*id).cost;
                        ensure!(
                            (0..3).all(|k| pl.goods[k] >= cost[k] as u16),
                            "{who}: {a:?} costs {cost:?}, goods {:?}",
                            pl.goods
                        );
                    }
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
                    Action::Done => {}
                    _ => return Err(format!("{who}: {a:?} listed")),
                }
            }
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
            for a in legal {
                let ok = match *a {
                    Action::PlaceCaravan { path } => match path {
                        SaharaPath::Left => pl.caravans[0] < 3,
                        SaharaPath::Right => pl.caravans[1] < 3,
                        SaharaPath::StartOasis => pl.caravans[2] < 2,
                    },
                    _ => false,
                };
                ensure!(ok, "{who}: {a:?} listed with caravans {:?}", pl.caravans);
            }
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
            Event::KeshiDeployed { .. } | Event::KeshiReturned { .. }
                if st.edition == Edition::Essential
                    && prev.phase == Phase::Claim
                    && st.phase == Phase::Claim =>
            {
                return Err(format!("{e:?} during the Essential claims"));
            }
            _ => {}
        }
    }
    Ok(())
}

/// Keshis on the board outside the souk (water vendors included, scroll
/// 57's souk vendor not).
fn board_keshis(pl: &Player) -> i32 {
    Sector::ALL
        .iter()
        .filter(|s| **s != Sector::Souk)
        .map(|s| pl.sector_keshis(*s) as i32)
        .sum::<i32>()
        + pl.water_vendors.count_ones() as i32
}

/// Checks of one action's effect: the events account for every change of
/// scores, resources and keshis, and what only grows does not shrink.
fn transition(prev: &State, g: &Game, events: &[Event]) -> Result<(), String> {
    let st = g.state();
    let cat = g.catalog();
    let n = st.num_players as usize;
    let mut score = [[0i32; ScoreCategory::COUNT]; 4];
    let mut res = [[0i32; 3]; 4];
    let mut board = [0i32; 4];
    let mut goods = [[0i32; 3]; 4];
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
                if before.covers(need) {
                    ensure!(
                        *paid == need && *penalty == 0,
                        "{e:?}: had {before:?}, needed {need:?}"
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
                    free_spaces(st.player(*player), *colour) == 0,
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
                            colours[c.index()] == 0 || room(st.player(q as u8), c) == 0,
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
                score[*player as usize][category.index()] += *points as i32;
            }
            Event::ResourcesGained { player, resources } => {
                for (k, v) in r3(resources).iter().enumerate() {
                    res[*player as usize][k] += v;
                }
            }
            Event::ResourcesPaid { player, resources } => {
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
            Event::LuxuryBought { player, luxury } => {
                for (k, c) in cat.luxury(*luxury).cost.iter().enumerate() {
                    goods[*player as usize][k] -= *c as i32;
                }
                ensure!(
                    st.player(*player).luxury_ids().any(|l| l == *luxury),
                    "{e:?} but the good is not owned"
                );
            }
            Event::ScrollTaken { player, scroll } => ensure!(
                st.player(*player).scrolls.contains(*scroll),
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
        let d = board_keshis(b) - board_keshis(a);
        ensure!(
            d == board[p],
            "{who}: {d:+} keshis on the board, the events say {:+}",
            board[p]
        );
        for (k, c) in Colour::GOODS.iter().enumerate() {
            let d = b.goods[k] as i32 - a.goods[k] as i32;
            ensure!(
                d == goods[p][k],
                "{who}: {d:+} {c} goods keshis, the events say {:+}",
                goods[p][k]
            );
        }
        // What only grows.
        ensure!(
            b.stairs[0] >= a.stairs[0] && b.stairs[1] >= a.stairs[1],
            "{who}: a pawn went down the stairs {:?} -> {:?}",
            a.stairs,
            b.stairs
        );
        ensure!(
            (0..3).all(|k| b.caravans[k] >= a.caravans[k]),
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
        ensure!(
            pl.caravans[0] <= 3 && pl.caravans[1] <= 3 && pl.caravans[2] <= 2,
            "{who}: caravans {:?}",
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
                ensure!(
                    active == st.season as usize + 1,
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
                    ensure!(
                        pl.assistants.len() == 3,
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
        // Score categories that can only gain.
        ensure!(
            pl.score_by[ScoreCategory::Start.index()] == cat.rules.start_score.value,
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
        for t in &pl.provision {
            provision_seen[t.tile as usize] += 1;
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

    // City gates: 32 in all, in workshops or built.
    let total: u32 = cat.gates.iter().map(|g| g.count as u32).sum();
    ensure!(total == 32, "the catalog has {total} city gates, not 32");
    let in_workshops: u32 = st.workshops.iter().flatten().map(|&x| x as u32).sum();
    let built: u32 = st.players[..n].iter().map(|p| p.gates_built() as u32).sum();
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

/// Where each scroll and luxury good lies (for messages).
fn component_places(g: &Game, luxury: bool) -> Vec<Vec<String>> {
    let st = g.state();
    let n = st.num_players as usize;
    let mut places: Vec<Vec<String>> = vec![Vec::new(); 256];
    for (p, pl) in st.players[..n].iter().enumerate() {
        if luxury {
            for id in pl.luxury_ids() {
                places[id as usize].push(format!("owned by {p}"));
            }
        } else {
            for id in pl.scrolls.iter() {
                places[id as usize].push(format!("owned by {p}"));
            }
        }
    }
    // (display name, face-up slots, face-down stacks)
    type Row<'a> = (String, &'a [Option<u8>], Vec<&'a [u8]>);
    let mut rows: Vec<Row> = Vec::new();
    if luxury {
        let stacks = st.luxury.stacks.iter().map(|s| s.as_slice()).collect();
        rows.push(("luxury".into(), &st.luxury.face_up[..], stacks));
    } else {
        for (t, row) in st.scrolls.iter().enumerate() {
            let stacks = row.stacks.iter().map(|s| s.as_slice()).collect();
            rows.push((
                format!("{:?}", ScrollType::ALL[t]),
                &row.face_up[..],
                stacks,
            ));
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
            scrolls[id as usize] += 1;
        }
        for id in pl.luxury_ids() {
            luxury[id as usize] += 1;
        }
    }
    for (t, row) in st.scrolls.iter().enumerate() {
        let ids = row
            .face_up
            .iter()
            .flatten()
            .chain(row.stacks.iter().flat_map(|s| s.iter()));
        for id in ids {
            scrolls[*id as usize] += 1;
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
        luxury[*id as usize] += 1;
    }
    let mut expect = [0u8; 256];
    for s in &cat.scrolls {
        expect[s.id as usize] = 1;
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
        expect[l.id as usize] = 1;
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
        let mut claimed_slots = 0;
        for (i, s) in pl.oasis_slots.iter().enumerate() {
            seen[s.oasis as usize] += 1;
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
                seen[*o as usize] += 1;
            }
        }
        ensure!(
            from_slots == claimed_slots,
            "player {p}: {claimed_slots} claimed slots, {from_slots} of them stored"
        );
    }
    for o in st.bonus_oases.iter().flatten() {
        seen[*o as usize] += 1;
    }
    if let Some(id) = seen.iter().position(|&k| k > 1) {
        let mut places = Vec::new();
        for (p, pl) in st.players[..n].iter().enumerate() {
            for (i, s) in pl.oasis_slots.iter().enumerate() {
                if s.oasis as usize == id {
                    places.push(format!("slot {i} of player {p} ({:?})", s.status));
                }
            }
            if pl.storage.iter().any(|o| *o as usize == id) {
                places.push(format!("storage of player {p}"));
            }
        }
        if st.bonus_oases.contains(&Some(id as u8)) {
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
    let stored: Vec<u8> = pl.storage.iter().copied().collect();
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

/// Checks at the end of a game.
fn end_checks(g: &Game, t: &Tracker) -> Result<(), String> {
    let st = g.state();
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
    ensure!(!winners.is_empty(), "no winner");
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
                && by(ScoreCategory::Resources) == fs.resource_points,
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
    }
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
    let expect: Vec<PlayerId> = (0..g.num_players())
        .filter(|p| Some(key(*p)) == top)
        .collect();
    ensure!(
        winners == expect,
        "winners {winners:?}, expected {expect:?}"
    );
    let cat = g.catalog();
    for p in 0..g.num_players() {
        let pl = st.player(p);
        let fs = st.final_scores[p as usize];
        // The fishermen went home after the last river evaluation.
        ensure!(
            pl.fisherman == 0 && pl.dock.is_none() && st.jetty == 0,
            "player {p}: fisherman at {} after the game",
            pl.fisherman
        );
        // Complete sectors: 8 keshis and a water vendor.
        let complete = Sector::ALL
            .iter()
            .filter(|s| **s != Sector::Souk && pl.sector_keshis(**s) == 8 && pl.has_vendor(**s))
            .count() as u8;
        ensure!(
            fs.complete_sectors == complete
                && fs.complete_sector_points
                    == complete as i16 * cat.rules.complete_sector_points.value,
            "player {p}: {complete} complete sectors, final scoring says {fs:?}"
        );
        // The scored oases are distinct stored oases.
        let chosen: Vec<u8> = fs.oases.iter().flatten().map(|(o, _)| *o).collect();
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
    }
    let view = g.view(None);
    ensure!(
        view.final_scores.is_some(),
        "view of a finished game without final scores"
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

// ---------------------------------------------------------------------------
// 2. Every listed action applies
// ---------------------------------------------------------------------------

fn every_listed_action_applies(edition: Edition) {
    let per_config = 2 * scale();
    for (players, edition, tower) in configs(edition) {
        for seed in 1000..1000 + per_config {
            // Seeds 2 (mod 3) start with gifted scrolls.
            let mut play = Play::start(make_setup(players, edition, tower, seed), seed % 3 == 2);
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
                            .observe(&g, (p, a), &events)
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
    every_listed_action_applies(Edition::Classic);
}

#[test]
fn every_listed_action_applies_essential() {
    every_listed_action_applies(Edition::Essential);
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

fn unlisted_actions_are_rejected_and_change_nothing(edition: Edition) {
    let per_config = 3 * scale();
    let assorted = assorted_actions();
    let mut rejected = 0u64;
    for (players, edition, tower) in configs(edition) {
        for seed in 2000..2000 + per_config {
            let mut play = Play::start(make_setup(players, edition, tower, seed), seed % 3 == 2);
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
    unlisted_actions_are_rejected_and_change_nothing(Edition::Classic);
}

#[test]
fn unlisted_actions_are_rejected_and_change_nothing_essential() {
    unlisted_actions_are_rejected_and_change_nothing(Edition::Essential);
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

fn games_are_deterministic_and_survive_saving(edition: Edition) {
    let per_config = 5 * scale();
    for (players, edition, tower) in configs(edition) {
        for seed in 3000..3000 + per_config {
            let setup = make_setup(players, edition, tower, seed);
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
    games_are_deterministic_and_survive_saving(Edition::Classic);
}

#[test]
fn games_are_deterministic_and_survive_saving_essential() {
    games_are_deterministic_and_survive_saving(Edition::Essential);
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

fn shuffle_keeping_sizes<const N: usize, const K: usize>(
    stacks: &mut [BVec<u8, N>; K],
    rng: &mut Rng,
) -> bool {
    let mut all: Vec<u8> = stacks.iter().flat_map(|s| s.iter().copied()).collect();
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
    let hidden: Vec<(usize, usize)> = (0..n)
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
                used[s.oasis as usize] = true;
            }
            for o in pl.storage.iter() {
                used[*o as usize] = true;
            }
        }
        for o in st0.bonus_oases.iter().flatten() {
            used[*o as usize] = true;
        }
        let boxed: Vec<u8> = cat
            .oases
            .iter()
            .map(|o| o.id)
            .filter(|id| !used[*id as usize])
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
        let unused: Vec<u8> = cat
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
        .flat_map(|p| (0..3).map(move |s| (p, s)))
        .filter(|&(p, s)| !st0.players[p].provision[s].active)
        .collect();
    let dealt: Vec<u8> = st0.players[..n]
        .iter()
        .flat_map(|p| p.provision.iter().map(|t| t.tile))
        .collect();
    let undealt: Vec<u8> = cat
        .provision_tiles
        .iter()
        .map(|t| t.id)
        .filter(|id| !dealt.contains(id))
        .collect();
    for p in 0..n {
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
    out
}

/// Compares the views of the game and of each perturbation.
fn check_views(play: &Play, rng: &mut Rng) -> usize {
    let g = &play.game;
    let n = g.num_players();
    let viewers: Vec<Option<PlayerId>> = std::iter::once(None).chain((0..n).map(Some)).collect();
    let base: Vec<String> = viewers.iter().map(|v| view_json(g, *v)).collect();
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
            let sees = matches!(v, Some(k) if pert.owners & (1 << k) != 0);
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

fn views_do_not_depend_on_hidden_information(edition: Edition) {
    let per_config = 2 * scale();
    let mut checked = 0;
    for (players, edition, tower) in configs(edition) {
        for seed in 4000..4000 + per_config {
            let mut play = Play::start(make_setup(players, edition, tower, seed), seed % 2 == 1);
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
    views_do_not_depend_on_hidden_information(Edition::Classic);
}

#[test]
fn views_do_not_depend_on_hidden_information_essential() {
    views_do_not_depend_on_hidden_information(Edition::Essential);
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
    json_leaves(&base["state"], &mut Vec::new(), &mut leaves);
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
    ];
    let numbers = [0i64, 8, 9, 250, 255, 65535, -1, -32768];
    let (mut tried, mut loaded) = (0, 0);
    for path in &leaves {
        let Some(old) = json_at(&mut base.clone()["state"], path).map(|v| v.clone()) else {
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
            if let Some(leaf) = json_at(&mut v["state"], path) {
                *leaf = new.clone();
            }
            let json = v.to_string();
            let seed = aux.next_u32() as u64;
            tried += 1;
            match std::panic::catch_unwind(|| load_and_play(&json, seed)) {
                Ok(Ok(true)) => loaded += 1,
                Ok(Ok(false)) => {}
                Ok(Err(e)) => failures.push(format!(
                    "state.{} {old} -> {new}: {e} (the saved state at {})",
                    path.join("."),
                    play.loc()
                )),
                Err(e) => {
                    let msg = e
                        .downcast_ref::<String>()
                        .cloned()
                        .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                        .unwrap_or_default();
                    failures.push(format!(
                        "state.{} {old} -> {new}: panic \"{msg}\" (the saved state at {})",
                        path.join("."),
                        play.loc()
                    ));
                }
            }
        }
    }
    (tried, loaded)
}

#[test]
fn corrupt_saves_are_refused_or_play_on_without_panic() {
    let mut failures = Vec::new();
    let (mut tried, mut loaded) = (0, 0);
    for (players, edition) in [
        (2, Edition::Classic),
        (3, Edition::Essential),
        (4, Edition::Classic),
    ] {
        let seed = 5000 + players as u64;
        let mut play = Play::new(make_setup(players, edition, TowerSetting::B2, seed));
        let mut aux = Rng::new(seed ^ AUX);
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
