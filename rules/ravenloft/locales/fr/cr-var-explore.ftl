# Variantes d'exploration (nouvelle variante, Mika R., Temps Écoulé) et dés de dégâts

gameval-ravenloft-variants-revised = Nouvelle variante d'exploration, on explore pendant la phase de héros et le déplacement se coupe autour de l'attaque
gameval-ravenloft-variants-mika = Variante de Mika R., explorer coûte 2 points de déplacement, monstre dans le dos au lieu d'une rencontre, test d'initiative 14/12/10
gameval-ravenloft-variants-temps = Temps Écoulé, deux piles de Rencontres, nombre de monstres au d20, initiative sur 17+, jetons Temps
gameval-ravenloft-variants-dice-a = Dés de dégâts, PV ×3 et chaque point de dégât devient 1d4
gameval-ravenloft-variants-dice-b = Dés de dégâts, PV ×4 et chaque point de dégât devient 1d6
gameval-ravenloft-variants-dice-c = Dés de dégâts, PV ×3 et chaque point de dégât devient 1d6

ev-cr-dice-damage = { $target_name } : { $dice }d{ $die } ({ $faces }) = { $total } { $total ->
        [one] dégât
       *[other] dégâts
    }.
ev-cr-xv-move-left = { $hero_name } garde { $left } { $left ->
        [one] point
       *[other] points
    } de déplacement.
ev-cr-xv-explore = { $hero_name } explore pour { $cost } { $cost ->
        [one] point
       *[other] points
    } de déplacement (reste { $left }).
ev-cr-xv-mika-behind = { $hero_name } : un monstre surgit dans son dos, pas de Rencontre ce tour.
ev-cr-xv-mika-encounter-later = { $hero_name } piochera une Rencontre pendant la phase de Vilain.
ev-cr-xv-mika-test = { $hero_name } tente le test d'initiative contre un monstre à { $xp } XP : d20 { $face } contre { $need } → { $success ->
    [true] réussi, l'attaque a lieu
   *[false] échec, la phase de héros prend fin
}.
ev-cr-xv-temps-roll = Section à triangle noir : d20 { $face } → { $monsters } { $monsters ->
        [one] carte
       *[other] cartes
    } Monstre.
ev-cr-xv-time-token = Jeton Temps posé sur la pile Temps Écoulé ({ $tokens }/{ $most }).
ev-cr-xv-temps-empty = La pile { $deck ->
    [temps] Temps Écoulé
   *[classic] classique
} est vide.
ev-cr-xv-temps-card = Rencontre { $deck ->
    [temps] Temps Écoulé !
   *[classic] classique
} : { $card_name }.
ev-cr-xv-temps-initiative = { $hero_name } tente l'initiative : d20 { $face } contre { $need } → { $success ->
    [true] la phase de héros continue
   *[false] la phase de héros prend fin
}.

err-cr-xv-no-points = { $hero } n'a plus les { $need } points de déplacement pour explorer.

prompt-cr-xv-mika-black = Triangle noir : { $hero_name } piochera une Rencontre en phase de Vilain, ou un monstre surgit dans son dos maintenant ?
prompt-cr-xv-temps-cancel = Rencontre piochée : { $encounter_name }. L'annuler pour 5 XP ?
opt-cr-xv-behind = Un monstre dans mon dos
opt-cr-xv-encounter-later = Rencontre en phase de Vilain

cr-pic-deck-temps = Temps Écoulé { $n }
cr-pic-deck-time = jetons Temps { $n }/3
cr-pic-stat-temps = Temps Écoulé
cr-pic-stat-time = Jetons Temps
ev-cr-xv-temps-decks = Temps Écoulé : { $temps } { $temps ->
        [one] carte
       *[other] cartes
    }, jetons Temps : { $time } sur 3.

# the hero-phase prompt's points left in a split move
val-cr-xv-points-1 = 1 point de déplacement
val-cr-xv-points-2 = 2 points de déplacement
val-cr-xv-points-3 = 3 points de déplacement
val-cr-xv-points-4 = 4 points de déplacement
val-cr-xv-points-5 = 5 points de déplacement
val-cr-xv-points-6 = 6 points de déplacement
val-cr-xv-points-7 = 7 points de déplacement
val-cr-xv-points-8 = 8 points de déplacement
val-cr-xv-points-9 = 9 points de déplacement
val-cr-xv-points-10 = 10 points de déplacement
val-cr-xv-points-11 = 11 points de déplacement
val-cr-xv-points-12 = 12 points de déplacement
val-cr-xv-points-13 = 13 points de déplacement
val-cr-xv-points-14 = 14 points de déplacement
val-cr-xv-points-15 = 15 points de déplacement
val-cr-xv-points-16 = 16 points de déplacement
val-cr-xv-points-17 = 17 points de déplacement
val-cr-xv-points-18 = 18 points de déplacement
val-cr-xv-points-19 = 19 points de déplacement
val-cr-xv-points-20 = 20 points de déplacement
