//! The strong bot: information-set Monte Carlo tree search (ISMCTS).
//!
//! Single-observer ISMCTS after Cowling, Powley and Whitehouse (2012,
//! "Information Set Monte Carlo Tree Search"):
//!
//! * every iteration plays in a fresh possible world,
//!   [`Game::determinize`]`(Some(seat), seed)`, so the search only ever knows
//!   what the deciding seat may see; the tree's nodes are keyed by the
//!   choices taken from the root (the deciding player's information set),
//!   not by the hidden parts of one world;
//! * an action is not legal in every world (another oasis discovered,
//!   another scroll revealed), so each child counts how often it was
//!   *available*, and the exploration term of UCB1 uses that count instead
//!   of the parent's visits;
//! * wide decisions (the secret selection has up to 220 choices) are tamed
//!   by progressive widening: the children are ordered by a prior (the
//!   greedy bot's [`selection_value`] and [`sector_value`], at the root the
//!   greedy bot's value of the action with the rest of its chain, else the
//!   [`evaluate`]d position one step ahead), and a node visited `n` times
//!   considers only the best `WIDEN_BASE + WIDEN_SCALE·√n` of them; at the
//!   root the prior also biases the choice while a child has few visits
//!   (progressive bias);
//! * simultaneous decisions (setup, the secret selection, the provision
//!   reveal) are decoupled: every player picks from its own statistics at
//!   the node where the simultaneous decision starts, without seeing the
//!   others' picks, and the tree continues below the deciding seat's own
//!   pick only (so it never branches on a choice it cannot see);
//! * below the tree a cheap heuristic policy plays on ([`rollout`]) to a
//!   horizon (four rounds on), where [`evaluate`] judges every player's
//!   position; a player's reward is how much its lead over the best other
//!   player grew since the root, squashed into 0..1 (solo: its evaluation
//!   minus the Paschabot's projected final score, the gain centred on the
//!   search's mean gain; against the lazy Paschabot its evaluation).
//!
//! The budget is a number of iterations (reproducible: the same seed and
//! the same budget give the same choice) or a time in milliseconds. With
//! several threads each thread grows its own tree (root parallelisation)
//! and the root statistics are summed.

use crate::eval::{evaluate, sector_value, selection_value};
use crate::value::final_score_given;
use crate::{derive_seed, pending_players, Bot, BotKind, GreedyBot};
use marrakesh_engine::{paschabot_projection, Start, PASCHABOT};
use marrakesh_engine::{Action, Decision, Game, PlayerId, Rng};
use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// How long the bot may think about one decision.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Budget {
    /// Wall-clock milliseconds per decision (per thread).
    Millis(u32),
    /// Iterations per decision (over all threads): reproducible.
    Iterations(u32),
}

impl Budget {
    /// The default of `--bots ismcts`: one second per decision.
    pub const DEFAULT: Budget = Budget::Millis(1000);
}

impl fmt::Display for Budget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Budget::Millis(ms) => write!(f, "{ms}"),
            Budget::Iterations(n) => write!(f, "{n}it"),
        }
    }
}

