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
    i.colour()
}

/// The bag: the colours left this season.
fn bag_row(lang: Lang, solo: &SoloView) -> Row {
    let mut r = Row::new(None).text(format!(
        "{} ",
        tr!(lang, "tui-pb-bag", count = solo.bag.iter().count())
    ));
    for col in solo.bag.iter() {
        r = r.span(style::colour_span(
            col,
            format!("{} ", short_colour(lang, col)),
        ));
    }
    r
}

/// The solo opponent: the Paschabot's board, or the lazy Paschabot's
/// priority line and the title ladder.
pub fn paschabot(c: &Ctx) -> Vec<Row> {
    let v = c.view;
    let cat = c.cat;
    let lang = c.lang;
    let bot = marrakesh_engine::PASCHABOT;
    let (Some(solo), Some(p)) = (&v.solo, v.players.get(bot as usize)) else {
        return vec![Row::new(None).text(lang.get("tui-pb-none"))];
    };
    if solo.opponent == Opponent::Lazy {
        return lazy_paschabot(c, solo);
    }
    let mut rows = Vec::new();
    rows.push(
        Row::new(None)
            .span(c.label(bot))
            .styled(
                format!(" · {}", tr!(lang, "tui-points", count = p.score)),
                style::title(),
            )
            .text(if v.start_player == bot {
                format!(" · {}", lang.get("tui-start-player"))
            } else {
                String::new()
            }),
    );
    rows.push(Row::new(None).styled(
        tr!(
            lang,
            "tui-pb-difficulty",
            difficulty = describe::difficulty(lang, solo.difficulty)
        ),
        style::dim(),
    ));
    let fisher = match p.dock {
        Some(_) => lang.get("tui-pb-docked"),
        None => p.fisherman.to_string(),
    };
    rows.push(Row::new(None).text(tr!(
        lang,
        "tui-pb-tracks",
        fisherman = fisher,
        palace = p.palace_step,
        mosque = p.mosque_step
    )));
    if let Some(sel) = p.selection {
        let cs: Vec<Colour> = sel.iter().collect();
        rows.push(Row::new(None).text(tr!(
            lang,
            "tui-pb-drawn",
            colours = describe::colours(lang, &cs)
        )));
    }
    let icons = revealed_icons(cat, solo);
    let count = |col: Colour| icons.iter().filter(|i| i.matches(col)).count();
    let cap = cat.rules.sector_capacity.value;
    let name_w = solo
        .rows
        .iter()
        .map(|(s, _)| describe::sector_name(lang, *s).chars().count())
        .max()
        .unwrap_or(12)
        .max(lang.get("tui-pb-col-row").chars().count())
        + 1;
    let icons_w = lang.get("tui-pb-col-icons").chars().count().max(4) + 1;
    let pts_w = lang.get("tui-pb-col-points").chars().count().max(3) + 1;
    rows.push(heading(
        None,
        format!(
            "{:<name_w$}{:>4} {} {:<3}{:>icons_w$}{:>pts_w$}",
            lang.get("tui-pb-col-row"),
            "n",
            "W",
            "A",
            lang.get("tui-pb-col-icons"),
            lang.get("tui-pb-col-points")
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
        let name = style::colour_span(
            colour,
            format!("{:<name_w$}", describe::sector_name(lang, *sector)),
        );
        if *sector == Sector::Souk {
            let icons_n = count(Colour::Yellow);
            let pts = *n as usize * icons_n.div_ceil(2);
            projected += pts;
            rows.push(
                Row::new(None)
                    .span(name)
                    .text(format!(
                        "{n:>4} - {assist:<3}{icons_n:>icons_w$}{pts:>pts_w$} "
                    ))
                    .spans(super::player::goods_spans(lang, &p.goods)),
            );
            continue;
        }
        let vendor = p.water_vendors.contains(sector);
        let icons_n = count(colour);
        let complete = vendor && *n >= cap;
        let pts = *n as usize * icons_n.div_ceil(2) + if complete { 10 } else { 0 };
        projected += pts;
        rows.push(Row::new(None).span(name).text(format!(
            "{:>4} {} {assist:<3}{icons_n:>icons_w$}{pts:>pts_w$}{}",
            format!("{n}/{cap}"),
            if vendor { "W" } else { "·" },
            if complete {
                format!(" {}", lang.get("tui-pb-full"))
            } else {
                String::new()
            }
        )));
    }
    let complete_only = solo.difficulty.complete_sectors_only;
    rows.push(Row::new(None).styled(
        if complete_only {
            lang.get("tui-pb-points-complete-only")
        } else {
            tr!(lang, "tui-pb-points-projected", points = projected)
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
    let mut g = Row::new(None).text(format!(
        "{} ",
        tr!(lang, "tui-pb-gates", count = taken, guards = guards)
    ));
    let spans = counts_spans(lang, &solo.gates);
    if spans.is_empty() {
        g = g.styled(lang.get("tui-none"), style::dim());
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
            .map(|t| describe::desert_town(lang, cat, t.town, v.edition))
            .collect();
        rows.push(Row::new(None).text(tr!(
            lang,
            "tui-pb-towns",
            towns = if towns.is_empty() {
                lang.get("tui-none")
            } else {
                towns.join(", ")
            }
        )));
    }
    if !p.luxury.is_empty() {
        rows.push(heading(None, lang.get("tui-luxury-goods")));
        for id in &p.luxury {
            rows.push(Row::new(None).text(format!("  {}", describe::luxury(lang, cat, *id))));
        }
    }
    // Strategy tiles.
    rows.push(heading(
        None,
        tr!(
            lang,
            "tui-pb-strategy",
            revealed = solo.strategy_tiles.len(),
            hidden = solo.strategy_deck
        ),
    ));
    for id in &solo.strategy_tiles {
        rows.push(Row::new(None).text(format!(" {}", describe::strategy_tile(lang, cat, *id))));
    }
    let last = solo
        .strategy_tiles
        .last()
        .and_then(|id| cat.paschabot.strategy_tiles.iter().find(|t| t.id == *id));
    if let Some(t) = last {
        rows.push(Row::new(None).text(tr!(
            lang,
            "tui-pb-souk",
            top = key(t.top_luxury),
            bottom = key(t.bottom_luxury)
        )));
    }
    let mut pr = Row::new(None).text(lang.get("tui-pb-priority"));
    for (icon, n) in priorities(&icons) {
        let text = format!(" {} {n}", describe::strategy_icon(lang, icon));
        pr = match icon_colour(icon) {
            Some(colour) => pr.span(style::colour_span(colour, text)),
            None => pr.text(text),
        };
    }
    rows.push(pr);
    rows.push(bag_row(lang, solo));
    rows
}

/// "Paschabot für Faule": the priority line and the title ladder.
fn lazy_paschabot(c: &Ctx, solo: &SoloView) -> Vec<Row> {
    let v = c.view;
    let cat = c.cat;
    let lang = c.lang;
    let bot = marrakesh_engine::PASCHABOT;
    let mut rows = vec![Row::new(None).span(c.label(bot)).styled(
        format!(" · {}", lang.get("tui-pb-lazy-head")),
        style::title(),
    )];
    rows.push(Row::new(None).text(lang.get("tui-pb-lazy-rule")));
    rows.push(heading(None, lang.get("tui-pb-priority-line")));
    if let Some(line) = solo.line {
        let mut r = Row::new(None).text(" ");
        for col in line {
            r = r.span(style::colour_span(
                col,
                format!("{} ", short_colour(lang, col)),
            ));
        }
        rows.push(r);
    }
    rows.push(bag_row(lang, solo));
    if v.final_scores.is_none() {
        let season = (v.season as usize).min(2);
        rows.push(Row::new(None).text(tr!(lang, "tui-pb-river-tile", rapid = season + 1)));
    }
    let you = v.players.first().map(|p| p.score).unwrap_or(0);
    rows.push(heading(None, tr!(lang, "tui-pb-titles", points = you)));
    let ladder = cat.paschabot.ladder(v.modules.desert_towns);
    let reached = ladder
        .iter()
        .rev()
        .find(|(pts, _)| you >= *pts as i16)
        .map(|(pts, _)| *pts);
    // The titles by their level (the catalog's names are German).
    let title = |level: usize| tr!(lang, "component-lazy-title", level = level + 1);
    for (level, (pts, _)) in ladder.iter().enumerate() {
        let mark = if you >= *pts as i16 {
            lang.get("tui-pb-reached")
        } else {
            tr!(lang, "tui-pb-to-go", points = *pts as i16 - you)
        };
        let st = if Some(*pts) == reached {
            style::title()
        } else {
            Style::default()
        };
        rows.push(Row::new(None).styled(format!(" {pts:>3} {}: {mark}", title(level)), st));
    }
    if v.final_scores.is_some() {
        let text = match reached.and_then(|r| ladder.iter().position(|(p, _)| *p == r)) {
            Some(level) => tr!(lang, "tui-pb-final-title", title = title(level)),
            None => lang.get("tui-pb-no-title"),
        };
        rows.push(Row::new(None).styled(text, style::title()));
    }
    rows
}
