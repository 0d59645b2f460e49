# help (de): die Regeltexte der Hilfe (?) im Terminal und der Regelseite
# im Browser, nach 000/003; Zitate in Anführungszeichen. Zeilenumbrüche
# wie im Terminal (80 Spalten); die Seite verbindet die Zeilen außer bei
# nummerierten Punkten.

help-round =
    Das Spiel: 3 Durchgänge mit je 4 Runden. Jede Runde hat 4 Phasen:
     1. Alle Spieler wählen geheim 3 Keshis hinter ihrem Sichtschirm und
        zeigen sie vor; in Spielreihenfolge setzen sie ihre 3 Assistenten in
        die Bezirke dieser Farben (rot ist ein Joker; im Souk bis zu 3
        Assistenten). Die gewählten Keshis werden in den Würfelturm
        geworfen; was herausfällt, ist die Auslage.
     2. In Spielreihenfolge nimmt jeder Spieler bis zu 2 Keshis einer Farbe
        aus der Würfelturm-Basis, reihum, bis sie leer ist, und setzt sie
        ein (nie in einen vollen Bezirk: 8 Keshis).
     3. In Spielreihenfolge nutzt jeder Spieler alle 3 Assistenten: „Neuer
        Keshi“ in der Farbe des Bezirks oder „Ausführen der Bezirksaktion“
        (stärker mit mehr Keshis). Ein Wasserverkäufer dort gibt zuerst 1
        Wasser.
     4. Flussbonus: Wer mit seinem Fischer eine Stromschnelle überquert hat,
        nimmt den Bonus einer überquerten Stromschnelle. Der Runden-Marker
        geht nach links weiter.
    Nach 4 Runden: Durchgangswertung (Fluss-Plättchen für den vordersten
    Fischer, dann Versorgung der Bewohner), dann ein neues
    Versorgungs-Plättchen. Nach dem 3. Durchgang die Schlusswertung: 10
    Punkte je Bezirk mit 8 Keshis + 1 Wasserverkäufer, die 3 besten
    aktivierten Oasen und (Ressourcen + Waren-Keshis) / 2.
help-paschabot =
    Solo gegen den Paschabot (P1). Seine Züge folgen den Regeln: Er wartet
    nie auf dich. Jede Runde zieht er 3 Keshis aus seinem Beutel (jede Farbe
    einmal pro Durchgang) und setzt seine Assistenten dorthin. Er nimmt
    Keshis nach einer Prioritätenliste: einen, der einen Bezirk
    komplettiert, 2 einer Farbe, Keshi-Priorität (Symbole auf seinen offenen
    Strategieplättchen), ... Seine Keshis füllen die Bezirksleisten seines
    Tableaus. Er nutzt seine Assistenten von oben nach unten: 2 oder mehr
    Keshis in einer Leiste = die Bezirksaktion, sonst ein neuer Keshi; ein
    Wasserverkäufer dort = 1 Punkt. Ressourcen, die er erhalten würde, sind
    je 1 Punkt. Ein neues Strategieplättchen kommt in jedem Durchgang und
    bei seiner 3., 5. und 7. Karawane hinzu. Am Ende erhält er 10 je
    kompletter Leiste (8 Keshis + Wasserverkäufer) und für jede Leiste deren
    Keshis x die Hälfte (aufgerundet) der Symbole ihrer Farbe auf seinen
    Plättchen. Du gewinnst nur mit mehr Punkten als der Paschabot.
help-lazy =
    Solo gegen den faulen Paschabot (P1): kein Tableau, keine Punkte. Seine
    3 Keshis kommen mit deinen in den Würfelturm; er nimmt 2 Keshis der am
    weitesten links stehenden Farbe seiner Prioritätenliste, die 2-mal in
    der Würfelturm-Basis steht, sonst 1 Keshi der am weitesten links
    stehenden Farbe dort; sie gehen zurück in den Vorrat. Er nutzt keine
    Assistenten. Du beginnst; du erhältst das Fluss-Plättchen eines
    Durchgangs, wenn dein Fischer die Stromschnelle 1 (1. Durchgang), 2 (2.
    Durchgang) oder 3 (3. Durchgang) überquert hat. Du spielst um einen
    Titel: 135 Stolzer Bürger, 160 Sagenhaft reicher Händler, 185 Die rechte
    Hand des Großwesirs, 201 Thronfolger des Pascha.
