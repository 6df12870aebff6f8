# Dungeon Fighter — catalogue français (langue de référence)

game-dungeon_fighter = Dungeon Fighter
gameopt-dungeon_fighter-difficulty = Difficulté : facile, normal ou infernal
gameopt-dungeon_fighter-heroes = Héros choisis, dans l'ordre des places (sinon tirés au hasard)
gameopt-dungeon_fighter-leader = Place du Chef du Groupe (sinon au hasard)
gameopt-dungeon_fighter-reflex = Variante réflexe : la puissance vient de l'instant où l'on arrête la jauge

## Commandes
cmd-df-go = Entrer dans une salle reliée par une flèche
opt-df-go-room = La salle (ex. a2)
cmd-df-throw = Lancer un dé sur la Cible
opt-df-throw-die = Le dé : rouge, bleu, vert ou blanc
opt-df-throw-aim = Point visé : case de la Cible (F6 = centre) ou x,y
opt-df-throw-power = Puissance de 0.5 à 20 (8 atteint le centre)
opt-df-throw-height = Hauteur de 1 à 9 (part du trajet en l'air avant le premier rebond)
opt-df-throw-weapons = Armes utilisées, séparées par des virgules
opt-df-throw-items = Objets magiques de Dégâts Supplémentaires utilisés
opt-df-keep-furie = Furie Aveugle : perdre 1 PV pour doubler les Dégâts
opt-df-throw-protect = Défausser une carte Pas de Dégâts en cas d'échec
opt-df-throw-heal = Héros soigné par l'Intervention Divine
opt-df-throw-beer = Héros qui reçoit le jeton Bière
opt-df-throw-seduced = Monstres séduits défaussés pour ajouter leurs Dégâts
opt-df-throw-timing = Variante réflexe : millisecondes avant l'arrêt de la jauge
cmd-df-push = Emprunt : bouger la main du joueur à votre droite (la puissance)
opt-df-push-power = Puissance de 0.5 à 20
opt-df-push-timing = Variante réflexe : millisecondes avant l'arrêt de la jauge
cmd-df-keep = Garder le résultat du lancer
opt-df-keep-colour = Couleur que représente le dé blanc
cmd-df-reroll = Relancer le dé (le premier résultat est ignoré)
opt-df-reroll-aim = Point visé : case de la Cible (F6 = centre) ou x,y
opt-df-reroll-power = Puissance de 0.5 à 20
opt-df-reroll-height = Hauteur de 1 à 9
opt-df-reroll-source = La capacité Relance ou la carte utilisée
opt-df-reroll-timing = Variante réflexe : millisecondes avant l'arrêt de la jauge
cmd-df-recover = Tous les Héros subissent les Dégâts du Monstre pour récupérer les dés Héros
cmd-df-giveup = Situation impossible : proposer de se désister
cmd-df-vote = Voter sur le désistement
opt-df-vote-yes = Oui ou non
cmd-df-use = Utiliser un Objet Magique ou une Armure de soin
opt-df-use-item = La carte
opt-df-use-target = Le Héros soigné
cmd-df-buy = Acheter une carte de la Boutique ou un dé blanc (2 Or)
opt-df-buy-item = La carte, ou « blanc » pour un dé Bonus
cmd-df-heal = Acheter des Soins : chaque Or soigne 1 Dégât à tous les Héros
opt-df-heal-gold = Pièces d'Or dépensées
cmd-df-give = Donner une carte Équipement à un Héros
opt-df-give-item = La carte
opt-df-give-to = Le Héros qui la reçoit
cmd-df-scar = Placer sa Cicatrice sur une Capacité Spéciale
opt-df-scar-colour = La couleur de la capacité couverte
cmd-df-next = Finir le tour : les dés Héros passent au joueur suivant

## Invites
prompt-df-move = Chef, choisissez la prochaine salle : { $rooms ->
        [boss] la salle du Boss de Fin
       *[other] { $rooms }
    }
prompt-df-throw = À vous de lancer ! Dés disponibles : { $count ->
        [0] aucun, récupérez-les
       *[other] { $dice }
    } (dés blancs : { $white }, PV du Monstre : { $pv }){ $imposed ->
        [yes] {" "}{ prompt-df-throw-imposed }
       *[no] {""}
    }
prompt-df-emprunt = Emprunt : le dé est dans votre main, donnez la puissance du lancer de { $hero }
prompt-df-decide = Le dé s'est arrêté ({ $zone ->
        [0] raté
       *[other] section { $zone }
    }) : gardez-vous ce résultat ?
