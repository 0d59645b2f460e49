//! Determinization: one possible world behind what a player sees.
//!
//! Search bots must not look at what the rules hide. Before playing ahead
//! they take a copy of the game in which everything hidden from them is
//! drawn anew, at random, among what is still unseen: the world looks the
//! same from their seat (their [`View`](crate::View) is unchanged) and the
//! real hidden information cannot leak into their choices. (OpenSpiel calls
//! this "resampling from the information state".)
//!
//! Drawn anew, for a player (or, with no viewer, for a spectator):
//! - face-down oases on every Sahara path, from the oases not seen anywhere
//!   (those on the paths, and those left in the box);
//! - other players' face-down provision tiles, from the tiles the viewer has
//!   not seen (all of them for a spectator);
//! - other players' secret selection before the reveal, among the keshis
//!   behind their screens;
//! - other players' setup choices while the setup lasts (the arrangement of
//!   their storage keshis and the rotation of their audience disc);
//! - the order and content of the face-down stacks: the scrolls of each type
//!   across its stacks, the luxury goods across the shops (each stack keeps
//!   its height), the Paschabot's strategy tiles; while the viewer searches
//!   a stack (a camel race reward), that stack keeps the tiles it sees;
//! - the exchange offices of later seasons, from the tiles not yet used;
//! - which tower layer holds which colour (the colours inside follow from
//!   public information: every throw is revealed and everything that comes
//!   out is seen; how many stick on each layer is kept);
//! - the random number generator.
//!
//! Everything public is kept. The result is for looking ahead only: it is
//! not the game its setup and actions would replay to.

use crate::catalog::{Catalog, ProvisionTier};
use crate::rng::Rng;
use crate::seat::seat;
use crate::stack_search::StackSearch;
use crate::state::{OasisStatus, Phase, State};
use crate::types::*;

/// `st` with everything hidden from `viewer` drawn anew from `seed`.
pub(crate) fn determinize(cat: &Catalog, st: &State, viewer: Option<PlayerId>, seed: u64) -> State {
    let mut st = *st;
    let mut rng = Rng::new(seed);
    oases(cat, &mut st, &mut rng);
    provision_choices(cat, &mut st, viewer, &mut rng);
    provisions(cat, &mut st, viewer, &mut rng);
    selections(&mut st, viewer, &mut rng);
    setup_choices(&mut st, viewer, &mut rng);
    stacks(&mut st, viewer, &mut rng);
    offices(cat, &mut st, &mut rng);
    tower(&mut st, &mut rng);
    crate::modules::special_buildings::determinize(cat, &mut st, viewer, &mut rng);
    st.rng = Rng::new(rng.next_u32() as u64 | (rng.next_u32() as u64) << 32);
    st
}

/// The components of `all` not in `seen`, in random order.
fn unseen_shuffled<T: Copy + PartialEq>(
    all: impl Iterator<Item = T>,
    seen: &[T],
    rng: &mut Rng,
) -> std::vec::IntoIter<T> {
    let mut unseen: Vec<T> = all.filter(|x| !seen.contains(x)).collect();
    rng.shuffle(&mut unseen);
    unseen.into_iter()
}

/// Face-down oases: nobody has seen them, their owner included.
fn oases(cat: &Catalog, st: &mut State, rng: &mut Rng) {
    let n = st.n();
    let mut seen: Vec<OasisId> = st.bonus_oases.iter().flatten().copied().collect();
    for pl in &st.players[..n] {
        seen.extend(pl.storage.iter().copied());
        seen.extend(
            pl.oasis_slots
                .iter()
                .filter(|s| s.status != OasisStatus::Hidden)
                .map(|s| s.oasis),
        );
    }
    let in_play = crate::modules::new_oases::in_play(cat, &st.modules);
    let mut next = unseen_shuffled(in_play.into_iter(), &seen, rng);
    for pl in &mut st.players[..n] {
        for slot in pl.oasis_slots.iter_mut() {
            if slot.status == OasisStatus::Hidden {
                if let Some(o) = next.next() {
                    slot.oasis = o;
                }
            }
        }
    }
}

/// The pile a provision tile comes from (its back shows it).
fn tier(cat: &Catalog, t: ProvisionId) -> ProvisionTier {
    if cat.has_provision(t) {
        cat.provision(t).tier
    } else {
        ProvisionTier::Base
    }
}

