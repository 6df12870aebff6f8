"""Geno Warcry (seed 001, L430-450): initiative rounds and the round's villain phase
(``play.py``), the black tile's ambush (``ambush.py``) and its counters (``state.py``)."""
