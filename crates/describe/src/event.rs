//! What happened, in words: every event, and the Paschabot's turns told as
//! what it does.

use marrakesh_engine::{
    paschabot, AssistantOption, Catalog, Colour, Edition, Event, Game, Opponent, PlayerId,
};

use crate::*;

/// How the Paschabot's events read: its turns are the rules', so they are
/// told as what it does, not as choices.
pub(crate) fn bot_event(
    lang: Lang,
    cat: &Catalog,
    edition: Edition,
    bot: &str,
    opponent: Opponent,
    e: &Event,
) -> Option<String> {
    let is_bot = |p: &PlayerId| *p == paschabot::BOT;
    Some(match e {
        Event::KeshisSelected { player } if is_bot(player) => {
            format!("{bot} draws 3 keshis from its bag")
        }
        Event::KeshisClaimed {
            player,
            colours: cs,
        } if is_bot(player) && opponent == Opponent::Lazy => {
            format!("{bot} takes {} (back to the supply)", colours(lang, cs))
        }
        Event::AssistantUsed { player, sector, .. } if is_bot(player) => {
            format!("{bot} uses its {} assistant", sector.name())
        }
        Event::KeshiDeployed {
            player,
            colour,
            sector,
        } if is_bot(player) => match colour {
            Colour::Red => format!("{bot} puts a water vendor on its {} row", sector.name()),
            c if c.is_goods() => format!("{bot} gains {} goods keshi", a(c)),
            c => format!("{bot} puts {} keshi on its {} row", a(c), sector.name()),
        },
        Event::GateBought {
            player,
            workshop,
            colour,
        } if is_bot(player) => format!(
            "{bot} takes {} gate from workshop {} without paying",
            a(colour),
            workshop + 1
        ),
        Event::StrategyTileRevealed { tile } => {
            format!(
                "{bot} reveals strategy tile {}",
                strategy_tile(lang, cat, *tile)
            )
        }
        Event::DesertTownTaken { player, town } if is_bot(player) => format!(
            "{bot} takes desert town {} at random, day side up",
            desert_town(lang, cat, *town, edition)
        ),
        _ => return None,
    })
}

/// One event of `game`, in words. Events carry only public information;
/// the game gives the seat names, the edition, the solo opponent (seat 1)
/// and the staircase tiles on the line spaces (module 1).
pub fn event(lang: Lang, game: &Game, e: &Event) -> String {
    event_named(lang, game, &names_for(game.setup()), e)
}

