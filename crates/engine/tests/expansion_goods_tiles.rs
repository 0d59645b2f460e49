//! The expansion box (003) modules of this file: new luxury goods, new
//! oases 31-34 (more to come: new provision tiles, special buildings). Each
//! rule, and every worked example of 003 for them with the page's numbers.

use marrakesh_engine::*;

mod common;
use common::act;

const P0: PlayerId = 0;

fn setup(players: u8, edition: Edition, modules: Modules) -> Setup {
    Setup {
        players,
        edition,
        seed: 11,
        tower: TowerSetting::NoTower,
        river_tiles: Some(Setup::FIRST_GAME_RIVER_TILES),
        start_player: Some(0),
        modules,
        ..Setup::default()
    }
}

fn goods_and_oases() -> Modules {
    Modules {
        new_luxury_goods: true,
        new_oases: true,
        ..Modules::default()
    }
}

/// Phase 3: `p` is about to use assistants in `sectors`; nobody else has
/// an assistant.
fn assistant_turn(
    s: Setup,
    p: PlayerId,
    sectors: &[Sector],
    arrange: impl FnOnce(&mut State),
) -> Game {
    let g = Game::new(s).unwrap();
    let mut st = *g.state();
    st.phase = Phase::UseAssistants;
    st.turn = 0;
    st.start_player = p;
    st.agenda.clear();
    for q in 0..st.num_players as usize {
        st.players[q].assistants.clear();
        st.players[q].assistants_used = 0;
        st.players[q].selection = ColourSet::EMPTY;
    }
    st.players[p as usize].assistants = BVec::from_slice(sectors).unwrap();
    let _ = st.agenda.push(Task::Decide {
        p,
        d: Decision::UseAssistant,
    });
    arrange(&mut st);
    Game::from_state(s, st).expect("the arranged position loads")
}

fn souk() -> Action {
    Action::UseAssistant {
        sector: Sector::Souk,
        option: AssistantOption::SectorAction,
    }
}

fn id_of(g: &Game, pred: impl Fn(&LuxuryDef) -> bool) -> LuxuryId {
    g.catalog()
        .luxury_goods
        .iter()
        .find(|l| pred(l))
        .unwrap()
        .id
}

// ------------------------------------------------------- new luxury goods

/// 003: "Die neuen Luxuswaren werden zusammen mit denen des Grundspiels
/// gemischt. Dann werden alle Luxuswaren in 5 gleich hohe, verdeckte Stapel
/// aufgeteilt, von denen jeweils das oberste Plättchen aufgedeckt wird" (no
/// Essential box: the same in both editions). The falcon that needs the
/// nomads stays in the box without them.
#[test]
fn new_goods_are_shuffled_into_five_equal_stacks_in_both_editions() {
    for edition in [Edition::Classic, Edition::Essential] {
        for seed in 0..5 {
            let s = Setup {
                seed,
                ..setup(3, edition, goods_and_oases())
            };
            let g = Game::new(s).unwrap();
            let d = g.state().luxury;
            let heights: Vec<usize> = (0..5)
                .map(|i| d.stacks[i].len() + usize::from(d.face_up[i].is_some()))
                .collect();
            assert_eq!(heights.iter().sum::<usize>(), 34, "{edition:?}");
            assert!(heights.iter().all(|h| *h == 6 || *h == 7), "{heights:?}");
            let mut all: Vec<LuxuryId> = d.stacks.iter().flat_map(|s| s.iter().copied()).collect();
            all.extend(d.face_up.iter().flatten());
            let cat = g.catalog();
            let kinds =
                |k: LuxuryKind| all.iter().filter(|id| cat.luxury(**id).luxury == k).count();
            assert_eq!(kinds(LuxuryKind::RacingSaddle), 5);
            assert_eq!(
                kinds(LuxuryKind::HuntingFalcon),
                4,
                "the nomads' falcon stays out"
            );
            assert!(!all.iter().any(|id| matches!(
                cat.luxury(*id).falcon.map(|f| f.bonus),
                Some(FalconBonus::Nomad)
            )));
        }
    }
    // Without the module: the base game's 25 goods, Essential one stack.
    let g = Game::new(setup(3, Edition::Essential, Modules::default())).unwrap();
    let d = g.state().luxury;
    assert_eq!(d.stacks[0].len() + 5, 25);
    assert!(d.stacks[1..].iter().all(|s| s.is_empty()));
}

