//! The Paschabot: the solo opponent of 003 ("Der Paschabot – Solo-Spielanleitung
//! für Marrakesh"), and its "lazy" variant. Its decisions are the rules': it
//! never has a pending decision; the engine takes them as the book says.
//!
//! Its rules enter the game only through the seat rules (`crate::seat`):
//! `Paschabot` in `seat.rs` and `LazyPaschabot` in `lazy.rs`.
//!
//! The human sits at seat 0, the bot at seat 1 ([`BOT`]). The bot's pawns,
//! score, assistants, goods and water vendors use its `Player` entry; its
//! rows, strategy tiles and bag are in [`Pascha`].

mod claim;
mod lazy;
mod projection;
mod seat;
mod turn;

use crate::action::{Action, Decision};
use crate::bounded::BVec;
use crate::catalog::{Bonus, StrategyIcon, TileReward};
use crate::ctx::Ctx;
use crate::event::Event;
pub use crate::state::{Opponent, Pascha, Solo, BOT};
use crate::state::{ScoreCategory, State};
use crate::task::Task;
use crate::types::*;

pub(crate) use claim::claim;
pub(crate) use lazy::LazyPaschabot;
pub use projection::{projection, Projection};
pub(crate) use seat::Paschabot;
pub(crate) use turn::{assistant, sector_action, turn};

impl Opponent {
    /// The seat rules of this solo opponent: the one place that names them,
    /// so that `seat.rs` asks the seat and never the Paschabot.
    pub(crate) fn rules(self) -> &'static dyn crate::seat::SeatRules {
        match self {
            Opponent::Paschabot => &Paschabot,
            Opponent::Lazy => &LazyPaschabot,
        }
    }
}

pub(crate) fn pascha(ctx: &Ctx) -> Pascha {
    ctx.st.pascha.unwrap_or_default()
}

pub(crate) fn pascha_mut<'a>(ctx: &'a mut Ctx) -> Option<&'a mut Pascha> {
    ctx.st.pascha.as_mut()
}

/// Icons of the revealed strategy tiles, top to bottom, first tile first.
pub(crate) fn icons<'a>(ctx: &Ctx<'a>) -> impl Iterator<Item = StrategyIcon> + 'a {
    let tiles = pascha(ctx).tiles;
    let cat: &'a crate::catalog::Catalog = ctx.cat;
    (0..tiles.len()).flat_map(move |i| {
        let id = tiles.as_slice()[i];
        strategy_tile(cat, id)
            .into_iter()
            .flat_map(|t| t.icons.iter().copied())
    })
}

/// The catalog's strategy tile `id` (the catalog holds ids 1..=15, each
/// once, checked when it is loaded; usually in order).
pub(crate) fn strategy_tile(
    cat: &crate::catalog::Catalog,
    id: u8,
) -> Option<&crate::catalog::StrategyTile> {
    let tiles = &cat.paschabot.strategy_tiles;
    match (id as usize).checked_sub(1).and_then(|i| tiles.get(i)) {
        Some(t) if t.id == id => Some(t),
        _ => tiles.iter().find(|t| t.id == id),
    }
}

/// The keshi shown at the top of the strategy tile revealed at the start
/// (a goods icon: a yellow goods keshi, goods being jokers for the bot; the
/// catalog never puts a nomad at the top, see `catalog::validate`).
pub(crate) fn top_keshi(ctx: &Ctx) -> Option<Colour> {
    icons(ctx).next().and_then(StrategyIcon::colour)
}

/// What the revealed strategy tiles say about each colour, added up from
/// the catalog's table of each tile: the bot's cascades ask for the
/// priority and the position of many colours at once, and the search plays
/// them in every rollout.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Icons {
    priority: [u8; 12],
    position: [u16; 12],
    nomads: u8,
}

impl Icons {
    pub(crate) fn of(ctx: &Ctx) -> Icons {
        let mut t = Icons {
            priority: [0; 12],
            position: [u16::MAX; 12],
            nomads: 0,
        };
        // Each tile's table (`Catalog::strategy_icons`) counts its icons;
        // the places run on from tile to tile.
        let mut offset = 0u16;
        for id in pascha(ctx).tiles.iter() {
            let Some(tile) = ctx.cat.strategy_icons(*id) else {
                continue;
            };
            // Branch-free (the places only grow: the first tile showing a
            // colour gives its position; none stays `u16::MAX`).
            for c in 0..12 {
                t.priority[c] = t.priority[c].saturating_add(tile.count[c]);
                t.position[c] = t.position[c].min(offset.saturating_add(tile.first[c]));
            }
            t.nomads = t.nomads.saturating_add(tile.nomads);
            offset = offset.saturating_add(tile.len);
        }
        t
    }

