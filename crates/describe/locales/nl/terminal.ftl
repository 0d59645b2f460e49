# terminal (nl): het spel in de terminal (`marrakesh play`) en de teksten
# van de opdrachtregel voor mensen (`replay`, `score`, tips). Woorden uit
# 001 (docs/glossary.md).

## De modules van een spel (regel met de voorbereiding, tab "Modules")

tui-module-staircase-tiles = trapfiches
tui-module-staircase-tiles-chosen = trapfiches (gekozen)
tui-module-imam-sultan = imam & sultan
tui-module-exchange-offices = wisselkantoren
tui-module-exchange-offices-new-only = wisselkantoren (alleen de nieuwe)
tui-module-spectators = publiek
tui-module-desert-towns = woestijnsteden
tui-module-new-luxury-goods = nieuwe luxegoederen
tui-module-new-oases = nieuwe oasen
tui-module-camel-race = kamelenrace
tui-module-nomads = nomaden
tui-module-special-buildings = speciale gebouwen
tui-module-special-buildings-back = speciale gebouwen (achterkant)
tui-module-new-provisions = nieuwe provisietegels
tui-modules-none = geen

## De regel met de voorbereiding (eerste regel van een replay en van het logboek)

tui-setup-line = Voorbereiding: { $who }, editie { $edition }, toren { $tower }{ $modules }, startwaarde { $seed }, riviertegels { $river }, startspeler { $start }
tui-setup-players = { $count ->
        [one] { $count } speler
       *[other] { $count } spelers
    }
tui-setup-solo = solospel tegen de Paschabot (moeilijkheidsgraad { $difficulty })
tui-setup-solo-lazy = solospel tegen de luie Paschabot
tui-setup-modules = , modules: { $modules }
tui-setup-tower-none = zonder tussenlaag
tui-setup-tower-custom = eigen instelling
tui-setup-drawn = willekeurig bepaald
tui-setup-start-paschabot = P1 (de Paschabot)

## Solo: wat de voorbereiding van de Paschabot deed

tui-solo-reveals-tile = Paschabot legt strategietegel { $tile } open
tui-solo-starts-with-rows = Paschabot begint met keshi's op zijn wijksporen: { $rows }
tui-solo-row = { $count } { $sector }

## marrakesh replay

tui-replay-game-continues = (het spel gaat verder; wacht op { $waiting })

## Het scoreblok (marrakesh score, einde van een spel in de terminal)

tui-score-title-final = Punten (eindstand)
tui-score-title-so-far = Punten (tot nu toe: seizoen { $season } van 3, ronde { $round } van 4)
tui-score-solo-paschabot = Solospel tegen de Paschabot (P1), moeilijkheidsgraad { $difficulty }
tui-score-solo-lazy = Solospel tegen de luie Paschabot (P1, hij scoort niet): titels bij { $ladder } punten
tui-score-category = categorie
tui-score-total = TOTAAL
tui-score-steps = stap paleis/moskee
tui-score-final-scoring = Puntentelling:
tui-score-final-paschabot = { $name }: { $count ->
        [one] { $count } compleet gevulde wijk
       *[other] { $count } compleet gevulde wijken
    } = { $sector_points }; keshi's x de helft van hun strategiesymbolen = { $keshi_points }{ $towns }
tui-score-final-player = { $name }: { $count ->
        [one] { $count } compleet gevulde wijk
       *[other] { $count } compleet gevulde wijken
    } = { $sector_points }; oasen { $oases } -> { $oasis_points }; { $resources } overgebleven grondstoffen/goederen = { $resource_points }{ $towns }
tui-score-final-towns = ; woestijnsteden { $towns } -> { $points }
tui-score-none = geen
tui-score-winner = Winnaar: { $names }
tui-score-shared-victory = Gedeelde overwinning: { $names }
tui-and = {" en "}
