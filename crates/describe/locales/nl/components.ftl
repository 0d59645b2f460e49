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
component-difficulty-main-square-once = Groot Plein maar één keer
component-difficulty-no-fisherman-moves = visser gaat niet vooruit
component-difficulty-expensive-gates = duurste stadspoorten
component-difficulty-main-square-four = Groot Plein 4 keer
component-difficulty-storage-keshis = overige keshi's uit de zak
component-outcome-player-wins = { $player } verslaat de Paschabot, { $you } tegen { $bot }.
component-outcome-paschabot-wins = De Paschabot wint, { $bot } tegen { $you }.
component-outcome-paschabot-wins-tie = De Paschabot wint bij gelijke stand, { $bot } tegen { $you } (bij gelijke stand wint de Paschabot).
component-outcome-title = { $player } verdient met { $you } punten de titel ‘{ $title }’.
component-outcome-no-title = { $player } haalt met { $you } punten geen titel ({ $needed } nodig).
component-lazy-title = { $level ->
    [1] Trotse burger
    [2] Fabelachtig rijke koopman
    [3] De rechterhand van de grootvizier
   *[4] Troonopvolger van de pasja
}

## Hoeveelheden

component-water = { $count } water
component-dates = { $count ->
    [one] { $count } dadel
   *[other] { $count } dadels
}
component-dinars = { $count ->
    [one] { $count } dinar
   *[other] { $count } dinars
}
component-points = { $count ->
    [one] { $count } punt
   *[other] { $count } punten
}
component-any-resources = { $count ->
    [one] { $count } grondstof naar keuze
   *[other] { $count } grondstoffen naar keuze
}
component-any-sector-action = een wijkactie naar keuze

## Bonussen

component-bonus-goods = { $count ->
    [one] { $count } goederenkeshi (één kleur)
   *[other] { $count } goederenkeshi's (één kleur)
}
component-bonus-any-keshis = { $count ->
    [one] { $count } keshi van een willekeurige kleur
   *[other] { $count } keshi's van één kleur naar keuze
}
component-river-steps = { $count ->
    [one] { $count } stap op de rivier
   *[other] { $count } stappen op de rivier
}
component-stair-steps = { $count ->
    [one] { $count } stap
   *[other] { $count } stappen
} op de { $stair ->
    [palace] paleistrap
   *[mosque] moskeetrap
}
component-either-stair-steps = { $count ->
    [one] { $count } stap
   *[other] { $count } stappen
} op de paleis- of de moskeetrap
component-bonus-other = een bonus

## Perkamentrollen

