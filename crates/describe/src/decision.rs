//! The question the engine asks, in words.

use marrakesh_engine::{
    BoardKeshi, Catalog, Decision, PlayerId, Sector, SoukMode, Stair, Track, View,
};

use crate::*;

/// The question the engine asks, in words.
pub fn decision(lang: Lang, cat: &Catalog, view: &View, seat: PlayerId, d: &Decision) -> String {
    let me = view.players.get(seat as usize);
    match *d {
        Decision::ArrangeStorageKeshis => {
            "Setup: put your storage keshis on the keshi spaces of your oasis storage (first = leftmost)".into()
        }
        Decision::OrientAudienceDisc => {
            "Setup: turn your audience disc (how many spectators face each main-square field)".into()
        }
        Decision::ActivateProvisionTile => {
            "Turn one face-down provision tile face up: you pay it at every later season end".into()
        }
        Decision::SelectKeshis => {
            "Choose 3 keshis from behind your screen, in secret: your assistants go to their sectors (red = any sector)".into()
        }
        Decision::PlaceWildAssistant => "Your red keshi is a joker: choose the sector of its assistant".into(),
        Decision::ClaimKeshis => "Claim keshis from the tower base: up to 2 of one colour".into(),
        Decision::DeployHeldKeshi => "Deploy one of the keshis set aside next to your board".into(),
        Decision::UseAssistant => {
            "Use an assistant: a new keshi of the sector's colour, or the sector action".into()
        }
        Decision::PlaceEntertainer => {
            "Place the entertainer on a free main-square field (you gain its bonus once)".into()
        }
        Decision::PlaceCaravan => "Place the caravan on a Sahara path (it discovers the next oasis)".into(),
        Decision::PlaceWaterVendor => "Place the water vendor in a sector that has none".into(),
        Decision::GoodsColour { count } => format!(
            "Choose the colour of {} (all one colour)",
            plural(count, "goods keshi", "goods keshis")
        ),
        Decision::KeshiColour {
            count, hold, ..
        } => format!(
            "Choose the colour of {} to take{}",
            plural(count, "keshi", "keshis"),
            if hold {
                " (set aside until your gate purchases are done)"
            } else {
                " and deploy"
            }
        ),
        Decision::TakeResources { count } => {
            format!("Choose {}", plural(count, "resource", "resources"))
        }
        Decision::DateHarvest { n } => format!(
            "Date orchard: choose what your {} become",
            plural(n, "date", "dates")
        ),
        Decision::ExtraStep { track, free_step } => match track {
            Track::River => "River: pay 1 water for each further step, or stop".into(),
            t => format!(
                "{} staircase: buy a further step{}, or stop",
                if t == Track::Palace { "Palace" } else { "Mosque" },
                if free_step { " (scroll 48: one is free)" } else { "" }
            ),
        },
        Decision::LineBonus { picks, .. } => format!(
            "Threshold crossed: choose a bonus on the line between your pawns ({} to choose)",
            picks
        ),
        Decision::RapidBonus => "End of round: choose the bonus of one rapid you have crossed".into(),
        Decision::Souk { mode } => match mode {
            SoukMode::Start => {
                "Souk: exchange 1 goods keshi at the exchange office, or buy a luxury good".into()
            }
            SoukMode::Exchanging => "Souk: exchange another goods keshi (scroll 46), or stop".into(),
            SoukMode::Buying => "Souk: buy another luxury good (scroll 34), or stop".into(),
        },
        Decision::ChooseEntertainer => {
            "Main square (disc turned): choose an entertainer; you gain its field's bonus x the spectators facing it".into()
        }
        Decision::Madrasa { scholars, must_buy } => {
            let mut s = format!(
                "Madrasa: buy scrolls; {} left to meet requirements (dates: {})",
                plural(scholars, "scholar", "scholars"),
                me.map(|p| p.resources.dates).unwrap_or(0)
            );
            if carries(view, seat, Stair::Palace) {
                s.push_str("; the sultan saves you 1 date per scroll");
            }
            if let Some(t) = must_buy {
                s.push_str(&format!("; you must buy one of the new {} scrolls", scroll_type(lang, t)));
            }
            s
        }
        Decision::Medina => format!(
            "Medina: buy a city gate for each guard on the watchtower ({} there), or stop",
            me.map(|p| p.watchtower).unwrap_or(0)
        ),
        Decision::BuildGate { colour } => format!(
            "Build your {colour} gate on a free gate space (+{} points if the colours match)",
            cat.rules.gate_match_points.value
        ),
        Decision::Sahara if view.modules.desert_towns => format!(
            "Sahara: claim discovered oases (pay the cost beside each) or your desert towns ({} each), or stop",
            town_cost(lang, cat)
        ),
        Decision::Sahara => "Sahara: claim discovered oases (pay the cost beside each), or stop".into(),
        Decision::ClaimFreeOases { left } => format!(
            "Claim up to {} for free, or stop",
            plural(left, "discovered oasis", "discovered oases")
        ),
        Decision::BonusOasis => "River tile 02: take one of the leftover oases".into(),
        Decision::StorageKeshi { colour } => format!(
            "The storage space you covered holds {} keshi: deploy it?",
            a(colour)
        ),
        Decision::StorageExchange => {
            "Exchange icon: return one deployed keshi and take one of another colour, or skip".into()
        }
        Decision::TakeScroll { ty, dates } => format!(
            "Take a {} scroll from the display{}",
            scroll_type(lang, ty),
            if dates > 0 {
                format!(" for {}", plural(dates, "date", "dates"))
            } else {
                " for free".into()
            }
        ),
        Decision::ChooseSectorAction => "Perform the sector action of your choice".into(),
        Decision::ChooseStair { steps, then_other } => {
            if then_other > 0 {
                format!(
                    "{} on one staircase, then {} on the other: which first?",
                    plural(steps, "step", "steps"),
                    then_other
                )
            } else {
                format!(
                    "{} on the palace or the mosque staircase",
                    plural(steps, "step", "steps")
                )
            }
        }
        Decision::ScoreOasis => "Scroll 71: choose a claimed oasis to score now".into(),
        Decision::ReturnForOasis {
            oasis: o,
            resource: r,
            max,
        } => format!(
            "Oasis #{o:02} scores now: how many {} do you return (1 point each, at most {max})?",
            resource(lang, r)
        ),
        Decision::ReturnResources { points_each } => format!(
            "Scroll 72: return resources for {points_each} points each, or stop"
        ),
        Decision::RiverTileOption => {
            "You lead on the river: choose a bonus of the river tile (the second player gets the other)".into()
        }
        Decision::Provisioning => {
            "Provide for your citizens: pay your active provision tiles, or use scroll 44".into()
        }
        Decision::LuxuryDiscount { slot } => {
            let what = match view.board.luxury.get(slot as usize) {
                Some(Some(id)) => luxury(lang, cat, *id),
                _ => "this luxury good".into(),
            };
            format!("The imam saves you 1 goods keshi on {what}: which colour do you keep?")
        }
        Decision::FalconKeshi { slot, .. } => match view.board.luxury.get(slot as usize) {
            Some(Some(id)) => format!(
                "Hunting falcon {}: which keshi of your board do you return?",
                luxury(lang, cat, *id)
            ),
            _ => "Hunting falcon: which keshi of your board do you return?".into(),
        },
        Decision::DiscountedOasis { discount } => format!(
            "Racing saddle: claim 1 discovered oasis, paying up to {} less",
            plural(discount, "resource", "resources")
        ),
        Decision::SwapResources => {
            "Hunting falcon: exchange any of your resources for others (choose what you keep in all)".into()
        }
        Decision::FieldBonus { times } => format!(
            "Take the bonus of any main-square field {times} x (no entertainer needed there)"
        ),
        Decision::ChooseDesertTown { space } => format!(
            "Your caravan reached the desert town of the {} (+{} points): choose a desert town (night side up until you claim it)",
            if space == 0 { "left path" } else { "right path" },
            cat.rules.desert_town_points.value
        ),
        Decision::FreeScroll => {
            "Desert town 10: take any face-up scroll for free (no scholars, no dates), or none".into()
        }
        Decision::FreeLuxury => {
            "Desert town 11: take any face-up luxury good for free (no goods keshis), or none".into()
        }
        Decision::FreeGate => {
            "Desert town 12: take any city gate without paying dinars (you gain or lose its points)".into()
        }
        Decision::KeshiDestination { colour } => format!(
            "Camel race: deploy the {colour} keshi on your board, or put it in your spectator area?"
        ),
        Decision::CamelBridge { steps } => format!(
            "Camel race: your camel reaches a bridge ({steps} steps left): pay it or stop before it"
        ),
        Decision::CamelRewards => {
            "Camel race: buy rewards of this season's tile with your spectators (all of different colours), or stop".into()
        }
        Decision::SplitSteps { n, .. } => {
            format!("Camel race reward: split {n} steps among the tracks shown")
        }
        Decision::SpectatorBonus { times } => format!(
            "Camel race reward: any main-square field's bonus, {times} times (no entertainer needed)"
        ),
        Decision::CamelRiverOption => {
            "Camel race reward: choose either bonus of this season's river tile".into()
        }
        Decision::SearchStack { search } => format!(
            "Camel race reward: choose a stack to search for {} (its tiles are shown to you only)",
            stack_search(lang, search)
        ),
        Decision::StackSearched { search, stack } => format!(
            "Stack {}: take {} of your choice (the stack is shuffled afterwards)",
            stack + 1,
            stack_search(lang, search)
        ),
        Decision::PlaceNomad { .. } => {
            "Nomads: put the nomad in any sector but the souk, or as a water vendor (it counts as 1 keshi there), or with the camel race in your spectator area (a colour of its own)".into()
        }
        Decision::ProvisionNomadMove => {
            "Nomad provision tile: move 1 nomad to another sector for free, or not".into()
        }
        Decision::ChooseProvisionTiles => {
            "New provision tiles: keep 3 of the 5 tiles you drew (3 base, 1 moderate, 1 hard)".into()
        }
        Decision::ProvisionFieldBonus { times } => format!(
            "Provision tile: take the bonus of any main-square field {times} time(s)"
        ),
        Decision::ProvisionExchange { first_season } => format!(
            "Provision tile: exchange 1 keshi for one of another colour{}, or not",
            if first_season {
                " (also a keshi of the oasis bonus track)"
            } else {
                ""
            }
        ),
        Decision::ExchangedKeshi { returned } => {
            format!("Provision tile: which keshi do you take for the {returned} one?")
        }
        Decision::ChooseBuilding => {
            "Special buildings: keep one of the two buildings you drew (the other goes back to the box)".into()
        }
        Decision::ChooseStartScroll => {
            "Special buildings: keep one of the three yellow scrolls you drew (an instant one acts now)".into()
        }
        Decision::LibraryStack { ty } => format!(
            "Library: search a stack of {} scrolls for one you have the scholars for, or none",
            ty.name()
        ),
        Decision::LibraryScroll { ty, stack } => format!(
            "Library: take a {} scroll from stack {} (the stack is shuffled again), or none",
            ty.name(),
            stack + 1
        ),
        Decision::BarracksGate => {
            "Barracks: take a city gate of the first workshop for 0 dinars (its points, a guard, a keshi)".into()
        }
        Decision::PavilionLuxury => {
            "Pavilion: take a tajine of your choice for free (the stacks are shuffled again)".into()
        }
    }
}

