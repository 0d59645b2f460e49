//! The camel race (003 "Das Kamelrennen"): each rule, every worked example
//! of 003's camel-race pages with its numbers, the Paschabot's adjustment,
//! and random games with the race among the base box's modules.

use marrakesh_engine::*;

mod common;

fn race() -> Modules {
    Modules {
        camel_race: true,
        ..Modules::default()
    }
}

fn setup(players: u8, edition: Edition) -> Setup {
    Setup {
        players,
        edition,
        seed: 11,
        tower: TowerSetting::NoTower,
        river_tiles: Some(Setup::FIRST_GAME_RIVER_TILES),
        start_player: Some(0),
        modules: race(),
        ..Setup::default()
    }
}

/// A position where player 0 uses its assistants in `sectors` (the setup
/// decisions not taken).
fn assistant_turn(s: Setup, sectors: &[Sector], arrange: impl FnOnce(&mut State)) -> Game {
    common::assistant_turn_from(*Game::new(s).unwrap().state(), s, sectors, arrange)
}

fn new_keshi(sector: Sector, colour: Colour) -> Action {
    Action::UseAssistant {
        sector,
        option: AssistantOption::NewKeshi { colour },
    }
}

fn data() -> CamelRaceData {
    Catalog::embedded().camel_race.clone().unwrap()
}

fn with_spectators(colours: &[Colour]) -> Racer {
    let mut r = Racer::default();
    for c in colours {
        r.spectators[c.index()] += 1;
    }
    r
}

/// 003 setup: every camel on the start space, 3 reward tiles in a stack,
/// all of them visible to everybody; without the module no race at all.
#[test]
fn setup_places_camels_and_three_reward_tiles() {
    for players in 2..=4 {
        let g = Game::new(setup(players, Edition::Classic)).unwrap();
        let st = g.state();
        assert_eq!(st.race.rewards.len(), 3);
        let mut ids: Vec<u8> = st.race.rewards.iter().map(|(t, _)| *t).collect();
        ids.dedup();
        assert_eq!(ids.len(), 3, "3 different tiles");
        for p in 0..players {
            assert_eq!(st.player(p).race, Racer::default());
            let v = g.view(Some(p));
            assert_eq!(v.board.race.unwrap().rewards, st.race.rewards);
            assert!(v.players.iter().all(|pv| pv.race.is_some()));
        }
    }
    let plain = Game::new(Setup::new(3, 1)).unwrap();
    assert!(plain.view(Some(0)).board.race.is_none());
    assert_eq!(plain.state().race.rewards.len(), 0);
}

/// 003 "Essential Edition - Änderungen beim Aufbau der Schriftrollen und
/// Luxuswaren": "von jeder Farbe 3 möglichst gleich hohe verdeckte Stapel
/// ... und jeweils das oberste Plättchen aufgedeckt", the luxury goods "auf
/// 5 möglichst gleichhohe Stapel verteilt, von denen jeweils das oberste
/// aufgedeckt wird". Without the race, Essential keeps one stack per type
/// (3 scrolls and 5 goods revealed beside it).
#[test]
fn essential_with_the_race_lays_scrolls_and_goods_in_stacks() {
    let cat = Catalog::embedded();
    for (modules, stacks) in [(race(), true), (Modules::default(), false)] {
        let s = Setup {
            modules,
            ..setup(3, Edition::Essential)
        };
        assert_eq!(scrolls_in_stacks(s.edition, &s.modules), stacks);
        assert_eq!(luxury_in_stacks(s.edition, &s.modules), stacks);
        let g = Game::new(s).unwrap();
        let b = g.view(Some(0)).board;
        for ty in ScrollType::ALL {
            let total = cat.scrolls.iter().filter(|x| x.ty == ty).count();
            let heights: Vec<usize> = (0..3)
                .map(|i| b.scroll_stacks[ty.index()][i] as usize + 1)
                .collect();
            assert!(b.scrolls[ty.index()].iter().all(|x| x.is_some()));
            if stacks {
                // Each stack with its revealed top: heights differ by at most 1.
                assert_eq!(heights.iter().sum::<usize>(), total, "{ty:?}");
                let (lo, hi) = (heights.iter().min(), heights.iter().max());
                assert!(hi.unwrap() - lo.unwrap() <= 1, "{ty:?}: {heights:?}");
            } else {
                assert_eq!(b.scroll_stacks[ty.index()][0] as usize + 3, total);
                assert_eq!(b.scroll_stacks[ty.index()][1..], [0, 0]);
            }
        }
        let goods: usize = b.luxury_stacks.iter().map(|n| *n as usize).sum::<usize>() + 5;
        let in_play = luxury_goods_in_play(&cat, &modules);
        assert_eq!(goods, in_play.len());
        let nonempty = b.luxury_stacks.iter().filter(|n| **n > 0).count();
        assert_eq!(nonempty, if stacks { 5 } else { 1 });
    }
}

/// The madrasa refresh in Essential with the race works stack by stack, as
/// in Classic ("put each top tile at the bottom of the stack and reveal the
/// new top tile"): every stack keeps its height and shows a new top.
#[test]
fn essential_race_refresh_keeps_each_stack() {
    let s = setup(3, Edition::Essential);
    let mut g = assistant_turn(s, &[Sector::Madrasa], |st| {
        st.players[0].resources = Resources::new(5, 5, 5);
        st.players[0].markers[Sector::Madrasa.index()] = 4;
    });
    let before = g.view(Some(0)).board;
    let refresh = g
        .legal_actions(0)
        .into_iter()
        .find(|a| {
            matches!(
                a,
                Action::UseAssistant {
                    option: AssistantOption::SectorAction,
                    ..
                }
            )
        })
        .expect("the madrasa action");
    g.apply(0, refresh).unwrap();
    let a = g
        .legal_actions(0)
        .into_iter()
        .find(|a| {
            matches!(
                a,
                Action::RefreshScrolls {
                    ty: ScrollType::Gray,
                    ..
                }
            )
        })
        .expect("a refresh of the gray scrolls");
    g.apply(0, a).unwrap();
    let after = g.view(Some(0)).board;
    let g0 = ScrollType::Gray.index();
    assert_eq!(after.scroll_stacks[g0], before.scroll_stacks[g0]);
    for i in 0..3 {
        assert_ne!(after.scrolls[g0][i], before.scrolls[g0][i], "stack {i}");
    }
}

