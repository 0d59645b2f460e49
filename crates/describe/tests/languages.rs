//! The three languages: every `.ftl` resource parses; each message exists
//! in German, Dutch and English with the same variables; no message is
//! unused; and every text of seeded games with every module renders in
//! each language, without a placeholder left or a message missing.

use marrakesh_describe::lang::{AREAS, RESOURCES};
use marrakesh_describe::{coverage, Lang};
use marrakesh_engine::{Action, Catalog};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Message ids of a resource, each with the variables its value and
/// attributes use (`$name`). Messages start in column 0 as `id =`; their
/// continuation lines are indented.
fn messages(src: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in src.lines() {
        let starts_entry = line
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '-');
        if starts_entry {
            current = line
                .split_once('=')
                .map(|(id, _)| id.trim().to_string())
                .filter(|id| !id.starts_with('-'));
            if let Some(id) = &current {
                assert!(
                    out.insert(id.clone(), BTreeSet::new()).is_none(),
                    "message {id} is defined twice"
                );
            }
        } else if line.starts_with('#') {
            current = None;
        }
        if let Some(id) = &current {
            let vars = out.get_mut(id).expect("inserted above");
            let mut rest = line;
            while let Some(i) = rest.find('$') {
                rest = &rest[i + 1..];
                let name: String = rest
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                    .collect();
                vars.insert(name);
            }
        }
    }
    out
}

#[test]
fn resources_parse_without_errors() {
    for (lang, sources) in RESOURCES {
        for (area, src) in AREAS.iter().zip(sources) {
            if let Err((_, errors)) = fluent_syntax::parser::parse(src) {
                panic!("{lang}/{area}.ftl: {errors:?}");
            }
        }
    }
}

#[test]
fn every_message_in_every_language_with_the_same_variables() {
    let english = &RESOURCES[0].1;
    for (lang, sources) in &RESOURCES[1..] {
        for ((area, en), other) in AREAS.iter().zip(english).zip(sources) {
            let en = messages(en);
            let other = messages(other);
            let missing: Vec<_> = en.keys().filter(|k| !other.contains_key(*k)).collect();
            let extra: Vec<_> = other.keys().filter(|k| !en.contains_key(*k)).collect();
            assert!(missing.is_empty(), "{lang}/{area}.ftl lacks {missing:?}");
            assert!(extra.is_empty(), "{lang}/{area}.ftl has extra {extra:?}");
            for (id, vars) in &en {
                assert_eq!(
                    vars, &other[id],
                    "{lang}/{area}.ftl: {id} uses other variables than English"
                );
            }
        }
    }
}

fn sources(dir: &Path, out: &mut Vec<String>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if p.is_dir() {
            if !matches!(name, "target" | "node_modules" | "locales" | "tests") {
                sources(&p, out);
            }
        } else if name.ends_with(".rs") || name.ends_with(".js") || name.ends_with(".html") {
            out.push(std::fs::read_to_string(&p).unwrap_or_default());
        }
    }
}

/// Every message is used: its id appears quoted in the sources of a crate
/// or of the page, or it belongs to a family whose ids the code builds
/// (a quoted `"family-{…}"` prefix in a `format!` or a template).
#[test]
fn no_unused_messages() {
    let crates = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut texts = Vec::new();
    sources(&crates, &mut texts);
    let all = texts.join("\n");
    let mut families = BTreeSet::new();
    for quote in ['"', '\'', '`'] {
        // Every piece, not every second one: a quote character inside a
        // string or char literal ('"') would shift the pairs.
        for piece in all.split(quote) {
            if let Some((prefix, _)) = piece.split_once(['{', '$']) {
                if prefix.ends_with('-') && !prefix.contains(' ') {
                    families.insert(prefix.to_string());
                }
            }
        }
    }
    let mut unused = Vec::new();
    for (area, src) in AREAS.iter().zip(RESOURCES[0].1) {
        for id in messages(src).keys() {
            let quoted = [format!("\"{id}\""), format!("'{id}'"), format!("`{id}`")];
            let used = quoted.iter().any(|q| all.contains(q.as_str()))
                || families.iter().any(|f| id.starts_with(f.as_str()));
            if !used {
                unused.push(format!("{area}: {id}"));
            }
        }
    }
    assert!(unused.is_empty(), "unused messages: {unused:#?}");
}

/// Every text of the coverage games and components, in every language: not
/// empty, no `{…}` left (an unresolved variable or a missing message).
#[test]
fn every_text_renders_in_every_language() {
    let cat = Catalog::embedded();
    for lang in Lang::ALL {
        for t in coverage::components(lang, &cat) {
            assert!(!t.trim().is_empty() && !t.contains('{'), "{lang}: {t:?}");
        }
        for setup in coverage::setups() {
            let mut n = 0;
            coverage::walk(lang, setup, |kind, t| {
                n += 1;
                assert!(
                    !t.trim().is_empty() && !t.contains('{'),
                    "{lang} {kind}: {t:?} ({setup:?})"
                );
            });
            assert!(n > 100, "{lang}: {n} texts for {setup:?}");
        }
    }
}

