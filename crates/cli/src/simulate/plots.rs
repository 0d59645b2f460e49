//! The report's plots, drawn with `plotters` into SVG text (no fonts are
//! read: the SVG names a sans-serif font and the browser draws the text).

use plotters::coord::ranged1d::SegmentValue;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use std::collections::BTreeMap;

/// Series colours (Tableau 10, then darker and lighter variants).
pub const COLORS: [RGBColor; 20] = [
    RGBColor(31, 119, 180),
    RGBColor(255, 127, 14),
    RGBColor(44, 160, 44),
    RGBColor(214, 39, 40),
    RGBColor(148, 103, 189),
    RGBColor(140, 86, 75),
    RGBColor(227, 119, 194),
    RGBColor(127, 127, 127),
    RGBColor(188, 189, 34),
    RGBColor(23, 190, 207),
    RGBColor(174, 199, 232),
    RGBColor(255, 187, 120),
    RGBColor(152, 223, 138),
    RGBColor(255, 152, 150),
    RGBColor(197, 176, 213),
    RGBColor(196, 156, 148),
    RGBColor(247, 182, 210),
    RGBColor(199, 199, 199),
    RGBColor(219, 219, 141),
    RGBColor(158, 218, 229),
];

pub fn color(i: usize) -> RGBColor {
    COLORS[i % COLORS.len()]
}

/// `#1f77b4`, for HTML legends.
pub fn hex(c: RGBColor) -> String {
    format!("#{:02x}{:02x}{:02x}", c.0, c.1, c.2)
}

type Result<T> = std::result::Result<T, String>;

fn err<E: std::fmt::Debug>(e: E) -> String {
    format!("drawing a plot failed: {e:?}")
}

const FONT: &str = "sans-serif";

/// Rounds a range outwards to multiples of `step`, with some room.
fn nice(lo: f64, hi: f64, step: f64) -> (f64, f64) {
    let (lo, hi) = if hi - lo < step {
        (lo - step, hi + step)
    } else {
        (lo, hi)
    };
    ((lo / step).floor() * step, (hi / step).ceil() * step)
}

/// The rows (or columns) `0..n` of a segmented axis: plotters' discrete
/// integer ranges include their end.
fn seg(n: usize) -> std::ops::Range<usize> {
    0..n.max(1) - 1
}

/// Row `i` of `n` drawn from the top: plotters' y axis grows upwards.
fn top(i: usize, n: usize) -> usize {
    n - 1 - i
}

/// The edge of a segmented axis before segment `k` of `n` (the end after
/// the last).
fn edge(k: usize, n: usize) -> SegmentValue<usize> {
    if k >= n {
        SegmentValue::Last
    } else {
        SegmentValue::Exact(k)
    }
}

/// The label of a segmented axis' value.
fn seg_label(labels: &[String], v: &SegmentValue<usize>) -> String {
    match v {
        SegmentValue::CenterOf(i) => labels.get(*i).cloned().unwrap_or_default(),
        _ => String::new(),
    }
}

/// Widest label in pixels, roughly (7 px a character at 13 px).
fn label_px(labels: &[String]) -> u32 {
    labels
        .iter()
        .map(|l| l.chars().count() as u32 * 7 + 12)
        .max()
        .unwrap_or(40)
        .max(40)
}

/// One row of a forest plot: an estimate with its interval, and an
/// optional second marker (a reference value, e.g. the opponents' mean).
#[derive(Clone, Debug)]
pub struct ForestRow {
    pub label: String,
    pub value: f64,
    pub lo: f64,
    pub hi: f64,
    pub marker: Option<f64>,
}

