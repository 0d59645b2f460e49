//! Nomads in the camel race's spectator area. 003 (camel race): "Jedesmal,
//! wenn ein Spieler auf beliebige Weise einen Keshi erhält, darf er sich
//! entscheiden, diesen wie üblich auf seinem persönlichen Tableau zu
//! verwenden, oder ihn in seinem Zuschauerbereich auf der Rennstrecke
//! einzusetzen." "Anmerkung: Nomaden-Keshis können ebenfalls platziert
//! werden. Sie zählen als eigene Farbe und können für Belohnungen
//! eingetauscht werden. Sie können im weiteren Spiel gegen Bezahlung von 1
//! Dinar auch wieder in in einen anderen Bezirk umgesetzt werden."

use marrakesh_engine::*;

mod common;
use common::{assistant_turn, before_throw, fresh, provision_tile};

fn modules() -> Modules {
    Modules {
        camel_race: true,
        nomads: true,
        ..Modules::default()
    }
}

fn setup(players: u8, edition: Edition) -> Setup {
    Setup {
        players,
        edition,
        seed: 23,
        tower: TowerSetting::NoTower,
        river_tiles: Some(Setup::FIRST_GAME_RIVER_TILES),
        start_player: Some(0),
        modules: modules(),
        ..Setup::default()
    }
}

/// Phase 1 done (every player selected turquoise, gray and black); the
/// tower is thrown and this round's nomad joins the base.
fn claims(s: Setup, arrange: impl FnOnce(&mut State)) -> Game {
    before_throw(s, [Colour::Turquoise, Colour::Gray, Colour::Black], arrange)
}

fn spectators(colours: &[Colour], nomads: u8) -> Racer {
    let mut r = Racer::default();
    for c in colours {
        r.spectators[c.index()] += 1;
    }
    r.nomads = nomads;
    r
}

/// Puts `n` nomads of the nomad board in player `p`'s spectator area.
fn nomads_watching(st: &mut State, p: usize, colours: &[Colour], n: u8) {
    st.nomads.supply -= n;
    st.players[p].race = spectators(colours, n);
}

fn steps_for(kinds: usize) -> u8 {
    let cat = Catalog::embedded();
    cat.camel_race.as_ref().unwrap().steps_by_colours.value[kinds - 1]
}

/// The claimed nomad may go to the spectator area, and counts as a colour
/// of its own for the camel's steps ("Die Anzahl der Felder hängt dabei von
/// der Anzahl unterschiedlicher Keshis (Farben) im eigenen Zuschauerbereich
/// ab"). Essential: placed after the claims, with the same choice.
#[test]
fn a_claimed_nomad_may_watch_the_race_as_a_colour_of_its_own() {
    for edition in [Edition::Classic, Edition::Essential] {
        let mut g = claims(setup(2, edition), |st| {
            st.players[0].race = spectators(&[Colour::Green], 0);
        });
        g.apply(0, Action::ClaimNomad).unwrap();
        while g.pending().for_player(0) != Some(Decision::PlaceNomad { from_supply: false }) {
            let (p, _) = g.pending().players[0];
            let legal = g.legal_actions(p);
            let a = legal
                .iter()
                .copied()
                .find(|a| matches!(a, Action::Claim { .. } | Action::ToBoard))
                .unwrap_or(legal[0]);
            g.apply(p, a).unwrap();
        }
        let legal = g.legal_actions(0);
        assert!(legal.contains(&Action::ToSpectatorArea), "{edition:?}");
        assert!(legal.contains(&Action::PlaceNomad {
            spot: BoardKeshi::Marker {
                sector: Sector::Palace
            }
        }));
        let supply = g.state().nomads.supply;
        let events = g.apply(0, Action::ToSpectatorArea).unwrap();
        assert!(events
            .iter()
            .any(|e| matches!(e, Event::NomadSpectating { player: 0 })));
        let pl = g.state().player(0);
        assert_eq!(pl.race.nomads, 1);
        assert_eq!(pl.nomads.owned(), 0, "not on the board");
        // Green and the nomad: 2 colours.
        assert_eq!(pl.race.camel, steps_for(2));
        assert_eq!(g.state().nomads.supply, supply);
        // Public: every seat sees it.
        assert_eq!(g.view(Some(1)).players[0].race.unwrap().nomads, 1);
    }
}

