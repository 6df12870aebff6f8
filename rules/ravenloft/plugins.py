"""Variant plug-ins: named slots the base rules call, filled by each variant from its own package.

The base game reads alone: where a variant changes a step, the base code asks the slot here and
never tests a variant's state or option itself. Every variant that registered a hook for the
slot answers in its ``order`` (then its id; fixed, so that a stored game replays the same). A
variant registers its hooks at import, beside its rules (``variants/<variant>/``), and answers
``None`` when it is not played or the question is not its own: the base rule then runs. A
slot of the rules table (``options.SLOTS``) that holds a variant's rule which no hook answers
turns the base rule off (:func:`base_rule`). The callers below say how the answers combine.

Set-up (each called at the exact place of the dice draws the step had in the base set-up):
``setup_seats`` (a seat that plays no hero: Strahd's), ``setup_decks`` (once the decks are
shuffled: Strahd's hand), ``setup_items`` (once each hero holds a starting item: Barkam's),
``setup_first`` (once the first player is drawn: Geno's initiative), ``setup`` (last: the
damage dice, the exploration variants, ACR2's counters, the creation step).

The hero phase: ``new_turn`` (counters), ``hero_phase_start`` (after the surge check),
``surge_check`` (a hero lying down: ACR2's own surges), ``hero_action`` / ``hero_actions`` /
``adjust_actions`` (a variant's own actions and its changes to the list), ``legal_moves``,
``move``, ``move_points`` (split moves), ``after_hero_phase`` (what follows instead of the
exploration phase).

Exploring and the villain phase: ``tile_monsters`` (ACR2's tokens), ``villain_phase_start`` /
``villain_phase_end`` (the Strahd player's steps), ``encounter_due``, ``encounter_card`` (the
card Strahd played), ``villains``, ``villain_cards``, ``fresh_figures``, ``next_turn`` (Geno
Warcry's round), ``token_turned`` (a face-down token turned counts as exploring).

Damage and levels: ``damage`` and ``hp_factor`` (damage dice), ``xp_cards`` (Barkam's one card
a turn), ``level_offer`` (a natural 20), ``level_dailies`` (a sheet's dailies),
``high_levels`` (ACR2's level 6), ``peek`` (a treasure that shows Strahd's hand).

The variants' questions: ``answer``, ``question_options``, ``question_kinds``,
``question_params``, ``question_actions``, ``absent_answer``, ``own_answer`` (Strahd's), ``resume``.

The table around the rules (``game.py``): ``table_step`` (the creation step before the first
turn), ``seat_range``, ``defeat_winners``, ``private_text``, ``private_view``, ``info``,
``suggestion_label``, ``choice_path``, ``autocomplete``, ``question_paths``, ``view`` (what a
variant adds to the picture's view: Temps Écoulé's deck, scaled HP, Strahd's hand to him alone,
Barkam's and Geno's tokens, the sheets' names), ``decks`` and ``deck_events`` (a variant's own
deck in ``/cr deck``), ``hero_names`` (a made hero's name in the texts), ``knowledge`` (what a computer seat may know
of a variant's hidden cards: Strahd's hand).

Campaigns (``campaign.py``): ``carry_sheet`` (a carried hero's sheet back in the sheets),
``high_surges`` (a hero of level 6 or more brings a surge: ACR2's own surges), ``fallen`` (a
hero dead for good, ACR2).

``hooks.py`` is a different thing: one rule a lower module calls upwards (an attack provoking a
riposte); no hook belongs to a variant. ``tests/rules/ravenloft/variants/test_golden.py`` proves
that moving a step behind a slot changed no game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from rules.core import Event, Rng

if TYPE_CHECKING:
    from .catalog import Catalog
    from .options import CROptions
    from .state import CRState

SetupHook = Callable[["CRState", "Catalog", "CROptions", Rng], None]
ActionHook = Callable[["CRState", "Catalog", Any, Rng], "list[Event] | None"]
SLOTS = ("setup_seats", "setup_decks", "setup_items", "setup_first", "setup",
         "hero_action", "answer", "question_options", "hero_actions", "adjust_actions", "new_turn",
         "hero_phase_start", "surge_check", "legal_moves", "move", "move_points", "after_hero_phase",
         "tile_monsters", "villain_phase_start", "encounter_due", "encounter_card", "villains", "villain_cards",
         "fresh_figures", "villain_phase_end", "next_turn", "damage", "hp_factor", "xp_cards", "level_offer",
         "level_dailies", "high_levels", "peek", "token_turned",
         # the table around the rules (game.py, legal.py): a step before the game, a seat's own
         # questions, what an absent player answers, the picture and texts only one seat sees
         "table_step", "own_answer", "question_kinds", "question_params", "question_actions", "absent_answer",
         "resume", "defeat_winners", "seat_range", "private_text", "private_view", "info", "suggestion_label",
         "choice_path", "autocomplete", "question_paths", "view", "decks", "deck_events", "hero_names",
         "knowledge",
         # campaigns (campaign.py): a carried hero's sheet, the high heroes' surges, a hero fallen for good
         "carry_sheet", "high_surges", "fallen")


@dataclass(frozen=True)
class Hook:
    """A variant's answer to a slot: ``order`` among the slot's hooks, ``variant`` its id."""

    slot: str
    variant: str
    order: int
    run: Callable[..., Any]


HOOKS: dict[str, list[Hook]] = {slot: [] for slot in SLOTS}


def register(slot: str, variant: str, order: int, run: Callable[..., Any]) -> None:
    """Fill ``slot`` with a variant's hook (once per variant and slot)."""
    if slot not in HOOKS:
        raise ValueError(f"unknown plug-in slot {slot!r} (known: {', '.join(SLOTS)})")
    hooks = [h for h in HOOKS[slot] if h.variant != variant]
    hooks.append(Hook(slot, variant, order, run))
    HOOKS[slot] = sorted(hooks, key=lambda h: (h.order, h.variant))


