## Castle Ravenloft : monstres, vilains, pièges et rencontres (messages de l'aide « vilain »)

# --- ce que lit le salon : une ligne par activation
ev-cr-act-attack = { $actor } attaque { $heroes }{ $moved ->
    [none] {""}
   *[other] {" "}depuis { $moved }
} ({ $reason }{ $others ->
    [none] {""}
   *[other] {" "}; { $others } aussi, égalité départagée par { $by }
})
ev-cr-act-move = { $actor } se déplace en { $square } ({ $reason })
ev-cr-act-idle = { $actor } ne fait rien ({ $reason })
ev-cr-act-acts = { $actor } agit ({ $reason })
ev-cr-monster-attack = { $actor } attaque { $hero } avec { $attack } : d20 { $roll } + { $bonus } = { $total } contre CA { $ac } : { $result ->
    [hit] touché
   *[miss] raté
}{ $damage ->
    [0] {""}
    [1] , 1 dégât
   *[other] , { $damage } dégâts
}
ev-cr-hero-placed = { $hero } est placé{ $hero_gender ->
    [f] e
   *[m] {""}
} en { $square } ({ $tile })
ev-cr-table-roll = Jet de dé (d{ $sides }) : { $roll }
ev-cr-hero-roll = Jet de dé de { $hero } (d{ $sides }) : { $roll }
ev-cr-hero-damaged = { $damage ->
    [0] { $hero } ne subit aucun dégât
    [1] { $hero } subit 1 dégât
   *[other] { $hero } subit { $damage } dégâts
}
ev-cr-say = { $text }

val-cr-reason-hero-adjacent = adjacent à un héros
val-cr-reason-hero-on-tile = un héros sur sa section
val-cr-reason-hero-within-tiles = un héros assez proche
val-cr-reason-hero-beyond-tiles = aucun héros assez proche
val-cr-reason-heroes-on-tile-at-least = assez de héros sur sa section
val-cr-reason-monsters-on-tile-at-least = assez de monstres sur sa section
val-cr-reason-self-hp-at-most = gravement blessé
val-cr-reason-self-damaged = blessé
val-cr-reason-token-on-tile = un jeton sur sa section
val-cr-reason-on-tile-named = sur sa section particulière
val-cr-reason-unexplored-edge-on-tile = un bord inexploré sur sa section
val-cr-reason-flag = son état
val-cr-reason-active-hero-hp-at-most = le héros actif est affaibli
val-cr-reason-any-of = l'une de ses conditions
val-cr-reason-not = sa condition n'est pas remplie
val-cr-reason-otherwise = sa tactique sans condition
val-cr-reason-none = aucune tactique ne s'applique
val-cr-by-turn = l'ordre du tour
val-cr-by-squares = le moins de cases
val-cr-by-tiles = le moins de sections
val-cr-by-players = le choix des joueurs
val-cr-by-most-hp = le plus de HP
val-cr-by-least-hp = le moins de HP
val-cr-by-lowest-ac = la CA la plus basse
val-cr-by-fewest-monsters = le moins de cartes Monstre
val-cr-target-closest = le héros le plus proche
val-cr-target-adjacent = un héros adjacent
val-cr-target-on-tile = un héros sur sa section
val-cr-target-within = un héros à portée
val-cr-target-each = chaque héros
val-cr-target-most-hp = le héros qui a le plus de HP
val-cr-target-least-hp = le héros qui a le moins de HP
val-cr-target-lowest-ac = le héros à la CA la plus basse
val-cr-target-fewest-monsters = le héros qui a le moins de cartes Monstre
val-cr-target-active-hero = le héros actif
val-cr-target-that = ce héros
val-cr-target-self = lui-même
val-cr-kind-monster = monstre
val-cr-kind-villain = vilain
val-cr-kind-trap = piège
val-cr-kind-hazard = danger
val-cr-kind-encounter = rencontre

