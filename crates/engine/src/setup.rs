//! Game setup: the options and everything the books' setup section does.

use crate::bounded::BVec;
use crate::catalog::Catalog;
use crate::catalog::ProvisionTier;
use crate::displays;
use crate::error::SetupError;
use crate::modules::{exchange_offices, imam_sultan, staircase_tiles, Modules};
use crate::modules::{new_luxury_goods, new_oases, new_provisions};
use crate::rng::{Rng, SecureSeed};
use crate::seat::{Difficulty, Opponent, Solo};
use crate::state::*;
use crate::tower::{Tower, TowerSetting};
use crate::types::*;
use serde::{Deserialize, Serialize};

/// How a game is set up. Together with the list of actions it determines the
/// whole game.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Setup {
    /// 2 to 4 players.
    pub players: u8,
    pub edition: Edition,
    /// Seeds every random draw (shuffles, the tower) with the fast PCG
    /// generator, unless `secure_seed` is given.
    pub seed: u64,
    /// 256 bits that key a ChaCha20 generator instead of `seed` (online
    /// games: players see shuffles and draws, and must not be able to work
    /// the generator's state out of them). The caller draws it from the
    /// operating system; it is as secret as everything it shuffles.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub secure_seed: Option<SecureSeed>,
    /// The tower's intermediate layer (R3).
    pub tower: TowerSetting,
    /// River tile faces for seasons 1, 2, 3; `None` draws them. Rulebook:
    /// "We recommend the tiles with numbers 01, 03, and 05 for your first
    /// game."
    pub river_tiles: Option<[RiverTileId; 3]>,
    /// Start player; `None` chooses at random.
    pub start_player: Option<PlayerId>,
    /// Solo play against the Paschabot (2 seats: you are seat 0, the bot
    /// seat 1). Its rules fix the start player.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub solo: Option<Solo>,
    /// The modules of the base box in play.
    #[serde(skip_serializing_if = "Modules::is_none")]
    pub modules: Modules,
}

impl Default for Setup {
    fn default() -> Self {
        Setup {
            players: 4,
            edition: Edition::Classic,
            seed: 0,
            secure_seed: None,
            tower: TowerSetting::B1,
            river_tiles: None,
            start_player: None,
            solo: None,
            modules: Modules::default(),
        }
    }
}

impl Setup {
    pub fn new(players: u8, seed: u64) -> Setup {
        Setup {
            players,
            seed,
            ..Setup::default()
        }
    }

    /// The recommended river tiles of a first game.
    pub const FIRST_GAME_RIVER_TILES: [RiverTileId; 3] = [1, 3, 5];

    /// A solo game against the Paschabot (or its lazy variant).
    pub fn solo(solo: Solo, seed: u64) -> Setup {
        Setup {
            players: 2,
            seed,
            solo: Some(solo),
            ..Setup::default()
        }
    }

    /// The one check of a setup's options, whichever door they came in by
    /// (the command line's flags, a game file, a new game): what does not
    /// need the catalog. [`Game::new`](crate::Game::new) runs it first; the
    /// catalog's part (river and staircase tiles, the modules' components)
    /// follows in the setup itself.
    pub fn check(&self) -> Result<(), SetupError> {
        let n = self.players;
        if !(2..=MAX_PLAYERS as u8).contains(&n) {
            return Err(SetupError::PlayerCount(n));
        }
        if let Some(sp) = self.start_player {
            if sp >= n {
                return Err(SetupError::StartPlayer(sp));
            }
        }
        for layer in self.tower.model().layers {
            for chance in [layer.stick, layer.release] {
                if chance > 1000 {
                    return Err(SetupError::TowerChance(chance));
                }
            }
        }
        if let Some(solo) = self.solo {
            // "Der Spielaufbau folgt dem normalen Aufbau für 2 Spieler."
            if n != 2 {
                return Err(SetupError::PlayerCount(n));
            }
            if self.start_player.is_some() {
                return Err(SetupError::SoloStartPlayer);
            }
            if solo.opponent == Opponent::Lazy && solo.difficulty != Difficulty::default() {
                return Err(SetupError::LazyDifficulty);
            }
            // 003 Paschabot: "Benutze nur die Rückseite der Gebäude".
            if self.modules.special_buildings == Some(crate::modules::BuildingSide::Front) {
                return Err(SetupError::SoloBuildingsFront);
            }
        }
        Ok(())
    }
}

