//! "Paschabot für Faule": the lazy variant without a board.
//!
//! 003: "Wenn der Paschabot am Zug ist, wählt er entsprechend der folgenden
//! Vorgaben: i) Wenn verfügbar, nimmt er 2 Keshis. ii) Er wählt anhand der
//! Keshi-Prioritäts-Abfolge: Je weiter links in der Abfolge, desto eher nimmt
//! er Keshis dieser Farbe. Wichtig: Die vom Paschabot genommenen Keshis werden
//! zurück in den Vorrat gelegt."

use super::*;
use crate::catalog::{Catalog, DesertTownEffect};
use crate::ctx::Ctx;
use crate::seat::{Hook, SeatRules};
use crate::state::FinalScore;

/// The lazy Paschabot's seat rules: it claims keshis by its priority line
/// and does nothing else; you play for a title.
pub(crate) struct LazyPaschabot;

impl SeatRules for LazyPaschabot {
    fn set_up(&self, st: &mut State, _cat: &Catalog, solo: Solo) {
        let mut pb = set_up_seat(st, solo);
        let mut line = Colour::ALL;
        st.rng.shuffle(&mut line);
        pb.line = line;
        // "Du bist der erste Startspieler."
        st.start_player = 0;
        st.season_player = 0;
        let pl = &mut st.players[BOT as usize];
        pl.score = 0;
        pl.score_by = Default::default();
        seated(st, pb);
    }
    fn decides(&self) -> bool {
        false
    }
    fn choose(&self, ctx: &Ctx, d: Decision, legal: &[Action]) -> Hook<Option<Action>> {
        Paschabot.choose(ctx, d, legal)
    }
    fn gain(&self, ctx: &mut Ctx, r: Resources) -> Hook {
        Paschabot.gain(ctx, r)
    }
    fn bonus(&self, ctx: &mut Ctx, b: Bonus, category: ScoreCategory) -> Hook {
        Paschabot.bonus(ctx, b, category)
    }
    fn select(&self, ctx: &mut Ctx) {
        Paschabot.select(ctx)
    }
    fn selects_in_secret(&self) -> bool {
        false
    }
    /// No board, no assistants.
    fn place_assistants(&self, _ctx: &mut Ctx) -> Hook {
        Hook::Done(())
    }
    fn claim(&self, ctx: &mut Ctx) -> Hook<bool> {
        claim(ctx);
        Hook::Done(true)
    }
    fn use_assistants(&self, ctx: &mut Ctx) -> Hook {
        Paschabot.use_assistants(ctx)
    }
    fn assistant(&self, ctx: &mut Ctx, sector: Sector) {
        Paschabot.assistant(ctx, sector)
    }
    /// No fisherman bonus for the lazy bot.
    fn river_bonus(&self, _ctx: &mut Ctx) -> Hook<bool> {
        Hook::Done(false)
    }
    fn room(&self, ctx: &Ctx, c: Colour) -> Hook<u8> {
        Paschabot.room(ctx, c)
    }
    fn deploy(&self, ctx: &mut Ctx, c: Colour) -> Hook {
        Paschabot.deploy(ctx, c)
    }
    fn threshold(&self, ctx: &mut Ctx, line: u8) -> Hook {
        Paschabot.threshold(ctx, line)
    }
    /// The tile goes to you by the rapid you crossed.
    fn river_places(&self, ctx: &Ctx) -> Hook<[Option<PlayerId>; 2]> {
        Hook::Done([river_tile_earned(ctx).then_some(0), None])
    }
    fn river_tile(&self, ctx: &mut Ctx, r: TileReward) -> Hook {
        Paschabot.river_tile(ctx, r)
    }
    fn provisions(&self) -> bool {
        false
    }
    /// "Lege für den Paschabot jeweils 1 Keshi je Farbe ... in den Beutel";
    /// no strategy tiles.
    fn new_season(&self, ctx: &mut Ctx) {
        refill_bag(ctx);
    }
    /// Nothing to score: the lazy bot keeps no keshis.
    fn final_score(&self, _ctx: &mut Ctx) -> Hook<FinalScore> {
        Hook::Done(FinalScore::default())
    }
    /// You win by reaching its first title.
    fn winners(&self, cat: &Catalog, st: &State) -> Hook<Vec<PlayerId>> {
        Hook::Done(match title(cat, st, st.player(0).score) {
            Some(_) => vec![0],
            None => Vec::new(),
        })
    }
    fn title(&self, cat: &Catalog, st: &State, p: PlayerId) -> Option<String> {
        (p == 0)
            .then(|| title(cat, st, st.player(p).score))
            .flatten()
    }
    fn town_points(&self, st: &State, effect: DesertTownEffect) -> Hook<i32> {
        Paschabot.town_points(st, effect)
    }
    fn town_points_known(&self) -> bool {
        false
    }
    /// It has no pieces at all ("weder Tableau ... noch Spielfiguren"): no
    /// camel either.
    fn races(&self) -> bool {
        false
    }
    fn camel_steps(&self, _ctx: &mut Ctx, _steps: u8) -> Hook {
        Hook::Done(())
    }
    /// Special buildings: no building either ("Der Paschabot erhält weder
    /// Tableau und Strategieplättchen noch Spielfiguren oder Marker"), so no
    /// building keshi, resources or ability.
    fn takes_building(&self) -> bool {
        false
    }
    /// Special buildings: like the Paschabot no yellow scroll; without
    /// strategy tiles there is no keshi shown at the top of one either.
    fn start_scroll(&self, _ctx: &mut Ctx) -> Hook {
        Hook::Done(())
    }
    fn board_view(&self, cat: &Catalog, st: &State) -> Option<crate::state::SoloView> {
        board_view(cat, st, st.pascha.map(|pb| pb.line))
    }
}

/// The lazy bot's claim turn (§15.47: among colours with 2 available the
/// leftmost; otherwise 1 of the leftmost available colour).
fn claim(ctx: &mut Ctx) {
    let line = pascha(ctx).line;
    let d = ctx.st.display;
    let pick = line
        .iter()
        .find(|c| d[c.index()] >= 2)
        .map(|c| (*c, 2))
        .or_else(|| line.iter().find(|c| d[c.index()] > 0).map(|c| (*c, 1)));
    if let Some((c, n)) = pick {
        ctx.st.display[c.index()] -= n;
        ctx.emit_with(|| Event::KeshisClaimed {
            player: BOT,
            colours: vec![c; n as usize],
        });
    }
}

/// "Du erhältst den Bonus des Flussplättchens, wenn du mit deinem Fischer in
/// Durchgang 1 mindestens die erste Stromschnelle überquert hast, in
/// Durchgang 2 die zweite und in Durchgang 3 die dritte Stromschnelle."
fn river_tile_earned(ctx: &Ctx) -> bool {
    crate::board::rapids_crossed(ctx, 0) > ctx.st.season
}

/// The lazy Paschabot's ladder: the best title a score reaches ("Wenn du
/// mit der Erweiterung 5: Wüstenstädte spielst, addiere 25 Punkte zu jedem
/// Level").
pub(crate) fn title(cat: &Catalog, st: &State, score: i16) -> Option<String> {
    cat.paschabot
        .ladder(crate::modules::towns_score(st))
        .into_iter()
        .rev()
        .find(|(pts, _)| score >= *pts as i16)
        .map(|(_, t)| t)
}
