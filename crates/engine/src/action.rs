//! Decisions the engine asks for and the actions that answer them.

use crate::bounded::BVec;
use crate::types::*;
use serde::{Deserialize, Serialize};

/// A question the engine asks one player. Each has an enumerable list of
/// legal [`Action`]s.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
/// Exhaustive on purpose (issue 27): every front end texts every decision,
/// so a new decision without its texts does not compile.
pub enum Decision {
    /// Setup: place the drawn storage keshis on the keshi spaces, in any order.
    ArrangeStorageKeshis,
    /// Setup: place the audience disc "in any orientation they like".
    OrientAudienceDisc,
    /// Turn one face-down provision tile face up (setup and after seasons 1, 2).
    ActivateProvisionTile,
    /// Phase 1: choose 3 keshis from behind the screen, in secret.
    SelectKeshis,
    /// Phase 1: where the assistant of the red (wild) keshi goes.
    PlaceWildAssistant,
    /// Phase 2: claim keshis from the tower base.
    ClaimKeshis,
    /// Deploy one of the keshis set aside next to the board (Essential
    /// exchange after the claims; keshis from city gates).
    DeployHeldKeshi,
    /// Phase 3: use one of the remaining assistants.
    UseAssistant,
    /// Deploying an entertainer: which free main-square field.
    PlaceEntertainer,
    /// Deploying a caravan: which Sahara path.
    PlaceCaravan,
    /// Deploying a water vendor: which sector.
    PlaceWaterVendor,
    /// Choose the colour of `count` goods keshis (all the same colour).
    GoodsColour { count: u8 },
    /// Choose the colour of `count` keshis to take and deploy.
    KeshiColour {
        count: u8,
        /// Colours offered.
        allowed: ColourSet,
        /// Set aside next to the board instead of deploying now (city gates).
        hold: bool,
    },
    /// Choose `count` resources.
    TakeResources { count: u8 },
    /// Date orchard with scrolls 23–25: what each of `n` dates becomes.
    DateHarvest { n: u8 },
    /// After moving: buy further steps (water on the river; dates/water or a
    /// free step on a staircase), or stop.
    ExtraStep {
        track: Track,
        /// Scroll 48's free step is still available in this move.
        free_step: bool,
    },
    /// Choose a line bonus; `picks` more to choose, `taken` = spaces taken.
    LineBonus { line: u8, picks: u8, taken: u32 },
    /// Phase 4: choose the bonus of one crossed rapid.
    RapidBonus,
    /// The souk action of one assistant.
    Souk { mode: SoukMode },
    /// Main square: choose the field of one of your entertainers.
    ChooseEntertainer,
    /// The madrasa action: buy scrolls.
    Madrasa {
        /// Scholars not yet used for a scroll in this action.
        scholars: u8,
        /// After a refresh: the next scroll must be one of these.
        must_buy: Option<ScrollType>,
    },
    /// The medina action: buy city gates.
    Medina,
    /// Build the bought gate on a free gate space.
    BuildGate { colour: Colour },
    /// The Sahara action: claim discovered oases.
    Sahara,
    /// Claim up to `left` discovered oases for free (scroll 62, tile 15).
    ClaimFreeOases { left: u8 },
    /// River tile 02: take one of the leftover oases.
    BonusOasis,
    /// The storage space just covered holds a keshi: deploy it or not.
    StorageKeshi { colour: Colour },
    /// Exchange icon: return one deployed keshi (then take another colour).
    StorageExchange,
    /// Take a scroll of this type from the display (scroll icon: yellow,
    /// free; scroll 58: orange for 1 date).
    TakeScroll { ty: ScrollType, dates: u8 },
    /// Perform a sector action of your choice (scroll 53, river tile 01).
    ChooseSectorAction,
    /// Steps on the palace or the mosque staircase (river tile 11, scroll 55).
    ChooseStair { steps: u8, then_other: u8 },
    /// Scroll 71: score one claimed oasis now.
    ScoreOasis,
    /// Oases 19–21 scored now: how many resources to return.
    ReturnForOasis {
        oasis: OasisId,
        resource: Resource,
        max: u8,
    },
    /// Scroll 72: return resources, 2 points each.
    ReturnResources { points_each: u8 },
    /// The river leader chooses an option of a two-option tile (R9).
    RiverTileOption,
    /// Provisioning with scroll 44 available.
    Provisioning,
    /// Module 2: which goods keshi the imam saves on this luxury good.
    LuxuryDiscount { slot: u8 },
    /// New luxury goods: the keshi returned from the board for the hunting
    /// falcon in shop `slot` (`free`: desert town 11, no goods keshis).
    FalconKeshi { slot: u8, free: bool },
    /// New luxury goods, a racing saddle: claim 1 discovered oasis,
    /// `discount` resources less.
    DiscountedOasis { discount: u8 },
    /// New luxury goods, a hunting falcon: exchange own resources for others.
    SwapResources,
    /// Any main-square field's bonus `times` times, without an entertainer
    /// there (a hunting falcon).
    FieldBonus { times: u8 },
    /// Module 5: choose a desert town from the display for town space
    /// `space` (0 left, 1 right).
    ChooseDesertTown { space: u8 },
    /// Desert town 10: take any face-up scroll, free.
    FreeScroll,
    /// Desert town 11: take any face-up luxury good, free.
    FreeLuxury,
    /// Desert town 12: take any city gate, no dinars.
    FreeGate,
    /// Camel race: a gained keshi goes to the board or the spectator area.
    KeshiDestination { colour: Colour },
    /// Camel race: pay the bridge ahead (`Accept`) or stop before it.
    CamelBridge {
        /// Steps left, the bridge's included.
        steps: u8,
    },
    /// Camel race, reward phase: buy rewards with spectators, or `Done`.
    CamelRewards,
    /// Split `n` steps among the allowed tracks.
    SplitSteps { n: u8, tracks: Tracks },
    /// Any main-square field's bonus, `times` times (no entertainer needed).
    SpectatorBonus { times: u8 },
    /// Camel race reward in season 3: either option of the river tile.
    CamelRiverOption,
    /// Choose the stack of the display to search.
    SearchStack { search: StackSearch },
    /// Take a tile from the searched stack (its tiles are the legal
    /// actions, seen by the searcher only).
    StackSearched { search: StackSearch, stack: u8 },
    /// Nomads: where the nomad just taken goes; `from_supply`: a free nomad
    /// still on the nomad board (not the claimed one).
    PlaceNomad { from_supply: bool },
    /// Special buildings: keep one of the buildings drawn.
    ChooseBuilding,
    /// Special buildings: keep one of the yellow scrolls drawn at the start.
    ChooseStartScroll,
    /// Library: search a stack of scrolls of type `ty`, or `Done`.
    LibraryStack { ty: ScrollType },
    /// Library: take a scroll from stack `stack`, or `Done`.
    LibraryScroll { ty: ScrollType, stack: u8 },
    /// Barracks: a city gate of the first workshop before the start.
    BarracksGate,
    /// Pavilion: a free tajine from the luxury goods before the start.
    PavilionLuxury,
    /// Setup, new provision tiles: keep 3 of the 5 tiles drawn.
    ChooseProvisionTiles,
    /// New provision tiles: any main-square field's bonus `times` times (a
    /// moderate tile at the start of a season).
    ProvisionFieldBonus { times: u8 },
    /// New provision tiles: exchange 1 keshi (`first_season`: at the start
    /// of season 1, also a keshi of the oasis bonus track).
    ProvisionExchange { first_season: bool },
    /// New provision tiles: the keshi taken for the one returned (another
    /// colour).
    ExchangedKeshi { returned: Colour },
    /// New provision tiles, the nomad tile at a season's start: move 1
    /// nomad for free, or `Done`.
    ProvisionNomadMove,
}