prompt-df-vote = Se désister face à ce Monstre ? Chaque Héros perdra 1 PV
prompt-df-scar = Choisissez la Capacité Spéciale que couvre votre Cicatrice
prompt-df-camp = Fin de tour : vous pouvez échanger ou utiliser votre Équipement
prompt-df-camp-leader = Fin de tour (Trésor : { $gold } Or) : achats, échanges, puis « next »

## Erreurs
err-df-bad-aim = Point visé illisible : { $aim } (case A1 à K11 ou x,y)
err-df-bad-bool = Réponse illisible : { $value } (oui ou non)
err-df-bad-die = Dé inconnu : { $die }
err-df-bad-hero = Héros inconnu : { $hero }
err-df-bad-number = Nombre illisible pour { $option } : { $value }
err-df-missing = Il manque l'option { $option }
err-df-unknown-card = Carte inconnue : { $card }
err-df-unknown-command = Commande inconnue : { $command }
err-df-already-moved = { $item } a déjà changé de mains ce tour-ci
err-df-already-scarred = La capacité { $colour ->
         [red] Rouge
         [blue] Bleu
        *[green] Vert
    } porte déjà une Cicatrice
err-df-bad-seat = Place inconnue : { $seat }
err-df-cannot-recover = Impossible de récupérer les dés Héros maintenant
err-df-choose-colour = Choisissez la couleur que représente le dé blanc
err-df-die-unavailable = Le dé { $die ->
    [red] rouge
    [blue] bleu
    [green] vert
    [white] blanc
   *[other] { $die }
} n'est pas disponible (disponibles : { $dice })
err-df-giveup-asked = Le désistement a déjà été proposé contre ce Monstre
err-df-hero-twice = Chaque Héros ne peut être choisi qu'une fois
err-df-heroes-count = Il faut { $needed } Héros, { $given } choisis
err-df-leader-decides = C'est le Chef qui attribue les cartes du Groupe
err-df-no-corridor = Pas de couloir vers { $room } ; salles possibles : { $rooms }
err-df-no-giveup-boss = On ne se désiste pas face au Boss de Fin
err-df-no-reroll = Pas de relance possible avec { $source }
err-df-no-shop = Il n'y a pas de Boutique dans cette salle
err-df-no-slot = { $item } : plus de place pour ce type d'Équipement chez { $hero }
err-df-not-enough-gold = Pas assez d'Or : { $cost } demandé, { $gold } dans le Trésor
err-df-not-in-shop = { $item } n'est pas en vente ici
err-df-not-now = Pas maintenant : la partie attend une autre réponse (voir le plateau).
err-df-not-seduced = Vous n'avez pas séduit { $monster }
err-df-not-usable = { $item } ne peut pas être utilisé ainsi
err-df-not-your-weapon = { $item } n'est pas une de vos Armes
err-df-not-yours = Vous ne portez pas { $item }
err-df-same-hero = Ce Héros porte déjà cette carte
err-df-seats = De { $min } à { $max } joueurs
err-df-twice = Une même carte ne sert qu'une fois par lancer
err-df-unknown-hero = Héros inconnu : { $hero }

## Événements
ev-df-moved = Le Groupe entre dans { $room ->
        [boss] la salle du Boss de Fin
       *[other] la salle { $room }
    }
