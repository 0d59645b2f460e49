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

## De spelpagina: verbinding, kopregel, opdracht en keuzes

web-status-connecting = Verbinden…
web-status-online = Verbonden
web-status-reconnecting = Opnieuw verbinden…
web-status-offline = Offline
web-status-refused = Niet verbonden
web-loading-game = Het spel wordt geladen…
web-error-unreachable = De server is niet bereikbaar.
web-error-no-catalog = De server heeft de materiaalcatalogus niet gestuurd.
web-error-no-seat = Deze browser heeft geen plaats in dit spel. Open de uitnodigingslink die je hebt gekregen, of een toeschouwerslink.
web-error-no-game = Er is geen spel { $game } op deze server.
web-error-bad-link = Deze link opent geen plaats in dit spel ({ $reason }).
web-error-refused = De server heeft deze pagina geweigerd: { $reason }
web-error-no-answer = De server heeft niet geantwoord.
web-open-held-seat = Open de plaats van deze browser
web-back-to-lobby = Terug naar de lobby
web-table = Speltafel
web-since-last-turn = Sinds je laatste beurt
web-last-moves = Laatste zetten
web-earlier-in-log = … { $count } eerder in het logboek
web-your-choices = Jouw keuzes
web-choices = Keuzes
web-spectating = Toekijken
web-spectating-waiting = Je kijkt toe. { $waiting }
web-game-log = Logboek van het spel
web-log = Logboek
web-new-moves = Nieuwe zetten ↓
web-round-header = Seizoen { $season }/{ $seasons } · Ronde { $round }/{ $rounds } · { $phase } · startspeler { $start }
web-name-you = { $name } (jij)
web-seat = P{ $seat }
web-tab-board = Speelbord
web-tab-city = Stad
web-tab-players = Spelers
web-tab-log = Logboek en chat
web-cities = Steden
web-show-city = Toon de stad van { $name }
web-views = Weergaven
web-your-turn = Jij bent aan de beurt
web-game-over = Het spel is voorbij.
web-winners = { $count ->
    [one] { $names } wint met { $points } punten.
   *[other] { $names } winnen met { $points } punten.
}
web-decision-waiting = Er wacht een beslissing op je.
web-waiting-for = Wachten op { $list }.
web-waiting-seat = { $name } ({ $what })
web-remove-choice = Deze keuze weghalen
web-no-effect = geen effect
web-no-effect-paren = (geen effect)
web-choices-left = { $count ->
    [one] { $count } keuze over: zie de lijst
   *[other] { $count } keuzes over: zie de lijst
}
web-chosen-so-far = Tot nu toe gekozen:
web-clear = wissen (Esc)
web-undo = Ongedaan maken
web-undo-title = Je laatste actie terugnemen (u)
web-undo-gone-other = Ongedaan maken kan niet meer: een andere speler heeft intussen gespeeld.
web-undo-gone-revealed = Ongedaan maken kan niet meer: je laatste actie heeft iets onthuld of willekeurig getrokken.
web-hint = Tip
web-hint-title = Vraag de sterke bot om zijn drie beste zetten (alleen op basis van wat jij ziet)
web-thinking = Denkt na…
web-hint-share = ({ $share }% van de zoektocht, aan het eind ongeveer { $points } punten)
web-hint-share-solo = ({ $share }% van de zoektocht; aan het eind jij ongeveer { $points }, de Paschabot ongeveer { $paschabot })
web-hint-none = Nu geen tip.
web-hint-no-answer = Geen tip: de server heeft niet geantwoord.
web-help-title = De regels van deze beslissing
web-all-rules = Alle regels
web-sending = Verzenden…
web-over-scorepad = Het spel is voorbij: het scoreblok staat in de kolom van het logboek.
web-spectators-no-choices = Toeschouwers hebben geen keuzes.
web-nothing-to-choose = Nu valt er niets te kiezen.
web-filtered = { $count } van { $all } (gefilterd op je keuze tot nu toe)
web-choices-count = { $count ->
    [one] { $count } keuze · cijfers 1–9 kiezen, Esc wist, u neemt terug
   *[other] { $count } keuzes · cijfers 1–9 kiezen, Esc wist, u neemt terug
}
web-narrow-hint = Klik op de gemarkeerde plekken op het bord om de keuze te beperken.
web-show-all = Alle { $count } keuzes tonen
web-crowd-online = { $name }: online
web-crowd-away = { $name }: afwezig
web-crowd-bot-mark = (bot)
web-crowd-bot = { $name }: bot
web-watching = { $count ->
    [one] { $count } kijkt toe
   *[other] { $count } kijken toe
}
web-season-end = Einde van seizoen { $season }
web-season-by-source = punten van dit seizoen per bron
web-season-close = Het overzicht van het seizoen sluiten

## Wat een andere plaats nu beslist, in neutrale woorden (nooit „jouw …”)

web-waiting-arrange-storage-keshis = legt keshi's op het oasespoor
web-waiting-orient-audience-disc = draait de publieksschijf
web-waiting-activate-provision-tile = draait een provisietegel om
web-waiting-select-keshis = kiest in het geheim keshi's
web-waiting-place-wild-assistant = plaatst de rode assistent
web-waiting-claim-keshis = kiest keshi's
web-waiting-deploy-held-keshi = plaatst een keshi
web-waiting-use-assistant = gebruikt een assistent
web-waiting-place-entertainer = plaatst de jongleur
web-waiting-place-caravan = plaatst de karavaan
web-waiting-place-water-vendor = plaatst de waterverkoper
web-waiting-goods-colour = kiest de kleur van goederenkeshi's
web-waiting-keshi-colour = kiest de kleur van keshi's
web-waiting-take-resources = kiest grondstoffen
web-waiting-date-harvest = oogst dadels
web-waiting-extra-step = koopt extra stappen
web-waiting-line-bonus = kiest een verbindingsbonus
web-waiting-rapid-bonus = kiest de bonus van een stroomversnelling
web-waiting-souk = is in de soek
web-waiting-choose-entertainer = kiest een jongleur
web-waiting-madrasa = koopt perkamentrollen
web-waiting-medina = koopt stadspoorten
web-waiting-build-gate = bouwt een stadspoort
web-waiting-sahara = activeert oasen
web-waiting-claim-free-oases = activeert gratis oasen
web-waiting-bonus-oasis = neemt een overgebleven oase
web-waiting-storage-keshi = beslist over een keshi van het oasespoor
web-waiting-storage-exchange = ruilt een keshi
web-waiting-take-scroll = neemt een perkamentrol
web-waiting-choose-sector-action = kiest een wijkactie
web-waiting-choose-stair = kiest een trap
web-waiting-score-oasis = waardeert een oase
web-waiting-return-for-oasis = levert grondstoffen in voor een oase
web-waiting-return-resources = levert grondstoffen in voor punten
web-waiting-river-tile-option = kiest een optie van de riviertegel
web-waiting-provisioning = betaalt de bevoorrading
web-waiting-luxury-discount = kiest een goederenkeshi om te besparen
web-waiting-choose-desert-town = kiest een woestijnstad
web-waiting-free-scroll = neemt een gratis perkamentrol
web-waiting-free-luxury = neemt een gratis luxegoed
web-waiting-free-gate = neemt een gratis stadspoort
web-waiting-falcon-keshi = levert een keshi in voor een jachtvalk
web-waiting-discounted-oasis = activeert een oase met korting
web-waiting-swap-resources = ruilt grondstoffen
web-waiting-field-bonus = kiest een bonus van het Groot Plein
web-waiting-choose-building = kiest een speciaal gebouw
web-waiting-choose-start-scroll = kiest een startperkamentrol
web-waiting-library-stack = doorzoekt een stapel perkamentrollen
web-waiting-library-scroll = neemt een perkamentrol van de stapel
web-waiting-barracks-gate = neemt een stadspoort
web-waiting-pavilion-luxury = neemt een tajine
web-waiting-choose-provision-tiles = houdt provisietegels
web-waiting-provision-field-bonus = kiest een bonus van het Groot Plein
web-waiting-provision-exchange = ruilt een keshi
web-waiting-exchanged-keshi = neemt een keshi in ruil
web-waiting-provision-nomad-move = verplaatst een nomade
web-waiting-place-nomad = plaatst een nomade
web-waiting-keshi-destination = plaatst een keshi van de kamelenrace
web-waiting-camel-bridge = betaalt een brug
web-waiting-camel-rewards = koopt beloningen van de kamelenrace
web-waiting-split-steps = verdeelt stappen
web-waiting-spectator-bonus = kiest een bonus van het Groot Plein
web-waiting-camel-river-option = kiest een bonus van de riviertegel
web-waiting-other = beslist