help-staircase-tiles =
    Erweiterung 1, Stufen-Plättchen: Beim Aufbau werden 12 doppelseitige
    Plättchen gezogen, „sodass eine zufällige Seite oben liegt“, und auf die
    Bonusfelder zwischen Palast- und Moschee-Treppe gelegt, „beginnend beim
    Feld unten links“ (oder, wenn alle einverstanden sind, gewählt). Nicht
    abgedeckt: die Dinar- und Punktefelder an den Treppen, die 2 obersten
    Felder und das unterste Feld (1 Schritt auf dem Fluss). „Diese
    Stufen-Plättchen ersetzen die auf dem Spielplan abgedruckten Boni“: Ein
    Linien-Bonus auf einem abgedeckten Feld gibt die Seite des Plättchens.
help-imam-sultan =
    Erweiterung 2, Imam & Sultan: Der Sultan (weiß) wartet auf einer Stufe
    der Palast-Treppe, der Imam (schwarz) auf einer der Moschee-Treppe. Wer
    mit seiner Figur diese Stufe erreicht, nimmt die Figur mit. Sultan:
    „Bezahle beim Kauf jeder Gelehrten-Schriftrolle genau 1 Dattel weniger.“
    Imam: Jede Luxusware kostet 1 beliebigen Waren-Keshi weniger. Beides ist
    „auch mehrmals pro Zug nutzbar“ (das Brunnenplättchen erinnert daran).
    Wird der Spieler mit der Figur „überholt“, begleitet sie den anderen
    (gleichziehen genügt nicht). Erreicht der Spieler mit der Figur das
    letzte Feld, geht sie zum Nächstplatzierten auf der Treppe; stehen dort
    mehrere gleichauf, bleibt sie 1 Stufe oberhalb von ihnen stehen.
help-exchange-offices =
    Erweiterung 3, zusätzliche Wechselstuben: 6 neue Wechselstuben werden
    mit den alten gemischt (oder, wenn alle einverstanden sind, allein
    benutzt). Eine neue Wechselstube gibt je abgegebenem Waren-Keshi 1
    Ressource plus 1 Bonus, z. B. 1 Dattel + 1 Schritt auf dem Fluss, 1
    Dinar + 1 Punkt oder 1 Wasser + 1 Schritt auf der Palast- oder
    Moschee-Treppe.
help-spectators =
    Erweiterung 4, Zuschauer: Die Zuschauer-Scheiben werden mit der
    violetten Seite gespielt; sie hat 1 Abschnitt ohne Zuschauer und 1
    Abschnitt mit 4.
help-desert-towns =
    Erweiterung 5, Wüstenstädte: Die Start-Oase wird abgedeckt (sie und ihre
    Keshi-Felder werden nicht benutzt). 3/5/7 Wüstenstädte (2/3/4 Spieler)
    liegen mit der Nachtseite nach oben neben dem Spielplan. Der linke und
    der rechte Pfad der Sahara erhalten ein viertes Keshi-Feld: Ein
    Karawanenführer dort bringt 4 Punkte und eine Wüstenstadt deiner Wahl,
    Nachtseite oben. Eine Sahara-Bezirksaktion kann sie für 1 gelben + 1
    orangen + 1 lila Waren-Keshi aktivieren: Sie wird auf die Tagseite
    gedreht. Die Städte 10-12 wirken einmal beim Aktivieren (eine kostenlose
    Schriftrolle, Luxusware oder ein Stadttor); die anderen werden am Ende
    gewertet: höchstens 2 Städte, neben den 3 besten Oasen. Die Sahara ist
    nur komplett, wenn beide Keshi-Felder der Wüstenstädte besetzt sind.
help-new-luxury-goods =
    Neue Luxuswaren (Erweiterungsbox): 5 Jagdfalken und 5 Rennsättel werden
    mit den anderen Luxuswaren zu 5 gleich großen Stapeln gemischt, jeweils
    mit dem obersten Plättchen offen (in beiden Ausgaben). Ein Rennsattel
    bringt 16 Punkte und erlaubt dir (ohne Kamelrennen), sofort eine
    erkundete Oase zu aktivieren und dabei bis zu 2 Ressourcen weniger zu
    bezahlen. Ein Jagdfalke kostet Waren-Keshis und einen Keshi der
    abgebildeten Farbe von deinem Tableau und bringt 20 Punkte und seinen
    Bonus: einen Keshi tauschen, Ressourcen tauschen, 3-mal den Bonus eines
    beliebigen Feldes des Großen Platzes oder 3 Schritte auf dem Fluss, der
    Palast- oder der Moschee-Treppe (je nach abgegebenem Keshi).
