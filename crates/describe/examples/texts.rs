//! Prints every text of `marrakesh_describe::coverage` in one language:
//! `cargo run --release -p marrakesh-describe --example texts -- de`.
//! Two runs diffed show what a change of wording changed.

use marrakesh_describe::{coverage, Lang};
use marrakesh_engine::Catalog;

fn main() {
    let lang = std::env::args()
        .nth(1)
        .and_then(|a| Lang::parse(&a))
        .unwrap_or_default();
    for t in coverage::components(lang, &Catalog::embedded()) {
        println!("component: {t}");
    }
    for setup in coverage::setups() {
        println!(
            "== setup {}",
            serde_json::to_string(&setup).unwrap_or_default()
        );
        coverage::walk(lang, setup, |kind, t| println!("{kind}: {t}"));
    }
}
