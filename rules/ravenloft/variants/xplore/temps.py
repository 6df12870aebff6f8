"""« Temps Écoulé » (seed L792-859, « VARIANTE MODIFICATION DE LA PHASE DE HÉROS - APPARITION
DES MONSTRES »): two encounter decks, exploring for 2 speed inside the hero phase, the d20
monster-count table, the classic encounter and the 17+ initiative roll after a black tile,
and the Time tokens.

The moves and the exploring cost are the family's (``play.py``); here what follows a tile.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...commands import Cancel, split
from ...conditions import damage_hero
from ...dungeon import board
from ...encounters import resolve
from ...events import ev
from ...exploration import spawn
from ...options import Preset, register_preset
from ...state import Deck, Pending, card_kind
from ...tactics.table import StateTable
from ...treasure import draw
from ...turns import end_hero_phase, to_villain
from ...xp import propose, spend, total
from .state import fresh

if TYPE_CHECKING:
    from rules.core import Event, Rng

register_preset(Preset("temps", fills={"exploration_timing": "temps", "monsters_per_tile": "temps",
                                       "encounter_trigger": "temps", "turn_structure": "temps"}))

#: « Séparez toutes les cartes Environnement et Événement-Attaque » (L796)
TEMPS_KINDS = ("environment", "attack")
#: one hero: « 20 → 0, 9 - 19 → 1, 1 - 8 → 2 » (L830-834)
TWO_TOP = 8
#: « Sur un résultat de 17 et + , on peut poursuivre » (L851); with a villain placed, only 20
INITIATIVE = 17
TOKENS = 3
#: « l'annule en dépensant 5 XP » (L853)
CANCEL_XP = 5


def monster_count(face: int, heroes: int, levelled: int) -> int:
    """Monster cards drawn for a black tile (L828-845): 20 none; the 2-card band 1-8 widened by
    one per hero beyond the first; a 3-card band from 1 up, one wider per hero above level 1
    (ruling A53); anything else one card."""
    if face >= 20:
        return 0
    if face <= levelled:
        return 3
    if face <= min(19, TWO_TOP + max(0, heroes - 1)):
        return 2
    return 1


def bands(heroes: int, levelled: int) -> list[tuple[int, int, int]]:
    """The table as (lowest face, highest face, monsters), highest band first (L843-845)."""
    out: list[tuple[int, int, int]] = []
    for face in range(20, 0, -1):
        n = monster_count(face, heroes, levelled)
        if out and out[-1][2] == n:
            out[-1] = (face, out[-1][1], n)
        else:
            out.append((face, face, n))
    return out


def split_decks(state: Any, cat: Any) -> None:
    """Environments and event-attacks form the Temps Écoulé deck; the rest is the classic one."""
    x = state.xplore
    cards = state.encounters.cards
    x.temps_cards = [c for c in cards if _kind(cat, card_kind(c)) in TEMPS_KINDS]
    state.encounters.cards = [c for c in cards if _kind(cat, card_kind(c)) not in TEMPS_KINDS]


def _kind(cat: Any, kind: str) -> str:
    d = cat.encounters.get(kind)
    return d.kind if d is not None else "event"


def levelled(state: Any) -> int:
    return sum(1 for h in state.heroes if h.level > 1)


def after_explore(state: Any, cat: Any, tile: Any, black: bool, villain: bool, rng: Rng) -> list[Event]:
    """Black tile: the d20 count of monsters on its bone pile and the squares next to it, the
    classic encounter, then the initiative roll. White tile: one monster (ruling A52) and a Time
    token (L853)."""

    hero = state.turn.hero
    x = fresh(state)
    block = _block(state, cat, tile.uid)
    if not black:
        return spawn(state, cat, hero, block, rng) + add_token(state, cat, rng, then="none")
    face = rng.die(20)
    count = monster_count(face, len(state.heroes), levelled(state))
    x.last_roll = [face, count]
    out = [ev("xv-temps-roll", face=face, monsters=count, irreversible=True, announce=True)]
    for _ in range(count):  # in the order drawn: the bone pile, then the squares next to it (L847)
        out += spawn(state, cat, hero, block, rng)
    return out + draw_card(state, cat, "classic", "initiative-villain" if villain else "initiative", rng)


def _block(state: Any, cat: Any, uid: int) -> Any:
    return board(state, cat).placement(uid).blocks()[0]


def add_token(state: Any, cat: Any, rng: Rng, then: str) -> list[Event]:
    """A Time token on the Temps Écoulé deck; the third brings its card at once (L853), and the
    three tokens go (ruling A54)."""
    x = state.xplore
    x.time_tokens += 1
    out = [ev("xv-time-token", tokens=x.time_tokens, most=TOKENS)]
    if x.time_tokens < TOKENS:
        return out + _then(state, cat, then, rng)
    x.time_tokens = 0
    return out + draw_card(state, cat, "temps", then, rng)


def draw_card(state: Any, cat: Any, deck: str, then: str, rng: Rng) -> list[Event]:
    """Draw from the classic or the Temps Écoulé deck; with 5 XP the party may cancel it."""

    x = state.xplore
    if deck == "temps":
        d = Deck(cards=x.temps_cards, discard=x.temps_discard)
        card = draw(d, rng)
        x.temps_cards, x.temps_discard = d.cards, d.discard
    else:
        card = draw(state.encounters, rng)
    if card is None:
        return [ev("xv-temps-empty", deck=deck)] + _then(state, cat, then, rng)
    out = [ev("xv-temps-card", deck=deck, card=card_kind(card), irreversible=True, announce=True,
              kinds={"card": "encounter"})]
    if total(state, cat) >= CANCEL_XP:
        state.pending.append(Pending(kind="xv-temps-cancel", seat=state.active.seat, hero=state.turn.hero,
                                     card=card, params={"deck": deck, "then": then, "xp": total(state, cat),
                                                        "encounter_name": [f"cr-encounter-{card_kind(card).replace('_', '-')}"]}))
        return out
    return out + resolve_card(state, cat, card, deck, rng) + _then(state, cat, then, rng)


def resolve_card(state: Any, cat: Any, card: str, deck: str, rng: Rng) -> list[Event]:
    """Put an encounter into play with the villain helper's resolver; the Temps Écoulé kinds
    go back to their own discard pile (a replaced environment too)."""

    out: list[Event] = []
    for _ in range(5):  # a trap already on the tile: discarded, another drawn (B52)
        t = StateTable(state, cat)
        res = resolve(t, t.encounter_card(card), rng)
        out += res.events
        t.take_nested()
        _sweep(state, cat)
        if not res.redraw:
            break
        nxt = draw(state.encounters, rng) if deck == "classic" else None
        if nxt is None:
            break
        card = nxt
    return out


def _sweep(state: Any, cat: Any) -> None:
    x = state.xplore
    mine = [c for c in state.encounters.discard if _kind(cat, card_kind(c)) in TEMPS_KINDS]
    state.encounters.discard = [c for c in state.encounters.discard if c not in mine]
    x.temps_discard += mine


def _then(state: Any, cat: Any, then: str, rng: Rng) -> list[Event]:
    """What follows the card: the initiative roll, the villain phase, or nothing."""
    if then == "villain":
        return to_villain(state, cat, rng)
    if then.startswith("initiative"):
        return initiative(state, cat, then == "initiative-villain", rng)
    return []


def initiative(state: Any, cat: Any, villain: bool, rng: Rng) -> list[Event]:
    """17+ keeps the hero phase going (only 20 once a villain was placed); else it ends (L851)."""

    need = 20 if villain else INITIATIVE
    face = rng.die(20)
    ok = face >= need
    out = [ev("xv-temps-initiative", hero=state.active.hero, face=face, need=need, success=ok,
              irreversible=True, announce=True)]
    if ok or state.over is not None:
        return out
    return out + end_hero_phase(state, cat, rng)


def cancel_options(state: Any, cat: Any, p: Any) -> list[Any]:
    from rules.core import PromptOption


    out = [PromptOption(command="cancel", label="opt-cr-cancel", params={"xp": total(state, cat)})] \
        if total(state, cat) >= CANCEL_XP else []
    return [*out, PromptOption(command="pass", label="opt-cr-keep-encounter")]


def answer_cancel(state: Any, cat: Any, p: Any, action: Any, rng: Rng) -> list[Event]:
    """Cancel the card with 5 XP (the cards named, or the bot's proposal) or play it; then go on."""

    card = p.card or ""
    deck = str(p.params.get("deck", "classic"))
    if isinstance(action, Cancel):
        out = spend(state, cat, split(action.cards) or propose(state, cat, CANCEL_XP) or [], CANCEL_XP)
        state.pending.remove(p)
        (state.xplore.temps_discard if deck == "temps" else state.encounters.discard).append(card)
        out.append(ev("encounter-cancelled", card=card_kind(card), announce=True, kinds={"card": "encounter"}))
        hurt = cat.adventures[state.adventure].cancel_damage
        if hurt:
            out += damage_hero(state, state.turn.hero, hurt, source="cancel")
    else:
        state.pending.remove(p)
        out = resolve_card(state, cat, card, deck, rng)
    if state.over is not None:
        return out
    return out + _then(state, cat, str(p.params.get("then", "none")), rng)
