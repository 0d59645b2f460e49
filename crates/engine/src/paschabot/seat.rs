//! The Paschabot's seat rules: every rule point where 003 replaces the
//! book's rule for the bot's seat.

use super::*;
use crate::catalog::{Catalog, DesertTownEffect};
use crate::ctx::Ctx;
use crate::seat::{Hook, SeatRules};
use crate::state::FinalScore;

/// The Paschabot with its board and strategy tiles.
pub(crate) struct Paschabot;

impl SeatRules for Paschabot {
    fn set_up(&self, st: &mut State, cat: &Catalog, solo: Solo) {
        let mut pb = set_up_seat(st, solo);
        // "Benutze immer die Stragtegieplättchen 1-10. Benutze die
        // Plättchen 11-15 nur, wenn du mit den Erweiterungen KAMELRENNEN,
        // NOMADEN und NEUE LUXUSWAREN spielst" (R22: all three).
        let m = st.modules;
        let expansion = m.camel_race && m.nomads && m.new_luxury_goods;
        let mut ids: Vec<u8> = cat
            .paschabot
            .strategy_tiles
            .iter()
            .map(|t| t.id)
            .filter(|id| expansion || *id <= cat.paschabot.base_tiles)
            .collect();
        st.rng.shuffle(&mut ids);
        pb.deck = BVec::from_slice(&ids).unwrap_or_default();
        // "Der Paschabot ist Startspieler und erhält den Durchgangs- und
        // Runden-Marker."
        st.start_player = BOT;
        st.season_player = BOT;
        seated(st, pb);
    }
    fn start(&self, ctx: &mut Ctx, leftover: &[Colour]) {
        start(ctx, leftover);
    }
    /// "Its decisions are the rules'": it never has a pending decision.
    fn decides(&self) -> bool {
        false
    }
    fn choose(&self, ctx: &Ctx, d: Decision, legal: &[Action]) -> Hook<Option<Action>> {
        Hook::Done(choose(ctx, d, legal))
    }
    /// "Der Paschabot erhält keine Ressourcen ... stattdessen 1 Punkt je
    /// erhaltener Ressource".
    fn gain(&self, ctx: &mut Ctx, r: Resources) -> Hook {
        ctx.points(BOT, r.total() as i16, ScoreCategory::Paschabot);
        Hook::Done(())
    }
    fn bonus(&self, ctx: &mut Ctx, b: Bonus, category: ScoreCategory) -> Hook {
        bonus(ctx, b, category);
        Hook::Done(())
    }
    /// "Der Paschabot zieht dann 3 Keshis aus dem Beutel", once you have
    /// selected.
    fn select(&self, ctx: &mut Ctx) {
        if ctx.player(BOT).selection.is_empty() && !ctx.player(0).selection.is_empty() {
            draw(ctx);
        }
    }
    fn selects_in_secret(&self) -> bool {
        false
    }
    fn place_assistants(&self, ctx: &mut Ctx) -> Hook {
        if ctx.player(BOT).assistants.is_empty() {
            place_assistants(ctx);
        }
        Hook::Done(())
    }
    fn claim(&self, ctx: &mut Ctx) -> Hook<bool> {
        if !crate::draft::can_claim(ctx, BOT) {
            return Hook::Done(false);
        }
        claim(ctx);
        Hook::Done(true)
    }
    fn use_assistants(&self, ctx: &mut Ctx) -> Hook {
        turn(ctx);
        Hook::Done(())
    }
    fn assistant(&self, ctx: &mut Ctx, sector: Sector) {
        assistant(ctx, sector);
    }
    fn river_bonus(&self, ctx: &mut Ctx) -> Hook<bool> {
        Hook::Done(river_bonus(ctx))
    }
    fn room(&self, ctx: &Ctx, c: Colour) -> Hook<u8> {
        Hook::Done(room(ctx, c))
    }
    fn deploy(&self, ctx: &mut Ctx, c: Colour) -> Hook {
        deploy(ctx, c, None);
        Hook::Done(())
    }
    fn threshold(&self, ctx: &mut Ctx, line: u8) -> Hook {
        threshold(ctx, line);
        Hook::Done(())
    }
    fn river_tile(&self, ctx: &mut Ctx, r: TileReward) -> Hook {
        if river_tile(ctx, r) {
            Hook::Done(())
        } else {
            Hook::Base
        }
    }
    /// "Der Paschabot muss sich nicht um die Versorgung der Bewohner
    /// kümmern."
    fn provisions(&self) -> bool {
        false
    }
    /// "Lege für den Paschabot jeweils 1 Keshi je Farbe ... in den Beutel.
    /// Decke ein neues Strategieplättchen auf".
    fn new_season(&self, ctx: &mut Ctx) {
        refill_bag(ctx);
        reveal_tile(ctx, true);
    }
    fn final_score(&self, ctx: &mut Ctx) -> Hook<FinalScore> {
        Hook::Done(final_scoring(ctx))
    }
    /// "Besitzt du nun mehr Punkte als der Paschabot, hast du gewonnen.
    /// Andernfalls gewinnt der Paschabot."
    fn winners(&self, _cat: &Catalog, st: &State) -> Hook<Vec<PlayerId>> {
        Hook::Done(if st.player(0).score > st.player(BOT).score {
            vec![0]
        } else {
            vec![BOT]
        })
    }
    /// Module 5: the towns count the gates and keshis on its board, and
    /// 003: "09 Der Paschabot erhält 2 Punkte pro rosa Keshi."
    fn town_points(&self, st: &State, effect: DesertTownEffect) -> Hook<i32> {
        let Some(pb) = st.pascha else {
            return Hook::Base;
        };
        let bot = st.player(BOT);
        Hook::Done(match effect {
            DesertTownEffect::PointsPerGate { points } => pb.gates_taken() as i32 * points as i32,
            DesertTownEffect::KeshisDivided { divisor } => {
                board_keshis(st, false) as i32 / divisor.max(1) as i32
            }
            DesertTownEffect::SectorsWithKeshis { min, points } => {
                let n = Sector::SCORING
                    .iter()
                    .filter(|s| pb.rows[s.index()] + u8::from(bot.has_vendor(**s)) >= min)
                    .count() as i32;
                n * points as i32
            }
            DesertTownEffect::EntertainerSpectators => {
                2 * pb.rows[Sector::MainSquare.index()] as i32
            }
            _ => return Hook::Base,
        })
    }
    /// Towns 10 and 12 score differently for the bot at the end.
    fn town_points_known(&self) -> bool {
        false
    }
    /// 003 "Erweiterung: Kamelrennen": "Der Paschabot nimmt nicht am Rennen
    /// teil."
    fn races(&self) -> bool {
        false
    }
    /// "Wenn er Schritte für sein Kamel erhalten würde, erhält er
    /// stattdessen 4 Punkte pro Schritt."
    fn camel_steps(&self, ctx: &mut Ctx, steps: u8) -> Hook {
        if let Some(d) = &ctx.cat.camel_race {
            let points = d.paschabot_points_per_step.value as i16 * steps as i16;
            ctx.points(BOT, points, ScoreCategory::Paschabot);
        }
        Hook::Done(())
    }
    /// 003 "Erweiterung: Spezialgebäude": "Er erhält keine gelbe
    /// Schriftrolle, sondern den ganz oben auf dem Strategieplättchen
    /// abgebildeten Keshi."
    fn start_scroll(&self, ctx: &mut Ctx) -> Hook {
        if let Some(colour) = top_keshi(ctx) {
            ctx.push(Task::Deploy { p: BOT, colour });
        }
        Hook::Done(())
    }
    fn board_view(&self, cat: &Catalog, st: &State) -> Option<crate::state::SoloView> {
        board_view(cat, st, None)
    }
}
