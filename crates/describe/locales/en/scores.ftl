# scores (en): the score pad's categories (`category`).

score-start = start
score-deployment = deployment bonuses
score-river = river / jetty
score-staircases = staircases
score-main-square = main square
score-luxury-goods = luxury goods
score-city-gates = city gates
score-scrolls = scrolls
score-oases-during-game = oases (in game)
score-rapids = rapids
score-river-tiles = river tiles
score-provisioning = provisioning
score-complete-sectors = complete sectors
score-oases = oases (final)
score-resources = resources left
score-exchange-offices = exchange offices
score-desert-towns = desert towns
score-camel-race = camel race
score-paschabot = Paschabot actions
score-paschabot-sectors = Paschabot sectors
# A category added after these texts were written.
score-other = other points
