# help (en): the rules texts of the terminal's help (?) and the page's rules
# help, after 002; quotes in quotation marks. Line breaks as the terminal
# shows them (80 columns); the page joins lines except numbered items.

help-round =
    The game: 3 seasons of 4 rounds. Each round has 4 phases:
     1. All players secretly choose 3 keshis from behind their screens and
        reveal them; in turn order they place their 3 assistants in the
        sectors of those colours (red is wild; up to 3 assistants in the
        souk). The chosen keshis are thrown into the tower; what comes out
        is the display.
     2. In turn order each player claims up to 2 keshis of one colour from
        the tower base, again and again until it is empty, and deploys them
        (never into a full sector: 8 keshis).
     3. In turn order each player uses all 3 assistants: "Take a new keshi"
        of the sector's colour, or "Perform the sector action" (stronger
        with more keshis). A water vendor there first gives 1 water.
     4. River bonus: everyone whose fisherman crossed a rapid takes the
        bonus of one crossed rapid. The round tracker passes to the left.
    After 4 rounds: season scoring (river tile for the leading fisherman,
    then provisioning), then a new provision tile. After season 3, final
    scoring: 10 points per sector with 8 keshis + 1 water vendor, the 3
    best claimed oases, and (resources + goods keshis) / 2.
help-paschabot =
    Solo against the Paschabot (P1). Its moves are the rules': it never
    waits for you. Each round it draws 3 keshis from its bag (one of each
    colour per season) and places its assistants there. It claims keshis by
    a list: one that completes a sector, 2 of a colour, keshi priority
    (icons on its revealed strategy tiles), ... Its keshis fill the rows of
    its board. It uses its assistants top to bottom: 2 or more keshis in a
    row = the sector action, else a new keshi; a water vendor there = 1
    point. Resources it would get are 1 point each. A new strategy tile
    comes out each season and at its 3rd, 5th and 7th caravan. At the end
    it scores 10 per complete row (8 keshis + water vendor) and each row's
    keshis x half (rounded up) their colour's icons on its tiles. You win
    only with more points than the Paschabot.
help-lazy =
    Solo against the lazy Paschabot (P1): no board, no points. Its 3 keshis
    go into the tower with yours; it claims 2 keshis of the leftmost colour
    of its priority line that has 2 in the tower base, else 1 of the
    leftmost colour there, and they go back to the supply. It uses no
    assistants. You start; you get a season's river tile if your fisherman
    has crossed rapid 1 (season 1), 2 (season 2) or 3 (season 3). You play
    for a title: 135 proud citizen, 160 fabulously rich merchant, 185 right
    hand of the grand vizier, 201 heir to the Pasha's throne.
help-staircase-tiles =
    Module 1, staircase tiles: at setup 12 double-sided tiles are drawn
    "with a random side up" and placed on the bonus spaces between the
    palace and mosque staircases, bottom left first (or, if all agree,
    chosen). Not covered: the dinar and points spaces next to the
    staircases, the 2 topmost spaces and the lowest space (1 river step).
    "These staircase tiles replace the printed bonus spaces": a line
    bonus on a covered space gives the tile's face.
help-imam-sultan =
    Module 2, imam & sultan: the sultan (white) waits on a step of the
    palace staircase, the imam (black) on one of the mosque staircase. A
    player whose pawn reaches that step takes the figure along. Sultan:
    "When buying a scroll, the player pays 1 fewer date for each scroll."
    Imam: each luxury good costs any 1 goods keshi less. Both may be used
    several times a turn (the fountain tile is the reminder). A player who
    passes the carrier takes the figure ("drawing level is not enough").
    When the carrier reaches the final space, the figure goes to the
    player in second position; if several are tied there, it waits one
    step above them.
help-exchange-offices =
    Module 3, additional exchange offices: 6 new offices are mixed with
    the base ones (or, if all agree, used alone). A new office gives 1
    resource plus 1 bonus per goods keshi exchanged, e.g. 1 date + 1 river
    step, 1 dinar + 1 point, or 1 water + 1 step on the palace or the
    mosque staircase.
help-spectators =
    Module 4, spectators: the audience discs are played on their purple
    side, which has 1 section without any spectators and 1 section with 4.
