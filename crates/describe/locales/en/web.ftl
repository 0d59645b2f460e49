# web (en): the server's texts for people and the browser page's own texts.

## Server: names of bots, log lines that are no event

web-bot-greedy = Greedy bot
web-bot-random = Random bot
web-bot-strong = Strong bot
web-bot-other = { $kind } bot
web-log-bot = { $line } (bot)
web-log-time-limit = { $line } (time limit: a bot chose)
web-log-moves = { $name } moves
web-log-takes-back = { $count ->
    [one] { $name } takes back an action
   *[other] { $name } takes back { $count } actions
}

## The page: language switch, rules page

web-language = Language
web-loading = Loading…
web-rules-title = Rules reference
web-rules-intro = Short texts after the rulebooks; quotes are the rulebook's words. In a game, the ? beside a decision shows the rules of that decision.
web-rules-contents = Contents
web-rules-failed = The rules could not be loaded from the server.

## The game page: connection, header, prompt and choices

web-status-connecting = Connecting…
web-status-online = Connected
web-status-reconnecting = Reconnecting…
web-status-offline = Offline
web-status-refused = Not connected
web-loading-game = Loading the game…
web-error-unreachable = Cannot reach the server.
web-error-no-catalog = The server did not send the component catalog.
web-error-no-seat = This browser holds no seat in this game. Open the invite link you were sent, or a spectator link.
web-error-no-game = There is no game { $game } on this server.
web-error-bad-link = This link does not open a seat of this game ({ $reason }).
web-error-refused = The server refused this page: { $reason }
web-error-no-answer = The server did not answer.
web-open-held-seat = Open the seat this browser holds
web-back-to-lobby = Back to the lobby
web-table = Table
web-since-last-turn = Since your last turn
web-last-moves = Last moves
web-earlier-in-log = … { $count } earlier in the log
web-your-choices = Your choices
web-choices = Choices
web-spectating = Spectating
web-spectating-waiting = Spectating. { $waiting }
web-game-log = Game log
web-log = Log
web-new-moves = New moves ↓
web-round-header = Season { $season }/{ $seasons } · Round { $round }/{ $rounds } · { $phase } · start player { $start }
web-name-you = { $name } (you)
web-seat = P{ $seat }
web-tab-board = Board
web-tab-city = City
web-tab-players = Players
web-tab-log = Log and chat
web-cities = Cities
web-show-city = Show the city of { $name }
web-views = Views
web-your-turn = Your turn
web-game-over = The game is over.
web-winners = { $count ->
    [one] { $names } wins with { $points } points.
   *[other] { $names } win with { $points } points.
}
web-decision-waiting = A decision is waiting for you.
web-waiting-for = Waiting for { $list }.
web-waiting-seat = { $name } ({ $what })
web-remove-choice = Remove this choice
web-no-effect = no effect
web-no-effect-paren = (no effect)
web-choices-left = { $count ->
    [one] { $count } choice left: see the list
   *[other] { $count } choices left: see the list
}
web-chosen-so-far = Chosen so far:
web-clear = clear (Esc)
web-undo = Undo
web-undo-title = Take back your last action (u)
web-undo-gone-other = Undo is no longer possible: another player has acted since.
web-undo-gone-revealed = Undo is no longer possible: your last action revealed something or drew at random.
web-hint = Hint
web-hint-title = Ask the strong bot for its top three moves (from what you see only)
web-thinking = Thinking…
web-hint-share = ({ $share }% of the search, about { $points } points at the end)
web-hint-share-solo = ({ $share }% of the search; at the end you about { $points }, the Paschabot about { $paschabot })
web-hint-none = No hint now.
web-hint-no-answer = No hint: the server did not answer.
web-help-title = The rules of this decision
web-all-rules = All the rules
web-sending = Sending…
web-over-scorepad = The game is over: the score pad is in the log column.
web-spectators-no-choices = Spectators have no choices.
web-nothing-to-choose = Nothing to choose now.
web-filtered = { $count } of { $all } (filtered by your choice so far)
web-choices-count = { $count ->
    [one] { $count } choice · digits 1–9 pick, Esc clears, u undoes
   *[other] { $count } choices · digits 1–9 pick, Esc clears, u undoes
}
web-narrow-hint = Click the highlighted places on the board to narrow the choice.
web-show-all = Show all { $count } choices
web-crowd-online = { $name }: online
web-crowd-away = { $name }: away
web-crowd-bot-mark = (bot)
web-crowd-bot = { $name }: bot
web-watching = { $count } watching
web-season-end = End of season { $season }
web-season-by-source = points of this season by source
web-season-close = Close the season summary

## What another seat is deciding, in neutral words (never "your …")

web-waiting-arrange-storage-keshis = setting up the oasis storage
web-waiting-orient-audience-disc = turning the audience disc
web-waiting-activate-provision-tile = turning up a provision tile
web-waiting-select-keshis = choosing keshis in secret
web-waiting-place-wild-assistant = placing the red assistant
web-waiting-claim-keshis = claiming keshis
web-waiting-deploy-held-keshi = deploying a keshi
web-waiting-use-assistant = using an assistant
web-waiting-place-entertainer = placing the entertainer
web-waiting-place-caravan = placing the caravan
web-waiting-place-water-vendor = placing the water vendor
web-waiting-goods-colour = choosing the colour of goods keshis
web-waiting-keshi-colour = choosing the colour of keshis
web-waiting-take-resources = choosing resources
web-waiting-date-harvest = harvesting dates
web-waiting-extra-step = buying further steps
web-waiting-line-bonus = choosing a line bonus
web-waiting-rapid-bonus = choosing a rapid's bonus
web-waiting-souk = in the souk
web-waiting-choose-entertainer = choosing an entertainer
web-waiting-madrasa = buying scrolls
web-waiting-medina = buying city gates
web-waiting-build-gate = building a city gate
web-waiting-sahara = claiming oases
web-waiting-claim-free-oases = claiming free oases
web-waiting-bonus-oasis = taking a leftover oasis
web-waiting-storage-keshi = deciding on a storage keshi
web-waiting-storage-exchange = exchanging a keshi
web-waiting-take-scroll = taking a scroll
web-waiting-choose-sector-action = choosing a sector action
web-waiting-choose-stair = choosing a staircase
web-waiting-score-oasis = scoring an oasis
web-waiting-return-for-oasis = returning resources for an oasis
web-waiting-return-resources = returning resources for points
web-waiting-river-tile-option = choosing a river tile option
web-waiting-provisioning = paying provisions
web-waiting-luxury-discount = choosing a goods keshi to save
web-waiting-choose-desert-town = choosing a desert town
web-waiting-free-scroll = taking a free scroll
web-waiting-free-luxury = taking a free luxury good
web-waiting-free-gate = taking a free city gate
web-waiting-falcon-keshi = returning a keshi for a hunting falcon
web-waiting-discounted-oasis = claiming an oasis for less
web-waiting-swap-resources = swapping resources
web-waiting-field-bonus = choosing a main-square bonus
web-waiting-choose-building = choosing a special building
web-waiting-choose-start-scroll = choosing a start scroll
web-waiting-library-stack = searching a scroll stack
web-waiting-library-scroll = taking a scroll from a stack
web-waiting-barracks-gate = taking a city gate
web-waiting-pavilion-luxury = taking a tajine
web-waiting-choose-provision-tiles = keeping provision tiles
web-waiting-provision-field-bonus = choosing a main-square bonus
web-waiting-provision-exchange = exchanging a keshi
web-waiting-exchanged-keshi = taking a keshi in exchange
web-waiting-provision-nomad-move = moving a nomad
web-waiting-place-nomad = placing a nomad
web-waiting-keshi-destination = placing a camel race keshi
web-waiting-camel-bridge = paying a bridge
web-waiting-camel-rewards = buying camel race rewards
web-waiting-split-steps = splitting steps
web-waiting-spectator-bonus = choosing a main-square bonus
web-waiting-camel-river-option = choosing a river tile bonus
web-waiting-other = deciding

