//! The five modules of the base box (002/000 "Expansion modules") and the
//! modules of the expansion box (003): each a setup option, combinable with
//! every other, plugged into the base rules through small hooks.

pub mod camel_race;
pub mod desert_towns;
pub mod exchange_offices;
pub mod imam_sultan;
pub mod new_luxury_goods;
pub mod new_oases;
pub mod new_provisions;
pub mod nomads;
pub mod special_buildings;
pub mod staircase_tiles;

pub use crate::state::{BuildingSide, ExchangeOffices, Modules, ModulesError, StaircaseTiles};

use crate::board;
use crate::ctx::Ctx;
use crate::state::{Figure, NomadBoard, Nomads, Player, Race, Racer, ScoringStep, State};
use crate::types::*;

// The hooks: the points of the base rules that two or more modules touch
// (or that the modules reach as well as the base rules). Each hook asks the
// modules in play, statically. A point one module owns is a direct call to
// that module, whose function checks its own flag first. The modules take
// the base game's small steps from `board.rs`, never from a sector or
// `deploy.rs`.

/// The setup steps (bits of [`Player::setup_done`]) every player takes
/// before the first season: storage, disc, provision tiles, and with the
/// special buildings the building kept.
pub(crate) fn setup_steps(st: &State) -> u8 {
    if st.modules.special_buildings.is_some() {
        0b111 | special_buildings::KEPT
    } else {
        0b111
    }
}

/// Whether a player's setup step is still the choice of a special
/// building (chosen before everything else).
pub(crate) fn building_to_choose(st: &State, pl: &Player) -> bool {
    st.modules.special_buildings.is_some() && pl.setup_done & special_buildings::KEPT == 0
}

/// The season's scoring step after the river: the camel race's rewards
/// when it is in play, else the provisioning.
pub(crate) fn after_river_scoring(st: &State) -> ScoringStep {
    if st.modules.camel_race {
        ScoringStep::CamelRace
    } else {
        ScoringStep::Provisioning
    }
}

/// A keshi gained: a module may take it elsewhere (the camel race's
/// spectator area). `true` when it did.
pub(crate) fn keshi_gained(ctx: &mut Ctx, p: PlayerId, colour: Colour, board: bool) -> bool {
    ctx.st.modules.camel_race && camel_race::offer(ctx, p, colour, board)
}

/// A keshi or a nomad arrived on the next space of `path`: the base board's
/// step, and on the space past the last oasis of an upper path module 5's
/// desert town. R46: every keshi or nomad arriving on a desert town's space
/// takes its 4 points; the town itself is taken once per town space.
pub(crate) fn caravan_arrived(ctx: &mut Ctx, p: PlayerId, path: SaharaPath) {
    if let Some(i) = board::caravan_arrived(ctx, p, path) {
        if ctx.st.modules.desert_towns {
            desert_towns::reach_town(ctx, p, i);
        }
    }
}

/// A luxury good taken (bought, searched, won or free): the base step, then
/// a new luxury good's own effect (module 003, the racing saddle).
pub(crate) fn take_luxury(ctx: &mut Ctx, p: PlayerId, id: LuxuryId) {
    board::take_luxury(ctx, p, id);
    new_luxury_goods::gained(ctx, p, id);
}

/// The Paschabot placed its `k`-th caravan keshi (module 5).
pub(crate) fn bot_caravan(ctx: &mut Ctx, bot: PlayerId, k: u8) {
    if ctx.st.modules.desert_towns {
        desert_towns::bot_caravan(ctx, bot, k);
    }
}

/// Whether the game's score ladders count the desert towns' points
/// (003 "Paschabot für Faule").
pub(crate) fn towns_score(st: &State) -> bool {
    st.modules.desert_towns
}

/// The modules' pieces in front of player `p` that every viewer sees: the
/// race part (when the seat races) and the nomads.
pub(crate) fn player_pieces(
    st: &State,
    p: PlayerId,
    races: bool,
) -> (Option<Racer>, Option<Nomads>) {
    let pl = st.player(p);
    (
        (st.modules.camel_race && races).then_some(pl.race),
        st.modules.nomads.then_some(pl.nomads),
    )
}

/// The modules' pieces on the board: the imam and sultan, the race, the
/// nomad board.
pub(crate) fn board_pieces(st: &State) -> (Option<[Figure; 2]>, Option<Race>, Option<NomadBoard>) {
    (
        st.modules.imam_sultan.then_some(st.figures),
        st.modules.camel_race.then_some(st.race),
        st.modules.nomads.then_some(st.nomads),
    )
}
