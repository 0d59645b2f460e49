//! The fixed global action index: every action the engine can list has one
//! number in `0..NUM_ACTIONS`, the same in every game, whatever the players,
//! edition or modules.
//!
//! The index is laid out in [`BLOCKS`], one block per kind of
//! [`Action`], in that order; inside a block the action's fields are
//! numbered in mixed radix, the first field most significant (the layout is
//! printed in `crates/python/README.md`, written by `layout_markdown`).
//! Amounts of resources (`pay`, `resources`) are numbered by their total
//! first, then water, then dates (the dinars are the rest), up to the
//! block's largest total; sets of keshi colours by their bits.
//!
//! Every block is bounded by the books and the catalog (8 main-square
//! fields, 72 scrolls, the workshops' prices, the oases' and luxury goods'
//! costs …; a test checks the catalog against the bounds) except two
//! amounts the books leave open ("The resources and keshis are not
//! limited"): the hunting falcon's exchange of
//! all of a player's resources ([`MAX_TAKEN`] in all) and the provision
//! payment ([`MAX_PROVISION`]). A position beyond them has legal actions
//! outside the index: [`encode`] gives `None` for them and the binding says
//! so instead of dropping them silently.

use marrakesh_engine::{
    Action, AssistantOption, BVec, BoardKeshi, Colour, ColourSet, LuxuryId, ProvisionId, Resources,
    SaharaPath, ScrollId, ScrollType, Sector, Stair, StepPayment,
};
use std::sync::OnceLock;

/// Most resources a player can hold for the hunting falcon's exchange of
/// all of them (`take_resources`): more than any game seen (random play:
/// 15).
pub const MAX_TAKEN: u16 = 40;
/// Most resources one provision payment takes (3 tiles, the hard tiles'
/// costs, scroll 33's splits; random play: 9).
pub const MAX_PROVISION: u16 = 16;
/// Most dates of one harvest split by scrolls 23–25.
pub const MAX_HARVEST: u8 = 12;
/// Most resources of a gate price (dinars, split by scroll 33).
pub const MAX_GATE_PRICE: u16 = 6;
/// Most resources an oasis costs.
pub const MAX_OASIS_COST: u16 = 8;
/// Most resources a scroll refresh costs (R4).
pub const MAX_REFRESH: u16 = 4;
/// Most goods keshis a luxury good from a stack costs (the dearest costs 7
/// before the search's discount).
pub const MAX_LUXURY_PAY: u16 = 7;
/// Most steps split among the three tracks (camel race rewards).
pub const MAX_SPLIT: u16 = 8;

/// Scrolls 1–72, luxury goods 1–35 (with the new ones), provision tiles
/// 1–24 (with the new ones), special buildings 1–8: printed numbers.
pub const SCROLLS: u32 = 72;
pub const LUXURY_GOODS: u32 = 35;
pub const PROVISION_TILES: u32 = 24;
pub const BUILDINGS: u32 = 8;

/// One block of the index: a kind of action and the numbers it takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Block {
    /// The action's JSON name (`"action"`).
    pub name: &'static str,
    /// Its fields, most significant first, with their ranges.
    pub fields: &'static str,
    /// How many indices it takes.
    pub size: u32,
}

/// Number of resource amounts with a total of at most `t`.
const fn res_count(t: u16) -> u32 {
    let t = t as u32;
    (t + 1) * (t + 2) * (t + 3) / 6
}

/// Number of 4-part splits with a total of at most `t`.
const fn quad_count(t: u8) -> u32 {
    let t = t as u32;
    (t + 1) * (t + 2) * (t + 3) * (t + 4) / 24
}

const COLOURS: u32 = 12;
const SECTORS: u32 = 9;
const FIELDS: u32 = 8;
/// Keshis on the board: 9 markers, 8 entertainers, the guard, 9 water
/// vendors, 3 caravans.
const BOARD_KESHIS: u32 = 30;
/// Colours a spectator area holds: all but the goods colours.
const SPECTATOR_SETS: u32 = 1 << 9;
/// Offers on one camel race reward tile side.
const OFFERS: u32 = 4;

macro_rules! blocks {
    ($($id:ident = $name:literal, $fields:literal, $size:expr;)*) => {
        #[allow(non_camel_case_types, clippy::upper_case_acronyms)]
        #[derive(Clone, Copy)]
        #[repr(usize)]
        enum B { $($id,)* }
        /// The blocks of the index, in order.
        pub const BLOCKS: &[Block] = &[$(Block { name: $name, fields: $fields, size: $size },)*];
    };
}

