//! Playing the game: moves of people and bots, the advice and bot jobs
//! in the background, the season's summary, undo.

use super::*;

impl App {
    /// Applies an action of seat `p`, records, saves and logs it.
    pub(super) fn play(&mut self, p: PlayerId, a: Action) {
        let decision = self.game.decision_for(p);
        let (index, log_len) = (self.file.actions.len(), self.log.len());
        match self.game.apply(p, a) {
            Ok(events) => {
                self.epoch += 1;
                self.file.actions.push((p, a));
                self.save();
                for e in &events {
                    let line = describe::event(self.lang, &self.game, e);
                    self.season_event(e, &line);
                    self.log.push(line);
                }
                self.follow_chain(p, decision, index, log_len, &events);
                if self.game.is_over() {
                    self.tab = Tab::Scores;
                    self.scroll = 0;
                }
            }
            Err(e) => {
                // Cannot happen with the engine's own legal actions; shown
                // rather than hidden if it does.
                self.message = Some(tr!(
                    self.lang,
                    "tui-engine-refused",
                    error = crate::errors::rule(&e).to(self.lang)
                ));
            }
        }
    }

    /// The `a` key: the strong bot's top three actions for the viewer's
    /// decision, searched from the viewer's view only; the best in the
    /// footer, all three in the log.
    pub(super) fn advise(&mut self) {
        let Some((p, _)) = self.my_decision() else {
            self.message = Some(self.lang.get("tui-advice-nothing"));
            return;
        };
        if self.hint_job.is_some() {
            self.message = Some(self.lang.get("tui-advice-busy"));
            return;
        }
        let seed = derive_seed(0x4869_6e74, self.file.actions.len() as u64);
        let game = self.game.clone();
        let lang = self.lang;
        self.hint_job = Some(Job::spawn(p, self.epoch, move || {
            crate::hint::hint(lang, &game, p, crate::hint::BUDGET, seed)
        }));
        self.message = Some(self.lang.get("tui-advice-thinking"));
    }

    /// The seat whose move a bot is searching, and for how long so far.
    pub fn thinking(&self) -> Option<(PlayerId, Duration)> {
        self.bot_job
            .as_ref()
            .map(|j| (j.player, j.started.elapsed()))
    }

    /// Takes the answers of finished searches: a bot's move is played, a
    /// hint shown, if the position is still the one they searched. Waits up
    /// to `wait` for the bot's answer.
    pub(in crate::tui) fn collect_jobs(&mut self, wait: Duration) {
        if let Some(job) = &self.bot_job {
            match job.answer.recv_timeout(wait) {
                Ok((bot, action)) => {
                    let (p, epoch) = (job.player, job.epoch);
                    self.bot_job = None;
                    if let Some(slot) = self.bots.get_mut(p as usize) {
                        *slot = Some(bot);
                    }
                    if epoch == self.epoch {
                        match action {
                            Some(a) => self.play(p, a),
                            None => {
                                self.message =
                                    Some(tr!(self.lang, "tui-bot-no-move", seat = format!("P{p}")));
                                self.quit = true;
                            }
                        }
                    }
                }
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => {
                    let p = job.player;
                    self.bot_job = None;
                    self.message = Some(tr!(self.lang, "tui-bot-failed", seat = format!("P{p}")));
                    self.quit = true;
                }
            }
        }
        if let Some(job) = &self.hint_job {
            match job.answer.recv_timeout(Duration::ZERO) {
                Ok(lines) => {
                    let epoch = job.epoch;
                    self.hint_job = None;
                    if epoch == self.epoch {
                        self.message = lines.first().cloned();
                        self.log.extend(lines);
                    }
                }
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => {
                    self.hint_job = None;
                    self.message = Some(self.lang.get("tui-advice-failed"));
                }
            }
        }
    }

    /// Collects a season's scoring from its events: it begins when the
    /// season's last round ends and is shown when the season ends.
    pub(super) fn season_event(&mut self, e: &Event, line: &str) {
        let rounds = self.game.catalog().rules.rounds_per_season.value;
        match e {
            Event::RoundEnded { season, round } if round + 1 >= rounds => {
                self.scoring = Some(SeasonSummary {
                    season: *season,
                    lines: Vec::new(),
                    points: vec![0; self.game.num_players() as usize],
                });
                return;
            }
            Event::SeasonEnded { .. } => {
                self.summary = self.scoring.take();
                return;
            }
            _ => {}
        }
        if let Some(sc) = self.scoring.as_mut() {
            sc.lines.push(line.to_string());
            if let Event::Scored { player, points, .. } = e {
                if let Some(x) = sc.points.get_mut(*player as usize) {
                    *x += points;
                }
            }
        }
    }

