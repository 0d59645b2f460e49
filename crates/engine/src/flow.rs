//! The sequence of the game: 3 seasons of 4 rounds, each round in 4 phases.
//!
//! Rulebook: "Each round consists of the following 4 phases, which are played
//! in sequence: Select keshis & deploy assistants, Claim keshis & deploy them,
//! Use your assistants, River bonus & end of the round."

use crate::action::Decision;
use crate::ctx::Ctx;
use crate::event::Event;
use crate::modules::{new_provisions, special_buildings};
use crate::seat::{seat, Hook};
use crate::state::{Phase, ScoringStep, SoukVendor};
use crate::types::*;
use crate::{displays, draft, season, sectors};

/// Moves the game on when the agenda is empty. Returns `false` when it must
/// wait for simultaneous decisions or the game is over.
pub(crate) fn advance(ctx: &mut Ctx) -> bool {
    match ctx.st.phase {
        Phase::Setup => {
            let need = crate::modules::setup_steps(ctx.st);
            if (0..ctx.st.num_players).all(|p| ctx.player(p).setup_done & need == need) {
                // The setup's secret choices are revealed together: the
                // special buildings start and the chosen provision tiles
                // turn face up. A nomad they bring is placed at once (R33),
                // so its decision goes on top of the buildings' start.
                let started = special_buildings::begin(ctx);
                if draft::turn_chosen_provisions(ctx) || started {
                    return true;
                }
                ctx.emit(Event::SeasonStarted {
                    season: 0,
                    start_player: ctx.st.start_player,
                });
                start_round(ctx);
                new_provisions::season_start(ctx);
                true
            } else {
                false
            }
        }
        Phase::Selection => {
            for p in 0..ctx.st.num_players {
                seat(ctx.st, p).select(ctx);
            }
            if (0..ctx.st.num_players).all(|p| !ctx.player(p).selection.is_empty()) {
                draft::reveal_selections(ctx);
                ctx.st.phase = Phase::PlaceAssistants;
                ctx.st.turn = 0;
                true
            } else {
                false
            }
        }
        Phase::PlaceAssistants => draft::advance_placement(ctx),
        Phase::Claim => draft::advance_claims(ctx),
        Phase::Exchange => draft::advance_exchange(ctx),
        Phase::UseAssistants => {
            let n = ctx.st.n();
            if ctx.st.turn as usize >= n {
                ctx.st.phase = Phase::RiverBonus;
                ctx.st.turn = 0;
                return true;
            }
            let p = ctx.st.in_turn(ctx.st.turn as usize);
            if ctx.player(p).unused_assistants().next().is_some() {
                if let Hook::Base = seat(ctx.st, p).use_assistants(ctx) {
                    ctx.decide(p, Decision::UseAssistant);
                }
            } else {
                end_of_turn(ctx, p);
                ctx.st.turn += 1;
            }
            true
        }
        Phase::RiverBonus => {
            let n = ctx.st.n();
            while (ctx.st.turn as usize) < n {
                let p = ctx.st.in_turn(ctx.st.turn as usize);
                ctx.st.turn += 1;
                let underway = match seat(ctx.st, p).river_bonus(ctx) {
                    Hook::Done(underway) => underway,
                    Hook::Base => sectors::river::end_of_round_bonus(ctx, p),
                };
                if underway {
                    return true;
                }
            }
            end_round(ctx);
            true
        }
        Phase::SeasonScoring => season::advance(ctx),
        Phase::ProvisionReveal => {
            if (0..ctx.st.num_players).all(|p| ctx.player(p).provision_chosen) {
                if draft::turn_chosen_provisions(ctx) {
                    return true;
                }
                prepare_next_season(ctx);
                true
            } else {
                false
            }
        }
        Phase::GameOver => false,
    }
}

