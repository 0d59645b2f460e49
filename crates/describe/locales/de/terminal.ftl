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

## marrakesh review

tui-review-title = Rückblick auf P{ $player } (Endstand { $score }) durch den starken Bot, { $ms } ms je Entscheidung: erwartete Endpunkte
tui-review-agreed = #{ $step } { $chosen }: { $value } (der Bot stimmt zu)
tui-review-differs = #{ $step } { $chosen }: { $chosen_value }; der Bot: { $best }: { $best_value }; verloren { $lost }
tui-review-mistake = <-- Fehler
tui-review-summary = { $count } Entscheidungen beurteilt: der Bot stimmt { $agreed } zu; { $mistakes } { $mistakes ->
        [one] Fehler
       *[other] Fehler
    } ({ $threshold } oder mehr verloren); insgesamt { $lost } erwartete Punkte verloren
tui-review-progress = Rückblick: Entscheidung { $done } von { $total }
tui-error-review-not-over = { $file }: die Partie ist nicht zu Ende (nach { $actions } Aktionen); nur beendete Partien werden beurteilt
tui-error-review-seat = es gibt keinen Spieler { $seat } (eine Partie zu { $players })
tui-error-review-paschabot = der Platz des Paschabots trifft keine eigenen Entscheidungen

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

## Das Terminal-Spiel (marrakesh play): vor und nach dem Vollbild

tui-resume-question = { $file } enthält eine unvollendete Partie ({ $game }, { $actions ->
        [one] { $actions } Zug
       *[other] { $actions } Züge
    }). [r] fortsetzen, [n] neue Partie beginnen (die alte bleibt als { $backup } erhalten), [q] beenden:
tui-resume-solo = Solospiel
tui-resume-again = Bitte antworte mit r (die Partie in { $file } fortsetzen), n (neue Partie beginnen; die alte bleibt als { $backup } erhalten) oder q (beenden):
tui-resume-no-answer = keine Antwort (r, n oder q) auf die Frage zu { $file }; nichts wurde geändert
tui-backup-note = Hinweis: die bisherige Datei { $file } bleibt als { $backup } erhalten
tui-saved-continue = Partie gespeichert in { $file }. Weiterspielen mit: { $command }
tui-last-save-failed = Warnung: das letzte Speichern ist fehlgeschlagen: { $error }

## Plätze

tui-seat-you = { $seat } (du)
tui-seat-kind = { $seat } ({ $kind })
tui-seat-human = Mensch

## Reiter und die Titel der Felder

tui-tab-board = Spielplan
tui-tab-market = Markt
tui-tab-scrolls = Rollen
tui-tab-players = Spieler
tui-tab-paschabot = Paschabot
tui-tab-modules = Module
tui-tab-race = Rennen
tui-tab-scores = Punkte
tui-tab-log = Verlauf
tui-title-market = Markt: Souk und Werkstätten
tui-title-scrolls = Schriftrollen
tui-title-race = Kamelrennen
tui-title-player = Tableau { $page } von { $count } ([ ] andere Spieler)
tui-title-player-paschabot = Tableau { $page } von { $count }: der Paschabot ([ ] andere Spieler)
tui-title-log = Verlauf (Bild↑: älter)
tui-title-log-back = Verlauf ({ $back ->
        [one] { $back } Zeile zurück
       *[other] { $back } Zeilen zurück
    }; Bild↓: neuer, Bild↑: älter)
tui-title-recent = Zuletzt
tui-title-waiting = Warten
tui-title-game-over = Spielende
tui-title-decision = Deine Entscheidung, { $seat }
tui-title-help = Hilfe – Regeln (↑/↓ blättern, jede andere Taste schließt)
tui-title-quit = Beenden
tui-title-season-scoring = Durchgangswertung – weiter mit einer beliebigen Taste

## Der Rahmen: Statuszeile, Fußzeile, zu kleines Terminal

tui-too-small = Das Terminal hat { $width }x{ $height } Zeichen; Marrakesh braucht mindestens { $min_width }x{ $min_height }. Bitte vergrößern (q beendet).
tui-status-time = D{ $season }/3 R{ $round }/4 { $phase }
tui-status-next-title = nächster Titel { $points }
tui-status-top-title = höchster Titel
tui-status-view = Sicht:
tui-status-spectator = Zuschauer
tui-footer = ↑/↓ Eingabe: wählen | Tab: Reiter | [ ]: Spieler | a: Tipp | ?: Hilfe | q: Ende
tui-decimal-mark = ,

## Hot-Seat, Beenden, eine Durchgangswertung, das Ende

tui-pass-title = Marrakesh – an einem Gerät
tui-pass-to = Gib das Gerät an { $seat } weiter.
tui-pass-enter = { $seat }: Drücke die Eingabetaste, wenn die anderen den Bildschirm nicht sehen.
tui-pass-quit = (q: beenden; die Partie ist gespeichert)
tui-quit-question = Partie beenden?
tui-quit-saved = Sie ist in { $file } gespeichert.
tui-quit-keys = { $yes }: beenden    jede andere Taste: weiterspielen
# Die Taste für „ja“ auf „Partie beenden?“ (y und q gelten immer).
tui-quit-yes-key = j
tui-summary-title = Durchgang { $season } ist gewertet
tui-summary-points = Punkte dieser Wertung:
tui-summary-earlier = ({ $count ->
        [one] { $count } frühere Zeile
       *[other] { $count } frühere Zeilen
    } im Reiter Verlauf)
tui-over = Die Partie ist zu Ende.
tui-over-scores-tab = Der Reiter Punkte zeigt die Aufschlüsselung.
tui-over-quit = q: beenden

## Das Entscheidungsfeld

tui-waiting-deciding = { $seat } entscheidet: { $decision }
tui-waiting-nobody = Niemand kann ziehen.
tui-waiting-thinking = { $seat } denkt nach ({ $seconds } s); Reiter, Blättern und q funktionieren weiter.
tui-waiting-fast = Die Bots ziehen ohne Pause (f: langsamer).
tui-waiting-any-key = Jede Taste: nächster Bot-Zug sofort. f: schnelle Bots.
tui-choice-of = Wahl { $choice } von { $count }
tui-choice-pages = n/p: Seiten
tui-choice-step-back = b: zurück
tui-choice-rules = ? Regeln
tui-confirm = BESTÄTIGEN: { $action }
tui-no-effect = ohne Wirkung: der Assistent wird für nichts verbraucht
tui-entertainer-spectators = { $now ->
        [one] { $now } Zuschauer blickt jetzt darauf
       *[other] { $now } Zuschauer blicken jetzt darauf
    }, { $next } nach deiner nächsten Drehung der Scheibe
tui-caravan-cost = diese Oase zu aktivieren kostet { $cost }
tui-worth = für dich jetzt: { $what }
tui-worth-nothing = nichts
tui-worth-points = { $count ->
        [one] { $signed } Punkt
       *[other] { $signed } Punkte
    }
tui-worth-keshis = { $count ->
        [one] { $count } Keshi eingesetzt
       *[other] { $count } Keshis eingesetzt
    }
tui-worth-then-choice = danach deine Wahl

## Meldungen in der Fußzeile, Zeilen im Verlauf

