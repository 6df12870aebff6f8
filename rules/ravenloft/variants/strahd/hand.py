"""Strahd's hidden hand: the seat, the first hand (L458-460), what each seat sees of it, the
reveals (L481-482). Cards of his hand leave the engine only in his own view and in events
``visible_to`` his seat (or to the one hero a deck-manipulating treasure lets look, L481)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rules.core import Event, Info, InvalidActionError, Rng, RuleError

from ...content.loader import load_content
from ...events import ev, name_ids
from ...plugins import register as plug
from ...state import CRState, card_kind
from ...treasure import draw
from .models import Reveal, StrahdCard, StrahdState

#: the players the variant is for (« CR Strahd Variante (3 à 6 joueurs) », L455)
MIN_SEATS, MAX_SEATS = 3, 6
#: Strahd's first hand (L460): encounter cards, monster cards
FIRST_ENCOUNTERS, FIRST_MONSTERS = 3, 3
#: what a hero gives Strahd to make him reveal his hand (L482)
REVEAL_COST = 1


def choose_seat(how: str, n_seats: int, rng: Rng) -> int:
    """The Strahd seat (L458): the host's (seat 0, the table's creator) or one at random."""
    if not MIN_SEATS <= n_seats <= MAX_SEATS:
        raise InvalidActionError("cr-strahd-seats", min=MIN_SEATS, max=MAX_SEATS, count=n_seats)
    return rng.randint(0, n_seats - 1) if how == "random" else 0


def deal(state: CRState, rng: Rng) -> None:
    """Strahd's first hand: 3 encounter and 3 monster cards (L460)."""
    s = state.strahd
    assert s is not None
    for deck, n, into in ((state.encounters, FIRST_ENCOUNTERS, s.encounters),
                          (state.monsters, FIRST_MONSTERS, s.monsters)):
        for _ in range(n):
            card = draw(deck, rng)
            if card is not None:
                into.append(card)


def deck_of(s: StrahdState, card: str) -> str:
    return "monster" if card in s.monsters else "encounter"


def card_names(cards: Sequence[str], s: StrahdState) -> list[str]:
    """The cards as a list of name ids (shown in each reader's language)."""
    return [n for c in cards for n in name_ids(deck_of(s, c), card_kind(c))]


def match_card(hand: Sequence[str], wanted: str) -> str:
    """The card of ``hand`` a player named (its card id ``wolf#2`` or its kind ``wolf``).
    The error names nothing: it goes to whoever typed, who may not be Strahd."""
    if wanted in hand:
        return wanted
    found = next((c for c in hand if card_kind(c) == wanted), None)
    if found is None:
        raise RuleError("cr-strahd-not-in-hand")
    return found


def hand_note(state: CRState, cat: Any, step: str) -> list[Event]:
    """For Strahd only: his hand and Menace when he is asked to decide (his private prompt)."""
    s = state.strahd
    assert s is not None
    name = {"strahd-place": "place", "strahd-play": "encounter", "strahd-buy": "buy"}.get(step, step)
    return [ev("strahd-your-hand", step=[f"cr-strahd-step-{name}"], menace=s.menace,
               encounters=card_names(s.encounters, s) or ["cr-strahd-none"],
               monsters=card_names(s.monsters, s) or ["cr-strahd-none"], visible_to=[s.seat], irreversible=True)]


# --------------------------------------------------------------------------- reveals (L481-482)
def reveal(state: CRState) -> list[Event]:
    """The active hero gives Strahd 1 Menace; he shows his whole hand to everyone (L482)."""
    s = state.strahd
    assert s is not None
    if not s.hidden():
        raise RuleError("cr-strahd-nothing-hidden")
    s.menace += REVEAL_COST
    s.known = list(s.hand)
    return [ev("strahd-reveals", hero=state.active.hero, menace=s.menace,
               cards=card_names(s.hand, s) or ["cr-strahd-none"], irreversible=True, announce=True)]


def peek(state: CRState, hero: int) -> list[Event]:
    """A treasure that would manipulate the encounter or monster deck lets this hero's player
    look at Strahd's whole hand instead (L481, ruling A45): a public notice, the cards to them."""
    s = state.strahd
    assert s is not None
    h = state.heroes[hero]
    return [ev("strahd-peeked", hero=h.hero, irreversible=True),
            ev("strahd-hand-seen", cards=card_names(s.hand, s) or ["cr-strahd-none"], visible_to=[h.seat], irreversible=True)]


def deck_view(treasure: str) -> bool:
    """Whether a treasure card manipulates the encounter or monster deck (the content's
    ``deck_view`` flag, ruling A45)."""
    t = load_content().treasures.get(treasure)
    return bool(t is not None and getattr(t, "deck_view", False))


# --------------------------------------------------------------------------- views
def _card(s: StrahdState, card: str, cat: Any) -> StrahdCard:
    content = load_content()
    kind = card_kind(card)
    deck = deck_of(s, card)
    entry = (content.monsters if deck == "monster" else content.encounters).get(kind)
    name = getattr(entry, "name", None)
    xp = cat.monsters[kind].xp if deck == "monster" and kind in cat.monsters else 0
    return StrahdCard(deck=deck, id=card, fr=name.fr if name else kind, en=name.en if name else kind,  # type: ignore[arg-type]
                      xp=xp)


