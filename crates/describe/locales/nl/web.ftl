# web (nl): de teksten van de server voor mensen en de eigen teksten van de browserpagina.

## Server: namen van bots, logregels die geen gebeurtenis zijn

web-bot-greedy = Gretige bot
web-bot-random = Willekeurige bot
web-bot-strong = Sterke bot
web-bot-other = Bot „{ $kind }”
web-log-bot = { $line } (bot)
web-log-time-limit = { $line } (tijdslimiet: een bot heeft gekozen)
web-log-moves = { $name } heeft gezet
web-log-takes-back = { $count ->
    [one] { $name } neemt een actie terug
   *[other] { $name } neemt { $count } acties terug
}

## De pagina: taalkeuze, spelregelpagina

web-language = Taal
web-loading = Laden…
web-rules-title = Spelregeloverzicht
web-rules-intro = Korte teksten naar de spelregels; citaten zijn de woorden van het spelregelboek. In een spel toont het ? naast een beslissing de regels van die beslissing.
web-rules-contents = Inhoud
web-rules-failed = De spelregels konden niet van de server worden geladen.