## De chat, namen, plaatsen die stil vielen, beurtmeldingen

web-chat = Chat
web-chat-players = { $count ->
    [0] Spelers
   *[other] Spelers ({ $count })
}
web-chat-spectators = { $count ->
    [0] Toeschouwers
   *[other] Toeschouwers ({ $count })
}
web-chat-mute = Dempen
web-chat-unmute = Niet meer dempen
web-chat-messages = Berichten
web-chat-message = Bericht
web-chat-send = Versturen
web-chat-to-players = Schrijf aan de spelers…
web-chat-to-spectators = Schrijf aan de andere toeschouwers…
web-chat-note-spectator = Toeschouwers lezen de chat van de spelers; schrijf in de chat van de toeschouwers.
web-chat-note-seat = De chat van de toeschouwers: spelers lezen mee.
web-chat-muted = { $count ->
    [0] De chat is gedempt.
    [one] De chat is gedempt ({ $count } bericht).
   *[other] De chat is gedempt ({ $count } berichten).
}
web-chat-none-players = Nog geen bericht van de spelers.
web-chat-none-spectators = Nog geen bericht van de toeschouwers.
web-chat-rate = Niet verstuurd: wacht even (hooguit een paar berichten per 10 seconden).
web-your-name = Je naam
web-name-at-table = Je naam aan deze tafel
web-save = Opslaan
web-name-too-long = Een naam heeft hooguit 24 tekens.
web-name-chars = Alleen letters, cijfers, spaties en leestekens.
web-seat-bot-mine = Een bot speelt je plaats terwijl je weg was.
web-seat-take-back = Mijn plaats terugnemen
web-seat-bot-other = De plaats van { $name } wordt door een bot gespeeld ({ $bot }).
web-seat-give-back = Teruggeven
web-seat-away-wait = { $name } is afwezig: je kunt de plaats over { $time } aan een bot geven.
web-seat-away = { $name } is afwezig.
web-seat-hand-to-bot = De plaats aan een bot geven
web-min-sec = { $min } min { $sec } s
web-sec = { $sec } s
web-alert-title = Marrakesh: jij bent aan de beurt
web-alert-body = Er wacht een beslissing op je.
web-alerts-on = Meldingen: aan
web-alerts-off = Meldingen: uit
web-alerts-title = Meld het als ik aan de beurt ben en dit tabblad op de achtergrond staat
web-alerts-blocked = Meldingen zijn geblokkeerd in de instellingen van deze browser
web-sound-on = Geluid: aan
web-sound-off = Geluid: uit
web-sound-title = Een kort geluid als ik aan de beurt ben

## De lobby

