"""The creation step of the custom-hero variants (ACR2's blank hero card, hybrid heroes).

When the heroes slot holds ``custom`` or ``hybrid``, the game opens with a creation step: each
seat is asked, in seat order, to make its hero (``/cr create race:… classes:… powers:… name:…``,
or race, class and hand by buttons) or to keep the ready-made one (``/cr pass``, and what an
absent player gets at the deadline). The ready-made hero is the box card of that place (ACR2
lets players take a box hero, L41) or, for hybrids, that card merged with the next box card,
keeping the first one's race. The first turn begins once every hero is made.
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import combinations
from typing import TYPE_CHECKING, Any

from rules.core import Event, InvalidActionError, Prompt, RuleError

from ...commands import Pass, split
from ...events import ev, name_ids
from ...plugins import register as plug
from ...state import PowerCard
from ...turns import start_turn
from ...viewing import Text
from ..actions import Create
from . import sheets
from .state import HeroSheet, SheetsState

if TYPE_CHECKING:
    from ...catalog import Catalog
    from ...state import CRState

MODES = {"custom": "custom", "hybrid": "hybrid"}


def creating(state: CRState) -> bool:
    return state.sheets is not None and bool(state.sheets.open)


def sheet_of(state: CRState, hero_id: str) -> HeroSheet | None:
    if state.sheets is None:
        return None
    return next((s for s in state.sheets.sheets if s.hero == hero_id), None)


def begin(state: CRState) -> bool:
    """Open the creation step if the heroes slot asks for it; ``True`` when it is open."""
    mode = MODES.get(state.rules.get("heroes", "base"))
    if mode is None:
        return False
    state.sheets = SheetsState(mode=mode, open=list(range(len(state.heroes))))  # type: ignore[arg-type]
    if mode == "hybrid":
        for i in range(len(state.heroes)):
            install(state, i, ready_made_hybrid(state, i))
    return True


def ready_made_hybrid(state: CRState, index: int) -> HeroSheet:
    """The box card of this hero merged with the next box card, the first one's race kept."""
    content = sheets.content()
    box = list(content.heroes)
    first = content.heroes[state.heroes[index].hero.split(".")[0]]
    second = content.heroes[box[(box.index(first.id) + 1) % len(box)]]
    return sheets.hybrid_sheet(first.race, [first.role, second.role], [], f"{first.name.en}-{second.name.en}")


def install(state: CRState, index: int, sheet: HeroSheet) -> None:
    """Put ``sheet``'s hero at ``index`` (the seat, square and items stay)."""
    assert state.sheets is not None
    if any(h.hero == sheet.hero for i, h in enumerate(state.heroes) if i != index):
        raise InvalidActionError("cr-hero-name-taken", name=sheet.name)
    h = state.heroes[index]
    state.sheets.sheets = [s for s in state.sheets.sheets if s.hero != h.hero]
    state.sheets.sheets.append(sheet)
    h.hero = sheet.hero
    k = sheets.hp_factor(state)  # damage dice scale every HP value (L484-490)
    h.ac, h.hp, h.max_hp, h.speed, h.surge_value = sheet.ac, sheet.hp * k, sheet.hp * k, sheet.speed, sheet.surge * k
    h.powers = [PowerCard(id=p) for p in sheet.powers]


def build(state: CRState, race: str, classes: list[str], powers: list[str], name: str) -> HeroSheet:
    assert state.sheets is not None
    if state.sheets.mode == "hybrid":
        return sheets.hybrid_sheet(race, classes, powers, name)
    if len(classes) != 1:
        raise InvalidActionError("cr-custom-one-class", given=", ".join(classes))
    return sheets.custom_sheet(race, classes[0], powers, name)


def waiting(state: CRState) -> int | None:
    return state.sheets.open[0] if state.sheets is not None and state.sheets.open else None


def prompts(state: CRState) -> list[Prompt]:
    """The first hero still to make: its seat is asked (one seat at a time, in hero order)."""
    i = waiting(state)
    if i is None:
        return []
    h = state.heroes[i]
    assert state.sheets is not None
    return [Prompt(seat=h.seat, kind=f"cr-create-{state.sheets.mode}",
                   params={"hero": h.hero, "hero_name": name_ids("hero", h.hero), "number": i + 1})]


def apply(state: CRState, cat: Catalog, seat: int, action: Any, rng: Any) -> list[Event]:
    """``create`` makes the hero, ``pass`` keeps the ready-made one; the game begins after the
    last hero."""

    i = waiting(state)
    assert state.sheets is not None and i is not None
    if state.heroes[i].seat != seat:
        raise RuleError("not-your-turn")
    if isinstance(action, Create):
        race, classes, powers = action.race.strip().lower(), [c.lower() for c in split(action.classes)], split(
            action.powers)
        sheet = build(state, race, classes, powers, action.name.strip())
        k = 2
        while not action.name.strip() and any(h.hero == sheet.hero for h in state.heroes):
            sheet = build(state, race, classes, powers, f"{sheet.name.rsplit(' #', 1)[0]} #{k}")
            k += 1
        install(state, i, sheet)
        out = [ev("hero-created", hero=sheet.hero, race_name=[f"cr-race-{sheet.race}"],
                  classes_name=[f"cr-class-{c}" for c in sheet.classes], ac=sheet.ac, hp=sheet.hp,
                  speed=sheet.speed, surge=sheet.surge, announce=True)]
    elif isinstance(action, Pass):  # the ready-made hero: a box hero (ACR2, L41) or the default hybrid
        out = [ev("hero-kept", hero=state.heroes[i].hero)]
    else:
        raise RuleError("cr-create-first")
    state.sheets.open.remove(i)
    if not state.sheets.open:
        out += start_turn(state, cat, state.turn.hero, rng, first=True)
    return out


