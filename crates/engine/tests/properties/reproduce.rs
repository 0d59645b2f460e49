//! Prints the actions of a failing game (see the crate docs).

use crate::*;

/// Prints the actions of a failing game up to a step: set `REPRO` to the
/// setup JSON from the failure message and `STEP` to its step.
#[test]
#[ignore]
pub(crate) fn reproduce() {
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
