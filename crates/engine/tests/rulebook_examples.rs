//! The worked examples of the rulebooks, one test each.
//!
//! Every test sets up the position the example describes, plays the
//! example's actions through the public API and checks the numbers printed in
//! the book. Sources: `shared/seeds/002_…` (English Deluxe/Classic rulebook and
//! addendum, "002"), `shared/seeds/000_…` (German Essential rulebook and
//! glossary, "000"). The players are those of the books: Sarah (seat 0), Jan
//! (seat 1), Marie (seat 2) and Lukas/Lucas (seat 3), in this turn order.
//!
//! Component values the books do not print come from the catalog (R27); each
//! test picks a position in which the example's numbers follow from them.

use marrakesh_engine::*;

const SARAH: PlayerId = 0;
const JAN: PlayerId = 1;
const MARIE: PlayerId = 2;
const LUKAS: PlayerId = 3;

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

fn setup(edition: Edition) -> Setup {
    Setup {
        players: 4,
        edition,
        seed: 7,
        secure_seed: None,
        tower: TowerSetting::NoTower,
        river_tiles: Some([1, 3, 5]),
        start_player: Some(SARAH),
        solo: None,
        modules: Default::default(),
    }
}

/// A freshly set-up 4-player game's state, to arrange a position in.
fn fresh(edition: Edition) -> (Setup, State) {
    let s = setup(edition);
    let g = Game::new(s).expect("setup");
    (s, *g.state())
}

#[track_caller]
fn load(s: Setup, st: State) -> Game {
    Game::from_state(s, st).expect("the arranged position loads")
}

/// Phase 3 of the first round: `p` is about to use assistants in `sectors`;
/// nobody else has an assistant.
fn assistants(st: &mut State, p: PlayerId, sectors: &[Sector]) {
    st.phase = Phase::UseAssistants;
    st.season = 0;
    st.round = 0;
    st.start_player = p;
    st.turn = 0;
    for q in 0..st.num_players as usize {
        st.players[q].assistants = BVec::new();
        st.players[q].assistants_used = 0;
    }
    st.players[p as usize].assistants = BVec::from_slice(sectors).expect("at most 3");
    st.agenda.clear();
    let _ = st.agenda.push(Task::Decide {
        p,
        d: Decision::UseAssistant,
    });
}

/// Gives `p` a scroll with a lasting ability, checking which ability the
/// catalog gives that number.
fn give_scroll(st: &mut State, p: PlayerId, id: ScrollId, perk: Perk) {
    assert_eq!(
        Catalog::embedded().scroll(id).effect,
        ScrollEffect::Perk { perk },
        "catalog: scroll {id}"
    );
    let pl = &mut st.players[p as usize];
    pl.scrolls.insert(id);
    pl.perks |= perk.bit();
}

/// Puts scroll `id` face up (first display slot of its type) and returns the
/// matching madrasa purchase.
fn show_scroll(st: &mut State, id: ScrollId) -> Action {
    let ty = Catalog::embedded().scroll(id).ty;
    for row in st.scrolls.iter_mut() {
        for stack in row.stacks.iter_mut() {
            if let Some(i) = stack.iter().position(|x| *x == id) {
                stack.remove(i);
            }
        }
        for f in row.face_up.iter_mut() {
            if *f == Some(id) {
                *f = None;
            }
        }
    }
    st.scrolls[ty.index()].face_up[0] = Some(id);
    Action::BuyScroll { ty, slot: 0 }
}

#[track_caller]
fn act(g: &mut Game, p: PlayerId, a: Action) -> Vec<Event> {
    let legal = g.legal_actions(p);
    match g.apply(p, a) {
        Ok(ev) => ev,
        Err(e) => panic!(
            "{a:?} by player {p} rejected: {e:?}\n  decision: {:?}\n  legal: {legal:?}",
            g.decision_for(p)
        ),
    }
}

fn pl(g: &Game, p: PlayerId) -> Player {
    g.state().players[p as usize]
}

fn use_action(sector: Sector) -> Action {
    Action::UseAssistant {
        sector,
        option: AssistantOption::SectorAction,
    }
}

fn new_keshi(sector: Sector, colour: Colour) -> Action {
    Action::UseAssistant {
        sector,
        option: AssistantOption::NewKeshi { colour },
    }
}

fn score_in(g: &Game, p: PlayerId, cat: ScoreCategory) -> i16 {
    pl(g, p).score_by[cat.index()]
}

/// Every keshi on a player's board (water vendors included).
fn board_keshis(p: &Player) -> u16 {
    Sector::ALL
        .iter()
        .map(|s| p.sector_keshis(*s) as u16)
        .sum::<u16>()
        + p.water_vendor_count() as u16
}

/// The last step of the game: season 3's provisioning (nobody owes anything)
/// followed by the final scoring. `arrange` sets up the boards.
fn final_scoring(edition: Edition, arrange: impl FnOnce(&mut State)) -> Game {
    let (s, mut st) = fresh(edition);
    st.phase = Phase::SeasonScoring;
    st.scoring_step = ScoringStep::Provisioning;
    st.season = 2;
    st.round = 3;
    st.turn = 0;
    st.agenda.clear();
    for p in st.players.iter_mut() {
        for t in p.provision.iter_mut() {
            t.active = false;
        }
    }
    arrange(&mut st);
    let g = load(s, st);
    assert!(g.is_over(), "the final scoring has run");
    g
}

/// Claims `oases` (in this storage order) for `p`.
fn claimed(st: &mut State, p: PlayerId, oases: &[OasisId]) {
    st.players[p as usize].storage = BVec::from_slice(oases).expect("at most 7");
}

/// (oasis number as printed, points) for each oasis the player scored.
fn scored_oases(g: &Game, p: PlayerId) -> Vec<(u8, i16)> {
    g.state().final_scores[p as usize]
        .oases
        .iter()
        .flatten()
        .map(|&(id, points)| (id.0, points))
        .collect()
}

// The bonuses printed on the main-square fields (002 "Summary of bonuses on
// the main square").
const GOODS: Bonus = Bonus::Goods { n: 1 };
const MOSQUE_STEP: Bonus = Bonus::StairSteps {
    stair: Stair::Mosque,
    n: 1,
};
const WATER: Bonus = Bonus::Resources {
    water: 1,
    dates: 0,
    dinars: 0,
};
const TWO_POINTS: Bonus = Bonus::Points { n: 2 };
const DINAR: Bonus = Bonus::Resources {
    water: 0,
    dates: 0,
    dinars: 1,
};
const RIVER_STEP: Bonus = Bonus::RiverSteps { n: 1 };
const PALACE_STEP: Bonus = Bonus::StairSteps {
    stair: Stair::Palace,
    n: 1,
};
const DATE: Bonus = Bonus::Resources {
    water: 0,
    dates: 1,
    dinars: 0,
};

/// The main-square field printing `b`.
fn field(b: Bonus) -> u8 {
    Catalog::embedded()
        .main_square_fields
        .iter()
        .position(|f| f.bonus == b)
        .unwrap_or_else(|| panic!("no main-square field shows {b:?}")) as u8
}

/// The entertainers bit mask of these fields.
fn on_fields(fields: &[Bonus]) -> u8 {
    fields.iter().fold(0, |m, b| m | 1 << field(*b))
}

/// The books never show the audience disc's orientation: this is the
/// orientation at which each (field, spectators) pair of an example holds
/// (engine convention: field f faces disc section (f - rotation) mod 8).
fn disc_facing(pairs: &[(Bonus, u8)]) -> u8 {
    let disc = &Catalog::embedded().audience_disc.pink;
    (0..8u8)
        .find(|r| {
            pairs
                .iter()
                .all(|&(b, n)| disc[((field(b) + 8 - r) % 8) as usize] == n)
        })
        .unwrap_or_else(|| panic!("no disc orientation gives {pairs:?} (disc {disc:?})"))
}

/// The orientation before a main-square action that turns the disc once
/// clockwise into `after`.
fn before_rotation(after: u8) -> u8 {
    (after + 7) % 8
}

// ---------------------------------------------------------------------------
// Phase 1: select keshis & deploy assistants
// ---------------------------------------------------------------------------

// 002 "Select keshis & deploy assistants": "Example: Lukas has chosen the
// green, black, and pink keshi. He deploys his 3 assistents to the sectors of
// matching color." (000: "Lukas hat Holz-Keshis in Grün, Schwarz und Rosa
// gewählt. Er setzt seine 3 Assistenten in die entsprechenden Bezirke.")
#[test]
fn lukas_selects_green_black_pink_and_places_assistants() {
    let (s, mut st) = fresh(Edition::Classic);
    st.phase = Phase::Selection;
    st.agenda.clear();
    let mut g = load(s, st);
    for p in [SARAH, JAN, MARIE] {
        act(
            &mut g,
            p,
            Action::Select {
                keshis: [Colour::Turquoise, Colour::Green, Colour::Gray],
            },
        );
    }
    act(
        &mut g,
        LUKAS,
        Action::Select {
            keshis: [Colour::Green, Colour::Black, Colour::Pink],
        },
    );
    assert_eq!(
        pl(&g, LUKAS).assistants.as_slice(),
        &[Sector::DateOrchard, Sector::Mosque, Sector::MainSquare]
    );
}

// ---------------------------------------------------------------------------
// Phase 2: claim keshis
// ---------------------------------------------------------------------------

// 002 "Claim keshis & deploy them": "Sarah (green) is the start player for
// this round, and she takes 2 turquoise keshis. Jan (blue) takes 2 green ones,
// Marie (yellow) 1 pink and Lukas (red) 1 gray keshi. In the second selection
// round Sarah (green) decides for another turquoise keshi. Jan (blue) takes 1
// orange keshi, Marie (yellow) takes 1 purple and Lukas (red) 1 white keshi.
// In the third selection round only 1 brown keshi is left. Sarah (green)
// takes it ... Sarah (green) has taken 4 keshis in total, Jan (blue) 3, Marie
// (yellow) and Lukas (red) have 2 each."
#[test]
fn claim_example_sarah_4_jan_3_marie_2_lukas_2() {
    let (s, mut st) = fresh(Edition::Classic);
    st.phase = Phase::Claim;
    st.start_player = SARAH;
    st.turn = 0;
    st.agenda.clear();
    st.display = [0; 12];
    for (c, n) in [
        (Colour::Turquoise, 3),
        (Colour::Green, 2),
        (Colour::Pink, 1),
        (Colour::Gray, 1),
        (Colour::Orange, 1),
        (Colour::Purple, 1),
        (Colour::White, 1),
        (Colour::Brown, 1),
    ] {
        st.display[c.index()] = n;
    }
    let before: Vec<u16> = st.players.iter().map(board_keshis).collect();
    let mut g = load(s, st);

    let claims = [
        (SARAH, Colour::Turquoise, 2),
        (JAN, Colour::Green, 2),
        (MARIE, Colour::Pink, 1),
        (LUKAS, Colour::Gray, 1),
        (SARAH, Colour::Turquoise, 1),
        (JAN, Colour::Orange, 1),
        (MARIE, Colour::Purple, 1),
        (LUKAS, Colour::White, 1),
    ];
    for (p, colour, count) in claims {
        assert_eq!(g.decision_for(p), Some(Decision::ClaimKeshis), "{p} claims");
        act(&mut g, p, Action::Claim { colour, count });
        if colour == Colour::Pink {
            // Classic: the entertainer is deployed at once.
            act(&mut g, p, Action::PlaceEntertainer { field: field(DATE) });
        }
    }
    // "only 1 brown keshi is left. Sarah (green) takes it" (her only choice,
    // so the engine takes it for her); she places the caravan.
    assert_eq!(g.state().display_total(), 0);
    assert_eq!(g.decision_for(SARAH), Some(Decision::PlaceCaravan));
    act(
        &mut g,
        SARAH,
        Action::PlaceCaravan {
            path: SaharaPath::Left,
        },
    );

    let taken: Vec<u16> = (0..4)
        .map(|p| board_keshis(&pl(&g, p)) - before[p as usize])
        .collect();
    assert_eq!(taken, vec![4, 3, 2, 2]);
}

