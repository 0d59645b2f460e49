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
    let Some(p) = v.players.get(seat as usize) else {
        return vec![Row::new(None).text("no such player")];
    };
    if v.solo.is_some() && seat == marrakesh_engine::paschabot::BOT {
        return paschabot(c);
    }
    let own = v.viewer == Some(seat);
    let mine = |a: Area| if own { Some(a) } else { None };
    let mut rows = Vec::new();
    let mut figures = String::new();
    for s in [Stair::Palace, Stair::Mosque] {
        if describe::carries(v, seat, s) {
            figures.push_str(&format!(" · with the {}", describe::figure(c.lang, s)));
        }
    }
    rows.push(
        Row::new(None)
            .span(c.label(seat))
            .styled(format!(" · {} points", p.score), style::title())
            .text(if v.start_player == seat {
                " · start player"
            } else {
                ""
            })
            .text(figures),
    );
    rows.push(
        Row::new(mine(Area::Resources))
            .text(format!(
                "Water {} dates {} dinars {} · goods ",
                p.resources.water, p.resources.dates, p.resources.dinars
            ))
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
    // Screen and selection: the engine's view hides what must stay hidden.
    let mut scr = Row::new(mine(Area::Screen)).text("Screen: ");
    match p.screen {
        Some(set) => {
            for col in set.iter() {
                scr = scr.span(style::colour_span(col, format!("{} ", &col.name()[..3])));
            }
            if set.is_empty() {
                scr = scr.text("empty");
            }
        }
        None => scr = scr.text(format!("{} keshis (hidden)", p.screen_count)),
    }
    rows.push(scr);
    let sel = match (&p.selection, p.has_selected) {
        (Some(s), _) => {
            let cs: Vec<Colour> = s.iter().collect();
            format!("Selection: {}", describe::colours(c.lang, &cs))
        }
        (None, true) => "Selection: chosen (hidden)".into(),
        (None, false) => "Selection: not chosen yet".into(),
    };
    rows.push(Row::new(mine(Area::Screen)).text(sel));
    // Special building: the one kept (another's once everybody has chosen).
    if let Some(b) = &p.building {
        rows.extend(building_rows(c, b, mine(Area::OwnBoard)));
    }
    // Nomads: on the board, in the spectator area, set aside; the nomad
    // board's supply.
    if let Some(n) = p.nomads {
        rows.push(nomads_row(v, p, &n, mine(Area::OwnBoard)));
    }
    // Sectors.
    rows.push(heading(None, "Sector       keshis W  assistants · notes"));
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
                Some(_) => "fisherman docked".to_string(),
                None => format!("fisherman {}", p.fisherman),
            },
            Sector::Souk => format!("{} luxury goods", p.luxury.len()),
            Sector::MainSquare => format!("disc turned {}", p.disc_rotation),
            Sector::Mosque => format!("step {}", p.mosque_step),
            Sector::Palace => format!("step {}", p.palace_step),
            Sector::Madrasa => format!("{} scrolls", p.scrolls.len()),
            Sector::Medina => format!("{} on watchtower", p.watchtower),
            Sector::Sahara if v.modules.desert_towns => {
                format!("paths L{}/4 R{}/4", p.caravans[0], p.caravans[1])
            }
            Sector::Sahara => format!(
                "paths L{} R{} S{}",
                p.caravans[0], p.caravans[1], p.caravans[2]
            ),
            Sector::DateOrchard => String::new(),
        };
        let colour = s.colour().unwrap_or(Colour::Yellow);
        rows.push(
            Row::new(mine(Area::Sector(s)))
                .span(style::colour_span(colour, format!("{:<13}", s.name())))
                .text(format!("{count:<5} {vendor}  {assist:<3} {note}")),
        );
    }
    // Main-square fields.
    let extra = p.scrolls.iter().any(|id| {
        cat.scrolls.iter().any(|s| {
            s.id == *id
                && s.effect
                    == marrakesh_engine::catalog::ScrollEffect::Perk {
                        perk: marrakesh_engine::catalog::Perk::ExtraSpectator,
                    }
        })
    });
    let mut ms = Row::new(mine(Area::MainSquare(None))).text("Fields: ");
    for f in 0..8u8 {
        let n =
            describe::spectators(cat, v.modules.spectators, p.disc_rotation, f) + u8::from(extra);
        let b = cat
            .main_square_fields
            .get(f as usize)
            .map(|x| describe::bonus_short(c.lang, x.bonus))
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
    let mut gates = Row::new(mine(Area::Gates(None))).text("Gates: ");
    for (i, g) in p.gates.iter().enumerate() {
        let space = cat.gate_spaces.get(i);
        let at = space.map(|s| short_sector(s.sector)).unwrap_or("?");
        let span = match g {
            Some(col) => style::colour_span(*col, format!("{at}:{} ", &col.name()[..3])),
            None => Span::styled(format!("{at}:- "), style::dim()),
        };
        gates = gates.part(Area::Gates(Some(i as u8)), span);
    }
    rows.push(gates);
    // Oases on the Sahara paths.
    let mut oases = Row::new(mine(Area::Oases(None))).text("Oases: ");
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
            OasisView::Claimed { oasis } => format!("{name} claimed #{oasis:02} "),
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
                    "  found {}",
                    describe::oasis(c.lang, cat, *oasis, c.classic)
                ),
                style::dim(),
            ));
        }
    }
    if v.modules.desert_towns {
        rows.extend(town_spaces(c, seat, mine));
    }
    // Storage.
    let mut st = Row::new(mine(Area::Storage)).text("Storage: ");
    for (i, space) in cat.storage_spaces.iter().enumerate() {
        let text = if let Some(o) = p.storage.get(i) {
            format!("[#{o:02}]")
        } else if let Some(Some(col)) = p.storage_keshis.get(i) {
            format!("[{}]", &col.name()[..3])
        } else {
            match space.icon {
                marrakesh_engine::catalog::StorageIcon::Exchange => "[exch]".into(),
                marrakesh_engine::catalog::StorageIcon::Scroll => "[scrl]".into(),
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
            format!("  {}", describe::oasis(c.lang, cat, *o, c.classic)),
            style::dim(),
        ));
    }
    // Provision tiles: face down to the others (only the pile shows on
    // the back of a new tile); their owner sees them.
    let mut pr = Row::new(mine(Area::Provision(None))).text("Provision: ");
    for (i, t) in p.provision.iter().enumerate() {
        let (text, st) = provision_text(c.lang, cat, t);
        pr = pr.part(Area::Provision(Some(i as u8)), Span::styled(text, st));
    }
    rows.push(pr);
    if !p.provision_drawn.is_empty() {
        let mut row = Row::new(mine(Area::Provision(None))).text("Also drawn (keep 3 of 5): ");
        for t in &p.provision_drawn {
            let (text, st) = provision_text(c.lang, cat, t);
            row = row.span(Span::styled(text, st));
        }
        rows.push(row);
    }
    // Camel race: the spectator area beside the board.
    if let Some(r) = p.race {
        let mut row = Row::new(mine(Area::Spectators)).text(format!(
            "Spectator area ({}, camel {}, dung {}): ",
            r.spectator_count(),
            r.camel,
            r.dung
        ));
        if r.spectator_count() == 0 {
            row = row.styled("none", style::dim());
        }
        for (_, span) in counts_spans(&r.spectators) {
            row = row.span(span);
        }
        if r.nomads > 0 {
            row = row.text(format!("{} nomad", r.nomads));
        }
        rows.push(row);
    }
    let held: u8 = p.held.iter().sum();
    if held > 0 {
        rows.push(Row::new(mine(Area::OwnBoard)).text(format!(
            "Set aside: {}",
            describe::colour_counts(c.lang, &p.held)
        )));
    }
    if !p.scrolls.is_empty() {
        rows.push(heading(None, "Scrolls:"));
        for id in &p.scrolls {
            rows.push(Row::new(None).text(format!("  {}", describe::scroll(c.lang, cat, *id))));
        }
    }
    if !p.luxury.is_empty() {
        rows.push(heading(None, "Luxury goods:"));
        for id in &p.luxury {
            rows.push(Row::new(None).text(format!("  {}", describe::luxury(c.lang, cat, *id))));
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
            format!("(face down {}) ", provision_full(lang, cat, *tile)),
            style::dim(),
        ),
        ProvisionView::FaceDown { tile: None, tier } if tier.is_base() => {
            ("(face down) ".to_string(), style::dim())
        }
        ProvisionView::FaceDown { tile: None, tier } => {
            (format!("(face down, {}) ", tier.name()), style::dim())
        }
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
        Some(e) => format!("{text} · {}", e.description()),
        None => text,
    }
}

