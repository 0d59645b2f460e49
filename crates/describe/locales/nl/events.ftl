# events (nl): het verslag, één regel per gebeurtenis (crates/describe/src/event.rs).
# Hulpjes: zinsdelen die de zinnen hieronder (en actions.ftl) als argument krijgen.

event-keshi-a = een { $colour ->
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
} keshi
event-keshi-the = de { $colour ->
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
} keshi
event-keshi-the-acc = de { $colour ->
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
} keshi
event-colour-one = een { $colour ->
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
}
event-goods-a = een { $colour ->
    [yellow] gele
    [purple] paarse
   *[orange] oranje
} goederenkeshi
event-gate-a = een { $colour ->
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
} stadspoort
event-gate-the = de { $colour ->
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
} stadspoort
event-scrolls-the = de { $kind ->
    [gray] grijze
    [yellow] gele
    [pink] roze
   *[orange] oranje
} perkamentrollen
event-sector-at = { $sector ->
    [river] in de rivier
    [date_orchard] in de dadelboomgaard
    [souk] in de soek
    [main_square] op het Grote Plein
    [mosque] in de moskee
    [palace] in het paleis
    [madrasa] in de madrassa
    [medina] in de medina
   *[sahara] in de Sahara
}
event-sector-to = { $sector ->
    [river] naar de rivier
    [date_orchard] naar de dadelboomgaard
    [souk] naar de soek
    [main_square] naar het Grote Plein
    [mosque] naar de moskee
    [palace] naar het paleis
    [madrasa] naar de madrassa
    [medina] naar de medina
   *[sahara] naar de Sahara
}
event-sector-from = { $sector ->
    [river] uit de rivier
    [date_orchard] uit de dadelboomgaard
    [souk] uit de soek
    [main_square] van het Grote Plein
    [mosque] uit de moskee
    [palace] uit het paleis
    [madrasa] uit de madrassa
    [medina] uit de medina
   *[sahara] uit de Sahara
}
event-sector-front = { $sector ->
    [river] voor de rivier
    [date_orchard] voor de dadelboomgaard
    [souk] voor de soek
    [main_square] voor het Grote Plein
    [mosque] voor de moskee
    [palace] voor het paleis
    [madrasa] voor de madrassa
    [medina] voor de medina
   *[sahara] voor de Sahara
}
event-water = { $n } water
event-dates = { $n ->
    [one] { $n } dadel
   *[other] { $n } dadels
}
event-dinars = { $n ->
    [one] { $n } dinar
   *[other] { $n } dinars
}
event-nothing = niets
event-and = { $a } en { $b }

# De beurten van de Paschabot, verteld als wat hij doet.
event-bot-draws = { $bot } trekt 3 keshi's uit zijn zak
event-bot-takes-back = { $bot } neemt { $colours } (terug naar de voorraad)
event-bot-uses-assistant = { $bot } gebruikt zijn assistent in de wijk { $sector }
event-bot-water-vendor = { $bot } zet een waterverkoper op zijn wijkspoor { $sector }
event-bot-gains-goods = { $bot } krijgt { $keshi }
event-bot-puts-keshi = { $bot } zet { $keshi } op zijn wijkspoor { $sector }
event-bot-takes-gate = { $bot } neemt { $gate } van werkplaats { $workshop } zonder te betalen
event-bot-reveals-tile = { $bot } draait strategietegel { $tile } om
event-bot-takes-town = { $bot } neemt willekeurig woestijnstad { $town }, met de dagzijde boven

