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

prompt-kros-draft = Take one of the two face-up cards.
prompt-kros-arena = Choose the arena.
prompt-kros-side = Choose your side of the board (4 players: your corner).
prompt-kros-deploy = Deploy your Krosmasters on your start cells.
prompt-kros-inspiration = Tension roll { $faces }: place your inspiration dice or take the refund.
prompt-kros-activation = { $unit } plays: { $pm } PM, { $pa } PA.
prompt-kros-summon-order = Choose the summon that plays now.

err-kros-already-deployed = { $unit } is already deployed.
err-kros-bad-choice = Impossible choice: { $choice }.
err-kros-bad-face = A die showing { $rolled } cannot be turned to { $face }.
err-kros-bad-item = Unknown purchase: { $item } (gg, 1 to 6, granit1...).
err-kros-cannot-pay-wounds = This spell costs { $needed } wounds, there is room for only { $left }.
err-kros-cell-not-free = Square { $square } is not free.
err-kros-custom-teams = One custom team per player is needed (got { $count }).
err-kros-equipment-slot-taken = An equipment of type { $kind } is already revealed.
err-kros-inspire-two-dice = Give a choice for each of the two dice.
err-kros-krosmaster-only = Only a Krosmaster can do that.
err-kros-missing-option = Missing option: { $option }.
err-kros-needs-adjacent-ally = An adjacent ally to move is needed ({ $ally }).
err-kros-needs-ally = The target must be an allied character ({ $square }).
err-kros-no-kama = There is no kama on this square.
err-kros-no-line-of-sight = No line of sight to { $square }.
err-kros-no-such-pile = There is no pile { $pile }.
err-kros-no-such-reward = No face-down reward { $token } on this Krosmaster.
err-kros-not-a-start-cell = { $square } is not one of your free start cells.
err-kros-not-adjacent = { $square } is not adjacent.
err-kros-not-enough-kamas = { $needed } kamas needed, your stock has { $left }.
err-kros-not-enough-pa = { $needed } PA needed, { $left } left.
err-kros-not-enough-pm = { $needed } PM needed, { $left } left.
err-kros-not-in-line = { $square } is not in line.
err-kros-not-on-demon-cell = You must stand on a demon cell.
err-kros-not-visible = { $character } is not a face-up card.
err-kros-not-waiting = { $unit } is not waiting to play.
err-kros-not-your-unit = { $unit } is not one of your Krosmasters.
err-kros-once-per-game = { $spell } can be cast only once per game.
err-kros-once-per-turn = { $spell } can be cast only once per turn.
err-kros-out-of-range = { $square } is out of range.
err-kros-perfect-block = Blocage Parfait: you cannot leave melee.
err-kros-personal-spell = { $spell } is a personal spell.
err-kros-pile-empty = Pile { $pile } is empty.
err-kros-reward-limit = { $unit } already holds { $limit } rewards (its level).
err-kros-summon-limit = { $spell }: already { $limit } summon(s) in play.
err-kros-team-duplicate = { $character } may appear only { $limit } time(s).
err-kros-team-levels = The levels must total { $needed } (here { $total }).
err-kros-team-size = A team has { $min } to { $max } Krosmasters (here { $size }).
err-kros-unknown-character = Unknown character: { $character }.
err-kros-unknown-spell = Unknown or unavailable spell: { $spell }.
err-kros-unknown-unit = Unknown character: { $unit }.
err-kros-unreachable = Cannot reach { $square } with { $pm } PM.
err-kros-wrong-phase = Not now (phase: { $phase }).

