"""What every step of the tactics language shares."""

from __future__ import annotations

from typing import Literal

from rules.core import Model

from .when import When


class StepBase(Model):
    """Common to every step: ``only_if`` runs it only when the last attack hit (or missed)
    the target named ``that``; ``when`` only when its test holds, seen from the actor."""

    only_if: Literal["hit", "miss"] | None = None
    when: When | None = None
