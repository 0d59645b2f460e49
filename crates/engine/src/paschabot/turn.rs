//! Phase 3 for the Paschabot: its assistants and sector actions.
//!
//! 003: "Der Paschabot nutzt seine Assistenten immer in der Reihenfolge, in
//! der die Bezirke auf dem Paschabot-Tableau angeordnet sind, von oben nach
//! unten". For every sector but the souk and the madrasa: a water vendor
//! gives 1 point; "Befinden sich mindestens 2 Keshis (ohne Wasserverkäufer)
//! im Bezirk, führt er die Bezirksaktion aus"; otherwise a new keshi.

use super::*;
use crate::catalog::PaschaMadrasa;
use crate::ctx::Ctx;

/// The bot's whole turn: its assistants in board order.
pub(crate) fn turn(ctx: &mut Ctx) {
    let mut sectors: Vec<Sector> = ctx
        .player(BOT)
        .unused_assistants()
        .map(|(_, s)| s)
        .collect();
    ctx.player_mut(BOT).assistants_used = 0b111;
    // "Sind seine Assistenten gleichzeitig im Palast und in der Moschee
    // eingesetzt, nutzt er zuerst die Aktion des Bezirks, bei dem seine Figur
    // ... weiter unten steht. Bei Gleichstand wird mit dem Palast begonnen."
    let stairs = ctx.player(BOT).stairs;
    let mosque_first = stairs[Stair::Mosque.index()] < stairs[Stair::Palace.index()];
    sectors.sort_by_key(|s| {
        let rank = row_rank(ctx, *s);
        match s {
            Sector::Palace | Sector::Mosque => {
                let pal = row_rank(ctx, Sector::Palace).min(row_rank(ctx, Sector::Mosque));
                let second = (*s == Sector::Palace) == mosque_first;
                (pal, u8::from(second))
            }
            _ => (rank, 0),
        }
    });
    for s in sectors.into_iter().rev() {
        ctx.push(Task::PaschaAssistant { p: BOT, sector: s });
    }
}

/// One assistant of the bot.
pub(crate) fn assistant(ctx: &mut Ctx, sector: Sector) {
    use crate::action::AssistantOption;
    let act = matches!(sector, Sector::Souk | Sector::Madrasa) || row(ctx, sector) >= 2;
    let option = match sector.colour() {
        Some(colour) if !act => AssistantOption::NewKeshi { colour },
        _ => AssistantOption::SectorAction,
    };
    ctx.emit(Event::AssistantUsed {
        player: BOT,
        sector,
        option,
    });
    if !matches!(sector, Sector::Souk | Sector::Madrasa) && ctx.player(BOT).has_vendor(sector) {
        ctx.points(BOT, 1, ScoreCategory::Paschabot);
    }
    match option {
        AssistantOption::NewKeshi { colour } => deploy(ctx, colour, None),
        AssistantOption::SectorAction => sector_action(ctx, sector),
    }
}

/// The bot's sector actions (also for river tiles 01 and 16).
pub(crate) fn sector_action(ctx: &mut Ctx, sector: Sector) {
    match sector {
        Sector::Medina => medina(ctx),
        Sector::MainSquare => {
            // "3 mal den Bonus, welcher über dem letzten eingesetzten
            // (rechten) Gaukler-Keshi steht" (1x easier, 4x harder).
            let n = row(ctx, Sector::MainSquare);
            if n == 0 {
                return;
            }
            let d = pascha(ctx).difficulty;
            let times = if d.main_square_once {
                1
            } else if d.main_square_four {
                4
            } else {
                ctx.cat.paschabot.main_square_times
            };
            if let Some(b) = ctx.cat.paschabot.main_square.get(n as usize - 1).copied() {
                bonus(ctx, b.times(times), ScoreCategory::MainSquare);
            }
        }
        // "für jeden in seinem Bezirk eingesetzten Dattelpflücker 1 Punkt".
        Sector::DateOrchard => {
            let n = row(ctx, Sector::DateOrchard) as i16;
            ctx.points(BOT, n, ScoreCategory::Paschabot);
        }
        // "Für jeden türkisen Angler-Keshi und alle Wasserverkäufer auf dem
        // gesamten Paschabottableau".
        Sector::River => {
            let steps = row(ctx, Sector::River) + ctx.player(BOT).water_vendor_count();
            ctx.push(Task::MoveRiver {
                p: BOT,
                steps,
                extra: false,
            });
        }
        Sector::Madrasa => madrasa(ctx),
        // "Für je 2 Karawanenführer-Keshis erhält er 1 Punkt. Zusätzlich
        // erhält er 1 Keshi entsprechend der Keshi-Priorität."
        Sector::Sahara => {
            let n = row(ctx, Sector::Sahara) as i16 / 2;
            ctx.points(BOT, n, ScoreCategory::Paschabot);
            if let Some(c) = priority_colour(ctx, |_| true) {
                deploy(ctx, c, None);
            }
        }
        Sector::Palace | Sector::Mosque => {
            let stair = if sector == Sector::Palace {
                Stair::Palace
            } else {
                Stair::Mosque
            };
            ctx.push(Task::StartClimb {
                p: BOT,
                stair,
                steps: row(ctx, sector),
                extra: false,
            });
        }
        Sector::Souk => souk(ctx),
    }
}

