# help (nl): de spelregelteksten van de hulp (?) in de terminal en de
# regelpagina in de browser, naar 001; citaten tussen aanhalingstekens.
# Regeleinden zoals de terminal ze toont (80 kolommen); de pagina voegt
# de regels samen, behalve genummerde punten.

help-round =
    Het spel: 3 seizoenen van 4 rondes. Elke ronde heeft 4 fases:
     1. Alle spelers kiezen in het geheim 3 keshi's achter hun scherm en
        laten ze zien; in spelersvolgorde plaatsen ze hun 3 assistenten in
        de wijken van die kleuren (rood is een joker; in de soek maximaal 3
        assistenten). De gekozen keshi's worden in de kubustoren gegooid;
        wat eruit valt, is de uitstalling.
     2. In spelersvolgorde kiest elke speler maximaal 2 keshi's van één
        kleur uit de basis van de kubustoren, steeds opnieuw tot die leeg
        is, en plaatst ze (nooit in een volle wijk: 8 keshi's).
     3. In spelersvolgorde gebruikt elke speler alle 3 assistenten: “Nieuwe
        keshi” in de kleur van de wijk, of “Voer de wijkactie uit” (sterker
        met meer keshi's). Een waterverkoper daar geeft eerst 1 water.
     4. Rivierbonus: wie met zijn visser een stroomversnelling is
        gepasseerd, neemt de bonus van een gepasseerde stroomversnelling. De
        rondeteller gaat naar links.
    Na 4 rondes: seizoenstelling (riviertegel voor de voorste visser, dan
    het bevoorraden van de bewoners), dan een nieuwe provisietegel. Na
    seizoen 3 de puntentelling: 10 punten per wijk met 8 keshi's + 1
    waterverkoper, de 3 beste geactiveerde oasen en (grondstoffen +
    goederenkeshi's) / 2.
help-paschabot =
    Solo tegen de Paschabot (P1). Zijn zetten volgen de regels: hij wacht
    nooit op jou. Elke ronde trekt hij 3 keshi's uit zijn zak (elke kleur
    één keer per seizoen) en plaatst daar zijn assistenten. Hij kiest
    keshi's volgens een prioriteitenlijst: een die een wijk compleet maakt,
    2 van één kleur, keshiprioriteit (symbolen op zijn open
    strategietegels), ... Zijn keshi's vullen de wijksporen van zijn bord.
    Hij gebruikt zijn assistenten van boven naar beneden: 2 of meer keshi's
    in een spoor = de wijkactie, anders een nieuwe keshi; een waterverkoper
    daar = 1 punt. Grondstoffen die hij zou krijgen, zijn elk 1 punt. Een
    nieuwe strategietegel komt er elk seizoen bij en bij zijn 3e, 5e en 7e
    karavaan. Aan het einde krijgt hij 10 per compleet spoor (8 keshi's +
    waterverkoper) en voor elk spoor zijn keshi's x de helft (naar boven
    afgerond) van de symbolen van die kleur op zijn tegels. Je wint alleen
    met meer punten dan de Paschabot.
help-lazy =
    Solo tegen de luie Paschabot (P1): geen bord, geen punten. Zijn 3
    keshi's gaan met de jouwe de kubustoren in; hij kiest 2 keshi's van de
    meest linkse kleur van zijn prioriteitenlijst die 2 keer in de basis van
    de kubustoren staat, anders 1 keshi van de meest linkse kleur daar; ze
    gaan terug naar de voorraad. Hij gebruikt geen assistenten. Jij begint;
    je krijgt de riviertegel van een seizoen als je visser stroomversnelling
    1 (seizoen 1), 2 (seizoen 2) of 3 (seizoen 3) is gepasseerd. Je speelt
    om een titel: 135 Trotse burger, 160 Fabelachtig rijke koopman, 185 De
    rechterhand van de grootvizier, 201 Troonopvolger van de pasja.
help-staircase-tiles =
    Uitbreiding 1, trapfiches: bij de voorbereiding worden 12 dubbelzijdige
    fiches getrokken, “zodat een willekeurige kant naar boven ligt”, en op
    de bonusvelden tussen de paleistrap en de moskeetrap gelegd: “Begin bij
    het veld linksonder.” (Of, als alle spelers het erover eens zijn,
    gekozen.) Niet bedekt: de velden met dinars en punten direct naast de
    trappen, de 2 bovenste velden en het onderste veld (1 stap op het
    rivierspoor). “De trapfiches vervangen de voorgedrukte bonussen”: een
    verbindingsbonus op een bedekt veld geeft de kant van het fiche.
help-imam-sultan =
    Uitbreiding 2, imam & sultan: de sultan (wit) wacht op een trede van de
    paleistrap, de imam (zwart) op een trede van de moskeetrap. Wie met zijn
    speelstuk die trede bereikt, neemt het speciale speelstuk mee. Sultan:
    “als je een perkamentrol koopt, betaal je per perkamentrol 1 dadel
    minder.” Imam: elk luxegoed kost 1 goederenkeshi naar keuze minder. “Dit
    voordeel mag meerdere keren in dezelfde beurt gebruikt worden” (het
    fonteinfiche herinnert eraan). Wordt de speler met het speelstuk
    ingehaald, dan vergezelt het de ander (“een gelijke plaats is niet
    voldoende”). Bereikt de speler met het speelstuk het laatste veld, dan
    gaat het naar de tweede speler op die trap; staan daar meerdere spelers,
    dan komt het 1 trede boven hen te staan.
help-exchange-offices =
    Uitbreiding 3, extra wisselkantoren: 6 nieuwe wisselkantoren worden met
    de oude geschud (of, als alle spelers het erover eens zijn, alleen
    gebruikt). Een nieuw wisselkantoor geeft per ingeleverde goederenkeshi 1
    grondstof plus 1 bonus, bijv. 1 dadel + 1 stap op het rivierspoor, 1
    dinar + 1 punt, of 1 water + 1 stap op de paleistrap of de moskeetrap.
help-spectators =
    Uitbreiding 4, publiek: de publieksschijven worden met de paarse kant
    gespeeld; die heeft 1 deel zonder toeschouwers en 1 deel met 4.
help-desert-towns =
    Uitbreiding 5, woestijnsteden: de startoase wordt afgedekt (zij en haar
    keshivelden worden niet gebruikt). 3/5/7 woestijnsteden (2/3/4 spelers)
    liggen met de nachtzijde boven naast het speelbord. Het linker- en het
    rechterpad in de Sahara krijgen een vierde keshiveld: een karavaanleider
    daar levert 4 punten op en een woestijnstad naar keuze, nachtzijde
    boven. Een Sahara-wijkactie kan haar activeren voor 1 gele + 1 oranje +
    1 paarse goederenkeshi: draai haar naar de dagzijde. De steden 10-12
    werken één keer bij het activeren (een gratis perkamentrol, luxegoed of
    stadspoort); de andere tellen aan het einde: hoogstens 2 steden, naast
    de 3 beste oasen. De Sahara is alleen compleet als beide keshivelden van
    de woestijnsteden bezet zijn.
help-new-luxury-goods =
    Nieuwe luxegoederen (uitbreidingsdoos): 5 jachtvalken en 5 racezadels
    worden met de andere luxegoederen geschud tot 5 even grote stapels, elk
    met de bovenste tegel open (in beide edities). Een racezadel levert 16
    punten op en laat je (zonder kamelenrace) meteen een ontdekte oase
    activeren, waarbij je tot 2 grondstoffen minder betaalt. Een jachtvalk
    kost goederenkeshi's en een keshi van de afgebeelde kleur van je
    spelersbord en levert 20 punten en zijn bonus op: een keshi ruilen,
    grondstoffen ruilen, 3 keer de bonus van een willekeurig veld van het
    Grote Plein, of 3 stappen op het rivierspoor, de paleistrap of de
    moskeetrap (naar de ingeleverde keshi).
help-new-oases =
    Nieuwe oasen (uitbreidingsdoos): worden met de andere geschud. Met de
    nieuwe luxegoederen: 31 telt de soorten van je luxegoederen (1, 3, 6,
    10, 15 punten voor 1-5 soorten), 32 geeft 3 punten per soort die je
    dubbel hebt (max. 15), 33 geeft 7 per racezadel (max. 14), 34 geeft 8
    per jachtvalk (max. 16).
help-camel-race =
    Kamelenrace: telkens als je een keshi krijgt (geen goederenkeshi), mag
    je hem in je toeschouwersvak zetten in plaats van op je spelersbord (de
    keshi's van een volle wijk moeten daarheen); dan loopt je kameel
    1/2/2/2/3/3/4/4 stappen voor 1-8 verschillende kleuren daar. Een
    etappelijn gepasseerd: 1 goederenkeshi naar keuze en 1 kamelenmest
    afgeworpen (+1 dinar voor de eerste kameel erover). Een brug: betaal het
    water en de dadels ervan of stop ervoor. De finish: 5 punten en een
    plaats op het podium. Seizoenstelling, na de rivier: 1 kamelenmest per
    lijn tussen de leider en je kameel, koop dan met toeschouwers beloningen
    van de beloningstegel van het seizoen (de getoonde kleur + andere,
    allemaal verschillend). Met de nomaden mag ook een nomade toekijken, als
    eigen kleur (1 nomade mag als extra kleur betalen; betaalde nomaden gaan
    terug naar het nomadenbord), en later net als de andere voor 1 dinar
    naar een wijk verplaatst worden. Einde: kamelenmest kost
    2/4/7/10/13/16/20 (-5 per kamelenmest boven 7); raceplaatsen leveren
    16/8/4/2 op (gelijke stand deelt, naar beneden afgerond) als de kameel
    voorbij de eerste etappelijn is. Het tabblad “Kamelenrace” toont de
    racebaan (S start, 1-3 etappelijnen, B bruggen, F finish), elke kameel,
    toeschouwersvak en kamelenmest, de beloningstegels op volgorde (de
    actieve gemarkeerd) en het podium.
help-nomads =
    Nomaden: nadat de kubustoren is gegooid, komt 1 nomadenkeshi in de basis
    van de kubustoren. Als je keshi's kiest, neem je 1-2 keshi's van één
    kleur of de nomade en betaal je meteen 1 dadel + 1 water; niemand hoeft
    hem te nemen (hij gaat terug als niemand hem neemt). Zet hem in elke
    wijk behalve de soek, of als waterverkoper: hij telt daar als 1 keshi
    (ook voor complete wijken), maar nooit voor een oase of een tegel die
    een kleur vraagt. Groot Plein, dadelboomgaard en Sahara geven hun
    plaatsingsbonus. Voor je eerste assistent van elke ronde mag je elke
    nomade voor 1 dinar naar een andere wijk verplaatsen (met de bonus
    ervan); nooit uit de Sahara (haar oase is ontdekt) en niet van een
    stadspoort. Met de kamelenrace mag een nomade in plaats daarvan naar het
    toeschouwersvak (een eigen kleur voor de stappen van de kameel en voor
    beloningen).
help-special-buildings =
    Speciale gebouwen (003): iedereen trekt 2 gebouwen en houdt er 1 (het
    andere gaat terug in de doos). In plaats van de gewone 1 water, 1 dadel
    en 1 dinar begin je met de keshi van het gebouw (geplaatst, met
    plaatsingsbonus), zijn grondstoffen en een gele perkamentrol: trek er 3,
    houd er 1 (een directe actie werkt meteen); de rest vormt de 3 gele
    stapels. Voorkant, speciale vaardigheden: Dadelopslag (een keshi op het
    oasespoor; een luxegoed van een nieuwe soort 1 goederenkeshi goedkoper),
    Bibliotheek (aan het begin van seizoen 1/2/3 een gele/roze/oranje
    perkamentrol uit een stapel voor 1/2/3 dadels), Oefenruimte (een schijf
    met 3 toeschouwers meer), Botenhuis (elk seizoen begint op de krokodil),
    Kazerne (een stadspoort van werkplaats 1 voor de start; +1 punt per
    gekochte stadspoort), Gebedshuis (+1 punt per nieuw segment van de
    moskeetrap), Kamelenstal (oasen 1 grondstof goedkoper), Paviljoen (een
    gratis tajine; +1 grondstof per nieuw segment van de paleistrap). Solo:
    achterkant; de Paschabot neemt in plaats van een perkamentrol de keshi
    bovenaan zijn strategietegel.
help-new-provisions =
    Nieuwe provisietegels (uitbreidingsdoos): je trekt 3 basistegels, 1
    gematigde en 1 moeilijke tegel en houdt er 3 van de 5 (de rest gaat
    terug in de doos); daarna draai je er zoals gewoonlijk een open. De
    nieuwe tegels kosten meer en kosten meer punten als ze niet betaald
    worden. Een open gematigde tegel geeft zijn bonus aan het begin van elk
    seizoen (de bij de voorbereiding opengedraaide vanaf seizoen 1): 1 stap
    op het rivierspoor, de paleistrap of de moskeetrap, 1 goederenkeshi, 1
    keer de bonus van een willekeurig veld van het Grote Plein, of 1 keshi
    ruilen (aan het begin van seizoen 1 ook een keshi van het oasespoor,
    voor elke kleur behalve geel, paars, oranje en bruin). Een open
    moeilijke tegel werkt blijvend: +1 stap telkens als je visser, hoveling
    van de sultan of leerling imam verplaatst, luxegoederen 1 goederenkeshi
    goedkoper, of 1 keshi ruilen aan het begin van elke ronde. De
    nomadentegel (alleen met de nomaden): 1 gratis nomade als het seizoen na
    zijn activering begint, daarna aan het begin van elk volgend seizoen 1
    keer gratis een nomade verplaatsen. De anderen zien van je gedekte
    tegels alleen de soort (basis, gematigd, moeilijk).
help-title-round = De ronde
help-title-paschabot = Solo: de Paschabot
help-title-lazy = Solo: de luie Paschabot
help-title-staircase-tiles = Trapfiches
help-title-imam-sultan = Imam & Sultan
help-title-exchange-offices = Extra wisselkantoren
help-title-spectators = Publiek
help-title-desert-towns = Woestijnsteden
help-title-new-luxury-goods = Nieuwe luxegoederen
help-title-new-oases = Nieuwe oasen
help-title-camel-race = Kamelenrace
help-title-nomads = Nomaden
help-title-special-buildings = Speciale gebouwen
help-title-new-provisions = Nieuwe provisietegels
help-sector-river =
    Rivier: “Je verplaatst je visser op het rivierspoor op het speelbord het
    aantal velden gelijk aan de huidige waarde van de turquoise keshi
    markeersteen op je spelersbord” (zonder markeersteen: 1 stap per
    hengelaarkeshi). Voor extra stappen mag je water betalen, “1 water = 1
    extra veld”, telkens als de visser verplaatst. Op de pier gaat de visser
    voor anker op de vrije steiger met het hoogste getal en krijgt die
    punten; elke extra stap in dit seizoen levert 1 punt op.
    Stroomversnellingen geven aan het einde van elke ronde een bonus. Bij de
    seizoenstelling krijgt de voorste visser (bij gelijke stand wie er
    eerder was) de beloning van de riviertegel; daarna gaan alle vissers
    terug naar de start.
help-sector-date-orchard =
    Dadelboomgaard: “Je ontvangt dadels uit de algemene voorraad gelijk aan
    het getal aan de linkerkant van de groene keshi markeersteen op je
    spelersbord” (zonder markeersteen: 1 dadel per dadelplukkerkeshi).
    Plaatsingsbonus: elke geplaatste groene keshi levert meteen 1 punt op.
    Met de perkamentrollen 23-25 kun je losse dadels als water, dinars of
    punten nemen.
help-sector-souk =
    Soek: “Voor elke assistent in de soek mag je 1 keer het wisselkantoor
    gebruiken of 1 luxegoed kopen.” Wisselkantoor: lever precies 1 gele,
    paarse of oranje keshi in voor de grondstoffen die het wisselkantoor van
    het seizoen toont. Luxegoed: lever de goederenkeshi's in die op een open
    luxegoed staan en krijg de punten (en grondstoffen) ervan. Nieuwe
    luxegoederen worden pas na je beurt opengelegd. De soek is nooit vol;
    goederenkeshi's tellen aan het einde een halve punt.
help-sector-main-square =
    Groot Plein: draai eerst de publieksschijf 1 deel met de klok mee. Kies
    dan precies 1 veld met een van je jongleurs en krijg de bonus ervan zo
    vaak als er toeschouwers naar dat veld kijken (goederenkeshi's allemaal
    van één kleur). Plaatsingsbonus: een nieuwe jongleur geeft 1 keer de
    bonus van zijn veld. Velden: goederenkeshi, stap op de moskeetrap,
    water, 2 punten, dinar, stap op het rivierspoor, stap op de paleistrap,
    dadel. Zonder jongleur doet de actie niets.
help-sector-mosque-palace =
    Moskee / paleis: je speelstuk gaat 1 trede de trap op per zwarte
    (moskee) of witte (paleis) keshi. “Als je markeersteen over een drempel
    naar een volgend segment gaat, ontvang je direct 2 voordelen: 1 dinar en
    een verbindingsbonus”: een bonus op de lijn tussen de segmenten van je
    speelstuk op de paleistrap en dat op de moskeetrap. Op het laatste veld
    blijft het speelstuk staan; elke extra stap levert 1 punt op. Bij
    gelijke stand aan het einde wint wie hoger op de paleistrap staat,
    daarna op de moskeetrap.
help-sector-madrasa =
    Madrassa: koop zoveel perkamentrollen uit de uitstalling als je wilt.
    Een perkamentrol vraagt geleerden (grijze keshi's: 1, 3, 5 of 7 voor
    grijze, gele, roze en oranje perkamentrollen) en kost dadels (1, 1, 2,
    3), mits “de totale som van de aangegeven grijze keshi's die op de
    perkamentrollen staan niet hoger is dan de huidige waarde van de grijze
    keshi markeersteen”. Eén keer per ronde, voor je eerste aankoop, mag je
    voor 1 dinar de open perkamentrollen van één kleur vervangen; dan moet
    je een van de nieuwe kopen. Perkamentrollen met een bliksem werken één
    keer meteen; de andere gelden de rest van het spel.
help-sector-medina =
    Medina: nieuwe schildwachten (beige) gaan naar de wachttoren. De actie
    koopt 1 stadspoort per schildwacht in de wachttoren, uit een van de 4
    werkplaatsen: betaal de dinars, krijg of verlies de punten, bouw de
    poort op een vrij stadspoortveld voor een wijk (+2 punten als de kleuren
    overeenkomen) en neem 1 keshi in de kleur van de poort, die na alle
    aankopen geplaatst wordt. De schildwacht gaat naar de poort. De medina
    is compleet met 8 schildwachten + 1 waterverkoper.
help-sector-sahara =
    Sahara: elke bruine karavaanleider op een pad ontdekt de oase ernaast
    (de paden worden op volgorde ontdekt; de startoase geeft 2 grondstoffen
    naar keuze, daarna 2 punten). De actie activeert ontdekte oasen: betaal
    de grondstoffen die ernaast staan. Geactiveerde oasen komen van links
    naar rechts op de opslagplaatsen van je voorraadbord; een keshi die daar
    ligt wordt geplaatst, een ruilsymbool laat je een geplaatste keshi
    ruilen voor een andere kleur, een perkamentrolsymbool geeft een gratis
    gele perkamentrol. Aan het einde tellen je 3 beste oasen.
help-arrange-storage-keshis =
    Voorbereiding: de getrokken keshi's worden “in een volgorde naar keuze
    op de kartonnen keshivelden op het oasespoor” gelegd. Bedekt later een
    geactiveerde oase zo'n veld, dan plaats je de keshi die daar ligt.
help-orient-audience-disc =
    Voorbereiding: “Elke speler plaatst zijn publieksschijf in een richting
    naar keuze met de roze kant naar boven op het Grote Plein op zijn
    spelersbord.” Het aantal toeschouwers dat naar een veld kijkt,
    vermenigvuldigt de bonus van dat veld bij de actie van het Groot Plein.
help-activate-provision-tile =
    Provisietegels: elke speler heeft er 3; een wordt bij het begin
    opengedraaid en nog een na seizoen 1 en 2. Bij elke seizoenstelling moet
    je alle open tegels betalen; kun je ze niet allemaal betalen, dan lever
    je al je grondstoffen in en verlies je de minpunten van alle open
    tegels.
help-select-keshis =
    “Alle spelers kiezen tegelijkertijd 3 houten keshi's van achter hun
    scherm.” Je 3 assistenten gaan naar de wijken van die kleuren; rood is
    een joker. Niemand ziet je keuze voordat iedereen gekozen heeft. De
    gekozen keshi's gaan de kubustoren in; wat eruit valt, kan iedereen
    kiezen.
help-place-wild-assistant =
    “De rode keshi waterverkoper geldt als een ‘joker’ en geeft je de
    mogelijkheid om een assistent in een wijk naar keuze te plaatsen.”
help-claim-keshis =
    “In spelersvolgorde kiezen de spelers maximaal 2 houten keshi's in
    dezelfde kleur uit de basis van de kubustoren.” Je moet kiezen als het
    kan. Je kunt geen kleur kiezen waarvan de wijk vol is; met 1 vrij veld
    neem je er maar 1. Rode keshi's worden waterverkopers in een wijk die er
    nog geen heeft (niet in de soek).
help-deploy-held-keshi =
    Keshi's die naast het spelersbord klaarliggen (gekozen keshi's in de
    Essential-editie, keshi's van stadspoorten), worden nu een voor een
    geplaatst, met hun plaatsingsbonus; een keshi voor een volle wijk gaat
    terug naar de voorraad.
help-use-assistant =
    “Gebruik in spelersvolgorde je 3 assistenten in een volgorde naar
    keuze.” Voor elke assistent: neem een nieuwe keshi in de kleur van de
    wijk (niet in een volle wijk; in de soek elke goederenkleur), of voer de
    wijkactie uit. Een waterverkoper in die wijk geeft eerst 1 water.
help-place-entertainer =
    Een jongleur komt op een vrij veld van het Grote Plein en geeft 1 keer
    de bonus van dat veld (perkamentrol 54: ook de bonussen van de
    buurvelden).
help-place-caravan =
    Een karavaanleider komt op het volgende vrije veld van een pad in de
    Sahara en ontdekt de oase ernaast. Het pad naar de startoase geeft 2
    grondstoffen naar keuze, daarna 2 punten.
help-place-water-vendor =
    “In elke wijk, behalve de soek, is er 1 veld voor een waterverkoper waar
    exact 1 rode kartonnen keshi geplaatst mag worden.” Gebruik je een
    assistent in een wijk met je waterverkoper, dan krijg je 1 water; een
    wijk is bij de puntentelling alleen compleet met zijn waterverkoper.
help-goods-colour =
    Goederenkeshi's die je samen krijgt, hebben allemaal dezelfde kleur
    (geel, paars of oranje).
help-keshi-colour =
    Kies de kleur van de keshi's die je krijgt; ze gaan naar de wijk van die
    kleur.
help-take-resources =
    Kies een willekeurige mix van water, dadels en dinars.
help-date-harvest =
    Met de perkamentrollen 23-25 mag elke geoogste dadel water, een dinar of
    een punt worden.
help-extra-step-river =
    “Belangrijk: tegen betaling van water kun je meer velden vooruit
    verplaatsen: 1 water = 1 extra veld.”
help-extra-step =
    Met de perkamentrollen 26/27 koop je stappen op de trappen met
    dadels/water; perkamentrol 48 geeft per zet een gratis stap.
help-line-bonus =
    Drempel overschreden: “1 dinar en een verbindingsbonus”: kies een bonus
    op de lijn tussen de segmenten van je twee speelstukken.
help-rapid-bonus =
    “Elke speler die in ieder geval de eerste stroomversnelling is
    gepasseerd, ontvangt 1 bonus naar keuze van de afgebeelde bonussen naast
    de stroomversnellingen die hij reeds gepasseerd is.”
help-bonus-oasis =
    Riviertegel 02: neem gratis een van de overgebleven oasen die bij de
    voorbereiding zijn uitgelegd.
help-storage-keshi =
    De geactiveerde oase heeft een opslagplaats met een keshi bedekt: je mag
    die keshi nu plaatsen.
help-storage-exchange =
    Ruilsymbool: lever 1 keshi in die op je spelersbord geplaatst is (geen
    karavaanleider, geen schildwacht bij een stadspoort en geen
    goederenkeshi) en neem 1 keshi van een andere kleur.
help-take-scroll =
    Neem een perkamentrol uit de uitstalling, zonder de actie van de
    madrassa.
help-choose-sector-action =
    Voer de actie van een willekeurige wijk uit, alsof daar een assistent
    stond.
help-choose-stair =
    Kies de trap die je opgaat.
help-score-oasis =
    Perkamentrol 71: een van je geactiveerde oasen telt nu zoals bij de
    puntentelling.
help-return-for-oasis =
    De oasen 19-21 leveren 3 punten + 1 punt op per grondstof van hun soort
    die je inlevert.
help-return-resources =
    Perkamentrol 72: elke ingeleverde grondstof levert 2 punten op.
help-river-tile-option =
    In seizoen 3 kiest de voorste visser een van de twee bonussen van de
    riviertegel; de tweede krijgt de andere (niet met 2 spelers).
help-provisioning =
    “Bevoorraden van de bewoners”: “Elke speler moet de grondstoffen betalen
    die op zijn openliggende provisietegels staan.” Kun je ze niet allemaal
    betalen, dan lever je al je grondstoffen in en verlies je de minpunten
    van alle open tegels. Perkamentrol 44: betaal 1 dinar en daarna maar 1
    grondstof naar keuze per tegel.
help-luxury-discount =
    De imam (uitbreiding 2): “als je een luxegoed koopt, betaal je 1
    kartonnen goederenkeshi minder.” Kies de kleur die je niet betaalt.
help-choose-desert-town =
    Een karavaanleider op het 4e veld van het linker- of rechterpad in de
    Sahara bereikt een woestijnstad (uitbreiding 5): 4 punten, en je kiest
    een van de uitgelegde steden. Ze ligt met de nachtzijde boven tot een
    Sahara-wijkactie haar activeert voor 1 gele + 1 oranje + 1 paarse
    goederenkeshi.
help-free-scroll =
    Woestijnstad 10: “Je mag 1 van de openliggende perkamentrollen naar
    keuze nemen. Je hoeft niet aan de aangegeven voorwaarden te voldoen en
    je hoeft geen dadels te betalen.”
help-free-luxury =
    Woestijnstad 11: “Je mag 1 van de open luxegoederen naar keuze nemen. Je
    hoeft hiervoor geen goederenkeshi's te betalen.”
help-free-gate =
    Woestijnstad 12: “Je mag 1 stadspoort naar keuze nemen en op je
    spelersbord bouwen. Je betaalt hiervoor geen dinars”, maar je krijgt of
    verliest zoals gewoonlijk de punten.
help-falcon-keshi =
    Een jachtvalk (nieuwe luxegoederen): lever naast de goederenkeshi's 1
    keshi van de afgebeelde kleur van je spelersbord in (niet van achter je
    scherm). Dan krijg je zijn 20 punten en zijn bonus.
help-discounted-oasis =
    Een racezadel zonder kamelenrace: activeer meteen 1 ontdekte oase en
    betaal tot 2 grondstoffen minder dan ze vraagt (hoogstens niets).
help-swap-resources =
    Een jachtvalk: ruil zoveel grondstoffen als je wilt voor andere
    grondstoffen uit de voorraad. Kies wat je in totaal houdt.
help-field-bonus =
    De bonus van een willekeurig veld van het Grote Plein, zo vaak als
    aangegeven, zonder jongleur op dat veld.
help-keshi-destination =
    Kamelenrace: telkens als een speler op welke manier dan ook een keshi
    krijgt (geen goederenkeshi), mag hij hem zoals gewoonlijk plaatsen of in
    zijn toeschouwersvak zetten; de kameel loopt dan naar het aantal kleuren
    daar (1/2/2/2/3/3/4/4).
help-camel-bridge =
    Kamelenrace: om een brug op te gaan, betaal je het afgebeelde water en
    de dadels en loop je door; of je blijft op het veld ervoor staan (de
    overige stappen vervallen).
help-camel-rewards =
    Kamelenrace, seizoenstelling: lever toeschouwers in om beloningen van de
    beloningstegel van dit seizoen te kopen: de getoonde kleur plus andere
    keshi's, allemaal van verschillende kleuren (R25); zoveel beloningen als
    je kunt betalen, ook dezelfde opnieuw.
help-split-steps =
    Beloning kamelenrace: de stappen worden vrij verdeeld over de getoonde
    sporen.
help-spectator-bonus =
    Beloning kamelenrace: de bonus van een willekeurig veld van het Grote
    Plein, zo vaak als aangegeven, met of zonder jongleur daar.
help-camel-river-option =
    Beloning kamelenrace: de bonus van de riviertegel van dit seizoen; met
    twee mogelijkheden kies je vrij (vrije keuze in het derde seizoen).
help-search-stack =
    Beloning kamelenrace: kies een stapel van de uitstalling; je bekijkt hem
    (niemand anders ziet hem) en neemt een tegel naar keuze: een
    perkamentrol gratis, zonder de voorwaarde ervan, of een luxegoed 3
    goederenkeshi's goedkoper. De stapel wordt geschud en de bovenste tegel
    opengelegd.
help-stack-searched =
    Neem een tegel van de doorzochte stapel; daarna wordt de stapel geschud
    en de bovenste tegel opengelegd.
help-place-nomad =
    Nomaden: de nomadenkeshi kan in elke wijk behalve de soek geplaatst
    worden, en zelfs als waterverkoper. Hij telt als 1 keshi van die wijk;
    Groot Plein, dadelboomgaard en Sahara geven hun plaatsingsbonus. Met de
    kamelenrace mag hij naar je toeschouwersvak: een eigen kleur.
help-provision-nomad-move =
    Nomadenprovisietegel: aan het begin van elk volgend seizoen mag je 1
    nomadenkeshi gratis verplaatsen (niet van een oase of een stadspoort).
    De betaalde verplaatsingen van deze ronde blijven mogelijk.
