"""The adventures' face-down tokens and the tokens that change a rule (adventures 8, 9, 13).

A face-down token (a Monster token on each tile of the Gauntlet of Terror, a Coffin token on
each crypt's coffin in the Vampire Hunt) lies on the board as a marker named by its token; its
face is drawn from the bag of the faces still hidden when a hero turns it
(``adventure_special.reveal``), so no face is known before: nothing hidden stays in the state.
"""

from __future__ import annotations

from rules.core import Event

from .board import block_of
from .catalog import Catalog
from .dungeon import board, free_squares
from .events import ev
from .state import CRState, Token

#: the state flag holding each hidden token's faces still in the bag: {token id: [face, ...]}
BAG = "hidden_bag"
#: the state flag holding the turn number in which a hero turned a token
REVEALED = "revealed_turn"
#: the SPECIAL_LETTERS of ``adventures`` a rule's ``special`` names (kept here: no import cycle)
LETTERS = {"coffin": "K"}


def fill_bag(state: CRState, token: str, faces: list[str]) -> None:
    state.flags.setdefault(BAG, {})[token] = list(faces)


def hide_on_tile(state: CRState, cat: Catalog, uid: int, tile: str) -> list[Event]:
    """A tile just placed gets a face-down token on its ``special`` square (a crypt's coffin)
    while the bag holds one (adventures' ``hidden_tokens`` rule with a ``special``)."""
    adv = cat.adventures.get(state.adventure)
    rule = adv.special_rule("hidden_tokens") if adv is not None else None
    if rule is None or not rule.special or not state.flags.get(BAG, {}).get(rule.token):
        return []
    b = board(state, cat)
    letter = LETTERS.get(rule.special, "")
    squares = [sq for blk in b.placement(uid).blocks() for sq in b.block_squares(blk) if b.kind(sq) == letter]
    if not squares:
        return []
    return [place_hidden(state, cat, rule.token, squares[0])]


def hide_on_block(state: CRState, cat: Catalog, token: str, uid: int) -> Event | None:
    """A face-down token on a set-out tile's free floor square nearest its bone pile."""
    b = board(state, cat)
    blk = b.placement(uid).blocks()[0]
    taken = {t.square for t in state.tokens}
    free = [sq for sq in free_squares(state, b, blk) if sq not in taken and b.kind(sq) == "."]
    # an inner square first: the picture writes a square name at its top beside a triangle,
    # which lies on the tile's side, where a token would cover it
    free.sort(key=lambda sq: (sq[0] % 4 in (0, 3) or sq[1] % 4 in (0, 3), sq[1], sq[0]))
    return place_hidden(state, cat, token, free[0]) if free else None


def place_hidden(state: CRState, cat: Catalog, token: str, square: tuple[int, int]) -> Event:
    state.tokens.append(Token(uid=state.uid(), kind="marker", id=token, square=square))
    return ev("token-hidden", token=token, square=board(state, cat).name(square))


def hidden_on(state: CRState, cat: Catalog, uid: int) -> list[Token]:
    """The face-down tokens lying on tile ``uid``."""
    adv = cat.adventures.get(state.adventure)
    rule = adv.special_rule("hidden_tokens") if adv is not None else None
    if rule is None:
        return []
    b = board(state, cat)
    return [t for t in state.tokens if t.kind == "marker" and t.id == rule.token
            and b.tile_of.get(block_of(t.square)) == uid]


def revealed_this_turn(state: CRState) -> bool:
    """A hero turned a face-down token this turn: that counts as exploring, no encounter
    unless a tile with a black triangle was placed (ruling, docs/rulings/ravenloft.md)."""
    return state.flags.get(REVEALED) == state.turn.number


def no_regeneration(state: CRState, cat: Catalog, kind: str) -> bool:
    """The adventure's ``silver_dagger`` rule: ``villain`` no longer regenerates once a hero
    holds the rule's token."""
    adv = cat.adventures.get(state.adventure)
    rule = adv.special_rule("silver_dagger") if adv is not None else None
    return rule is not None and rule.villain == kind and any(rule.token in h.carried for h in state.heroes)
