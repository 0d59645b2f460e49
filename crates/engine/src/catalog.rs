//! The component catalog: every number the rules need, in one data file
//! (`data/catalog.toml`), each entry with its provenance (a seed quote, or
//! "reconstructed: reason", rule R27).
//!
//! The embedded catalog is parsed once; a user can load a corrected file with
//! [`Catalog::from_toml`]. Loading validates counts, ids and references and
//! reports the offending entry by name instead of panicking.

use crate::types::*;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use std::fmt;
use std::sync::{Arc, OnceLock};

/// The catalog shipped with the crate.
pub const EMBEDDED_TOML: &str = include_str!("../data/catalog.toml");

/// A bonus printed on the board or a tile. Used by main-square fields,
/// rapids, line-bonus spaces, the start oasis and exchange offices.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
#[non_exhaustive]
pub enum Bonus {
    /// Points on the scoring track.
    Points { n: u8 },
    /// A fixed amount of resources.
    Resources {
        #[serde(default)]
        water: u8,
        #[serde(default)]
        dates: u8,
        #[serde(default)]
        dinars: u8,
    },
    /// `n` resources of the player's choice.
    AnyResources { n: u8 },
    /// `n` goods keshis, all of one colour of the player's choice.
    Goods { n: u8 },
    /// One keshi of the shown colour, deployed at once.
    Keshi { colour: Colour },
    /// `n` keshis of one colour of the player's choice, deployed at once.
    AnyKeshis { n: u8 },
    /// Steps on the river (more may be bought with water).
    RiverSteps { n: u8 },
    /// Steps on one staircase.
    StairSteps { stair: Stair, n: u8 },
    /// Steps on the palace or the mosque staircase, one of the player's
    /// choice (the Paschabot takes the one where it is further behind).
    EitherStair { n: u8 },
}

impl Bonus {
    /// The bonus gained `k` times at once (main square: "as many times as
    /// the number of spectators"). Goods stay one colour, steps one move.
    pub fn times(self, k: u8) -> Bonus {
        let m = |n: u8| n.saturating_mul(k);
        match self {
            Bonus::Points { n } => Bonus::Points { n: m(n) },
            Bonus::Resources {
                water,
                dates,
                dinars,
            } => Bonus::Resources {
                water: m(water),
                dates: m(dates),
                dinars: m(dinars),
            },
            Bonus::AnyResources { n } => Bonus::AnyResources { n: m(n) },
            Bonus::Goods { n } => Bonus::Goods { n: m(n) },
            // A keshi of a fixed colour is never printed on a multiplied space.
            Bonus::Keshi { .. } => self,
            Bonus::AnyKeshis { n } => Bonus::AnyKeshis { n: m(n) },
            Bonus::RiverSteps { n } => Bonus::RiverSteps { n: m(n) },
            Bonus::StairSteps { stair, n } => Bonus::StairSteps { stair, n: m(n) },
            Bonus::EitherStair { n } => Bonus::EitherStair { n: m(n) },
        }
    }
}

/// A value with the place it comes from.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct Sourced<T> {
    pub value: T,
    pub source: String,
}

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

