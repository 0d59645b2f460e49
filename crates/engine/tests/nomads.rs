//! The nomads (003 "Die Nomaden"): each statement of 003's nomad page as a
//! concrete position, in both editions.

use marrakesh_engine::*;

mod common;
use common::{assistant_turn, before_throw, fresh};

fn nomads() -> Modules {
    Modules {
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
        modules: nomads(),
        ..Setup::default()
    }
}

/// Puts a nomad from the nomad board on player `p`'s marker sector `s`.
fn nomad_in(st: &mut State, p: usize, s: Sector) {
    st.nomads.supply -= 1;
    st.players[p].markers[s.index()] += 1;
    st.players[p].nomads.markers[s.index()] += 1;
}

fn spot_actions(g: &Game, p: PlayerId) -> Vec<Action> {
    g.legal_actions(p)
}

const SELECTION: [Colour; 3] = [Colour::Turquoise, Colour::Gray, Colour::Black];

/// 003: "20 Nomaden-Keshis (Holz)", "mit 1 Dattel und 1 Wasser bezahlt",
/// "Einen Nomaden-Keshi umzusetzen kostet 1 Dinar."
#[test]
fn catalog_has_20_nomads_and_their_prices() {
    let cat = Catalog::embedded();
    let d = cat.nomads.as_ref().unwrap();
    assert_eq!(d.supply.value, 20);
    assert_eq!(d.per_round.value, 1);
    assert_eq!(d.cost.value, Resources::new(1, 1, 0));
    assert_eq!(d.move_cost.value, Resources::new(0, 0, 1));
    for s in [&d.supply.source, &d.cost.source, &d.move_cost.source] {
        assert!(s.starts_with("003"), "{s}");
    }
    let g = Game::new(setup(2, Edition::Classic)).unwrap();
    assert_eq!(g.state().nomads.supply, 20);
    assert!(!g.state().nomads.in_base);
    // Without the module there is no nomad at all.
    let g = Game::new(Setup {
        modules: Modules::default(),
        ..setup(2, Edition::Classic)
    })
    .unwrap();
    assert_eq!(g.state().nomads.supply, 0);
}

/// "In jeder Runde stellt ihr 1 Nomaden-Keshi vom Nomaden-Tableau in den
/// Turm-Auslauf, nachdem ihr alle ... Keshis in den Turm geworfen und im
/// Auslauf sortiert habt." "Beim 'Keshis nehmen' haben die Spieler nun die
/// Wahl, entweder 1-2 Keshis einer Farbe oder den Nomaden-Keshi zu nehmen.
/// Der Nomaden-Keshi muss sofort mit 1 Dattel und 1 Wasser bezahlt werden."
#[test]
fn a_nomad_joins_the_base_and_is_claimed_for_a_date_and_a_water() {
    for edition in [Edition::Classic, Edition::Essential] {
        let mut g = before_throw(setup(2, edition), SELECTION, |_| {});
        let st = g.state();
        assert_eq!(st.phase, Phase::Claim, "{edition:?}");
        assert!(st.nomads.in_base);
        assert_eq!(st.nomads.supply, 19);
        // The 6 thrown keshis came out (no tower), and the nomad.
        assert_eq!(st.display.iter().sum::<u8>(), 6);
        let legal = g.legal_actions(0);
        assert!(legal.contains(&Action::ClaimNomad), "{legal:?}");
        assert!(legal.contains(&Action::Claim {
            colour: Colour::Turquoise,
            count: 2
        }));
        // Not both: the nomad instead of keshis, and no passing.
        assert!(!legal.contains(&Action::Done));
        let before = g.state().player(0).resources;
        g.apply(0, Action::ClaimNomad).unwrap();
        let after = g.state().player(0).resources;
        assert_eq!(after.water, before.water - 1);
        assert_eq!(after.dates, before.dates - 1);
        assert_eq!(after.dinars, before.dinars);
        assert!(!g.state().nomads.in_base);
        // The keshis stay in the base for the others.
        assert_eq!(g.state().display.iter().sum::<u8>(), 6);
        if edition == Edition::Classic {
            // Classic: placed at once.
            assert_eq!(
                g.pending().for_player(0),
                Some(Decision::PlaceNomad { from_supply: false })
            );
        } else {
            // Essential: beside the board like the wooden keshis, placed
            // once the base is empty.
            assert_eq!(g.state().player(0).nomads.held, 1);
            assert_eq!(g.pending().for_player(1), Some(Decision::ClaimKeshis));
        }
    }
}

