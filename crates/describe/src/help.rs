//! Short rules texts: what the terminal's help screen (`?`) and the
//! browser's rules help show (`locales/*/help.ftl`). The English texts
//! follow the Classic rulebook (002), the German ones 000/003, the Dutch
//! ones 001; quotes from a book are in quotation marks. The terminal
//! shows the line breaks as they are (80 columns); the page joins the
//! lines of a paragraph, except numbered items.

use crate::{tr, Lang};
use marrakesh_engine::{Decision, Modules, Opponent, Sector, Track};

/// The round's phases and the game's course.
pub fn round(lang: Lang) -> String {
    tr!(lang, "help-round")
}

/// Solo play against the Paschabot, or the lazy one.
pub fn solo(lang: Lang, opponent: Opponent) -> String {
    match opponent {
        Opponent::Paschabot => tr!(lang, "help-paschabot"),
        Opponent::Lazy => tr!(lang, "help-lazy"),
    }
}

/// The modules in the rulebook's order: whether `m` uses each, its
/// heading and its rules text.
fn module_texts(m: &Modules) -> [(bool, &'static str, &'static str); 11] {
    [
        (
            m.staircase_tiles.is_some(),
            "help-title-staircase-tiles",
            "help-staircase-tiles",
        ),
        (m.imam_sultan, "help-title-imam-sultan", "help-imam-sultan"),
        (
            m.exchange_offices.is_some(),
            "help-title-exchange-offices",
            "help-exchange-offices",
        ),
        (m.spectators, "help-title-spectators", "help-spectators"),
        (
            m.desert_towns,
            "help-title-desert-towns",
            "help-desert-towns",
        ),
        (
            m.new_luxury_goods,
            "help-title-new-luxury-goods",
            "help-new-luxury-goods",
        ),
        (m.new_oases, "help-title-new-oases", "help-new-oases"),
        (m.camel_race, "help-title-camel-race", "help-camel-race"),
        (m.nomads, "help-title-nomads", "help-nomads"),
        (
            m.special_buildings.is_some(),
            "help-title-special-buildings",
            "help-special-buildings",
        ),
        (
            m.new_provisions,
            "help-title-new-provisions",
            "help-new-provisions",
        ),
    ]
}

/// The rules of the modules in play, in the rulebook's order.
pub fn modules(lang: Lang, m: &Modules) -> Vec<String> {
    module_texts(m)
        .into_iter()
        .filter(|(on, _, _)| *on)
        .map(|(_, _, text)| lang.get(text))
        .collect()
}

/// Every rules text, titled, in the rulebook's order: the round, the nine
/// sectors, solo play and the modules (the browser's rules reference).
pub fn reference(lang: Lang) -> Vec<(String, String)> {
    let mut v = vec![(tr!(lang, "help-title-round"), round(lang))];
    v.extend(
        Sector::ALL
            .iter()
            .map(|s| (crate::sector_title(lang, *s), sector(lang, *s))),
    );
    v.push((
        tr!(lang, "help-title-paschabot"),
        solo(lang, Opponent::Paschabot),
    ));
    v.push((tr!(lang, "help-title-lazy"), solo(lang, Opponent::Lazy)));
    let every = Modules {
        special_buildings: Some(marrakesh_engine::BuildingSide::Front),
        new_provisions: true,
        ..Modules::ALL
    };
    v.extend(
        module_texts(&every)
            .into_iter()
            .map(|(_, title, text)| (lang.get(title), lang.get(text))),
    );
    v
}

/// The rules of a sector's action.
pub fn sector(lang: Lang, s: Sector) -> String {
    match s {
        Sector::River => tr!(lang, "help-sector-river"),
        Sector::DateOrchard => tr!(lang, "help-sector-date-orchard"),
        Sector::Souk => tr!(lang, "help-sector-souk"),
        Sector::MainSquare => tr!(lang, "help-sector-main-square"),
        Sector::Mosque | Sector::Palace => tr!(lang, "help-sector-mosque-palace"),
        Sector::Madrasa => tr!(lang, "help-sector-madrasa"),
        Sector::Medina => tr!(lang, "help-sector-medina"),
        Sector::Sahara => tr!(lang, "help-sector-sahara"),
    }
}

