//! The scroll and luxury-good displays of both editions (R1).
//!
//! Classic: "stack the scrolls of each type facedown in 3 stacks of equal
//! size ... Reveal the top scroll of each stack"; luxury goods in "the 5 souk
//! shops ... in 5 stacks of equal size".
//! Essential: one stack per scroll type with 3 face up; one luxury stack with
//! 5 face up.
//! New luxury goods (003, both editions): "Dann werden alle Luxuswaren in 5
//! gleich hohe, verdeckte Stapel aufgeteilt, von denen jeweils das oberste
//! Plättchen aufgedeckt wird."
//! Camel race, Essential (003 "Änderungen beim Aufbau der Schriftrollen und
//! Luxuswaren (notwendig für einige der Belohnungsplättchen)"): scrolls in 3
//! stacks per colour, luxury goods in 5 stacks, each top revealed.

use crate::action::{Action, StackSearch};
use crate::bounded::BVec;
use crate::ctx::Ctx;
use crate::rng::Rng;
use crate::state::{Layout, Modules};
use crate::state::{LuxuryDisplay, ScrollRow, State};
use crate::types::*;

/// Lays out shuffled tiles: as `K` stacks of equal size with their tops
/// revealed, or as one stack with `K` revealed next to it.
fn lay_out<T: Copy + Default, const N: usize, const K: usize>(
    layout: Layout,
    ids: &[T],
    rng: &mut Rng,
) -> ([BVec<T, N>; K], [Option<T>; K]) {
    let mut v = ids.to_vec();
    rng.shuffle(&mut v);
    let mut stacks = [BVec::<T, N>::new(); K];
    let mut face_up = [None; K];
    match layout {
        Layout::Stacks => {
            // Equal stacks (the first ones take any remainder).
            let n = v.len();
            let mut start = 0;
            for i in 0..K {
                let len = n / K + usize::from(i < n % K);
                stacks[i] = BVec::from_slice(&v[start..start + len]).unwrap_or_default();
                start += len;
                face_up[i] = stacks[i].pop();
            }
        }
        Layout::OneStack => {
            stacks[0] = BVec::from_slice(&v).unwrap_or_default();
            for slot in face_up.iter_mut() {
                *slot = stacks[0].pop();
            }
        }
    }
    (stacks, face_up)
}

/// Whether the scrolls lie in 3 stacks per type, each top revealed (else
/// one stack per type with 3 revealed beside it).
pub fn scrolls_in_stacks(edition: Edition, modules: &Modules) -> bool {
    modules.scroll_layout(edition) == Layout::Stacks
}

/// Whether the luxury goods lie in 5 stacks, each top revealed (else one
/// stack with 5 revealed beside it).
pub fn luxury_in_stacks(edition: Edition, modules: &Modules) -> bool {
    modules.luxury_layout(edition) == Layout::Stacks
}

/// Taking one of the face-up scrolls of a type: one `TakeScroll` per
/// scroll on display (the madrasa, town 10).
pub(crate) fn take_scroll_actions(st: &State, ty: ScrollType) -> impl Iterator<Item = Action> + '_ {
    let row = &st.scrolls[ty.index()].face_up;
    (0..row.len() as u8)
        .filter(move |&slot| row[slot as usize].is_some())
        .map(move |slot| Action::TakeScroll { ty, slot })
}

/// Lays out one scroll type from a shuffled list.
pub(crate) fn init_scrolls(layout: Layout, ids: &[ScrollId], rng: &mut Rng) -> ScrollRow {
    let (stacks, face_up) = lay_out(layout, ids, rng);
    ScrollRow { stacks, face_up }
}

/// Lays out the luxury goods from a shuffled list.
pub(crate) fn init_luxury(layout: Layout, ids: &[LuxuryId], rng: &mut Rng) -> LuxuryDisplay {
    let (stacks, face_up) = lay_out(layout, ids, rng);
    LuxuryDisplay { stacks, face_up }
}

/// Refills both displays after a player's turn.
pub(crate) fn refill(ctx: &mut Ctx) {
    refill_state(ctx.st);
}

pub(crate) fn refill_state(st: &mut State) {
    match st.modules.scroll_layout(st.edition) {
        Layout::Stacks => {
            for row in st.scrolls.iter_mut() {
                refill_classic(&mut row.stacks, &mut row.face_up);
            }
        }
        Layout::OneStack => {
            // "reveal until 3 per colour are face up or the stack is empty"
            for row in st.scrolls.iter_mut() {
                for slot in row.face_up.iter_mut() {
                    if slot.is_none() {
                        *slot = row.stacks[0].pop();
                    }
                }
            }
        }
    }
    match st.modules.luxury_layout(st.edition) {
        // Essential with the new luxury goods has no rule of its own for an
        // empty stack: the shops' rule of the Classic book applies.
        Layout::Stacks => refill_classic(&mut st.luxury.stacks, &mut st.luxury.face_up),
        Layout::OneStack => {
            // "bis wieder 5 Luxuswaren offen ausliegen oder der Nachziehstapel leer ist"
            let d = &mut st.luxury;
            for slot in d.face_up.iter_mut() {
                if slot.is_none() {
                    *slot = d.stacks[0].pop();
                }
            }
        }
    }
}