# --- /cr why : le raisonnement complet
ev-cr-why-nothing = Rien n'a encore agi.
ev-cr-why-header = — { $actor } ({ $kind })
ev-cr-why-header-held = — { $actor } ({ $kind }, carte de { $player })
ev-cr-why-fact = { $hero } : { $tiles ->
    [-1] aucun chemin
    [0] 0 section
    [1] 1 section
   *[other] { $tiles } sections
}, { $squares ->
    [-1] aucun chemin
    [1] 1 case
   *[other] { $squares } cases
}{ $adjacent ->
    [yes] , adjacent{ $hero_gender ->
        [f] e
       *[m] {""}
    }
   *[no] {""}
}
ev-cr-why-no-hero = Aucun héros en vue (les héros couchés ou enfuis sont ignorés).
ev-cr-why-clause = { $otherwise ->
    [yes] Tactique { $n } (sinon) :
   *[no] Tactique { $n } :
}
ev-cr-why-chosen-clause = → la tactique { $n } s'applique.
ev-cr-why-no-clause = Aucune tactique ne s'applique : il ne fait rien.
ev-cr-why-t-hero-adjacent = adjacent à un héros ? { $result ->
    [yes] oui ({ $heroes })
   *[no] non
}
ev-cr-why-t-hero-on-tile = un héros sur sa section ? { $result ->
    [yes] oui ({ $heroes })
   *[no] non
}
ev-cr-why-t-hero-within-tiles = un héros à { $value ->
    [1] 1 section
   *[other] { $value } sections
} ou moins ? { $result ->
    [yes] oui ({ $heroes })
   *[no] non
}
ev-cr-why-t-hero-beyond-tiles = aucun héros à { $value ->
    [1] 1 section
   *[other] { $value } sections
} ou moins ? { $result ->
    [yes] oui
   *[no] non ({ $heroes })
}
ev-cr-why-t-heroes-on-tile-at-least = au moins { $value } héros sur sa section ? { $result ->
    [yes] oui ({ $heroes })
   *[no] non
}
ev-cr-why-t-monsters-on-tile-at-least = au moins { $value } autres monstres sur sa section ? { $result ->
    [yes] oui
   *[no] non
} ({ $count })
ev-cr-why-t-self-hp-at-most = { $value } HP ou moins ? { $result ->
    [yes] oui
   *[no] non
} ({ $hp } HP)
ev-cr-why-t-self-damaged = blessé ? { $result ->
    [yes] oui
   *[no] non
} ({ $hp } HP)
ev-cr-why-t-token-on-tile = un jeton { $value } sur sa section ? { $result ->
    [yes] oui
   *[no] non
}
ev-cr-why-t-on-tile-named = sur la section { $value } ? { $result ->
    [yes] oui
   *[no] non
}
ev-cr-why-t-unexplored-edge-on-tile = un bord inexploré sur sa section ? { $result ->
    [yes] oui
   *[no] non
}
ev-cr-why-t-flag = { $value } ? { $result ->
    [yes] oui
   *[no] non
}
ev-cr-why-t-active-hero-hp-at-most = le héros actif à { $value } HP ou moins ? { $result ->
    [yes] oui
   *[no] non
} ({ $hp } HP)
ev-cr-why-t-any-of = l'une de ces conditions :
ev-cr-why-t-not = pas :
ev-cr-why-skip = ignoré ({ $only_if ->
    [hit] seulement après une attaque réussie
   *[miss] seulement après une attaque ratée
})
ev-cr-why-no-target = aucune cible : { $target }
ev-cr-why-each = chaque cible, dans l'ordre du tour : { $heroes }
ev-cr-why-pick = cible : { $hero } ({ $target })
ev-cr-why-tie = cible : { $hero } ; { $others } aussi, égalité départagée par { $by } (règle { $rule })
ev-cr-why-chosen = cible : { $hero }, choisi{ $hero_gender ->
    [f] e
   *[m] {""}
} par les joueurs plutôt que { $others }
ev-cr-why-no-reach = il n'a pas pu atteindre sa cible : pas d'attaque
ev-cr-why-attack = { $attack } sur { $hero } : d20 { $roll } + { $bonus } = { $total } contre CA { $ac } : { $result ->
    [hit] touché
   *[miss] raté
}, { $damage ->
    [1] 1 dégât
   *[other] { $damage } dégâts
}
ev-cr-why-already-adjacent = déjà à côté de { $hero } : il reste
ev-cr-why-move-adjacent = se place en { $square }, à côté de { $hero } ({ $squares } cases depuis son départ{ $tie ->
    [yes] {" "}; à égalité de cases : la rangée puis la colonne la plus basse
   *[no] {""}
})
ev-cr-why-blocked = aucune case libre ne le rapproche de { $hero } : il reste
ev-cr-why-move-closer = aucune case libre à côté de { $hero } : il s'en approche au plus près, en { $square }
ev-cr-why-no-tile-move = { $same ->
    [yes] déjà sur la section de sa cible : il reste
   *[no] aucun chemin vers sa cible : il reste
}
ev-cr-why-tile-full = { $tile } est pleine : il reste
ev-cr-why-move-tile = avance sur { $tile }, en { $square } ({ $pile ->
    [yes] sa pile d'os
   *[no] la pile d'os est prise : la case libre la plus proche
}{ $tie ->
    [yes] {" "}; des sections sur le chemin, la plus proche de sa cible
   *[no] {""}
})
ev-cr-why-no-such-tile = la section { $tile } n'est pas dans le donjon : il reste
ev-cr-why-no-place = { $hero } ne peut pas y être placé{ $hero_gender ->
    [f] e
   *[m] {""}
}
ev-cr-why-band = d{ $sides } : { $roll } (tranche { $lo }-{ $hi })
ev-cr-why-band-hero = d{ $sides } pour { $hero } : { $roll } (tranche { $lo }-{ $hi })
ev-cr-why-flag = { $flag } : { $on ->
    [yes] activé
   *[no] désactivé
}

