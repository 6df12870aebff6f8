"""The base of every rules data class (states, actions, views, choices): strict about unknown
fields. It lives below the engine and the choice trees, which both build on it."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class Model(BaseModel):
    """Base of the games' state, action and view models: strict about unknown fields."""

    model_config = ConfigDict(extra="forbid")
