//! The property family of an expansion module: one description
//! ([`Family`]: which module it is about, its own checks, its seeds and game
//! counts) and one macro ([`family_tests!`]) give it the same eight tests
//! every family has: checked random games for 2, 3 and 4 players and solo,
//! every listed action, unlisted actions rejected, determinism and JSON
//! round trips, and views that do not depend on hidden information.
//!
//! The modules of a family's game are a sampled combination
//! ([`family_modules`]): the base box's combination `seed % 32` (all 32 in
//! turn, with the variants of [`modules_of`]), each of the six expansion
//! modules independently with probability 1/2 (a generator seeded by the
//! setup seed), and then the family's own module. So each family plays its
//! module with every base-box combination and, over its games, with about
//! half of them with each other expansion module and every subset of them;
//! 2-4 players and solo, both editions, in every test.

use crate::determinism::games_are_deterministic_and_survive_saving;
use crate::hidden_information::views_do_not_depend_on_hidden_information;
use crate::listed_actions::every_listed_action_applies;
use crate::rejections::unlisted_actions_are_rejected_and_change_nothing;
use crate::*;
use std::collections::BTreeMap;

const EDITIONS: [Edition; 2] = [Edition::Classic, Edition::Essential];

/// Mixed into a setup seed to choose the other expansion modules.
const COMPANIONS: u64 = 0xE4B0_CA3E;

/// A check of a game state: an error names what the rules forbid.
pub(crate) type Check = fn(&Game) -> Result<(), String>;

/// Which game a check runs on: 2-4 players or a solo game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Seats {
    Multi,
    Solo,
}

/// One expansion module's property family.
pub(crate) struct Family {
    /// What the family is about, for the messages.
    pub(crate) name: &'static str,
    /// Puts the family's module into a combination (the generator is the
    /// setup's, for modules with variants).
    pub(crate) module: fn(&mut Modules, Seats, &mut Rng),
    /// Checks once the game is set up.
    pub(crate) at_start: Check,
    /// Checks before every decision and at the end.
    pub(crate) each_step: Check,
    /// Names the family's own moves (decision and action) that random play
    /// should reach: `None` for the others.
    pub(crate) witness: fn(Decision, Action) -> Option<&'static str>,
    /// The names `witness` gives that each test of 2-4 player games must
    /// see at the release build's game counts (debug builds play a tenth
    /// and only report them).
    pub(crate) witnessed: &'static [&'static str],
    /// The first seed; the tests use seeds from there to `first + 9_999`.
    pub(crate) first: u64,
    /// Games per edition and scale for 2, 3 and 4 players, and solo games
    /// per opponent and scale.
    pub(crate) games: [u64; 4],
    /// Setups per scale of the four tests over setups (each round: 2-4
    /// players in both editions and both solo opponents in both editions).
    pub(crate) setups: u64,
}

/// No check.
pub(crate) fn nothing(_: &Game) -> Result<(), String> {
    Ok(())
}

/// No action of its own to witness.
pub(crate) fn no_witness(_: Decision, _: Action) -> Option<&'static str> {
    None
}

/// Every expansion module, as it joins a combination at random: the
/// special buildings on a side chosen by the seed (the back side in solo
/// games, 003: the Paschabot plays the back side).
const EXPANSIONS: [fn(&mut Modules, Seats, &mut Rng); 6] = [
    |m, _, _| m.new_luxury_goods = true,
    |m, _, _| m.new_oases = true,
    |m, _, _| m.camel_race = true,
    |m, _, _| m.nomads = true,
    |m, seats, rng| {
        m.special_buildings = Some(match (seats, rng.below(2)) {
            (Seats::Multi, 0) => BuildingSide::Front,
            _ => BuildingSide::Back,
        })
    },
    |m, _, _| m.new_provisions = true,
];

/// The modules of a family's game with setup seed `seed` (see the module
/// documentation for how the combination is sampled).
pub(crate) fn family_modules(f: &Family, seed: u64, seats: Seats) -> Modules {
    let mut m = modules_of((seed % 32) as u8, seed);
    let mut rng = Rng::new(seed ^ COMPANIONS);
    let bits = rng.below(1 << EXPANSIONS.len());
    for (i, add) in EXPANSIONS.iter().enumerate() {
        if bits & (1 << i) != 0 {
            add(&mut m, seats, &mut rng);
        }
    }
    (f.module)(&mut m, seats, &mut rng);
    m
}

/// A 2-4 player setup of the family.
pub(crate) fn family_setup(f: &Family, players: u8, edition: Edition, seed: u64) -> Setup {
    Setup {
        modules: family_modules(f, seed, Seats::Multi),
        ..make_setup(players, edition, TOWERS[(seed % 2) as usize], seed)
    }
}

/// A solo setup of the family (difficulty and tower by the seed).
pub(crate) fn family_solo_setup(
    f: &Family,
    opponent: Opponent,
    edition: Edition,
    seed: u64,
) -> Setup {
    let modules = family_modules(f, seed, Seats::Solo);
    solo_setup(
        opponent,
        difficulty_of(DIFFICULTIES[(seed % 12) as usize]),
        edition,
        TOWERS[(seed % 2) as usize],
        modules,
        seed,
    )
}

