"""The new exploration variant (seed L179-205, « Nouvelle variante aux règles de base »;
English original "Castle Ravenloft Revised"): the exploration phase lives inside the hero
phase (L181); a move may be split around the attack, even after exploring (L183), so the hero
may back away, fight the new monster or explore again (L185-197). The villain phase is the
base game's (L201).

Everything it needs is the family's (``play.py``): exploring costs no movement (ruling A34)
and the villain phase draws one encounter if the hero placed no tile or any black one (A15).
"""

from __future__ import annotations

from ...options import Preset, register_preset

register_preset(Preset("revised", fills={"exploration_timing": "revised"}))
