# terminal (nl): het spel in de terminal (`marrakesh play`) en de teksten
# van de opdrachtregel voor mensen (`replay`, `score`, tips). Woorden uit
# 001 (docs/glossary.md).

## De modules van een spel (regel met de voorbereiding, tab "Modules")

tui-module-staircase-tiles = trapfiches
tui-module-staircase-tiles-chosen = trapfiches (gekozen)
tui-module-imam-sultan = imam & sultan
tui-module-exchange-offices = wisselkantoren
tui-module-exchange-offices-new-only = wisselkantoren (alleen de nieuwe)
tui-module-spectators = publiek
tui-module-desert-towns = woestijnsteden
tui-module-new-luxury-goods = nieuwe luxegoederen
tui-module-new-oases = nieuwe oasen
tui-module-camel-race = kamelenrace
tui-module-nomads = nomaden
tui-module-special-buildings = speciale gebouwen
tui-module-special-buildings-back = speciale gebouwen (achterkant)
tui-module-new-provisions = nieuwe provisietegels
tui-modules-none = geen

## De regel met de voorbereiding (eerste regel van een replay en van het logboek)

tui-setup-line = Voorbereiding: { $who }, editie { $edition }, toren { $tower }{ $modules }, startwaarde { $seed }, riviertegels { $river }, startspeler { $start }
tui-setup-players = { $count ->
        [one] { $count } speler
       *[other] { $count } spelers
    }
tui-setup-solo = solospel tegen de Paschabot (moeilijkheidsgraad { $difficulty })
tui-setup-solo-lazy = solospel tegen de luie Paschabot
tui-setup-modules = , modules: { $modules }
tui-setup-tower-none = zonder tussenlaag
tui-setup-tower-custom = eigen instelling
tui-setup-drawn = willekeurig bepaald
tui-setup-start-paschabot = P1 (de Paschabot)

## Solo: wat de voorbereiding van de Paschabot deed

tui-solo-reveals-tile = Paschabot legt strategietegel { $tile } open
tui-solo-starts-with-rows = Paschabot begint met keshi's op zijn wijksporen: { $rows }
tui-solo-row = { $count } { $sector }

## marrakesh review

tui-review-title = Terugblik op P{ $player } (eindscore { $score }) door de sterke bot, { $ms } ms per beslissing: verwachte eindscores
tui-review-agreed = #{ $step } { $chosen }: { $value } (de bot is het eens)
tui-review-differs = #{ $step } { $chosen }: { $chosen_value }; de bot: { $best }: { $best_value }; verloren { $lost }
tui-review-mistake = <-- fout
tui-review-summary = { $count } beslissingen beoordeeld: de bot was het eens met { $agreed }; { $mistakes } { $mistakes ->
        [one] fout
       *[other] fouten
    } ({ $threshold } of meer verloren); in totaal { $lost } verwachte punten verloren
tui-review-progress = terugblik: beslissing { $done } van { $total }
tui-error-review-not-over = { $file }: het spel is niet afgelopen (na { $actions } acties); alleen afgelopen spellen worden beoordeeld
tui-error-review-seat = er is geen speler { $seat } (een spel met { $players })
tui-error-review-paschabot = de plaats van de Paschabot neemt geen eigen beslissingen

## marrakesh replay

tui-replay-game-continues = (het spel gaat verder; wacht op { $waiting })

## Het scoreblok (marrakesh score, einde van een spel in de terminal)

tui-score-title-final = Punten (eindstand)
tui-score-title-so-far = Punten (tot nu toe: seizoen { $season } van 3, ronde { $round } van 4)
tui-score-solo-paschabot = Solospel tegen de Paschabot (P1), moeilijkheidsgraad { $difficulty }
tui-score-solo-lazy = Solospel tegen de luie Paschabot (P1, hij scoort niet): titels bij { $ladder } punten
tui-score-category = categorie
tui-score-total = TOTAAL
tui-score-steps = stap paleis/moskee
tui-score-final-scoring = Puntentelling:
tui-score-final-paschabot = { $name }: { $count ->
        [one] { $count } compleet gevulde wijk
       *[other] { $count } compleet gevulde wijken
    } = { $sector_points }; keshi's x de helft van hun strategiesymbolen = { $keshi_points }{ $towns }
tui-score-final-player = { $name }: { $count ->
        [one] { $count } compleet gevulde wijk
       *[other] { $count } compleet gevulde wijken
    } = { $sector_points }; oasen { $oases } -> { $oasis_points }; { $resources } overgebleven grondstoffen/goederen = { $resource_points }{ $towns }
tui-score-final-towns = ; woestijnsteden { $towns } -> { $points }
tui-score-none = geen
tui-score-winner = Winnaar: { $names }
tui-score-shared-victory = Gedeelde overwinning: { $names }
tui-and = {" en "}

## Het spel in de terminal (marrakesh play): voor en na het volledige scherm

tui-resume-question = { $file } bevat een onafgemaakt spel ({ $game }, { $actions ->
        [one] { $actions } zet
       *[other] { $actions } zetten
    }). [r] verder spelen, [n] een nieuw spel beginnen (het oude blijft bewaard als { $backup }), [q] stoppen:
tui-resume-solo = solospel
tui-resume-again = Antwoord met r (het spel in { $file } verder spelen), n (een nieuw spel beginnen; het oude blijft bewaard als { $backup }) of q (stoppen):
tui-resume-no-answer = geen antwoord (r, n of q) op de vraag over { $file }; er is niets veranderd
tui-backup-note = let op: het vorige bestand { $file } blijft bewaard als { $backup }
tui-saved-continue = Spel opgeslagen in { $file }. Verder spelen met: { $command }
tui-last-save-failed = waarschuwing: het laatste opslaan is mislukt: { $error }

## Plaatsen

tui-seat-you = { $seat } (jij)
tui-seat-kind = { $seat } ({ $kind })
tui-seat-human = mens

## Tabbladen en de titels van de vakken

tui-tab-board = Speelbord
tui-tab-market = Markt
tui-tab-scrolls = Rollen
tui-tab-players = Spelers
tui-tab-paschabot = Paschabot
tui-tab-modules = Modules
tui-tab-race = Race
tui-tab-scores = Punten
tui-tab-log = Logboek
tui-title-market = Markt: soek en werkplaatsen
tui-title-scrolls = Perkamentrollen
tui-title-race = Kamelenrace
tui-title-player = Spelersbord { $page } van { $count } ([ ] andere spelers)
tui-title-player-paschabot = Spelersbord { $page } van { $count }: de Paschabot ([ ] andere spelers)
tui-title-log = Logboek (PgUp: ouder)
tui-title-log-back = Logboek ({ $back ->
        [one] { $back } regel terug
       *[other] { $back } regels terug
    }; PgDn: nieuwer, PgUp: ouder)
tui-title-recent = Recent
tui-title-waiting = Wachten
tui-title-game-over = Einde van het spel
tui-title-decision = Jouw beslissing, { $seat }
tui-title-help = Hulp – regels (↑/↓ scrollen, elke andere toets sluit)
tui-title-quit = Stoppen
tui-title-season-scoring = Seizoenstelling – druk op een toets om verder te gaan

## Het kader: statusregel, voetregel, te kleine terminal

