//! The daily challenge's days: UTC calendar days, counted from
//! 1970-01-01 (a leaf: the players' pages read it too).

/// Milliseconds in a day.
pub const DAY_MS: i64 = 24 * 3600 * 1000;

/// A UTC calendar day, as days since 1970-01-01.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub struct Day(pub i32);

impl Day {
    /// The day of a unix time in milliseconds.
    pub fn of(ms: i64) -> Day {
        Day(ms.div_euclid(DAY_MS) as i32)
    }

    /// When the day ends (unix ms): the replays open then.
    pub fn ends_at(self) -> i64 {
        (i64::from(self.0) + 1) * DAY_MS
    }

    /// `YYYY-MM-DD`, or `None` for what is not a date.
    pub fn parse(s: &str) -> Option<Day> {
        let mut it = s.splitn(3, '-');
        let (y, m, d) = (it.next()?, it.next()?, it.next()?);
        if y.len() != 4 || m.len() != 2 || d.len() != 2 {
            return None;
        }
        let (y, m, d): (i64, u32, u32) = (y.parse().ok()?, m.parse().ok()?, d.parse().ok()?);
        let day = days_from_civil(y, m, d)?;
        (Day(day).to_string() == s).then_some(Day(day))
    }
}

/// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's
/// `days_from_civil`); `None` out of range.
fn days_from_civil(y: i64, m: u32, d: u32) -> Option<i32> {
    if !(1..=12).contains(&m) || !(1..=31).contains(&d) || !(1970..=9999).contains(&y) {
        return None;
    }
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = i64::from((m + 9) % 12);
    let doy = (153 * mp + 2) / 5 + i64::from(d) - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    i32::try_from(era * 146097 + doe - 719468).ok()
}

impl std::fmt::Display for Day {
    /// `YYYY-MM-DD` (H. Hinnant's `civil_from_days`).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let z = i64::from(self.0) + 719468;
        let era = z.div_euclid(146097);
        let doe = z - era * 146097;
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let d = doy - (153 * mp + 2) / 5 + 1;
        let m = if mp < 10 { mp + 3 } else { mp - 9 };
        let y = yoe + era * 400 + i64::from(m <= 2);
        write!(f, "{y:04}-{m:02}-{d:02}")
    }
}
