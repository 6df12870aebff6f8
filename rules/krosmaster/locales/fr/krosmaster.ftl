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

prompt-kros-draft = Choisissez une des deux cartes dévoilées.
prompt-kros-arena = Choisissez l'arène.
prompt-kros-side = Choisissez votre côté du plateau (à 4 joueurs : votre coin).
prompt-kros-deploy = Déployez vos Krosmaster sur vos cases Départ.
prompt-kros-inspiration = Jet de tension { $faces } : placez vos dés d'inspiration ou remboursez-vous.
prompt-kros-activation = { $unit } joue : { $pm } PM, { $pa } PA.
prompt-kros-summon-order = Choisissez l'invocation qui joue maintenant.

err-kros-already-deployed = { $unit } est déjà déployé.
err-kros-bad-choice = Choix impossible : { $choice }.
err-kros-bad-face = Un dé montrant { $rolled } ne peut pas être tourné sur { $face }.
err-kros-bad-item = Achat inconnu : { $item } (gg, 1 à 6, granit1...).
err-kros-cannot-pay-wounds = Ce sort coûte { $needed } blessures, il n'en reste que { $left } de place.
err-kros-cell-not-free = La case { $square } n'est pas libre.
err-kros-custom-teams = Il faut une équipe personnalisée par joueur (reçu : { $count }).
err-kros-equipment-slot-taken = Un équipement de type { $kind } est déjà révélé.
err-kros-inspire-two-dice = Indiquez un choix pour chacun des deux dés.
err-kros-krosmaster-only = Seul un Krosmaster peut faire cela.
err-kros-missing-option = Option manquante : { $option }.
err-kros-needs-adjacent-ally = Il faut un allié adjacent à déplacer ({ $ally }).
err-kros-needs-ally = Il faut cibler un personnage allié ({ $square }).
err-kros-no-kama = Il n'y a pas de kama sur cette case.
err-kros-no-line-of-sight = Pas de ligne de vue vers { $square }.
err-kros-no-such-pile = Il n'y a pas de pile { $pile }.
err-kros-no-such-reward = Pas de récompense face cachée { $token } sur ce Krosmaster.
err-kros-not-a-start-cell = { $square } n'est pas une de vos cases Départ libres.
err-kros-not-adjacent = { $square } n'est pas adjacente.
err-kros-not-enough-kamas = Il faut { $needed } kamas, votre stock n'en a que { $left }.
err-kros-not-enough-pa = Il faut { $needed } PA, il en reste { $left }.
err-kros-not-enough-pm = Il faut { $needed } PM, il en reste { $left }.
err-kros-not-in-line = { $square } n'est pas en ligne.
err-kros-not-on-demon-cell = Il faut être sur une case Démon.
err-kros-not-visible = { $character } n'est pas une carte dévoilée.
err-kros-not-waiting = { $unit } n'attend pas de jouer.
err-kros-not-your-unit = { $unit } n'est pas un de vos Krosmaster.
err-kros-once-per-game = { $spell } ne peut être lancé qu'une fois par partie.
err-kros-once-per-turn = { $spell } ne peut être lancé qu'une fois par tour.
err-kros-out-of-range = { $square } est hors de portée.
err-kros-perfect-block = Blocage Parfait : impossible de quitter le corps à corps.
err-kros-personal-spell = { $spell } est un sort personnel.
err-kros-pile-empty = La pile { $pile } est vide.
err-kros-reward-limit = { $unit } porte déjà { $limit } récompenses (son Niveau).
err-kros-summon-limit = { $spell } : déjà { $limit } invocation(s) en jeu.
err-kros-team-duplicate = { $character } ne peut être présent que { $limit } fois.
err-kros-team-levels = Le total des Niveaux doit être { $needed } (ici { $total }).
err-kros-team-size = Une équipe compte { $min } à { $max } Krosmaster (ici { $size }).
err-kros-unknown-character = Personnage inconnu : { $character }.
err-kros-unknown-spell = Sort inconnu ou indisponible : { $spell }.
err-kros-unknown-unit = Personnage inconnu : { $unit }.
err-kros-unreachable = Impossible d'atteindre { $square } avec { $pm } PM.
err-kros-wrong-phase = Ce n'est pas le moment (phase : { $phase }).