/// Exploration constant of UCB1 (rewards lie in 0..1).
const EXPLORATION: f64 = 0.5;
/// Progressive widening: children considered at a node visited `n` times.
const WIDEN_BASE: f64 = 3.0;
const WIDEN_SCALE: f64 = 1.0;
/// A lead grown by this many points (of the evaluation) since the root
/// gives a reward of about 0.88, the same loss about 0.12.
const REWARD_SCALE: f64 = 15.0;
/// The rollout looks at this many random candidates per decision and plays
/// the one that evaluates best one step ahead.
const ROLLOUT_SAMPLE: usize = 3;
/// The rollout stops when this many rounds have begun since its start.
/// Solo means over 20 games at 1,000 iterations with 2, 3 and 4 rounds:
/// 151, 154, 157; at the same time instead (≈100 ms): 151, 149, 146. A
/// longer horizon pays once the search has more time (the default is 1 s).
const HORIZON_ROUNDS: u32 = 4;
/// Progressive bias at the root (Chaslot et al. 2008): a root child whose
/// greedy value (see [`select`]) is the best of the children considered
/// gets `ROOT_BIAS / (visits + 1)` on top of its UCB value, the worst none,
/// the others in proportion. Solo means on 20 setups at 560 iterations:
/// greedy values at the root without bias 146.0, with bias 1, 3, 10: 149.0,
/// 157.4, 157.6; one-step priors (before) 138.8; the greedy bot 147.3.
const ROOT_BIAS: f64 = 3.0;
/// Solo against the Paschabot: the lead is the player's evaluation minus
/// the Paschabot's projected final score, the gain centred on the search's
/// mean gain (see [`leads`], [`Centre`]). 40 paired solo games at 1,100
/// iterations (docs/AI.md): the final margin to the Paschabot 24.5 points
/// better (±11.4), the Paschabot 27.6 points lower, own score −3.1 (±6.4);
/// off, the solo lead is the player's evaluation alone.
const SOLO_REWARD_PASCHABOT: bool = true;
/// Candidate lists up to this long are ranked by a plain stable sort.
const RANK_SMALL: usize = 24;
/// A rollout never plays more decisions than this.
const ROLLOUT_MAX: usize = 400;
/// Legal lists longer than this get no one-step prior (the selection and
/// the wild assistant have their own priors).
const PRIOR_MAX_LEGAL: usize = 48;
/// The search's opinion of one action of the deciding seat.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ActionStat {
    pub action: Action,
    /// Iterations that went through this action.
    pub visits: u32,
    /// Mean reward (0..1; above 0.5: the lead over the best other player
    /// grows compared with now).
    pub value: f64,
    /// Mean estimate of the seat's final score after this action.
    pub final_score: f64,
    /// In a solo game against the Paschabot: the mean estimate of its final
    /// score after this action.
    pub paschabot_score: Option<f64>,
}

/// What one search found.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult {
    /// The deciding seat's actions, most visited first.
    pub actions: Vec<ActionStat>,
    /// Iterations run (over all threads).
    pub iterations: u64,
}

impl SearchResult {
    /// The most visited action (ties: the better mean reward).
    pub fn best(&self) -> Option<Action> {
        self.actions.first().map(|s| s.action)
    }

    /// Each action's share of the search (visits / all root visits).
    pub fn share(&self, stat: &ActionStat) -> f64 {
        let total: u64 = self.actions.iter().map(|s| s.visits as u64).sum();
        if total == 0 {
            0.0
        } else {
            stat.visits as f64 / total as f64
        }
    }
}

/// Searches `seat`'s decision in `game` with `threads` threads. `None` if
/// `seat` has nothing to decide. Uses only what `seat` may see: every
/// iteration starts from `game.determinize(Some(seat), …)`.
pub fn search(
    game: &Game,
    seat: PlayerId,
    budget: Budget,
    threads: usize,
    seed: u64,
) -> Option<SearchResult> {
    search_until(game, seat, budget, threads, seed, &AtomicBool::new(false))
}

/// [`search`] that also ends as soon as `stop` is set (a server shutting
/// down, a move that came too late): every thread checks it before each
/// iteration, and the result is what was searched so far.
pub fn search_until(
    game: &Game,
    seat: PlayerId,
    budget: Budget,
    threads: usize,
    seed: u64,
    stop: &AtomicBool,
) -> Option<SearchResult> {
    search_root(game, seat, None, budget, threads, seed, stop)
}

/// The search of one given action of `seat` (legal now): every iteration
/// takes `action` at the root and the tree grows below it as in [`search`],
/// so its [`ActionStat`] (the only one) is the expected outcome of playing
/// `action` and then playing on as the bot would. What a review compares
/// with the bot's own choice (see [`crate::review`]). `None` if `seat` has
/// nothing to decide or `action` is not legal for it.
pub fn search_action(
    game: &Game,
    seat: PlayerId,
    action: Action,
    budget: Budget,
    threads: usize,
    seed: u64,
    stop: &AtomicBool,
) -> Option<ActionStat> {
    if !game.legal_actions(seat).contains(&action) {
        return None;
    }
    let r = search_root(game, seat, Some(action), budget, threads, seed, stop)?;
    r.actions.into_iter().find(|s| s.action == action)
}

