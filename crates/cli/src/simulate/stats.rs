//! 95% confidence intervals of the lab: Wilson's score interval for rates
//! (win rates, titles reached) and Student's t interval for mean scores.
//!
//! A shared victory counts 1/k for each of its k winners, so a rate's count
//! may be fractional; Wilson's formula takes the proportion as it is.

/// The standard normal quantile of 0.975: a two-sided 95% interval.
pub const Z95: f64 = 1.959_963_984_540_054;

/// A closed interval `[lo, hi]`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Interval {
    pub lo: f64,
    pub hi: f64,
}

impl Interval {
    /// Half the width: the "±" of the interval.
    pub fn half_width(self) -> f64 {
        (self.hi - self.lo) / 2.0
    }
}

/// Wilson's 95% score interval of `k` successes in `n` trials (`[0, 0]`
/// without trials): `(p + z²/2n ± z·√(p(1−p)/n + z²/4n²)) / (1 + z²/n)`.
pub fn wilson(k: f64, n: f64) -> Interval {
    if n <= 0.0 {
        return Interval { lo: 0.0, hi: 0.0 };
    }
    let p = (k / n).clamp(0.0, 1.0);
    let z2 = Z95 * Z95;
    let d = 1.0 + z2 / n;
    let centre = (p + z2 / (2.0 * n)) / d;
    let half = Z95 * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / d;
    // At 0% and 100% the bound is exact (rounding would leave 1e-18).
    Interval {
        lo: if p == 0.0 {
            0.0
        } else {
            (centre - half).max(0.0)
        },
        hi: if p == 1.0 {
            1.0
        } else {
            (centre + half).min(1.0)
        },
    }
}

/// Student's t 95% interval of a mean from `n` observations with sample
/// standard deviation `sd`: `mean ± t(0.975, n−1) · sd / √n`. With fewer
/// than two observations the interval is the mean itself.
pub fn t_interval(mean: f64, sd: f64, n: u64) -> Interval {
    if n < 2 {
        return Interval { lo: mean, hi: mean };
    }
    let half = t_quantile_975(n - 1) * sd / (n as f64).sqrt();
    Interval {
        lo: mean - half,
        hi: mean + half,
    }
}

/// The 0.975 quantile of Student's t distribution with `df` degrees of
/// freedom (12.706 for 1, 2.262 for 9, tending to 1.960), found by
/// bisection of the distribution function.
pub fn t_quantile_975(df: u64) -> f64 {
    if df == 0 {
        return f64::INFINITY;
    }
    let df = df as f64;
    let (mut lo, mut hi) = (0.0f64, 100.0f64);
    // Past 100 only df = 1 and 2 could go, and they do not (12.7, 4.3).
    for _ in 0..200 {
        let mid = (lo + hi) / 2.0;
        if t_cdf(mid, df) < 0.975 {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    (lo + hi) / 2.0
}

/// P(T ≤ t) for t ≥ 0: `1 − I_x(df/2, 1/2) / 2` with `x = df / (df + t²)`.
fn t_cdf(t: f64, df: f64) -> f64 {
    let x = df / (df + t * t);
    1.0 - 0.5 * inc_beta(x, df / 2.0, 0.5)
}

/// The regularized incomplete beta function `I_x(a, b)` (continued
/// fraction, modified Lentz).
fn inc_beta(x: f64, a: f64, b: f64) -> f64 {
    if x <= 0.0 {
        return 0.0;
    }
    if x >= 1.0 {
        return 1.0;
    }
    let front =
        (ln_gamma(a + b) - ln_gamma(a) - ln_gamma(b) + a * x.ln() + b * (1.0 - x).ln()).exp();
    if x < (a + 1.0) / (a + b + 2.0) {
        front * beta_cf(x, a, b) / a
    } else {
        1.0 - front * beta_cf(1.0 - x, b, a) / b
    }
}

fn beta_cf(x: f64, a: f64, b: f64) -> f64 {
    const TINY: f64 = 1e-300;
    let mut c = 1.0;
    let mut d = 1.0 - (a + b) * x / (a + 1.0);
    if d.abs() < TINY {
        d = TINY;
    }
    d = 1.0 / d;
    let mut h = d;
    for m in 1..500 {
        let m = m as f64;
        let m2 = 2.0 * m;
        let aa = m * (b - m) * x / ((a + m2 - 1.0) * (a + m2));
        for (step, coef) in [
            (0, aa),
            (1, -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1.0))),
        ] {
            d = 1.0 + coef * d;
            if d.abs() < TINY {
                d = TINY;
            }
            c = 1.0 + coef / c;
            if c.abs() < TINY {
                c = TINY;
            }
            d = 1.0 / d;
            let del = d * c;
            h *= del;
            if step == 1 && (del - 1.0).abs() < 1e-15 {
                return h;
            }
        }
    }
    h
}

