# actions (nl): elk toegestaan antwoord, zoals de speler die het zou kiezen
# het leest (crates/describe/src/action.rs). Zinsdelen voor keshi's,
# stadspoorten, wijken en grondstoffen komen uit events.ftl.

action-new-keshi = een nieuwe { $colour ->
    [turquoise] turquoise
    [green] groene
    [gray] grijze
    [white] witte
    [black] zwarte
    [pink] roze
    [beige] beige
    [brown] bruine
    [red] rode
    [yellow] gele
    [purple] paarse
   *[orange] oranje
} keshi nemen
action-gate = { $colour ->
    [turquoise] Turquoise
    [green] Groene
    [gray] Grijze
    [white] Witte
    [black] Zwarte
    [pink] Roze
    [beige] Beige
    [brown] Bruine
    [red] Rode
    [yellow] Gele
    [purple] Paarse
   *[orange] Oranje
} stadspoort
action-any-sector = willekeurige wijk
action-a-water-vendor = waterverkoper
action-points = { $n ->
    [one] { $n } punt
   *[other] { $n } punten
}
action-nothing = niets
action-nomad = nomade

action-arrange-storage = Van links naar rechts: { $colours }
action-orient-disc = Stand { $turn }: { $fields }
action-activate-provision = Provisietegel { $tile } activeren
action-activate-provision-slot = Provisietegel op plaats { $slot } activeren
action-select = { $colours } ({ $sectors })
action-place-assistant = Jokerassistent { $to }
action-claim = { $count } × { $colour } kiezen → { $target }
action-claim-pair = 1 { $first } + 1 { $second } kiezen (perkamentrol 61)
action-deploy = Plaatsen: { $keshi }
action-assistant-new-keshi = { $sector }: { $take }
action-assistant-action = { $sector }: wijkactie – { $detail }
action-place-entertainer = Jongleur op { $field }
action-caravan-oasis = Karavaanleider op het { $path ->
    [left] linkerpad
   *[right] rechterpad
}: ontdekt oase { $position }
action-caravan-town = Karavaanleider op het { $path ->
    [left] linkerpad
   *[right] rechterpad
}: bereikt de woestijnstad (+{ $points } punten{ $towns ->
    [none] ; geen woestijnstad meer in de uitstalling
   *[some] , neem een woestijnstad
})
action-caravan-start = Karavaanleider naar de startoase: { $bonus }
action-water-vendor = Waterverkoper { $at }
action-save-goods = 1 { $colour } besparen: { $pay } betalen
action-save-goods-plain = 1 { $colour } besparen
action-keep-resources = { $resources } houden
action-have-instead = In plaats daarvan { $resources }
action-pay-water-step = 1 water betalen: een stap verder
action-pay-date-step = 1 dadel betalen: een stap verder
action-free-step = Gratis een stap verder (perkamentrol 48)
action-rapid = Stroomversnelling { $rapid } (veld { $space }): { $bonus }
action-rapid-plain = Stroomversnelling { $rapid }
action-exchange = { $keshi } ruilen voor { $gain }
action-exchange-plain = { $keshi } ruilen
action-take-free = { $luxury } gratis nemen
action-buy-luxury-imam = { $luxury } kopen (imam: 1 goederenkeshi minder)
action-buy-luxury = { $luxury } kopen
action-buy-luxury-shop = Het luxegoed in soekwinkel { $shop } kopen
action-refresh-scrolls = { $pay } betalen: { $scrolls } vervangen (en er dan één kopen)
action-buy-scroll-sultan = { $scroll } kopen [{ $scholars } gel., { $dates } d. met de sultan]
action-buy-scroll = { $scroll } kopen [{ $scholars } gel., { $dates } d.]
action-take-scroll = { $scroll } nemen
action-buy-scroll-slot = De { $kind ->
    [gray] grijze
    [yellow] gele
    [pink] roze
   *[orange] oranje
} perkamentrol op plaats { $slot } kopen
action-take-scroll-slot = De { $kind ->
    [gray] grijze
    [yellow] gele
    [pink] roze
   *[orange] oranje
} perkamentrol op plaats { $slot } nemen
action-free-gate = { $gate } van werkplaats { $workshop }, zonder dinars ({ $points } { $n ->
    [one] punt
   *[other] punten
})
action-buy-gate = { $gate } van werkplaats { $workshop } voor { $pay } ({ $points } { $n ->
    [one] punt
   *[other] punten
})
action-build-gate = { $sector ->
    [river] Voor de rivier
    [date_orchard] Voor de dadelboomgaard
    [souk] Voor de soek
    [main_square] Voor het Grote Plein
    [mosque] Voor de moskee
    [palace] Voor het paleis
    [madrasa] Voor de madrassa
    [medina] Voor de medina
   *[sahara] Voor de Sahara
} ({ $colour ->
    [turquoise] turquoise
    [green] groen
    [gray] grijs
    [white] wit
    [black] zwart
    [pink] roze
    [beige] beige
    [brown] bruin
    [red] rood
    [yellow] geel
    [purple] paars
   *[orange] oranje
} stadspoortveld){ $matched ->
    [yes] : kleur past
   *[no] {""}
}
action-gate-space = Stadspoortveld { $space }
action-oasis-where = { $path ->
    [left] linkerpad
    [right] rechterpad
   *[start] pad naar de startoase
} { $position }
action-oasis-slot = plaats { $slot }
action-claim-oasis = { $oasis } activeren voor { $pay } [{ $place }]
action-claim-oasis-plain = De oase op { $place } activeren voor { $pay }
action-take-town = Woestijnstad { $town }
action-take-town-plain = Woestijnstad { $index } uit de uitstalling
action-claim-town = Woestijnstad { $town } activeren voor { $cost } [{ $space ->
    [left] linker
   *[right] rechter
} veld]
action-claim-town-plain = De woestijnstad op het { $space ->
    [left] linker
   *[right] rechter
} veld activeren
action-take-oasis = { $oasis } nemen
action-take-leftover-oasis = Overgebleven oase { $index } nemen
action-pay-bridge = De brug betalen en doorlopen
action-yes = Ja
action-return-keshi = Teruggeven: { $keshi }
action-stair-first = Eerst de { $stair ->
    [palace] paleistrap
   *[mosque] moskeetrap
}
action-stair = De { $stair ->
    [palace] paleistrap
   *[mosque] moskeetrap
}
action-score-oasis = { $oasis } laten scoren
action-score-stored-oasis = Opgeslagen oase { $index } laten scoren
action-return-count = { $resources } teruggeven
action-return-resource-points = { $resource } teruggeven voor { $points } punten
action-return-resource = { $resource } teruggeven
action-provision-scroll-44 = Perkamentrol 44: { $pay } betalen (1 dinar + 1 grondstof per tegel)
action-provision-scroll-33 = { $pay } betalen in plaats van { $cost } (perkamentrol 33: dadels en water voor dinars)
action-provision-full = { $cost } volledig betalen
action-provision-fail = { $cost } niet te betalen: alles inleveren en { $penalty } punten verliezen
action-stop-moving = Niet verder gaan
action-stop-scrolls = Geen perkamentrollen meer kopen
action-stop-gates = Geen stadspoorten meer kopen
action-stop-oases = Geen oasen meer activeren
action-leave-storage-keshi = Laten liggen (hij gaat terug naar de voorraad)
action-no-exchange = Niet ruilen
action-stop-souk = Stoppen (soek)
action-stop-returning = Geen grondstoffen meer teruggeven
action-no-scroll = Geen perkamentrol nemen
action-no-luxury = Geen luxegoed nemen
action-no-sector-action = Geen wijkactie uitvoeren
action-no-gate = Geen stadspoort nemen
action-no-oasis = Geen oase activeren
action-stop-before-bridge = Voor de brug stoppen (de overige stappen vervallen)
action-no-more-rewards = Geen beloningen meer kopen
action-let-nomad-go = De nomade laten gaan
action-no-nomad-move = Geen nomade verplaatsen
action-no-stack = Geen stapel doorzoeken
action-no-tajine = Geen tajine nemen
action-done = Klaar
action-on-board = Op het speelbord
action-spectator-area-run = In het toeschouwersvak: de kameel loopt { $steps }
action-spectator-area = In het toeschouwersvak
action-reward = { $reward } ({ $paid } betalen)
action-reward-plain = Beloning { $offer } ({ $paid } betalen)
action-search-stack = Stapel { $stack } doorzoeken
action-take-luxury-paying = { $luxury } nemen ({ $paid } betalen)
action-discard-dung = 1 kamelenmest afleggen (1 toeschouwer in de mestkleur van de tegel betalen)
action-split-steps = Stappen: { $steps }
action-step-river = { $n } rivier
action-step-palace = { $n } paleis
action-step-mosque = { $n } moskee
action-take-nomad-paying = De nomade nemen ({ $cost } betalen)
action-take-nomad = De nomade nemen
action-nomad-to = Nomade naar: { $spot }
action-move-spectator-nomad = De nomade uit het toeschouwersvak verplaatsen naar: { $spot }
action-move-spectator-nomad-paying = De nomade uit het toeschouwersvak verplaatsen naar: { $spot } ({ $cost } betalen)
action-move-nomad = De nomade verplaatsen van { $from } naar { $to }
action-move-nomad-paying = De nomade verplaatsen van { $from } naar { $to } ({ $cost } betalen)
action-keep-building = Houden: { $building }
action-keep-building-plain = Gebouw { $building } houden
action-take-scroll-dates = { $scroll } nemen voor { $dates }
action-keep-scroll = { $scroll } houden
action-keep-provision-tiles = Provisietegels { $tiles } houden
action-swap-storage-keshi = De keshi op veld { $space } ruilen voor { $keshi }
action-return-spectator = Teruggeven: { $keshi } uit je toeschouwersvak
action-spectate = Een { $colour ->
    [turquoise] turquoise
    [green] groene
    [gray] grijze
    [white] witte
    [black] zwarte
    [pink] roze
    [beige] beige
    [brown] bruine
    [red] rode
    [yellow] gele
    [purple] paarse
   *[orange] oranje
} keshi in je toeschouwersvak (de kameel loopt niet)