/// "Auch wenn ein Keshi einer Farbe eingesetzt wird, die bereits im
/// eigenen Zuschauerbereich vorhanden ist, bewegt sich das Kamel anhand der
/// Tabelle gemäß der Anzahl der Keshi-Farben": a second nomad adds no
/// colour.
#[test]
fn a_second_nomad_adds_no_colour() {
    let mut g = claims(setup(2, Edition::Classic), |st| {
        nomads_watching(st, 0, &[Colour::Green, Colour::White], 1);
    });
    g.apply(0, Action::ClaimNomad).unwrap();
    g.apply(0, Action::ToSpectatorArea).unwrap();
    let r = g.state().player(0).race;
    assert_eq!(r.nomads, 2);
    assert_eq!(r.kinds(), 3);
    assert_eq!(r.camel, steps_for(3));
}

/// The camel race's hint: "Erst wenn auch hier kein Platz mehr frei sein
/// sollte, darf der Spieler keine Keshis dieser Farbe mehr nehmen": a full
/// spectator area takes no nomad.
#[test]
fn a_full_spectator_area_takes_no_nomad() {
    let cat = Catalog::embedded();
    let room = cat.camel_race.as_ref().unwrap().spectator_spaces.value;
    let mut g = claims(setup(2, Edition::Classic), |st| {
        st.players[0].race.spectators[Colour::Green.index()] = room;
    });
    g.apply(0, Action::ClaimNomad).unwrap();
    let legal = g.legal_actions(0);
    assert!(!legal.contains(&Action::ToSpectatorArea));
    assert!(legal.iter().all(|a| matches!(a, Action::PlaceNomad { .. })));
}

/// "Sie zählen als eigene Farbe und können für Belohnungen eingetauscht
/// werden." R25: the keshis paid for a reward all differ in colour, so a
/// nomad may be one of the further keshis (never the colour shown), and
/// at most one. The paid nomad goes "in den allgemeinen Vorrat": back to
/// the nomad board.
#[test]
fn a_nomad_pays_for_a_reward_as_one_further_colour() {
    let s = setup(2, Edition::Classic);
    let g = Game::new(s).unwrap();
    let d = g.catalog().camel_race.clone().unwrap();
    let mut st = fresh(s);
    let (tile, side) = st.race.rewards.as_slice()[0];
    let face = d.reward_tiles[tile as usize - 1].sides[side as usize].clone();
    // An offer with 1 further keshi and one with 2.
    let (one, o1) = face
        .offers
        .iter()
        .enumerate()
        .find(|(_, o)| o.any == 1)
        .map(|(i, o)| (i as u8, *o))
        .unwrap();
    let (two, o2) = face
        .offers
        .iter()
        .enumerate()
        .find(|(_, o)| o.any == 2 && o.colour != o1.colour)
        .map(|(i, o)| (i as u8, *o))
        .unwrap();
    st.phase = Phase::SeasonScoring;
    st.scoring_step = ScoringStep::CamelRace;
    st.turn = 0;
    st.agenda.clear();
    // Only the two offers' colours and 2 nomads.
    nomads_watching(&mut st, 0, &[o1.colour, o2.colour], 2);
    let supply = st.nomads.supply;
    let mut g = Game::from_state(s, st).unwrap();
    assert_eq!(g.pending().players[0], (0, Decision::CamelRewards));
    let legal = g.legal_actions(0);
    let set = |cs: &[Colour]| cs.iter().copied().collect::<ColourSet>();
    // The 1-further offer: with the other colour, or with a nomad.
    assert!(legal.contains(&Action::BuyCamelReward {
        offer: one,
        keshis: set(&[o1.colour, o2.colour]),
    }));
    let with_nomad = Action::BuyCamelRewardWithNomad {
        offer: one,
        keshis: set(&[o1.colour]),
    };
    assert!(legal.contains(&with_nomad));
    // The 2-further offer: the other colour and a nomad; two nomads are one
    // colour, so never the shown colour with 2 nomads.
    assert!(legal.contains(&Action::BuyCamelRewardWithNomad {
        offer: two,
        keshis: set(&[o1.colour, o2.colour]),
    }));
    assert!(!legal.contains(&Action::BuyCamelRewardWithNomad {
        offer: two,
        keshis: set(&[o2.colour]),
    }));
    // No offer shows the nomad: every nomad purchase includes its colour.
    for a in &legal {
        if let Action::BuyCamelRewardWithNomad { offer, keshis } = a {
            let o = face.offers[*offer as usize];
            assert!(keshis.contains(o.colour));
            assert_eq!(
                keshis.len(),
                u32::from(o.any),
                "the nomad is the last further keshi"
            );
        }
    }
    let events = g.apply(0, with_nomad).unwrap();
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::SpectatorNomadReturned { player: 0 })));
    let r = g.state().player(0).race;
    assert_eq!(r.nomads, 1);
    assert_eq!(r.spectators[o1.colour.index()], 0);
    assert_eq!(
        g.state().nomads.supply,
        supply + 1,
        "back on the nomad board"
    );
}

