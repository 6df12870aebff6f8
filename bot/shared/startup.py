"""The end of start-up: load what the first requests would load, then freeze it out of the GC.

A started bot holds ~160,000 long-lived objects (modules, catalogs, content, renderers); a
full garbage-collector pass over them stalled the event loop 80-140 ms under load
(research/performance.md §4). ``gc.freeze()`` moves them to a permanent generation that
no pass visits again. The young generation's threshold is raised (:data:`GC_YOUNG_THRESHOLD`).
"""

from __future__ import annotations

import gc
import logging
from collections.abc import Sequence

from render.fork_server import fork_server
from render.registry import load_renderers
from rules.core import SeatInfo, all_games, i18n
from rules.core.rng import Rng

log = logging.getLogger("meneur.startup")

#: container objects allocated (net of those freed) before a young-generation GC pass (Python's
#: default is 700). A move allocates and frees tens of thousands of containers in bursts (its
#: state's JSON read and written, the state's copies, the board's texts): at 700 those bursts
#: started ~0.8 young passes and 0.07 middle ones a move, most of them finding nothing to free,
#: passes of 2-7 ms in the event loop's stretches. At 7,000 (measured at 8 players, SQLite, the
#: bench_loop_cpu mix, load 3-4: bench/results/loop-cpu.json) the young passes are ~35x fewer
#: (12 against ~420 over the tables' opening and 540 moves), the middle ones none, their CPU ~6-10x less,
#: each young pass p90 4-6 ms. Garbage in cycles waits a little longer: a few thousand objects.
GC_YOUNG_THRESHOLD = 7000


def warm_games(drawing: bool = True) -> None:
    """Set every game up once with its default options (loads its content and compiles its
    rules) and, with ``drawing`` (pictures drawn in this process), import the drawing modules."""
    if drawing:
        load_renderers()
    for game in all_games():
        try:
            seats = [SeatInfo(index=i, name=f"p{i}") for i in range(max(2, game.min_seats))]
            state = game.setup(game.parse_options({}), seats, Rng("0" * 64))
            for prompt in game.prompts(state):
                game.legal_actions(state, prompt.seat)
            game.view(state, None)
        except Exception:  # warming is an optimisation: the game still loads on its first table
            log.debug("warm-up of %s skipped", game.id, exc_info=True)


def finish_start_up(languages: Sequence[str] = i18n.LANGUAGES, games: bool = True, collect: bool = True,
                    drawing: bool = True) -> None:
    """Load the catalogs of ``languages`` (and, with ``games``, every game's content, and the
    drawing modules if this process draws), collect the start-up garbage (with ``collect``),
    then ``gc.freeze()`` what is left."""
    for lang in languages:
        i18n.bundle(lang)
    if games:
        warm_games(drawing)
    if collect:
        gc.collect()
    gc.freeze()
    gc.set_threshold(GC_YOUNG_THRESHOLD, *gc.get_threshold()[1:])  # the workers forked later inherit it
    gc.enable()  # ``python -m bot`` disables the collector while it starts


def share_with_workers() -> int | None:
    """Start the workers' fork server as a fork of this process (render/fork_server.py), so the
    picture workers and the verify/computer worker share the pages of what this process has
    loaded: call it once the games are warmed and :func:`finish_start_up` has collected and
    frozen the start's objects (neither side's collector then writes to those pages), from the
    event loop's thread while no other thread runs the rules. Whatever was allocated since is
    frozen too. The fork server's process id (``None``: no fork here, the workers' server is
    spawned on first use)."""
    gc.freeze()
    return fork_server()