/// Digest §12.1 / 003: the nomad "muss sofort ... bezahlt werden": who
/// cannot pay cannot take it.
#[test]
fn no_nomad_without_a_date_and_a_water() {
    let g = before_throw(setup(2, Edition::Classic), SELECTION, |st| {
        st.players[0].resources = Resources::new(1, 0, 5);
    });
    assert!(!g.legal_actions(0).contains(&Action::ClaimNomad));
}

/// "Pro Runde steht immer nur 1 Nomaden-Keshi zur Verfügung. Wenn alle
/// anderen Keshis genommen worden sind und auch danach kein Spieler den
/// Nomaden-Keshi nehmen möchte oder kann, wird er zurück auf das
/// Nomaden-Tableau gestellt und das Spiel geht weiter."
#[test]
fn an_unwanted_nomad_goes_back_to_the_nomad_board() {
    let mut g = before_throw(setup(2, Edition::Classic), SELECTION, |_| {});
    // Both players take keshis until the base is empty.
    while g.state().display.iter().sum::<u8>() > 0 {
        let (p, d) = g.pending().players[0];
        assert_eq!(d, Decision::ClaimKeshis);
        let a = *g
            .legal_actions(p)
            .iter()
            .find(|a| matches!(a, Action::Claim { .. }))
            .unwrap();
        g.apply(p, a).unwrap();
        while let Some((q, d)) = g.pending().players.first().copied() {
            if d == Decision::ClaimKeshis {
                break;
            }
            let a = g.legal_actions(q)[0];
            g.apply(q, a).unwrap();
        }
    }
    // Then the nomad is offered on, each may let it go.
    assert!(g.state().nomads.in_base);
    for _ in 0..2 {
        let (p, d) = g.pending().players[0];
        assert_eq!(d, Decision::ClaimKeshis);
        assert_eq!(g.legal_actions(p), vec![Action::ClaimNomad, Action::Done]);
        g.apply(p, Action::Done).unwrap();
    }
    assert!(!g.state().nomads.in_base);
    assert_eq!(g.state().nomads.supply, 20);
    assert_eq!(g.state().phase, Phase::UseAssistants);
}