/// Only nomads in the spectator area buy nothing: each reward shows a
/// keshi colour to pay.
#[test]
fn nomads_alone_buy_no_reward() {
    let s = setup(2, Edition::Classic);
    let mut st = fresh(s);
    st.phase = Phase::SeasonScoring;
    st.scoring_step = ScoringStep::CamelRace;
    st.turn = 0;
    st.agenda.clear();
    nomads_watching(&mut st, 0, &[], 3);
    st.players[0].race.dung = 2;
    st.players[1].race = spectators(&[Colour::Green], 0);
    let g = Game::from_state(s, st);
    // Player 0 has nothing to buy: the phase goes on without asking.
    let g = g.unwrap();
    assert_ne!(g.pending().for_player(0), Some(Decision::CamelRewards));
}

/// "Sie können im weiteren Spiel gegen Bezahlung von 1 Dinar auch wieder
/// in in einen anderen Bezirk umgesetzt werden": before the assistants, as
/// the nomads' move ("Einmal pro Runde, bevor der aktive Spieler seine
/// Assistenten nutzt"), to any sector but the souk; the camel stays.
#[test]
fn a_watching_nomad_moves_to_a_sector_for_a_dinar() {
    let mut g = assistant_turn(
        setup(2, Edition::Classic),
        &[Sector::River, Sector::Mosque, Sector::Palace],
        |st| {
            nomads_watching(st, 0, &[Colour::Green], 1);
            st.players[0].race.camel = 2;
            st.players[0].resources = Resources::new(0, 0, 2);
        },
    );
    let to_palace = Action::MoveSpectatorNomad {
        to: BoardKeshi::Marker {
            sector: Sector::Palace,
        },
    };
    let legal = g.legal_actions(0);
    assert!(legal.contains(&to_palace));
    assert!(legal.contains(&Action::MoveSpectatorNomad {
        to: BoardKeshi::WaterVendor {
            sector: Sector::Mosque
        }
    }));
    let events = g.apply(0, to_palace).unwrap();
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::NomadLeftSpectators { player: 0 })));
    let pl = g.state().player(0);
    assert_eq!(pl.resources.dinars, 1);
    assert_eq!(pl.race.nomads, 0);
    assert_eq!(pl.race.camel, 2, "the camel stays");
    assert_eq!(pl.nomads.markers[Sector::Palace.index()], 1);
    assert_eq!(pl.markers[Sector::Palace.index()], 1);
    // Moved this round: it does not move again.
    assert!(!g.legal_actions(0).iter().any(|a| matches!(
        a,
        Action::MoveNomad { .. } | Action::MoveSpectatorNomad { .. }
    )));
}

