# decisions (de): die Fragen des Spiels (Wörter aus 000/003/004).

decision-arrange-storage-keshis = Aufbau: Lege deine Keshis auf die Keshi-Felder deiner Oasen-Bonusleiste (erstes = ganz links)
decision-orient-audience-disc = Aufbau: Drehe deine Zuschauer-Scheibe (wie viele Zuschauer auf jedes Feld des Großen Platzes blicken)
decision-activate-provision-tile = Decke 1 verdecktes Versorgungs-Plättchen auf: Du bezahlst es bei jeder weiteren Durchgangswertung
decision-select-keshis = Wähle geheim 3 Keshis hinter deinem Sichtschirm: Deine Assistenten gehen in die Bezirke dieser Farben (rot = beliebiger Bezirk)
decision-place-wild-assistant = Dein roter Keshi ist ein Joker: Wähle den Bezirk für seinen Assistenten
decision-claim-keshis = Nimm Keshis aus der Würfelturm-Basis: bis zu 2 einer Farbe
decision-deploy-held-keshi = Setze einen der Keshis ein, die neben deinem Tableau bereitliegen
decision-use-assistant = Nutze einen Assistenten: ein neuer Keshi in der Farbe des Bezirks oder die Bezirksaktion
decision-place-entertainer = Setze den Gaukler auf ein freies Feld des Großen Platzes (du erhältst dessen Bonus einmal)
decision-place-caravan = Setze den Karawanenführer auf einen Pfad der Sahara (er erkundet die nächste Oase)
decision-place-water-vendor = Setze den Wasserverkäufer in einen Bezirk, der noch keinen hat
decision-goods-colour = Wähle die Farbe { $count ->
        [one] des Waren-Keshis
       *[other] der { $count } Waren-Keshis (alle in derselben Farbe)
    }
decision-keshi-colour = Wähle die Farbe { $count ->
        [one] des Keshis, den
       *[other] der { $count } Keshis, die
    } du nimmst und einsetzt
decision-keshi-colour-hold = Wähle die Farbe { $count ->
        [one] des Keshis, den
       *[other] der { $count } Keshis, die
    } du nimmst (sie liegen bereit, bis du alle Stadttore gekauft hast)
decision-take-resources = Wähle { $count ->
        [one] 1 Ressource
       *[other] { $count } Ressourcen
    }
decision-date-harvest = Dattelplantage: Wähle, was aus { $count ->
        [one] deiner 1 Dattel
       *[other] deinen { $count } Datteln
    } wird
decision-extra-step-river = Fluss: Bezahle 1 Wasser für jeden weiteren Schritt oder hör auf
decision-extra-step = { $stair ->
        [palace] Palast-Treppe
       *[mosque] Moschee-Treppe
    }: Kaufe einen weiteren Schritt oder hör auf
decision-extra-step-free = { $stair ->
        [palace] Palast-Treppe
       *[mosque] Moschee-Treppe
    }: Kaufe einen weiteren Schritt (Schriftrolle 48: einer ist kostenlos) oder hör auf
decision-line-bonus = Schwelle überschritten: Wähle einen Linien-Bonus auf der Linie zwischen deinen Figuren (noch { $picks } zu wählen)
decision-rapid-bonus = Rundenende: Wähle den Bonus einer Stromschnelle, die du überquert hast
decision-souk = Souk: Tausche 1 Waren-Keshi in der Wechselstube oder kaufe eine Luxusware
decision-souk-exchanging = Souk: Tausche einen weiteren Waren-Keshi (Schriftrolle 46) oder hör auf
decision-souk-buying = Souk: Kaufe eine weitere Luxusware (Schriftrolle 34) oder hör auf
decision-choose-entertainer = Großer Platz (Scheibe gedreht): Wähle einen Gaukler; du erhältst den Bonus seines Feldes x die Zuschauer, die darauf blicken
decision-madrasa = Madrasa: Kaufe Schriftrollen; noch { $scholars ->
        [one] 1 Gelehrter
       *[other] { $scholars } Gelehrte
    } für die Voraussetzungen (Datteln: { $dates })
decision-madrasa-sultan = ; der Sultan spart dir 1 Dattel pro Schriftrolle
decision-madrasa-must-buy = ; du musst eine der neuen { $scroll ->
        [gray] grauen
        [yellow] gelben
        [pink] rosa
       *[orange] orangen
    } Schriftrollen kaufen
