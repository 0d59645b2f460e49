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
    let lang = c.lang;
    let mut rows = vec![heading(
        Some(Area::Office(None)),
        tr!(
            lang,
            if office.is_some_and(|o| o.expansion) {
                "tui-market-office-new"
            } else {
                "tui-market-office"
            },
            office = v.board.exchange_office.to_string()
        ),
    )];
    rows.extend(office_rows(c));
    rows.push(heading(
        Some(Area::Luxury(None)),
        lang.get("tui-market-luxury"),
    ));
    let in_stacks = marrakesh_engine::luxury_in_stacks(v.edition, &v.modules);
    for (i, l) in v.board.luxury.iter().enumerate() {
        let left = v.board.luxury_stacks.get(i).copied().unwrap_or(0);
        let text = match l {
            Some(id) => describe::luxury(lang, cat, *id),
            None => lang.get("tui-empty-slot"),
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
                " {}",
                tr!(
                    lang,
                    "tui-market-stack",
                    count = v.board.luxury_stacks.first().copied().unwrap_or(0)
                )
            ),
            style::dim(),
        ));
    }
    rows.push(heading(
        Some(Area::Workshops(None)),
        lang.get("tui-market-workshops"),
    ));
    for (i, w) in cat.workshops.iter().enumerate() {
        let mut r = Row::new(Some(Area::Workshops(Some(i as u8)))).text(format!(
            " {} ",
            tr!(
                lang,
                "tui-market-workshop",
                workshop = i + 1,
                price = w.price,
                points = format!("{:+}", w.points)
            )
        ));
        let gates = v.board.workshops.get(i).copied().unwrap_or([0; 12]);
        let spans = counts_spans(lang, &gates);
        if spans.is_empty() {
            r = r.styled(lang.get("tui-sold-out"), style::dim());
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
                    style::colour_span(
                        *col,
                        format!(
                            "{} -> {}",
                            describe::colour(c.lang, *col),
                            describe::resources(c.lang, y)
                        ),
                    ),
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
                style::colour_span(*col, format!("{} -> {y}", describe::colour(c.lang, *col))),
            )
        })
        .collect()
}
