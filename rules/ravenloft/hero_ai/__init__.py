"""The judgement of a computer hero of Castle Ravenloft (rules/ravenloft/computer.py asks it).

- :mod:`.goal`: where the party must go (the unexplored edges, the adventure's item tokens) and
  how far each square is;
- :mod:`.powers`: what an attack is worth (the chance to hit, the damage, a monster defeated,
  a daily power spent), and who needs healing;
- :mod:`.plan`: the hero phase as a whole (move then attack, attack then move, two moves),
  scored at the square where the hero ends it;
- :mod:`.answers`: the questions of the rules (cancel an encounter, level up);
- :mod:`.gifts`: who keeps a treasure item (the hero who uses it best, B57);
- :mod:`.edges`: which unexplored edge to explore when several are offered (next to the party,
  with room for the dungeon to grow);
- :mod:`.villain`: where the adventure ends in a fight (Klak, the Flesh Golem), the daily powers
  kept for the villain and the monsters cleared before exploring further;
- :mod:`.rest`: when a healing power is worth spending (the whole heal counts, or a hero is one
  blow from the floor).

Everything reads the table as the hero's seat sees it (``computer.knowledge``): the dungeon,
the figures, the cards face up; never the decks' order. Same table, same decision.
"""
