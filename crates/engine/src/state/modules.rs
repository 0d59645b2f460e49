//! The module options of a game: which of the base box's five modules
//! (002/000 "Expansion modules") and the expansion box's (003) are in play.

use serde::{Deserialize, Serialize};

use crate::types::Edition;

/// Module 1: how the staircase tiles are laid out.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "mode", deny_unknown_fields)]
pub enum StaircaseTiles {
    /// "draw one after the other with a random side up and place on a bonus
    /// space ... starting with the space on the bottom left".
    Random,
    /// "If all players agree, staircase tiles may be selected (which tile
    /// and which side up)": tile id and side (0 or 1) for each of the 12
    /// coverable spaces, bottom left first.
    Chosen { tiles: [(u8, u8); 12] },
}

/// Module 3: which exchange offices are used.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ExchangeOffices {
    /// Mixed with the base offices (Classic: 12 tiles, 3 drawn; Essential: 6
    /// double-sided tiles, a random side up).
    Mixed,
    /// "If all players agree, they may use these new exchange offices only."
    NewOnly,
}

/// Special buildings: the side every player uses (003 "Alle Spieler
/// müssen die gleiche Seite benutzen").
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BuildingSide {
    /// Starting keshi, resources and a yellow scroll, and a special ability.
    Front,
    /// Starting keshi, resources and a yellow scroll only.
    Back,
}

/// The modules in play.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Modules {
    /// Module 1: staircase tiles.
    pub staircase_tiles: Option<StaircaseTiles>,
    /// Module 2: imam & sultan.
    pub imam_sultan: bool,
    /// Module 3: additional exchange offices.
    pub exchange_offices: Option<ExchangeOffices>,
    /// Module 4: the purple side of the audience discs.
    pub spectators: bool,
    /// Module 5: desert towns.
    pub desert_towns: bool,
    /// Expansion box: new luxury goods (hunting falcons, racing saddles).
    #[serde(skip_serializing_if = "is_false")]
    pub new_luxury_goods: bool,
    /// Expansion box: new oases (31–36, each with the module it needs).
    #[serde(skip_serializing_if = "is_false")]
    pub new_oases: bool,
    /// Expansion box: the camel race (003 "Das Kamelrennen").
    #[serde(skip_serializing_if = "is_false")]
    pub camel_race: bool,
    /// Expansion box: the nomads (003 "Die Nomaden").
    #[serde(skip_serializing_if = "is_false")]
    pub nomads: bool,
    /// Expansion box: the special buildings, one side for all (003 "Die
    /// Spezialgebäude").
    #[serde(skip_serializing_if = "Option::is_none")]
    pub special_buildings: Option<BuildingSide>,
    /// Expansion box: new provision tiles (6 moderate, 6 hard; 003 "Neue
    /// Versorgungs-Plättchen").
    #[serde(skip_serializing_if = "is_false")]
    pub new_provisions: bool,
}

/// Expansion modules are left out of a game file that does not use them,
/// so files written before the expansion box read and write the same.
fn is_false(b: &bool) -> bool {
    !*b
}

impl Modules {
    /// No module in play (the base game).
    pub fn is_none(&self) -> bool {
        *self == Modules::default()
    }

    /// The five modules of the base box, tiles and offices drawn at random.
    pub const BASE_BOX: Modules = Modules {
        staircase_tiles: Some(StaircaseTiles::Random),
        imam_sultan: true,
        exchange_offices: Some(ExchangeOffices::Mixed),
        spectators: true,
        desert_towns: true,
        new_luxury_goods: false,
        new_oases: false,
        camel_race: false,
        nomads: false,
        special_buildings: None,
        new_provisions: false,
    };

