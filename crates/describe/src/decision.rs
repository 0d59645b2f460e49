//! The question the engine asks, in words (`locales/*/decisions.ftl`).

use marrakesh_engine::{
    BoardKeshi, Catalog, Colour, Decision, PlayerId, ScrollType, Sector, SoukMode, Stair, Track,
    View,
};

use crate::components::*;
use crate::*;

/// The question the engine asks, in words.
pub fn decision(lang: Lang, cat: &Catalog, view: &View, seat: PlayerId, d: &Decision) -> String {
    let me = view.players.get(seat as usize);
    match *d {
        Decision::ArrangeStorageKeshis => tr!(lang, "decision-arrange-storage-keshis"),
        Decision::OrientAudienceDisc => tr!(lang, "decision-orient-audience-disc"),
        Decision::ActivateProvisionTile => tr!(lang, "decision-activate-provision-tile"),
        Decision::SelectKeshis => tr!(lang, "decision-select-keshis"),
        Decision::PlaceWildAssistant => tr!(lang, "decision-place-wild-assistant"),
        Decision::ClaimKeshis => tr!(lang, "decision-claim-keshis"),
        Decision::DeployHeldKeshi => tr!(lang, "decision-deploy-held-keshi"),
        Decision::UseAssistant => tr!(lang, "decision-use-assistant"),
        Decision::PlaceEntertainer => tr!(lang, "decision-place-entertainer"),
        Decision::PlaceCaravan => tr!(lang, "decision-place-caravan"),
        Decision::PlaceWaterVendor => tr!(lang, "decision-place-water-vendor"),
        Decision::GoodsColour { count } => tr!(lang, "decision-goods-colour", count = count),
        Decision::KeshiColour { count, hold, .. } => match hold {
            true => tr!(lang, "decision-keshi-colour-hold", count = count),
            false => tr!(lang, "decision-keshi-colour", count = count),
        },
        Decision::TakeResources { count } => tr!(lang, "decision-take-resources", count = count),
        Decision::DateHarvest { n } => tr!(lang, "decision-date-harvest", count = n),
        Decision::ExtraStep { track, free_step } => match (track, free_step) {
            (Track::River, _) => tr!(lang, "decision-extra-step-river"),
            (t, false) => tr!(lang, "decision-extra-step", stair = track_key(t)),
            (t, true) => tr!(lang, "decision-extra-step-free", stair = track_key(t)),
        },
        Decision::LineBonus { picks, .. } => tr!(lang, "decision-line-bonus", picks = picks),
        Decision::RapidBonus => tr!(lang, "decision-rapid-bonus"),
        Decision::Souk { mode } => match mode {
            SoukMode::Start => tr!(lang, "decision-souk"),
            SoukMode::Exchanging => tr!(lang, "decision-souk-exchanging"),
            SoukMode::Buying => tr!(lang, "decision-souk-buying"),
        },
        Decision::ChooseEntertainer => tr!(lang, "decision-choose-entertainer"),
        Decision::Madrasa { scholars, must_buy } => {
            let mut s = tr!(
                lang,
                "decision-madrasa",
                scholars = scholars,
                dates = me.map(|p| p.resources.dates).unwrap_or(0)
            );
            if carries(view, seat, Stair::Palace) {
                s.push_str(&tr!(lang, "decision-madrasa-sultan"));
            }
            if let Some(t) = must_buy {
                s.push_str(&tr!(
                    lang,
                    "decision-madrasa-must-buy",
                    scroll = scroll_key(t)
                ));
            }
            s
        }
        Decision::Medina => tr!(
            lang,
            "decision-medina",
            guards = me.map(|p| p.watchtower).unwrap_or(0)
        ),
        Decision::BuildGate { colour } => tr!(
            lang,
            "decision-build-gate",
            colour = colour_key(colour),
            points = cat.rules.gate_match_points.value
        ),
        Decision::Sahara if view.modules.desert_towns => {
            tr!(lang, "decision-sahara-towns", cost = town_cost(lang, cat))
        }
        Decision::Sahara => tr!(lang, "decision-sahara"),
        Decision::ClaimFreeOases { left } => tr!(lang, "decision-claim-free-oases", count = left),
        Decision::BonusOasis => tr!(lang, "decision-bonus-oasis"),
        Decision::StorageKeshi { colour } => {
            tr!(lang, "decision-storage-keshi", colour = colour_key(colour))
        }
        Decision::StorageExchange => tr!(lang, "decision-storage-exchange"),
        Decision::TakeScroll { ty, dates } => tr!(
            lang,
            "decision-take-scroll",
            scroll = scroll_key(ty),
            dates = dates
        ),
        Decision::ChooseSectorAction => tr!(lang, "decision-choose-sector-action"),
        Decision::ChooseStair { steps, then_other } => match then_other {
            0 => tr!(lang, "decision-choose-stair", steps = steps),
            other => tr!(
                lang,
                "decision-choose-stair-first",
                steps = steps,
                other = other
            ),
        },
        Decision::ScoreOasis => tr!(lang, "decision-score-oasis"),
        Decision::ReturnForOasis {
            oasis: o,
            resource: r,
            max,
        } => tr!(
            lang,
            "decision-return-for-oasis",
            oasis = format!("{o:02}"),
            resource = r.name(),
            max = max
        ),
        Decision::ReturnResources { points_each } => {
            tr!(lang, "decision-return-resources", points = points_each)
        }
        Decision::RiverTileOption => tr!(lang, "decision-river-tile-option"),
        Decision::Provisioning => tr!(lang, "decision-provisioning"),
        Decision::LuxuryDiscount { slot } => match view.board.luxury.get(slot as usize) {
            Some(Some(id)) => tr!(
                lang,
                "decision-luxury-discount",
                good = luxury(lang, cat, *id)
            ),
            _ => tr!(lang, "decision-luxury-discount-unknown"),
        },
        Decision::FalconKeshi { slot, .. } => match view.board.luxury.get(slot as usize) {
            Some(Some(id)) => tr!(lang, "decision-falcon-keshi", good = luxury(lang, cat, *id)),
            _ => tr!(lang, "decision-falcon-keshi-unknown"),
        },
        Decision::DiscountedOasis { discount } => {
            tr!(lang, "decision-discounted-oasis", count = discount)
        }
        Decision::SwapResources => tr!(lang, "decision-swap-resources"),
        Decision::FieldBonus { times } => tr!(lang, "decision-field-bonus", times = times),
        Decision::ChooseDesertTown { space } => tr!(
            lang,
            "decision-choose-desert-town",
            path = if space == 0 { "left" } else { "right" },
            points = cat.rules.desert_town_points.value
        ),
        Decision::FreeScroll => tr!(lang, "decision-free-scroll"),
        Decision::FreeLuxury => tr!(lang, "decision-free-luxury"),
        Decision::FreeGate => tr!(lang, "decision-free-gate"),
        Decision::KeshiDestination { colour } => {
            tr!(
                lang,
                "decision-keshi-destination",
                colour = colour_key(colour)
            )
        }
        Decision::CamelBridge { steps } => tr!(lang, "decision-camel-bridge", steps = steps),
        Decision::CamelRewards => tr!(lang, "decision-camel-rewards"),
        Decision::SplitSteps { n, .. } => tr!(lang, "decision-split-steps", steps = n),
        Decision::SpectatorBonus { times } => {
            tr!(lang, "decision-spectator-bonus", times = times)
        }
        Decision::CamelRiverOption => tr!(lang, "decision-camel-river-option"),
        Decision::SearchStack { search } => tr!(
            lang,
            "decision-search-stack",
            what = stack_search(lang, search)
        ),
        Decision::StackSearched { search, stack } => tr!(
            lang,
            "decision-stack-searched",
            stack = stack + 1,
            what = stack_search(lang, search)
        ),
        Decision::PlaceNomad { .. } => tr!(lang, "decision-place-nomad"),
        Decision::ProvisionNomadMove => tr!(lang, "decision-provision-nomad-move"),
        Decision::ChooseProvisionTiles => tr!(lang, "decision-choose-provision-tiles"),
        Decision::ProvisionFieldBonus { times } => {
            tr!(lang, "decision-provision-field-bonus", times = times)
        }
        Decision::ProvisionExchange { first_season } => match first_season {
            true => tr!(lang, "decision-provision-exchange-first"),
            false => tr!(lang, "decision-provision-exchange"),
        },
        Decision::ExchangedKeshi { returned } => {
            tr!(
                lang,
                "decision-exchanged-keshi",
                colour = colour_key(returned)
            )
        }
        Decision::ChooseBuilding => tr!(lang, "decision-choose-building"),
        Decision::ChooseStartScroll => tr!(lang, "decision-choose-start-scroll"),
        Decision::LibraryStack { ty } => {
            tr!(lang, "decision-library-stack", scroll = scroll_key(ty))
        }
        Decision::LibraryScroll { ty, stack } => tr!(
            lang,
            "decision-library-scroll",
            scroll = scroll_key(ty),
            stack = stack + 1
        ),
        Decision::BarracksGate => tr!(lang, "decision-barracks-gate"),
        Decision::PavilionLuxury => tr!(lang, "decision-pavilion-luxury"),
    }
}

