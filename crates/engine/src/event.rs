//! What happened. Events carry only public information: a secret choice is
//! reported without its content until it is revealed.

use crate::action::AssistantOption;
use crate::state::ScoreCategory;
use crate::types::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
/// Exhaustive on purpose (issue 27): a new event without its texts does
/// not compile.
pub enum Event {
    /// A player finished a setup decision (content public once the game runs).
    SetupChoice {
        player: PlayerId,
    },
    /// A player chose, in secret, the provision tile to turn face up (it
    /// turns, with `ProvisionActivated`, once everybody has chosen).
    ProvisionChosen {
        player: PlayerId,
    },
    ProvisionActivated {
        player: PlayerId,
        tile: ProvisionId,
    },
    SeasonStarted {
        season: u8,
        start_player: PlayerId,
    },
    RoundStarted {
        season: u8,
        round: u8,
        start_player: PlayerId,
    },
    /// A player has chosen their keshis (content hidden until all have).
    KeshisSelected {
        player: PlayerId,
    },
    SelectionRevealed {
        player: PlayerId,
        keshis: [Colour; 3],
    },
    AssistantPlaced {
        player: PlayerId,
        sector: Sector,
    },
    /// The tower base after the throw.
    TowerThrown {
        thrown: u8,
        came_out: [u8; 12],
    },
    KeshisClaimed {
        player: PlayerId,
        colours: Vec<Colour>,
    },
    /// Keshis nobody could claim go back to the supply (R11).
    LeftoverReturned {
        colours: [u8; 12],
    },
    KeshiDeployed {
        player: PlayerId,
        colour: Colour,
        sector: Sector,
    },
    /// R13: no room, the keshi goes back to the supply.
    KeshiReturned {
        player: PlayerId,
        colour: Colour,
    },
    KeshiRemoved {
        player: PlayerId,
        colour: Colour,
        sector: Sector,
    },
    AssistantUsed {
        player: PlayerId,
        sector: Sector,
        option: AssistantOption,
    },
    ResourcesGained {
        player: PlayerId,
        resources: Resources,
    },
    ResourcesPaid {
        player: PlayerId,
        resources: Resources,
    },
    Scored {
        player: PlayerId,
        points: i16,
        category: ScoreCategory,
    },
    FishermanMoved {
        player: PlayerId,
        from: u8,
        to: u8,
    },
    Docked {
        player: PlayerId,
        spot: u8,
    },
    PawnMoved {
        player: PlayerId,
        stair: Stair,
        from: u8,
        to: u8,
    },
    ThresholdCrossed {
        player: PlayerId,
        stair: Stair,
        segment: u8,
    },
    LineBonusTaken {
        player: PlayerId,
        space: u8,
    },
    DiscRotated {
        player: PlayerId,
        rotation: u8,
    },
    EntertainerChosen {
        player: PlayerId,
        field: u8,
        spectators: u8,
    },
    ScrollTaken {
        player: PlayerId,
        scroll: ScrollId,
    },
    ScrollsRefreshed {
        player: PlayerId,
        ty: ScrollType,
    },
    LuxuryBought {
        player: PlayerId,
        luxury: LuxuryId,
    },
    GoodsExchanged {
        player: PlayerId,
        colour: Colour,
    },
    GateBought {
        player: PlayerId,
        workshop: u8,
        colour: Colour,
    },
    GateBuilt {
        player: PlayerId,
        colour: Colour,
        space: u8,
        matched: bool,
    },
    OasisDiscovered {
        player: PlayerId,
        slot: u8,
        oasis: OasisId,
    },
    OasisClaimed {
        player: PlayerId,
        oasis: OasisId,
        storage: u8,
    },
    OasisScored {
        player: PlayerId,
        oasis: OasisId,
        points: i16,
    },
    RapidBonusTaken {
        player: PlayerId,
        rapid: u8,
    },
    RiverTileAwarded {
        player: PlayerId,
        face: RiverTileId,
        place: u8,
    },
    Provisioned {
        player: PlayerId,
        paid: Resources,
        penalty: i16,
    },
    RoundEnded {
        season: u8,
        round: u8,
    },
    /// Module 5: a caravan reached a town space and the player took a town.
    DesertTownTaken {
        player: PlayerId,
        town: u8,
    },
    DesertTownClaimed {
        player: PlayerId,
        town: u8,
    },
    /// Module 2: the sultan (palace) or imam (mosque) changed company.
    FigureMoved {
        stair: Stair,
        carrier: Option<PlayerId>,
        step: u8,
    },
    /// Solo: a Paschabot strategy tile is revealed.
    StrategyTileRevealed {
        tile: u8,
    },
    /// Solo: the Paschabot's madrasa action takes the face-up scrolls of a
    /// type out of the game.
    ScrollsDiscarded {
        ty: ScrollType,
    },
    /// Camel race: a keshi went to the spectator area.
    SpectatorPlaced {
        player: PlayerId,
        colour: Colour,
    },
    /// Camel race: spectators returned for a reward.
    SpectatorsReturned {
        player: PlayerId,
        keshis: ColourSet,
    },
    CamelMoved {
        player: PlayerId,
        from: u8,
        to: u8,
    },
    /// Camel race: the camel stays before a bridge; its steps are lost.
    CamelStopped {
        player: PlayerId,
        at: u8,
    },
    StageLineCrossed {
        player: PlayerId,
        line: u8,
    },
    /// Camel race: the camel crossed the finish and took a podium place.
    CamelFinished {
        player: PlayerId,
        place: u8,
    },
    DungTaken {
        player: PlayerId,
        dung: u8,
    },
    DungDiscarded {
        player: PlayerId,
        dung: u8,
    },
    /// A player searches a stack of the display (and has seen its tiles).
    StackSearched {
        player: PlayerId,
        search: crate::action::StackSearch,
        stack: u8,
    },
    /// Camel race: the season's reward tile leaves the stack.
    RewardTileDiscarded {
        tile: u8,
        side: u8,
    },
    SeasonEnded {
        season: u8,
    },
    /// Nomads: this round's nomad stands in the tower base.
    NomadInBase,
    /// Nomads: nobody took the nomad; it went back to the nomad board.
    NomadReturned,
    /// Nomads: a player took the nomad (and paid for it).
    NomadClaimed {
        player: PlayerId,
    },
    /// Nomads: a player let the nomad go this round.
    NomadDeclined {
        player: PlayerId,
    },
    /// Nomads: a nomad was put on a keshi or water-vendor space.
    NomadDeployed {
        player: PlayerId,
        spot: crate::action::BoardKeshi,
    },
    /// Nomads: a nomad left a space to move (`NomadDeployed` follows).
    NomadMoved {
        player: PlayerId,
        from: crate::action::BoardKeshi,
        to: crate::action::BoardKeshi,
    },
    GameOver {
        winners: Vec<PlayerId>,
    },
    /// Date store: a keshi drawn from the bag onto a storage space.
    StorageKeshiDrawn {
        player: PlayerId,
        space: u8,
        colour: Colour,
    },
    /// Library: a player searched a stack of scrolls (its content is now
    /// known to them).
    LibrarySearched {
        player: PlayerId,
        ty: ScrollType,
        stack: u8,
    },
    /// New provision tiles, start of season 1: a keshi on the oasis bonus
    /// track exchanged for another colour.
    StorageKeshiExchanged {
        player: PlayerId,
        space: u8,
        from: Colour,
        to: Colour,
    },
    /// Camel race with the nomads: a nomad went to the spectator area.
    NomadSpectating {
        player: PlayerId,
    },
    /// Camel race with the nomads: a nomad of the spectator area returned
    /// for a reward, back to the nomad board.
    SpectatorNomadReturned {
        player: PlayerId,
    },
    /// Camel race with the nomads: a nomad left the spectator area to move
    /// to a sector (`NomadDeployed` follows).
    NomadLeftSpectators {
        player: PlayerId,
    },
    /// Special buildings: a player drew the start scrolls to choose from
    /// (003 "Jeder Spieler zieht nun 3 Schriftrollen"), seen by that player
    /// only: a draw, so the action that led to it reveals something.
    StartScrollsDrawn {
        player: PlayerId,
    },
}

