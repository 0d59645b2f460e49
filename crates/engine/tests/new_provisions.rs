//! The expansion box's new provision tiles (003 "Neue Versorgungs-
//! Plättchen"): the draw of 3 base + 1 moderate + 1 hard tile and the choice
//! of 3, R26's timing of the moderate tiles, every effect, the footnote on
//! "1 Keshi austauschen" and its camel-race variant, the hidden draw, and
//! the Paschabot ("Keine Änderungen").

use marrakesh_engine::*;

mod common;
use common::{act, provision_tile as tile, setup};

const P0: PlayerId = 0;

fn modules() -> Modules {
    Modules {
        new_provisions: true,
        ..Modules::default()
    }
}

fn base_tiles(g: &Game) -> Vec<ProvisionId> {
    g.catalog()
        .provision_tiles
        .iter()
        .filter(|t| t.tier == ProvisionTier::Base)
        .map(|t| t.id)
        .collect()
}

/// The setup with `p0` holding `tiles` face down (chosen already) and about
/// to turn one face up; everyone else has finished setting up with a base
/// tile face up.
fn about_to_activate(s: Setup, tiles: [ProvisionId; 3], arrange: impl FnOnce(&mut State)) -> Game {
    let g = Game::new(s).unwrap();
    let base = base_tiles(&g);
    let mut st = *g.state();
    for (p, pl) in st.players[..s.players as usize].iter_mut().enumerate() {
        pl.provision_draw.extra = [None, None];
        pl.provision_draw.chosen = true;
        if p == P0 as usize {
            pl.setup_done = 0b011;
            for (slot, t) in pl.provision.iter_mut().zip(tiles) {
                *slot = ProvisionSlot {
                    tile: t,
                    active: false,
                };
            }
        } else {
            pl.setup_done = 0b111;
            for (k, slot) in pl.provision.iter_mut().enumerate() {
                *slot = ProvisionSlot {
                    tile: base[3 * p + k],
                    active: k == 0,
                };
            }
        }
    }
    arrange(&mut st);
    Game::from_state(s, st).expect("the arranged position loads")
}

/// Plays on, answering every decision with `Done` where it may and the first
/// legal action otherwise; `choose` may answer first. Stops when `stop`
/// holds or the game ends.
fn play(
    g: &mut Game,
    mut choose: impl FnMut(&Game, PlayerId, Decision, &[Action]) -> Option<Action>,
    mut stop: impl FnMut(&Game) -> bool,
) {
    for _ in 0..20_000 {
        if g.is_over() || stop(g) {
            return;
        }
        let (p, d) = g.pending().players[0];
        let legal = g.legal_actions(p);
        let a = choose(g, p, d, &legal)
            .or_else(|| legal.iter().copied().find(|a| *a == Action::Done))
            .unwrap_or(legal[0]);
        g.apply(p, a).unwrap();
    }
    panic!("the game did not end");
}

fn decision(g: &Game, p: PlayerId) -> Option<Decision> {
    g.pending().for_player(p)
}

// ------------------------------------------------------------------ setup

/// 003: "Jeder Spieler zieht 3 Plättchen des Grundspiels sowie jeweils 1
/// moderates und 1 schwieriges Plättchen. Dann muss sich jeder entscheiden,
/// welche Kombination aus 3 Versorgungs-Plättchen er in diesem Spiel nutzen
/// möchte." The nomad tile ("Nur zusammen mit der NOMADEN-ERWEITERUNG
/// spielbar") is never drawn without nomads.
#[test]
fn each_player_draws_three_base_one_moderate_one_hard_and_keeps_three() {
    for players in 2..=4u8 {
        for seed in 0..20 {
            let s = Setup {
                seed,
                ..setup(players, modules())
            };
            let g = Game::new(s).unwrap();
            let cat = g.catalog();
            let mut seen = Vec::new();
            for p in 0..players {
                let pl = g.state().player(p);
                let tier = |t: ProvisionId| cat.provision(t).tier;
                assert!(pl
                    .provision
                    .iter()
                    .all(|s| tier(s.tile) == ProvisionTier::Base));
                let [m, h] = pl.provision_draw.extra;
                assert_eq!(tier(m.unwrap()), ProvisionTier::Moderate);
                assert_eq!(tier(h.unwrap()), ProvisionTier::Hard);
                assert_ne!(
                    cat.provision(h.unwrap()).effect,
                    Some(ProvisionEffect::Nomad)
                );
                seen.extend(pl.provision.iter().map(|s| s.tile));
                seen.extend([m.unwrap(), h.unwrap()]);
            }
            let mut unique = seen.clone();
            unique.sort();
            unique.dedup();
            assert_eq!(unique.len(), seen.len(), "no tile twice");
        }
    }
}