/// "Kauft ein Spieler einen Rennsattel, so erhält er 16 Punkte"; without
/// the camel race "Aktiviere (statt der Kamelbewegung) sofort 1 Oase und
/// bezahle dazu bis zu 2 beliebige Ressourcen weniger, als gefordert
/// (maximal kostenlos – du kannst keine Ressourcen erhalten)".
#[test]
fn racing_saddle_scores_16_and_claims_an_oasis_two_resources_cheaper() {
    let s = setup(2, Edition::Classic, goods_and_oases());
    let probe = Game::new(s).unwrap();
    let saddle = id_of(&probe, |l| l.luxury == LuxuryKind::RacingSaddle);
    let cost = probe.catalog().luxury(saddle).cost;
    let mut g = assistant_turn(s, P0, &[Sector::Souk], |st| {
        st.luxury.face_up[2] = Some(saddle);
        let pl = &mut st.players[0];
        pl.goods = [cost[0] as u16, cost[1] as u16, cost[2] as u16];
        pl.resources = Resources::new(3, 3, 3);
        // Left 3 (1 date + 2 dinars) and right 3 (2 water + 1 date) are
        // discovered.
        pl.oasis_slots[2].status = OasisStatus::Discovered;
        pl.oasis_slots[5].status = OasisStatus::Discovered;
    });
    let before = *g.state().player(P0);
    act(&mut g, P0, souk());
    act(&mut g, P0, Action::BuyLuxury { slot: 2 });
    let after = *g.state().player(P0);
    assert_eq!(after.score, before.score + 16);
    assert_eq!(after.goods, [0, 0, 0]);
    assert_eq!(
        g.pending().for_player(P0),
        Some(Decision::DiscountedOasis { discount: 2 })
    );
    let claim = |slot, pay| Action::ClaimOasis { slot, pay };
    assert_eq!(
        g.legal_actions(P0),
        vec![
            // 1 date + 2 dinars, 2 less: 1 date or 1 dinar is left.
            claim(2, Resources::new(0, 1, 0)),
            claim(2, Resources::new(0, 0, 1)),
            // 2 water + 1 date, 2 less: 1 water or 1 date is left.
            claim(5, Resources::new(1, 0, 0)),
            claim(5, Resources::new(0, 1, 0)),
            Action::Done,
        ]
    );
    act(&mut g, P0, claim(5, Resources::new(1, 0, 0)));
    let after = *g.state().player(P0);
    assert_eq!(after.resources, Resources::new(2, 3, 3));
    assert_eq!(after.oasis_slots[5].status, OasisStatus::Claimed);
    assert_eq!(after.storage.len(), 1);
}

/// "Jagdfalken: ... muss er zusätzlich zu den Waren-Keshis auch einen
/// bestimmten Keshi von seinem persönlichen Tableau abgeben (nicht aus
/// seinem Vorrat hinter seinem Sichtschirm!). Der Spieler erhält 20 Punkte
/// sowie einen Sofort-Bonus"; "Passend zum abgegebenen Nicht-Waren-Keshi: 3
/// Schritte auf dem Fluss oder der weißen Palast- oder schwarzen
/// Moschee-Treppe."
#[test]
fn falcon_needs_a_keshi_of_the_board_and_steps_match_it() {
    let s = setup(2, Edition::Classic, goods_and_oases());
    let probe = Game::new(s).unwrap();
    let falcon = id_of(&probe, |l| {
        matches!(l.falcon.map(|f| f.bonus), Some(FalconBonus::Steps { .. }))
    });
    let cost = probe.catalog().luxury(falcon).cost;
    let arrange = |markers: [u8; 9]| {
        move |st: &mut State| {
            st.luxury.face_up[0] = Some(falcon);
            let pl = &mut st.players[0];
            pl.goods = [cost[0] as u16, cost[1] as u16, cost[2] as u16];
            pl.markers = markers;
            // Behind the screen does not count.
            pl.screen = ColourSet::ALL;
        }
    };
    // No turquoise, white or black keshi on the board: it cannot be bought.
    let mut g = assistant_turn(s, P0, &[Sector::Souk], arrange([0; 9]));
    act(&mut g, P0, souk());
    assert!(!g.legal_actions(P0).contains(&Action::BuyLuxury { slot: 0 }));

    let mut markers = [0u8; 9];
    markers[Sector::Palace.index()] = 2;
    markers[Sector::River.index()] = 1;
    markers[Sector::Madrasa.index()] = 4;
    let mut g = assistant_turn(s, P0, &[Sector::Souk], arrange(markers));
    let before = *g.state().player(P0);
    act(&mut g, P0, souk());
    act(&mut g, P0, Action::BuyLuxury { slot: 0 });
    assert_eq!(
        g.pending().for_player(P0),
        Some(Decision::FalconKeshi {
            slot: 0,
            free: false
        })
    );
    let white = Action::ReturnKeshi {
        keshi: BoardKeshi::Marker {
            sector: Sector::Palace,
        },
    };
    assert_eq!(
        g.legal_actions(P0),
        vec![
            Action::ReturnKeshi {
                keshi: BoardKeshi::Marker {
                    sector: Sector::River
                }
            },
            white,
        ],
        "the gray scholar does not fit this falcon"
    );
    act(&mut g, P0, white);
    // 3 steps on the palace staircase, then water/dates may not buy more.
    while let Some(Decision::ExtraStep { .. }) | Some(Decision::LineBonus { .. }) =
        g.pending().for_player(P0)
    {
        let a = *g.legal_actions(P0).last().unwrap();
        g.apply(P0, a).unwrap();
    }
    let after = *g.state().player(P0);
    assert_eq!(after.markers[Sector::Palace.index()], 1);
    assert_eq!(
        after.stairs[Stair::Palace.index()],
        before.stairs[Stair::Palace.index()] + 3
    );
    assert!(after.score >= before.score + 20);
    assert_eq!(after.goods, [0, 0, 0]);
    assert!(after.luxury_ids().any(|id| id == falcon));
}

