# decisions (en): the questions the engine asks (002's words).

decision-arrange-storage-keshis = Setup: put your storage keshis on the keshi spaces of your oasis storage (first = leftmost)
decision-orient-audience-disc = Setup: turn your audience disc (how many spectators face each main-square field)
decision-activate-provision-tile = Turn one face-down provision tile face up: you pay it at every later season end
decision-select-keshis = Choose 3 keshis from behind your screen, in secret: your assistants go to their sectors (red = any sector)
decision-place-wild-assistant = Your red keshi is wild: choose the sector of its assistant
decision-claim-keshis = Claim keshis from the tower base: up to 2 of one colour
decision-deploy-held-keshi = Deploy one of the keshis set aside next to your board
decision-use-assistant = Use an assistant: a new keshi of the sector's colour, or the sector action
decision-place-entertainer = Place the entertainer on a free main-square field (you gain its bonus once)
decision-place-caravan = Place the caravan on a Sahara path (it discovers the next oasis)
decision-place-water-vendor = Place the water vendor in a sector that has none
decision-goods-colour = Choose the colour of { $count ->
        [one] { $count } goods keshi
       *[other] { $count } goods keshis
    } (all one colour)
decision-keshi-colour = Choose the colour of { $count ->
        [one] { $count } keshi
       *[other] { $count } keshis
    } to take and deploy
decision-keshi-colour-hold = Choose the colour of { $count ->
        [one] { $count } keshi
       *[other] { $count } keshis
    } to take (set aside until your gate purchases are done)
decision-take-resources = Choose { $count ->
        [one] { $count } resource
       *[other] { $count } resources
    }
decision-date-harvest = Date orchard: choose what your { $count ->
        [one] { $count } date becomes
       *[other] { $count } dates become
    }
decision-extra-step-river = River: pay 1 water for each further step, or stop
decision-extra-step = { $stair ->
        [palace] Palace
       *[mosque] Mosque
    } staircase: buy a further step, or stop
decision-extra-step-free = { $stair ->
        [palace] Palace
       *[mosque] Mosque
    } staircase: buy a further step (scroll 48: one is free), or stop
decision-line-bonus = Threshold crossed: choose a bonus on the line between your pawns ({ $picks } to choose)
decision-rapid-bonus = End of round: choose the bonus of one rapid you have crossed
decision-souk = Souk: exchange 1 goods keshi at the exchange office, or buy a luxury good
decision-souk-exchanging = Souk: exchange another goods keshi (scroll 46), or stop
decision-souk-buying = Souk: buy another luxury good (scroll 34), or stop
decision-choose-entertainer = Main square (disc turned): choose an entertainer; you gain its field's bonus x the spectators facing it
decision-madrasa = Madrasa: buy scrolls; { $scholars ->
        [one] { $scholars } scholar
       *[other] { $scholars } scholars
    } left to meet requirements (dates: { $dates })
decision-madrasa-sultan = ; the sultan saves you 1 date per scroll
decision-madrasa-must-buy = ; you must buy one of the new { $scroll ->
        [gray] gray
        [yellow] yellow
        [pink] pink
       *[orange] orange
    } scrolls
decision-medina = Medina: buy a city gate for each guard on the watchtower ({ $guards } there), or stop
decision-build-gate = Build your { $colour } gate on a free gate space (+{ $points } points if the colours match)
decision-sahara-towns = Sahara: claim discovered oases (pay the cost beside each) or your desert towns ({ $cost } each), or stop
decision-sahara = Sahara: claim discovered oases (pay the cost beside each), or stop
decision-claim-free-oases = Claim up to { $count ->
        [one] { $count } discovered oasis
       *[other] { $count } discovered oases
    } for free, or stop
decision-bonus-oasis = River tile 02: take one of the leftover oases
decision-storage-keshi = The storage space you covered holds { $colour ->
        [orange] an orange
       *[other] a { $colour }
    } keshi: deploy it?
decision-storage-exchange = Exchange icon: return one deployed keshi and take one of another colour, or skip
decision-take-scroll = Take { $scroll ->
        [gray] a gray
        [yellow] a yellow
        [pink] a pink
       *[orange] an orange
    } scroll from the display { $dates ->
        [0] for free
        [one] for { $dates } date
       *[other] for { $dates } dates
    }
decision-choose-sector-action = Perform the sector action of your choice
decision-choose-stair = { $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    } on the palace or the mosque staircase
decision-choose-stair-first = { $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    } on one staircase, then { $other } on the other: which first?
decision-score-oasis = Scroll 71: choose a claimed oasis to score now
decision-return-for-oasis = Oasis #{ $oasis } scores now: how many { $resource ->
        [water] water
        [date] dates
       *[dinar] dinars
    } do you return (1 point each, at most { $max })?
decision-return-resources = Scroll 72: return resources for { $points } points each, or stop
decision-river-tile-option = You lead on the river: choose a bonus of the river tile (the second player gets the other)
decision-provisioning = Provide for your citizens: pay your active provision tiles, or use scroll 44
decision-luxury-discount = The imam saves you 1 goods keshi on { $good }: which colour do you keep?
decision-luxury-discount-unknown = The imam saves you 1 goods keshi on this luxury good: which colour do you keep?
decision-falcon-keshi = Hunting falcon { $good }: which keshi of your board do you return?
decision-falcon-keshi-unknown = Hunting falcon: which keshi of your board do you return?
decision-discounted-oasis = Racing saddle: claim 1 discovered oasis, paying up to { $count ->
        [one] { $count } resource
       *[other] { $count } resources
    } less
