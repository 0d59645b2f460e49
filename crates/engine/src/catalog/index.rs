//! Lookup tables derived from a validated catalog (as cozy-chess derives
//! its tables), and the lookups the hot path uses. Private to the catalog:
//! a [`Catalog`] cannot be edited after validation, so its index cannot go
//! stale.

use super::schema::*;
use super::Catalog;
use crate::types::*;

/// Lookup tables derived from the catalog so the hot path indexes arrays.
#[derive(Clone, Debug, Default)]
pub(super) struct Index {
    /// `line[p][m]` = index into `lines` for palace segment p+1, mosque m+1.
    pub(super) line: [[u8; 5]; 5],
    /// Index into `line_spaces` by space id.
    pub(super) line_space: Vec<u8>,
    /// Index into `scrolls` by id (0 unused).
    pub(super) scroll: Vec<u8>,
    pub(super) oasis: Vec<u8>,
    pub(super) luxury: Vec<u8>,
    pub(super) provision: Vec<u8>,
    pub(super) river_tile: Vec<u8>,
    pub(super) office: Vec<u8>,
    /// Rapid index by river space (`u8::MAX` = none).
    pub(super) rapid_at: Vec<u8>,
    /// Gate space index by sector (`u8::MAX` = none).
    pub(super) gate_space_of: [u8; 9],
    /// Scholars and dates of each scroll type.
    pub(super) scroll_terms: [(u8, u8); 4],
    /// Index into `strategy_icons` by strategy tile id.
    pub(super) strategy: Vec<u8>,
    /// What each strategy tile's icons say about each colour, in the
    /// catalog's order.
    pub(super) strategy_icons: Vec<TileIcons>,
}

/// What one Paschabot strategy tile's icons, top to bottom, say about each
/// colour: the bot's keshi priority reads them in every claim, and the
/// search plays claims in every rollout.
#[derive(Clone, Copy, Debug)]
pub(crate) struct TileIcons {
    /// Icons matching each colour ([`StrategyIcon::matches`]: a goods icon
    /// matches the three goods colours), by colour index.
    pub(crate) count: [u8; 12],
    /// The place of the first icon matching each colour, the top one 0
    /// (`u16::MAX`: none).
    pub(crate) first: [u16; 12],
    /// Nomad icons (R40).
    pub(crate) nomads: u8,
    /// All icons on the tile.
    pub(crate) len: u16,
}

impl TileIcons {
    fn of(tile: &StrategyTile) -> TileIcons {
        let mut t = TileIcons {
            count: [0; 12],
            first: [u16::MAX; 12],
            nomads: 0,
            len: tile.icons.len().min(u16::MAX as usize) as u16,
        };
        for (place, icon) in tile.icons.iter().enumerate() {
            if *icon == StrategyIcon::Nomad {
                t.nomads = t.nomads.saturating_add(1);
            }
            for c in Colour::ALL.into_iter().filter(|c| icon.matches(*c)) {
                t.count[c.index()] = t.count[c.index()].saturating_add(1);
                if t.first[c.index()] == u16::MAX {
                    t.first[c.index()] = place.min(u16::MAX as usize - 1) as u16;
                }
            }
        }
        t
    }
}

impl Index {
    /// The tables of a validated catalog file.
    pub(super) fn build(c: &CatalogFile) -> Index {
        let mut idx = Index {
            line_space: by_id(c.line_spaces.iter().map(|s| s.id)),
            scroll: by_id(c.scrolls.iter().map(|s| s.id.0)),
            oasis: by_id(c.oases.iter().map(|s| s.id.0)),
            luxury: by_id(c.luxury_goods.iter().map(|s| s.id.0)),
            provision: by_id(c.provision_tiles.iter().map(|s| s.id.0)),
            river_tile: by_id(c.river_tiles.iter().map(|s| s.face)),
            office: by_id(c.exchange_offices.iter().map(|s| s.id.0)),
            rapid_at: vec![u8::MAX; c.river.jetty as usize + 1],
            gate_space_of: [u8::MAX; 9],
            strategy: by_id(c.paschabot.strategy_tiles.iter().map(|t| t.id)),
            strategy_icons: c
                .paschabot
                .strategy_tiles
                .iter()
                .map(TileIcons::of)
                .collect(),
            ..Index::default()
        };
        for (i, l) in c.lines.iter().enumerate() {
            idx.line[l.palace as usize - 1][l.mosque as usize - 1] = i as u8;
        }
        for (i, r) in c.river.rapids.iter().enumerate() {
            idx.rapid_at[r.space as usize] = i as u8;
        }
        for (i, g) in c.gate_spaces.iter().enumerate() {
            idx.gate_space_of[g.sector.index()] = i as u8;
        }
        for s in &c.scrolls {
            idx.scroll_terms[s.ty.index()] = (s.requirement, s.cost);
        }
        idx
    }
}