decision-medina = Medina: Kaufe ein Stadttor für jeden Wächter auf dem Wachturm (dort: { $guards }) oder hör auf
decision-build-gate = Baue dein { $colour ->
        [turquoise] türkises
        [green] grünes
        [gray] graues
        [white] weißes
        [black] schwarzes
        [pink] rosa
        [beige] beiges
        [brown] braunes
        [red] rotes
        [yellow] gelbes
        [purple] lila
       *[orange] oranges
    } Stadttor auf einem freien Stadttorfeld ein (+{ $points } Punkte, wenn die Farben übereinstimmen)
decision-sahara-towns = Sahara: Aktiviere erkundete Oasen (bezahle die Kosten daneben) oder deine Wüstenstädte (je { $cost }) oder hör auf
decision-sahara = Sahara: Aktiviere erkundete Oasen (bezahle die Kosten daneben) oder hör auf
decision-claim-free-oases = Aktiviere kostenlos bis zu { $count ->
        [one] 1 erkundete Oase
       *[other] { $count } erkundete Oasen
    } oder hör auf
decision-bonus-oasis = Fluss-Plättchen 02: Nimm eine der übrigen Oasen
decision-storage-keshi = Auf dem Ablagefeld, das du abgedeckt hast, liegt ein { $colour ->
        [turquoise] türkiser
        [green] grüner
        [gray] grauer
        [white] weißer
        [black] schwarzer
        [pink] rosa
        [beige] beiger
        [brown] brauner
        [red] roter
        [yellow] gelber
        [purple] lila
       *[orange] oranger
    } Keshi: Setzt du ihn ein?
decision-storage-exchange = Tausch-Symbol: Gib einen eingesetzten Keshi ab und nimm einen in einer anderen Farbe, oder verzichte
decision-take-scroll = Nimm eine { $scroll ->
        [gray] graue
        [yellow] gelbe
        [pink] rosa
       *[orange] orange
    } Schriftrolle aus der Auslage { $dates ->
        [0] kostenlos
        [one] für 1 Dattel
       *[other] für { $dates } Datteln
    }
decision-choose-sector-action = Führe eine Bezirksaktion deiner Wahl aus
decision-choose-stair = { $steps ->
        [one] 1 Schritt
       *[other] { $steps } Schritte
    } auf der Palast-Treppe oder der Moschee-Treppe
decision-choose-stair-first = { $steps ->
        [one] 1 Schritt
       *[other] { $steps } Schritte
    } auf einer Treppe, dann { $other } auf der anderen: Welche zuerst?
decision-score-oasis = Schriftrolle 71: Wähle eine aktivierte Oase, die jetzt gewertet wird
decision-return-for-oasis = Oase #{ $oasis } wird jetzt gewertet: { $resource ->
        [water] Wie viel Wasser
        [date] Wie viele Datteln
       *[dinar] Wie viele Dinar
    } gibst du ab (je 1 Punkt, höchstens { $max })?
decision-return-resources = Schriftrolle 72: Gib Ressourcen für je { $points } Punkte ab oder hör auf
decision-river-tile-option = Du führst auf dem Fluss: Wähle einen Bonus des Fluss-Plättchens (der Zweite erhält den anderen)
decision-provisioning = Versorge deine Bewohner: Bezahle deine offenen Versorgungs-Plättchen oder nutze Schriftrolle 44
decision-luxury-discount = Der Imam spart dir 1 Waren-Keshi bei { $good }: Welche Farbe behältst du?
decision-luxury-discount-unknown = Der Imam spart dir 1 Waren-Keshi bei dieser Luxusware: Welche Farbe behältst du?
decision-falcon-keshi = Jagdfalke { $good }: Welchen Keshi deines Tableaus gibst du ab?
decision-falcon-keshi-unknown = Jagdfalke: Welchen Keshi deines Tableaus gibst du ab?
decision-discounted-oasis = Rennsattel: Aktiviere 1 erkundete Oase und bezahle bis zu { $count ->
        [one] 1 Ressource
       *[other] { $count } Ressourcen
    } weniger
