"""Strahd played by a player with a hidden hand (seed « CR Strahd Variante », L453-482).

One seat plays Strahd instead of a hero. He holds a hidden hand of encounter and monster
cards, earns Menace at each exploration, pays Menace to put monsters of his hand on the new
tile, to play an encounter at the start of the villain phase and to buy cards at its end.
The modules: ``models`` (state, actions, view), ``flow`` (the turn's steps), ``hand`` (draws,
reveals, views), ``prompts`` (his prompts, buttons and defaults). This file registers the preset;
``variants/__init__.py`` imports every module below it, so ``hand``'s hooks fill the plug-in
slots (``rules/ravenloft/plugins.py``); the engine reaches the rest through small dispatches
keyed on ``state.strahd``. (Importing ``hand`` here would run it whenever ``state.py`` loads
``models``, before ``state`` is complete.)
"""

from __future__ import annotations

from rules.ravenloft.options import Preset, register_preset

#: the preset: Strahd's hand replaces the monster of each new tile and the encounter draws
PRESET = register_preset(Preset("strahd", fills={"monsters_per_tile": "strahd", "encounter_trigger": "strahd"}))
