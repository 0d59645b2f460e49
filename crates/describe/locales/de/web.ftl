# web (de): die Texte des Servers für Menschen und die eigenen Texte der Browserseite.

## Server: Namen der Bots, Protokollzeilen, die kein Ereignis sind

web-bot-greedy = Gieriger Bot
web-bot-random = Zufallsbot
web-bot-strong = Starker Bot
web-bot-other = Bot „{ $kind }“
web-log-bot = { $line } (Bot)
web-log-time-limit = { $line } (Zeitlimit: ein Bot hat gewählt)
web-log-moves = { $name } hat gezogen
web-log-takes-back = { $count ->
    [one] { $name } nimmt eine Aktion zurück
   *[other] { $name } nimmt { $count } Aktionen zurück
}

## Die Seite: Sprachwahl, Regelseite

web-language = Sprache
web-loading = Wird geladen …
web-rules-title = Regelübersicht
web-rules-intro = Kurze Texte nach den Spielregeln; Zitate sind die Worte der Spielregel. Im Spiel zeigt das ? neben einer Entscheidung die Regeln dieser Entscheidung.
web-rules-contents = Inhalt
web-rules-failed = Die Regeln konnten nicht vom Server geladen werden.

## Die Spielseite: Verbindung, Kopfzeile, Aufforderung und Auswahl

web-status-connecting = Verbinde …
web-status-online = Verbunden
web-status-reconnecting = Verbinde neu …
web-status-offline = Offline
web-status-refused = Nicht verbunden
web-loading-game = Das Spiel wird geladen …
web-error-unreachable = Der Server ist nicht erreichbar.
web-error-no-catalog = Der Server hat den Materialkatalog nicht geschickt.
web-error-no-seat = Dieser Browser hat keinen Platz in diesem Spiel. Öffne den Einladungslink, den du bekommen hast, oder einen Zuschauerlink.
web-error-no-game = Auf diesem Server gibt es kein Spiel { $game }.
web-error-bad-link = Dieser Link öffnet keinen Platz in diesem Spiel ({ $reason }).
web-error-refused = Der Server hat diese Seite abgewiesen: { $reason }
web-error-no-answer = Der Server hat nicht geantwortet.
web-open-held-seat = Den Platz dieses Browsers öffnen
web-back-to-lobby = Zurück zur Lobby
web-table = Spieltisch
web-since-last-turn = Seit deinem letzten Zug
web-last-moves = Letzte Züge
web-earlier-in-log = … { $count } frühere im Protokoll
web-your-choices = Deine Möglichkeiten
web-choices = Möglichkeiten
web-spectating = Zuschauen
web-spectating-waiting = Du schaust zu. { $waiting }
web-game-log = Spielprotokoll
web-log = Protokoll
web-new-moves = Neue Züge ↓
web-round-header = Durchgang { $season }/{ $seasons } · Runde { $round }/{ $rounds } · { $phase } · Startspieler { $start }
web-name-you = { $name } (du)
web-seat = P{ $seat }
web-tab-board = Spielplan
web-tab-city = Stadt
web-tab-players = Spieler
web-tab-log = Protokoll und Chat
web-cities = Städte
web-show-city = Die Stadt von { $name } zeigen
web-views = Ansichten
web-your-turn = Du bist am Zug
web-game-over = Das Spiel ist vorbei.
web-winners = { $count ->
    [one] { $names } gewinnt mit { $points } Punkten.
   *[other] { $names } gewinnen mit { $points } Punkten.
}
web-decision-waiting = Eine Entscheidung wartet auf dich.
web-waiting-for = Warte auf { $list }.
web-waiting-seat = { $name } ({ $what })
web-remove-choice = Diese Wahl entfernen
web-no-effect = ohne Wirkung
web-no-effect-paren = (ohne Wirkung)
web-choices-left = { $count ->
    [one] { $count } Möglichkeit übrig: siehe die Liste
   *[other] { $count } Möglichkeiten übrig: siehe die Liste
}
web-chosen-so-far = Bisher gewählt:
web-clear = leeren (Esc)
web-undo = Zurücknehmen
web-undo-title = Deine letzte Aktion zurücknehmen (u)
web-undo-gone-other = Zurücknehmen geht nicht mehr: Ein anderer Spieler hat inzwischen gehandelt.
web-undo-gone-revealed = Zurücknehmen geht nicht mehr: Deine letzte Aktion hat etwas aufgedeckt oder zufällig gezogen.
web-hint = Tipp
web-hint-title = Den starken Bot nach seinen drei besten Zügen fragen (nur nach dem, was du siehst)
web-thinking = Denkt nach …
web-hint-share = ({ $share } % der Suche, am Ende etwa { $points } Punkte)
web-hint-share-solo = ({ $share } % der Suche; am Ende du etwa { $points }, der Paschabot etwa { $paschabot })
web-hint-none = Gerade kein Tipp.
web-hint-no-answer = Kein Tipp: Der Server hat nicht geantwortet.
web-help-title = Die Regeln dieser Entscheidung
web-all-rules = Alle Regeln
web-sending = Wird gesendet …
web-over-scorepad = Das Spiel ist vorbei: Der Wertungsblock steht in der Protokollspalte.
web-spectators-no-choices = Zuschauer haben keine Wahl.
web-nothing-to-choose = Gerade gibt es nichts zu wählen.
web-filtered = { $count } von { $all } (gefiltert nach deiner bisherigen Wahl)
web-choices-count = { $count ->
    [one] { $count } Möglichkeit · Ziffern 1–9 wählen, Esc leert, u nimmt zurück
   *[other] { $count } Möglichkeiten · Ziffern 1–9 wählen, Esc leert, u nimmt zurück
}
web-narrow-hint = Klicke die hervorgehobenen Stellen auf dem Spielplan an, um die Wahl einzugrenzen.
web-show-all = Alle { $count } Möglichkeiten zeigen
web-crowd-online = { $name }: online
web-crowd-away = { $name }: abwesend
web-crowd-bot-mark = (Bot)
web-crowd-bot = { $name }: Bot
web-watching = { $count ->
    [one] { $count } schaut zu
   *[other] { $count } schauen zu
}
web-season-end = Ende von Durchgang { $season }
web-season-by-source = Punkte dieses Durchgangs nach Quelle
web-season-close = Die Übersicht des Durchgangs schließen

## Was ein anderer Platz gerade entscheidet, in neutralen Worten (nie „dein …“)

web-waiting-arrange-storage-keshis = legt Keshis auf die Oasen-Bonusleiste
web-waiting-orient-audience-disc = dreht die Zuschauer-Scheibe
web-waiting-activate-provision-tile = deckt ein Versorgungs-Plättchen auf
web-waiting-select-keshis = wählt geheim Keshis aus
web-waiting-place-wild-assistant = setzt den roten Assistenten ein
web-waiting-claim-keshis = nimmt Keshis
web-waiting-deploy-held-keshi = setzt einen Keshi ein
web-waiting-use-assistant = nutzt einen Assistenten
web-waiting-place-entertainer = setzt den Gaukler ein
web-waiting-place-caravan = setzt die Karawane ein
web-waiting-place-water-vendor = setzt den Wasserverkäufer ein
web-waiting-goods-colour = wählt die Farbe von Waren-Keshis
web-waiting-keshi-colour = wählt die Farbe von Keshis
web-waiting-take-resources = wählt Ressourcen
web-waiting-date-harvest = erntet Datteln
web-waiting-extra-step = kauft weitere Schritte
web-waiting-line-bonus = wählt einen Linien-Bonus
web-waiting-rapid-bonus = wählt den Bonus einer Stromschnelle
web-waiting-souk = ist im Souk
web-waiting-choose-entertainer = wählt einen Gaukler
web-waiting-madrasa = kauft Schriftrollen
web-waiting-medina = kauft Stadttore
web-waiting-build-gate = baut ein Stadttor ein
web-waiting-sahara = aktiviert Oasen
web-waiting-claim-free-oases = aktiviert kostenlose Oasen
web-waiting-bonus-oasis = nimmt eine übrige Oase
web-waiting-storage-keshi = entscheidet über einen Keshi der Oasen-Bonusleiste
web-waiting-storage-exchange = tauscht einen Keshi
web-waiting-take-scroll = nimmt eine Schriftrolle
web-waiting-choose-sector-action = wählt eine Bezirksaktion
web-waiting-choose-stair = wählt eine Treppe
web-waiting-score-oasis = wertet eine Oase
web-waiting-return-for-oasis = gibt Ressourcen für eine Oase ab
web-waiting-return-resources = gibt Ressourcen für Punkte ab
web-waiting-river-tile-option = wählt eine Möglichkeit des Fluss-Plättchens
web-waiting-provisioning = bezahlt die Versorgung
web-waiting-luxury-discount = wählt einen Waren-Keshi zum Sparen
web-waiting-choose-desert-town = wählt eine Wüstenstadt
web-waiting-free-scroll = nimmt eine kostenlose Schriftrolle
web-waiting-free-luxury = nimmt eine kostenlose Luxusware
web-waiting-free-gate = nimmt ein kostenloses Stadttor
web-waiting-falcon-keshi = gibt einen Keshi für einen Jagdfalken ab
web-waiting-discounted-oasis = aktiviert eine Oase günstiger
web-waiting-swap-resources = tauscht Ressourcen
web-waiting-field-bonus = wählt einen Bonus des Großen Platzes
web-waiting-choose-building = wählt ein Spezialgebäude
web-waiting-choose-start-scroll = wählt eine Start-Schriftrolle
web-waiting-library-stack = durchsucht einen Stapel Schriftrollen
web-waiting-library-scroll = nimmt eine Schriftrolle vom Stapel
web-waiting-barracks-gate = nimmt ein Stadttor
web-waiting-pavilion-luxury = nimmt eine Tajine
web-waiting-choose-provision-tiles = behält Versorgungs-Plättchen
web-waiting-provision-field-bonus = wählt einen Bonus des Großen Platzes
web-waiting-provision-exchange = tauscht einen Keshi
web-waiting-exchanged-keshi = nimmt einen Keshi im Tausch
web-waiting-provision-nomad-move = setzt einen Nomaden um
web-waiting-place-nomad = setzt einen Nomaden ein
web-waiting-keshi-destination = setzt einen Keshi des Kamelrennens ein
web-waiting-camel-bridge = bezahlt eine Brücke
web-waiting-camel-rewards = kauft Belohnungen des Kamelrennens
web-waiting-split-steps = teilt Schritte auf
web-waiting-spectator-bonus = wählt einen Bonus des Großen Platzes
web-waiting-camel-river-option = wählt einen Bonus des Fluss-Plättchens
web-waiting-other = entscheidet

