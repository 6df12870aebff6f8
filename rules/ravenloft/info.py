"""Info commands anyone may use: a card, a hero, the decks' sizes, the last activation's why."""

from __future__ import annotations

from collections.abc import Mapping

from rules.core import Event, Info, InvalidActionError

from .catalog import Catalog
from .events import ev
from .state import CRState, card_kind
from .xp import total


def hero_line(state: CRState, cat: Catalog, i: int) -> Event:
    h = state.heroes[i]
    return ev("hero-card", hero=h.hero, level=h.level, hp=h.hp, max_hp=h.max_hp, ac=h.ac, speed=h.speed,
              surge=h.surge_value, powers=[p.id for p in h.powers if not p.used],
              used=[p.id for p in h.powers if p.used], items=[card_kind(c) for c in h.items],
              conditions=list(h.conditions), cards=[card_kind(c) for c in h.cards])


def card_line(cat: Catalog, cid: str, hp_factor: int = 1) -> Event:
    """A card's line; ``hp_factor``: the damage dice' factor on a monster's HP (1 without)."""
    kind = card_kind(cid)
    if kind in cat.powers:
        p = cat.powers[kind]
        return ev("power-card", power=p.id, hero=p.hero, kind=p.kind, attack=p.attack if p.attack is not None else "—",
                  damage=p.damage, miss=p.miss, reach=p.reach, tiles=p.tiles)
    if kind in cat.monsters:
        m = cat.monsters[kind]
        return ev("monster-card", monster=m.id, ac=m.ac, hp=m.hp * hp_factor, xp=m.xp,
                  kinds={"monster": "villain" if m.villain else "monster"})
    if kind in cat.treasures:
        t = cat.treasures[kind]
        return ev("treasure-card", card=t.id, kind=t.kind, value=t.value)
    if kind in cat.encounters:
        e = cat.encounters[kind]
        return ev("encounter-card", card=e.id, kind=e.kind, disarm=e.disarm, kinds={"card": "encounter"})
    if kind in cat.heroes:
        d = cat.heroes[kind]
        return ev("hero-base", hero=d.id, ac=d.ac, hp=d.hp, speed=d.speed, surge=d.surge)
    raise InvalidActionError("cr-unknown-card", card=cid)


def answer(state: CRState, cat: Catalog, seat: int | None, command: str, args: Mapping[str, str]) -> Info:
    """The events of an info command and, for a card, a hero or the decks, the table's picture
    with that card drawn on it (``info_cards.info_view``)."""
    info = _events(state, cat, command, args)
    if command in ("card", "hero", "deck"):
        from .info_cards import info_view

        info = Info(events=info.events, view=info_view(state, seat, command, dict(args)))
    return info


def _events(state: CRState, cat: Catalog, command: str, args: Mapping[str, str]) -> Info:
    if command == "deck":
        from .variants.xplore import deck_events  # Temps Écoulé's deck and Time tokens

        return Info(events=[ev("decks", tiles=len(state.tile_stack), monsters=len(state.monsters.cards),
                               encounters=len(state.encounters.cards), treasures=len(state.treasures.cards),
                               xp=total(state, cat), surges=state.surges), *deck_events(state)])
    if command == "hero":
        name = (args.get("hero") or "").strip().lower()
        if not name:
            return Info(events=[hero_line(state, cat, i) for i in range(len(state.heroes))])
        i = next((k for k, h in enumerate(state.heroes) if h.hero == name), None)
        if i is None:
            raise InvalidActionError("cr-no-such-hero", hero=name)
        return Info(events=[hero_line(state, cat, i)])
    if command == "card":
        from .variants.dice import factor

        return Info(events=[card_line(cat, (args.get("id") or "").strip().lower(), factor(state))])
    if command == "why":
        if not state.why:
            return Info(events=[ev("why-none")])
        return Info(events=[Event(code=str(r.get("code", "cr-why")), params=dict(r.get("params", {})))
                            for r in state.why])
    raise InvalidActionError("unknown-command", command=command)


def suggest(state: CRState, cat: Catalog, command: str, option: str, partial: str) -> list[str]:
    if command == "hero":
        pool = [h.hero for h in state.heroes]
    elif command == "card":
        pool = [*cat.powers, *cat.monsters, *cat.heroes, *cat.treasures, *cat.encounters]
    else:
        pool = []
    return [p for p in pool if p.startswith(partial.lower())][:25]
