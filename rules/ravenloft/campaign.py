"""Campaigns: a group plays adventures one after another with the same heroes (seed 001, L63-75,
L57, L91, L141; rulings in docs/rulings/ravenloft.md, « Campaigns »).

- « Les héros peuvent garder leur niveau d'une aventure à l'autre » (L73): a hero starts the
  next adventure as their card stood at the end of the last one: level, AC, HP, speed, surge
  value and the power cards chosen with the levels (all face up, HP full, no condition).
- « mais tous les Trésors sont vendus ou délaissés à la fin de chaque scénario à moins que le
  scénario ne précise le contraire » (L73): the items are left (option ``campaign_treasures``,
  default ``left``; ``kept`` is a house rule). Each adventure still deals a starting item (B5).
- The XP pile (ours, option ``campaign_xp``, default ``kept``): its cards are set aside from the
  next adventure's decks and start in its XP pile.
- « A partir du niveau 6 , les héros commencent leur aventure avec 2 marqueurs Sursaut
  Héroïques » (L57, L91): with ACR2's surges, such a hero starts with 2 of their own; with the
  party's shared surges, the party starts with one more per such hero (ours).
- « il ne peut y avoir dans une même aventure plus de 3 héros de haut niveau » (L141): a lineup
  with a fourth hero of level 6 or more is refused.
- A hero who died for good in ACR2 (no new hero left, L119) comes back at level 1 (ours).

The roster is kept by the service between tables (``db`` campaign rows); a table of the
campaign receives it in its options (``CROptions.carry``), so the set-up is replayable.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules.core import Event, InvalidActionError

from . import plugins
from .campaign_state import CampaignPlay, CarriedHero, Carry, Played
from .catalog import Catalog
from .events import name_ids
from .options import CROptions
from .state import CRState, Deck, PowerCard, card_kind
from .treasure import treasure_def
from .variants.acr2 import leveling as acr2_rules
from .variants.hybrid.creation import level_one, sheet_of
from .variants.hybrid.sheets import hp_factor
from .xp import card_xp

#: « A partir du niveau 6 » (L61): the level from which a hero starts with 2 surges
HIGH = acr2_rules.HIGH
#: « plus de 3 héros de haut niveau » (L141)
MOST_HIGH = acr2_rules.MOST_HIGH


def keys(options: CROptions, players: Sequence[int]) -> list[str]:
    """The campaign's player keys of the seats that play heroes (``options.carry_players``,
    written by the service when the table starts; empty keys when not given)."""
    given = options.carry_players
    return [given[p] if p < len(given) else "" for p in players]


def start(state: CRState, options: CROptions) -> None:
    """At set-up, once the variants have set their heroes up: the campaign's heroes in place."""
    assert options.carry is not None
    players = [i for i in range(state.n_seats) if i not in plugins.defeat_winners(state)]  # not Strahd's seat
    who = keys(options, players)
    slots, resting = lineup(options.carry, who, options.heroes_per_seat)
    carry_in(state, options.carry, slots, resting, who, options.campaign_treasures, options.campaign_xp)


def lineup(roster: Carry, keys: Sequence[str], per_seat: int) -> tuple[list[CarriedHero | None], list[CarriedHero]]:
    """The heroes of this adventure, by hero index (hero ``i`` is played by ``keys[i % n]``),
    and the roster's heroes who sit it out.

    Each player takes back the heroes they played, in the roster's order; a player new to the
    campaign takes a hero whose player is absent, else a new box hero (``None``: the set-up's
    own hero, level 1)."""
    n = len(keys)
    slots: list[CarriedHero | None] = [None] * (n * per_seat)
    free = list(roster.heroes)
    for i in range(len(slots)):
        mine = next((h for h in free if h.player and h.player == keys[i % n]), None)
        if mine is not None:
            slots[i] = mine
            free.remove(mine)
    seated = set(keys)
    for i in range(len(slots)):
        if slots[i] is None:
            other = next((h for h in free if not h.player or h.player not in seated), None)
            if other is not None:
                slots[i] = other
                free.remove(other)
    return slots, free


def donors(cat: Catalog, slots: Sequence[CarriedHero | None], wanted: Sequence[str] = ()) -> list[str]:
    """The box card each hero is set up from: a carried hero's card (``arjhan`` for a sheet
    ``arjhan.brom``), and for each new hero the next of the heroes ``wanted`` (the table's option
    ``heroes``), else the first box hero nobody else has."""
    taken = {h.hero.split(".", 1)[0] for h in slots if h is not None and "." not in h.hero}
    out: list[str] = []
    for h in slots:
        if h is not None:
            out.append(h.hero.split(".", 1)[0])
            continue
        fresh = next((b for b in [*wanted, *cat.heroes] if b not in taken and b in cat.heroes), next(iter(cat.heroes)))
        taken.add(fresh)
        out.append(fresh)
    return out


