"""Advanced Castle Ravenloft 2.0 (seed 001): its presets (``presets.py``), the level
table (``levels.py``, ``leveling.py``), its table rules (exploring in the hero phase, monster
tokens, own surges, hand-overs: ``table.py``) and its counters (``state.py``). Custom heroes are
made by the creation step of ``variants/hybrid``."""