ev-kros-activation-ended = Fin de l'activation de { $unit }.
ev-kros-activation-started = { $unit } commence son tour.
ev-kros-arena-chosen = Arène choisie : { $arena }.
ev-kros-bomb-ticks = La bombe { $unit } subit 1 blessure.
ev-kros-buffs-removed = Buffs retirés de { $unit } : { $buffs }.
ev-kros-cast = { $unit } lance { $spell } sur { $at } (reste { $pa } PA, { $pm } PM).
ev-kros-coin = Pile ou face : { $faces }.
ev-kros-critical-roll = Jet de coup critique de { $unit } ({ $spell }) : { $faces }, { $successes } réussite(s).
ev-kros-decor-destroyed = Le décor ({ $kind }) en { $at } est détruit : { $kamas } kamas.
ev-kros-decor-hit = Le décor ({ $kind }) en { $at } a { $wounds }/{ $pv } blessures.
ev-kros-deployed = { $unit } est déployé en { $at }.
ev-kros-drafted = Le joueur { $seat } prend { $character } (dévoilées : { $visible }).
ev-kros-explosion = La bombe { $unit } explose en { $at } !
ev-kros-first-player = Le joueur { $seat } est le premier joueur.
ev-kros-game-over = Partie terminée ({ $reason }) : { $winners }.
ev-kros-game-started = Que le combat commence ! Premier joueur : { $first }.
ev-kros-gg-bought = { $unit } achète un GG.
ev-kros-gg-won = Le joueur { $seat } gagne des GG ({ $why }) : { $wild } sauvage(s), { $taken } pris.
ev-kros-healed = { $unit } est soigné de { $amount } blessure(s) par { $by }.
ev-kros-hit = { $unit } touché par { $spell } de { $by } : armure { $faces } ({ $armour }), { $damage } dégât(s), { $wounds } blessure(s).
ev-kros-hold = Le joueur { $seat } a mis un Krosmaster K.O. : il doit tenir un tour.
ev-kros-hold-broken = Le joueur { $seat } a perdu un Krosmaster : la victoire lui échappe.
ev-kros-inspired = { $unit } gagne le pouvoir { $power } pour ce tour.
ev-kros-kama-picked = { $unit } ramasse un kama (stock : { $kamas }).
ev-kros-kamas-gained = Le joueur { $seat } gagne { $kamas } kamas.
ev-kros-ko = { $unit } est K.O. en { $at } !
ev-kros-life-stolen = { $unit } vole { $amount } PV.
ev-kros-markers = Marqueurs de { $unit } : { $pm } PM, { $pa } PA.
ev-kros-markers-applied = { $unit } applique ses marqueurs : { $pm } PM, { $pa } PA.
ev-kros-moved = { $unit } se déplace : { $path }{ $blocked ->
    [true] , puis est bloqué !
   *[other] .
}
ev-kros-pushed = { $unit } est déplacé de { $frm } à { $to }.
ev-kros-refund = Remboursez ! Le joueur { $seat } prend { $kamas } kama(s).
ev-kros-reward-bought = { $unit } achète une récompense { $rank } (pile { $pile }) pour { $to } { $face_up ->
    [true] : { $token }.
   *[other] face cachée.
}
ev-kros-reward-drawn = Vous avez pioché { $token } pour { $to }.
ev-kros-reward-revealed = { $unit } révèle { $token } ({ $kind }).
ev-kros-reward-turned = Nouvelle récompense visible sur la pile { $pile } : { $token }.
ev-kros-rewards-shown = Récompenses visibles : { $face_up }.
ev-kros-riposte = Riposte ! { $unit } subit { $wounds } blessure.
ev-kros-self-wounds = { $unit } s'inflige { $wounds } blessures.
ev-kros-side-chosen = Le joueur { $seat } prend le côté { $side }.
ev-kros-summoned = { $by } invoque { $ref } en { $at }.
ev-kros-summons-removed = Les invocations de { $unit } quittent le terrain : { $removed }.
ev-kros-swapped = { $unit } échange sa place avec { $other }.
ev-kros-tackle = Tacle de { $by } sur { $unit } : { $tackle } contre { $dodge }{ $blocked ->
    [true] , bloqué !
   *[other] , esquivé.
}
ev-kros-tension-faces = Dés de tension tournés sur { $faces }.
ev-kros-tension-rises = La tension monte ! GG perdus par : { $seats }.
ev-kros-tension-rolled = Jet de tension du joueur { $seat } : { $faces }.
ev-kros-turn-ended = Fin du tour du joueur { $seat }.
ev-kros-turn-started = Tour { $turn } : au joueur { $seat }.

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
prompt-kros-tension-target = La tension monte ! Désignez le joueur qui perd 1 GG.
prompt-kros-trigger-order = Plusieurs effets se déclenchent : choisissez celui qui se résout maintenant.
prompt-kros-gift = Votre personnage est K.O. par votre camp : choisissez l'adversaire qui reçoit { $gg } GG.
err-kros-seats-for-mode = Le mode { $mode } ne se joue pas à { $seats } (duel : 2 ; ffa et 2v2 : 4).
err-kros-four-players-arena-only = À 4 joueurs, seule la partie en arène se joue (pas { $scenario }).
err-kros-bad-side = Côté impossible : { $side } (duel : N, E, S, W ; 4 joueurs : NW, NE, SE, SW).
err-kros-bad-player = Ce joueur ne peut pas être choisi ({ $player }).
err-kros-unknown-player = Joueur inconnu : { $player }.
err-kros-bad-amount = Nombre invalide : { $amount }.
err-kros-info-command = { $command } est une commande d'information.
err-kros-not-on-board = { $unit } n'est pas sur le terrain.
ev-kros-play-order = Ordre de jeu (joueurs 1 à 4) : { $order }.
ev-kros-gg-all-taken = { $player } met K.O. le dernier Krosmaster du joueur { $victim } et lui prend ses { $gg } GG.
ev-kros-gg-given = { $player } donne { $gg } GG au joueur { $to }.
ev-kros-card = { $name } ({ $player }, { $at }) — { $kind ->
    [krosmaster] Niveau { $level }, Initiative { $init },
   *[other] pion,
} { $pm } PM, { $left }/{ $pv } PV ({ $wounds } blessures), { $pa } PA ; marqueurs { $markers_pm } PM, { $markers_pa } PA ; pouvoirs : { $powers }.
ev-kros-card-spell = • { $spell } : { $cost }, { $range_kind ->
    [melee] corps à corps
    [personal] personnel
    [line] en ligne { $min }-{ $max }
    [fixed-line] en ligne { $min }-{ $max } (fixée)
    [fixed] { $min }-{ $max } (fixée)
    [no-los] { $min }-{ $max } sans ligne de vue
   *[other] { $min }-{ $max }
}{ $kind ->
    [attack] , { $value } dégât(s) { $element }
    [heal] , soigne { $value }
    [summon] , invocation
   *[other] , sort spécial
}{ $limit ->
    [turn] , une fois par tour
    [game] , une fois par partie
   *[other] {""}
} ; effets : { $effects }.
ev-kros-card-reward = • { $reward } ({ $rank }, { $type }){ $hidden ->
    [yes] , face cachée
   *[other] {""}
}.
ev-kros-card-hidden = • Récompense face cachée ({ $rank }).
ev-kros-reach = { $name } — { $spell } : { $count } case(s) à portée (PO max { $max }){ $ready ->
    [yes] , lançable maintenant
   *[other] {""}
} : { $squares }.
opt-kros-pick-character = { $name }
opt-kros-pick-arena = { $arena }
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
opt-kros-pick-inspire = { $die1 } : { $face1 } · { $die2 } : { $face2 }{ $double ->
    [yes] {" "}(double !)
   *[other] {""}
}
opt-kros-pick-unit = { $name } ({ $at })
opt-kros-pick-player = { $player } ({ $gg } GG)
opt-kros-pick-end = Fin du tour de { $name }
opt-kros-pick-pickup = Ramasser un kama
opt-kros-pick-buy-gg = Acheter un GG (10 kamas)
opt-kros-pick-reveal = Révéler { $reward }
opt-kros-pick-reveal-choice = Révéler { $reward } : { $choice }
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
cmdname-kros-move = deplacer
cmdname-kros-cast = lancer
cmdname-kros-punch = frapper
cmdname-kros-pickup = ramasser
cmdname-kros-buy = acheter
cmdname-kros-reveal = reveler
cmdname-kros-end = fin
cmdname-kros-inspire = inspirer
cmdname-kros-tension = tension
cmdname-kros-gift = donner
cmdname-kros-trigger = declencher
cmdname-kros-activate = activer
cmdname-kros-deploy = deployer
cmdname-kros-arena = arene
cmdname-kros-side = cote
cmdname-kros-draft = drafter
cmdname-kros-card = carte
cmdname-kros-reach = portee
optname-kros-move-to = case
optname-kros-cast-spell = sort
optname-kros-cast-at = cible
optname-kros-cast-ally = allie
optname-kros-punch-at = cible
optname-kros-buy-item = achat
optname-kros-buy-hidden = cache
optname-kros-buy-to = pour
optname-kros-buy-victim = victime
optname-kros-reveal-token = recompense
optname-kros-reveal-choice = choix
optname-kros-reveal-at = case
optname-kros-reveal-amount = nombre
optname-kros-inspire-die1 = de1
optname-kros-inspire-die2 = de2
optname-kros-inspire-face1 = face1
optname-kros-inspire-face2 = face2
optname-kros-tension-player = joueur
optname-kros-gift-player = joueur
optname-kros-trigger-unit = bombe
optname-kros-activate-unit = invocation
optname-kros-deploy-unit = krosmaster
optname-kros-deploy-at = case
optname-kros-arena-arena = arene
optname-kros-side-side = cote
optname-kros-draft-character = personnage
optname-kros-card-unit = personnage
optname-kros-reach-unit = personnage
optname-kros-reach-spell = sort