/// Position of each id in its list, `u8::MAX` where an id is unused.
fn by_id(ids: impl Iterator<Item = u8>) -> Vec<u8> {
    let ids: Vec<u8> = ids.collect();
    let max = ids.iter().copied().max().unwrap_or(0) as usize;
    let mut v = vec![u8::MAX; max + 1];
    for (i, id) in ids.iter().enumerate() {
        v[*id as usize] = i as u8;
    }
    v
}

/// Whether `id` is listed in a table built by [`by_id`].
fn known(table: &[u8], id: u8) -> bool {
    table.get(id as usize).is_some_and(|i| *i != u8::MAX)
}

impl Catalog {
    pub fn scroll(&self, id: ScrollId) -> &ScrollDef {
        &self.scrolls[self.index.scroll[id.0 as usize] as usize]
    }
    pub fn oasis(&self, id: OasisId) -> &OasisDef {
        &self.oases[self.index.oasis[id.0 as usize] as usize]
    }
    pub fn luxury(&self, id: LuxuryId) -> &LuxuryDef {
        &self.luxury_goods[self.index.luxury[id.0 as usize] as usize]
    }
    pub fn provision(&self, id: ProvisionId) -> &ProvisionDef {
        &self.provision_tiles[self.index.provision[id.0 as usize] as usize]
    }
    pub fn river_tile(&self, face: RiverTileId) -> &RiverTileDef {
        &self.river_tiles[self.index.river_tile[face as usize] as usize]
    }
    pub fn office(&self, id: ExchangeOfficeId) -> &ExchangeOfficeDef {
        &self.exchange_offices[self.index.office[id.0 as usize] as usize]
    }
    pub fn line(&self, palace_segment: u8, mosque_segment: u8) -> &Line {
        &self.lines
            [self.index.line[palace_segment as usize - 1][mosque_segment as usize - 1] as usize]
    }
    pub fn line_space(&self, id: u8) -> &LineSpace {
        &self.line_spaces[self.index.line_space[id as usize] as usize]
    }
    /// The rapid crossed when entering `space`, if any.
    pub fn rapid_at(&self, space: u8) -> Option<usize> {
        match self.index.rapid_at.get(space as usize) {
            Some(&i) if i != u8::MAX => Some(i as usize),
            _ => None,
        }
    }

    /// Spectators printed on the audience-disc section facing main-square
    /// `field` when the disc has been turned `rotation` times clockwise
    /// (section i faces field i at rotation 0); `purple`: module 4's side.
    pub fn printed_spectators(&self, purple: bool, rotation: u8, field: u8) -> u8 {
        let disc = if purple {
            &self.audience_disc.purple
        } else {
            &self.audience_disc.pink
        };
        let n = disc.len();
        if n == 0 {
            return 0;
        }
        disc[(field as usize + n - rotation as usize % n) % n]
    }

    /// Segment (1..=5) of a staircase step.
    pub fn segment(&self, step: u8) -> u8 {
        1 + self
            .staircase
            .thresholds
            .iter()
            .filter(|&&t| step >= t)
            .count() as u8
    }

    /// Total goods keshis a luxury good costs.
    pub fn luxury_cost_total(&self, id: LuxuryId) -> u8 {
        self.luxury(id).cost.iter().sum()
    }

    /// Index into `lines` for the line between palace segment `palace` and
    /// mosque segment `mosque` (both 1..=5).
    pub(crate) fn line_index(&self, palace: u8, mosque: u8) -> u8 {
        self.index.line[palace as usize - 1][mosque as usize - 1]
    }

    /// The icon table of strategy tile `id` (`None`: no such tile).
    pub(crate) fn strategy_icons(&self, id: u8) -> Option<&TileIcons> {
        match self.index.strategy.get(id as usize) {
            Some(&i) if i != u8::MAX => self.index.strategy_icons.get(i as usize),
            _ => None,
        }
    }

    /// Scholars and dates a scroll type needs.
    pub fn scroll_terms(&self, ty: ScrollType) -> (u8, u8) {
        self.index.scroll_terms[ty.index()]
    }

    /// Whether the catalog lists a scroll with this id.
    pub fn has_scroll(&self, id: ScrollId) -> bool {
        known(&self.index.scroll, id.0)
    }
    /// Whether the catalog lists an oasis with this id.
    pub fn has_oasis(&self, id: OasisId) -> bool {
        known(&self.index.oasis, id.0)
    }
    /// Whether the catalog lists a luxury good with this id.
    pub fn has_luxury(&self, id: LuxuryId) -> bool {
        known(&self.index.luxury, id.0)
    }
    /// Whether the catalog lists a provision tile with this id.
    pub fn has_provision(&self, id: ProvisionId) -> bool {
        known(&self.index.provision, id.0)
    }
    /// Whether the catalog lists a river-tile face with this number.
    pub fn has_river_tile(&self, face: RiverTileId) -> bool {
        known(&self.index.river_tile, face)
    }
    /// Whether the catalog lists an exchange office with this id.
    pub fn has_office(&self, id: ExchangeOfficeId) -> bool {
        known(&self.index.office, id.0)
    }
}
