//! Actions that are not listed are refused with the right error and change nothing.

use crate::*;

/// One action of every kind, with assorted values.
pub(crate) fn assorted_actions() -> Vec<Action> {
    let bvec = |v: &[Colour]| BVec::from_slice(v).expect("fits");
    vec![
        Action::ArrangeStorage {
            keshis: bvec(&[Colour::Red, Colour::Green, Colour::Gray]),
        },
        Action::ArrangeStorage { keshis: bvec(&[]) },
        Action::OrientDisc { rotation: 8 },
        Action::OrientDisc { rotation: 255 },
        Action::ActivateProvision { slot: 3 },
        Action::Select {
            keshis: [Colour::Turquoise, Colour::Green, Colour::Gray],
        },
        Action::Select {
            keshis: [Colour::Red, Colour::Red, Colour::Red],
        },
        Action::PlaceAssistant {
            sector: Sector::Souk,
        },
        Action::Claim {
            colour: Colour::Red,
            count: 1,
        },
        Action::Claim {
            colour: Colour::Green,
            count: 3,
        },
        Action::Claim {
            colour: Colour::Yellow,
            count: 0,
        },
        Action::ClaimPair {
            first: Colour::Green,
            second: Colour::Green,
        },
        Action::DeployHeld {
            colour: Colour::Red,
        },
        Action::UseAssistant {
            sector: Sector::River,
            option: AssistantOption::SectorAction,
        },
        Action::UseAssistant {
            sector: Sector::Souk,
            option: AssistantOption::NewKeshi {
                colour: Colour::Red,
            },
        },
        Action::PlaceEntertainer { field: 8 },
        Action::PlaceCaravan {
            path: SaharaPath::StartOasis,
        },
        Action::PlaceWaterVendor {
            sector: Sector::Souk,
        },
        Action::ChooseColour {
            colour: Colour::Red,
        },
        Action::TakeResources {
            resources: Resources::new(50, 0, 0),
        },
        Action::Harvest {
            dates: 9,
            water: 0,
            dinars: 0,
            points: 0,
        },
        Action::ExtraStep {
            pay: StepPayment::Free,
        },
        Action::ExtraStep {
            pay: StepPayment::Water,
        },
        Action::LineBonus { space: 200 },
        Action::RapidBonus { rapid: 9 },
        Action::ExchangeGoods {
            colour: Colour::Green,
        },
        Action::BuyLuxury { slot: 5 },
        Action::ChooseEntertainer { field: 8 },
        Action::RefreshScrolls {
            ty: ScrollType::Gray,
            pay: Resources::ZERO,
        },
        Action::BuyScroll {
            ty: ScrollType::Orange,
            slot: 3,
        },
        Action::TakeScroll {
            ty: ScrollType::Yellow,
            slot: 3,
        },
        Action::BuyGate {
            workshop: 4,
            colour: Colour::Red,
            pay: Resources::ZERO,
        },
        Action::BuildGate { space: 8 },
        Action::ClaimOasis {
            slot: 6,
            pay: Resources::ZERO,
        },
        Action::TakeBonusOasis { index: 3 },
        Action::Accept,
        Action::ReturnKeshi {
            keshi: BoardKeshi::Marker {
                sector: Sector::Souk,
            },
        },
        Action::ReturnKeshi {
            keshi: BoardKeshi::Guard,
        },
        Action::ChooseSector {
            sector: Sector::Souk,
        },
        Action::ChooseStair {
            stair: Stair::Palace,
        },
        Action::ScoreOasis { index: 7 },
        Action::Count { n: 200 },
        Action::ReturnResource {
            resource: Resource::Water,
        },
        Action::ChooseOption { option: 2 },
        Action::Provision {
            alternative: true,
            pay: Resources::ZERO,
        },
        Action::TakeDesertTown { index: 7 },
        Action::TakeDesertTown { index: 255 },
        Action::ClaimDesertTown { space: 2 },
        Action::ClaimDesertTown { space: 255 },
        Action::ReturnKeshi {
            keshi: BoardKeshi::Caravan {
                path: SaharaPath::StartOasis,
            },
        },
        Action::Done,
    ]
}

pub(crate) fn tweak(r: Resources) -> Vec<Resources> {
    vec![
        Resources::ZERO,
        Resources::new(r.water + 1, r.dates, r.dinars),
        Resources::new(r.water, r.dates + 1, r.dinars),
        Resources::new(r.water, r.dates, r.dinars + 1),
        Resources::new(r.water.saturating_sub(1), r.dates, r.dinars + 1),
        Resources::new(r.water, r.dates, r.dinars.saturating_sub(1)),
        Resources::new(999, 999, 999),
    ]
}

