//! Season scoring: river evaluation with the river tiles, then providing for
//! the citizens.
//!
//! Rulebook: "The player whose fisherman is the farthest down the river track
//! is the winner of the river evaluation ... In the third season the winner
//! on the river track has the choice between two bonuses, with second place
//! receiving the other bonus. In a two player game the second place is not
//! rewarded." "Finally, discard the current river tile and return all
//! fishermen to the starting space." "If a player cannot pay the required
//! resources shown on all their provision tiles, they must pay all of their
//! resources ... and lose all points shown on their activated provision
//! tiles."

use crate::action::{Action, Decision};
use crate::catalog::{Perk, RiverTileBonus, TileReward};
use crate::ctx::Ctx;
use crate::deploy::deployable;
use crate::event::Event;
use crate::modules::camel_race;
use crate::scoring::{final_scoring, keshis_on_board};
use crate::seat::{seat, Hook};
use crate::sectors::{action_available, river};
use crate::state::{Phase, ScoreCategory, ScoringStep};
use crate::task::Task;
use crate::types::*;

fn last_season(ctx: &Ctx) -> bool {
    ctx.st.season + 1 >= ctx.cat.rules.seasons.value
}

pub(crate) fn advance(ctx: &mut Ctx) -> bool {
    let n = ctx.st.n();
    match ctx.st.scoring_step {
        ScoringStep::Rapids => {
            // Scroll 28: "At the start of each season scoring you gain one
            // bonus from each of the rapids you have crossed."
            while (ctx.st.turn as usize) < n {
                let p = ctx.st.in_turn(ctx.st.turn as usize);
                ctx.st.turn += 1;
                if ctx.player(p).has(Perk::RapidsAtSeasonScoring)
                    && crate::board::rapids_crossed(ctx, p) > 0
                {
                    river::all_rapids(ctx, p);
                    return true;
                }
            }
            ctx.st.scoring_step = ScoringStep::RiverFirst;
        }
        ScoringStep::RiverFirst => {
            ctx.st.river_places = river_ranking(ctx);
            for p in 0..ctx.st.num_players {
                if let Hook::Done(places) = seat(ctx.st, p).river_places(ctx) {
                    ctx.st.river_places = places;
                }
            }
            ctx.st.river_choice = None;
            ctx.st.scoring_step = ScoringStep::RiverSecond;
            if let Some(first) = ctx.st.river_places[0] {
                award(ctx, first, 0);
            }
        }
        ScoringStep::RiverSecond => {
            ctx.st.scoring_step = ScoringStep::RiverReset;
            ctx.st.turn = 0;
            // R9: no second place with 2 players.
            if last_season(ctx) && ctx.st.num_players > 2 {
                if let Some(second) = ctx.st.river_places[1] {
                    award(ctx, second, 1);
                }
            }
        }
        // The river evaluation ends: 000 "Anschließend wird das
        // Fluss-Plättchen abgeworfen und alle Fischer wieder auf das
        // Startfeld ... zurückgestellt".
        ScoringStep::RiverReset => {
            let last = last_season(ctx);
            for p in 0..ctx.st.num_players {
                let pl = ctx.player_mut(p);
                if last {
                    // R10: oasis 30 holds if docked now, before the return.
                    pl.docked_at_end = pl.dock.is_some();
                }
                pl.fisherman = 0;
                pl.dock = None;
                pl.arrival = 0;
            }
            ctx.st.jetty = 0;
            ctx.st.turn = 0;
            ctx.st.scoring_step = crate::modules::after_river_scoring(ctx.st);
        }
        // Camel race: "Am Ende eines Durchgangs findet eine Belohnungsphase
        // statt. Diese findet nach der Flusswertung und vor der Versorgung
        // der Bewohner statt": dung (above), then the rewards in turn order.
        // R37: after the whole river evaluation, the fishermen's return
        // included, so river steps won here count toward the next season.
        ScoringStep::CamelRace => {
            if ctx.st.turn == 0 {
                camel_race::dung(ctx);
            }
            while (ctx.st.turn as usize) < n {
                let p = ctx.st.in_turn(ctx.st.turn as usize);
                ctx.st.turn += 1;
                if seat(ctx.st, p).races() && camel_race::may_buy(ctx, p) {
                    ctx.decide(p, Decision::CamelRewards);
                    return true;
                }
            }
            camel_race::discard_tile(ctx);
            ctx.st.scoring_step = ScoringStep::Provisioning;
            ctx.st.turn = 0;
        }
        ScoringStep::Provisioning => {
            while (ctx.st.turn as usize) < n {
                let p = ctx.st.in_turn(ctx.st.turn as usize);
                ctx.st.turn += 1;
                if !seat(ctx.st, p).provisions() {
                    continue;
                }
                // Scroll 44's alternative, or scroll 33's ways to pay the
                // dinars: the player chooses.
                let need = provision_cost(ctx, p);
                if ctx.player(p).has(Perk::ProvisionAlternative) || ctx.payments(p, need).len() > 1
                {
                    ctx.decide(p, Decision::Provisioning);
                    return true;
                }
                provision(ctx, p, None);
            }
            ctx.emit(Event::SeasonEnded {
                season: ctx.st.season,
            });
            if last_season(ctx) {
                final_scoring(ctx);
            } else {
                // "each player chooses one of their provision tiles that is
                // still face down and flips it."
                ctx.st.phase = Phase::ProvisionReveal;
                for p in 0..ctx.st.num_players {
                    if !seat(ctx.st, p).provisions() {
                        ctx.player_mut(p).provision_chosen = true;
                        continue;
                    }
                    ctx.player_mut(p).provision_chosen = false;
                    let face_down: Vec<u8> = (0..3u8)
                        .filter(|i| !ctx.player(p).provision[*i as usize].active)
                        .collect();
                    match face_down[..] {
                        [] => ctx.player_mut(p).provision_chosen = true,
                        [only] => {
                            crate::draft::resolve_setup(
                                ctx,
                                p,
                                Decision::ActivateProvisionTile,
                                Action::ActivateProvision { slot: only },
                            );
                        }
                        _ => {}
                    }
                }
            }
        }
    }
    true
}