    /// Keeps track of a human's multi-step choice: it starts with an action
    /// after which the same seat decides again, and lasts while it does.
    pub(super) fn follow_chain(
        &mut self,
        p: PlayerId,
        decision: Option<Decision>,
        index: usize,
        log_len: usize,
        events: &[Event],
    ) {
        let human = self.seats.get(p as usize).is_some_and(|s| s.is_human());
        let goes_on = human
            && self
                .game
                .decision_for(p)
                .is_some_and(|d| !describe::starts_a_choice(&d))
            && !self.game.is_over();
        if !goes_on {
            self.chain = None;
            return;
        }
        let clean = events.iter().all(Event::reveals_nothing);
        match self.chain.as_mut() {
            Some(c)
                if c.player == p && !decision.is_some_and(|d| describe::starts_a_choice(&d)) =>
            {
                c.clean &= clean;
            }
            _ => {
                self.chain = Some(Chain {
                    player: p,
                    start: index,
                    log_len,
                    clean,
                });
            }
        }
    }

    /// Whether the viewer may step back out of the multi-step choice under
    /// way (nothing hidden has been revealed by it).
    pub fn can_step_back(&self) -> bool {
        self.chain
            .is_some_and(|c| c.clean && Some(c.player) == self.my_decision().map(|(p, _)| p))
    }

    /// The cursor one page of choices further (`forward`) or back: as many
    /// choices as the list shows at once (each wrapped to its width).
    pub(super) fn page_of_choices(&self, forward: bool) -> usize {
        let choices = self.choices();
        let n = choices.len();
        if n == 0 {
            return 0;
        }
        let (w, h) = self.choice_area.get();
        let text_w = (w as usize).saturating_sub(4).max(10);
        let height = |i: usize| {
            crate::tui::wrap::wrap_words(&choices[i].label, text_w)
                .len()
                .max(1)
        };
        let mut i = self.cursor.min(n - 1);
        let mut used = 0;
        loop {
            let next = if forward {
                (i + 1 < n).then_some(i + 1)
            } else {
                i.checked_sub(1)
            };
            let Some(j) = next else {
                return i;
            };
            used += height(j);
            if used > h.max(1) as usize {
                return i;
            }
            i = j;
        }
    }

    /// Takes back the steps of the multi-step choice under way: the game is
    /// replayed without them (the engine's undo) and saved.
    pub(super) fn step_back(&mut self) {
        let Some(c) = self.chain.filter(|_| self.can_step_back()) else {
            self.message = Some(self.lang.get(match self.chain {
                Some(_) => "tui-step-back-revealed",
                None => "tui-step-back-nothing",
            }));
            return;
        };
        let mut file = self.file.clone();
        file.actions.truncate(c.start);
        match file.replay() {
            Ok(game) => {
                self.epoch += 1;
                self.game = game;
                self.file = file;
                self.log.truncate(c.log_len);
                self.log.push(tr!(
                    self.lang,
                    "tui-steps-back",
                    seat = format!("P{}", c.player)
                ));
                self.chain = None;
                self.shown_decision = None;
                self.message = None;
                self.save();
            }
            Err(e) => {
                self.message = Some(tr!(
                    self.lang,
                    "tui-step-back-failed",
                    error = e.to(self.lang)
                ))
            }
        }
    }

    /// Starts the search for bot `p`'s move beside the event loop (its
    /// answer is played by `collect_jobs`); nothing if one already runs.
    pub(in crate::tui) fn bot_move(&mut self, p: PlayerId) {
        if self.bot_job.is_some() {
            return;
        }
        match self.bots.get_mut(p as usize).and_then(|b| b.take()) {
            Some(mut bot) => {
                let game = self.game.clone();
                self.bot_job = Some(Job::spawn(p, self.epoch, move || {
                    let action = bot.choose(&game, p);
                    (bot, action)
                }));
            }
            None => {
                self.message = Some(tr!(self.lang, "tui-bot-no-move", seat = format!("P{p}")));
                self.quit = true;
            }
        }
    }

    /// Keeps the cursor and the tab in step with the decision on screen.
    pub(super) fn sync_decision(&mut self) {
        let current = self
            .my_decision()
            .map(|(p, d)| (p, d, self.file.actions.len()));
        if current != self.shown_decision {
            let new_kind = match (&current, &self.shown_decision) {
                (Some((_, d, _)), Some((_, e, _))) => {
                    std::mem::discriminant(d) != std::mem::discriminant(e)
                }
                (Some(_), None) => true,
                _ => false,
            };
            self.shown_decision = current;
            self.cursor = 0;
            self.picked.clear();
            if new_kind {
                if let Some(area) = self.focus() {
                    let t = area.tab();
                    if t != self.tab {
                        self.tab = t;
                        self.scroll = 0;
                    }
                    if t == Tab::Players {
                        self.page = self.viewer.unwrap_or(0);
                    }
                }
            }
        }
        // Hot-seat: another human must decide now.
        if self.screen == Screen::Game && self.humans() > 1 {
            if let Next::Human(p, _) = self.next() {
                if Some(p) != self.viewer {
                    self.screen = Screen::Pass { to: p };
                }
            }
        }
    }

    /// Brings the screen in step with the game before it is drawn: the
    /// decision on screen, a hot-seat pass, a season scoring to show.
    pub(in crate::tui) fn settle(&mut self) {
        self.sync_decision();
        if self.summary.is_some() && self.screen == Screen::Game {
            self.screen = Screen::SeasonSummary;
        }
    }
}