blocks! {
    ArrangeStorage = "arrange_storage", "keshis: 0–3 colours in order (by length, then colours)", 1 + 12 + 144 + 1728;
    OrientDisc = "orient_disc", "rotation 0–7", 8;
    ActivateProvision = "activate_provision", "slot 0–2", 3;
    Select = "select", "3 different colours, ascending (the 220 sets in lexicographic order)", 220;
    PlaceAssistant = "place_assistant", "sector", SECTORS;
    Claim = "claim", "colour × count 1–2", COLOURS * 2;
    ClaimPair = "claim_pair", "first colour × second colour", COLOURS * COLOURS;
    DeployHeld = "deploy_held", "colour", COLOURS;
    UseAssistant = "use_assistant", "sector × option (sector action, new keshi of colour)", SECTORS * (1 + COLOURS);
    PlaceEntertainer = "place_entertainer", "field 0–7", FIELDS;
    PlaceCaravan = "place_caravan", "path (left, right, start oasis)", 3;
    PlaceWaterVendor = "place_water_vendor", "sector", SECTORS;
    ChooseColour = "choose_colour", "colour", COLOURS;
    TakeResources = "take_resources", "resources, total 0–40", res_count(MAX_TAKEN);
    Harvest = "harvest", "total 0–12, then water, dinars, points (dates: the rest)", quad_count(MAX_HARVEST);
    ExtraStep = "extra_step", "pay (water, date, free)", 3;
    LineBonus = "line_bonus", "space 0–31", 32;
    RapidBonus = "rapid_bonus", "rapid 0–7", 8;
    ExchangeGoods = "exchange_goods", "colour", COLOURS;
    BuyLuxury = "buy_luxury", "slot 0–4", 5;
    TakeFieldBonus = "take_field_bonus", "field 0–7", FIELDS;
    ChooseEntertainer = "choose_entertainer", "field 0–7", FIELDS;
    RefreshScrolls = "refresh_scrolls", "scroll type × pay (total 0–4)", 4 * res_count(MAX_REFRESH);
    BuyScroll = "buy_scroll", "scroll type × slot 0–2", 12;
    TakeScroll = "take_scroll", "scroll type × slot 0–2", 12;
    BuyGate = "buy_gate", "workshop 0–3 × colour × pay (total 0–6)", 4 * COLOURS * res_count(MAX_GATE_PRICE);
    BuildGate = "build_gate", "space 0–7", 8;
    ClaimOasis = "claim_oasis", "slot 0–7 × pay (total 0–8)", 8 * res_count(MAX_OASIS_COST);
    TakeBonusOasis = "take_bonus_oasis", "index 0–2", 3;
    Accept = "accept", "", 1;
    ReturnKeshi = "return_keshi", "board keshi (markers, entertainers, guard, water vendors, caravans)", BOARD_KESHIS;
    ChooseSector = "choose_sector", "sector", SECTORS;
    ChooseStair = "choose_stair", "palace, mosque", 2;
    ScoreOasis = "score_oasis", "storage index 0–7", 8;
    Count = "count", "n 0–15", 16;
    ReturnResource = "return_resource", "water, date, dinar", 3;
    ChooseOption = "choose_option", "option 0–3", 4;
    Provision = "provision", "alternative (no, yes) × pay (total 0–16)", 2 * res_count(MAX_PROVISION);
    TakeDesertTown = "take_desert_town", "index 0–11", 12;
    ClaimDesertTown = "claim_desert_town", "space 0–1", 2;
    ToBoard = "to_board", "", 1;
    ToSpectatorArea = "to_spectator_area", "", 1;
    BuyCamelReward = "buy_camel_reward", "offer 0–3 × spectator colours (9 bits, goods colours left out)", OFFERS * SPECTATOR_SETS;
    DiscardCamelDung = "discard_camel_dung", "", 1;
    SplitSteps = "split_steps", "steps (river, palace, mosque), total 0–8", res_count(MAX_SPLIT);
    SearchStack = "search_stack", "stack 0–7", 8;
    TakeScrollFromStack = "take_scroll_from_stack", "scroll 1–72", SCROLLS;
    TakeLuxuryFromStack = "take_luxury_from_stack", "luxury good 1–35 × goods paid (yellow, purple, orange; total 0–7)", LUXURY_GOODS * res_count(MAX_LUXURY_PAY);
    KeepBuilding = "keep_building", "building 1–8", BUILDINGS;
    KeepScroll = "keep_scroll", "scroll 1–72", SCROLLS;
    TakeLuxury = "take_luxury", "luxury good 1–35", LUXURY_GOODS;
    Done = "done", "", 1;
    ClaimNomad = "claim_nomad", "", 1;
    PlaceNomad = "place_nomad", "board keshi spot", BOARD_KESHIS;
    MoveNomad = "move_nomad", "from × to (board keshi spots)", BOARD_KESHIS * BOARD_KESHIS;
    KeepProvisionTiles = "keep_provision_tiles", "3 different tiles 1–24, as a set (the 2024 sets in lexicographic order)", 2024;
    SwapStorageKeshi = "swap_storage_keshi", "space 0–5 × colour", 6 * COLOURS;
    ReturnSpectator = "return_spectator", "colour", COLOURS;
    Spectate = "spectate", "colour", COLOURS;
    BuyCamelRewardWithNomad = "buy_camel_reward_with_nomad", "offer 0–3 × spectator colours (9 bits)", OFFERS * SPECTATOR_SETS;
    MoveSpectatorNomad = "move_spectator_nomad", "to (board keshi spot)", BOARD_KESHIS;
}

