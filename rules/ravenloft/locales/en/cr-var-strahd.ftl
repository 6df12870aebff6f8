# Castle Ravenloft — variant "Strahd played by a player" (seed L453-482)

gameopt-ravenloft-strahd = Variant variants:strahd (Strahd played by a player, 3 to 6 players, a hidden hand paid with Menace): who plays Strahd, host (the host, seat 0) or random
gameval-ravenloft-variants-strahd = Strahd played by a player (3 to 6 players): a hidden hand of encounters and monsters paid with Menace; option strahd:host|random

## Commands
cmd-cr-summon = Strahd: put a monster of his hand on the new tile
opt-cr-summon-card = The monster card
opt-cr-summon-square = The new tile's square (empty: its bone pile)
cmd-cr-play = Strahd: play an encounter of his hand (2 Menace)
opt-cr-play-card = The encounter card
cmd-cr-buy = Strahd: buy cards (1 Menace: 2 cards, 2 Menace: 4 cards)
opt-cr-buy-encounters = Cards drawn from the encounter deck
opt-cr-buy-monsters = Cards drawn from the monster deck
cmd-cr-reveal = Give Strahd 1 Menace to make him reveal his whole hand
cmd-cr-hand = Strahd: see his hand (privately); the others: his Menace and card count
cmdname-cr-hand = hand
cmdname-cr-summon = summon
cmdname-cr-play = play
cmdname-cr-buy = buy
cmdname-cr-reveal = reveal

## Buttons and choices
btn-cr-summon = Summon
btn-cr-play = Play
btn-cr-buy = Buy
btn-cr-reveal = Reveal Strahd's hand (1 Menace)
btn-cr-strahd-choose = Choose (privately)
opt-cr-strahd-pass = Pass
choice-cr-strahd-monster = { $monster_name } ({ $cost } Menace){ $lost ->
    [yes] {" "}— discarded: the hero already has this type
   *[no] {""}
}
choice-cr-strahd-square = { $square }
choice-cr-strahd-encounter = { $card_name }
choice-cr-strahd-buy = { $count } cards for { $cost } Menace
choice-cr-strahd-split = { $encounters } { $encounters ->
    [one] encounter
   *[other] encounters
}, { $monsters } { $monsters ->
    [one] monster
   *[other] monsters
}

## Prompts
prompt-cr-strahd-place = Strahd may put a monster of his hand on the new tile (Menace: { $menace })
prompt-cr-strahd-play = Strahd may play an encounter of his hand for { $cost } Menace (Menace: { $menace })
prompt-cr-strahd-buy = Strahd may buy cards (Menace: { $menace })

## Events
ev-cr-strahd-menace = Strahd gains { $gain } Menace ({ $why }): { $menace } in all.
ev-cr-strahd-passes = Strahd passes ({ $step }).
ev-cr-strahd-places = Strahd puts { $monster_name } on { $square } for { $cost } Menace ({ $menace } left); { $hero_name } takes the card.
ev-cr-strahd-discarded = Strahd puts { $monster_name }, but { $hero_name } already has that type: the card is discarded ({ $cost } Menace lost, { $menace } left).
ev-cr-strahd-plays = Strahd plays the encounter { $card_name } on { $hero_name } for { $cost } Menace ({ $menace } left).
ev-cr-strahd-buys = Strahd buys { $count } cards ({ $encounters } { $encounters ->
    [one] encounter
   *[other] encounters
}, { $monsters } { $monsters ->
    [one] monster
   *[other] monsters
}) for { $cost } Menace ({ $menace } left).
ev-cr-strahd-drew = You draw: { $cards }.
ev-cr-strahd-your-hand = Your move, Strahd ({ $step }, Menace { $menace }). Encounters: { $encounters }. Monsters: { $monsters }.
ev-cr-strahd-reveals = { $hero_name } gives Strahd 1 Menace (Menace { $menace }): he reveals his hand: { $cards }.
ev-cr-strahd-peeked = { $hero_name } looks at Strahd's hand (instead of manipulating the deck).
ev-cr-strahd-not-played = No Strahd player at this table (variant strahd).
ev-cr-strahd-count = Strahd: { $menace } Menace, { $encounters } { $encounters ->
    [one] encounter
   *[other] encounters
} and { $monsters } { $monsters ->
    [one] monster
   *[other] monsters
} in hand; revealed: { $known }.
ev-cr-strahd-hand-seen = Strahd's hand: { $cards }.

## Values
val-cr-strahd-why-white = a white-triangle tile
val-cr-strahd-why-black = a black-triangle tile
val-cr-strahd-why-none = no exploration
val-cr-strahd-step-place = place a monster
val-cr-strahd-step-encounter = play an encounter
val-cr-strahd-step-buy = buy cards
val-cr-strahd-none = none
val-cr-strahd-step-hand = your hand

## Errors
err-cr-strahd-seats = The strahd variant is for { $min } to { $max } players (here { $count }).
err-cr-strahd-not-in-hand = That card is not in Strahd's hand.
err-cr-strahd-same-monster = The second monster must differ from the first.
err-cr-strahd-not-enough-menace = It takes { $needed } Menace (Strahd has { $menace }).
err-cr-strahd-not-on-new-tile = { $square } is not a free square of the new tile.
err-cr-strahd-buy-count = Strahd buys 2 cards (1 Menace) or 4 cards (2 Menace), not { $count }.
err-cr-strahd-nothing-hidden = Strahd's hand has no hidden card.

## Picture
cr-pic-strahd-menace = Strahd: { $menace } Menace
cr-pic-strahd-cards = hand: { $encounters } { $encounters ->
    [one] encounter
   *[other] encounters
}, { $monsters } { $monsters ->
    [one] monster
   *[other] monsters
}
cr-pic-strahd-known = Revealed: { $cards }
cr-pic-strahd-hand = Your hand (Strahd)
cr-pic-strahd-monster = { $name } (monster, { $xp } XP)
cr-pic-strahd-encounter = { $name } (encounter)
cr-pic-strahd-squares = Squares of the new tile: { $squares }
cr-pic-strahd-cost = place here for { $cost } Menace
err-cr-strahd-buy-empty = The decks hold too few cards for this purchase: { $encounters } { $encounters ->
    [one] encounter
   *[other] encounters
} and { $monsters } { $monsters ->
    [one] monster
   *[other] monsters
} (deck and discard pile).
cr-pic-strahd-in-hand = { $name } ({ $xp } XP{ $cost ->
    [0] {""}
   *[other] , { $cost } Menace
})
cr-pic-strahd-times = { $card }{ $count ->
    [one] {""}
   *[other] {" "}×{ $count }
}
cr-pic-strahd-group = { $deck }: { $cards }
