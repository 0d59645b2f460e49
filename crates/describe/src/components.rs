//! Components in words: scrolls, oases, luxury goods, provision and river
//! tiles, line spaces, desert towns, exchange offices, strategy tiles, and
//! the names of resources, staircases, sectors and colours.

use marrakesh_engine::catalog::StrategyIcon;
use marrakesh_engine::catalog::{
    Bonus, DesertTownEffect, LineSpacePlace, Perk, RiverTileBonus, ScrollEffect, TileReward,
};
use marrakesh_engine::{
    Catalog, Colour, Edition, ExchangeOfficeId, LuxuryId, LuxuryKind, OasisId, Phase, PlayerId,
    ProvisionId, Resource, SaharaPath, ScoreCategory, ScrollId, ScrollType, Sector, Stair, View,
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

pub fn bonus(lang: Lang, b: Bonus) -> String {
    b.to_string()
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

/// What a scroll does.
pub fn scroll_effect(lang: Lang, cat: &Catalog, id: ScrollId) -> String {
    if !cat.scrolls.iter().any(|s| s.id == id) {
        return format!("unknown scroll {id}");
    }
    cat.scroll(id).effect.to_string()
}

/// "#47 pink (5 scholars, 2 dates): ...".
pub fn scroll(lang: Lang, cat: &Catalog, id: ScrollId) -> String {
    if !cat.scrolls.iter().any(|s| s.id == id) {
        return format!("scroll {id}");
    }
    let def = cat.scroll(id);
    format!(
        "#{id:02} {}: {}",
        scroll_type(lang, def.ty),
        scroll_effect(lang, cat, id)
    )
}

/// What an oasis scores.
pub fn oasis_effect(lang: Lang, cat: &Catalog, id: OasisId, classic: bool) -> String {
    if !cat.oases.iter().any(|o| o.id == id) {
        return format!("unknown oasis {id}");
    }
    let edition = if classic {
        Edition::Classic
    } else {
        Edition::Essential
    };
    cat.oasis(id).effect.description(Some(edition))
}

pub fn oasis(lang: Lang, cat: &Catalog, id: OasisId, classic: bool) -> String {
    format!("oasis #{id:02} ({})", oasis_effect(lang, cat, id, classic))
}

/// "#07 slipper: 1 yellow + 1 orange -> 2 points + 1 water".
pub fn luxury(lang: Lang, cat: &Catalog, id: LuxuryId) -> String {
    if !cat.luxury_goods.iter().any(|l| l.id == id) {
        return format!("luxury good {id}");
    }
    format!("#{id:02} {}", cat.luxury(id).description())
}

/// "#03: 1 date + 1 dinar, else -3".
pub fn provision(lang: Lang, cat: &Catalog, id: ProvisionId) -> String {
    if !cat.provision_tiles.iter().any(|t| t.id == id) {
        return format!("provision tile {id}");
    }
    let t = cat.provision(id);
    format!("#{id:02}: pay {}, else -{}", t.cost, t.penalty)
}

pub(crate) fn reward(lang: Lang, r: TileReward) -> String {
    r.to_string()
}

/// A river tile's season bonus.
pub fn river_tile(lang: Lang, cat: &Catalog, face: u8) -> String {
    if !cat.river_tiles.iter().any(|t| t.face == face) {
        return format!("river tile {face}");
    }
    format!("#{face:02}: {}", cat.river_tile(face).bonus)
}

/// The option `option` (0 or 1) of a two-option river tile.
pub(crate) fn river_option(lang: Lang, cat: &Catalog, face: u8, option: u8) -> String {
    if !cat.river_tiles.iter().any(|t| t.face == face) {
        return format!("option {}", option + 1);
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
        (Some(b), Some((t, _))) => format!("{} (tile #{t:02})", bonus(lang, b)),
        (Some(b), None) => bonus(lang, b),
        (None, _) => format!("line space {space}"),
    }
}

/// What a desert town does (module 5), after the rulebook's addendum.
pub fn desert_town_effect(lang: Lang, cat: &Catalog, id: u8, edition: Edition) -> String {
    let Some(t) = cat.desert_towns.iter().find(|t| t.id == id) else {
        return format!("unknown desert town {id}");
    };
    match t.effect {
        DesertTownEffect::PointsPerGate { points } => {
            format!("{} per city gate built", plural(points, "point", "points"))
        }
        DesertTownEffect::PointsPerLuxuryGood { points } => {
            format!("{} per luxury good", plural(points, "point", "points"))
        }
        DesertTownEffect::PointsPerScroll { points } => {
            format!("{} per scroll", plural(points, "point", "points"))
        }
        DesertTownEffect::StairSteps { stair: s } => format!(
            "1 point per step on the {} staircase, at most {}",
            stair(lang, s),
            cat.staircase.final_step
        ),
        DesertTownEffect::KeshisDivided { divisor } => {
            format!("1 point per {divisor} keshis on your board, goods keshis not counted")
        }
        DesertTownEffect::RiverSteps => match edition {
            Edition::Classic => "1 point per river step before the jetty, all game".into(),
            Edition::Essential => "1 point per river step before the jetty, in season 3".into(),
        },
        DesertTownEffect::SectorsWithKeshis { min, points } => format!(
            "{} per sector with {min}+ keshis, water vendors included, souk not counted",
            plural(points, "point", "points")
        ),
        DesertTownEffect::EntertainerSpectators => {
            "per entertainer, 1 point per spectator facing it".into()
        }
        DesertTownEffect::TakeScroll => "instant: take any face-up scroll, free".into(),
        DesertTownEffect::TakeLuxuryGood => "instant: take any face-up luxury good, free".into(),
        DesertTownEffect::TakeGate => {
            "instant: take any city gate, no dinars; needs a guard on the watchtower".into()
        }
    }
}

/// "#05 (1 point per step on the mosque staircase, at most 16)".
pub fn desert_town(lang: Lang, cat: &Catalog, id: u8, edition: Edition) -> String {
    format!("#{id:02} ({})", desert_town_effect(lang, cat, id, edition))
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
        Some(b) => format!("{y} + {}", bonus(lang, b)),
        None => y.to_string(),
    })
}

pub fn field(lang: Lang, cat: &Catalog, f: u8) -> String {
    match cat.main_square_fields.get(f as usize) {
        Some(x) => format!("field {} ({})", f + 1, bonus(lang, x.bonus)),
        None => format!("field {}", f + 1),
    }
}

pub(crate) fn has_perk(cat: &Catalog, scrolls: &[ScrollId], p: Perk) -> bool {
    scrolls.iter().any(|id| {
        cat.scrolls
            .iter()
            .any(|s| s.id == *id && s.effect == ScrollEffect::Perk { perk: p })
    })
}