    /// "Keshi-Priorität": how often a colour appears on all revealed tiles.
    pub(crate) fn priority(&self, c: Colour) -> u8 {
        self.priority[c.index()]
    }

    /// Position of the colour's highest icon on the revealed tiles (lower
    /// is higher; `u16::MAX` if absent).
    pub(crate) fn position(&self, c: Colour) -> u16 {
        self.position[c.index()]
    }

    /// R40: the nomad's place in the keshi priority, how often the nomad
    /// icon appears on the revealed tiles (tiles 11-15 show it).
    pub(crate) fn nomads(&self) -> u8 {
        self.nomads
    }
}

/// "Keshi-Priorität": how often a colour appears on all revealed tiles.
pub(crate) fn priority(ctx: &Ctx, c: Colour) -> u8 {
    Icons::of(ctx).priority(c)
}

/// Rank of a sector's row on the bot's board (0 = top).
pub(crate) fn row_rank(ctx: &Ctx, s: Sector) -> u8 {
    ctx.cat
        .paschabot
        .rows
        .iter()
        .position(|r| *r == s)
        .unwrap_or(9) as u8
}

/// Keshis in a sector's row (goods in the souk).
pub(crate) fn row(ctx: &Ctx, s: Sector) -> u8 {
    match s {
        Sector::Souk => ctx.player(BOT).goods_total().min(255) as u8,
        _ => pascha(ctx).rows[s.index()],
    }
}

/// "8 Keshi + 1 Wasserverkäufer"; its nomads fill the row too (R39, 003
/// "Bei der Wertung der komplett gefüllten Bezirke werden auch die ...
/// Nomaden-Keshis eingerechnet").
pub(crate) fn complete(ctx: &Ctx, s: Sector) -> bool {
    s != Sector::Souk
        && row(ctx, s) >= ctx.cat.rules.sector_capacity.value
        && ctx.player(BOT).has_vendor(s)
}

/// Room left for keshis of `c` on the bot's board.
pub(crate) fn room(ctx: &Ctx, c: Colour) -> u8 {
    let cap = ctx.cat.rules.sector_capacity.value;
    match c {
        Colour::Yellow | Colour::Purple | Colour::Orange => u8::MAX,
        Colour::Red => Sector::SCORING
            .iter()
            .filter(|s| !ctx.player(BOT).has_vendor(**s))
            .count() as u8,
        _ => c
            .sector()
            .map(|s| cap.saturating_sub(row(ctx, s)))
            .unwrap_or(0),
    }
}

/// "Der Paschabot nimmt die Waren-Keshis, von denen er am wenigsten besitzt.
/// Bei Gleichstand ... Gelb vor Orange vor Violett", among `allowed`.
pub(crate) fn fewest_goods(ctx: &Ctx, allowed: impl Fn(Colour) -> bool) -> Option<Colour> {
    let g = ctx.player(BOT).goods;
    [Colour::Yellow, Colour::Orange, Colour::Purple]
        .into_iter()
        .filter(|c| allowed(*c))
        .min_by_key(|c| g[c.goods_index().unwrap_or(0)])
}

/// The colour by keshi priority (ties: higher on the strategy tiles), among
/// colours the bot can deploy ("1 Keshi entsprechend der Keshi-Priorität").
pub(crate) fn priority_colour(ctx: &Ctx, allowed: impl Fn(Colour) -> bool) -> Option<Colour> {
    let mut best: Option<(Colour, u8, u16)> = None;
    let icons = Icons::of(ctx);
    for c in Colour::ALL {
        if c == Colour::Red || !allowed(c) || room(ctx, c) == 0 {
            continue;
        }
        let (pr, pos) = (icons.priority(c), icons.position(c));
        if best.is_none_or(|(_, bp, bpos)| pr > bp || (pr == bp && pos < bpos)) {
            best = Some((c, pr, pos));
        }
    }
    // Goods are all one kind for the bot: take the colour it has fewest of.
    best.map(|(c, _, _)| {
        if c.is_goods() {
            fewest_goods(ctx, |_| true).unwrap_or(c)
        } else {
            c
        }
    })
}

/// The row a water vendor goes to (R23): the row of the colour it stood in
/// for, otherwise by the red-assistant priorities, then the higher row.
pub(crate) fn vendor_row(ctx: &Ctx, joker_for: Option<Sector>) -> Option<Sector> {
    let pl = ctx.player(BOT);
    if let Some(s) = joker_for {
        if s != Sector::Souk && !pl.has_vendor(s) {
            return Some(s);
        }
    }
    red_priority(ctx, |s| s != Sector::Souk && !pl.has_vendor(s))
}