## Chat, Namen, verwaiste Plätze, Zug-Hinweise

web-chat = Chat
web-chat-players = { $count ->
    [0] Spieler
   *[other] Spieler ({ $count })
}
web-chat-spectators = { $count ->
    [0] Zuschauer
   *[other] Zuschauer ({ $count })
}
web-chat-mute = Stumm schalten
web-chat-unmute = Laut schalten
web-chat-messages = Nachrichten
web-chat-message = Nachricht
web-chat-send = Senden
web-chat-to-players = An die Spieler schreiben …
web-chat-to-spectators = An die anderen Zuschauer schreiben …
web-chat-note-spectator = Zuschauer lesen den Chat der Spieler; schreib im Chat der Zuschauer.
web-chat-note-seat = Der Chat der Zuschauer: Spieler lesen ihn.
web-chat-muted = { $count ->
    [0] Der Chat ist stumm geschaltet.
    [one] Der Chat ist stumm geschaltet ({ $count } Nachricht).
   *[other] Der Chat ist stumm geschaltet ({ $count } Nachrichten).
}
web-chat-none-players = Noch keine Nachricht der Spieler.
web-chat-none-spectators = Noch keine Nachricht der Zuschauer.
web-chat-rate = Nicht gesendet: Warte einen Moment (höchstens ein paar Nachrichten alle 10 Sekunden).
web-your-name = Dein Name
web-name-at-table = Dein Name an diesem Tisch
web-save = Speichern
web-name-too-long = Ein Name hat höchstens 24 Zeichen.
web-name-chars = Nur Buchstaben, Ziffern, Leerzeichen und Satzzeichen.
web-seat-bot-mine = Ein Bot spielt deinen Platz, während du weg warst.
web-seat-take-back = Meinen Platz zurücknehmen
web-seat-bot-other = Den Platz von { $name } spielt ein Bot ({ $bot }).
web-seat-give-back = Zurückgeben
web-seat-away-wait = { $name } ist abwesend: Du kannst den Platz in { $time } einem Bot übergeben.
web-seat-away = { $name } ist abwesend.
web-seat-hand-to-bot = Den Platz einem Bot übergeben
web-min-sec = { $min } min { $sec } s
web-sec = { $sec } s
web-alert-title = Marrakesh: Du bist am Zug
web-alert-body = Eine Entscheidung wartet auf dich.
web-alerts-on = Hinweise: an
web-alerts-off = Hinweise: aus
web-alerts-title = Benachrichtige mich, wenn ich am Zug bin und dieser Tab im Hintergrund ist
web-alerts-blocked = Benachrichtigungen sind in den Einstellungen dieses Browsers gesperrt
web-sound-on = Ton: an
web-sound-off = Ton: aus
web-sound-title = Ein kurzer Ton, wenn ich am Zug bin

## Die Lobby