/// "Es kann mit jeglicher Kombination an Versorgungs-Plättchen gespielt
/// werden": every 3 of the 5 may be kept; "Alle übrigen Plättchen werden
/// zurück in die Schachtel gelegt"; then one is turned face up as usual.
#[test]
fn any_three_of_the_five_may_be_kept_and_the_rest_go_back_to_the_box() {
    let mut g = Game::new(setup(3, modules())).unwrap();
    let pl = *g.state().player(P0);
    let drawn: Vec<ProvisionId> = pl
        .provision
        .iter()
        .map(|s| s.tile)
        .chain(pl.provision_draw.extra.iter().flatten().copied())
        .collect();
    let first = g.legal_actions(P0)[0];
    act(&mut g, P0, first);
    let first = g.legal_actions(P0)[0];
    act(&mut g, P0, first);
    assert_eq!(decision(&g, P0), Some(Decision::ChooseProvisionTiles));
    let legal = g.legal_actions(P0);
    assert_eq!(legal.len(), 10, "5 choose 3");
    // The two new tiles and the third base tile.
    let keep = [drawn[2], drawn[3], drawn[4]];
    act(&mut g, P0, Action::KeepProvisionTiles { tiles: keep });
    let pl = g.state().player(P0);
    assert_eq!(pl.provision.map(|s| s.tile), keep);
    assert!(pl.provision.iter().all(|s| !s.active));
    assert_eq!(pl.provision_draw.extra, [Some(drawn[0]), Some(drawn[1])]);
    assert_eq!(decision(&g, P0), Some(Decision::ActivateProvisionTile));
    assert_eq!(g.legal_actions(P0).len(), 3);
}

/// The base game deals 3 base tiles and asks for no choice.
#[test]
fn without_the_module_only_base_tiles_are_dealt() {
    for seed in 0..10 {
        let g = Game::new(Setup {
            seed,
            ..setup(4, Modules::default())
        })
        .unwrap();
        for p in 0..4 {
            let pl = g.state().player(p);
            assert!(pl.provision.iter().all(|s| s.tile.0 <= 12));
            assert_eq!(pl.provision_draw.extra, [None, None]);
        }
    }
    let mut g = Game::new(setup(2, Modules::default())).unwrap();
    for _ in 0..2 {
        let a = g.legal_actions(P0)[0];
        act(&mut g, P0, a);
    }
    assert_eq!(decision(&g, P0), Some(Decision::ActivateProvisionTile));
}

/// Provision tiles are secret (base game: face down, seen by the owner
/// only); a tile's pile shows on its back. Other players see neither the
/// drawn tiles nor the choice.
#[test]
fn the_draw_and_the_choice_stay_hidden_from_the_others() {
    let mut g = Game::new(setup(2, modules())).unwrap();
    let own = g.view(Some(P0));
    let other = g.view(Some(1));
    let mine = &own.players[0];
    assert_eq!(mine.provision_drawn.len(), 2);
    assert!(mine
        .provision_drawn
        .iter()
        .all(|v| matches!(v, ProvisionView::FaceDown { tile: Some(_), .. })));
    let theirs = &other.players[0];
    assert_eq!(
        theirs.provision_drawn,
        vec![
            ProvisionView::FaceDown {
                tile: None,
                tier: ProvisionTier::Moderate
            },
            ProvisionView::FaceDown {
                tile: None,
                tier: ProvisionTier::Hard
            },
        ]
    );
    assert!(theirs
        .provision
        .iter()
        .all(|v| matches!(v, ProvisionView::FaceDown { tile: None, .. })));
    let text = serde_json::to_string(&other).unwrap();
    for t in g.state().player(P0).provision_draw.extra.iter().flatten() {
        assert!(!text.contains(&format!("\"tile\":{}", t.0)), "{text}");
    }
    // Determinized worlds look the same from each seat.
    for viewer in [Some(0), Some(1), None] {
        for seed in 0..5 {
            let d = g.determinize(viewer, seed);
            assert_eq!(d.view(viewer), g.view(viewer));
        }
    }
    // After the choice the kept tiles show their piles; the rest is gone.
    for _ in 0..2 {
        let a = g.legal_actions(P0)[0];
        act(&mut g, P0, a);
    }
    let pl = *g.state().player(P0);
    let [m, h] = pl.provision_draw.extra.map(Option::unwrap);
    act(
        &mut g,
        P0,
        Action::KeepProvisionTiles {
            tiles: [pl.provision[0].tile, m, h],
        },
    );
    // Issue 40: the choice is made at once and in secret, so until the
    // setup's choices are revealed the others still see the five tiles as
    // drawn, whatever was kept.
    let other = g.view(Some(1));
    assert_eq!(other.players[0], theirs.clone());
    for viewer in [Some(0), Some(1), None] {
        for seed in 0..5 {
            assert_eq!(g.determinize(viewer, seed).view(viewer), g.view(viewer));
        }
    }
    // Seat 0 turns its base tile; seat 1 sets up: now the kept tiles show
    // their piles and the rest is gone.
    act(&mut g, P0, Action::ActivateProvision { slot: 0 });
    while g
        .decision_for(1)
        .is_some_and(|d| d != Decision::SelectKeshis)
    {
        let a = g.legal_actions(1)[0];
        act(&mut g, 1, a);
    }
    let other = g.view(Some(1));
    let tiers: Vec<ProvisionView> = other.players[0].provision[1..].to_vec();
    assert!(matches!(
        other.players[0].provision[0],
        ProvisionView::Active { .. }
    ));
    assert_eq!(
        tiers,
        vec![
            ProvisionView::FaceDown {
                tile: None,
                tier: ProvisionTier::Moderate
            },
            ProvisionView::FaceDown {
                tile: None,
                tier: ProvisionTier::Hard
            },
        ]
    );
    assert!(other.players[0].provision_drawn.is_empty());
    for viewer in [Some(0), Some(1), None] {
        for seed in 0..5 {
            assert_eq!(g.determinize(viewer, seed).view(viewer), g.view(viewer));
        }
    }
}