/// The special building: the one kept with its side's ability, or the
/// draw (its owner only).
fn building_rows(
    c: &Ctx,
    b: &marrakesh_engine::modules::special_buildings::BuildingView,
    area: Option<Area>,
) -> Vec<Row> {
    let v = c.view;
    let front = v.modules.special_buildings == Some(marrakesh_engine::BuildingSide::Front);
    let side = if front { "front" } else { "back" };
    let data = c.cat.special_buildings.as_ref();
    let describe_building = |id| match data.and_then(|d| d.building(id)) {
        Some(def) => def.description(front),
        None => format!("building {id}"),
    };
    let mut rows = Vec::new();
    match b.kept {
        Some(id) => rows.push(
            Row::new(area)
                .styled(format!("Building ({side}): "), style::title())
                .text(describe_building(id)),
        ),
        None if b.drawn.is_empty() => rows.push(
            Row::new(area)
                .text(format!("Building ({side}): "))
                .styled("not chosen yet (hidden)", style::dim()),
        ),
        None => {
            rows.push(Row::new(area).text(format!("Buildings drawn ({side}, keep 1):")));
            for id in &b.drawn {
                rows.push(Row::new(area).text(format!("  {}", describe_building(*id))));
            }
        }
    }
    if !b.start_scrolls.is_empty() {
        rows.push(Row::new(area).text("Yellow scrolls drawn (keep 1):"));
        for id in &b.start_scrolls {
            rows.push(Row::new(area).text(format!("  {}", describe::scroll(c.lang, c.cat, *id))));
        }
    }
    rows
}