/// The falcon that swaps resources: "Eine beliebige Anzahl eigener
/// Ressourcen in andere beliebige Ressourcen aus dem allgemeinen Vorrat
/// tauschen" — every split of the same total, keeping them first.
#[test]
fn falcon_swaps_resources_into_any_split() {
    let s = setup(2, Edition::Essential, goods_and_oases());
    let probe = Game::new(s).unwrap();
    let falcon = id_of(&probe, |l| {
        matches!(l.falcon.map(|f| f.bonus), Some(FalconBonus::SwapResources))
    });
    let def = probe.catalog().luxury(falcon).clone();
    let keshi = def.falcon.unwrap().keshi.iter().next().unwrap();
    let sector = keshi.sector().unwrap();
    let mut g = assistant_turn(s, P0, &[Sector::Souk], |st| {
        st.luxury.face_up[1] = Some(falcon);
        let pl = &mut st.players[0];
        pl.goods = [def.cost[0] as u16, def.cost[1] as u16, def.cost[2] as u16];
        pl.markers[sector.index()] = 1;
        pl.resources = Resources::new(3, 0, 1);
    });
    act(&mut g, P0, souk());
    act(&mut g, P0, Action::BuyLuxury { slot: 1 });
    // One keshi fits: it goes back without a question.
    assert_eq!(g.pending().for_player(P0), Some(Decision::SwapResources));
    let legal = g.legal_actions(P0);
    assert_eq!(legal.len(), 15, "every split of 4 resources");
    assert_eq!(
        legal[0],
        Action::TakeResources {
            resources: Resources::new(3, 0, 1)
        }
    );
    act(
        &mut g,
        P0,
        Action::TakeResources {
            resources: Resources::new(0, 4, 0),
        },
    );
    let pl = g.state().player(P0);
    assert_eq!(pl.resources, Resources::new(0, 4, 0));
    assert_eq!(pl.markers[sector.index()], 0);
}

/// "Erhalte einen beliebigen 3-Zuschauer-Bonus vom Großen Platz (dort muss
/// kein Keshi eingesetzt sein)": any field, its bonus 3 times.
#[test]
fn falcon_gives_any_main_square_field_three_times() {
    let s = setup(2, Edition::Classic, goods_and_oases());
    let probe = Game::new(s).unwrap();
    let falcon = id_of(&probe, |l| {
        matches!(
            l.falcon.map(|f| f.bonus),
            Some(FalconBonus::MainSquareField { .. })
        )
    });
    let def = probe.catalog().luxury(falcon).clone();
    let cat = probe.catalog();
    let points_field = cat
        .main_square_fields
        .iter()
        .position(|f| matches!(f.bonus, Bonus::Points { .. }))
        .unwrap() as u8;
    let Bonus::Points { n } = cat.main_square_fields[points_field as usize].bonus else {
        unreachable!()
    };
    let mut g = assistant_turn(s, P0, &[Sector::Souk], |st| {
        st.luxury.face_up[4] = Some(falcon);
        let pl = &mut st.players[0];
        pl.goods = [def.cost[0] as u16, def.cost[1] as u16, def.cost[2] as u16];
        // Two entertainers: one is returned, no field needs one.
        pl.entertainers = 0b101;
    });
    act(&mut g, P0, souk());
    act(&mut g, P0, Action::BuyLuxury { slot: 4 });
    assert_eq!(g.legal_actions(P0).len(), 2, "either entertainer");
    act(
        &mut g,
        P0,
        Action::ReturnKeshi {
            keshi: BoardKeshi::Entertainer { field: 2 },
        },
    );
    assert_eq!(
        g.pending().for_player(P0),
        Some(Decision::FieldBonus { times: 3 })
    );
    assert_eq!(g.legal_actions(P0).len(), 8, "any of the 8 fields");
    let before = g.state().player(P0).score;
    act(
        &mut g,
        P0,
        Action::TakeFieldBonus {
            field: points_field,
        },
    );
    assert_eq!(g.state().player(P0).score, before + 3 * n as i16);
    assert_eq!(g.state().player(P0).entertainers, 0b001);
}