/// The red-assistant priority list: "i) ... die meisten Keshis zu sehen
/// sind (Keshi-Priorität). ii) ... in dem sich schon mehr Keshis befinden.
/// iii) ... dessen Keshi weiter oben auf den aufgedeckten Strategieplättchen
/// auftaucht"; a remaining tie goes to the higher row.
pub(crate) fn red_priority(ctx: &Ctx, allowed: impl Fn(Sector) -> bool) -> Option<Sector> {
    let colour_of = |s: Sector| s.colour().unwrap_or(Colour::Yellow);
    let icons = Icons::of(ctx);
    ctx.cat
        .paschabot
        .rows
        .iter()
        .copied()
        .filter(|s| allowed(*s))
        .min_by_key(|s| {
            let c = colour_of(*s);
            (
                std::cmp::Reverse(icons.priority(c)),
                std::cmp::Reverse(row(ctx, *s)),
                icons.position(c),
                row_rank(ctx, *s),
            )
        })
}

/// Deploys a keshi on the bot's board, with the printed bonus it covers.
/// `joker_for`: the row a water vendor stood in for (R23).
pub(crate) fn deploy(ctx: &mut Ctx, colour: Colour, joker_for: Option<Sector>) {
    place(ctx, colour, joker_for, true);
}

/// Places a keshi on the bot's board; `field_bonus`: whether it takes the
/// bonus printed on the field it covers.
fn place(ctx: &mut Ctx, colour: Colour, joker_for: Option<Sector>, field_bonus: bool) {
    let cap = ctx.cat.rules.sector_capacity.value;
    match colour {
        Colour::Yellow | Colour::Purple | Colour::Orange => {
            if let Some(g) = colour.goods_index() {
                ctx.player_mut(BOT).goods[g] += 1;
            }
            ctx.emit(Event::KeshiDeployed {
                player: BOT,
                colour,
                sector: Sector::Souk,
            });
        }
        Colour::Red => match vendor_row(ctx, joker_for) {
            Some(s) => {
                ctx.player_mut(BOT).water_vendors |= 1 << s.index();
                ctx.emit(Event::KeshiDeployed {
                    player: BOT,
                    colour,
                    sector: s,
                });
            }
            None => ctx.emit(Event::KeshiReturned {
                player: BOT,
                colour,
            }),
        },
        _ => {
            let Some(s) = colour.sector() else { return };
            let n = row(ctx, s);
            if n >= cap {
                ctx.emit(Event::KeshiReturned {
                    player: BOT,
                    colour,
                });
                return;
            }
            if let Some(pb) = pascha_mut(ctx) {
                pb.rows[s.index()] += 1;
            }
            ctx.emit(Event::KeshiDeployed {
                player: BOT,
                colour,
                sector: s,
            });
            if field_bonus {
                row_bonus(ctx, s, n + 1);
            }
        }
    }
}

/// The bonus printed on the field the `k`-th keshi of a row covers (a
/// nomad's too, R41: "sobald er mit einem Keshi den ... Bonus überdeckt").
pub(crate) fn row_bonus(ctx: &mut Ctx, s: Sector, k: u8) {
    let pb = &ctx.cat.paschabot;
    match s {
        Sector::Sahara => {
            if pb.new_tile_at_caravan.contains(&k) && !pascha(ctx).difficulty.no_extra_tiles {
                reveal_tile(ctx, true);
            }
            // Module 5: "Wenn der Paschabot seinen 4. und 8. braunen Keshi im
            // Bezirk Sahara platziert, nimmt er eine zufällige Wüstenstadt
            // (falls noch verfügbar) und erhält 4 Punkte."
            crate::modules::bot_caravan(ctx, BOT, k);
        }
        Sector::DateOrchard => {
            if let Some(b) = pb.date_orchard.get(k as usize - 1).copied() {
                bonus(ctx, b, ScoreCategory::Deployment);
            }
        }
        Sector::MainSquare => {
            if let Some(b) = pb.main_square.get(k as usize - 1).copied() {
                bonus(ctx, b, ScoreCategory::Deployment);
            }
        }
        _ => {}
    }
}

