"""Which function draws which game's view."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PIL import Image

Renderer = Callable[[Any, str], Image.Image]
_RENDERERS: dict[str, Renderer] = {}


def register_renderer(game_id: str, renderer: Renderer) -> None:
    _RENDERERS[game_id] = renderer


def renderer_for(game_id: str) -> Renderer | None:
    return _RENDERERS.get(game_id)
