//! Final scoring, desert towns, the Paschabot's scoring and the winners.

use crate::*;

/// Oasis and resource points of the best choice of at most 3 stored oases:
/// oases 19-21 take resources they are handed, 1 point each instead of half.
pub(crate) fn best_oases_brute_force(g: &Game, p: PlayerId) -> i16 {
    let st = g.state();
    let cat = g.catalog();
    let pl = st.player(p);
    let stored: Vec<OasisId> = pl.storage.iter().copied().collect();
    let mut best = i16::MIN;
    for mask in 0u32..(1 << stored.len()) {
        if mask.count_ones() > 3 {
            continue;
        }
        let mut left = pl.resources;
        let mut points = 0i16;
        for (j, o) in stored.iter().enumerate() {
            if mask & (1 << j) == 0 {
                continue;
            }
            let mut returned = 0;
            if let marrakesh_engine::OasisEffect::ReturnResource { resource, max, .. } =
                cat.oasis(*o).effect
            {
                returned = left.get(resource).min(max as u16);
                *left.get_mut(resource) -= returned;
            }
            points += oasis_points(cat, st, p, *o, returned, true);
        }
        let rest = left.total() + pl.goods_total();
        best = best.max(points + (rest / 2) as i16);
    }
    best
}

/// What a claimed desert town is worth at the end, from the texts of 002
/// and, for the Paschabot, 003's adjustments ("09 Der Paschabot erhält 2
/// Punkte pro rosa Keshi"; "10 ... Der Paschabot erhält 14 Punkte"; "12 ...
/// Er erhält einen gleichfarbigen Keshi und 7 Punkte").
pub(crate) fn town_value(g: &Game, p: PlayerId, town: u8) -> i16 {
    let st = g.state();
    let cat = g.catalog();
    let pl = st.player(p);
    let bot = st.pascha.filter(|_| p == PASCHABOT);
    let Some(def) = cat.desert_towns.iter().find(|t| t.id == town) else {
        return 0;
    };
    let v: i32 = match def.effect {
        // 01 "2 points for each of your built city gates".
        DesertTownEffect::PointsPerGate { points } => {
            let gates = match bot {
                Some(pb) => pb.gates_taken(),
                None => pl.gates_built(),
            };
            gates as i32 * points as i32
        }
        // 02, 03.
        DesertTownEffect::PointsPerLuxuryGood { points } => {
            pl.luxury_count() as i32 * points as i32
        }
        DesertTownEffect::PointsPerScroll { points } => pl.scrolls.len() as i32 * points as i32,
        // 04, 05: "Steps taken after you have reached the final space of a
        // staircase do not count".
        DesertTownEffect::StairSteps { stair } => {
            pl.stairs[stair.index()].min(cat.staircase.final_step) as i32
        }
        // 06: "1 point for every 3 keshis (no matter which types) on your
        // player board. Exception: Do not count the goods keshis".
        DesertTownEffect::KeshisDivided { divisor } => {
            let keshis = match bot {
                Some(pb) => pb.rows.iter().map(|&x| x as i32).sum::<i32>(),
                None => Sector::SCORING
                    .iter()
                    .map(|s| pl.sector_keshis(*s) as i32)
                    .sum::<i32>(),
            } + pl.water_vendor_count() as i32;
            keshis / divisor as i32
        }
        // 07 (R1): Essential season 3, Classic the whole game.
        DesertTownEffect::RiverSteps => match st.edition {
            Edition::Essential => pl.river_steps[2] as i32,
            Edition::Classic => pl.river_steps.iter().map(|&x| x as i32).sum(),
        },
        // 08 "2 points for each sector containing at least 4 keshis,
        // including red water vendor keshis. Exception: Do not score the
        // souk."
        DesertTownEffect::SectorsWithKeshis { min, points } => {
            let k = Sector::SCORING
                .iter()
                .filter(|s| {
                    let here = match bot {
                        Some(pb) => pb.rows[s.index()],
                        None => pl.sector_keshis(**s),
                    };
                    here + u8::from(pl.has_vendor(**s)) >= min
                })
                .count() as i32;
            k * points as i32
        }
        // 09 "Each entertainer is worth as many points as the number of
        // spectators facing that entertainer."
        DesertTownEffect::EntertainerSpectators => match bot {
            Some(pb) => 2 * pb.rows[Sector::MainSquare.index()] as i32,
            None => {
                let disc = audience_disc(cat, st, p);
                let extra = u8::from(pl.has(Perk::ExtraSpectator));
                (0..8usize)
                    .filter(|f| pl.entertainers & (1 << f) != 0)
                    .map(|f| (disc[(f + 8 - pl.disc_rotation as usize % 8) % 8] + extra) as i32)
                    .sum()
            }
        },
        DesertTownEffect::TakeScroll if bot.is_some() => 14,
        DesertTownEffect::TakeGate if bot.is_some() => 7,
        DesertTownEffect::TakeScroll
        | DesertTownEffect::TakeLuxuryGood
        | DesertTownEffect::TakeGate => 0,
    };
    v as i16
}