/// Estimates (dots) with their 95% intervals (bars), one row each
/// (`percent`: values are rates in 0..=1, shown as percentages), and the
/// rows' markers as triangles. The caller's caption explains them.
pub fn forest(title: &str, x_desc: &str, rows: &[ForestRow], percent: bool) -> Result<String> {
    let labels: Vec<String> = rows.iter().map(|r| r.label.clone()).collect();
    let scale = if percent { 100.0 } else { 1.0 };
    let mut lo = f64::MAX;
    let mut hi = f64::MIN;
    for r in rows {
        for v in [Some(r.lo), Some(r.hi), Some(r.value), r.marker]
            .into_iter()
            .flatten()
        {
            lo = lo.min(v * scale);
            hi = hi.max(v * scale);
        }
    }
    if rows.is_empty() {
        (lo, hi) = (0.0, 1.0);
    }
    let (lo, hi) = if percent {
        (0.0, 100.0)
    } else {
        nice(lo, hi, 10.0)
    };
    let h = 70 + 26 * rows.len().max(1) as u32 + 40;
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (900, h)).into_drawing_area();
        root.fill(&WHITE).map_err(err)?;
        let mut chart = ChartBuilder::on(&root)
            .caption(title, (FONT, 18))
            .margin(12)
            .x_label_area_size(40)
            .y_label_area_size(label_px(&labels))
            .build_cartesian_2d(lo..hi, seg(rows.len()).into_segmented())
            .map_err(err)?;
        let n = rows.len();
        let labels: Vec<String> = labels.iter().rev().cloned().collect();
        chart
            .configure_mesh()
            .disable_y_mesh()
            .x_desc(x_desc)
            .x_label_formatter(&|v| {
                if percent {
                    format!("{v:.0}%")
                } else {
                    format!("{v:.0}")
                }
            })
            .y_labels(rows.len().max(1))
            .y_label_formatter(&|v| seg_label(&labels, v))
            .label_style((FONT, 13))
            .draw()
            .map_err(err)?;
        let blue = color(0);
        chart
            .draw_series(rows.iter().enumerate().map(|(i, r)| {
                PathElement::new(
                    vec![
                        (r.lo * scale, SegmentValue::CenterOf(top(i, n))),
                        (r.hi * scale, SegmentValue::CenterOf(top(i, n))),
                    ],
                    blue.stroke_width(3),
                )
            }))
            .map_err(err)?;
        chart
            .draw_series(rows.iter().enumerate().map(|(i, r)| {
                Circle::new(
                    (r.value * scale, SegmentValue::CenterOf(top(i, n))),
                    5,
                    blue.filled(),
                )
            }))
            .map_err(err)?;
        let orange = color(1);
        if rows.iter().any(|r| r.marker.is_some()) {
            chart
                .draw_series(rows.iter().enumerate().filter_map(|(i, r)| {
                    r.marker.map(|m| {
                        TriangleMarker::new(
                            (m * scale, SegmentValue::CenterOf(top(i, n))),
                            6,
                            orange.filled(),
                        )
                    })
                }))
                .map_err(err)?;
        }
        root.present().map_err(err)?;
    }
    Ok(svg)
}