# --- what a seat may choose ----------------------------------------------------------------
def class_choices(state: CRState) -> list[list[str]]:
    assert state.sheets is not None
    if state.sheets.mode == "hybrid":
        return [list(c) for c in combinations(sheets.CLASSES, 2)]
    return [[c] for c in sheets.CLASSES]


def race_choices(state: CRState, classes: list[str]) -> list[str]:
    assert state.sheets is not None
    if state.sheets.mode == "hybrid":
        return sorted({sheets.class_card(c).race for c in classes})
    return list(sheets.RACES)


def legal(state: CRState) -> list[Any]:
    """Each class (pair) with each race it allows, with the suggested hand; and keeping."""

    out: list[Any] = []
    for classes in class_choices(state):
        for race in race_choices(state, classes):
            out.append(Create(race=race, classes=",".join(classes)))
    return [*out, Pass()]


def choice_paths(state: CRState, seat: int) -> list[Any]:
    """By buttons: class (or pair of classes), then race, then (ACR2) the class's cards kind by
    kind: at-wills, daily, utility, the suggested ones first; a hybrid takes its suggested
    balanced hand (another hand is typed: ``/cr create powers:``). Or keep the ready-made hero."""
    from rules.core.choices import ChoiceLeaf, ChoicePath, step


    paths: list[Any] = []
    if not any(p.seat == seat for p in prompts(state)):
        return paths
    assert state.sheets is not None
    for classes in class_choices(state):
        value = ",".join(classes)
        hands = hand_steps(classes[0]) if state.sheets.mode == "custom" else [[]]
        for race in race_choices(state, classes):
            first = [step("classes", value, "choice-cr-classes", value, classes=[f"cr-class-{c}" for c in classes]),
                     step("race", race, "choice-cr-race", race, race=[f"cr-race-{race}"])]
            for hand in hands:
                picks = [step(kind, ",".join(cards), "choice-cr-cards", ",".join(cards),
                              cards=[n for c in cards for n in name_ids("power", c)]) for kind, cards in hand]
                args = {"race": race, "classes": value}
                if hand:
                    args["powers"] = ",".join(c for _, cards in hand for c in cards)
                paths.append(ChoicePath(steps=first + picks, leaf=ChoiceLeaf(command="create", args=args)))
    paths.append(ChoicePath(steps=[step("classes", "keep", "opt-cr-keep-hero")], leaf=ChoiceLeaf(command="pass")))
    return paths


def hand_steps(cls: str) -> list[list[tuple[str, list[str]]]]:
    """Every hand of an ACR2 class as (kind, cards) steps: the class's fixed cards always in,
    the suggested hand first."""
    from itertools import product

    counts = sheets.class_counts(cls)
    fixed = sheets.fixed_class_powers(cls)
    suggested = sheets.suggested_custom("human", cls)
    per_kind = []
    for kind in sheets.KINDS:
        mine = [p for p in fixed if sheets.kind_of(p) == kind]
        free = [p for p in sheets.class_powers(cls, kind) if p not in fixed]
        options = [mine + list(c) for c in combinations(free, counts[kind] - len(mine))]
        options.sort(key=lambda cards: not all(c in suggested for c in cards))
        per_kind.append([(kind, cards) for cards in options])
    return [list(hand) for hand in product(*per_kind)]


def autocomplete(state: CRState, option: str, partial: str, args: Mapping[str, str] | None) -> list[str]:
    """Races, classes (pairs for hybrids) and, once the classes are typed, their power cards (a
    comma list grows card by card)."""
    args = args or {}
    if state.sheets is None:
        return []
    if option == "race":
        classes = split(args.get("classes", ""))
        pool = race_choices(state, classes) if len(classes) == 2 and state.sheets.mode == "hybrid" else sheets.RACES
        return [r for r in pool if r.startswith(partial.lower())][:25]
    if option == "classes":
        return [",".join(c) for c in class_choices(state) if ",".join(c).startswith(partial.lower())][:25]
    if option == "powers":
        classes = [c for c in split(args.get("classes", "")) if c in sheets.CLASSES]
        parts = [x.strip() for x in partial.split(",")]
        done, last = parts[:-1], parts[-1]
        head = ",".join(done) + ("," if done else "")
        cards = [p for c in classes for p in sheets.class_powers(c)]
        racial = sheets.racial_power(args.get("race", "").lower())
        cards += [racial] if racial else []
        return [head + p for p in cards if p not in done and p.startswith(last)][:25]
    return []


