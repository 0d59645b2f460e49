//! Prints docs/components.md: the catalog with the provenance of every value.
//!
//! `cargo run -p marrakesh-engine --example components_doc > docs/components.md`
fn main() {
    let catalog = marrakesh_engine::Catalog::embedded();
    print!("{}", marrakesh_engine::components_markdown(&catalog));
}