web-lobby-tagline = Het bordspel van Stefan Feld, in je browser
web-lobby-new-game = Nieuw spel
web-lobby-name-placeholder = zichtbaar voor de andere spelers
web-lobby-name-kept = Bewaard in deze browser.
web-lobby-mode-bots = Tegen bots
web-lobby-mode-bots-note = jij en 1–3 computerspelers
web-lobby-mode-solo = Solo tegen de Paschabot
web-lobby-mode-solo-note = de solotegenstander, met moeilijkheidsgraad
web-lobby-mode-friends = Met vrienden
web-lobby-mode-friends-note = uitnodigingslinks, één per plaats
web-lobby-players = Spelers
web-lobby-seat = Plaats { $seat }
web-lobby-seat-lower = plaats { $seat }
web-lobby-seat-you = Plaats 1: jij.
web-lobby-seat-friend = een vriend (uitnodigingslink)
web-lobby-seat-greedy = gretige bot (snel)
web-lobby-seat-strong = sterke bot (denkt ongeveer 1 s per zet)
web-lobby-seat-random = willekeurige bot
web-lobby-public = Toon het onder „Open spellen” zodat iedereen een vrije plaats kan nemen
web-lobby-turn-limit = Tijd per beslissing
web-lobby-no-limit = geen limiet
web-lobby-minutes = { $count ->
    [one] { $count } minuut
   *[other] { $count } minuten
}
web-lobby-days = { $count ->
    [one] { $count } dag
   *[other] { $count } dagen
}
web-lobby-turn-limit-note = daarna neemt een bot die ene beslissing
web-lobby-lazy = Luie Paschabot (zonder bord; je speelt voor een titel)
web-lobby-difficulty = Moeilijkheidsgraad (niet voor de luie Paschabot)
web-difficulty-no-extra-tiles = Makkelijker: geen extra strategietegels
web-difficulty-complete-sectors-only = Makkelijker: hij telt alleen compleet gevulde wijken
web-difficulty-main-square-once = Makkelijker: bonus van het Groot Plein één keer
web-difficulty-no-fisherman-moves = Makkelijker: de visser beweegt niet
web-difficulty-expensive-gates = Moeilijker: de duurste stadspoorten
web-difficulty-main-square-four = Moeilijker: bonus van het Groot Plein 4 keer
web-difficulty-storage-keshis = Moeilijker: keshi's van het oasespoor
web-lobby-options = Opties: editie, toren, riviertegels, modules (kamelenrace…)
web-lobby-edition = Editie
web-lobby-classic = Classic
web-lobby-essential = Essential
web-lobby-tower = Toren
web-lobby-tower-b1 = Laag B1 (houdt een paar keshi's tegen)
web-lobby-tower-b2 = Laag B2 (houdt er meer tegen)
web-lobby-tower-none = Geen laag
web-lobby-river-tiles = Riviertegels
web-lobby-river-random = Willekeurig getrokken
web-lobby-river-first = Eerste spel: 01, 03, 05
web-lobby-base-modules = Modules van de basisdoos
web-lobby-expansion-modules = Modules van de uitbreidingsdoos
web-module-staircase-tiles = Trapfiches
web-module-imam-sultan = Imam & Sultan
web-module-exchange-offices = Extra wisselkantoren
web-module-spectators = Publiek (paarse schijf)
web-module-desert-towns = Woestijnsteden
web-module-camel-race = Kamelenrace (racebaan, toeschouwersvakken, kamelenmest, beloningstegels)
web-module-new-luxury-goods = Nieuwe luxegoederen (jachtvalken, racezadels)
web-module-new-oases = Nieuwe oasen 31–36 (elk met de module die het nodig heeft)
web-module-nomads = Nomaden (nomadenbord, elke ronde een nomade in de basis van de kubustoren)
web-module-special-buildings = Speciale gebouwen (2 trekken, 1 houden; een keuze uit gele perkamentrollen)
web-module-new-provisions = Nieuwe provisietegels (3 + 1 gematigde + 1 moeilijke trekken, 3 houden)
web-lobby-building-side = Zijde van de speciale gebouwen
web-lobby-building-front = Voorkant (start en vaardigheid)
web-lobby-building-back = Achterkant (alleen start)
web-lobby-solo-buildings = Solo: de speciale gebouwen spelen met hun achterkant (de Paschabot gebruikt alleen de achterkant).
web-lobby-start = Het spel starten
web-lobby-start-solo = Het solospel starten
web-lobby-start-friends = Het spel en de uitnodigingslinks maken
web-lobby-create-failed = Het spel kon niet worden gemaakt: { $reason }
web-lobby-your-games = Jouw spellen
web-lobby-open-games = Open spellen
web-lobby-invite = Nodig je vrienden uit
web-lobby-invite-note = Stuur elke vriend een eigen link (dat is zijn plaats: houd hem geheim).
web-lobby-spectators = Toeschouwers
web-lobby-copy = Kopiëren
web-lobby-copied = Gekopieerd
web-lobby-enter = Naar de tafel
web-lobby-no-games = Nog geen in deze browser.
web-lobby-over = voorbij
web-lobby-waiting = wacht op anderen
web-lobby-not-found = niet gevonden
web-lobby-replay = herhaling
web-lobby-no-open = Geen spel wacht op spelers. Spellen „met vrienden” die open zijn gemarkeerd, verschijnen hier.
web-lobby-join = Meedoen
web-lobby-free-seats = { $count ->
    [one] { $count } vrije plaats
   *[other] { $count } vrije plaatsen
}
web-lobby-cannot-join = Meedoen lukt niet
web-lobby-open-unavailable = De lijst met open spellen is niet beschikbaar.
web-account-note = Optioneel: met een account vind je je spellen op elk apparaat.
web-account-name = Naam
web-account-password = Wachtwoord
web-account-sign-in = Inloggen
web-account-sign-up = Account aanmaken
web-account-sign-out = Uitloggen
web-account-signed-in = Ingelogd als { $name }
web-err-account-bad-credentials = De naam of het wachtwoord klopt niet.
web-err-account-name-taken = Er is al een account met deze naam.
web-err-account-bad-password = Een wachtwoord heeft minstens 8 tekens nodig.
web-err-account-rate-limited = Te veel mislukte pogingen: probeer het over 15 minuten opnieuw.
web-account-my-page = Jouw resultaten
web-passkey-sign-in = Inloggen met een passkey
web-passkey-sign-up = Account aanmaken met een passkey
web-passkey-add = Passkey toevoegen
web-passkey-added = Passkey toegevoegd: daarmee log je op dit apparaat in.
web-err-passkey-cancelled = Er is geen passkey gebruikt (het venster werd gesloten, of dit apparaat heeft er geen voor deze site).
web-err-passkey-name-needed = Vul eerst een naam voor het nieuwe account in.
web-err-passkey-name-taken = Er is al een account met deze naam.
web-err-passkey-no-passkey = Geen account met deze naam heeft een passkey.
web-err-passkey-passkey-not-accepted = De passkey werd niet aanvaard.
web-err-passkey-passkey-taken = Deze passkey hoort al bij een account.
web-err-passkey-ceremony-expired = Dat duurde te lang: probeer het opnieuw.
web-err-passkey-no-host-name = Passkeys hebben deze server nodig onder zijn naam (zoals localhost), niet onder zijn nummer.
web-player-record = { $played ->
    [one] 1 voltooid spel
   *[other] { $played } voltooide spellen
}, { $won } gewonnen ({ $rate })
web-player-group = Spel
web-player-played = Gespeeld
web-player-win-rate = Winstpercentage
web-player-mean = Gemiddelde score
web-player-best = Beste score
web-player-games = Voltooide spellen
web-player-no-games = Nog geen voltooid spel.
web-player-score = { $score } punten
web-player-won = gewonnen
web-player-players = { $count } spelers
web-label-game = Spel { $game }
web-label-joined = Meegedaan: spel { $game }
web-label-solo = Solo tegen de Paschabot
web-label-solo-lazy = Solo tegen de luie Paschabot
web-label-you = jij
web-label-friend = vriend
web-label-bot-greedy = gretige bot
web-label-bot-strong = sterke bot
web-label-bot-random = willekeurige bot

## De herhaling

web-replay-title = Herhaling van spel { $game }
web-replay-controls = Bediening van de herhaling
web-replay-first = Eerste stap
web-replay-back = Stap terug
web-replay-next = Stap vooruit
web-replay-last = Laatste stap
web-replay-step-label = Stap
web-replay-jump = Ga naar
web-replay-jump-season = Naar een seizoen gaan
web-replay-jump-to = Ga naar…
web-replay-season = Seizoen { $season }
web-replay-final = Eindstand
web-replay-table = De tafel bij deze stap
web-replay-log = Logboek tot deze stap
web-replay-step = Stap { $step } van { $total }
web-replay-season-round = Seizoen { $season } · Ronde { $round }
web-replay-unavailable = De herhaling is niet beschikbaar ({ $status }).

## Scoretabellen en de koppen van het logboek

web-score-source = Bron
web-score-season-total = Totaal van het seizoen
web-score-no-points = Geen punten dit seizoen.
web-score-pad = Scoreblok
web-score-total = Totaal
web-score-left = ({ $count } over)
web-score-race = (podium { $podium }, mest { $dung })
web-log-round = Seizoen { $season }, ronde { $round }
web-log-season-scoring = Seizoen { $season }, seizoenstelling

## De categorieën van het scoreblok, zoals de spelregels de bronnen noemen (001 "Puntentelling")

web-category-start = Startpunten
web-category-deployment = Plaatsingsbonussen
web-category-river = Rivier (pier en stappen daarna)
web-category-staircases = Paleis- en moskeetrap
web-category-main-square = Groot Plein
web-category-luxury-goods = Luxegoederen
web-category-city-gates = Stadspoorten
web-category-scrolls = Perkamentrollen
web-category-oases-during-game = Oasen tijdens het spel
web-category-rapids = Stroomversnellingen
web-category-river-tiles = Riviertegels
web-category-provisioning = Bevoorrading
web-category-complete-sectors = Compleet gevulde wijken
web-category-oases = Oasefiches
web-category-resources = Overgebleven grondstoffen
web-category-exchange-offices = Wisselkantoren
web-category-desert-towns = Woestijnsteden
web-category-paschabot = Wijkacties en waterverkopers van de Paschabot
web-category-paschabot-sectors = Wijksporen van de Paschabot (keshi's × strategiesymbolen)
web-category-camel-race = Kamelenrace
web-category-other = Overige punten

## Korte woorden op de borden

web-short-points = { $count ->
    [one] { $count } pt
   *[other] { $count } ptn
}
web-short-water = { $count } water
web-short-dates = { $count ->
    [one] { $count } dadel
   *[other] { $count } dadels
}
web-short-dinars = { $count ->
    [one] { $count } dinar
   *[other] { $count } dinars
}
web-short-free = gratis
web-short-any-resources = { $count ->
    [one] { $count } grondstof
   *[other] { $count } grondstoffen
}
web-short-goods = { $count } goederen
web-short-goods-keshis = { $count } goederenkeshi's
web-short-keshi = keshi ({ $colour })
web-short-any-keshis = { $count ->
    [one] willekeurige keshi
   *[other] { $count } gelijke keshi's
}
web-short-river-steps = { $count ->
    [one] { $count } stap rivier
   *[other] { $count } stappen rivier
}
web-short-stair-steps = { $count ->
    [one] { $count } stap { $stair ->
        [palace] paleis
       *[mosque] moskee
    }
   *[other] { $count } stappen { $stair ->
        [palace] paleis
       *[mosque] moskee
    }
}
web-short-either-stair = { $count ->
    [one] { $count } stap trap
   *[other] { $count } stappen trap
}
web-short-stair-steps-any = { $count } stappen trap
web-short-per-gate = { $count } pt per poort
web-short-per-keshi = { $count } pt per { $colour }
web-short-sector-action = wijkactie
web-short-leftover-oasis = overgebleven oase
web-short-water-vendor = waterverkoper
web-short-crocodile-start = start bij de krokodil
web-short-goods-set = 1 goederenkeshi van elke kleur
web-short-keshi-of = 1 keshi: { $colours }
web-short-free-oases = { $count ->
    [one] { $count } gratis oase
   *[other] { $count } gratis oasen
}
web-short-square-actions = { $count }× Groot Plein
web-short-per-keshi-resources = { $resources } per { $colour }
web-short-per-keshis = 1 pt per { $divisor } keshi's
web-short-per-luxury-good = { $count } pt per luxegoed
web-river-ranked = 1e { $first }; 2e { $second }
web-river-choice = { $a } of { $b }
web-falcon-exchange-keshi = keshi ruilen
web-falcon-swap-resources = grondstoffen ruilen
web-falcon-square-bonus = pleinbonus ×{ $times }
web-falcon-steps = { $count } stappen
web-falcon-nomad = een nomade

## Keshi-letters: twee letters op elke keshi (een aanwijzing naast de kleur)

web-letter-turquoise = Tq
web-letter-green = Gn
web-letter-gray = Gr
web-letter-white = Wi
web-letter-black = Zw
web-letter-pink = Ro
web-letter-beige = Be
web-letter-brown = Br
web-letter-red = Rd
web-letter-yellow = Ge
web-letter-purple = Pa
web-letter-orange = Or
web-letter-nomad = No

## Het speelbord

web-board-main = Speelbord
web-board-river = Rivier Tensift
web-board-croc = kroko
web-board-river-space = Rivierveld { $space }
web-board-river-space-crocodile = Rivierveld { $space } (krokodil)
web-board-rapid = Stroomversnelling { $number }: { $bonus }
web-board-jetty = Pier
web-board-fisherman = { $name }: visser op veld { $space }
web-board-fisherman-jetty = { $name }: visser op de pier
web-board-space = veld { $space }
web-board-palace-track = Paleis (witte edelen)
web-board-mosque-track = Moskee (zwarte geestelijken)
web-board-staircase = { $stair ->
    [palace] paleistrap
   *[mosque] moskeetrap
}
web-board-sultan-on-step = Sultan op trede { $step }
web-board-imam-on-step = Imam op trede { $step }
web-board-pawn-step = { $name } op trede { $step } van de { $stair ->
    [palace] paleistrap
   *[mosque] moskeetrap
}
web-board-pawn-step-sultan = { $name } op trede { $step } van de paleistrap, met de sultan
web-board-pawn-step-imam = { $name } op trede { $step } van de moskeetrap, met de imam
web-board-line-bonuses = Verbindingsbonussen (een drempel overschreden: de lijn tussen je twee speelstukken)
web-board-palace-side = Paleiskant
web-board-mosque-side = Moskeekant
web-board-between-staircases = Tussen de trappen
web-board-line-space-tile = { $space } · fiche { $tile }
web-board-line-space = Verbindingsveld { $space } ({ $group }): { $bonus }
web-board-staircases = Paleis- en moskeetrap, verbindingsbonussen
web-board-tower-base = Basis van de kubustoren
web-board-in-tower-base = { $count } × { $colour } in de basis van de kubustoren
web-board-nomad-base-short = nomade ×1 · bord { $supply }
web-board-no-nomad-short = geen nomade · bord { $supply }
web-board-nomad-base = Er staat een nomade in de basis van de kubustoren; { $supply } op het nomadenbord
web-board-no-nomad = Geen nomade in de basis van de kubustoren; { $supply } op het nomadenbord
web-board-madrasa = Madrassa (perkamentrollen)
web-board-stack = stapel { $count }
web-board-scroll = Perkamentrol #{ $id } ({ $ty ->
    [gray] grijs
    [yellow] geel
    [pink] roze
   *[orange] oranje
}): { $scholars ->
    [one] { $scholars } geleerde
   *[other] { $scholars } geleerden
}, { $dates ->
    [one] { $dates } dadel
   *[other] { $dates } dadels
}
web-board-scroll-slot = Plaats { $slot } voor perkamentrollen ({ $ty ->
    [gray] grijs
    [yellow] geel
    [pink] roze
   *[orange] oranje
}), leeg
web-board-refresh = vernieuwen
web-board-refresh-scrolls = De perkamentrollen ({ $ty ->
    [gray] grijs
    [yellow] geel
    [pink] roze
   *[orange] oranje
}) vernieuwen
web-board-souk = Soek: luxegoederen en wisselkantoor
web-board-saddle-camel = kameel +{ $steps }
web-board-saddle-oasis = oase −{ $discount }
web-board-sold-out = uitverkocht
web-board-luxury = Luxegoed { $description }
web-board-shop = Soekwinkel { $number }
web-board-exchange-office = Wisselkantoor #{ $id }
web-board-exchange = 1 keshi ({ $colour }) ruilen: { $yield }
web-board-workshops = Werkplaatsen (stadspoorten)
web-board-workshop-price = { $dinars ->
    [one] { $dinars } dinar
   *[other] { $dinars } dinars
} · { $points } ptn
web-board-workshop-gates = Werkplaats { $number }: { $count ->
    [one] { $count } stadspoort ({ $colour })
   *[other] { $count } stadspoorten ({ $colour })
}
web-board-river-tiles = Riviertegels
web-board-river-tile = Riviertegel van seizoen { $season }: { $description }
web-board-season-round = Seizoen · ronde
web-board-tracker = Seizoen { $season }, ronde { $round }
web-board-tracker-now = Seizoen { $season }, ronde { $round } (nu)
web-board-leftover-oases = Overgebleven oasen
web-board-oasis = Oase #{ $id }
web-board-desert-towns = Woestijnsteden
web-board-desert-town = Woestijnstad #{ $id }
web-with-effect = { $name }: { $effect }
web-board-scores = Punten
web-board-threshold = Drempel: wie hem overschrijdt, neemt een verbindingsbonus (de lijn tussen je twee speelstukken)
web-summary-scholars = { $count ->
    [one] { $count } geleerde
   *[other] { $count } geleerden
}
web-summary-luxury = { $count ->
    [one] { $count } luxegoed
   *[other] { $count } luxegoederen
}
web-summary-scrolls = { $count ->
    [one] { $count } perkamentrol
   *[other] { $count } perkamentrollen
}

