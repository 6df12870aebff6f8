"""Mika R.'s variant (seed L735-790): exploring for 2 movement points inside the hero phase,
the monster « dans votre dos » instead of an encounter, the initiative test by the monster's
XP (14/12/10) and Confus on 1-2.

The moves and the exploring cost are the family's (``play.py``); here: the black tile's
choice, the monster behind, the tile's monster after it (L757-766), the test (L770-786).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...board import edge_squares
from ...conditions import add_condition
from ...dungeon import board, occupied
from ...events import ev
from ...exploration import draw_monster, spawn
from ...options import Preset, register_preset
from ...state import Figure, Pending, card_kind
from ...turns import end_hero_phase
from .state import fresh

if TYPE_CHECKING:
    from rules.core import Event, Rng

register_preset(Preset("mika", fills={"exploration_timing": "mika", "monsters_per_tile": "mika",
                                      "encounter_trigger": "mika"}))

#: « Monstre à 3 XP : réussir 14 et + ... 2 XP : 12 ... 1 XP : 10 » (L774-780)
TEST = {1: 10, 2: 12, 3: 14}
#: « Si on obtient un échec critique (1-2) , on subit en plus la condition Confus » (L786)
FUMBLE = 2


def initiative_target(xp: int) -> int:
    """The d20 result the initiative test needs against a monster worth ``xp``: the seed's table
    for 1-3 XP; beyond (villains, ruling A50) 10 + 2 × (XP − 1), at most 20."""
    return TEST.get(xp, min(20, 10 + 2 * (max(1, xp) - 1)))


def _block(state: Any, cat: Any, uid: int) -> Any:
    return board(state, cat).placement(uid).blocks()[0]


def behind_square(state: Any, cat: Any, hero: int, new: set[int]) -> Any:
    """Where the monster behind the hero goes (L765, ruling A51): on the unexplored edge nearest
    to the hero of a tile already in play (not the tiles just placed), its free square nearest
    to the hero, then by row and column. None when there is no such square."""

    h = state.heroes[hero]
    if h.square is None:
        return None
    b = board(state, cat)
    taken = occupied(state)
    spots = [sq for blk, side in b.unexplored_edges() if b.tile_of.get(blk) not in new
             for sq in edge_squares(blk, side) if b.walkable(sq) and sq not in taken]
    if not spots:
        return None
    hx, hy = h.square
    return min(spots, key=lambda s: (max(abs(s[0] - hx), abs(s[1] - hy)), s[1], s[0]))


def after_explore(state: Any, cat: Any, tile: Any, black: bool, rng: Rng) -> list[Event]:
    """After the tile: on a black one the player chooses (L757); then the tile's monster."""

    hero = state.turn.hero
    fresh(state).test_due = True
    new = {t.uid for t in state.tiles if t.uid in state.turn.placed}
    if black and behind_square(state, cat, hero, new) is not None:
        state.pending.append(Pending(kind="xv-mika-black", seat=state.heroes[hero].seat, hero=hero,
                                     params={"uid": tile.uid}))
        return []
    return spawn(state, cat, hero, _block(state, cat, tile.uid), rng)


def black_options(state: Any, cat: Any, p: Any) -> list[Any]:
    from rules.core import PromptOption

    return [PromptOption(command="cancel", label="opt-cr-xv-behind"),
            PromptOption(command="pass", label="opt-cr-xv-encounter-later")]


def answer_black(state: Any, cat: Any, p: Any, behind: bool, rng: Rng) -> list[Event]:
    """The black tile's choice: the monster behind now (and no encounter), or the encounter in
    the villain phase; then the tile's own monster (L763-768)."""

    hero = p.hero if p.hero is not None else state.turn.hero
    state.pending.remove(p)
    out: list[Event] = []
    if behind:
        fresh(state).behind = True
        uid = int(p.params["uid"])
        sq = behind_square(state, cat, hero, {t.uid for t in state.tiles if t.uid in state.turn.placed} | {uid})
        card = draw_monster(state, cat, hero, rng) if sq is not None else None
        out.append(ev("xv-mika-behind", hero=state.heroes[hero].hero, announce=True))
        if card is not None:
            kind = card_kind(card)
            state.heroes[hero].cards.append(card)
            state.figures.append(Figure(uid=state.uid(), kind=kind, square=sq, card=card))
            out.append(ev("monster-appears", monster=kind, hero=state.heroes[hero].hero,
                          square=board(state, cat).name(sq), irreversible=True, announce=True))
    else:
        out.append(ev("xv-mika-encounter-later", hero=state.heroes[hero].hero))
    return out + spawn(state, cat, hero, _block(state, cat, int(p.params["uid"])), rng)


def before_attack(state: Any, cat: Any, hero: int, targets: list[Any], rng: Rng) -> tuple[list[Event], bool]:
    """The initiative test before the first attack after exploring (L770-786): the strongest
    monster attacked sets the target; a failure ends the hero phase, 1-2 also brings Confus
    (given once the hero phase is over, so that it lasts until the next one)."""

    x = fresh(state)
    monsters = [t for t in targets if isinstance(t, Figure)]
    if not x.test_due or not monsters:
        return [], True
    x.test_due = False
    xp = max(cat.monsters[f.kind].xp for f in monsters)
    need = initiative_target(xp)
    face = rng.die(20)
    ok = face >= need
    h = state.heroes[hero]
    out = [ev("xv-mika-test", hero=h.hero, face=face, need=need, xp=xp, success=ok, irreversible=True,
              announce=True)]
    if ok:
        return out, True
    if face <= FUMBLE:
        x.daze.append(hero)
    return out + end_hero_phase(state, cat, rng), False


def confuse_late(state: Any) -> list[Event]:
    """Confus from a fumbled test, once the hero phase (which ends conditions) is over."""
    x = state.xplore
    out: list[Event] = []
    for hero in x.daze:
        out += add_condition(state, hero, "dazed")
    x.daze = []
    return out