web-lobby-tagline = Das Brettspiel von Stefan Feld, in deinem Browser
web-lobby-new-game = Neues Spiel
web-lobby-name-placeholder = sehen die anderen Spieler
web-lobby-name-kept = In diesem Browser gespeichert.
web-lobby-mode-bots = Gegen Bots
web-lobby-mode-bots-note = du und 1–3 Computerspieler
web-lobby-mode-solo = Solo gegen den Paschabot
web-lobby-mode-solo-note = der Solo-Gegner, mit Schwierigkeitsgrad
web-lobby-mode-friends = Mit Freunden
web-lobby-mode-friends-note = Einladungslinks, einer pro Platz
web-lobby-players = Spieler
web-lobby-seat = Platz { $seat }
web-lobby-seat-lower = Platz { $seat }
web-lobby-seat-you = Platz 1: du.
web-lobby-seat-friend = ein Freund (Einladungslink)
web-lobby-seat-greedy = gieriger Bot (schnell)
web-lobby-seat-strong = starker Bot (denkt etwa 1 s pro Zug)
web-lobby-seat-random = Zufallsbot
web-lobby-public = Unter „Offene Spiele“ zeigen, damit jeder einen freien Platz nehmen kann
web-lobby-turn-limit = Zeit pro Entscheidung
web-lobby-no-limit = ohne Limit
web-lobby-minutes = { $count ->
    [one] { $count } Minute
   *[other] { $count } Minuten
}
web-lobby-days = { $count ->
    [one] { $count } Tag
   *[other] { $count } Tage
}
web-lobby-turn-limit-note = danach trifft ein Bot diese eine Entscheidung
web-lobby-lazy = Fauler Paschabot (ohne Tableau; du spielst um einen Titel)
web-lobby-difficulty = Schwierigkeitsgrad (nicht für den faulen Paschabot)
web-difficulty-no-extra-tiles = Einfacher: keine zusätzlichen Strategieplättchen
web-difficulty-complete-sectors-only = Einfacher: er wertet nur komplett gefüllte Bezirke
web-difficulty-main-square-once = Einfacher: Bonus des Großen Platzes einmal
web-difficulty-no-fisherman-moves = Einfacher: kein Fischer-Zug
web-difficulty-expensive-gates = Schwerer: die teuersten Stadttore
web-difficulty-main-square-four = Schwerer: Bonus des Großen Platzes 4-mal
web-difficulty-storage-keshis = Schwerer: Keshis der Oasen-Bonusleiste
web-lobby-options = Optionen: Ausgabe, Turm, Fluss-Plättchen, Module (Kamelrennen …)
web-lobby-edition = Ausgabe
web-lobby-classic = Classic
web-lobby-essential = Essential
web-lobby-tower = Turm
web-lobby-tower-b1 = Ebene B1 (hält ein paar Keshis zurück)
web-lobby-tower-b2 = Ebene B2 (hält mehr zurück)
web-lobby-tower-none = Ohne Ebene
web-lobby-river-tiles = Fluss-Plättchen
web-lobby-river-random = Zufällig gezogen
web-lobby-river-first = Erstes Spiel: 01, 03, 05
web-lobby-base-modules = Module des Grundspiels
web-lobby-expansion-modules = Module der Erweiterungsbox
web-module-staircase-tiles = Stufen-Plättchen
web-module-imam-sultan = Imam & Sultan
web-module-exchange-offices = Zusätzliche Wechselstuben
web-module-spectators = Zuschauer (violette Scheibe)
web-module-desert-towns = Wüstenstädte
web-module-camel-race = Kamelrennen (Rennstrecke, Zuschauerbereiche, Kamelmist, Belohnungs-Plättchen)
web-module-new-luxury-goods = Neue Luxuswaren (Jagdfalken, Rennsättel)
web-module-new-oases = Neue Oasen 31–36 (jede mit dem Modul, das sie braucht)
web-module-nomads = Nomaden (Nomaden-Tableau, jede Runde ein Nomade in der Würfelturm-Basis)
web-module-special-buildings = Spezialgebäude (2 ziehen, 1 behalten; Auswahl gelber Schriftrollen)
web-module-new-provisions = Neue Versorgungs-Plättchen (3 + 1 moderates + 1 schwieriges ziehen, 3 behalten)
web-lobby-building-side = Seite der Spezialgebäude
web-lobby-building-front = Vorderseite (Start und Spezialfähigkeit)
web-lobby-building-back = Rückseite (nur Start)
web-lobby-solo-buildings = Solo: Die Spezialgebäude werden mit der Rückseite gespielt (der Paschabot nutzt nur die Rückseite).
web-lobby-start = Spiel starten
web-lobby-start-solo = Solospiel starten
web-lobby-start-friends = Spiel und Einladungslinks erstellen
web-lobby-create-failed = Das Spiel konnte nicht erstellt werden: { $reason }
web-lobby-your-games = Deine Spiele
web-lobby-open-games = Offene Spiele
web-lobby-invite = Lade deine Freunde ein
web-lobby-invite-note = Schick jedem Freund seinen eigenen Link (er ist sein Platz: halte ihn geheim).
web-lobby-spectators = Zuschauer
web-lobby-copy = Kopieren
web-lobby-copied = Kopiert
web-lobby-enter = Zum Tisch
web-lobby-no-games = In diesem Browser noch keine.
web-lobby-over = vorbei
web-lobby-waiting = wartet auf andere
web-lobby-not-found = nicht gefunden
web-lobby-replay = Wiederholung
web-lobby-no-open = Kein Spiel wartet auf Spieler. Spiele „mit Freunden“, die als offen markiert sind, erscheinen hier.
web-lobby-join = Mitspielen
web-lobby-free-seats = { $count ->
    [one] { $count } freier Platz
   *[other] { $count } freie Plätze
}
web-lobby-cannot-join = Mitspielen nicht möglich
web-lobby-open-unavailable = Die Liste der offenen Spiele ist nicht verfügbar.
web-account-note = Freiwillig: Mit einem Konto findest du deine Spiele auf jedem Gerät.
web-account-name = Name
web-account-password = Passwort
web-account-sign-in = Anmelden
web-account-sign-up = Konto anlegen
web-account-sign-out = Abmelden
web-account-signed-in = Angemeldet als { $name }
web-err-account-bad-credentials = Name oder Passwort stimmen nicht.
web-err-account-name-taken = Diesen Namen hat schon ein Konto.
web-err-account-bad-password = Ein Passwort braucht mindestens 8 Zeichen.
web-err-account-rate-limited = Zu viele Fehlversuche: Versuche es in 15 Minuten wieder.
web-account-my-page = Deine Ergebnisse
web-passkey-sign-in = Mit Passkey anmelden
web-passkey-sign-up = Konto mit Passkey anlegen
web-passkey-add = Passkey hinzufügen
web-passkey-added = Passkey hinzugefügt: Er meldet dich auf diesem Gerät an.
web-err-passkey-cancelled = Es wurde kein Passkey verwendet (der Dialog wurde geschlossen, oder dieses Gerät hat keinen für diese Seite).
web-err-passkey-name-needed = Gib zuerst einen Namen für das neue Konto ein.
web-err-passkey-name-taken = Diesen Namen hat schon ein Konto.
web-err-passkey-no-passkey = Kein Konto dieses Namens hat einen Passkey.
web-err-passkey-passkey-not-accepted = Der Passkey wurde nicht angenommen.
web-err-passkey-passkey-taken = Dieser Passkey gehört schon zu einem Konto.
web-err-passkey-ceremony-expired = Das hat zu lange gedauert: Versuche es noch einmal.
web-err-passkey-no-host-name = Passkeys brauchen diesen Server unter seinem Namen geöffnet (etwa localhost), nicht unter seiner Nummer.
web-player-record = { $played ->
    [one] 1 beendetes Spiel
   *[other] { $played } beendete Spiele
}, { $won } gewonnen ({ $rate })
web-player-group = Spiel
web-player-played = Gespielt
web-player-win-rate = Siegquote
web-player-mean = Mittlere Punktzahl
web-player-best = Beste Punktzahl
web-player-games = Beendete Spiele
web-player-no-games = Noch kein beendetes Spiel.
web-player-score = { $score } Punkte
web-player-won = gewonnen
web-player-players = { $count } Spieler
web-label-game = Spiel { $game }
web-label-joined = Beigetreten: Spiel { $game }
web-label-solo = Solo gegen den Paschabot
web-label-solo-lazy = Solo gegen den faulen Paschabot
web-label-you = du
web-label-friend = Freund
web-label-bot-greedy = gieriger Bot
web-label-bot-strong = starker Bot
web-label-bot-random = Zufallsbot

## Die Wiederholung

web-replay-title = Wiederholung von Spiel { $game }
web-replay-controls = Steuerung der Wiederholung
web-replay-first = Erster Schritt
web-replay-back = Schritt zurück
web-replay-next = Schritt vor
web-replay-last = Letzter Schritt
web-replay-step-label = Schritt
web-replay-jump = Springe zu
web-replay-jump-season = Zu einem Durchgang springen
web-replay-jump-to = Springe zu …
web-replay-season = Durchgang { $season }
web-replay-final = Schlusswertung
web-replay-table = Der Tisch bei diesem Schritt
web-replay-log = Spielprotokoll bis zu diesem Schritt
web-replay-step = Schritt { $step } von { $total }
web-replay-season-round = Durchgang { $season } · Runde { $round }
web-replay-unavailable = Die Wiederholung ist nicht verfügbar ({ $status }).

## Wertungstabellen und die Überschriften des Protokolls

web-score-source = Quelle
web-score-season-total = Summe des Durchgangs
web-score-no-points = Keine Punkte in diesem Durchgang.
web-score-pad = Wertungsblock
web-score-total = Summe
web-score-left = ({ $count } übrig)
web-score-race = (Podium { $podium }, Kamelmist { $dung })
web-log-round = Durchgang { $season }, Runde { $round }
web-log-season-scoring = Durchgang { $season }, Durchgangswertung

## Die Kategorien des Wertungsblocks, wie die Spielregeln die Quellen nennen (000 "Schlusswertung")

web-category-start = Startpunkte
web-category-deployment = Einsetzboni
web-category-river = Fluss (Anlegefeld und Schritte darüber hinaus)
web-category-staircases = Palast- und Moschee-Treppe
web-category-main-square = Großer Platz
web-category-luxury-goods = Luxuswaren
web-category-city-gates = Stadttore
web-category-scrolls = Schriftrollen
web-category-oases-during-game = Oasen im Spiel
web-category-rapids = Stromschnellen
web-category-river-tiles = Fluss-Plättchen
web-category-provisioning = Versorgung
web-category-complete-sectors = Komplett gefüllte Bezirke
web-category-oases = Oasen-Plättchen
web-category-resources = Restliche Ressourcen
web-category-exchange-offices = Wechselstuben
web-category-desert-towns = Wüstenstädte
web-category-paschabot = Bezirksaktionen und Wasserverkäufer des Paschabots
web-category-paschabot-sectors = Bezirksleisten des Paschabots (Keshis × Strategiesymbole)
web-category-camel-race = Kamelrennen
web-category-other = Sonstige Punkte

## Kurze Wörter auf den Tableaus

