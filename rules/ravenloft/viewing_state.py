"""Building a :class:`~rules.ravenloft.viewing.RavenloftView` from the engine's state and the
content: every placed tile as squares, the figures, the markers, the active hero's card."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from rules.core import find_game
from rules.core.i18n import has, t
from rules.ravenloft import plugins
from rules.ravenloft.content import load_content
from rules.ravenloft.dungeon import board
from rules.ravenloft.placing import squares
from rules.ravenloft.viewing import (
    ALTAR,
    COFFIN,
    FLOOR,
    FOUNTAIN,
    OTHER,
    STAIRS,
    Edge,
    HeroView,
    MarkerView,
    MonsterView,
    PowerView,
    RavenloftView,
    Text,
    TileView,
)
from rules.ravenloft.xp import total

#: the content's special squares as the picture draws them
SPECIAL_CODES = {
    "stairway": STAIRS, "secret_stairway": STAIRS, "fountain": FOUNTAIN, "altar": ALTAR,
    "arcane_circle": ALTAR, "coffin": COFFIN,
}
#: tiles whose name is written on them (numbered passages are not)
NAMED_KINDS = ("named", "chamber", "chamber_access", "long_corridor")
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
        short=text(tile.short) if tile.kind in NAMED_KINDS and getattr(tile, "short", None) else None,
        triangle=tile.triangle or "none", points=tile.entry[0] if tile.entry else None,  # type: ignore[arg-type]
        kind=FRAME.get(tile.kind, "normal"),  # type: ignore[arg-type]
    )


# ---- names -----------------------------------------------------------------------------

@lru_cache(maxsize=4096)
def named(kind: str, content_id: str) -> Text:
    """A content entry's name in both languages (its ``val-cr-<kind>-<id>`` message)."""
    msg = f"val-cr-{kind}-{content_id.replace('_', '-')}"
    return Text(fr=t("fr", msg), en=t("en", msg)) if has("fr", msg) else Text(fr=content_id, en=content_id)


@lru_cache(maxsize=1024)
def first_named(kinds: tuple[str, ...], content_id: str) -> Text:
    """The name of ``content_id`` under the first of ``kinds`` that has one."""
    for kind in kinds:
        msg = f"val-cr-{kind}-{content_id.replace('_', '-')}"
        if has("fr", msg):
            return Text(fr=t("fr", msg), en=t("en", msg))
    return Text(fr=content_id.replace("_", " "), en=content_id.replace("_", " "))


def picture_text(key: str, **params: Any) -> Text:
    return Text(fr=t("fr", f"cr-pic-{key}", params), en=t("en", f"cr-pic-{key}", params))


def card_kind(card: str) -> str:
    """The content id of a card (``zombie#2`` -> ``zombie``)."""
    return card.split("#", 1)[0]


def card_number(card: str | None) -> int:
    if card and "#" in card:
        tail = card.split("#", 1)[1]
        return int(tail) if tail.isdigit() else 0
    return 0


# ---- the view of a state ------------------------------------------------------------------

SIDE_LETTERS = ("n", "e", "s", "w")
#: the catalog kinds naming a hero's item: a treasure card, an adventure's treasure
ITEM_NAMES = ("treasure", "adventure-treasure")
#: which catalog kinds name a token of each kind
TOKEN_NAMES = {
    "trap": ("encounter",), "hazard": ("encounter",), "item": ("token", *ITEM_NAMES), "marker": ("token", "power"),
    "object": ("token",), "door": ("token",),
}
#: the picture's marker colours by token kind (a power's marker: a cloud, a crowd, a glyph...)
MARKER_KINDS = {"trap": "trap", "hazard": "hazard", "item": "item", "door": "door", "object": "item"}
MARKER_IDS = {"freezing_cloud": "cloud", "illusionary_crowd": "crowd", "glyph_of_warding": "glyph",
              "consecrated_ground": "consecrated"}


#: placed tiles' views by (tile, turn, block, number, the dungeon's top-left corner): the same
#: tile is not rebuilt at every move (views share these and never change them); the corner is
#: the square names' origin
_PLACED: dict[tuple[Any, ...], TileView] = {}


def _tiles(state: Any, content: Any, b: Any) -> list[TileView]:
    out = []
    for number, placed in enumerate(state.tiles):
        key = (placed.tile, placed.rot, placed.bx, placed.by, number, b.nx, b.ny)
        view = _PLACED.get(key)
        if view is None:
            tile = content.tiles[placed.tile].rotated(placed.rot)
            x, y = placed.bx * 4, placed.by * 4
            names = [[b.name((x + c, y + r)) if ch != "#" else "" for c, ch in enumerate(row)]
                     for r, row in enumerate(tile.grid)]
            view = tile_view(tile, number, x, y, names)
            if len(_PLACED) > 4096:
                _PLACED.clear()
            _PLACED[key] = view
        out.append(view)
    return out


def _edges(b: Any) -> list[Edge]:
    out = []
    for (bx, by), side in b.unexplored_edges():
        letter = SIDE_LETTERS[side]
        x0, y0 = bx * 4, by * 4
        if letter in ("n", "s"):
            y = y0 if letter == "n" else y0 + 3
            out += [Edge(x=x0 + i, y=y, side=letter) for i in range(4)]  # type: ignore[arg-type]
        else:
            x = x0 if letter == "w" else x0 + 3
            out += [Edge(x=x, y=y0 + i, side=letter) for i in range(4)]  # type: ignore[arg-type]
    return out


