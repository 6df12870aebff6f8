## Arbres de choix : rules/core/choices.py (coups par boutons, menus et formulaires)

choice-more = Plus… ({ $count })
err-choice-gone = Ce choix n'est plus proposé : la partie a avancé. Regardez le dernier plateau.
err-choice-missing-value = Valeur manquante : { $option }.
err-choice-bad-value = « { $value } » n'est pas un nombre valable pour { $option }.
err-choice-out-of-range = { $option } doit être entre { $min } et { $max } (pas { $value }).
