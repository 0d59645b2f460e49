//! Colours and styles.

use marrakesh_engine::{Colour, PlayerId};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Span;

/// A terminal colour close to a keshi colour (256-colour palette).
pub fn keshi(c: Colour) -> Color {
    match c {
        Colour::Turquoise => Color::Cyan,
        Colour::Green => Color::LightGreen,
        Colour::Gray => Color::Gray,
        Colour::White => Color::White,
        Colour::Black => Color::DarkGray,
        Colour::Pink => Color::LightMagenta,
        Colour::Beige => Color::Indexed(180),
        Colour::Brown => Color::Indexed(130),
        Colour::Red => Color::LightRed,
        Colour::Yellow => Color::Yellow,
        Colour::Purple => Color::Magenta,
        Colour::Orange => Color::Indexed(208),
    }
}

/// A seat's colour on screen.
pub fn seat(p: PlayerId) -> Color {
    match p % 4 {
        0 => Color::LightCyan,
        1 => Color::LightYellow,
        2 => Color::LightGreen,
        _ => Color::LightMagenta,
    }
}

pub fn colour_span(c: Colour, text: impl Into<String>) -> Span<'static> {
    Span::styled(text.into(), Style::default().fg(keshi(c)))
}

pub fn seat_span(p: PlayerId, text: impl Into<String>) -> Span<'static> {
    Span::styled(
        text.into(),
        Style::default().fg(seat(p)).add_modifier(Modifier::BOLD),
    )
}

pub fn title() -> Style {
    Style::default().add_modifier(Modifier::BOLD)
}

pub fn dim() -> Style {
    Style::default().fg(Color::DarkGray)
}

/// The board area the current choice concerns.
pub fn exact() -> Style {
    Style::default()
        .fg(Color::Black)
        .bg(Color::Yellow)
        .add_modifier(Modifier::BOLD)
}

/// The section of the board the current decision concerns.
pub fn family() -> Style {
    Style::default().add_modifier(Modifier::BOLD | Modifier::UNDERLINED)
}

pub fn selected() -> Style {
    Style::default()
        .fg(Color::Black)
        .bg(Color::LightCyan)
        .add_modifier(Modifier::BOLD)
}