/// Where a nomad stands or goes.
pub(crate) fn nomad_spot(lang: Lang, k: BoardKeshi, cat: &Catalog) -> String {
    match k {
        BoardKeshi::Marker { sector } => format!("the {}", sector.name()),
        BoardKeshi::Entertainer { field: f } => format!("the main square, {}", field(lang, cat, f)),
        BoardKeshi::Guard => "the watchtower of the medina".into(),
        BoardKeshi::WaterVendor { sector } => {
            format!("the water vendor's space of the {}", sector.name())
        }
        BoardKeshi::Caravan { path: p } => format!("the Sahara, {}", path(lang, p)),
        _ => "a space".into(),
    }
}

pub(crate) fn board_keshi(lang: Lang, k: BoardKeshi, cat: &Catalog) -> String {
    match k {
        BoardKeshi::Marker { sector } => format!(
            "a {} keshi from the {}",
            sector.colour().map(|c| c.name()).unwrap_or("?"),
            sector.name()
        ),
        BoardKeshi::Entertainer { field: f } => {
            format!("the entertainer on {}", field(lang, cat, f))
        }
        BoardKeshi::Guard => "a guard from the watchtower".into(),
        BoardKeshi::WaterVendor { sector } => format!("the water vendor of the {}", sector.name()),
        BoardKeshi::Caravan { path: p } => {
            format!("the caravan at the desert town of the {}", path(lang, p))
        }
        _ => "a keshi".into(),
    }
}

/// What the sector action would do with the keshis the player has.
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
        Sector::River => format!("move your fisherman {}", plural(k, "step", "steps")),
        Sector::DateOrchard => format!("gain {}", plural(k, "date", "dates")),
        Sector::Souk => "exchange goods or buy a luxury good".into(),
        Sector::MainSquare => "turn the disc, use an entertainer".into(),
        Sector::Mosque => format!("climb the mosque {}", plural(k, "step", "steps")),
        Sector::Palace => format!("climb the palace {}", plural(k, "step", "steps")),
        Sector::Madrasa => format!("buy scrolls with {}", plural(k, "scholar", "scholars")),
        Sector::Medina => format!(
            "buy gates ({} on the watchtower)",
            plural(me.watchtower, "guard", "guards")
        ),
        Sector::Sahara => "claim discovered oases".into(),
    }
}