/// "Jedesmal, wenn ein Spieler auf beliebige Weise einen Keshi erhält, darf
/// er sich entscheiden, diesen wie üblich ... zu verwenden, oder ihn in
/// seinem Zuschauerbereich ... einzusetzen", and the camel runs by the
/// number of colours: 1, 2, 2, 2, 3, 3, 4, 4.
#[test]
fn a_gained_keshi_may_cheer_and_the_camel_runs_by_colours() {
    let table = [1u8, 2, 2, 2, 3, 3, 4, 4];
    assert_eq!(data().steps_by_colours.value, table);
    // k colours already in the area; one keshi of a new colour makes k+1.
    let all = [
        Colour::Green,
        Colour::Gray,
        Colour::White,
        Colour::Black,
        Colour::Pink,
        Colour::Beige,
        Colour::Brown,
    ];
    for k in 0..=7usize {
        let mut g = assistant_turn(setup(2, Edition::Classic), &[Sector::River], |st| {
            st.players[0].race = with_spectators(&all[..k]);
        });
        g.apply(0, new_keshi(Sector::River, Colour::Turquoise))
            .unwrap();
        assert_eq!(
            g.legal_actions(0),
            vec![Action::ToBoard, Action::ToSpectatorArea],
            "board or spectator area"
        );
        g.apply(0, Action::ToSpectatorArea).unwrap();
        let r = g.state().player(0).race;
        assert_eq!(r.spectators[Colour::Turquoise.index()], 1);
        assert_eq!(r.camel, table[k], "{} colours", k + 1);
        // The marker did not move.
        assert_eq!(g.state().player(0).markers[Sector::River.index()], 0);
    }
    // "Auch wenn ein Keshi einer Farbe eingesetzt wird, die bereits im
    // eigenen Zuschauerbereich vorhanden ist": 3 colours, a 4th turquoise
    // gives 2 steps, not 1.
    let mut g = assistant_turn(setup(2, Edition::Classic), &[Sector::River], |st| {
        st.players[0].race = with_spectators(&[Colour::Turquoise, Colour::Green, Colour::Gray]);
    });
    g.apply(0, new_keshi(Sector::River, Colour::Turquoise))
        .unwrap();
    g.apply(0, Action::ToSpectatorArea).unwrap();
    assert_eq!(g.state().player(0).race.camel, 2);
    // To the board: the usual deployment.
    let mut g = assistant_turn(setup(2, Edition::Classic), &[Sector::River], |_| {});
    g.apply(0, new_keshi(Sector::River, Colour::Turquoise))
        .unwrap();
    g.apply(0, Action::ToBoard).unwrap();
    assert_eq!(g.state().player(0).markers[Sector::River.index()], 1);
    assert_eq!(g.state().player(0).race, Racer::default());
}

/// "Ausnahme: Waren-Keshis dürfen nicht im Zuschauerbereich eingesetzt
/// werden": a goods keshi goes to the souk without a question.
#[test]
fn goods_keshis_never_cheer() {
    let mut g = assistant_turn(setup(2, Edition::Classic), &[Sector::Souk], |_| {});
    g.apply(0, new_keshi(Sector::Souk, Colour::Yellow)).unwrap();
    assert_eq!(g.state().player(0).goods, [1, 0, 0]);
    assert_eq!(g.state().player(0).race.spectator_count(), 0);
}

/// "Durch die Erweiterung KAMELRENNEN darf ein Spieler ggfs. weiterhin
/// Keshis nehmen, wenn der farblich entsprechende Bezirk ... schon voll ist.
/// Er muss diese Keshis dann in seinem Zuschauerbereich einsetzen. Erst
/// wenn auch hier kein Platz mehr frei sein sollte, darf der Spieler keine
/// Keshis dieser Farbe mehr nehmen."
#[test]
fn a_full_sector_sends_keshis_to_the_spectator_area() {
    for edition in [Edition::Classic, Edition::Essential] {
        let s = setup(2, edition);
        let g = Game::new(s).unwrap();
        let mut st = *g.state();
        st.phase = Phase::Claim;
        st.turn = 0;
        st.start_player = 0;
        st.agenda.clear();
        st.display = [0; 12];
        st.display[Colour::Turquoise.index()] = 2;
        st.display[Colour::Green.index()] = 1;
        st.players[0].markers[Sector::River.index()] = 8;
        let mut g = Game::from_state(s, st).unwrap();
        g.apply(
            0,
            Action::Claim {
                colour: Colour::Turquoise,
                count: 2,
            },
        )
        .unwrap();
        // Essential: the held keshis are exchanged after the claims, one
        // colour only, so without a question.
        // No question: the river is full.
        let r = g.state().player(0).race;
        assert_eq!(r.spectators[Colour::Turquoise.index()], 2, "{edition:?}");
        assert_eq!(r.camel, 2, "1 colour, 1 step each");
        // With a full spectator area a full sector's colour cannot be taken.
        let mut st = *Game::new(s).unwrap().state();
        st.phase = Phase::Claim;
        st.turn = 0;
        st.start_player = 0;
        st.agenda.clear();
        st.display = [0; 12];
        st.display[Colour::Turquoise.index()] = 2;
        st.display[Colour::Gray.index()] = 1;
        st.display[Colour::Green.index()] = 1;
        st.players[0].markers[Sector::River.index()] = 8;
        st.players[0].race = with_spectators(&[Colour::Gray; 8]);
        let g = Game::from_state(s, st).unwrap();
        let claim = |colour| Action::Claim { colour, count: 1 };
        assert_eq!(
            g.legal_actions(0),
            vec![claim(Colour::Green), claim(Colour::Gray)]
        );
    }
}

/// 003 example: "Sarah (grün) rückt ihr Kamel 2 Felder vor. Es überquert
/// dabei die erste Etappenlinie und sie erhält einen Waren-Keshi ihrer Wahl
/// aus dem Vorrat. Weil ihr Kamel nicht das erste ist, das diese Linie
/// überschreitet, erhält sie jedoch keinen Dinar. Wenn sie Kamelmist hätte,
/// dürfte sie außerdem 1 Kamelmist abwerfen."
#[test]
fn sarah_crosses_the_first_stage_line_second() {
    let line = data().lines.value[1];
    for dung in [0u8, 2] {
        // Two colours there, a third makes 2 steps.
        let mut g = assistant_turn(setup(4, Edition::Classic), &[Sector::River], |st| {
            let mut r = with_spectators(&[Colour::Green, Colour::Pink]);
            r.camel = line - 1;
            r.dung = dung;
            st.players[0].race = r;
            // Lukas crossed the line before.
            st.players[1].race.camel = line + 3;
            st.race.crossed = 1 << 1;
        });
        let dinars = g.state().player(0).resources.dinars;
        g.apply(0, new_keshi(Sector::River, Colour::Turquoise))
            .unwrap();
        g.apply(0, Action::ToSpectatorArea).unwrap();
        // A goods keshi of her choice.
        assert_eq!(
            g.legal_actions(0),
            Colour::GOODS
                .map(|colour| Action::ChooseColour { colour })
                .to_vec()
        );
        g.apply(
            0,
            Action::ChooseColour {
                colour: Colour::Purple,
            },
        )
        .unwrap();
        let pl = g.state().player(0);
        assert_eq!(pl.race.camel, line + 1, "2 steps past the line");
        assert_eq!(pl.goods, [0, 1, 0]);
        assert_eq!(pl.resources.dinars, dinars, "no dinar: not the first");
        assert_eq!(pl.race.dung, dung.saturating_sub(1), "1 dung discarded");
    }
}

