//! The expansion box's new provision tiles (003 "Neue Versorgungs-Plättchen"):
//! 6 moderate and 6 hard tiles beside the base box's 12.

use super::values::Bonus;
use crate::action::Track;
use serde::{Deserialize, Serialize};

/// Which pile a provision tile is shuffled in: 003 "Alle Versorgungs-Plättchen
/// (Grundspiel und Erweiterung) werden separat gemischt. Jeder Spieler zieht 3
/// Plättchen des Grundspiels sowie jeweils 1 moderates und 1 schwieriges
/// Plättchen."
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ProvisionTier {
    /// The base box's tiles.
    #[default]
    Base,
    /// "Die moderaten Plättchen bringen zu Durchgangsbeginn einen Bonus".
    Moderate,
    /// "Die schwierigen Plättchen bringen permanente Boni".
    Hard,
}

impl ProvisionTier {
    pub const ALL: [ProvisionTier; 3] = [
        ProvisionTier::Base,
        ProvisionTier::Moderate,
        ProvisionTier::Hard,
    ];

    pub fn is_base(&self) -> bool {
        *self == ProvisionTier::Base
    }

    pub fn name(self) -> &'static str {
        match self {
            ProvisionTier::Base => "base",
            ProvisionTier::Moderate => "moderate",
            ProvisionTier::Hard => "hard",
        }
    }
}

/// What a new provision tile gives from its activation on.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ProvisionEffect {
    /// Moderate: a printed bonus at the start of every season (R26).
    SeasonBonus { bonus: Bonus },
    /// Moderate: "Erhalte einen beliebigen 1-Zuschauer-Bonus vom Großen
    /// Platz (dort muss kein Keshi eingesetzt sein)": any field's bonus
    /// `times` times, at the start of every season.
    SeasonFieldBonus { times: u8 },
    /// Moderate: "1 Keshi austauschen", at the start of every season.
    SeasonExchange,
    /// Hard: "Dauerhaft: 1 zusätzlicher Schritt ..., immer dann, wenn sich
    /// der Fischer bewegt" (the courtier, the imam student likewise).
    MoveBonus { track: Track, steps: u8 },
    /// Hard: "Dauerhaft: Jede Luxusware kostet 1 Waren-Keshi weniger."
    LuxuryDiscount { goods: u8 },
    /// Hard: "Zu Beginn jeder Runde: 1 Keshi austauschen."
    RoundExchange,
    /// Hard: "Sofort: Erhalte 1 Nomaden-Keshi und setze ihn sofort ein. Zu
    /// Beginn jedes weiteren Durchgangs: Du darfst 1 Nomaden-Keshi ohne
    /// Bezahlung umsetzen. Nur zusammen mit der NOMADEN-ERWEITERUNG
    /// spielbar."
    Nomad,
}

impl ProvisionEffect {
    /// The tier the effect is printed on.
    pub fn tier(self) -> ProvisionTier {
        match self {
            ProvisionEffect::SeasonBonus { .. }
            | ProvisionEffect::SeasonFieldBonus { .. }
            | ProvisionEffect::SeasonExchange => ProvisionTier::Moderate,
            _ => ProvisionTier::Hard,
        }
    }

    /// A short English description.
    pub fn description(self) -> String {
        match self {
            ProvisionEffect::SeasonBonus { bonus } => {
                format!("each season: {bonus}")
            }
            ProvisionEffect::SeasonFieldBonus { times } => {
                format!("each season: any main-square field's bonus {times}x")
            }
            ProvisionEffect::SeasonExchange => "each season: exchange 1 keshi".into(),
            ProvisionEffect::MoveBonus { track, steps } => {
                let who = match track {
                    Track::River => "the fisherman",
                    Track::Palace => "the courtier",
                    Track::Mosque => "the imam student",
                };
                format!("+{steps} step whenever {who} moves")
            }
            ProvisionEffect::LuxuryDiscount { goods } => {
                format!("luxury goods cost {goods} goods keshi less")
            }
            ProvisionEffect::RoundExchange => "each round: exchange 1 keshi".into(),
            ProvisionEffect::Nomad => {
                "1 nomad now; each further season move 1 nomad free (nomads only)".into()
            }
        }
    }
}
