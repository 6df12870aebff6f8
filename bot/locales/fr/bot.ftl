## Errors of the platform (shown privately to the player who caused them)
err-unknown-code = Action refusée ({ $code }).
err-no-table = Aucune partie dans ce salon. Lancez-en une avec { $cmd-game-new }.
err-table-not-lobby = La partie a déjà commencé : on ne peut plus s'y asseoir ni la relancer.
err-table-not-active = La partie n'a pas encore commencé : l'hôte la lance avec { $cmd-game-start }.
err-channel-busy = Une partie est déjà en cours dans ce salon. Terminez-la ({ $cmd-game-abandon }) ou ouvrez un fil.
err-already-seated = Vous êtes déjà assis à cette table.
err-table-full = La table est complète ({ $max } joueurs au plus).
err-leave-started = La partie a commencé : on ne peut plus quitter la table. L'hôte peut l'abandonner avec { $cmd-game-abandon }.
err-not-seated = Vous n'êtes pas assis à cette table. Rejoignez-la avec { $cmd-game-join } tant qu'elle n'a pas commencé.
err-host-only = Seul l'hôte de la table ou un membre pouvant gérer le salon peut faire cela.
err-manage-only = Il faut la permission « Gérer les salons » pour changer les réglages du serveur.
err-not-enough-players = Il faut au moins { $min } joueurs pour commencer (il y en a { $count }).
err-stale-message = Ce message n'est plus à jour : la partie a avancé. Regardez le dernier plateau ({ $cmd-game-status }).
err-table-changed = La partie a changé pendant votre action : regardez de nouveau le plateau et rejouez.
err-db-unavailable = La base de données ne répond pas pour le moment : réessayez dans un instant.
err-undo-nothing = Il n'y a rien à annuler.
err-undo-not-yours = La dernière action n'est pas la vôtre : vous ne pouvez annuler que vos propres actions.
err-undo-irreversible = Impossible d'annuler : la dernière action a lancé des dés ou révélé une information cachée.
err-undo-turn-passed = Impossible d'annuler : la main est passée à un autre joueur.
err-settings-no-server = Les réglages ne concernent qu'un serveur, pas les messages privés.
err-bad-locale = Langue inconnue « { $locale } ». Langues possibles : { $known }.
err-bad-reminder = Délai de rappel invalide ({ $minutes } min) : entre 0 (désactivé) et 10080 minutes (une semaine).
err-not-your-turn = Ce n'est pas à vous de jouer.
err-game-over = La partie est terminée.
err-bad-option = Option de partie invalide : { $option } = « { $value } ».
err-bad-option-word = Option illisible : « { $word } ». Écrivez chaque option nom:valeur, séparées par des espaces (exemple : bots:1 level:strong).
err-bad-action = Valeur invalide pour « { $field } » : « { $value } ».
err-unknown-command = Commande inconnue pour ce jeu : « { $command } ».
err-unknown-game = Jeu inconnu « { $game } ». Jeux disponibles : { $known }.
err-bad-square = Case invalide « { $square } » : écrivez une lettre puis un nombre, par exemple C4.
err-square-off-board = La case { $square } est hors du plateau.
err-console-bad-line = Ligne incomprise : « { $line } ». Écrivez par exemple : @alice /game new krosmaster
err-console-unknown = Commande inconnue « { $command } ». Tapez { $cmd-help } pour la liste.
err-wrong-game = La partie de ce salon est { $game } : ses commandes commencent par /{ $group }.
err-skip-nobody = Personne d'autre n'est attendu : il n'y a personne à remplacer.
err-skip-impossible = Le jeu ne sait pas jouer à la place de { $player } ici : il faut sa réponse.
err-missing-option = Il manque l'option « { $option } ».

## Buttons
btn-join = Rejoindre
btn-start = Commencer la partie

## Tables
table-created = { $host } ouvre une table de { $game } ({ $seats } { $most ->
    [one] joueur
   *[other] joueurs
}). Rejoignez avec { $cmd-game-join } ; l'hôte lance avec { $cmd-game-start }.
player-joined = { $player } rejoint la table. Joueurs ({ $count }) : { $players }.
player-left = { $player } quitte la table.
player-left-closed = { $player } quitte la table, qui est vide : elle est fermée.
lobby-status = Table de { $game } en attente ({ $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}, de { $min } à { $max }) : { $players }.
table-started = La partie de { $game } commence ! Joueurs : { $players }.
    Empreinte SHA-256 de la graine des dés : { $hash } (la graine sera révélée à la fin).
