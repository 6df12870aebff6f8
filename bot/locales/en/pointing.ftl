## Moves by pointing (bot/service/pointing.py, bot/discord/choices.py, bot/console/choices.py)

choice-start = Choose your move.
choice-step = { $chosen }: choose.
choice-form = { $title }: give these numbers (the default when left empty).
choice-form-field = · { $name }: { $label } (default { $default })
console-pick-form = Type for example: { $example }
err-console-bad-pick = “{ $value }”: give the numbers of the answers, e.g. /pick 2 5.
