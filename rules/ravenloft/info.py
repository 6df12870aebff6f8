"""Info commands anyone may use: a card, a hero, the decks' sizes, the last activation's why."""

from __future__ import annotations

from collections.abc import Mapping

from rules.core import Event, Info, InvalidActionError

from . import plugins
from .card_names import find_cards
from .card_names import suggest as by_name
from .catalog import Catalog
from .content import load_content
from .events import ev, name_ids, text_ids
from .info_cards import info_view
from .state import CRState, card_kind
from .xp import total


def _names(kind: str, ids: list[str]) -> list[str]:
    """Content ids as name ids, « aucun » for none (``/cr hero`` never shows an id or an empty field)."""
    return [n for x in ids for n in name_ids(kind, x)] or ["cr-none"]


def hero_line(state: CRState, cat: Catalog, i: int) -> Event:
    h = state.heroes[i]
    cards = [f"cr-{'monster' if card_kind(c) in cat.monsters else 'encounter'}-{card_kind(c).replace('_', '-')}"
             for c in h.cards]
    return ev("hero-card", hero=h.hero, level=h.level, hp=h.hp, max_hp=h.max_hp, ac=h.ac, speed=h.speed,
              surge=h.surge_value, powers=_names("power", [p.id for p in h.powers if not p.used]),
              used=_names("power", [p.id for p in h.powers if p.used]),
              items=_names("treasure", [card_kind(c) for c in h.items]),
              conditions=[f"cr-cond-{c}" for c in h.conditions] or ["cr-none-f"], cards=cards or ["cr-none-f"])


def card_line(cat: Catalog, cid: str, hp_factor: int = 1) -> Event:
    """A card's line; ``hp_factor``: the damage dice' factor on a monster's HP (1 without)."""
    kind = card_kind(cid)
    if kind in cat.powers:
        p = cat.powers[kind]
        return ev("power-card", power=p.id, hero=p.hero, kind=[f"cr-pkind-{p.kind.replace('_', '-')}"],
                  text=[f"cr-power-text-{p.id.replace('_', '-')}"], attack=p.attack if p.attack is not None else "none",
                  damage=p.damage, miss=p.miss)
    if kind in cat.monsters:
        m = cat.monsters[kind]
        return ev("monster-card", monster=m.id, ac=m.ac, hp=m.hp * hp_factor, xp=m.xp,
                  kinds={"monster": "villain" if m.villain else "monster"})
    if kind in cat.treasures:
        t = cat.treasures[kind]
        return ev("treasure-card", card=t.id, kind=[f"cr-tkind-{t.kind}"], text=text_ids("treasure", t.id))
    if kind in cat.encounters:
        e = cat.encounters[kind]
        return ev("encounter-card", card=e.id, kind=[f"cr-enc-{e.kind}"], text=text_ids("encounter", e.id),
                  kinds={"card": "encounter"})
    special = load_content().adventure_treasures.get(kind)
    if special is not None:  # an adventure's own treasure (the Icon of Ravenloft...)
        return ev("treasure-card", card=kind, kind=["cr-tkind-adventure"], text=text_ids("adventure-treasure", kind),
                  kinds={"card": "adventure-treasure"})
    if kind in cat.heroes:
        d = cat.heroes[kind]
        return ev("hero-base", hero=d.id, ac=d.ac, hp=d.hp, speed=d.speed, surge=d.surge)
    raise InvalidActionError("cr-unknown-card", card=cid)


def answer(state: CRState, cat: Catalog, seat: int | None, command: str, args: Mapping[str, str]) -> Info:
    """The events of an info command and, for a card, a hero or the decks, the table's picture
    with that card drawn on it (``info_cards.info_view``)."""
    info = _events(state, cat, command, args)
    if command in ("card", "hero", "deck"):
        info = Info(events=info.events, view=info_view(state, seat, command, dict(args)))
    return info


def _events(state: CRState, cat: Catalog, command: str, args: Mapping[str, str]) -> Info:
    if command == "deck":
        return Info(events=[ev("decks", tiles=len(state.tile_stack), monsters=len(state.monsters.cards),
                               encounters=len(state.encounters.cards), treasures=len(state.treasures.cards),
                               xp=total(state, cat), surges=state.surges), *plugins.deck_events(state)])
    if command == "hero":
        name = (args.get("hero") or "").strip().lower()
        if not name:
            return Info(events=[hero_line(state, cat, i) for i in range(len(state.heroes))])
        i = next((k for k, h in enumerate(state.heroes) if h.hero == name), None)
        if i is None:
            raise InvalidActionError("cr-no-such-hero", hero=name)
        return Info(events=[hero_line(state, cat, i)])
    if command == "card":

        typed = (args.get("id") or "").strip()
        exact = card_kind(typed).lower().replace("-", "_")
        known = (cat.powers, cat.monsters, cat.treasures, cat.encounters, cat.heroes)
        # an id of the game's catalog, else a name in either language (two cards may share one)
        found = [exact] if any(exact in k for k in known) else find_cards(load_content(), typed)
        if not found:
            raise InvalidActionError("cr-unknown-card", card=typed)
        return Info(events=[card_line(cat, cid, plugins.hp_factor(state)) for cid in found])
    if command == "why":
        if not state.why:
            return Info(events=[ev("why-none")])
        return Info(events=[Event(code=str(r.get("code", "cr-why")), params=dict(r.get("params", {})))
                            for r in state.why])
    raise InvalidActionError("unknown-command", command=command)


def suggest(state: CRState, cat: Catalog, command: str, option: str, partial: str) -> list[str]:
    if command == "hero":
        pool = [h.hero for h in state.heroes]
    elif command == "card":  # ids, found by id or by name (French or English)

        return by_name(load_content(), partial)
    else:
        pool = []
    return [p for p in pool if p.startswith(partial.lower())][:25]
