//! One game during an `apply`: the state, the catalog, the events it emits
//! and the agenda, with the small steps every rule takes.

use crate::action::{Action, Decision};
use crate::catalog::Catalog;
use crate::event::Event;
use crate::state::{Player, ScoreCategory, State};
use crate::task::Task;
use crate::types::*;

/// Mutable access to one game during an `apply`.
pub(crate) struct Ctx<'a> {
    pub st: &'a mut State,
    pub cat: &'a Catalog,
    pub events: Option<&'a mut Vec<Event>>,
    /// Set when an internal limit is hit; the caller discards the state.
    pub fault: Option<&'static str>,
    /// Scratch buffer for legal-action enumeration.
    pub scratch: Vec<Action>,
    /// Set when [`run`] stops at a decision on the agenda: whose and which
    /// decision `scratch` then lists the legal actions of.
    pub listed: Option<(PlayerId, Decision)>,
}

impl<'a> Ctx<'a> {
    pub fn new(st: &'a mut State, cat: &'a Catalog, events: Option<&'a mut Vec<Event>>) -> Self {
        Ctx {
            st,
            cat,
            events,
            fault: None,
            scratch: Vec::new(),
            listed: None,
        }
    }

    pub fn player_mut(&mut self, p: PlayerId) -> &mut Player {
        &mut self.st.players[p as usize]
    }

    pub fn player(&self, p: PlayerId) -> &Player {
        &self.st.players[p as usize]
    }

    #[inline]
    pub fn emit(&mut self, e: Event) {
        if let Some(v) = self.events.as_deref_mut() {
            v.push(e);
        }
    }

    /// [`Ctx::emit`] for an event that allocates: made only when events
    /// are collected (not in the bots' look-aheads).
    #[inline]
    pub fn emit_with(&mut self, e: impl FnOnce() -> Event) {
        if let Some(v) = self.events.as_deref_mut() {
            v.push(e());
        }
    }

    pub fn push(&mut self, t: Task) {
        if !self.st.agenda.push(t) {
            self.fault = Some("agenda overflow");
        }
    }

    pub fn decide(&mut self, p: PlayerId, d: Decision) {
        self.push(Task::Decide { p, d });
    }

    /// Moves the score marker; R14: scores may go below zero.
    pub fn points(&mut self, p: PlayerId, n: i16, category: ScoreCategory) {
        if n == 0 {
            return;
        }
        let pl = self.player_mut(p);
        pl.score = pl.score.saturating_add(n);
        pl.score_by[category.index()] = pl.score_by[category.index()].saturating_add(n);
        self.emit(Event::Scored {
            player: p,
            points: n,
            category,
        });
    }

    /// Puts `p`'s fisherman on river space `to` and stamps the arrival. R8:
    /// "on the same space, whoever arrived earlier leads": every arrival
    /// takes the next stamp, so a stamp that would wrap round (and rank a
    /// later arrival first) is a fault, never a reordering. A fisherman
    /// already on `to` has not arrived: no stamp, no event.
    pub fn place_fisherman(&mut self, p: PlayerId, to: u8) {
        let from = self.player(p).fisherman;
        if to == from {
            return;
        }
        let Some(next) = self.st.arrivals.checked_add(1) else {
            self.fault = Some("fisherman arrivals overflow");
            return;
        };
        let stamp = self.st.arrivals;
        self.st.arrivals = next;
        let pl = self.player_mut(p);
        pl.fisherman = to;
        pl.arrival = stamp;
        self.emit(Event::FishermanMoved {
            player: p,
            from,
            to,
        });
    }

    /// Pays `r`; the caller has checked the player can.
    pub fn pay(&mut self, p: PlayerId, r: Resources) {
        if r.total() == 0 {
            return;
        }
        self.player_mut(p).resources.sub(r);
        self.emit(Event::ResourcesPaid {
            player: p,
            resources: r,
        });
    }

    /// Perks 33: dates and water may replace dinars. Every way to pay a cost
    /// whose dinar part may be substituted.
    pub fn payments(&self, p: PlayerId, cost: Resources) -> Vec<Resources> {
        let have = self.player(p).resources;
        let mut v = Vec::new();
        if self
            .player(p)
            .has(crate::catalog::Perk::DatesAndWaterAsDinars)
            && cost.dinars > 0
        {
            for dates in 0..=cost.dinars {
                for water in 0..=cost.dinars - dates {
                    let pay = Resources::new(
                        cost.water + water,
                        cost.dates + dates,
                        cost.dinars - dates - water,
                    );
                    if have.covers(pay) {
                        v.push(pay);
                    }
                }
            }
        } else if have.covers(cost) {
            v.push(cost);
        }
        v
    }
}