/// "Der Paschabot wählt die erste Option, die möglich ist" (R21 for the
/// missing option 2).
fn madrasa(ctx: &mut Ctx) {
    let scholars = row(ctx, Sector::Madrasa);
    let opt: Option<PaschaMadrasa> = ctx
        .cat
        .paschabot
        .madrasa
        .iter()
        .find(|o| scholars >= o.min_scholars)
        .copied();
    let Some(o) = opt else { return };
    ctx.points(BOT, o.points as i16, ScoreCategory::Paschabot);
    let shown = &mut ctx.st.scrolls[o.remove.index()].face_up;
    let discarded = shown.iter().flatten().count() as i16;
    // "die 3 offen liegenden ... Schriftrollen kommen aus dem Spiel".
    *shown = [None; 3];
    // R20: "Wenn die Spielfigur des Paschabot vom Imam begleitet wird und der
    // Paschabot die Bezirksaktion Madrasa ausführt, erhält der Paschabot 3
    // Punkte zusätzlich (1 Punkt pro abgeworfenem Plättchen)": fewer when
    // fewer scrolls lay face up.
    if crate::modules::imam_sultan::carries(ctx, BOT, Stair::Mosque) {
        ctx.points(BOT, discarded, ScoreCategory::Paschabot);
    }
    ctx.emit(Event::ScrollsDiscarded { ty: o.remove });
    if o.keshi {
        if let Some(c) = priority_colour(ctx, |_| true) {
            deploy(ctx, c, None);
        }
    }
}

/// Medina: "Für jeden Wächter-Keshi, der noch kein Stadttor bewacht, nimmt
/// sich der Paschabot ein Tor, ohne die Kosten in Dinar dafür zu zahlen",
/// choosing by the 8 rules; "Er erhält 0 (nicht -3!)/1/3/7 Punkte".
fn medina(ctx: &mut Ctx) {
    let free = row(ctx, Sector::Medina).saturating_sub(pascha(ctx).gates_taken());
    for _ in 0..free {
        let Some((w, colour)) = choose_gate(ctx, None) else {
            return;
        };
        take_gate(ctx, w, colour);
    }
}

pub(crate) fn take_gate(ctx: &mut Ctx, w: usize, colour: Colour) {
    move_gate(ctx, w, colour);
    let pts = ctx.cat.workshops[w].points.max(0) as i16;
    ctx.points(BOT, pts, ScoreCategory::CityGates);
    deploy(ctx, colour, None);
}

/// The gate leaves workshop `w` for the bot's board.
pub(crate) fn move_gate(ctx: &mut Ctx, w: usize, colour: Colour) {
    ctx.st.workshops[w][colour.index()] -= 1;
    if let Some(pb) = pascha_mut(ctx) {
        pb.gates[colour.index()] += 1;
    }
    ctx.emit(Event::GateBought {
        player: BOT,
        workshop: w as u8,
        colour,
    });
}

/// The gate by the Paschabot's medina priorities; `workshop` restricts the
/// choice to one workshop.
pub(crate) fn choose_gate(ctx: &Ctx, workshop: Option<usize>) -> Option<(usize, Colour)> {
    let cap = ctx.cat.rules.sector_capacity.value;
    let left = |c: Colour| -> u16 { ctx.st.workshops.iter().map(|w| w[c.index()] as u16).sum() };
    let full = |c: Colour| match c {
        Colour::Red => Sector::SCORING
            .iter()
            .all(|s| ctx.player(BOT).has_vendor(*s)),
        _ if c.is_goods() => false,
        _ => c.sector().is_some_and(|s| row(ctx, s) >= cap),
    };
    let mut cands: Vec<Colour> = Colour::ALL
        .into_iter()
        .filter(|c| match workshop {
            Some(w) => ctx.st.workshops[w][c.index()] > 0,
            None => left(*c) > 0,
        })
        .collect();
    // 1) ignore the colours of complete sectors.
    cands.retain(|c| !full(*c));
    if cands.is_empty() {
        return None;
    }
    let keep = |cands: &mut Vec<Colour>, pred: &dyn Fn(Colour) -> bool| {
        if cands.iter().any(|c| pred(*c)) {
            cands.retain(|c| pred(*c));
        }
    };
    // 2) a gate whose keshi would complete a sector.
    keep(&mut cands, &|c| {
        c.sector()
            .is_some_and(|s| s != Sector::Souk && row(ctx, s) + 1 >= cap)
    });
    // 3) keshi priority; red gates are jokers.
    let icons = Icons::of(ctx);
    let score = |c: Colour| match c {
        Colour::Red => Sector::SCORING
            .iter()
            .filter(|s| !ctx.player(BOT).has_vendor(**s))
            .map(|s| icons.priority(s.colour().unwrap_or(Colour::Red)))
            .max()
            .unwrap_or(0),
        _ => icons.priority(c),
    };
    if let Some(best) = cands.iter().map(|c| score(*c)).max() {
        cands.retain(|c| score(*c) == best);
    }
    // 4) a colour it does not own yet.
    let owned = pascha(ctx).gates;
    keep(&mut cands, &|c| owned[c.index()] == 0);
    // 5) the colour with the fewest gates left.
    if let Some(m) = cands.iter().map(|c| left(*c)).min() {
        cands.retain(|c| left(*c) == m);
    }
    // 6) higher on the strategy tiles; 7) higher on its board.
    cands.sort_by_key(|c| {
        (
            icons.position(*c),
            c.sector().map(|s| row_rank(ctx, s)).unwrap_or(u8::MAX),
        )
    });
    let colour = *cands.first()?;
    // 8) the cheapest gate of the colour (harder: the dearest).
    let dear = pascha(ctx).difficulty.expensive_gates;
    let ws = (0..ctx.st.workshops.len())
        .filter(|w| workshop.is_none_or(|x| x == *w))
        .filter(|w| ctx.st.workshops[*w][colour.index()] > 0);
    let w = if dear {
        ws.max_by_key(|w| ctx.cat.workshops[*w].price)
    } else {
        ws.min_by_key(|w| ctx.cat.workshops[*w].price)
    }?;
    Some((w, colour))
}

