//! The boards: river, staircases, lines, workshops and gates, main
//! square, Sahara and oasis storage.

use super::*;

/// The river track.
pub(super) fn river(w: &mut Doc, c: &Catalog) {
    let rv = &c.river;
    let _ = writeln!(
        w,
        "\n## River track\n\n| item | value | source |\n|---|---|---|"
    );
    w.tally(&rv.jetty_source);
    w.tally(&rv.crocodile_source);
    w.tally(&rv.docking_source);
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
        w.tally(&rp.source);
        let _ = writeln!(
            w,
            "| rapid {} (entering space {}) | {} | {} |",
            i + 1,
            rp.space,
            bonus(&rp.bonus),
            cell(&rp.source)
        );
    }
}

/// The staircases.
pub(super) fn staircases(w: &mut Doc, c: &Catalog) {
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
        w.tally(src);
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
}

/// The line-bonus spaces and the lines.
pub(super) fn lines(w: &mut Doc, c: &Catalog) {
    let _ = writeln!(
        w,
        "\n## Line-bonus spaces\n\n| id | place | bonus | source |\n|---|---|---|---|"
    );
    for sp in &c.line_spaces {
        w.tally(&sp.source);
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
        w.tally(&l.source);
        let _ = writeln!(
            w,
            "| {} | {} | {:?} | {} |",
            l.palace,
            l.mosque,
            l.spaces,
            cell(&l.source)
        );
    }
}

/// Workshops, city gates and the gate spaces of the player board.
pub(super) fn workshops_and_gates(w: &mut Doc, c: &Catalog) {
    let _ = writeln!(
        w,
        "\n## Workshops\n\n| workshop | price | points | source |\n|---|---|---|---|"
    );
    for (i, ws) in c.workshops.iter().enumerate() {
        w.tally(&ws.source);
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
        w.tally(&g.source);
        let _ = writeln!(w, "| {} | {} | {} |", g.colour, g.count, cell(&g.source));
    }
    let _ = writeln!(
        w,
        "\n## Gate spaces (player board)\n\n| space | sector | colour | source |\n|---|---|---|---|"
    );
    for (i, g) in c.gate_spaces.iter().enumerate() {
        w.tally(&g.source);
        let _ = writeln!(
            w,
            "| {} | {} | {} | {} |",
            i,
            g.sector,
            g.colour,
            cell(&g.source)
        );
    }
}

/// The main square fields and the audience disc (pink side).
pub(super) fn main_square(w: &mut Doc, c: &Catalog) {
    let _ = writeln!(
        w,
        "\n## Main square fields (clockwise)\n\n| field | bonus | source |\n|---|---|---|"
    );
    for (i, f) in c.main_square_fields.iter().enumerate() {
        w.tally(&f.source);
        let _ = writeln!(w, "| {} | {} | {} |", i, bonus(&f.bonus), cell(&f.source));
    }
    w.tally(&c.audience_disc.source);
    let _ = writeln!(
        w,
        "\nAudience disc, pink side (spectators per section, clockwise; at rotation 0 section i faces field i): {:?}. Source: {}",
        c.audience_disc.pink, c.audience_disc.source
    );
}

/// The Sahara and the oasis storage.
pub(super) fn sahara(w: &mut Doc, c: &Catalog) {
    let _ = writeln!(
        w,
        "\n## Sahara\n\n| slot | path | position | claim cost | source |\n|---|---|---|---|---|"
    );
    for (i, s) in c.oasis_slots.iter().enumerate() {
        w.tally(&s.source);
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
    w.tally(&c.start_oasis.source);
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
        w.tally(&s.source);
        let _ = writeln!(w, "| {} | {:?} | {} |", i + 1, s.icon, cell(&s.source));
    }
}
