# The computer seats' reasons (rules/ravenloft/computer.py): one line before each move.
ev-cr-why = 🤖 { $why ->
    [attack] { $hero_name } attaque en { $square } avec { $power_name } : le coup le plus sûr trouvé.
    [use] { $hero_name } utilise { $power_name } : c'est ce qui aide le plus le groupe maintenant.
    [move] { $hero_name } va en { $square }, plus près des monstres ou d'un bord à explorer.
    [end] { $hero_name } s'arrête : rien de mieux à faire dans cette phase.
    [explore] { $hero_name } explore { $side ->
        [n] au nord
        [e] à l'est
        [s] au sud
       *[w] à l'ouest
    } : le donjon doit avancer.
    [default] { $player } donne la réponse prudente (décliner, garder, passer).
    [cancel] { $player } annule la rencontre avec l'XP du groupe : le groupe est trop blessé pour l'affronter.
    [strahd] Strahd ({ $player }) choisit ce qui fait le plus de mal au groupe.
    [best] { $hero_name } joue l'action qui rapporte le plus au groupe.
   *[only] { $player } joue la seule réponse possible.
}
