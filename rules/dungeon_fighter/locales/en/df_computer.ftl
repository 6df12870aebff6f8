# The computer heroes' reasons (rules/dungeon_fighter/computer.py): one line before each move.
ev-df-why = 🤖 { $why ->
    [throw] { $hero } throws the { $colour ->
        [red] red
        [blue] blue
        [green] green
       *[white] white
    } die{ $weapons ->
        [0] {""}
       *[other] {" "}with their weapons
    }: its ability pays best against this monster.
    [room] { $hero } leads the party { $kind ->
        [fountain] to the fountain: the party needs healing.
        [shop] to the shop: there is gold to spend.
        [treasure] to the treasure room.
        [boss] to the boss.
       *[other] into room { $room }, the least dangerous.
    }
    [recover] { $hero } recovers the hero dice: the party can take the blow.
    [reroll] { $hero } rerolls: the result was too weak.
    [keep] { $hero } keeps the die's result.
    [discard] { $hero } discards the cheapest card.
    [vote] { $hero } votes yes.
    [scar] { $hero } takes the scar on the ability that serves least.
    [give] { $hero } gives the item to the hero with room for it.
    [heal] { $hero } spends the gold on healing: the party is hurt.
    [buy] { $hero } buys what serves the party.
    [next] { $hero } moves on: nothing else to do at the camp.
    [heal-card] { $hero } uses a heal: a standing hero is in danger.
    [push] { $hero } gives the throw its push.
   *[other] { $hero } makes the cautious choice.
}
