//! Renders the catalog with the provenance of every value as Markdown
//! (`docs/components.md`), so the documentation cannot drift from the data.

use crate::catalog::*;
use crate::types::*;
use std::fmt::Write;

fn res(r: Resources) -> String {
    r.to_string()
}

fn bonus(b: &Bonus) -> String {
    b.to_string()
}

fn cell(s: &str) -> String {
    s.replace('|', "\\|").replace('\n', " ")
}

/// The whole catalog with provenance, as Markdown.
pub fn components_markdown(c: &Catalog) -> String {
    let mut s = String::new();
    let w = &mut s;
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
    let count = |src: &str| src.contains("reconstructed");
    let mut printed = 0;
    let mut recon = 0;
    let mut tally = |src: &str| {
        printed += 1;
        if count(src) {
            recon += 1;
        }
    };

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
        tally(src);
        let _ = writeln!(w, "| {k} | {} | {} |", cell(&v), cell(src));
    }

    let rv = &c.river;
    let _ = writeln!(
        w,
        "\n## River track\n\n| item | value | source |\n|---|---|---|"
    );
    tally(&rv.jetty_source);
    tally(&rv.crocodile_source);
    tally(&rv.docking_source);
    let _ = writeln!(
        w,
        "| jetty (last space) | {} | {} |",
        rv.jetty,
        cell(&rv.jetty_source)
    );
    let _ = writeln!(
        w,
        "| crocodile space | {} | {} |",
        rv.crocodile,
        cell(&rv.crocodile_source)
    );
    let _ = writeln!(
        w,
        "| docking spots (points) | {:?} | {} |",
        rv.docking_points,
        cell(&rv.docking_source)
    );
    for (i, rp) in rv.rapids.iter().enumerate() {
        tally(&rp.source);
        let _ = writeln!(
            w,
            "| rapid {} (entering space {}) | {} | {} |",
            i + 1,
            rp.space,
            bonus(&rp.bonus),
            cell(&rp.source)
        );
    }

    let st = &c.staircase;
    let _ = writeln!(
        w,
        "\n## Staircases\n\n| item | value | source |\n|---|---|---|"
    );
    for src in [
        &st.final_step_source,
        &st.thresholds_source,
        &st.sultan_imam_source,
    ] {
        tally(src);
    }
    let _ = writeln!(
        w,
        "| final space | step {} | {} |",
        st.final_step,
        cell(&st.final_step_source)
    );
    let _ = writeln!(
        w,
        "| thresholds (first step of segments 2-5) | {:?} | {} |",
        st.thresholds,
        cell(&st.thresholds_source)
    );
    let _ = writeln!(
        w,
        "| sultan / imam start (module 2) | {} / {} | {} |",
        st.sultan_start,
        st.imam_start,
        cell(&st.sultan_imam_source)
    );

    let _ = writeln!(
        w,
        "\n## Line-bonus spaces\n\n| id | place | bonus | source |\n|---|---|---|---|"
    );
    for sp in &c.line_spaces {
        tally(&sp.source);
        let _ = writeln!(
            w,
            "| {} | {:?} | {} | {} |",
            sp.id,
            sp.place,
            bonus(&sp.bonus),
            cell(&sp.source)
        );
    }
    let _ = writeln!(
        w,
        "\n## Lines (palace segment × mosque segment)\n\n| palace | mosque | spaces | source |\n|---|---|---|---|"
    );
    for l in &c.lines {
        tally(&l.source);
        let _ = writeln!(
            w,
            "| {} | {} | {:?} | {} |",
            l.palace,
            l.mosque,
            l.spaces,
            cell(&l.source)
        );
    }

    let _ = writeln!(
        w,
        "\n## Workshops\n\n| workshop | price | points | source |\n|---|---|---|---|"
    );
    for (i, ws) in c.workshops.iter().enumerate() {
        tally(&ws.source);
        let _ = writeln!(
            w,
            "| {} | {} dinars | {:+} | {} |",
            i + 1,
            ws.price,
            ws.points,
            cell(&ws.source)
        );
    }
    let _ = writeln!(
        w,
        "\n## City gates\n\n| colour | count | source |\n|---|---|---|"
    );
    for g in &c.gates {
        tally(&g.source);
        let _ = writeln!(w, "| {} | {} | {} |", g.colour, g.count, cell(&g.source));
    }
    let _ = writeln!(
        w,
        "\n## Gate spaces (player board)\n\n| space | sector | colour | source |\n|---|---|---|---|"
    );
    for (i, g) in c.gate_spaces.iter().enumerate() {
        tally(&g.source);
        let _ = writeln!(
            w,
            "| {} | {} | {} | {} |",
            i,
            g.sector,
            g.colour,
            cell(&g.source)
        );
    }

    let _ = writeln!(
        w,
        "\n## Main square fields (clockwise)\n\n| field | bonus | source |\n|---|---|---|"
    );
    for (i, f) in c.main_square_fields.iter().enumerate() {
        tally(&f.source);
        let _ = writeln!(w, "| {} | {} | {} |", i, bonus(&f.bonus), cell(&f.source));
    }
    tally(&c.audience_disc.source);
    let _ = writeln!(
        w,
        "\nAudience disc, pink side (spectators per section, clockwise; at rotation 0 section i faces field i): {:?}. Source: {}",
        c.audience_disc.pink, c.audience_disc.source
    );

    let _ = writeln!(
        w,
        "\n## Sahara\n\n| slot | path | position | claim cost | source |\n|---|---|---|---|---|"
    );
    for (i, s) in c.oasis_slots.iter().enumerate() {
        tally(&s.source);
        let _ = writeln!(
            w,
            "| {} | {:?} | {} | {} | {} |",
            i,
            s.path,
            s.position,
            res(s.cost),
            cell(&s.source)
        );
    }
    tally(&c.start_oasis.source);
    let _ = writeln!(
        w,
        "\nStart oasis: right space {}, left space {}. Source: {}",
        bonus(&c.start_oasis.right),
        bonus(&c.start_oasis.left),
        c.start_oasis.source
    );
    let _ = writeln!(
        w,
        "\n## Oasis storage (supply board)\n\n| space | icon | source |\n|---|---|---|"
    );
    for (i, s) in c.storage_spaces.iter().enumerate() {
        tally(&s.source);
        let _ = writeln!(w, "| {} | {:?} | {} |", i + 1, s.icon, cell(&s.source));
    }

    let _ = writeln!(
        w,
        "\n## Scrolls\n\n| # | type | scholars | dates | timing | effect | source |\n|---|---|---|---|---|---|---|"
    );
    for sc in &c.scrolls {
        tally(&sc.source);
        let _ = writeln!(
            w,
            "| {:02} | {:?} | {} | {} | {:?} | {} | {} |",
            sc.id,
            sc.ty,
            sc.requirement,
            sc.cost,
            sc.timing,
            cell(&sc.effect.to_string()),
            cell(&sc.source)
        );
    }
    let _ = writeln!(w, "\n## Oases\n\n| # | scores | source |\n|---|---|---|");
    for o in &c.oases {
        tally(&o.source);
        let _ = writeln!(
            w,
            "| {:02} | {} | {} |",
            o.id,
            cell(&o.effect.description(None)),
            cell(&o.source)
        );
    }
    let _ = writeln!(
        w,
        "\n## River tiles\n\n| # | season | bonus | source |\n|---|---|---|---|"
    );
    for t in &c.river_tiles {
        tally(&t.source);
        let b = t.bonus.to_string();
        let _ = writeln!(
            w,
            "| {:02} | {} | {} | {} |",
            t.face,
            t.season,
            cell(&b),
            cell(&t.source)
        );
    }
    let _ = writeln!(
        w,
        "\n## Provision tiles\n\n| # | pile | pay | penalty | effect | source |\n|---|---|---|---|---|---|"
    );
    for p in &c.provision_tiles {
        tally(&p.source);
        let _ = writeln!(
            w,
            "| {:02} | {} | {} | -{} | {} | {} |",
            p.id,
            p.tier.name(),
            res(p.cost),
            p.penalty,
            p.effect.map(|e| cell(&e.description())).unwrap_or_default(),
            cell(&p.source)
        );
    }
    let _ = writeln!(
        w,
        "\n## Luxury goods\n\n| # | cost and reward | source |\n|---|---|---|"
    );
    for l in &c.luxury_goods {
        tally(&l.source);
        let _ = writeln!(
            w,
            "| {:02} | {} | {} |",
            l.id,
            cell(&l.description()),
            cell(&l.source)
        );
    }
    let _ = writeln!(
        w,
        "\n## Exchange offices (one goods keshi yields)\n\n| # | yellow | purple | orange | module 3 (Essential: back of) | source |\n|---|---|---|---|---|---|"
    );
    for o in &c.exchange_offices {
        tally(&o.source);
        let y = |i: usize| match o.extra[i] {
            Some(b) => format!("{} + {}", res(o.yields[i]), b),
            None => res(o.yields[i]),
        };
        let module = match (o.expansion, o.back_of) {
            (true, Some(b)) => format!("yes ({b})"),
            (true, None) => "yes".into(),
            _ => "no".into(),
        };
        let _ = writeln!(
            w,
            "| {} | {} | {} | {} | {} | {} |",
            o.id,
            y(0),
            y(1),
            y(2),
            module,
            cell(&o.source)
        );
    }
    tally(&c.audience_disc.purple_source);
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
        tally(&t.source);
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
        tally(&t.source);
        let _ = writeln!(w, "| {:02} | {:?} | {} |", t.id, t.effect, cell(&t.source));
    }
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
        tally(src);
        let _ = writeln!(w, "| {k} | {} | {} |", cell(&v), cell(src));
    }
    let _ = writeln!(
        w,
        "\n### Strategy tiles\n\n| # | icons (top to bottom) | top luxury | bottom luxury | fisherman | source |\n|---|---|---|---|---|---|"
    );
    for t in &pb.strategy_tiles {
        tally(&t.source);
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
            tally(src);
            let _ = writeln!(w, "| {k} | {} | {} |", cell(&v), cell(src));
        }
    }
    let _ = writeln!(
        w,
        "\n---\n{printed} entries, {recon} of them reconstructed (in whole or in part where the source says so)."
    );
    s
}