/// The lowest score that wins against the lazy Paschabot, and the title a
/// score earns: 003 "135 Punkte: Stolzer Bürger ... 201 Punkte: Thronfolger
/// des Pascha"; "Wüstenstädte, addiere 25 Punkte zu jedem Level".
pub(crate) fn lazy_title(g: &Game, score: i16) -> Option<String> {
    let pb = &g.catalog().paschabot;
    let add = if g.state().modules.desert_towns {
        pb.lazy_ladder_desert_towns
    } else {
        0
    };
    pb.lazy_ladder
        .iter()
        .rfind(|(pts, _)| score as i32 >= (*pts + add) as i32)
        .map(|(_, t)| t.clone())
}

/// Checks at the end of a game.
pub(crate) fn end_checks(g: &Game, t: &Tracker) -> Result<(), String> {
    let st = g.state();
    let cat = g.catalog();
    ensure!(g.is_over() && st.phase == Phase::GameOver, "not over");
    ensure!(
        t.rounds.len() == 12,
        "{} rounds ended, not 12",
        t.rounds.len()
    );
    ensure!(t.seasons == [0, 1, 2], "seasons ended: {:?}", t.seasons);
    ensure!(
        t.game_over.len() == 1,
        "{} GameOver events",
        t.game_over.len()
    );
    let winners = g.winners();
    ensure!(!winners.is_empty() || lazy_bot(st), "no winner");
    ensure!(
        t.game_over[0] == winners,
        "GameOver event names {:?}, winners() {winners:?}",
        t.game_over[0]
    );
    let scores = g.scores();
    ensure!(
        scores.len() == g.num_players() as usize,
        "{} score sheets",
        scores.len()
    );
    let best = scores.iter().map(|s| s.total).max().unwrap_or(0);
    for s in &scores {
        let pl = st.player(s.player);
        let Some(fs) = s.final_scoring else {
            return Err(format!("player {}: no final scoring", s.player));
        };
        let sum: i32 = s.categories.iter().map(|(_, v)| *v as i32).sum();
        ensure!(
            sum == s.total as i32 && s.total == pl.score,
            "player {}: total {} (state {}), categories sum {sum}: {:?}",
            s.player,
            s.total,
            pl.score,
            s.categories
        );
        let by = |c: ScoreCategory| {
            s.categories
                .iter()
                .find(|(k, _)| *k == c)
                .map(|(_, v)| *v)
                .unwrap_or(0)
        };
        ensure!(
            by(ScoreCategory::CompleteSectors) == fs.complete_sector_points
                && by(ScoreCategory::Oases) == fs.oasis_points
                && by(ScoreCategory::Resources) == fs.resource_points
                && by(ScoreCategory::DesertTowns) == fs.town_points,
            "player {}: final scoring {fs:?} vs categories {:?}",
            s.player,
            s.categories
        );
        let oasis_sum: i16 = fs.oases.iter().flatten().map(|(_, v)| *v).sum();
        ensure!(
            oasis_sum == fs.oasis_points,
            "player {}: oases {:?} sum to {oasis_sum}, not {}",
            s.player,
            fs.oases,
            fs.oasis_points
        );
        let town_sum: i16 = fs.towns.iter().flatten().map(|(_, v)| *v).sum();
        ensure!(
            town_sum == fs.town_points,
            "player {}: towns {:?} sum to {town_sum}, not {}",
            s.player,
            fs.towns,
            fs.town_points
        );
        ensure!(
            s.winner == winners.contains(&s.player),
            "player {}: winner flag {} but winners {winners:?}",
            s.player,
            s.winner
        );
        if s.winner {
            ensure!(
                s.total == best,
                "winner {} has {} < {best}",
                s.player,
                s.total
            );
        }
        ensure!(
            s.palace_step == pl.stairs[Stair::Palace.index()]
                && s.mosque_step == pl.stairs[Stair::Mosque.index()],
            "player {}: staircase steps on the sheet differ from the state",
            s.player
        );
        // Against the lazy Paschabot, your title.
        let title = (lazy_bot(st) && s.player == 0)
            .then(|| lazy_title(g, pl.score))
            .flatten();
        ensure!(
            s.title == title,
            "player {}: title {:?} with {} points, the ladder gives {title:?}",
            s.player,
            s.title,
            pl.score
        );
    }
    let expect: Vec<PlayerId> = match st.pascha {
        // "Besitzt du nun mehr Punkte als der Paschabot, hast du gewonnen.
        // Andernfalls gewinnt der Paschabot."
        Some(pb) if pb.opponent == Opponent::Paschabot => {
            if st.player(0).score > st.player(PASCHABOT).score {
                vec![0]
            } else {
                vec![PASCHABOT]
            }
        }
        // The lazy bot: you win with a title.
        Some(_) => {
            if lazy_title(g, st.player(0).score).is_some() {
                vec![0]
            } else {
                Vec::new()
            }
        }
        None => {
            // Tie-break: most points, then the palace, then the mosque.
            let key = |p: PlayerId| {
                let pl = st.player(p);
                (
                    pl.score,
                    pl.stairs[Stair::Palace.index()],
                    pl.stairs[Stair::Mosque.index()],
                )
            };
            let top = (0..g.num_players()).map(key).max();
            (0..g.num_players())
                .filter(|p| Some(key(*p)) == top)
                .collect()
        }
    };
    ensure!(
        winners == expect,
        "winners {winners:?}, expected {expect:?} (scores {:?})",
        (0..g.num_players())
            .map(|p| st.player(p).score)
            .collect::<Vec<_>>()
    );
    // The fishermen went home after the last river evaluation; with the
    // camel race its reward phase comes after that (R37), and its river
    // steps may move them on.
    ensure!(
        st.jetty == 0 || st.modules.camel_race,
        "jetty spots {:#b} after the game",
        st.jetty
    );
    for p in 0..g.num_players() {
        let pl = st.player(p);
        let fs = st.final_scores[p as usize];
        ensure!(
            (pl.fisherman == 0 && pl.dock.is_none()) || st.modules.camel_race,
            "player {p}: fisherman at {} after the game",
            pl.fisherman
        );
        if is_paschabot(st, p) {
            bot_end_checks(g, fs)?;
            continue;
        }
        // Complete sectors: 8 keshis and a water vendor (module 5: "the
        // Sahara counts as complete only if both desert-town keshi spaces
        // are filled, in addition to all other keshi spaces").
        let complete = Sector::ALL
            .iter()
            .filter(|s| {
                let full = match s {
                    Sector::Sahara => {
                        let caps = path_caps(st);
                        (0..3).all(|k| pl.caravans[k] == caps[k])
                    }
                    _ => pl.sector_keshis(**s) == 8,
                };
                **s != Sector::Souk && full && pl.has_vendor(**s)
            })
            .count() as u8;
        ensure!(
            fs.complete_sectors == complete
                && fs.complete_sector_points
                    == complete as i16 * cat.rules.complete_sector_points.value,
            "player {p}: {complete} complete sectors, final scoring says {fs:?}"
        );
        // The scored oases are distinct stored oases.
        let chosen: Vec<OasisId> = fs.oases.iter().flatten().map(|(o, _)| *o).collect();
        for (i, o) in chosen.iter().enumerate() {
            ensure!(
                pl.storage.iter().any(|x| x == o) && !chosen[..i].contains(o),
                "player {p}: scored oases {chosen:?}, storage {:?}",
                pl.storage
            );
        }
        ensure!(
            fs.resource_points as u16 == fs.resources_left / 2,
            "player {p}: {} resources left give {} points",
            fs.resources_left,
            fs.resource_points
        );
        // The best choice of at most 3 oases with the resources left over.
        let best = best_oases_brute_force(g, p);
        ensure!(
            fs.oasis_points + fs.resource_points == best,
            "player {p}: oases {:?} + resources give {} + {}, the best choice gives {best}",
            fs.oases,
            fs.oasis_points,
            fs.resource_points
        );
        // Module 5: "Score (at most) 2 desert towns": the claimed ones (day
        // side up), each by its text.
        let mut expect: Vec<(u8, i16)> = pl
            .towns
            .iter()
            .flatten()
            .filter(|t| t.claimed)
            .map(|t| (t.town, town_value(g, p, t.town)))
            .collect();
        expect.truncate(2);
        let got: Vec<(u8, i16)> = fs.towns.iter().flatten().copied().collect();
        ensure!(
            got == expect,
            "player {p}: desert towns scored {got:?}, the towns {:?} give {expect:?}",
            pl.towns
        );
    }
    let view = g.view(None);
    ensure!(
        view.final_scores.is_some(),
        "view of a finished game without final scores"
    );
    solo_result_sweep(g)?;
    Ok(())
}

