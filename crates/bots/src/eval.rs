//! A cheap static evaluation of one player's position.
//!
//! Points count in full; everything else gets a small value so that the
//! greedy bot does not throw away resources, keshis or scrolls for nothing.
//! The weights are hand-set, not tuned: they only have to make sensible
//! choices, not strong ones.

use marrakesh_engine::catalog::{Perk, ScrollEffect};
use marrakesh_engine::modules::camel_race::{dung_penalty, lines_between, placement_points};
use marrakesh_engine::modules::desert_towns::town_points;
use marrakesh_engine::{oasis_points, Colour, Game, OasisStatus, PlayerId, Sector, Stair};

/// The value of `seat`'s position: its points once the game is over,
/// before that its points plus an estimate of what its material is worth.
pub fn evaluate(game: &Game, seat: PlayerId) -> f64 {
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
    v += 0.45 * pl.resources.total() as f64;
    v += 0.5 * pl.goods_total() as f64;
    // Keshis make sector actions stronger and fill sectors (10 points each
    // at the end with a water vendor).
    for s in Sector::SCORING {
        let k = pl.sector_keshis(s).min(capacity) as f64;
        v += 0.6 * k;
        if pl.has_vendor(s) {
            v += 1.0;
            if k >= capacity as f64 {
                v += 4.0;
            }
        }
    }
    v += 0.5 * pl.held_total() as f64;
    v += 0.3 * pl.watchtower as f64;
    // Track positions: the river leads to rapids and river tiles, the
    // staircases to dinars and line bonuses.
    let fin = cat.staircase.final_step;
    v += 0.25 * pl.fisherman as f64;
    v += 0.35 * (pl.stairs[0].min(fin) as f64 + pl.stairs[1].min(fin) as f64);
    // Lasting scroll abilities are worth more the earlier they come.
    for id in pl.scrolls.iter() {
        let def = cat.scroll(id);
        if let ScrollEffect::Perk { perk } = def.effect {
            v += perk_weight(perk) * (1.0 + def.ty.index() as f64) * remaining;
        }
    }
    // Oases: the best three claimed ones score at the end.
    let mut claimed: Vec<f64> = pl
        .storage
        .iter()
        .map(|o| oasis_points(cat, st, seat, *o, 0, true) as f64)
        .collect();
    claimed.sort_by(|a, b| b.total_cmp(a));
    let best: f64 = claimed.iter().take(3).sum();
    v += (0.6 + 0.4 * progress) * best;
    let discovered = pl
        .oasis_slots
        .iter()
        .filter(|s| s.status == OasisStatus::Discovered)
        .count() as f64;
    v += 0.8 * discovered;
    // Module 5: claimed desert towns score like oases (at most 2); a town
    // still night side up is worth a part of what it would score, so that
    // the bot picks a fitting one and claims it when that pays.
    if st.modules.desert_towns {
        let mut claimed: Vec<f64> = Vec::new();
        for slot in pl.towns.iter().flatten() {
            let pts = town_points(cat, st, seat, slot.town) as f64;
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
        v += (0.3 + 0.7 * progress) * placement_points(race, st)[seat as usize] as f64;
        let leader = (0..st.num_players)
            .map(|p| st.player(p).race.camel)
            .max()
            .unwrap_or(0);
        let seasons_left = (3 - st.season.min(3)) as f64;
        v -= 3.0 * seasons_left * lines_between(race, me.camel, leader) as f64;
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
        v -= 0.6 * penalty * urgency;
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
    let st = game.state();
    if seat >= st.num_players {
        return 0.0;
    }
    let pl = st.player(seat);
    let cap = game.catalog().rules.sector_capacity.value;
    let k = pl.sector_keshis(sector) as f64;
    let full = sector != Sector::Souk && pl.sector_keshis(sector) >= cap;
    let new_keshi: f64 = if full { 0.0 } else { 1.2 };
    let res = pl.resources;
    let action = match sector {
        Sector::River | Sector::DateOrchard => 0.6 * k,
        Sector::Mosque | Sector::Palace => 0.7 * k,
        Sector::Souk => {
            if pl.goods_total() > 0 {
                2.0
            } else {
                0.0
            }
        }
        Sector::MainSquare => {
            if pl.entertainers != 0 {
                2.0 + 0.3 * k
            } else {
                0.0
            }
        }
        Sector::Madrasa => {
            if res.dates > 0 {
                0.8 * k
            } else {
                0.0
            }
        }
        Sector::Medina => {
            if pl.watchtower > 0 {
                1.0 + 0.8 * pl.watchtower as f64
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
                1.5 * discovered
            } else {
                0.0
            };
            oases + if set { 3.0 * towns } else { 0.0 }
        }
    };
    let vendor = if pl.has_vendor(sector) { 0.5 } else { 0.0 };
    new_keshi.max(action) + vendor
}

/// The value of selecting these three keshis in phase 1 (the assistants go
/// to the sectors of these colours; red is a joker).
pub fn selection_value(game: &Game, seat: PlayerId, keshis: [Colour; 3]) -> f64 {
    let mut total = 0.0;
    let mut souk = 0;
    for c in keshis {
        total += match c.sector() {
            Some(Sector::Souk) => {
                souk += 1;
                // A second or third souk assistant is worth less.
                sector_value(game, seat, Sector::Souk) / souk as f64
            }
            Some(s) => sector_value(game, seat, s),
            None => {
                // The joker goes wherever is best.
                Sector::ALL
                    .iter()
                    .map(|s| sector_value(game, seat, *s))
                    .fold(0.0, f64::max)
                    + 0.3
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

    #[test]
    fn the_joker_is_worth_at_least_the_best_sector() {
        let game = Game::new(Setup::new(2, 9)).unwrap();
        let with_red = selection_value(&game, 0, [Colour::Green, Colour::Red, Colour::Yellow]);
        let best = Sector::ALL
            .iter()
            .map(|s| sector_value(&game, 0, *s))
            .fold(0.0, f64::max);
        let without =
            sector_value(&game, 0, Sector::DateOrchard) + sector_value(&game, 0, Sector::Souk);
        assert!(with_red >= without + best);
    }
}
