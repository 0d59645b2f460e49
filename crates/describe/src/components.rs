//! Components in words: scrolls, oases, luxury goods, provision and river
//! tiles, line spaces, desert towns, exchange offices, strategy tiles, and
//! the names of resources, staircases, sectors and colours.

use marrakesh_engine::{Ability, BuildingDef};
use marrakesh_engine::{
    Bonus, DesertTownEffect, FalconBonus, LineSpacePlace, LuxuryDef, OasisEffect, Perk,
    ProvisionEffect, RiverTileBonus, ScrollEffect, StrategyIcon, TileReward,
};
use marrakesh_engine::{CamelReward, RewardOffer};
use marrakesh_engine::{
    Catalog, Colour, Edition, ExchangeOfficeId, LuxuryId, LuxuryKind, OasisId, Phase, PlayerId,
    ProvisionId, Resource, Resources, SaharaPath, ScoreCategory, ScrollId, ScrollType, Sector,
    Stair, View,
};

use crate::*;

/// The key of a unit variant of an engine enum, as its JSON name in
/// kebab-case ("date-orchard", "oases-during-game"): the last part of the
/// message ids of a family of names.
macro_rules! key {
    ($v:expr) => {
        match serde_json::to_value($v) {
            Ok(serde_json::Value::String(s)) => s.replace('_', "-"),
            _ => String::new(),
        }
    };
}

/// A name from a family of messages (`id`: prefix + key); `fallback` (a
/// generic message) for a key without a message (a variant added to a
/// `#[non_exhaustive]` engine enum after the texts were written).
fn named(lang: Lang, id: String, fallback: &str) -> String {
    if Lang::En.texts().has(&id) {
        lang.get(&id)
    } else {
        lang.get(fallback)
    }
}

/// A colour's name: "gray", "grau", "grijs".
pub fn colour(lang: Lang, c: Colour) -> String {
    named(lang, format!("colour-{}", key!(c)), "colour-unknown")
}

/// Keshis of a colour without their number, in the grammatical form for
/// "deploy 1 …", "per …": "gray keshi", "grauen Keshi", "grijze keshi";
/// `count` picks singular or plural.
pub fn colour_keshi(lang: Lang, c: Colour, count: u32) -> String {
    tr!(lang, &format!("colour-keshi-{}", key!(c)), count = count)
}

/// "1 gray keshi", "2 graue Keshis".
pub fn keshis(lang: Lang, c: Colour, count: u32) -> String {
    tr!(
        lang,
        "component-keshis",
        count = count,
        keshi = colour_keshi(lang, c, count)
    )
}

/// A sector's name in running text: "date orchard", "Dattelplantage".
pub fn sector_name(lang: Lang, s: Sector) -> String {
    lang.get(&format!("sector-{}", key!(s)))
}

/// An icon of a strategy tile: the keshi colour, "goods" or "nomad".
pub fn strategy_icon(lang: Lang, i: StrategyIcon) -> String {
    lang.get(&format!("component-icon-{}", key!(i)))
}

/// "#04: white, white, pink, green; necklace / slipper; fisherman": the
/// icons top to bottom, the luxury goods at the top and the bottom, the
/// fisherman symbol.
pub fn strategy_tile(lang: Lang, cat: &Catalog, id: u8) -> String {
    let Some(t) = cat.paschabot.strategy_tiles.iter().find(|t| t.id == id) else {
        return tr!(lang, "component-strategy-tile-unknown", id = id);
    };
    let icons: Vec<String> = t.icons.iter().map(|i| strategy_icon(lang, *i)).collect();
    tr!(
        lang,
        if t.fisherman {
            "component-strategy-tile-fisherman"
        } else {
            "component-strategy-tile"
        },
        id = format!("{id:02}"),
        icons = icons.join(", "),
        top = luxury_kind(lang, t.top_luxury),
        bottom = luxury_kind(lang, t.bottom_luxury)
    )
}

pub fn resource(lang: Lang, r: Resource) -> String {
    lang.get(&format!("resource-{}", key!(r)))
}

pub fn stair(lang: Lang, s: Stair) -> String {
    lang.get(&format!("stair-{}", key!(s)))
}

pub fn scroll_type(lang: Lang, t: ScrollType) -> String {
    lang.get(&format!("scroll-type-{}", key!(t)))
}

/// A kind of luxury good: "oil lamp", "Öllampe", "olielamp".
pub fn luxury_kind(lang: Lang, k: LuxuryKind) -> String {
    lang.get(&format!("luxury-{}", key!(k)))
}