/// The first index of each block, and the total.
fn offsets() -> &'static [u32] {
    static OFFSETS: OnceLock<Vec<u32>> = OnceLock::new();
    OFFSETS.get_or_init(|| {
        let mut v = Vec::with_capacity(BLOCKS.len() + 1);
        let mut at = 0;
        for b in BLOCKS {
            v.push(at);
            at += b.size;
        }
        v.push(at);
        v
    })
}

/// How many distinct actions the index numbers (OpenSpiel's
/// `num_distinct_actions`).
pub const NUM_ACTIONS: u32 = {
    let mut n = 0;
    let mut i = 0;
    while i < BLOCKS.len() {
        n += BLOCKS[i].size;
        i += 1;
    }
    n
};

/// The block an index falls in, and its first index.
pub fn block_of(index: u32) -> Option<(&'static Block, u32)> {
    let offs = offsets();
    if index >= NUM_ACTIONS {
        return None;
    }
    let b = offs.partition_point(|o| *o <= index) - 1;
    Some((&BLOCKS[b], offs[b]))
}

fn at(block: B, local: u32) -> Option<u32> {
    let b = block as usize;
    (local < BLOCKS[b].size).then(|| offsets()[b] + local)
}

fn colour(c: Colour) -> u32 {
    c.index() as u32
}

fn sector(s: Sector) -> u32 {
    s.index() as u32
}

fn path(p: SaharaPath) -> u32 {
    match p {
        SaharaPath::Left => 0,
        SaharaPath::Right => 1,
        SaharaPath::StartOasis => 2,
    }
}

const PATHS: [SaharaPath; 3] = [SaharaPath::Left, SaharaPath::Right, SaharaPath::StartOasis];

fn board_keshi(k: BoardKeshi) -> Option<u32> {
    Some(match k {
        BoardKeshi::Marker { sector: s } => sector(s),
        BoardKeshi::Entertainer { field } if (field as u32) < FIELDS => 9 + field as u32,
        BoardKeshi::Guard => 17,
        BoardKeshi::WaterVendor { sector: s } => 18 + sector(s),
        BoardKeshi::Caravan { path: p } => 27 + path(p),
        _ => return None,
    })
}

fn board_keshis() -> Vec<BoardKeshi> {
    let mut v: Vec<BoardKeshi> = Sector::ALL
        .iter()
        .map(|s| BoardKeshi::Marker { sector: *s })
        .collect();
    v.extend((0..FIELDS as u8).map(|field| BoardKeshi::Entertainer { field }));
    v.push(BoardKeshi::Guard);
    v.extend(
        Sector::ALL
            .iter()
            .map(|s| BoardKeshi::WaterVendor { sector: *s }),
    );
    v.extend(PATHS.iter().map(|p| BoardKeshi::Caravan { path: *p }));
    v
}

/// An amount of at most `max` resources in all: by total, then water, then
/// dates (the order of `Resources::choices`).
fn res(r: Resources, max: u16) -> Option<u32> {
    let t = r.total();
    if t > max || r.water > t || r.dates > t {
        return None;
    }
    let (t, w, d) = (t as u32, r.water as u32, r.dates as u32);
    let before = t * (t + 1) * (t + 2) / 6;
    Some(before + w * (t + 1) - w * w.saturating_sub(1) / 2 + d)
}