## Het spelersbord

web-player-board = Spelersbord van { $name }
web-player-goods = { $count ->
    [one] { $count } goederenkeshi ({ $colour })
   *[other] { $count } goederenkeshi's ({ $colour })
}
web-player-souk-vendor = waterverkoper in de soek: { $state ->
    [placed] geplaatst (betaalt vanaf de volgende beurt)
    [active] actief
   *[none] geen
}
web-player-nomads-in = { $count ->
    [one] { $count } nomade in de wijk { $sector }
   *[other] { $count } nomaden in de wijk { $sector }
}
web-player-count-nomads = { $n }/8 ({ $count ->
    [one] { $count } nomade
   *[other] { $count } nomaden
})
web-player-nomad-vendor = Een nomade is de waterverkoper van de wijk { $sector }
web-player-vendor = Waterverkoper in de wijk { $sector }
web-player-no-vendor = Geen waterverkoper in de wijk { $sector }
web-player-assistant = Assistent
web-player-assistant-used = Assistent (gebruikt)
web-player-gate-built = Stadspoort ({ $colour }) voor de wijk { $sector }
web-player-gate-free = Vrij stadspoortveld voor de wijk { $sector } ({ $colour } past)
web-player-new-keshi = { $sector }: nieuwe keshi
web-player-sector-action = { $sector }: wijkactie
web-player-sector-souk = { $sector }: goederenkeshi's
web-player-sector = { $sector }: { $count } van 8 keshi's
web-player-square = Groot Plein · publieksschijf { $rotation } keer gedraaid
web-player-square-practice = Groot Plein · schijf van de oefenruimte { $rotation } keer gedraaid
web-player-nomad-field = Een nomade op veld { $field }
web-player-field = Veld { $field }: { $bonus }, { $count } toeschouwers
web-player-field-entertainer = Veld { $field }: { $bonus }, { $count } toeschouwers, jongleur
web-player-path-left = Linkerpad
web-player-path-right = Rechterpad
web-player-caravan-at = { $path }: karavaan op { $position }
web-player-claimed = geactiveerd
web-player-oasis = { $name }; kost { $cost }
web-player-oasis-discovered = Oase #{ $id } (ontdekt)
web-player-oasis-claimed = Oase #{ $id } (geactiveerd)
web-player-oasis-hidden = Gedekte oase, kost { $cost }
web-player-town = Woestijnstad #{ $id }, niet geactiveerd
web-player-town-claimed = Woestijnstad #{ $id }, geactiveerd
web-player-town-empty = Leeg veld voor een woestijnstad
web-player-start-oasis-path = Pad naar de startoase
web-player-start-oasis-caravans = { $count } van 2 karavanen: { $right } / { $left }
web-player-start-oasis = Pad naar de startoase: { $count ->
    [one] { $count } karavaan
   *[other] { $count } karavanen
}
web-player-watchtower-title = Wachttoren van de medina: { $count ->
    [one] { $count } schildwacht
   *[other] { $count } schildwachten
}
web-player-watchtower = Wachttoren: { $count ->
    [one] { $count } schildwacht
   *[other] { $count } schildwachten
}
web-player-watchtower-nomads = Wachttoren: { $count ->
    [one] { $count } schildwacht
   *[other] { $count } schildwachten
} ({ $nomads ->
    [one] { $nomads } nomade
   *[other] { $nomads } nomaden
})
web-player-storage = Oasespoor
web-storage-icon-keshi = keshi
web-storage-icon-keshi-two-players = keshi (2 sp.)
web-storage-icon-exchange = ruil
web-storage-icon-scroll = perkamentrol
web-storage-icon-empty = leeg
web-player-storage-oasis = oase #{ $id }
web-player-storage-space = Opslagplaats { $number }
web-player-storage-space-keshi = keshi ({ $colour })
web-player-resources = Grondstoffen
web-player-res-water = Water
web-player-res-dates = Dadels
web-player-res-dinars = Dinars
web-player-set-aside = Opzij gelegd:
web-player-set-aside-keshis = { $count } × { $colour } opzij gelegd
web-player-summary = Punten { $score } · { $scrolls ->
    [one] { $scrolls } perkamentrol
   *[other] { $scrolls } perkamentrollen
} · { $luxury ->
    [one] { $luxury } luxegoed
   *[other] { $luxury } luxegoederen
}
web-player-screen-own = Achter je scherm (alleen jij ziet dit)
web-player-screen-keshi = keshi ({ $colour }) achter je scherm
web-player-screen = Scherm
web-player-screen-hidden = { $count ->
    [one] { $count } keshi achter het scherm (verborgen)
   *[other] { $count } keshi's achter het scherm (verborgen)
}
web-player-selection = Keuze
web-player-selection-secret = gekozen (geheim)
web-player-provisions = Provisietegels
web-player-provisions-keep = Getrokken provisietegels: houd 3 van 5
web-player-provisions-choosing = Getrokken provisietegels: kiest 3 van 5
web-player-face-down = gedekt
web-player-face-down-tier = gedekt ({ $tier })
web-tier-moderate = gematigd
web-tier-hard = moeilijk
web-player-provision-hidden = Gedekte provisietegel
web-player-provision-hidden-tier = Gedekte provisietegel ({ $tier })
web-player-provision-title = Provisietegel #{ $id }{ $tier ->
    [none] {""}
   *[other] {" "}({ $tier })
} (gedekt)
web-player-provision-title-active = Provisietegel #{ $id }{ $tier ->
    [none] {""}
   *[other] {" "}({ $tier })
} (actief)
web-player-provision-title-pay = : betaal { $cost } of verlies { $penalty } punten
web-player-scrolls = Perkamentrollen:
web-player-luxury-goods = Luxegoederen:
web-player-scroll-card = Perkamentrol #{ $id }