/// Near misses of a listed action: other colours, sectors, slots, payments.
pub(crate) fn mutations(a: Action) -> Vec<Action> {
    let mut v = Vec::new();
    let slots = [0u8, 1, 2, 3, 4, 5, 6, 7, 8, 100, 255];
    match a {
        Action::ArrangeStorage { keshis } => {
            if !keshis.is_empty() {
                for c in Colour::ALL {
                    let mut k = keshis;
                    k.as_mut_slice()[0] = c;
                    v.push(Action::ArrangeStorage { keshis: k });
                }
            }
            let mut shorter = keshis;
            shorter.pop();
            v.push(Action::ArrangeStorage { keshis: shorter });
            let mut longer = keshis;
            if longer.push(Colour::Red) {
                v.push(Action::ArrangeStorage { keshis: longer });
            }
        }
        Action::OrientDisc { .. } => v.extend(
            slots
                .iter()
                .map(|&rotation| Action::OrientDisc { rotation }),
        ),
        Action::ActivateProvision { .. } => {
            v.extend(slots.iter().map(|&slot| Action::ActivateProvision { slot }))
        }
        Action::Select { keshis } => {
            for i in 0..3 {
                for c in Colour::ALL {
                    let mut k = keshis;
                    k[i] = c;
                    v.push(Action::Select { keshis: k });
                }
            }
            v.push(Action::Select {
                keshis: [keshis[2], keshis[1], keshis[0]],
            });
        }
        Action::PlaceAssistant { .. } => v.extend(
            Sector::ALL
                .iter()
                .map(|&sector| Action::PlaceAssistant { sector }),
        ),
        Action::Claim { colour, count } => {
            for c in Colour::ALL {
                v.push(Action::Claim { colour: c, count });
            }
            for count in [0, 1, 2, 3, 255] {
                v.push(Action::Claim { colour, count });
            }
            v.push(Action::ClaimPair {
                first: colour,
                second: colour,
            });
        }
        Action::ClaimPair { first, second } => {
            for c in Colour::ALL {
                v.push(Action::ClaimPair { first: c, second });
                v.push(Action::ClaimPair { first, second: c });
            }
            v.push(Action::ClaimPair {
                first: second,
                second: first,
            });
        }
        Action::DeployHeld { .. } => v.extend(
            Colour::ALL
                .iter()
                .map(|&colour| Action::DeployHeld { colour }),
        ),
        Action::UseAssistant { sector, option } => {
            for s in Sector::ALL {
                v.push(Action::UseAssistant { sector: s, option });
            }
            for c in Colour::ALL {
                v.push(Action::UseAssistant {
                    sector,
                    option: AssistantOption::NewKeshi { colour: c },
                });
            }
            v.push(Action::UseAssistant {
                sector,
                option: AssistantOption::SectorAction,
            });
        }
        Action::PlaceEntertainer { .. } => v.extend(
            slots
                .iter()
                .map(|&field| Action::PlaceEntertainer { field }),
        ),
        Action::PlaceCaravan { .. } => v.extend(
            [SaharaPath::Left, SaharaPath::Right, SaharaPath::StartOasis]
                .iter()
                .map(|&path| Action::PlaceCaravan { path }),
        ),
        Action::PlaceWaterVendor { .. } => v.extend(
            Sector::ALL
                .iter()
                .map(|&sector| Action::PlaceWaterVendor { sector }),
        ),
        Action::ChooseColour { .. } => v.extend(
            Colour::ALL
                .iter()
                .map(|&colour| Action::ChooseColour { colour }),
        ),
        Action::TakeResources { resources } => v.extend(
            tweak(resources)
                .into_iter()
                .map(|resources| Action::TakeResources { resources }),
        ),
        Action::Harvest {
            dates,
            water,
            dinars,
            points,
        } => {
            v.push(Action::Harvest {
                dates: dates + 1,
                water,
                dinars,
                points,
            });
            v.push(Action::Harvest {
                dates: dates.saturating_sub(1),
                water: water + 1,
                dinars,
                points,
            });
            v.push(Action::Harvest {
                dates: dates.saturating_sub(1),
                water,
                dinars: dinars + 1,
                points,
            });
            v.push(Action::Harvest {
                dates: dates.saturating_sub(1),
                water,
                dinars,
                points: points + 1,
            });
        }
        Action::ExtraStep { .. } => v.extend(
            [StepPayment::Water, StepPayment::Date, StepPayment::Free]
                .iter()
                .map(|&pay| Action::ExtraStep { pay }),
        ),
        Action::LineBonus { space } => {
            for s in [0, 1, space.wrapping_add(1), space.wrapping_sub(1), 30, 255] {
                v.push(Action::LineBonus { space: s });
            }
        }
        Action::RapidBonus { .. } => {
            v.extend(slots.iter().map(|&rapid| Action::RapidBonus { rapid }))
        }
        Action::ExchangeGoods { .. } => v.extend(
            Colour::ALL
                .iter()
                .map(|&colour| Action::ExchangeGoods { colour }),
        ),
        Action::BuyLuxury { .. } => v.extend(slots.iter().map(|&slot| Action::BuyLuxury { slot })),
        Action::ChooseEntertainer { .. } => v.extend(
            slots
                .iter()
                .map(|&field| Action::ChooseEntertainer { field }),
        ),
        Action::RefreshScrolls { ty, pay } => {
            for t in ScrollType::ALL {
                v.push(Action::RefreshScrolls { ty: t, pay });
            }
            v.extend(
                tweak(pay)
                    .into_iter()
                    .map(|pay| Action::RefreshScrolls { ty, pay }),
            );
        }
        Action::BuyScroll { ty, slot } => {
            for t in ScrollType::ALL {
                v.push(Action::BuyScroll { ty: t, slot });
                v.push(Action::TakeScroll { ty: t, slot });
            }
            v.extend(slots.iter().map(|&slot| Action::BuyScroll { ty, slot }));
        }
        Action::TakeScroll { ty, slot } => {
            for t in ScrollType::ALL {
                v.push(Action::TakeScroll { ty: t, slot });
                v.push(Action::BuyScroll { ty: t, slot });
            }
            v.extend(slots.iter().map(|&slot| Action::TakeScroll { ty, slot }));
        }
        Action::BuyGate {
            workshop,
            colour,
            pay,
        } => {
            for w in [0, 1, 2, 3, 4, 255] {
                v.push(Action::BuyGate {
                    workshop: w,
                    colour,
                    pay,
                });
            }
            for c in Colour::ALL {
                v.push(Action::BuyGate {
                    workshop,
                    colour: c,
                    pay,
                });
            }
            v.extend(tweak(pay).into_iter().map(|pay| Action::BuyGate {
                workshop,
                colour,
                pay,
            }));
        }
        Action::BuildGate { .. } => {
            v.extend(slots.iter().map(|&space| Action::BuildGate { space }))
        }
        Action::ClaimOasis { slot, pay } => {
            v.extend(slots.iter().map(|&s| Action::ClaimOasis { slot: s, pay }));
            v.extend(
                tweak(pay)
                    .into_iter()
                    .map(|pay| Action::ClaimOasis { slot, pay }),
            );
        }
        Action::TakeBonusOasis { .. } => {
            v.extend(slots.iter().map(|&index| Action::TakeBonusOasis { index }))
        }
        Action::ReturnKeshi { .. } => {
            for sector in Sector::ALL {
                v.push(Action::ReturnKeshi {
                    keshi: BoardKeshi::Marker { sector },
                });
                v.push(Action::ReturnKeshi {
                    keshi: BoardKeshi::WaterVendor { sector },
                });
            }
            for field in slots {
                v.push(Action::ReturnKeshi {
                    keshi: BoardKeshi::Entertainer { field },
                });
            }
            v.push(Action::ReturnKeshi {
                keshi: BoardKeshi::Guard,
            });
            for path in [SaharaPath::Left, SaharaPath::Right, SaharaPath::StartOasis] {
                v.push(Action::ReturnKeshi {
                    keshi: BoardKeshi::Caravan { path },
                });
            }
        }
        Action::TakeDesertTown { .. } => {
            v.extend(slots.iter().map(|&index| Action::TakeDesertTown { index }))
        }
        Action::ClaimDesertTown { .. } => {
            v.extend(slots.iter().map(|&space| Action::ClaimDesertTown { space }))
        }
        Action::ChooseSector { .. } => v.extend(
            Sector::ALL
                .iter()
                .map(|&sector| Action::ChooseSector { sector }),
        ),
        Action::ScoreOasis { .. } => {
            v.extend(slots.iter().map(|&index| Action::ScoreOasis { index }))
        }
        Action::Count { n } => {
            for k in [0, 1, n.wrapping_add(1), n.wrapping_sub(1), 20, 255] {
                v.push(Action::Count { n: k });
            }
        }
        Action::ChooseOption { .. } => {
            v.extend(slots.iter().map(|&option| Action::ChooseOption { option }))
        }
        Action::Provision { alternative, pay } => {
            v.push(Action::Provision {
                alternative: !alternative,
                pay,
            });
            v.extend(
                tweak(pay)
                    .into_iter()
                    .map(|pay| Action::Provision { alternative, pay }),
            );
            v.extend(tweak(pay).into_iter().map(|pay| Action::Provision {
                alternative: !alternative,
                pay,
            }));
        }
        _ => {}
    }
    v
}

