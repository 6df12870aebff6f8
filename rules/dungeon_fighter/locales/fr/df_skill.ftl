## Dungeon Fighter : textes des cartes, boutique, invites et adresse du lancer (issue 15)
cmd-df-card = Lire une carte Équipement (de la Boutique, du Trésor ou d'un Héros)
opt-df-card-item = La carte (nom ou identifiant)
cmdname-df-card = carte
optname-df-card-item = carte
err-df-no-taker = Aucun Héros n'a de place pour { $item } : la Boutique la garde
ev-df-card = { df-card-text } Peut la porter : { $carriers }.
df-card-text = { $name } ({ $kind ->
        [weapon] arme
        [armour] armure
       *[magic] objet magique
    }, { $cost } Or{ $single ->
        [yes] , usage unique
       *[no] {""}
    }) : { $effect ->
        [weapon] Dégâts ×{ $mul } +{ $add } si le dé s'arrête sur la Cible, lancer { $throws }
        [reduced_damage] son porteur subit { $value } Dégât(s) de moins sur un échec
        [no_damage] défaussez-la sur un échec pour ne subir aucun Dégât
        [riposte] les Dégâts subis par son porteur blessent aussi le Monstre
        [reroll] relancez juste après votre propre lancer, le premier résultat est ignoré
        [heal_one] un Héros récupère { $value } PV, à tout moment
        [heal_all] chaque Héros récupère { $value } PV, à tout moment
       *[extra_damage] +{ $value } Dégâts à un lancer qui touche
    }.
df-card-short = { $effect ->
        [weapon] ×{ $mul } +{ $add } · { $throws }
        [reduced_damage] −{ $value } Dégâts subis
        [no_damage] aucun Dégât sur un échec (x1)
        [riposte] riposte
        [reroll] relance (x1)
        [heal_one] soin { $value } PV (x1)
        [heal_all] soin de tous { $value } PV (x1)
       *[extra_damage] +{ $value } Dégâts (x1)
    }
df-label-no-taker = personne ne peut la porter
opt-df-pick-furie-yes = Furie Aveugle : perdre 1 PV, doubler les Dégâts
opt-df-pick-furie-no = Furie Aveugle : garder mes PV
val-tir_en_bande = Tir en Bande
val-pichenette = Pichenette
val-souffle = Soufflé
val-sous_la_jambe = Sous la Jambe
val-en_aveugle = En Aveugle
val-double_rebond = Double Rebond
val-sur_le_coude = Sur le Coude
val-lancer_de_la_foi = Lancer de la Foi
val-mauvaise_main = Mauvaise Main
val-emprunt = Emprunt
val-par_dessus_une_carte = Par-dessus une carte
val-catapulte = Catapulte
val-tete = Tête
val-lancer_toupie = Lancer Toupie
val-sur_le_nez = Sur le Nez
val-de_dos = De Dos
val-smash = Smash
val-assis = Assis
val-saut = Saut
val-sous_la_table = Sous la Table
val-danse = Danse
val-de_loin = De Loin
