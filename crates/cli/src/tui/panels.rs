//! The content of the tabs, built from a [`View`] (what the viewer may see)
//! and the catalog. Lines and spans carry the board [`Area`] they show, so
//! the area the current choice concerns can be highlighted.

use super::style;
use marrakesh_describe as describe;
use marrakesh_engine::catalog::StrategyIcon;
use marrakesh_engine::{
    Action, Catalog, Colour, Decision, OasisView, Opponent, PlayerId, PlayerView, ProvisionView,
    SaharaPath, ScoreCategory, ScrollType, Sector, SoloView, SoukVendor, Stair, Track, View,
};
use ratatui::style::Style;
use ratatui::text::{Line, Span};

/// The tabs of the left panel.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Tab {
    Board,
    Market,
    Scrolls,
    Players,
    /// Solo games only: the Paschabot's board.
    Paschabot,
    /// Games with modules only: their material at a glance.
    Modules,
    Scores,
    Log,
}

impl Tab {
    pub const ALL: [Tab; 8] = [
        Tab::Board,
        Tab::Market,
        Tab::Scrolls,
        Tab::Players,
        Tab::Paschabot,
        Tab::Modules,
        Tab::Scores,
        Tab::Log,
    ];

    /// The tabs of a game: the Paschabot's only in solo games, the
    /// modules' only when modules are in play.
    pub fn list(solo: bool, modules: bool) -> Vec<Tab> {
        Tab::ALL
            .into_iter()
            .filter(|t| solo || *t != Tab::Paschabot)
            .filter(|t| modules || *t != Tab::Modules)
            .collect()
    }

    pub fn name(self) -> &'static str {
        match self {
            Tab::Board => "Board",
            Tab::Market => "Market",
            Tab::Scrolls => "Scrolls",
            Tab::Players => "Players",
            Tab::Paschabot => "Paschabot",
            Tab::Modules => "Modules",
            Tab::Scores => "Scores",
            Tab::Log => "Log",
        }
    }

    fn index(self, tabs: &[Tab]) -> usize {
        tabs.iter().position(|t| *t == self).unwrap_or(0)
    }

    /// The next of the game's tabs.
    pub fn next(self, tabs: &[Tab]) -> Tab {
        tabs[(self.index(tabs) + 1) % tabs.len()]
    }

    pub fn prev(self, tabs: &[Tab]) -> Tab {
        tabs[(self.index(tabs) + tabs.len() - 1) % tabs.len()]
    }
}

/// A part of the table or of a player board. `None` inside means the whole
/// section.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Area {
    TowerBase(Option<Colour>),
    River,
    RiverTile,
    Stairs(Option<Stair>),
    LineBonus,
    BonusOases,
    Office(Option<Colour>),
    Luxury(Option<u8>),
    Workshops(Option<u8>),
    Scrolls(Option<ScrollType>, Option<u8>),
    /// Module 5: the desert towns on display (by index).
    Towns(Option<u8>),
    /// The viewer's board:
    Screen,
    Resources,
    Sector(Sector),
    MainSquare(Option<u8>),
    Gates(Option<u8>),
    Oases(Option<u8>),
    Storage,
    Provision(Option<u8>),
    /// Module 5: the viewer's two desert-town spaces (0 left, 1 right).
    TownSpace(Option<u8>),
    OwnBoard,
}

impl Area {
    pub fn tab(self) -> Tab {
        match self {
            Area::TowerBase(_)
            | Area::River
            | Area::RiverTile
            | Area::Stairs(_)
            | Area::LineBonus
            | Area::BonusOases => Tab::Board,
            Area::Office(_) | Area::Luxury(_) | Area::Workshops(_) => Tab::Market,
            Area::Scrolls(..) => Tab::Scrolls,
            Area::Towns(_) => Tab::Modules,
            _ => Tab::Players,
        }
    }

    /// The whole section this area belongs to.
    fn section(self) -> Area {
        match self {
            Area::TowerBase(_) => Area::TowerBase(None),
            Area::Stairs(_) => Area::Stairs(None),
            Area::Office(_) => Area::Office(None),
            Area::Luxury(_) => Area::Luxury(None),
            Area::Workshops(_) => Area::Workshops(None),
            Area::Scrolls(_, _) => Area::Scrolls(None, None),
            Area::MainSquare(_) => Area::MainSquare(None),
            Area::Gates(_) => Area::Gates(None),
            Area::Oases(_) => Area::Oases(None),
            Area::Provision(_) => Area::Provision(None),
            Area::Towns(_) => Area::Towns(None),
            Area::TownSpace(_) => Area::TownSpace(None),
            a => a,
        }
    }
}

