# The events of the adventures' lasting rules (rules/ravenloft/adventure_special.py)
ev-cr-token-hidden = Un { $token_name } est posé face cachée en { $square }.
ev-cr-token-turned = { $hero_name } retourne le { $token_name } en { $square } : { $face_name }.
ev-cr-time-token = Le rituel avance : { $placed ->
    [one] { $placed } jeton Temps posé
   *[other] { $placed } jetons Temps posés
}, { $left ->
    [0] le rituel s'achève
    [one] encore { $left } avant qu'il s'achève
   *[other] encore { $left } avant qu'il s'achève
}.
ev-cr-monster-escaped = { $monster_name } s'enfuit de { $square } ({ $escaped ->
    [one] { $escaped } monstre enfui
   *[other] { $escaped } monstres enfuis
}).
end-cr-victory-monsters-defeated = Victoire : assez de monstres sont tombés !
end-cr-defeat-monsters-escaped = Défaite : trop de monstres se sont enfuis.
end-cr-defeat-countdown = Défaite : le rituel est achevé.
end-cr-victory-token-escaped = Victoire : l'objet est sorti du donjon !
# A tile placed west or north of A1 (rules/ravenloft/exploration.py, rename_squares)
ev-cr-squares-renamed = Le donjon s'étend { $way ->
    [n] vers le nord
    [w] vers l'ouest
   *[nw] vers le nord-ouest
} : A1 reste le coin nord-ouest et les cases sont renommées ({ $old } devient { $new }).
# The adventure told at the start and at its moments (rules/ravenloft/adventure_texts.py)
ev-cr-adventure-opening = « { $adventure } » : { $intro } Objectif : { $goal }
ev-cr-adventure-rule = Règle de l'aventure : { $text }
ev-cr-adventure-moment = { $text }

# Une valeur de l'option adventure: telle que le menu de /partie nouvelle et /aide la montrent
cr-adventure-value-exact = { $name } ({ $count ->
    [1] 1 héros
   *[other] { $count } héros
})
cr-adventure-value = { $name } ({ $min } à { $max } héros)