help-new-oases =
    Neue Oasen (Erweiterungsbox): werden mit den anderen gemischt. Mit den
    neuen Luxuswaren: 31 wertet die Sorten deiner Luxuswaren (1, 3, 6, 10,
    15 Punkte für 1-5 Sorten), 32 gibt 3 Punkte je Sorte, die du doppelt
    hast (max. 15), 33 gibt 7 je Rennsattel (max. 14), 34 gibt 8 je
    Jagdfalke (max. 16).
help-camel-race =
    Kamelrennen: Wann immer du einen Keshi erhältst (keinen Waren-Keshi),
    darfst du ihn statt auf dein Tableau in deinen Zuschauerbereich stellen
    (die Keshis eines vollen Bezirks müssen dorthin); dann läuft dein Kamel
    1/2/2/2/3/3/4/4 Schritte für 1-8 verschiedene Farben dort. Eine
    Etappenlinie überquert: 1 Waren-Keshi deiner Wahl und 1 Kamelmist
    abwerfen (+1 Dinar für das erste Kamel darüber). Eine Brücke: ihr Wasser
    und ihre Datteln bezahlen oder davor anhalten. Das Ziel: 5 Punkte und
    ein Platz auf dem Podium. Durchgangswertung, nach dem Fluss: 1 Kamelmist
    je Linie zwischen dem Führenden und deinem Kamel, dann mit Zuschauern
    Belohnungen des Belohnungs-Plättchens des Durchgangs kaufen (die
    gezeigte Farbe + weitere, alle verschieden). Mit den Nomaden darf auch
    ein Nomade zuschauen, als eigene Farbe (1 Nomade darf als weitere Farbe
    bezahlen; bezahlte Nomaden gehen zurück auf das Nomaden-Tableau), und
    später wie die anderen für 1 Dinar in einen Bezirk umgesetzt werden.
    Ende: Kamelmist kostet 2/4/7/10/13/16/20 (-5 je Kamelmist über 7); die
    Rennplatzierungen bringen 16/8/4/2 (Gleichstand teilt, abgerundet), wenn
    das Kamel die erste Etappenlinie überquert hat. Der Reiter „Kamelrennen“
    zeigt die Rennstrecke (S Start, 1-3 Etappenlinien, B Brücken, F Ziel),
    jedes Kamel, Zuschauerbereich und Kamelmist, die Belohnungs-Plättchen
    der Reihe nach (das aktive markiert) und das Podium.
help-nomads =
    Nomaden: Nachdem der Würfelturm geworfen wurde, kommt 1 Nomaden-Keshi in
    die Würfelturm-Basis. Wenn du Keshis nimmst, nimmst du entweder 1-2
    Keshis einer Farbe oder den Nomaden und bezahlst sofort 1 Dattel + 1
    Wasser; niemand muss ihn nehmen (er geht zurück, wenn ihn keiner nimmt).
    „Der Nomaden-Keshi kann in jedem Bezirk (außer dem Souk) und sogar als
    Wasserverkäufer eingesetzt werden. Er zählt als 1 Keshi dieses Bezirks“
    (auch für komplette Bezirke), aber nie für eine Oase oder ein Plättchen,
    das eine Farbe verlangt. Großer Platz, Dattelplantage und Sahara geben
    ihren Einsetzbonus. Vor deinem ersten Assistenten jeder Runde darfst du
    jeden Nomaden für 1 Dinar in einen anderen Bezirk umsetzen (mit dessen
    Bonus); nie aus der Sahara (ihre Oase ist erkundet) und nicht von einem
    Stadttor. Mit dem Kamelrennen darf ein Nomade stattdessen in den
    Zuschauerbereich (eine eigene Farbe für die Schritte des Kamels und für
    Belohnungen).