impl Rules {
    /// Values a user may correct, within the range the engine plays (a
    /// value outside it would make no game, e.g. no keshi to claim), and
    /// values fixed by the board's layout (the number of display slots,
    /// stacks and spaces).
    fn check_ranges(&self) -> Result<(), CatalogError> {
        fn within<T: PartialOrd + Copy + std::fmt::Display>(
            name: &str,
            v: T,
            lo: T,
            hi: T,
            why: &str,
        ) -> Result<(), CatalogError> {
            if v < lo || v > hi {
                return bad(
                    format!("rules.{name}"),
                    format!("{v} is outside {lo}..={hi} ({why})"),
                )
                .into_err();
            }
            Ok(())
        }
        let playable = "the range the engine plays";
        within("start_score", self.start_score.value, -50, 100, playable)?;
        let res = self.start_resources.value;
        within(
            "start_resources",
            res.water.max(res.dates).max(res.dinars),
            0,
            20,
            playable,
        )?;
        within(
            "souk_assistants",
            self.souk_assistants.value,
            1,
            3,
            "each player has 3 assistants",
        )?;
        within(
            "claim_max",
            self.claim_max.value,
            1,
            8,
            "at least 1 keshi per claim",
        )?;
        within(
            "complete_sector_points",
            self.complete_sector_points.value,
            0,
            50,
            playable,
        )?;
        within(
            "best_oases",
            self.best_oases.value,
            1,
            3,
            "the score pad has 3 oasis rows",
        )?;
        within(
            "resources_per_point",
            self.resources_per_point.value,
            1,
            10,
            playable,
        )?;
        within(
            "gate_match_points",
            self.gate_match_points.value,
            0,
            20,
            playable,
        )?;
        within(
            "gates_per_workshop",
            self.gates_per_workshop.value,
            8,
            8,
            "32 gates on 4 workshops",
        )?;
        within(
            "oases_per_player",
            self.oases_per_player.value,
            6,
            6,
            "6 oasis spaces on the Sahara paths",
        )?;
        within(
            "provision_tiles_per_player",
            self.provision_tiles_per_player.value,
            3,
            3,
            "3 provision spaces on the player board",
        )?;
        within(
            "exchange_offices_drawn",
            self.exchange_offices_drawn.value,
            3,
            3,
            "one per season",
        )?;
        within(
            "luxury_display",
            self.luxury_display.value,
            5,
            5,
            "5 souk shops",
        )?;
        within(
            "scroll_stacks_classic",
            self.scroll_stacks_classic.value,
            3,
            3,
            "3 academies per colour",
        )?;
        within(
            "scroll_display_essential",
            self.scroll_display_essential.value,
            3,
            3,
            "3 face-up scrolls per colour",
        )?;
        within(
            "threshold_dinars",
            self.threshold_dinars.value,
            0,
            5,
            playable,
        )?;
        within(
            "final_space_step_points",
            self.final_space_step_points.value,
            0,
            10,
            playable,
        )?;
        within(
            "jetty_step_points",
            self.jetty_step_points.value,
            0,
            10,
            playable,
        )?;
        within(
            "madrasa_refresh_dinars",
            self.madrasa_refresh_dinars.value,
            0,
            5,
            playable,
        )?;
        within(
            "bonus_oases_river_tile_02",
            self.bonus_oases_river_tile_02.value,
            0,
            3,
            "3 spaces for face-up oases",
        )?;
        for (i, n) in self.desert_towns_drawn.value.iter().enumerate() {
            within(
                &format!("desert_towns_drawn[{i}]"),
                *n,
                0,
                7,
                "at most 7 towns on display",
            )?;
        }
        within(
            "desert_town_points",
            self.desert_town_points.value,
            0,
            20,
            playable,
        )?;
        within(
            "desert_towns_scored",
            self.desert_towns_scored.value,
            1,
            2,
            "2 town spaces",
        )?;
        let cost = self.desert_town_cost.value;
        within(
            "desert_town_cost",
            cost.iter().map(|c| *c as u16).sum::<u16>(),
            1,
            9,
            playable,
        )?;
        Ok(())
    }
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
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OasisDef {
    pub id: OasisId,
    pub effect: OasisEffect,
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
    pub source: String,
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
}

impl StrategyIcon {
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

/// The whole catalog.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Catalog {
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
    /// Derived lookup tables, built after validation.
    #[serde(skip)]
    pub index: Index,
}

/// Lookup tables derived from the catalog so the hot path indexes arrays.
#[derive(Clone, Debug, Default)]
pub struct Index {
    /// `line[p][m]` = index into `lines` for palace segment p+1, mosque m+1.
    pub line: [[u8; 5]; 5],
    /// Index into `line_spaces` by space id.
    pub line_space: Vec<u8>,
    /// Index into `scrolls` by id (0 unused).
    pub scroll: Vec<u8>,
    pub oasis: Vec<u8>,
    pub luxury: Vec<u8>,
    pub provision: Vec<u8>,
    pub river_tile: Vec<u8>,
    pub office: Vec<u8>,
    /// Rapid index by river space (`u8::MAX` = none).
    pub rapid_at: Vec<u8>,
    /// Gate space index by sector (`u8::MAX` = none).
    pub gate_space_of: [u8; 9],
    /// Scholars and dates of each scroll type.
    pub scroll_terms: [(u8, u8); 4],
}

/// A catalog that cannot be used, naming the entry at fault.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CatalogError {
    /// The file is not valid TOML for the catalog schema.
    Parse(String),
    /// A value breaks a rule of the books.
    Invalid { entry: String, problem: String },
}