web-short-points = { $count ->
    [one] { $count } Pkt.
   *[other] { $count } Pkt.
}
web-short-water = { $count } Wasser
web-short-dates = { $count ->
    [one] { $count } Dattel
   *[other] { $count } Datteln
}
web-short-dinars = { $count } Dinar
web-short-free = kostenlos
web-short-any-resources = { $count ->
    [one] { $count } Ressource
   *[other] { $count } Ressourcen
}
web-short-goods = { $count } Waren
web-short-goods-keshis = { $count } Waren-Keshis
web-short-keshi = Keshi ({ $colour })
web-short-any-keshis = { $count ->
    [one] beliebiger Keshi
   *[other] { $count } gleiche Keshis
}
web-short-river-steps = { $count ->
    [one] { $count } Schritt Fluss
   *[other] { $count } Schritte Fluss
}
web-short-stair-steps = { $count ->
    [one] { $count } Schritt { $stair ->
        [palace] Palast
       *[mosque] Moschee
    }
   *[other] { $count } Schritte { $stair ->
        [palace] Palast
       *[mosque] Moschee
    }
}
web-short-either-stair = { $count ->
    [one] { $count } Schritt Treppe
   *[other] { $count } Schritte Treppe
}
web-short-stair-steps-any = { $count } Schritte Treppe
web-short-per-gate = { $count } Pkt. pro Tor
web-short-per-keshi = { $count } Pkt. pro { $colour }
web-short-sector-action = Bezirksaktion
web-short-leftover-oasis = übrige Oase
web-short-water-vendor = Wasserverkäufer
web-short-crocodile-start = Start am Krokodil
web-short-goods-set = 1 Waren-Keshi jeder Farbe
web-short-keshi-of = 1 Keshi: { $colours }
web-short-free-oases = { $count ->
    [one] { $count } kostenlose Oase
   *[other] { $count } kostenlose Oasen
}
web-short-square-actions = { $count }× Großer Platz
web-short-per-keshi-resources = { $resources } pro { $colour }
web-short-per-keshis = 1 Pkt. pro { $divisor } Keshis
web-short-per-luxury-good = { $count } Pkt. pro Luxusware
web-river-ranked = 1. { $first }; 2. { $second }
web-river-choice = { $a } oder { $b }
web-falcon-exchange-keshi = Keshi tauschen
web-falcon-swap-resources = Ressourcen tauschen
web-falcon-square-bonus = Platz-Bonus ×{ $times }
web-falcon-steps = { $count } Schritte
web-falcon-nomad = ein Nomade

## Keshi-Kürzel: zwei Buchstaben auf jedem Keshi (ein Hinweis neben der Farbe)

web-letter-turquoise = Tü
web-letter-green = Gn
web-letter-gray = Gr
web-letter-white = Ws
web-letter-black = Sz
web-letter-pink = Ro
web-letter-beige = Be
web-letter-brown = Br
web-letter-red = Rt
web-letter-yellow = Ge
web-letter-purple = Li
web-letter-orange = Or
web-letter-nomad = No

## Der Spielplan

web-board-main = Spielplan
web-board-river = Fluss „Tensift“
web-board-croc = Kroko
web-board-river-space = Flussfeld { $space }
web-board-river-space-crocodile = Flussfeld { $space } (Krokodil)
web-board-rapid = Stromschnelle { $number }: { $bonus }
web-board-jetty = Anlegefeld
web-board-fisherman = { $name }: Fischer auf Feld { $space }
web-board-fisherman-jetty = { $name }: Fischer am Anlegefeld
web-board-space = Feld { $space }
web-board-palace-track = Palast (weiße Adlige)
web-board-mosque-track = Moschee (schwarze Geistliche)
web-board-staircase = { $stair ->
    [palace] Palast-Treppe
   *[mosque] Moschee-Treppe
}
web-board-sultan-on-step = Sultan auf Stufe { $step }
web-board-imam-on-step = Imam auf Stufe { $step }
web-board-pawn-step = { $name } auf Stufe { $step } der { $stair ->
    [palace] Palast-Treppe
   *[mosque] Moschee-Treppe
}
web-board-pawn-step-sultan = { $name } auf Stufe { $step } der Palast-Treppe, mit dem Sultan
web-board-pawn-step-imam = { $name } auf Stufe { $step } der Moschee-Treppe, mit dem Imam
web-board-line-bonuses = Linien-Boni (eine Schwelle überschritten: die Linie zwischen deinen beiden Figuren)
web-board-palace-side = Palastseite
web-board-mosque-side = Moscheeseite
web-board-between-staircases = Zwischen den Treppen
web-board-line-space-tile = { $space } · Plättchen { $tile }
web-board-line-space = Linienfeld { $space } ({ $group }): { $bonus }
web-board-staircases = Palast- und Moschee-Treppe, Linien-Boni
web-board-tower-base = Würfelturm-Basis
web-board-in-tower-base = { $count ->
    [one] { $count } Keshi ({ $colour }) in der Würfelturm-Basis
   *[other] { $count } Keshis ({ $colour }) in der Würfelturm-Basis
}
web-board-nomad-base-short = Nomade ×1 · Tableau { $supply }
web-board-no-nomad-short = kein Nomade · Tableau { $supply }
web-board-nomad-base = Ein Nomade steht in der Würfelturm-Basis; { $supply } auf dem Nomaden-Tableau
web-board-no-nomad = Kein Nomade in der Würfelturm-Basis; { $supply } auf dem Nomaden-Tableau
web-board-madrasa = Madrasa (Schriftrollen)
web-board-stack = Stapel { $count }
web-board-scroll = Schriftrolle #{ $id } ({ $ty ->
    [gray] grau
    [yellow] gelb
    [pink] rosa
   *[orange] orange
}): { $scholars ->
    [one] { $scholars } Gelehrter
   *[other] { $scholars } Gelehrte
}, { $dates ->
    [one] { $dates } Dattel
   *[other] { $dates } Datteln
}
web-board-scroll-slot = Platz { $slot } für Schriftrollen ({ $ty ->
    [gray] grau
    [yellow] gelb
    [pink] rosa
   *[orange] orange
}), leer
web-board-refresh = erneuern
web-board-refresh-scrolls = Die Schriftrollen ({ $ty ->
    [gray] grau
    [yellow] gelb
    [pink] rosa
   *[orange] orange
}) erneuern
web-board-souk = Souk: Luxuswaren und Wechselstube
web-board-saddle-camel = Kamel +{ $steps }
web-board-saddle-oasis = Oase −{ $discount }
web-board-sold-out = ausverkauft
web-board-luxury = Luxusware { $description }
web-board-shop = Souk-Laden { $number }
web-board-exchange-office = Wechselstube #{ $id }
web-board-exchange = 1 Keshi ({ $colour }) tauschen: { $yield }
web-board-workshops = Werkstätten (Stadttore)
web-board-workshop-price = { $dinars } Dinar · { $points } Pkt.
web-board-workshop-gates = Werkstatt { $number }: { $count ->
    [one] { $count } Stadttor ({ $colour })
   *[other] { $count } Stadttore ({ $colour })
}
web-board-river-tiles = Fluss-Plättchen
web-board-river-tile = Fluss-Plättchen für Durchgang { $season }: { $description }
web-board-season-round = Durchgang · Runde
web-board-tracker = Durchgang { $season }, Runde { $round }
web-board-tracker-now = Durchgang { $season }, Runde { $round } (jetzt)
web-board-leftover-oases = Übrige Oasen
web-board-oasis = Oase #{ $id }
web-board-desert-towns = Wüstenstädte
web-board-desert-town = Wüstenstadt #{ $id }
web-with-effect = { $name }: { $effect }
web-board-scores = Punkte
web-board-threshold = Schwelle: wer sie überschreitet, nimmt einen Linien-Bonus (die Linie zwischen deinen beiden Figuren)
web-summary-scholars = { $count ->
    [one] { $count } Gelehrter
   *[other] { $count } Gelehrte
}
web-summary-luxury = { $count ->
    [one] { $count } Luxusware
   *[other] { $count } Luxuswaren
}
web-summary-scrolls = { $count ->
    [one] { $count } Schriftrolle
   *[other] { $count } Schriftrollen
}

## Das Tableau eines Spielers

