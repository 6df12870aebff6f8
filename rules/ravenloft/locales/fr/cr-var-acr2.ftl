# Variantes de Castle Ravenloft : Advanced Castle Ravenloft 2.0 (acr2) et héros hybrides (hybrid)
gameopt-ravenloft-acr2_difficulty = Difficulté ACR2 : normal, easier (sans jetons à 3 monstres), harder (sans jetons vides)
gameopt-ravenloft-acr2_level_timing = ACR2 : acheter les niveaux au début de la phase de héros (start, la variante) ou à tout moment (any)
gameopt-ravenloft-acr2_new_heroes = ACR2 : nouveaux héros que chaque joueur peut amener après une mort


gameval-ravenloft-variants-acr2 = Advanced Castle Ravenloft 2.0 : héros créés avec /cr create, niveaux 1 à 9 pour 6 XP, un sursaut par héros, objets donnés, un nouveau héros après une mort, jetons Monstre (0-3), initiative selon la couleur du triangle, rencontres seulement sur noir ou tour sans action (option acr2_difficulty)
gameval-ravenloft-variants-acr2-heroes = Seulement les héros, niveaux et sursauts d'ACR2 (avec strahd, geno, mika, temps, revised)
gameval-ravenloft-variants-acr2-levels = Seulement les niveaux 1 à 9 d'ACR2 (avec hybrid-heroes)
gameval-ravenloft-variants-acr2-play = Seulement les règles de table d'ACR2 : initiative, jetons Monstre, rencontres, sursauts (avec hybrid)
gameval-ravenloft-variants-acr2-initiative = Seulement l'initiative d'ACR2 : explorer pendant la phase de héros, un triangle noir la termine
gameval-ravenloft-variants-acr2-tokens = Seulement les jetons Monstre d'ACR2 : 0 à 3 monstres par nouvelle section
gameval-ravenloft-variants-acr2-encounters = Seulement les rencontres d'ACR2 : sur triangle noir ou tour sans exploration ni attaque
gameval-ravenloft-variants-hybrid = Héros hybrides : chaque joueur fusionne deux cartes de héros avec /cr create (CA la plus basse, moitié des HP et du sursaut, pouvoirs des deux classes équilibrés) et monte de niveau avec +2 HP, +1 CA, +1 sursaut et un quotidien de l'autre classe
gameval-ravenloft-variants-hybrid-heroes = Héros hybrides sans leur montée de niveau (avec acr2-levels)

cmd-cr-create = Créer votre héros : race, une ou deux classes, pouvoirs, nom
opt-cr-create-race = La race (human, dragonborn, eladrin, dwarf)
opt-cr-create-classes = La classe, ou deux classes pour un hybride (séparées par des virgules)
opt-cr-create-powers = Les cartes Pouvoir, séparées par des virgules (vide : la main suggérée)
opt-cr-create-name = Le nom du héros (vide : race et classe)
cmd-cr-handover = Donner un objet à un héros adjacent (action gratuite)
opt-cr-handover-item = L'objet à donner
opt-cr-handover-to = Le héros adjacent qui le reçoit
cmd-cr-level = Acheter le niveau suivant pour 6 XP (début de la phase de héros)
opt-cr-level-powers = Les nouvelles cartes Pouvoir, séparées par des virgules (vide : le choix du bot)
opt-cr-level-cards = Les cartes de la pile d'XP à dépenser (vide : la proposition du bot)

val-cr-race-human = Humain
val-cr-race-dragonborn = Drakéide
val-cr-race-eladrin = Éladrin
val-cr-race-dwarf = Nain
val-cr-class-cleric = clerc
val-cr-class-fighter = guerrier
val-cr-class-ranger = rôdeur
val-cr-class-rogue = voleur
val-cr-class-wizard = magicien

