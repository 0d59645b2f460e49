//! A view is the same whatever the hidden information is; a secret selection tells the others nothing.

use crate::*;
use marrakesh_engine::ProvisionTier;

/// A copy of the state with some information changed. `owners`: the players
/// whose private information changed (they see it; bit per player); 0 for
/// information hidden from everyone.
pub(crate) struct Perturbed {
    pub(crate) name: String,
    pub(crate) state: State,
    pub(crate) owners: u8,
}

/// `owners` of public information that lives in the state: every view,
/// a spectator's included, shows the change.
pub(crate) const EVERYONE: u8 = 0xFF;

pub(crate) fn view_json(g: &Game, viewer: Option<PlayerId>) -> String {
    serde_json::to_string(&g.view(viewer)).expect("view serialises")
}

/// Paths where two JSON documents differ (at most a few).
pub(crate) fn json_diff(a: &str, b: &str) -> Vec<String> {
    fn walk(a: &serde_json::Value, b: &serde_json::Value, path: String, out: &mut Vec<String>) {
        use serde_json::Value;
        if out.len() >= 6 {
            return;
        }
        match (a, b) {
            (Value::Object(x), Value::Object(y)) => {
                for (k, va) in x {
                    match y.get(k) {
                        Some(vb) => walk(va, vb, format!("{path}.{k}"), out),
                        None => out.push(format!("{path}.{k} missing")),
                    }
                }
            }
            (Value::Array(x), Value::Array(y)) if x.len() == y.len() => {
                for (i, (va, vb)) in x.iter().zip(y).enumerate() {
                    walk(va, vb, format!("{path}[{i}]"), out);
                }
            }
            _ => {
                if a != b {
                    out.push(format!("{path}: {a} vs {b}"));
                }
            }
        }
    }
    let a: serde_json::Value = serde_json::from_str(a).expect("json");
    let b: serde_json::Value = serde_json::from_str(b).expect("json");
    let mut out = Vec::new();
    walk(&a, &b, String::new(), &mut out);
    out
}

pub(crate) fn shuffle_keeping_sizes<
    T: Copy + Default + PartialEq,
    const N: usize,
    const K: usize,
>(
    stacks: &mut [BVec<T, N>; K],
    rng: &mut Rng,
) -> bool {
    let mut all: Vec<T> = stacks.iter().flat_map(|s| s.iter().copied()).collect();
    if all.len() < 2 {
        return false;
    }
    let old = all.clone();
    for _ in 0..4 {
        rng.shuffle(&mut all);
        if all != old {
            break;
        }
    }
    let mut it = all.into_iter();
    for s in stacks.iter_mut() {
        for x in s.as_mut_slice() {
            *x = it.next().expect("same size");
        }
    }
    true
}

/// Random 3-subsets and subsets of a given size.
pub(crate) fn random_subset(
    from: ColourSet,
    size: u32,
    must: ColourSet,
    rng: &mut Rng,
) -> ColourSet {
    let mut rest: Vec<Colour> = from.iter().filter(|c| !must.contains(*c)).collect();
    rng.shuffle(&mut rest);
    let mut s = must;
    for c in rest {
        if s.len() >= size {
            break;
        }
        s.insert(c);
    }
    s
}

