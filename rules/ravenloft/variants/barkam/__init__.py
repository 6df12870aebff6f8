"""The Barkam system (seed 001, L222-429): the hero phase with speed points and exploring
(``play.py``), its encounters, XP and level offers (``encounters.py``), the 23-level table
(``levels.py``, ``levels.yaml``), the picture's keys (``view.py``) and its counters (``state.py``)."""