## Het deel van de Paschabot aan tafel (solo)

web-solo-summary = { $name } · { $score } punten
web-solo-paschabot = Paschabot. Moeilijkheidsgraad: { $difficulty }.
web-solo-lazy = Luie Paschabot (geen bord, geen punten).
web-solo-row = Wijkspoor
web-solo-keshis = Keshi's
web-solo-material = Stadspoorten: { $gates } · Strategietegels: { $tiles } ({ $deck } gedekt) · Luxegoederen: { $luxury }
web-solo-bag = Zak:
web-solo-priority = Prioriteitenlijst: { $line }

## De kamelenrace (uitbreidingsdoos)

web-race-title = Kamelenrace
web-race-about = { $steps } stappen voor 1–8 kleuren in het toeschouwersvak · etappelijn: 1 goederenkeshi, 1 mest weg, +{ $dinars } dinar voor de eerste kameel · finish +{ $points } ptn
web-race-bridge = brug
web-race-bridge-cost = { $water ->
    [0] {""}
   *[other] { $water }w
}{ $water ->
    [0] {""}
   *[other] { $dates ->
        [0] {""}
       *[other] +
    }
}{ $dates ->
    [0] {""}
   *[other] { $dates }d
}
web-race-bridge-title = Brug op veld { $space }: betaal { $cost } om erop te gaan
web-race-start = start
web-race-stage = etappe { $number }
web-race-stage-taken = etappe { $number } (dinar genomen)
web-race-finish = finish
web-race-camel = Kameel van { $name } op veld { $space }
web-race-podium = Podium
web-race-podium-place = { $name }: podiumplaats { $place }
web-race-camel-head = Kameel
web-race-spectators = Toeschouwers
web-race-dung-head = Kamelenmest (puntverlies aan het eind)
web-race-on-podium = podium { $place }
web-race-spectator-count = { $n }/{ $max } ({ $colours } kl.)
web-race-dung = { $count } mest
web-race-dung-penalty = { $count } mest (−{ $penalty })
web-race-dung-title = { $name }: { $count } kamelenmest
web-race-no-tile = Geen beloningstegel meer.
web-race-tile = Seizoen { $season } · beloningstegel #{ $tile }
web-race-tile-active = ACTIEF · Seizoen { $season } · beloningstegel #{ $tile }
web-race-offer = { $any ->
    [0] { $colour }: { $reward }
   *[other] { $colour } + { $any } andere: { $reward }
}
web-race-discard-dung = 1 mest afleggen
web-race-any-resources = { $count } grondstoffen naar keuze
web-race-steps = { $count ->
    [one] { $count } stap: { $tracks }
   *[other] { $count } stappen: { $tracks }
}
web-race-spectator-bonus = een bonus voor { $spectators } toeschouwers
web-race-river-tile-bonus = bonus van de riviertegel
web-race-area-head = Toeschouwersvak (kamelenrace) · { $n }/{ $max }
web-race-area-state = kameel { $camel } · { $dung } mest · een nieuwe kleur loopt { $next }
web-race-in-area = { $count } × { $colour } in het toeschouwersvak
web-race-nomads-in-area = { $count ->
    [one] { $count } nomade in het toeschouwersvak
   *[other] { $count } nomaden in het toeschouwersvak
}
web-race-area = Toeschouwersvak: { $count } keshi's in { $colours } kleuren

