//! Setup choices, the secret selection, assistant placement, the tower and
//! the claim phase.

use crate::action::{Action, Decision};
use crate::bounded::BVec;
use crate::catalog::{Perk, StorageIcon};
use crate::ctx::Ctx;
use crate::deploy::room;
use crate::event::Event;
use crate::modules::nomads;
use crate::seat::{seat, Hook};
use crate::state::Phase;
use crate::task::Task;
use crate::tower;
use crate::types::*;

/// Storage spaces that hold a keshi in a game of this size.
pub(crate) fn storage_keshi_spaces(ctx: &Ctx) -> BVec<u8, 6> {
    let two = ctx.st.num_players == 2;
    let mut v = BVec::new();
    for (i, s) in ctx.cat.storage_spaces.iter().enumerate() {
        if s.icon == StorageIcon::Keshi || (two && s.icon == StorageIcon::KeshiTwoPlayers) {
            let _ = v.push(i as u8);
        }
    }
    v
}

/// The setup step a player still has to take.
/// Special buildings: the building is chosen first.
pub(crate) fn setup_decision(
    st: &crate::state::State,
    pl: &crate::state::Player,
) -> Option<Decision> {
    let done = pl.setup_done;
    if crate::modules::building_to_choose(st, pl) {
        Some(Decision::ChooseBuilding)
    } else if done & 1 == 0 {
        Some(Decision::ArrangeStorageKeshis)
    } else if done & 2 == 0 {
        Some(Decision::OrientAudienceDisc)
    } else if pl.provision_draw.pending() {
        Some(Decision::ChooseProvisionTiles)
    } else if done & 4 == 0 {
        Some(Decision::ActivateProvisionTile)
    } else {
        None
    }
}

pub(crate) fn legal_setup(ctx: &Ctx, p: PlayerId, d: Decision, out: &mut Vec<Action>) {
    let pl = ctx.player(p);
    match d {
        Decision::ArrangeStorageKeshis => {
            // Rulebook: "placing them in any order on the spaces showing a
            // keshi on the oases track".
            let mut drawn: Vec<Colour> = pl.storage_keshis.iter().flatten().copied().collect();
            drawn.sort();
            for perm in permutations(&drawn) {
                if let Some(keshis) = BVec::from_slice(&perm) {
                    out.push(Action::ArrangeStorage { keshis });
                }
            }
        }
        Decision::OrientAudienceDisc => {
            for rotation in 0..8 {
                out.push(Action::OrientDisc { rotation });
            }
        }
        Decision::ActivateProvisionTile => {
            for (i, s) in pl.provision.iter().enumerate() {
                if !s.active {
                    out.push(Action::ActivateProvision { slot: i as u8 });
                }
            }
        }
        _ => {}
    }
}

fn permutations(v: &[Colour]) -> Vec<Vec<Colour>> {
    if v.len() <= 1 {
        return vec![v.to_vec()];
    }
    let mut out = Vec::new();
    for i in 0..v.len() {
        let mut rest = v.to_vec();
        let x = rest.remove(i);
        for mut p in permutations(&rest) {
            p.insert(0, x);
            out.push(p);
        }
    }
    out
}

pub(crate) fn resolve_setup(ctx: &mut Ctx, p: PlayerId, d: Decision, a: Action) {
    match (d, a) {
        (Decision::ArrangeStorageKeshis, Action::ArrangeStorage { keshis }) => {
            let spaces = storage_keshi_spaces(ctx);
            let pl = ctx.player_mut(p);
            pl.storage_keshis = [None; 6];
            for (space, colour) in spaces.iter().zip(keshis.iter()) {
                pl.storage_keshis[*space as usize] = Some(*colour);
            }
            pl.setup_done |= 1;
            ctx.emit(Event::SetupChoice { player: p });
        }
        (Decision::OrientAudienceDisc, Action::OrientDisc { rotation }) => {
            let pl = ctx.player_mut(p);
            pl.disc_rotation = rotation % 8;
            pl.setup_done |= 2;
            ctx.emit(Event::SetupChoice { player: p });
        }
        (Decision::ActivateProvisionTile, Action::ActivateProvision { slot }) => {
            let pl = ctx.player_mut(p);
            pl.provision_turning = Some(slot);
            pl.setup_done |= 4;
            pl.provision_chosen = true;
            ctx.emit(Event::ProvisionChosen { player: p });
        }
        _ => {}
    }
}