// 000 "Holz-Keshis nehmen & eintauschen": "Jan hat 2 Holz-Keshis in Hellgrün
// und 1 Holz-Keshi in Braun genommen. Nun tauscht er sie ein: Für den braunen
// Holz-Keshi nimmt er 1 braunen Papp-Keshi aus dem Vorrat und legt ihn in der
// Sahara ab. Für die 2 hellgrünen Holz-Keshis setzt er den Keshi-Anzeiger auf
// der Keshi-Leiste seiner Dattelplantage 2 Schritte hoch."
#[test]
fn essential_jan_exchanges_two_green_and_one_brown() {
    let (s, mut st) = fresh(Edition::Essential);
    st.phase = Phase::Exchange;
    st.start_player = JAN;
    st.turn = 0;
    st.agenda.clear();
    st.players[JAN as usize].held[Colour::Green.index()] = 2;
    st.players[JAN as usize].held[Colour::Brown.index()] = 1;
    let before = st.players[JAN as usize];
    let mut g = load(s, st);
    assert_eq!(g.decision_for(JAN), Some(Decision::DeployHeldKeshi));
    act(
        &mut g,
        JAN,
        Action::DeployHeld {
            colour: Colour::Brown,
        },
    );
    act(
        &mut g,
        JAN,
        Action::PlaceCaravan {
            path: SaharaPath::Left,
        },
    );
    if g.decision_for(JAN) == Some(Decision::DeployHeldKeshi) {
        act(
            &mut g,
            JAN,
            Action::DeployHeld {
                colour: Colour::Green,
            },
        );
    }
    let after = pl(&g, JAN);
    assert_eq!(after.held, [0; 12]);
    assert_eq!(after.sector_keshis(Sector::Sahara), 1);
    let d = Sector::DateOrchard.index();
    assert_eq!(after.markers[d], before.markers[d] + 2);
    // "Beim Hochsetzen des hellgrünen Dattelpflücker-Keshi-Anzeigers erhält
    // der Spieler sofort 1 Punkt pro Schritt."
    assert_eq!(after.score, before.score + 2);
}

// 000 "Sahara": "Beispiel: Sarah setzt 2 braune Karawanenführer-Keshis in der
// Sahara ein und darf sofort die jeweils benachbarten Oasen aufdecken."
#[test]
fn sarah_deploys_two_caravans_and_discovers_two_oases() {
    let (s, mut st) = fresh(Edition::Classic);
    st.phase = Phase::Claim;
    st.start_player = SARAH;
    st.turn = 0;
    st.agenda.clear();
    st.display = [0; 12];
    st.display[Colour::Brown.index()] = 2;
    // R28: the two brown keshis are Sarah's only claim, taken at once (a
    // decision with a single legal action is taken automatically).
    let mut g = load(s, st);
    assert_eq!(g.state().display[Colour::Brown.index()], 0);
    act(
        &mut g,
        SARAH,
        Action::PlaceCaravan {
            path: SaharaPath::Left,
        },
    );
    act(
        &mut g,
        SARAH,
        Action::PlaceCaravan {
            path: SaharaPath::Right,
        },
    );
    let p = pl(&g, SARAH);
    // Slots: left 1..3 = 0..2, right 1..3 = 3..5.
    assert_eq!(p.oasis_slots[0].status, OasisStatus::Discovered);
    assert_eq!(p.oasis_slots[3].status, OasisStatus::Discovered);
    let hidden = p
        .oasis_slots
        .iter()
        .filter(|o| o.status == OasisStatus::Hidden)
        .count();
    assert_eq!(hidden, 4);
}

// 000 "Erkunden der Start-Oase": "Marie erkundet die Start-Oase, indem sie den
// Keshi auf dem ersten (rechten) Feld des unteren Weges einsetzt: Sie erhält
// als Einsetzbonus 2 beliebige Ressourcen und nimmt sich 1 Dattel und 1 Dinar
// aus dem Vorrat."
#[test]
fn marie_discovers_start_oasis_takes_date_and_dinar() {
    let (s, mut st) = fresh(Edition::Essential);
    assistants(&mut st, MARIE, &[Sector::Sahara]);
    let before = st.players[MARIE as usize];
    let mut g = load(s, st);
    act(&mut g, MARIE, new_keshi(Sector::Sahara, Colour::Brown));
    act(
        &mut g,
        MARIE,
        Action::PlaceCaravan {
            path: SaharaPath::StartOasis,
        },
    );
    assert_eq!(
        g.decision_for(MARIE),
        Some(Decision::TakeResources { count: 2 })
    );
    act(
        &mut g,
        MARIE,
        Action::TakeResources {
            resources: Resources::new(0, 1, 1),
        },
    );
    let after = pl(&g, MARIE);
    assert_eq!(after.caravans[2], 1);
    assert_eq!(after.resources.dates, before.resources.dates + 1);
    assert_eq!(after.resources.dinars, before.resources.dinars + 1);
    assert_eq!(after.resources.water, before.resources.water);
}

// ---------------------------------------------------------------------------
// Phase 3: use your assistants — new keshis and water vendors
// ---------------------------------------------------------------------------

// 002 "a) Take a new keshi": "Lukas decides to deploy new keshis to the date
// orchard and to the mosque. For the green keshi he immediately gains 1 point
// as a deployment bonus. Since there is a water vendor at his mosque he also
// gains 1 water from the common supply."
#[test]
fn lukas_new_keshis_in_date_orchard_and_mosque() {
    let (s, mut st) = fresh(Edition::Classic);
    assistants(&mut st, LUKAS, &[Sector::DateOrchard, Sector::Mosque]);
    st.players[LUKAS as usize].water_vendors = 1 << Sector::Mosque.index();
    let before = st.players[LUKAS as usize];
    let mut g = load(s, st);

    act(&mut g, LUKAS, new_keshi(Sector::DateOrchard, Colour::Green));
    let mid = pl(&g, LUKAS);
    let d = Sector::DateOrchard.index();
    assert_eq!(mid.markers[d], before.markers[d] + 1);
    assert_eq!(mid.score, before.score + 1);
    assert_eq!(mid.resources, before.resources);

    act(&mut g, LUKAS, new_keshi(Sector::Mosque, Colour::Black));
    let after = pl(&g, LUKAS);
    let m = Sector::Mosque.index();
    assert_eq!(after.markers[m], before.markers[m] + 1);
    assert_eq!(after.resources.water, before.resources.water + 1);
    assert_eq!(after.score, before.score + 1);
}

// 002 "Water vendor": "Jan uses his assistent deployed to the palace: No
// matter whether he takes a new keshi or performs the sector action, he
// receives 1 water from the common supply." 000: "Jan erhält 1 Wasser aus dem
// Vorrat, egal ob er anschließend seinen weißen Keshi-Anzeiger 1 Feld
// hochsetzt oder die Bezirksaktion nutzt, um 4 Stufen auf der Palast-Treppe
// aufzusteigen."
#[test]
fn jan_water_vendor_in_palace_pays_for_either_option() {
    let (s, mut st) = fresh(Edition::Essential);
    assistants(&mut st, JAN, &[Sector::Palace]);
    let j = &mut st.players[JAN as usize];
    j.water_vendors = 1 << Sector::Palace.index();
    j.markers[Sector::Palace.index()] = 4;
    j.resources = Resources::new(0, 0, 0);
    let g = load(s, st);

    // a) a new noble: the marker goes up 1.
    let mut a = g.clone();
    act(&mut a, JAN, new_keshi(Sector::Palace, Colour::White));
    assert_eq!(pl(&a, JAN).resources.water, 1);
    assert_eq!(pl(&a, JAN).markers[Sector::Palace.index()], 5);

    // b) the sector action: 4 steps up the palace staircase.
    let mut b = g.clone();
    act(&mut b, JAN, use_action(Sector::Palace));
    assert_eq!(pl(&b, JAN).resources.water, 1);
    if let Some(Decision::LineBonus { .. }) = b.decision_for(JAN) {
        // The climb crosses the first threshold; take the dinar space.
        let dinar = b
            .legal_actions(JAN)
            .into_iter()
            .find(|a| {
                matches!(a, Action::LineBonus { space }
                    if b.catalog().line_space(*space).bonus
                        == (Bonus::Resources { water: 0, dates: 0, dinars: 1 }))
            })
            .expect("a dinar line bonus");
        act(&mut b, JAN, dinar);
    }
    assert_eq!(pl(&b, JAN).stairs[Stair::Palace.index()], 4);
    assert_eq!(pl(&b, JAN).resources.water, 1);
}

// 000 "a) Neuer Keshi": "Jan hat in der ersten Spielrunde beim Nehmen der
// Holz-Keshis keinen rosa Keshi erhalten, nachdem er in Phase 1 einen rosa
// Holz-Keshi ausgewählt und seinen Assistenten im rosa Bezirk eingesetzt
// hatte. Darum kann er die Bezirksaktion nicht ausführen. Er nimmt also einen
// neuen rosa Papp-Keshi aus dem Vorrat und setzt ihn ein. Dafür erhält er
// einen Einsetzbonus, hier 1 beliebigen Waren-Papp-Keshi." (R5)
#[test]
fn jan_without_entertainer_takes_new_pink_keshi_for_goods() {
    let (s, mut st) = fresh(Edition::Essential);
    // A second assistant, so that the engine asks which one Jan uses.
    assistants(&mut st, JAN, &[Sector::MainSquare, Sector::DateOrchard]);
    st.players[JAN as usize].entertainers = 0;
    let mut g = load(s, st);
    let legal = g.legal_actions(JAN);
    assert!(
        !legal.contains(&use_action(Sector::MainSquare)),
        "no main-square action without an entertainer: {legal:?}"
    );
    assert!(legal.contains(&new_keshi(Sector::MainSquare, Colour::Pink)));

    act(&mut g, JAN, new_keshi(Sector::MainSquare, Colour::Pink));
    // "hier 1 beliebigen Waren-Papp-Keshi": the goods field.
    act(
        &mut g,
        JAN,
        Action::PlaceEntertainer {
            field: field(GOODS),
        },
    );
    assert_eq!(
        g.decision_for(JAN),
        Some(Decision::GoodsColour { count: 1 })
    );
    act(
        &mut g,
        JAN,
        Action::ChooseColour {
            colour: Colour::Yellow,
        },
    );
    let after = pl(&g, JAN);
    assert_eq!(after.entertainers, 1);
    assert_eq!(after.goods, [1, 0, 0]);
}

// ---------------------------------------------------------------------------
// Sector actions
// ---------------------------------------------------------------------------

// 002 "River": "Sarah's fisherman advances 5 spaces on the river track due to
// having 5 fish keshis deployed on her player board. She spends 2 water to
// advance another 2 steps. With her first additional step she reaches the
// jetty und places her fisherman on the spot with 4 points. She advances 4
// spaces on the scoring track immediately. She gains one more point for her
// second additional step, as she cannot advance any further with her
// fisherman."
#[test]
fn sarah_river_two_water_reach_jetty_for_4_plus_1_points() {
    let (s, mut st) = fresh(Edition::Classic);
    let jetty = Catalog::embedded().river.jetty;
    assistants(&mut st, SARAH, &[Sector::River]);
    let p = &mut st.players[SARAH as usize];
    p.markers[Sector::River.index()] = 5;
    // 6 spaces before the jetty: the 5 fish steps end 1 short of it.
    p.fisherman = jetty - 6;
    p.resources = Resources::new(2, 0, 0);
    let score = p.score;
    let mut g = load(s, st);

    act(&mut g, SARAH, use_action(Sector::River));
    assert_eq!(pl(&g, SARAH).fisherman, jetty - 1);
    assert_eq!(
        g.decision_for(SARAH),
        Some(Decision::ExtraStep {
            track: Track::River,
            free_step: false
        })
    );
    let water = Action::ExtraStep {
        pay: StepPayment::Water,
    };
    act(&mut g, SARAH, water);
    let p = pl(&g, SARAH);
    assert_eq!(p.fisherman, jetty);
    assert_eq!(
        p.dock
            .map(|d| Catalog::embedded().river.docking_points[d as usize]),
        Some(4),
        "docked on the spot with 4 points"
    );
    assert_eq!(p.score, score + 4);

    act(&mut g, SARAH, water);
    let p = pl(&g, SARAH);
    assert_eq!(p.fisherman, jetty);
    assert_eq!(p.score, score + 4 + 1);
    assert_eq!(p.resources.water, 0);
}

