//! Expansion module: the camel race (003 "Das Kamelrennen").
//!
//! 003: "Jedesmal, wenn ein Spieler auf beliebige Weise einen Keshi erhält,
//! darf er sich entscheiden, diesen wie üblich auf seinem persönlichen
//! Tableau zu verwenden, oder ihn in seinem Zuschauerbereich auf der
//! Rennstrecke einzusetzen." "Sofort nach dem Einsetzten läuft das eigene
//! Kamel nach vorne." At the season scoring, "nach der Flusswertung und vor
//! der Versorgung der Bewohner", camels behind the leader take dung and the
//! players buy rewards with their spectators; at the end, dung costs points
//! and the podium pays.

use crate::action::StackSearch;
pub use crate::action::Tracks;
use crate::action::{Action, Decision};
use crate::bounded::BVec;
use crate::catalog::camel_race::{CamelRaceData, CamelReward, RewardOffer, RewardSide};
use crate::catalog::{Catalog, RiverTileBonus};
use crate::ctx::Ctx;
use crate::displays;
use crate::event::Event;
use crate::rng::Rng;
use crate::seat::{seat, Hook};
pub use crate::state::{Race, Racer};
use crate::state::{ScoreCategory, ScrollKeshi, State};
use crate::task::Task;
use crate::types::*;

/// The race's data, when the module is in play and the catalog has it.
pub(crate) fn data<'a>(cat: &'a Catalog, st: &State) -> Option<&'a CamelRaceData> {
    if st.modules.camel_race {
        cat.camel_race.as_ref()
    } else {
        None
    }
}

/// 003 setup: "Die Belohnungs-Plättchen werden gemischt. Dann werden 3
/// davon gezogen. Diese bilden einen Stapel ... Das oben liegende Plättchen
/// ist das aktive Plättchen für den ersten Durchgang." Each drawn tile lies
/// with a random side up.
pub(crate) fn lay_out(data: &CamelRaceData, rng: &mut Rng) -> Race {
    let mut ids: Vec<u8> = data.reward_tiles.iter().map(|t| t.id).collect();
    rng.shuffle(&mut ids);
    let mut race = Race::default();
    for id in ids.into_iter().take(data.reward_tiles_drawn.value as usize) {
        let side = rng.below(2) as u8;
        let _ = race.rewards.push((id, side));
    }
    race
}

/// The active reward tile's side.
pub(crate) fn active_side<'a>(cat: &'a Catalog, st: &State) -> Option<&'a RewardSide> {
    let data = data(cat, st)?;
    let (id, side) = *st.race.rewards.get(0)?;
    data.reward_tiles
        .iter()
        .find(|t| t.id == id)
        .map(|t| &t.sides[side as usize % 2])
}

/// Free spaces in `p`'s spectator area (none for a seat that does not
/// race, or without the module).
pub(crate) fn spectator_room(ctx: &Ctx, p: PlayerId) -> u8 {
    match data(ctx.cat, ctx.st) {
        Some(d) if seat(ctx.st, p).races() => d
            .spectator_spaces
            .value
            .saturating_sub(ctx.player(p).race.spectator_count()),
        _ => 0,
    }
}

/// "Ausnahme: Waren-Keshis dürfen nicht im Zuschauerbereich eingesetzt
/// werden."
pub(crate) fn may_watch(c: Colour) -> bool {
    !c.is_goods()
}

/// A keshi of `colour` is gained: offers the spectator area. `board_free`
/// tells whether the board takes it. Returns whether the race took over
/// (a decision, or the spectator area when the board is full: "Er muss
/// diese Keshis dann in seinem Zuschauerbereich einsetzen").
pub(crate) fn offer(ctx: &mut Ctx, p: PlayerId, colour: Colour, board_free: bool) -> bool {
    if !may_watch(colour) || spectator_room(ctx, p) == 0 {
        return false;
    }
    if board_free {
        ctx.decide(p, Decision::KeshiDestination { colour });
    } else {
        watch(ctx, p, colour);
    }
    true
}

pub(crate) fn legal_destination(out: &mut Vec<Action>) {
    out.push(Action::ToBoard);
    out.push(Action::ToSpectatorArea);
}

