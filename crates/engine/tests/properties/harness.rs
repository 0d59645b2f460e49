//! The shared play harness: setups, seeded random games (`Play`), the choice policy, gifted scrolls, and small board queries used by every check.

use crate::*;

/// Mixed into the setup seed to seed the random choices.
pub(crate) const CHOICES: u64 = 0xC0FFEE;
/// Mixed into the setup seed to seed whatever a test samples on the side.
pub(crate) const AUX: u64 = 0xA11CE;
/// Mixed into the setup seed to choose gifted scrolls.
pub(crate) const GIFTS: u64 = 0x61F7;
/// No game of random play comes near this many decisions.
pub(crate) const MAX_STEPS: usize = 10_000;

/// How many games each property plays: `PROPERTY_SCALE` overrides it for
/// long soak runs.
pub(crate) fn scale() -> u64 {
    if let Some(n) = std::env::var("PROPERTY_SCALE")
        .ok()
        .and_then(|s| s.parse().ok())
    {
        return n;
    }
    if cfg!(debug_assertions) {
        1
    } else {
        10
    }
}

pub(crate) const TOWERS: [TowerSetting; 2] = [TowerSetting::B1, TowerSetting::B2];

/// Every combination of player count and tower layer in an edition.
pub(crate) fn configs(edition: Edition) -> Vec<(u8, Edition, TowerSetting)> {
    let mut v = Vec::new();
    for players in 2..=4u8 {
        for tower in TOWERS {
            v.push((players, edition, tower));
        }
    }
    v
}

/// `per_config` setups of each configuration of an edition, seeds from
/// `first` on.
pub(crate) fn base_setups(edition: Edition, first: u64, per_config: u64) -> Vec<Setup> {
    let mut v = Vec::new();
    for (players, edition, tower) in configs(edition) {
        for seed in first..first + per_config {
            v.push(make_setup(players, edition, tower, seed));
        }
    }
    v
}

/// Setups with modules and solo play, `per` rounds of: all five modules or
/// a combination chosen by the seed, for 2, 3 and 4 players and both
/// editions; the Paschabot and the lazy bot in both editions with a
/// difficulty setting and modules chosen by the seed.
pub(crate) fn module_and_solo_setups(first: u64, per: u64) -> Vec<Setup> {
    let mut v = Vec::new();
    for k in 0..per {
        for players in 2..=4u8 {
            for edition in [Edition::Classic, Edition::Essential] {
                let seed =
                    first + 20 * k + 2 * players as u64 + u64::from(edition == Edition::Essential);
                let mask = if k % 2 == 0 {
                    31
                } else {
                    (seed % 31) as u8 + 1
                };
                v.push(module_setup(
                    players,
                    edition,
                    TOWERS[(seed % 2) as usize],
                    mask,
                    seed,
                ));
            }
        }
        for (i, opponent) in [Opponent::Paschabot, Opponent::Lazy]
            .into_iter()
            .enumerate()
        {
            for edition in [Edition::Classic, Edition::Essential] {
                let seed =
                    first + 20 * k + 10 + 2 * i as u64 + u64::from(edition == Edition::Essential);
                v.push(solo_setup(
                    opponent,
                    difficulty_of(DIFFICULTIES[(seed % 12) as usize]),
                    edition,
                    TOWERS[(seed % 2) as usize],
                    solo_modules(k + seed, seed),
                    seed,
                ));
            }
        }
    }
    v
}

/// A setup; some seeds also fix the start player or the river tiles, and
/// some play with the secure (ChaCha20) generator of online games.
pub(crate) fn make_setup(players: u8, edition: Edition, tower: TowerSetting, seed: u64) -> Setup {
    Setup {
        players,
        edition,
        seed,
        secure_seed: (seed % 4 == 2)
            .then(|| SecureSeed(std::array::from_fn(|i| (seed >> (i % 8)) as u8 ^ i as u8))),
        tower,
        river_tiles: (seed % 7 == 3).then_some(Setup::FIRST_GAME_RIVER_TILES),
        start_player: (seed % 5 == 1).then_some((seed / 5 % players as u64) as u8),
        solo: None,
        modules: Default::default(),
    }
}