tui-too-small = De terminal is { $width }x{ $height }; Marrakesh heeft minstens { $min_width }x{ $min_height } nodig. Maak hem groter (q stopt).
tui-status-time = S{ $season }/3 R{ $round }/4 { $phase }
tui-status-next-title = volgende titel { $points }
tui-status-top-title = hoogste titel
tui-status-view = beeld:
tui-status-spectator = toeschouwer
tui-footer = ↑/↓ Enter: kiezen | Tab: tabbladen | [ ]: spelers | a: tip | ?: hulp | q: stop
tui-decimal-mark = ,

## Eén apparaat, stoppen, een seizoenstelling, het einde

tui-pass-title = Marrakesh – op één apparaat
tui-pass-to = Geef het apparaat aan { $seat }.
tui-pass-enter = { $seat }: druk op Enter als de anderen het scherm niet kunnen zien.
tui-pass-quit = (q: stoppen; het spel is opgeslagen)
tui-quit-question = Het spel stoppen?
tui-quit-saved = Het is opgeslagen in { $file }.
tui-quit-keys = { $yes }: stoppen    elke andere toets: verder spelen
# De toets voor "ja" op "Het spel stoppen?" (y en q werken altijd).
tui-quit-yes-key = j
tui-summary-title = Seizoen { $season } is geteld
tui-summary-points = Punten van deze telling:
tui-summary-earlier = ({ $count ->
        [one] { $count } eerdere regel
       *[other] { $count } eerdere regels
    } in het tabblad Logboek)
tui-over = Het spel is afgelopen.
tui-over-scores-tab = Het tabblad Punten toont de details.
tui-over-quit = q: stoppen

## Het beslissingsvak

tui-waiting-deciding = { $seat } beslist: { $decision }
tui-waiting-nobody = Niemand kan een zet doen.
tui-waiting-thinking = { $seat } denkt na ({ $seconds } s); tabbladen, scrollen en q werken nog.
tui-waiting-fast = Bots spelen op volle snelheid (f: langzamer).
tui-waiting-any-key = Elke toets: nu de volgende botzet. f: snelle bots.
tui-choice-of = keuze { $choice } van { $count }
tui-choice-pages = n/p: pagina's
tui-choice-step-back = b: terug
tui-choice-rules = ? regels
tui-confirm = BEVESTIGEN: { $action }
tui-no-effect = geen effect: de assistent wordt voor niets gebruikt
tui-entertainer-spectators = { $now ->
        [one] { $now } toeschouwer kijkt er nu naar
       *[other] { $now } toeschouwers kijken er nu naar
    }, { $next } na je volgende draai van de schijf
tui-caravan-cost = die oase activeren kost { $cost }
tui-worth = voor jou nu: { $what }
tui-worth-nothing = niets
tui-worth-points = { $count ->
        [one] { $signed } punt
       *[other] { $signed } punten
    }
tui-worth-keshis = { $count ->
        [one] { $count } keshi geplaatst
       *[other] { $count } keshi's geplaatst
    }
tui-worth-then-choice = daarna jouw keuze

## Meldingen in de voetregel, regels in het logboek

tui-save-failed = kon niet opslaan in { $file }: { $error }
tui-engine-refused = de spelregels weigerden de zet: { $error }
tui-advice-nothing = tip: je hebt nu niets te beslissen
tui-advice-busy = tip: wordt nog berekend…
tui-advice-thinking = tip: wordt berekend…
tui-advice-failed = tip: het zoeken is mislukt
tui-hint = tip { $n }: { $action }
tui-hint-searched = tip { $n }: { $action } ({ $share }% van het zoeken, aan het einde ongeveer { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    })
tui-hint-searched-solo = tip { $n }: { $action } ({ $share }% van het zoeken; aan het einde jij ongeveer { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    }, de Paschabot ongeveer { $paschabot })
tui-bot-no-move = bot { $seat } vond geen zet
tui-bot-failed = bot { $seat } is uitgevallen tijdens het nadenken
tui-step-back-revealed = deze keuze heeft iets verborgens onthuld: ze kan niet worden teruggenomen
tui-step-back-nothing = niets terug te nemen: er is geen keuze van meerdere stappen bezig
tui-step-back-failed = kan niet teruggaan: { $error }
tui-steps-back = { $seat } neemt de keuze terug
tui-fast-on = snelle bots: aan
tui-fast-off = snelle bots: uit
tui-three-chosen = 3 keshi's zijn gekozen: maak er eerst een ongedaan, of bevestig

## Hulp: koppen en toetsen

tui-help-this-decision = Deze beslissing
tui-help-highlighted-sector = De gemarkeerde wijk
tui-keys-title = Toetsen
tui-key-move-keys = ↑/↓ of k/j
tui-key-move = door de lijst met keuzes bewegen
tui-key-take-keys = Enter of spatie
tui-key-take = de gemarkeerde keuze nemen
tui-key-jump = direct naar keuze 1-9
tui-key-pages-keys = n / p
tui-key-pages = volgende / vorige pagina van een lange lijst
tui-key-back-keys = b of Backspace
tui-key-back = een keuze van meerdere stappen terugnemen (zolang niets verborgens is onthuld)
tui-key-tabs-keys = Tab, ←/→
tui-key-tabs = van tabblad wisselen: { $tabs }
tui-key-players-keys = [ en ]
tui-key-players = vorige / volgende speler in het tabblad Spelers
tui-key-scroll-keys = PgUp/PgDn
tui-key-scroll = het linkervak een pagina scrollen (tabblad Logboek: PgUp ouder, PgDn nieuwer)
tui-key-help-keys = ? of h
tui-key-help = deze hulp (regels van de huidige beslissing)
tui-key-advice = tip: de drie beste keuzes van de sterke bot (de beste in de voetregel, alle drie in het logboek)
tui-key-fast = snelle bots (geen pauze tussen botzetten) aan/uit
tui-key-quit = stoppen (het spel wordt na elke zet opgeslagen)

## Woorden die meerdere vakken gebruiken

tui-points = { $count ->
        [one] { $count } punt
       *[other] { $count } punten
    }
tui-start-player = startspeler
tui-empty = leeg
tui-empty-slot = (leeg)
tui-none = geen
tui-none-left = geen meer over
tui-luxury-goods = Luxegoederen:
tui-season-short = S{ $season }
tui-nomads-count = { $count ->
        [one] { $count } nomade
       *[other] { $count } nomaden
    }
# Kleuren en wijken in drie of vier letters, voor smalle kolommen.
tui-colour-short = { $colour ->
        [turquoise] tur
        [green] gro
        [gray] gri
        [white] wit
        [black] zwa
        [pink] roz
        [beige] bei
        [brown] bru
        [red] roo
        [yellow] gee
        [purple] paa
       *[orange] ora
    }
tui-sector-short = { $sector ->
        [river] riv
        [date_orchard] dad
        [souk] soek
        [main_square] gp
        [mosque] mos
        [palace] pal
        [madrasa] mad
        [medina] med
       *[sahara] sah
    }
# De goederenkeshi's op één regel: G2 P0 O1.
tui-goods-letter = { $colour ->
        [yellow] G
        [purple] P
       *[orange] O
    }