help-special-buildings =
    Spezialgebäude (003): Jeder zieht 2 Gebäude und behält 1 (das andere
    kommt zurück in die Schachtel). Statt der üblichen 1 Wasser, 1 Dattel
    und 1 Dinar beginnst du mit dem Keshi des Gebäudes (eingesetzt, mit
    Einsetzbonus), seinen Ressourcen und einer gelben Schriftrolle: 3
    ziehen, 1 behalten (eine Sofortaktion wirkt sofort); der Rest bildet die
    3 gelben Stapel. Vorderseite, Spezialfähigkeiten: Dattellager (ein Keshi
    auf der Oasen-Bonusleiste; eine Luxusware einer neuen Sorte 1
    Waren-Keshi billiger), Bibliothek (zu Beginn des 1./2./3. Durchgangs
    eine gelbe/rosa/orange Schriftrolle aus einem Stapel für 1/2/3 Datteln),
    Übungsraum (eine Scheibe mit 3 Zuschauern mehr), Bootshaus (jeder
    Durchgang beginnt auf dem Krokodil), Baracke (ein Stadttor der Werkstatt
    1 vor dem Start; +1 Punkt je gekauftem Stadttor), Bethaus (+1 Punkt je
    neuem Abschnitt der Moschee-Treppe), Kamelstall (Oasen 1 Ressource
    billiger), Pavillon (eine kostenlose Tajine; +1 Ressource je neuem
    Abschnitt der Palast-Treppe). Solo: Rückseite; der Paschabot nimmt statt
    einer Schriftrolle den Keshi oben auf seinem Strategieplättchen.
help-new-provisions =
    Neue Versorgungs-Plättchen (Erweiterungsbox): Du ziehst 3
    Basis-Plättchen, 1 moderates und 1 schwieriges Plättchen und behältst 3
    der 5 (der Rest kommt zurück in die Schachtel); dann deckst du wie
    üblich eines auf. Die neuen Plättchen kosten mehr und kosten mehr
    Punkte, wenn sie nicht bezahlt werden. Ein offenes moderates Plättchen
    gibt seinen Bonus zu Beginn jedes Durchgangs (das beim Aufbau
    aufgedeckte ab dem 1. Durchgang): 1 Schritt auf dem Fluss, der Palast-
    oder der Moschee-Treppe, 1 Waren-Keshi, 1-mal den Bonus eines beliebigen
    Feldes des Großen Platzes oder 1 Keshi tauschen (zu Beginn des 1.
    Durchgangs auch einen Keshi der Oasen-Bonusleiste, für jede Farbe außer
    Gelb, Lila, Orange und Braun). Ein offenes schwieriges Plättchen wirkt
    dauerhaft: +1 Schritt, wann immer dein Fischer, Sultanshöfling oder
    Imamschüler zieht, Luxuswaren 1 Waren-Keshi billiger oder 1 Keshi
    tauschen zu Beginn jeder Runde. Das Nomaden-Plättchen (nur mit den
    Nomaden): 1 kostenloser Nomade, wenn der Durchgang nach seiner
    Aktivierung beginnt, dann zu Beginn jedes weiteren Durchgangs 1
    kostenloses Umsetzen eines Nomaden. Die anderen sehen von deinen
    verdeckten Plättchen nur die Art (Basis, moderat, schwierig).
help-title-round = Die Runde
help-title-paschabot = Solo: der Paschabot
help-title-lazy = Solo: der faule Paschabot
help-title-staircase-tiles = Stufen-Plättchen
help-title-imam-sultan = Imam & Sultan
help-title-exchange-offices = Zusätzliche Wechselstuben
help-title-spectators = Zuschauer
help-title-desert-towns = Wüstenstädte
help-title-new-luxury-goods = Neue Luxuswaren
help-title-new-oases = Neue Oasen
help-title-camel-race = Kamelrennen
help-title-nomads = Nomaden
help-title-special-buildings = Spezialgebäude
help-title-new-provisions = Neue Versorgungs-Plättchen
help-sector-river =
    Fluss: „Der Spieler geht so viele Felder auf dem Fluss ‚Tensift‘ auf dem
    Spielplan vor, wie die Zahl unter seinem Keshi-Anzeiger anzeigt“ (ohne
    Keshi-Anzeiger: 1 Schritt je Angler-Keshi). Für weitere Schritte darfst
    du Wasser bezahlen, „1 Wasser = 1 zusätzlicher Schritt“, wann immer der
    Fischer zieht. Am Anlegefeld legt der Fischer am freien Landungssteg mit
    der höchsten Punktezahl an und erhält diese Punkte; jeder weitere
    Schritt in diesem Durchgang bringt 1 Punkt. Stromschnellen geben am Ende
    jeder Runde einen Bonus. Bei der Durchgangswertung erhält der vorderste
    Fischer (bei Gleichstand der früher angekommene) die Belohnung des
    Fluss-Plättchens; dann gehen alle Fischer zurück zum Start.
