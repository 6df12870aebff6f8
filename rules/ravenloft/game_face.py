"""The game as the modules it uses see it: the computer players (``computer.py``) and the choice
tree (``pointing.py``) receive the :class:`~rules.ravenloft.game.Ravenloft` object and call
back through these methods, so neither imports the game module above them."""

from __future__ import annotations

from typing import Protocol

from rules.core import Prompt, Rng, Transition
from rules.core.choices import ChoicePath

from .catalog import Catalog
from .commands import ActionT
from .state import CRState


class RavenloftGame(Protocol):
    @property
    def cat(self) -> Catalog: ...

    def prompts(self, state: CRState) -> list[Prompt]: ...

    def legal_actions(self, state: CRState, seat: int) -> list[ActionT]: ...

    def apply(self, state: CRState, seat: int, action: ActionT, rng: Rng) -> Transition: ...

    def zombie_action(self, state: CRState, seat: int) -> ActionT | None: ...

    def choice_path(self, state: CRState, seat: int, action: ActionT) -> ChoicePath | None: ...