def check_high(slots: Sequence[CarriedHero | None]) -> None:
    """At most 3 heroes of level 6 or more in one adventure (L141)."""
    high = [h.hero for h in slots if h is not None and h.level >= HIGH]
    if len(high) > MOST_HIGH:
        raise InvalidActionError("cr-campaign-too-high", count=len(high), most=MOST_HIGH)


def set_aside(state: CRState, carry: Carry, slots: Sequence[CarriedHero | None]) -> None:
    """Before the starting items are dealt: the cards the heroes carry (their kept items, the
    XP pile) leave the new adventure's decks, and the XP cards start its XP pile."""
    kept = [c for h in slots if h is not None for c in h.items]
    for card in [*carry.xp, *kept]:
        for deck in (state.monsters, state.treasures, state.encounters):
            _take(deck, card)
    state.xp_pile = list(carry.xp)


def _take(deck: Deck, card: str) -> None:
    if card in deck.cards:
        deck.cards.remove(card)
    elif card in deck.discard:
        deck.discard.remove(card)


def carry_in(state: CRState, carry: Carry, slots: Sequence[CarriedHero | None], resting: Sequence[CarriedHero],
             keys: Sequence[str], treasures: str, xp: str) -> None:
    """Set the carried heroes up as they ended their last adventure (after the variants' own
    set-up: the damage dice's factor is already in the carried HP, L484-490), with their
    healing surges (L57), and close the creation step for them (their sheet is made)."""
    check_high(slots)
    n_keys = len(keys)
    for i, carried in enumerate(slots):
        if carried is None:
            continue
        h = state.heroes[i]
        h.hero = carried.hero
        h.level = carried.level
        h.ac, h.speed = carried.ac, carried.speed
        h.hp = h.max_hp = carried.max_hp
        h.surge_value = carried.surge_value
        h.powers = [PowerCard(id=p) for p in carried.powers]
        h.items = [*h.items, *carried.items]
        if carried.sheet is not None:  # its sheet, and no creation step for it (plugins.py)
            plugins.carry_sheet(state, i, carried.sheet)
    high = [i for i, h in enumerate(state.heroes) if h.level >= HIGH]
    if not plugins.high_surges(state, high):  # ACR2 keeps them as the heroes' own surges
        state.surges += len(high)
    state.campaign = CampaignPlay(players=[keys[i % n_keys] if n_keys else "" for i in range(len(state.heroes))],
                                  resting=list(resting), played=list(carry.played),
                                  treasures=treasures, xp=xp)  # type: ignore[arg-type]


def hero_out(state: CRState, cat: Catalog, i: int) -> CarriedHero:
    """What hero ``i`` carries out of the adventure that just ended."""
    h = state.heroes[i]
    play = state.campaign
    assert play is not None
    dead = plugins.fallen(state, i)  # ACR2's death for good (plugins.py)
    sheet = sheet_of(state, h.hero)
    if dead:  # died for good: back at level 1 (ours)
        (ac, hp, speed, surge), powers = level_one(state, cat, i)
        k = hp_factor(state)
        return CarriedHero(hero=h.hero, player=play.players[i], ac=ac, max_hp=hp * k, speed=speed,
                           surge_value=surge * k, powers=powers, sheet=sheet, fallen=1)
    items = [c for c in h.items if c not in h.spent_items and treasure_def(cat, c).kind == "item"] \
        if play.treasures == "kept" else []
    return CarriedHero(hero=h.hero, player=play.players[i], level=h.level, ac=h.ac, max_hp=h.max_hp,
                       speed=h.speed, surge_value=h.surge_value, powers=[p.id for p in h.powers], items=items,
                       sheet=sheet)


def carry_out(state: CRState, cat: Catalog, roster: Carry) -> Carry:
    """The roster after the adventure: each hero who played as they end it (:func:`hero_out`),
    the others as they were, the XP pile (option ``campaign_xp``) and the adventure played."""
    play = state.campaign
    if play is None or state.over is None:
        raise InvalidActionError("cr-campaign-not-over")
    out: list[CarriedHero] = []
    played = {h.hero: hero_out(state, cat, i) for i, h in enumerate(state.heroes)}
    before = {h.hero: h for h in roster.heroes}
    for h in roster.heroes:  # the roster's order, then the heroes new to the campaign
        if h.hero in played:
            out.append(_after(played.pop(h.hero), h))
    out += [_after(h, before.get(h.hero)) for h in played.values()]
    out += [h for h in roster.heroes if h.hero not in {x.hero for x in out}]
    xp = list(state.xp_pile) if play.xp == "kept" else []
    record = Played(adventure=state.adventure, outcome=state.over, heroes=[h.hero for h in state.heroes])
    return Carry(heroes=out, xp=xp, played=[*roster.played, record])