event-setup-choice = { $player } heeft een keuze bij de voorbereiding gemaakt
event-provision-chosen = { $player } heeft een provisietegel gekozen
event-provision-activated = { $player } activeert provisietegel { $tile }
event-season-started = === Seizoen { $season } begint; { $player } heeft de seizoensteller ===
event-round-started = --- Seizoen { $season }, ronde { $round }: { $player } begint ---
event-keshis-selected = { $player } heeft zijn keshi's gekozen
event-selection-revealed = { $player } toont { $colours }
event-assistant-placed = { $player } plaatst een assistent { $at }
event-tower-thrown = { $thrown ->
    [one] { $thrown } keshi gaat
   *[other] { $thrown } keshi's gaan
} in de kubustoren; eruit komen: { $out }
event-keshis-claimed = { $player } kiest { $colours }
event-leftover-returned = Keshi's die niemand kan kiezen gaan terug naar de voorraad: { $out }
event-keshi-deployed = { $player } plaatst { $keshi } { $at }
event-keshi-returned = { $player } heeft geen plaats: { $keshi } gaat terug naar de voorraad
event-keshi-removed = { $player } haalt { $keshi } weg { $from }
event-assistant-new-keshi = { $player } gebruikt de assistent in de wijk { $sector }: nieuwe keshi ({ $colour })
event-assistant-sector-action = { $player } gebruikt de assistent in de wijk { $sector }: wijkactie
event-resources-gained = { $player } krijgt { $resources }
event-resources-paid = { $player } betaalt { $resources }
event-scored = { $player } scoort { $points ->
    [one] { $points } punt
   *[other] { $points } punten
} ({ $category })
event-lost-points = { $player } verliest { $points ->
    [one] { $points } punt
   *[other] { $points } punten
} ({ $category })
event-fisherman-moved = De visser van { $player } vaart van { $from } naar { $to }
event-docked = { $player } legt aan bij de pier (steiger van { $points ->
    [one] { $points } punt
   *[other] { $points } punten
})
event-pawn-moved = { $player } klimt op de { $stair ->
    [palace] paleistrap
   *[mosque] moskeetrap
} van { $from } naar { $to }
event-threshold-crossed = { $player } gaat over de drempel naar segment { $segment } van de { $stair ->
    [palace] paleistrap
   *[mosque] moskeetrap
}
event-line-bonus-taken = { $player } neemt de verbindingsbonus { $bonus }
event-disc-rotated = { $player } draait de publieksschijf verder
event-entertainer-chosen = { $player } gebruikt de jongleur op { $field } x { $spectators }
event-scroll-taken = { $player } neemt perkamentrol { $scroll }
event-scrolls-refreshed = { $player } vervangt { $scrolls }
event-luxury-bought = { $player } koopt { $luxury }
event-goods-exchanged = { $player } ruilt { $keshi } bij het wisselkantoor
event-gate-bought = { $player } koopt { $gate } bij werkplaats { $workshop }
event-gate-built = { $player } bouwt { $gate } { $front }{ $matched ->
    [yes] {" "}(kleur past!)
   *[no] {""}
}
event-oasis-discovered = { $player } ontdekt { $oasis }
event-oasis-claimed = { $player } activeert { $oasis }
event-oasis-scored = Oase #{ $oasis } van { $player } levert { $points ->
    [one] { $points } punt
   *[other] { $points } punten
} op
event-rapid-bonus = { $player } neemt de bonus van stroomversnelling { $rapid }: { $bonus }
event-river-tile = { $player } is { $place ->
    [first] eerste
   *[second] tweede
} op de rivier: riviertegel #{ $tile }
event-provision-failed = { $player } kan de bewoners niet volledig bevoorraden en levert alles in
event-provisioned = { $player } heeft de bewoners bevoorraad
event-round-ended = Seizoen { $season }, ronde { $round } is voorbij
event-season-ended = === Seizoen { $season } is voorbij ===
event-strategy-tile = Strategietegel { $tile } wordt omgedraaid
event-scrolls-discarded = De open { $kind ->
    [gray] grijze
    [yellow] gele
    [pink] roze
   *[orange] oranje
} perkamentrollen gaan uit het spel (de madrassa van de Paschabot)
event-town-taken = { $player } neemt woestijnstad { $town }, met de nachtzijde boven
event-town-claimed = { $player } activeert woestijnstad { $town }: dagzijde boven
event-figure-carried = { $player } neemt de { $figure } mee (trede { $step } van de { $stair ->
    [palace] paleistrap
   *[mosque] moskeetrap
}): { $benefit }
event-figure-leaves = De { $figure } verlaat de { $stair ->
    [palace] paleistrap
   *[mosque] moskeetrap
}: er staat niemand meer onder hem
event-figure-waits = De { $figure } wacht op trede { $step } van de { $stair ->
    [palace] paleistrap
   *[mosque] moskeetrap
}
event-spectator-placed = { $player } zet { $keshi } in het toeschouwersvak
event-spectators-returned = { $player } geeft toeschouwers terug: { $colours }
event-camel-moved = De kameel van { $player } loopt naar veld { $space }
event-camel-stopped = De kameel van { $player } stopt voor de brug op veld { $space }
event-stage-line = De kameel van { $player } gaat over etappelijn { $line }
event-camel-finished = De kameel van { $player } gaat over de finishlijn: plaats { $place } op het podium
event-dung-taken = { $player } neemt { $dung } kamelenmest
event-dung-discarded = { $player } legt { $dung } kamelenmest af
event-stack-searched = { $player } doorzoekt stapel { $stack } naar { $search }
event-reward-discarded = Beloningstegel #{ $tile } wordt afgelegd
event-nomad-in-base = Een nomadenkeshi komt in de basis van de kubustoren
event-nomad-returned = Niemand neemt de nomade: hij gaat terug naar het nomadenbord
event-nomad-claimed = { $player } neemt de nomade
event-nomad-declined = { $player } laat de nomade gaan
event-nomad-deployed = { $player } plaatst een nomade: { $spot }
event-nomad-spectating = { $player } zet een nomade in het toeschouwersvak
event-spectator-nomad-returned = { $player } zet een nomade uit het toeschouwersvak terug op het nomadenbord
event-nomad-left-spectators = { $player } verplaatst een nomade uit het toeschouwersvak
event-nomad-moved = { $player } verplaatst een nomade, weg van: { $spot }
event-game-over-no-title = === Einde van het spel. { $player } haalt geen titel ===
event-game-over-title = === Einde van het spel. { $player } haalt een titel ===
event-game-over-title-named = === Einde van het spel. { $player } haalt de titel ‘{ $title }’ ===
event-game-over-nobody = === Einde van het spel. Niemand wint ===
event-game-over-winners = === Einde van het spel. { $count ->
    [one] Winnaar
   *[other] Winnaars
}: { $winners } ===
event-storage-keshi-drawn = { $player } trekt { $keshi } voor veld { $space } van de dadelopslag
event-start-scrolls = { $player } trekt gele perkamentrollen en houdt er één (speciale gebouwen)
event-library-searched = { $player } doorzoekt stapel { $stack } van de { $kind ->
    [gray] grijze
    [yellow] gele
    [pink] roze
   *[orange] oranje
} perkamentrollen (bibliotheek)
event-storage-keshi-exchanged = { $player } ruilt { $from } op veld { $space } van het oasespoor voor { $to } (provisietegel)