def set_up(state: CRState, cat: Catalog, options: CROptions, rng: Rng) -> None:
    """Every variant's set-up, in order (each does nothing when its variant is not played)."""
    for hook in HOOKS["setup"]:
        hook.run(state, cat, options, rng)


def hero_action(state: CRState, cat: Catalog, action: Any, rng: Rng) -> list[Event] | None:
    """The first variant that plays ``action`` itself, else ``None``."""
    for hook in HOOKS["hero_action"]:
        done = hook.run(state, cat, action, rng)
        if done is not None:
            return list(done)
    return None


def answer(state: CRState, cat: Catalog, pending: Any, action: Any, rng: Rng) -> tuple[list[Event], bool] | None:
    """The answer to a variant's own question, by the variant that asked it, else ``None``."""
    for hook in HOOKS["answer"]:
        done = hook.run(state, cat, pending, action, rng)
        if done is not None:
            events, resume = done
            return list(events), bool(resume)
    return None


def question_options(state: CRState, cat: Catalog, pending: Any) -> list[Any] | None:
    """The buttons of a variant's own question, else ``None``."""
    for hook in HOOKS["question_options"]:
        found = hook.run(state, cat, pending)
        if found is not None:
            return list(found)
    return None


def hero_actions(state: CRState, cat: Catalog) -> list[Any]:
    """The hero-phase actions every variant played adds, in the slot's order."""
    return [a for hook in HOOKS["hero_actions"] for a in hook.run(state, cat)]


def adjust_actions(state: CRState, cat: Catalog, actions: list[Any]) -> list[Any]:
    """The hero-phase actions as the first variant that changes them says (else unchanged)."""
    for hook in HOOKS["adjust_actions"]:
        found = hook.run(state, cat, actions)
        if found is not None:
            return list(found)
    return actions


def new_turn(state: CRState) -> None:
    """Every variant's counters for the turn that begins."""
    for hook in HOOKS["new_turn"]:
        hook.run(state)


def hero_phase_start(state: CRState, cat: Catalog, hero: int) -> list[Event]:
    """What the variants do at the start of the hero phase, after the surge check."""
    return [e for hook in HOOKS["hero_phase_start"] for e in hook.run(state, cat, hero)]


def after_hero_phase(state: CRState, cat: Catalog, rng: Rng) -> list[Event] | None:
    """What follows the hero phase in the first variant that changes it (else ``None``)."""
    for hook in HOOKS["after_hero_phase"]:
        done = hook.run(state, cat, rng)
        if done is not None:
            return list(done)
    return None


# ---- the slots' callers: ``_first`` asks until a variant answers, ``_every`` runs them all