// 002: "Whenever the fisherman advances, the player may choose to pay as much
// water as they like"; docked, "1 point for each further step they would
// advance": a fisherman docked before the action does not advance, so no
// water is offered; its 2 fish steps are 2 points.
#[test]
fn a_docked_fisherman_scores_its_steps_but_buys_none_with_water() {
    let (s, mut st) = fresh(Edition::Classic);
    let jetty = Catalog::embedded().river.jetty;
    assistants(&mut st, SARAH, &[Sector::River]);
    let p = &mut st.players[SARAH as usize];
    p.markers[Sector::River.index()] = 2;
    p.fisherman = jetty;
    p.dock = Some(0);
    p.resources = Resources::new(2, 0, 0);
    p.water_vendors = 0;
    let score = p.score;
    let mut g = load(s, st);
    act(&mut g, SARAH, use_action(Sector::River));
    assert_ne!(
        g.decision_for(SARAH),
        Some(Decision::ExtraStep {
            track: Track::River,
            free_step: false
        })
    );
    let p = pl(&g, SARAH);
    assert_eq!(p.score, score + 2);
    assert_eq!(p.resources.water, 2);
}

// 002 "Date orchard": "Example: Jan receives 4 dates from the common supply."
#[test]
fn jan_date_orchard_four_pickers_four_dates() {
    let (s, mut st) = fresh(Edition::Classic);
    assistants(&mut st, JAN, &[Sector::DateOrchard]);
    st.players[JAN as usize].markers[Sector::DateOrchard.index()] = 4;
    let before = st.players[JAN as usize];
    let mut g = load(s, st);
    act(&mut g, JAN, use_action(Sector::DateOrchard));
    let after = pl(&g, JAN);
    assert_eq!(after.resources.dates, before.resources.dates + 4);
    assert_eq!(after.score, before.score);
}

// 000 "Dattelplantage": "Beispiel: Jans hellgrüner Keshi-Anzeiger steht bei 3:
// Er erhält 3 Datteln aus dem Vorrat."
#[test]
fn jan_date_orchard_marker_at_3_gives_3_dates_essential() {
    let (s, mut st) = fresh(Edition::Essential);
    assistants(&mut st, JAN, &[Sector::DateOrchard]);
    st.players[JAN as usize].markers[Sector::DateOrchard.index()] = 3;
    let before = st.players[JAN as usize];
    let mut g = load(s, st);
    act(&mut g, JAN, use_action(Sector::DateOrchard));
    assert_eq!(pl(&g, JAN).resources.dates, before.resources.dates + 3);
}

// 002 "Souk", exchange office: "Marie returns 1 purple keshi from her player
// board to the common supply and takes 2 dates from the common supply."
#[test]
fn marie_exchanges_purple_keshi_for_two_dates() {
    let (s, mut st) = fresh(Edition::Classic);
    assistants(&mut st, MARIE, &[Sector::Souk]);
    st.offices[st.season as usize] = ExchangeOfficeId(1);
    st.players[MARIE as usize].goods = [0, 1, 0];
    let before = st.players[MARIE as usize];
    let mut g = load(s, st);
    act(&mut g, MARIE, use_action(Sector::Souk));
    act(
        &mut g,
        MARIE,
        Action::ExchangeGoods {
            colour: Colour::Purple,
        },
    );
    let after = pl(&g, MARIE);
    assert_eq!(after.goods, [0, 0, 0]);
    assert_eq!(
        after.resources,
        Resources::new(
            before.resources.water,
            before.resources.dates + 2,
            before.resources.dinars
        )
    );
}

// 002 "Souk", luxury good: "Jan returns 1 orange keshi from his player board
// to the common supply to buy this luxury good (slipper). As a reward he gets
// 1 water from the common supply and gains 2 points on the scoring track."
#[test]
fn jan_buys_slipper_for_one_orange_keshi() {
    let (s, mut st) = fresh(Edition::Classic);
    assistants(&mut st, JAN, &[Sector::Souk]);
    st.luxury.face_up[0] = Some(LuxuryId(1));
    st.players[JAN as usize].goods = [0, 0, 1];
    let before = st.players[JAN as usize];
    let mut g = load(s, st);
    act(&mut g, JAN, use_action(Sector::Souk));
    act(&mut g, JAN, Action::BuyLuxury { slot: 0 });
    let after = pl(&g, JAN);
    assert_eq!(after.goods, [0, 0, 0]);
    assert_eq!(after.resources.water, before.resources.water + 1);
    assert_eq!(after.score, before.score + 2);
    assert_eq!(after.luxury_count(), 1);
    assert_eq!(
        g.catalog().luxury(LuxuryId(1)).luxury,
        LuxuryKind::Slipper,
        "the good bought is a slipper"
    );
}

// 002 "Main Square": "After rotating her audience disc. Marie decides to
// benefit from the bonus of the top pink entertainer keshi having 3
// spectators. She receives 3 goods of one color from the common supply and
// takes 3 purple carpets." (000: "... entscheidet sich für die Farbe Lila.")
#[test]
fn marie_main_square_three_spectators_three_purple_goods() {
    let (s, mut st) = fresh(Edition::Classic);
    assistants(&mut st, MARIE, &[Sector::MainSquare]);
    let m = &mut st.players[MARIE as usize];
    // The "top" entertainer on the goods field, another on the river step.
    m.entertainers = on_fields(&[GOODS, RIVER_STEP]);
    // After the rotation 3 spectators face the goods field.
    let after = disc_facing(&[(GOODS, 3)]);
    m.disc_rotation = before_rotation(after);
    let before = *m;
    let mut g = load(s, st);
    act(&mut g, MARIE, use_action(Sector::MainSquare));
    assert_eq!(pl(&g, MARIE).disc_rotation, after, "rotated first");
    assert_eq!(g.decision_for(MARIE), Some(Decision::ChooseEntertainer));
    let goods = field(GOODS);
    let ev = act(&mut g, MARIE, Action::ChooseEntertainer { field: goods });
    assert!(ev.contains(&Event::EntertainerChosen {
        player: MARIE,
        field: goods,
        spectators: 3
    }));
    act(
        &mut g,
        MARIE,
        Action::ChooseColour {
            colour: Colour::Purple,
        },
    );
    let after = pl(&g, MARIE);
    assert_eq!(after.goods, [0, 3, 0]);
    assert_eq!(after.resources, before.resources);
}

// 002 "Mosque and palace": "Lukas (red) has 2 white noble keshis on his
// player board, allowing him to advance 2 steps on the palace track. He
// crosses the first threshold and immediately gains 1 dinar from the common
// supply. Then, he looks for the connecting line between the segments
// containing his pawns and may choose one of the depicted bonuses (1 dinar,
// 1 turquoise, gray, or yellow keshi; or 5 points)."
#[test]
fn lukas_palace_two_steps_cross_first_threshold() {
    let cat = Catalog::embedded();
    let first = cat.staircase.thresholds[0];
    let (s, mut st) = fresh(Edition::Classic);
    assistants(&mut st, LUKAS, &[Sector::Palace]);
    let l = &mut st.players[LUKAS as usize];
    l.markers[Sector::Palace.index()] = 2;
    l.stairs[Stair::Palace.index()] = first - 2;
    // The mosque pawn in segment 3 (catalog: Lukas's line, palace 2/mosque 3).
    l.stairs[Stair::Mosque.index()] = cat.staircase.thresholds[1];
    let before = *l;
    let mut g = load(s, st);
    act(&mut g, LUKAS, use_action(Sector::Palace));

    let p = pl(&g, LUKAS);
    assert_eq!(p.stairs[Stair::Palace.index()], first);
    assert_eq!(p.resources.dinars, before.resources.dinars + 1);
    assert!(matches!(
        g.decision_for(LUKAS),
        Some(Decision::LineBonus { picks: 1, .. })
    ));
    let offered: Vec<Bonus> = g
        .legal_actions(LUKAS)
        .into_iter()
        .filter_map(|a| match a {
            Action::LineBonus { space } => Some(cat.line_space(space).bonus),
            _ => None,
        })
        .collect();
    let book = [
        Bonus::Resources {
            water: 0,
            dates: 0,
            dinars: 1,
        },
        Bonus::Keshi {
            colour: Colour::Turquoise,
        },
        Bonus::Keshi {
            colour: Colour::Gray,
        },
        Bonus::Keshi {
            colour: Colour::Yellow,
        },
        Bonus::Points { n: 5 },
    ];
    assert_eq!(offered.len(), book.len(), "offered: {offered:?}");
    for b in book {
        assert!(offered.contains(&b), "{b:?} not offered: {offered:?}");
    }

    let five = g
        .legal_actions(LUKAS)
        .into_iter()
        .find(|a| matches!(a, Action::LineBonus { space } if cat.line_space(*space).bonus == Bonus::Points { n: 5 }))
        .expect("5 points on the line");
    act(&mut g, LUKAS, five);
    let after = pl(&g, LUKAS);
    assert_eq!(after.score, before.score + 5);
    assert_eq!(after.resources.dinars, before.resources.dinars + 1);
}

// 002 "Mosque and palace": "Sarah's pawn (green) is on the top space of the
// palace staircase already. So, for 5 white noble keshis on her player board
// she gains 5 points instead of advancing."
#[test]
fn sarah_on_palace_final_space_five_nobles_five_points() {
    let fin = Catalog::embedded().staircase.final_step;
    let (s, mut st) = fresh(Edition::Classic);
    assistants(&mut st, SARAH, &[Sector::Palace]);
    let p = &mut st.players[SARAH as usize];
    p.markers[Sector::Palace.index()] = 5;
    p.stairs[Stair::Palace.index()] = fin;
    let before = *p;
    let mut g = load(s, st);
    act(&mut g, SARAH, use_action(Sector::Palace));
    let after = pl(&g, SARAH);
    assert_eq!(after.stairs[Stair::Palace.index()], fin);
    assert_eq!(after.score, before.score + 5);
    assert_eq!(after.resources, before.resources);
}

// 000 "Madrasa": "Beispiel: Lukas' grauer Keshi-Anzeiger steht aktuell bei 6.
// Daher darf er die beiden oben gezeigten Schriftrollen (1 + 5 graue
// Gelehrten-Keshis) gegen Abgabe von 3 Datteln erwerben."
#[test]
fn lukas_madrasa_six_scholars_buy_1_and_5_scroll_for_3_dates() {
    let (s, mut st) = fresh(Edition::Essential);
    assistants(&mut st, LUKAS, &[Sector::Madrasa]);
    // A 1-scholar scroll (13) and a 5-scholar scroll (48), both lasting.
    let buy_gray = show_scroll(&mut st, ScrollId(13));
    let buy_pink = show_scroll(&mut st, ScrollId(48));
    let l = &mut st.players[LUKAS as usize];
    l.markers[Sector::Madrasa.index()] = 6;
    l.resources = Resources::new(0, 3, 0);
    let mut g = load(s, st);
    act(&mut g, LUKAS, use_action(Sector::Madrasa));
    act(&mut g, LUKAS, buy_pink);
    // One scholar left: a 3-scholar scroll is out of reach now.
    assert_eq!(
        g.decision_for(LUKAS),
        Some(Decision::Madrasa {
            scholars: 1,
            must_buy: None
        })
    );
    assert!(!g
        .legal_actions(LUKAS)
        .iter()
        .any(|a| matches!(a, Action::BuyScroll { ty, .. } if *ty != ScrollType::Gray)));
    act(&mut g, LUKAS, buy_gray);
    let after = pl(&g, LUKAS);
    assert!(after.scrolls.contains(ScrollId(13)) && after.scrolls.contains(ScrollId(48)));
    assert_eq!(after.resources.dates, 0, "1 + 2 = 3 dates");
}

