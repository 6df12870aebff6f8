"""Hero sheets: ACR2's custom heroes (race + class, seed L41-53) and hybrid heroes (two box
cards merged, L861-920). Pure functions of the content; the creation step is in
:mod:`rules.ravenloft.variants.hybrid.creation`.

A *class* is the box card that carries it (``fighter`` -> Arjhan); a *race* gives its speed
(ACR2, ours) and its racial power: Dragon's Breath only for the Dragonborn, Fey Step only for
the Eladrin (L49). Racial power cards never count among a class's cards.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from typing import Any

from rules.core import InvalidActionError
from rules.ravenloft.content import load_content

from .state import HeroSheet

KINDS = ("at_will", "daily", "utility")
#: the classes and races of the box (content: ``heroes.yaml`` roles and races)
CLASSES = ("cleric", "fighter", "ranger", "rogue", "wizard")
RACES = ("dragonborn", "dwarf", "eladrin", "human")


def hp_factor(state: Any) -> int:
    """The factor on every HP value: the damage-dice variants' (``state.dice``), else 1."""
    dice = getattr(state, "dice", None)
    return int(dice.factor) if dice is not None else 1


def content() -> Any:
    return load_content()


def class_card(cls: str) -> Any:
    """The box hero carrying ``cls``."""
    card = next((h for h in content().heroes.values() if h.role == cls), None)
    if card is None:
        raise InvalidActionError("cr-unknown-class", name=cls, known=", ".join(CLASSES))
    return card


def race_speed(race: str) -> int:
    """A race's speed: that of its box heroes (human 6, dragonborn 5, eladrin 6, dwarf 5)."""
    card = next((h for h in content().heroes.values() if h.race == race), None)
    if card is None:
        raise InvalidActionError("cr-unknown-race", name=race, known=", ".join(RACES))
    return int(card.side(1).speed)


def racial_power(race: str) -> str | None:
    """The race's own power card (Dragon's Breath, Fey Step), if any."""
    return next((p.id for p in content().powers.values() if p.race == race), None)


def class_powers(cls: str, kind: str | None = None) -> list[str]:
    """The power cards of a class (its card's), racial cards left out, in the data's order."""
    card = class_card(cls)
    return [p.id for p in content().powers.values()
            if p.hero == card.id and p.race is None and (kind is None or p.kind == kind)]


def class_counts(cls: str) -> dict[str, int]:
    """How many non-racial cards of each kind the class's card holds at level 1."""
    card = class_card(cls)
    side = card.side(1)
    racial = Counter(p.kind for p in content().powers.values() if p.hero == card.id and p.race is not None)
    return {k: int(getattr(side, k)) - racial[k] for k in KINDS}


def fixed_class_powers(cls: str) -> list[str]:
    """Cards a class always holds (Healing Word, Sneak Attack)."""
    card = class_card(cls)
    return [p.id for p in content().powers.values() if p.hero == card.id and p.fixed and p.race is None]


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")[:32]


def hero_id(donor: str, name: str) -> str:
    """The table id of a custom hero: ``<donor card>.<name slug>``."""
    s = slug(name)
    if not s:
        raise InvalidActionError("cr-bad-hero-name", name=name)
    return f"{donor}.{s}"


def pool(sheet: HeroSheet) -> list[str]:
    """Every card the hero may ever hold: the classes' cards and the race's card."""
    out = [p for cls in sheet.classes for p in class_powers(cls)]
    racial = racial_power(sheet.race)
    return out + ([racial] if racial else [])


def kind_of(power: str) -> str:
    return str(content().powers[power].kind)


def class_of(sheet: HeroSheet, power: str) -> str:
    """Which of the sheet's classes a card comes from ("" for the racial card)."""
    return next((c for c in sheet.classes if power in class_powers(c)), "")


# --- ACR2: a race and a class ----------------------------------------------------------------
def custom_sheet(race: str, cls: str, powers: Sequence[str], name: str = "") -> HeroSheet:
    """An ACR2 hero (ruling: AC, HP, surge value, special ability and power counts of the
    class's card; speed of the race; the race's power card instead of the card's own)."""
    if race not in RACES:
        raise InvalidActionError("cr-unknown-race", name=race, known=", ".join(RACES))
    card = class_card(cls)
    side = card.side(1)
    counts = class_counts(cls)
    chosen = list(dict.fromkeys(powers)) or suggested_custom(race, cls)
    racial = racial_power(race)
    class_cards = [p for p in chosen if p != racial]
    for p in class_cards:
        if p not in class_powers(cls):
            raise InvalidActionError("cr-power-not-allowed", power=p, classes=cls, race=race)
    for p in fixed_class_powers(cls):
        if p not in class_cards:
            raise InvalidActionError("cr-power-fixed-missing", power=p)
    got = Counter(kind_of(p) for p in class_cards)
    for k in KINDS:
        if got[k] != counts[k]:
            raise InvalidActionError("cr-power-count", kind=k, needed=counts[k], given=got[k])
    hand = class_cards + ([racial] if racial else [])
    title = name or card.name.fr  # the box card's name (the same in both languages), not English ids
    return HeroSheet(hero=hero_id(card.id, title), name=title, race=race, classes=[cls], ac=side.ac, hp=side.hp,
                     speed=race_speed(race), surge=side.surge, powers=hand)


