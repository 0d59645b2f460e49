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
