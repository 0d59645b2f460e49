# scores (nl): de categorieën van het scoreblok (`category`).

score-start = start
score-deployment = plaatsingsbonussen
score-river = rivier / pier
score-staircases = trappen
score-main-square = Groot Plein
score-luxury-goods = luxegoederen
score-city-gates = stadspoorten
score-scrolls = perkamentrollen
score-oases-during-game = oasen (tijdens het spel)
score-rapids = stroomversnellingen
score-river-tiles = riviertegels
score-provisioning = bevoorrading
score-complete-sectors = compleet gevulde wijken
score-oases = oasen (puntentelling)
score-resources = overgebleven grondstoffen
score-exchange-offices = wisselkantoren
score-desert-towns = woestijnsteden
score-camel-race = kamelenrace
score-paschabot = Paschabot-acties
score-paschabot-sectors = Paschabot-wijken
# Een categorie die na deze teksten is toegevoegd.
score-other = overige punten