/// Classic refill of stacks with a revealed top. Rulebook: "If a stack of
/// scrolls is empty, take the largest of the two other stacks of that color
/// and put the lower half of it (rounded down) on the empty academy. Reveal
/// the top scroll of that stack." (The souk shops work the same way.)
fn refill_classic<T: Copy + Default, const N: usize, const K: usize>(
    stacks: &mut [BVec<T, N>; K],
    face_up: &mut [Option<T>; K],
) {
    for i in 0..K {
        if face_up[i].is_some() {
            continue;
        }
        if stacks[i].is_empty() {
            // Physical stack size includes its revealed top.
            let size = |j: usize| stacks[j].len() + usize::from(face_up[j].is_some());
            let mut best: Option<usize> = None;
            for j in (0..K).filter(|&j| j != i) {
                if size(j) > 1 && best.is_none_or(|b| size(j) > size(b)) {
                    best = Some(j);
                }
            }
            if let Some(j) = best {
                let half = size(j) / 2;
                let moved = stacks[j].take_bottom(half);
                stacks[i] = moved;
            }
        }
        face_up[i] = stacks[i].pop();
    }
}

/// Madrasa refresh (R4): Classic "put each top tile at the bottom of the
/// stack and reveal the new top tile"; Essential "die offen ausliegenden
/// Plättchen unter den jeweiligen Stapel legt und neue aufdeckt" (with 3
/// stacks per colour, each under its own stack).
pub(crate) fn refresh_scrolls(st: &mut State, ty: ScrollType) {
    let layout = st.modules.scroll_layout(st.edition);
    let row = &mut st.scrolls[ty.index()];
    match layout {
        Layout::Stacks => {
            for i in 0..3 {
                if let Some(s) = row.face_up[i].take() {
                    let _ = row.stacks[i].insert(0, s);
                }
                row.face_up[i] = row.stacks[i].pop();
            }
        }
        Layout::OneStack => {
            for i in 0..3 {
                if let Some(s) = row.face_up[i].take() {
                    let _ = row.stacks[0].insert(0, s);
                }
            }
            for slot in row.face_up.iter_mut() {
                *slot = row.stacks[0].pop();
            }
        }
    }
}

/// Whether a refresh would reveal anything new.
pub(crate) fn can_refresh(st: &State, ty: ScrollType) -> bool {
    let row = &st.scrolls[ty.index()];
    row.stacks.iter().any(|s| !s.is_empty()) && row.face_up.iter().any(|s| s.is_some())
}

// Searching a stack (`stack_search.rs`): what a stack holds.

/// The tiles of a stack, the revealed top included where each stack has
/// its own (in Essential without stacks the face-up tiles lie apart),
/// sorted by id.
fn contents<T: Copy + Default + Ord, const N: usize>(
    stack: &BVec<T, N>,
    top: Option<T>,
    stacks: bool,
) -> Vec<T> {
    let mut v: Vec<T> = stack.iter().copied().collect();
    if stacks {
        v.extend(top);
    }
    v.sort_unstable();
    v
}

pub(crate) fn scroll_stacks(st: &State) -> bool {
    st.modules.scroll_layout(st.edition) == Layout::Stacks
}

pub(crate) fn luxury_stacks(st: &State) -> bool {
    st.modules.luxury_layout(st.edition) == Layout::Stacks
}

/// The tiles `search` may find in stack `k`, as ids.
pub(crate) fn tiles(st: &State, search: StackSearch, k: usize) -> Vec<u8> {
    match search {
        StackSearch::Scroll { ty } => {
            let row = &st.scrolls[ty.index()];
            match (row.stacks.get(k), row.face_up.get(k)) {
                (Some(s), Some(top)) => contents(s, *top, scroll_stacks(st))
                    .into_iter()
                    .map(|id| id.0)
                    .collect(),
                _ => Vec::new(),
            }
        }
        StackSearch::LuxuryGood { .. } => {
            let d = &st.luxury;
            match (d.stacks.get(k), d.face_up.get(k)) {
                (Some(s), Some(top)) => contents(s, *top, luxury_stacks(st))
                    .into_iter()
                    .map(|id| id.0)
                    .collect(),
                _ => Vec::new(),
            }
        }
    }
}

pub(crate) fn stack_count(search: StackSearch) -> usize {
    match search {
        StackSearch::Scroll { .. } => 3,
        StackSearch::LuxuryGood { .. } => 5,
    }
}

/// Whether some stack holds a tile to search (003, camel race rewards) (public: the heights and the
/// revealed tops).
pub(crate) fn searchable(st: &State, search: StackSearch) -> bool {
    (0..stack_count(search)).any(|k| !tiles(st, search, k).is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classic_empty_stack_takes_lower_half_of_largest() {
        let mut stacks: [BVec<u8, 8>; 3] = [
            BVec::new(),
            BVec::from_slice(&[1, 2, 3, 4]).unwrap(),
            BVec::from_slice(&[5, 6]).unwrap(),
        ];
        let mut face_up = [None, Some(9), Some(8)];
        refill_classic(&mut stacks, &mut face_up);
        // Stack 1 has 4 + its top = 5: the lower 2 move, the upper one shows.
        assert_eq!(face_up[0], Some(2));
        assert_eq!(stacks[0].as_slice(), &[1]);
        assert_eq!(stacks[1].as_slice(), &[3, 4]);
    }
}
