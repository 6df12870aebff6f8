# Dungeon Fighter: the throw's numbers by buttons (rules/dungeon_fighter/numbers.py) and the
# board's button to the throw page (bot/web/throw.py)
df-choice-power = Power { $power } (reaches { $square })
df-choice-power-short = Power { $power } (stops short of the Target)
df-choice-power-beyond = Power { $power } (goes past the Target)
df-choice-power-blind = Power { $power }
df-choice-other = Other numbers…
df-choice-height = Height { $height }
df-choice-height-best = Height { $height } (best: bounces safely, rolls least)
df-choice-height-best-for = Height { $height } (best for power { $power })
df-choice-height-risky = Height { $height } (risky: bounces near the Target)
df-choice-height-miss = Height { $height } ({ $bounces ->
    [1] no bounce
   *[other] fewer than { $bounces } bounces
} before the Target: a miss)
df-choice-height-card = Height { $height } (too low: lands on the card)
df-choice-bounce2 = Second bounce { $bounce2 }
df-choice-bounce2-hint = Second bounce { $bounce2 } (half the rest, like a plain bounce)
df-choice-bounce2-risky = Second bounce { $bounce2 } (risky: near the Target)
df-choice-bounce2-miss = Second bounce { $bounce2 } (on the Target: a miss)
df-btn-throw-page = Throw
df-page-open = Open the throw page
df-page-not-yours = This throw is { $player }'s: only they can open its page.
df-choice-same-height = Same as last ({ $square }, height { $height })