pub(crate) fn resolve_destination(ctx: &mut Ctx, p: PlayerId, colour: Colour, a: Action) {
    match a {
        Action::ToSpectatorArea => watch(ctx, p, colour),
        _ => crate::board::deploy_on_board(ctx, p, colour),
    }
}

/// "Der Keshi wird auf einen freien Platz im eigenen Zuschauerbereich
/// platziert." Then the camel runs.
pub(crate) fn watch(ctx: &mut Ctx, p: PlayerId, colour: Colour) {
    if data(ctx.cat, ctx.st).is_none() {
        return;
    }
    let pl = ctx.player_mut(p);
    pl.race.spectators[colour.index()] += 1;
    // Scroll 64: a keshi in the spectator area is in no sector.
    if pl.scroll_keshi == ScrollKeshi::Awaiting {
        pl.scroll_keshi = ScrollKeshi::Idle;
    }
    ctx.emit(Event::SpectatorPlaced { player: p, colour });
    cheer(ctx, p);
}

/// A nomad goes to the spectator area: "Anmerkung: Nomaden-Keshis können
/// ebenfalls platziert werden. Sie zählen als eigene Farbe". Then the camel
/// runs, the nomads counted as one colour more.
pub(crate) fn watch_nomad(ctx: &mut Ctx, p: PlayerId) {
    if data(ctx.cat, ctx.st).is_none() {
        return;
    }
    ctx.player_mut(p).race.nomads += 1;
    ctx.emit(Event::NomadSpectating { player: p });
    cheer(ctx, p);
}

/// "Sofort nach dem Einsetzten läuft das eigene Kamel nach vorne. Die
/// Anzahl der Felder hängt dabei von der Anzahl unterschiedlicher Keshis
/// (Farben) im eigenen Zuschauerbereich ab", also when the colour was
/// there already.
fn cheer(ctx: &mut Ctx, p: PlayerId) {
    let Some(d) = data(ctx.cat, ctx.st) else {
        return;
    };
    let kinds = ctx.player(p).race.kinds();
    let table = &d.steps_by_colours.value;
    let steps = table
        .get(kinds.saturating_sub(1))
        .or(table.last())
        .copied()
        .unwrap_or(0);
    run(ctx, p, steps);
}

/// A nomad leaves the spectator area (a move to a sector): "Sie können im
/// weiteren Spiel gegen Bezahlung von 1 Dinar auch wieder in in einen
/// anderen Bezirk umgesetzt werden." The camel stays where it is.
pub(crate) fn nomad_leaves(ctx: &mut Ctx, p: PlayerId) -> bool {
    let race = &mut ctx.player_mut(p).race;
    if race.nomads == 0 {
        return false;
    }
    race.nomads -= 1;
    ctx.emit(Event::NomadLeftSpectators { player: p });
    true
}

/// The camel of `p` is to make `steps` steps (spectators, a racing
/// saddle). A seat that does not race answers for itself.
pub(crate) fn run(ctx: &mut Ctx, p: PlayerId, steps: u8) {
    if let Hook::Done(()) = seat(ctx.st, p).camel_steps(ctx, steps) {
        return;
    }
    if steps > 0 {
        ctx.push(Task::CamelSteps { p, steps });
    }
}

/// One step of a camel's move, the rest pushed below what the step sets
/// off. "Um mit seinem Kamel auf eine Brücke zu ziehen, muss der Spieler
/// die dort geforderten Ressourcen abgeben ... Bezahlt er nicht, bleibt das
/// Kamel auf dem Feld vor der Brücke stehen. Übrige Schritte verfallen."
pub(crate) fn step(ctx: &mut Ctx, p: PlayerId, steps: u8) {
    let Some(d) = data(ctx.cat, ctx.st) else {
        return;
    };
    let at = ctx.player(p).race.camel;
    if steps == 0 || at >= d.finish.value {
        return;
    }
    if let Some(b) = d.bridges.value.iter().find(|b| b.space == at + 1) {
        let cost = Resources::new(b.water as u16, b.dates as u16, 0);
        if ctx.player(p).resources.covers(cost) {
            ctx.decide(p, Decision::CamelBridge { steps });
        } else {
            ctx.emit(Event::CamelStopped { player: p, at });
        }
        return;
    }
    advance_one(ctx, p, steps);
}

