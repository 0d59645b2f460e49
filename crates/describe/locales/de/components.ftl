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
component-difficulty-main-square-once = Großer Platz nur einmal
component-difficulty-no-fisherman-moves = Fischer rückt nicht vor
component-difficulty-expensive-gates = teuerste Stadttore
component-difficulty-main-square-four = Großer Platz 4-mal
component-difficulty-storage-keshis = übrige Keshis aus dem Beutel
component-outcome-player-wins = { $player } schlägt den Paschabot, { $you } zu { $bot }.
component-outcome-paschabot-wins = Der Paschabot gewinnt, { $bot } zu { $you }.
component-outcome-paschabot-wins-tie = Der Paschabot gewinnt den Gleichstand, { $bot } zu { $you } (bei Gleichstand gewinnt der Paschabot).
component-outcome-title = { $player } erreicht mit { $you } Punkten den Titel „{ $title }“.
component-outcome-no-title = { $player } erreicht mit { $you } Punkten keinen Titel ({ $needed } nötig).
component-lazy-title = { $level ->
    [1] Stolzer Bürger
    [2] Sagenhaft reicher Händler
    [3] Die rechte Hand des Großwesirs
   *[4] Thronfolger des Pascha
}

## Mengen

component-water = { $count } Wasser
component-dates = { $count ->
    [one] { $count } Dattel
   *[other] { $count } Datteln
}
component-dinars = { $count } Dinar
component-points = { $count ->
    [one] { $count } Punkt
   *[other] { $count } Punkte
}
component-any-resources = { $count ->
    [one] { $count } beliebige Ressource
   *[other] { $count } beliebige Ressourcen
}
component-any-sector-action = eine beliebige Bezirksaktion

## Boni

component-bonus-goods = { $count ->
    [one] { $count } Waren-Keshi (eine Farbe)
   *[other] { $count } Waren-Keshis (eine Farbe)
}
component-bonus-any-keshis = { $count ->
    [one] { $count } Keshi beliebiger Farbe
   *[other] { $count } Keshis einer beliebigen Farbe
}
component-river-steps = { $count ->
    [one] { $count } Schritt auf dem Fluss
   *[other] { $count } Schritte auf dem Fluss
}
component-stair-steps = { $count ->
    [one] { $count } Schritt
   *[other] { $count } Schritte
} auf der { $stair ->
    [palace] Palast-Treppe
   *[mosque] Moschee-Treppe
}
component-either-stair-steps = { $count ->
    [one] { $count } Schritt
   *[other] { $count } Schritte
} auf der Palast- oder der Moschee-Treppe
component-bonus-other = ein Bonus

## Schriftrollen