component-scroll = #{ $id } { $ty }: { $effect }
component-scroll-unknown = perkamentrol { $id }
component-scroll-unknown-effect = onbekende perkamentrol { $id }
component-scroll-deploy = { $keshis } plaatsen
component-scroll-gain = { $resources } ontvangen
component-scroll-any-keshi = { $count ->
    [one] { $count } keshi van een willekeurige kleur plaatsen
   *[other] { $count } keshi's van willekeurige kleuren plaatsen
}
component-scroll-goods-same = goederenkeshi's: 2 × { $colour }
component-scroll-goods-two = goederenkeshi's: 1 × { $first } + 1 × { $second }
component-scroll-three-spectator-bonuses = 3× de bonus van elk veld met 3 toeschouwers
component-scroll-three-steps-both-stairs = 3 stappen op beide trappen
component-scroll-souk-water-vendor = waterverkoper in de soek + 3 water
component-scroll-orange-for-date = betaal 1 dadel: neem een oranje perkamentrol
component-scroll-all-line-bonuses = alle bonussen op de lijn van je speelstukken
component-scroll-claim-three-oases = 3 ontdekte oasen gratis activeren
component-scroll-keshi-and-action = een willekeurige keshi, dan de actie van zijn wijk
component-scroll-all-entertainers = bonus van elke jongleur × zijn toeschouwers
component-scroll-score-claimed-oasis = nu 1 geactiveerde oase laten scoren
component-scroll-resources-for-points = grondstoffen inleveren voor { $points } punten per stuk
component-scroll-lasting = permanent: { $perk }
component-perk-threshold-water = +1 water bij elke drempel van een trap
component-perk-threshold-date = +1 dadel bij elke drempel van een trap
component-perk-threshold-dinar = +1 dinar bij elke drempel van een trap
component-perk-threshold-river-step = +1 stap op de rivier bij elke drempel van een trap
component-perk-rapid-on-crossing = de bonus van een stroomversnelling meteen bij het passeren
component-perk-exchange-extra-resource = +1 grondstof naar keuze per ruil
component-perk-free-cheap-gate = stadspoorten van de 0-dinar-werkplaats kosten geen punten
component-perk-dates-as-water = dadelboomgaard: dadels mogen als water genomen worden
component-perk-dates-as-dinars = dadelboomgaard: dadels mogen als dinars genomen worden
component-perk-dates-as-points = dadelboomgaard: dadels mogen als punten genomen worden
component-perk-stair-steps-for-dates = trappen: extra stappen kopen, 1 dadel per stap
component-perk-stair-steps-for-water = trappen: extra stappen kopen, 1 water per stap
component-perk-rapids-at-season-scoring = seizoenstelling: een bonus van elke gepasseerde stroomversnelling
component-perk-main-square-two-points-field = Groot Plein: 2 punten per toeschouwer bij het 2-puntenveld
component-perk-extra-spectator = +1 toeschouwer in elk deel van de schijf
component-perk-gate-discount = stadspoorten kosten 1 dinar minder
component-perk-dates-and-water-as-dinars = dinars betalen met dadels of water
component-perk-several-luxury-goods = meerdere luxegoederen per assistent in de soek
component-perk-extra-vendor-water = 2 water per waterverkoper in plaats van 1
component-perk-gate-any-keshi = een keshi van een willekeurige kleur bij elke stadspoort
component-perk-provision-alternative = bevoorrading: 1 dinar + 1 grondstof per tegel
component-perk-oasis-for-one-resource = oasen kosten 1 grondstof naar keuze
component-perk-several-exchanges = meerdere ruilen per assistent in de soek
component-perk-extra-stair-step = +1 stap bij elke beweging op een trap
component-perk-mosque-final-double = 2 punten per stap voorbij de moskee
component-perk-vendor-points = +2 punten bij het water van elke waterverkoper
component-perk-one-spectator-bonuses = Groot Plein: ook de bonussen van alle velden met 1 toeschouwer
component-perk-palace-final-double = 2 punten per stap voorbij het paleis
component-perk-entertainer-neighbours = nieuwe jongleurs krijgen ook de bonussen van beide buurvelden
component-perk-jetty-double = 2 punten per stap op de rivier voorbij de pier
component-perk-souk-water-vendor = waterverkoper in de soek
component-perk-double-rapid-bonuses = bonussen van stroomversnellingen dubbel
component-perk-claim-any-two = 2 willekeurige keshi's kiezen, van één of twee kleuren
component-perk-two-line-bonuses = 2 verschillende verbindingsbonussen per drempel
component-perk-main-square-twice = actie op het Groot Plein twee keer na elkaar
component-perk-gate-two-keshis = 2 keshi's bij elke stadspoort
component-perk-score-oasis-on-discovery = elke oase één keer laten scoren bij het ontdekken
component-perk-all-rapid-bonuses = einde van de ronde: bonussen van alle gepasseerde stroomversnellingen

## Oasen

component-oasis = oase #{ $id } ({ $effect })
component-oasis-unknown-effect = onbekende oase { $id }
component-oasis-gate-points = { $points } per stadspoort in { $colours }
component-oasis-keshi-count = { $base } + 1 per { $keshi }
component-oasis-luxury-points = { $points } per { $luxury }
component-oasis-return-resource = { $base } + 1 per { $resource ->
    [water] ingeleverd water
    [date] ingeleverde dadel
   *[dinar] ingeleverde dinar
} (max. { $max })
component-oasis-per-luxury-good = { $base } + 1 per luxegoed
component-oasis-per-scroll = { $base } + 1 per perkamentrol
component-oasis-sparse-sectors = { $points } per wijk met hoogstens { $max } keshi's
component-oasis-complete-sectors = { $points } per compleet gevulde wijk
component-oasis-per-claimed-oasis = { $points } per geactiveerde oase
component-oasis-final-space = { $points } als je op het laatste veld van de { $stair ->
    [palace] paleistrap
   *[mosque] moskeetrap
} staat
component-oasis-thresholds = { $points } voor { $min }+ overschreden drempels
component-oasis-jetty = { $points } als je aan het einde aan de pier ligt
component-oasis-luxury-kinds = naar soorten luxegoederen: { $list }
component-oasis-luxury-pairs = { $points } per soort luxegoed die je twee keer hebt (max. { $max })
component-oasis-luxury-points-capped = { $points } per { $luxury } (max. { $max })
component-oasis-camel-steps = 1 per { $steps } stappen van je kameel op de racebaan (max. { $max })
component-oasis-per-nomad = { $points } per nomade op je spelersbord (max. { $max })

