//! The complete game state: plain data, `Copy`, no heap.

mod expansion;
mod modules;
mod pascha;

pub use crate::types::ScoreCategory;
pub use expansion::*;
pub(crate) use modules::Layout;
pub use modules::{BuildingSide, ExchangeOffices, Modules, ModulesError, StaircaseTiles};
pub use pascha::{Difficulty, Opponent, Pascha, Solo, SoloView, BOT};

use crate::bounded::BVec;
use crate::catalog::Perk;
use crate::rng::Rng;
use crate::task::Task;
use crate::tower::{Tower, TowerModel};
use crate::types::*;
use serde::{Deserialize, Serialize};

/// Most tasks the agenda holds at once. Deeply nested bonuses (a line bonus
/// that deploys an entertainer whose field moves a pawn across a threshold…)
/// stay far below this.
pub const AGENDA_CAPACITY: usize = 48;

/// What an oasis tile on a Sahara slot shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OasisStatus {
    /// Face down: nobody knows it, not even its owner.
    #[default]
    Hidden,
    /// Turned face up by a caravan.
    Discovered,
    /// Claimed and moved to the storage.
    Claimed,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct OasisSlotState {
    pub oasis: OasisId,
    pub status: OasisStatus,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct ProvisionSlot {
    pub tile: ProvisionId,
    pub active: bool,
}

/// Scroll 57's water vendor next to the souk (R15).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SoukVendor {
    #[default]
    None,
    /// Placed this turn; pays from the player's next turn on.
    Placed,
    Active,
}

/// The set of scrolls a player owns.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct ScrollSet(pub u128);

