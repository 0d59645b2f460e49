# components (nl): namen van dingen, spelmateriaal en wat het doet.

## Kleuren

colour-turquoise = turquoise
colour-green = groen
colour-gray = grijs
colour-white = wit
colour-black = zwart
colour-pink = roze
colour-beige = beige
colour-brown = bruin
colour-red = rood
colour-yellow = geel
colour-purple = paars
colour-orange = oranje
colour-unknown = andere kleur

# Keshi's van een kleur zonder hun aantal ("1 … plaatsen", "per …").
colour-keshi-turquoise = { $count ->
    [one] turquoise keshi
   *[other] turquoise keshi's
}
colour-keshi-green = { $count ->
    [one] groene keshi
   *[other] groene keshi's
}
colour-keshi-gray = { $count ->
    [one] grijze keshi
   *[other] grijze keshi's
}
colour-keshi-white = { $count ->
    [one] witte keshi
   *[other] witte keshi's
}
colour-keshi-black = { $count ->
    [one] zwarte keshi
   *[other] zwarte keshi's
}
colour-keshi-pink = { $count ->
    [one] roze keshi
   *[other] roze keshi's
}
colour-keshi-beige = { $count ->
    [one] beige keshi
   *[other] beige keshi's
}
colour-keshi-brown = { $count ->
    [one] bruine keshi
   *[other] bruine keshi's
}
colour-keshi-red = { $count ->
    [one] rode keshi
   *[other] rode keshi's
}
colour-keshi-yellow = { $count ->
    [one] gele keshi
   *[other] gele keshi's
}
colour-keshi-purple = { $count ->
    [one] paarse keshi
   *[other] paarse keshi's
}
colour-keshi-orange = { $count ->
    [one] oranje keshi
   *[other] oranje keshi's
}
component-keshis = { $count } { $keshi }
component-colour-count = { $count } × { $colour }
component-colour-sector = { $colour } ({ $sector })
component-colour-vendor = { $colour } (waterverkoper)
component-none = geen
component-nothing = niets

## Wijken

sector-river = rivier
sector-date-orchard = dadelboomgaard
sector-souk = soek
sector-main-square = Groot Plein
sector-mosque = moskee
sector-palace = paleis
sector-madrasa = madrassa
sector-medina = medina
sector-sahara = Sahara
sector-title-river = Rivier
sector-title-date-orchard = Dadelboomgaard
sector-title-souk = Soek
sector-title-main-square = Groot Plein
sector-title-mosque = Moskee
sector-title-palace = Paleis
sector-title-madrasa = Madrassa
sector-title-medina = Medina
sector-title-sahara = Sahara

## Grondstoffen, trappen, perkamentrollen, luxegoederen, paden

resource-water = water
resource-date = dadel
resource-dinar = dinar
stair-palace = paleis
stair-mosque = moskee
scroll-type-gray = grijs
scroll-type-yellow = geel
scroll-type-pink = roze
scroll-type-orange = oranje
luxury-slipper = slof
luxury-tajine = tajine
luxury-dagger = sierdolk
luxury-oil-lamp = olielamp
luxury-necklace = ketting
luxury-hunting-falcon = jachtvalk
luxury-racing-saddle = racezadel
path-left = linkerpad
path-right = rechterpad
path-start-oasis = pad naar de startoase

## Fases

phase-setup = Voorbereiding
phase-selection = Geheime keuze
phase-place-assistants = Assistenten plaatsen
phase-claim = Keshi's kiezen
phase-exchange = Gekozen keshi's plaatsen
phase-use-assistants = Assistenten gebruiken
phase-river-bonus = Rivierbonus
phase-season-scoring = Seizoenstelling
phase-provision-reveal = Nieuwe provisietegel
phase-game-over = Einde van het spel

## Bonussen in één woord

component-short-points = { $count } pt
component-short-resource = grondstof
component-short-goods = goederen
component-short-keshi = keshi
component-short-river = rivier
component-short-either-stair = paleis/moskee
component-short-bonus = bonus

## Zoeken in een stapel

component-search-scroll = { $ty ->
    [gray] een grijze perkamentrol
    [yellow] een gele perkamentrol
    [pink] een roze perkamentrol
   *[orange] een oranje perkamentrol
}
component-search-luxury = een luxegoed, { $discount } goederenkeshi's goedkoper
component-search-tile = een tegel

## Uitbreiding 2: Imam & Sultan

component-figure-sultan = sultan
component-figure-imam = imam
component-figure-sultan-benefit = perkamentrollen kosten 1 dadel minder
component-figure-imam-benefit = luxegoederen kosten 1 goederenkeshi minder
component-fountain = { $sultan }: { $sultan_benefit }; { $imam }: { $imam_benefit }

## Solo: de Paschabot

component-opponent-paschabot = Paschabot
component-opponent-lazy = Luie Paschabot
component-icon-turquoise = turquoise
component-icon-green = groen
component-icon-gray = grijs
component-icon-white = wit
component-icon-black = zwart
component-icon-pink = roze
component-icon-beige = beige
component-icon-brown = bruin
component-icon-goods = goederen
component-icon-nomad = nomade
component-strategy-tile = #{ $id }: { $icons }; { $top } / { $bottom }
component-strategy-tile-fisherman = #{ $id }: { $icons }; { $top } / { $bottom }; visser
component-strategy-tile-unknown = strategietegel { $id }
component-difficulty-standard = standaard
component-difficulty-easier = makkelijker: { $list }
component-difficulty-harder = moeilijker: { $list }
component-difficulty-no-extra-tiles = geen extra strategietegels
component-difficulty-complete-sectors-only = alleen compleet gevulde wijken
component-difficulty-main-square-once = Groot Plein 1 keer
component-difficulty-no-fisherman-moves = visser gaat niet vooruit
component-difficulty-expensive-gates = duurste stadspoorten
component-difficulty-main-square-four = Groot Plein 4 keer
component-difficulty-storage-keshis = overige keshi's uit de zak
component-outcome-player-wins = { $player } verslaat de Paschabot, { $you } tegen { $bot }.
component-outcome-paschabot-wins = De Paschabot wint, { $bot } tegen { $you } (bij gelijke stand wint de Paschabot).
component-outcome-title = { $player } verdient met { $you } punten de titel ‘{ $title }’.
component-outcome-no-title = { $player } haalt met { $you } punten geen titel ({ $needed } nodig).
component-lazy-title = { $level ->
    [1] Trotse burger
    [2] Fabelachtig rijke koopman
    [3] De rechterhand van de grootvizier
   *[4] Troonopvolger van de pasja
}
