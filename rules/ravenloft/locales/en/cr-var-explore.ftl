# Exploration variants (new exploration, Mika R., Temps Écoulé) and damage dice

gameval-ravenloft-variants-revised = New exploration variant, exploring inside the hero phase and a move split around the attack
gameval-ravenloft-variants-mika = Mika R.'s variant, exploring costs 2 movement points, a monster behind you instead of an encounter, initiative test 14/12/10
gameval-ravenloft-variants-temps = Temps Écoulé, two encounter decks, a d20 monster count, initiative on 17+, Time tokens
gameval-ravenloft-variants-dice-a = Damage dice, HP ×3 and each point of damage becomes 1d4
gameval-ravenloft-variants-dice-b = Damage dice, HP ×4 and each point of damage becomes 1d6
gameval-ravenloft-variants-dice-c = Damage dice, HP ×3 and each point of damage becomes 1d6

ev-cr-dice-damage = { $target_name }: { $dice }d{ $die } ({ $faces }) = { $total } damage.
ev-cr-xv-move-left = { $hero_name } keeps { $left } { $left ->
        [one] movement point
       *[other] movement points
    }.
ev-cr-xv-explore = { $hero_name } explores for { $cost } { $cost ->
        [one] movement point
       *[other] movement points
    } ({ $left } left).
ev-cr-xv-mika-behind = A monster appears behind { $hero_name }: no encounter this turn.
ev-cr-xv-mika-encounter-later = { $hero_name } will draw an encounter in the villain phase.
ev-cr-xv-mika-test = { $hero_name }'s initiative test against a { $xp } XP monster: d20 { $face } vs { $need } → { $success ->
    [true] success, the attack goes ahead
   *[false] failure, the hero phase ends
}.
ev-cr-xv-temps-roll = Black triangle tile: d20 { $face } → { $monsters } { $monsters ->
        [one] monster card
       *[other] monster cards
    }.
ev-cr-xv-time-token = A Time token on the Temps Écoulé deck ({ $tokens }/{ $most }).
ev-cr-xv-temps-empty = The { $deck ->
    [temps] Temps Écoulé
   *[classic] classic
} deck is empty.
ev-cr-xv-temps-card = { $deck ->
    [temps] Temps Écoulé!
   *[classic] Classic
} encounter: { $card_name }.
ev-cr-xv-temps-initiative = { $hero_name }'s initiative: d20 { $face } vs { $need } → { $success ->
    [true] the hero phase goes on
   *[false] the hero phase ends
}.

err-cr-xv-no-points = { $hero } lacks the { $need } movement points exploring costs.

prompt-cr-xv-mika-black = Black triangle: draw an encounter in the villain phase, or a monster behind { $hero_name } now?
prompt-cr-xv-temps-cancel = Encounter drawn: { $encounter_name }. Cancel it for 5 XP?
opt-cr-xv-behind = A monster behind me
opt-cr-xv-encounter-later = Encounter in the villain phase

cr-pic-deck-temps = Temps Écoulé { $n }
cr-pic-deck-time = Time tokens { $n }/3
cr-pic-stat-temps = Temps Écoulé
cr-pic-stat-time = Time tokens
ev-cr-xv-temps-decks = Temps Écoulé: { $temps } { $temps ->
        [one] card
       *[other] cards
    }, Time tokens: { $time } of 3.

# the hero-phase prompt's points left in a split move
val-cr-xv-points-1 = 1 movement point
val-cr-xv-points-2 = 2 movement points
val-cr-xv-points-3 = 3 movement points
val-cr-xv-points-4 = 4 movement points
val-cr-xv-points-5 = 5 movement points
val-cr-xv-points-6 = 6 movement points
val-cr-xv-points-7 = 7 movement points
val-cr-xv-points-8 = 8 movement points
val-cr-xv-points-9 = 9 movement points
val-cr-xv-points-10 = 10 movement points
val-cr-xv-points-11 = 11 movement points
val-cr-xv-points-12 = 12 movement points
val-cr-xv-points-13 = 13 movement points
val-cr-xv-points-14 = 14 movement points
val-cr-xv-points-15 = 15 movement points
val-cr-xv-points-16 = 16 movement points
val-cr-xv-points-17 = 17 movement points
val-cr-xv-points-18 = 18 movement points
val-cr-xv-points-19 = 19 movement points
val-cr-xv-points-20 = 20 movement points
