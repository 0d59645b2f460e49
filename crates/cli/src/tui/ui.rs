//! Drawing the screen (80x24 and larger).

use super::app::{App, Next, Screen};
use super::panels::{self, Area, Ctx, Tab};
use super::style;
use super::wrap::wrap_words;
use crate::describe;
use marrakesh_describe::{help, tr, Lang};
use marrakesh_engine::Sector;
use ratatui::layout::{Constraint, Direction, Layout, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span, Text};
use ratatui::widgets::{Block, Borders, Clear, List, ListItem, ListState, Paragraph, Tabs, Wrap};
use ratatui::Frame;
use std::time::Duration;

pub const MIN_WIDTH: u16 = 80;
pub const MIN_HEIGHT: u16 = 24;

pub fn draw(f: &mut Frame, app: &App) {
    let area = f.area();
    if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
        let p = Paragraph::new(tr!(
            app.lang,
            "tui-too-small",
            width = area.width,
            height = area.height,
            min_width = MIN_WIDTH,
            min_height = MIN_HEIGHT
        ))
        .wrap(Wrap { trim: true });
        f.render_widget(p, area);
        return;
    }
    match app.screen {
        Screen::Pass { to } => {
            draw_pass(f, app, to);
            return;
        }
        Screen::ConfirmQuit { from_pass: Some(_) } => {
            // Between two humans' turns nothing of the game is shown.
            f.render_widget(Clear, area);
            draw_quit(f, app, area);
            return;
        }
        _ => {}
    }
    let rows = Layout::default()
        .direction(Direction::Vertical)
        .constraints([
            Constraint::Length(1),
            Constraint::Length(1),
            Constraint::Min(10),
            Constraint::Length(1),
        ])
        .split(area);
    draw_status(f, app, rows[0]);
    draw_tabs(f, app, rows[1]);
    let right_w = if area.width >= 120 {
        52
    } else {
        area.width * 45 / 100
    };
    let body = Layout::default()
        .direction(Direction::Horizontal)
        .constraints([Constraint::Min(40), Constraint::Length(right_w)])
        .split(rows[2]);
    draw_left(f, app, body[0]);
    draw_right(f, app, body[1]);
    draw_footer(f, app, rows[3]);
    match app.screen {
        Screen::Help => draw_help(f, app, area),
        Screen::ConfirmQuit { .. } => draw_quit(f, app, area),
        Screen::SeasonSummary => draw_summary(f, app, area),
        _ => {}
    }
}

/// A season's scoring (river tiles, provisioning, points), until a key.
fn draw_summary(f: &mut Frame, app: &App, area: Rect) {
    let Some(sum) = &app.summary else {
        return;
    };
    let r = centered(
        area,
        area.width.saturating_sub(8).min(100),
        area.height.saturating_sub(4),
    );
    f.render_widget(Clear, r);
    let lang = app.lang;
    let mut lines = vec![Line::from(Span::styled(
        tr!(lang, "tui-summary-title", season = sum.season + 1),
        style::title(),
    ))];
    let mut points: Vec<Span> = vec![Span::raw(format!("{} ", lang.get("tui-summary-points")))];
    for (seat, n) in sum.points.iter().enumerate() {
        let label = app.labels.get(seat).cloned().unwrap_or_default();
        points.push(style::seat_span(seat as u8, format!("{label} {n:+}")));
        points.push(Span::raw("  "));
    }
    lines.push(Line::from(points));
    lines.push(Line::from(""));
    let inner_h = r.height.saturating_sub(5) as usize;
    let skip = sum.lines.len().saturating_sub(inner_h);
    if skip > 0 {
        lines.push(Line::from(Span::styled(
            tr!(lang, "tui-summary-earlier", count = skip),
            style::dim(),
        )));
    }
    lines.extend(sum.lines.iter().skip(skip).map(|l| log_line(l)));
    f.render_widget(
        Paragraph::new(Text::from(lines))
            .block(
                Block::default()
                    .borders(Borders::ALL)
                    .title(format!(" {} ", lang.get("tui-title-season-scoring"))),
            )
            .wrap(Wrap { trim: true }),
        r,
    );
}