/// 003: "Die neuen Versorgungs-Plättchen müssen mit mehr Ressourcen bezahlt
/// werden und es drohen mehr Minuspunkte" (R27: reconstructed, above every
/// base tile).
#[test]
fn new_tiles_cost_more_and_threaten_more_penalty_points() {
    let g = Game::new(setup(2, modules())).unwrap();
    let cat = g.catalog();
    let of = |tier| cat.provision_tiles.iter().filter(move |t| t.tier == tier);
    let max_base_cost = of(ProvisionTier::Base)
        .map(|t| t.cost.total())
        .max()
        .unwrap();
    let max_base_penalty = of(ProvisionTier::Base).map(|t| t.penalty).max().unwrap();
    assert_eq!(of(ProvisionTier::Moderate).count(), 6);
    assert_eq!(of(ProvisionTier::Hard).count(), 6);
    for t in of(ProvisionTier::Moderate).chain(of(ProvisionTier::Hard)) {
        assert!(t.cost.total() > max_base_cost, "tile {}", t.id.0);
        assert!(t.penalty > max_base_penalty, "tile {}", t.id.0);
        assert!(t.source.contains("003") && t.source.contains("reconstructed"));
    }
}

// --------------------------------------------------------- moderate tiles

/// R26: the moderate tile turned face up at setup gives its bonus at the
/// start of season 1, and once at the start of every further season.
#[test]
fn a_moderate_tile_activated_at_setup_gives_its_bonus_at_the_start_of_every_season() {
    let s = setup(2, modules());
    let g0 = Game::new(s).unwrap();
    let river = tile(
        &g0,
        ProvisionEffect::SeasonBonus {
            bonus: Bonus::RiverSteps { n: 1 },
        },
    );
    let base = base_tiles(&g0);
    let mut g = about_to_activate(s, [river, base[10], base[11]], |_| {});
    act(&mut g, P0, Action::ActivateProvision { slot: 0 });
    // The first season starts: 1 river step (more may be bought with water).
    assert_eq!(g.state().season, 0);
    assert_eq!(g.state().player(P0).fisherman, 1);
    assert_eq!(g.state().player(1).fisherman, 0);
    assert_eq!(
        decision(&g, P0),
        Some(Decision::ExtraStep {
            track: Track::River,
            free_step: false
        })
    );
    act(&mut g, P0, Action::Done);
    assert_eq!(decision(&g, P0), Some(Decision::SelectKeshis));
    // At the start of each later season, once; never between.
    let mut at_start = Vec::new();
    play(
        &mut g,
        |g, p, d, _| {
            if p == P0 && d == Decision::SelectKeshis && g.state().round == 0 {
                at_start.push((g.state().season, g.state().player(P0).fisherman));
            }
            None
        },
        |_| false,
    );
    at_start.dedup();
    assert_eq!(at_start, vec![(0, 1), (1, 1), (2, 1)]);
}