/// [`search_until`], the root restricted to `only` if given.
fn search_root(
    game: &Game,
    seat: PlayerId,
    only: Option<Action>,
    budget: Budget,
    threads: usize,
    seed: u64,
    stop: &AtomicBool,
) -> Option<SearchResult> {
    game.decision_for(seat)?;
    let legal = game.legal_actions(seat);
    if legal.is_empty() {
        return None;
    }
    let threads = threads.clamp(1, 64);
    let deadline = match budget {
        Budget::Millis(ms) => Some(Instant::now() + Duration::from_millis(ms as u64)),
        Budget::Iterations(_) => None,
    };
    let per_thread = |t: usize| match budget {
        Budget::Millis(_) => u64::MAX,
        Budget::Iterations(n) => {
            let n = n.max(1) as u64;
            n / threads as u64 + u64::from((t as u64) < n % threads as u64)
        }
    };
    let trees: Vec<Tree> = if threads == 1 {
        vec![grow(
            game,
            (seat, only),
            per_thread(0),
            deadline,
            stop,
            derive_seed(seed, 0),
        )]
    } else {
        std::thread::scope(|s| {
            let handles: Vec<_> = (0..threads)
                .map(|t| {
                    let limit = per_thread(t);
                    s.spawn(move || {
                        grow(
                            game,
                            (seat, only),
                            limit,
                            deadline,
                            stop,
                            derive_seed(seed, t as u64),
                        )
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().unwrap_or_else(|_| Tree::new()))
                .collect()
        })
    };
    let mut actions: Vec<ActionStat> = Vec::new();
    let mut iterations = 0;
    let solo = paschabot_board(game).is_some();
    for tree in &trees {
        iterations += tree.iterations;
        for &c in &tree.nodes[0].children {
            let n = &tree.nodes[c as usize];
            if n.player != seat || n.visits == 0 || !legal.contains(&n.action) {
                continue;
            }
            match actions.iter_mut().find(|s| s.action == n.action) {
                Some(s) => {
                    let v = s.visits as f64 + n.visits as f64;
                    s.value = (s.value * s.visits as f64 + n.reward) / v;
                    s.final_score = (s.final_score * s.visits as f64 + n.score) / v;
                    s.paschabot_score = s
                        .paschabot_score
                        .map(|b| (b * s.visits as f64 + n.opponent) / v);
                    s.visits += n.visits;
                }
                None => actions.push(ActionStat {
                    action: n.action,
                    visits: n.visits,
                    value: n.reward / n.visits as f64,
                    final_score: n.score / n.visits as f64,
                    paschabot_score: solo.then(|| n.opponent / n.visits as f64),
                }),
            }
        }
    }
    if actions.is_empty() {
        // No iteration ran (a zero budget): the first legal action (the
        // one searched if the root was restricted).
        actions.push(ActionStat {
            action: only.unwrap_or(legal[0]),
            visits: 0,
            value: 0.5,
            final_score: 0.0,
            paschabot_score: None,
        });
    }
    actions.sort_by(|a, b| b.visits.cmp(&a.visits).then(b.value.total_cmp(&a.value)));
    Some(SearchResult {
        actions,
        iterations,
    })
}

/// One node of the tree: the choice of `player` that leads to it, and the
/// statistics of that choice (rewards from `player`'s point of view).
#[derive(Clone, Debug)]
struct Node {
    player: PlayerId,
    action: Action,
    visits: u32,
    /// Iterations in which this choice was legal and considered.
    avail: u32,
    /// Sum of `player`'s rewards.
    reward: f64,
    /// Sum of `player`'s estimated final scores.
    score: f64,
    /// Solo: sum of the Paschabot's estimated final scores.
    opponent: f64,
    /// Heuristic value of the choice (orders the children).
    prior: f64,
    children: Vec<u32>,
}

impl Node {
    /// A choice not yet visited.
    fn new(player: PlayerId, action: Action, prior: f64) -> Node {
        Node {
            player,
            action,
            visits: 0,
            avail: 0,
            reward: 0.0,
            score: 0.0,
            opponent: 0.0,
            prior,
            children: Vec::new(),
        }
    }
}

struct Tree {
    nodes: Vec<Node>,
    iterations: u64,
    /// Every player's lead at the root: rewards measure the change of the
    /// lead, so that a player far behind (a solo game against the
    /// Paschabot) or far ahead still sees its choices differ.
    base: Vec<f64>,
    /// Solo: the sum of the gains of the lead so far (see [`Centre`]).
    centre: Centre,
    /// The root's one action of the deciding seat, if the search judges a
    /// given action ([`search_action`]).
    only: Option<(PlayerId, Action)>,
}

/// Solo: the rewards are centred on the mean gain of the lead over the
/// search so far. The lead (own evaluation − the Paschabot's projected
/// score) drifts over the rollout's four rounds, as the Paschabot's rows
/// fill faster than the evaluation grows; without the centre every reward
/// would sit near 0 and the search could not tell its choices apart (the
/// trouble of the first version, 100 points behind).
#[derive(Clone, Copy, Debug, Default)]
struct Centre {
    sum: f64,
    n: u64,
}

impl Tree {
    fn new() -> Tree {
        Tree {
            nodes: vec![Node::new(0, Action::Done, 0.0)],
            iterations: 0,
            base: Vec::new(),
            centre: Centre::default(),
            only: None,
        }
    }
}

/// Scratch buffers of one search thread.
struct Work {
    rng: Rng,
    legal: Vec<Action>,
    cands: Vec<u32>,
    /// The candidates ranked by prior (see [`select`]).
    ranked: Vec<(f64, u32, u32)>,
    path: Vec<u32>,
    /// A game filled again and again to look one step ahead.
    scratch: Box<Game>,
    /// The rollout policy's best candidate so far, played (see [`policy`]).
    kept: Box<Game>,
}

/// Grows one tree for `seat`'s decision until `limit` iterations, the
/// deadline or `stop`.
fn grow(
    game: &Game,
    (seat, only): (PlayerId, Option<Action>),
    limit: u64,
    deadline: Option<Instant>,
    stop: &AtomicBool,
    seed: u64,
) -> Tree {
    let mut tree = Tree::new();
    tree.only = only.map(|a| (seat, a));
    let mut rng = Rng::new(seed);
    let world = game.determinize(Some(seat), next_seed(&mut rng));
    tree.base = leads(&world, &evaluations(&world));
    let mut w = Work {
        rng,
        legal: Vec::new(),
        cands: Vec::new(),
        ranked: Vec::new(),
        path: Vec::new(),
        scratch: Box::new(world.clone()),
        kept: Box::new(world.clone()),
    };
    while tree.iterations < limit {
        if tree.iterations > 0 && stop.load(Ordering::Relaxed) {
            break;
        }
        if let Some(d) = deadline {
            // Checking the clock costs little next to an iteration.
            if Instant::now() >= d && tree.iterations > 0 {
                break;
            }
        }
        iterate(&mut tree, game, seat, &mut w);
        tree.iterations += 1;
    }
    tree
}

fn next_seed(rng: &mut Rng) -> u64 {
    u64::from(rng.next_u32()) << 32 | u64::from(rng.next_u32())
}

/// One iteration: a fresh world, down the tree, one new node, a rollout to
/// the horizon, the rewards back up the path.
fn iterate(tree: &mut Tree, game: &Game, seat: PlayerId, w: &mut Work) {
    // Boxed, so that the rollout swaps it with its kept game by pointer.
    let mut g = Box::new(game.determinize(Some(seat), next_seed(&mut w.rng)));
    let mut node = 0u32;
    w.path.clear();
    tree.nodes[0].visits += 1;
    'descend: while !g.is_over() {
        let pending = pending_players(&g);
        match pending.as_slice() {
            [] => break,
            [(p, d)] => {
                g.legal_actions_into(*p, &mut w.legal);
                match w.legal.len() {
                    0 => break,
                    // A forced move is no choice: no node.
                    1 => {
                        if g.apply_quiet(*p, w.legal[0], Start::Here).is_err() {
                            break;
                        }
                        continue;
                    }
                    _ => {}
                }
                let child = select(tree, node, &g, *p, *d, w);
                let action = tree.nodes[child as usize].action;
                if g.apply_quiet(*p, action, Start::Here).is_err() {
                    break;
                }
                w.path.push(child);
                node = child;
                let c = &mut tree.nodes[child as usize];
                let fresh = c.visits == 0;
                c.visits += 1;
                if fresh {
                    break;
                }
            }
            several => {
                // Simultaneous: every player picks at this node, blind to
                // the others' picks; the tree goes on below the deciding
                // seat's pick (or the first player's if it takes no part).
                let mut picks: Vec<(PlayerId, u32)> = Vec::with_capacity(several.len());
                for (p, d) in several {
                    g.legal_actions_into(*p, &mut w.legal);
                    if w.legal.is_empty() {
                        break 'descend;
                    }
                    let child = select(tree, node, &g, *p, *d, w);
                    picks.push((*p, child));
                }
                let mut fresh = false;
                for (p, child) in &picks {
                    let action = tree.nodes[*child as usize].action;
                    if g.apply_quiet(*p, action, Start::Here).is_err() {
                        break 'descend;
                    }
                    w.path.push(*child);
                    let c = &mut tree.nodes[*child as usize];
                    fresh |= c.visits == 0;
                    c.visits += 1;
                }
                node = picks
                    .iter()
                    .find(|(p, _)| *p == seat)
                    .or(picks.first())
                    .map_or(node, |(_, c)| *c);
                if fresh {
                    break;
                }
            }
        }
    }
    let (rewards, scores) = rollout(&mut g, &tree.base, &mut tree.centre, w);
    let opponent = paschabot_board(&g).map_or(0.0, |b| scores[b as usize]);
    for &c in &w.path {
        let n = &mut tree.nodes[c as usize];
        n.reward += rewards[n.player as usize];
        n.score += scores[n.player as usize];
        n.opponent += opponent;
    }
}

/// Picks `p`'s choice at `node` among the legal actions in `w.legal`:
/// creates the children not seen before, widens progressively by prior,
/// and takes an untried child first, else the best by availability-aware
/// UCB1. Counts the availability of every child considered.
fn select(tree: &mut Tree, node: u32, g: &Game, p: PlayerId, d: Decision, w: &mut Work) -> u32 {
    w.cands.clear();
    if let (0, Some((seat, a))) = (node, tree.only) {
        // Judging one action: the seat takes it at the root (it is legal in
        // every world behind the seat's view; kept as is if not).
        if p == seat && w.legal.contains(&a) {
            w.legal.clear();
            w.legal.push(a);
        }
    }
    let mut fresh: Vec<Action> = Vec::new();
    // The legal actions come in the same order in most worlds and the
    // children were made in that order: look from where the last one was.
    let children = &tree.nodes[node as usize].children;
    let len = children.len();
    let mut at = 0;
    for a in &w.legal {
        let found = (0..len).map(|i| (at + i) % len).find(|&i| {
            let n = &tree.nodes[children[i] as usize];
            n.player == p && n.action == *a
        });
        if let Some(i) = found {
            at = i + 1;
        }
        match found.map(|i| children[i]) {
            Some(c) => w.cands.push(c),
            None => fresh.push(*a),
        }
    }
    if !fresh.is_empty() {
        let wide = w.legal.len() > PRIOR_MAX_LEGAL;
        // At the root, every action and the greedy rest of its chain, as
        // the greedy bot judges it (the one-step prior misjudges an action
        // whose worth comes with the steps it leads to).
        let mut greedy = (node == 0
            && !wide
            && !matches!(d, Decision::SelectKeshis | Decision::PlaceWildAssistant))
        .then(|| GreedyBot::new(0));
        for a in fresh {
            let prior = match greedy.as_mut() {
                Some(greedy) => greedy.chain_value(g, p, a),
                None => prior(g, p, d, (a, None), wide, &mut w.scratch).0,
            };
            let id = tree.nodes.len() as u32;
            tree.nodes.push(Node::new(p, a, prior));
            tree.nodes[node as usize].children.push(id);
            w.cands.push(id);
        }
    }
    let visits = tree.nodes[node as usize].visits as f64;
    let k = ((WIDEN_BASE + WIDEN_SCALE * visits.sqrt()).ceil() as usize).max(1);
    best_by_prior(&tree.nodes, &mut w.cands, k, &mut w.ranked);
    let mut best = w.cands[0];
    let mut best_v = f64::NEG_INFINITY;
    // The progressive bias's scale: the candidates' priors from worst to best.
    let (low, top) = w
        .cands
        .iter()
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(l, t), c| {
            let v = tree.nodes[*c as usize].prior;
            (l.min(v), t.max(v))
        });
    let biased = node == 0 && top > low && low.is_finite() && top.is_finite();
    for &c in &w.cands {
        let n = &mut tree.nodes[c as usize];
        let bias = if biased {
            ROOT_BIAS * (n.prior - low) / (top - low) / (n.visits as f64 + 1.0)
        } else {
            0.0
        };
        n.avail += 1;
        let v = if n.visits == 0 {
            // Untried: before any tried child, best prior first (the
            // candidates are in prior order).
            f64::INFINITY
        } else {
            n.reward / n.visits as f64
                + EXPLORATION * ((n.avail as f64).ln() / n.visits as f64).sqrt()
                + bias
        };
        if v > best_v {
            best_v = v;
            best = c;
        }
    }
    best
}

/// Keeps the `k` candidates of best prior, best first; equal priors in
/// the order they came (a stable sort, truncated). A wide list (the
/// secret selection's) is first cut to its best `k` and only those are
/// sorted.
fn best_by_prior(
    nodes: &[Node],
    cands: &mut Vec<u32>,
    k: usize,
    ranked: &mut Vec<(f64, u32, u32)>,
) {
    if cands.len() <= RANK_SMALL {
        cands.sort_by(|a, b| {
            nodes[*b as usize]
                .prior
                .total_cmp(&nodes[*a as usize].prior)
        });
        cands.truncate(k);
        return;
    }
    // Prior downwards, then the place in the list: a total order, so the
    // unstable selection and sort give the stable sort's first `k`.
    let order = |a: &(f64, u32, u32), b: &(f64, u32, u32)| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1));
    ranked.clear();
    ranked.extend(
        cands
            .iter()
            .enumerate()
            .map(|(i, &c)| (nodes[c as usize].prior, i as u32, c)),
    );
    if k < ranked.len() {
        ranked.select_nth_unstable_by(k, order);
        ranked.truncate(k);
    }
    ranked.sort_unstable_by(order);
    cands.clear();
    cands.extend(ranked.iter().map(|r| r.2));
}