help-desert-towns =
    Module 5, desert towns: the start oasis is covered (it and its keshi
    spaces are not used). 3/5/7 towns (2/3/4 players) lie next to the
    board, night side up. The left and right Sahara paths get a 4th keshi
    space: a caravan deployed there scores 4 points and takes a town of
    your choice, night side up. A Sahara action may claim it for 1 yellow
    + 1 orange + 1 purple goods keshi: turn it day side up. Towns 10-12
    act once when claimed (a free scroll, luxury good or city gate); the
    others score at the end: at most 2 towns, besides the best 3 oases.
    The Sahara is complete only with both town keshi spaces filled.
help-new-luxury-goods =
    New luxury goods (expansion box): 5 hunting falcons and 5 racing
    saddles are shuffled with the other goods into 5 equal stacks, each
    with its top face up (in both editions). A racing saddle gives 16
    points and (without the camel race) lets you claim a discovered oasis
    at once, paying up to 2 resources less. A hunting falcon costs goods
    keshis and a keshi of the colour it shows from your board, and gives
    20 points and its bonus: exchange a keshi, swap resources, any
    main-square field's bonus 3 times, or 3 steps on the river, palace
    or mosque (by the keshi returned).
help-new-oases =
    New oases (expansion box): shuffled with the others. With the new
    luxury goods: 31 scores by the kinds of luxury goods you own (1, 3, 6,
    10, 15 points for 1-5 kinds), 32 gives 3 points per kind you own
    twice (max 15), 33 gives 7 per racing saddle (max 14), 34 gives 8 per
    hunting falcon (max 16).
help-camel-race =
    Camel race: whenever you gain a keshi (not a goods keshi) you may put it
    in your spectator area instead of on your board (a full sector's keshis
    must go there); then your camel runs 1/2/2/2/3/3/4/4 steps for 1-8
    different colours there. A stage line crossed: 1 goods keshi of your
    choice and 1 dung discarded (+1 dinar for the first camel across). A
    bridge: pay its water and dates or stop before it. The finish: 5 points
    and a podium place. Season scoring, after the river: 1 dung per line
    between the leader and your camel, then buy rewards of the season's
    tile with spectators (the shown colour + further ones, all different).
    With the nomads a nomad may watch too, as a colour of its own (1 nomad
    may pay as a further colour; paid nomads go back to the nomad board),
    and may later move to a sector for 1 dinar like the others.
    End: dung costs 2/4/7/10/13/16/20 (-5 per dung over 7); placements pay
    16/8/4/2 (ties share, rounded down) if past the first stage line.
    The Camel race tab shows the track (S start, 1-3 stage lines, B
    bridges, F finish), each camel, spectator area and dung, the reward
    tiles in order (the active one marked) and the podium.
