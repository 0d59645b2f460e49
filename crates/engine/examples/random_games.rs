//! Plays random games and prints a summary (a quick smoke check).
use marrakesh_engine::*;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(100);
    for edition in [Edition::Classic, Edition::Essential] {
        for players in 2..=4u8 {
            let mut decisions = 0u64;
            let mut total = 0i64;
            let mut min = i16::MAX;
            let mut max = i16::MIN;
            let start = std::time::Instant::now();
            let mut buf = Vec::new();
            for seed in 0..games {
                let setup = Setup {
                    players,
                    seed,
                    edition,
                    ..Setup::default()
                };
                let mut g = Game::new(setup).unwrap();
                let mut rng = Rng::new(seed ^ 0xabcdef);
                while !g.is_over() {
                    let pend = g.pending();
                    let (p, _) = pend.players[rng.below(pend.players.len() as u32) as usize];
                    g.legal_actions_into(p, &mut buf);
                    assert!(!buf.is_empty(), "no legal action for {p}: {:?}", pend);
                    let a = buf[rng.below(buf.len() as u32) as usize];
                    g.apply_quiet(p, a, Start::Here).unwrap();
                    decisions += 1;
                }
                for s in g.scores() {
                    total += s.total as i64;
                    min = min.min(s.total);
                    max = max.max(s.total);
                }
            }
            let el = start.elapsed();
            println!(
                "{edition:?} {players}p: {games} games, {:.0} games/s, {:.0} decisions/game, score mean {:.1} min {min} max {max}",
                games as f64 / el.as_secs_f64(),
                decisions as f64 / games as f64,
                total as f64 / (games * players as u64) as f64
            );
        }
    }
}
