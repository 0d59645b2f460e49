//! The Paschabot (003, "Der Paschabot – Solo-Spielanleitung für Marrakesh"):
//! the book's examples and each priority rule, played through the public API.

use marrakesh_engine::*;

const YOU: PlayerId = 0;

fn solo(opponent: Opponent, difficulty: Difficulty) -> Setup {
    Setup {
        tower: TowerSetting::NoTower,
        river_tiles: Some(Setup::FIRST_GAME_RIVER_TILES),
        ..Setup::solo(
            Solo {
                opponent,
                difficulty,
            },
            11,
        )
    }
}

/// A claim phase with this display, strategy tiles and assistants; the
/// Paschabot claims first.
fn claim_position(
    tiles: &[u8],
    display: &[(Colour, u8)],
    bot_assistants: &[Sector],
    your_assistants: &[Sector],
) -> Game {
    let setup = solo(Opponent::Paschabot, Difficulty::default());
    let g = Game::new(setup).unwrap();
    let mut st = *g.state();
    st.phase = Phase::Claim;
    st.start_player = PASCHABOT;
    st.turn = 0;
    st.agenda.clear();
    st.display = [0; 12];
    for (c, n) in display {
        st.display[c.index()] = *n;
    }
    let pb: &mut Pascha = st.pascha.as_mut().unwrap();
    pb.tiles = BVec::from_slice(tiles).unwrap();
    st.players[PASCHABOT as usize].assistants = BVec::from_slice(bot_assistants).unwrap();
    st.players[YOU as usize].assistants = BVec::from_slice(your_assistants).unwrap();
    Game::from_state(setup, st).unwrap()
}

/// Keshis on the Paschabot's rows, by sector.
fn bot_row(g: &Game, s: Sector) -> u8 {
    g.state().pascha.unwrap().rows[s.index()]
}

/// Your claim; returns every claim made until your next decision.
fn claim(g: &mut Game, colour: Colour) -> Vec<(PlayerId, Vec<Colour>)> {
    claims(&g.apply(YOU, Action::Claim { colour, count: 1 }).unwrap())
}

fn claims(events: &[Event]) -> Vec<(PlayerId, Vec<Colour>)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::KeshisClaimed { player, colours } => Some((*player, colours.clone())),
            _ => None,
        })
        .collect()
}

/// Example A: "Auf den Strategieplättchen sind 1 schwarzer, 2 braune und 1
/// weißer Keshi abgebildet. Seine Assistenten stehen im braunen, weißen und
/// rosa Bezirk. Er nimmt die 2 braunen Keshis: 2) 2 Keshis verfügbar. Du
/// wählst grün. Er nimmt rot: 3) Höhere Keshi-Priorität, denn rot (Joker)
/// zählt als braun ... Du nimmst weiß. Er wählt rosa: 4) Sein eigener
/// Assistent. Du nimmst grau."
#[test]
fn example_a_two_brown_then_red_as_brown_then_pink() {
    let mut g = claim_position(
        &[1],
        &[
            (Colour::Brown, 2),
            (Colour::Green, 1),
            (Colour::Red, 1),
            (Colour::White, 1),
            (Colour::Pink, 1),
            (Colour::Gray, 1),
        ],
        &[Sector::Sahara, Sector::Palace, Sector::MainSquare],
        &[Sector::DateOrchard, Sector::Palace, Sector::Madrasa],
    );
    // The bot claimed first, when the phase began: 2 brown.
    assert_eq!(bot_row(&g, Sector::Sahara), 2);
    assert_eq!(g.state().display[Colour::Brown.index()], 0);
    assert_eq!(
        claim(&mut g, Colour::Green),
        vec![(YOU, vec![Colour::Green]), (PASCHABOT, vec![Colour::Red])]
    );
    // Red stands in for brown: the water vendor goes to the Sahara (R23).
    assert!(g.state().player(PASCHABOT).has_vendor(Sector::Sahara));
    // Pink by rule 4; your last keshi (gray) is the only choice left.
    assert_eq!(
        claim(&mut g, Colour::White),
        vec![
            (YOU, vec![Colour::White]),
            (PASCHABOT, vec![Colour::Pink]),
            (YOU, vec![Colour::Gray])
        ]
    );
}

/// Example B: "Auf den Strategieplättchen sind 1 rosa, 1 grauer, 1 beiger und
/// 1 Waren-Keshi abgebildet. Seine Assistenten stehen bei Grau, Rosa und im
/// Souk, deine Assistenten bei Weiß, Grün und Türkis. Der Paschabot wählt
/// Rosa: 3) ..., dann 4) ..., dann 6) Weiter oben auf den
/// Strategieplättchen, um den Gleichstand mit Grau aufzulösen. Er nimmt nicht
/// rot, denn die eigentliche Farbe hat Vorrang. Du nimmst rot. Er nimmt Grau:
/// 3) Keshi-Priorität. Du wählst Grün. Er wählt Türkis: 5) Dein Assistent,
/// dann 7) Weiter oben auf dem Tableau, um den Gleichstand mit Weiß
/// aufzulösen. Du nimmst Weiß."
#[test]
fn example_b_pink_then_gray_then_turquoise() {
    let mut g = claim_position(
        &[2],
        &[
            (Colour::Pink, 1),
            (Colour::Gray, 1),
            (Colour::Red, 1),
            (Colour::Green, 1),
            (Colour::Turquoise, 1),
            (Colour::White, 1),
        ],
        &[Sector::Madrasa, Sector::MainSquare, Sector::Souk],
        &[Sector::Palace, Sector::DateOrchard, Sector::River],
    );
    assert_eq!(bot_row(&g, Sector::MainSquare), 1, "pink first");
    assert_eq!(g.state().display[Colour::Red.index()], 1, "not red");
    assert_eq!(claim(&mut g, Colour::Red), vec![(YOU, vec![Colour::Red])]);
    // Your water vendor goes to a sector of your choice; then the bot.
    let ev = g
        .apply(
            YOU,
            Action::PlaceWaterVendor {
                sector: Sector::River,
            },
        )
        .unwrap();
    assert_eq!(claims(&ev), vec![(PASCHABOT, vec![Colour::Gray])]);
    assert_eq!(
        claim(&mut g, Colour::Green),
        vec![
            (YOU, vec![Colour::Green]),
            (PASCHABOT, vec![Colour::Turquoise]),
            (YOU, vec![Colour::White])
        ]
    );
}

