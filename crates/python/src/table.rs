//! A game as the Python package drives it: the engine's [`Game`], the
//! decisions taken (so that it can be saved and replayed), what the rules
//! make public but the engine's view no longer shows (each seat's last
//! revealed selection), optionally each seat's perfect-recall digest, and
//! its legal actions as numbers of the global [index](crate::index).

use crate::index;
use marrakesh_engine::{
    Action, ColourSet, Event, Game, PlayerId, Record, Setup, View, MAX_PLAYERS,
};
use serde::{Deserialize, Serialize};

/// Digests of perfect recall: one per seat and one (the last) for the
/// public observer.
pub type Recall = [[u64; 2]; MAX_PLAYERS + 1];

/// What the [`Table`] remembers beyond the engine's state.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Memory {
    /// Each seat's most recently revealed selection (colour bits; 0 before
    /// its first reveal). Public: the rules reveal every selection.
    pub last_selection: [u16; MAX_PLAYERS],
    /// Perfect recall (only if asked for): for each seat, and for the
    /// public observer, a 128-bit digest of the sequence of everything it
    /// has seen, its view after every decision of the game.
    pub recall: Option<Recall>,
}

/// A game played through action numbers.
#[derive(Clone, Debug)]
pub struct Table {
    game: Game,
    /// The decisions taken: `None` for a decision of another seat in a
    /// possible world behind a seat's view (the seat did not see it).
    history: Vec<(PlayerId, Option<Action>)>,
    /// A possible world behind a seat's view (`Game::determinize`): its
    /// history no longer replays to it.
    determinized: bool,
    memory: Memory,
}

/// Legal actions outside the index: a position the index does not cover
/// (see [`index`]'s notes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unindexed(pub Action);

impl std::fmt::Display for Unindexed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let json = serde_json::to_string(&self.0).unwrap_or_default();
        write!(f, "legal action {json} lies outside the action index")
    }
}

/// The folded 128-bit product of `a` and `b` (wyhash's mixing step).
fn fold(a: u64, b: u64) -> u64 {
    let r = (a as u128).wrapping_mul(b as u128);
    (r as u64) ^ ((r >> 64) as u64)
}

/// `previous` extended by `bytes`: a 128-bit digest in two lanes of
/// folded multiplications, 8 bytes at a time (fast; for keys inside one
/// process, not for security).
fn digest(previous: [u64; 2], bytes: &[u8]) -> [u64; 2] {
    const K: [u64; 4] = [
        0x9E37_79B9_7F4A_7C15,
        0xC2B2_AE3D_27D4_EB4F,
        0x1656_67B1_9E37_79F9,
        0xD6E8_FEB8_6659_FD93,
    ];
    let [mut a, mut b] = previous;
    a = fold(a ^ K[0], K[2] ^ bytes.len() as u64);
    b = fold(b ^ K[1], K[3] ^ bytes.len() as u64);
    let mut chunks = bytes.chunks_exact(8);
    for c in chunks.by_ref() {
        let mut w = [0u8; 8];
        w.copy_from_slice(c);
        let x = u64::from_le_bytes(w);
        a = fold(a ^ x, K[0]);
        b = fold(b ^ x.rotate_left(32), K[1]);
    }
    let mut w = [0u8; 8];
    w[..chunks.remainder().len()].copy_from_slice(chunks.remainder());
    let x = u64::from_le_bytes(w);
    a = fold(a ^ x, K[2]);
    b = fold(b ^ x.rotate_left(32), K[3]);
    [fold(a, K[1]) ^ b, fold(b, K[0]) ^ a]
}

/// `previous` extended by what `view` shows.
fn extend(previous: [u64; 2], view: &View) -> [u64; 2] {
    digest(previous, &serde_json::to_vec(view).unwrap_or_default())
}

impl Table {
    /// A new game; with `recall`, the tables keeps perfect-recall digests
    /// (each decision then costs a view per seat).
    pub fn new(setup: Setup, recall: bool) -> Result<Table, String> {
        let game = Game::new(setup).map_err(|e| e.to_string())?;
        let mut t = Table {
            game,
            history: Vec::new(),
            determinized: false,
            memory: Memory::default(),
        };
        if recall {
            t.memory.recall = Some(Default::default());
            t.observe();
        }
        Ok(t)
    }