fn res_all(max: u16) -> impl Iterator<Item = Resources> {
    (0..=max).flat_map(Resources::choices)
}

fn goods_pay(pay: [u8; 3]) -> Resources {
    Resources::new(pay[0] as u16, pay[1] as u16, pay[2] as u16)
}

/// A set of spectator colours (no goods colour) as 9 bits.
fn spectators(set: ColourSet) -> Option<u32> {
    let mut bits = 0;
    let mut n = 0;
    for c in Colour::ALL {
        if c.is_goods() {
            if set.contains(c) {
                return None;
            }
            continue;
        }
        if set.contains(c) {
            bits |= 1 << n;
        }
        n += 1;
    }
    Some(bits)
}

fn spectator_set(bits: u32) -> ColourSet {
    Colour::ALL
        .iter()
        .filter(|c| !c.is_goods())
        .enumerate()
        .filter(|(i, _)| bits & (1 << i) != 0)
        .map(|(_, c)| *c)
        .collect()
}

/// Position of a `k`-subset (ascending, values `0..n`) among all of them in
/// lexicographic order.
fn combination(sorted: &[u32], n: u32) -> Option<u32> {
    let k = sorted.len() as u32;
    let mut idx = 0;
    let mut prev = 0;
    for (i, &c) in sorted.iter().enumerate() {
        if c >= n || (i > 0 && c < prev) {
            return None;
        }
        let start = if i == 0 { 0 } else { prev + 1 };
        for skipped in start..c {
            idx += binomial(n - skipped - 1, k - i as u32 - 1);
        }
        prev = c;
    }
    Some(idx)
}

fn binomial(n: u32, k: u32) -> u32 {
    if k > n {
        return 0;
    }
    (0..k).fold(1u64, |acc, i| acc * (n - i) as u64 / (i + 1) as u64) as u32
}

fn combinations3(n: u32) -> impl Iterator<Item = [u32; 3]> {
    (0..n).flat_map(move |a| (a + 1..n).flat_map(move |b| (b + 1..n).map(move |c| [a, b, c])))
}

fn scroll_type(t: ScrollType) -> u32 {
    t.index() as u32
}

fn id(n: u8, count: u32) -> Option<u32> {
    (n >= 1 && (n as u32) <= count).then(|| n as u32 - 1)
}