# --- rencontres et phase de vilain
ev-cr-encounter-drawn = Rencontre : { $card } ({ $kind }). « { $text } »
ev-cr-encounter = { $card } entre en jeu ({ $kind })
ev-cr-encounter-redraw = Un marqueur { $kind } est déjà sur cette section : { $card } est défaussée et une autre rencontre piochée
ev-cr-encounter-deck-empty = La pile de rencontres est vide
ev-cr-marker-placed = { $card } : son marqueur est posé sur { $tile }
ev-cr-environment-replaced = { $card } remplace l'environnement { $old }
ev-cr-cursed = { $hero } est maudit{ $hero_gender ->
    [f] e
   *[m] {""}
} : { $card }
ev-cr-curse-roll = { $hero } tente de se libérer de { $card } : d20 { $roll } (il faut { $need }) : { $result ->
    [yes] elle prend fin
   *[no] elle reste
}
ev-cr-curse-ended = { $hero } est libéré{ $hero_gender ->
    [f] e
   *[m] {""}
} de { $card }
ev-cr-regenerates = { $actor } régénère { $hp } HP
val-cr-enc-event = événement
val-cr-enc-attack = événement-attaque
val-cr-enc-environment = environnement
val-cr-enc-trap = piège
val-cr-enc-curse = malédiction
val-cr-enc-hazard = danger
prompt-cr-tie = { $player }, { $actor } peut cibler { $heroes } (règle { $rule }) : aux joueurs de choisir
err-cr-bad-answer = « { $answer } » ne répond pas à la question
ev-cr-tie-chosen = Les joueurs choisissent { $hero }
ev-cr-surges-changed = Sursauts héroïques { $amount ->
    [1] +1
   *[other] { $amount }
} : il en reste { $surges }
ev-cr-hero-attacks-hero = { $hero } attaque { $target } avec { $power } : d20 { $roll }, total { $total } contre CA { $ac } : { $result ->
    [hit] touché
   *[miss] raté
}
ev-cr-card-discarded = { $card } est défaussée
ev-cr-why-same-tile = déjà sur la section de { $hero } : il s'en approche plutôt
ev-cr-why-damage = { $hero } subit { $damage ->
    [1] 1 dégât
   *[other] { $damage } dégâts
}
ev-cr-why-condition = { $hero } est désormais { $condition }{ $hero_gender ->
    [f] e
   *[m] {""}
}
ev-cr-why-heal = { $hero } regagne { $hp } HP
ev-cr-why-spawn = { $count ->
    [1] un nouveau monstre
   *[other] { $count } nouveaux monstres
} sur { $tile }
ev-cr-why-explore = { $count ->
    [1] une nouvelle section est posée
   *[other] { $count } nouvelles sections sont posées
} (sans rencontre)
ev-cr-why-placed = { $hero } est placé{ $hero_gender ->
    [f] e
   *[m] {""}
} en { $square }
ev-cr-why-effect = puis : { $what }
val-cr-cond-slowed = ralenti
val-cr-cond-immobilized = immobilisé
val-cr-cond-dazed = confus
val-cr-cond-poisoned = empoisonné
val-cr-effect-activate = les monstres agissent encore
val-cr-effect-encounter = une autre carte Rencontre
val-cr-effect-treasure = une carte Trésor
val-cr-effect-surges = les sursauts héroïques changent
ev-cr-why-skip-when = ignoré (sa condition n'est pas remplie)
ev-cr-why-gone = plus sur le plateau (vaincu en chemin) : l'activation s'arrête là
ev-cr-why-t-monsters-in-play-at-least = au moins { $value } monstres en jeu ? { $result ->
    [yes] oui
   *[no] non
} ({ $count })
ev-cr-why-t-start-tile-in-play = la section de Départ est en jeu ? { $result ->
    [yes] oui
   *[no] non
}
ev-cr-why-swap = { $hero } et { $actor } échangent leurs places : { $hero } va en { $square }
ev-cr-why-no-monster = aucun monstre en jeu
ev-cr-why-hero-stays = { $hero } ne peut atteindre aucune section avec un monstre et reste sur place
ev-cr-why-hero-moves = { $hero } se déplace en { $square }, sur une section avec un monstre
ev-cr-why-farthest = la section la plus éloignée : { $tile }, à { $tiles } sections
ev-cr-why-most-monsters = la section proche avec le plus de monstres : { $tile } ({ $count })
ev-cr-why-stays = { $hero } y est déjà et reste sur place
ev-cr-why-no-tile = aucune section n'a pu être posée
ev-cr-why-new-tile = une section tirée du bas de la pile est posée : { $tile }
ev-cr-why-avoided = { $hero } retourne { $power } pour éviter les dégâts
ev-cr-why-monster-healed = { $actor } récupère { $hp } HP
ev-cr-why-end-card = la carte s'arrête { $then ->
    [draw_another] et une autre est piochée
   *[nothing] sans effet
}
ev-cr-why-no-treasure = { $hero } n'a aucune carte Trésor à défausser
ev-cr-why-no-power = { $hero } n'a aucun pouvoir à retourner
ev-cr-figure-placed = { $actor } est placé{ $actor_gender ->
    [f] e
   *[m] {""}
} en { $square }
ev-cr-hero-swapped = { $hero } et { $actor } échangent leurs places : { $hero } en { $square }, { $actor } en { $other }
ev-cr-hero-moves = { $hero } se déplace jusqu'en { $square }
ev-cr-tile-from-bottom = Une section est tirée du bas de la pile et posée : { $tile }
ev-cr-card-ends = { $card } est défaussée { $then ->
    [draw_another] et une autre carte Rencontre est piochée
   *[nothing] sans effet
}
ev-cr-power-turned = { $hero } retourne { $power } { $side ->
    [up] face visible (utilisable à nouveau)
   *[down] face cachée (utilisé)
}
ev-cr-treasure-discarded = { $hero } défausse { $card }
val-cr-reason-monsters-in-play-at-least = assez de monstres en jeu
val-cr-reason-start-tile-in-play = la section de Départ est en jeu
ev-cr-marker-put = { $hero_name } pose { $marker_name } en { $square }
ev-cr-marker-hurts = { $marker_name } frappe { $monster_name } : { $damage } dégât
ev-cr-cloud-token = Le Nuage Glacial de { $hero_name } perd un jeton ({ $left } { $left ->
        [one] restant
       *[other] restants
    })
