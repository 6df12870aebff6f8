"""Which function draws which game's view."""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from rules.core.registry import GAME_PACKAGES, find_game

if TYPE_CHECKING:  # Pillow is imported by whoever draws, not by whoever asks who draws
    from PIL import Image

Renderer = Callable[[Any, str], "Image.Image"]
_RENDERERS: dict[str, Renderer] = {}


def register_renderer(game_id: str, renderer: Renderer) -> None:
    _RENDERERS[game_id] = renderer


def renderer_for(game_id: str) -> Renderer | None:
    return _RENDERERS.get(game_id)


def has_renderer(game_id: str) -> bool:
    """Whether ``game_id`` draws pictures, without importing its drawing module: a process whose
    pictures are drawn by workers never loads the drawing modules (~9 MB)."""
    if game_id in _RENDERERS:
        return True
    try:
        game = find_game(game_id)
    except Exception:  # an unknown game draws nothing
        return False
    module = type(game).__module__
    package = next((p for p in GAME_PACKAGES if module == p or module.startswith(p + ".")), None)
    return package is not None and importlib.util.find_spec("render." + package.rsplit(".", 1)[1]) is not None


def load_renderers() -> None:
    """Import the drawing module of every game that has one (each registers itself)."""
    for module in GAME_PACKAGES:
        name = "render." + module.rsplit(".", 1)[1]
        try:
            importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name is None or not name.startswith(exc.name):
                raise
