"""Heroes named with their players: « Kat (Alice) » in the log and the prompts.

The players' names come from the seats at set-up (``CRState.players``). Every event and prompt
parameter naming a hero in play (a one-item list ``["cr-hero-kat"]``, as ``events.name_ids``
writes it) becomes that hero's label in each language, which the catalogs show as is
(``rules.core.i18n`` reads a mapping by language).

A parameter naming one hero, monster or villain also gets its grammatical gender as
``<key>_gender`` (``f`` or ``m``; ``hero_name`` gives ``hero_gender``), which the French texts
select on to agree (« Kat est ralentie », « Arjhan est ralenti », « la Nuée de Rats est vaincue »)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from rules.core import Event, Prompt
from rules.core.i18n import LANGUAGES, t

from . import plugins
from .catalog import Catalog
from .events import name_ids
from .state import CRState


def labels(state: CRState) -> dict[str, dict[str, str]]:
    """The label of each hero in play by its name id: ``{"cr-hero-kat": {"fr": "Kat (Alice)", ...}}``;
    a custom hero (variants acr2, hybrid) reads as its sheet's name, not its id's slug."""
    own = plugins.hero_names(state)  # a made hero's sheet (plugins.py)
    return _labels(tuple((h.hero, state.players[h.seat] if 0 <= h.seat < len(state.players) else "",
                          own.get(h.hero, "")) for h in state.heroes))


@lru_cache(maxsize=64)
def _labels(triples: tuple[tuple[str, str, str], ...]) -> dict[str, dict[str, str]]:
    out = {}
    for hero, player, own in triples:
        ids = name_ids("hero", hero)
        shown: list[str] | str = own or ids
        if player:
            out[ids[0]] = {lang: t(lang, "cr-hero-with-player", hero=shown, player=player) for lang in LANGUAGES}
        elif own:
            out[ids[0]] = {lang: own for lang in LANGUAGES}
    return out


def genders(state: CRState, cat: Catalog) -> dict[str, str]:
    """The gender of each hero in play and of each monster and villain by its name id:
    ``{"cr-hero-kat": "f", "cr-monster-rat-swarm": "f", ...}`` (a custom hero's is its box
    card's)."""
    return {**_figure_genders(cat), **_genders(tuple((h.hero, _gender_of(cat, h.hero)) for h in state.heroes))}


#: the monsters' and villains' genders by name id, per catalog (a catalog never changes)
_FIGURES: dict[int, tuple[Catalog, dict[str, str]]] = {}


def _figure_genders(cat: Catalog) -> dict[str, str]:
    found = _FIGURES.get(id(cat))
    if found is None or found[0] is not cat:
        genders = {name_ids(kind, m.id)[0]: m.gender for m in cat.monsters.values() for kind in ("monster", "villain")}
        found = _FIGURES[id(cat)] = (cat, genders)
    return found[1]


def _gender_of(cat: Catalog, hero: str) -> str:
    try:
        return cat.heroes[hero].gender
    except KeyError:  # a hand-built catalog without this card: the French generic masculine
        return "m"


@lru_cache(maxsize=64)
def _genders(pairs: tuple[tuple[str, str], ...]) -> dict[str, str]:
    return {name_ids("hero", hero)[0]: gender for hero, gender in pairs}


def _gender(v: Any, genders: dict[str, str]) -> str | None:
    """The gender of the one hero a parameter names (``["cr-hero-kat"]`` or ``[["cr-hero-kat"]]``)."""
    if isinstance(v, list) and len(v) == 1:
        x = v[0][0] if isinstance(v[0], list) and len(v[0]) == 1 else v[0]
        if isinstance(x, str):
            return genders.get(x)
    return None


def _named(v: Any, known: dict[str, dict[str, str]]) -> list[Any] | None:
    """A list of hero name ids (or of one-item lists of them, as the villain phase's lines
    write several heroes) with each hero's label, or ``None`` when it names something else."""
    if not isinstance(v, list) or not v:
        return None
    if all(isinstance(x, str) and x in known for x in v):
        return [known[x] for x in v]
    if all(isinstance(x, list) and len(x) == 1 and isinstance(x[0], str) and x[0] in known for x in v):
        return [known[x[0]] for x in v]
    return None


def _params(params: dict[str, Any], known: dict[str, dict[str, str]],
            genders: dict[str, str]) -> dict[str, Any] | None:
    changed: dict[str, Any] = {}
    for k, v in params.items():
        if (gender := _gender(v, genders)) is not None:
            changed[k.removesuffix("_name") + "_gender"] = gender
        if (named := _named(v, known)) is not None:
            changed[k] = named
    return {**params, **changed} if changed else None


def label_events(state: CRState, cat: Catalog, events: Sequence[Event], players: bool = True) -> list[Event]:
    """The events with each hero named with their player (unless not ``players``) and their
    gender given."""
    known, gens = labels(state) if players else {}, genders(state, cat)
    out = []
    for e in events:
        params = _params(e.params, known, gens)
        out.append(e if params is None else e.model_copy(update={"params": params}))
    return out


def label_prompts(state: CRState, cat: Catalog, prompts: Sequence[Prompt]) -> list[Prompt]:
    """The prompts (and their buttons' labels) with each hero named with their player and their
    gender given."""
    known, gens = labels(state), genders(state, cat)
    out = []
    for p in prompts:
        options = [o if (q := _params(o.params, known, gens)) is None else o.model_copy(update={"params": q})
                   for o in p.options]
        params = _params(p.params, known, gens)
        out.append(p.model_copy(update={"params": p.params if params is None else params, "options": options}))
    return out