ev-df-encounter = Un Monstre surgit : { $name } (niveau { $level }, { $pv } PV, { $damage } { $damage ->
        [one] Dégât
       *[other] Dégâts
    }, { $gold } Or){ $capacity ->
        [destroy-equipment] {" · "}{ df-capacity-destroy-equipment }
        [heal-on-miss] {" · "}{ df-capacity-heal-on-miss }
        [small-target] {" · "}{ df-capacity-small-target }
        [lose-gold] {" · "}{ df-capacity-lose-gold }
        [no-coloured-dice] {" · "}{ df-capacity-no-coloured-dice }
        [critical-failure] {" · "}{ df-capacity-critical-failure }
        [horde] {" · "}{ df-capacity-horde }
       *[none] {""}
    }{ $imposed ->
       *[no] {""}
        [yes] {". "}Lancers imposés : { $throws }.
    }
ev-df-boss-revealed = Le Boss de Fin se révèle : { $name } ({ $pv } PV) !
ev-df-no-monster = La tour est vide : la salle { $room } est déserte
ev-df-drift = { $still ->
        [yes] La table ne pousse pas le prochain dé
       *[no] La table pousse le prochain dé { $right ->
            [0] {""}
           *[other] de { $right } { $right ->
        [one] case
       *[other] cases
    } vers la { $xdir ->
                [left] gauche
               *[right] droite
            }
        }{ $right ->
            [0] {""}
           *[other] { $up ->
                [0] {""}
               *[other] {" et "}
            }
        }{ $up ->
            [0] {""}
           *[other] de { $up } { $up ->
        [one] case
       *[other] cases
    } vers le { $ydir ->
                [down] bas
               *[up] haut
            }
        }
    }
ev-df-landed = Dé { $die ->
         [red] Rouge
         [blue] Bleu
         [green] Vert
        *[white] Blanc
    } de { $who } ({ $player }) : { $off_grid ->
        [yes] hors de la grille
       *[no] case { $square }
    }, face { $faces }{ $hero ->
        [yes] {" "}(héros !)
       *[no] {""}
    }{ $outcome ->
        [hit] , section { $zone }
       *[other] {""}
    } ({ $outcome ->
         [hit] touché
        *[off] hors de la Cible
         [rim] sur la tranche
         [hole] dans un trou
         [no-bounce] pas de rebond avant la Cible : lancé trop haut
         [bounces] pas assez de rebonds
         [card] sur la carte
         [small] section extérieure (Petite Cible)
    }, { $bounces } { $bounces ->
        [one] rebond
       *[other] rebonds
    })
ev-df-emprunt-asked = Emprunt : { $hero } tient le dé de { $who } ({ $player })
ev-df-emprunt-pushed = { $who } ({ $player }) lance avec une puissance de { $power }
ev-df-reroll = { $who } ({ $player }) relance ({ $name })
ev-df-item-spent = { $who } ({ $player }) défausse { $name }
ev-df-ability = Capacité Spéciale { $colour ->
         [red] Rouge
         [blue] Bleu
        *[green] Vert
    } de { $who } ({ $player }) : { $ability ->
         [pluie_de_coups] Pluie de Coups
         [degats_supplementaires] Dégâts Supplémentaires
         [degats_cibles] Dégâts Ciblés
         [intervention_divine] Intervention Divine
         [furie_aveugle] Furie Aveugle
         [guerison_de_masse] Guérison de Masse
         [cible_vivante] Cible Vivante
         [larcin] Larcin
         [metamorphose] Métamorphose
         [ennemi_jure] Ennemi Juré
         [relance] Relance
         [pas_de_degats] Pas de Dégâts
         [pickpocket] Pickpocket
         [seduction] Séduction
         [biere] Bière
        *[ritournelle] La Ritournelle des Héros
    }
ev-df-coup-fatal = Coup Fatal de { $who } ({ $player }) !
ev-df-damage = { $who } ({ $player }) inflige { $amount } { $amount ->
        [one] Dégât
       *[other] Dégâts
    } (reste { $pv } PV)