help-sector-date-orchard =
    Dattelplantage: „Der Spieler erhält so viele Datteln aus dem Vorrat, wie
    die Zahl links neben seinem Keshi-Anzeiger anzeigt“ (ohne
    Keshi-Anzeiger: 1 Dattel je Dattelpflücker-Keshi). Einsetzbonus: Jeder
    eingesetzte grüne Keshi bringt sofort 1 Punkt. Mit den Schriftrollen
    23-25 kannst du einzelne Datteln als Wasser, Dinar oder Punkte nehmen.
help-sector-souk =
    Souk: „Der Spieler darf je Assistent 1× die Wechselstube benutzen oder 1
    Luxusware erwerben.“ Wechselstube: genau 1 gelben, lila oder orangen
    Keshi abgeben für die Ressourcen, die die Wechselstube des Durchgangs
    zeigt. Luxusware: die Waren-Keshis abgeben, die auf einer offenen
    Luxusware abgebildet sind, und ihre Punkte (und Ressourcen) erhalten.
    Neue Luxuswaren werden erst nach deinem Zug aufgedeckt. Der Souk ist nie
    voll; Waren-Keshis zählen am Ende einen halben Punkt.
help-sector-main-square =
    Großer Platz: Drehe zuerst die Zuschauer-Scheibe um 1 Abschnitt im
    Uhrzeigersinn. Wähle dann genau 1 Feld mit einem deiner Gaukler und
    erhalte dessen Bonus so oft, wie Zuschauer diesem Feld zugewandt sind
    (Waren-Keshis alle in einer Farbe). Einsetzbonus: Ein neuer Gaukler gibt
    1-mal den Bonus seines Feldes. Felder: Waren-Keshi, Schritt auf der
    Moschee-Treppe, Wasser, 2 Punkte, Dinar, Schritt auf dem Fluss, Schritt
    auf der Palast-Treppe, Dattel. Ohne Gaukler bewirkt die Aktion nichts.
help-sector-mosque-palace =
    Moschee / Palast: Deine Figur steigt je schwarzem (Moschee) bzw. weißem
    (Palast) Keshi 1 Stufe die Treppe hinauf. „Überquert eine Figur die
    Schwelle zu einem neuen Abschnitt“, gibt das 1 Dinar und 1 Linien-Bonus:
    einen Bonus auf der Linie, die die Abschnitte deiner Palast-Figur und
    deiner Moschee-Figur verbindet. Auf dem letzten Feld bleibt die Figur
    stehen; jeder weitere Schritt bringt 1 Punkt. Bei Gleichstand am Ende
    gewinnt, wer auf der Palast-Treppe weiter oben steht, dann auf der
    Moschee-Treppe.
help-sector-madrasa =
    Madrasa: Kaufe beliebig viele Schriftrollen aus der Auslage. Eine
    Schriftrolle verlangt Gelehrte (graue Keshis: 1, 3, 5 oder 7 für graue,
    gelbe, rosa und orange Schriftrollen) und kostet Datteln (1, 1, 2, 3).
    „Die Summe der auf den gewünschten Schriftrollen aufgedruckten
    Gelehrten-Keshis darf nicht höher sein als die vom grauen Keshi-Anzeiger
    angezeigte Zahl.“ Einmal pro Runde, vor deinem ersten Kauf, darfst du
    für 1 Dinar die offenen Schriftrollen einer Farbe austauschen; dann
    musst du eine der neuen kaufen. Schriftrollen mit Blitz wirken einmal
    sofort; die anderen gelten für den Rest des Spiels.
help-sector-medina =
    Medina: Neue Wächter (beige) kommen auf den Wachturm. Die Aktion kauft 1
    Stadttor je Wächter auf dem Wachturm, von einer der 4 Werkstätten: Dinar
    bezahlen, Punkte erhalten oder verlieren, das Tor auf einem freien
    Stadttorfeld vor einem Bezirk einbauen (+2 Punkte, wenn die Farben
    passen) und 1 Keshi in der Farbe des Tores nehmen, der nach allen Käufen
    eingesetzt wird. Der Wächter zieht zum Tor. Die Medina ist komplett mit
    8 Wächtern + 1 Wasserverkäufer.
help-sector-sahara =
    Sahara: Jeder braune Karawanenführer auf einem Pfad erkundet die Oase
    daneben (die Pfade werden der Reihe nach erkundet; die Start-Oase gibt 2
    Ressourcen nach Wahl, danach 2 Punkte). Die Aktion aktiviert erkundete
    Oasen: Bezahle die daneben abgebildeten Ressourcen. Aktivierte Oasen
    kommen von links nach rechts auf die Ablagefelder deines
    Vorratstableaus; ein dort liegender Keshi wird eingesetzt, ein
    Tausch-Symbol erlaubt, einen eingesetzten Keshi gegen eine andere Farbe
    zu tauschen, ein Schriftrollen-Symbol gibt eine kostenlose gelbe
    Schriftrolle. Am Ende werden deine 3 besten Oasen gewertet.