/// Mixed into the setup seed to choose staircase tiles.
pub(crate) const TILES: u64 = 0x711E5;

/// The modules of combination `mask` (the index into
/// [`Modules::combinations`]: bit 0 staircase tiles, 1 imam & sultan, 2
/// exchange offices, 3 spectators, 4 desert towns), with the variants some
/// seeds pick: tiles chosen by the players, the new exchange offices only.
pub(crate) fn modules_of(mask: u8, seed: u64) -> Modules {
    let mut m = Modules::combinations()
        .nth(mask as usize % 32)
        .expect("32 combinations");
    if m.staircase_tiles.is_some() && seed % 4 == 2 {
        let cat = Catalog::embedded();
        let mut ids: Vec<u8> = cat.staircase_tiles.iter().map(|t| t.id).collect();
        let mut rng = Rng::new(seed ^ TILES);
        rng.shuffle(&mut ids);
        let mut tiles = [(0u8, 0u8); 12];
        for (t, id) in tiles.iter_mut().zip(ids) {
            *t = (id, rng.below(2) as u8);
        }
        m.staircase_tiles = Some(StaircaseTiles::Chosen { tiles });
    }
    if m.exchange_offices.is_some() && seed % 3 == 1 {
        m.exchange_offices = Some(ExchangeOffices::NewOnly);
    }
    m
}

/// A setup with the modules of combination `mask` (see [`modules_of`]).
pub(crate) fn module_setup(
    players: u8,
    edition: Edition,
    tower: TowerSetting,
    mask: u8,
    seed: u64,
) -> Setup {
    Setup {
        modules: modules_of(mask, seed),
        ..make_setup(players, edition, tower, seed)
    }
}

/// Difficulty settings of 003, as bits: 0 no extra tiles, 1 complete
/// sectors only, 2 main square once, 3 no fisherman moves, 4 expensive
/// gates, 5 main square four times, 6 storage keshis.
pub(crate) fn difficulty_of(bits: u8) -> Difficulty {
    Difficulty {
        no_extra_tiles: bits & 1 != 0,
        complete_sectors_only: bits & 2 != 0,
        main_square_once: bits & 4 != 0,
        no_fisherman_moves: bits & 8 != 0,
        expensive_gates: bits & 16 != 0,
        main_square_four: bits & 32 != 0,
        storage_keshis: bits & 64 != 0,
    }
}

/// Difficulty settings the solo tests play: none, each alone, all the
/// easier ones, all the harder ones, everything, and two mixtures.
pub(crate) const DIFFICULTIES: [u8; 12] = [0, 1, 2, 4, 8, 16, 32, 64, 15, 112, 127, 0b101_0110];

/// A solo game (2 seats: you at 0, the bot at 1). The lazy Paschabot has
/// no difficulty adjustments: `difficulty` is for the Paschabot only.
pub(crate) fn solo_setup(
    opponent: Opponent,
    difficulty: Difficulty,
    edition: Edition,
    tower: TowerSetting,
    modules: Modules,
    seed: u64,
) -> Setup {
    Setup {
        edition,
        tower,
        river_tiles: (seed % 7 == 3).then_some(Setup::FIRST_GAME_RIVER_TILES),
        modules,
        ..Setup::solo(
            Solo {
                opponent,
                difficulty: match opponent {
                    Opponent::Lazy => Difficulty::default(),
                    Opponent::Paschabot => difficulty,
                },
            },
            seed,
        )
    }
}

/// Where a check failed: enough to replay the game.
pub(crate) struct Loc {
    pub(crate) setup: Setup,
    pub(crate) gifted: bool,
    pub(crate) step: usize,
}

