//! The Modules tab: the material of the base box's modules.

use super::*;

/// The modules of the base box in play and their material at a glance.
pub fn modules(c: &Ctx) -> Vec<Row> {
    let v = c.view;
    let cat = c.cat;
    let lang = c.lang;
    let m = &v.modules;
    let mut rows = vec![Row::new(None).styled(
        tr!(
            lang,
            "tui-mod-title",
            modules = crate::modules::describe(lang, m)
        ),
        style::title(),
    )];
    if m.is_none() {
        return rows;
    }
    let me = v.viewer.and_then(|p| v.players.get(p as usize));
    if m.staircase_tiles.is_some() {
        // The spaces of the viewer's line are marked with *.
        let on_line: Vec<u8> = me
            .map(|p| (cat.segment(p.palace_step), cat.segment(p.mosque_step)))
            .filter(|(a, b)| (1..=5).contains(a) && (1..=5).contains(b))
            .map(|(a, b)| cat.line(a, b).spaces.clone())
            .unwrap_or_default();
        rows.push(heading(
            Some(Area::LineBonus),
            lang.get("tui-mod-staircase"),
        ));
        let spaces = cat
            .line_spaces
            .iter()
            .filter(|s| s.place == marrakesh_engine::LineSpacePlace::Coverable);
        for (i, space) in spaces.enumerate() {
            let mark = if on_line.contains(&space.id) {
                '*'
            } else {
                ' '
            };
            let text = match v.board.staircase_cover.get(i).copied().flatten() {
                Some((t, side)) => format!(
                    "{mark}{:>2} #{t:02}{}: {}",
                    i + 1,
                    if side == 0 { "a" } else { "b" },
                    describe::line_bonus(cat, &v.board.staircase_cover, space.id)
                        .map(|b| describe::bonus(lang, b))
                        .unwrap_or_default()
                ),
                None => format!(
                    "{mark}{:>2} {}",
                    i + 1,
                    tr!(
                        lang,
                        "tui-mod-printed",
                        bonus = describe::bonus(lang, space.bonus)
                    )
                ),
            };
            let area = if mark == '*' {
                Some(Area::LineBonus)
            } else {
                None
            };
            rows.push(Row::new(area).text(text));
        }
    }
    if m.imam_sultan {
        rows.push(heading(
            Some(Area::Stairs(None)),
            lang.get("tui-mod-imam-sultan"),
        ));
        for s in [Stair::Palace, Stair::Mosque] {
            if let Some(r) = figure_row(c, s) {
                rows.push(r);
            }
        }
        rows.push(fountain_row(c));
    }
    if m.exchange_offices.is_some() {
        rows.push(heading(
            Some(Area::Office(None)),
            tr!(
                lang,
                match m.exchange_offices {
                    Some(marrakesh_engine::ExchangeOffices::NewOnly) => "tui-mod-offices-new-only",
                    _ => "tui-mod-offices-mixed",
                },
                office = v.board.exchange_office.to_string()
            ),
        ));
        rows.extend(office_rows(c));
    }
    if m.spectators {
        let sections: Vec<String> = cat
            .audience_disc
            .purple
            .iter()
            .map(|n| n.to_string())
            .collect();
        rows.push(heading(
            Some(Area::MainSquare(None)),
            lang.get("tui-mod-spectators"),
        ));
        rows.push(Row::new(None).text(format!(
            " {}",
            tr!(
                lang,
                "tui-mod-sections",
                purple = sections.join(" "),
                pink = cat
                    .audience_disc
                    .pink
                    .iter()
                    .map(|n| n.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            )
        )));
    }
    if m.desert_towns {
        rows.push(heading(None, lang.get("tui-mod-towns")));
        rows.push(Row::new(None).styled(
            format!(
                " {}",
                tr!(
                    lang,
                    "tui-mod-towns-rule",
                    points = cat.rules.desert_town_points.value,
                    cost = describe::town_cost(lang, cat)
                )
            ),
            style::dim(),
        ));
        rows.extend(town_display(c));
        for p in &v.players {
            let mut r = Row::new(None).text(" ").span(c.short(p.seat));
            if v.solo.is_some() && p.seat == marrakesh_engine::PASCHABOT {
                let towns: Vec<String> = p
                    .towns
                    .iter()
                    .flatten()
                    .map(|t| format!("#{:02}", t.town))
                    .collect();
                rows.push(r.text(format!(
                    " {}",
                    tr!(
                        lang,
                        "tui-mod-paschabot-towns",
                        towns = if towns.is_empty() {
                            "-".to_string()
                        } else {
                            towns.join(" ")
                        }
                    )
                )));
                continue;
            }
            for (i, slot) in p.towns.iter().enumerate() {
                let side = if i == 0 { " L4 " } else { " R4 " };
                let text = match slot {
                    Some(t) if t.claimed => {
                        format!("#{:02} {}", t.town, lang.get("tui-mod-town-day"))
                    }
                    Some(t) => format!("#{:02} {}", t.town, lang.get("tui-mod-town-night")),
                    None => "-".into(),
                };
                r = r.text(side).text(text);
            }
            rows.push(r);
        }
    }
    if m.camel_race {
        rows.push(heading(Some(Area::Race), lang.get("tui-mod-race")));
        rows.push(
            Row::new(None).styled(format!(" {}", lang.get("tui-mod-race-tab")), style::dim()),
        );
    }
    rows
}