/// 002/000 Jan's medina example. `pink_space`: the gate space the pink gate
/// is built on (002: next to the gray madrasa; 000: in front of the souk).
fn jan_medina(edition: Edition, pink_space: u8) {
    let cat = Catalog::embedded();
    let sahara = cat
        .gate_spaces
        .iter()
        .position(|g| g.sector == Sector::Sahara)
        .unwrap() as u8;
    assert_eq!(cat.gate_spaces[sahara as usize].colour, Colour::Brown);
    assert_ne!(cat.gate_spaces[pink_space as usize].colour, Colour::Pink);
    assert_eq!((cat.workshops[0].price, cat.workshops[0].points), (0, -3));
    assert_eq!((cat.workshops[1].price, cat.workshops[1].points), (1, 1));

    let (s, mut st) = fresh(edition);
    assistants(&mut st, JAN, &[Sector::Medina]);
    st.workshops = [[0; 12]; 4];
    st.workshops[0][Colour::Brown.index()] = 1;
    st.workshops[1][Colour::Pink.index()] = 1;
    st.workshops[3][Colour::White.index()] = 1;
    let j = &mut st.players[JAN as usize];
    j.watchtower = 2;
    j.resources = Resources::new(0, 0, 1);
    let before = *j;
    let mut g = load(s, st);
    act(&mut g, JAN, use_action(Sector::Medina));

    // "He buys a brown one for 0 dinars (losing 3 points) and builds it in the
    // Sahara sector. This is the matching color of the gate, so he gains 2
    // points."
    act(
        &mut g,
        JAN,
        Action::BuyGate {
            workshop: 0,
            colour: Colour::Brown,
            pay: Resources::ZERO,
        },
    );
    assert_eq!(pl(&g, JAN).score, before.score - 3);
    let ev = act(&mut g, JAN, Action::BuildGate { space: sahara });
    assert!(ev.contains(&Event::GateBuilt {
        player: JAN,
        colour: Colour::Brown,
        space: sahara,
        matched: true
    }));
    assert_eq!(pl(&g, JAN).score, before.score - 3 + 2);

    // "Then, he buys a pink city gate, paying 1 dinar and gaining 1 point from
    // it." — not on a pink space, so no 2 points.
    act(
        &mut g,
        JAN,
        Action::BuyGate {
            workshop: 1,
            colour: Colour::Pink,
            pay: Resources::new(0, 0, 1),
        },
    );
    act(&mut g, JAN, Action::BuildGate { space: pink_space });
    let p = pl(&g, JAN);
    assert_eq!(p.score, before.score - 3 + 2 + 1);
    assert_eq!(p.resources.dinars, 0);
    assert_eq!(p.watchtower, 0);
    assert_eq!(p.gates[sahara as usize], Some(Colour::Brown));
    assert_eq!(p.gates[pink_space as usize], Some(Colour::Pink));

    // "He cannot buy any more city gates, so the brown and pink keshi which he
    // just obtained are deployed, gaining the deployment bonuses as well."
    assert_eq!(g.decision_for(JAN), Some(Decision::DeployHeldKeshi));
    act(
        &mut g,
        JAN,
        Action::DeployHeld {
            colour: Colour::Brown,
        },
    );
    act(
        &mut g,
        JAN,
        Action::PlaceCaravan {
            path: SaharaPath::Left,
        },
    );
    // The pink keshi is the last one held; the entertainer goes to the
    // dinar field.
    assert_eq!(g.decision_for(JAN), Some(Decision::PlaceEntertainer));
    act(
        &mut g,
        JAN,
        Action::PlaceEntertainer {
            field: field(DINAR),
        },
    );
    let p = pl(&g, JAN);
    assert_eq!(p.caravans[0], 1);
    assert_eq!(p.oasis_slots[0].status, OasisStatus::Discovered);
    assert_eq!(p.entertainers, on_fields(&[DINAR]));
    assert_eq!(p.resources.dinars, 1);
    assert_eq!(p.score, before.score);
}

// 002 "Medina": "Jan has 2 beige guard keshis on his watchtower so he can buy
// up to 2 city gates ... He buys a brown one for 0 dinars (losing 3 points)
// and builds it in the Sahara sector ... he gains 2 points. He gets 1 brown
// caravan keshi ... Then, he buys a pink city gate, paying 1 dinar and gaining
// 1 point from it. He places it next to the gray madrasa and gets 1 pink
// entertainer keshi. He cannot buy any more city gates, so the brown and pink
// keshi which he just obtained are deployed, gaining the deployment bonuses."
#[test]
fn jan_buys_brown_and_pink_city_gates() {
    let madrasa = Catalog::embedded()
        .gate_spaces
        .iter()
        .position(|g| g.sector == Sector::Madrasa)
        .unwrap() as u8;
    jan_medina(Edition::Classic, madrasa);
}

// 000 "Medina": "Er wählt ein Tor in Braun für 0 Dinar und verliert 3 Punkte.
// Er baut es farblich passend vor dem braunen Sahara-Bezirk ein, wofür er 2
// Punkte erhält ... Danach wählt er ein Tor in Rosa für 1 Dinar, für das er 1
// Punkt erhält. Er baut dieses vor dem Souk ein ... Er setzt die beiden
// erhaltenen Papp-Keshis in Braun und Rosa ein. Für beide bekommt er dann
// noch einen Einsetzbonus."
#[test]
fn jan_buys_brown_and_pink_city_gates_essential() {
    let souk = Catalog::embedded()
        .gate_spaces
        .iter()
        .position(|g| g.sector == Sector::Souk)
        .unwrap() as u8;
    jan_medina(Edition::Essential, souk);
}

// 002 "Sahara": "First, Sarah pays 1 dinar and claims the first oasis on the
// left. She places that tile on the first storage space of her supply board,
// getting the green date picker standing there. She deploys the date picker
// at once, gaining the deployment bonus of the date orchard. Then, she
// returns 1 date and 1 water to the common supply and claims the second oasis
// on the right."
#[test]
fn sarah_claims_first_left_and_second_right_oasis() {
    let (s, mut st) = fresh(Edition::Classic);
    assistants(&mut st, SARAH, &[Sector::Sahara]);
    let p = &mut st.players[SARAH as usize];
    p.caravans = [1, 2, 0];
    for slot in [0, 3, 4] {
        p.oasis_slots[slot].status = OasisStatus::Discovered;
    }
    p.storage = BVec::new();
    p.storage_keshis = [None; 6];
    p.storage_keshis[0] = Some(Colour::Green);
    p.resources = Resources::new(1, 1, 1);
    let before = *p;
    let (left1, right2) = (before.oasis_slots[0].oasis, before.oasis_slots[4].oasis);
    let mut g = load(s, st);
    act(&mut g, SARAH, use_action(Sector::Sahara));

    act(
        &mut g,
        SARAH,
        Action::ClaimOasis {
            slot: 0,
            pay: Resources::new(0, 0, 1),
        },
    );
    assert_eq!(
        g.decision_for(SARAH),
        Some(Decision::StorageKeshi {
            colour: Colour::Green
        })
    );
    act(&mut g, SARAH, Action::Accept);
    let mid = pl(&g, SARAH);
    let d = Sector::DateOrchard.index();
    assert_eq!(mid.markers[d], before.markers[d] + 1);
    assert_eq!(mid.score, before.score + 1, "date picker deployment bonus");

    act(
        &mut g,
        SARAH,
        Action::ClaimOasis {
            slot: 4,
            pay: Resources::new(1, 1, 0),
        },
    );
    let after = pl(&g, SARAH);
    assert_eq!(after.storage.as_slice(), &[left1, right2]);
    assert_eq!(after.resources, Resources::ZERO);
    assert_eq!(after.oasis_slots[0].status, OasisStatus::Claimed);
    assert_eq!(after.oasis_slots[4].status, OasisStatus::Claimed);
    assert_eq!(after.score, before.score + 1);
}

// ---------------------------------------------------------------------------
// Phase 4: river bonus
// ---------------------------------------------------------------------------

// 002 "River bonus & end of the round": "Marie has crossed 3 rapids. She
// chooses a bonus from the middle rapid, taking 1 dinar from the common
// supply. After choosing the bonus, the fisherman remains where he is."
#[test]
fn marie_crossed_three_rapids_takes_dinar_from_middle_one() {
    let cat = Catalog::embedded();
    let (s, mut st) = fresh(Edition::Classic);
    st.phase = Phase::RiverBonus;
    st.start_player = SARAH;
    st.turn = 0;
    st.agenda.clear();
    // Just past the third rapid.
    let third = cat.river.rapids[2].space;
    st.players[MARIE as usize].fisherman = third + 1;
    let before = st.players[MARIE as usize];
    let mut g = load(s, st);
    assert_eq!(g.decision_for(MARIE), Some(Decision::RapidBonus));
    assert_eq!(
        g.legal_actions(MARIE),
        vec![
            Action::RapidBonus { rapid: 0 },
            Action::RapidBonus { rapid: 1 },
            Action::RapidBonus { rapid: 2 },
        ]
    );
    act(&mut g, MARIE, Action::RapidBonus { rapid: 1 });
    act(
        &mut g,
        MARIE,
        Action::TakeResources {
            resources: Resources::new(0, 0, 1),
        },
    );
    let after = pl(&g, MARIE);
    assert_eq!(after.resources.dinars, before.resources.dinars + 1);
    assert_eq!(after.resources.water, before.resources.water);
    assert_eq!(after.resources.dates, before.resources.dates);
    assert_eq!(after.fisherman, third + 1);
}

// ---------------------------------------------------------------------------
// Season scoring
// ---------------------------------------------------------------------------

// 002 "River evaluation": "Sarah (green) is first on the river track, and
// chooses the 7 points bonus of the river tile. Marie (yellow) is second and
// gains 3 points." 002 addendum, river tile 05: "The player in first position
// gains 7 points, the player in second position gains 3 points."
#[test]
fn river_tile_05_third_season_sarah_7_marie_3() {
    let (s, mut st) = fresh(Edition::Classic);
    st.phase = Phase::SeasonScoring;
    st.scoring_step = ScoringStep::RiverFirst;
    st.season = 2;
    st.round = 3;
    st.turn = 0;
    st.agenda.clear();
    st.river_tiles[2] = 5;
    for p in st.players.iter_mut() {
        for t in p.provision.iter_mut() {
            t.active = false;
        }
    }
    st.players[SARAH as usize].fisherman = 12;
    st.players[MARIE as usize].fisherman = 8;
    let g = load(s, st);
    assert!(g.is_over());
    let cat = ScoreCategory::RiverTiles;
    assert_eq!(score_in(&g, SARAH, cat), 7);
    assert_eq!(score_in(&g, MARIE, cat), 3);
    assert_eq!(score_in(&g, JAN, cat), 0);
    assert_eq!(score_in(&g, LUKAS, cat), 0);
}

// 002 "Providing for Citizens": "Two provision tiles are activated in the
// second season. Lukas could pay all resources required by the right tile,
// but he is short of 1 date and 1 dinar for the left one. He must return all
// his resources - including 2 water that he still has left - to the common
// supply and loses 8 points."
#[test]
fn lukas_cannot_provide_loses_all_resources_and_8_points() {
    let cat = Catalog::embedded();
    let (left, right) = (7u8, 11u8);
    // Lukas: 4 water and 1 dinar. The right tile is paid in full; for the
    // left one 1 date and 1 dinar are missing while 2 water are left.
    let have = Resources::new(4, 0, 1);
    let mut rest = have;
    assert!(rest.covers(cat.provision(ProvisionId(right)).cost));
    rest.sub(cat.provision(ProvisionId(right)).cost);
    assert_eq!(rest, Resources::new(2, 0, 0), "2 water left");
    let need = cat.provision(ProvisionId(left)).cost;
    assert_eq!(
        Resources::new(
            need.water.saturating_sub(rest.water),
            need.dates.saturating_sub(rest.dates),
            need.dinars.saturating_sub(rest.dinars)
        ),
        Resources::new(0, 1, 1),
        "short of 1 date and 1 dinar"
    );

    let (s, mut st) = fresh(Edition::Classic);
    st.phase = Phase::SeasonScoring;
    st.scoring_step = ScoringStep::Provisioning;
    st.season = 1;
    st.round = 3;
    st.turn = 0;
    st.agenda.clear();
    for p in st.players.iter_mut() {
        for t in p.provision.iter_mut() {
            t.active = false;
        }
    }
    let l = &mut st.players[LUKAS as usize];
    l.provision[0] = ProvisionSlot {
        tile: ProvisionId(left),
        active: true,
    };
    l.provision[1] = ProvisionSlot {
        tile: ProvisionId(right),
        active: true,
    };
    l.resources = have;
    let before = *l;
    let g = load(s, st);
    let after = pl(&g, LUKAS);
    assert_eq!(after.resources, Resources::ZERO);
    assert_eq!(after.score, before.score - 8);
    assert_eq!(score_in(&g, LUKAS, ScoreCategory::Provisioning), -8);
}