impl ScrollSet {
    pub fn contains(self, id: ScrollId) -> bool {
        id.0 > 0 && id.0 <= 128 && self.0 & (1u128 << (id.0 - 1)) != 0
    }
    pub fn insert(&mut self, id: ScrollId) {
        if id.0 > 0 && id.0 <= 128 {
            self.0 |= 1u128 << (id.0 - 1);
        }
    }
    pub fn len(self) -> u32 {
        self.0.count_ones()
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// The scrolls in ascending order of id (one step per scroll held, not
    /// per possible id: the bots' evaluation calls this in every rollout).
    pub fn iter(self) -> impl Iterator<Item = ScrollId> {
        let mut rest = self.0;
        std::iter::from_fn(move || {
            if rest == 0 {
                return None;
            }
            let bit = rest.trailing_zeros();
            rest &= rest - 1;
            Some(ScrollId(bit as u8 + 1))
        })
    }
}

impl Serialize for ScrollSet {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for ScrollSet {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v: Vec<u8> = Vec::deserialize(d)?;
        let mut s = ScrollSet::default();
        for id in v {
            if id == 0 || id > 128 {
                return Err(serde::de::Error::custom(format!("bad scroll id {id}")));
            }
            s.insert(ScrollId(id));
        }
        Ok(s)
    }
}

/// Everything that belongs to one player.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Player {
    pub score: i16,
    /// Points by category; sums to `score`.
    pub score_by: [i16; ScoreCategory::COUNT],
    pub resources: Resources,
    /// Keshis behind the screen.
    pub screen: ColourSet,
    /// The 3 keshis chosen this round (hidden from others until revealed).
    pub selection: ColourSet,
    /// Sectors of the assistants placed this round.
    pub assistants: BVec<Sector, 3>,
    /// Bit i set: assistant i has been used.
    pub assistants_used: u8,
    /// Keshi counts (markers in the Essential edition) of river, date
    /// orchard, mosque, palace and madrasa, indexed by [`Sector`].
    pub markers: [u8; 9],
    /// Goods keshis in the souk: yellow, purple, orange.
    pub goods: [u16; 3],
    /// Main-square fields holding an entertainer (bit per field).
    pub entertainers: u8,
    /// Clockwise turns of the audience disc.
    pub disc_rotation: u8,
    /// Guards on the watchtower (not yet committed to a gate).
    pub watchtower: u8,
    /// The gate built on each gate space (its guard is committed there).
    pub gates: [Option<Colour>; 8],
    /// Caravans on the left path, the right path and the start oasis.
    pub caravans: [u8; 3],
    pub oasis_slots: [OasisSlotState; 6],
    /// Claimed oases in storage order (a 7th via river tile 02).
    pub storage: BVec<OasisId, 7>,
    /// Keshis placed on storage spaces at setup, waiting to be covered.
    pub storage_keshis: [Option<Colour>; 6],
    /// Sectors holding a water vendor (bit per sector index).
    pub water_vendors: u16,
    pub souk_vendor: SoukVendor,
    pub provision: [ProvisionSlot; 3],
    pub scrolls: ScrollSet,
    /// Lasting abilities from scrolls (bit per [`Perk`]).
    pub perks: u64,
    /// Luxury goods owned (bit per id - 1).
    pub luxury: u64,
    /// River space of the fisherman (0 = start).
    pub fisherman: u8,
    /// Arrival stamp on the current space (lower = earlier, R8).
    pub arrival: u16,
    /// Docking spot at the jetty, if docked.
    pub dock: Option<u8>,
    /// Steps of the sultan's courtier (palace) and imam's student (mosque).
    pub stairs: [u8; 2],
    /// Keshis set aside next to the board, waiting to be deployed
    /// (Essential claims, city-gate keshis), by colour.
    pub held: [u8; 12],
    /// Setup decisions taken (bit 0 storage, 1 disc, 2 provision).
    pub setup_done: u8,
    /// Madrasa refresh used this round (R4).
    pub refreshed_this_round: bool,
    /// A madrasa purchase was made this round (refresh only before it, R4).
    pub bought_scroll_this_round: bool,
    /// River tile 09: start the next season on the crocodile space.
    pub crocodile_start: bool,
    /// R10: docked at the jetty at the end of season 3's river evaluation.
    pub docked_at_end: bool,
    /// Scroll 64: where the scroll's own keshi went.
    pub scroll_keshi: ScrollKeshi,
    /// Provision tile to activate was chosen this season.
    pub provision_chosen: bool,
    /// The provision slot chosen, in secret, to be turned face up: it turns
    /// when every player has chosen (`draft::turn_chosen_provisions`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub provision_turning: Option<u8>,
    /// Module 5: the desert towns on the two town spaces.
    pub towns: [Option<TownSlot>; 2],
    /// River steps moved before the jetty, per season (desert town 07).
    pub river_steps: [u8; 3],
    /// Camel race: camel, spectator area and dung.
    #[serde(default)]
    pub race: Racer,
    /// Nomads: where this player's nomads stand.
    #[serde(default, skip_serializing_if = "no_nomads")]
    pub nomads: Nomads,
    /// Special buildings: the building drawn and kept, the start scrolls.
    #[serde(default, skip_serializing_if = "is_default")]
    pub building: Holding,
    /// Goods keshis saved so far on the luxury good being bought (the
    /// imam, the date store), by goods colour.
    #[serde(default, skip_serializing_if = "is_default")]
    pub luxury_saved: [u8; 3],
    /// New provision tiles: the moderate and hard tile drawn, then the two
    /// put back in the box.
    #[serde(default, skip_serializing_if = "ProvisionDraw::is_empty")]
    pub provision_draw: ProvisionDraw,
}

fn no_nomads(n: &Nomads) -> bool {
    *n == Nomads::default()
}

fn is_default<T: Default + PartialEq>(v: &T) -> bool {
    *v == T::default()
}

impl Player {
    pub fn has(&self, perk: Perk) -> bool {
        self.perks & perk.bit() != 0
    }

    pub fn has_vendor(&self, s: Sector) -> bool {
        self.water_vendors & (1 << s.index()) != 0
    }

    /// Keshis of the sector, its nomads included (water vendor not counted).
    pub fn sector_keshis(&self, s: Sector) -> u8 {
        match s {
            Sector::Souk => self.goods_total().min(255) as u8,
            Sector::MainSquare => self.entertainers.count_ones() as u8,
            Sector::Medina => self.watchtower + self.gates_built(),
            Sector::Sahara => self.caravans.iter().sum(),
            _ => self.markers[s.index()],
        }
    }

    pub fn gates_built(&self) -> u8 {
        self.gates.iter().filter(|g| g.is_some()).count() as u8
    }

    pub fn water_vendor_count(&self) -> u8 {
        self.water_vendors.count_ones() as u8 + u8::from(self.souk_vendor != SoukVendor::None)
    }