## Het tabblad Speelbord

tui-board-time = Seizoen { $season }/3 · ronde { $round }/4 · { $phase }
tui-board-start-player = Startspeler { $seat } · seizoensteller { $tracker }
tui-board-tower-base = Basis van de kubustoren:
tui-board-river = Rivier (pier { $jetty }; stroomversnellingen bij { $rapids })
tui-board-docked = aangelegd ({ $points } p.)
tui-board-river-tile = riviertegel
tui-board-river-tile-next = daarna
tui-board-staircase = { $stair ->
        [palace] Paleistrap
       *[mosque] Moskeetrap
    } (bovenste trede { $last }; drempels { $thresholds })
tui-board-step = { $step } (segment { $segment })
tui-board-your-line = Jouw verbinding ({ $palace }/{ $mosque }): { $bonuses }
tui-board-leftover-oases = Overgebleven oasen: { $oases }
tui-figure-with = bij { $seat } (trede { $step })
tui-figure-left = heeft de trap verlaten
tui-figure-waits = wacht op trede { $step }
tui-fountain = Fonteinfiche: { $text }
tui-towns-display = Woestijnsteden in de uitstalling ({ $count } over, nachtzijde boven):
tui-towns-spaces = Woestijnsteden (startoase afgedekt):
tui-town-claimed-points = geactiveerd, dagzijde boven; nu { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    }
tui-town-claimed = geactiveerd, dagzijde boven
tui-town-night = nachtzijde boven; activeren voor { $cost }
tui-town-no-town-left = karavaan daar, geen stad meer over
tui-town-empty = leeg (karavanen { $caravans }/4)

## De tabbladen Markt en Perkamentrollen

