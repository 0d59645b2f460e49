//! Short descriptions of decisions, actions, events and components, in
//! the rulebooks' three languages ([`Lang`]).
//!
//! Everything here works from the catalog and a player's [`View`] only, so a
//! description never tells more than the player may see.
//!
//! By what a reader looks for: `components.rs` (the catalog's components
//! and the names of things), `decision.rs` (the question asked),
//! `action.rs` (each legal answer) and `event.rs` (what happened); the seat
//! names and the solo opponent are here.

mod action;
mod components;
#[doc(hidden)]
pub mod coverage;
mod decision;
mod effect;
mod event;
pub mod help;
pub mod lang;

pub use action::action;
pub use components::{
    bonus, bonus_short, building, building_ability, carries, category, colour, colour_counts,
    colour_sector, colours, desert_town, desert_town_effect, figure, fountain, line_bonus,
    line_space, luxury, oasis, oasis_effect, office_yield, phase, provision, provision_effect,
    resources, reward_offer, river_tile, scroll, scroll_effect, scroll_type, sector_name,
    sector_title, spectators, strategy_icon, strategy_tile, town_cost, town_points,
};
pub use decision::decision;
pub use effect::{has_no_effect, starts_a_choice};
pub use event::{event, event_named};
pub use fluent_bundle::FluentArgs;
pub use lang::{Lang, Texts, UnknownLang};

use marrakesh_engine::{Difficulty, Opponent, PlayerId, Setup, PASCHABOT};

/// "P0", "P1", ...: the default names of the seats.
pub fn seat_names(n: u8) -> Vec<String> {
    (0..n).map(|p| format!("P{p}")).collect()
}

/// The names events use: "P0", "P1", ...; in a solo game the opponent is
/// "Paschabot".
pub fn names_for(setup: &Setup) -> Vec<String> {
    let mut v = seat_names(setup.players);
    if setup.solo.is_some() {
        if let Some(n) = v.get_mut(PASCHABOT as usize) {
            *n = "Paschabot".into();
        }
    }
    v
}

/// "Paschabot" or "lazy Paschabot".
pub fn opponent(lang: Lang, o: Opponent) -> String {
    lang.get(match o {
        Opponent::Paschabot => "component-opponent-paschabot",
        Opponent::Lazy => "component-opponent-lazy",
    })
}

/// A bot by its name (`greedy`, `random`, `ismcts:…`) in `lang`: "Greedy
/// bot", "Gieriger Bot", "Gretige bot". One text for the page, the server
/// and the terminal.
pub fn bot_name(lang: Lang, bot: &str) -> String {
    let kind = bot.split(':').next().unwrap_or(bot);
    match kind {
        "greedy" => lang.get("web-bot-greedy"),
        "random" => lang.get("web-bot-random"),
        "ismcts" | "strong" => lang.get("web-bot-strong"),
        other => tr!(lang, "web-bot-other", kind = other),
    }
}

