//! Special buildings (003 "Die Spezialgebäude"): each player keeps one of
//! two buildings drawn, starts with its keshi and resources and a yellow
//! scroll of three drawn instead of the usual start, and, on the front
//! side, has its special ability all game.
//!
//! 003: "Die Spezialgebäude werden gemischt und in den Beutel gelegt. Jeder
//! Spieler zieht 2 Gebäude, wählt 1 davon aus ... Die übrigen Gebäude
//! kommen zurück in die Schachtel." "Anstatt der üblichen Startressourcen
//! erhält nun jeder Spieler seine eigene Kombination an Ressourcen, 1 Keshi
//! und 1 gelbe Schriftrolle".

use crate::action::{Action, Decision};
use crate::board;
use crate::catalog::special_buildings::{Ability, BuildingDef, BuildingId};
use crate::catalog::{Bonus, Catalog};
use crate::ctx::Ctx;
use crate::displays;
use crate::event::Event;
use crate::modules::BuildingSide;
use crate::rng::Rng;
use crate::seat::{seat, Hook};
pub(crate) use crate::state::KEPT;
use crate::state::{Layout, ScoreCategory, State};
use crate::task::Task;
use crate::types::*;
use serde::{Deserialize, Serialize};

/// A player's special building as a viewer may see it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct BuildingView {
    /// The building kept: another's once everybody has chosen.
    pub kept: Option<BuildingId>,
    /// The buildings drawn (the owner's only).
    pub drawn: Vec<BuildingId>,
    /// The yellow scrolls drawn at the start, until one is kept (the
    /// owner's only).
    pub start_scrolls: Vec<ScrollId>,
}

/// Whether `viewer` sees which building `p` kept: their own always,
/// another's once the start has begun (the choice is simultaneous).
fn kept_seen(st: &State, p: PlayerId, viewer: Option<PlayerId>) -> bool {
    viewer == Some(p) || st.player(p).building.began || st.phase != crate::state::Phase::Setup
}

pub(crate) fn view(st: &State, p: PlayerId, viewer: Option<PlayerId>) -> Option<BuildingView> {
    st.modules.special_buildings?;
    let b = &st.player(p).building;
    let own = viewer == Some(p);
    Some(BuildingView {
        kept: b.kept.filter(|_| kept_seen(st, p, viewer)),
        drawn: if own {
            b.drawn.iter().flatten().copied().collect()
        } else {
            Vec::new()
        },
        start_scrolls: if own {
            b.scrolls.iter().flatten().copied().collect()
        } else {
            Vec::new()
        },
    })
}

/// The building `p` kept, if its ability is in play (front side).
pub(crate) fn ability(cat: &Catalog, st: &State, p: PlayerId) -> Option<Ability> {
    if st.modules.special_buildings != Some(BuildingSide::Front) {
        return None;
    }
    let id = st.player(p).building.kept?;
    cat.special_buildings
        .as_ref()?
        .building(id)
        .map(|b| b.ability)
}

fn def(cat: &Catalog, id: BuildingId) -> Option<&BuildingDef> {
    cat.special_buildings.as_ref()?.building(id)
}

