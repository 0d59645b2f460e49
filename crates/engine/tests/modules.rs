//! The five modules of the base box (002/000 "Expansion modules"): each rule,
//! the addendum's desert-town examples, and random games over every
//! combination of modules.

use marrakesh_engine::*;

mod common;
use common::setup;

/// A position where player 0 uses the assistants `arrange` gives it (the
/// setup decisions not taken).
fn assistant_turn(s: Setup, arrange: impl FnOnce(&mut State)) -> Game {
    common::assistant_turn_from(*Game::new(s).unwrap().state(), s, &[], arrange)
}

fn use_action(sector: Sector) -> Action {
    Action::UseAssistant {
        sector,
        option: AssistantOption::SectorAction,
    }
}

// ---------------------------------------------------------------- module 1

/// "draw one after the other with a random side up and place on a bonus
/// space ... This leaves 12 spaces to be covered"; the dinar/points spaces,
/// the 2 top spaces and the lowest space stay uncovered.
#[test]
fn staircase_tiles_cover_the_12_coverable_spaces() {
    let m = Modules {
        staircase_tiles: Some(StaircaseTiles::Random),
        ..Modules::default()
    };
    let g = Game::new(setup(3, m)).unwrap();
    let cover = g.state().staircase_cover;
    let tiles: Vec<u8> = cover.iter().flatten().map(|(t, _)| *t).collect();
    assert_eq!(tiles.len(), 12);
    let mut sorted = tiles.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted.len(), 12, "12 different tiles");
    assert!(cover.iter().flatten().all(|(_, side)| *side <= 1));
}

/// "These staircase tiles replace the printed bonus spaces": a threshold's
/// line offers the tile's face instead of the printed bonus.
#[test]
fn a_staircase_tile_replaces_the_printed_bonus() {
    // Tile 7 side 1 (3 points) on every coverable space.
    let cat = Catalog::embedded();
    let mut tiles = [(0u8, 0u8); 12];
    for (i, t) in tiles.iter_mut().enumerate() {
        *t = (i as u8 + 1, 0);
    }
    tiles[5] = (7, 1);
    tiles[6] = (6, 0);
    let m = Modules {
        staircase_tiles: Some(StaircaseTiles::Chosen { tiles }),
        ..Modules::default()
    };
    let s = setup(2, m);
    // Lukas's line (palace 2, mosque 3) passes coverable spaces 15, 16, 17:
    // cover index 4, 5, 6 (bottom left first).
    let mut g = assistant_turn(s, |st| {
        st.players[0].assistants = BVec::from_slice(&[Sector::Palace]).unwrap();
        st.players[0].markers[Sector::Palace.index()] = 2;
        st.players[0].stairs = [1, 7];
    });
    g.apply(0, use_action(Sector::Palace)).unwrap();
    let line = cat.line(2, 3);
    let offered = g.legal_actions(0);
    assert_eq!(offered.len(), line.spaces.len());
    // Space 16 now shows tile 7's back: 3 points.
    let before = g.state().player(0).score;
    g.apply(0, Action::LineBonus { space: 16 }).unwrap();
    assert_eq!(g.state().player(0).score, before + 3);
    // An invalid choice is a setup error.
    let mut bad = tiles;
    bad[0] = (7, 0);
    let m = Modules {
        staircase_tiles: Some(StaircaseTiles::Chosen { tiles: bad }),
        ..Modules::default()
    };
    assert!(matches!(
        Game::new(setup(2, m)),
        Err(SetupError::StaircaseTile { tile: 7 })
    ));
}

// ---------------------------------------------------------------- module 2

fn imam_sultan() -> Modules {
    Modules {
        imam_sultan: true,
        ..Modules::default()
    }
}

fn climb(stairs: [[u8; 2]; 3], figure: Figure, nobles: u8) -> Game {
    assistant_turn(setup(3, imam_sultan()), |st| {
        st.players[0].assistants = BVec::from_slice(&[Sector::Palace]).unwrap();
        st.players[0].markers[Sector::Palace.index()] = nobles;
        for (p, s) in stairs.iter().enumerate() {
            st.players[p].stairs = *s;
        }
        st.figures[Stair::Palace.index()] = figure;
    })
}