ev-df-divine = Intervention Divine : { $who } ({ $player }) récupère { $amount } PV
ev-df-mass-heal = Guérison de Masse : tous les Héros récupèrent { $amount } PV
ev-df-gold = Le Trésor gagne { $amount } Or ({ $gold } au total)
ev-df-beer = Jeton Bière sur { $who } ({ $player })
ev-df-silenced = La Ritournelle des Héros fait taire le Monstre (Trésor : { $gold } Or)
ev-df-seduced-spent = { $who } ({ $player }) sacrifie son { $name } séduit
ev-df-missed = { $who } ({ $player }) rate la Cible ({ $outcome ->
         [hit] touché
        *[off] hors de la Cible
         [rim] sur la tranche
         [hole] dans un trou
         [no-bounce] pas de rebond avant la Cible : lancé trop haut
         [bounces] pas assez de rebonds
         [card] sur la carte
         [small] section extérieure (Petite Cible)
    })
ev-df-hurt = { $who } ({ $player }) subit { $amount } { $amount ->
        [one] Dégât
       *[other] Dégâts
    } ({ $pv } PV)
ev-df-riposte = Riposte de { $who } ({ $player }) : { $amount } { $amount ->
        [one] Dégât
       *[other] Dégâts
    } (reste { $pv } PV)
ev-df-fainted = { $who } ({ $player }) s'évanouit
ev-df-destroyed = Le Monstre détruit { $name } de { $who } ({ $player })
ev-df-monster-healed = Le Monstre récupère { $amount } PV ({ $pv } PV)
ev-df-gold-lost = Le Trésor perd 1 Or ({ $gold } restant)
ev-df-critical = Échec Critique : tous les Héros subissent les Dégâts du Monstre
ev-df-recovered = { $who } ({ $player }) récupère les dés Héros : tous les Héros subissent { $damage } { $damage ->
        [one] Dégât
       *[other] Dégâts
    }, le Chef est Vaincu
ev-df-giveup-proposed = { $who } ({ $player }) propose de se désister
ev-df-voted = { $who } ({ $player }) vote { $yes ->
         [true] oui
        *[false] non
    }
ev-df-giveup-refused = Le désistement est refusé
ev-df-gave-up = Le Groupe se désiste face à { $name } : 1 PV de honte chacun
ev-df-defeated = { $name } mord la poussière !
ev-df-victory = Le Boss de Fin est vaincu ! Score { $score } : { $title ->
         [canards-boiteux] Canards boîteux
         [optimistes-incompetents] Optimistes incompétents
         [voyous-indisciplines] Voyous indisciplinés
         [aventuriers-novices] Aventuriers novices
         [aspirants-heros] Aspirants Héros
         [heros-moyens] Héros moyens
         [heros-niveau-20] Héros de niveau 20
         [lecteurs-manuels-epiques] Lecteurs de manuels épiques
         [auteurs-manuels-epiques] Auteurs de manuels épiques
        *[heroisme-grandiosissime] Héroïsme grandiosissime au-delà de la compréhension du commun des mortels
    }
ev-df-defeat = Le Groupe a perdu : { $reason ->
        *[df-all-fainted] tous les Héros sont K.O.
         [df-all-angelic] tous les Héros sont passés au niveau supérieur
         [df-no-white-dice] plus de dé Bonus face au Boss de Fin
         [df-boss-defeated] le Boss de Fin est vaincu
    }
ev-df-seduced = { $who } ({ $player }) repart avec { $name }, éperdument amoureux
ev-df-bonus-dice = { $count } { $count ->
        [one] dé Bonus gagné
       *[other] dés Bonus gagnés
    } ({ $white } dans le Trésor)
ev-df-angelic = { $who } ({ $player }) reçoit sa troisième Cicatrice : Héros angélique, hors jeu
ev-df-woken = { $who } ({ $player }) se réveille avec { $pv } PV
ev-df-larcin = Larcin : { $count } { $count ->
        [one] carte Équipement volée
       *[other] cartes Équipement volées
    }