pub(crate) fn perturbations(g: &Game, rng: &mut Rng) -> Vec<Perturbed> {
    let st0 = *g.state();
    let cat = g.catalog();
    let n = st0.num_players as usize;
    let mut out = Vec::new();
    let mut push = |name: String, state: State, owners: u8| {
        if state != st0 {
            out.push(Perturbed {
                name,
                state,
                owners,
            });
        }
    };

    // Face-down oases: nobody knows them, the owner included.
    // (The Paschabot has no oases and no provision tiles.)
    let human = |p: &usize| !is_paschabot(&st0, *p as PlayerId);
    let hidden: Vec<(usize, usize)> = (0..n)
        .filter(human)
        .flat_map(|p| (0..6).map(move |s| (p, s)))
        .filter(|&(p, s)| st0.players[p].oasis_slots[s].status == OasisStatus::Hidden)
        .collect();
    if hidden.len() >= 2 {
        let i = rng.below(hidden.len() as u32) as usize;
        let mut j = rng.below(hidden.len() as u32 - 1) as usize;
        if j >= i {
            j += 1;
        }
        let (a, b) = (hidden[i], hidden[j]);
        let mut st = st0;
        let t = st.players[a.0].oasis_slots[a.1].oasis;
        st.players[a.0].oasis_slots[a.1].oasis = st.players[b.0].oasis_slots[b.1].oasis;
        st.players[b.0].oasis_slots[b.1].oasis = t;
        push(format!("swap hidden oases {a:?} and {b:?}"), st, 0);
    }
    if let Some(&(p, s)) = hidden.get(rng.below(hidden.len().max(1) as u32) as usize) {
        // ... or with an oasis left in the box.
        let mut used = [false; 256];
        for pl in &st0.players[..n] {
            for s in &pl.oasis_slots {
                used[s.oasis.0 as usize] = true;
            }
            for o in pl.storage.iter() {
                used[o.0 as usize] = true;
            }
        }
        for o in st0.bonus_oases.iter().flatten() {
            used[o.0 as usize] = true;
        }
        let boxed: Vec<OasisId> = cat
            .oases
            .iter()
            .map(|o| o.id)
            .filter(|id| !used[id.0 as usize])
            .collect();
        if !boxed.is_empty() {
            let mut st = st0;
            st.players[p].oasis_slots[s].oasis = boxed[rng.below(boxed.len() as u32) as usize];
            push(format!("hidden oasis {p}/{s} from the box"), st, 0);
        }
    }
    // Face-down stacks. A player searching a stack (a camel race reward)
    // sees its tiles: a shuffle that changes them is that player's to see.
    let searcher = |st: &State| -> u8 {
        let searching = g.pending().players.into_iter().find_map(|(p, d)| match d {
            Decision::StackSearched { search, stack } => Some((p, search, stack as usize)),
            // The special buildings' library: the stack searched.
            Decision::LibraryScroll { ty, stack } => {
                Some((p, StackSearch::Scroll { ty }, stack as usize))
            }
            _ => None,
        });
        let Some((p, search, k)) = searching else {
            return 0;
        };
        let tiles = |st: &State| -> Vec<u8> {
            let mut v: Vec<u8> = match search {
                StackSearch::Scroll { ty } => {
                    let row = &st.scrolls[ty.index()];
                    let top = row.face_up[k];
                    row.stacks[k]
                        .iter()
                        .chain(top.iter())
                        .map(|x| x.0)
                        .collect()
                }
                _ => {
                    let d = &st.luxury;
                    d.stacks[k]
                        .iter()
                        .chain(d.face_up[k].iter())
                        .map(|x| x.0)
                        .collect()
                }
            };
            v.sort();
            v
        };
        if tiles(st) == tiles(&st0) {
            0
        } else {
            1 << p
        }
    };
    let mut st = st0;
    for row in st.scrolls.iter_mut() {
        shuffle_keeping_sizes(&mut row.stacks, rng);
    }
    let owners = searcher(&st);
    push("shuffle scroll stacks".into(), st, owners);
    let mut st = st0;
    shuffle_keeping_sizes(&mut st.luxury.stacks, rng);
    let owners = searcher(&st);
    push("shuffle luxury stacks".into(), st, owners);
    // The tower's inside.
    let mut st = st0;
    for layer in st.tower.stuck.iter_mut() {
        for x in layer.iter_mut() {
            *x = rng.below(3) as u8;
        }
    }
    push("tower contents".into(), st, 0);
    // The random number generator.
    let mut st = st0;
    st.rng = Rng::new(rng.next_u32() as u64);
    push("rng".into(), st, 0);
    // Exchange offices of later seasons are still face down.
    if (st0.season as usize) < 2 {
        let unused: Vec<ExchangeOfficeId> = cat
            .exchange_offices
            .iter()
            .map(|o| o.id)
            .filter(|id| !st0.offices.contains(id))
            .collect();
        let mut st = st0;
        let s = 2;
        if !unused.is_empty() {
            st.offices[s] = unused[rng.below(unused.len() as u32) as usize];
        }
        if st0.season == 0 {
            st.offices.swap(1, 2);
        }
        push("later exchange offices".into(), st, 0);
    }

    // Face-down provision tiles: seen by their owner only; their pile
    // (base, moderate, hard: new provision tiles) shows on the back.
    let tier = |t: ProvisionId| cat.provision(t).tier;
    let face_down: Vec<(usize, usize)> = (0..n)
        .filter(human)
        .flat_map(|p| (0..3).map(move |s| (p, s)))
        .filter(|&(p, s)| !st0.players[p].provision[s].active)
        .collect();
    let dealt: Vec<ProvisionId> = (0..n)
        .filter(human)
        .flat_map(|p| {
            let pl = &st0.players[p];
            pl.provision
                .iter()
                .map(|t| t.tile)
                .chain(pl.provision_draw.extra.iter().flatten().copied())
        })
        .collect();
    let undealt: Vec<ProvisionId> = cat
        .provision_tiles
        .iter()
        .map(|t| t.id)
        .filter(|id| !dealt.contains(id))
        .filter(|id| tier(*id) == ProvisionTier::Base || st0.modules.new_provisions)
        .collect();
    for p in (0..n).filter(human) {
        let mine: Vec<usize> = face_down.iter().filter(|x| x.0 == p).map(|x| x.1).collect();
        let theirs: Vec<(usize, usize)> = face_down.iter().filter(|x| x.0 != p).copied().collect();
        if mine.is_empty() {
            continue;
        }
        let s = mine[rng.below(mine.len() as u32) as usize];
        let mine_tier = tier(st0.players[p].provision[s].tile);
        let theirs: Vec<(usize, usize)> = theirs
            .into_iter()
            .filter(|&(q, t)| tier(st0.players[q].provision[t].tile) == mine_tier)
            .collect();
        let undealt: Vec<ProvisionId> = undealt
            .iter()
            .copied()
            .filter(|id| tier(*id) == mine_tier)
            .collect();
        if !theirs.is_empty() {
            let (q, t) = theirs[rng.below(theirs.len() as u32) as usize];
            let mut st = st0;
            let a = st.players[p].provision[s].tile;
            st.players[p].provision[s].tile = st.players[q].provision[t].tile;
            st.players[q].provision[t].tile = a;
            push(
                format!("swap face-down provision tiles {p}/{s} and {q}/{t}"),
                st,
                (1 << p) | (1 << q),
            );
        }
        if !undealt.is_empty() {
            let mut st = st0;
            st.players[p].provision[s].tile = undealt[rng.below(undealt.len() as u32) as usize];
            push(
                format!("face-down provision tile {p}/{s} from the box"),
                st,
                1 << p,
            );
        }
        let same_pile = mine.len() == 2
            && tier(st0.players[p].provision[mine[0]].tile)
                == tier(st0.players[p].provision[mine[1]].tile);
        if same_pile {
            let mut st = st0;
            st.players[p].provision.swap(mine[0], mine[1]);
            push(
                format!("player {p}'s two face-down provision tiles swapped"),
                st,
                1 << p,
            );
        }
    }

    // New provision tiles: the moderate and hard tile drawn beside the three
    // (until the choice), seen by their owner only.
    for p in (0..n).filter(human) {
        let draw = st0.players[p].provision_draw;
        if !draw.pending() {
            continue;
        }
        for (k, t) in draw.extra.iter().enumerate() {
            let Some(t) = t else { continue };
            let other: Vec<ProvisionId> = undealt
                .iter()
                .copied()
                .filter(|id| tier(*id) == tier(*t) && !draw.extra.contains(&Some(*id)))
                .collect();
            if other.is_empty() {
                continue;
            }
            let mut st = st0;
            st.players[p].provision_draw.extra[k] =
                Some(other[rng.below(other.len() as u32) as usize]);
            push(
                format!("drawn provision tile {p}/{k} from the box"),
                st,
                1 << p,
            );
        }
    }

    // The secret selection and the screen, before the reveal.
    if st0.phase == Phase::Selection {
        for p in 0..n {
            let pl = st0.players[p];
            let bot = is_paschabot(&st0, p as PlayerId);
            if !pl.selection.is_empty() {
                let mut st = st0;
                let sel = random_subset(pl.screen, 3, ColourSet::EMPTY, rng);
                st.players[p].selection = sel;
                push(
                    format!("player {p}'s selection {:?} -> {sel:?}", pl.selection),
                    st,
                    1 << p,
                );
            }
            if bot {
                continue;
            }
            let mut st = st0;
            let screen = random_subset(ColourSet::ALL, pl.screen.len(), pl.selection, rng);
            st.players[p].screen = screen;
            push(
                format!("player {p}'s screen {:?} -> {screen:?}", pl.screen),
                st,
                1 << p,
            );
        }
    }

    // Solo: the order of the face-down strategy tiles is hidden; the bot's
    // bag ("1 Keshi je Farbe" minus those drawn), its board and the lazy
    // bot's priority line are public.
    if let Some(pb) = st0.pascha {
        if pb.deck.len() >= 2 {
            let mut st = st0;
            if let Some(b) = st.pascha.as_mut() {
                let mut deck = b.deck.as_slice().to_vec();
                let old = deck.clone();
                for _ in 0..4 {
                    rng.shuffle(&mut deck);
                    if deck != old {
                        break;
                    }
                }
                b.deck = BVec::from_slice(&deck).expect("same size");
            }
            push("the order of the face-down strategy tiles".into(), st, 0);
        }
        let bag = st0.players[PASCHABOT as usize].screen;
        if !bag.is_empty() && bag != ColourSet::ALL {
            let mut st = st0;
            let other = random_subset(
                ColourSet::ALL,
                bag.len(),
                st0.players[PASCHABOT as usize].selection,
                rng,
            );
            st.players[PASCHABOT as usize].screen = other;
            push(
                format!("the Paschabot's bag {bag:?} -> {other:?}"),
                st,
                EVERYONE,
            );
        }
        let mut st = st0;
        if let Some(b) = st.pascha.as_mut() {
            match b.opponent {
                Opponent::Lazy => b.line.swap(0, 1 + rng.below(11) as usize),
                Opponent::Paschabot => {
                    let s = Sector::SCORING[rng.below(8) as usize];
                    b.rows[s.index()] = (b.rows[s.index()] + 1) % 8;
                }
            }
        }
        push(
            "the Paschabot's board or priority line".into(),
            st,
            EVERYONE,
        );
    }

    // Module 5: the desert towns laid out are public, and so is each town
    // space.
    if st0.modules.desert_towns {
        let mut used: Vec<u8> = st0.towns.iter().copied().collect();
        for pl in &st0.players[..n] {
            used.extend(pl.towns.iter().flatten().map(|t| t.town));
        }
        let boxed: Vec<u8> = cat
            .desert_towns
            .iter()
            .map(|t| t.id)
            .filter(|id| !used.contains(id))
            .collect();
        if !st0.towns.is_empty() && !boxed.is_empty() {
            let mut st = st0;
            let k = rng.below(st0.towns.len() as u32) as usize;
            st.towns.as_mut_slice()[k] = boxed[rng.below(boxed.len() as u32) as usize];
            push(
                format!("desert town {k} of the display from the box"),
                st,
                EVERYONE,
            );
        }
        let owned: Vec<(usize, usize)> = (0..n)
            .flat_map(|p| (0..2).map(move |k| (p, k)))
            .filter(|&(p, k)| st0.players[p].towns[k].is_some())
            .collect();
        if let (Some(&(p, k)), false) = (owned.first(), boxed.is_empty()) {
            let mut st = st0;
            if let Some(t) = st.players[p].towns[k].as_mut() {
                t.town = boxed[rng.below(boxed.len() as u32) as usize];
            }
            push(
                format!("player {p}'s desert town {k} from the box"),
                st,
                EVERYONE,
            );
        }
    }
    // Modules 1 and 2: the staircase tiles and the figures are public.
    if st0.modules.staircase_tiles.is_some() {
        let mut st = st0;
        st.staircase_cover.swap(0, 1 + rng.below(11) as usize);
        push("staircase tiles swapped".into(), st, EVERYONE);
    }
    if st0.modules.imam_sultan {
        let mut st = st0;
        st.figures[0].step = st.figures[0].step.wrapping_add(1);
        push("the sultan's step".into(), st, EVERYONE);
    }
    out
}