/// Setup: "Die Spezialgebäude werden gemischt und in den Beutel gelegt.
/// Jeder Spieler zieht 2 Gebäude". A seat that takes no decisions keeps
/// the first it draws; a seat without material (the lazy Paschabot) draws
/// none. The yellow scrolls all go into the bag (kept as the
/// first face-down yellow stack until the draft).
pub(crate) fn deal(st: &mut State, cat: &Catalog) -> Result<(), crate::error::SetupError> {
    let data =
        cat.special_buildings
            .as_ref()
            .ok_or(crate::error::SetupError::MissingComponents(
                "special buildings",
            ))?;
    let drawn = data.drawn.value as usize;
    let mut bag: Vec<BuildingId> = data.buildings.iter().map(|b| b.id).collect();
    if bag.len() < drawn * st.n() {
        return Err(crate::error::SetupError::MissingComponents(
            "special buildings",
        ));
    }
    st.rng.shuffle(&mut bag);
    for p in 0..st.num_players {
        if !seat(st, p).takes_building() {
            st.player_mut(p).setup_done |= KEPT;
            continue;
        }
        let mut hand = [None; 2];
        for slot in hand.iter_mut().take(drawn) {
            *slot = bag.pop();
        }
        let decides = seat(st, p).decides();
        let pl = st.player_mut(p);
        pl.building.drawn = hand;
        if drawn == 1 || !decides {
            pl.building.kept = hand[0];
            pl.setup_done |= KEPT;
        }
    }
    // "Zuletzt werden alle gelben Schriftrollen in den Beutel gelegt".
    let row = &mut st.scrolls[ScrollType::Yellow.index()];
    let mut all: Vec<ScrollId> = row.stacks.iter().flat_map(|s| s.iter().copied()).collect();
    all.extend(row.face_up.iter().flatten().copied());
    all.sort_unstable();
    *row = Default::default();
    row.stacks[0] = crate::bounded::BVec::from_slice(&all).unwrap_or_default();
    Ok(())
}

pub(crate) fn legal_choose(ctx: &Ctx, p: PlayerId, out: &mut Vec<Action>) {
    for b in ctx.player(p).building.drawn.iter().flatten() {
        out.push(Action::KeepBuilding { building: *b });
    }
}

pub(crate) fn resolve_choose(ctx: &mut Ctx, p: PlayerId, a: Action) {
    if let Action::KeepBuilding { building } = a {
        let pl = ctx.player_mut(p);
        pl.building.kept = Some(building);
        pl.setup_done |= KEPT;
        ctx.emit(Event::SetupChoice { player: p });
    }
}

/// Once every setup choice is made: the start of 003 in order, for all
/// players in turn order. Returns whether it was set in motion now.
pub(crate) fn begin(ctx: &mut Ctx) -> bool {
    if ctx.st.modules.special_buildings.is_none() || ctx.player(0).building.began {
        return false;
    }
    for p in 0..ctx.st.num_players {
        ctx.player_mut(p).building.began = true;
    }
    ctx.push(Task::BuildingStart { step: 1 });
    // "Als erstes nehmen sich die Spieler den abgebildeten Keshi, platzieren
    // ihn im entsprechenden Bezirk und erhalten eventuell einen
    // Einsetzbonus." (Essential: "Schiebe entweder den entsprechenden
    // Keshi-Marker nach oben oder erhalte einen Papp-Keshi": the deployment
    // of the edition.) R43: into its sector, never to the camel race's
    // spectator area; a full sector returns it (R13).
    for i in (0..ctx.st.n()).rev() {
        let p = ctx.st.in_turn(i);
        if let Some(d) = ctx.player(p).building.kept.and_then(|b| def(ctx.cat, b)) {
            ctx.push(Task::DeployOnBoard { p, colour: d.keshi });
        }
    }
    true
}