## The chat, names, seats that went quiet, turn alerts

web-chat = Chat
web-chat-players = { $count ->
    [0] Players
   *[other] Players ({ $count })
}
web-chat-spectators = { $count ->
    [0] Spectators
   *[other] Spectators ({ $count })
}
web-chat-mute = Mute
web-chat-unmute = Unmute
web-chat-messages = Messages
web-chat-message = Message
web-chat-send = Send
web-chat-to-players = Write to the players…
web-chat-to-spectators = Write to the other spectators…
web-chat-note-spectator = Spectators read the players' chat; write in the spectators' chat.
web-chat-note-seat = The spectators' chat: players read it.
web-chat-muted = { $count ->
    [0] The chat is muted.
    [one] The chat is muted ({ $count } message).
   *[other] The chat is muted ({ $count } messages).
}
web-chat-none-players = No message from the players yet.
web-chat-none-spectators = No message from the spectators yet.
web-chat-rate = Not sent: wait a moment (at most a few messages every 10 seconds).
web-your-name = Your name
web-name-at-table = Your name at this table
web-save = Save
web-name-too-long = A name has at most 24 characters.
web-name-chars = Letters, digits, spaces and punctuation only.
web-seat-bot-mine = A bot plays your seat while you were away.
web-seat-take-back = Take my seat back
web-seat-bot-other = { $name }'s seat is played by a bot ({ $bot }).
web-seat-give-back = Give it back
web-seat-away-wait = { $name } is away: you may hand the seat to a bot in { $time }.
web-seat-away = { $name } is away.
web-seat-hand-to-bot = Hand the seat to a bot
web-min-sec = { $min } min { $sec } s
web-sec = { $sec } s
web-alert-title = Marrakesh: your turn
web-alert-body = A decision is waiting for you.
web-alerts-on = Alerts: on
web-alerts-off = Alerts: off
web-alerts-title = Notify me when it is my turn and this tab is in the background
web-alerts-blocked = Notifications are blocked in this browser's settings
web-sound-on = Sound: on
web-sound-off = Sound: off
web-sound-title = A short sound when it is my turn

## The lobby

