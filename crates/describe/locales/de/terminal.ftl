# terminal (de): das Terminal-Spiel (`marrakesh play`) und die Texte der
# Kommandozeile für Menschen (`replay`, `score`, Tipps). Wörter aus 000, 003
# und 004 (docs/glossary.md).

## Die Module einer Partie (Zeile zum Spielaufbau, Reiter „Module“)

tui-module-staircase-tiles = Stufen-Plättchen
tui-module-staircase-tiles-chosen = Stufen-Plättchen (gewählt)
tui-module-imam-sultan = Imam & Sultan
tui-module-exchange-offices = Wechselstuben
tui-module-exchange-offices-new-only = Wechselstuben (nur die neuen)
tui-module-spectators = Zuschauer
tui-module-desert-towns = Wüstenstädte
tui-module-new-luxury-goods = Neue Luxuswaren
tui-module-new-oases = Neue Oasen
tui-module-camel-race = Kamelrennen
tui-module-nomads = Nomaden
tui-module-special-buildings = Spezialgebäude
tui-module-special-buildings-back = Spezialgebäude (Rückseite)
tui-module-new-provisions = Neue Versorgungs-Plättchen
tui-modules-none = keine

## Die Zeile zum Spielaufbau (erste Zeile eines Replays und des Protokolls)

tui-setup-line = Spielaufbau: { $who }, Ausgabe { $edition }, Turm { $tower }{ $modules }, Startwert { $seed }, Fluss-Plättchen { $river }, Startspieler { $start }
tui-setup-players = { $count } Spieler
tui-setup-solo = Solospiel gegen den Paschabot (Schwierigkeitsgrad { $difficulty })
tui-setup-solo-lazy = Solospiel gegen den faulen Paschabot
tui-setup-modules = , Module: { $modules }
tui-setup-tower-none = ohne Zwischenlage
tui-setup-tower-custom = eigene Einstellung
tui-setup-drawn = zufällig bestimmt
tui-setup-start-paschabot = P1 (der Paschabot)

## Solo: was der Aufbau des Paschabots getan hat

tui-solo-reveals-tile = Paschabot deckt Strategieplättchen { $tile } auf
tui-solo-starts-with-rows = Paschabot beginnt mit Keshis auf seinen Bezirksleisten: { $rows }
tui-solo-row = { $count } { $sector }

## marrakesh replay

tui-replay-game-continues = (das Spiel geht weiter; es wartet auf { $waiting })

## Der Wertungsblock (marrakesh score, Ende einer Partie im Terminal)

tui-score-title-final = Punkte (Endstand)
tui-score-title-so-far = Punkte (bisher: Durchgang { $season } von 3, Runde { $round } von 4)
tui-score-solo-paschabot = Solospiel gegen den Paschabot (P1), Schwierigkeitsgrad { $difficulty }
tui-score-solo-lazy = Solospiel gegen den faulen Paschabot (P1, er sammelt keine Punkte): Titel bei { $ladder } Punkten
tui-score-category = Kategorie
tui-score-total = GESAMT
tui-score-steps = Stufe Palast/Moschee
tui-score-final-scoring = Schlusswertung:
tui-score-final-paschabot = { $name }: { $count ->
        [one] { $count } komplett gefüllter Bezirk
       *[other] { $count } komplett gefüllte Bezirke
    } = { $sector_points }; Keshis x halbe Strategiesymbole = { $keshi_points }{ $towns }
tui-score-final-player = { $name }: { $count ->
        [one] { $count } komplett gefüllter Bezirk
       *[other] { $count } komplett gefüllte Bezirke
    } = { $sector_points }; Oasen { $oases } -> { $oasis_points }; { $resources } restliche Ressourcen/Waren = { $resource_points }{ $towns }
tui-score-final-towns = ; Wüstenstädte { $towns } -> { $points }
tui-score-none = keine
tui-score-winner = Gewinner: { $names }
tui-score-shared-victory = Geteilter Sieg: { $names }
tui-and = {" und "}