/// Every kind of action, by the name [`coverage::action_kind`] gives it. The
/// match has no catch-all arm: a new kind of action does not compile until
/// it is named here.
fn kind_name(a: &Action) -> &'static str {
    match a {
        Action::ArrangeStorage { .. } => "ArrangeStorage",
        Action::OrientDisc { .. } => "OrientDisc",
        Action::ActivateProvision { .. } => "ActivateProvision",
        Action::Select { .. } => "Select",
        Action::PlaceAssistant { .. } => "PlaceAssistant",
        Action::Claim { .. } => "Claim",
        Action::ClaimPair { .. } => "ClaimPair",
        Action::DeployHeld { .. } => "DeployHeld",
        Action::UseAssistant { .. } => "UseAssistant",
        Action::PlaceEntertainer { .. } => "PlaceEntertainer",
        Action::PlaceCaravan { .. } => "PlaceCaravan",
        Action::PlaceWaterVendor { .. } => "PlaceWaterVendor",
        Action::ChooseColour { .. } => "ChooseColour",
        Action::TakeResources { .. } => "TakeResources",
        Action::Harvest { .. } => "Harvest",
        Action::ExtraStep { .. } => "ExtraStep",
        Action::LineBonus { .. } => "LineBonus",
        Action::RapidBonus { .. } => "RapidBonus",
        Action::ExchangeGoods { .. } => "ExchangeGoods",
        Action::BuyLuxury { .. } => "BuyLuxury",
        Action::TakeFieldBonus { .. } => "TakeFieldBonus",
        Action::ChooseEntertainer { .. } => "ChooseEntertainer",
        Action::RefreshScrolls { .. } => "RefreshScrolls",
        Action::BuyScroll { .. } => "BuyScroll",
        Action::TakeScroll { .. } => "TakeScroll",
        Action::BuyGate { .. } => "BuyGate",
        Action::BuildGate { .. } => "BuildGate",
        Action::ClaimOasis { .. } => "ClaimOasis",
        Action::TakeBonusOasis { .. } => "TakeBonusOasis",
        Action::Accept => "Accept",
        Action::ReturnKeshi { .. } => "ReturnKeshi",
        Action::ChooseSector { .. } => "ChooseSector",
        Action::ChooseStair { .. } => "ChooseStair",
        Action::ScoreOasis { .. } => "ScoreOasis",
        Action::Count { .. } => "Count",
        Action::ReturnResource { .. } => "ReturnResource",
        Action::ChooseOption { .. } => "ChooseOption",
        Action::Provision { .. } => "Provision",
        Action::TakeDesertTown { .. } => "TakeDesertTown",
        Action::ClaimDesertTown { .. } => "ClaimDesertTown",
        Action::ToBoard => "ToBoard",
        Action::ToSpectatorArea => "ToSpectatorArea",
        Action::BuyCamelReward { .. } => "BuyCamelReward",
        Action::DiscardCamelDung => "DiscardCamelDung",
        Action::SplitSteps { .. } => "SplitSteps",
        Action::SearchStack { .. } => "SearchStack",
        Action::TakeScrollFromStack { .. } => "TakeScrollFromStack",
        Action::TakeLuxuryFromStack { .. } => "TakeLuxuryFromStack",
        Action::KeepBuilding { .. } => "KeepBuilding",
        Action::KeepScroll { .. } => "KeepScroll",
        Action::TakeLuxury { .. } => "TakeLuxury",
        Action::Done => "Done",
        Action::ClaimNomad => "ClaimNomad",
        Action::PlaceNomad { .. } => "PlaceNomad",
        Action::MoveNomad { .. } => "MoveNomad",
        Action::KeepProvisionTiles { .. } => "KeepProvisionTiles",
        Action::SwapStorageKeshi { .. } => "SwapStorageKeshi",
        Action::ReturnSpectator { .. } => "ReturnSpectator",
        Action::Spectate { .. } => "Spectate",
        Action::BuyCamelRewardWithNomad { .. } => "BuyCamelRewardWithNomad",
        Action::MoveSpectatorNomad { .. } => "MoveSpectatorNomad",
    }
}