/// Rule 1: "Er wählt einen Keshi, der einen Bezirk komplett füllen würde (8
/// Keshi + 1 Wasserverkäufer)" — before 2 keshis of another colour.
#[test]
fn rule_1_completing_a_sector_comes_first() {
    let setup = solo(Opponent::Paschabot, Difficulty::default());
    let g = Game::new(setup).unwrap();
    let mut st = *g.state();
    st.phase = Phase::Claim;
    st.start_player = PASCHABOT;
    st.turn = 0;
    st.agenda.clear();
    st.display = [0; 12];
    st.display[Colour::Black.index()] = 1;
    st.display[Colour::Brown.index()] = 2;
    st.pascha.as_mut().unwrap().tiles = BVec::from_slice(&[1]).unwrap();
    st.pascha.as_mut().unwrap().rows[Sector::Mosque.index()] = 7;
    st.players[PASCHABOT as usize].water_vendors |= 1 << Sector::Mosque.index();
    let g = Game::from_state(setup, st).unwrap();
    assert_eq!(bot_row(&g, Sector::Mosque), 8);
    assert_eq!(bot_row(&g, Sector::Sahara), 0);
}

/// "Der Paschabot nimmt die Waren-Keshis, von denen er am wenigsten besitzt.
/// Bei Gleichstand wählt er Gelb vor Orange vor Violett."
#[test]
fn goods_of_the_colour_it_has_fewest_of() {
    let setup = solo(Opponent::Paschabot, Difficulty::default());
    let g = Game::new(setup).unwrap();
    let mut st = *g.state();
    st.phase = Phase::Claim;
    st.start_player = PASCHABOT;
    st.turn = 0;
    st.agenda.clear();
    st.display = [0; 12];
    st.display[Colour::Yellow.index()] = 1;
    st.display[Colour::Orange.index()] = 1;
    st.display[Colour::Purple.index()] = 1;
    st.players[PASCHABOT as usize].goods = [1, 0, 1];
    st.pascha.as_mut().unwrap().tiles = BVec::from_slice(&[2]).unwrap();
    let g = Game::from_state(setup, st).unwrap();
    // Purple (0 owned) before yellow and orange (1 each).
    assert_eq!(g.state().player(PASCHABOT).goods, [1, 1, 1]);
}

/// Final scoring: "Es befinden sich 3 braune Keshis auf den
/// Strategieplättchen. Der Paschabot erhält also 2 Punkte (3:2 aufgerundet)
/// je braunem Keshi im Sahara Bezirk. Er besitzt 7 braune Keshi und erhält
/// somit 14 Punkte."
#[test]
fn final_scoring_three_brown_icons_seven_caravans_14_points() {
    let setup = solo(Opponent::Paschabot, Difficulty::default());
    let g = Game::new(setup).unwrap();
    let mut st = *g.state();
    // Tiles 1 (brown, black, white, brown) and 5 (gray, gray, brown, beige):
    // 3 brown icons.
    let pb = st.pascha.as_mut().unwrap();
    pb.tiles = BVec::from_slice(&[1, 5]).unwrap();
    pb.rows = [0; 9];
    pb.rows[Sector::Sahara.index()] = 7;
    st.players[PASCHABOT as usize].goods = [0; 3];
    st.players[PASCHABOT as usize].water_vendors = 0;
    st.season = 2;
    st.round = 4;
    st.phase = Phase::SeasonScoring;
    st.scoring_step = ScoringStep::Provisioning;
    st.turn = 2;
    st.agenda.clear();
    let before = st.players[PASCHABOT as usize].score;
    let g = Game::from_state(setup, st).unwrap();
    assert!(g.is_over());
    let sheet = &g.scores()[PASCHABOT as usize];
    let sectors = sheet
        .categories
        .iter()
        .find(|(c, _)| *c == ScoreCategory::PaschabotSectors)
        .map(|(_, v)| *v);
    assert_eq!(sectors, Some(14));
    assert_eq!(sheet.total, before + 14);
}

