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
        [weapon] damage ×{ $mul } +{ $add } when the die lands on the Target, special throw: { $throws }
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
val-fx-tir_en_bande = Bank Shot (the bank slows the die, reach ×0.85, and deflects it)
val-fx-pichenette = Flick (power badly dosed, ±11%)
val-fx-souffle = Blow (power 5 at most, blown from 6 squares closer, uneven)
val-fx-sous_la_jambe = Under the Leg (strays sideways)
val-fx-en_aveugle = Blindfolded (eyes closed: the Target and the push are hidden, the aim wanders)
val-fx-double_rebond = Double Bounce (two bounces before the Target: you give the height of each, height then bounce2)
val-fx-sur_le_coude = Off the Elbow (a lob: height 5 or more)
val-fx-lancer_de_la_foi = Leap of Faith (uncertain direction, ±6°)
val-fx-mauvaise_main = Wrong Hand (scatter ×1.5)
val-fx-emprunt = Borrowed Hand (the player on the left gives the power)
val-fx-par_dessus_une_carte = Over a Card (first bounce 7.5 squares away or more)
val-fx-catapulte = Catapult (height fixed at 7)
val-fx-tete = Header (wider scatter)
val-fx-lancer_toupie = Spinning Top (the die rolls up to 35% further)
val-fx-sur_le_nez = Off the Nose (reach ×0.6, scatter in length)
val-fx-de_dos = Backwards (aim mirrored left-right)
val-fx-smash = Smash (height 2 at most)
val-fx-assis = Seated (height 3 at most)
val-fx-saut = Jump (uncertain power and side)
val-fx-sous_la_table = Under the Table (height 2 at most)
val-fx-danse = Dance (uncertain direction and power)
val-fx-de_loin = From Afar (thrown from 5 squares further back)
prompt-df-throw-imposed = { $imposed ->
        [yes] Imposed throws: { $rules }.
       *[no] {""}
    }
gameopt-dungeon_fighter-real_dice = Real dice: throw your own dice on your own Target and report where they stopped
err-df-no-report = A section is reported only in the real dice mode: aim, power and height make the throw here
err-df-bad-section = Section { $section } is not on the Target: { $sections } (0 = off the Target)
opt-df-throw-section = Real dice: the section your die stopped on (0 = off the Target)
opt-df-throw-symbol = Real dice: the hero symbol shows
opt-df-reroll-section = Real dice: the section of the new throw (0 = off the Target)
opt-df-reroll-symbol = Real dice: the hero symbol shows
optname-df-throw-section = section
optname-df-throw-symbol = symbol
optname-df-reroll-section = section
optname-df-reroll-symbol = symbol
df-form-report = Where did your die stop?
df-field-section = Section ({ $sections })
df-field-symbol = Hero symbol (yes/no)
cmd-game-throw = Your Dungeon Fighter throw, by gesture, on the throw page
cmdname-game-throw = throw
df-page-link = Your throw, by gesture (good once, for this throw, { $minutes } minutes): { $url }
df-page-not-now = No throw of yours is waiting here.
err-df-bad-gesture = { $reason ->
    [tap] A tap does not throw: hold the die, then flick it toward the Target.
    [dropped] The die was set down, not thrown: let go while your hand still moves toward the Target.
    [direction] That flick goes away from the Target: flick the die up, toward it.
   *[other] That gesture could not be read as a throw: hold the die, then flick it toward the Target.
}
df-choice-same = Same as last ({ $square }, power { $power }, height { $height })
df-choice-row = Row { $row }
df-choice-square = { $square }
err-df-power-limit = Soufflé: a blown die takes power { $most } at most (not { $power })
df-field-aim-blind = Aim: square A1 to K11 (eyes closed)
df-field-power-blind = Power ({ $min } to { $max })
df-label-blindfold = Eyes closed
df-label-blindfold-note = Blindfolded: the thrower sees neither the Target nor the push for this throw
df-page-title = Dungeon Fighter: your throw
df-page-hint = Hold still to lift the die, then flick it toward the Target: the faster the flick, the further it goes.
df-page-blind = Eyes closed
df-page-refused = Refused:
df-page-hit = Section { $zone }!
df-page-missed = Missed: { $why }
df-page-capped = (Soufflé: power { $power })
df-field-bounce2 = Second bounce ({ $min } to { $max }, tenths of the rest)
opt-df-throw-bounce2 = Double Bounce: where the die bounces the second time (1 to 9, tenths of what is left after the first bounce)
optname-df-throw-bounce2 = bounce2
opt-df-reroll-bounce2 = Double Bounce: where the die bounces the second time (1 to 9)
optname-df-reroll-bounce2 = bounce2
err-df-bounce2-needed = Double Bounce: say where the die bounces the second time too (bounce2, 1 to 9: tenths of what is left after the first bounce)
err-df-bounce2-unused = bounce2 is only for a Double Bounce throw: this one bounces as it likes after the first bounce
err-df-furie-after = Blind Fury is chosen once the die has landed, not with the throw
df-page-second = Double Bounce: now the second bounce. Hold still to raise the second hop, then flick again.
df-activity-connecting = Connecting to Discord…
df-activity-denied = Discord did not let the throw page know who you are: authorize it to throw.
df-activity-failed = The throw page could not reach Discord. Use /game throw for a link instead.
