# terminal (en): the terminal game (`marrakesh play`) and the CLI's texts
# for people (`replay`, `score`, hints). Words from 002 (docs/glossary.md).

## The modules of a game (setup line, Modules tab)

tui-module-staircase-tiles = staircase tiles
tui-module-staircase-tiles-chosen = staircase tiles (chosen)
tui-module-imam-sultan = imam & sultan
tui-module-exchange-offices = exchange offices
tui-module-exchange-offices-new-only = exchange offices (new only)
tui-module-spectators = spectators
tui-module-desert-towns = desert towns
tui-module-new-luxury-goods = new luxury goods
tui-module-new-oases = new oases
tui-module-camel-race = camel race
tui-module-nomads = nomads
tui-module-special-buildings = special buildings
tui-module-special-buildings-back = special buildings (back side)
tui-module-new-provisions = new provision tiles
tui-modules-none = none

## The setup line (first line of a replay and of the log)

tui-setup-line = Setup: { $who }, { $edition } edition, tower { $tower }{ $modules }, seed { $seed }, river tiles { $river }, start player { $start }
tui-setup-players = { $count } players
tui-setup-solo = solo against the Paschabot (difficulty { $difficulty })
tui-setup-solo-lazy = solo against the lazy Paschabot
tui-setup-modules = , modules: { $modules }
tui-setup-tower-none = none
tui-setup-tower-custom = custom
tui-setup-drawn = drawn at random
tui-setup-start-paschabot = P1 (the Paschabot)

## Solo: what the Paschabot's setup did

tui-solo-reveals-tile = Paschabot reveals strategy tile { $tile }
tui-solo-starts-with-rows = Paschabot starts with keshis on its rows: { $rows }
tui-solo-row = { $count } { $sector }

## marrakesh review

tui-review-title = Review of P{ $player } (final score { $score }) by the strong bot, { $ms } ms per decision: expected final scores
tui-review-agreed = #{ $step } { $chosen }: { $value } (the bot agrees)
tui-review-differs = #{ $step } { $chosen }: { $chosen_value }; the bot: { $best }: { $best_value }; lost { $lost }
tui-review-mistake = <-- mistake
tui-review-summary = { $count } decisions judged: the bot agreed with { $agreed }; { $mistakes } { $mistakes ->
        [one] mistake
       *[other] mistakes
    } (lost { $threshold } or more); { $lost } expected points lost in all
tui-review-progress = reviewing: decision { $done } of { $total }
tui-error-review-not-over = { $file }: the game is not over (after { $actions } actions); only finished games are reviewed
tui-error-review-seat = there is no player { $seat } (a game of { $players })
tui-error-review-paschabot = the Paschabot's seat takes no decisions of its own

## marrakesh replay

tui-replay-game-continues = (game continues; waiting for { $waiting })

## The score pad (marrakesh score, end of a terminal game)

tui-score-title-final = Scores (final)
tui-score-title-so-far = Scores (so far: season { $season } of 3, round { $round } of 4)
tui-score-solo-paschabot = Solo against the Paschabot (P1), difficulty { $difficulty }
tui-score-solo-lazy = Solo against the lazy Paschabot (P1, it does not score): titles at { $ladder } points
tui-score-category = category
tui-score-total = TOTAL
tui-score-steps = palace / mosque step
tui-score-final-scoring = Final scoring:
tui-score-final-paschabot = { $name }: { $count ->
        [one] { $count } complete sector
       *[other] { $count } complete sectors
    } = { $sector_points }; keshis x half their strategy icons = { $keshi_points }{ $towns }
tui-score-final-player = { $name }: { $count ->
        [one] { $count } complete sector
       *[other] { $count } complete sectors
    } = { $sector_points }; oases { $oases } -> { $oasis_points }; { $resources } resources/goods left = { $resource_points }{ $towns }
tui-score-final-towns = ; desert towns { $towns } -> { $points }
tui-score-none = none
tui-score-winner = Winner: { $names }
tui-score-shared-victory = Shared victory: { $names }
tui-and = {" and "}

## The terminal game (marrakesh play): before and after the full screen

tui-resume-question = { $file } holds an unfinished game ({ $game }, { $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    }). [r] resume it, [n] start a new game (the old one is kept as { $backup }), [q] quit:
tui-resume-solo = solo
tui-resume-again = Please answer r (resume the game in { $file }), n (start a new game; the old one is kept as { $backup }) or q (quit):
tui-resume-no-answer = no answer (r, n or q) to the question about { $file }; nothing was changed
tui-backup-note = note: the previous { $file } is kept as { $backup }
tui-saved-continue = Game saved in { $file }. Continue with: { $command }
tui-last-save-failed = warning: the last save failed: { $error }

## Seats

tui-seat-you = { $seat } (you)
tui-seat-kind = { $seat } ({ $kind })
tui-seat-human = human

## Tabs, and the panels' titles

tui-tab-board = Board
tui-tab-market = Market
tui-tab-scrolls = Scrolls
tui-tab-players = Players
tui-tab-paschabot = Paschabot
tui-tab-modules = Modules
tui-tab-race = Camel race
tui-tab-scores = Scores
tui-tab-log = Log
tui-title-market = Market: souk and workshops
tui-title-scrolls = Scrolls
tui-title-race = Camel race
tui-title-player = Player board { $page } of { $count } ([ ] other players)
tui-title-player-paschabot = Player board { $page } of { $count }: the Paschabot ([ ] other players)
tui-title-log = Log (PgUp: older)
tui-title-log-back = Log ({ $back ->
        [one] { $back } line back
       *[other] { $back } lines back
    }; PgDn: newer, PgUp: older)
tui-title-recent = Recent
tui-title-waiting = Waiting
tui-title-game-over = Game over
tui-title-decision = Your decision, { $seat }
tui-title-help = Help - rules (Up/Down scroll, any other key closes)
tui-title-quit = Quit
tui-title-season-scoring = Season scoring - press any key to go on