/// The heuristic value of `p` taking `a` (with its index in `g`'s legal
/// list, if known): the greedy bot's values for the selection and the wild
/// assistant, else the evaluation one step ahead (none for very wide
/// decisions), played in `scratch`. Also says whether `scratch` now holds
/// `g` after `a`.
fn prior(
    g: &Game,
    p: PlayerId,
    d: Decision,
    (a, at): (Action, Option<usize>),
    wide: bool,
    scratch: &mut Game,
) -> (f64, bool) {
    match (d, a) {
        (Decision::SelectKeshis, Action::Select { keshis }) => {
            (selection_value(g, p, keshis), false)
        }
        (Decision::PlaceWildAssistant, Action::PlaceAssistant { sector }) => {
            (sector_value(g, p, sector), false)
        }
        _ if wide => (0.0, false),
        _ => match scratch.apply_quiet(p, a, Start::From(g, at)) {
            Ok(()) => (evaluate(scratch, p), true),
            Err(_) => (f64::NEG_INFINITY, false),
        },
    }
}

/// Rounds played so far (0 at the start, 12 at the end of a standard game).
fn rounds_done(g: &Game) -> u32 {
    let st = g.state();
    let per_season = g.catalog().rules.rounds_per_season.value as u32;
    st.season as u32 * per_season + st.round as u32
}

