//! Seat rules: the one place listing every rule point where a seat's rules
//! differ from the book's.
//!
//! A seat is played by the book's rules ([`BookSeat`]: every default below is
//! the base rule), by the Paschabot of 003, or by the lazy Paschabot
//! ("Paschabot für Faule"). The base rule files ask [`seat`] at each of these
//! points and never name the Paschabot; its overrides live in `paschabot/`
//! (`paschabot/seat.rs` and `paschabot/lazy.rs`), as shakmaty's
//! `KingOfTheHill` owns its overrides of `Chess`.
//!
//! The rules are stateless: the Paschabot's board stays in `State::pascha`,
//! so `State` stays `Copy`.

use crate::action::{Action, Decision};
use crate::catalog::{Bonus, Catalog, DesertTownEffect, TileReward};
use crate::ctx::Ctx;
use crate::state::{FinalScore, ScoreCategory, SoloView, State};
use crate::types::*;

pub use crate::state::{Difficulty, Opponent, Solo};

/// What a seat did at a rule point; `Base` lets the book's rule run on.
pub(crate) enum Hook<T = ()> {
    Done(T),
    Base,
}

/// Where a seat's rules differ from the base game. Each default is the base
/// rule (or, for the game-wide points, "no say").
pub(crate) trait SeatRules: Sync {
    /// Setup: the seat's own material (003 "Änderungen im Spielaufbau").
    fn set_up(&self, _st: &mut State, _cat: &Catalog, _solo: Solo) {}
    /// After the state exists, before the first decision; `leftover`: the
    /// storage keshis left in the bag.
    fn start(&self, _ctx: &mut Ctx, _leftover: &[Colour]) {}
    /// Whether the seat takes decisions (the Paschabot's are the rules').
    fn decides(&self) -> bool {
        true
    }
    /// The seat's answer to a decision the shared rules put to it, which
    /// must be one of `legal` (non-empty); `Done(None)` when its rules have
    /// no answer, which is a fault of the rules (the step fails with
    /// `RuleError::Internal`), never a reason to pick one.
    fn choose(&self, _ctx: &Ctx, _d: Decision, _legal: &[Action]) -> Hook<Option<Action>> {
        Hook::Base
    }
    /// Gaining resources from the supply.
    fn gain(&self, _ctx: &mut Ctx, _r: Resources) -> Hook {
        Hook::Base
    }
    /// Gaining a printed bonus.
    fn bonus(&self, _ctx: &mut Ctx, _b: Bonus, _category: ScoreCategory) -> Hook {
        Hook::Base
    }
    /// Phase 1, once some seat has selected: the seat's own selection.
    fn select(&self, _ctx: &mut Ctx) {}
    /// Whether the seat's selection stays hidden behind its screen until the
    /// reveal.
    fn selects_in_secret(&self) -> bool {
        true
    }
    /// Phase 1: placing the seat's assistants.
    fn place_assistants(&self, _ctx: &mut Ctx) -> Hook {
        Hook::Base
    }
    /// Phase 2: the seat's claim turn; `Done(false)` passes it by.
    fn claim(&self, _ctx: &mut Ctx) -> Hook<bool> {
        Hook::Base
    }
    /// Phase 3: the seat's turn with its assistants.
    fn use_assistants(&self, _ctx: &mut Ctx) -> Hook {
        Hook::Base
    }
    /// One assistant of the seat's turn, as an automatic task.
    fn assistant(&self, _ctx: &mut Ctx, _sector: Sector) {}
    /// Phase 4: the river bonus; `Done(true)` when one is under way.
    fn river_bonus(&self, _ctx: &mut Ctx) -> Hook<bool> {
        Hook::Base
    }
    /// How many more keshis of a colour the seat can deploy.
    fn room(&self, _ctx: &Ctx, _c: Colour) -> Hook<u8> {
        Hook::Base
    }
    /// Deploying one keshi.
    fn deploy(&self, _ctx: &mut Ctx, _c: Colour) -> Hook {
        Hook::Base
    }
    /// Crossing a staircase threshold into `line`.
    fn threshold(&self, _ctx: &mut Ctx, _line: u8) -> Hook {
        Hook::Base
    }
    /// Season scoring: who takes the river tile; `Done` overrides the race.
    fn river_places(&self, _ctx: &Ctx) -> Hook<[Option<PlayerId>; 2]> {
        Hook::Base
    }
    /// A river tile's reward.
    fn river_tile(&self, _ctx: &mut Ctx, _r: TileReward) -> Hook {
        Hook::Base
    }
    /// Whether the seat provisions its inhabitants (and has provision tiles,
    /// oases and storage keshis).
    fn provisions(&self) -> bool {
        true
    }
    /// Preparing the 2nd and 3rd season.
    fn new_season(&self, _ctx: &mut Ctx) {}
    /// Final scoring of the seat.
    fn final_score(&self, _ctx: &mut Ctx) -> Hook<FinalScore> {
        Hook::Base
    }
    /// Who won; `Done` overrides the score race.
    fn winners(&self, _cat: &Catalog, _st: &State) -> Hook<Vec<PlayerId>> {
        Hook::Base
    }
    /// The title seat `p`'s score earns, if the seat awards titles.
    fn title(&self, _cat: &Catalog, _st: &State, _p: PlayerId) -> Option<String> {
        None
    }
    /// Module 5: a claimed town's points at final scoring.
    fn town_points(&self, _st: &State, _effect: DesertTownEffect) -> Hook<i32> {
        Hook::Base
    }
    /// Module 5: whether a claimed town's points are known before the end
    /// (and so shown in the view).
    fn town_points_known(&self) -> bool {
        true
    }
    /// Camel race: whether the seat races (has a camel, a spectator area
    /// and dung).
    fn races(&self) -> bool {
        true
    }
    /// Camel race: the seat's camel is to make `steps` steps.
    fn camel_steps(&self, _ctx: &mut Ctx, _steps: u8) -> Hook {
        Hook::Base
    }
    /// Special buildings: whether the seat draws and keeps a building.
    fn takes_building(&self) -> bool {
        true
    }
    /// Special buildings: the seat's part of the start scroll draft
    /// (`Done`: it draws no scrolls).
    fn start_scroll(&self, _ctx: &mut Ctx) -> Hook {
        Hook::Base
    }
    /// The seat's own board in the views, if it has one.
    fn board_view(&self, _cat: &Catalog, _st: &State) -> Option<SoloView> {
        None
    }
}

