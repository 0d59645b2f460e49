//! Short English descriptions of decisions, actions, events and components.
//!
//! Everything here works from the catalog and a player's [`View`] only, so a
//! description never tells more than the player may see.

use marrakesh_engine::catalog::StrategyIcon;
use marrakesh_engine::catalog::{
    Bonus, DesertTownEffect, LineSpacePlace, Perk, RiverTileBonus, ScrollEffect, TileReward,
};
use marrakesh_engine::{
    paschabot, Action, AssistantOption, BoardKeshi, Catalog, Colour, Decision, Difficulty, Edition,
    Event, Game, OasisView, Opponent, Phase, PlayerId, ProvisionView, Resource, Resources,
    SaharaPath, ScoreCategory, ScrollType, Sector, Setup, SoukMode, Stair, StepPayment, Track,
    View,
};

/// "P0", "P1", ...: the default names of the seats.
pub fn seat_names(n: u8) -> Vec<String> {
    (0..n).map(|p| format!("P{p}")).collect()
}

/// The names events use: "P0", "P1", ...; in a solo game the opponent is
/// "Paschabot".
pub fn names_for(setup: &Setup) -> Vec<String> {
    let mut v = seat_names(setup.players);
    if setup.solo.is_some() {
        if let Some(n) = v.get_mut(paschabot::BOT as usize) {
            *n = "Paschabot".into();
        }
    }
    v
}

/// "Paschabot" or "lazy Paschabot".
pub fn opponent(o: Opponent) -> &'static str {
    match o {
        Opponent::Paschabot => "Paschabot",
        Opponent::Lazy => "lazy Paschabot",
    }
}

/// The difficulty adjustments in words: "standard", or the easier and
/// harder rules in use.
pub fn difficulty(d: Difficulty) -> String {
    let easier: Vec<&str> = [
        (d.no_extra_tiles, "no extra strategy tiles"),
        (d.complete_sectors_only, "complete sectors only"),
        (d.main_square_once, "main square once"),
        (d.no_fisherman_moves, "no fisherman moves"),
    ]
    .into_iter()
    .filter_map(|(on, t)| on.then_some(t))
    .collect();
    let harder: Vec<&str> = [
        (d.expensive_gates, "expensive gates"),
        (d.main_square_four, "main square 4 times"),
        (d.storage_keshis, "storage keshis"),
    ]
    .into_iter()
    .filter_map(|(on, t)| on.then_some(t))
    .collect();
    let mut parts = Vec::new();
    if !easier.is_empty() {
        parts.push(format!("easier: {}", easier.join(", ")));
    }
    if !harder.is_empty() {
        parts.push(format!("harder: {}", harder.join(", ")));
    }
    if parts.is_empty() {
        "standard".into()
    } else {
        parts.join("; ")
    }
}

/// The outcome of a finished solo game in words: who won, or (lazy
/// Paschabot) the title reached on the ladder.
pub fn solo_outcome(game: &marrakesh_engine::Game) -> Option<String> {
    let solo = game.setup().solo?;
    if !game.is_over() {
        return None;
    }
    let sheets = game.scores();
    let you = sheets.first().map(|s| s.total).unwrap_or(0);
    Some(match solo.opponent {
        Opponent::Paschabot => {
            let bot = sheets.get(1).map(|s| s.total).unwrap_or(0);
            if game.winners() == [0] {
                format!("P0 beats the Paschabot, {you} to {bot}.")
            } else {
                format!("The Paschabot wins, {bot} to {you} (a tie goes to the Paschabot).")
            }
        }
        Opponent::Lazy => match sheets.first().and_then(|s| s.title.clone()) {
            Some(t) => format!("P0 earns the title {t} with {you} points."),
            None => {
                let first = game
                    .catalog()
                    .paschabot
                    .ladder(game.setup().modules.desert_towns)
                    .first()
                    .map(|(p, _)| *p)
                    .unwrap_or(0);
                format!("P0 reaches no title with {you} points ({first} needed).")
            }
        },
    })
}

/// An icon of a strategy tile: the keshi colour, or "goods".
pub fn strategy_icon(i: StrategyIcon) -> &'static str {
    match i {
        StrategyIcon::Turquoise => "turquoise",
        StrategyIcon::Green => "green",
        StrategyIcon::Gray => "gray",
        StrategyIcon::White => "white",
        StrategyIcon::Black => "black",
        StrategyIcon::Pink => "pink",
        StrategyIcon::Beige => "beige",
        StrategyIcon::Brown => "brown",
        StrategyIcon::Goods => "goods",
    }
}

/// "#04: white, white, pink, green; necklace / slipper; fisherman": the
/// icons top to bottom, the luxury goods at the top and the bottom, the
/// fisherman symbol.
pub fn strategy_tile(cat: &Catalog, id: u8) -> String {
    let Some(t) = cat.paschabot.strategy_tiles.iter().find(|t| t.id == id) else {
        return format!("strategy tile {id}");
    };
    let icons: Vec<&str> = t.icons.iter().map(|i| strategy_icon(*i)).collect();
    format!(
        "#{id:02}: {}; {} / {}{}",
        icons.join(", "),
        t.top_luxury.name(),
        t.bottom_luxury.name(),
        if t.fisherman { "; fisherman" } else { "" }
    )
}

fn name(names: &[String], p: PlayerId) -> String {
    names
        .get(p as usize)
        .cloned()
        .unwrap_or_else(|| format!("P{p}"))
}

/// "a gray", "an orange".
fn a(word: impl std::fmt::Display) -> String {
    let w = word.to_string();
    let article = if w.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    };
    format!("{article} {w}")
}

fn plural(n: impl Into<i64>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

pub fn resource(r: Resource) -> &'static str {
    r.name()
}

pub fn stair(s: Stair) -> &'static str {
    s.name()
}

pub fn scroll_type(t: ScrollType) -> &'static str {
    t.name()
}

pub fn path(p: SaharaPath) -> &'static str {
    p.name()
}

/// A sector name with a capital letter (for the start of a sentence).
pub fn sector_title(s: Sector) -> String {
    let n = s.name();
    let mut c = n.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

pub fn phase(p: Phase) -> &'static str {
    p.name()
}

pub fn category(c: ScoreCategory) -> &'static str {
    c.name()
}

/// A colour with the sector it goes to: "pink (main square)".
pub fn colour_sector(c: Colour) -> String {
    match c.sector() {
        Some(s) => format!("{c} ({})", s.name()),
        None => format!("{c} (water vendor)"),
    }
}

pub fn colours(cs: &[Colour]) -> String {
    if cs.is_empty() {
        return "none".into();
    }
    cs.iter().map(|c| c.name()).collect::<Vec<_>>().join(", ")
}

/// Counts by colour: "2 turquoise, 1 red".
pub fn colour_counts(counts: &[u8; 12]) -> String {
    let parts: Vec<String> = Colour::ALL
        .iter()
        .filter(|c| counts[c.index()] > 0)
        .map(|c| format!("{} {c}", counts[c.index()]))
        .collect();
    if parts.is_empty() {
        "nothing".into()
    } else {
        parts.join(", ")
    }
}

pub fn bonus(b: Bonus) -> String {
    b.to_string()
}

