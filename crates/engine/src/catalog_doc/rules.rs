//! The rules constants.

use super::*;

/// The rules constants, one row each.
pub(super) fn rules(w: &mut Doc, c: &Catalog) {
    let _ = writeln!(
        w,
        "## Rules constants\n\n| value | | source |\n|---|---|---|"
    );
    let r = &c.rules;
    let rows: Vec<(&str, String, &str)> = vec![
        (
            "start score",
            r.start_score.value.to_string(),
            &r.start_score.source,
        ),
        (
            "start resources",
            res(r.start_resources.value),
            &r.start_resources.source,
        ),
        ("seasons", r.seasons.value.to_string(), &r.seasons.source),
        (
            "rounds per season",
            r.rounds_per_season.value.to_string(),
            &r.rounds_per_season.source,
        ),
        (
            "keshis selected",
            r.keshis_selected.value.to_string(),
            &r.keshis_selected.source,
        ),
        (
            "sector capacity",
            r.sector_capacity.value.to_string(),
            &r.sector_capacity.source,
        ),
        (
            "assistants in the souk",
            r.souk_assistants.value.to_string(),
            &r.souk_assistants.source,
        ),
        (
            "keshis per claim",
            r.claim_max.value.to_string(),
            &r.claim_max.source,
        ),
        (
            "complete sector",
            r.complete_sector_points.value.to_string(),
            &r.complete_sector_points.source,
        ),
        (
            "oases scored",
            r.best_oases.value.to_string(),
            &r.best_oases.source,
        ),
        (
            "resources per point",
            r.resources_per_point.value.to_string(),
            &r.resources_per_point.source,
        ),
        (
            "matching gate",
            r.gate_match_points.value.to_string(),
            &r.gate_match_points.source,
        ),
        (
            "gates per workshop",
            r.gates_per_workshop.value.to_string(),
            &r.gates_per_workshop.source,
        ),
        (
            "oases per player",
            r.oases_per_player.value.to_string(),
            &r.oases_per_player.source,
        ),
        (
            "provision tiles per player",
            r.provision_tiles_per_player.value.to_string(),
            &r.provision_tiles_per_player.source,
        ),
        (
            "storage keshis (2 players)",
            r.storage_keshis_two_players.value.to_string(),
            &r.storage_keshis_two_players.source,
        ),
        (
            "storage keshis (3-4 players)",
            r.storage_keshis.value.to_string(),
            &r.storage_keshis.source,
        ),
        (
            "storage keshi bag",
            r.storage_keshi_colours
                .value
                .iter()
                .map(|c| c.name())
                .collect::<Vec<_>>()
                .join(", "),
            &r.storage_keshi_colours.source,
        ),
        (
            "exchange offices drawn",
            r.exchange_offices_drawn.value.to_string(),
            &r.exchange_offices_drawn.source,
        ),
        (
            "luxury goods on display",
            r.luxury_display.value.to_string(),
            &r.luxury_display.source,
        ),
        (
            "scroll stacks per type (Classic)",
            r.scroll_stacks_classic.value.to_string(),
            &r.scroll_stacks_classic.source,
        ),
        (
            "face-up scrolls per type (Essential)",
            r.scroll_display_essential.value.to_string(),
            &r.scroll_display_essential.source,
        ),
        (
            "dinars per threshold",
            r.threshold_dinars.value.to_string(),
            &r.threshold_dinars.source,
        ),
        (
            "points per step beyond a final space",
            r.final_space_step_points.value.to_string(),
            &r.final_space_step_points.source,
        ),
        (
            "points per step beyond the jetty",
            r.jetty_step_points.value.to_string(),
            &r.jetty_step_points.source,
        ),
        (
            "madrasa refresh",
            format!("{} dinar", r.madrasa_refresh_dinars.value),
            &r.madrasa_refresh_dinars.source,
        ),
        (
            "river tile 02 oases",
            r.bonus_oases_river_tile_02.value.to_string(),
            &r.bonus_oases_river_tile_02.source,
        ),
        (
            "module 1: staircase tiles drawn",
            r.staircase_tiles_drawn.value.to_string(),
            &r.staircase_tiles_drawn.source,
        ),
        (
            "module 5: desert towns drawn (2/3/4 players)",
            format!("{:?}", r.desert_towns_drawn.value),
            &r.desert_towns_drawn.source,
        ),
        (
            "module 5: points for reaching a town",
            r.desert_town_points.value.to_string(),
            &r.desert_town_points.source,
        ),
        (
            "module 5: towns scored",
            r.desert_towns_scored.value.to_string(),
            &r.desert_towns_scored.source,
        ),
        (
            "module 5: town cost (yellow/purple/orange)",
            format!("{:?}", r.desert_town_cost.value),
            &r.desert_town_cost.source,
        ),
    ];
    for (k, v, src) in rows {
        w.tally(src);
        let _ = writeln!(w, "| {k} | {} | {} |", cell(&v), cell(src));
    }
}
