"""The villain phase, as one resumable state machine (seed L560-571, B21-B24).

1. An encounter if the active hero placed no tile, or a tile with a black triangle; the party
   may cancel it for 5 XP when drawn (a prompt to the active player).
2. Every villain in play, in the order they entered (« Si un/des Vilains est/sont en jeu ,
   activez le(s) »).
3. The active player's monster and trap cards in the order drawn; a monster card activates
   every figure of its type, in placement order (« Si plus d'un joueur possède le même
   Monstre en jeu , vous les activez tous »).

The progress lives in :class:`VillainProgress` (kept in the game state between prompts):
when players must answer (cancel an encounter, break a tie under ``ties: choose``),
:func:`advance` stops with ``progress.pending`` set; the engine asks (its ``Pending``), records
the answer (``game.py``, :func:`answer_pending`) and calls :func:`run_villain_phase` again,
which resumes where it stopped. An activation stopped by a tie question is rolled back
and replayed whole with the answer, so the dice fall the same way.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from rules.core import Event, Model, Rng, RuleError

from . import hooks
from .catalog_content import load_catalog
from .commands import Give, Use
from .encounters import drawn_event, end_curses, resolve, run_triggers, trap_actor
from .events import name_ids
from .reactions import NO
from .reactions import pending as reaction_pending
from .state import Pending
from .tactics.choosing import Decider, NeedChoice
from .tactics.interpreter import activate
from .tactics.reasoning import Activation, summary_event, why_events
from .tactics.steps import HeroAttacksStep
from .tactics.table import ANSWERS_KEY, StateTable
from .tactics.world import Actor, Table
from .xp import PRICE

TieMode = Literal["auto", "choose"]


def name_of(monster: str) -> list[str]:
    """A monster id as a name parameter."""
    return [f"cr-monster-{monster.replace('_', '-')}"]


class VillainPending(Model):
    """A question the villain phase waits on (the engine turns it into a prompt).

    ``kind``: ``encounter-cancel`` (the engine's prompt: pay 5 XP or keep it) or ``tie`` (one
    of ``candidates``, hero ids; ``default`` is the documented order's pick, also the answer
    for an absent player). The engine's ``Pending`` of the same kind asks the players."""

    kind: Literal["encounter-cancel", "tie", "reaction", "follow", "whispers"]
    seat: int
    params: dict[str, Any] = Field(default_factory=dict)
    key: str | None = None
    candidates: list[str] = Field(default_factory=list)
    default: str | None = None


class VillainProgress(Model):
    step: Literal["encounter", "villains", "cards", "done"] = "encounter"
    index: int = 0
    figure: int = 0
    drawn: str | None = None
    answers: dict[str, str] = Field(default_factory=dict)
    activations: list[Activation] = Field(default_factory=list)
    pending: VillainPending | None = None
    begun: bool = False  # the environment's and curses' villain_phase_start triggers ran

    @property
    def done(self) -> bool:
        return self.step == "done"


def start(t: Table) -> VillainProgress:
    """A new villain phase: an encounter step only if one is due (B21) and the active hero
    is in the dungeon (an escaped hero still activates their cards, B48)."""
    due = t.encounter_due() and t.hero_square(t.active_hero()) is not None
    return VillainProgress(step="encounter" if due else "villains")


def advance(t: Table, prog: VillainProgress, rng: Rng, ties: TieMode = "auto") -> list[Event]:
    """Run the phase until it ends or waits on the players (``prog.pending``)."""
    events: list[Event] = []
    if not prog.begun:
        prog.begun = True
        events += run_triggers(t, "villain_phase_start", rng)
    guard = 0
    while prog.pending is None and prog.step != "done":
        guard += 1
        if guard > 500:  # pragma: no cover - a deck of traps all redrawn forever
            raise RuntimeError("villain phase does not end")
        if prog.step == "encounter":
            events += _encounter_step(t, prog, rng)
        elif prog.step == "villains":
            villains = t.villains()
            if prog.index < len(villains):
                events += _activate(t, prog, t.monster_actor(villains[prog.index]), rng, ties)
            else:
                prog.step, prog.index, prog.figure = "cards", 0, 0
        else:
            events += _cards_step(t, prog, rng, ties)
    return events


