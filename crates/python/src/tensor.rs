//! Fixed-length encodings of what one seat may see: the [`View`] of that
//! seat (the engine's, with every seat's screen filled in by
//! [`crate::Table::view`]: public under the rules) and each seat's last
//! revealed selection (public too), and nothing else, turned into [`SIZE`]
//! numbers in `[0, 1]`.
//!
//! The encoding reads only these, so two states that look the same from
//! a seat give that seat the same tensor (tested with the engine's
//! `determinize`, which redraws everything hidden). Seats are written
//! relative to the viewer (the viewer first, then clockwise; a spectator
//! sees seat 0 first), always 4 of them (missing seats are zeros), so the
//! length is the same in every game. Counts are divided by a bound and
//! clipped to 1; ids and choices are one-hot; sets are bits. The sections,
//! in order, are listed by [`sections`].

use marrakesh_engine::{
    BoardView, Decision, OasisView, Phase, PlayerId, PlayerView, ProvisionView, ScoreCategory,
    Sector, SoukVendor, View, MAX_PLAYERS,
};

const SCROLLS: usize = 72;
const LUXURY: usize = 35;
const OASES: usize = 36;
const PROVISIONS: usize = 24;
const OFFICES: usize = 24;
const RIVER_FACES: usize = 36;
const STAIRCASE_TILES: usize = 20;
const TOWNS: usize = 12;
const BUILDINGS: usize = 8;
const REWARD_TILES: usize = 6;
const STRATEGY_TILES: usize = 15;

/// The decision kinds, by their JSON names; an unknown one (a module added
/// later) counts as the last, "other".
const DECISIONS: [&str; 66] = [
    "arrange_storage_keshis",
    "orient_audience_disc",
    "activate_provision_tile",
    "select_keshis",
    "place_wild_assistant",
    "claim_keshis",
    "deploy_held_keshi",
    "use_assistant",
    "place_entertainer",
    "place_caravan",
    "place_water_vendor",
    "goods_colour",
    "keshi_colour",
    "take_resources",
    "date_harvest",
    "extra_step",
    "line_bonus",
    "rapid_bonus",
    "souk",
    "choose_entertainer",
    "madrasa",
    "medina",
    "build_gate",
    "sahara",
    "claim_free_oases",
    "bonus_oasis",
    "storage_keshi",
    "storage_exchange",
    "take_scroll",
    "choose_sector_action",
    "choose_stair",
    "score_oasis",
    "return_for_oasis",
    "return_resources",
    "river_tile_option",
    "provisioning",
    "luxury_discount",
    "falcon_keshi",
    "discounted_oasis",
    "swap_resources",
    "field_bonus",
    "choose_desert_town",
    "free_scroll",
    "free_luxury",
    "free_gate",
    "keshi_destination",
    "camel_bridge",
    "camel_rewards",
    "split_steps",
    "spectator_bonus",
    "camel_river_option",
    "search_stack",
    "stack_searched",
    "place_nomad",
    "choose_building",
    "choose_start_scroll",
    "library_stack",
    "library_scroll",
    "barracks_gate",
    "pavilion_luxury",
    "choose_provision_tiles",
    "provision_field_bonus",
    "provision_exchange",
    "exchanged_keshi",
    "provision_nomad_move",
    "other",
];

fn decision_kind(d: &Decision) -> usize {
    let json = serde_json::to_value(d).unwrap_or_default();
    let kind = json["kind"].as_str().unwrap_or("");
    DECISIONS
        .iter()
        .position(|k| *k == kind)
        .unwrap_or(DECISIONS.len() - 1)
}

