# Les mots de l'image du plateau (render/krosmaster.py), courts pour un téléphone.
kros-pic-head = Tour { $turn } · { $phase }
kros-pic-phase-draft = Draft
kros-pic-phase-arena = Choix de l'arène
kros-pic-phase-side = Choix du côté
kros-pic-phase-deploy = Déploiement
kros-pic-phase-inspiration = Inspiration
kros-pic-phase-activation = Activation
kros-pic-phase-summon-order = Ordre des invocations
kros-pic-phase-tension-target = La tension monte
kros-pic-phase-trigger-order = Effets déclenchés
kros-pic-phase-gift = Don de GG
kros-pic-phase-over = Fin
kros-pic-wild = { $gg ->
    [one] GG sauvage : { $gg }
   *[other] GG sauvages : { $gg }
}
kros-pic-over = Partie terminée · { $count ->
    [0] égalité
    [one] vainqueur : { $names }
   *[other] vainqueurs : { $names }
}
kros-pic-team = équipe { $team }
kros-pic-purse = GG { $gg } · Kamas { $kamas }
kros-pic-pv = { $pv }/{ $max } PV
kros-pic-ko = K.O.
kros-pic-rewards = Récompenses visibles
kros-pic-pile = { $number }. { $face } (+{ $hidden })
kros-pic-tension = Tension : { $faces }
kros-pic-legend-tree = Arbre
kros-pic-legend-bush = Buisson
kros-pic-legend-crate = Caisse
kros-pic-legend-demon = Case Démon
kros-pic-legend-kama = Kamas
kros-pic-legend-start = Case Départ
kros-pic-pa = { $n } PA
kros-pic-pm = { $n } PM