/// A bonus in one word ("goods", "2pt", "palace", ...).
pub fn bonus_short(b: Bonus) -> String {
    match b {
        Bonus::Points { n } => format!("{n}pt"),
        Bonus::Resources {
            water,
            dates,
            dinars,
        } => {
            let mut v = Vec::new();
            if water > 0 {
                v.push("water");
            }
            if dates > 0 {
                v.push("date");
            }
            if dinars > 0 {
                v.push("dinar");
            }
            v.join("+")
        }
        Bonus::AnyResources { .. } => "resource".into(),
        Bonus::Goods { .. } => "goods".into(),
        Bonus::Keshi { colour } => colour.name().into(),
        Bonus::AnyKeshis { .. } => "keshi".into(),
        Bonus::RiverSteps { .. } => "river".into(),
        Bonus::StairSteps { stair: s, .. } => stair(s).into(),
        Bonus::EitherStair { .. } => "palace/mosque".into(),
        _ => "bonus".into(),
    }
}

/// What a scroll does.
pub fn scroll_effect(cat: &Catalog, id: u8) -> String {
    if !cat.scrolls.iter().any(|s| s.id == id) {
        return format!("unknown scroll {id}");
    }
    cat.scroll(id).effect.to_string()
}

/// "#47 pink (5 scholars, 2 dates): ...".
pub fn scroll(cat: &Catalog, id: u8) -> String {
    if !cat.scrolls.iter().any(|s| s.id == id) {
        return format!("scroll {id}");
    }
    let def = cat.scroll(id);
    format!(
        "#{id:02} {}: {}",
        scroll_type(def.ty),
        scroll_effect(cat, id)
    )
}