/// "As soon as a player reaches the stair where the sultan ... is waiting,
/// they place that pawn next to their own" (R18: reaching or passing).
#[test]
fn passing_the_sultans_stair_takes_him_along() {
    let start = Catalog::embedded().staircase.sultan_start;
    let mut g = climb(
        [[start - 1, 0], [0, 0], [0, 0]],
        Figure {
            step: start,
            carrier: None,
        },
        2,
    );
    g.apply(0, use_action(Sector::Palace)).unwrap();
    assert_eq!(g.state().figures[Stair::Palace.index()].carrier, Some(0));
}

/// "If the player in company of the sultan ... is passed by another player
/// later, that player now takes that pawn along (drawing level is not
/// enough to take over the sultan/imam!)."
#[test]
fn drawing_level_is_not_enough_passing_is() {
    for (nobles, expected) in [(1u8, Some(1u8)), (2, Some(0))] {
        let mut g = climb(
            [[5, 0], [6, 0], [0, 0]],
            Figure {
                step: 6,
                carrier: Some(1),
            },
            nobles,
        );
        g.apply(0, use_action(Sector::Palace)).unwrap();
        assert_eq!(
            g.state().figures[Stair::Palace.index()].carrier,
            expected,
            "{nobles} steps"
        );
    }
}

/// "As soon as a player in company of the sultan or imam reaches the final
/// space ..., the sultan/imam is passed on to the player in second position
/// ... If several players are tied for the second position, the pawn is
/// placed one space directly above them."
#[test]
fn at_the_palace_the_sultan_goes_to_the_second_or_waits_above_a_tie() {
    let fin = Catalog::embedded().staircase.final_step;
    let mut g = climb(
        [[fin - 1, 0], [9, 0], [4, 0]],
        Figure {
            step: fin - 1,
            carrier: Some(0),
        },
        1,
    );
    g.apply(0, use_action(Sector::Palace)).unwrap();
    assert_eq!(
        g.state().figures[Stair::Palace.index()],
        Figure {
            step: 9,
            carrier: Some(1)
        }
    );
    let mut g = climb(
        [[fin - 1, 0], [9, 0], [9, 0]],
        Figure {
            step: fin - 1,
            carrier: Some(0),
        },
        1,
    );
    g.apply(0, use_action(Sector::Palace)).unwrap();
    assert_eq!(
        g.state().figures[Stair::Palace.index()],
        Figure {
            step: 10,
            carrier: None
        }
    );
}

/// "Sultan (white): When buying a scroll, the player pays 1 fewer date for
/// each scroll." "Imam (black): When buying a luxury good, the player pays
/// any 1 goods keshi fewer."
#[test]
fn sultan_and_imam_discounts() {
    // Sultan: a pink scroll (2 dates) for 1 date.
    let mut g = assistant_turn(setup(2, imam_sultan()), |st| {
        st.players[0].assistants = BVec::from_slice(&[Sector::Madrasa]).unwrap();
        st.players[0].markers[Sector::Madrasa.index()] = 5;
        st.players[0].resources = Resources::new(0, 1, 0);
        st.figures[Stair::Palace.index()].carrier = Some(0);
    });
    g.apply(0, use_action(Sector::Madrasa)).unwrap();
    let buy = Action::BuyScroll {
        ty: ScrollType::Pink,
        slot: 0,
    };
    assert!(g.legal_actions(0).contains(&buy));
    g.apply(0, buy).unwrap();
    assert_eq!(g.state().player(0).resources.dates, 0);
    // Imam: the necklace (3 purple + 2 orange) with 2 purple + 2 orange; the
    // player chooses which keshi is saved.
    let mut g = assistant_turn(setup(2, imam_sultan()), |st| {
        st.players[0].assistants = BVec::from_slice(&[Sector::Souk]).unwrap();
        st.players[0].goods = [0, 3, 2];
        st.luxury.face_up[0] = Some(LuxuryId(21));
        st.figures[Stair::Mosque.index()].carrier = Some(0);
    });
    g.apply(0, use_action(Sector::Souk)).unwrap();
    g.apply(0, Action::BuyLuxury { slot: 0 }).unwrap();
    let choices = g.legal_actions(0);
    assert_eq!(
        choices,
        vec![
            Action::ChooseColour {
                colour: Colour::Purple
            },
            Action::ChooseColour {
                colour: Colour::Orange
            }
        ]
    );
    g.apply(
        0,
        Action::ChooseColour {
            colour: Colour::Orange,
        },
    )
    .unwrap();
    assert_eq!(g.state().player(0).goods, [0, 0, 1]);
}