/// The three tracks a pawn moves on.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Track {
    River,
    Palace,
    Mosque,
}

impl Track {
    pub fn stair(self) -> Option<Stair> {
        match self {
            Track::Palace => Some(Stair::Palace),
            Track::Mosque => Some(Stair::Mosque),
            Track::River => None,
        }
    }
    pub fn of_stair(s: Stair) -> Track {
        match s {
            Stair::Palace => Track::Palace,
            Stair::Mosque => Track::Mosque,
        }
    }
}

/// What one souk assistant is doing.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SoukMode {
    /// Nothing done yet: exchange or buy.
    Start,
    /// Exchanged once; more only with scroll 46.
    Exchanging,
    /// Bought once; more only with scroll 34.
    Buying,
}

/// The two options of an assistant.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum AssistantOption {
    /// Take one keshi of the sector's colour (a goods colour in the souk).
    NewKeshi { colour: Colour },
    /// Perform the sector action.
    SectorAction,
}

/// How an extra step is paid.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StepPayment {
    /// 1 water (river: always; staircases: scroll 27).
    Water,
    /// 1 date (staircases: scroll 26).
    Date,
    /// Scroll 48's extra step.
    Free,
}

/// A keshi deployed on the board, for the exchange icon. (`Default` only
/// so fixed-size lists can hold it.)
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize, Default)]
#[serde(tag = "kind", rename_all = "snake_case")]
#[non_exhaustive]
pub enum BoardKeshi {
    /// Lower the marker (one keshi) of river, date orchard, mosque, palace
    /// or madrasa.
    Marker { sector: Sector },
    /// The entertainer on a main-square field.
    Entertainer { field: u8 },
    /// A guard on the watchtower (not committed to a gate).
    #[default]
    Guard,
    /// The water vendor of a sector.
    WaterVendor { sector: Sector },
    /// Module 5, Classic: the caravan on the desert-town space of a path (it
    /// stands next to a desert town, not an oasis).
    Caravan { path: SaharaPath },
}

