//! Special buildings (003 "Die Spezialgebäude"): the setup (draw 2, keep
//! 1, hidden), the start instead of the usual one (keshi, resources, the
//! yellow scroll draft, the remaining yellow scrolls in 3 stacks), each
//! front-side ability with its timing and the seed's Date store example,
//! the Paschabot's adjustment, and random games.

use marrakesh_engine::*;

mod common;

const DATE_STORE: u8 = 1;
const LIBRARY: u8 = 2;
const PRACTICE_ROOM: u8 = 3;
const BOATHOUSE: u8 = 4;
const BARRACKS: u8 = 5;
const HOUSE_OF_PRAYER: u8 = 6;
const CAMEL_STABLE: u8 = 7;
const PAVILION: u8 = 8;

fn building(id: u8) -> BuildingDef {
    Catalog::embedded()
        .special_buildings
        .as_ref()
        .unwrap()
        .building(id)
        .unwrap()
        .clone()
}

fn setup(players: u8, edition: Edition, side: BuildingSide) -> Setup {
    Setup {
        players,
        edition,
        seed: 5,
        tower: TowerSetting::NoTower,
        river_tiles: Some(Setup::FIRST_GAME_RIVER_TILES),
        start_player: Some(0),
        modules: Modules {
            special_buildings: Some(side),
            ..Modules::default()
        },
        ..Setup::default()
    }
}

/// A new game in which player p drew `hands[p]` (first kept).
fn dealt(s: Setup, hands: &[[u8; 2]]) -> Game {
    let g = Game::new(s).unwrap();
    let mut st = *g.state();
    for (p, h) in hands.iter().enumerate() {
        st.players[p].building.drawn = [Some(h[0]), Some(h[1])];
    }
    Game::from_state(s, st).unwrap()
}

/// Plays the setup: each player keeps the first building of `hands` and
/// takes the first legal action elsewhere, until the first round's
/// selection (or whatever `stop` asks for first).
fn start(s: Setup, hands: &[[u8; 2]], stop: impl Fn(&Game) -> bool) -> Game {
    let mut g = dealt(s, hands);
    while g.state().phase == Phase::Setup || !stop(&g) {
        if stop(&g) {
            break;
        }
        let (p, d) = g.pending().players[0];
        let a = match d {
            Decision::ChooseBuilding => Action::KeepBuilding {
                building: hands[p as usize][0],
            },
            Decision::SelectKeshis => break,
            _ => g.legal_actions(p)[0],
        };
        g.apply(p, a).unwrap();
    }
    g
}

fn at_selection(g: &Game) -> bool {
    g.state().phase == Phase::Selection
        && g.pending()
            .players
            .iter()
            .all(|(_, d)| *d == Decision::SelectKeshis)
}

fn yellow_total() -> usize {
    Catalog::embedded()
        .scrolls
        .iter()
        .filter(|s| s.ty == ScrollType::Yellow)
        .count()
}

/// "Jeder Spieler zieht 2 Gebäude, wählt 1 davon aus ... Die übrigen
/// Gebäude kommen zurück in die Schachtel": two different buildings each,
/// seen by their owner only; the kept one shows once the start begins.
#[test]
fn each_player_draws_two_and_keeps_one_unseen_by_the_others() {
    for players in 2..=4u8 {
        let mut g = Game::new(setup(players, Edition::Classic, BuildingSide::Front)).unwrap();
        let mut all = Vec::new();
        for p in 0..players {
            assert_eq!(g.decision_for(p), Some(Decision::ChooseBuilding));
            let acts = g.legal_actions(p);
            assert_eq!(acts.len(), 2);
            for a in &acts {
                let Action::KeepBuilding { building } = a else {
                    panic!("{a:?}")
                };
                all.push(*building);
            }
            let own = g.view(Some(p)).players[p as usize]
                .building
                .clone()
                .unwrap();
            assert_eq!(own.drawn.len(), 2);
            for q in (0..players).filter(|q| *q != p) {
                let other = g.view(Some(q)).players[p as usize]
                    .building
                    .clone()
                    .unwrap();
                assert!(other.drawn.is_empty() && other.kept.is_none());
            }
        }
        all.sort();
        all.dedup();
        assert_eq!(
            all.len(),
            2 * players as usize,
            "all drawn buildings differ"
        );
        // Keep one: still hidden from the others during the choices.
        let a = g.legal_actions(0)[1];
        g.apply(0, a).unwrap();
        let Action::KeepBuilding { building } = a else {
            unreachable!()
        };
        assert_eq!(
            g.view(Some(0)).players[0].building.as_ref().unwrap().kept,
            Some(building)
        );
        assert_eq!(
            g.view(Some(1)).players[0].building.as_ref().unwrap().kept,
            None
        );
        // Determinized for player 1: player 0's buildings are drawn anew,
        // and player 1's view is unchanged.
        for seed in 0..5 {
            let d = g.determinize(Some(1), seed);
            assert_eq!(d.view(Some(1)), g.view(Some(1)));
        }
    }
}