web-lobby-tagline = Stefan Feld's board game, in your browser
web-lobby-new-game = New game
web-lobby-name-placeholder = shown to the other players
web-lobby-name-kept = Kept in this browser.
web-lobby-mode-bots = Against bots
web-lobby-mode-bots-note = you and 1–3 computer players
web-lobby-mode-solo = Solo vs Paschabot
web-lobby-mode-solo-note = the solo opponent, with difficulty flags
web-lobby-mode-friends = With friends
web-lobby-mode-friends-note = invite links, one per seat
web-lobby-players = Players
web-lobby-seat = Seat { $seat }
web-lobby-seat-lower = seat { $seat }
web-lobby-seat-you = Seat 1: you.
web-lobby-seat-friend = a friend (invite link)
web-lobby-seat-greedy = greedy bot (quick)
web-lobby-seat-strong = strong bot (thinks about 1 s a move)
web-lobby-seat-random = random bot
web-lobby-public = List it under "Open games" so anyone may take a free seat
web-lobby-turn-limit = Time per decision
web-lobby-no-limit = no limit
web-lobby-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
web-lobby-days = { $count ->
    [one] { $count } day
   *[other] { $count } days
}
web-lobby-turn-limit-note = past it, a bot makes that one decision
web-lobby-lazy = Lazy Paschabot (it has no board; you play for a title)
web-lobby-difficulty = Difficulty (not for the lazy Paschabot)
web-difficulty-no-extra-tiles = Easier: no extra strategy tiles
web-difficulty-complete-sectors-only = Easier: it scores complete sectors only
web-difficulty-main-square-once = Easier: main-square bonus once
web-difficulty-no-fisherman-moves = Easier: no fisherman moves
web-difficulty-expensive-gates = Harder: most expensive gates
web-difficulty-main-square-four = Harder: main-square bonus 4 times
web-difficulty-storage-keshis = Harder: storage keshis
web-lobby-options = Options: edition, tower, river tiles, modules (camel race…)
web-lobby-edition = Edition
web-lobby-classic = Classic
web-lobby-essential = Essential
web-lobby-tower = Tower
web-lobby-tower-b1 = B1 layer (holds back a few keshis)
web-lobby-tower-b2 = B2 layer (holds back more)
web-lobby-tower-none = No layer
web-lobby-river-tiles = River tiles
web-lobby-river-random = Drawn at random
web-lobby-river-first = First game: 01, 03, 05
web-lobby-base-modules = Modules of the base box
web-lobby-expansion-modules = Modules of the expansion box
web-module-staircase-tiles = Staircase tiles
web-module-imam-sultan = Imam and sultan
web-module-exchange-offices = New exchange offices
web-module-spectators = Spectators (purple disc)
web-module-desert-towns = Desert towns
web-module-camel-race = Camel race (track, spectator areas, dung, reward tiles)
web-module-new-luxury-goods = New luxury goods (hunting falcons, racing saddles)
web-module-new-oases = New oases 31–36 (each with the module it needs)
web-module-nomads = Nomads (nomad board, a nomad in the tower base each round)
web-module-special-buildings = Special buildings (draw 2, keep 1; a yellow scroll draft)
web-module-new-provisions = New provision tiles (draw 3 + 1 moderate + 1 hard, keep 3)
web-lobby-building-side = Special buildings' side
web-lobby-building-front = Front (start and ability)
web-lobby-building-back = Back (start only)
web-lobby-solo-buildings = Solo: the special buildings play their back side (the Paschabot uses only the back side).
web-lobby-start = Start the game
web-lobby-start-solo = Start the solo game
web-lobby-start-friends = Create the game and invite links
web-lobby-create-failed = Could not create the game: { $reason }
web-lobby-your-games = Your games
web-lobby-open-games = Open games
web-lobby-invite = Invite your friends
web-lobby-invite-note = Send each friend their own link (it is their seat: keep it private).
web-lobby-spectators = Spectators
web-lobby-copy = Copy
web-lobby-copied = Copied
web-lobby-enter = Go to the table
web-lobby-no-games = None yet on this browser.
web-lobby-over = over
web-lobby-waiting = waiting for others
web-lobby-not-found = not found
web-lobby-replay = replay
web-lobby-no-open = No game is waiting for players. Games "with friends" marked open appear here.
web-lobby-join = Join
web-lobby-free-seats = { $count ->
    [one] { $count } free seat
   *[other] { $count } free seats
}
web-lobby-cannot-join = Cannot join
web-lobby-open-unavailable = The list of open games is not available.
web-account-note = Optional: an account finds your games on every device.
web-account-name = Name
web-account-password = Password
web-account-sign-in = Sign in
web-account-sign-up = Create an account
web-account-sign-out = Sign out
web-account-signed-in = Signed in as { $name }
web-err-account-bad-credentials = The name or the password is not right.
web-err-account-name-taken = An account has this name already.
web-err-account-bad-password = A password needs at least 8 characters.
web-err-account-rate-limited = Too many failed attempts: try again in 15 minutes.
web-account-my-page = Your results
web-passkey-sign-in = Sign in with a passkey
web-passkey-sign-up = Sign up with a passkey
web-passkey-add = Add a passkey
web-passkey-added = Passkey added: it signs you in on this device.
web-err-passkey-cancelled = No passkey was used (the dialog was closed, or this device has none for this site).
web-err-passkey-name-needed = Enter a name for the new account first.
web-err-passkey-name-taken = An account has this name already.
web-err-passkey-no-passkey = No account of this name has a passkey.
web-err-passkey-passkey-not-accepted = The passkey was not accepted.
web-err-passkey-passkey-taken = This passkey belongs to an account already.
web-err-passkey-ceremony-expired = That took too long: try again.
web-err-passkey-no-host-name = Passkeys need this server opened by its name (such as localhost), not by its number.
web-player-record = { $played ->
    [one] 1 finished game
   *[other] { $played } finished games
}, { $won } won ({ $rate })
web-player-group = Game
web-player-played = Played
web-player-win-rate = Win rate
web-player-mean = Mean score
web-player-best = Best score
web-player-games = Finished games
web-player-no-games = No finished game yet.
web-player-score = { $score } points
web-player-won = won
web-player-players = { $count } players
web-label-game = Game { $game }
web-label-joined = Joined game { $game }
web-label-solo = Solo vs Paschabot
web-label-solo-lazy = Solo vs lazy Paschabot
web-label-you = you
web-label-friend = friend
web-label-bot-greedy = greedy bot
web-label-bot-strong = strong bot
web-label-bot-random = random bot

## The replay

web-replay-title = Replay of game { $game }
web-replay-controls = Replay controls
web-replay-first = First step
web-replay-back = Step back
web-replay-next = Step forward
web-replay-last = Last step
web-replay-step-label = Step
web-replay-jump = Jump to
web-replay-jump-season = Jump to a season
web-replay-jump-to = Jump to…
web-replay-season = Season { $season }
web-replay-final = Final score
web-replay-table = Table at this step
web-replay-log = Game log up to this step
web-replay-step = Step { $step } of { $total }
web-replay-season-round = Season { $season } · Round { $round }
web-replay-unavailable = The replay is not available ({ $status }).

## Score tables and the log's headings

web-score-source = Source
web-score-season-total = Season total
web-score-no-points = No points this season.
web-score-pad = Final score pad
web-score-total = Total
web-score-left = ({ $count } left)
web-score-race = (podium { $podium }, dung { $dung })
web-log-round = Season { $season }, round { $round }
web-log-season-scoring = Season { $season }, season scoring

## The score pad's categories, as the rulebooks name the sources (002 "Final scoring")

web-category-start = Starting points
web-category-deployment = Deployment bonuses
web-category-river = River (jetty and steps beyond)
web-category-staircases = Palace and mosque staircases
web-category-main-square = Main square
web-category-luxury-goods = Luxury goods
web-category-city-gates = City gates
web-category-scrolls = Scrolls
web-category-oases-during-game = Oases discovered
web-category-rapids = Rapids
web-category-river-tiles = River tiles
web-category-provisioning = Provisioning
web-category-complete-sectors = Completely filled sectors
web-category-oases = Oasis tiles
web-category-resources = Remaining resources
web-category-exchange-offices = Exchange offices
web-category-desert-towns = Desert towns
web-category-paschabot = Paschabot's sector actions and water vendors
web-category-paschabot-sectors = Paschabot's rows (keshis × strategy icons)
web-category-camel-race = Camel race
web-category-other = Other points

## Short words on the boards