    /// Replays a record.
    pub fn from_record(record: &Record, recall: bool) -> Result<Table, String> {
        let mut t = Table::new(record.setup, recall)?;
        for (i, (p, a)) in record.actions.iter().enumerate() {
            t.apply(*p, *a)
                .map_err(|e| format!("action {i} of the record: {e}"))?;
        }
        Ok(t)
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The decisions taken (see [`Table::determinize`] for the `None`s).
    pub fn history(&self) -> &[(PlayerId, Option<Action>)] {
        &self.history
    }

    pub fn memory(&self) -> &Memory {
        &self.memory
    }

    pub fn is_determinized(&self) -> bool {
        self.determinized
    }

    /// The record (setup and actions) that replays to this game; `None`
    /// for a possible world, which no record replays to.
    pub fn record(&self) -> Option<Record> {
        if self.determinized {
            return None;
        }
        Some(Record {
            setup: *self.game.setup(),
            actions: self
                .history
                .iter()
                .filter_map(|(p, a)| a.map(|a| (*p, a)))
                .collect(),
        })
    }

    /// Who decides next: the lowest seat with a decision (simultaneous
    /// decisions are taken one seat after the other; nobody sees the others'
    /// choices before all have chosen). `None` once the game is over.
    pub fn current_player(&self) -> Option<PlayerId> {
        (0..self.game.num_players()).find(|p| self.game.decision_for(*p).is_some())
    }

    /// Every seat with a decision now (several at a simultaneous decision).
    pub fn deciding(&self) -> Vec<PlayerId> {
        (0..self.game.num_players())
            .filter(|p| self.game.decision_for(*p).is_some())
            .collect()
    }

    /// What `viewer` (`None`: a spectator) may see: the engine's view, with
    /// every seat's screen filled in. The screens are public under the
    /// rules: 12 keshis go behind each screen at a season's start and
    /// leave it only at the reveals, which everybody sees; the engine's
    /// view shows only the owner's.
    pub fn view(&self, viewer: Option<PlayerId>) -> View {
        let mut view = self.game.view(viewer);
        view.legal_actions.clear();
        let st = self.game.state();
        for pv in &mut view.players {
            pv.screen = Some(st.player(pv.seat).screen);
        }
        view
    }

    /// [`Table::view`] as JSON, with `last_selections` (each seat's last
    /// revealed keshis, by seat) and, with `recall`, the viewer's
    /// perfect-recall digest (`history_digest`, hex).
    pub fn view_json(&self, viewer: Option<PlayerId>, recall: bool) -> Result<String, String> {
        let mut json = serde_json::to_string(&self.view(viewer)).map_err(|e| e.to_string())?;
        // The view is a JSON object: its closing brace comes last.
        if json.pop() != Some('}') {
            return Err("the view is not a JSON object".into());
        }
        let n = self.game.num_players() as usize;
        let last: Vec<ColourSet> = self.memory.last_selection[..n.min(MAX_PLAYERS)]
            .iter()
            .map(|bits| ColourSet(*bits))
            .collect();
        json.push_str(",\"last_selections\":");
        json.push_str(&serde_json::to_string(&last).map_err(|e| e.to_string())?);
        if recall {
            let d = self.recall_digest(viewer)?;
            json.push_str(&format!(
                ",\"history_digest\":\"{:016x}{:016x}\"",
                d[0], d[1]
            ));
        }
        json.push('}');
        Ok(json)
    }

    /// The perfect-recall digest of `viewer` (`None`: the public one).
    pub fn recall_digest(&self, viewer: Option<PlayerId>) -> Result<[u64; 2], String> {
        let r = self
            .memory
            .recall
            .as_ref()
            .ok_or("this game keeps no perfect recall: create it with perfect_recall=True")?;
        Ok(r[viewer.map_or(MAX_PLAYERS, usize::from).min(MAX_PLAYERS)])
    }

    /// The tensor of what `viewer` may see (see [`crate::tensor`]).
    pub fn observation(&self, viewer: Option<PlayerId>) -> Vec<f32> {
        crate::tensor::encode(&self.view(viewer), &self.memory.last_selection)
    }

    /// `p`'s legal actions with their numbers, sorted by number.
    pub fn legal(&self, p: PlayerId) -> Result<Vec<(u32, Action)>, Unindexed> {
        let mut v = Vec::new();
        for a in self.game.legal_actions(p) {
            v.push((index::encode(&a).ok_or(Unindexed(a))?, a));
        }
        v.sort_unstable_by_key(|(i, _)| *i);
        Ok(v)
    }

    /// `p`'s legal action numbers, ascending.
    pub fn legal_indices(&self, p: PlayerId) -> Result<Vec<u32>, Unindexed> {
        Ok(self.legal(p)?.into_iter().map(|(i, _)| i).collect())
    }

    /// The legal action of `p` with number `index`.
    pub fn action_of(&self, p: PlayerId, index: u32) -> Option<Action> {
        self.game
            .legal_actions(p)
            .into_iter()
            .find(|a| index::encode(a) == Some(index))
    }

    /// Plays `p`'s action number `index`.
    pub fn apply_index(&mut self, p: PlayerId, index: u32) -> Result<Action, String> {
        let a = self
            .action_of(p, index)
            .ok_or_else(|| format!("action {index} is not legal for player {p} now"))?;
        self.apply(p, a)?;
        Ok(a)
    }

    /// Plays `p`'s action.
    pub fn apply(&mut self, p: PlayerId, a: Action) -> Result<(), String> {
        let events = self.game.apply(p, a).map_err(|e| e.to_string())?;
        self.history.push((p, Some(a)));
        for e in events {
            if let Event::SelectionRevealed { player, keshis } = e {
                if let Some(last) = self.memory.last_selection.get_mut(player as usize) {
                    *last = keshis.into_iter().collect::<ColourSet>().0;
                }
            }
        }
        self.observe();
        Ok(())
    }

    /// Extends the perfect-recall digests by what each seat, and the
    /// public, sees now.
    fn observe(&mut self) {
        let Some(mut recall) = self.memory.recall else {
            return;
        };
        for p in 0..self.game.num_players() {
            recall[p as usize] = extend(recall[p as usize], &self.view(Some(p)));
        }
        recall[MAX_PLAYERS] = extend(recall[MAX_PLAYERS], &self.view(None));
        self.memory.recall = Some(recall);
    }

    /// A possible world behind `viewer`'s view, drawn from `seed`. It
    /// keeps only what `viewer` knows: its own decisions (the other seats'
    /// show as `None`: what was public of them is in the view), the public
    /// memory, its own and the public perfect-recall digests; the other
    /// seats' digests start again from `viewer`'s.
    pub fn determinize(&self, viewer: PlayerId, seed: u64) -> Table {
        let game = self.game.determinize(Some(viewer), seed);
        let history = self
            .history
            .iter()
            .map(|(p, a)| (*p, if *p == viewer { *a } else { None }))
            .collect();
        let mut memory = self.memory.clone();
        if let Some(recall) = &mut memory.recall {
            let mine = recall[viewer as usize];
            for (q, r) in recall.iter_mut().enumerate().take(MAX_PLAYERS) {
                if q != viewer as usize {
                    *r = digest(mine, &q.to_le_bytes());
                }
            }
        }
        let mut t = Table {
            game,
            history,
            determinized: true,
            memory,
        };
        // The other seats see their own world from now on.
        if let Some(mut recall) = t.memory.recall {
            for q in 0..t.game.num_players() {
                if q != viewer {
                    recall[q as usize] = extend(recall[q as usize], &t.view(Some(q)));
                }
            }
            t.memory.recall = Some(recall);
        }
        t
    }

    /// The game's state as JSON (for a determinized world, which no record
    /// replays to).
    pub fn state_json(&self) -> String {
        self.game.state_json()
    }

    /// The memory and history as JSON (with [`Table::state_json`], a
    /// possible world's pickle).
    pub fn memory_json(&self) -> String {
        serde_json::to_string(&(&self.memory, &self.history)).unwrap_or_default()
    }

    /// A possible world from [`Table::state_json`] and
    /// [`Table::memory_json`].
    pub fn from_state_json(json: &str, memory: &str) -> Result<Table, String> {
        let game = Game::from_state_json(json).map_err(|e| e.to_string())?;
        let (memory, history): (Memory, Vec<(PlayerId, Option<Action>)>) =
            serde_json::from_str(memory).map_err(|e| e.to_string())?;
        Ok(Table {
            game,
            history,
            determinized: true,
            memory,
        })
    }

    /// Plays the game to its end with uniformly random actions drawn from
    /// `seed` (a rollout); the number of decisions taken. Perfect recall,
    /// if kept, is extended once at the end, not after every decision.
    pub fn random_playout(&mut self, seed: u64) -> Result<u64, String> {
        let recall = self.memory.recall.take();
        let result = self.playout(seed);
        self.memory.recall = recall;
        self.observe();
        result
    }

    fn playout(&mut self, seed: u64) -> Result<u64, String> {
        let mut rng = marrakesh_engine::Rng::new(seed);
        let mut buf = Vec::new();
        let mut n = 0;
        while let Some(p) = self.current_player() {
            self.game.legal_actions_into(p, &mut buf);
            if buf.is_empty() {
                return Err(format!("player {p} has a decision but no legal action"));
            }
            let a = buf[rng.below(buf.len() as u32) as usize];
            self.apply(p, a)?;
            n += 1;
            if n > marrakesh_bots::MAX_DECISIONS {
                return Err("the game does not end".into());
            }
        }
        Ok(n)
    }
}