/// Reveals the next strategy tile; its fisherman symbol moves the bot's
/// fisherman 3 spaces (not with river tile 02: "Eventuelle Schritte auf dem
/// Fluss entfallen").
pub(crate) fn reveal_tile(ctx: &mut Ctx, fisherman: bool) {
    let Some(pb) = pascha_mut(ctx) else { return };
    let Some(id) = pb.deck.pop() else { return };
    let _ = pb.tiles.push(id);
    let no_moves = pb.difficulty.no_fisherman_moves;
    let def = strategy_tile(ctx.cat, id);
    let symbol = def.is_some_and(|t| t.fisherman);
    ctx.emit(Event::StrategyTileRevealed { tile: id });
    if fisherman && symbol && !no_moves {
        ctx.push(Task::MoveRiver {
            p: BOT,
            steps: ctx.cat.paschabot.fisherman_steps,
            extra: false,
        });
    }
}

/// A printed bonus for the bot: "Der Paschabot erhält keine Ressourcen ...
/// stattdessen 1 Punkt je erhaltener Ressource"; goods of the colour it has
/// fewest of; keshis by priority; staircases where it is further behind.
pub(crate) fn bonus(ctx: &mut Ctx, b: Bonus, category: ScoreCategory) {
    match b {
        Bonus::Points { n } => ctx.points(BOT, n as i16, category),
        Bonus::Resources {
            water,
            dates,
            dinars,
        } => ctx.points(BOT, water as i16 + dates as i16 + dinars as i16, category),
        Bonus::AnyResources { n } => ctx.points(BOT, n as i16, category),
        Bonus::Goods { n } => {
            if let Some(c) = fewest_goods(ctx, |_| true) {
                for _ in 0..n {
                    deploy(ctx, c, None);
                }
            }
        }
        Bonus::Keshi { colour } => ctx.push(Task::Deploy { p: BOT, colour }),
        Bonus::AnyKeshis { n } => {
            if let Some(c) = priority_colour(ctx, |_| true) {
                for _ in 0..n {
                    ctx.push(Task::Deploy { p: BOT, colour: c });
                }
            }
        }
        Bonus::RiverSteps { n } => ctx.push(Task::MoveRiver {
            p: BOT,
            steps: n,
            extra: false,
        }),
        Bonus::StairSteps { stair, n } => ctx.push(Task::StartClimb {
            p: BOT,
            stair,
            steps: n,
            extra: false,
        }),
        Bonus::EitherStair { n } => {
            let stair = lower_stair(ctx);
            ctx.push(Task::StartClimb {
                p: BOT,
                stair,
                steps: n,
                extra: false,
            });
        }
    }
}

/// The staircase where the bot is further behind. 003 is silent on a tie
/// here; the palace, as for its assistants ("Bei Gleichstand wird mit dem
/// Palast begonnen").
pub(crate) fn lower_stair(ctx: &Ctx) -> Stair {
    let s = ctx.player(BOT).stairs;
    if s[Stair::Mosque.index()] < s[Stair::Palace.index()] {
        Stair::Mosque
    } else {
        Stair::Palace
    }
}

/// The bot crosses a threshold: "Beim Erreichen eines neuen Abschnitts
/// erhält er 1 Punkt (anstatt 1 Dinar). Als Linien-Bonus wählt er immer den
/// Punktebonus."
pub(crate) fn threshold(ctx: &mut Ctx, line: u8) {
    ctx.points(
        BOT,
        ctx.cat.rules.threshold_dinars.value as i16,
        ScoreCategory::Staircases,
    );
    let Some(l) = ctx.cat.lines.get(line as usize) else {
        return;
    };
    let best = l
        .spaces
        .iter()
        .filter_map(
            |s| match crate::modules::staircase_tiles::bonus(ctx.cat, ctx.st, *s) {
                Bonus::Points { n } => Some(n),
                _ => None,
            },
        )
        .max();
    if let Some(n) = best {
        ctx.points(BOT, n as i16, ScoreCategory::Staircases);
    }
}