/// The key of a colour in the selectors of the messages ("gray",
/// "turquoise", ...): the engine's name of the colour.
fn colour_key(c: Colour) -> &'static str {
    c.name()
}

/// The key of a scroll type in the selectors of the messages.
fn scroll_key(t: ScrollType) -> &'static str {
    t.name()
}

/// The key of a staircase in the selectors of the messages.
fn track_key(t: Track) -> &'static str {
    match t {
        Track::River => "river",
        Track::Palace => "palace",
        Track::Mosque => "mosque",
    }
}

/// The key of a sector in the selectors of the messages.
fn sector_key(s: Sector) -> &'static str {
    match s {
        Sector::River => "river",
        Sector::DateOrchard => "date-orchard",
        Sector::Souk => "souk",
        Sector::MainSquare => "main-square",
        Sector::Mosque => "mosque",
        Sector::Palace => "palace",
        Sector::Madrasa => "madrasa",
        Sector::Medina => "medina",
        Sector::Sahara => "sahara",
    }
}

/// Where a nomad stands or goes: in English with its article ("the
/// river"), in German and Dutch a place name without article ("Fluss",
/// "Großer Platz, Feld 3"), so that it fits after a colon or an arrow.
pub(crate) fn nomad_spot(lang: Lang, k: BoardKeshi, cat: &Catalog) -> String {
    match k {
        BoardKeshi::Marker { sector } => {
            tr!(lang, "decision-spot-sector", sector = sector_key(sector))
        }
        BoardKeshi::Entertainer { field: f } => {
            tr!(
                lang,
                "decision-spot-main-square",
                field = field(lang, cat, f)
            )
        }
        BoardKeshi::Guard => tr!(lang, "decision-spot-watchtower"),
        BoardKeshi::WaterVendor { sector } => tr!(
            lang,
            "decision-spot-water-vendor",
            sector = sector_key(sector)
        ),
        BoardKeshi::Caravan { path: p } => {
            tr!(lang, "decision-spot-sahara", path = path(lang, p))
        }
        _ => tr!(lang, "decision-spot-other"),
    }
}

