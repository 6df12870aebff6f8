## Coups en pointant (bot/service/pointing.py, bot/discord/choices.py, bot/console/choices.py)

choice-start = Choisissez votre coup.
choice-step = { $chosen } : choisissez.
choice-form = { $title } : donnez ces nombres (la valeur par défaut si vide).
choice-form-field = · { $name } : { $label } (par défaut { $default })
console-pick-form = Tapez par exemple : { $example }
err-console-bad-pick = « { $value } » : donnez les numéros des réponses, par ex. /pick 2 5.