## Speciale gebouwen en nieuwe provisietegels (uitbreidingsdoos)

web-building = gebouw #{ $id }
web-building-start = start: { $resources } + een gele perkamentrol
web-building-back-no-ability = achterkant: geen vaardigheid
web-building-title = { $name }: start met een keshi ({ $colour }), { $resources } en een gele perkamentrol
web-building-band-front = Speciaal gebouw (voorkant)
web-building-band-back = Speciaal gebouw (achterkant)
web-building-kept = gehouden
web-building-drawn = getrokken: houd er een
web-building-choosing = kiest een van twee getrokken gebouwen (verborgen)
web-start-scrolls-keep = Getrokken gele perkamentrollen: houd er een
web-start-scrolls-passed = Gele perkamentrollen niet gehouden (terug zodra iedereen gekozen heeft)
web-yellow-scroll = Gele perkamentrol #{ $id }
web-timing-instant = directe actie
web-timing-permanent = permanent
web-timing-round-end = einde ronde
web-timing-season-end = einde seizoen

## Fouten van de server in woorden (de meldingen van de server zelf zijn Engels, voor programma's)
web-err-bad-token = Deze link hoort bij geen plaats van dit spel, of de toeschouwerssleutel klopt niet.
web-err-no-game = Dit spel bestaat niet op deze server.
web-err-illegal = Dat kan nu niet.
web-err-not-your-turn = Je bent niet aan de beurt.
web-err-stale = Het spel is intussen verder gegaan; de pagina toont hoe het nu staat.
web-err-game-over = Het spel is afgelopen.
web-err-busy = De server heeft het druk; probeer het zo nog eens.
web-err-storage = De server kon dit niet opslaan; probeer het zo nog eens.
web-err-bad-setup = Zo kan geen spel worden opgezet.
web-err-not-found = Niet gevonden.
web-err-timeout = Het verzoek duurde te lang; probeer het nog eens.
web-err-bad-json = De server begreep het verzoek niet.
web-err-unknown-field = De server begreep het verzoek niet.
web-err-too-big = Dat is te lang.
web-err-rate-limited = Te veel verzoeken tegelijk; wacht even.
web-err-other = De server heeft dit geweigerd.
web-err-chat-rate-limited = Niet verstuurd: hoogstens een paar chatberichten per 10 seconden; wacht even.
web-err-chat-too-big = Niet verstuurd: een chatbericht heeft hoogstens 500 tekens.
web-err-chat-bad-json = Niet verstuurd: het bericht is leeg.
web-err-chat-not-your-turn = Spelers en toeschouwers schrijven elk in hun eigen chat.
web-err-replay-game-over = De herhaling gaat open zodra het spel afgelopen is.
web-err-replay-illegal = De herhaling gaat open zodra het spel afgelopen is.
web-err-undo-illegal = Je laatste actie kan niet meer ongedaan worden gemaakt.
web-err-hint-busy = De server denkt na over andere tips; probeer het zo nog eens.
web-err-join-illegal = Er is geen vrije plaats meer in dit spel.
web-err-join-game-over = Dat spel is afgelopen.
web-err-seat-illegal = Deze plaats kan nu niet worden overgedragen.
web-err-seat-bad-token = Alleen de gastheer kan een plaats aan een bot geven, en alleen wie de plaats heeft kan haar terugnemen.
web-error-socket-refused = De server heeft de link van deze pagina geweigerd: { $reason }
web-undo-gone-depends = Ongedaan maken kan niet meer: de keuze van een andere speler of verborgen informatie hangt af van je laatste actie.
web-game-name = Spel van { $host } · { $players } spelers{ $modes }
web-game-name-solo = { $host } tegen de Paschabot{ $modes }
web-game-name-solo-lazy = { $host } tegen de luie Paschabot{ $modes }
web-game-name-someone = Iemand
web-not-found-title = Pagina niet gevonden
web-not-found-text = Op dit adres staat geen pagina.
web-credits = Speelbordtekeningen gemaakt voor deze uitgave; enkele pictogrammen van game-icons.net (CC BY 3.0); titels in El Messiri (SIL Open Font License).
web-credits-link = Verantwoording
web-hint-not-listed = De zetten van de tip zijn niet bij de overgebleven keuzes: wis je keuze (Esc) om ze te zien.