/// "Besitzt du nun mehr Punkte als der Paschabot, hast du gewonnen.
/// Andernfalls gewinnt der Paschabot."
#[test]
fn a_tie_goes_to_the_paschabot() {
    let setup = solo(Opponent::Paschabot, Difficulty::default());
    let g = Game::new(setup).unwrap();
    let mut st = *g.state();
    st.pascha.as_mut().unwrap().rows = [0; 9];
    st.pascha.as_mut().unwrap().tiles.clear();
    st.players[PASCHABOT as usize].goods = [0; 3];
    st.players[PASCHABOT as usize].water_vendors = 0;
    st.players[YOU as usize].resources = Resources::ZERO;
    st.players[YOU as usize].score = 50;
    st.players[PASCHABOT as usize].score = 50;
    st.season = 2;
    st.phase = Phase::SeasonScoring;
    st.scoring_step = ScoringStep::Provisioning;
    st.turn = 2;
    st.agenda.clear();
    let g = Game::from_state(setup, st).unwrap();
    assert!(g.is_over());
    assert_eq!(g.winners(), vec![PASCHABOT]);
}

/// Phase 3: "Befinden sich mindestens 2 Keshis (ohne Wasserverkäufer) im
/// Bezirk, führt er die Bezirksaktion aus", else a new keshi; a water vendor
/// gives 1 point instead of 1 water; date orchard: 1 point per date picker.
#[test]
fn assistants_act_with_two_keshis_else_take_a_keshi() {
    let setup = solo(Opponent::Paschabot, Difficulty::default());
    let g = Game::new(setup).unwrap();
    let mut st = *g.state();
    st.phase = Phase::UseAssistants;
    st.start_player = PASCHABOT;
    st.turn = 0;
    st.agenda.clear();
    let pb = st.pascha.as_mut().unwrap();
    pb.rows = [0; 9];
    pb.rows[Sector::DateOrchard.index()] = 5;
    pb.rows[Sector::Palace.index()] = 1;
    st.players[PASCHABOT as usize].assistants =
        BVec::from_slice(&[Sector::DateOrchard, Sector::Palace]).unwrap();
    st.players[PASCHABOT as usize].water_vendors = 1 << Sector::DateOrchard.index();
    st.players[YOU as usize].assistants.clear();
    let score = st.players[PASCHABOT as usize].score;
    let g = Game::from_state(setup, st).unwrap();
    // Date orchard: 1 (vendor) + 5 (pickers); palace: a new noble, no action.
    assert_eq!(g.state().player(PASCHABOT).score, score + 6);
    assert_eq!(bot_row(&g, Sector::Palace), 2);
    assert_eq!(g.state().player(PASCHABOT).stairs, [0, 0]);
}

/// Madrasa: "Er besitzt mindestens 3 Gelehrten-Keshis: Er erhält 6 Punkte
/// und die 3 offen liegenden gelben Schriftrollen kommen aus dem Spiel";
/// R21: with 5, 10 points and the pink scrolls.
#[test]
fn madrasa_options_remove_the_face_up_scrolls() {
    for (scholars, points, ty) in [(3u8, 6i16, ScrollType::Yellow), (5, 10, ScrollType::Pink)] {
        let setup = solo(Opponent::Paschabot, Difficulty::default());
        let g = Game::new(setup).unwrap();
        let mut st = *g.state();
        st.phase = Phase::UseAssistants;
        st.start_player = PASCHABOT;
        st.turn = 0;
        st.agenda.clear();
        st.pascha.as_mut().unwrap().rows[Sector::Madrasa.index()] = scholars;
        st.players[PASCHABOT as usize].assistants = BVec::from_slice(&[Sector::Madrasa]).unwrap();
        st.players[YOU as usize].assistants.clear();
        let score = st.players[PASCHABOT as usize].score;
        let shown = st.scrolls[ty.index()].face_up;
        let g = Game::from_state(setup, st).unwrap();
        assert_eq!(g.state().player(PASCHABOT).score, score + points);
        for id in shown.iter().flatten() {
            let row = &g.state().scrolls[ty.index()];
            assert!(!row.face_up.contains(&Some(*id)));
            assert!(!row.stacks.iter().any(|s| s.iter().any(|x| x == id)));
        }
    }
}

/// The lazy Paschabot: "i) Wenn verfügbar, nimmt er 2 Keshis. ii) ... Je
/// weiter links in der Abfolge, desto eher" and its keshis go back to the
/// supply.
#[test]
fn lazy_paschabot_takes_two_of_the_leftmost_colour() {
    let setup = solo(Opponent::Lazy, Difficulty::default());
    let g = Game::new(setup).unwrap();
    let mut st = *g.state();
    let line = st.pascha.unwrap().line;
    st.phase = Phase::Claim;
    st.start_player = PASCHABOT;
    st.turn = 0;
    st.agenda.clear();
    st.display = [0; 12];
    // The leftmost colour has 1, the third has 2: the pair wins.
    st.display[line[0].index()] = 1;
    st.display[line[2].index()] = 2;
    // A third colour you can take without further choices (a marker colour).
    let other = *line[3..]
        .iter()
        .find(|c| c.sector().is_some_and(|s| s.has_marker()))
        .unwrap();
    st.display[other.index()] = 1;
    let mut g = Game::from_state(setup, st).unwrap();
    // The bot took the pair; you are left with the single keshi.
    assert_eq!(g.state().display[line[2].index()], 0);
    assert_eq!(g.state().display[line[0].index()], 1);
    // You take the other single; the bot then takes the leftmost one left.
    let ev = g
        .apply(
            YOU,
            Action::Claim {
                colour: other,
                count: 1,
            },
        )
        .unwrap();
    assert_eq!(
        claims(&ev)[..2],
        [(YOU, vec![other]), (PASCHABOT, vec![line[0]])]
    );
}