ev-df-fountain = Fontaine de Guérison : tous les Héros sont guéris
ev-df-reward = Salle au Trésor : { $amount } { $kind ->
         [gold] Or
         [white] { $amount ->
            [one] dé blanc
           *[other] dés blancs
        }
        *[equipment] { $amount ->
            [one] carte Équipement
           *[other] cartes Équipement
        }
    }
ev-df-shop = La Boutique propose { $cards } cartes
ev-df-stash-discarded = { $count } { $count ->
        [one] carte sans porteur défaussée
       *[other] cartes sans porteur défaussées
    }
ev-df-dice-passed = Les dés Héros passent à { $who } ({ $player })
ev-df-scar = { $who } ({ $player }) couvre sa capacité { $colour ->
         [red] Rouge
         [blue] Bleu
        *[green] Vert
    } d'une Cicatrice ({ $pv } PV)
ev-df-item-heal = { $who } ({ $player }) récupère { $amount } PV
ev-df-bought-die = Dé Bonus acheté ({ $white } dés, { $gold } Or)
ev-df-bought = { $name } acheté ({ $gold } Or restant)
ev-df-healed = Soins achetés : { $amount } PV pour tous ({ $gold } Or restant)
ev-df-given = { $name } passe à { $hero }

## Fins de partie et statut du Groupe
df-reason-df-all-fainted = tous les Héros sont K.O.
df-reason-df-all-angelic = tous les Héros sont passés au niveau supérieur
df-reason-df-no-white-dice = plus de dé Bonus face au Boss de Fin
df-reason-df-boss-defeated = le Boss de Fin est vaincu
df-title-canards-boiteux = Canards boîteux
df-title-optimistes-incompetents = Optimistes incompétents
df-title-voyous-indisciplines = Voyous indisciplinés
df-title-aventuriers-novices = Aventuriers novices
df-title-aspirants-heros = Aspirants Héros
df-title-heros-moyens = Héros moyens
df-title-heros-niveau-20 = Héros de niveau 20
df-title-lecteurs-manuels-epiques = Lecteurs de manuels épiques
df-title-auteurs-manuels-epiques = Auteurs de manuels épiques
df-title-heroisme-grandiosissime = Héroïsme grandiosissime au-delà de la compréhension du commun des mortels

## Added: choices that belong to the players, reflex gauge, buttons
cmd-df-discard = Choisir la carte Équipement que le Monstre détruit
opt-df-discard-item = La carte défaussée
opt-df-throw-pay = La Ritournelle des Héros : payer 1 Or pour faire taire le Monstre (oui par défaut)
prompt-df-gauge = La jauge de puissance monte et descend : arrêtez-la au bon moment !
prompt-df-discard = Le Monstre détruit un de vos Équipements : lequel défaussez-vous ?
err-df-gauge-timing = Variante réflexe : la puissance vient de la jauge (bouton ou option timing)
ev-df-gauge = La jauge de { $who } ({ $player }) démarre
ev-df-destroy-asked = { $who } ({ $player }) doit défausser une carte Équipement de son choix
ev-df-song-unpaid = La Ritournelle des Héros reste impayée : le Monstre garde sa Capacité ({ $gold } Or)
opt-df-pick-room = { $room ->
        [boss] {""}
       *[other] Salle { $room }{" · "}
    }{ $kind ->
         [normal] Salle
         [shop] Boutique
         [fountain] Fontaine
         [treasure] Trésor
         [perilous] Périlleuse
        *[boss] Boss de Fin
    }