/// "Anstatt der üblichen Startressourcen ...": the keshi shown (deployed),
/// then the resources shown, then 3 yellow scrolls drawn and 1 kept; the
/// others go with the rest into 3 near-equal stacks, tops revealed.
#[test]
fn the_start_replaces_the_usual_one() {
    for edition in [Edition::Classic, Edition::Essential] {
        let s = setup(3, edition, BuildingSide::Back);
        let hands = [
            [BOATHOUSE, LIBRARY],
            [HOUSE_OF_PRAYER, DATE_STORE],
            [BARRACKS, PAVILION],
        ];
        let g = start(s, &hands, at_selection);
        let st = g.state();
        for (p, h) in hands.iter().enumerate() {
            let pl = st.player(p as u8);
            let b = building(h[0]);
            assert_eq!(pl.building.kept, Some(h[0]));
            // Turquoise, black and beige keshis bring no deployment bonus.
            assert_eq!(pl.resources, b.resources, "{edition:?} player {p}");
            assert_eq!(pl.keshis_of(b.keshi), 1, "{edition:?} player {p}");
            assert_eq!(pl.scrolls.len(), 1);
            let kept = pl.scrolls.iter().next().unwrap();
            assert_eq!(Catalog::embedded().scroll(kept).ty, ScrollType::Yellow);
        }
        // Back side: no abilities (no gate for the barracks, no scroll
        // offered by the library).
        assert_eq!(st.player(2).gates_built(), 0);
        let row = &st.scrolls[ScrollType::Yellow.index()];
        let left = yellow_total() - 3;
        let shown = row.face_up.iter().flatten().count();
        let stacked: usize = row.stacks.iter().map(|s| s.len()).sum();
        assert_eq!(shown + stacked, left);
        // Essential too: "Alle Gelehrten-Schriftrollen werden nach Farbe
        // sortiert gemischt und in je 3 möglichst gleich hohe Stapel
        // aufgeteilt. Von jedem Stapel wird jeweils das oberste Plättchen
        // aufgedeckt."
        for ty in ScrollType::ALL {
            let row = &st.scrolls[ty.index()];
            assert_eq!(
                row.face_up.iter().flatten().count(),
                3,
                "{edition:?} {ty:?}"
            );
            let sizes: Vec<usize> = (0..3)
                .map(|i| row.stacks[i].len() + usize::from(row.face_up[i].is_some()))
                .collect();
            assert!(
                sizes.iter().max().unwrap() - sizes.iter().min().unwrap() <= 1,
                "{edition:?} {ty:?} {sizes:?}"
            );
        }
    }
}

/// The 3 yellow scrolls drawn at the start are seen by their owner only,
/// and a determinized world keeps every view.
#[test]
fn start_scrolls_are_hidden_from_the_others() {
    let s = setup(2, Edition::Classic, BuildingSide::Back);
    let hands = [[BOATHOUSE, LIBRARY], [HOUSE_OF_PRAYER, DATE_STORE]];
    let g = start(s, &hands, |g| {
        g.pending().players.first().map(|(_, d)| *d) == Some(Decision::ChooseStartScroll)
    });
    let (p, _) = g.pending().players[0];
    let own = g.view(Some(p)).players[p as usize]
        .building
        .clone()
        .unwrap();
    assert_eq!(own.start_scrolls.len(), 3);
    assert_eq!(g.legal_actions(p).len(), 3);
    let q = 1 - p;
    let other = g.view(Some(q)).players[p as usize]
        .building
        .clone()
        .unwrap();
    assert!(other.start_scrolls.is_empty());
    for seed in 0..5 {
        let d = g.determinize(Some(q), seed);
        assert_eq!(d.view(Some(q)), g.view(Some(q)));
        let d = g.determinize(Some(p), seed);
        assert_eq!(d.view(Some(p)), g.view(Some(p)));
    }
}

/// A started game (first round's selection) whose state `arrange` sets
/// up, then loaded (its agenda runs).
fn arranged(s: Setup, hands: &[[u8; 2]], arrange: impl FnOnce(&mut State)) -> Game {
    let g = start(s, hands, at_selection);
    let mut st = *g.state();
    st.agenda.clear();
    arrange(&mut st);
    Game::from_state(s, st).unwrap()
}