def _hero(h: Any, content: Any, player: str = "") -> HeroView:
    hero = content.heroes.get(h.hero)
    powers = []
    for card in h.powers:
        power = content.powers.get(card.id)
        powers.append(PowerView(id=card.id, name=named("power", card.id), kind=power.kind if power else "utility",
                                used=card.used))
    items = [first_named(ITEM_NAMES, card_kind(c)) for c in h.items]
    items += [first_named(("token", *ITEM_NAMES), card_kind(c)) for c in getattr(h, "carried", [])]
    return HeroView(
        id=h.hero, seat=h.seat, player=player,
        name=named("hero", h.hero), title=text(hero.title) if hero else None, level=h.level,
        pos=None if h.square is None else (h.square[0], h.square[1]), hp=h.hp, max_hp=h.max_hp, ac=h.ac,
        speed=h.speed, surge=h.surge_value, conditions=list(h.conditions), gender=getattr(hero, "gender", "m"),
        curses=[named("encounter", card_kind(c)) for c in h.curses], powers=powers, items=items, escaped=h.escaped)


def _monster(f: Any, state: Any, content: Any) -> MonsterView:
    if f.villain:
        entry = content.villains.get(f.kind)
        kind = "villain"
    else:
        entry = content.monsters.get(f.kind)
        kind = "monster"
    max_hp = entry.hp * plugins.hp_factor(state) if entry is not None else max(1, f.damage + 1)  # damage dice
    owner = next((h.hero for h in state.heroes if f.card is not None and f.card in h.cards), None)
    return MonsterView(id=str(f.uid), kind=f.kind, name=named(kind, f.kind), number=card_number(f.card),
                       pos=(f.square[0], f.square[1]), hp=max_hp - f.damage, max_hp=max_hp, villain=f.villain,
                       owner=owner)


def _marker(tok: Any) -> MarkerView:
    if tok.kind == "door":
        name = picture_text(f"door-{tok.face}" if tok.revealed and tok.face else "door")
    else:
        name = first_named(TOKEN_NAMES.get(tok.kind, ("token",)), tok.id)
    kind = MARKER_IDS.get(tok.id, MARKER_KINDS.get(tok.kind, "other"))
    side = None
    edge = getattr(tok, "edge", None)
    if tok.kind == "door" and edge:
        side = SIDE_LETTERS[edge[2]]
    count = max(0, tok.hp - tok.damage) if tok.kind == "object" else int(tok.face) if tok.face.isdigit() else 0
    return MarkerView(kind=kind, name=name, pos=(tok.square[0], tok.square[1]), side=side,  # type: ignore[arg-type]
                      count=count)


def _last(state: Any) -> tuple[list[tuple[int, int]], tuple[int, int] | None]:
    last = state.last or {}
    path = [(int(p[0]), int(p[1])) for p in last.get("path", [])]
    targets = last.get("targets") or []
    target = (int(targets[0][0]), int(targets[0][1])) if targets else None
    return path, target


def _adventure(adventure_id: str) -> Text:
    msg = f"val-cr-adventure-{adventure_id.replace('_', '-')}"
    if has("fr", msg):
        return Text(fr=t("fr", msg), en=t("en", msg))
    return picture_text("adventure", id=adventure_id)


def state_view(state: Any, seat: int | None, board: Any, xp: int) -> RavenloftView:
    """The view of ``state`` for ``seat`` (everything is public but the decks' order): the
    engine gives its ``board`` (squares' names, unexplored edges) and the party's ``xp``."""
    content = load_content()
    active = state.heroes[state.turn.hero] if state.heroes else None
    path, target = _last(state)
    over = state.over
    return RavenloftView(
        seat=seat, adventure=_adventure(state.adventure), turn=state.turn.number,
        phase="over" if over else state.turn.phase, active=active.hero if active is not None and not over else None,
        tiles=_tiles(state, content, board), unexplored=_edges(board),
        heroes=[_hero(h, content, state.players[h.seat] if h.seat < len(state.players) else "")
                for h in state.heroes],
        monsters=[_monster(f, state, content) for f in state.figures],
        markers=[_marker(tok) for tok in state.tokens],
        xp=xp, surges=state.surges,
        environment=named("encounter", card_kind(state.environment)) if state.environment else None,
        environment_text=named("encounter-text", card_kind(state.environment)) if state.environment else None,
        last_path=path, last_target=target,
        decks={"tiles": len(state.tile_stack), "monsters": len(state.monsters.cards),
               "encounters": len(state.encounters.cards), "treasures": len(state.treasures.cards)},
        outcome=over,
        focus=None if active is None or active.square is None else (active.square[0], active.square[1]),
    )


def build_view(state: Any, seat: int | None) -> RavenloftView:
    """The view of the engine's ``state`` for ``seat`` (``Game.view`` calls it)."""
    cat = find_game("ravenloft").cat  # type: ignore[attr-defined]
    view = state_view(state, seat, board(state, cat), total(state, cat))
    if state.pending and state.pending[0].kind == "place":  # the squares the player may choose now
        view.highlight = [(x, y) for x, y in squares(state, cat, state.pending[0])]
    adventure = cat.adventures.get(state.adventure)
    track = getattr(adventure, "sun", 0) or 0
    if track:
        view.sunset = bool(state.flags.get("sunset"))
        view.sun_left = 0 if view.sunset else max(0, track - int(state.flags.get("sun", 0)))
    return plugins.view(view, state, cat, seat)  # what the variants add (plugins.py)