/// [`event`] with the seats' own names (a server's players).
pub fn event_named(lang: Lang, game: &Game, names: &[String], e: &Event) -> String {
    let cat = game.catalog();
    let classic = game.setup().edition == Edition::Classic;
    let edition = game.setup().edition;
    let solo = game.setup().solo.map(|s| s.opponent);
    let n = |p: &PlayerId| name(names, *p);
    if let Some(o) = solo {
        if let Some(t) = bot_event(lang, cat, edition, &n(&paschabot::BOT), o, e) {
            return t;
        }
    }
    match e {
        Event::SetupChoice { player } => format!("{} made a setup choice", n(player)),
        Event::ProvisionActivated { player, tile } => format!(
            "{} activates provision tile {}",
            n(player),
            provision(lang, cat, *tile)
        ),
        Event::SeasonStarted {
            season,
            start_player,
        } => format!(
            "=== Season {} begins; {} holds the season tracker ===",
            season + 1,
            n(start_player)
        ),
        Event::RoundStarted {
            season,
            round,
            start_player,
        } => format!(
            "--- Season {}, round {}: {} starts ---",
            season + 1,
            round + 1,
            n(start_player)
        ),
        Event::KeshisSelected { player } => format!("{} has chosen their keshis", n(player)),
        Event::SelectionRevealed { player, keshis } => {
            format!("{} reveals {}", n(player), colours(lang, keshis))
        }
        Event::AssistantPlaced { player, sector } => {
            format!("{} places an assistant in the {}", n(player), sector.name())
        }
        Event::TowerThrown { thrown, came_out } => format!(
            "{thrown} keshis go into the tower; out come: {}",
            colour_counts(lang, came_out)
        ),
        Event::KeshisClaimed {
            player,
            colours: cs,
        } => {
            format!("{} claims {}", n(player), colours(lang, cs))
        }
        Event::LeftoverReturned { colours: cs } => {
            format!(
                "Unclaimable keshis return to the supply: {}",
                colour_counts(lang, cs)
            )
        }
        Event::KeshiDeployed {
            player,
            colour,
            sector,
        } => format!(
            "{} deploys {} keshi in the {}",
            n(player),
            a(colour),
            sector.name()
        ),
        Event::KeshiReturned { player, colour } => format!(
            "{} has no room: the {colour} keshi goes back to the supply",
            n(player)
        ),
        Event::KeshiRemoved {
            player,
            colour,
            sector,
        } => format!(
            "{} removes {} keshi from the {}",
            n(player),
            a(colour),
            sector.name()
        ),
        Event::AssistantUsed {
            player,
            sector,
            option,
        } => match option {
            AssistantOption::NewKeshi { colour } => format!(
                "{} uses the {} assistant: new {colour} keshi",
                n(player),
                sector.name()
            ),
            AssistantOption::SectorAction => {
                format!(
                    "{} uses the {} assistant: sector action",
                    n(player),
                    sector.name()
                )
            }
        },
        Event::ResourcesGained {
            player,
            resources: r,
        } => format!("{} gains {r}", n(player)),
        Event::ResourcesPaid {
            player,
            resources: r,
        } => format!("{} pays {r}", n(player)),
        Event::Scored {
            player,
            points,
            category: c,
        } => {
            if *points >= 0 {
                format!(
                    "{} scores {} ({})",
                    n(player),
                    plural(*points, "point", "points"),
                    category(lang, *c)
                )
            } else {
                format!(
                    "{} loses {} ({})",
                    n(player),
                    plural(-*points, "point", "points"),
                    category(lang, *c)
                )
            }
        }
        Event::FishermanMoved { player, from, to } => {
            format!("{}'s fisherman moves from {from} to {to}", n(player))
        }
        Event::Docked { player, spot } => {
            let pts = cat
                .river
                .docking_points
                .get(*spot as usize)
                .copied()
                .unwrap_or(0);
            format!("{} docks at the jetty ({pts}-point spot)", n(player))
        }
        Event::PawnMoved {
            player,
            stair: s,
            from,
            to,
        } => format!(
            "{} climbs the {} staircase from {from} to {to}",
            n(player),
            stair(lang, *s)
        ),
        Event::ThresholdCrossed {
            player,
            stair: s,
            segment,
        } => format!(
            "{} crosses into segment {segment} of the {} staircase",
            n(player),
            stair(lang, *s)
        ),
        Event::LineBonusTaken { player, space } => {
            let cover = game.view(None).board.staircase_cover;
            format!(
                "{} takes the line bonus {}",
                n(player),
                line_space(lang, cat, &cover, *space)
            )
        }
        Event::DiscRotated { player, .. } => format!("{} turns the audience disc", n(player)),
        Event::EntertainerChosen {
            player,
            field: f,
            spectators: s,
        } => format!(
            "{} uses the entertainer on {} x {s}",
            n(player),
            field(lang, cat, *f)
        ),
        Event::ScrollTaken { player, scroll: id } => {
            format!("{} takes scroll {}", n(player), scroll(lang, cat, *id))
        }
        Event::ScrollsRefreshed { player, ty } => {
            format!(
                "{} refreshes the {} scrolls",
                n(player),
                scroll_type(lang, *ty)
            )
        }
        Event::LuxuryBought { player, luxury: id } => {
            format!("{} buys {}", n(player), luxury(lang, cat, *id))
        }
        Event::GoodsExchanged { player, colour } => {
            format!("{} exchanges {} goods keshi", n(player), a(colour))
        }
        Event::GateBought {
            player,
            workshop,
            colour,
        } => format!(
            "{} buys {} gate at workshop {}",
            n(player),
            a(colour),
            workshop + 1
        ),
        Event::GateBuilt {
            player,
            colour,
            space,
            matched,
        } => {
            let at = cat
                .gate_spaces
                .get(*space as usize)
                .map(|g| g.sector.name())
                .unwrap_or("?");
            format!(
                "{} builds the {colour} gate in front of the {at}{}",
                n(player),
                if *matched { " (match!)" } else { "" }
            )
        }
        Event::OasisDiscovered {
            player, oasis: o, ..
        } => {
            format!("{} discovers {}", n(player), oasis(lang, cat, *o, classic))
        }
        Event::OasisClaimed {
            player, oasis: o, ..
        } => {
            format!("{} claims {}", n(player), oasis(lang, cat, *o, classic))
        }
        Event::OasisScored {
            player,
            oasis: o,
            points,
        } => format!("{}'s oasis #{o:02} scores {points}", n(player)),
        Event::RapidBonusTaken { player, rapid } => {
            let b = cat
                .river
                .rapids
                .get(*rapid as usize)
                .map(|r| bonus(lang, r.bonus))
                .unwrap_or_default();
            format!("{} takes the bonus of rapid {}: {b}", n(player), rapid + 1)
        }
        Event::RiverTileAwarded {
            player,
            face,
            place,
        } => format!(
            "{} is {} on the river: river tile #{face:02}",
            n(player),
            if *place == 0 { "first" } else { "second" }
        ),
        // The payment and the points lost are the lines before
        // (`ResourcesPaid`, `Scored`): told once.
        Event::Provisioned {
            player,
            paid: _,
            penalty,
        } => {
            if *penalty > 0 {
                format!("{} cannot provide fully and hands in everything", n(player))
            } else {
                format!("{} has provided for the citizens", n(player))
            }
        }
        Event::RoundEnded { season, round } => {
            format!("Season {}, round {} ends", season + 1, round + 1)
        }
        Event::SeasonEnded { season } => format!("=== Season {} ends ===", season + 1),
        Event::StrategyTileRevealed { tile } => {
            format!(
                "Strategy tile {} is revealed",
                strategy_tile(lang, cat, *tile)
            )
        }
        Event::ScrollsDiscarded { ty } => format!(
            "The face-up {} scrolls leave the game (the Paschabot's madrasa)",
            scroll_type(lang, *ty)
        ),
        Event::DesertTownTaken { player, town } => format!(
            "{} takes desert town {}, night side up",
            n(player),
            desert_town(lang, cat, *town, edition)
        ),
        Event::DesertTownClaimed { player, town } => format!(
            "{} claims desert town {}: day side up",
            n(player),
            desert_town(lang, cat, *town, edition)
        ),
        Event::FigureMoved {
            stair: s,
            carrier: Some(p),
            step,
        } => format!(
            "{} takes the {} along (step {step} of the {} staircase): {}",
            n(p),
            figure(lang, *s),
            stair(lang, *s),
            figure_benefit(lang, *s)
        ),
        Event::FigureMoved {
            stair: s,
            carrier: None,
            step,
        } => {
            if *step > cat.staircase.final_step {
                format!(
                    "The {} leaves the {} staircase: nobody is left below",
                    figure(lang, *s),
                    stair(lang, *s)
                )
            } else {
                format!(
                    "The {} waits on step {step} of the {} staircase",
                    figure(lang, *s),
                    stair(lang, *s)
                )
            }
        }
        Event::SpectatorPlaced { player, colour } => {
            format!("{} puts a {colour} keshi in the spectator area", n(player))
        }
        Event::SpectatorsReturned { player, keshis } => {
            let k: Vec<&str> = keshis.iter().map(|c| c.name()).collect();
            format!("{} returns spectators: {}", n(player), k.join(" + "))
        }
        Event::CamelMoved { player, to, .. } => {
            format!("{}'s camel runs to space {to}", n(player))
        }
        Event::CamelStopped { player, at } => format!(
            "{}'s camel stops before the bridge on space {at}",
            n(player)
        ),
        Event::StageLineCrossed { player, line } => {
            format!("{}'s camel crosses stage line {line}", n(player))
        }
        Event::CamelFinished { player, place } => format!(
            "{}'s camel crosses the finish line: podium place {place}",
            n(player)
        ),
        Event::DungTaken { player, dung } => format!("{} takes {dung} camel dung", n(player)),
        Event::DungDiscarded { player, dung } => {
            format!("{} discards {dung} camel dung", n(player))
        }
        Event::StackSearched {
            player,
            search,
            stack,
        } => format!(
            "{} searches stack {} for {}",
            n(player),
            stack + 1,
            stack_search(lang, *search)
        ),
        Event::RewardTileDiscarded { tile, side } => format!(
            "Reward tile #{tile}{} is discarded",
            if *side == 0 { "a" } else { "b" }
        ),
        Event::NomadInBase => "A nomad joins the tower base".into(),
        Event::NomadReturned => "Nobody takes the nomad: it goes back to the nomad board".into(),
        Event::NomadClaimed { player } => format!("{} takes the nomad", n(player)),
        Event::NomadDeclined { player } => format!("{} lets the nomad go", n(player)),
        Event::NomadDeployed { player, spot } => format!(
            "{} puts a nomad on {}",
            n(player),
            crate::decision::nomad_spot(lang, *spot, cat)
        ),
        Event::NomadSpectating { player } => {
            format!("{} puts a nomad in the spectator area", n(player))
        }
        Event::SpectatorNomadReturned { player } => format!(
            "{} returns a nomad of the spectator area to the nomad board",
            n(player)
        ),
        Event::NomadLeftSpectators { player } => {
            format!("{} moves a nomad away from the spectator area", n(player))
        }
        Event::NomadMoved { player, from, .. } => format!(
            "{} moves a nomad away from {}",
            n(player),
            crate::decision::nomad_spot(lang, *from, cat)
        ),
        Event::GameOver { winners } if solo == Some(Opponent::Lazy) => {
            if winners.is_empty() {
                format!("=== Game over. {} reaches no title ===", n(&0))
            } else {
                format!("=== Game over. {} earns a title ===", n(&0))
            }
        }
        Event::GameOver { winners } if winners.is_empty() => {
            "=== Game over. Nobody wins ===".into()
        }
        Event::GameOver { winners } => {
            let w: Vec<String> = winners.iter().map(n).collect();
            format!("=== Game over. Winner: {} ===", w.join(" and "))
        }
        Event::StorageKeshiDrawn {
            player,
            space,
            colour,
        } => format!(
            "{} draws a {colour} keshi for storage space {} (date store)",
            n(player),
            space + 1
        ),
        Event::StartScrollsDrawn { player } => format!(
            "{} draws yellow scrolls to keep one (special buildings)",
            n(player)
        ),
        Event::LibrarySearched { player, ty, stack } => format!(
            "{} searches stack {} of the {} scrolls (library)",
            n(player),
            stack + 1,
            ty.name()
        ),
        Event::StorageKeshiExchanged {
            player,
            space,
            from,
            to,
        } => format!(
            "{} exchanges the {from} keshi on oasis bonus space {} for a {to} one (provision tile)",
            n(player),
            space + 1
        ),
    }
}
