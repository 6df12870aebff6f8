"""The Strahd player's steps in each hero's turn (seed L462-480).

After the hero phase (and its exploration, B18): Strahd gains Menace (L464), may place up to
two monsters of his hand on the new tile (L468-470), then, at the start of the villain phase,
may play an encounter of his hand (L475-476); at the end of the villain phase he may buy
cards (L480). Each decision is a pending question to his seat (:mod:`.prompts`); the engine
calls :func:`to_villain` instead of entering the villain phase and :func:`at_villain_end`
before passing to the next hero.
"""

from __future__ import annotations

from typing import Any

from rules.core import Event, Rng, RuleError

from ...catalog import Catalog
from ...commands import Pass
from ...dungeon import board, free_squares, landing_square
from ...events import ev
from ...plugins import register as plug
from ...state import CRState, Figure, Pending, card_kind
from ...treasure import draw
from ...turns import enter_villain, next_turn
from .hand import _card, card_names, hand_note, match_card
from .models import Buy, Play, StrahdState, StrahdView, Summon

PLACE, PLAY, BUY = "strahd-place", "strahd-play", "strahd-buy"
KINDS = (PLACE, PLAY, BUY)
#: Menace gained at an exploration (L464): a white tile, a black tile, no tile
GAIN_WHITE, GAIN_BLACK, GAIN_NONE = 2, 3, 4
#: the price of playing an encounter (L475)
PLAY_COST = 2
#: cards bought -> Menace paid (L480)
BUY_PRICES = {2: 1, 4: 2}
#: the most monsters he places on one new tile (L468-469)
MAX_PLACED = 2


def strahd_of(state: CRState) -> StrahdState:
    """Strahd's state, its per-turn steps reset when a new hero's turn has begun."""
    s = state.strahd
    assert s is not None
    if s.turn != state.turn.number:
        s.turn, s.done, s.placed, s.played = state.turn.number, [], [], None
    return s


# --------------------------------------------------------------------------- Menace (L464)
def gain_menace(state: CRState) -> list[Event]:
    """2 Menace for a white tile, 3 for a black one, 4 when the hero explored none (L464)."""
    s = strahd_of(state)
    if state.turn.placed:
        gain, why = (GAIN_BLACK, "black") if state.turn.black else (GAIN_WHITE, "white")
    else:
        gain, why = GAIN_NONE, "none"
    s.menace += gain
    return [ev("strahd-menace", gain=gain, menace=s.menace, why=[f"cr-strahd-why-{why}"])]


# --------------------------------------------------------------------------- the turn's steps
def to_villain(state: CRState, cat: Catalog, rng: Rng) -> list[Event]:
    """What replaces entering the villain phase: Menace, placements, the encounter offer; each
    question stops here and :func:`answer` comes back. Done steps are not repeated."""
    s = strahd_of(state)
    out: list[Event] = []
    if "menace" not in s.done:
        s.done.append("menace")
        if state.turn.phase == "exploration":  # an escaped hero has no exploration (B48)
            out += gain_menace(state)
    if "place" not in s.done:
        if state.turn.placed and len(s.placed) < MAX_PLACED and placeable(state, cat):
            state.pending.append(Pending(kind=PLACE, seat=s.seat, params={
                "menace": s.menace, "second": len(s.placed)}))
            return out + hand_note(state, cat, PLACE)
        s.done.append("place")
    state.turn.phase = "villain"
    if "encounter" not in s.done:
        if playable(state):
            state.pending.append(Pending(kind=PLAY, seat=s.seat, params={"menace": s.menace, "cost": PLAY_COST}))
            return out + hand_note(state, cat, PLAY)
        s.done.append("encounter")
    return out + enter_villain(state, cat, rng)


def at_villain_end(state: CRState, cat: Catalog) -> list[Event]:
    """The end of the villain phase: the offer to buy cards, once a turn (L480)."""
    s = strahd_of(state)
    if "buy" in s.done:
        return []
    s.done.append("buy")
    if not purchases(state):  # too little Menace, or decks too thin for any purchase
        return []
    state.pending.append(Pending(kind=BUY, seat=s.seat, params={"menace": s.menace}))
    return hand_note(state, cat, BUY)