impl fmt::Display for CatalogError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CatalogError::Parse(m) => write!(f, "catalog does not parse: {m}"),
            CatalogError::Invalid { entry, problem } => {
                write!(f, "catalog entry {entry}: {problem}")
            }
        }
    }
}

impl std::error::Error for CatalogError {}

fn bad(entry: impl Into<String>, problem: impl Into<String>) -> CatalogError {
    CatalogError::Invalid {
        entry: entry.into(),
        problem: problem.into(),
    }
}

impl Catalog {
    /// The text of the embedded catalog (`data/catalog.toml`).
    pub const EMBEDDED_TOML: &'static str = EMBEDDED_TOML;

    /// The embedded catalog, parsed and validated once per process.
    pub fn embedded() -> Arc<Catalog> {
        static CATALOG: OnceLock<Arc<Catalog>> = OnceLock::new();
        CATALOG
            .get_or_init(|| match Catalog::from_toml(EMBEDDED_TOML) {
                Ok(c) => Arc::new(c),
                // The embedded file is checked by the test suite; reaching this
                // is a build defect, not an input error.
                Err(e) => panic!("embedded catalog is invalid: {e}"),
            })
            .clone()
    }

    /// Parses and validates a catalog file.
    pub fn from_toml(text: &str) -> Result<Catalog, CatalogError> {
        let mut c: Catalog =
            toml::from_str(text).map_err(|e| CatalogError::Parse(e.to_string()))?;
        c.validate()?;
        c.build_index();
        Ok(c)
    }

    pub fn scroll(&self, id: ScrollId) -> &ScrollDef {
        &self.scrolls[self.index.scroll[id as usize] as usize]
    }
    pub fn oasis(&self, id: OasisId) -> &OasisDef {
        &self.oases[self.index.oasis[id as usize] as usize]
    }
    pub fn luxury(&self, id: LuxuryId) -> &LuxuryDef {
        &self.luxury_goods[self.index.luxury[id as usize] as usize]
    }
    pub fn provision(&self, id: ProvisionId) -> &ProvisionDef {
        &self.provision_tiles[self.index.provision[id as usize] as usize]
    }
    pub fn river_tile(&self, face: RiverTileId) -> &RiverTileDef {
        &self.river_tiles[self.index.river_tile[face as usize] as usize]
    }
    pub fn office(&self, id: ExchangeOfficeId) -> &ExchangeOfficeDef {
        &self.exchange_offices[self.index.office[id as usize] as usize]
    }
    pub fn line(&self, palace_segment: u8, mosque_segment: u8) -> &Line {
        &self.lines
            [self.index.line[palace_segment as usize - 1][mosque_segment as usize - 1] as usize]
    }
    pub fn line_space(&self, id: u8) -> &LineSpace {
        &self.line_spaces[self.index.line_space[id as usize] as usize]
    }
    /// The rapid crossed when entering `space`, if any.
    pub fn rapid_at(&self, space: u8) -> Option<usize> {
        match self.index.rapid_at.get(space as usize) {
            Some(&i) if i != u8::MAX => Some(i as usize),
            _ => None,
        }
    }

    /// Spectators printed on the audience-disc section facing main-square
    /// `field` when the disc has been turned `rotation` times clockwise
    /// (section i faces field i at rotation 0); `purple`: module 4's side.
    pub fn printed_spectators(&self, purple: bool, rotation: u8, field: u8) -> u8 {
        let disc = if purple {
            &self.audience_disc.purple
        } else {
            &self.audience_disc.pink
        };
        let n = disc.len();
        if n == 0 {
            return 0;
        }
        disc[(field as usize + n - rotation as usize % n) % n]
    }

    /// Segment (1..=5) of a staircase step.
    pub fn segment(&self, step: u8) -> u8 {
        1 + self
            .staircase
            .thresholds
            .iter()
            .filter(|&&t| step >= t)
            .count() as u8
    }

    /// Total goods keshis a luxury good costs.
    pub fn luxury_cost_total(&self, id: LuxuryId) -> u8 {
        self.luxury(id).cost.iter().sum()
    }