/// The bot's answer when shared rules ask it to decide (the rules' choice,
/// always one of the legal actions).
/// The bot's answer to a decision the shared rules put to it, as the book
/// says; with one legal action, that one. `None` where the book gives it no
/// answer (a rules fault: the engine stops the step with an error, it never
/// picks an answer of its own).
pub(crate) fn choose(ctx: &Ctx, d: Decision, legal: &[Action]) -> Option<Action> {
    match d {
        Decision::ExtraStep { .. } => Some(Action::Done),
        // "Der Paschabot erhält keine Ressourcen … bekommt er stattdessen 1
        // Punkt je erhaltener Ressource" (its `gain` hook): any split of the
        // count scores the same, the first is taken.
        Decision::TakeResources { .. } => legal.first().copied(),
        Decision::ChooseStair { .. } => Some(Action::ChooseStair {
            stair: lower_stair(ctx),
        }),
        Decision::GoodsColour { .. } => {
            fewest_goods(ctx, |_| true).map(|colour| Action::ChooseColour { colour })
        }
        Decision::KeshiColour { allowed, .. } => priority_colour(ctx, |c| allowed.contains(c))
            .map(|colour| Action::ChooseColour { colour })
            .filter(|a| legal.contains(a)),
        // "Er wählt immer den Bonus auf dem Fluss, an dem sein Fischer zuletzt
        // vorbeigekommen ist".
        Decision::RapidBonus => legal.last().copied(),
        Decision::RiverTileOption => {
            let face = ctx.st.river_tiles[ctx.st.season as usize];
            match ctx.cat.river_tile(face).bonus {
                crate::catalog::RiverTileBonus::Choice { a, b } => {
                    let option = u8::from(reward_points(ctx, b) > reward_points(ctx, a));
                    Some(Action::ChooseOption { option })
                }
                _ => None,
            }
        }
        Decision::ChooseSectorAction => {
            // River tile 01: "die Bezirksaktion des Bezirks, in dem er die
            // meisten Keshis (inkl. Wasserverkäufer) besitzt".
            let sector = ctx
                .cat
                .paschabot
                .rows
                .iter()
                .copied()
                .min_by_key(|s| {
                    let v = u8::from(ctx.player(BOT).has_vendor(*s));
                    (std::cmp::Reverse(row(ctx, *s) + v), row_rank(ctx, *s))
                })
                .unwrap_or(Sector::River);
            Some(Action::ChooseSector { sector })
        }
        // A decision the book gives the bot no rule for: forced when it
        // has a single answer, a fault otherwise.
        _ => match legal {
            [only] => Some(*only),
            _ => None,
        },
    }
}

/// Points a river-tile option would give the bot (12, 17, 18: "die Option,
/// die mehr Punkte bringt"; 17: 2 points per pink/red keshi).
fn reward_points(ctx: &Ctx, r: TileReward) -> i32 {
    let pl = ctx.player(BOT);
    match r {
        TileReward::PointsPerGate { points } => pascha(ctx).gates_taken() as i32 * points as i32,
        TileReward::PointsPerKeshi { colour, points } => {
            keshis_of(ctx, colour) as i32 * points as i32
        }
        TileReward::ResourcesPerKeshi { colour, .. } => 2 * keshis_of(ctx, colour) as i32,
        TileReward::PointsPerKeshis { divisor } => {
            keshis_on_board(ctx) as i32 / divisor.max(1) as i32
        }
        TileReward::PointsPerLuxuryGood { points } => pl.luxury_count() as i32 * points as i32,
        TileReward::Points { points } => points as i32,
        _ => 0,
    }
}

/// Keshis of a colour on the bot's board.
pub(crate) fn keshis_of(ctx: &Ctx, c: Colour) -> u16 {
    match c {
        Colour::Red => ctx.player(BOT).water_vendor_count() as u16,
        _ if c.is_goods() => ctx.player(BOT).goods[c.goods_index().unwrap_or(0)],
        _ => c.sector().map(|s| row(ctx, s) as u16).unwrap_or(0),
    }
}

fn keshis_on_board(ctx: &Ctx) -> u16 {
    board_keshis(ctx.st, true)
}

/// Keshis on the bot's board, water vendors included, goods optional.
pub(crate) fn board_keshis(st: &State, with_goods: bool) -> u16 {
    let Some(pb) = st.pascha else { return 0 };
    let bot = st.player(BOT);
    let goods = if with_goods { bot.goods_total() } else { 0 };
    pb.rows.iter().map(|n| *n as u16).sum::<u16>() + bot.water_vendor_count() as u16 + goods
}