/// R26: a moderate tile turned face up after season 1's provisioning gives
/// its bonus from the start of season 2 on ("der sofort gilt, sobald das
/// Plättchen aktiviert (aufgedeckt) wird"), not before.
#[test]
fn a_moderate_tile_activated_later_gives_its_bonus_from_the_next_season() {
    let s = setup(2, modules());
    let g0 = Game::new(s).unwrap();
    let palace = tile(
        &g0,
        ProvisionEffect::SeasonBonus {
            bonus: Bonus::StairSteps {
                stair: Stair::Palace,
                n: 1,
            },
        },
    );
    let base = base_tiles(&g0);
    let mut g = about_to_activate(s, [base[0], palace, base[11]], |_| {});
    act(&mut g, P0, Action::ActivateProvision { slot: 0 });
    let palace_step = |g: &Game| g.state().player(P0).stairs[Stair::Palace.index()];
    assert_eq!(palace_step(&g), 0, "not active in season 1");
    let mut log = Vec::new();
    play(
        &mut g,
        |g, p, d, legal| {
            if p == P0 && d == Decision::SelectKeshis && g.state().round == 0 {
                log.push((g.state().season, palace_step(g)));
            }
            // Turn the palace tile up after season 1, never buy steps.
            if d == Decision::ActivateProvisionTile && p == P0 {
                return legal
                    .iter()
                    .copied()
                    .find(|a| *a == Action::ActivateProvision { slot: 1 });
            }
            None
        },
        |g| g.state().season == 2 && g.state().round == 1,
    );
    let s1 = log.iter().find(|(s, _)| *s == 0).unwrap().1;
    let s2 = log.iter().find(|(s, _)| *s == 1).unwrap().1;
    let s3 = log.iter().find(|(s, _)| *s == 2).unwrap().1;
    assert_eq!(s1, 0);
    assert!(s2 >= 1, "the palace step came at the start of season 2");
    assert!(s3 > s2, "and again at the start of season 3");
}

/// Mosque step, goods keshi of choice, any 1-spectator bonus of the main
/// square ("dort muss kein Keshi eingesetzt sein").
#[test]
fn moderate_bonuses_mosque_step_goods_keshi_and_main_square_field() {
    let s = setup(2, modules());
    let g0 = Game::new(s).unwrap();
    let base = base_tiles(&g0);
    let mosque = tile(
        &g0,
        ProvisionEffect::SeasonBonus {
            bonus: Bonus::StairSteps {
                stair: Stair::Mosque,
                n: 1,
            },
        },
    );
    let mut g = about_to_activate(s, [mosque, base[10], base[11]], |_| {});
    act(&mut g, P0, Action::ActivateProvision { slot: 0 });
    assert_eq!(g.state().player(P0).stairs[Stair::Mosque.index()], 1);

    let goods = tile(
        &g0,
        ProvisionEffect::SeasonBonus {
            bonus: Bonus::Goods { n: 1 },
        },
    );
    let mut g = about_to_activate(s, [goods, base[10], base[11]], |_| {});
    act(&mut g, P0, Action::ActivateProvision { slot: 0 });
    assert_eq!(decision(&g, P0), Some(Decision::GoodsColour { count: 1 }));
    act(
        &mut g,
        P0,
        Action::ChooseColour {
            colour: Colour::Purple,
        },
    );
    assert_eq!(g.state().player(P0).goods, [0, 1, 0]);

    let field = tile(&g0, ProvisionEffect::SeasonFieldBonus { times: 1 });
    let mut g = about_to_activate(s, [field, base[10], base[11]], |_| {});
    act(&mut g, P0, Action::ActivateProvision { slot: 0 });
    assert_eq!(
        decision(&g, P0),
        Some(Decision::ProvisionFieldBonus { times: 1 })
    );
    assert_eq!(g.legal_actions(P0).len(), 8, "any of the 8 fields");
    assert_eq!(g.state().player(P0).entertainers, 0);
    let points = g
        .catalog()
        .main_square_fields
        .iter()
        .position(|f| f.bonus == Bonus::Points { n: 2 })
        .unwrap() as u8;
    let before = g.state().player(P0).score;
    act(&mut g, P0, Action::TakeFieldBonus { field: points });
    assert_eq!(
        g.state().player(P0).score,
        before + 2,
        "once, not per spectator"
    );
}