    fn build_index(&mut self) {
        fn by_id(ids: impl Iterator<Item = u8>) -> Vec<u8> {
            let ids: Vec<u8> = ids.collect();
            let max = ids.iter().copied().max().unwrap_or(0) as usize;
            let mut v = vec![u8::MAX; max + 1];
            for (i, id) in ids.iter().enumerate() {
                v[*id as usize] = i as u8;
            }
            v
        }
        let mut idx = Index {
            line_space: by_id(self.line_spaces.iter().map(|s| s.id)),
            scroll: by_id(self.scrolls.iter().map(|s| s.id)),
            oasis: by_id(self.oases.iter().map(|s| s.id)),
            luxury: by_id(self.luxury_goods.iter().map(|s| s.id)),
            provision: by_id(self.provision_tiles.iter().map(|s| s.id)),
            river_tile: by_id(self.river_tiles.iter().map(|s| s.face)),
            office: by_id(self.exchange_offices.iter().map(|s| s.id)),
            rapid_at: vec![u8::MAX; self.river.jetty as usize + 1],
            gate_space_of: [u8::MAX; 9],
            ..Index::default()
        };
        for (i, l) in self.lines.iter().enumerate() {
            idx.line[l.palace as usize - 1][l.mosque as usize - 1] = i as u8;
        }
        for (i, r) in self.river.rapids.iter().enumerate() {
            idx.rapid_at[r.space as usize] = i as u8;
        }
        for (i, g) in self.gate_spaces.iter().enumerate() {
            idx.gate_space_of[g.sector.index()] = i as u8;
        }
        for s in &self.scrolls {
            idx.scroll_terms[s.ty.index()] = (s.requirement, s.cost);
        }
        self.index = idx;
    }