// ---------------------------------------------------------------- module 3

/// Classic: "Mix the additional exchange offices and those of the base game
/// together"; Essential: a random side of 6 double-sided tiles; "they may
/// use these new exchange offices only".
#[test]
fn exchange_offices_per_edition() {
    let cat = Catalog::embedded();
    let is_new = |id: ExchangeOfficeId| cat.office(id).expansion;
    let mut saw_new = false;
    let mut saw_base = false;
    for seed in 0..40 {
        for edition in [Edition::Classic, Edition::Essential] {
            let s = Setup {
                seed,
                edition,
                modules: Modules {
                    exchange_offices: Some(ExchangeOffices::Mixed),
                    ..Modules::default()
                },
                ..setup(3, Modules::default())
            };
            let offices = Game::new(s).unwrap().state().offices;
            saw_new |= offices.iter().any(|o| is_new(*o));
            saw_base |= offices.iter().any(|o| !is_new(*o));
            if edition == Edition::Essential {
                // Two offices printed on one tile never both appear.
                let front = |o: ExchangeOfficeId| cat.office(o).back_of.unwrap_or(o);
                assert!(front(offices[0]) != front(offices[1]));
                assert!(front(offices[1]) != front(offices[2]));
                assert!(front(offices[0]) != front(offices[2]));
            }
            let only = Setup {
                modules: Modules {
                    exchange_offices: Some(ExchangeOffices::NewOnly),
                    ..Modules::default()
                },
                ..s
            };
            let offices = Game::new(only).unwrap().state().offices;
            assert!(offices.iter().all(|o| is_new(*o)));
        }
    }
    assert!(saw_new && saw_base);
    // Without the module only base offices are used.
    let offices = Game::new(setup(3, Modules::default()))
        .unwrap()
        .state()
        .offices;
    assert!(offices.iter().all(|o| !is_new(*o)));
}

/// The example office: "1 date + 1 step on the river track / 1 dinar + 1
/// point / 1 water + 1 step on the white palace staircase OR 1 step on the
/// black mosque staircase".
#[test]
fn a_new_office_gives_a_resource_and_a_bonus() {
    let m = Modules {
        exchange_offices: Some(ExchangeOffices::Mixed),
        ..Modules::default()
    };
    let mut g = assistant_turn(setup(2, m), |st| {
        st.players[0].assistants = BVec::from_slice(&[Sector::Souk]).unwrap();
        st.players[0].goods = [1, 1, 1];
        st.players[0].resources = Resources::ZERO;
        st.offices[st.season as usize] = ExchangeOfficeId(7);
    });
    g.apply(0, use_action(Sector::Souk)).unwrap();
    let score = g.state().player(0).score;
    // Purple row of office 07: 1 dinar + 1 point.
    g.apply(
        0,
        Action::ExchangeGoods {
            colour: Colour::Purple,
        },
    )
    .unwrap();
    assert_eq!(g.state().player(0).resources.dinars, 1);
    assert_eq!(g.state().player(0).score, score + 1);
}

// ---------------------------------------------------------------- module 4

/// "The purple side features 1 section without any spectators and 1 section
/// with 4 spectators."
#[test]
fn purple_discs_have_a_0_and_a_4() {
    let cat = Catalog::embedded();
    let counts: Vec<u8> = (0..8).map(|f| cat.printed_spectators(true, 0, f)).collect();
    assert!(counts.contains(&0) && counts.contains(&4));
    // The main-square action multiplies by 4 on the purple side.
    let m = Modules {
        spectators: true,
        ..Modules::default()
    };
    let two_points = cat
        .main_square_fields
        .iter()
        .position(|f| f.bonus == Bonus::Points { n: 2 })
        .unwrap() as u8;
    // Rotation after the action's turn is 1 when the disc starts at 0; put
    // the 4-section in front of the 2-points field by choosing the start.
    let start = (0..8u8)
        .find(|r| cat.printed_spectators(true, (r + 1) % 8, two_points) == 4)
        .unwrap();
    let mut g = assistant_turn(setup(2, m), |st| {
        st.players[0].assistants = BVec::from_slice(&[Sector::MainSquare]).unwrap();
        st.players[0].entertainers = 1 << two_points;
        st.players[0].disc_rotation = start;
    });
    let score = g.state().player(0).score;
    g.apply(0, use_action(Sector::MainSquare)).unwrap();
    assert_eq!(g.state().player(0).score, score + 8, "4 x 2 points");
}

