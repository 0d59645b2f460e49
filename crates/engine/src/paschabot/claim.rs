//! Phase 2 for the Paschabot: its keshi choice as a filter cascade (R19).
//!
//! 003: "1) Er wählt einen Keshi, der einen Bezirk komplett füllen würde ...
//! 2) Er wählt 2 Keshis derselben Farbe, falls verfügbar. 3) Er wählt nach
//! Keshi-Priorität ... 4) ... einen Keshi in der Farbe eines Bezirks, in dem
//! einer seiner Assistenten steht. 5) ... in dem einer deiner Assistenten
//! steht. 6) ... die weiter oben auf den offenen Strategieplättchen zu sehen
//! ist. 7) ... passend zu einem Bezirk der sich weiter oben auf dem
//! Paschabot-Tableau befindet."

use super::*;
use crate::ctx::Ctx;

/// A colour the bot could claim: a real colour, the goods (jokers among
/// themselves), or the water vendor.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Kind {
    Colour(Colour),
    Goods,
    Red,
    /// Nomads: the tower base's nomad, for the row it would go to.
    Nomad(Sector),
}

#[derive(Clone, Copy, Debug)]
pub(crate) struct Candidate {
    pub kind: Kind,
    /// Keshis it would take (1 or 2).
    pub count: u8,
    /// For a water vendor: the row it stands in for (R23).
    pub joker_for: Option<Sector>,
}

fn goods_available(ctx: &Ctx) -> u8 {
    Colour::GOODS
        .iter()
        .map(|c| ctx.st.display[c.index()])
        .max()
        .unwrap_or(0)
}

pub(crate) fn candidates(ctx: &Ctx) -> Vec<Candidate> {
    let d = &ctx.st.display;
    // At most a colour each, the goods, the water vendor and the nomad.
    let mut v = Vec::with_capacity(Colour::ALL.len() + 2);
    for c in Colour::ALL {
        if c.is_goods() || c == Colour::Red || d[c.index()] == 0 {
            continue;
        }
        let n = d[c.index()].min(room(ctx, c)).min(2);
        if n > 0 {
            v.push(Candidate {
                kind: Kind::Colour(c),
                count: n,
                joker_for: None,
            });
        }
    }
    let g = goods_available(ctx);
    if g > 0 {
        v.push(Candidate {
            kind: Kind::Goods,
            count: g.min(2),
            joker_for: None,
        });
    }
    let r = d[Colour::Red.index()].min(room(ctx, Colour::Red)).min(2);
    if r > 0 {
        v.push(Candidate {
            kind: Kind::Red,
            count: r,
            joker_for: None,
        });
    }
    if let Some(s) = nomad_row(ctx) {
        v.push(Candidate {
            kind: Kind::Nomad(s),
            count: 1,
            joker_for: None,
        });
    }
    v
}

/// 003: "Er setzt den Nomaden im Bezirk am weitesten oben ein, in dem noch
/// Platz ist": the row a nomad in the tower base would go to.
fn nomad_row(ctx: &Ctx) -> Option<Sector> {
    if !crate::modules::nomads::in_base(ctx.st) {
        return None;
    }
    let cap = ctx.cat.rules.sector_capacity.value;
    ctx.cat
        .paschabot
        .rows
        .iter()
        .copied()
        .find(|s| *s != Sector::Souk && row(ctx, *s) < cap)
}

/// Keeps the candidates satisfying `pred`; a rule nobody satisfies is
/// skipped.
fn filter(c: &mut Vec<Candidate>, pred: impl Fn(&Candidate) -> bool) {
    if c.iter().any(&pred) {
        c.retain(pred);
    }
}

/// Keeps the candidates with the smallest key.
fn keep_min<K: Ord + Copy>(c: &mut Vec<Candidate>, key: impl Fn(&Candidate) -> K) {
    if let Some(m) = c.iter().map(&key).min() {
        c.retain(|x| key(x) == m);
    }
}

fn sector_of(k: Kind) -> Option<Sector> {
    match k {
        Kind::Colour(c) => c.sector(),
        Kind::Goods => Some(Sector::Souk),
        Kind::Red => None,
        Kind::Nomad(s) => Some(s),
    }
}

fn colour_of(k: Kind) -> Colour {
    match k {
        Kind::Colour(c) => c,
        Kind::Goods => Colour::Yellow,
        Kind::Red => Colour::Red,
        Kind::Nomad(s) => s.colour().unwrap_or(Colour::Red),
    }
}

/// The row a water vendor would complete: 8 keshis and no vendor.
fn red_completes(ctx: &Ctx) -> Option<Sector> {
    let cap = ctx.cat.rules.sector_capacity.value;
    Sector::SCORING
        .iter()
        .copied()
        .find(|s| row(ctx, *s) >= cap && !ctx.player(BOT).has_vendor(*s))
}

/// The best colour a water vendor can stand in for: "Steht bereits ein
/// Wasserverkäufer in einem Bezirk des Paschabot, zählt der Wasserverkäufer
/// für diese Keshi-Farbe nicht mehr als Joker."
fn red_joker(ctx: &Ctx, icons: &Icons) -> Option<(Sector, u8)> {
    Sector::SCORING
        .iter()
        .copied()
        .filter(|s| !ctx.player(BOT).has_vendor(*s))
        .map(|s| (s, icons.priority(s.colour().unwrap_or(Colour::Red))))
        .max_by_key(|(s, p)| {
            (
                *p,
                std::cmp::Reverse(icons.position(s.colour().unwrap_or(Colour::Red))),
                std::cmp::Reverse(row_rank(ctx, *s)),
            )
        })
}