def _encounter_step(t: Table, prog: VillainProgress, rng: Rng) -> list[Event]:
    events: list[Event] = []
    if prog.drawn is None:
        if t.respite():  # Moment's Respite: this card is not drawn
            prog.step = "villains"
            return [Event(code="cr-respite-used")]
        card = t.draw_encounter_card(rng)
        if card is None:
            prog.step = "villains"
            return [Event(code="cr-encounter-deck-empty")]
        prog.drawn = card.id
        events.append(drawn_event(card))
        if sum(t.xp_cards()) >= PRICE or t.dispel_power():  # or Dispel Magic (reactions.py)
            prog.pending = VillainPending(kind="encounter-cancel", seat=t.active_seat(),
                                          params={"card": card.name, "xp": sum(t.xp_cards()), "cost": PRICE})
            return events
    card = t.encounter_card(prog.drawn)
    ask = t.before_encounter(prog.answers)  # Spring Away: « avant qu'elle agisse »
    events += t.take_events()
    if ask is not None:
        prog.pending = VillainPending(kind="reaction", seat=ask["seat"], key=ask["key"], candidates=[
            *ask["powers"], NO], default=NO, params={"actor": card.name, "holder": ask["holder"],
                                                     "hero": int(t.active_hero())})
        return events
    if t.placing_asked():  # the square Spring Away puts its hero on, before the card acts
        prog.pending = VillainPending(kind="follow", seat=t.active_seat())
        return events
    for key in [k for k in prog.answers if k.startswith("spring:")]:
        prog.answers.pop(key)
    if _asks_at_will(card):  # Strahd's Whispers: the player chooses the at-will (FAQ, L153-159)
        choices = t.at_will_attacks(t.active_hero())
        if len(choices) > 1 and prog.answers.get(WHISPERS) not in choices:
            prog.pending = VillainPending(kind="whispers", seat=t.active_seat(), key=WHISPERS, candidates=choices,
                                          default=choices[0], params={"card": card.name})
            return events
        t.chosen_at_will = prog.answers.pop(WHISPERS, None)
    prog.drawn = None
    res = resolve(t, card, rng)
    t.chosen_at_will = None
    events += res.events
    if res.activation is not None:
        prog.activations.append(res.activation)
    prog.activations += t.take_nested()
    if not res.redraw:
        prog.step = "villains"
        if card.effects.others_may_follow and t.ask_followers(card.id):  # Cyrus Belview: placing.py asks
            prog.pending = VillainPending(kind="follow", seat=t.active_seat())
    return events


#: the answer's key of Strahd's Whispers (the at-will power the player chose)
WHISPERS = "whispers"


def _asks_at_will(card: Any) -> bool:
    """Whether the card makes the active hero attack with an at-will power (Strahd's Whispers)."""
    return any(isinstance(step, HeroAttacksStep) for step in card.effects.on_draw)


def _cards_step(t: Table, prog: VillainProgress, rng: Rng, ties: TieMode) -> list[Event]:
    cards = t.villain_cards(t.active_hero())
    if prog.index >= len(cards):
        prog.step = "done"
        # the villain phase ends the turn: « à la fin de votre tour »
        return run_triggers(t, "turn_end", rng) + end_curses(t, t.active_hero(), "roll", rng, at="turn_end")
    held = cards[prog.index]
    if held.kind == "monster" and prog.figure == 0 and t.skip_card(held.instance):
        prog.index += 1  # a Daze lies on it: it does not activate this time
        return [Event(code="cr-card-skipped", params={"card": name_of(held.card)})]
    if held.kind == "monster":
        figures = t.figures_of(held.card)
        if prog.figure < len(figures):
            return _activate(t, prog, t.monster_actor(figures[prog.figure]), rng, ties)
        prog.index, prog.figure = prog.index + 1, 0
        return []
    if held.tile is None or not t.encounter_card(held.card).effects.tactics:
        prog.index += 1
        return []
    return _activate(t, prog, trap_actor(t, held), rng, ties)


