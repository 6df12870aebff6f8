"""Which function draws which game's view."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # Pillow is imported by whoever draws, not by whoever asks who draws
    from PIL import Image

Renderer = Callable[[Any, str], "Image.Image"]
_RENDERERS: dict[str, Renderer] = {}


def register_renderer(game_id: str, renderer: Renderer) -> None:
    _RENDERERS[game_id] = renderer


def renderer_for(game_id: str) -> Renderer | None:
    return _RENDERERS.get(game_id)


def load_renderers() -> None:
    """Import the drawing module of every game that has one (each registers itself)."""
    import importlib

    from rules.core.registry import GAME_PACKAGES

    for module in GAME_PACKAGES:
        name = "render." + module.rsplit(".", 1)[1]
        try:
            importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name is None or not name.startswith(exc.name):
                raise
