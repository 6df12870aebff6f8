## Choice trees: rules/core/choices.py (moves by buttons, menus and forms)

choice-more = More… ({ $count })
err-choice-gone = This choice is no longer offered: the game has moved on. Look at the latest board.
err-choice-missing-value = Missing value: { $option }.
err-choice-bad-value = “{ $value }” is not a valid number for { $option }.
err-choice-out-of-range = { $option } must be between { $min } and { $max } (not { $value }).