fn draw_pass(f: &mut Frame, app: &App, to: u8) {
    let area = f.area();
    f.render_widget(Clear, area);
    let lang = app.lang;
    let label = app.labels.get(to as usize).cloned().unwrap_or_default();
    let text = Text::from(vec![
        Line::from(""),
        Line::from(Span::styled(lang.get("tui-pass-title"), style::title())),
        Line::from(""),
        Line::from(panels::with_spans(
            &tr!(lang, "tui-pass-to", seat = panels::MARK[0]),
            &[style::seat_span(to, label)],
        )),
        Line::from(""),
        Line::from(tr!(lang, "tui-pass-enter", seat = format!("P{to}"))),
        Line::from(""),
        Line::from(Span::styled(lang.get("tui-pass-quit"), style::dim())),
    ]);
    let r = centered(area, 64, 12);
    f.render_widget(
        Paragraph::new(text)
            .alignment(ratatui::layout::Alignment::Center)
            .block(Block::default().borders(Borders::ALL)),
        r,
    );
}

fn draw_status(f: &mut Frame, app: &App, r: Rect) {
    let v = app.view();
    let lang = app.lang;
    let mut spans = vec![
        Span::styled(" Marrakesh ", style::selected()),
        Span::raw(format!(
            " {} ",
            tr!(
                lang,
                "tui-status-time",
                season = v.season.min(2) + 1,
                round = v.round.min(3) + 1,
                phase = describe::phase(lang, v.phase)
            )
        )),
    ];
    let lazy = v
        .solo
        .as_ref()
        .is_some_and(|s| s.opponent == marrakesh_engine::Opponent::Lazy);
    let you = v.players.first().map(|p| p.score).unwrap_or(0);
    for p in &v.players {
        if lazy && p.seat == marrakesh_engine::PASCHABOT {
            // The lazy Paschabot does not score: show the next title.
            let next = app
                .game
                .catalog()
                .paschabot
                .lazy_ladder
                .iter()
                .find(|(pts, _)| you < *pts as i16)
                .map(|(pts, _)| format!("  {}", tr!(lang, "tui-status-next-title", points = *pts)))
                .unwrap_or_else(|| format!("  {}", lang.get("tui-status-top-title")));
            spans.push(Span::styled(next, style::dim()));
            continue;
        }
        spans.push(Span::raw(" "));
        spans.push(style::seat_span(p.seat, format!("P{}:{}", p.seat, p.score)));
    }
    match app.viewer {
        Some(p) if app.humans() > 1 => {
            spans.push(Span::raw(format!("  {} ", lang.get("tui-status-view"))));
            spans.push(style::seat_span(p, format!("P{p}")));
        }
        None => spans.push(Span::styled(
            format!("  {}", lang.get("tui-status-spectator")),
            style::dim(),
        )),
        _ => {}
    }
    f.render_widget(Paragraph::new(Line::from(spans)), r);
}

fn draw_tabs(f: &mut Frame, app: &App, r: Rect) {
    let focus_tab = app.focus().map(Area::tab);
    let tabs = app.tabs();
    let titles: Vec<Line> = tabs
        .iter()
        .map(|t| {
            if Some(*t) == focus_tab && *t != app.tab {
                Line::from(Span::styled(
                    format!("{}*", t.name(app.lang)),
                    style::family(),
                ))
            } else {
                Line::from(t.name(app.lang))
            }
        })
        .collect();
    let idx = tabs.iter().position(|t| *t == app.tab).unwrap_or(0);
    let tabs = Tabs::new(titles)
        .select(idx)
        .highlight_style(style::selected())
        .divider("|");
    f.render_widget(tabs, r);
}

fn ctx<'a>(app: &'a App, view: &'a marrakesh_engine::View) -> Ctx<'a> {
    Ctx {
        cat: app.game.catalog(),
        view,
        labels: &app.labels,
        classic: app.classic(),
        lang: app.lang,
    }
}