def answer(state: CRState, cat: Catalog, p: Pending, action: object, rng: Rng) -> list[Event]:
    """Strahd's answer to his pending question, then the turn goes on."""
    s = strahd_of(state)
    state.pending.remove(p)
    if p.kind == PLACE:
        if isinstance(action, Pass):
            s.done.append("place")
            out = [ev("strahd-passes", step=["cr-strahd-step-place"], irreversible=True)]
        elif isinstance(action, Summon):
            out = place(state, cat, action.card, action.square)
        else:
            raise RuleError("cr-answer-first", kind=p.kind)
        return out + to_villain(state, cat, rng)
    if p.kind == PLAY:
        s.done.append("encounter")
        if isinstance(action, Pass):
            out = [ev("strahd-passes", step=["cr-strahd-step-encounter"], irreversible=True)]
        elif isinstance(action, Play):
            out = play(state, cat, action.card)
        else:
            raise RuleError("cr-answer-first", kind=p.kind)
        return out + to_villain(state, cat, rng)
    if isinstance(action, Pass):
        out = [ev("strahd-passes", step=["cr-strahd-step-buy"], irreversible=True)]
    elif isinstance(action, Buy):
        out = buy(state, action.encounters, action.monsters, rng)
    else:
        raise RuleError("cr-answer-first", kind=p.kind)
    return out + next_turn(state, cat, rng)


# --------------------------------------------------------------------------- monsters (L468-470)
def new_squares(state: CRState, cat: Catalog) -> list[tuple[int, int]]:
    """The free squares of the tiles this exploration placed (« n'importe où », L468)."""
    b = board(state, cat)
    return [sq for uid in state.turn.placed for blk in b.placement(uid).blocks()
            for sq in free_squares(state, b, blk)]


def price(state: CRState, cat: Catalog, card: str) -> int:
    """The monster's XP, plus 1 for the second of the tile (L468-469)."""
    return cat.monsters[card_kind(card)].xp + len(strahd_of(state).placed)


def placeable(state: CRState, cat: Catalog) -> list[str]:
    """The monster cards of his hand he may put on the new tile now."""
    s = strahd_of(state)
    if not new_squares(state, cat):
        return []
    return [c for c in s.monsters if card_kind(c) not in s.placed and price(state, cat, c) <= s.menace]


def default_square(state: CRState, cat: Catalog) -> tuple[int, int] | None:
    """The new tile's bone pile, else its nearest free square (B24)."""
    b = board(state, cat)
    for uid in state.turn.placed:
        sq = landing_square(state, b, b.placement(uid).blocks()[0])
        if sq is not None:
            return sq
    return None


def duplicate(state: CRState, card: str) -> bool:
    """Whether the active hero already holds a monster card of this type (L470)."""
    return card_kind(card) in {card_kind(c) for c in state.active.cards}


def place(state: CRState, cat: Catalog, card_id: str, square: str) -> list[Event]:
    """Pay the price and put the monster on the new tile; the active hero takes its card.
    A type the hero already holds is discarded at once (L470), its Menace spent."""
    s = strahd_of(state)
    card = match_card(s.monsters, card_id)
    if card_kind(card) in s.placed:
        raise RuleError("cr-strahd-same-monster")
    cost = price(state, cat, card)
    if cost > s.menace:
        raise RuleError("cr-strahd-not-enough-menace", needed=cost, menace=s.menace)
    b = board(state, cat)
    sq = b.parse(square) if square else default_square(state, cat)
    if sq is None or sq not in new_squares(state, cat):
        raise RuleError("cr-strahd-not-on-new-tile", square=square or "—")
    s.menace -= cost
    s.monsters.remove(card)
    if card in s.known:
        s.known.remove(card)
    kind = card_kind(card)
    s.placed.append(kind)
    hero = state.active
    if duplicate(state, card):
        state.monsters.discard.append(card)
        return [ev("strahd-discarded", monster=kind, hero=hero.hero, cost=cost, menace=s.menace,
                   irreversible=True, announce=True)]
    hero.cards.append(card)
    state.figures.append(Figure(uid=state.uid(), kind=kind, square=sq, card=card))
    return [ev("strahd-places", monster=kind, hero=hero.hero, square=b.name(sq), cost=cost, menace=s.menace,
               irreversible=True, announce=True)]


# --------------------------------------------------------------------------- encounters (L475-476)
def playable(state: CRState) -> bool:
    """He may play an encounter: one in hand, 2 Menace, and the active hero in the dungeon
    (an escaped hero has no encounter step, B48)."""
    s = strahd_of(state)
    return bool(s.encounters) and s.menace >= PLAY_COST and state.active.square is not None


def play(state: CRState, cat: Catalog, card_id: str) -> list[Event]:
    """Pay 2 Menace: the card becomes the villain phase's encounter, cancellable with XP as if
    drawn (L476; the villain phase's encounter step takes it instead of drawing)."""
    s = strahd_of(state)
    card = match_card(s.encounters, card_id)
    if s.menace < PLAY_COST:
        raise RuleError("cr-strahd-not-enough-menace", needed=PLAY_COST, menace=s.menace)
    s.menace -= PLAY_COST
    s.encounters.remove(card)
    if card in s.known:
        s.known.remove(card)
    s.played = card
    return [ev("strahd-plays", card=card_kind(card), hero=state.active.hero, cost=PLAY_COST, menace=s.menace,
               kinds={"card": "encounter"}, irreversible=True, announce=True)]


