## Krosmaster Arena — English catalog (second language)
game-krosmaster = Krosmaster Arena
gameopt-krosmaster-scenario = Arena game (arena) or tutorial scenario (tuto1 to tuto7)
gameopt-krosmaster-teams = How teams are made: box (STASIS/WAKFU, or our duos with 4 players), random, draft or custom
gameopt-krosmaster-custom = Custom teams: one list of Krosmasters per player
gameopt-krosmaster-arena = Board face: La Fosse or L'Arène Élémentaire
gameopt-krosmaster-side = Duel: the second player's side (N, E, S, W); 4 players: player 1's corner (NW, NE, SE, SW)
gameopt-krosmaster-autodeploy = Deploy automatically on the start cells
gameopt-krosmaster-destruction = Optional rule: decor destruction
cmd-kros-move = Move the active character to a square (shortest path, tackles resolved)
opt-kros-move-to = Destination square (A1 to L12)
cmd-kros-cast = Cast a spell at a square
opt-kros-cast-spell = Spell to cast
opt-kros-cast-at = Target square
opt-kros-cast-ally = Adjacent ally to move (Style Pandawa)
cmd-kros-punch = Punch (5 PA) an adjacent character
opt-kros-punch-at = Square of the character punched
cmd-kros-pickup = Pick up a kama on your square (1 PA)
cmd-kros-buy = Buy a GG or a demonic reward on a demon cell (1 PA)
opt-kros-buy-item = gg, or the reward pile (1 to 6, granit1, jade2, or1...)
opt-kros-buy-hidden = Draw the reward face down
opt-kros-buy-to = Krosmaster receiving the reward
cmd-kros-reveal = Reveal a demonic reward (free action)
opt-kros-reveal-token = Reward to reveal
opt-kros-reveal-choice = Choice (Style Zobal: pa, pm or soin; Style Roublard: oui or non)
opt-kros-reveal-at = Square (Potion de Rappel, summon)
cmd-kros-end = End the active character's activation
cmd-kros-inspire = Place the inspiration dice or take the refund
opt-kros-inspire-die1 = Krosmaster taking the first die, or kamas
opt-kros-inspire-die2 = Krosmaster taking the second die, or kamas
opt-kros-inspire-face1 = Face chosen for the first die if it is special
opt-kros-inspire-face2 = Face chosen for the second die if it is special
cmd-kros-activate = Choose the summon that plays now
opt-kros-activate-unit = Summon to play
cmd-kros-deploy = Deploy a Krosmaster on a start cell
opt-kros-deploy-unit = Krosmaster to deploy
opt-kros-deploy-at = Start cell
cmd-kros-arena = Choose the board face (first player; player 4 with 4 players)
opt-kros-arena-arena = fosse or elementaire
cmd-kros-side = Choose your side of the board (4 players: player 1's corner)
opt-kros-side-side = N, E, S or W; with 4 players: NW, NE, SE or SW
cmd-kros-draft = Take one of the face-up character cards (draft)
opt-kros-draft-character = Character taken
## Added: 4 players, info commands, buttons, Discord names
gameopt-krosmaster-mode = duel (2 players), ffa (4 players, each for himself) or 2v2 (seats 1 and 3 against 2 and 4)
cmd-kros-tension = 4-player tension roll: name the player who loses 1 GG
opt-kros-tension-player = Player (name or number in play order)
cmd-kros-gift = Your own character K.O.: the opponent who receives the GG
opt-kros-gift-player = Opponent (name or number in play order)
cmd-kros-trigger = Choose the triggered effect (bomb) resolved now
opt-kros-trigger-unit = Bomb whose effect resolves
opt-kros-buy-victim = 4 players: the opponent who gives the GG
opt-kros-reveal-amount = Wounds to heal ("up to N", the most by default)
cmd-kros-card = Show a character's card (stats, spells, rewards)
opt-kros-card-unit = Character (name or id)
cmd-kros-reach = Show the squares a spell can reach now
opt-kros-reach-unit = Character casting the spell
opt-kros-reach-spell = Spell
opt-kros-pick-character = { $name }
opt-kros-pick-side = { $side ->
    [N] North
    [E] East
    [S] South
    [W] West
    [NW] North-west
    [NE] North-east
    [SE] South-east
   *[SW] South-west
}
opt-kros-pick-deploy = { $name } → { $at }
opt-kros-pick-unit = { $name } ({ $at })
opt-kros-pick-player = { $player } ({ $gg } GG)
opt-kros-pick-end = End the turn: { $name }
opt-kros-pick-pickup = Pick up a kama
opt-kros-pick-buy-gg = Buy a GG (10 kamas)
opt-kros-pick-reveal = Reveal { $reward }
btn-kros-pickup = Pick up
btn-kros-end = End activation
choice-kros-arena-arena-fosse = La Fosse
choice-kros-arena-arena-elementaire = L'Arène Élémentaire
choice-kros-side-side-n = North
choice-kros-side-side-e = East
choice-kros-side-side-s = South
choice-kros-side-side-w = West
choice-kros-side-side-nw = North-west (4 players)
choice-kros-side-side-ne = North-east (4 players)
choice-kros-side-side-se = South-east (4 players)
choice-kros-side-side-sw = South-west (4 players)
choice-kros-reveal-choice-pa = +3 PA (Style Zobal)
choice-kros-reveal-choice-pm = +2 PM (Style Zobal)
choice-kros-reveal-choice-soin = Heal 4 (Style Zobal)
choice-kros-reveal-choice-oui = Yes (Style Roublard)
choice-kros-reveal-choice-non = No (Style Roublard)
choice-kros-inspire-face1-critique = Critique
choice-kros-inspire-face1-armure = Armure
choice-kros-inspire-face1-tacle = Tacle
choice-kros-inspire-face1-esquive = Esquive
choice-kros-inspire-face2-critique = Critique
choice-kros-inspire-face2-armure = Armure
choice-kros-inspire-face2-tacle = Tacle
choice-kros-inspire-face2-esquive = Esquive
## The command group's name (the same in both languages: docs/vocabulary.md)
cmdname-kros = kros

cmdname-kros-move = move
cmdname-kros-cast = cast
cmdname-kros-punch = punch
cmdname-kros-pickup = pickup
cmdname-kros-buy = buy
cmdname-kros-reveal = reveal
cmdname-kros-end = end
cmdname-kros-inspire = inspire
cmdname-kros-tension = tension
cmdname-kros-gift = gift
cmdname-kros-trigger = trigger
cmdname-kros-activate = activate
cmdname-kros-deploy = deploy
cmdname-kros-arena = arena
cmdname-kros-side = side
cmdname-kros-draft = draft
cmdname-kros-card = card
cmdname-kros-reach = reach
optname-kros-move-to = to
optname-kros-cast-spell = spell
optname-kros-cast-at = at
optname-kros-cast-ally = ally
optname-kros-punch-at = at
optname-kros-buy-item = item
optname-kros-buy-hidden = hidden
optname-kros-buy-to = to
optname-kros-buy-victim = victim
optname-kros-reveal-token = token
optname-kros-reveal-choice = choice
optname-kros-reveal-at = at
optname-kros-reveal-amount = amount
optname-kros-inspire-die1 = die1
optname-kros-inspire-die2 = die2
optname-kros-inspire-face1 = face1
optname-kros-inspire-face2 = face2
optname-kros-tension-player = player
optname-kros-gift-player = player
optname-kros-trigger-unit = unit
optname-kros-activate-unit = unit
optname-kros-deploy-unit = unit
optname-kros-deploy-at = at
optname-kros-arena-arena = arena
optname-kros-side-side = side
optname-kros-draft-character = character
optname-kros-card-unit = unit
optname-kros-reach-unit = unit
optname-kros-reach-spell = spell

## Prompts, errors and events: ids travel in the parameters, names are resolved here
## (`<key>_name`, `<key>_names`, `<key>_shown`: rules/krosmaster/table.py `Table.named`).

prompt-kros-draft = Take one of the two face-up cards.
prompt-kros-arena = Choose the arena.
prompt-kros-side = Choose your side of the board (4 players: your corner).
prompt-kros-deploy = Deploy your Krosmasters on your start cells.
prompt-kros-inspiration = Tension roll: { $faces_shown }. Place your inspiration dice on your Krosmasters, or take the refund in kamas.
prompt-kros-activation = { $name } plays: { $pm } PM, { $pa } PA.
prompt-kros-summon-order = Several summons are waiting: choose the one that plays now.
prompt-kros-tension-target = The tension rises! Name { $step ->
    [1] the opponent
   *[other] the player
} who loses 1 GG.
prompt-kros-trigger-order = Several effects trigger: choose the one that resolves now.
prompt-kros-gift = Your side knocked out your own character: choose the opponent who receives { $gg } GG.

err-kros-already-deployed = { $unit } is already on the board.
err-kros-bad-choice = Impossible choice: { $choice } (Style Zobal: pa, pm or soin).
err-kros-bad-face = A die showing { $rolled ->
    [critique] Critique
    [armure] Armure
    [tacle] Tacle
    [esquive] Esquive
    [double] Critique/Esquive
   *[joker] Joker
} cannot be turned to { $face ->
    [critique] Critique
    [armure] Armure
    [tacle] Tacle
    [esquive] Esquive
   *[other] { $face }
}.
err-kros-bad-item = Unknown purchase: { $item } (gg, or a pile: 1 to 6, granit1, jade2, or1...).
err-kros-cannot-pay-wounds = This spell costs { $needed } wounds and there is room for only { $left }.
err-kros-cell-not-free = Square { $square } is not free.
err-kros-custom-teams = One custom team per player is needed (got { $count }).
err-kros-equipment-slot-taken = An equipment of type { $kind ->
    [arme] Weapon
    [panoplie] Set
    [familier] Pet
    [dofus] Dofus
   *[other] { $kind }
} is already revealed on this Krosmaster.
err-kros-inspire-two-dice = Give a choice for each of the two dice.
err-kros-krosmaster-only = Only a Krosmaster can do that (not a summon).
err-kros-missing-option = Missing option: { $option }.
err-kros-needs-adjacent-ally = An adjacent ally to move is needed (option "ally": { $ally }).
err-kros-needs-ally = This spell targets an allied character, and there is none at { $square }.
err-kros-no-kama = There is no kama on this square.
err-kros-no-line-of-sight = No line of sight to { $square }.
err-kros-no-such-pile = There is no pile { $pile } (piles 1 to 6).
err-kros-no-such-reward = This Krosmaster has no face-down reward "{ $token }".
err-kros-not-a-start-cell = { $square } is not one of your free start cells.
err-kros-not-adjacent = { $square } is not adjacent.
err-kros-not-enough-kamas = { $needed } kamas are needed and your stock has only { $left }.
err-kros-not-enough-pa = { $needed } PA needed, { $left } left.
err-kros-not-enough-pm = { $needed } PM needed, { $left } left.
err-kros-not-in-line = { $square } is not in line.
err-kros-not-on-demon-cell = You must stand on a demon cell to buy.
err-kros-not-visible = { $character } is not one of the face-up cards.
err-kros-not-waiting = { $unit } is not waiting to play.
err-kros-not-your-unit = { $unit } is not one of your Krosmasters.
err-kros-once-per-game = { $spell } can be cast only once per game.
err-kros-once-per-turn = { $spell } can be cast only once per turn.
err-kros-out-of-range = { $square } is out of range.
err-kros-perfect-block = Blocage Parfait: you cannot leave melee.
err-kros-personal-spell = { $spell } is a personal spell: it targets its caster only.
err-kros-pile-empty = Pile { $pile } is empty.
err-kros-reward-limit = { $unit } already holds { $limit } rewards (as many as its level).
err-kros-summon-limit = { $spell }: { $limit ->
    [one] already { $limit } summon in play, the most allowed.
   *[other] already { $limit } summons in play, the most allowed.
}
err-kros-team-duplicate = { $character }: { $limit ->
    [one] only once per team.
   *[other] at most { $limit } times per team.
}
err-kros-team-levels = The levels must total { $needed } (here { $total }).
err-kros-team-size = A team has { $min } to { $max } Krosmasters (here { $size }).
err-kros-unknown-character = Unknown character: { $character }.
err-kros-unknown-spell = Unknown or unavailable spell: { $spell }.
err-kros-unknown-unit = Unknown character: { $unit }.
err-kros-unreachable = Cannot reach { $square } with { $pm } PM.
err-kros-wrong-phase = Not now: { $phase ->
    [draft] the draft is under way.
    [arena] the arena is being chosen.
    [side] the side is being chosen.
    [deploy] the teams are being deployed.
    [inspiration] the inspiration dice are being placed.
    [tension-target] waiting for the player who loses a GG.
    [activation] a character is playing.
    [summon-order] waiting for the choice of the summon that plays.
    [trigger-order] waiting for the choice of the triggered effect.
    [gift] waiting for the opponent who receives the GG.
   *[over] the game is over.
}
err-kros-seats-for-mode = Mode { $mode } is not played by { $seats } (duel: 2; ffa and 2v2: 4).
err-kros-four-players-arena-only = With 4 players only the arena game is played (not { $scenario }).
err-kros-bad-side = Impossible side: { $side } (duel: N, E, S, W; 4 players: NW, NE, SE, SW).
err-kros-bad-player = This player cannot be chosen: { $player }.
err-kros-unknown-player = Unknown player: { $player }.
err-kros-bad-amount = Invalid number: { $amount }.
err-kros-info-command = { $command } is an information command.
err-kros-not-on-board = { $unit } is not on the board.

ev-kros-activation-ended = { $unit_name } ends its turn.
ev-kros-activation-started = { $unit_name } starts its turn.
ev-kros-arena-chosen = Arena chosen: { $arena ->
    [fosse] La Fosse
   *[other] L'Arène Élémentaire
}.
ev-kros-bomb-ticks = { $unit_name } takes 1 wound at the start of its summoner's turn.
ev-kros-buffs-removed = { $unit_name }'s Buffs end: { $buffs_names }.
ev-kros-cast = { $unit_name } casts { $spell_name } at { $at } ({ $pa } PA, { $pm } PM left).
ev-kros-coin = Initiative tie, broken by a coin toss: { $tied_names } (in this order).
ev-kros-ecaflip = Style Ecaflip, coin toss: { $won ->
    [yes] won, an extra face-down Gold reward!
   *[other] lost.
}
ev-kros-critical-roll = { $unit_name }'s critical roll ({ $spell_name }): { $faces_shown } → { $successes ->
    [0] no critical hit.
    [one] 1 critical hit!
   *[other] { $successes } critical hits!
}
ev-kros-decor-destroyed = The { $kind ->
    [tree] tree
    [bush] bush
   *[crate] crate
} at { $at } is destroyed: { $kamas } kamas fall on the square.
ev-kros-decor-hit = The { $kind ->
    [tree] tree
    [bush] bush
   *[crate] crate
} at { $at } takes the blow: { $wounds }/{ $pv } wounds.
ev-kros-deployed = { $unit_name } deploys at { $at }.
ev-kros-draft-started = Draft: { $first_name } picks first among { $visible_names }.
ev-kros-drafted = { $player } takes { $character_name } (face-up cards: { $visible_names }).
ev-kros-explosion = { $unit_name } explodes at { $at }!
ev-kros-first-player = { $player } is the first player.
ev-kros-game-over = Game over: { $reason ->
    [ko] a Krosmaster is K.O.
    [ko-held] the K.O. held for a turn.
    [last-team] only one team is left on the board.
    [no-team] nobody is left on the board.
    [no-gg] nobody has any GG left.
   *[gg] only one team still has GG.
} { $count ->
    [0] A draw.
   *[other] Victory for { $winners_names }!
}
ev-kros-game-started = Let the fight begin! { $first_name } plays first.
ev-kros-gg-bought = { $unit_name } buys a GG for 10 kamas.
ev-kros-gg-won = { $player } wins { $gg } GG ({ $why ->
    [ko] K.O.
    [bought] purchase
    [reward] reward
   *[own-ko] gift
}){ $wild ->
    [0] {""}
    [one] , the wild GG among them
   *[other] , { $wild } wild GG among them
}.
ev-kros-healed = { $same ->
    [yes] { $unit_name } heals
   *[other] { $by_name } heals { $unit_name }
}: { $amount ->
    [0] no wound removed.
    [one] 1 wound removed.
   *[other] { $amount } wounds removed.
}
ev-kros-hit = { $by_name }'s { $spell_name } hits { $unit_name }: { $faces_count ->
    [0] no armour roll
   *[other] armour roll { $faces_shown }
}, { $damage } damage → { $wounds ->
    [one] { $wounds } wound.
   *[other] { $wounds } wounds.
}
ev-kros-hold = { $player } knocked out a Krosmaster: they win unless the opponent strikes back on their next turn.
ev-kros-hold-broken = { $player } loses a Krosmaster on their turn: the victory slips away.
ev-kros-inspired = { $unit_name } gains { $count ->
    [one] the power
   *[other] the powers
} { $power ->
    [critique] Critique
    [armure] Armure
    [tacle] Tacle
   *[esquive] Esquive
}{ $count ->
    [one] {""}
   *[other] {" "}and { $second ->
        [critique] Critique
        [armure] Armure
        [tacle] Tacle
       *[esquive] Esquive
    }
} for this turn.
ev-kros-kama-picked = { $unit_name } picks up a kama ({ $player }'s stock: { $kamas }).
ev-kros-kamas-gained = { $player } gains { $kamas ->
    [one] { $kamas } kama.
   *[other] { $kamas } kamas.
}
ev-kros-ko = { $unit_name } is K.O. at { $at }!
ev-kros-life-stolen = Vol de Vie: { $unit_name } removes { $amount ->
    [one] { $amount } wound.
   *[other] { $amount } wounds.
}
ev-kros-markers = Markers on { $unit_name } for its next turn: { $pm } PM, { $pa } PA.
ev-kros-markers-applied = { $unit_name } applies its markers: { $pm } PM, { $pa } PA.
ev-kros-moved = { $steps ->
    [0] { $unit_name } is blocked at { $frm } by a tackle: no PM or PA left!
   *[other] { $unit_name } moves from { $frm } to { $to } ({ $steps } PM){ $blocked ->
        [true] , then is blocked by a tackle: no PM or PA left!
       *[other] .
    }
}
ev-kros-pushed = { $unit_name } goes from { $frm } to { $to }.
ev-kros-refund = Refund! { $player } takes { $kamas ->
    [one] { $kamas } kama.
   *[other] { $kamas } kamas.
}
ev-kros-reward-bought = { $unit_name } buys { $face_up ->
    [true] { $token_name }
   *[other] a face-down reward
} ({ $rank ->
    [granit] Granite
    [jade] Jade
   *[or] Gold
}, pile { $pile }, { $price } kamas){ $same ->
    [yes] .
   *[other] {" "}for { $to_name }.
}
ev-kros-reward-drawn = You draw { $token_name } for { $to_name }.
ev-kros-reward-revealed = { $unit_name } reveals { $token_name } ({ $kind ->
    [boost] Boost
    [buff] Buff
   *[equipment] Equipment
}).
ev-kros-reward-turned = Pile { $pile }: new face-up reward, { $token_name }.
ev-kros-rewards-shown = Face-up rewards: { $tokens_names }.
ev-kros-riposte = Riposte! { $unit_name } takes { $wounds ->
    [one] { $wounds } wound.
   *[other] { $wounds } wounds.
}
ev-kros-self-wounds = { $unit_name } inflicts { $wounds ->
    [one] { $wounds } wound
   *[other] { $wounds } wounds
} on itself.
ev-kros-side-chosen = { $player } chooses { $side ->
    [N] the North side.
    [E] the East side.
    [S] the South side.
    [W] the West side.
    [NW] the North-west corner; the other players follow clockwise.
    [NE] the North-east corner; the other players follow clockwise.
    [SE] the South-east corner; the other players follow clockwise.
   *[SW] the South-west corner; the other players follow clockwise.
}
ev-kros-summoned = { $by_name } summons { $unit_name } at { $at }.
ev-kros-summons-removed = { $unit_name } being K.O., its summons leave the board: { $removed_names }.
ev-kros-swapped = { $unit_name } swaps places with { $other_name }.
ev-kros-tackle = { $by_name } tries to tackle { $unit_name }: tackle roll { $tackle_shown }{ $dodge_count ->
    [0] {""}
   *[other] , dodge roll { $dodge_shown }
}{ $blocked ->
    [true] {" "}→ blocked!
   *[other] {" "}→ not blocked.
}
ev-kros-tension-faces = Tension dice turned to { $faces_shown }.
ev-kros-tension-rises = The tension rises! { $count ->
    [0] Nobody had a GG to lose.
    [one] { $seats_names } loses 1 GG.
   *[other] { $seats_names } lose 1 GG each.
}
ev-kros-tension-rolled = { $player } rolls the tension dice: { $faces_shown }.
ev-kros-turn-ended = { $player } ends their turn.
ev-kros-turn-started = Turn { $turn }: { $player } plays.
ev-kros-play-order = Play order: { $order_names }.
ev-kros-gg-all-taken = { $victim_name } loses their last Krosmaster to { $player }, who takes all their { $gg } GG.
ev-kros-gg-given = { $player } gives { $gg } GG to { $receiver_name }.
ev-kros-card = { $name } ({ $player }, { $at }) — { $kind ->
    [krosmaster] level { $level }, initiative { $init },
   *[other] token,
} { $pm } PM, { $left }/{ $pv } PV ({ $wounds ->
    [one] { $wounds } wound
   *[other] { $wounds } wounds
}), { $pa } PA; markers { $markers_pm } PM, { $markers_pa } PA; powers: { $count ->
    [0] none
   *[other] { $powers }
}.
ev-kros-card-spell = • { $spell }: { $pa } PA{ $pm ->
    [0] {""}
   *[other] {" "}+ { $pm } PM
}{ $wounds ->
    [0] {""}
   *[other] {" "}+ { $wounds } wounds
}, { $range_kind ->
    [melee] melee
    [personal] personal
    [line] in line { $min }-{ $max }
    [fixed-line] in line { $min }-{ $max } (fixed range)
    [fixed] { $min }-{ $max } (fixed range)
    [no-los] { $min }-{ $max } without line of sight (fixed range)
   *[other] { $min }-{ $max }
}{ $kind ->
    [attack] , { $value }{ $element ->
        [eau] {" "}water
        [air] {" "}air
        [terre] {" "}earth
        [feu] {" "}fire
        [neutre] {" "}neutral
       *[other] {""}
    } damage
    [heal] , heals { $value ->
        [one] { $value } wound
       *[other] { $value } wounds
    }
    [summon] , summon
   *[other] , special spell
}{ $limit ->
    [turn] , once per turn
    [game] , once per game
   *[other] {""}
}{ $count ->
    [0] .
   *[other] ; { $effects }.
}
ev-kros-card-reward = • { $reward } ({ $rank ->
    [granit] Granite
    [jade] Jade
   *[or] Gold
}, { $type ->
    [boost] Boost
    [buff] Buff
   *[equipment] Equipment
}){ $hidden ->
    [yes] , face down
   *[other] {""}
}.
ev-kros-card-hidden = • Face-down reward ({ $rank ->
    [granit] Granite
    [jade] Jade
   *[or] Gold
}).
ev-kros-reach = { $name } — { $spell }: { $count ->
    [0] no square in reach
    [one] 1 square in reach
   *[other] { $count } squares in reach
} (max range { $max }){ $ready ->
    [yes] , castable now
   *[other] {""}
}{ $count ->
    [0] .
   *[other] : { $squares }.
}
opt-kros-pick-arena = { $arena ->
    [fosse] La Fosse
   *[other] L'Arène Élémentaire
}
opt-kros-pick-inspire = { $die1 }: { $face1 ->
    [critique] Critique
    [armure] Armure
    [tacle] Tacle
   *[esquive] Esquive
} · { $die2 }: { $face2 ->
    [critique] Critique
    [armure] Armure
    [tacle] Tacle
   *[esquive] Esquive
}{ $double ->
    [yes] {" "}(double!)
   *[other] {""}
}
opt-kros-pick-reveal-choice = Reveal { $reward }: { $choice ->
    [pa] +3 PA
    [pm] +2 PM
    [soin] heal 4
    [oui] yes
    [non] no
   *[other] { $choice }
}
end-kros-ko = An enemy Krosmaster is K.O.
end-kros-ko-held = The K.O. held for a turn.
end-kros-last-team = Only one team is left on the board.
end-kros-no-team = Nobody is left on the board.
end-kros-no-gg = Nobody has any GG left.
end-kros-gg = Only one team still has GG.

## Value messages (items of list parameters)
val-kros-face-critique = Critique
val-kros-face-armure = Armure
val-kros-face-tacle = Tacle
val-kros-face-esquive = Esquive
val-kros-face-double = Critique/Esquive
val-kros-face-joker = Joker
val-kros-power-critique = Critique
val-kros-power-armure = Armure
val-kros-power-tacle = Tacle
val-kros-power-esquive = Esquive
val-kros-power-toupiti = Toupiti
val-kros-power-resistance-eau = Résistance Eau
val-kros-power-resistance-air = Résistance Air
val-kros-power-resistance-terre = Résistance Terre
val-kros-power-resistance-feu = Résistance Feu
val-kros-power-riposte = Riposte
val-kros-power-guerison = Guérison
val-kros-power-immunise = Immunisé
val-kros-power-insensible = Insensible
val-kros-fx-swap = swaps places with the target
val-kros-fx-swap-ally = swaps places with the targeted ally
val-kros-fx-bonus-if-summon-adjacent-2-bouftou = +2 damage when a Bouftou is adjacent to the target
val-kros-fx-bonus-per-summon-adjacent-1-tofu = +1 damage per Tofu adjacent to the target
val-kros-fx-control-1 = at most 1 summon in play
val-kros-fx-control-2 = at most 2 summons in play
val-kros-fx-control-3 = at most 3 summons in play
val-kros-fx-lose-all-pm = loses all its PM
val-kros-fx-range-bonus-turn-3 = +3 max range this turn
val-kros-fx-move-ally = moves an adjacent ally to the targeted free square
val-kros-fx-pa-minus-1 = -1 PA
val-kros-fx-pa-minus-3 = -3 PA
val-kros-fx-pm-minus-2 = -2 PM
val-kros-fx-perce-armure = Perce-Armure
val-kros-fx-vol-de-vie = Vol de Vie
val-kros-fx-recul-1 = Recul 1
val-kros-fx-repousse-3 = Repousse 3
val-kros-fx-zone-anneau = zone: the 8 squares around
val-kros-fx-zone-marteau = Zone Marteau
val-kros-fx-zone-pelle = Zone Pelle
val-kros-fx-zone-baton = Zone Bâton

## Moves by pointing (rules/krosmaster/choices.py): buttons and menus
kros-choice-end = End { $name }'s activation
kros-choice-move = Move ({ $pm } PM)
kros-choice-square = { $square } · { $pm } PM
kros-choice-group-pm = { $pm } PM away ({ $count } squares)
kros-choice-group-row = Row { $row } ({ $count })
kros-choice-spell = { $spell } · { $pa } PA{ $pm ->
    [0] {""}
   *[other] {" "}+ { $pm } PM
}
kros-choice-target = { $square }{ $occupied ->
    [yes] {" "}· { $unit }
   *[other] {""}
}
kros-choice-ally = Move { $name }
kros-choice-punch = Punch · { $pa } PA
kros-choice-pickup = Pick up a kama · 1 PA ({ $kamas } here)
kros-choice-buy = Buy… ({ $kamas } kamas)
kros-choice-buy-gg = A GG · { $price } kamas
kros-choice-victim = { $auto ->
    [yes] From the opponent with the most GG
   *[other] From { $player }
}
kros-choice-buy-reward = { $rank ->
    [granit] Granit
    [jade] Jade
   *[or] Or
} pile { $pile } · { $price } kamas · { $hidden ->
    [yes] face down
   *[other] { $reward }
}
kros-choice-receiver = For { $name }{ $same ->
    [yes] {" "}(itself)
   *[other] {""}
}
kros-choice-reveal = Reveal a reward
kros-choice-token = { $reward }
kros-choice-zobal = { $choice ->
    [pa] +3 PA
    [pm] +2 PM
    [soin] heal 4
   *[other] { $choice }
}
kros-choice-roublard = { $pay ->
    [yes] Pay { $price } kamas for a GG
   *[no] Decline (keep the kamas)
}
kros-choice-amount = { $all ->
    [yes] Remove { $amount } { $amount ->
        [one] marker
       *[other] markers
    } (all)
   *[no] Remove { $amount } { $amount ->
        [one] marker
       *[other] markers
    }
}
kros-choice-recall = Return to { $square }
kros-choice-unit = { $name }
kros-choice-cell = { $square }
kros-choice-die = Die { $die }: { $face ->
    [critique] Critique
    [armure] Armure
    [tacle] Tacle
   *[esquive] Esquive
} → { $kamas ->
    [yes] kamas
   *[other] { $unit }
}{ $double ->
    [yes] {" ⚠️ double: everyone loses 1 GG"}
   *[other] {""}
}
ev-kros-why = 🤖 { $why ->
    [strike] { $unit_name } attacks { $other_name } ({ $wounds }/{ $pv } PV lost): the blow that pays best.
    [heal] { $unit_name } heals { $other_name }, who has { $wounds } { $wounds ->
        [one] wound
       *[other] wounds
    }.
    [summon] { $unit_name } summons: one more ally on the board.
    [spell] { $unit_name } casts { $spell_name } to prepare what comes next.
    [reach] { $unit_name } moves within reach of { $other_name }.
    [closer] { $unit_name } closes in on { $other_name }.
    [shelter] { $unit_name } keeps out of reach of a K.O. next turn.
    [away] { $unit_name } steps out of the enemies' reach.
    [place] { $unit_name } repositions.
    [end] { $unit_name } stops: nothing useful left to do this turn.
    [gg] { $unit_name } buys a Gallon of Glory with its kamas.
    [buy] { $unit_name } buys a reward with its kamas.
    [reveal] { $unit_name } reveals a reward it needs now.
    [kamas] { $unit_name } picks up the kamas at its feet.
    [draft] { $player } picks { $character_name }, the highest level left.
    [refund] { $player } places no tension die and takes 3 kamas: no power would serve this turn.
    [refund-one] { $player } places one tension die and takes 1 kama: the other power would serve nobody this turn.
    [inspire] { $player } places the tension dice without making a double.
    [double] { $player } makes a tension double: everyone will lose a GG, on purpose.
    [double-forced] { $player } makes a tension double, as the dice force it: everyone will lose a GG.
   *[rule] { $player } makes the choice the rules offer.
}
