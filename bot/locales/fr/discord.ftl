## Adaptateur Discord : noms des commandes (minuscules, sans espace, 32 caractères au plus)
cmdname-roll = jet
cmdname-roll-history = historique-jets
cmdname-game = partie
cmdname-game-new = nouvelle
cmdname-game-join = rejoindre
cmdname-game-leave = quitter
cmdname-game-start = commencer
cmdname-game-status = état
cmdname-game-log = journal
cmdname-game-skip = passer
cmdname-game-undo = annuler
cmdname-game-abandon = abandonner
cmdname-game-export = exporter
cmdname-game-verify = vérifier
cmdname-game-mine = mes-parties
cmdname-game-settings = réglages
optname-roll-expression = expression
optname-game-new-game = jeu
optname-game-new-options = options
optname-game-new-thread = fil
optname-game-verify-file = fichier
optname-game-settings-locale = langue
optname-game-settings-reminder = rappel
optname-game-settings-threads = fils

## Adaptateur Discord : descriptions des commandes (100 caractères au plus)
cmd-roll = Lancer des dés à la vue de tous (2d6+3, 4d6kh3, 5d6>=5, 3kros...)
cmd-roll-history = Les derniers lancers de dés de ce salon
cmd-game = Tables de jeu : ouvrir, rejoindre, lancer, suivre et finir une partie
cmd-game-new = Ouvrir une table de jeu dans ce salon (ou dans un nouveau fil)
cmd-game-join = S'asseoir à la table qui attend dans ce salon
cmd-game-leave = Quitter la table avant le début de la partie
cmd-game-start = Commencer la partie (hôte ou « Gérer les salons »)
cmd-game-status = Reposter le plateau et qui doit jouer
cmd-game-log = Le journal de la partie de ce salon (privé)
cmd-game-skip = Jouer à la place d'un joueur absent (l'hôte ou un modérateur)
cmd-game-undo = Annuler votre dernière action si elle n'a lancé aucun dé ni rien révélé
cmd-game-abandon = Mettre fin à la partie (hôte ou « Gérer les salons »)
cmd-game-export = Exporter la partie en fichier JSON (journal, tirages, graine à la fin)
cmd-game-verify = Vérifier chaque lancer de la partie, ou d'un fichier exporté
cmd-game-mine = Vos parties en cours sur ce serveur (privé)
cmd-game-settings = Réglages du serveur : langue, rappels, fils (« Gérer les salons » pour modifier)
opt-roll-expression = Les dés à lancer, par exemple 2d6+3, 4d6kh3, 5d6>=5, 3kros
opt-game-new-game = Le jeu
opt-game-new-options = Options du jeu en mots clé:valeur, par exemple target:12 scenario:ruines
opt-game-new-thread = Ouvrir la partie dans son propre fil
opt-game-verify-file = Un export de Meneur (JSON) à vérifier au lieu de la partie de ce salon
opt-game-settings-locale = La langue du serveur
opt-game-settings-reminder = Relancer un joueur attendu après ce nombre de minutes (0 : jamais)
opt-game-settings-threads = Ouvrir par défaut les nouvelles parties dans leur propre fil
choice-locale-fr = Français
choice-locale-en = English
dgroup-desc = Jouer à { $game } : vos coups dans la partie de ce salon
cmdname-info-group = infos
dgroup-info-desc = Voir les cartes, les pioches et les explications (rien ne change)

## Adaptateur Discord : messages
discord-error = Désolé, quelque chose s'est mal passé de mon côté. C'est noté ; réessayez dans un instant.
discord-not-for-you = Ce bouton n'est pas pour vous.
discord-bad-input = Valeur non valable : « { $value } ».
discord-thread-opened = { $host } ouvre une table de { $game } dans { $thread }.
discord-thread-name = { $game } - { $host }
discord-private-thread-name = { $game } n°{ $table } - privé - { $player }
discord-whisper-head = 🔒 { $game } dans { $channel } (vous seul voyez ceci) :
discord-missing-permission = Il me manque une permission dans ce salon ({ $permission }). Demandez à un administrateur de me l'accorder.
discord-verify-too-big = Ce fichier est trop gros pour être un export de Meneur.
discord-board-updated = ✅ Le plateau est à jour : { $link }
discord-ledger-trimmed = … ({ $count ->
    [one] { $count } ligne plus ancienne
   *[other] { $count } lignes plus anciennes
} de ce tour dans { $cmd-game-log })

## Adaptateur Discord : langue d'une table, redémarrage, commandes périmées
optname-game-new-locale = langue
opt-game-new-locale = La langue des messages publics de la table (sinon celle du serveur)
gameopt-platform-opponent = bot : l'ordinateur joue l'autre place
gameopt-platform-bots = Combien de places joue l'ordinateur (après celle de l'hôte)
gameopt-platform-level = La force de l'ordinateur
gameopt-platform-host_seat = La place que prend l'hôte (à partir de 1 ; l'ordinateur prend les autres)
optname-game-status-text = texte
opt-game-status-text = Le plateau en mots, en privé (pour un lecteur d'écran)
discord-restarting = Meneur redémarre : réessayez dans un instant.
discord-unknown-command = Je ne connais plus cette commande : Discord affiche encore une ancienne liste. Voyez { $cmd-help } pour les commandes actuelles.
discord-outdated-command = Cette commande a changé depuis que Discord l'a affichée : fermez-la et tapez-la de nouveau (la liste se met à jour en quelques instants). { $cmd-help } montre les commandes actuelles.