/// The later steps of the start: 1 resources and the scroll draft, 2 the
/// remaining scrolls into stacks and the front sides' "Vor Spielstart".
pub(crate) fn start_step(ctx: &mut Ctx, step: u8) {
    match step {
        1 => {
            // "Dann nehmen sich die Spieler die abgebildete Kombination an
            // Ressourcen."
            for i in 0..ctx.st.n() {
                let p = ctx.st.in_turn(i);
                if let Some(d) = ctx.player(p).building.kept.and_then(|b| def(ctx.cat, b)) {
                    let r = d.resources;
                    ctx.gain(p, r);
                }
            }
            // "Jeder Spieler zieht nun 3 Schriftrollen und muss sich für 1
            // Schriftrolle davon entscheiden ... Zeigt die Schriftrolle eine
            // Sofortaktion, führt er diese jetzt aus."
            ctx.push(Task::BuildingStart { step: 2 });
            let k = ctx
                .cat
                .special_buildings
                .as_ref()
                .map_or(0, |d| d.scrolls_drawn.value as usize);
            let mut order = Vec::new();
            for i in 0..ctx.st.n() {
                let p = ctx.st.in_turn(i);
                if let Hook::Done(()) = seat(ctx.st, p).start_scroll(ctx) {
                    continue;
                }
                let mut bag: Vec<ScrollId> = ctx.st.scrolls[ScrollType::Yellow.index()].stacks[0]
                    .iter()
                    .copied()
                    .collect();
                ctx.st.rng.shuffle(&mut bag);
                let mut hand = [None; 3];
                for slot in hand.iter_mut().take(k.min(3)) {
                    *slot = bag.pop();
                }
                bag.sort_unstable();
                ctx.st.scrolls[ScrollType::Yellow.index()].stacks[0] =
                    crate::bounded::BVec::from_slice(&bag).unwrap_or_default();
                ctx.player_mut(p).building.scrolls = hand;
                ctx.emit(Event::StartScrollsDrawn { player: p });
                order.push(p);
            }
            for p in order.into_iter().rev() {
                ctx.decide(p, Decision::ChooseStartScroll);
            }
        }
        2 => {
            // "Haben alle Spieler eine Schriftrolle gewählt, werden alle
            // übrigen gelben Schriftrollen gemischt, wie üblich auf 3
            // möglichst gleich hohe Stapel verteilt ausgelegt".
            let ty = ScrollType::Yellow;
            let mut rest: Vec<ScrollId> = ctx.st.scrolls[ty.index()].stacks[0]
                .iter()
                .copied()
                .collect();
            for p in 0..ctx.st.num_players {
                let hand = std::mem::take(&mut ctx.player_mut(p).building.scrolls);
                rest.extend(hand.iter().flatten());
            }
            rest.sort_unstable();
            let layout = ctx.st.modules.scroll_layout(ctx.st.edition);
            ctx.st.scrolls[ty.index()] = displays::init_scrolls(layout, &rest, &mut ctx.st.rng);
            before_start(ctx);
        }
        _ => {}
    }
}

pub(crate) fn legal_start_scroll(ctx: &Ctx, p: PlayerId, out: &mut Vec<Action>) {
    for s in ctx.player(p).building.scrolls.iter().flatten() {
        out.push(Action::KeepScroll { scroll: *s });
    }
}

pub(crate) fn resolve_start_scroll(ctx: &mut Ctx, p: PlayerId, a: Action) {
    if let Action::KeepScroll { scroll } = a {
        // The two others go back with the rest of the bag at step 2.
        let hand = &mut ctx.player_mut(p).building.scrolls;
        for s in hand.iter_mut() {
            if *s == Some(scroll) {
                *s = None;
            }
        }
        board::acquire(ctx, p, scroll);
    }
}

/// The front sides' "Vor Spielstart", in turn order.
fn before_start(ctx: &mut Ctx) {
    for i in (0..ctx.st.n()).rev() {
        let p = ctx.st.in_turn(i);
        match ability(ctx.cat, ctx.st, p) {
            // "zieht 1 davon heraus und platziert ihn auf der
            // Oasen-Bonusleiste auf dem ... markierten Feld. Beim Spiel zu
            // zweit wird der Keshi auf das rechts davon liegende Feld
            // gestellt."
            Some(Ability::DateStore {
                colours,
                space,
                space_two_players,
                ..
            }) => {
                let bag: Vec<Colour> = colours.iter().collect();
                if bag.is_empty() {
                    continue;
                }
                let colour = bag[ctx.st.rng.below(bag.len() as u32) as usize];
                let at = if ctx.st.num_players == 2 {
                    space_two_players
                } else {
                    space
                };
                ctx.player_mut(p).storage_keshis[at as usize] = Some(colour);
                ctx.emit(Event::StorageKeshiDrawn {
                    player: p,
                    space: at,
                    colour,
                });
            }
            // "wählt ein beliebiges Stadttor vom ersten Feld ... Alle
            // weiteren Regeln beim Kauf eines Stadttors gelten auch hier
            // (Wächter, neuer Keshi, ggf. Extrapunkte)."
            Some(Ability::Barracks { .. }) => {
                ctx.push(Task::DeployHeld { p });
                ctx.decide(p, Decision::BarracksGate);
            }
            // "darf sich kostenfrei 1 Luxusware "Tajine" aussuchen und
            // nehmen."
            Some(Ability::Pavilion { .. }) => ctx.decide(p, Decision::PavilionLuxury),
            _ => {}
        }
    }
}

