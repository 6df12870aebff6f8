"""Castle Ravenloft for 1 to 5 heroes: the Game subclass (thin: it routes to the rules)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules.core import (
    CommandSpec,
    Event,
    Game,
    Info,
    InvalidActionError,
    Prompt,
    Result,
    Rng,
    RuleError,
    SeatInfo,
    Termination,
)
from rules.core.choices import build_tree

from . import (
    adventure_special,
    campaign,
    end,
    legal,
    placing,
    plugins,
    reactions,
    turns,
    whispers,  # noqa: F401  (a Whisper's attacks fill the hooks the tactics call: hooks.py)
)
from .adventure_texts import opening
from .campaign_state import Carry
from .catalog import Catalog
from .catalog_content import load_catalog
from .commands import (
    COMMANDS,
    ActionT,
    Attack,
    Cancel,
    Disarm,
    End,
    Explore,
    Give,
    LevelUp,
    Move,
    Open,
    Pass,
    Pickup,
    Place,
    Unlock,
    Use,
    action_adapter,
    split,
)
from .computer import computer_move
from .conditions import damage_hero
from .dungeon import board, fix_names
from .events import ev, name_ids
from .hero_phase import (
    attack_with,
    attack_with_item,
    disarm,
    move,
    open_door,
    pick_up_around,
    unlock,
    use_power,
)
from .info import answer, suggest
from .names import label_events, label_prompts
from .options import PRESETS, CROptions, resolve_rules
from .pointing import choice_paths, choice_tree
from .setup import adventure_label, adventure_values, setup_state
from .state import CRState, Pending
from .treasure import give, use_item
from .viewing import RavenloftView
from .viewing_state import build_view
from .villain_phase import answer_pending
from .xp import level_up, propose, spend


class Ravenloft(Game[CRState, ActionT, CROptions]):
    """Castle Ravenloft (with Wrath of Ashardalon's rules), the bot as dungeon master."""

    id = "ravenloft"
    aliases = ("cr", "castle-ravenloft")
    command_group = "cr"
    min_seats = 1
    max_seats = 5  # 6 with the Strahd player (variant strahd): max_seats_for
    state_model = CRState
    options_model = CROptions
    action_adapter = action_adapter
    commands: Sequence[CommandSpec] = COMMANDS

    def __init__(self, catalog: Catalog | None = None) -> None:
        self._catalog = catalog

    @property
    def cat(self) -> Catalog:
        if self._catalog is None:
            self._catalog = load_catalog()
        return self._catalog

    # --- options and set-up ------------------------------------------------------------
    def parse_options(self, raw: Mapping[str, Any]) -> CROptions:
        options = super().parse_options(raw)
        resolve_rules(options.variants)  # refuses unknown variants and conflicting presets
        return options

    def list_option_values(self, name: str) -> Sequence[str]:
        """The variants' ids (each described in /help by ``gameval-ravenloft-variants-<id>``) and the
        adventures' numbers."""
        if name == "adventure":  # the box's by number, then ours (named by option_value_label)
            return adventure_values()
        return sorted(PRESETS) if name == "variants" else ()

    def option_value_label(self, option: str, value: str, lang: str) -> str | None:
        return adventure_label(value, lang) if option == "adventure" else None

    def seat_range(self, options: Mapping[str, Any]) -> tuple[int, int]:
        """The fewest and most seats: the adventure's heroes (its own count, else 1 to 5) shared
        by ``heroes_per_seat``, plus Strahd's seat (« CR Strahd Variante (3 à 6 joueurs) », L455)."""
        variants = options.get("variants") or []
        if isinstance(variants, str):
            variants = [v.strip() for v in variants.split(",")]
        try:
            per = max(1, int(options.get("heroes_per_seat") or 1))
        except (TypeError, ValueError):
            per = 1
        adventure = self.cat.adventures.get(str(options.get("adventure") or ""))
        low, high = (adventure.min_heroes, adventure.max_heroes) if adventure is not None else (1, self.max_seats)
        low, high = -(-low // per), high // per
        return plugins.seat_range(list(variants), low, high)  # Strahd's seat (plugins.py)

    def max_seats_for(self, options: Mapping[str, Any]) -> int:
        return self.seat_range(options)[1]

    def min_seats_for(self, options: Mapping[str, Any]) -> int:
        return self.seat_range(options)[0]

    def setup(self, options: CROptions, seats: Sequence[SeatInfo], rng: Rng) -> CRState:
        state = setup_state(self.cat, options, seats, rng, resolve_rules(options.variants))
        fix_names(state, self.cat)
        if options.reaction_seconds:
            state.flags[reactions.DEADLINE_KEY] = options.reaction_seconds
        names = {s.index: s.name for s in seats}
        state.players = [names.get(i, "") for i in range(state.n_seats)]
        plugins.set_up(state, self.cat, options, rng)  # each variant's own set-up (rules/ravenloft/plugins.py)
        if options.carry is not None:  # a campaign's heroes as they ended their last adventure
            campaign.start(state, options)
        if plugins.table_step(state) is None:  # else the first turn follows the creation step
            turns.start_turn(state, self.cat, state.turn.hero, rng, first=True)
        return state

    def opening_events(self, state: CRState) -> list[Event]:
        """The adventure's introduction, goal and lasting rules, told when the game starts."""
        return opening(state.adventure)

    # --- the contract ------------------------------------------------------------------
    def prompts(self, state: CRState) -> list[Prompt]:
        step = plugins.table_step(state)  # the heroes' creation (plugins.py)
        if step is not None:
            return label_prompts(state, self.cat, step.prompts(state))
        return label_prompts(state, self.cat, legal.prompts(state, self.cat))

    def legal_actions(self, state: CRState, seat: int) -> list[ActionT]:
        step = plugins.table_step(state)
        if step is not None:
            return step.legal(state, seat)
        return legal.legal_actions(state, self.cat, seat)

    def zombie_action(self, state: CRState, seat: int) -> ActionT | None:
        step = plugins.table_step(state)
        if step is not None:
            return step.zombie(state, seat)  # type: ignore[no-any-return]
        return legal.zombie(state, self.cat, seat)

    # --- campaigns: adventures one after another with the same heroes (campaign.py) ---------
    campaigns = True
    campaign_choice = campaign.CHOSEN

    def campaign_fixed(self, options: Mapping[str, Any]) -> dict[str, Any]:
        return campaign.fixed_options(options)

    def campaign_options(self, fixed: Mapping[str, Any], roster: Mapping[str, Any],
                         typed: Mapping[str, Any]) -> dict[str, Any]:
        return campaign.table_options(self.cat, fixed, roster, typed)

    def campaign_seated(self, options: Mapping[str, Any], players: Sequence[str]) -> dict[str, Any]:
        return {**options, "carry_players": list(players)} if options.get("carry") is not None else dict(options)

    def campaign_roster(self, state: CRState, roster: Mapping[str, Any]) -> dict[str, Any]:
        return campaign.carry_out(state, self.cat, Carry.model_validate(roster or {})).model_dump(mode="json")

    def campaign_lines(self, roster: Mapping[str, Any]) -> list[Event]:
        return campaign.roster_lines(self.cat, roster)

    def campaign_next(self, roster: Mapping[str, Any]) -> list[str]:
        return campaign.next_choices(self.cat, roster)

    def campaign_choice_name(self, value: str) -> str:
        return f"val-{name_ids('adventure', value)[0]}"

    #: computer heroes and a computer Strahd (rules/ravenloft/computer.py)
    computer_levels = ("easy", "normal")

    def computer_action(self, state: CRState, seat: int, level: str, rng: Rng) -> ActionT | None:
        made = self.computer_move(state, seat, level, rng)
        return None if made is None else made[0]

    def computer_move(self, state: CRState, seat: int, level: str, rng: Rng) -> tuple[ActionT, Event | None] | None:
        """A hero or Strahd played by the computer, from that seat's knowledge, and why."""
        return computer_move(self, state, seat, level, rng)

    def result(self, state: CRState) -> Result | None:
        if state.over is None:
            return None
        won = state.over == "victory"
        strahd = plugins.defeat_winners(state)  # the Strahd player wins a defeat (plugins.py)
        return Result(termination=Termination.VICTORY if won or strahd else Termination.DEFEAT,
                      winners=sorted({h.seat for h in state.heroes}) if won else strahd, reason=state.over_reason)

    def view(self, state: CRState, seat: int | None) -> RavenloftView:
        return build_view(state, seat)

    def _apply(self, state: CRState, seat: int, action: ActionT, rng: Rng) -> list[Event]:
        cat = self.cat
        if not any(p.seat == seat for p in self.prompts(state)):
            raise RuleError("not-your-turn")
        step = plugins.table_step(state)
        own = None if step is not None or not state.pending else plugins.own_answer(
            state, cat, state.pending[0], action, rng)  # the Strahd player's decisions (plugins.py)
        if step is not None:
            out = step.apply(state, cat, seat, action, rng)
        elif own is not None:
            out = own
        elif state.pending:
            out = self._answer(state, state.pending[0], action, rng)
        elif state.turn.phase == "exploration":
            if isinstance(action, Explore):
                out = turns.choose_edge(state, cat, action.side, rng)
            elif isinstance(action, Pass):
                out = turns.choose_edge(state, cat, None, rng)
            else:
                raise RuleError("cr-explore-now")
        else:
            out = self._hero_or_ask(state, action, rng)
        return label_events(state, cat, out + end.check(state, cat))

    def _hero_or_ask(self, state: CRState, action: ActionT, rng: Rng) -> list[Event]:
        """A hero-phase action; an attack roll another hero may add to (Crucial Aid) rolls the
        action back, dice included, and asks them: the answer plays it again with the same dice."""
        if not isinstance(action, (Attack, Use, Disarm)) or not reactions.changes_roll(state, self.cat,
                                                                                        state.turn.hero):
            return self._hero(state, action, rng)
        snap, counter, drawn = state.model_dump(), rng.counter, len(rng.draws)
        try:
            out = self._hero(state, action, rng)
        except reactions.NeedAid as ask:
            return self._ask_aid(state, rng, (snap, counter, drawn), ask, action, answering=False)
        state.flags.pop(reactions.AID_KEY, None)
        return out

    def _ask_aid(self, state: CRState, rng: Rng, before: tuple[dict[str, Any], int, int], ask: reactions.NeedAid,
                 action: ActionT, answering: bool) -> list[Event]:
        """Roll the state and the dice back to ``before`` and ask the helper first; their answer
        plays ``action`` again (as a hero-phase action, or as the answer to the question it
        answered when ``answering``: Geno Warcry's counter-attack...)."""
        snap, counter, drawn = before
        again = CRState.model_validate(snap)
        for field in CRState.model_fields:
            setattr(state, field, getattr(again, field))
        rng.counter = counter
        del rng.draws[drawn:]
        asked = reactions.aid_pending(state, ask, self.dump_action(action))
        asked.params["answering"] = answering
        state.pending.insert(0, asked)
        if ask.kind == reactions.REROLL:
            bonus = ask.bonus if ask.bonus is not None else 0
            return [ev("reroll-asked", hero=state.active.hero, roll=ask.roll, ac=ask.ac, card=ask.power,
                       what=ask.what, die=ask.roll - bonus, bonus=bonus, need=ask.ac - bonus, irreversible=True)]
        return [ev("aid-asked", hero=state.active.hero, roll=ask.roll, ac=ask.ac, irreversible=True)]

    def _hero(self, state: CRState, action: ActionT, rng: Rng) -> list[Event]:
        cat = self.cat
        hero = state.turn.hero
        b = board(state, cat)
        done = plugins.hero_action(state, cat, action, rng)  # the variants' own actions (plugins.py)
        if done is not None:
            return done
        if isinstance(action, Move):
            moved = move(state, cat, hero, b.parse(action.to))
            return moved + adventure_special.after_move(state, cat, hero, moved, rng)
        if isinstance(action, Attack):
            return attack_with(state, cat, hero, action.power, [b.parse(t) for t in split(action.target)], rng)
        if isinstance(action, Disarm):
            return disarm(state, cat, hero, rng)
        if isinstance(action, Unlock):
            return unlock(state, cat, hero, b.parse(action.door), rng)
        if isinstance(action, Open):
            return open_door(state, cat, hero, b.parse(action.door))
        if isinstance(action, Use):
            if action.item:
                card = next((c for c in state.heroes[hero].items if c.split("#")[0] == action.item), action.item)
                kind = card.split("#")[0]
                if kind in cat.treasures and cat.treasures[kind].attack is not None:
                    return attack_with_item(state, cat, hero, card, [b.parse(t) for t in split(action.target)], rng)
                return use_item(state, cat, hero, card, rng)
            if not action.power:
                raise InvalidActionError("cr-use-what")
            to = b.parse(action.target) if action.target and action.target[:1].isalpha() and action.target[
                -1:].isdigit() else None
            return use_power(state, cat, hero, action.power, action.target, to, rng)
        if isinstance(action, Pickup):
            h = state.heroes[hero]
            got = pick_up_around(state, cat, hero, h.square) if h.square is not None and not h.down else []
            if not got:
                raise RuleError("cr-nothing-to-pick-up")
            return got + adventure_special.after_move(state, cat, hero, got, rng, turn=False)
        if isinstance(action, End):
            return turns.end_hero_phase(state, cat, rng)
        raise RuleError("cr-not-in-hero-phase", action=action.type)

    def _answer(self, state: CRState, p: Pending, action: ActionT, rng: Rng) -> list[Event]:
        """The answer to the first question; an attack it makes that another hero's power may
        turn into a hit (Crucial Aid) is rolled back and that hero asked first."""
        if p.kind in reactions.AFTER_ROLL or not reactions.changes_roll(state, self.cat, state.turn.hero):
            return self._answer_now(state, p, action, rng)
        snap, counter, drawn = state.model_dump(), rng.counter, len(rng.draws)
        try:
            out = self._answer_now(state, p, action, rng)
        except reactions.NeedAid as ask:
            return self._ask_aid(state, rng, (snap, counter, drawn), ask, action, answering=True)
        state.flags.pop(reactions.AID_KEY, None)
        return out

    def _answer_now(self, state: CRState, p: Pending, action: ActionT, rng: Rng) -> list[Event]:
        cat = self.cat
        claimed = plugins.answer(state, cat, p, action, rng)  # a variant's own question (plugins.py)
        if claimed is not None and not claimed[1]:
            return claimed[0]
        if claimed is not None:
            out = claimed[0]
        elif p.kind not in legal.mine():

            out = answer_pending(state, p, action, rng)
        elif p.kind == "level-up" and isinstance(action, LevelUp):
            cards = split(action.cards) or propose(state, cat) or []
            out = spend(state, cat, cards)
            state.pending.remove(p)
            out += level_up(state, cat, p.hero or 0, action.daily or None)
        elif p.kind == "treasure-give" and isinstance(action, Give):
            to = next((i for i, h in enumerate(state.heroes) if h.hero == action.to and not h.escaped), None)
            if to is None:
                raise RuleError("cr-no-such-hero", hero=action.to)
            out = give(state, cat, p, to)
        elif p.kind == "encounter-cancel" and isinstance(action, (Cancel, Use)):
            if isinstance(action, Use):  # Dispel Magic: « When you draw an encounter card: cancel it »
                if not action.power or action.power != reactions.can_dispel(state, cat):
                    raise RuleError("cr-answer-first", kind=p.kind)
                out = reactions.dispel(state, action.power)
            else:
                out = spend(state, cat, split(action.cards) or propose(state, cat) or [])
            state.pending.remove(p)
            if p.card is not None:
                state.encounters.discard.append(p.card)
            state.turn.encounter = None
            out.append(ev("encounter-cancelled", card=(p.card or "").split("#")[0], announce=True,
                          kinds={"card": "encounter"}))
            hurt = cat.adventures[state.adventure].cancel_damage
            if hurt:
                out += damage_hero(state, state.turn.hero, hurt, source="cancel")
        elif p.kind == reactions.STEALTH and isinstance(action, (Use, Pass)):
            out = reactions.stealth_answer(state, p, action.power or None if isinstance(action, Use) else None)
        elif p.kind in reactions.AFTER_ROLL and isinstance(action, (Use, Pass)):
            reactions.aid_answer(state, p, (action.power or action.item) or None if isinstance(action, Use) else None)
            replay = action_adapter.validate_python(p.params["action"])
            if p.params.get("answering") and state.pending:  # the question it answered, again
                return self._answer(state, state.pending[0], replay, rng)
            out = self._hero_or_ask(state, replay, rng)
        elif p.kind == reactions.KIND and isinstance(action, (Use, Pass)):
            out = reactions.answer(state, p, action.power or None if isinstance(action, Use) else None)
            if p.params.get("resume"):  # a hit outside the villain phase (Geno's ambush): play it again
                out += plugins.resume(state, cat, str(p.params["resume"]), rng)
        elif p.kind == placing.KIND and isinstance(action, (Place, Pass)):
            out = placing.answer(state, cat, p, board(state, cat).parse(action.to) if isinstance(action, Place) else None)
            resume_at = str(p.params.get("resume", ""))
            if resume_at and not placing.waiting(state, resume_at):  # Cyrus Belview in a variant's hero phase
                out += plugins.resume(state, cat, resume_at, rng)
        elif isinstance(action, Pass) and p.kind in ("level-up", "encounter-cancel"):
            state.pending.remove(p)
            out = []
        else:
            raise RuleError("cr-answer-first", kind=p.kind)
        if not state.pending and state.turn.phase == "villain" and state.over is None:
            out += turns.resume_villain(state, cat, rng)
        return out

    def describe_private(self, state: CRState, seat: int, lang: str) -> str:
        """What only ``seat`` may know, for the platform's private messages: Strahd's hand
        (variant strahd); nothing for a hero."""
        return plugins.private_text(state, self.cat, seat, lang)

    def private_view(self, state: CRState, seat: int) -> RavenloftView | None:
        """The picture only ``seat`` may see with its private message: Strahd's own view (his
        hand, the squares he may use) when he is asked to decide (variant strahd)."""
        return self.view(state, seat) if plugins.private_view(state, seat) else None

    # --- commands, info and pointing -------------------------------------------------------
    def info(self, state: CRState, seat: int | None, command: str, args: Mapping[str, str]) -> Info:
        theirs = plugins.info(state, self.cat, seat, command, build_view)  # Strahd's hand, to him alone
        if theirs is not None:
            return theirs  # type: ignore[no-any-return]
        info = answer(state, self.cat, seat, command, args)  # the French lines agree with the heroes
        return info.model_copy(update={"events": label_events(state, self.cat, info.events, players=False)})

    def choice_paths(self, state: CRState, seat: int) -> list[Any]:
        step = plugins.table_step(state)
        return step.choice_paths(state, seat) if step is not None else choice_paths(self, state, seat)

    def choice_tree(self, state: CRState, seat: int) -> Any:
        step = plugins.table_step(state)  # the creation step (plugins.py)
        if step is not None:
            return build_tree(step.choice_paths(state, seat))
        return choice_tree(self, state, seat)

    def suggestion_label(self, state: CRState, command: str, option: str, value: str, lang: str = "fr") -> str | None:
        """Strahd's cards by their names in the menu of his own suggestions (variant strahd)."""
        return plugins.suggestion_label(state, self.cat, command, option, value)

    def choice_path(self, state: CRState, seat: int, action: ActionT) -> Any:
        theirs = plugins.choice_path(state, action)  # ACR2's named steps (plugins.py)
        if theirs is not None:
            return theirs
        return super().choice_path(state, seat, action)

    def autocomplete(self, state: CRState, seat: int | None, command: str, option: str, partial: str,
                     args: Mapping[str, str] | None = None) -> list[str]:
        theirs = plugins.autocomplete(state, command, option, partial, args)  # /cr create (plugins.py)
        if theirs is not None:
            return theirs
        if any(c.name == command and c.info for c in COMMANDS):
            return suggest(state, self.cat, command, option, partial)
        return super().autocomplete(state, seat, command, option, partial, args)


GAME = Ravenloft()
