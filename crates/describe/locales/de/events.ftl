# events (de): das Protokoll, eine Zeile je Ereignis (crates/describe/src/event.rs).
# Hilfen: Satzteile, die die Sätze unten (und actions.ftl) als Argumente bekommen.

event-keshi-a = einen { $colour ->
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
} Keshi
event-keshi-the = der { $colour ->
    [turquoise] türkise
    [green] grüne
    [gray] graue
    [white] weiße
    [black] schwarze
    [pink] rosa
    [beige] beige
    [brown] braune
    [red] rote
    [yellow] gelbe
    [purple] lila
   *[orange] orange
} Keshi
event-keshi-the-acc = den { $colour ->
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
} Keshi
event-colour-one = einen { $colour ->
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
} Keshi
event-goods-a = einen { $colour ->
    [yellow] gelben
    [purple] lila
   *[orange] orange
} Waren-Keshi
event-gate-a = ein { $colour ->
    [turquoise] türkises
    [green] grünes
    [gray] graues
    [white] weißes
    [black] schwarzes
    [pink] rosa
    [beige] beige
    [brown] braunes
    [red] rotes
    [yellow] gelbes
    [purple] lila
   *[orange] orange
} Stadttor
event-gate-the = das { $colour ->
    [turquoise] türkise
    [green] grüne
    [gray] graue
    [white] weiße
    [black] schwarze
    [pink] rosa
    [beige] beige
    [brown] braune
    [red] rote
    [yellow] gelbe
    [purple] lila
   *[orange] orange
} Stadttor
event-scrolls-the = die { $kind ->
    [gray] grauen
    [yellow] gelben
    [pink] rosa
   *[orange] orange
} Schriftrollen
event-sector-at = { $sector ->
    [river] im Fluss
    [date_orchard] in der Dattelplantage
    [souk] im Souk
    [main_square] auf dem Großen Platz
    [mosque] in der Moschee
    [palace] im Palast
    [madrasa] in der Madrasa
    [medina] in der Medina
   *[sahara] in der Sahara
}
event-sector-to = { $sector ->
    [river] in den Fluss
    [date_orchard] in die Dattelplantage
    [souk] in den Souk
    [main_square] auf den Großen Platz
    [mosque] in die Moschee
    [palace] in den Palast
    [madrasa] in die Madrasa
    [medina] in die Medina
   *[sahara] in die Sahara
}
event-sector-from = { $sector ->
    [river] aus dem Fluss
    [date_orchard] aus der Dattelplantage
    [souk] aus dem Souk
    [main_square] vom Großen Platz
    [mosque] aus der Moschee
    [palace] aus dem Palast
    [madrasa] aus der Madrasa
    [medina] aus der Medina
   *[sahara] aus der Sahara
}
event-sector-front = { $sector ->
    [river] vor dem Fluss
    [date_orchard] vor der Dattelplantage
    [souk] vor dem Souk
    [main_square] vor dem Großen Platz
    [mosque] vor der Moschee
    [palace] vor dem Palast
    [madrasa] vor der Madrasa
    [medina] vor der Medina
   *[sahara] vor der Sahara
}
event-water = { $n } Wasser
event-dates = { $n ->
    [one] { $n } Dattel
   *[other] { $n } Datteln
}
event-dinars = { $n } Dinar
event-nothing = nichts
event-and = { $a } und { $b }

# Die Züge des Paschabot, erzählt als das, was er tut.
event-bot-draws = { $bot } zieht 3 Keshis aus seinem Beutel
event-bot-takes-back = { $bot } nimmt { $colours } (zurück in den Vorrat)
event-bot-uses-assistant = { $bot } nutzt seinen Assistenten im Bezirk { $sector }
event-bot-water-vendor = { $bot } setzt einen Wasserverkäufer auf seine Bezirksleiste { $sector }
event-bot-gains-goods = { $bot } erhält { $keshi }
event-bot-puts-keshi = { $bot } setzt { $keshi } auf seine Bezirksleiste { $sector }
event-bot-takes-gate = { $bot } nimmt { $gate } von Werkstatt-Feld { $workshop }, ohne zu bezahlen
event-bot-reveals-tile = { $bot } deckt das Strategieplättchen { $tile } auf
event-bot-takes-town = { $bot } nimmt zufällig die Wüstenstadt { $town }, Tagseite nach oben