web-short-points = { $count ->
    [one] { $count } pt
   *[other] { $count } pts
}
web-short-water = { $count } water
web-short-dates = { $count ->
    [one] { $count } date
   *[other] { $count } dates
}
web-short-dinars = { $count ->
    [one] { $count } dinar
   *[other] { $count } dinars
}
web-short-free = free
web-short-any-resources = { $count ->
    [one] { $count } resource
   *[other] { $count } resources
}
web-short-goods = { $count } goods
web-short-goods-keshis = { $count ->
    [one] { $count } goods keshi
   *[other] { $count } goods keshis
}
web-short-keshi = { $colour } keshi
web-short-any-keshis = { $count ->
    [one] any keshi
   *[other] { $count } same keshis
}
web-short-river-steps = { $count ->
    [one] { $count } river step
   *[other] { $count } river steps
}
web-short-stair-steps = { $count ->
    [one] { $count } { $stair ->
        [palace] palace
       *[mosque] mosque
    } step
   *[other] { $count } { $stair ->
        [palace] palace
       *[mosque] mosque
    } steps
}
web-short-either-stair = { $count ->
    [one] { $count } stair step
   *[other] { $count } stair steps
}
web-short-stair-steps-any = { $count } stair steps
web-short-per-gate = { $count } pt per gate
web-short-per-keshi = { $count } pt per { $colour }
web-short-sector-action = sector action
web-short-leftover-oasis = leftover oasis
web-short-water-vendor = water vendor
web-short-crocodile-start = crocodile start
web-short-goods-set = 1 goods keshi of each colour
web-short-keshi-of = 1 keshi: { $colours }
web-short-free-oases = { $count ->
    [one] { $count } free oasis
   *[other] { $count } free oases
}
web-short-square-actions = { $count }× main square
web-short-per-keshi-resources = { $resources } per { $colour }
web-short-per-keshis = 1 pt per { $divisor } keshis
web-short-per-luxury-good = { $count } pt per luxury good
web-river-ranked = 1st { $first }; 2nd { $second }
web-river-choice = { $a } or { $b }
web-falcon-exchange-keshi = exchange a keshi
web-falcon-swap-resources = swap resources
web-falcon-square-bonus = square bonus ×{ $times }
web-falcon-steps = { $count } steps
web-falcon-nomad = a nomad

## Keshi labels: two letters on every keshi (a cue besides its colour)

web-letter-turquoise = Tq
web-letter-green = Gn
web-letter-gray = Gy
web-letter-white = Wh
web-letter-black = Bk
web-letter-pink = Pk
web-letter-beige = Be
web-letter-brown = Br
web-letter-red = Rd
web-letter-yellow = Ye
web-letter-purple = Pu
web-letter-orange = Or
web-letter-nomad = No

## The main board

web-board-main = Main board
web-board-river = River Tensift
web-board-croc = croc
web-board-river-space = River space { $space }
web-board-river-space-crocodile = River space { $space } (crocodile)
web-board-rapid = Rapid { $number }: { $bonus }
web-board-jetty = Jetty
web-board-fisherman = { $name }: fisherman on space { $space }
web-board-fisherman-jetty = { $name }: fisherman on the jetty
web-board-space = space { $space }
web-board-palace-track = Palace (white nobles)
web-board-mosque-track = Mosque (black clerics)
web-board-staircase = { $stair ->
    [palace] palace staircase
   *[mosque] mosque staircase
}
web-board-sultan-on-step = Sultan on step { $step }
web-board-imam-on-step = Imam on step { $step }
web-board-pawn-step = { $name } on { $stair ->
    [palace] palace
   *[mosque] mosque
} step { $step }
web-board-pawn-step-sultan = { $name } on palace step { $step } carrying the sultan
web-board-pawn-step-imam = { $name } on mosque step { $step } carrying the imam
web-board-line-bonuses = Line bonuses (a threshold crossed: the line between your two pawns)
web-board-palace-side = Palace side
web-board-mosque-side = Mosque side
web-board-between-staircases = Between the staircases
web-board-line-space-tile = { $space } · tile { $tile }
web-board-line-space = Line space { $space } ({ $group }): { $bonus }
web-board-staircases = Palace and mosque staircases, line bonuses
web-board-tower-base = Tower base
web-board-in-tower-base = { $count } { $colour } in the tower base
web-board-nomad-base-short = nomad ×1 · board { $supply }
web-board-no-nomad-short = no nomad · board { $supply }
web-board-nomad-base = A nomad stands in the tower base; { $supply } on the nomad board
web-board-no-nomad = No nomad in the tower base; { $supply } on the nomad board
web-board-madrasa = Madrasa (scrolls)
web-board-stack = stack { $count }
web-board-scroll = { $ty ->
    [gray] Gray
    [yellow] Yellow
    [pink] Pink
   *[orange] Orange
} scroll #{ $id }: { $scholars ->
    [one] { $scholars } scholar
   *[other] { $scholars } scholars
}, { $dates ->
    [one] { $dates } date
   *[other] { $dates } dates
}
web-board-scroll-slot = { $ty ->
    [gray] Gray
    [yellow] Yellow
    [pink] Pink
   *[orange] Orange
} scroll slot { $slot }, empty
web-board-refresh = refresh
web-board-refresh-scrolls = Refresh the { $ty ->
    [gray] gray
    [yellow] yellow
    [pink] pink
   *[orange] orange
} scrolls
web-board-souk = Souk: luxury goods and exchange office
web-board-saddle-camel = camel +{ $steps }
web-board-saddle-oasis = oasis −{ $discount }
web-board-sold-out = sold out
web-board-luxury = Luxury good { $description }
web-board-shop = Shop { $number }
web-board-exchange-office = Exchange office #{ $id }
web-board-exchange = Exchange 1 { $colour }: { $yield }
web-board-workshops = Workshops (city gates)
web-board-workshop-price = { $dinars ->
    [one] { $dinars } dinar
   *[other] { $dinars } dinars
} · { $points } pts
web-board-workshop-gates = Workshop { $number }: { $count ->
    [one] { $count } { $colour } gate
   *[other] { $count } { $colour } gates
}
web-board-river-tiles = River tiles
web-board-river-tile = River tile season { $season }: { $description }
web-board-season-round = Season · round
web-board-tracker = Season { $season }, round { $round }
web-board-tracker-now = Season { $season }, round { $round } (now)
web-board-leftover-oases = Leftover oases
web-board-oasis = Oasis #{ $id }
web-board-desert-towns = Desert towns
web-board-desert-town = Desert town #{ $id }
web-with-effect = { $name }: { $effect }
web-board-scores = Scores
web-board-threshold = Threshold: crossing it takes a line bonus (the line between your two pawns)
web-summary-scholars = { $count ->
    [one] { $count } scholar
   *[other] { $count } scholars
}
web-summary-luxury = { $count ->
    [one] { $count } luxury good
   *[other] { $count } luxury goods
}
web-summary-scrolls = { $count ->
    [one] { $count } scroll
   *[other] { $count } scrolls
}