pub(crate) fn legal_bridge(out: &mut Vec<Action>) {
    out.push(Action::Accept);
    out.push(Action::Done);
}

pub(crate) fn resolve_bridge(ctx: &mut Ctx, p: PlayerId, steps: u8, a: Action) {
    let Some(d) = data(ctx.cat, ctx.st) else {
        return;
    };
    let at = ctx.player(p).race.camel;
    if a != Action::Accept {
        ctx.emit(Event::CamelStopped { player: p, at });
        return;
    }
    if let Some(b) = d.bridges.value.iter().find(|b| b.space == at + 1) {
        ctx.pay(p, Resources::new(b.water as u16, b.dates as u16, 0));
    }
    advance_one(ctx, p, steps);
}

/// Moves the camel one space and resolves the line it crosses.
fn advance_one(ctx: &mut Ctx, p: PlayerId, steps: u8) {
    let Some(d) = data(ctx.cat, ctx.st) else {
        return;
    };
    let from = ctx.player(p).race.camel;
    let to = from + 1;
    ctx.player_mut(p).race.camel = to;
    ctx.emit(Event::CamelMoved {
        player: p,
        from,
        to,
    });
    // "Überschreitet ein Kamel die Ziellinie, erhält der Spieler sofort 5
    // Punkte. Zusätzlich wird das Kamel auf das höchste noch freie Feld des
    // Podiums gestellt". Remaining steps end there.
    if to >= d.finish.value {
        let _ = ctx.st.race.podium.push(p);
        let place = ctx.st.race.podium.len() as u8;
        ctx.emit(Event::CamelFinished { player: p, place });
        ctx.points(p, d.finish_points.value, ScoreCategory::CamelRace);
        return;
    }
    ctx.push(Task::CamelSteps {
        p,
        steps: steps - 1,
    });
    // "Überschreitet ein Kamel eine Etappenlinie, darf sich der Spieler 1
    // Waren-Keshi aussuchen und 1 Kamelmist abwerfen. Überquert der Spieler
    // mit seinem Kamel als erster diese Linie, erhält er zusätzlich 1
    // Dinar."
    if let Some(line) = (1..4).find(|k| d.lines.value[*k] == from) {
        ctx.emit(Event::StageLineCrossed {
            player: p,
            line: line as u8,
        });
        let discard = d.stage_dung_discarded.value.min(ctx.player(p).race.dung);
        if discard > 0 {
            ctx.player_mut(p).race.dung -= discard;
            ctx.emit(Event::DungDiscarded {
                player: p,
                dung: discard,
            });
        }
        if ctx.st.race.crossed & (1 << line) == 0 {
            ctx.st.race.crossed |= 1 << line;
            let dinars = d.stage_first_dinars.value as u16;
            ctx.gain(p, Resources::new(0, 0, dinars));
        }
        if d.stage_goods.value > 0 {
            ctx.decide(
                p,
                Decision::GoodsColour {
                    count: d.stage_goods.value,
                },
            );
        }
    }
}

/// The lines lying between a camel at `behind` and one at `ahead`: start,
/// stage lines and the finish line ("Für jede Linie, die zwischen dem
/// führenden Kamel und dem eigenen Kamel liegt, muss sich der Spieler 1
/// Kamelmist nehmen").
pub fn lines_between(d: &CamelRaceData, behind: u8, ahead: u8) -> u8 {
    d.lines
        .value
        .iter()
        .copied()
        .chain(std::iter::once(d.finish.value - 1))
        .filter(|l| behind <= *l && *l < ahead)
        .count() as u8
}

/// The racing seats.
fn racers(st: &State) -> impl Iterator<Item = PlayerId> + '_ {
    (0..st.num_players).filter(move |p| seat(st, *p).races())
}