/// ln Γ(x) for x > 0 (Lanczos, g = 7, nine coefficients).
fn ln_gamma(x: f64) -> f64 {
    const G: [f64; 9] = [
        0.999_999_999_999_809_9,
        676.520_368_121_885_1,
        -1_259.139_216_722_402_8,
        771.323_428_777_653_1,
        -176.615_029_162_140_6,
        12.507_343_278_686_905,
        -0.138_571_095_265_720_12,
        9.984_369_578_019_572e-6,
        1.505_632_735_149_311_6e-7,
    ];
    if x < 0.5 {
        // Reflection: Γ(x)Γ(1−x) = π / sin(πx).
        return (std::f64::consts::PI / (std::f64::consts::PI * x).sin()).ln() - ln_gamma(1.0 - x);
    }
    let x = x - 1.0;
    let mut a = G[0];
    let t = x + 7.5;
    for (i, g) in G.iter().enumerate().skip(1) {
        a += g / (x + i as f64);
    }
    0.5 * (2.0 * std::f64::consts::PI).ln() + (x + 0.5) * t.ln() - t + a.ln()
}

/// The (n, mean, sd) of the union of groups given as (n, mean, sd): how
/// chunks of a run pool into one sample.
pub fn pool(parts: &[(u64, f64, f64)]) -> (u64, f64, f64) {
    let n: u64 = parts.iter().map(|p| p.0).sum();
    if n == 0 {
        return (0, 0.0, 0.0);
    }
    let mean = parts.iter().map(|p| p.0 as f64 * p.1).sum::<f64>() / n as f64;
    let ss: f64 = parts
        .iter()
        .map(|(k, m, sd)| (*k as f64 - 1.0).max(0.0) * sd * sd + *k as f64 * (m - mean).powi(2))
        .sum();
    let sd = if n > 1 {
        (ss / (n as f64 - 1.0)).sqrt()
    } else {
        0.0
    };
    (n, mean, sd)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn t_quantiles_match_the_tables() {
        // Printed t tables, two-sided 95%.
        for (df, t) in [
            (1, 12.706),
            (2, 4.303),
            (7, 2.365),
            (9, 2.262),
            (29, 2.045),
            (120, 1.980),
        ] {
            assert!(
                (t_quantile_975(df) - t).abs() < 5e-4,
                "df {df}: {}",
                t_quantile_975(df)
            );
        }
        assert!((t_quantile_975(1_000_000) - Z95).abs() < 1e-5);
    }

    #[test]
    fn wilson_and_t_intervals_by_hand() {
        // 160 wins of 180: p = 0.8889, z²/n = 0.02134; centre
        // (0.8889 + 0.01067) / 1.02134 = 0.88076, half-width
        // 1.96 · √(0.000548697 + 0.0000296) / 1.02134 = 0.04615.
        let w = wilson(160.0, 180.0);
        assert!(
            (w.lo - 0.834_613).abs() < 1e-5 && (w.hi - 0.926_912).abs() < 1e-5,
            "{w:?}"
        );
        // No win in 56 games: from 0 to z² / (n + z²) = 3.8415 / 59.8415.
        let w = wilson(0.0, 56.0);
        assert!(
            w.lo.abs() < 1e-12 && (w.hi - 3.841_459 / 59.841_459).abs() < 1e-6,
            "{w:?}"
        );
        // 2, 4, 4, 4, 5, 5, 7, 9: mean 5, sd √(32/7) = 2.13809, t(0.975, 7)
        // = 2.36462: 5 ± 2.36462 · 2.13809 / √8 = 5 ± 1.78749.
        let t = t_interval(5.0, (32.0f64 / 7.0).sqrt(), 8);
        assert!(
            (t.lo - 3.212_51).abs() < 1e-4 && (t.hi - 6.787_49).abs() < 1e-4,
            "{t:?}"
        );
        assert_eq!(t_interval(7.0, 0.0, 1), Interval { lo: 7.0, hi: 7.0 });
    }

    #[test]
    fn pooled_chunks_are_the_whole_sample() {
        let a = [2.0, 4.0, 4.0];
        let b = [4.0, 5.0, 5.0, 7.0, 9.0];
        let stat = |x: &[f64]| {
            let n = x.len() as f64;
            let m = x.iter().sum::<f64>() / n;
            let sd = (x.iter().map(|v| (v - m).powi(2)).sum::<f64>() / (n - 1.0)).sqrt();
            (x.len() as u64, m, sd)
        };
        let (n, m, sd) = pool(&[stat(&a), stat(&b)]);
        assert_eq!(n, 8);
        assert!((m - 5.0).abs() < 1e-12);
        assert!((sd - (32.0f64 / 7.0).sqrt()).abs() < 1e-12);
    }
}
