//! What one player (or a spectator) may see.
//!
//! Hidden: the other players' screens and their secret selection before the
//! reveal, face-down oases (from everyone, their owner included), face-down
//! provision tiles (except to their owner), the order of every stack, what
//! is stuck in the tower, the random number generator.

use crate::action::{Action, Decision};
use crate::catalog::ProvisionTier;
use crate::seat::{seat, seats};
pub use crate::state::SoloView;
use crate::state::*;
use crate::types::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum OasisView {
    /// Face down: nobody knows which oasis it is.
    Hidden,
    Discovered {
        oasis: OasisId,
    },
    Claimed {
        oasis: OasisId,
    },
}

#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum ProvisionView {
    Active {
        tile: ProvisionId,
    },
    /// Face down; the tile is shown to its owner only. New provision
    /// tiles: its pile (base, moderate, hard) shows on its back.
    FaceDown {
        tile: Option<ProvisionId>,
        #[serde(default, skip_serializing_if = "ProvisionTier::is_base")]
        tier: ProvisionTier,
    },
}

impl ProvisionView {
    fn tier(cat: &crate::catalog::Catalog, tile: ProvisionId) -> ProvisionTier {
        if cat.has_provision(tile) {
            cat.provision(tile).tier
        } else {
            ProvisionTier::Base
        }
    }

    fn of(cat: &crate::catalog::Catalog, tile: ProvisionId, active: bool, own: bool) -> Self {
        if active {
            ProvisionView::Active { tile }
        } else {
            ProvisionView::FaceDown {
                tile: own.then_some(tile),
                tier: Self::tier(cat, tile),
            }
        }
    }
}

#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct PlayerView {
    pub seat: PlayerId,
    pub score: i16,
    pub score_by: Vec<(ScoreCategory, i16)>,
    pub resources: Resources,
    /// Keshis behind the screen: only the owner sees them.
    pub screen: Option<ColourSet>,
    /// How many keshis are behind the screen.
    pub screen_count: u8,
    /// The selection: the owner sees it at once, the others after the reveal.
    pub selection: Option<ColourSet>,
    /// Whether the player has chosen this round's keshis.
    pub has_selected: bool,
    pub assistants: Vec<Sector>,
    pub assistants_used: u8,
    /// Keshis per sector (marker value in Essential), indexed by `Sector`.
    pub sector_keshis: Vec<(Sector, u8)>,
    pub goods: [u16; 3],
    pub entertainers: u8,
    /// During setup, another player's rotation shows as 0 until everybody
    /// has finished setting up (their choice is simultaneous and secret).
    pub disc_rotation: u8,
    pub watchtower: u8,
    pub gates: [Option<Colour>; 8],
    pub caravans: [u8; 3],
    pub oasis_slots: Vec<OasisView>,
    pub storage: Vec<OasisId>,
    /// During setup, another player's keshis show in colour order until
    /// everybody has finished setting up (their arrangement is secret).
    pub storage_keshis: [Option<Colour>; 6],
    pub water_vendors: Vec<Sector>,
    pub souk_vendor: SoukVendor,
    pub provision: Vec<ProvisionView>,
    /// New provision tiles, during setup: the moderate and the hard tile
    /// drawn beside the 3 base ones, until the player keeps 3 of the 5.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub provision_drawn: Vec<ProvisionView>,
    pub scrolls: Vec<ScrollId>,
    pub luxury: Vec<LuxuryId>,
    pub fisherman: u8,
    pub dock: Option<u8>,
    pub palace_step: u8,
    pub mosque_step: u8,
    /// Keshis set aside next to the board.
    pub held: [u8; 12],
    /// Module 5: desert towns on the two town spaces.
    pub towns: [Option<crate::modules::desert_towns::TownSlot>; 2],
    /// What each claimed town would score if the game ended now (public
    /// information only; none for the Paschabot, whose towns score by 003's
    /// own rules at the end).
    #[serde(default, skip_serializing_if = "no_town_points")]
    pub town_points: [Option<i16>; 2],
    /// River steps made before the jetty, per season (desert town 07).
    pub river_steps: [u8; 3],
    /// Camel race: camel, spectator area and dung (all public).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub race: Option<crate::modules::camel_race::Racer>,
    /// Nomads: where the player's nomads stand (public).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nomads: Option<crate::modules::nomads::Nomads>,
    /// Special buildings: the player's building and the start's draws.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub building: Option<crate::modules::special_buildings::BuildingView>,
}

