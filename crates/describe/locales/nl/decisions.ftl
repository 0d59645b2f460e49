# decisions (nl): de vragen van het spel (woorden uit 001).

decision-arrange-storage-keshis = Voorbereiding: leg je keshi's op de keshivelden van je oasespoor (eerste = meest links)
decision-orient-audience-disc = Voorbereiding: draai je publieksschijf (hoeveel toeschouwers naar elk veld van het Grote Plein kijken)
decision-activate-provision-tile = Draai 1 gedekte provisietegel open: je betaalt hem bij elke volgende seizoenstelling
decision-select-keshis = Kies in het geheim 3 keshi's achter je scherm: je assistenten gaan naar hun wijken (rood = elke wijk)
decision-place-wild-assistant = Je rode keshi is een joker: kies de wijk voor zijn assistent
decision-claim-keshis = Kies keshi's uit de basis van de kubustoren: maximaal 2 van één kleur
decision-deploy-held-keshi = Plaats een van de keshi's die naast je spelersbord klaarliggen
decision-use-assistant = Gebruik een assistent: een nieuwe keshi in de kleur van de wijk, of de wijkactie
decision-place-entertainer = Plaats de jongleur op een vrij veld van het Grote Plein (je krijgt de bonus ervan één keer)
decision-place-caravan = Plaats de karavaanleider op een pad in de Sahara (hij ontdekt de volgende oase)
decision-place-water-vendor = Plaats de waterverkoper in een wijk die er nog geen heeft
decision-goods-colour = Kies de kleur van { $count ->
        [one] de goederenkeshi
       *[other] de { $count } goederenkeshi's (allemaal dezelfde kleur)
    }
decision-keshi-colour = Kies de kleur van { $count ->
        [one] de keshi
       *[other] de { $count } keshi's
    } die je neemt en plaatst
decision-keshi-colour-hold = Kies de kleur van { $count ->
        [one] de keshi
       *[other] de { $count } keshi's
    } die je neemt (ze liggen klaar tot je al je stadspoorten hebt gekocht)
decision-take-resources = Kies { $count ->
        [one] 1 grondstof
       *[other] { $count } grondstoffen
    }
decision-date-harvest = Dadelboomgaard: kies waarin { $count ->
        [one] je 1 dadel verandert
       *[other] je { $count } dadels veranderen
    }
decision-extra-step-river = Rivier: betaal 1 water per extra stap, of stop
decision-extra-step = { $stair ->
        [palace] Paleistrap
       *[mosque] Moskeetrap
    }: koop een extra stap, of stop
decision-extra-step-free = { $stair ->
        [palace] Paleistrap
       *[mosque] Moskeetrap
    }: koop een extra stap (perkamentrol 48: één is gratis), of stop
decision-line-bonus = Drempel overschreden: kies een verbindingsbonus op de lijn tussen je speelstukken (nog { $picks } te kiezen)
decision-rapid-bonus = Einde van de ronde: kies de bonus van een stroomversnelling die je bent gepasseerd
decision-souk = Soek: wissel 1 goederenkeshi in bij het wisselkantoor, of koop een luxegoed
decision-souk-exchanging = Soek: wissel nog een goederenkeshi in (perkamentrol 46), of stop
decision-souk-buying = Soek: koop nog een luxegoed (perkamentrol 34), of stop
decision-choose-entertainer = Groot Plein (schijf gedraaid): kies een jongleur; je krijgt de bonus van zijn veld x het aantal toeschouwers dat ernaar kijkt
decision-madrasa = Madrassa: koop perkamentrollen; nog { $scholars ->
        [one] 1 geleerde
       *[other] { $scholars } geleerden
    } over voor de vereisten (dadels: { $dates })
decision-madrasa-sultan = ; de sultan bespaart je 1 dadel per perkamentrol
decision-madrasa-must-buy = ; je moet een van de nieuwe { $scroll ->
        [gray] grijze
        [yellow] gele
        [pink] roze
       *[orange] oranje
    } perkamentrollen kopen
