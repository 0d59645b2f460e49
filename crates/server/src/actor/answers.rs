//! What a game answers without changing: views, legal actions, a world
//! for a hint, the summary, and a finished game's record and moves.

use super::Actor;
use super::Cred;
use crate::answers::{Legal, Record, SeatSummary, SeatView, Summary};
use crate::live::Audience;
use crate::protocol::{ApiError, Code};
use crate::secrets;
use marrakesh_describe::Lang;
use marrakesh_engine::{Game, PlayerId};
use std::sync::Arc;

/// A finished game's moves for its replay.
pub type Moves = (
    marrakesh_engine::Setup,
    crate::history::Names,
    Vec<crate::history::Move>,
);

impl Actor {
    /// The latest state for `aud` in `lang`, with its seq.
    pub(super) async fn full(&mut self, aud: Audience, lang: Lang) -> (u64, Arc<str>) {
        // A client moving from another process may be ahead of this copy:
        // the full is of the latest state.
        self.catch_up().await;
        let msg: Arc<str> = Arc::from(self.live.full(aud, lang, &self.crowd(lang)));
        (self.live.seq, msg)
    }

    /// The credential's view of the game, with the seq.
    pub(super) fn view(&mut self, cred: &Cred) -> Result<SeatView, ApiError> {
        self.auth(cred).map(|aud| {
            self.seen_now(aud);
            SeatView {
                seq: self.live.seq,
                view: self.live.game.view(aud.viewer()),
            }
        })
    }

    /// A seat's legal actions in words.
    pub(super) fn legal(&mut self, cred: &Cred, lang: Lang) -> Result<Legal, ApiError> {
        match self.auth(cred)? {
            Audience::Seat(p) => {
                self.seen_now(Audience::Seat(p));
                Ok(self.live.legal_json(p, lang))
            }
            Audience::Spectators => Err(ApiError::new(
                Code::BadToken,
                "spectators have no legal actions; use a seat's token",
            )),
        }
    }

    /// A world behind the seat's view, for a hint.
    pub(super) fn hint_world(&mut self, cred: &Cred) -> Result<(PlayerId, u64, Game), ApiError> {
        match self.auth(cred)? {
            Audience::Seat(p) => {
                self.seen_now(Audience::Seat(p));
                let world = self.live.game.determinize(Some(p), secrets::bot_seed());
                Ok((p, self.live.seq, world))
            }
            Audience::Spectators => Err(ApiError::new(
                Code::BadToken,
                "spectators get no hints; use a seat's token",
            )),
        }
    }

    /// A finished game's record with its seed.
    pub(super) fn record(&self) -> Result<Record, ApiError> {
        if !self.live.game.is_over() {
            return Err(ApiError::new(
                Code::Illegal,
                "the record (with the seed) is served once the game is over",
            ));
        }
        Ok(Record {
            setup: *self.live.game.setup(),
            actions: self
                .live
                .played
                .iter()
                .map(|p| (p.seat, p.action))
                .collect(),
        })
    }

    /// A finished game's moves for its replay.
    pub(super) fn moves(&self) -> Result<Moves, ApiError> {
        if !self.live.game.is_over() {
            return Err(ApiError::new(
                Code::GameOver,
                "the replay opens once the game is over",
            ));
        }
        let moves = self
            .live
            .played
            .iter()
            .map(|p| crate::history::Move {
                seat: p.seat,
                action: p.action,
                // Marked "(bot)" only where the name does not say so.
                bot: p.bot && !self.live.named_bot(p.seat),
            })
            .collect();
        Ok((
            *self.live.game.setup(),
            self.live.all_names().clone(),
            moves,
        ))
    }

    /// `GET /api/games/ID`: a whitelisted public summary. The setup (with
    /// its seed) only once the game is over.
    pub(super) fn summary(&self, lang: marrakesh_describe::Lang) -> Summary {
        let game = &self.live.game;
        let over = game.is_over();
        let n = self.live.players() as usize;
        let zombie_after = self.env.config.zombie_after;
        let seats = (0..n)
            .map(|i| {
                let s = &self.live.seats[i];
                let away = self.away_for(i);
                SeatSummary {
                    seat: i,
                    name: self.live.names_in(lang)[i].clone(),
                    kind: s.kind.name().to_string(),
                    controller: s.controller.spec(),
                    claimed: s.claimed,
                    online: self.online(i) > 0,
                    pending: game.decision_for(i as u8).is_some(),
                    away_s: away.map(|d| d.as_secs()),
                    zombie_in_s: away.map(|d| zombie_after.saturating_sub(d).as_secs()),
                    // The store's to say (crate::ratings::holders).
                    account: None,
                    rating: None,
                }
            })
            .collect();
        Summary {
            game: self.live.id.clone(),
            status: self.status.name(),
            seq: self.live.seq,
            players: n,
            options: serde_json::to_value(&self.options).unwrap_or_default(),
            public: self.public,
            seats,
            spectators: self.online(n),
            seed_sha256: self.seed_sha256.clone(),
            setup: over.then(|| *game.setup()),
            scores: over.then(|| game.scores()),
            winners: game.winners(),
            rated: false,
        }
    }
}
