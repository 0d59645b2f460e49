//! Small value types named after the game's components.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A seat at the table, numbered clockwise from 0.
pub type PlayerId = u8;

/// Most seats the base game has.
pub const MAX_PLAYERS: usize = 4;

/// The 12 keshi colours.
///
/// Rulebook: "300 Keshis – 25 in each color" (12 colours).
#[derive(
    Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize, PartialOrd, Ord, Default,
)]
#[serde(rename_all = "snake_case")]
pub enum Colour {
    /// Fish keshi (river).
    #[default]
    Turquoise,
    /// Date picker (date orchard).
    Green,
    /// Scholar (madrasa).
    Gray,
    /// Noble (palace).
    White,
    /// Cleric (mosque).
    Black,
    /// Entertainer (main square).
    Pink,
    /// Guard (medina).
    Beige,
    /// Caravan (Sahara).
    Brown,
    /// Water vendor (any sector but the souk).
    Red,
    /// Goods keshi (souk).
    Yellow,
    /// Goods keshi, carpet (souk).
    Purple,
    /// Goods keshi (souk).
    Orange,
}

impl Colour {
    pub const ALL: [Colour; 12] = [
        Colour::Turquoise,
        Colour::Green,
        Colour::Gray,
        Colour::White,
        Colour::Black,
        Colour::Pink,
        Colour::Beige,
        Colour::Brown,
        Colour::Red,
        Colour::Yellow,
        Colour::Purple,
        Colour::Orange,
    ];
    /// Rulebook: "1 yellow, purple or orange goods keshi".
    pub const GOODS: [Colour; 3] = [Colour::Yellow, Colour::Purple, Colour::Orange];

    pub const fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(i: usize) -> Option<Colour> {
        Colour::ALL.get(i).copied()
    }

    /// Yellow, purple and orange are goods keshis; they live in the souk.
    pub const fn is_goods(self) -> bool {
        matches!(self, Colour::Yellow | Colour::Purple | Colour::Orange)
    }

    /// Index 0..3 among the goods colours (yellow, purple, orange).
    pub const fn goods_index(self) -> Option<usize> {
        match self {
            Colour::Yellow => Some(0),
            Colour::Purple => Some(1),
            Colour::Orange => Some(2),
            _ => None,
        }
    }

    /// The sector a keshi of this colour is deployed to (`None` for red water
    /// vendors, which may go to any sector but the souk).
    pub const fn sector(self) -> Option<Sector> {
        Some(match self {
            Colour::Turquoise => Sector::River,
            Colour::Green => Sector::DateOrchard,
            Colour::Gray => Sector::Madrasa,
            Colour::White => Sector::Palace,
            Colour::Black => Sector::Mosque,
            Colour::Pink => Sector::MainSquare,
            Colour::Beige => Sector::Medina,
            Colour::Brown => Sector::Sahara,
            Colour::Yellow | Colour::Purple | Colour::Orange => Sector::Souk,
            Colour::Red => return None,
        })
    }

    pub const fn name(self) -> &'static str {
        match self {
            Colour::Turquoise => "turquoise",
            Colour::Green => "green",
            Colour::Gray => "gray",
            Colour::White => "white",
            Colour::Black => "black",
            Colour::Pink => "pink",
            Colour::Beige => "beige",
            Colour::Brown => "brown",
            Colour::Red => "red",
            Colour::Yellow => "yellow",
            Colour::Purple => "purple",
            Colour::Orange => "orange",
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A set of colours as a bit mask.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct ColourSet(pub u16);

impl ColourSet {
    pub const EMPTY: ColourSet = ColourSet(0);
    pub const ALL: ColourSet = ColourSet(0x0fff);

    pub const fn contains(self, c: Colour) -> bool {
        self.0 & (1 << c as u16) != 0
    }
    pub fn insert(&mut self, c: Colour) {
        self.0 |= 1 << c as u16;
    }
    pub fn remove(&mut self, c: Colour) {
        self.0 &= !(1 << c as u16);
    }
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn iter(self) -> impl Iterator<Item = Colour> {
        Colour::ALL.into_iter().filter(move |c| self.contains(*c))
    }
}

impl FromIterator<Colour> for ColourSet {
    fn from_iter<I: IntoIterator<Item = Colour>>(iter: I) -> Self {
        let mut s = ColourSet::EMPTY;
        for c in iter {
            s.insert(c);
        }
        s
    }
}

impl Serialize for ColourSet {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for ColourSet {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v: Vec<Colour> = Vec::deserialize(d)?;
        Ok(v.into_iter().collect())
    }
}

/// The 9 sectors (districts) of a player board.
#[derive(
    Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize, PartialOrd, Ord, Default,
)]
#[serde(rename_all = "snake_case")]
pub enum Sector {
    /// The river Tensift (turquoise fish keshis).
    #[default]
    River,
    /// Date orchard (green date pickers).
    DateOrchard,
    /// Souk (yellow, purple, orange goods keshis). Never complete.
    Souk,
    /// Main square, Jemaa el-Fnaa (pink entertainers).
    MainSquare,
    /// Koutoubia mosque (black clerics).
    Mosque,
    /// Bahia palace (white nobles).
    Palace,
    /// Madrasa (gray scholars).
    Madrasa,
    /// Medina (beige guards).
    Medina,
    /// Sahara (brown caravans).
    Sahara,
}

