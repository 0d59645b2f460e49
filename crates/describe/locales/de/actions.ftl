# actions (de): jede erlaubte Antwort, so wie der Spieler, der sie wählen
# würde, sie liest (crates/describe/src/action.rs). Satzteile für Keshis,
# Stadttore, Bezirke und Ressourcen kommen aus events.ftl.

action-new-keshi = einen neuen { $colour ->
    [turquoise] türkisen
    [green] grünen
    [gray] grauen
    [white] weißen
    [black] schwarzen
    [pink] rosa
    [beige] beige
    [brown] braunen
    [red] roten
    [yellow] gelben
    [purple] lila
   *[orange] orange
} Keshi nehmen
action-gate = { $colour ->
    [turquoise] Türkises
    [green] Grünes
    [gray] Graues
    [white] Weißes
    [black] Schwarzes
    [pink] Rosa
    [beige] Beige
    [brown] Braunes
    [red] Rotes
    [yellow] Gelbes
    [purple] Lila
   *[orange] Orange
} Stadttor
action-any-sector = beliebiger Bezirk
action-a-water-vendor = Wasserverkäufer
action-points = { $n ->
    [one] { $n } Punkt
   *[other] { $n } Punkte
}
action-nothing = nichts
action-nomad = Nomade

action-arrange-storage = Von links nach rechts: { $colours }
action-orient-disc = Drehung { $turn }: { $fields }
action-activate-provision = Versorgungs-Plättchen { $tile } aktivieren
action-activate-provision-slot = Versorgungs-Plättchen auf Platz { $slot } aktivieren
action-select = { $colours } ({ $sectors })
action-place-assistant = Joker-Assistent { $to }
action-claim = { $count } × { $colour } nehmen → { $target }
action-claim-pair = 1 { $first } + 1 { $second } nehmen (Schriftrolle 61)
action-deploy = Einsetzen: { $keshi }
action-assistant-new-keshi = { $sector }: { $take }
action-assistant-action = { $sector }: Bezirksaktion – { $detail }
action-place-entertainer = Gaukler auf { $field }
action-caravan-oasis = Karawanenführer auf den { $path ->
    [left] linken
   *[right] rechten
} Pfad: erkundet Oase { $position }
action-caravan-town = Karawanenführer auf den { $path ->
    [left] linken
   *[right] rechten
} Pfad: erreicht die Wüstenstadt (+{ $points } Punkte{ $towns ->
    [none] ; keine Wüstenstadt mehr in der Auslage
   *[some] , eine Wüstenstadt nehmen
})
action-caravan-start = Karawanenführer zur Start-Oase: { $bonus }
action-water-vendor = Wasserverkäufer { $at }
action-save-goods = 1 { $colour } sparen: { $pay } bezahlen
action-save-goods-plain = 1 { $colour } sparen
action-keep-resources = { $resources } behalten
action-have-instead = Stattdessen { $resources }
action-pay-water-step = 1 Wasser bezahlen: ein Schritt mehr
action-pay-date-step = 1 Dattel bezahlen: ein Schritt mehr
action-free-step = Ein Schritt mehr, kostenlos (Schriftrolle 48)
action-rapid = Stromschnelle { $rapid } (Feld { $space }): { $bonus }
action-rapid-plain = Stromschnelle { $rapid }
action-exchange = { $keshi } eintauschen gegen { $gain }
action-exchange-plain = { $keshi } eintauschen
action-take-free = { $luxury } kostenlos nehmen
action-buy-luxury-imam = { $luxury } kaufen (Imam: 1 Waren-Keshi weniger)
action-buy-luxury = { $luxury } kaufen
action-buy-luxury-shop = Die Luxusware im Souk-Laden { $shop } kaufen
action-refresh-scrolls = { $pay } bezahlen: { $scrolls } austauschen (dann eine davon kaufen)
action-buy-scroll-sultan = { $scroll } kaufen [{ $scholars } Gel., { $dates } D. mit dem Sultan]
action-buy-scroll = { $scroll } kaufen [{ $scholars } Gel., { $dates } D.]
action-take-scroll = { $scroll } nehmen
action-buy-scroll-slot = Die { $kind ->
    [gray] graue
    [yellow] gelbe
    [pink] rosa
   *[orange] orange
} Schriftrolle auf Platz { $slot } kaufen
action-take-scroll-slot = Die { $kind ->
    [gray] graue
    [yellow] gelbe
    [pink] rosa
   *[orange] orange
} Schriftrolle auf Platz { $slot } nehmen
action-free-gate = { $gate } von Werkstatt-Feld { $workshop }, ohne Dinar ({ $points } { $n ->
    [one] Punkt
   *[other] Punkte
})
action-buy-gate = { $gate } von Werkstatt-Feld { $workshop } für { $pay } ({ $points } { $n ->
    [one] Punkt
   *[other] Punkte
})
action-build-gate = { $sector ->
    [river] Vor dem Fluss
    [date_orchard] Vor der Dattelplantage
    [souk] Vor dem Souk
    [main_square] Vor dem Großen Platz
    [mosque] Vor der Moschee
    [palace] Vor dem Palast
    [madrasa] Vor der Madrasa
    [medina] Vor der Medina
   *[sahara] Vor der Sahara
} (Stadttorfeld { $colour ->
    [turquoise] türkis
    [green] grün
    [gray] grau
    [white] weiß
    [black] schwarz
    [pink] rosa
    [beige] beige
    [brown] braun
    [red] rot
    [yellow] gelb
    [purple] lila
   *[orange] orange
}){ $matched ->
    [yes] : Farbe passt
   *[no] {""}
}
action-gate-space = Stadttorfeld { $space }
action-oasis-where = { $path ->
    [left] linker Pfad
    [right] rechter Pfad
   *[start] Pfad zur Start-Oase
} { $position }
action-oasis-slot = Platz { $slot }
action-claim-oasis = { $oasis } für { $pay } aktivieren [{ $place }]
action-claim-oasis-plain = Die Oase auf { $place } für { $pay } aktivieren
action-take-town = Wüstenstadt { $town }
action-take-town-plain = Wüstenstadt { $index } der Auslage
action-claim-town = Wüstenstadt { $town } für { $cost } aktivieren [{ $space ->
    [left] linkes
   *[right] rechtes
} Feld]
action-claim-town-plain = Die Wüstenstadt auf dem { $space ->
    [left] linken
   *[right] rechten
} Feld aktivieren
action-take-oasis = { $oasis } nehmen
action-take-leftover-oasis = Übrige Oase { $index } nehmen
action-pay-bridge = Die Brücke bezahlen und weiterlaufen
action-yes = Ja
action-return-keshi = Zurückgeben: { $keshi }
action-stair-first = Zuerst die { $stair ->
    [palace] Palast-Treppe
   *[mosque] Moschee-Treppe
}
action-stair = Die { $stair ->
    [palace] Palast-Treppe
   *[mosque] Moschee-Treppe
}
action-score-oasis = { $oasis } werten
action-score-stored-oasis = Abgelegte Oase { $index } werten
action-return-count = { $resources } zurückgeben
action-return-resource-points = { $resource } zurückgeben für { $points } Punkte
action-return-resource = { $resource } zurückgeben
action-provision-scroll-44 = Schriftrolle 44: { $pay } bezahlen (1 Dinar + 1 Ressource je Plättchen)
action-provision-scroll-33 = { $pay } statt { $cost } bezahlen (Schriftrolle 33: Datteln und Wasser durch Dinar)
action-provision-full = { $cost } vollständig bezahlen
action-provision-fail = { $cost } nicht bezahlbar: alles abgeben und { $penalty } Punkte verlieren
action-stop-moving = Nicht weiterziehen
action-stop-scrolls = Keine weiteren Schriftrollen kaufen
action-stop-gates = Keine weiteren Stadttore kaufen
action-stop-oases = Keine weiteren Oasen aktivieren
action-leave-storage-keshi = Liegen lassen (er kommt zurück in den Vorrat)
action-no-exchange = Nicht tauschen
action-stop-souk = Aufhören (Souk)
action-stop-returning = Keine weiteren Ressourcen zurückgeben
action-no-scroll = Keine Schriftrolle nehmen
action-no-luxury = Keine Luxusware nehmen
action-no-sector-action = Keine Bezirksaktion ausführen
action-no-gate = Kein Stadttor nehmen
action-no-oasis = Keine Oase aktivieren
action-stop-before-bridge = Vor der Brücke anhalten (die übrigen Schritte verfallen)
action-no-more-rewards = Keine weiteren Belohnungen kaufen
action-let-nomad-go = Den Nomaden ziehen lassen
action-no-nomad-move = Keinen Nomaden umsetzen
action-no-stack = Keinen Stapel durchsuchen
action-no-tajine = Keine Tajine nehmen
action-done = Fertig
action-on-board = Auf den Spielplan
action-spectator-area-run = In den Zuschauerbereich: das Kamel läuft { $steps }
action-spectator-area = In den Zuschauerbereich
action-reward = { $reward } ({ $paid } bezahlen)
action-reward-plain = Belohnung { $offer } ({ $paid } bezahlen)
action-search-stack = Stapel { $stack } durchsuchen
action-take-luxury-paying = { $luxury } nehmen ({ $paid } bezahlen)
action-discard-dung = 1 Kamelmist abwerfen (1 Zuschauer in der Mistfarbe des Plättchens bezahlen)
action-split-steps = Schritte: { $steps }
action-step-river = { $n } Fluss
action-step-palace = { $n } Palast
action-step-mosque = { $n } Moschee
action-take-nomad-paying = Den Nomaden nehmen ({ $cost } bezahlen)
action-take-nomad = Den Nomaden nehmen
action-nomad-to = Nomade nach: { $spot }
action-move-spectator-nomad = Den Nomaden aus dem Zuschauerbereich umsetzen nach: { $spot }
action-move-spectator-nomad-paying = Den Nomaden aus dem Zuschauerbereich umsetzen nach: { $spot } ({ $cost } bezahlen)
action-move-nomad = Den Nomaden umsetzen von { $from } nach { $to }
action-move-nomad-paying = Den Nomaden umsetzen von { $from } nach { $to } ({ $cost } bezahlen)
action-keep-building = Behalten: { $building }
action-keep-building-plain = Gebäude { $building } behalten
action-take-scroll-dates = { $scroll } für { $dates } nehmen
action-keep-scroll = { $scroll } behalten
action-keep-provision-tiles = Versorgungs-Plättchen { $tiles } behalten
action-swap-storage-keshi = Den Keshi auf Feld { $space } gegen { $keshi } tauschen
action-return-spectator = Zurückgeben: { $keshi } aus deinem Zuschauerbereich
action-spectate = Einen { $colour ->
    [turquoise] türkisen
    [green] grünen
    [gray] grauen
    [white] weißen
    [black] schwarzen
    [pink] rosa
    [beige] beige
    [brown] braunen
    [red] roten
    [yellow] gelben
    [purple] lila
   *[orange] orange
} Keshi in deinen Zuschauerbereich (das Kamel läuft nicht)