/// "Überquert der Spieler mit seinem Kamel als erster diese Linie, erhält
/// er zusätzlich 1 Dinar" — once per line.
#[test]
fn the_first_camel_across_a_stage_line_gains_a_dinar() {
    let line = data().lines.value[1];
    let mut g = assistant_turn(setup(2, Edition::Classic), &[Sector::River], |st| {
        st.players[0].race.camel = line;
    });
    let dinars = g.state().player(0).resources.dinars;
    g.apply(0, new_keshi(Sector::River, Colour::Turquoise))
        .unwrap();
    g.apply(0, Action::ToSpectatorArea).unwrap();
    g.apply(
        0,
        Action::ChooseColour {
            colour: Colour::Yellow,
        },
    )
    .unwrap();
    assert_eq!(g.state().player(0).resources.dinars, dinars + 1);
    assert_eq!(g.state().race.crossed, 1 << 1);
}

/// "Um mit seinem Kamel auf eine Brücke zu ziehen, muss der Spieler die
/// dort geforderten Ressourcen abgeben: Kann und möchte er bezahlen, läuft
/// das Kamel die noch verbliebenen Felder weiter. Bezahlt er nicht, bleibt
/// das Kamel auf dem Feld vor der Brücke stehen. Übrige Schritte verfallen."
#[test]
fn a_bridge_is_paid_or_the_camel_stops_before_it() {
    let d = data();
    let bridge = d.bridges.value[0];
    let cost = Resources::new(bridge.water as u16, bridge.dates as u16, 0);
    // Two colours there: 2 steps, the first onto the bridge.
    let arrange = |rich: bool| {
        move |st: &mut State| {
            let mut r = with_spectators(&[Colour::Green]);
            r.camel = bridge.space - 1;
            st.players[0].race = r;
            st.players[0].resources = if rich { cost } else { Resources::ZERO };
        }
    };
    for pay in [true, false] {
        let mut g = assistant_turn(setup(2, Edition::Classic), &[Sector::River], arrange(true));
        g.apply(0, new_keshi(Sector::River, Colour::Turquoise))
            .unwrap();
        g.apply(0, Action::ToSpectatorArea).unwrap();
        assert_eq!(g.legal_actions(0), vec![Action::Accept, Action::Done]);
        g.apply(0, if pay { Action::Accept } else { Action::Done })
            .unwrap();
        let pl = g.state().player(0);
        if pay {
            assert_eq!(pl.race.camel, bridge.space + 1, "on across the bridge");
            assert_eq!(pl.resources, Resources::ZERO);
        } else {
            assert_eq!(pl.race.camel, bridge.space - 1, "stays before it");
            assert_eq!(pl.resources, cost);
        }
    }
    // Cannot pay: stops without a question.
    let mut g = assistant_turn(setup(2, Edition::Classic), &[Sector::River], arrange(false));
    g.apply(0, new_keshi(Sector::River, Colour::Turquoise))
        .unwrap();
    g.apply(0, Action::ToSpectatorArea).unwrap();
    assert_eq!(g.state().player(0).race.camel, bridge.space - 1);
}

/// "Überschreitet ein Kamel die Ziellinie, erhält der Spieler sofort 5
/// Punkte. Zusätzlich wird das Kamel auf das höchste noch freie Feld des
/// Podiums gestellt".
#[test]
fn the_finish_pays_5_points_and_a_podium_place() {
    let d = data();
    let mut g = assistant_turn(setup(3, Edition::Classic), &[Sector::River], |st| {
        let mut r = with_spectators(&[Colour::Green, Colour::Gray, Colour::Pink]);
        r.camel = d.finish.value - 1;
        st.players[0].race = r;
        st.players[2].race.camel = d.finish.value;
        st.race.podium = BVec::from_slice(&[2]).unwrap();
    });
    let score = g.state().player(0).score;
    g.apply(0, new_keshi(Sector::River, Colour::Turquoise))
        .unwrap();
    g.apply(0, Action::ToSpectatorArea).unwrap();
    let st = g.state();
    assert_eq!(st.player(0).race.camel, d.finish.value, "the rest is lost");
    assert_eq!(st.player(0).score, score + 5);
    assert_eq!(st.race.podium.as_slice(), &[2, 0]);
}

/// 003 "Durchgangswertungsbeispiel": Lukas leads past the first stage
/// line; Sarah is past it too (0 dung), Marie between the start and the
/// first stage line (1), Jan never left the start space (2).
#[test]
fn dung_example_at_season_scoring() {
    let d = data();
    let past_first = d.lines.value[1] + 1;
    let lukas = past_first + 2;
    assert_eq!(camel_lines_between(&d, past_first, lukas), 0);
    assert_eq!(camel_lines_between(&d, 2, lukas), 1);
    assert_eq!(camel_lines_between(&d, 0, lukas), 2);
    // In a game: the reward phase comes after the river evaluation.
    let s = setup(4, Edition::Classic);
    let g = Game::new(s).unwrap();
    let mut st = *g.state();
    st.phase = Phase::SeasonScoring;
    st.scoring_step = ScoringStep::RiverSecond;
    st.turn = 0;
    st.agenda.clear();
    for (p, camel) in [lukas, past_first, 2, 0].into_iter().enumerate() {
        st.players[p].race.camel = camel;
    }
    let g = Game::from_state(s, st).unwrap();
    let dung: Vec<u8> = (0..4).map(|p| g.state().player(p).race.dung).collect();
    assert_eq!(dung, vec![0, 0, 1, 2]);
}

/// 003: "Jans blaues Kamel hat das Startfeld im gesamten Spiel nicht
/// verlassen. So hat er insgesamt 9 Kamelmist angesammelt. Für die ersten 7
/// verliert er 20 Punkte. Für die 2 weiteren nochmal jeweils 5 Punkte.
/// Insgesamt verliert er also 30 Punkte." And the table 2/4/7/10/13/16/20.
#[test]
fn jans_nine_dung_lose_30_points() {
    let d = data();
    assert_eq!(dung_penalty(&d, 9), 30);
    let table: Vec<i16> = (0..=8).map(|n| dung_penalty(&d, n)).collect();
    assert_eq!(table, vec![0, 2, 4, 7, 10, 13, 16, 20, 25]);
}