fn decide(st: &mut State, p: PlayerId, d: Decision) {
    st.phase = Phase::UseAssistants;
    assert!(st.agenda.push(Task::Decide { p, d }));
}

/// 003 "Das Dattellager", the seed's example: "Wer bereits eine Luxusware
/// der Sorte Dolch besitzt und einen weiteren Dolch kaufen möchte, erhält
/// keinen Rabatt von 1 Waren-Keshi. Würde er stattdessen 1 Luxusware
/// "Schuh" kaufen, welche er bislang noch nicht vor sich liegen hat, darf
/// er 1 Waren-Keshi weniger zahlen."
#[test]
fn date_store_example_a_second_dagger_full_price_a_first_slipper_cheaper() {
    let cat = Catalog::embedded();
    let dagger = LuxuryId(12);
    let slipper = LuxuryId(4);
    assert_eq!(cat.luxury(dagger).luxury, LuxuryKind::Dagger);
    assert_eq!(cat.luxury(dagger).cost, [0, 2, 1]);
    assert_eq!(cat.luxury(slipper).luxury, LuxuryKind::Slipper);
    assert_eq!(cat.luxury(slipper).cost, [1, 0, 1]);
    let souk = |side: BuildingSide| {
        arranged(
            setup(2, Edition::Classic, side),
            &[[DATE_STORE, LIBRARY], [BOATHOUSE, BARRACKS]],
            |st| {
                let pl = &mut st.players[0];
                pl.luxury = 0;
                pl.add_luxury(LuxuryId(11)); // a dagger owned already
                pl.goods = [0, 1, 1];
                st.luxury.face_up = [Some(dagger), Some(slipper), None, None, None];
                decide(
                    st,
                    0,
                    Decision::Souk {
                        mode: SoukMode::Start,
                    },
                );
            },
        )
    };
    // Front side: each is 1 goods keshi short; only the slipper is cheaper.
    let mut g = souk(BuildingSide::Front);
    let acts = g.legal_actions(0);
    assert!(
        !acts.contains(&Action::BuyLuxury { slot: 0 }),
        "no discount on a 2nd dagger"
    );
    assert!(
        acts.contains(&Action::BuyLuxury { slot: 1 }),
        "1 goods keshi less on a 1st slipper"
    );
    let before = g.state().player(0).score;
    g.apply(0, Action::BuyLuxury { slot: 1 }).unwrap();
    let pl = g.state().player(0);
    assert_eq!(
        pl.goods,
        [0, 1, 0],
        "the slipper cost 1 orange instead of 1 yellow + 1 orange"
    );
    assert!(pl.luxury_ids().any(|id| id == slipper));
    assert_eq!(pl.score - before, cat.luxury(slipper).points as i16);
    // Back side: no ability, neither is affordable.
    let g = souk(BuildingSide::Back);
    let acts = g.legal_actions(0);
    assert!(!acts.contains(&Action::BuyLuxury { slot: 0 }));
    assert!(!acts.contains(&Action::BuyLuxury { slot: 1 }));
}

/// The date store's discount and module 2's imam add up: each saves 1
/// goods keshi of the buyer's choice.
#[test]
fn date_store_and_imam_save_two_goods_keshis() {
    let s = Setup {
        modules: Modules {
            imam_sultan: true,
            ..setup(2, Edition::Classic, BuildingSide::Front).modules
        },
        ..setup(2, Edition::Classic, BuildingSide::Front)
    };
    let g = arranged(s, &[[DATE_STORE, LIBRARY], [BOATHOUSE, BARRACKS]], |st| {
        st.figures[1].carrier = Some(0); // player 0 carries the imam
        let pl = &mut st.players[0];
        pl.luxury = 0;
        pl.goods = [0, 0, 1];
        st.luxury.face_up = [Some(LuxuryId(4)), None, None, None, None];
        decide(
            st,
            0,
            Decision::Souk {
                mode: SoukMode::Start,
            },
        );
    });
    let mut g = g;
    assert!(g.legal_actions(0).contains(&Action::BuyLuxury { slot: 0 }));
    g.apply(0, Action::BuyLuxury { slot: 0 }).unwrap();
    assert_eq!(
        g.state().player(0).goods,
        [0, 0, 1],
        "both keshis saved, nothing to choose"
    );
    assert!(g.state().player(0).luxury_ids().any(|id| id == LuxuryId(4)));
}

