//! What the modules add to the state: each module's pieces on the board
//! and in front of the players. Their rules are in `crate::modules`.

use crate::bounded::BVec;
use crate::catalog::special_buildings::BuildingId;
use crate::types::*;
use serde::{Deserialize, Serialize};

fn is_zero(n: &u8) -> bool {
    *n == 0
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// One player's part of the race: camel, spectator area and dung.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Racer {
    /// Steps the camel has made from the start space (the finish: on the
    /// podium).
    pub camel: u8,
    /// Keshis in the spectator area, by colour (never goods).
    pub spectators: [u8; 12],
    /// Total value of the camel dung taken ("17× im Wert 1, 5× im Wert 3":
    /// only the total counts).
    pub dung: u8,
    /// Nomads in the spectator area: "Nomaden-Keshis können ebenfalls
    /// platziert werden. Sie zählen als eigene Farbe und können für
    /// Belohnungen eingetauscht werden."
    #[serde(default, skip_serializing_if = "is_zero")]
    pub nomads: u8,
}

impl Racer {
    /// Keshis and nomads in the spectator area.
    pub fn spectator_count(&self) -> u8 {
        self.spectators.iter().sum::<u8>() + self.nomads
    }
    /// The number of different colours for the camel's steps, the nomads
    /// counting as a colour of their own ("Sie zählen als eigene Farbe"):
    /// R31, all of a player's nomads together are one colour.
    pub fn kinds(&self) -> usize {
        self.colours().len() as usize + usize::from(self.nomads > 0)
    }
    /// The colours standing in the spectator area.
    pub fn colours(&self) -> ColourSet {
        Colour::ALL
            .into_iter()
            .filter(|c| self.spectators[c.index()] > 0)
            .collect()
    }
}

/// The shared race material.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Race {
    /// The reward tiles still in the stack, (tile, side), the active one
    /// first: "Die Spieler dürfen sich alle 3 Plättchen jederzeit angucken".
    pub rewards: BVec<(u8, u8), 3>,
    /// Stage lines (bit k: line k) some camel has crossed; the first camel
    /// across takes the dinar (digest §15.48: per line, all game).
    pub crossed: u8,
    /// The podium, first place first.
    pub podium: BVec<PlayerId, 4>,
}

/// A desert town on one of a player's two town spaces.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct TownSlot {
    pub town: u8,
    /// Turned to its day side.
    pub claimed: bool,
}

/// The sultan (palace) or the imam (mosque).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Figure {
    /// The step it waits on (or its carrier's step).
    pub step: u8,
    pub carrier: Option<PlayerId>,
}

/// The two tiles a player holds beyond the three provision spaces: before
/// the choice, the moderate and the hard tile drawn; after it, the two put
/// back in the box.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct ProvisionDraw {
    pub extra: [Option<ProvisionId>; 2],
    /// The player has chosen the 3 tiles to play with.
    pub chosen: bool,
    /// The nomad tile's "Sofort: Erhalte 1 Nomaden-Keshi" has been given
    /// (R33: when the tile was activated); its free move comes at the start
    /// of each later season.
    #[serde(default, skip_serializing_if = "is_false")]
    pub nomad_given: bool,
}

impl ProvisionDraw {
    pub fn is_empty(&self) -> bool {
        *self == ProvisionDraw::default()
    }

    /// Whether the player still has to choose the 3 tiles to play with.
    pub fn pending(&self) -> bool {
        !self.chosen && self.extra.iter().any(Option::is_some)
    }
}

/// The nomad board and the tower base's nomad.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct NomadBoard {
    /// Nomads left on the nomad board.
    pub supply: u8,
    /// This round's nomad stands in the tower base.
    pub in_base: bool,
    /// Seats that let this round's nomad go (bit per seat): "kein Spieler
    /// den Nomaden-Keshi nehmen möchte".
    pub declined: u8,
}

/// Where one player's nomads stand. Each is also counted with the keshis
/// of its sector on the [`Player`] board.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Nomads {
    /// Nomads in river, date orchard, mosque, palace and madrasa, by
    /// [`Sector`] index.
    pub markers: [u8; 9],
    /// Main-square fields holding a nomad (bit per field).
    pub fields: u8,
    /// Nomads on the watchtower.
    pub watchtower: u8,
    /// Nomads committed to a city gate: "darf nicht umgesetzt werden".
    pub gates: u8,
    /// Sahara spaces holding a nomad: bit k of path i is its (k+1)th space.
    pub caravans: [u8; 3],
    /// Sectors whose water vendor is a nomad (bit per sector index).
    pub vendors: u16,
    /// Moved this round: nomads moved into each sector, by sector index
    /// (the main square, water vendors and Sahara paths by `moved_fields`,
    /// `moved_vendors`, `moved_paths`). "Einmal pro Runde": each nomad
    /// moves once.
    pub moved_in: [u8; 9],
    pub moved_fields: u8,
    pub moved_vendors: u16,
    /// Sahara paths whose last space took a nomad moved this round (bit
    /// per path).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub moved_paths: u8,
    /// A claimed nomad not yet placed (Essential: beside the board until
    /// the claims are over, like the wooden keshis).
    pub held: u8,
}

impl Nomads {
    /// Nomads counted with the keshis of sector `s` (not its water vendor).
    pub fn in_sector(&self, s: Sector) -> u8 {
        match s {
            Sector::Souk => 0,
            Sector::MainSquare => self.fields.count_ones() as u8,
            Sector::Medina => self.watchtower + self.gates,
            Sector::Sahara => self.caravans.iter().map(|c| c.count_ones() as u8).sum(),
            _ => self.markers[s.index()],
        }
    }

    /// Nomads standing as water vendors.
    pub fn vendor_count(&self) -> u8 {
        self.vendors.count_ones() as u8
    }

    /// Every nomad of the player: on the board and held beside it.
    pub fn owned(&self) -> u8 {
        self.total() + self.held
    }

    /// Every nomad on the board.
    pub fn total(&self) -> u8 {
        Sector::ALL.iter().map(|s| self.in_sector(*s)).sum::<u8>() + self.vendor_count()
    }
}

/// Setup bit of [`crate::state::Player::setup_done`]: building kept.
pub(crate) const KEPT: u8 = 8;

/// A player's special building and what the start draws for them.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Holding {
    /// The buildings drawn: seen by their owner only; the one not kept is
    /// back in the box.
    pub drawn: [Option<BuildingId>; 2],
    /// The building kept (public once chosen).
    pub kept: Option<BuildingId>,
    /// The yellow scrolls drawn at the start, until one is kept (seen by
    /// their owner only).
    pub scrolls: [Option<ScrollId>; 3],
    /// The start (keshi, resources, scroll draft) has begun.
    pub began: bool,
}
