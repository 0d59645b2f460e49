//! The greedy bot: best immediate gain.
//!
//! For each legal action it plays the action on a copy of the game, then
//! finishes the rest of that decision chain for the same player (the extra
//! steps, bonuses, purchases... that the action leads to) by taking at each
//! step the option that evaluates best one step ahead, and scores the result
//! with [`evaluate`]. The chain ends at the next "turn-level" decision
//! (another assistant, another claim, the next selection) or when another
//! player has to decide.
//!
//! The phase-1 selection and the wild assistant change nothing that the
//! evaluation sees, so they are chosen by [`selection_value`] and
//! [`sector_value`] instead.
//!
//! The look-ahead never runs on the real game: it runs on
//! [`Game::determinize`]'s copy, in which everything hidden from the bot (the
//! face-down oases its caravans would discover, the scrolls a madrasa refresh
//! would reveal, the goods under the displays, the other players' secret
//! choices, the random number generator) is drawn anew. So its choices depend
//! only on what its seat may see.

use crate::eval::{evaluate_with, sector_value_with, selection_value_with, Weights};
use crate::{Bot, BotKind};
use marrakesh_engine::{Action, Decision, Game, PlayerId, Rng, Start};

/// Most follow-up steps played ahead after one candidate action.
const MAX_CHAIN: usize = 16;
/// Most actions applied while looking ahead for one decision; past it the
/// remaining candidates are judged without their follow-up chain.
const BUDGET: usize = 20_000;

/// Takes the action with the best immediate result.
#[derive(Clone, Debug)]
pub struct GreedyBot {
    rng: Rng,
    buf: Vec<Action>,
    applied: usize,
    weights: Weights,
}

impl GreedyBot {
    pub fn new(seed: u64) -> GreedyBot {
        GreedyBot::with_weights(seed, Weights::CURRENT)
    }

    /// A greedy bot judging by other weights (for tuning them).
    pub fn with_weights(seed: u64, weights: Weights) -> GreedyBot {
        GreedyBot {
            rng: Rng::new(seed),
            buf: Vec::new(),
            applied: 0,
            weights,
        }
    }

    /// The candidate with the highest value; ties are broken at random.
    fn pick(&mut self, legal: &[Action], values: &[f64]) -> Action {
        let best = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let top: Vec<usize> = (0..legal.len())
            .filter(|i| values[*i] >= best - 1e-9)
            .collect();
        let i = top[self.rng.below(top.len() as u32) as usize];
        legal[i]
    }

    /// `game` after `action` and the greedy rest of its chain, evaluated
    /// (also the ISMCTS bot's judgement of its root's actions).
    pub(crate) fn chain_value(&mut self, game: &Game, seat: PlayerId, action: Action) -> f64 {
        let mut g = game.clone();
        if g.apply_quiet(seat, action, Start::Here).is_err() {
            return f64::NEG_INFINITY;
        }
        self.applied += 1;
        let mut options = Vec::new();
        for _ in 0..MAX_CHAIN {
            if self.applied >= BUDGET {
                break;
            }
            let Some(d) = own_follow_up(&g, seat) else {
                break;
            };
            if is_turn_level(&d) {
                break;
            }
            g.legal_actions_into(seat, &mut options);
            let mut best: Option<(f64, Game)> = None;
            for b in &options {
                let mut h = g.clone();
                if h.apply_quiet(seat, *b, Start::Here).is_err() {
                    continue;
                }
                self.applied += 1;
                let v = evaluate_with(&h, seat, &self.weights);
                if best.as_ref().is_none_or(|(bv, _)| v > *bv) {
                    best = Some((v, h));
                }
            }
            match best {
                Some((_, h)) => g = h,
                None => break,
            }
        }
        evaluate_with(&g, seat, &self.weights)
    }
}

/// The decision `seat` faces if it is the only player to decide.
fn own_follow_up(game: &Game, seat: PlayerId) -> Option<Decision> {
    match crate::pending_players(game).as_slice() {
        [(p, d)] if *p == seat => Some(*d),
        _ => None,
    }
}

/// Decisions that start a new part of a turn rather than continue one.
fn is_turn_level(d: &Decision) -> bool {
    matches!(
        d,
        Decision::SelectKeshis
            | Decision::PlaceWildAssistant
            | Decision::ClaimKeshis
            | Decision::UseAssistant
            | Decision::RapidBonus
            | Decision::Provisioning
            | Decision::ActivateProvisionTile
            | Decision::ArrangeStorageKeshis
            | Decision::OrientAudienceDisc
    )
}

impl Bot for GreedyBot {
    fn kind(&self) -> BotKind {
        BotKind::Greedy
    }

    fn choose(&mut self, game: &Game, seat: PlayerId) -> Option<Action> {
        let d = game.decision_for(seat)?;
        let mut legal = std::mem::take(&mut self.buf);
        game.legal_actions_into(seat, &mut legal);
        let choice = match legal.len() {
            0 => None,
            1 => Some(legal[0]),
            _ => {
                self.applied = 0;
                let values: Vec<f64> = match d {
                    Decision::SelectKeshis => legal
                        .iter()
                        .map(|a| match a {
                            Action::Select { keshis } => {
                                selection_value_with(game, seat, *keshis, &self.weights)
                            }
                            _ => 0.0,
                        })
                        .collect(),
                    Decision::PlaceWildAssistant => legal
                        .iter()
                        .map(|a| match a {
                            Action::PlaceAssistant { sector } => {
                                sector_value_with(game, seat, *sector, &self.weights)
                            }
                            _ => 0.0,
                        })
                        .collect(),
                    _ => {
                        let seed =
                            u64::from(self.rng.next_u32()) << 32 | u64::from(self.rng.next_u32());
                        let world = game.determinize(Some(seat), seed);
                        legal
                            .iter()
                            .map(|a| self.chain_value(&world, seat, *a))
                            .collect()
                    }
                };
                Some(self.pick(&legal, &values))
            }
        };
        self.buf = legal;
        choice
    }
}