#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct BoardView {
    /// Face-up scrolls by type (gray, yellow, pink, orange).
    pub scrolls: [[Option<ScrollId>; 3]; 4],
    /// Face-down scrolls left, by type and stack.
    pub scroll_stacks: [[u8; 3]; 4],
    pub luxury: [Option<LuxuryId>; 5],
    pub luxury_stacks: [u8; 5],
    /// The active exchange office.
    pub exchange_office: ExchangeOfficeId,
    /// All three river tiles lie face up next to the board.
    pub river_tiles: [RiverTileId; 3],
    pub bonus_oases: [Option<OasisId>; 3],
    /// Gates on the 4 workshops, by colour.
    pub workshops: [[u8; 12]; 4],
    /// The tower base.
    pub display: [u8; 12],
    /// Occupied docking spots.
    pub jetty: u8,
    /// Module 1: the staircase tile (id, side) on each coverable line space.
    pub staircase_cover: [Option<(u8, u8)>; 12],
    /// Module 2: the sultan (palace) and the imam (mosque).
    pub figures: Option<[crate::modules::imam_sultan::Figure; 2]>,
    /// Module 5: desert towns laid out next to the board (night side up).
    pub towns: Vec<u8>,
    /// Camel race: the reward tiles (all may be looked at, the active one
    /// first) and the podium.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub race: Option<crate::modules::camel_race::Race>,
    /// Nomads: the nomad board and the tower base's nomad (public).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nomads: Option<crate::modules::nomads::NomadBoard>,
}

#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct View {
    pub viewer: Option<PlayerId>,
    pub edition: Edition,
    /// Seasons count from 0.
    pub season: u8,
    /// Rounds count from 0 within the season (0 to 3); during a season's
    /// scoring and at the end of the game, the last round played.
    pub round: u8,
    pub phase: Phase,
    pub start_player: PlayerId,
    pub season_player: PlayerId,
    /// Who must decide what.
    pub pending: Vec<(PlayerId, Decision)>,
    /// The viewer's legal actions, if they must decide.
    pub legal_actions: Vec<Action>,
    pub board: BoardView,
    pub players: Vec<PlayerView>,
    /// Final scoring, once the game is over.
    pub final_scores: Option<Vec<FinalScore>>,
    /// Solo games: the Paschabot.
    pub solo: Option<SoloView>,
    /// The modules in play.
    pub modules: crate::modules::Modules,
}

/// The same keshis on the same spaces in colour order: what everybody may
/// know of an arrangement still being chosen.
fn unarranged(keshis: [Option<Colour>; 6]) -> [Option<Colour>; 6] {
    let mut colours: Vec<Colour> = keshis.iter().flatten().copied().collect();
    colours.sort();
    let mut next = colours.into_iter();
    keshis.map(|k| k.and_then(|_| next.next()))
}

/// 003 "Dann muss sich jeder entscheiden, welche Kombination aus 3
/// Versorgungs-Plättchen er in diesem Spiel nutzen möchte": everybody at
/// once and in secret, so until the setup's choices are revealed (the tiles
/// chosen for the first season turning face up) another player's five tiles
/// show as drawn, by pile (3 base, then the moderate and the hard), whatever
/// they kept: the tiles on the provision spaces, then those beside.
fn as_drawn(
    cat: &crate::catalog::Catalog,
    pl: &Player,
) -> (Vec<ProvisionView>, Vec<ProvisionView>) {
    let mut tiers: Vec<ProvisionTier> = pl
        .provision
        .iter()
        .map(|s| s.tile)
        .chain(pl.provision_draw.extra.iter().flatten().copied())
        .map(|t| ProvisionView::tier(cat, t))
        .collect();
    tiers.sort_by_key(|t| ProvisionTier::ALL.iter().position(|x| x == t));
    let mut face_down = tiers
        .into_iter()
        .map(|tier| ProvisionView::FaceDown { tile: None, tier });
    let spaces = face_down.by_ref().take(pl.provision.len()).collect();
    (spaces, face_down.collect())
}

fn no_town_points(points: &[Option<i16>; 2]) -> bool {
    points.iter().all(Option::is_none)
}