/// "Das Dattellager, Vor Spielstart: ... zieht 1 davon heraus und
/// platziert ihn auf der Oasen-Bonusleiste auf dem ... markierten Feld.
/// Beim Spiel zu zweit wird der Keshi auf das rechts davon liegende Feld
/// gestellt."
#[test]
fn date_store_puts_a_drawn_keshi_on_the_oasis_bonus_track() {
    let Ability::DateStore {
        colours,
        space,
        space_two_players,
        ..
    } = ability(DATE_STORE)
    else {
        panic!()
    };
    assert_eq!(colours.len(), 9, "9 colours, no goods");
    assert!(colours.iter().all(|c| !c.is_goods()));
    assert_eq!(space_two_players, space + 1, "the space right of it");
    for (players, at) in [(2u8, space_two_players), (3, space), (4, space)] {
        let hands = [
            [DATE_STORE, LIBRARY],
            [BOATHOUSE, BARRACKS],
            [PAVILION, CAMEL_STABLE],
            [PRACTICE_ROOM, HOUSE_OF_PRAYER],
        ];
        let front = start(
            setup(players, Edition::Classic, BuildingSide::Front),
            &hands[..players as usize],
            at_selection,
        );
        let back = start(
            setup(players, Edition::Classic, BuildingSide::Back),
            &hands[..players as usize],
            at_selection,
        );
        let k = front.state().player(0).storage_keshis[at as usize];
        assert!(
            k.is_some_and(|c| colours.contains(c)),
            "{players} players: {k:?}"
        );
        let count = |g: &Game| g.state().player(0).storage_keshis.iter().flatten().count();
        assert_eq!(count(&front), count(&back) + 1);
    }
}

/// "Die Bibliothek, Start des 1. Durchgangs: ... eine gelbe
/// Gelehrten-Schriftrolle aus einem Stapel wählen ... sofern er 1 Dattel
/// bezahlt. Der Stapel wird erneut gemischt und das oberste Plättchen
/// aufgedeckt."
#[test]
fn library_takes_a_yellow_scroll_from_a_stack_at_the_start_of_season_1() {
    let s = setup(2, Edition::Classic, BuildingSide::Front);
    let hands = [[LIBRARY, DATE_STORE], [BOATHOUSE, BARRACKS]];
    let mut g = start(s, &hands, |g| {
        g.state().phase == Phase::Selection
            && g.pending().players.first().map(|(_, d)| *d)
                == Some(Decision::LibraryStack {
                    ty: ScrollType::Yellow,
                })
    });
    assert_eq!(
        g.pending().players,
        vec![(
            0,
            Decision::LibraryStack {
                ty: ScrollType::Yellow
            }
        )]
    );
    let acts = g.legal_actions(0);
    assert!(acts.contains(&Action::Done));
    assert!(acts.contains(&Action::SearchStack { stack: 0 }));
    let y = ScrollType::Yellow.index();
    let size = |g: &Game| {
        g.state().scrolls[y].stacks[0].len()
            + usize::from(g.state().scrolls[y].face_up[0].is_some())
    };
    let before = size(&g);
    let dates = g.state().player(0).resources.dates;
    let events = g.apply(0, Action::SearchStack { stack: 0 }).unwrap();
    assert!(
        events.iter().any(|e| !e.reveals_nothing()),
        "searching shows the stack: no undo"
    );
    // Season 1: "da er den geforderten grauen Keshi besitzt": every scroll
    // of the stack may be taken.
    let acts = g.legal_actions(0);
    assert_eq!(acts.len(), before + 1, "the whole stack, or none");
    // The searcher has seen the stack: a world drawn behind its view keeps
    // it (a bot thinking in such worlds must choose a scroll that is there);
    // for the other seat the stacks are drawn anew.
    for seed in 0..16 {
        let w = g.determinize(Some(0), seed);
        assert_eq!(
            w.legal_actions(0),
            acts,
            "the searcher's world keeps the stack"
        );
        assert_eq!(w.view(Some(0)), g.view(Some(0)));
        assert_eq!(g.determinize(Some(1), seed).view(Some(1)), g.view(Some(1)));
    }
    let drawn: std::collections::BTreeSet<Vec<marrakesh_engine::ScrollId>> = (0..16)
        .map(|seed| {
            let w = g.determinize(Some(1), seed);
            w.state().scrolls[y].stacks[0].iter().copied().collect()
        })
        .collect();
    assert!(
        drawn.len() > 1,
        "for the other seat the stack is drawn anew"
    );
    let take = acts[0];
    let Action::KeepScroll { scroll } = take else {
        unreachable!()
    };
    g.apply(0, take).unwrap();
    let pl = g.state().player(0);
    assert!(pl.scrolls.contains(scroll));
    assert_eq!(pl.resources.dates, dates - 1, "1 date in season 1");
    assert_eq!(size(&g), before - 1);
    assert!(
        g.state().scrolls[y].face_up[0].is_some() || size(&g) == 0,
        "top revealed"
    );
    // Back side: no library.
    let g = start(
        setup(2, Edition::Classic, BuildingSide::Back),
        &hands,
        |_| false,
    );
    assert!(at_selection(&g));
}