## A player's board

web-player-board = { $name }'s board
web-player-goods = { $count ->
    [one] { $count } { $colour } goods keshi
   *[other] { $count } { $colour } goods keshis
}
web-player-souk-vendor = souk water vendor: { $state ->
    [placed] placed (pays from your next turn)
    [active] active
   *[none] none
}
web-player-nomads-in = { $count ->
    [one] { $count } nomad in the { $sector }
   *[other] { $count } nomads in the { $sector }
}
web-player-count-nomads = { $n }/8 ({ $count ->
    [one] { $count } nomad
   *[other] { $count } nomads
})
web-player-nomad-vendor = A nomad is the water vendor of the { $sector }
web-player-vendor = Water vendor in the { $sector }
web-player-no-vendor = No water vendor in the { $sector }
web-player-assistant = Assistant
web-player-assistant-used = Assistant (used)
web-player-gate-built = { $colour } city gate in front of the { $sector }
web-player-gate-free = Free gate space of the { $sector } ({ $colour } matches)
web-player-new-keshi = { $sector }: new keshi
web-player-sector-action = { $sector }: sector action
web-player-sector-souk = { $sector }: goods keshis
web-player-sector = { $sector }: { $count } of 8 keshis
web-player-square = Main square · audience disc turned { $rotation }
web-player-square-practice = Main square · practice room disc turned { $rotation }
web-player-nomad-field = A nomad on field { $field }
web-player-field = Field { $field }: { $bonus }, { $count } spectators
web-player-field-entertainer = Field { $field }: { $bonus }, { $count } spectators, entertainer
web-player-path-left = Left path
web-player-path-right = Right path
web-player-caravan-at = { $path }: caravan at { $position }
web-player-claimed = claimed
web-player-oasis = { $name }; costs { $cost }
web-player-oasis-discovered = Oasis #{ $id } (discovered)
web-player-oasis-claimed = Oasis #{ $id } (claimed)
web-player-oasis-hidden = Face-down oasis, costs { $cost }
web-player-town = Desert town #{ $id }, not claimed
web-player-town-claimed = Desert town #{ $id }, claimed
web-player-town-empty = Empty desert-town space
web-player-start-oasis-path = Start oasis path
web-player-start-oasis-caravans = { $count } of 2 caravans: { $right } / { $left }
web-player-start-oasis = Start oasis path: { $count ->
    [one] { $count } caravan
   *[other] { $count } caravans
}
web-player-watchtower-title = Medina watchtower: { $count ->
    [one] { $count } guard
   *[other] { $count } guards
}
web-player-watchtower = Watchtower: { $count ->
    [one] { $count } guard
   *[other] { $count } guards
}
web-player-watchtower-nomads = Watchtower: { $count ->
    [one] { $count } guard
   *[other] { $count } guards
} ({ $nomads ->
    [one] { $nomads } nomad
   *[other] { $nomads } nomads
})
web-player-storage = Oasis storage
web-storage-icon-keshi = keshi
web-storage-icon-keshi-two-players = keshi (2 pl.)
web-storage-icon-exchange = exchange
web-storage-icon-scroll = scroll
web-storage-icon-empty = empty
web-player-storage-oasis = oasis #{ $id }
web-player-storage-space = Storage space { $number }
web-player-storage-space-keshi = { $colour } keshi
web-player-resources = Resources
web-player-res-water = Water
web-player-res-dates = Dates
web-player-res-dinars = Dinars
web-player-set-aside = Set aside:
web-player-set-aside-keshis = { $count } { $colour } set aside
web-player-summary = Score { $score } · { $scrolls ->
    [one] { $scrolls } scroll
   *[other] { $scrolls } scrolls
} · { $luxury ->
    [one] { $luxury } luxury good
   *[other] { $luxury } luxury goods
}
web-player-screen-own = Behind your screen (only you see this)
web-player-screen-keshi = { $colour } keshi behind your screen
web-player-screen = Screen
web-player-screen-hidden = { $count ->
    [one] { $count } keshi behind the screen (hidden)
   *[other] { $count } keshis behind the screen (hidden)
}
web-player-selection = Selection
web-player-selection-secret = chosen (secret)
web-player-provisions = Provision tiles
web-player-provisions-keep = Provision tiles drawn: keep 3 of 5
web-player-provisions-choosing = Provision tiles drawn: choosing 3 of 5
web-player-face-down = face down
web-player-face-down-tier = face down ({ $tier })
web-tier-moderate = moderate
web-tier-hard = hard
web-player-provision-hidden = Face-down provision tile
web-player-provision-hidden-tier = Face-down provision tile ({ $tier })
web-player-provision-title = Provision tile #{ $id }{ $tier ->
    [none] {""}
   *[other] {" "}({ $tier })
} (face down)
web-player-provision-title-active = Provision tile #{ $id }{ $tier ->
    [none] {""}
   *[other] {" "}({ $tier })
} (active)
web-player-provision-title-pay = : pay { $cost } or lose { $penalty } points
web-player-scrolls = Scrolls:
web-player-luxury-goods = Luxury goods:
web-player-scroll-card = Scroll #{ $id }

## The Paschabot's part of the table (solo)

web-solo-summary = { $name } · { $score } points
web-solo-paschabot = Paschabot. Difficulty: { $difficulty }.
web-solo-lazy = Lazy Paschabot (no board, no points).
web-solo-row = Row
web-solo-keshis = Keshis
web-solo-material = Gates: { $gates } · Strategy tiles: { $tiles } ({ $deck } face down) · Luxury goods: { $luxury }
web-solo-bag = Bag:
web-solo-priority = Priority line: { $line }

## The camel race (expansion box)