/// Souk, per assistant: "1) Er kauft die oben auf dem letzten
/// Strategieplättchen abgebildete Luxusware ... 2) ... die unten ... 3)
/// ... erhält er 1 Waren-Keshi der Sorte, von der er die wenigsten besitzt."
fn souk(ctx: &mut Ctx) {
    let last = pascha(ctx).tiles.last().copied();
    let tile = last.and_then(|id| {
        ctx.cat
            .paschabot
            .strategy_tiles
            .iter()
            .find(|t| t.id == id)
            .map(|t| (t.top_luxury, t.bottom_luxury))
    });
    if let Some((top, bottom)) = tile {
        for kind in [top, bottom] {
            if buy(ctx, kind) {
                return;
            }
        }
    }
    if let Some(c) = fewest_goods(ctx, |_| true) {
        deploy(ctx, c, None);
    }
}

/// Buys the leftmost face-up luxury good of `kind` among those the bot can
/// pay for ("also muss nur die Anzahl, nicht die Farbe stimmen"). 003 names
/// both conditions of the option ("sofern sie offen ausliegt und er genügend
/// Waren-Keshis zum Bezahlen besitzt") before "nimmt er das am weitesten
/// links liegende"; read as a filter cascade (R19), leftmost breaks the tie
/// among the goods that meet both. R44: strategy tiles 11–15 show the
/// racing saddle, never the hunting falcon, so the bot never buys a falcon.
fn buy(ctx: &mut Ctx, kind: LuxuryKind) -> bool {
    // R20: with the sultan, "einen Rabatt von 1 Waren-Keshi".
    let discount = u16::from(crate::modules::imam_sultan::carries(
        ctx,
        BOT,
        Stair::Palace,
    ));
    let have = ctx.player(BOT).goods_total() + discount;
    let slot = ctx.st.luxury.face_up.iter().position(|g| {
        g.is_some_and(|id| {
            let def = ctx.cat.luxury(id);
            def.luxury == kind && def.cost.iter().map(|c| *c as u16).sum::<u16>() <= have
        })
    });
    let Some(slot) = slot else { return false };
    let Some(id) = ctx.st.luxury.face_up[slot] else {
        return false;
    };
    let def = ctx.cat.luxury(id);
    let (cost, points, reward) = (def.cost, def.points, def.reward);
    // Pay each colour from its own stock first, the rest with any goods.
    let goods = &mut ctx.player_mut(BOT).goods;
    let mut missing = 0u16;
    let mut cost = cost;
    if discount > 0 {
        if let Some(i) = (0..3).max_by_key(|i| cost[*i]) {
            cost[i] = cost[i].saturating_sub(1);
        }
    }
    for (g, c) in goods.iter_mut().zip(cost) {
        let from_own = (*g).min(c as u16);
        *g -= from_own;
        missing += c as u16 - from_own;
    }
    while missing > 0 {
        let Some(i) = (0..3).max_by_key(|i| goods[*i]) else {
            break;
        };
        if goods[i] == 0 {
            break;
        }
        goods[i] -= 1;
        missing -= 1;
    }
    ctx.player_mut(BOT).add_luxury(id);
    ctx.st.luxury.face_up[slot] = None;
    ctx.emit(Event::LuxuryBought {
        player: BOT,
        luxury: id,
    });
    // "Er erhält die Punkte sowie 1 Punkt für jede eventuell abgebildete
    // Ressource."
    ctx.points(
        BOT,
        points as i16 + reward.total() as i16,
        ScoreCategory::LuxuryGoods,
    );
    // A racing saddle (tiles 11-15, R40): "setzt sein Kamel 2 Felder ...
    // vor", which for the bot is "stattdessen 4 Punkte pro Schritt" (its
    // seat's `camel_steps`).
    crate::modules::new_luxury_goods::gained(ctx, BOT, id);
    true
}
