"""The exploration variants, exploring inside the hero phase: Revised (``revised.py``), Mika
(``mika.py``) and Temps Écoulé (``temps.py``), with the split moves and questions they share
(``play.py``) and their state (``state.py``)."""
