//! Game options by the names the `marrakesh` program uses (`--modules
//! camel-race,nomads`, `--easier-no-extra-tiles` …), for the Python
//! package's keyword arguments and OpenSpiel's game parameters.

use marrakesh_engine::{BuildingSide, ExchangeOffices};
use marrakesh_engine::{Difficulty, Edition, Modules, Opponent, Setup, Solo};

/// The modules by name, in the rulebooks' order: the engine's list.
pub const MODULES: [&str; 11] = Modules::NAMES;

/// The solo difficulty flags by name (`marrakesh play --solo --easier-…`).
pub const DIFFICULTY: [&str; 7] = [
    "easier-no-extra-tiles",
    "easier-complete-sectors-only",
    "easier-main-square-once",
    "easier-no-fisherman-moves",
    "harder-expensive-gates",
    "harder-main-square-four",
    "harder-storage-keshis",
];

fn words(list: &str) -> impl Iterator<Item = String> + '_ {
    list.split([',', ' '])
        .map(|w| w.trim().to_ascii_lowercase().replace('_', "-"))
        .filter(|w| !w.is_empty())
}

/// A comma-separated list of module names, `all` or `none`. An empty
/// list, a name given twice, and `all` or `none` beside other names are
/// refused (they are mistakes, not choices).
pub fn modules(list: &str) -> Result<Modules, String> {
    let names: Vec<String> = words(list).collect();
    if names.is_empty() {
        return Err(format!(
            "no modules named: use none for the base game, all, or names ({})",
            MODULES.join(", ")
        ));
    }
    for (i, n) in names.iter().enumerate() {
        if names[..i].contains(n) {
            return Err(format!("module '{n}' named twice in '{list}'"));
        }
        if (n == "all" || n == "none") && names.len() > 1 {
            return Err(format!(
                "'{n}' stands alone, not beside other names: '{list}'"
            ));
        }
    }
    list.parse()
        .map_err(|e: marrakesh_engine::ModulesError| e.to_string())
}

/// A comma-separated list of difficulty flags.
pub fn difficulty(list: &str) -> Result<Difficulty, String> {
    let mut d = Difficulty::default();
    for w in words(list) {
        let flag = match DIFFICULTY.iter().position(|n| *n == w) {
            Some(0) => &mut d.no_extra_tiles,
            Some(1) => &mut d.complete_sectors_only,
            Some(2) => &mut d.main_square_once,
            Some(3) => &mut d.no_fisherman_moves,
            Some(4) => &mut d.expensive_gates,
            Some(5) => &mut d.main_square_four,
            Some(6) => &mut d.storage_keshis,
            _ => {
                return Err(format!(
                    "unknown difficulty flag '{w}' (use {})",
                    DIFFICULTY.join(", ")
                ))
            }
        };
        *flag = true;
    }
    Ok(d)
}

/// The options of one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    pub players: u8,
    pub seed: u64,
    /// `classic` or `essential`.
    pub edition: String,
    pub modules: String,
    /// Solo against the Paschabot: `""` (no), `paschabot` or `lazy`.
    pub solo: String,
    pub difficulty: String,
    pub buildings_back: bool,
    pub offices_new_only: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            players: 2,
            seed: 0,
            edition: "classic".into(),
            modules: "none".into(),
            solo: String::new(),
            difficulty: String::new(),
            buildings_back: false,
            offices_new_only: false,
        }
    }
}

impl Options {
    /// The engine's setup for these options.
    pub fn setup(&self) -> Result<Setup, String> {
        let opponent = match self.solo.to_ascii_lowercase().as_str() {
            "" | "no" | "false" | "none" => None,
            "paschabot" | "yes" | "true" => Some(Opponent::Paschabot),
            "lazy" => Some(Opponent::Lazy),
            other => {
                return Err(format!(
                    "unknown solo opponent '{other}' (paschabot or lazy)"
                ))
            }
        };
        let mut modules = modules(&self.modules)?;
        if self.buildings_back && modules.special_buildings.is_some() {
            modules.special_buildings = Some(BuildingSide::Back);
        }
        if self.offices_new_only && modules.exchange_offices.is_some() {
            modules.exchange_offices = Some(ExchangeOffices::NewOnly);
        }
        let difficulty = difficulty(&self.difficulty)?;
        let mut setup = match opponent {
            Some(_) if self.players > 2 => {
                return Err(format!(
                    "a solo game has one player against the Paschabot: players {} is not \
                     possible with solo (leave players out, or 1)",
                    self.players
                ))
            }
            Some(opponent) => {
                modules = modules.for_solo();
                Setup::solo(
                    Solo {
                        opponent,
                        difficulty,
                    },
                    self.seed,
                )
            }
            None => {
                if difficulty != Difficulty::default() {
                    return Err("difficulty flags are for solo games".into());
                }
                Setup::new(self.players, self.seed)
            }
        };
        setup.modules = modules;
        setup.edition = match self.edition.to_ascii_lowercase().as_str() {
            "classic" | "deluxe" => Edition::Classic,
            "essential" => Edition::Essential,
            other => return Err(format!("unknown edition '{other}' (classic or essential)")),
        };
        // The engine's one check of a setup (e.g. the lazy Paschabot has no
        // difficulty adjustments).
        setup.check().map_err(|e| e.to_string())?;
        Ok(setup)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_make_setups() {
        let o = Options {
            players: 3,
            modules: "camel-race, nomads".into(),
            ..Options::default()
        };
        let s = o.setup().unwrap();
        assert_eq!(s.players, 3);
        assert!(s.modules.camel_race && s.modules.nomads && !s.modules.imam_sultan);
        let solo = Options {
            solo: "paschabot".into(),
            modules: "all".into(),
            difficulty: "harder-storage-keshis".into(),
            ..Options::default()
        };
        let s = solo.setup().unwrap();
        assert_eq!(s.modules, Modules::ALL.for_solo());
        assert!(s.solo.unwrap().difficulty.storage_keshis);
        assert!(marrakesh_engine::Game::new(s).is_ok());
        for bad in [
            Options {
                modules: "dragons".into(),
                ..Options::default()
            },
            Options {
                edition: "gold".into(),
                ..Options::default()
            },
            Options {
                difficulty: "easier-no-extra-tiles".into(),
                ..Options::default()
            },
            Options {
                solo: "lazy".into(),
                difficulty: "harder-storage-keshis".into(),
                ..Options::default()
            },
            Options {
                solo: "paschabot".into(),
                players: 3,
                ..Options::default()
            },
            Options {
                modules: "all,all".into(),
                ..Options::default()
            },
            Options {
                modules: "".into(),
                ..Options::default()
            },
            Options {
                modules: "nomads, camel-race, nomads".into(),
                ..Options::default()
            },
            Options {
                modules: "none,nomads".into(),
                ..Options::default()
            },
        ] {
            assert!(bad.setup().is_err(), "{bad:?}");
        }
    }
}