/// Reward phase, step 1: "Alle Spieler deren Kamel hinter dem führenden
/// Kamel liegen, prüfen nun, ob und wie viel Kamelmist sie nehmen müssen".
pub(crate) fn dung(ctx: &mut Ctx) {
    let Some(d) = data(ctx.cat, ctx.st) else {
        return;
    };
    let leader = racers(ctx.st)
        .map(|p| ctx.player(p).race.camel)
        .max()
        .unwrap_or(0);
    let players: Vec<PlayerId> = racers(ctx.st).collect();
    for p in players {
        let n = lines_between(d, ctx.player(p).race.camel, leader);
        if n > 0 {
            let r = &mut ctx.player_mut(p).race;
            r.dung = r.dung.saturating_add(n);
            ctx.emit(Event::DungTaken { player: p, dung: n });
        }
    }
}

/// Reward phase, step 2, for `p`: whether any reward is affordable.
pub(crate) fn may_buy(ctx: &Ctx, p: PlayerId) -> bool {
    let mut n = 0;
    rewards(ctx, p, |_| n += 1);
    n > 1
}

/// The colour sets of `any` colours from `from`, in a fixed order.
fn subsets(from: &[Colour], any: usize, out: &mut impl FnMut(ColourSet)) {
    fn go(from: &[Colour], any: usize, at: usize, cur: ColourSet, out: &mut impl FnMut(ColourSet)) {
        if cur.len() as usize == any {
            out(cur);
            return;
        }
        for i in at..from.len() {
            let mut next = cur;
            next.insert(from[i]);
            go(from, any, i + 1, next, out);
        }
    }
    go(from, any, 0, ColourSet::EMPTY, out);
}

/// "Das oben liegende Belohnungs-Plättchen zeigt verschiedene Kombinationen
/// von Keshis, die Spieler aus ihrem Zuschauerbereich in den allgemeinen
/// Vorrat zurücklegen können ... Sie dürfen mehrere Belohnungen kaufen, auch
/// mehrmals dieselbe". R25: the paid keshis all differ in colour.
pub(crate) fn legal_rewards(ctx: &Ctx, p: PlayerId, out: &mut Vec<Action>) {
    rewards(ctx, p, |a| out.push(a));
}

/// [`legal_rewards`]'s actions, one by one to `out` (no allocation).
fn rewards(ctx: &Ctx, p: PlayerId, mut out: impl FnMut(Action)) {
    let Some(side) = active_side(ctx.cat, ctx.st) else {
        out(Action::Done);
        return;
    };
    let race = ctx.player(p).race;
    let have = race.colours();
    for (i, o) in side.offers.iter().enumerate() {
        if !have.contains(o.colour) {
            continue;
        }
        // A search needs a stack with a tile in it (public: the heights).
        if search(o.reward).is_some_and(|s| !displays::searchable(ctx.st, s)) {
            continue;
        }
        let mut others: BVec<Colour, 12> = BVec::new();
        for c in have.iter().filter(|c| *c != o.colour) {
            let _ = others.push(c);
        }
        subsets(others.as_slice(), o.any as usize, &mut |mut keshis| {
            keshis.insert(o.colour);
            out(Action::BuyCamelReward {
                offer: i as u8,
                keshis,
            });
        });
        // A nomad may be one of the further keshis, as a colour of its
        // own; R32 (R31 with R25): at most one nomad pays for one reward;
        // never the shown one.
        if race.nomads > 0 && o.any > 0 {
            subsets(others.as_slice(), o.any as usize - 1, &mut |mut keshis| {
                keshis.insert(o.colour);
                out(Action::BuyCamelRewardWithNomad {
                    offer: i as u8,
                    keshis,
                });
            });
        }
    }
    // The right half: "Gegen Abgabe von 1 Keshi der anderen gezeigten Farbe
    // (rechte Hälfte): Lege 1 Kamelmist ab."
    if have.contains(side.dung_colour) && race.dung > 0 {
        out(Action::DiscardCamelDung);
    }
    out(Action::Done);
}

