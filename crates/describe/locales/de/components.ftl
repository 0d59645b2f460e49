# components (de): Namen der Dinge, Spielmaterial und seine Wirkungen.

## Farben

colour-turquoise = türkis
colour-green = grün
colour-gray = grau
colour-white = weiß
colour-black = schwarz
colour-pink = rosa
colour-beige = beige
colour-brown = braun
colour-red = rot
colour-yellow = gelb
colour-purple = lila
colour-orange = orange
colour-unknown = andere Farbe

# Keshis einer Farbe ohne ihre Zahl, im Akkusativ ("1 … einsetzen", "pro …").
colour-keshi-turquoise = { $count ->
    [one] türkisen Keshi
   *[other] türkise Keshis
}
colour-keshi-green = { $count ->
    [one] grünen Keshi
   *[other] grüne Keshis
}
colour-keshi-gray = { $count ->
    [one] grauen Keshi
   *[other] graue Keshis
}
colour-keshi-white = { $count ->
    [one] weißen Keshi
   *[other] weiße Keshis
}
colour-keshi-black = { $count ->
    [one] schwarzen Keshi
   *[other] schwarze Keshis
}
colour-keshi-pink = { $count ->
    [one] rosa Keshi
   *[other] rosa Keshis
}
colour-keshi-beige = { $count ->
    [one] beigen Keshi
   *[other] beige Keshis
}
colour-keshi-brown = { $count ->
    [one] braunen Keshi
   *[other] braune Keshis
}
colour-keshi-red = { $count ->
    [one] roten Keshi
   *[other] rote Keshis
}
colour-keshi-yellow = { $count ->
    [one] gelben Keshi
   *[other] gelbe Keshis
}
colour-keshi-purple = { $count ->
    [one] lila Keshi
   *[other] lila Keshis
}
colour-keshi-orange = { $count ->
    [one] orangen Keshi
   *[other] orange Keshis
}
component-keshis = { $count } { $keshi }
component-colour-count = { $count } × { $colour }
component-colour-sector = { $colour } ({ $sector })
component-colour-vendor = { $colour } (Wasserverkäufer)
component-none = keine
component-nothing = nichts

## Bezirke

sector-river = Fluss
sector-date-orchard = Dattelplantage
sector-souk = Souk
sector-main-square = Großer Platz
sector-mosque = Moschee
sector-palace = Palast
sector-madrasa = Madrasa
sector-medina = Medina
sector-sahara = Sahara
sector-title-river = Fluss
sector-title-date-orchard = Dattelplantage
sector-title-souk = Souk
sector-title-main-square = Großer Platz
sector-title-mosque = Moschee
sector-title-palace = Palast
sector-title-madrasa = Madrasa
sector-title-medina = Medina
sector-title-sahara = Sahara

## Ressourcen, Treppen, Schriftrollen, Luxuswaren, Pfade

resource-water = Wasser
resource-date = Dattel
resource-dinar = Dinar
stair-palace = Palast
stair-mosque = Moschee
scroll-type-gray = grau
scroll-type-yellow = gelb
scroll-type-pink = rosa
scroll-type-orange = orange
luxury-slipper = Prunkschuh
luxury-tajine = Tajine
luxury-dagger = Schmuckdolch
luxury-oil-lamp = Öllampe
luxury-necklace = Halskette
luxury-hunting-falcon = Jagdfalke
luxury-racing-saddle = Rennsattel
path-left = linker Pfad
path-right = rechter Pfad
path-start-oasis = Pfad zur Start-Oase

## Phasen

phase-setup = Spielaufbau
phase-selection = Geheime Auswahl
phase-place-assistants = Assistenten einsetzen
phase-claim = Keshis nehmen
phase-exchange = Genommene Keshis einsetzen
phase-use-assistants = Assistenten nutzen
phase-river-bonus = Flussbonus
phase-season-scoring = Durchgangswertung
phase-provision-reveal = Neues Versorgungs-Plättchen
phase-game-over = Spielende

## Boni in einem Wort

component-short-points = { $count } P.
component-short-resource = Ressource
component-short-goods = Waren
component-short-keshi = Keshi
component-short-river = Fluss
component-short-either-stair = Palast/Moschee
component-short-bonus = Bonus

## Suche in einem Stapel

component-search-scroll = { $ty ->
    [gray] eine graue Schriftrolle
    [yellow] eine gelbe Schriftrolle
    [pink] eine rosa Schriftrolle
   *[orange] eine orange Schriftrolle
}
component-search-luxury = eine Luxusware, { $discount } Waren-Keshis günstiger
component-search-tile = ein Plättchen

## Erweiterung 2: Imam & Sultan

component-figure-sultan = Sultan
component-figure-imam = Imam
component-figure-sultan-benefit = Schriftrollen kosten 1 Dattel weniger
component-figure-imam-benefit = Luxuswaren kosten 1 Waren-Keshi weniger
component-fountain = { $sultan }: { $sultan_benefit }; { $imam }: { $imam_benefit }

## Solo: der Paschabot

component-opponent-paschabot = Paschabot
component-opponent-lazy = Fauler Paschabot
component-icon-turquoise = türkis
component-icon-green = grün
component-icon-gray = grau
component-icon-white = weiß
component-icon-black = schwarz
component-icon-pink = rosa
component-icon-beige = beige
component-icon-brown = braun
component-icon-goods = Waren
component-icon-nomad = Nomade
component-strategy-tile = #{ $id }: { $icons }; { $top } / { $bottom }
component-strategy-tile-fisherman = #{ $id }: { $icons }; { $top } / { $bottom }; Fischer
component-strategy-tile-unknown = Strategieplättchen { $id }
component-difficulty-standard = normal
component-difficulty-easier = einfacher: { $list }
component-difficulty-harder = härter: { $list }
component-difficulty-no-extra-tiles = keine zusätzlichen Strategieplättchen
component-difficulty-complete-sectors-only = nur komplett gefüllte Bezirke
component-difficulty-main-square-once = Großer Platz nur 1-mal
component-difficulty-no-fisherman-moves = Fischer rückt nicht vor
component-difficulty-expensive-gates = teuerste Stadttore
component-difficulty-main-square-four = Großer Platz 4-mal
component-difficulty-storage-keshis = übrige Keshis aus dem Beutel
component-outcome-player-wins = { $player } schlägt den Paschabot, { $you } zu { $bot }.
component-outcome-paschabot-wins = Der Paschabot gewinnt, { $bot } zu { $you } (bei Gleichstand gewinnt der Paschabot).
component-outcome-title = { $player } erreicht mit { $you } Punkten den Titel „{ $title }“.
component-outcome-no-title = { $player } erreicht mit { $you } Punkten keinen Titel ({ $needed } nötig).
component-lazy-title = { $level ->
    [1] Stolzer Bürger
    [2] Sagenhaft reicher Händler
    [3] Die rechte Hand des Großwesirs
   *[4] Thronfolger des Pascha
}
