//! The Paschabot's projected final score, from what everybody sees: its
//! points, what its final scoring would give for its board as it stands,
//! and what the strategy tiles still to be revealed are expected to add.
//!
//! The board's part is the bot's real final scoring (its seat's
//! `final_score` hook, towns 10 and 12 included) played on a copy of the
//! state, so the projection cannot drift from the rules: once nothing but
//! the final scoring is left, it *is* the final score (the tests check it
//! on finished games). Before that the rows keep growing; the projection
//! only counts the keshis already on the board (what a player can take
//! away from it: docs/AI.md measures how far it is before the end).

use super::*;
use crate::catalog::Catalog;
use crate::seat::{seat, Hook};
use crate::state::Phase;

/// What [`projection`] finds.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Projection {
    /// The bot's points now.
    pub points: i16,
    /// What its final scoring would add for its board as it stands (rows ×
    /// half the icons of their colour on the revealed tiles, rounded up; 10
    /// per complete sector; its desert towns).
    pub board: i16,
    /// The expected change of the rows' points from the strategy tiles
    /// still to be revealed (003: one at the start of each season, one at
    /// Sahara caravans 3, 5 and 7), drawn from the tiles left face down.
    pub tiles: f64,
    /// Strategy tiles expected to be revealed before the end.
    pub reveals: f64,
}

impl Projection {
    /// The projected final score: points + board + tiles.
    pub fn total(&self) -> f64 {
        self.points as f64 + self.board as f64 + self.tiles
    }
}

/// The Paschabot's projected final score (`None` outside solo games). The
/// lazy Paschabot keeps no board and scores nothing at the end: its points.
/// Uses only public information: the face-down tiles count by what is left
/// of the tiles in play, not by their order.
pub fn projection(cat: &Catalog, st: &State) -> Option<Projection> {
    let pb = st.pascha?;
    let points = st.player(BOT).score;
    if st.phase == Phase::GameOver {
        return Some(Projection {
            points,
            ..Projection::default()
        });
    }
    let mut copy = *st;
    let mut ctx = Ctx::new(&mut copy, cat, None);
    if let Hook::Base = seat(ctx.st, BOT).final_score(&mut ctx) {
        return None;
    }
    let board = copy.player(BOT).score.saturating_sub(points);
    if pb.opponent == Opponent::Lazy {
        return Some(Projection {
            points,
            board,
            ..Projection::default()
        });
    }
    let reveals = expected_reveals(cat, st, &pb).min(pb.deck.len() as f64);
    let tiles = if reveals > 0.0 && !pb.difficulty.complete_sectors_only {
        tiles_to_come(cat, st, &pb, reveals)
    } else {
        0.0
    };
    Some(Projection {
        points,
        board,
        tiles,
        reveals,
    })
}

/// Rounds not yet over (the current one included; none once the last
/// season's scoring has begun: the round counter then stands at the
/// season's rounds).
fn rounds_left(cat: &Catalog, st: &State) -> f64 {
    let per = cat.rules.rounds_per_season.value as i32;
    let total = cat.rules.seasons.value as i32 * per;
    let done = st.season as i32 * per + st.round.min(per as u8) as i32;
    (total - done).max(0) as f64
}

/// Strategy tiles still expected: one at the start of every season to
/// come ("Decke ein neues Strategieplättchen auf"), and unless the easier
/// option ignores them, one at each Sahara caravan of
/// `new_tile_at_caravan` the bot's brown row is expected to reach at its
/// pace so far (a keshi more per so many rounds; reaching is taken as a
/// ramp one keshi wide around the expected row).
fn expected_reveals(cat: &Catalog, st: &State, pb: &Pascha) -> f64 {
    let seasons = cat
        .rules
        .seasons
        .value
        .saturating_sub(st.season.saturating_add(1)) as f64;
    if pb.difficulty.no_extra_tiles {
        return seasons;
    }
    let left = rounds_left(cat, st);
    let per = cat.rules.rounds_per_season.value as f64;
    let total = cat.rules.seasons.value as f64 * per;
    let done = (total - left).max(0.0);
    let now = pb.rows[Sector::Sahara.index()] as f64;
    // A smoothed pace: one keshi in two rounds before any is seen.
    let pace = (now + 1.0) / (done + 2.0);
    let expected = now + pace * left;
    let caravans: f64 = cat
        .paschabot
        .new_tile_at_caravan
        .iter()
        .map(|k| *k as f64)
        .filter(|k| *k > now)
        .map(|k| (expected - k + 0.5).clamp(0.0, 1.0))
        .sum();
    seasons + caravans
}