// --------------------------------------------------------------- new oases

fn with_goods(g: &Game, kinds: &[(LuxuryKind, usize)]) -> State {
    let mut st = *g.state();
    let cat = g.catalog();
    st.players[0].luxury = 0;
    for (k, n) in kinds {
        for l in cat.luxury_goods.iter().filter(|l| l.luxury == *k).take(*n) {
            st.players[0].add_luxury(l.id);
        }
    }
    st
}

/// Oases 31-34 with 003's numbers, and 32's example: "Für 2 Dolche, 4
/// Schuhe und 2 Rennsättel würde der Spieler 9 Punkte erhalten."
#[test]
fn new_oases_31_to_34_score_as_printed() {
    let g = Game::new(setup(2, Edition::Classic, goods_and_oases())).unwrap();
    let cat = g.catalog();
    let pts = |st: &State, oasis: u8| oasis_points(cat, st, P0, OasisId(oasis), 0, true);
    use LuxuryKind::*;
    let example = with_goods(&g, &[(Dagger, 2), (Slipper, 4), (RacingSaddle, 2)]);
    assert_eq!(pts(&example, 32), 9);
    // 31: "Anzahl der Sorten 1 2 3 4 5 / Punkte 1 3 6 10 15".
    assert_eq!(pts(&example, 31), 6);
    let kinds = [Slipper, Tajine, Dagger, OilLamp, Necklace, HuntingFalcon];
    for (k, want) in [(0, 0), (1, 1), (2, 3), (3, 6), (4, 10), (5, 15), (6, 15)] {
        let v: Vec<(LuxuryKind, usize)> = kinds[..k].iter().map(|k| (*k, 1)).collect();
        assert_eq!(pts(&with_goods(&g, &v), 31), want, "{k} kinds");
    }
    // 32: "max. 15 Punkte".
    let v: Vec<(LuxuryKind, usize)> = kinds.iter().map(|k| (*k, 2)).collect();
    assert_eq!(pts(&with_goods(&g, &v), 32), 15);
    // 33: "7 Punkte pro RENNSATTEL (max. 14 Punkte)".
    assert_eq!(pts(&with_goods(&g, &[(RacingSaddle, 1)]), 33), 7);
    assert_eq!(pts(&with_goods(&g, &[(RacingSaddle, 3)]), 33), 14);
    // 34: "8 Punkte pro JAGDFALKEN (max. 16 Punkte)".
    assert_eq!(pts(&with_goods(&g, &[(HuntingFalcon, 1)]), 34), 8);
    assert_eq!(pts(&with_goods(&g, &[(HuntingFalcon, 3)]), 34), 16);
}

/// "31-34: Verwenden, wenn mit der Neue Luxusgüter Erweiterung gespielt
/// wird": with both modules they are shuffled in, otherwise never.
#[test]
fn oases_31_to_34_only_with_the_new_luxury_goods() {
    let dealt = |modules: Modules| -> Vec<OasisId> {
        let mut v = Vec::new();
        for seed in 0..30 {
            let s = Setup {
                seed,
                ..setup(4, Edition::Classic, modules)
            };
            let g = Game::new(s).unwrap();
            for p in 0..4 {
                v.extend(g.state().player(p).oasis_slots.iter().map(|s| s.oasis));
            }
        }
        v
    };
    let both = dealt(goods_and_oases());
    for o in 31..=34 {
        assert!(both.contains(&OasisId(o)), "oasis {o} is dealt");
    }
    assert!(both.iter().all(|o| (1..=34).contains(&o.0)));
    for m in [
        Modules {
            new_oases: true,
            ..Modules::default()
        },
        Modules {
            new_luxury_goods: true,
            ..Modules::default()
        },
    ] {
        assert!(dealt(m).iter().all(|o| o.0 <= 30), "{m:?}");
    }
}