## The screen's frame: status line, footer, small terminal

tui-too-small = The terminal is { $width }x{ $height }; Marrakesh needs at least { $min_width }x{ $min_height }. Enlarge it (q quits).
tui-status-time = S{ $season }/3 R{ $round }/4 { $phase }
tui-status-next-title = next title { $points }
tui-status-top-title = top title
tui-status-view = view:
tui-status-spectator = spectator
tui-footer = Up/Down Enter: choose | Tab: tabs | [ ]: players | a: advice | ?: help | q: quit
tui-decimal-mark = .

## Hot-seat, quitting, a season's scoring, the end

tui-pass-title = Marrakesh - hot-seat
tui-pass-to = Pass the device to { $seat }.
tui-pass-enter = { $seat }: press Enter when the others cannot see the screen.
tui-pass-quit = (q: quit; the game is saved)
tui-quit-question = Quit the game?
tui-quit-saved = It is saved in { $file }.
tui-quit-keys = { $yes }: quit    any other key: keep playing
# The key that answers "yes" to "Quit the game?" (y and q always do).
tui-quit-yes-key = y
tui-summary-title = Season { $season } is scored
tui-summary-points = Points this scoring:
tui-summary-earlier = ({ $count ->
        [one] { $count } earlier line
       *[other] { $count } earlier lines
    } in the Log tab)
tui-over = The game is over.
tui-over-scores-tab = The Scores tab has the breakdown.
tui-over-quit = q: quit

## The decision panel

tui-waiting-deciding = { $seat } is deciding: { $decision }
tui-waiting-nobody = Nobody can move.
tui-waiting-thinking = { $seat } is thinking ({ $seconds } s); the tabs, scrolling and q still work.
tui-waiting-fast = Bots move at full speed (f: slow down).
tui-waiting-any-key = Any key: next bot move now. f: fast bots.
tui-choice-of = choice { $choice } of { $count }
tui-choice-pages = n/p: pages
tui-choice-step-back = b: step back
tui-choice-rules = ? rules
tui-confirm = CONFIRM: { $action }
tui-no-effect = no effect: the assistant is used up for nothing
tui-entertainer-spectators = { $now ->
        [one] { $now } spectator faces it now
       *[other] { $now } spectators face it now
    }, { $next } after your next turn of the disc
tui-caravan-cost = claiming that oasis costs { $cost }
tui-worth = for you now: { $what }
tui-worth-nothing = nothing
tui-worth-points = { $count ->
        [one] { $signed } point
       *[other] { $signed } points
    }
tui-worth-keshis = { $count ->
        [one] { $count } keshi deployed
       *[other] { $count } keshis deployed
    }
tui-worth-then-choice = then your choice

## Messages in the footer, lines of the log

tui-save-failed = could not save to { $file }: { $error }
tui-engine-refused = the engine refused the move: { $error }
tui-advice-nothing = advice: you have nothing to decide now
tui-advice-busy = advice: still thinking…
tui-advice-thinking = advice: thinking…
tui-advice-failed = advice: the search failed
tui-hint = hint { $n }: { $action }
tui-hint-searched = hint { $n }: { $action } ({ $share }% of the search, about { $points ->
        [one] { $points } point
       *[other] { $points } points
    } at the end)
