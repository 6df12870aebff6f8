## L'adversaire ordinateur (bot/service/computer.py)
computer-name = Ordinateur{ $count ->
    [one] {""}
   *[other] {" "}{ $number }
} ({ $level ->
    [easy] facile
    [normal] normal
    [strong] fort
   *[other] { $level }
})
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