/// Expected change of the rows' points when `reveals` of the face-down
/// tiles are revealed: `m` tiles drawn from those left, every set of `m`
/// alike (a fractional number of reveals mixes the two integers around
/// it); a row of `n` keshis of a colour with `k` icons then scores
/// `n · E[⌈(k + X)/2⌉]` instead of `n · ⌈k/2⌉`, X the icons of its colour on
/// the tiles drawn.
fn tiles_to_come(cat: &Catalog, st: &State, pb: &Pascha, reveals: f64) -> f64 {
    // The face-down tiles the catalog knows: each one's icons by colour.
    let mut deck: BVec<[u8; 12], 16> = BVec::new();
    for id in pb.deck.iter() {
        if let Some(t) = cat.strategy_icons(*id) {
            if !deck.push(t.count) {
                break;
            }
        }
    }
    if deck.is_empty() {
        return 0.0;
    }
    let low = reveals.floor() as usize;
    let frac = reveals - low as f64;
    let revealed = icon_counts(cat, pb.tiles.iter().copied());
    let mut change = 0.0;
    for s in Sector::ALL {
        let c = s.colour().unwrap_or(Colour::Yellow);
        let n = match s {
            Sector::Souk => st.player(BOT).goods_total().min(255) as u8,
            _ => pb.rows[s.index()].saturating_sub(pb.nomads[s.index()]),
        };
        if n == 0 {
            continue;
        }
        let k = revealed[colour_slot(c)] as usize;
        let mut icons: BVec<usize, 16> = BVec::new();
        for t in deck.iter() {
            let _ = icons.push(t[c.index()] as usize);
        }
        let icons = icons.as_slice();
        let mut expected = (1.0 - frac) * drawn_half(k, icons, low);
        if frac > 0.0 {
            expected += frac * drawn_half(k, icons, low + 1);
        }
        change += n as f64 * (expected - k.div_ceil(2) as f64);
    }
    change
}

/// `E[⌈(k + X)/2⌉]`, X the sum of `icons` over `m` of them drawn without
/// replacement (every set of `m` alike): the sets counted by size and sum.
fn drawn_half(k: usize, icons: &[usize], m: usize) -> f64 {
    const SUM: usize = 32;
    let m = m.min(icons.len());
    // sets[j][x]: sets of j tiles with x icons among those seen so far.
    let mut sets = vec![[0.0f64; SUM]; m + 1];
    sets[0][0] = 1.0;
    // No set of the tiles seen so far holds more icons than all of them.
    let mut most = 0usize;
    for &t in icons {
        for j in (1..=m).rev() {
            let (lower, upper) = sets.split_at_mut(j);
            let from = &lower[j - 1];
            let to = &mut upper[0];
            for x in (0..=most.min(SUM - 1)).rev() {
                if from[x] != 0.0 {
                    to[(x + t).min(SUM - 1)] += from[x];
                }
            }
        }
        most = most.saturating_add(t);
    }
    let all: f64 = sets[m].iter().sum();
    if all == 0.0 {
        return k.div_ceil(2) as f64;
    }
    sets[m]
        .iter()
        .enumerate()
        .map(|(x, w)| w * (k + x).div_ceil(2) as f64)
        .sum::<f64>()
        / all
}

/// Icons per colour (goods as one) on the given tiles.
fn icon_counts(cat: &Catalog, tiles: impl Iterator<Item = u8>) -> [u8; 9] {
    let mut n = [0u8; 9];
    for id in tiles {
        let Some(t) = cat.strategy_icons(id) else {
            continue;
        };
        for s in Sector::ALL {
            let c = s.colour().unwrap_or(Colour::Yellow);
            n[colour_slot(c)] = n[colour_slot(c)].saturating_add(t.count[c.index()]);
        }
    }
    n
}

/// A colour's slot in [`icon_counts`]: its sector's index.
fn colour_slot(c: Colour) -> usize {
    c.sector().map(|s| s.index()).unwrap_or(0)
}
