## L'adversaire ordinateur (bot/service/computer.py)
computer-name = Ordinateur { $level ->
    [easy] facile
    [normal] normal
    [strong] fort
   *[other] { $level }
}{ $count ->
    [one] {""}
   *[other] {" "}{ $number }
}
err-bad-opponent = Adversaire inconnu : « { $value } ». Écrivez opponent:bot pour jouer contre l'ordinateur.
err-bad-computer-count = Nombre d'ordinateurs invalide : « { $value } » (de 1 à { $max }).
err-no-computer = Ce jeu n'a pas encore d'adversaire ordinateur.
err-bad-computer-level = Niveau inconnu : « { $level } ». Niveaux : { $levels }.
err-bad-host-seat = Place de l'hôte invalide : « { $value } » (de 1 à { $max }, les ordinateurs prennent les autres).
err-skip-not-absent = { $player } n'est pas absent(e) : on ne joue à sa place qu'une fois son délai passé ou un rappel resté sans réponse{ $minutes ->
    [0] {""}
   *[other] {" "}(dans { $minutes } min)
}{ $reminders ->
    [0] .
   *[other] . Un rappel lui sera envoyé.
}
## Un siège confié à l'ordinateur et repris (bot/service/handover.py)
handover-taken = { $reason ->
    [left] { $player } quitte la partie : l'ordinateur joue sa place, depuis sa seule vue du jeu.
    [removed] L'hôte retire { $player } de la partie : l'ordinateur joue sa place, depuis sa seule vue du jeu.
   *[missed] { $player } a laissé passer { $missed } délais de suite : l'ordinateur joue sa place, depuis sa seule vue du jeu.
} Reprenez-la d'un clic avec le bouton ou /partie reprendre.
handover-back = { $player } reprend sa place à l'ordinateur.
btn-game-back = Reprendre ma place
err-back-nothing = L'ordinateur ne joue aucune place pour vous à cette table.
cmdname-game-back = reprendre
cmd-game-back = Reprendre votre place que joue l'ordinateur
## L'hôte retire un joueur (/partie retirer, bot/service/handover.py)
cmdname-game-remove = retirer
cmd-game-remove = Retirer un joueur de la partie : l'ordinateur joue sa place (l'hôte)
optname-game-remove-player = joueur
opt-game-remove-player = Le joueur à retirer : son nom ou son numéro de place (rien : un bouton par joueur)
remove-pick = Qui retirez-vous de la partie ? L'ordinateur jouera sa place ; il pourra la reprendre d'un clic.
err-remove-no-computer = { $game } n'a pas de joueur ordinateur pour tenir une place : personne ne peut être retiré d'une partie en cours.
err-remove-nobody = Aucun autre joueur ne peut être retiré : l'ordinateur joue déjà toutes les autres places.
err-remove-unknown = Aucun joueur « { $player } » à cette table : donnez son nom ou son numéro de place.
err-remove-computer = L'ordinateur joue déjà la place de { $player }.
err-remove-self = Vous ne pouvez pas vous retirer vous-même : utilisez /partie quitter.
## Jouer pour une place attendue quand tous les autres joueurs sont d'accord (/partie passer)
skip-agreement = { $player } accepte de jouer le coup par défaut de { $absent } ({ $count }/{ $needed }). Doivent encore accepter : { $others } (/partie passer ou le bouton).
skipped-agreed = Tous les autres joueurs sont d'accord ({ $players }) : le coup par défaut est joué pour { $absent }.
btn-skip-agree = Accepter de jouer pour { $absent }
err-skip-agreed-already = Vous avez déjà accepté de jouer pour { $absent } : les autres doivent accepter aussi.