/// Solo: the result for other final scores of yours, around the
/// Paschabot's score and each level of the lazy bot's ladder (with desert
/// towns "addiere 25 Punkte zu jedem Level"): winners and your title.
pub(crate) fn solo_result_sweep(g: &Game) -> Result<(), String> {
    let st0 = *g.state();
    let Some(pb) = st0.pascha else {
        return Ok(());
    };
    let cat = g.catalog();
    let mut scores: Vec<i16> = Vec::new();
    let bot = st0.player(PASCHABOT).score;
    scores.extend([bot - 1, bot, bot + 1]);
    for (pts, _) in &cat.paschabot.lazy_ladder {
        for add in [0, cat.paschabot.lazy_ladder_desert_towns] {
            let x = (*pts + add) as i16;
            scores.extend([x - 1, x]);
        }
    }
    for score in scores {
        let mut st = st0;
        let d = score - st.players[0].score;
        st.players[0].score = score;
        st.players[0].score_by[ScoreCategory::Resources.index()] += d;
        let h = Game::from_state(*g.setup(), st)
            .map_err(|e| format!("the finished game with {score} points does not load: {e}"))?;
        let expect: Vec<PlayerId> = match pb.opponent {
            Opponent::Paschabot if score > bot => vec![0],
            Opponent::Paschabot => vec![PASCHABOT],
            Opponent::Lazy if lazy_title(g, score).is_some() => vec![0],
            Opponent::Lazy => Vec::new(),
        };
        let title = (pb.opponent == Opponent::Lazy)
            .then(|| lazy_title(g, score))
            .flatten();
        let sheet = h.scores().into_iter().next().map(|s| s.title);
        ensure!(
            h.winners() == expect && sheet == Some(title.clone()),
            "with {score} points against the {:?} ({} points, desert towns: {}): winners {:?} \
             and title {:?}, the rules give {expect:?} and {title:?}",
            pb.opponent,
            bot,
            st0.modules.desert_towns,
            h.winners(),
            sheet.flatten()
        );
    }
    Ok(())
}