impl Sector {
    pub const ALL: [Sector; 9] = [
        Sector::River,
        Sector::DateOrchard,
        Sector::Souk,
        Sector::MainSquare,
        Sector::Mosque,
        Sector::Palace,
        Sector::Madrasa,
        Sector::Medina,
        Sector::Sahara,
    ];

    /// The sectors that take a water vendor and can be completely filled:
    /// all but the souk ("The souk ... is never filled").
    pub const SCORING: [Sector; 8] = [
        Sector::River,
        Sector::DateOrchard,
        Sector::MainSquare,
        Sector::Mosque,
        Sector::Palace,
        Sector::Madrasa,
        Sector::Medina,
        Sector::Sahara,
    ];

    pub const fn index(self) -> usize {
        self as usize
    }

    /// The colour of the sector's own keshis (`None` for the souk, which takes
    /// three goods colours).
    pub const fn colour(self) -> Option<Colour> {
        Some(match self {
            Sector::River => Colour::Turquoise,
            Sector::DateOrchard => Colour::Green,
            Sector::Madrasa => Colour::Gray,
            Sector::Palace => Colour::White,
            Sector::Mosque => Colour::Black,
            Sector::MainSquare => Colour::Pink,
            Sector::Medina => Colour::Beige,
            Sector::Sahara => Colour::Brown,
            Sector::Souk => return None,
        })
    }

    /// Sectors whose keshis are counted by a keshi marker in the Essential
    /// edition (a plain count in Classic): river, date orchard, madrasa,
    /// palace, mosque.
    pub const fn has_marker(self) -> bool {
        matches!(
            self,
            Sector::River | Sector::DateOrchard | Sector::Madrasa | Sector::Palace | Sector::Mosque
        )
    }

    pub const fn name(self) -> &'static str {
        match self {
            Sector::River => "river",
            Sector::DateOrchard => "date orchard",
            Sector::Souk => "souk",
            Sector::MainSquare => "main square",
            Sector::Mosque => "mosque",
            Sector::Palace => "palace",
            Sector::Madrasa => "madrasa",
            Sector::Medina => "medina",
            Sector::Sahara => "Sahara",
        }
    }
}

impl fmt::Display for Sector {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The two staircases between which the line bonuses lie.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stair {
    /// Palace staircase, climbed by the sultan's courtier.
    Palace,
    /// Mosque staircase, climbed by the imam's student.
    Mosque,
}

impl Stair {
    pub const fn other(self) -> Stair {
        match self {
            Stair::Palace => Stair::Mosque,
            Stair::Mosque => Stair::Palace,
        }
    }
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// The three resources.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Resource {
    Water,
    Date,
    Dinar,
}

impl Resource {
    pub const ALL: [Resource; 3] = [Resource::Water, Resource::Date, Resource::Dinar];
}

/// An amount of water, dates and dinars.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Resources {
    pub water: u16,
    pub dates: u16,
    pub dinars: u16,
}

impl Resources {
    pub const ZERO: Resources = Resources {
        water: 0,
        dates: 0,
        dinars: 0,
    };

    pub const fn new(water: u16, dates: u16, dinars: u16) -> Resources {
        Resources {
            water,
            dates,
            dinars,
        }
    }

    pub const fn one(r: Resource) -> Resources {
        match r {
            Resource::Water => Resources::new(1, 0, 0),
            Resource::Date => Resources::new(0, 1, 0),
            Resource::Dinar => Resources::new(0, 0, 1),
        }
    }

    pub const fn total(self) -> u16 {
        self.water + self.dates + self.dinars
    }