impl fmt::Display for Loc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = &self.setup;
        write!(
            f,
            "[seed {} | {:?} | {} players | tower {:?} | river tiles {:?} | start player {:?} | \
             modules {:?} | solo {:?} | gifted scrolls {} | step {}] reproduce: REPRO='{}' \
             STEP={}{} cargo test -p marrakesh-engine --test properties reproduce -- --ignored \
             --nocapture",
            s.seed,
            s.edition,
            s.players,
            s.tower,
            s.river_tiles,
            s.start_player,
            s.modules,
            s.solo,
            self.gifted,
            self.step,
            serde_json::to_string(s).unwrap_or_default(),
            self.step,
            if self.gifted { " GIFTED=1" } else { "" }
        )
    }
}

/// One seeded random game in progress, with its record and the event-based
/// bookkeeping.
pub(crate) struct Play {
    pub(crate) setup: Setup,
    pub(crate) gifted: bool,
    pub(crate) game: Game,
    pub(crate) choices: Rng,
    pub(crate) record: Record,
    pub(crate) tracker: Tracker,
    pub(crate) step: usize,
}

impl Play {
    pub(crate) fn new(setup: Setup) -> Play {
        Play::start(setup, false)
    }

    /// A game whose players start with gifted scrolls.
    pub(crate) fn gifted(setup: Setup) -> Play {
        Play::start(setup, true)
    }

    pub(crate) fn start(setup: Setup, gifted: bool) -> Play {
        let game = new_game(setup, gifted);
        let tracker = Tracker::new(&game);
        let mut play = Play {
            setup,
            gifted,
            game,
            choices: Rng::new(setup.seed ^ CHOICES),
            record: Record::new(setup),
            tracker,
            step: 0,
        };
        play.verify();
        play
    }

    pub(crate) fn loc(&self) -> Loc {
        Loc {
            setup: self.setup,
            gifted: self.gifted,
            step: self.step,
        }
    }

    pub(crate) fn fail(&self, what: &str) -> ! {
        panic!("{what}\n  at {}", self.loc())
    }

    /// The random player's random legal action (not applied).
    pub(crate) fn choose(&mut self) -> (PlayerId, Action) {
        if self.step >= MAX_STEPS {
            self.fail(&format!("game not over after {MAX_STEPS} decisions"));
        }
        match pick(&self.game, &mut self.choices) {
            Ok((p, _, a)) => (p, a),
            Err(e) => self.fail(&e),
        }
    }

    /// Applies a listed action and checks every invariant afterwards.
    pub(crate) fn apply(&mut self, p: PlayerId, a: Action) -> Vec<Event> {
        let Some(d) = self.game.decision_for(p) else {
            self.fail(&format!("player {p} plays {a:?} without a decision"))
        };
        let events = match self.game.apply(p, a) {
            Ok(ev) => ev,
            Err(e) => self.fail(&format!("listed action {a:?} of player {p} failed: {e}")),
        };
        self.record.actions.push((p, a));
        self.step += 1;
        if let Err(e) = self.tracker.observe(&self.game, (p, d, a), &events) {
            self.fail(&format!("after {a:?} of player {p}: {e}"));
        }
        self.verify();
        events
    }

    pub(crate) fn verify(&mut self) {
        if let Err(e) = invariants(&self.game).and_then(|_| self.tracker.check(&self.game)) {
            let last = self.record.actions.last();
            self.fail(&format!("invariant violated after {last:?}: {e}"));
        }
    }

    /// Plays the chosen action of this step.
    pub(crate) fn step(&mut self) -> (PlayerId, Action, Vec<Event>) {
        let (p, a) = self.choose();
        let ev = self.apply(p, a);
        (p, a, ev)
    }

    /// Plays to the end and checks the final scoring.
    pub(crate) fn finish(&mut self) {
        while !self.game.is_over() {
            self.step();
        }
        self.check_end();
    }

    pub(crate) fn check_end(&self) {
        if let Err(e) = end_checks(&self.game, &self.tracker) {
            self.fail(&format!("at the end of the game: {e}"));
        }
    }
}