/// How a line or span relates to the focus.
fn highlight(own: Option<Area>, focus: Option<Area>) -> Option<Style> {
    let (a, f) = (own?, focus?);
    if a == f {
        return Some(style::exact());
    }
    if a == f.section() {
        return Some(style::family());
    }
    // A scroll row of the focused type when no slot is named.
    if let (Area::Scrolls(Some(t), None), Area::Scrolls(Some(u), Some(_))) = (a, f) {
        if t == u {
            return Some(style::family());
        }
    }
    None
}

/// The area a decision and its highlighted action concern.
pub fn focus_of(d: &Decision, a: Option<&Action>) -> Option<Area> {
    let by_decision = match d {
        Decision::ArrangeStorageKeshis | Decision::StorageKeshi { .. } | Decision::ScoreOasis => {
            Some(Area::Storage)
        }
        Decision::OrientAudienceDisc | Decision::ChooseEntertainer | Decision::PlaceEntertainer => {
            Some(Area::MainSquare(None))
        }
        Decision::ActivateProvisionTile | Decision::Provisioning => Some(Area::Provision(None)),
        Decision::SelectKeshis => Some(Area::Screen),
        Decision::ClaimKeshis => Some(Area::TowerBase(None)),
        Decision::ExtraStep { track, .. } => Some(match track {
            Track::River => Area::River,
            Track::Palace => Area::Stairs(Some(Stair::Palace)),
            Track::Mosque => Area::Stairs(Some(Stair::Mosque)),
        }),
        Decision::LineBonus { .. } => Some(Area::LineBonus),
        Decision::RapidBonus => Some(Area::River),
        Decision::RiverTileOption => Some(Area::RiverTile),
        Decision::Souk { .. } => Some(Area::Luxury(None)),
        Decision::Madrasa { .. } | Decision::TakeScroll { .. } => Some(Area::Scrolls(None, None)),
        Decision::Medina => Some(Area::Workshops(None)),
        Decision::BuildGate { .. } => Some(Area::Gates(None)),
        Decision::Sahara | Decision::ClaimFreeOases { .. } | Decision::PlaceCaravan => {
            Some(Area::Oases(None))
        }
        Decision::BonusOasis => Some(Area::BonusOases),
        Decision::TakeResources { .. }
        | Decision::DateHarvest { .. }
        | Decision::ReturnForOasis { .. }
        | Decision::ReturnResources { .. } => Some(Area::Resources),
        Decision::ChooseStair { .. } => Some(Area::Stairs(None)),
        Decision::LuxuryDiscount { slot } => return Some(Area::Luxury(Some(*slot))),
        Decision::ChooseDesertTown { .. } => Some(Area::Towns(None)),
        Decision::FreeScroll => Some(Area::Scrolls(None, None)),
        Decision::FreeLuxury => Some(Area::Luxury(None)),
        Decision::FreeGate => Some(Area::Workshops(None)),
        _ => Some(Area::OwnBoard),
    };
    let sector_of = |c: Colour| match c.sector() {
        Some(s) => Area::Sector(s),
        None => Area::OwnBoard,
    };
    let by_action = match a? {
        Action::Claim { colour, .. } => Area::TowerBase(Some(*colour)),
        Action::ClaimPair { first, .. } => Area::TowerBase(Some(*first)),
        Action::PlaceAssistant { sector }
        | Action::UseAssistant { sector, .. }
        | Action::PlaceWaterVendor { sector }
        | Action::ChooseSector { sector } => Area::Sector(*sector),
        Action::DeployHeld { colour } | Action::ChooseColour { colour } => sector_of(*colour),
        Action::PlaceEntertainer { field } | Action::ChooseEntertainer { field } => {
            Area::MainSquare(Some(*field))
        }
        Action::ExchangeGoods { colour } => Area::Office(Some(*colour)),
        Action::BuyLuxury { slot } => Area::Luxury(Some(*slot)),
        Action::RefreshScrolls { ty, .. } => Area::Scrolls(Some(*ty), None),
        Action::BuyScroll { ty, slot } | Action::TakeScroll { ty, slot } => {
            Area::Scrolls(Some(*ty), Some(*slot))
        }
        Action::BuyGate { workshop, .. } => Area::Workshops(Some(*workshop)),
        Action::BuildGate { space } => Area::Gates(Some(*space)),
        Action::ClaimOasis { slot, .. } => Area::Oases(Some(*slot)),
        Action::ActivateProvision { slot } => Area::Provision(Some(*slot)),
        Action::ChooseStair { stair } => Area::Stairs(Some(*stair)),
        Action::TakeDesertTown { index } => Area::Towns(Some(*index)),
        Action::ClaimDesertTown { space } => Area::TownSpace(Some(*space)),
        _ => return by_decision,
    };
    Some(by_action)
}

