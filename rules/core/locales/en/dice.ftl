## Dice: the module rules/core/dice.py (the /roll command and the games' rolls)

## Errors

err-dice-bad-expression = “{ $expression }” is not a valid dice roll. Examples: 1d20+5, 4d6kh3, 5d6>=5, 3kros, calamity, aptitude 14 vs 20.
err-dice-too-many = { $what ->
    [length] Expression too long: { $limit } characters at most.
    [sides] Die too large: { $limit } sides at most.
    [rolls] Too many rolls with rerolls and explosions: { $limit } at most.
   *[dice] Too many dice: { $limit } at most.
}
err-dice-division-by-zero = Division by zero in “{ $expression }”.
err-dice-bad-value = Impossible value in “{ $expression }”.

## Showing a roll

dice-comment = 🎲 **{ $comment }**
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
