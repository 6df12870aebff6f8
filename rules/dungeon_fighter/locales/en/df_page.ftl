# The throw page (bot/web/throw.py, bot/web/throw.html)
df-page-gone = This throw is no longer waiting: it was thrown, or the table has moved on. Ask for a new link with /game throw.
df-page-expired = This link has expired. Ask for a new one with /game throw.
df-page-height = Height { $height }
df-page-power = Power
df-page-too-high = too high: no bounce before the Target
df-page-reach = reaches the centre
df-page-monster = { $name }: { $hp }/{ $max } HP, hits for { $damage }
df-page-hero = { $name }: { $hp }/{ $max } HP
df-page-throws = Special throw: { $names }
df-page-weapons = Weapons (choose before the flick)
df-page-items = Extra damage
df-page-mirror = Back to the table: the view is a mirror
df-page-retry = Try again.
df-page-thrown = Thrown: power { $power }, height { $height }
df-page-emprunt = Borrowed Hand: { $hero } gives the power. Your flick gives the aim and the height.
df-page-wait-emprunt = Borrowed Hand: waiting for { $player } ({ $hero }) to give the power in Discord…
df-page-wait-gauge = Reflex: stop the power gauge in Discord; the result follows here…
