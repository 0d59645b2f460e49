//! The wire protocol's TypeScript declarations for the browser client,
//! made from the Rust types (`ts-rs`): `crates/server/web/protocol.d.ts`,
//! which the page's JSDoc types import. A test compares the committed file
//! with what the types make now.

use ts_rs::{Config, TS};

/// Where the declarations are committed, from the crate's folder.
pub const FILE: &str = "web/protocol.d.ts";

/// The engine's types as the engine serializes them: declared by hand
/// (the engine has no TypeScript of its own).
const ENGINE: &str = "\
/** A JSON object as the engine serializes it: open fields. */
export type Json = { [field: string]: any };
/** An event as the engine serializes it. */
export type GameEvent = { event: string; player?: number } & Json;
/** A legal action as the engine serializes it. */
export type Action = Json;
/** A pending decision (its `kind` names the choice). */
export type Decision = { kind: string } & Json;
/** A seat's (or the spectators') view of the game. */
export type View = Json;
/** A game's setup (with its seed once the game is over). */
export type Setup = Json;
";

/// Every declaration, in the order of the file.
pub fn declarations() -> String {
    use crate::answers as a;
    use crate::history::{CategoryPoints, LineIn, Replay, SeasonPoints, SeasonStart};
    use crate::protocol::{
        ChatChannel, ChatRow, Code, Crowd, DecisionWords, ErrorAnswer, Full, ServerMsg, Step,
        UndoGone,
    };
    // Seqs, ids and times fit a JavaScript number (below 2^53).
    let cfg = Config::new().with_large_int("number");
    let decls = [
        // The WebSocket's frames.
        ServerMsg::decl(&cfg),
        Full::decl(&cfg),
        Step::decl(&cfg),
        UndoGone::decl(&cfg),
        DecisionWords::decl(&cfg),
        Crowd::decl(&cfg),
        ChatChannel::decl(&cfg),
        ChatRow::decl(&cfg),
        LineIn::decl(&cfg),
        SeasonPoints::decl(&cfg),
        CategoryPoints::decl(&cfg),
        Code::decl(&cfg),
        // The HTTP API's answers.
        ErrorAnswer::decl(&cfg),
        a::Health::decl(&cfg),
        a::HealthStatus::decl(&cfg),
        a::Created::decl(&cfg),
        a::SeatLink::decl(&cfg),
        a::Lobby::decl(&cfg),
        crate::store::OpenGame::decl(&cfg),
        a::Summary::decl(&cfg),
        a::SeatSummary::decl(&cfg),
        a::Record::decl(&cfg),
        a::Legal::decl(&cfg),
        a::PendingSeat::decl(&cfg),
        a::Seq::decl(&cfg),
        a::Hints::decl(&cfg),
        a::Hint::decl(&cfg),
        a::Renamed::decl(&cfg),
        a::Controlled::decl(&cfg),
        a::Rules::decl(&cfg),
        a::RuleSection::decl(&cfg),
        a::Words::decl(&cfg),
        a::ByEdition::decl(&cfg),
        a::Options::decl(&cfg),
        a::ModuleNames::decl(&cfg),
        a::Difficulties::decl(&cfg),
        // Accounts and players.
        a::SignedIn::decl(&cfg),
        a::ClaimedSeat::decl(&cfg),
        a::Claimed::decl(&cfg),
        a::SignedOut::decl(&cfg),
        a::Revoked::decl(&cfg),
        a::PasskeyCreation::decl(&cfg),
        a::PasskeyRequest::decl(&cfg),
        a::PasskeyAdded::decl(&cfg),
        a::Me::decl(&cfg),
        a::SessionLine::decl(&cfg),
        a::HeldGame::decl(&cfg),
        a::Player::decl(&cfg),
        a::PlayerRecord::decl(&cfg),
        a::PlayedGame::decl(&cfg),
        // Quick play.
        a::QuickPlay::decl(&cfg),
        a::QuickState::decl(&cfg),
        a::QuickWaiting::decl(&cfg),
        a::QuickFound::decl(&cfg),
        a::QuickLeave::decl(&cfg),
        a::QuickLeft::decl(&cfg),
        // The daily challenge.
        crate::daily::Challenge::decl(&cfg),
        crate::daily::Options::decl(&cfg),
        crate::daily::Line::decl(&cfg),
        crate::daily::Started::decl(&cfg),
        // Reviews.
        a::Review::decl(&cfg),
        a::Reviewed::decl(&cfg),
        a::ReviewBudget::decl(&cfg),
        a::Judged::decl(&cfg),
        Replay::decl(&cfg),
        SeasonStart::decl(&cfg),
        crate::ratings::Leaderboard::decl(&cfg),
        crate::ratings::Leader::decl(&cfg),
        crate::answers::RatingAnswer::decl(&cfg),
    ];
    let mut out = String::from(
        "// The server's wire protocol (docs/server.md), made from its Rust types by\n\
         // ts-rs. Do not edit: run\n\
         //   MARRAKESH_REGENERATE=1 cargo test --release -p marrakesh-server --lib typescript\n\
         // to make it again.\n\n",
    );
    out.push_str(ENGINE);
    for d in decls {
        out.push('\n');
        out.push_str("export ");
        out.push_str(&d);
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The committed declarations are the ones the types make now.
    #[test]
    fn the_typescript_declarations_are_fresh() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(FILE);
        let now = declarations();
        if std::env::var_os("MARRAKESH_REGENERATE").is_some() {
            std::fs::write(&path, &now).unwrap();
            return;
        }
        let committed = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            committed == now,
            "{FILE} is not what the protocol's types make: run \
             `MARRAKESH_REGENERATE=1 cargo test --release -p marrakesh-server --lib typescript` to regenerate it"
        );
    }
}