/// The game a setup starts, with or without gifted scrolls.
pub(crate) fn new_game(setup: Setup, gifted: bool) -> Game {
    let game = Game::new(setup).unwrap_or_else(|e| panic!("Game::new({setup:?}) failed: {e}"));
    if gifted {
        gift_scrolls(&game, &mut Rng::new(setup.seed ^ GIFTS))
    } else {
        game
    }
}

/// The random choice of a step: a random pending player and one of their
/// legal actions. With an odd seed, `Done` is chosen only one time in ten
/// while other actions are listed.
pub(crate) fn pick(g: &Game, choices: &mut Rng) -> Result<(PlayerId, Decision, Action), String> {
    let pending = g.pending();
    if pending.is_empty() {
        return Err("nobody has a decision but the game is not over".into());
    }
    let (p, d) = pending.players[choices.below(pending.players.len() as u32) as usize];
    let legal = g.legal_actions(p);
    if legal.is_empty() {
        return Err(format!(
            "player {p} must decide {d:?} but has no legal action"
        ));
    }
    let eager = g.setup().seed % 2 == 1;
    if eager && legal.len() > 1 && legal.contains(&Action::Done) && choices.below(10) != 0 {
        let others: Vec<Action> = legal.into_iter().filter(|a| *a != Action::Done).collect();
        return Ok((p, d, others[choices.below(others.len() as u32) as usize]));
    }
    Ok((p, d, legal[choices.below(legal.len() as u32) as usize]))
}

/// Gives each player 2 to 8 random lasting-ability scrolls from the face-down
/// stacks (as if bought earlier).
pub(crate) fn gift_scrolls(g: &Game, rng: &mut Rng) -> Game {
    let mut st = *g.state();
    let cat = g.catalog();
    for p in 0..st.num_players as usize {
        if is_paschabot(&st, p as PlayerId) {
            // The Paschabot never owns scrolls.
            continue;
        }
        let k = 2 + rng.below(7);
        for _ in 0..k {
            let mut options = Vec::new();
            for (t, row) in st.scrolls.iter().enumerate() {
                for (s, stack) in row.stacks.iter().enumerate() {
                    for (i, id) in stack.iter().enumerate() {
                        if let ScrollEffect::Perk { .. } = cat.scroll(*id).effect {
                            options.push((t, s, i));
                        }
                    }
                }
            }
            if options.is_empty() {
                break;
            }
            let (t, s, i) = options[rng.below(options.len() as u32) as usize];
            let Some(id) = st.scrolls[t].stacks[s].remove(i) else {
                continue;
            };
            st.players[p].scrolls.insert(id);
            if let ScrollEffect::Perk { perk } = cat.scroll(id).effect {
                st.players[p].perks |= perk.bit();
            }
        }
    }
    Game::from_state(*g.setup(), st).unwrap_or_else(|e| panic!("gifted state does not load: {e}"))
}

/// Plays a whole game without extra checks.
pub(crate) fn play_quick(setup: Setup) -> Record {
    let mut g = Game::new(setup).expect("setup");
    let mut choices = Rng::new(setup.seed ^ CHOICES);
    let mut record = Record::new(setup);
    while !g.is_over() {
        let (p, _, a) = pick(&g, &mut choices).expect("a choice");
        g.apply_quiet(p, a, Start::Here).expect("listed action");
        record.actions.push((p, a));
        assert!(record.actions.len() < MAX_STEPS);
    }
    record
}

/// Whether seat `p` is the Paschabot (or its lazy variant).
pub(crate) fn is_paschabot(st: &State, p: PlayerId) -> bool {
    p == PASCHABOT && st.pascha.is_some()
}

/// The lazy Paschabot: no board, its keshis go back to the supply.
pub(crate) fn lazy_bot(st: &State) -> bool {
    st.pascha.is_some_and(|b| b.opponent == Opponent::Lazy)
}