/// Writes numbers in `[0, 1]`, recording the sections.
struct Writer {
    v: Vec<f32>,
    sections: Option<Vec<(&'static str, usize)>>,
}

impl Writer {
    fn section(&mut self, name: &'static str) {
        if let Some(s) = &mut self.sections {
            s.push((name, self.v.len()));
        }
    }
    fn flag(&mut self, b: bool) {
        self.v.push(if b { 1.0 } else { 0.0 });
    }
    /// `x / max`, clipped to `[0, 1]`.
    fn scalar(&mut self, x: f64, max: f64) {
        self.v.push((x / max).clamp(0.0, 1.0) as f32);
    }
    fn one_hot(&mut self, i: Option<usize>, n: usize) {
        let at = self.v.len();
        self.v.resize(at + n, 0.0);
        if let Some(i) = i.filter(|i| *i < n) {
            self.v[at + i] = 1.0;
        }
    }
    /// A printed id (1-based) one-hot.
    fn id(&mut self, id: Option<u8>, n: usize) {
        self.one_hot(id.and_then(|i| (i as usize).checked_sub(1)), n);
    }
    /// Printed ids (1-based) as bits.
    fn ids(&mut self, ids: impl IntoIterator<Item = u8>, n: usize) {
        let at = self.v.len();
        self.v.resize(at + n, 0.0);
        for i in ids {
            if (1..=n).contains(&(i as usize)) {
                self.v[at + i as usize - 1] = 1.0;
            }
        }
    }
    fn bits(&mut self, mask: u64, n: usize) {
        for i in 0..n {
            self.flag(mask & (1 << i) != 0);
        }
    }
    fn counts(&mut self, xs: impl IntoIterator<Item = f64>, max: f64) {
        for x in xs {
            self.scalar(x, max);
        }
    }
}

/// Seats relative to the viewer: `rel(p)` is 0 for the viewer.
struct Seats {
    first: PlayerId,
    n: u8,
}

impl Seats {
    fn rel(&self, p: PlayerId) -> Option<usize> {
        (p < self.n).then(|| ((p + self.n - self.first) % self.n) as usize)
    }
    fn abs(&self, r: usize) -> Option<PlayerId> {
        (r < self.n as usize).then(|| (self.first + r as u8) % self.n)
    }
}

/// How many numbers every tensor has.
pub const SIZE: usize = 6426;

/// The tensor of a view: [`SIZE`] numbers in `[0, 1]`. `last_selection`:
/// each seat's most recently revealed selection (colour bits), which the
/// rules make public and the view no longer shows once the next round
/// starts.
pub fn encode(view: &View, last_selection: &[u16; MAX_PLAYERS]) -> Vec<f32> {
    let mut w = Writer {
        v: Vec::with_capacity(SIZE),
        sections: None,
    };
    write(view, last_selection, &mut w);
    w.v
}

/// The sections of the tensor: name and first position.
pub fn sections(view: &View) -> Vec<(&'static str, usize)> {
    let mut w = Writer {
        v: Vec::with_capacity(SIZE),
        sections: Some(Vec::new()),
    };
    write(view, &[0; MAX_PLAYERS], &mut w);
    w.sections.unwrap_or_default()
}

/// The tensor's layout: each section's name, first position and length,
/// in order (the seats named `seat_0`, the viewer, to `seat_3`).
pub fn layout() -> Vec<(String, usize, usize)> {
    let setup = marrakesh_engine::Setup::new(2, 0);
    let view = marrakesh_engine::Game::new(setup)
        .map(|g| g.view(Some(0)))
        .ok();
    let Some(view) = view else {
        return Vec::new();
    };
    let sections = sections(&view);
    let mut seat = 0;
    sections
        .iter()
        .enumerate()
        .map(|(i, (name, start))| {
            let end = sections.get(i + 1).map_or(SIZE, |s| s.1);
            let name = if *name == "player" {
                seat += 1;
                format!("seat_{}", seat - 1)
            } else {
                name.to_string()
            };
            (name, *start, end - start)
        })
        .collect()
}

fn write(view: &View, last_selection: &[u16; MAX_PLAYERS], w: &mut Writer) {
    let seats = Seats {
        first: view.viewer.unwrap_or(0),
        n: view.players.len() as u8,
    };
    w.section("game");
    w.flag(view.viewer.is_some());
    w.one_hot(Some(view.edition as usize), 2);
    w.one_hot(Some(view.season as usize), 3);
    w.one_hot(Some(view.round as usize), 4);
    w.one_hot(Some(phase(view.phase)), 10);
    w.one_hot(Some(view.players.len()), MAX_PLAYERS + 1);
    let m = &view.modules;
    use marrakesh_engine::{BuildingSide, ExchangeOffices};
    for b in [
        m.staircase_tiles.is_some(),
        m.imam_sultan,
        m.exchange_offices.is_some(),
        m.exchange_offices == Some(ExchangeOffices::NewOnly),
        m.spectators,
        m.desert_towns,
        m.new_luxury_goods,
        m.new_oases,
        m.camel_race,
        m.nomads,
        m.special_buildings.is_some(),
        m.special_buildings == Some(BuildingSide::Back),
        m.new_provisions,
    ] {
        w.flag(b);
    }
    w.one_hot(seats.rel(view.start_player), MAX_PLAYERS);
    w.one_hot(seats.rel(view.season_player), MAX_PLAYERS);
    w.section("pending");
    for r in 0..MAX_PLAYERS {
        let d = seats
            .abs(r)
            .and_then(|p| view.pending.iter().find(|(q, _)| *q == p));
        w.flag(d.is_some());
        w.one_hot(d.map(|(_, d)| decision_kind(d)), DECISIONS.len());
    }
    w.section("board");
    board(&view.board, &seats, w);
    for r in 0..MAX_PLAYERS {
        w.section("player");
        let pv = seats.abs(r).and_then(|p| view.players.get(p as usize));
        player(pv, &seats, w);
    }
    w.section("solo");
    solo(view, w);
    w.section("last_selection");
    for r in 0..MAX_PLAYERS {
        let last = seats
            .abs(r)
            .and_then(|p| last_selection.get(p as usize).copied());
        w.bits(last.unwrap_or(0) as u64, 12);
    }
}

fn phase(p: Phase) -> usize {
    match p {
        Phase::Setup => 0,
        Phase::Selection => 1,
        Phase::PlaceAssistants => 2,
        Phase::Claim => 3,
        Phase::Exchange => 4,
        Phase::UseAssistants => 5,
        Phase::RiverBonus => 6,
        Phase::SeasonScoring => 7,
        Phase::ProvisionReveal => 8,
        Phase::GameOver => 9,
    }
}

fn board(b: &BoardView, seats: &Seats, w: &mut Writer) {
    for row in &b.scrolls {
        for slot in row {
            w.id(slot.map(|s| s.0), SCROLLS);
        }
    }
    for row in &b.scroll_stacks {
        w.counts(row.iter().map(|n| *n as f64), 21.0);
    }
    for slot in &b.luxury {
        w.id(slot.map(|l| l.0), LUXURY);
    }
    w.counts(b.luxury_stacks.iter().map(|n| *n as f64), 35.0);
    w.id(Some(b.exchange_office.0), OFFICES);
    for face in &b.river_tiles {
        w.id(Some(*face), RIVER_FACES);
    }
    for o in &b.bonus_oases {
        w.id(o.map(|o| o.0), OASES);
    }
    for ws in &b.workshops {
        w.counts(ws.iter().map(|n| *n as f64), 6.0);
    }
    w.counts(b.display.iter().map(|n| *n as f64), 12.0);
    w.scalar(b.jetty as f64, 8.0);
    for cover in &b.staircase_cover {
        w.flag(cover.is_some());
        w.id(cover.map(|(t, _)| t), STAIRCASE_TILES);
        w.flag(cover.is_some_and(|(_, side)| side == 1));
    }
    for i in 0..2 {
        let f = b.figures.map(|f| f[i]);
        w.flag(f.is_some());
        w.scalar(f.map_or(0.0, |f| f.step as f64), 16.0);
        w.one_hot(
            f.and_then(|f| f.carrier).and_then(|p| seats.rel(p)),
            MAX_PLAYERS,
        );
    }
    w.ids(b.towns.iter().copied(), TOWNS);
    w.flag(b.race.is_some());
    for i in 0..3 {
        let tile = b.race.and_then(|r| r.rewards.as_slice().get(i).copied());
        w.flag(tile.is_some());
        w.id(tile.map(|(t, _)| t), REWARD_TILES);
        w.flag(tile.is_some_and(|(_, side)| side == 1));
    }
    w.bits(b.race.map_or(0, |r| r.crossed as u64), 8);
    for i in 0..MAX_PLAYERS {
        let p = b.race.and_then(|r| r.podium.as_slice().get(i).copied());
        w.one_hot(p.and_then(|p| seats.rel(p)), MAX_PLAYERS);
    }
    w.flag(b.nomads.is_some());
    w.scalar(b.nomads.map_or(0.0, |n| n.supply as f64), 12.0);
    w.flag(b.nomads.is_some_and(|n| n.in_base));
    for r in 0..MAX_PLAYERS {
        let declined = b
            .nomads
            .is_some_and(|n| seats.abs(r).is_some_and(|p| n.declined & (1 << p) != 0));
        w.flag(declined);
    }
}

fn player(pv: Option<&PlayerView>, seats: &Seats, w: &mut Writer) {
    let start = w.v.len();
    w.flag(pv.is_some());
    let Some(pv) = pv else {
        w.v.resize(start + PLAYER_SIZE, 0.0);
        return;
    };
    w.scalar(pv.score as f64 + 50.0, 400.0);
    for c in ScoreCategory::ALL {
        let v = pv
            .score_by
            .iter()
            .find(|(k, _)| *k == c)
            .map_or(0, |(_, v)| *v);
        w.scalar(v as f64 + 50.0, 200.0);
    }
    let r = pv.resources;
    w.counts([r.water, r.dates, r.dinars].map(|x| x as f64), 20.0);
    w.flag(pv.screen.is_some());
    w.bits(pv.screen.map_or(0, |s| s.0 as u64), 12);
    w.scalar(pv.screen_count as f64, 12.0);
    w.flag(pv.selection.is_some());
    w.bits(pv.selection.map_or(0, |s| s.0 as u64), 12);
    w.flag(pv.has_selected);
    let mut assistants = [0.0; 9];
    for s in &pv.assistants {
        assistants[s.index()] += 1.0;
    }
    w.counts(assistants, 3.0);
    w.scalar(pv.assistants_used as f64, 3.0);
    let mut keshis = [0.0; 9];
    for (s, n) in &pv.sector_keshis {
        keshis[s.index()] = *n as f64;
    }
    w.counts(keshis, 12.0);
    w.counts(pv.goods.map(|g| g as f64), 20.0);
    w.scalar(pv.entertainers as f64, 8.0);
    w.one_hot(Some(pv.disc_rotation as usize), 8);
    w.scalar(pv.watchtower as f64, 8.0);
    for g in &pv.gates {
        w.one_hot(g.map(|c| c.index()), 12);
    }
    w.counts(pv.caravans.map(|c| c as f64), 4.0);
    for i in 0..6 {
        let (status, oasis) = match pv.oasis_slots.get(i) {
            Some(OasisView::Hidden) => (Some(0), None),
            Some(OasisView::Discovered { oasis }) => (Some(1), Some(oasis.0)),
            Some(OasisView::Claimed { oasis }) => (Some(2), Some(oasis.0)),
            None => (None, None),
        };
        w.one_hot(status, 3);
        w.id(oasis, OASES);
    }
    w.ids(pv.storage.iter().map(|o| o.0), OASES);
    w.scalar(pv.storage.len() as f64, 7.0);
    for k in &pv.storage_keshis {
        w.one_hot(k.map(|c| c.index()), 12);
    }
    let vendors = pv
        .water_vendors
        .iter()
        .fold(0u64, |m, s| m | 1 << s.index());
    w.bits(vendors, 9);
    w.one_hot(
        Some(match pv.souk_vendor {
            SoukVendor::None => 0,
            SoukVendor::Placed => 1,
            SoukVendor::Active => 2,
        }),
        3,
    );
    for i in 0..3 {
        provision(pv.provision.get(i), w);
    }
    for i in 0..2 {
        provision(pv.provision_drawn.get(i), w);
    }
    w.ids(pv.scrolls.iter().map(|s| s.0), SCROLLS);
    w.ids(pv.luxury.iter().map(|l| l.0), LUXURY);
    w.scalar(pv.fisherman as f64, 16.0);
    w.one_hot(pv.dock.map(|d| d as usize), 8);
    w.scalar(pv.palace_step as f64, 16.0);
    w.scalar(pv.mosque_step as f64, 16.0);
    w.counts(pv.held.map(|h| h as f64), 3.0);
    for t in &pv.towns {
        w.flag(t.is_some());
        w.id(t.map(|t| t.town), TOWNS);
        w.flag(t.is_some_and(|t| t.claimed));
    }
    for p in &pv.town_points {
        w.scalar(p.unwrap_or(0) as f64, 20.0);
    }
    w.counts(pv.river_steps.map(|s| s as f64), 8.0);
    let race = pv.race;
    w.flag(race.is_some());
    w.scalar(race.map_or(0.0, |r| r.camel as f64), 20.0);
    w.counts(
        race.map_or([0; 12], |r| r.spectators).map(|n| n as f64),
        5.0,
    );
    w.scalar(race.map_or(0.0, |r| r.dung as f64), 20.0);
    w.scalar(race.map_or(0.0, |r| r.nomads as f64), 3.0);
    let nomads = pv.nomads;
    w.flag(nomads.is_some());
    let n = nomads.unwrap_or_default();
    w.counts(n.markers.map(|x| x as f64), 3.0);
    w.bits(n.fields as u64, 8);
    w.scalar(n.watchtower as f64, 3.0);
    w.scalar(n.gates as f64, 3.0);
    for c in n.caravans {
        w.bits(c as u64, 4);
    }
    w.bits(n.vendors as u64, 9);
    w.counts(n.moved_in.map(|x| x as f64), 3.0);
    w.bits(n.moved_fields as u64, 8);
    w.bits(n.moved_vendors as u64, 9);
    w.scalar(n.held as f64, 3.0);
    let b = pv.building.as_ref();
    w.flag(b.is_some());
    w.id(b.and_then(|b| b.kept), BUILDINGS);
    w.ids(b.map(|b| b.drawn.clone()).unwrap_or_default(), BUILDINGS);
    w.ids(
        b.map(|b| b.start_scrolls.iter().map(|s| s.0).collect::<Vec<_>>())
            .unwrap_or_default(),
        SCROLLS,
    );
    let _ = seats;
    debug_assert_eq!(w.v.len() - start, PLAYER_SIZE);
}

/// Numbers per seat.
const PLAYER_SIZE: usize = 1020;

fn provision(p: Option<&ProvisionView>, w: &mut Writer) {
    let (active, tile, tier) = match p {
        Some(ProvisionView::Active { tile }) => (true, Some(tile.0), None),
        Some(ProvisionView::FaceDown { tile, tier }) => (false, tile.map(|t| t.0), Some(*tier)),
        None => (false, None, None),
    };
    w.flag(p.is_some());
    w.flag(active);
    w.id(tile, PROVISIONS);
    use marrakesh_engine::ProvisionTier;
    w.one_hot(
        tier.map(|t| match t {
            ProvisionTier::Base => 0,
            ProvisionTier::Moderate => 1,
            ProvisionTier::Hard => 2,
        }),
        3,
    );
}

fn solo(view: &View, w: &mut Writer) {
    let s = view.solo.as_ref();
    w.flag(s.is_some());
    w.flag(s.is_some_and(|s| s.opponent == marrakesh_engine::Opponent::Lazy));
    let d = s.map(|s| s.difficulty).unwrap_or_default();
    for b in [
        d.no_extra_tiles,
        d.complete_sectors_only,
        d.main_square_once,
        d.no_fisherman_moves,
        d.expensive_gates,
        d.main_square_four,
        d.storage_keshis,
    ] {
        w.flag(b);
    }
    for i in 0..Sector::ALL.len() {
        let row = s.and_then(|s| s.rows.get(i));
        w.one_hot(row.map(|(sec, _)| sec.index()), 9);
        w.scalar(row.map_or(0.0, |(_, n)| *n as f64), 12.0);
    }
    w.counts(s.map_or([0; 12], |s| s.gates).map(|g| g as f64), 3.0);
    w.ids(
        s.map(|s| s.strategy_tiles.clone()).unwrap_or_default(),
        STRATEGY_TILES,
    );
    w.scalar(s.map_or(0.0, |s| s.strategy_deck as f64), 15.0);
    w.bits(s.map_or(0, |s| s.bag.0 as u64), 12);
    for i in 0..12 {
        w.one_hot(s.and_then(|s| s.line).map(|line| line[i].index()), 12);
    }
}
