//! The Paschabot (solo).

use super::*;

/// The Paschabot and its strategy tiles.
pub(super) fn paschabot(w: &mut Doc, c: &Catalog) {
    let pb = &c.paschabot;
    let _ = writeln!(
        w,
        "\n## The Paschabot (solo)\n\n| item | value | source |\n|---|---|---|"
    );
    let list = |v: &[Bonus]| {
        v.iter()
            .map(|b| b.to_string())
            .collect::<Vec<_>>()
            .join("; ")
    };
    let rows: Vec<(String, String, &str)> = vec![
        (
            "rows, top to bottom".into(),
            pb.rows
                .iter()
                .map(|s| s.name())
                .collect::<Vec<_>>()
                .join(", "),
            &pb.rows_source,
        ),
        (
            "bonus above each entertainer field".into(),
            list(&pb.main_square),
            &pb.main_square_source,
        ),
        (
            "main-square action".into(),
            format!("{}x the last entertainer's bonus", pb.main_square_times),
            &pb.main_square_times_source,
        ),
        (
            "date-picker fields".into(),
            list(&pb.date_orchard),
            &pb.date_orchard_source,
        ),
        (
            "new strategy tile at caravan".into(),
            format!("{:?}", pb.new_tile_at_caravan),
            &pb.new_tile_source,
        ),
        (
            "fisherman symbol".into(),
            format!("{} steps", pb.fisherman_steps),
            &pb.fisherman_source,
        ),
        (
            "madrasa options".into(),
            pb.madrasa
                .iter()
                .map(|m| {
                    format!(
                        ">= {} scholars: {} points, {} scrolls out{}",
                        m.min_scholars,
                        m.points,
                        m.remove.name(),
                        if m.keshi { ", 1 keshi" } else { "" }
                    )
                })
                .collect::<Vec<_>>()
                .join("; "),
            &pb.madrasa_source,
        ),
        (
            "lazy ladder".into(),
            pb.lazy_ladder
                .iter()
                .map(|(p, t)| format!("{p}: {t}"))
                .collect::<Vec<_>>()
                .join("; ")
                + &format!(" (+{} with desert towns)", pb.lazy_ladder_desert_towns),
            &pb.lazy_ladder_source,
        ),
    ];
    for (k, v, src) in rows {
        w.tally(src);
        let _ = writeln!(w, "| {k} | {} | {} |", cell(&v), cell(src));
    }
    let _ = writeln!(
        w,
        "\n### Strategy tiles\n\n| # | icons (top to bottom) | top luxury | bottom luxury | fisherman | source |\n|---|---|---|---|---|---|"
    );
    for t in &pb.strategy_tiles {
        w.tally(&t.source);
        let icons: Vec<String> = t
            .icons
            .iter()
            .map(|i| format!("{i:?}").to_lowercase())
            .collect();
        let _ = writeln!(
            w,
            "| {} | {} | {} | {} | {} | {} |",
            t.id,
            icons.join(", "),
            t.top_luxury.name(),
            t.bottom_luxury.name(),
            if t.fisherman { "yes" } else { "no" },
            cell(&t.source)
        );
    }
}
