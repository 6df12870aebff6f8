## Le système Barkam et la variante de Geno Warcry (rules/ravenloft/variants/barkam*.py, geno*.py)

prompt-cr-barkam-encounter = Rencontre piochée en explorant : { $card_name }. La défausser pour 5 XP ?
prompt-cr-barkam-discard = Le générateur amène { $card_name } : le défausser pour 5 XP ?
prompt-cr-barkam-level = 20 naturel ! { $hero_name } peut dépenser 5 XP : le niveau suivant ou 3 HP
opt-cr-barkam-level = Le niveau suivant
opt-cr-barkam-heal = Récupérer 3 HP
opt-cr-barkam-discard = Le défausser (XP : { $xp })
btn-cr-levelup = Monter de niveau
opt-cr-barkam-keep = Le garder en jeu

ev-cr-barkam-level = { $hero_name } passe au niveau { $level } : { $gain } { $powers }
ev-cr-barkam-refreshed = { $hero_name } retourne face visible { $powers }
ev-cr-barkam-generator = Un jeton générateur de Monstre sur { $square } : { $count } sur cette section
ev-cr-barkam-generator-moved = { $count } { $count ->
        [one] jeton générateur
       *[other] jetons générateurs
    } { $count ->
        [one] passe
       *[other] passent
    } de { $frm } à { $to }
ev-cr-barkam-no-generator = Aucune section en vue des héros n'a de bord inexploré : pas de jeton générateur
ev-cr-barkam-villain-ends-phase = Un Vilain est apparu : la phase de héros de { $hero_name } prend fin
ev-cr-barkam-monster-discarded = { $monster_name } défaussé pour 5 XP
ev-cr-barkam-under-deck = La carte { $monster_name } va sous la pile des Monstres (une seule carte par tour sur la pile d'expérience)
prompt-cr-barkam-xp = { $hero_name } : quelle carte Monstre va sur la pile d'expérience ? Les autres passent sous la pile des Monstres
opt-cr-barkam-xp = { $card_name } ({ $xp } XP){ $default ->
    [yes] {" "}(choix automatique)
   *[no] {""}
}
ev-cr-barkam-xp-chosen = { $hero_name } place { $card_name } ({ $xp } XP) sur la pile d'expérience ; { $old_name } passe sous la pile des Monstres

err-cr-barkam-top-level = { $hero } est déjà au niveau { $level }, le dernier de la table
err-cr-barkam-orthogonal = Pour atteindre { $square }, le héros doit se trouver juste à droite, à gauche, au-dessus ou en dessous
err-cr-barkam-cannot-explore = Pas d'exploration du côté { $side } maintenant (une par tour, 2 Vitesses, sur le bord)
err-cr-barkam-no-buying = Pas de niveau à acheter ici (10 XP, pendant votre phase de héros, jusqu'au niveau 2)

val-cr-barkam-gain-hp = +1 HP au-delà du maximum
val-cr-barkam-gain-refresh = Pouvoirs Quotidiens et Utilitaires utilisés retournés
val-cr-barkam-gain-surge = +1 en valeur de Sursaut Héroïque
val-cr-barkam-gain-treasure = +1 Trésor
val-cr-barkam-gain-ac = +1 AC
val-cr-barkam-gain-utility = +1 Pouvoir Utilitaire
val-cr-barkam-gain-daily = +1 Pouvoir Quotidien
val-cr-barkam-gain-at-will = +1 Pouvoir à Volonté
val-cr-barkam-gain-refresh-on-20 = chaque 20 naturel retourne les Pouvoirs Quotidiens et Utilitaires utilisés
cr-pic-barkam-generator = Générateur de Monstre

## Variante de Geno Warcry
prompt-cr-geno-encounter = Embuscade ! Rencontre piochée : { $card_name }. L'annuler pour 5 XP ?
prompt-cr-geno-answer = L'embuscade : { $hero_name } peut répliquer à { $monster_name }
opt-cr-geno-answer = { $power_name } sur { $square }
opt-cr-geno-no-answer = Pas de réplique
ev-cr-geno-villain-initiative = L'initiative des Vilains : { $villains } ({ $rolls })
ev-cr-geno-villain-round = Manche { $round } : la phase de Vilain
ev-cr-geno-round = La manche { $round } commence avec { $hero_name }
ev-cr-geno-ambush = Triangle noir : { $hero_name } tombe dans une embuscade sur { $tile_name }
ev-cr-geno-trap-monsters = Le piège inflige { $damage } à chaque monstre de sa section ({ $count } { $count ->
        [one] vaincu
       *[other] vaincus
    })
ev-cr-geno-goes-on = { $hero_name } a vaincu le monstre de l'embuscade et poursuit sa route
ev-cr-geno-stays = { $hero_name } reste sur place jusqu'au tour suivant
err-cr-geno-halted = { $hero } : le triangle noir a arrêté son déplacement, plus de déplacement pendant cette phase
err-cr-geno-cannot-explore = Pas d'exploration du côté { $side } maintenant (sur le bord, en se déplaçant)
err-cr-geno-answer-the-monster = La réplique doit viser le monstre de l'embuscade, pas { $target }
cr-pic-geno-order = Initiative (tour { $round }) : { $order }


## /help : une ligne par variante
gameval-ravenloft-variants-barkam = Le système Barkam : explorer pour 2 Vitesses pendant la phase de héros (1 monstre sur blanc, 2 sur noir, puis une Rencontre), générateurs de Monstres, Sursauts selon les joueurs, une carte d'XP par tour, niveaux pour un 20 naturel + 5 XP ou 10 XP
gameval-ravenloft-variants-barkam23 = Le système Barkam avec son autre progression : un 20 naturel + 5 XP donne 3 HP ou le niveau suivant sur 23
gameval-ravenloft-variants-barkam-core = Le système Barkam sans ses niveaux (pour le combiner à une variante qui apporte les siens)
gameval-ravenloft-variants-geno = Geno Warcry : initiative au d20 pour la partie, toutes les phases de héros puis une phase de Vilain par manche, les triangles noirs arrêtent le déplacement et tendent une embuscade