// ---------------------------------------------------------------- module 5

fn towns() -> Modules {
    Modules {
        desert_towns: true,
        ..Modules::default()
    }
}

/// "Randomly draw a number of desert towns from the bag": 3 / 5 / 7 for 2 /
/// 3 / 4 players (R1); solo lays out 3 "wie im Spiel zu zweit".
#[test]
fn desert_towns_laid_out_by_player_count() {
    for (players, n) in [(2u8, 3usize), (3, 5), (4, 7)] {
        let g = Game::new(setup(players, towns())).unwrap();
        assert_eq!(g.state().towns.len(), n);
    }
    let g = Game::new(Setup {
        modules: towns(),
        ..Setup::solo(Solo::default(), 3)
    })
    .unwrap();
    assert_eq!(g.state().towns.len(), 3);
}

/// "If a player deploys a brown caravan keshi to such a space, they choose
/// one of the desert towns from the display ... an immediate deployment
/// bonus of 4 points"; the start oasis is covered; R17: an empty display
/// still gives the 4 points.
#[test]
fn the_fourth_caravan_reaches_a_desert_town() {
    let mut g = assistant_turn(setup(2, towns()), |st| {
        st.players[0].assistants = BVec::from_slice(&[Sector::Sahara]).unwrap();
        st.players[0].caravans = [3, 0, 0];
    });
    let options = g.legal_actions(0);
    assert!(options.contains(&Action::UseAssistant {
        sector: Sector::Sahara,
        option: AssistantOption::NewKeshi {
            colour: Colour::Brown
        }
    }));
    g.apply(
        0,
        Action::UseAssistant {
            sector: Sector::Sahara,
            option: AssistantOption::NewKeshi {
                colour: Colour::Brown,
            },
        },
    )
    .unwrap();
    // The start oasis is covered: only the two long paths.
    assert_eq!(
        g.legal_actions(0),
        vec![
            Action::PlaceCaravan {
                path: SaharaPath::Left
            },
            Action::PlaceCaravan {
                path: SaharaPath::Right
            }
        ]
    );
    let score = g.state().player(0).score;
    let shown = g.state().towns.as_slice()[1];
    g.apply(
        0,
        Action::PlaceCaravan {
            path: SaharaPath::Left,
        },
    )
    .unwrap();
    g.apply(0, Action::TakeDesertTown { index: 1 }).unwrap();
    assert_eq!(g.state().player(0).score, score + 4);
    assert_eq!(
        g.state().player(0).towns[0],
        Some(TownSlot {
            town: shown,
            claimed: false
        })
    );
    // R17.
    let mut g = assistant_turn(setup(2, towns()), |st| {
        st.players[0].assistants = BVec::from_slice(&[Sector::Sahara]).unwrap();
        st.players[0].caravans = [3, 4, 0];
        st.towns.clear();
    });
    let score = g.state().player(0).score;
    g.apply(
        0,
        Action::UseAssistant {
            sector: Sector::Sahara,
            option: AssistantOption::NewKeshi {
                colour: Colour::Brown,
            },
        },
    )
    .unwrap();
    assert_eq!(g.state().player(0).score, score + 4);
    assert_eq!(g.state().player(0).towns, [None, None]);
}

/// "When claiming a desert town ..., the player must pay a set of 3 goods
/// keshis (yellow + orange + purple)"; town 12: "Jan takes a white city gate
/// from the right workshop. He gains 7 points and can build it on a matching
/// space, gaining 2 more points."
#[test]
fn claiming_town_12_builds_a_free_gate() {
    let mut g = claim_town(Edition::Classic, 12, |st| {
        st.players[0].watchtower = 1;
        st.players[0].resources = Resources::ZERO;
        st.workshops[3][Colour::White.index()] = 1;
    });
    assert_eq!(g.state().player(0).goods, [0, 0, 0]);
    let score = g.state().player(0).score;
    g.apply(
        0,
        Action::BuyGate {
            workshop: 3,
            colour: Colour::White,
            pay: Resources::ZERO,
        },
    )
    .unwrap();
    let palace_space = Catalog::embedded()
        .gate_spaces
        .iter()
        .position(|s| s.sector == Sector::Palace)
        .unwrap() as u8;
    let nobles = g.state().player(0).markers[Sector::Palace.index()];
    g.apply(
        0,
        Action::BuildGate {
            space: palace_space,
        },
    )
    .unwrap();
    assert_eq!(g.state().player(0).score, score + 7 + 2);
    assert_eq!(
        g.state().player(0).markers[Sector::Palace.index()],
        nobles + 1
    );
}

