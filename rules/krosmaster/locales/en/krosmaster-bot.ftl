# The computer opponent, the tutorials and what players tripped on (issue 16).
ev-kros-reach-blocked = Not castable now: { $reason ->
    [not-active] it is not { $name }'s activation.
    [once-turn] { $spell } was already cast this turn.
    [once-game] { $spell } was already cast this game.
    [pm] it takes { $needed } PM, { $left } left.
   *[pa] it takes { $needed } PA, { $left } left.
}
kros-pic-legend-pv = PV left
## The tutorials (the rulebook's introductory scenarios, pages 6 to 19)
ev-kros-tuto-intro = 📘 Tutorial { $scenario ->
    [tuto1] 1 — La foire aux bourre-pifs (the brawl). The basics: the turn, moving (PM) and striking with your fists (5 PA, 1 damage), being blocked (tackle against dodge), the critical and armour rolls. No spell and no power here: fists only.
    [tuto2] 2 — Mon tout premier sort (my very first spell). Attack spells (range, line of sight, PA cost) and the powers Armure, Tacle, Critique and Esquive. Bouftabaffe and Dan To Fu can be cast twice a turn; no summons yet.
    [tuto3] 3 — L'invocation : une vocation (summoning). The whole card: summoning spells (Tofus, Bouftou), Mobs that play after their summoner, and additional effects (Dan To Fu +1 per Tofu next to the target, Bouftabaffe +2 with the Bouftou).
    [tuto4] 4 — Deux, c'est mieux qu'une (two is better than one). Team fighting: Initiative sets the order of your Krosmaster, crates give +1 range; Oscar Nak steals life, Anna Tommy swaps places.
    [tuto5] 5 — De nouveaux horizons (new horizons). Fighting at range: Guy Yomtella (Flèche Harcelante, Tir à Distance) and Kréol Panikon (Dard Irritant, Soufflette) against Oscar Nak and Anna Tommy.
    [tuto6] 6 — Des maux, toujours des maux (hurt and heal). The last two Krosmaster: Opée Tissoin heals and pierces armour, Bad Aboum sets Water Bombs that explode (-1 PA).
   *[tuto7] 7 — L'Arena (et le Roi aussi) (the arena). The big board with 4 Krosmaster per team: the rising tension, the Galons de la Gloire (GG) and the kamas to pick up and spend on GG on Demon cells.
}
ev-kros-tuto-goal = 🎯 Goal: { $scenario ->
    [tuto1] knock out the enemy Krosmaster.
    [tuto2] knock out the enemy Krosmaster.
    [tuto3] knock out the enemy Krosmaster.
    [tuto4] knock out one enemy Krosmaster.
    [tuto5] knock out one enemy Krosmaster without your opponent knocking out one of yours on the next turn.
    [tuto6] knock out every enemy!
   *[tuto7] take all your opponent's GG (6 each, 1 wild GG); a player without GG loses at once.
}
ev-kros-tuto-debrief = 🎓 Debrief: { $scenario ->
    [tuto1] you can play a turn, move, break away and strike.
    [tuto2] you can aim (range, line of sight) and use the powers.
    [tuto3] you master a whole card: summons and additional effects.
    [tuto4] you can lead a team in Initiative order and use the crates.
    [tuto5] you can keep your distance and hold a victory for a turn.
    [tuto6] you know the box's eight Krosmaster, heals and bombs included.
   *[tuto7] you know the tension, the GG and the kamas: only the Demonic Rewards are left to learn.
} { $next ->
    [arena] Next: a real game, /game new krosmaster (add opponent:bot to face the computer).
   *[other] Next: /game new krosmaster scenario:{ $next } (add opponent:bot to face the computer).
}
## Cards of characters off the board (the draft) and their picture
ev-kros-card-character = { $name } — { $kind ->
    [krosmaster] Niveau { $level }, Initiative { $init },
   *[other] token,
} { $pm } PM, { $pv } PV, { $pa } PA; powers: { $count ->
    [0] none
   *[other] { $powers }
}.
kros-pic-draft-pool = Cards shown: { $player } picks
kros-pic-draft-picks = { $player }'s team
kros-pic-card-stats = Lvl { $level } · Init. { $init } · { $pm } PM · { $pv } PV · { $pa } PA
kros-pic-card-powers = Powers: { $powers }
kros-pic-card-spell = { $spell } · { $pa } PA · { $range }{ $value ->
    [-1] {""}
   *[other] {" "}· { $value }
}
kros-pic-range-melee = melee
kros-pic-range-personal = self
