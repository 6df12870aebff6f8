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
        [reduced_damage] son porteur subit { $value } { $value ->
        [one] Dégât
       *[other] Dégâts
    } de moins sur un échec
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
val-fx-tir_en_bande = Tir en Bande (la bande freine, portée ×0,85, et dévie)
val-fx-pichenette = Pichenette (puissance mal dosée, ±11 %)
val-fx-souffle = Soufflé (puissance 5 au plus, soufflé de 6 cases plus près, inégal)
val-fx-sous_la_jambe = Sous la Jambe (dévie sur les côtés)
val-fx-en_aveugle = En Aveugle (yeux fermés : Cible et poussée cachées, la visée s'égare)
val-fx-double_rebond = Double Rebond (deux rebonds avant la Cible : vous donnez la hauteur de chacun, hauteur puis rebond2)
val-fx-sur_le_coude = Sur le Coude (lob : hauteur 5 au moins)
val-fx-lancer_de_la_foi = Lancer de la Foi (direction incertaine, ±6°)
val-fx-mauvaise_main = Mauvaise Main (dispersion ×1,5)
val-fx-emprunt = Emprunt (le joueur de gauche donne la puissance)
val-fx-par_dessus_une_carte = Par-dessus une carte (premier rebond à 7,5 cases au moins)
val-fx-catapulte = Catapulte (hauteur fixée à 7)
val-fx-tete = Tête (dispersion accrue)
val-fx-lancer_toupie = Lancer Toupie (le dé roule jusqu'à 35 % plus loin)
val-fx-sur_le_nez = Sur le Nez (portée ×0,6, dispersion en longueur)
val-fx-de_dos = De Dos (visée inversée gauche-droite)
val-fx-smash = Smash (hauteur 2 au plus)
val-fx-assis = Assis (hauteur 3 au plus)
val-fx-saut = Saut (puissance et côté incertains)
val-fx-sous_la_table = Sous la Table (hauteur 2 au plus)
val-fx-danse = Danse (direction et puissance incertaines)
val-fx-de_loin = De Loin (lancé de 5 cases plus loin)
prompt-df-throw-imposed = { $imposed ->
        [yes] Lancers imposés : { $rules }.
       *[no] {""}
    }
gameopt-dungeon_fighter-real_dice = Vrais dés : lancez vos dés sur votre propre Cible et dites où ils se sont arrêtés
err-df-no-report = On ne donne la section qu'avec les vrais dés : ici, la visée, la puissance et la hauteur font le lancer
err-df-bad-section = La section { $section } n'est pas sur la Cible : { $sections } (0 = hors de la Cible)
opt-df-throw-section = Vrais dés : la section où votre dé s'est arrêté (0 = hors de la Cible)
opt-df-throw-symbol = Vrais dés : le symbole Héros est visible
opt-df-reroll-section = Vrais dés : la section du nouveau lancer (0 = hors de la Cible)
opt-df-reroll-symbol = Vrais dés : le symbole Héros est visible
optname-df-throw-section = section
optname-df-throw-symbol = symbole
optname-df-reroll-section = section
optname-df-reroll-symbol = symbole
df-form-report = Où votre dé s'est-il arrêté ?
df-field-section = Section ({ $sections })
df-field-symbol = Symbole Héros (oui/non)
cmd-game-throw = Votre lancer de Dungeon Fighter, d'un geste, sur la page de lancer
cmdname-game-throw = lancer
df-page-link = Votre lancer, d'un geste (valable une fois, pour ce lancer, { $minutes } minutes) : { $url }
df-page-not-now = Aucun lancer de votre part n'attend ici.
err-df-bad-gesture = { $reason ->
    [tap] Une simple touche ne lance pas : tenez le dé, puis lancez-le d'un coup vers la Cible.
    [dropped] Le dé a été posé, pas lancé : lâchez-le pendant que la main file encore vers la Cible.
    [direction] Ce geste part à l'opposé de la Cible : lancez le dé vers le haut, vers elle.
   *[other] Ce geste ne se lit pas comme un lancer : tenez le dé, puis lancez-le d'un coup vers la Cible.
}
df-choice-same = Comme la dernière fois ({ $square }, puissance { $power }, hauteur { $height })
df-choice-row = Ligne { $row }
df-choice-square = { $square }
err-df-power-limit = Soufflé : un dé soufflé prend une puissance de { $most } au plus (pas { $power })
df-field-aim-blind = Visée : case A1 à K11 (yeux fermés)
df-field-power-blind = Force ({ $min } à { $max })
df-label-blindfold = Yeux fermés
df-label-blindfold-note = En Aveugle : le lanceur ne voit ni la Cible ni la poussée pour ce lancer
df-page-title = Dungeon Fighter : votre lancer
df-page-hint = Maintenez le doigt immobile pour soulever le dé, puis lancez-le d'un coup vers la Cible : plus le geste est vif, plus il va loin.
df-page-blind = Yeux fermés
df-page-refused = Refusé :
df-page-hit = Section { $zone } !
df-page-missed = Raté : { $why }
df-page-capped = (Soufflé : force { $power })
df-field-bounce2 = Second rebond ({ $min } à { $max }, dixièmes du reste)
opt-df-throw-bounce2 = Double Rebond : où le dé rebondit la deuxième fois (1 à 9, dixièmes de ce qui reste après le premier rebond)
optname-df-throw-bounce2 = rebond2
opt-df-reroll-bounce2 = Double Rebond : où le dé rebondit la deuxième fois (1 à 9)
optname-df-reroll-bounce2 = rebond2
err-df-bounce2-needed = Double Rebond : dites aussi où le dé rebondit la deuxième fois (rebond2, 1 à 9 : dixièmes de ce qui reste après le premier rebond)
err-df-bounce2-unused = rebond2 ne sert qu'à un lancer en Double Rebond : celui-ci rebondit à sa guise après le premier rebond
err-df-furie-after = La Furie Aveugle se choisit une fois le dé arrêté, pas avec le lancer
df-page-second = Double Rebond : maintenant le second rebond. Maintenez immobile pour le hausser, puis lancez encore.
df-activity-connecting = Connexion à Discord…
df-activity-denied = Discord n'a pas dit à la page de lancer qui vous êtes : autorisez-la pour lancer.
df-activity-failed = La page de lancer n'a pas pu joindre Discord. Utilisez /game throw pour un lien.
