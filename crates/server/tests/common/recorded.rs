//! A game recorded over real sockets (online-play.md (c), the recorder):
//! created over HTTP, one WebSocket per seat plus a spectator's, each
//! keeping every frame it received, while the seats play by the legal
//! lists over HTTP.

use super::{create, get, post, Client};
use serde_json::Value;
use std::net::SocketAddr;

/// A game with a recording socket per seat and one for a spectator.
pub struct Recorded {
    pub addr: SocketAddr,
    pub game: String,
    /// Each seat and its token.
    pub seats: Vec<(u64, String)>,
    /// The sockets: each seat's (`Some(seat)`), then the spectator's (`None`).
    pub clients: Vec<(Option<u64>, Client)>,
    /// Actions taken so far (they pick the next one from the legal list).
    pub taken: usize,
}

/// One seat's turn at the legal list.
pub enum Turn {
    /// The game is over.
    Over,
    /// The seat has nothing to decide now.
    Waiting,
    /// The seat took `action`; the game is at `seq` now.
    Took { action: Value, seq: u64 },
}

impl Recorded {
    /// Creates the game `body` and connects the sockets.
    pub async fn start(addr: SocketAddr, body: &str) -> Recorded {
        let c = create(addr, body).await;
        let game = c["game"].as_str().unwrap().to_string();
        let seats: Vec<(u64, String)> = c["seats"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| {
                (
                    s["seat"].as_u64().unwrap(),
                    s["token"].as_str().unwrap().to_string(),
                )
            })
            .collect();
        let mut clients = Vec::new();
        for (seat, tok) in &seats {
            clients.push((
                Some(*seat),
                Client::connect(addr, &format!("/ws/games/{game}?token={tok}")).await,
            ));
        }
        let key = c["spectator_key"].as_str().unwrap();
        clients.push((
            None,
            Client::connect(addr, &format!("/ws/games/{game}?spectate={key}")).await,
        ));
        Recorded {
            addr,
            game,
            seats,
            clients,
            taken: 0,
        }
    }

    /// The seat with token `tok` takes legal action number `taken * pick`
    /// (modulo the list's length), if it has a decision to take.
    pub async fn play(&mut self, tok: &str, pick: usize) -> Turn {
        let (addr, game) = (self.addr, &self.game);
        let (_, l) = get(addr, &format!("/api/games/{game}/legal?token={tok}")).await;
        if l["game_over"] == true {
            return Turn::Over;
        }
        let acts = l["actions"].as_array().unwrap();
        if acts.is_empty() {
            return Turn::Waiting;
        }
        self.taken += 1;
        let action = acts[(self.taken * pick) % acts.len()].clone();
        let (st, r) = post(
            addr,
            &format!("/api/games/{game}/actions?token={tok}"),
            &action.to_string(),
        )
        .await;
        assert_eq!(st, 200, "{r}");
        Turn::Took {
            action,
            seq: r["seq"].as_u64().unwrap(),
        }
    }

    /// The game's summary (`GET /api/games/ID`).
    pub async fn summary(&self) -> Value {
        get(self.addr, &format!("/api/games/{}", self.game)).await.1
    }

    /// Reads every socket until it received the view of step `seq`.
    pub async fn read_through(&mut self, seq: u64) {
        for (_, client) in self.clients.iter_mut() {
            while !client.frames.iter().any(|f| {
                let v: Value = serde_json::from_str(f).unwrap();
                v["seq"].as_u64() == Some(seq) && v["view"].is_object()
            }) {
                client.next().await.expect("the socket stays open");
            }
        }
    }
}