pub(crate) fn resolve_reward(ctx: &mut Ctx, p: PlayerId, a: Action) {
    let Some(side) = active_side(ctx.cat, ctx.st) else {
        return;
    };
    match a {
        Action::BuyCamelReward { offer, keshis } => {
            let Some(o) = side.offers.get(offer as usize).copied() else {
                return;
            };
            pay(ctx, p, keshis);
            ctx.decide(p, Decision::CamelRewards);
            reward(ctx, p, o);
        }
        Action::BuyCamelRewardWithNomad { offer, keshis } => {
            let Some(o) = side.offers.get(offer as usize).copied() else {
                return;
            };
            pay(ctx, p, keshis);
            pay_nomad(ctx, p);
            ctx.decide(p, Decision::CamelRewards);
            reward(ctx, p, o);
        }
        Action::DiscardCamelDung => {
            pay(ctx, p, [side.dung_colour].into_iter().collect());
            ctx.decide(p, Decision::CamelRewards);
            discard_dung(ctx, p, 1);
        }
        _ => {}
    }
}

fn pay(ctx: &mut Ctx, p: PlayerId, keshis: ColourSet) {
    for c in keshis.iter() {
        let s = &mut ctx.player_mut(p).race.spectators[c.index()];
        *s = s.saturating_sub(1);
    }
    ctx.emit(Event::SpectatorsReturned { player: p, keshis });
}

/// A nomad paid for a reward goes "in den allgemeinen Vorrat", which for
/// the nomads is the nomad board ("die Holz-Nomaden-Keshis werden als
/// Vorrat auf das Tableau gelegt").
fn pay_nomad(ctx: &mut Ctx, p: PlayerId) {
    let race = &mut ctx.player_mut(p).race;
    if race.nomads == 0 {
        return;
    }
    race.nomads -= 1;
    ctx.st.nomads.supply += 1;
    ctx.emit(Event::SpectatorNomadReturned { player: p });
}

fn discard_dung(ctx: &mut Ctx, p: PlayerId, n: u8) {
    let n = n.min(ctx.player(p).race.dung);
    if n > 0 {
        ctx.player_mut(p).race.dung -= n;
        ctx.emit(Event::DungDiscarded { player: p, dung: n });
    }
}

/// One bought reward (003's reward list).
fn reward(ctx: &mut Ctx, p: PlayerId, o: RewardOffer) {
    let category = ScoreCategory::CamelRace;
    match o.reward {
        CamelReward::Gain {
            points,
            water,
            dates,
            dinars,
        } => {
            ctx.points(p, points as i16, category);
            ctx.gain(p, Resources::new(water as u16, dates as u16, dinars as u16));
        }
        CamelReward::AnyResources { n } => ctx.decide(p, Decision::TakeResources { count: n }),
        CamelReward::Goods { n } => ctx.decide(p, Decision::GoodsColour { count: n }),
        CamelReward::DiscardDung => discard_dung(ctx, p, 1),
        CamelReward::Steps {
            n,
            river,
            palace,
            mosque,
        } => ctx.decide(
            p,
            Decision::SplitSteps {
                n,
                tracks: Tracks {
                    river,
                    palace,
                    mosque,
                },
            },
        ),
        CamelReward::SpectatorBonus { spectators } => {
            ctx.decide(p, Decision::SpectatorBonus { times: spectators })
        }
        CamelReward::FreeOases { n } => ctx.decide(p, Decision::ClaimFreeOases { left: n }),
        CamelReward::Scroll { .. } | CamelReward::LuxuryGood { .. } => {
            if let Some(search) = search(o.reward) {
                ctx.decide(p, Decision::SearchStack { search });
            }
        }
        CamelReward::RiverTileBonus => {
            let face = ctx.st.river_tiles[ctx.st.season as usize % 3];
            match ctx.cat.river_tile(face).bonus {
                RiverTileBonus::Single { reward }
                | RiverTileBonus::Ranked { first: reward, .. } => {
                    ctx.push(Task::EndTurn { p });
                    ctx.push(Task::RiverTile { p, reward });
                }
                // "(Freie Wahl im dritten Durchgang)"
                RiverTileBonus::Choice { .. } => {
                    ctx.push(Task::EndTurn { p });
                    ctx.decide(p, Decision::CamelRiverOption);
                }
            }
        }
    }
}