impl BoardKeshi {
    pub fn colour(self) -> Colour {
        match self {
            BoardKeshi::Marker { sector } => sector.colour().unwrap_or(Colour::Red),
            BoardKeshi::Entertainer { .. } => Colour::Pink,
            BoardKeshi::Guard => Colour::Beige,
            BoardKeshi::WaterVendor { .. } => Colour::Red,
            BoardKeshi::Caravan { .. } => Colour::Brown,
        }
    }

    /// The sector the board space belongs to.
    pub fn sector(self) -> Sector {
        match self {
            BoardKeshi::Marker { sector } | BoardKeshi::WaterVendor { sector } => sector,
            BoardKeshi::Entertainer { .. } => Sector::MainSquare,
            BoardKeshi::Guard => Sector::Medina,
            BoardKeshi::Caravan { .. } => Sector::Sahara,
        }
    }
}

/// An answer to a [`Decision`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case", deny_unknown_fields)]
/// Exhaustive on purpose (issue 27): a new action without its texts does
/// not compile.
pub enum Action {
    ArrangeStorage {
        keshis: BVec<Colour, 3>,
    },
    OrientDisc {
        rotation: u8,
    },
    ActivateProvision {
        slot: u8,
    },
    /// Three different colours from behind the screen, in ascending order.
    Select {
        keshis: [Colour; 3],
    },
    PlaceAssistant {
        sector: Sector,
    },
    /// Take `count` (1 or 2) keshis of one colour.
    Claim {
        colour: Colour,
        count: u8,
    },
    /// Scroll 61: two keshis of different colours.
    ClaimPair {
        first: Colour,
        second: Colour,
    },
    DeployHeld {
        colour: Colour,
    },
    UseAssistant {
        sector: Sector,
        option: AssistantOption,
    },
    PlaceEntertainer {
        field: u8,
    },
    PlaceCaravan {
        path: SaharaPath,
    },
    PlaceWaterVendor {
        sector: Sector,
    },
    ChooseColour {
        colour: Colour,
    },
    TakeResources {
        resources: Resources,
    },
    /// Date orchard with scrolls 23–25: how the harvest is split.
    Harvest {
        dates: u8,
        water: u8,
        dinars: u8,
        points: u8,
    },
    ExtraStep {
        pay: StepPayment,
    },
    LineBonus {
        space: u8,
    },
    RapidBonus {
        rapid: u8,
    },
    /// Souk: return one goods keshi at the exchange office.
    ExchangeGoods {
        colour: Colour,
    },
    /// Souk: buy the face-up luxury good in `slot`.
    BuyLuxury {
        slot: u8,
    },
    /// The bonus of main-square field `field` (no entertainer needed).
    TakeFieldBonus {
        field: u8,
    },
    ChooseEntertainer {
        field: u8,
    },
    /// Madrasa: pay to replace the visible scrolls of a type (R4).
    RefreshScrolls {
        ty: ScrollType,
        pay: Resources,
    },
    /// Madrasa: buy the face-up scroll of a type in `slot`.
    BuyScroll {
        ty: ScrollType,
        slot: u8,
    },
    /// Take a face-up scroll without the madrasa action.
    TakeScroll {
        ty: ScrollType,
        slot: u8,
    },
    BuyGate {
        workshop: u8,
        colour: Colour,
        pay: Resources,
    },
    BuildGate {
        space: u8,
    },
    /// Claim the oasis on Sahara slot `slot` (0..6: left 1-3, right 1-3).
    ClaimOasis {
        slot: u8,
        pay: Resources,
    },
    TakeBonusOasis {
        index: u8,
    },
    /// Yes to an optional gain.
    Accept,
    ReturnKeshi {
        keshi: BoardKeshi,
    },
    ChooseSector {
        sector: Sector,
    },
    ChooseStair {
        stair: Stair,
    },
    /// Score the claimed oasis at storage position `index`.
    ScoreOasis {
        index: u8,
    },
    Count {
        n: u8,
    },
    ReturnResource {
        resource: Resource,
    },
    ChooseOption {
        option: u8,
    },
    Provision {
        alternative: bool,
        pay: Resources,
    },
    /// Module 5: take the desert town at `index` of the display.
    TakeDesertTown {
        index: u8,
    },
    /// Module 5: claim the desert town on town space `space` (0 left, 1
    /// right) for 1 yellow + 1 orange + 1 purple.
    ClaimDesertTown {
        space: u8,
    },
    /// Camel race: deploy the gained keshi on the board as usual.
    ToBoard,
    /// Camel race: place the gained keshi in the spectator area.
    ToSpectatorArea,
    /// Camel race: buy offer `offer` of the active reward tile with these
    /// spectators (the shown colour and the further ones, R25).
    BuyCamelReward {
        offer: u8,
        keshis: ColourSet,
    },
    /// Camel race: return a keshi of the tile's dung colour, discard 1 dung.
    DiscardCamelDung,
    /// Steps on the river, the palace and the mosque staircase.
    SplitSteps {
        river: u8,
        palace: u8,
        mosque: u8,
    },
    /// Search stack `stack` of the display (scrolls 0..3, goods 0..5).
    SearchStack {
        stack: u8,
    },
    /// Take this scroll from the searched stack.
    TakeScrollFromStack {
        scroll: ScrollId,
    },
    /// Take this luxury good from the searched stack, paying these goods
    /// keshis (yellow, purple, orange).
    TakeLuxuryFromStack {
        luxury: LuxuryId,
        pay: [u8; 3],
    },
    /// Special buildings: keep this building of the two drawn.
    KeepBuilding {
        building: u8,
    },
    /// Keep or take this scroll (the start draft, the library).
    KeepScroll {
        scroll: ScrollId,
    },
    /// Pavilion: take this luxury good from the display or a stack.
    TakeLuxury {
        luxury: LuxuryId,
    },
    /// Finish a repeated action, or decline an optional one.
    Done,
    /// Nomads: take the tower base's nomad (paid at once).
    ClaimNomad,
    /// Nomads: put a nomad on a keshi or water-vendor space.
    PlaceNomad {
        spot: BoardKeshi,
    },
    /// Nomads: move a nomad to another sector before using assistants.
    MoveNomad {
        from: BoardKeshi,
        to: BoardKeshi,
    },
    /// New provision tiles, setup: play with these 3 of the 5 drawn.
    KeepProvisionTiles {
        tiles: [ProvisionId; 3],
    },
    /// New provision tiles, start of season 1: the keshi on storage space
    /// `space` of the oasis bonus track becomes one of `colour`.
    SwapStorageKeshi {
        space: u8,
        colour: Colour,
    },
    /// New provision tiles with the camel race: exchange a keshi of the
    /// spectator area.
    ReturnSpectator {
        colour: Colour,
    },
    /// New provision tiles with the camel race: the exchanged keshi goes to
    /// the spectator area (the camel does not move).
    Spectate {
        colour: Colour,
    },
    /// Camel race with the nomads: buy offer `offer` with these coloured
    /// spectators and a nomad of the spectator area ("Sie zählen als eigene
    /// Farbe und können für Belohnungen eingetauscht werden").
    BuyCamelRewardWithNomad {
        offer: u8,
        keshis: ColourSet,
    },
    /// Camel race with the nomads: move a nomad of the spectator area to a
    /// sector ("gegen Bezahlung von 1 Dinar auch wieder in einen anderen
    /// Bezirk umgesetzt").
    MoveSpectatorNomad {
        to: BoardKeshi,
    },
}

