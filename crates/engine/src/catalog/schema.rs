//! The catalog's schema: one Rust type per TOML section and entry, as the
//! file is written. Values here are unchecked; [`CatalogFile::validate`]
//! turns a file into a read-only [`Catalog`](super::Catalog).

use super::provisions::{ProvisionEffect, ProvisionTier};
pub use super::values::{Bonus, Sourced};
use crate::types::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    pub start_score: Sourced<i16>,
    pub start_resources: Sourced<Resources>,
    pub seasons: Sourced<u8>,
    pub rounds_per_season: Sourced<u8>,
    pub keshis_selected: Sourced<u8>,
    pub sector_capacity: Sourced<u8>,
    pub souk_assistants: Sourced<u8>,
    pub claim_max: Sourced<u8>,
    pub complete_sector_points: Sourced<i16>,
    pub best_oases: Sourced<u8>,
    pub resources_per_point: Sourced<u16>,
    pub gate_match_points: Sourced<i16>,
    pub gates_per_workshop: Sourced<u8>,
    pub oases_per_player: Sourced<u8>,
    pub provision_tiles_per_player: Sourced<u8>,
    pub storage_keshis_two_players: Sourced<u8>,
    pub storage_keshis: Sourced<u8>,
    pub storage_keshi_colours: Sourced<Vec<Colour>>,
    pub exchange_offices_drawn: Sourced<u8>,
    pub luxury_display: Sourced<u8>,
    pub scroll_stacks_classic: Sourced<u8>,
    pub scroll_display_essential: Sourced<u8>,
    pub threshold_dinars: Sourced<u8>,
    pub final_space_step_points: Sourced<i16>,
    pub jetty_step_points: Sourced<i16>,
    pub madrasa_refresh_dinars: Sourced<u16>,
    pub bonus_oases_river_tile_02: Sourced<u8>,
    /// Module 1: tiles drawn onto the coverable line-bonus spaces.
    pub staircase_tiles_drawn: Sourced<u8>,
    /// Module 5: desert towns laid out for 2, 3, 4 players.
    pub desert_towns_drawn: Sourced<Vec<u8>>,
    /// Module 5: points for a caravan on a desert-town space.
    pub desert_town_points: Sourced<i16>,
    /// Module 5: desert towns scored at most.
    pub desert_towns_scored: Sourced<u8>,
    /// Module 5: goods keshis (yellow, purple, orange) to claim a town.
    pub desert_town_cost: Sourced<[u8; 3]>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rapid {
    /// Entering this space crosses the rapid.
    pub space: u8,
    pub bonus: Bonus,
    pub source: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct River {
    /// The jetty ("final space of the river track"); the start space is 0.
    pub jetty: u8,
    pub jetty_source: String,
    pub crocodile: u8,
    pub crocodile_source: String,
    /// Points of the docking spots; a fisherman docks at the free spot with
    /// the highest number.
    pub docking_points: Vec<u8>,
    pub docking_source: String,
    pub rapids: Vec<Rapid>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Staircase {
    /// Step number of the final space (palace / mosque); the start is 0.
    pub final_step: u8,
    pub final_step_source: String,
    /// First step of segments 2, 3, 4 and 5.
    pub thresholds: [u8; 4],
    pub thresholds_source: String,
    /// Module 2: steps where the sultan (palace) and imam (mosque) wait.
    pub sultan_start: u8,
    pub imam_start: u8,
    pub sultan_imam_source: String,
}

/// Where a line-bonus space lies.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LineSpacePlace {
    /// Directly next to the palace staircase (never covered).
    PalaceSide,
    /// Directly next to the mosque staircase (never covered).
    MosqueSide,
    /// Between the staircases; may be covered by a staircase tile (module 1).
    Coverable,
    /// One of the 2 topmost spaces (never covered).
    Top,
    /// The lowest space (never covered).
    Bottom,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LineSpace {
    pub id: u8,
    pub place: LineSpacePlace,
    pub bonus: Bonus,
    pub source: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Line {
    /// Palace segment 1..=5.
    pub palace: u8,
    /// Mosque segment 1..=5.
    pub mosque: u8,
    /// Ids of the spaces the line passes.
    pub spaces: Vec<u8>,
    pub source: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Workshop {
    pub price: u8,
    pub points: i8,
    pub source: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GateCount {
    pub colour: Colour,
    pub count: u8,
    pub source: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GateSpace {
    /// The sector the gate space lies in front of.
    pub sector: Sector,
    /// The printed colour; a gate of this colour scores the match bonus.
    pub colour: Colour,
    pub source: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MainSquareField {
    pub bonus: Bonus,
    pub source: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AudienceDisc {
    /// Spectators per section, clockwise; at rotation 0 section `i` faces
    /// field `i`.
    pub pink: Vec<u8>,
    pub source: String,
    /// Module 4: the purple side.
    pub purple: Vec<u8>,
    pub purple_source: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OasisSlot {
    pub path: SaharaPath,
    /// 1..=3 along the path.
    pub position: u8,
    pub cost: Resources,
    pub source: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StartOasis {
    /// The right space, occupied first.
    pub right: Bonus,
    pub left: Bonus,
    pub source: String,
}

/// The icon printed on an oasis storage space of the supply board.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StorageIcon {
    /// A keshi is placed here at setup.
    Keshi,
    /// A keshi is placed here at setup only with 2 players.
    KeshiTwoPlayers,
    /// Exchange one deployed keshi for another colour.
    Exchange,
    /// Take a yellow (3-scholar) scroll for free.
    Scroll,
    /// Nothing printed.
    Empty,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StorageSpace {
    pub icon: StorageIcon,
    pub source: String,
}

/// When a scroll's effect applies (the icon on the tile).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Timing {
    /// Lightning: once, on acquisition.
    Instant,
    /// Lying eight: for the rest of the game.
    Permanent,
    /// Arrow in a ring: at every round end.
    RoundEnd,
    /// Arrow in a ring: at every season scoring.
    SeasonEnd,
}

/// Lasting abilities granted by scrolls, tracked per player as bit flags.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(rename_all = "snake_case")]
#[repr(u8)]
pub enum Perk {
    ThresholdWater,
    ThresholdDate,
    ThresholdDinar,
    ThresholdRiverStep,
    RapidOnCrossing,
    ExchangeExtraResource,
    FreeCheapGate,
    DatesAsWater,
    DatesAsDinars,
    DatesAsPoints,
    StairStepsForDates,
    StairStepsForWater,
    RapidsAtSeasonScoring,
    MainSquareTwoPointsField,
    ExtraSpectator,
    GateDiscount,
    DatesAndWaterAsDinars,
    SeveralLuxuryGoods,
    ExtraVendorWater,
    GateAnyKeshi,
    ProvisionAlternative,
    OasisForOneResource,
    SeveralExchanges,
    ExtraStairStep,
    MosqueFinalDouble,
    VendorPoints,
    OneSpectatorBonuses,
    PalaceFinalDouble,
    EntertainerNeighbours,
    JettyDouble,
    SoukWaterVendor,
    DoubleRapidBonuses,
    ClaimAnyTwo,
    TwoLineBonuses,
    MainSquareTwice,
    GateTwoKeshis,
    ScoreOasisOnDiscovery,
    AllRapidBonuses,
}

impl Perk {
    pub const fn bit(self) -> u64 {
        1 << (self as u8)
    }
}

/// What a scroll does. Instants carry their parameters; lasting effects
/// name their [`Perk`].
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ScrollEffect {
    /// 01–12: take the depicted keshi and deploy it.
    DeployKeshi { colour: Colour },
    /// 19–21: gain resources.
    GainResources { resources: Resources },
    /// 30, 43, 67: take a keshi of any colour and deploy it, `times` times.
    AnyKeshi { times: u8 },
    /// 37–42: take the two depicted goods keshis into the souk.
    GoodsKeshis { colours: [Colour; 2] },
    /// 47: every section with 3 spectators gives its field's bonus 3 times.
    ThreeSpectatorBonuses,
    /// 53: perform any sector action.
    AnySectorAction,
    /// 55: 3 steps on both staircases, in the order of the player's choice.
    ThreeStepsBothStairs,
    /// 57: a water vendor next to the souk and 3 water (lasting part: perk).
    SoukWaterVendor,
    /// 58: pay 1 date and take an orange scroll from the display.
    OrangeScrollForDate,
    /// 59: all bonuses on the line between the two pawns.
    AllLineBonuses,
    /// 62: claim 3 discovered oases for free.
    ClaimThreeOases,
    /// 64: take any keshi, deploy it, then perform that sector's action.
    KeshiAndSectorAction,
    /// 70: the bonuses of all entertainers times their spectators.
    AllEntertainers,
    /// 71: score one claimed oasis now.
    ScoreClaimedOasis,
    /// 72: return any number of resources for 2 points each.
    ResourcesForPoints { points_each: u8 },
    /// A lasting ability (permanent, round end or season end).
    Perk { perk: Perk },
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScrollDef {
    pub id: ScrollId,
    #[serde(rename = "type")]
    pub ty: ScrollType,
    /// Scholars needed (top left).
    pub requirement: u8,
    /// Dates to pay (top right).
    pub cost: u8,
    pub timing: Timing,
    pub effect: ScrollEffect,
    pub source: String,
}

/// What a claimed oasis scores.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum OasisEffect {
    /// 01–04: points per built city gate of the shown colours.
    GatePoints { colours: Vec<Colour>, points: u8 },
    /// 05–13: base points + 1 per keshi of the colour on the board.
    KeshiCount { colour: Colour, base: u8 },
    /// 14–18: points per luxury good of the kind.
    LuxuryPoints { luxury: LuxuryKind, points: u8 },
    /// 19–21: base + 1 per resource of the kind returned (at most `max`).
    ReturnResource {
        resource: Resource,
        base: u8,
        max: u8,
    },
    /// 22: base + 1 per luxury good.
    PerLuxuryGood { base: u8 },
    /// 23: base + 1 per scroll.
    PerScroll { base: u8 },
    /// 24: points per sector (not the souk) with at most `max_keshis`.
    SparseSectors { points: u8, max_keshis: u8 },
    /// 25: points per completely filled sector (not the souk).
    CompleteSectors { points: u8 },
    /// 26: points per claimed oasis (all of them).
    PerClaimedOasis { points: u8 },
    /// 27, 28: points for the final space of a staircase; the staircase
    /// differs between the editions (R1).
    FinalSpace {
        classic: Stair,
        essential: Stair,
        points: u8,
    },
    /// 29: points for at least `min` thresholds crossed on both staircases.
    Thresholds { min: u8, points: u8 },
    /// 30: points if docked at the jetty at the end of the game (R10).
    Jetty { points: u8 },
    /// 31: points by the number of different kinds of luxury good
    /// (`points[k - 1]` for k kinds; more kinds than listed score the last).
    LuxuryKinds { points: Vec<u8> },
    /// 32: points per kind of luxury good owned at least twice, at most
    /// `max`.
    LuxuryPairs { points: u8, max: u8 },
    /// 33, 34: points per luxury good of the kind, at most `max`.
    LuxuryPointsCapped {
        luxury: LuxuryKind,
        points: u8,
        max: u8,
    },
    /// 35 (with the camel race): 1 point per `steps` steps the own camel
    /// has made on the race track, at most `max`.
    CamelSteps { steps: u8, max: u8 },
    /// 36: points per nomad on the player's board, at most `max`.
    PerNomad { points: u8, max: u8 },
}

/// An expansion module an oasis of the new oases needs (003 "31-34:
/// Verwenden, wenn mit der Neue Luxusgüter Erweiterung gespielt wird").
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum OasisNeeds {
    NewLuxuryGoods,
    /// "35: Verwenden, wenn mit der KAMELRENNEN ERWEITERUNG gespielt wird."
    CamelRace,
    /// 003 "36: Verwenden, wenn mit der NOMADEN ERWEITERUNG gespielt wird."
    Nomads,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OasisDef {
    pub id: OasisId,
    pub effect: OasisEffect,
    /// New oases (31-36): the module the oasis is used with.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub needs: Option<OasisNeeds>,
    pub source: String,
}

/// One reward of a river tile.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum TileReward {
    /// 01: perform any sector action.
    SectorAction,
    /// 02: claim one of the leftover oases laid out at setup, free.
    BonusOasis,
    /// 03: any keshis, each of a colour of choice.
    AnyKeshis { count: u8 },
    /// 04, 05, 08: points.
    Points { points: u8 },
    /// 06: resources of choice.
    AnyResources { count: u8 },
    /// 07: a water vendor.
    WaterVendor,
    /// 09: start the next season on the crocodile space.
    CrocodileStart,
    /// 10: one goods keshi of each colour.
    GoodsSet,
    /// 11: steps on the palace or the mosque staircase.
    StairSteps { steps: u8 },
    /// 12: points per built city gate.
    PointsPerGate { points: u8 },
    /// 12: points per keshi of a colour (green marker value).
    PointsPerKeshi { colour: Colour, points: u8 },
    /// 13: one keshi of one of these colours.
    KeshiOfColours { colours: [Colour; 3] },
    /// 14: fixed resources.
    Resources { resources: Resources },
    /// 15: claim discovered oases for free.
    ClaimFreeOases { count: u8 },
    /// 16: the main-square action this many times.
    MainSquareActions { times: u8 },
    /// 17: resources per keshi of a colour.
    ResourcesPerKeshi {
        colour: Colour,
        resources: Resources,
    },
    /// 18: 1 point per `divisor` keshis on the board, any type.
    PointsPerKeshis { divisor: u8 },
    /// 18: points per luxury good.
    PointsPerLuxuryGood { points: u8 },
}

/// Who gets what from a river tile.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum RiverTileBonus {
    /// The first-placed player gets the reward.
    Single { reward: TileReward },
    /// 05, 06, 11: fixed amounts for first and second place (R9).
    Ranked {
        first: TileReward,
        second: TileReward,
    },
    /// 12, 17, 18: the leader chooses one, the second gets the other (R9).
    Choice { a: TileReward, b: TileReward },
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RiverTileDef {
    /// The printed number (01–18); odd = front, even = back.
    pub face: RiverTileId,
    /// Season icon 1..=3.
    pub season: u8,
    pub bonus: RiverTileBonus,
    pub source: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ProvisionDef {
    pub id: ProvisionId,
    pub cost: Resources,
    pub penalty: u8,
    /// New provision tiles (003): the pile it is shuffled in.
    #[serde(default, skip_serializing_if = "ProvisionTier::is_base")]
    pub tier: ProvisionTier,
    /// New provision tiles (003): what it gives once active.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub effect: Option<ProvisionEffect>,
    pub source: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LuxuryDef {
    pub id: LuxuryId,
    pub luxury: LuxuryKind,
    /// Goods keshis to return: yellow, purple, orange.
    pub cost: [u8; 3],
    pub points: u8,
    #[serde(default)]
    pub reward: Resources,
    /// New luxury goods: what a hunting falcon asks and gives besides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub falcon: Option<Falcon>,
    /// New luxury goods: what a racing saddle does besides its points.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub saddle: Option<Saddle>,
    pub source: String,
}

/// 003 "Rennsattel": "setzt sein Kamel 2 Felder auf der Rennstrecke vor";
/// without the camel race "Aktiviere ... sofort 1 Oase und bezahle dazu bis
/// zu 2 beliebige Ressourcen weniger".
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Saddle {
    pub camel_steps: u8,
    pub oasis_discount: u8,
}

/// 003 "Jagdfalken": "muss er zusätzlich zu den Waren-Keshis auch einen
/// bestimmten Keshi von seinem persönlichen Tableau abgeben ... Der Spieler
/// erhält 20 Punkte sowie einen Sofort-Bonus."
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Falcon {
    /// The keshi to return from the board: one of these colours.
    pub keshi: ColourSet,
    pub bonus: FalconBonus,
}

/// The instant bonus of a hunting falcon.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum FalconBonus {
    /// "Erhalte 1 Nomaden-Keshi aus dem Vorrat und setze ihn ohne Kosten
    /// sofort ein. Achtung: Dieser Jagdfalke kann nur zusammen mit der
    /// NOMADEN ERWEITERUNG verwendet werden."
    Nomad,
    /// "1 Keshi austauschen. Es gelten die Regeln des Grundspiels (siehe:
    /// "Oasen aktivieren")."
    ExchangeKeshi,
    /// "Eine beliebige Anzahl eigener Ressourcen in andere beliebige
    /// Ressourcen aus dem allgemeinen Vorrat tauschen."
    SwapResources,
    /// "Erhalte einen beliebigen 3-Zuschauer-Bonus vom Großen Platz (dort
    /// muss kein Keshi eingesetzt sein)": any field's bonus `times` times.
    MainSquareField { times: u8 },
    /// "Passend zum abgegebenen Nicht-Waren-Keshi: 3 Schritte auf dem Fluss
    /// oder der weißen Palast- oder schwarzen Moschee-Treppe."
    Steps { n: u8 },
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExchangeOfficeDef {
    pub id: ExchangeOfficeId,
    /// What one returned goods keshi yields: yellow, purple, orange.
    pub yields: [Resources; 3],
    /// Module 3's offices: a bonus besides the resource, per goods colour.
    #[serde(default)]
    pub extra: [Option<Bonus>; 3],
    /// Module 3: one of the additional offices.
    #[serde(default)]
    pub expansion: bool,
    /// Essential edition: the base office on whose back this one is printed.
    #[serde(default)]
    pub back_of: Option<ExchangeOfficeId>,
    pub source: String,
}

/// Module 1: a double-sided staircase tile.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StaircaseTile {
    pub id: u8,
    pub faces: [Bonus; 2],
    pub source: String,
}

/// What a claimed desert town does (module 5).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum DesertTownEffect {
    /// 01: points per built city gate.
    PointsPerGate { points: u8 },
    /// 02: points per luxury good.
    PointsPerLuxuryGood { points: u8 },
    /// 03: points per scroll.
    PointsPerScroll { points: u8 },
    /// 04, 05: 1 point per step on a staircase (steps beyond the final space
    /// do not count).
    StairSteps { stair: Stair },
    /// 06: 1 point per `divisor` keshis on the board (goods keshis excluded).
    KeshisDivided { divisor: u8 },
    /// 07: 1 point per river step (Essential: in season 3; Classic: all game;
    /// steps beyond the jetty never count, R1).
    RiverSteps,
    /// 08: points per sector (not the souk) with at least `min` keshis,
    /// water vendors included.
    SectorsWithKeshis { min: u8, points: u8 },
    /// 09: per entertainer, the spectators facing it.
    EntertainerSpectators,
    /// 10 (instant): take any face-up scroll, free.
    TakeScroll,
    /// 11 (instant): take any face-up luxury good, free.
    TakeLuxuryGood,
    /// 12 (instant): take any city gate and build it without paying dinars.
    TakeGate,
}

impl DesertTownEffect {
    /// Towns 10-12 act once when claimed ("Blitz-Symbol").
    pub fn is_instant(self) -> bool {
        matches!(
            self,
            DesertTownEffect::TakeScroll
                | DesertTownEffect::TakeLuxuryGood
                | DesertTownEffect::TakeGate
        )
    }
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DesertTownDef {
    pub id: u8,
    pub effect: DesertTownEffect,
    pub source: String,
}

/// An icon on a Paschabot strategy tile.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StrategyIcon {
    Turquoise,
    Green,
    Gray,
    White,
    Black,
    Pink,
    Beige,
    Brown,
    /// A goods keshi (any goods colour; goods are jokers for the bot).
    Goods,
    /// A nomad (tiles 11-15 only, R40): ranks the tower base's nomad in the
    /// keshi priority ("wählt Nomaden nur, wenn er diese laut der
    /// Keshi-Priorität bevorzugt"); it matches no keshi colour.
    Nomad,
}

impl StrategyIcon {
    /// The keshi colour the icon shows: a goods icon a yellow goods keshi
    /// (goods are jokers for the bot); a nomad has no colour (R40).
    pub fn colour(self) -> Option<Colour> {
        Some(match self {
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

    /// Whether a keshi of colour `c` matches this icon.
    pub fn matches(self, c: Colour) -> bool {
        match self {
            StrategyIcon::Goods => c.is_goods(),
            StrategyIcon::Turquoise => c == Colour::Turquoise,
            StrategyIcon::Green => c == Colour::Green,
            StrategyIcon::Gray => c == Colour::Gray,
            StrategyIcon::White => c == Colour::White,
            StrategyIcon::Black => c == Colour::Black,
            StrategyIcon::Pink => c == Colour::Pink,
            StrategyIcon::Beige => c == Colour::Beige,
            StrategyIcon::Brown => c == Colour::Brown,
            StrategyIcon::Nomad => false,
        }
    }
}

/// One of the Paschabot's 15 strategy tiles.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StrategyTile {
    pub id: u8,
    /// Keshi icons from top to bottom (keshi priority, final scoring).
    pub icons: Vec<StrategyIcon>,
    /// The luxury good at the top (first souk choice).
    pub top_luxury: LuxuryKind,
    /// The luxury good at the bottom (second souk choice).
    pub bottom_luxury: LuxuryKind,
    /// The fisherman symbol: the bot's fisherman moves when it is revealed.
    pub fisherman: bool,
    pub source: String,
}

/// One option of the Paschabot's madrasa action.
#[derive(Clone, Copy, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct PaschaMadrasa {
    pub min_scholars: u8,
    pub points: u8,
    /// The face-up scrolls of this type leave the game.
    pub remove: ScrollType,
    /// Gains 1 keshi by keshi priority.
    pub keshi: bool,
}

/// The Paschabot's board and rules data (solo game).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PaschabotData {
    /// Its sector rows from top to bottom.
    pub rows: Vec<Sector>,
    pub rows_source: String,
    /// The bonus printed above each entertainer field, in filling order.
    pub main_square: Vec<Bonus>,
    pub main_square_source: String,
    /// Times the main-square action gives the last entertainer's bonus.
    pub main_square_times: u8,
    pub main_square_times_source: String,
    /// The deployment bonus printed on each date-picker field.
    pub date_orchard: Vec<Bonus>,
    pub date_orchard_source: String,
    /// Caravans whose placement reveals a new strategy tile.
    pub new_tile_at_caravan: Vec<u8>,
    pub new_tile_source: String,
    /// Steps of the fisherman when a tile with the fisherman symbol appears.
    pub fisherman_steps: u8,
    pub fisherman_source: String,
    /// Madrasa options, the first that applies.
    pub madrasa: Vec<PaschaMadrasa>,
    pub madrasa_source: String,
    /// Strategy tiles 1-10 are always used; the others need the expansions.
    pub base_tiles: u8,
    pub strategy_tiles: Vec<StrategyTile>,
    /// The lazy Paschabot's ladder: points and title.
    pub lazy_ladder: Vec<(u16, String)>,
    /// Added to each level with module 5.
    pub lazy_ladder_desert_towns: u16,
    pub lazy_ladder_source: String,
}

impl PaschabotData {
    /// The lazy Paschabot's ladder in a game with or without desert towns:
    /// "Wenn du mit der Erweiterung 5: Wüstenstädte spielst, addiere 25
    /// Punkte zu jedem Level."
    pub fn ladder(&self, desert_towns: bool) -> Vec<(u16, String)> {
        let extra = if desert_towns {
            self.lazy_ladder_desert_towns
        } else {
            0
        };
        self.lazy_ladder
            .iter()
            .map(|(p, t)| (p + extra, t.clone()))
            .collect()
    }
}

/// The catalog file as written in TOML: every section, editable. It
/// becomes a [`Catalog`](super::Catalog) through [`CatalogFile::validate`] only.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CatalogFile {
    pub rules: Rules,
    pub river: River,
    pub staircase: Staircase,
    pub line_spaces: Vec<LineSpace>,
    pub lines: Vec<Line>,
    pub workshops: Vec<Workshop>,
    pub gates: Vec<GateCount>,
    pub gate_spaces: Vec<GateSpace>,
    pub main_square_fields: Vec<MainSquareField>,
    pub audience_disc: AudienceDisc,
    pub oasis_slots: Vec<OasisSlot>,
    pub start_oasis: StartOasis,
    pub storage_spaces: Vec<StorageSpace>,
    pub scrolls: Vec<ScrollDef>,
    pub oases: Vec<OasisDef>,
    pub river_tiles: Vec<RiverTileDef>,
    pub provision_tiles: Vec<ProvisionDef>,
    pub luxury_goods: Vec<LuxuryDef>,
    pub exchange_offices: Vec<ExchangeOfficeDef>,
    pub paschabot: PaschabotData,
    pub staircase_tiles: Vec<StaircaseTile>,
    pub desert_towns: Vec<DesertTownDef>,
    /// The camel race (003); absent from catalogs older than the module.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub camel_race: Option<super::camel_race::CamelRaceData>,
    /// The nomads (003); absent from catalogs older than the module.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nomads: Option<super::nomads::NomadsData>,
    /// The special buildings (003); absent from catalogs older than the
    /// module.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub special_buildings: Option<super::special_buildings::SpecialBuildingsData>,
}