/// The index of an action, or `None` if it lies outside the index (see the
/// module's notes). Actions that differ only in an order the rules ignore
/// (the 3 provision tiles kept) share one index.
pub fn encode(a: &Action) -> Option<u32> {
    use Action as A;
    let (block, local) = match *a {
        A::ArrangeStorage { keshis } => {
            let s = keshis.as_slice();
            let before: u32 = (0..s.len() as u32).map(|k| COLOURS.pow(k)).sum();
            let within = s.iter().fold(0, |acc, c| acc * COLOURS + colour(*c));
            (B::ArrangeStorage, before + within)
        }
        A::OrientDisc { rotation } => (B::OrientDisc, rotation as u32),
        A::ActivateProvision { slot } => (B::ActivateProvision, slot as u32),
        A::Select { keshis } => {
            let c = keshis.map(colour);
            if c[0] >= c[1] || c[1] >= c[2] {
                return None;
            }
            (B::Select, combination(&c, COLOURS)?)
        }
        A::PlaceAssistant { sector: s } => (B::PlaceAssistant, sector(s)),
        A::Claim { colour: c, count } => {
            if !(1..=2).contains(&count) {
                return None;
            }
            (B::Claim, colour(c) * 2 + count as u32 - 1)
        }
        A::ClaimPair { first, second } => (B::ClaimPair, colour(first) * COLOURS + colour(second)),
        A::DeployHeld { colour: c } => (B::DeployHeld, colour(c)),
        A::UseAssistant { sector: s, option } => {
            let o = match option {
                AssistantOption::SectorAction => 0,
                AssistantOption::NewKeshi { colour: c } => 1 + colour(c),
            };
            (B::UseAssistant, sector(s) * (1 + COLOURS) + o)
        }
        A::PlaceEntertainer { field } => (B::PlaceEntertainer, field as u32),
        A::PlaceCaravan { path: p } => (B::PlaceCaravan, path(p)),
        A::PlaceWaterVendor { sector: s } => (B::PlaceWaterVendor, sector(s)),
        A::ChooseColour { colour: c } => (B::ChooseColour, colour(c)),
        A::TakeResources { resources } => (B::TakeResources, res(resources, MAX_TAKEN)?),
        A::Harvest {
            dates,
            water,
            dinars,
            points,
        } => {
            let t = dates as u32 + water as u32 + dinars as u32 + points as u32;
            if t > MAX_HARVEST as u32 {
                return None;
            }
            let before = t * (t + 1) * (t + 2) * (t + 3) / 24;
            let rest = Resources::new(water as u16, dinars as u16, points as u16);
            (B::Harvest, before + res(rest, t as u16)?)
        }
        A::ExtraStep { pay } => (
            B::ExtraStep,
            match pay {
                StepPayment::Water => 0,
                StepPayment::Date => 1,
                StepPayment::Free => 2,
            },
        ),
        A::LineBonus { space } => (B::LineBonus, space as u32),
        A::RapidBonus { rapid } => (B::RapidBonus, rapid as u32),
        A::ExchangeGoods { colour: c } => (B::ExchangeGoods, colour(c)),
        A::BuyLuxury { slot } => (B::BuyLuxury, slot as u32),
        A::TakeFieldBonus { field } => (B::TakeFieldBonus, field as u32),
        A::ChooseEntertainer { field } => (B::ChooseEntertainer, field as u32),
        A::RefreshScrolls { ty, pay } => (
            B::RefreshScrolls,
            scroll_type(ty) * res_count(MAX_REFRESH) + res(pay, MAX_REFRESH)?,
        ),
        A::BuyScroll { ty, slot } if slot < 3 => (B::BuyScroll, scroll_type(ty) * 3 + slot as u32),
        A::TakeScroll { ty, slot } if slot < 3 => {
            (B::TakeScroll, scroll_type(ty) * 3 + slot as u32)
        }
        A::BuyGate {
            workshop,
            colour: c,
            pay,
        } if workshop < 4 => (
            B::BuyGate,
            (workshop as u32 * COLOURS + colour(c)) * res_count(MAX_GATE_PRICE)
                + res(pay, MAX_GATE_PRICE)?,
        ),
        A::BuildGate { space } => (B::BuildGate, space as u32),
        A::ClaimOasis { slot, pay } if slot < 8 => (
            B::ClaimOasis,
            slot as u32 * res_count(MAX_OASIS_COST) + res(pay, MAX_OASIS_COST)?,
        ),
        A::TakeBonusOasis { index } => (B::TakeBonusOasis, index as u32),
        A::Accept => (B::Accept, 0),
        A::ReturnKeshi { keshi } => (B::ReturnKeshi, board_keshi(keshi)?),
        A::ChooseSector { sector: s } => (B::ChooseSector, sector(s)),
        A::ChooseStair { stair } => (B::ChooseStair, stair.index() as u32),
        A::ScoreOasis { index } => (B::ScoreOasis, index as u32),
        A::Count { n } => (B::Count, n as u32),
        A::ReturnResource { resource } => (
            B::ReturnResource,
            marrakesh_engine::Resource::ALL
                .iter()
                .position(|r| *r == resource)? as u32,
        ),
        A::ChooseOption { option } => (B::ChooseOption, option as u32),
        A::Provision { alternative, pay } => (
            B::Provision,
            alternative as u32 * res_count(MAX_PROVISION) + res(pay, MAX_PROVISION)?,
        ),
        A::TakeDesertTown { index } => (B::TakeDesertTown, index as u32),
        A::ClaimDesertTown { space } => (B::ClaimDesertTown, space as u32),
        A::ToBoard => (B::ToBoard, 0),
        A::ToSpectatorArea => (B::ToSpectatorArea, 0),
        A::BuyCamelReward { offer, keshis } if (offer as u32) < OFFERS => (
            B::BuyCamelReward,
            offer as u32 * SPECTATOR_SETS + spectators(keshis)?,
        ),
        A::DiscardCamelDung => (B::DiscardCamelDung, 0),
        A::SplitSteps {
            river,
            palace,
            mosque,
        } => (
            B::SplitSteps,
            res(
                Resources::new(river as u16, palace as u16, mosque as u16),
                MAX_SPLIT,
            )?,
        ),
        A::SearchStack { stack } => (B::SearchStack, stack as u32),
        A::TakeScrollFromStack { scroll } => (B::TakeScrollFromStack, id(scroll.0, SCROLLS)?),
        A::TakeLuxuryFromStack { luxury, pay } => (
            B::TakeLuxuryFromStack,
            id(luxury.0, LUXURY_GOODS)? * res_count(MAX_LUXURY_PAY)
                + res(goods_pay(pay), MAX_LUXURY_PAY)?,
        ),
        A::KeepBuilding { building } => (B::KeepBuilding, id(building, BUILDINGS)?),
        A::KeepScroll { scroll } => (B::KeepScroll, id(scroll.0, SCROLLS)?),
        A::TakeLuxury { luxury } => (B::TakeLuxury, id(luxury.0, LUXURY_GOODS)?),
        A::Done => (B::Done, 0),
        A::ClaimNomad => (B::ClaimNomad, 0),
        A::PlaceNomad { spot } => (B::PlaceNomad, board_keshi(spot)?),
        A::MoveNomad { from, to } => (
            B::MoveNomad,
            board_keshi(from)? * BOARD_KESHIS + board_keshi(to)?,
        ),
        A::KeepProvisionTiles { tiles } => {
            let mut t = [0; 3];
            for (slot, tile) in t.iter_mut().zip(tiles) {
                *slot = id(tile.0, PROVISION_TILES)?;
            }
            t.sort_unstable();
            if t[0] == t[1] || t[1] == t[2] {
                return None;
            }
            (B::KeepProvisionTiles, combination(&t, PROVISION_TILES)?)
        }
        A::SwapStorageKeshi { space, colour: c } if space < 6 => {
            (B::SwapStorageKeshi, space as u32 * COLOURS + colour(c))
        }
        A::ReturnSpectator { colour: c } => (B::ReturnSpectator, colour(c)),
        A::Spectate { colour: c } => (B::Spectate, colour(c)),
        A::BuyCamelRewardWithNomad { offer, keshis } if (offer as u32) < OFFERS => (
            B::BuyCamelRewardWithNomad,
            offer as u32 * SPECTATOR_SETS + spectators(keshis)?,
        ),
        A::MoveSpectatorNomad { to } => (B::MoveSpectatorNomad, board_keshi(to)?),
        _ => return None,
    };
    at(block, local)
}

