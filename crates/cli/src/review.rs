//! `marrakesh review FILE --player K [--ms N] [--json]`: the strong bot's
//! review of one seat's decisions in a finished game (issue 42), on
//! [`marrakesh_bots::review`]: each decision with a choice judged from
//! what the seat could see then, the expected final score of its action
//! and of the bot's, and the points lost.

use crate::gamefile::{read_text, GameFile};
use crate::user_text::CliError;
use crate::{errors, msg};
use marrakesh_bots::review::{review as review_game, Options, Review, ReviewError, MISTAKE};
use marrakesh_bots::Budget;
use marrakesh_describe as describe;
use marrakesh_describe::{tr, Lang};
use marrakesh_engine::{Game, PlayerId, Start};
use serde_json::json;
use std::io::IsTerminal;
use std::path::Path;

/// The review of seat `seat` in the game file at `path`, `ms`
/// milliseconds of search per decision: text in `lang`, or JSON (its texts
/// in English, as `replay --json`).
pub fn review(
    path: &Path,
    seat: PlayerId,
    ms: u32,
    as_json: bool,
    lang: Lang,
) -> Result<String, CliError> {
    let lang_of_text = if as_json { Lang::En } else { lang };
    let what = path.display().to_string();
    let file = GameFile::from_text(&read_text(path)?, &what)?;
    let catalog = file
        .catalog()
        .map_err(|e| CliError::input(msg!("tui-error-in-file", file = &what, error = e)))?;
    let record = file.record();
    let opts = Options {
        budget: Budget::Millis(ms),
        ..Options::default()
    };
    // "decision 12 of 140" on a terminal's stderr while it thinks.
    let show = std::io::stderr().is_terminal();
    let result = review_game(&record, catalog.clone(), seat, &opts, |p| {
        if show && p.total > 0 {
            let line = tr!(lang, "tui-review-progress", done = p.done, total = p.total);
            eprint!("\r{line}\x1b[K");
        }
        Ok(())
    });
    if show {
        eprint!("\r\x1b[K");
    }
    let r = result.map_err(|e| error(&what, e))?;
    let game = Game::with_catalog(file.setup, catalog)
        .map_err(|e| CliError::failure(errors::setup(&e)))?;
    let texts = action_texts(lang_of_text, game, &record.actions, &r);
    if as_json {
        return Ok(to_json(&r, &texts));
    }
    Ok(to_text(lang, &r, &texts, ms))
}

/// A review that cannot be made, as the user's error.
fn error(file: &str, e: ReviewError) -> CliError {
    CliError::input(match e {
        ReviewError::NotOver { actions } => {
            msg!("tui-error-review-not-over", file = file, actions = actions)
        }
        ReviewError::NoSeat { seat, players } => {
            msg!("tui-error-review-seat", seat = seat, players = players)
        }
        ReviewError::PaschabotSeat => msg!("tui-error-review-paschabot"),
        ReviewError::Setup(e) => msg!(
            "tui-error-file-bad-setup",
            file = file,
            error = errors::setup(&e)
        ),
        ReviewError::Action { index, error } => msg!(
            "tui-error-file-action-not-replayable",
            file = file,
            index = index,
            error = errors::rule(&error)
        ),
        ReviewError::Stopped { .. } => return CliError::failure(e.to_string()),
    })
}

/// Each judged decision's chosen and best action in words, as the seat saw
/// them then.
fn action_texts(
    lang: Lang,
    mut game: Game,
    actions: &[(PlayerId, marrakesh_engine::Action)],
    r: &Review,
) -> Vec<(String, String)> {
    let mut out = Vec::with_capacity(r.decisions.len());
    let mut next = r.decisions.iter().peekable();
    for (i, (p, a)) in actions.iter().enumerate() {
        if let Some(j) = next.next_if(|j| j.step == i) {
            let view = game.view(Some(r.seat));
            let cat = game.catalog();
            let say = |a| describe::action(lang, cat, &view, r.seat, &j.decision, a);
            out.push((say(&j.chosen), say(&j.best)));
        }
        // The review has replayed these actions already.
        if game.apply_quiet(*p, *a, Start::Here).is_err() {
            break;
        }
    }
    out
}

/// One decimal.
fn points(x: f64) -> String {
    format!("{x:.1}")
}

fn to_text(lang: Lang, r: &Review, texts: &[(String, String)], ms: u32) -> String {
    let mut out = tr!(
        lang,
        "tui-review-title",
        player = r.seat,
        score = r.final_score,
        ms = ms
    );
    out.push('\n');
    for (d, (chosen, best)) in r.decisions.iter().zip(texts) {
        let line = if d.chosen == d.best {
            tr!(
                lang,
                "tui-review-agreed",
                step = d.step,
                chosen = chosen.as_str(),
                value = points(d.chosen_value)
            )
        } else {
            tr!(
                lang,
                "tui-review-differs",
                step = d.step,
                chosen = chosen.as_str(),
                chosen_value = points(d.chosen_value),
                best = best.as_str(),
                best_value = points(d.best_value),
                lost = points(d.lost)
            )
        };
        out.push_str(&line);
        if d.is_mistake() {
            out.push_str("  ");
            out.push_str(&lang.get("tui-review-mistake"));
        }
        out.push('\n');
    }
    out.push_str(&tr!(
        lang,
        "tui-review-summary",
        count = r.decisions.len(),
        agreed = r.agreed(),
        mistakes = r.mistakes().count(),
        threshold = MISTAKE as i64,
        lost = points(r.lost())
    ));
    out.push('\n');
    out
}

/// Two decimals.
fn round2(x: f64) -> f64 {
    (x * 100.0).round() / 100.0
}

fn to_json(r: &Review, texts: &[(String, String)]) -> String {
    let decisions: Vec<_> = r
        .decisions
        .iter()
        .zip(texts)
        .map(|(d, (chosen, best))| {
            json!({
                "step": d.step,
                "chosen": chosen,
                "best": best,
                "chosen_value": round2(d.chosen_value),
                "best_value": round2(d.best_value),
                "lost": round2(d.lost),
                "mistake": d.is_mistake(),
                "chosen_action": d.chosen,
                "best_action": d.best,
            })
        })
        .collect();
    let v = json!({
        "player": r.seat,
        "final_score": r.final_score,
        "lost": round2(r.lost()),
        "decisions": decisions,
    });
    let mut s = serde_json::to_string_pretty(&v).unwrap_or_default();
    s.push('\n');
    s
}