/// "Der Nomaden-Keshi kann in jedem Bezirk (außer dem Souk) und sogar als
/// Wasserverkäufer eingesetzt werden. Er zählt als 1 Keshi dieses Bezirks.
/// Spieler erhalten außerdem den Einsetzbonus, sofern er auf dem Großen
/// Platz (rosa), der Dattel-Plantage (grün) oder der Sahara (braun)
/// eingesetzt wird."
#[test]
fn a_nomad_goes_anywhere_but_the_souk_with_its_deployment_bonus() {
    let mut g = before_throw(setup(2, Edition::Classic), SELECTION, |_| {});
    g.apply(0, Action::ClaimNomad).unwrap();
    let spots: Vec<BoardKeshi> = spot_actions(&g, 0)
        .into_iter()
        .map(|a| match a {
            Action::PlaceNomad { spot } => spot,
            a => panic!("{a:?}"),
        })
        .collect();
    // 5 marker sectors, 8 main-square fields, the watchtower, 3 Sahara
    // paths, 8 water-vendor spaces; nothing in the souk.
    assert_eq!(spots.len(), 5 + 8 + 1 + 3 + 8);
    assert!(spots.contains(&BoardKeshi::WaterVendor {
        sector: Sector::Palace
    }));
    assert!(spots.iter().all(|s| !matches!(
        s,
        BoardKeshi::Marker {
            sector: Sector::Souk
        } | BoardKeshi::WaterVendor {
            sector: Sector::Souk
        }
    )));
    // Date orchard: its deployment bonus (1 point); 1 keshi of the sector,
    // no green keshi.
    let score = g.state().player(0).score;
    g.apply(
        0,
        Action::PlaceNomad {
            spot: BoardKeshi::Marker {
                sector: Sector::DateOrchard,
            },
        },
    )
    .unwrap();
    let pl = g.state().player(0);
    assert_eq!(pl.score, score + 1);
    assert_eq!(pl.sector_keshis(Sector::DateOrchard), 1);
    assert_eq!(pl.keshis_of(Colour::Green), 0);

    // River: no bonus, but it counts for the river action's steps.
    let mut g = before_throw(setup(2, Edition::Classic), SELECTION, |_| {});
    g.apply(0, Action::ClaimNomad).unwrap();
    let score = g.state().player(0).score;
    g.apply(
        0,
        Action::PlaceNomad {
            spot: BoardKeshi::Marker {
                sector: Sector::River,
            },
        },
    )
    .unwrap();
    assert_eq!(g.state().player(0).score, score);
    assert_eq!(g.state().player(0).sector_keshis(Sector::River), 1);

    // The main square: the field's bonus, as an entertainer would.
    let mut g = before_throw(setup(2, Edition::Classic), SELECTION, |_| {});
    g.apply(0, Action::ClaimNomad).unwrap();
    let events = g
        .apply(
            0,
            Action::PlaceNomad {
                spot: BoardKeshi::Entertainer { field: 0 },
            },
        )
        .unwrap();
    let pl = g.state().player(0);
    assert_eq!(pl.entertainers, 1);
    assert_eq!(pl.keshis_of(Colour::Pink), 0);
    let bonus = g.catalog().main_square_fields[0].bonus;
    let gained = events.iter().any(|e| {
        matches!(
            e,
            Event::Scored { player: 0, .. }
                | Event::ResourcesGained { player: 0, .. }
                | Event::KeshiDeployed { player: 0, .. }
        )
    }) || !g.pending().is_empty();
    assert!(gained, "the field's bonus {bonus:?}: {events:?}");

    // The Sahara: the caravan's space discovers its oasis.
    let mut g = before_throw(setup(2, Edition::Classic), SELECTION, |_| {});
    g.apply(0, Action::ClaimNomad).unwrap();
    let events = g
        .apply(
            0,
            Action::PlaceNomad {
                spot: BoardKeshi::Caravan {
                    path: SaharaPath::Left,
                },
            },
        )
        .unwrap();
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::OasisDiscovered { player: 0, .. })),
        "{events:?}"
    );
    assert_eq!(g.state().player(0).caravans[0], 1);
    assert_eq!(g.state().player(0).keshis_of(Colour::Brown), 0);

    // As a water vendor: it pays its water like any water vendor.
    let mut g = assistant_turn(setup(2, Edition::Classic), &[Sector::Mosque], |st| {
        st.nomads.supply -= 1;
        st.players[0].water_vendors |= 1 << Sector::Mosque.index();
        st.players[0].nomads.vendors |= 1 << Sector::Mosque.index();
    });
    assert_eq!(g.state().player(0).keshis_of(Colour::Red), 0);
    let water = g.state().player(0).resources.water;
    g.apply(
        0,
        Action::UseAssistant {
            sector: Sector::Mosque,
            option: AssistantOption::SectorAction,
        },
    )
    .unwrap();
    assert_eq!(g.state().player(0).resources.water, water + 1);
}

/// A full sector takes no nomad.
#[test]
fn a_full_sector_takes_no_nomad() {
    let mut g = before_throw(setup(2, Edition::Classic), SELECTION, |st| {
        st.players[0].markers[Sector::Palace.index()] = 8;
    });
    g.apply(0, Action::ClaimNomad).unwrap();
    assert!(!g.legal_actions(0).contains(&Action::PlaceNomad {
        spot: BoardKeshi::Marker {
            sector: Sector::Palace
        }
    }));
}

