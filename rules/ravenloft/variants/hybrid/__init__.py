"""Hybrid heroes (seed 001, L860-900) and the custom heroes ACR2 shares: the presets
(``presets.py``), the creation step before the first turn (``creation.py``), the sheets
(``sheets.py``, ``state.py``)."""
