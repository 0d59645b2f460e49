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
component-outcome-paschabot-wins = The Paschabot wins, { $bot } to { $you } (a tie goes to the Paschabot).
component-outcome-title = { $player } earns the title { $title } with { $you } points.
component-outcome-no-title = { $player } reaches no title with { $you } points ({ $needed } needed).
component-lazy-title = { $level ->
    [1] Stolzer Bürger (proud citizen)
    [2] Sagenhaft reicher Händler (fabulously rich merchant)
    [3] Die rechte Hand des Großwesirs (right hand of the grand vizier)
   *[4] Thronfolger des Pascha (heir to the Pasha's throne)
}
