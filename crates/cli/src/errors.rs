//! The engine's errors told to people, in the run's language: which rule
//! refused a setup or an action, why a saved game does not load. The
//! engine's own `Display` stays English (its logs and tests); a catalog
//! file's errors, read by whoever wrote the TOML, and internal limits
//! keep the engine's words.

use crate::msg;
use crate::user_text::Text;
use marrakesh_bots::SeatsError;
use marrakesh_engine::{LoadError, RuleError, SetupError};

/// A setup the engine refused.
pub fn setup(e: &SetupError) -> Text {
    match e {
        SetupError::PlayerCount(n) => msg!("tui-error-players", count = *n),
        SetupError::StartPlayer(p) => msg!("tui-error-start-player", player = *p),
        SetupError::SoloBuildingsFront => msg!("tui-error-solo-buildings-front"),
        SetupError::SoloStartPlayer => msg!("tui-error-solo-start-player"),
        SetupError::LazyDifficulty => msg!("tui-error-lazy-difficulty"),
        SetupError::TowerChance(p) => msg!("tui-error-tower-chance", chance = *p),
        SetupError::RiverTile { season, face } => msg!(
            "tui-error-river-tile",
            tile = format!("{face:02}"),
            season = *season
        ),
        SetupError::StaircaseTile { tile } => msg!("tui-error-staircase-tile", tile = *tile),
        SetupError::MissingComponents(_) | SetupError::Catalog(_) | SetupError::Internal(_) => {
            Text::Plain(e.to_string())
        }
    }
}

/// An action the rules do not allow now.
pub fn rule(e: &RuleError) -> Text {
    match e {
        RuleError::GameOver => msg!("tui-error-game-over"),
        RuleError::NoSuchPlayer(p) => msg!("tui-error-no-such-player", player = *p),
        RuleError::NotYourTurn {
            player,
            waiting_for,
        } => msg!(
            "tui-error-not-your-turn",
            player = *player,
            waiting = waiting_for
                .iter()
                .map(|p| p.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ),
        RuleError::IllegalAction {
            player,
            decision,
            action,
        } => msg!(
            "tui-error-illegal-action",
            player = *player,
            action = serde_json::to_string(action).unwrap_or_default(),
            decision = serde_json::to_string(decision).unwrap_or_default()
        ),
        RuleError::Internal(_) => Text::Plain(e.to_string()),
    }
}

/// A saved game that does not replay.
pub fn load(e: &LoadError) -> Text {
    match e {
        LoadError::Setup(s) => msg!("tui-error-bad-setup", error = setup(s)),
        LoadError::Action { index, error } => msg!(
            "tui-error-action-not-replayable",
            index = *index,
            error = rule(error)
        ),
        LoadError::Json(_) | LoadError::Corrupt { .. } | LoadError::Internal(_) => {
            Text::Plain(e.to_string())
        }
    }
}

/// Seats that do not fit the game (`--seats`, a saved game's seats).
pub fn seats(e: &SeatsError) -> Text {
    match *e {
        SeatsError::Count { seats, players } => {
            msg!("tui-error-seats-listed", seats = seats, players = players)
        }
        SeatsError::NotPaschabot { seat, found } => msg!(
            "tui-error-seat-not-paschabot",
            seat = seat,
            found = found.spec()
        ),
        SeatsError::PaschabotSeat { seat } => msg!(
            "tui-error-paschabot-seat",
            seat = seat,
            paschabot = marrakesh_engine::PASCHABOT
        ),
        SeatsError::PaschabotOutsideSolo => msg!("tui-error-paschabot-outside-solo"),
    }
}