# --- heroes made from sheets, once in play ---------------------------------------------------
def level_one(state: CRState, cat: Catalog, hero: int) -> tuple[tuple[int, int, int, int], list[str]]:
    """A fresh level-1 copy of the hero (for ACR2's new hero): the sheet's, or the box card's."""
    h = state.heroes[hero]
    sheet = sheet_of(state, h.hero)
    if sheet is not None:
        return (sheet.ac, sheet.hp, sheet.speed, sheet.surge), list(sheet.powers)
    d = cat.heroes[h.hero]
    return (d.ac, d.hp, d.speed, d.surge), list(dict.fromkeys([*d.fixed, *d.recommended]))


def new_dailies(state: CRState, hero: int) -> list[str] | None:
    """The dailies a sheet's hero may take at level 2 (base trigger): a hybrid's other class
    (L887, L891), a custom hero's class; ``None`` for a box hero."""
    h = state.heroes[hero]
    sheet = sheet_of(state, h.hero)
    if sheet is None:
        return None
    held = [p.id for p in h.powers]
    if sheet.daily_from:
        return sorted(sheets.hybrid_level_dailies(sheet, held))
    return sorted(p for c in sheet.classes for p in sheets.class_powers(c, "daily") if p not in held)


def decorate(view: Any, state: CRState) -> Any:
    """The picture's hero cards: a sheet's name and its race and classes; ACR2's own surges."""
    for i, hv in enumerate(view.heroes):
        sheet = sheet_of(state, hv.id)
        if sheet is not None:
            hv.name = Text(fr=sheet.name, en=sheet.name)
            hv.title = race_classes(sheet)
        if state.acr2 is not None and state.rules.get("surges") == "acr2" and i < len(state.acr2.surges):
            hv.surges = state.acr2.surges[i]
    if state.acr2 is not None and state.rules.get("surges") == "acr2":
        view.surges = sum(state.acr2.surges)
    i = waiting(state)
    if i is not None:  # the creation step: the hero being made is the one shown
        view.phase, view.active = "creation", state.heroes[i].hero
    return view


def race_classes(sheet: HeroSheet) -> Any:
    from rules.core.i18n import t


    def words(lang: str) -> str:
        names = [t(lang, f"val-cr-class-{c}") for c in sheet.classes]
        return f"{t(lang, f'val-cr-race-{sheet.race}')} {'/'.join(names)}"

    return Text(fr=words("fr"), en=words("en"))


def _setup(state: CRState, cat: Catalog, options: Any, rng: Any) -> None:
    begin(state)


plug("setup", "creation", 40, _setup)  # the custom-hero variants open with the creation step (plugins.py)


def _level_dailies(state: Any, hero: int) -> list[str] | None:
    return new_dailies(state, hero) if state.sheets is not None else None


plug("level_dailies", "creation", 40, _level_dailies)  # rules/ravenloft/plugins.py


class _Creation:
    """The creation step as the table plays it (plugins.TableStep)."""

    prompts = staticmethod(prompts)
    apply = staticmethod(apply)
    choice_paths = staticmethod(choice_paths)

    @staticmethod
    def legal(state: CRState, seat: int) -> list[Any]:
        return legal(state) if any(p.seat == seat for p in prompts(state)) else []

    @staticmethod
    def zombie(state: CRState, seat: int) -> Any:
        return Pass() if any(p.seat == seat for p in prompts(state)) else None  # the ready-made hero


def _table_step(state: CRState) -> Any:
    return _Creation if creating(state) else None


def _autocomplete(state: CRState, command: str, option: str, partial: str, args: Any) -> list[str] | None:
    return autocomplete(state, option, partial, args) if command == "create" else None


plug("table_step", "creation", 40, _table_step)  # the heroes are made before the first turn (plugins.py)
plug("autocomplete", "creation", 40, _autocomplete)


def _view(view: Any, state: CRState, cat: Any, seat: int | None) -> Any:
    return decorate(view, state) if state.sheets is not None or state.acr2 is not None else None


plug("view", "creation", 50, _view)  # custom heroes' names, ACR2's own surges (plugins.py)


def _names(state: CRState) -> dict[str, str]:
    return {s.hero: s.name for s in state.sheets.sheets} if state.sheets is not None else {}


plug("hero_names", "creation", 50, _names)  # a made hero reads as its sheet's name (plugins.py)


def _carry_sheet(state: CRState, hero: int, sheet: HeroSheet) -> None:
    """A campaign's carried hero comes back with its sheet; no creation step for it."""
    if state.sheets is not None:
        state.sheets.sheets = [s for s in state.sheets.sheets if s.hero != sheet.hero]
        state.sheets.sheets.append(sheet)
        state.sheets.open = [j for j in state.sheets.open if j != hero]
    else:
        state.sheets = SheetsState(mode="custom" if len(sheet.classes) == 1 else "hybrid", sheets=[sheet])


plug("carry_sheet", "creation", 50, _carry_sheet)  # campaigns (plugins.py)