/// A keshi of a player's board, as the object of "return" (German:
/// accusative).
pub(crate) fn board_keshi(lang: Lang, k: BoardKeshi, cat: &Catalog) -> String {
    match k {
        BoardKeshi::Marker { sector } => tr!(
            lang,
            "decision-board-keshi-marker",
            sector = sector_key(sector)
        ),
        BoardKeshi::Entertainer { field: f } => tr!(
            lang,
            "decision-board-keshi-entertainer",
            field = field(lang, cat, f)
        ),
        BoardKeshi::Guard => tr!(lang, "decision-board-keshi-guard"),
        BoardKeshi::WaterVendor { sector } => tr!(
            lang,
            "decision-board-keshi-water-vendor",
            sector = sector_key(sector)
        ),
        BoardKeshi::Caravan { path: p } => {
            tr!(lang, "decision-board-keshi-caravan", path = path(lang, p))
        }
        _ => tr!(lang, "decision-board-keshi-other"),
    }
}

/// What the sector action would do with the keshis the player has (an
/// infinitive phrase in German and Dutch: "2 Datteln erhalten").
pub(crate) fn sector_action_detail(lang: Lang, view: &View, seat: PlayerId, s: Sector) -> String {
    let Some(me) = view.players.get(seat as usize) else {
        return String::new();
    };
    let k = me
        .sector_keshis
        .iter()
        .find(|(x, _)| *x == s)
        .map(|(_, n)| *n)
        .unwrap_or(0);
    match s {
        Sector::River => tr!(lang, "decision-detail-river", count = k),
        Sector::DateOrchard => tr!(lang, "decision-detail-date-orchard", count = k),
        Sector::Souk => tr!(lang, "decision-detail-souk"),
        Sector::MainSquare => tr!(lang, "decision-detail-main-square"),
        Sector::Mosque => tr!(lang, "decision-detail-mosque", count = k),
        Sector::Palace => tr!(lang, "decision-detail-palace", count = k),
        Sector::Madrasa => tr!(lang, "decision-detail-madrasa", count = k),
        Sector::Medina => tr!(lang, "decision-detail-medina", count = me.watchtower),
        Sector::Sahara => tr!(lang, "decision-detail-sahara"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use marrakesh_engine::{Game, Setup};

    /// Counts in prompts agree with their nouns in every language ("1
    /// date", never "1 dates"), and the colour and scroll type of a
    /// prompt are named in the player's language.
    #[test]
    fn plurals_and_names_follow_the_language() {
        let g = Game::new(Setup::new(2, 1)).unwrap();
        let cat = g.catalog();
        let view = g.view(Some(0));
        let q = |lang, d| decision(lang, cat, &view, 0, &d);
        assert_eq!(
            q(Lang::En, Decision::DateHarvest { n: 1 }),
            "Date orchard: choose what your 1 date becomes"
        );
        assert_eq!(
            q(Lang::En, Decision::DateHarvest { n: 2 }),
            "Date orchard: choose what your 2 dates become"
        );
        assert!(q(Lang::De, Decision::DateHarvest { n: 1 }).contains("1 Dattel "));
        assert!(q(Lang::De, Decision::DateHarvest { n: 3 }).contains("3 Datteln"));
        assert!(q(Lang::Nl, Decision::DateHarvest { n: 1 }).contains("1 dadel "));
        assert!(q(Lang::Nl, Decision::DateHarvest { n: 3 }).contains("3 dadels"));
        let scroll = Decision::TakeScroll {
            ty: ScrollType::Orange,
            dates: 0,
        };
        assert_eq!(
            q(Lang::En, scroll),
            "Take an orange scroll from the display for free"
        );
        assert!(q(Lang::De, scroll).contains("orange Schriftrolle"));
        assert!(q(Lang::Nl, scroll).contains("oranje perkamentrol"));
        let gate = Decision::BuildGate {
            colour: Colour::Gray,
        };
        assert!(q(Lang::En, gate).starts_with("Build your gray gate"));
        assert!(q(Lang::De, gate).contains("graues Stadttor"));
        assert!(q(Lang::Nl, gate).contains("grijze stadspoort"));
    }
}