help-arrange-storage-keshis =
    Aufbau: Die gezogenen Keshis werden „in beliebiger Reihenfolge auf die
    Keshi-Felder der Oasenablageplätze“ gelegt. Deckt später eine aktivierte
    Oase ein solches Feld ab, setzt du den dort liegenden Keshi ein.
help-orient-audience-disc =
    Aufbau: „Die Zuschauer-Scheibe wird mit der rosa Seite nach oben in
    beliebiger Ausrichtung auf dem großen Platz des persönlichen Tableaus
    platziert.“ Die Zahl der Zuschauer, die einem Feld zugewandt sind,
    vervielfacht dessen Bonus bei der Aktion des Großen Platzes.
help-activate-provision-tile =
    Versorgungs-Plättchen: Jeder Spieler hat 3; eines wird zu Beginn
    aufgedeckt und je eines nach dem 1. und dem 2. Durchgang. Bei jeder
    Durchgangswertung musst du alle offenen Plättchen bezahlen; kannst du
    nicht alle bezahlen, gibst du alle deine Ressourcen ab und verlierst die
    Minuspunkte aller offenen Plättchen.
help-select-keshis =
    „Alle Spieler wählen gleichzeitig je 3 ihrer noch hinter dem Sichtschirm
    stehenden Holz-Keshis aus.“ Deine 3 Assistenten gehen in die Bezirke
    dieser Farben; rot ist ein Joker. Niemand sieht deine Wahl, bevor alle
    gewählt haben. Die gewählten Keshis kommen in den Würfelturm; was
    herausfällt, können alle nehmen.
help-place-wild-assistant =
    „Der rote Wasserverkäufer-Holz-Keshi ist ein ‚Joker‘ und ermöglicht es
    dem Spieler, seinen Assistenten in einen beliebigen Bezirk einzusetzen.“
help-claim-keshis =
    „In Spielreihenfolge wählt jeder Spieler eine Farbe und nimmt sich bis
    zu 2 Keshis dieser Farbe.“ Du musst nehmen, wenn du kannst. Du kannst
    keine Farbe nehmen, deren Bezirk voll ist; mit 1 freien Feld nimmst du
    nur 1. Rote Keshis werden Wasserverkäufer in einem Bezirk, der noch
    keinen hat (nicht im Souk).
help-deploy-held-keshi =
    Keshis, die neben dem Tableau bereitliegen (genommene Keshis in der
    Essential-Ausgabe, Keshis von Stadttoren), werden jetzt einzeln
    eingesetzt, mit ihren Einsetzboni; ein Keshi für einen vollen Bezirk
    geht zurück in den Vorrat.
help-use-assistant =
    „Die Spieler nutzen in Spielreihenfolge jeweils alle ihre 3 Assistenten
    unmittelbar nacheinander. Die Reihenfolge der Nutzung ist dabei
    beliebig.“ Für jeden: einen neuen Keshi in der Farbe des Bezirks nehmen
    (nicht in einen vollen Bezirk; im Souk jede Warenfarbe) oder die
    Bezirksaktion ausführen. Ein Wasserverkäufer in diesem Bezirk gibt
    zuerst 1 Wasser.
help-place-entertainer =
    Ein Gaukler kommt auf ein freies Feld des Großen Platzes und gibt 1-mal
    dessen Bonus (Schriftrolle 54: auch die Boni der Nachbarfelder).
help-place-caravan =
    Ein Karawanenführer kommt auf das nächste freie Feld eines Pfades der
    Sahara und erkundet die Oase daneben. Der Pfad zur Start-Oase gibt 2
    Ressourcen nach Wahl, danach 2 Punkte.
help-place-water-vendor =
    „In jedem Bezirk (außer im Souk) gibt es 1 Feld, auf dem genau 1 roter
    Wasserverkäufer-Papp-Keshi eingesetzt werden darf.“ Nutzt du einen
    Assistenten in einem Bezirk mit deinem Wasserverkäufer, erhältst du 1
    Wasser; ein Bezirk ist für die Schlusswertung nur mit seinem
    Wasserverkäufer komplett.
help-goods-colour =
    Gemeinsam erhaltene Waren-Keshis haben alle dieselbe Farbe (gelb, lila
    oder orange).
