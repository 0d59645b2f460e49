//! Renders the catalog with the provenance of every value as Markdown
//! (`docs/components.md`), so the documentation cannot drift from the data.

mod board;
mod cards;
mod expansion;
mod paschabot;
mod rules;

use crate::catalog::*;
use crate::types::*;
use std::fmt::{self, Write};

pub(super) fn res(r: Resources) -> String {
    r.to_string()
}

pub(super) fn bonus(b: &Bonus) -> String {
    b.to_string()
}

pub(super) fn cell(s: &str) -> String {
    s.replace('|', "\\|").replace('\n', " ")
}

/// The document being written, with its tally of entries.
pub(super) struct Doc {
    out: String,
    printed: usize,
    recon: usize,
}

impl Doc {
    /// Counts one entry of the catalog, and whether it is reconstructed.
    pub(super) fn tally(&mut self, src: &str) {
        self.printed += 1;
        if src.contains("reconstructed") {
            self.recon += 1;
        }
    }
}

impl Write for Doc {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.out.push_str(s);
        Ok(())
    }
}

/// The whole catalog with provenance, as Markdown.
pub fn components_markdown(c: &Catalog) -> String {
    let w = &mut Doc {
        out: String::new(),
        printed: 0,
        recon: 0,
    };
    let _ = writeln!(w, "# Components and their provenance\n");
    let _ = writeln!(
        w,
        "Generated from `crates/engine/data/catalog.toml` by \
         `cargo run -p marrakesh-engine --example components_doc > docs/components.md`; \
         a test fails when this file and the catalog disagree.\n\n\
         Every value is either quoted from a rulebook in `shared/seeds` \
         (000 = German Essential, 001 = Dutch Essential, 002 = English Deluxe/Classic, \
         003 = expansion box, 004 = German summary) or marked **reconstructed** with the \
         reason (ruling R27). Reconstructed values agree with every worked example and hint \
         in the seeds; an owner of the physical game can correct them in the catalog file \
         (`Catalog::from_toml`).\n"
    );
    rules::rules(w, c);
    board::river(w, c);
    board::staircases(w, c);
    board::lines(w, c);
    board::workshops_and_gates(w, c);
    board::main_square(w, c);
    board::sahara(w, c);
    cards::cards(w, c);
    expansion::modules(w, c);
    paschabot::paschabot(w, c);
    expansion::nomads(w, c);
    let (printed, recon) = (w.printed, w.recon);
    let _ = writeln!(
        w,
        "\n---\n{printed} entries, {recon} of them reconstructed (in whole or in part where the source says so)."
    );
    std::mem::take(&mut w.out)
}
