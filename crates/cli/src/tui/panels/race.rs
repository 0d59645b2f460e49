//! The Camel race tab (003 "Das Kamelrennen"): the track with its lines,
//! bridges and finish, every camel, every spectator area with its dung,
//! the three reward tiles in order (the active one marked) and the podium.

use super::*;
use marrakesh_engine::CamelRaceData;
use marrakesh_engine::{dung_penalty, Racer};

/// The symbol between space `s` and `s + 1`, if a line lies there: the
/// start line `S`, stage lines `1`-`3`, the finish line `F`.
fn line_after(d: &CamelRaceData, s: u8) -> Option<char> {
    if s + 1 == d.finish.value {
        return Some('F');
    }
    d.lines.value.iter().position(|l| *l == s).map(|k| {
        if k == 0 {
            'S'
        } else {
            (b'0' + k as u8) as char
        }
    })
}

fn is_bridge(d: &CamelRaceData, s: u8) -> bool {
    d.bridges.value.iter().any(|b| b.space == s)
}

/// The track as one row of text: `.` a space, `B` a bridge, the lines
/// between (their labels when `camel` is `None`, else `|`), and the camel
/// as `mark` at its space (`-` and `=` behind it). Split into the part
/// behind the camel, the camel, and the part ahead.
fn track_text(d: &CamelRaceData, camel: Option<u8>, mark: char) -> (String, String, String) {
    let mut parts = [String::new(), String::new(), String::new()];
    for s in 0..d.finish.value {
        let (part, ch) = match camel {
            Some(c) if c == s => (1, mark),
            Some(c) if s < c => (0, if is_bridge(d, s) { '=' } else { '-' }),
            Some(_) => (2, if is_bridge(d, s) { 'B' } else { '.' }),
            None => (0, if is_bridge(d, s) { 'B' } else { '.' }),
        };
        parts[part].push(ch);
        if let Some(l) = line_after(d, s) {
            let after = if part == 1 { 2 } else { part };
            parts[after].push(if camel.is_none() { l } else { '|' });
        }
    }
    let [before, at, after] = parts;
    (before, at, after)
}

/// Steps the camel runs for one more spectator of a new colour and of a
/// colour already there (the nomads count as a colour of their own).
fn next_steps(d: &CamelRaceData, r: &Racer) -> (u8, u8) {
    let table = &d.steps_by_colours.value;
    let n = r.kinds();
    let at = |k: usize| table.get(k.clamp(1, table.len()) - 1).copied().unwrap_or(0);
    (at(n + 1), at(n.max(1)))
}

