//! The Market tab: the souk's luxury goods, the exchange office, the workshops' city gates.

use super::*;

/// Souk (exchange office, luxury goods) and the workshops.
pub fn market(c: &Ctx) -> Vec<Row> {
    let v = c.view;
    let cat = c.cat;
    let office = cat
        .exchange_offices
        .iter()
        .find(|o| o.id == v.board.exchange_office);
    let mut rows = vec![heading(
        Some(Area::Office(None)),
        format!(
            "Exchange office #{} (this season{})",
            v.board.exchange_office,
            if office.is_some_and(|o| o.expansion) {
                "; a new office: resource + bonus"
            } else {
                ""
            }
        ),
    )];
    rows.extend(office_rows(c));
    rows.push(heading(
        Some(Area::Luxury(None)),
        "Luxury goods (cost in goods keshis -> gain) [left]",
    ));
    let in_stacks = marrakesh_engine::luxury_in_stacks(v.edition, &v.modules);
    for (i, l) in v.board.luxury.iter().enumerate() {
        let left = v.board.luxury_stacks.get(i).copied().unwrap_or(0);
        let text = match l {
            Some(id) => describe::luxury(c.lang, cat, *id),
            None => "(empty)".into(),
        };
        let stack = if in_stacks {
            format!(" [{left}]")
        } else {
            String::new()
        };
        rows.push(
            Row::new(Some(Area::Luxury(Some(i as u8)))).text(format!(" {} {text}{stack}", i + 1)),
        );
    }
    if !in_stacks {
        rows.push(Row::new(None).styled(
            format!(
                " face-down stack: {}",
                v.board.luxury_stacks.first().copied().unwrap_or(0)
            ),
            style::dim(),
        ));
    }
    rows.push(heading(
        Some(Area::Workshops(None)),
        "Workshops: price, points; gates there",
    ));
    for (i, w) in cat.workshops.iter().enumerate() {
        let mut r = Row::new(Some(Area::Workshops(Some(i as u8)))).text(format!(
            " {} ({} dinar{}, {:+}): ",
            i + 1,
            w.price,
            if w.price == 1 { "" } else { "s" },
            w.points
        ));
        let gates = v.board.workshops.get(i).copied().unwrap_or([0; 12]);
        let spans = counts_spans(&gates);
        if spans.is_empty() {
            r = r.styled("sold out", style::dim());
        }
        for (_, s) in spans {
            r = r.span(s);
        }
        rows.push(r);
    }
    rows
}

/// What the season's exchange office gives per goods colour (module 3's
/// offices: a resource and a bonus).
pub(super) fn office_rows(c: &Ctx) -> Vec<Row> {
    let v = c.view;
    let Some(o) = c
        .cat
        .exchange_offices
        .iter()
        .find(|o| o.id == v.board.exchange_office)
    else {
        return Vec::new();
    };
    if o.extra.iter().all(|x| x.is_none()) {
        let mut r = Row::new(Some(Area::Office(None))).text(" ");
        for (col, y) in Colour::GOODS.iter().zip(o.yields) {
            r = r
                .part(
                    Area::Office(Some(*col)),
                    style::colour_span(*col, format!("{col} -> {y}")),
                )
                .text("  ");
        }
        return vec![r];
    }
    Colour::GOODS
        .iter()
        .map(|col| {
            let y = describe::office_yield(c.lang, c.cat, o.id, *col).unwrap_or_default();
            Row::new(Some(Area::Office(None))).text(" ").part(
                Area::Office(Some(*col)),
                style::colour_span(*col, format!("{col} -> {y}")),
            )
        })
        .collect()
}