/// 002 setup: "Each player examines all 3 tiles and decides which will be
/// active for the first season"; after a season, "each player chooses one
/// of their provision tiles that is still face down and flips it". The
/// players choose at once and in secret, so the chosen tiles turn face up
/// together, in turn order, once everybody has chosen. Returns whether a
/// turned tile put a decision on the agenda (the hard nomad tile, R33).
pub(crate) fn turn_chosen_provisions(ctx: &mut Ctx) -> bool {
    let before = ctx.st.agenda.len();
    let mut turned: BVec<(PlayerId, ProvisionId), 4> = BVec::new();
    for i in 0..ctx.st.n() {
        let p = ctx.st.in_turn(i);
        let pl = ctx.player_mut(p);
        let Some(slot) = pl.provision_turning.take() else {
            continue;
        };
        let Some(s) = pl.provision.get_mut(slot as usize) else {
            continue;
        };
        s.active = true;
        let tile = s.tile;
        ctx.emit(Event::ProvisionActivated { player: p, tile });
        let _ = turned.push((p, tile));
    }
    // The agenda is a stack: the last pushed decides first, so the players
    // are handed their tiles' effects in reverse turn order.
    for (p, tile) in turned.iter().rev() {
        crate::modules::new_provisions::activated(ctx, *p, *tile);
    }
    ctx.st.agenda.len() != before
}

/// Rulebook: "Simultaneously, all players select 3 of the hidden keshis from
/// behind their screen".
pub(crate) fn legal_select(ctx: &Ctx, p: PlayerId, out: &mut Vec<Action>) {
    let screen: Vec<Colour> = ctx.player(p).screen.iter().collect();
    out.extend(triples(&screen).map(|keshis| Action::Select { keshis }));
}

/// Whether `keshis` is one of [`legal_select`]'s actions, without listing
/// them all (up to 220 for a full screen): three different keshis from
/// behind the screen, in the order the list names them.
pub(crate) fn is_legal_select(ctx: &Ctx, p: PlayerId, keshis: [Colour; 3]) -> bool {
    let screen = ctx.player(p).screen;
    let [a, b, c] = keshis;
    a < b && b < c && keshis.iter().all(|k| screen.contains(*k))
}

pub(crate) fn resolve_select(ctx: &mut Ctx, p: PlayerId, a: Action) {
    if let Action::Select { keshis } = a {
        ctx.player_mut(p).selection = keshis.into_iter().collect();
        ctx.emit(Event::KeshisSelected { player: p });
    }
}

/// "Once all players have done so, the selected keshis are revealed."
pub(crate) fn reveal_selections(ctx: &mut Ctx) {
    for p in 0..ctx.st.num_players {
        let sel = ctx.player(p).selection;
        let mut v = sel.iter();
        let pl = ctx.player_mut(p);
        pl.screen.0 &= !sel.0;
        if let (Some(a), Some(b), Some(c), None) = (v.next(), v.next(), v.next(), v.next()) {
            ctx.emit(Event::SelectionRevealed {
                player: p,
                keshis: [a, b, c],
            });
        }
    }
}

/// "In turn order each player deploys their 3 assistants onto ... the
/// sectors corresponding to the colors of their selected keshis." The red
/// keshi is wild; each space holds one assistant, the souk up to 3.
pub(crate) fn advance_placement(ctx: &mut Ctx) -> bool {
    let n = ctx.st.n();
    while (ctx.st.turn as usize) < n {
        let p = ctx.st.in_turn(ctx.st.turn as usize);
        if let Hook::Done(()) = seat(ctx.st, p).place_assistants(ctx) {
            ctx.st.turn += 1;
            continue;
        }
        let sel = ctx.player(p).selection;
        if ctx.player(p).assistants.is_empty() {
            for c in sel.iter() {
                if let Some(sector) = c.sector() {
                    let _ = ctx.player_mut(p).assistants.push(sector);
                    ctx.emit(Event::AssistantPlaced { player: p, sector });
                }
            }
        }
        if sel.contains(Colour::Red) && ctx.player(p).assistants.len() < 3 {
            ctx.decide(p, Decision::PlaceWildAssistant);
            return true;
        }
        ctx.st.turn += 1;
    }
    throw_tower(ctx);
    nomads::into_base(ctx);
    ctx.st.phase = Phase::Claim;
    ctx.st.turn = 0;
    true
}

