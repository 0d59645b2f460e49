//! Texts for people, from `marrakesh-describe` (the terminal's texts): log
//! lines from public events, and a seat's decision and legal actions
//! described from that seat's own view only.
//!
//! `describe::event` reads the game's setup (edition, names; not the seed),
//! its catalog and the spectators' view, all public; events carry only
//! public information (the engine's `Event` contract).

use marrakesh_describe::Lang;
use marrakesh_engine::{Action, Decision, Event, Game, PlayerId, View};

/// One log line for a public event.
pub fn event(lang: Lang, game: &Game, e: &Event) -> String {
    marrakesh_describe::event(lang, game, e)
}

/// The prompt of `seat`'s decision, from its view.
pub fn decision(lang: Lang, game: &Game, view: &View, seat: PlayerId, d: &Decision) -> String {
    marrakesh_describe::decision(lang, game.catalog(), view, seat, d)
}

/// Each legal action described, from `seat`'s view.
pub fn actions(
    lang: Lang,
    game: &Game,
    view: &View,
    seat: PlayerId,
    d: &Decision,
    legal: &[Action],
) -> Vec<String> {
    legal
        .iter()
        .map(|a| marrakesh_describe::action(lang, game.catalog(), view, seat, d, a))
        .collect()
}

/// The names in log texts: P0, P1… (the Paschabot by its name).
pub fn names(game: &Game) -> Vec<String> {
    marrakesh_describe::names_for(game.setup())
}

/// How long a hint searches.
pub const HINT_BUDGET_MS: u32 = 300;

/// The strong bot's (ISMCTS) top three actions for `seat` in words, as the
/// terminal's hint (`a`): searched on `world`, a game drawn behind the
/// seat's view, for [`HINT_BUDGET_MS`] or until `stop` is set. Each hint:
/// the action, its text, its share of the search and the expected final
/// score after it. Empty if the seat has nothing to decide.
pub fn hints(
    lang: Lang,
    world: &Game,
    seat: PlayerId,
    stop: &std::sync::atomic::AtomicBool,
) -> Vec<crate::answers::Hint> {
    use marrakesh_bots::ismcts::{search_until, Budget};
    let Some(d) = world.decision_for(seat) else {
        return Vec::new();
    };
    let seed = crate::secrets::bot_seed();
    let Some(r) = search_until(world, seat, Budget::Millis(HINT_BUDGET_MS), 1, seed, stop) else {
        return Vec::new();
    };
    let view = world.view(Some(seat));
    r.actions
        .iter()
        .take(3)
        .map(|s| {
            let text =
                marrakesh_describe::action(lang, world.catalog(), &view, seat, &d, &s.action);
            crate::answers::Hint {
                action: s.action,
                text,
                share: (r.share(s) * 100.0).round() / 100.0,
                final_score: s.final_score.round(),
                paschabot_score: s.paschabot_score.map(f64::round),
            }
        })
        .collect()
}
