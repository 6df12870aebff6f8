# The events of the adventures' lasting rules (rules/ravenloft/adventure_special.py)
ev-cr-token-hidden = A { $token_name } lies face down on { $square }.
ev-cr-token-turned = { $hero_name } turns the { $token_name } on { $square }: { $face_name }.
ev-cr-time-token = The ritual goes on: { $placed ->
    [one] { $placed } Time token placed
   *[other] { $placed } Time tokens placed
}, { $left ->
    [0] the ritual is complete
    [one] { $left } more before it is complete
   *[other] { $left } more before it is complete
}.
ev-cr-monster-escaped = { $monster_name } escapes from { $square } ({ $escaped ->
    [one] { $escaped } monster escaped
   *[other] { $escaped } monsters escaped
}).
end-cr-victory-monsters-defeated = Victory: enough monsters have fallen!
end-cr-defeat-monsters-escaped = Defeat: too many monsters escaped.
end-cr-defeat-countdown = Defeat: the ritual is complete.
end-cr-victory-token-escaped = Victory: the object is out of the dungeon!
# A tile placed west or north of A1 (rules/ravenloft/exploration.py, rename_squares)
ev-cr-squares-renamed = The dungeon grows { $way ->
    [n] north
    [w] west
   *[nw] north-west
}: A1 stays the top-left corner and the squares are renamed ({ $old } is now { $new }).
# The adventure told at the start and at its moments (rules/ravenloft/adventure_texts.py)
ev-cr-adventure-opening = “{ $adventure }”: { $intro } Goal: { $goal }
ev-cr-adventure-rule = Adventure rule: { $text }
ev-cr-adventure-moment = { $text }

# An adventure: option's value as the /game new menu and /help show it
cr-adventure-value-exact = { $name } ({ $count ->
    [1] 1 hero
   *[other] { $count } heroes
})
cr-adventure-value = { $name } ({ $min }-{ $max } heroes)