pub(crate) fn build(
    cat: &crate::catalog::Catalog,
    st: &State,
    viewer: Option<PlayerId>,
    pending: Vec<(PlayerId, Decision)>,
    legal: Vec<Action>,
) -> View {
    let revealed = !matches!(st.phase, Phase::Selection | Phase::Setup);
    // Setup choices are simultaneous: "nobody sees another's choice until
    // all have chosen", so they show only once the setup is over.
    let setting_up = st.phase == Phase::Setup;
    let players = (0..st.num_players)
        .map(|p| {
            let pl = st.player(p);
            let own = viewer == Some(p);
            let secret_setup = setting_up && !own;
            let (provision, provision_drawn) = if secret_setup
                && !pl.provision_draw.is_empty()
                && pl.provision.iter().all(|s| !s.active)
            {
                as_drawn(cat, pl)
            } else {
                (
                    pl.provision
                        .iter()
                        .map(|s| ProvisionView::of(cat, s.tile, s.active, own))
                        .collect(),
                    if pl.provision_draw.pending() {
                        pl.provision_draw
                            .extra
                            .iter()
                            .flatten()
                            .map(|t| ProvisionView::of(cat, *t, false, own))
                            .collect()
                    } else {
                        Vec::new()
                    },
                )
            };
            PlayerView {
                seat: p,
                score: pl.score,
                score_by: ScoreCategory::ALL
                    .iter()
                    .map(|c| (*c, pl.score_by[c.index()]))
                    .filter(|(_, v)| *v != 0)
                    .collect(),
                resources: pl.resources,
                screen: own.then_some(pl.screen),
                screen_count: pl.screen.len() as u8,
                selection: (own || revealed)
                    .then_some(pl.selection)
                    .filter(|s| !s.is_empty()),
                has_selected: !pl.selection.is_empty(),
                assistants: pl.assistants.iter().copied().collect(),
                assistants_used: pl.assistants_used,
                sector_keshis: Sector::ALL
                    .iter()
                    .map(|s| (*s, pl.sector_keshis(*s)))
                    .collect(),
                goods: pl.goods,
                entertainers: pl.entertainers,
                disc_rotation: if secret_setup { 0 } else { pl.disc_rotation },
                watchtower: pl.watchtower,
                gates: pl.gates,
                caravans: pl.caravans,
                oasis_slots: pl
                    .oasis_slots
                    .iter()
                    .map(|s| match s.status {
                        OasisStatus::Hidden => OasisView::Hidden,
                        OasisStatus::Discovered => OasisView::Discovered { oasis: s.oasis },
                        OasisStatus::Claimed => OasisView::Claimed { oasis: s.oasis },
                    })
                    .collect(),
                storage: pl.storage.iter().copied().collect(),
                storage_keshis: if secret_setup {
                    unarranged(pl.storage_keshis)
                } else {
                    pl.storage_keshis
                },
                water_vendors: Sector::ALL
                    .iter()
                    .filter(|s| pl.has_vendor(**s))
                    .copied()
                    .collect(),
                souk_vendor: pl.souk_vendor,
                provision,
                provision_drawn,
                scrolls: pl.scrolls.iter().collect(),
                luxury: pl.luxury_ids().collect(),
                fisherman: pl.fisherman,
                dock: pl.dock,
                palace_step: pl.stairs[Stair::Palace.index()],
                mosque_step: pl.stairs[Stair::Mosque.index()],
                held: pl.held,
                towns: pl.towns,
                town_points: pl.towns.map(|slot| {
                    slot.filter(|t| t.claimed && seat(st, p).town_points_known())
                        .map(|t| crate::modules::desert_towns::town_points(cat, st, p, t.town))
                }),
                river_steps: pl.river_steps,
                race: crate::modules::player_pieces(st, p, seat(st, p).races()).0,
                nomads: crate::modules::player_pieces(st, p, false).1,
                building: crate::modules::special_buildings::view(st, p, viewer),
            }
        })
        .collect();
    let mut scrolls = [[None; 3]; 4];
    let mut scroll_stacks = [[0u8; 3]; 4];
    for (t, row) in st.scrolls.iter().enumerate() {
        scrolls[t] = row.face_up;
        for (n, stack) in scroll_stacks[t].iter_mut().zip(&row.stacks) {
            *n = stack.len() as u8;
        }
    }
    let mut luxury_stacks = [0u8; 5];
    for (i, s) in st.luxury.stacks.iter().enumerate() {
        luxury_stacks[i] = s.len() as u8;
    }
    View {
        viewer,
        edition: st.edition,
        season: st.season,
        round: st
            .round
            .min(cat.rules.rounds_per_season.value.saturating_sub(1)),
        phase: st.phase,
        start_player: st.start_player,
        season_player: st.season_player,
        pending,
        legal_actions: legal,
        board: BoardView {
            scrolls,
            scroll_stacks,
            luxury: st.luxury.face_up,
            luxury_stacks,
            exchange_office: st.offices[(st.season as usize).min(2)],
            river_tiles: st.river_tiles,
            bonus_oases: st.bonus_oases,
            workshops: st.workshops,
            display: st.display,
            jetty: st.jetty,
            staircase_cover: st.staircase_cover,
            figures: crate::modules::board_pieces(st).0,
            towns: st.towns.iter().copied().collect(),
            race: crate::modules::board_pieces(st).1,
            nomads: crate::modules::board_pieces(st).2,
        },
        players,
        final_scores: st.is_over().then(|| st.final_scores[..st.n()].to_vec()),
        modules: st.modules,
        solo: seats(st).find_map(|(_, rules)| rules.board_view(cat, st)),
    }
}