tui-save-failed = konnte nicht in { $file } speichern: { $error }
tui-engine-refused = die Spiel-Engine hat den Zug abgelehnt: { $error }
tui-advice-nothing = Tipp: du hast gerade nichts zu entscheiden
tui-advice-busy = Tipp: wird noch berechnet …
tui-advice-thinking = Tipp: wird berechnet …
tui-advice-failed = Tipp: die Suche ist fehlgeschlagen
tui-hint = Tipp { $n }: { $action }
tui-hint-searched = Tipp { $n }: { $action } ({ $share } % der Suche, am Ende etwa { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    })
tui-hint-searched-solo = Tipp { $n }: { $action } ({ $share } % der Suche; am Ende du etwa { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }, der Paschabot etwa { $paschabot })
tui-bot-no-move = Bot { $seat } hat keinen Zug gefunden
tui-bot-failed = Bot { $seat } ist beim Nachdenken ausgefallen
tui-step-back-revealed = diese Wahl hat Verdecktes aufgedeckt: sie kann nicht zurückgenommen werden
tui-step-back-nothing = nichts zurückzunehmen: keine mehrteilige Wahl ist im Gang
tui-step-back-failed = kann nicht zurückgehen: { $error }
tui-steps-back = { $seat } nimmt die Wahl zurück
tui-fast-on = schnelle Bots: an
tui-fast-off = schnelle Bots: aus
tui-three-chosen = 3 Keshis sind gewählt: erst einen abwählen, oder bestätigen

## Hilfe: Überschriften und Tasten

tui-help-this-decision = Diese Entscheidung
tui-help-highlighted-sector = Der hervorgehobene Bezirk
tui-keys-title = Tasten
tui-key-move-keys = ↑/↓ oder k/j
tui-key-move = in der Liste der Möglichkeiten bewegen
tui-key-take-keys = Eingabe, Leertaste
tui-key-take = die hervorgehobene Möglichkeit wählen
tui-key-jump = direkt zu Möglichkeit 1-9
tui-key-pages-keys = n / p
tui-key-pages = nächste / vorige Seite einer langen Liste
tui-key-back-keys = b oder Rücktaste
tui-key-back = eine mehrteilige Wahl zurücknehmen (solange nichts Verdecktes aufgedeckt ist)
tui-key-tabs-keys = Tab, ←/→
tui-key-tabs = Reiter wechseln: { $tabs }
tui-key-players-keys = [ und ]
tui-key-players = voriger / nächster Spieler im Reiter Spieler
tui-key-scroll-keys = Bild↑/Bild↓
tui-key-scroll = das linke Feld um eine Seite blättern (Reiter Verlauf: Bild↑ älter, Bild↓ neuer)
tui-key-help-keys = ? oder h
tui-key-help = diese Hilfe (Regeln der aktuellen Entscheidung)
tui-key-advice = Tipp: die drei besten Möglichkeiten des starken Bots (die beste in der Fußzeile, alle drei im Verlauf)
tui-key-fast = schnelle Bots (keine Pause zwischen Bot-Zügen) an/aus
tui-key-quit = beenden (die Partie wird nach jedem Zug gespeichert)

## Wörter, die mehrere Felder brauchen

tui-points = { $count ->
        [one] { $count } Punkt
       *[other] { $count } Punkte
    }
tui-start-player = Startspieler
tui-empty = leer
tui-empty-slot = (leer)
tui-none = keine
tui-none-left = keine mehr übrig
tui-luxury-goods = Luxuswaren:
tui-season-short = D{ $season }
tui-nomads-count = { $count ->
        [one] { $count } Nomade
       *[other] { $count } Nomaden
    }
# Farben und Bezirke in drei oder vier Buchstaben, für schmale Spalten.
tui-colour-short = { $colour ->
        [turquoise] tür
        [green] grü
        [gray] gra
        [white] wei
        [black] sch
        [pink] ros
        [beige] bei
        [brown] bra
        [red] rot
        [yellow] gel
        [purple] lil
       *[orange] ora
    }
tui-sector-short = { $sector ->
        [river] Flu
        [date_orchard] Dat
        [souk] Souk
        [main_square] GrP
        [mosque] Mos
        [palace] Pal
        [madrasa] Mad
        [medina] Med
       *[sahara] Sah
    }
# Die Waren-Keshis in einer Zeile: G2 L0 O1.
tui-goods-letter = { $colour ->
        [yellow] G
        [purple] L
       *[orange] O
    }

## Der Reiter Spielplan

tui-board-time = Durchgang { $season }/3 · Runde { $round }/4 · { $phase }
tui-board-start-player = Startspieler { $seat } · Durchgangs-Marker { $tracker }
tui-board-tower-base = Würfelturm-Basis:
tui-board-river = Fluss (Anlegefeld { $jetty }; Stromschnellen bei { $rapids })
tui-board-docked = angelegt ({ $points } P.)
tui-board-river-tile = Fluss-Plättchen
tui-board-river-tile-next = danach
tui-board-staircase = { $stair ->
        [palace] Palast-Treppe
       *[mosque] Moschee-Treppe
    } (oberste Stufe { $last }; Schwellen { $thresholds })
