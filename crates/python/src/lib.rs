//! The `marrakesh` Python package's Rust side: the fixed global action
//! index ([`index`]), the observation tensors ([`tensor`]) and, with the
//! `python` feature (which maturin turns on), the PyO3 module
//! `marrakesh._marrakesh`.

pub mod index;
pub mod options;
pub mod table;
pub mod tensor;

pub use table::{Table, Unindexed};

use marrakesh_engine::{Edition, Modules, Opponent, Setup, Solo};

/// The setups the tests play: 2, 3 and 4 players, solo against the
/// Paschabot and the lazy one, each with and without every module, in both
/// editions (game `i` of a run).
pub fn test_setup(i: u64) -> Setup {
    let mut setup = match i % 5 {
        0 => Setup::new(2, i),
        1 => Setup::new(3, i),
        2 => Setup::new(4, i),
        3 => Setup::solo(Solo::default(), i),
        _ => Setup::solo(
            Solo {
                opponent: Opponent::Lazy,
                ..Solo::default()
            },
            i,
        ),
    };
    if (i / 5).is_multiple_of(2) {
        setup.modules = if setup.solo.is_some() {
            Modules::ALL.for_solo()
        } else {
            Modules::ALL
        };
    }
    if (i / 10) % 2 == 1 {
        setup.edition = Edition::Essential;
    }
    setup
}

#[cfg(feature = "python")]
mod py;