/// Every player's [`evaluate`].
fn evaluations(g: &Game) -> Vec<f64> {
    (0..g.num_players()).map(|q| evaluate(g, q)).collect()
}

/// Every player's evaluation minus the best other player's. In a solo game
/// against the Paschabot: the player's evaluation minus the Paschabot's
/// projected final score ([`paschabot_projection`]: its points, its board as its
/// final scoring would count it now, the strategy tiles to come), so that
/// the search sees what taking a keshi away from it is worth; the
/// Paschabot's seat gets the opposite. Against the lazy Paschabot (nothing
/// to take away: it scores nothing) the evaluation itself.
fn leads(g: &Game, values: &[f64]) -> Vec<f64> {
    if g.setup().solo.is_some() {
        let Some(bot) = paschabot_seat(g) else {
            return values.to_vec();
        };
        let pascha = paschabot_projection(g.catalog(), g.state()).map_or(0.0, |p| p.total());
        return (0..values.len())
            .map(|q| {
                let lead = values[0] - pascha;
                if q as PlayerId == bot {
                    -lead
                } else {
                    lead
                }
            })
            .collect();
    }
    let n = values.len();
    (0..n)
        .map(|q| {
            let best_other = (0..n)
                .filter(|o| *o != q)
                .map(|o| values[o])
                .fold(f64::NEG_INFINITY, f64::max);
            if best_other.is_finite() {
                values[q] - best_other
            } else {
                0.0
            }
        })
        .collect()
}