def _after(now: CarriedHero, before: CarriedHero | None) -> CarriedHero:
    return now.model_copy(update={"adventures": (before.adventures if before else 0) + 1,
                                  "fallen": (before.fallen if before else 0) + now.fallen})


def next_adventure(cat: Catalog, roster: Carry, count: int) -> str | None:
    """The next adventure in the book's order for ``count`` heroes: the first one the campaign
    has not won yet (its own adventures, ``source: ours``, come after the box's)."""
    won = {p.adventure for p in roster.played if p.outcome == "victory"}
    book = {a.id: a for a in cat.adventures.values()}  # the catalog also holds each one by number
    fits = [a for a in book.values() if a.min_heroes <= count <= a.max_heroes]
    return next((a.id for a in fits if a.id not in won), fits[0].id if fits else None)


# --- the platform's campaign hooks (rules/core/engine.py, Game.campaign_*) --------------------
#: the options each adventure of a campaign sets for itself (the others are the campaign's)
OWN = ("adventure", "heroes", "first", "carry", "carry_players")
#: what the players may choose for the next adventure
CHOSEN = "adventure"


def fixed_options(options: Mapping[str, Any]) -> dict[str, Any]:
    """The campaign's options: the first table's, without what each adventure sets."""
    return {k: v for k, v in options.items() if k not in OWN}


def table_options(cat: Catalog, fixed: Mapping[str, Any], roster: Mapping[str, Any],
                  typed: Mapping[str, Any]) -> dict[str, Any]:
    """The next adventure's options: the campaign's, the adventure chosen (else the first of
    the book not won yet, once the campaign has heroes) and the roster carried."""
    carry = Carry.model_validate(roster or {})
    allowed = [CHOSEN, "first"] + ([] if carry.heroes else ["heroes"])  # the heroes are chosen once
    other = sorted(k for k in typed if k not in allowed)
    if other:
        raise InvalidActionError("cr-campaign-option-fixed", option=other[0], allowed=", ".join(allowed))
    out: dict[str, Any] = {**fixed, **{k: v for k, v in typed.items() if k != CHOSEN},
                           "carry": carry.model_dump(mode="json")}
    adventure = str(typed.get(CHOSEN) or "")
    if adventure and adventure not in cat.adventures:
        raise InvalidActionError("cr-unknown-adventure", adventure=adventure,
                                 known=", ".join(dict.fromkeys(a.id for a in cat.adventures.values())))
    if not adventure and carry.heroes:
        adventure = next_adventure(cat, carry, len(carry.heroes)) or ""
    if adventure:
        out[CHOSEN] = cat.adventures[adventure].id
    return out


def next_choices(cat: Catalog, roster: Mapping[str, Any]) -> list[str]:
    """The adventures the campaign's heroes may play next, the suggested one first (book order
    after it)."""
    carry = Carry.model_validate(roster or {})
    count = max(1, len(carry.heroes))  # the adventures for the campaign's heroes (another may be typed)
    book = list(dict.fromkeys(a.id for a in cat.adventures.values() if a.min_heroes <= count <= a.max_heroes))
    first = next_adventure(cat, carry, count)
    return ([first] if first else []) + [a for a in book if a != first]


def roster_lines(cat: Catalog, roster: Mapping[str, Any]) -> list[Event]:
    """The campaign in lines: each hero's card as carried, then the adventures and the XP pile."""
    carry = Carry.model_validate(roster or {})
    out: list[Event] = []
    for h in carry.heroes:
        who = [h.sheet.name] if h.sheet is not None else name_ids("hero", h.hero)
        out.append(Event(code="cr-campaign-hero", params={
            "who": who, "level": h.level, "ac": h.ac, "hp": h.max_hp, "speed": h.speed, "surge": h.surge_value,
            "powers_name": [n for p in h.powers for n in name_ids("power", p)], "powers_count": len(h.powers),
            "items_name": [n for c in h.items for n in name_ids("treasure", card_kind(c))],
            "items_count": len(h.items), "adventures": h.adventures}))
    for n, p in enumerate(carry.played, start=1):
        out.append(Event(code="cr-campaign-played", params={
            "number": n, "adventure_name": name_ids("adventure", p.adventure), "outcome": p.outcome}))
    xp = sum(card_xp(cat, c) for c in carry.xp)
    out.append(Event(code="cr-campaign-xp", params={"xp": xp, "cards": len(carry.xp),
                                                    "played": len(carry.played), "heroes": len(carry.heroes)}))
    return out
