//! The Paschabot tab: the solo opponent's board, priorities and bag.

use super::*;

/// Icons on the revealed strategy tiles, top to bottom, first tile first.
fn revealed_icons(cat: &Catalog, solo: &SoloView) -> Vec<StrategyIcon> {
    solo.strategy_tiles
        .iter()
        .filter_map(|id| cat.paschabot.strategy_tiles.iter().find(|t| t.id == *id))
        .flat_map(|t| t.icons.iter().copied())
        .collect()
}

/// Keshi priority: how often each icon shows on the revealed tiles, most
/// first (ties: the one shown higher).
fn priorities(icons: &[StrategyIcon]) -> Vec<(StrategyIcon, usize)> {
    let mut v: Vec<(StrategyIcon, usize, usize)> = Vec::new();
    for (pos, i) in icons.iter().enumerate() {
        match v.iter_mut().find(|(x, _, _)| x == i) {
            Some(e) => e.1 += 1,
            None => v.push((*i, 1, pos)),
        }
    }
    v.sort_by_key(|(_, n, pos)| (std::cmp::Reverse(*n), *pos));
    v.into_iter().map(|(i, n, _)| (i, n)).collect()
}

/// The colour an icon is drawn in (a nomad, of no colour, R40: plain).
fn icon_colour(i: StrategyIcon) -> Option<Colour> {
    Some(match i {
        StrategyIcon::Turquoise => Colour::Turquoise,
        StrategyIcon::Green => Colour::Green,
        StrategyIcon::Gray => Colour::Gray,
        StrategyIcon::White => Colour::White,
        StrategyIcon::Black => Colour::Black,
        StrategyIcon::Pink => Colour::Pink,
        StrategyIcon::Beige => Colour::Beige,
        StrategyIcon::Brown => Colour::Brown,
        StrategyIcon::Goods => Colour::Yellow,
        StrategyIcon::Nomad => return None,
    })
}

/// The bag: the colours left this season.
fn bag_row(solo: &SoloView) -> Row {
    let mut r = Row::new(None).text(format!("Bag ({} left): ", solo.bag.iter().count()));
    for col in solo.bag.iter() {
        r = r.span(style::colour_span(col, format!("{} ", &col.name()[..3])));
    }
    r
}