/// Lazy variant: "Du erhältst den Bonus des Flussplättchens, wenn du mit
/// deinem Fischer in Durchgang 1 mindestens die erste Stromschnelle
/// überquert hast".
#[test]
fn lazy_river_tile_needs_the_seasons_rapid() {
    for (fisherman, expected) in [(2u8, 0i16), (3, 3)] {
        let mut setup = solo(Opponent::Lazy, Difficulty::default());
        // River tile 08 (season 1): 3 points.
        setup.river_tiles = Some([8, 3, 5]);
        let g = Game::new(setup).unwrap();
        let mut st = *g.state();
        st.phase = Phase::SeasonScoring;
        st.scoring_step = ScoringStep::RiverFirst;
        st.agenda.clear();
        st.players[YOU as usize].fisherman = fisherman;
        let score = st.players[YOU as usize].score;
        let g = Game::from_state(setup, st).unwrap();
        let got = g.state().player(YOU).score_by[ScoreCategory::RiverTiles.index()];
        assert_eq!(got, expected, "fisherman on {fisherman}");
        assert!(g.state().player(YOU).score >= score + expected - 10);
    }
}

/// Thousands of seeded solo games with a random human seat: no panic, the
/// bot never has a pending decision, every game ends, and your view never
/// shows the order of the face-down strategy tiles.
#[test]
fn random_solo_games_run_to_the_end() {
    let games = if cfg!(debug_assertions) { 120 } else { 1200 };
    for seed in 0..games {
        let opponent = if seed % 4 == 3 {
            Opponent::Lazy
        } else {
            Opponent::Paschabot
        };
        let difficulty = Difficulty {
            no_extra_tiles: seed % 5 == 1,
            complete_sectors_only: seed % 7 == 2,
            main_square_once: seed % 11 == 3,
            no_fisherman_moves: seed % 13 == 4,
            expensive_gates: seed % 2 == 0,
            main_square_four: seed % 3 == 0,
            storage_keshis: seed % 6 == 5,
        };
        let edition = if seed % 2 == 0 {
            Edition::Classic
        } else {
            Edition::Essential
        };
        let setup = Setup {
            edition,
            tower: if seed % 3 == 0 {
                TowerSetting::B2
            } else {
                TowerSetting::B1
            },
            ..Setup::solo(
                Solo {
                    opponent,
                    // The lazy Paschabot has no difficulty adjustments.
                    difficulty: match opponent {
                        Opponent::Lazy => Difficulty::default(),
                        Opponent::Paschabot => difficulty,
                    },
                },
                seed,
            )
        };
        let mut g = Game::new(setup).unwrap();
        let mut rng = Rng::new(seed ^ 77);
        let mut steps = 0;
        while !g.is_over() {
            let pending = g.pending();
            assert!(
                pending.players.iter().all(|(p, _)| *p == YOU),
                "seed {seed}: the bot must never decide: {pending:?}"
            );
            let acts = g.legal_actions(YOU);
            let a = acts[rng.below(acts.len() as u32) as usize];
            g.apply(YOU, a).unwrap();
            assert!(g.apply(PASCHABOT, Action::Done).is_err());
            steps += 1;
            assert!(steps < 10_000, "seed {seed}: game does not end");
            if steps % 97 == 0 {
                // The deck's order is hidden: reversing it changes no view.
                let mut st = *g.state();
                if let Some(pb) = st.pascha.as_mut() {
                    let v: Vec<u8> = pb.deck.iter().rev().copied().collect();
                    pb.deck = BVec::from_slice(&v).unwrap();
                }
                let other = Game::from_state(setup, st).unwrap();
                assert_eq!(
                    serde_json::to_string(&g.view(Some(YOU))).unwrap(),
                    serde_json::to_string(&other.view(Some(YOU))).unwrap()
                );
            }
        }
        let scores = g.scores();
        for s in &scores {
            let sum: i16 = s.categories.iter().map(|(_, v)| *v).sum();
            assert_eq!(sum, s.total, "seed {seed}");
        }
        let replay = Record {
            setup,
            actions: Vec::new(),
        };
        assert!(replay.replay().is_ok());
    }
}

/// "Wichtig: Wenn du mit der Erweiterung 5: Wüstenstädte spielst, addiere 25
/// Punkte zu jedem Level."
#[test]
fn lazy_titles_with_desert_towns_need_25_more() {
    for (towns, score, title) in [
        (false, 135i16, Some("Stolzer Bürger (proud citizen)")),
        (true, 135, None),
        (true, 160, Some("Stolzer Bürger (proud citizen)")),
        (
            true,
            226,
            Some("Thronfolger des Pascha (heir to the Pasha's throne)"),
        ),
    ] {
        let setup = Setup {
            modules: Modules {
                desert_towns: towns,
                ..Modules::default()
            },
            ..solo(Opponent::Lazy, Difficulty::default())
        };
        let g = Game::new(setup).unwrap();
        let mut st = *g.state();
        st.players[YOU as usize].resources = Resources::ZERO;
        st.players[YOU as usize].goods = [0; 3];
        st.players[YOU as usize].storage.clear();
        st.players[YOU as usize].score = score;
        st.season = 2;
        st.phase = Phase::SeasonScoring;
        st.scoring_step = ScoringStep::Provisioning;
        st.turn = 2;
        st.agenda.clear();
        let g = Game::from_state(setup, st).unwrap();
        assert!(g.is_over());
        let sheet = &g.scores()[0];
        assert_eq!(sheet.total, score);
        assert_eq!(sheet.title.as_deref(), title, "towns {towns}, {score}");
        assert_eq!(g.winners().is_empty(), title.is_none());
    }
}