/// "Der Übungsraum: ... Dadurch hat er insgesamt 3 Zuschauer mehr als
/// vorher." (both sides of module 4's discs)
#[test]
fn practice_room_disc_has_3_spectators_more() {
    for spectators in [false, true] {
        let total = |side| {
            let mut s = setup(2, Edition::Classic, side);
            s.modules.spectators = spectators;
            let g = start(
                s,
                &[[PRACTICE_ROOM, LIBRARY], [BOATHOUSE, BARRACKS]],
                at_selection,
            );
            (0..8u8)
                .map(|f| g.spectators(Some(0), 0, f) as u32)
                .sum::<u32>()
        };
        assert_eq!(total(BuildingSide::Front), total(BuildingSide::Back) + 3);
    }
}

/// "Das Bootshaus: Der Spieler startet jeden Durchgang mit seinem Fischer
/// auf dem Feld mit dem Krokodil." Seasons 1 to 3 in random games.
#[test]
fn boathouse_starts_every_season_on_the_crocodile() {
    let croc = Catalog::embedded().river.crocodile;
    let s = setup(2, Edition::Classic, BuildingSide::Front);
    let mut g = start(
        s,
        &[[BOATHOUSE, LIBRARY], [DATE_STORE, BARRACKS]],
        at_selection,
    );
    assert_eq!(g.state().player(0).fisherman, croc);
    assert_eq!(g.state().player(1).fisherman, 0);
    let mut rng = Rng::new(3);
    let mut seen = 1;
    let mut season = 0;
    while !g.is_over() {
        let st = g.state();
        if st.season != season && st.phase == Phase::Selection {
            season = st.season;
            assert!(st.player(0).fisherman >= croc, "season {}", season + 1);
            seen += 1;
        }
        let (p, _) = g.pending().players[0];
        let acts = g.legal_actions(p);
        g.apply(p, acts[rng.below(acts.len() as u32) as usize])
            .unwrap();
    }
    assert_eq!(seen, 3);
}

/// "Die Baracke, Vor Spielstart: ... ein beliebiges Stadttor vom ersten
/// Feld (0 Dinar, -3 Punkte)"; "Immer wenn der Spieler im Spiel ein
/// Stadttor kauft, erhält er 1 Punkt zusätzlich."
#[test]
fn barracks_gate_before_the_start_and_a_point_per_gate_bought() {
    let s = setup(2, Edition::Classic, BuildingSide::Front);
    let hands = [[BARRACKS, LIBRARY], [BOATHOUSE, DATE_STORE]];
    let g = start(s, &hands, at_selection);
    let initial = Game::new(s).unwrap();
    let pl = g.state().player(0);
    assert_eq!(pl.gates_built(), 1);
    let w0 = |g: &Game| {
        g.state().workshops[0]
            .iter()
            .map(|n| *n as u32)
            .sum::<u32>()
    };
    assert_eq!(w0(&g), w0(&initial) - 1, "from the first workshop");
    let gates = pl.score_by[ScoreCategory::CityGates.index()];
    // Scroll 22 (a possible start scroll): no points lost at 0 dinars.
    let printed = if pl.scrolls.contains(ScrollId(22)) {
        0
    } else {
        -3
    };
    assert!(
        gates == printed || gates == printed + 2,
        "-3 points (+2 on a matching space): {gates}"
    );
    assert_eq!(pl.resources, building(BARRACKS).resources, "0 dinars");
    // A gate bought later: the workshop's points + 1.
    let buy = |side| {
        let mut g = arranged(setup(2, Edition::Classic, side), &hands, |st| {
            let pl = &mut st.players[0];
            pl.watchtower = 1;
            pl.resources.dinars = 5;
            st.workshops[1] = [1; 12];
            decide(st, 0, Decision::Medina);
        });
        let before = g.state().player(0).score_by[ScoreCategory::CityGates.index()];
        let a = Action::BuyGate {
            workshop: 1,
            colour: Colour::Pink,
            pay: Resources::new(0, 0, 1),
        };
        g.apply(0, a).unwrap();
        let space = g.legal_actions(0)[0];
        g.apply(0, space).unwrap();
        g.state().player(0).score_by[ScoreCategory::CityGates.index()] - before
    };
    assert_eq!(buy(BuildingSide::Front), buy(BuildingSide::Back) + 1);
}