/// The stack search a reward sets off, if it is one.
fn search(r: CamelReward) -> Option<StackSearch> {
    match r {
        CamelReward::Scroll { ty } => Some(StackSearch::Scroll { ty }),
        CamelReward::LuxuryGood { discount } => Some(StackSearch::LuxuryGood { discount }),
        _ => None,
    }
}

/// "Angegeben ist die Gesamtanzahl der Schritte, die vom Spieler beliebig
/// auf die eigenen Spielfiguren ... aufgeteilt werden darf": every split.
pub(crate) fn legal_split(n: u8, t: Tracks, out: &mut Vec<Action>) {
    for river in 0..=n {
        for palace in 0..=n - river {
            let mosque = n - river - palace;
            let fits =
                (t.river || river == 0) && (t.palace || palace == 0) && (t.mosque || mosque == 0);
            if fits {
                out.push(Action::SplitSteps {
                    river,
                    palace,
                    mosque,
                });
            }
        }
    }
}

pub(crate) fn resolve_split(ctx: &mut Ctx, p: PlayerId, a: Action) {
    if let Action::SplitSteps {
        river,
        palace,
        mosque,
    } = a
    {
        if mosque > 0 {
            ctx.push(Task::StartClimb {
                p,
                stair: Stair::Mosque,
                steps: mosque,
                extra: true,
            });
        }
        if palace > 0 {
            ctx.push(Task::StartClimb {
                p,
                stair: Stair::Palace,
                steps: palace,
                extra: true,
            });
        }
        if river > 0 {
            ctx.push(Task::MoveRiver {
                p,
                steps: river,
                extra: true,
            });
        }
    }
}

/// "Erhalte einen beliebigen 2-Zuschauer-Bonus vom Großen Platz (dort muss
/// kein Keshi eingesetzt sein)": any field's bonus, that many times.
pub(crate) fn legal_spectator_bonus(out: &mut Vec<Action>) {
    for field in 0..8u8 {
        out.push(Action::ChooseEntertainer { field });
    }
}

pub(crate) fn resolve_spectator_bonus(ctx: &mut Ctx, p: PlayerId, times: u8, a: Action) {
    if let Action::ChooseEntertainer { field } = a {
        ctx.push(Task::FieldBonus {
            p,
            field,
            times,
            category: ScoreCategory::CamelRace,
        });
    }
}

pub(crate) fn resolve_river_option(ctx: &mut Ctx, p: PlayerId, a: Action) {
    let Action::ChooseOption { option } = a else {
        return;
    };
    let face = ctx.st.river_tiles[ctx.st.season as usize % 3];
    if let RiverTileBonus::Choice { a, b } = ctx.cat.river_tile(face).bonus {
        let reward = if option == 0 { a } else { b };
        ctx.push(Task::RiverTile { p, reward });
    }
}

/// "Nach der Belohnungsphase wird das oben liegende Belohnungs-Plättchen
/// abgeworfen und das nächste Plättchen ist nun aktiv."
pub(crate) fn discard_tile(ctx: &mut Ctx) {
    if let Some((tile, side)) = ctx.st.race.rewards.remove(0) {
        ctx.emit(Event::RewardTileDiscarded { tile, side });
    }
}

/// Final scoring: "Je nachdem, wie viel Kamelmist ein Spieler hat,
/// verliert er Punkte gemäß folgender Tabelle ... Für jeden Kamelmist über
/// 7 verliert der Spieler weitere 5 Punkte."
pub fn dung_penalty(d: &CamelRaceData, dung: u8) -> i16 {
    let table = &d.dung_penalty.value;
    match dung as usize {
        0 => 0,
        n if n <= table.len() => table[n - 1],
        n => table.last().copied().unwrap_or(0).saturating_add(
            d.dung_penalty_beyond
                .value
                .saturating_mul((n - table.len()) as i16),
        ),
    }
}