web-player-board = Tableau von { $name }
web-player-goods = { $count ->
    [one] { $count } Waren-Keshi ({ $colour })
   *[other] { $count } Waren-Keshis ({ $colour })
}
web-player-souk-vendor = Wasserverkäufer im Souk: { $state ->
    [placed] eingesetzt (zahlt ab dem nächsten Zug)
    [active] aktiv
   *[none] keiner
}
web-player-nomads-in = { $count ->
    [one] { $count } Nomade im Bezirk { $sector }
   *[other] { $count } Nomaden im Bezirk { $sector }
}
web-player-count-nomads = { $n }/8 ({ $count ->
    [one] { $count } Nomade
   *[other] { $count } Nomaden
})
web-player-nomad-vendor = Ein Nomade ist der Wasserverkäufer im Bezirk { $sector }
web-player-vendor = Wasserverkäufer im Bezirk { $sector }
web-player-no-vendor = Kein Wasserverkäufer im Bezirk { $sector }
web-player-assistant = Assistent
web-player-assistant-used = Assistent (genutzt)
web-player-gate-built = Stadttor ({ $colour }) vor dem Bezirk { $sector }
web-player-gate-free = Freies Stadttorfeld vor dem Bezirk { $sector } ({ $colour } passt)
web-player-new-keshi = { $sector }: neuer Keshi
web-player-sector-action = { $sector }: Bezirksaktion
web-player-sector-souk = { $sector }: Waren-Keshis
web-player-sector = { $sector }: { $count } von 8 Keshis
web-player-square = Großer Platz · Zuschauer-Scheibe um { $rotation } gedreht
web-player-square-practice = Großer Platz · Scheibe des Übungsraums um { $rotation } gedreht
web-player-nomad-field = Ein Nomade auf Feld { $field }
web-player-field = Feld { $field }: { $bonus }, { $count } Zuschauer
web-player-field-entertainer = Feld { $field }: { $bonus }, { $count } Zuschauer, Gaukler
web-player-path-left = Linker Pfad
web-player-path-right = Rechter Pfad
web-player-caravan-at = { $path }: Karawane auf { $position }
web-player-claimed = aktiviert
web-player-oasis = { $name }; kostet { $cost }
web-player-oasis-discovered = Oase #{ $id } (erkundet)
web-player-oasis-claimed = Oase #{ $id } (aktiviert)
web-player-oasis-hidden = Verdeckte Oase, kostet { $cost }
web-player-town = Wüstenstadt #{ $id }, nicht aktiviert
web-player-town-claimed = Wüstenstadt #{ $id }, aktiviert
web-player-town-empty = Leeres Feld für eine Wüstenstadt
web-player-start-oasis-path = Pfad zur Start-Oase
web-player-start-oasis-caravans = { $count } von 2 Karawanen: { $right } / { $left }
web-player-start-oasis = Pfad zur Start-Oase: { $count ->
    [one] { $count } Karawane
   *[other] { $count } Karawanen
}
web-player-watchtower-title = Wachturm der Medina: { $count } Wächter
web-player-watchtower = Wachturm: { $count } Wächter
web-player-watchtower-nomads = Wachturm: { $count } Wächter ({ $nomads ->
    [one] { $nomads } Nomade
   *[other] { $nomads } Nomaden
})
web-player-storage = Oasen-Bonusleiste
web-storage-icon-keshi = Keshi
web-storage-icon-keshi-two-players = Keshi (2 Sp.)
web-storage-icon-exchange = Tausch
web-storage-icon-scroll = Schriftrolle
web-storage-icon-empty = leer
web-player-storage-oasis = Oase #{ $id }
web-player-storage-space = Ablagefeld { $number }
web-player-storage-space-keshi = Keshi ({ $colour })
web-player-resources = Ressourcen
web-player-res-water = Wasser
web-player-res-dates = Datteln
web-player-res-dinars = Dinar
web-player-set-aside = Beiseite:
web-player-set-aside-keshis = { $count ->
    [one] { $count } Keshi ({ $colour }) beiseite
   *[other] { $count } Keshis ({ $colour }) beiseite
}
web-player-summary = Punkte { $score } · { $scrolls ->
    [one] { $scrolls } Schriftrolle
   *[other] { $scrolls } Schriftrollen
} · { $luxury ->
    [one] { $luxury } Luxusware
   *[other] { $luxury } Luxuswaren
}
web-player-screen-own = Hinter deinem Sichtschirm (nur du siehst das)
web-player-screen-keshi = Keshi ({ $colour }) hinter deinem Sichtschirm
web-player-screen = Sichtschirm
web-player-screen-hidden = { $count ->
    [one] { $count } Keshi hinter dem Sichtschirm (verdeckt)
   *[other] { $count } Keshis hinter dem Sichtschirm (verdeckt)
}
web-player-selection = Auswahl
web-player-selection-secret = gewählt (geheim)
web-player-provisions = Versorgungs-Plättchen
web-player-provisions-keep = Gezogene Versorgungs-Plättchen: behalte 3 von 5
web-player-provisions-choosing = Gezogene Versorgungs-Plättchen: wählt 3 von 5
web-player-face-down = verdeckt
web-player-face-down-tier = verdeckt ({ $tier })
web-tier-moderate = moderat
web-tier-hard = schwierig
web-player-provision-hidden = Verdecktes Versorgungs-Plättchen
web-player-provision-hidden-tier = Verdecktes Versorgungs-Plättchen ({ $tier })
web-player-provision-title = Versorgungs-Plättchen #{ $id }{ $tier ->
    [none] {""}
   *[other] {" "}({ $tier })
} (verdeckt)
web-player-provision-title-active = Versorgungs-Plättchen #{ $id }{ $tier ->
    [none] {""}
   *[other] {" "}({ $tier })
} (aktiv)
web-player-provision-title-pay = : zahle { $cost } oder verliere { $penalty } Punkte
web-player-scrolls = Schriftrollen:
web-player-luxury-goods = Luxuswaren:
web-player-scroll-card = Schriftrolle #{ $id }

## Der Teil des Paschabots am Tisch (solo)

web-solo-summary = { $name } · { $score } Punkte
web-solo-paschabot = Paschabot. Schwierigkeitsgrad: { $difficulty }.
web-solo-lazy = Fauler Paschabot (ohne Tableau, ohne Punkte).
web-solo-row = Bezirksleiste
web-solo-keshis = Keshis
web-solo-material = Stadttore: { $gates } · Strategieplättchen: { $tiles } ({ $deck } verdeckt) · Luxuswaren: { $luxury }
web-solo-bag = Beutel:
web-solo-priority = Prioritätenliste: { $line }

## Das Kamelrennen (Erweiterungsbox)

web-race-title = Kamelrennen
web-race-about = { $steps } Schritte für 1–8 Farben im Zuschauerbereich · Etappenlinie: 1 Waren-Keshi, 1 Kamelmist weg, +{ $dinars } Dinar für das erste Kamel · Ziel +{ $points } Pkt.
web-race-bridge = Brücke
web-race-bridge-cost = { $water ->
    [0] {""}
   *[other] { $water }W
}{ $water ->
    [0] {""}
   *[other] { $dates ->
        [0] {""}
       *[other] +
    }
}{ $dates ->
    [0] {""}
   *[other] { $dates }D
}
web-race-bridge-title = Brücke auf Feld { $space }: zahle { $cost }, um sie zu betreten
web-race-start = Start
web-race-stage = Etappe { $number }
web-race-stage-taken = Etappe { $number } (Dinar vergeben)
web-race-finish = Ziel
web-race-camel = Kamel von { $name } auf Feld { $space }
web-race-podium = Podium
web-race-podium-place = { $name }: Podiumsplatz { $place }
web-race-camel-head = Kamel
web-race-spectators = Zuschauer
web-race-dung-head = Kamelmist (Punktverlust am Ende)
web-race-on-podium = Podium { $place }
web-race-spectator-count = { $n }/{ $max } ({ $colours } Farben)
web-race-dung = { $count } Kamelmist
web-race-dung-penalty = { $count } Kamelmist (−{ $penalty })
web-race-dung-title = { $name }: { $count } Kamelmist
web-race-no-tile = Kein Belohnungs-Plättchen übrig.
web-race-tile = Durchgang { $season } · Belohnungs-Plättchen #{ $tile }
web-race-tile-active = AKTIV · Durchgang { $season } · Belohnungs-Plättchen #{ $tile }
web-race-offer = { $any ->
    [0] { $colour }: { $reward }
   *[other] { $colour } + { $any } andere: { $reward }
}
web-race-discard-dung = 1 Kamelmist abwerfen
web-race-any-resources = { $count } Ressourcen nach Wahl
web-race-steps = { $count ->
    [one] { $count } Schritt: { $tracks }
   *[other] { $count } Schritte: { $tracks }
}
web-race-spectator-bonus = ein Bonus für { $spectators } Zuschauer
web-race-river-tile-bonus = Bonus des Fluss-Plättchens
web-race-area-head = Zuschauerbereich (Kamelrennen) · { $n }/{ $max }
web-race-area-state = Kamel { $camel } · { $dung } Kamelmist · eine neue Farbe läuft { $next }
web-race-in-area = { $count ->
    [one] { $count } Keshi ({ $colour }) im Zuschauerbereich
   *[other] { $count } Keshis ({ $colour }) im Zuschauerbereich
}
web-race-nomads-in-area = { $count ->
    [one] { $count } Nomade im Zuschauerbereich
   *[other] { $count } Nomaden im Zuschauerbereich
}
web-race-area = Zuschauerbereich: { $count } Keshis in { $colours } Farben

## Spezialgebäude und neue Versorgungs-Plättchen (Erweiterungsbox)

