//! The decision machine: runs automatic tasks until a player must decide,
//! and dispatches each decision to the rule module that owns it.

use crate::action::{Action, Decision};
use crate::catalog::Bonus;
use crate::ctx::Ctx;
use crate::event::Event;
use crate::modules::{
    camel_race, desert_towns, new_luxury_goods, new_provisions, nomads, special_buildings,
};
use crate::seat::{seat, Hook};
use crate::state::ScoreCategory;
use crate::task::Task;
use crate::types::*;
use crate::{deploy, draft, flow, scoring, scrolls, season, sectors, stack_search};

/// The parts of [`Ctx`] that go through the seat rules (a Paschabot takes
/// its gains and bonuses its own way).
impl Ctx<'_> {
    /// Takes resources from the supply; R2: the supply is unlimited.
    pub fn gain(&mut self, p: PlayerId, r: Resources) {
        if r.total() == 0 {
            return;
        }
        if let Hook::Done(()) = seat(self.st, p).gain(self, r) {
            return;
        }
        self.player_mut(p).resources.add(r);
        self.emit(Event::ResourcesGained {
            player: p,
            resources: r,
        });
    }

    /// Gains a printed bonus now, pushing whatever it sets in motion.
    pub fn bonus(&mut self, p: PlayerId, b: Bonus, category: ScoreCategory) {
        if let Hook::Done(()) = seat(self.st, p).bonus(self, b, category) {
            return;
        }
        match b {
            Bonus::Points { n } => self.points(p, n as i16, category),
            Bonus::Resources {
                water,
                dates,
                dinars,
            } => self.gain(p, Resources::new(water as u16, dates as u16, dinars as u16)),
            Bonus::AnyResources { n } => self.decide(p, Decision::TakeResources { count: n }),
            Bonus::Goods { n } => self.decide(p, Decision::GoodsColour { count: n }),
            Bonus::Keshi { colour } => self.push(Task::Deploy { p, colour }),
            Bonus::AnyKeshis { n } => deploy::choose_keshis(self, p, n),
            Bonus::RiverSteps { n } => self.push(Task::MoveRiver {
                p,
                steps: n,
                extra: true,
            }),
            Bonus::StairSteps { stair, n } => self.push(Task::StartClimb {
                p,
                stair,
                steps: n,
                extra: true,
            }),
            Bonus::EitherStair { n } => self.decide(
                p,
                Decision::ChooseStair {
                    steps: n,
                    then_other: 0,
                },
            ),
        }
    }
}

/// Runs automatic tasks and the phase machine until a player must decide.
/// Decisions with a single legal action are taken automatically.
pub(crate) fn run(ctx: &mut Ctx) {
    ctx.listed = None;
    let mut guard = 0u32;
    loop {
        guard += 1;
        if guard > 1_000_000 {
            ctx.fault = Some("runaway task loop");
        }
        if ctx.fault.is_some() {
            return;
        }
        match ctx.st.agenda.last().copied() {
            None => {
                if !flow::advance(ctx) {
                    return;
                }
            }
            Some(Task::Decide { p, d }) => {
                let mut buf = std::mem::take(&mut ctx.scratch);
                buf.clear();
                legal(ctx, p, d, &mut buf);
                if !buf.is_empty() {
                    if let Hook::Done(choice) = seat(ctx.st, p).choose(ctx, d, &buf) {
                        // A seat whose choices are the rules' must choose a
                        // legal action: no answer or an illegal one is a
                        // rules bug, reported, never replaced.
                        ctx.scratch = buf;
                        let Some(a) = choice else {
                            ctx.fault = Some("a seat's rules have no answer to a decision");
                            return;
                        };
                        if !ctx.scratch.contains(&a) {
                            ctx.fault = Some("a seat's rules chose an illegal action");
                            return;
                        }
                        ctx.st.agenda.pop();
                        resolve(ctx, p, d, a);
                        continue;
                    }
                }
                match buf.len() {
                    0 => {
                        // Nothing can be chosen: the step is void.
                        ctx.st.agenda.pop();
                        ctx.scratch = buf;
                    }
                    1 => {
                        let a = buf[0];
                        ctx.scratch = buf;
                        ctx.st.agenda.pop();
                        resolve(ctx, p, d, a);
                    }
                    _ => {
                        ctx.scratch = buf;
                        ctx.listed = Some((p, d));
                        return;
                    }
                }
            }
            Some(t) => {
                ctx.st.agenda.pop();
                execute(ctx, t);
            }
        }
    }
}

