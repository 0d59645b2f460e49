//! The cards and tiles: scrolls, oases, river tiles, provision tiles,
//! luxury goods, exchange offices.

use super::*;

/// Scrolls, oases, river tiles, provision tiles, luxury goods and
/// exchange offices.
pub(super) fn cards(w: &mut Doc, c: &Catalog) {
    let _ = writeln!(
        w,
        "\n## Scrolls\n\n| # | type | scholars | dates | timing | effect | source |\n|---|---|---|---|---|---|---|"
    );
    for sc in &c.scrolls {
        w.tally(&sc.source);
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
        w.tally(&o.source);
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
        w.tally(&t.source);
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
        w.tally(&p.source);
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
        w.tally(&l.source);
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
        w.tally(&o.source);
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
}