web-building = Gebäude #{ $id }
web-building-start = Start: { $resources } + eine gelbe Schriftrolle
web-building-back-no-ability = Rückseite: keine Spezialfähigkeit
web-building-title = { $name }: Start mit einem Keshi ({ $colour }), { $resources } und einer gelben Schriftrolle
web-building-band-front = Spezialgebäude (Vorderseite)
web-building-band-back = Spezialgebäude (Rückseite)
web-building-kept = behalten
web-building-drawn = gezogen: behalte eins
web-building-choosing = wählt eins von zwei gezogenen Gebäuden (verdeckt)
web-start-scrolls-keep = Gezogene gelbe Schriftrollen: behalte eine
web-start-scrolls-passed = Gelbe Schriftrollen nicht behalten (zurück, sobald alle gewählt haben)
web-yellow-scroll = Gelbe Schriftrolle #{ $id }
web-timing-instant = Sofortaktion
web-timing-permanent = dauerhaft
web-timing-round-end = Rundenende
web-timing-season-end = Durchgangsende

## Fehler des Servers in Worten (die Meldungen des Servers selbst sind englisch, für Programme)
web-err-bad-token = Dieser Link gehört zu keinem Platz dieses Spiels, oder sein Zuschauer-Schlüssel ist falsch.
web-err-no-game = Dieses Spiel gibt es auf diesem Server nicht.
web-err-illegal = Das geht jetzt nicht.
web-err-not-your-turn = Du bist nicht am Zug.
web-err-stale = Das Spiel ist inzwischen weitergegangen; die Seite zeigt den jetzigen Stand.
web-err-game-over = Das Spiel ist zu Ende.
web-err-busy = Der Server ist beschäftigt; versuche es gleich noch einmal.
web-err-storage = Der Server konnte das nicht speichern; versuche es gleich noch einmal.
web-err-bad-setup = So lässt sich kein Spiel aufbauen.
web-err-not-found = Nicht gefunden.
web-err-timeout = Die Anfrage hat zu lange gedauert; versuche es noch einmal.
web-err-bad-json = Der Server hat die Anfrage nicht verstanden.
web-err-unknown-field = Der Server hat die Anfrage nicht verstanden.
web-err-too-big = Das ist zu lang.
web-err-rate-limited = Zu viele Anfragen auf einmal; warte einen Moment.
web-err-other = Der Server hat das abgelehnt.
web-err-chat-rate-limited = Nicht gesendet: höchstens einige Chat-Nachrichten alle 10 Sekunden; warte einen Moment.
web-err-chat-too-big = Nicht gesendet: Eine Chat-Nachricht hat höchstens 500 Zeichen.
web-err-chat-bad-json = Nicht gesendet: Die Nachricht ist leer.
web-err-chat-not-your-turn = Spieler und Zuschauer schreiben jeweils in ihrem eigenen Chat.
web-err-replay-game-over = Die Wiederholung öffnet sich, sobald das Spiel zu Ende ist.
web-err-replay-illegal = Die Wiederholung öffnet sich, sobald das Spiel zu Ende ist.
web-err-undo-illegal = Deine letzte Aktion kann nicht mehr zurückgenommen werden.
web-err-hint-busy = Der Server denkt gerade über andere Tipps nach; versuche es gleich noch einmal.
web-err-join-illegal = In diesem Spiel ist kein Platz mehr frei.
web-err-join-game-over = Dieses Spiel ist zu Ende.
web-err-seat-illegal = Dieser Platz kann jetzt nicht übergeben werden.
web-err-seat-bad-token = Nur der Gastgeber kann einen Platz einem Bot geben, und nur sein Inhaber kann ihn zurücknehmen.
web-error-socket-refused = Der Server hat den Link dieser Seite abgelehnt: { $reason }
web-undo-gone-depends = Zurücknehmen geht nicht mehr: Die Wahl eines anderen Spielers oder verdeckte Information hängt von deiner letzten Aktion ab.
web-game-name = Spiel von { $host } · { $players } Spieler{ $modes }
web-game-name-solo = { $host } gegen den Paschabot{ $modes }
web-game-name-solo-lazy = { $host } gegen den faulen Paschabot{ $modes }
web-game-name-someone = Jemand
web-not-found-title = Seite nicht gefunden
web-not-found-text = Unter dieser Adresse gibt es keine Seite.
web-credits = Spielplan-Grafik eigens für diese Ausgabe gezeichnet; einige Symbole von game-icons.net (CC BY 3.0); Überschriften in El Messiri (SIL Open Font License).
web-credits-link = Nachweise
web-hint-not-listed = Die Züge des Tipps sind nicht unter den verbleibenden Möglichkeiten: Lösche deine Wahl (Esc), um sie zu sehen.