/// Compares the views of the game and of each perturbation.
pub(crate) fn check_views(play: &Play, rng: &mut Rng) -> usize {
    let g = &play.game;
    let n = g.num_players();
    let viewers: Vec<Option<PlayerId>> = std::iter::once(None).chain((0..n).map(Some)).collect();
    let base: Vec<String> = viewers.iter().map(|v| view_json(g, *v)).collect();
    // What the views show of the modules and the solo opponent.
    let st = g.state();
    for v in &viewers {
        let view = g.view(*v);
        let towns: Vec<u8> = st.towns.iter().copied().collect();
        let ok_board = view.board.towns == towns
            && view.board.staircase_cover == st.staircase_cover
            && view.board.figures == st.modules.imam_sultan.then_some(st.figures)
            && view.modules == st.modules
            && view
                .players
                .iter()
                .all(|p| p.towns == st.player(p.seat).towns);
        if !ok_board {
            play.fail(&format!(
                "the view of {v:?} misstates the modules' components"
            ));
        }
        let solo = st.pascha.map(|pb| {
            let mut bag = ColourSet::ALL;
            bag.0 &= !play.tracker.bag_drawn.0;
            (
                bag,
                pb.deck.len() as u8,
                pb.tiles.as_slice().to_vec(),
                pb.gates,
                (pb.opponent == Opponent::Lazy).then_some(pb.line),
            )
        });
        let shown = view.solo.as_ref().map(|x| {
            (
                x.bag,
                x.strategy_deck,
                x.strategy_tiles.clone(),
                x.gates,
                x.line,
            )
        });
        if shown != solo {
            play.fail(&format!(
                "the view of {v:?} shows the solo opponent as {shown:?}, the game has {solo:?} \
                 (bag: one of each colour minus those drawn this season)"
            ));
        }
    }
    let mut checked = 0;
    for pert in perturbations(g, rng) {
        let g2 = match Game::from_state(*g.setup(), pert.state) {
            Ok(g2) => g2,
            Err(e) => play.fail(&format!(
                "perturbed state ({}) does not load: {e}",
                pert.name
            )),
        };
        for (i, v) in viewers.iter().enumerate() {
            let sees =
                pert.owners == EVERYONE || matches!(v, Some(k) if pert.owners & (1 << k) != 0);
            let other = view_json(&g2, *v);
            if sees && other == base[i] {
                play.fail(&format!(
                    "view of {v:?} does not show their own private information ({})",
                    pert.name
                ));
            }
            if !sees && other != base[i] {
                play.fail(&format!(
                    "view of {v:?} depends on hidden information ({}): {:?}",
                    pert.name,
                    json_diff(&base[i], &other)
                ));
            }
            checked += 1;
        }
    }
    checked
}

