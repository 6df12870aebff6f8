"""The registry of game kinds, found by id or alias (like python-chess's ``find_variant``)."""

from __future__ import annotations

import importlib
import unicodedata
from typing import Any

from .engine import Game
from .errors import InvalidActionError

_GAMES: dict[str, Game[Any, Any, Any]] = {}
_ALIASES: dict[str, str] = {}

#: game packages loaded on first use of the registry
GAME_PACKAGES = (
    "rules.krosmaster",
    "rules.ravenloft",
    "rules.kravora",
    "rules.dungeon_fighter",
    "rules.mortebrume",
)
_loaded = False


def _norm(name: str) -> str:
    text = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return "".join(ch for ch in text.lower() if ch.isalnum())


def register(game: Game[Any, Any, Any]) -> Game[Any, Any, Any]:
    """Add a game kind; its id and aliases must be new."""
    names = {game.id, *game.aliases, game.group()}
    for name in names:
        key = _norm(name)
        if _ALIASES.get(key, game.id) != game.id:
            raise ValueError(f"game name {name!r} already taken by {_ALIASES[key]!r}")
    _GAMES[game.id] = game
    for name in names:
        _ALIASES[_norm(name)] = game.id
    return game


def unregister(game_id: str) -> None:
    _GAMES.pop(game_id, None)
    for key in [k for k, v in _ALIASES.items() if v == game_id]:
        del _ALIASES[key]


def load_games() -> None:
    """Import every game package that exists; each registers itself on import."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    for module in GAME_PACKAGES:
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as exc:
            if exc.name is None or not module.startswith(exc.name):
                raise


def find_game(name: str) -> Game[Any, Any, Any]:
    load_games()
    game_id = _ALIASES.get(_norm(name))
    if game_id is None:
        raise InvalidActionError("unknown-game", game=name, known=", ".join(sorted(_GAMES)))
    return _GAMES[game_id]


def loaded_games() -> list[Game[Any, Any, Any]]:
    """The games registered so far, without importing the others."""
    return [_GAMES[k] for k in sorted(_GAMES)]


def shipped(game: Game[Any, Any, Any]) -> bool:
    """Whether ``game`` is one of :data:`GAME_PACKAGES`' (not a test's or a plug-in's)."""
    module = type(game).__module__
    return any(module == p or module.startswith(p + ".") for p in GAME_PACKAGES)


def all_games() -> list[Game[Any, Any, Any]]:
    load_games()
    return [ _GAMES[k] for k in sorted(_GAMES) ]
