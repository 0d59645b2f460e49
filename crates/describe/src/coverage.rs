//! Every text this crate writes, for a set of seeded games: the tests of
//! the languages walk it (no text empty, no placeholder left), and
//! `examples/texts.rs` prints it, so that a change of wording shows as a
//! diff.

use marrakesh_engine::StrategyIcon;
use marrakesh_engine::{
    Action, Catalog, Colour, Difficulty, Edition, Game, Modules, Opponent, Phase, Resource,
    SaharaPath, ScoreCategory, ScrollType, Sector, Setup, Solo, Stair,
};

use std::collections::BTreeSet;

use crate::components::*;
use crate::*;

/// The setups walked: every player count, both editions, both solo
/// opponents with easier and harder rules, and the modules alone and all
/// together.
pub fn setups() -> Vec<Setup> {
    let mut v = Vec::new();
    for seed in 0..4u64 {
        v.push(Setup {
            edition: if seed % 2 == 0 {
                Edition::Classic
            } else {
                Edition::Essential
            },
            ..Setup::new(2 + (seed % 3) as u8, seed)
        });
    }
    for (seed, opponent, difficulty) in [
        (10, Opponent::Paschabot, Difficulty::default()),
        (
            11,
            Opponent::Paschabot,
            Difficulty {
                storage_keshis: true,
                expensive_gates: true,
                main_square_once: true,
                ..Difficulty::default()
            },
        ),
        (12, Opponent::Lazy, Difficulty::default()),
    ] {
        v.push(Setup::solo(
            Solo {
                opponent,
                difficulty,
            },
            seed,
        ));
    }
    let singles =
        Modules::combinations().filter(|m| m.in_play().iter().filter(|on| **on).count() == 1);
    for (i, modules) in singles.chain([Modules::ALL, Modules::BASE_BOX]).enumerate() {
        let seed = 100 + i as u64;
        let setup = if i % 3 == 2 {
            // 003 Paschabot: "Benutze nur die Rückseite der Gebäude".
            let special_buildings = modules
                .special_buildings
                .map(|_| marrakesh_engine::BuildingSide::Back);
            Setup {
                modules: Modules {
                    special_buildings,
                    ..modules
                },
                ..Setup::solo(Solo::default(), seed)
            }
        } else {
            Setup {
                modules,
                ..Setup::new(2 + (i % 3) as u8, seed)
            }
        };
        v.push(setup);
    }
    // Every module at once, at each table size and in both editions, for
    // the rarer answers.
    for seed in 200..248u64 {
        v.push(Setup {
            modules: Modules::ALL,
            edition: if seed % 2 == 0 {
                Edition::Classic
            } else {
                Edition::Essential
            },
            ..Setup::new(2 + (seed % 3) as u8, seed)
        });
    }
    v
}