def suggested_custom(race: str, cls: str) -> list[str]:
    """The class card's suggested hand (adventure book), completed in data order."""
    card = class_card(cls)
    counts = class_counts(cls)
    start = [*fixed_class_powers(cls), *[p for p in card.starting_powers if p in class_powers(cls)]]
    out: list[str] = []
    for k in KINDS:
        mine = [p for p in dict.fromkeys(start + class_powers(cls, k)) if kind_of(p) == k]
        out += mine[:counts[k]]
    racial = racial_power(race)
    return out + ([racial] if racial else [])


# --- hybrid: two box cards merged -----------------------------------------------------------
def merge_stats(kept: tuple[int, int, int, int], other: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
    """AC, HP, speed and surge value of a hybrid (L869-875): the lower AC, half the sum of the
    HP rounded down, the speed of the card whose race is kept, half the sum of the surge
    values rounded down. ``kept`` is the card whose race the hybrid keeps."""
    return min(kept[0], other[0]), (kept[1] + other[1]) // 2, kept[2], (kept[3] + other[3]) // 2


def hybrid_counts(a: str, b: str) -> dict[str, int]:
    """For each kind, the higher of the two cards' counts (L883)."""
    ca, cb = class_counts(a), class_counts(b)
    return {k: max(ca[k], cb[k]) for k in KINDS}


def hybrid_sheet(race: str, classes: Sequence[str], powers: Sequence[str], name: str = "") -> HeroSheet:
    """Merge the cards of ``classes`` (two) keeping ``race`` (one of the two cards' races)."""
    if len(classes) != 2 or classes[0] == classes[1]:
        raise InvalidActionError("cr-hybrid-two-classes", given=", ".join(classes))
    a, b = class_card(classes[0]), class_card(classes[1])
    if race not in (a.race, b.race):
        raise InvalidActionError("cr-hybrid-race", name=race, first=a.race, second=b.race)
    kept, other = (a, b) if a.race == race else (b, a)
    stats = merge_stats(_stats(kept), _stats(other))
    counts = hybrid_counts(classes[0], classes[1])
    racial = racial_power(race)
    chosen = [p for p in dict.fromkeys(powers) if p != racial] or suggested_hybrid(classes)
    check_balance(list(classes), chosen, counts)
    daily = next((p for p in chosen if kind_of(p) == "daily"), None)
    title = name or kept.name.fr  # the box card's name, not English ids
    daily_from = next(c for c in classes if daily in class_powers(c)) if daily else ""
    return HeroSheet(hero=hero_id(kept.id, title), name=title, race=race, classes=list(classes), ac=stats[0],
                     hp=stats[1], speed=stats[2], surge=stats[3], powers=chosen + ([racial] if racial else []),
                     daily_from=daily_from)


def _stats(card: Any) -> tuple[int, int, int, int]:
    s = card.side(1)
    return int(s.ac), int(s.hp), int(s.speed), int(s.surge)


def check_balance(classes: list[str], chosen: Sequence[str], counts: dict[str, int]) -> None:
    """The hand holds ``counts`` cards of each kind, taken from the two classes « le plus
    équilibré possible » (L885): per kind, and in all, the classes differ by one card at
    most (ruling A57)."""
    per: dict[str, Counter[str]] = {c: Counter() for c in classes}
    for p in chosen:
        cls = next((c for c in classes if p in class_powers(c)), None)
        if cls is None:
            raise InvalidActionError("cr-power-not-allowed", power=p, classes=", ".join(classes), race="")
        per[cls][kind_of(p)] += 1
    for k in KINDS:
        given = per[classes[0]][k] + per[classes[1]][k]
        if given != counts[k]:
            raise InvalidActionError("cr-power-count", kind=k, needed=counts[k], given=given)
        if abs(per[classes[0]][k] - per[classes[1]][k]) > 1:
            raise InvalidActionError("cr-hybrid-unbalanced", kind=k)
    if abs(sum(per[classes[0]].values()) - sum(per[classes[1]].values())) > 1:
        raise InvalidActionError("cr-hybrid-unbalanced", kind="all")


def suggested_hybrid(classes: Sequence[str]) -> list[str]:
    """A balanced hand: for each kind in turn, cards alternate between the classes, starting
    with the class that has given fewer cards so far (each class's suggested cards first)."""
    counts = hybrid_counts(classes[0], classes[1])
    given = {c: 0 for c in classes}
    out: list[str] = []
    for k in KINDS:
        for _ in range(counts[k]):
            cls = min(classes, key=lambda c: (given[c], classes.index(c)))
            card = class_card(cls)
            options = [p for p in dict.fromkeys([*card.starting_powers, *class_powers(cls, k)])
                       if p in class_powers(cls, k) and p not in out]
            out.append(options[0])
            given[cls] += 1
    return out


def hybrid_level_dailies(sheet: HeroSheet, held: Sequence[str]) -> list[str]:
    """The dailies a hybrid may take at level 2: the other class's (L887, L891)."""
    other = [c for c in sheet.classes if c != sheet.daily_from] or sheet.classes
    return [p for c in other for p in class_powers(c, "daily") if p not in held]