/// The difficulty adjustments in words: "standard", or the easier and
/// harder rules in use.
pub fn difficulty(lang: Lang, d: Difficulty) -> String {
    let list = |items: &[(bool, &str)]| {
        items
            .iter()
            .filter(|(on, _)| *on)
            .map(|(_, id)| lang.get(id))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let easier = list(&[
        (d.no_extra_tiles, "component-difficulty-no-extra-tiles"),
        (
            d.complete_sectors_only,
            "component-difficulty-complete-sectors-only",
        ),
        (d.main_square_once, "component-difficulty-main-square-once"),
        (
            d.no_fisherman_moves,
            "component-difficulty-no-fisherman-moves",
        ),
    ]);
    let harder = list(&[
        (d.expensive_gates, "component-difficulty-expensive-gates"),
        (d.main_square_four, "component-difficulty-main-square-four"),
        (d.storage_keshis, "component-difficulty-storage-keshis"),
    ]);
    let mut parts = Vec::new();
    if !easier.is_empty() {
        parts.push(tr!(lang, "component-difficulty-easier", list = easier));
    }
    if !harder.is_empty() {
        parts.push(tr!(lang, "component-difficulty-harder", list = harder));
    }
    if parts.is_empty() {
        lang.get("component-difficulty-standard")
    } else {
        parts.join("; ")
    }
}

/// The outcome of a finished solo game in words: who won, or (lazy
/// Paschabot) the title reached on the ladder.
pub fn solo_outcome(lang: Lang, game: &marrakesh_engine::Game) -> Option<String> {
    solo_outcome_named(lang, game, &names_for(game.setup()))
}

/// The title on the lazy Paschabot's ladder that P0's final score reached,
/// in `lang` (003 "135 Punkte: Stolzer Bürger" …), if any.
pub(crate) fn lazy_title(lang: Lang, game: &marrakesh_engine::Game) -> Option<String> {
    let t = game.scores().first()?.title.clone()?;
    let ladder = game
        .catalog()
        .paschabot
        .ladder(game.setup().modules.desert_towns);
    Some(match ladder.iter().position(|(_, l)| *l == t) {
        Some(i) => tr!(lang, "component-lazy-title", level = i + 1),
        None => t,
    })
}

/// [`solo_outcome`] with the seats' own names (a server's players).
pub fn solo_outcome_named(
    lang: Lang,
    game: &marrakesh_engine::Game,
    names: &[String],
) -> Option<String> {
    let solo = game.setup().solo?;
    if !game.is_over() {
        return None;
    }
    let sheets = game.scores();
    let you = sheets.first().map(|s| s.total).unwrap_or(0);
    let player = name(names, 0);
    let ladder = game
        .catalog()
        .paschabot
        .ladder(game.setup().modules.desert_towns);
    Some(match solo.opponent {
        Opponent::Paschabot => {
            let bot = sheets.get(1).map(|s| s.total).unwrap_or(0);
            let id = if game.winners() == [0] {
                "component-outcome-player-wins"
            } else if you == bot {
                // 003: a tie goes to the Paschabot; said only when it decides.
                "component-outcome-paschabot-wins-tie"
            } else {
                "component-outcome-paschabot-wins"
            };
            tr!(lang, id, player = player, you = you, bot = bot)
        }
        Opponent::Lazy => match lazy_title(lang, game) {
            Some(title) => {
                tr!(
                    lang,
                    "component-outcome-title",
                    player = player,
                    title = title,
                    you = you
                )
            }
            None => {
                let first = ladder.first().map(|(p, _)| *p).unwrap_or(0);
                tr!(
                    lang,
                    "component-outcome-no-title",
                    player = player,
                    you = you,
                    needed = first
                )
            }
        },
    })
}

pub(crate) fn name(names: &[String], p: PlayerId) -> String {
    names
        .get(p as usize)
        .cloned()
        .unwrap_or_else(|| format!("P{p}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::components::*;
    use marrakesh_engine::LineSpacePlace;
    use marrakesh_engine::{Action, Catalog, Colour, Decision, Edition, Event};
    use marrakesh_engine::{Game, ScrollId, Setup};

    /// The generic names of `#[non_exhaustive]` engine enums ("other
    /// points") are reached by no variant of today, in any language.
    #[test]
    fn every_category_and_colour_has_its_own_name() {
        for lang in crate::Lang::ALL {
            for c in marrakesh_engine::ScoreCategory::ALL {
                assert_ne!(category(lang, c), lang.get("score-other"), "{c:?}");
            }
            for c in Colour::ALL {
                assert_ne!(colour(lang, c), lang.get("colour-unknown"), "{c:?}");
            }
        }
    }

    /// The components in English read as the engine's own English texts
    /// (which the generated catalog docs use), except where the engine's
    /// wording is wrong ("1 point(s)", "a orange", "the imam student"); in
    /// German and Dutch every text renders with no placeholder left.
    #[test]
    fn components_match_the_engines_english() {
        use crate::Lang;
        let cat = Catalog::embedded();
        let fixed = |engine: String| {
            engine
                .replace("1 point(s)", "1 point")
                .replace("1 points", "1 point")
                .replace("1 resources", "1 resource")
                .replace("1 goods keshis", "1 goods keshi")
                .replace("1 steps", "1 step")
                .replace("1 discovered oasis(es)", "1 discovered oasis")
                .replace("oasis(es)", "oases")
                .replace("a orange", "an orange")
                .replace("the courtier", "the sultan's courtier")
                .replace("the imam student", "the imam's student")
        };
        let mut texts: Vec<Box<dyn Fn(Lang) -> String>> = Vec::new();
        let mut pairs: Vec<(String, String)> = Vec::new();
        for s in &cat.scrolls {
            let e = s.effect;
            pairs.push((scroll_effect_text(Lang::En, e), e.to_string()));
            texts.push(Box::new(move |l| scroll_effect_text(l, e)));
        }
        for o in &cat.oases {
            for ed in [Edition::Classic, Edition::Essential] {
                let e = o.effect.clone();
                pairs.push((oasis_effect_text(Lang::En, &e, ed), e.description(Some(ed))));
                texts.push(Box::new(move |l| oasis_effect_text(l, &e, ed)));
            }
        }
        for g in &cat.luxury_goods {
            pairs.push((luxury_description(Lang::En, g), g.description()));
        }
        for t in &cat.river_tiles {
            let b = t.bonus;
            pairs.push((river_tile_bonus(Lang::En, b), fixed(b.to_string())));
        }
        for t in &cat.provision_tiles {
            pairs.push((resources(Lang::En, t.cost), t.cost.to_string()));
            if let Some(e) = t.effect {
                pairs.push((provision_effect(Lang::En, e), fixed(e.description())));
                texts.push(Box::new(move |l| provision_effect(l, e)));
            }
        }
        let mut bonuses: Vec<marrakesh_engine::Bonus> =
            cat.main_square_fields.iter().map(|f| f.bonus).collect();
        bonuses.extend(cat.line_spaces.iter().map(|s| s.bonus));
        bonuses.extend(cat.staircase_tiles.iter().flat_map(|t| t.faces));
        bonuses.extend(cat.exchange_offices.iter().flat_map(|o| o.extra).flatten());
        for b in bonuses {
            pairs.push((bonus(Lang::En, b), b.to_string()));
            texts.push(Box::new(move |l| bonus(l, b)));
        }
        let buildings = cat.special_buildings.as_ref().expect("buildings");
        for b in &buildings.buildings {
            for front in [false, true] {
                pairs.push((building(Lang::En, b, front), b.description(front)));
                let b = b.clone();
                texts.push(Box::new(move |l| building(l, &b, front)));
            }
        }
        let race = cat.camel_race.as_ref().expect("camel race");
        for o in race
            .reward_tiles
            .iter()
            .flat_map(|t| t.sides.iter())
            .flat_map(|s| s.offers.iter())
        {
            pairs.push((reward_offer(Lang::En, o), fixed(o.description())));
            let o = *o;
            texts.push(Box::new(move |l| reward_offer(l, &o)));
        }
        assert!(pairs.len() > 300, "{}", pairs.len());
        for (mine, engine) in &pairs {
            assert_eq!(mine, engine);
        }
        for lang in [Lang::De, Lang::Nl] {
            let mut as_english = 0;
            for t in &texts {
                let text = t(lang);
                assert!(!text.is_empty() && !text.contains('{'), "{text}");
                as_english += usize::from(text == t(Lang::En));
            }
            // Some read alike ("3 + 1 per turquoise keshi" is Dutch too).
            assert!(as_english * 10 < texts.len(), "{lang}: {as_english}");
        }
    }

    #[test]
    fn every_component_has_a_description() {
        let cat = Catalog::embedded();
        for s in &cat.scrolls {
            let t = scroll(crate::Lang::En, &cat, s.id);
            assert!(t.starts_with(&format!("#{:02}", s.id)), "{t}");
        }
        for o in &cat.oases {
            assert!(!oasis_effect(crate::Lang::En, &cat, o.id, true).is_empty());
        }
        for l in &cat.luxury_goods {
            assert!(luxury(crate::Lang::En, &cat, l.id).contains("->"));
        }
        for t in &cat.river_tiles {
            assert!(river_tile(crate::Lang::En, &cat, t.face).contains("1st"));
        }
        assert_eq!(scroll(crate::Lang::En, &cat, ScrollId(200)), "scroll 200");
    }

    /// Plays random games and describes every decision, action and event:
    /// no description is empty or falls back to raw JSON.
    #[test]
    fn descriptions_cover_real_games() {
        let cat = Catalog::embedded();
        let mut setups: Vec<Setup> = (0..6u64)
            .map(|seed| Setup {
                players: 2 + (seed % 3) as u8,
                edition: if seed % 2 == 0 {
                    marrakesh_engine::Edition::Classic
                } else {
                    marrakesh_engine::Edition::Essential
                },
                seed,
                ..Setup::default()
            })
            .collect();
        for (seed, opponent) in [(6, Opponent::Paschabot), (7, Opponent::Lazy)] {
            // The lazy Paschabot plays without difficulty flags (003).
            let solo = marrakesh_engine::Solo {
                opponent,
                difficulty: Difficulty {
                    storage_keshis: opponent == Opponent::Paschabot,
                    ..Difficulty::default()
                },
            };
            setups.push(Setup::solo(solo, seed));
        }
        // The modules of the base box, alone and together, solo too.
        for (i, modules) in marrakesh_engine::Modules::combinations()
            .filter(|m| m.is_none() || m.desert_towns || m.imam_sultan)
            .step_by(3)
            .chain([marrakesh_engine::Modules::ALL])
            .enumerate()
        {
            let seed = 100 + i as u64;
            let base = if i % 4 == 3 {
                Setup::solo(marrakesh_engine::Solo::default(), seed)
            } else {
                Setup::new(2 + (i % 3) as u8, seed)
            };
            setups.push(Setup { modules, ..base });
        }
        for setup in setups {
            let mut g = Game::new(setup).unwrap();
            let solo = setup.solo.map(|s| s.opponent);
            let mut rng = marrakesh_engine::Rng::new(setup.seed);
            let mut bot_lines = 0;
            while !g.is_over() {
                let (p, d) = g.pending().players[0];
                let view = g.view(Some(p));
                let q = decision(crate::Lang::En, &cat, &view, p, &d);
                assert!(!q.is_empty() && !q.contains('{'), "{q}");
                let legal = g.legal_actions(p);
                for a in &legal {
                    let t = action(crate::Lang::En, &cat, &view, p, &d, a);
                    assert!(!t.is_empty() && !t.contains("\"action\""), "{t}");
                }
                let a = legal[rng.below(legal.len() as u32) as usize];
                for e in g.apply(p, a).unwrap() {
                    let t = event(crate::Lang::En, &g, &e);
                    assert!(!t.is_empty() && !t.contains("\"event\""), "{t}");
                    bot_lines += usize::from(t.starts_with("Paschabot"));
                }
            }
            if solo.is_some() {
                assert!(
                    bot_lines > 20,
                    "the Paschabot's turns are told: {bot_lines}"
                );
            }
        }
    }

    /// Random games with every module: the new decisions, actions and
    /// events are told in words, and the desert towns' points shown from a
    /// view are the engine's.
    #[test]
    fn module_texts_and_town_points() {
        use std::collections::BTreeMap;
        let cat = Catalog::embedded();
        let mut seen: BTreeMap<&str, usize> = BTreeMap::new();
        let mut compared = 0;
        // R28 (a claim takes both keshis when both fit) makes games shorter:
        // 60 games compare town points as often as 40 did before.
        for seed in 0..60u64 {
            let base = if seed % 5 == 4 {
                Setup::solo(marrakesh_engine::Solo::default(), seed)
            } else {
                Setup::new(2 + (seed % 3) as u8, seed)
            };
            let setup = Setup {
                modules: marrakesh_engine::Modules::BASE_BOX,
                edition: if seed % 2 == 0 {
                    Edition::Classic
                } else {
                    Edition::Essential
                },
                ..base
            };
            let mut g = Game::new(setup).unwrap();
            let mut rng = marrakesh_engine::Rng::new(seed);
            while !g.is_over() {
                let (p, d) = g.pending().players[0];
                let view = g.view(Some(p));
                let q = decision(crate::Lang::En, &cat, &view, p, &d);
                assert!(!q.contains('{'), "{q}");
                let key = match d {
                    Decision::LuxuryDiscount { .. } => Some("decision: imam discount"),
                    Decision::ChooseDesertTown { .. } => Some("decision: choose town"),
                    Decision::FreeScroll => Some("decision: free scroll"),
                    Decision::FreeLuxury => Some("decision: free luxury"),
                    Decision::FreeGate => Some("decision: free gate"),
                    _ => None,
                };
                if let Some(k) = key {
                    *seen.entry(k).or_default() += 1;
                }
                let legal = g.legal_actions(p);
                for a in &legal {
                    let t = action(crate::Lang::En, &cat, &view, p, &d, a);
                    assert!(!t.contains("\"action\""), "{t}");
                    if matches!(a, Action::ClaimDesertTown { .. }) {
                        assert!(t.starts_with("Claim desert town #"), "{t}");
                        *seen.entry("action: claim town").or_default() += 1;
                    }
                    if matches!(a, Action::TakeDesertTown { .. }) {
                        assert!(t.starts_with("Desert town #"), "{t}");
                    }
                }
                // Prefer claiming towns, so that their effects come up.
                let a = legal
                    .iter()
                    .find(|a| matches!(a, Action::ClaimDesertTown { .. }))
                    .copied()
                    .unwrap_or_else(|| legal[rng.below(legal.len() as u32) as usize]);
                for e in g.apply(p, a).unwrap() {
                    let t = event(crate::Lang::En, &g, &e);
                    assert!(!t.contains("\"event\""), "{t}");
                    let key = match e {
                        Event::DesertTownTaken { .. } => Some("event: town taken"),
                        Event::DesertTownClaimed { .. } => Some("event: town claimed"),
                        Event::FigureMoved { .. } => Some("event: figure moved"),
                        Event::LineBonusTaken { .. } => Some("event: line bonus"),
                        _ => None,
                    };
                    if let Some(k) = key {
                        assert!(!t.contains("space "), "{t}");
                        *seen.entry(k).or_default() += 1;
                    }
                }
                // Town points of claimed towns in the view = the engine's.
                let v = g.view(None);
                for pl in &v.players {
                    for slot in pl.towns.iter().flatten().filter(|t| t.claimed) {
                        let shown = town_points(&v, pl.seat, slot.town);
                        if setup.solo.is_some() && pl.seat == PASCHABOT {
                            assert_eq!(shown, None);
                            continue;
                        }
                        let engine = marrakesh_engine::desert_town_points(
                            &cat,
                            g.state(),
                            pl.seat,
                            slot.town,
                        );
                        assert_eq!(shown, Some(engine), "town {} of P{}", slot.town, pl.seat);
                        compared += 1;
                    }
                }
            }
            // Final scoring lists the claimed towns with those points.
            let v = g.view(None);
            for (pl, f) in v.players.iter().zip(v.final_scores.as_ref().unwrap()) {
                for (t, pts) in f.towns.iter().flatten() {
                    assert!(pl.towns.iter().flatten().any(|s| s.town == *t && s.claimed));
                    if setup.solo.is_none() || pl.seat != PASCHABOT {
                        assert_eq!(town_points(&v, pl.seat, *t), Some(*pts));
                    }
                }
            }
        }
        for k in [
            "decision: choose town",
            "decision: imam discount",
            "event: town taken",
            "event: town claimed",
            "event: figure moved",
            "event: line bonus",
            "action: claim town",
        ] {
            assert!(
                seen.get(k).copied().unwrap_or(0) > 0,
                "{k} never came up: {seen:?}"
            );
        }
        assert!(compared > 1000, "{compared}");
    }

    /// Camel race: every decision, action and event of random games with
    /// the race is described in words (never the JSON fallback).
    #[test]
    fn camel_race_texts() {
        use std::collections::BTreeSet;
        let cat = Catalog::embedded();
        let mut seen = BTreeSet::new();
        for seed in 0..12u64 {
            let setup = Setup {
                modules: marrakesh_engine::Modules {
                    camel_race: true,
                    ..Default::default()
                },
                edition: if seed % 2 == 0 {
                    Edition::Classic
                } else {
                    Edition::Essential
                },
                ..Setup::new(2 + (seed % 3) as u8, seed)
            };
            let mut g = Game::new(setup).unwrap();
            let mut rng = marrakesh_engine::Rng::new(seed);
            while !g.is_over() {
                let (p, d) = g.pending().players[0];
                let view = g.view(Some(p));
                let q = decision(crate::Lang::En, &cat, &view, p, &d);
                assert!(!q.contains('{') && !q.contains("kind"), "{q}");
                let legal = g.legal_actions(p);
                for a in &legal {
                    let t = action(crate::Lang::En, &cat, &view, p, &d, a);
                    assert!(!t.contains("\"action\"") && !t.contains('{'), "{t}");
                }
                let a = legal
                    .iter()
                    .find(|a| **a == Action::ToSpectatorArea)
                    .copied()
                    .unwrap_or_else(|| legal[rng.below(legal.len() as u32) as usize]);
                let events = g.apply(p, a).unwrap();
                for e in &events {
                    let t = event(crate::Lang::En, &g, e);
                    let name = serde_json::to_value(e).unwrap()["event"].to_string();
                    assert!(!t.contains("\"event\""), "{t}");
                    seen.insert(name);
                }
            }
        }
        for k in [
            "spectator_placed",
            "camel_moved",
            "stage_line_crossed",
            "dung_taken",
        ] {
            assert!(seen.contains(&format!("\"{k}\"")), "{k}: {seen:?}");
        }
    }

    #[test]
    fn module_components_have_descriptions() {
        let cat = Catalog::embedded();
        for t in &cat.desert_towns {
            for edition in [Edition::Classic, Edition::Essential] {
                let text = desert_town(crate::Lang::En, &cat, t.id, edition);
                assert!(text.starts_with(&format!("#{:02} (", t.id)), "{text}");
                assert_eq!(text.contains("instant"), t.effect.is_instant(), "{text}");
            }
        }
        assert_eq!(
            town_cost(crate::Lang::En, &cat),
            "1 yellow + 1 purple + 1 orange"
        );
        // Offices 7-12 name their extra bonus; the base ones do not.
        for o in &cat.exchange_offices {
            for c in Colour::GOODS {
                let y = office_yield(crate::Lang::En, &cat, o.id, c).unwrap();
                let extra = office_extra(&cat, o.id, c);
                assert_eq!(extra.is_some(), o.expansion, "office {}: {y}", o.id);
                if let Some(b) = extra {
                    assert!(
                        y.ends_with(&format!(" + {}", bonus(crate::Lang::En, b))),
                        "{y}"
                    );
                }
            }
        }
        // The purple disc has a 0 and a 4 section.
        let purple: Vec<u8> = (0..8).map(|f| spectators(&cat, true, 0, f)).collect();
        assert!(purple.contains(&0) && purple.contains(&4), "{purple:?}");
        let pink: Vec<u8> = (0..8).map(|f| spectators(&cat, false, 0, f)).collect();
        assert!(!pink.contains(&0) && !pink.contains(&4), "{pink:?}");
        // A staircase tile replaces the printed bonus of its space.
        let spaces: Vec<u8> = cat
            .line_spaces
            .iter()
            .filter(|s| s.place == LineSpacePlace::Coverable)
            .map(|s| s.id)
            .collect();
        let mut cover = [None; 12];
        cover[2] = Some((7, 1));
        let face = cat
            .staircase_tiles
            .iter()
            .find(|t| t.id == 7)
            .unwrap()
            .faces[1];
        assert_eq!(line_bonus(&cat, &cover, spaces[2]), Some(face));
        assert_eq!(
            line_space(crate::Lang::En, &cat, &cover, spaces[2]),
            format!("{} (tile #07)", bonus(crate::Lang::En, face))
        );
        assert_eq!(
            line_bonus(&cat, &cover, spaces[3]),
            Some(cat.line_space(spaces[3]).bonus)
        );
        let top = cat
            .line_spaces
            .iter()
            .find(|s| s.place == LineSpacePlace::Top)
            .unwrap();
        assert_eq!(line_tile(&cat, &[Some((1, 0)); 12], top.id), None);
    }

    #[test]
    fn solo_texts() {
        let cat = Catalog::embedded();
        for t in &cat.paschabot.strategy_tiles {
            let text = strategy_tile(crate::Lang::En, &cat, t.id);
            assert!(text.starts_with(&format!("#{:02}: ", t.id)), "{text}");
            assert_eq!(text.contains("fisherman"), t.fisherman, "{text}");
        }
        assert_eq!(
            difficulty(crate::Lang::En, Difficulty::default()),
            "standard"
        );
        let d = Difficulty {
            main_square_once: true,
            expensive_gates: true,
            ..Difficulty::default()
        };
        assert_eq!(
            difficulty(crate::Lang::En, d),
            "easier: main square once; harder: expensive gates"
        );
        let names = names_for(&Setup::solo(marrakesh_engine::Solo::default(), 1));
        assert_eq!(names, ["P0", "Paschabot"]);
        let game = Game::new(Setup::solo(marrakesh_engine::Solo::default(), 1)).unwrap();
        let lazy = Game::new(Setup::solo(
            marrakesh_engine::Solo {
                opponent: Opponent::Lazy,
                ..marrakesh_engine::Solo::default()
            },
            1,
        ))
        .unwrap();
        let e = Event::GateBought {
            player: 1,
            workshop: 0,
            colour: Colour::Gray,
        };
        let t = event(crate::Lang::En, &game, &e);
        assert_eq!(
            t,
            "Paschabot takes a gray gate from workshop 1 without paying"
        );
        let e = Event::GameOver { winners: vec![] };
        let t = event(crate::Lang::En, &lazy, &e);
        assert!(t.contains("P0 reaches no title"), "{t}");
    }
}