opt-df-pick-yes = Oui
opt-df-pick-no = Non
opt-df-pick-stop = Stop ! (arrêter la jauge)
opt-df-pick-push = Puissance { $power }
opt-df-pick-discard = Défausser { $name }
opt-df-pick-keep = Garder le résultat
opt-df-pick-next = Finir le tour
opt-df-pick-buy = Acheter { $name } ({ $cost } Or)
opt-df-pick-white = Acheter un dé blanc (2 Or)
opt-df-pick-heal = Soins : { $gold } Or
opt-df-pick-give = { $name } → { $hero }
opt-df-pick-use = Utiliser { $name }

## Generated names (same ids in both catalogs)
df-ability-pluie-de-coups = Pluie de Coups
df-ability-degats-supplementaires = Dégâts Supplémentaires
df-ability-degats-cibles = Dégâts Ciblés
df-ability-intervention-divine = Intervention Divine
df-ability-furie-aveugle = Furie Aveugle
df-ability-guerison-de-masse = Guérison de Masse
df-ability-cible-vivante = Cible Vivante
df-ability-larcin = Larcin
df-ability-metamorphose = Métamorphose
df-ability-ennemi-jure = Ennemi Juré
df-ability-relance = Relance
df-ability-pas-de-degats = Pas de Dégâts
df-ability-pickpocket = Pickpocket
df-ability-seduction = Séduction
df-ability-biere = Bière
df-ability-ritournelle = La Ritournelle des Héros
df-throw-tir-en-bande = Tir en Bande
df-throw-pichenette = Pichenette
df-throw-souffle = Soufflé
df-throw-sous-la-jambe = Sous la Jambe
df-throw-en-aveugle = En Aveugle
df-throw-double-rebond = Double Rebond
df-throw-sur-le-coude = Sur le Coude
df-throw-lancer-de-la-foi = Lancer de la Foi
df-throw-mauvaise-main = Mauvaise Main
df-throw-emprunt = Emprunt
df-throw-par-dessus-une-carte = Par-dessus une carte
df-throw-catapulte = Catapulte
df-throw-tete = Tête
df-throw-lancer-toupie = Lancer Toupie
df-throw-sur-le-nez = Sur le Nez
df-throw-de-dos = De Dos
df-throw-smash = Smash
df-throw-assis = Assis
df-throw-saut = Saut
df-throw-sous-la-table = Sous la Table
df-throw-danse = Danse
df-throw-de-loin = De Loin
df-capacity-destroy-equipment = Détruit un Équipement après un échec
df-capacity-heal-on-miss = Récupère { $value } PV après un échec
df-capacity-small-target = Petite Cible : la zone 1 est un échec (sur la Cible numérique, sa section extérieure, 2)
df-capacity-lose-gold = Perte d'1 Or après un échec
df-capacity-no-coloured-dice = Aucun dé vert, rouge ou bleu
df-capacity-critical-failure = Échec Critique : tous subissent ses Dégâts
df-capacity-horde = Horde : toujours 1 Dégât
df-room-normal = Salle
df-room-shop = Boutique
df-room-fountain = Fontaine
df-room-treasure = Trésor
df-room-perilous = Périlleuse
df-room-boss = Boss de Fin
df-reward-gold = { $amount } Or
df-reward-white = { $amount } dé
df-reward-equipment = { $amount } Équip.
df-colour-red = Rouge
df-colour-blue = Bleu
df-colour-green = Vert
df-colour-white = Blanc
df-type-gobelin = Gobelin
df-type-orque = Orque
df-type-mort-vivant = Mort-vivant
df-type-bete = Bête
df-type-demon = Démon
df-type-insecte = Insecte
df-outcome-hit = touché
df-outcome-off = hors de la Cible
df-outcome-rim = sur la tranche
df-outcome-hole = dans un trou
df-outcome-no-bounce = sans rebond
df-outcome-bounces = pas assez de rebonds
df-outcome-card = sur la carte
df-outcome-small = la section extérieure (Petite Cible)
df-label-pv = PV
df-label-dmg = Dégâts
df-label-gold = Or
df-label-white = { $count } { $count ->
        [one] dé blanc
       *[other] dés blancs
    }