/// "Einmal pro Runde, bevor der aktive Spieler seine Assistenten nutzt,
/// kann er sich für jeden Nomaden-Keshi entscheiden, ob er ihn in einen
/// anderen Bezirk (außer den Souk) umsetzen möchte. Einen Nomaden-Keshi
/// umzusetzen kostet 1 Dinar. Ggfs. erhält der Spieler den Einsetzbonus".
#[test]
fn a_nomad_moves_once_a_round_before_the_assistants_for_a_dinar() {
    let mut g = assistant_turn(
        setup(2, Edition::Classic),
        &[Sector::River, Sector::Mosque, Sector::Palace],
        |st| {
            nomad_in(st, 0, Sector::River);
            st.players[0].resources = Resources::new(0, 0, 2);
        },
    );
    let to_orchard = Action::MoveNomad {
        from: BoardKeshi::Marker {
            sector: Sector::River,
        },
        to: BoardKeshi::Marker {
            sector: Sector::DateOrchard,
        },
    };
    let legal = g.legal_actions(0);
    assert!(legal.contains(&to_orchard));
    // Not within its own sector, never to the souk.
    assert!(legal.iter().all(|a| match a {
        Action::MoveNomad { to, .. } => !matches!(
            to,
            BoardKeshi::Marker {
                sector: Sector::River
            } | BoardKeshi::WaterVendor {
                sector: Sector::River
            }
        ),
        _ => true,
    }));
    let score = g.state().player(0).score;
    g.apply(0, to_orchard).unwrap();
    let pl = g.state().player(0);
    assert_eq!(pl.resources.dinars, 1);
    assert_eq!(pl.score, score + 1, "the date orchard's deployment bonus");
    assert_eq!(pl.sector_keshis(Sector::River), 0);
    assert_eq!(pl.sector_keshis(Sector::DateOrchard), 1);
    // Each nomad once: the moved one does not move again this round.
    assert!(!g
        .legal_actions(0)
        .iter()
        .any(|a| matches!(a, Action::MoveNomad { .. })));

    // After the first assistant, no more moves.
    let mut g = assistant_turn(
        setup(2, Edition::Classic),
        &[Sector::River, Sector::Mosque],
        |st| {
            nomad_in(st, 0, Sector::Palace);
            st.players[0].resources = Resources::new(0, 0, 2);
        },
    );
    assert!(g
        .legal_actions(0)
        .iter()
        .any(|a| matches!(a, Action::MoveNomad { .. })));
    g.apply(
        0,
        Action::UseAssistant {
            sector: Sector::Mosque,
            option: AssistantOption::SectorAction,
        },
    )
    .unwrap();
    while g.pending().for_player(0) != Some(Decision::UseAssistant) {
        let a = *g.legal_actions(0).last().unwrap();
        g.apply(0, a).unwrap();
    }
    assert!(!g
        .legal_actions(0)
        .iter()
        .any(|a| matches!(a, Action::MoveNomad { .. })));

    // Without a dinar, no move.
    let g = assistant_turn(setup(2, Edition::Classic), &[Sector::River], |st| {
        nomad_in(st, 0, Sector::Palace);
        st.players[0].resources = Resources::new(3, 3, 0);
    });
    assert!(!g
        .legal_actions(0)
        .iter()
        .any(|a| matches!(a, Action::MoveNomad { .. })));
}