    /// Checks the catalog against the books' component lists.
    pub fn validate(&self) -> Result<(), CatalogError> {
        let r = &self.rules;
        if r.seasons.value != 3 || r.rounds_per_season.value != 4 {
            return bad("rules", "the game has 3 seasons of 4 rounds").into_err();
        }
        if r.sector_capacity.value != 8 {
            return bad("rules.sector_capacity", "sectors hold 8 keshis").into_err();
        }
        if r.keshis_selected.value != 3 {
            return bad("rules.keshis_selected", "players select 3 keshis").into_err();
        }
        if r.resources_per_point.value == 0 {
            return bad("rules.resources_per_point", "must be at least 1").into_err();
        }
        r.check_ranges()?;
        if r.storage_keshi_colours.value.len() != 8 {
            return bad(
                "rules.storage_keshi_colours",
                "the bag holds 8 keshis, one of each colour except yellow, purple, orange and brown",
            )
            .into_err();
        }
        // River.
        let river = &self.river;
        if river.jetty < 2 || river.jetty > 60 {
            return bad("river.jetty", "implausible river length").into_err();
        }
        if river.crocodile == 0 || river.crocodile >= river.jetty {
            return bad("river.crocodile", "must lie between start and jetty").into_err();
        }
        if river.docking_points.len() < 4 {
            return bad("river.docking_points", "4 fishermen must be able to dock").into_err();
        }
        if river.rapids.len() < 3 {
            return bad("river.rapids", "at least 3 rapids (lazy Paschabot)").into_err();
        }
        let mut last = 0;
        for (i, rp) in river.rapids.iter().enumerate() {
            if rp.space <= last || rp.space >= river.jetty {
                return bad(
                    format!("river.rapids[{i}]"),
                    "rapids must be in increasing order between start and jetty",
                )
                .into_err();
            }
            last = rp.space;
            check_bonus(&format!("river.rapids[{i}]"), &rp.bonus)?;
        }
        // Staircases.
        let st = &self.staircase;
        if st.final_step != 16 {
            return bad(
                "staircase.final_step",
                "desert towns 04/05: at most 16 steps to the final space",
            )
            .into_err();
        }
        if !st.thresholds.windows(2).all(|w| w[0] < w[1])
            || st.thresholds[0] == 0
            || st.thresholds[3] >= st.final_step
        {
            return bad(
                "staircase.thresholds",
                "4 increasing thresholds below the final space",
            )
            .into_err();
        }
        if st.thresholds[2] != 11 {
            return bad(
                "staircase.thresholds",
                "desert town 05 example: the 4th segment starts at step 11",
            )
            .into_err();
        }
        if st.sultan_start == 0
            || st.sultan_start >= st.final_step
            || st.imam_start == 0
            || st.imam_start >= st.final_step
        {
            return bad("staircase.sultan_start", "must lie on the staircase").into_err();
        }
        // Line network.
        let mut ids = BTreeSet::new();
        for s in &self.line_spaces {
            if !ids.insert(s.id) {
                return bad(format!("line_spaces id {}", s.id), "duplicate id").into_err();
            }
            check_bonus(&format!("line_spaces id {}", s.id), &s.bonus)?;
        }
        let count = |p: LineSpacePlace| self.line_spaces.iter().filter(|s| s.place == p).count();
        if count(LineSpacePlace::Coverable) != 12
            || count(LineSpacePlace::Top) != 2
            || count(LineSpacePlace::Bottom) != 1
            || count(LineSpacePlace::PalaceSide) != 5
            || count(LineSpacePlace::MosqueSide) != 5
        {
            return bad(
                "line_spaces",
                "need 5 spaces next to each staircase, 12 coverable, 2 top and 1 bottom space",
            )
            .into_err();
        }
        if self.lines.len() != 25 {
            return bad("lines", "25 lines, one per pair of segments").into_err();
        }
        let mut pairs = BTreeSet::new();
        for l in &self.lines {
            let name = format!("lines ({}, {})", l.palace, l.mosque);
            if !(1..=5).contains(&l.palace) || !(1..=5).contains(&l.mosque) {
                return bad(name, "segments are 1..=5").into_err();
            }
            if !pairs.insert((l.palace, l.mosque)) {
                return bad(name, "duplicate line").into_err();
            }
            if l.spaces.is_empty() {
                return bad(name, "a line passes at least one space").into_err();
            }
            for sid in &l.spaces {
                if !ids.contains(sid) {
                    return bad(name, format!("unknown space {sid}")).into_err();
                }
            }
        }
        // Workshops and gates.
        if self.workshops.len() != 4 {
            return bad("workshops", "4 workshops").into_err();
        }
        let w = &self.workshops;
        if (w[0].price, w[0].points) != (0, -3)
            || (w[1].price, w[1].points) != (1, 1)
            || w[2].points != 3
            || (w[3].price, w[3].points) != (3, 7)
        {
            return bad("workshops", "printed values are 0/-3, 1/+1, ?/+3, 3/+7").into_err();
        }
        let total: u32 = self.gates.iter().map(|g| g.count as u32).sum();
        if total != 32 {
            return bad("gates", "32 city gates").into_err();
        }
        for g in &self.gates {
            let expected = match g.colour {
                Colour::Purple | Colour::Orange | Colour::Yellow | Colour::Beige => 2,
                _ => 3,
            };
            if g.count != expected {
                return bad(
                    format!("gates {}", g.colour),
                    format!("the box has {expected}"),
                )
                .into_err();
            }
        }
        if self
            .gates
            .iter()
            .map(|g| g.colour)
            .collect::<BTreeSet<_>>()
            .len()
            != 12
        {
            return bad("gates", "one entry per colour").into_err();
        }
        if self.gate_spaces.len() != 8 {
            return bad("gate_spaces", "8 gate spaces per board").into_err();
        }
        let sectors: BTreeSet<_> = self.gate_spaces.iter().map(|g| g.sector).collect();
        if sectors.len() != 8 || sectors.contains(&Sector::Medina) {
            return bad(
                "gate_spaces",
                "one gate space in front of each sector but the medina",
            )
            .into_err();
        }
        // Main square.
        if self.main_square_fields.len() != 8 {
            return bad("main_square_fields", "8 entertainer fields").into_err();
        }
        for (i, f) in self.main_square_fields.iter().enumerate() {
            check_bonus(&format!("main_square_fields[{i}]"), &f.bonus)?;
        }
        if self.audience_disc.pink.len() != 8 {
            return bad("audience_disc.pink", "8 sections").into_err();
        }
        // Sahara and storage.
        if self.oasis_slots.len() != 6 {
            return bad("oasis_slots", "6 oasis slots").into_err();
        }
        for path in [SaharaPath::Left, SaharaPath::Right] {
            for pos in 1..=3 {
                let n = self
                    .oasis_slots
                    .iter()
                    .filter(|s| s.path == path && s.position == pos)
                    .count();
                if n != 1 {
                    return bad(
                        format!("oasis_slots {path:?} {pos}"),
                        "each long path has positions 1, 2, 3",
                    )
                    .into_err();
                }
            }
        }
        if self.storage_spaces.len() != 6 {
            return bad("storage_spaces", "6 oasis storage spaces").into_err();
        }
        let keshi_spaces = self
            .storage_spaces
            .iter()
            .filter(|s| s.icon == StorageIcon::Keshi)
            .count() as u8;
        let two_p = self
            .storage_spaces
            .iter()
            .filter(|s| s.icon == StorageIcon::KeshiTwoPlayers)
            .count() as u8;
        if keshi_spaces != r.storage_keshis.value
            || keshi_spaces + two_p != r.storage_keshis_two_players.value
        {
            return bad(
                "storage_spaces",
                "keshi spaces must match the number of storage keshis drawn",
            )
            .into_err();
        }
        if self.storage_spaces[0].icon != StorageIcon::Keshi {
            return bad(
                "storage_spaces[0]",
                "Sarah's example: the first storage space holds a keshi",
            )
            .into_err();
        }
        check_bonus("start_oasis.right", &self.start_oasis.right)?;
        check_bonus("start_oasis.left", &self.start_oasis.left)?;
        // Scrolls.
        if self.scrolls.len() != 72 {
            return bad("scrolls", "72 scrolls").into_err();
        }
        let mut seen = BTreeSet::new();
        for s in &self.scrolls {
            let name = format!("scroll {:02}", s.id);
            if !(1..=72).contains(&s.id) || !seen.insert(s.id) {
                return bad(name, "ids are 1..=72, each once").into_err();
            }
            let (ty, req, cost) = match s.id {
                1..=21 => (ScrollType::Gray, 1, 1),
                22..=42 => (ScrollType::Yellow, 3, 1),
                43..=60 => (ScrollType::Pink, 5, 2),
                _ => (ScrollType::Orange, 7, 3),
            };
            if s.ty != ty || s.requirement != req || s.cost != cost {
                return bad(
                    name,
                    format!("{ty:?} scrolls need {req} scholars and {cost} dates"),
                )
                .into_err();
            }
            let timing_ok = match s.effect {
                ScrollEffect::Perk { perk } => match perk {
                    Perk::RapidsAtSeasonScoring => s.timing == Timing::SeasonEnd,
                    Perk::AllRapidBonuses => s.timing == Timing::RoundEnd,
                    _ => s.timing == Timing::Permanent,
                },
                _ => s.timing == Timing::Instant,
            };
            if !timing_ok {
                return bad(name, "timing does not fit the effect").into_err();
            }
            if let ScrollEffect::GoodsKeshis { colours } = s.effect {
                if !colours.iter().all(|c| c.is_goods()) {
                    return bad(name, "goods scrolls give goods keshis").into_err();
                }
            }
        }
        let perks: Vec<Perk> = self
            .scrolls
            .iter()
            .filter_map(|s| match s.effect {
                ScrollEffect::Perk { perk } => Some(perk),
                _ => None,
            })
            .collect();
        if perks.iter().collect::<BTreeSet<_>>().len() != perks.len() {
            return bad("scrolls", "each lasting ability appears on one scroll").into_err();
        }
        // Oases.
        if self.oases.len() != 30 {
            return bad("oases", "30 oases").into_err();
        }
        let mut seen = BTreeSet::new();
        for o in &self.oases {
            if !(1..=30).contains(&o.id) || !seen.insert(o.id) {
                return bad(format!("oasis {:02}", o.id), "ids are 1..=30, each once").into_err();
            }
        }
        // River tiles.
        if self.river_tiles.len() != 18 {
            return bad("river_tiles", "9 double-sided tiles, 18 faces").into_err();
        }
        let mut seen = BTreeSet::new();
        for t in &self.river_tiles {
            let name = format!("river tile {:02}", t.face);
            if !(1..=18).contains(&t.face) || !seen.insert(t.face) {
                return bad(name, "faces are 1..=18, each once").into_err();
            }
            if !(1..=3).contains(&t.season) {
                return bad(name, "season icon 1..=3").into_err();
            }
            let partner = if t.face % 2 == 1 {
                t.face + 1
            } else {
                t.face - 1
            };
            if let Some(p) = self.river_tiles.iter().find(|x| x.face == partner) {
                if p.season != t.season {
                    return bad(name, "both faces of a tile carry the same season icon").into_err();
                }
            }
        }
        for season in 1..=3 {
            let n = self
                .river_tiles
                .iter()
                .filter(|t| t.season == season)
                .count();
            if n != 6 {
                return bad(
                    format!("river tiles of season {season}"),
                    "3 tiles per season icon",
                )
                .into_err();
            }
        }
        // Provision tiles.
        if self.provision_tiles.len() != 12 {
            return bad("provision_tiles", "12 provision tiles").into_err();
        }
        check_ids(
            self.provision_tiles.iter().map(|p| p.id),
            12,
            "provision tile",
        )?;
        // Luxury goods.
        if self.luxury_goods.len() != 25 {
            return bad("luxury_goods", "25 luxury goods").into_err();
        }
        check_ids(self.luxury_goods.iter().map(|p| p.id), 25, "luxury good")?;
        for k in LuxuryKind::ALL {
            if self.luxury_goods.iter().filter(|l| l.luxury == k).count() != 5 {
                return bad(format!("luxury goods {k:?}"), "5 of each kind").into_err();
            }
        }
        for l in &self.luxury_goods {
            if l.cost.iter().sum::<u8>() == 0 {
                return bad(format!("luxury good {:02}", l.id), "costs at least 1 keshi")
                    .into_err();
            }
        }
        // Exchange offices: 6 base + 6 of module 3.
        let base_offices = self
            .exchange_offices
            .iter()
            .filter(|o| !o.expansion)
            .count();
        if base_offices != 6 || self.exchange_offices.len() != 12 {
            return bad(
                "exchange_offices",
                "6 base exchange offices and 6 of module 3",
            )
            .into_err();
        }
        check_ids(
            self.exchange_offices.iter().map(|p| p.id),
            12,
            "exchange office",
        )?;
        for o in &self.exchange_offices {
            let ok_back = match o.back_of {
                None => !o.expansion,
                Some(b) => {
                    o.expansion
                        && self
                            .exchange_offices
                            .iter()
                            .any(|x| x.id == b && !x.expansion)
                }
            };
            if !ok_back {
                return bad(
                    format!("exchange office {}", o.id),
                    "module 3 offices are printed on the back of a base office (Essential)",
                )
                .into_err();
            }
        }
        // Module 1, 4, 5 components.
        if self.staircase_tiles.len() != 20 {
            return bad("staircase_tiles", "20 double-sided staircase tiles").into_err();
        }
        check_ids(
            self.staircase_tiles.iter().map(|t| t.id),
            20,
            "staircase tile",
        )?;
        for t in &self.staircase_tiles {
            for b in &t.faces {
                check_bonus(&format!("staircase tile {}", t.id), b)?;
            }
        }
        if r.staircase_tiles_drawn.value != 12 {
            return bad("rules.staircase_tiles_drawn", "12 spaces are covered").into_err();
        }
        if self.audience_disc.purple.len() != 8
            || !self.audience_disc.purple.contains(&0)
            || !self.audience_disc.purple.contains(&4)
        {
            return bad(
                "audience_disc.purple",
                "8 sections, one with 0 and one with 4 spectators",
            )
            .into_err();
        }
        if self.desert_towns.len() != 12 {
            return bad("desert_towns", "12 desert towns").into_err();
        }
        check_ids(self.desert_towns.iter().map(|t| t.id), 12, "desert town")?;
        if r.desert_towns_drawn.value.len() != 3 {
            return bad(
                "rules.desert_towns_drawn",
                "one count per player number 2-4",
            )
            .into_err();
        }
        if (r.exchange_offices_drawn.value as usize) < r.seasons.value as usize {
            return bad(
                "rules.exchange_offices_drawn",
                "one exchange office per season",
            )
            .into_err();
        }
        self.validate_paschabot()
    }

