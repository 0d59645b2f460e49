//! One legal action in words, for the player who would take it. The
//! sentences are the `action-…` messages of `locales/<lang>/actions.ftl`;
//! phrases of keshis, gates, sectors and resources come from the helper
//! messages of `events.ftl` (see `event.rs`).
//!
//! [`action`] dispatches on the action; the texts are grouped by concept:
//! `round`, `draft`, `sector`, `markets`, `answers` (whose meaning is the
//! question's), `base_modules` and `expansion`.

mod answers;
mod base_modules;
mod draft;
mod expansion;
mod markets;
mod round;
mod sector;

use marrakesh_engine::Perk;
use marrakesh_engine::{
    Action, AssistantOption, BVec, BoardKeshi, Catalog, Colour, ColourSet, Decision, LuxuryId,
    OasisView, PlayerId, PlayerView, ProvisionId, ProvisionView, Resource, Resources, SaharaPath,
    ScrollId, ScrollType, Sector, Stair, StepPayment, View,
};

use crate::components::*;
use crate::decision::{board_keshi, sector_action_detail};
use crate::event::{
    colour_word, keshi_a, resources_text, sector_at, sector_key, sector_to, sector_word,
};
use crate::*;

/// The selector key of a staircase in the `.ftl` messages.
pub(super) fn stair_key(s: Stair) -> &'static str {
    match s {
        Stair::Palace => "palace",
        Stair::Mosque => "mosque",
    }
}

/// Goods keshis by colour: "1 yellow + 2 orange"; "nothing".
pub(super) fn goods_list(lang: Lang, counts: impl IntoIterator<Item = (Colour, u8)>) -> String {
    let parts: Vec<String> = counts
        .into_iter()
        .filter(|(_, n)| *n > 0)
        .map(|(c, n)| format!("{n} {}", colour_word(lang, c)))
        .collect();
    if parts.is_empty() {
        lang.get("action-nothing")
    } else {
        parts.join(" + ")
    }
}

/// What every text of an action may read: the language, the catalog, the
/// player's view and the question being answered.
#[derive(Clone, Copy)]
pub(super) struct Cx<'a> {
    lang: Lang,
    cat: &'a Catalog,
    view: &'a View,
    seat: PlayerId,
    d: &'a Decision,
    /// The seat's own board, as its view shows it.
    me: Option<&'a PlayerView>,
    classic: bool,
}

