//! The Board tab: the tower base, the sectors, the tracks and staircases, the Sahara.

use super::*;

/// The shared board: round, tower base, river, staircases.
pub fn board(c: &Ctx) -> Vec<Row> {
    let v = c.view;
    let cat = c.cat;
    let lang = c.lang;
    let mut rows = Vec::new();
    rows.push(Row::new(None).styled(
        tr!(
            lang,
            "tui-board-time",
            season = v.season.min(2) + 1,
            round = v.round.min(3) + 1,
            phase = describe::phase(lang, v.phase)
        ),
        style::title(),
    ));
    rows.push(Row::new(None).with(
        &tr!(
            lang,
            "tui-board-start-player",
            seat = MARK[0],
            tracker = MARK[1]
        ),
        &[c.short(v.start_player), c.short(v.season_player)],
    ));
    // Tower base.
    let mut tb = Row::new(Some(Area::TowerBase(None))).styled(
        format!("{} ", lang.get("tui-board-tower-base")),
        style::title(),
    );
    let spans = counts_spans(lang, &v.board.display);
    if spans.is_empty() {
        tb = tb.styled(lang.get("tui-empty"), style::dim());
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
        tr!(
            lang,
            "tui-board-river",
            jetty = jetty,
            rapids = rapids
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
                " {}",
                tr!(
                    lang,
                    "tui-board-docked",
                    points = cat
                        .river
                        .docking_points
                        .get(d as usize)
                        .copied()
                        .unwrap_or(0)
                )
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
    let (now_label, next_label) = (
        lang.get("tui-board-river-tile"),
        lang.get("tui-board-river-tile-next"),
    );
    let label_w = now_label.chars().count().max(next_label.chars().count());
    for (i, face) in v.board.river_tiles.iter().enumerate() {
        if i < season {
            continue;
        }
        let now = i == season;
        let label = if now { &now_label } else { &next_label };
        let r = Row::new(if now { Some(Area::RiverTile) } else { None }).styled(
            format!(
                " {label:<label_w$} {}: {}",
                tr!(lang, "tui-season-short", season = i + 1),
                describe::river_tile(lang, cat, *face)
            ),
            if now { Style::default() } else { style::dim() },
        );
        rows.push(r);
    }
    // Staircases.
    let fin = cat.staircase.final_step;
    let th = cat.staircase.thresholds;
    for stair in [Stair::Palace, Stair::Mosque] {
        rows.push(heading(
            Some(Area::Stairs(Some(stair))),
            tr!(
                lang,
                "tui-board-staircase",
                stair = key(stair),
                last = fin,
                thresholds = th
                    .iter()
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
                format!(" +{}", describe::figure(lang, stair))
            } else {
                String::new()
            };
            rows.push(
                Row::new(Some(Area::Stairs(Some(stair))))
                    .text(" ")
                    .span(c.short(p.seat))
                    .text(" ")
                    .span(style::seat_span(p.seat, track))
                    .text(format!(
                        " {}{along}",
                        tr!(
                            lang,
                            "tui-board-step",
                            step = pos,
                            segment = cat.segment(pos)
                        )
                    )),
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
                .map(|s| describe::line_space(lang, cat, &v.board.staircase_cover, *s))
                .collect();
            rows.push(Row::new(Some(Area::LineBonus)).text(format!(
                " {}",
                tr!(
                    lang,
                    "tui-board-your-line",
                    palace = ps,
                    mosque = ms,
                    bonuses = bonuses.join(" | ")
                )
            )));
        }
    }
    if v.board.bonus_oases.iter().any(|o| o.is_some()) {
        let list: Vec<String> = v
            .board
            .bonus_oases
            .iter()
            .flatten()
            .map(|o| describe::oasis(lang, cat, *o, c.classic))
            .collect();
        rows.push(Row::new(Some(Area::BonusOases)).text(tr!(
            lang,
            "tui-board-leftover-oases",
            oases = list.join(", ")
        )));
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
        Some(p) => row.with(
            &tr!(c.lang, "tui-figure-with", seat = MARK[0], step = f.step),
            &[c.short(p)],
        ),
        None if f.step > c.cat.staircase.final_step => row.text(c.lang.get("tui-figure-left")),
        None => row.text(tr!(c.lang, "tui-figure-waits", step = f.step)),
    })
}

/// Module 2: the fountain tile's reminder.
pub(super) fn fountain_row(c: &Ctx) -> Row {
    Row::new(None).styled(
        tr!(c.lang, "tui-fountain", text = describe::fountain(c.lang)),
        style::dim(),
    )
}

/// Module 5: the desert towns on display, night side up.
pub(super) fn town_display(c: &Ctx) -> Vec<Row> {
    let v = c.view;
    let mut rows = vec![heading(
        Some(Area::Towns(None)),
        tr!(c.lang, "tui-towns-display", count = v.board.towns.len()),
    )];
    if v.board.towns.is_empty() {
        rows.push(
            Row::new(Some(Area::Towns(None)))
                .styled(format!(" {}", c.lang.get("tui-none-left")), style::dim()),
        );
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
    let lang = c.lang;
    let mut rows =
        vec![Row::new(area(Area::TownSpace(None)))
            .styled(lang.get("tui-towns-spaces"), style::title())];
    for (i, slot) in p.towns.iter().enumerate() {
        let side = if i == 0 { "L4" } else { "R4" };
        let reached = p.caravans[i] >= 4;
        let text = match slot {
            Some(t) => {
                let state = if t.claimed {
                    match describe::town_points(v, seat, t.town) {
                        Some(pts) => tr!(lang, "tui-town-claimed-points", points = pts),
                        None => lang.get("tui-town-claimed"),
                    }
                } else {
                    tr!(
                        lang,
                        "tui-town-night",
                        cost = describe::town_cost(lang, c.cat)
                    )
                };
                format!(
                    " {side} {}: {state}",
                    describe::desert_town(lang, c.cat, t.town, v.edition)
                )
            }
            None if reached => format!(" {side} {}", lang.get("tui-town-no-town-left")),
            None => format!(
                " {side} {}",
                tr!(lang, "tui-town-empty", caravans = p.caravans[i])
            ),
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
