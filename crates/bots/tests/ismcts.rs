//! The ISMCTS bot: it never reads what its seat may not see, it is
//! reproducible under an iteration budget, and it plays whole games (tiny
//! budgets: strength is measured by `examples/ismcts_bench.rs` and
//! `marrakesh simulate`, see docs/AI.md).

use marrakesh_bots::ismcts::{search, Budget};
use marrakesh_bots::{
    bot_by_name, derive_seed, next_seat, play_game, play_solo, Bot, BotKind, GreedyBot, IsmctsBot,
};
use marrakesh_engine::{Action, Decision, Difficulty, Game, Opponent, PlayerId, Setup, Solo};

/// Positions along a greedy 2- or 3-player game (every `step`-th
/// decision), each with the seat that decides there.
fn positions(players: u8, seed: u64, step: usize) -> Vec<(Game, PlayerId)> {
    positions_of(Setup::new(players, seed), step)
}

fn positions_of(setup: Setup, step: usize) -> Vec<(Game, PlayerId)> {
    let players = setup.players;
    let mut game = Game::new(setup).unwrap();
    let mut bots: Vec<GreedyBot> = (0..players).map(|p| GreedyBot::new(p as u64)).collect();
    let mut out = Vec::new();
    let mut k = 0;
    while !game.is_over() {
        let seat = next_seat(&game).unwrap();
        if k % step == 0 {
            out.push((game.clone(), seat));
        }
        let a = bots[seat as usize].choose(&game, seat).unwrap();
        game.apply(seat, a).unwrap();
        k += 1;
    }
    out
}

/// What the search builds on: a possible world drawn behind a seat's view
/// depends on that view and the seed only, so two games that look the same
/// from the seat give the same worlds.
#[test]
fn worlds_depend_only_on_the_view() {
    let modules = Setup {
        modules: marrakesh_engine::Modules::ALL,
        ..Setup::new(4, 22)
    };
    let solo = Setup::solo(Solo::default(), 23);
    let all = [
        positions(3, 21, 17),
        positions_of(modules, 19),
        positions_of(solo, 7),
    ];
    for (game, seat) in all.into_iter().flatten() {
        let other = game.determinize(Some(seat), 99);
        assert_eq!(other.view(Some(seat)), game.view(Some(seat)));
        for seed in [1, 2, 3] {
            assert_eq!(
                game.determinize(Some(seat), seed),
                other.determinize(Some(seat), seed),
                "seat {seat}, phase {:?}",
                game.state().phase
            );
        }
    }
}

/// It never reads hidden information: under a fixed seed and iteration
/// budget its choice (and the whole search) is the same for two full
/// states that share the deciding seat's view, though they differ in what
/// that seat cannot see (other players' selections and provision tiles,
/// face-down oases, stacks, the tower, the random number generator).
#[test]
fn same_view_same_choice() {
    let mut differ = 0;
    let mut checked = 0;
    for (players, seed) in [(2u8, 5u64), (3, 6)] {
        for (game, seat) in positions(players, seed, 23) {
            if game.legal_actions(seat).len() < 2 {
                continue;
            }
            let twin = game.determinize(Some(seat), derive_seed(seed, 1));
            differ += usize::from(twin != game);
            checked += 1;
            let a = search(&game, seat, Budget::Iterations(24), 1, 7).unwrap();
            let b = search(&twin, seat, Budget::Iterations(24), 1, 7).unwrap();
            assert_eq!(a, b, "{players} players, seat {seat}");
            let mut bot_a = IsmctsBot::new(3, Budget::Iterations(24), 1);
            let mut bot_b = IsmctsBot::new(3, Budget::Iterations(24), 1);
            assert_eq!(bot_a.choose(&game, seat), bot_b.choose(&twin, seat));
        }
    }
    assert!(checked >= 10, "{checked}");
    assert!(
        differ * 2 > checked,
        "most twins differ in hidden parts: {differ} of {checked}"
    );
}

