## Reminders and deadlines
reminder-head = Rappel : { $players }, votre partie de { $game } vous attend depuis { $waited }.
reminder-link = Plateau : { $link }
duration-minutes = { $n } min
duration-hours = { $n } h
duration-days = { $n } j
ev-timeout-applied = ⏰ { $player } : temps écoulé, le coup par défaut a été joué (appliqué à l'expiration du délai).
settings-deadline = Délai par défaut pour un coup sur ce serveur : { $minutes } min (0 = aucun).
settings-table-deadline = Délai de cette table : { $minutes } min (0 = aucun).
settings-table-deadline-server = Délai de cette table : celui du serveur ({ $minutes } min).
settings-table-missed = { $missed ->
    [0] À cette table, l'ordinateur ne prend jamais la place d'un joueur qui manque ses délais.
   *[other] À cette table, l'ordinateur prend la place d'un joueur qui laisse passer { $missed } délais de suite.
}
err-bad-missed = Nombre de délais manqués invalide ({ $missed }) : entre 0 (l'ordinateur ne prend jamais la place) et { $max }.
optname-game-settings-missed = absences
opt-game-settings-missed = Cette table : délais qu'un joueur peut manquer de suite avant que l'ordinateur joue sa place (0 : jamais)
err-bad-deadline = Délai invalide pour { $option } ({ $minutes } min) : entre 0 (aucun) et 10080 minutes (une semaine).
console-tick = ⏰ L'horloge avance de { $minutes } min : { $reminders } { $reminders ->
        [one] rappel
       *[other] rappels
    }, { $timeouts } { $timeouts ->
        [one] table jouée
       *[other] tables jouées
    } à l'expiration du délai.
console-tick-channel = (dans #{ $channel })
err-console-tick = Usage : /game tick <minutes> (un nombre entier de 0 à 10080).
optname-game-settings-deadline = délai
optname-game-settings-server_deadline = délai_serveur
opt-game-settings-deadline = Cette table : minutes laissées pour un coup, puis le coup par défaut est joué (0 : aucun)
opt-game-settings-server_deadline = Le délai par défaut du serveur pour un coup, en minutes (0 : aucun)