/// `per` rounds of setups from seed `first`: 2-4 players in both editions,
/// and both solo opponents in both editions.
pub(crate) fn family_setups(f: &Family, first: u64, per: u64) -> Vec<Setup> {
    let mut v = Vec::new();
    for k in 0..per {
        for players in 2..=4u8 {
            for edition in EDITIONS {
                let seed =
                    first + 20 * k + 2 * players as u64 + u64::from(edition == Edition::Essential);
                v.push(family_setup(f, players, edition, seed));
            }
        }
        for (i, opponent) in [Opponent::Paschabot, Opponent::Lazy]
            .into_iter()
            .enumerate()
        {
            for edition in EDITIONS {
                let seed =
                    first + 20 * k + 10 + 2 * i as u64 + u64::from(edition == Edition::Essential);
                v.push(family_solo_setup(f, opponent, edition, seed));
            }
        }
    }
    v
}

/// Plays a checked game (every invariant after every action, see
/// [`Play`]) with the family's checks; counts the family's own actions.
pub(crate) fn play_checked(f: &Family, setup: Setup, gifted: bool, seen: &mut BTreeMap<&str, u32>) {
    let mut play = Play::start(setup, gifted);
    setup_checks(&play.game).unwrap_or_else(|e| play.fail(&e));
    (f.at_start)(&play.game).unwrap_or_else(|e| play.fail(&e));
    while !play.game.is_over() {
        (f.each_step)(&play.game).unwrap_or_else(|e| play.fail(&e));
        let (p, a) = play.choose();
        if let Some(name) = play.game.decision_for(p).and_then(|d| (f.witness)(d, a)) {
            *seen.entry(name).or_default() += 1;
        }
        play.apply(p, a);
    }
    (f.each_step)(&play.game).unwrap_or_else(|e| play.fail(&e));
    play.check_end();
}

fn witnessed(f: &Family, what: &str, games: u32, seen: &BTreeMap<&str, u32>) {
    for name in f.witnessed.iter().filter(|_| scale() >= 10) {
        assert!(
            seen.contains_key(name),
            "{}, {what}: no {name} played in {games} games ({seen:?})",
            f.name
        );
    }
    eprintln!("{}, {what}: {games} random games checked {seen:?}", f.name);
}

/// Checked random games for `players` players: both editions, every other
/// game with gifted scrolls.
pub(crate) fn random_games(f: &Family, players: u8) {
    let per = f.games[players as usize - 2] * scale();
    let mut seen = BTreeMap::new();
    let mut games = 0;
    for k in 0..per {
        for edition in EDITIONS {
            let seed =
                f.first + 100 * players as u64 + 7 * k + u64::from(edition == Edition::Essential);
            play_checked(
                f,
                family_setup(f, players, edition, seed),
                k % 2 == 1,
                &mut seen,
            );
            games += 1;
        }
    }
    witnessed(f, &format!("{players} players"), games, &seen);
}

/// Checked solo games against the Paschabot and the lazy bot, editions
/// alternating, every third game with gifted scrolls.
pub(crate) fn random_solo_games(f: &Family) {
    let mut seen = BTreeMap::new();
    let mut games = 0;
    for (i, opponent) in [Opponent::Paschabot, Opponent::Lazy]
        .into_iter()
        .enumerate()
    {
        for k in 0..f.games[3] * scale() {
            let edition = EDITIONS[(k % 2) as usize];
            let seed = f.first + 2000 + 500 * i as u64 + k;
            play_checked(
                f,
                family_solo_setup(f, opponent, edition, seed),
                k % 3 == 2,
                &mut seen,
            );
            games += 1;
        }
    }
    eprintln!("{}, solo: {games} random games checked {seen:?}", f.name);
}

pub(crate) fn every_listed_action(f: &Family) {
    every_listed_action_applies(family_setups(f, f.first + 3000, f.setups * scale()));
}

pub(crate) fn unlisted_actions(f: &Family) {
    unlisted_actions_are_rejected_and_change_nothing(family_setups(
        f,
        f.first + 4000,
        f.setups * scale(),
    ));
}

pub(crate) fn determinism(f: &Family) {
    games_are_deterministic_and_survive_saving(family_setups(
        f,
        f.first + 5000,
        f.setups * scale(),
    ));
}

pub(crate) fn hidden_information(f: &Family) {
    views_do_not_depend_on_hidden_information(family_setups(f, f.first + 6000, f.setups * scale()));
}

/// The eight tests of a family (see [`Family`]), in the module that
/// defines it.
macro_rules! family_tests {
    ($family:expr) => {
        #[test]
        fn random_games_2p() {
            $crate::family::random_games(&$family, 2);
        }

        #[test]
        fn random_games_3p() {
            $crate::family::random_games(&$family, 3);
        }

        #[test]
        fn random_games_4p() {
            $crate::family::random_games(&$family, 4);
        }

        #[test]
        fn random_solo_games() {
            $crate::family::random_solo_games(&$family);
        }

        #[test]
        fn every_listed_action_applies() {
            $crate::family::every_listed_action(&$family);
        }

        #[test]
        fn unlisted_actions_are_rejected_and_change_nothing() {
            $crate::family::unlisted_actions(&$family);
        }

        #[test]
        fn games_are_deterministic_and_survive_saving() {
            $crate::family::determinism(&$family);
        }

        #[test]
        fn views_do_not_depend_on_hidden_information() {
            $crate::family::hidden_information(&$family);
        }
    };
}
pub(crate) use family_tests;
