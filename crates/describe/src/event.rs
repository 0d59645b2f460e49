//! What happened, in words: every event, and the Paschabot's turns told as
//! what it does. The sentences are the `event-…` messages of
//! `locales/<lang>/events.ftl`; the phrases they take (a keshi of a colour,
//! a sector with its preposition, amounts of resources) are rendered here
//! from the helper messages of the same file, so that German can decline
//! them.

use marrakesh_engine::{
    AssistantOption, Catalog, Colour, Edition, Event, Game, Opponent, PlayerId, Resources, Sector,
    PASCHABOT,
};

use crate::components::*;
use crate::*;

/// The selector key of a sector in the `.ftl` messages.
pub(crate) fn sector_key(s: Sector) -> &'static str {
    match s {
        Sector::River => "river",
        Sector::DateOrchard => "date_orchard",
        Sector::Souk => "souk",
        Sector::MainSquare => "main_square",
        Sector::Mosque => "mosque",
        Sector::Palace => "palace",
        Sector::Madrasa => "madrasa",
        Sector::Medina => "medina",
        Sector::Sahara => "sahara",
    }
}

/// A sector's name inside a sentence ("palace", "Palast", "paleis").
pub(crate) fn sector_word(lang: Lang, s: Sector) -> String {
    sector_name(lang, s)
}

/// "in the palace" / "im Palast" / "in het paleis".
pub(crate) fn sector_at(lang: Lang, s: Sector) -> String {
    tr!(lang, "event-sector-at", sector = sector_key(s))
}

/// "to the palace" / "in den Palast" / "naar het paleis".
pub(crate) fn sector_to(lang: Lang, s: Sector) -> String {
    tr!(lang, "event-sector-to", sector = sector_key(s))
}

/// "a gray keshi" (the object of a sentence).
pub(crate) fn keshi_a(lang: Lang, c: Colour) -> String {
    tr!(lang, "event-keshi-a", colour = c.name())
}

/// "a yellow goods keshi" (the object of a sentence).
pub(crate) fn goods_a(lang: Lang, c: Colour) -> String {
    tr!(lang, "event-goods-a", colour = c.name())
}

/// One colour's name ("gray", "grau", "grijs").
pub(crate) fn colour_word(lang: Lang, c: Colour) -> String {
    colour(lang, c)
}

/// Amounts of resources: "2 water + 1 date"; "nothing".
pub(crate) fn resources_text(lang: Lang, r: Resources) -> String {
    let mut parts = Vec::new();
    if r.water > 0 {
        parts.push(tr!(lang, "event-water", n = r.water));
    }
    if r.dates > 0 {
        parts.push(tr!(lang, "event-dates", n = r.dates));
    }
    if r.dinars > 0 {
        parts.push(tr!(lang, "event-dinars", n = r.dinars));
    }
    if parts.is_empty() {
        lang.get("event-nothing")
    } else {
        parts.join(" + ")
    }
}