## Luxegoederen

component-luxury = #{ $id } { $description }
component-luxury-unknown = luxegoed { $id }
component-luxury-description = { $kind }: { $cost } -> { $gain }
component-falcon-keshi = 1 keshi ({ $colours }) van het bord
component-falcon-nomad = een nomade, gratis geplaatst
component-falcon-exchange-keshi = 1 keshi ruilen
component-falcon-swap-resources = willekeurige grondstoffen van je ruilen voor andere
component-falcon-main-square-field = de bonus van een willekeurig veld van het Groot Plein × { $times }
component-falcon-steps = { $count } stappen op de rivier, paleis- of moskeetrap (naar de ingeleverde keshi)
component-saddle = kameel { $steps } stappen (zonder kamelenrace: 1 oase activeren, { $discount } grondstoffen minder)

## Provisietegels

component-provision = #{ $id }: betaal { $cost }, anders -{ $penalty }
component-provision-unknown = provisietegel { $id }
component-provision-season-bonus = elk seizoen: { $bonus }
component-provision-season-field-bonus = elk seizoen: de bonus van een willekeurig veld van het Groot Plein { $times }×
component-provision-season-exchange = elk seizoen: 1 keshi ruilen
component-provision-move-bonus = +{ $count ->
    [one] { $count } stap
   *[other] { $count } stappen
} telkens als { $track ->
    [river] de visser
    [palace] de hoveling van de sultan
   *[mosque] de leerling imam
} beweegt
component-provision-luxury-discount = { $count ->
    [one] luxegoederen kosten { $count } goederenkeshi minder
   *[other] luxegoederen kosten { $count } goederenkeshi's minder
}
component-provision-round-exchange = elke ronde: 1 keshi ruilen
component-provision-nomad = nu 1 nomade; elk volgend seizoen 1 nomade gratis verplaatsen (alleen met de nomaden)

## Riviertegels

component-river-tile = #{ $face }: { $bonus }
component-river-tile-unknown = riviertegel { $face }
component-river-option = optie { $number }
component-river-single = 1e: { $first }
component-river-ranked = 1e: { $first }; 2e: { $second }
component-river-choice = 1e kiest { $a } of { $b }; 2e het andere
component-reward-bonus-oasis = een van de overgebleven oasen
component-reward-any-keshis = { $count ->
    [one] { $count } keshi van een willekeurige kleur
   *[other] { $count } keshi's van willekeurige kleur
}
component-reward-water-vendor = een waterverkoper
component-reward-crocodile-start = volgend seizoen op de krokodil beginnen
component-reward-goods-set = 1 goederenkeshi van elke kleur
component-reward-stair-steps = { $count ->
    [one] { $count } stap op een trap
   *[other] { $count } stappen op een trap
}
component-reward-points-per-gate = { $count ->
    [one] { $count } punt per stadspoort
   *[other] { $count } punten per stadspoort
}
component-reward-points-per-keshi = { $count ->
    [one] { $count } punt per { $keshi }
   *[other] { $count } punten per { $keshi }
}
component-reward-keshi-of-colours = 1 keshi: { $colours }
component-reward-claim-free-oases = { $count ->
    [one] { $count } oase gratis activeren
   *[other] { $count } oasen gratis activeren
}
component-reward-main-square-actions = { $count ->
    [one] { $count } actie op het Groot Plein
   *[other] { $count } acties op het Groot Plein
}
component-reward-resources-per-keshi = { $resources } per { $keshi }
component-reward-points-per-keshis = 1 punt per { $divisor } keshi's op je spelersbord
component-reward-points-per-luxury-good = { $count ->
    [one] { $count } punt per luxegoed
   *[other] { $count } punten per luxegoed
}

## Woestijnsteden (uitbreiding 5)