/// R8: further along leads; on the same space the earlier arrival leads (at
/// the jetty the higher docking spot, taken earlier). A fisherman on the
/// start space never wins.
fn river_ranking(ctx: &Ctx) -> [Option<PlayerId>; 2] {
    let mut v: Vec<PlayerId> = (0..ctx.st.num_players)
        .filter(|p| ctx.player(*p).fisherman > 0)
        .collect();
    v.sort_by_key(|p| {
        let pl = ctx.player(*p);
        (std::cmp::Reverse(pl.fisherman), pl.arrival)
    });
    [v.first().copied(), v.get(1).copied()]
}

/// Gives place `place` (0 or 1) its reward from this season's river tile.
fn award(ctx: &mut Ctx, p: PlayerId, place: u8) {
    let face = ctx.st.river_tiles[ctx.st.season as usize];
    let bonus = ctx.cat.river_tile(face).bonus;
    let reward = match (bonus, place) {
        (RiverTileBonus::Single { reward }, 0) => Some(reward),
        (RiverTileBonus::Ranked { first, .. }, 0) => Some(first),
        (RiverTileBonus::Ranked { second, .. }, _) => Some(second),
        (RiverTileBonus::Choice { .. }, 0) => None,
        (RiverTileBonus::Choice { a, b }, _) => {
            Some(if ctx.st.river_choice == Some(0) { b } else { a })
        }
        (RiverTileBonus::Single { .. }, _) => return,
    };
    ctx.emit(Event::RiverTileAwarded {
        player: p,
        face,
        place,
    });
    // A sector action on the tile may buy scrolls or goods: refill after.
    ctx.push(Task::EndTurn { p });
    match reward {
        Some(reward) => ctx.push(Task::RiverTile { p, reward }),
        None => ctx.decide(p, Decision::RiverTileOption),
    }
}

