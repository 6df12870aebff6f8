# Castle Ravenloft: the words of the picture (render/ravenloft)
cr-pic-turn = Tour { $turn }
cr-pic-phase-hero = Phase de héros : { $hero }
cr-pic-phase-exploration = Phase d'exploration : { $hero }
cr-pic-phase-villain = Phase du vilain : { $hero }
cr-pic-phase-setup = Mise en place
cr-pic-phase-over = Partie terminée
cr-pic-outcome-victory = Victoire des héros !
cr-pic-outcome-defeat = Défaite : les ténèbres l'emportent
cr-pic-environment = Environnement : { $name }
cr-pic-level = niveau { $level }
cr-pic-hp = PV { $hp }/{ $max }
cr-pic-stats = CA { $ac } · Vitesse { $speed } · Sursaut { $surge }
cr-pic-powers = Pouvoirs (● disponible, ○ utilisé)
cr-pic-power-at-will = à volonté
cr-pic-power-daily = quotidien
cr-pic-power-utility = utilitaire
cr-pic-power-special = spécial
cr-pic-items = Objets : { $items }
cr-pic-condition-slowed = { $hero_gender ->
    [f] Ralentie
   *[m] Ralenti
}
cr-pic-condition-immobilized = { $hero_gender ->
    [f] Immobilisée
   *[m] Immobilisé
}
cr-pic-condition-dazed = { $hero_gender ->
    [f] Confuse
   *[m] Confus
}
cr-pic-condition-poisoned = { $hero_gender ->
    [f] Empoisonnée
   *[m] Empoisonné
}
cr-pic-escaped = { $hero_gender ->
    [f] sortie du donjon
   *[m] sorti du donjon
}
cr-pic-down = à terre
cr-pic-party = XP { $xp } · Sursauts héroïques { $surges }
cr-pic-decks = Pioches : { $decks }
cr-pic-deck-tiles = sections { $n }
cr-pic-deck-monsters = monstres { $n }
cr-pic-deck-encounters = rencontres { $n }
cr-pic-deck-treasures = trésors { $n }
cr-pic-cropped = Le donjon compte { $tiles } sections : l'image montre la partie encadrée, autour de l'action.
cr-pic-card-hero = Héros
cr-pic-card-monster = Monstre
cr-pic-card-villain = Vilain
cr-pic-card-power = Pouvoir
cr-pic-card-treasure = Trésor
cr-pic-card-encounter = Rencontre
cr-pic-card-tile = Section
cr-pic-card-decks = Pioches
cr-pic-stat-ac = CA
cr-pic-stat-hp = PV
cr-pic-stat-xp = XP
cr-pic-stat-speed = Vitesse
cr-pic-stat-surge = Sursaut
cr-pic-stat-level = Niveau
cr-pic-stat-attack = Attaque
cr-pic-stat-damage = Dégâts
cr-pic-stat-miss = Raté
cr-pic-stat-range = Portée
cr-pic-stat-disarm = Désarmer
cr-pic-stat-tiles = Sections
cr-pic-stat-monsters = Monstres
cr-pic-stat-encounters = Rencontres
cr-pic-stat-treasures = Trésors
cr-pic-attack-numbers = +{ $bonus }, { $damage } { $damage ->
        [one] dégât
       *[other] dégâts
    }
cr-pic-attack-per-monster-on-tile = par monstre sur sa section
cr-pic-attack-per-hero-on-tile = par héros sur sa section
cr-pic-attack-per-monster-controlled = par monstre contrôlé
cr-pic-attack-miss = raté { $damage }
cr-pic-attack-miss-conditions = raté : { $conditions }
cr-pic-type-undead = Mort-vivant
cr-pic-type-animal = Animal
cr-pic-type-elemental = Élémentaire
cr-pic-type-vermin = Vermine
cr-pic-type-reptile = Reptile
cr-pic-type-vampire = Vampire
cr-pic-enc-event = Événement
cr-pic-enc-attack = Événement-attaque
cr-pic-enc-environment = Environnement
cr-pic-enc-trap = Piège
cr-pic-enc-curse = Malédiction
cr-pic-enc-hazard = Danger
cr-pic-tkind-item = Objet
cr-pic-tkind-blessing = Bénédiction
cr-pic-tkind-fortune = Fortune
cr-pic-tkind-adventure = Trésor d'aventure
cr-pic-type-fey = Fée
cr-pic-villain-every-phase = agit à chaque phase de vilain
cr-pic-regeneration = Au début de chacune de ses activations, il récupère { $hp } PV.
cr-pic-hand = En main
cr-pic-hand-counts = { $at_will } à volonté, { $daily } { $daily ->
        [one] quotidien
       *[other] quotidiens
    }, { $utility } { $utility ->
        [one] utilitaire
       *[other] utilitaires
    }
cr-pic-critical = Critique
cr-pic-door = Porte fermée
cr-pic-door-unlocked = Porte ouverte
cr-pic-door-trapped = Porte piégée
cr-pic-door-locked = Porte verrouillée
cr-pic-adventure = Aventure { $id }
cr-pic-sun = Soleil : { $turns } { $turns ->
        [one] tour
       *[other] tours
    } avant le couchant
cr-pic-sunset = Le soleil s'est couché