    /// Keshis counted for colour `c`'s sector (water vendors for red),
    /// nomads included: R41, 003 "Er zählt als 1 Keshi dieses Bezirks"
    /// wherever keshis of a sector are counted (river tiles: "each deployed
    /// date picker keshi"; R47: a nomad standing as water vendor is one of
    /// the water vendors, river tile 17 included).
    pub fn keshis_for(&self, c: Colour) -> u16 {
        match c {
            Colour::Red => self.water_vendor_count() as u16,
            _ => match c.goods_index() {
                Some(g) => self.goods[g],
                None => c
                    .sector()
                    .map(|s| self.sector_keshis(s) as u16)
                    .unwrap_or(0),
            },
        }
    }

    /// Keshis of a colour on the board (markers count their value), where a
    /// keshi colour is asked for: 003 "Nomaden-Keshis zählen allerdings
    /// nicht dazu, wenn ein Oasen-Plättchen eine bestimmte Keshi-Farbe
    /// fordert" (R41).
    pub fn keshis_of(&self, c: Colour) -> u16 {
        match c {
            Colour::Red => (self.water_vendor_count() - self.nomads.vendor_count()) as u16,
            _ => match c.goods_index() {
                Some(g) => self.goods[g],
                None => c
                    .sector()
                    .map(|s| (self.sector_keshis(s) - self.nomads.in_sector(s)) as u16)
                    .unwrap_or(0),
            },
        }
    }

    pub fn goods_total(&self) -> u16 {
        self.goods.iter().fold(0, |a, g| a.saturating_add(*g))
    }

    pub fn luxury_count(&self) -> u32 {
        self.luxury.count_ones()
    }

    pub fn luxury_ids(&self) -> impl Iterator<Item = LuxuryId> + '_ {
        (1..=64u8)
            .filter(move |i| self.luxury & (1 << (i - 1)) != 0)
            .map(LuxuryId)
    }

    /// Adds luxury good `id` to the player's goods.
    pub fn add_luxury(&mut self, id: LuxuryId) {
        if (1..=64).contains(&id.0) {
            self.luxury |= 1 << (id.0 - 1);
        }
    }

    pub fn held_total(&self) -> u8 {
        self.held.iter().sum()
    }

    /// Assistants still to be used this round, by sector.
    pub fn unused_assistants(&self) -> impl Iterator<Item = (usize, Sector)> + '_ {
        self.assistants
            .iter()
            .enumerate()
            .filter(move |(i, _)| self.assistants_used & (1 << i) == 0)
            .map(|(i, s)| (i, *s))
    }
}

/// One type of scroll on display: 3 stacks with their top revealed (Classic)
/// or one stack with 3 face-up scrolls (Essential, using `stacks[0]`).
/// Stacks list bottom first.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct ScrollRow {
    pub stacks: [BVec<ScrollId, 21>; 3],
    pub face_up: [Option<ScrollId>; 3],
}

/// The luxury goods: 5 shops with a revealed top (Classic, and Essential
/// with the new luxury goods) or one stack and 5 face-up goods (Essential,
/// using `stacks[0]`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct LuxuryDisplay {
    pub stacks: [BVec<LuxuryId, 35>; 5],
    pub face_up: [Option<LuxuryId>; 5],
}

/// Where the game stands in its sequence of phases.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Players arrange storage keshis, orient discs and activate a provision
    /// tile, independently.
    Setup,
    /// Phase 1a: secret selection of 3 keshis behind the screens.
    Selection,
    /// Phase 1b: placing assistants in turn order.
    PlaceAssistants,
    /// Phase 2: claiming keshis from the tower base.
    Claim,
    /// Phase 2, Essential: exchanging and deploying the claimed keshis.
    Exchange,
    /// Phase 3: each player uses their 3 assistants.
    UseAssistants,
    /// Phase 4: river bonus.
    RiverBonus,
    /// Season scoring, step by step.
    SeasonScoring,
    /// After provisioning: each player turns a provision tile face up.
    ProvisionReveal,
    /// The game is over; scores are final.
    GameOver,
}

/// Steps of the season scoring.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ScoringStep {
    /// Scroll 28: rapids at the start of the season scoring.
    Rapids,
    /// River evaluation: first place.
    RiverFirst,
    /// River evaluation: second place (season 3).
    RiverSecond,
    /// Fishermen return to the start.
    RiverReset,
    /// Camel race: the reward phase (dung, then rewards in turn order).
    CamelRace,
    /// Providing for citizens.
    Provisioning,
}

