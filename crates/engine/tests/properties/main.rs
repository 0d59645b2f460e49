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
//! - `listing_is_exact_*`: the legal actions the engine keeps from when it
//!   stopped at a decision are the ones listed afresh, and every secret
//!   selection (checked without listing) is accepted exactly when listed;
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
//!   or plays on, never panics;
//! - one family per expansion module (`camel_race`, `nomads`,
//!   `special_buildings`, `new_provisions`, `expansion_goods_tiles` for the
//!   new luxury goods and new oases): the same checked games, listed and
//!   unlisted actions, determinism and hidden information, plus the
//!   module's own invariants and exact legal lists, over a sampled
//!   combination of the base box's modules and the other expansion modules
//!   (see [`family`]: a [`family::Family`] and `family_tests!` give a new
//!   module its eight tests).
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
//! Layout: `harness.rs` sets up and plays the seeded games, `family.rs`
//! the expansion modules' families; the checks a
//! game runs after every action live in `decisions.rs`, `transition.rs`,
//! `events.rs`, `invariants.rs`, `tracker.rs` and `end_of_game.rs`; each
//! other file holds one property family and its tests.
//!
//! Game counts are chosen so the whole test stays within about two minutes
//! in a debug build on two cores; release builds (`cargo test --release`)
//! play ten times as many games.

use marrakesh_engine::*;
use std::collections::HashSet;
use std::fmt;

macro_rules! ensure {
    ($cond:expr, $($fmt:tt)+) => {
        if !$cond {
            return Err(format!($($fmt)+));
        }
    };
}

mod camel_race;
mod corrupt_saves;
mod decisions;
mod determinism;
mod end_of_game;
mod events;
mod expansion_goods_tiles;
mod family;
mod harness;
mod hidden_information;
mod invariants;
mod listed_actions;
mod listing;
mod new_provisions;
mod nomads;
mod random_games;
mod rejections;
mod reproduce;
mod special_buildings;
mod tracker;
mod transition;

use decisions::*;
use end_of_game::*;
use events::*;
use harness::*;
use invariants::*;
use random_games::*;
use tracker::*;
use transition::*;