/// A secret selection (not the last one) tells the others nothing: the
/// events and their views are the same whatever was selected.
pub(crate) fn check_secret_selection(play: &Play, rng: &mut Rng) {
    let g = &play.game;
    let pending = g.pending();
    if g.state().phase != Phase::Selection || pending.players.len() < 2 {
        return;
    }
    let n = g.num_players();
    let (p, _) = pending.players[rng.below(pending.players.len() as u32) as usize];
    let mut legal = g.legal_actions(p);
    rng.shuffle(&mut legal);
    legal.truncate(8);
    let mut first: Option<(Vec<Event>, Vec<String>)> = None;
    for a in legal {
        let mut g2 = g.clone();
        let events = g2
            .apply(p, a)
            .unwrap_or_else(|e| panic!("{e}\n  at {}", play.loc()));
        let views: Vec<String> = std::iter::once(None)
            .chain((0..n).filter(|q| *q != p).map(Some))
            .map(|v| view_json(&g2, v))
            .collect();
        match &first {
            None => first = Some((events, views)),
            Some((e0, v0)) => {
                if *e0 != events {
                    play.fail(&format!(
                        "the events of a secret selection depend on it: {e0:?} vs {events:?}"
                    ));
                }
                for (x, y) in v0.iter().zip(&views) {
                    if x != y {
                        play.fail(&format!(
                            "other players see what player {p} selected: {:?}",
                            json_diff(x, y)
                        ));
                    }
                }
            }
        }
    }
}