def _activate(t: Table, prog: VillainProgress, actor: Actor, rng: Rng, ties: TieMode) -> list[Event]:
    """One activation; under ``ties: choose`` an unanswered tie rolls it back and asks."""
    snap = t.snapshot() if ties == "choose" or t.reactions_possible() else None
    counter, drawn = rng.counter, len(rng.draws)
    events: list[Event] = []
    if actor.regenerate and "no_regeneration" not in t.figure_flags(actor.id):
        hp, full = t.figure_hp(actor.id)
        if hp < full:
            events += t.heal_figure(actor.id, actor.regenerate)
            events.append(Event(code="cr-regenerates", params={"actor": actor.name, "hp": actor.regenerate}))
    before, present = t.before_activation(actor, rng)
    events += before
    if not present:  # Consecrated Ground defeated it: the next figure takes its place
        return events
    try:
        done, act = activate(t, actor, rng, Decider(ties, prog.answers, reactions=snap is not None))
    except NeedChoice as ask:
        t.restore(snap)
        rng.counter = counter
        del rng.draws[drawn:]
        if ask.kind == "reaction":  # a hero's power against a hit (reactions.py)
            prog.pending = VillainPending(kind="reaction", seat=ask.seat if ask.seat is not None else
                                          t.active_seat(), key=ask.key, candidates=ask.candidates,
                                          default=ask.default, params={"actor": actor.name, **ask.about})
            return []
        prog.pending = VillainPending(kind="tie", seat=t.active_seat(), key=ask.key, candidates=ask.candidates,
                                      default=ask.default, params={
                                          "actor": actor.name, "rule": ask.rule,
                                          "heroes": [t.hero_name(h) for h in ask.candidates]})
        return []
    prog.answers = {}
    prog.activations.append(act)
    summary = summary_event(act)
    if summary is not None:
        events.append(summary)
    done = done + t.run_ripostes(rng)  # Riposte Strike, Yield Ground, once the monster has acted
    if t.placing_asked():  # Yield Ground's square: the phase waits on it (as on Cyrus Belview's)
        prog.pending = VillainPending(kind="follow", seat=t.active_seat())
    if actor.kind in ("monster", "villain") and actor.id not in t.figures():  # the riposte defeated it:
        return events + done  # the next figure (or villain) takes its place in the list
    if actor.kind in ("trap", "hazard") or prog.step == "villains":
        prog.index += 1
    else:
        prog.figure += 1
    return events + done


# --------------------------------------------------------------------------- the engine's state

STEP_CODES = {"encounter": 1, "villains": 2, "cards": 3, "done": 4}
_STEPS = {v: k for k, v in STEP_CODES.items()}
#: the table's tie-break setting (``auto``: the documented order; ``choose``: the players)
TIES_KEY = "cr-ties"


def _encode(prog: VillainProgress) -> int:
    return STEP_CODES[prog.step] * 1_000_000 + prog.index * 1000 + prog.figure


def _decode(code: int) -> VillainProgress:
    step, rest = divmod(code, 1_000_000)
    index, figure = divmod(rest, 1000)
    return VillainProgress(step=_STEPS[step], index=index, figure=figure, begun=True)  # type: ignore[arg-type]


def _catalog(cat: Any) -> Any:
    """The catalog the game plays with (the engine passes it; else the content's)."""
    if cat is not None:
        return cat
    return load_catalog()