/// River-tile rewards adjusted for the bot (003 "Flusswertung").
pub(crate) fn river_tile(ctx: &mut Ctx, reward: TileReward) -> bool {
    match reward {
        TileReward::SectorAction => {
            let legal = [];
            let a = choose(ctx, Decision::ChooseSectorAction, &legal);
            if let Some(Action::ChooseSector { sector }) = a {
                sector_action(ctx, sector);
            }
        }
        // "02: Er zieht ein neues Strategieplättchen ... Eventuelle Schritte
        // auf dem Fluss entfallen." The easier option keeps it at "nur genau
        // 3 Strategieplättchen".
        TileReward::BonusOasis => {
            if !pascha(ctx).difficulty.no_extra_tiles {
                reveal_tile(ctx, false);
            }
        }
        TileReward::AnyKeshis { count } => {
            for _ in 0..count {
                bonus(ctx, Bonus::AnyKeshis { n: 1 }, ScoreCategory::RiverTiles);
            }
        }
        TileReward::ResourcesPerKeshi { colour, .. } => {
            // "Bei Plättchen 17 erhält er 2 Punkte je rosa/rotem Keshi".
            let n = keshis_of(ctx, colour) as i16;
            ctx.points(BOT, 2 * n, ScoreCategory::RiverTiles);
        }
        TileReward::PointsPerKeshis { divisor } => {
            let n = keshis_on_board(ctx) / divisor.max(1) as u16;
            ctx.points(BOT, n as i16, ScoreCategory::RiverTiles);
        }
        TileReward::PointsPerKeshi { colour, points } => {
            let n = keshis_of(ctx, colour) as i16;
            ctx.points(BOT, n * points as i16, ScoreCategory::RiverTiles);
        }
        TileReward::PointsPerGate { points } => {
            let n = pascha(ctx).gates_taken() as i16;
            ctx.points(BOT, n * points as i16, ScoreCategory::RiverTiles);
        }
        TileReward::KeshiOfColours { colours } => {
            // "13: Er wählt die Keshis anhand der Keshi-Priorität."
            if let Some(c) = priority_colour(ctx, |c| colours.contains(&c)) {
                ctx.push(Task::Deploy { p: BOT, colour: c });
            }
        }
        // "15: Er erhält 2 Karawanenführer-Keshis."
        TileReward::ClaimFreeOases { count } => {
            for _ in 0..count {
                ctx.push(Task::Deploy {
                    p: BOT,
                    colour: Colour::Brown,
                });
            }
        }
        TileReward::MainSquareActions { times } => {
            for _ in 0..times {
                sector_action(ctx, Sector::MainSquare);
            }
        }
        _ => return false,
    }
    true
}

/// Season start: the bag gets 1 keshi of each colour.
pub(crate) fn refill_bag(ctx: &mut Ctx) {
    ctx.player_mut(BOT).screen = ColourSet::ALL;
}

/// Phase 1: "Der Paschabot zieht dann 3 Keshis aus dem Beutel".
pub(crate) fn draw(ctx: &mut Ctx) {
    let mut bag: Vec<Colour> = ctx.player(BOT).screen.iter().collect();
    let k = (ctx.cat.rules.keshis_selected.value as usize).min(bag.len());
    ctx.st.rng.shuffle(&mut bag);
    let drawn: ColourSet = bag[..k].iter().copied().collect();
    let pl = ctx.player_mut(BOT);
    pl.selection = drawn;
    ctx.emit(Event::KeshisSelected { player: BOT });
}

/// Phase 1: the bot's assistants go to the drawn colours' sectors; a red
/// keshi's assistant by the priority list, ignoring the sectors of its other
/// assistants.
pub(crate) fn place_assistants(ctx: &mut Ctx) {
    let sel = ctx.player(BOT).selection;
    for c in sel.iter() {
        if let Some(sector) = c.sector() {
            let _ = ctx.player_mut(BOT).assistants.push(sector);
            ctx.emit(Event::AssistantPlaced {
                player: BOT,
                sector,
            });
        }
    }
    if sel.contains(Colour::Red) {
        let taken: Vec<Sector> = ctx.player(BOT).assistants.iter().copied().collect();
        if let Some(sector) = red_priority(ctx, |s| !taken.contains(&s)) {
            let _ = ctx.player_mut(BOT).assistants.push(sector);
            ctx.emit(Event::AssistantPlaced {
                player: BOT,
                sector,
            });
        }
    }
}

/// Setup of the solo opponent common to both variants (003 "Änderungen im
/// Spielaufbau"): its seat has no provision tiles, storage keshis, oases or
/// resources. The variant then fills in its board and hands it to `seated`.
pub(crate) fn set_up_seat(st: &mut State, solo: Solo) -> Pascha {
    let pl = &mut st.players[BOT as usize];
    pl.setup_done = 0b111;
    pl.provision_chosen = true;
    pl.provision = Default::default();
    pl.provision_draw = Default::default();
    pl.storage_keshis = [None; 6];
    pl.oasis_slots = Default::default();
    pl.resources = Resources::ZERO;
    Pascha {
        opponent: solo.opponent,
        difficulty: solo.difficulty,
        ..Pascha::default()
    }
}

/// The end of the solo opponent's setup: its bag and its board.
pub(crate) fn seated(st: &mut State, pb: Pascha) {
    st.players[BOT as usize].screen = ColourSet::ALL;
    st.pascha = Some(pb);
}

/// After the state exists: reveal the first tile (and its fisherman move),
/// and with the harder option deploy the 5 storage keshis left in the bag.
pub(crate) fn start(ctx: &mut Ctx, leftover_storage: &[Colour]) {
    reveal_tile(ctx, true);
    if pascha(ctx).difficulty.storage_keshis {
        for c in leftover_storage.iter().rev() {
            ctx.push(Task::Deploy { p: BOT, colour: *c });
        }
    }
}

