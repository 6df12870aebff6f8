"""Hybrid heroes (« Variante pour créer ses propres héros », seed L861-920): each player merges
two box hero cards into one bi-classed hero (:mod:`.sheets`), made in the creation step
(:mod:`.creation`).

Presets: ``hybrid`` fills the heroes slot and the levels slot (the base trigger, natural 20 +
5 XP, with the hybrid's bonus: +2 HP, +1 AC, +1 surge value and a daily of the other class,
L891); ``hybrid-heroes`` fills only the heroes slot, so another variant's levels apply
(ACR2's table, Barkam's).
"""

from __future__ import annotations

from ...options import Preset, register_preset

HYBRID = register_preset(Preset("hybrid", fills={"levels": "hybrid", "heroes": "hybrid"}))
HYBRID_HEROES = register_preset(Preset("hybrid-heroes", fills={"heroes": "hybrid"}))