help-nomads =
    Nomads: after the tower is thrown, 1 nomad joins the tower base. On your
    claim turn take either 1-2 keshis of one colour or the nomad, paying 1
    date + 1 water at once; nobody has to take it (it goes back when no one
    does). Put it in any sector but the souk, or as a water vendor: it
    counts as 1 keshi there (also for complete sectors) but never for an
    oasis or a tile asking for a colour. Main square, date orchard and Sahara
    give their deployment bonus. Before your first assistant each round you
    may move each nomad to another sector for 1 dinar (with its bonus); never
    from the Sahara (its oasis is discovered) nor from a city gate. With the
    camel race a nomad may go to the spectator area instead (a colour of its
    own for the camel's steps and for rewards).
help-special-buildings =
    Special buildings (003): everybody draws 2 buildings and keeps 1 (the
    other goes back to the box). Instead of the usual 1 water, 1 date and 1
    dinar you start with the building's keshi (deployed, with its bonus),
    its resources and a yellow scroll: draw 3, keep 1 (an instant one acts
    now); the rest form the 3 yellow stacks. Front side, abilities: date
    store (a storage keshi; a luxury good of a new kind 1 goods keshi
    cheaper), library (a yellow/pink/orange scroll from a stack at the start
    of season 1/2/3 for 1/2/3 dates), practice room (a disc with 3 more
    spectators), boathouse (each season starts on the crocodile), barracks
    (a gate of workshop 1 before the start; +1 point per gate bought), house
    of prayer (+1 point per new mosque segment), camel stable (oases 1
    resource cheaper), pavilion (a free tajine; +1 resource per new palace
    segment). Solo: back side; the Paschabot takes the keshi at the top of
    its strategy tile instead of a scroll.
help-new-provisions =
    New provision tiles (expansion box): you draw 3 base tiles, 1 moderate
    and 1 hard tile and keep 3 of the 5 (the rest go back in the box); then
    turn one face up as usual. The new tiles cost more and lose more points
    if unpaid. A face-up moderate tile gives its bonus at the start of every
    season (the one turned up at setup from season 1): 1 river, palace or
    mosque step, 1 goods keshi, any main-square field's bonus once, or 1
    keshi exchanged (at the start of season 1 also a keshi of the oasis
    bonus track, for any colour but yellow, purple, orange and brown). A
    face-up hard tile lasts: +1 step whenever your fisherman, courtier or
    imam student moves, luxury goods 1 goods keshi cheaper, or 1 keshi
    exchanged at the start of every round. The nomad tile (only with the
    nomads): 1 free nomad when the season after its activation starts, then
    1 free nomad move at the start of each further season. The others see
    only the pile (base, moderate, hard) of your face-down tiles.
help-title-round = The round
help-title-paschabot = Solo: the Paschabot
help-title-lazy = Solo: the lazy Paschabot
help-title-staircase-tiles = Staircase tiles
help-title-imam-sultan = Imam and sultan
help-title-exchange-offices = Additional exchange offices
help-title-spectators = Spectators
help-title-desert-towns = Desert towns
help-title-new-luxury-goods = New luxury goods
help-title-new-oases = New oases
help-title-camel-race = Camel race
help-title-nomads = Nomads
help-title-special-buildings = Special buildings
help-title-new-provisions = New provision tiles
help-sector-river =
    River: "For each fish keshi the player's fisherman advances 1 step on
    the river track." You may pay water for further steps, 1 water each,
    whenever the fisherman moves. At the jetty the fisherman docks at the
    free spot with the most points and scores them; each further river step
    this season scores 1 point. Rapids give a bonus at the end of every
    round. At season scoring the leading fisherman (earlier arrival wins
    ties) gets the river tile's reward; then all fishermen go back to the
    start.
help-sector-date-orchard =
    Date orchard: "For each date picker keshi the player gains 1 date."
    Deployment bonus: each green keshi deployed scores 1 point at once.
    Scrolls 23-25 let you take single dates as water, dinars or points.
help-sector-souk =
    Souk: "With each of their assistants at the souk the player may use the
    exchange office once or acquire 1 luxury good." Exchange: return exactly
    1 yellow, purple or orange keshi for the resources the season's exchange
    office shows. Luxury good: return the goods keshis shown on a face-up
    good and gain its points (and resources). New goods appear at the end of
    your turn. The souk is never full; goods keshis count half a point at
    the end.
help-sector-main-square =
    Main square: first turn the audience disc one section clockwise. Then
    choose exactly 1 field holding one of your entertainers and gain its
    bonus as many times as spectators face it (goods keshis all of one
    colour). Deployment bonus: a new entertainer gives its field's bonus
    once. Fields: goods keshi, mosque step, water, 2 points, dinar, river
    step, palace step, date. Without an entertainer the action does nothing.
help-sector-mosque-palace =
    Mosque / palace: move your pawn up the staircase 1 step per black
    (mosque) or white (palace) keshi. Crossing a threshold into a new
    segment gives 1 dinar and 1 line bonus: one bonus on the line that joins
    the segments of your palace pawn and your mosque pawn. On the final
    space the pawn stays; each further step scores 1 point. Ties at the end
    are won by the player further up the palace staircase, then the mosque
    staircase.
help-sector-madrasa =
    Madrasa: buy any number of scrolls from the display. A scroll needs a
    number of scholars (gray keshis: 1, 3, 5 or 7 for gray, yellow, pink and
    orange scrolls) and costs dates (1, 1, 2, 3). "No scholar may be used to
    meet the requirements of more than one scroll." Once per round, before
    your first purchase, you may pay 1 dinar to replace the face-up scrolls
    of one colour; you must then buy one of the new ones. Lightning scrolls
    act once at once; the others last for the rest of the game.
help-sector-medina =
    Medina: new guards (beige) go to the watchtower. The action buys 1 city
    gate per guard on the watchtower, from any of the 4 workshops: pay its
    dinars, gain or lose its points, build it on a free gate space in front
    of a sector (+2 points if the colours match), and take 1 keshi of the
    gate's colour, deployed after all purchases. The guard moves to the
    gate. The medina is complete with 8 guards + 1 water vendor.
help-sector-sahara =
    Sahara: each brown caravan placed on a path discovers the oasis next to
    it (the paths are explored in order; the start oasis gives 2 resources
    of choice, then 2 points). The action claims discovered oases: pay the
    resources shown beside each. Claimed oases go onto the storage spaces of
    your supply board, left to right; a keshi lying there is deployed, an
    exchange icon lets you swap a deployed keshi for another colour, a
    scroll icon gives a free yellow scroll. At the end your 3 best oases
    score.
help-arrange-storage-keshis =
    Setup: the drawn keshis are placed "in any order on the spaces showing a
    keshi on the oases track". When a claimed oasis later covers such a
    space, you deploy the keshi lying there.
help-orient-audience-disc =
    Setup: "Each player places their audience disc on the main square ... in
    any orientation they like." The number of spectators facing a field
    multiplies that field's bonus in the main-square action.
help-activate-provision-tile =
    Provision tiles: each player holds 3; one is turned face up at the start
    and one more after seasons 1 and 2. At every season scoring you must pay
    all face-up tiles; if you cannot pay them all, you hand in all your
    resources and lose the penalty points of every face-up tile.
help-select-keshis =
    "Simultaneously, all players select 3 of the hidden keshis from behind
    their screen." Your 3 assistants go to the sectors of those colours; red
    is wild. Nobody sees your choice until all have chosen. The chosen
    keshis go into the tower; what comes out can be claimed by everybody.
help-place-wild-assistant =
    "The red water vendor keshi acts as a wild and allows the player to
    deploy their assistant to any sector they like."
help-claim-keshis =
    "In turn order each player chooses one color and takes up to 2 keshis of
    this color from the display." You must claim if you can. You cannot
    claim a colour whose sector is full; with 1 free space you take only 1.
    Red keshis become water vendors in a sector that has none (not the
    souk).
help-deploy-held-keshi =
    Keshis set aside next to the board (claimed keshis in the Essential
    edition, keshis from city gates) are now deployed one by one, with their
    deployment bonuses; a keshi for a full sector goes back to the supply.
help-use-assistant =
    "In turn order each player uses their 3 assistants, one after the other,
    in any order they like." For each: take a new keshi of the sector's
    colour (not into a full sector; in the souk any goods colour), or
    perform the sector action. A water vendor in that sector first gives 1
    water.
help-place-entertainer =
    An entertainer goes on a free field of the main square and gives that
    field's bonus once (scroll 54: the neighbouring fields' bonuses too).
