//! The agenda: a stack of small tasks. Automatic tasks run at once; a
//! `Decide` task waits for the player's action. Multi-step actions push their
//! remaining work below the sub-steps they trigger, so every bonus resolves
//! completely before the action continues.

use crate::action::Decision;
use crate::catalog::{Bonus, TileReward};
use crate::types::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize, Default)]
#[serde(tag = "task", rename_all = "snake_case")]
pub enum Task {
    /// Placeholder; never executed.
    #[default]
    Nothing,
    /// Wait for player `p` to answer `d`.
    Decide { p: PlayerId, d: Decision },
    /// Take a keshi of `colour` from the supply and deploy it (R13: returned
    /// when its sector is complete).
    Deploy { p: PlayerId, colour: Colour },
    /// Deploy a keshi of `colour` on the board only, never to the camel
    /// race's spectator area (R43: a special building's keshi).
    DeployOnBoard { p: PlayerId, colour: Colour },
    /// Gain a printed bonus.
    Bonus {
        p: PlayerId,
        bonus: Bonus,
        category: ScoreCategory,
    },
    /// Move the fisherman; `extra`: water may then buy further steps.
    MoveRiver { p: PlayerId, steps: u8, extra: bool },
    /// Start a staircase move; `extra`: further steps may then be bought.
    StartClimb {
        p: PlayerId,
        stair: Stair,
        steps: u8,
        extra: bool,
    },
    /// Continue a staircase move.
    Climb {
        p: PlayerId,
        stair: Stair,
        steps: u8,
    },
    /// A pawn just entered a new segment.
    Threshold { p: PlayerId, stair: Stair },
    /// Perform a sector action.
    SectorAction { p: PlayerId, sector: Sector },
    /// One main-square action (rotate, choose, end bonuses).
    MainSquare { p: PlayerId },
    /// Scrolls 29 and 51 at the end of a main-square action.
    MainSquareEnd { p: PlayerId },
    /// Bonus of a main-square field, `times` times.
    FieldBonus {
        p: PlayerId,
        field: u8,
        times: u8,
        category: ScoreCategory,
    },
    /// Resolve an instant scroll.
    ScrollInstant { p: PlayerId, scroll: ScrollId },
    /// Scroll 64: perform the action of the sector the keshi went to.
    ActionWhereDeployed { p: PlayerId },
    /// The bonus of a rapid.
    RapidBonus { p: PlayerId, rapid: u8 },
    /// A river tile reward.
    RiverTile { p: PlayerId, reward: TileReward },
    /// Score an oasis now (scrolls 68, 71).
    ScoreOasisNow { p: PlayerId, oasis: OasisId },
    /// The icon of the storage space an oasis was just placed on.
    StorageIcon { p: PlayerId, space: u8 },
    /// Deploy all keshis held beside the board, in the player's order.
    DeployHeld { p: PlayerId },
    /// End of a player's turn: refill the displays (luxury goods, scrolls).
    EndTurn { p: PlayerId },
    /// Camel race: the camel of `p` makes `steps` more steps.
    CamelSteps { p: PlayerId, steps: u8 },
    /// Solo: one assistant of the Paschabot.
    PaschaAssistant { p: PlayerId, sector: Sector },
    /// Special buildings: a step of the start (resources and scroll draft,
    /// then the stacks and "Vor Spielstart").
    BuildingStart { step: u8 },
}