/// Town 12: "You may take 1 city gate" (a claim may decline the gate), and
/// "You must have at least 1 uncommitted guard keshi on your watchtower"
/// (no free guard, no claim).
#[test]
fn town_12_needs_a_free_guard_and_the_gate_is_optional() {
    let mut g = assistant_turn(setup(2, towns()), |st| {
        st.players[0].assistants = BVec::from_slice(&[Sector::Sahara]).unwrap();
        st.players[0].caravans = [4, 0, 0];
        st.players[0].towns[0] = Some(TownSlot {
            town: 12,
            claimed: false,
        });
        st.players[0].goods = [1, 1, 1];
        st.players[0].watchtower = 0;
    });
    g.apply(0, use_action(Sector::Sahara)).unwrap();
    let claim = Action::ClaimDesertTown { space: 0 };
    assert!(!g.legal_actions(0).contains(&claim), "no free guard");
    let mut g = claim_town(Edition::Classic, 12, |st| {
        st.players[0].watchtower = 1;
        st.workshops[0][Colour::Brown.index()] = 1;
    });
    assert_eq!(g.decision_for(0), Some(Decision::FreeGate));
    let score = g.state().player(0).score;
    g.apply(0, Action::Done).unwrap();
    assert_eq!(g.state().player(0).score, score, "no gate, no -3");
    assert_eq!(g.state().player(0).watchtower, 1, "the guard stays free");
}

/// A Sahara turn of player 0 holding `town` on its first town space, with
/// a set of goods to claim it.
fn claim_town(edition: Edition, town: u8, arrange: impl FnOnce(&mut State)) -> Game {
    let s = Setup {
        edition,
        ..setup(2, towns())
    };
    let mut g = assistant_turn(s, |st| {
        st.players[0].assistants = BVec::from_slice(&[Sector::Sahara]).unwrap();
        st.players[0].caravans = [4, 0, 0];
        st.players[0].towns[0] = Some(TownSlot {
            town,
            claimed: false,
        });
        st.players[0].goods = [1, 1, 1];
        arrange(st);
    });
    g.apply(0, use_action(Sector::Sahara)).unwrap();
    g.apply(0, Action::ClaimDesertTown { space: 0 }).unwrap();
    g
}

/// 002 desert town 10: "Lucas takes the left tile from the second row and
/// immediately deploys any 3 keshis. He does not have to have 7 scholars and
/// does not have to pay 3 dates."
#[test]
fn town_10_lukas_takes_an_orange_scroll_without_scholars_or_dates() {
    let mut g = claim_town(Edition::Classic, 10, |st| {
        st.players[0].markers[Sector::Madrasa.index()] = 0;
        st.players[0].resources = Resources::ZERO;
        st.scrolls[ScrollType::Orange.index()].face_up[0] = Some(ScrollId(67));
    });
    assert_eq!(g.decision_for(0), Some(Decision::FreeScroll));
    let before = g.state().player(0).resources;
    g.apply(
        0,
        Action::TakeScroll {
            ty: ScrollType::Orange,
            slot: 0,
        },
    )
    .unwrap();
    assert!(g.state().player(0).scrolls.contains(ScrollId(67)));
    assert_eq!(g.state().player(0).resources, before, "no dates paid");
    // "immediately deploys any 3 keshis": three choices of colour.
    for colour in [Colour::Green, Colour::Gray, Colour::Black] {
        assert!(matches!(
            g.decision_for(0),
            Some(Decision::KeshiColour { count: 1, .. })
        ));
        g.apply(0, Action::ChooseColour { colour }).unwrap();
    }
    let pl = g.state().player(0);
    assert_eq!(pl.markers[Sector::Madrasa.index()], 1, "the gray scholar");
}

/// 002 desert town 11: "Sarah takes the necklace and gains 13 points. She
/// does not have to pay the 3 purple and 2 orange keshis."
#[test]
fn town_11_sarah_takes_the_necklace_for_13_points() {
    let mut g = claim_town(Edition::Classic, 11, |st| {
        st.luxury.face_up[2] = Some(LuxuryId(21));
    });
    assert_eq!(
        g.state().player(0).goods,
        [0, 0, 0],
        "the set of goods paid"
    );
    let score = g.state().player(0).score;
    g.apply(0, Action::BuyLuxury { slot: 2 }).unwrap();
    let pl = g.state().player(0);
    assert_eq!(pl.score, score + 13);
    assert!(pl.luxury_ids().any(|id| id == LuxuryId(21)));
    assert_eq!(pl.goods, [0, 0, 0], "no purple or orange paid");
}

