"""The judgement of a computer hero of Castle Ravenloft (rules/ravenloft/computer.py asks it).

- :mod:`.goal`: where the party must go (the unexplored edges, the adventure's item tokens) and
  how far each square is;
- :mod:`.powers`: what an attack is worth (the chance to hit, the damage, a monster defeated,
  a daily power spent), and who needs healing;
- :mod:`.plan`: the hero phase as a whole (move then attack, attack then move, two moves),
  scored at the square where the hero ends it;
- :mod:`.answers`: the questions of the rules (cancel an encounter, level up).

Everything reads the table as the hero's seat sees it (``computer.knowledge``): the dungeon,
the figures, the cards face up; never the decks' order. Same table, same decision.
"""