/// "Das Bethaus: ... zusätzlich 1 Punkt (neben dem 1 Dinar), wenn er einen
/// neuen Abschnitt auf der Moscheeleiste betritt"; "Der Pavillon: ...
/// zusätzlich 1 beliebige Ressource (neben dem 1 Dinar), wenn er einen
/// neuen Abschnitt auf der Palasttreppe betritt."
#[test]
fn house_of_prayer_and_pavilion_at_new_segments() {
    let t = Catalog::embedded().staircase.thresholds[0];
    let climb = |side, hands: [[u8; 2]; 2], stair: Stair| {
        arranged(setup(2, Edition::Classic, side), &hands, |st| {
            st.players[0].stairs[stair.index()] = t - 1;
            st.phase = Phase::UseAssistants;
            assert!(st.agenda.push(Task::StartClimb {
                p: 0,
                stair,
                steps: 1,
                extra: false,
            }));
        })
    };
    let prayer = [[HOUSE_OF_PRAYER, LIBRARY], [BOATHOUSE, DATE_STORE]];
    let front = climb(BuildingSide::Front, prayer, Stair::Mosque);
    let back = climb(BuildingSide::Back, prayer, Stair::Mosque);
    let score = |g: &Game| g.state().player(0).score;
    let dinars = |g: &Game| g.state().player(0).resources.dinars;
    assert_eq!(score(&front), score(&back) + 1);
    assert_eq!(dinars(&front), dinars(&back), "besides the 1 dinar");
    let front = climb(BuildingSide::Front, prayer, Stair::Palace);
    let back = climb(BuildingSide::Back, prayer, Stair::Palace);
    assert_eq!(score(&front), score(&back), "the palace gives no point");
    let pavilion = [[PAVILION, LIBRARY], [BOATHOUSE, DATE_STORE]];
    let g = climb(BuildingSide::Front, pavilion, Stair::Palace);
    assert_eq!(
        g.decision_for(0),
        Some(Decision::TakeResources { count: 1 })
    );
    let g = climb(BuildingSide::Front, pavilion, Stair::Mosque);
    assert_ne!(
        g.decision_for(0),
        Some(Decision::TakeResources { count: 1 })
    );
    let g = climb(BuildingSide::Back, pavilion, Stair::Palace);
    assert_ne!(
        g.decision_for(0),
        Some(Decision::TakeResources { count: 1 })
    );
}

/// "Der Kamelstall: Der Spieler zahlt 1 beliebige Ressource weniger, wenn
/// er eine Oase aktiviert."
#[test]
fn camel_stable_oases_cost_one_resource_less() {
    // The second right oasis costs 1 water + 1 date (000 Sarah's example).
    let slot = 4usize;
    assert_eq!(
        Catalog::embedded().oasis_slots[slot].cost,
        Resources::new(1, 1, 0)
    );
    let sahara = |side| {
        arranged(
            setup(2, Edition::Classic, side),
            &[[CAMEL_STABLE, LIBRARY], [BOATHOUSE, DATE_STORE]],
            |st| {
                let pl = &mut st.players[0];
                pl.oasis_slots[slot].status = OasisStatus::Discovered;
                pl.resources = Resources::new(1, 0, 0);
                decide(st, 0, Decision::Sahara);
            },
        )
    };
    let claim = Action::ClaimOasis {
        slot: slot as u8,
        pay: Resources::new(1, 0, 0),
    };
    assert!(sahara(BuildingSide::Front)
        .legal_actions(0)
        .contains(&claim));
    assert!(!sahara(BuildingSide::Back).legal_actions(0).contains(&claim));
}

/// "Der Pavillon, Vor Spielstart: Der Spieler darf sich kostenfrei 1
/// Luxusware "Tajine" aussuchen und nehmen. Die durchsuchten Stapel werden
/// neu gemischt."
#[test]
fn pavilion_takes_a_free_tajine_before_the_start() {
    let s = setup(2, Edition::Classic, BuildingSide::Front);
    let g = start(s, &[[PAVILION, LIBRARY], [BOATHOUSE, DATE_STORE]], |g| {
        g.decision_for(0) == Some(Decision::PavilionLuxury)
    });
    let acts = g.legal_actions(0);
    let tajines = Catalog::embedded()
        .luxury_goods
        .iter()
        .filter(|l| l.luxury == LuxuryKind::Tajine)
        .count();
    assert_eq!(
        acts.len(),
        tajines + 1,
        "every tajine, in the display or a stack, or none"
    );
    let goods = |g: &Game| {
        let d = &g.state().luxury;
        d.face_up.iter().flatten().count() + d.stacks.iter().map(|s| s.len()).sum::<usize>()
    };
    let mut g2 = g.clone();
    let Action::TakeLuxury { luxury } = acts[acts.len() - 2] else {
        panic!()
    };
    let before = g2.state().player(0).score;
    g2.apply(0, acts[acts.len() - 2]).unwrap();
    let pl = g2.state().player(0);
    assert!(pl.luxury_ids().any(|id| id == luxury));
    assert_eq!(
        pl.score - before,
        Catalog::embedded().luxury(luxury).points as i16
    );
    assert_eq!(goods(&g2), goods(&g) - 1);
    assert_eq!(
        g2.state().luxury.face_up.iter().flatten().count(),
        5,
        "tops revealed"
    );
}

