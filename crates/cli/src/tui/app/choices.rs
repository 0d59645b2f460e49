//! The choices offered for the decision at hand, each with what it
//! sets up and what it is worth.

use super::*;

impl App {
    /// What the viewer can pick from now: the legal actions with their
    /// descriptions. The secret selection (up to 220 combinations) is
    /// picked colour by colour instead and then confirmed; the confirmed
    /// action is the matching legal action.
    pub fn choices(&self) -> Vec<Choice> {
        let Some((p, d)) = self.my_decision() else {
            return Vec::new();
        };
        let view = self.game.view(Some(p));
        let legal = self.game.legal_actions(p);
        if d == Decision::SelectKeshis && legal.len() > 1 {
            let mut out = Vec::new();
            if let Some(screen) = view.players.get(p as usize).and_then(|v| v.screen) {
                for c in screen.iter() {
                    let mark = if self.picked.contains(&c) {
                        "[x]"
                    } else {
                        "[ ]"
                    };
                    out.push(Choice {
                        label: format!("{mark} {}", describe::colour_sector(self.lang, c)),
                        kind: ChoiceKind::Toggle(c),
                    });
                }
            }
            // The confirmation comes last, so that no colour's number
            // changes when it appears.
            if self.picked.len() == 3 {
                let mut keshis = [self.picked[0], self.picked[1], self.picked[2]];
                keshis.sort();
                let a = Action::Select { keshis };
                if legal.contains(&a) {
                    out.push(Choice {
                        label: tr!(
                            self.lang,
                            "tui-confirm",
                            action =
                                describe::action(self.lang, self.game.catalog(), &view, p, &d, &a)
                        ),
                        kind: ChoiceKind::Take(a),
                    });
                }
            }
            return out;
        }
        // Actions that would do nothing are marked and come last.
        let mut out: Vec<(Choice, bool)> = legal
            .into_iter()
            .map(|a| {
                let mut label = describe::action(self.lang, self.game.catalog(), &view, p, &d, &a);
                let mut idle = false;
                match d {
                    Decision::UseAssistant if self.has_no_effect(p, a) => {
                        label.push_str(&format!(" [{}]", self.lang.get("tui-no-effect")));
                        idle = true;
                    }
                    Decision::RiverTileOption => label.push_str(&self.worth(p, a)),
                    _ => label.push_str(&self.what_it_sets_up(p, a)),
                }
                (
                    Choice {
                        label,
                        kind: ChoiceKind::Take(a),
                    },
                    idle,
                )
            })
            .collect();
        out.sort_by_key(|(_, idle)| *idle);
        out.into_iter().map(|(c, _)| c).collect()
    }

    /// `p`'s action played out on a copy of the game in which everything
    /// hidden from `p` is drawn anew (so nothing hidden leaks into the
    /// preview), with the events; steps that only offer "done" are taken.
    pub(super) fn preview(&self, p: PlayerId, a: Action) -> Option<(Game, Vec<Event>)> {
        let mut g = self
            .game
            .determinize(Some(p), self.file.actions.len() as u64);
        let mut events = g.apply(p, a).ok()?;
        for _ in 0..8 {
            match g.decision_for(p) {
                Some(d)
                    if !describe::starts_a_choice(&d) && g.legal_actions(p) == [Action::Done] =>
                {
                    events.extend(g.apply(p, Action::Done).ok()?);
                }
                _ => break,
            }
        }
        Some((g, events))
    }

    /// Whether using an assistant this way changes nothing on `p`'s board
    /// (see [`describe::has_no_effect`]), tried in a world drawn behind
    /// `p`'s view.
    pub(super) fn has_no_effect(&self, p: PlayerId, a: Action) -> bool {
        describe::has_no_effect(&self.game, p, a, self.file.actions.len() as u64)
    }

    /// The numbers a placement decides: the spectators an entertainer will
    /// face, what claiming the oasis a caravan discovers will cost.
    pub(super) fn what_it_sets_up(&self, p: PlayerId, a: Action) -> String {
        let cat = self.game.catalog();
        match a {
            Action::PlaceEntertainer { field } => {
                let view = self.game.view(Some(p));
                let Some(me) = view.players.get(p as usize) else {
                    return String::new();
                };
                let extra =
                    self.game
                        .spectators(Some(p), p, field)
                        .saturating_sub(cat.printed_spectators(
                            view.modules.spectators,
                            me.disc_rotation,
                            field,
                        ));
                let next = cat.printed_spectators(
                    view.modules.spectators,
                    (me.disc_rotation + 1) % 8,
                    field,
                ) + extra;
                format!(
                    " ({})",
                    tr!(
                        self.lang,
                        "tui-entertainer-spectators",
                        now = self.game.spectators(Some(p), p, field),
                        next = next
                    )
                )
            }
            Action::PlaceCaravan { path } => {
                let view = self.game.view(Some(p));
                let Some(me) = view.players.get(p as usize) else {
                    return String::new();
                };
                let i = match path {
                    marrakesh_engine::SaharaPath::Left => 0,
                    marrakesh_engine::SaharaPath::Right => 1,
                    _ => return String::new(),
                };
                let position = me.caravans[i] + 1;
                cat.oasis_slots
                    .iter()
                    .find(|s| s.path == path && s.position == position)
                    .map(|s| {
                        format!(
                            " ({})",
                            tr!(
                                self.lang,
                                "tui-caravan-cost",
                                cost = describe::resources(self.lang, s.cost)
                            )
                        )
                    })
                    .unwrap_or_default()
            }
            _ => String::new(),
        }
    }

    /// What a river-tile option brings `p` now: its points and resources.
    pub(super) fn worth(&self, p: PlayerId, a: Action) -> String {
        let Some((g, events)) = self.preview(p, a) else {
            return String::new();
        };
        let mut points = 0i16;
        let mut got = marrakesh_engine::Resources::ZERO;
        let mut keshis = 0;
        for e in &events {
            match e {
                Event::Scored {
                    player, points: n, ..
                } if *player == p => points += n,
                Event::ResourcesGained { player, resources } if *player == p => got.add(*resources),
                Event::KeshiDeployed { player, .. } if *player == p => keshis += 1,
                Event::RiverTileAwarded { player, .. } if *player != p => break,
                Event::Provisioned { .. } | Event::SeasonEnded { .. } => break,
                _ => {}
            }
        }
        let lang = self.lang;
        let mut parts = Vec::new();
        if points != 0 {
            parts.push(tr!(
                lang,
                "tui-worth-points",
                count = points.unsigned_abs(),
                signed = format!("{points:+}")
            ));
        }
        if got != marrakesh_engine::Resources::ZERO {
            parts.push(format!("+{}", describe::resources(lang, got)));
        }
        if keshis > 0 {
            parts.push(tr!(lang, "tui-worth-keshis", count = keshis));
        }
        if g.decision_for(p)
            .is_some_and(|d| !describe::starts_a_choice(&d))
        {
            parts.push(lang.get("tui-worth-then-choice"));
        }
        let what = if parts.is_empty() {
            lang.get("tui-worth-nothing")
        } else {
            parts.join(", ")
        };
        format!(" ({})", tr!(lang, "tui-worth", what = what))
    }
}