ev-cr-monster-placed = { $monster_name } est placé{ $monster_gender ->
    [f] e
   *[m] {""}
} en { $square }
ev-cr-illusion-struck = L'attaque traverse { $crowd } : ce n'était qu'une illusion
err-cr-cannot-place-marker = Impossible de poser { $marker } sur cette section.
ev-cr-nothing-to-clear = Aucun environnement en jeu : la carte n'a pas d'effet
ev-cr-environment-ends = { $encounter_name } est défaussée : l'environnement prend fin
ev-cr-card-dazed = Une carte Étourdi est posée sur la carte { $monster_name } : elle ne s'activera pas la prochaine fois
ev-cr-nothing-to-daze = Aucun monstre en jeu : la carte n'a pas d'effet
ev-cr-respite = Un Moment de Répit est posé sur la pioche Rencontre : la prochaine carte ne sera pas piochée
ev-cr-respite-used = Le Moment de Répit est défaussé : pas de carte Rencontre cette fois
ev-cr-lucky-find = { $hero_name } garde { $card_name } et défausse { $others ->
    [none] rien d'autre
   *[other] { $others }
}
ev-cr-deck-seen = Le dessus de la pioche { $deck ->
    [monster] Monstre
   *[encounter] Rencontre
} : { $cards ->
    [none] vide
   *[other] { $cards }
}
ev-cr-nothing-to-hit = Aucun mort-vivant à portée : la carte n'a pas d'effet
ev-cr-card-skipped = La carte { $card } est étourdie : elle ne s'active pas cette fois
opt-cr-tie = { $hero_name }{ $default ->
    [yes] {" "}(par défaut)
   *[no] {""}
}
val-cr-reason-no-hero = aucun héros debout dans le donjon
ev-cr-damage-avoided = { $hero } retourne { $power } face cachée pour éviter { $damage } { $damage ->
        [one] dégât
       *[other] dégâts
    }
ev-cr-ring-instead = { $hero_name } récupère 1 PV grâce à l'Anneau de Régénération au lieu de piocher un trésor
prompt-cr-whispers = { $player }, La Voie de Strahd : { $hero_name } attaque le héros le plus proche. Avec quel pouvoir à volonté (ou, dès le niveau 6, quotidien) ?
opt-cr-whispers = { $power_name }{ $default ->
    [yes] {" "}(par défaut)
   *[no] {""}
}
ev-cr-whispers-chosen = { $hero } attaque avec { $power }
ev-cr-hero-auto-hits-hero = { $hero } inflige { $damage } dégât à { $target } avec { $power }, sans jet d'attaque
ev-cr-figure-healed = { $actor } récupère { $hp } PV ({ $left }/{ $full } PV)