help-keshi-colour =
    Wähle die Farbe der Keshis, die du erhältst; sie kommen in den Bezirk
    dieser Farbe.
help-take-resources =
    Wähle eine beliebige Mischung aus Wasser, Datteln und Dinar.
help-date-harvest =
    Mit den Schriftrollen 23-25 darf jede geerntete Dattel zu Wasser, einem
    Dinar oder einem Punkt werden.
help-extra-step-river =
    „Gegen die Abgabe von Wasser kann er weitere Schritte machen: 1 Wasser =
    1 zusätzlicher Schritt.“
help-extra-step =
    Mit den Schriftrollen 26/27 kaufst du Schritte auf den Treppen mit
    Datteln/Wasser; Schriftrolle 48 gibt je Zug einen kostenlosen Schritt.
help-line-bonus =
    Schwelle überquert: Der Spieler „erhält sofort 1 Dinar“ und einen
    Linien-Bonus: Wähle einen Bonus auf der Linie, die die Abschnitte deiner
    beiden Figuren verbindet.
help-rapid-bonus =
    „Jeder Spieler, der mit seinem Fischer mindestens die erste
    Stromschnelle überquert hat, darf sich 1 der Boni aussuchen, die neben
    einer der von ihm bereits überquerten Stromschnellen dargestellt sind.“
help-bonus-oasis =
    Fluss-Plättchen 02: Nimm kostenlos eine der übrigen Oasen, die beim
    Aufbau ausgelegt wurden.
help-storage-keshi =
    Die aktivierte Oase hat ein Ablagefeld mit einem Keshi abgedeckt: Du
    darfst ihn jetzt einsetzen.
help-storage-exchange =
    Tausch-Symbol: Gib 1 auf deinem Tableau eingesetzten Keshi zurück
    (keinen Karawanenführer, keinen Wächter an einem Stadttor, keinen
    Waren-Keshi) und nimm 1 Keshi einer anderen Farbe.
help-take-scroll =
    Nimm eine Schriftrolle aus der Auslage, ohne die Aktion der Madrasa.
help-choose-sector-action =
    Führe die Aktion eines beliebigen Bezirks aus, als stünde dort ein
    Assistent.
help-choose-stair =
    Wähle die Treppe, die du hinaufsteigst.
help-score-oasis =
    Schriftrolle 71: Eine deiner aktivierten Oasen wird jetzt wie in der
    Schlusswertung gewertet.
help-return-for-oasis =
    Die Oasen 19-21 bringen 3 Punkte + 1 Punkt je Ressource ihrer Art, die
    du abgibst.
help-return-resources =
    Schriftrolle 72: Jede abgegebene Ressource bringt 2 Punkte.
help-river-tile-option =
    Im 3. Durchgang wählt der vorderste Fischer einen der beiden Boni des
    Fluss-Plättchens; der Zweite erhält den anderen (nicht bei 2 Spielern).
help-provisioning =
    „Versorgung der Bewohner“: „Jeder Spieler muss jetzt alle auf seinen
    aktiven (= offen ausliegenden) Versorgungsplättchen abgebildeten
    Ressourcen abgeben.“ Kannst du nicht alle bezahlen, gibst du alle deine
    Ressourcen ab und verlierst die Minuspunkte aller offenen Plättchen.
    Schriftrolle 44: Bezahle 1 Dinar und dann nur 1 beliebige Ressource je
    Plättchen.
help-luxury-discount =
    Der Imam (Erweiterung 2): „Bezahle beim Kauf jeder Luxusware genau 1
    beliebigen Waren-Papp-Keshi weniger.“ Wähle die Farbe, die du nicht
    bezahlst.
help-choose-desert-town =
    Ein Karawanenführer auf dem 4. Feld des linken oder rechten Pfades der
    Sahara erreicht eine Wüstenstadt (Erweiterung 5): 4 Punkte, und du
    wählst eine der ausliegenden Städte. Sie liegt mit der Nachtseite nach
    oben, bis eine Sahara-Bezirksaktion sie für 1 gelben + 1 orangen + 1
    lila Waren-Keshi aktiviert.
help-free-scroll =
    Wüstenstadt 10: „Der Spieler darf sich eine beliebige offenliegende
    Gelehrten-Schriftrolle aus der Auslage nehmen. Hierfür braucht der
    Spieler nicht die Voraussetzungen zu erfüllen und muss auch nicht die
    Dattelkosten zahlen.“
