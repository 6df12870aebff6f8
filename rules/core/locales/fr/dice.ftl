## Dés : le module rules/core/dice.py (commande /roll et jets des jeux)

## Erreurs

err-dice-bad-expression = « { $expression } » n'est pas un jet de dés valide. Exemples : 1d20+5, 4d6kh3, 5d6>=5, 3kros, calamité, aptitude 14 vs 20.
err-dice-too-many = { $what ->
    [length] Expression trop longue : { $limit } caractères au plus.
    [sides] Dé trop grand : { $limit } faces au plus.
    [rolls] Trop de lancers avec les relances et les explosions : { $limit } au plus.
    [repeat] Trop de répétitions : { $limit } au plus (6#4d6kh3).
    [parts] Trop d'expressions dans une commande : { $limit } au plus, séparées par « ; ».
    [line] Trop de jets dans une commande : { $limit } au plus, répétitions comprises.
   *[dice] Trop de dés : { $limit } au plus.
}
err-dice-division-by-zero = Division par zéro dans « { $expression } ».
err-dice-bad-value = Valeur impossible dans « { $expression } ».

err-dice-syntax = { $at ->
    [end] « { $expression } » s'arrête trop tôt : il manque quelque chose à la fin.
   *[char] Je ne comprends pas « { $got } », au caractère { $column } de « { $expression } ».
}
    ```
    { $expression }
    { $pointer }
    ```
err-dice-bad-repeat = Répétition impossible dans « { $expression } » : écrivez un nombre de jets de 1 ou plus, puis # (6#4d6kh3).
err-dice-adv-no-d20 = L'avantage et le désavantage portent sur un d20, et « { $expression } » n'en lance pas (exemple : 1d20+5 avantage).

## Présentation d'un jet

dice-comment = **{ $comment }**
dice-successes = { $count ->
    [0] aucun succès
   *[other] **{ $count }** succès
}
dice-success = Réussite
dice-failure = Échec
dice-natural-20 = 20 naturel !
dice-natural-1 = 1 naturel

## Krosmaster Arena : les faces du dé

dice-kros-roll = { $count ->
    [one] Dé Krosmaster
   *[other] { $count } dés Krosmaster
} : { $faces }
dice-face-critique = Critique
dice-face-armure = Armure
dice-face-tacle = Tacle
dice-face-esquive = Esquive
dice-face-double = Critique ou Esquive
dice-face-joker = Joker (œuf de Dofus)

## Kravora : le dé calamité

dice-calamity-roll = { $count ->
    [one] Dé calamité
   *[other] { $count } dés calamité
} : { $faces }
dice-calamity-blood-5 = +5 L de sang
dice-calamity-blood-10 = +10 L de sang
dice-calamity-comet = Comète
dice-calamity-double-comet = Double comète
dice-calamity-arrow = Flèche
dice-calamity-blank = Face vide
dice-calamity-comet-target = { $value ->
    [1] 1 : ligne la plus éloignée de la forteresse
    [2] 2 : deuxième ligne
    [3] 3 : troisième ligne
    [4] 4 : quatrième ligne
    [5] 5 : étage de la forteresse ou mur
   *[6] 6 : mur
}

## Mortebrume : jets d'aptitude

dice-aptitude-roll = Aptitude { $aptitude } + { $dice } ({ $faces }) = **{ $total }**
dice-aptitude-vs = contre { $difficulty }
dice-aptitude-auto-fail = Échec automatique
dice-aptitude-particular = Réussite particulière
dice-aptitude-special = Réussite spéciale

## Plusieurs jets dans une commande (rules/core/dice_line.py)

dice-adv = Avantage
dice-dis = Désavantage
dice-repeat-head = { $count } × { $expression }
dice-repeat-line = { $n }. { $roll }
dice-repeat-total = Total : **{ $total }**
dice-repeat-successes = { $count ->
    [0] Aucun succès en tout
   *[other] **{ $count }** succès en tout
}
dice-repeat-passed = { $count ->
    [one] { $count } réussite
   *[other] { $count } réussites
} sur { $of }

## Noms des jets enregistrés

err-dice-bad-name = « { $name } » ne peut pas être un nom de jet : de 1 à 32 lettres, chiffres, - ou _, sans espace.
err-dice-name-is-roll = « { $name } » est déjà un jet ou une commande : choisissez un autre nom.

## Statistiques d'un jet (rules/core/dice_stats.py, render/dice_stats.py)

err-dice-stats-one = Une seule expression, sans répétition, pour les statistiques : « { $expression } ».
err-dice-stats-no-total = « { $expression } » n'a pas de total : ses faces ne s'additionnent pas.
err-dice-stats-target = Cible illisible : « { $target } ». Exemples : 15, >= 15, < 8.
dice-stats-chart-exact = Exact · moyenne { $mean } · de { $low } à { $high }
dice-stats-chart-simulated = Simulé ({ $rolls } jets) · moyenne { $mean } · de { $low } à { $high }
dice-stats-head = 📊 **{ $expression }** : { $exact ->
    [yes] distribution exacte
   *[no] estimation par { $rolls } jets simulés (graine fixe)
}
dice-stats-summary = { $measure ->
    [successes] Succès
   *[total] Total
} : moyenne **{ $mean }**, écart type { $stdev }, de { $low } à { $high }.
dice-stats-chance = Chance d'obtenir { $comparison ->
    [gt] plus de { $target }
    [le] au plus { $target }
    [lt] moins de { $target }
    [eq] exactement { $target }
    [ne] autre chose que { $target }
   *[ge] au moins { $target }
} : **{ $percent }**{ $margin ->
    [none] {""}
   *[other] { " " }(± { $margin } à 95 %)
}