/// The secret selection: another player's hidden pick does not change the
/// choice (the twin redraws it behind the screen).
#[test]
fn a_secret_selection_made_first_stays_secret() {
    let mut seen = 0;
    for (game, seat) in positions(2, 8, 1) {
        let pending = game.pending().players;
        if seat != 0 || pending.len() != 2 || pending[0].1 != Decision::SelectKeshis {
            continue;
        }
        // Seat 0 picks in secret; then seat 1 decides, whatever seat 0 took.
        let after = |a: Action| {
            let mut g = game.clone();
            g.apply(0, a).unwrap();
            search(&g, 1, Budget::Iterations(30), 1, 11).unwrap()
        };
        let legal = game.legal_actions(0);
        let first = after(legal[0]);
        for a in legal.into_iter().skip(1).take(3) {
            assert_eq!(after(a), first, "seat 1's search saw seat 0's secret pick");
            seen += 1;
        }
        if seen >= 6 {
            break;
        }
    }
    assert!(seen >= 3, "{seen}");
}

#[test]
fn reproducible_with_a_seed_and_an_iteration_budget() {
    let pos = positions(2, 31, 29);
    for (game, seat) in pos.iter().take(5) {
        let a = search(game, *seat, Budget::Iterations(40), 1, 5).unwrap();
        let b = search(game, *seat, Budget::Iterations(40), 1, 5).unwrap();
        assert_eq!(a, b);
        assert_eq!(a.iterations, 40);
        // Two threads split the iterations and are reproducible too.
        let c = search(game, *seat, Budget::Iterations(40), 2, 5).unwrap();
        let d = search(game, *seat, Budget::Iterations(40), 2, 5).unwrap();
        assert_eq!(c, d);
        assert_eq!(c.iterations, 40);
        let legal = game.legal_actions(*seat);
        for r in [&a, &c] {
            assert!(r.actions.iter().all(|s| legal.contains(&s.action)));
            let best = r.best().unwrap();
            assert!(legal.contains(&best));
            // Most visited first; shares add up to 1.
            assert!(r.actions.windows(2).all(|w| w[0].visits >= w[1].visits));
            let share: f64 = r.actions.iter().map(|s| r.share(s)).sum();
            assert!((share - 1.0).abs() < 1e-9 || legal.len() == 1);
            assert!(r.actions.iter().all(|s| (0.0..=1.0).contains(&s.value)));
        }
    }
}

#[test]
fn no_decision_no_search() {
    let game = Game::new(Setup::new(2, 1)).unwrap();
    assert!(search(&game, 5, Budget::Iterations(10), 1, 1).is_none());
    let mut bot = IsmctsBot::new(1, Budget::Iterations(10), 1);
    assert_eq!(bot.choose(&game, 5), None);
    // A time budget ends too and returns a legal action.
    let seat = next_seat(&game).unwrap();
    let r = search(&game, seat, Budget::Millis(20), 1, 1).unwrap();
    assert!(r.iterations >= 1);
    assert!(game.legal_actions(seat).contains(&r.best().unwrap()));
}

/// With a wide decision (the secret selection: dozens of choices) and few
/// iterations, progressive widening keeps the search on the choices the
/// prior likes: not every choice gets a visit.
#[test]
fn wide_decisions_are_widened_progressively() {
    let (game, seat) = positions(2, 4, 1)
        .into_iter()
        .find(|(g, s)| {
            g.decision_for(*s) == Some(Decision::SelectKeshis) && g.legal_actions(*s).len() > 30
        })
        .unwrap();
    let n = game.legal_actions(seat).len();
    let r = search(&game, seat, Budget::Iterations(60), 1, 3).unwrap();
    assert!(
        r.actions.len() < n / 2,
        "{} of {n} choices visited",
        r.actions.len()
    );
    assert!(matches!(r.best(), Some(Action::Select { .. })));
}