tui-hint-searched-solo = hint { $n }: { $action } ({ $share }% of the search; at the end you about { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, the Paschabot about { $paschabot })
tui-bot-no-move = bot { $seat } found no move
tui-bot-failed = bot { $seat } failed while thinking
tui-step-back-revealed = this choice revealed hidden information: it cannot be taken back
tui-step-back-nothing = nothing to take back: no choice of several steps is under way
tui-step-back-failed = cannot step back: { $error }
tui-steps-back = { $seat } steps back
tui-fast-on = fast bots: on
tui-fast-off = fast bots: off
tui-three-chosen = 3 keshis are chosen: unmark one first, or confirm

## Help: headings and keys

tui-help-this-decision = This decision
tui-help-highlighted-sector = The highlighted sector
tui-keys-title = Keys
tui-key-move-keys = Up/Down or k/j
tui-key-move = move in the list of choices
tui-key-take-keys = Enter or Space
tui-key-take = take the highlighted choice
tui-key-jump = jump to choice 1-9
tui-key-pages-keys = n / p
tui-key-pages = next / previous page of a long list of choices
tui-key-back-keys = b or Backspace
tui-key-back = step back out of a choice of several steps (before anything hidden is revealed)
tui-key-tabs-keys = Tab, Left/Right
tui-key-tabs = switch tabs: { $tabs }
tui-key-players-keys = [ and ]
tui-key-players = previous / next player in the Players tab
tui-key-scroll-keys = PgUp/PgDn
tui-key-scroll = scroll the left panel a page (Log tab: PgUp older, PgDn newer)
tui-key-help-keys = ? or h
tui-key-help = this help (rules of the current decision)
tui-key-advice = advice: the strong bot's three best choices (the best in the footer, all three in the Log tab)
tui-key-fast = fast bots (no pause between bot moves) on/off
tui-key-quit = quit (the game is saved after every action)

## Words shared by the panels

tui-points = { $count ->
        [one] { $count } point
       *[other] { $count } points
    }
tui-start-player = start player
tui-empty = empty
tui-empty-slot = (empty)
tui-none = none
tui-none-left = none left
tui-luxury-goods = Luxury goods:
tui-season-short = S{ $season }
tui-nomads-count = { $count ->
        [one] { $count } nomad
       *[other] { $count } nomads
    }
# Colours and sectors in three or four letters, for narrow columns.
tui-colour-short = { $colour ->
        [turquoise] tur
        [green] gre
        [gray] gra
        [white] whi
        [black] bla
        [pink] pin
        [beige] bei
        [brown] bro
        [red] red
        [yellow] yel
        [purple] pur
       *[orange] ora
    }
tui-sector-short = { $sector ->
        [river] riv
        [date_orchard] dat
        [souk] souk
        [main_square] sq
        [mosque] mos
        [palace] pal
        [madrasa] mad
        [medina] med
       *[sahara] sah
    }
# The goods keshis' counts on one line: Y2 P0 O1.
tui-goods-letter = { $colour ->
        [yellow] Y
        [purple] P
       *[orange] O
    }

## The Board tab

tui-board-time = Season { $season }/3 · round { $round }/4 · { $phase }
tui-board-start-player = Start player { $seat } · season tracker { $tracker }
tui-board-tower-base = Tower base:
tui-board-river = River (jetty { $jetty }; rapids at { $rapids })
tui-board-docked = docked ({ $points } pts)
tui-board-river-tile = river tile
tui-board-river-tile-next = next
tui-board-staircase = { $stair ->
        [palace] Palace staircase
       *[mosque] Mosque staircase
    } (final { $last }; thresholds { $thresholds })
tui-board-step = { $step } (segment { $segment })
tui-board-your-line = Your line ({ $palace }/{ $mosque }): { $bonuses }
tui-board-leftover-oases = Leftover oases: { $oases }
tui-figure-with = with { $seat } (step { $step })
tui-figure-left = has left the staircase
tui-figure-waits = waits on step { $step }
tui-fountain = Fountain: { $text }
tui-towns-display = Desert towns on display ({ $count } left, night side up):
tui-towns-spaces = Desert towns (start oasis covered):
tui-town-claimed-points = claimed, day side up; { $points ->
        [one] { $points } point
       *[other] { $points } points
    } now
tui-town-claimed = claimed, day side up
tui-town-night = night side up; claim for { $cost }
tui-town-no-town-left = caravan there, no town left
tui-town-empty = empty (caravans { $caravans }/4)

## The Market and Scrolls tabs

tui-market-office = Exchange office #{ $office } (this season)
tui-market-office-new = Exchange office #{ $office } (this season; a new office: resource + bonus)
tui-market-luxury = Luxury goods (cost in goods keshis -> gain) [left]
tui-market-stack = face-down stack: { $count }
tui-market-workshops = Workshops: price, points; gates there
tui-market-workshop = { $workshop } ({ $price ->
        [one] { $price } dinar
       *[other] { $price } dinars
    }, { $points }):
tui-sold-out = sold out
tui-scrolls-title = Madrasa: scrolls on display [face-down left]
tui-scrolls-type = { $kind } ({ $scholars ->
        [one] { $scholars } scholar
       *[other] { $scholars } scholars
    }, { $dates ->
        [one] { $dates } date
       *[other] { $dates } dates
    }) [{ $left }]

## The Players tab

tui-no-such-player = no such player
tui-player-figure = with the { $figure }
tui-player-resources = Water { $water } dates { $dates } dinars { $dinars } · goods
tui-player-screen = Screen:
tui-player-screen-hidden = { $count ->
        [one] { $count } keshi (hidden)
       *[other] { $count } keshis (hidden)
    }
tui-player-selection = Selection: { $colours }
tui-player-selection-hidden = Selection: chosen (hidden)
tui-player-selection-none = Selection: not chosen yet
tui-player-sector = Sector
# Over the columns: keshis in the sector, W a water vendor, A an assistant.
tui-player-sector-columns = keshis W  assistants · notes
tui-note-docked = fisherman docked
tui-note-fisherman = fisherman { $space }
tui-note-luxury = { $count ->
        [one] { $count } luxury good
       *[other] { $count } luxury goods
    }
tui-note-disc = disc turned { $turns }
tui-note-step = step { $step }
tui-note-scrolls = { $count ->
        [one] { $count } scroll
       *[other] { $count } scrolls
    }
tui-note-watchtower = { $count } on watchtower
# L, R, S: the left path, the right path, the start oasis's path.
tui-note-paths-towns = paths L{ $left }/4 R{ $right }/4
tui-note-paths = paths L{ $left } R{ $right } S{ $start }
tui-player-fields = Fields:
tui-player-gates = Gates:
tui-player-oases = Oases:
tui-player-oasis-claimed = claimed
tui-player-oasis-found = found { $oasis }
tui-player-storage = Storage:
# Oasis storage spaces with an icon: exchange, scroll.
tui-storage-exchange = exch
tui-storage-scroll = scrl
tui-player-provision = Provision:
tui-player-provision-drawn = Also drawn (keep 3 of 5):
tui-face-down-tile = (face down { $tile })
tui-face-down = (face down)
tui-face-down-tier = (face down, { $tier ->
        [moderate] moderate
       *[hard] hard
    })
tui-player-spectators = Spectator area ({ $count }, camel { $camel }, dung { $dung }):
tui-player-set-aside = Set aside: { $keshis }
tui-player-scrolls = Scrolls:
tui-building = Building ({ $side }):
tui-building-front = front
tui-building-back = back
tui-building-unknown = building { $id }
tui-building-hidden = not chosen yet (hidden)
tui-buildings-drawn = Buildings drawn ({ $side }, keep 1):
tui-building-scrolls-drawn = Yellow scrolls drawn (keep 1):
tui-nomads = Nomads: { $count } on the board
tui-nomads-vendor = water vendor { $count }
tui-nomads-watching = { $count } in the spectator area
tui-nomads-held = { $count } set aside
tui-nomad-board = nomad board { $count } left
tui-nomad-board-base = 1 in the tower base

## The Paschabot tab

tui-pb-none = There is no Paschabot in this game.
tui-pb-difficulty = Difficulty: { $difficulty }
tui-pb-docked = docked
tui-pb-tracks = Fisherman { $fisherman } · palace { $palace } · mosque { $mosque }
tui-pb-drawn = Drawn: { $colours }
# Over the columns: the row (sector), n keshis, W, A, the strategy icons, the points.
tui-pb-col-row = Row
tui-pb-col-icons = icons
tui-pb-col-points = pts
tui-pb-full = full
tui-pb-points-complete-only = pts: 10 per complete sector (easier rule: no keshi points)
tui-pb-points-projected = pts at the end: n x half the icons (rounded up), +10 if full (8 + W): { $points }
tui-pb-gates = Gates ({ $count }, { $guards ->
        [one] { $guards } guard
       *[other] { $guards } guards
    }):
tui-pb-towns = Desert towns (its 4th and 8th Sahara keshi): { $towns }
tui-pb-strategy = Strategy tiles: { $revealed } revealed, { $hidden } face down
tui-pb-souk = Souk: buys { $top ->
        [slipper] a slipper
        [tajine] a tajine
        [dagger] a dagger
        [oil_lamp] an oil lamp
        [necklace] a necklace
        [hunting_falcon] a hunting falcon
       *[racing_saddle] a racing saddle
    }, else { $bottom ->
        [slipper] a slipper
        [tajine] a tajine
        [dagger] a dagger
        [oil_lamp] an oil lamp
        [necklace] a necklace
        [hunting_falcon] a hunting falcon
       *[racing_saddle] a racing saddle
    } (last tile)
tui-pb-priority = Keshi priority:
tui-pb-bag = Bag ({ $count } left):
tui-pb-lazy-head = no board, no points
tui-pb-lazy-rule = It claims 2 keshis of the leftmost colour with 2 in the tower base, else 1 of the leftmost colour there; they go back to the supply.
tui-pb-priority-line = Priority line (leftmost first):
tui-pb-river-tile = River tile this season: yours if your fisherman has crossed rapid { $rapid }
tui-pb-titles = Titles (P0 has { $points ->
        [one] { $points } point
       *[other] { $points } points
    }):
tui-pb-reached = reached
tui-pb-to-go = { $points } to go
tui-pb-final-title = Final title: { $title }
tui-pb-no-title = Final: no title reached

## The Camel race tab

tui-race-not-in-play = The camel race is not in play.
tui-race-track = Camel race track:
tui-race-bridge = space { $space }: { $cost }
# S, 1-3, B, F: the letters the track above is drawn with.
tui-race-legend = S start line, 1-3 stage lines (1 goods keshi, 1 dung off, +{ $dinars } dinar for the first camel across{ $taken }), B bridge ({ $bridges }), F finish (+{ $points } points, then the podium)
tui-race-taken = ; dinar taken at { $lines }
tui-race-spectators = Camels and spectator areas ({ $spaces } spaces; steps for 1-8 colours: { $steps }):
tui-race-podium-place = podium { $place }
tui-race-camel = camel { $space }/{ $finish }
tui-race-player = { $camel }, spectators { $count }/{ $spaces }:
tui-race-dung = dung { $dung } (-{ $penalty } at the end); next spectator runs { $new } (new colour) or { $old }; water { $water } dates { $dates }
tui-race-rewards = Reward tiles (one per season, the top one active):
tui-race-active = ACTIVE, season { $season }
tui-race-season = season { $season }
tui-race-tile = { $label }: tile #{ $tile }
tui-race-discard = { $colour }: discard 1 dung
tui-race-podium = Podium:
tui-race-end = End: placements pay { $points } (ties share, rounded down; only past stage line 1); dung costs { $dung } (-{ $beyond } each over { $count })

## The Modules tab

tui-mod-title = Modules: { $modules }
tui-mod-staircase = 1 Staircase tiles (bottom left first; * your line):
tui-mod-printed = printed: { $bonus }
tui-mod-imam-sultan = 2 Imam & sultan:
tui-mod-offices-new-only = 3 Exchange offices (new ones only): this season #{ $office }
tui-mod-offices-mixed = 3 Exchange offices (new ones mixed in): this season #{ $office }
tui-mod-spectators = 4 Spectators: purple disc side
tui-mod-sections = sections clockwise: { $purple } (pink: { $pink })
tui-mod-towns = 5 Desert towns:
tui-mod-towns-rule = a caravan on the 4th space of the left or right path: +{ $points } points and a town; Sahara action: claim it for { $cost }; at most 2 score; start oasis covered
tui-mod-paschabot-towns = (Paschabot) towns: { $towns }
tui-mod-town-day = day
tui-mod-town-night = night
tui-mod-race = Camel race:
tui-mod-race-tab = track, camels, spectator areas, dung, reward tiles and podium: the Camel race tab

## The Scores tab

tui-scores-steps = palace/mosque
tui-scores-final-paschabot = : sectors { $count }x10={ $sector_points }, keshis x icons = { $keshis }{ $towns }
tui-scores-final-player = : sectors { $count }x10={ $sector_points }, oases { $oases } = { $oasis_points }, resources { $resources }/2={ $resource_points }{ $towns }
tui-scores-towns = towns { $towns } = { $points }

## Error lines of the command line and the terminal game ("error: …"),
## told in the chosen language (--lang, LC_ALL/LC_MESSAGES/LANG)

tui-error-bots-count = --bots lists { $count ->
        [one] { $count } bot
       *[other] { $count } bots
    } for { $players } players (give one per seat, or one for all)
tui-error-solo-bots = --bots '{ $bots }': a solo game has one bot, for your seat (P0); the Paschabot plays P1
tui-error-river-tiles-form = --river-tiles: '{ $tiles }' is not like 1,3,5
tui-error-river-tiles-count = --river-tiles needs exactly 3 numbers, e.g. 1,3,5
tui-error-games = --games must be at least 1
tui-error-threads = --threads must be between 1 and { $max }, not { $threads }
tui-error-players = the base game is for 2 to 4 players, not { $count }
tui-error-bad-setup = bad setup: { $error }
tui-error-cannot-write = cannot write { $file }: { $error }
tui-error-offices-new-only = --offices-new-only is module 3's variant, but --modules says none
tui-error-staircase-tiles-without-module = --staircase-tiles is module 1's variant, but --modules says none
tui-error-buildings-back-without-module = --buildings-back is the special buildings' side, but --modules says none
tui-error-no-random-seed = no random seed from the system: { $error }
tui-error-seats-count = --seats lists { $seats } seats but the saved game has { $players } players
tui-error-backup-all-taken = cannot keep the old { $file }: { $file }.bak.1 to .bak.9999 all exist
tui-error-backup-taken = cannot move the old { $file } to { $backup }: that name is taken now
tui-error-backup-failed = cannot move the old { $file } to { $backup }: { $error }
tui-error-cannot-read-answer = cannot read the answer: { $error }
tui-error-save-is-directory = cannot save the game: { $file } is a directory
tui-error-save-not-regular = cannot save the game: { $file } is not a regular file
tui-error-save-dir-not-directory = cannot save the game to { $file }: { $dir } is not a directory
tui-error-save-dir-missing = cannot save the game to { $file }: the directory { $dir } does not exist
tui-error-save-dir-not-writable = cannot save the game to { $file }: cannot write in { $dir }: { $error }
tui-error-needs-terminal = marrakesh play needs a terminal (for scripts use new/legal/apply, for bot games simulate)
tui-error-terminal = terminal error: { $error }
tui-error-in-file = { $file }: { $error }
tui-error-per-game-extension = --per-game { $file }: the file name must end in .csv or .jsonl
tui-error-save-games-dir = --save-games { $dir }: { $error }
tui-error-report-no-number = { $file }: not a `simulate --json` report (no number { $what })
tui-error-cannot-read = cannot read { $file }: { $error }
tui-error-not-json = { $file }: not JSON: { $error }
tui-error-report-none = { $dir }: no `simulate --json` reports (*.json) in it
tui-error-report-no-seats = { $file }: not a `simulate --json` report (no seats)
tui-error-report-differs = { $file }: its seats or setup differ from { $first }'s: not one table
tui-error-no-such-path = { $file }: no such file or directory
tui-error-game-failed = game { $index } (seed { $seed }) failed: { $error }
tui-error-thread-panicked = a simulation thread panicked
tui-error-solo-bots-given = { $count } bots given for a solo game (one bot plays seat 0)
tui-error-bots-given = { $count } bots given for { $players } players
tui-error-compare-catalogs = cannot compare the catalogs: { $error }
tui-error-timeout = { $value }: a timeout is a positive number of seconds
tui-error-view-seat = view: --player K or --spectator is required
tui-error-stdin-action = the action from stdin
tui-error-not-a-game-file = { $file } is not a valid game file: { $error }
tui-error-file-catalog = the catalog in the file is invalid: { $error }
tui-error-cannot-read-directory = cannot read { $file }: it is a directory
tui-error-too-large = { $file } is too large (more than { $limit } bytes)
tui-error-not-utf8 = { $file } is not UTF-8 text
tui-error-seats-listed = { $seats } seats listed for { $players } players
tui-error-seat-not-paschabot = in a solo game seat { $seat } is the Paschabot, not { $found }
tui-error-paschabot-seat = in a solo game the Paschabot is seat { $paschabot }, not seat { $seat }
tui-error-paschabot-outside-solo = the Paschabot plays only in solo games (--solo or --lazy)
tui-error-start-player = start player { $player } is not at the table
tui-error-solo-buildings-front = solo play uses the special buildings' back side only (003: "Benutze nur die Rückseite der Gebäude")
tui-error-solo-start-player = a solo game's rules fix the start player
tui-error-lazy-difficulty = the lazy Paschabot has no difficulty adjustments
tui-error-tower-chance = a tower chance is in thousandths, 0 to 1000, not { $chance }
tui-error-river-tile = river tile { $tile } cannot be the tile of season { $season } (wrong number or season icon)
tui-error-staircase-tile = staircase tile { $tile } is unknown, chosen twice, or has no such side
tui-error-game-over = the game is over
tui-error-no-such-player = there is no player { $player } at this table
tui-error-not-your-turn = player { $player } has nothing to decide now (waiting for { $waiting })
tui-error-illegal-action = player { $player } cannot play { $action } now; the pending decision is { $decision }
tui-error-action-not-replayable = action #{ $index } cannot be replayed: { $error }
tui-error-io-not-found = No such file or directory
tui-error-io-permission-denied = Permission denied
tui-error-io-already-exists = File exists
tui-error = error: { $message }
tui-error-no-player = there is no player { $player }: seats are 0 to { $last }
tui-error-pending-secret = pending, decided at once and in secret: { $seats }; give --player K to list one seat's options
tui-error-malformed-action = malformed action JSON: { $error }
tui-error-no-more-actions = the game is over: no more actions
tui-error-player-is-paschabot = player { $player } is the { $opponent }: the engine plays it by its rules, it never decides
tui-error-nothing-to-decide = player { $player } has nothing to decide now (waiting for player { $waiting })
tui-error-nobody-decides = nobody has a decision to take
tui-error-say-which-player = players { $players } must all decide now: say which one with --player
tui-error-illegal = illegal action: { $error }
tui-error-cannot-encode-view = cannot encode the view: { $error }
tui-error-cannot-encode-replay = cannot encode the replay: { $error }
tui-error-file-bad-setup = { $file }: bad setup: { $error }
tui-error-file-action-not-replayable = { $file }: action #{ $index } cannot be replayed: { $error }
tui-error-file-nothing-to-decide = { $file }: action #{ $index } cannot be replayed: player { $player } has nothing to decide
tui-error-seats-players = --seats lists { $seats } seats but --players is { $players }
tui-lobby-at = Marrakesh: the lobby is at { $url } (open it in your browser; Ctrl-C stops the server; `marrakesh play` is the terminal game)
tui-error-unknown-module = unknown module '{ $module }' (use { $names }, all or none; or the numbers 1-5)
tui-error-modules-none-with = --modules '{ $list }': 'none' cannot be combined with modules
tui-error-staircase-tiles-form = --staircase-tiles: '{ $tiles }' is not 12 pairs TILE:SIDE like 1:0,2:1,... (tiles 1-20, side 0 or 1)
tui-error-modules-list = --modules '{ $list }': { $error }

## The command line's help (`marrakesh --help`, `marrakesh COMMAND --help`).
## Commands: cli-about-COMMAND; arguments: cli-arg-COMMAND-ARG where a
## command says it its own way, else cli-arg-ARG.

cli-about = Stefan Feld's Marrakesh: play in the terminal, simulate bot games, script games as JSON
cli-after-help = Without a command, `marrakesh` starts the game server on 127.0.0.1 (games in marrakesh.db) and opens the lobby in your browser; `marrakesh play` is the terminal game.
cli-about-play = Play a game in the terminal (you against bots, or hot-seat)
cli-about-simulate = Play many bot games and print statistics
cli-about-bench = Measure the engine's speed (single thread, bot games)
cli-about-new = Print a new game file (JSON) to stdout
cli-about-legal = Print who must decide and the legal actions (JSON)
cli-about-apply = Apply one action and print the new game file
cli-about-view = Print what one seat (or a spectator) may see (JSON)
cli-about-score = Print the score breakdown
cli-about-replay = Replay a game file and print every action and its events
cli-about-review = The strong bot's review of a finished game: each decision of one seat, its expected points lost
cli-about-serve = Serve games online (HTTP + WebSocket; see docs/server.md)
cli-about-report = Pool `simulate --json` reports played in chunks into tables with 95% intervals (text, Markdown or an HTML report with plots)
cli-about-catalog = Print the embedded component catalog (TOML), to edit and use with --catalog
cli-about-help = Print this message or the help of the given subcommand(s)

cli-heading-usage = Usage
cli-heading-commands = Commands
cli-heading-arguments = Arguments
cli-heading-options = Options
cli-heading-modules = Modules of the base box and the expansion box (any combination, also with --solo)
cli-heading-solo = Solo play against the Paschabot (difficulty flags: with --solo, any combination)
cli-heading-lab = Simulation lab (besides the summary)
cli-usage-options = [OPTIONS]
cli-usage-command = [COMMAND]
cli-spec-default = [default: { $value }]
cli-spec-possible = [possible values: { $values }]
cli-spec-env = [env: { $name }]

cli-arg-help = Print help
cli-arg-version = Print version
cli-arg-subcommand = Print help for the subcommand(s)
cli-arg-lang = Language of the texts: de, nl or en (default: from LC_ALL, LC_MESSAGES or LANG, else English; JSON output is the same in all)
cli-arg-file = The game file
cli-arg-json = As JSON
cli-arg-simulate-json = Print one JSON object instead of text
cli-arg-legal-player = Whose actions to list (default: the first pending player)
cli-arg-apply-player = The acting seat (default: the only pending player)
cli-arg-view-player = The seat (from 0); --player K or --spectator is required
cli-arg-review-player = The seat to review (from 0)
cli-arg-ms = Search time per decision in milliseconds (up to twice that where the seat chose otherwise than the bot)
cli-arg-action = The action as JSON, exactly as `legal` lists it ("-" reads it from stdin)
cli-arg-in-place = Rewrite the file (atomically) and print what happened instead
cli-arg-spectator = Only what everybody may see
cli-arg-check = Instead of printing, check that FILE is a catalog the engine accepts
cli-arg-edition = Rules edition
cli-arg-tower = The tower's intermediate layer (none: every keshi comes out)
cli-arg-seed = Random seed (default: a random one)
cli-arg-catalog = Component catalog (TOML) to play with instead of the embedded one (see `marrakesh catalog`); a new game's file keeps a copy
cli-arg-modules = Modules in play, comma separated: staircase-tiles, imam-sultan, exchange-offices, spectators, desert-towns (or 1-5); new-luxury-goods, new-oases, camel-race, nomads, special-buildings, new-provisions (expansion box); all (these eleven; solo: the buildings' back side); none (default)
cli-arg-offices-new-only = Module 3 variant: only the 6 new exchange offices. Implies module 3
cli-arg-staircase-tiles = Module 1 variant: the staircase tiles chosen, not drawn: TILE:SIDE (tile 1-20, side 0 or 1) for each of the 12 spaces, bottom left first. Implies module 1
cli-arg-buildings-back = Special buildings: everybody plays the back side (starting keshi, resources and scroll, no ability). Implies the module; solo games always use the back side
cli-arg-solo = Solo: P0 (you; in simulate the --bots bot) against the Paschabot (P1), played by its rules
cli-arg-lazy = Solo against the lazy Paschabot (no board; you play for a title: 135, 160, 185 or 201 points). Implies --solo
cli-arg-easier-no-extra-tiles = Easier: its 3rd, 5th and 7th caravan reveal no strategy tile (3 tiles all game)
cli-arg-easier-complete-sectors-only = Easier: at the end it scores only its complete sectors, not its keshis per sector
cli-arg-easier-main-square-once = Easier: its main-square action gives the bonus once (not 3 times)
cli-arg-easier-no-fisherman-moves = Easier: the fisherman symbol on its strategy tiles does not move its fisherman
cli-arg-harder-expensive-gates = Harder: in the medina it always takes the most expensive gate of a colour
cli-arg-harder-main-square-four = Harder: its main-square action gives the bonus 4 times
cli-arg-harder-storage-keshis = Harder: at setup it deploys the 5 storage keshis left in the bag
cli-arg-play-players = Number of players, 2 to 4 (default: 3, or the number of --seats)
cli-arg-new-players = Number of players, 2 to 4
cli-arg-players = Players per game, 2 to 4
cli-arg-seats = Who sits where, e.g. human,greedy,random or human,human (hot-seat)
cli-arg-resume = Continue the game saved in FILE
cli-arg-save = Save the game after every action to FILE (default: the resumed file, else marrakesh-save.json)
cli-arg-delay = Pause between bot moves, in milliseconds (any key skips the pause)
cli-arg-games = Number of games
cli-arg-bots = Bot per seat (random, greedy, ismcts; ismcts:MS, ismcts:Nit, ismcts:BUDGET:THREADS), comma separated; one name for all seats. Solo: the one bot playing your seat (P0)
cli-arg-threads = Worker threads (default: all cores)
cli-arg-bench = Measure single-threaded engine speed with random bots instead
cli-arg-per-game = Also write one row per game and seat to FILE: CSV (FILE.csv) or JSON Lines (FILE.jsonl); columns in docs/cli.md
cli-arg-save-games = Also save every game as a game file in DIR (created if missing): DIR/game-0000.json, ... for `marrakesh replay`, `score`, `play --resume`
cli-arg-report = Also write an HTML report with plots to FILE: score distributions, win rates, points by category, head to head, score after each round
cli-arg-bot = The bot playing every seat
cli-arg-river-tiles = River tile faces of seasons 1, 2, 3, e.g. 1,3,5 (default: drawn)
cli-arg-start-player = Start player (seat from 0; default: drawn; solo: fixed by the rules)
cli-arg-paths = `simulate --json` reports: a directory of a table's chunks (TABLE/*.json), a directory of such directories (one table each), or single report files
cli-arg-html = Write an HTML report with plots to FILE instead of printing the tables
cli-arg-markdown = Print the tables as the rows of one Markdown table
cli-arg-bind = Address to listen on (loopback by default; 0.0.0.0:8080 for a LAN)
cli-arg-db = Where the games are: an SQLite file (created if missing; `sqlite:` before the path is allowed) or a PostgreSQL URL (postgres://user:password@host/database)
cli-arg-cluster = With a PostgreSQL `--db`: every process on the database serves at once, each owning some live games, behind any load balancer (without it one serves and the others stand by); see docs/hosting.md
cli-arg-zombie-after = Seconds a human seat must be pending with nobody connected before the host may hand it to a bot
cli-arg-archive-after-days = Days without a move after which a running game is archived
cli-arg-bot-delay = Pause before a bot's move is played, in milliseconds
cli-arg-games-per-minute = New games per minute per IP address
cli-arg-messages-per-10s = Messages one WebSocket may send per 10 seconds (then an error and the socket is closed)
cli-arg-synchronous = SQLite's synchronous setting: `full` (every acknowledged action survives power loss) or `normal` (it survives a killed server, not an OS crash; faster)
cli-arg-header-read-timeout = Seconds a connection has to send a request's head (also the wait for the next request on a kept-alive connection)
cli-arg-body-read-timeout = Seconds a request's body has to arrive after its head (then 408)
cli-arg-idle-timeout = Seconds without a byte either way after which a connection is closed
cli-arg-max-connections-per-ip = Open connections (HTTP and WebSocket) from one address at most (IPv6: per /64)
cli-arg-max-connections = Open connections in all at most (lowered to fit the limit of open files)
cli-arg-sockets-per-seat = WebSockets per seat at most (a seat's tabs; never blocked by spectators)
cli-arg-spectators-per-game = Spectators' WebSockets per game at most
cli-arg-spectators-total = Spectators' WebSockets in all at most
cli-arg-hints-at-once = Hints searched at once in all (one at a time per seat); default: the number of cores
cli-arg-max-live-games = Games in memory at most (the idle ones leave memory to make room)
cli-arg-serve-review-ms = Milliseconds of the strong bot's search per decision in a review of a finished game (one review at a time)
cli-arg-log-format = How log lines are written (standard error): `human` or `json` (one object per line); the level comes from MARRAKESH_LOG (default info)
cli-arg-trusted-proxy = A reverse proxy whose X-Forwarded-For / Forwarded / X-Forwarded-Proto headers are believed (for the per-address limits and the invite URLs): an address or a CIDR range; repeat it or separate with commas
cli-arg-forwarded-header = Which header the trusted proxy reports the client in: `x-forwarded-for` (with X-Forwarded-Proto/-Host) or `forwarded` (RFC 7239); the other kind is never read
cli-arg-public-url = The base URL of invite links (e.g. https://games.example); default: the scheme and host the client used
cli-arg-quick-play-expiry = Seconds a quick play ticket stays in the queue without being polled (the waiting page polls every 2 s)

## The command line's errors (clap's, by kind), one line each

cli-error-unknown-argument = unexpected argument '{ $arg }' found
cli-error-unknown-command = unrecognized subcommand '{ $command }'
cli-error-value-missing = a value is required for '{ $arg }' but none was supplied
cli-error-invalid-value = invalid value '{ $value }' for '{ $arg }'
cli-error-invalid-value-because = invalid value '{ $value }' for '{ $arg }': { $reason }
cli-error-possible-values = [possible values: { $values }]
cli-error-no-equals = equal sign is needed when assigning values to '{ $arg }'
cli-error-too-many-values = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
cli-error-too-few-values = { $min } values required by '{ $arg }'; only { $actual } { $actual ->
        [one] was
       *[other] were
    } provided
cli-error-wrong-number-of-values = { $expected } values required for '{ $arg }' but { $actual } { $actual ->
        [one] was
       *[other] were
    } provided
cli-error-conflict = the argument '{ $arg }' cannot be used with '{ $other }'
cli-error-conflict-any = the argument '{ $arg }' cannot be used with one or more of the other specified arguments
cli-error-repeated = the argument '{ $arg }' cannot be used multiple times
cli-error-missing-required = the following required arguments were not provided: { $args }
cli-error-missing-command = '{ $command }' requires a subcommand but one was not provided
cli-error-invalid-utf8 = invalid UTF-8 was detected in one or more arguments
cli-error-other = the command line is not valid
cli-error-reason-not-a-number = invalid digit found in string
cli-error-reason-empty = cannot parse integer from empty string
cli-error-reason-too-large = number too large to fit in target type
cli-error-reason-too-small = number too small to fit in target type
cli-error-reason-range = { $value } is not in { $range }
cli-error-reason-float = invalid float literal
cli-error-reason-address = invalid socket address syntax
cli-error-reason-lang = unknown language "{ $value }" (de, en or nl)
cli-error-tip-similar-argument = a similar argument exists: '{ $similar }'
cli-error-tip-similar-command = a similar subcommand exists: '{ $similar }'
cli-error-tip-similar-value = a similar value exists: '{ $similar }'
cli-error-tip-value-dash = to pass '{ $value }' as a value, use '-- { $value }'
cli-error-see-help = see { $command } --help

## marrakesh simulate and bench: the summary (numbers as they are)

tui-sim-header = { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, { $table }, { $edition } edition, tower { $tower }{ $modules }, base seed { $seed }, { $threads } thread(s){ $catalog }
tui-sim-catalog = , catalog { $file }
tui-sim-speed = { $seconds } s, { $rate } games/s, { $decisions } decisions per game
tui-sim-col-seat = seat
tui-sim-col-bot = bot
tui-sim-col-mean = mean
tui-sim-col-min = min
tui-sim-col-max = max
tui-sim-col-win-rate = win rate
tui-sim-all-seats = all seats
tui-sim-thinking = { $seat } { $bot } thinks { $mean } ms per decision on average, { $max } ms at most
tui-sim-rule = (win rate: { $rule })
tui-sim-rule-solo = ({ $rule })
tui-sim-rule-shared = a shared victory counts 1/k for each of the k winners
tui-sim-rule-paschabot = P0 wins only with strictly more points than the Paschabot; a tie goes to the Paschabot
tui-sim-rule-lazy = P0 wins by reaching a title ({ $points } points or more); otherwise nobody wins
tui-sim-intervals = (95% intervals: Student's t for mean scores, Wilson for win rates; "all seats" rows treat every seat of a game as one sample)
tui-sim-desert-towns = Desert towns per game, taken / claimed:
tui-sim-titles = Titles of P0 (score at least):
tui-sim-no-title = no title
tui-sim-points-by-category = Mean points by category:
tui-sim-points-per-player = Mean points per player by category:
tui-bench-line = { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, { $players } players, { $bot } bots{ $modules }, 1 thread: { $seconds } s, { $rate } games/s, { $decisions } decisions/s ({ $per_game } decisions per game)

## marrakesh report: the pooled tables (numbers as they are)

tui-report-both-seats = { $table } (both seats)
tui-report-bot = bot: { $bot }
tui-report-games = games: { $games }
tui-report-setup = setup: { $setup }
tui-report-seeds = seeds: { $first }-{ $last } ({ $chunks ->
        [one] { $chunks } chunk
       *[other] { $chunks } chunks
    })
tui-report-wins = wins: { $wins }
tui-report-win-rate = win rate: { $rate }
tui-report-mean = mean score: { $mean }
tui-report-others-mean = others' mean: { $mean }
tui-report-title = title { $points }: { $reached } = { $rate }
tui-report-thinking = thinking: mean { $mean } ms, max { $max } ms
tui-report-mean-text = { $mean } ±{ $half } ({ $lo }–{ $hi }, sd { $sd })
tui-report-markdown-head = | table | games | wins (95% interval) | mean score (95%) | others' mean | titles |

## Placeholders of values in the help (<FILE>); English as clap names them

cli-value-action = ACTION
cli-value-archive-after-days = ARCHIVE_AFTER_DAYS
cli-value-bind = BIND
cli-value-body-read-timeout = BODY_READ_TIMEOUT
cli-value-bot = BOT
cli-value-bots = BOTS
cli-value-bot-delay = BOT_DELAY
cli-value-command = COMMAND
cli-value-db = DB
cli-value-delay = DELAY
cli-value-dir = DIR
cli-value-edition = EDITION
cli-value-file = FILE
cli-value-games = GAMES
cli-value-games-per-minute = GAMES_PER_MINUTE
cli-value-header-read-timeout = HEADER_READ_TIMEOUT
cli-value-hints-at-once = HINTS_AT_ONCE
cli-value-idle-timeout = IDLE_TIMEOUT
cli-value-lang = LANG
cli-value-list = LIST
cli-value-log-format = LOG_FORMAT
cli-value-max-connections = MAX_CONNECTIONS
cli-value-max-connections-per-ip = MAX_CONNECTIONS_PER_IP
cli-value-max-live-games = MAX_LIVE_GAMES
cli-value-review-ms = REVIEW_MS
cli-value-messages-per-10s = MESSAGES_PER_10S
cli-value-path = PATH
cli-value-player = PLAYER
cli-value-ms = MS
cli-value-players = PLAYERS
cli-value-public-url = PUBLIC_URL
cli-value-quick-play-expiry = QUICK_PLAY_EXPIRY
cli-value-seats = SEATS
cli-value-seed = SEED
cli-value-sockets-per-seat = SOCKETS_PER_SEAT
cli-value-spectators-per-game = SPECTATORS_PER_GAME
cli-value-spectators-total = SPECTATORS_TOTAL
cli-value-start-player = START_PLAYER
cli-value-synchronous = SYNCHRONOUS
cli-value-threads = THREADS
cli-value-tower = TOWER
cli-value-trusted-proxy = TRUSTED_PROXY
cli-value-forwarded-header = FORWARDED_HEADER
cli-value-zombie-after = ZOMBIE_AFTER
cli-value-tile-side = T:S,...
cli-value-faces = A,B,C

## Names of bots and seats refused (--bots, --bot, --seats, a game file's seats)

tui-error-bot-unknown = unknown bot '{ $bot }' (known bots: random, greedy, ismcts, ismcts:MS, ismcts:Nit)
tui-error-bot-no-budget = bot '{ $bot }': only ismcts takes a budget (ismcts:MS)
tui-error-bot-budget = bot '{ $bot }': the budget is milliseconds (ismcts:100) or iterations (ismcts:500it), optionally followed by threads (ismcts:100:2)
tui-error-seat-unknown = unknown seat '{ $seat }' (use human, greedy, random, strong, ismcts or ismcts:MS)