/// R9: the leader chooses one option of a two-option tile.
pub(crate) fn resolve_tile_option(ctx: &mut Ctx, p: PlayerId, a: Action) {
    let Action::ChooseOption { option } = a else {
        return;
    };
    let face = ctx.st.river_tiles[ctx.st.season as usize];
    if let RiverTileBonus::Choice { a, b } = ctx.cat.river_tile(face).bonus {
        ctx.st.river_choice = Some(option);
        let reward = if option == 0 { a } else { b };
        ctx.push(Task::RiverTile { p, reward });
    }
}

/// Resolves one river tile reward.
pub(crate) fn river_tile_reward(ctx: &mut Ctx, p: PlayerId, reward: TileReward) {
    if let Hook::Done(()) = seat(ctx.st, p).river_tile(ctx, reward) {
        return;
    }
    let category = ScoreCategory::RiverTiles;
    match reward {
        // R6: no water vendor water.
        TileReward::SectorAction => ctx.decide(p, Decision::ChooseSectorAction),
        TileReward::BonusOasis => ctx.decide(p, Decision::BonusOasis),
        TileReward::AnyKeshis { count } => {
            for _ in 0..count {
                crate::deploy::choose_keshis(ctx, p, 1);
            }
        }
        TileReward::Points { points } => ctx.points(p, points as i16, category),
        TileReward::AnyResources { count } => ctx.decide(p, Decision::TakeResources { count }),
        TileReward::WaterVendor => ctx.push(Task::Deploy {
            p,
            colour: Colour::Red,
        }),
        TileReward::CrocodileStart => ctx.player_mut(p).crocodile_start = true,
        TileReward::GoodsSet => {
            for colour in Colour::GOODS.into_iter().rev() {
                ctx.push(Task::Deploy { p, colour });
            }
        }
        TileReward::StairSteps { steps } => ctx.decide(
            p,
            Decision::ChooseStair {
                steps,
                then_other: 0,
            },
        ),
        TileReward::PointsPerGate { points } => {
            let n = ctx.player(p).gates_built() as i16;
            ctx.points(p, n * points as i16, category);
        }
        // R41: nomads count as keshis of their sector ("each deployed date
        // picker keshi").
        TileReward::PointsPerKeshi { colour, points } => {
            let n = ctx.player(p).keshis_for(colour) as i16;
            ctx.points(p, n * points as i16, category);
        }
        TileReward::KeshiOfColours { colours } => {
            let mut allowed: ColourSet = colours.into_iter().collect();
            allowed.0 &= deployable(ctx, p).0;
            if !allowed.is_empty() {
                ctx.decide(
                    p,
                    Decision::KeshiColour {
                        count: 1,
                        allowed,
                        hold: false,
                    },
                );
            }
        }
        TileReward::Resources { resources } => ctx.gain(p, resources),
        TileReward::ClaimFreeOases { count } => {
            ctx.decide(p, Decision::ClaimFreeOases { left: count })
        }
        TileReward::MainSquareActions { times } => {
            if action_available(ctx, p, Sector::MainSquare) {
                for _ in 0..times {
                    ctx.push(Task::MainSquare { p });
                }
            }
        }
        // R41, as above ("each deployed entertainer keshi", "... water
        // vendor keshi").
        TileReward::ResourcesPerKeshi { colour, resources } => {
            let n = ctx.player(p).keshis_for(colour);
            ctx.gain(
                p,
                Resources::new(
                    resources.water * n,
                    resources.dates * n,
                    resources.dinars * n,
                ),
            );
        }
        TileReward::PointsPerKeshis { divisor } => {
            let n = keshis_on_board(ctx.player(p)) / divisor.max(1) as u16;
            ctx.points(p, n as i16, category);
        }
        TileReward::PointsPerLuxuryGood { points } => {
            let n = ctx.player(p).luxury_count() as i16;
            ctx.points(p, n * points as i16, category);
        }
    }
}