/// 003 Paschabot, "Erweiterung: Spezialgebäude": "Benutze nur die
/// Rückseite der Gebäude ... Er erhält keine gelbe Schriftrolle, sondern
/// den ganz oben auf dem Strategieplättchen abgebildeten Keshi."
#[test]
fn the_paschabot_plays_the_back_side_and_takes_its_tiles_top_keshi() {
    let front = Setup {
        modules: Modules {
            special_buildings: Some(BuildingSide::Front),
            ..Modules::default()
        },
        ..Setup::solo(Solo::default(), 4)
    };
    assert_eq!(
        Game::new(front).unwrap_err(),
        SetupError::SoloBuildingsFront
    );
    let s = Setup {
        modules: Modules {
            special_buildings: Some(BuildingSide::Back),
            ..Modules::default()
        },
        ..front
    };
    let initial = Game::new(s).unwrap();
    let bot = PASCHABOT;
    assert_eq!(
        initial.decision_for(bot),
        None,
        "the bot keeps a building without deciding"
    );
    let kept = initial.state().player(bot).building.kept.expect("kept");
    let keshis = |g: &Game| {
        let st = g.state();
        st.pascha
            .unwrap()
            .rows
            .iter()
            .map(|n| *n as u32)
            .sum::<u32>()
            + st.player(bot).goods_total() as u32
    };
    let mut g = initial.clone();
    while g.state().phase == Phase::Setup {
        let (p, _) = g.pending().players[0];
        let a = g.legal_actions(p)[0];
        g.apply(p, a).unwrap();
    }
    let b = building(kept);
    assert!(g.state().player(bot).scrolls.is_empty(), "no yellow scroll");
    assert_eq!(g.state().player(0).scrolls.len(), 1);
    assert_eq!(
        keshis(&g),
        keshis(&initial) + 2,
        "the building's keshi and the tile's top keshi"
    );
    let paschabot_points =
        |g: &Game| g.state().player(bot).score_by[ScoreCategory::Paschabot.index()];
    assert!(
        paschabot_points(&g) >= paschabot_points(&initial) + b.resources.total() as i16,
        "resources are points"
    );
}

/// 003 "Paschabot für Faule": "Der Paschabot erhält weder Tableau und
/// Strategieplättchen noch Spielfiguren oder Marker": the lazy Paschabot
/// draws no building, so no building keshi, resources or points; you draw
/// two and keep one as usual.
#[test]
fn the_lazy_paschabot_takes_no_building() {
    for modules in [
        Modules {
            special_buildings: Some(BuildingSide::Back),
            ..Modules::default()
        },
        Modules::ALL.for_solo(),
    ] {
        let s = Setup {
            modules,
            ..Setup::solo(
                Solo {
                    opponent: Opponent::Lazy,
                    difficulty: Difficulty::default(),
                },
                8,
            )
        };
        let mut g = Game::new(s).unwrap();
        let bot = PASCHABOT;
        let b = &g.state().player(bot).building;
        assert_eq!((b.drawn, b.kept), ([None; 2], None), "no building drawn");
        assert_eq!(
            g.state().player(0).building.drawn.iter().flatten().count(),
            2,
            "you draw two"
        );
        let mut rng = Rng::new(8);
        while !g.is_over() {
            let (p, _) = g.pending().players[0];
            let legal = g.legal_actions(p);
            g.apply(p, legal[rng.below(legal.len() as u32) as usize])
                .unwrap();
            assert_eq!(g.state().player(bot).score, 0, "no points, ever");
            assert_eq!(g.state().player(bot).resources, Resources::ZERO);
        }
        assert!(g.state().player(0).building.kept.is_some());
    }
}