decision-medina = Medina: koop een stadspoort voor elke schildwacht in de wachttoren (daar: { $guards }), of stop
decision-build-gate = Bouw je { $colour ->
        [turquoise] turquoise
        [green] groene
        [gray] grijze
        [white] witte
        [black] zwarte
        [pink] roze
        [beige] beige
        [brown] bruine
        [red] rode
        [yellow] gele
        [purple] paarse
       *[orange] oranje
    } stadspoort op een vrij stadspoortveld (+{ $points } punten als de kleuren overeenkomen)
decision-sahara-towns = Sahara: activeer ontdekte oasen (betaal de kosten ernaast) of je woestijnsteden ({ $cost } per stad), of stop
decision-sahara = Sahara: activeer ontdekte oasen (betaal de kosten ernaast), of stop
decision-claim-free-oases = Activeer gratis tot { $count ->
        [one] 1 ontdekte oase
       *[other] { $count } ontdekte oasen
    }, of stop
decision-bonus-oasis = Riviertegel 02: neem een van de overgebleven oasen
decision-storage-keshi = Op de opslagplaats die je hebt afgedekt ligt een { $colour ->
        [turquoise] turquoise
        [green] groene
        [gray] grijze
        [white] witte
        [black] zwarte
        [pink] roze
        [beige] beige
        [brown] bruine
        [red] rode
        [yellow] gele
        [purple] paarse
       *[orange] oranje
    } keshi: plaats je die?
decision-storage-exchange = Ruilsymbool: lever een geplaatste keshi in en neem er een van een andere kleur, of sla over
decision-take-scroll = Neem een { $scroll ->
        [gray] grijze
        [yellow] gele
        [pink] roze
       *[orange] oranje
    } perkamentrol uit de uitstalling { $dates ->
        [0] gratis
        [one] voor 1 dadel
       *[other] voor { $dates } dadels
    }
decision-choose-sector-action = Voer een wijkactie naar keuze uit
decision-choose-stair = { $steps ->
        [one] 1 stap
       *[other] { $steps } stappen
    } op de paleistrap of de moskeetrap
decision-choose-stair-first = { $steps ->
        [one] 1 stap
       *[other] { $steps } stappen
    } op de ene trap, dan { $other } op de andere: welke eerst?
decision-score-oasis = Perkamentrol 71: kies een geactiveerde oase die nu punten oplevert
decision-return-for-oasis = Oase #{ $oasis } levert nu punten op: hoeveel { $resource ->
        [water] water
        [date] dadels
       *[dinar] dinars
    } lever je in (1 punt per stuk, hoogstens { $max })?
decision-return-resources = Perkamentrol 72: lever grondstoffen in voor { $points } punten per stuk, of stop
decision-river-tile-option = Je ligt voorop op de rivier: kies een bonus van de riviertegel (de tweede speler krijgt de andere)
decision-provisioning = Bevoorraad je bewoners: betaal je actieve provisietegels, of gebruik perkamentrol 44
decision-luxury-discount = De imam bespaart je 1 goederenkeshi op { $good }: welke kleur houd je?
decision-luxury-discount-unknown = De imam bespaart je 1 goederenkeshi op dit luxegoed: welke kleur houd je?
decision-falcon-keshi = Jachtvalk { $good }: welke keshi van je spelersbord lever je in?
decision-falcon-keshi-unknown = Jachtvalk: welke keshi van je spelersbord lever je in?
decision-discounted-oasis = Racezadel: activeer 1 ontdekte oase en betaal tot { $count ->
        [one] 1 grondstof
       *[other] { $count } grondstoffen
    } minder