/// One line with the areas of its parts.
pub struct Row {
    pub area: Option<Area>,
    pub spans: Vec<(Option<Area>, Span<'static>)>,
}

impl Row {
    fn new(area: Option<Area>) -> Row {
        Row {
            area,
            spans: Vec::new(),
        }
    }
    fn text(mut self, s: impl Into<String>) -> Row {
        self.spans.push((None, Span::raw(s.into())));
        self
    }
    fn styled(mut self, s: impl Into<String>, st: Style) -> Row {
        self.spans.push((None, Span::styled(s.into(), st)));
        self
    }
    fn span(mut self, s: Span<'static>) -> Row {
        self.spans.push((None, s));
        self
    }
    fn part(mut self, area: Area, s: Span<'static>) -> Row {
        self.spans.push((Some(area), s));
        self
    }

    /// The line, highlighted where it shows the focus.
    pub fn render(self, focus: Option<Area>) -> Line<'static> {
        let line_hl = highlight(self.area, focus);
        let spans: Vec<Span<'static>> = self
            .spans
            .into_iter()
            .map(|(a, s)| match highlight(a, focus).or(line_hl) {
                Some(st) => s.patch_style(st),
                None => s,
            })
            .collect();
        Line::from(spans)
    }
}

fn heading(area: Option<Area>, s: impl Into<String>) -> Row {
    Row::new(area).styled(s, style::title())
}

/// Everything a tab needs.
pub struct Ctx<'a> {
    pub cat: &'a Catalog,
    pub view: &'a View,
    pub labels: &'a [String],
    pub classic: bool,
}

impl Ctx<'_> {
    fn label(&self, p: PlayerId) -> Span<'static> {
        let s = self
            .labels
            .get(p as usize)
            .cloned()
            .unwrap_or_else(|| format!("P{p}"));
        style::seat_span(p, s)
    }
    fn short(&self, p: PlayerId) -> Span<'static> {
        style::seat_span(p, format!("P{p}"))
    }
}

fn counts_spans(counts: &[u8; 12]) -> Vec<(Colour, Span<'static>)> {
    Colour::ALL
        .iter()
        .filter(|c| counts[c.index()] > 0)
        .map(|c| {
            (
                *c,
                style::colour_span(*c, format!("{} {c} ", counts[c.index()])),
            )
        })
        .collect()
}

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
            describe::phase(v.phase)
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
                describe::river_tile(cat, *face)
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
                format!(" +{}", describe::figure(stair))
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
        rows.push(fountain_row());
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
                .map(|s| describe::line_space(cat, &v.board.staircase_cover, *s))
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
            .map(|o| describe::oasis(cat, *o, c.classic))
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
fn figure_row(c: &Ctx, stair: Stair) -> Option<Row> {
    let f = c.view.board.figures?[stair.index()];
    let row =
        Row::new(Some(Area::Stairs(Some(stair)))).text(format!(" {} ", describe::figure(stair)));
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
fn fountain_row() -> Row {
    Row::new(None).styled(format!("Fountain: {}", describe::FOUNTAIN), style::dim())
}

/// Module 5: the desert towns on display, night side up.
fn town_display(c: &Ctx) -> Vec<Row> {
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
        rows.push(
            Row::new(Some(Area::Towns(Some(i as u8))))
                .text(format!(" {}", describe::desert_town(c.cat, *t, v.edition))),
        );
    }
    rows
}