/// The Paschabot's seat in a solo game against the Paschabot with its
/// board (not the lazy one).
fn paschabot_seat(g: &Game) -> Option<PlayerId> {
    if !SOLO_REWARD_PASCHABOT {
        return None;
    }
    paschabot_board(g)
}

/// The Paschabot's seat in a solo game against the Paschabot with its
/// board, whatever the reward.
fn paschabot_board(g: &Game) -> Option<PlayerId> {
    let pb = g.state().pascha?;
    (pb.opponent == marrakesh_engine::Opponent::Paschabot).then_some(PASCHABOT)
}

/// Plays on from `g` with the heuristic policy to the horizon (the start of
/// the round after next, or the end of the game). Returns every player's
/// reward (how much its lead over the best other player grew since the
/// root's `base`, squashed into 0..1) and expected final score
/// ([`crate::value::final_score`], the hints' estimate).
fn rollout(
    g: &mut Box<Game>,
    base: &[f64],
    centre: &mut Centre,
    w: &mut Work,
) -> (Vec<f64>, Vec<f64>) {
    let horizon = rounds_done(g) + HORIZON_ROUNDS;
    let mut steps = 0;
    while !g.is_over() && rounds_done(g) < horizon && steps < ROLLOUT_MAX {
        let Some((p, d)) = pending_players(g).as_slice().first().copied() else {
            break;
        };
        g.legal_actions_into(p, &mut w.legal);
        match policy(g, p, d, &w.legal, &mut w.rng, &mut w.scratch, &mut w.kept) {
            None => break,
            // Already played while judging it: the same game `apply` gives.
            Some((_, true)) => std::mem::swap(g, &mut w.kept),
            Some((a, false)) => {
                if g.apply_quiet(p, a, Start::Here).is_err() {
                    break;
                }
            }
        }
        steps += 1;
    }
    let values = evaluations(g);
    let gains: Vec<f64> = leads(g, &values)
        .iter()
        .enumerate()
        .map(|(q, lead)| lead - base.get(q).copied().unwrap_or(0.0))
        .collect();
    let bot = paschabot_seat(g);
    let shift = match bot {
        Some(_) => {
            centre.sum += gains[0];
            centre.n += 1;
            centre.sum / centre.n as f64
        }
        None => 0.0,
    };
    let rewards = gains
        .iter()
        .enumerate()
        .map(|(q, gain)| {
            let gain = if Some(q as PlayerId) == bot {
                gain + shift
            } else if bot.is_some() {
                gain - shift
            } else {
                *gain
            };
            0.5 + 0.5 * (gain / REWARD_SCALE).tanh()
        })
        .collect();
    let scores = values
        .iter()
        .enumerate()
        .map(|(q, v)| final_score_given(g, q as PlayerId, *v))
        .collect();
    (rewards, scores)
}

