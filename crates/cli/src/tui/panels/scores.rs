//! The Scores tab: the score pads and the final scoring.

use super::*;

/// Module 5 at final scoring: ", towns #05=11 #10=0 = 11".
fn final_towns(v: &View, f: &marrakesh_engine::FinalScore) -> String {
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
        ", towns {} = {}",
        if towns.is_empty() {
            "-".to_string()
        } else {
            towns.join(" ")
        },
        f.town_points
    )
}

/// Score pads side by side.
pub fn scores(c: &Ctx) -> Vec<Row> {
    let v = c.view;
    let mut rows = Vec::new();
    let mut head = Row::new(None).styled(format!("{:<20}", "category"), style::title());
    for p in &v.players {
        head = head.span(style::seat_span(
            p.seat,
            format!("{:>6}", format!("P{}", p.seat)),
        ));
    }
    rows.push(head);
    for cat in ScoreCategory::ALL {
        if !v
            .players
            .iter()
            .any(|p| p.score_by.iter().any(|(k, _)| *k == cat))
        {
            continue;
        }
        let mut r = Row::new(None).text(format!("{:<20}", describe::category(c.lang, cat)));
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
    let mut total = Row::new(None).styled(format!("{:<20}", "TOTAL"), style::title());
    for p in &v.players {
        total = total.styled(format!("{:>6}", p.score), style::title());
    }
    rows.push(total);
    let mut steps = Row::new(None).text(format!("{:<20}", "palace/mosque"));
    for p in &v.players {
        steps = steps.text(format!(
            "{:>6}",
            format!("{}/{}", p.palace_step, p.mosque_step)
        ));
    }
    rows.push(steps);
    if let Some(finals) = &v.final_scores {
        rows.push(heading(None, "Final scoring:"));
        for (i, f) in finals.iter().enumerate() {
            if let (Some(solo), true) = (&v.solo, i == marrakesh_engine::paschabot::BOT as usize) {
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
                rows.push(Row::new(None).span(c.short(i as u8)).text(format!(
                    ": sectors {}x10={}, keshis x icons = {keshis}{}",
                    f.complete_sectors,
                    f.complete_sector_points,
                    final_towns(v, f)
                )));
                continue;
            }
            let oases: Vec<String> = f
                .oases
                .iter()
                .flatten()
                .map(|(o, pts)| format!("#{o:02}={pts}"))
                .collect();
            rows.push(Row::new(None).span(c.short(i as u8)).text(format!(
                ": sectors {}x10={}, oases {} = {}, resources {}/2={}{}",
                f.complete_sectors,
                f.complete_sector_points,
                if oases.is_empty() {
                    "-".to_string()
                } else {
                    oases.join(" ")
                },
                f.oasis_points,
                f.resources_left,
                f.resource_points,
                final_towns(v, f)
            )));
        }
    }
    rows
}