help-place-caravan =
    A caravan goes on the next free space of a Sahara path and discovers the
    oasis beside it. The start-oasis path gives 2 resources of choice, then
    2 points.
help-place-water-vendor =
    "In each sector except the souk there is 1 water vendor space." Using an
    assistant in a sector with your water vendor gives 1 water; a sector is
    only complete for final scoring with its water vendor.
help-goods-colour = Goods keshis gained together are all of one colour (yellow, purple or orange).
help-keshi-colour = Choose the colour of the keshis you gain; they go to that colour's sector.
help-take-resources = Choose any mix of water, dates and dinars.
help-date-harvest = With scrolls 23-25 each date of the harvest may become water, a dinar or a point.
help-extra-step-river = "Whenever the fisherman advances, the player may choose to pay as much water as they choose to advance a corresponding number of additional steps."
help-extra-step = Scrolls 26/27 let you buy staircase steps with dates/water; scroll 48 gives one free step per move.
help-line-bonus =
    Crossing a threshold: "1 dinar, and a connection bonus": choose one
    bonus on the line joining the segments of your two pawns.
help-rapid-bonus =
    "All players who have crossed at least the first rapid on the river
    track receive a bonus now": one bonus of any one rapid already crossed.
help-bonus-oasis = River tile 02: take one of the leftover oases laid out at setup, for free.
help-storage-keshi = The claimed oasis covered a storage space holding a keshi: you may deploy it now.
help-storage-exchange =
    Exchange icon: return 1 keshi deployed on your board (not a caravan, a
    guard at a gate or a goods keshi) and take 1 keshi of another colour.