/// Caravan spaces of the left path, the right path and the start oasis.
/// Module 5: "place one tile (the smaller one) on the start oasis. This
/// oasis and its associated keshi spaces are not available"; "there is a
/// fourth keshi space on both upper paths, leading the caravan to a far away
/// desert town".
pub(crate) fn path_caps(st: &State) -> [u8; 3] {
    if st.modules.desert_towns {
        [4, 4, 0]
    } else {
        [3, 3, 2]
    }
}

/// Free spaces for keshis of colour `c` on seat `p`'s board (R13: none
/// means the sector is complete); `u32::MAX` for goods (the souk is never
/// complete). The Paschabot's board has 8 fields per row and a water vendor
/// field at the end of each row but the souk; the lazy bot has no board.
pub(crate) fn free_spaces(st: &State, p: PlayerId, c: Colour) -> u32 {
    let pl = st.player(p);
    if let Some(pb) = st.pascha.filter(|_| p == PASCHABOT) {
        if pb.opponent == Opponent::Lazy {
            return u32::MAX;
        }
        return match c {
            Colour::Yellow | Colour::Purple | Colour::Orange => u32::MAX,
            Colour::Red => Sector::SCORING
                .iter()
                .filter(|s| !pl.has_vendor(**s))
                .count() as u32,
            _ => match c.sector() {
                Some(s) => 8u32.saturating_sub(pb.rows[s.index()] as u32),
                None => 0,
            },
        };
    }
    match c {
        Colour::Yellow | Colour::Purple | Colour::Orange => u32::MAX,
        // A water vendor in each sector but the souk.
        Colour::Red => 8 - pl.water_vendors.count_ones(),
        // 3 + 3 + 2 caravan spaces (module 5: 4 + 4 + 0).
        Colour::Brown => path_caps(st)
            .iter()
            .zip(pl.caravans)
            .map(|(cap, k)| (*cap as u32).saturating_sub(k as u32))
            .sum(),
        _ => match c.sector() {
            Some(s) => 8u32.saturating_sub(pl.sector_keshis(s) as u32),
            None => 0,
        },
    }
}

/// How many keshis of `c` seat `p` may still take: free spaces minus the
/// keshis of that colour set aside and not yet deployed (R16), and with
/// the camel race the free places of the spectator area.
pub(crate) fn room(st: &State, p: PlayerId, c: Colour) -> u32 {
    let board = free_spaces(st, p, c).saturating_sub(st.player(p).held[c.index()] as u32);
    board.saturating_add(spectator_room(st, p, c))
}

/// Camel race, 003: "darf ein Spieler ggfs. weiterhin Keshis nehmen, wenn
/// der farblich entsprechende Bezirk auf seinem persönlichen Tableau schon
/// voll ist. Er muss diese Keshis dann in seinem Zuschauerbereich
/// einsetzen. Erst wenn auch hier kein Platz mehr frei sein sollte, darf
/// der Spieler keine Keshis dieser Farbe mehr nehmen." "Waren-Keshis dürfen
/// nicht im Zuschauerbereich eingesetzt werden"; the Paschabot does not
/// race. Keshis set aside that their sectors cannot take will fill places
/// there first.
pub(crate) fn spectator_room(st: &State, p: PlayerId, c: Colour) -> u32 {
    if !st.modules.camel_race || c.is_goods() || is_paschabot(st, p) {
        return 0;
    }
    let cat = Catalog::embedded();
    let Some(d) = cat.camel_race.as_ref() else {
        return 0;
    };
    let pl = st.player(p);
    let overflow: u32 = Colour::ALL
        .into_iter()
        .filter(|k| !k.is_goods())
        .map(|k| (pl.held[k.index()] as u32).saturating_sub(free_spaces(st, p, k)))
        .sum();
    (d.spectator_spaces.value as u32)
        .saturating_sub(pl.race.spectator_count() as u32)
        .saturating_sub(overflow)
}