/// One legal action, in words, for the player who would take it.
pub fn action(
    lang: Lang,
    cat: &Catalog,
    view: &View,
    seat: PlayerId,
    d: &Decision,
    a: &Action,
) -> String {
    let cx = &Cx {
        lang,
        cat,
        view,
        seat,
        d,
        me: view.players.get(seat as usize),
        classic: view.edition == marrakesh_engine::Edition::Classic,
    };
    match *a {
        Action::ArrangeStorage { ref keshis } => round::arrange_storage(cx, keshis),
        Action::OrientDisc { rotation } => round::orient_disc(cx, rotation),
        Action::ActivateProvision { slot } => round::activate_provision(cx, slot),
        Action::Select { keshis } => draft::select(cx, keshis),
        Action::PlaceAssistant { sector } => draft::place_assistant(cx, sector),
        Action::Claim { colour, count } => draft::claim(cx, colour, count),
        Action::ClaimPair { first, second } => draft::claim_pair(cx, first, second),
        Action::DeployHeld { colour } => draft::deploy_held(cx, colour),
        Action::UseAssistant { sector, option } => draft::use_assistant(cx, sector, option),
        Action::PlaceEntertainer { field } => sector::place_entertainer(cx, field),
        Action::PlaceCaravan { path } => sector::place_caravan(cx, path),
        Action::PlaceWaterVendor { sector } => sector::place_water_vendor(cx, sector),
        Action::ChooseColour { colour } => answers::choose_colour(cx, colour),
        Action::TakeResources { resources } => answers::take_resources(cx, resources),
        Action::TakeFieldBonus { field } => sector::take_field_bonus(cx, field),
        Action::Harvest {
            dates,
            water,
            dinars,
            points,
        } => sector::harvest(cx, dates, water, dinars, points),
        Action::ExtraStep { pay } => sector::extra_step(cx, pay),
        Action::LineBonus { space } => sector::take_line_bonus(cx, space),
        Action::RapidBonus { rapid } => sector::rapid_bonus(cx, rapid),
        Action::ExchangeGoods { colour } => markets::exchange_goods(cx, colour),
        Action::BuyLuxury { slot } => markets::buy_luxury(cx, slot),
        Action::ChooseEntertainer { field } => sector::choose_entertainer(cx, field),
        Action::RefreshScrolls { ty, pay } => markets::refresh_scrolls(cx, ty, pay),
        Action::BuyScroll { ty, slot } => markets::scroll_from_display(cx, ty, slot, true),
        Action::TakeScroll { ty, slot } => markets::scroll_from_display(cx, ty, slot, false),
        Action::BuyGate {
            workshop,
            colour,
            pay,
        } => markets::buy_gate(cx, workshop, colour, pay),
        Action::BuildGate { space } => sector::build_gate(cx, space),
        Action::ClaimOasis { slot, pay } => sector::claim_oasis(cx, slot, pay),
        Action::TakeDesertTown { index } => base_modules::take_desert_town(cx, index),
        Action::ClaimDesertTown { space } => base_modules::claim_desert_town(cx, space),
        Action::TakeBonusOasis { index } => sector::take_bonus_oasis(cx, index),
        Action::Accept => answers::accept(cx),
        Action::ReturnKeshi { keshi } => draft::return_keshi(cx, keshi),
        Action::ChooseSector { sector } => sector::choose_sector(cx, sector),
        Action::ChooseStair { stair } => sector::choose_stair(cx, stair),
        Action::ScoreOasis { index } => sector::score_oasis(cx, index),
        Action::Count { n } => answers::count(cx, n),
        Action::ReturnResource { resource } => answers::return_resource(cx, resource),
        Action::ChooseOption { option } => sector::choose_option(cx, option),
        Action::Provision { alternative, pay } => round::provision_payment(cx, alternative, pay),
        Action::Done => answers::done(cx),
        Action::ToBoard => expansion::to_board(cx),
        Action::ToSpectatorArea => expansion::to_spectator_area(cx),
        Action::BuyCamelReward { offer, keshis } => {
            expansion::buy_camel_reward(cx, offer, keshis, false)
        }
        Action::BuyCamelRewardWithNomad { offer, keshis } => {
            expansion::buy_camel_reward(cx, offer, keshis, true)
        }
        Action::SearchStack { stack } => expansion::search_stack(cx, stack),
        Action::TakeScrollFromStack { scroll } => expansion::take_scroll_from_stack(cx, scroll),
        Action::TakeLuxuryFromStack { luxury, pay } => {
            expansion::take_luxury_from_stack(cx, luxury, pay)
        }
        Action::DiscardCamelDung => expansion::discard_camel_dung(cx),
        Action::SplitSteps {
            river,
            palace,
            mosque,
        } => expansion::split_steps(cx, river, palace, mosque),
        Action::ClaimNomad => expansion::claim_nomad(cx),
        Action::PlaceNomad { spot } => expansion::place_nomad(cx, spot),
        Action::MoveSpectatorNomad { to } => expansion::move_spectator_nomad(cx, to),
        Action::MoveNomad { from, to } => expansion::move_nomad(cx, from, to),
        Action::KeepBuilding { building } => expansion::keep_building(cx, building),
        Action::KeepScroll { scroll } => expansion::keep_scroll(cx, scroll),
        Action::TakeLuxury { luxury } => expansion::take_luxury(cx, luxury),
        Action::KeepProvisionTiles { tiles } => expansion::keep_provision_tiles(cx, tiles),
        Action::SwapStorageKeshi { space, colour } => {
            expansion::swap_storage_keshi(cx, space, colour)
        }
        Action::ReturnSpectator { colour } => expansion::return_spectator(cx, colour),
        Action::Spectate { colour } => expansion::spectate(cx, colour),
    }
}