pub(crate) fn legal_barracks(ctx: &Ctx, p: PlayerId, out: &mut Vec<Action>) {
    let Some(Ability::Barracks { workshop, .. }) = ability(ctx.cat, ctx.st, p) else {
        return;
    };
    let pl = ctx.player(p);
    let w = workshop as usize;
    if pl.watchtower == 0 || pl.gates.iter().all(|g| g.is_some()) || w >= ctx.st.workshops.len() {
        return;
    }
    for colour in Colour::ALL {
        if ctx.st.workshops[w][colour.index()] > 0 {
            out.push(Action::BuyGate {
                workshop,
                colour,
                pay: Resources::ZERO,
            });
        }
    }
}

pub(crate) fn resolve_barracks(ctx: &mut Ctx, p: PlayerId, a: Action) {
    if let Action::BuyGate {
        workshop, colour, ..
    } = a
    {
        board::take_gate(ctx, p, workshop, colour);
    }
}

/// Luxury goods of the pavilion's kind, face up or in the stacks.
fn pavilion_goods(ctx: &Ctx, p: PlayerId) -> Vec<LuxuryId> {
    let Some(Ability::Pavilion { luxury, .. }) = ability(ctx.cat, ctx.st, p) else {
        return Vec::new();
    };
    let d = &ctx.st.luxury;
    let mut v: Vec<LuxuryId> = d
        .face_up
        .iter()
        .flatten()
        .chain(d.stacks.iter().flat_map(|s| s.iter()))
        .copied()
        .filter(|id| ctx.cat.luxury(*id).luxury == luxury)
        .collect();
    v.sort_unstable();
    v.dedup();
    v
}

pub(crate) fn legal_pavilion(ctx: &Ctx, p: PlayerId, out: &mut Vec<Action>) {
    for luxury in pavilion_goods(ctx, p) {
        out.push(Action::TakeLuxury { luxury });
    }
    out.push(Action::Done);
}

/// Takes the tajine; "Die durchsuchten Stapel werden neu gemischt" (each
/// keeps its height; a taken top is replaced by the next).
pub(crate) fn resolve_pavilion(ctx: &mut Ctx, p: PlayerId, a: Action) {
    let Action::TakeLuxury { luxury } = a else {
        return;
    };
    let d = &mut ctx.st.luxury;
    for slot in d.face_up.iter_mut() {
        if *slot == Some(luxury) {
            *slot = None;
        }
    }
    for s in d.stacks.iter_mut() {
        if let Some(i) = s.iter().position(|x| *x == luxury) {
            s.remove(i);
        }
    }
    let mut rng = ctx.st.rng;
    for s in ctx.st.luxury.stacks.iter_mut() {
        rng.shuffle(s.as_mut_slice());
    }
    ctx.st.rng = rng;
    displays::refill_state(ctx.st);
    super::take_luxury(ctx, p, luxury);
}