component-scroll = #{ $id } { $ty }: { $effect }
component-scroll-unknown = Schriftrolle { $id }
component-scroll-unknown-effect = unbekannte Schriftrolle { $id }
component-scroll-deploy = { $keshis } einsetzen
component-scroll-gain = { $resources } erhalten
component-scroll-any-keshi = { $count ->
    [one] { $count } Keshi beliebiger Farbe einsetzen
   *[other] { $count } Keshis beliebiger Farben einsetzen
}
component-scroll-goods-same = Waren-Keshis: 2 × { $colour }
component-scroll-goods-two = Waren-Keshis: 1 × { $first } + 1 × { $second }
component-scroll-three-spectator-bonuses = 3× den Bonus jedes 3-Zuschauer-Feldes
component-scroll-three-steps-both-stairs = 3 Schritte auf beiden Treppen
component-scroll-souk-water-vendor = Wasserverkäufer im Souk + 3 Wasser
component-scroll-orange-for-date = 1 Dattel bezahlen: 1 orange Schriftrolle nehmen
component-scroll-all-line-bonuses = alle Boni auf der Linie deiner Spielfiguren
component-scroll-claim-three-oases = 3 erkundete Oasen kostenlos aktivieren
component-scroll-keshi-and-action = 1 beliebiger Keshi, dann die Aktion seines Bezirks
component-scroll-all-entertainers = Bonus jedes Gauklers × seine Zuschauer
component-scroll-score-claimed-oasis = 1 aktivierte Oase sofort werten
component-scroll-resources-for-points = Ressourcen abgeben für je { $points } Punkte
component-scroll-lasting = dauerhaft: { $perk }
component-perk-threshold-water = +1 Wasser an jeder Schwelle einer Treppe
component-perk-threshold-date = +1 Dattel an jeder Schwelle einer Treppe
component-perk-threshold-dinar = +1 Dinar an jeder Schwelle einer Treppe
component-perk-threshold-river-step = +1 Schritt auf dem Fluss an jeder Schwelle einer Treppe
component-perk-rapid-on-crossing = den Bonus einer Stromschnelle sofort beim Überqueren
component-perk-exchange-extra-resource = +1 beliebige Ressource je Wechsel
component-perk-free-cheap-gate = Stadttore vom 0-Dinar-Werkstatt-Feld kosten keine Punkte
component-perk-dates-as-water = Dattelplantage: Datteln auch als Wasser nehmen
component-perk-dates-as-dinars = Dattelplantage: Datteln auch als Dinar nehmen
component-perk-dates-as-points = Dattelplantage: Datteln auch als Punkte nehmen
component-perk-stair-steps-for-dates = Treppen: zusätzliche Schritte kaufen, je 1 Dattel
component-perk-stair-steps-for-water = Treppen: zusätzliche Schritte kaufen, je 1 Wasser
component-perk-rapids-at-season-scoring = Durchgangswertung: ein Bonus von jeder überquerten Stromschnelle
component-perk-main-square-two-points-field = Großer Platz: 2 Punkte pro Zuschauer am 2-Punkte-Feld
component-perk-extra-spectator = +1 Zuschauer in jedem Abschnitt der Scheibe
component-perk-gate-discount = Stadttore kosten 1 Dinar weniger
component-perk-dates-and-water-as-dinars = Dinar mit Datteln oder Wasser bezahlen
component-perk-several-luxury-goods = mehrere Luxuswaren je Souk-Assistent
component-perk-extra-vendor-water = 2 Wasser je Wasserverkäufer statt 1
component-perk-gate-any-keshi = 1 Keshi beliebiger Farbe zu jedem Stadttor
component-perk-provision-alternative = Versorgung: 1 Dinar + 1 Ressource je Plättchen
component-perk-oasis-for-one-resource = Oasen kosten 1 beliebige Ressource
component-perk-several-exchanges = mehrere Wechsel je Souk-Assistent
component-perk-extra-stair-step = +1 Schritt bei jedem Zug auf einer Treppe
component-perk-mosque-final-double = 2 Punkte pro Schritt über die Moschee hinaus
component-perk-vendor-points = +2 Punkte zum Wasser jedes Wasserverkäufers
component-perk-one-spectator-bonuses = Großer Platz: auch die Boni aller 1-Zuschauer-Felder
component-perk-palace-final-double = 2 Punkte pro Schritt über den Palast hinaus
component-perk-entertainer-neighbours = neue Gaukler erhalten auch die Boni beider Nachbarfelder
component-perk-jetty-double = 2 Punkte pro Schritt auf dem Fluss über das Anlegefeld hinaus
component-perk-souk-water-vendor = Wasserverkäufer im Souk
component-perk-double-rapid-bonuses = Boni der Stromschnellen doppelt
component-perk-claim-any-two = 2 beliebige Keshis nehmen, einer Farbe oder zweier Farben
component-perk-two-line-bonuses = 2 verschiedene Linien-Boni je Schwelle
component-perk-main-square-twice = Aktion auf dem Großen Platz zweimal hintereinander
component-perk-gate-two-keshis = 2 Keshis zu jedem Stadttor
component-perk-score-oasis-on-discovery = jede Oase einmal beim Erkunden werten
component-perk-all-rapid-bonuses = Rundenende: die Boni aller überquerten Stromschnellen

## Oasen