/// Final scoring, race placement: "Um hierbei Punkte zu erhalten, muss ein
/// Kamel auf dem Podium stehen oder mindestens die erste Etappenlinie
/// passiert haben ... Wenn mehrere Kamele gleich weit gelaufen sind, werden
/// die entsprechenden Platzierungspunkte addiert und dann auf die Anzahl
/// der Kamele aufgeteilt (abgerundet)." Points per seat.
pub fn placement_points(d: &CamelRaceData, st: &State) -> [i16; MAX_PLAYERS] {
    let mut out = [0; MAX_PLAYERS];
    let podium = &st.race.podium;
    // How far a camel went: podium places first, in their order.
    let key = |p: PlayerId| match podium.iter().position(|q| *q == p) {
        Some(i) => u16::from(d.finish.value) + (MAX_PLAYERS - i) as u16,
        None => u16::from(st.player(p).race.camel),
    };
    // The racers, farthest first (no allocation: bots evaluate this often).
    let mut seats = [0 as PlayerId; MAX_PLAYERS];
    let mut n = 0;
    for p in racers(st) {
        seats[n] = p;
        n += 1;
    }
    let order = &mut seats[..n];
    order.sort_by_key(|p| std::cmp::Reverse(key(*p)));
    let mut place = 0;
    while place < order.len() {
        let k = key(order[place]);
        let ties = order[place..].iter().take_while(|q| key(**q) == k).count();
        let tied = &order[place..place + ties];
        let sum: i16 = (place..place + ties)
            .map(|i| d.podium_points.value.get(i).copied().unwrap_or(0))
            .sum();
        let share = sum / ties as i16;
        for q in tied {
            let eligible =
                podium.as_slice().contains(q) || st.player(*q).race.camel > d.lines.value[1];
            if eligible {
                out[*q as usize] = share;
            }
        }
        place += ties;
    }
    out
}

/// The race lines of a player's final score: placement points and the
/// dung penalty (as a negative number).
pub(crate) fn final_points(cat: &Catalog, st: &State, p: PlayerId) -> (i16, i16) {
    let Some(d) = data(cat, st) else {
        return (0, 0);
    };
    if !seat(st, p).races() {
        return (0, 0);
    }
    (
        placement_points(d, st)[p as usize],
        -dung_penalty(d, st.player(p).race.dung),
    )
}

/// The race's part of a state is one the rules can reach.
pub(crate) fn check(cat: &Catalog, st: &State) -> Result<(), &'static str> {
    let d = match data(cat, st) {
        Some(d) => d,
        None if st.modules.camel_race => return Err("camel race without its catalog data"),
        None => {
            let idle =
                st.race == Race::default() && st.players.iter().all(|p| p.race == Racer::default());
            return if idle {
                Ok(())
            } else {
                Err("camel race material without the module")
            };
        }
    };
    for (i, pl) in st.players.iter().enumerate().take(st.n()) {
        let r = &pl.race;
        if r.camel > d.finish.value {
            return Err("a camel beyond the finish");
        }
        // Counted wide: a loaded state's numbers are not bounded yet.
        let watching =
            r.spectators.iter().map(|k| u16::from(*k)).sum::<u16>() + u16::from(r.nomads);
        if watching > u16::from(d.spectator_spaces.value) {
            return Err("an over-full spectator area");
        }
        if Colour::GOODS.iter().any(|c| r.spectators[c.index()] > 0) {
            return Err("goods keshis in a spectator area");
        }
        if r.nomads > 0 && !st.modules.nomads {
            return Err("a nomad in a spectator area without the nomads");
        }
        let on_podium = st.race.podium.as_slice().contains(&(i as PlayerId));
        if on_podium != (r.camel == d.finish.value) {
            return Err("a camel and the podium disagree");
        }
        if r.dung > 200 {
            return Err("more camel dung than a game can give");
        }
    }
    let mut seen = 0u8;
    for p in st.race.podium.iter() {
        if *p >= st.num_players || seen & (1 << p) != 0 {
            return Err("the podium holds a seat twice or a seat not in the game");
        }
        seen |= 1 << p;
    }
    for (id, side) in st.race.rewards.iter() {
        if *side > 1 || !d.reward_tiles.iter().any(|t| t.id == *id) {
            return Err("a reward tile not in the catalog");
        }
    }
    Ok(())
}