/// The rollout policy: a forced move as is; otherwise the best of a few
/// random candidates, judged like the priors of the tree. Also says whether
/// `kept` now holds `g` after that choice (judged one step ahead), so that
/// the rollout takes it instead of playing the action again.
fn policy(
    g: &Game,
    p: PlayerId,
    d: Decision,
    legal: &[Action],
    rng: &mut Rng,
    trial: &mut Box<Game>,
    kept: &mut Box<Game>,
) -> Option<(Action, bool)> {
    match legal.len() {
        0 => None,
        1 => Some((legal[0], false)),
        n => {
            let first = rng.below(n as u32) as usize;
            let mut best = legal[first];
            let (mut best_v, mut played) = prior(g, p, d, (best, Some(first)), false, kept);
            // Candidates are drawn with replacement: one drawn again has
            // the value it had, which changes nothing (the same choices,
            // without judging it twice). Compared by place in the list.
            let mut judged = [first; ROLLOUT_SAMPLE];
            let mut k = 1;
            for _ in 1..ROLLOUT_SAMPLE.min(n) {
                let i = rng.below(n as u32) as usize;
                if judged[..k].contains(&i) {
                    continue;
                }
                judged[k] = i;
                k += 1;
                let a = legal[i];
                let (v, ok) = prior(g, p, d, (a, Some(i)), false, trial);
                if v > best_v {
                    best_v = v;
                    best = a;
                    played = ok;
                    std::mem::swap(trial, kept);
                }
            }
            Some((best, played))
        }
    }
}

