//! The Scores tab: the score pads and the final scoring.

use super::*;

/// Module 5 at final scoring: ", towns #05=11 #10=0 = 11".
fn final_towns(lang: Lang, v: &View, f: &marrakesh_engine::FinalScore) -> String {
    if !v.modules.desert_towns {
        return String::new();
    }
    let towns: Vec<String> = f
        .towns
        .iter()
        .flatten()
        .map(|(t, pts)| format!("#{t:02}={pts}"))
        .collect();
    format!(
        ", {}",
        tr!(
            lang,
            "tui-scores-towns",
            towns = if towns.is_empty() {
                "-".to_string()
            } else {
                towns.join(" ")
            },
            points = f.town_points
        )
    )
}

/// Score pads side by side.
pub fn scores(c: &Ctx) -> Vec<Row> {
    let v = c.view;
    let lang = c.lang;
    let mut rows = Vec::new();
    let shown: Vec<ScoreCategory> = ScoreCategory::ALL
        .into_iter()
        .filter(|cat| {
            v.players
                .iter()
                .any(|p| p.score_by.iter().any(|(k, _)| k == cat))
        })
        .collect();
    let w = shown
        .iter()
        .map(|k| describe::category(lang, *k))
        .chain(["tui-score-category", "tui-score-total", "tui-scores-steps"].map(|id| lang.get(id)))
        .map(|t| t.chars().count())
        .max()
        .unwrap_or(19)
        .max(19)
        + 1;
    let mut head = Row::new(None).styled(
        format!("{:<w$}", lang.get("tui-score-category")),
        style::title(),
    );
    for p in &v.players {
        head = head.span(style::seat_span(
            p.seat,
            format!("{:>6}", format!("P{}", p.seat)),
        ));
    }
    rows.push(head);
    for cat in shown {
        let mut r = Row::new(None).text(format!("{:<w$}", describe::category(lang, cat)));
        for p in &v.players {
            let x = p
                .score_by
                .iter()
                .find(|(k, _)| *k == cat)
                .map(|(_, x)| *x)
                .unwrap_or(0);
            r = r.text(format!("{x:>6}"));
        }
        rows.push(r);
    }
    let mut total = Row::new(None).styled(
        format!("{:<w$}", lang.get("tui-score-total")),
        style::title(),
    );
    for p in &v.players {
        total = total.styled(format!("{:>6}", p.score), style::title());
    }
    rows.push(total);
    let mut steps = Row::new(None).text(format!("{:<w$}", lang.get("tui-scores-steps")));
    for p in &v.players {
        steps = steps.text(format!(
            "{:>6}",
            format!("{}/{}", p.palace_step, p.mosque_step)
        ));
    }
    rows.push(steps);
    if let Some(finals) = &v.final_scores {
        rows.push(heading(None, lang.get("tui-score-final-scoring")));
        for (i, f) in finals.iter().enumerate() {
            if let (Some(solo), true) = (&v.solo, i == marrakesh_engine::PASCHABOT as usize) {
                if solo.opponent == Opponent::Lazy {
                    continue;
                }
                let keshis = v
                    .players
                    .get(i)
                    .and_then(|p| {
                        p.score_by
                            .iter()
                            .find(|(k, _)| *k == ScoreCategory::PaschabotSectors)
                    })
                    .map(|(_, x)| *x)
                    .unwrap_or(0);
                rows.push(Row::new(None).span(c.short(i as u8)).text(tr!(
                    lang,
                    "tui-scores-final-paschabot",
                    count = f.complete_sectors,
                    sector_points = f.complete_sector_points,
                    keshis = keshis,
                    towns = final_towns(lang, v, f)
                )));
                continue;
            }
            let oases: Vec<String> = f
                .oases
                .iter()
                .flatten()
                .map(|(o, pts)| format!("#{o:02}={pts}"))
                .collect();
            rows.push(Row::new(None).span(c.short(i as u8)).text(tr!(
                lang,
                "tui-scores-final-player",
                count = f.complete_sectors,
                sector_points = f.complete_sector_points,
                oases = if oases.is_empty() {
                    "-".to_string()
                } else {
                    oases.join(" ")
                },
                oasis_points = f.oasis_points,
                resources = f.resources_left,
                resource_points = f.resource_points,
                towns = final_towns(lang, v, f)
            )));
        }
    }
    rows
}