tui-market-office = Wisselkantoor #{ $office } (dit seizoen)
tui-market-office-new = Wisselkantoor #{ $office } (dit seizoen; een nieuw wisselkantoor: grondstof + bonus)
tui-market-luxury = Luxegoederen (kosten in goederenkeshi's -> opbrengst) [over]
tui-market-stack = gedekte stapel: { $count }
tui-market-workshops = Werkplaatsen: prijs, punten; stadspoorten daar
tui-market-workshop = { $workshop } ({ $price ->
        [one] { $price } dinar
       *[other] { $price } dinars
    }, { $points }):
tui-sold-out = uitverkocht
tui-scrolls-title = Madrassa: perkamentrollen in de uitstalling [gedekt over]
tui-scrolls-type = { $kind } ({ $scholars ->
        [one] { $scholars } geleerde
       *[other] { $scholars } geleerden
    }, { $dates ->
        [one] { $dates } dadel
       *[other] { $dates } dadels
    }) [{ $left }]

## Het tabblad Spelers

tui-no-such-player = deze speler bestaat niet
tui-player-figure = met de { $figure }
tui-player-resources = Water { $water } dadels { $dates } dinars { $dinars } · goederen
tui-player-screen = Scherm:
tui-player-screen-hidden = { $count ->
        [one] { $count } keshi (verborgen)
       *[other] { $count } keshi's (verborgen)
    }
tui-player-selection = Keuze: { $colours }
tui-player-selection-hidden = Keuze: gemaakt (verborgen)
tui-player-selection-none = Keuze: nog niet gemaakt
tui-player-sector = Wijk
# Boven de kolommen: keshi's in de wijk, W een waterverkoper, A een assistent.
tui-player-sector-columns = keshi's W  ass. · notities
tui-note-docked = visser aangelegd
tui-note-fisherman = visser { $space }
tui-note-luxury = { $count ->
        [one] { $count } luxegoed
       *[other] { $count } luxegoederen
    }
tui-note-disc = schijf gedraaid { $turns }
tui-note-step = trede { $step }
tui-note-scrolls = { $count ->
        [one] { $count } perkamentrol
       *[other] { $count } perkamentrollen
    }
tui-note-watchtower = { $count } in de wachttoren
# L, R, S: het linkerpad, het rechterpad, het pad naar de startoase.
tui-note-paths-towns = paden L{ $left }/4 R{ $right }/4
tui-note-paths = paden L{ $left } R{ $right } S{ $start }
tui-player-fields = Velden:
tui-player-gates = Stadspoorten:
tui-player-oases = Oasen:
tui-player-oasis-claimed = geactiveerd
tui-player-oasis-found = ontdekt: { $oasis }
tui-player-storage = Opslag:
# Opslagplaatsen met een symbool: ruilen, perkamentrol.
tui-storage-exchange = ruil
tui-storage-scroll = rol
tui-player-provision = Provisie:
tui-player-provision-drawn = Ook getrokken (houd 3 van 5):
tui-face-down-tile = (gedekt { $tile })
tui-face-down = (gedekt)
tui-face-down-tier = (gedekt, { $tier ->
        [moderate] gematigd
       *[hard] moeilijk
    })
tui-player-spectators = Toeschouwersvak ({ $count }, kameel { $camel }, kamelenmest { $dung }):
tui-player-set-aside = Opzij gelegd: { $keshis }
tui-player-scrolls = Perkamentrollen:
tui-building = Gebouw ({ $side }):
tui-building-front = voorkant
tui-building-back = achterkant
tui-building-unknown = gebouw { $id }
tui-building-hidden = nog niet gekozen (verborgen)
tui-buildings-drawn = Getrokken gebouwen ({ $side }, houd er 1):
tui-building-scrolls-drawn = Getrokken gele perkamentrollen (houd er 1):
tui-nomads = Nomaden: { $count } op het bord
tui-nomads-vendor = waterverkoper { $count }
tui-nomads-watching = { $count } in het toeschouwersvak
tui-nomads-held = { $count } opzij gelegd
tui-nomad-board = nomadenbord: nog { $count }
tui-nomad-board-base = 1 in de basis van de kubustoren

## Het tabblad Paschabot

tui-pb-none = In dit spel is er geen Paschabot.
tui-pb-difficulty = Moeilijkheidsgraad: { $difficulty }
tui-pb-docked = aangelegd
tui-pb-tracks = Visser { $fisherman } · paleis { $palace } · moskee { $mosque }
tui-pb-drawn = Getrokken: { $colours }
# Boven de kolommen: het wijkspoor, n keshi's, W, A, de strategiesymbolen, de punten.
tui-pb-col-row = Spoor
tui-pb-col-icons = symb.
tui-pb-col-points = p.
tui-pb-full = vol
tui-pb-points-complete-only = p.: 10 per compleet gevulde wijk (makkelijkere regel: geen punten voor keshi's)
tui-pb-points-projected = p. aan het einde: n x de helft van de symbolen (naar boven afgerond), +10 als vol (8 + W): { $points }
tui-pb-gates = Stadspoorten ({ $count }, { $guards ->
        [one] { $guards } schildwacht
       *[other] { $guards } schildwachten
    }):
tui-pb-towns = Woestijnsteden (zijn 4e en 8e keshi in de Sahara): { $towns }
tui-pb-strategy = Strategietegels: { $revealed } open, { $hidden } gedekt
tui-pb-souk = Soek: koopt { $top ->
        [slipper] een slof
        [tajine] een tajine
        [dagger] een sierdolk
        [oil_lamp] een olielamp
        [necklace] een ketting
        [hunting_falcon] een jachtvalk
       *[racing_saddle] een racezadel
    }, anders { $bottom ->
        [slipper] een slof
        [tajine] een tajine
        [dagger] een sierdolk
        [oil_lamp] een olielamp
        [necklace] een ketting
        [hunting_falcon] een jachtvalk
       *[racing_saddle] een racezadel
    } (laatste tegel)
tui-pb-priority = Keshiprioriteit:
tui-pb-bag = Zak ({ $count } over):
tui-pb-lazy-head = geen bord, geen punten
tui-pb-lazy-rule = Hij neemt 2 keshi's van de meest linkse kleur waarvan er 2 in de basis van de kubustoren liggen, anders 1 keshi van de meest linkse kleur daar; ze gaan terug naar de voorraad.
tui-pb-priority-line = Prioriteitenlijst (links eerst):
tui-pb-river-tile = Riviertegel van dit seizoen: de jouwe als je visser stroomversnelling { $rapid } is overgestoken
tui-pb-titles = Titels (P0 heeft { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    }):
tui-pb-reached = bereikt
tui-pb-to-go = nog { $points }
tui-pb-final-title = Titel aan het einde: { $title }
tui-pb-no-title = Aan het einde: geen titel bereikt

## Het tabblad Kamelenrace

tui-race-not-in-play = De kamelenrace doet niet mee.
tui-race-track = Racebaan:
tui-race-bridge = veld { $space }: { $cost }
# S, 1-3, B, F: de tekens waarmee de racebaan hierboven getekend is.
tui-race-legend = S startlijn, 1-3 etappelijnen (1 goederenkeshi, 1 kamelenmest eraf, +{ $dinars } dinar voor de eerste kameel erover{ $taken }), B brug ({ $bridges }), F finishlijn (+{ $points } punten, daarna het podium)
tui-race-taken = ; dinar al genomen bij { $lines }
tui-race-spectators = Kamelen en toeschouwersvakken ({ $spaces } velden; stappen voor 1-8 kleuren: { $steps }):
tui-race-podium-place = podium { $place }
tui-race-camel = kameel { $space }/{ $finish }
tui-race-player = { $camel }, toeschouwers { $count }/{ $spaces }:
tui-race-dung = kamelenmest { $dung } (-{ $penalty } aan het einde); de volgende toeschouwer loopt { $new } (nieuwe kleur) of { $old }; water { $water } dadels { $dates }
tui-race-rewards = Beloningstegels (één per seizoen, de bovenste telt):
tui-race-active = ACTIEF, seizoen { $season }
tui-race-season = seizoen { $season }
tui-race-tile = { $label }: tegel #{ $tile }
tui-race-discard = { $colour }: 1 kamelenmest afleggen
tui-race-podium = Podium:
tui-race-end = Einde: raceplaatsen leveren { $points } op (gelijke stand deelt, naar beneden afgerond; alleen voorbij etappelijn 1); kamelenmest kost { $dung } (-{ $beyond } voor elke boven { $count })

## Het tabblad Modules

tui-mod-title = Modules: { $modules }
tui-mod-staircase = 1 Trapfiches (linksonder eerst; * jouw verbinding):
tui-mod-printed = gedrukt: { $bonus }
tui-mod-imam-sultan = 2 Imam & sultan:
tui-mod-offices-new-only = 3 Wisselkantoren (alleen de nieuwe): dit seizoen #{ $office }
tui-mod-offices-mixed = 3 Wisselkantoren (nieuwe ertussen geschud): dit seizoen #{ $office }
tui-mod-spectators = 4 Publiek: paarse zijde van de schijf
tui-mod-sections = delen met de klok mee: { $purple } (roze: { $pink })
tui-mod-towns = 5 Woestijnsteden:
tui-mod-towns-rule = een karavaan op het 4e veld van het linker- of rechterpad: +{ $points } punten en een stad; wijkactie Sahara: activeer ze voor { $cost }; hoogstens 2 tellen; startoase afgedekt
tui-mod-paschabot-towns = (Paschabot) steden: { $towns }
tui-mod-town-day = dag
tui-mod-town-night = nacht
tui-mod-race = Kamelenrace:
tui-mod-race-tab = racebaan, kamelen, toeschouwersvakken, kamelenmest, beloningstegels en podium: het tabblad Race

## Het tabblad Punten

tui-scores-steps = paleis/moskee
tui-scores-final-paschabot = : wijken { $count }x10={ $sector_points }, keshi's x symbolen = { $keshis }{ $towns }
tui-scores-final-player = : wijken { $count }x10={ $sector_points }, oasen { $oases } = { $oasis_points }, grondstoffen { $resources }/2={ $resource_points }{ $towns }
tui-scores-towns = woestijnsteden { $towns } = { $points }

## Foutregels van de opdrachtregel en het spel in de terminal ("fout: …"),
## in de gekozen taal (--lang, LC_ALL/LC_MESSAGES/LANG)

tui-error-bots-count = --bots noemt { $count ->
        [one] één bot
       *[other] { $count } bots
    } voor { $players } spelers (geef er één per plaats, of één voor allemaal)
tui-error-solo-bots = --bots '{ $bots }': een solospel heeft één bot, voor jouw plaats (P0); de Paschabot speelt P1
tui-error-river-tiles-form = --river-tiles: '{ $tiles }' heeft niet de vorm 1,3,5
tui-error-river-tiles-count = --river-tiles heeft precies 3 getallen nodig, bijv. 1,3,5
tui-error-games = --games moet minstens 1 zijn
tui-error-threads = --threads moet tussen 1 en { $max } liggen, niet { $threads }
tui-error-players = het basisspel is voor 2 tot 4 spelers, niet { $count }
tui-error-bad-setup = ongeldige spelvoorbereiding: { $error }
tui-error-cannot-write = kan { $file } niet schrijven: { $error }
tui-error-offices-new-only = --offices-new-only is een variant van module 3, maar --modules zegt none
tui-error-staircase-tiles-without-module = --staircase-tiles is een variant van module 1, maar --modules zegt none
tui-error-buildings-back-without-module = --buildings-back is een kant van de speciale gebouwen, maar --modules zegt none
tui-error-no-random-seed = het systeem geeft geen willekeurige waarde: { $error }
tui-error-seats-count = --seats noemt { $seats } plaatsen, maar het opgeslagen spel heeft { $players } spelers
tui-error-backup-all-taken = kan het oude { $file } niet bewaren: { $file }.bak.1 tot .bak.9999 bestaan allemaal al
tui-error-backup-taken = kan het oude { $file } niet naar { $backup } verplaatsen: die naam is inmiddels bezet
tui-error-backup-failed = kan het oude { $file } niet naar { $backup } verplaatsen: { $error }
tui-error-cannot-read-answer = kan het antwoord niet lezen: { $error }
tui-error-save-is-directory = kan het spel niet opslaan: { $file } is een map
tui-error-save-not-regular = kan het spel niet opslaan: { $file } is geen gewoon bestand
tui-error-save-dir-not-directory = kan het spel niet opslaan in { $file }: { $dir } is geen map
tui-error-save-dir-missing = kan het spel niet opslaan in { $file }: de map { $dir } bestaat niet
tui-error-save-dir-not-writable = kan het spel niet opslaan in { $file }: kan niet schrijven in { $dir }: { $error }
tui-error-needs-terminal = marrakesh play heeft een terminal nodig (voor scripts zijn er new/legal/apply, voor spellen van bots simulate)
tui-error-terminal = fout van de terminal: { $error }
tui-error-in-file = { $file }: { $error }
tui-error-per-game-extension = --per-game { $file }: de bestandsnaam moet op .csv of .jsonl eindigen
tui-error-save-games-dir = --save-games { $dir }: { $error }
tui-error-report-no-number = { $file }: geen verslag van `simulate --json` (geen getal { $what })
tui-error-cannot-read = kan { $file } niet lezen: { $error }
tui-error-not-json = { $file }: geen JSON: { $error }
tui-error-report-none = { $dir }: er staan geen verslagen van `simulate --json` (*.json) in
tui-error-report-no-seats = { $file }: geen verslag van `simulate --json` (geen plaatsen)
tui-error-report-differs = { $file }: de plaatsen of de spelvoorbereiding wijken af van die van { $first }: geen gezamenlijke tabel
tui-error-no-such-path = { $file }: dat bestand of die map bestaat niet
tui-error-game-failed = spel { $index } (seed { $seed }) is mislukt: { $error }
tui-error-thread-panicked = een thread van de simulatie is vastgelopen
tui-error-solo-bots-given = { $count ->
        [one] één bot
       *[other] { $count } bots
    } opgegeven voor een solospel (één bot speelt plaats 0)
tui-error-bots-given = { $count ->
        [one] één bot
       *[other] { $count } bots
    } opgegeven voor { $players } spelers
tui-error-compare-catalogs = kan de catalogi niet vergelijken: { $error }
tui-error-timeout = { $value }: een tijdslimiet is een positief aantal seconden
tui-error-view-seat = view: --player K of --spectator is nodig
tui-error-stdin-action = de actie van de standaardinvoer
tui-error-not-a-game-file = { $file } is geen geldig spelbestand: { $error }
tui-error-file-catalog = de catalogus in het bestand is ongeldig: { $error }
tui-error-cannot-read-directory = kan { $file } niet lezen: het is een map
tui-error-too-large = { $file } is te groot (meer dan { $limit } bytes)
tui-error-not-utf8 = { $file } is geen UTF-8-tekst
tui-error-seats-listed = { $seats } plaatsen opgegeven voor { $players } spelers
tui-error-seat-not-paschabot = in een solospel is plaats { $seat } de Paschabot, niet { $found }
tui-error-paschabot-seat = in een solospel is de Paschabot plaats { $paschabot }, niet plaats { $seat }
tui-error-paschabot-outside-solo = de Paschabot speelt alleen in een solospel mee (--solo of --lazy)
tui-error-start-player = startspeler { $player } zit niet aan tafel
tui-error-solo-buildings-front = in het solospel geldt alleen de achterkant van de speciale gebouwen (003: "Benutze nur die Rückseite der Gebäude")
tui-error-solo-start-player = in het solospel leggen de regels de startspeler vast
tui-error-lazy-difficulty = de luie Paschabot heeft geen aanpassingen van de moeilijkheidsgraad
tui-error-tower-chance = een kans van de toren is in promille, 0 tot 1000, niet { $chance }
tui-error-river-tile = riviertegel { $tile } kan niet de tegel van seizoen { $season } zijn (verkeerd nummer of verkeerd seizoenssymbool)
tui-error-staircase-tile = trapfiche { $tile } is onbekend, twee keer gekozen of heeft zo'n kant niet
tui-error-game-over = het spel is afgelopen
tui-error-no-such-player = er is geen speler { $player } aan deze tafel
tui-error-not-your-turn = speler { $player } heeft nu niets te beslissen (er wordt gewacht op { $waiting })
tui-error-illegal-action = speler { $player } kan { $action } nu niet spelen; te beslissen is { $decision }
tui-error-action-not-replayable = actie #{ $index } kan niet opnieuw gespeeld worden: { $error }
tui-error-io-not-found = bestand of map niet gevonden
tui-error-io-permission-denied = toegang geweigerd
tui-error-io-already-exists = het bestand bestaat al
tui-error = fout: { $message }
tui-error-no-player = er is geen speler { $player }: de plaatsen zijn 0 tot { $last }
tui-error-pending-secret = tegelijk en in het geheim te beslissen: { $seats }; geef --player K om de mogelijkheden van één plaats te tonen
tui-error-malformed-action = onjuiste actie-JSON: { $error }
tui-error-no-more-actions = het spel is afgelopen: geen acties meer
tui-error-player-is-paschabot = speler { $player } is de { $opponent }: de regels spelen hem, hij beslist nooit
tui-error-nothing-to-decide = speler { $player } heeft nu niets te beslissen (er wordt gewacht op speler { $waiting })
tui-error-nobody-decides = niemand heeft iets te beslissen
tui-error-say-which-player = spelers { $players } moeten nu allemaal beslissen: zeg met --player welke
tui-error-illegal = ongeldige actie: { $error }
tui-error-cannot-encode-view = kan het overzicht niet coderen: { $error }
tui-error-cannot-encode-replay = kan het spelverloop niet coderen: { $error }
tui-error-file-bad-setup = { $file }: ongeldige spelvoorbereiding: { $error }
tui-error-file-action-not-replayable = { $file }: actie #{ $index } kan niet opnieuw gespeeld worden: { $error }
tui-error-file-nothing-to-decide = { $file }: actie #{ $index } kan niet opnieuw gespeeld worden: speler { $player } heeft niets te beslissen
tui-error-seats-players = --seats noemt { $seats } plaatsen, maar --players is { $players }
tui-lobby-at = Marrakesh: de lobby staat op { $url } (open die in je browser; Ctrl-C stopt de server; `marrakesh play` is het spel in de terminal)
tui-error-unknown-module = onbekende module '{ $module }' (gebruik { $names }, all of none; of de nummers 1-5)
tui-error-modules-none-with = --modules '{ $list }': 'none' kan niet met modules gecombineerd worden
tui-error-staircase-tiles-form = --staircase-tiles: '{ $tiles }' zijn geen 12 paren FICHE:KANT zoals 1:0,2:1,... (fiches 1-20, kant 0 of 1)
tui-error-modules-list = --modules '{ $list }': { $error }

## De hulp van de opdrachtregel (`marrakesh --help`, `marrakesh OPDRACHT --help`).
## Opdrachten: cli-about-OPDRACHT; argumenten: cli-arg-OPDRACHT-ARG waar een
## opdracht het op een eigen manier zegt, anders cli-arg-ARG.

cli-about = Marrakesh van Stefan Feld: speel in de terminal, simuleer botspellen, stuur spellen aan als JSON
cli-after-help = Zonder opdracht start `marrakesh` de spelserver op 127.0.0.1 (spellen in marrakesh.db) en opent de lobby in je browser; `marrakesh play` is het spel in de terminal.
cli-about-play = Speel een spel in de terminal (tegen bots, of met meerdere mensen aan één toetsenbord)
cli-about-simulate = Speel veel botspellen en toon statistieken
cli-about-bench = Meet de snelheid van de spelengine (één thread, botspellen)
cli-about-new = Toon een nieuw spelbestand (JSON)
cli-about-legal = Toon wie moet beslissen en de toegestane acties (JSON)
cli-about-apply = Voer één actie uit en toon het nieuwe spelbestand
cli-about-view = Toon wat één plaats (of een toeschouwer) mag zien (JSON)
cli-about-score = Toon de puntentelling in detail
cli-about-replay = Speel een spelbestand na en toon elke actie met haar gebeurtenissen
cli-about-review = De terugblik van de sterke bot op een afgelopen spel: elke beslissing van één plaats, de verwachte verloren punten
cli-about-serve = Bied spellen online aan (HTTP + WebSocket; zie docs/server.md)
cli-about-report = Voeg rapporten van `simulate --json`, in delen gespeeld, samen tot tabellen met 95%-intervallen (tekst, Markdown of een HTML-rapport met grafieken)
cli-about-catalog = Toon de ingebouwde materiaalcatalogus (TOML), om te bewerken en te gebruiken met --catalog
cli-about-help = Toon deze hulp of de hulp van de genoemde opdrachten

cli-heading-usage = Gebruik
cli-heading-commands = Opdrachten
cli-heading-arguments = Argumenten
cli-heading-options = Opties
cli-heading-modules = Modules van de basisdoos en de uitbreidingsdoos (elke combinatie, ook met --solo)
cli-heading-solo = Solospel tegen de Paschabot (moeilijkheidsgraad: met --solo, elke combinatie)
cli-heading-lab = Simulatielab (naast het overzicht)
cli-usage-options = [OPTIES]
cli-usage-command = [OPDRACHT]
cli-spec-default = [standaard: { $value }]
cli-spec-possible = [mogelijke waarden: { $values }]
cli-spec-env = [omgevingsvariabele: { $name }]

cli-arg-help = Hulp tonen
cli-arg-version = Versie tonen
cli-arg-subcommand = Hulp bij de genoemde opdrachten tonen
cli-arg-lang = Taal van de teksten: de, nl of en (standaard: uit LC_ALL, LC_MESSAGES of LANG, anders Engels; JSON-uitvoer is in alle talen gelijk)
cli-arg-file = Het spelbestand
cli-arg-json = Als JSON
cli-arg-simulate-json = Toon één JSON-object in plaats van tekst
cli-arg-legal-player = Wiens acties getoond worden (standaard: de eerste speler die moet beslissen)
cli-arg-apply-player = De plaats die handelt (standaard: de enige speler die moet beslissen)
cli-arg-view-player = De plaats (vanaf 0); --player K of --spectator is nodig
cli-arg-review-player = De te beoordelen plaats (vanaf 0)
cli-arg-ms = Zoektijd per beslissing in milliseconden (tot het dubbele waar de plaats anders koos dan de bot)
cli-arg-action = De actie als JSON, precies zoals `legal` haar toont ("-" leest haar van de standaardinvoer)
cli-arg-in-place = Schrijf het bestand (atomair) opnieuw en toon in plaats daarvan wat er gebeurde
cli-arg-spectator = Alleen wat iedereen mag zien
cli-arg-check = Controleer in plaats van te tonen of BESTAND een catalogus is die de engine aanvaardt
cli-arg-edition = Spelregeleditie: classic (de Classic-regels) of essential (de Essential-editie)
cli-arg-tower = De tussenlaag van de kubustoren: b1 houdt een paar keshi's tegen, b2 meer, none: zonder tussenlaag, elke keshi komt eruit
cli-arg-seed = Startwaarde van het toeval (standaard: een willekeurige)
cli-arg-catalog = Materiaalcatalogus (TOML) om mee te spelen in plaats van de ingebouwde (zie `marrakesh catalog`); het bestand van een nieuw spel bewaart een kopie
cli-arg-modules = Modules in het spel, gescheiden door komma's: staircase-tiles (trapfiches), imam-sultan (imam & sultan), exchange-offices (wisselkantoren), spectators (publiek), desert-towns (woestijnsteden), of hun nummers 1-5; uit de uitbreidingsdoos new-luxury-goods (nieuwe luxegoederen), new-oases (nieuwe oasen), camel-race (kamelenrace), nomads (nomaden), special-buildings (speciale gebouwen), new-provisions (nieuwe provisietegels); all (alle elf; solo: de achterkant van de gebouwen); none (geen, standaard)
cli-arg-offices-new-only = Variant van module 3: alleen de 6 nieuwe wisselkantoren. Houdt module 3 in
cli-arg-staircase-tiles = Variant van module 1: de trapfiches gekozen in plaats van getrokken: FICHE:KANT (fiche 1-20, kant 0 of 1) voor elk van de 12 velden, linksonder eerst. Houdt module 1 in
cli-arg-buildings-back = Speciale gebouwen: iedereen speelt de achterkant (start-keshi, grondstoffen en perkamentrol, geen vaardigheid). Houdt de module in; solospellen gebruiken altijd de achterkant
cli-arg-solo = Solo: P0 (jij; in simulate de bot van --bots) tegen de Paschabot (P1), gespeeld volgens zijn regels
cli-arg-lazy = Solo tegen de luie Paschabot (geen speelbord; je speelt voor een titel: 135, 160, 185 of 201 punten). Houdt --solo in
cli-arg-easier-no-extra-tiles = Makkelijker: zijn 3e, 5e en 7e karavaan onthult geen strategietegel (3 tegels in het hele spel)
cli-arg-easier-complete-sectors-only = Makkelijker: aan het einde telt hij alleen zijn volledige wijken, niet zijn keshi's per wijk
cli-arg-easier-main-square-once = Makkelijker: zijn actie op het Groot Plein geeft de bonus één keer (niet drie keer)
cli-arg-easier-no-fisherman-moves = Makkelijker: het vissersymbool op zijn strategietegels verplaatst zijn visser niet
cli-arg-harder-expensive-gates = Moeilijker: in de medina neemt hij altijd de duurste stadspoort van een kleur
cli-arg-harder-main-square-four = Moeilijker: zijn actie op het Groot Plein geeft de bonus vier keer
cli-arg-harder-storage-keshis = Moeilijker: bij de voorbereiding krijgt hij de overige 5 keshi's uit de zak en zet ze meteen in
cli-arg-play-players = Aantal spelers, 2 tot 4 (standaard: 3, of het aantal --seats)
cli-arg-new-players = Aantal spelers, 2 tot 4
cli-arg-players = Spelers per spel, 2 tot 4
cli-arg-seats = Wie waar zit, bv. human,greedy,random of human,human (meerdere mensen aan één toetsenbord): human is een mens, random de willekeurige bot, greedy de gretige bot, ismcts de sterke bot (zoals bij simulate --bots)
cli-arg-resume = Zet het in BESTAND opgeslagen spel voort
cli-arg-save = Sla het spel na elke actie op in BESTAND (standaard: het voortgezette bestand, anders marrakesh-save.json)
cli-arg-delay = Pauze tussen botzetten, in milliseconden (elke toets slaat de pauze over)
cli-arg-games = Aantal spellen
cli-arg-bots = Bot per plaats, gescheiden door komma's; één naam voor alle plaatsen: random (willekeurige bot), greedy (gretige bot), ismcts (sterke bot die zoekt: ismcts:MS denkt MS milliseconden per beslissing, ismcts:Nit doet N zoekrondes, ismcts:BUDGET:AANTAL een van beide met AANTAL threads). Solo: de ene bot die jouw plaats (P0) speelt
cli-arg-threads = Werkthreads (standaard: alle kernen)
cli-arg-bench = Meet in plaats daarvan de snelheid van de engine met één thread en willekeurige bots
cli-arg-per-game = Schrijf ook één regel per spel en plaats naar BESTAND: CSV (BESTAND.csv) of JSON Lines (BESTAND.jsonl); kolommen in docs/cli.md
cli-arg-save-games = Sla ook elk spel op als spelbestand in MAP (aangemaakt indien nodig): MAP/game-0000.json, ... voor `marrakesh replay`, `score`, `play --resume`
cli-arg-report = Schrijf ook een (Engelstalig) HTML-rapport met grafieken naar BESTAND: puntenverdelingen, winstpercentages, punten per categorie, onderling, punten na elke ronde
cli-arg-bot = De bot die elke plaats speelt: random (willekeurige bot), greedy (gretige bot) of ismcts (sterke bot, zoals bij simulate --bots)
cli-arg-river-tiles = Riviertegels van de seizoenen 1, 2, 3, bv. 1,3,5 (standaard: getrokken)
cli-arg-start-player = Startspeler (plaats vanaf 0; standaard: geloot; solo: door de regels bepaald)
cli-arg-paths = Rapporten van `simulate --json`: een map met de delen van een tabel (TABEL/*.json), een map van zulke mappen (elk een tabel) of losse rapportbestanden
cli-arg-html = Schrijf een (Engelstalig) HTML-rapport met grafieken naar BESTAND in plaats van de tabellen te tonen
cli-arg-markdown = Toon de tabellen als de rijen van één Markdown-tabel
cli-arg-bind = Adres om op te luisteren (standaard alleen lokaal; 0.0.0.0:8080 voor een lokaal netwerk)
cli-arg-db = Waar de spellen staan: een SQLite-bestand (aangemaakt indien nodig; `sqlite:` voor het pad is toegestaan) of een PostgreSQL-URL (postgres://user:password@host/database)
cli-arg-cluster = Met een PostgreSQL-`--db`: alle processen op de database bedienen tegelijk, elk met een deel van de lopende spellen, achter een willekeurige load balancer (zonder dit bedient er één en staan de andere paraat); zie docs/hosting.md
cli-arg-zombie-after = Seconden dat een menselijke plaats zonder verbinding aan de beurt moet zijn voordat de gastheer haar aan een bot mag geven
cli-arg-archive-after-days = Dagen zonder zet waarna een lopend spel gearchiveerd wordt
cli-arg-bot-delay = Pauze voordat de zet van een bot gespeeld wordt, in milliseconden
cli-arg-games-per-minute = Nieuwe spellen per minuut per IP-adres
cli-arg-messages-per-10s = Berichten die één WebSocket per 10 seconden mag sturen (daarna een fout, en de socket wordt gesloten)
cli-arg-synchronous = De synchronous-instelling van SQLite: `full` (elke bevestigde actie overleeft een stroomstoring) of `normal` (ze overleeft een afgebroken server, geen crash van het besturingssysteem; sneller)
cli-arg-header-read-timeout = Seconden waarin een verbinding de kop van een verzoek moet sturen (ook de wachttijd op het volgende verzoek van een opengehouden verbinding)
cli-arg-body-read-timeout = Seconden waarin de inhoud van een verzoek na de kop moet aankomen (anders 408)
cli-arg-idle-timeout = Seconden zonder één byte in welke richting ook waarna een verbinding gesloten wordt
cli-arg-max-connections-per-ip = Hoogstens zoveel open verbindingen (HTTP en WebSocket) van één adres (IPv6: per /64)
cli-arg-max-connections = Hoogstens zoveel open verbindingen in totaal (verlaagd om binnen de grens van open bestanden te passen)
cli-arg-sockets-per-seat = Hoogstens zoveel WebSockets per plaats (de tabbladen van een plaats; nooit geblokkeerd door toeschouwers)
cli-arg-spectators-per-game = Hoogstens zoveel WebSockets van toeschouwers per spel
cli-arg-spectators-total = Hoogstens zoveel WebSockets van toeschouwers in totaal
cli-arg-hints-at-once = Tegelijk gezochte tips in totaal (één tegelijk per plaats); standaard: het aantal kernen
cli-arg-max-live-games = Hoogstens zoveel spellen in het geheugen (de rustende verlaten het om plaats te maken)
cli-arg-serve-review-ms = Milliseconden zoektijd van de sterke bot per beslissing bij de analyse van een afgelopen spel (één analyse tegelijk)
cli-arg-log-format = Hoe logregels geschreven worden (standaardfoutuitvoer): `human` of `json` (één object per regel); het niveau komt uit MARRAKESH_LOG (standaard info)
cli-arg-trusted-proxy = Een reverse proxy waarvan de headers X-Forwarded-For / Forwarded / X-Forwarded-Proto geloofd worden (voor de grenzen per adres en de uitnodigings-URL's): een adres of een CIDR-bereik; herhaal het of scheid met komma's
cli-arg-forwarded-header = In welke header de vertrouwde proxy de client meldt: `x-forwarded-for` (met X-Forwarded-Proto/-Host) of `forwarded` (RFC 7239); de andere soort wordt nooit gelezen
cli-arg-public-url = De basis-URL van uitnodigingslinks (bv. https://games.example); standaard: het schema en de host die de client gebruikte
cli-arg-quick-play-expiry = Seconden dat een ticket voor snel spelen zonder navraag in de wachtrij blijft (de wachtende pagina vraagt elke 2 s)

## De fouten van de opdrachtregel (van clap, per soort), elk één regel

cli-error-unknown-argument = onverwacht argument '{ $arg }'
cli-error-unknown-command = onbekende opdracht '{ $command }'
cli-error-value-missing = '{ $arg }' heeft een waarde nodig, maar er is geen opgegeven
cli-error-invalid-value = ongeldige waarde '{ $value }' voor '{ $arg }'
cli-error-invalid-value-because = ongeldige waarde '{ $value }' voor '{ $arg }': { $reason }
cli-error-possible-values = [mogelijke waarden: { $values }]
cli-error-no-equals = '{ $arg }' heeft een isgelijkteken voor de waarde nodig
cli-error-too-many-values = onverwachte waarde '{ $value }' voor '{ $arg }'; er werden er geen meer verwacht
cli-error-too-few-values = '{ $arg }' heeft { $min } waarden nodig; er { $actual ->
        [one] is
       *[other] zijn
    } maar { $actual } opgegeven
cli-error-wrong-number-of-values = '{ $arg }' heeft { $expected } waarden nodig, maar er { $actual ->
        [one] is
       *[other] zijn
    } { $actual } opgegeven
cli-error-conflict = het argument '{ $arg }' kan niet samen met '{ $other }' gebruikt worden
cli-error-conflict-any = het argument '{ $arg }' kan niet samen met een van de andere opgegeven argumenten gebruikt worden
cli-error-repeated = het argument '{ $arg }' kan niet meerdere keren gebruikt worden
cli-error-missing-required = deze verplichte argumenten ontbreken: { $args }
cli-error-missing-command = '{ $command }' heeft een subopdracht nodig, maar er is geen opgegeven
cli-error-invalid-utf8 = een of meer argumenten zijn geen geldige UTF-8
cli-error-other = de opdrachtregel is ongeldig
cli-error-reason-not-a-number = geen geheel getal
cli-error-reason-empty = een lege tekenreeks is geen getal
cli-error-reason-too-large = het getal is te groot
cli-error-reason-too-small = het getal is te klein
cli-error-reason-range = { $value } ligt niet in { $range }
cli-error-reason-float = geen getal
cli-error-reason-address = geen geldig socketadres
cli-error-reason-lang = onbekende taal "{ $value }" (de, en of nl)
cli-error-tip-similar-argument = er bestaat een vergelijkbaar argument: '{ $similar }'
cli-error-tip-similar-command = er bestaat een vergelijkbare opdracht: '{ $similar }'
cli-error-tip-similar-value = er bestaat een vergelijkbare waarde: '{ $similar }'
cli-error-tip-value-dash = gebruik '-- { $value }' om '{ $value }' als waarde door te geven
cli-error-see-help = zie { $command } --help

## marrakesh simulate en bench: het overzicht (getallen zoals ze zijn)

tui-sim-header = { $games ->
        [one] { $games } spel
       *[other] { $games } spellen
    }, { $table }, editie { $edition }, toren { $tower }{ $modules }, basisstartwaarde { $seed }, { $threads } thread(s){ $catalog }
tui-sim-catalog = , catalogus { $file }
tui-sim-speed = { $seconds } s, { $rate } spellen/s, { $decisions } beslissingen per spel
tui-sim-col-seat = plaats
tui-sim-col-bot = bot
tui-sim-col-mean = gem.
tui-sim-col-min = min.
tui-sim-col-max = max.
tui-sim-col-win-rate = winstkans
tui-sim-all-seats = alle plaatsen
tui-sim-thinking = { $seat } { $bot } denkt gemiddeld { $mean } ms per beslissing, hoogstens { $max } ms
tui-sim-rule = (winstkans: { $rule })
tui-sim-rule-solo = ({ $rule })
tui-sim-rule-shared = een gedeelde overwinning telt 1/k voor elk van de k winnaars
tui-sim-rule-paschabot = P0 wint alleen met meer punten dan de Paschabot; bij gelijkspel wint de Paschabot
tui-sim-rule-lazy = P0 wint door een titel te halen ({ $points } punten of meer); anders wint niemand
tui-sim-intervals = (95%-intervallen: Student-t voor gemiddelde punten, Wilson voor winstkansen; rijen "alle plaatsen" tellen elke plaats van een spel als één steekproef)
tui-sim-desert-towns = Woestijnsteden per spel, genomen / opgeëist:
tui-sim-titles = Titels van P0 (minstens zoveel punten):
tui-sim-no-title = geen titel
tui-sim-points-by-category = Gemiddelde punten per categorie:
tui-sim-points-per-player = Gemiddelde punten per speler per categorie:
tui-bench-line = { $games ->
        [one] { $games } spel
       *[other] { $games } spellen
    }, { $players } spelers, bot { $bot }{ $modules }, 1 thread: { $seconds } s, { $rate } spellen/s, { $decisions } beslissingen/s ({ $per_game } beslissingen per spel)

## marrakesh report: de samengevoegde tabellen (getallen zoals ze zijn)

tui-report-both-seats = { $table } (beide plaatsen)
tui-report-bot = bot: { $bot }
tui-report-games = spellen: { $games }
tui-report-setup = speelvorm: { $setup }
tui-report-seeds = startwaarden: { $first }-{ $last } ({ $chunks ->
        [one] { $chunks } deel
       *[other] { $chunks } delen
    })
tui-report-wins = overwinningen: { $wins }
tui-report-win-rate = winstkans: { $rate }
tui-report-mean = gemiddelde punten: { $mean }
tui-report-others-mean = gemiddelde van de anderen: { $mean }
tui-report-title = titel vanaf { $points }: { $reached } = { $rate }
tui-report-thinking = denktijd: gemiddeld { $mean } ms, hoogstens { $max } ms
tui-report-mean-text = { $mean } ±{ $half } ({ $lo }–{ $hi }, std.afw. { $sd })
tui-report-markdown-head = | tabel | spellen | overwinningen (95%-interval) | gemiddelde punten (95%) | gemiddelde van de anderen | titels |

## Plaatshouders voor waarden in de hulp (<BESTAND>)

cli-value-action = ACTIE
cli-value-archive-after-days = DAGEN
cli-value-bind = ADRES
cli-value-body-read-timeout = SECONDEN
cli-value-bot = BOT
cli-value-bots = BOTS
cli-value-bot-delay = MILLISECONDEN
cli-value-command = OPDRACHT
cli-value-db = DATABASE
cli-value-delay = MILLISECONDEN
cli-value-dir = MAP
cli-value-edition = EDITIE
cli-value-file = BESTAND
cli-value-games = AANTAL
cli-value-games-per-minute = AANTAL
cli-value-header-read-timeout = SECONDEN
cli-value-hints-at-once = AANTAL
cli-value-idle-timeout = SECONDEN
cli-value-lang = TAAL
cli-value-list = LIJST
cli-value-log-format = FORMAAT
cli-value-max-connections = AANTAL
cli-value-max-connections-per-ip = AANTAL
cli-value-max-live-games = AANTAL
cli-value-review-ms = MS
cli-value-messages-per-10s = AANTAL
cli-value-path = PAD
cli-value-player = PLAATS
cli-value-ms = MS
cli-value-players = AANTAL
cli-value-public-url = URL
cli-value-quick-play-expiry = SECONDEN
cli-value-seats = PLAATSEN
cli-value-seed = STARTWAARDE
cli-value-sockets-per-seat = AANTAL
cli-value-spectators-per-game = AANTAL
cli-value-spectators-total = AANTAL
cli-value-start-player = PLAATS
cli-value-synchronous = MODUS
cli-value-threads = AANTAL
cli-value-tower = TOREN
cli-value-trusted-proxy = ADRES
cli-value-forwarded-header = HEADER
cli-value-zombie-after = SECONDEN
cli-value-tile-side = F:K,...
cli-value-faces = A,B,C

## Geweigerde namen van bots en plaatsen (--bots, --bot, --seats, de plaatsen van een spelbestand)

tui-error-bot-unknown = onbekende bot '{ $bot }' (bekende bots: random, greedy, ismcts, ismcts:MS, ismcts:Nit)
tui-error-bot-no-budget = bot '{ $bot }': alleen ismcts neemt een denktijd aan (ismcts:MS)
tui-error-bot-budget = bot '{ $bot }': de denktijd is in milliseconden (ismcts:100) of zoekrondes (ismcts:500it), daarna eventueel het aantal threads (ismcts:100:2)
tui-error-seat-unknown = onbekende plaats '{ $seat }' (mogelijk: human voor een mens, greedy, random, strong, ismcts of ismcts:MS)