/// The ISMCTS player.
#[derive(Clone, Debug)]
pub struct IsmctsBot {
    rng: Rng,
    budget: Budget,
    threads: u8,
}

impl IsmctsBot {
    /// A bot thinking `budget` per decision on `threads` threads.
    pub fn new(seed: u64, budget: Budget, threads: u8) -> IsmctsBot {
        IsmctsBot {
            rng: Rng::new(seed),
            budget,
            threads: threads.max(1),
        }
    }

    /// The search behind the next choice (also what a hint shows).
    pub fn analyse(&mut self, game: &Game, seat: PlayerId) -> Option<SearchResult> {
        let seed = next_seed(&mut self.rng);
        search(game, seat, self.budget, self.threads as usize, seed)
    }
}

impl Bot for IsmctsBot {
    fn kind(&self) -> BotKind {
        BotKind::Ismcts {
            budget: self.budget,
            threads: self.threads,
        }
    }

    fn choose(&mut self, game: &Game, seat: PlayerId) -> Option<Action> {
        game.decision_for(seat)?;
        let legal = game.legal_actions(seat);
        match legal.len() {
            0 => None,
            1 => Some(legal[0]),
            _ => self.analyse(game, seat).and_then(|r| r.best()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play_solo;
    use marrakesh_engine::{Difficulty, Modules, Opponent, Setup, Solo};

    /// The wide lists' ranking (cut to `k`, then sorted) keeps what a
    /// stable sort by prior, truncated to `k`, keeps: ties in list order.
    #[test]
    fn ranking_by_prior_is_the_stable_sort_cut_to_k() {
        let mut rng = Rng::new(5);
        for len in [1usize, 5, RANK_SMALL, RANK_SMALL + 1, 60, 220] {
            let nodes: Vec<Node> = (0..len)
                .map(|i| {
                    // Few distinct values: many ties.
                    let prior = if i % 7 == 3 {
                        f64::NEG_INFINITY
                    } else {
                        f64::from(rng.below(5))
                    };
                    Node::new(0, Action::Done, prior)
                })
                .collect();
            let mut order: Vec<u32> = (0..len as u32).collect();
            rng.shuffle(&mut order);
            for k in [1, 3, 10, len / 2 + 1, len, len + 4] {
                let mut want = order.clone();
                want.sort_by(|a, b| {
                    nodes[*b as usize]
                        .prior
                        .total_cmp(&nodes[*a as usize].prior)
                });
                want.truncate(k);
                let mut got = order.clone();
                best_by_prior(&nodes, &mut got, k, &mut Vec::new());
                assert_eq!(got, want, "{len} candidates, k = {k}");
            }
        }
    }

    /// At the end of a solo game the search's solo lead is the real margin
    /// (own final score − the Paschabot's), the Paschabot's seat its
    /// opposite; against the lazy Paschabot (no score to take away) the
    /// player's own score.
    #[test]
    fn the_solo_lead_at_the_end_is_the_final_margin() {
        let hard = Difficulty {
            expensive_gates: true,
            main_square_four: true,
            ..Difficulty::default()
        };
        let cases = [
            (Opponent::Paschabot, Difficulty::default(), false),
            (Opponent::Paschabot, hard, true),
            (Opponent::Paschabot, Difficulty::default(), true),
            (Opponent::Lazy, Difficulty::default(), false),
        ];
        for (i, (opponent, difficulty, all)) in cases.into_iter().enumerate() {
            let mut setup = Setup::solo(
                Solo {
                    opponent,
                    difficulty,
                },
                derive_seed(71, i as u64),
            );
            if all {
                setup.modules = Modules::ALL.for_solo();
            }
            let f = play_solo(setup, BotKind::Greedy, i as u64).unwrap();
            let g = &f.game;
            assert!(g.is_over());
            let s = g.scores();
            let (own, bot) = (s[0].total as f64, s[1].total as f64);
            let leads = leads(g, &evaluations(g));
            if opponent == Opponent::Lazy {
                assert_eq!(leads[0], own, "case {i}");
            } else {
                assert_eq!(leads[0], own - bot, "case {i}: {own} − {bot}");
                assert_eq!(leads[PASCHABOT as usize], bot - own, "case {i}");
            }
        }
    }
}