/// "Wichtig: Ein Nomaden-Keshi darf nicht von einer erkundeten oder
/// aktivierten Oase weggesetzt werden. Ein Nomaden-Keshi, der einem
/// Stadttor in der Medina zugeteilt ist, darf nicht umgesetzt werden (wohl
/// aber aus dem Wachturm)."
#[test]
fn no_move_from_an_oasis_or_a_gate_but_from_the_watchtower() {
    let moves_from = |g: &Game| -> Vec<BoardKeshi> {
        let mut v: Vec<BoardKeshi> = g
            .legal_actions(0)
            .into_iter()
            .filter_map(|a| match a {
                Action::MoveNomad { from, .. } => Some(from),
                _ => None,
            })
            .collect();
        v.dedup();
        v
    };
    // A nomad on the left path next to its discovered oasis stays.
    let g = assistant_turn(setup(2, Edition::Classic), &[Sector::River], |st| {
        st.nomads.supply -= 1;
        st.players[0].caravans[0] = 1;
        st.players[0].nomads.caravans[0] = 1;
        st.players[0].oasis_slots[0].status = OasisStatus::Discovered;
        st.players[0].resources.dinars = 3;
    });
    assert_eq!(moves_from(&g), vec![]);
    // On the watchtower it may move.
    let g = assistant_turn(setup(2, Edition::Classic), &[Sector::River], |st| {
        st.nomads.supply -= 1;
        st.players[0].watchtower = 1;
        st.players[0].nomads.watchtower = 1;
        st.players[0].resources.dinars = 3;
    });
    assert_eq!(moves_from(&g), vec![BoardKeshi::Guard]);
    // Committed to a gate it may not.
    let g = assistant_turn(setup(2, Edition::Classic), &[Sector::River], |st| {
        st.nomads.supply -= 1;
        st.players[0].gates[0] = Some(Colour::Green);
        st.players[0].nomads.gates = 1;
        st.players[0].resources.dinars = 3;
    });
    assert_eq!(moves_from(&g), vec![]);
}

/// Building a gate commits a beige guard before a nomad; with only the
/// nomad on the watchtower, the nomad goes to the gate and stays there.
#[test]
fn a_gate_commits_the_nomad_only_when_no_guard_is_left() {
    let st = |guards: u8| {
        let mut st = fresh(setup(2, Edition::Classic));
        st.nomads.supply -= 1;
        st.players[0].watchtower = guards + 1;
        st.players[0].nomads.watchtower = 1;
        st
    };
    for guards in [0u8, 1] {
        let mut s = st(guards);
        s.phase = Phase::UseAssistants;
        s.turn = 0;
        s.start_player = 0;
        s.agenda.clear();
        for p in 0..2 {
            s.players[p].assistants.clear();
        }
        s.players[0].assistants = BVec::from_slice(&[Sector::Medina]).unwrap();
        s.players[0].resources.dinars = 10;
        let mut g = Game::from_state(setup(2, Edition::Classic), s).unwrap();
        g.apply(
            0,
            Action::UseAssistant {
                sector: Sector::Medina,
                option: AssistantOption::SectorAction,
            },
        )
        .unwrap();
        let buy = *g
            .legal_actions(0)
            .iter()
            .find(|a| matches!(a, Action::BuyGate { .. }))
            .unwrap();
        g.apply(0, buy).unwrap();
        let build = *g
            .legal_actions(0)
            .iter()
            .find(|a| matches!(a, Action::BuildGate { .. }))
            .unwrap();
        g.apply(0, build).unwrap();
        let n = g.state().player(0).nomads;
        if guards == 0 {
            assert_eq!((n.watchtower, n.gates), (0, 1));
        } else {
            assert_eq!((n.watchtower, n.gates), (1, 0));
        }
    }
}

