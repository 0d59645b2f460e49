//! A cheap static evaluation of one player's position.
//!
//! Points count in full; resources, keshis, goods, tracks, scrolls and
//! oases get what they are worth toward the end of the game. The base
//! game's [`Weights`] were tuned by self-play (`examples/tune_eval.rs`,
//! written to `eval_weights.rs`), starting from hand-set ones; the modules'
//! terms are hand-set.

use marrakesh_engine::{
    camel_lines_between, desert_town_points, dung_penalty, race_placement_points,
};
use marrakesh_engine::{oasis_points, Colour, Game, OasisStatus, PlayerId, Sector, Stair};
use marrakesh_engine::{Perk, ScrollEffect};

/// Declares [`Weights`] with the hand-set value of each weight, its name
/// (for the tuning tool) and the conversions to and from a list.
macro_rules! weights {
    ($($(#[doc = $doc:literal])* $name:ident = $hand:expr,)*) => {
        /// The weights of [`evaluate`], [`sector_value`] and
        /// [`selection_value`] for the base game (the modules' terms stay
        /// hand-set). An `_early` weight is added in full at the start of
        /// the game and fades to nothing by its end; a `_late` one the other
        /// way round.
        #[derive(Clone, Copy, Debug, PartialEq)]
        pub struct Weights {
            $($(#[doc = $doc])* pub $name: f64,)*
        }

        impl Weights {
            /// The first, hand-set weights.
            pub const HAND_SET: Weights = Weights { $($name: $hand,)* };
            /// The weights' names, in the order of [`Weights::to_vec`].
            pub const NAMES: &'static [&'static str] = &[$(stringify!($name)),*];

            pub fn to_vec(&self) -> Vec<f64> {
                vec![$(self.$name),*]
            }

            /// Weights from a list in the order of [`Weights::NAMES`];
            /// `None` if it is too short.
            pub fn from_slice(v: &[f64]) -> Option<Weights> {
                let mut it = v.iter().copied();
                Some(Weights { $($name: it.next()?,)* })
            }
        }
    };
}

weights! {
    /// Per date, water and dinar.
    date = 0.45,
    water = 0.45,
    dinar = 0.45,
    resource_early = 0.0,
    /// Per goods keshi in the souk.
    goods = 0.5,
    goods_early = 0.0,
    /// Per keshi (or marker step) in each scoring sector, up to its capacity.
    keshi_river = 0.6,
    keshi_date_orchard = 0.6,
    keshi_main_square = 0.6,
    keshi_mosque = 0.6,
    keshi_palace = 0.6,
    keshi_madrasa = 0.6,
    keshi_medina = 0.6,
    keshi_sahara = 0.6,
    keshi_early = 0.0,
    /// Per water vendor.
    vendor = 1.0,
    /// Per sector complete with its water vendor (on top of `vendor`).
    full_vendor = 4.0,
    /// Per keshi waiting to be deployed.
    held = 0.5,
    /// Per guard on the watchtower.
    watchtower = 0.3,
    watchtower_early = 0.0,
    /// Per river space of the fisherman.
    fisherman = 0.25,
    fisherman_early = 0.0,
    /// Per staircase step (both staircases).
    stair = 0.35,
    stair_early = 0.0,
    /// Scale of the lasting scroll abilities' worth.
    perk = 1.0,
    /// Share of the best three claimed oases' points counted at the start of
    /// the game, and what is added by its end.
    oasis = 0.6,
    oasis_late = 0.4,
    /// Per discovered, unclaimed oasis.
    discovered = 0.8,
    /// Share of the active provision tiles' penalty counted when the
    /// resources do not cover them (times the round's urgency).
    provision_penalty = 0.6,
    /// Selection: a new keshi in a sector that is not full.
    new_keshi = 1.2,
    /// Selection: the river's action, per river keshi.
    river_action = 0.6,
    /// Selection: the date orchard's action, per keshi.
    date_action = 0.6,
    /// Selection: the mosque's or palace's action, per keshi.
    stair_action = 0.7,
    /// Selection: the souk's action, with goods to sell.
    souk_action = 2.0,
    /// Selection: the main square's action, with an entertainer, and per keshi.
    square_action = 2.0,
    square_action_keshi = 0.3,
    /// Selection: the madrasa's action (with dates), per keshi.
    madrasa_action = 0.8,
    /// Selection: the medina's action (with a guard), and per guard.
    medina_action = 1.0,
    medina_action_guard = 0.8,
    /// Selection: the Sahara's action (with resources), per discovered oasis.
    sahara_action = 1.5,
    /// Selection: a sector holding a water vendor.
    vendor_sector = 0.5,
    /// Selection: the joker on top of the best sector.
    joker = 0.3,
}

impl Weights {
    /// The weights the bots play with.
    pub const CURRENT: Weights = Weights::TUNED;

    /// The weight of a keshi in this scoring sector.
    fn keshi(&self, s: Sector) -> f64 {
        match s {
            Sector::River => self.keshi_river,
            Sector::DateOrchard => self.keshi_date_orchard,
            Sector::MainSquare => self.keshi_main_square,
            Sector::Mosque => self.keshi_mosque,
            Sector::Palace => self.keshi_palace,
            Sector::Madrasa => self.keshi_madrasa,
            Sector::Medina => self.keshi_medina,
            Sector::Sahara => self.keshi_sahara,
            Sector::Souk => 0.0,
        }
    }
}

/// The value of `seat`'s position: its points once the game is over,
/// before that its points plus an estimate of what its material is worth.
pub fn evaluate(game: &Game, seat: PlayerId) -> f64 {
    evaluate_with(game, seat, &Weights::CURRENT)
}

/// [`evaluate`] with the given weights (for tuning them).
pub fn evaluate_with(game: &Game, seat: PlayerId, w: &Weights) -> f64 {
    let st = game.state();
    if seat >= st.num_players {
        return 0.0;
    }
    let pl = st.player(seat);
    let score = pl.score as f64;
    if game.is_over() {
        return score;
    }
    let cat = game.catalog();
    // 0 at the start of the game, close to 1 in the last round.
    let progress = ((st.season as f64) * 4.0 + st.round as f64) / 12.0;
    let remaining = (1.0 - progress).max(0.0);
    let capacity = cat.rules.sector_capacity.value;

    let mut v = score;
    // Resources and goods count half a point each at the end.
    let res = pl.resources;
    v += w.date * res.dates as f64 + w.water * res.water as f64 + w.dinar * res.dinars as f64;
    v += w.resource_early * remaining * res.total() as f64;
    v += (w.goods + w.goods_early * remaining) * pl.goods_total() as f64;
    // Keshis make sector actions stronger and fill sectors (10 points each
    // at the end with a water vendor).
    for s in Sector::SCORING {
        let k = pl.sector_keshis(s).min(capacity) as f64;
        v += (w.keshi(s) + w.keshi_early * remaining) * k;
        if pl.has_vendor(s) {
            v += w.vendor;
            if k >= capacity as f64 {
                v += w.full_vendor;
            }
        }
    }
    v += w.held * pl.held_total() as f64;
    v += (w.watchtower + w.watchtower_early * remaining) * pl.watchtower as f64;
    // Track positions: the river leads to rapids and river tiles, the
    // staircases to dinars and line bonuses.
    let fin = cat.staircase.final_step;
    v += (w.fisherman + w.fisherman_early * remaining) * pl.fisherman as f64;
    v += (w.stair + w.stair_early * remaining)
        * (pl.stairs[0].min(fin) as f64 + pl.stairs[1].min(fin) as f64);
    // Lasting scroll abilities are worth more the earlier they come.
    for id in pl.scrolls.iter() {
        let def = cat.scroll(id);
        if let ScrollEffect::Perk { perk } = def.effect {
            v += w.perk * perk_weight(perk) * (1.0 + def.ty.index() as f64) * remaining;
        }
    }
    // Oases: the best three claimed ones score at the end.
    // (The best three kept on the stack: no list in every evaluation.)
    let mut top = [f64::NEG_INFINITY; 3];
    for o in pl.storage.iter() {
        let mut x = oasis_points(cat, st, seat, *o, 0, true) as f64;
        for t in top.iter_mut() {
            if x.total_cmp(t).is_gt() {
                std::mem::swap(&mut x, t);
            }
        }
    }
    let best: f64 = top.iter().filter(|x| x.is_finite()).sum();
    v += (w.oasis + w.oasis_late * progress) * best;
    let discovered = pl
        .oasis_slots
        .iter()
        .filter(|s| s.status == OasisStatus::Discovered)
        .count() as f64;
    v += w.discovered * discovered;
    // Module 5: claimed desert towns score like oases (at most 2); a town
    // still night side up is worth a part of what it would score, so that
    // the bot picks a fitting one and claims it when that pays.
    if st.modules.desert_towns {
        let mut claimed: Vec<f64> = Vec::new();
        for slot in pl.towns.iter().flatten() {
            let pts = desert_town_points(cat, st, seat, slot.town) as f64;
            let instant = cat
                .desert_towns
                .iter()
                .any(|t| t.id == slot.town && t.effect.is_instant());
            if slot.claimed {
                claimed.push(pts);
            } else if instant {
                v += 1.5;
            } else {
                v += 0.3 * pts + 0.5;
            }
        }
        claimed.sort_by(|a, b| b.total_cmp(a));
        v += (0.6 + 0.4 * progress) * claimed.iter().take(2).sum::<f64>();
    }
    // Module 2: the sultan and the imam save dates and goods keshis.
    if st.modules.imam_sultan {
        for stair in [Stair::Palace, Stair::Mosque] {
            if st.figures[stair.index()].carrier == Some(seat) {
                v += 2.0 * remaining;
            }
        }
    }
    // Camel race: the dung already taken costs its points at the end, the
    // current placement is likely to hold more and more, each line behind
    // the leader costs about a dung per season left, and spectators pay for
    // rewards and move the camel.
    if let Some(race) = cat.camel_race.as_ref().filter(|_| st.modules.camel_race) {
        let me = pl.race;
        v -= dung_penalty(race, me.dung) as f64;
        v += (0.3 + 0.7 * progress) * race_placement_points(race, st)[seat as usize] as f64;
        let leader = (0..st.num_players)
            .map(|p| st.player(p).race.camel)
            .max()
            .unwrap_or(0);
        let seasons_left = (3 - st.season.min(3)) as f64;
        v -= 3.0 * seasons_left * camel_lines_between(race, me.camel, leader) as f64;
        v += 0.3 * me.camel as f64 * remaining;
        v += 0.4 * me.spectator_count() as f64;
    }
    // Provisioning: what the active tiles will cost, and the penalty looming
    // if the resources do not cover it.
    let mut cost = marrakesh_engine::Resources::ZERO;
    let mut penalty = 0.0;
    for slot in pl.provision.iter().filter(|s| s.active) {
        let def = cat.provision(slot.tile);
        cost.add(def.cost);
        penalty += def.penalty as f64;
    }
    if !pl.resources.covers(cost) {
        let urgency = (st.round as f64 + 1.0) / 4.0;
        v -= w.provision_penalty * penalty * urgency;
    }
    v
}

/// How useful a lasting ability is, roughly (multiplied by the scroll
/// type's level and the share of the game left).
fn perk_weight(perk: Perk) -> f64 {
    match perk {
        Perk::ClaimAnyTwo | Perk::ExtraStairStep | Perk::AllRapidBonuses => 1.2,
        Perk::PalaceFinalDouble | Perk::MosqueFinalDouble | Perk::JettyDouble => 0.6,
        _ => 0.9,
    }
}

/// How attractive it is to send an assistant to `sector` (for the secret
/// selection and the wild assistant): the better of a new keshi there and
/// the sector action with the keshis the player has.
pub fn sector_value(game: &Game, seat: PlayerId, sector: Sector) -> f64 {
    sector_value_with(game, seat, sector, &Weights::CURRENT)
}

/// [`sector_value`] with the given weights.
pub fn sector_value_with(game: &Game, seat: PlayerId, sector: Sector, w: &Weights) -> f64 {
    let st = game.state();
    if seat >= st.num_players {
        return 0.0;
    }
    let pl = st.player(seat);
    let cap = game.catalog().rules.sector_capacity.value;
    let k = pl.sector_keshis(sector) as f64;
    let full = sector != Sector::Souk && pl.sector_keshis(sector) >= cap;
    let new_keshi: f64 = if full { 0.0 } else { w.new_keshi };
    let res = pl.resources;
    let action = match sector {
        Sector::River => w.river_action * k,
        Sector::DateOrchard => w.date_action * k,
        Sector::Mosque | Sector::Palace => w.stair_action * k,
        Sector::Souk => {
            if pl.goods_total() > 0 {
                w.souk_action
            } else {
                0.0
            }
        }
        Sector::MainSquare => {
            if pl.entertainers != 0 {
                w.square_action + w.square_action_keshi * k
            } else {
                0.0
            }
        }
        Sector::Madrasa => {
            if res.dates > 0 {
                w.madrasa_action * k
            } else {
                0.0
            }
        }
        Sector::Medina => {
            if pl.watchtower > 0 {
                w.medina_action + w.medina_action_guard * pl.watchtower as f64
            } else {
                0.0
            }
        }
        Sector::Sahara => {
            let discovered = pl
                .oasis_slots
                .iter()
                .filter(|s| s.status == OasisStatus::Discovered)
                .count() as f64;
            // Module 5: a desert town to claim, with a set of goods keshis.
            let towns = pl.towns.iter().flatten().filter(|t| !t.claimed).count() as f64;
            let set = pl.goods.iter().all(|g| *g > 0);
            let oases = if res.total() > 0 {
                w.sahara_action * discovered
            } else {
                0.0
            };
            oases + if set { 3.0 * towns } else { 0.0 }
        }
    };
    let vendor = if pl.has_vendor(sector) {
        w.vendor_sector
    } else {
        0.0
    };
    new_keshi.max(action) + vendor
}

/// The value of selecting these three keshis in phase 1 (the assistants go
/// to the sectors of these colours; red is a joker).
pub fn selection_value(game: &Game, seat: PlayerId, keshis: [Colour; 3]) -> f64 {
    selection_value_with(game, seat, keshis, &Weights::CURRENT)
}

/// [`selection_value`] with the given weights.
pub fn selection_value_with(game: &Game, seat: PlayerId, keshis: [Colour; 3], w: &Weights) -> f64 {
    let mut total = 0.0;
    let mut souk = 0;
    for c in keshis {
        total += match c.sector() {
            Some(Sector::Souk) => {
                souk += 1;
                // A second or third souk assistant is worth less.
                sector_value_with(game, seat, Sector::Souk, w) / souk as f64
            }
            Some(s) => sector_value_with(game, seat, s, w),
            None => {
                // The joker goes wherever is best.
                Sector::ALL
                    .iter()
                    .map(|s| sector_value_with(game, seat, *s, w))
                    .fold(0.0, f64::max)
                    + w.joker
            }
        };
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;
    use marrakesh_engine::Setup;

    #[test]
    fn start_positions_are_equal_and_finished_games_count_points() {
        let game = Game::new(Setup::new(3, 9)).unwrap();
        let a = evaluate(&game, 0);
        let b = evaluate(&game, 1);
        assert!((a - b).abs() < 1e-9, "{a} vs {b}");
        // 10 starting points plus a little for the 3 resources.
        assert!(a > 10.0 && a < 14.0, "{a}");
        assert_eq!(evaluate(&game, 7), 0.0);
        let done = crate::play_game(Setup::new(2, 3), &[crate::BotKind::Random; 2], 1).unwrap();
        for s in done.game.scores() {
            assert_eq!(evaluate(&done.game, s.player), s.total as f64);
        }
    }

    /// The joker's assistant goes to whichever sector is best for it.
    #[test]
    fn the_joker_is_worth_the_best_sector() {
        let game = Game::new(Setup::new(2, 9)).unwrap();
        for w in [Weights::HAND_SET, Weights::CURRENT] {
            let with_red =
                selection_value_with(&game, 0, [Colour::Green, Colour::Red, Colour::Yellow], &w);
            let best = Sector::ALL
                .iter()
                .map(|s| sector_value_with(&game, 0, *s, &w))
                .fold(f64::NEG_INFINITY, f64::max);
            let without = sector_value_with(&game, 0, Sector::DateOrchard, &w)
                + sector_value_with(&game, 0, Sector::Souk, &w);
            assert!((with_red - (without + best + w.joker)).abs() < 1e-9);
        }
    }

    #[test]
    fn weights_round_trip_through_their_list() {
        let v = Weights::CURRENT.to_vec();
        assert_eq!(v.len(), Weights::NAMES.len());
        assert_eq!(Weights::from_slice(&v), Some(Weights::CURRENT));
        assert_eq!(Weights::from_slice(&v[1..]), None);
    }
}