impl Event {
    /// Whether the event reveals nothing hidden and draws nothing at random:
    /// an action whose events all do so may be taken back (the server's
    /// undo, online-play.md (d); the terminal's step back out of a
    /// multi-step choice). A secret choice counts (`KeshisSelected` tells
    /// only that it was made); reveals (`SelectionRevealed`,
    /// `OasisDiscovered`, `StrategyTileRevealed`), throws and draws
    /// (`TowerThrown`, `ScrollTaken` and the refills, river tiles, seasons
    /// and rounds) do not. An event not listed here blocks undo until
    /// classified. The end of a player's turn refills the scroll and
    /// luxury displays without an event ("new luxury goods are revealed
    /// only at the end of the player's turn"): a caller taking an action
    /// back must also check that nothing came face up (the server re-applies
    /// it in determinized worlds).
    pub fn reveals_nothing(&self) -> bool {
        matches!(
            self,
            Event::SetupChoice { .. }
                | Event::ProvisionChosen { .. }
                | Event::KeshisSelected { .. }
                | Event::AssistantPlaced { .. }
                | Event::KeshisClaimed { .. }
                | Event::KeshiDeployed { .. }
                | Event::KeshiReturned { .. }
                | Event::KeshiRemoved { .. }
                | Event::AssistantUsed { .. }
                | Event::ResourcesGained { .. }
                | Event::ResourcesPaid { .. }
                | Event::Scored { .. }
                | Event::FishermanMoved { .. }
                | Event::Docked { .. }
                | Event::PawnMoved { .. }
                | Event::ThresholdCrossed { .. }
                | Event::LineBonusTaken { .. }
                | Event::DiscRotated { .. }
                | Event::EntertainerChosen { .. }
                | Event::GoodsExchanged { .. }
                | Event::GateBought { .. }
                | Event::GateBuilt { .. }
                | Event::OasisClaimed { .. }
                | Event::RapidBonusTaken { .. }
                | Event::FigureMoved { .. }
                | Event::NomadClaimed { .. }
                | Event::NomadDeclined { .. }
                | Event::NomadDeployed { .. }
                | Event::NomadMoved { .. }
                | Event::StorageKeshiExchanged { .. }
                | Event::NomadSpectating { .. }
                | Event::SpectatorNomadReturned { .. }
                | Event::NomadLeftSpectators { .. }
        )
    }
}
