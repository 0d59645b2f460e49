//! The Board tab: the tower base, the sectors, the tracks and staircases, the Sahara.

use super::*;

/// The shared board: round, tower base, river, staircases.
pub fn board(c: &Ctx) -> Vec<Row> {
    let v = c.view;
    let cat = c.cat;
    let mut rows = Vec::new();
    rows.push(Row::new(None).styled(
        format!(
            "Season {}/3 · round {}/4 · {}",
            v.season.min(2) + 1,
            v.round.min(3) + 1,
            describe::phase(c.lang, v.phase)
        ),
        style::title(),
    ));
    let mut order = Row::new(None)
        .text("Start player ")
        .span(c.short(v.start_player));
    order = order
        .text(" · season tracker ")
        .span(c.short(v.season_player));
    rows.push(order);
    // Tower base.
    let mut tb = Row::new(Some(Area::TowerBase(None))).styled("Tower base: ", style::title());
    let spans = counts_spans(&v.board.display);
    if spans.is_empty() {
        tb = tb.styled("empty", style::dim());
    }
    for (col, s) in spans {
        tb = tb.part(Area::TowerBase(Some(col)), s);
    }
    rows.push(tb);
    // River.
    let jetty = cat.river.jetty;
    let rapids: Vec<u8> = cat.river.rapids.iter().map(|r| r.space).collect();
    rows.push(heading(
        Some(Area::River),
        format!(
            "River (jetty {jetty}; rapids at {})",
            rapids
                .iter()
                .map(|r| r.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        ),
    ));
    for p in &v.players {
        let mut track = String::new();
        for s in 0..=jetty {
            let ch = if s == p.fisherman {
                '●'
            } else if s == jetty {
                'J'
            } else if rapids.contains(&s) {
                '≈'
            } else {
                '·'
            };
            track.push(ch);
        }
        let where_ = match p.dock {
            Some(d) => format!(
                " docked ({} pts)",
                cat.river
                    .docking_points
                    .get(d as usize)
                    .copied()
                    .unwrap_or(0)
            ),
            None => format!(" {}", p.fisherman),
        };
        rows.push(
            Row::new(Some(Area::River))
                .text(" ")
                .span(c.short(p.seat))
                .text(" ")
                .span(style::seat_span(p.seat, track))
                .text(where_),
        );
    }
    let season = (v.season as usize).min(2);
    for (i, face) in v.board.river_tiles.iter().enumerate() {
        if i < season {
            continue;
        }
        let now = i == season;
        let r = Row::new(if now { Some(Area::RiverTile) } else { None }).styled(
            format!(
                " {} S{}: {}",
                if now { "river tile" } else { "next     " },
                i + 1,
                describe::river_tile(c.lang, cat, *face)
            ),
            if now { Style::default() } else { style::dim() },
        );
        rows.push(r);
    }
    // Staircases.
    let fin = cat.staircase.final_step;
    let th = cat.staircase.thresholds;
    for (stair, name) in [(Stair::Palace, "Palace"), (Stair::Mosque, "Mosque")] {
        rows.push(heading(
            Some(Area::Stairs(Some(stair))),
            format!(
                "{name} staircase (final {fin}; thresholds {})",
                th.iter()
                    .map(|t| t.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            ),
        ));
        for p in &v.players {
            let pos = match stair {
                Stair::Palace => p.palace_step,
                Stair::Mosque => p.mosque_step,
            };
            let mut track = String::new();
            for s in 0..=fin {
                track.push(if s == pos.min(fin) {
                    '●'
                } else if th.contains(&s) {
                    '|'
                } else if s == fin {
                    'F'
                } else {
                    '·'
                });
            }
            let along = if describe::carries(v, p.seat, stair) {
                format!(" +{}", describe::figure(c.lang, stair))
            } else {
                String::new()
            };
            rows.push(
                Row::new(Some(Area::Stairs(Some(stair))))
                    .text(" ")
                    .span(c.short(p.seat))
                    .text(" ")
                    .span(style::seat_span(p.seat, track))
                    .text(format!(" {pos} (segment {}){along}", cat.segment(pos))),
            );
        }
        if let Some(r) = figure_row(c, stair) {
            rows.push(r);
        }
    }
    if v.board.figures.is_some() {
        rows.push(fountain_row(c));
    }
    // The line-bonus decision: show the line between the viewer's pawns.
    if let Some(me) = c.view.viewer.and_then(|p| v.players.get(p as usize)) {
        let ps = cat.segment(me.palace_step);
        let ms = cat.segment(me.mosque_step);
        if (1..=5).contains(&ps) && (1..=5).contains(&ms) {
            let line = cat.line(ps, ms);
            let bonuses: Vec<String> = line
                .spaces
                .iter()
                .map(|s| describe::line_space(c.lang, cat, &v.board.staircase_cover, *s))
                .collect();
            rows.push(
                Row::new(Some(Area::LineBonus))
                    .text(format!(" Your line ({ps}/{ms}): {}", bonuses.join(" | "))),
            );
        }
    }
    if v.board.bonus_oases.iter().any(|o| o.is_some()) {
        let list: Vec<String> = v
            .board
            .bonus_oases
            .iter()
            .flatten()
            .map(|o| describe::oasis(c.lang, cat, *o, c.classic))
            .collect();
        rows.push(
            Row::new(Some(Area::BonusOases)).text(format!("Leftover oases: {}", list.join(", "))),
        );
    }
    if v.modules.desert_towns {
        rows.extend(town_display(c));
    }
    rows
}

/// Module 2: where the sultan (palace) or the imam (mosque) is.
pub(super) fn figure_row(c: &Ctx, stair: Stair) -> Option<Row> {
    let f = c.view.board.figures?[stair.index()];
    let row = Row::new(Some(Area::Stairs(Some(stair))))
        .text(format!(" {} ", describe::figure(c.lang, stair)));
    Some(match f.carrier {
        Some(p) => row
            .text("with ")
            .span(c.short(p))
            .text(format!(" (step {})", f.step)),
        None if f.step > c.cat.staircase.final_step => row.text("has left the staircase"),
        None => row.text(format!("waits on step {}", f.step)),
    })
}

/// Module 2: the fountain tile's reminder.
pub(super) fn fountain_row(c: &Ctx) -> Row {
    Row::new(None).styled(
        format!("Fountain: {}", describe::fountain(c.lang)),
        style::dim(),
    )
}

/// Module 5: the desert towns on display, night side up.
pub(super) fn town_display(c: &Ctx) -> Vec<Row> {
    let v = c.view;
    let mut rows = vec![heading(
        Some(Area::Towns(None)),
        format!(
            "Desert towns on display ({} left, night side up):",
            v.board.towns.len()
        ),
    )];
    if v.board.towns.is_empty() {
        rows.push(Row::new(Some(Area::Towns(None))).styled(" none left", style::dim()));
    }
    for (i, t) in v.board.towns.iter().enumerate() {
        rows.push(Row::new(Some(Area::Towns(Some(i as u8)))).text(format!(
            " {}",
            describe::desert_town(c.lang, c.cat, *t, v.edition)
        )));
    }
    rows
}

/// Module 5: one player's two town spaces (the 4th space of the left and
/// right Sahara paths): empty, a town night side up (unclaimed) or day
/// side up (claimed, with what it would score now).
pub(super) fn town_spaces(
    c: &Ctx,
    seat: PlayerId,
    area: impl Fn(Area) -> Option<Area>,
) -> Vec<Row> {
    let v = c.view;
    let Some(p) = v.players.get(seat as usize) else {
        return Vec::new();
    };
    let mut rows = vec![Row::new(area(Area::TownSpace(None)))
        .styled("Desert towns (start oasis covered):", style::title())];
    for (i, slot) in p.towns.iter().enumerate() {
        let side = if i == 0 { "L4" } else { "R4" };
        let reached = p.caravans[i] >= 4;
        let text = match slot {
            Some(t) => {
                let state = if t.claimed {
                    match describe::town_points(v, seat, t.town) {
                        Some(pts) => format!("claimed, day side up; {pts} points now"),
                        None => "claimed, day side up".into(),
                    }
                } else {
                    format!(
                        "night side up; claim for {}",
                        describe::town_cost(c.lang, c.cat)
                    )
                };
                format!(
                    " {side} {}: {state}",
                    describe::desert_town(c.lang, c.cat, t.town, v.edition)
                )
            }
            None if reached => format!(" {side} caravan there, no town left"),
            None => format!(" {side} empty (caravans {}/4)", p.caravans[i]),
        };
        let st = match slot {
            Some(t) if t.claimed => Style::default(),
            Some(_) => Style::default().fg(ratatui::style::Color::LightBlue),
            None => style::dim(),
        };
        let own = area(Area::TownSpace(Some(i as u8)));
        let row = Row::new(own);
        rows.push(match own {
            Some(a) => row.part(a, Span::styled(text, st)),
            None => row.span(Span::styled(text, st)),
        });
    }
    rows
}