    pub const fn covers(self, cost: Resources) -> bool {
        self.water >= cost.water && self.dates >= cost.dates && self.dinars >= cost.dinars
    }

    pub fn get(self, r: Resource) -> u16 {
        match r {
            Resource::Water => self.water,
            Resource::Date => self.dates,
            Resource::Dinar => self.dinars,
        }
    }

    pub fn get_mut(&mut self, r: Resource) -> &mut u16 {
        match r {
            Resource::Water => &mut self.water,
            Resource::Date => &mut self.dates,
            Resource::Dinar => &mut self.dinars,
        }
    }

    pub fn add(&mut self, o: Resources) {
        self.water = self.water.saturating_add(o.water);
        self.dates = self.dates.saturating_add(o.dates);
        self.dinars = self.dinars.saturating_add(o.dinars);
    }

    /// Subtracts `o`; the caller has checked `covers`.
    pub fn sub(&mut self, o: Resources) {
        self.water = self.water.saturating_sub(o.water);
        self.dates = self.dates.saturating_sub(o.dates);
        self.dinars = self.dinars.saturating_sub(o.dinars);
    }

    /// Every way to take `n` resources of free choice, in a fixed order.
    pub fn choices(n: u16) -> impl Iterator<Item = Resources> {
        (0..=n).flat_map(move |w| (0..=n - w).map(move |d| Resources::new(w, d, n - w - d)))
    }
}

impl fmt::Display for Resources {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts = Vec::new();
        if self.water > 0 {
            parts.push(format!("{} water", self.water));
        }
        if self.dates > 0 {
            parts.push(format!(
                "{} date{}",
                self.dates,
                if self.dates == 1 { "" } else { "s" }
            ));
        }
        if self.dinars > 0 {
            parts.push(format!(
                "{} dinar{}",
                self.dinars,
                if self.dinars == 1 { "" } else { "s" }
            ));
        }
        if parts.is_empty() {
            f.write_str("nothing")
        } else {
            f.write_str(&parts.join(" + "))
        }
    }
}

/// Edition of the rules (R1: each edition follows its own book).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum Edition {
    /// Deluxe/Classic edition (`002_…`, English rulebook).
    #[default]
    Classic,
    /// Essential edition (`000_…` German, `001_…` Dutch).
    Essential,
}

/// The three paths of the Sahara.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SaharaPath {
    /// The left of the two long paths (3 oases).
    Left,
    /// The right of the two long paths (3 oases).
    Right,
    /// The short path to the start oasis (right space, then left space).
    StartOasis,
}

/// Ids of tiles as printed on them (1-based numbers), one type per kind of
/// tile so that a scroll's number cannot be passed where an oasis's is meant.
/// In JSON and TOML they are the plain printed number.
macro_rules! tile_id {
    ($($(#[$doc:meta])* $name:ident;)*) => {$(
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default, Serialize, Deserialize)]
        #[serde(transparent)]
        pub struct $name(pub u8);

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                self.0.fmt(f)
            }
        }
    )*};
}

tile_id! {
    /// A scroll, 1–72.
    ScrollId;
    /// An oasis, 1–30 (31–36 with the expansion box).
    OasisId;
    /// A luxury good.
    LuxuryId;
    /// A provision tile.
    ProvisionId;
    /// An exchange office.
    ExchangeOfficeId;
}

/// A river tile's face as printed (faces 2k−1 and 2k are the two sides of
/// one tile): a number the setup computes with, not only a name.
pub type RiverTileId = u8;

/// The four scroll types by back colour.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ScrollType {
    /// Requirement 1 scholar, 1 date (01–21).
    Gray,
    /// Requirement 3 scholars, 1 date (22–42).
    Yellow,
    /// Requirement 5 scholars, 2 dates (43–60).
    Pink,
    /// Requirement 7 scholars, 3 dates (61–72).
    Orange,
}

impl ScrollType {
    pub const ALL: [ScrollType; 4] = [
        ScrollType::Gray,
        ScrollType::Yellow,
        ScrollType::Pink,
        ScrollType::Orange,
    ];
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// The kinds of luxury good: five in the base box, two more with the
/// expansion box's new luxury goods.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LuxuryKind {
    Slipper,
    Tajine,
    Dagger,
    OilLamp,
    Necklace,
    /// 003 "Jagdfalken" (new luxury goods).
    HuntingFalcon,
    /// 003 "Rennsattel" (new luxury goods).
    RacingSaddle,
}