/// Rulebook: "New luxury goods are revealed only at the end of the player's
/// turn, after they have used all 3 of their assistants." Scrolls likewise.
/// Scroll 57's vendor pays from the next turn on (R15).
pub(crate) fn end_of_turn(ctx: &mut Ctx, p: PlayerId) {
    displays::refill(ctx);
    let pl = ctx.player_mut(p);
    if pl.souk_vendor == SoukVendor::Placed {
        pl.souk_vendor = SoukVendor::Active;
    }
}

/// Phase 1 begins: everyone selects behind the screen.
pub(crate) fn start_round(ctx: &mut Ctx) {
    ctx.st.phase = Phase::Selection;
    ctx.st.turn = 0;
    for p in 0..ctx.st.num_players {
        let pl = ctx.player_mut(p);
        pl.selection = ColourSet::EMPTY;
        pl.assistants.clear();
        pl.assistants_used = 0;
        pl.refreshed_this_round = false;
        pl.bought_scroll_this_round = false;
        crate::modules::nomads::new_round(pl);
    }
    ctx.emit(Event::RoundStarted {
        season: ctx.st.season,
        round: ctx.st.round,
        start_player: ctx.st.start_player,
    });
    // A screen with exactly 3 keshis leaves no choice.
    for p in 0..ctx.st.num_players {
        let screen = ctx.player(p).screen;
        if screen.len() as u8 == ctx.cat.rules.keshis_selected.value {
            ctx.player_mut(p).selection = screen;
            ctx.emit(Event::KeshisSelected { player: p });
        }
    }
    // Special buildings: the boathouse and the library at a season's start.
    if ctx.st.round == 0 {
        special_buildings::season_start(ctx);
    }
    new_provisions::round_start(ctx);
}

/// Rulebook: "the start player passes the round tracker (camel) to their
/// left neighbor"; after 4 rounds, season scoring.
fn end_round(ctx: &mut Ctx) {
    ctx.emit(Event::RoundEnded {
        season: ctx.st.season,
        round: ctx.st.round,
    });
    for p in 0..ctx.st.num_players {
        let pl = ctx.player_mut(p);
        pl.assistants.clear();
        pl.assistants_used = 0;
    }
    ctx.st.round += 1;
    if ctx.st.round >= ctx.cat.rules.rounds_per_season.value {
        ctx.st.phase = Phase::SeasonScoring;
        ctx.st.scoring_step = ScoringStep::Rapids;
        ctx.st.turn = 0;
    } else {
        ctx.st.start_player = (ctx.st.start_player + 1) % ctx.st.num_players;
        start_round(ctx);
    }
}

/// Rulebook, "Preparing the 2nd and 3rd season": next exchange office, next
/// river tile, 12 keshis behind each screen, the season tracker passes and
/// its new holder takes the round tracker.
fn prepare_next_season(ctx: &mut Ctx) {
    ctx.st.season += 1;
    ctx.st.round = 0;
    let n = ctx.st.num_players;
    ctx.st.season_player = (ctx.st.season_player + 1) % n;
    ctx.st.start_player = ctx.st.season_player;
    for p in 0..n {
        let pl = ctx.player_mut(p);
        pl.screen = ColourSet::ALL;
        pl.provision_chosen = false;
    }
    for p in 0..n {
        seat(ctx.st, p).new_season(ctx);
    }
    // R45, river tile 09: start the season on the crocodile space. A
    // fisherman already on or past it (river steps of the camel race's
    // reward phase, R37) keeps his place: the tile is a head start ("mit
    // Vorsprung"), never a step back; the steps made before are not added.
    let croc = ctx.cat.river.crocodile;
    for i in 0..n as usize {
        let p = ctx.st.in_turn(i);
        if ctx.player(p).crocodile_start {
            ctx.player_mut(p).crocodile_start = false;
            if ctx.player(p).fisherman < croc {
                ctx.place_fisherman(p, croc);
            }
        }
    }
    ctx.emit(Event::SeasonStarted {
        season: ctx.st.season,
        start_player: ctx.st.start_player,
    });
    start_round(ctx);
    new_provisions::season_start(ctx);
}