/// Every module in a solo game: the same modules with the buildings' back
/// side (003 Paschabot: "Benutze nur die Rückseite der Gebäude"), every
/// other module as chosen; a solo setup with the front side is refused.
#[test]
fn every_module_in_solo_plays_the_buildings_back_side() {
    let solo = Modules::ALL.for_solo();
    assert_eq!(Modules::ALL.special_buildings, Some(BuildingSide::Front));
    assert_eq!(solo.special_buildings, Some(BuildingSide::Back));
    assert_eq!(
        Modules {
            special_buildings: Modules::ALL.special_buildings,
            ..solo
        },
        Modules::ALL,
        "only the side changes"
    );
    assert_eq!(Modules::default().for_solo(), Modules::default());
    assert_eq!(Modules::BASE_BOX.for_solo(), Modules::BASE_BOX);
    for edition in [Edition::Classic, Edition::Essential] {
        let front = Setup {
            edition,
            modules: Modules::ALL,
            ..Setup::solo(Solo::default(), 5)
        };
        assert_eq!(
            Game::new(front).unwrap_err(),
            SetupError::SoloBuildingsFront
        );
        play_out(Setup {
            modules: solo,
            ..front
        });
    }
}

/// Random games with the special buildings (both sides) and other modules,
/// 2-4 players, both editions, solo (back side): no error, scores add up,
/// saves and views round-trip, the record replays identically.
#[test]
fn random_games_with_special_buildings_play_to_the_end() {
    let per = if cfg!(debug_assertions) { 1 } else { 2 };
    let mut rng = Rng::new(2027);
    for k in 0..per * 4 {
        let bits = rng.below(32) as u8;
        let base = Modules::combinations().nth(bits as usize).unwrap();
        let side = if k % 2 == 0 {
            BuildingSide::Front
        } else {
            BuildingSide::Back
        };
        let modules = Modules {
            special_buildings: Some(side),
            camel_race: k % 3 == 0,
            ..base
        };
        let edition = if k / 2 % 2 == 0 {
            Edition::Classic
        } else {
            Edition::Essential
        };
        for players in 2..=4u8 {
            play_out(Setup {
                players,
                edition,
                seed: k as u64 * 17 + players as u64,
                modules,
                ..Setup::default()
            });
        }
        play_out(Setup {
            modules: Modules {
                special_buildings: Some(BuildingSide::Back),
                ..modules
            },
            edition,
            ..Setup::solo(Solo::default(), k as u64)
        });
    }
}

fn play_out(s: Setup) {
    let g = common::play_out(s, 0xb1d6, 97, 30_000, common::any_action, |g, p, steps| {
        let d = g.determinize(Some(p), steps as u64);
        assert_eq!(d.view(Some(p)), g.view(Some(p)), "{s:?}");
    });
    for p in 0..s.players {
        assert!(g.state().player(p).building.kept.is_some(), "{s:?}");
    }
}

fn ability(id: u8) -> Ability {
    building(id).ability
}

/// R43: "Als erstes nehmen sich die Spieler den abgebildeten Keshi,
/// platzieren ihn im entsprechenden Bezirk und erhalten eventuell einen
/// Einsetzbonus": with the camel race the building's keshi still goes into
/// its sector. The race's "Jedesmal, wenn ein Spieler auf beliebige Weise
/// einen Keshi erhält, darf er sich entscheiden, ... ihn in seinem
/// Zuschauerbereich ... einzusetzen" offers no choice for it, and no camel
/// runs.
#[test]
fn with_the_camel_race_the_building_s_keshi_goes_into_its_sector() {
    for edition in [Edition::Classic, Edition::Essential] {
        let s = Setup {
            modules: Modules {
                special_buildings: Some(BuildingSide::Back),
                camel_race: true,
                ..Modules::default()
            },
            ..setup(3, edition, BuildingSide::Back)
        };
        let hands = [
            [BOATHOUSE, LIBRARY],
            [HOUSE_OF_PRAYER, DATE_STORE],
            [BARRACKS, PAVILION],
        ];
        // Up to the start's scroll draft (whose scrolls may give keshis of
        // their own), no keshi's destination is asked.
        let mut g = dealt(s, &hands);
        loop {
            let (p, d) = g.pending().players[0];
            assert!(
                !matches!(d, Decision::KeshiDestination { .. }),
                "{edition:?}: player {p} asked where the building's keshi goes"
            );
            let a = match d {
                Decision::ChooseBuilding => Action::KeepBuilding {
                    building: hands[p as usize][0],
                },
                Decision::ChooseStartScroll => break,
                _ => g.legal_actions(p)[0],
            };
            g.apply(p, a).unwrap();
        }
        for (p, h) in hands.iter().enumerate() {
            let pl = g.state().player(p as u8);
            let b = building(h[0]);
            assert_eq!(pl.keshis_of(b.keshi), 1, "{edition:?} player {p}");
            assert_eq!(pl.race.spectator_count(), 0, "{edition:?} player {p}");
            assert_eq!(pl.race.camel, 0, "{edition:?} player {p}");
        }
    }
}
