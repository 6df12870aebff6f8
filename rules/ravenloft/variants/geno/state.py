"""Geno Warcry's own state (no engine import: ``state.py`` imports this model)."""

from __future__ import annotations

from pydantic import Field

from rules.core import Model


class GenoState(Model):
    """What Geno Warcry adds to a table (seed L431-451).

    ``order``: the heroes (indexes) in initiative order, fixed for the game; ``rolls`` each
    hero's last d20 (ties rerolled, L433); ``villains`` and ``villain_rolls`` the same for the
    villains in play; ``done`` the heroes who played their hero phase this round; ``acted`` the
    figures (uids) that already moved and attacked this round (L447); ``round`` the round's
    number; ``placed`` the heroes who placed a tile this round and whether it was black (L445);
    ``villain_turn`` the hero whose cards the round's villain phase is activating."""

    order: list[int] = Field(default_factory=list)
    rolls: dict[str, list[int]] = Field(default_factory=dict)
    villains: list[str] = Field(default_factory=list)
    villain_rolls: dict[str, list[int]] = Field(default_factory=dict)
    done: list[int] = Field(default_factory=list)
    acted: list[int] = Field(default_factory=list)
    round: int = 1
    placed: dict[str, str] = Field(default_factory=dict)
    villain_turn: int = -1
    #: the turn number whose hero may move no more (a black tile stopped the move, L441)
    halted_turn: int = 0
    #: the monster of the ambush in progress (its figure's uid), the encounter drawn for it
    ambusher: int = 0
    #: the monster types the round's last villain part activates, fixed when it begins (L447)
    monster_order: list[str] = Field(default_factory=list)
    card: str = ""
