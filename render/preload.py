"""Imported by the fork server alone (``render.pool.worker_context`` lists it last among the
modules the server preloads): the server warms up once, as a worker would (every game set up,
every drawing module imported, every game drawn in both languages), then freezes those
objects out of the collector. Each worker is then forked warm: it shares those pages with the
server and its siblings instead of each building its own copy (docs/ARCHITECTURE.md).
"""

from __future__ import annotations

import logging

from render.pool import warm_once

try:
    warm_once()
except Exception:  # the server must start whatever happens: each worker then warms up itself
    logging.getLogger("meneur.render").exception("the fork server could not warm up")