/// The shared board and the game's progress.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct State {
    pub num_players: u8,
    pub edition: Edition,
    pub rng: Rng,
    pub phase: Phase,
    pub scoring_step: ScoringStep,
    /// Season 0..=2.
    pub season: u8,
    /// Round 0..=3 within the season.
    pub round: u8,
    /// Holder of the round tracker (camel): start player of the round.
    pub start_player: PlayerId,
    /// Holder of the season tracker (Stefan Feld figure).
    pub season_player: PlayerId,
    /// Position in turn order within sequential phases.
    pub turn: u8,
    /// River evaluation order of this season (R8), first two places.
    pub river_places: [Option<PlayerId>; 2],
    /// Option the river leader chose on a two-option tile (R9).
    pub river_choice: Option<u8>,
    pub players: [Player; MAX_PLAYERS],
    pub scrolls: [ScrollRow; 4],
    pub luxury: LuxuryDisplay,
    /// The 3 exchange offices; `offices[season]` is active.
    pub offices: [ExchangeOfficeId; 3],
    /// River tile face per season.
    pub river_tiles: [RiverTileId; 3],
    /// River tile 02: leftover oases laid out face up.
    pub bonus_oases: [Option<OasisId>; 3],
    /// Gates on the 4 workshops, counted by colour.
    pub workshops: [[u8; 12]; 4],
    /// Occupied jetty docking spots (bit per spot).
    pub jetty: u8,
    /// Keshis in the tower base, by colour.
    pub display: [u8; 12],
    pub tower: Tower,
    pub tower_model: TowerModel,
    /// Next arrival stamp on the river.
    pub arrivals: u16,
    pub agenda: BVec<Task, AGENDA_CAPACITY>,
    /// Final scoring breakdown, once the game is over.
    pub final_scores: [FinalScore; MAX_PLAYERS],
    /// The solo opponent's board (solo games only).
    pub pascha: Option<Pascha>,
    /// The modules in play.
    pub modules: Modules,
    /// Module 1: the staircase tile (id, side) on each coverable space.
    pub staircase_cover: [Option<(u8, u8)>; 12],
    /// Module 2: the sultan (palace) and the imam (mosque).
    pub figures: [Figure; 2],
    /// Module 5: desert towns laid out next to the board.
    pub towns: BVec<u8, 7>,
    /// Camel race: reward tiles and podium.
    #[serde(default)]
    pub race: Race,
    /// Nomads: the nomad board and the tower base's nomad.
    #[serde(default, skip_serializing_if = "no_nomad_board")]
    pub nomads: NomadBoard,
}

fn no_nomad_board(n: &NomadBoard) -> bool {
    *n == NomadBoard::default()
}

/// The final-scoring lines of one player's score pad.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct FinalScore {
    pub complete_sectors: u8,
    pub complete_sector_points: i16,
    /// The scored oases and their points.
    pub oases: [Option<(OasisId, i16)>; 3],
    pub oasis_points: i16,
    pub resources_left: u16,
    pub resource_points: i16,
    /// Module 5: the scored desert towns and their points.
    pub towns: [Option<(u8, i16)>; 2],
    pub town_points: i16,
    /// Camel race: placement points and the dung penalty (negative).
    pub race_placement: i16,
    pub dung_penalty: i16,
}

impl State {
    pub fn player(&self, p: PlayerId) -> &Player {
        &self.players[p as usize]
    }
    pub fn player_mut(&mut self, p: PlayerId) -> &mut Player {
        &mut self.players[p as usize]
    }
    pub fn n(&self) -> usize {
        self.num_players as usize
    }
    /// Seat at position `i` of this round's turn order.
    pub fn in_turn(&self, i: usize) -> PlayerId {
        ((self.start_player as usize + i) % self.n()) as PlayerId
    }
    pub fn turn_order(&self) -> impl Iterator<Item = PlayerId> + '_ {
        (0..self.n()).map(|i| self.in_turn(i))
    }
    pub fn display_total(&self) -> u16 {
        self.display.iter().map(|&n| n as u16).sum()
    }
    pub fn is_over(&self) -> bool {
        self.phase == Phase::GameOver
    }
}

/// Scroll 64: "Take 1 keshi ... then perform the sector action of that
/// sector where you have deployed that keshi." Only the scroll's own keshi
/// counts, not keshis its deployment bonus brings (a goods field, a line
/// bonus).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub enum ScrollKeshi {
    #[default]
    Idle,
    /// The scroll's keshi is being chosen and deployed.
    Awaiting,
    /// It went to this sector.
    Deployed(Sector),
}