/// A Paschabot turn in phase 3 with these assistants and rows.
fn bot_turn(assistants: &[Sector], arrange: impl FnOnce(&mut State)) -> Game {
    bot_turn_in(
        solo(Opponent::Paschabot, Difficulty::default()),
        assistants,
        arrange,
    )
}

/// [`bot_turn`] in a game with this setup.
fn bot_turn_in(setup: Setup, assistants: &[Sector], arrange: impl FnOnce(&mut State)) -> Game {
    let g = Game::new(setup).unwrap();
    let mut st = *g.state();
    st.phase = Phase::UseAssistants;
    st.start_player = PASCHABOT;
    st.turn = 0;
    st.agenda.clear();
    st.pascha.as_mut().unwrap().rows = [0; 9];
    st.players[PASCHABOT as usize].assistants = BVec::from_slice(assistants).unwrap();
    st.players[PASCHABOT as usize].water_vendors = 0;
    st.players[PASCHABOT as usize].goods = [0; 3];
    st.players[YOU as usize].assistants.clear();
    arrange(&mut st);
    // The bot's turn runs as the game is loaded; it stops at your next
    // decision.
    Game::from_state(setup, st).unwrap()
}

/// Medina: "1) Alle Tore in derselben Farbe wie ein komplett mit Keshis
/// gefüllter Bezirk werden ignoriert. 2) Kann er einen Bezirk ... komplett
/// füllen, wählt er ein passendes Tor. ... 8) ... immer das günstigste."
/// "Der Paschabot erhält 0 (nicht -3!)/1/3/7 Punkte".
#[test]
fn medina_gate_priorities() {
    let g = bot_turn(&[Sector::Medina], |st| {
        let pb = st.pascha.as_mut().unwrap();
        pb.tiles = BVec::from_slice(&[1]).unwrap();
        pb.rows[Sector::Medina.index()] = 2;
        pb.rows[Sector::Mosque.index()] = 8; // black is complete: ignored
        pb.rows[Sector::Palace.index()] = 7; // white would complete: chosen
        st.workshops = [[0; 12]; 4];
        st.workshops[0][Colour::Black.index()] = 1;
        st.workshops[3][Colour::White.index()] = 1;
        st.workshops[1][Colour::White.index()] = 1;
        st.workshops[2][Colour::Green.index()] = 1;
    });
    let pb = g.state().pascha.unwrap();
    // Two guards: white (completes the palace row, the cheaper one from
    // workshop 2 for 1 point), then by priority: brown/black/white icons...
    assert_eq!(pb.gates[Colour::White.index()], 1);
    assert_eq!(
        pb.gates[Colour::Black.index()],
        0,
        "complete sector ignored"
    );
    assert_eq!(g.state().workshops[1][Colour::White.index()], 0, "cheapest");
    assert_eq!(pb.rows[Sector::Palace.index()], 8);
}

/// Phase 1: a red keshi's assistant goes by "i) ... Keshi-Priorität. ii)
/// ... mehr Keshis ... iii) ... weiter oben auf den aufgedeckten
/// Strategieplättchen", ignoring the sectors of its other two assistants.
#[test]
fn red_assistant_by_priority() {
    let setup = solo(Opponent::Paschabot, Difficulty::default());
    let g = Game::new(setup).unwrap();
    let mut st = *g.state();
    st.phase = Phase::PlaceAssistants;
    st.turn = 0;
    st.start_player = PASCHABOT;
    st.agenda.clear();
    // Tile 1: brown 2, black 1, white 1. Its other assistants are in the
    // Sahara (brown) and the mosque (black): white is next.
    st.pascha.as_mut().unwrap().tiles = BVec::from_slice(&[1]).unwrap();
    st.players[PASCHABOT as usize].selection = [Colour::Brown, Colour::Black, Colour::Red]
        .into_iter()
        .collect();
    st.players[YOU as usize].selection = [Colour::Green, Colour::Gray, Colour::Pink]
        .into_iter()
        .collect();
    for p in 0..2 {
        st.players[p].assistants.clear();
    }
    let g = Game::from_state(setup, st).unwrap();
    let a: Vec<Sector> = g
        .state()
        .player(PASCHABOT)
        .assistants
        .iter()
        .copied()
        .collect();
    assert_eq!(a.len(), 3);
    assert!(a.contains(&Sector::Palace), "{a:?}");
}