/// "Nomads: 2 on the board (riv 1, sq 1), 1 in the spectator area · nomad
/// board 15 left, 1 in the tower base".
fn nomads_row(
    v: &View,
    p: &PlayerView,
    n: &marrakesh_engine::modules::nomads::Nomads,
    area: Option<Area>,
) -> Row {
    let mut parts: Vec<String> = Sector::ALL
        .iter()
        .filter(|s| n.in_sector(**s) > 0)
        .map(|s| format!("{} {}", short_sector(*s), n.in_sector(*s)))
        .collect();
    if n.vendor_count() > 0 {
        parts.push(format!("water vendor {}", n.vendor_count()));
    }
    let mut text = format!("Nomads: {} on the board", n.total());
    if !parts.is_empty() {
        text.push_str(&format!(" ({})", parts.join(", ")));
    }
    let watching = p.race.map_or(0, |r| r.nomads);
    if watching > 0 {
        text.push_str(&format!(", {watching} in the spectator area"));
    }
    if n.held > 0 {
        text.push_str(&format!(", {} set aside", n.held));
    }
    let mut row = Row::new(area).text(text);
    if let Some(board) = v.board.nomads {
        row = row.styled(
            format!(
                " · nomad board {} left{}",
                board.supply,
                if board.in_base {
                    ", 1 in the tower base"
                } else {
                    ""
                }
            ),
            style::dim(),
        );
    }
    row
}