/// Runs the cascade and returns the chosen candidate.
pub(crate) fn choose(ctx: &Ctx, human_assistants: &[Sector]) -> Option<Candidate> {
    let mut c = candidates(ctx);
    if c.is_empty() {
        return None;
    }
    let icons = Icons::of(ctx);
    // R40: "Der Paschabot wählt Nomaden nur, wenn er diese laut der
    // Keshi-Priorität bevorzugt": the nomad is taken exactly when the nomad
    // icons of the revealed tiles (11-15) outrank every keshi on offer (the
    // water vendor by the colour it would stand in for); otherwise the
    // cascade runs over the keshis alone.
    if let Some(nomad) = c.iter().copied().find(|x| matches!(x.kind, Kind::Nomad(_))) {
        c.retain(|x| !matches!(x.kind, Kind::Nomad(_)));
        let joker = red_joker(ctx, &icons);
        let best = c
            .iter()
            .map(|x| match x.kind {
                Kind::Red => joker.map(|(_, p)| p).unwrap_or(0),
                k => icons.priority(colour_of(k)),
            })
            .max();
        let wanted = icons.nomads();
        if wanted > 0 && best.is_none_or(|b| wanted > b) {
            return Some(nomad);
        }
        if c.is_empty() {
            return None;
        }
    }
    let cap = ctx.cat.rules.sector_capacity.value;
    // 1) completes a sector (8 keshis + 1 water vendor, not the souk).
    let red_full = red_completes(ctx);
    filter(&mut c, |x| match x.kind {
        Kind::Colour(col) => col
            .sector()
            .is_some_and(|s| row(ctx, s) + x.count >= cap && ctx.player(BOT).has_vendor(s)),
        Kind::Red => red_full.is_some(),
        Kind::Goods | Kind::Nomad(_) => false,
    });
    if c.len() == 1 && c[0].kind == Kind::Red {
        c[0].joker_for = red_full;
        return Some(c[0]);
    }
    // 2) two keshis of the same colour.
    filter(&mut c, |x| x.count >= 2);
    // 3) keshi priority; the water vendor as joker for the colour asked
    // for, but "immer zuerst einen Keshi der geforderten Farbe".
    let joker = red_joker(ctx, &icons);
    let score = |x: &Candidate| match x.kind {
        Kind::Red => joker.map(|(_, p)| p).unwrap_or(0),
        k => icons.priority(colour_of(k)),
    };
    if let Some(best) = c.iter().map(score).max() {
        c.retain(|x| score(x) == best);
        if c.len() > 1 {
            c.retain(|x| x.kind != Kind::Red);
        }
        if c.len() == 1 && c[0].kind == Kind::Red && best > 0 {
            c[0].joker_for = joker.map(|(s, _)| s);
        }
    }
    // 4) a sector holding one of its own assistants.
    let own = ctx.player(BOT).assistants;
    filter(&mut c, |x| {
        sector_of(x.kind).is_some_and(|s| own.as_slice().contains(&s))
    });
    // 5) a sector holding one of your assistants.
    filter(&mut c, |x| {
        sector_of(x.kind).is_some_and(|s| human_assistants.contains(&s))
    });
    // 6) higher on the strategy tiles.
    keep_min(&mut c, |x| match x.kind {
        Kind::Red => u16::MAX,
        k => icons.position(colour_of(k)),
    });
    // 7) higher on the Paschabot board.
    keep_min(&mut c, |x| match sector_of(x.kind) {
        Some(s) => row_rank(ctx, s),
        None => u8::MAX,
    });
    c.first().copied()
}

/// The bot's claim turn.
pub(crate) fn claim(ctx: &mut Ctx) {
    let human = ctx.player(0).assistants;
    let Some(choice) = choose(ctx, human.as_slice()) else {
        return;
    };
    let colour = match choice.kind {
        Kind::Nomad(s) => return take_nomad(ctx, s),
        Kind::Colour(c) => c,
        Kind::Red => Colour::Red,
        // "Der Paschabot nimmt die Waren-Keshis, von denen er am wenigsten
        // besitzt" among those it can take in the chosen number.
        Kind::Goods => match fewest_goods(ctx, |g| ctx.st.display[g.index()] >= choice.count) {
            Some(g) => g,
            None => return,
        },
    };
    let n = choice.count.min(ctx.st.display[colour.index()]);
    ctx.st.display[colour.index()] -= n;
    ctx.emit_with(|| Event::KeshisClaimed {
        player: BOT,
        colours: vec![colour; n as usize],
    });
    for i in 0..n {
        // 2 water vendors "werden ... einzeln nacheinander eingesetzt": the
        // first where it stood in, the next by the priority list.
        let joker = if i == 0 { choice.joker_for } else { None };
        deploy(ctx, colour, joker);
    }
}

/// 003: "Er muss dafür keine Kosten bezahlen. Er setzt den Nomaden im
/// Bezirk am weitesten oben ein, in dem noch Platz ist." "Der Paschabot
/// bewegt seine Nomaden-Keshis nicht" (R40). R41: it counts as a keshi of
/// that row ("Er zählt als 1 Keshi dieses Bezirks") and pays the bonus of
/// the field it covers, as any keshi of the row does.
fn take_nomad(ctx: &mut Ctx, s: Sector) {
    ctx.st.nomads.in_base = false;
    ctx.emit(Event::NomadClaimed { player: BOT });
    let k = row(ctx, s) + 1;
    if let Some(pb) = pascha_mut(ctx) {
        pb.rows[s.index()] += 1;
        pb.nomads[s.index()] += 1;
    }
    ctx.emit(Event::NomadDeployed {
        player: BOT,
        spot: crate::action::BoardKeshi::Marker { sector: s },
    });
    row_bonus(ctx, s, k);
}
