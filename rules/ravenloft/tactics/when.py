"""The tests of the tactics language: a clause's ``when:``, a step's or trigger's condition."""

from __future__ import annotations

from pydantic import ConfigDict, Field

from rules.core import Model


class When(Model):
    """A clause's condition: every field set must hold (an empty test always holds).

    ``any_of`` holds when one of its tests holds, ``not_`` (YAML ``not``) when its test fails.
    Counts and distances are in tiles counted orthogonally through open exits.
    """

    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    hero_adjacent: bool | None = None
    hero_on_tile: bool | None = None
    hero_within_tiles: int | None = Field(default=None, ge=0)
    hero_beyond_tiles: int | None = Field(default=None, ge=0)  # no hero within N tiles
    heroes_on_tile_at_least: int | None = Field(default=None, ge=1)
    monsters_on_tile_at_least: int | None = Field(default=None, ge=1)  # others than the actor
    monsters_in_play_at_least: int | None = Field(default=None, ge=1)  # monster figures anywhere
    start_tile_in_play: bool | None = None
    self_hp_at_most: int | None = Field(default=None, ge=0)
    self_damaged: bool | None = None
    token_on_tile: str | None = None
    on_tile_named: str | None = None
    unexplored_edge_on_tile: bool | None = None
    flag: str | None = None  # the actor's flag is set (mist form used...)
    active_hero_hp_at_most: int | None = Field(default=None, ge=0)
    any_of: list[When] | None = None
    not_: When | None = Field(default=None, alias="not")

    def fields_set_in_order(self) -> list[str]:
        """The tests this condition makes, in the fixed order of the model (for the log)."""
        return [name for name in type(self).model_fields if getattr(self, name) is not None]


When.model_rebuild()