/// Score distributions as frequency polygons: per series, the share of
/// its games in each bin of `bin` points.
pub fn histograms(
    title: &str,
    series: &[(String, &BTreeMap<i16, u64>)],
    bin: i16,
) -> Result<String> {
    let bin = bin.max(1);
    let floor = |s: i16| (s as i32).div_euclid(bin as i32) * bin as i32;
    let mut lo = i32::MAX;
    let mut hi = i32::MIN;
    let mut polys: Vec<Vec<(f64, f64)>> = Vec::new();
    let mut top = 0.0f64;
    for (_, h) in series {
        let total: u64 = h.values().sum();
        let mut bins: BTreeMap<i32, u64> = BTreeMap::new();
        for (s, n) in h.iter() {
            *bins.entry(floor(*s)).or_default() += n;
        }
        if let (Some(a), Some(b)) = (bins.keys().next(), bins.keys().last()) {
            lo = lo.min(*a - bin as i32);
            hi = hi.max(*b + 2 * bin as i32);
        }
        let poly: Vec<(f64, f64)> = bins
            .iter()
            .map(|(b, n)| {
                (
                    *b as f64 + bin as f64 / 2.0,
                    100.0 * *n as f64 / total.max(1) as f64,
                )
            })
            .collect();
        top = poly.iter().map(|p| p.1).fold(top, f64::max);
        polys.push(poly);
    }
    if lo > hi {
        (lo, hi) = (0, 100);
    }
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (900, 380)).into_drawing_area();
        root.fill(&WHITE).map_err(err)?;
        let mut chart = ChartBuilder::on(&root)
            .caption(title, (FONT, 18))
            .margin(12)
            .x_label_area_size(40)
            .y_label_area_size(56)
            .build_cartesian_2d(lo as f64..hi as f64, 0.0..(top * 1.15).max(1.0))
            .map_err(err)?;
        chart
            .configure_mesh()
            .x_desc(format!("final score ({bin}-point bins)"))
            .x_label_formatter(&|v| format!("{v:.0}"))
            .y_desc("share of games")
            .y_label_formatter(&|v| format!("{v:.0}%"))
            .label_style((FONT, 13))
            .draw()
            .map_err(err)?;
        for (i, ((label, _), poly)) in series.iter().zip(polys).enumerate() {
            let c = color(i);
            // Closed at both ends on the axis.
            let mut pts = Vec::with_capacity(poly.len() + 2);
            if let (Some(f), Some(l)) = (poly.first(), poly.last()) {
                pts.push((f.0 - bin as f64, 0.0));
                pts.extend(poly.iter().copied());
                pts.push((l.0 + bin as f64, 0.0));
            }
            chart
                .draw_series(
                    AreaSeries::new(pts.clone(), 0.0, c.mix(0.12)).border_style(c.stroke_width(2)),
                )
                .map_err(err)?
                .label(label.clone())
                .legend(move |(x, y)| Rectangle::new([(x, y - 5), (x + 16, y + 5)], c.filled()));
        }
        chart
            .configure_series_labels()
            .position(SeriesLabelPosition::UpperLeft)
            .background_style(WHITE.mix(0.85))
            .border_style(BLACK.mix(0.3))
            .label_font((FONT, 12))
            .draw()
            .map_err(err)?;
        root.present().map_err(err)?;
    }
    Ok(svg)
}

/// Horizontal box plots (quartiles, whiskers at 1.5 IQR) of score lists.
pub fn boxplots(title: &str, rows: &[(String, Vec<f64>)]) -> Result<String> {
    let labels: Vec<String> = rows
        .iter()
        .map(|(l, v)| format!("{l} ({})", v.len()))
        .collect();
    let all = rows.iter().flat_map(|(_, v)| v.iter().copied());
    let (lo, hi) = all.fold((f64::MAX, f64::MIN), |(a, b), v| (a.min(v), b.max(v)));
    let (lo, hi) = if lo > hi {
        (0.0, 100.0)
    } else {
        nice(lo, hi, 10.0)
    };
    let h = 70 + 30 * rows.len().max(1) as u32 + 40;
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (900, h)).into_drawing_area();
        root.fill(&WHITE).map_err(err)?;
        let mut chart = ChartBuilder::on(&root)
            .caption(title, (FONT, 18))
            .margin(12)
            .x_label_area_size(40)
            .y_label_area_size(label_px(&labels))
            .build_cartesian_2d(lo as f32..hi as f32, seg(rows.len()).into_segmented())
            .map_err(err)?;
        let n = rows.len();
        let labels: Vec<String> = labels.iter().rev().cloned().collect();
        chart
            .configure_mesh()
            .disable_y_mesh()
            .x_desc("final score")
            .x_label_formatter(&|v| format!("{v:.0}"))
            .y_labels(rows.len().max(1))
            .y_label_formatter(&|v| seg_label(&labels, v))
            .label_style((FONT, 13))
            .draw()
            .map_err(err)?;
        for (i, (_, v)) in rows.iter().enumerate() {
            if v.is_empty() {
                continue;
            }
            let q = Quartiles::new(v);
            let c = color(i % 10);
            chart
                .draw_series(std::iter::once(
                    Boxplot::new_horizontal(SegmentValue::CenterOf(top(i, n)), &q)
                        .width(16)
                        .whisker_width(0.6)
                        .style(c.stroke_width(2)),
                ))
                .map_err(err)?;
        }
        root.present().map_err(err)?;
    }
    Ok(svg)
}

