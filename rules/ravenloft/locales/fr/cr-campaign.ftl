# Campagnes (rules/ravenloft/campaign.py)
gameopt-ravenloft-campaign_treasures = Campagne : les objets trésors sont laissés à la fin de l'aventure (left, la règle) ou gardés (kept)
gameopt-ravenloft-campaign_xp = Campagne : la pile d'XP passe à l'aventure suivante (kept) ou est perdue (lost)
err-cr-campaign-too-high = Pas plus de { $most } héros de niveau 6 ou plus dans une même aventure ({ $count } ici) : laissez un héros de haut niveau au repos.
err-cr-campaign-not-over = L'aventure n'est pas finie : ses héros ne peuvent pas encore passer à la suivante.
gameopt-ravenloft-carry = Campagne : les héros portés d'une aventure à l'autre (rempli par le bot)
gameopt-ravenloft-carry_players = Campagne : les joueurs de chaque place (rempli par le bot)
err-cr-campaign-option-fixed = Dans une campagne, les options de la table sont celles de sa première aventure : seules { $allowed } se choisissent ici (pas { $option }).
ev-cr-campaign-hero = { $who }, niveau { $level } : CA { $ac }, { $hp } PV, vitesse { $speed }, valeur de sursaut { $surge } ; pouvoirs : { $powers_count ->
        [0] aucun
       *[other] { $powers_name }
    } ; objets : { $items_count ->
        [0] aucun
       *[other] { $items_name }
    } ; { $adventures ->
        [0] pas encore d'aventure
        [one] { $adventures } aventure
       *[other] { $adventures } aventures
    }.
ev-cr-campaign-played = Aventure { $number } : { $adventure_name }, { $outcome ->
        [victory] gagnée
       *[defeat] perdue
    }.
ev-cr-campaign-xp = { $heroes ->
        [0] Pas encore de héros
        [one] { $heroes } héros
       *[other] { $heroes } héros
    }, { $played ->
        [0] aucune aventure jouée
        [one] { $played } aventure jouée
       *[other] { $played } aventures jouées
    } ; pile d'XP : { $xp } XP ({ $cards ->
        [0] aucune carte
        [one] { $cards } carte
       *[other] { $cards } cartes
    }).