    fn validate_paschabot(&self) -> Result<(), CatalogError> {
        let pb = &self.paschabot;
        let rows: BTreeSet<Sector> = pb.rows.iter().copied().collect();
        if pb.rows.len() != 9 || rows.len() != 9 {
            return bad("paschabot.rows", "one row per sector").into_err();
        }
        if pb.main_square.len() != 8 || pb.date_orchard.len() != 8 {
            return bad(
                "paschabot.main_square",
                "8 printed bonuses on the entertainer and date-picker rows",
            )
            .into_err();
        }
        for b in pb.main_square.iter().chain(&pb.date_orchard) {
            check_bonus("paschabot bonus", b)?;
        }
        if pb.new_tile_at_caravan != [3, 5, 7] {
            return bad(
                "paschabot.new_tile_at_caravan",
                "003: the 3rd, 5th and 7th caravan reveal a strategy tile",
            )
            .into_err();
        }
        if pb.madrasa.is_empty() || pb.madrasa.last().is_some_and(|m| m.min_scholars != 0) {
            return bad(
                "paschabot.madrasa",
                "the last option must apply with 0 scholars",
            )
            .into_err();
        }
        if pb.strategy_tiles.len() != 15 || pb.base_tiles != 10 {
            return bad(
                "paschabot.strategy_tiles",
                "15 strategy tiles, 1-10 always used",
            )
            .into_err();
        }
        check_ids(pb.strategy_tiles.iter().map(|t| t.id), 15, "strategy tile")?;
        for t in &pb.strategy_tiles {
            if t.icons.is_empty() {
                return bad(format!("strategy tile {}", t.id), "shows keshi icons").into_err();
            }
        }
        if pb.lazy_ladder.len() != 4 {
            return bad("paschabot.lazy_ladder", "4 levels").into_err();
        }
        Ok(())
    }
}

