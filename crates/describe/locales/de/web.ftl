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