/// What a stack search looks for ("a gray scroll", "a luxury good, 3
/// goods keshis less").
pub fn stack_search(lang: Lang, s: marrakesh_engine::StackSearch) -> String {
    match s {
        marrakesh_engine::StackSearch::Scroll { ty } => {
            tr!(lang, "component-search-scroll", ty = key!(ty))
        }
        marrakesh_engine::StackSearch::LuxuryGood { discount } => {
            tr!(lang, "component-search-luxury", discount = discount)
        }
        _ => lang.get("component-search-tile"),
    }
}

pub fn path(lang: Lang, p: SaharaPath) -> String {
    lang.get(&format!("path-{}", key!(p)))
}

/// A sector name with a capital letter (for the start of a sentence).
pub fn sector_title(lang: Lang, s: Sector) -> String {
    lang.get(&format!("sector-title-{}", key!(s)))
}

pub fn phase(lang: Lang, p: Phase) -> String {
    lang.get(&format!("phase-{}", key!(p)))
}

/// A score category's name (the score pad's rows).
pub fn category(lang: Lang, c: ScoreCategory) -> String {
    named(lang, format!("score-{}", key!(c)), "score-other")
}

/// A colour with the sector it goes to: "pink (main square)".
pub fn colour_sector(lang: Lang, c: Colour) -> String {
    match c.sector() {
        Some(s) => tr!(
            lang,
            "component-colour-sector",
            colour = colour(lang, c),
            sector = sector_name(lang, s)
        ),
        None => tr!(lang, "component-colour-vendor", colour = colour(lang, c)),
    }
}

pub fn colours(lang: Lang, cs: &[Colour]) -> String {
    if cs.is_empty() {
        return lang.get("component-none");
    }
    cs.iter()
        .map(|c| colour(lang, *c))
        .collect::<Vec<_>>()
        .join(", ")
}

/// "2 turquoise": a number of keshis of a colour, short.
pub fn colour_count(lang: Lang, c: Colour, n: u8) -> String {
    tr!(
        lang,
        "component-colour-count",
        count = n,
        colour = colour(lang, c)
    )
}

/// Counts by colour: "2 turquoise, 1 red".
pub fn colour_counts(lang: Lang, counts: &[u8; 12]) -> String {
    let parts: Vec<String> = Colour::ALL
        .iter()
        .filter(|c| counts[c.index()] > 0)
        .map(|c| colour_count(lang, *c, counts[c.index()]))
        .collect();
    if parts.is_empty() {
        lang.get("component-nothing")
    } else {
        parts.join(", ")
    }
}

/// A bonus in one word ("goods", "2pt", "palace", ...).
pub fn bonus_short(lang: Lang, b: Bonus) -> String {
    match b {
        Bonus::Points { n } => tr!(lang, "component-short-points", count = n),
        Bonus::Resources {
            water,
            dates,
            dinars,
        } => {
            let mut v = Vec::new();
            if water > 0 {
                v.push(resource(lang, Resource::Water));
            }
            if dates > 0 {
                v.push(resource(lang, Resource::Date));
            }
            if dinars > 0 {
                v.push(resource(lang, Resource::Dinar));
            }
            v.join("+")
        }
        Bonus::AnyResources { .. } => lang.get("component-short-resource"),
        Bonus::Goods { .. } => lang.get("component-short-goods"),
        Bonus::Keshi { colour: c } => colour(lang, c),
        Bonus::AnyKeshis { .. } => lang.get("component-short-keshi"),
        Bonus::RiverSteps { .. } => lang.get("component-short-river"),
        Bonus::StairSteps { stair: s, .. } => stair(lang, s),
        Bonus::EitherStair { .. } => lang.get("component-short-either-stair"),
        _ => lang.get("component-short-bonus"),
    }
}

/// Resources in words: "1 water + 2 dates", "nothing".
pub fn resources(lang: Lang, r: Resources) -> String {
    let mut parts = Vec::new();
    if r.water > 0 {
        parts.push(tr!(lang, "component-water", count = r.water));
    }
    if r.dates > 0 {
        parts.push(tr!(lang, "component-dates", count = r.dates));
    }
    if r.dinars > 0 {
        parts.push(tr!(lang, "component-dinars", count = r.dinars));
    }
    if parts.is_empty() {
        lang.get("component-nothing")
    } else {
        parts.join(" + ")
    }
}

/// "1 point", "3 points".
pub fn points(lang: Lang, n: i64) -> String {
    tr!(lang, "component-points", count = n)
}