/// End of round: "Er wählt immer den Bonus auf dem Fluss, an dem sein
/// Fischer zuletzt vorbeigekommen ist".
pub(crate) fn river_bonus(ctx: &mut Ctx) -> bool {
    let n = crate::board::rapids_crossed(ctx, BOT);
    if n == 0 {
        return false;
    }
    ctx.push(Task::RapidBonus {
        p: BOT,
        rapid: n - 1,
    });
    true
}

/// Final scoring of the bot: "10 Punkte für jeden komplett gefüllten Bezirk"
/// and per sector "Die Keshi-Anzahl wird multipliziert mit der Hälfte der
/// Anzahl (aufgerundet) der entsprechenden Keshis, die auf den aufgedeckten
/// Strategieplättchen abgebildet sind."
pub(crate) fn final_scoring(ctx: &mut Ctx) -> crate::state::FinalScore {
    let mut fs = crate::state::FinalScore::default();
    // Module 5: the bot's towns, with 003's adjustments for 09, 10 and 12;
    // the effects of 10 and 12 come first so the other towns see their gate
    // and keshi.
    let effect = |ctx: &Ctx, t: u8| {
        ctx.cat
            .desert_towns
            .iter()
            .find(|d| d.id == t)
            .map(|d| d.effect)
    };
    let mut points = [0i16; 2];
    for (i, slot) in points.iter_mut().enumerate() {
        let Some(town) = ctx.player(BOT).towns[i].map(|t| t.town) else {
            continue;
        };
        *slot = match effect(ctx, town) {
            // "10 Entferne alle 3 offen ausliegenden orangen Schriftrollen aus
            // dem Spiel. Der Paschabot erhält 14 Punkte."
            Some(crate::catalog::DesertTownEffect::TakeScroll) => {
                ctx.st.scrolls[ScrollType::Orange.index()].face_up = [None; 3];
                ctx.emit(Event::ScrollsDiscarded {
                    ty: ScrollType::Orange,
                });
                14
            }
            // "12 ... ein Stadttor vom rechten Werkstattfeld. Er erhält einen
            // gleichfarbigen Keshi und 7 Punkte. Sollte er keinen freien
            // beigen Wächter-Keshi haben, ... erhält er auch diesen."
            Some(crate::catalog::DesertTownEffect::TakeGate) => {
                town_12_gate(ctx);
                7
            }
            _ => 0,
        };
    }
    let mut town_total = 0i16;
    for (i, &fixed) in points.iter().enumerate() {
        let Some(town) = ctx.player(BOT).towns[i].map(|t| t.town) else {
            continue;
        };
        let pts = match effect(ctx, town) {
            Some(crate::catalog::DesertTownEffect::TakeScroll)
            | Some(crate::catalog::DesertTownEffect::TakeGate) => fixed,
            Some(_) => crate::modules::desert_towns::town_points(ctx.cat, ctx.st, BOT, town),
            None => 0,
        };
        fs.towns[i] = Some((town, pts));
        town_total += pts;
    }
    fs.town_points = town_total;
    ctx.points(BOT, town_total, ScoreCategory::DesertTowns);
    let complete_n = Sector::SCORING
        .iter()
        .filter(|s| complete(ctx, **s))
        .count() as u8;
    fs.complete_sectors = complete_n;
    fs.complete_sector_points = complete_n as i16 * ctx.cat.rules.complete_sector_points.value;
    ctx.points(
        BOT,
        fs.complete_sector_points,
        ScoreCategory::CompleteSectors,
    );
    if !pascha(ctx).difficulty.complete_sectors_only {
        // R39: "Punkte für jeden sich darin befindlichen Keshi in der
        // Bezirksfarbe": a nomad filled its row toward a complete sector
        // (above) but has no sector's colour, so it scores nothing here.
        let nomads = pascha(ctx).nomads;
        let mut per_sector = 0i16;
        for s in Sector::ALL {
            let c = s.colour().unwrap_or(Colour::Yellow);
            let icons = priority(ctx, c) as i16;
            let coloured = row(ctx, s).saturating_sub(nomads[s.index()]);
            per_sector += coloured as i16 * ((icons + 1) / 2);
        }
        ctx.points(BOT, per_sector, ScoreCategory::PaschabotSectors);
    }
    fs
}

