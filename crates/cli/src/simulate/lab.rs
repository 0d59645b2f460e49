//! The lab's view of a run beyond the means: each game's ranks, the scores
//! over the game's rounds, and what the HTML report draws from them
//! (score distributions, the head-to-head matrix, the mean score after
//! each round), aggregated in constant memory.

use marrakesh_bots::Finished;
use marrakesh_engine::{Action, Catalog, Game, PlayerId, ScoreSheet, Start};
use std::collections::BTreeMap;
use std::sync::Arc;

/// Each seat's place at the end of a game, 1 for the best: the winners
/// (several on a shared victory) first, then by score and the rules'
/// tie-breaks, the palace and then the mosque staircase (002 "Final
/// scoring"). Seats that cannot be told apart share a place. Solo: the
/// Paschabot wins a tie, so it is placed first on one; the lazy Paschabot
/// scores nothing and is last.
pub fn ranks(sheets: &[ScoreSheet], winners: &[PlayerId]) -> Vec<u8> {
    let key = |s: &ScoreSheet| {
        (
            winners.contains(&s.player),
            s.total,
            s.palace_step,
            s.mosque_step,
        )
    };
    sheets
        .iter()
        .map(|s| 1 + sheets.iter().filter(|t| key(t) > key(s)).count() as u8)
        .collect()
}

/// Every seat's score at the start of the game, at the end of each round
/// but the last (after the season scoring when the round ends a season),
/// and at the end (the last round and the final scoring): 13 columns in a
/// game of 3 seasons of 4 rounds. Found by replaying the game's actions.
pub fn round_scores(f: &Finished, catalog: &Arc<Catalog>) -> Vec<Vec<i16>> {
    let totals = |g: &Game| g.scores().iter().map(|s| s.total).collect::<Vec<i16>>();
    let Ok(mut game) = Game::with_catalog(*f.game.setup(), catalog.clone()) else {
        return Vec::new();
    };
    let per_season = catalog.rules.rounds_per_season.value;
    // The round being played, counted over the game; none during a season
    // scoring (the round counter has passed the season's last round).
    let round = |g: &Game| {
        let st = g.state();
        (st.round < per_season).then(|| st.season as u16 * per_season as u16 + st.round as u16)
    };
    let mut out = vec![totals(&game)];
    let mut at = round(&game);
    for (p, a) in &f.actions {
        if game.apply_quiet(*p, *a, Start::Here).is_err() {
            return Vec::new();
        }
        let now = round(&game);
        if !game.is_over() && now > at {
            at = now;
            out.push(totals(&game));
        }
    }
    out.push(totals(&f.game));
    out
}

/// What the report draws, summed over the games of a run.
#[derive(Clone, Debug, Default)]
pub struct Lab {
    /// Per seat: how many games ended with each score.
    pub histograms: Vec<BTreeMap<i16, u64>>,
    /// `beats[i][j]`: games seat `i` placed ahead of seat `j` (a shared
    /// place counts half).
    pub beats: Vec<Vec<f64>>,
    /// Per column of [`round_scores`]: each seat's summed score, and the
    /// games that reached that column.
    pub rounds: Vec<(Vec<i64>, u64)>,
}

impl Lab {
    pub fn new(seats: usize) -> Lab {
        Lab {
            histograms: vec![BTreeMap::new(); seats],
            beats: vec![vec![0.0; seats]; seats],
            rounds: Vec::new(),
        }
    }

    /// Adds one game: its scores, places and round scores.
    pub fn add(&mut self, scores: &[i16], ranks: &[u8], rounds: &[Vec<i16>]) {
        for (h, s) in self.histograms.iter_mut().zip(scores) {
            *h.entry(*s).or_default() += 1;
        }
        for (i, row) in self.beats.iter_mut().enumerate() {
            for (j, cell) in row.iter_mut().enumerate() {
                if i == j {
                    continue;
                }
                *cell += match ranks[i].cmp(&ranks[j]) {
                    std::cmp::Ordering::Less => 1.0,
                    std::cmp::Ordering::Equal => 0.5,
                    std::cmp::Ordering::Greater => 0.0,
                };
            }
        }
        for (k, col) in rounds.iter().enumerate() {
            if self.rounds.len() <= k {
                self.rounds.push((vec![0; scores.len()], 0));
            }
            let (sums, n) = &mut self.rounds[k];
            for (s, v) in sums.iter_mut().zip(col) {
                *s += *v as i64;
            }
            *n += 1;
        }
    }

    /// The mean score of each seat per column of [`round_scores`].
    pub fn round_means(&self) -> Vec<Vec<f64>> {
        self.rounds
            .iter()
            .map(|(sums, n)| {
                sums.iter()
                    .map(|s| *s as f64 / (*n).max(1) as f64)
                    .collect()
            })
            .collect()
    }
}

/// A game's record as the `--save-games` files hold it.
pub type Actions = Vec<(PlayerId, Action)>;

#[cfg(test)]
mod tests {
    use super::*;
    use marrakesh_bots::{play_game, BotKind};
    use marrakesh_engine::Setup;

    fn sheet(player: PlayerId, total: i16, palace: u8, mosque: u8) -> ScoreSheet {
        ScoreSheet {
            player,
            total,
            categories: Vec::new(),
            final_scoring: None,
            palace_step: palace,
            mosque_step: mosque,
            winner: false,
            title: None,
        }
    }

    #[test]
    fn places_follow_the_tie_breaks() {
        // 002 "Final scoring": on a tie the palace staircase, then the mosque.
        let s = [
            sheet(0, 120, 5, 3),
            sheet(1, 130, 2, 2),
            sheet(2, 120, 5, 4),
            sheet(3, 120, 5, 4),
        ];
        assert_eq!(ranks(&s, &[1]), vec![4, 1, 2, 2]);
        // Solo: a tie goes to the Paschabot, the winner.
        let solo = [sheet(0, 150, 9, 9), sheet(1, 150, 0, 0)];
        assert_eq!(ranks(&solo, &[1]), vec![2, 1]);
    }

    #[test]
    fn round_scores_run_from_the_start_to_the_final_scoring() {
        let f = play_game(Setup::new(3, 5), &[BotKind::Greedy; 3], 5).unwrap();
        let r = round_scores(&f, &Catalog::embedded());
        // 3 seasons of 4 rounds: the start, 11 round ends, the end.
        assert_eq!(r.len(), 13, "{r:?}");
        assert!(r[0].iter().all(|s| *s == 10), "the start score: {:?}", r[0]);
        let finals: Vec<i16> = f.game.scores().iter().map(|s| s.total).collect();
        assert_eq!(r[12], finals);
        let mut lab = Lab::new(3);
        lab.add(&finals, &ranks(&f.game.scores(), &f.game.winners()), &r);
        // One game: each pair's places add up to one game.
        for i in 0..3 {
            for j in 0..3 {
                if i != j {
                    assert_eq!(lab.beats[i][j] + lab.beats[j][i], 1.0);
                }
            }
        }
        assert_eq!(lab.round_means()[12][0], finals[0] as f64);
    }
}