seed-revealed = Graine des dés révélée : { $seed } (vérifiez avec { $cmd-game-verify }).
table-abandoned = { $player } met fin à la partie.
skipped = { $player } joue à la place de { $absent }, absent(e) :
undone = { $player } annule sa dernière action.
status-lobby = en attente
status-active = en cours
status-finished = terminée
status-abandoned = abandonnée
result-victory = { $count ->
    [one] Victoire : { $winners } !
   *[other] Victoire : { $winners } ({ $count } gagnants) !
}
names-and = { $head } et { $last }
result-defeat = Défaite de toute l'équipe.
result-draw = Égalité.
result-score = Fin de la partie.
result-scores = Scores : { $scores }.
result-best = Meilleur score : { $winners }.
prompt-line = ➡️ { $player } : { $text }

## Log, export, verification
log-head = Journal de la partie ({ $count } actions) :
log-empty = Le journal est vide : aucune action n'a encore été jouée.
log-undone = { " " }(annulée)
export-done = Export de la partie : { $name } ({ $actions ->
    [one] { $actions } ligne de journal
   *[other] { $actions } lignes de journal
}, graine comprise).
export-done-running = Export de la partie en cours : { $name } ({ $actions ->
    [one] { $actions } ligne de journal
   *[other] { $actions } lignes de journal
} ; la graine et l'état caché seront inclus à la fin).
verify-ok = Vérification réussie : la graine correspond à son empreinte, et rejouer les { $actions } actions redonne les événements de chaque ligne, les { $draws } tirages et l'état enregistré.
verify-not-ended = La partie n'est pas finie : la graine est secrète. Son empreinte est { $hash } ; vérifiez à la fin.
verify-bad-hash = Échec : la graine ne correspond pas à l'empreinte publiée au début.
verify-bad-options = Échec : les options de partie du fichier ne sont pas valides pour ce jeu.
verify-bad-seats = Échec : les places du fichier ({ $count }) ne sont pas numérotées 0, 1, 2… ou pas un nombre de joueurs valide pour ce jeu.
verify-no-setup = Échec : le journal ne commence pas par la mise en place de la partie.
verify-bad-state = Échec : rejouer le journal ne redonne pas l'état enregistré.
verify-bad-result = Échec : rejouer le journal ne redonne pas le résultat enregistré.
verify-unplayable = Échec : le journal contient une valeur que le jeu ne peut pas rejouer.
verify-row-seq = Échec : la ligne { $row } porte le numéro { $seq }, qui ne suit pas celui de la ligne précédente ({ $previous }).
verify-row-kind = Échec : la ligne { $row } est une seconde mise en place.
verify-row-seat = Échec : ligne { $row } : l'action ne désigne aucune place de la table.
verify-row-illegal = Échec : ligne { $row } : l'action n'est pas un coup permis à ce moment du rejeu.
verify-row-undo = Échec : ligne { $row } : l'annulation ne porte pas sur la dernière action en vigueur, du même joueur, sans tirage ni révélation.
verify-row-draw-count = Échec : la ligne { $row } annonce { $count } { $count ->
        [one] tirage
       *[other] tirages
    } mais en liste { $draws }.
verify-row-extra-draws = Échec : la ligne { $row } contient { $count } { $count ->
        [one] tirage
       *[other] tirages
    } de plus que le rejeu.
verify-row-missing-draws = Échec : la ligne { $row } contient { $count } { $count ->
        [one] tirage
       *[other] tirages
    } de moins que le rejeu.
verify-row-draw-numbers = Échec : ligne { $row } : les numéros de tirage ne se suivent pas ({ $expected } attendu, { $found } trouvé).
verify-row-draw-value = Échec : ligne { $row } : le tirage numéro { $number } ne correspond pas à la graine.
verify-row-draws = Échec : ligne { $row } : les tirages diffèrent du rejeu.
verify-row-dice-events = Échec : ligne { $row } : les événements de dés diffèrent du rejeu.
verify-row-events = Échec : ligne { $row } : les événements diffèrent du rejeu.
verify-row-notice = Échec : la ligne { $row } dit que la plateforme a joué un coup par défaut à l'expiration du délai, mais ce siège n'était pas attendu ou ce n'est pas son coup par défaut.
verify-unsigned = Non prouvé : les dés et les coups sont vérifiés, mais le fichier ne porte pas de signature de ce bot : les joueurs, les heures et les coups joués à l'expiration du délai ne sont pas prouvés.
verify-foreign-signature = Non prouvé : les dés et les coups sont vérifiés, mais le fichier est signé par une autre clé que celle de ce bot.
verify-bad-signature = Échec : le fichier a été modifié après sa signature par le bot (les joueurs, les heures, l'ordre des lignes ou les coups joués à l'expiration du délai).
verify-timeout = Trop long à vérifier : la vérification s'est arrêtée après { $seconds } secondes.
verify-not-export = Ce fichier n'est pas un export de Meneur (JSON).
verify-too-big = Ce fichier est trop gros pour être un export de Meneur ({ $limit } Mio au plus).
verify-too-deep = Ce fichier n'est pas un export de Meneur : ses données s'imbriquent sur plus de { $limit } niveaux.
verify-unknown-game = Cet export est celui d'un jeu inconnu : « { $game } ».
verify-field-missing = Ce fichier n'est pas un export de Meneur : le champ « { $field } » manque.
verify-field-wrong = Ce fichier n'est pas un export de Meneur : le champ « { $field } » n'a pas le bon type ou la bonne valeur.
verify-field-too-long = Ce fichier n'est pas un export de Meneur : le champ « { $field } » contient plus de { $limit } éléments ou caractères.
verify-row-field-missing = Ce fichier n'est pas un export de Meneur : la ligne { $row } n'a pas de champ « { $field } ».
verify-row-field-wrong = Ce fichier n'est pas un export de Meneur : ligne { $row } : le champ « { $field } » n'a pas le bon type ou la bonne valeur.
verify-row-field-too-long = Ce fichier n'est pas un export de Meneur : ligne { $row } : le champ « { $field } » contient plus de { $limit } éléments ou caractères.

## My games
mine-none = Vous n'êtes assis à aucune partie en cours sur ce serveur.
mine-head = Vos parties en cours ({ $count }) :
mine-line = • { $game } dans <#{ $channel }> : { $status }
mine-line-awaited = • { $game } dans <#{ $channel }> : { $status }, c'est à vous !

## Dice
roll-by = 🎲 { $player } : { $roll }
roll-history-empty = Aucun lancer de dés dans ce salon pour l'instant.
roll-history-head = Les { $count } derniers lancers de ce salon :
roll-history-line = { $time } { $player } : { $roll }

## Settings
settings-show = Réglages du serveur : langue { $locale }, rappels après { $minutes } min (0 = désactivés), fils de discussion { $threads }.

## Console
console-welcome = Table locale de Meneur. Tapez des lignes comme « @alice /game new krosmaster », « @bob /game join », « @alice /roll 2d6+1 ». /help pour l'aide, /quit pour sortir.
console-image = Image : { $path }
console-file = Fichier : { $path }
console-error = Désolé, cette ligne a échoué de mon côté. C'est noté ; les lignes suivantes s'exécutent quand même.
console-whisper = (privé pour { $player }) { $text }
console-choices = Choix :
console-help =
    Sur la console, chaque ligne commence par le joueur qui tape : « @alice { $cmd-game-new } { $example } », « @bob:en /game join » (:fr ou :en choisit sa langue), « @alice #cave … » pour un autre salon. Les options s'écrivent nom:valeur. /game tick <minutes> avance l'horloge de la console : rappels et délais expirés.

## Options de table et langues
err-unknown-game-option = Option inconnue « { $option } ». Options de ce jeu : { $known }.
err-bad-game-option = Valeur invalide pour l'option « { $option } » : « { $value } ». Valeurs possibles : { $allowed }.
err-bad-game-option-number = Valeur invalide pour l'option « { $option } » : « { $value } ». Il faut un nombre entier de { $min } à { $max }.
status-cooldown = Le plateau a été reposté il y a { $seconds } s : il est juste au-dessus dans le salon. On pourra le reposter dans { $wait } s.

# admission (trop de coups en attente dans ce processus)
err-busy = Le bot a trop de coups à jouer en ce moment : réessayez dans un instant. Rien n'a été joué.
## Fiche de table, registre et rattrapage
card-title = { $game } — table n°{ $table }
card-since = En attente depuis
card-deadline = Échéance
card-recent = Dernières actions
card-seed = Empreinte de la graine (SHA-256) :
card-link = 📋 Fiche de la table : { $link }
catch-up-head = Depuis votre dernier coup ici (il y a { $hours ->
    [one] { $hours } heure
   *[other] { $hours } heures
}), { $count ->
    [one] { $count } événement public
   *[other] { $count } événements publics
} :
catch-up-more = … { $count ->
    [one] { $count } ligne plus ancienne omise.
   *[other] { $count } lignes plus anciennes omises.
}