/// 000 desert town 12: "Jan wählt ein türkises Tor vom rechten
/// Werkstattfeld. Er erhält 7 Punkte und kann das Tor passend einbauen,
/// wofür er weitere 2 Punkte erhält. Er stellt 1 freien Wächter vom
/// Wachturm dazu. Dann setzt er den türkisen Keshi-Anzeiger vor."
#[test]
fn town_12_essential_jan_turquoise_gate_7_plus_2_and_marker() {
    let mut g = claim_town(Edition::Essential, 12, |st| {
        st.players[0].watchtower = 1;
        st.workshops[3][Colour::Turquoise.index()] = 1;
    });
    let score = g.state().player(0).score;
    let fishers = g.state().player(0).markers[Sector::River.index()];
    g.apply(
        0,
        Action::BuyGate {
            workshop: 3,
            colour: Colour::Turquoise,
            pay: Resources::ZERO,
        },
    )
    .unwrap();
    let river_space = Catalog::embedded()
        .gate_spaces
        .iter()
        .position(|s| s.sector == Sector::River)
        .unwrap() as u8;
    g.apply(0, Action::BuildGate { space: river_space })
        .unwrap();
    let pl = g.state().player(0);
    assert_eq!(pl.score, score + 7 + 2);
    assert_eq!(pl.watchtower, 0, "the free guard stands at the gate");
    assert_eq!(pl.markers[Sector::River.index()], fishers + 1);
}

fn town_score(edition: Edition, town: u8, arrange: impl FnOnce(&mut State)) -> i16 {
    let s = Setup {
        edition,
        ..setup(4, towns())
    };
    let g = Game::new(s).unwrap();
    let mut st = *g.state();
    arrange(&mut st);
    desert_town_points(&Catalog::embedded(), &st, 0, town)
}

/// Desert town examples of the addendum.
#[test]
fn desert_town_examples() {
    // 09: "Marie has 3 entertainer keshis on her main square: 2, 1, and 3
    // spectators are facing them, so she gains 6 points."
    let cat = Catalog::embedded();
    let field_with = |n: u8| (0..8u8).find(|f| cat.printed_spectators(false, 0, *f) == n);
    let marie = town_score(Edition::Classic, 9, |st| {
        st.players[0].disc_rotation = 0;
        st.players[0].entertainers = [2, 1, 3]
            .iter()
            .map(|n| 1u8 << field_with(*n).unwrap())
            .sum();
    });
    assert_eq!(marie, 6);
    // 05: "Lucas' imam's student is on the first step of the 4th segment,
    // meaning he has made 11 steps he gains 11 points."
    let lukas = town_score(Edition::Classic, 5, |st| st.players[0].stairs = [0, 11]);
    assert_eq!(lukas, 11);
    // 06: "Sarah has 39 keshis on her board ... a total of 13 points"
    // (000: 41 -> 13).
    for (keshis, points) in [(39u8, 13i16), (41, 13)] {
        let sarah = town_score(Edition::Classic, 6, |st| {
            let pl = &mut st.players[0];
            pl.markers = [0; 9];
            let mut left = keshis;
            for s in [
                Sector::River,
                Sector::DateOrchard,
                Sector::Mosque,
                Sector::Palace,
                Sector::Madrasa,
            ] {
                let n = left.min(8);
                pl.markers[s.index()] = n;
                left -= n;
            }
            pl.entertainers = (1u16 << left.min(8)).wrapping_sub(1) as u8;
            left -= left.min(8);
            assert_eq!(left, 0);
            pl.goods = [5, 5, 5];
        });
        assert_eq!(sarah, points);
    }
    // 07: Essential counts the third season only (R1), Classic all steps.
    let steps = |st: &mut State| st.players[0].river_steps = [5, 4, 3];
    assert_eq!(town_score(Edition::Essential, 7, steps), 3);
    assert_eq!(town_score(Edition::Classic, 7, steps), 12);
    // 08: "2 points for each sector containing at least 4 keshis, including
    // red water vendor keshis" (000: a marker on 3 with a vendor is enough).
    let eight = town_score(Edition::Essential, 8, |st| {
        let pl = &mut st.players[0];
        pl.markers = [0; 9];
        pl.markers[Sector::River.index()] = 3;
        pl.markers[Sector::Mosque.index()] = 4;
        pl.water_vendors = 1 << Sector::River.index();
        pl.goods = [9, 9, 9];
    });
    assert_eq!(eight, 4);
}