/// The title and lines of a tab (`None` for the log).
fn tab_rows(app: &App, c: &Ctx, tab: Tab, page: u8) -> Option<(String, Vec<panels::Row>)> {
    let lang = app.lang;
    Some(match tab {
        Tab::Board => (tab.name(lang), panels::board(c)),
        Tab::Market => (lang.get("tui-title-market"), panels::market(c)),
        Tab::Scrolls => (lang.get("tui-title-scrolls"), panels::scrolls(c)),
        Tab::Players => (
            tr!(
                lang,
                if app.solo() && page == marrakesh_engine::PASCHABOT {
                    "tui-title-player-paschabot"
                } else {
                    "tui-title-player"
                },
                page = page + 1,
                count = app.game.num_players()
            ),
            panels::player(c, page),
        ),
        Tab::Paschabot => (tab.name(lang), panels::paschabot(c)),
        Tab::Modules => (tab.name(lang), panels::modules(c)),
        Tab::Race => (lang.get("tui-title-race"), panels::race(c)),
        Tab::Scores => (tab.name(lang), panels::scores(c)),
        Tab::Log => return None,
    })
}

#[allow(clippy::too_many_arguments)]
fn draw_rows(
    f: &mut Frame,
    r: Rect,
    title: String,
    rows: Vec<panels::Row>,
    scroll: u16,
    focus: Option<Area>,
    main: bool,
    app_max: &std::cell::Cell<u16>,
) {
    let lines: Vec<Line> = rows.into_iter().map(|row| row.render(focus)).collect();
    let block = Block::default().borders(Borders::ALL).title(title);
    let inner_w = r.width.saturating_sub(2).max(1) as usize;
    let inner_h = r.height.saturating_sub(2) as usize;
    // Unless the player scrolled, bring the highlighted part into sight:
    // the whole highlighted section if it fits, else the exact part.
    // Never past the end: a page down shows at least the last page.
    let total: usize = lines
        .iter()
        .map(|l| {
            let text: String = l.spans.iter().map(|s| s.content.as_ref()).collect();
            wrap_words(&text, inner_w).len().max(1)
        })
        .sum();
    let last = total.saturating_sub(inner_h).min(u16::MAX as usize) as u16;
    if main {
        app_max.set(last);
    }
    let mut scroll = scroll.min(last);
    if scroll == 0 {
        let mut y = 0usize;
        let mut marked: Vec<(usize, usize, bool)> = Vec::new();
        for l in &lines {
            let text: String = l.spans.iter().map(|s| s.content.as_ref()).collect();
            let h = wrap_words(&text, inner_w).len().max(1);
            let exact = l.spans.iter().any(|s| s.style.bg.is_some());
            let family = l
                .spans
                .iter()
                .any(|s| s.style.add_modifier.contains(Modifier::UNDERLINED));
            if exact || family {
                marked.push((y, h, exact));
            }
            y += h;
        }
        if let (Some(first), Some(last)) = (marked.first(), marked.last()) {
            let (start, end) = (first.0, last.0 + last.1);
            let want_end = if end - start < inner_h {
                end + 1
            } else {
                marked
                    .iter()
                    .find(|m| m.2)
                    .map(|m| m.0 + m.1 + 1)
                    .unwrap_or(start + inner_h)
            };
            scroll = want_end.saturating_sub(inner_h) as u16;
        }
    }
    let p = Paragraph::new(Text::from(lines))
        .block(block)
        .wrap(Wrap { trim: false })
        .scroll((scroll, 0));
    f.render_widget(p, r);
}

fn draw_left(f: &mut Frame, app: &App, r: Rect) {
    let view = app.view();
    let c = ctx(app, &view);
    let focus = app.focus();
    app.left_rows.set(r.height.saturating_sub(2));
    // Wide terminals show more panels beside the tab: the viewer's board
    // (or the shared board when the Players tab is open), and on very wide
    // ones (126 columns and more) the market (or the scrolls, when the
    // market is open).
    let columns: u16 = match r.width {
        w if w >= 126 => 3,
        w if w >= 84 => 2,
        _ => 1,
    };
    // The race track needs the width of two columns.
    let columns = if app.tab == Tab::Race {
        columns.min(2)
    } else {
        columns
    };
    let cols = Layout::default()
        .direction(Direction::Horizontal)
        .constraints(vec![Constraint::Ratio(1, columns as u32); columns as usize])
        .split(r);
    match tab_rows(app, &c, app.tab, app.page) {
        Some((title, rows)) => draw_rows(
            f,
            cols[0],
            title,
            rows,
            app.scroll,
            focus,
            true,
            &app.left_max,
        ),
        None => draw_log(f, app, cols[0]),
    }
    let own = app.viewer.unwrap_or(app.page);
    let second = if app.tab == Tab::Players {
        Tab::Board
    } else {
        Tab::Players
    };
    let third = if app.tab == Tab::Market || second == Tab::Market {
        Tab::Scrolls
    } else {
        Tab::Market
    };
    for (col, tab) in cols.iter().skip(1).zip([second, third]) {
        if let Some((title, rows)) = tab_rows(app, &c, tab, own) {
            draw_rows(f, *col, title, rows, 0, focus, false, &app.left_max);
        }
    }
}