/// Who must decide what now.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Pending {
    /// The players who must decide (several during secret selection and
    /// setup; empty when the game is over).
    pub players: Vec<(PlayerId, Decision)>,
}

impl Pending {
    pub fn is_empty(&self) -> bool {
        self.players.is_empty()
    }
    pub fn for_player(&self, p: PlayerId) -> Option<Decision> {
        self.players.iter().find(|(q, _)| *q == p).map(|(_, d)| *d)
    }
}

impl Action {
    /// Reads an action from its JSON, strictly: a key twice, or a field
    /// the action (or a value inside it) does not have, is an error, not
    /// ignored (serde alone lets one through on actions without fields and
    /// in their payloads).
    pub fn from_json(text: &str) -> Result<Action, ActionError> {
        let given =
            crate::json::parse_strict_json(text).map_err(|e| ActionError::Syntax(e.to_string()))?;
        Action::from_value(&given)
    }

    /// Reads an action from JSON already parsed (a game file's), as
    /// strictly as [`Action::from_json`].
    pub fn from_value(given: &serde_json::Value) -> Result<Action, ActionError> {
        let action: Action = serde_json::from_value(given.clone()).map_err(|e| {
            // serde names what it does not know in its message, and has no
            // other way to say so: this is the one place that reads it.
            let text = e.to_string();
            if text.starts_with("unknown field") || text.starts_with("unknown variant") {
                ActionError::Unknown(text)
            } else {
                ActionError::Invalid(text)
            }
        })?;
        let known =
            serde_json::to_value(action).map_err(|e| ActionError::Invalid(e.to_string()))?;
        if let Some(extra) = crate::json::unknown_field(given, &known) {
            return Err(ActionError::Unknown(format!("unknown field `{extra}`")));
        }
        Ok(action)
    }
}