def run_villain_phase(state: Any, rng: Rng, cat: Any = None) -> list[Event]:
    """Run (or go on with) the active hero's villain phase on the engine's state.

    The progress is kept in ``state.turn.villain_step`` (0: not begun) and the drawn
    encounter in ``state.turn.encounter``; questions go to ``state.pending`` (the engine's
    ``encounter-cancel``, and ``tie``); the reasoning goes to ``state.why`` for ``/cr why``."""

    cat = _catalog(cat)
    t = StateTable(state, cat, rng)
    if state.turn.villain_step == 0:
        prog = start(t)
        state.why = []
        if state.turn.encounter is not None:  # drawn already (and kept): resolve it
            prog.step, prog.drawn = "encounter", state.turn.encounter
    else:
        prog = _decode(state.turn.villain_step)
        prog.drawn = state.turn.encounter
        if prog.step == "encounter" and prog.drawn is None:
            prog.step = "villains"  # the party cancelled it (the engine's encounter-cancel)
    prog.answers = dict(state.flags.get(ANSWERS_KEY, {}))
    events = advance(t, prog, rng, state.flags.get(TIES_KEY, "auto"))
    if prog.answers:
        state.flags[ANSWERS_KEY] = prog.answers
    else:
        state.flags.pop(ANSWERS_KEY, None)
    state.turn.encounter = prog.drawn
    state.why += [e.model_dump(include={"code", "params"}) for e in why_events(prog.activations)] \
        if prog.activations else []
    ask = prog.pending
    if ask is not None:
        if ask.kind == "encounter-cancel":
            state.pending.append(Pending(kind="encounter-cancel", seat=ask.seat, card=prog.drawn,
                                         params={"xp": ask.params["xp"]}))
        elif ask.kind == "follow":
            pass  # the questions are queued already (placing.queue_follow)
        elif ask.kind == "reaction":
            assert ask.key is not None
            state.pending.append(reaction_pending(state, ask.key, ask.seat, int(ask.params["holder"]),
                                                  int(ask.params["hero"]), ask.params["actor"], ask.candidates))
        elif ask.kind == "whispers":
            state.pending.append(Pending(kind="whispers", seat=ask.seat, hero=state.turn.hero, params={
                "key": ask.key, "candidates": ask.candidates, "default": ask.default}))
        else:
            state.pending.append(Pending(kind="tie", seat=ask.seat, params={
                **ask.params, "key": ask.key, "candidates": ask.candidates, "default": ask.default}))
        prog.pending = None
    state.turn.villain_step = _encode(prog)
    return events


def pending_actions(state: Any, p: Any) -> list[Any]:
    """The answers to the villain phase's own questions (a tie: one hero each, the documented
    pick last, which an absent player plays)."""
    if p.kind not in ("tie", "whispers"):
        return []
    cands = list(p.params.get("candidates", []))
    default = p.params.get("default")
    order = [c for c in cands if c != default] + ([default] if default in cands else [])
    if p.kind == "whispers":
        return [Use(power=c) for c in order]
    return [Give(to=state.heroes[int(c)].hero) for c in order]


def tie_options(state: Any, p: Any) -> list[Any]:
    """The buttons of a tie: one per hero, in the order of :func:`pending_actions` (the
    documented pick last, marked as what happens when nobody answers)."""
    from rules.core import PromptOption

    default = p.params.get("default")
    if p.kind == "whispers":  # one button per at-will power, the first (card order) last
        return [PromptOption(command="use", args={"power": a.power}, label="opt-cr-whispers",
                             params={"power_name": [f"cr-power-{a.power.replace('_', '-')}"],
                                     "default": "yes" if a.power == default else "no"})
                for a in pending_actions(state, p)]
    return [PromptOption(command="give", args={"to": a.to}, label="opt-cr-tie",
                         params={"hero_name": name_ids("hero", a.to),
                                 "default": "yes" if state.heroes[int(default)].hero == a.to else "no"})
            for a in pending_actions(state, p)] if default is not None else []


