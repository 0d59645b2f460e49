# actions (en): each legal answer, as the player who would take it reads it
# (crates/describe/src/action.rs). Phrases of keshis, gates, sectors and
# resources come from events.ftl.

action-new-keshi = take a new { $colour } keshi
action-gate = { $colour } gate
action-any-sector = any sector
action-a-water-vendor = a water vendor
action-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
action-nothing = nothing
action-nomad = nomad

action-arrange-storage = Left to right: { $colours }
action-orient-disc = Turn { $turn }: { $fields }
action-activate-provision = Activate provision tile { $tile }
action-activate-provision-slot = Activate provision tile in slot { $slot }
action-select = { $colours } ({ $sectors })
action-place-assistant = Wild assistant { $to }
action-claim = Take { $count } { $colour } -> { $target }
action-claim-pair = Take 1 { $first } + 1 { $second } (scroll 61)
action-deploy = Deploy the { $keshi }
action-assistant-new-keshi = { $sector }: { $take }
action-assistant-action = { $sector }: action - { $detail }
action-place-entertainer = Entertainer on { $field }
action-caravan-oasis = Caravan on the { $path ->
    [left] left path
   *[right] right path
}: discovers oasis { $position }
action-caravan-town = Caravan on the { $path ->
    [left] left path
   *[right] right path
}: reaches the desert town (+{ $points } points{ $towns ->
    [none] ; no town left on display
   *[some] , take a town
})
action-caravan-start = Caravan to the start oasis: { $bonus }
action-water-vendor = Water vendor { $at }
action-save-goods = Save 1 { $colour }: pay { $pay }
action-save-goods-plain = Save 1 { $colour }
action-keep-resources = Keep { $resources }
action-have-instead = Have { $resources } instead
action-pay-water-step = Pay 1 water: one more step
action-pay-date-step = Pay 1 date: one more step
action-free-step = One more step for free (scroll 48)
action-rapid = Rapid { $rapid } (space { $space }): { $bonus }
action-rapid-plain = Rapid { $rapid }
action-exchange = Exchange { $keshi } for { $gain }
action-exchange-plain = Exchange { $keshi }
action-take-free = Take { $luxury } for free
action-buy-luxury-imam = Buy { $luxury } (imam: 1 goods keshi less)
action-buy-luxury = Buy { $luxury }
action-buy-luxury-shop = Buy the luxury good in shop { $shop }
action-refresh-scrolls = Pay { $pay }: replace { $scrolls } (then buy one of them)
action-buy-scroll-sultan = Buy { $scroll } [{ $scholars } sch., { $dates } d. with the sultan]
action-buy-scroll = Buy { $scroll } [{ $scholars } sch., { $dates } d.]
action-take-scroll = Take { $scroll }
action-buy-scroll-slot = Buy the { $kind } scroll in slot { $slot }
action-take-scroll-slot = Take the { $kind } scroll in slot { $slot }
action-free-gate = { $gate } from workshop { $workshop }, no dinars ({ $points } { $n ->
    [one] point
   *[other] points
})
action-buy-gate = { $gate } from workshop { $workshop } for { $pay } ({ $points } { $n ->
    [one] point
   *[other] points
})
action-build-gate = In front of the { $sector ->
    [river] river
    [date_orchard] date orchard
    [souk] souk
    [main_square] main square
    [mosque] mosque
    [palace] palace
    [madrasa] madrasa
    [medina] medina
   *[sahara] Sahara
} ({ $colour } space){ $matched ->
    [yes] : colours match
   *[no] {""}
}
action-gate-space = Gate space { $space }
action-oasis-where = { $path ->
    [left] left path
    [right] right path
   *[start] start-oasis path
} { $position }
action-oasis-slot = slot { $slot }
action-claim-oasis = Claim { $oasis } for { $pay } [{ $place }]
action-claim-oasis-plain = Claim the oasis on the { $place } for { $pay }
action-take-town = Desert town { $town }
action-take-town-plain = Desert town { $index } of the display
action-claim-town = Claim desert town { $town } for { $cost } [{ $space ->
    [left] left
   *[right] right
} town space]
action-claim-town-plain = Claim the desert town on the { $space ->
    [left] left
   *[right] right
} town space
action-take-oasis = Take { $oasis }
action-take-leftover-oasis = Take leftover oasis { $index }
action-pay-bridge = Pay the bridge and run on
action-yes = Yes
action-return-keshi = Return { $keshi }
action-stair-first = { $stair ->
    [palace] palace
   *[mosque] mosque
} staircase first
action-stair = The { $stair ->
    [palace] palace
   *[mosque] mosque
} staircase
action-score-oasis = Score { $oasis }
action-score-stored-oasis = Score stored oasis { $index }
action-return-count = Return { $resources }
action-return-resource-points = Return { $resource } for { $points } points
action-return-resource = Return { $resource }
action-provision-scroll-44 = Scroll 44: pay { $pay } (1 dinar + 1 resource per tile)
action-provision-scroll-33 = Pay { $pay } for { $cost } (scroll 33: dates and water for dinars)
action-provision-full = Pay { $cost } in full
action-provision-fail = Cannot pay { $cost }: hand in everything and lose { $penalty } points
action-stop-moving = Stop moving
action-stop-scrolls = Stop buying scrolls
action-stop-gates = Stop buying gates
action-stop-oases = Stop claiming oases
action-leave-storage-keshi = Leave it (it goes back to the supply)
action-no-exchange = Do not exchange
action-stop-souk = Stop (souk)
action-stop-returning = Stop returning resources
action-no-scroll = Take no scroll
action-no-luxury = Take no luxury good
action-no-sector-action = Perform no sector action
action-no-gate = Take no city gate
action-no-oasis = Claim no oasis
action-stop-before-bridge = Stop before the bridge (the other steps are lost)
action-no-more-rewards = Buy no more rewards
action-let-nomad-go = Let the nomad go
action-no-nomad-move = Move no nomad
action-no-stack = Search no stack
action-no-tajine = Take no tajine
action-done = Done
action-on-board = On the board
action-spectator-area-run = Into the spectator area: the camel runs { $steps }
action-spectator-area = Into the spectator area
action-reward = { $reward } (pay { $paid })
action-reward-plain = Reward { $offer } (pay { $paid })
action-search-stack = Search stack { $stack }
action-take-luxury-paying = Take { $luxury } (pay { $paid })
action-discard-dung = Discard 1 dung (pay 1 spectator of the tile's dung colour)
action-split-steps = Steps: { $steps }
action-step-river = { $n } river
action-step-palace = { $n } palace
action-step-mosque = { $n } mosque
action-take-nomad-paying = Take the nomad (pay { $cost })
action-take-nomad = Take the nomad
action-nomad-to = Nomad to { $spot }
action-move-spectator-nomad = Move the nomad from the spectator area to { $spot }
action-move-spectator-nomad-paying = Move the nomad from the spectator area to { $spot } (pay { $cost })
action-move-nomad = Move the nomad from { $from } to { $to }
action-move-nomad-paying = Move the nomad from { $from } to { $to } (pay { $cost })
action-keep-building = Keep the { $building }
action-keep-building-plain = Keep building { $building }
action-take-scroll-dates = Take { $scroll } for { $dates }
action-keep-scroll = Keep { $scroll }
action-keep-provision-tiles = Keep provision tiles { $tiles }
action-swap-storage-keshi = Exchange the keshi on storage space { $space } for { $keshi }
action-return-spectator = Return { $keshi } from your spectator area
action-spectate = { $colour ->
    [orange] An orange
   *[other] A { $colour }
} keshi into your spectator area (the camel does not move)