/// Module 5: one player's two town spaces (the 4th space of the left and
/// right Sahara paths): empty, a town night side up (unclaimed) or day
/// side up (claimed, with what it would score now).
fn town_spaces(c: &Ctx, seat: PlayerId, area: impl Fn(Area) -> Option<Area>) -> Vec<Row> {
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
                    format!("night side up; claim for {}", describe::town_cost(c.cat))
                };
                format!(
                    " {side} {}: {state}",
                    describe::desert_town(c.cat, t.town, v.edition)
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
    for (i, l) in v.board.luxury.iter().enumerate() {
        let left = v.board.luxury_stacks.get(i).copied().unwrap_or(0);
        let text = match l {
            Some(id) => describe::luxury(cat, *id),
            None => "(empty)".into(),
        };
        let stack = if c.classic {
            format!(" [{left}]")
        } else {
            String::new()
        };
        rows.push(
            Row::new(Some(Area::Luxury(Some(i as u8)))).text(format!(" {} {text}{stack}", i + 1)),
        );
    }
    if !c.classic {
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
fn office_rows(c: &Ctx) -> Vec<Row> {
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
            let y = describe::office_yield(c.cat, o.id, *col).unwrap_or_default();
            Row::new(Some(Area::Office(None))).text(" ").part(
                Area::Office(Some(*col)),
                style::colour_span(*col, format!("{col} -> {y}")),
            )
        })
        .collect()
}

/// The madrasa's face-up scrolls.
pub fn scrolls(c: &Ctx) -> Vec<Row> {
    let v = c.view;
    let cat = c.cat;
    let mut rows = vec![heading(
        Some(Area::Scrolls(None, None)),
        "Madrasa: scrolls on display [face-down left]",
    )];
    for ty in ScrollType::ALL {
        let (req, cost) = cat.index.scroll_terms[ty.index()];
        let stacks = v.board.scroll_stacks[ty.index()];
        let left: Vec<String> = if c.classic {
            stacks.iter().map(|s| s.to_string()).collect()
        } else {
            vec![stacks[0].to_string()]
        };
        rows.push(heading(
            Some(Area::Scrolls(Some(ty), None)),
            format!(
                "{} ({req} scholar{}, {cost} date{}) [{}]",
                describe::scroll_type(ty),
                if req == 1 { "" } else { "s" },
                if cost == 1 { "" } else { "s" },
                left.join(" ")
            ),
        ));
        for (slot, s) in v.board.scrolls[ty.index()].iter().enumerate() {
            let text = match s {
                Some(id) => describe::scroll(cat, *id),
                None => "(empty)".into(),
            };
            rows.push(
                Row::new(Some(Area::Scrolls(Some(ty), Some(slot as u8)))).text(format!(" {text}")),
            );
        }
    }
    rows
}

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
            figures.push_str(&format!(" · with the {}", describe::figure(s)));
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
            format!("Selection: {}", describe::colours(&cs))
        }
        (None, true) => "Selection: chosen (hidden)".into(),
        (None, false) => "Selection: not chosen yet".into(),
    };
    rows.push(Row::new(mine(Area::Screen)).text(sel));
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
            .map(|x| describe::bonus_short(x.bonus))
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
                format!("  found {}", describe::oasis(cat, *oasis, c.classic)),
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
            format!("  {}", describe::oasis(cat, *o, c.classic)),
            style::dim(),
        ));
    }
    // Provision tiles.
    let mut pr = Row::new(mine(Area::Provision(None))).text("Provision: ");
    for (i, t) in p.provision.iter().enumerate() {
        let (text, st) = match t {
            ProvisionView::Active { tile } => (
                format!("{} ", describe::provision(cat, *tile)),
                Style::default(),
            ),
            ProvisionView::FaceDown { tile: Some(tile) } => (
                format!("(face down {}) ", describe::provision(cat, *tile)),
                style::dim(),
            ),
            ProvisionView::FaceDown { tile: None } => ("(face down) ".to_string(), style::dim()),
        };
        pr = pr.part(Area::Provision(Some(i as u8)), Span::styled(text, st));
    }
    rows.push(pr);
    let held: u8 = p.held.iter().sum();
    if held > 0 {
        rows.push(
            Row::new(mine(Area::OwnBoard))
                .text(format!("Set aside: {}", describe::colour_counts(&p.held))),
        );
    }
    if !p.scrolls.is_empty() {
        rows.push(heading(None, "Scrolls:"));
        for id in &p.scrolls {
            rows.push(Row::new(None).text(format!("  {}", describe::scroll(cat, *id))));
        }
    }
    if !p.luxury.is_empty() {
        rows.push(heading(None, "Luxury goods:"));
        for id in &p.luxury {
            rows.push(Row::new(None).text(format!("  {}", describe::luxury(cat, *id))));
        }
    }
    rows
}