def answer_pending(state: Any, p: Any, action: Any, rng: Rng) -> list[Event]:
    """Record a tie's answer (``/cr give to:<hero>``); the engine then resumes the phase."""

    if p.kind == "whispers" and isinstance(action, Use) and action.power:
        if action.power not in p.params.get("candidates", []):
            raise RuleError("cr-bad-answer", answer=action.power)
        state.flags.setdefault(ANSWERS_KEY, {})[p.params["key"]] = action.power
        state.pending.remove(p)
        return [Event(code="cr-whispers-chosen", params={
            "hero": name_ids("hero", state.heroes[p.hero or 0].hero),
            "power": [f"cr-power-{action.power.replace('_', '-')}"]})]
    if p.kind != "tie" or not isinstance(action, Give):
        raise RuleError("cr-answer-first", kind=p.kind)
    pick = next((c for c in p.params.get("candidates", []) if state.heroes[int(c)].hero == action.to), None)
    if pick is None:
        raise RuleError("cr-bad-answer", answer=action.to)
    state.flags.setdefault(ANSWERS_KEY, {})[p.params["key"]] = pick
    state.pending.remove(p)
    return [Event(code="cr-tie-chosen", params={"hero": name_ids("hero", action.to)})]


@hooks.activate_all.fill
def activate_all(t: Table, what: str, rng: Rng) -> list[Event]:
    """Activate again (Frenzy): the villains, the active player's monsters, every monster in
    play, one monster on a hero's tile, or one monster per hero (ties by the documented order:
    no question inside an encounter)."""
    if what == "each_hero_one_monster":
        return _each_hero_one_monster(t, rng)
    if what == "villains":
        figures = t.villains()
    elif what == "active_player_monsters":
        figures = [f for h in t.held_cards(t.active_hero()) if h.kind == "monster" for f in t.figures_of(h.card)]
    elif what == "monster_on_hero_tile":
        figures = _monster_on_hero_tile(t)
    else:
        figures = [f for f in t.figures() if t.monster_actor(f).kind != "villain"]  # not t.villains(): Geno
    events: list[Event] = []
    for fig in figures:
        events += _activate_nested(t, fig, rng)
    return events


def _activate_nested(t: Table, fig: str, rng: Rng) -> list[Event]:
    if fig not in t.figures():
        return []
    done, act = activate(t, t.monster_actor(fig), rng, t.nested_decider)
    t.add_nested(act)
    summary = summary_event(act)
    return ([summary] if summary is not None else []) + done


def _monster_on_hero_tile(t: Table) -> list[str]:
    """« Choose one Monster on any Hero's tile »: the bot takes the heroes in turn order from
    the active hero, and the first monster placed on that hero's tile (ours)."""
    for hero in t.heroes():
        square = t.hero_square(hero)
        if square is None or t.hero_hp(hero) <= 0:
            continue
        tile = t.board.tile_of(square)
        found = [f for f in t.monster_figures() if t.board.tile_of(t.figure_square(f)) == tile]
        if found:
            return found[:1]
    return []


def _each_hero_one_monster(t: Table, rng: Rng) -> list[Event]:
    """« Starting with the hero on your left, each Hero immediately activates one Monster they
    control. The first Hero that cannot activate a Monster instead places a new Monster »:
    heroes in turn order from the next one, the active hero last; each activates the first
    figure of their first monster card in play; the first without one draws a monster and
    places it on their own tile (the active hero's if they escaped)."""
    order = t.heroes()
    order = order[1:] + order[:1]
    events: list[Event] = []
    placed = False
    for hero in order:
        figures = [f for h in t.held_cards(hero) if h.kind == "monster" for f in t.figures_of(h.card)]
        if figures:
            events += _activate_nested(t, figures[0], rng)
            continue
        if placed:
            continue
        placed = True
        square = t.hero_square(hero) or t.hero_square(t.active_hero())
        tile = t.board.tile_of(square) if square is not None else None
        if tile is not None:
            events += t.spawn_monster(tile, None, rng, by=hero)
    return events