pub(crate) fn views_do_not_depend_on_hidden_information(setups: Vec<Setup>) {
    let mut checked = 0;
    for setup in setups {
        let seed = setup.seed;
        {
            let mut play = Play::start(setup, seed % 2 == 1);
            let mut aux = Rng::new(seed ^ AUX);
            while !play.game.is_over() {
                let selection = play.game.state().phase == Phase::Selection;
                if aux.below(if selection { 4 } else { 16 }) == 0 {
                    checked += check_views(&play, &mut aux);
                    check_secret_selection(&play, &mut aux);
                }
                play.step();
            }
            checked += check_views(&play, &mut aux);
            play.check_end();
        }
    }
    eprintln!("{checked} perturbed views compared");
}

#[test]
pub(crate) fn views_do_not_depend_on_hidden_information_classic() {
    views_do_not_depend_on_hidden_information(base_setups(Edition::Classic, 4000, 2 * scale()));
}

#[test]
pub(crate) fn views_do_not_depend_on_hidden_information_essential() {
    views_do_not_depend_on_hidden_information(base_setups(Edition::Essential, 4000, 2 * scale()));
}

#[test]
pub(crate) fn views_do_not_depend_on_hidden_information_with_modules_and_solo() {
    views_do_not_depend_on_hidden_information(module_and_solo_setups(4500, 2 * scale()));
}
