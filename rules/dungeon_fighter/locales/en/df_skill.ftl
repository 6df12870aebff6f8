## Dungeon Fighter: card texts, shop, prompts and the throw's skill (issue 15)
cmd-df-card = Read an equipment card (the shop's, the stash's or a hero's)
opt-df-card-item = The card (name or id)
cmdname-df-card = card
optname-df-card-item = item
err-df-no-taker = No hero has a free slot for { $item }: the shop keeps it
ev-df-card = { df-card-text } Can carry it: { $carriers }.
df-card-text = { $name } ({ $kind ->
        [weapon] weapon
        [armour] armour
       *[magic] magic item
    }, { $cost } gold{ $single ->
        [yes] , single use
       *[no] {""}
    }): { $effect ->
        [weapon] damage ×{ $mul } +{ $add } when the die lands on the Target, thrown { $throws }
        [reduced_damage] its bearer takes { $value } damage less on a miss
        [no_damage] discard it on a miss to take no damage
        [riposte] the damage its bearer takes also hurts the monster
        [reroll] throw again right after your own throw, the first result is ignored
        [heal_one] one hero recovers { $value } HP, at any time
        [heal_all] every hero recovers { $value } HP, at any time
       *[extra_damage] +{ $value } damage to a throw that hits
    }.
df-card-short = { $effect ->
        [weapon] ×{ $mul } +{ $add } · { $throws }
        [reduced_damage] −{ $value } damage taken
        [no_damage] no damage on a miss (x1)
        [riposte] riposte
        [reroll] reroll (x1)
        [heal_one] heal { $value } HP (x1)
        [heal_all] heal all { $value } HP (x1)
       *[extra_damage] +{ $value } damage (x1)
    }
df-label-no-taker = nobody can carry it
opt-df-pick-furie-yes = Blind Fury: lose 1 HP, double the damage
opt-df-pick-furie-no = Blind Fury: keep my HP
val-tir_en_bande = Bank Shot
val-pichenette = Flick
val-souffle = Blow
val-sous_la_jambe = Under the Leg
val-en_aveugle = Blindfolded
val-double_rebond = Double Bounce
val-sur_le_coude = Off the Elbow
val-lancer_de_la_foi = Leap of Faith
val-mauvaise_main = Wrong Hand
val-emprunt = Borrowed Hand
val-par_dessus_une_carte = Over a Card
val-catapulte = Catapult
val-tete = Header
val-lancer_toupie = Spinning Top
val-sur_le_nez = Off the Nose
val-de_dos = Backwards
val-smash = Smash
val-assis = Seated
val-saut = Jump
val-sous_la_table = Under the Table
val-danse = Dance
val-de_loin = From Afar
