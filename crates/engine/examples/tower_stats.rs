//! Measures the cube-tower model (R3): keshis coming out per round versus
//! thrown in, for B1 and B2, over 10,000 simulated rounds (as games of 12
//! rounds each, the tower starting empty). Prints the table of docs/tower.md.
//!
//! `cargo run --release -p marrakesh-engine --example tower_stats`
use marrakesh_engine::{Rng, Tower, TowerSetting};

fn main() {
    const ROUNDS: usize = 10_000;
    println!("| layer | players | thrown per round | out: mean | out: std dev | out: min-max | rounds with out != thrown | stuck after 12 rounds: mean |");
    println!("|---|---|---|---|---|---|---|---|");
    for setting in [TowerSetting::B1, TowerSetting::B2] {
        let model = setting.model();
        for players in 2..=4u8 {
            let thrown_n = 3 * players;
            let mut rng = Rng::new(2026);
            let mut outs = Vec::with_capacity(ROUNDS);
            let mut stuck_end = Vec::new();
            let mut differ = 0;
            let mut tower = Tower::default();
            for r in 0..ROUNDS {
                if r % 12 == 0 {
                    if r > 0 {
                        stuck_end.push(tower.stuck_total() as f64);
                    }
                    tower = Tower::default();
                }
                // Each player throws 3 different colours.
                let mut thrown = [0u8; 12];
                for _ in 0..players {
                    let mut colours: Vec<usize> = (0..12).collect();
                    rng.shuffle(&mut colours);
                    for c in &colours[..3] {
                        thrown[*c] += 1;
                    }
                }
                let out = tower.throw(&model, thrown, &mut rng);
                let n: u32 = out.iter().map(|&x| x as u32).sum();
                if out != thrown {
                    differ += 1;
                }
                outs.push(n as f64);
            }
            let mean = outs.iter().sum::<f64>() / ROUNDS as f64;
            let var = outs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / ROUNDS as f64;
            let min = outs.iter().cloned().fold(f64::MAX, f64::min);
            let max = outs.iter().cloned().fold(f64::MIN, f64::max);
            let stuck = stuck_end.iter().sum::<f64>() / stuck_end.len() as f64;
            println!(
                "| {setting:?} | {players} | {thrown_n} | {mean:.2} | {:.2} | {min:.0}-{max:.0} | {:.1} % | {stuck:.2} |",
                var.sqrt(),
                100.0 * differ as f64 / ROUNDS as f64
            );
        }
    }
}
