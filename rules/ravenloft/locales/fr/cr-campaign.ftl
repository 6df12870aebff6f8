# Campagnes (rules/ravenloft/campaign.py)
gameopt-ravenloft-campaign_treasures = Campagne : les objets trésors sont laissés à la fin de l'aventure (left, la règle) ou gardés (kept)
gameopt-ravenloft-campaign_xp = Campagne : la pile d'XP passe à l'aventure suivante (kept) ou est perdue (lost)
err-cr-campaign-too-high = Pas plus de { $most } héros de niveau 6 ou plus dans une même aventure ({ $count } ici) : laissez un héros de haut niveau au repos.
err-cr-campaign-not-over = L'aventure n'est pas finie : ses héros ne peuvent pas encore passer à la suivante.
gameopt-ravenloft-carry = Campagne : les héros portés d'une aventure à l'autre (rempli par le bot)
gameopt-ravenloft-carry_players = Campagne : les joueurs de chaque place (rempli par le bot)