pub(crate) fn legal_wild(ctx: &Ctx, p: PlayerId, out: &mut Vec<Action>) {
    let pl = ctx.player(p);
    for sector in Sector::ALL {
        let here = pl.assistants.iter().filter(|s| **s == sector).count() as u8;
        let cap = if sector == Sector::Souk {
            ctx.cat.rules.souk_assistants.value
        } else {
            1
        };
        if here < cap {
            out.push(Action::PlaceAssistant { sector });
        }
    }
}

pub(crate) fn resolve_wild(ctx: &mut Ctx, p: PlayerId, a: Action) {
    if let Action::PlaceAssistant { sector } = a {
        let _ = ctx.player_mut(p).assistants.push(sector);
        ctx.emit(Event::AssistantPlaced { player: p, sector });
    }
}

/// "one player collects all selected keshis and tosses them in the cube
/// tower all at once" (R3).
fn throw_tower(ctx: &mut Ctx) {
    let thrown =
        tower::counts((0..ctx.st.num_players).flat_map(|p| ctx.player(p).selection.iter()));
    let model = ctx.st.tower_model;
    let out = ctx.st.tower.throw(&model, thrown, &mut ctx.st.rng);
    for (d, o) in ctx.st.display.iter_mut().zip(out) {
        *d = d.saturating_add(o);
    }
    ctx.emit(Event::TowerThrown {
        thrown: thrown.iter().sum(),
        came_out: out,
    });
}

/// Whether `p` may claim anything from the tower base.
pub(crate) fn can_claim(ctx: &Ctx, p: PlayerId) -> bool {
    Colour::ALL
        .iter()
        .any(|c| ctx.st.display[c.index()] > 0 && room(ctx, p, *c) > 0)
}

/// "In turn order each player chooses one color and takes up to 2 keshis of
/// this color"; a player who can only take colours of complete sectors
/// forfeits; leftovers go back to the supply (R11).
///
/// Nomads: "Wenn alle anderen Keshis genommen worden sind und auch danach
/// kein Spieler den Nomaden-Keshi nehmen möchte oder kann, wird er zurück
/// auf das Nomaden-Tableau gestellt": claiming goes on while the nomad is
/// there and someone may still take it.
pub(crate) fn advance_claims(ctx: &mut Ctx) -> bool {
    let n = ctx.st.n();
    let keshis = ctx.st.display_total() > 0;
    if keshis || nomads::in_base(ctx.st) {
        for k in 0..n {
            let pos = (ctx.st.turn as usize + k) % n;
            let p = ctx.st.in_turn(pos);
            if keshis {
                match seat(ctx.st, p).claim(ctx) {
                    Hook::Done(true) => {
                        ctx.st.turn = ((pos + 1) % n) as u8;
                        return true;
                    }
                    Hook::Done(false) => continue,
                    Hook::Base => {}
                }
            } else if !seat(ctx.st, p).decides() {
                continue;
            }
            if can_claim(ctx, p) || nomads::may_claim(ctx, p) {
                ctx.st.turn = pos as u8;
                ctx.decide(p, Decision::ClaimKeshis);
                return true;
            }
        }
        if keshis {
            let colours = ctx.st.display;
            ctx.st.display = [0; 12];
            ctx.emit(Event::LeftoverReturned { colours });
        }
        nomads::return_unclaimed(ctx);
    }
    ctx.st.turn = 0;
    ctx.st.phase = match ctx.st.edition {
        Edition::Classic => Phase::UseAssistants,
        Edition::Essential => Phase::Exchange,
    };
    true
}