/// The modules of the base box in play and their material at a glance.
pub fn modules(c: &Ctx) -> Vec<Row> {
    let v = c.view;
    let cat = c.cat;
    let m = &v.modules;
    let mut rows = vec![Row::new(None).styled(
        format!("Modules: {}", crate::modules::describe(m)),
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
            "1 Staircase tiles (bottom left first; * your line):",
        ));
        let spaces = cat
            .line_spaces
            .iter()
            .filter(|s| s.place == marrakesh_engine::catalog::LineSpacePlace::Coverable);
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
                        .map(describe::bonus)
                        .unwrap_or_default()
                ),
                None => format!(
                    "{mark}{:>2} printed: {}",
                    i + 1,
                    describe::bonus(space.bonus)
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
        rows.push(heading(Some(Area::Stairs(None)), "2 Imam & sultan:"));
        for s in [Stair::Palace, Stair::Mosque] {
            if let Some(r) = figure_row(c, s) {
                rows.push(r);
            }
        }
        rows.push(fountain_row());
    }
    if m.exchange_offices.is_some() {
        rows.push(heading(
            Some(Area::Office(None)),
            format!(
                "3 Exchange offices ({}): this season #{}",
                match m.exchange_offices {
                    Some(marrakesh_engine::ExchangeOffices::NewOnly) => "new ones only",
                    _ => "new ones mixed in",
                },
                v.board.exchange_office
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
            "4 Spectators: purple disc side",
        ));
        rows.push(Row::new(None).text(format!(
            " sections clockwise: {} (pink: {})",
            sections.join(" "),
            cat.audience_disc
                .pink
                .iter()
                .map(|n| n.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        )));
    }
    if m.desert_towns {
        rows.push(heading(None, "5 Desert towns:"));
        rows.push(Row::new(None).styled(
            format!(
                " a caravan on the 4th space of the left or right path: +{} points and a town; Sahara action: claim it for {}; at most 2 score; start oasis covered",
                cat.rules.desert_town_points.value,
                describe::town_cost(cat)
            ),
            style::dim(),
        ));
        rows.extend(town_display(c));
        for p in &v.players {
            let mut r = Row::new(None).text(" ").span(c.short(p.seat));
            if v.solo.is_some() && p.seat == marrakesh_engine::paschabot::BOT {
                let towns: Vec<String> = p
                    .towns
                    .iter()
                    .flatten()
                    .map(|t| format!("#{:02}", t.town))
                    .collect();
                rows.push(r.text(format!(
                    " (Paschabot) towns: {}",
                    if towns.is_empty() {
                        "-".to_string()
                    } else {
                        towns.join(" ")
                    }
                )));
                continue;
            }
            for (i, slot) in p.towns.iter().enumerate() {
                let side = if i == 0 { " L4 " } else { " R4 " };
                let text = match slot {
                    Some(t) if t.claimed => format!("#{:02} day", t.town),
                    Some(t) => format!("#{:02} night", t.town),
                    None => "-".into(),
                };
                r = r.text(side).text(text);
            }
            rows.push(r);
        }
    }
    rows
}

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

fn icon_colour(i: StrategyIcon) -> Colour {
    match i {
        StrategyIcon::Turquoise => Colour::Turquoise,
        StrategyIcon::Green => Colour::Green,
        StrategyIcon::Gray => Colour::Gray,
        StrategyIcon::White => Colour::White,
        StrategyIcon::Black => Colour::Black,
        StrategyIcon::Pink => Colour::Pink,
        StrategyIcon::Beige => Colour::Beige,
        StrategyIcon::Brown => Colour::Brown,
        StrategyIcon::Goods => Colour::Yellow,
    }
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
        format!("Difficulty: {}", describe::difficulty(solo.difficulty)),
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
        rows.push(Row::new(None).text(format!("Drawn: {}", describe::colours(&cs))));
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
            .map(|t| describe::desert_town(cat, t.town, v.edition))
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
            rows.push(Row::new(None).text(format!("  {}", describe::luxury(cat, *id))));
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
        rows.push(Row::new(None).text(format!(" {}", describe::strategy_tile(cat, *id))));
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
        pr = pr.span(style::colour_span(
            icon_colour(icon),
            format!(" {} {n}", describe::strategy_icon(icon)),
        ));
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

fn short_sector(s: Sector) -> &'static str {
    match s {
        Sector::River => "riv",
        Sector::DateOrchard => "dat",
        Sector::Souk => "souk",
        Sector::MainSquare => "sq",
        Sector::Mosque => "mos",
        Sector::Palace => "pal",
        Sector::Madrasa => "mad",
        Sector::Medina => "med",
        Sector::Sahara => "sah",
    }
}

/// Module 5 at final scoring: ", towns #05=11 #10=0 = 11".
fn final_towns(v: &View, f: &marrakesh_engine::FinalScore) -> String {
    if !v.modules.desert_towns {
        return String::new();
    }
    let towns: Vec<String> = f
        .towns
        .iter()
        .flatten()
        .map(|(t, pts)| format!("#{t:02}={pts}"))
        .collect();
    format!(
        ", towns {} = {}",
        if towns.is_empty() {
            "-".to_string()
        } else {
            towns.join(" ")
        },
        f.town_points
    )
}

/// Score pads side by side.
pub fn scores(c: &Ctx) -> Vec<Row> {
    let v = c.view;
    let mut rows = Vec::new();
    let mut head = Row::new(None).styled(format!("{:<20}", "category"), style::title());
    for p in &v.players {
        head = head.span(style::seat_span(
            p.seat,
            format!("{:>6}", format!("P{}", p.seat)),
        ));
    }
    rows.push(head);
    for cat in ScoreCategory::ALL {
        if !v
            .players
            .iter()
            .any(|p| p.score_by.iter().any(|(k, _)| *k == cat))
        {
            continue;
        }
        let mut r = Row::new(None).text(format!("{:<20}", describe::category(cat)));
        for p in &v.players {
            let x = p
                .score_by
                .iter()
                .find(|(k, _)| *k == cat)
                .map(|(_, x)| *x)
                .unwrap_or(0);
            r = r.text(format!("{x:>6}"));
        }
        rows.push(r);
    }
    let mut total = Row::new(None).styled(format!("{:<20}", "TOTAL"), style::title());
    for p in &v.players {
        total = total.styled(format!("{:>6}", p.score), style::title());
    }
    rows.push(total);
    let mut steps = Row::new(None).text(format!("{:<20}", "palace/mosque"));
    for p in &v.players {
        steps = steps.text(format!(
            "{:>6}",
            format!("{}/{}", p.palace_step, p.mosque_step)
        ));
    }
    rows.push(steps);
    if let Some(finals) = &v.final_scores {
        rows.push(heading(None, "Final scoring:"));
        for (i, f) in finals.iter().enumerate() {
            if let (Some(solo), true) = (&v.solo, i == marrakesh_engine::paschabot::BOT as usize) {
                if solo.opponent == Opponent::Lazy {
                    continue;
                }
                let keshis = v
                    .players
                    .get(i)
                    .and_then(|p| {
                        p.score_by
                            .iter()
                            .find(|(k, _)| *k == ScoreCategory::PaschabotSectors)
                    })
                    .map(|(_, x)| *x)
                    .unwrap_or(0);
                rows.push(Row::new(None).span(c.short(i as u8)).text(format!(
                    ": sectors {}x10={}, keshis x icons = {keshis}{}",
                    f.complete_sectors,
                    f.complete_sector_points,
                    final_towns(v, f)
                )));
                continue;
            }
            let oases: Vec<String> = f
                .oases
                .iter()
                .flatten()
                .map(|(o, pts)| format!("#{o:02}={pts}"))
                .collect();
            rows.push(Row::new(None).span(c.short(i as u8)).text(format!(
                ": sectors {}x10={}, oases {} = {}, resources {}/2={}{}",
                f.complete_sectors,
                f.complete_sector_points,
                if oases.is_empty() {
                    "-".to_string()
                } else {
                    oases.join(" ")
                },
                f.oasis_points,
                f.resources_left,
                f.resource_points,
                final_towns(v, f)
            )));
        }
    }
    rows
}