/// "Both keshi slots of the desert town covering tile must be occupied ...
/// in order to score the Sahara as completely filled sector", and at most 2
/// towns score next to 3 oases.
#[test]
fn final_scoring_with_desert_towns() {
    let s = setup(2, towns());
    let g = Game::new(s).unwrap();
    let mut st = *g.state();
    let pl = &mut st.players[0];
    pl.caravans = [4, 4, 0];
    pl.water_vendors = 1 << Sector::Sahara.index();
    pl.towns = [
        Some(TownSlot {
            town: 3,
            claimed: true,
        }),
        Some(TownSlot {
            town: 1,
            claimed: false,
        }),
    ];
    pl.scrolls = ScrollSet::default();
    pl.scrolls.insert(ScrollId(19));
    pl.scrolls.insert(ScrollId(20));
    st.season = 2;
    st.phase = Phase::SeasonScoring;
    st.scoring_step = ScoringStep::Provisioning;
    st.turn = 2;
    st.agenda.clear();
    let g = Game::from_state(s, st).unwrap();
    assert!(g.is_over());
    let fs = g.scores()[0].final_scoring.unwrap();
    assert_eq!(fs.complete_sectors, 1, "the Sahara with 8 caravans");
    // Only the claimed town scores: 2 points per scroll.
    assert_eq!(fs.towns, [Some((3, 4)), None]);
    assert_eq!(fs.town_points, 4);
}

/// Every combination of modules, 2-4 players, both editions and solo: games
/// run to the end, scores add up, views and saves round-trip, and the
/// seeded game replays identically.
#[test]
fn every_combination_of_modules_plays_to_the_end() {
    let per = if cfg!(debug_assertions) { 1 } else { 4 };
    for (mi, modules) in Modules::combinations().enumerate() {
        for players in 2..=4u8 {
            for k in 0..per {
                let edition = if (mi + k) % 2 == 0 {
                    Edition::Classic
                } else {
                    Edition::Essential
                };
                let s = Setup {
                    players,
                    edition,
                    seed: (mi * 31 + k) as u64 * 7 + players as u64,
                    modules,
                    ..Setup::default()
                };
                play_out(s);
            }
        }
        let s = Setup {
            modules,
            edition: if mi % 2 == 0 {
                Edition::Classic
            } else {
                Edition::Essential
            },
            ..Setup::solo(Solo::default(), mi as u64)
        };
        play_out(s);
    }
}

fn play_out(s: Setup) {
    common::play_out(s, 0x5eed, 151, 20_000, common::any_action, |_, _, _| {});
}

/// R1: the exchange icon may not return "a brown caravan keshi standing next
/// to a discovered or claimed oasis" (Classic) — a caravan on a desert-town
/// space stands next to a town — while Essential forbids every caravan.
#[test]
fn exchange_icon_and_desert_town_caravans_per_edition() {
    for (edition, allowed) in [(Edition::Classic, true), (Edition::Essential, false)] {
        let s = Setup {
            edition,
            ..setup(2, towns())
        };
        let g = Game::new(s).unwrap();
        let mut st = *g.state();
        st.phase = Phase::UseAssistants;
        st.turn = 0;
        st.start_player = 0;
        st.agenda.clear();
        st.players[0].caravans = [4, 2, 0];
        st.players[1].assistants.clear();
        let _ = st.agenda.push(Task::Decide {
            p: 0,
            d: Decision::StorageExchange,
        });
        let g = Game::from_state(s, st).unwrap();
        let caravan = Action::ReturnKeshi {
            keshi: BoardKeshi::Caravan {
                path: SaharaPath::Left,
            },
        };
        assert_eq!(
            g.legal_actions(0).contains(&caravan),
            allowed,
            "{edition:?}"
        );
        let right = Action::ReturnKeshi {
            keshi: BoardKeshi::Caravan {
                path: SaharaPath::Right,
            },
        };
        assert!(!g.legal_actions(0).contains(&right), "next to an oasis");
    }
}