/// Executes one automatic task.
fn execute(ctx: &mut Ctx, t: Task) {
    match t {
        Task::Nothing | Task::Decide { .. } => {}
        Task::Deploy { p, colour } => deploy::deploy(ctx, p, colour),
        Task::DeployOnBoard { p, colour } => deploy::deploy_to_board(ctx, p, colour),
        Task::Bonus { p, bonus, category } => ctx.bonus(p, bonus, category),
        Task::MoveRiver { p, steps, extra } => sectors::river::move_fisherman(ctx, p, steps, extra),
        Task::StartClimb {
            p,
            stair,
            steps,
            extra,
        } => sectors::staircase::start_climb(ctx, p, stair, steps, extra),
        Task::Climb { p, stair, steps } => sectors::staircase::climb(ctx, p, stair, steps),
        Task::Threshold { p, stair } => sectors::staircase::threshold(ctx, p, stair),
        Task::SectorAction { p, sector } => sectors::sector_action(ctx, p, sector),
        Task::MainSquare { p } => sectors::main_square::action(ctx, p),
        Task::MainSquareEnd { p } => sectors::main_square::end_of_action(ctx, p),
        Task::FieldBonus {
            p,
            field,
            times,
            category,
        } => crate::board::field_bonus(ctx, p, field, times, category),
        Task::ScrollInstant { p, scroll } => scrolls::instant(ctx, p, scroll),
        Task::ActionWhereDeployed { p } => scrolls::action_where_deployed(ctx, p),
        Task::RapidBonus { p, rapid } => sectors::river::rapid_bonus(ctx, p, rapid),
        Task::RiverTile { p, reward } => season::river_tile_reward(ctx, p, reward),
        Task::ScoreOasisNow { p, oasis } => scoring::score_oasis_now(ctx, p, oasis),
        Task::StorageIcon { p, space } => sectors::sahara::storage_icon(ctx, p, space),
        Task::DeployHeld { p } => {
            if ctx.player(p).held_total() > 0 {
                ctx.decide(p, Decision::DeployHeldKeshi);
            }
        }
        Task::EndTurn { p } => flow::end_of_turn(ctx, p),
        Task::PaschaAssistant { p, sector } => seat(ctx.st, p).assistant(ctx, sector),
        Task::CamelSteps { p, steps } => camel_race::step(ctx, p, steps),
        Task::BuildingStart { step } => special_buildings::start_step(ctx, step),
    }
}