/// A seat played by the book's rules.
pub(crate) struct BookSeat;

impl SeatRules for BookSeat {}

/// The rules of one seat: the book's (no override at all) or a solo
/// opponent's. Every rule point is reached through `Deref` to
/// [`SeatRules`]; the points every legal-action list asks (`room`,
/// `decides`) answer for the book's seat without a dynamic call.
#[derive(Clone, Copy)]
pub(crate) struct Seat(Option<&'static dyn SeatRules>);

impl std::ops::Deref for Seat {
    type Target = dyn SeatRules;
    fn deref(&self) -> &Self::Target {
        self.0.unwrap_or(&BookSeat)
    }
}

impl Seat {
    /// See [`SeatRules::room`].
    #[inline]
    pub(crate) fn room(&self, ctx: &Ctx, c: Colour) -> Hook<u8> {
        match self.0 {
            None => BookSeat.room(ctx, c),
            Some(rules) => rules.room(ctx, c),
        }
    }
    /// See [`SeatRules::decides`].
    #[inline]
    pub(crate) fn decides(&self) -> bool {
        match self.0 {
            None => BookSeat.decides(),
            Some(rules) => rules.decides(),
        }
    }
}

/// The rules of seat `p`.
#[inline]
pub(crate) fn seat(st: &State, p: PlayerId) -> Seat {
    match &st.pascha {
        Some(pb) if p == crate::state::BOT => Seat(Some(pb.opponent.rules())),
        _ => Seat(None),
    }
}

/// Every seat's rules, in seat order.
pub(crate) fn seats(st: &State) -> impl Iterator<Item = (PlayerId, Seat)> + '_ {
    (0..st.num_players).map(move |p| (p, seat(st, p)))
}