/// What an oasis scores.
pub fn oasis_effect(cat: &Catalog, id: u8, classic: bool) -> String {
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

pub fn oasis(cat: &Catalog, id: u8, classic: bool) -> String {
    format!("oasis #{id:02} ({})", oasis_effect(cat, id, classic))
}

/// "#07 slipper: 1 yellow + 1 orange -> 2 points + 1 water".
pub fn luxury(cat: &Catalog, id: u8) -> String {
    if !cat.luxury_goods.iter().any(|l| l.id == id) {
        return format!("luxury good {id}");
    }
    format!("#{id:02} {}", cat.luxury(id).description())
}

/// "#03: 1 date + 1 dinar, else -3".
pub fn provision(cat: &Catalog, id: u8) -> String {
    if !cat.provision_tiles.iter().any(|t| t.id == id) {
        return format!("provision tile {id}");
    }
    let t = cat.provision(id);
    format!("#{id:02}: pay {}, else -{}", t.cost, t.penalty)
}

fn reward(r: TileReward) -> String {
    r.to_string()
}

/// A river tile's season bonus.
pub fn river_tile(cat: &Catalog, face: u8) -> String {
    if !cat.river_tiles.iter().any(|t| t.face == face) {
        return format!("river tile {face}");
    }
    format!("#{face:02}: {}", cat.river_tile(face).bonus)
}

/// The option `option` (0 or 1) of a two-option river tile.
fn river_option(cat: &Catalog, face: u8, option: u8) -> String {
    if !cat.river_tiles.iter().any(|t| t.face == face) {
        return format!("option {}", option + 1);
    }
    match cat.river_tile(face).bonus {
        RiverTileBonus::Choice { a, b } => reward(if option == 0 { a } else { b }),
        RiverTileBonus::Ranked { first, second } => {
            reward(if option == 0 { first } else { second })
        }
        RiverTileBonus::Single { reward: r } => reward(r),
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
pub fn line_space(cat: &Catalog, cover: &[Option<(u8, u8)>; 12], space: u8) -> String {
    match (line_bonus(cat, cover, space), line_tile(cat, cover, space)) {
        (Some(b), Some((t, _))) => format!("{} (tile #{t:02})", bonus(b)),
        (Some(b), None) => bonus(b),
        (None, _) => format!("line space {space}"),
    }
}

/// What a desert town does (module 5), after the rulebook's addendum.
pub fn desert_town_effect(cat: &Catalog, id: u8, edition: Edition) -> String {
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
            stair(s),
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
pub fn desert_town(cat: &Catalog, id: u8, edition: Edition) -> String {
    format!("#{id:02} ({})", desert_town_effect(cat, id, edition))
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
pub fn figure(s: Stair) -> &'static str {
    match s {
        Stair::Palace => "sultan",
        Stair::Mosque => "imam",
    }
}

/// What carrying a figure does (the fountain tile).
pub fn figure_benefit(s: Stair) -> &'static str {
    match s {
        Stair::Palace => "scrolls cost 1 date less",
        Stair::Mosque => "luxury goods cost 1 goods keshi less",
    }
}

/// The fountain tile's reminder (module 2).
pub const FOUNTAIN: &str =
    "sultan: scrolls cost 1 date less; imam: luxury goods cost 1 goods keshi less";

/// Whether `seat` takes the figure of staircase `s` along (module 2).
pub fn carries(view: &View, seat: PlayerId, s: Stair) -> bool {
    view.board
        .figures
        .is_some_and(|f| f[s.index()].carrier == Some(seat))
}

/// "1 yellow + 1 purple + 1 orange": what claiming a desert town costs.
pub fn town_cost(cat: &Catalog) -> String {
    let parts: Vec<String> = Colour::GOODS
        .iter()
        .zip(cat.rules.desert_town_cost.value)
        .filter(|(_, n)| *n > 0)
        .map(|(c, n)| format!("{n} {c}"))
        .collect();
    parts.join(" + ")
}

/// The extra bonus of a new exchange office for a goods colour (module 3).
pub fn office_extra(cat: &Catalog, office: u8, colour: Colour) -> Option<Bonus> {
    let o = cat.exchange_offices.iter().find(|o| o.id == office)?;
    o.extra[colour.goods_index()?]
}

/// What exchanging one goods keshi of `colour` yields at an office:
/// "2 water", "1 date + 1 river step".
pub fn office_yield(cat: &Catalog, office: u8, colour: Colour) -> Option<String> {
    let o = cat.exchange_offices.iter().find(|o| o.id == office)?;
    let y = o.yields[colour.goods_index()?];
    Some(match office_extra(cat, office, colour) {
        Some(b) => format!("{y} + {}", bonus(b)),
        None => y.to_string(),
    })
}

pub fn field(cat: &Catalog, f: u8) -> String {
    match cat.main_square_fields.get(f as usize) {
        Some(x) => format!("field {} ({})", f + 1, bonus(x.bonus)),
        None => format!("field {}", f + 1),
    }
}

fn has_perk(cat: &Catalog, scrolls: &[u8], p: Perk) -> bool {
    scrolls.iter().any(|id| {
        cat.scrolls
            .iter()
            .any(|s| s.id == *id && s.effect == ScrollEffect::Perk { perk: p })
    })
}

/// The question the engine asks, in words.
pub fn decision(cat: &Catalog, view: &View, seat: PlayerId, d: &Decision) -> String {
    let me = view.players.get(seat as usize);
    match *d {
        Decision::ArrangeStorageKeshis => {
            "Setup: put your storage keshis on the keshi spaces of your oasis storage (first = leftmost)".into()
        }
        Decision::OrientAudienceDisc => {
            "Setup: turn your audience disc (how many spectators face each main-square field)".into()
        }
        Decision::ActivateProvisionTile => {
            "Turn one face-down provision tile face up: you pay it at every later season end".into()
        }
        Decision::SelectKeshis => {
            "Choose 3 keshis from behind your screen, in secret: your assistants go to their sectors (red = any sector)".into()
        }
        Decision::PlaceWildAssistant => "Your red keshi is a joker: choose the sector of its assistant".into(),
        Decision::ClaimKeshis => "Claim keshis from the tower base: up to 2 of one colour".into(),
        Decision::DeployHeldKeshi => "Deploy one of the keshis set aside next to your board".into(),
        Decision::UseAssistant => {
            "Use an assistant: a new keshi of the sector's colour, or the sector action".into()
        }
        Decision::PlaceEntertainer => {
            "Place the entertainer on a free main-square field (you gain its bonus once)".into()
        }
        Decision::PlaceCaravan => "Place the caravan on a Sahara path (it discovers the next oasis)".into(),
        Decision::PlaceWaterVendor => "Place the water vendor in a sector that has none".into(),
        Decision::GoodsColour { count } => format!(
            "Choose the colour of {} (all one colour)",
            plural(count, "goods keshi", "goods keshis")
        ),
        Decision::KeshiColour {
            count, hold, ..
        } => format!(
            "Choose the colour of {} to take{}",
            plural(count, "keshi", "keshis"),
            if hold {
                " (set aside until your gate purchases are done)"
            } else {
                " and deploy"
            }
        ),
        Decision::TakeResources { count } => {
            format!("Choose {}", plural(count, "resource", "resources"))
        }
        Decision::DateHarvest { n } => format!(
            "Date orchard: choose what your {} become",
            plural(n, "date", "dates")
        ),
        Decision::ExtraStep { track, free_step } => match track {
            Track::River => "River: pay 1 water for each further step, or stop".into(),
            t => format!(
                "{} staircase: buy a further step{}, or stop",
                if t == Track::Palace { "Palace" } else { "Mosque" },
                if free_step { " (scroll 48: one is free)" } else { "" }
            ),
        },
        Decision::LineBonus { picks, .. } => format!(
            "Threshold crossed: choose a bonus on the line between your pawns ({} to choose)",
            picks
        ),
        Decision::RapidBonus => "End of round: choose the bonus of one rapid you have crossed".into(),
        Decision::Souk { mode } => match mode {
            SoukMode::Start => {
                "Souk: exchange 1 goods keshi at the exchange office, or buy a luxury good".into()
            }
            SoukMode::Exchanging => "Souk: exchange another goods keshi (scroll 46), or stop".into(),
            SoukMode::Buying => "Souk: buy another luxury good (scroll 34), or stop".into(),
        },
        Decision::ChooseEntertainer => {
            "Main square (disc turned): choose an entertainer; you gain its field's bonus x the spectators facing it".into()
        }
        Decision::Madrasa { scholars, must_buy } => {
            let mut s = format!(
                "Madrasa: buy scrolls; {} left to meet requirements (dates: {})",
                plural(scholars, "scholar", "scholars"),
                me.map(|p| p.resources.dates).unwrap_or(0)
            );
            if carries(view, seat, Stair::Palace) {
                s.push_str("; the sultan saves you 1 date per scroll");
            }
            if let Some(t) = must_buy {
                s.push_str(&format!("; you must buy one of the new {} scrolls", scroll_type(t)));
            }
            s
        }
        Decision::Medina => format!(
            "Medina: buy a city gate for each guard on the watchtower ({} there), or stop",
            me.map(|p| p.watchtower).unwrap_or(0)
        ),
        Decision::BuildGate { colour } => format!(
            "Build your {colour} gate on a free gate space (+{} points if the colours match)",
            cat.rules.gate_match_points.value
        ),
        Decision::Sahara if view.modules.desert_towns => format!(
            "Sahara: claim discovered oases (pay the cost beside each) or your desert towns ({} each), or stop",
            town_cost(cat)
        ),
        Decision::Sahara => "Sahara: claim discovered oases (pay the cost beside each), or stop".into(),
        Decision::ClaimFreeOases { left } => format!(
            "Claim up to {} for free, or stop",
            plural(left, "discovered oasis", "discovered oases")
        ),
        Decision::BonusOasis => "River tile 02: take one of the leftover oases".into(),
        Decision::StorageKeshi { colour } => format!(
            "The storage space you covered holds {} keshi: deploy it?",
            a(colour)
        ),
        Decision::StorageExchange => {
            "Exchange icon: return one deployed keshi and take one of another colour, or skip".into()
        }
        Decision::TakeScroll { ty, dates } => format!(
            "Take a {} scroll from the display{}",
            scroll_type(ty),
            if dates > 0 {
                format!(" for {}", plural(dates, "date", "dates"))
            } else {
                " for free".into()
            }
        ),
        Decision::ChooseSectorAction => "Perform the sector action of your choice".into(),
        Decision::ChooseStair { steps, then_other } => {
            if then_other > 0 {
                format!(
                    "{} on one staircase, then {} on the other: which first?",
                    plural(steps, "step", "steps"),
                    then_other
                )
            } else {
                format!(
                    "{} on the palace or the mosque staircase",
                    plural(steps, "step", "steps")
                )
            }
        }
        Decision::ScoreOasis => "Scroll 71: choose a claimed oasis to score now".into(),
        Decision::ReturnForOasis {
            oasis: o,
            resource: r,
            max,
        } => format!(
            "Oasis #{o:02} scores now: how many {} do you return (1 point each, at most {max})?",
            resource(r)
        ),
        Decision::ReturnResources { points_each } => format!(
            "Scroll 72: return resources for {points_each} points each, or stop"
        ),
        Decision::RiverTileOption => {
            "You lead on the river: choose a bonus of the river tile (the second player gets the other)".into()
        }
        Decision::Provisioning => {
            "Provide for your citizens: pay your active provision tiles, or use scroll 44".into()
        }
        Decision::LuxuryDiscount { slot } => {
            let what = match view.board.luxury.get(slot as usize) {
                Some(Some(id)) => luxury(cat, *id),
                _ => "this luxury good".into(),
            };
            format!("The imam saves you 1 goods keshi on {what}: which colour do you keep?")
        }
        Decision::ChooseDesertTown { space } => format!(
            "Your caravan reached the desert town of the {} (+{} points): choose a desert town (night side up until you claim it)",
            if space == 0 { "left path" } else { "right path" },
            cat.rules.desert_town_points.value
        ),
        Decision::FreeScroll => {
            "Desert town 10: take any face-up scroll for free (no scholars, no dates), or none".into()
        }
        Decision::FreeLuxury => {
            "Desert town 11: take any face-up luxury good for free (no goods keshis), or none".into()
        }
        Decision::FreeGate => {
            "Desert town 12: take any city gate without paying dinars (you gain or lose its points)".into()
        }
        _ => format!("{d:?}"),
    }
}

fn board_keshi(k: BoardKeshi, cat: &Catalog) -> String {
    match k {
        BoardKeshi::Marker { sector } => format!(
            "a {} keshi from the {}",
            sector.colour().map(|c| c.name()).unwrap_or("?"),
            sector.name()
        ),
        BoardKeshi::Entertainer { field: f } => format!("the entertainer on {}", field(cat, f)),
        BoardKeshi::Guard => "a guard from the watchtower".into(),
        BoardKeshi::WaterVendor { sector } => format!("the water vendor of the {}", sector.name()),
        BoardKeshi::Caravan { path: p } => {
            format!("the caravan at the desert town of the {}", path(p))
        }
        _ => "a keshi".into(),
    }
}

/// What the sector action would do with the keshis the player has.
fn sector_action_detail(view: &View, seat: PlayerId, s: Sector) -> String {
    let Some(me) = view.players.get(seat as usize) else {
        return String::new();
    };
    let k = me
        .sector_keshis
        .iter()
        .find(|(x, _)| *x == s)
        .map(|(_, n)| *n)
        .unwrap_or(0);
    match s {
        Sector::River => format!("move your fisherman {}", plural(k, "step", "steps")),
        Sector::DateOrchard => format!("gain {}", plural(k, "date", "dates")),
        Sector::Souk => "exchange goods or buy a luxury good".into(),
        Sector::MainSquare => "turn the disc, use an entertainer".into(),
        Sector::Mosque => format!("climb the mosque {}", plural(k, "step", "steps")),
        Sector::Palace => format!("climb the palace {}", plural(k, "step", "steps")),
        Sector::Madrasa => format!("buy scrolls with {}", plural(k, "scholar", "scholars")),
        Sector::Medina => format!(
            "buy gates ({} on the watchtower)",
            plural(me.watchtower, "guard", "guards")
        ),
        Sector::Sahara => "claim discovered oases".into(),
    }
}

/// One legal action, in words, for the player who would take it.
pub fn action(cat: &Catalog, view: &View, seat: PlayerId, d: &Decision, a: &Action) -> String {
    let me = view.players.get(seat as usize);
    let classic = view.edition == marrakesh_engine::Edition::Classic;
    match *a {
        Action::ArrangeStorage { ref keshis } => {
            format!("Left to right: {}", colours(keshis.as_slice()))
        }
        Action::OrientDisc { rotation } => {
            let mut parts = Vec::new();
            for n in (0..=4u8).rev() {
                let fields: Vec<String> = (0..8u8)
                    .filter(|f| spectators(cat, view.modules.spectators, rotation, *f) == n)
                    .filter_map(|f| cat.main_square_fields.get(f as usize))
                    .map(|x| bonus_short(x.bonus))
                    .collect();
                if !fields.is_empty() {
                    parts.push(format!("x{n} {}", fields.join(" ")));
                }
            }
            format!("Turn {}: {}", rotation + 1, parts.join(" / "))
        }
        Action::ActivateProvision { slot } => {
            match me.and_then(|p| p.provision.get(slot as usize)) {
                Some(ProvisionView::FaceDown { tile: Some(t) }) => {
                    format!("Activate provision tile {}", provision(cat, *t))
                }
                _ => format!("Activate provision tile in slot {}", slot + 1),
            }
        }
        Action::Select { keshis } => format!(
            "{} ({})",
            colours(&keshis),
            keshis
                .iter()
                .map(|c| c.sector().map(|s| s.name()).unwrap_or("any sector"))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Action::PlaceAssistant { sector } => format!("Wild assistant to the {}", sector.name()),
        Action::Claim { colour, count } => format!(
            "Take {count} {colour} -> {}",
            colour
                .sector()
                .map(|s| s.name())
                .unwrap_or("a water vendor")
        ),
        Action::ClaimPair { first, second } => {
            format!("Take 1 {first} + 1 {second} (scroll 61)")
        }
        Action::DeployHeld { colour } => format!("Deploy the {}", colour_sector(colour)),
        Action::UseAssistant { sector, option } => match option {
            AssistantOption::NewKeshi { colour } => {
                format!("{}: take a new {colour} keshi", sector_title(sector))
            }
            AssistantOption::SectorAction => format!(
                "{}: action - {}",
                sector_title(sector),
                sector_action_detail(view, seat, sector)
            ),
        },
        Action::PlaceEntertainer { field: f } => format!("Entertainer on {}", field(cat, f)),
        Action::PlaceCaravan { path: p } => {
            let caravans = me.map(|m| m.caravans).unwrap_or([0; 3]);
            match p {
                SaharaPath::Left | SaharaPath::Right => {
                    let i = if p == SaharaPath::Left { 0 } else { 1 };
                    let position = caravans[i] + 1;
                    let oasis_there = cat
                        .oasis_slots
                        .iter()
                        .any(|s| s.path == p && s.position == position);
                    if oasis_there || !view.modules.desert_towns {
                        format!("Caravan on the {}: discovers oasis {position}", path(p))
                    } else {
                        format!(
                            "Caravan on the {}: reaches the desert town (+{} points{})",
                            path(p),
                            cat.rules.desert_town_points.value,
                            if view.board.towns.is_empty() {
                                "; no town left on display"
                            } else {
                                ", take a town"
                            }
                        )
                    }
                }
                SaharaPath::StartOasis => {
                    let b = if caravans[2] == 0 {
                        cat.start_oasis.right
                    } else {
                        cat.start_oasis.left
                    };
                    format!("Caravan to the start oasis: {}", bonus(b))
                }
            }
        }
        Action::PlaceWaterVendor { sector } => format!("Water vendor in the {}", sector.name()),
        Action::ChooseColour { colour } => match d {
            Decision::GoodsColour { count } => format!("{count} {colour}"),
            Decision::LuxuryDiscount { slot } => {
                let cost = view
                    .board
                    .luxury
                    .get(*slot as usize)
                    .copied()
                    .flatten()
                    .filter(|id| cat.luxury_goods.iter().any(|l| l.id == *id))
                    .map(|id| cat.luxury(id).cost);
                match (cost, colour.goods_index()) {
                    (Some(mut cost), Some(g)) => {
                        cost[g] = cost[g].saturating_sub(1);
                        let pay: Vec<String> = Colour::GOODS
                            .iter()
                            .zip(cost)
                            .filter(|(_, n)| *n > 0)
                            .map(|(c, n)| format!("{n} {c}"))
                            .collect();
                        format!(
                            "Save 1 {colour}: pay {}",
                            if pay.is_empty() {
                                "nothing".to_string()
                            } else {
                                pay.join(" + ")
                            }
                        )
                    }
                    _ => format!("Save 1 {colour}"),
                }
            }
            Decision::KeshiColour { count, .. } => {
                format!("{count} {}", colour_sector(colour))
            }
            _ => colour_sector(colour),
        },
        Action::TakeResources { resources: r } => r.to_string(),
        Action::Harvest {
            dates,
            water,
            dinars,
            points,
        } => {
            let mut parts = Vec::new();
            if dates > 0 {
                parts.push(plural(dates, "date", "dates"));
            }
            if water > 0 {
                parts.push(format!("{water} water"));
            }
            if dinars > 0 {
                parts.push(plural(dinars, "dinar", "dinars"));
            }
            if points > 0 {
                parts.push(plural(points, "point", "points"));
            }
            if parts.is_empty() {
                "nothing".into()
            } else {
                parts.join(" + ")
            }
        }
        Action::ExtraStep { pay } => match pay {
            StepPayment::Water => "Pay 1 water: one more step".into(),
            StepPayment::Date => "Pay 1 date: one more step".into(),
            StepPayment::Free => "One more step for free (scroll 48)".into(),
        },
        Action::LineBonus { space } => line_space(cat, &view.board.staircase_cover, space),
        Action::RapidBonus { rapid } => match cat.river.rapids.get(rapid as usize) {
            Some(r) => format!(
                "Rapid {} (space {}): {}",
                rapid + 1,
                r.space,
                bonus(r.bonus)
            ),
            None => format!("Rapid {}", rapid + 1),
        },
        Action::ExchangeGoods { colour } => {
            match office_yield(cat, view.board.exchange_office, colour) {
                Some(y) => format!("Exchange 1 {colour} keshi for {y}"),
                None => format!("Exchange 1 {colour} keshi"),
            }
        }
        Action::BuyLuxury { slot } => {
            let free = matches!(d, Decision::FreeLuxury);
            match view.board.luxury.get(slot as usize) {
                Some(Some(id)) if free => format!("Take {} for free", luxury(cat, *id)),
                Some(Some(id)) if carries(view, seat, Stair::Mosque) => {
                    format!("Buy {} (imam: 1 goods keshi less)", luxury(cat, *id))
                }
                Some(Some(id)) => format!("Buy {}", luxury(cat, *id)),
                _ => format!("Buy the luxury good in shop {}", slot + 1),
            }
        }
        Action::ChooseEntertainer { field: f } => {
            let rot = me.map(|m| m.disc_rotation).unwrap_or(0);
            let extra = me.is_some_and(|m| has_perk(cat, &m.scrolls, Perk::ExtraSpectator));
            let n = spectators(cat, view.modules.spectators, rot, f) + u8::from(extra);
            format!("{} x {n}", field(cat, f))
        }
        Action::RefreshScrolls { ty, pay } => format!(
            "Pay {pay}: replace the {} scrolls (then buy one of them)",
            scroll_type(ty)
        ),
        Action::BuyScroll { ty, slot } | Action::TakeScroll { ty, slot } => {
            let verb = if matches!(a, Action::BuyScroll { .. }) {
                "Buy"
            } else {
                "Take"
            };
            match view.board.scrolls[ty.index()].get(slot as usize) {
                Some(Some(id)) => {
                    let (req, cost) = cat
                        .scrolls
                        .iter()
                        .find(|s| s.id == *id)
                        .map(|s| (s.requirement, s.cost))
                        .unwrap_or((0, 0));
                    if verb == "Buy" && carries(view, seat, Stair::Palace) {
                        format!(
                            "Buy {} [{req} sch., {} d. with the sultan]",
                            scroll(cat, *id),
                            cost.saturating_sub(1)
                        )
                    } else if verb == "Buy" {
                        format!("Buy {} [{req} sch., {cost} d.]", scroll(cat, *id))
                    } else {
                        format!("Take {}", scroll(cat, *id))
                    }
                }
                _ => format!("{verb} the {} scroll in slot {}", scroll_type(ty), slot + 1),
            }
        }
        Action::BuyGate {
            workshop,
            colour,
            pay,
        } => {
            let pts = cat
                .workshops
                .get(workshop as usize)
                .map(|w| w.points)
                .unwrap_or(0);
            if matches!(d, Decision::FreeGate) {
                return format!(
                    "{colour} gate from workshop {}, no dinars ({pts:+} points)",
                    workshop + 1
                );
            }
            format!(
                "{colour} gate from workshop {} for {pay} ({pts:+} points)",
                workshop + 1
            )
        }
        Action::BuildGate { space } => match cat.gate_spaces.get(space as usize) {
            Some(g) => {
                let matched = matches!(d, Decision::BuildGate { colour } if *colour == g.colour);
                format!(
                    "In front of the {} ({} space){}",
                    g.sector.name(),
                    g.colour,
                    if matched { ": colours match" } else { "" }
                )
            }
            None => format!("Gate space {}", space + 1),
        },
        Action::ClaimOasis { slot, pay } => {
            let where_ = cat
                .oasis_slots
                .get(slot as usize)
                .map(|s| format!("{} {}", path(s.path), s.position))
                .unwrap_or_else(|| format!("slot {}", slot + 1));
            match me.and_then(|m| m.oasis_slots.get(slot as usize)) {
                Some(OasisView::Discovered { oasis: o }) => {
                    format!("Claim {} for {pay} [{where_}]", oasis(cat, *o, classic))
                }
                _ => format!("Claim the oasis on the {where_} for {pay}"),
            }
        }
        Action::TakeDesertTown { index } => match view.board.towns.get(index as usize) {
            Some(t) => format!("Desert town {}", desert_town(cat, *t, view.edition)),
            None => format!("Desert town {} of the display", index + 1),
        },
        Action::ClaimDesertTown { space } => {
            let at = if space == 0 { "left" } else { "right" };
            match me.and_then(|m| m.towns.get(space as usize).copied().flatten()) {
                Some(t) => format!(
                    "Claim desert town {} for {} [{at} town space]",
                    desert_town(cat, t.town, view.edition),
                    town_cost(cat)
                ),
                None => format!("Claim the desert town on the {at} town space"),
            }
        }
        Action::TakeBonusOasis { index } => match view.board.bonus_oases.get(index as usize) {
            Some(Some(o)) => format!("Take {}", oasis(cat, *o, classic)),
            _ => format!("Take leftover oasis {}", index + 1),
        },
        Action::Accept => match d {
            Decision::StorageKeshi { colour } => format!("Deploy the {}", colour_sector(*colour)),
            _ => "Yes".into(),
        },
        Action::ReturnKeshi { keshi } => format!("Return {}", board_keshi(keshi, cat)),
        Action::ChooseSector { sector } => format!(
            "{}: {}",
            sector_title(sector),
            sector_action_detail(view, seat, sector)
        ),
        Action::ChooseStair { stair: s } => match d {
            Decision::ChooseStair { then_other, .. } if *then_other > 0 => {
                format!("{} staircase first", stair(s))
            }
            _ => format!("The {} staircase", stair(s)),
        },
        Action::ScoreOasis { index } => match me.and_then(|m| m.storage.get(index as usize)) {
            Some(o) => format!("Score {}", oasis(cat, *o, classic)),
            None => format!("Score stored oasis {}", index + 1),
        },
        Action::Count { n } => match d {
            Decision::ReturnForOasis { resource: r, .. } => {
                format!("Return {n} {}", resource(*r))
            }
            _ => n.to_string(),
        },
        Action::ReturnResource { resource: r } => match d {
            Decision::ReturnResources { points_each } => {
                format!("Return 1 {} for {points_each} points", resource(r))
            }
            _ => format!("Return 1 {}", resource(r)),
        },
        Action::ChooseOption { option } => {
            let face = view.board.river_tiles[(view.season as usize).min(2)];
            river_option(cat, face, option)
        }
        Action::Provision { alternative, pay } => {
            if alternative {
                format!("Scroll 44: pay {pay} (1 dinar + 1 resource per tile)")
            } else {
                let mut cost = Resources::ZERO;
                let mut penalty = 0;
                if let Some(m) = me {
                    for pv in &m.provision {
                        if let ProvisionView::Active { tile } = pv {
                            if cat.provision_tiles.iter().any(|t| t.id == *tile) {
                                let t = cat.provision(*tile);
                                cost.add(t.cost);
                                penalty += t.penalty as i32;
                            }
                        }
                    }
                }
                let have = me.map(|m| m.resources).unwrap_or_default();
                if pay != Resources::ZERO && pay != cost {
                    format!("Pay {pay} for {cost} (scroll 33: dates and water for dinars)")
                } else if have.covers(cost) {
                    format!("Pay {cost} in full")
                } else {
                    format!("Cannot pay {cost}: hand in everything and lose {penalty} points")
                }
            }
        }
        Action::Done => match d {
            Decision::ExtraStep { .. } => "Stop moving".into(),
            Decision::Madrasa { .. } => "Stop buying scrolls".into(),
            Decision::Medina => "Stop buying gates".into(),
            Decision::Sahara | Decision::ClaimFreeOases { .. } => "Stop claiming oases".into(),
            Decision::StorageKeshi { .. } => "Leave it (it goes back to the supply)".into(),
            Decision::StorageExchange => "Do not exchange".into(),
            Decision::Souk { .. } => "Stop (souk)".into(),
            Decision::ReturnResources { .. } => "Stop returning resources".into(),
            Decision::FreeScroll => "Take no scroll".into(),
            Decision::FreeLuxury => "Take no luxury good".into(),
            Decision::ChooseSectorAction => "Perform no sector action".into(),
            Decision::FreeGate => "Take no city gate".into(),
            _ => "Done".into(),
        },
        _ => serde_json::to_string(a).unwrap_or_else(|_| format!("{a:?}")),
    }
}

/// How the Paschabot's events read: its turns are the rules', so they are
/// told as what it does, not as choices.
fn bot_event(
    cat: &Catalog,
    edition: Edition,
    bot: &str,
    opponent: Opponent,
    e: &Event,
) -> Option<String> {
    let is_bot = |p: &PlayerId| *p == paschabot::BOT;
    Some(match e {
        Event::KeshisSelected { player } if is_bot(player) => {
            format!("{bot} draws 3 keshis from its bag")
        }
        Event::KeshisClaimed {
            player,
            colours: cs,
        } if is_bot(player) && opponent == Opponent::Lazy => {
            format!("{bot} takes {} (back to the supply)", colours(cs))
        }
        Event::AssistantUsed { player, sector, .. } if is_bot(player) => {
            format!("{bot} uses its {} assistant", sector.name())
        }
        Event::KeshiDeployed {
            player,
            colour,
            sector,
        } if is_bot(player) => match colour {
            Colour::Red => format!("{bot} puts a water vendor on its {} row", sector.name()),
            c if c.is_goods() => format!("{bot} gains {} goods keshi", a(c)),
            c => format!("{bot} puts {} keshi on its {} row", a(c), sector.name()),
        },
        Event::GateBought {
            player,
            workshop,
            colour,
        } if is_bot(player) => format!(
            "{bot} takes {} gate from workshop {} without paying",
            a(colour),
            workshop + 1
        ),
        Event::StrategyTileRevealed { tile } => {
            format!("{bot} reveals strategy tile {}", strategy_tile(cat, *tile))
        }
        Event::DesertTownTaken { player, town } if is_bot(player) => format!(
            "{bot} takes desert town {} at random, day side up",
            desert_town(cat, *town, edition)
        ),
        _ => return None,
    })
}

/// One event of `game`, in words. Events carry only public information;
/// the game gives the seat names, the edition, the solo opponent (seat 1)
/// and the staircase tiles on the line spaces (module 1).
pub fn event(game: &Game, e: &Event) -> String {
    let cat = game.catalog();
    let names = &names_for(game.setup());
    let classic = game.setup().edition == Edition::Classic;
    let edition = game.setup().edition;
    let solo = game.setup().solo.map(|s| s.opponent);
    let n = |p: &PlayerId| name(names, *p);
    if let Some(o) = solo {
        if let Some(t) = bot_event(cat, edition, &n(&paschabot::BOT), o, e) {
            return t;
        }
    }
    match e {
        Event::SetupChoice { player } => format!("{} made a setup choice", n(player)),
        Event::ProvisionActivated { player, tile } => format!(
            "{} activates provision tile {}",
            n(player),
            provision(cat, *tile)
        ),
        Event::SeasonStarted {
            season,
            start_player,
        } => format!(
            "=== Season {} begins; {} holds the season tracker ===",
            season + 1,
            n(start_player)
        ),
        Event::RoundStarted {
            season,
            round,
            start_player,
        } => format!(
            "--- Season {}, round {}: {} starts ---",
            season + 1,
            round + 1,
            n(start_player)
        ),
        Event::KeshisSelected { player } => format!("{} has chosen their keshis", n(player)),
        Event::SelectionRevealed { player, keshis } => {
            format!("{} reveals {}", n(player), colours(keshis))
        }
        Event::AssistantPlaced { player, sector } => {
            format!("{} places an assistant in the {}", n(player), sector.name())
        }
        Event::TowerThrown { thrown, came_out } => format!(
            "{thrown} keshis go into the tower; out come: {}",
            colour_counts(came_out)
        ),
        Event::KeshisClaimed {
            player,
            colours: cs,
        } => {
            format!("{} claims {}", n(player), colours(cs))
        }
        Event::LeftoverReturned { colours: cs } => {
            format!(
                "Unclaimable keshis return to the supply: {}",
                colour_counts(cs)
            )
        }
        Event::KeshiDeployed {
            player,
            colour,
            sector,
        } => format!(
            "{} deploys {} keshi in the {}",
            n(player),
            a(colour),
            sector.name()
        ),
        Event::KeshiReturned { player, colour } => format!(
            "{} has no room: the {colour} keshi goes back to the supply",
            n(player)
        ),
        Event::KeshiRemoved {
            player,
            colour,
            sector,
        } => format!(
            "{} removes {} keshi from the {}",
            n(player),
            a(colour),
            sector.name()
        ),
        Event::AssistantUsed {
            player,
            sector,
            option,
        } => match option {
            AssistantOption::NewKeshi { colour } => format!(
                "{} uses the {} assistant: new {colour} keshi",
                n(player),
                sector.name()
            ),
            AssistantOption::SectorAction => {
                format!(
                    "{} uses the {} assistant: sector action",
                    n(player),
                    sector.name()
                )
            }
        },
        Event::ResourcesGained {
            player,
            resources: r,
        } => format!("{} gains {r}", n(player)),
        Event::ResourcesPaid {
            player,
            resources: r,
        } => format!("{} pays {r}", n(player)),
        Event::Scored {
            player,
            points,
            category: c,
        } => {
            if *points >= 0 {
                format!(
                    "{} scores {} ({})",
                    n(player),
                    plural(*points, "point", "points"),
                    category(*c)
                )
            } else {
                format!(
                    "{} loses {} ({})",
                    n(player),
                    plural(-*points, "point", "points"),
                    category(*c)
                )
            }
        }
        Event::FishermanMoved { player, from, to } => {
            format!("{}'s fisherman moves from {from} to {to}", n(player))
        }
        Event::Docked { player, spot } => {
            let pts = cat
                .river
                .docking_points
                .get(*spot as usize)
                .copied()
                .unwrap_or(0);
            format!("{} docks at the jetty ({pts}-point spot)", n(player))
        }
        Event::PawnMoved {
            player,
            stair: s,
            from,
            to,
        } => format!(
            "{} climbs the {} staircase from {from} to {to}",
            n(player),
            stair(*s)
        ),
        Event::ThresholdCrossed {
            player,
            stair: s,
            segment,
        } => format!(
            "{} crosses into segment {segment} of the {} staircase",
            n(player),
            stair(*s)
        ),
        Event::LineBonusTaken { player, space } => {
            let cover = game.view(None).board.staircase_cover;
            format!(
                "{} takes the line bonus {}",
                n(player),
                line_space(cat, &cover, *space)
            )
        }
        Event::DiscRotated { player, .. } => format!("{} turns the audience disc", n(player)),
        Event::EntertainerChosen {
            player,
            field: f,
            spectators: s,
        } => format!(
            "{} uses the entertainer on {} x {s}",
            n(player),
            field(cat, *f)
        ),
        Event::ScrollTaken { player, scroll: id } => {
            format!("{} takes scroll {}", n(player), scroll(cat, *id))
        }
        Event::ScrollsRefreshed { player, ty } => {
            format!("{} refreshes the {} scrolls", n(player), scroll_type(*ty))
        }
        Event::LuxuryBought { player, luxury: id } => {
            format!("{} buys {}", n(player), luxury(cat, *id))
        }
        Event::GoodsExchanged { player, colour } => {
            format!("{} exchanges {} goods keshi", n(player), a(colour))
        }
        Event::GateBought {
            player,
            workshop,
            colour,
        } => format!(
            "{} buys {} gate at workshop {}",
            n(player),
            a(colour),
            workshop + 1
        ),
        Event::GateBuilt {
            player,
            colour,
            space,
            matched,
        } => {
            let at = cat
                .gate_spaces
                .get(*space as usize)
                .map(|g| g.sector.name())
                .unwrap_or("?");
            format!(
                "{} builds the {colour} gate in front of the {at}{}",
                n(player),
                if *matched { " (match!)" } else { "" }
            )
        }
        Event::OasisDiscovered {
            player, oasis: o, ..
        } => {
            format!("{} discovers {}", n(player), oasis(cat, *o, classic))
        }
        Event::OasisClaimed {
            player, oasis: o, ..
        } => {
            format!("{} claims {}", n(player), oasis(cat, *o, classic))
        }
        Event::OasisScored {
            player,
            oasis: o,
            points,
        } => format!("{}'s oasis #{o:02} scores {points}", n(player)),
        Event::RapidBonusTaken { player, rapid } => {
            let b = cat
                .river
                .rapids
                .get(*rapid as usize)
                .map(|r| bonus(r.bonus))
                .unwrap_or_default();
            format!("{} takes the bonus of rapid {}: {b}", n(player), rapid + 1)
        }
        Event::RiverTileAwarded {
            player,
            face,
            place,
        } => format!(
            "{} is {} on the river: river tile #{face:02}",
            n(player),
            if *place == 0 { "first" } else { "second" }
        ),
        Event::Provisioned {
            player,
            paid,
            penalty,
        } => {
            if *penalty > 0 {
                format!(
                    "{} cannot provide fully: hands in {paid}, loses {penalty}",
                    n(player)
                )
            } else {
                format!("{} provides for the citizens: pays {paid}", n(player))
            }
        }
        Event::RoundEnded { season, round } => {
            format!("Season {}, round {} ends", season + 1, round + 1)
        }
        Event::SeasonEnded { season } => format!("=== Season {} ends ===", season + 1),
        Event::StrategyTileRevealed { tile } => {
            format!("Strategy tile {} is revealed", strategy_tile(cat, *tile))
        }
        Event::ScrollsDiscarded { ty } => format!(
            "The face-up {} scrolls leave the game (the Paschabot's madrasa)",
            scroll_type(*ty)
        ),
        Event::DesertTownTaken { player, town } => format!(
            "{} takes desert town {}, night side up",
            n(player),
            desert_town(cat, *town, edition)
        ),
        Event::DesertTownClaimed { player, town } => format!(
            "{} claims desert town {}: day side up",
            n(player),
            desert_town(cat, *town, edition)
        ),
        Event::FigureMoved {
            stair: s,
            carrier: Some(p),
            step,
        } => format!(
            "{} takes the {} along (step {step} of the {} staircase): {}",
            n(p),
            figure(*s),
            stair(*s),
            figure_benefit(*s)
        ),
        Event::FigureMoved {
            stair: s,
            carrier: None,
            step,
        } => {
            if *step > cat.staircase.final_step {
                format!(
                    "The {} leaves the {} staircase: nobody is left below",
                    figure(*s),
                    stair(*s)
                )
            } else {
                format!(
                    "The {} waits on step {step} of the {} staircase",
                    figure(*s),
                    stair(*s)
                )
            }
        }
        Event::GameOver { winners } if solo == Some(Opponent::Lazy) => {
            if winners.is_empty() {
                format!("=== Game over. {} reaches no title ===", n(&0))
            } else {
                format!("=== Game over. {} earns a title ===", n(&0))
            }
        }
        Event::GameOver { winners } if winners.is_empty() => {
            "=== Game over. Nobody wins ===".into()
        }
        Event::GameOver { winners } => {
            let w: Vec<String> = winners.iter().map(n).collect();
            format!("=== Game over. Winner: {} ===", w.join(" and "))
        }
        _ => serde_json::to_string(e).unwrap_or_else(|_| format!("{e:?}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use marrakesh_engine::{Game, Setup};

    #[test]
    fn every_component_has_a_description() {
        let cat = Catalog::embedded();
        for s in &cat.scrolls {
            let t = scroll(&cat, s.id);
            assert!(t.starts_with(&format!("#{:02}", s.id)), "{t}");
        }
        for o in &cat.oases {
            assert!(!oasis_effect(&cat, o.id, true).is_empty());
        }
        for l in &cat.luxury_goods {
            assert!(luxury(&cat, l.id).contains("->"));
        }
        for t in &cat.river_tiles {
            assert!(river_tile(&cat, t.face).contains("1st"));
        }
        assert_eq!(scroll(&cat, 200), "scroll 200");
    }

    /// Plays random games and describes every decision, action and event:
    /// no description is empty or falls back to raw JSON.
    #[test]
    fn descriptions_cover_real_games() {
        let cat = Catalog::embedded();
        let mut setups: Vec<Setup> = (0..6u64)
            .map(|seed| Setup {
                players: 2 + (seed % 3) as u8,
                edition: if seed % 2 == 0 {
                    marrakesh_engine::Edition::Classic
                } else {
                    marrakesh_engine::Edition::Essential
                },
                seed,
                ..Setup::default()
            })
            .collect();
        for (seed, opponent) in [(6, Opponent::Paschabot), (7, Opponent::Lazy)] {
            let solo = marrakesh_engine::Solo {
                opponent,
                difficulty: Difficulty {
                    storage_keshis: true,
                    ..Difficulty::default()
                },
            };
            setups.push(Setup::solo(solo, seed));
        }
        // The modules of the base box, alone and together, solo too.
        for (i, modules) in marrakesh_engine::Modules::combinations()
            .filter(|m| m.is_none() || m.desert_towns || m.imam_sultan)
            .step_by(3)
            .chain([marrakesh_engine::Modules::ALL])
            .enumerate()
        {
            let seed = 100 + i as u64;
            let base = if i % 4 == 3 {
                Setup::solo(marrakesh_engine::Solo::default(), seed)
            } else {
                Setup::new(2 + (i % 3) as u8, seed)
            };
            setups.push(Setup { modules, ..base });
        }
        for setup in setups {
            let mut g = Game::new(setup).unwrap();
            let solo = setup.solo.map(|s| s.opponent);
            let mut rng = marrakesh_engine::Rng::new(setup.seed);
            let mut bot_lines = 0;
            while !g.is_over() {
                let (p, d) = g.pending().players[0];
                let view = g.view(Some(p));
                let q = decision(&cat, &view, p, &d);
                assert!(!q.is_empty() && !q.contains('{'), "{q}");
                let legal = g.legal_actions(p);
                for a in &legal {
                    let t = action(&cat, &view, p, &d, a);
                    assert!(!t.is_empty() && !t.contains("\"action\""), "{t}");
                }
                let a = legal[rng.below(legal.len() as u32) as usize];
                for e in g.apply(p, a).unwrap() {
                    let t = event(&g, &e);
                    assert!(!t.is_empty() && !t.contains("\"event\""), "{t}");
                    bot_lines += usize::from(t.starts_with("Paschabot"));
                }
            }
            if solo.is_some() {
                assert!(
                    bot_lines > 20,
                    "the Paschabot's turns are told: {bot_lines}"
                );
            }
        }
    }

    /// Random games with every module: the new decisions, actions and
    /// events are told in words, and the desert towns' points shown from a
    /// view are the engine's.
    #[test]
    fn module_texts_and_town_points() {
        use marrakesh_engine::modules::desert_towns;
        use std::collections::BTreeMap;
        let cat = Catalog::embedded();
        let mut seen: BTreeMap<&str, usize> = BTreeMap::new();
        let mut compared = 0;
        // R28 (a claim takes both keshis when both fit) makes games shorter:
        // 60 games compare town points as often as 40 did before.
        for seed in 0..60u64 {
            let base = if seed % 5 == 4 {
                Setup::solo(marrakesh_engine::Solo::default(), seed)
            } else {
                Setup::new(2 + (seed % 3) as u8, seed)
            };
            let setup = Setup {
                modules: marrakesh_engine::Modules::ALL,
                edition: if seed % 2 == 0 {
                    Edition::Classic
                } else {
                    Edition::Essential
                },
                ..base
            };
            let mut g = Game::new(setup).unwrap();
            let mut rng = marrakesh_engine::Rng::new(seed);
            while !g.is_over() {
                let (p, d) = g.pending().players[0];
                let view = g.view(Some(p));
                let q = decision(&cat, &view, p, &d);
                assert!(!q.contains('{'), "{q}");
                let key = match d {
                    Decision::LuxuryDiscount { .. } => Some("decision: imam discount"),
                    Decision::ChooseDesertTown { .. } => Some("decision: choose town"),
                    Decision::FreeScroll => Some("decision: free scroll"),
                    Decision::FreeLuxury => Some("decision: free luxury"),
                    Decision::FreeGate => Some("decision: free gate"),
                    _ => None,
                };
                if let Some(k) = key {
                    *seen.entry(k).or_default() += 1;
                }
                let legal = g.legal_actions(p);
                for a in &legal {
                    let t = action(&cat, &view, p, &d, a);
                    assert!(!t.contains("\"action\""), "{t}");
                    if matches!(a, Action::ClaimDesertTown { .. }) {
                        assert!(t.starts_with("Claim desert town #"), "{t}");
                        *seen.entry("action: claim town").or_default() += 1;
                    }
                    if matches!(a, Action::TakeDesertTown { .. }) {
                        assert!(t.starts_with("Desert town #"), "{t}");
                    }
                }
                // Prefer claiming towns, so that their effects come up.
                let a = legal
                    .iter()
                    .find(|a| matches!(a, Action::ClaimDesertTown { .. }))
                    .copied()
                    .unwrap_or_else(|| legal[rng.below(legal.len() as u32) as usize]);
                for e in g.apply(p, a).unwrap() {
                    let t = event(&g, &e);
                    assert!(!t.contains("\"event\""), "{t}");
                    let key = match e {
                        Event::DesertTownTaken { .. } => Some("event: town taken"),
                        Event::DesertTownClaimed { .. } => Some("event: town claimed"),
                        Event::FigureMoved { .. } => Some("event: figure moved"),
                        Event::LineBonusTaken { .. } => Some("event: line bonus"),
                        _ => None,
                    };
                    if let Some(k) = key {
                        assert!(!t.contains("space "), "{t}");
                        *seen.entry(k).or_default() += 1;
                    }
                }
                // Town points of claimed towns in the view = the engine's.
                let v = g.view(None);
                for pl in &v.players {
                    for slot in pl.towns.iter().flatten().filter(|t| t.claimed) {
                        let shown = town_points(&v, pl.seat, slot.town);
                        if setup.solo.is_some() && pl.seat == paschabot::BOT {
                            assert_eq!(shown, None);
                            continue;
                        }
                        let engine = desert_towns::town_points(&cat, g.state(), pl.seat, slot.town);
                        assert_eq!(shown, Some(engine), "town {} of P{}", slot.town, pl.seat);
                        compared += 1;
                    }
                }
            }
            // Final scoring lists the claimed towns with those points.
            let v = g.view(None);
            for (pl, f) in v.players.iter().zip(v.final_scores.as_ref().unwrap()) {
                for (t, pts) in f.towns.iter().flatten() {
                    assert!(pl.towns.iter().flatten().any(|s| s.town == *t && s.claimed));
                    if setup.solo.is_none() || pl.seat != paschabot::BOT {
                        assert_eq!(town_points(&v, pl.seat, *t), Some(*pts));
                    }
                }
            }
        }
        for k in [
            "decision: choose town",
            "decision: imam discount",
            "event: town taken",
            "event: town claimed",
            "event: figure moved",
            "event: line bonus",
            "action: claim town",
        ] {
            assert!(
                seen.get(k).copied().unwrap_or(0) > 0,
                "{k} never came up: {seen:?}"
            );
        }
        assert!(compared > 1000, "{compared}");
    }

    #[test]
    fn module_components_have_descriptions() {
        let cat = Catalog::embedded();
        for t in &cat.desert_towns {
            for edition in [Edition::Classic, Edition::Essential] {
                let text = desert_town(&cat, t.id, edition);
                assert!(text.starts_with(&format!("#{:02} (", t.id)), "{text}");
                assert_eq!(text.contains("instant"), t.effect.is_instant(), "{text}");
            }
        }
        assert_eq!(town_cost(&cat), "1 yellow + 1 purple + 1 orange");
        // Offices 7-12 name their extra bonus; the base ones do not.
        for o in &cat.exchange_offices {
            for c in Colour::GOODS {
                let y = office_yield(&cat, o.id, c).unwrap();
                let extra = office_extra(&cat, o.id, c);
                assert_eq!(extra.is_some(), o.expansion, "office {}: {y}", o.id);
                if let Some(b) = extra {
                    assert!(y.ends_with(&format!(" + {}", bonus(b))), "{y}");
                }
            }
        }
        // The purple disc has a 0 and a 4 section.
        let purple: Vec<u8> = (0..8).map(|f| spectators(&cat, true, 0, f)).collect();
        assert!(purple.contains(&0) && purple.contains(&4), "{purple:?}");
        let pink: Vec<u8> = (0..8).map(|f| spectators(&cat, false, 0, f)).collect();
        assert!(!pink.contains(&0) && !pink.contains(&4), "{pink:?}");
        // A staircase tile replaces the printed bonus of its space.
        let spaces: Vec<u8> = cat
            .line_spaces
            .iter()
            .filter(|s| s.place == LineSpacePlace::Coverable)
            .map(|s| s.id)
            .collect();
        let mut cover = [None; 12];
        cover[2] = Some((7, 1));
        let face = cat
            .staircase_tiles
            .iter()
            .find(|t| t.id == 7)
            .unwrap()
            .faces[1];
        assert_eq!(line_bonus(&cat, &cover, spaces[2]), Some(face));
        assert_eq!(
            line_space(&cat, &cover, spaces[2]),
            format!("{} (tile #07)", bonus(face))
        );
        assert_eq!(
            line_bonus(&cat, &cover, spaces[3]),
            Some(cat.line_space(spaces[3]).bonus)
        );
        let top = cat
            .line_spaces
            .iter()
            .find(|s| s.place == LineSpacePlace::Top)
            .unwrap();
        assert_eq!(line_tile(&cat, &[Some((1, 0)); 12], top.id), None);
    }

    #[test]
    fn solo_texts() {
        let cat = Catalog::embedded();
        for t in &cat.paschabot.strategy_tiles {
            let text = strategy_tile(&cat, t.id);
            assert!(text.starts_with(&format!("#{:02}: ", t.id)), "{text}");
            assert_eq!(text.contains("fisherman"), t.fisherman, "{text}");
        }
        assert_eq!(difficulty(Difficulty::default()), "standard");
        let d = Difficulty {
            main_square_once: true,
            expensive_gates: true,
            ..Difficulty::default()
        };
        assert_eq!(
            difficulty(d),
            "easier: main square once; harder: expensive gates"
        );
        let names = names_for(&Setup::solo(marrakesh_engine::Solo::default(), 1));
        assert_eq!(names, ["P0", "Paschabot"]);
        let game = Game::new(Setup::solo(marrakesh_engine::Solo::default(), 1)).unwrap();
        let lazy = Game::new(Setup::solo(
            marrakesh_engine::Solo {
                opponent: Opponent::Lazy,
                ..marrakesh_engine::Solo::default()
            },
            1,
        ))
        .unwrap();
        let e = Event::GateBought {
            player: 1,
            workshop: 0,
            colour: Colour::Gray,
        };
        let t = event(&game, &e);
        assert_eq!(
            t,
            "Paschabot takes a gray gate from workshop 1 without paying"
        );
        let e = Event::GameOver { winners: vec![] };
        let t = event(&lazy, &e);
        assert!(t.contains("P0 reaches no title"), "{t}");
    }
}