decision-swap-resources = Jagdfalke: Tausche beliebige deiner Ressourcen gegen andere (wähle, was du insgesamt behältst)
decision-field-bonus = Nimm den Bonus eines beliebigen Feldes des Großen Platzes { $times } x (dort ist kein Gaukler nötig)
decision-choose-desert-town = Dein Karawanenführer hat die Wüstenstadt am { $path ->
        [left] linken
       *[right] rechten
    } Pfad erreicht (+{ $points } Punkte): Wähle eine Wüstenstadt (Nachtseite oben, bis du sie aktivierst)
decision-free-scroll = Wüstenstadt 10: Nimm eine beliebige offene Schriftrolle kostenlos (ohne Gelehrte, ohne Datteln) oder keine
decision-free-luxury = Wüstenstadt 11: Nimm eine beliebige offene Luxusware kostenlos (ohne Waren-Keshis) oder keine
decision-free-gate = Wüstenstadt 12: Nimm ein beliebiges Stadttor, ohne Dinar zu bezahlen (du erhältst oder verlierst seine Punkte)
decision-keshi-destination = Kamelrennen: Setzt du den { $colour ->
        [turquoise] türkisen
        [green] grünen
        [gray] grauen
        [white] weißen
        [black] schwarzen
        [pink] rosa
        [beige] beigen
        [brown] braunen
        [red] roten
        [yellow] gelben
        [purple] lila
       *[orange] orangen
    } Keshi auf deinem Tableau ein oder stellst du ihn in deinen Zuschauerbereich?
decision-camel-bridge = Kamelrennen: Dein Kamel erreicht eine Brücke (noch { $steps ->
        [one] 1 Schritt
       *[other] { $steps } Schritte
    }): Bezahle sie oder bleib davor stehen
decision-camel-rewards = Kamelrennen: Kaufe mit deinen Zuschauern Belohnungen des Belohnungs-Plättchens dieses Durchgangs (alle in verschiedenen Farben) oder hör auf
decision-split-steps = Kamelrennen-Belohnung: Verteile { $steps ->
        [one] 1 Schritt
       *[other] { $steps } Schritte
    } auf die gezeigten Leisten
decision-spectator-bonus = Kamelrennen-Belohnung: der Bonus eines beliebigen Feldes des Großen Platzes, { $times ->
        [one] einmal
       *[other] { $times }-mal
    } (kein Gaukler nötig)
decision-camel-river-option = Kamelrennen-Belohnung: Wähle einen der beiden Boni des Fluss-Plättchens dieses Durchgangs
decision-search-stack = Kamelrennen-Belohnung: Wähle einen Stapel, den du durchsuchst (nur du siehst seine Plättchen); gesucht: { $what }
decision-stack-searched = Stapel { $stack }: Nimm nach Wahl { $what } (der Stapel wird danach gemischt)
decision-place-nomad = Nomaden: Setze den Nomaden-Keshi in einen beliebigen Bezirk außer dem Souk oder als Wasserverkäufer ein (er zählt dort als 1 Keshi), oder beim Kamelrennen in deinen Zuschauerbereich (eine eigene Farbe)
decision-provision-nomad-move = Nomaden-Versorgungs-Plättchen: Setze 1 Nomaden-Keshi kostenlos in einen anderen Bezirk um, oder nicht
decision-choose-provision-tiles = Neue Versorgungs-Plättchen: Behalte 3 der 5 gezogenen Plättchen (3 Basis, 1 moderates, 1 schwieriges)
decision-provision-field-bonus = Versorgungs-Plättchen: Nimm den Bonus eines beliebigen Feldes des Großen Platzes { $times ->
        [one] einmal
       *[other] { $times }-mal
    }
decision-provision-exchange = Versorgungs-Plättchen: Tausche 1 Keshi gegen einen in einer anderen Farbe, oder nicht
decision-provision-exchange-first = Versorgungs-Plättchen: Tausche 1 Keshi gegen einen in einer anderen Farbe (auch einen Keshi der Oasen-Bonusleiste), oder nicht
decision-exchanged-keshi = Versorgungs-Plättchen: Welchen Keshi nimmst du für den abgegebenen { $colour ->
        [turquoise] türkisen
        [green] grünen
        [gray] grauen
        [white] weißen
        [black] schwarzen
        [pink] rosa
        [beige] beigen
        [brown] braunen
        [red] roten
        [yellow] gelben
        [purple] lila
       *[orange] orangen
    }?