event-setup-choice = { $player } hat beim Spielaufbau gewählt
event-provision-chosen = { $player } hat ein Versorgungs-Plättchen gewählt
event-provision-activated = { $player } aktiviert das Versorgungs-Plättchen { $tile }
event-season-started = === Durchgang { $season } beginnt; { $player } hat den Durchgangs-Marker ===
event-round-started = --- Durchgang { $season }, Runde { $round }: { $player } beginnt ---
event-keshis-selected = { $player } hat seine Keshis ausgewählt
event-selection-revealed = { $player } deckt auf: { $colours }
event-assistant-placed = { $player } setzt einen Assistenten { $at } ein
event-tower-thrown = { $thrown ->
    [one] { $thrown } Keshi kommt
   *[other] { $thrown } Keshis kommen
} in den Würfelturm; heraus kommen: { $out }
event-keshis-claimed = { $player } nimmt { $colours }
event-leftover-returned = Keshis, die niemand nehmen kann, kommen zurück in den Vorrat: { $out }
event-keshi-deployed = { $player } setzt { $keshi } { $at } ein
event-keshi-returned = { $player } hat keinen Platz: { $keshi } kommt zurück in den Vorrat
event-keshi-removed = { $player } entfernt { $keshi } { $from }
event-assistant-new-keshi = { $player } nutzt den Assistenten im Bezirk { $sector }: neuer Keshi ({ $colour })
event-assistant-sector-action = { $player } nutzt den Assistenten im Bezirk { $sector }: Bezirksaktion
event-resources-gained = { $player } erhält { $resources }
event-resources-paid = { $player } bezahlt { $resources }
event-scored = { $player } erhält { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} ({ $category })
event-lost-points = { $player } verliert { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} ({ $category })
event-fisherman-moved = Der Fischer von { $player } fährt von { $from } nach { $to }
event-docked = { $player } legt am Anlegefeld an (Steg mit { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkten
})
event-pawn-moved = { $player } steigt auf der { $stair ->
    [palace] Palast-Treppe
   *[mosque] Moschee-Treppe
} von { $from } auf { $to }
event-threshold-crossed = { $player } überschreitet die Schwelle zu Abschnitt { $segment } der { $stair ->
    [palace] Palast-Treppe
   *[mosque] Moschee-Treppe
}
event-line-bonus-taken = { $player } nimmt den Linien-Bonus { $bonus }
event-disc-rotated = { $player } dreht die Zuschauer-Scheibe weiter
event-entertainer-chosen = { $player } nutzt den Gaukler auf { $field } x { $spectators }
event-scroll-taken = { $player } nimmt die Schriftrolle { $scroll }
event-scrolls-refreshed = { $player } tauscht { $scrolls } aus
event-luxury-bought = { $player } kauft { $luxury }
event-goods-exchanged = { $player } tauscht { $keshi } in der Wechselstube ein
event-gate-bought = { $player } kauft { $gate } auf Werkstatt-Feld { $workshop }
event-gate-built = { $player } baut { $gate } { $front } ein{ $matched ->
    [yes] {" "}(Farbe passt!)
   *[no] {""}
}
event-oasis-discovered = { $player } erkundet { $oasis }
event-oasis-claimed = { $player } aktiviert { $oasis }
event-oasis-scored = Oase #{ $oasis } von { $player } bringt { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
event-rapid-bonus = { $player } nimmt den Bonus der Stromschnelle { $rapid }: { $bonus }
event-river-tile = { $player } ist { $place ->
    [first] Erster
   *[second] Zweiter
} auf dem Fluss: Fluss-Plättchen #{ $tile }
event-provision-failed = { $player } kann die Bewohner nicht vollständig versorgen und gibt alles ab
event-provisioned = { $player } hat die Bewohner versorgt
event-round-ended = Durchgang { $season }, Runde { $round } endet
event-season-ended = === Durchgang { $season } endet ===
event-strategy-tile = Strategieplättchen { $tile } wird aufgedeckt
event-scrolls-discarded = Die offenen { $kind ->
    [gray] grauen
    [yellow] gelben
    [pink] rosa
   *[orange] orange
} Schriftrollen verlassen das Spiel (Madrasa des Paschabot)
event-town-taken = { $player } nimmt die Wüstenstadt { $town }, Nachtseite nach oben
event-town-claimed = { $player } aktiviert die Wüstenstadt { $town }: Tagseite nach oben
event-figure-carried = { $player } nimmt den { $figure } mit (Stufe { $step } der { $stair ->
    [palace] Palast-Treppe
   *[mosque] Moschee-Treppe
}): { $benefit }
event-figure-leaves = Der { $figure } verlässt die { $stair ->
    [palace] Palast-Treppe
   *[mosque] Moschee-Treppe
}: unter ihm ist niemand mehr
event-figure-waits = Der { $figure } wartet auf Stufe { $step } der { $stair ->
    [palace] Palast-Treppe
   *[mosque] Moschee-Treppe
}
event-spectator-placed = { $player } setzt { $keshi } in den Zuschauerbereich
event-spectators-returned = { $player } gibt Zuschauer zurück: { $colours }
event-camel-moved = Das Kamel von { $player } läuft auf Feld { $space }
event-camel-stopped = Das Kamel von { $player } hält vor der Brücke auf Feld { $space }
event-stage-line = Das Kamel von { $player } überquert die Etappenlinie { $line }
event-camel-finished = Das Kamel von { $player } überquert die Ziellinie: Platz { $place } auf dem Podium
event-dung-taken = { $player } nimmt { $dung } Kamelmist
event-dung-discarded = { $player } wirft { $dung } Kamelmist ab
event-stack-searched = { $player } durchsucht Stapel { $stack } nach { $search }
event-reward-discarded = Belohnungs-Plättchen #{ $tile } wird abgeworfen
event-nomad-in-base = Ein Nomaden-Keshi kommt in die Würfelturm-Basis
event-nomad-returned = Niemand nimmt den Nomaden: er kommt zurück auf das Nomaden-Tableau
event-nomad-claimed = { $player } nimmt den Nomaden
event-nomad-declined = { $player } lässt den Nomaden ziehen
event-nomad-deployed = { $player } setzt einen Nomaden ein: { $spot }
event-nomad-spectating = { $player } setzt einen Nomaden in den Zuschauerbereich
event-spectator-nomad-returned = { $player } stellt einen Nomaden aus dem Zuschauerbereich zurück auf das Nomaden-Tableau
event-nomad-left-spectators = { $player } setzt einen Nomaden aus dem Zuschauerbereich um
event-nomad-moved = { $player } setzt einen Nomaden um, weg von: { $spot }
event-game-over-no-title = === Spielende. { $player } erreicht keinen Titel ===
event-game-over-title = === Spielende. { $player } erreicht einen Titel ===
event-game-over-title-named = === Spielende. { $player } erreicht den Titel „{ $title }“ ===
event-game-over-nobody = === Spielende. Niemand gewinnt ===
event-game-over-winners = === Spielende. { $count ->
    [one] Gewinner
   *[other] Gewinner
}: { $winners } ===
event-storage-keshi-drawn = { $player } zieht { $keshi } für Feld { $space } des Dattellagers
event-start-scrolls = { $player } zieht gelbe Schriftrollen und behält eine (Spezialgebäude)
event-library-searched = { $player } durchsucht Stapel { $stack } der { $kind ->
    [gray] grauen
    [yellow] gelben
    [pink] rosa
   *[orange] orange
} Schriftrollen (Bibliothek)
event-storage-keshi-exchanged = { $player } tauscht { $from } auf Feld { $space } der Oasen-Bonusleiste gegen { $to } (Versorgungs-Plättchen)

