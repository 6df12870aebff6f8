# Board descriptions for screen readers (render/alt/): the pictures' alt text and the text board
alt-more = …and { $count } { $count ->
        [one] more line
       *[other] more lines
    }.
alt-hp = { $hp }/{ $max } HP
alt-pv = { $hp }/{ $max } PV
alt-unit = { $name } on { $square }, { $hp }
alt-nobody = nobody
alt-awaited = Waiting for { $who }.
alt-at = { $name } ({ $player }) on { $square }, { $hp }
alt-at-no-hp = { $name } ({ $player }) on { $square }
alt-side = { $player }: { $names }
alt-next-to = { $who } is next to { $others }.
alt-within = { $who } is { $cm } cm from { $other }.
alt-out = Out of play: { $names }.
alt-end = The game is over.
alt-kros-head = Krosmaster, turn { $turn }: { $player } plays{ $unit ->
   [none] {""}
  *[other] {" "}{ $unit }
}.
alt-kros-purse = { $player }: { $gg } GG, { $kamas } kamas
alt-df-head = Dungeon Fighter, { $room }; { $gold } gold.
alt-df-monster = Monster: { $name }, { $hp }; { $who } throws.
alt-df-hero = { $name }: { $hp }{ $fainted ->
   [yes] , fainted
  *[no] {""}
}
alt-kra-head = Kravora, turn { $turn }: { $player } plays.
alt-kra-player = { $player }: wall { $wall }, { $blood } L, defenders: { $defenders }; enemies at the gates: { $enemies }.
alt-kra-unit = { $unit } line { $line } ({ $pv } PV)
alt-mb-head = Mortebrume, turn { $turn }: { $player } holds the main.
alt-mb-fighter = { $name } ({ $player }) at x { $x }, y { $y } cm, facing { $facing }°{ $state ->
   [wounded] , wounded
   [out] , out of the fight
   [dead] , dead
  *[ok] {""}
}
alt-cr-head = { $adventure }, turn { $turn }, { $phase ->
   [hero] hero phase
   [exploration] exploration phase
   [villain] villain phase
  *[other] { $phase }
}; { $xp } XP, { $surges } { $surges ->
        [one] healing surge
       *[other] healing surges
    }.
alt-cr-active = { $hero } ({ $player }) is playing.
