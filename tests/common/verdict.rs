//! What a referee report (`--json`) says of the end, read the same way by every test.

use serde_json::Value;

/// The winners (1-based seats), set only once the game is over.
pub fn winners(v: &Value) -> Vec<u64> {
    seats(&v["winners"])
}

/// The provisional leaders (1-based), set only before the end.
pub fn leaders(v: &Value) -> Vec<u64> {
    assert!(v["leaders"].is_array(), "no leaders in {v:#}");
    seats(&v["leaders"])
}

/// What decided the winners, or orders the leaders; empty while nobody leads.
pub fn decided(v: &Value) -> &str {
    v["decided_by"]["code"].as_str().unwrap_or("")
}

fn seats(list: &Value) -> Vec<u64> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|w| w.as_u64().unwrap())
        .collect()
}

/// Each breach's code, in report order.
pub fn breach_codes(v: &Value) -> Vec<String> {
    breach_list(v)
        .map(|x| x["code"].as_str().unwrap().to_string())
        .collect()
}

/// Each breach as `RULE code` (`W1 aside-count`), in report order.
pub fn breaches(v: &Value) -> Vec<String> {
    breach_list(v)
        .map(|x| {
            let field = |key: &str| x[key].as_str().unwrap();
            format!("{} {}", field("rule"), field("code"))
        })
        .collect()
}

fn breach_list(v: &Value) -> impl Iterator<Item = &Value> {
    v["violations"].as_array().unwrap().iter()
}