def _first(slot: str, *args: Any) -> Any:
    for hook in HOOKS[slot]:
        found = hook.run(*args)
        if found is not None:
            return found
    return None


def setup_seats(options: CROptions, players: list[int], rng: Rng) -> list[Callable[[CRState], None]]:
    """Seats a variant takes from the heroes' players before the heroes are dealt (``players``
    is changed in place); each answer finishes the variant's part once the state exists."""
    return [done for hook in HOOKS["setup_seats"] if (done := hook.run(options, players, rng)) is not None]


def setup_step(slot: str, state: CRState, cat: Catalog, options: CROptions, rng: Rng) -> None:
    """A variant's set-up step at its place among the base set-up's dice draws: ``setup_decks``
    (once the decks are shuffled), ``setup_items`` (once each hero holds a starting item),
    ``setup_first`` (once the first player is known)."""
    for hook in HOOKS[slot]:
        hook.run(state, cat, options, rng)


def base_rule(state: CRState, slot: str) -> bool:
    """Whether the base game's rule holds ``slot`` of the rules table (``options.SLOTS``): a
    variant that fills it with its own rule and answers no plug-in slot turns the base rule off."""
    return state.rules.get(slot, "base") == "base"


def surge_check(state: CRState, cat: Catalog, hero: int) -> list[Event] | None:
    """A hero lying down at the start of their turn, as a variant rules it (else ``None``)."""
    return _first("surge_check", state, cat, hero)  # type: ignore[no-any-return]


def legal_moves(state: CRState, cat: Catalog, hero: int) -> dict[Any, int] | None:
    """The squares a hero may move to, as a variant counts them (else ``None``)."""
    return _first("legal_moves", state, cat, hero)  # type: ignore[no-any-return]


def move(state: CRState, cat: Catalog, hero: int, to: Any) -> list[Event] | None:
    """A hero's move, when a variant plays it (else ``None``)."""
    return _first("move", state, cat, hero, to)  # type: ignore[no-any-return]


def move_points(state: CRState) -> list[str]:
    """The movement points left of a move under way, as a variant keeps them (message ids)."""
    return _first("move_points", state) or []


def tile_monsters(state: CRState, cat: Catalog, hero: int, block: Any, rng: Rng) -> list[Event] | None:
    """The monsters a new tile brings, as a variant rules it (else ``None``: one monster card)."""
    return _first("tile_monsters", state, cat, hero, block, rng)  # type: ignore[no-any-return]


def villain_phase_start(state: CRState, cat: Catalog, rng: Rng) -> list[Event] | None:
    """What comes before the villain phase in a variant (else ``None``: the phase begins)."""
    return _first("villain_phase_start", state, cat, rng)  # type: ignore[no-any-return]


def encounter_due(state: CRState) -> bool | None:
    """Whether the villain phase draws an encounter card, as a variant rules it (else ``None``)."""
    return _first("encounter_due", state)  # type: ignore[no-any-return]


def encounter_card(state: CRState) -> str | None:
    """The encounter card a variant puts in play instead of drawing one (else ``None``)."""
    return _first("encounter_card", state)  # type: ignore[no-any-return]


def villains(state: CRState) -> list[str] | None:
    """The villains that act now, as a variant orders them (else ``None``: every villain)."""
    return _first("villains", state)  # type: ignore[no-any-return]


def villain_cards(state: CRState, table: Any, hero: str) -> list[Any] | None:
    """The monster cards activated for ``hero``, as a variant rules it (else ``None``)."""
    return _first("villain_cards", state, table, hero)  # type: ignore[no-any-return]


def fresh_figures(state: CRState, figures: list[str]) -> list[str]:
    """The figures of an activated card that may still act (a variant may hold some back)."""
    for hook in HOOKS["fresh_figures"]:
        figures = hook.run(state, figures)
    return figures


def villain_phase_end(state: CRState, cat: Catalog) -> list[Event]:
    """What the variants do once the villain phase is over, before the next turn."""
    return [e for hook in HOOKS["villain_phase_end"] for e in hook.run(state, cat)]


def next_turn(state: CRState, cat: Catalog, rng: Rng) -> list[Event] | None:
    """Who plays next, as a variant rules it (else ``None``: the hero on the left)."""
    return _first("next_turn", state, cat, rng)  # type: ignore[no-any-return]


