# Dungeon Fighter : les nombres du lancer par boutons (rules/dungeon_fighter/numbers.py) et le
# bouton du tableau vers la page de lancer (bot/web/throw.py)
df-choice-power = Force { $power } (atteint { $square })
df-choice-power-short = Force { $power } (s'arrête avant la Cible)
df-choice-power-beyond = Force { $power } (dépasse la Cible)
df-choice-power-blind = Force { $power }
df-choice-other = Autres valeurs…
df-choice-height = Hauteur { $height }
df-choice-height-best = Hauteur { $height } (la meilleure : rebond sûr, roule le moins)
df-choice-height-best-for = Hauteur { $height } (la meilleure pour la force { $power })
df-choice-height-risky = Hauteur { $height } (risqué : rebondit près de la Cible)
df-choice-height-miss = Hauteur { $height } ({ $bounces ->
    [1] aucun rebond
   *[other] moins de { $bounces } rebonds
} avant la Cible : raté)
df-choice-height-card = Hauteur { $height } (trop bas : tombe sur la carte)
df-choice-bounce2 = Second rebond { $bounce2 }
df-choice-bounce2-hint = Second rebond { $bounce2 } (la moitié du reste, comme un rebond simple)
df-choice-bounce2-risky = Second rebond { $bounce2 } (risqué : près de la Cible)
df-choice-bounce2-miss = Second rebond { $bounce2 } (sur la Cible : raté)
df-btn-throw-page = Lancer
df-page-open = Ouvrir la page de lancer
df-page-not-yours = Ce lancer est celui de { $player } : lui seul peut ouvrir sa page.
df-choice-same-height = Comme la dernière fois ({ $square }, hauteur { $height })
