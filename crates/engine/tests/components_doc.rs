//! docs/components.md must show exactly what the catalog holds.

#[test]
fn components_doc_matches_the_catalog() {
    let catalog = marrakesh_engine::Catalog::embedded();
    let expected = marrakesh_engine::components_markdown(&catalog);
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/components.md");
    let actual = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        actual == expected,
        "docs/components.md is out of date; regenerate it with \
         `cargo run -p marrakesh-engine --example components_doc > docs/components.md`"
    );
}

#[test]
fn every_catalog_entry_has_a_provenance() {
    let catalog = marrakesh_engine::Catalog::embedded();
    let sources: Vec<&str> = catalog
        .scrolls
        .iter()
        .map(|s| s.source.as_str())
        .chain(catalog.oases.iter().map(|o| o.source.as_str()))
        .chain(catalog.luxury_goods.iter().map(|o| o.source.as_str()))
        .chain(catalog.provision_tiles.iter().map(|o| o.source.as_str()))
        .chain(catalog.river_tiles.iter().map(|o| o.source.as_str()))
        .chain(catalog.exchange_offices.iter().map(|o| o.source.as_str()))
        .chain(catalog.lines.iter().map(|o| o.source.as_str()))
        .chain(catalog.line_spaces.iter().map(|o| o.source.as_str()))
        .collect();
    for s in sources {
        // A seed quote names its file (000-004); otherwise it says why it
        // was reconstructed.
        let quoted = ["000", "001", "002", "003", "004"]
            .iter()
            .any(|f| s.contains(f));
        assert!(
            quoted || s.starts_with("reconstructed: "),
            "entry without provenance: {s:?}"
        );
    }
}