component-oasis = Oase #{ $id } ({ $effect })
component-oasis-unknown-effect = unbekannte Oase { $id }
component-oasis-gate-points = { $points } pro Stadttor in { $colours }
component-oasis-keshi-count = { $base } + 1 pro { $keshi }
component-oasis-luxury-points = { $points } pro { $luxury }
component-oasis-return-resource = { $base } + 1 pro { $resource ->
    [water] abgegebenes Wasser
    [date] abgegebene Dattel
   *[dinar] abgegebenen Dinar
} (max. { $max })
component-oasis-per-luxury-good = { $base } + 1 pro Luxusware
component-oasis-per-scroll = { $base } + 1 pro Schriftrolle
component-oasis-sparse-sectors = { $points } pro Bezirk mit höchstens { $max } Keshis
component-oasis-complete-sectors = { $points } pro komplett gefüllten Bezirk
component-oasis-per-claimed-oasis = { $points } pro aktivierte Oase
component-oasis-final-space = { $points }, wenn auf der letzten Stufe der { $stair ->
    [palace] Palast-Treppe
   *[mosque] Moschee-Treppe
}
component-oasis-thresholds = { $points } für { $min }+ überschrittene Schwellen
component-oasis-jetty = { $points }, wenn am Ende am Anlegefeld angelegt
component-oasis-luxury-kinds = nach Sorten von Luxuswaren: { $list }
component-oasis-luxury-pairs = { $points } pro Sorte Luxusware, die du zweimal besitzt (max. { $max })
component-oasis-luxury-points-capped = { $points } pro { $luxury } (max. { $max })
component-oasis-camel-steps = 1 pro { $steps } Schritte deines Kamels auf der Rennstrecke (max. { $max })
component-oasis-per-nomad = { $points } pro Nomade auf deinem Tableau (max. { $max })

## Luxuswaren

component-luxury = #{ $id } { $description }
component-luxury-unknown = Luxusware { $id }
component-luxury-description = { $kind }: { $cost } -> { $gain }
component-falcon-keshi = 1 Keshi ({ $colours }) vom Tableau
component-falcon-nomad = 1 Nomade, kostenlos eingesetzt
component-falcon-exchange-keshi = 1 Keshi austauschen
component-falcon-swap-resources = beliebige deiner Ressourcen gegen andere tauschen
component-falcon-main-square-field = Bonus eines beliebigen Feldes des Großen Platzes × { $times }
component-falcon-steps = { $count } Schritte auf Fluss, Palast- oder Moschee-Treppe (je nach abgegebenem Keshi)
component-saddle = Kamel { $steps } Schritte (ohne Kamelrennen: 1 Oase aktivieren, { $discount } Ressourcen weniger)

## Versorgungs-Plättchen

component-provision = #{ $id }: { $cost } bezahlen, sonst -{ $penalty }
component-provision-unknown = Versorgungs-Plättchen { $id }
component-provision-season-bonus = jeden Durchgang: { $bonus }
component-provision-season-field-bonus = jeden Durchgang: Bonus eines beliebigen Feldes des Großen Platzes { $times }×
component-provision-season-exchange = jeden Durchgang: 1 Keshi austauschen
component-provision-move-bonus = +{ $count ->
    [one] { $count } Schritt
   *[other] { $count } Schritte
}, wann immer { $track ->
    [river] der Fischer
    [palace] der Sultanshöfling
   *[mosque] der Imamschüler
} zieht
component-provision-luxury-discount = { $count ->
    [one] Luxuswaren kosten { $count } Waren-Keshi weniger
   *[other] Luxuswaren kosten { $count } Waren-Keshis weniger
}
component-provision-round-exchange = jede Runde: 1 Keshi austauschen
component-provision-nomad = sofort 1 Nomade; jeden weiteren Durchgang 1 Nomaden kostenlos umsetzen (nur mit den Nomaden)

## Fluss-Plättchen