/// 003 podium example: "Lukas' Kamel hat als einziges das Ziel erreicht.
/// Er erhält 16 Punkte für den ersten Platz. Sarahs und Maries Kamel liegen
/// genau gleichauf. Sie teilen sich die aufsummierten Punkte für den
/// zweiten und dritten Platz (8+4) und erhalten je 6 Punkte. Jans Kamel hat
/// die erste Etappenlinie nicht überschritten, darum erhält er die 2 Punkte
/// für den vierten Platz nicht."
#[test]
fn podium_example_lukas_16_sarah_and_marie_6_jan_nothing() {
    let d = data();
    let mut st = *Game::new(setup(4, Edition::Classic)).unwrap().state();
    st.players[0].race.camel = d.finish.value;
    st.race.podium = BVec::from_slice(&[0]).unwrap();
    st.players[1].race.camel = d.lines.value[2] + 2;
    st.players[2].race.camel = d.lines.value[2] + 2;
    st.players[3].race.camel = d.lines.value[1] - 1;
    assert_eq!(race_placement_points(&d, &st), [16, 6, 6, 0]);
    // Ties rounded down: three tied for 2nd-4th share 8+4+2 = 14 → 4 each.
    st.players[3].race.camel = d.lines.value[2] + 2;
    assert_eq!(race_placement_points(&d, &st), [16, 4, 4, 4]);
}

/// At the end of the game: "Kamelmist" and "Rennplatzierung" on the score
/// pad.
#[test]
fn final_scoring_counts_podium_and_dung() {
    let s = setup(2, Edition::Classic);
    let d = data();
    let g = Game::new(s).unwrap();
    let mut st = *g.state();
    st.season = 2;
    st.phase = Phase::SeasonScoring;
    st.scoring_step = ScoringStep::Provisioning;
    st.turn = 2;
    st.agenda.clear();
    st.players[0].race.camel = d.finish.value;
    st.race.podium = BVec::from_slice(&[0]).unwrap();
    st.players[1].race.dung = 9;
    let before = [st.players[0].score, st.players[1].score];
    let g = Game::from_state(s, st).unwrap();
    assert!(g.is_over());
    let fs = g.state().final_scores;
    assert_eq!((fs[0].race_placement, fs[0].dung_penalty), (16, 0));
    assert_eq!((fs[1].race_placement, fs[1].dung_penalty), (0, -30));
    let race = |p: u8| g.state().player(p).score_by[ScoreCategory::CamelRace.index()];
    assert_eq!(race(0), 16);
    assert_eq!(race(1), -30);
    assert!(g.state().player(0).score >= before[0] + 16);
}

/// The reward phase: rewards of the active tile bought with spectators,
/// all paid keshis of different colours (R25), several and the same one
/// repeatedly; then the tile is discarded.
#[test]
fn reward_phase_buys_with_spectators_of_different_colours() {
    let cat = Catalog::embedded();
    let d = data();
    let s = setup(2, Edition::Classic);
    let g = Game::new(s).unwrap();
    let mut st = *g.state();
    let (tile, side) = st.race.rewards.as_slice()[0];
    let face = &d.reward_tiles[tile as usize - 1].sides[side as usize];
    let first = face.offers[0];
    let second = face.offers[1];
    // Player 0: two keshis of the first offer's colour, one of the second's.
    st.phase = Phase::SeasonScoring;
    st.scoring_step = ScoringStep::RiverSecond;
    st.turn = 0;
    st.agenda.clear();
    st.players[0].race = with_spectators(&[first.colour, first.colour, second.colour]);
    let g = Game::from_state(s, st).unwrap();
    assert_eq!(g.pending().players[0], (0, Decision::CamelRewards));
    let legal = g.legal_actions(0);
    let mut expected = vec![Action::BuyCamelReward {
        offer: 0,
        keshis: [first.colour].into_iter().collect(),
    }];
    // The second offer: its colour + 1 other colour (the first's).
    expected.push(Action::BuyCamelReward {
        offer: 1,
        keshis: [first.colour, second.colour].into_iter().collect(),
    });
    // Other offers whose colour is there with few enough other colours.
    for (i, o) in face.offers.iter().enumerate().skip(2) {
        assert!(o.any >= 2, "{i}");
    }
    expected.push(Action::Done);
    // The first offer also with the second's colour shown? Only if equal.
    assert_eq!(legal, expected, "exact list");
    let _ = cat;
    let mut g = g;
    g.apply(0, expected[0]).unwrap();
    // Resolve what the reward asks, choosing the first option each time.
    while g.pending().players[0].1 != Decision::CamelRewards {
        let a = g.legal_actions(0)[0];
        g.apply(0, a).unwrap();
    }
    // Again: the same reward once more.
    assert!(g.legal_actions(0).contains(&expected[0]));
    let tiles = g.state().race.rewards;
    g.apply(0, expected[0]).unwrap();
    while g.state().scoring_step == ScoringStep::CamelRace {
        let a = g.legal_actions(0)[0];
        assert_ne!(a, Action::Done, "nothing left to buy");
        g.apply(0, a).unwrap();
    }
    // Both paid; nothing more to buy, so the phase ends and the tile
    // leaves the stack.
    assert_eq!(g.state().player(0).race.spectators[first.colour.index()], 0);
    assert_eq!(g.state().race.rewards.as_slice(), &tiles.as_slice()[1..]);
}

/// "ODER: Gegen Abgabe von 1 Keshi der anderen gezeigten Farbe (rechte
/// Hälfte): Lege 1 Kamelmist ab."
#[test]
fn the_right_half_discards_dung() {
    let d = data();
    let s = setup(2, Edition::Classic);
    let mut st = *Game::new(s).unwrap().state();
    let (tile, side) = st.race.rewards.as_slice()[0];
    let face = &d.reward_tiles[tile as usize - 1].sides[side as usize];
    st.phase = Phase::SeasonScoring;
    st.scoring_step = ScoringStep::CamelRace;
    st.turn = 0;
    st.agenda.clear();
    st.players[0].race = with_spectators(&[face.dung_colour]);
    st.players[0].race.dung = 3;
    let mut g = Game::from_state(s, st).unwrap();
    assert_eq!(
        g.legal_actions(0),
        vec![Action::DiscardCamelDung, Action::Done]
    );
    g.apply(0, Action::DiscardCamelDung).unwrap();
    assert_eq!(g.state().player(0).race.dung, 2);
    assert_eq!(g.state().player(0).race.spectator_count(), 0);
}

