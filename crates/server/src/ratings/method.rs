//! The method (issue 44): Weng-Lin (OpenSkill, the `skillratings` crate)
//! for free-for-all games of 2–4 players, and which games are rated;
//! nothing here reads or writes the store.

use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;

/// A player's rating: the Weng-Lin mean `mu` and uncertainty `sigma`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    pub mu: f64,
    pub sigma: f64,
}

impl Default for Rating {
    /// A new player's: mu 25, sigma 25/3 (OpenSkill's defaults).
    fn default() -> Rating {
        let r = WengLinRating::new();
        Rating {
            mu: r.rating,
            sigma: r.uncertainty,
        }
    }
}

impl Rating {
    /// The conservative rating, mu − 3·sigma (0 for a new player): what
    /// the leaderboard ranks by.
    pub fn conservative(self) -> f64 {
        self.mu - 3.0 * self.sigma
    }
}

/// The parameters: OpenSkill's (beta = 25/6, the uncertainty's floor
/// 10⁻⁶), as docs/server.md records them.
fn config() -> WengLinConfig {
    WengLinConfig::new()
}

/// The ratings after one game: `players` are each player's rating before
/// and place (1 = first; equal places are a tie), in any order; the
/// answer in the same order.
pub fn update(players: &[(Rating, u8)]) -> Vec<Rating> {
    let teams: Vec<[WengLinRating; 1]> = players
        .iter()
        .map(|(r, _)| {
            [WengLinRating {
                rating: r.mu,
                uncertainty: r.sigma,
            }]
        })
        .collect();
    let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .zip(players)
        .map(|(t, (_, place))| (&t[..], MultiTeamOutcome::new(usize::from(*place))))
        .collect();
    weng_lin_multi_team(&ranked, &config())
        .into_iter()
        .zip(players)
        .map(|(team, (before, _))| {
            team.first().map_or(*before, |r| Rating {
                mu: r.rating,
                sigma: r.uncertainty,
            })
        })
        .collect()
}

/// How a game ended, as the write that stores it as over carries it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Each seat's place (1 = first; tied seats share one).
    pub places: Vec<u8>,
    /// Per seat: its last move was its person's (not a bot's, not the time
    /// limit's). No seat so: the game was abandoned by everyone.
    pub present: Vec<bool>,
    /// Unix milliseconds.
    pub at: i64,
}

/// A seat as the rating sees it: what it was made for and the account
/// holding it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Holder {
    /// Made for a person (not a bot, not the Paschabot).
    pub person: bool,
    /// The account that holds it (the latest to bind the seat's token).
    pub account: Option<i64>,
}

/// Seats a rated game has at least and at most.
const SEATS: std::ops::RangeInclusive<usize> = 2..=4;

/// The account of each seat when the game is rated, else `None`.
pub fn rated(seats: &[Holder], outcome: &Outcome) -> Option<Vec<i64>> {
    if outcome.places.len() != seats.len() || !outcome.present.iter().any(|p| *p) {
        return None;
    }
    rated_seats(seats)
}

/// The seats' part of [`rated`]: the account of each seat when the game's
/// seats make it rated (2–4 seats, each a person's held by an account,
/// the accounts all different), else `None`. What a game's summary says
/// before it ends.
pub fn rated_seats(seats: &[Holder]) -> Option<Vec<i64>> {
    if !SEATS.contains(&seats.len()) {
        return None;
    }
    let accounts: Vec<i64> = seats
        .iter()
        .map(|s| if s.person { s.account } else { None })
        .collect::<Option<_>>()?;
    let mut distinct = accounts.clone();
    distinct.sort_unstable();
    distinct.dedup();
    (distinct.len() == accounts.len()).then_some(accounts)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn outcome(places: &[u8], present: &[bool]) -> Outcome {
        Outcome {
            places: places.to_vec(),
            present: present.to_vec(),
            at: 0,
        }
    }

    fn person(account: i64) -> Holder {
        Holder {
            person: true,
            account: Some(account),
        }
    }

    #[test]
    fn the_winner_goes_up_and_the_loser_down_from_the_default() {
        let new = Rating::default();
        assert_eq!(new.conservative(), 0.0);
        let after = update(&[(new, 2), (new, 1)]);
        assert!(after[1].mu > new.mu && after[0].mu < new.mu, "{after:?}");
        assert!(after[1].sigma < new.sigma && after[0].sigma < new.sigma);
        assert!(after[1].conservative() > after[0].conservative());
    }

    #[test]
    fn a_tie_between_equals_moves_no_mean() {
        let new = Rating::default();
        let after = update(&[(new, 1), (new, 1), (new, 3)]);
        assert!((after[0].mu - after[1].mu).abs() < 1e-9, "{after:?}");
        assert!(after[0].mu > new.mu && after[2].mu < new.mu);
    }

    #[test]
    fn only_games_of_accounts_without_bots_are_rated() {
        let o = outcome(&[1, 2], &[true, false]);
        assert_eq!(rated(&[person(1), person(2)], &o), Some(vec![1, 2]));
        // A bot's seat, a guest's seat, one account on two seats.
        let bot = Holder {
            person: false,
            account: None,
        };
        let guest = Holder {
            person: true,
            account: None,
        };
        assert_eq!(rated(&[person(1), bot], &o), None);
        assert_eq!(rated(&[person(1), guest.clone()], &o), None);
        assert_eq!(rated(&[person(1), person(1)], &o), None);
        // Abandoned by everyone; a solo seat.
        assert_eq!(
            rated(&[person(1), person(2)], &outcome(&[1, 2], &[false, false])),
            None
        );
        assert_eq!(rated(&[person(1)], &outcome(&[1], &[true])), None);
        // The seats' part alone (a game not over yet).
        assert_eq!(rated_seats(&[person(1), person(2)]), Some(vec![1, 2]));
        assert_eq!(rated_seats(&[person(1), guest]), None);
        assert_eq!(rated_seats(&[person(1)]), None);
    }
}