/// Lists the legal actions for a decision, in a fixed order.
pub(crate) fn legal(ctx: &Ctx, p: PlayerId, d: Decision, out: &mut Vec<Action>) {
    match d {
        Decision::ArrangeStorageKeshis
        | Decision::OrientAudienceDisc
        | Decision::ActivateProvisionTile => draft::legal_setup(ctx, p, d, out),
        Decision::SelectKeshis => draft::legal_select(ctx, p, out),
        Decision::PlaceWildAssistant => draft::legal_wild(ctx, p, out),
        Decision::ClaimKeshis => draft::legal_claim(ctx, p, out),
        Decision::DeployHeldKeshi => deploy::legal_held(ctx, p, out),
        Decision::UseAssistant => sectors::legal_use_assistant(ctx, p, out),
        Decision::PlaceEntertainer
        | Decision::PlaceCaravan
        | Decision::PlaceWaterVendor
        | Decision::GoodsColour { .. }
        | Decision::KeshiColour { .. }
        | Decision::TakeResources { .. } => deploy::legal(ctx, p, d, out),
        Decision::DateHarvest { n } => sectors::date_orchard::legal(ctx, p, n, out),
        Decision::ExtraStep { track, free_step } => {
            sectors::river::legal_extra_step(ctx, p, track, free_step, out)
        }
        Decision::LineBonus { line, taken, .. } => {
            sectors::staircase::legal_line_bonus(ctx, line, taken, out)
        }
        Decision::RapidBonus => sectors::river::legal_rapid(ctx, p, out),
        Decision::Souk { mode } => sectors::souk::legal(ctx, p, mode, out),
        Decision::ChooseEntertainer => sectors::main_square::legal_choose(ctx, p, out),
        Decision::Madrasa { scholars, must_buy } => {
            sectors::madrasa::legal(ctx, p, scholars, must_buy, out)
        }
        Decision::TakeScroll { ty, dates } => sectors::madrasa::legal_take(ctx, p, ty, dates, out),
        Decision::Medina => sectors::medina::legal(ctx, p, out),
        Decision::BuildGate { colour } => sectors::medina::legal_build(ctx, p, colour, out),
        Decision::Sahara => sectors::sahara::legal(ctx, p, false, out),
        Decision::ClaimFreeOases { .. } => sectors::sahara::legal(ctx, p, true, out),
        Decision::BonusOasis => season::legal_bonus_oasis(ctx, out),
        Decision::StorageKeshi { .. } => {
            out.push(Action::Accept);
            out.push(Action::Done);
        }
        Decision::StorageExchange => sectors::sahara::legal_exchange(ctx, p, out),
        Decision::ChooseSectorAction => scrolls::legal_sector_choice(ctx, p, out),
        Decision::ChooseStair { .. } => {
            out.push(Action::ChooseStair {
                stair: Stair::Palace,
            });
            out.push(Action::ChooseStair {
                stair: Stair::Mosque,
            });
        }
        Decision::ScoreOasis => scrolls::legal_score_oasis(ctx, p, out),
        Decision::ReturnForOasis { resource, max, .. } => {
            let have = ctx.player(p).resources.get(resource);
            for n in 0..=(max as u16).min(have) {
                out.push(Action::Count { n: n as u8 });
            }
        }
        Decision::ReturnResources { .. } => {
            let have = ctx.player(p).resources;
            for r in Resource::ALL {
                if have.get(r) > 0 {
                    out.push(Action::ReturnResource { resource: r });
                }
            }
            out.push(Action::Done);
        }
        Decision::RiverTileOption => {
            out.push(Action::ChooseOption { option: 0 });
            out.push(Action::ChooseOption { option: 1 });
        }
        Decision::Provisioning => season::legal_provisioning(ctx, p, out),
        Decision::LuxuryDiscount { slot } => sectors::souk::legal_discount(ctx, p, slot, out),
        Decision::FalconKeshi { slot, .. } => {
            new_luxury_goods::legal_falcon_keshi(ctx, p, slot, out)
        }
        Decision::DiscountedOasis { discount } => {
            new_luxury_goods::legal_discounted_oasis(ctx, p, discount, out)
        }
        Decision::SwapResources => new_luxury_goods::legal_swap(ctx, p, out),
        Decision::FieldBonus { .. } => crate::board::legal_any_field(ctx, out),
        Decision::ChooseDesertTown { .. } => desert_towns::legal_choose(ctx, out),
        Decision::FreeScroll => desert_towns::legal_free_scroll(ctx, out),
        Decision::FreeLuxury => desert_towns::legal_free_luxury(ctx, p, out),
        Decision::FreeGate => desert_towns::legal_free_gate(ctx, out),
        Decision::KeshiDestination { .. } => camel_race::legal_destination(out),
        Decision::CamelBridge { .. } => camel_race::legal_bridge(out),
        Decision::CamelRewards => camel_race::legal_rewards(ctx, p, out),
        Decision::SplitSteps { n, tracks } => camel_race::legal_split(n, tracks, out),
        Decision::SpectatorBonus { .. } => camel_race::legal_spectator_bonus(out),
        Decision::CamelRiverOption => {
            out.push(Action::ChooseOption { option: 0 });
            out.push(Action::ChooseOption { option: 1 });
        }
        Decision::SearchStack { search } => stack_search::legal_stack(ctx, search, out),
        Decision::StackSearched { search, stack } => {
            stack_search::legal_take(ctx, p, search, stack, out)
        }
        Decision::PlaceNomad { .. } => nomads::legal_place(ctx, p, out),
        Decision::ChooseBuilding => special_buildings::legal_choose(ctx, p, out),
        Decision::ChooseStartScroll => special_buildings::legal_start_scroll(ctx, p, out),
        Decision::LibraryStack { ty } => special_buildings::legal_library_stack(ctx, p, ty, out),
        Decision::LibraryScroll { ty, stack } => {
            special_buildings::legal_library_scroll(ctx, p, ty, stack, out)
        }
        Decision::BarracksGate => special_buildings::legal_barracks(ctx, p, out),
        Decision::PavilionLuxury => special_buildings::legal_pavilion(ctx, p, out),
        Decision::ChooseProvisionTiles => new_provisions::legal_choose(ctx, p, out),
        Decision::ProvisionFieldBonus { .. } => crate::board::legal_any_field(ctx, out),
        Decision::ProvisionExchange { first_season } => {
            new_provisions::legal_exchange(ctx, p, first_season, out)
        }
        Decision::ExchangedKeshi { returned } => {
            new_provisions::legal_exchanged(ctx, p, returned, out)
        }
        Decision::ProvisionNomadMove => nomads::legal_free_move(ctx, p, out),
    }
}