/// Paschabot, "Erweiterung: Kamelrennen": "Der Paschabot nimmt nicht am
/// Rennen teil": it takes no dung, has no spectator area and no podium
/// place.
#[test]
fn the_paschabot_does_not_race() {
    for edition in [Edition::Classic, Edition::Essential] {
        let s = Setup {
            modules: race(),
            edition,
            ..Setup::solo(Solo::default(), 3)
        };
        let mut g = Game::new(s).unwrap();
        let mut rng = Rng::new(9);
        while !g.is_over() {
            let acts = g.legal_actions(0);
            let a = acts[rng.below(acts.len() as u32) as usize];
            g.apply(0, a).unwrap();
            assert_eq!(g.state().player(1).race, Racer::default());
        }
        assert!(g.view(Some(0)).players[1].race.is_none());
        assert_eq!(g.state().final_scores[1].dung_penalty, 0);
    }
}

/// Random games with the race and every base-box module, 2-4 players,
/// both editions, solo: no error, scores add up, saves and views
/// round-trip, the record replays identically.
#[test]
fn random_games_with_the_race_play_to_the_end() {
    let per = if cfg!(debug_assertions) { 1 } else { 3 };
    let mut rng = Rng::new(2026);
    for k in 0..per * 4 {
        let bits = rng.below(32) as u8;
        let base = Modules::combinations().nth(bits as usize).unwrap();
        let modules = Modules {
            camel_race: true,
            ..base
        };
        let edition = if k % 2 == 0 {
            Edition::Classic
        } else {
            Edition::Essential
        };
        for players in 2..=4u8 {
            play_out(Setup {
                players,
                edition,
                seed: k as u64 * 13 + players as u64,
                modules,
                ..Setup::default()
            });
        }
        play_out(Setup {
            modules,
            edition,
            ..Setup::solo(Solo::default(), k as u64)
        });
    }
}

fn play_out(s: Setup) {
    let g = common::play_out(
        s,
        0xca3e1,
        137,
        30_000,
        // Prefer the spectator area now and then, so the race moves.
        |acts, rng| match acts.iter().find(|a| **a == Action::ToSpectatorArea) {
            Some(a) if rng.below(2) == 0 => *a,
            _ => common::any_action(acts, rng),
        },
        |_, _, _| {},
    );
    // Camels only run forward: one that ever moved is still off the start.
    let raced = g.state().players.iter().any(|pl| pl.race.camel > 0);
    assert!(raced, "{s:?}: no camel ever moved");
}

/// 003 "Rennsattel": "Kauft ein Spieler einen Rennsattel, so erhält er 16
/// Punkte und setzt sein Kamel 2 Felder auf der Rennstrecke vor. Dabei
/// müssen die Regeln des Kamelrennens beachtet werden." (No oasis then.)
#[test]
fn a_racing_saddle_runs_the_camel_2_steps() {
    let s = Setup {
        modules: Modules {
            camel_race: true,
            new_luxury_goods: true,
            ..Modules::default()
        },
        ..setup(2, Edition::Classic)
    };
    let probe = Game::new(s).unwrap();
    let cat = probe.catalog();
    let saddle = cat
        .luxury_goods
        .iter()
        .find(|l| l.saddle.is_some())
        .map(|l| l.id)
        .unwrap();
    let cost = cat.luxury(saddle).cost;
    let line = data().lines.value[1];
    let mut g = assistant_turn(s, &[Sector::Souk], |st| {
        st.luxury.face_up[2] = Some(saddle);
        let pl = &mut st.players[0];
        pl.goods = [cost[0] as u16, cost[1] as u16, cost[2] as u16];
        pl.race.camel = line;
        pl.oasis_slots[2].status = OasisStatus::Discovered;
    });
    let score = g.state().player(0).score;
    g.apply(
        0,
        Action::UseAssistant {
            sector: Sector::Souk,
            option: AssistantOption::SectorAction,
        },
    )
    .unwrap();
    g.apply(0, Action::BuyLuxury { slot: 2 }).unwrap();
    // The stage line right after the first step: a goods keshi.
    assert_eq!(
        g.pending().for_player(0),
        Some(Decision::GoodsColour { count: 1 })
    );
    g.apply(
        0,
        Action::ChooseColour {
            colour: Colour::Orange,
        },
    )
    .unwrap();
    let pl = g.state().player(0);
    assert_eq!(pl.race.camel, line + 2);
    assert_eq!(pl.score, score + 16);
    assert_eq!(
        pl.oasis_slots[2].status,
        OasisStatus::Discovered,
        "no oasis"
    );
}

/// 003's reward list, by price (the shown keshi plus `any` further ones):
/// every printed reward lies on some side of some tile at its price.
#[test]
fn every_printed_reward_is_on_some_tile() {
    use CamelReward as R;
    let gain = |points, water, dates, dinars| R::Gain {
        points,
        water,
        dates,
        dinars,
    };
    let steps = |n, river, palace, mosque| R::Steps {
        n,
        river,
        palace,
        mosque,
    };
    let printed: Vec<(u8, R)> = vec![
        // "Belohnung gegen Abgabe von 1 Keshi der gezeigten Farbe"
        (0, gain(2, 0, 0, 0)),
        (0, gain(0, 0, 0, 2)),
        (0, gain(0, 2, 0, 0)),
        (0, gain(0, 0, 2, 0)),
        (0, R::AnyResources { n: 1 }),
        (0, R::Goods { n: 2 }),
        // "+ 1 Keshi in beliebiger Farbe"
        (1, gain(3, 0, 0, 0)),
        (1, gain(0, 0, 0, 4)),
        (1, steps(2, false, true, false)),
        (1, steps(2, true, false, false)),
        (
            1,
            R::Scroll {
                ty: ScrollType::Gray,
            },
        ),
        (1, R::AnyResources { n: 3 }),
        (1, gain(2, 2, 0, 0)),
        (1, steps(2, false, false, true)),
        (1, R::SpectatorBonus { spectators: 2 }),
        // "+ 2 Keshis in beliebigen, unterschiedlichen Farben"
        (2, gain(5, 0, 0, 0)),
        (2, gain(0, 3, 3, 0)),
        (2, R::AnyResources { n: 5 }),
        (2, R::Goods { n: 3 }),
        (2, R::FreeOases { n: 1 }),
        (2, R::SpectatorBonus { spectators: 3 }),
        (2, gain(0, 3, 0, 3)),
        (2, gain(0, 0, 3, 3)),
        (2, steps(4, false, true, true)),
        (2, steps(4, true, true, false)),
        (2, steps(4, true, false, true)),
        (
            2,
            R::Scroll {
                ty: ScrollType::Yellow,
            },
        ),
        // "+ 3 Keshis in beliebigen, unterschiedlichen Farben"
        (3, gain(8, 0, 0, 0)),
        (3, R::RiverTileBonus),
        (3, R::FreeOases { n: 2 }),
        (3, steps(4, true, true, true)),
        (3, R::LuxuryGood { discount: 3 }),
        (
            3,
            R::Scroll {
                ty: ScrollType::Pink,
            },
        ),
    ];
    let d = data();
    let on_tiles: Vec<(u8, R)> = d
        .reward_tiles
        .iter()
        .flat_map(|t| t.sides.iter())
        .flat_map(|s| s.offers.iter().map(|o| (o.any, o.reward)))
        .collect();
    for (any, r) in &printed {
        assert!(on_tiles.contains(&(*any, *r)), "{r} at +{any} on no tile");
    }
    for (any, r) in &on_tiles {
        assert!(
            printed.contains(&(*any, *r)),
            "{r} at +{any} is not printed"
        );
    }
}

