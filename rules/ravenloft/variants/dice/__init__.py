"""Damage dice (seed 001, L484-490): the presets ``dice-a``, ``dice-b``, ``dice-c`` (``play.py``)
and the dice stream (``state.py``)."""