component-river-tile = #{ $face }: { $bonus }
component-river-tile-unknown = Fluss-Plättchen { $face }
component-river-option = Möglichkeit { $number }
component-river-single = 1.: { $first }
component-river-ranked = 1.: { $first }; 2.: { $second }
component-river-choice = 1. wählt { $a } oder { $b }; 2. das andere
component-reward-bonus-oasis = eine der übrigen Oasen
component-reward-any-keshis = { $count ->
    [one] { $count } Keshi beliebiger Farbe
   *[other] { $count } Keshis beliebiger Farbe
}
component-reward-water-vendor = ein Wasserverkäufer
component-reward-crocodile-start = nächsten Durchgang auf dem Krokodil beginnen
component-reward-goods-set = 1 Waren-Keshi jeder Farbe
component-reward-stair-steps = { $count ->
    [one] { $count } Schritt auf einer Treppe
   *[other] { $count } Schritte auf einer Treppe
}
component-reward-points-per-gate = { $count ->
    [one] { $count } Punkt pro Stadttor
   *[other] { $count } Punkte pro Stadttor
}
component-reward-points-per-keshi = { $count ->
    [one] { $count } Punkt pro { $keshi }
   *[other] { $count } Punkte pro { $keshi }
}
component-reward-keshi-of-colours = 1 Keshi: { $colours }
component-reward-claim-free-oases = { $count ->
    [one] { $count } Oase kostenlos aktivieren
   *[other] { $count } Oasen kostenlos aktivieren
}
component-reward-main-square-actions = { $count ->
    [one] { $count } Aktion auf dem Großen Platz
   *[other] { $count } Aktionen auf dem Großen Platz
}
component-reward-resources-per-keshi = { $resources } pro { $keshi }
component-reward-points-per-keshis = 1 Punkt pro { $divisor } Keshis auf deinem Tableau
component-reward-points-per-luxury-good = { $count ->
    [one] { $count } Punkt pro Luxusware
   *[other] { $count } Punkte pro Luxusware
}

## Wüstenstädte (Erweiterung 5)

component-town = #{ $id } ({ $effect })
component-town-unknown-effect = unbekannte Wüstenstadt { $id }
component-town-points-per-gate = { $count ->
    [one] { $count } Punkt pro eingebautem Stadttor
   *[other] { $count } Punkte pro eingebautem Stadttor
}
component-town-points-per-luxury-good = { $count ->
    [one] { $count } Punkt pro Luxusware
   *[other] { $count } Punkte pro Luxusware
}
component-town-points-per-scroll = { $count ->
    [one] { $count } Punkt pro Schriftrolle
   *[other] { $count } Punkte pro Schriftrolle
}
component-town-stair-steps = 1 Punkt pro Stufe auf der { $stair ->
    [palace] Palast-Treppe
   *[mosque] Moschee-Treppe
}, höchstens { $max }
component-town-keshis-divided = 1 Punkt pro { $divisor } Keshis auf deinem Tableau, Waren-Keshis nicht gezählt
component-town-river-steps-classic = 1 Punkt pro Schritt auf dem Fluss vor dem Anlegefeld, das ganze Spiel
component-town-river-steps-essential = 1 Punkt pro Schritt auf dem Fluss vor dem Anlegefeld, im 3. Durchgang
component-town-sectors-with-keshis = { $count ->
    [one] { $count } Punkt pro Bezirk mit { $min }+ Keshis, Wasserverkäufer mitgezählt, Souk nicht gezählt
   *[other] { $count } Punkte pro Bezirk mit { $min }+ Keshis, Wasserverkäufer mitgezählt, Souk nicht gezählt
}
component-town-entertainer-spectators = pro Gaukler 1 Punkt pro Zuschauer, der auf ihn blickt
component-town-take-scroll = sofort: 1 beliebige offene Schriftrolle kostenlos nehmen
component-town-take-luxury-good = sofort: 1 beliebige offene Luxusware kostenlos nehmen
component-town-take-gate = sofort: 1 beliebiges Stadttor ohne Dinar nehmen; nötig ist ein Wächter auf dem Wachturm

## Großer Platz, Linien-Felder

