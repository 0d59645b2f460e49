//! Errors are values: a bad setup or a bad action never panics and never
//! changes the game.

use crate::action::{Action, Decision};
use crate::catalog::CatalogError;
use crate::types::PlayerId;
use std::fmt;

/// A setup the engine cannot start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The base game is for 2 to 4 players.
    PlayerCount(u8),
    /// The start player is not at the table.
    StartPlayer(u8),
    /// A chosen river tile does not exist or carries another season icon.
    RiverTile { season: u8, face: u8 },
    /// A chosen staircase tile is unknown, used twice, or has no such side.
    StaircaseTile { tile: u8 },
    /// The catalog is unusable.
    Catalog(CatalogError),
    /// A module in play needs a catalog section the catalog lacks.
    MissingComponents(&'static str),
    /// The engine hit an internal limit while setting up (a rules bug or a
    /// catalog the validation let through).
    Internal(&'static str),
    /// Solo play uses the special buildings' back side only (003).
    SoloBuildingsFront,
    /// A solo game's rules fix the start player (the Paschabot starts,
    /// against the lazy one you do).
    SoloStartPlayer,
    /// The lazy Paschabot has no difficulty adjustments.
    LazyDifficulty,
    /// A custom tower's chance (in thousandths) is above 1000.
    TowerChance(u16),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::PlayerCount(n) => {
                write!(f, "the base game is for 2 to 4 players, not {n}")
            }
            SetupError::StartPlayer(p) => write!(f, "start player {p} is not at the table"),
            SetupError::SoloBuildingsFront => write!(
                f,
                "solo play uses the special buildings' back side only (003: \"Benutze nur die Rückseite der Gebäude\")"
            ),
            SetupError::SoloStartPlayer => {
                write!(f, "a solo game's rules fix the start player")
            }
            SetupError::LazyDifficulty => {
                write!(f, "the lazy Paschabot has no difficulty adjustments")
            }
            SetupError::TowerChance(p) => write!(
                f,
                "a tower chance is in thousandths, 0 to 1000, not {p}"
            ),
            SetupError::MissingComponents(module) => write!(
                f,
                "the catalog has no [{}] section, which the module needs",
                module.replace(' ', "_")
            ),
            SetupError::RiverTile { season, face } => write!(
                f,
                "river tile {face:02} cannot be the tile of season {season} (wrong number or season icon)"
            ),
            SetupError::StaircaseTile { tile } => write!(
                f,
                "staircase tile {tile} is unknown, chosen twice, or has no such side"
            ),
            SetupError::Catalog(e) => write!(f, "{e}"),
            SetupError::Internal(m) => write!(f, "internal engine limit during setup: {m}"),
        }
    }
}

impl std::error::Error for SetupError {}

/// An action the rules do not allow now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// The game has ended.
    GameOver,
    /// The seat does not exist.
    NoSuchPlayer(PlayerId),
    /// This player has nothing to decide now.
    NotYourTurn {
        player: PlayerId,
        waiting_for: Vec<PlayerId>,
    },
    /// The action does not answer the pending decision, or is not allowed.
    IllegalAction {
        player: PlayerId,
        decision: Decision,
        action: Action,
    },
    /// The engine hit an internal limit; the game was left unchanged.
    Internal(&'static str),
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::GameOver => write!(f, "the game is over"),
            RuleError::NoSuchPlayer(p) => write!(f, "there is no player {p} at this table"),
            RuleError::NotYourTurn {
                player,
                waiting_for,
            } => write!(
                f,
                "player {player} has nothing to decide now (waiting for {waiting_for:?})"
            ),
            RuleError::IllegalAction {
                player,
                decision,
                action,
            } => write!(
                f,
                "player {player} cannot play {} now; the pending decision is {}",
                serde_json::to_string(action).unwrap_or_default(),
                serde_json::to_string(decision).unwrap_or_default()
            ),
            RuleError::Internal(m) => write!(f, "internal engine limit: {m}"),
        }
    }
}

impl std::error::Error for RuleError {}