// ---------------------------------------------------------------------------
// Final scoring
// ---------------------------------------------------------------------------

/// Sarah's board of the final scoring example: river and mosque complete
/// (000 also the Sahara), 2 nobles, 8 fish, 1 pink gate, oases 03, 05, 07,
/// 21, 6 dates + 5 other resources, 2 goods keshis.
fn sarah_final_board(st: &mut State, sahara_complete: bool) {
    let p = &mut st.players[SARAH as usize];
    let mut complete = vec![Sector::River, Sector::Mosque];
    p.markers[Sector::River.index()] = 8;
    p.markers[Sector::Mosque.index()] = 8;
    p.markers[Sector::Palace.index()] = 2;
    if sahara_complete {
        p.caravans = [3, 3, 2];
        complete.push(Sector::Sahara);
    }
    p.water_vendors = complete.iter().map(|s| 1u16 << s.index()).sum();
    p.gates = [None; 8];
    p.gates[3] = Some(Colour::Pink);
    p.watchtower = 0;
    p.resources = Resources::new(3, 6, 2);
    p.goods = [1, 1, 0];
    p.luxury = 0;
    claimed(
        st,
        SARAH,
        &[OasisId(3), OasisId(5), OasisId(7), OasisId(21)],
    );
}

// 002 "Final scoring": "Sarah has completely filled 2 sectors with keshis: the
// river and the mosque. She gains 20 points. She has 4 claimed oases: The
// first one (03) is worth 2 points for her 1 pink city gate. The second one
// (05) would give her 3 points plus 1 point for each white keshi on her
// player board, a total of 5 points. The third (07) is worth 3 points plus 1
// point for each turquoise keshi on her player board, a total of 11 points.
// The last one (21) would give her 3 points plus 1 point for each date that
// she returns to the common supply, a total of 9 points. So she scores oases
// 05, 07 and 21 to gain 25 points in total. ... Finally, she has 5 resources
// left plus 2 goods keshis. These give her 3 more points."
#[test]
fn final_scoring_example_20_plus_25_plus_3() {
    let mut start = 0;
    let g = final_scoring(Edition::Classic, |st| {
        sarah_final_board(st, false);
        start = st.players[SARAH as usize].score;
    });
    let cat = g.catalog();
    let st = g.state();
    // The oasis 03 the book does not score is worth 2.
    assert_eq!(oasis_points(cat, st, SARAH, OasisId(3), 0, true), 2);
    let fs = st.final_scores[SARAH as usize];
    assert_eq!(fs.complete_sectors, 2);
    assert_eq!(fs.complete_sector_points, 20);
    let mut oases = scored_oases(&g, SARAH);
    oases.sort();
    assert_eq!(oases, vec![(5, 5), (7, 11), (21, 9)]);
    assert_eq!(fs.oasis_points, 25);
    assert_eq!(fs.resources_left, 7, "5 resources + 2 goods keshis");
    assert_eq!(fs.resource_points, 3);
    assert_eq!(pl(&g, SARAH).score, start + 20 + 25 + 3);
}

// 000 "Schlusswertungsbeispiel": "Sarah hat 3 Bezirke (Sahara, Fluss und die
// Moschee) komplett mit Keshis gefüllt. Dafür erhält sie 30 Punkte. ... Die
// zweite (05) würde ihr 3 Punkte einbringen, sowie 1 Punkt für jeden Schritt
// des weißen Keshi-Anzeigers ..., insgesamt 5 Punkte. ... Sie wertet als die
// Oasen 05, 07 und 21, um insgesamt 25 Punkte zu erhalten. Danach hat sie noch
// 5 Ressourcen und 2 Waren-Keshis übrig. Dafür erhält sie nochmal 3 Punkte."
#[test]
fn final_scoring_example_essential_30_plus_25_plus_3() {
    let mut start = 0;
    let g = final_scoring(Edition::Essential, |st| {
        sarah_final_board(st, true);
        start = st.players[SARAH as usize].score;
    });
    let fs = g.state().final_scores[SARAH as usize];
    assert_eq!(fs.complete_sectors, 3);
    assert_eq!(fs.complete_sector_points, 30);
    let mut oases = scored_oases(&g, SARAH);
    oases.sort();
    assert_eq!(oases, vec![(5, 5), (7, 11), (21, 9)]);
    assert_eq!(fs.oasis_points, 25);
    assert_eq!(fs.resource_points, 3);
    assert_eq!(pl(&g, SARAH).score, start + 30 + 25 + 3);
}

// ---------------------------------------------------------------------------
// Addendum: oases
// ---------------------------------------------------------------------------

// 002 addendum, oases 01-04: "Jan gains a total of 12 points for his 1 black
// city gate, 3 turquoise city gates, and 2 green city gates on his board."
#[test]
fn oasis_01_black_turquoise_green_gates_12_points() {
    let g = final_scoring(Edition::Classic, |st| {
        let j = &mut st.players[JAN as usize];
        j.gates = [
            Some(Colour::Black),
            Some(Colour::Turquoise),
            Some(Colour::Turquoise),
            Some(Colour::Turquoise),
            Some(Colour::Green),
            Some(Colour::Green),
            None,
            None,
        ];
        j.resources = Resources::ZERO;
        claimed(st, JAN, &[OasisId(1)]);
    });
    assert_eq!(scored_oases(&g, JAN), vec![(1, 12)]);
}

// 002 addendum, oases 05-13: "Sarah has 4 red water vendor keshis on her
// board and gains 7 points (3 + 4)."
#[test]
fn oasis_13_four_water_vendors_7_points() {
    let g = final_scoring(Edition::Classic, |st| {
        let p = &mut st.players[SARAH as usize];
        p.water_vendors = [
            Sector::River,
            Sector::DateOrchard,
            Sector::Mosque,
            Sector::Medina,
        ]
        .iter()
        .map(|s| 1u16 << s.index())
        .sum();
        p.resources = Resources::ZERO;
        claimed(st, SARAH, &[OasisId(13)]);
    });
    assert_eq!(scored_oases(&g, SARAH), vec![(13, 7)]);
}

// 002 addendum, oases 14-18: "Lucas has acquired 3 slippers during the game
// and gains 6 points."
#[test]
fn oasis_14_three_slippers_6_points() {
    let g = final_scoring(Edition::Classic, |st| {
        let cat = Catalog::embedded();
        let slippers: Vec<LuxuryId> = cat
            .luxury_goods
            .iter()
            .filter(|l| l.luxury == LuxuryKind::Slipper)
            .map(|l| l.id)
            .take(3)
            .collect();
        assert_eq!(slippers.len(), 3);
        let l = &mut st.players[LUKAS as usize];
        l.luxury = slippers.iter().map(|id| 1u64 << (id.0 - 1)).sum();
        l.resources = Resources::ZERO;
        claimed(st, LUKAS, &[OasisId(14)]);
    });
    assert_eq!(scored_oases(&g, LUKAS), vec![(14, 6)]);
}

// 002 addendum, oases 19-21: "Marie has 5 dates at the end of the game, and
// she returns them during final scoring. She gains 8 points (3+5)."
#[test]
fn oasis_21_five_dates_returned_8_points() {
    let g = final_scoring(Edition::Classic, |st| {
        let m = &mut st.players[MARIE as usize];
        m.resources = Resources::new(0, 5, 0);
        m.goods = [0; 3];
        claimed(st, MARIE, &[OasisId(21)]);
    });
    assert_eq!(scored_oases(&g, MARIE), vec![(21, 8)]);
    assert_eq!(g.state().final_scores[MARIE as usize].resources_left, 0);
}

// 002 addendum, oasis 24: "You gain 4 points for each of your sectors with no
// more than 3 keshis, do not count the red water vendor keshi. ... Jan has 4
// sectors with no more than 3 keshis of that sector's color deployed there,
// so he gains 16 points."
#[test]
fn oasis_24_four_sparse_sectors_16_points() {
    let g = final_scoring(Edition::Classic, |st| {
        let j = &mut st.players[JAN as usize];
        // At most 3: river (3 + a water vendor), date orchard 2, mosque 0,
        // palace 1.
        j.markers[Sector::River.index()] = 3;
        j.water_vendors = 1 << Sector::River.index();
        j.markers[Sector::DateOrchard.index()] = 2;
        j.markers[Sector::Mosque.index()] = 0;
        j.markers[Sector::Palace.index()] = 1;
        // More than 3: madrasa, main square, medina, Sahara.
        j.markers[Sector::Madrasa.index()] = 5;
        j.entertainers = 0b1111;
        j.watchtower = 4;
        j.gates = [None; 8];
        j.caravans = [3, 1, 0];
        j.resources = Resources::ZERO;
        claimed(st, JAN, &[OasisId(24)]);
    });
    assert_eq!(scored_oases(&g, JAN), vec![(24, 16)]);
}

// 002 addendum, oasis 29: "Sarah has reached the palace with her sultan's
// courtier (thus having crossed 4 thresholds) and her imam's student is in the
// second segment (thus having crossed 1 thershold). She has crossed 5
// thresholds in total and gains 7 points."
#[test]
fn oasis_29_five_thresholds_7_points() {
    let g = final_scoring(Edition::Classic, |st| {
        let cat = Catalog::embedded();
        let p = &mut st.players[SARAH as usize];
        p.stairs[Stair::Palace.index()] = cat.staircase.final_step;
        p.stairs[Stair::Mosque.index()] = cat.staircase.thresholds[0];
        p.resources = Resources::ZERO;
        claimed(st, SARAH, &[OasisId(29)]);
    });
    assert_eq!(scored_oases(&g, SARAH), vec![(29, 7)]);
}

// ---------------------------------------------------------------------------
// Addendum: scrolls
// ---------------------------------------------------------------------------

// 002 addendum, scroll 29: "Lucas gains 4 points at the end of his sector
// action "main square": 2 points for each spectator facing the space with 2
// points (in this case there are 2)."
#[test]
fn scroll_29_two_spectators_on_two_points_field_4_points() {
    let (s, mut st) = fresh(Edition::Classic);
    assistants(&mut st, LUKAS, &[Sector::MainSquare]);
    give_scroll(&mut st, LUKAS, ScrollId(29), Perk::MainSquareTwoPointsField);
    let l = &mut st.players[LUKAS as usize];
    // One entertainer, on the water field; after the rotation 2 spectators
    // face the 2-points field and 1 faces the water field.
    l.entertainers = on_fields(&[WATER]);
    l.disc_rotation = before_rotation(disc_facing(&[(TWO_POINTS, 2), (WATER, 1)]));
    let before = *l;
    let mut g = load(s, st);
    act(&mut g, LUKAS, use_action(Sector::MainSquare));
    let after = pl(&g, LUKAS);
    assert_eq!(after.resources.water, before.resources.water + 1);
    assert_eq!(after.score, before.score + 4);
}

// 000 glossary, scroll 31: "Der Spieler besitzt ab sofort auf jedem Abschnitt
// seiner Zuschauerscheibe 1 Zuschauer extra. Beispiel: Das markierte Feld
// zählt jetzt als 4 Zuschauer."
#[test]
fn scroll_31_three_spectators_count_as_four() {
    let (s, mut st) = fresh(Edition::Essential);
    assistants(&mut st, MARIE, &[Sector::MainSquare]);
    give_scroll(&mut st, MARIE, ScrollId(31), Perk::ExtraSpectator);
    let m = &mut st.players[MARIE as usize];
    // "Das markierte Feld": 3 printed spectators facing the dinar field
    // after the rotation.
    m.entertainers = on_fields(&[DINAR]);
    m.disc_rotation = before_rotation(disc_facing(&[(DINAR, 3)]));
    let before = *m;
    let mut g = load(s, st);
    act(&mut g, MARIE, use_action(Sector::MainSquare));
    assert_eq!(pl(&g, MARIE).resources.dinars, before.resources.dinars + 4);
}