/// Mean points by category as stacked horizontal bars, one bar per row:
/// positive categories to the right of 0, negative ones to the left.
/// `categories` names the stack's parts (colours in that order: the
/// caller draws the legend with [`color`]).
pub fn stacked(title: &str, rows: &[(String, Vec<f64>)], categories: &[String]) -> Result<String> {
    let labels: Vec<String> = rows.iter().map(|(l, _)| l.clone()).collect();
    let (mut lo, mut hi) = (0.0f64, 10.0f64);
    for (_, v) in rows {
        lo = lo.min(v.iter().filter(|x| **x < 0.0).sum());
        hi = hi.max(v.iter().filter(|x| **x > 0.0).sum());
    }
    let (lo, hi) = nice(lo, hi, 10.0);
    let h = 70 + 30 * rows.len().max(1) as u32 + 40;
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (900, h)).into_drawing_area();
        root.fill(&WHITE).map_err(err)?;
        let mut chart = ChartBuilder::on(&root)
            .caption(title, (FONT, 18))
            .margin(12)
            .x_label_area_size(40)
            .y_label_area_size(label_px(&labels))
            .build_cartesian_2d(lo..hi, seg(rows.len()).into_segmented())
            .map_err(err)?;
        let n = rows.len();
        let labels: Vec<String> = labels.iter().rev().cloned().collect();
        chart
            .configure_mesh()
            .disable_y_mesh()
            .x_desc("mean points")
            .x_label_formatter(&|v| format!("{v:.0}"))
            .y_labels(rows.len().max(1))
            .y_label_formatter(&|v| seg_label(&labels, v))
            .label_style((FONT, 13))
            .draw()
            .map_err(err)?;
        for k in 0..categories.len() {
            let c = color(k);
            chart
                .draw_series(rows.iter().enumerate().filter_map(|(i, (_, v))| {
                    let x = *v.get(k)?;
                    if x == 0.0 {
                        return None;
                    }
                    // Start after the parts of the same sign before it.
                    let before: f64 = v[..k].iter().filter(|y| (**y > 0.0) == (x > 0.0)).sum();
                    let (a, b) = (before, before + x);
                    let y = top(i, n);
                    Some(Rectangle::new(
                        [(a.min(b), edge(y, n)), (a.max(b), edge(y + 1, n))],
                        c.filled(),
                    ))
                }))
                .map_err(err)?;
        }
        chart
            .draw_series(std::iter::once(PathElement::new(
                vec![(0.0, SegmentValue::Exact(0)), (0.0, SegmentValue::Last)],
                BLACK.stroke_width(1),
            )))
            .map_err(err)?;
        root.present().map_err(err)?;
    }
    Ok(svg)
}

/// A matrix of rates: `cells[i][j]` is row `i`'s rate against column `j`
/// and its number of games (`None`: never met), coloured from red (0%)
/// through white (50%) to blue (100%).
pub fn matrix(
    title: &str,
    rows: &[String],
    cols: &[String],
    cells: &[Vec<Option<(f64, f64)>>],
) -> Result<String> {
    let cell_h = 44u32;
    let h = 80 + cell_h * rows.len().max(1) as u32 + 70;
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (900, h)).into_drawing_area();
        root.fill(&WHITE).map_err(err)?;
        let mut chart = ChartBuilder::on(&root)
            .caption(title, (FONT, 18))
            .margin(12)
            .x_label_area_size(60)
            .y_label_area_size(label_px(rows))
            .build_cartesian_2d(
                seg(cols.len()).into_segmented(),
                seg(rows.len()).into_segmented(),
            )
            .map_err(err)?;
        let rows_rev: Vec<String> = rows.iter().rev().cloned().collect();
        chart
            .configure_mesh()
            .disable_mesh()
            .x_desc("against")
            .x_labels(cols.len().max(1))
            .y_labels(rows.len().max(1))
            .x_label_formatter(&|v| seg_label(cols, v))
            .y_label_formatter(&|v| seg_label(&rows_rev, v))
            .label_style((FONT, 13))
            .draw()
            .map_err(err)?;
        let n = rows.len();
        let m = cols.len();
        let shade = |p: f64| {
            let t = (p - 0.5) * 2.0;
            let mix = |a: u8, b: f64| (a as f64 + (b - a as f64) * t.abs()) as u8;
            if t >= 0.0 {
                RGBColor(mix(255, 49.0), mix(255, 130.0), mix(255, 189.0))
            } else {
                RGBColor(mix(255, 222.0), mix(255, 45.0), mix(255, 38.0))
            }
        };
        let mut rects = Vec::new();
        let mut texts = Vec::new();
        for (i, row) in cells.iter().enumerate() {
            let y = n - 1 - i;
            for (j, cell) in row.iter().enumerate() {
                let (fill, text, ink) = match cell {
                    Some((p, games)) => (
                        shade(*p),
                        format!("{:.1}% ({games})", 100.0 * p),
                        if (p - 0.5).abs() > 0.3 {
                            &WHITE
                        } else {
                            &BLACK
                        },
                    ),
                    None => (
                        RGBColor(240, 240, 240),
                        if i == j && rows == cols {
                            "–".into()
                        } else {
                            String::new()
                        },
                        &BLACK,
                    ),
                };
                rects.push(Rectangle::new(
                    [(edge(j, m), edge(y, n)), (edge(j + 1, m), edge(y + 1, n))],
                    fill.filled(),
                ));
                rects.push(Rectangle::new(
                    [(edge(j, m), edge(y, n)), (edge(j + 1, m), edge(y + 1, n))],
                    WHITE.stroke_width(2),
                ));
                texts.push(Text::new(
                    text,
                    (SegmentValue::CenterOf(j), SegmentValue::CenterOf(y)),
                    TextStyle::from((FONT, 14).into_font())
                        .color(ink)
                        .pos(Pos::new(HPos::Center, VPos::Center)),
                ));
            }
        }
        chart.draw_series(rects).map_err(err)?;
        chart.draw_series(texts).map_err(err)?;
        root.present().map_err(err)?;
    }
    Ok(svg)
}

