# scores (de): die Wertungskategorien des Wertungsblocks (`category`).

score-start = Start
score-deployment = Einsetzboni
score-river = Fluss / Anlegefeld
score-staircases = Treppen
score-main-square = Großer Platz
score-luxury-goods = Luxuswaren
score-city-gates = Stadttore
score-scrolls = Schriftrollen
score-oases-during-game = Oasen (im Spiel)
score-rapids = Stromschnellen
score-river-tiles = Fluss-Plättchen
score-provisioning = Versorgung
score-complete-sectors = Komplett gefüllte Bezirke
score-oases = Oasen (Schlusswertung)
score-resources = Restliche Ressourcen
score-exchange-offices = Wechselstuben
score-desert-towns = Wüstenstädte
score-camel-race = Kamelrennen
score-paschabot = Paschabot-Aktionen
score-paschabot-sectors = Paschabot-Bezirke
# Eine Kategorie, die nach diesen Texten hinzukam.
score-other = sonstige Punkte