def take_played(state: CRState) -> str | None:
    """The encounter Strahd played, handed once to the villain phase's encounter step."""
    s = state.strahd
    if s is None or s.played is None:
        return None
    card, s.played = s.played, None
    return card


# --------------------------------------------------------------------------- buying (L480)
def available(state: CRState) -> tuple[int, int]:
    """The encounter and monster cards he could still draw (deck and discard pile, B2)."""
    return (len(state.encounters.cards) + len(state.encounters.discard),
            len(state.monsters.cards) + len(state.monsters.discard))


def purchases(state: CRState) -> list[tuple[int, int, int]]:
    """The purchases he can make now, ``(encounters, monsters, cost)``: each price he can pay,
    split between the decks as far as they hold cards (he never pays for a card not there)."""
    s = strahd_of(state)
    enc, mon = available(state)
    return [(e, n - e, cost) for n, cost in BUY_PRICES.items() if cost <= s.menace
            for e in range(n, -1, -1) if e <= enc and n - e <= mon]


def buy(state: CRState, encounters: int, monsters: int, rng: Rng) -> list[Event]:
    """1 Menace for 2 cards, 2 for 4, each from the deck he names (ruling A47); an empty deck
    is reshuffled from its discard pile (B2); a purchase the decks cannot fill is refused."""
    s = strahd_of(state)
    count = encounters + monsters
    if count not in BUY_PRICES:
        raise RuleError("cr-strahd-buy-count", count=count)
    cost = BUY_PRICES[count]
    if cost > s.menace:
        raise RuleError("cr-strahd-not-enough-menace", needed=cost, menace=s.menace)
    enc, mon = available(state)
    if encounters > enc or monsters > mon:
        raise RuleError("cr-strahd-buy-empty", encounters=enc, monsters=mon)
    s.menace -= cost
    got: list[str] = []
    for deck, n, into in ((state.encounters, encounters, s.encounters), (state.monsters, monsters, s.monsters)):
        for _ in range(n):
            card = draw(deck, rng)
            if card is not None:
                into.append(card)
                got.append(card)
    return [ev("strahd-buys", count=len(got), encounters=encounters, monsters=monsters, cost=cost, menace=s.menace,
               irreversible=True),
            ev("strahd-drew", cards=card_names(got, s), visible_to=[s.seat], irreversible=True)]


# --------------------------------------------------------------------------- the view
def view(state: CRState, cat: Any, seat: int | None) -> StrahdView:
    """What ``seat`` sees of Strahd: Menace and counts for all; his cards for him alone."""
    s = state.strahd
    assert s is not None
    out = StrahdView(seat=s.seat, menace=s.menace, encounters=len(s.encounters), monsters=len(s.monsters),
                     known=[_card(s, c, cat) for c in s.hand if c in s.known])
    if seat == s.seat:
        out.hand = [_card(s, c, cat) for c in s.hand]
        if state.pending and state.pending[0].kind == "strahd-place":
            b = board(state, cat)
            out.squares = [b.name(sq) for sq in new_squares(state, cat)]
            costs = {c: price(state, cat, c) for c in placeable(state, cat)}
            out.hand = [c.model_copy(update={"cost": costs.get(c.id, 0)}) for c in out.hand]
    return out


def _villain_phase_start(state: CRState, cat: Catalog, rng: Rng) -> list[Event] | None:
    """The Strahd player's Menace, monsters and encounter come first."""
    return to_villain(state, cat, rng) if state.strahd is not None else None


def _villain_phase_end(state: CRState, cat: Catalog) -> list[Event]:
    return at_villain_end(state, cat) if state.strahd is not None else []


def _encounter_due(state: CRState) -> bool | None:
    """Only the card Strahd played (L461-463)."""
    return state.strahd.played is not None if state.strahd is not None else None



# rules/ravenloft/plugins.py
plug("villain_phase_start", "strahd", 40, _villain_phase_start)
plug("villain_phase_end", "strahd", 40, _villain_phase_end)
plug("encounter_due", "strahd", 20, _encounter_due)
plug("encounter_card", "strahd", 40, take_played)


def _view(v: Any, state: CRState, cat: Catalog, seat: int | None) -> None:
    if state.strahd is not None:  # his Menace and counts for all, his cards for him alone
        v.strahd = view(state, cat, seat)


plug("view", "strahd", 30, _view)