/// "1 Keshi austauschen" at the start of season 1: "darf ein Keshi von der
/// Oasen-Bonusleiste gegen 1 beliebigen Keshi aus dem Vorrat (kein gelb,
/// lila, orange oder braun) getauscht werden. Der ertauschte Keshi muss auf
/// denselben Platz der Oasen-Bonusleiste gelegt werden."
#[test]
fn season_one_exchange_swaps_a_keshi_of_the_oasis_bonus_track() {
    let s = setup(2, modules());
    let g0 = Game::new(s).unwrap();
    let base = base_tiles(&g0);
    let exchange = tile(&g0, ProvisionEffect::SeasonExchange);
    let mut g = about_to_activate(s, [exchange, base[10], base[11]], |_| {});
    act(&mut g, P0, Action::ActivateProvision { slot: 0 });
    assert_eq!(
        decision(&g, P0),
        Some(Decision::ProvisionExchange { first_season: true })
    );
    let storage = g.state().player(P0).storage_keshis;
    let (space, old) = storage
        .iter()
        .enumerate()
        .find_map(|(i, k)| k.map(|k| (i as u8, k)))
        .unwrap();
    let legal = g.legal_actions(P0);
    let offered: Vec<Colour> = legal
        .iter()
        .filter_map(|a| match a {
            Action::SwapStorageKeshi { space: s, colour } if *s == space => Some(*colour),
            _ => None,
        })
        .collect();
    assert_eq!(offered.len(), 7, "the 8 storage colours but the one there");
    for c in [
        Colour::Yellow,
        Colour::Purple,
        Colour::Orange,
        Colour::Brown,
    ] {
        assert!(!offered.contains(&c), "{c:?}");
    }
    assert!(!offered.contains(&old));
    assert!(legal.contains(&Action::Done), "the exchange may be left");
    let new = offered[0];
    act(&mut g, P0, Action::SwapStorageKeshi { space, colour: new });
    assert_eq!(
        g.state().player(P0).storage_keshis[space as usize],
        Some(new)
    );
    assert_eq!(decision(&g, P0), Some(Decision::SelectKeshis));
}

/// In later seasons: "Es gelten die Regeln des Grundspiels (siehe: "Oasen
/// aktivieren")": return a keshi from the board, take one of another colour
/// and deploy it; the oasis bonus track is no longer offered.
#[test]
fn later_exchanges_follow_the_base_rules() {
    let s = setup(2, modules());
    let g0 = Game::new(s).unwrap();
    let base = base_tiles(&g0);
    let exchange = tile(&g0, ProvisionEffect::SeasonExchange);
    // After season 1's provisioning, the reveal done but the tile of P0.
    let mut g = about_to_activate(s, [exchange, base[10], base[11]], |st| {
        st.phase = Phase::ProvisionReveal;
        st.scoring_step = ScoringStep::Provisioning;
        for pl in st.players[..2].iter_mut() {
            pl.setup_done = 0b111;
            pl.provision_chosen = true;
        }
        st.players[0].provision_chosen = false;
        st.players[0].markers[Sector::River.index()] = 2;
    });
    assert_eq!(decision(&g, P0), Some(Decision::ActivateProvisionTile));
    act(&mut g, P0, Action::ActivateProvision { slot: 0 });
    assert_eq!(g.state().season, 1);
    assert_eq!(
        decision(&g, P0),
        Some(Decision::ProvisionExchange {
            first_season: false
        })
    );
    let legal = g.legal_actions(P0);
    assert!(!legal
        .iter()
        .any(|a| matches!(a, Action::SwapStorageKeshi { .. })));
    let river = Action::ReturnKeshi {
        keshi: BoardKeshi::Marker {
            sector: Sector::River,
        },
    };
    act(&mut g, P0, river);
    assert_eq!(
        decision(&g, P0),
        Some(Decision::ExchangedKeshi {
            returned: Colour::Turquoise
        })
    );
    let legal = g.legal_actions(P0);
    assert!(!legal.contains(&Action::ChooseColour {
        colour: Colour::Turquoise
    }));
    act(
        &mut g,
        P0,
        Action::ChooseColour {
            colour: Colour::Black,
        },
    );
    let pl = g.state().player(P0);
    assert_eq!(pl.markers[Sector::River.index()], 1);
    assert_eq!(pl.markers[Sector::Mosque.index()], 1);
}

/// With the camel race: "Es darf auch ein Keshi aus dem eigenen
/// Zuschauerbereich getauscht oder eingesetzt werden. Dabei bewegt sich das
/// Kamel aber nicht!"
#[test]
fn with_the_camel_race_spectators_may_be_exchanged_and_the_camel_stays() {
    let m = Modules {
        camel_race: true,
        ..modules()
    };
    let s = setup(2, m);
    let g0 = Game::new(s).unwrap();
    let base = base_tiles(&g0);
    let exchange = tile(&g0, ProvisionEffect::SeasonExchange);
    let mut g = about_to_activate(s, [exchange, base[10], base[11]], |st| {
        st.players[0].race.spectators[Colour::Green.index()] = 1;
    });
    act(&mut g, P0, Action::ActivateProvision { slot: 0 });
    let legal = g.legal_actions(P0);
    assert!(legal.contains(&Action::ReturnSpectator {
        colour: Colour::Green
    }));
    act(
        &mut g,
        P0,
        Action::ReturnSpectator {
            colour: Colour::Green,
        },
    );
    let legal = g.legal_actions(P0);
    assert!(legal.contains(&Action::Spectate {
        colour: Colour::Pink
    }));
    assert!(
        !legal.contains(&Action::Spectate {
            colour: Colour::Yellow
        }),
        "no goods keshi in the spectator area"
    );
    act(
        &mut g,
        P0,
        Action::Spectate {
            colour: Colour::Pink,
        },
    );
    let race = g.state().player(P0).race;
    assert_eq!(race.spectators[Colour::Green.index()], 0);
    assert_eq!(race.spectators[Colour::Pink.index()], 1);
    assert_eq!(race.camel, 0, "the camel does not move");
}