web-race-title = Camel race
web-race-about = { $steps } steps for 1–8 colours in the spectator area · stage line: 1 goods keshi, 1 dung off, +{ $dinars } dinar for the first camel · finish +{ $points } pts
web-race-bridge = bridge
web-race-bridge-cost = { $water ->
    [0] {""}
   *[other] { $water }w
}{ $water ->
    [0] {""}
   *[other] { $dates ->
        [0] {""}
       *[other] +
    }
}{ $dates ->
    [0] {""}
   *[other] { $dates }d
}
web-race-bridge-title = Bridge on space { $space }: pay { $cost } to move onto it
web-race-start = start
web-race-stage = stage { $number }
web-race-stage-taken = stage { $number } (dinar taken)
web-race-finish = finish
web-race-camel = { $name }'s camel on space { $space }
web-race-podium = Podium
web-race-podium-place = { $name }: podium place { $place }
web-race-camel-head = Camel
web-race-spectators = Spectators
web-race-dung-head = Camel dung (points lost at the end)
web-race-on-podium = podium { $place }
web-race-spectator-count = { $n }/{ $max } ({ $colours } col.)
web-race-dung = { $count } dung
web-race-dung-penalty = { $count } dung (−{ $penalty })
web-race-dung-title = { $name }: { $count } camel dung
web-race-no-tile = No reward tile left.
web-race-tile = Season { $season } · reward tile #{ $tile }
web-race-tile-active = ACTIVE · Season { $season } · reward tile #{ $tile }
web-race-offer = { $any ->
    [0] { $colour }: { $reward }
   *[other] { $colour } + { $any } other: { $reward }
}
web-race-discard-dung = discard 1 dung
web-race-any-resources = { $count } resources of choice
web-race-steps = { $count ->
    [one] { $count } step: { $tracks }
   *[other] { $count } steps: { $tracks }
}
web-race-spectator-bonus = a { $spectators }-spectator bonus
web-race-river-tile-bonus = river tile's bonus
web-race-area-head = Spectator area (camel race) · { $n }/{ $max }
web-race-area-state = camel { $camel } · { $dung } dung · a new colour runs { $next }
web-race-in-area = { $count } { $colour } in the spectator area
web-race-nomads-in-area = { $count ->
    [one] { $count } nomad in the spectator area
   *[other] { $count } nomads in the spectator area
}
web-race-area = Spectator area: { $count } keshis of { $colours } colours

## Special buildings and new provision tiles (expansion box)

web-building = building #{ $id }
web-building-start = start: { $resources } + a yellow scroll
web-building-back-no-ability = back side: no ability
web-building-title = { $name }: starts with a { $colour } keshi, { $resources } and a yellow scroll
web-building-band-front = Special building (front side)
web-building-band-back = Special building (back side)
web-building-kept = kept
web-building-drawn = drawn: keep one
web-building-choosing = choosing one of two buildings drawn (hidden)
web-start-scrolls-keep = Yellow scrolls drawn: keep one
web-start-scrolls-passed = Yellow scrolls not kept (back once all have chosen)
web-yellow-scroll = Yellow scroll #{ $id }
web-timing-instant = instant
web-timing-permanent = permanent
web-timing-round-end = round end
web-timing-season-end = season end

## Errors of the server in words (the server's own messages are English, for programs)
web-err-bad-token = This link holds no seat of this game, or its spectator key is wrong.
web-err-no-game = There is no such game on this server.
web-err-illegal = That is not possible now.
web-err-not-your-turn = It is not your turn.
web-err-stale = The game moved on meanwhile; the page shows where it stands now.
web-err-game-over = The game is over.
web-err-busy = The server is busy; try again in a moment.
web-err-storage = The server could not save this; try again in a moment.
web-err-bad-setup = A game cannot be set up like this.
web-err-not-found = Not found.
web-err-timeout = The request took too long; try again.
web-err-bad-json = The server did not understand the request.
web-err-unknown-field = The server did not understand the request.
web-err-too-big = That is too long.
web-err-rate-limited = Too many requests at once; wait a moment.
web-err-other = The server refused this.
web-err-chat-rate-limited = Not sent: at most a few chat messages every 10 seconds; wait a moment.
web-err-chat-too-big = Not sent: a chat message has at most 500 characters.
web-err-chat-bad-json = Not sent: the message is empty.
web-err-chat-not-your-turn = Players and spectators each write in their own chat.
web-err-replay-game-over = The replay opens once the game is over.
web-err-replay-illegal = The replay opens once the game is over.
web-err-undo-illegal = Your last action can no longer be taken back.
web-err-hint-busy = The server is thinking about other hints; try again in a moment.
web-err-join-illegal = There is no free seat in this game.
web-err-join-game-over = That game is over.
web-err-seat-illegal = That seat cannot be handed over now.
web-err-seat-bad-token = Only the host may hand a seat to a bot, and only its holder may take it back.
web-error-socket-refused = The server refused this page's link: { $reason }
web-undo-gone-depends = Undo is no longer possible: another player's choice or hidden information depends on your last action.
web-game-name = { $host }'s game · { $players } players{ $modes }
web-game-name-solo = { $host } against the Paschabot{ $modes }
web-game-name-solo-lazy = { $host } against the lazy Paschabot{ $modes }
web-game-name-someone = Someone
web-not-found-title = Page not found
web-not-found-text = There is no page at this address.
web-credits = Board art drawn for this edition; some icons from game-icons.net (CC BY 3.0); titles in El Messiri (SIL Open Font License).
web-credits-link = Credits
web-hint-not-listed = The hint's moves are not among the choices left: clear your choice (Esc) to see them.

