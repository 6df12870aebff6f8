"""The end of start-up raises the young generation's GC threshold (bot/shared/startup.py)."""

from __future__ import annotations

import gc

from bot.shared.startup import GC_YOUNG_THRESHOLD, finish_start_up


def test_a_started_process_collects_its_young_objects_every_7000_allocations() -> None:
    before = gc.get_threshold()
    try:
        gc.set_threshold(700, 10, 10)
        finish_start_up(languages=("fr",), games=False, collect=False, drawing=False)
        assert gc.get_threshold() == (GC_YOUNG_THRESHOLD, 10, 10) == (7000, 10, 10)
        assert gc.isenabled()
    finally:
        gc.set_threshold(*before)