/// The whole log, newest at the bottom, long entries wrapped; `app.scroll`
/// counts rows back from the newest (PgUp: older, PgDn: newer).
fn draw_log(f: &mut Frame, app: &App, r: Rect) {
    let inner_h = r.height.saturating_sub(2) as usize;
    let width = r.width.saturating_sub(2).max(1) as usize;
    let rows: Vec<Line> = app
        .log
        .iter()
        .flat_map(|entry| {
            wrap_words(entry, width)
                .into_iter()
                .enumerate()
                .map(|(i, part)| {
                    if i == 0 {
                        log_line(&part)
                    } else {
                        Line::from(part)
                    }
                })
                .collect::<Vec<_>>()
        })
        .collect();
    let total = rows.len();
    app.left_max
        .set(total.saturating_sub(inner_h).min(u16::MAX as usize) as u16);
    let back = (app.scroll as usize).min(total.saturating_sub(inner_h));
    let end = total - back;
    let start = end.saturating_sub(inner_h);
    let title = if back > 0 {
        tr!(app.lang, "tui-title-log-back", back = back)
    } else {
        app.lang.get("tui-title-log")
    };
    f.render_widget(
        Paragraph::new(Text::from(rows[start..end].to_vec()))
            .block(Block::default().borders(Borders::ALL).title(title)),
        r,
    );
}

fn log_line(s: &str) -> Line<'static> {
    if s.starts_with("===") || s.starts_with("---") {
        return Line::from(Span::styled(s.to_string(), style::title()));
    }
    // The solo opponent, in its seat's colour.
    if let Some(rest) = s.strip_prefix("Paschabot") {
        return Line::from(vec![
            style::seat_span(marrakesh_engine::PASCHABOT, "Paschabot"),
            Span::raw(rest.to_string()),
        ]);
    }
    // Colour a leading seat name.
    if let Some(rest) = s.strip_prefix('P') {
        if let Some(d) = rest.chars().next().and_then(|c| c.to_digit(10)) {
            return Line::from(vec![
                style::seat_span(d as u8, format!("P{d}")),
                Span::raw(rest[1..].to_string()),
            ]);
        }
    }
    Line::from(s.to_string())
}

fn draw_right(f: &mut Frame, app: &App, r: Rect) {
    let recent_h = if r.height >= 30 {
        r.height / 3
    } else if r.height >= 20 {
        6
    } else {
        4
    };
    let parts = Layout::default()
        .direction(Direction::Vertical)
        .constraints([Constraint::Min(8), Constraint::Length(recent_h)])
        .split(r);
    draw_decision(f, app, parts[0]);
    // The latest entries, wrapped: as many as fill the box, the newest at
    // the bottom.
    let inner = recent_h.saturating_sub(2) as usize;
    let width = parts[1].width.saturating_sub(2).max(1) as usize;
    let mut start = app.log.len();
    let mut height = 0;
    while start > 0 && height < inner {
        start -= 1;
        height += wrapped_height(&app.log[start], width);
    }
    let lines: Vec<Line> = app.log[start..].iter().map(|s| log_line(s)).collect();
    f.render_widget(
        Paragraph::new(Text::from(lines))
            .block(
                Block::default()
                    .borders(Borders::ALL)
                    .title(app.lang.get("tui-title-recent")),
            )
            .wrap(Wrap { trim: true })
            .scroll((height.saturating_sub(inner) as u16, 0)),
        parts[1],
    );
}