/// Whether `p` carries the sultan (palace) or the imam (mosque) now.
pub(crate) fn carries(st: &State, p: PlayerId, stair: Stair) -> bool {
    st.modules.imam_sultan && st.figures[stair.index()].carrier == Some(p)
}

/// The bonus a line space gives: module 1's tile lying on it, if any
/// ("These staircase tiles replace the printed bonus spaces").
pub(crate) fn line_space_bonus(cat: &Catalog, st: &State, space: u8) -> Bonus {
    if st.modules.staircase_tiles.is_some() {
        let coverable = cat
            .line_spaces
            .iter()
            .filter(|x| x.place == marrakesh_engine::LineSpacePlace::Coverable)
            .position(|x| x.id == space);
        if let Some((tile, side)) = coverable.and_then(|i| st.staircase_cover[i]) {
            if let Some(t) = cat.staircase_tiles.iter().find(|t| t.id == tile) {
                return t.faces[side as usize];
            }
        }
    }
    cat.line_space(space).bonus
}

/// Rapids a fisherman on `pos` has crossed.
pub(crate) fn rapids_crossed(cat: &Catalog, pos: u8) -> u8 {
    cat.river.rapids.iter().filter(|r| r.space <= pos).count() as u8
}

/// Goods keshis a luxury good costs `p` less by their face-up provision
/// tiles (new provision tiles: "Jede Luxusware kostet 1 Waren-Keshi
/// weniger").
pub(crate) fn provision_luxury_discount(cat: &Catalog, st: &State, p: PlayerId) -> u16 {
    if !st.modules.new_provisions {
        return 0;
    }
    st.player(p)
        .provision
        .iter()
        .filter(|s| s.active)
        .map(|s| match cat.provision(s.tile).effect {
            Some(marrakesh_engine::ProvisionEffect::LuxuryDiscount { goods }) => goods as u16,
            _ => 0,
        })
        .sum()
}

/// The front side's ability of `p`'s special building, if it is in play
/// (003 "Die Spezialgebäude": the back side has none).
pub(crate) fn building_ability(
    cat: &Catalog,
    st: &State,
    p: PlayerId,
) -> Option<marrakesh_engine::Ability> {
    if st.modules.special_buildings != Some(BuildingSide::Front) {
        return None;
    }
    let id = st.player(p).building.kept?;
    cat.special_buildings
        .as_ref()?
        .buildings
        .iter()
        .find(|b| b.id == id)
        .map(|b| b.ability)
}

/// "Das Dattellager: Beim Kauf einer Luxusware bezahlt der Spieler 1
/// Waren-Keshi weniger, sofern er noch keine Luxusware der gleichen Art
/// besitzt."
pub(crate) fn date_store_discount(cat: &Catalog, st: &State, p: PlayerId, id: LuxuryId) -> u16 {
    use marrakesh_engine::Ability;
    let Some(Ability::DateStore { discount, .. }) = building_ability(cat, st, p) else {
        return 0;
    };
    let kind = cat.luxury(id).luxury;
    if st
        .player(p)
        .luxury_ids()
        .any(|g| cat.luxury(g).luxury == kind)
    {
        0
    } else {
        discount as u16
    }
}

/// The spectators printed on `p`'s audience disc, section by section:
/// module 4's purple side or the pink one, and with the special buildings'
/// practice room its new disc ("Der Spieler tauscht seine
/// Zuschauerscheibe gegen die neue Zuschauerscheibe aus").
pub(crate) fn audience_disc(cat: &Catalog, st: &State, p: PlayerId) -> [u8; 8] {
    use marrakesh_engine::Ability;
    let printed = |v: &[u8]| std::array::from_fn(|i| v.get(i).copied().unwrap_or(0));
    match (building_ability(cat, st, p), st.modules.spectators) {
        (Some(Ability::PracticeRoom { purple, .. }), true) => purple,
        (Some(Ability::PracticeRoom { pink, .. }), false) => pink,
        (_, true) => printed(&cat.audience_disc.purple),
        (_, false) => printed(&cat.audience_disc.pink),
    }
}