ev-kros-activation-ended = { $unit }'s activation ends.
ev-kros-activation-started = { $unit } starts its turn.
ev-kros-arena-chosen = Arena chosen: { $arena }.
ev-kros-bomb-ticks = Bomb { $unit } takes 1 wound.
ev-kros-buffs-removed = Buffs removed from { $unit }: { $buffs }.
ev-kros-cast = { $unit } casts { $spell } at { $at } ({ $pa } PA, { $pm } PM left).
ev-kros-coin = Coin toss: { $faces }.
ev-kros-critical-roll = { $unit }'s critical roll ({ $spell }): { $faces }, { $successes } success(es).
ev-kros-decor-destroyed = The { $kind } at { $at } is destroyed: { $kamas } kamas.
ev-kros-decor-hit = The { $kind } at { $at } has { $wounds }/{ $pv } wounds.
ev-kros-deployed = { $unit } is deployed at { $at }.
ev-kros-drafted = Player { $seat } takes { $character } (face up: { $visible }).
ev-kros-explosion = Bomb { $unit } explodes at { $at }!
ev-kros-first-player = Player { $seat } is the first player.
ev-kros-game-over = Game over ({ $reason }): { $winners }.
ev-kros-game-started = Let the fight begin! First player: { $first }.
ev-kros-gg-bought = { $unit } buys a GG.
ev-kros-gg-won = Player { $seat } wins GG ({ $why }): { $wild } wild, { $taken } taken.
ev-kros-healed = { $unit } is healed of { $amount } wound(s) by { $by }.
ev-kros-hit = { $unit } hit by { $by }'s { $spell }: armour { $faces } ({ $armour }), { $damage } damage, { $wounds } wound(s).
ev-kros-hold = Player { $seat } knocked out a Krosmaster: hold on for a turn.
ev-kros-hold-broken = Player { $seat } lost a Krosmaster: the victory slips away.
ev-kros-inspired = { $unit } gains the power { $power } this turn.
ev-kros-kama-picked = { $unit } picks up a kama (stock: { $kamas }).
ev-kros-kamas-gained = Player { $seat } gains { $kamas } kamas.
ev-kros-ko = { $unit } is K.O. at { $at }!
ev-kros-life-stolen = { $unit } steals { $amount } PV.
ev-kros-markers = { $unit }'s markers: { $pm } PM, { $pa } PA.
ev-kros-markers-applied = { $unit } applies its markers: { $pm } PM, { $pa } PA.
ev-kros-moved = { $unit } moves: { $path }{ $blocked ->
    [true] , then is blocked!
   *[other] .
}
ev-kros-pushed = { $unit } is moved from { $frm } to { $to }.
ev-kros-refund = Refund! Player { $seat } takes { $kamas } kama(s).
ev-kros-reward-bought = { $unit } buys a { $rank } reward (pile { $pile }) for { $to } { $face_up ->
    [true] : { $token }.
   *[other] face down.
}
ev-kros-reward-drawn = You drew { $token } for { $to }.
ev-kros-reward-revealed = { $unit } reveals { $token } ({ $kind }).
ev-kros-reward-turned = New face-up reward on pile { $pile }: { $token }.
ev-kros-rewards-shown = Face-up rewards: { $face_up }.
ev-kros-riposte = Riposte! { $unit } takes { $wounds } wound.
ev-kros-self-wounds = { $unit } takes { $wounds } wounds.
ev-kros-side-chosen = Player { $seat } takes side { $side }.
ev-kros-summoned = { $by } summons { $ref } at { $at }.
ev-kros-summons-removed = { $unit }'s summons leave the board: { $removed }.
ev-kros-swapped = { $unit } swaps places with { $other }.
ev-kros-tackle = { $by } tackles { $unit }: { $tackle } against { $dodge }{ $blocked ->
    [true] , blocked!
   *[other] , dodged.
}
ev-kros-tension-faces = Tension dice turned to { $faces }.
ev-kros-tension-rises = The tension rises! GG lost by: { $seats }.
ev-kros-tension-rolled = Player { $seat }'s tension roll: { $faces }.
ev-kros-turn-ended = Player { $seat }'s turn ends.
ev-kros-turn-started = Turn { $turn }: player { $seat } plays.

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
prompt-kros-tension-target = The tension rises! Name the player who loses 1 GG.
prompt-kros-trigger-order = Several effects trigger: choose the one that resolves now.
prompt-kros-gift = Your character was K.O.'d by your side: choose the opponent who receives { $gg } GG.
err-kros-seats-for-mode = Mode { $mode } is not played by { $seats } (duel: 2; ffa and 2v2: 4).
err-kros-four-players-arena-only = With 4 players only the arena game is played (not { $scenario }).
err-kros-bad-side = Impossible side: { $side } (duel: N, E, S, W; 4 players: NW, NE, SE, SW).
err-kros-bad-player = This player cannot be chosen ({ $player }).
err-kros-unknown-player = Unknown player: { $player }.
err-kros-bad-amount = Invalid number: { $amount }.
err-kros-info-command = { $command } is an information command.
err-kros-not-on-board = { $unit } is not on the board.
ev-kros-play-order = Play order (players 1 to 4): { $order }.
ev-kros-gg-all-taken = { $player } K.O.s player { $victim }'s last Krosmaster and takes their { $gg } GG.
ev-kros-gg-given = { $player } gives { $gg } GG to player { $to }.
ev-kros-card = { $name } ({ $player }, { $at }) — { $kind ->
    [krosmaster] level { $level }, initiative { $init },
   *[other] token,
} { $pm } PM, { $left }/{ $pv } PV ({ $wounds } wounds), { $pa } PA; markers { $markers_pm } PM, { $markers_pa } PA; powers: { $powers }.
ev-kros-card-spell = • { $spell }: { $cost }, { $range_kind ->
    [melee] melee
    [personal] personal
    [line] in line { $min }-{ $max }
    [fixed-line] in line { $min }-{ $max } (fixed)
    [fixed] { $min }-{ $max } (fixed)
    [no-los] { $min }-{ $max } without line of sight
   *[other] { $min }-{ $max }
}{ $kind ->
    [attack] , { $value } { $element } damage
    [heal] , heals { $value }
    [summon] , summon
   *[other] , special spell
}{ $limit ->
    [turn] , once per turn
    [game] , once per game
   *[other] {""}
}; effects: { $effects }.
ev-kros-card-reward = • { $reward } ({ $rank }, { $type }){ $hidden ->
    [yes] , face down
   *[other] {""}
}.
ev-kros-card-hidden = • Face-down reward ({ $rank }).
ev-kros-reach = { $name } — { $spell }: { $count } square(s) in reach (max range { $max }){ $ready ->
    [yes] , castable now
   *[other] {""}
}: { $squares }.
opt-kros-pick-character = { $name }
opt-kros-pick-arena = { $arena }
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
opt-kros-pick-inspire = { $die1 }: { $face1 } · { $die2 }: { $face2 }{ $double ->
    [yes] {" "}(double!)
   *[other] {""}
}
opt-kros-pick-unit = { $name } ({ $at })
opt-kros-pick-player = { $player } ({ $gg } GG)
opt-kros-pick-end = End { $name }'s turn
opt-kros-pick-pickup = Pick up a kama
opt-kros-pick-buy-gg = Buy a GG (10 kamas)
opt-kros-pick-reveal = Reveal { $reward }
opt-kros-pick-reveal-choice = Reveal { $reward }: { $choice }
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