/// Every index's action, in index order: the canonical action of each
/// number (the provision tiles kept in ascending order).
pub fn all_actions() -> &'static [Action] {
    static ALL: OnceLock<Vec<Action>> = OnceLock::new();
    ALL.get_or_init(|| {
        let mut v = Vec::with_capacity(NUM_ACTIONS as usize);
        enumerate(&mut v);
        v
    })
}

/// The canonical action of an index.
pub fn decode(index: u32) -> Option<Action> {
    all_actions().get(index as usize).copied()
}

fn enumerate(v: &mut Vec<Action>) {
    use Action as A;
    let colours = Colour::ALL;
    // arrange_storage
    for len in 0..=3u32 {
        for n in 0..COLOURS.pow(len) {
            let mut keshis: BVec<Colour, 3> = BVec::new();
            for k in (0..len).rev() {
                let c = colours[(n / COLOURS.pow(k) % COLOURS) as usize];
                let _ = keshis.push(c);
            }
            v.push(A::ArrangeStorage { keshis });
        }
    }
    v.extend((0..8).map(|rotation| A::OrientDisc { rotation }));
    v.extend((0..3).map(|slot| A::ActivateProvision { slot }));
    for c in combinations3(COLOURS) {
        v.push(A::Select {
            keshis: c.map(|i| colours[i as usize]),
        });
    }
    v.extend(Sector::ALL.map(|sector| A::PlaceAssistant { sector }));
    for colour in colours {
        v.extend((1..=2).map(|count| A::Claim { colour, count }));
    }
    for first in colours {
        v.extend(colours.map(|second| A::ClaimPair { first, second }));
    }
    v.extend(colours.map(|colour| A::DeployHeld { colour }));
    for sector in Sector::ALL {
        v.push(A::UseAssistant {
            sector,
            option: AssistantOption::SectorAction,
        });
        v.extend(colours.map(|colour| A::UseAssistant {
            sector,
            option: AssistantOption::NewKeshi { colour },
        }));
    }
    v.extend((0..FIELDS as u8).map(|field| A::PlaceEntertainer { field }));
    v.extend(PATHS.map(|path| A::PlaceCaravan { path }));
    v.extend(Sector::ALL.map(|sector| A::PlaceWaterVendor { sector }));
    v.extend(colours.map(|colour| A::ChooseColour { colour }));
    v.extend(res_all(MAX_TAKEN).map(|resources| A::TakeResources { resources }));
    for t in 0..=MAX_HARVEST {
        for r in res_all(t as u16) {
            v.push(A::Harvest {
                dates: t - r.total() as u8,
                water: r.water as u8,
                dinars: r.dates as u8,
                points: r.dinars as u8,
            });
        }
    }
    v.extend(
        [StepPayment::Water, StepPayment::Date, StepPayment::Free].map(|pay| A::ExtraStep { pay }),
    );
    v.extend((0..32).map(|space| A::LineBonus { space }));
    v.extend((0..8).map(|rapid| A::RapidBonus { rapid }));
    v.extend(colours.map(|colour| A::ExchangeGoods { colour }));
    v.extend((0..5).map(|slot| A::BuyLuxury { slot }));
    v.extend((0..FIELDS as u8).map(|field| A::TakeFieldBonus { field }));
    v.extend((0..FIELDS as u8).map(|field| A::ChooseEntertainer { field }));
    for ty in ScrollType::ALL {
        v.extend(res_all(MAX_REFRESH).map(|pay| A::RefreshScrolls { ty, pay }));
    }
    for ty in ScrollType::ALL {
        v.extend((0..3).map(|slot| A::BuyScroll { ty, slot }));
    }
    for ty in ScrollType::ALL {
        v.extend((0..3).map(|slot| A::TakeScroll { ty, slot }));
    }
    for workshop in 0..4 {
        for colour in colours {
            v.extend(res_all(MAX_GATE_PRICE).map(|pay| A::BuyGate {
                workshop,
                colour,
                pay,
            }));
        }
    }
    v.extend((0..8).map(|space| A::BuildGate { space }));
    for slot in 0..8 {
        v.extend(res_all(MAX_OASIS_COST).map(|pay| A::ClaimOasis { slot, pay }));
    }
    v.extend((0..3).map(|index| A::TakeBonusOasis { index }));
    v.push(A::Accept);
    v.extend(
        board_keshis()
            .into_iter()
            .map(|keshi| A::ReturnKeshi { keshi }),
    );
    v.extend(Sector::ALL.map(|sector| A::ChooseSector { sector }));
    v.extend([Stair::Palace, Stair::Mosque].map(|stair| A::ChooseStair { stair }));
    v.extend((0..8).map(|index| A::ScoreOasis { index }));
    v.extend((0..16).map(|n| A::Count { n }));
    v.extend(marrakesh_engine::Resource::ALL.map(|resource| A::ReturnResource { resource }));
    v.extend((0..4).map(|option| A::ChooseOption { option }));
    for alternative in [false, true] {
        v.extend(res_all(MAX_PROVISION).map(|pay| A::Provision { alternative, pay }));
    }
    v.extend((0..12).map(|index| A::TakeDesertTown { index }));
    v.extend((0..2).map(|space| A::ClaimDesertTown { space }));
    v.push(A::ToBoard);
    v.push(A::ToSpectatorArea);
    for offer in 0..OFFERS as u8 {
        v.extend((0..SPECTATOR_SETS).map(|bits| A::BuyCamelReward {
            offer,
            keshis: spectator_set(bits),
        }));
    }
    v.push(A::DiscardCamelDung);
    v.extend(res_all(MAX_SPLIT).map(|r| A::SplitSteps {
        river: r.water as u8,
        palace: r.dates as u8,
        mosque: r.dinars as u8,
    }));
    v.extend((0..8).map(|stack| A::SearchStack { stack }));
    v.extend((1..=SCROLLS as u8).map(|n| A::TakeScrollFromStack {
        scroll: ScrollId(n),
    }));
    for n in 1..=LUXURY_GOODS as u8 {
        v.extend(res_all(MAX_LUXURY_PAY).map(|r| A::TakeLuxuryFromStack {
            luxury: LuxuryId(n),
            pay: [r.water as u8, r.dates as u8, r.dinars as u8],
        }));
    }
    v.extend((1..=BUILDINGS as u8).map(|building| A::KeepBuilding { building }));
    v.extend((1..=SCROLLS as u8).map(|n| A::KeepScroll {
        scroll: ScrollId(n),
    }));
    v.extend((1..=LUXURY_GOODS as u8).map(|n| A::TakeLuxury {
        luxury: LuxuryId(n),
    }));
    v.push(A::Done);
    v.push(A::ClaimNomad);
    v.extend(
        board_keshis()
            .into_iter()
            .map(|spot| A::PlaceNomad { spot }),
    );
    for from in board_keshis() {
        v.extend(
            board_keshis()
                .into_iter()
                .map(|to| A::MoveNomad { from, to }),
        );
    }
    for c in combinations3(PROVISION_TILES) {
        v.push(A::KeepProvisionTiles {
            tiles: c.map(|i| ProvisionId(i as u8 + 1)),
        });
    }
    for space in 0..6 {
        v.extend(colours.map(|colour| A::SwapStorageKeshi { space, colour }));
    }
    v.extend(colours.map(|colour| A::ReturnSpectator { colour }));
    v.extend(colours.map(|colour| A::Spectate { colour }));
    for offer in 0..OFFERS as u8 {
        v.extend((0..SPECTATOR_SETS).map(|bits| A::BuyCamelRewardWithNomad {
            offer,
            keshis: spectator_set(bits),
        }));
    }
    v.extend(
        board_keshis()
            .into_iter()
            .map(|to| A::MoveSpectatorNomad { to }),
    );
}