/// No dinar, no move (the price is "1 Dinar"), and once an assistant is
/// used the moment has passed.
#[test]
fn a_watching_nomad_stays_without_a_dinar() {
    let g = assistant_turn(setup(2, Edition::Classic), &[Sector::River], |st| {
        nomads_watching(st, 0, &[], 1);
        st.players[0].resources = Resources::new(3, 3, 0);
    });
    assert!(!g
        .legal_actions(0)
        .iter()
        .any(|a| matches!(a, Action::MoveSpectatorNomad { .. })));
}

/// A nomad is no coloured keshi: the provision tiles' exchange ("Es darf
/// auch ein Keshi aus dem eigenen Zuschauerbereich getauscht ... werden")
/// returns keshis of a colour only.
#[test]
fn a_watching_nomad_is_not_exchanged() {
    let s = Setup {
        modules: Modules {
            new_provisions: true,
            ..modules()
        },
        ..setup(2, Edition::Classic)
    };
    let exchange = provision_tile(&Game::new(s).unwrap(), ProvisionEffect::SeasonExchange);
    let mut st = fresh(s);
    st.phase = Phase::Selection;
    st.agenda.clear();
    st.players[0].provision[0] = ProvisionSlot {
        tile: exchange,
        active: true,
    };
    nomads_watching(&mut st, 0, &[Colour::Green], 1);
    assert!(st.agenda.push(Task::Decide {
        p: 0,
        d: Decision::ProvisionExchange {
            first_season: false,
        },
    }));
    let g = Game::from_state(s, st).unwrap();
    let legal = g.legal_actions(0);
    assert!(legal.contains(&Action::ReturnSpectator {
        colour: Colour::Green
    }));
    assert_eq!(
        legal
            .iter()
            .filter(|a| matches!(a, Action::ReturnSpectator { .. }))
            .count(),
        1
    );
}

/// The nomad of the hard provision tile ("Erhalte 1 Nomaden-Keshi und setze
/// ihn sofort ein") may watch the race too ("auf beliebige Weise einen
/// Keshi erhält"), and its free move may take a watching nomad to a sector.
#[test]
fn the_provision_tiles_nomad_may_watch_and_move_back_for_free() {
    let s = Setup {
        modules: Modules {
            new_provisions: true,
            ..modules()
        },
        ..setup(2, Edition::Classic)
    };
    let tile = provision_tile(&Game::new(s).unwrap(), ProvisionEffect::Nomad);
    let mut st = fresh(s);
    st.phase = Phase::Selection;
    st.agenda.clear();
    st.players[0].provision[0] = ProvisionSlot { tile, active: true };
    let mut free = st;
    assert!(st.agenda.push(Task::Decide {
        p: 0,
        d: Decision::PlaceNomad { from_supply: true },
    }));
    let mut g = Game::from_state(s, st).unwrap();
    assert!(g.legal_actions(0).contains(&Action::ToSpectatorArea));
    let supply = g.state().nomads.supply;
    g.apply(0, Action::ToSpectatorArea).unwrap();
    assert_eq!(g.state().nomads.supply, supply - 1);
    assert_eq!(g.state().player(0).race.nomads, 1);
    // A later season's free move.
    nomads_watching(&mut free, 0, &[], 1);
    free.players[0].resources = Resources::new(0, 0, 0);
    assert!(free.agenda.push(Task::Decide {
        p: 0,
        d: Decision::ProvisionNomadMove,
    }));
    let mut g = Game::from_state(s, free).unwrap();
    let to = Action::MoveSpectatorNomad {
        to: BoardKeshi::Marker {
            sector: Sector::Mosque,
        },
    };
    assert!(g.legal_actions(0).contains(&to));
    assert!(g.legal_actions(0).contains(&Action::Done));
    g.apply(0, to).unwrap();
    let pl = g.state().player(0);
    assert_eq!(pl.race.nomads, 0);
    assert_eq!(pl.nomads.markers[Sector::Mosque.index()], 1);
    assert_eq!(pl.resources, Resources::new(0, 0, 0), "free");
}