prompt-cr-create-custom = Héros { $number } : créez votre héros (race, classe, pouvoirs) ou gardez { $hero_name }
prompt-cr-create-hybrid = Héros { $number } : fusionnez deux cartes de héros en votre hybride, ou gardez { $hero_name }
prompt-cr-acr2-level = { $hero_name } peut acheter le niveau { $level } pour { $cost } XP
prompt-cr-acr2-surge = { $hero_name } est à 0 HP sans Sursaut Héroïque : lui donner le vôtre ?
opt-cr-acr2-give-surge = Donner mon Sursaut Héroïque
opt-cr-acr2-keep-surge = Le garder
btn-cr-handover = Donner un objet
btn-cr-level = Acheter un niveau
btn-cr-create = Créer un héros
choice-cr-acr2-item = { $item_name }
choice-cr-acr2-to = à { $hero_name }
choice-cr-classes = { $classes }
choice-cr-race = { $race }
choice-cr-cards = { $cards }
opt-cr-keep-hero = Garder le héros tout prêt
opt-cr-acr2-level = Niveau { $level } : { $powers_name }

cr-pic-own-surges = { $count ->
    [one] 1 sursaut
   *[other] { $count } sursauts
}

cr-pic-phase-creation = Création des héros : { $hero }

ev-cr-hero-created = { $hero_name } est créé{ $hero_gender ->
    [f] e
   *[m] {""}
} : { $race_name } { $classes_name }, CA { $ac }, { $hp } HP, vitesse { $speed }, sursaut { $surge }.
ev-cr-hero-kept = { $hero_name } est { $hero_gender ->
    [f] jouée telle quelle
   *[m] joué tel quel
}.
ev-cr-acr2-token = Jeton Monstre : { $face ->
    [none] aucun monstre
    [one] 1 monstre
    [two] 2 monstres
    [three] 3 monstres
   *[villain] le Vilain
}.
ev-cr-acr2-ambush = Triangle noir : les monstres ont l'initiative, la phase de héros de { $hero_name } prend fin.
ev-cr-acr2-surge-given = { $hero_name } donne un Sursaut Héroïque à { $to_name }.
ev-cr-acr2-died = { $hero_name } est mort{ $hero_gender ->
    [f] e
   *[m] {""}
}.
ev-cr-acr2-new-hero = { $hero_name } rejoint l'aventure : un nouveau héros de niveau 1.
ev-cr-acr2-handed = { $hero_name } donne { $item_name } à { $to_name }.
ev-cr-acr2-level = { $hero_name } atteint le niveau { $level } : { $powers_name }.
end-cr-acr2-all-dead = Défaite : tous les héros sont morts.

err-cr-unknown-class = Classe inconnue « { $name } » (connues : { $known }).
err-cr-unknown-race = Race inconnue « { $name } » (connues : { $known }).
err-cr-bad-hero-name = « { $name } » ne peut pas être un nom de héros : utilisez des lettres ou des chiffres.
err-cr-power-not-allowed = { $power } n'est pas une carte de { $classes } { $race }.
err-cr-power-fixed-missing = La main doit contenir { $power }.
err-cr-power-count = { $needed ->
        [one] { $needed } carte du type { $kind } attendue
       *[other] { $needed } cartes du type { $kind } attendues
    }, { $given } { $given ->
        [one] donnée
       *[other] données
    }.
err-cr-hybrid-two-classes = Un hybride fusionne deux classes différentes (données : { $given }).
err-cr-hybrid-race = Un hybride garde la race de l'une de ses deux cartes : { $first } ou { $second }, pas { $name }.
err-cr-hybrid-unbalanced = La main n'est pas équilibrée entre les deux classes ({ $kind }) : une carte d'écart au plus.
err-cr-hero-name-taken = Un héros s'appelle déjà { $name }.
err-cr-custom-one-class = Un héros d'Advanced Castle Ravenloft a une seule classe (donnée : { $given }).
err-cr-create-first = Créez d'abord votre héros (/cr create) ou gardez celui qui est prêt (/cr pass).
err-cr-acr2-bad-powers = Ces cartes ne sont pas ce que donne le niveau { $level } : { $powers }.
err-cr-acr2-cannot-level = { $hero } ne peut pas acheter de niveau maintenant.
err-cr-acr2-no-item = Le héros n'a pas d'objet { $item }.
err-cr-acr2-not-adjacent = { $hero } n'est pas un héros adjacent.