def damage(state: CRState, amount: int, target: str, kind: str) -> tuple[int, list[Event]]:
    """``amount`` points of damage as a variant deals them (its dice), with the events saying so."""
    for hook in HOOKS["damage"]:
        found = hook.run(state, amount, target, kind)
        if found is not None:
            return found  # type: ignore[no-any-return]
    return amount, []


def hp_factor(state: CRState) -> int:
    """The factor a variant puts on every hit-point value (1 in the base game)."""
    factor = 1
    for hook in HOOKS["hp_factor"]:
        factor *= int(hook.run(state))
    return factor


def xp_cards(state: CRState, cat: Catalog, hero: int | None, defeated: list[Any]) -> tuple[list[Event], list[Any]]:
    """The defeated monsters whose cards go to the XP pile, as a variant rules it, with its events."""
    found = _first("xp_cards", state, cat, hero, defeated)
    return (list(found[0]), list(found[1])) if found is not None else ([], defeated)


def level_offer(state: CRState, cat: Catalog, hero: int) -> list[Event] | None:
    """A natural 20, as a variant's levels rule it (else ``None``: the base game's offer)."""
    return _first("level_offer", state, cat, hero)  # type: ignore[no-any-return]


def level_dailies(state: CRState, hero: int) -> list[str] | None:
    """The daily powers a hero may take at level 2, from a variant's hero sheet (else ``None``)."""
    return _first("level_dailies", state, hero)  # type: ignore[no-any-return]


def high_level(state: CRState) -> int | None:
    """The level from which a variant's high-level rules apply (else ``None``: none)."""
    return _first("high_levels", state)  # type: ignore[no-any-return]


def peek(state: CRState, hero: int, treasure: str) -> list[Event] | None:
    """A treasure a variant turns into something else (a look at Strahd's hand), else ``None``."""
    return _first("peek", state, hero, treasure)  # type: ignore[no-any-return]


# ---- the table around the rules (game.py, legal.py)


class TableStep(Protocol):
    """A step the whole table plays before the first turn (ACR2's and the hybrids' hero
    creation): while a variant says it is under way, the game asks it everything."""

    def prompts(self, state: Any) -> list[Any]: ...
    def legal(self, state: Any, seat: int) -> list[Any]: ...
    def zombie(self, state: Any, seat: int) -> Any: ...
    def apply(self, state: Any, cat: Any, seat: int, action: Any, rng: Rng) -> list[Event]: ...
    def choice_paths(self, state: Any, seat: int) -> list[Any]: ...


def table_step(state: CRState) -> TableStep | None:
    """The step the table plays before the first turn, while one is under way."""
    return _first("table_step", state)  # type: ignore[no-any-return]


def own_answer(state: CRState, cat: Catalog, pending: Any, action: Any, rng: Rng) -> list[Event] | None:
    """The answer to a question a variant's own seat answers apart from the heroes (Strahd's)."""
    return _first("own_answer", state, cat, pending, action, rng)  # type: ignore[no-any-return]


def question_kinds() -> tuple[str, ...]:
    """The kinds of the variants' questions answered through their own options (not the villain phase's)."""
    return tuple(k for hook in HOOKS["question_kinds"] for k in hook.run())


def question_params(state: CRState, pending: Any) -> dict[str, object] | None:
    """The texts' variables of a variant's own question (else ``None``)."""
    return _first("question_params", state, pending)  # type: ignore[no-any-return]


def question_actions(state: CRState, cat: Catalog, pending: Any) -> list[Any] | None:
    """The legal answers to a variant's own question, when it lists them itself (Strahd's)."""
    return _first("question_actions", state, cat, pending)  # type: ignore[no-any-return]


def absent_answer(state: CRState, cat: Catalog, pending: Any) -> Any:
    """What an absent player answers to a variant's own question (else ``None``)."""
    return _first("absent_answer", state, cat, pending)


def resume(state: CRState, cat: Catalog, what: str, rng: Rng) -> list[Event]:
    """Go on with the variant's step named ``what`` once the players answered (a question asked
    outside the villain phase: Geno Warcry's ambush, the Barkam system's encounter)."""
    done = _first("resume", state, cat, what, rng)
    if done is None:
        raise ValueError(f"no variant goes on with {what!r}")
    return list(done)


def defeat_winners(state: CRState) -> list[int]:
    """The seats that win when the heroes lose (the Strahd player's)."""
    return [seat for hook in HOOKS["defeat_winners"] for seat in hook.run(state)]


