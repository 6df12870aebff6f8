"""The load bench's floor picture, encoded in a picture worker: its own small module, so that a
worker unpickles it without importing the bench (a worker forked as the bot's are does not
import the main module, see bench_load.main)."""

from __future__ import annotations

from typing import Any

from render.encode import encode_png
from render.pool import view_model
from render.registry import load_renderers, renderer_for

_FLOOR_IMAGES: dict[str, Any] = {}


def floor_encode(game_id: str, view: dict[str, Any], key: str) -> int:
    """Encode the same picture as a move (drawn once per process and kept): the floor's picture."""
    image = _FLOOR_IMAGES.get(key)
    if image is None:
        load_renderers()
        renderer = renderer_for(game_id)
        assert renderer is not None
        model = view_model(game_id)
        image = _FLOOR_IMAGES[key] = renderer(model.model_validate(view) if model else view, "fr")
    return len(encode_png(image))