help-take-scroll = Take a scroll from the display without the madrasa action.
help-choose-sector-action = Perform the action of any sector, as if an assistant were there.
help-choose-stair = Choose the staircase to climb.
help-score-oasis = Scroll 71: one of your claimed oases scores now as in final scoring.
help-return-for-oasis = Oases 19-21 score 3 + 1 per resource of their kind that you return.
help-return-resources = Scroll 72: each resource returned scores 2 points.
help-river-tile-option =
    Season 3: the leading fisherman chooses one of the two bonuses of the
    river tile; the second gets the other (not with 2 players).
help-provisioning =
    "Providing for the citizens": pay the resources of all your face-up
    provision tiles. If you cannot pay them all, you hand in all your
    resources and lose the penalty points of every face-up tile. Scroll 44:
    pay 1 dinar and then only 1 resource of choice per tile.
help-luxury-discount =
    The imam (module 2): "When buying a luxury good, the player pays any 1
    goods keshi fewer." Choose the colour you do not pay.
help-choose-desert-town =
    A caravan on the 4th space of the left or right Sahara path reaches a
    desert town (module 5): 4 points, and you choose one of the towns on
    display. It lies night side up until a Sahara action claims it for 1
    yellow + 1 orange + 1 purple goods keshi.
help-free-scroll =
    Desert town 10: "You may take 1 scroll of your choice from the display.
    You do not have to meet the requirement nor do you have to pay any
    dates."
help-free-luxury =
    Desert town 11: "You may take 1 luxury good of your choice from the
    display. You do not have to pay any goods keshis."
help-free-gate =
    Desert town 12: "take 1 city gate of your choice and build it on your
    board. You do not pay dinars for this, but you gain or lose points as
    usual".
help-falcon-keshi =
    A hunting falcon (new luxury goods): besides its goods keshis, return
    1 keshi of the colour it shows from your board (not from behind your
    screen). Then take its 20 points and its bonus.
help-discounted-oasis =
    A racing saddle without the camel race: claim 1 discovered oasis at
    once, paying up to 2 resources less than it asks (at most nothing).
help-swap-resources =
    A hunting falcon: exchange any number of your resources for other
    resources from the supply. Choose what you keep in all.
help-field-bonus =
    The bonus of any main-square field, as many times as shown, without an
    entertainer on that field.
help-keshi-destination =
    Camel race: "Whenever a player gains a keshi in any way" (not a goods
    keshi) they may deploy it as usual or place it in their spectator area;
    the camel then runs by the number of colours there (1/2/2/2/3/3/4/4).
help-camel-bridge =
    Camel race: to move onto a bridge, pay the water and dates shown and run
    on; or stop on the space before it (the other steps are lost).
help-camel-rewards =
    Camel race, season scoring: return spectators to buy rewards of this
    season's tile: the shown colour plus further keshis, all of different
    colours (R25); as many rewards as you can pay, the same one again too.
help-split-steps = Camel race reward: the steps are split freely among the tracks shown.
help-spectator-bonus =
    Camel race reward: any main-square field's bonus, that many times, with
    or without an entertainer there.
help-camel-river-option =
    Camel race reward: this season's river tile bonus; with two options you
    choose freely ("Freie Wahl im dritten Durchgang").
help-search-stack =
    Camel race reward: choose a stack of the display; you look through it
    (nobody else sees it) and take a tile of your choice: a scroll free, its
    requirement ignored, or a luxury good 3 goods keshis cheaper. The stack
    is shuffled and its top revealed.
help-stack-searched =
    Take a tile of the searched stack; the stack is shuffled afterwards and
    its top revealed.
help-place-nomad =
    Nomads: "Der Nomaden-Keshi kann in jedem Bezirk (außer dem Souk) und
    sogar als Wasserverkäufer eingesetzt werden." It counts as 1 keshi of
    its sector; main square, date orchard and Sahara give their bonus. With
    the camel race it may go to your spectator area: a colour of its own.
help-provision-nomad-move =
    Nomad provision tile: "Zu Beginn jedes weiteren Durchgangs: Du darfst 1
    Nomaden-Keshi ohne Bezahlung umsetzen" (not from an oasis or a gate).
    It leaves this round's paid moves open.