/// Season 2's provisioning, Sarah first, no provision tile face up yet.
fn provisioning_of_sarah(st: &mut State) {
    st.phase = Phase::SeasonScoring;
    st.scoring_step = ScoringStep::Provisioning;
    st.season = 1;
    st.round = 3;
    st.turn = 0;
    st.start_player = SARAH;
    st.agenda.clear();
    for p in st.players.iter_mut() {
        for t in p.provision.iter_mut() {
            t.active = false;
        }
    }
}

// 002 addendum, scroll 33: "As of now, you may use dates and water instead of
// dinar whenever you have to pay a cost ... [Sarah wants a gate for 3]
// dinars. She pays 2 dates and 1 dinar instead." 000: "Marie möchte ein
// Stadttor vom Werkstattfeld ganz rechts kaufen und müsste eigentlich 3 Dinar
// bezahlen. Sie bezahlt stattdessen mit 2 Datteln und 1 Dinar."
#[test]
fn scroll_33_three_dinar_gate_paid_with_2_dates_and_1_dinar() {
    let cat = Catalog::embedded();
    assert_eq!(cat.workshops[3].price, 3);
    let (s, mut st) = fresh(Edition::Essential);
    assistants(&mut st, MARIE, &[Sector::Medina]);
    give_scroll(&mut st, MARIE, ScrollId(33), Perk::DatesAndWaterAsDinars);
    st.workshops = [[0; 12]; 4];
    st.workshops[3][Colour::White.index()] = 1;
    let m = &mut st.players[MARIE as usize];
    m.watchtower = 1;
    m.resources = Resources::new(0, 2, 1);
    let before = *m;
    let mut g = load(s, st);
    act(&mut g, MARIE, use_action(Sector::Medina));
    act(
        &mut g,
        MARIE,
        Action::BuyGate {
            workshop: 3,
            colour: Colour::White,
            pay: Resources::new(0, 2, 1),
        },
    );
    let after = pl(&g, MARIE);
    assert_eq!(after.resources, Resources::ZERO);
    assert_eq!(after.score, before.score + cat.workshops[3].points as i16);
}

// 002 addendum, scroll 33: "As of now, you may use dates and water instead
// of dinar whenever you have to pay a cost" - provision tiles included: with
// 2 dinars to pay and 1 dinar, 1 date, 1 water in hand, Sarah pays.
#[test]
fn scroll_33_pays_provision_dinars_with_dates_and_water() {
    let (s, mut st) = fresh(Edition::Classic);
    provisioning_of_sarah(&mut st);
    give_scroll(&mut st, SARAH, ScrollId(33), Perk::DatesAndWaterAsDinars);
    let p = &mut st.players[SARAH as usize];
    assert_eq!(
        Catalog::embedded().provision(ProvisionId(6)).cost,
        Resources::new(0, 0, 2),
        "catalog: provision tile 06"
    );
    p.provision[0] = ProvisionSlot {
        tile: ProvisionId(6),
        active: true,
    };
    p.resources = Resources::new(1, 1, 1);
    let before = *p;
    let mut g = load(s, st);
    assert_eq!(g.decision_for(SARAH), Some(Decision::Provisioning));
    let pays: Vec<Resources> = g
        .legal_actions(SARAH)
        .iter()
        .filter_map(|a| match a {
            Action::Provision {
                alternative: false,
                pay,
            } => Some(*pay),
            _ => None,
        })
        .collect();
    assert_eq!(
        pays,
        vec![
            Resources::new(1, 0, 1),
            Resources::new(0, 1, 1),
            Resources::new(1, 1, 0)
        ],
        "every split of the 2 dinars she can pay"
    );
    act(
        &mut g,
        SARAH,
        Action::Provision {
            alternative: false,
            pay: Resources::new(0, 1, 1),
        },
    );
    let after = pl(&g, SARAH);
    assert_eq!(after.resources, Resources::new(1, 0, 0));
    assert_eq!(after.score, before.score, "no penalty");
}

// 002 addendum, scroll 44: "Sarah pays 1 dinar. She needs to spend only 1
// resource of her choice for each of her provision tiles and spends 2 dates."
#[test]
fn scroll_44_sarah_pays_1_dinar_and_2_dates_for_two_tiles() {
    let (s, mut st) = fresh(Edition::Classic);
    provisioning_of_sarah(&mut st);
    give_scroll(&mut st, SARAH, ScrollId(44), Perk::ProvisionAlternative);
    let p = &mut st.players[SARAH as usize];
    p.provision[0] = ProvisionSlot {
        tile: ProvisionId(7),
        active: true,
    };
    p.provision[1] = ProvisionSlot {
        tile: ProvisionId(11),
        active: true,
    };
    p.resources = Resources::new(0, 2, 1);
    let before = *p;
    let mut g = load(s, st);
    assert_eq!(g.decision_for(SARAH), Some(Decision::Provisioning));
    act(
        &mut g,
        SARAH,
        Action::Provision {
            alternative: true,
            pay: Resources::new(0, 2, 1),
        },
    );
    let after = pl(&g, SARAH);
    assert_eq!(after.resources, Resources::ZERO);
    assert_eq!(after.score, before.score);
}

// 002 addendum, scroll 47: "You check all sectors of your audience disc with
// 3 spectators and immediately gain 3 times each bonus facing these sectors.
// ... Jan receives 3 goods keshis of one color of his choice from the common
// supply and advances his imam's student on the mosque staircase 3 steps."
#[test]
fn scroll_47_jan_three_goods_and_three_mosque_steps() {
    let cat = Catalog::embedded();
    let (s, mut st) = fresh(Edition::Classic);
    assistants(&mut st, JAN, &[Sector::Madrasa]);
    let buy = show_scroll(&mut st, ScrollId(47));
    let j = &mut st.players[JAN as usize];
    j.markers[Sector::Madrasa.index()] = 5;
    j.resources = Resources::new(0, 2, 0);
    // The sections with 3 spectators face the goods and mosque-step fields.
    j.disc_rotation = disc_facing(&[(GOODS, 3), (MOSQUE_STEP, 3)]);
    // The imam's student at the start of segment 2: 3 steps cross nothing.
    let m0 = cat.staircase.thresholds[0];
    j.stairs[Stair::Mosque.index()] = m0;
    let mut g = load(s, st);
    act(&mut g, JAN, use_action(Sector::Madrasa));
    act(&mut g, JAN, buy);
    assert_eq!(
        g.decision_for(JAN),
        Some(Decision::GoodsColour { count: 3 })
    );
    act(
        &mut g,
        JAN,
        Action::ChooseColour {
            colour: Colour::Orange,
        },
    );
    let after = pl(&g, JAN);
    assert_eq!(after.goods, [0, 0, 3]);
    assert_eq!(after.stairs[Stair::Mosque.index()], m0 + 3);
}

// 002 addendum, scroll 48: "Lucas has deployed 1 entertainer keshi to the main
// square that allows him to advance 1 step with his imam's student on the
// mosque staircase. He may move his imam's student 1 more step, 2 steps
// total."
#[test]
fn scroll_48_one_mosque_step_becomes_two() {
    let (s, mut st) = fresh(Edition::Classic);
    assistants(&mut st, LUKAS, &[Sector::MainSquare]);
    give_scroll(&mut st, LUKAS, ScrollId(48), Perk::ExtraStairStep);
    let l = &mut st.players[LUKAS as usize];
    // The entertainer on the mosque-step field, 1 spectator after the
    // rotation.
    l.entertainers = on_fields(&[MOSQUE_STEP]);
    l.disc_rotation = before_rotation(disc_facing(&[(MOSQUE_STEP, 1)]));
    l.stairs = [0, 0];
    let mut g = load(s, st);
    act(&mut g, LUKAS, use_action(Sector::MainSquare));
    assert_eq!(pl(&g, LUKAS).stairs[Stair::Mosque.index()], 1);
    assert_eq!(
        g.decision_for(LUKAS),
        Some(Decision::ExtraStep {
            track: Track::Mosque,
            free_step: true
        })
    );
    act(
        &mut g,
        LUKAS,
        Action::ExtraStep {
            pay: StepPayment::Free,
        },
    );
    assert_eq!(pl(&g, LUKAS).stairs[Stair::Mosque.index()], 2);
}

// 002 addendum, scroll 51: "When you perform the "main square" sector action,
// you gain all bonuses from spaces facing sections with 1 spectator at the end
// of the action. ... Sarah receives 1 water, 1 date, and may advance her
// sultan's courtier 1 step on the palace staircase."
#[test]
fn scroll_51_sarah_water_date_and_palace_step() {
    let (s, mut st) = fresh(Edition::Classic);
    assistants(&mut st, SARAH, &[Sector::MainSquare]);
    give_scroll(&mut st, SARAH, ScrollId(51), Perk::OneSpectatorBonuses);
    let p = &mut st.players[SARAH as usize];
    // One entertainer, on the 2-points field (2 spectators). After the
    // rotation the 1-spectator sections face water, date and palace step.
    p.entertainers = on_fields(&[TWO_POINTS]);
    p.disc_rotation = before_rotation(disc_facing(&[
        (WATER, 1),
        (DATE, 1),
        (PALACE_STEP, 1),
        (TWO_POINTS, 2),
    ]));
    p.stairs = [0, 0];
    let before = *p;
    let mut g = load(s, st);
    act(&mut g, SARAH, use_action(Sector::MainSquare));
    let after = pl(&g, SARAH);
    assert_eq!(after.resources.water, before.resources.water + 1);
    assert_eq!(after.resources.dates, before.resources.dates + 1);
    assert_eq!(after.resources.dinars, before.resources.dinars);
    assert_eq!(after.stairs[Stair::Palace.index()], 1);
    // The entertainer itself: 2 spectators on the 2-points field.
    assert_eq!(after.score, before.score + 4);
}

// 002 addendum, scroll 54: "Each time you deploy a entertainer keshi to the
// "main square," you get the corresponding deployment bonus plus the
// deployment bonuses of both adjacent sections. ... Marie deploys 1
// entertainer keshi. Her bonuses are 2 points plus 1 water and 1 dinar from
// the common supply."
#[test]
fn scroll_54_entertainer_on_two_points_field_gets_water_and_dinar() {
    let (s, mut st) = fresh(Edition::Classic);
    assistants(&mut st, MARIE, &[Sector::MainSquare, Sector::Souk]);
    give_scroll(&mut st, MARIE, ScrollId(54), Perk::EntertainerNeighbours);
    st.players[MARIE as usize].entertainers = 0;
    let before = st.players[MARIE as usize];
    let mut g = load(s, st);
    act(&mut g, MARIE, new_keshi(Sector::MainSquare, Colour::Pink));
    act(
        &mut g,
        MARIE,
        Action::PlaceEntertainer {
            field: field(TWO_POINTS),
        },
    );
    let after = pl(&g, MARIE);
    assert_eq!(after.score, before.score + 2);
    assert_eq!(after.resources.water, before.resources.water + 1);
    assert_eq!(after.resources.dinars, before.resources.dinars + 1);
    assert_eq!(after.resources.dates, before.resources.dates);
}

