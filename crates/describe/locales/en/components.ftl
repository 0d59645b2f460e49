# components (en): names of things, components and their effects.

## Colours

colour-turquoise = turquoise
colour-green = green
colour-gray = gray
colour-white = white
colour-black = black
colour-pink = pink
colour-beige = beige
colour-brown = brown
colour-red = red
colour-yellow = yellow
colour-purple = purple
colour-orange = orange
colour-unknown = other colour

# Keshis of a colour, without their number, as in "deploy 1 …", "per …".
colour-keshi-turquoise = { $count ->
    [one] turquoise keshi
   *[other] turquoise keshis
}
colour-keshi-green = { $count ->
    [one] green keshi
   *[other] green keshis
}
colour-keshi-gray = { $count ->
    [one] gray keshi
   *[other] gray keshis
}
colour-keshi-white = { $count ->
    [one] white keshi
   *[other] white keshis
}
colour-keshi-black = { $count ->
    [one] black keshi
   *[other] black keshis
}
colour-keshi-pink = { $count ->
    [one] pink keshi
   *[other] pink keshis
}
colour-keshi-beige = { $count ->
    [one] beige keshi
   *[other] beige keshis
}
colour-keshi-brown = { $count ->
    [one] brown keshi
   *[other] brown keshis
}
colour-keshi-red = { $count ->
    [one] red keshi
   *[other] red keshis
}
colour-keshi-yellow = { $count ->
    [one] yellow keshi
   *[other] yellow keshis
}
colour-keshi-purple = { $count ->
    [one] purple keshi
   *[other] purple keshis
}
colour-keshi-orange = { $count ->
    [one] orange keshi
   *[other] orange keshis
}
component-keshis = { $count } { $keshi }
component-colour-count = { $count } { $colour }
component-colour-sector = { $colour } ({ $sector })
component-colour-vendor = { $colour } (water vendor)
component-none = none
component-nothing = nothing

## Sectors

sector-river = river
sector-date-orchard = date orchard
sector-souk = souk
sector-main-square = main square
sector-mosque = mosque
sector-palace = palace
sector-madrasa = madrasa
sector-medina = medina
sector-sahara = Sahara
sector-title-river = River
sector-title-date-orchard = Date orchard
sector-title-souk = Souk
sector-title-main-square = Main square
sector-title-mosque = Mosque
sector-title-palace = Palace
sector-title-madrasa = Madrasa
sector-title-medina = Medina
sector-title-sahara = Sahara

## Resources, staircases, scrolls, luxury goods, paths

resource-water = water
resource-date = date
resource-dinar = dinar
stair-palace = palace
stair-mosque = mosque
scroll-type-gray = gray
scroll-type-yellow = yellow
scroll-type-pink = pink
scroll-type-orange = orange
luxury-slipper = slipper
luxury-tajine = tajine
luxury-dagger = dagger
luxury-oil-lamp = oil lamp
luxury-necklace = necklace
luxury-hunting-falcon = hunting falcon
luxury-racing-saddle = racing saddle
path-left = left path
path-right = right path
path-start-oasis = start-oasis path

## Phases

phase-setup = Setup
phase-selection = Secret selection
phase-place-assistants = Placing assistants
phase-claim = Claiming keshis
phase-exchange = Deploying claimed keshis
phase-use-assistants = Using assistants
phase-river-bonus = River bonus
phase-season-scoring = Season scoring
phase-provision-reveal = New provision tile
phase-game-over = Game over

## Bonuses in one word ("goods", "2pt")

component-short-points = { $count }pt
component-short-resource = resource
component-short-goods = goods
component-short-keshi = keshi
component-short-river = river
component-short-either-stair = palace/mosque
component-short-bonus = bonus

## Stack searches

component-search-scroll = { $ty ->
    [gray] a gray scroll
    [yellow] a yellow scroll
    [pink] a pink scroll
   *[orange] an orange scroll
}
component-search-luxury = a luxury good, { $discount } goods keshis less
component-search-tile = a tile

## Module 2: imam and sultan