decision-swap-resources = Jachtvalk: ruil grondstoffen naar keuze in voor andere (kies wat je in totaal houdt)
decision-field-bonus = Neem de bonus van een willekeurig veld van het Grote Plein { $times } x (daar is geen jongleur nodig)
decision-choose-desert-town = Je karavaanleider heeft de woestijnstad van het { $path ->
        [left] linkerpad
       *[right] rechterpad
    } bereikt (+{ $points } punten): kies een woestijnstad (nachtzijde boven tot je ze activeert)
decision-free-scroll = Woestijnstad 10: neem gratis een open perkamentrol naar keuze (geen geleerden, geen dadels), of geen
decision-free-luxury = Woestijnstad 11: neem gratis een open luxegoed naar keuze (geen goederenkeshi's), of geen
decision-free-gate = Woestijnstad 12: neem een stadspoort naar keuze zonder dinars te betalen (je krijgt of verliest de punten ervan)
decision-keshi-destination = Kamelenrace: plaats je de { $colour ->
        [turquoise] turquoise
        [green] groene
        [gray] grijze
        [white] witte
        [black] zwarte
        [pink] roze
        [beige] beige
        [brown] bruine
        [red] rode
        [yellow] gele
        [purple] paarse
       *[orange] oranje
    } keshi op je spelersbord, of zet je hem in je toeschouwersvak?
decision-camel-bridge = Kamelenrace: je kameel bereikt een brug (nog { $steps ->
        [one] 1 stap
       *[other] { $steps } stappen
    }): betaal de brug of stop ervoor
decision-camel-rewards = Kamelenrace: koop met je toeschouwers beloningen van de beloningstegel van dit seizoen (allemaal verschillende kleuren), of stop
decision-split-steps = Beloning kamelenrace: verdeel { $steps ->
        [one] 1 stap
       *[other] { $steps } stappen
    } over de getoonde sporen
decision-spectator-bonus = Beloning kamelenrace: de bonus van een willekeurig veld van het Grote Plein, { $times ->
        [one] één keer
       *[other] { $times } keer
    } (geen jongleur nodig)
decision-camel-river-option = Beloning kamelenrace: kies een van beide bonussen van de riviertegel van dit seizoen
decision-search-stack = Beloning kamelenrace: kies een stapel om te doorzoeken naar { $what } (alleen jij ziet de tegels)
decision-stack-searched = Stapel { $stack }: neem { $what } naar keuze (de stapel wordt daarna geschud)
decision-place-nomad = Nomaden: plaats de nomadenkeshi in een willekeurige wijk behalve de soek, of als waterverkoper (hij telt daar als 1 keshi), of bij de kamelenrace in je toeschouwersvak (een eigen kleur)
decision-provision-nomad-move = Nomadenprovisietegel: verplaats 1 nomadenkeshi gratis naar een andere wijk, of niet
decision-choose-provision-tiles = Nieuwe provisietegels: houd 3 van de 5 getrokken tegels (3 basis, 1 gematigde, 1 moeilijke)
decision-provision-field-bonus = Provisietegel: neem de bonus van een willekeurig veld van het Grote Plein { $times ->
        [one] één keer
       *[other] { $times } keer
    }
decision-provision-exchange = Provisietegel: ruil 1 keshi voor een van een andere kleur, of niet
decision-provision-exchange-first = Provisietegel: ruil 1 keshi voor een van een andere kleur (ook een keshi van het oasespoor), of niet
decision-exchanged-keshi = Provisietegel: welke keshi neem je voor de ingeleverde { $colour ->
        [turquoise] turquoise
        [green] groene
        [gray] grijze
        [white] witte
        [black] zwarte
        [pink] roze
        [beige] beige
        [brown] bruine
        [red] rode
        [yellow] gele
        [purple] paarse
       *[orange] oranje
    }?
decision-choose-building = Speciale gebouwen: houd een van de twee getrokken gebouwen (het andere gaat terug in de doos)
decision-choose-start-scroll = Speciale gebouwen: houd een van de drie getrokken gele perkamentrollen (een directe actie werkt meteen)
decision-library-stack = Bibliotheek: doorzoek een stapel { $scroll ->
        [gray] grijze
        [yellow] gele
        [pink] roze
       *[orange] oranje
    } perkamentrollen naar een waarvoor je genoeg geleerden hebt, of geen
decision-library-scroll = Bibliotheek: neem een { $scroll ->
        [gray] grijze
        [yellow] gele
        [pink] roze
       *[orange] oranje
    } perkamentrol uit stapel { $stack } (de stapel wordt opnieuw geschud), of geen
decision-barracks-gate = Kazerne: neem een stadspoort van de eerste werkplaats voor 0 dinars (de punten ervan, een schildwacht, een keshi)
decision-pavilion-luxury = Paviljoen: neem gratis een tajine naar keuze (de stapels worden opnieuw geschud)

## Plaatsen en keshi's van een spelersbord, en wat een wijkactie doet
## (voor de teksten van acties en gebeurtenissen). Plaatsen zonder lidwoord.

decision-spot-sector = { $sector ->
        [river] rivier
        [date-orchard] dadelboomgaard
        [souk] soek
        [main-square] Groot Plein
        [mosque] moskee
        [palace] paleis
        [madrasa] madrassa
        [medina] medina
       *[sahara] Sahara
    }
decision-spot-main-square = Groot Plein, { $field }
decision-spot-watchtower = wachttoren van de medina
decision-spot-water-vendor = veld voor de waterverkoper ({ $sector ->
        [river] rivier
        [date-orchard] dadelboomgaard
        [souk] soek
        [main-square] Groot Plein
        [mosque] moskee
        [palace] paleis
        [madrasa] madrassa
        [medina] medina
       *[sahara] Sahara
    })
decision-spot-sahara = Sahara, { $path }
decision-spot-other = veld
decision-board-keshi-marker = { $sector ->
        [river] een turquoise keshi van de rivier
        [date-orchard] een groene keshi van de dadelboomgaard
        [souk] een keshi van de soek
        [main-square] een roze keshi van het Grote Plein
        [mosque] een zwarte keshi van de moskee
        [palace] een witte keshi van het paleis
        [madrasa] een grijze keshi van de madrassa
        [medina] een beige keshi van de medina
       *[sahara] een bruine keshi van de Sahara
    }
decision-board-keshi-entertainer = de jongleur op { $field }
decision-board-keshi-guard = een schildwacht uit de wachttoren
decision-board-keshi-water-vendor = de waterverkoper van { $sector ->
        [river] de rivier
        [date-orchard] de dadelboomgaard
        [souk] de soek
        [main-square] het Grote Plein
        [mosque] de moskee
        [palace] het paleis
        [madrasa] de madrassa
        [medina] de medina
       *[sahara] de Sahara
    }
decision-board-keshi-caravan = de karavaanleider bij de woestijnstad ({ $path })
decision-board-keshi-other = een keshi
decision-detail-river = visser { $count ->
        [one] 1 stap
       *[other] { $count } stappen
    } vooruit
decision-detail-date-orchard = { $count ->
        [one] 1 dadel
       *[other] { $count } dadels
    } krijgen
decision-detail-souk = goederen inwisselen of een luxegoed kopen
decision-detail-main-square = schijf draaien, een jongleur gebruiken
decision-detail-mosque = { $count ->
        [one] 1 stap
       *[other] { $count } stappen
    } op de moskeetrap
decision-detail-palace = { $count ->
        [one] 1 stap
       *[other] { $count } stappen
    } op de paleistrap
decision-detail-madrasa = perkamentrollen kopen met { $count ->
        [one] 1 geleerde
       *[other] { $count } geleerden
    }
decision-detail-medina = stadspoorten kopen ({ $count ->
        [one] 1 schildwacht
       *[other] { $count } schildwachten
    } in de wachttoren)
decision-detail-sahara = ontdekte oasen activeren