df-label-phase-move = En route : choix de la salle
df-label-phase-combat = Combat
df-label-phase-camp = Fin du tour
df-label-phase-over = Fin de l'aventure
df-label-dice = Dés
df-label-tower = Tour
df-label-leader = Chef
df-label-defeated = Vaincu
df-label-first = 1er
df-label-fainted = K.O.
df-label-out = angélique
df-label-blind = Cible et poussée cachées
df-label-drift = poussée en cases
df-label-target = Cible
df-label-throws = Lancers
df-label-miss = raté
df-label-you = vous
df-label-boss = BOSS
df-label-shop-cards = Boutique
df-label-stash = Trésor du Groupe
df-label-seduced = séduit
df-label-victory = Victoire !
df-label-lost = Défaite
df-label-gauge = Jauge : arrêtez-la au bon moment (puissance)
df-label-token-cible = Cible
df-label-token-crapaud = Crapaud
df-label-token-charme = Charme
df-label-token-ritournelle = Ritournelle
df-label-token-biere = Bière

## Buttons
opt-df-pick-pluie-de-coups = { $colour ->
         [red] Rouge
         [blue] Bleu
         [green] Vert
        *[white] Blanc
    } : Pluie de Coups
opt-df-pick-degats-supplementaires = { $colour ->
         [red] Rouge
         [blue] Bleu
         [green] Vert
        *[white] Blanc
    } : Dégâts Supplémentaires
opt-df-pick-degats-cibles = { $colour ->
         [red] Rouge
         [blue] Bleu
         [green] Vert
        *[white] Blanc
    } : Dégâts Ciblés
opt-df-pick-intervention-divine = { $colour ->
         [red] Rouge
         [blue] Bleu
         [green] Vert
        *[white] Blanc
    } : Intervention Divine
opt-df-pick-furie-aveugle = { $colour ->
         [red] Rouge
         [blue] Bleu
         [green] Vert
        *[white] Blanc
    } : Furie Aveugle
opt-df-pick-guerison-de-masse = { $colour ->
         [red] Rouge
         [blue] Bleu
         [green] Vert
        *[white] Blanc
    } : Guérison de Masse
opt-df-pick-cible-vivante = { $colour ->
         [red] Rouge
         [blue] Bleu
         [green] Vert
        *[white] Blanc
    } : Cible Vivante
opt-df-pick-larcin = { $colour ->
         [red] Rouge
         [blue] Bleu
         [green] Vert
        *[white] Blanc
    } : Larcin
opt-df-pick-metamorphose = { $colour ->
         [red] Rouge
         [blue] Bleu
         [green] Vert
        *[white] Blanc
    } : Métamorphose
opt-df-pick-ennemi-jure = { $colour ->
         [red] Rouge
         [blue] Bleu
         [green] Vert
        *[white] Blanc
    } : Ennemi Juré
opt-df-pick-relance = { $colour ->
         [red] Rouge
         [blue] Bleu
         [green] Vert
        *[white] Blanc
    } : Relance
opt-df-pick-pas-de-degats = { $colour ->
         [red] Rouge
         [blue] Bleu
         [green] Vert
        *[white] Blanc
    } : Pas de Dégâts
opt-df-pick-pickpocket = { $colour ->
         [red] Rouge
         [blue] Bleu
         [green] Vert
        *[white] Blanc
    } : Pickpocket
opt-df-pick-seduction = { $colour ->
         [red] Rouge
         [blue] Bleu
         [green] Vert
        *[white] Blanc
    } : Séduction
opt-df-pick-biere = { $colour ->
         [red] Rouge
         [blue] Bleu
         [green] Vert
        *[white] Blanc
    } : Bière
opt-df-pick-ritournelle = { $colour ->
         [red] Rouge
         [blue] Bleu
         [green] Vert
        *[white] Blanc
    } : La Ritournelle des Héros
