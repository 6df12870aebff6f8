# Descriptions des plateaux pour les lecteurs d'écran (render/alt/) : texte alternatif des images et plateau en texte
alt-more = …et { $count } { $count ->
        [one] ligne
       *[other] lignes
    } de plus.
alt-hp = { $hp }/{ $max } PV
alt-pv = { $hp }/{ $max } PV
alt-unit = { $name } en { $square }, { $hp }
alt-nobody = personne
alt-awaited = On attend { $who }.
alt-at = { $name } ({ $player }) en { $square }, { $hp }
alt-at-no-hp = { $name } ({ $player }) en { $square }
alt-side = { $player } : { $names }
alt-next-to = { $who } est au contact de { $others }.
alt-within = { $who } est à { $cm } cm de { $other }.
alt-out = Hors jeu : { $names }.
alt-end = La partie est finie.
alt-kros-head = Krosmaster, tour { $turn } : { $player } joue{ $unit ->
   [none] {""}
  *[other] {" "}{ $unit }
}.
alt-kros-purse = { $player } : { $gg } GG, { $kamas } kamas
alt-df-head = Dungeon Fighter, { $room } ; { $gold } pièces d'or.
alt-df-monster = Monstre : { $name }, { $hp } ; { $who } lance.
alt-df-hero = { $name } : { $hp }{ $fainted ->
   [yes] , évanoui
  *[no] {""}
}
alt-kra-head = Kravora, tour { $turn } : { $player } joue.
alt-kra-player = { $player } : muraille { $wall }, { $blood } L, défenseurs : { $defenders } ; ennemis aux portes : { $enemies }.
alt-kra-unit = { $unit } ligne { $line } ({ $pv } PV)
alt-mb-head = Mortebrume, tour { $turn } : { $player } a la main.
alt-mb-fighter = { $name } ({ $player }) en x { $x } ; y { $y } cm, orienté à { $facing }°{ $state ->
   [wounded] , blessé
   [out] , hors de combat
   [dead] , mort
  *[ok] {""}
}
alt-cr-head = { $adventure }, tour { $turn }, { $phase ->
   [hero] phase de héros
   [exploration] phase d'exploration
   [villain] phase du méchant
  *[other] { $phase }
} ; { $xp } XP, { $surges } { $surges ->
        [one] sursaut
       *[other] sursauts
    } de guérison.
alt-cr-active = { $hero } ({ $player }) joue.