/// "Bei der Wertung der komplett gefüllten Bezirke werden auch die in dem
/// jeweiligen Bezirk platzierten Nomaden-Keshis eingerechnet." R24: also
/// in Essential (marker 7 + nomad = 8), gray like the other marker colours.
/// Oasis 25 scores the complete sectors.
#[test]
fn nomads_count_toward_complete_sectors() {
    let cat = Catalog::embedded();
    let complete = OasisId(25);
    assert!(matches!(
        cat.oasis(complete).effect,
        OasisEffect::CompleteSectors { .. }
    ));
    for edition in [Edition::Classic, Edition::Essential] {
        let mut st = fresh(setup(2, edition));
        let pl = &mut st.players[0];
        pl.markers[Sector::Madrasa.index()] = 7;
        pl.water_vendors |= 1 << Sector::Madrasa.index();
        let without = oasis_points(&cat, &st, 0, complete, 0, true);
        nomad_in(&mut st, 0, Sector::Madrasa);
        let with = oasis_points(&cat, &st, 0, complete, 0, true);
        let per = match cat.oasis(complete).effect {
            OasisEffect::CompleteSectors { points } => points as i16,
            _ => unreachable!(),
        };
        assert_eq!(with - without, per, "{edition:?}");
        // A nomad as the water vendor completes a sector too.
        let mut st = fresh(setup(2, edition));
        st.players[0].markers[Sector::River.index()] = 8;
        let without = oasis_points(&cat, &st, 0, complete, 0, true);
        st.nomads.supply -= 1;
        st.players[0].water_vendors |= 1 << Sector::River.index();
        st.players[0].nomads.vendors |= 1 << Sector::River.index();
        let with = oasis_points(&cat, &st, 0, complete, 0, true);
        assert_eq!(with - without, per, "{edition:?}");
    }
}

/// "Nomaden-Keshis zählen allerdings nicht dazu, wenn ein Oasen-Plättchen
/// eine bestimmte Keshi-Farbe fordert ... Für dieses Plättchen erhält der
/// Spieler 1 Punkt pro weißem Keshi im Palast-Bezirk seines persönlichen
/// Tableaus. Für dort platzierte Nomaden-Keshis erhält er keine Punkte."
/// Essential: "Erhalte Punkte in Höhe des aktuellen Werts des
/// Keshi-Anzeigers" (the marker, the nomad above it not counted).
#[test]
fn the_white_keshi_oasis_gives_no_points_for_nomads() {
    let cat = Catalog::embedded();
    let white = OasisId(5);
    let base = match cat.oasis(white).effect {
        OasisEffect::KeshiCount {
            colour: Colour::White,
            base,
        } => base as i16,
        ref e => panic!("oasis 5 is {e:?}"),
    };
    for edition in [Edition::Classic, Edition::Essential] {
        let mut st = fresh(setup(2, edition));
        st.players[0].markers[Sector::Palace.index()] = 4;
        nomad_in(&mut st, 0, Sector::Palace);
        nomad_in(&mut st, 0, Sector::Palace);
        assert_eq!(st.players[0].sector_keshis(Sector::Palace), 6);
        assert_eq!(oasis_points(&cat, &st, 0, white, 0, true), base + 4);
    }
}

/// 003 oasis 36: "Erhalte 4 Punkte für jeden Nomaden-Keshi auf deinem
/// persönlichen Tableau (max 16 Punkte)." "36: Verwenden, wenn mit der
/// NOMADEN ERWEITERUNG gespielt wird."
#[test]
fn oasis_36_scores_4_per_nomad_up_to_16() {
    let cat = Catalog::embedded();
    let o = OasisId(36);
    assert_eq!(cat.oasis(o).needs, Some(OasisNeeds::Nomads));
    let mut st = fresh(setup(2, Edition::Classic));
    assert_eq!(oasis_points(&cat, &st, 0, o, 0, true), 0);
    for (k, s) in [
        Sector::River,
        Sector::Palace,
        Sector::Mosque,
        Sector::Madrasa,
        Sector::DateOrchard,
    ]
    .into_iter()
    .enumerate()
    {
        nomad_in(&mut st, 0, s);
        let want = (4 * (k as i16 + 1)).min(16);
        assert_eq!(oasis_points(&cat, &st, 0, o, 0, true), want);
    }
    // Only with the nomads and the new oases.
    let with = |m: Modules| oases_in_play(&cat, &m).contains(&o);
    assert!(!with(Modules {
        new_oases: true,
        ..Modules::default()
    }));
    assert!(with(Modules {
        new_oases: true,
        nomads: true,
        ..Modules::default()
    }));
}

