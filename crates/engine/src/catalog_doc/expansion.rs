//! The modules: the audience disc's purple side, staircase tiles, desert
//! towns, nomads.

use super::*;

/// Module 4 (purple disc), module 1 (staircase tiles), module 5 (desert
/// towns).
pub(super) fn modules(w: &mut Doc, c: &Catalog) {
    w.tally(&c.audience_disc.purple_source);
    let _ = writeln!(
        w,
        "\nModule 4, audience disc purple side: {:?}. Source: {}",
        c.audience_disc.purple, c.audience_disc.purple_source
    );
    let _ = writeln!(
        w,
        "\n## Module 1: staircase tiles\n\n| # | side 0 | side 1 | source |\n|---|---|---|---|"
    );
    for t in &c.staircase_tiles {
        w.tally(&t.source);
        let _ = writeln!(
            w,
            "| {} | {} | {} | {} |",
            t.id,
            t.faces[0],
            t.faces[1],
            cell(&t.source)
        );
    }
    let _ = writeln!(
        w,
        "\n## Module 5: desert towns\n\n| # | effect | source |\n|---|---|---|"
    );
    for t in &c.desert_towns {
        w.tally(&t.source);
        let _ = writeln!(w, "| {:02} | {:?} | {} |", t.id, t.effect, cell(&t.source));
    }
}

/// The nomads (003), when the catalog has them.
pub(super) fn nomads(w: &mut Doc, c: &Catalog) {
    if let Some(n) = &c.nomads {
        let _ = writeln!(
            w,
            "\n## Nomads (003)\n\n| entry | value | source |\n|---|---|---|"
        );
        let rows = [
            (
                "nomads on the nomad board",
                n.supply.value.to_string(),
                &n.supply.source,
            ),
            (
                "into the tower base each round",
                n.per_round.value.to_string(),
                &n.per_round.source,
            ),
            ("price of a nomad", res(n.cost.value), &n.cost.source),
            (
                "price of a move",
                res(n.move_cost.value),
                &n.move_cost.source,
            ),
        ];
        for (k, v, src) in rows {
            w.tally(src);
            let _ = writeln!(w, "| {k} | {} | {} |", cell(&v), cell(src));
        }
    }
}
