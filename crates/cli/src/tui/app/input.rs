//! The keys.

use super::*;

impl App {
    /// Handles a key; `false` if it had no meaning here.
    pub fn key(&mut self, k: KeyEvent) -> bool {
        if k.modifiers.contains(KeyModifiers::CONTROL) && k.code == KeyCode::Char('c') {
            self.quit = true;
            return true;
        }
        match self.screen {
            Screen::Pass { to } => match k.code {
                KeyCode::Enter => {
                    self.viewer = Some(to);
                    self.page = to;
                    self.screen = Screen::Game;
                    self.shown_decision = None;
                    self.message = None;
                    true
                }
                KeyCode::Char('q') | KeyCode::Esc => {
                    self.screen = Screen::ConfirmQuit {
                        from_pass: Some(to),
                    };
                    true
                }
                _ => true,
            },
            Screen::ConfirmQuit { from_pass } => {
                // y, q, or the language's own "yes" (j for ja).
                let yes = self.lang.get("tui-quit-yes-key").chars().next();
                match k.code {
                    KeyCode::Char('y') | KeyCode::Char('q') => self.quit = true,
                    KeyCode::Char(c) if Some(c) == yes => self.quit = true,
                    _ => {
                        self.screen = match from_pass {
                            Some(to) => Screen::Pass { to },
                            None => Screen::Game,
                        };
                    }
                }
                true
            }
            Screen::Help => {
                match k.code {
                    KeyCode::Down | KeyCode::Char('j') | KeyCode::PageDown => {
                        self.help_scroll = self
                            .help_scroll
                            .saturating_add(if k.code == KeyCode::PageDown { 10 } else { 1 })
                            .min(self.help_max.get())
                    }
                    KeyCode::Up | KeyCode::Char('k') | KeyCode::PageUp => {
                        self.help_scroll = self
                            .help_scroll
                            .saturating_sub(if k.code == KeyCode::PageUp { 10 } else { 1 })
                    }
                    _ => self.screen = Screen::Game,
                }
                true
            }
            Screen::SeasonSummary => {
                self.summary = None;
                self.screen = Screen::Game;
                true
            }
            Screen::Game => self.game_key(k),
        }
    }

    pub(super) fn game_key(&mut self, k: KeyEvent) -> bool {
        let n = self.choices().len();
        match k.code {
            KeyCode::Char('q') | KeyCode::Esc => {
                if self.game.is_over() {
                    self.quit = true;
                } else {
                    self.screen = Screen::ConfirmQuit { from_pass: None };
                }
            }
            KeyCode::Char('?') | KeyCode::Char('h') => {
                self.help_scroll = 0;
                self.screen = Screen::Help;
            }
            KeyCode::Char('a') => self.advise(),
            KeyCode::Char('f') => {
                self.fast = !self.fast;
                self.message = Some(self.lang.get(if self.fast {
                    "tui-fast-on"
                } else {
                    "tui-fast-off"
                }));
            }
            KeyCode::Tab | KeyCode::Right => {
                self.tab = self.tab.next(&self.tabs());
                self.scroll = 0;
            }
            KeyCode::BackTab | KeyCode::Left => {
                self.tab = self.tab.prev(&self.tabs());
                self.scroll = 0;
            }
            KeyCode::Char(']') => {
                self.page = (self.page + 1) % self.game.num_players();
                self.tab = Tab::Players;
                self.scroll = 0;
            }
            KeyCode::Char('[') => {
                let n = self.game.num_players();
                self.page = (self.page + n - 1) % n;
                self.tab = Tab::Players;
                self.scroll = 0;
            }
            // A page of the left panel; the log counts from the newest line,
            // so there PgUp goes back to older lines.
            KeyCode::PageDown | KeyCode::PageUp => {
                let page = self.left_rows.get().saturating_sub(1).max(1);
                let older = (k.code == KeyCode::PageUp) == (self.tab == Tab::Log);
                self.scroll = if older {
                    self.scroll.saturating_add(page).min(self.left_max.get())
                } else {
                    self.scroll.min(self.left_max.get()).saturating_sub(page)
                };
            }
            // A page of the list of choices.
            KeyCode::Char('n') if n > 0 => self.cursor = self.page_of_choices(true),
            KeyCode::Char('p') if n > 0 => self.cursor = self.page_of_choices(false),
            KeyCode::Backspace | KeyCode::Char('b') => self.step_back(),
            KeyCode::Down | KeyCode::Char('j') if n > 0 => self.cursor = (self.cursor + 1) % n,
            KeyCode::Up | KeyCode::Char('k') if n > 0 => self.cursor = (self.cursor + n - 1) % n,
            KeyCode::Home if n > 0 => self.cursor = 0,
            KeyCode::End if n > 0 => self.cursor = n - 1,
            KeyCode::Char(c @ '1'..='9') if n > 0 => {
                let i = c as usize - '1' as usize;
                if i < n {
                    self.cursor = i;
                }
            }
            KeyCode::Enter | KeyCode::Char(' ') if n > 0 => {
                if let Some((p, _)) = self.my_decision() {
                    let choices = self.choices();
                    match choices.get(self.cursor.min(n - 1)).map(|c| c.kind) {
                        Some(ChoiceKind::Take(a)) => {
                            self.message = None;
                            self.picked.clear();
                            self.play(p, a);
                        }
                        Some(ChoiceKind::Toggle(c)) => {
                            if let Some(i) = self.picked.iter().position(|x| *x == c) {
                                self.picked.remove(i);
                            } else if self.picked.len() < 3 {
                                self.picked.push(c);
                            } else {
                                self.message = Some(self.lang.get("tui-three-chosen"));
                            }
                            if self.picked.len() == 3 {
                                // The confirmation is now the last entry:
                                // the cursor goes to it.
                                let now = self.choices();
                                if now
                                    .last()
                                    .is_some_and(|c| matches!(c.kind, ChoiceKind::Take(_)))
                                {
                                    self.cursor = now.len() - 1;
                                }
                            }
                        }
                        None => {}
                    }
                }
            }
            _ => return false,
        }
        true
    }
}