    /// Every module of both boxes (the base box's five and the expansion
    /// box's six), tiles and offices drawn at random, the special buildings'
    /// front side. A solo game takes [`Modules::for_solo`] of it.
    pub const ALL: Modules = Modules {
        staircase_tiles: Some(StaircaseTiles::Random),
        imam_sultan: true,
        exchange_offices: Some(ExchangeOffices::Mixed),
        spectators: true,
        desert_towns: true,
        new_luxury_goods: true,
        new_oases: true,
        camel_race: true,
        nomads: true,
        special_buildings: Some(BuildingSide::Front),
        new_provisions: true,
    };

    /// These modules as a solo game plays them: 003 Paschabot,
    /// "Erweiterung: Spezialgebäude": "Benutze nur die Rückseite der
    /// Gebäude", so special buildings turn to their back side (a solo setup
    /// with the front side is refused, `SetupError::SoloBuildingsFront`).
    /// Every other module is played as chosen.
    pub const fn for_solo(self) -> Modules {
        let mut m = self;
        if m.special_buildings.is_some() {
            m.special_buildings = Some(BuildingSide::Back);
        }
        m
    }

    /// The 32 on/off combinations of the base box's modules (random tiles,
    /// mixed offices).
    pub fn combinations() -> impl Iterator<Item = Modules> {
        (0u8..32).map(|m| Modules {
            staircase_tiles: (m & 1 != 0).then_some(StaircaseTiles::Random),
            imam_sultan: m & 2 != 0,
            exchange_offices: (m & 4 != 0).then_some(ExchangeOffices::Mixed),
            spectators: m & 8 != 0,
            desert_towns: m & 16 != 0,
            ..Modules::default()
        })
    }
}

impl Modules {
    /// The modules by name, in the rulebooks' order (the base box's five,
    /// then the expansion box's six): the one list the command line, the
    /// server, the Python package and the page use.
    pub const NAMES: [&'static str; 11] = [
        "staircase-tiles",
        "imam-sultan",
        "exchange-offices",
        "spectators",
        "desert-towns",
        "new-luxury-goods",
        "new-oases",
        "camel-race",
        "nomads",
        "special-buildings",
        "new-provisions",
    ];

    /// Whether each module of [`Modules::NAMES`] is in play, in that order.
    pub fn in_play(&self) -> [bool; 11] {
        [
            self.staircase_tiles.is_some(),
            self.imam_sultan,
            self.exchange_offices.is_some(),
            self.spectators,
            self.desert_towns,
            self.new_luxury_goods,
            self.new_oases,
            self.camel_race,
            self.nomads,
            self.special_buildings.is_some(),
            self.new_provisions,
        ]
    }

    /// The names of the modules in play, in the order of [`Modules::NAMES`].
    pub fn names(&self) -> Vec<&'static str> {
        Self::NAMES
            .iter()
            .zip(self.in_play())
            .filter_map(|(n, on)| on.then_some(*n))
            .collect()
    }

    /// Turns on the module with this name (case, `_` and `-` do not matter)
    /// in its usual variant (tiles drawn, offices mixed, buildings' front
    /// side); a module already on keeps its variant.
    pub fn switch_on(&mut self, name: &str) -> Result<(), ModulesError> {
        let word = name.trim().to_ascii_lowercase().replace('_', "-");
        match Self::NAMES.iter().position(|n| *n == word) {
            Some(0) => {
                self.staircase_tiles.get_or_insert(StaircaseTiles::Random);
            }
            Some(1) => self.imam_sultan = true,
            Some(2) => {
                self.exchange_offices.get_or_insert(ExchangeOffices::Mixed);
            }
            Some(3) => self.spectators = true,
            Some(4) => self.desert_towns = true,
            Some(5) => self.new_luxury_goods = true,
            Some(6) => self.new_oases = true,
            Some(7) => self.camel_race = true,
            Some(8) => self.nomads = true,
            Some(9) => {
                self.special_buildings.get_or_insert(BuildingSide::Front);
            }
            Some(10) => self.new_provisions = true,
            _ => return Err(ModulesError::Unknown(name.trim().to_string())),
        }
        Ok(())
    }
}