## Die geführte erste Partie unter /learn (learn.js).
learn-lobby-title = Neu bei Marrakesh?
learn-lobby-link = Spielen lernen
learn-lobby-note = Eine geführte erste Partie gegen einen Bot: jeder Schritt wird dort erklärt, wo er passiert.
learn-page-title = Spielen lernen
learn-creating = Deine Lernpartie wird vorbereitet …
learn-create-failed = Die Lernpartie ließ sich nicht starten: { $reason }
learn-lesson = Lektion
learn-next = Weiter
learn-show-me = Zeig es mir
learn-do-it = Ausführen
learn-skip = Überspringen
learn-skip-title = Die Lektion beenden und allein weiterspielen
learn-start-over = Lektion neu beginnen
learn-thinking = Suche eine gute Wahl …
learn-other-choice = Du hast anders gewählt: { $what }. Kein Problem, die Lektion geht von hier aus weiter.
learn-suggested = Vorschlag: { $what }
learn-intro = Willkommen! Du spielst einen Durchgang gegen einen gierigen Bot. Jeder neue Schritt wird dort erklärt, wo er passiert: „Zeig es mir“ markiert eine gute Wahl, ein zweiter Klick führt sie aus.
learn-done = Das war ein ganzer Durchgang. Hier endet die Lektion: spiel allein weiter oder beginne oben neu.
learn-d-arrange-storage-keshis = Aufbau: drei Keshis aus dem Beutel kommen auf deine Oasen-Bonusleiste. Jede Oase, die du später aktivierst, deckt ein Feld auf und kann dessen Keshi ins Spiel bringen.
learn-d-orient-audience-disc = Aufbau: dreh die Zuschauer-Scheibe. Sie legt fest, welchen Bonus des Großen Platzes deine Gaukler dreifach, doppelt oder einfach bekommen.
learn-d-activate-provision-tile = Ein Versorgungs-Plättchen wird aufgedeckt: am Ende des Durchgangs bezahlst du, was es zeigt, sonst verlierst du 3 Punkte. Behalte diese Ressourcen im Blick.
learn-d-select-keshis = Wähle geheim drei Keshis hinter deinem Sichtschirm. Jede Farbe schickt einen Assistenten in ihren Bezirk; der Bot wählt gleichzeitig.
learn-d-place-wild-assistant = Rote Keshis sind Joker: wähle den Bezirk, in den der Assistent dieses roten Keshis geht.
learn-d-claim-keshis = Der Würfelturm: nimm bis zu zwei Keshis einer Farbe aus der Turmbasis. Jeder geht in seinen Bezirk; die markierten Stellen zeigen, wohin.
learn-d-deploy-held-keshi = Setze einen der neben dem Spielplan abgelegten Keshis in seinem Bezirk ein.
learn-d-use-assistant = Nutze einen Assistenten: nimm einen neuen Keshi in der Farbe seines Bezirks oder führe mit deinen Keshis dort die Aktion des Bezirks aus.
learn-d-place-entertainer = Stell deinen Gaukler auf ein freies Feld des Großen Platzes. Die Zuschauer-Scheibe sagt, was seine Zuschauer bringen.
learn-d-place-caravan = Schick deinen Karawanenführer in die Sahara: die Startoase bringt Ressourcen oder Punkte, ein Pfad erkundet Oasen, die du aktivieren kannst.
learn-d-place-water-vendor = Ein roter Keshi wurde zum Wasserverkäufer: wähle den Bezirk, in den er geht.
learn-d-goods-colour = Wähle die Farbe deiner Waren-Keshis; mit Waren-Keshis kaufst du im Souk Luxuswaren.
learn-d-keshi-colour = Wähle die Farbe der Keshis, die du nimmst.
learn-d-take-resources = Wähle deine Ressourcen: Wasser, Datteln oder Dinar. Damit bezahlst du die Versorgung und viele Aktionen.
learn-d-extra-step = Du kannst auf dieser Leiste weitere Schritte kaufen oder hier aufhören.
learn-d-line-bonus = Du hast eine Linie überschritten: wähle ihren Bonus.
learn-d-rapid-bonus = Dein Fischer hat eine Stromschnelle passiert: wähle ihren Bonus.
learn-d-souk = Der Souk: tausche Waren-Keshis oder kaufe damit eine Luxusware. Luxuswaren bringen sofort Punkte und zählen am Ende.
learn-d-choose-entertainer = Wähle den Gaukler, dessen Feld seinen Bonus bringt.
learn-d-madrasa = Die Madrasa: kaufe Schriftrollen mit deinen Gelehrten (deinen Keshis hier). Eine Schriftrolle wirkt sofort oder zählt am Spielende.
learn-d-medina = Die Medina: kaufe ein Stadttor und baue es an deiner Stadtmauer.
learn-d-build-gate = Baue das gekaufte Tor auf einem freien Torfeld deiner Stadt.
learn-d-sahara = Die Sahara: aktiviere eine entdeckte Oase mit Dinar. Sie bringt Punkte, und ein Feld deiner Oasen-Bonusleiste wird frei.
learn-d-storage-keshi = Deine neue Oase hat einen Keshi auf deiner Oasen-Bonusleiste freigelegt: setze ihn jetzt ein oder lass ihn liegen.
learn-d-storage-exchange = Gib einen eingesetzten Keshi zurück und nimm einen in einer anderen Farbe.
learn-d-take-scroll = Nimm eine Schriftrolle aus der Auslage.
learn-d-river-tile-option = Dein Flussplättchen bietet eine Wahl: nimm eine seiner Möglichkeiten.
learn-d-provisioning = Versorgung: bezahle, was die Versorgungs-Plättchen des Durchgangs verlangen, sonst verlierst du je unbezahltem Plättchen 3 Punkte.
learn-d-choose-sector-action = Führe eine Bezirksaktion deiner Wahl aus.
learn-d-choose-stair = Wähle die Treppe (Palast oder Moschee), auf der deine Schritte nach oben gehen.
learn-d-date-harvest = Wähle, was aus jeder deiner Datteln wird.
learn-d-return-resources = Gib Ressourcen für Punkte ab oder behalte sie.
learn-e-scroll-taken = Du hast eine Schriftrolle genommen: sie liegt jetzt vor dir. Ihre Wirkung steht darauf; manche zählen erst am Spielende.
learn-e-oasis-discovered = Deine Karawane hat eine Oase entdeckt: mit der Aktion der Sahara kannst du sie aktivieren.
learn-e-oasis-claimed = Du hast eine Oase aktiviert: sie liegt jetzt in deiner Stadt, und ein Feld deiner Oasen-Bonusleiste wurde frei.
learn-e-river-tile-awarded = Du hast ein Flussplättchen bekommen: sein Bonus gehört dir.
learn-e-provisioned = Die Versorgung ist erledigt: bezahlte Ressourcen sind weg, ein unbezahltes Plättchen kostete 3 Punkte.
learn-e-luxury-bought = Du hast eine Luxusware gekauft: ihre Punkte zählen sofort, und am Ende kann sie noch einmal zählen.
learn-e-gate-built = Deine Stadt hat ein neues Tor in ihrer Mauer.
learn-e-season-ended = Der Durchgang wird gewertet: die Tabelle zeigt die Punkte aller nach Herkunft.
learn-more = Weitere Lektionen:
## Die Folgelektion „Solo gegen den Paschabot“ (/learn?lesson=solo).
learn-solo-title = Solo gegen den Paschabot
learn-solo-intro = Solo gegen den Paschabot: er folgt festen Regeln, wartet nie und spielt innerhalb deiner eigenen Züge. Sein erstes Strategieplättchen liegt offen: die Keshis auf seinen Strategieplättchen legen seine Keshi-Priorität fest. Sein Tableau findest du bei den Städten. Jeder seiner Schritte wird erklärt, wenn er zum ersten Mal passiert.
learn-solo-done = Das war ein ganzer Durchgang des Paschabots. Hier endet die Lektion: spiel allein gegen ihn weiter oder beginne oben neu.
learn-solo-d-select-keshis = Wähle deine drei Keshis wie gewohnt. Der Paschabot wählt nicht: er zieht drei Keshis aus seinem Beutel.
learn-solo-d-claim-keshis = Du und der Paschabot nehmt abwechselnd Keshis aus der Turmbasis, der Startspieler zuerst. Du nimmst wie gewohnt; er nimmt nach seiner Prioritätenliste.
learn-solo-e-keshis-selected = Der Paschabot hat drei Keshis aus seinem Beutel gezogen. Zu Beginn eines Durchgangs liegt darin ein Keshi jeder Farbe: eine gezogene Farbe kommt erst im nächsten Durchgang wieder.
learn-solo-e-selection-revealed = Seine drei Keshis sind aufgedeckt. Jeder schickt einen Assistenten auf die Bezirksleiste seiner Farbe auf dem Paschabot-Tableau; ein roter geht in den Bezirk mit der höchsten Keshi-Priorität.
learn-solo-e-assistant-placed = Ein Assistent des Paschabots steht auf dieser Bezirksleiste seines Tableaus. In Phase 3 nutzt er seine Assistenten von oben nach unten.
learn-solo-e-keshis-claimed = Der Paschabot hat nach seiner Prioritätenliste genommen: zuerst einen Keshi, der einen Bezirk vervollständigt, dann zwei einer Farbe, dann seine Keshi-Priorität, dann einen Bezirk mit eigenem Assistenten, dann einen mit deinem.
learn-solo-e-keshi-deployed = Sein Keshi liegt jetzt auf dieser Bezirksleiste; die Leisten füllen sich von rechts nach links, und ein aufgedruckter Bonus, den er abdeckt, zählt sofort. Ein Waren-Keshi geht in seinen Souk: für den Paschabot sind Waren Joker-Waren.
learn-solo-e-assistant-used = Der Paschabot hat einen Assistenten genutzt: mit zwei oder mehr Keshis auf der Leiste führt er die Bezirksaktion aus, mit weniger nimmt er einen neuen Keshi dieser Farbe. Souk und Madrasa haben immer ihre eigene Aktion.
learn-solo-e-scored = Der Paschabot hat gepunktet. Er nimmt nie Wasser, Datteln oder Dinar: jede Ressource, die er bekäme, ist für ihn 1 Punkt.
learn-solo-e-pawn-moved = Palast oder Moschee: seine Figur steigt pro Keshi auf dieser Leiste eine Stufe. Ein neuer Abschnitt bringt ihm 1 Punkt statt eines Dinars, und sein Linien-Bonus sind immer die Punkte.
learn-solo-e-luxury-bought = Sein Souk hat die Luxusware gekauft, die oben auf seinem letzten Strategieplättchen steht (sonst die unten), bezahlt mit beliebigen Waren-Keshis; er bekommt ihre Punkte und 1 Punkt pro abgebildeter Ressource.
learn-solo-e-gate-bought = Seine Medina hat ein Stadttor genommen, ohne Dinar zu zahlen, gewählt nach seiner Liste (zuerst die Keshi-Priorität; rote Tore sind Joker). Dazu bekommt er einen Keshi in der Farbe des Tores.
learn-solo-e-scrolls-discarded = Die Madrasa des Paschabots nimmt keine Schriftrolle: sie entfernt die offenen Schriftrollen einer Sorte aus dem Spiel. Mit 0–2 Gelehrten gehen die grauen, und er bekommt einen Keshi; mit mehr Gelehrten punktet er.
learn-solo-e-fisherman-moved = Fluss: sein Fischer fährt ein Feld pro türkisem Keshi auf seiner Leiste und eines pro Wasserverkäufer auf seinem ganzen Tableau.
learn-solo-e-rapid-bonus-taken = Am Rundenende nimmt der Paschabot den Bonus der Stromschnelle, die sein Fischer zuletzt passiert hat; Ressourcen werden zu Punkten.
learn-solo-e-river-tile-awarded = Der Paschabot hat ein Fluss-Plättchen bekommen. Er nutzt es nach eigenen Regeln: hat er die Wahl, nimmt er die Möglichkeit mit mehr Punkten.
learn-solo-e-strategy-tile-revealed = Ein neues Strategieplättchen, unter die anderen gelegt: seine Keshis ändern die Keshi-Priorität, und seine Luxuswaren kauft der Souk jetzt. Ein Fischer-Symbol bewegt seinen Fischer 3 Felder.
learn-solo-e-season-ended = Der Durchgang wird wie gewohnt gewertet; die Versorgung übergeht der Paschabot. Vor dem nächsten Durchgang kommt wieder ein Keshi jeder Farbe in seinen Beutel, und ein neues Strategieplättchen wird aufgedeckt.
## Die Folgelektion „Das Kamelrennen“ (/learn?lesson=camel-race).
learn-camel-race-title = Das Kamelrennen
learn-camel-race-intro = Das Kamelrennen: jedes Mal, wenn du einen Keshi erhältst, darfst du ihn statt auf dein Tableau in deinen Zuschauerbereich an der Rennstrecke setzen; dann läuft dein Kamel sofort. Jeder neue Schritt des Rennens wird erklärt, wenn er zum ersten Mal passiert.
learn-camel-race-done = Das war ein Durchgang des Kamelrennens. Am Spielende bringen die Podiumsplätze 16, 8, 4 und 2 Punkte, und Kamelmist kostet Punkte. Spiel allein weiter oder beginne oben neu.
learn-camel-race-d-keshi-destination = Ein Keshi, den du erhalten hast: setze ihn wie gewohnt auf dein Tableau oder in deinen Zuschauerbereich (kein Waren-Keshi). Dort läuft dein Kamel sofort: je mehr verschiedene Farben im Bereich, desto mehr Schritte.
learn-camel-race-d-camel-bridge = Vor dir liegt eine Brücke: bezahle das Wasser und die Datteln, die sie zeigt, und dein Kamel läuft weiter, oder bleib davor stehen; die übrigen Schritte verfallen.
learn-camel-race-d-camel-rewards = Die Belohnungsphase: das aktive Belohnungs-Plättchen zeigt Keshi-Kombinationen. Gib solche Keshis aus deinem Zuschauerbereich zurück, um seine Belohnungen zu kaufen, so oft du zahlen kannst, oder hör auf.
learn-camel-race-e-spectator-placed = Ein Keshi ging in einen Zuschauerbereich. Dort bleibt er, bis er in der Durchgangswertung eine Belohnung kauft.
learn-camel-race-e-camel-moved = Ein Kamel lief: 1 Schritt für 1 Farbe in seinem Zuschauerbereich, 2 für 2–4 Farben, 3 für 5–6, 4 für 7–8.
learn-camel-race-e-camel-stopped = Ein Kamel blieb vor einer Brücke stehen: die Brücke wurde nicht bezahlt, die übrigen Schritte verfallen.
learn-camel-race-e-stage-line-crossed = Eine Etappenlinie: wer sie überquert, bekommt einen Waren-Keshi nach Wahl und wirft 1 Kamelmist ab; das erste Kamel darüber bekommt dazu 1 Dinar.
learn-camel-race-e-camel-finished = Über die Ziellinie: sofort 5 Punkte und der höchste freie Podiumsplatz; das Podium zahlt am Spielende.
learn-camel-race-e-dung-taken = Die Belohnungsphase, nach der Flusswertung: jedes Kamel hinter dem führenden bekommt 1 Kamelmist pro Linie zwischen ihnen. Kamelmist kostet am Ende Punkte (1: −2, 2: −4, 3: −7 …).
learn-camel-race-e-dung-discarded = Ein Kamelmist wurde abgeworfen.
learn-camel-race-e-spectators-returned = Zuschauer gingen aus einem Zuschauerbereich zurück, um eine Belohnung des aktiven Belohnungs-Plättchens zu kaufen.
learn-camel-race-e-reward-tile-discarded = Das aktive Belohnungs-Plättchen verlässt die Rennstrecke; das nächste im Stapel gilt im nächsten Durchgang.
learn-camel-race-e-season-ended = Der Durchgang wird gewertet: die Belohnungsphase des Rennens kam nach der Flusswertung und vor der Versorgung. Die Kamele bleiben für den nächsten Durchgang stehen.