trait IntoErr {
    fn into_err(self) -> Result<(), CatalogError>;
}
impl IntoErr for CatalogError {
    fn into_err(self) -> Result<(), CatalogError> {
        Err(self)
    }
}

fn check_ids(ids: impl Iterator<Item = u8>, n: u8, what: &str) -> Result<(), CatalogError> {
    let mut seen = BTreeSet::new();
    for id in ids {
        if !(1..=n).contains(&id) || !seen.insert(id) {
            return Err(bad(
                format!("{what} {id:02}"),
                format!("ids are 1..={n}, each once"),
            ));
        }
    }
    Ok(())
}

fn check_bonus(entry: &str, b: &Bonus) -> Result<(), CatalogError> {
    let ok = match *b {
        Bonus::Points { n } => n > 0,
        Bonus::Resources {
            water,
            dates,
            dinars,
        } => water as u16 + dates as u16 + dinars as u16 > 0,
        Bonus::AnyResources { n } | Bonus::Goods { n } | Bonus::RiverSteps { n } => n > 0,
        Bonus::AnyKeshis { n } => (1..=2).contains(&n),
        Bonus::StairSteps { n, .. } | Bonus::EitherStair { n } => n > 0,
        Bonus::Keshi { .. } => true,
    };
    if ok {
        Ok(())
    } else {
        Err(bad(entry, "a bonus must give something"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embedded_catalog_is_valid() {
        let c = Catalog::from_toml(EMBEDDED_TOML).unwrap();
        assert_eq!(c.scrolls.len(), 72);
        assert_eq!(c.segment(0), 1);
        assert_eq!(c.segment(11), 4);
        assert_eq!(c.segment(16), 5);
    }

    #[test]
    fn invalid_catalog_names_the_entry() {
        let broken = EMBEDDED_TOML.replacen("requirement = 7", "requirement = 6", 1);
        match Catalog::from_toml(&broken) {
            Err(CatalogError::Invalid { entry, .. }) => assert!(entry.starts_with("scroll")),
            other => panic!("expected an invalid scroll entry, got {other:?}"),
        }
        assert!(matches!(
            Catalog::from_toml("not toml ["),
            Err(CatalogError::Parse(_))
        ));
    }

    /// A value the engine cannot play (no keshi to claim, a score beyond the
    /// pad) is refused by name; values within range play.
    #[test]
    fn rule_values_out_of_range_are_refused() {
        for (from, to, entry) in [
            (
                "claim_max = { value = 2,",
                "claim_max = { value = 0,",
                "rules.claim_max",
            ),
            (
                "start_score = { value = 10,",
                "start_score = { value = 32767,",
                "rules.start_score",
            ),
            (
                "best_oases = { value = 3,",
                "best_oases = { value = 4,",
                "rules.best_oases",
            ),
        ] {
            assert!(EMBEDDED_TOML.contains(from), "{from}");
            match Catalog::from_toml(&EMBEDDED_TOML.replacen(from, to, 1)) {
                Err(CatalogError::Invalid { entry: e, .. }) => assert_eq!(e, entry),
                other => panic!("{to}: expected {entry} refused, got {other:?}"),
            }
        }
        let one = EMBEDDED_TOML.replacen("claim_max = { value = 2,", "claim_max = { value = 1,", 1);
        assert_eq!(
            Catalog::from_toml(&one).map(|c| c.rules.claim_max.value),
            Ok(1)
        );
    }
}