/// A position in the reward phase where player 0 has these spectators and
/// the active reward tile is `tile`'s side `side`.
fn reward_phase(s: Setup, tile: u8, side: u8, spectators: &[Colour]) -> Game {
    let mut st = *Game::new(s).unwrap().state();
    st.race.rewards = BVec::from_slice(&[(tile, side)]).unwrap();
    st.phase = Phase::SeasonScoring;
    st.scoring_step = ScoringStep::CamelRace;
    st.turn = 0;
    st.agenda.clear();
    for p in 0..st.num_players as usize {
        st.players[p].race = Racer::default();
    }
    st.players[0].race = with_spectators(spectators);
    // No scholar in the madrasa, no date: a search needs neither.
    st.players[0].resources = Resources::ZERO;
    st.players[0].markers[Sector::Madrasa.index()] = 0;
    Game::from_state(s, st).unwrap()
}

/// The offer of the active tile with this reward.
fn offer_of(g: &Game, reward: CamelReward) -> Action {
    g.legal_actions(0)
        .into_iter()
        .find(|a| match a {
            Action::BuyCamelReward { offer, .. } => {
                let (t, s) = g.state().race.rewards.as_slice()[0];
                data().reward_tiles[t as usize - 1].sides[s as usize].offers[*offer as usize].reward
                    == reward
            }
            _ => false,
        })
        .expect("the reward is offered")
}

/// The tiles of stack `k` of a scroll type as the rules see them: the
/// face-down ones and the revealed top.
fn scroll_stack(st: &State, ty: ScrollType, k: usize) -> Vec<ScrollId> {
    let row = &st.scrolls[ty.index()];
    let mut v: Vec<ScrollId> = row.stacks[k].iter().copied().collect();
    v.extend(row.face_up[k]);
    v.sort();
    v
}

/// "Wähle und nimm eine graue Gelehrten-Schriftrolle aus einem Stapel, ohne
/// die geforderten grauen Keshis zu berücksichtigen oder die Dattel zu
/// bezahlen. Der Stapel wird erneut gemischt und das oberste Plättchen
/// aufgedeckt." (the yellow and pink ones alike), in both editions.
#[test]
fn a_scroll_search_takes_any_scroll_of_a_stack_free() {
    use CamelReward as R;
    // Tile 6's second side: black + 1 gray, beige + 2 yellow, turquoise + 3 pink.
    for edition in [Edition::Classic, Edition::Essential] {
        for (ty, shown, others) in [
            (ScrollType::Gray, Colour::Black, &[Colour::Green][..]),
            (
                ScrollType::Yellow,
                Colour::Beige,
                &[Colour::Green, Colour::Red][..],
            ),
            (
                ScrollType::Pink,
                Colour::Turquoise,
                &[Colour::Green, Colour::Red, Colour::White][..],
            ),
        ] {
            let mut spectators = vec![shown];
            spectators.extend_from_slice(others);
            let mut g = reward_phase(setup(3, edition), 6, 1, &spectators);
            let buy = offer_of(&g, R::Scroll { ty });
            g.apply(0, buy).unwrap();
            let search = StackSearch::Scroll { ty };
            assert_eq!(
                g.pending().players[0],
                (0, Decision::SearchStack { search })
            );
            let stacks: Vec<Action> = (0..3).map(|stack| Action::SearchStack { stack }).collect();
            assert_eq!(g.legal_actions(0), stacks, "three stacks to choose from");
            let before = *g.state();
            let events = g.apply(0, Action::SearchStack { stack: 2 }).unwrap();
            assert!(
                !events.iter().all(Event::reveals_nothing),
                "the searcher has seen the stack: no undo"
            );
            let inside = scroll_stack(&before, ty, 2);
            let legal = g.legal_actions(0);
            let want: Vec<Action> = inside
                .iter()
                .map(|&scroll| Action::TakeScrollFromStack { scroll })
                .collect();
            assert_eq!(legal, want, "every scroll of the stack, sorted");
            // The bottom scroll, face down, whatever it needs: no gray keshi,
            // no date.
            let pick = before.scrolls[ty.index()].stacks[2].as_slice()[0];
            let pl = before.player(0);
            assert_eq!(pl.resources.dates, 0);
            assert_eq!(pl.keshis_of(Colour::Gray), 0);
            g.apply(0, Action::TakeScrollFromStack { scroll: pick })
                .unwrap();
            let st = g.state();
            assert!(st.player(0).scrolls.contains(pick));
            assert_eq!(st.player(0).resources.dates, pl.resources.dates);
            let mut left = scroll_stack(st, ty, 2);
            left.push(pick);
            left.sort();
            assert_eq!(left, inside, "the rest of the stack stays in it");
            assert!(
                st.scrolls[ty.index()].face_up[2].is_some(),
                "its top is revealed"
            );
            for k in [0, 1] {
                assert_eq!(scroll_stack(st, ty, k), scroll_stack(&before, ty, k));
            }
        }
    }
}

