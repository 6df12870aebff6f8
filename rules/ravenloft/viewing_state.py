"""Building a :class:`~rules.ravenloft.viewing.RavenloftView` from the engine's state and the
content: every placed tile as squares, the figures, the markers, the active hero's card."""

from __future__ import annotations

from typing import Any

from rules.ravenloft.viewing import (
    ALTAR,
    COFFIN,
    FLOOR,
    FOUNTAIN,
    OTHER,
    STAIRS,
    Text,
    TileView,
)

#: the content's special squares as the picture draws them
SPECIAL_CODES = {
    "stairway": STAIRS, "secret_stairway": STAIRS, "fountain": FOUNTAIN, "altar": ALTAR,
    "arcane_circle": ALTAR, "coffin": COFFIN,
}
#: tiles whose name is written on them (numbered passages are not)
NAMED_KINDS = ("start", "named", "chamber", "chamber_access", "long_corridor")
FRAME = {"start": "start", "chamber": "chamber", "chamber_access": "chamber", "long_corridor": "corridor"}


def text(value: Any) -> Text:
    """A content text (a model with ``fr``/``en`` or a mapping) as the view's :class:`Text`."""
    if isinstance(value, Text):
        return value
    if isinstance(value, dict):
        return Text(fr=value.get("fr", ""), en=value.get("en", ""))
    return Text(fr=value.fr, en=value.en)


def tile_view(tile: Any, number: int, x: int, y: int, names: list[list[str]] | None = None) -> TileView:
    """A content tile, already turned as placed, with its north-west square at (x, y)."""
    grid = [list(row) for row in tile.grid]
    for special in tile.specials:
        code = SPECIAL_CODES.get(special.kind, OTHER)
        for r, c in special.squares:
            if grid[r][c] == FLOOR:
                grid[r][c] = code
    return TileView(
        id=tile.id, number=number, x=x, y=y, grid=["".join(row) for row in grid], names=names or [],
        name=text(tile.name) if tile.kind in NAMED_KINDS else None,
        triangle=tile.triangle or "none", points=tile.entry[0] if tile.entry else None,  # type: ignore[arg-type]
        kind=FRAME.get(tile.kind, "normal"),  # type: ignore[arg-type]
    )