/// Desert town 12 at the bot's final scoring: a gate from the right workshop
/// by its priorities, with a guard if it has no free one (none when its
/// medina is full: there is no ninth guard to stand at the gate). 003 is
/// silent on the fields the two keshis cover: the game is over, so their
/// printed bonuses (river or stair steps, keshis, a desert town) are not
/// taken; the keshis count in the final sector scoring.
fn town_12_gate(ctx: &mut Ctx) {
    let right = ctx.st.workshops.len() - 1;
    let Some((w, colour)) = turn::choose_gate(ctx, Some(right)) else {
        return;
    };
    if row(ctx, Sector::Medina) <= pascha(ctx).gates_taken() {
        if row(ctx, Sector::Medina) >= ctx.cat.rules.sector_capacity.value {
            return;
        }
        place(ctx, Colour::Beige, None, false);
    }
    turn::move_gate(ctx, w, colour);
    place(ctx, colour, None, false);
}

/// The bot's board as everybody sees it; `line`: the lazy variant's
/// priority line instead.
pub(crate) fn board_view(
    cat: &crate::catalog::Catalog,
    st: &State,
    line: Option<[Colour; 12]>,
) -> Option<crate::state::SoloView> {
    let pb = st.pascha?;
    let bot = st.player(BOT);
    Some(crate::state::SoloView {
        opponent: pb.opponent,
        difficulty: pb.difficulty,
        rows: cat
            .paschabot
            .rows
            .iter()
            .map(|s| {
                let n = match s {
                    Sector::Souk => bot.goods_total().min(255) as u8,
                    _ => pb.rows[s.index()],
                };
                (*s, n)
            })
            .collect(),
        gates: pb.gates,
        strategy_tiles: pb.tiles.iter().copied().collect(),
        strategy_deck: pb.deck.len() as u8,
        bag: bot.screen,
        line,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Game, Setup};

    /// The icon table added up tile by tile says what reading the revealed
    /// tiles' icons one by one says: how often each colour appears (a
    /// goods icon for every goods colour), where it first appears, and the
    /// nomads; for revealed tiles in many orders and numbers.
    #[test]
    fn icon_table_reads_the_tiles_icon_by_icon() {
        let game = Game::new(Setup::solo(Solo::default(), 7)).expect("solo setup");
        let mut rng = crate::Rng::new(11);
        for round in 0..200 {
            let mut ids: Vec<u8> = (1..=15).collect();
            rng.shuffle(&mut ids);
            let mut st = *game.state();
            let pb = st.pascha.as_mut().expect("solo");
            pb.tiles = BVec::from_slice(&ids[..round % 16]).expect("at most 15 tiles");
            let ctx = Ctx::new(&mut st, game.catalog(), None);
            let table = Icons::of(&ctx);
            let read: Vec<StrategyIcon> = icons(&ctx).collect();
            for c in Colour::ALL {
                let count = read.iter().filter(|i| i.matches(c)).count();
                let first = read.iter().position(|i| i.matches(c));
                assert_eq!(table.priority(c) as usize, count, "{c:?} in {ids:?}");
                assert_eq!(
                    table.position(c),
                    first.map_or(u16::MAX, |p| p as u16),
                    "{c:?} in {ids:?}"
                );
            }
            let nomads = read.iter().filter(|i| **i == StrategyIcon::Nomad).count();
            assert_eq!(table.nomads() as usize, nomads);
        }
    }

    /// A decision the book gives the bot no rule for: with one legal answer
    /// that one, with several no answer (the engine fails the step), never
    /// the first of them.
    #[test]
    fn no_rule_is_a_fault_not_the_first_action() {
        let game = Game::new(Setup::solo(Solo::default(), 7)).expect("solo setup");
        let mut st = *game.state();
        let ctx = Ctx::new(&mut st, game.catalog(), None);
        let red = Action::ChooseColour {
            colour: Colour::Red,
        };
        assert_eq!(choose(&ctx, Decision::Medina, &[red]), Some(red));
        assert_eq!(choose(&ctx, Decision::Medina, &[red, Action::Done]), None);
        // Where the book's rule names an answer, that one: "Er wählt immer
        // den Bonus auf dem Fluss, an dem sein Fischer zuletzt
        // vorbeigekommen ist".
        assert_eq!(
            choose(&ctx, Decision::RapidBonus, &[Action::Done, red]),
            Some(red)
        );
        // Resources become points, whichever split it takes (river tile
        // "any 6 resources"): an answer, not a fault.
        let split = |dinars| Action::TakeResources {
            resources: Resources {
                water: 0,
                dates: 6 - dinars,
                dinars,
            },
        };
        assert_eq!(
            choose(
                &ctx,
                Decision::TakeResources { count: 6 },
                &[split(6), split(5)]
            ),
            Some(split(6))
        );
    }
}