def info_hand(state: CRState, cat: Any, seat: int | None, build_view: Callable[[CRState, int | None], Any]) -> Any:
    """``/cr hand``: to Strahd, his hand and Menace with his picture (``build_view``, a private
    answer, as every info answer is); to anyone else, only what everyone knows."""
    s = state.strahd
    if s is None:
        return Info(events=[ev("strahd-not-played")])
    if seat == s.seat:
        return Info(events=hand_note(state, cat, "hand"), view=build_view(state, seat))
    return Info(events=[ev("strahd-count", menace=s.menace, encounters=len(s.encounters), monsters=len(s.monsters),
                           known=card_names([c for c in s.hand if c in s.known], s) or ["cr-strahd-none"])])


def describe(state: CRState, cat: Any, lang: str) -> str:
    """Strahd's hand and Menace as one line of his language (the game start, ``/game status``
    and reminders reach him with it)."""
    from rules.core.i18n import t

    note = hand_note(state, cat, "hand")[0]
    return t(lang, "ev-" + note.code, note.params)


def card_label(state: CRState, cat: Any, card: str) -> str | None:
    """A card of his hand as his suggestion menu shows it (« Gargouille (3 XP) »); only his own
    legal actions are ever suggested to him, so this never reaches another seat."""
    s = state.strahd
    if s is None or card not in s.hand:
        return None
    c = _card(s, card, cat)
    return f"{c.fr} ({c.xp} XP)" if c.deck == "monster" else c.fr


def _hero_action(state: CRState, cat: Any, action: Any, rng: Rng) -> list[Event] | None:
    """A hero's player shows the cards they hold to Strahd's player (L482)."""
    return reveal(state) if isinstance(action, Reveal) and state.strahd is not None else None


plug("hero_action", "strahd", 40, _hero_action)  # rules/ravenloft/plugins.py


def _actions(state: CRState, cat: Any) -> list[Any]:
    """The active hero may make Strahd reveal his hand in the hero phase (L482), while a card of
    it is still hidden."""
    s = state.strahd
    return [Reveal()] if s is not None and state.turn.phase == "hero" and s.hidden() else []


plug("hero_actions", "strahd", 25, _actions)  # between the exploration variants' and ACR2's (plugins.py)


def _seats(options: Any, players: list[int], rng: Rng) -> Any:
    """The Strahd player plays no hero (L458): his seat leaves the heroes' players."""
    if "strahd" not in options.variants:
        return None
    seat = choose_seat(options.strahd, len(players), rng)
    players.remove(seat)

    def finish(state: CRState) -> None:
        state.strahd = StrahdState(seat=seat)

    return finish


def _deal(state: CRState, cat: Any, options: Any, rng: Rng) -> None:
    if state.strahd is not None:  # Strahd's first hand once the decks are shuffled (L460)
        deal(state, rng)


def _peek(state: CRState, hero: int, treasure: str) -> list[Event] | None:
    """A treasure that looks into a deck shows Strahd's hand instead (L481, ruling A45)."""
    return peek(state, hero) if state.strahd is not None and deck_view(treasure) else None


plug("setup_seats", "strahd", 40, _seats)
plug("setup_decks", "strahd", 40, _deal)
plug("peek", "strahd", 40, _peek)


def _seat_range(variants: list[str], low: int, high: int) -> tuple[int, int]:
    """« CR Strahd Variante (3 à 6 joueurs) » (L455): his seat added to the heroes'."""
    return (max(3, low + 1), min(6, high + 1)) if "strahd" in variants else (low, high)


def _defeat_winners(state: CRState) -> list[int]:
    return [state.strahd.seat] if state.strahd is not None else []  # the Strahd player wins a defeat


def _private_text(state: CRState, cat: Any, seat: int, lang: str) -> str | None:
    return describe(state, cat, lang) if state.strahd is not None and seat == state.strahd.seat else None


def _private_view(state: CRState, seat: int) -> bool | None:
    """His own picture when he is asked to decide."""
    s = state.strahd
    if s is None or seat != s.seat or not state.pending or not state.pending[0].kind.startswith("strahd-"):
        return None
    return True


def _info(state: CRState, cat: Any, seat: int | None, command: str, view: Callable[..., Any]) -> Any:
    return info_hand(state, cat, seat, view) if command == "hand" else None


def _suggestion_label(state: CRState, cat: Any, command: str, option: str, value: str) -> str | None:
    if state.strahd is not None and command in ("summon", "play") and option == "card":
        return card_label(state, cat, value)
    return None


# the Strahd player's seat at the table (plugins.py)
plug("seat_range", "strahd", 40, _seat_range)
plug("defeat_winners", "strahd", 40, _defeat_winners)
plug("private_text", "strahd", 40, _private_text)
plug("private_view", "strahd", 40, _private_view)
plug("info", "strahd", 40, _info)
plug("suggestion_label", "strahd", 40, _suggestion_label)


def _knowledge(state: CRState, seat: int) -> None:
    """A computer seat other than Strahd's does not know his unseen cards: they are mixed back
    with their deck's unseen cards (decks in a fixed order: computer.py)."""
    s = state.strahd
    if s is None or s.seat == seat:
        return
    for hand, deck in (("monsters", state.monsters), ("encounters", state.encounters)):
        held = getattr(s, hand)
        hidden = [c for c in held if c not in s.known]
        pool = sorted([*hidden, *deck.cards])
        setattr(s, hand, [c for c in held if c in s.known] + pool[:len(hidden)])
        deck.cards = pool[len(hidden):]


plug("knowledge", "strahd", 40, _knowledge)  # what a computer seat may know (plugins.py)