// ------------------------------------------------------------- hard tiles

/// A river assistant's action moves the fisherman by the river keshis, 1
/// more with the hard tile; steps bought with water extend that move and
/// bring no further step.
#[test]
fn hard_tiles_add_a_step_whenever_the_pawn_moves() {
    let s = setup(2, modules());
    let g0 = Game::new(s).unwrap();
    let base = base_tiles(&g0);
    let fisher = tile(
        &g0,
        ProvisionEffect::MoveBonus {
            track: Track::River,
            steps: 1,
        },
    );
    let courtier = tile(
        &g0,
        ProvisionEffect::MoveBonus {
            track: Track::Palace,
            steps: 1,
        },
    );
    for (t, track) in [(fisher, Track::River), (courtier, Track::Palace)] {
        let mut g = about_to_activate(s, [t, base[10], base[11]], |_| {});
        act(&mut g, P0, Action::ActivateProvision { slot: 0 });
        // Phase 3: one assistant in the sector with 2 keshis there.
        let sector = match track {
            Track::River => Sector::River,
            _ => Sector::Palace,
        };
        let mut st = *g.state();
        common::to_assistant_turn(&mut st, &[sector]);
        st.players[0].markers[sector.index()] = 2;
        st.players[0].resources = Resources::new(3, 0, 0);
        let _ = st.agenda.push(Task::Decide {
            p: P0,
            d: Decision::UseAssistant,
        });
        let mut g = Game::from_state(s, st).unwrap();
        act(
            &mut g,
            P0,
            Action::UseAssistant {
                sector,
                option: AssistantOption::SectorAction,
            },
        );
        let pos = |g: &Game| match track {
            Track::River => g.state().player(P0).fisherman,
            _ => g.state().player(P0).stairs[Stair::Palace.index()],
        };
        assert_eq!(pos(&g), 3, "{track:?}: 2 keshis + 1");
        if track == Track::River {
            act(
                &mut g,
                P0,
                Action::ExtraStep {
                    pay: StepPayment::Water,
                },
            );
            assert_eq!(pos(&g), 4, "a bought step is one step");
        }
    }
}

/// "Dauerhaft: Jede Luxusware kostet 1 Waren-Keshi weniger" — with module
/// 2's imam besides, 2 less.
#[test]
fn the_luxury_tile_saves_a_goods_keshi_on_every_luxury_good() {
    let s = setup(2, modules());
    let g0 = Game::new(s).unwrap();
    let base = base_tiles(&g0);
    let lux = tile(&g0, ProvisionEffect::LuxuryDiscount { goods: 1 });
    let mut g = about_to_activate(s, [lux, base[10], base[11]], |_| {});
    act(&mut g, P0, Action::ActivateProvision { slot: 0 });
    let mut st = *g.state();
    let slot = 0usize;
    let id = st.luxury.face_up[slot].unwrap();
    let cost = g.catalog().luxury(id).cost;
    let total: u16 = cost.iter().map(|c| *c as u16).sum();
    // Exactly one goods keshi short.
    let mut goods = cost.map(|c| c as u16);
    let short = goods.iter().position(|g| *g > 0).unwrap();
    goods[short] -= 1;
    common::to_assistant_turn(&mut st, &[Sector::Souk]);
    st.players[0].goods = goods;
    let _ = st.agenda.push(Task::Decide {
        p: P0,
        d: Decision::UseAssistant,
    });
    let mut g = Game::from_state(s, st).unwrap();
    act(
        &mut g,
        P0,
        Action::UseAssistant {
            sector: Sector::Souk,
            option: AssistantOption::SectorAction,
        },
    );
    act(&mut g, P0, Action::BuyLuxury { slot: slot as u8 });
    if decision(&g, P0) == Some(Decision::LuxuryDiscount { slot: slot as u8 }) {
        let colour = Colour::GOODS[short];
        act(&mut g, P0, Action::ChooseColour { colour });
    }
    assert!(g.state().player(P0).luxury_ids().any(|l| l == id));
    let left: u16 = g.state().player(P0).goods.iter().sum();
    assert_eq!(left, 0, "paid {} of {total}", total - 1);
}