/// Why a text is not an action.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ActionError {
    /// Not JSON.
    Syntax(String),
    /// An action, field or value name the engine does not know.
    Unknown(String),
    /// JSON that is no action: a missing field, a value of the wrong type.
    Invalid(String),
}

impl std::fmt::Display for ActionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ActionError::Syntax(m) | ActionError::Unknown(m) | ActionError::Invalid(m) => {
                f.write_str(m)
            }
        }
    }
}

impl std::error::Error for ActionError {}

/// Which tracks a split of steps may use.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
pub struct Tracks {
    pub river: bool,
    pub palace: bool,
    pub mosque: bool,
}

/// What a search looks for.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
#[non_exhaustive]
pub enum StackSearch {
    /// A scroll of this type, "ohne die geforderten grauen Keshis zu
    /// berücksichtigen oder die Dattel zu bezahlen".
    Scroll { ty: ScrollType },
    /// A luxury good, "3 Waren-Keshis weniger als verlangt" (`discount`).
    LuxuryGood { discount: u8 },
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An action with a field it does not have is refused, not half-read.
    #[test]
    fn actions_refuse_unknown_fields() {
        let ok: Action = serde_json::from_str(r#"{"action":"place_assistant","sector":"medina"}"#)
            .expect("a well-formed action");
        assert_eq!(
            ok,
            Action::PlaceAssistant {
                sector: Sector::Medina
            }
        );
        assert_eq!(Action::from_json(r#"{"action":"done"}"#), Ok(Action::Done));
        for bad in [
            r#"{"action":"place_assistant","sector":"medina","extra":1}"#,
            r#"{"action":"done","extra":1}"#,
            r#"{"action":"done"} trailing"#,
            r#"{"action":"place_assistant","sector":"nowhere"}"#,
        ] {
            assert!(Action::from_json(bad).is_err(), "{bad}");
        }
        let unknown = |t: &str| matches!(Action::from_json(t), Err(ActionError::Unknown(_)));
        assert!(unknown(r#"{"action":"done","extra":1}"#));
        assert!(unknown(r#"{"action":"fly"}"#));
        assert!(unknown(
            r#"{"action":"place_assistant","sector":"nowhere"}"#
        ));
        assert!(matches!(
            Action::from_json(r#"{"action":"done"} trailing"#),
            Err(ActionError::Syntax(_))
        ));
        assert!(matches!(
            Action::from_json(r#"{"action":"place_assistant","sector":3}"#),
            Err(ActionError::Invalid(_))
        ));
    }
}