/// Whether `a` is one of [`legal`]'s actions for the decision. The widest
/// decision (the secret selection) is checked directly; the others by
/// listing into `buf`.
pub(crate) fn is_legal(
    ctx: &Ctx,
    p: PlayerId,
    d: Decision,
    a: Action,
    buf: &mut Vec<Action>,
) -> bool {
    match (d, a) {
        (Decision::SelectKeshis, Action::Select { keshis }) => {
            draft::is_legal_select(ctx, p, keshis)
        }
        (Decision::SelectKeshis, _) => false,
        _ => {
            buf.clear();
            legal(ctx, p, d, buf);
            buf.contains(&a)
        }
    }
}

/// Applies a legal action to its decision (the `Decide` task is already
/// popped).
pub(crate) fn resolve(ctx: &mut Ctx, p: PlayerId, d: Decision, a: Action) {
    match d {
        Decision::ArrangeStorageKeshis
        | Decision::OrientAudienceDisc
        | Decision::ActivateProvisionTile => draft::resolve_setup(ctx, p, d, a),
        Decision::SelectKeshis => draft::resolve_select(ctx, p, a),
        Decision::PlaceWildAssistant => draft::resolve_wild(ctx, p, a),
        Decision::ClaimKeshis => draft::resolve_claim(ctx, p, a),
        Decision::DeployHeldKeshi => deploy::resolve_held(ctx, p, a),
        Decision::UseAssistant => sectors::resolve_use_assistant(ctx, p, a),
        Decision::PlaceEntertainer
        | Decision::PlaceCaravan
        | Decision::PlaceWaterVendor
        | Decision::GoodsColour { .. }
        | Decision::KeshiColour { .. }
        | Decision::TakeResources { .. } => deploy::resolve(ctx, p, d, a),
        Decision::DateHarvest { .. } => sectors::date_orchard::resolve(ctx, p, a),
        Decision::ExtraStep { track, free_step } => {
            sectors::river::resolve_extra_step(ctx, p, track, free_step, a)
        }
        Decision::LineBonus { line, picks, taken } => {
            sectors::staircase::resolve_line_bonus(ctx, p, line, picks, taken, a)
        }
        Decision::RapidBonus => {
            if let Action::RapidBonus { rapid } = a {
                sectors::river::rapid_bonus(ctx, p, rapid)
            }
        }
        Decision::Souk { mode } => sectors::souk::resolve(ctx, p, mode, a),
        Decision::ChooseEntertainer => sectors::main_square::resolve_choose(ctx, p, a),
        Decision::Madrasa { scholars, must_buy } => {
            sectors::madrasa::resolve(ctx, p, scholars, must_buy, a)
        }
        Decision::TakeScroll { ty, dates } => sectors::madrasa::resolve_take(ctx, p, ty, dates, a),
        Decision::Medina => sectors::medina::resolve(ctx, p, a),
        Decision::BuildGate { colour } => sectors::medina::resolve_build(ctx, p, colour, a),
        Decision::Sahara => sectors::sahara::resolve(ctx, p, None, a),
        Decision::ClaimFreeOases { left } => sectors::sahara::resolve(ctx, p, Some(left), a),
        Decision::BonusOasis => season::resolve_bonus_oasis(ctx, p, a),
        Decision::StorageKeshi { colour } => {
            if a == Action::Accept {
                ctx.push(Task::Deploy { p, colour });
            }
        }
        Decision::StorageExchange => sectors::sahara::resolve_exchange(ctx, p, a),
        Decision::ChooseSectorAction => {
            if let Action::ChooseSector { sector } = a {
                ctx.push(Task::SectorAction { p, sector });
            }
        }
        Decision::ChooseStair { steps, then_other } => {
            if let Action::ChooseStair { stair } = a {
                if then_other > 0 {
                    ctx.push(Task::StartClimb {
                        p,
                        stair: stair.other(),
                        steps: then_other,
                        extra: true,
                    });
                }
                ctx.push(Task::StartClimb {
                    p,
                    stair,
                    steps,
                    extra: true,
                });
            }
        }
        Decision::ScoreOasis => scrolls::resolve_score_oasis(ctx, p, a),
        Decision::ReturnForOasis {
            oasis, resource, ..
        } => {
            if let Action::Count { n } = a {
                scoring::return_for_oasis(ctx, p, oasis, resource, n);
            }
        }
        Decision::ReturnResources { points_each } => {
            if let Action::ReturnResource { resource } = a {
                ctx.pay(p, Resources::one(resource));
                ctx.points(p, points_each as i16, ScoreCategory::Scrolls);
                ctx.decide(p, Decision::ReturnResources { points_each });
            }
        }
        Decision::RiverTileOption => season::resolve_tile_option(ctx, p, a),
        Decision::Provisioning => season::resolve_provisioning(ctx, p, a),
        Decision::LuxuryDiscount { slot } => sectors::souk::resolve_discount(ctx, p, slot, a),
        Decision::FalconKeshi { slot, free } => {
            sectors::souk::resolve_falcon_keshi(ctx, p, slot, free, a)
        }
        Decision::DiscountedOasis { .. } => new_luxury_goods::resolve_discounted_oasis(ctx, p, a),
        Decision::SwapResources => new_luxury_goods::resolve_swap(ctx, p, a),
        Decision::FieldBonus { times } => {
            crate::board::resolve_any_field(ctx, p, times, ScoreCategory::LuxuryGoods, a)
        }
        Decision::ChooseDesertTown { space } => desert_towns::resolve_choose(ctx, p, space, a),
        Decision::FreeScroll => {
            if let Action::TakeScroll { ty, slot } = a {
                if let Some(id) = ctx.st.scrolls[ty.index()].face_up[slot as usize].take() {
                    crate::board::acquire(ctx, p, id);
                }
            }
        }
        Decision::FreeLuxury => desert_towns::resolve_free_luxury(ctx, p, a),
        Decision::KeshiDestination { colour } => camel_race::resolve_destination(ctx, p, colour, a),
        Decision::CamelBridge { steps } => camel_race::resolve_bridge(ctx, p, steps, a),
        Decision::CamelRewards => camel_race::resolve_reward(ctx, p, a),
        Decision::SplitSteps { .. } => camel_race::resolve_split(ctx, p, a),
        Decision::SpectatorBonus { times } => camel_race::resolve_spectator_bonus(ctx, p, times, a),
        Decision::CamelRiverOption => camel_race::resolve_river_option(ctx, p, a),
        Decision::SearchStack { search } => stack_search::resolve_stack(ctx, p, search, a),
        Decision::StackSearched { search, stack } => {
            stack_search::resolve_take(ctx, p, search, stack, a)
        }
        Decision::PlaceNomad { from_supply } => nomads::resolve_place(ctx, p, from_supply, a),
        Decision::ChooseBuilding => special_buildings::resolve_choose(ctx, p, a),
        Decision::ChooseStartScroll => special_buildings::resolve_start_scroll(ctx, p, a),
        Decision::LibraryStack { ty } => special_buildings::resolve_library_stack(ctx, p, ty, a),
        Decision::LibraryScroll { ty, stack } => {
            special_buildings::resolve_library_scroll(ctx, p, ty, stack, a)
        }
        Decision::BarracksGate => special_buildings::resolve_barracks(ctx, p, a),
        Decision::PavilionLuxury => special_buildings::resolve_pavilion(ctx, p, a),
        Decision::ChooseProvisionTiles => new_provisions::resolve_choose(ctx, p, a),
        Decision::ProvisionFieldBonus { times } => {
            crate::board::resolve_any_field(ctx, p, times, ScoreCategory::MainSquare, a)
        }
        Decision::ProvisionExchange { .. } => new_provisions::resolve_exchange(ctx, p, a),
        Decision::ExchangedKeshi { .. } => new_provisions::resolve_exchanged(ctx, p, a),
        Decision::ProvisionNomadMove => nomads::resolve_free_move(ctx, p, a),
        Decision::FreeGate => {
            if let Action::BuyGate {
                workshop, colour, ..
            } = a
            {
                crate::board::take_gate(ctx, p, workshop, colour);
            }
        }
    }
}
