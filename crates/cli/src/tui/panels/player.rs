//! A player's tab: resources, screen, sectors, oases, gates, scrolls and goods.

use super::*;

fn sector_count(p: &PlayerView, s: Sector) -> u8 {
    p.sector_keshis
        .iter()
        .find(|(x, _)| *x == s)
        .map(|(_, n)| *n)
        .unwrap_or(0)
}

/// One player's board, as the viewer may see it.
pub fn player(c: &Ctx, seat: PlayerId) -> Vec<Row> {
    let v = c.view;
    let cat = c.cat;
    let lang = c.lang;
    let Some(p) = v.players.get(seat as usize) else {
        return vec![Row::new(None).text(lang.get("tui-no-such-player"))];
    };
    if v.solo.is_some() && seat == marrakesh_engine::PASCHABOT {
        return paschabot(c);
    }
    let own = v.viewer == Some(seat);
    let mine = |a: Area| if own { Some(a) } else { None };
    let mut rows = Vec::new();
    let mut figures = String::new();
    for s in [Stair::Palace, Stair::Mosque] {
        if describe::carries(v, seat, s) {
            figures.push_str(&format!(
                " · {}",
                tr!(
                    lang,
                    "tui-player-figure",
                    figure = describe::figure(lang, s)
                )
            ));
        }
    }
    rows.push(
        Row::new(None)
            .span(c.label(seat))
            .styled(
                format!(" · {}", tr!(lang, "tui-points", count = p.score)),
                style::title(),
            )
            .text(if v.start_player == seat {
                format!(" · {}", lang.get("tui-start-player"))
            } else {
                String::new()
            })
            .text(figures),
    );
    rows.push(
        Row::new(mine(Area::Resources))
            .text(format!(
                "{} ",
                tr!(
                    lang,
                    "tui-player-resources",
                    water = p.resources.water,
                    dates = p.resources.dates,
                    dinars = p.resources.dinars
                )
            ))
            .spans(goods_spans(lang, &p.goods)),
    );
    // Screen and selection: the engine's view hides what must stay hidden.
    let mut scr = Row::new(mine(Area::Screen)).text(format!("{} ", lang.get("tui-player-screen")));
    match p.screen {
        Some(set) => {
            for col in set.iter() {
                scr = scr.span(style::colour_span(
                    col,
                    format!("{} ", short_colour(lang, col)),
                ));
            }
            if set.is_empty() {
                scr = scr.text(lang.get("tui-empty"));
            }
        }
        None => {
            scr = scr.text(tr!(
                lang,
                "tui-player-screen-hidden",
                count = p.screen_count
            ))
        }
    }
    rows.push(scr);
    let sel = match (&p.selection, p.has_selected) {
        (Some(s), _) => {
            let cs: Vec<Colour> = s.iter().collect();
            tr!(
                lang,
                "tui-player-selection",
                colours = describe::colours(lang, &cs)
            )
        }
        (None, true) => lang.get("tui-player-selection-hidden"),
        (None, false) => lang.get("tui-player-selection-none"),
    };
    rows.push(Row::new(mine(Area::Screen)).text(sel));
    // Special building: the one kept (another's once everybody has chosen).
    if let Some(b) = &p.building {
        rows.extend(building_rows(c, b, mine(Area::OwnBoard)));
    }
    // Nomads: on the board, in the spectator area, set aside; the nomad
    // board's supply.
    if let Some(n) = p.nomads {
        rows.push(nomads_row(lang, v, p, &n, mine(Area::OwnBoard)));
    }
    // Sectors.
    let name_w = Sector::ALL
        .iter()
        .map(|s| describe::sector_name(lang, *s).chars().count())
        .max()
        .unwrap_or(12)
        + 1;
    rows.push(heading(
        None,
        format!(
            "{:<name_w$}{}",
            lang.get("tui-player-sector"),
            lang.get("tui-player-sector-columns")
        ),
    ));
    for s in Sector::ALL {
        let k = sector_count(p, s);
        let count = match s {
            Sector::Souk => format!("{:>2}", p.goods.iter().sum::<u16>()),
            _ => format!("{k:>2}/8"),
        };
        let vendor = if s == Sector::Souk {
            if p.souk_vendor != SoukVendor::None {
                "W"
            } else {
                " "
            }
        } else if p.water_vendors.contains(&s) {
            "W"
        } else {
            "·"
        };
        let mut assist = String::new();
        for (i, a) in p.assistants.iter().enumerate() {
            if *a == s {
                assist.push(if p.assistants_used & (1 << i) != 0 {
                    'a'
                } else {
                    'A'
                });
            }
        }
        let note = match s {
            Sector::River => match p.dock {
                Some(_) => lang.get("tui-note-docked"),
                None => tr!(lang, "tui-note-fisherman", space = p.fisherman),
            },
            Sector::Souk => tr!(lang, "tui-note-luxury", count = p.luxury.len()),
            Sector::MainSquare => tr!(lang, "tui-note-disc", turns = p.disc_rotation),
            Sector::Mosque => tr!(lang, "tui-note-step", step = p.mosque_step),
            Sector::Palace => tr!(lang, "tui-note-step", step = p.palace_step),
            Sector::Madrasa => tr!(lang, "tui-note-scrolls", count = p.scrolls.len()),
            Sector::Medina => tr!(lang, "tui-note-watchtower", count = p.watchtower),
            Sector::Sahara if v.modules.desert_towns => tr!(
                lang,
                "tui-note-paths-towns",
                left = p.caravans[0],
                right = p.caravans[1]
            ),
            Sector::Sahara => tr!(
                lang,
                "tui-note-paths",
                left = p.caravans[0],
                right = p.caravans[1],
                start = p.caravans[2]
            ),
            Sector::DateOrchard => String::new(),
        };
        let colour = s.colour().unwrap_or(Colour::Yellow);
        rows.push(
            Row::new(mine(Area::Sector(s)))
                .span(style::colour_span(
                    colour,
                    format!("{:<name_w$}", describe::sector_name(lang, s)),
                ))
                .text(format!("{count:<5} {vendor}  {assist:<3} {note}")),
        );
    }
    // Main-square fields.
    let extra = p.scrolls.iter().any(|id| {
        cat.scrolls.iter().any(|s| {
            s.id == *id
                && s.effect
                    == marrakesh_engine::ScrollEffect::Perk {
                        perk: marrakesh_engine::Perk::ExtraSpectator,
                    }
        })
    });
    let mut ms =
        Row::new(mine(Area::MainSquare(None))).text(format!("{} ", lang.get("tui-player-fields")));
    for f in 0..8u8 {
        let n =
            describe::spectators(cat, v.modules.spectators, p.disc_rotation, f) + u8::from(extra);
        let b = cat
            .main_square_fields
            .get(f as usize)
            .map(|x| describe::bonus_short(lang, x.bonus))
            .unwrap_or_default();
        let has = p.entertainers & (1 << f) != 0;
        let text = format!("{}{b}x{n}", if has { "*" } else { "" });
        let st = if has {
            style::colour_span(Colour::Pink, text)
        } else {
            Span::styled(text, style::dim())
        };
        ms = ms.part(Area::MainSquare(Some(f)), st).text(" ");
    }
    rows.push(ms);
    // Gates.
    let mut gates =
        Row::new(mine(Area::Gates(None))).text(format!("{} ", lang.get("tui-player-gates")));
    for (i, g) in p.gates.iter().enumerate() {
        let space = cat.gate_spaces.get(i);
        let at = space
            .map(|s| short_sector(lang, s.sector))
            .unwrap_or_else(|| "?".into());
        let span = match g {
            Some(col) => style::colour_span(*col, format!("{at}:{} ", short_colour(lang, *col))),
            None => Span::styled(format!("{at}:- "), style::dim()),
        };
        gates = gates.part(Area::Gates(Some(i as u8)), span);
    }
    rows.push(gates);
    // Oases on the Sahara paths.
    let mut oases =
        Row::new(mine(Area::Oases(None))).text(format!("{} ", lang.get("tui-player-oases")));
    for (i, o) in p.oasis_slots.iter().enumerate() {
        let name = cat
            .oasis_slots
            .get(i)
            .map(|s| {
                format!(
                    "{}{}",
                    if s.path == SaharaPath::Left { "L" } else { "R" },
                    s.position
                )
            })
            .unwrap_or_default();
        let text = match o {
            OasisView::Hidden => format!("{name} ? "),
            OasisView::Discovered { oasis } => format!("{name} #{oasis:02} "),
            OasisView::Claimed { oasis } => format!(
                "{name} {} #{oasis:02} ",
                lang.get("tui-player-oasis-claimed")
            ),
        };
        let st = match o {
            OasisView::Discovered { .. } => Style::default().fg(ratatui::style::Color::LightGreen),
            OasisView::Hidden => style::dim(),
            OasisView::Claimed { .. } => Style::default(),
        };
        oases = oases.part(Area::Oases(Some(i as u8)), Span::styled(text, st));
    }
    rows.push(oases);
    for o in p.oasis_slots.iter() {
        if let OasisView::Discovered { oasis } = o {
            rows.push(Row::new(mine(Area::Oases(None))).styled(
                format!(
                    "  {}",
                    tr!(
                        lang,
                        "tui-player-oasis-found",
                        oasis = describe::oasis(lang, cat, *oasis, c.classic)
                    )
                ),
                style::dim(),
            ));
        }
    }
    if v.modules.desert_towns {
        rows.extend(town_spaces(c, seat, mine));
    }
    // Storage.
    let mut st = Row::new(mine(Area::Storage)).text(format!("{} ", lang.get("tui-player-storage")));
    for (i, space) in cat.storage_spaces.iter().enumerate() {
        let text = if let Some(o) = p.storage.get(i) {
            format!("[#{o:02}]")
        } else if let Some(Some(col)) = p.storage_keshis.get(i) {
            format!("[{}]", short_colour(lang, *col))
        } else {
            match space.icon {
                marrakesh_engine::StorageIcon::Exchange => {
                    format!("[{}]", lang.get("tui-storage-exchange"))
                }
                marrakesh_engine::StorageIcon::Scroll => {
                    format!("[{}]", lang.get("tui-storage-scroll"))
                }
                _ => "[ ]".into(),
            }
        };
        let col = p.storage_keshis.get(i).copied().flatten();
        st = match (p.storage.get(i), col) {
            (None, Some(col)) => st.span(style::colour_span(col, text)),
            _ => st.text(text),
        };
    }
    rows.push(st);
    for o in &p.storage {
        rows.push(Row::new(mine(Area::Storage)).styled(
            format!("  {}", describe::oasis(lang, cat, *o, c.classic)),
            style::dim(),
        ));
    }
    // Provision tiles: face down to the others (only the pile shows on
    // the back of a new tile); their owner sees them.
    let mut pr = Row::new(mine(Area::Provision(None)))
        .text(format!("{} ", lang.get("tui-player-provision")));
    for (i, t) in p.provision.iter().enumerate() {
        let (text, st) = provision_text(lang, cat, t);
        pr = pr.part(Area::Provision(Some(i as u8)), Span::styled(text, st));
    }
    rows.push(pr);
    if !p.provision_drawn.is_empty() {
        let mut row = Row::new(mine(Area::Provision(None)))
            .text(format!("{} ", lang.get("tui-player-provision-drawn")));
        for t in &p.provision_drawn {
            let (text, st) = provision_text(lang, cat, t);
            row = row.span(Span::styled(text, st));
        }
        rows.push(row);
    }
    // Camel race: the spectator area beside the board.
    if let Some(r) = p.race {
        let mut row = Row::new(mine(Area::Spectators)).text(format!(
            "{} ",
            tr!(
                lang,
                "tui-player-spectators",
                count = r.spectator_count(),
                camel = r.camel,
                dung = r.dung
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
    }
    let held: u8 = p.held.iter().sum();
    if held > 0 {
        rows.push(Row::new(mine(Area::OwnBoard)).text(tr!(
            lang,
            "tui-player-set-aside",
            keshis = describe::colour_counts(lang, &p.held)
        )));
    }
    if !p.scrolls.is_empty() {
        rows.push(heading(None, lang.get("tui-player-scrolls")));
        for id in &p.scrolls {
            rows.push(Row::new(None).text(format!("  {}", describe::scroll(lang, cat, *id))));
        }
    }
    if !p.luxury.is_empty() {
        rows.push(heading(None, lang.get("tui-luxury-goods")));
        for id in &p.luxury {
            rows.push(Row::new(None).text(format!("  {}", describe::luxury(lang, cat, *id))));
        }
    }
    rows
}

/// A provision tile as the viewer sees it: face up with its cost, penalty
/// and (a new tile) its effect; face down with its pile only, unless it is
/// the viewer's own.
fn provision_text(
    lang: marrakesh_describe::Lang,
    cat: &Catalog,
    t: &ProvisionView,
) -> (String, Style) {
    match t {
        ProvisionView::Active { tile } => (
            format!("{} ", provision_full(lang, cat, *tile)),
            Style::default(),
        ),
        ProvisionView::FaceDown {
            tile: Some(tile), ..
        } => (
            format!(
                "{} ",
                tr!(
                    lang,
                    "tui-face-down-tile",
                    tile = provision_full(lang, cat, *tile)
                )
            ),
            style::dim(),
        ),
        ProvisionView::FaceDown { tile: None, tier } if tier.is_base() => {
            (format!("{} ", lang.get("tui-face-down")), style::dim())
        }
        ProvisionView::FaceDown { tile: None, tier } => (
            format!("{} ", tr!(lang, "tui-face-down-tier", tier = key(*tier))),
            style::dim(),
        ),
    }
}

/// "#14: pay 2 water + 2 dates + 1 dinar, else -7 · 1 nomad now; ...".
fn provision_full(
    lang: marrakesh_describe::Lang,
    cat: &Catalog,
    id: marrakesh_engine::ProvisionId,
) -> String {
    let text = describe::provision(lang, cat, id);
    match cat
        .has_provision(id)
        .then(|| cat.provision(id).effect)
        .flatten()
    {
        Some(e) => format!("{text} · {}", describe::provision_effect(lang, e)),
        None => text,
    }
}

/// The special building: the one kept with its side's ability, or the
/// draw (its owner only).
fn building_rows(c: &Ctx, b: &marrakesh_engine::BuildingView, area: Option<Area>) -> Vec<Row> {
    let v = c.view;
    let lang = c.lang;
    let front = v.modules.special_buildings == Some(marrakesh_engine::BuildingSide::Front);
    let side = lang.get(if front {
        "tui-building-front"
    } else {
        "tui-building-back"
    });
    let data = c.cat.special_buildings.as_ref();
    let describe_building = |id| match data.and_then(|d| d.building(id)) {
        Some(def) => describe::building(lang, def, front),
        None => tr!(lang, "tui-building-unknown", id = id),
    };
    let kept = format!("{} ", tr!(lang, "tui-building", side = side.as_str()));
    let mut rows = Vec::new();
    match b.kept {
        Some(id) => rows.push(
            Row::new(area)
                .styled(kept, style::title())
                .text(describe_building(id)),
        ),
        None if b.drawn.is_empty() => rows.push(
            Row::new(area)
                .text(kept)
                .styled(lang.get("tui-building-hidden"), style::dim()),
        ),
        None => {
            rows.push(Row::new(area).text(tr!(lang, "tui-buildings-drawn", side = side)));
            for id in &b.drawn {
                rows.push(Row::new(area).text(format!("  {}", describe_building(*id))));
            }
        }
    }
    if !b.start_scrolls.is_empty() {
        rows.push(Row::new(area).text(lang.get("tui-building-scrolls-drawn")));
        for id in &b.start_scrolls {
            rows.push(Row::new(area).text(format!("  {}", describe::scroll(lang, c.cat, *id))));
        }
    }
    rows
}

/// "Nomads: 2 on the board (riv 1, sq 1), 1 in the spectator area · nomad
/// board 15 left, 1 in the tower base".
fn nomads_row(
    lang: marrakesh_describe::Lang,
    v: &View,
    p: &PlayerView,
    n: &marrakesh_engine::Nomads,
    area: Option<Area>,
) -> Row {
    let mut parts: Vec<String> = Sector::ALL
        .iter()
        .filter(|s| n.in_sector(**s) > 0)
        .map(|s| format!("{} {}", short_sector(lang, *s), n.in_sector(*s)))
        .collect();
    if n.vendor_count() > 0 {
        parts.push(tr!(lang, "tui-nomads-vendor", count = n.vendor_count()));
    }
    let mut text = tr!(lang, "tui-nomads", count = n.total());
    if !parts.is_empty() {
        text.push_str(&format!(" ({})", parts.join(", ")));
    }
    let watching = p.race.map_or(0, |r| r.nomads);
    if watching > 0 {
        text.push_str(&format!(
            ", {}",
            tr!(lang, "tui-nomads-watching", count = watching)
        ));
    }
    if n.held > 0 {
        text.push_str(&format!(
            ", {}",
            tr!(lang, "tui-nomads-held", count = n.held)
        ));
    }
    let mut row = Row::new(area).text(text);
    if let Some(board) = v.board.nomads {
        let mut board_text = tr!(lang, "tui-nomad-board", count = board.supply);
        if board.in_base {
            board_text.push_str(&format!(", {}", lang.get("tui-nomad-board-base")));
        }
        row = row.styled(format!(" · {board_text}"), style::dim());
    }
    row
}

/// The goods keshis by colour: "Y2 P0 O1", each letter in its colour.
pub(super) fn goods_spans(lang: marrakesh_describe::Lang, goods: &[u16; 3]) -> Vec<Span<'static>> {
    Colour::GOODS
        .iter()
        .zip(goods)
        .enumerate()
        .map(|(i, (col, n))| {
            let gap = if i + 1 < goods.len() { " " } else { "" };
            style::colour_span(
                *col,
                format!(
                    "{}{n}{gap}",
                    tr!(lang, "tui-goods-letter", colour = key(*col))
                ),
            )
        })
        .collect()
}
