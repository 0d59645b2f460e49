//! The cube tower (rule R3): a seeded stochastic model with two layers.
//!
//! Rulebook: "The tower is constructed such that some keshis will get stuck,
//! and perhaps some from previous rounds will be dislodged."
//!
//! Model: keshis thrown in together fall through the upper layer, then the
//! intermediate layer (insert B1 or B2). At each layer a falling keshi sticks
//! with probability `stick`; every keshi already stuck on a layer is knocked
//! loose with probability `release` by the throw and falls on (it may stick
//! again on the lower layer). Whatever passes both layers comes out into the
//! tower base. What is inside is hidden from every player. See
//! `docs/tower.md` for the parameters and measured behaviour.

use crate::rng::Rng;
use crate::types::Colour;
use serde::{Deserialize, Serialize};

/// Probabilities of one layer, in thousandths.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Layer {
    /// Chance (‰) that a falling keshi sticks on this layer.
    pub stick: u16,
    /// Chance (‰) that a stuck keshi is knocked loose by a throw.
    pub release: u16,
}

/// The tower's parameters: upper layer and intermediate layer.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TowerModel {
    pub layers: [Layer; 2],
}

/// Which intermediate layer is inserted (or none, for teaching and tests).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum TowerSetting {
    /// "Ebene B1": few keshis are held back; recommended for first games.
    #[default]
    B1,
    /// "Ebene B2": more keshis are held back; more random.
    B2,
    /// No tower: every keshi thrown in comes out.
    NoTower,
    /// Custom probabilities.
    Custom(TowerModel),
}

impl TowerSetting {
    pub const fn model(self) -> TowerModel {
        const UPPER: Layer = Layer {
            stick: 80,
            release: 400,
        };
        match self {
            TowerSetting::B1 => TowerModel {
                layers: [
                    UPPER,
                    Layer {
                        stick: 100,
                        release: 500,
                    },
                ],
            },
            TowerSetting::B2 => TowerModel {
                layers: [
                    UPPER,
                    Layer {
                        stick: 250,
                        release: 400,
                    },
                ],
            },
            TowerSetting::NoTower => TowerModel {
                layers: [Layer {
                    stick: 0,
                    release: 1000,
                }; 2],
            },
            TowerSetting::Custom(m) => m,
        }
    }
}

/// What is stuck in the tower, by layer and colour. Hidden from players.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Tower {
    pub stuck: [[u8; 12]; 2],
}

impl Tower {
    /// Keshis stuck in the tower.
    pub fn stuck_total(&self) -> u32 {
        self.stuck.iter().flatten().map(|&n| n as u32).sum()
    }

    /// Throws `thrown` (counts by colour) in; returns what comes out.
    pub fn throw(&mut self, model: &TowerModel, thrown: [u8; 12], rng: &mut Rng) -> [u8; 12] {
        let mut falling = thrown;
        for (layer, params) in model.layers.iter().enumerate() {
            let stick = params.stick as f64 / 1000.0;
            let release = params.release as f64 / 1000.0;
            // Keshis stuck here may be knocked loose by this throw.
            let mut loosened = [0u8; 12];
            if falling.iter().any(|&n| n > 0) {
                for (l, stuck) in loosened.iter_mut().zip(self.stuck[layer]) {
                    for _ in 0..stuck {
                        if rng.chance(release) {
                            *l += 1;
                        }
                    }
                }
            }
            // The falling keshis may stick here.
            let mut passing = [0u8; 12];
            for (c, n) in falling.iter().enumerate() {
                for _ in 0..*n {
                    if rng.chance(stick) {
                        self.stuck[layer][c] = self.stuck[layer][c].saturating_add(1);
                    } else {
                        passing[c] += 1;
                    }
                }
            }
            for (c, l) in loosened.iter().enumerate() {
                self.stuck[layer][c] -= l;
                passing[c] += l;
            }
            falling = passing;
        }
        falling
    }
}

/// Counts by colour from a list of colours.
pub fn counts(colours: impl IntoIterator<Item = Colour>) -> [u8; 12] {
    let mut v = [0u8; 12];
    for c in colours {
        v[c.index()] += 1;
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(setting: TowerSetting, rounds: usize, per_round: u8) -> (f64, u32) {
        let mut t = Tower::default();
        let mut rng = Rng::new(99);
        let model = setting.model();
        let mut out_total = 0u64;
        let mut thrown = [0u8; 12];
        thrown[0] = per_round;
        for _ in 0..rounds {
            let out = t.throw(&model, thrown, &mut rng);
            out_total += out.iter().map(|&n| n as u64).sum::<u64>();
        }
        (out_total as f64 / rounds as f64, t.stuck_total())
    }

    #[test]
    fn no_tower_passes_everything() {
        let (mean, stuck) = run(TowerSetting::NoTower, 100, 9);
        assert_eq!(mean, 9.0);
        assert_eq!(stuck, 0);
    }

    #[test]
    fn keshis_are_conserved_and_b2_holds_more() {
        let mut t = Tower::default();
        let mut rng = Rng::new(5);
        let model = TowerSetting::B2.model();
        let mut thrown_sum = 0u32;
        let mut out_sum = 0u32;
        for _ in 0..200 {
            let thrown = [1u8; 12];
            thrown_sum += 12;
            let out = t.throw(&model, thrown, &mut rng);
            out_sum += out.iter().map(|&n| n as u32).sum::<u32>();
        }
        assert_eq!(thrown_sum, out_sum + t.stuck_total());
        // In the long run as many come out as go in.
        let (m1, _) = run(TowerSetting::B1, 2000, 12);
        let (m2, _) = run(TowerSetting::B2, 2000, 12);
        assert!((m1 - 12.0).abs() < 0.5 && (m2 - 12.0).abs() < 0.5);
        // B2 holds back more keshis at any time.
        let mut s1 = 0;
        let mut s2 = 0;
        for seed in 0..50 {
            let mut a = Tower::default();
            let mut b = Tower::default();
            let mut r1 = Rng::new(seed);
            let mut r2 = Rng::new(seed);
            for _ in 0..12 {
                a.throw(&TowerSetting::B1.model(), [1; 12], &mut r1);
                b.throw(&TowerSetting::B2.model(), [1; 12], &mut r2);
            }
            s1 += a.stuck_total();
            s2 += b.stuck_total();
        }
        assert!(s2 > s1, "B2 {s2} should hold more than B1 {s1}");
    }
}
