## Campagnes : des tables jouées l'une après l'autre avec les mêmes héros (bot/service/campaigns.py)

cmdname-game-campaign = campagne
optname-game-campaign-name = nom
cmd-game-campaign = Une campagne : ce que ses héros emportent, et l'aventure suivante
opt-game-campaign-name = Le nom de la campagne (vide : les campagnes du serveur)
gameopt-platform-campaign = campagne à laquelle la table appartient : ses héros passent d'une aventure à l'autre
campaign-created = 📜 Campagne « { $name } » commencée : ses héros garderont ce qu'ils gagnent d'une aventure à l'autre ({ $cmd-game-campaign } pour les voir).
campaign-continued = 📜 Campagne « { $name } », table { $number } : les héros reprennent là où ils en étaient.
campaign-head = 📜 Campagne « { $name } » ({ $game }), { $tables ->
        [one] { $tables } table
       *[other] { $tables } tables
    } :
campaign-carried = La campagne « { $name } » continue : les héros gardent ce que les règles leur laissent.
campaign-none = Pas encore de campagne ici : commencez-en une avec { $cmd-game-new } et l'option campaign:<nom>.
campaign-list-head = 📜 Les campagnes d'ici (donnez un nom pour en voir une) :
campaign-list-line = « { $name } » ({ $game }), { $tables ->
        [one] { $tables } table
       *[other] { $tables } tables
    }
campaign-playing = Une table de la campagne est ouverte (salon { $channel }) : finissez-la ou abandonnez-la avant l'aventure suivante.
btn-campaign-play = Aventure suivante : { $choice }
menu-campaign-play = Jouer plutôt : { $choice }
err-no-campaigns = Ce jeu ne se joue pas en campagne ({ $game }).
err-campaign-bad-name = Donnez un nom de campagne de 1 à { $limit } caractères.
err-campaign-other-game = « { $name } » est une campagne d'un autre jeu ({ $game }).
err-campaign-busy = La campagne « { $name } » a déjà une table ouverte (salon { $channel }) : finissez-la ou abandonnez-la d'abord.
err-campaign-unknown = Pas de campagne « { $name } » ici ({ $cmd-game-campaign } les liste).
