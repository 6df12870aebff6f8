# The computer seats' reasons (rules/ravenloft/computer.py): one line before each move.
ev-cr-why = 🤖 { $why ->
    [attack] { $hero_name } attaque en { $square } avec { $power_name } : le coup le plus sûr trouvé.
    [use] { $hero_name } utilise { $power_name } : c'est ce qui aide le plus le groupe maintenant.
    [move] { $hero_name } va en { $square }, plus près des monstres ou d'un bord à explorer.
    [end] { $hero_name } s'arrête : rien de mieux à faire dans cette phase.
    [end-explore] { $hero_name } s'arrête sur le bord inexploré : explorer pose une nouvelle section au lieu d'une carte Rencontre.
    [move-explore] { $hero_name } va en { $square }, sur un bord inexploré : explorer pose une nouvelle section au lieu d'une carte Rencontre.
    [move-edge] { $hero_name } va en { $square }, vers le bord inexploré le plus proche.
    [move-item] { $hero_name } va en { $square }, vers l'objet que demande l'aventure.
    [move-goal] { $hero_name } va en { $square }, vers ce que l'aventure demande de vaincre.
    [move-together] { $hero_name } va en { $square }, près du reste du groupe.
    [move-fight] { $hero_name } va en { $square } pour attaquer de là.
    [teleport-explore] { $hero_name } utilise { $power_name } pour aller en { $square }, sur un bord inexploré : explorer pose une nouvelle section au lieu d'une carte Rencontre.
    [teleport-fight] { $hero_name } utilise { $power_name } pour aller en { $square } et attaquer de là.
    [teleport-item] { $hero_name } utilise { $power_name } pour aller en { $square }, vers l'objet que demande l'aventure.
    [teleport-goal] { $hero_name } utilise { $power_name } pour aller en { $square }, vers ce que l'aventure demande de vaincre.
    [teleport-edge] { $hero_name } utilise { $power_name } pour aller en { $square }, vers le bord inexploré le plus proche.
    [teleport-together] { $hero_name } utilise { $power_name } pour aller en { $square }, près du reste du groupe.
    [teleport-along] { $hero_name } emmène { $ally_name } en { $square } : le groupe reste uni.
    [heal] { $hero_name } utilise { $power_name } sur { $ally_name } : le héros le plus blessé.
    [boost] { $hero_name } utilise { $power_name } avant d'attaquer.
    [disarm] { $hero_name } tente de désamorcer le piège de sa section au lieu d'attaquer : un piège agit à chaque phase du Vilain.
    [levelup] { $hero_name } dépense 5 XP pour passer au niveau 2 et prend { $power_name } : plus de PV, une meilleure CA, un pouvoir quotidien de plus.
    [cancel-any] { $player } annule la rencontre avec l'XP du groupe : une carte Rencontre ne fait jamais que du mal au groupe.
    [explore] { $hero_name } explore { $side ->
        [n] au nord
        [e] à l'est
        [s] au sud
       *[w] à l'ouest
    } : le donjon doit avancer.
    [explore-side] { $hero_name } explore { $side ->
        [n] au nord
        [e] à l'est
        [s] au sud
       *[w] à l'ouest
    } : la nouvelle section arrive près du groupe, avec de la place pour que le donjon s'étende.
    [give-melee] { $hero_name } donne { $power_name } à { $ally_name } : le héros qui combat le plus les monstres adjacents.
    [give-ranged] { $hero_name } donne { $power_name } à { $ally_name } : le héros qui attaque le plus à distance.
    [give-armour] { $hero_name } donne { $power_name } à { $ally_name } : le héros que les monstres touchent le plus facilement.
    [give-speed] { $hero_name } donne { $power_name } à { $ally_name } : le héros le plus lent.
    [give-heal] { $hero_name } donne { $power_name } à { $ally_name } : le héros le plus blessé.
    [give-traps] { $hero_name } donne { $power_name } à { $ally_name } : l'expert en pièges du groupe.
    [keep] { $hero_name } garde { $power_name } : personne dans le groupe ne s'en servirait mieux.
    [no-reaction] { $hero_name } garde ses pouvoirs : aucun ne change ce qui arrive.
    [keep-xp] { $player } garde l'XP du groupe : cette rencontre ne vaut pas qu'on l'annule.
    [aid] { $hero_name } joue { $power_name } : avec ce bonus, le jet de { $ally_name } touche.
    [reroll] { $hero_name } utilise { $power_name } : il faut { $need } ou plus au nouveau dé, { $chances } chances sur 20.
    [reroll-goal] { $hero_name } utilise { $power_name } : il faut { $need } ou plus au nouveau dé, { $chances } chances sur 20, et ce coup compte pour le but de l'aventure.
    [keep-charm] { $hero_name } garde { $power_name } : il faudrait { $need } ou plus au nouveau dé, { $chances ->
        [one] une seule chance
       *[other] { $chances } chances seulement
    } sur 20.
    [default] { $player } donne la réponse prudente (décliner, garder, passer).
    [cancel] { $player } annule la rencontre avec l'XP du groupe : le groupe est trop blessé pour l'affronter.
    [strahd] Strahd ({ $player }) choisit ce qui fait le plus de mal au groupe.
    [best] { $hero_name } joue l'action qui rapporte le plus au groupe.
   *[only] { $player } joue la seule réponse possible.
}