/// Another player's secret provision choices before they are revealed:
/// which 3 of the 5 drawn new provision tiles they kept (revealed with the
/// setup's other choices) (any 3, by pile:
/// the tiles themselves are drawn anew below), and which face-down tile
/// they chose to turn (any of them).
fn provision_choices(cat: &Catalog, st: &mut State, viewer: Option<PlayerId>, rng: &mut Rng) {
    let n = st.n();
    let setting_up = st.phase == Phase::Setup;
    let tier = |t: ProvisionId| tier(cat, t);
    for (p, pl) in st.players[..n].iter_mut().enumerate() {
        if viewer == Some(p as PlayerId) {
            continue;
        }
        if setting_up && pl.provision_draw.chosen && pl.provision.iter().all(|s| !s.active) {
            let mut drawn: Vec<ProvisionId> = pl
                .provision
                .iter()
                .map(|s| s.tile)
                .chain(pl.provision_draw.extra.iter().flatten().copied())
                .collect();
            // By pile first: the draw depends on what the viewer sees only.
            drawn.sort_by_key(|t| ProvisionTier::ALL.iter().position(|x| *x == tier(*t)));
            rng.shuffle(&mut drawn);
            let mut next = drawn.into_iter();
            for s in pl.provision.iter_mut() {
                if let Some(t) = next.next() {
                    s.tile = t;
                }
            }
            pl.provision_draw.extra = [next.next(), next.next()];
        }
        if pl.provision_turning.is_some() {
            let face_down: Vec<u8> = (0..pl.provision.len() as u8)
                .filter(|i| !pl.provision[*i as usize].active)
                .collect();
            if !face_down.is_empty() {
                pl.provision_turning = Some(face_down[rng.below(face_down.len() as u32) as usize]);
            }
        }
    }
}

/// Face-down provision tiles: seen by their owner only. With the new
/// provision tiles each is drawn from its own pile (the back shows it), and
/// the tiles drawn beside the three (before the choice) or put back in the
/// box (after it) are hidden from the others too.
fn provisions(cat: &Catalog, st: &mut State, viewer: Option<PlayerId>, rng: &mut Rng) {
    let n = st.n();
    let hidden = |p: usize, active: bool| !active && viewer != Some(p as PlayerId);
    let tier = |t: ProvisionId| tier(cat, t);
    let mut seen = Vec::new();
    for (p, pl) in st.players[..n].iter().enumerate() {
        for s in &pl.provision {
            if !hidden(p, s.active) {
                seen.push(s.tile);
            }
        }
        if !hidden(p, false) {
            seen.extend(pl.provision_draw.extra.iter().flatten());
        }
    }
    for pile in ProvisionTier::ALL {
        let all = crate::modules::new_provisions::pile(cat, &st.modules, pile);
        let mut next = unseen_shuffled(all.into_iter(), &seen, rng);
        for (p, pl) in st.players[..n].iter_mut().enumerate() {
            for s in pl.provision.iter_mut() {
                if hidden(p, s.active) && tier(s.tile) == pile {
                    if let Some(t) = next.next() {
                        s.tile = t;
                    }
                }
            }
            for t in pl.provision_draw.extra.iter_mut().flatten() {
                if hidden(p, false) && tier(*t) == pile {
                    if let Some(x) = next.next() {
                        *t = x;
                    }
                }
            }
        }
    }
}

/// Before the reveal, another player's selection is any keshis of theirs
/// behind the screen (they leave it at the reveal).
fn selections(st: &mut State, viewer: Option<PlayerId>, rng: &mut Rng) {
    if !matches!(st.phase, Phase::Selection | Phase::Setup) {
        return;
    }
    let n = st.n();
    for p in 0..n {
        if viewer == Some(p as PlayerId) || !seat(st, p as PlayerId).selects_in_secret() {
            continue;
        }
        let pl = &mut st.players[p];
        let k = pl.selection.len() as usize;
        if k == 0 {
            continue;
        }
        // The selection stays behind the screen until the reveal.
        let mut screen: Vec<Colour> = pl.screen.iter().collect();
        rng.shuffle(&mut screen);
        pl.selection = screen[..k.min(screen.len())].iter().copied().collect();
    }
}