pub(crate) fn unlisted_actions_are_rejected_and_change_nothing(setups: Vec<Setup>) {
    let assorted = assorted_actions();
    let mut rejected = 0u64;
    for setup in setups {
        let (players, seed) = (setup.players, setup.seed);
        {
            let mut play = Play::start(setup, seed % 3 == 2);
            let mut aux = Rng::new(seed ^ AUX);
            while !play.game.is_over() {
                if aux.below(3) == 0 {
                    rejected += check_rejections(&mut play, &assorted, &mut aux);
                }
                play.step();
            }
            play.check_end();
            // After the end, everything is refused.
            let before = *play.game.state();
            for p in 0..players + 1 {
                for a in [Action::Done, Action::Accept] {
                    match play.game.apply(p, a) {
                        Err(RuleError::GameOver) => {}
                        other => play.fail(&format!(
                            "{a:?} by {p} after the end gave {other:?}, not GameOver"
                        )),
                    }
                }
            }
            if *play.game.state() != before {
                play.fail("a refused action after the end changed the state");
            }
        }
    }
    eprintln!("{rejected} unlisted actions rejected");
}

#[test]
pub(crate) fn unlisted_actions_are_rejected_and_change_nothing_classic() {
    unlisted_actions_are_rejected_and_change_nothing(base_setups(
        Edition::Classic,
        2000,
        3 * scale(),
    ));
}