btn-df-push = Pousser (puissance 8)
btn-df-keep = Garder
btn-df-recover = Récupérer les dés Héros
btn-df-giveup = Se désister
btn-df-next = Finir le tour
choice-df-throw-die-red = Rouge
choice-df-throw-die-blue = Bleu
choice-df-throw-die-green = Vert
choice-df-throw-die-white = Blanc
choice-df-keep-colour-red = Rouge
choice-df-keep-colour-blue = Bleu
choice-df-keep-colour-green = Vert
choice-df-scar-colour-red = Rouge
choice-df-scar-colour-blue = Bleu
choice-df-scar-colour-green = Vert

## Discord names of the commands and options
## The command group's name (the same in both languages: docs/vocabulary.md)
cmdname-df = df

cmdname-df-go = aller
optname-df-go-room = salle
cmdname-df-throw = lancer
optname-df-throw-die = dé
optname-df-throw-aim = visée
optname-df-throw-power = puissance
optname-df-throw-height = hauteur
optname-df-throw-weapons = armes
optname-df-throw-items = objets
optname-df-keep-furie = furie
optname-df-throw-protect = protéger
optname-df-throw-pay = payer
optname-df-throw-heal = soins
optname-df-throw-beer = bière
optname-df-throw-seduced = séduits
optname-df-throw-timing = temps
cmdname-df-push = pousser
optname-df-push-power = puissance
optname-df-push-timing = temps
cmdname-df-keep = garder
optname-df-keep-colour = couleur
cmdname-df-reroll = relancer
optname-df-reroll-aim = visée
optname-df-reroll-power = puissance
optname-df-reroll-height = hauteur
optname-df-reroll-source = source
optname-df-reroll-timing = temps
cmdname-df-recover = récupérer
cmdname-df-giveup = désister
cmdname-df-vote = voter
optname-df-vote-yes = oui
cmdname-df-use = utiliser
optname-df-use-item = carte
optname-df-use-target = cible
cmdname-df-buy = acheter
optname-df-buy-item = carte
cmdname-df-heal = soigner
optname-df-heal-gold = or
cmdname-df-give = donner
optname-df-give-item = carte
optname-df-give-to = pour
cmdname-df-scar = cicatrice
optname-df-scar-colour = couleur
cmdname-df-next = finir
cmdname-df-discard = défausser
optname-df-discard-item = carte

## Values in lists (dice colours)
val-red = rouge
val-blue = bleu
val-green = vert
val-white = blanc

## Coups en pointant (rules/dungeon_fighter/pointing.py) : boutons, menus et formulaire du lancer
df-choice-die = { $colour ->
    [red] Dé rouge
    [blue] Dé bleu
    [green] Dé vert
   *[white] Dé blanc
}
df-choice-weapons = { $count ->
    [0] Sans arme
   *[other] Avec { $names }
}
df-choice-items = { $count ->
    [0] Sans carte de dégâts en plus
   *[other] En dépensant { $names }
}
df-choice-divine-auto = Intervention Divine soigne d'abord les plus blessés
df-choice-divine = Intervention Divine soigne d'abord { $hero }
df-choice-recover = Récupérer les dés (chacun subit les dégâts du monstre)
df-choice-giveup = Proposer d'abandonner ce lancer
df-choice-reroll = Relancer{ $ability ->
    [yes] {" "}(capacité)
   *[other] {" "}avec { $source }
}
df-form-throw = Votre lancer
df-field-aim = Visée : case A1 à K11 (F6 = centre)
df-field-power = Force ({ $min } à { $max } ; { $reach } atteint F6)
df-field-height = Hauteur ({ $min } à { $max })
df-choice-buy = Acheter… ({ $gold } or)
df-choice-heal = Soigner… ({ $gold } or)
df-choice-give = Donner une carte…
df-choice-use = Utiliser une carte de soin…
df-choice-card = { $name }
df-choice-hero = { $hero }
df-choice-push-other = Une autre force…
df-form-push = La force que vous donnez au lancer