/// "Zu Beginn jeder Runde: 1 Keshi austauschen": 12 rounds, 12 exchanges
/// when the tile is face up from the setup.
#[test]
fn the_round_exchange_comes_at_the_start_of_every_round() {
    let s = setup(2, modules());
    let g0 = Game::new(s).unwrap();
    let base = base_tiles(&g0);
    let round = tile(&g0, ProvisionEffect::RoundExchange);
    let mut g = about_to_activate(s, [round, base[10], base[11]], |_| {});
    act(&mut g, P0, Action::ActivateProvision { slot: 0 });
    let mut asked = Vec::new();
    play(
        &mut g,
        |g, p, d, _| {
            if let Decision::ProvisionExchange { first_season } = d {
                assert_eq!(p, P0);
                assert_eq!(g.state().phase, Phase::Selection);
                asked.push((g.state().season, g.state().round, first_season));
            }
            None
        },
        |_| false,
    );
    let expected: Vec<(u8, u8, bool)> = (0..3)
        .flat_map(|s| (0..4).map(move |r| (s, r, s == 0 && r == 0)))
        .collect();
    assert_eq!(asked, expected);
}

// -------------------------------------------------------------- Paschabot

/// 003 for the Paschabot: "Neue Versorgungs-Plättchen ...: Keine
/// Änderungen" — you draw and choose as usual; the Paschabot has no
/// provision tiles at all.
#[test]
fn solo_you_draw_and_choose_the_paschabot_has_no_tiles() {
    let s = Setup {
        modules: modules(),
        ..Setup::solo(Solo::default(), 3)
    };
    let mut g = Game::new(s).unwrap();
    let bot = g.state().player(1);
    assert!(bot.provision_draw.is_empty());
    assert!(g.state().player(0).provision_draw.pending());
    for _ in 0..2 {
        let a = g.legal_actions(P0)[0];
        act(&mut g, P0, a);
    }
    assert_eq!(decision(&g, P0), Some(Decision::ChooseProvisionTiles));
    play(&mut g, |_, _, _, _| None, |_| false);
    assert!(g.is_over());
}

// ------------------------------------------------------------ nomad tile

fn with_nomads() -> Modules {
    Modules {
        new_provisions: true,
        nomads: true,
        ..Modules::default()
    }
}

/// 003 on the hard nomad tile: "Nur zusammen mit der NOMADEN-ERWEITERUNG
/// spielbar." With the nomads it is in the hard pile and is drawn; without
/// them it stays in the box (003: "müsst ihr evtl. einzelne Plättchen
/// aussortieren, die nur in Kombination mit bestimmten Modulen nutzbar
/// sind").
#[test]
fn the_nomad_tile_is_dealt_only_with_the_nomads() {
    let g = Game::new(setup(2, with_nomads())).unwrap();
    let nomad = tile(&g, ProvisionEffect::Nomad);
    let cat = g.catalog();
    let hard = |m: &Modules| provision_pile(cat, m, ProvisionTier::Hard);
    assert_eq!(hard(&with_nomads()).len(), 6);
    assert!(hard(&with_nomads()).contains(&nomad));
    assert_eq!(hard(&modules()).len(), 5);
    assert!(!hard(&modules()).contains(&nomad));
    let mut drawn = 0;
    for seed in 0..30 {
        let g = Game::new(Setup {
            seed,
            ..setup(4, with_nomads())
        })
        .unwrap();
        drawn += (0..4)
            .filter(|p| g.state().player(*p).provision_draw.extra[1] == Some(nomad))
            .count();
    }
    // 4 of the 6 hard tiles are drawn in each game.
    assert!(
        drawn > 10,
        "the nomad tile was drawn {drawn} times in 30 games"
    );
}