fn draw_decision(f: &mut Frame, app: &App, r: Rect) {
    let view = app.view();
    let cat = app.game.catalog();
    let lang = app.lang;
    if app.game.is_over() {
        let winners: Vec<String> = app
            .game
            .winners()
            .iter()
            .map(|p| app.labels[*p as usize].clone())
            .collect();
        let outcome = describe::solo_outcome(lang, &app.game).unwrap_or_else(|| {
            tr!(
                lang,
                if winners.len() > 1 {
                    "tui-score-shared-victory"
                } else {
                    "tui-score-winner"
                },
                names = winners.join(&lang.get("tui-and"))
            )
        });
        let text = vec![
            Line::from(Span::styled(lang.get("tui-over"), style::title())),
            Line::from(""),
            Line::from(outcome),
            Line::from(""),
            Line::from(lang.get("tui-over-scores-tab")),
            Line::from(lang.get("tui-over-quit")),
        ];
        f.render_widget(
            Paragraph::new(text)
                .block(
                    Block::default()
                        .borders(Borders::ALL)
                        .title(lang.get("tui-title-game-over")),
                )
                .wrap(Wrap { trim: true }),
            r,
        );
        return;
    }
    let Some((p, d)) = app.my_decision() else {
        let who = match app.next() {
            Next::Bot(p) | Next::Human(p, _) => {
                let d = app.game.decision_for(p);
                let what = d
                    .map(|d| describe::decision(lang, cat, &view, p, &d))
                    .unwrap_or_default();
                tr!(
                    lang,
                    "tui-waiting-deciding",
                    seat = app.labels[p as usize].as_str(),
                    decision = what
                )
            }
            Next::Nobody => lang.get("tui-waiting-nobody"),
        };
        let hint = match app.thinking() {
            Some((p, t)) if t >= Duration::from_millis(300) => tr!(
                lang,
                "tui-waiting-thinking",
                seat = app.labels[p as usize].as_str(),
                seconds = decimal(lang, t.as_secs_f32())
            ),
            _ if app.fast => lang.get("tui-waiting-fast"),
            _ => lang.get("tui-waiting-any-key"),
        };
        f.render_widget(
            Paragraph::new(vec![
                Line::from(who),
                Line::from(""),
                Line::from(Span::styled(hint, style::dim())),
            ])
            .block(
                Block::default()
                    .borders(Borders::ALL)
                    .title(lang.get("tui-title-waiting")),
            )
            .wrap(Wrap { trim: true }),
            r,
        );
        return;
    };
    let block = Block::default().borders(Borders::ALL).title(Span::styled(
        format!(
            " {} ",
            tr!(
                lang,
                "tui-title-decision",
                seat = app.labels[p as usize].as_str()
            )
        ),
        Style::default().add_modifier(Modifier::BOLD),
    ));
    let inner = block.inner(r);
    f.render_widget(block, r);
    let prompt = describe::decision(lang, cat, &view, p, &d);
    let width = inner.width.max(1) as usize;
    let prompt_h = (wrapped_height(&prompt, width) as u16).min(4);
    let choices = app.choices();
    let cursor = app.cursor.min(choices.len().saturating_sub(1));
    let parts = Layout::default()
        .direction(Direction::Vertical)
        .constraints([
            Constraint::Length(prompt_h),
            Constraint::Min(3),
            Constraint::Length(1),
        ])
        .split(inner);
    f.render_widget(
        Paragraph::new(prompt)
            .style(Style::default().add_modifier(Modifier::ITALIC))
            .wrap(Wrap { trim: true }),
        parts[0],
    );
    // Each choice wrapped to the width, numbered 1-9 for quick selection.
    let text_w = width.saturating_sub(4).max(10);
    let items: Vec<ListItem> = choices
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let t = &c.label;
            let n = if i < 9 {
                format!("{} ", i + 1)
            } else {
                "  ".into()
            };
            let lines: Vec<Line> = wrap_words(t, text_w)
                .into_iter()
                .enumerate()
                .map(|(j, l)| {
                    if j == 0 {
                        Line::from(format!("{n}{l}"))
                    } else {
                        Line::from(format!("  {l}"))
                    }
                })
                .collect();
            ListItem::new(lines)
        })
        .collect();
    app.choice_area.set((parts[1].width, parts[1].height));
    let mut state = ListState::default().with_selected(Some(cursor));
    let list = List::new(items)
        .highlight_style(style::selected())
        .highlight_symbol(">");
    f.render_stateful_widget(list, parts[1], &mut state);
    let mut status = vec![tr!(
        lang,
        "tui-choice-of",
        choice = cursor + 1,
        count = choices.len()
    )];
    if parts[1].height < choices.len() as u16 {
        status.push(lang.get("tui-choice-pages"));
    }
    if app.can_step_back() {
        status.push(lang.get("tui-choice-step-back"));
    }
    status.push(lang.get("tui-choice-rules"));
    f.render_widget(
        Paragraph::new(Line::from(Span::styled(status.join(" · "), style::dim()))),
        parts[2],
    );
}

