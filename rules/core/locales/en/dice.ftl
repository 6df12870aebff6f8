## Dice: the module rules/core/dice.py (the /roll command and the games' rolls)

## Errors

err-dice-bad-expression = “{ $expression }” is not a valid dice roll. Examples: 1d20+5, 4d6kh3, 5d6>=5, 3kros, calamity, aptitude 14 vs 20.
err-dice-too-many = { $what ->
    [length] Expression too long: { $limit } characters at most.
    [sides] Die too large: { $limit } sides at most.
    [rolls] Too many rolls with rerolls and explosions: { $limit } at most.
    [repeat] Too many repeats: { $limit } at most (6#4d6kh3).
    [parts] Too many expressions in one command: { $limit } at most, separated by “;”.
    [line] Too many rolls in one command: { $limit } at most, repeats included.
   *[dice] Too many dice: { $limit } at most.
}
err-dice-division-by-zero = Division by zero in “{ $expression }”.
err-dice-bad-value = Impossible value in “{ $expression }”.

err-dice-syntax = { $at ->
    [end] “{ $expression }” stops too early: something is missing at the end.
   *[char] I do not understand “{ $got }” at character { $column } of “{ $expression }”.
}
    ```
    { $expression }
    { $pointer }
    ```
err-dice-bad-repeat = Impossible repeat in “{ $expression }”: write a number of rolls, 1 or more, then # (6#4d6kh3).
err-dice-adv-no-d20 = Advantage and disadvantage apply to a d20, and “{ $expression }” rolls none (example: 1d20+5 advantage).

## Showing a roll

dice-comment = **{ $comment }**
dice-successes = { $count ->
    [0] no successes
    [one] **{ $count }** success
   *[other] **{ $count }** successes
}
dice-success = Success
dice-failure = Failure
dice-natural-20 = Natural 20!
dice-natural-1 = Natural 1

## Krosmaster Arena: the die's faces

dice-kros-roll = { $count ->
    [one] Krosmaster die
   *[other] { $count } Krosmaster dice
}: { $faces }
dice-face-critique = Critical
dice-face-armure = Armor
dice-face-tacle = Tackle
dice-face-esquive = Dodge
dice-face-double = Critical or Dodge
dice-face-joker = Wild (Dofus egg)

## Kravora: the calamity die

dice-calamity-roll = { $count ->
    [one] Calamity die
   *[other] { $count } calamity dice
}: { $faces }
dice-calamity-blood-5 = +5 L of blood
dice-calamity-blood-10 = +10 L of blood
dice-calamity-comet = Comet
dice-calamity-double-comet = Double comet
dice-calamity-arrow = Arrow
dice-calamity-blank = Blank face
dice-calamity-comet-target = { $value ->
    [1] 1: line farthest from the fortress
    [2] 2: second line
    [3] 3: third line
    [4] 4: fourth line
    [5] 5: fortress floor or wall
   *[6] 6: wall
}

## Mortebrume: aptitude rolls

dice-aptitude-roll = Aptitude { $aptitude } + { $dice } ({ $faces }) = **{ $total }**
dice-aptitude-vs = against { $difficulty }
dice-aptitude-auto-fail = Automatic failure
dice-aptitude-particular = Particular success
dice-aptitude-special = Special success

## Several rolls in one command (rules/core/dice_line.py)

dice-adv = Advantage
dice-dis = Disadvantage
dice-repeat-head = { $count } × { $expression }
dice-repeat-line = { $n }. { $roll }
dice-repeat-total = Total: **{ $total }**
dice-repeat-successes = { $count ->
    [0] No success in all
   *[other] **{ $count }** successes in all
}
dice-repeat-passed = { $count } of { $of } succeeded

## Names of saved rolls

err-dice-bad-name = “{ $name }” cannot be a roll's name: 1 to 32 letters, digits, - or _, no spaces.
err-dice-name-is-roll = “{ $name }” already means a roll or a command: choose another name.

## A roll's statistics (rules/core/dice_stats.py, render/dice_stats.py)

err-dice-stats-one = One expression, without repeats, for statistics: “{ $expression }”.
err-dice-stats-no-total = “{ $expression }” has no total: its faces do not add up.
err-dice-stats-target = Unreadable target: “{ $target }”. Examples: 15, >= 15, < 8.
dice-stats-chart-exact = Exact · mean { $mean } · { $low } to { $high }
dice-stats-chart-simulated = Simulated ({ $rolls } rolls) · mean { $mean } · { $low } to { $high }
dice-stats-head = 📊 **{ $expression }**: { $exact ->
    [yes] exact distribution
   *[no] estimate from { $rolls } simulated rolls (fixed seed)
}
dice-stats-summary = { $measure ->
    [successes] Successes
   *[total] Total
}: mean **{ $mean }**, standard deviation { $stdev }, { $low } to { $high }.
dice-stats-chance = Chance of { $comparison ->
    [gt] more than { $target }
    [le] at most { $target }
    [lt] less than { $target }
    [eq] exactly { $target }
    [ne] anything but { $target }
   *[ge] at least { $target }
}: **{ $percent }**{ $margin ->
    [none] {""}
   *[other] { " " }(± { $margin } at 95 %)
}