// 002 addendum, scroll 59: "You gain all bonuses from the connecting line
// between your two pawns on the palace and mosque staircases immediately.
// ... Lucas gets 1 dinar, 3 points, 1 red keshi, and 1 green keshi from the
// common supply."
#[test]
fn scroll_59_lucas_dinar_3_points_red_and_green_keshi() {
    let cat = Catalog::embedded();
    let (s, mut st) = fresh(Edition::Classic);
    assistants(&mut st, LUKAS, &[Sector::Madrasa]);
    let buy = show_scroll(&mut st, ScrollId(59));
    let l = &mut st.players[LUKAS as usize];
    l.markers[Sector::Madrasa.index()] = 5;
    l.resources = Resources::new(0, 2, 0);
    l.water_vendors = 0;
    // Palace pawn in segment 1, mosque pawn in segment 2 (the catalog's
    // scroll-59 line).
    l.stairs = [0, cat.staircase.thresholds[0]];
    let before = *l;
    let mut g = load(s, st);
    act(&mut g, LUKAS, use_action(Sector::Madrasa));
    act(&mut g, LUKAS, buy);
    assert_eq!(g.decision_for(LUKAS), Some(Decision::PlaceWaterVendor));
    act(
        &mut g,
        LUKAS,
        Action::PlaceWaterVendor {
            sector: Sector::River,
        },
    );
    let after = pl(&g, LUKAS);
    assert_eq!(after.resources.dinars, before.resources.dinars + 1);
    assert_eq!(after.resources.dates, 0, "the scroll cost 2 dates");
    assert_eq!(after.water_vendor_count(), 1);
    let d = Sector::DateOrchard.index();
    assert_eq!(after.markers[d], before.markers[d] + 1);
    // 3 points, plus the green keshi's deployment bonus.
    assert_eq!(score_in(&g, LUKAS, ScoreCategory::Staircases), 3);
    assert_eq!(after.score, before.score + 3 + 1);
}

// 002 addendum, scroll 61: "You may always claim 2 keshis of your choice from
// the tower's base ... Jan decides to claim 1 green and 1 pink keshi. Instead
// he could have claimed both green keshis or any other combination."
#[test]
fn scroll_61_jan_claims_one_green_and_one_pink() {
    let (s, mut st) = fresh(Edition::Classic);
    st.phase = Phase::Claim;
    st.start_player = JAN;
    st.turn = 0;
    st.agenda.clear();
    st.display = [0; 12];
    st.display[Colour::Green.index()] = 2;
    st.display[Colour::Pink.index()] = 1;
    st.display[Colour::Gray.index()] = 1;
    give_scroll(&mut st, JAN, ScrollId(61), Perk::ClaimAnyTwo);
    let before = st.players[JAN as usize];
    let mut g = load(s, st);
    assert_eq!(g.decision_for(JAN), Some(Decision::ClaimKeshis));
    let legal = g.legal_actions(JAN);
    assert!(legal.contains(&Action::Claim {
        colour: Colour::Green,
        count: 2
    }));
    assert!(legal.contains(&Action::ClaimPair {
        first: Colour::Gray,
        second: Colour::Pink
    }));
    act(
        &mut g,
        JAN,
        Action::ClaimPair {
            first: Colour::Green,
            second: Colour::Pink,
        },
    );
    act(&mut g, JAN, Action::PlaceEntertainer { field: field(DATE) });
    let after = pl(&g, JAN);
    let d = Sector::DateOrchard.index();
    assert_eq!(after.markers[d], before.markers[d] + 1);
    assert_eq!(after.entertainers.count_ones(), 1);
    assert_eq!(g.state().display[Colour::Green.index()], 1);
    assert_eq!(g.state().display[Colour::Pink.index()], 0);
}

// 002 addendum, scroll 65: "As of now, you perform the "main square" sector
// action always twice in a row: Rotate the audience disc and chose a bonus;
// rotate it a second time and chose a bonus again. Example: 1) Marie rotates
// the audience disc and decides for 2 points three times. 2) She rotates the
// audience disc a second time and takes 3 water from the common supply."
//
// The book does not show the disc's orientation, so every starting
// orientation is tried: one of them must give the book's sequence.
#[test]
fn scroll_65_two_actions_six_points_then_three_water() {
    let mut outcomes = Vec::new();
    for start in 0..8u8 {
        let (s, mut st) = fresh(Edition::Classic);
        assistants(&mut st, MARIE, &[Sector::MainSquare]);
        give_scroll(&mut st, MARIE, ScrollId(65), Perk::MainSquareTwice);
        let m = &mut st.players[MARIE as usize];
        m.entertainers = on_fields(&[WATER, TWO_POINTS]);
        m.disc_rotation = start;
        let before = *m;
        let mut g = load(s, st);
        act(&mut g, MARIE, use_action(Sector::MainSquare));
        act(
            &mut g,
            MARIE,
            Action::ChooseEntertainer {
                field: field(TWO_POINTS),
            },
        );
        let points = pl(&g, MARIE).score - before.score;
        assert_eq!(g.decision_for(MARIE), Some(Decision::ChooseEntertainer));
        act(
            &mut g,
            MARIE,
            Action::ChooseEntertainer {
                field: field(WATER),
            },
        );
        let water = pl(&g, MARIE).resources.water - before.resources.water;
        outcomes.push((start, points, water));
    }
    assert!(
        outcomes.iter().any(|&(_, p, w)| p == 6 && w == 3),
        "no disc orientation gives 2 points x3 and then 3 water; \
         (start rotation, points, water): {outcomes:?}"
    );
}

// 002 addendum, scroll 66: "Each time you buy a city gate you gain 2 keshis of
// the matching color instead of 1 only."
#[test]
fn scroll_66_gate_gives_two_keshis_of_its_colour() {
    let (s, mut st) = fresh(Edition::Classic);
    assistants(&mut st, JAN, &[Sector::Medina]);
    give_scroll(&mut st, JAN, ScrollId(66), Perk::GateTwoKeshis);
    st.workshops = [[0; 12]; 4];
    st.workshops[0][Colour::Black.index()] = 1;
    let j = &mut st.players[JAN as usize];
    j.watchtower = 1;
    let before = *j;
    let mut g = load(s, st);
    act(&mut g, JAN, use_action(Sector::Medina));
    act(
        &mut g,
        JAN,
        Action::BuyGate {
            workshop: 0,
            colour: Colour::Black,
            pay: Resources::ZERO,
        },
    );
    act(&mut g, JAN, Action::BuildGate { space: 0 });
    let after = pl(&g, JAN);
    let m = Sector::Mosque.index();
    assert_eq!(after.markers[m], before.markers[m] + 2);
    assert_eq!(after.held, [0; 12]);
}

// 000 glossary, scroll 66: "Hinweis: Sollte der Spieler auch die Schriftrolle
// Nr. 36 besitzen, dürfen die beiden Keshis in beliebigen, auch
// unterschiedlichen Farben sein."
#[test]
fn scroll_66_with_36_two_keshis_of_any_colours() {
    let (s, mut st) = fresh(Edition::Essential);
    assistants(&mut st, JAN, &[Sector::Medina]);
    give_scroll(&mut st, JAN, ScrollId(66), Perk::GateTwoKeshis);
    give_scroll(&mut st, JAN, ScrollId(36), Perk::GateAnyKeshi);
    st.workshops = [[0; 12]; 4];
    st.workshops[0][Colour::Black.index()] = 1;
    let j = &mut st.players[JAN as usize];
    j.watchtower = 1;
    let before = *j;
    let mut g = load(s, st);
    act(&mut g, JAN, use_action(Sector::Medina));
    act(
        &mut g,
        JAN,
        Action::BuyGate {
            workshop: 0,
            colour: Colour::Black,
            pay: Resources::ZERO,
        },
    );
    act(&mut g, JAN, Action::BuildGate { space: 0 });
    for colour in [Colour::Gray, Colour::White] {
        assert!(
            matches!(g.decision_for(JAN), Some(Decision::KeshiColour { .. })),
            "{:?}",
            g.decision_for(JAN)
        );
        act(&mut g, JAN, Action::ChooseColour { colour });
    }
    if g.decision_for(JAN) == Some(Decision::DeployHeldKeshi) {
        act(
            &mut g,
            JAN,
            Action::DeployHeld {
                colour: Colour::Gray,
            },
        );
    }
    let after = pl(&g, JAN);
    let (gr, wh, mo) = (
        Sector::Madrasa.index(),
        Sector::Palace.index(),
        Sector::Mosque.index(),
    );
    assert_eq!(after.markers[gr], before.markers[gr] + 1);
    assert_eq!(after.markers[wh], before.markers[wh] + 1);
    assert_eq!(after.markers[mo], before.markers[mo]);
    assert_eq!(after.held, [0; 12]);
}

// 002 addendum, scroll 70: "You gain all bonuses of your keshis deployed to
// the "main square" immediately. Multiply each bonus by the number of
// spectators facing that space. Example: Jan gets the following bonuses for
// his 4 keshis at the main square: 1 step on the palace staircase with his
// sultan's courtier, 3 steps on the river track, 3 dinars from the common
// supply, and 2 points."
#[test]
fn scroll_70_jan_four_entertainers() {
    let (s, mut st) = fresh(Edition::Classic);
    assistants(&mut st, JAN, &[Sector::Madrasa]);
    let buy = show_scroll(&mut st, ScrollId(70));
    let j = &mut st.players[JAN as usize];
    j.markers[Sector::Madrasa.index()] = 7;
    j.resources = Resources::new(0, 3, 0);
    // Four entertainers: palace step (1 spectator), river step (3), dinar
    // (3) and 2 points (1).
    j.entertainers = on_fields(&[PALACE_STEP, RIVER_STEP, DINAR, TWO_POINTS]);
    j.disc_rotation = disc_facing(&[
        (PALACE_STEP, 1),
        (RIVER_STEP, 3),
        (DINAR, 3),
        (TWO_POINTS, 1),
    ]);
    j.stairs = [0, 0];
    j.fisherman = 0;
    let before = *j;
    let mut g = load(s, st);
    act(&mut g, JAN, use_action(Sector::Madrasa));
    act(&mut g, JAN, buy);
    let after = pl(&g, JAN);
    assert_eq!(after.stairs[Stair::Palace.index()], 1);
    assert_eq!(after.fisherman, 3);
    assert_eq!(after.resources.dinars, before.resources.dinars + 3);
    assert_eq!(after.score, before.score + 2);
}

// 002 addendum, scroll 64: "You take 1 keshi of your choice ... Then, perform
// the sector action of that sector where you have deployed that keshi." A
// keshi brought by that keshi's own deployment bonus (here the goods keshi
// of the main-square field) does not change the sector.
#[test]
fn scroll_64_acts_where_its_own_keshi_went() {
    let (s, mut st) = fresh(Edition::Classic);
    assistants(&mut st, MARIE, &[Sector::Madrasa]);
    let buy = show_scroll(&mut st, ScrollId(64));
    let m = &mut st.players[MARIE as usize];
    m.markers[Sector::Madrasa.index()] = 7;
    m.resources = Resources::new(0, 3, 0);
    m.entertainers = 0;
    m.water_vendors = 0;
    let mut g = load(s, st);
    act(&mut g, MARIE, use_action(Sector::Madrasa));
    act(&mut g, MARIE, buy);
    act(
        &mut g,
        MARIE,
        Action::ChooseColour {
            colour: Colour::Pink,
        },
    );
    act(
        &mut g,
        MARIE,
        Action::PlaceEntertainer {
            field: field(GOODS),
        },
    );
    assert_eq!(
        g.decision_for(MARIE),
        Some(Decision::GoodsColour { count: 1 }),
        "the goods field's bonus comes first"
    );
    let events = act(
        &mut g,
        MARIE,
        Action::ChooseColour {
            colour: Colour::Yellow,
        },
    );
    // The goods keshi went to the souk; the scroll's keshi to the main
    // square, whose action turns the disc.
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::DiscRotated { player, .. } if *player == MARIE)),
        "the main square's action follows: {events:?}, then {:?}",
        g.decision_for(MARIE)
    );
}

// ---------------------------------------------------------------------------
// Rulings R28-R30
// ---------------------------------------------------------------------------

/// Jan's claim turn in the Classic claim phase, with `display` in the tower
/// base.
fn jan_claims_from(display: &[(Colour, u8)], edit: impl FnOnce(&mut State)) -> Game {
    let (s, mut st) = fresh(Edition::Classic);
    st.phase = Phase::Claim;
    st.start_player = JAN;
    st.turn = 0;
    st.agenda.clear();
    st.display = [0; 12];
    for (c, n) in display {
        st.display[c.index()] = *n;
    }
    edit(&mut st);
    let g = load(s, st);
    assert_eq!(g.decision_for(JAN), Some(Decision::ClaimKeshis));
    g
}