/// The falcon "Erhalte 1 Nomaden-Keshi aus dem Vorrat und setze ihn ohne
/// Kosten sofort ein" is in play with the nomads only ("Achtung: Dieser
/// Jagdfalke kann nur zusammen mit der NOMADEN ERWEITERUNG verwendet
/// werden.").
#[test]
fn the_nomad_falcon_needs_the_nomads() {
    let cat = Catalog::embedded();
    let nomad_falcons = |m: Modules| -> usize {
        luxury_goods_in_play(&cat, &m)
            .into_iter()
            .filter(|id| {
                matches!(
                    cat.luxury(*id).falcon.map(|f| f.bonus),
                    Some(FalconBonus::Nomad)
                )
            })
            .count()
    };
    let goods = Modules {
        new_luxury_goods: true,
        ..Modules::default()
    };
    assert_eq!(nomad_falcons(goods), 0);
    assert!(
        nomad_falcons(Modules {
            nomads: true,
            ..goods
        }) > 0
    );
}

/// An exchange (or a falcon) gives back a keshi of a colour: never a nomad.
#[test]
fn a_nomad_is_not_given_back_for_an_exchange() {
    let mut st = fresh(setup(2, Edition::Classic));
    nomad_in(&mut st, 0, Sector::Palace);
    st.players[0].markers[Sector::River.index()] = 1;
    st.agenda.clear();
    let _ = st.agenda.push(Task::Decide {
        p: 0,
        d: Decision::StorageExchange,
    });
    st.phase = Phase::UseAssistants;
    st.players[0].assistants = BVec::from_slice(&[Sector::River]).unwrap();
    let g = Game::from_state(setup(2, Edition::Classic), st).unwrap();
    let legal = g.legal_actions(0);
    assert!(legal.contains(&Action::ReturnKeshi {
        keshi: BoardKeshi::Marker {
            sector: Sector::River
        }
    }));
    assert!(!legal.contains(&Action::ReturnKeshi {
        keshi: BoardKeshi::Marker {
            sector: Sector::Palace
        }
    }));
}

/// Every nomad is public: each view shows the nomad board and everybody's
/// nomads.
#[test]
fn views_show_the_nomads() {
    let g = before_throw(setup(3, Edition::Classic), SELECTION, |st| {
        nomad_in(st, 1, Sector::River);
    });
    for viewer in [None, Some(0), Some(2)] {
        let v = g.view(viewer);
        assert_eq!(
            v.board.nomads.map(|b| (b.supply, b.in_base)),
            Some((18, true))
        );
        let n: Nomads = v.players[1].nomads.unwrap();
        assert_eq!(n.markers[Sector::River.index()], 1);
    }
}

/// 003: "Benutze immer die Stragtegieplättchen 1-10. Benutze die Plättchen
/// 11-15 nur, wenn du mit den Erweiterungen KAMELRENNEN, NOMADEN und NEUE
/// LUXUSWAREN spielst." R22: only when all three are in play.
#[test]
fn strategy_tiles_11_to_15_only_with_camel_race_nomads_and_new_goods() {
    let tiles = |m: Modules| -> Vec<u8> {
        let g = Game::new(Setup {
            modules: m,
            ..Setup::solo(Solo::default(), 5)
        })
        .unwrap();
        let pb = g.state().pascha.unwrap();
        let mut v: Vec<u8> = pb.deck.iter().chain(pb.tiles.iter()).copied().collect();
        v.sort();
        v
    };
    let all = Modules {
        camel_race: true,
        nomads: true,
        new_luxury_goods: true,
        ..Modules::default()
    };
    assert_eq!(tiles(all), (1..=15).collect::<Vec<u8>>());
    for m in [
        Modules::default(),
        Modules {
            camel_race: false,
            ..all
        },
        Modules {
            nomads: false,
            ..all
        },
        Modules {
            new_luxury_goods: false,
            ..all
        },
    ] {
        assert_eq!(tiles(m), (1..=10).collect::<Vec<u8>>(), "{m:?}");
    }
}