/// "Sofort: Erhalte 1 Nomaden-Keshi und setze ihn sofort ein." The tile
/// turned face up at setup gives its nomad from the nomad board, free, at
/// setup (R33); "Zu Beginn jedes weiteren Durchgangs: Du darfst
/// 1 Nomaden-Keshi ohne Bezahlung umsetzen" — at the start of seasons 2 and
/// 3, a move that costs nothing (the paid move costs "1 Dinar") and may be
/// let go.
#[test]
fn the_nomad_tile_gives_a_free_nomad_then_a_free_move_each_further_season() {
    let s = setup(2, with_nomads());
    let g0 = Game::new(s).unwrap();
    let nomad = tile(&g0, ProvisionEffect::Nomad);
    let base = base_tiles(&g0);
    let mut g = about_to_activate(s, [nomad, base[10], base[11]], |_| {});
    let supply = g.state().nomads.supply;
    act(&mut g, P0, Action::ActivateProvision { slot: 0 });
    assert_eq!((g.state().season, g.state().round), (0, 0));
    assert_eq!(g.state().phase, Phase::Setup, "R33: at setup");
    assert_eq!(
        decision(&g, P0),
        Some(Decision::PlaceNomad { from_supply: true })
    );
    let before = g.state().player(P0).resources;
    act(
        &mut g,
        P0,
        Action::PlaceNomad {
            spot: BoardKeshi::Marker {
                sector: Sector::Palace,
            },
        },
    );
    let pl = g.state().player(P0);
    assert_eq!(pl.nomads.markers[Sector::Palace.index()], 1);
    assert_eq!(pl.markers[Sector::Palace.index()], 1);
    assert_eq!(pl.resources, before, "no date and water for this nomad");
    assert_eq!(g.state().nomads.supply, supply - 1);
    assert_eq!(decision(&g, P0), Some(Decision::SelectKeshis));
    // Seasons 2 and 3: the free move.
    let mut moves = Vec::new();
    for season in 1..=2u8 {
        play(
            &mut g,
            |_, _, d, _| {
                assert_ne!(d, Decision::PlaceNomad { from_supply: true });
                None
            },
            |g| decision(g, P0) == Some(Decision::ProvisionNomadMove),
        );
        let st = g.state();
        assert_eq!((st.season, st.round), (season, 0));
        assert_eq!(st.phase, Phase::Selection);
        let legal = g.legal_actions(P0);
        assert!(legal.contains(&Action::Done), "the move may be let go");
        let mv = *legal
            .iter()
            .find(|a| matches!(a, Action::MoveNomad { .. }))
            .unwrap();
        let Action::MoveNomad { from, to } = mv else {
            unreachable!()
        };
        let before = *g.state().player(P0);
        let events = act(&mut g, P0, mv);
        assert!(events.iter().any(|e| matches!(e, Event::NomadMoved { .. })));
        let after = g.state().player(P0);
        assert_eq!(after.resources.dinars, before.resources.dinars, "free");
        assert_eq!(after.nomads.total(), before.nomads.total());
        assert_ne!(from.sector(), to.sector(), "another sector");
        moves.push(season);
    }
    assert_eq!(moves, vec![1, 2]);
    play(
        &mut g,
        |_, _, d, _| {
            assert_ne!(d, Decision::ProvisionNomadMove);
            None
        },
        |_| false,
    );
}

/// R33: "Sofort: Erhalte 1 Nomaden-Keshi und setze ihn sofort ein. Zu
/// Beginn jedes weiteren Durchgangs: Du darfst 1 Nomaden-Keshi ohne
/// Bezahlung umsetzen." A nomad tile turned face up at the end of season 1
/// (after its provisioning) gives its nomad at once, in season 1's
/// provision reveal, and the free move at the start of season 2 and of
/// season 3: two moves, one per later season.
#[test]
fn the_nomad_tile_activated_after_season_1_gives_its_nomad_at_once_and_two_free_moves() {
    let s = setup(2, with_nomads());
    let g0 = Game::new(s).unwrap();
    let nomad = tile(&g0, ProvisionEffect::Nomad);
    let base = base_tiles(&g0);
    let mut g = about_to_activate(s, [base[0], nomad, base[11]], |_| {});
    act(&mut g, P0, Action::ActivateProvision { slot: 0 });
    let mut log = Vec::new();
    play(
        &mut g,
        |g, p, d, legal| {
            if p != P0 {
                return None;
            }
            let at = (g.state().season, g.state().round, g.state().phase);
            match d {
                Decision::ActivateProvisionTile => {
                    return legal
                        .iter()
                        .copied()
                        .find(|a| *a == Action::ActivateProvision { slot: 1 })
                }
                Decision::PlaceNomad { from_supply: true } => log.push(("nomad", at)),
                Decision::ProvisionNomadMove => log.push(("move", at)),
                _ => {}
            }
            None
        },
        |_| false,
    );
    assert_eq!(
        log,
        vec![
            ("nomad", (0, 4, Phase::ProvisionReveal)),
            ("move", (1, 0, Phase::Selection)),
            ("move", (2, 0, Phase::Selection)),
        ]
    );
}

/// Without the nomads a nomad tile (a position set up by hand) does
/// nothing: "Nur zusammen mit der NOMADEN-ERWEITERUNG spielbar".
#[test]
fn without_the_nomads_the_nomad_tile_does_nothing() {
    let s = setup(2, modules());
    let g0 = Game::new(s).unwrap();
    let nomad = tile(&g0, ProvisionEffect::Nomad);
    let base = base_tiles(&g0);
    let mut g = about_to_activate(s, [nomad, base[10], base[11]], |_| {});
    act(&mut g, P0, Action::ActivateProvision { slot: 0 });
    play(
        &mut g,
        |_, _, d, _| {
            assert!(!matches!(
                d,
                Decision::PlaceNomad { .. } | Decision::ProvisionNomadMove
            ));
            None
        },
        |_| false,
    );
    assert_eq!(g.state().player(P0).nomads.total(), 0);
}
