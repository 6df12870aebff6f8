# La page de lancer (bot/web/throw.py, bot/web/throw.html)
df-page-gone = Ce lancer n'attend plus : il a été fait, ou la table est passée à la suite. Demandez un nouveau lien avec /game throw.
df-page-expired = Ce lien a expiré. Demandez-en un nouveau avec /game throw.
df-page-height = Hauteur { $height }
df-page-power = Force
df-page-too-high = trop haut : pas de rebond avant la Cible
df-page-reach = atteint le centre
df-page-monster = { $name } : { $hp }/{ $max } PV, frappe de { $damage }
df-page-hero = { $name } : { $hp }/{ $max } PV
df-page-throws = Lancer spécial : { $names }
df-page-weapons = Armes (à choisir avant le geste)
df-page-items = Dégâts supplémentaires
df-page-mirror = Dos à la table : la vue est un miroir
df-page-retry = Recommencez.
df-page-thrown = Lancé : force { $power }, hauteur { $height }
df-page-emprunt = Emprunt : { $hero } donne la force. Votre geste donne la visée et la hauteur.
df-page-wait-emprunt = Emprunt : on attend que { $player } ({ $hero }) donne la force dans Discord…
df-page-wait-gauge = Réflexe : arrêtez la jauge de force dans Discord ; le résultat suivra ici…