/// "Wähle und nimm eine Luxusware aus einem Stapel und bezahle 3
/// Waren-Keshis weniger als verlangt. Der Stapel wird gemischt und das
/// oberste Plättchen aufgedeckt."
#[test]
fn a_luxury_search_takes_a_good_3_goods_keshis_cheaper() {
    use CamelReward as R;
    let cat = Catalog::embedded();
    for edition in [Edition::Classic, Edition::Essential] {
        // Tile 5's first side: beige + 3 other colours.
        let spectators = [Colour::Beige, Colour::Red, Colour::Green, Colour::White];
        let mut g = reward_phase(setup(2, edition), 5, 0, &spectators);
        let mut st = *g.state();
        st.players[0].goods = [2, 1, 0];
        g = Game::from_state(*g.setup(), st).unwrap();
        g.apply(0, offer_of(&g, R::LuxuryGood { discount: 3 }))
            .unwrap();
        let before = *g.state();
        g.apply(0, Action::SearchStack { stack: 3 }).unwrap();
        let mut inside: Vec<LuxuryId> = before.luxury.stacks[3].iter().copied().collect();
        inside.extend(before.luxury.face_up[3]);
        inside.sort();
        // Every good there, each with every way to pay all but 3 keshis
        // from the 2 yellow and 1 purple the player has.
        let mut want = Vec::new();
        for &id in &inside {
            let cost = cat.luxury(id).cost;
            let need = cost.iter().sum::<u8>().saturating_sub(3);
            let have = [2u8, 1, 0];
            for y in 0..=cost[0].min(have[0]) {
                for p in 0..=cost[1].min(have[1]) {
                    for o in 0..=cost[2].min(have[2]) {
                        if y + p + o == need {
                            want.push(Action::TakeLuxuryFromStack {
                                luxury: id,
                                pay: [y, p, o],
                            });
                        }
                    }
                }
            }
        }
        if want.is_empty() {
            want.push(Action::Done);
        }
        assert_eq!(g.legal_actions(0), want, "{edition:?}");
        let Action::TakeLuxuryFromStack { luxury, pay } = want[want.len() - 1] else {
            panic!("a good the player can pay in the stack: {want:?}");
        };
        let score = g.state().player(0).score;
        g.apply(0, want[want.len() - 1]).unwrap();
        let st = g.state();
        assert!(st.player(0).luxury_ids().any(|l| l == luxury));
        assert_eq!(
            st.player(0).goods,
            [2 - pay[0] as u16, 1 - pay[1] as u16, 0],
            "paid all but 3 keshis"
        );
        assert_eq!(st.player(0).score, score + cat.luxury(luxury).points as i16);
        let mut left: Vec<LuxuryId> = st.luxury.stacks[3].iter().copied().collect();
        left.extend(st.luxury.face_up[3]);
        left.push(luxury);
        left.sort();
        assert_eq!(left, inside);
    }
}

/// Searching a stack shows its tiles to the searcher only: the others'
/// views are the same whatever lies in it, the searcher's are not; a world
/// drawn for the searcher keeps the stack's tiles (so its choices are the
/// same there), one drawn for another seat need not.
#[test]
fn a_searched_stack_is_seen_by_the_searcher_only() {
    use CamelReward as R;
    let spectators = [Colour::Black, Colour::Green];
    let mut g = reward_phase(setup(3, Edition::Classic), 6, 1, &spectators);
    g.apply(
        0,
        offer_of(
            &g,
            R::Scroll {
                ty: ScrollType::Gray,
            },
        ),
    )
    .unwrap();
    g.apply(0, Action::SearchStack { stack: 1 }).unwrap();
    // Another world: stacks 0 and 1 swap their face-down scrolls' ids
    // (heights kept as they are).
    let mut st = *g.state();
    let row = &mut st.scrolls[ScrollType::Gray.index()];
    let mut all: Vec<ScrollId> = row.stacks[0]
        .iter()
        .chain(row.stacks[1].iter())
        .copied()
        .collect();
    all.reverse();
    let h0 = row.stacks[0].len();
    row.stacks[0] = BVec::from_slice(&all[..h0]).unwrap();
    row.stacks[1] = BVec::from_slice(&all[h0..]).unwrap();
    let other = Game::from_state(*g.setup(), st).unwrap();
    assert_ne!(
        scroll_stack(g.state(), ScrollType::Gray, 1),
        scroll_stack(other.state(), ScrollType::Gray, 1)
    );
    for v in [None, Some(1), Some(2)] {
        assert_eq!(g.view(v), other.view(v), "{v:?} sees the searched stack");
    }
    assert_ne!(g.view(Some(0)), other.view(Some(0)), "the searcher sees it");
    let mine = g.legal_actions(0);
    for seed in 0..16 {
        let w = g.determinize(Some(0), seed);
        assert_eq!(
            w.legal_actions(0),
            mine,
            "the searcher's world keeps the stack"
        );
        assert_eq!(w.view(Some(0)), g.view(Some(0)));
        let w1 = g.determinize(Some(1), seed);
        assert_eq!(w1.view(Some(1)), g.view(Some(1)));
    }
    let drawn: std::collections::BTreeSet<Vec<ScrollId>> = (0..16)
        .map(|seed| scroll_stack(g.determinize(Some(1), seed).state(), ScrollType::Gray, 1))
        .collect();
    assert!(drawn.len() > 1, "for another seat the stack is drawn anew");
}

/// 003 oasis 35: "Erhalte 1 Punkt für je 2 Schritte auf der Rennstrecke,
/// die dein Kamel zurückgelegt hat (max 15 Punkte)"; "35: Verwenden, wenn
/// mit der KAMELRENNEN ERWEITERUNG gespielt wird".
#[test]
fn oasis_35_scores_a_point_per_2_camel_steps() {
    let cat = Catalog::embedded();
    let with = |camel_race, new_oases| Modules {
        camel_race,
        new_oases,
        ..Modules::default()
    };
    let in_play = |m: Modules| oases_in_play(&cat, &m).contains(&OasisId(35));
    assert!(in_play(with(true, true)));
    assert!(!in_play(with(false, true)), "only with the camel race");
    assert!(!in_play(with(true, false)), "only with the new oases");
    let s = Setup {
        modules: with(true, true),
        ..setup(2, Edition::Classic)
    };
    let mut st = *Game::new(s).unwrap().state();
    let d = data();
    for (camel, points) in [(0u8, 0), (1, 0), (7, 3), (8, 4), (29, 14)] {
        st.players[0].race.camel = camel;
        assert_eq!(oasis_points(&cat, &st, 0, OasisId(35), 0, true), points);
    }
    // On the podium the camel has gone the whole track: the cap.
    st.players[0].race.camel = d.finish.value;
    st.race.podium = BVec::from_slice(&[0]).unwrap();
    assert_eq!(oasis_points(&cat, &st, 0, OasisId(35), 0, true), 15);
}

