"""Typed errors that are safe to show a player.

Every error carries a message ``code`` (a key of the message catalogs) and the
parameters the message needs, so the adapters can localize it. Like python-chess's
``IllegalMoveError`` these subclass :class:`ValueError`.
"""

from __future__ import annotations

from typing import Any


class PlayerError(ValueError):
    """Base of every error whose text may be shown to a player."""

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params = params
        super().__init__(f"{code} {params!r}" if params else code)

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, PlayerError)
            and type(other) is type(self)
            and other.code == self.code
            and other.params == self.params
        )

    def __hash__(self) -> int:
        return hash((type(self), self.code))


class RuleError(PlayerError):
    """An action that the rules forbid. The game state is left exactly as it was."""


class InvalidActionError(PlayerError):
    """An action that could not even be parsed (unknown command, malformed option)."""
