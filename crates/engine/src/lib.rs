//! # marrakesh-engine
//!
//! The rules of Stefan Feld's *Marrakesh* (base game, Classic and Essential
//! editions, 2–4 players) as a decision machine: [`Game::pending`] says who
//! must decide what, [`Game::legal_actions`] lists every legal answer, and
//! [`Game::apply`] validates an answer and returns what happened.
//!
//! ```
//! use marrakesh_engine::{Game, Setup};
//! let mut game = Game::new(Setup::new(3, 42)).unwrap();
//! while !game.is_over() {
//!     let (p, _) = game.pending().players[0];
//!     let action = game.legal_actions(p)[0];
//!     game.apply(p, action).unwrap();
//! }
//! assert_eq!(game.scores().len(), 3);
//! ```
//!
//! The rules are those of the rulebooks in `shared/seeds`; where they are
//! silent or unclear the project's rulings apply (cited as `R1`…`R27`). All
//! component values come from one catalog (`data/catalog.toml`), each with
//! its provenance.

mod action;
mod board;
mod bounded;
mod catalog;
mod catalog_doc;
mod ctx;
mod deploy;
mod describe;
mod determinize;
mod displays;
mod draft;
mod engine;
mod error;
mod event;
mod flow;
mod game;
mod json;
mod modules;
mod paschabot;
mod rng;
mod scoring;
mod scrolls;
mod season;
mod seat;
mod sectors;
mod setup;
mod stack_search;
mod state;
mod task;
mod tower;
mod types;
mod validate;
mod view;

pub use action::{
    Action, ActionError, AssistantOption, BoardKeshi, Decision, Pending, SoukMode, StepPayment,
    Track,
};
pub use bounded::BVec;
pub use catalog_doc::components_markdown;
pub use displays::{luxury_in_stacks, scrolls_in_stacks};
pub use error::{RuleError, SetupError};
pub use event::Event;
pub use game::{Game, LoadError, Record, Start};
pub use json::{parse_strict_json, unknown_field};
pub use rng::{Rng, SecureSeed};
pub use scoring::{oasis_points, ScoreSheet};
pub use seat::{Difficulty, Opponent, Solo};
pub use setup::Setup;
pub use stack_search::StackSearch;
pub use state::{
    FinalScore, LuxuryDisplay, OasisSlotState, OasisStatus, Phase, Player, ProvisionSlot,
    ScoreCategory, ScoringStep, ScrollKeshi, ScrollRow, ScrollSet, SoukVendor, State,
    AGENDA_CAPACITY,
};
pub use task::Task;
pub use tower::{Layer, Tower, TowerModel, TowerSetting};
pub use types::{
    Colour, ColourSet, Edition, ExchangeOfficeId, LuxuryId, LuxuryKind, OasisId, PlayerId,
    ProvisionId, Resource, Resources, RiverTileId, SaharaPath, ScrollId, ScrollType, Sector, Stair,
    MAX_PLAYERS,
};
pub use view::{BoardView, OasisView, PlayerView, ProvisionView, SoloView, View};

// The component catalog (`catalog/`, private): the validated catalog, its
// file and limits, and the entries of `data/catalog.toml` that bots, texts
// and front ends read.
pub use catalog::camel_race::{CamelRaceData, CamelReward, RewardOffer};
pub use catalog::special_buildings::{Ability, BuildingDef, BuildingId};
pub use catalog::{
    Bonus, DesertTownEffect, ExchangeOfficeDef, FalconBonus, LineSpacePlace, LuxuryDef,
    OasisEffect, OasisNeeds, Perk, ProvisionEffect, ProvisionTier, RiverTileBonus, ScrollEffect,
    StorageIcon, StrategyIcon, TileReward,
};
pub use catalog::{Catalog, CatalogError, CatalogFile, MAX_SPECTATORS, MAX_TOML_BYTES};

// The expansion's modules (`modules/`, private): the choice of modules, the
// pieces the state holds, and the rules that bots' evaluations, texts and
// the rulebook tests score or list components with (renamed where the
// module's own name said what they are).
pub use modules::camel_race::{
    dung_penalty, lines_between as camel_lines_between, placement_points as race_placement_points,
};
pub use modules::desert_towns::town_points as desert_town_points;
pub use modules::new_luxury_goods::in_play as luxury_goods_in_play;
pub use modules::new_oases::in_play as oases_in_play;
pub use modules::new_provisions::pile as provision_pile;
pub use modules::special_buildings::BuildingView;
pub use modules::{BuildingSide, ExchangeOffices, Modules, ModulesError, StaircaseTiles};
pub use state::{Figure, Nomads, Racer, TownSlot};

// The Paschabot, the solo opponent (`paschabot/`, private): its seat, its
// state and the projection of its final score (the search bots' reward).
pub use paschabot::{
    projection as paschabot_projection, Projection as PaschabotProjection, BOT as PASCHABOT,
};
pub use state::Pascha;