/// Names joined: "P0 and P1", "P0, P1 and P2" style per language.
pub(crate) fn and_list(lang: Lang, items: &[String]) -> String {
    let mut it = items.iter();
    let first = it.next().cloned().unwrap_or_default();
    it.fold(first, |a, b| tr!(lang, "event-and", a = a, b = b))
}

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
    let is_bot = |p: &PlayerId| *p == PASCHABOT;
    Some(match e {
        Event::KeshisSelected { player } if is_bot(player) => {
            tr!(lang, "event-bot-draws", bot = bot)
        }
        Event::KeshisClaimed {
            player,
            colours: cs,
        } if is_bot(player) && opponent == Opponent::Lazy => tr!(
            lang,
            "event-bot-takes-back",
            bot = bot,
            colours = colours(lang, cs)
        ),
        Event::AssistantUsed { player, sector, .. } if is_bot(player) => tr!(
            lang,
            "event-bot-uses-assistant",
            bot = bot,
            sector = sector_word(lang, *sector)
        ),
        Event::KeshiDeployed {
            player,
            colour,
            sector,
        } if is_bot(player) => match colour {
            Colour::Red => tr!(
                lang,
                "event-bot-water-vendor",
                bot = bot,
                sector = sector_word(lang, *sector)
            ),
            c if c.is_goods() => tr!(
                lang,
                "event-bot-gains-goods",
                bot = bot,
                keshi = goods_a(lang, *c)
            ),
            c => tr!(
                lang,
                "event-bot-puts-keshi",
                bot = bot,
                keshi = keshi_a(lang, *c),
                sector = sector_word(lang, *sector)
            ),
        },
        Event::GateBought {
            player,
            workshop,
            colour,
        } if is_bot(player) => tr!(
            lang,
            "event-bot-takes-gate",
            bot = bot,
            gate = tr!(lang, "event-gate-a", colour = colour.name()),
            workshop = workshop + 1
        ),
        Event::StrategyTileRevealed { tile } => tr!(
            lang,
            "event-bot-reveals-tile",
            bot = bot,
            tile = strategy_tile(lang, cat, *tile)
        ),
        Event::DesertTownTaken { player, town } if is_bot(player) => tr!(
            lang,
            "event-bot-takes-town",
            bot = bot,
            town = desert_town(lang, cat, *town, edition)
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
        if let Some(t) = bot_event(lang, cat, edition, &n(&PASCHABOT), o, e) {
            return t;
        }
    }
    let stair_key = |s: &marrakesh_engine::Stair| match s {
        marrakesh_engine::Stair::Palace => "palace",
        marrakesh_engine::Stair::Mosque => "mosque",
    };
    match e {
        Event::SetupChoice { player } => tr!(lang, "event-setup-choice", player = n(player)),
        Event::ProvisionChosen { player } => {
            tr!(lang, "event-provision-chosen", player = n(player))
        }
        Event::ProvisionActivated { player, tile } => tr!(
            lang,
            "event-provision-activated",
            player = n(player),
            tile = provision(lang, cat, *tile)
        ),
        Event::SeasonStarted {
            season,
            start_player,
        } => tr!(
            lang,
            "event-season-started",
            season = season + 1,
            player = n(start_player)
        ),
        Event::RoundStarted {
            season,
            round,
            start_player,
        } => tr!(
            lang,
            "event-round-started",
            season = season + 1,
            round = round + 1,
            player = n(start_player)
        ),
        Event::KeshisSelected { player } => tr!(lang, "event-keshis-selected", player = n(player)),
        Event::SelectionRevealed { player, keshis } => tr!(
            lang,
            "event-selection-revealed",
            player = n(player),
            colours = colours(lang, keshis)
        ),
        Event::AssistantPlaced { player, sector } => tr!(
            lang,
            "event-assistant-placed",
            player = n(player),
            at = sector_at(lang, *sector)
        ),
        Event::TowerThrown { thrown, came_out } => tr!(
            lang,
            "event-tower-thrown",
            thrown = *thrown,
            out = colour_counts(lang, came_out)
        ),
        Event::KeshisClaimed {
            player,
            colours: cs,
        } => tr!(
            lang,
            "event-keshis-claimed",
            player = n(player),
            colours = colours(lang, cs)
        ),
        Event::LeftoverReturned { colours: cs } => tr!(
            lang,
            "event-leftover-returned",
            out = colour_counts(lang, cs)
        ),
        Event::KeshiDeployed {
            player,
            colour,
            sector,
        } => tr!(
            lang,
            "event-keshi-deployed",
            player = n(player),
            keshi = keshi_a(lang, *colour),
            at = sector_at(lang, *sector)
        ),
        Event::KeshiReturned { player, colour } => tr!(
            lang,
            "event-keshi-returned",
            player = n(player),
            keshi = tr!(lang, "event-keshi-the", colour = colour.name())
        ),
        Event::KeshiRemoved {
            player,
            colour,
            sector,
        } => tr!(
            lang,
            "event-keshi-removed",
            player = n(player),
            keshi = keshi_a(lang, *colour),
            from = tr!(lang, "event-sector-from", sector = sector_key(*sector))
        ),
        Event::AssistantUsed {
            player,
            sector,
            option,
        } => match option {
            AssistantOption::NewKeshi { colour } => tr!(
                lang,
                "event-assistant-new-keshi",
                player = n(player),
                sector = sector_word(lang, *sector),
                colour = colour_word(lang, *colour)
            ),
            AssistantOption::SectorAction => tr!(
                lang,
                "event-assistant-sector-action",
                player = n(player),
                sector = sector_word(lang, *sector)
            ),
        },
        Event::ResourcesGained {
            player,
            resources: r,
        } => tr!(
            lang,
            "event-resources-gained",
            player = n(player),
            resources = resources_text(lang, *r)
        ),
        Event::ResourcesPaid {
            player,
            resources: r,
        } => tr!(
            lang,
            "event-resources-paid",
            player = n(player),
            resources = resources_text(lang, *r)
        ),
        Event::Scored {
            player,
            points,
            category: c,
        } => tr!(
            lang,
            if *points >= 0 {
                "event-scored"
            } else {
                "event-lost-points"
            },
            player = n(player),
            points = i64::from(*points).abs(),
            category = category(lang, *c)
        ),
        Event::FishermanMoved { player, from, to } => tr!(
            lang,
            "event-fisherman-moved",
            player = n(player),
            from = *from,
            to = *to
        ),
        Event::Docked { player, spot } => {
            let pts = cat
                .river
                .docking_points
                .get(*spot as usize)
                .copied()
                .unwrap_or(0);
            tr!(lang, "event-docked", player = n(player), points = pts)
        }
        Event::PawnMoved {
            player,
            stair: s,
            from,
            to,
        } => tr!(
            lang,
            "event-pawn-moved",
            player = n(player),
            stair = stair_key(s),
            from = *from,
            to = *to
        ),
        Event::ThresholdCrossed {
            player,
            stair: s,
            segment,
        } => tr!(
            lang,
            "event-threshold-crossed",
            player = n(player),
            segment = *segment,
            stair = stair_key(s)
        ),
        Event::LineBonusTaken { player, space } => {
            let cover = game.view(None).board.staircase_cover;
            tr!(
                lang,
                "event-line-bonus-taken",
                player = n(player),
                bonus = line_space(lang, cat, &cover, *space)
            )
        }
        Event::DiscRotated { player, .. } => tr!(lang, "event-disc-rotated", player = n(player)),
        Event::EntertainerChosen {
            player,
            field: f,
            spectators: s,
        } => tr!(
            lang,
            "event-entertainer-chosen",
            player = n(player),
            field = field(lang, cat, *f),
            spectators = *s
        ),
        Event::ScrollTaken { player, scroll: id } => tr!(
            lang,
            "event-scroll-taken",
            player = n(player),
            scroll = scroll(lang, cat, *id)
        ),
        Event::ScrollsRefreshed { player, ty } => tr!(
            lang,
            "event-scrolls-refreshed",
            player = n(player),
            scrolls = tr!(lang, "event-scrolls-the", kind = ty.name())
        ),
        Event::LuxuryBought { player, luxury: id } => tr!(
            lang,
            "event-luxury-bought",
            player = n(player),
            luxury = luxury(lang, cat, *id)
        ),
        Event::GoodsExchanged { player, colour } => tr!(
            lang,
            "event-goods-exchanged",
            player = n(player),
            keshi = goods_a(lang, *colour)
        ),
        Event::GateBought {
            player,
            workshop,
            colour,
        } => tr!(
            lang,
            "event-gate-bought",
            player = n(player),
            gate = tr!(lang, "event-gate-a", colour = colour.name()),
            workshop = workshop + 1
        ),
        Event::GateBuilt {
            player,
            colour,
            space,
            matched,
        } => {
            let front = cat
                .gate_spaces
                .get(*space as usize)
                .map(|g| tr!(lang, "event-sector-front", sector = sector_key(g.sector)))
                .unwrap_or_default();
            tr!(
                lang,
                "event-gate-built",
                player = n(player),
                gate = tr!(lang, "event-gate-the", colour = colour.name()),
                front = front,
                matched = if *matched { "yes" } else { "no" }
            )
        }
        Event::OasisDiscovered {
            player, oasis: o, ..
        } => tr!(
            lang,
            "event-oasis-discovered",
            player = n(player),
            oasis = oasis(lang, cat, *o, classic)
        ),
        Event::OasisClaimed {
            player, oasis: o, ..
        } => tr!(
            lang,
            "event-oasis-claimed",
            player = n(player),
            oasis = oasis(lang, cat, *o, classic)
        ),
        Event::OasisScored {
            player,
            oasis: o,
            points,
        } => tr!(
            lang,
            "event-oasis-scored",
            player = n(player),
            oasis = format!("{o:02}"),
            points = i64::from(*points)
        ),
        Event::RapidBonusTaken { player, rapid } => {
            let b = cat
                .river
                .rapids
                .get(*rapid as usize)
                .map(|r| bonus(lang, r.bonus))
                .unwrap_or_default();
            tr!(
                lang,
                "event-rapid-bonus",
                player = n(player),
                rapid = rapid + 1,
                bonus = b
            )
        }
        Event::RiverTileAwarded {
            player,
            face,
            place,
        } => tr!(
            lang,
            "event-river-tile",
            player = n(player),
            place = if *place == 0 { "first" } else { "second" },
            tile = format!("{face:02}")
        ),
        // The payment and the points lost are the lines before
        // (`ResourcesPaid`, `Scored`): told once.
        Event::Provisioned {
            player,
            paid: _,
            penalty,
        } => tr!(
            lang,
            if *penalty > 0 {
                "event-provision-failed"
            } else {
                "event-provisioned"
            },
            player = n(player)
        ),
        Event::RoundEnded { season, round } => tr!(
            lang,
            "event-round-ended",
            season = season + 1,
            round = round + 1
        ),
        Event::SeasonEnded { season } => tr!(lang, "event-season-ended", season = season + 1),
        Event::StrategyTileRevealed { tile } => tr!(
            lang,
            "event-strategy-tile",
            tile = strategy_tile(lang, cat, *tile)
        ),
        Event::ScrollsDiscarded { ty } => tr!(lang, "event-scrolls-discarded", kind = ty.name()),
        Event::DesertTownTaken { player, town } => tr!(
            lang,
            "event-town-taken",
            player = n(player),
            town = desert_town(lang, cat, *town, edition)
        ),
        Event::DesertTownClaimed { player, town } => tr!(
            lang,
            "event-town-claimed",
            player = n(player),
            town = desert_town(lang, cat, *town, edition)
        ),
        Event::FigureMoved {
            stair: s,
            carrier: Some(p),
            step,
        } => tr!(
            lang,
            "event-figure-carried",
            player = n(p),
            figure = figure(lang, *s),
            step = *step,
            stair = stair_key(s),
            benefit = figure_benefit(lang, *s)
        ),
        Event::FigureMoved {
            stair: s,
            carrier: None,
            step,
        } => {
            if *step > cat.staircase.final_step {
                tr!(
                    lang,
                    "event-figure-leaves",
                    figure = figure(lang, *s),
                    stair = stair_key(s)
                )
            } else {
                tr!(
                    lang,
                    "event-figure-waits",
                    figure = figure(lang, *s),
                    step = *step,
                    stair = stair_key(s)
                )
            }
        }
        Event::SpectatorPlaced { player, colour } => tr!(
            lang,
            "event-spectator-placed",
            player = n(player),
            keshi = keshi_a(lang, *colour)
        ),
        Event::SpectatorsReturned { player, keshis } => {
            let k: Vec<String> = keshis.iter().map(|c| colour_word(lang, c)).collect();
            tr!(
                lang,
                "event-spectators-returned",
                player = n(player),
                colours = k.join(" + ")
            )
        }
        Event::CamelMoved { player, to, .. } => {
            tr!(lang, "event-camel-moved", player = n(player), space = *to)
        }
        Event::CamelStopped { player, at } => {
            tr!(lang, "event-camel-stopped", player = n(player), space = *at)
        }
        Event::StageLineCrossed { player, line } => {
            tr!(lang, "event-stage-line", player = n(player), line = *line)
        }
        Event::CamelFinished { player, place } => tr!(
            lang,
            "event-camel-finished",
            player = n(player),
            place = *place
        ),
        Event::DungTaken { player, dung } => {
            tr!(lang, "event-dung-taken", player = n(player), dung = *dung)
        }
        Event::DungDiscarded { player, dung } => tr!(
            lang,
            "event-dung-discarded",
            player = n(player),
            dung = *dung
        ),
        Event::StackSearched {
            player,
            search,
            stack,
        } => tr!(
            lang,
            "event-stack-searched",
            player = n(player),
            stack = stack + 1,
            search = stack_search(lang, *search)
        ),
        Event::RewardTileDiscarded { tile, side } => tr!(
            lang,
            "event-reward-discarded",
            tile = format!("{tile}{}", if *side == 0 { "a" } else { "b" })
        ),
        Event::NomadInBase => lang.get("event-nomad-in-base"),
        Event::NomadReturned => lang.get("event-nomad-returned"),
        Event::NomadClaimed { player } => tr!(lang, "event-nomad-claimed", player = n(player)),
        Event::NomadDeclined { player } => tr!(lang, "event-nomad-declined", player = n(player)),
        Event::NomadDeployed { player, spot } => tr!(
            lang,
            "event-nomad-deployed",
            player = n(player),
            spot = crate::decision::nomad_spot(lang, *spot, cat)
        ),
        Event::NomadSpectating { player } => {
            tr!(lang, "event-nomad-spectating", player = n(player))
        }
        Event::SpectatorNomadReturned { player } => {
            tr!(lang, "event-spectator-nomad-returned", player = n(player))
        }
        Event::NomadLeftSpectators { player } => {
            tr!(lang, "event-nomad-left-spectators", player = n(player))
        }
        Event::NomadMoved { player, from, .. } => tr!(
            lang,
            "event-nomad-moved",
            player = n(player),
            spot = crate::decision::nomad_spot(lang, *from, cat)
        ),
        // The title reached, named when the game's score sheet has it.
        Event::GameOver { winners } if solo == Some(Opponent::Lazy) => {
            match (winners.is_empty(), crate::lazy_title(lang, game)) {
                (true, _) => tr!(lang, "event-game-over-no-title", player = n(&0)),
                (false, Some(title)) => tr!(
                    lang,
                    "event-game-over-title-named",
                    player = n(&0),
                    title = title
                ),
                (false, None) => tr!(lang, "event-game-over-title", player = n(&0)),
            }
        }
        Event::GameOver { winners } if winners.is_empty() => lang.get("event-game-over-nobody"),
        Event::GameOver { winners } => {
            let w: Vec<String> = winners.iter().map(n).collect();
            tr!(
                lang,
                "event-game-over-winners",
                count = w.len(),
                winners = and_list(lang, &w)
            )
        }
        Event::StorageKeshiDrawn {
            player,
            space,
            colour,
        } => tr!(
            lang,
            "event-storage-keshi-drawn",
            player = n(player),
            keshi = keshi_a(lang, *colour),
            space = space + 1
        ),
        Event::StartScrollsDrawn { player } => {
            tr!(lang, "event-start-scrolls", player = n(player))
        }
        Event::LibrarySearched { player, ty, stack } => tr!(
            lang,
            "event-library-searched",
            player = n(player),
            stack = stack + 1,
            kind = ty.name()
        ),
        Event::StorageKeshiExchanged {
            player,
            space,
            from,
            to,
        } => tr!(
            lang,
            "event-storage-keshi-exchanged",
            player = n(player),
            from = tr!(lang, "event-keshi-the-acc", colour = from.name()),
            space = space + 1,
            to = tr!(lang, "event-colour-one", colour = to.name())
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use marrakesh_engine::{Setup, Solo};

    /// The log declines what English leaves alone: German and Dutch
    /// adjectives, articles and prepositions by colour and sector.
    #[test]
    fn events_in_three_languages() {
        let game = Game::new(Setup::new(3, 1)).unwrap();
        let deployed = Event::KeshiDeployed {
            player: 2,
            colour: Colour::Orange,
            sector: Sector::Souk,
        };
        let gate = Event::GateBuilt {
            player: 0,
            colour: Colour::Gray,
            space: 0,
            matched: false,
        };
        assert_eq!(
            event(Lang::En, &game, &deployed),
            "P2 deploys an orange keshi in the souk"
        );
        assert_eq!(
            event(Lang::De, &game, &deployed),
            "P2 setzt einen orange Keshi im Souk ein"
        );
        assert_eq!(
            event(Lang::Nl, &game, &deployed),
            "P2 plaatst een oranje keshi in de soek"
        );
        assert!(event(Lang::De, &game, &gate).starts_with("P0 baut das graue Stadttor vor "));
        let paid = Event::ResourcesPaid {
            player: 1,
            resources: Resources::new(0, 1, 3),
        };
        assert_eq!(event(Lang::En, &game, &paid), "P1 pays 1 date + 3 dinars");
        assert_eq!(
            event(Lang::De, &game, &paid),
            "P1 bezahlt 1 Dattel + 3 Dinar"
        );
        assert_eq!(
            event(Lang::Nl, &game, &paid),
            "P1 betaalt 1 dadel + 3 dinars"
        );
        let thrown = Event::TowerThrown {
            thrown: 1,
            came_out: [0; 12],
        };
        assert!(event(Lang::En, &game, &thrown).starts_with("1 keshi goes into the tower"));
        let over = Event::GameOver {
            winners: vec![0, 2],
        };
        assert_eq!(
            event(Lang::De, &game, &over),
            "=== Spielende. Gewinner: P0 und P2 ==="
        );
        // The Paschabot's turns stay told as what it does.
        let solo = Game::new(Setup::solo(Solo::default(), 1)).unwrap();
        let bot = Event::GateBought {
            player: PASCHABOT,
            workshop: 0,
            colour: Colour::Gray,
        };
        assert_eq!(
            event(Lang::De, &solo, &bot),
            "Paschabot nimmt ein graues Stadttor von Werkstatt-Feld 1, ohne zu bezahlen"
        );
        assert_eq!(
            event(Lang::Nl, &solo, &bot),
            "Paschabot neemt een grijze stadspoort van werkplaats 1 zonder te betalen"
        );
    }
}