/// The solo opponent: the Paschabot's board, or the lazy Paschabot's
/// priority line and the title ladder.
pub fn paschabot(c: &Ctx) -> Vec<Row> {
    let v = c.view;
    let cat = c.cat;
    let bot = marrakesh_engine::paschabot::BOT;
    let (Some(solo), Some(p)) = (&v.solo, v.players.get(bot as usize)) else {
        return vec![Row::new(None).text("There is no Paschabot in this game.")];
    };
    if solo.opponent == Opponent::Lazy {
        return lazy_paschabot(c, solo);
    }
    let mut rows = Vec::new();
    rows.push(
        Row::new(None)
            .span(c.label(bot))
            .styled(format!(" · {} points", p.score), style::title())
            .text(if v.start_player == bot {
                " · start player"
            } else {
                ""
            }),
    );
    rows.push(Row::new(None).styled(
        format!(
            "Difficulty: {}",
            describe::difficulty(c.lang, solo.difficulty)
        ),
        style::dim(),
    ));
    let fisher = match p.dock {
        Some(_) => "docked".to_string(),
        None => p.fisherman.to_string(),
    };
    rows.push(Row::new(None).text(format!(
        "Fisherman {fisher} · palace {} · mosque {}",
        p.palace_step, p.mosque_step
    )));
    if let Some(sel) = p.selection {
        let cs: Vec<Colour> = sel.iter().collect();
        rows.push(Row::new(None).text(format!("Drawn: {}", describe::colours(c.lang, &cs))));
    }
    let icons = revealed_icons(cat, solo);
    let count = |col: Colour| icons.iter().filter(|i| i.matches(col)).count();
    let cap = cat.rules.sector_capacity.value;
    rows.push(heading(
        None,
        format!(
            "{:<13}{:>4} {} {:<3}{:>5}{:>4}",
            "Row", "n", "W", "A", "icons", "pts"
        ),
    ));
    let mut projected = 0usize;
    for (sector, n) in &solo.rows {
        let mut assist = String::new();
        for (i, a) in p.assistants.iter().enumerate() {
            if a == sector {
                assist.push(if p.assistants_used & (1 << i) != 0 {
                    'a'
                } else {
                    'A'
                });
            }
        }
        let colour = sector.colour().unwrap_or(Colour::Yellow);
        let name = style::colour_span(colour, format!("{:<13}", sector.name()));
        if *sector == Sector::Souk {
            let icons_n = count(Colour::Yellow);
            let pts = *n as usize * icons_n.div_ceil(2);
            projected += pts;
            rows.push(
                Row::new(None)
                    .span(name)
                    .text(format!("{n:>4} - {assist:<3}{icons_n:>5}{pts:>4} "))
                    .span(style::colour_span(
                        Colour::Yellow,
                        format!("Y{} ", p.goods[0]),
                    ))
                    .span(style::colour_span(
                        Colour::Purple,
                        format!("P{} ", p.goods[1]),
                    ))
                    .span(style::colour_span(
                        Colour::Orange,
                        format!("O{}", p.goods[2]),
                    )),
            );
            continue;
        }
        let vendor = p.water_vendors.contains(sector);
        let icons_n = count(colour);
        let complete = vendor && *n >= cap;
        let pts = *n as usize * icons_n.div_ceil(2) + if complete { 10 } else { 0 };
        projected += pts;
        rows.push(Row::new(None).span(name).text(format!(
            "{:>4} {} {assist:<3}{icons_n:>5}{pts:>4}{}",
            format!("{n}/{cap}"),
            if vendor { "W" } else { "·" },
            if complete { " full" } else { "" }
        )));
    }
    let complete_only = solo.difficulty.complete_sectors_only;
    rows.push(Row::new(None).styled(
        if complete_only {
            "pts: 10 per complete sector (easier rule: no keshi points)".to_string()
        } else {
            format!(
                "pts at the end: n x half the icons (rounded up), +10 if full (8 + W): {projected}"
            )
        },
        style::dim(),
    ));
    // Gates.
    let guards = solo
        .rows
        .iter()
        .find(|(s, _)| *s == Sector::Medina)
        .map(|(_, n)| *n)
        .unwrap_or(0);
    let taken: u8 = solo.gates.iter().sum();
    let mut g = Row::new(None).text(format!("Gates ({taken}, {guards} guards): "));
    let spans = counts_spans(&solo.gates);
    if spans.is_empty() {
        g = g.styled("none", style::dim());
    }
    for (_, sp) in spans {
        g = g.span(sp);
    }
    rows.push(g);
    if v.modules.desert_towns {
        // Its 4th and 8th Sahara keshi take a random town, day side up.
        let towns: Vec<String> = p
            .towns
            .iter()
            .flatten()
            .map(|t| describe::desert_town(c.lang, cat, t.town, v.edition))
            .collect();
        rows.push(Row::new(None).text(format!(
            "Desert towns (its 4th and 8th Sahara keshi): {}",
            if towns.is_empty() {
                "none".to_string()
            } else {
                towns.join(", ")
            }
        )));
    }
    if !p.luxury.is_empty() {
        rows.push(heading(None, "Luxury goods:"));
        for id in &p.luxury {
            rows.push(Row::new(None).text(format!("  {}", describe::luxury(c.lang, cat, *id))));
        }
    }
    // Strategy tiles.
    rows.push(heading(
        None,
        format!(
            "Strategy tiles: {} revealed, {} face down",
            solo.strategy_tiles.len(),
            solo.strategy_deck
        ),
    ));
    for id in &solo.strategy_tiles {
        rows.push(Row::new(None).text(format!(" {}", describe::strategy_tile(c.lang, cat, *id))));
    }
    let last = solo
        .strategy_tiles
        .last()
        .and_then(|id| cat.paschabot.strategy_tiles.iter().find(|t| t.id == *id));
    if let Some(t) = last {
        rows.push(Row::new(None).text(format!(
            "Souk: buys {} {}, else {} {} (last tile)",
            if t.top_luxury.name().starts_with('o') {
                "an"
            } else {
                "a"
            },
            t.top_luxury.name(),
            if t.bottom_luxury.name().starts_with('o') {
                "an"
            } else {
                "a"
            },
            t.bottom_luxury.name()
        )));
    }
    let mut pr = Row::new(None).text("Keshi priority:");
    for (icon, n) in priorities(&icons) {
        let text = format!(" {} {n}", describe::strategy_icon(c.lang, icon));
        pr = match icon_colour(icon) {
            Some(colour) => pr.span(style::colour_span(colour, text)),
            None => pr.text(text),
        };
    }
    rows.push(pr);
    rows.push(bag_row(solo));
    rows
}

/// "Paschabot für Faule": the priority line and the title ladder.
fn lazy_paschabot(c: &Ctx, solo: &SoloView) -> Vec<Row> {
    let v = c.view;
    let cat = c.cat;
    let bot = marrakesh_engine::paschabot::BOT;
    let mut rows = vec![Row::new(None)
        .span(c.label(bot))
        .styled(" · no board, no points", style::title())];
    rows.push(Row::new(None).text(
        "It claims 2 keshis of the leftmost colour with 2 in the tower base, else 1 of the leftmost colour there; they go back to the supply.",
    ));
    rows.push(heading(None, "Priority line (leftmost first):"));
    if let Some(line) = solo.line {
        let mut r = Row::new(None).text(" ");
        for col in line {
            r = r.span(style::colour_span(col, format!("{} ", &col.name()[..3])));
        }
        rows.push(r);
    }
    rows.push(bag_row(solo));
    if v.final_scores.is_none() {
        let season = (v.season as usize).min(2);
        rows.push(Row::new(None).text(format!(
            "River tile this season: yours if your fisherman has crossed rapid {}",
            season + 1
        )));
    }
    let you = v.players.first().map(|p| p.score).unwrap_or(0);
    rows.push(heading(None, format!("Titles (P0 has {you} points):")));
    let ladder = cat.paschabot.ladder(v.modules.desert_towns);
    let reached = ladder
        .iter()
        .rev()
        .find(|(pts, _)| you >= *pts as i16)
        .map(|(pts, _)| *pts);
    for (pts, title) in &ladder {
        let mark = if you >= *pts as i16 {
            "reached".to_string()
        } else {
            format!("{} to go", *pts as i16 - you)
        };
        let st = if Some(*pts) == reached {
            style::title()
        } else {
            Style::default()
        };
        rows.push(Row::new(None).styled(format!(" {pts:>3} {title}: {mark}"), st));
    }
    if v.final_scores.is_some() {
        let text = match reached.and_then(|r| ladder.iter().find(|(p, _)| *p == r)) {
            Some((_, t)) => format!("Final title: {t}"),
            None => "Final: no title reached".to_string(),
        };
        rows.push(Row::new(None).styled(text, style::title()));
    }
    rows
}