/// During setup, another player's storage arrangement and disc rotation are
/// secret until everybody has chosen: any arrangement and rotation will do.
fn setup_choices(st: &mut State, viewer: Option<PlayerId>, rng: &mut Rng) {
    if st.phase != Phase::Setup {
        return;
    }
    let n = st.n();
    for (p, pl) in st.players[..n].iter_mut().enumerate() {
        if viewer == Some(p as PlayerId) {
            continue;
        }
        let mut keshis: Vec<Colour> = pl.storage_keshis.iter().flatten().copied().collect();
        // Sorted first: the draw depends on what the viewer sees only.
        keshis.sort();
        rng.shuffle(&mut keshis);
        let mut next = keshis.into_iter();
        for k in pl.storage_keshis.iter_mut().filter(|k| k.is_some()) {
            *k = next.next();
        }
        pl.disc_rotation = rng.below(8) as u8;
    }
}

/// Shuffles the items of several stacks together, each stack keeping its
/// height. Sorted first, so that the result depends only on which items
/// are hidden, not on their hidden order.
fn reshuffle<T: Copy + Default + Ord, const N: usize>(
    stacks: &mut [crate::bounded::BVec<T, N>],
    rng: &mut Rng,
) {
    let mut all: Vec<T> = Vec::with_capacity(stacks.iter().map(|s| s.len()).sum());
    all.extend(stacks.iter().flat_map(|s| s.iter().copied()));
    all.sort_unstable();
    rng.shuffle(&mut all);
    let mut next = all.into_iter();
    for s in stacks.iter_mut() {
        for x in s.as_mut_slice() {
            if let Some(v) = next.next() {
                *x = v;
            }
        }
    }
}

/// Like [`reshuffle`], but stack `keep` (the one the viewer searches) is
/// only shuffled within itself.
fn reshuffle_keeping<T: Copy + Default + Ord, const N: usize>(
    stacks: &mut [crate::bounded::BVec<T, N>],
    keep: Option<usize>,
    rng: &mut Rng,
) {
    match keep.filter(|k| *k < stacks.len()) {
        None => reshuffle(stacks, rng),
        Some(k) => {
            let (before, rest) = stacks.split_at_mut(k);
            let (kept, after) = rest.split_at_mut(1);
            let mut others: Vec<crate::bounded::BVec<T, N>> =
                before.iter().chain(after.iter()).copied().collect();
            reshuffle(&mut others, rng);
            reshuffle(kept, rng);
            let mut next = others.into_iter();
            for s in before.iter_mut().chain(after.iter_mut()) {
                if let Some(v) = next.next() {
                    *s = v;
                }
            }
        }
    }
}

fn stacks(st: &mut State, viewer: Option<PlayerId>, rng: &mut Rng) {
    let searched = crate::stack_search::searched(st, viewer);
    for (t, row) in st.scrolls.iter_mut().enumerate() {
        let keep = match searched {
            Some((StackSearch::Scroll { ty }, k)) if ty.index() == t => Some(k),
            _ => None,
        };
        reshuffle_keeping(&mut row.stacks, keep, rng);
    }
    let keep = match searched {
        Some((StackSearch::LuxuryGood { .. }, k)) => Some(k),
        _ => None,
    };
    reshuffle_keeping(&mut st.luxury.stacks, keep, rng);
    if let Some(pb) = st.pascha.as_mut() {
        reshuffle(std::slice::from_mut(&mut pb.deck), rng);
    }
}

/// The offices of later seasons, from the tiles not used so far.
fn offices(cat: &Catalog, st: &mut State, rng: &mut Rng) {
    let season = st.season as usize;
    if season < 2 {
        crate::modules::exchange_offices::redraw_later(st, cat, season, rng);
    }
}

/// The colours stuck in the tower, shuffled over the places they stick.
fn tower(st: &mut State, rng: &mut Rng) {
    let mut all: Vec<Colour> = Vec::new();
    for layer in &st.tower.stuck {
        for c in Colour::ALL {
            all.extend(std::iter::repeat_n(c, layer[c.index()] as usize));
        }
    }
    // In colour order, so that the draw depends only on what is stuck.
    all.sort_by_key(|c| c.index());
    rng.shuffle(&mut all);
    let mut next = all.into_iter();
    for layer in st.tower.stuck.iter_mut() {
        let count: usize = layer.iter().map(|n| *n as usize).sum();
        *layer = [0; 12];
        for c in next.by_ref().take(count) {
            layer[c.index()] += 1;
        }
    }
}
