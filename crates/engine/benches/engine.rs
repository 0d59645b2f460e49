//! `cargo bench -p marrakesh-engine`: speed of the engine on one core.
//!
//! Measures full random 4-player games, legal-action generation and apply
//! per decision, and state clone time, size and heap allocations. Record the
//! results in docs/PERFORMANCE.md.

use marrakesh_engine::*;
use std::alloc::{GlobalAlloc, Layout, System};
use std::hint::black_box;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// Counts heap allocations, to show that cloning the state allocates nothing.
struct Counting;
static ALLOCS: AtomicU64 = AtomicU64::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        ALLOCS.fetch_add(1, Ordering::Relaxed);
        unsafe { System.alloc(l) }
    }
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        unsafe { System.dealloc(p, l) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

fn median(v: &mut [Duration]) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn random_game(players: u8, seed: u64, buf: &mut Vec<Action>) -> (Game, u32) {
    let setup = Setup {
        players,
        seed,
        ..Setup::default()
    };
    let mut g = Game::new(setup).expect("setup");
    let mut rng = Rng::new(seed.wrapping_mul(31) ^ 7);
    let mut n = 0;
    while !g.is_over() {
        let pend = g.pending();
        let (p, _) = pend.players[rng.below(pend.players.len() as u32) as usize];
        g.legal_actions_into(p, buf);
        let a = buf[rng.below(buf.len() as u32) as usize];
        g.apply_quiet(p, a, Start::Here).expect("legal action");
        n += 1;
    }
    (g, n)
}

fn main() {
    // Skip when cargo test runs benches in test mode.
    if std::env::args().any(|a| a == "--test" || a == "--list") {
        return;
    }
    let mut buf = Vec::with_capacity(256);
    // Warm up (catalog parse, caches).
    for s in 0..50 {
        black_box(random_game(4, s, &mut buf));
    }

    // 1. Whole games.
    let games = 2000u64;
    let mut times = Vec::with_capacity(games as usize);
    let mut decisions = 0u64;
    let start = Instant::now();
    for s in 0..games {
        let t = Instant::now();
        let (g, n) = random_game(4, 1000 + s, &mut buf);
        times.push(t.elapsed());
        decisions += n as u64;
        black_box(g);
    }
    let total = start.elapsed();
    let med = median(&mut times);
    println!("random 4-player games: {games} games in {total:.2?}");
    println!(
        "  median {:.3} ms per game, {:.0} games/s, {:.0} decisions per game",
        med.as_secs_f64() * 1e3,
        games as f64 / total.as_secs_f64(),
        decisions as f64 / games as f64
    );

    // 2. Per decision: legal-action generation and apply, on positions from
    // random games.
    let mut positions: Vec<(Game, PlayerId)> = Vec::new();
    let mut rng = Rng::new(5);
    for s in 0..40 {
        let setup = Setup {
            players: 4,
            seed: 5000 + s,
            ..Setup::default()
        };
        let mut g = Game::new(setup).expect("setup");
        while !g.is_over() {
            let pend = g.pending();
            let (p, _) = pend.players[rng.below(pend.players.len() as u32) as usize];
            positions.push((g.clone(), p));
            g.legal_actions_into(p, &mut buf);
            let a = buf[rng.below(buf.len() as u32) as usize];
            g.apply_quiet(p, a, Start::Here).expect("legal");
        }
    }
    let t = Instant::now();
    let mut count = 0usize;
    for (g, p) in &positions {
        g.legal_actions_into(*p, &mut buf);
        count += buf.len();
    }
    let legal_ns = t.elapsed().as_nanos() as f64 / positions.len() as f64;
    let mut chosen = Vec::with_capacity(positions.len());
    for (g, p) in &positions {
        g.legal_actions_into(*p, &mut buf);
        chosen.push(buf[rng.below(buf.len() as u32) as usize]);
    }
    let mut copies: Vec<Game> = positions.iter().map(|(g, _)| g.clone()).collect();
    let t = Instant::now();
    for (i, g) in copies.iter_mut().enumerate() {
        let _ = black_box(g.apply_quiet(positions[i].1, chosen[i], Start::Here));
    }
    let apply_ns = t.elapsed().as_nanos() as f64 / positions.len() as f64;
    println!(
        "per decision ({} positions, {:.1} legal actions on average):",
        positions.len(),
        count as f64 / positions.len() as f64
    );
    println!("  legal_actions: {legal_ns:.0} ns   apply (validated, incl. running to the next decision): {apply_ns:.0} ns");

    // 3. State clone.
    let state = *positions[positions.len() / 2].0.state();
    let n = 1_000_000;
    let before = ALLOCS.load(Ordering::Relaxed);
    let t = Instant::now();
    let mut sink = state;
    for _ in 0..n {
        sink = black_box(*black_box(&state));
    }
    let clone_ns = t.elapsed().as_nanos() as f64 / n as f64;
    let allocs = ALLOCS.load(Ordering::Relaxed) - before;
    black_box(sink);
    println!(
        "state clone: {clone_ns:.1} ns, {} bytes, {allocs} heap allocations in {n} clones",
        std::mem::size_of::<State>()
    );
    let before = ALLOCS.load(Ordering::Relaxed);
    let g = positions[positions.len() / 2].0.clone();
    let t = Instant::now();
    for _ in 0..n {
        black_box(black_box(&g).clone());
    }
    let game_clone_ns = t.elapsed().as_nanos() as f64 / n as f64;
    let allocs = ALLOCS.load(Ordering::Relaxed) - before;
    println!(
        "Game clone (state + shared catalog handle): {game_clone_ns:.1} ns, {allocs} heap allocations in {n} clones"
    );

    // 4. Determinization (what a look-ahead bot pays per decision).
    let t = Instant::now();
    for (i, (g, p)) in positions.iter().enumerate() {
        black_box(g.determinize(Some(*p), i as u64));
    }
    let det_ns = t.elapsed().as_nanos() as f64 / positions.len() as f64;
    println!("determinize (one possible world for the deciding player): {det_ns:.0} ns");
}