## Het begeleide eerste spel op /learn (learn.js).
learn-lobby-title = Nieuw in Marrakesh?
learn-lobby-link = Leer spelen
learn-lobby-note = Een begeleid eerste spel tegen een bot: elke stap wordt uitgelegd waar hij gebeurt.
learn-page-title = Leer spelen
learn-creating = Je oefenspel wordt klaargezet…
learn-create-failed = Het oefenspel kon niet starten: { $reason }
learn-lesson = Les
learn-next = Verder
learn-show-me = Laat zien
learn-do-it = Doe het
learn-skip = Overslaan
learn-skip-title = De les beëindigen en alleen verder spelen
learn-start-over = De les opnieuw beginnen
learn-thinking = Op zoek naar een goede keuze…
learn-other-choice = Je koos iets anders: { $what }. Geen probleem, de les gaat vanaf hier verder.
learn-suggested = Voorstel: { $what }
learn-intro = Welkom! Je speelt één seizoen tegen een gretige bot. Elke nieuwe stap wordt uitgelegd waar hij gebeurt: „Laat zien” markeert een goede keuze, nog een keer drukken speelt hem.
learn-done = Dat was een heel seizoen. Hier eindigt de les: speel alleen verder of begin bovenaan opnieuw.
learn-d-arrange-storage-keshis = Voorbereiding: drie keshi's uit de zak komen op je oasespoor. Elke oase die je later neemt, dekt een vak af en kan zijn keshi in het spel brengen.
learn-d-orient-audience-disc = Voorbereiding: draai de publieksschijf. Die bepaalt welke bonus van het Grote Plein je jongleurs drie, twee of één keer krijgen.
learn-d-activate-provision-tile = Er wordt een provisietegel omgedraaid: aan het eind van het seizoen betaal je wat erop staat, anders verlies je 3 punten. Hou die grondstoffen in het oog.
learn-d-select-keshis = Kies in het geheim drie keshi's achter je scherm. Elke kleur stuurt een assistent naar zijn wijk; de bot kiest tegelijk.
learn-d-place-wild-assistant = Rode keshi's zijn jokers: kies de wijk waar de assistent van deze rode keshi heen gaat.
learn-d-claim-keshis = De kubustoren: neem maximaal twee keshi's van één kleur uit de basis van de toren. Elke keshi gaat naar zijn wijk; de gemarkeerde plekken tonen waarheen.
learn-d-deploy-held-keshi = Plaats een van de keshi's die naast het bord liggen in zijn wijk.
learn-d-use-assistant = Gebruik een assistent: neem een nieuwe keshi in de kleur van zijn wijk, of voer met je keshi's daar de actie van de wijk uit.
learn-d-place-entertainer = Zet je jongleur op een vrij veld van het Grote Plein. De publieksschijf zegt wat zijn toeschouwers opleveren.
learn-d-place-caravan = Stuur je karavaanleider de Sahara in: de startoase geeft grondstoffen of punten, een pad ontdekt oases die je kunt nemen.
learn-d-place-water-vendor = Een rode keshi werd waterverkoper: kies de wijk waar hij heen gaat.
learn-d-goods-colour = Kies de kleur van je goederenkeshi's; met goederenkeshi's koop je luxegoederen in de soek.
learn-d-keshi-colour = Kies de kleur van de keshi's die je neemt.
learn-d-take-resources = Kies je grondstoffen: water, dadels of dinars. Daarmee betaal je de provisie en veel acties.
learn-d-extra-step = Je kunt op dit spoor extra stappen kopen, of hier stoppen.
learn-d-line-bonus = Je bent over een lijn gegaan: kies de bonus ervan.
learn-d-rapid-bonus = Je visser passeerde een stroomversnelling: kies de bonus ervan.
learn-d-souk = De soek: ruil goederenkeshi's of koop er een luxegoed mee. Luxegoederen leveren meteen punten op en tellen aan het eind.
learn-d-choose-entertainer = Kies de jongleur wiens veld zijn bonus oplevert.
learn-d-madrasa = De madrassa: koop perkamentrollen met je geleerden (je keshi's hier). Een perkamentrol werkt meteen of telt aan het eind van het spel.
learn-d-medina = De medina: koop een stadspoort en bouw die in je stadsmuur.
learn-d-build-gate = Bouw de gekochte poort op een vrij poortvak van je stad.
learn-d-sahara = De Sahara: neem een ontdekte oase voor dinars. Ze levert punten op, en een vak van je oasespoor komt vrij.
learn-d-storage-keshi = Je nieuwe oase legde een keshi op je oasespoor bloot: plaats hem nu of laat hem liggen.
learn-d-storage-exchange = Geef een geplaatste keshi terug en neem er een in een andere kleur.
learn-d-take-scroll = Neem een perkamentrol uit de uitstalling.
learn-d-river-tile-option = Je riviertegel biedt een keuze: neem een van de mogelijkheden.
learn-d-provisioning = Provisie: betaal wat de provisietegels van dit seizoen vragen, anders verlies je 3 punten per onbetaalde tegel.
learn-d-choose-sector-action = Voer een wijkactie naar keuze uit.
learn-d-choose-stair = Kies de trap (paleis of moskee) waarop je stappen omhoog gaan.
learn-d-date-harvest = Kies wat elk van je dadels wordt.
learn-d-return-resources = Lever grondstoffen in voor punten, of hou ze.
learn-e-scroll-taken = Je nam een perkamentrol: die ligt nu voor je. Het effect staat erop; sommige tellen pas aan het eind van het spel.
learn-e-oasis-discovered = Je karavaan ontdekte een oase: met de actie van de Sahara kun je haar nemen.
learn-e-oasis-claimed = Je nam een oase: ze ligt nu in je stad, en een vak van je oasespoor kwam vrij.
learn-e-river-tile-awarded = Je kreeg een riviertegel: zijn bonus is voor jou.
learn-e-provisioned = De provisie is betaald: betaalde grondstoffen zijn weg, een onbetaalde tegel kostte 3 punten.
learn-e-luxury-bought = Je kocht een luxegoed: de punten tellen meteen, en aan het eind kan het nog eens tellen.
learn-e-gate-built = Je stad heeft een nieuwe poort in haar muur.
learn-e-season-ended = Het seizoen wordt geteld: de tabel toont ieders punten per bron.
learn-more = Meer lessen:
## De vervolgles „solo tegen de Paschabot” (/learn?lesson=solo).
learn-solo-title = Solo tegen de Paschabot
learn-solo-intro = Solo tegen de Paschabot: hij volgt vaste regels, wacht nooit en speelt binnen je eigen beurten. Zijn eerste strategietegel ligt open: de keshi's op zijn strategietegels bepalen zijn keshiprioriteit. Zijn bord staat bij de steden. Elke stap van hem wordt uitgelegd als hij voor het eerst gebeurt.
learn-solo-done = Dat was een heel seizoen van de Paschabot. Hier eindigt de les: speel alleen tegen hem verder of begin bovenaan opnieuw.
learn-solo-d-select-keshis = Kies je drie keshi's zoals altijd. De Paschabot kiest niet: hij trekt drie keshi's uit zijn zak.
learn-solo-d-claim-keshis = Jij en de Paschabot nemen om de beurt keshi's uit de basis van de kubustoren, de startspeler eerst. Jij neemt zoals altijd; hij volgt zijn prioriteitenlijst.
learn-solo-e-keshis-selected = De Paschabot trok drie keshi's uit zijn zak. Aan het begin van een seizoen zit er één keshi van elke kleur in: een getrokken kleur komt pas in het volgende seizoen terug.
learn-solo-e-selection-revealed = Zijn drie keshi's zijn onthuld. Elk stuurt een assistent naar het wijkspoor van zijn kleur op het Paschabotbord; een rode gaat naar de wijk die zijn keshiprioriteit het hoogst plaatst.
learn-solo-e-assistant-placed = Een assistent van de Paschabot staat op dit wijkspoor van zijn bord. In fase 3 gebruikt hij zijn assistenten van boven naar beneden.
learn-solo-e-keshis-claimed = De Paschabot nam volgens zijn prioriteitenlijst: eerst een keshi die een wijk vol maakt, dan twee van één kleur, dan zijn keshiprioriteit, dan een wijk met zijn eigen assistent, dan een met de jouwe.
learn-solo-e-keshi-deployed = Zijn keshi ligt nu op dit wijkspoor; de sporen vullen zich van rechts naar links, en een gedrukte bonus die hij bedekt telt meteen. Een goederenkeshi gaat naar zijn soek: voor de Paschabot zijn goederen jokergoederen.
learn-solo-e-assistant-used = De Paschabot gebruikte een assistent: met twee of meer keshi's op dat spoor voert hij de wijkactie uit, met minder neemt hij een nieuwe keshi van die kleur. Soek en madrassa hebben altijd hun eigen actie.
learn-solo-e-scored = De Paschabot scoorde. Hij neemt nooit water, dadels of dinars: elke grondstof die hij zou krijgen is voor hem 1 punt.
learn-solo-e-pawn-moved = Paleis of moskee: zijn speelstuk klimt één trede per keshi op dat spoor. Een nieuw segment geeft hem 1 punt in plaats van een dinar, en zijn verbindingsbonus is altijd de punten.
learn-solo-e-luxury-bought = Zijn soek kocht het luxegoed bovenaan zijn laatste strategietegel (anders dat onderaan), betaald met willekeurige goederenkeshi's; hij krijgt de punten en 1 punt per afgebeelde grondstof.
learn-solo-e-gate-bought = Zijn medina nam een stadspoort zonder dinars te betalen, gekozen volgens zijn lijst (eerst de keshiprioriteit; rode poorten zijn jokers). Daarbij krijgt hij een keshi in de kleur van de poort.
learn-solo-e-scrolls-discarded = De madrassa van de Paschabot neemt geen perkamentrol: ze haalt de open perkamentrollen van één soort uit het spel. Met 0–2 geleerden gaan de grijze weg en krijgt hij een keshi; met meer geleerden scoort hij punten.
learn-solo-e-fisherman-moved = Rivier: zijn visser vaart één veld per turquoise keshi op zijn spoor en één per waterverkoper op zijn hele bord.
learn-solo-e-rapid-bonus-taken = Aan het eind van de ronde neemt de Paschabot de bonus van de stroomversnelling die zijn visser het laatst passeerde; grondstoffen worden punten.
learn-solo-e-river-tile-awarded = De Paschabot kreeg een riviertegel. Hij gebruikt hem volgens zijn eigen regels: als hij mag kiezen, de mogelijkheid met meer punten.
learn-solo-e-strategy-tile-revealed = Een nieuwe strategietegel, onder de andere gelegd: zijn keshi's veranderen de keshiprioriteit, en zijn luxegoederen koopt de soek nu. Een vissersymbool verplaatst zijn visser 3 velden.
learn-solo-e-season-ended = Het seizoen wordt zoals altijd geteld; de Paschabot slaat de bevoorrading over. Voor het volgende seizoen krijgt zijn zak weer één keshi van elke kleur en wordt een nieuwe strategietegel omgedraaid.
## De vervolgles „de kamelenrace” (/learn?lesson=camel-race).
learn-camel-race-title = De kamelenrace
learn-camel-race-intro = De kamelenrace: telkens als je een keshi krijgt, mag je hem in plaats van op je bord in je toeschouwersvak bij de racebaan zetten; dan loopt je kameel meteen. Elke nieuwe stap van de race wordt uitgelegd als hij voor het eerst gebeurt.
learn-camel-race-done = Dat was een seizoen van de kamelenrace. Aan het eind van het spel leveren de podiumplaatsen 16, 8, 4 en 2 punten op, en kamelenmest kost punten. Speel alleen verder of begin bovenaan opnieuw.
learn-camel-race-d-keshi-destination = Een keshi die je kreeg: plaats hem zoals altijd op je bord, of in je toeschouwersvak (geen goederenkeshi). Daar loopt je kameel meteen: hoe meer verschillende kleuren in het vak, hoe meer stappen.
learn-camel-race-d-camel-bridge = Er ligt een brug voor je: betaal het water en de dadels die erop staan en je kameel loopt verder, of stop ervoor; de overige stappen vervallen.
learn-camel-race-d-camel-rewards = De beloningsfase: de actieve beloningstegel toont combinaties van keshi's. Geef zulke keshi's uit je toeschouwersvak terug om zijn beloningen te kopen, zo vaak als je kunt betalen, of stop.
learn-camel-race-e-spectator-placed = Een keshi ging naar een toeschouwersvak. Daar blijft hij tot hij bij de seizoenstelling een beloning koopt.
learn-camel-race-e-camel-moved = Een kameel liep: 1 stap voor 1 kleur in zijn toeschouwersvak, 2 voor 2–4 kleuren, 3 voor 5–6, 4 voor 7–8.
learn-camel-race-e-camel-stopped = Een kameel stopte voor een brug: de brug werd niet betaald, de overige stappen vervallen.
learn-camel-race-e-stage-line-crossed = Een etappelijn: wie eroverheen gaat, krijgt een goederenkeshi naar keuze en legt 1 kamelenmest af; de eerste kameel erover krijgt ook 1 dinar.
learn-camel-race-e-camel-finished = Over de finishlijn: meteen 5 punten en de hoogste vrije podiumplaats; het podium betaalt aan het eind van het spel.
learn-camel-race-e-dung-taken = De beloningsfase, na de riviertelling: elke kameel achter de leidende krijgt 1 kamelenmest per lijn ertussen. Mest kost aan het eind punten (1: −2, 2: −4, 3: −7 …).
learn-camel-race-e-dung-discarded = Eén kamelenmest werd afgelegd.
learn-camel-race-e-spectators-returned = Toeschouwers gingen terug uit een toeschouwersvak om een beloning van de actieve beloningstegel te kopen.
learn-camel-race-e-reward-tile-discarded = De actieve beloningstegel verlaat de racebaan; de volgende op de stapel geldt in het volgende seizoen.
learn-camel-race-e-season-ended = Het seizoen wordt geteld: de beloningsfase van de race kwam na de riviertelling en voor de bevoorrading. De kamelen blijven staan voor het volgende seizoen.

## De analyse van een afgelopen spel (/g/ID/review?player=K, review.js)
web-review-title = Analyse van spel { $game }
web-review-to-replay = Herhaling
web-review-of = Hoe { $name } speelde: de analyse van de sterke bot
web-review-computing = De sterke bot analyseert het spel…
web-review-queued = Wacht op de analyses ervoor…
web-review-progress = Beslissing { $done } van { $total } beoordeeld
web-review-failed = De analyse is mislukt. Laad de pagina opnieuw om het nog eens te proberen.
web-review-summary = Eindscore { $score }. { $count } beslissingen beoordeeld; de bot was het met { $agreed } eens; { $marked } gemarkeerd (minstens { $threshold } verwachte punten verloren); in totaal { $lost } verwachte punten verloren.
web-review-chart = Verwachte eindscore in de loop van het spel
web-review-chart-steps = Stap van het spel (van { $total })
web-review-legend-chosen = wat gespeeld werd
web-review-legend-best = het beste van de bot
web-review-legend-marked = een gemarkeerde beslissing
web-review-final = Eindscore { $score }
web-review-marked-title = Gemarkeerde beslissingen (de duurste eerst)
web-review-none-marked = Geen beslissing kostte { $threshold } of meer verwachte punten.
web-review-all-title = Alle beslissingen
web-review-step = Stap { $step }
web-review-marked = gemarkeerd
web-review-chosen = Gespeeld: { $chosen } (verwachte eindscore { $value })
web-review-best = De bot: { $best } (verwachte eindscore { $value })
web-review-agreed = De bot had hetzelfde gedaan.
web-review-lost = { $points } verwachte punten verloren
web-review-open-replay = De herhaling bij deze stap openen
web-score-review = Analyse
web-score-review-link = Analyse van { $name }
web-err-review-game-over = De analyse is er zodra het spel voorbij is.
## Snel spelen: onbekenden in de wachtrij van de server (quick.js)
web-lobby-mode-quick = Snel spelen
web-lobby-mode-quick-note = met anderen die nu wachten
web-lobby-start-quick = Spelers zoeken
web-quick-waiting = Spelers zoeken… { $queued } van { $players } wachten
web-quick-note = Laat deze pagina open: de tafel opent zodra genoeg spelers met dezelfde opties wachten.
web-quick-cancel = Annuleren
web-quick-found = Spel gevonden: de tafel opent…
web-quick-failed = Snel spelen mislukt: { $reason }
web-quick-expired = Je plaats in de wachtrij is verlopen (de pagina vroeg een tijd niets). Druk op snel spelen om opnieuw te wachten.

## De dagelijkse solo-uitdaging in de lobby (daily.js).
web-daily-title = Dagelijkse uitdaging van { $day }
web-daily-note = Solo tegen de Paschabot (normale moeilijkheid): vandaag speelt iedereen dezelfde opzet, één poging per account. De dag eindigt om { $ends }.
web-daily-hash = Vingerafdruk van de opzet { $hash }…
web-daily-play = Speel de uitdaging van vandaag
web-daily-yours = Je hebt vandaag gespeeld: jouw partij
web-daily-sign-in = Meld je aan om de dagelijkse uitdaging te spelen.
web-daily-none = Nog niemand heeft gespeeld.
web-daily-rank = Plaats
web-daily-name = Speler
web-daily-score = Punten
web-daily-playing = speelt nog
web-daily-before = De uitdaging van { $day }: tabel en herhalingen
web-daily-seed = De seed: { $seed }
web-err-already-played = Je hebt de uitdaging van vandaag al gespeeld: één poging per dag.
web-err-signed-out = Meld je eerst aan.
web-err-not-yet = Dit gaat open zodra de dag voorbij is.
web-leaderboard-title = Ranglijst
web-leaderboard-note = Spellen van 2–4 spelers waarin elke plaats bij een account hoort (geen bot, geen gast) tellen voor de rating (Weng-Lin): gerangschikt op de voorzichtige rating, gemiddelde − 3 × onzekerheid.
web-leaderboard-rank = Plaats
web-leaderboard-player = Speler
web-leaderboard-rating = Rating
web-leaderboard-games = Spellen met rating
web-leaderboard-empty = Nog geen spel met rating.
web-player-rating = Rating { $rating } · { $games ->
    [one] { $games } spel met rating
   *[other] { $games } spellen met rating
}
web-player-unrated = Nog geen spel met rating
web-seat-rating = Rating van { $name }: { $rating }
web-rated-game = Telt voor rating
web-rated-game-note = Dit spel telt voor de rating: elke plaats hoort bij een account, geen bij een bot of gast.