## Die Analyse einer beendeten Partie (/g/ID/review?player=K, review.js)
web-review-title = Analyse der Partie { $game }
web-review-to-replay = Wiederholung
web-review-of = Wie { $name } gespielt hat: die Analyse des starken Bots
web-review-computing = Der starke Bot analysiert die Partie …
web-review-queued = Wartet auf die Analysen davor …
web-review-progress = Entscheidung { $done } von { $total } bewertet
web-review-failed = Die Analyse ist fehlgeschlagen. Lade die Seite neu, um es noch einmal zu versuchen.
web-review-summary = Endstand { $score }. { $count } Entscheidungen bewertet; der Bot stimmte { $agreed } zu; { $marked } markiert (mindestens { $threshold } erwartete Punkte verloren); insgesamt { $lost } erwartete Punkte verloren.
web-review-chart = Erwarteter Endstand im Lauf der Partie
web-review-chart-steps = Schritt der Partie (von { $total })
web-review-legend-chosen = was gespielt wurde
web-review-legend-best = das Beste des Bots
web-review-legend-marked = eine markierte Entscheidung
web-review-final = Endstand { $score }
web-review-marked-title = Markierte Entscheidungen (die teuersten zuerst)
web-review-none-marked = Keine Entscheidung hat { $threshold } oder mehr erwartete Punkte gekostet.
web-review-all-title = Alle Entscheidungen
web-review-step = Schritt { $step }
web-review-marked = markiert
web-review-chosen = Gespielt: { $chosen } (erwarteter Endstand { $value })
web-review-best = Der Bot: { $best } (erwarteter Endstand { $value })
web-review-agreed = Der Bot hätte dasselbe getan.
web-review-lost = { $points } erwartete Punkte verloren
web-review-open-replay = Die Wiederholung bei diesem Schritt öffnen
web-score-review = Analyse
web-score-review-link = Analyse von { $name }
web-err-review-game-over = Die Analyse gibt es, sobald die Partie zu Ende ist.
## Schnelles Spiel: Fremde in der Warteschlange des Servers (quick.js)
web-lobby-mode-quick = Schnelles Spiel
web-lobby-mode-quick-note = mit anderen, die gerade warten
web-lobby-start-quick = Mitspieler suchen
web-quick-waiting = Suche Mitspieler… { $queued } von { $players } warten
web-quick-note = Lass diese Seite offen: Der Tisch öffnet sich, sobald genug Spieler mit denselben Optionen warten.
web-quick-cancel = Abbrechen
web-quick-found = Spiel gefunden: der Tisch öffnet sich…
web-quick-failed = Schnelles Spiel fehlgeschlagen: { $reason }
web-quick-expired = Dein Platz in der Warteschlange ist verfallen (die Seite hat eine Weile nicht nachgefragt). Drücke »Schnelles Spiel«, um wieder zu warten.

## Die tägliche Solo-Herausforderung in der Lobby (daily.js).
web-daily-title = Tagesherausforderung vom { $day }
web-daily-note = Solo gegen den Paschabot (normale Schwierigkeit): Heute spielen alle denselben Aufbau, ein Versuch pro Konto. Der Tag endet um { $ends }.
web-daily-hash = Fingerabdruck des Aufbaus { $hash }…
web-daily-play = Heutige Herausforderung spielen
web-daily-yours = Du hast heute gespielt: deine Partie
web-daily-sign-in = Melde dich an, um die Tagesherausforderung zu spielen.
web-daily-none = Noch hat niemand gespielt.
web-daily-rank = Platz
web-daily-name = Spieler
web-daily-score = Punkte
web-daily-playing = spielt noch
web-daily-before = Die Herausforderung vom { $day }: Tabelle und Wiederholungen
web-daily-seed = Ihr Seed: { $seed }
web-err-already-played = Du hast die heutige Herausforderung schon gespielt: ein Versuch pro Tag.
web-err-signed-out = Melde dich zuerst an.
web-err-not-yet = Das öffnet sich, wenn der Tag vorbei ist.
web-leaderboard-title = Rangliste
web-leaderboard-note = Gewertet (Weng-Lin) werden Spiele zu 2–4, in denen jeder Platz einem Konto gehört (kein Bot, kein Gast): geordnet nach der vorsichtigen Wertung, Mittel − 3 × Unsicherheit.
web-leaderboard-rank = Rang
web-leaderboard-player = Spieler
web-leaderboard-rating = Wertung
web-leaderboard-games = Gewertete Spiele
web-leaderboard-empty = Noch kein gewertetes Spiel.
web-player-rating = Wertung { $rating } · { $games ->
    [one] { $games } gewertetes Spiel
   *[other] { $games } gewertete Spiele
}
web-player-unrated = Noch kein gewertetes Spiel
web-seat-rating = Wertung von { $name }: { $rating }
web-rated-game = Gewertet
web-rated-game-note = Dieses Spiel zählt für die Wertung: Jeder Platz gehört einem Konto, keiner einem Bot oder Gast.