component-town = #{ $id } ({ $effect })
component-town-unknown-effect = onbekende woestijnstad { $id }
component-town-points-per-gate = { $count ->
    [one] { $count } punt per gebouwde stadspoort
   *[other] { $count } punten per gebouwde stadspoort
}
component-town-points-per-luxury-good = { $count ->
    [one] { $count } punt per luxegoed
   *[other] { $count } punten per luxegoed
}
component-town-points-per-scroll = { $count ->
    [one] { $count } punt per perkamentrol
   *[other] { $count } punten per perkamentrol
}
component-town-stair-steps = 1 punt per stap op de { $stair ->
    [palace] paleistrap
   *[mosque] moskeetrap
}, hoogstens { $max }
component-town-keshis-divided = 1 punt per { $divisor } keshi's op je spelersbord, goederenkeshi's niet meegeteld
component-town-river-steps-classic = 1 punt per stap op de rivier vóór de pier, het hele spel
component-town-river-steps-essential = 1 punt per stap op de rivier vóór de pier, in seizoen 3
component-town-sectors-with-keshis = { $count ->
    [one] { $count } punt per wijk met { $min }+ keshi's, waterverkopers meegeteld, soek niet meegeteld
   *[other] { $count } punten per wijk met { $min }+ keshi's, waterverkopers meegeteld, soek niet meegeteld
}
component-town-entertainer-spectators = per jongleur 1 punt per toeschouwer die naar hem kijkt
component-town-take-scroll = direct: neem gratis een open perkamentrol naar keuze
component-town-take-luxury-good = direct: neem gratis een open luxegoed naar keuze
component-town-take-gate = direct: neem een stadspoort naar keuze zonder dinars; vereist een schildwacht in de wachttoren

## Groot Plein, verbindingsvelden

component-field = veld { $number } ({ $bonus })
component-field-plain = veld { $number }
component-line-space-tile = { $bonus } (tegel #{ $tile })
component-line-space-unknown = verbindingsveld { $space }

## Speciale gebouwen (uitbreidingsdoos)

component-building = { $name }: { $keshi }, { $resources }, een gele perkamentrol
component-building-front = { $building }; { $ability }
component-building-date-store = Dadelopslag
component-building-library = Bibliotheek
component-building-practice-room = Oefenruimte
component-building-boathouse = Botenhuis
component-building-barracks = Kazerne
component-building-house-of-prayer = Gebedshuis
component-building-camel-stable = Kamelenstal
component-building-pavilion = Paviljoen
component-ability-date-store = { $count ->
    [one] vóór de start 1 keshi uit de zak op het oasespoor; een luxegoed van een soort die je nog niet hebt kost { $count } goederenkeshi minder
   *[other] vóór de start 1 keshi uit de zak op het oasespoor; een luxegoed van een soort die je nog niet hebt kost { $count } goederenkeshi's minder
}
component-ability-library = aan het begin van seizoen 1/2/3 een gele/roze/oranje perkamentrol van een stapel (geleerden nodig in seizoen 2 en 3) voor { $dates } dadels
component-ability-practice-room = de nieuwe publieksschijf ({ $spectators } toeschouwers)
component-ability-boathouse = elk seizoen begint je visser op het krokodilveld
component-ability-barracks = vóór de start een stadspoort van werkplaats { $workshop } voor 0 dinars; +{ $count ->
    [one] { $count } punt
   *[other] { $count } punten
} per gekochte stadspoort
component-ability-house-of-prayer = +{ $count ->
    [one] { $count } punt
   *[other] { $count } punten
} bij het bereiken van een nieuw segment van de moskeetrap
component-ability-camel-stable = oasen kosten { $count ->
    [one] { $count } grondstof
   *[other] { $count } grondstoffen
} naar keuze minder
component-ability-pavilion = vóór de start een gratis { $luxury }; +{ $count ->
    [one] { $count } grondstof
   *[other] { $count } grondstoffen
} naar keuze bij het bereiken van een nieuw segment van de paleistrap

## Kamelenrace (uitbreidingsdoos)

component-camel-goods = { $count ->
    [one] { $count } goederenkeshi van één kleur
   *[other] { $count } goederenkeshi's van één kleur
}
component-camel-discard-dung = 1 kamelenmest afleggen
component-camel-steps = { $count ->
    [one] { $count } stap: { $tracks }
   *[other] { $count } stappen: { $tracks }
}
component-camel-spectator-bonus = de bonus van een willekeurig veld van het Groot Plein ×{ $times }
component-camel-free-oases = { $count ->
    [one] { $count } ontdekte oase gratis activeren
   *[other] { $count } ontdekte oasen gratis activeren
}
component-camel-river-tile-bonus = de bonus van de riviertegel van dit seizoen
component-camel-scroll = { $ty ->
    [gray] een grijze perkamentrol
    [yellow] een gele perkamentrol
    [pink] een roze perkamentrol
   *[orange] een oranje perkamentrol
} naar keuze van een stapel, gratis
component-camel-luxury-good = { $count ->
    [one] een luxegoed naar keuze van een stapel, { $count } goederenkeshi minder
   *[other] een luxegoed naar keuze van een stapel, { $count } goederenkeshi's minder
}
component-camel-offer = { $any ->
    [0] { $colour }: { $reward }
   *[other] { $colour } + { $any } andere: { $reward }
}