## The guided first game at /learn (learn.js): one short text per decision
## kind and per event the learner meets the first time.
learn-lobby-title = New to Marrakesh?
learn-lobby-link = Learn to play
learn-lobby-note = A guided first game against a bot: each step explained where it happens.
learn-page-title = Learn to play
learn-creating = Setting up your lesson game…
learn-create-failed = The lesson game could not be started: { $reason }
learn-lesson = Lesson
learn-next = Next
learn-show-me = Show me
learn-do-it = Do it
learn-skip = Skip
learn-skip-title = End the lesson and play on alone
learn-start-over = Start the lesson over
learn-thinking = Looking for a good choice…
learn-other-choice = You chose differently: { $what }. Fine: the lesson goes on from here.
learn-suggested = Suggested: { $what }
learn-intro = Welcome! You play one season against a greedy bot. Each new step is explained where it happens: "Show me" marks a good choice, pressing it again plays it.
learn-done = That was a full season. The lesson ends here: play on alone, or start over from the header.
learn-d-arrange-storage-keshis = Setup: three keshis from the bag go onto your oasis storage. Each oasis you claim later covers a space and may bring its keshi into play.
learn-d-orient-audience-disc = Setup: turn the audience disc. It sets which main-square bonus your entertainers earn three, two or one times.
learn-d-activate-provision-tile = A provision tile is turned up: at the end of the season you pay what it shows, or lose 3 points. Keep those resources in mind.
learn-d-select-keshis = Choose three keshis from behind your screen, in secret. Each colour sends an assistant to its sector; the bot chooses at the same time.
learn-d-place-wild-assistant = Red keshis are wild: choose the sector where this red keshi's assistant goes.
learn-d-claim-keshis = The tower: take up to two keshis of one colour from the tower base. Each goes to its sector; the highlighted places show where.
learn-d-deploy-held-keshi = Deploy one of the keshis set aside next to the board in its sector.
learn-d-use-assistant = Use an assistant: take a new keshi of its sector's colour, or perform the sector's action with your keshis there.
learn-d-place-entertainer = Put your entertainer on a free field of the main square. The audience disc says what its spectators bring.
learn-d-place-caravan = Send a caravan into the Sahara: the start oasis gives resources or points, a path discovers oases you may claim.
learn-d-place-water-vendor = A red keshi became a water vendor: choose the sector it goes to.
learn-d-goods-colour = Choose the colour of your goods keshis; goods keshis buy luxury goods in the souk.
learn-d-keshi-colour = Choose the colour of the keshis you take.
learn-d-take-resources = Choose your resources: water, dates or dinars. Provisioning and many actions are paid with them.
learn-d-extra-step = You may buy further steps on this track, or stop here.
learn-d-line-bonus = You crossed a line: choose its bonus.
learn-d-rapid-bonus = Your fisherman passed a rapid: choose its bonus.
learn-d-souk = The souk: exchange goods keshis or buy a luxury good with them. Luxury goods score points now and at the end.
learn-d-choose-entertainer = Choose the entertainer whose field earns its bonus.
learn-d-madrasa = The madrasa: buy scrolls with your scholars (your keshis here). A scroll gives its effect at once or counts at the end.
learn-d-medina = The medina: buy a city gate, then build it on your city wall.
learn-d-build-gate = Build the gate you bought on a free gate space of your city.
learn-d-sahara = The Sahara: claim a discovered oasis with dinars. It brings points, and a space of your oasis storage opens.
learn-d-storage-keshi = Your new oasis uncovered a keshi on your oasis storage: deploy it now, or leave it.
learn-d-storage-exchange = Return one deployed keshi to take one of another colour.
learn-d-take-scroll = Take a scroll from the display.
learn-d-river-tile-option = Your river tile offers a choice: pick one of its options.
learn-d-provisioning = Provisioning: pay what the season's provision tiles demand, or lose 3 points for each one unpaid.
learn-d-choose-sector-action = Perform a sector action of your choice.
learn-d-choose-stair = Choose the staircase (palace or mosque) your steps go up.
learn-d-date-harvest = Choose what each of your dates becomes.
learn-d-return-resources = Return resources for points, or keep them.
learn-e-scroll-taken = You took a scroll: it now lies in front of you. Its effect is on the card; some count only at the game's end.
learn-e-oasis-discovered = Your caravan discovered an oasis: the Sahara action can claim it.
learn-e-oasis-claimed = You claimed an oasis: it lies in your city now, and a space of your oasis storage opened.
learn-e-river-tile-awarded = You earned a river tile: its bonus is yours.
learn-e-provisioned = Provisioning is done: paid resources are gone, an unpaid tile cost 3 points.
learn-e-luxury-bought = You bought a luxury good: its points count now, and it may count again at the end.
learn-e-gate-built = Your city has a new gate on its wall.
learn-e-season-ended = The season is scored: the table shows everyone's points by source.
learn-more = More lessons:
## The follow-up lesson "solo against the Paschabot" (/learn?lesson=solo):
## the Paschabot's turn explained as its events arrive.
learn-solo-title = Solo against the Paschabot
learn-solo-intro = Solo against the Paschabot: it follows fixed rules, never waits, and plays inside your own turns. Its first strategy tile is face up: the keshis on its strategy tiles set its keshi priority. Its board is in the cities panel. Each of its steps is explained the first time it happens.
learn-solo-done = That was the Paschabot's whole season. The lesson ends here: play on alone against it, or start over from the header.
learn-solo-d-select-keshis = Choose your three keshis as usual. The Paschabot does not choose: it draws three keshis from its bag.
learn-solo-d-claim-keshis = You and the Paschabot claim in turn from the tower base, the start player first. You claim as usual; its claims follow its priority list.
learn-solo-e-keshis-selected = The Paschabot drew three keshis from its bag. The bag holds one keshi of each colour at the start of a season: a colour drawn does not come again before the next season.
learn-solo-e-selection-revealed = Its three keshis are revealed. Each one sends an assistant to that district's row on the Paschabot's board; a red one goes to the district its keshi priority ranks highest.
learn-solo-e-assistant-placed = An assistant of the Paschabot stands on this row of its board. In phase 3 it uses its assistants from the top of its board down.
learn-solo-e-keshis-claimed = The Paschabot claimed keshis by its priority list: first a keshi that completes a district, then two of one colour, then its keshi priority, then a district with its own assistant, then one with yours.
learn-solo-e-keshi-deployed = Its keshi went onto this row of its board; rows fill from right to left, and a printed bonus it covers pays at once. A goods keshi goes to its souk: for the Paschabot any goods keshi pays for any colour.
learn-solo-e-assistant-used = The Paschabot used an assistant: with two or more keshis on that row it performs the district action, with fewer it takes one new keshi of that colour. Its souk and madrasa always do their own action.
learn-solo-e-scored = The Paschabot scored. It never takes water, dates or dinars: each resource it would get is 1 point for it.
learn-solo-e-pawn-moved = Palace or mosque: its pawn climbs one step per keshi on that row. A new segment gives it 1 point instead of a dinar, and its line bonus is always the points.
learn-solo-e-luxury-bought = Its souk bought the luxury good shown at the top of its last strategy tile (else the one at its bottom), paid with any goods keshis; it scores the points and 1 point per resource shown.
learn-solo-e-gate-bought = Its medina took a city gate without paying dinars, chosen by its list (keshi priority first; red gates are jokers). It also gains a keshi of the gate's colour.
learn-solo-e-scrolls-discarded = The Paschabot's madrasa takes no scroll: it removes the face-up scrolls of one type from the game. With 0–2 scholars the gray ones go and it gains a keshi; with more scholars it scores points.
learn-solo-e-fisherman-moved = River: its fisherman moves one space per turquoise keshi on its row and one per water vendor on its whole board.
learn-solo-e-rapid-bonus-taken = At the end of the round the Paschabot takes the bonus of the rapid its fisherman passed last; resources become points.
learn-solo-e-river-tile-awarded = The Paschabot earned a river tile. It uses it by its own rules: if it may choose, the option with more points.
learn-solo-e-strategy-tile-revealed = A new strategy tile, laid below the others: its keshis change the keshi priority, and its luxury goods are the ones its souk buys now. A fisherman symbol moves its fisherman 3 spaces.
learn-solo-e-season-ended = The season is scored as usual; the Paschabot ignores provisioning. Before the next season its bag gets one keshi of each colour again and a new strategy tile is revealed.
## The follow-up lesson "the camel race" (/learn?lesson=camel-race).
learn-camel-race-title = The camel race
learn-camel-race-intro = The camel race: each time you gain a keshi, you may put it in your spectator area by the race track instead of on your board; your camel runs at once. Each new step of the race is explained when it first happens.
learn-camel-race-done = That was a season of the camel race. At the end of the game the podium places score 16, 8, 4 and 2 points, and camel dung costs points. Play on alone, or start over from the header.
learn-camel-race-d-keshi-destination = A keshi you gained: deploy it on your board as usual, or put it in your spectator area (not a goods keshi). There your camel runs at once: the more different colours in the area, the more steps.
learn-camel-race-d-camel-bridge = A bridge is ahead: pay the water and dates it shows and your camel runs on, or stop before it and lose the steps left.
learn-camel-race-d-camel-rewards = The reward phase: the active reward tile shows keshi combinations. Return such keshis from your spectator area to buy its rewards, as often as you can pay, or stop.
learn-camel-race-e-spectator-placed = A keshi went to a spectator area. It stays there until it buys a reward in the season's scoring.
learn-camel-race-e-camel-moved = A camel ran: 1 step for 1 colour in its spectator area, 2 for 2–4 colours, 3 for 5–6, 4 for 7–8.
learn-camel-race-e-camel-stopped = A camel stopped before a bridge: its owner did not pay the bridge, and the steps left are lost.
learn-camel-race-e-stage-line-crossed = A stage line: crossing it gives a goods keshi of your choice and discards 1 camel dung; the first camel across also gets 1 dinar.
learn-camel-race-e-camel-finished = Across the finish line: 5 points at once and the highest free podium place; the podium pays at the end of the game.
learn-camel-race-e-dung-taken = The reward phase, after the river evaluation: each camel behind the leading one takes 1 camel dung per line between them. Dung costs points at the end (1: −2, 2: −4, 3: −7…).
learn-camel-race-e-dung-discarded = One camel dung was discarded.
learn-camel-race-e-spectators-returned = Spectators went back from a spectator area to buy a reward of the active reward tile.
learn-camel-race-e-reward-tile-discarded = The active reward tile leaves the track; the next one in the stack is active for the next season.
learn-camel-race-e-season-ended = The season is scored: the race's reward phase came after the river evaluation and before provisioning. The camels stay where they are for the next season.