/// Souk: "1) Er kauft die oben auf dem letzten Strategieplättchen
/// abgebildete Luxusware ... 2) ... die unten ... 3) ... 1 Waren-Keshi";
/// goods are jokers ("nur die Anzahl"); "Er erhält die Punkte sowie 1 Punkt
/// für jede eventuell abgebildete Ressource".
#[test]
fn souk_buys_the_tiles_luxury_goods() {
    let cat = Catalog::embedded();
    // Tile 1: top necklace, bottom slipper. Only a slipper (1 orange -> 2
    // points + 1 water) is on display; the bot pays it with a yellow.
    let slipper = cat
        .luxury_goods
        .iter()
        .find(|l| l.luxury == LuxuryKind::Slipper && l.cost == [0, 0, 1])
        .unwrap()
        .id;
    let g = bot_turn(&[Sector::Souk], |st| {
        st.pascha.as_mut().unwrap().tiles = BVec::from_slice(&[1]).unwrap();
        st.luxury.face_up = [None, Some(slipper), None, None, None];
        st.players[PASCHABOT as usize].goods = [1, 0, 0];
    });
    let bot = g.state().player(PASCHABOT);
    assert_eq!(bot.goods, [0, 0, 0]);
    assert_eq!(bot.luxury_count(), 1);
    assert_eq!(bot.score_by[ScoreCategory::LuxuryGoods.index()], 3);
    // Nothing affordable: 1 goods keshi of the colour it has fewest of.
    let g = bot_turn(&[Sector::Souk], |st| {
        st.pascha.as_mut().unwrap().tiles = BVec::from_slice(&[1]).unwrap();
        st.luxury.face_up = [None; 5];
        st.players[PASCHABOT as usize].goods = [1, 0, 1];
    });
    assert_eq!(g.state().player(PASCHABOT).goods, [1, 1, 1]);
}

/// "Sind seine Assistenten gleichzeitig im Palast und in der Moschee
/// eingesetzt, nutzt er zuerst die Aktion des Bezirks, bei dem seine Figur
/// ... weiter unten steht"; "Beim Erreichen eines neuen Abschnitts erhält er
/// 1 Punkt ... Als Linien-Bonus wählt er immer den Punktebonus."
#[test]
fn staircases_lower_pawn_first_and_points_at_thresholds() {
    let cat = Catalog::embedded();
    let g = bot_turn(&[Sector::Palace, Sector::Mosque], |st| {
        let pb = st.pascha.as_mut().unwrap();
        pb.rows[Sector::Palace.index()] = 2;
        pb.rows[Sector::Mosque.index()] = 2;
        st.players[PASCHABOT as usize].stairs = [2, 1];
    });
    // Mosque first (1 -> 3, crossing into segment 2 with the palace pawn in
    // segment 1), then the palace (2 -> 4, into segment 2, mosque in 2).
    let bot = g.state().player(PASCHABOT);
    assert_eq!(bot.stairs, [4, 3]);
    let points = |p: u8, m: u8| {
        cat.line(p, m)
            .spaces
            .iter()
            .filter_map(|s| match cat.line_space(*s).bonus {
                Bonus::Points { n } => Some(n as i16),
                _ => None,
            })
            .max()
            .unwrap()
    };
    assert_eq!(
        bot.score_by[ScoreCategory::Staircases.index()],
        1 + points(1, 2) + 1 + points(2, 2)
    );
}

/// River: "Für jeden türkisen Angler-Keshi und alle Wasserverkäufer auf dem
/// gesamten Paschabottableau"; a water vendor gives 1 point instead of water.
#[test]
fn river_counts_fish_and_every_water_vendor() {
    let g = bot_turn(&[Sector::River], |st| {
        st.pascha.as_mut().unwrap().rows[Sector::River.index()] = 3;
        st.players[PASCHABOT as usize].water_vendors =
            (1 << Sector::River.index()) | (1 << Sector::Sahara.index());
        st.players[PASCHABOT as usize].fisherman = 0;
    });
    let bot = g.state().player(PASCHABOT);
    assert_eq!(bot.fisherman, 5);
    assert_eq!(bot.resources, Resources::ZERO);
    assert_eq!(bot.score_by[ScoreCategory::Paschabot.index()], 1);
}

/// Module 2 (R20): "Wenn die Spielfigur des Paschabot vom Imam begleitet
/// wird und der Paschabot die Bezirksaktion 'Madrasa' (grau) ausführt,
/// erhält der Paschabot 3 Punkte zusätzlich (1 Punkt pro abgeworfenem
/// Plättchen)": with only 2 yellow scrolls face up, 6 + 2 points.
#[test]
fn imam_gives_a_point_per_discarded_scroll() {
    for (face_up, bonus) in [(3usize, 3i16), (2, 2)] {
        let setup = Setup {
            modules: Modules {
                imam_sultan: true,
                ..Modules::default()
            },
            ..solo(Opponent::Paschabot, Difficulty::default())
        };
        let mut score = 0;
        let g = bot_turn_in(setup, &[Sector::Madrasa], |st| {
            st.pascha.as_mut().unwrap().rows[Sector::Madrasa.index()] = 3;
            st.figures[Stair::Mosque.index()].carrier = Some(PASCHABOT);
            let row = &mut st.scrolls[ScrollType::Yellow.index()].face_up;
            for slot in row.iter_mut().skip(face_up) {
                *slot = None;
            }
            score = st.players[PASCHABOT as usize].score;
        });
        assert_eq!(
            g.state().player(PASCHABOT).score,
            score + 6 + bonus,
            "{face_up} scrolls face up"
        );
    }
}