/// R36: "every discount on luxury goods ... applies whenever goods keshis
/// are paid for a luxury good, the camel race's reward included; discounts
/// add up, and a price never goes below 0". 003's reward "bezahle 3
/// Waren-Keshis weniger als verlangt"; 002's imam "When buying a luxury
/// good, the player pays any 1 goods keshi fewer"; 003's hard provision tile
/// "Jede Luxusware kostet 1 Waren-Keshi weniger". The necklace (3 purple + 2
/// orange, R27) costs 5: the reward leaves 2, the imam 1, the tile with the
/// imam 0; the slipper (1 orange) costs 0 either way, never less.
#[test]
fn the_imam_and_the_provision_tile_discount_the_race_s_luxury_reward() {
    use CamelReward as R;
    let cat = Catalog::embedded();
    let necklace = cat
        .luxury_goods
        .iter()
        .find(|l| l.luxury == LuxuryKind::Necklace && l.cost == [0, 3, 2])
        .unwrap()
        .id;
    let slipper = cat
        .luxury_goods
        .iter()
        .find(|l| l.luxury == LuxuryKind::Slipper && l.cost == [0, 0, 1])
        .unwrap()
        .id;
    let s = Setup {
        modules: Modules {
            camel_race: true,
            imam_sultan: true,
            new_provisions: true,
            ..Modules::default()
        },
        ..setup(2, Edition::Classic)
    };
    let tile = common::provision_tile(
        &Game::new(s).unwrap(),
        ProvisionEffect::LuxuryDiscount { goods: 1 },
    );
    // What player 0 may take from stack 3 for the necklace and the slipper,
    // with `goods`, the imam or not, the hard tile face up or not.
    let offers = |goods: [u16; 3], imam: bool, tile_up: bool| -> Vec<Action> {
        let spectators = [Colour::Beige, Colour::Red, Colour::Green, Colour::White];
        let g = reward_phase(s, 5, 0, &spectators);
        let mut st = *g.state();
        // The necklace face up on shop 3, the slipper below it (the goods
        // they replace go where they were).
        for (i, want) in [necklace, slipper].into_iter().enumerate() {
            let here = |st: &State| {
                st.luxury.face_up[3] == Some(want) || st.luxury.stacks[3].iter().any(|x| *x == want)
            };
            if here(&st) {
                continue;
            }
            let give = st.luxury.stacks[3].as_slice()[i];
            for k in 0..5 {
                if st.luxury.face_up[k] == Some(want) {
                    st.luxury.face_up[k] = Some(give);
                }
                for x in st.luxury.stacks[k].as_mut_slice() {
                    if *x == want {
                        *x = give;
                    }
                }
            }
            st.luxury.stacks[3].as_mut_slice()[i] = want;
        }
        st.players[0].goods = goods;
        if imam {
            st.figures[Stair::Mosque.index()].carrier = Some(0);
            st.figures[Stair::Mosque.index()].step = st.players[0].stairs[Stair::Mosque.index()];
        }
        st.players[0].provision[0] = ProvisionSlot {
            tile,
            active: tile_up,
        };
        let mut g = Game::from_state(s, st).unwrap();
        g.apply(0, offer_of(&g, R::LuxuryGood { discount: 3 }))
            .unwrap();
        g.apply(0, Action::SearchStack { stack: 3 }).unwrap();
        g.legal_actions(0)
            .into_iter()
            .filter(|a| {
                matches!(a, Action::TakeLuxuryFromStack { luxury, .. }
                    if *luxury == necklace || *luxury == slipper)
            })
            .collect()
    };
    let take = |luxury, pay| Action::TakeLuxuryFromStack { luxury, pay };
    // One purple keshi: 5 - 3 = 2 is too much; with the imam 5 - 3 - 1 = 1.
    assert_eq!(
        offers([0, 1, 0], false, false),
        vec![take(slipper, [0, 0, 0])]
    );
    let mut with_imam = offers([0, 1, 0], true, false);
    with_imam.sort_by_key(|a| format!("{a:?}"));
    let mut want = vec![take(necklace, [0, 1, 0]), take(slipper, [0, 0, 0])];
    want.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(with_imam, want);
    // The imam and the tile add up: 5 - 3 - 1 - 1 = 0, from no goods at all.
    let mut both = offers([0, 0, 0], true, true);
    both.sort_by_key(|a| format!("{a:?}"));
    let mut want = vec![take(necklace, [0, 0, 0]), take(slipper, [0, 0, 0])];
    want.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(both, want);
    // The tile alone is the imam's equal.
    let mut tile_only = offers([0, 1, 0], false, true);
    tile_only.sort_by_key(|a| format!("{a:?}"));
    let mut want = vec![take(necklace, [0, 1, 0]), take(slipper, [0, 0, 0])];
    want.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(tile_only, want);
}

/// R37: the reward phase comes "nach der Flusswertung", which ends with
/// 000's "Anschließend wird das Fluss-Plättchen abgeworfen und alle Fischer
/// wieder auf das Startfeld ... zurückgestellt". Player 0's fisherman on
/// space 6 goes back to the start with the others; then reward tile 2's
/// second side, pink + 1 other colour: "2 Schritte auf dem Fluss". The 2
/// steps count toward the next season: season 2 starts with the fisherman
/// on space 2 (not 6 + 2, and not wiped to 0).
#[test]
fn reward_steps_on_the_river_count_toward_the_next_season() {
    use CamelReward as R;
    let s = setup(2, Edition::Classic);
    let mut st = *Game::new(s).unwrap().state();
    st.race.rewards = BVec::from_slice(&[(2, 1), (3, 0), (4, 0)]).unwrap();
    st.phase = Phase::SeasonScoring;
    st.scoring_step = ScoringStep::RiverSecond;
    st.turn = 0;
    st.agenda.clear();
    for p in 0..2 {
        st.players[p].race = Racer::default();
        st.players[p]
            .provision
            .iter_mut()
            .for_each(|t| t.active = false);
    }
    st.players[0].race = with_spectators(&[Colour::Pink, Colour::White]);
    st.players[0].fisherman = 6;
    let mut g = Game::from_state(s, st).unwrap();
    assert_eq!(g.pending().players[0], (0, Decision::CamelRewards));
    assert_eq!(g.state().player(0).fisherman, 0, "back on the start first");
    let buy = offer_of(
        &g,
        R::Steps {
            n: 2,
            river: true,
            palace: false,
            mosque: false,
        },
    );
    g.apply(0, buy).unwrap();
    assert_eq!(g.state().player(0).fisherman, 2);
    while !(g.state().season == 1 && g.state().phase == Phase::Selection) {
        let (p, _) = g.pending().players[0];
        let legal = g.legal_actions(p);
        let a = legal
            .iter()
            .copied()
            .find(|a| *a == Action::Done)
            .unwrap_or(legal[0]);
        g.apply(p, a).unwrap();
    }
    assert_eq!(g.state().player(0).fisherman, 2, "season 2 starts on 2");
    assert_eq!(g.state().player(1).fisherman, 0);
}