/// Builds the starting state; also returns the storage keshis left in the
/// bag (the Paschabot's harder setup deploys them).
pub(crate) fn build(setup: &Setup, cat: &Catalog) -> Result<(State, Vec<Colour>), SetupError> {
    setup.check()?;
    let n = setup.players;
    let mut rng = match &setup.secure_seed {
        Some(key) => Rng::secure(key),
        None => Rng::new(setup.seed),
    };

    // 3) Scrolls by type.
    let mut scrolls = [ScrollRow::default(); 4];
    let layout = setup.modules.scroll_layout(setup.edition);
    for ty in ScrollType::ALL {
        let ids: Vec<ScrollId> = cat
            .scrolls
            .iter()
            .filter(|s| s.ty == ty)
            .map(|s| s.id)
            .collect();
        scrolls[ty.index()] = displays::init_scrolls(layout, &ids, &mut rng);
    }
    // 4) "Mix the exchange offices facedown, choose three randomly".
    let offices =
        exchange_offices::draw(setup.modules.exchange_offices, setup.edition, cat, &mut rng);
    // 5) Luxury goods (with the new ones: "alle Luxuswaren in 5 gleich hohe,
    // verdeckte Stapel").
    let lux = new_luxury_goods::in_play(cat, &setup.modules);
    let layout = setup.modules.luxury_layout(setup.edition);
    let luxury = displays::init_luxury(layout, &lux, &mut rng);
    // River tiles: one per season icon, any side up.
    let river_tiles = match setup.river_tiles {
        Some(faces) => {
            for (i, f) in faces.iter().enumerate() {
                let ok = cat
                    .river_tiles
                    .iter()
                    .any(|t| t.face == *f && t.season as usize == i + 1);
                if !ok {
                    return Err(SetupError::RiverTile {
                        season: i as u8 + 1,
                        face: *f,
                    });
                }
            }
            faces
        }
        None => {
            let mut faces = [0u8; 3];
            for (i, face) in faces.iter_mut().enumerate() {
                // Physical tiles of this season (by their odd front face).
                let fronts: Vec<RiverTileId> = cat
                    .river_tiles
                    .iter()
                    .filter(|t| t.season as usize == i + 1 && t.face % 2 == 1)
                    .map(|t| t.face)
                    .collect();
                let front = fronts[rng.below(fronts.len() as u32) as usize];
                *face = if rng.below(2) == 0 { front } else { front + 1 };
            }
            faces
        }
    };
    // City gates: "Randomly draw 8 city gates for each workshop space".
    let mut bag: Vec<Colour> = cat
        .gates
        .iter()
        .flat_map(|g| std::iter::repeat_n(g.colour, g.count as usize))
        .collect();
    rng.shuffle(&mut bag);
    let per = cat.rules.gates_per_workshop.value as usize;
    let mut workshops = [[0u8; 12]; 4];
    for (w, ws) in workshops.iter_mut().enumerate() {
        for c in bag.iter().skip(w * per).take(per) {
            ws[c.index()] += 1;
        }
    }

    // Personal components.
    let mut players = [Player::default(); MAX_PLAYERS];
    // New oases: "Die neuen Oasen werden mit denen des Grundspiels gemischt."
    let mut oases = new_oases::in_play(cat, &setup.modules);
    rng.shuffle(&mut oases);
    let per_player = cat.rules.oases_per_player.value as usize;
    let mut storage_bag: Vec<Colour> = cat.rules.storage_keshi_colours.value.clone();
    rng.shuffle(&mut storage_bag);
    let draw = if n == 2 {
        cat.rules.storage_keshis_two_players.value
    } else {
        cat.rules.storage_keshis.value
    } as usize;
    // New provision tiles: "Alle Versorgungs-Plättchen (Grundspiel und
    // Erweiterung) werden separat gemischt."
    let mut provisions = new_provisions::pile(cat, &setup.modules, ProvisionTier::Base);
    rng.shuffle(&mut provisions);
    let keshi_spaces: Vec<usize> = cat
        .storage_spaces
        .iter()
        .enumerate()
        .filter(|(_, s)| {
            s.icon == crate::catalog::StorageIcon::Keshi
                || (n == 2 && s.icon == crate::catalog::StorageIcon::KeshiTwoPlayers)
        })
        .map(|(i, _)| i)
        .collect();
    for (i, pl) in players.iter_mut().enumerate().take(n as usize) {
        pl.score = cat.rules.start_score.value;
        pl.score_by[ScoreCategory::Start.index()] = pl.score;
        pl.resources = cat.rules.start_resources.value;
        pl.screen = ColourSet::ALL;
        for (slot, o) in oases
            .iter()
            .skip(i * per_player)
            .take(per_player)
            .enumerate()
        {
            pl.oasis_slots[slot] = OasisSlotState {
                oasis: *o,
                status: OasisStatus::Hidden,
            };
        }
        for (k, c) in storage_bag.iter().skip(i * draw).take(draw).enumerate() {
            if let Some(&space) = keshi_spaces.get(k) {
                pl.storage_keshis[space] = Some(*c);
            }
        }
        let per_provision = cat.rules.provision_tiles_per_player.value as usize;
        for (k, t) in provisions
            .iter()
            .skip(i * per_provision)
            .take(per_provision)
            .enumerate()
        {
            pl.provision[k] = ProvisionSlot {
                tile: *t,
                active: false,
            };
        }
    }
    new_provisions::deal(cat, &setup.modules, &mut players[..n as usize], &mut rng);
    // River tile 02: "Place 3 of the leftover oasis tiles face up".
    let mut bonus_oases = [None; 3];
    if river_tiles[0] == 2 {
        let left = &oases[n as usize * per_player..];
        for (i, o) in left
            .iter()
            .take(cat.rules.bonus_oases_river_tile_02.value as usize)
            .enumerate()
        {
            bonus_oases[i] = Some(*o);
        }
    }
    let start = match setup.start_player {
        Some(p) => p,
        None => rng.below(n as u32) as u8,
    };
    // Solo: only you draw storage keshis; the rest stay in the bag.
    let leftover: Vec<Colour> = if setup.solo.is_some() {
        storage_bag.iter().skip(draw).copied().collect()
    } else {
        Vec::new()
    };
    let mut st = State {
        num_players: n,
        edition: setup.edition,
        rng,
        phase: Phase::Setup,
        scoring_step: ScoringStep::Rapids,
        season: 0,
        round: 0,
        start_player: start,
        season_player: start,
        turn: 0,
        river_places: [None; 2],
        river_choice: None,
        players,
        scrolls,
        luxury,
        offices,
        river_tiles,
        bonus_oases,
        workshops,
        jetty: 0,
        display: [0; 12],
        tower: Tower::default(),
        tower_model: setup.tower.model(),
        arrivals: 1,
        agenda: BVec::new(),
        final_scores: [FinalScore::default(); MAX_PLAYERS],
        pascha: None,
        modules: setup.modules,
        staircase_cover: [None; 12],
        figures: Default::default(),
        towns: BVec::new(),
        race: Default::default(),
        nomads: Default::default(),
    };
    // Module 1: staircase tiles on the 12 coverable spaces.
    if let Some(mode) = setup.modules.staircase_tiles {
        st.staircase_cover = staircase_tiles::lay_out(mode, cat, &mut st.rng)?;
    }
    // Module 2: "Place these two special pawns on their respective starting
    // space of the palace and mosque staircase".
    if setup.modules.imam_sultan {
        st.figures = [
            imam_sultan::Figure {
                step: cat.staircase.sultan_start,
                carrier: None,
            },
            imam_sultan::Figure {
                step: cat.staircase.imam_start,
                carrier: None,
            },
        ];
    }
    // Module 5: "Randomly draw a number of desert towns from the bag":
    // 3 / 5 / 7 for 2 / 3 / 4 players (R1).
    if setup.modules.desert_towns {
        let mut ids: Vec<u8> = cat.desert_towns.iter().map(|t| t.id).collect();
        st.rng.shuffle(&mut ids);
        let k = cat
            .rules
            .desert_towns_drawn
            .value
            .get(n as usize - 2)
            .copied()
            .unwrap_or(3) as usize;
        st.towns = BVec::from_slice(&ids[..k.min(ids.len()).min(7)]).unwrap_or_default();
    }
    // Camel race: "Jeder Spieler nimmt sich ein Kamel in seiner Farbe und
    // stellt es auf das Startfeld"; 3 reward tiles form the stack.
    if setup.modules.camel_race {
        let data = cat
            .camel_race
            .as_ref()
            .ok_or(SetupError::MissingComponents("camel race"))?;
        st.race = crate::modules::camel_race::lay_out(data, &mut st.rng);
    }
    // Nomads: "die Holz-Nomaden-Keshis werden als Vorrat auf das Tableau
    // gelegt."
    if setup.modules.nomads {
        let data = cat
            .nomads
            .as_ref()
            .ok_or(SetupError::MissingComponents("nomads"))?;
        st.nomads = crate::modules::nomads::lay_out(data);
    }
    // Special buildings: "Anstatt der üblichen Startressourcen erhält nun
    // jeder Spieler seine eigene Kombination an Ressourcen".
    if setup.modules.special_buildings.is_some() {
        for pl in st.players.iter_mut() {
            pl.resources = Resources::ZERO;
        }
    }
    if let Some(solo) = setup.solo {
        solo.opponent.rules().set_up(&mut st, cat, solo);
    }
    if setup.modules.special_buildings.is_some() {
        crate::modules::special_buildings::deal(&mut st, cat)?;
    }
    Ok((st, leftover))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tower::{Layer, TowerModel};

    /// Issue 40, item 18: the setups the command line's flags cannot ask
    /// for are refused whatever door they come in by.
    #[test]
    fn the_one_setup_check_refuses_what_the_flags_refuse() {
        let cat = Catalog::embedded();
        let lazy = Solo {
            opponent: Opponent::Lazy,
            difficulty: Difficulty {
                storage_keshis: true,
                ..Difficulty::default()
            },
        };
        let custom = |stick| {
            TowerSetting::Custom(TowerModel {
                layers: [
                    Layer {
                        stick,
                        release: 400,
                    },
                    Layer {
                        stick: 100,
                        release: 1000,
                    },
                ],
            })
        };
        let refused = [
            (Setup::solo(lazy, 1), SetupError::LazyDifficulty),
            (
                Setup {
                    start_player: Some(1),
                    ..Setup::solo(Solo::default(), 1)
                },
                SetupError::SoloStartPlayer,
            ),
            (
                Setup {
                    tower: custom(1001),
                    ..Setup::new(3, 1)
                },
                SetupError::TowerChance(1001),
            ),
            (
                Setup {
                    players: 3,
                    ..Setup::solo(Solo::default(), 1)
                },
                SetupError::PlayerCount(3),
            ),
            (
                Setup {
                    start_player: Some(4),
                    ..Setup::new(4, 1)
                },
                SetupError::StartPlayer(4),
            ),
        ];
        for (setup, e) in refused {
            assert_eq!(setup.check(), Err(e.clone()), "{setup:?}");
            assert_eq!(build(&setup, &cat).err(), Some(e), "{setup:?}");
        }
        let fine = Setup {
            tower: custom(1000),
            ..Setup::new(3, 1)
        };
        assert_eq!(fine.check(), Ok(()));
        assert!(build(&fine, &cat).is_ok());
    }
}