/// The Paschabot's choices are the rules': a choice of its rules that the
/// legal list does not hold is an engine fault that the caller sees, never
/// silently replaced by another action. River tile 01 for the bot: "die
/// Bezirksaktion des Bezirks, in dem er die meisten Keshis (inkl.
/// Wasserverkäufer) besitzt"; with 8 pink keshis that is the main square,
/// whose action needs an entertainer on the disc.
#[test]
fn an_illegal_paschabot_choice_is_an_engine_fault() {
    let setup = solo(Opponent::Paschabot, Difficulty::default());
    let g = Game::new(setup).unwrap();
    let mut st = *g.state();
    st.agenda.clear();
    st.pascha.as_mut().unwrap().rows[Sector::MainSquare.index()] = 8;
    st.players[PASCHABOT as usize].entertainers = 0;
    assert!(st.agenda.push(Task::Decide {
        p: PASCHABOT,
        d: Decision::ChooseSectorAction,
    }));
    match Game::from_state(setup, st) {
        Err(LoadError::Internal(why)) => assert!(why.contains("illegal"), "{why}"),
        other => panic!("the illegal choice went through: {:?}", other.map(|_| ())),
    }
    // With an entertainer on its disc the same choice is legal.
    st.players[PASCHABOT as usize].entertainers = 1;
    assert!(Game::from_state(setup, st).is_ok());
}

/// R28 for the Paschabot (003 "2) Er wählt 2 Keshis derselben Farbe, falls
/// verfügbar"): it takes both keshis of its colour when both fit on its row,
/// and one only when its row has room for one only.
#[test]
fn r28_the_paschabot_claims_both_keshis_when_both_fit() {
    let cap = Catalog::embedded().rules.sector_capacity.value;
    // The Paschabot claims first from two brown keshis, with `row` keshis
    // on its brown row; what is left of them.
    let claim_from = |row: u8| {
        let setup = solo(Opponent::Paschabot, Difficulty::default());
        let mut st = *Game::new(setup).unwrap().state();
        st.phase = Phase::Claim;
        st.start_player = PASCHABOT;
        st.turn = 0;
        st.agenda.clear();
        st.display = [0; 12];
        st.display[Colour::Brown.index()] = 2;
        st.pascha.as_mut().unwrap().rows[Sector::Sahara.index()] = row;
        let g = Game::from_state(setup, st).unwrap();
        // What it left is yours: a single claim, taken at once, whose
        // caravan you now place.
        let left = g.state().display[Colour::Brown.index()]
            + u8::from(g.decision_for(YOU) == Some(Decision::PlaceCaravan));
        (bot_row(&g, Sector::Sahara), left)
    };
    assert_eq!(claim_from(0), (2, 0), "both fit: both");
    assert_eq!(claim_from(cap - 1), (cap, 1), "room for one only: one");
}

// --------------------------------------------------- the expansion: R39-R41

/// Camel race, nomads and new luxury goods: strategy tiles 11-15 in play
/// (R22).
fn expansion() -> Setup {
    Setup {
        modules: Modules {
            camel_race: true,
            nomads: true,
            new_luxury_goods: true,
            ..Modules::default()
        },
        ..solo(Opponent::Paschabot, Difficulty::default())
    }
}

/// [`claim_position`] in the expansion with this round's nomad in the tower
/// base; `arrange` finishes the position.
fn nomad_claim(tiles: &[u8], display: &[(Colour, u8)], arrange: impl FnOnce(&mut State)) -> Game {
    let setup = expansion();
    let g = Game::new(setup).unwrap();
    let mut st = *g.state();
    st.phase = Phase::Claim;
    st.start_player = PASCHABOT;
    st.turn = 0;
    st.agenda.clear();
    st.display = [0; 12];
    for (c, n) in display {
        st.display[c.index()] = *n;
    }
    st.nomads.supply -= 1;
    st.nomads.in_base = true;
    let pb: &mut Pascha = st.pascha.as_mut().unwrap();
    pb.tiles = BVec::from_slice(tiles).unwrap();
    pb.rows = [0; 9];
    st.players[PASCHABOT as usize].assistants.clear();
    st.players[YOU as usize].assistants.clear();
    st.players[PASCHABOT as usize].goods = [0; 3];
    arrange(&mut st);
    Game::from_state(setup, st).unwrap()
}

/// R40: "Der Paschabot wählt Nomaden nur, wenn er diese laut der
/// Keshi-Priorität bevorzugt." Tiles 11 (brown, goods, nomad, gray) and 13
/// (beige, brown, nomad, pink) show the nomad twice, as often as brown:
/// with gray and pink (1 icon each) on offer it takes the nomad, free ("Er
/// muss dafür keine Kosten bezahlen"), into its highest row with room ("im
/// Bezirk am weitesten oben ... in dem noch Platz ist"): the medina. With
/// brown (2 icons) on offer the nomad is not preferred: it takes the brown.
#[test]
fn tiles_11_and_13_rank_the_nomad_above_gray_and_pink_but_not_brown() {
    let g = nomad_claim(&[11, 13], &[(Colour::Gray, 1), (Colour::Pink, 1)], |_| {});
    let st = g.state();
    let pb = st.pascha.unwrap();
    assert!(!st.nomads.in_base, "the nomad was taken");
    assert_eq!(pb.nomads[Sector::Medina.index()], 1);
    assert_eq!(pb.rows[Sector::Medina.index()], 1);
    assert_eq!(st.player(PASCHABOT).resources, Resources::ZERO);
    assert_eq!(st.display[Colour::Gray.index()], 1);
    assert_eq!(st.display[Colour::Pink.index()], 1);

    let g = nomad_claim(&[11, 13], &[(Colour::Gray, 1), (Colour::Brown, 1)], |_| {});
    let st = g.state();
    assert!(st.nomads.in_base, "a tie: the nomad is not preferred");
    assert_eq!(st.pascha.unwrap().nomad_count(), 0);
    assert_eq!(st.pascha.unwrap().rows[Sector::Sahara.index()], 1);
    // Tiles 1-10 show no nomad: it is never taken.
    let g = nomad_claim(&[1], &[(Colour::Gray, 1)], |_| {});
    assert!(g.state().nomads.in_base);
}