decision-choose-building = Spezialgebäude: Behalte eines der beiden gezogenen Gebäude (das andere kommt zurück in die Schachtel)
decision-choose-start-scroll = Spezialgebäude: Behalte eine der drei gezogenen gelben Schriftrollen (eine Sofortaktion wirkt sofort)
decision-library-stack = Bibliothek: Durchsuche einen Stapel { $scroll ->
        [gray] grauer
        [yellow] gelber
        [pink] rosa
       *[orange] oranger
    } Schriftrollen nach einer, für die du genug Gelehrte hast, oder keinen
decision-library-scroll = Bibliothek: Nimm eine { $scroll ->
        [gray] graue
        [yellow] gelbe
        [pink] rosa
       *[orange] orange
    } Schriftrolle aus Stapel { $stack } (der Stapel wird neu gemischt) oder keine
decision-barracks-gate = Baracke: Nimm ein Stadttor der ersten Werkstatt für 0 Dinar (seine Punkte, ein Wächter, ein Keshi)
decision-pavilion-luxury = Pavillon: Nimm eine Tajine deiner Wahl kostenlos (die Stapel werden neu gemischt)

## Orte und Keshis eines Tableaus, und was eine Bezirksaktion bewirkt
## (für die Texte der Aktionen und Ereignisse). Orte ohne Artikel.

decision-spot-sector = { $sector ->
        [river] Fluss
        [date-orchard] Dattelplantage
        [souk] Souk
        [main-square] Großer Platz
        [mosque] Moschee
        [palace] Palast
        [madrasa] Madrasa
        [medina] Medina
       *[sahara] Sahara
    }
decision-spot-main-square = Großer Platz, { $field }
decision-spot-watchtower = Wachturm der Medina
decision-spot-water-vendor = Feld für den Wasserverkäufer ({ $sector ->
        [river] Fluss
        [date-orchard] Dattelplantage
        [souk] Souk
        [main-square] Großer Platz
        [mosque] Moschee
        [palace] Palast
        [madrasa] Madrasa
        [medina] Medina
       *[sahara] Sahara
    })
decision-spot-sahara = Sahara, { $path }
decision-spot-other = Feld
decision-board-keshi-marker = { $sector ->
        [river] einen türkisen Keshi vom Fluss
        [date-orchard] einen grünen Keshi aus der Dattelplantage
        [souk] einen Keshi aus dem Souk
        [main-square] einen rosa Keshi vom Großen Platz
        [mosque] einen schwarzen Keshi aus der Moschee
        [palace] einen weißen Keshi aus dem Palast
        [madrasa] einen grauen Keshi aus der Madrasa
        [medina] einen beigen Keshi aus der Medina
       *[sahara] einen braunen Keshi aus der Sahara
    }
decision-board-keshi-entertainer = den Gaukler auf { $field }
decision-board-keshi-guard = einen Wächter vom Wachturm
decision-board-keshi-water-vendor = den Wasserverkäufer { $sector ->
        [river] am Fluss
        [date-orchard] in der Dattelplantage
        [souk] im Souk
        [main-square] auf dem Großen Platz
        [mosque] an der Moschee
        [palace] am Palast
        [madrasa] an der Madrasa
        [medina] in der Medina
       *[sahara] in der Sahara
    }
decision-board-keshi-caravan = den Karawanenführer an der Wüstenstadt ({ $path })
decision-board-keshi-other = einen Keshi
decision-detail-river = Fischer { $count ->
        [one] 1 Schritt
       *[other] { $count } Schritte
    } vorwärts
decision-detail-date-orchard = { $count ->
        [one] 1 Dattel
       *[other] { $count } Datteln
    } erhalten
decision-detail-souk = Waren tauschen oder eine Luxusware kaufen
decision-detail-main-square = Scheibe drehen, einen Gaukler nutzen
decision-detail-mosque = { $count ->
        [one] 1 Schritt
       *[other] { $count } Schritte
    } auf der Moschee-Treppe
decision-detail-palace = { $count ->
        [one] 1 Schritt
       *[other] { $count } Schritte
    } auf der Palast-Treppe
decision-detail-madrasa = Schriftrollen kaufen mit { $count ->
        [one] 1 Gelehrten
       *[other] { $count } Gelehrten
    }
decision-detail-medina = Stadttore kaufen ({ $count ->
        [one] 1 Wächter
       *[other] { $count } Wächter
    } auf dem Wachturm)
decision-detail-sahara = erkundete Oasen aktivieren