component-field = Feld { $number } ({ $bonus })
component-field-plain = Feld { $number }
component-line-space-tile = { $bonus } (Plättchen #{ $tile })
component-line-space-unknown = Linien-Feld { $space }

## Spezialgebäude (Erweiterungsbox)

component-building = { $name }: { $keshi }, { $resources }, 1 gelbe Schriftrolle
component-building-front = { $building }; { $ability }
component-building-date-store = Dattellager
component-building-library = Bibliothek
component-building-practice-room = Übungsraum
component-building-boathouse = Bootshaus
component-building-barracks = Baracke
component-building-house-of-prayer = Bethaus
component-building-camel-stable = Kamelstall
component-building-pavilion = Pavillon
component-ability-date-store = { $count ->
    [one] vor Spielbeginn 1 Keshi aus dem Beutel auf die Oasen-Bonusleiste; eine Luxusware einer Sorte, die du noch nicht hast, kostet { $count } Waren-Keshi weniger
   *[other] vor Spielbeginn 1 Keshi aus dem Beutel auf die Oasen-Bonusleiste; eine Luxusware einer Sorte, die du noch nicht hast, kostet { $count } Waren-Keshis weniger
}
component-ability-library = zu Beginn von Durchgang 1/2/3 eine gelbe/rosa/orange Schriftrolle aus einem Stapel (in Durchgang 2 und 3 mit den nötigen Gelehrten) für { $dates } Datteln
component-ability-practice-room = die neue Zuschauer-Scheibe ({ $spectators } Zuschauer)
component-ability-boathouse = jeden Durchgang beginnt dein Fischer auf dem Krokodil-Feld
component-ability-barracks = vor Spielbeginn 1 Stadttor vom Werkstatt-Feld { $workshop } für 0 Dinar; +{ $count ->
    [one] { $count } Punkt
   *[other] { $count } Punkte
} pro gekauftem Stadttor
component-ability-house-of-prayer = +{ $count ->
    [one] { $count } Punkt
   *[other] { $count } Punkte
} beim Erreichen eines neuen Abschnitts der Moschee-Treppe
component-ability-camel-stable = Oasen kosten { $count ->
    [one] { $count } beliebige Ressource
   *[other] { $count } beliebige Ressourcen
} weniger
component-ability-pavilion = vor Spielbeginn 1 { $luxury } kostenlos; +{ $count ->
    [one] { $count } beliebige Ressource
   *[other] { $count } beliebige Ressourcen
} beim Erreichen eines neuen Abschnitts der Palast-Treppe

## Kamelrennen (Erweiterungsbox)

component-camel-goods = { $count ->
    [one] { $count } Waren-Keshi einer Farbe
   *[other] { $count } Waren-Keshis einer Farbe
}
component-camel-discard-dung = 1 Kamelmist abwerfen
component-camel-steps = { $count ->
    [one] { $count } Schritt: { $tracks }
   *[other] { $count } Schritte: { $tracks }
}
component-camel-spectator-bonus = Bonus eines beliebigen Feldes des Großen Platzes ×{ $times }
component-camel-free-oases = { $count ->
    [one] { $count } erkundete Oase kostenlos aktivieren
   *[other] { $count } erkundete Oasen kostenlos aktivieren
}
component-camel-river-tile-bonus = der Bonus des Fluss-Plättchens dieses Durchgangs
component-camel-scroll = { $ty ->
    [gray] eine graue Schriftrolle
    [yellow] eine gelbe Schriftrolle
    [pink] eine rosa Schriftrolle
   *[orange] eine orange Schriftrolle
} nach Wahl aus einem Stapel, kostenlos
component-camel-luxury-good = { $count ->
    [one] eine Luxusware nach Wahl aus einem Stapel, { $count } Waren-Keshi weniger
   *[other] eine Luxusware nach Wahl aus einem Stapel, { $count } Waren-Keshis weniger
}
component-camel-offer = { $any ->
    [0] { $colour }: { $reward }
   *[other] { $colour } + { $any } weitere: { $reward }
}