/// R41: a nomad "zählt als 1 Keshi dieses Bezirks" and pays the bonus of
/// the field it covers (003: "sobald er mit einem Keshi den ... Bonus
/// überdeckt"). With the medina row full the nomad goes to the main square
/// row, the next one down, as its first keshi: the field's bonus is 1
/// goods keshi (R27), of the colour it has fewest of, yellow first.
#[test]
fn a_nomad_covering_a_row_bonus_pays_it() {
    let g = nomad_claim(&[11, 13], &[(Colour::Gray, 1)], |st| {
        st.pascha.as_mut().unwrap().rows[Sector::Medina.index()] = 8;
    });
    let st = g.state();
    let pb = st.pascha.unwrap();
    assert_eq!(pb.nomads[Sector::MainSquare.index()], 1);
    assert_eq!(pb.rows[Sector::MainSquare.index()], 1);
    let first = g.catalog().paschabot.main_square[0];
    assert_eq!(first, Bonus::Goods { n: 1 });
    assert_eq!(st.player(PASCHABOT).goods, [1, 0, 0]);
}

/// R39: "Punkte für jeden sich darin befindlichen Keshi in der
/// Bezirksfarbe"; "Bei der Wertung der komplett gefüllten Bezirke werden
/// auch die ... Nomaden-Keshis eingerechnet". A Sahara row of 7 caravans
/// and 1 nomad with its water vendor is complete (10 points); with 3 brown
/// icons (tiles 1 and 5) each brown keshi scores 2 (3:2 rounded up): 7 x 2
/// = 14, the nomad nothing (16 if it counted).
#[test]
fn a_nomad_completes_a_row_but_scores_no_colour() {
    let setup = expansion();
    let g = Game::new(setup).unwrap();
    let mut st = *g.state();
    let pb = st.pascha.as_mut().unwrap();
    pb.tiles = BVec::from_slice(&[1, 5]).unwrap();
    pb.rows = [0; 9];
    pb.rows[Sector::Sahara.index()] = 8;
    pb.nomads[Sector::Sahara.index()] = 1;
    st.nomads.supply -= 1;
    st.players[PASCHABOT as usize].goods = [0; 3];
    st.players[PASCHABOT as usize].water_vendors = 1 << Sector::Sahara.index();
    st.season = 2;
    st.round = 4;
    st.phase = Phase::SeasonScoring;
    st.scoring_step = ScoringStep::Provisioning;
    st.turn = 2;
    st.agenda.clear();
    let g = Game::from_state(setup, st).unwrap();
    assert!(g.is_over());
    let sheet = &g.scores()[PASCHABOT as usize];
    let cat = |c: ScoreCategory| {
        sheet
            .categories
            .iter()
            .find(|(x, _)| *x == c)
            .map(|(_, v)| *v)
    };
    assert_eq!(cat(ScoreCategory::CompleteSectors), Some(10));
    assert_eq!(cat(ScoreCategory::PaschabotSectors), Some(14));
}

/// R40: tiles 11-15 show a racing saddle, which the Paschabot buys in the
/// souk ("1) Er kauft die oben auf dem letzten Strategieplättchen
/// abgebildete Luxusware", tile 11: the saddle) with any 6 goods keshis
/// ("nur die Anzahl, nicht die Farbe"): 16 points, and its camel's 2 steps
/// are "stattdessen 4 Punkte pro Schritt": 8 more.
#[test]
fn tile_11_buys_a_racing_saddle_for_16_points_and_4_per_camel_step() {
    let cat = Catalog::embedded();
    let saddle = cat
        .luxury_goods
        .iter()
        .find(|l| l.luxury == LuxuryKind::RacingSaddle && l.cost == [2, 2, 2])
        .unwrap()
        .id;
    let mut before = 0;
    let g = bot_turn_in(expansion(), &[Sector::Souk], |st| {
        st.pascha.as_mut().unwrap().tiles = BVec::from_slice(&[11]).unwrap();
        // The saddle is on shop 2 (what lay there swaps with it).
        let shown = st.luxury.face_up[2];
        for k in 0..5 {
            for x in st.luxury.stacks[k].as_mut_slice() {
                if *x == saddle {
                    *x = shown.unwrap();
                }
            }
            if st.luxury.face_up[k] == Some(saddle) {
                st.luxury.face_up[k] = shown;
            }
        }
        st.luxury.face_up[2] = Some(saddle);
        st.players[PASCHABOT as usize].goods = [4, 0, 2];
        before = st.players[PASCHABOT as usize].score;
    });
    let bot = g.state().player(PASCHABOT);
    // The leftmost saddle shown: shop 2's or one further left, all at 6.
    let kinds: Vec<LuxuryKind> = bot.luxury_ids().map(|l| cat.luxury(l).luxury).collect();
    assert_eq!(kinds, vec![LuxuryKind::RacingSaddle]);
    assert_eq!(bot.goods, [0, 0, 0]);
    assert_eq!(bot.score_by[ScoreCategory::LuxuryGoods.index()], 16);
    assert_eq!(bot.score, before + 16 + 2 * 4);
    assert_eq!(bot.race.camel, 0, "the Paschabot does not race");
}
