## Krosmaster Arena — catalogue français (langue principale)
game-krosmaster = Krosmaster Arena
gameopt-krosmaster-scenario = Partie en arène (arena) ou scénario d'initiation (tuto1 à tuto7)
gameopt-krosmaster-teams = Composition des équipes : boîte (STASIS/WAKFU, ou nos duos à 4), hasard, draft ou personnalisée
gameopt-krosmaster-custom = Équipes personnalisées : une liste de Krosmaster par joueur
gameopt-krosmaster-arena = Face du plateau : La Fosse ou L'Arène Élémentaire
gameopt-krosmaster-side = Duel : côté du second joueur (N, E, S, W) ; 4 joueurs : coin du joueur 1 (NW, NE, SE, SW)
gameopt-krosmaster-autodeploy = Déploiement automatique sur les cases Départ
gameopt-krosmaster-destruction = Règle optionnelle : destruction de décors
cmd-kros-move = Déplacer le personnage actif vers une case (plus court chemin, tacles résolus)
opt-kros-move-to = Case d'arrivée (A1 à L12)
cmd-kros-cast = Lancer un sort sur une case
opt-kros-cast-spell = Sort à lancer
opt-kros-cast-at = Case ciblée
opt-kros-cast-ally = Allié adjacent à déplacer (Style Pandawa)
cmd-kros-punch = Donner un coup de poing (5 PA) à un personnage adjacent
opt-kros-punch-at = Case du personnage frappé
cmd-kros-pickup = Ramasser un kama sur sa case (1 PA)
cmd-kros-buy = Acheter un GG ou une récompense démoniaque sur une case Démon (1 PA)
opt-kros-buy-item = gg, ou la pile de récompenses (1 à 6, granit1, jade2, or1...)
opt-kros-buy-hidden = Piocher la récompense face cachée
opt-kros-buy-to = Krosmaster qui reçoit la récompense
cmd-kros-reveal = Révéler une récompense démoniaque (action gratuite)
opt-kros-reveal-token = Récompense à révéler
opt-kros-reveal-choice = Choix (Style Zobal : pa, pm ou soin ; Style Roublard : oui ou non)
opt-kros-reveal-at = Case (Potion de Rappel, invocation)
cmd-kros-end = Terminer l'activation du personnage actif
cmd-kros-inspire = Placer les dés d'inspiration ou se faire rembourser
opt-kros-inspire-die1 = Krosmaster qui reçoit le premier dé, ou kamas
opt-kros-inspire-die2 = Krosmaster qui reçoit le second dé, ou kamas
opt-kros-inspire-face1 = Face choisie pour le premier dé s'il est spécial
opt-kros-inspire-face2 = Face choisie pour le second dé s'il est spécial
cmd-kros-activate = Choisir l'invocation qui joue maintenant
opt-kros-activate-unit = Invocation à jouer
cmd-kros-deploy = Déployer un Krosmaster sur une case Départ
opt-kros-deploy-unit = Krosmaster à déployer
opt-kros-deploy-at = Case Départ
cmd-kros-arena = Choisir la face du plateau (premier joueur ; joueur 4 à 4 joueurs)
opt-kros-arena-arena = fosse ou elementaire
cmd-kros-side = Choisir son côté du plateau (à 4 joueurs : le coin du joueur 1)
opt-kros-side-side = N, E, S ou W ; à 4 joueurs : NW, NE, SE ou SW
cmd-kros-draft = Choisir une carte de personnage dévoilée (draft)
opt-kros-draft-character = Personnage choisi
## Added: 4 players, info commands, buttons, Discord names
gameopt-krosmaster-mode = duel (2 joueurs), ffa (4 joueurs, chacun pour soi) ou 2v2 (sièges 1 et 3 contre 2 et 4)
cmd-kros-tension = Jet de tension à 4 joueurs : désigner le joueur qui perd 1 GG
opt-kros-tension-player = Joueur (nom ou numéro dans l'ordre de jeu)
cmd-kros-gift = K.O. de votre propre personnage : l'adversaire qui reçoit les GG
opt-kros-gift-player = Adversaire (nom ou numéro dans l'ordre de jeu)
cmd-kros-trigger = Choisir l'effet déclenché (bombe) résolu maintenant
opt-kros-trigger-unit = Bombe dont l'effet se résout
opt-kros-buy-victim = 4 joueurs : l'adversaire à qui prendre le GG
opt-kros-reveal-amount = Blessures à retirer (« jusqu'à N », maximum par défaut)
cmd-kros-card = Voir la carte d'un personnage (caractéristiques, sorts, récompenses)
opt-kros-card-unit = Personnage (nom ou identifiant)
cmd-kros-reach = Voir les cases qu'un sort peut atteindre maintenant
opt-kros-reach-unit = Personnage qui lance le sort
opt-kros-reach-spell = Sort
opt-kros-pick-character = { $name }
opt-kros-pick-side = { $side ->
    [N] Nord
    [E] Est
    [S] Sud
    [W] Ouest
    [NW] Nord-ouest
    [NE] Nord-est
    [SE] Sud-est
   *[SW] Sud-ouest
}
opt-kros-pick-deploy = { $name } → { $at }
opt-kros-pick-unit = { $name } ({ $at })
opt-kros-pick-player = { $player } ({ $gg } GG)
opt-kros-pick-end = Terminer le tour : { $name }
opt-kros-pick-pickup = Ramasser un kama
opt-kros-pick-buy-gg = Acheter un GG (10 kamas)
opt-kros-pick-reveal = Révéler { $reward }
btn-kros-pickup = Ramasser
btn-kros-end = Fin d'activation
choice-kros-arena-arena-fosse = La Fosse
choice-kros-arena-arena-elementaire = L'Arène Élémentaire
choice-kros-side-side-n = Nord
choice-kros-side-side-e = Est
choice-kros-side-side-s = Sud
choice-kros-side-side-w = Ouest
choice-kros-side-side-nw = Nord-ouest (4 joueurs)
choice-kros-side-side-ne = Nord-est (4 joueurs)
choice-kros-side-side-se = Sud-est (4 joueurs)
choice-kros-side-side-sw = Sud-ouest (4 joueurs)
choice-kros-reveal-choice-pa = +3 PA (Style Zobal)
choice-kros-reveal-choice-pm = +2 PM (Style Zobal)
choice-kros-reveal-choice-soin = Soin de 4 (Style Zobal)
choice-kros-reveal-choice-oui = Oui (Style Roublard)
choice-kros-reveal-choice-non = Non (Style Roublard)
choice-kros-inspire-face1-critique = Critique
choice-kros-inspire-face1-armure = Armure
choice-kros-inspire-face1-tacle = Tacle
choice-kros-inspire-face1-esquive = Esquive
choice-kros-inspire-face2-critique = Critique
choice-kros-inspire-face2-armure = Armure
choice-kros-inspire-face2-tacle = Tacle
choice-kros-inspire-face2-esquive = Esquive
## The command group's name (the same in both languages: docs/vocabulary.md)
cmdname-kros = kros

cmdname-kros-move = déplacer
cmdname-kros-cast = sort
cmdname-kros-punch = coup-de-poing
cmdname-kros-pickup = ramasser
cmdname-kros-buy = acheter
cmdname-kros-reveal = révéler
cmdname-kros-end = finir
cmdname-kros-inspire = inspirer
cmdname-kros-tension = tension
cmdname-kros-gift = donner
cmdname-kros-trigger = déclencher
cmdname-kros-activate = activer
cmdname-kros-deploy = déployer
cmdname-kros-arena = arène
cmdname-kros-side = côté
cmdname-kros-draft = drafter
cmdname-kros-card = carte
cmdname-kros-reach = portée
optname-kros-move-to = case
optname-kros-cast-spell = sort
optname-kros-cast-at = cible
optname-kros-cast-ally = allié
optname-kros-punch-at = cible
optname-kros-buy-item = achat
optname-kros-buy-hidden = caché
optname-kros-buy-to = pour
optname-kros-buy-victim = victime
optname-kros-reveal-token = récompense
optname-kros-reveal-choice = choix
optname-kros-reveal-at = case
optname-kros-reveal-amount = nombre
optname-kros-inspire-die1 = dé1
optname-kros-inspire-die2 = dé2
optname-kros-inspire-face1 = face1
optname-kros-inspire-face2 = face2
optname-kros-tension-player = joueur
optname-kros-gift-player = joueur
optname-kros-trigger-unit = bombe
optname-kros-activate-unit = invocation
optname-kros-deploy-unit = krosmaster
optname-kros-deploy-at = case
optname-kros-arena-arena = arène
optname-kros-side-side = côté
optname-kros-draft-character = personnage
optname-kros-card-unit = personnage
optname-kros-reach-unit = personnage
optname-kros-reach-spell = sort

## Prompts, errors and events: ids travel in the parameters, names are resolved here
## (`<key>_name`, `<key>_names`, `<key>_shown`: rules/krosmaster/table.py `Table.named`).

prompt-kros-draft = Choisissez une des deux cartes dévoilées.
prompt-kros-arena = Choisissez l'arène.
prompt-kros-side = Choisissez votre côté du plateau (à 4 joueurs : votre coin).
prompt-kros-deploy = Déployez vos Krosmaster sur vos cases Départ.
prompt-kros-inspiration = Jet de tension : { $faces_shown }. Placez vos dés d'inspiration sur vos Krosmaster, ou remboursez-vous en kamas.
prompt-kros-activation = { $name } joue : { $pm } PM, { $pa } PA.
prompt-kros-summon-order = Plusieurs invocations attendent : choisissez celle qui joue maintenant.
prompt-kros-tension-target = La tension monte ! Désignez { $step ->
    [1] l'adversaire
   *[other] le joueur
} qui perd 1 GG.
prompt-kros-trigger-order = Plusieurs effets se déclenchent : choisissez celui qui se résout maintenant.
prompt-kros-gift = Votre camp a mis K.O. votre propre personnage : choisissez l'adversaire qui reçoit { $gg } GG.

err-kros-already-deployed = { $unit } est déjà sur le terrain.
err-kros-bad-choice = Choix impossible : { $choice } (Style Zobal : pa, pm ou soin).
err-kros-bad-face = Un dé { $rolled ->
    [critique] Critique
    [armure] Armure
    [tacle] Tacle
    [esquive] Esquive
    [double] Critique/Esquive
   *[joker] Joker
} ne peut pas être tourné sur { $face ->
    [critique] Critique
    [armure] Armure
    [tacle] Tacle
    [esquive] Esquive
   *[other] { $face }
}.
err-kros-bad-item = Achat inconnu : { $item } (gg, ou une pile : 1 à 6, granit1, jade2, or1...).
err-kros-cannot-pay-wounds = Ce sort coûte { $needed } blessures et il ne reste de la place que pour { $left }.
err-kros-cell-not-free = La case { $square } n'est pas libre.
err-kros-custom-teams = Il faut une équipe personnalisée par joueur (reçu : { $count }).
err-kros-equipment-slot-taken = Un équipement de type { $kind ->
    [arme] Arme
    [panoplie] Panoplie
    [familier] Familier
    [dofus] Dofus
   *[other] { $kind }
} est déjà révélé sur ce Krosmaster.
err-kros-inspire-two-dice = Indiquez un choix pour chacun des deux dés.
err-kros-krosmaster-only = Seul un Krosmaster peut faire cela (pas une invocation).
err-kros-missing-option = Option manquante : { $option }.
err-kros-needs-adjacent-ally = Il faut un allié adjacent à déplacer (option « ally » : { $ally }).
err-kros-needs-ally = Ce sort cible un personnage allié, et il n'y en a pas en { $square }.
err-kros-no-kama = Il n'y a pas de kama sur cette case.
err-kros-no-line-of-sight = Pas de ligne de vue vers { $square }.
err-kros-no-such-pile = Il n'y a pas de pile { $pile } (piles 1 à 6).
err-kros-no-such-reward = Ce Krosmaster n'a pas de récompense face cachée « { $token } ».
err-kros-not-a-start-cell = { $square } n'est pas une de vos cases Départ libres.
err-kros-not-adjacent = { $square } n'est pas adjacente.
err-kros-not-enough-kamas = Il faut { $needed } kamas et votre stock n'en a que { $left }.
err-kros-not-enough-pa = Il faut { $needed } PA, il en reste { $left }.
err-kros-not-enough-pm = Il faut { $needed } PM, il en reste { $left }.
err-kros-not-in-line = { $square } n'est pas en ligne.
err-kros-not-on-demon-cell = Il faut être sur une case Démon pour acheter.
err-kros-not-visible = { $character } n'est pas une des cartes dévoilées.
err-kros-not-waiting = { $unit } n'attend pas de jouer.
err-kros-not-your-unit = { $unit } n'est pas un de vos Krosmaster.
err-kros-once-per-game = { $spell } ne peut être lancé qu'une fois par partie.
err-kros-once-per-turn = { $spell } ne peut être lancé qu'une fois par tour.
err-kros-out-of-range = { $square } est hors de portée.
err-kros-perfect-block = Blocage Parfait : impossible de quitter le corps à corps.
err-kros-personal-spell = { $spell } est un sort personnel : il ne cible que son lanceur.
err-kros-pile-empty = La pile { $pile } est vide.
err-kros-reward-limit = { $unit } porte déjà { $limit } récompenses (autant que son Niveau).
err-kros-summon-limit = { $spell } : { $limit ->
    [one] déjà { $limit } invocation en jeu, c'est le maximum.
   *[other] déjà { $limit } invocations en jeu, c'est le maximum.
}
err-kros-team-duplicate = { $character } : { $limit ->
    [one] une seule fois par équipe.
   *[other] au plus { $limit } fois par équipe.
}
err-kros-team-levels = Le total des Niveaux doit être { $needed } (ici { $total }).
err-kros-team-size = Une équipe compte { $min } à { $max } Krosmaster (ici { $size }).
err-kros-unknown-character = Personnage inconnu : { $character }.
err-kros-unknown-spell = Sort inconnu ou indisponible : { $spell }.
err-kros-unknown-unit = Personnage inconnu : { $unit }.
err-kros-unreachable = Impossible d'atteindre { $square } avec { $pm } PM.
err-kros-wrong-phase = Ce n'est pas le moment : { $phase ->
    [draft] on en est au draft.
    [arena] on attend le choix de l'arène.
    [side] on attend le choix du côté.
    [deploy] on en est au déploiement.
    [inspiration] on attend le placement des dés d'inspiration.
    [tension-target] on attend le joueur qui perd un GG.
    [activation] un personnage est en train de jouer.
    [summon-order] on attend le choix de l'invocation qui joue.
    [trigger-order] on attend le choix de l'effet déclenché.
    [gift] on attend le choix de l'adversaire qui reçoit les GG.
   *[over] la partie est terminée.
}
err-kros-seats-for-mode = Le mode { $mode } ne se joue pas à { $seats } (duel : 2 ; ffa et 2v2 : 4).
err-kros-four-players-arena-only = À 4 joueurs, seule la partie en arène se joue (pas { $scenario }).
err-kros-bad-side = Côté impossible : { $side } (duel : N, E, S, W ; 4 joueurs : NW, NE, SE, SW).
err-kros-bad-player = Ce joueur ne peut pas être choisi : { $player }.
err-kros-unknown-player = Joueur inconnu : { $player }.
err-kros-bad-amount = Nombre invalide : { $amount }.
err-kros-info-command = { $command } est une commande d'information.
err-kros-not-on-board = { $unit } n'est pas sur le terrain.

ev-kros-activation-ended = { $unit_name } termine son tour.
ev-kros-activation-started = { $unit_name } commence son tour.
ev-kros-arena-chosen = Arène choisie : { $arena ->
    [fosse] La Fosse
   *[other] L'Arène Élémentaire
}.
ev-kros-bomb-ticks = { $unit_name } subit 1 blessure en début de tour de son invocateur.
ev-kros-buffs-removed = { $unit_name } perd ses Buffs : { $buffs_names }.
ev-kros-cast = { $unit_name } lance { $spell_name } en { $at } (reste { $pa } PA, { $pm } PM).
ev-kros-coin = Égalité d'Initiative, départagée à pile ou face : { $tied_names } (dans cet ordre).
ev-kros-ecaflip = Style Ecaflip, pile ou face : { $won ->
    [yes] gagné, une récompense Or face cachée en plus !
   *[other] perdu.
}
ev-kros-critical-roll = { $unit_name } lance le jet de coup critique ({ $spell_name }) : { $faces_shown } → { $successes ->
    [0] pas de coup critique.
    [one] 1 coup critique !
   *[other] { $successes } coups critiques !
}
ev-kros-decor-destroyed = { $kind ->
    [tree] L'arbre en { $at } est détruit
    [bush] Le buisson en { $at } est détruit
   *[crate] La caisse en { $at } est détruite
} : { $kamas } kamas tombent sur la case.
ev-kros-decor-hit = { $kind ->
    [tree] L'arbre
    [bush] Le buisson
   *[crate] La caisse
} en { $at } encaisse : { $wounds }/{ $pv } blessures.
ev-kros-deployed = { $unit_name } se déploie en { $at }.
ev-kros-draft-started = Draft : { $first_name } choisit en premier parmi { $visible_names }.
ev-kros-drafted = { $player } prend { $character_name } (cartes dévoilées : { $visible_names }).
ev-kros-explosion = { $unit_name } explose en { $at } !
ev-kros-first-player = { $player } est le premier joueur.
ev-kros-game-over = Partie terminée : { $reason ->
    [ko] un Krosmaster est K.O.
    [ko-held] le K.O. a tenu un tour.
    [last-team] il ne reste qu'une équipe sur le terrain.
    [no-team] il ne reste plus personne sur le terrain.
    [no-gg] plus personne n'a de GG.
   *[gg] il ne reste qu'une équipe avec des GG.
} { $count ->
    [0] Match nul.
   *[other] Victoire : { $winners_names } !
}
ev-kros-game-started = Que le combat commence ! { $first_name } joue en premier.
ev-kros-gg-bought = { $unit_name } achète un GG pour 10 kamas.
ev-kros-gg-won = { $player } gagne { $gg } GG ({ $why ->
    [ko] K.O.
    [bought] achat
    [reward] récompense
   *[own-ko] don
}){ $wild ->
    [0] {""}
    [one] , dont le GG sauvage
   *[other] , dont { $wild } GG sauvages
}.
ev-kros-healed = { $same ->
    [yes] { $unit_name } se soigne
   *[other] { $by_name } soigne { $unit_name }
} : { $amount ->
    [0] aucune blessure retirée.
    [one] 1 blessure retirée.
   *[other] { $amount } blessures retirées.
}
ev-kros-hit = { $by_name } touche { $unit_name } avec { $spell_name } : { $faces_count ->
    [0] pas de jet d'armure
   *[other] jet d'armure { $faces_shown }
}, { $damage ->
    [one] { $damage } dégât
   *[other] { $damage } dégâts
} → { $wounds ->
    [one] { $wounds } blessure.
   *[other] { $wounds } blessures.
}
ev-kros-hold = { $player } a mis un Krosmaster K.O. : il gagne si son adversaire ne réplique pas à son prochain tour.
ev-kros-hold-broken = { $player } perd un Krosmaster à son tour : la victoire lui échappe.
ev-kros-inspired = { $unit_name } gagne { $count ->
    [one] le pouvoir
   *[other] les pouvoirs
} { $power ->
    [critique] Critique
    [armure] Armure
    [tacle] Tacle
   *[esquive] Esquive
}{ $count ->
    [one] {""}
   *[other] {" "}et { $second ->
        [critique] Critique
        [armure] Armure
        [tacle] Tacle
       *[esquive] Esquive
    }
} pour ce tour.
ev-kros-kama-picked = { $unit_name } ramasse un kama ({ $player } en a { $kamas } en stock).
ev-kros-kamas-gained = { $player } gagne { $kamas ->
    [one] { $kamas } kama.
   *[other] { $kamas } kamas.
}
ev-kros-ko = { $unit_name } est K.O. en { $at } !
ev-kros-life-stolen = Vol de Vie : { $unit_name } retire { $amount ->
    [one] { $amount } blessure.
   *[other] { $amount } blessures.
}
ev-kros-markers = Marqueurs sur { $unit_name } pour son prochain tour : { $pm } PM, { $pa } PA.
ev-kros-markers-applied = { $unit_name } applique ses marqueurs : { $pm } PM, { $pa } PA.
ev-kros-moved = { $steps ->
    [0] { $unit_name } est bloqué en { $frm } par un tacle : plus de PM ni de PA !
   *[other] { $unit_name } se déplace de { $frm } à { $to } ({ $steps } PM){ $blocked ->
        [true] , puis est bloqué par un tacle : plus de PM ni de PA !
       *[other] .
    }
}
ev-kros-pushed = { $unit_name } passe de { $frm } à { $to }.
ev-kros-refund = Remboursez ! { $player } prend { $kamas ->
    [one] { $kamas } kama.
   *[other] { $kamas } kamas.
}
ev-kros-reward-bought = { $unit_name } achète { $face_up ->
    [true] { $token_name }
   *[other] une récompense face cachée
} ({ $rank ->
    [granit] Granit
    [jade] Jade
   *[or] Or
}, pile { $pile }, { $price } kamas){ $same ->
    [yes] .
   *[other] {" "}pour { $to_name }.
}
ev-kros-reward-drawn = Vous piochez { $token_name } pour { $to_name }.
ev-kros-reward-revealed = { $unit_name } révèle { $token_name } ({ $kind ->
    [boost] Boost
    [buff] Buff
   *[equipment] Équipement
}).
ev-kros-reward-turned = Pile { $pile } : nouvelle récompense visible, { $token_name }.
ev-kros-rewards-shown = Récompenses visibles : { $tokens_names }.
ev-kros-riposte = Riposte ! { $unit_name } subit { $wounds ->
    [one] { $wounds } blessure.
   *[other] { $wounds } blessures.
}
ev-kros-self-wounds = { $unit_name } s'inflige { $wounds ->
    [one] { $wounds } blessure.
   *[other] { $wounds } blessures.
}
ev-kros-side-chosen = { $player } choisit { $side ->
    [N] le côté Nord.
    [E] le côté Est.
    [S] le côté Sud.
    [W] le côté Ouest.
    [NW] le coin Nord-ouest ; les autres joueurs suivent dans le sens horaire.
    [NE] le coin Nord-est ; les autres joueurs suivent dans le sens horaire.
    [SE] le coin Sud-est ; les autres joueurs suivent dans le sens horaire.
   *[SW] le coin Sud-ouest ; les autres joueurs suivent dans le sens horaire.
}
ev-kros-summoned = { $by_name } invoque { $unit_name } en { $at }.
ev-kros-summons-removed = { $unit_name } étant K.O., ses invocations quittent le terrain : { $removed_names }.
ev-kros-swapped = { $unit_name } échange sa place avec { $other_name }.
ev-kros-tackle = { $by_name } tente de tacler { $unit_name } : jet de tacle { $tackle_shown }{ $dodge_count ->
    [0] {""}
   *[other] , jet d'esquive { $dodge_shown }
}{ $blocked ->
    [true] {" "}→ bloqué !
   *[other] {" "}→ pas de blocage.
}
ev-kros-tension-faces = Dés de tension tournés sur { $faces_shown }.
ev-kros-tension-rises = La tension monte ! { $count ->
    [0] Personne n'avait de GG à perdre.
    [one] { $seats_names } perd 1 GG.
   *[other] { $seats_names } perdent 1 GG chacun.
}
ev-kros-tension-rolled = { $player } lance les dés de tension : { $faces_shown }.
ev-kros-turn-ended = { $player } a fini son tour.
ev-kros-turn-started = Tour { $turn } : à { $player } de jouer.
ev-kros-play-order = Ordre de jeu : { $order_names }.
ev-kros-gg-all-taken = { $victim_name } perd son dernier Krosmaster face à { $player }, qui lui prend ses { $gg } GG.
ev-kros-gg-given = { $player } donne { $gg } GG à { $receiver_name }.
ev-kros-card = { $name } ({ $player }, { $at }) — { $kind ->
    [krosmaster] Niveau { $level }, Initiative { $init },
   *[other] pion,
} { $pm } PM, { $left }/{ $pv } PV ({ $wounds ->
    [one] { $wounds } blessure
   *[other] { $wounds } blessures
}), { $pa } PA ; marqueurs { $markers_pm } PM, { $markers_pa } PA ; pouvoirs : { $count ->
    [0] aucun
   *[other] { $powers }
}.
ev-kros-card-spell = • { $spell } : { $pa } PA{ $pm ->
    [0] {""}
   *[other] {" "}+ { $pm } PM
}{ $wounds ->
    [0] {""}
   *[other] {" "}+ { $wounds } blessures
}, { $range_kind ->
    [melee] corps à corps
    [personal] personnel
    [line] en ligne { $min }-{ $max }
    [fixed-line] en ligne { $min }-{ $max } (PO fixe)
    [fixed] { $min }-{ $max } (PO fixe)
    [no-los] { $min }-{ $max } sans ligne de vue (PO fixe)
   *[other] { $min }-{ $max }
}{ $kind ->
    [attack] , { $value ->
        [one] { $value } dégât
       *[other] { $value } dégâts
    }{ $element ->
        [eau] {" "}d'Eau
        [air] {" "}d'Air
        [terre] {" "}de Terre
        [feu] {" "}de Feu
        [neutre] { $value ->
            [one] {" "}neutre
           *[other] {" "}neutres
        }
       *[other] {""}
    }
    [heal] , soigne { $value ->
        [one] { $value } blessure
       *[other] { $value } blessures
    }
    [summon] , invocation
   *[other] , sort spécial
}{ $limit ->
    [turn] , une fois par tour
    [game] , une fois par partie
   *[other] {""}
}{ $count ->
    [0] .
   *[other] {" "}; { $effects }.
}
ev-kros-card-reward = • { $reward } ({ $rank ->
    [granit] Granit
    [jade] Jade
   *[or] Or
}, { $type ->
    [boost] Boost
    [buff] Buff
   *[equipment] Équipement
}){ $hidden ->
    [yes] , face cachée
   *[other] {""}
}.
ev-kros-card-hidden = • Récompense face cachée ({ $rank ->
    [granit] Granit
    [jade] Jade
   *[or] Or
}).
ev-kros-reach = { $name } — { $spell } : { $count ->
    [0] aucune case à portée
    [one] 1 case à portée
   *[other] { $count } cases à portée
} (PO max { $max }){ $ready ->
    [yes] , lançable maintenant
   *[other] {""}
}{ $count ->
    [0] .
   *[other] {" "}: { $squares }.
}
opt-kros-pick-arena = { $arena ->
    [fosse] La Fosse
   *[other] L'Arène Élémentaire
}
opt-kros-pick-inspire = { $die1 } : { $face1 ->
    [critique] Critique
    [armure] Armure
    [tacle] Tacle
   *[esquive] Esquive
} · { $die2 } : { $face2 ->
    [critique] Critique
    [armure] Armure
    [tacle] Tacle
   *[esquive] Esquive
}{ $double ->
    [yes] {" "}(double !)
   *[other] {""}
}
opt-kros-pick-reveal-choice = Révéler { $reward } : { $choice ->
    [pa] +3 PA
    [pm] +2 PM
    [soin] soin de 4
    [oui] oui
    [non] non
   *[other] { $choice }
}
end-kros-ko = Un Krosmaster adverse est K.O.
end-kros-ko-held = Le K.O. a tenu un tour.
end-kros-last-team = Il ne reste qu'une équipe sur le terrain.
end-kros-no-team = Il ne reste plus personne sur le terrain.
end-kros-no-gg = Plus personne n'a de GG.
end-kros-gg = Seule une équipe a encore des GG.

## Value messages (items of list parameters)
val-kros-face-critique = Critique
val-kros-face-armure = Armure
val-kros-face-tacle = Tacle
val-kros-face-esquive = Esquive
val-kros-face-double = Critique/Esquive
val-kros-face-joker = Joker
val-kros-power-critique = Critique
val-kros-power-armure = Armure
val-kros-power-tacle = Tacle
val-kros-power-esquive = Esquive
val-kros-power-toupiti = Toupiti
val-kros-power-resistance-eau = Résistance Eau
val-kros-power-resistance-air = Résistance Air
val-kros-power-resistance-terre = Résistance Terre
val-kros-power-resistance-feu = Résistance Feu
val-kros-power-riposte = Riposte
val-kros-power-guerison = Guérison
val-kros-power-immunise = Immunisé
val-kros-power-insensible = Insensible
val-kros-fx-swap = échange de position avec le personnage ciblé
val-kros-fx-swap-ally = échange de position avec l'allié ciblé
val-kros-fx-bonus-if-summon-adjacent-2-bouftou = +2 dégâts quand un Bouftou est adjacent à la cible
val-kros-fx-bonus-per-summon-adjacent-1-tofu = +1 dégât par Tofu adjacent à la cible
val-kros-fx-control-1 = 1 invocation en jeu au maximum
val-kros-fx-control-2 = 2 invocations en jeu au maximum
val-kros-fx-control-3 = 3 invocations en jeu au maximum
val-kros-fx-lose-all-pm = perd tous ses PM
val-kros-fx-range-bonus-turn-3 = +3 PO max ce tour
val-kros-fx-move-ally = déplace un allié adjacent dans la case libre ciblée
val-kros-fx-pa-minus-1 = -1 PA
val-kros-fx-pa-minus-3 = -3 PA
val-kros-fx-pm-minus-2 = -2 PM
val-kros-fx-perce-armure = Perce-Armure
val-kros-fx-vol-de-vie = Vol de Vie
val-kros-fx-recul-1 = Recul 1
val-kros-fx-repousse-3 = Repousse 3
val-kros-fx-zone-anneau = zone : les 8 cases autour
val-kros-fx-zone-marteau = Zone Marteau
val-kros-fx-zone-pelle = Zone Pelle
val-kros-fx-zone-baton = Zone Bâton

## Coups en pointant (rules/krosmaster/choices.py) : boutons et menus
kros-choice-end = Finir l'activation de { $name }
kros-choice-move = Se déplacer ({ $pm } PM)
kros-choice-square = { $square } · { $pm } PM
kros-choice-group-pm = À { $pm } PM ({ $count } cases)
kros-choice-group-row = Ligne { $row } ({ $count })
kros-choice-spell = { $spell } · { $pa } PA{ $pm ->
    [0] {""}
   *[other] {" "}+ { $pm } PM
}
kros-choice-target = { $square }{ $occupied ->
    [yes] {" "}· { $unit }
   *[other] {""}
}
kros-choice-ally = Déplacer { $name }
kros-choice-punch = Coup de poing · { $pa } PA
kros-choice-pickup = Ramasser un kama · 1 PA ({ $kamas } ici)
kros-choice-buy = Acheter… ({ $kamas } kamas)
kros-choice-buy-gg = Un GG · { $price } kamas
kros-choice-victim = { $auto ->
    [yes] À l'adversaire qui a le plus de GG
   *[other] À { $player }
}
kros-choice-buy-reward = Pile { $pile } { $rank ->
    [granit] Granit
    [jade] Jade
   *[or] Or
} · { $price } kamas · { $hidden ->
    [yes] face cachée
   *[other] { $reward }
}
kros-choice-receiver = Pour { $name }{ $same ->
    [yes] {" "}(lui-même)
   *[other] {""}
}
kros-choice-reveal = Révéler une récompense
kros-choice-token = { $reward }
kros-choice-zobal = { $choice ->
    [pa] +3 PA
    [pm] +2 PM
    [soin] soin de 4
   *[other] { $choice }
}
kros-choice-roublard = { $pay ->
    [yes] Payer { $price } kamas pour un GG
   *[no] Refuser (garder les kamas)
}
kros-choice-amount = { $all ->
    [yes] Retirer { $amount } { $amount ->
        [one] marqueur
       *[other] marqueurs
    } (tous)
   *[no] Retirer { $amount } { $amount ->
        [one] marqueur
       *[other] marqueurs
    }
}
kros-choice-recall = Revenir en { $square }
kros-choice-unit = { $name }
kros-choice-cell = { $square }
kros-choice-die = Dé { $die } : { $face ->
    [critique] Critique
    [armure] Armure
    [tacle] Tacle
   *[esquive] Esquive
} → { $kamas ->
    [yes] kamas
   *[other] { $unit }
}{ $double ->
    [yes] {" ⚠️ double : tous perdent 1 GG"}
   *[other] {""}
}
ev-kros-why = 🤖 { $why ->
    [strike] { $unit_name } attaque { $other_name } ({ $wounds }/{ $pv } PV perdus) : le coup qui rapporte le plus.
    [heal] { $unit_name } soigne { $other_name }, qui a { $wounds } { $wounds ->
        [one] blessure
       *[other] blessures
    }.
    [summon] { $unit_name } invoque : un allié de plus sur le terrain.
    [spell] { $unit_name } lance { $spell_name } pour préparer la suite.
    [reach] { $unit_name } se met à portée de { $other_name }.
    [closer] { $unit_name } se rapproche de { $other_name }.
    [shelter] { $unit_name } se met à l'abri d'un K.O. au prochain tour.
    [away] { $unit_name } se met à l'abri des ennemis.
    [place] { $unit_name } se replace.
    [end] { $unit_name } s'arrête : plus rien d'utile à faire ce tour-ci.
    [gg] { $unit_name } achète un Gallon de Gloire avec ses kamas.
    [buy] { $unit_name } achète une récompense avec ses kamas.
    [reveal] { $unit_name } révèle une récompense dont il a besoin maintenant.
    [kamas] { $unit_name } ramasse les kamas à ses pieds.
    [draft] { $player } choisit { $character_name }, le plus haut niveau disponible.
    [refund] { $player } ne place aucun dé de tension et prend 3 kamas : aucun pouvoir ne servirait ce tour-ci.
    [refund-one] { $player } place un seul dé de tension et prend 1 kama : l'autre pouvoir ne servirait à personne ce tour-ci.
    [inspire] { $player } place les dés de tension sans faire de double.
    [double] { $player } fait un double de tension : chacun perdra un GG, c'est un choix voulu.
    [double-forced] { $player } fait un double de tension, les dés l'imposent : chacun perdra un GG.
   *[rule] { $player } fait le choix que la règle propose.
}