/// The component texts: every scroll, oasis, luxury good, provision and
/// river tile, desert town, strategy tile, and the names of things.
pub fn components(lang: Lang, cat: &Catalog) -> Vec<String> {
    let mut v = Vec::new();
    for s in &cat.scrolls {
        v.push(scroll(lang, cat, s.id));
    }
    for o in &cat.oases {
        v.push(oasis(lang, cat, o.id, true));
        v.push(oasis(lang, cat, o.id, false));
    }
    for l in &cat.luxury_goods {
        v.push(luxury(lang, cat, l.id));
    }
    for t in &cat.provision_tiles {
        v.push(provision(lang, cat, t.id));
    }
    for t in &cat.river_tiles {
        v.push(river_tile(lang, cat, t.face));
    }
    for t in &cat.desert_towns {
        for e in [Edition::Classic, Edition::Essential] {
            v.push(desert_town(lang, cat, t.id, e));
        }
    }
    for t in &cat.paschabot.strategy_tiles {
        v.push(strategy_tile(lang, cat, t.id));
    }
    for o in &cat.exchange_offices {
        for c in Colour::GOODS {
            v.extend(office_yield(lang, cat, o.id, c));
        }
    }
    for f in 0..cat.main_square_fields.len() as u8 {
        v.push(field(lang, cat, f));
    }
    v.extend(ScoreCategory::ALL.map(|c| category(lang, c).to_string()));
    v.extend(Colour::ALL.map(|c| colour_sector(lang, c)));
    v.extend(Sector::ALL.map(|s| sector_title(lang, s)));
    v.extend(Resource::ALL.map(|r| resource(lang, r).to_string()));
    v.extend(ScrollType::ALL.map(|t| scroll_type(lang, t).to_string()));
    v.extend(
        [SaharaPath::Left, SaharaPath::Right, SaharaPath::StartOasis]
            .map(|p| path(lang, p).to_string()),
    );
    for s in [Stair::Palace, Stair::Mosque] {
        v.push(stair(lang, s).to_string());
        v.push(figure(lang, s).to_string());
        v.push(figure_benefit(lang, s).to_string());
    }
    v.extend(
        [
            StrategyIcon::Turquoise,
            StrategyIcon::Green,
            StrategyIcon::Gray,
            StrategyIcon::White,
            StrategyIcon::Black,
            StrategyIcon::Pink,
            StrategyIcon::Beige,
            StrategyIcon::Brown,
            StrategyIcon::Goods,
            StrategyIcon::Nomad,
        ]
        .map(|i| strategy_icon(lang, i).to_string()),
    );
    v.extend(
        [
            Phase::Setup,
            Phase::Selection,
            Phase::PlaceAssistants,
            Phase::Claim,
            Phase::Exchange,
            Phase::UseAssistants,
            Phase::RiverBonus,
            Phase::SeasonScoring,
            Phase::ProvisionReveal,
            Phase::GameOver,
        ]
        .map(|p| phase(lang, p).to_string()),
    );
    v.push(fountain(lang));
    v.push(town_cost(lang, cat));
    v.push(opponent(lang, Opponent::Paschabot).to_string());
    v.push(opponent(lang, Opponent::Lazy).to_string());
    v.push(difficulty(lang, Difficulty::default()));
    v.push(difficulty(
        lang,
        Difficulty {
            no_extra_tiles: true,
            complete_sectors_only: true,
            main_square_once: true,
            no_fisherman_moves: true,
            expensive_gates: true,
            main_square_four: true,
            storage_keshis: true,
        },
    ));
    v.push(help::round(lang));
    v.push(help::solo(lang, Opponent::Paschabot));
    v.push(help::solo(lang, Opponent::Lazy));
    v.extend(help::modules(lang, &Modules::ALL));
    for (title, text) in help::reference(lang) {
        v.push(title);
        v.push(text);
    }
    v
}

/// The name of an action's kind: `BuyCamelReward` for every camel race
/// reward bought.
pub fn action_kind(a: &Action) -> String {
    let debug = format!("{a:?}");
    debug
        .split([' ', '{', '('])
        .next()
        .unwrap_or_default()
        .to_string()
}

/// Plays `setup` with seeded random choices and calls `text` with every
/// text met: each decision (its question and its help), each legal
/// action, each event, and the solo outcome at the end. Returns the kinds
/// of action played ([`action_kind`]).
///
/// A kind of action not played yet is taken whenever one is legal, so
/// that rare answers (a camel race reward bought, a special
/// building kept) are played and their consequences told too.
pub fn walk(lang: Lang, setup: Setup, mut text: impl FnMut(&str, String)) -> BTreeSet<String> {
    let mut played = BTreeSet::new();
    let mut g = match Game::new(setup) {
        Ok(g) => g,
        Err(e) => {
            text("setup", format!("{{invalid setup: {e}}}"));
            return played;
        }
    };
    let cat = g.catalog().clone();
    let mut rng = marrakesh_engine::Rng::new(setup.seed ^ 0x7e47);
    while !g.is_over() {
        let (p, d) = g.pending().players[0];
        let view = g.view(Some(p));
        text("decision", decision(lang, &cat, &view, p, &d));
        text("help", help::decision(lang, &d));
        let legal = g.legal_actions(p);
        for a in &legal {
            text("action", action(lang, &cat, &view, p, &d, a));
        }
        let new: Vec<&Action> = legal
            .iter()
            .filter(|a| !played.contains(&action_kind(a)))
            .collect();
        let a = if !new.is_empty() {
            *new[rng.below(new.len() as u32) as usize]
        } else {
            legal[rng.below(legal.len() as u32) as usize]
        };
        played.insert(action_kind(&a));
        let Ok(events) = g.apply(p, a) else {
            return played;
        };
        for e in events {
            text("event", event(lang, &g, &e));
        }
    }
    if let Some(t) = solo_outcome(lang, &g) {
        text("outcome", t);
    }
    played
}