/// R42: "Wichtig: Ein Nomaden-Keshi darf nicht von einer erkundeten oder
/// aktivierten Oase weggesetzt werden": only that (and a gate) fixes a
/// nomad. With the desert towns (module 5) a nomad on the fourth space of
/// the left path, the desert town's space, has no oasis and may move: to
/// the river for 1 dinar (3 -> 2), leaving 3 caravans on the left path and
/// 1 fisherman keshi more on the river. A nomad on the third space of the
/// right path (its oasis explored) stays, even with a caravan above it.
#[test]
fn a_nomad_on_a_desert_town_space_may_move() {
    let s = Setup {
        modules: Modules {
            nomads: true,
            desert_towns: true,
            ..Modules::default()
        },
        ..setup(2, Edition::Classic)
    };
    let mut g = assistant_turn(s, &[Sector::River], |st| {
        st.nomads.supply -= 2;
        let pl = &mut st.players[0];
        pl.caravans = [4, 4, 0];
        pl.nomads.caravans = [0b1000, 0b0100, 0];
        for slot in pl.oasis_slots.iter_mut() {
            slot.status = OasisStatus::Discovered;
        }
        pl.markers[Sector::River.index()] = 0;
        pl.resources.dinars = 3;
    });
    let froms: Vec<BoardKeshi> = {
        let mut v: Vec<BoardKeshi> = g
            .legal_actions(0)
            .into_iter()
            .filter_map(|a| match a {
                Action::MoveNomad { from, .. } => Some(from),
                _ => None,
            })
            .collect();
        v.dedup();
        v
    };
    let left = BoardKeshi::Caravan {
        path: SaharaPath::Left,
    };
    assert_eq!(froms, vec![left]);
    let to = BoardKeshi::Marker {
        sector: Sector::River,
    };
    g.apply(0, Action::MoveNomad { from: left, to }).unwrap();
    let pl = g.state().player(0);
    assert_eq!(pl.caravans, [3, 4, 0]);
    assert_eq!(pl.nomads.caravans, [0, 0b0100, 0]);
    assert_eq!(pl.sector_keshis(Sector::Sahara), 7);
    assert_eq!(pl.markers[Sector::River.index()], 1);
    assert_eq!(pl.nomads.markers[Sector::River.index()], 1);
    assert_eq!(pl.resources.dinars, 2);
}

/// R41: "Er zählt als 1 Keshi dieses Bezirks", on river tiles too. River
/// tile 12 (season 3): "1 point for each deployed date picker keshi": 2
/// date pickers and a nomad in the date orchard give the leader 3 points.
/// Oases ask for a colour: the same nomad gives nothing there (003
/// "Nomaden-Keshis zählen allerdings nicht dazu, wenn ein Oasen-Plättchen
/// eine bestimmte Keshi-Farbe fordert").
#[test]
fn a_nomad_counts_as_a_date_picker_for_river_tile_12() {
    let s = setup(2, Edition::Classic);
    let mut st = fresh(s);
    st.phase = Phase::SeasonScoring;
    st.scoring_step = ScoringStep::RiverFirst;
    st.season = 2;
    st.round = 3;
    st.turn = 0;
    st.agenda.clear();
    st.river_tiles[2] = 12;
    st.players[0].fisherman = 10;
    st.players[1].fisherman = 0;
    st.players[0].markers[Sector::DateOrchard.index()] = 2;
    nomad_in(&mut st, 0, Sector::DateOrchard);
    let mut g = Game::from_state(s, st).unwrap();
    assert_eq!(g.pending().players[0], (0, Decision::RiverTileOption));
    let before = g.state().player(0).score_by[ScoreCategory::RiverTiles.index()];
    g.apply(0, Action::ChooseOption { option: 1 }).unwrap();
    let pl = g.state().player(0);
    assert_eq!(
        pl.score_by[ScoreCategory::RiverTiles.index()],
        before + 3,
        "2 date pickers and the nomad"
    );
    assert_eq!(pl.keshis_for(Colour::Green), 3);
    assert_eq!(pl.keshis_of(Colour::Green), 2, "an oasis's colour count");
}