// R28; 002 "Claim keshis": "chooses one color and takes up to 2 keshis of
// this color ... (If there is only 1 keshi of the selected color, the player
// takes only 1)"; 000: "darf er sich nur 1 der beiden Keshis nehmen" only
// when there is room for one only. Two of a colour that both fit: both.
#[test]
fn r28_a_claim_takes_both_keshis_of_its_colour() {
    let g = jan_claims_from(&[(Colour::Green, 2), (Colour::Pink, 1)], |_| {});
    let legal = g.legal_actions(JAN);
    assert!(legal.contains(&Action::Claim {
        colour: Colour::Green,
        count: 2
    }));
    assert!(
        !legal.contains(&Action::Claim {
            colour: Colour::Green,
            count: 1
        }),
        "one of two that both fit is not a claim: {legal:?}"
    );
    assert!(legal.contains(&Action::Claim {
        colour: Colour::Pink,
        count: 1
    }));
    let mut g = g;
    assert!(g
        .apply(
            JAN,
            Action::Claim {
                colour: Colour::Green,
                count: 1
            }
        )
        .is_err());
}

// R28 with R13: "If there is only 1 free space left ... the player may take
// 1 keshi only and must leave the other one."
#[test]
fn r28_room_for_one_only_takes_one() {
    let cap = Catalog::embedded().rules.sector_capacity.value;
    let g = jan_claims_from(&[(Colour::Green, 2), (Colour::Pink, 1)], |st| {
        st.players[JAN as usize].markers[Sector::DateOrchard.index()] = cap - 1;
    });
    let legal = g.legal_actions(JAN);
    assert!(legal.contains(&Action::Claim {
        colour: Colour::Green,
        count: 1
    }));
    assert!(!legal.contains(&Action::Claim {
        colour: Colour::Green,
        count: 2
    }));
}

// R28, scroll 61: "You may always claim 2 keshis of your choice ...
// Exception: If only 1 keshi is left or you may not claim 2 because all your
// matching sectors are filled completely, you can and may claim 1 keshi
// only."
#[test]
fn r28_scroll_61_claims_two_unless_only_one_can_be_taken() {
    let g = jan_claims_from(&[(Colour::Green, 2), (Colour::Pink, 1)], |st| {
        give_scroll(st, JAN, ScrollId(61), Perk::ClaimAnyTwo);
    });
    let legal = g.legal_actions(JAN);
    assert_eq!(
        legal.len(),
        2,
        "both greens, or a green and the pink: {legal:?}"
    );
    assert!(legal.contains(&Action::Claim {
        colour: Colour::Green,
        count: 2
    }));
    assert!(legal.contains(&Action::ClaimPair {
        first: Colour::Green,
        second: Colour::Pink
    }));
    // Room for 1 only (the date orchard full but for one space, no pink
    // or other keshi that fits): 1 only.
    // That single claim is taken automatically: one green, the other stays.
    let cap = Catalog::embedded().rules.sector_capacity.value;
    let (s, mut st) = fresh(Edition::Classic);
    st.phase = Phase::Claim;
    st.start_player = JAN;
    st.turn = 0;
    st.agenda.clear();
    st.display = [0; 12];
    st.display[Colour::Green.index()] = 2;
    st.display[Colour::Red.index()] = 1;
    give_scroll(&mut st, JAN, ScrollId(61), Perk::ClaimAnyTwo);
    let j = &mut st.players[JAN as usize];
    j.markers[Sector::DateOrchard.index()] = cap - 1;
    // R12: a water vendor in every sector: no red keshi fits.
    j.water_vendors = Sector::ALL
        .iter()
        .filter(|s| **s != Sector::Souk)
        .fold(0, |m, s| m | 1 << s.index());
    let g = load(s, st);
    assert_eq!(pl(&g, JAN).markers[Sector::DateOrchard.index()], cap);
    assert_eq!(g.state().display[Colour::Green.index()], 1);
    assert_eq!(g.state().display[Colour::Red.index()], 1);
}

// R29 (where 000 and 001 disagree, 000 governs); 000 scroll 50: "Ein
// Wasserverkäufer-Papp-Keshi bringt dem Spieler beim Nutzen eines
// Assistenten im entsprechenden Bezirk ab sofort 1 Wasser und zusätzlich 2
// Punkte": whichever use Jan makes of the assistant.
#[test]
fn r29_scroll_50_pays_water_and_2_points_for_either_use_in_essential() {
    let (s, mut st) = fresh(Edition::Essential);
    assistants(&mut st, JAN, &[Sector::Palace]);
    give_scroll(&mut st, JAN, ScrollId(50), Perk::VendorPoints);
    let j = &mut st.players[JAN as usize];
    j.water_vendors = 1 << Sector::Palace.index();
    j.markers[Sector::Palace.index()] = 4;
    j.resources = Resources::new(0, 0, 0);
    let g = load(s, st);
    let before = score_in(&g, JAN, ScoreCategory::Scrolls);
    for a in [
        new_keshi(Sector::Palace, Colour::White),
        use_action(Sector::Palace),
    ] {
        let mut g = g.clone();
        act(&mut g, JAN, a);
        assert_eq!(pl(&g, JAN).resources.water, 1, "{a:?}");
        assert_eq!(
            score_in(&g, JAN, ScoreCategory::Scrolls),
            before + 2,
            "{a:?}"
        );
    }
}

/// Jan's outcome after his madrasa buys the instant scroll `id` with the
/// disc at `rotation`, with or without scroll 31.
fn instant_main_square_scroll(id: ScrollId, rotation: u8, entertainers: u8, extra: bool) -> Player {
    let (s, mut st) = fresh(Edition::Classic);
    assistants(&mut st, JAN, &[Sector::Madrasa]);
    let buy = show_scroll(&mut st, id);
    if extra {
        give_scroll(&mut st, JAN, ScrollId(31), Perk::ExtraSpectator);
    }
    let j = &mut st.players[JAN as usize];
    j.markers[Sector::Madrasa.index()] = 7;
    j.resources = Resources::new(0, 3, 0);
    j.disc_rotation = rotation;
    j.entertainers = entertainers;
    j.stairs = [0, 0];
    j.fisherman = 0;
    let mut g = load(s, st);
    act(&mut g, JAN, use_action(Sector::Madrasa));
    act(&mut g, JAN, buy);
    if let Some(Decision::GoodsColour { .. }) = g.decision_for(JAN) {
        act(
            &mut g,
            JAN,
            Action::ChooseColour {
                colour: Colour::Orange,
            },
        );
    }
    pl(&g, JAN)
}

/// What a scroll gave: resources, goods, steps, fisherman, points.
fn gains(p: &Player) -> (Resources, [u16; 3], [u8; 2], u8, i16) {
    (p.resources, p.goods, p.stairs, p.fisherman, p.score)
}

// R30; 002 addendum, scroll 47: "You check all sectors of your audience disc
// with 3 spectators and immediately gain 3 times each bonus facing these
// sectors." The sections are those printed with 3 spectators: scroll 31's
// extra spectator neither adds sections printed with 2 nor removes them.
#[test]
fn r30_scroll_47_counts_printed_spectators_with_scroll_31() {
    let rotation = disc_facing(&[(GOODS, 3), (MOSQUE_STEP, 3)]);
    let plain = instant_main_square_scroll(ScrollId(47), rotation, 0, false);
    let with_31 = instant_main_square_scroll(ScrollId(47), rotation, 0, true);
    assert_eq!(plain.goods, [0, 0, 3]);
    assert_eq!(gains(&with_31), gains(&plain));
}

// R30; 002 addendum, scroll 70: "Multiply each bonus by the number of
// spectators facing that space" — scroll 31's extra spectator included:
// Jan's example (palace step x1, river step x3, dinar x3, 2 points x1)
// becomes x2, x4, x4, x2.
#[test]
fn r30_scroll_70_multiplies_with_scroll_31s_extra_spectator() {
    let rotation = disc_facing(&[
        (PALACE_STEP, 1),
        (RIVER_STEP, 3),
        (DINAR, 3),
        (TWO_POINTS, 1),
    ]);
    let fields = on_fields(&[PALACE_STEP, RIVER_STEP, DINAR, TWO_POINTS]);
    let plain = instant_main_square_scroll(ScrollId(70), rotation, fields, false);
    let with_31 = instant_main_square_scroll(ScrollId(70), rotation, fields, true);
    assert_eq!(plain.fisherman, 3);
    assert_eq!(with_31.stairs[Stair::Palace.index()], 2);
    assert_eq!(with_31.fisherman, 4);
    assert_eq!(with_31.resources.dinars, plain.resources.dinars + 1);
    assert_eq!(with_31.score, plain.score + 2);
}

// R30; 002 addendum, scroll 51: "you gain all bonuses from spaces facing
// sections with 1 spectator" (printed), and scroll 29: "2 points for each
// spectator facing the space with 2 points" (scroll 31's extra one counts).
// Sarah: entertainer on the 2-points field (2 + 1 spectators: 6 points),
// scroll 29 (3 spectators: 6 points), scroll 51 (water, date, palace step).
#[test]
fn r30_scrolls_29_and_51_with_scroll_31() {
    let (s, mut st) = fresh(Edition::Classic);
    assistants(&mut st, SARAH, &[Sector::MainSquare]);
    give_scroll(&mut st, SARAH, ScrollId(51), Perk::OneSpectatorBonuses);
    give_scroll(&mut st, SARAH, ScrollId(29), Perk::MainSquareTwoPointsField);
    give_scroll(&mut st, SARAH, ScrollId(31), Perk::ExtraSpectator);
    let p = &mut st.players[SARAH as usize];
    p.entertainers = on_fields(&[TWO_POINTS]);
    p.disc_rotation = before_rotation(disc_facing(&[
        (WATER, 1),
        (DATE, 1),
        (PALACE_STEP, 1),
        (TWO_POINTS, 2),
    ]));
    p.stairs = [0, 0];
    let before = *p;
    let mut g = load(s, st);
    act(&mut g, SARAH, use_action(Sector::MainSquare));
    let after = pl(&g, SARAH);
    assert_eq!(after.resources.water, before.resources.water + 1);
    assert_eq!(after.resources.dates, before.resources.dates + 1);
    assert_eq!(after.resources.dinars, before.resources.dinars);
    assert_eq!(after.stairs[Stair::Palace.index()], 1);
    assert_eq!(score_in(&g, SARAH, ScoreCategory::MainSquare), 6);
    assert_eq!(score_in(&g, SARAH, ScoreCategory::Scrolls), 6);
}

// R30; 002 river tile 16: "You perform the sector action main square twice
// in a row" — each with scroll 31's extra spectator.
#[test]
fn r30_river_tile_16_with_scroll_31() {
    let run = |extra: bool| {
        let (s, mut st) = fresh(Edition::Classic);
        st.phase = Phase::SeasonScoring;
        st.scoring_step = ScoringStep::RiverFirst;
        st.season = 1;
        st.round = 3;
        st.turn = 0;
        st.agenda.clear();
        st.river_tiles[1] = 16;
        if extra {
            give_scroll(&mut st, SARAH, ScrollId(31), Perk::ExtraSpectator);
        }
        for q in st.players.iter_mut() {
            for t in q.provision.iter_mut() {
                t.active = false;
            }
        }
        let p = &mut st.players[SARAH as usize];
        p.fisherman = 12;
        // One entertainer: each action's choice of it is taken at once.
        p.entertainers = on_fields(&[DINAR]);
        p.disc_rotation = 0;
        let before = p.resources.dinars;
        let g = load(s, st);
        assert_eq!(pl(&g, SARAH).disc_rotation, 2, "two main-square actions");
        pl(&g, SARAH).resources.dinars - before
    };
    let cat = Catalog::embedded();
    let dinar = field(DINAR);
    let printed = |rotation: u8| cat.printed_spectators(false, rotation, dinar) as u16;
    assert_eq!(run(false), printed(1) + printed(2));
    assert_eq!(run(true), printed(1) + printed(2) + 2);
}
