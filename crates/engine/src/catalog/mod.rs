//! The component catalog: every number the rules need, in one data file
//! (`data/catalog.toml`), each entry with its provenance (a seed quote, or
//! "reconstructed: reason", rule R27).
//!
//! A [`CatalogFile`] is the file as written (its schema in `schema.rs`,
//! editable). [`CatalogFile::validate`] (`validate.rs`, one check per
//! section) turns it into a [`Catalog`]: read-only, with the lookup index
//! of `index.rs` that no caller can touch, as cozy-chess builds a `Board`
//! from a `BoardBuilder`. The embedded catalog is parsed once; a user can
//! load a corrected file with [`Catalog::from_toml`], which refuses it,
//! naming the entry, instead of panicking.

pub mod camel_race;
mod index;
pub mod nomads;
pub mod provisions;
mod schema;
pub mod special_buildings;
mod validate;
mod values;

/// The expansion box's new provision tiles.
pub use provisions::{ProvisionEffect, ProvisionTier};
pub use schema::{
    Bonus, CatalogFile, DesertTownEffect, ExchangeOfficeDef, LineSpacePlace, LuxuryDef, OasisDef,
    OasisEffect, PaschaMadrasa, Perk, ProvisionDef, RiverTileBonus, ScrollEffect, StorageIcon,
    StrategyIcon, StrategyTile, TileReward,
};
/// The expansion box's new luxury goods and new oases.
pub use schema::{FalconBonus, OasisNeeds};
pub use validate::{MAX_SPECTATORS, MAX_TOML_BYTES};

use index::Index;
use std::fmt;
use std::ops::Deref;
use std::sync::{Arc, OnceLock};

/// The catalog shipped with the crate.
pub const EMBEDDED_TOML: &str = include_str!("../../data/catalog.toml");

/// A validated catalog: every section of its [`CatalogFile`] readable
/// (through `Deref`), none editable, and the lookups built from them.
#[derive(Clone, Debug)]
pub struct Catalog {
    file: CatalogFile,
    index: Index,
}

/// A catalog serialises as its file.
impl serde::Serialize for Catalog {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.file.serialize(s)
    }
}

impl Deref for Catalog {
    type Target = CatalogFile;
    fn deref(&self) -> &CatalogFile {
        &self.file
    }
}

/// A catalog that cannot be used, naming the entry at fault.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CatalogError {
    /// The file is not valid TOML for the catalog schema.
    Parse(String),
    /// The text is longer than [`MAX_TOML_BYTES`].
    TooLarge { bytes: usize },
    /// A value breaks a rule of the books or a limit of the engine.
    Invalid { entry: String, problem: String },
}

impl fmt::Display for CatalogError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CatalogError::Parse(m) => write!(f, "catalog does not parse: {m}"),
            CatalogError::TooLarge { bytes } => write!(
                f,
                "catalog is too large ({bytes} bytes; at most {MAX_TOML_BYTES})"
            ),
            CatalogError::Invalid { entry, problem } => {
                write!(f, "catalog entry {entry}: {problem}")
            }
        }
    }
}

impl std::error::Error for CatalogError {}

impl Catalog {
    /// The text of the embedded catalog (`data/catalog.toml`).
    pub const EMBEDDED_TOML: &'static str = EMBEDDED_TOML;

    /// The embedded catalog, parsed and validated once per process.
    pub fn embedded() -> Arc<Catalog> {
        static CATALOG: OnceLock<Arc<Catalog>> = OnceLock::new();
        CATALOG
            .get_or_init(|| match Catalog::from_toml(EMBEDDED_TOML) {
                Ok(c) => Arc::new(c),
                // The embedded file is checked by the test suite; reaching this
                // is a build defect, not an input error.
                Err(e) => panic!("embedded catalog is invalid: {e}"),
            })
            .clone()
    }

    /// Parses and validates a catalog file.
    pub fn from_toml(text: &str) -> Result<Catalog, CatalogError> {
        CatalogFile::from_toml(text)?.validate()
    }

    /// The validated file, to read (a copy of it can be edited and
    /// validated anew).
    pub fn file(&self) -> &CatalogFile {
        &self.file
    }
}

impl CatalogFile {
    /// Parses a catalog file without checking its values; at most
    /// [`MAX_TOML_BYTES`].
    pub fn from_toml(text: &str) -> Result<CatalogFile, CatalogError> {
        if text.len() > MAX_TOML_BYTES {
            return Err(CatalogError::TooLarge { bytes: text.len() });
        }
        toml::from_str(text).map_err(|e| CatalogError::Parse(e.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embedded_catalog_is_valid() {
        let c = Catalog::from_toml(EMBEDDED_TOML).unwrap();
        assert_eq!(c.scrolls.len(), 72);
        assert_eq!(c.segment(0), 1);
        assert_eq!(c.segment(11), 4);
        assert_eq!(c.segment(16), 5);
    }

    #[test]
    fn invalid_catalog_names_the_entry() {
        let broken = EMBEDDED_TOML.replacen("requirement = 7", "requirement = 6", 1);
        match Catalog::from_toml(&broken) {
            Err(CatalogError::Invalid { entry, .. }) => assert!(entry.starts_with("scroll")),
            other => panic!("expected an invalid scroll entry, got {other:?}"),
        }
        assert!(matches!(
            Catalog::from_toml("not toml ["),
            Err(CatalogError::Parse(_))
        ));
    }

    /// A value the engine cannot play (no keshi to claim, a score beyond the
    /// pad) is refused by name; values within range play.
    #[test]
    fn rule_values_out_of_range_are_refused() {
        for (from, to, entry) in [
            (
                "claim_max = { value = 2,",
                "claim_max = { value = 0,",
                "rules.claim_max",
            ),
            (
                "start_score = { value = 10,",
                "start_score = { value = 32767,",
                "rules.start_score",
            ),
            (
                "best_oases = { value = 3,",
                "best_oases = { value = 4,",
                "rules.best_oases",
            ),
        ] {
            assert!(EMBEDDED_TOML.contains(from), "{from}");
            match Catalog::from_toml(&EMBEDDED_TOML.replacen(from, to, 1)) {
                Err(CatalogError::Invalid { entry: e, .. }) => assert_eq!(e, entry),
                other => panic!("{to}: expected {entry} refused, got {other:?}"),
            }
        }
        let one = EMBEDDED_TOML.replacen("claim_max = { value = 2,", "claim_max = { value = 1,", 1);
        assert_eq!(
            Catalog::from_toml(&one).map(|c| c.rules.claim_max.value),
            Ok(1)
        );
    }
}