/// A short explanation of a decision (and its sector, where it has one).
pub fn decision(lang: Lang, d: &Decision) -> String {
    let own: Option<&str> = match d {
        Decision::ArrangeStorageKeshis => Some("help-arrange-storage-keshis"),
        Decision::OrientAudienceDisc => Some("help-orient-audience-disc"),
        Decision::ActivateProvisionTile => Some("help-activate-provision-tile"),
        Decision::SelectKeshis => Some("help-select-keshis"),
        Decision::PlaceWildAssistant => Some("help-place-wild-assistant"),
        Decision::ClaimKeshis => Some("help-claim-keshis"),
        Decision::DeployHeldKeshi => Some("help-deploy-held-keshi"),
        Decision::UseAssistant => Some("help-use-assistant"),
        Decision::PlaceEntertainer => Some("help-place-entertainer"),
        Decision::PlaceCaravan => Some("help-place-caravan"),
        Decision::PlaceWaterVendor => Some("help-place-water-vendor"),
        Decision::GoodsColour { .. } => Some("help-goods-colour"),
        Decision::KeshiColour { .. } => Some("help-keshi-colour"),
        Decision::TakeResources { .. } => Some("help-take-resources"),
        Decision::DateHarvest { .. } => Some("help-date-harvest"),
        Decision::ExtraStep { track, .. } => match track {
            Track::River => Some("help-extra-step-river"),
            Track::Palace | Track::Mosque => Some("help-extra-step"),
        },
        Decision::LineBonus { .. } => Some("help-line-bonus"),
        Decision::RapidBonus => Some("help-rapid-bonus"),
        // The sector's text says it all.
        Decision::Souk { .. }
        | Decision::ChooseEntertainer
        | Decision::Madrasa { .. }
        | Decision::Medina
        | Decision::BuildGate { .. }
        | Decision::Sahara
        | Decision::ClaimFreeOases { .. } => None,
        Decision::BonusOasis => Some("help-bonus-oasis"),
        Decision::StorageKeshi { .. } => Some("help-storage-keshi"),
        Decision::StorageExchange => Some("help-storage-exchange"),
        Decision::TakeScroll { .. } => Some("help-take-scroll"),
        Decision::ChooseSectorAction => Some("help-choose-sector-action"),
        Decision::ChooseStair { .. } => Some("help-choose-stair"),
        Decision::ScoreOasis => Some("help-score-oasis"),
        Decision::ReturnForOasis { .. } => Some("help-return-for-oasis"),
        Decision::ReturnResources { .. } => Some("help-return-resources"),
        Decision::RiverTileOption => Some("help-river-tile-option"),
        Decision::Provisioning => Some("help-provisioning"),
        Decision::LuxuryDiscount { .. } => Some("help-luxury-discount"),
        Decision::ChooseDesertTown { .. } => Some("help-choose-desert-town"),
        Decision::FreeScroll => Some("help-free-scroll"),
        Decision::FreeLuxury => Some("help-free-luxury"),
        Decision::FreeGate => Some("help-free-gate"),
        Decision::FalconKeshi { .. } => Some("help-falcon-keshi"),
        Decision::DiscountedOasis { .. } => Some("help-discounted-oasis"),
        Decision::SwapResources => Some("help-swap-resources"),
        Decision::FieldBonus { .. } => Some("help-field-bonus"),
        Decision::KeshiDestination { .. } => Some("help-keshi-destination"),
        Decision::CamelBridge { .. } => Some("help-camel-bridge"),
        Decision::CamelRewards => Some("help-camel-rewards"),
        Decision::SplitSteps { .. } => Some("help-split-steps"),
        Decision::SpectatorBonus { .. } => Some("help-spectator-bonus"),
        Decision::ChooseBuilding
        | Decision::ChooseStartScroll
        | Decision::LibraryStack { .. }
        | Decision::LibraryScroll { .. }
        | Decision::BarracksGate
        | Decision::PavilionLuxury => Some("help-special-buildings"),
        Decision::CamelRiverOption => Some("help-camel-river-option"),
        Decision::SearchStack { .. } => Some("help-search-stack"),
        Decision::StackSearched { .. } => Some("help-stack-searched"),
        Decision::PlaceNomad { .. } => Some("help-place-nomad"),
        Decision::ProvisionNomadMove => Some("help-provision-nomad-move"),
        Decision::ChooseProvisionTiles
        | Decision::ProvisionFieldBonus { .. }
        | Decision::ProvisionExchange { .. }
        | Decision::ExchangedKeshi { .. } => Some("help-new-provisions"),
    };
    let sector = match d {
        Decision::Souk { .. }
        | Decision::LuxuryDiscount { .. }
        | Decision::FreeLuxury
        | Decision::FalconKeshi { .. }
        | Decision::SwapResources => Some(Sector::Souk),
        Decision::ChooseEntertainer | Decision::PlaceEntertainer | Decision::FieldBonus { .. } => {
            Some(Sector::MainSquare)
        }
        Decision::DiscountedOasis { .. } => Some(Sector::Sahara),
        Decision::Madrasa { .. } | Decision::TakeScroll { .. } | Decision::FreeScroll => {
            Some(Sector::Madrasa)
        }
        Decision::Medina | Decision::BuildGate { .. } | Decision::FreeGate => Some(Sector::Medina),
        Decision::ChooseDesertTown { .. }
        | Decision::Sahara
        | Decision::ClaimFreeOases { .. }
        | Decision::PlaceCaravan
        | Decision::StorageKeshi { .. }
        | Decision::StorageExchange => Some(Sector::Sahara),
        Decision::ExtraStep {
            track: Track::River,
            ..
        }
        | Decision::RapidBonus
        | Decision::RiverTileOption => Some(Sector::River),
        Decision::ExtraStep { .. } | Decision::LineBonus { .. } | Decision::ChooseStair { .. } => {
            Some(Sector::Palace)
        }
        Decision::DateHarvest { .. } => Some(Sector::DateOrchard),
        Decision::ArrangeStorageKeshis
        | Decision::OrientAudienceDisc
        | Decision::ActivateProvisionTile
        | Decision::SelectKeshis
        | Decision::PlaceWildAssistant
        | Decision::ClaimKeshis
        | Decision::DeployHeldKeshi
        | Decision::UseAssistant
        | Decision::PlaceWaterVendor
        | Decision::GoodsColour { .. }
        | Decision::KeshiColour { .. }
        | Decision::TakeResources { .. }
        | Decision::BonusOasis
        | Decision::ChooseSectorAction
        | Decision::ScoreOasis
        | Decision::ReturnForOasis { .. }
        | Decision::ReturnResources { .. }
        | Decision::Provisioning
        | Decision::KeshiDestination { .. }
        | Decision::CamelBridge { .. }
        | Decision::CamelRewards
        | Decision::SplitSteps { .. }
        | Decision::SpectatorBonus { .. }
        | Decision::CamelRiverOption
        | Decision::SearchStack { .. }
        | Decision::StackSearched { .. }
        | Decision::PlaceNomad { .. }
        | Decision::ProvisionNomadMove
        | Decision::ChooseProvisionTiles
        | Decision::ProvisionFieldBonus { .. }
        | Decision::ProvisionExchange { .. }
        | Decision::ExchangedKeshi { .. }
        | Decision::ChooseBuilding
        | Decision::ChooseStartScroll
        | Decision::LibraryStack { .. }
        | Decision::LibraryScroll { .. }
        | Decision::BarracksGate
        | Decision::PavilionLuxury => None,
    };
    let mut s = own.map(|id| lang.get(id)).unwrap_or_default();
    if let Some(sec) = sector {
        if !s.is_empty() {
            s.push_str("\n\n");
        }
        s.push_str(&self::sector(lang, sec));
    }
    if s.is_empty() {
        s = round(lang);
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `?` explains each of the eleven modules: with every module on,
    /// eleven texts, each naming its module.
    #[test]
    fn every_module_has_a_help_text() {
        let every = Modules {
            special_buildings: Some(marrakesh_engine::BuildingSide::Front),
            new_provisions: true,
            ..Modules::ALL
        };
        let texts = modules(crate::Lang::En, &every);
        assert_eq!(texts.len(), 11, "one text per module");
        let names = [
            "staircase tiles",
            "imam & sultan",
            "exchange offices",
            "spectators",
            "desert towns",
            "New luxury goods",
            "New oases",
            "Camel race",
            "Nomads",
            "Special buildings",
            "New provision tiles",
        ];
        for (t, name) in texts.iter().zip(names) {
            assert!(t.contains(name), "{name}: {t}");
        }
        let mut unique = texts.clone();
        unique.dedup();
        assert_eq!(unique.len(), 11);
    }

    #[test]
    fn the_reference_has_every_text() {
        for lang in crate::Lang::ALL {
            let r = reference(lang);
            assert_eq!(
                r.len(),
                1 + 9 + 2 + 11,
                "the round, 9 sectors, 2 solo texts, 11 modules"
            );
            assert!(r.iter().all(|(t, x)| !t.is_empty() && x.len() > 80));
            let mut titles: Vec<&String> = r.iter().map(|(t, _)| t).collect();
            titles.sort();
            titles.dedup();
            assert_eq!(titles.len(), r.len(), "{lang}: a title twice");
        }
    }

    /// German and Dutch keep the English texts' structure: the four
    /// phases of the round as numbered items (the page keeps their
    /// lines), and no other line that the page would take for an item.
    #[test]
    fn every_language_keeps_the_structure() {
        for lang in crate::Lang::ALL {
            let round = round(lang);
            for n in 1..=4 {
                assert!(round.contains(&format!("\n {n}. ")), "{lang}: {round}");
            }
            for (title, text) in reference(lang).into_iter().skip(1) {
                for line in text.lines() {
                    let l = line.trim_start();
                    let item = l.split_once(' ').is_some_and(|(w, _)| {
                        w == "-" || (w.ends_with('.') && w[..w.len() - 1].parse::<u8>().is_ok())
                    });
                    assert!(!item, "{lang} {title}: {line}");
                }
            }
        }
    }

    #[test]
    fn every_decision_has_help() {
        let ds = [
            Decision::SelectKeshis,
            Decision::Souk {
                mode: marrakesh_engine::SoukMode::Start,
            },
            Decision::Medina,
            Decision::RapidBonus,
            Decision::UseAssistant,
        ];
        for d in ds {
            assert!(decision(crate::Lang::En, &d).len() > 40, "{d:?}");
        }
        for s in Sector::ALL {
            assert!(sector(crate::Lang::En, s).len() > 100);
        }
        // Texts fit the help window of an 80-column terminal, in every
        // language.
        let mut all = vec![];
        for lang in crate::Lang::ALL {
            all.extend(reference(lang).into_iter().map(|(_, t)| t));
            all.extend(modules(lang, &Modules::ALL));
            all.extend(ds.iter().map(|d| decision(lang, d)));
        }
        let texts = modules(crate::Lang::En, &Modules::ALL);
        assert_eq!(texts.len(), 11, "one text per module");
        assert!(modules(crate::Lang::En, &Modules::default()).is_empty());
        all.extend(texts);
        let module_decisions = [
            Decision::LuxuryDiscount { slot: 0 },
            Decision::ChooseDesertTown { space: 1 },
            Decision::FreeScroll,
            Decision::FreeLuxury,
            Decision::FreeGate,
            Decision::FalconKeshi {
                slot: 0,
                free: false,
            },
            Decision::DiscountedOasis { discount: 2 },
            Decision::SwapResources,
            Decision::FieldBonus { times: 3 },
        ];
        for d in module_decisions {
            let t = decision(crate::Lang::En, &d);
            assert!(
                t.len() > 80 && t.contains("\n\n"),
                "own text and sector: {d:?}"
            );
            all.push(t);
        }
        for d in [
            Decision::PlaceNomad { from_supply: false },
            Decision::ProvisionNomadMove,
            Decision::ChooseProvisionTiles,
        ] {
            let t = decision(crate::Lang::En, &d);
            assert!(t.len() > 80, "{d:?}");
            all.push(t);
        }
        all.extend(Sector::ALL.iter().map(|s| sector(crate::Lang::En, *s)));
        all.extend(ds.iter().map(|d| decision(crate::Lang::En, d)));
        for t in all {
            for line in t.lines() {
                assert!(line.chars().count() <= 74, "too long: {line}");
            }
        }
    }
}
