//! DELTACLE / デルタクル. Invariant ids D1–D10 are those of `shared/rules/deltacle.toml`;
//! the decisions behind them are in the README's rules notes. The table is read once into
//! DELTACLE's terms (`read`), then checked (`checks`, D1–D9) and scored (`score`, D10) by
//! pure functions of it.

pub mod breach;
pub mod checks;
pub mod read;
pub mod score;
pub mod table;
#[cfg(test)]
mod tests;