/// Whole games with tiny budgets: every answer legal, games end, and even
/// 20 iterations per decision beat the random bot clearly.
#[test]
fn plays_whole_games() {
    let kinds = ["ismcts:20it".parse::<BotKind>().unwrap(), BotKind::Random];
    let (mut ours, mut theirs) = (0i64, 0i64);
    for i in 0..2u64 {
        let seat = (i % 2) as usize;
        let mut k = [kinds[1]; 2];
        k[seat] = kinds[0];
        let f = play_game(Setup::new(2, derive_seed(40, i)), &k, i).unwrap();
        assert!(f.game.is_over());
        let s = f.game.scores();
        ours += s[seat].total as i64;
        theirs += s[1 - seat].total as i64;
    }
    assert!(
        ours > theirs + 40,
        "ismcts {ours} vs random {theirs} over 2 games"
    );
    let solo = Setup::solo(
        Solo {
            opponent: Opponent::Paschabot,
            difficulty: Difficulty::default(),
        },
        3,
    );
    let f = play_solo(solo, kinds[0], 3).unwrap();
    assert!(f.game.is_over());
    let f = play_game(Setup::new(3, 9), &[kinds[0], BotKind::Greedy, kinds[0]], 2).unwrap();
    assert!(f.game.is_over());
}

#[test]
fn bots_by_name() {
    assert_eq!(
        "ismcts".parse::<BotKind>(),
        Ok(BotKind::Ismcts {
            budget: Budget::Millis(1000),
            threads: 1
        })
    );
    assert_eq!(
        "ISMCTS:100".parse::<BotKind>(),
        Ok(BotKind::Ismcts {
            budget: Budget::Millis(100),
            threads: 1
        })
    );
    assert_eq!(
        "ismcts:500it:2".parse::<BotKind>(),
        Ok(BotKind::Ismcts {
            budget: Budget::Iterations(500),
            threads: 2
        })
    );
    for bad in [
        "ismcts:",
        "ismcts:0",
        "ismcts:x",
        "ismcts:100:0",
        "ismcts:1:2:3",
        "greedy:100",
    ] {
        let e = bad.parse::<BotKind>().unwrap_err();
        assert!(e.contains(bad), "{bad}: {e}");
    }
    for s in ["ismcts", "ismcts:100", "ismcts:500it:2", "greedy", "random"] {
        let k: BotKind = s.parse().unwrap();
        assert_eq!(k.to_string(), s);
        assert_eq!(bot_by_name(s, 1).unwrap().kind(), k);
    }
    assert!(bot_by_name("clever", 1).is_err());
}

/// Solo against the Paschabot the search also estimates the Paschabot's
/// final score (for the hint); against the lazy one and with 2 players it
/// does not. The estimates lie in a sensible range at the start.
#[test]
fn solo_searches_estimate_the_paschabots_score() {
    let game = Game::new(Setup::solo(Solo::default(), 31)).unwrap();
    let r = search(&game, 0, Budget::Iterations(40), 1, 5).unwrap();
    for s in &r.actions {
        let bot = s.paschabot_score.expect("the Paschabot's estimate");
        assert!((50.0..400.0).contains(&bot), "{s:?}");
    }
    let lazy = Setup::solo(
        Solo {
            opponent: Opponent::Lazy,
            ..Solo::default()
        },
        31,
    );
    let game = Game::new(lazy).unwrap();
    let r = search(&game, 0, Budget::Iterations(40), 1, 5).unwrap();
    assert!(r.actions.iter().all(|s| s.paschabot_score.is_none()));
    let game = Game::new(Setup::new(2, 31)).unwrap();
    let (seat, _) = game.pending().players[0];
    let r = search(&game, seat, Budget::Iterations(40), 1, 5).unwrap();
    assert!(r.actions.iter().all(|s| s.paschabot_score.is_none()));
}
