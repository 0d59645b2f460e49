//! The content of the tabs, built from a [`View`] (what the viewer may see)
//! and the catalog. Lines and spans carry the board [`Area`] they show, so
//! the area the current choice concerns can be highlighted.

use super::style;
use marrakesh_describe as describe;
use marrakesh_describe::{tr, Lang};
use marrakesh_engine::StrategyIcon;
use marrakesh_engine::{
    Action, Catalog, Colour, Decision, OasisView, Opponent, PlayerId, PlayerView, ProvisionView,
    SaharaPath, ScoreCategory, ScrollType, Sector, SoloView, SoukVendor, Stair, Track, View,
};
use ratatui::style::Style;
use ratatui::text::{Line, Span};

mod board;
mod market;
mod modules;
mod paschabot;
mod player;
mod race;
mod scores;
mod scrolls;

pub use board::board;
pub use market::market;
pub use modules::modules;
pub use paschabot::paschabot;
pub use player::player;
pub use race::race;
pub use scores::scores;
pub use scrolls::scrolls;

use board::{figure_row, fountain_row, town_display, town_spaces};
use market::office_rows;

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
    /// Games with the camel race only: track, camels, spectator areas,
    /// dung, reward tiles and podium.
    Race,
    Scores,
    Log,
}

impl Tab {
    pub const ALL: [Tab; 9] = [
        Tab::Board,
        Tab::Market,
        Tab::Scrolls,
        Tab::Players,
        Tab::Paschabot,
        Tab::Modules,
        Tab::Race,
        Tab::Scores,
        Tab::Log,
    ];

    /// The tabs of a game: the Paschabot's only in solo games, the
    /// modules' only when modules are in play, the camel race's only with
    /// the race.
    pub fn list(solo: bool, modules: bool, race: bool) -> Vec<Tab> {
        Tab::ALL
            .into_iter()
            .filter(|t| solo || *t != Tab::Paschabot)
            .filter(|t| modules || *t != Tab::Modules)
            .filter(|t| race || *t != Tab::Race)
            .collect()
    }

    /// The tab's name (also the title of its panel where it has no other).
    pub fn name(self, lang: Lang) -> String {
        lang.get(match self {
            Tab::Board => "tui-tab-board",
            Tab::Market => "tui-tab-market",
            Tab::Scrolls => "tui-tab-scrolls",
            Tab::Players => "tui-tab-players",
            Tab::Paschabot => "tui-tab-paschabot",
            Tab::Modules => "tui-tab-modules",
            Tab::Race => "tui-tab-race",
            Tab::Scores => "tui-tab-scores",
            Tab::Log => "tui-tab-log",
        })
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
    /// Camel race: the track with the camels.
    Race,
    /// Camel race: the viewer's spectator area.
    Spectators,
    /// Camel race: the active reward tile (an offer by index, `u8::MAX`
    /// its dung half).
    RewardTile(Option<u8>),
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
            Area::Race | Area::Spectators | Area::RewardTile(_) => Tab::Race,
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
            Area::RewardTile(_) => Area::RewardTile(None),
            a => a,
        }
    }
}

/// How a line or span relates to the focus.
pub(super) fn highlight(own: Option<Area>, focus: Option<Area>) -> Option<Style> {
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
        Decision::KeshiDestination { .. } => Some(Area::Spectators),
        Decision::CamelBridge { .. } => Some(Area::Race),
        Decision::CamelRewards => Some(Area::RewardTile(None)),
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
        Action::BuyCamelReward { offer, .. } | Action::BuyCamelRewardWithNomad { offer, .. } => {
            Area::RewardTile(Some(*offer))
        }
        Action::DiscardCamelDung => Area::RewardTile(Some(u8::MAX)),
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
    fn spans(mut self, spans: Vec<Span<'static>>) -> Row {
        for s in spans {
            self.spans.push((None, s));
        }
        self
    }
    /// A message's text with styled spans at its [`MARK`]s.
    fn with(mut self, text: &str, spans: &[Span<'static>]) -> Row {
        for s in with_spans(text, spans) {
            self.spans.push((None, s));
        }
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

pub(super) fn heading(area: Option<Area>, s: impl Into<String>) -> Row {
    Row::new(area).styled(s, style::title())
}

/// Everything a tab needs.
pub struct Ctx<'a> {
    pub cat: &'a Catalog,
    pub view: &'a View,
    pub labels: &'a [String],
    pub classic: bool,
    /// The language of the texts.
    pub lang: marrakesh_describe::Lang,
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

pub(super) fn counts_spans(lang: Lang, counts: &[u8; 12]) -> Vec<(Colour, Span<'static>)> {
    Colour::ALL
        .iter()
        .filter(|c| counts[c.index()] > 0)
        .map(|c| {
            (
                *c,
                style::colour_span(
                    *c,
                    format!("{} {} ", counts[c.index()], describe::colour(lang, *c)),
                ),
            )
        })
        .collect()
}

/// The key of a unit variant of an engine enum (its JSON name:
/// "date_orchard"), for the selectors of the messages.
pub(crate) fn key<T: serde::Serialize>(v: T) -> String {
    match serde_json::to_value(v) {
        Ok(serde_json::Value::String(s)) => s,
        _ => String::new(),
    }
}

/// A sector in three or four letters ("riv", "dat"), for narrow columns.
pub(super) fn short_sector(lang: Lang, s: Sector) -> String {
    tr!(lang, "tui-sector-short", sector = key(s))
}

/// A colour in three letters ("tur", "grü"), for narrow columns.
pub(super) fn short_colour(lang: Lang, c: Colour) -> String {
    tr!(lang, "tui-colour-short", colour = key(c))
}

/// Where a message's text takes a styled span (a seat's name in its
/// colour): the value given for its variable, replaced by [`with_spans`].
pub(super) const MARK: [&str; 2] = ["\u{E000}", "\u{E001}"];

/// `text` as spans: plain text, with `spans[i]` where [`MARK`]`[i]` is.
pub(super) fn with_spans(text: &str, spans: &[Span<'static>]) -> Vec<Span<'static>> {
    let mut out = Vec::new();
    let mut plain = String::new();
    for ch in text.chars() {
        let i = (ch as u32).wrapping_sub(0xE000) as usize;
        match spans.get(i) {
            Some(sp) if i < MARK.len() => {
                if !plain.is_empty() {
                    out.push(Span::raw(std::mem::take(&mut plain)));
                }
                out.push(sp.clone());
            }
            _ => plain.push(ch),
        }
    }
    if !plain.is_empty() {
        out.push(Span::raw(plain));
    }
    out
}