/// Start of a season (round 1): "Das Bootshaus: Der Spieler startet jeden
/// Durchgang mit seinem Fischer auf dem Feld mit dem Krokodil", "Die
/// Bibliothek: Start des 1./2./3. Durchgangs".
pub(crate) fn season_start(ctx: &mut Ctx) {
    if ctx.st.modules.special_buildings != Some(BuildingSide::Front) {
        return;
    }
    let croc = ctx.cat.river.crocodile;
    for i in 0..ctx.st.n() {
        let p = ctx.st.in_turn(i);
        if ability(ctx.cat, ctx.st, p) == Some(Ability::Boathouse) && ctx.player(p).fisherman < croc
        {
            ctx.place_fisherman(p, croc);
        }
    }
    let ty = match ctx.st.season {
        0 => ScrollType::Yellow,
        1 => ScrollType::Pink,
        _ => ScrollType::Orange,
    };
    for i in (0..ctx.st.n()).rev() {
        let p = ctx.st.in_turn(i);
        if let Some(Ability::Library { .. }) = ability(ctx.cat, ctx.st, p) {
            ctx.decide(p, Decision::LibraryStack { ty });
        }
    }
}

/// The library's price this season.
fn library_dates(ctx: &Ctx, p: PlayerId) -> Option<u16> {
    match ability(ctx.cat, ctx.st, p) {
        Some(Ability::Library { dates, .. }) => {
            dates.get(ctx.st.season as usize).map(|d| *d as u16)
        }
        _ => None,
    }
}

/// The scrolls of stack `i` of a type, its revealed top included (with one
/// stack and 3 face up: all of them as stack 0).
fn stack_contents(st: &State, ty: ScrollType, i: usize) -> Vec<ScrollId> {
    let row = &st.scrolls[ty.index()];
    match st.modules.scroll_layout(st.edition) {
        Layout::Stacks => {
            let mut v: Vec<ScrollId> = row.stacks[i].iter().copied().collect();
            v.extend(row.face_up[i]);
            v
        }
        Layout::OneStack if i == 0 => {
            let mut v: Vec<ScrollId> = row.stacks[0].iter().copied().collect();
            v.extend(row.face_up.iter().flatten());
            v
        }
        Layout::OneStack => Vec::new(),
    }
}

/// "sofern er 1 Dattel bezahlt": any stack may be searched by a player who
/// can pay; what lies in it is seen once searched.
pub(crate) fn legal_library_stack(ctx: &Ctx, p: PlayerId, ty: ScrollType, out: &mut Vec<Action>) {
    if let Some(dates) = library_dates(ctx, p) {
        if ctx.player(p).resources.dates >= dates {
            for stack in 0..3u8 {
                if !stack_contents(ctx.st, ty, stack as usize).is_empty() {
                    out.push(Action::SearchStack { stack });
                }
            }
        }
    }
    out.push(Action::Done);
}

pub(crate) fn resolve_library_stack(ctx: &mut Ctx, p: PlayerId, ty: ScrollType, a: Action) {
    if let Action::SearchStack { stack } = a {
        ctx.emit(Event::LibrarySearched {
            player: p,
            ty,
            stack,
        });
        ctx.decide(p, Decision::LibraryScroll { ty, stack });
    }
}

/// Season 1 "da er den geforderten grauen Keshi besitzt" (met), seasons 2
/// and 3 "sofern er die geforderten grauen Keshis besitzt" (R38: the
/// building's grey keshi meets season 1's requirement; the catalog's
/// `scholars` flags say which seasons check it).
pub(crate) fn legal_library_scroll(
    ctx: &Ctx,
    p: PlayerId,
    ty: ScrollType,
    stack: u8,
    out: &mut Vec<Action>,
) {
    let needed = match ability(ctx.cat, ctx.st, p) {
        Some(Ability::Library { scholars, .. }) => scholars
            .get(ctx.st.season as usize)
            .copied()
            .unwrap_or(true),
        _ => true,
    };
    let scholars = if needed {
        ctx.player(p).sector_keshis(Sector::Madrasa)
    } else {
        u8::MAX
    };
    let mut v = stack_contents(ctx.st, ty, stack as usize);
    v.sort_unstable();
    for scroll in v {
        if ctx.cat.scroll(scroll).requirement <= scholars {
            out.push(Action::KeepScroll { scroll });
        }
    }
    out.push(Action::Done);
}

