//! "Paschabot für Faule": the lazy variant without a board.
//!
//! 003: "Wenn der Paschabot am Zug ist, wählt er entsprechend der folgenden
//! Vorgaben: i) Wenn verfügbar, nimmt er 2 Keshis. ii) Er wählt anhand der
//! Keshi-Prioritäts-Abfolge: Je weiter links in der Abfolge, desto eher nimmt
//! er Keshis dieser Farbe. Wichtig: Die vom Paschabot genommenen Keshis werden
//! zurück in den Vorrat gelegt."

use super::*;
use crate::engine::Ctx;

/// The lazy bot's claim turn (§15.47: among colours with 2 available the
/// leftmost; otherwise 1 of the leftmost available colour).
pub(crate) fn lazy_claim(ctx: &mut Ctx) {
    let line = pascha(ctx).line;
    let d = ctx.st.display;
    let pick = line
        .iter()
        .find(|c| d[c.index()] >= 2)
        .map(|c| (*c, 2))
        .or_else(|| line.iter().find(|c| d[c.index()] > 0).map(|c| (*c, 1)));
    if let Some((c, n)) = pick {
        ctx.st.display[c.index()] -= n;
        ctx.emit(Event::KeshisClaimed {
            player: BOT,
            colours: vec![c; n as usize],
        });
    }
}

/// "Du erhältst den Bonus des Flussplättchens, wenn du mit deinem Fischer in
/// Durchgang 1 mindestens die erste Stromschnelle überquert hast, in
/// Durchgang 2 die zweite und in Durchgang 3 die dritte Stromschnelle."
pub(crate) fn lazy_river_tile(ctx: &Ctx) -> bool {
    crate::sectors::river::rapids_crossed(ctx, 0) > ctx.st.season
}