/// Paschabot, "Erweiterung: Kamelrennen": "Der Paschabot nimmt nicht am
/// Rennen teil" and "Er setzt den Nomaden im Bezirk am weitesten oben ein":
/// its nomads never watch; random solo games keep every nomad accounted
/// for.
#[test]
fn solo_games_with_watching_nomads_play_through() {
    let mut watched = 0;
    for seed in 0..4u64 {
        for edition in [Edition::Classic, Edition::Essential] {
            let s = Setup {
                seed,
                edition,
                modules: modules(),
                ..Setup::solo(Solo::default(), seed)
            };
            let mut g = Game::new(s).unwrap();
            let mut rng = Rng::new(seed ^ 0x5EC7);
            while !g.is_over() {
                let (p, _) = g.pending().players[0];
                let legal = g.legal_actions(p);
                // Prefer the spectator area for nomads.
                let nomad = legal.iter().any(|a| matches!(a, Action::PlaceNomad { .. }));
                let a = if nomad && legal.contains(&Action::ToSpectatorArea) {
                    watched += 1;
                    Action::ToSpectatorArea
                } else if legal.contains(&Action::ClaimNomad) {
                    Action::ClaimNomad
                } else {
                    legal[rng.below(legal.len() as u32) as usize]
                };
                g.apply(p, a).unwrap();
                assert_eq!(g.state().player(1).race, Racer::default());
            }
        }
    }
    assert!(watched > 0);
}

/// Random games, 2-4 players and both editions, with the camel race, the
/// nomads and the new provision tiles, the players leaning to the nomads'
/// new ways (claim, watch, pay a reward, move back): every position passes
/// the engine's state checks (nomads conserved: nomad board, tower base,
/// boards and spectator areas hold 003's "20 Nomaden-Keshis") and the games
/// end.
#[test]
fn random_games_with_watching_nomads_stay_consistent() {
    let favoured = |a: &Action| {
        matches!(
            a,
            Action::ClaimNomad
                | Action::ToSpectatorArea
                | Action::BuyCamelRewardWithNomad { .. }
                | Action::MoveSpectatorNomad { .. }
        )
    };
    let (mut watched, mut paid, mut moved) = (0, 0, 0);
    for players in 2..=4u8 {
        for edition in [Edition::Classic, Edition::Essential] {
            for seed in 0..2u64 {
                let s = Setup {
                    seed: 100 * players as u64 + seed,
                    modules: Modules {
                        new_provisions: true,
                        ..modules()
                    },
                    ..setup(players, edition)
                };
                let mut g = Game::new(s).unwrap();
                let mut rng = Rng::new(s.seed ^ 0x0A7C);
                let mut steps = 0;
                while !g.is_over() {
                    steps += 1;
                    assert!(steps < 20_000, "the game ends");
                    let (p, _) = g.pending().players[0];
                    let legal = g.legal_actions(p);
                    let fav: Vec<Action> = legal.iter().copied().filter(favoured).collect();
                    let a = if !fav.is_empty() && rng.below(4) != 0 {
                        fav[rng.below(fav.len() as u32) as usize]
                    } else {
                        legal[rng.below(legal.len() as u32) as usize]
                    };
                    match a {
                        Action::ToSpectatorArea
                            if matches!(
                                g.pending().for_player(p),
                                Some(Decision::PlaceNomad { .. })
                            ) =>
                        {
                            watched += 1
                        }
                        Action::BuyCamelRewardWithNomad { .. } => paid += 1,
                        Action::MoveSpectatorNomad { .. } => moved += 1,
                        _ => {}
                    }
                    g.apply(p, a).unwrap();
                    if steps % 7 == 0 {
                        Game::from_state(s, *g.state())
                            .unwrap_or_else(|e| panic!("step {steps}: {e:?}"));
                    }
                }
                Game::from_state(s, *g.state()).unwrap();
            }
        }
    }
    assert!(
        watched > 0 && paid > 0 && moved > 0,
        "watched {watched}, paid {paid}, moved {moved}"
    );
}
