//! Strict JSON for what people and scripts write: an object that names a
//! key twice, or a key the type does not have, is refused. serde takes the
//! last of two equal keys, and lets an unknown key through where a type
//! cannot deny it (a variant without fields of a tagged enum, a payload
//! inside an action).

use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Value};
use std::fmt;

/// Parses `text` as JSON, refusing an object with a key twice.
pub fn parse_strict_json(text: &str) -> Result<Value, serde_json::Error> {
    serde_json::from_str::<Strict>(text).map(|s| s.0)
}

/// The first key of `given` (searched depth first) that `known`, the same
/// value as its type writes it back, lacks: its path, e.g.
/// `spot.extra`. Arrays are compared element by element.
pub fn unknown_field(given: &Value, known: &Value) -> Option<String> {
    match (given, known) {
        (Value::Object(g), Value::Object(k)) => g.iter().find_map(|(key, x)| match k.get(key) {
            None => Some(key.clone()),
            Some(y) => unknown_field(x, y).map(|deeper| format!("{key}.{deeper}")),
        }),
        (Value::Array(g), Value::Array(k)) => g
            .iter()
            .zip(k)
            .enumerate()
            .find_map(|(i, (x, y))| unknown_field(x, y).map(|deeper| format!("{i}.{deeper}"))),
        _ => None,
    }
}

/// A JSON value whose objects have no key twice.
struct Strict(Value);

impl<'de> Deserialize<'de> for Strict {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Strict, D::Error> {
        d.deserialize_any(StrictVisitor).map(Strict)
    }
}

struct StrictVisitor;

impl<'de> Visitor<'de> for StrictVisitor {
    type Value = Value;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_bool<E>(self, b: bool) -> Result<Value, E> {
        Ok(Value::Bool(b))
    }

    fn visit_i64<E>(self, n: i64) -> Result<Value, E> {
        Ok(Value::from(n))
    }

    fn visit_u64<E>(self, n: u64) -> Result<Value, E> {
        Ok(Value::from(n))
    }

    fn visit_f64<E>(self, n: f64) -> Result<Value, E> {
        Ok(Value::from(n))
    }

    fn visit_str<E: de::Error>(self, s: &str) -> Result<Value, E> {
        Ok(Value::String(s.to_string()))
    }

    fn visit_string<E>(self, s: String) -> Result<Value, E> {
        Ok(Value::String(s))
    }

    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_none<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Value, D::Error> {
        d.deserialize_any(StrictVisitor)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut v = Vec::new();
        while let Some(Strict(x)) = seq.next_element()? {
            v.push(x);
        }
        Ok(Value::Array(v))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let mut m = Map::new();
        while let Some(key) = map.next_key::<String>()? {
            if m.contains_key(&key) {
                return Err(de::Error::custom(format_args!("duplicate key `{key}`")));
            }
            let Strict(x) = map.next_value()?;
            m.insert(key, x);
        }
        Ok(Value::Object(m))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn keys_twice_are_refused_at_any_depth() {
        assert!(parse_strict_json(r#"{"a":1,"b":[{"c":2}]}"#).is_ok());
        for bad in [r#"{"a":1,"a":1}"#, r#"{"b":[{"c":2,"c":3}]}"#] {
            let e = parse_strict_json(bad).unwrap_err().to_string();
            assert!(e.contains("duplicate key"), "{e}");
        }
    }

    #[test]
    fn unknown_fields_are_found_at_any_depth() {
        let known = json!({"a": 1, "b": [{"c": 2}]});
        assert_eq!(unknown_field(&json!({"a": 1}), &known), None);
        assert_eq!(
            unknown_field(&json!({"b": [{"c": 2, "d": 3}]}), &known),
            Some("b.0.d".into())
        );
        assert_eq!(unknown_field(&json!({"x": 1}), &known), Some("x".into()));
    }
}