/// A printed bonus in words: "2 points", "1 step on the palace staircase".
pub fn bonus(lang: Lang, b: Bonus) -> String {
    match b {
        Bonus::Points { n } => points(lang, n.into()),
        Bonus::Resources {
            water,
            dates,
            dinars,
        } => resources(
            lang,
            Resources::new(water as u16, dates as u16, dinars as u16),
        ),
        Bonus::AnyResources { n } => tr!(lang, "component-any-resources", count = n),
        Bonus::Goods { n } => tr!(lang, "component-bonus-goods", count = n),
        Bonus::Keshi { colour: c } => keshis(lang, c, 1),
        Bonus::AnyKeshis { n } => tr!(lang, "component-bonus-any-keshis", count = n),
        Bonus::RiverSteps { n } => tr!(lang, "component-river-steps", count = n),
        Bonus::StairSteps { stair: s, n } => {
            tr!(lang, "component-stair-steps", count = n, stair = key!(s))
        }
        Bonus::EitherStair { n } => tr!(lang, "component-either-stair-steps", count = n),
        _ => lang.get("component-bonus-other"),
    }
}

/// A lasting ability of a scroll.
pub fn perk(lang: Lang, p: Perk) -> String {
    lang.get(&format!("component-perk-{}", key!(p)))
}

/// What a scroll's effect does.
pub fn scroll_effect_text(lang: Lang, e: ScrollEffect) -> String {
    let id = match e {
        ScrollEffect::DeployKeshi { colour: c } => {
            return tr!(lang, "component-scroll-deploy", keshis = keshis(lang, c, 1))
        }
        ScrollEffect::GainResources { resources: r } => {
            return tr!(
                lang,
                "component-scroll-gain",
                resources = resources(lang, r)
            )
        }
        ScrollEffect::AnyKeshi { times } => {
            return tr!(lang, "component-scroll-any-keshi", count = times)
        }
        ScrollEffect::GoodsKeshis { colours: [a, b] } if a == b => {
            return tr!(
                lang,
                "component-scroll-goods-same",
                colour = colour(lang, a)
            )
        }
        ScrollEffect::GoodsKeshis { colours: [a, b] } => {
            return tr!(
                lang,
                "component-scroll-goods-two",
                first = colour(lang, a),
                second = colour(lang, b)
            )
        }
        ScrollEffect::ResourcesForPoints { points_each } => {
            return tr!(
                lang,
                "component-scroll-resources-for-points",
                points = points_each
            )
        }
        ScrollEffect::Perk { perk: p } => {
            return tr!(lang, "component-scroll-lasting", perk = perk(lang, p))
        }
        ScrollEffect::ThreeSpectatorBonuses => "component-scroll-three-spectator-bonuses",
        ScrollEffect::AnySectorAction => "component-any-sector-action",
        ScrollEffect::ThreeStepsBothStairs => "component-scroll-three-steps-both-stairs",
        ScrollEffect::SoukWaterVendor => "component-scroll-souk-water-vendor",
        ScrollEffect::OrangeScrollForDate => "component-scroll-orange-for-date",
        ScrollEffect::AllLineBonuses => "component-scroll-all-line-bonuses",
        ScrollEffect::ClaimThreeOases => "component-scroll-claim-three-oases",
        ScrollEffect::KeshiAndSectorAction => "component-scroll-keshi-and-action",
        ScrollEffect::AllEntertainers => "component-scroll-all-entertainers",
        ScrollEffect::ScoreClaimedOasis => "component-scroll-score-claimed-oasis",
    };
    lang.get(id)
}

/// What a scroll does.
pub fn scroll_effect(lang: Lang, cat: &Catalog, id: ScrollId) -> String {
    if !cat.scrolls.iter().any(|s| s.id == id) {
        return tr!(lang, "component-scroll-unknown-effect", id = id.to_string());
    }
    scroll_effect_text(lang, cat.scroll(id).effect)
}

/// "#47 pink (5 scholars, 2 dates): ...".
pub fn scroll(lang: Lang, cat: &Catalog, id: ScrollId) -> String {
    if !cat.scrolls.iter().any(|s| s.id == id) {
        return tr!(lang, "component-scroll-unknown", id = id.to_string());
    }
    let def = cat.scroll(id);
    tr!(
        lang,
        "component-scroll",
        id = format!("{id:02}"),
        ty = scroll_type(lang, def.ty),
        effect = scroll_effect(lang, cat, id)
    )
}

