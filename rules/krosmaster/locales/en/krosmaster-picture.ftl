# The words of the board picture (render/krosmaster.py), short for a phone.
kros-pic-head = Turn { $turn } · { $phase }
kros-pic-phase-draft = Draft
kros-pic-phase-arena = Arena choice
kros-pic-phase-side = Side choice
kros-pic-phase-deploy = Deployment
kros-pic-phase-inspiration = Inspiration
kros-pic-phase-activation = Activation
kros-pic-phase-summon-order = Summon order
kros-pic-phase-tension-target = Tension rises
kros-pic-phase-trigger-order = Triggered effects
kros-pic-phase-gift = GG gift
kros-pic-phase-over = Over
kros-pic-wild = Wild GG: { $gg }
kros-pic-over = Game over · { $count ->
    [0] draw
    [one] winner: { $names }
   *[other] winners: { $names }
}
kros-pic-team = team { $team }
kros-pic-purse = GG { $gg } · Kamas { $kamas }
kros-pic-pv = { $pv }/{ $max } PV
kros-pic-ko = K.O.
kros-pic-rewards = Face-up rewards
kros-pic-pile = { $number }. { $face } (+{ $hidden })
kros-pic-tension = Tension: { $faces }
kros-pic-legend-tree = Tree
kros-pic-legend-bush = Bush
kros-pic-legend-crate = Crate
kros-pic-legend-demon = Demon cell
kros-pic-legend-kama = Kamas
kros-pic-legend-start = Start cell
kros-pic-pa = { $n } PA
kros-pic-pm = { $n } PM