/// The Camel race tab.
pub fn race(c: &Ctx) -> Vec<Row> {
    let v = c.view;
    let lang = c.lang;
    let (Some(d), Some(board)) = (c.cat.camel_race.as_ref(), v.board.race) else {
        return vec![Row::new(None).text(lang.get("tui-race-not-in-play"))];
    };
    let mut rows = Vec::new();
    // The track, with the lines' labels, and each camel on its own row.
    let (head, _, _) = track_text(d, None, ' ');
    rows.push(heading(Some(Area::Race), lang.get("tui-race-track")));
    rows.push(Row::new(Some(Area::Race)).text(format!("    {head}")));
    for p in &v.players {
        let Some(r) = p.race else { continue };
        let mark = char::from_digit(p.seat as u32, 10).unwrap_or('@');
        let row = Row::new(Some(Area::Race))
            .text(" ")
            .span(c.short(p.seat))
            .text(" ");
        let row = if board.podium.iter().any(|q| *q == p.seat) {
            let (before, _, _) = track_text(d, Some(d.finish.value), mark);
            row.text(before)
                .span(style::seat_span(p.seat, mark.to_string()))
        } else {
            let (before, here, after) = track_text(d, Some(r.camel), mark);
            row.text(before)
                .span(style::seat_span(p.seat, here))
                .styled(after, style::dim())
        };
        rows.push(row);
    }
    let crossed: Vec<String> = (1..4)
        .filter(|k| board.crossed & (1 << k) != 0)
        .map(|k| k.to_string())
        .collect();
    let bridges: Vec<String> = d
        .bridges
        .value
        .iter()
        .map(|b| {
            let cost = marrakesh_engine::Resources::new(b.water as u16, b.dates as u16, 0);
            tr!(
                lang,
                "tui-race-bridge",
                space = b.space,
                cost = describe::resources(lang, cost)
            )
        })
        .collect();
    rows.push(Row::new(None).styled(
        format!(
            " {}",
            tr!(
                lang,
                "tui-race-legend",
                dinars = d.stage_first_dinars.value,
                taken = if crossed.is_empty() {
                    String::new()
                } else {
                    tr!(lang, "tui-race-taken", lines = crossed.join(", "))
                },
                bridges = bridges.join("; "),
                points = d.finish_points.value
            )
        ),
        style::dim(),
    ));
    // Spectator areas and dung.
    rows.push(heading(
        Some(Area::Spectators),
        tr!(
            lang,
            "tui-race-spectators",
            spaces = d.spectator_spaces.value,
            steps = d
                .steps_by_colours
                .value
                .iter()
                .map(|n| n.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        ),
    ));
    for p in &v.players {
        let Some(r) = p.race else { continue };
        let mine = v.viewer == Some(p.seat);
        let area = mine.then_some(Area::Spectators);
        let camel = match board.podium.iter().position(|q| *q == p.seat) {
            Some(i) => tr!(lang, "tui-race-podium-place", place = i + 1),
            None => tr!(
                lang,
                "tui-race-camel",
                space = r.camel,
                finish = d.finish.value
            ),
        };
        let mut row = Row::new(area).text(" ").span(c.short(p.seat)).text(format!(
            " {} ",
            tr!(
                lang,
                "tui-race-player",
                camel = camel,
                count = r.spectator_count(),
                spaces = d.spectator_spaces.value
            )
        ));
        if r.spectator_count() == 0 {
            row = row.styled(lang.get("tui-none"), style::dim());
        }
        for (_, span) in counts_spans(lang, &r.spectators) {
            row = row.span(span);
        }
        if r.nomads > 0 {
            row = row.text(tr!(lang, "tui-nomads-count", count = r.nomads));
        }
        rows.push(row);
        let (new, old) = next_steps(d, &r);
        rows.push(Row::new(area).styled(
            format!(
                "    {}",
                tr!(
                    lang,
                    "tui-race-dung",
                    dung = r.dung,
                    penalty = dung_penalty(d, r.dung).abs(),
                    new = new,
                    old = old,
                    water = p.resources.water,
                    dates = p.resources.dates
                )
            ),
            style::dim(),
        ));
    }
    // The reward tiles, in order.
    rows.push(heading(
        Some(Area::RewardTile(None)),
        lang.get("tui-race-rewards"),
    ));
    if board.rewards.is_empty() {
        rows.push(Row::new(None).styled(format!(" {}", lang.get("tui-none-left")), style::dim()));
    }
    for (k, (id, side)) in board.rewards.iter().enumerate() {
        let Some(t) = d.reward_tiles.iter().find(|t| t.id == *id) else {
            continue;
        };
        let face = &t.sides[*side as usize % 2];
        let season = v.season as usize + k + 1;
        let label = if k == 0 {
            format!("> {}", tr!(lang, "tui-race-active", season = season))
        } else {
            format!("  {}", tr!(lang, "tui-race-season", season = season))
        };
        let tile_area = (k == 0).then_some(Area::RewardTile(None));
        rows.push(Row::new(tile_area).text(format!(
            " {}",
            tr!(
                lang,
                "tui-race-tile",
                label = label,
                tile = format!("{id}{}", if *side == 0 { "a" } else { "b" })
            )
        )));
        for (i, o) in face.offers.iter().enumerate() {
            let area = (k == 0).then_some(Area::RewardTile(Some(i as u8)));
            rows.push(Row::new(area).text(format!("     {}", describe::reward_offer(lang, o))));
        }
        let area = (k == 0).then_some(Area::RewardTile(Some(u8::MAX)));
        rows.push(Row::new(area).text(format!(
            "     {}",
            tr!(
                lang,
                "tui-race-discard",
                colour = describe::colour(lang, face.dung_colour)
            )
        )));
    }
    // The podium and the final scoring's tables.
    rows.push(heading(None, lang.get("tui-race-podium")));
    let places: Vec<String> = d
        .podium_points
        .value
        .iter()
        .enumerate()
        .map(|(i, pts)| match board.podium.get(i) {
            Some(p) => format!("{}. P{p} ({pts})", i + 1),
            None => format!("{}. - ({pts})", i + 1),
        })
        .collect();
    rows.push(Row::new(None).text(format!(" {}", places.join("  "))));
    rows.push(Row::new(None).styled(
        format!(
            " {}",
            tr!(
                lang,
                "tui-race-end",
                points = d
                    .podium_points
                    .value
                    .iter()
                    .map(|n| n.to_string())
                    .collect::<Vec<_>>()
                    .join("/"),
                dung = d
                    .dung_penalty
                    .value
                    .iter()
                    .map(|n| n.to_string())
                    .collect::<Vec<_>>()
                    .join("/"),
                beyond = d.dung_penalty_beyond.value,
                count = d.dung_penalty.value.len()
            )
        ),
        style::dim(),
    ));
    rows
}
