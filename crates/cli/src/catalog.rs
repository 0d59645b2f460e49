//! `marrakesh catalog [--check FILE]`: the component catalog as a file to
//! edit. `marrakesh catalog > my.toml` writes the embedded one; after
//! editing, `--check` says whether the engine accepts it and which values
//! differ from the embedded catalog; `--catalog my.toml` plays with it.

use crate::gamefile::ChosenCatalog;
use crate::user_text::CliError;
use marrakesh_engine::Catalog;
use serde_json::Value;
use std::path::Path;

/// How many differing values `--check` names.
const DIFFERENCES_SHOWN: usize = 3;

/// `marrakesh catalog --check FILE`: one line naming the file, its
/// components and how it differs from the embedded catalog.
pub fn check(path: &Path) -> Result<String, CliError> {
    let chosen = ChosenCatalog::read(path)?;
    let c = &chosen.catalog;
    let mut diffs = Vec::new();
    if !std::sync::Arc::ptr_eq(c, &Catalog::embedded()) {
        differences(
            &to_value(&Catalog::embedded())?,
            &to_value(c)?,
            String::new(),
            &mut diffs,
        );
    }
    let same = match diffs.len() {
        0 => "the same values as the embedded catalog".to_string(),
        n => {
            let shown: Vec<&str> = diffs
                .iter()
                .take(DIFFERENCES_SHOWN)
                .map(String::as_str)
                .collect();
            let more = if n > DIFFERENCES_SHOWN {
                format!(" and {} more", n - DIFFERENCES_SHOWN)
            } else {
                String::new()
            };
            format!(
                "{n} value(s) differ from the embedded catalog: {}{more}",
                shown.join(", ")
            )
        }
    };
    Ok(format!(
        "{}: valid catalog ({} scrolls, {} oases, {} luxury goods, {} provision tiles, {} river tile faces, {} exchange offices, {} staircase tiles, {} desert towns, {} Paschabot strategy tiles); {same}\n",
        path.display(),
        c.scrolls.len(),
        c.oases.len(),
        c.luxury_goods.len(),
        c.provision_tiles.len(),
        c.river_tiles.len(),
        c.exchange_offices.len(),
        c.staircase_tiles.len(),
        c.desert_towns.len(),
        c.paschabot.strategy_tiles.len(),
    ))
}

fn to_value(c: &Catalog) -> Result<Value, CliError> {
    serde_json::to_value(c).map_err(|e| {
        CliError::failure(crate::msg!(
            "tui-error-compare-catalogs",
            error = e.to_string()
        ))
    })
}

/// The paths (`rules.start_score.value`, `scrolls[4].cost`) where `b`
/// differs from `a`.
fn differences(a: &Value, b: &Value, path: String, out: &mut Vec<String>) {
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            for (k, va) in x {
                let p = if path.is_empty() {
                    k.clone()
                } else {
                    format!("{path}.{k}")
                };
                match y.get(k) {
                    Some(vb) => differences(va, vb, p, out),
                    None => out.push(p),
                }
            }
            for k in y.keys().filter(|k| !x.contains_key(*k)) {
                out.push(if path.is_empty() {
                    k.clone()
                } else {
                    format!("{path}.{k}")
                });
            }
        }
        (Value::Array(x), Value::Array(y)) if x.len() == y.len() => {
            for (i, (va, vb)) in x.iter().zip(y).enumerate() {
                differences(va, vb, format!("{path}[{i}]"), out);
            }
        }
        _ if a != b => out.push(if path.is_empty() {
            "(everything)".into()
        } else {
            path
        }),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn differences_name_their_paths() {
        let a = json!({"rules": {"start_score": {"value": 10, "source": "x"}}, "list": [1, 2], "gone": 1});
        let b = json!({"rules": {"start_score": {"value": 25, "source": "x"}}, "list": [1, 3], "new": 1});
        let mut d = Vec::new();
        differences(&a, &b, String::new(), &mut d);
        d.sort();
        assert_eq!(
            d,
            vec!["gone", "list[1]", "new", "rules.start_score.value"],
            "{d:?}"
        );
        let mut none = Vec::new();
        differences(&a, &a, String::new(), &mut none);
        assert!(none.is_empty());
    }
}