/// What an oasis scores in a game of `edition`.
pub fn oasis_effect_text(lang: Lang, e: &OasisEffect, edition: Edition) -> String {
    match *e {
        OasisEffect::GatePoints {
            ref colours,
            points,
        } => tr!(
            lang,
            "component-oasis-gate-points",
            points = points,
            colours = colours
                .iter()
                .map(|c| colour(lang, *c))
                .collect::<Vec<_>>()
                .join("/")
        ),
        OasisEffect::KeshiCount { colour: c, base } => tr!(
            lang,
            "component-oasis-keshi-count",
            base = base,
            keshi = colour_keshi(lang, c, 1)
        ),
        OasisEffect::LuxuryPoints { luxury, points } => tr!(
            lang,
            "component-oasis-luxury-points",
            points = points,
            luxury = luxury_kind(lang, luxury)
        ),
        OasisEffect::ReturnResource {
            resource: r,
            base,
            max,
        } => tr!(
            lang,
            "component-oasis-return-resource",
            base = base,
            resource = key!(r),
            max = max
        ),
        OasisEffect::PerLuxuryGood { base } => {
            tr!(lang, "component-oasis-per-luxury-good", base = base)
        }
        OasisEffect::PerScroll { base } => tr!(lang, "component-oasis-per-scroll", base = base),
        OasisEffect::SparseSectors { points, max_keshis } => tr!(
            lang,
            "component-oasis-sparse-sectors",
            points = points,
            max = max_keshis
        ),
        OasisEffect::CompleteSectors { points } => {
            tr!(lang, "component-oasis-complete-sectors", points = points)
        }
        OasisEffect::PerClaimedOasis { points } => {
            tr!(lang, "component-oasis-per-claimed-oasis", points = points)
        }
        OasisEffect::FinalSpace {
            classic,
            essential,
            points,
        } => {
            let s = match edition {
                Edition::Classic => classic,
                Edition::Essential => essential,
            };
            tr!(
                lang,
                "component-oasis-final-space",
                points = points,
                stair = key!(s)
            )
        }
        OasisEffect::Thresholds { min, points } => tr!(
            lang,
            "component-oasis-thresholds",
            points = points,
            min = min
        ),
        OasisEffect::Jetty { points } => tr!(lang, "component-oasis-jetty", points = points),
        OasisEffect::LuxuryKinds { ref points } => tr!(
            lang,
            "component-oasis-luxury-kinds",
            list = points
                .iter()
                .enumerate()
                .map(|(i, n)| format!("{} -> {n}", i + 1))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        OasisEffect::LuxuryPairs { points, max } => tr!(
            lang,
            "component-oasis-luxury-pairs",
            points = points,
            max = max
        ),
        OasisEffect::LuxuryPointsCapped {
            luxury,
            points,
            max,
        } => tr!(
            lang,
            "component-oasis-luxury-points-capped",
            points = points,
            luxury = luxury_kind(lang, luxury),
            max = max
        ),
        OasisEffect::CamelSteps { steps, max } => tr!(
            lang,
            "component-oasis-camel-steps",
            steps = steps,
            max = max
        ),
        OasisEffect::PerNomad { points, max } => tr!(
            lang,
            "component-oasis-per-nomad",
            points = points,
            max = max
        ),
    }
}

/// What an oasis scores.
pub fn oasis_effect(lang: Lang, cat: &Catalog, id: OasisId, classic: bool) -> String {
    if !cat.oases.iter().any(|o| o.id == id) {
        return tr!(lang, "component-oasis-unknown-effect", id = id.to_string());
    }
    let edition = if classic {
        Edition::Classic
    } else {
        Edition::Essential
    };
    oasis_effect_text(lang, &cat.oasis(id).effect, edition)
}

pub fn oasis(lang: Lang, cat: &Catalog, id: OasisId, classic: bool) -> String {
    tr!(
        lang,
        "component-oasis",
        id = format!("{id:02}"),
        effect = oasis_effect(lang, cat, id, classic)
    )
}

/// What a hunting falcon gives besides its points.
pub fn falcon_bonus(lang: Lang, b: FalconBonus) -> String {
    match b {
        FalconBonus::Nomad => lang.get("component-falcon-nomad"),
        FalconBonus::ExchangeKeshi => lang.get("component-falcon-exchange-keshi"),
        FalconBonus::SwapResources => lang.get("component-falcon-swap-resources"),
        FalconBonus::MainSquareField { times } => {
            tr!(lang, "component-falcon-main-square-field", times = times)
        }
        FalconBonus::Steps { n } => tr!(lang, "component-falcon-steps", count = n),
    }
}

/// "slipper: 1 orange -> 2 points + 1 water".
pub fn luxury_description(lang: Lang, l: &LuxuryDef) -> String {
    let cost: Vec<String> = Colour::GOODS
        .iter()
        .zip(l.cost)
        .filter(|(_, n)| *n > 0)
        .map(|(c, n)| colour_count(lang, *c, n))
        .collect();
    let mut cost = cost.join(" + ");
    let mut gain = points(lang, l.points.into());
    if l.reward.total() > 0 {
        gain = format!("{gain} + {}", resources(lang, l.reward));
    }
    if let Some(f) = l.falcon {
        let keshi: Vec<String> = f.keshi.iter().map(|c| colour(lang, c)).collect();
        let returned = tr!(lang, "component-falcon-keshi", colours = keshi.join("/"));
        cost = format!("{cost} + {returned}");
        gain = format!("{gain} + {}", falcon_bonus(lang, f.bonus));
    }
    if let Some(s) = l.saddle {
        let saddle = tr!(
            lang,
            "component-saddle",
            steps = s.camel_steps,
            discount = s.oasis_discount
        );
        gain = format!("{gain} + {saddle}");
    }
    tr!(
        lang,
        "component-luxury-description",
        kind = luxury_kind(lang, l.luxury),
        cost = cost,
        gain = gain
    )
}

/// "#07 slipper: 1 yellow + 1 orange -> 2 points + 1 water".
pub fn luxury(lang: Lang, cat: &Catalog, id: LuxuryId) -> String {
    if !cat.luxury_goods.iter().any(|l| l.id == id) {
        return tr!(lang, "component-luxury-unknown", id = id.to_string());
    }
    tr!(
        lang,
        "component-luxury",
        id = format!("{id:02}"),
        description = luxury_description(lang, cat.luxury(id))
    )
}

/// "#03: 1 date + 1 dinar, else -3".
pub fn provision(lang: Lang, cat: &Catalog, id: ProvisionId) -> String {
    if !cat.provision_tiles.iter().any(|t| t.id == id) {
        return tr!(lang, "component-provision-unknown", id = id.to_string());
    }
    let t = cat.provision(id);
    tr!(
        lang,
        "component-provision",
        id = format!("{id:02}"),
        cost = resources(lang, t.cost),
        penalty = t.penalty
    )
}

/// What a new provision tile (expansion box) gives from its activation on.
pub fn provision_effect(lang: Lang, e: ProvisionEffect) -> String {
    match e {
        ProvisionEffect::SeasonBonus { bonus: b } => {
            tr!(
                lang,
                "component-provision-season-bonus",
                bonus = bonus(lang, b)
            )
        }
        ProvisionEffect::SeasonFieldBonus { times } => {
            tr!(
                lang,
                "component-provision-season-field-bonus",
                times = times
            )
        }
        ProvisionEffect::SeasonExchange => lang.get("component-provision-season-exchange"),
        ProvisionEffect::MoveBonus { track, steps } => tr!(
            lang,
            "component-provision-move-bonus",
            count = steps,
            track = key!(track)
        ),
        ProvisionEffect::LuxuryDiscount { goods } => {
            tr!(lang, "component-provision-luxury-discount", count = goods)
        }
        ProvisionEffect::RoundExchange => lang.get("component-provision-round-exchange"),
        ProvisionEffect::Nomad => lang.get("component-provision-nomad"),
    }
}

/// A river tile's reward in words.
pub fn reward(lang: Lang, r: TileReward) -> String {
    match r {
        TileReward::SectorAction => lang.get("component-any-sector-action"),
        TileReward::BonusOasis => lang.get("component-reward-bonus-oasis"),
        TileReward::AnyKeshis { count } => {
            tr!(lang, "component-reward-any-keshis", count = count)
        }
        TileReward::Points { points: n } => points(lang, n.into()),
        TileReward::AnyResources { count } => {
            tr!(lang, "component-any-resources", count = count)
        }
        TileReward::WaterVendor => lang.get("component-reward-water-vendor"),
        TileReward::CrocodileStart => lang.get("component-reward-crocodile-start"),
        TileReward::GoodsSet => lang.get("component-reward-goods-set"),
        TileReward::StairSteps { steps } => {
            tr!(lang, "component-reward-stair-steps", count = steps)
        }
        TileReward::PointsPerGate { points: n } => {
            tr!(lang, "component-reward-points-per-gate", count = n)
        }
        TileReward::PointsPerKeshi {
            colour: c,
            points: n,
        } => tr!(
            lang,
            "component-reward-points-per-keshi",
            count = n,
            keshi = colour_keshi(lang, c, 1)
        ),
        TileReward::KeshiOfColours { colours } => tr!(
            lang,
            "component-reward-keshi-of-colours",
            colours = colours.map(|c| colour(lang, c)).join("/")
        ),
        TileReward::Resources { resources: r } => resources(lang, r),
        TileReward::ClaimFreeOases { count } => {
            tr!(lang, "component-reward-claim-free-oases", count = count)
        }
        TileReward::MainSquareActions { times } => {
            tr!(lang, "component-reward-main-square-actions", count = times)
        }
        TileReward::ResourcesPerKeshi {
            colour: c,
            resources: r,
        } => tr!(
            lang,
            "component-reward-resources-per-keshi",
            resources = resources(lang, r),
            keshi = colour_keshi(lang, c, 1)
        ),
        TileReward::PointsPerKeshis { divisor } => {
            tr!(
                lang,
                "component-reward-points-per-keshis",
                divisor = divisor
            )
        }
        TileReward::PointsPerLuxuryGood { points: n } => {
            tr!(lang, "component-reward-points-per-luxury-good", count = n)
        }
    }
}

/// A river tile's season bonus in words: "1st: 5 points".
pub fn river_tile_bonus(lang: Lang, b: RiverTileBonus) -> String {
    match b {
        RiverTileBonus::Single { reward: r } => {
            tr!(lang, "component-river-single", first = reward(lang, r))
        }
        RiverTileBonus::Ranked { first, second } => tr!(
            lang,
            "component-river-ranked",
            first = reward(lang, first),
            second = reward(lang, second)
        ),
        RiverTileBonus::Choice { a, b } => tr!(
            lang,
            "component-river-choice",
            a = reward(lang, a),
            b = reward(lang, b)
        ),
    }
}

/// A river tile's season bonus.
pub fn river_tile(lang: Lang, cat: &Catalog, face: u8) -> String {
    if !cat.river_tiles.iter().any(|t| t.face == face) {
        return tr!(lang, "component-river-tile-unknown", face = face);
    }
    tr!(
        lang,
        "component-river-tile",
        face = format!("{face:02}"),
        bonus = river_tile_bonus(lang, cat.river_tile(face).bonus)
    )
}

/// The option `option` (0 or 1) of a two-option river tile.
pub(crate) fn river_option(lang: Lang, cat: &Catalog, face: u8, option: u8) -> String {
    if !cat.river_tiles.iter().any(|t| t.face == face) {
        return tr!(lang, "component-river-option", number = option + 1);
    }
    match cat.river_tile(face).bonus {
        RiverTileBonus::Choice { a, b } => reward(lang, if option == 0 { a } else { b }),
        RiverTileBonus::Ranked { first, second } => {
            reward(lang, if option == 0 { first } else { second })
        }
        RiverTileBonus::Single { reward: r } => reward(lang, r),
    }
}

/// Spectators facing `field` at disc rotation `rotation`; `purple`: the
/// purple side of the discs (module 4).
pub fn spectators(cat: &Catalog, purple: bool, rotation: u8, field: u8) -> u8 {
    cat.printed_spectators(purple, rotation, field)
}

/// The staircase tile (id, side) lying on line space `space` (module 1).
pub fn line_tile(cat: &Catalog, cover: &[Option<(u8, u8)>; 12], space: u8) -> Option<(u8, u8)> {
    let i = cat
        .line_spaces
        .iter()
        .filter(|s| s.place == LineSpacePlace::Coverable)
        .position(|s| s.id == space)?;
    cover.get(i).copied().flatten()
}

/// The bonus of line space `space`: the face of the staircase tile lying on
/// it (module 1), else the printed one; `None` for an unknown space.
pub fn line_bonus(cat: &Catalog, cover: &[Option<(u8, u8)>; 12], space: u8) -> Option<Bonus> {
    if !cat.line_spaces.iter().any(|s| s.id == space) {
        return None;
    }
    let tile = line_tile(cat, cover, space)
        .and_then(|(t, side)| Some((cat.staircase_tiles.iter().find(|x| x.id == t)?, side)));
    Some(match tile {
        Some((t, side)) => t.faces[side as usize % 2],
        None => cat.line_space(space).bonus,
    })
}

/// A line space's bonus in words, with the staircase tile on it:
/// "3 points (tile #07)".
pub fn line_space(lang: Lang, cat: &Catalog, cover: &[Option<(u8, u8)>; 12], space: u8) -> String {
    match (line_bonus(cat, cover, space), line_tile(cat, cover, space)) {
        (Some(b), Some((t, _))) => tr!(
            lang,
            "component-line-space-tile",
            bonus = bonus(lang, b),
            tile = format!("{t:02}")
        ),
        (Some(b), None) => bonus(lang, b),
        (None, _) => tr!(lang, "component-line-space-unknown", space = space),
    }
}

/// What a desert town does (module 5), after the rulebook's addendum.
pub fn desert_town_effect(lang: Lang, cat: &Catalog, id: u8, edition: Edition) -> String {
    let Some(t) = cat.desert_towns.iter().find(|t| t.id == id) else {
        return tr!(lang, "component-town-unknown-effect", id = id);
    };
    match t.effect {
        DesertTownEffect::PointsPerGate { points } => {
            tr!(lang, "component-town-points-per-gate", count = points)
        }
        DesertTownEffect::PointsPerLuxuryGood { points } => {
            tr!(
                lang,
                "component-town-points-per-luxury-good",
                count = points
            )
        }
        DesertTownEffect::PointsPerScroll { points } => {
            tr!(lang, "component-town-points-per-scroll", count = points)
        }
        DesertTownEffect::StairSteps { stair: s } => tr!(
            lang,
            "component-town-stair-steps",
            stair = key!(s),
            max = cat.staircase.final_step
        ),
        DesertTownEffect::KeshisDivided { divisor } => {
            tr!(lang, "component-town-keshis-divided", divisor = divisor)
        }
        DesertTownEffect::RiverSteps => lang.get(match edition {
            Edition::Classic => "component-town-river-steps-classic",
            Edition::Essential => "component-town-river-steps-essential",
        }),
        DesertTownEffect::SectorsWithKeshis { min, points } => tr!(
            lang,
            "component-town-sectors-with-keshis",
            count = points,
            min = min
        ),
        DesertTownEffect::EntertainerSpectators => {
            lang.get("component-town-entertainer-spectators")
        }
        DesertTownEffect::TakeScroll => lang.get("component-town-take-scroll"),
        DesertTownEffect::TakeLuxuryGood => lang.get("component-town-take-luxury-good"),
        DesertTownEffect::TakeGate => lang.get("component-town-take-gate"),
    }
}

/// "#05 (1 point per step on the mosque staircase, at most 16)".
pub fn desert_town(lang: Lang, cat: &Catalog, id: u8, edition: Edition) -> String {
    tr!(
        lang,
        "component-town",
        id = format!("{id:02}"),
        effect = desert_town_effect(lang, cat, id, edition)
    )
}

/// What a claimed desert town of `seat` would score at the end if the game
/// ended now (the engine's view): `None` for the Paschabot (its points
/// depend on its board rows) and for a town not claimed.
pub fn town_points(view: &View, seat: PlayerId, town: u8) -> Option<i16> {
    let p = view.players.get(seat as usize)?;
    p.towns
        .iter()
        .zip(p.town_points)
        .find(|(slot, _)| slot.is_some_and(|t| t.town == town))
        .and_then(|(_, points)| points)
}

/// "sultan" (palace) or "imam" (mosque): the module 2 figure of a staircase.
pub fn figure(lang: Lang, s: Stair) -> String {
    lang.get(match s {
        Stair::Palace => "component-figure-sultan",
        Stair::Mosque => "component-figure-imam",
    })
}

/// What carrying a figure does (the fountain tile).
pub fn figure_benefit(lang: Lang, s: Stair) -> String {
    lang.get(match s {
        Stair::Palace => "component-figure-sultan-benefit",
        Stair::Mosque => "component-figure-imam-benefit",
    })
}

/// The fountain tile's reminder (module 2).
pub fn fountain(lang: Lang) -> String {
    tr!(
        lang,
        "component-fountain",
        sultan = figure(lang, Stair::Palace),
        sultan_benefit = figure_benefit(lang, Stair::Palace),
        imam = figure(lang, Stair::Mosque),
        imam_benefit = figure_benefit(lang, Stair::Mosque)
    )
}

/// Whether `seat` takes the figure of staircase `s` along (module 2).
pub fn carries(view: &View, seat: PlayerId, s: Stair) -> bool {
    view.board
        .figures
        .is_some_and(|f| f[s.index()].carrier == Some(seat))
}

/// "1 yellow + 1 purple + 1 orange": what claiming a desert town costs.
pub fn town_cost(lang: Lang, cat: &Catalog) -> String {
    let parts: Vec<String> = Colour::GOODS
        .iter()
        .zip(cat.rules.desert_town_cost.value)
        .filter(|(_, n)| *n > 0)
        .map(|(c, n)| colour_count(lang, *c, n))
        .collect();
    parts.join(" + ")
}

/// The extra bonus of a new exchange office for a goods colour (module 3).
pub fn office_extra(cat: &Catalog, office: ExchangeOfficeId, colour: Colour) -> Option<Bonus> {
    let o = cat.exchange_offices.iter().find(|o| o.id == office)?;
    o.extra[colour.goods_index()?]
}

/// What exchanging one goods keshi of `colour` yields at an office:
/// "2 water", "1 date + 1 river step".
pub fn office_yield(
    lang: Lang,
    cat: &Catalog,
    office: ExchangeOfficeId,
    colour: Colour,
) -> Option<String> {
    let o = cat.exchange_offices.iter().find(|o| o.id == office)?;
    let y = o.yields[colour.goods_index()?];
    Some(match office_extra(cat, office, colour) {
        Some(b) => format!("{} + {}", resources(lang, y), bonus(lang, b)),
        None => resources(lang, y),
    })
}

pub fn field(lang: Lang, cat: &Catalog, f: u8) -> String {
    match cat.main_square_fields.get(f as usize) {
        Some(x) => tr!(
            lang,
            "component-field",
            number = f + 1,
            bonus = bonus(lang, x.bonus)
        ),
        None => tr!(lang, "component-field-plain", number = f + 1),
    }
}

pub(crate) fn has_perk(cat: &Catalog, scrolls: &[ScrollId], p: Perk) -> bool {
    scrolls.iter().any(|id| {
        cat.scrolls
            .iter()
            .any(|s| s.id == *id && s.effect == ScrollEffect::Perk { perk: p })
    })
}

/// A special building's name (003): "Date store", "Dattellager".
pub fn building_name(lang: Lang, a: &Ability) -> String {
    lang.get(match a {
        Ability::DateStore { .. } => "component-building-date-store",
        Ability::Library { .. } => "component-building-library",
        Ability::PracticeRoom { .. } => "component-building-practice-room",
        Ability::Boathouse => "component-building-boathouse",
        Ability::Barracks { .. } => "component-building-barracks",
        Ability::HouseOfPrayer { .. } => "component-building-house-of-prayer",
        Ability::CamelStable { .. } => "component-building-camel-stable",
        Ability::Pavilion { .. } => "component-building-pavilion",
    })
}

/// A special building's ability (its front side).
pub fn building_ability(lang: Lang, a: &Ability) -> String {
    match *a {
        Ability::DateStore { discount, .. } => {
            tr!(lang, "component-ability-date-store", count = discount)
        }
        Ability::Library { dates, .. } => tr!(
            lang,
            "component-ability-library",
            dates = format!("{}/{}/{}", dates[0], dates[1], dates[2])
        ),
        Ability::PracticeRoom { pink, .. } => tr!(
            lang,
            "component-ability-practice-room",
            spectators = pink.iter().map(|n| *n as u32).sum::<u32>()
        ),
        Ability::Boathouse => lang.get("component-ability-boathouse"),
        Ability::Barracks { workshop, points } => tr!(
            lang,
            "component-ability-barracks",
            workshop = workshop + 1,
            count = points
        ),
        Ability::HouseOfPrayer { points } => {
            tr!(lang, "component-ability-house-of-prayer", count = points)
        }
        Ability::CamelStable { discount } => {
            tr!(lang, "component-ability-camel-stable", count = discount)
        }
        Ability::Pavilion { luxury, resources } => tr!(
            lang,
            "component-ability-pavilion",
            luxury = luxury_kind(lang, luxury),
            count = resources
        ),
    }
}

/// "Date store: green keshi, 1 water + 2 dates, a yellow scroll", with the
/// ability of the front side.
pub fn building(lang: Lang, b: &BuildingDef, front: bool) -> String {
    let back = tr!(
        lang,
        "component-building",
        name = building_name(lang, &b.ability),
        keshi = colour_keshi(lang, b.keshi, 1),
        resources = resources(lang, b.resources)
    );
    if front {
        tr!(
            lang,
            "component-building-front",
            building = back,
            ability = building_ability(lang, &b.ability)
        )
    } else {
        back
    }
}

/// A camel race reward (003).
pub fn camel_reward(lang: Lang, r: CamelReward) -> String {
    match r {
        CamelReward::Gain {
            points: n,
            water,
            dates,
            dinars,
        } => {
            let mut parts = Vec::new();
            if n > 0 {
                parts.push(points(lang, n.into()));
            }
            let r = Resources::new(water as u16, dates as u16, dinars as u16);
            if r.total() > 0 {
                parts.push(resources(lang, r));
            }
            parts.join(" + ")
        }
        CamelReward::AnyResources { n } => tr!(lang, "component-any-resources", count = n),
        CamelReward::Goods { n } => tr!(lang, "component-camel-goods", count = n),
        CamelReward::DiscardDung => lang.get("component-camel-discard-dung"),
        CamelReward::Steps {
            n,
            river,
            palace,
            mosque,
        } => {
            let tracks: Vec<String> = [
                (river, Sector::River),
                (palace, Sector::Palace),
                (mosque, Sector::Mosque),
            ]
            .into_iter()
            .filter(|(on, _)| *on)
            .map(|(_, s)| sector_name(lang, s))
            .collect();
            tr!(
                lang,
                "component-camel-steps",
                count = n,
                tracks = tracks.join("/")
            )
        }
        CamelReward::SpectatorBonus { spectators } => {
            tr!(lang, "component-camel-spectator-bonus", times = spectators)
        }
        CamelReward::FreeOases { n } => tr!(lang, "component-camel-free-oases", count = n),
        CamelReward::RiverTileBonus => lang.get("component-camel-river-tile-bonus"),
        CamelReward::Scroll { ty } => tr!(lang, "component-camel-scroll", ty = key!(ty)),
        CamelReward::LuxuryGood { discount } => {
            tr!(lang, "component-camel-luxury-good", count = discount)
        }
    }
}

/// A price level of a reward tile: "gray + 1 other: 3 points".
pub fn reward_offer(lang: Lang, o: &RewardOffer) -> String {
    tr!(
        lang,
        "component-camel-offer",
        colour = colour(lang, o.colour),
        any = o.any,
        reward = camel_reward(lang, o.reward)
    )
}
