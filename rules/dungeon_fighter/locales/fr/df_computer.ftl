# The computer heroes' reasons (rules/dungeon_fighter/computer.py): one line before each move.
ev-df-why = 🤖 { $why ->
    [throw] { $hero } lance le dé { $colour ->
        [red] rouge
        [blue] bleu
        [green] vert
       *[white] blanc
    }{ $weapons ->
        [0] {""}
       *[other] {" "}avec ses armes
    } : celui dont la capacité rapporte le plus contre ce monstre.
    [room] { $hero } mène le groupe { $kind ->
        [fountain] à la fontaine : le groupe a besoin de soins.
        [shop] à la boutique : il y a de l'or à dépenser.
        [treasure] à la salle au trésor.
        [boss] au boss.
       *[other] dans la salle { $room }, la moins dangereuse.
    }
    [recover] { $hero } récupère les dés de héros : le groupe peut encaisser le coup.
    [reroll] { $hero } relance : le résultat était trop faible.
    [keep] { $hero } garde le résultat du dé.
    [discard] { $hero } défausse la carte qui coûte le moins.
    [vote] { $hero } vote oui.
    [scar] { $hero } prend la cicatrice sur la capacité qui sert le moins.
    [give] { $hero } donne l'objet au héros qui a de la place.
    [heal] { $hero } dépense l'or en soins : le groupe est blessé.
    [buy] { $hero } achète ce qui sert au groupe.
    [next] { $hero } repart : rien d'autre à faire au camp.
    [heal-card] { $hero } utilise un soin : un héros debout est en danger.
    [push] { $hero } donne l'élan du lancer.
   *[other] { $hero } fait le choix prudent.
}