help-free-luxury =
    Wüstenstadt 11: „Der Spieler darf sich eine beliebige offenliegende
    Luxusware aus der Auslage nehmen. Er muss für die Luxusware keine
    Waren-Keshis abgeben.“
help-free-gate =
    Wüstenstadt 12: „Der Spieler darf sich sofort ein beliebiges Stadttor
    vom Spielplan nehmen und einbauen. Er muss keinen Dinar für das Stadttor
    bezahlen“, erhält oder verliert aber wie üblich die Punkte.
help-falcon-keshi =
    Ein Jagdfalke (neue Luxuswaren): Gib neben seinen Waren-Keshis 1 Keshi
    der abgebildeten Farbe von deinem Tableau ab (nicht von hinter deinem
    Sichtschirm). Dann erhältst du seine 20 Punkte und seinen Bonus.
help-discounted-oasis =
    Ein Rennsattel ohne Kamelrennen: Aktiviere sofort 1 erkundete Oase und
    bezahle bis zu 2 Ressourcen weniger, als sie verlangt (höchstens
    nichts).
help-swap-resources =
    Ein Jagdfalke: Tausche beliebig viele deiner Ressourcen gegen andere
    Ressourcen aus dem Vorrat. Wähle, was du insgesamt behältst.
help-field-bonus =
    Der Bonus eines beliebigen Feldes des Großen Platzes, so oft wie
    angegeben, ohne einen Gaukler auf diesem Feld.
help-keshi-destination =
    Kamelrennen: „Jedesmal, wenn ein Spieler auf beliebige Weise einen Keshi
    erhält, darf er sich entscheiden, diesen wie üblich auf seinem
    persönlichen Tableau zu verwenden, oder ihn in seinem Zuschauerbereich
    auf der Rennstrecke einzusetzen“ (nicht einen Waren-Keshi); das Kamel
    läuft dann nach der Zahl der Farben dort (1/2/2/2/3/3/4/4).
help-camel-bridge =
    Kamelrennen: Um auf eine Brücke zu ziehen, bezahle das abgebildete
    Wasser und die Datteln und lauf weiter; oder bleib auf dem Feld davor
    stehen (die übrigen Schritte verfallen).
help-camel-rewards =
    Kamelrennen, Durchgangswertung: Gib Zuschauer ab, um Belohnungen des
    Belohnungs-Plättchens dieses Durchgangs zu kaufen: die gezeigte Farbe
    plus weitere Keshis, alle in verschiedenen Farben (R25); so viele
    Belohnungen, wie du bezahlen kannst, auch dieselbe mehrmals.
help-split-steps =
    Kamelrennen-Belohnung: Die Schritte werden beliebig auf die gezeigten
    Leisten verteilt.
help-spectator-bonus =
    Kamelrennen-Belohnung: der Bonus eines beliebigen Feldes des Großen
    Platzes, so oft wie angegeben, mit oder ohne Gaukler dort.
help-camel-river-option =
    Kamelrennen-Belohnung: der Bonus des Fluss-Plättchens dieses Durchgangs;
    bei zwei Möglichkeiten wählst du frei („Freie Wahl im dritten
    Durchgang“).
help-search-stack =
    Kamelrennen-Belohnung: Wähle einen Stapel der Auslage; du siehst ihn
    durch (niemand sonst sieht ihn) und nimmst ein Plättchen deiner Wahl:
    eine Schriftrolle kostenlos, ohne ihre Voraussetzung, oder eine
    Luxusware 3 Waren-Keshis billiger. Der Stapel wird gemischt und sein
    oberstes Plättchen aufgedeckt.
help-stack-searched =
    Nimm ein Plättchen des durchsuchten Stapels; danach wird der Stapel
    gemischt und sein oberstes Plättchen aufgedeckt.
help-place-nomad =
    Nomaden: „Der Nomaden-Keshi kann in jedem Bezirk (außer dem Souk) und
    sogar als Wasserverkäufer eingesetzt werden. Er zählt als 1 Keshi dieses
    Bezirks.“ Großer Platz, Dattelplantage und Sahara geben ihren
    Einsetzbonus. Mit dem Kamelrennen darf er in deinen Zuschauerbereich:
    eine eigene Farbe.
help-provision-nomad-move =
    Nomaden-Versorgungs-Plättchen: „Zu Beginn jedes weiteren Durchgangs: Du
    darfst 1 Nomaden-Keshi ohne Bezahlung umsetzen“ (nicht von einer Oase
    oder einem Stadttor). Die bezahlten Umsetzungen dieser Runde bleiben
    möglich.