impl LuxuryKind {
    /// 000: "Luxuswaren ... (Prunkschuh, Tajine, Schmuckdolch, Öllampe,
    /// Halskette)".
    pub const BASE: [LuxuryKind; 5] = [
        LuxuryKind::Slipper,
        LuxuryKind::Tajine,
        LuxuryKind::Dagger,
        LuxuryKind::OilLamp,
        LuxuryKind::Necklace,
    ];
    /// 003: "5× Luxusware Jagdfalken ... 5× Luxusware Rennsattel".
    pub const NEW: [LuxuryKind; 2] = [LuxuryKind::HuntingFalcon, LuxuryKind::RacingSaddle];
    pub const ALL: [LuxuryKind; 7] = [
        LuxuryKind::Slipper,
        LuxuryKind::Tajine,
        LuxuryKind::Dagger,
        LuxuryKind::OilLamp,
        LuxuryKind::Necklace,
        LuxuryKind::HuntingFalcon,
        LuxuryKind::RacingSaddle,
    ];
    /// One of the expansion box's new kinds.
    pub const fn is_new(self) -> bool {
        matches!(self, LuxuryKind::HuntingFalcon | LuxuryKind::RacingSaddle)
    }
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// Where a category of points came from, as on a score pad.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum ScoreCategory {
    /// The 10 points every player starts with.
    Start,
    /// Deployment bonuses (date pickers, entertainer fields, start oasis).
    Deployment,
    /// The jetty and steps beyond it.
    River,
    /// Final-space steps and line bonuses on the staircases.
    Staircases,
    /// The main-square action.
    MainSquare,
    /// Luxury goods.
    LuxuryGoods,
    /// City gates.
    CityGates,
    /// Scroll effects (50, 72, …).
    Scrolls,
    /// Oases scored during the game (scrolls 68 and 71).
    OasesDuringGame,
    /// Rapid bonuses.
    Rapids,
    /// River tiles at season scoring.
    RiverTiles,
    /// Provisioning penalties.
    Provisioning,
    /// Final scoring: completely filled sectors.
    CompleteSectors,
    /// Final scoring: the best claimed oases.
    Oases,
    /// Final scoring: remaining resources and goods keshis.
    Resources,
    /// Module 3: points from exchange offices.
    ExchangeOffices,
    /// Module 5: desert towns at final scoring.
    DesertTowns,
    /// Paschabot: points from its sector actions and water vendors.
    Paschabot,
    /// Paschabot final scoring: keshis times half their strategy icons.
    PaschabotSectors,
    /// Camel race: finish, rewards, podium and dung.
    CamelRace,
}

impl ScoreCategory {
    pub const ALL: [ScoreCategory; 20] = [
        ScoreCategory::Start,
        ScoreCategory::Deployment,
        ScoreCategory::River,
        ScoreCategory::Staircases,
        ScoreCategory::MainSquare,
        ScoreCategory::LuxuryGoods,
        ScoreCategory::CityGates,
        ScoreCategory::Scrolls,
        ScoreCategory::OasesDuringGame,
        ScoreCategory::Rapids,
        ScoreCategory::RiverTiles,
        ScoreCategory::Provisioning,
        ScoreCategory::CompleteSectors,
        ScoreCategory::Oases,
        ScoreCategory::Resources,
        ScoreCategory::ExchangeOffices,
        ScoreCategory::DesertTowns,
        ScoreCategory::Paschabot,
        ScoreCategory::PaschabotSectors,
        ScoreCategory::CamelRace,
    ];
    pub const COUNT: usize = 20;
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// Every choice of three of `v`'s items, in `v`'s order (i < j < k,
/// lexicographic): the draft's selection of three keshis and the new
/// provision tiles' three kept tiles are such choices.
pub(crate) fn triples<T: Copy>(v: &[T]) -> impl Iterator<Item = [T; 3]> + '_ {
    let n = v.len();
    (0..n).flat_map(move |i| {
        (i + 1..n).flat_map(move |j| (j + 1..n).map(move |k| [v[i], v[j], v[k]]))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn resource_choices_cover_every_split() {
        let v: Vec<_> = Resources::choices(2).collect();
        assert_eq!(v.len(), 6);
        assert!(v.iter().all(|r| r.total() == 2));
    }

    #[test]
    fn colour_sets() {
        let mut s = ColourSet::EMPTY;
        s.insert(Colour::Red);
        s.insert(Colour::Pink);
        assert_eq!(s.len(), 2);
        assert_eq!(
            s.iter().collect::<Vec<_>>(),
            vec![Colour::Pink, Colour::Red]
        );
    }
}
