//! Hints: what the strong bot would do now, in words.
//!
//! The search runs on [`marrakesh_bots::ismcts::search`], which draws every
//! world it plays from the asking seat's view only
//! ([`marrakesh_engine::Game::determinize`]): a hint never reveals anything
//! hidden from that seat.

use marrakesh_bots::ismcts::{search, Budget};
use marrakesh_describe as describe;
use marrakesh_describe::{tr, Lang};
use marrakesh_engine::{Game, PlayerId};

/// How long a hint thinks: the strong bot's default budget.
pub const BUDGET: Budget = Budget::DEFAULT;

/// The strong bot's top three actions for `seat` now, one line each: the
/// action in words, its share of the search and the expected final score
/// after it (solo against the Paschabot: its expected final score too), in
/// `lang`. Empty if `seat` has nothing to decide.
pub fn hint(lang: Lang, game: &Game, seat: PlayerId, budget: Budget, seed: u64) -> Vec<String> {
    let Some(d) = game.decision_for(seat) else {
        return Vec::new();
    };
    let Some(r) = search(game, seat, budget, 1, seed) else {
        return Vec::new();
    };
    let view = game.view(Some(seat));
    r.actions
        .iter()
        .take(3)
        .enumerate()
        .map(|(i, s)| {
            let what = describe::action(lang, game.catalog(), &view, seat, &d, &s.action);
            if r.iterations == 0 || s.visits == 0 {
                tr!(lang, "tui-hint", n = i + 1, action = what)
            } else if let Some(bot) = s.paschabot_score {
                // Solo: both expected final scores.
                tr!(
                    lang,
                    "tui-hint-searched-solo",
                    n = i + 1,
                    action = what,
                    share = (100.0 * r.share(s)).round() as i64,
                    points = s.final_score.round() as i64,
                    paschabot = bot.round() as i64
                )
            } else {
                tr!(
                    lang,
                    "tui-hint-searched",
                    n = i + 1,
                    action = what,
                    share = (100.0 * r.share(s)).round() as i64,
                    points = s.final_score.round() as i64
                )
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use marrakesh_engine::Setup;

    #[test]
    fn a_hint_names_up_to_three_legal_actions_in_words() {
        let game = Game::new(Setup::new(2, 5)).unwrap();
        let (seat, _) = game.pending().players[0];
        let lines = hint(Lang::En, &game, seat, Budget::Iterations(30), 1);
        assert!(!lines.is_empty() && lines.len() <= 3, "{lines:?}");
        assert!(lines[0].starts_with("hint 1: "), "{lines:?}");
        assert!(lines[0].contains("% of the search"), "{lines:?}");
        assert!(lines[0].contains("points at the end"), "{lines:?}");
        // The same seed, the same hint; nothing to decide, no hint.
        assert_eq!(
            lines,
            hint(Lang::En, &game, seat, Budget::Iterations(30), 1)
        );
        assert!(hint(Lang::En, &game, 7, Budget::Iterations(30), 1).is_empty());
        // In German, with the German words of the action.
        let de = hint(Lang::De, &game, seat, Budget::Iterations(30), 1);
        assert!(de[0].starts_with("Tipp 1: "), "{de:?}");
        assert!(de[0].contains("% der Suche"), "{de:?}");
    }

    /// Solo against the Paschabot the hint names both scores: "you about
    /// 171, the Paschabot about 189"; against the lazy one only yours.
    #[test]
    fn a_solo_hint_names_both_scores() {
        use marrakesh_engine::{Opponent, Solo};
        let game = Game::new(Setup::solo(Solo::default(), 5)).unwrap();
        let lines = hint(Lang::En, &game, 0, Budget::Iterations(30), 1);
        assert!(lines[0].contains("at the end you about "), "{lines:?}");
        assert!(lines[0].contains(", the Paschabot about "), "{lines:?}");
        let de = hint(Lang::De, &game, 0, Budget::Iterations(30), 1);
        assert!(de[0].contains("der Paschabot etwa "), "{de:?}");
        let nl = hint(Lang::Nl, &game, 0, Budget::Iterations(30), 1);
        assert!(nl[0].contains("de Paschabot ongeveer "), "{nl:?}");
        let lazy = Setup::solo(
            Solo {
                opponent: Opponent::Lazy,
                ..Solo::default()
            },
            5,
        );
        let game = Game::new(lazy).unwrap();
        let lines = hint(Lang::En, &game, 0, Budget::Iterations(30), 1);
        assert!(lines[0].contains("points at the end"), "{lines:?}");
        assert!(!lines[0].contains("Paschabot"), "{lines:?}");
    }

    /// Only the asking seat's view counts: a game that differs in what the
    /// seat cannot see gets the same hint.
    #[test]
    fn hints_use_only_the_seats_view() {
        let game = Game::new(Setup::new(3, 8)).unwrap();
        let (seat, _) = game.pending().players[0];
        let twin = game.determinize(Some(seat), 77);
        assert_ne!(twin, game);
        assert_eq!(
            hint(Lang::En, &game, seat, Budget::Iterations(20), 4),
            hint(Lang::En, &twin, seat, Budget::Iterations(20), 4)
        );
    }
}