def seat_range(variants: list[str], low: int, high: int) -> tuple[int, int]:
    """The fewest and most seats once the variants add theirs (Strahd's)."""
    for hook in HOOKS["seat_range"]:
        low, high = hook.run(variants, low, high)
    return low, high


def private_text(state: CRState, cat: Catalog, seat: int, lang: str) -> str:
    """What only ``seat`` may read in a private message (Strahd's hand), else ``""``."""
    return _first("private_text", state, cat, seat, lang) or ""


def private_view(state: CRState, seat: int) -> bool:
    """Whether ``seat`` gets its own picture with its private message (Strahd deciding)."""
    return bool(_first("private_view", state, seat))


def info(state: CRState, cat: Catalog, seat: int | None, command: str, view: Callable[..., Any]) -> Any:
    """A variant's own information command (``/cr hand``), else ``None``; ``view`` draws a seat's picture."""
    return _first("info", state, cat, seat, command, view)


def suggestion_label(state: CRState, cat: Catalog, command: str, option: str, value: str) -> str | None:
    """A variant's name for a value of its seat's suggestions (Strahd's cards), else ``None``."""
    return _first("suggestion_label", state, cat, command, option, value)  # type: ignore[no-any-return]


def choice_path(state: CRState, action: Any) -> Any:
    """The buttons' path to a variant's own action (ACR2's hand-over, level, exploring), else ``None``."""
    return _first("choice_path", state, action)


def autocomplete(state: CRState, command: str, option: str, partial: str, args: Any) -> list[str] | None:
    """A variant's own command's suggestions (``/cr create``), else ``None``."""
    return _first("autocomplete", state, command, option, partial, args)  # type: ignore[no-any-return]


def token_turned(state: CRState, hero: int) -> None:
    """A hero turned a face-down token: it counts as exploring (docs/rulings/ravenloft.md,
    adventure 9), which the variants that count exploring their own way record."""
    for hook in HOOKS["token_turned"]:
        hook.run(state, hero)


def question_paths(state: CRState, cat: Catalog, prompt_kind: str, pending: Any) -> list[Any] | None:
    """The buttons of a seat asked ``prompt_kind``, when a variant draws them itself (Strahd's
    cards, never on the public first step), else ``None``."""
    return _first("question_paths", state, cat, prompt_kind, pending)  # type: ignore[no-any-return]


def view(view: Any, state: CRState, cat: Catalog, seat: int | None) -> Any:
    """The picture's view of ``seat`` as each variant played completes it, in order (a hook
    changes it in place and answers ``None``, or answers the view that replaces it)."""
    for hook in HOOKS["view"]:
        done = hook.run(view, state, cat, seat)
        if done is not None:
            view = done
    return view


def decks(state: CRState) -> dict[str, int]:
    """The variants' own decks and counters beside the base decks (Temps Écoulé's)."""
    return {k: v for hook in HOOKS["decks"] for k, v in hook.run(state).items()}


def deck_events(state: CRState) -> list[Event]:
    """``/cr deck``'s lines for the variants' own decks."""
    return [e for hook in HOOKS["deck_events"] for e in hook.run(state)]


def hero_names(state: CRState) -> dict[str, str]:
    """The names the variants gave their heroes (a made hero's sheet), by hero id."""
    return {k: v for hook in HOOKS["hero_names"] for k, v in hook.run(state).items()}


def knowledge(state: CRState, seat: int) -> None:
    """Hide from a computer seat's copy of the state what the variants keep from it (in place)."""
    for hook in HOOKS["knowledge"]:
        hook.run(state, seat)


def carry_sheet(state: CRState, hero: int, sheet: Any) -> None:
    """A campaign's carried hero ``hero`` comes back with the sheet it was made with."""
    for hook in HOOKS["carry_sheet"]:
        hook.run(state, hero, sheet)


def high_surges(state: CRState, high: list[int]) -> bool:
    """The heroes of level 6 or more each bring a surge (L61): ``True`` when a variant keeps
    them as its heroes' own surges, else the party's pile takes them."""
    return bool(_first("high_surges", state, high))


def fallen(state: CRState, hero: int) -> bool:
    """Whether hero ``hero`` died for good in a variant (ACR2's death) and goes back to level 1."""
    return any(hook.run(state, hero) for hook in HOOKS["fallen"])
