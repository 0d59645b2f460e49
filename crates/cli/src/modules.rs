//! The modules on the command line: `--modules
//! staircase-tiles,imam-sultan,exchange-offices,spectators,desert-towns`
//! for the five of the base box (or their numbers 1-5), `camel-race`, `nomads`,
//! `special-buildings`, `new-provisions` of the
//! expansion box (any subset, or `all` / `none`), `--offices-new-only` (module 3's
//! variant), `--buildings-back` (the special buildings' back side) and `--staircase-tiles T:S,...` (module 1's variant: the tiles
//! chosen instead of drawn).

use crate::msg;
use crate::user_text::Text;
use marrakesh_describe::Lang;
use marrakesh_engine::{BuildingSide, ExchangeOffices, StaircaseTiles};
use marrakesh_engine::{Modules, ModulesError};

/// The modules by their command-line names, in the rulebooks' order (the
/// base box's five, then the expansion box's): the engine's list.
pub const NAMES: [&str; 11] = Modules::NAMES;

/// Parses a `--modules` list: module names (or their numbers 1-5),
/// comma separated, or `all` or `none`. Case and `_`/`-` do not matter.
pub fn parse(list: &str) -> Result<Modules, Text> {
    // The base box's modules by number, as the rulebook numbers them.
    let words: Vec<&str> = list
        .split(',')
        .map(|w| match w.trim().parse::<usize>() {
            Ok(k @ 1..=5) => NAMES[k - 1],
            _ => w,
        })
        .collect();
    words.join(",").parse().map_err(|e| match e {
        ModulesError::Unknown(w) => msg!(
            "tui-error-unknown-module",
            module = w,
            names = NAMES.join(", ")
        ),
        ModulesError::NoneWithModules => msg!("tui-error-modules-none-with", list = list),
        // A refusal added to the engine later: its own words.
        e => msg!("tui-error-modules-list", list = list, error = e.to_string()),
    })
}

/// Parses `--staircase-tiles`: 12 pairs TILE:SIDE (side 0 or 1), one for
/// each coverable line space, bottom left first. The engine checks the
/// tiles (known, not twice).
pub fn parse_tiles(s: &str) -> Result<[(u8, u8); 12], Text> {
    let bad = || msg!("tui-error-staircase-tiles-form", tiles = s);
    let pairs: Vec<(u8, u8)> = s
        .split(',')
        .map(|p| {
            let (t, side) = p.trim().split_once(':')?;
            Some((t.trim().parse().ok()?, side.trim().parse().ok()?))
        })
        .collect::<Option<_>>()
        .ok_or_else(bad)?;
    pairs.try_into().map_err(|_| bad())
}

/// The modules in play as command-line names.
#[cfg(test)]
pub fn names(m: &Modules) -> Vec<&'static str> {
    m.names()
}

/// The modules in words, with their variants: "none", or e.g.
/// "staircase tiles (chosen), desert towns".
pub fn describe(lang: Lang, m: &Modules) -> String {
    let mut ids = Vec::new();
    match m.staircase_tiles {
        Some(StaircaseTiles::Random) => ids.push("tui-module-staircase-tiles"),
        Some(StaircaseTiles::Chosen { .. }) => ids.push("tui-module-staircase-tiles-chosen"),
        None => {}
    }
    if m.imam_sultan {
        ids.push("tui-module-imam-sultan");
    }
    match m.exchange_offices {
        Some(ExchangeOffices::Mixed) => ids.push("tui-module-exchange-offices"),
        Some(ExchangeOffices::NewOnly) => ids.push("tui-module-exchange-offices-new-only"),
        None => {}
    }
    for (on, id) in [
        (m.spectators, "tui-module-spectators"),
        (m.desert_towns, "tui-module-desert-towns"),
        (m.new_luxury_goods, "tui-module-new-luxury-goods"),
        (m.new_oases, "tui-module-new-oases"),
        (m.camel_race, "tui-module-camel-race"),
        (m.nomads, "tui-module-nomads"),
    ] {
        if on {
            ids.push(id);
        }
    }
    match m.special_buildings {
        Some(BuildingSide::Front) => ids.push("tui-module-special-buildings"),
        Some(BuildingSide::Back) => ids.push("tui-module-special-buildings-back"),
        None => {}
    }
    if m.new_provisions {
        ids.push("tui-module-new-provisions");
    }
    if ids.is_empty() {
        return lang.get("tui-modules-none");
    }
    let names: Vec<String> = ids.into_iter().map(|id| lang.get(id)).collect();
    names.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn module_lists_parse() {
        assert_eq!(parse("all").unwrap(), Modules::ALL);
        assert_eq!(parse("none").unwrap(), Modules::default());
        assert_eq!(parse("").unwrap(), Modules::default());
        let m = parse("desert-towns, Imam_Sultan").unwrap();
        assert!(m.desert_towns && m.imam_sultan);
        assert!(!m.spectators && m.staircase_tiles.is_none());
        assert_eq!(
            parse("1,2,3,4,5,new-luxury-goods,new-oases,camel-race,nomads,special-buildings,new-provisions").unwrap(),
            Modules::ALL,
            "the base box by number, the expansion box by name"
        );
        assert_eq!(parse(&NAMES.join(",")).unwrap(), Modules::ALL);
        assert_eq!(names(&Modules::ALL), NAMES, "all is all eleven");
        assert_eq!(
            describe(Lang::En, &parse("special-buildings").unwrap()),
            "special buildings"
        );
        assert!(parse("new-provisions").unwrap().new_provisions);
        assert!(parse("Camel_Race").unwrap().camel_race);
        assert_eq!(
            parse("exchange-offices").unwrap().exchange_offices,
            Some(ExchangeOffices::Mixed)
        );
        let e = parse("spectators,bazaar").unwrap_err();
        assert!(e.to_string().contains("unknown module 'bazaar'"), "{e}");
        assert!(parse("6").is_err());
        assert!(parse("none,spectators")
            .unwrap_err()
            .to_string()
            .contains("none"));
        for m in Modules::combinations() {
            let back = parse(&names(&m).join(",")).unwrap();
            assert_eq!(back, m, "{}", describe(Lang::En, &m));
        }
        assert_eq!(describe(Lang::En, &Modules::default()), "none");
        assert_eq!(
            describe(Lang::En, &Modules::ALL),
            "staircase tiles, imam & sultan, exchange offices, spectators, desert towns, new luxury goods, new oases, camel race, nomads, special buildings, new provision tiles"
        );
    }

    #[test]
    fn chosen_tiles_parse() {
        let s = (1..=12)
            .map(|t| format!("{t}:{}", t % 2))
            .collect::<Vec<_>>()
            .join(",");
        let tiles = parse_tiles(&s).unwrap();
        assert_eq!(tiles[0], (1, 1));
        assert_eq!(tiles[11], (12, 0));
        assert!(parse_tiles("1:0,2:1").is_err());
        assert!(parse_tiles(&s.replace("3:1", "3-1")).is_err());
        assert!(parse_tiles(&s.replace("3:1", "x:1")).is_err());
    }
}