component-figure-sultan = sultan
component-figure-imam = imam
component-figure-sultan-benefit = scrolls cost 1 date less
component-figure-imam-benefit = luxury goods cost 1 goods keshi less
component-fountain = { $sultan }: { $sultan_benefit }; { $imam }: { $imam_benefit }

## Solo: the Paschabot

component-opponent-paschabot = Paschabot
component-opponent-lazy = lazy Paschabot
component-icon-turquoise = turquoise
component-icon-green = green
component-icon-gray = gray
component-icon-white = white
component-icon-black = black
component-icon-pink = pink
component-icon-beige = beige
component-icon-brown = brown
component-icon-goods = goods
component-icon-nomad = nomad
component-strategy-tile = #{ $id }: { $icons }; { $top } / { $bottom }
component-strategy-tile-fisherman = #{ $id }: { $icons }; { $top } / { $bottom }; fisherman
component-strategy-tile-unknown = strategy tile { $id }
component-difficulty-standard = standard
component-difficulty-easier = easier: { $list }
component-difficulty-harder = harder: { $list }
component-difficulty-no-extra-tiles = no extra strategy tiles
component-difficulty-complete-sectors-only = complete sectors only
component-difficulty-main-square-once = main square once
component-difficulty-no-fisherman-moves = no fisherman moves
component-difficulty-expensive-gates = expensive gates
component-difficulty-main-square-four = main square 4 times
component-difficulty-storage-keshis = storage keshis
component-outcome-player-wins = { $player } beats the Paschabot, { $you } to { $bot }.
component-outcome-paschabot-wins = The Paschabot wins, { $bot } to { $you }.
component-outcome-paschabot-wins-tie = The Paschabot wins the tie, { $bot } to { $you } (a tie goes to the Paschabot).
component-outcome-title = { $player } earns the title { $title } with { $you } points.
component-outcome-no-title = { $player } reaches no title with { $you } points ({ $needed } needed).
component-lazy-title = { $level ->
    [1] Stolzer Bürger (proud citizen)
    [2] Sagenhaft reicher Händler (fabulously rich merchant)
    [3] Die rechte Hand des Großwesirs (right hand of the grand vizier)
   *[4] Thronfolger des Pascha (heir to the Pasha's throne)
}

## Amounts

component-water = { $count } water
component-dates = { $count ->
    [one] { $count } date
   *[other] { $count } dates
}
component-dinars = { $count ->
    [one] { $count } dinar
   *[other] { $count } dinars
}
component-points = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
component-any-resources = { $count ->
    [one] { $count } resource of your choice
   *[other] { $count } resources of your choice
}
component-any-sector-action = a sector action of your choice

## Bonuses

component-bonus-goods = { $count ->
    [one] { $count } goods keshi (one colour)
   *[other] { $count } goods keshis (one colour)
}
component-bonus-any-keshis = { $count ->
    [one] { $count } keshi of any colour
   *[other] { $count } keshis of one colour of your choice
}
component-river-steps = { $count ->
    [one] { $count } river step
   *[other] { $count } river steps
}
component-stair-steps = { $count ->
    [one] { $count } step
   *[other] { $count } steps
} on the { $stair ->
    [palace] palace
   *[mosque] mosque
} staircase
component-either-stair-steps = { $count ->
    [one] { $count } step
   *[other] { $count } steps
} on the palace or the mosque staircase
component-bonus-other = a bonus

## Scrolls

component-scroll = #{ $id } { $ty }: { $effect }
component-scroll-unknown = scroll { $id }
component-scroll-unknown-effect = unknown scroll { $id }
component-scroll-deploy = deploy { $keshis }
component-scroll-gain = gain { $resources }
component-scroll-any-keshi = { $count ->
    [one] deploy { $count } keshi of any colour
   *[other] deploy { $count } keshis of any colours
}
component-scroll-goods-same = goods keshis: 2 { $colour }
component-scroll-goods-two = goods keshis: 1 { $first } + 1 { $second }
component-scroll-three-spectator-bonuses = 3x the bonus of every 3-spectator field
component-scroll-three-steps-both-stairs = 3 steps on both staircases
component-scroll-souk-water-vendor = water vendor in the souk + 3 water
component-scroll-orange-for-date = pay 1 date: take an orange scroll
component-scroll-all-line-bonuses = all bonuses on your pawns' line
component-scroll-claim-three-oases = claim 3 discovered oases for free
component-scroll-keshi-and-action = any keshi, then its sector's action
component-scroll-all-entertainers = every entertainer's bonus x its spectators
component-scroll-score-claimed-oasis = score one claimed oasis now
component-scroll-resources-for-points = return resources for { $points } points each
component-scroll-lasting = lasting: { $perk }
component-perk-threshold-water = +1 water at every staircase threshold
component-perk-threshold-date = +1 date at every staircase threshold
component-perk-threshold-dinar = +1 dinar at every staircase threshold
component-perk-threshold-river-step = +1 river step at every staircase threshold
component-perk-rapid-on-crossing = a rapid's bonus at once when crossing it
component-perk-exchange-extra-resource = +1 resource of choice per exchange
component-perk-free-cheap-gate = gates from the 0-dinar workshop lose no points
component-perk-dates-as-water = date orchard: dates may be taken as water
component-perk-dates-as-dinars = date orchard: dates may be taken as dinars
component-perk-dates-as-points = date orchard: dates may be taken as points
component-perk-stair-steps-for-dates = staircases: buy extra steps, 1 date each
component-perk-stair-steps-for-water = staircases: buy extra steps, 1 water each
component-perk-rapids-at-season-scoring = season scoring: a bonus from every crossed rapid
component-perk-main-square-two-points-field = main square: 2 points per spectator at the 2-point field
component-perk-extra-spectator = +1 spectator in every disc section
component-perk-gate-discount = city gates cost 1 dinar less
component-perk-dates-and-water-as-dinars = pay dinars with dates or water
component-perk-several-luxury-goods = several luxury goods per souk assistant
component-perk-extra-vendor-water = 2 water per water vendor instead of 1
component-perk-gate-any-keshi = a keshi of any colour with each gate
component-perk-provision-alternative = provisioning: 1 dinar + 1 resource per tile
component-perk-oasis-for-one-resource = oases cost 1 resource of choice
component-perk-several-exchanges = several exchanges per souk assistant
component-perk-extra-stair-step = +1 step on every staircase move
component-perk-mosque-final-double = 2 points per step beyond the mosque
component-perk-vendor-points = +2 points with each water vendor's water
component-perk-one-spectator-bonuses = main square: all 1-spectator fields' bonuses too
component-perk-palace-final-double = 2 points per step beyond the palace
component-perk-entertainer-neighbours = new entertainers also get both neighbour fields' bonuses
component-perk-jetty-double = 2 points per river step beyond the jetty
component-perk-souk-water-vendor = water vendor in the souk
component-perk-double-rapid-bonuses = rapid bonuses twice
component-perk-claim-any-two = claim any 2 keshis, of one colour or of two
component-perk-two-line-bonuses = 2 different line bonuses per threshold
component-perk-main-square-twice = main-square action twice in a row
component-perk-gate-two-keshis = 2 keshis with every gate
component-perk-score-oasis-on-discovery = score each oasis once when discovered
component-perk-all-rapid-bonuses = round end: bonuses of all crossed rapids

## Oases

component-oasis = oasis #{ $id } ({ $effect })
component-oasis-unknown-effect = unknown oasis { $id }
component-oasis-gate-points = { $points } per { $colours } gate
component-oasis-keshi-count = { $base } + 1 per { $keshi }
component-oasis-luxury-points = { $points } per { $luxury }
component-oasis-return-resource = { $base } + 1 per { $resource ->
    [water] water
    [date] date
   *[dinar] dinar
} returned (max { $max })
component-oasis-per-luxury-good = { $base } + 1 per luxury good
component-oasis-per-scroll = { $base } + 1 per scroll
component-oasis-sparse-sectors = { $points } per sector with at most { $max } keshis
component-oasis-complete-sectors = { $points } per complete sector
component-oasis-per-claimed-oasis = { $points } per claimed oasis
component-oasis-final-space = { $points } if on the { $stair ->
    [palace] palace
   *[mosque] mosque
} final space
component-oasis-thresholds = { $points } for { $min }+ thresholds crossed
component-oasis-jetty = { $points } if docked at the jetty at the end
component-oasis-luxury-kinds = by kinds of luxury good: { $list }
component-oasis-luxury-pairs = { $points } per kind of luxury good owned twice (max { $max })
component-oasis-luxury-points-capped = { $points } per { $luxury } (max { $max })
component-oasis-camel-steps = 1 per { $steps } steps of your camel on the race track (max { $max })
component-oasis-per-nomad = { $points } per nomad on your board (max { $max })

## Luxury goods

component-luxury = #{ $id } { $description }
component-luxury-unknown = luxury good { $id }
component-luxury-description = { $kind }: { $cost } -> { $gain }
component-falcon-keshi = 1 { $colours } keshi of the board
component-falcon-nomad = a nomad deployed for free
component-falcon-exchange-keshi = exchange 1 keshi
component-falcon-swap-resources = swap any of your resources for others
component-falcon-main-square-field = any main-square field's bonus x { $times }
component-falcon-steps = { $count } steps on the river, palace or mosque (by the keshi returned)
component-saddle = camel { $steps } steps (without the camel race: claim an oasis, { $discount } resources less)

## Provision tiles

component-provision = #{ $id }: pay { $cost }, else -{ $penalty }
component-provision-unknown = provision tile { $id }
component-provision-season-bonus = each season: { $bonus }
component-provision-season-field-bonus = each season: any main-square field's bonus { $times }x
component-provision-season-exchange = each season: exchange 1 keshi
component-provision-move-bonus = +{ $count ->
    [one] { $count } step
   *[other] { $count } steps
} whenever { $track ->
    [river] the fisherman
    [palace] the sultan's courtier
   *[mosque] the imam's student
} moves
component-provision-luxury-discount = { $count ->
    [one] luxury goods cost { $count } goods keshi less
   *[other] luxury goods cost { $count } goods keshis less
}
component-provision-round-exchange = each round: exchange 1 keshi
component-provision-nomad = 1 nomad now; each further season move 1 nomad free (nomads only)

## River tiles

component-river-tile = #{ $face }: { $bonus }
component-river-tile-unknown = river tile { $face }
component-river-option = option { $number }
component-river-single = 1st: { $first }
component-river-ranked = 1st: { $first }; 2nd: { $second }
component-river-choice = 1st chooses { $a } or { $b }; 2nd the other
component-reward-bonus-oasis = one of the leftover oases
component-reward-any-keshis = { $count ->
    [one] { $count } keshi of any colour
   *[other] { $count } keshis of any colour
}
component-reward-water-vendor = a water vendor
component-reward-crocodile-start = start next season on the crocodile
component-reward-goods-set = 1 goods keshi of each colour
component-reward-stair-steps = { $count ->
    [one] { $count } step on a staircase
   *[other] { $count } steps on a staircase
}
component-reward-points-per-gate = { $count ->
    [one] { $count } point per city gate
   *[other] { $count } points per city gate
}
component-reward-points-per-keshi = { $count ->
    [one] { $count } point per { $keshi }
   *[other] { $count } points per { $keshi }
}
component-reward-keshi-of-colours = 1 keshi: { $colours }
component-reward-claim-free-oases = { $count ->
    [one] claim { $count } oasis free
   *[other] claim { $count } oases free
}
component-reward-main-square-actions = { $count ->
    [one] { $count } main-square action
   *[other] { $count } main-square actions
}
component-reward-resources-per-keshi = { $resources } per { $keshi }
component-reward-points-per-keshis = 1 point per { $divisor } keshis on your board
component-reward-points-per-luxury-good = { $count ->
    [one] { $count } point per luxury good
   *[other] { $count } points per luxury good
}

## Desert towns (module 5)

component-town = #{ $id } ({ $effect })
component-town-unknown-effect = unknown desert town { $id }
component-town-points-per-gate = { $count ->
    [one] { $count } point per city gate built
   *[other] { $count } points per city gate built
}
component-town-points-per-luxury-good = { $count ->
    [one] { $count } point per luxury good
   *[other] { $count } points per luxury good
}
component-town-points-per-scroll = { $count ->
    [one] { $count } point per scroll
   *[other] { $count } points per scroll
}
component-town-stair-steps = 1 point per step on the { $stair ->
    [palace] palace
   *[mosque] mosque
} staircase, at most { $max }
component-town-keshis-divided = 1 point per { $divisor } keshis on your board, goods keshis not counted
component-town-river-steps-classic = 1 point per river step before the jetty, all game
component-town-river-steps-essential = 1 point per river step before the jetty, in season 3
component-town-sectors-with-keshis = { $count ->
    [one] { $count } point per sector with { $min }+ keshis, water vendors included, souk not counted
   *[other] { $count } points per sector with { $min }+ keshis, water vendors included, souk not counted
}
component-town-entertainer-spectators = per entertainer, 1 point per spectator facing it
component-town-take-scroll = instant: take any face-up scroll, free
component-town-take-luxury-good = instant: take any face-up luxury good, free
component-town-take-gate = instant: take any city gate, no dinars; needs a guard on the watchtower

## Main square, line spaces

component-field = field { $number } ({ $bonus })
component-field-plain = field { $number }
component-line-space-tile = { $bonus } (tile #{ $tile })
component-line-space-unknown = line space { $space }

## Special buildings (expansion box)

component-building = { $name }: { $keshi }, { $resources }, a yellow scroll
component-building-front = { $building }; { $ability }
component-building-date-store = Date store
component-building-library = Library
component-building-practice-room = Practice room
component-building-boathouse = Boathouse
component-building-barracks = Barracks
component-building-house-of-prayer = House of prayer
component-building-camel-stable = Camel stable
component-building-pavilion = Pavilion
component-ability-date-store = { $count ->
    [one] before the start 1 keshi drawn onto the oasis bonus track; a luxury good of a kind you do not own yet costs { $count } goods keshi less
   *[other] before the start 1 keshi drawn onto the oasis bonus track; a luxury good of a kind you do not own yet costs { $count } goods keshis less
}
component-ability-library = at the start of season 1/2/3 a yellow/pink/orange scroll from a stack (scholars needed in seasons 2 and 3) for { $dates } dates
component-ability-practice-room = the new audience disc ({ $spectators } spectators)
component-ability-boathouse = every season your fisherman starts on the crocodile space
component-ability-barracks = before the start a city gate of workshop { $workshop } for 0 dinars; +{ $count ->
    [one] { $count } point
   *[other] { $count } points
} per gate bought
component-ability-house-of-prayer = +{ $count ->
    [one] { $count } point
   *[other] { $count } points
} on entering a new mosque segment
component-ability-camel-stable = oases cost { $count ->
    [one] { $count } resource
   *[other] { $count } resources
} of your choice less
component-ability-pavilion = before the start a free { $luxury }; +{ $count ->
    [one] { $count } resource
   *[other] { $count } resources
} of your choice on entering a new palace segment

## Camel race (expansion box)

component-camel-goods = { $count ->
    [one] { $count } goods keshi of one colour
   *[other] { $count } goods keshis of one colour
}
component-camel-discard-dung = discard 1 dung
component-camel-steps = { $count ->
    [one] { $count } step: { $tracks }
   *[other] { $count } steps: { $tracks }
}
component-camel-spectator-bonus = any main-square field's bonus x{ $times }
component-camel-free-oases = { $count ->
    [one] claim { $count } discovered oasis free
   *[other] claim { $count } discovered oases free
}
component-camel-river-tile-bonus = this season's river tile bonus
component-camel-scroll = { $ty ->
    [gray] a gray scroll
    [yellow] a yellow scroll
    [pink] a pink scroll
   *[orange] an orange scroll
} of your choice from a stack, free
component-camel-luxury-good = { $count ->
    [one] a luxury good of your choice from a stack, { $count } goods keshi less
   *[other] a luxury good of your choice from a stack, { $count } goods keshis less
}
component-camel-offer = { $any ->
    [0] { $colour }: { $reward }
   *[other] { $colour } + { $any } other: { $reward }
}