/// River tile 02: "you may take any 1 of these oases and claim it
/// immediately".
pub(crate) fn legal_bonus_oasis(ctx: &Ctx, out: &mut Vec<Action>) {
    for (i, o) in ctx.st.bonus_oases.iter().enumerate() {
        if o.is_some() {
            out.push(Action::TakeBonusOasis { index: i as u8 });
        }
    }
    out.push(Action::Done);
}

pub(crate) fn resolve_bonus_oasis(ctx: &mut Ctx, p: PlayerId, a: Action) {
    if let Action::TakeBonusOasis { index } = a {
        if let Some(oasis) = ctx.st.bonus_oases[index as usize].take() {
            crate::board::store(ctx, p, oasis);
        }
    }
}

/// What the player's face-up provision tiles cost together, and the points
/// they take if not paid.
fn provision_due(ctx: &Ctx, p: PlayerId) -> (Resources, i16) {
    let mut need = Resources::ZERO;
    let mut penalty = 0i16;
    for s in ctx.player(p).provision.iter().filter(|s| s.active) {
        let tile = ctx.cat.provision(s.tile);
        need.add(tile.cost);
        penalty += tile.penalty as i16;
    }
    (need, penalty)
}

fn provision_cost(ctx: &Ctx, p: PlayerId) -> Resources {
    provision_due(ctx, p).0
}

/// Pays the provision tiles: `pay` (a way chosen by the player: scroll 44's
/// alternative or, with scroll 33, dates and water for dinars), else in full
/// if the player can, else not at all: "they must pay all of their
/// resources ... and lose all points shown on their activated tiles".
fn provision(ctx: &mut Ctx, p: PlayerId, pay: Option<Resources>) {
    let (need, penalty) = provision_due(ctx, p);
    let have = ctx.player(p).resources;
    let (paid, lost) = match pay.or_else(|| ctx.payments(p, need).first().copied()) {
        Some(pay) => (pay, 0),
        None => (have, penalty),
    };
    ctx.pay(p, paid);
    ctx.points(p, -lost, ScoreCategory::Provisioning);
    ctx.emit(Event::Provisioned {
        player: p,
        paid,
        penalty: lost,
    });
}

/// Scroll 44: "you may pay 1 dinar: If you do, you only have to spend any 1
/// resource for each provision tile."
pub(crate) fn legal_provisioning(ctx: &Ctx, p: PlayerId, out: &mut Vec<Action>) {
    // Paying in full (scroll 33: every split of the dinars), or, unable to,
    // losing everything (`pay` zero).
    let full = ctx.payments(p, provision_cost(ctx, p));
    if full.is_empty() {
        out.push(Action::Provision {
            alternative: false,
            pay: Resources::ZERO,
        });
    }
    for pay in full {
        out.push(Action::Provision {
            alternative: false,
            pay,
        });
    }
    if !ctx.player(p).has(Perk::ProvisionAlternative) {
        return;
    }
    let tiles = ctx.player(p).provision.iter().filter(|s| s.active).count() as u16;
    let have = ctx.player(p).resources;
    let mut seen: Vec<Resources> = Vec::new();
    for dinar in ctx.payments(p, Resources::new(0, 0, 1)) {
        let mut rest = have;
        rest.sub(dinar);
        for c in Resources::choices(tiles) {
            if rest.covers(c) {
                let mut pay = dinar;
                pay.add(c);
                if !seen.contains(&pay) {
                    seen.push(pay);
                    out.push(Action::Provision {
                        alternative: true,
                        pay,
                    });
                }
            }
        }
    }
}

pub(crate) fn resolve_provisioning(ctx: &mut Ctx, p: PlayerId, a: Action) {
    if let Action::Provision { alternative, pay } = a {
        let full = ctx.payments(p, provision_cost(ctx, p));
        provision(ctx, p, (alternative || full.contains(&pay)).then_some(pay));
    }
}