decision-swap-resources = Hunting falcon: exchange any of your resources for others (choose what you keep in all)
decision-field-bonus = Take the bonus of any main-square field { $times } x (no entertainer needed there)
decision-choose-desert-town = Your caravan reached the desert town of the { $path ->
        [left] left path
       *[right] right path
    } (+{ $points } points): choose a desert town (night side up until you claim it)
decision-free-scroll = Desert town 10: take any face-up scroll for free (no scholars, no dates), or none
decision-free-luxury = Desert town 11: take any face-up luxury good for free (no goods keshis), or none
decision-free-gate = Desert town 12: take any city gate without paying dinars (you gain or lose its points)
decision-keshi-destination = Camel race: deploy the { $colour } keshi on your board, or put it in your spectator area?
decision-camel-bridge = Camel race: your camel reaches a bridge ({ $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    } left): pay it or stop before it
decision-camel-rewards = Camel race: buy rewards of this season's tile with your spectators (all of different colours), or stop
decision-split-steps = Camel race reward: split { $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    } among the tracks shown
decision-spectator-bonus = Camel race reward: any main-square field's bonus, { $times ->
        [one] once
       *[other] { $times } times
    } (no entertainer needed)
decision-camel-river-option = Camel race reward: choose either bonus of this season's river tile
decision-search-stack = Camel race reward: choose a stack to search for { $what } (its tiles are shown to you only)
decision-stack-searched = Stack { $stack }: take { $what } of your choice (the stack is shuffled afterwards)
decision-place-nomad = Nomads: put the nomad in any sector but the souk, or as a water vendor (it counts as 1 keshi there), or with the camel race in your spectator area (a colour of its own)
decision-provision-nomad-move = Nomad provision tile: move 1 nomad to another sector for free, or not
decision-choose-provision-tiles = New provision tiles: keep 3 of the 5 tiles you drew (3 base, 1 moderate, 1 hard)
decision-provision-field-bonus = Provision tile: take the bonus of any main-square field { $times ->
        [one] once
       *[other] { $times } times
    }
decision-provision-exchange = Provision tile: exchange 1 keshi for one of another colour, or not
decision-provision-exchange-first = Provision tile: exchange 1 keshi for one of another colour (also a keshi of the oasis bonus track), or not
decision-exchanged-keshi = Provision tile: which keshi do you take for the { $colour } one?
decision-choose-building = Special buildings: keep one of the two buildings you drew (the other goes back to the box)
decision-choose-start-scroll = Special buildings: keep one of the three yellow scrolls you drew (an instant one acts now)
decision-library-stack = Library: search a stack of { $scroll ->
        [gray] gray
        [yellow] yellow
        [pink] pink
       *[orange] orange
    } scrolls for one you have the scholars for, or none
decision-library-scroll = Library: take { $scroll ->
        [gray] a gray
        [yellow] a yellow
        [pink] a pink
       *[orange] an orange
    } scroll from stack { $stack } (the stack is shuffled again), or none
decision-barracks-gate = Barracks: take a city gate of the first workshop for 0 dinars (its points, a guard, a keshi)
decision-pavilion-luxury = Pavilion: take a tajine of your choice for free (the stacks are shuffled again)

## Places and keshis of a board, and what a sector action would do (used
## by the texts of actions and events).

decision-spot-sector = the { $sector ->
        [river] river
        [date-orchard] date orchard
        [souk] souk
        [main-square] main square
        [mosque] mosque
        [palace] palace
        [madrasa] madrasa
        [medina] medina
       *[sahara] Sahara
    }
decision-spot-main-square = the main square, { $field }
decision-spot-watchtower = the watchtower of the medina
decision-spot-water-vendor = the water vendor's space of the { $sector ->
        [river] river
        [date-orchard] date orchard
        [souk] souk
        [main-square] main square
        [mosque] mosque
        [palace] palace
        [madrasa] madrasa
        [medina] medina
       *[sahara] Sahara
    }
decision-spot-sahara = the Sahara, { $path }
decision-spot-other = a space
decision-board-keshi-marker = { $sector ->
        [river] a turquoise keshi from the river
        [date-orchard] a green keshi from the date orchard
        [souk] a keshi from the souk
        [main-square] a pink keshi from the main square
        [mosque] a black keshi from the mosque
        [palace] a white keshi from the palace
        [madrasa] a gray keshi from the madrasa
        [medina] a beige keshi from the medina
       *[sahara] a brown keshi from the Sahara
    }
decision-board-keshi-entertainer = the entertainer on { $field }
decision-board-keshi-guard = a guard from the watchtower
decision-board-keshi-water-vendor = the water vendor of the { $sector ->
        [river] river
        [date-orchard] date orchard
        [souk] souk
        [main-square] main square
        [mosque] mosque
        [palace] palace
        [madrasa] madrasa
        [medina] medina
       *[sahara] Sahara
    }
decision-board-keshi-caravan = the caravan at the desert town of the { $path }
decision-board-keshi-other = a keshi
decision-detail-river = move your fisherman { $count ->
        [one] { $count } step
       *[other] { $count } steps
    }
decision-detail-date-orchard = gain { $count ->
        [one] { $count } date
       *[other] { $count } dates
    }
decision-detail-souk = exchange goods or buy a luxury good
decision-detail-main-square = turn the disc, use an entertainer
decision-detail-mosque = climb the mosque { $count ->
        [one] { $count } step
       *[other] { $count } steps
    }
decision-detail-palace = climb the palace { $count ->
        [one] { $count } step
       *[other] { $count } steps
    }
decision-detail-madrasa = buy scrolls with { $count ->
        [one] { $count } scholar
       *[other] { $count } scholars
    }
decision-detail-medina = buy gates ({ $count ->
        [one] { $count } guard
       *[other] { $count } guards
    } on the watchtower)
decision-detail-sahara = claim discovered oases