#[test]
pub(crate) fn unlisted_actions_are_rejected_and_change_nothing_essential() {
    unlisted_actions_are_rejected_and_change_nothing(base_setups(
        Edition::Essential,
        2000,
        3 * scale(),
    ));
}

#[test]
pub(crate) fn unlisted_actions_are_rejected_and_change_nothing_with_modules_and_solo() {
    unlisted_actions_are_rejected_and_change_nothing(module_and_solo_setups(2500, 2 * scale()));
}

/// Tries unlisted actions on the live game; each must fail with the right
/// error and leave the game as it was.
pub(crate) fn check_rejections(play: &mut Play, assorted: &[Action], aux: &mut Rng) -> u64 {
    let n = play.game.num_players();
    let pending = play.game.pending();
    let before = *play.game.state();
    let before_json = play.game.state_json();
    let mut count = 0;
    let mut try_one =
        |play: &mut Play, p: PlayerId, a: Action, expect: &dyn Fn(&RuleError) -> bool| {
            match play.game.apply(p, a) {
                Ok(ev) => play.fail(&format!(
                    "unlisted action {a:?} of player {p} was accepted (events {ev:?})"
                )),
                Err(e) => {
                    if !expect(&e) {
                        play.fail(&format!(
                            "unlisted action {a:?} of player {p}: unexpected error {e:?}"
                        ));
                    }
                }
            }
            if *play.game.state() != before {
                play.fail(&format!(
                    "rejected action {a:?} of player {p} changed the state"
                ));
            }
            count += 1;
        };
    // Candidates: mutations of listed actions and one action of every kind.
    for (p, d) in &pending.players {
        let legal = play.game.legal_actions(*p);
        let listed: HashSet<Action> = legal.iter().copied().collect();
        let mut candidates: Vec<Action> = assorted.to_vec();
        // Near misses of (a sample of) the listed actions.
        for _ in 0..legal.len().min(8) {
            candidates.extend(mutations(legal[aux.below(legal.len() as u32) as usize]));
        }
        // The other pending players' listed actions answer other decisions.
        for (q, _) in &pending.players {
            if q != p {
                candidates.extend(play.game.legal_actions(*q).into_iter().take(20));
            }
        }
        let mut seen = HashSet::new();
        candidates.retain(|a| !listed.contains(a) && seen.insert(*a));
        if candidates.len() > 60 {
            aux.shuffle(&mut candidates);
            candidates.truncate(60);
        }
        let d = *d;
        let p = *p;
        for a in candidates {
            try_one(play, p, a, &|e| {
                matches!(e, RuleError::IllegalAction { player, decision, action }
                    if *player == p && *decision == d && *action == a)
            });
        }
        // The listed actions by players that do not exist.
        let a = legal[aux.below(legal.len() as u32) as usize];
        for q in [n, 4, 7, 255] {
            try_one(
                play,
                q,
                a,
                &|e| matches!(e, RuleError::NoSuchPlayer(x) if *x == q),
            );
        }
        // ... and by players that have nothing to decide.
        let waiting: Vec<PlayerId> = pending.players.iter().map(|(q, _)| *q).collect();
        for q in 0..n {
            if pending.for_player(q).is_none() {
                for b in [a, Action::Done, Action::Accept] {
                    try_one(play, q, b, &|e| {
                        matches!(e, RuleError::NotYourTurn { player, waiting_for }
                            if *player == q && *waiting_for == waiting)
                    });
                }
            }
        }
    }
    if play.game.state_json() != before_json {
        play.fail("rejected actions changed the saved state");
    }
    count
}