/// Lines over labelled x positions (the mean score after each round).
pub fn lines(
    title: &str,
    x_labels: &[String],
    y_desc: &str,
    series: &[(String, Vec<f64>)],
) -> Result<String> {
    let top = series
        .iter()
        .flat_map(|(_, v)| v.iter().copied())
        .fold(10.0f64, f64::max);
    let bottom = series
        .iter()
        .flat_map(|(_, v)| v.iter().copied())
        .fold(0.0f64, f64::min);
    let (lo, hi) = nice(bottom, top, 10.0);
    let n = x_labels.len().max(2);
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (900, 400)).into_drawing_area();
        root.fill(&WHITE).map_err(err)?;
        let mut chart = ChartBuilder::on(&root)
            .caption(title, (FONT, 18))
            .margin(12)
            .x_label_area_size(40)
            .y_label_area_size(56)
            .build_cartesian_2d(-0.3..(n - 1) as f64 + 0.3, lo..hi)
            .map_err(err)?;
        chart
            .configure_mesh()
            .x_labels(n)
            .x_label_formatter(&|v| {
                let i = v.round();
                if (v - i).abs() < 1e-6 && i >= 0.0 {
                    x_labels.get(i as usize).cloned().unwrap_or_default()
                } else {
                    String::new()
                }
            })
            .y_desc(y_desc)
            .y_label_formatter(&|v| format!("{v:.0}"))
            .label_style((FONT, 13))
            .draw()
            .map_err(err)?;
        for (i, (label, v)) in series.iter().enumerate() {
            let c = color(i);
            let pts: Vec<(f64, f64)> = v.iter().enumerate().map(|(k, y)| (k as f64, *y)).collect();
            chart
                .draw_series(LineSeries::new(pts.clone(), c.stroke_width(2)))
                .map_err(err)?
                .label(label.clone())
                .legend(move |(x, y)| {
                    PathElement::new(vec![(x, y), (x + 18, y)], c.stroke_width(2))
                });
            chart
                .draw_series(pts.into_iter().map(|p| Circle::new(p, 3, c.filled())))
                .map_err(err)?;
        }
        chart
            .configure_series_labels()
            .position(SeriesLabelPosition::UpperLeft)
            .background_style(WHITE.mix(0.85))
            .border_style(BLACK.mix(0.3))
            .label_font((FONT, 12))
            .draw()
            .map_err(err)?;
        root.present().map_err(err)?;
    }
    Ok(svg)
}