/// The layout as a Markdown table (for the package's README).
pub fn layout_markdown() -> String {
    let mut s = String::from(
        "| indices | action | fields (most significant first) |\n| --- | --- | --- |\n",
    );
    let offs = offsets();
    for (b, o) in BLOCKS.iter().zip(offs) {
        let range = if b.size == 1 {
            format!("{o}")
        } else {
            format!("{o}–{}", o + b.size - 1)
        };
        let fields = if b.fields.is_empty() { "—" } else { b.fields };
        s.push_str(&format!("| {range} | `{}` | {fields} |\n", b.name));
    }
    s.push_str(&format!("\n{NUM_ACTIONS} actions in all.\n"));
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every index has one canonical action, whose index it is, and every
    /// block has the JSON name of its actions.
    #[test]
    fn every_index_decodes_to_an_action_that_encodes_back() {
        let all = all_actions();
        assert_eq!(all.len(), NUM_ACTIONS as usize);
        for (i, a) in all.iter().enumerate() {
            assert_eq!(encode(a), Some(i as u32), "{a:?}");
            let (block, _) = block_of(i as u32).unwrap();
            let json = serde_json::to_value(a).unwrap();
            assert_eq!(json["action"], block.name, "{i}");
        }
        assert_eq!(decode(NUM_ACTIONS), None);
    }

    /// The catalog's ids and costs fit the blocks' bounds.
    #[test]
    fn the_catalog_fits_the_bounds() {
        let cat = marrakesh_engine::Catalog::embedded();
        assert!(cat.workshops.len() <= 4);
        let price = cat.workshops.iter().map(|w| w.price as u16).max().unwrap();
        assert!(price <= MAX_GATE_PRICE, "{price}");
        assert!(cat.oasis_slots.len() <= 8);
        for slot in &cat.oasis_slots {
            assert!(slot.cost.total() <= MAX_OASIS_COST);
        }
        for l in &cat.luxury_goods {
            assert!(id(l.id.0, LUXURY_GOODS).is_some(), "{:?}", l.id);
            assert!(l.cost.iter().map(|c| *c as u16).sum::<u16>() <= MAX_LUXURY_PAY);
        }
        assert!(cat.scrolls.iter().all(|s| id(s.id.0, SCROLLS).is_some()));
        assert!(cat
            .provision_tiles
            .iter()
            .all(|t| id(t.id.0, PROVISION_TILES).is_some()));
        assert!(cat.rules.madrasa_refresh_dinars.value <= MAX_REFRESH);
    }

    /// The README prints the layout as it is.
    #[test]
    fn the_readme_shows_this_layout() {
        let readme = include_str!("../README.md");
        assert!(
            readme.contains(&layout_markdown()),
            "update crates/python/README.md from marrakesh.index_layout()"
        );
    }

    #[test]
    fn combinations_are_numbered_in_order() {
        let all: Vec<_> = combinations3(12).collect();
        assert_eq!(all.len(), 220);
        for (i, c) in all.iter().enumerate() {
            assert_eq!(combination(c, 12), Some(i as u32));
        }
        assert_eq!(binomial(24, 3), 2024);
    }
}
