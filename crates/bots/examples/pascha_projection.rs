//! How far the Paschabot's projected final score
//! ([`marrakesh_engine::paschabot_projection`]) is from its real final
//! score, round by round (a tool, not a test):
//!
//! `cargo run --release -p marrakesh-bots --example pascha_projection -- GAMES SEED [BOT]`
//!
//! plays GAMES solo games against the standard Paschabot (BOT in your seat,
//! default `greedy`; editions alternating; every third game with all
//! modules) and, at the first decision of every round, compares with the
//! Paschabot's final score: the projection (its points plus its board as
//! it stands plus the tiles to come), the fitted final-score model of
//! `value.rs` for its seat, and the two combined (the projection plus the
//! model's points still to come beyond the board). Mean error (final minus
//! estimate) and mean absolute error, points.

use marrakesh_bots::value::final_score;
use marrakesh_bots::{derive_seed, next_seat, BotKind};
use marrakesh_engine::{paschabot_projection, Start, PASCHABOT};
use marrakesh_engine::{Edition, Game, Modules, Setup, Solo};

const ROUNDS: usize = 12;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: u64 = args.first().and_then(|s| s.parse().ok()).unwrap_or(40);
    let seed: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(1);
    let kind: BotKind = args
        .get(2)
        .map(|s| s.parse().expect("a bot name"))
        .unwrap_or(BotKind::Greedy);
    // Per round: (projection, model, both) errors, final minus estimate.
    let mut errors: Vec<Vec<[f64; 3]>> = vec![Vec::new(); ROUNDS];
    let mut finals = Vec::new();
    for g in 0..games {
        let s = derive_seed(seed, g);
        let mut setup = Setup::solo(Solo::default(), s);
        if g % 2 == 1 {
            setup.edition = Edition::Essential;
        }
        if g % 3 == 2 {
            setup.modules = Modules::ALL.for_solo();
        }
        let mut game = Game::new(setup).expect("a solo setup");
        let mut bot = kind.create(derive_seed(s, 99));
        let mut seen = [None::<[f64; 3]>; ROUNDS];
        while !game.is_over() {
            let round = round_of(&game);
            if seen[round].is_none() {
                let p = paschabot_projection(game.catalog(), game.state()).expect("solo");
                let model = final_score(&game, PASCHABOT);
                let points = game.state().player(PASCHABOT).score as f64;
                // The model's points still to come, less the board's part
                // the projection already counts, where that is more.
                let both = p.total() + (model - points - p.board as f64 - p.tiles).max(0.0);
                seen[round] = Some([p.total(), model, both]);
            }
            let Some(seat) = next_seat(&game) else { break };
            let a = bot.choose(&game, seat).expect("a choice");
            game.apply_quiet(seat, a, Start::Here)
                .expect("a legal choice");
        }
        let fin = game.state().player(PASCHABOT).score as f64;
        finals.push(fin);
        for (r, e) in seen.iter().enumerate() {
            if let Some(e) = e {
                errors[r].push([fin - e[0], fin - e[1], fin - e[2]]);
            }
        }
    }
    let mean_final = finals.iter().sum::<f64>() / finals.len().max(1) as f64;
    println!(
        "{games} solo games (seed {seed}, {kind} against the standard Paschabot); its mean final score {mean_final:.1}"
    );
    println!("round  games  projection: mean error  mean |error|   model: mean  |error|   both: mean  |error|");
    for (r, es) in errors.iter().enumerate() {
        if es.is_empty() {
            continue;
        }
        let n = es.len() as f64;
        let m = |i: usize| es.iter().map(|e| e[i]).sum::<f64>() / n;
        let a = |i: usize| es.iter().map(|e| e[i].abs()).sum::<f64>() / n;
        println!(
            "{:>5} {:>6} {:>22.1} {:>13.1} {:>13.1} {:>8.1} {:>12.1} {:>8.1}",
            r + 1,
            es.len(),
            m(0),
            a(0),
            m(1),
            a(1),
            m(2),
            a(2)
        );
    }
}

/// The round of the game (0-based), at most the last.
fn round_of(game: &Game) -> usize {
    let st = game.state();
    let per = game.catalog().rules.rounds_per_season.value as usize;
    (st.season as usize * per + st.round as usize).min(ROUNDS - 1)
}