/// Takes the scroll, pays the dates; "Der Stapel wird erneut gemischt und
/// das oberste Plättchen aufgedeckt."
pub(crate) fn resolve_library_scroll(
    ctx: &mut Ctx,
    p: PlayerId,
    ty: ScrollType,
    stack: u8,
    a: Action,
) {
    let Action::KeepScroll { scroll } = a else {
        return;
    };
    let dates = library_dates(ctx, p).unwrap_or(0);
    let i = stack as usize;
    let layout = ctx.st.modules.scroll_layout(ctx.st.edition);
    let mut rest: Vec<ScrollId> = stack_contents(ctx.st, ty, i);
    rest.retain(|s| *s != scroll);
    rest.sort_unstable();
    ctx.st.rng.shuffle(&mut rest);
    let row = &mut ctx.st.scrolls[ty.index()];
    match layout {
        Layout::Stacks => {
            row.stacks[i] = crate::bounded::BVec::from_slice(&rest).unwrap_or_default();
            row.face_up[i] = row.stacks[i].pop();
        }
        Layout::OneStack => {
            row.stacks[0] = crate::bounded::BVec::from_slice(&rest).unwrap_or_default();
            for slot in row.face_up.iter_mut() {
                *slot = row.stacks[0].pop();
            }
        }
    }
    ctx.pay(p, Resources::new(0, dates, 0));
    board::acquire(ctx, p, scroll);
}

/// "Das Dattellager: Beim Kauf einer Luxusware bezahlt der Spieler 1
/// Waren-Keshi weniger, sofern er noch keine Luxusware der gleichen Art
/// besitzt."
pub(crate) fn luxury_discount(ctx: &Ctx, p: PlayerId, id: LuxuryId) -> u8 {
    let Some(Ability::DateStore { discount, .. }) = ability(ctx.cat, ctx.st, p) else {
        return 0;
    };
    let kind = ctx.cat.luxury(id).luxury;
    let owned = ctx
        .player(p)
        .luxury_ids()
        .any(|g| ctx.cat.luxury(g).luxury == kind);
    if owned {
        0
    } else {
        discount
    }
}

/// "Der Kamelstall: Der Spieler zahlt 1 beliebige Ressource weniger, wenn
/// er eine Oase aktiviert."
pub(crate) fn oasis_discount(ctx: &Ctx, p: PlayerId) -> u16 {
    match ability(ctx.cat, ctx.st, p) {
        Some(Ability::CamelStable { discount }) => discount as u16,
        _ => 0,
    }
}

/// "Die Baracke: Immer wenn der Spieler im Spiel ein Stadttor kauft,
/// erhält er 1 Punkt zusätzlich."
pub(crate) fn gate_bought(ctx: &mut Ctx, p: PlayerId) {
    if let Some(Ability::Barracks { points, .. }) = ability(ctx.cat, ctx.st, p) {
        ctx.points(p, points as i16, ScoreCategory::CityGates);
    }
}

/// "Das Bethaus: ... zusätzlich 1 Punkt (neben dem 1 Dinar), wenn er einen
/// neuen Abschnitt auf der Moscheeleiste betritt"; "Der Pavillon: ...
/// zusätzlich 1 beliebige Ressource (neben dem 1 Dinar), wenn er einen
/// neuen Abschnitt auf der Palasttreppe betritt."
pub(crate) fn threshold(ctx: &mut Ctx, p: PlayerId, stair: Stair) {
    match (ability(ctx.cat, ctx.st, p), stair) {
        (Some(Ability::HouseOfPrayer { points }), Stair::Mosque) => {
            ctx.points(p, points as i16, ScoreCategory::Staircases)
        }
        (Some(Ability::Pavilion { resources, .. }), Stair::Palace) if resources > 0 => ctx.bonus(
            p,
            Bonus::AnyResources { n: resources },
            ScoreCategory::Staircases,
        ),
        _ => {}
    }
}