/// Every kind of action, listed (each must be one of [`kind_name`]'s).
const KINDS: &[&str] = &[
    "ArrangeStorage",
    "OrientDisc",
    "ActivateProvision",
    "Select",
    "PlaceAssistant",
    "Claim",
    "ClaimPair",
    "DeployHeld",
    "UseAssistant",
    "PlaceEntertainer",
    "PlaceCaravan",
    "PlaceWaterVendor",
    "ChooseColour",
    "TakeResources",
    "Harvest",
    "ExtraStep",
    "LineBonus",
    "RapidBonus",
    "ExchangeGoods",
    "BuyLuxury",
    "TakeFieldBonus",
    "ChooseEntertainer",
    "RefreshScrolls",
    "BuyScroll",
    "TakeScroll",
    "BuyGate",
    "BuildGate",
    "ClaimOasis",
    "TakeBonusOasis",
    "Accept",
    "ReturnKeshi",
    "ChooseSector",
    "ChooseStair",
    "ScoreOasis",
    "Count",
    "ReturnResource",
    "ChooseOption",
    "Provision",
    "TakeDesertTown",
    "ClaimDesertTown",
    "ToBoard",
    "ToSpectatorArea",
    "BuyCamelReward",
    "DiscardCamelDung",
    "SplitSteps",
    "SearchStack",
    "TakeScrollFromStack",
    "TakeLuxuryFromStack",
    "KeepBuilding",
    "KeepScroll",
    "TakeLuxury",
    "Done",
    "ClaimNomad",
    "PlaceNomad",
    "MoveNomad",
    "KeepProvisionTiles",
    "SwapStorageKeshi",
    "ReturnSpectator",
    "Spectate",
    "BuyCamelRewardWithNomad",
    "MoveSpectatorNomad",
];

/// Kinds that only one scroll or one desert town's effect asks for, which
/// random games seldom meet: scroll "claim any 2 keshis" (`ClaimPair`),
/// scrolls 68 and 71 on an oasis that returns resources (`Count`), scroll
/// 71 (`ScoreOasis`), scroll 72 (`ReturnResource`), a desert town's free
/// scroll (`TakeScroll`). [`the_rare_actions_render_in_every_language`]
/// tells them instead.
const ONE_SCROLL_OR_TOWN: &[&str] = &[
    "ClaimPair",
    "Count",
    "ScoreOasis",
    "ReturnResource",
    "TakeScroll",
];

/// The coverage games play every kind of action there is, so that every
/// action's text and the events it leads to are walked in every language
/// (a camel race reward bought, a special building kept, …).
#[test]
fn the_coverage_games_play_every_kind_of_action() {
    let mut played = BTreeSet::new();
    for setup in coverage::setups() {
        played.extend(coverage::walk(Lang::En, setup, |_, _| {}));
    }
    let missing: Vec<&&str> = KINDS
        .iter()
        .filter(|k| !played.contains(**k) && !ONE_SCROLL_OR_TOWN.contains(k))
        .collect();
    assert!(missing.is_empty(), "never played: {missing:?}");
    assert!(
        played.iter().all(|k| KINDS.contains(&k.as_str())),
        "{played:?}"
    );
    // The names match the enum's (the names come from its Debug form).
    assert_eq!(
        kind_name(&Action::Done),
        coverage::action_kind(&Action::Done)
    );
}

/// The kinds the walk may miss ([`ONE_SCROLL_OR_TOWN`]), told for the
/// decisions that ask for them, in every language.
#[test]
fn the_rare_actions_render_in_every_language() {
    use marrakesh_engine::{Colour, Decision, Game, Resource, ScrollType, Setup};
    let g = Game::new(Setup::new(2, 7)).unwrap();
    let cat = g.catalog().clone();
    let view = g.view(Some(0));
    let oasis = cat.oases[0].id;
    let cases = [
        (
            Decision::ClaimKeshis,
            Action::ClaimPair {
                first: Colour::ALL[0],
                second: Colour::ALL[1],
            },
        ),
        (
            Decision::ReturnForOasis {
                oasis,
                resource: Resource::Water,
                max: 3,
            },
            Action::Count { n: 2 },
        ),
        (Decision::ScoreOasis, Action::ScoreOasis { index: 0 }),
        (
            Decision::ReturnResources { points_each: 2 },
            Action::ReturnResource {
                resource: Resource::Water,
            },
        ),
        (
            Decision::FreeScroll,
            Action::TakeScroll {
                ty: ScrollType::ALL[0],
                slot: 0,
            },
        ),
    ];
    assert_eq!(cases.len(), ONE_SCROLL_OR_TOWN.len());
    for lang in Lang::ALL {
        for (d, a) in &cases {
            assert!(ONE_SCROLL_OR_TOWN.contains(&kind_name(a)));
            let t = marrakesh_describe::action(lang, &cat, &view, 0, d, a);
            assert!(
                !t.trim().is_empty() && !t.contains('{'),
                "{lang}: {t:?} ({a:?})"
            );
        }
    }
}