/// R28: a claim takes both keshis of the chosen colour when two are there
/// and both fit; one only when one is left or there is room for one only
/// (R12, R13, R16). Scroll 61: "You may always claim 2 keshis of your
/// choice ... Exception: If only 1 keshi is left or you may not claim 2
/// because all your matching sectors are filled completely, you can and may
/// claim 1 keshi only."
pub(crate) fn legal_claim(ctx: &Ctx, p: PlayerId, out: &mut Vec<Action>) {
    let start = out.len();
    legal_keshi_claims(ctx, p, out);
    // Nomads: "entweder 1-2 Keshis einer Farbe oder den Nomaden-Keshi".
    nomads::legal_claim(ctx, p, out.len() > start, out);
}

fn legal_keshi_claims(ctx: &Ctx, p: PlayerId, out: &mut Vec<Action>) {
    let d = &ctx.st.display;
    let max = ctx.cat.rules.claim_max.value;
    // How many of each colour a claim takes (R28: both when both fit).
    let claim = Colour::ALL.map(|colour| match d[colour.index()] {
        0 => 0,
        shown => shown.min(room(ctx, p, colour)).min(max),
    });
    let start = out.len();
    for colour in Colour::ALL {
        let count = claim[colour.index()];
        if count > 0 {
            out.push(Action::Claim { colour, count });
        }
    }
    if !ctx.player(p).has(Perk::ClaimAnyTwo) {
        return;
    }
    for (i, a) in Colour::ALL.iter().enumerate() {
        for b in &Colour::ALL[i + 1..] {
            if claim[a.index()] > 0 && claim[b.index()] > 0 {
                out.push(Action::ClaimPair {
                    first: *a,
                    second: *b,
                });
            }
        }
    }
    // Scroll 61: two keshis whenever two can be taken.
    let two = |a: &Action| match a {
        Action::Claim { count, .. } => *count >= 2,
        _ => true,
    };
    if out[start..].iter().any(two) {
        let pairs: Vec<Action> = out.drain(start..).filter(two).collect();
        out.extend(pairs);
    }
}

pub(crate) fn resolve_claim(ctx: &mut Ctx, p: PlayerId, a: Action) {
    if nomads::resolve_claim(ctx, p, a) {
        ctx.st.turn = ((ctx.st.turn as usize + 1) % ctx.st.n()) as u8;
        return;
    }
    let mut taken: BVec<Colour, 2> = BVec::new();
    match a {
        Action::Claim { colour, count } => {
            for _ in 0..count {
                let _ = taken.push(colour);
            }
        }
        Action::ClaimPair { first, second } => {
            let _ = taken.push(first);
            let _ = taken.push(second);
        }
        _ => return,
    }
    for c in taken.iter() {
        ctx.st.display[c.index()] -= 1;
    }
    ctx.emit_with(|| Event::KeshisClaimed {
        player: p,
        colours: taken.iter().copied().collect(),
    });
    match ctx.st.edition {
        // Classic: "placing them immediately on the corresponding sector".
        Edition::Classic => {
            for c in taken.iter().rev() {
                ctx.push(Task::Deploy { p, colour: *c });
            }
        }
        // Essential: "Die gewählten Holz-Keshis sammelt jeder zunächst neben
        // seinem persönlichen Tableau."
        Edition::Essential => {
            for c in taken.iter() {
                ctx.player_mut(p).held[c.index()] += 1;
            }
        }
    }
    ctx.st.turn = ((ctx.st.turn as usize + 1) % ctx.st.n()) as u8;
}

/// Essential: "Nachdem alle Holz-Keshis aus der Würfelturm-Basis genommen
/// worden sind, werden sie eingetauscht" — in turn order, each player in the
/// order of their choice.
pub(crate) fn advance_exchange(ctx: &mut Ctx) -> bool {
    let n = ctx.st.n();
    while (ctx.st.turn as usize) < n {
        let p = ctx.st.in_turn(ctx.st.turn as usize);
        ctx.st.turn += 1;
        let held = ctx.player(p).held_total() > 0;
        if held {
            ctx.decide(p, Decision::DeployHeldKeshi);
        }
        if nomads::place_held(ctx, p) || held {
            return true;
        }
    }
    ctx.st.phase = Phase::UseAssistants;
    ctx.st.turn = 0;
    true
}
