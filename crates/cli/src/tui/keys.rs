//! The terminal game's keys, for its help screen.

pub const KEYS: &str = "\
Keys
  Up/Down or k/j    move in the list of choices
  Enter or Space    take the highlighted choice
  1-9               jump to choice 1-9
  n / p             next / previous page of a long list of choices
  b or Backspace    step back out of a choice of several steps (before
                    anything hidden is revealed)
  Tab, Left/Right   switch tabs: Board, Market, Scrolls, Players,
                    (solo: Paschabot,) (modules: Modules,) (camel
                    race: Camel race,) Scores, Log
  [ and ]           previous / next player in the Players tab
  PgUp/PgDn         scroll the left panel a page (Log tab: PgUp older,
                    PgDn newer)
  ? or h            this help (rules of the current decision)
  f                 fast bots (no pause between bot moves) on/off
  q                 quit (the game is saved after every action)";

#[cfg(test)]
mod tests {
    /// The keys fit the help window of an 80-column terminal.
    #[test]
    fn keys_fit_the_help_window() {
        for line in super::KEYS.lines() {
            assert!(line.chars().count() <= 74, "too long: {line}");
        }
    }
}