/// Spectators printed on the section of `p`'s disc facing `field`: "Der
/// Übungsraum: Der Spieler tauscht seine Zuschauerscheibe gegen die neue
/// Zuschauerscheibe aus" (the side module 4 uses).
pub fn printed_spectators(cat: &Catalog, st: &State, p: PlayerId, field: u8) -> u8 {
    let rotation = st.player(p).disc_rotation;
    match ability(cat, st, p) {
        Some(Ability::PracticeRoom { pink, purple }) => {
            let disc = if st.modules.spectators { purple } else { pink };
            disc[(field as usize + 8 - rotation as usize % 8) % 8]
        }
        _ => cat.printed_spectators(st.modules.spectators, rotation, field),
    }
}

/// Determinization: the buildings another player drew and the scrolls they
/// drew at the start are hidden; they are drawn anew from what `viewer`
/// has not seen.
pub(crate) fn determinize(cat: &Catalog, st: &mut State, viewer: Option<PlayerId>, rng: &mut Rng) {
    let Some(data) = cat.special_buildings.as_ref() else {
        return;
    };
    if st.modules.special_buildings.is_none() {
        return;
    }
    let n = st.n();
    let mine = |q: usize| viewer == Some(q as PlayerId);
    // Buildings: the viewer's own and every kept one shown are seen.
    let shown: Vec<bool> = (0..n)
        .map(|q| kept_seen(st, q as PlayerId, viewer))
        .collect();
    let mut seen: Vec<BuildingId> = Vec::new();
    for (q, pl) in st.players[..n].iter().enumerate() {
        if mine(q) {
            seen.extend(pl.building.drawn.iter().flatten());
        }
        if shown[q] {
            seen.extend(pl.building.kept);
        }
    }
    let mut pool: Vec<BuildingId> = data
        .buildings
        .iter()
        .map(|b| b.id)
        .filter(|b| !seen.contains(b))
        .collect();
    pool.sort_unstable();
    rng.shuffle(&mut pool);
    for (q, pl) in st.players[..n].iter_mut().enumerate() {
        if mine(q) {
            continue;
        }
        let b = &mut pl.building;
        let keep_shown = shown[q] && b.kept.is_some();
        let mut first = None;
        for slot in b.drawn.iter_mut() {
            if slot.is_some() && !(keep_shown && *slot == b.kept) {
                *slot = pool.pop().or(*slot);
                first = first.or(*slot);
            }
        }
        if b.kept.is_some() && !keep_shown {
            b.kept = first;
        }
    }
    // Start scrolls: another's hand and the face-down bag are one pool.
    let y = ScrollType::Yellow.index();
    let mut hidden: Vec<ScrollId> = Vec::new();
    for (q, pl) in st.players[..n].iter().enumerate() {
        if !mine(q) {
            hidden.extend(pl.building.scrolls.iter().flatten());
        }
    }
    if hidden.is_empty() {
        return;
    }
    for s in st.scrolls[y].stacks.iter() {
        hidden.extend(s.iter());
    }
    hidden.sort_unstable();
    rng.shuffle(&mut hidden);
    let mut next = hidden.into_iter();
    for (q, pl) in st.players[..n].iter_mut().enumerate() {
        if mine(q) {
            continue;
        }
        for s in pl.building.scrolls.iter_mut().flatten() {
            if let Some(x) = next.next() {
                *s = x;
            }
        }
    }
    for s in st.scrolls[y].stacks.iter_mut() {
        for x in s.as_mut_slice() {
            if let Some(v) = next.next() {
                *x = v;
            }
        }
    }
}