/// The Paschabot's final scoring (003): "10 Punkte für jeden komplett
/// gefüllten Bezirk"; per sector "Die Keshi-Anzahl wird multipliziert mit
/// der Hälfte der Anzahl (aufgerundet) der entsprechenden Keshis, die auf
/// den aufgedeckten Strategieplättchen abgebildet sind" (not with the
/// easier option); its desert towns with the changes for 09, 10 and 12. The
/// lazy bot scores nothing.
pub(crate) fn bot_end_checks(g: &Game, fs: FinalScore) -> Result<(), String> {
    let st = g.state();
    let cat = g.catalog();
    let Some(pb) = st.pascha else {
        return Ok(());
    };
    let pl = st.player(PASCHABOT);
    if pb.opponent == Opponent::Lazy {
        ensure!(
            fs == FinalScore::default() && pl.score == 0,
            "the lazy Paschabot scores {fs:?}, {} points",
            pl.score
        );
        return Ok(());
    }
    let complete = Sector::SCORING
        .iter()
        .filter(|s| pb.rows[s.index()] >= 8 && pl.has_vendor(**s))
        .count() as u8;
    ensure!(
        fs.complete_sectors == complete
            && fs.complete_sector_points
                == complete as i16 * cat.rules.complete_sector_points.value
            && fs.oases == [None; 3]
            && fs.oasis_points == 0
            && fs.resource_points == 0,
        "the Paschabot has {complete} complete sectors, final scoring says {fs:?}"
    );
    let icons = bot_icons(cat, &pb);
    let mut per_sector = 0i16;
    for s in Sector::ALL {
        // R39: a nomad on a row is no keshi of the sector's colour.
        let (k, colour) = match s.colour() {
            Some(c) => ((pb.rows[s.index()] - pb.nomads[s.index()]) as i16, c),
            None => (pl.goods.iter().sum::<u16>() as i16, Colour::Yellow),
        };
        let shown = icons.iter().filter(|i| i.matches(colour)).count() as i16;
        per_sector += k * ((shown + 1) / 2);
    }
    if pb.difficulty.complete_sectors_only {
        per_sector = 0;
    }
    ensure!(
        pl.score_by[ScoreCategory::PaschabotSectors.index()] == per_sector,
        "the Paschabot's sectors score {}, the strategy tiles {icons:?} and rows {:?} give \
         {per_sector}",
        pl.score_by[ScoreCategory::PaschabotSectors.index()],
        pb.rows
    );
    let expect: Vec<(u8, i16)> = pl
        .towns
        .iter()
        .flatten()
        .map(|t| (t.town, town_value(g, PASCHABOT, t.town)))
        .collect();
    let got: Vec<(u8, i16)> = fs.towns.iter().flatten().copied().collect();
    ensure!(
        got == expect,
        "the Paschabot's desert towns scored {got:?}, the towns give {expect:?}"
    );
    Ok(())
}