/// How a display lies: `K` stacks with their tops revealed, or one stack
/// with `K` revealed next to it (R1: each edition its own).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Layout {
    Stacks,
    OneStack,
}

impl Modules {
    /// How the scrolls lie: Classic "stack the scrolls of each type facedown
    /// in 3 stacks"; Essential one stack per type, but stacks too with the
    /// camel race (003 "Dann werden von jeder Farbe 3 möglichst gleich hohe
    /// verdeckte Stapel gebildet und jeweils das oberste Plättchen
    /// aufgedeckt") or the special buildings ("in je 3 möglichst gleich hohe
    /// Stapel aufgeteilt").
    pub(crate) fn scroll_layout(&self, edition: Edition) -> Layout {
        if edition == Edition::Classic || self.camel_race || self.special_buildings.is_some() {
            Layout::Stacks
        } else {
            Layout::OneStack
        }
    }

    /// How the luxury goods lie: Classic "in 5 stacks of equal size";
    /// Essential one stack, but 5 stacks with the new luxury goods ("alle
    /// Luxuswaren in 5 gleich hohe, verdeckte Stapel") or the camel race
    /// ("Die Luxusgüter werden gemischt und auf 5 möglichst gleichhohe
    /// Stapel verteilt").
    pub(crate) fn luxury_layout(&self, edition: Edition) -> Layout {
        if edition == Edition::Classic || self.new_luxury_goods || self.camel_race {
            Layout::Stacks
        } else {
            Layout::OneStack
        }
    }
}

/// A list of module names that names no modules.
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum ModulesError {
    /// A word that is no module's name.
    Unknown(String),
    /// `none` together with modules.
    NoneWithModules,
}

impl std::fmt::Display for ModulesError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ModulesError::Unknown(w) => write!(
                f,
                "unknown module '{w}' (use {}, all or none)",
                Modules::NAMES.join(", ")
            ),
            ModulesError::NoneWithModules => write!(f, "'none' cannot be combined with modules"),
        }
    }
}

impl std::error::Error for ModulesError {}

impl std::str::FromStr for Modules {
    type Err = ModulesError;

    /// A list of module names ([`Modules::NAMES`]) separated by commas or
    /// spaces, or `all` ([`Modules::ALL`]) or `none`; case, `_` and `-` do
    /// not matter.
    fn from_str(list: &str) -> Result<Modules, ModulesError> {
        let mut m = Modules::default();
        let mut none = false;
        for word in list
            .split([',', ' '])
            .map(str::trim)
            .filter(|w| !w.is_empty())
        {
            match word.to_ascii_lowercase().as_str() {
                "all" => m = Modules::ALL,
                "none" => none = true,
                _ => m.switch_on(word)?,
            }
        }
        if none && !m.is_none() {
            return Err(ModulesError::NoneWithModules);
        }
        Ok(m)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_parse_back() {
        assert_eq!("all".parse(), Ok(Modules::ALL));
        assert_eq!("none".parse(), Ok(Modules::default()));
        assert_eq!("".parse(), Ok(Modules::default()));
        assert_eq!(Modules::NAMES.join(",").parse(), Ok(Modules::ALL));
        assert_eq!(Modules::ALL.names(), Modules::NAMES);
        let m: Modules = "desert-towns, Imam_Sultan camel-race".parse().unwrap();
        assert!(m.desert_towns && m.imam_sultan && m.camel_race);
        assert!(!m.spectators && m.staircase_tiles.is_none());
        assert_eq!(
            "spectators,bazaar".parse::<Modules>(),
            Err(ModulesError::Unknown("bazaar".into()))
        );
        assert_eq!(
            "none,spectators".parse::<Modules>(),
            Err(ModulesError::NoneWithModules)
        );
        for m in Modules::combinations() {
            assert_eq!(m.names().join(",").parse(), Ok(m));
        }
    }
}
