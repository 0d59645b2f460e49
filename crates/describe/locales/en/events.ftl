# events (en): the log, one line per event (crates/describe/src/event.rs).
# Helpers: phrases the sentences below (and actions.ftl) take as arguments.

event-keshi-a = { $colour ->
    [orange] an orange keshi
   *[other] a { $colour } keshi
}
event-keshi-the = the { $colour } keshi
event-keshi-the-acc = the { $colour } keshi
event-colour-one = { $colour ->
    [orange] an orange one
   *[other] a { $colour } one
}
event-goods-a = { $colour ->
    [orange] an orange goods keshi
   *[other] a { $colour } goods keshi
}
event-gate-a = { $colour ->
    [orange] an orange gate
   *[other] a { $colour } gate
}
event-gate-the = the { $colour } gate
event-scrolls-the = the { $kind } scrolls
event-sector-at = { $sector ->
    [river] in the river
    [date_orchard] in the date orchard
    [souk] in the souk
    [main_square] in the main square
    [mosque] in the mosque
    [palace] in the palace
    [madrasa] in the madrasa
    [medina] in the medina
   *[sahara] in the Sahara
}
event-sector-to = { $sector ->
    [river] to the river
    [date_orchard] to the date orchard
    [souk] to the souk
    [main_square] to the main square
    [mosque] to the mosque
    [palace] to the palace
    [madrasa] to the madrasa
    [medina] to the medina
   *[sahara] to the Sahara
}
event-sector-from = { $sector ->
    [river] from the river
    [date_orchard] from the date orchard
    [souk] from the souk
    [main_square] from the main square
    [mosque] from the mosque
    [palace] from the palace
    [madrasa] from the madrasa
    [medina] from the medina
   *[sahara] from the Sahara
}
event-sector-front = { $sector ->
    [river] in front of the river
    [date_orchard] in front of the date orchard
    [souk] in front of the souk
    [main_square] in front of the main square
    [mosque] in front of the mosque
    [palace] in front of the palace
    [madrasa] in front of the madrasa
    [medina] in front of the medina
   *[sahara] in front of the Sahara
}
event-water = { $n } water
event-dates = { $n ->
    [one] { $n } date
   *[other] { $n } dates
}
event-dinars = { $n ->
    [one] { $n } dinar
   *[other] { $n } dinars
}
event-nothing = nothing
event-and = { $a } and { $b }

# The Paschabot's turns, told as what it does.
event-bot-draws = { $bot } draws 3 keshis from its bag
event-bot-takes-back = { $bot } takes { $colours } (back to the supply)
event-bot-uses-assistant = { $bot } uses its { $sector } assistant
event-bot-water-vendor = { $bot } puts a water vendor on its { $sector } row
event-bot-gains-goods = { $bot } gains { $keshi }
event-bot-puts-keshi = { $bot } puts { $keshi } on its { $sector } row
event-bot-takes-gate = { $bot } takes { $gate } from workshop { $workshop } without paying
event-bot-reveals-tile = { $bot } reveals strategy tile { $tile }
event-bot-takes-town = { $bot } takes desert town { $town } at random, day side up