tui-board-step = { $step } (Abschnitt { $segment })
tui-board-your-line = Deine Linie ({ $palace }/{ $mosque }): { $bonuses }
tui-board-leftover-oases = Übrige Oasen: { $oases }
tui-figure-with = bei { $seat } (Stufe { $step })
tui-figure-left = hat die Treppe verlassen
tui-figure-waits = wartet auf Stufe { $step }
tui-fountain = Brunnenplättchen: { $text }
tui-towns-display = Ausliegende Wüstenstädte ({ $count } übrig, Nachtseite oben):
tui-towns-spaces = Wüstenstädte (Start-Oase abgedeckt):
tui-town-claimed-points = aktiviert, Tagseite oben; jetzt { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
tui-town-claimed = aktiviert, Tagseite oben
tui-town-night = Nachtseite oben; aktivieren für { $cost }
tui-town-no-town-left = Karawane dort, keine Stadt mehr übrig
tui-town-empty = leer (Karawanen { $caravans }/4)

## Die Reiter Markt und Schriftrollen

tui-market-office = Wechselstube #{ $office } (dieser Durchgang)
tui-market-office-new = Wechselstube #{ $office } (dieser Durchgang; eine neue Wechselstube: Ressource + Bonus)
tui-market-luxury = Luxuswaren (Kosten in Waren-Keshis -> Ertrag) [übrig]
tui-market-stack = verdeckter Stapel: { $count }
tui-market-workshops = Werkstatt-Felder: Preis, Punkte; Stadttore dort
tui-market-workshop = { $workshop } ({ $price } Dinar, { $points }):
tui-sold-out = ausverkauft
tui-scrolls-title = Madrasa: Schriftrollen in der Auslage [verdeckt übrig]
tui-scrolls-type = { $kind } ({ $scholars ->
        [one] { $scholars } Gelehrter
       *[other] { $scholars } Gelehrte
    }, { $dates ->
        [one] { $dates } Dattel
       *[other] { $dates } Datteln
    }) [{ $left }]

## Der Reiter Spieler

tui-no-such-player = diesen Spieler gibt es nicht
tui-player-figure = mit dem { $figure }
tui-player-resources = Wasser { $water } Datteln { $dates } Dinar { $dinars } · Waren
tui-player-screen = Sichtschirm:
tui-player-screen-hidden = { $count ->
        [one] { $count } Keshi (verdeckt)
       *[other] { $count } Keshis (verdeckt)
    }
tui-player-selection = Auswahl: { $colours }
tui-player-selection-hidden = Auswahl: getroffen (verdeckt)
tui-player-selection-none = Auswahl: noch nicht getroffen
tui-player-sector = Bezirk
# Über den Spalten: Keshis im Bezirk, W ein Wasserverkäufer, A ein Assistent.
tui-player-sector-columns = Keshis W  Ass. · Hinweise
tui-note-docked = Fischer angelegt
tui-note-fisherman = Fischer { $space }
tui-note-luxury = { $count ->
        [one] { $count } Luxusware
       *[other] { $count } Luxuswaren
    }
tui-note-disc = Scheibe gedreht { $turns }
tui-note-step = Stufe { $step }
tui-note-scrolls = { $count ->
        [one] { $count } Schriftrolle
       *[other] { $count } Schriftrollen
    }
tui-note-watchtower = { $count } auf dem Wachturm
# L, R, S: linker Pfad, rechter Pfad, Pfad zur Start-Oase.
tui-note-paths-towns = Pfade L{ $left }/4 R{ $right }/4
tui-note-paths = Pfade L{ $left } R{ $right } S{ $start }
tui-player-fields = Felder:
tui-player-gates = Stadttore:
tui-player-oases = Oasen:
tui-player-oasis-claimed = aktiviert
tui-player-oasis-found = erkundet: { $oasis }
tui-player-storage = Ablagefelder:
# Ablagefelder mit Symbol: Tausch, Schriftrolle.
tui-storage-exchange = Tausch
tui-storage-scroll = Rolle
tui-player-provision = Versorgung:
tui-player-provision-drawn = Außerdem gezogen (3 von 5 behalten):
tui-face-down-tile = (verdeckt { $tile })
tui-face-down = (verdeckt)
tui-face-down-tier = (verdeckt, { $tier ->
        [moderate] moderat
       *[hard] schwierig
    })
tui-player-spectators = Zuschauerbereich ({ $count }, Kamel { $camel }, Kamelmist { $dung }):
tui-player-set-aside = Beiseitegelegt: { $keshis }
tui-player-scrolls = Schriftrollen:
tui-building = Gebäude ({ $side }):
tui-building-front = Vorderseite
tui-building-back = Rückseite
tui-building-unknown = Gebäude { $id }
tui-building-hidden = noch nicht gewählt (verdeckt)
tui-buildings-drawn = Gezogene Gebäude ({ $side }, 1 behalten):
tui-building-scrolls-drawn = Gezogene gelbe Schriftrollen (1 behalten):
tui-nomads = Nomaden: { $count } auf dem Tableau
tui-nomads-vendor = Wasserverkäufer { $count }
tui-nomads-watching = { $count } im Zuschauerbereich
tui-nomads-held = { $count } beiseitegelegt
tui-nomad-board = Nomaden-Tableau: noch { $count }
tui-nomad-board-base = 1 in der Würfelturm-Basis

## Der Reiter Paschabot

tui-pb-none = In dieser Partie gibt es keinen Paschabot.
tui-pb-difficulty = Schwierigkeitsgrad: { $difficulty }
tui-pb-docked = angelegt
tui-pb-tracks = Fischer { $fisherman } · Palast { $palace } · Moschee { $mosque }
tui-pb-drawn = Gezogen: { $colours }
# Über den Spalten: die Bezirksleiste, n Keshis, W, A, die Strategiesymbole, die Punkte.
tui-pb-col-row = Leiste
tui-pb-col-icons = Symb.
tui-pb-col-points = P.
tui-pb-full = voll
tui-pb-points-complete-only = P.: 10 pro komplett gefülltem Bezirk (leichtere Regel: keine Punkte für Keshis)
tui-pb-points-projected = P. am Ende: n x halbe Symbole (aufgerundet), +10 wenn voll (8 + W): { $points }
tui-pb-gates = Stadttore ({ $count }, { $guards } Wächter):
tui-pb-towns = Wüstenstädte (sein 4. und 8. Keshi in der Sahara): { $towns }
tui-pb-strategy = Strategieplättchen: { $revealed } aufgedeckt, { $hidden } verdeckt
tui-pb-souk = Souk: kauft { $top ->
        [slipper] einen Prunkschuh
        [tajine] eine Tajine
        [dagger] einen Schmuckdolch
        [oil_lamp] eine Öllampe
        [necklace] eine Halskette
        [hunting_falcon] einen Jagdfalken
       *[racing_saddle] einen Rennsattel
    }, sonst { $bottom ->
        [slipper] einen Prunkschuh
        [tajine] eine Tajine
        [dagger] einen Schmuckdolch
        [oil_lamp] eine Öllampe
        [necklace] eine Halskette
        [hunting_falcon] einen Jagdfalken
       *[racing_saddle] einen Rennsattel
    } (letztes Plättchen)
tui-pb-priority = Keshi-Priorität:
tui-pb-bag = Beutel ({ $count } übrig):
tui-pb-lazy-head = kein Tableau, keine Punkte
tui-pb-lazy-rule = Er nimmt 2 Keshis der am weitesten links stehenden Farbe, von der 2 in der Würfelturm-Basis liegen, sonst 1 Keshi der am weitesten links stehenden Farbe dort; sie kommen zurück in den Vorrat.
tui-pb-priority-line = Prioritätenliste (links zuerst):
tui-pb-river-tile = Fluss-Plättchen dieses Durchgangs: deines, wenn dein Fischer Stromschnelle { $rapid } überquert hat
tui-pb-titles = Titel (P0 hat { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }):
tui-pb-reached = erreicht
tui-pb-to-go = noch { $points }
tui-pb-final-title = Titel am Ende: { $title }
tui-pb-no-title = Am Ende: kein Titel erreicht

## Der Reiter Kamelrennen

tui-race-not-in-play = Das Kamelrennen ist nicht im Spiel.
tui-race-track = Rennstrecke:
tui-race-bridge = Feld { $space }: { $cost }
# S, 1-3, B, F: die Zeichen, mit denen die Rennstrecke oben gezeichnet ist.
tui-race-legend = S Startlinie, 1-3 Etappenlinien (1 Waren-Keshi, 1 Kamelmist ab, +{ $dinars } Dinar für das erste Kamel darüber{ $taken }), B Brücke ({ $bridges }), F Ziellinie (+{ $points } Punkte, danach das Podium)
tui-race-taken = ; Dinar schon genommen an { $lines }
tui-race-spectators = Kamele und Zuschauerbereiche ({ $spaces } Felder; Schritte für 1-8 Farben: { $steps }):
tui-race-podium-place = Podium { $place }
tui-race-camel = Kamel { $space }/{ $finish }
tui-race-player = { $camel }, Zuschauer { $count }/{ $spaces }:
tui-race-dung = Kamelmist { $dung } (-{ $penalty } am Ende); der nächste Zuschauer läuft { $new } (neue Farbe) oder { $old }; Wasser { $water } Datteln { $dates }
tui-race-rewards = Belohnungs-Plättchen (eines pro Durchgang, das oberste gilt):
tui-race-active = AKTIV, Durchgang { $season }
tui-race-season = Durchgang { $season }
tui-race-tile = { $label }: Plättchen #{ $tile }
tui-race-discard = { $colour }: 1 Kamelmist abwerfen
tui-race-podium = Podium:
tui-race-end = Ende: Rennplatzierungen bringen { $points } (Gleichstand teilt, abgerundet; nur hinter Etappenlinie 1); Kamelmist kostet { $dung } (-{ $beyond } für jeden über { $count })

## Der Reiter Module

tui-mod-title = Module: { $modules }
tui-mod-staircase = 1 Stufen-Plättchen (unten links zuerst; * deine Linie):
tui-mod-printed = aufgedruckt: { $bonus }
tui-mod-imam-sultan = 2 Imam & Sultan:
tui-mod-offices-new-only = 3 Wechselstuben (nur die neuen): dieser Durchgang #{ $office }
tui-mod-offices-mixed = 3 Wechselstuben (neue untergemischt): dieser Durchgang #{ $office }
tui-mod-spectators = 4 Zuschauer: violette Seite der Scheibe
tui-mod-sections = Abschnitte im Uhrzeigersinn: { $purple } (rosa: { $pink })
tui-mod-towns = 5 Wüstenstädte:
tui-mod-towns-rule = eine Karawane auf dem 4. Feld des linken oder rechten Pfads: +{ $points } Punkte und eine Stadt; Bezirksaktion Sahara: sie für { $cost } aktivieren; höchstens 2 werden gewertet; Start-Oase abgedeckt
tui-mod-paschabot-towns = (Paschabot) Städte: { $towns }
tui-mod-town-day = Tag
tui-mod-town-night = Nacht
tui-mod-race = Kamelrennen:
tui-mod-race-tab = Rennstrecke, Kamele, Zuschauerbereiche, Kamelmist, Belohnungs-Plättchen und Podium: der Reiter Rennen

## Der Reiter Punkte

tui-scores-steps = Palast/Moschee
tui-scores-final-paschabot = : Bezirke { $count }x10={ $sector_points }, Keshis x Symbole = { $keshis }{ $towns }
tui-scores-final-player = : Bezirke { $count }x10={ $sector_points }, Oasen { $oases } = { $oasis_points }, Ressourcen { $resources }/2={ $resource_points }{ $towns }
tui-scores-towns = Wüstenstädte { $towns } = { $points }

## Fehlerzeilen der Kommandozeile und des Terminal-Spiels („Fehler: …“),
## in der gewählten Sprache (--lang, LC_ALL/LC_MESSAGES/LANG)

tui-error-bots-count = --bots nennt { $count ->
        [one] einen Bot
       *[other] { $count } Bots
    } für { $players } Spieler (einen je Platz angeben, oder einen für alle)
tui-error-solo-bots = --bots '{ $bots }': ein Solospiel hat einen Bot, für deinen Platz (P0); der Paschabot spielt P1
tui-error-river-tiles-form = --river-tiles: '{ $tiles }' hat nicht die Form 1,3,5
tui-error-river-tiles-count = --river-tiles braucht genau 3 Zahlen, z. B. 1,3,5
tui-error-games = --games muss mindestens 1 sein
tui-error-threads = --threads muss zwischen 1 und { $max } liegen, nicht { $threads }
tui-error-players = das Grundspiel ist für 2 bis 4 Spieler, nicht { $count }
tui-error-bad-setup = ungültiger Spielaufbau: { $error }
tui-error-cannot-write = { $file } kann nicht geschrieben werden: { $error }
tui-error-offices-new-only = --offices-new-only ist eine Variante von Modul 3, aber --modules sagt none
tui-error-staircase-tiles-without-module = --staircase-tiles ist eine Variante von Modul 1, aber --modules sagt none
tui-error-buildings-back-without-module = --buildings-back ist eine Seite der Spezialgebäude, aber --modules sagt none
tui-error-no-random-seed = das System liefert keinen Zufallswert: { $error }
tui-error-seats-count = --seats nennt { $seats } Plätze, aber die gespeicherte Partie hat { $players } Spieler
tui-error-backup-all-taken = das alte { $file } kann nicht aufbewahrt werden: { $file }.bak.1 bis .bak.9999 gibt es alle schon
tui-error-backup-taken = das alte { $file } kann nicht nach { $backup } verschoben werden: der Name ist inzwischen vergeben
tui-error-backup-failed = das alte { $file } kann nicht nach { $backup } verschoben werden: { $error }
tui-error-cannot-read-answer = die Antwort kann nicht gelesen werden: { $error }
tui-error-save-is-directory = die Partie kann nicht gespeichert werden: { $file } ist ein Verzeichnis
tui-error-save-not-regular = die Partie kann nicht gespeichert werden: { $file } ist keine gewöhnliche Datei
tui-error-save-dir-not-directory = die Partie kann nicht in { $file } gespeichert werden: { $dir } ist kein Verzeichnis
tui-error-save-dir-missing = die Partie kann nicht in { $file } gespeichert werden: das Verzeichnis { $dir } gibt es nicht
tui-error-save-dir-not-writable = die Partie kann nicht in { $file } gespeichert werden: in { $dir } kann nicht geschrieben werden: { $error }
tui-error-needs-terminal = marrakesh play braucht ein Terminal (für Skripte gibt es new/legal/apply, für Bot-Partien simulate)
tui-error-terminal = Fehler des Terminals: { $error }
tui-error-in-file = { $file }: { $error }
tui-error-per-game-extension = --per-game { $file }: der Dateiname muss auf .csv oder .jsonl enden
tui-error-save-games-dir = --save-games { $dir }: { $error }
tui-error-report-no-number = { $file }: kein Bericht von `simulate --json` (keine Zahl { $what })
tui-error-cannot-read = { $file } kann nicht gelesen werden: { $error }
tui-error-not-json = { $file }: kein JSON: { $error }
tui-error-report-none = { $dir }: darin sind keine Berichte von `simulate --json` (*.json)
tui-error-report-no-seats = { $file }: kein Bericht von `simulate --json` (keine Plätze)
tui-error-report-differs = { $file }: Plätze oder Spielaufbau weichen von { $first } ab: keine gemeinsame Tabelle
tui-error-no-such-path = { $file }: diese Datei oder dieses Verzeichnis gibt es nicht
tui-error-game-failed = Partie { $index } (Seed { $seed }) ist gescheitert: { $error }
tui-error-thread-panicked = ein Thread der Simulation ist abgestürzt
tui-error-solo-bots-given = { $count ->
        [one] ein Bot
       *[other] { $count } Bots
    } für ein Solospiel angegeben (ein Bot spielt Platz 0)
tui-error-bots-given = { $count ->
        [one] ein Bot
       *[other] { $count } Bots
    } für { $players } Spieler angegeben
tui-error-compare-catalogs = die Kataloge können nicht verglichen werden: { $error }
tui-error-timeout = { $value }: eine Zeitgrenze ist eine positive Zahl von Sekunden
tui-error-view-seat = view: --player K oder --spectator ist nötig
tui-error-stdin-action = die Aktion von der Standardeingabe
tui-error-not-a-game-file = { $file } ist keine gültige Spieldatei: { $error }
tui-error-file-catalog = der Katalog in der Datei ist ungültig: { $error }
tui-error-cannot-read-directory = { $file } kann nicht gelesen werden: es ist ein Verzeichnis
tui-error-too-large = { $file } ist zu groß (mehr als { $limit } Bytes)
tui-error-not-utf8 = { $file } ist kein UTF-8-Text
tui-error-seats-listed = { $seats } Plätze für { $players } Spieler angegeben
tui-error-seat-not-paschabot = in einem Solospiel ist Platz { $seat } der Paschabot, nicht { $found }
tui-error-paschabot-seat = in einem Solospiel ist der Paschabot Platz { $paschabot }, nicht Platz { $seat }
tui-error-paschabot-outside-solo = der Paschabot spielt nur im Solospiel mit (--solo oder --lazy)
tui-error-start-player = Startspieler { $player } sitzt nicht am Tisch
tui-error-solo-buildings-front = im Solospiel gilt nur die Rückseite der Spezialgebäude (003: "Benutze nur die Rückseite der Gebäude")
tui-error-solo-start-player = im Solospiel legen die Regeln den Startspieler fest
tui-error-lazy-difficulty = der faule Paschabot hat keine Anpassungen des Schwierigkeitsgrads
tui-error-tower-chance = eine Wahrscheinlichkeit des Turms ist in Promille, 0 bis 1000, nicht { $chance }
tui-error-river-tile = Fluss-Plättchen { $tile } kann nicht das Plättchen von Durchgang { $season } sein (falsche Nummer oder falsches Durchgangssymbol)
tui-error-staircase-tile = Stufen-Plättchen { $tile } ist unbekannt, doppelt gewählt oder hat keine solche Seite
tui-error-game-over = die Partie ist zu Ende
tui-error-no-such-player = an diesem Tisch gibt es keinen Spieler { $player }
tui-error-not-your-turn = Spieler { $player } hat gerade nichts zu entscheiden (es wird auf { $waiting } gewartet)
tui-error-illegal-action = Spieler { $player } kann { $action } jetzt nicht spielen; zu entscheiden ist { $decision }
tui-error-action-not-replayable = Aktion #{ $index } lässt sich nicht nachspielen: { $error }
tui-error-io-not-found = Datei oder Verzeichnis nicht gefunden
tui-error-io-permission-denied = Zugriff verweigert
tui-error-io-already-exists = die Datei existiert bereits
tui-error = Fehler: { $message }
tui-error-no-player = es gibt keinen Spieler { $player }: die Plätze sind 0 bis { $last }
tui-error-pending-secret = gleichzeitig und geheim zu entscheiden: { $seats }; gib --player K an, um die Möglichkeiten eines Platzes aufzulisten
tui-error-malformed-action = fehlerhaftes Aktions-JSON: { $error }
tui-error-no-more-actions = die Partie ist zu Ende: keine weiteren Aktionen
tui-error-player-is-paschabot = Spieler { $player } ist der { $opponent }: die Regeln spielen ihn, er entscheidet nie
tui-error-nothing-to-decide = Spieler { $player } hat gerade nichts zu entscheiden (es wird auf Spieler { $waiting } gewartet)
tui-error-nobody-decides = niemand hat etwas zu entscheiden
tui-error-say-which-player = die Spieler { $players } müssen jetzt alle entscheiden: sag mit --player, welcher
tui-error-illegal = unzulässige Aktion: { $error }
tui-error-cannot-encode-view = die Ansicht kann nicht kodiert werden: { $error }
tui-error-cannot-encode-replay = der Spielverlauf kann nicht kodiert werden: { $error }
tui-error-file-bad-setup = { $file }: ungültiger Spielaufbau: { $error }
tui-error-file-action-not-replayable = { $file }: Aktion #{ $index } lässt sich nicht nachspielen: { $error }
tui-error-file-nothing-to-decide = { $file }: Aktion #{ $index } lässt sich nicht nachspielen: Spieler { $player } hat nichts zu entscheiden
tui-error-seats-players = --seats nennt { $seats } Plätze, aber --players ist { $players }
tui-lobby-at = Marrakesh: die Lobby ist unter { $url } (im Browser öffnen; Strg-C beendet den Server; `marrakesh play` ist das Spiel im Terminal)
tui-error-unknown-module = unbekanntes Modul '{ $module }' ({ $names }, all oder none verwenden; oder die Nummern 1-5)
tui-error-modules-none-with = --modules '{ $list }': 'none' kann nicht mit Modulen kombiniert werden
tui-error-staircase-tiles-form = --staircase-tiles: '{ $tiles }' sind nicht 12 Paare PLÄTTCHEN:SEITE wie 1:0,2:1,... (Plättchen 1-20, Seite 0 oder 1)
tui-error-modules-list = --modules '{ $list }': { $error }

## Die Hilfe der Kommandozeile (`marrakesh --help`, `marrakesh BEFEHL --help`).
## Befehle: cli-about-BEFEHL; Argumente: cli-arg-BEFEHL-ARG, wo ein Befehl
## es eigens sagt, sonst cli-arg-ARG.

cli-about = Stefan Felds Marrakesh: im Terminal spielen, Bot-Partien simulieren, Partien als JSON steuern
cli-after-help = Ohne Befehl startet `marrakesh` den Spielserver auf 127.0.0.1 (Partien in marrakesh.db) und öffnet die Lobby im Browser; `marrakesh play` ist das Spiel im Terminal.
cli-about-play = Eine Partie im Terminal spielen (gegen Bots oder mehrere Personen an einer Tastatur)
cli-about-simulate = Viele Bot-Partien spielen und Statistiken ausgeben
cli-about-bench = Die Geschwindigkeit der Spiel-Engine messen (ein Thread, Bot-Partien)
cli-about-new = Eine neue Partiedatei (JSON) ausgeben
cli-about-legal = Ausgeben, wer entscheiden muss, und die erlaubten Aktionen (JSON)
cli-about-apply = Eine Aktion ausführen und die neue Partiedatei ausgeben
cli-about-view = Ausgeben, was ein Platz (oder ein Zuschauer) sehen darf (JSON)
cli-about-score = Die Wertung im Einzelnen ausgeben
cli-about-replay = Eine Partiedatei nachspielen und jede Aktion mit ihren Ereignissen ausgeben
cli-about-review = Der Rückblick des starken Bots auf eine beendete Partie: jede Entscheidung eines Platzes, ihre erwarteten verlorenen Punkte
cli-about-serve = Partien online anbieten (HTTP + WebSocket; siehe docs/server.md)
cli-about-report = Berichte von `simulate --json`, in Teilen gespielt, zu Tabellen mit 95-%-Intervallen zusammenfassen (Text, Markdown oder ein HTML-Bericht mit Diagrammen)
cli-about-catalog = Den eingebauten Materialkatalog (TOML) ausgeben, zum Bearbeiten und für --catalog
cli-about-help = Diese Hilfe oder die Hilfe der genannten Befehle anzeigen

cli-heading-usage = Aufruf
cli-heading-commands = Befehle
cli-heading-arguments = Argumente
cli-heading-options = Optionen
cli-heading-modules = Module der Grundbox und der Erweiterungsbox (beliebig kombinierbar, auch mit --solo)
cli-heading-solo = Solospiel gegen den Paschabot (Schwierigkeitsgrad: mit --solo, beliebig kombinierbar)
cli-heading-lab = Simulationslabor (zusätzlich zur Übersicht)
cli-usage-options = [OPTIONEN]
cli-usage-command = [BEFEHL]
cli-spec-default = [Standard: { $value }]
cli-spec-possible = [mögliche Werte: { $values }]
cli-spec-env = [Umgebungsvariable: { $name }]

cli-arg-help = Hilfe anzeigen
cli-arg-version = Version anzeigen
cli-arg-subcommand = Hilfe zu den genannten Befehlen anzeigen
cli-arg-lang = Sprache der Texte: de, nl oder en (Standard: aus LC_ALL, LC_MESSAGES oder LANG, sonst Englisch; JSON-Ausgaben sind in allen gleich)
cli-arg-file = Die Partiedatei
cli-arg-json = Als JSON
cli-arg-simulate-json = Ein JSON-Objekt statt Text ausgeben
cli-arg-legal-player = Wessen Aktionen aufgelistet werden (Standard: der erste Spieler, der entscheiden muss)
cli-arg-apply-player = Der handelnde Platz (Standard: der einzige Spieler, der entscheiden muss)
cli-arg-view-player = Der Platz (ab 0); --player K oder --spectator ist nötig
cli-arg-review-player = Der zu beurteilende Platz (ab 0)
cli-arg-ms = Suchzeit je Entscheidung in Millisekunden (bis zum Doppelten, wo der Platz anders als der Bot wählte)
cli-arg-action = Die Aktion als JSON, genau wie `legal` sie auflistet ("-" liest sie von der Standardeingabe)
cli-arg-in-place = Die Datei (atomar) neu schreiben und stattdessen ausgeben, was geschah
cli-arg-spectator = Nur was alle sehen dürfen
cli-arg-check = Statt auszugeben prüfen, ob DATEI ein Katalog ist, den die Engine annimmt
cli-arg-edition = Regelausgabe: classic (die Classic-Regeln) oder essential (die Essential-Ausgabe)
cli-arg-tower = Die Zwischenlage des Würfelturms: b1 hält ein paar Keshis zurück, b2 mehr, none: ohne Zwischenlage, jeder Keshi kommt heraus
cli-arg-seed = Startwert des Zufalls (Standard: ein zufälliger)
cli-arg-catalog = Materialkatalog (TOML), mit dem statt des eingebauten gespielt wird (siehe `marrakesh catalog`); die Datei einer neuen Partie behält eine Kopie
cli-arg-modules = Module im Spiel, durch Kommas getrennt: staircase-tiles (Stufen-Plättchen), imam-sultan (Imam & Sultan), exchange-offices (Wechselstuben), spectators (Zuschauer), desert-towns (Wüstenstädte), oder ihre Nummern 1-5; aus der Erweiterungsbox new-luxury-goods (Neue Luxuswaren), new-oases (Neue Oasen), camel-race (Kamelrennen), nomads (Nomaden), special-buildings (Spezialgebäude), new-provisions (Neue Versorgungs-Plättchen); all (alle elf; solo: die Rückseite der Gebäude); none (keine, Standard)
cli-arg-offices-new-only = Variante von Modul 3: nur die 6 neuen Wechselstuben. Schließt Modul 3 ein
cli-arg-staircase-tiles = Variante von Modul 1: die Stufen-Plättchen gewählt statt gezogen: PLÄTTCHEN:SEITE (Plättchen 1-20, Seite 0 oder 1) für jedes der 12 Felder, unten links zuerst. Schließt Modul 1 ein
cli-arg-buildings-back = Spezialgebäude: alle spielen die Rückseite (Start-Keshi, Ressourcen und Schriftrolle, keine Fähigkeit). Schließt das Modul ein; Solospiele nutzen immer die Rückseite
cli-arg-solo = Solo: P0 (du; in simulate der Bot aus --bots) gegen den Paschabot (P1), nach seinen Regeln gespielt
cli-arg-lazy = Solo gegen den faulen Paschabot (kein Spielplan; du spielst um einen Titel: 135, 160, 185 oder 201 Punkte). Schließt --solo ein
cli-arg-easier-no-extra-tiles = Leichter: seine 3., 5. und 7. Karawane deckt kein Strategieplättchen auf (3 Plättchen im ganzen Spiel)
cli-arg-easier-complete-sectors-only = Leichter: am Ende wertet er nur seine vollständigen Bezirke, nicht seine Keshis je Bezirk
cli-arg-easier-main-square-once = Leichter: seine Aktion auf dem Großen Platz gibt den Bonus einmal (nicht dreimal)
cli-arg-easier-no-fisherman-moves = Leichter: das Fischer-Symbol auf seinen Strategieplättchen bewegt seinen Fischer nicht
cli-arg-harder-expensive-gates = Schwerer: in der Medina nimmt er immer das teuerste Stadttor einer Farbe
cli-arg-harder-main-square-four = Schwerer: seine Aktion auf dem Großen Platz gibt den Bonus viermal
cli-arg-harder-storage-keshis = Schwerer: beim Aufbau erhält er die übrigen 5 Keshis aus dem Beutel und setzt sie sofort ein
cli-arg-play-players = Anzahl der Spieler, 2 bis 4 (Standard: 3 oder die Anzahl der --seats)
cli-arg-new-players = Anzahl der Spieler, 2 bis 4
cli-arg-players = Spieler je Partie, 2 bis 4
cli-arg-seats = Wer wo sitzt, z. B. human,greedy,random oder human,human (mehrere Personen an einer Tastatur): human ist eine Person, random der Zufallsbot, greedy der gierige Bot, ismcts der starke Bot (wie bei simulate --bots)
cli-arg-resume = Die in DATEI gespeicherte Partie fortsetzen
cli-arg-save = Die Partie nach jeder Aktion in DATEI speichern (Standard: die fortgesetzte Datei, sonst marrakesh-save.json)
cli-arg-delay = Pause zwischen Bot-Zügen in Millisekunden (jede Taste überspringt die Pause)
cli-arg-games = Anzahl der Partien
cli-arg-bots = Bot je Platz, durch Kommas getrennt; ein Name für alle Plätze: random (Zufallsbot), greedy (gieriger Bot), ismcts (starker Bot, der sucht: ismcts:MS denkt MS Millisekunden je Entscheidung, ismcts:Nit macht N Suchläufe, ismcts:BUDGET:ANZAHL eines davon mit ANZAHL Threads). Solo: der eine Bot, der deinen Platz (P0) spielt
cli-arg-threads = Arbeits-Threads (Standard: alle Kerne)
cli-arg-bench = Stattdessen die Geschwindigkeit der Engine mit einem Thread und Zufalls-Bots messen
cli-arg-per-game = Zusätzlich eine Zeile je Partie und Platz in DATEI schreiben: CSV (DATEI.csv) oder JSON Lines (DATEI.jsonl); Spalten in docs/cli.md
cli-arg-save-games = Zusätzlich jede Partie als Partiedatei in VERZEICHNIS speichern (wird angelegt, falls nötig): VERZEICHNIS/game-0000.json, ... für `marrakesh replay`, `score`, `play --resume`
cli-arg-report = Zusätzlich einen HTML-Bericht (englisch) mit Diagrammen in DATEI schreiben: Punkteverteilungen, Siegquoten, Punkte je Kategorie, direkter Vergleich, Punkte nach jeder Runde
cli-arg-bot = Der Bot, der jeden Platz spielt: random (Zufallsbot), greedy (gieriger Bot) oder ismcts (starker Bot, wie bei simulate --bots)
cli-arg-river-tiles = Fluss-Plättchen der Durchgänge 1, 2, 3, z. B. 1,3,5 (Standard: gezogen)
cli-arg-start-player = Startspieler (Platz ab 0; Standard: ausgelost; solo: von den Regeln festgelegt)
cli-arg-paths = Berichte von `simulate --json`: ein Verzeichnis mit den Teilen einer Tabelle (TABELLE/*.json), ein Verzeichnis solcher Verzeichnisse (je eine Tabelle) oder einzelne Berichtsdateien
cli-arg-html = Einen HTML-Bericht (englisch) mit Diagrammen in DATEI schreiben, statt die Tabellen auszugeben
cli-arg-markdown = Die Tabellen als Zeilen einer Markdown-Tabelle ausgeben
cli-arg-bind = Adresse, auf der gelauscht wird (standardmäßig nur lokal; 0.0.0.0:8080 für ein lokales Netz)
cli-arg-db = Wo die Partien liegen: eine SQLite-Datei (wird angelegt, falls nötig; `sqlite:` vor dem Pfad ist erlaubt) oder eine PostgreSQL-URL (postgres://user:password@host/database)
cli-arg-cluster = Mit einer PostgreSQL-`--db`: alle Prozesse an der Datenbank bedienen gleichzeitig, jeder mit einem Teil der laufenden Partien, hinter einem beliebigen Lastverteiler (ohne dies bedient einer und die anderen warten in Bereitschaft); siehe docs/hosting.md
cli-arg-zombie-after = Sekunden, die ein menschlicher Platz ohne Verbindung am Zug sein muss, bevor der Gastgeber ihn einem Bot geben darf
cli-arg-archive-after-days = Tage ohne Zug, nach denen eine laufende Partie archiviert wird
cli-arg-bot-delay = Pause, bevor der Zug eines Bots gespielt wird, in Millisekunden
cli-arg-games-per-minute = Neue Partien pro Minute je IP-Adresse
cli-arg-messages-per-10s = Nachrichten, die ein WebSocket in 10 Sekunden senden darf (danach ein Fehler, und der Socket wird geschlossen)
cli-arg-synchronous = Die synchronous-Einstellung von SQLite: `full` (jede bestätigte Aktion übersteht einen Stromausfall) oder `normal` (sie übersteht einen abgebrochenen Server, keinen Absturz des Betriebssystems; schneller)
cli-arg-header-read-timeout = Sekunden, in denen eine Verbindung den Kopf einer Anfrage senden muss (auch die Wartezeit auf die nächste Anfrage einer offen gehaltenen Verbindung)
cli-arg-body-read-timeout = Sekunden, in denen der Rumpf einer Anfrage nach ihrem Kopf ankommen muss (sonst 408)
cli-arg-idle-timeout = Sekunden ohne ein Byte in irgendeiner Richtung, nach denen eine Verbindung geschlossen wird
cli-arg-max-connections-per-ip = Höchstens so viele offene Verbindungen (HTTP und WebSocket) von einer Adresse (IPv6: je /64)
cli-arg-max-connections = Höchstens so viele offene Verbindungen insgesamt (gesenkt, damit sie in die Grenze offener Dateien passen)
cli-arg-sockets-per-seat = Höchstens so viele WebSockets je Platz (die Tabs eines Platzes; nie von Zuschauern blockiert)
cli-arg-spectators-per-game = Höchstens so viele WebSockets von Zuschauern je Partie
cli-arg-spectators-total = Höchstens so viele WebSockets von Zuschauern insgesamt
cli-arg-hints-at-once = Gleichzeitig gesuchte Tipps insgesamt (einer nach dem anderen je Platz); Standard: die Anzahl der Kerne
cli-arg-max-live-games = Höchstens so viele Partien im Speicher (die ruhenden verlassen ihn, um Platz zu machen)
cli-arg-serve-review-ms = Millisekunden Suche des starken Bots je Entscheidung bei der Analyse einer beendeten Partie (eine Analyse nach der anderen)
cli-arg-log-format = Wie Protokollzeilen geschrieben werden (Standardfehlerausgabe): `human` oder `json` (ein Objekt je Zeile); die Stufe kommt aus MARRAKESH_LOG (Standard info)
cli-arg-trusted-proxy = Ein Reverse-Proxy, dessen Kopfzeilen X-Forwarded-For / Forwarded / X-Forwarded-Proto geglaubt werden (für die Grenzen je Adresse und die Einladungs-URLs): eine Adresse oder ein CIDR-Bereich; wiederholbar oder durch Kommas getrennt
cli-arg-forwarded-header = In welcher Kopfzeile der vertrauenswürdige Proxy den Client meldet: `x-forwarded-for` (mit X-Forwarded-Proto/-Host) oder `forwarded` (RFC 7239); die andere Art wird nie gelesen
cli-arg-public-url = Die Basis-URL der Einladungslinks (z. B. https://games.example); Standard: Schema und Host, die der Client benutzt hat
cli-arg-quick-play-expiry = Sekunden, die ein Ticket für ein schnelles Spiel ohne Nachfrage in der Warteschlange bleibt (die wartende Seite fragt alle 2 s nach)

## Die Fehler der Kommandozeile (von clap, nach Art), je eine Zeile

cli-error-unknown-argument = unerwartetes Argument '{ $arg }'
cli-error-unknown-command = unbekannter Befehl '{ $command }'
cli-error-value-missing = '{ $arg }' braucht einen Wert, aber keiner wurde angegeben
cli-error-invalid-value = ungültiger Wert '{ $value }' für '{ $arg }'
cli-error-invalid-value-because = ungültiger Wert '{ $value }' für '{ $arg }': { $reason }
cli-error-possible-values = [mögliche Werte: { $values }]
cli-error-no-equals = '{ $arg }' braucht ein Gleichheitszeichen vor dem Wert
cli-error-too-many-values = unerwarteter Wert '{ $value }' für '{ $arg }'; es wurden keine weiteren erwartet
cli-error-too-few-values = '{ $arg }' braucht { $min } Werte; nur { $actual } { $actual ->
        [one] wurde
       *[other] wurden
    } angegeben
cli-error-wrong-number-of-values = '{ $arg }' braucht { $expected } Werte, aber { $actual } { $actual ->
        [one] wurde
       *[other] wurden
    } angegeben
cli-error-conflict = das Argument '{ $arg }' kann nicht zusammen mit '{ $other }' benutzt werden
cli-error-conflict-any = das Argument '{ $arg }' kann nicht zusammen mit einem der anderen angegebenen Argumente benutzt werden
cli-error-repeated = das Argument '{ $arg }' kann nicht mehrmals benutzt werden
cli-error-missing-required = diese nötigen Argumente fehlen: { $args }
cli-error-missing-command = '{ $command }' braucht einen Unterbefehl, aber keiner wurde angegeben
cli-error-invalid-utf8 = ein oder mehrere Argumente sind kein gültiges UTF-8
cli-error-other = die Kommandozeile ist ungültig
cli-error-reason-not-a-number = keine ganze Zahl
cli-error-reason-empty = eine leere Zeichenkette ist keine Zahl
cli-error-reason-too-large = die Zahl ist zu groß
cli-error-reason-too-small = die Zahl ist zu klein
cli-error-reason-range = { $value } liegt nicht in { $range }
cli-error-reason-float = keine Zahl
cli-error-reason-address = keine gültige Socket-Adresse
cli-error-reason-lang = unbekannte Sprache "{ $value }" (de, en oder nl)
cli-error-tip-similar-argument = ein ähnliches Argument gibt es: '{ $similar }'
cli-error-tip-similar-command = einen ähnlichen Befehl gibt es: '{ $similar }'
cli-error-tip-similar-value = einen ähnlichen Wert gibt es: '{ $similar }'
cli-error-tip-value-dash = um '{ $value }' als Wert zu übergeben, '-- { $value }' benutzen
cli-error-see-help = siehe { $command } --help

## marrakesh simulate und bench: die Übersicht (Zahlen wie sie sind)

tui-sim-header = { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    }, { $table }, Ausgabe { $edition }, Turm { $tower }{ $modules }, Basis-Startwert { $seed }, { $threads } Thread(s){ $catalog }
tui-sim-catalog = , Katalog { $file }
tui-sim-speed = { $seconds } s, { $rate } Partien/s, { $decisions } Entscheidungen je Partie
tui-sim-col-seat = Platz
tui-sim-col-bot = Bot
tui-sim-col-mean = Mittel
tui-sim-col-min = Min.
tui-sim-col-max = Max.
tui-sim-col-win-rate = Siegquote
tui-sim-all-seats = alle Plätze
tui-sim-thinking = { $seat } { $bot } denkt im Schnitt { $mean } ms je Entscheidung, höchstens { $max } ms
tui-sim-rule = (Siegquote: { $rule })
tui-sim-rule-solo = ({ $rule })
tui-sim-rule-shared = ein geteilter Sieg zählt 1/k für jeden der k Sieger
tui-sim-rule-paschabot = P0 gewinnt nur mit mehr Punkten als der Paschabot; ein Gleichstand geht an den Paschabot
tui-sim-rule-lazy = P0 gewinnt, wenn er einen Titel erreicht ({ $points } Punkte oder mehr); sonst gewinnt niemand
tui-sim-intervals = (95-%-Intervalle: Student-t für mittlere Punkte, Wilson für Siegquoten; Zeilen „alle Plätze“ zählen jeden Platz einer Partie als eine Stichprobe)
tui-sim-desert-towns = Wüstenstädte je Partie, genommen / beansprucht:
tui-sim-titles = Titel von P0 (mindestens so viele Punkte):
tui-sim-no-title = kein Titel
tui-sim-points-by-category = Mittlere Punkte je Kategorie:
tui-sim-points-per-player = Mittlere Punkte je Spieler und Kategorie:
tui-bench-line = { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    }, { $players } Spieler, Bot { $bot }{ $modules }, 1 Thread: { $seconds } s, { $rate } Partien/s, { $decisions } Entscheidungen/s ({ $per_game } Entscheidungen je Partie)

## marrakesh report: die zusammengefassten Tabellen (Zahlen wie sie sind)

tui-report-both-seats = { $table } (beide Plätze)
tui-report-bot = Bot: { $bot }
tui-report-games = Partien: { $games }
tui-report-setup = Spielform: { $setup }
tui-report-seeds = Startwerte: { $first }-{ $last } ({ $chunks ->
        [one] { $chunks } Teillauf
       *[other] { $chunks } Teilläufe
    })
tui-report-wins = Siege: { $wins }
tui-report-win-rate = Siegquote: { $rate }
tui-report-mean = mittlere Punkte: { $mean }
tui-report-others-mean = Mittel der anderen: { $mean }
tui-report-title = Titel ab { $points }: { $reached } = { $rate }
tui-report-thinking = Bedenkzeit: im Mittel { $mean } ms, höchstens { $max } ms
tui-report-mean-text = { $mean } ±{ $half } ({ $lo }–{ $hi }, Std.-Abw. { $sd })
tui-report-markdown-head = | Tabelle | Partien | Siege (95-%-Intervall) | mittlere Punkte (95 %) | Mittel der anderen | Titel |

## Platzhalter für Werte in der Hilfe (<DATEI>)

cli-value-action = AKTION
cli-value-archive-after-days = TAGE
cli-value-bind = ADRESSE
cli-value-body-read-timeout = SEKUNDEN
cli-value-bot = BOT
cli-value-bots = BOTS
cli-value-bot-delay = MILLISEKUNDEN
cli-value-command = BEFEHL
cli-value-db = DATENBANK
cli-value-delay = MILLISEKUNDEN
cli-value-dir = VERZEICHNIS
cli-value-edition = AUSGABE
cli-value-file = DATEI
cli-value-games = ANZAHL
cli-value-games-per-minute = ANZAHL
cli-value-header-read-timeout = SEKUNDEN
cli-value-hints-at-once = ANZAHL
cli-value-idle-timeout = SEKUNDEN
cli-value-lang = SPRACHE
cli-value-list = LISTE
cli-value-log-format = FORMAT
cli-value-max-connections = ANZAHL
cli-value-max-connections-per-ip = ANZAHL
cli-value-max-live-games = ANZAHL
cli-value-review-ms = MS
cli-value-messages-per-10s = ANZAHL
cli-value-path = PFAD
cli-value-player = PLATZ
cli-value-ms = MS
cli-value-players = ANZAHL
cli-value-public-url = URL
cli-value-quick-play-expiry = SEKUNDEN
cli-value-seats = PLÄTZE
cli-value-seed = STARTWERT
cli-value-sockets-per-seat = ANZAHL
cli-value-spectators-per-game = ANZAHL
cli-value-spectators-total = ANZAHL
cli-value-start-player = PLATZ
cli-value-synchronous = MODUS
cli-value-threads = ANZAHL
cli-value-tower = TURM
cli-value-trusted-proxy = ADRESSE
cli-value-forwarded-header = KOPFZEILE
cli-value-zombie-after = SEKUNDEN
cli-value-tile-side = P:S,...
cli-value-faces = A,B,C

## Abgelehnte Namen von Bots und Plätzen (--bots, --bot, --seats, die Plätze einer Partiedatei)

tui-error-bot-unknown = unbekannter Bot '{ $bot }' (bekannte Bots: random, greedy, ismcts, ismcts:MS, ismcts:Nit)
tui-error-bot-no-budget = Bot '{ $bot }': nur ismcts nimmt eine Bedenkzeit an (ismcts:MS)
tui-error-bot-budget = Bot '{ $bot }': die Bedenkzeit ist in Millisekunden (ismcts:100) oder Suchläufen (ismcts:500it), danach wahlweise die Anzahl der Threads (ismcts:100:2)
tui-error-seat-unknown = unbekannter Platz '{ $seat }' (möglich: human für eine Person, greedy, random, strong, ismcts oder ismcts:MS)