fn wrapped_height(s: &str, width: usize) -> usize {
    s.split('\n').map(|p| wrap_words(p, width).len()).sum()
}

fn draw_footer(f: &mut Frame, app: &App, r: Rect) {
    let text = match &app.message {
        Some(m) => Line::from(Span::styled(
            m.clone(),
            Style::default().fg(ratatui::style::Color::LightRed),
        )),
        None => Line::from(Span::styled(app.lang.get("tui-footer"), style::dim())),
    };
    f.render_widget(Paragraph::new(text), r);
}

fn help_text(app: &App) -> String {
    let mut s = String::new();
    if let Some((_, d)) = app.my_decision() {
        s.push_str(&app.lang.get("tui-help-this-decision"));
        s.push_str("\n\n");
        s.push_str(&help::decision(app.lang, &d));
        s.push_str("\n\n");
    }
    if let Some(Area::Sector(sec)) = app.focus() {
        s.push_str(&app.lang.get("tui-help-highlighted-sector"));
        s.push_str("\n\n");
        s.push_str(&help::sector(app.lang, sec));
        s.push_str("\n\n");
    } else if app.my_decision().is_none() && app.tab == Tab::Players {
        s.push_str(&help::sector(app.lang, Sector::River));
        s.push_str("\n\n");
    }
    s.push_str(&help::round(app.lang));
    s.push_str("\n\n");
    if let Some(solo) = app.game.setup().solo {
        s.push_str(&help::solo(app.lang, solo.opponent));
        s.push_str("\n\n");
    }
    for text in help::modules(app.lang, &app.game.setup().modules) {
        s.push_str(&text);
        s.push_str("\n\n");
    }
    s.push_str(&super::keys::keys(app.lang, &app.tabs()));
    s
}

fn draw_help(f: &mut Frame, app: &App, area: Rect) {
    let r = centered(
        area,
        area.width.saturating_sub(4),
        area.height.saturating_sub(2),
    );
    f.render_widget(Clear, r);
    let text = help_text(app);
    let inner_w = r.width.saturating_sub(2).max(1) as usize;
    let inner_h = r.height.saturating_sub(2) as usize;
    let lines = wrapped_height(&text, inner_w);
    app.help_max
        .set(lines.saturating_sub(inner_h).min(u16::MAX as usize) as u16);
    f.render_widget(
        Paragraph::new(text)
            .block(
                Block::default()
                    .borders(Borders::ALL)
                    .title(format!(" {} ", app.lang.get("tui-title-help"))),
            )
            .wrap(Wrap { trim: false })
            .scroll((app.help_scroll.min(app.help_max.get()), 0)),
        r,
    );
}

fn draw_quit(f: &mut Frame, app: &App, area: Rect) {
    let lang = app.lang;
    let r = centered(area, 60, 7);
    f.render_widget(Clear, r);
    let text = vec![
        Line::from(lang.get("tui-quit-question")),
        Line::from(tr!(
            lang,
            "tui-quit-saved",
            file = app.save_path.display().to_string()
        )),
        Line::from(""),
        Line::from(tr!(
            lang,
            "tui-quit-keys",
            yes = lang.get("tui-quit-yes-key")
        )),
    ];
    f.render_widget(
        Paragraph::new(text)
            .block(
                Block::default()
                    .borders(Borders::ALL)
                    .title(format!(" {} ", lang.get("tui-title-quit"))),
            )
            .wrap(Wrap { trim: true }),
        r,
    );
}

/// `x` with one decimal, with the language's decimal mark ("1.5", "1,5").
fn decimal(lang: Lang, x: f32) -> String {
    format!("{x:.1}").replace('.', &lang.get("tui-decimal-mark"))
}

fn centered(area: Rect, w: u16, h: u16) -> Rect {
    let w = w.min(area.width);
    let h = h.min(area.height);
    Rect {
        x: area.x + (area.width - w) / 2,
        y: area.y + (area.height - h) / 2,
        width: w,
        height: h,
    }
}