## The review of a finished game (/g/ID/review?player=K, review.js)
web-review-title = Review of game { $game }
web-review-to-replay = Replay
web-review-of = How { $name } played: the strong bot's review
web-review-computing = The strong bot is reviewing the game…
web-review-queued = Waiting for the reviews before this one…
web-review-progress = Decision { $done } of { $total } judged
web-review-failed = The review failed. Reload the page to try again.
web-review-summary = Final score { $score }. { $count } decisions judged; the bot agreed with { $agreed }; { $marked } marked (at least { $threshold } expected points lost); { $lost } expected points lost in all.
web-review-chart = Expected final score over the game
web-review-chart-steps = Step of the game (of { $total })
web-review-legend-chosen = what was played
web-review-legend-best = the bot's best
web-review-legend-marked = a marked decision
web-review-final = Final score { $score }
web-review-marked-title = Marked decisions (most points lost first)
web-review-none-marked = No decision lost { $threshold } expected points or more.
web-review-all-title = Every decision
web-review-step = Step { $step }
web-review-marked = marked
web-review-chosen = Played: { $chosen } (expected final score { $value })
web-review-best = The bot: { $best } (expected final score { $value })
web-review-agreed = The bot would have done the same.
web-review-lost = { $points } expected points lost
web-review-open-replay = Open the replay at this step
web-score-review = Review
web-score-review-link = Review of { $name }
web-err-review-game-over = The review opens once the game is over.
## Quick play: strangers waiting in the server's queue (quick.js)
web-lobby-mode-quick = Quick play
web-lobby-mode-quick-note = meet other players waiting now
web-lobby-start-quick = Find players
web-quick-waiting = Looking for players… { $queued } of { $players } waiting
web-quick-note = Keep this page open: the table opens when enough players with the same options wait.
web-quick-cancel = Cancel
web-quick-found = Game found: opening the table…
web-quick-failed = Quick play failed: { $reason }
web-quick-expired = Your place in the queue expired (the page stopped asking for a while). Press quick play to wait again.

## The daily solo challenge in the lobby (daily.js).
web-daily-title = Daily challenge of { $day }
web-daily-note = Solo against the Paschabot (standard difficulty): everybody plays the same setup today, one attempt per account. The day ends at { $ends }.
web-daily-hash = Setup fingerprint { $hash }…
web-daily-play = Play today's challenge
web-daily-yours = You played today: your game
web-daily-sign-in = Sign in to play the daily challenge.
web-daily-none = Nobody has played yet.
web-daily-rank = Rank
web-daily-name = Player
web-daily-score = Score
web-daily-playing = playing
web-daily-before = The challenge of { $day }: table and replays
web-daily-seed = Its seed: { $seed }
web-err-already-played = You have played today's challenge already: one attempt per day.
web-err-signed-out = Sign in first.
web-err-not-yet = This opens once the day is over.
web-leaderboard-title = Leaderboard
web-leaderboard-note = Games of 2–4 players in which every seat is an account's (no bot, no guest) are rated (Weng-Lin): ranked by the conservative rating, mean − 3 × uncertainty.
web-leaderboard-rank = Rank
web-leaderboard-player = Player
web-leaderboard-rating = Rating
web-leaderboard-games = Rated games
web-leaderboard-empty = No rated game yet.
web-player-rating = Rating { $rating } · { $games ->
    [one] { $games } rated game
   *[other] { $games } rated games
}
web-player-unrated = No rated game yet
web-seat-rating = { $name }'s rating: { $rating }
web-rated-game = Rated
web-rated-game-note = This game counts for the ratings: every seat is held by an account, none by a bot or a guest.
