"""What the Barkam system and Geno Warcry add to the picture: the monster generator tokens on
their tiles (L276), the initiative order of heroes and villains (L433)."""

from __future__ import annotations

from typing import Any

from ..dungeon import board
from ..plugins import register as plug
from ..viewing import MarkerView, RavenloftView, Text
from .barkam.view import unkey
from .geno.play import order_line


def _text(key: str, **params: Any) -> Text:
    from rules.core.i18n import t

    return Text(fr=t("fr", key, params), en=t("en", key, params))


def _spot(state: Any, b: Any, blk: tuple[int, int]) -> tuple[int, int]:
    """Where a tile's generator token is drawn: its bone pile, else (a figure stands there) its
    first open square with no figure nor hero, so the token stays visible."""
    taken = {f.square for f in state.figures} | {h.square for h in state.heroes if h.square is not None}
    pile = b.bone_pile(blk)
    if pile not in taken:
        return pile  # type: ignore[no-any-return]
    free = [sq for sq in b.block_squares(blk) if b.walkable(sq) and sq not in taken]
    return free[0] if free else pile  # type: ignore[no-any-return]


def decorate(view: RavenloftView, state: Any, cat: Any) -> None:
    """Add the variants' tokens and counters to ``view`` (in place)."""
    if state.barkam is not None and state.barkam.generators:

        b = board(state, cat)
        for k, n in sorted(state.barkam.generators.items()):
            blk = unkey(k)
            if blk not in b.tile_of or n <= 0:
                continue
            sq = _spot(state, b, blk)
            view.markers.append(MarkerView(kind="generator", name=_text("cr-pic-barkam-generator"), label="G",
                                           pos=(sq[0], sq[1]), count=n))
    if state.geno is not None and state.geno.order:
        view.notes.append(order_line(state))


def _view(view: RavenloftView, state: Any, cat: Any, seat: int | None) -> None:
    if state.barkam is not None or state.geno is not None:
        decorate(view, state, cat)


plug("view", "barkam-geno", 40, _view)  # rules/ravenloft/plugins.py