event-setup-choice = { $player } made a setup choice
event-provision-chosen = { $player } has chosen a provision tile
event-provision-activated = { $player } activates provision tile { $tile }
event-season-started = === Season { $season } begins; { $player } holds the season tracker ===
event-round-started = --- Season { $season }, round { $round }: { $player } starts ---
event-keshis-selected = { $player } has chosen their keshis
event-selection-revealed = { $player } reveals { $colours }
event-assistant-placed = { $player } places an assistant { $at }
event-tower-thrown = { $thrown ->
    [one] { $thrown } keshi goes into the tower; out come: { $out }
   *[other] { $thrown } keshis go into the tower; out come: { $out }
}
event-keshis-claimed = { $player } claims { $colours }
event-leftover-returned = Unclaimable keshis return to the supply: { $out }
event-keshi-deployed = { $player } deploys { $keshi } { $at }
event-keshi-returned = { $player } has no room: { $keshi } goes back to the supply
event-keshi-removed = { $player } removes { $keshi } { $from }
event-assistant-new-keshi = { $player } uses the { $sector } assistant: new { $colour } keshi
event-assistant-sector-action = { $player } uses the { $sector } assistant: sector action
event-resources-gained = { $player } gains { $resources }
event-resources-paid = { $player } pays { $resources }
event-scored = { $player } scores { $points ->
    [one] { $points } point
   *[other] { $points } points
} ({ $category })
event-lost-points = { $player } loses { $points ->
    [one] { $points } point
   *[other] { $points } points
} ({ $category })
event-fisherman-moved = { $player }'s fisherman moves from { $from } to { $to }
event-docked = { $player } docks at the jetty ({ $points }-point spot)
event-pawn-moved = { $player } climbs the { $stair } staircase from { $from } to { $to }
event-threshold-crossed = { $player } crosses into segment { $segment } of the { $stair } staircase
event-line-bonus-taken = { $player } takes the line bonus { $bonus }
event-disc-rotated = { $player } turns the audience disc
event-entertainer-chosen = { $player } uses the entertainer on { $field } x { $spectators }
event-scroll-taken = { $player } takes scroll { $scroll }
event-scrolls-refreshed = { $player } refreshes { $scrolls }
event-luxury-bought = { $player } buys { $luxury }
event-goods-exchanged = { $player } exchanges { $keshi }
event-gate-bought = { $player } buys { $gate } at workshop { $workshop }
event-gate-built = { $player } builds { $gate } { $front }{ $matched ->
    [yes] {" "}(match!)
   *[no] {""}
}
event-oasis-discovered = { $player } discovers { $oasis }
event-oasis-claimed = { $player } claims { $oasis }
event-oasis-scored = { $player }'s oasis #{ $oasis } scores { $points }
event-rapid-bonus = { $player } takes the bonus of rapid { $rapid }: { $bonus }
event-river-tile = { $player } is { $place ->
    [first] first
   *[second] second
} on the river: river tile #{ $tile }
event-provision-failed = { $player } cannot provide fully and hands in everything
event-provisioned = { $player } has provided for the citizens
event-round-ended = Season { $season }, round { $round } ends
event-season-ended = === Season { $season } ends ===
event-strategy-tile = Strategy tile { $tile } is revealed
event-scrolls-discarded = The face-up { $kind } scrolls leave the game (the Paschabot's madrasa)
event-town-taken = { $player } takes desert town { $town }, night side up
event-town-claimed = { $player } claims desert town { $town }: day side up
event-figure-carried = { $player } takes the { $figure } along (step { $step } of the { $stair } staircase): { $benefit }
event-figure-leaves = The { $figure } leaves the { $stair } staircase: nobody is left below
event-figure-waits = The { $figure } waits on step { $step } of the { $stair } staircase
event-spectator-placed = { $player } puts { $keshi } in the spectator area
event-spectators-returned = { $player } returns spectators: { $colours }
event-camel-moved = { $player }'s camel runs to space { $space }
event-camel-stopped = { $player }'s camel stops before the bridge on space { $space }
event-stage-line = { $player }'s camel crosses stage line { $line }
event-camel-finished = { $player }'s camel crosses the finish line: podium place { $place }
event-dung-taken = { $player } takes { $dung } camel dung
event-dung-discarded = { $player } discards { $dung } camel dung
event-stack-searched = { $player } searches stack { $stack } for { $search }
event-reward-discarded = Reward tile #{ $tile } is discarded
event-nomad-in-base = A nomad joins the tower base
event-nomad-returned = Nobody takes the nomad: it goes back to the nomad board
event-nomad-claimed = { $player } takes the nomad
event-nomad-declined = { $player } lets the nomad go
event-nomad-deployed = { $player } puts a nomad on { $spot }
event-nomad-spectating = { $player } puts a nomad in the spectator area
event-spectator-nomad-returned = { $player } returns a nomad of the spectator area to the nomad board
event-nomad-left-spectators = { $player } moves a nomad away from the spectator area
event-nomad-moved = { $player } moves a nomad away from { $spot }
event-game-over-no-title = === Game over. { $player } reaches no title ===
event-game-over-title = === Game over. { $player } earns a title ===
event-game-over-title-named = === Game over. { $player } earns the title { $title } ===
event-game-over-nobody = === Game over. Nobody wins ===
event-game-over-winners = === Game over. { $count ->
    [one] Winner
   *[other] Winners
}: { $winners } ===
event-storage-keshi-drawn = { $player } draws { $keshi } for storage space { $space } (date store)
event-start-scrolls = { $player } draws yellow scrolls to keep one (special buildings)
event-library-searched = { $player } searches stack { $stack } of the { $kind } scrolls (library)
event-storage-keshi-exchanged = { $player } exchanges { $from } on oasis bonus space { $space } for { $to } (provision tile)

