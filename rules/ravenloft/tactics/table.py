"""The engine's state seen as a :class:`~rules.ravenloft.tactics.world.Table`: the World of
:mod:`.state_world` plus the decks, held cards, markers and villains of the villain phase."""

from __future__ import annotations

from typing import Any

from rules.core import Rng

from .. import hooks, plugins
from ..adventure_tokens import revealed_this_turn
from ..board import block_of
from ..placing import queue_follow
from ..state import CRState, Token, card_kind
from ..treasure import draw
from ..xp import card_xp
from .state_world import (
    ANSWERS_KEY,
    FLAGS_KEY,
    BlockBoard,
    StateWorld,
    _content,
    card_script,
    encounter_effects,
    fluent,
    name,
)
from .world import Actor, EncounterCard, HeldCard, Table

__all__ = ["ANSWERS_KEY", "FLAGS_KEY", "BlockBoard", "StateTable", "StateWorld", "card_script",
           "encounter_effects", "fluent", "name"]


@hooks.state_table.fill
class StateTable(StateWorld, Table):
    """A live view of ``state``: every change goes straight into it."""

    # ----------------------------------------------------------------- table
    def encounter_due(self) -> bool:
        due = plugins.encounter_due(self.state)  # the variants' triggers (plugins.py)
        if due is not None:
            return due
        if revealed_this_turn(self.state) and not self.state.turn.black:  # a face-down token turned
            return False
        return not self.state.turn.placed or self.state.turn.black

    def draw_encounter_card(self, rng: Rng) -> EncounterCard | None:
        card = plugins.encounter_card(self.state) or draw(self.state.encounters, rng)  # Strahd's (plugins.py)
        return None if card is None else self.encounter_card(card)

    def discard_encounter(self, card: str) -> None:
        self.state.encounters.discard.append(card)

    def encounter_card(self, card: str) -> EncounterCard:
        kind = card_kind(card)
        d = self.cat.encounters.get(kind)
        effects = encounter_effects(kind)
        if d is not None and d.disarm and effects.disarm is None and d.kind == "trap":
            effects = effects.model_copy(update={"disarm": d.disarm})
        entry = getattr(_content(), "encounters", {}).get(kind)
        what = d.kind if d is not None else entry.kind if entry is not None else "event"
        return EncounterCard(id=card, kind=what, name=name("encounter", kind), effects=effects)

    def ask_followers(self, card: str) -> bool:
        return queue_follow(self.state, self.cat, card)

    def reactions_possible(self) -> bool:
        return hooks.possible.run(self.state, self.cat)

    def dispel_power(self) -> str | None:
        return hooks.can_dispel.run(self.state, self.cat)

    def xp_cards(self) -> list[int]:
        return [card_xp(self.cat, c) for c in self.state.xp_pile]

    def spend_xp_cards(self, indexes: list[int]) -> None:
        pile = self.state.xp_pile
        self.state.xp_pile = [c for i, c in enumerate(pile) if i not in indexes]

    def environment(self) -> str | None:
        return self.state.environment

    def set_environment(self, card: str | None) -> None:
        self.state.environment = card

    def curses(self) -> list[tuple[str, str]]:
        return [(c, str(i)) for i, h in enumerate(self.state.heroes) for c in h.curses]

    def add_curse(self, card: str, hero: str) -> None:
        self._h(hero).curses.append(card)

    def remove_curse(self, card: str, hero: str) -> None:
        self._h(hero).curses.remove(card)

    def markers_on_tile(self, tile: Any, kind: str) -> list[str]:
        return [t.id for t in self.state.tokens if t.kind == kind and block_of(t.square) == tile]

    def held_cards(self, owner: str) -> list[HeldCard]:
        out = []
        for c in self._h(owner).cards:
            kind = card_kind(c)
            if kind in self.cat.monsters:
                out.append(HeldCard(instance=c, card=kind, kind="monster", owner=owner))
                continue
            token = next((t for t in self.state.tokens if t.kind in ("trap", "hazard") and t.id == kind), None)
            d = self.cat.encounters.get(kind)
            out.append(HeldCard(instance=c, card=c, kind="hazard" if d is not None and d.kind == "hazard" else "trap",
                                owner=owner, tile=block_of(token.square) if token is not None else None))
        return out

    def hold_card(self, card: HeldCard) -> None:
        self._h(card.owner).cards.append(card.card)
        assert card.tile is not None
        self.state.tokens.append(Token(uid=self.state.uid(), kind=card.kind if card.kind != "monster" else "trap",
                                       id=card_kind(card.card), square=self.board.bone_pile(card.tile)))

    def _drop_token(self, card: str) -> None:
        token = next((t for t in self.state.tokens if t.kind in ("trap", "hazard") and t.id == card_kind(card)), None)
        if token is not None:
            self.state.tokens.remove(token)

    def drop_held(self, instance: str) -> None:
        for h in self.state.heroes:
            if instance in h.cards:
                h.cards.remove(instance)
        self._drop_token(instance)

    def before_encounter(self, answers: dict[str, str]) -> dict[str, Any] | None:
        for i, powers in hooks.spring_candidates.run(self.state, self.cat):
            key = f"spring:{i}"
            answer = answers.get(key)
            if answer is None:
                return {"key": key, "seat": self.state.heroes[i].seat, "holder": i, "powers": powers}
            if answer in powers:
                events, asked = hooks.spring_away.run(self.state, self.cat, i, answer)
                self.__dict__.setdefault("_events", []).extend(events)
                if asked:
                    self.__dict__["_placing_asked"] = True
        return None

    def villain_cards(self, hero: str) -> list[HeldCard]:
        cards = plugins.villain_cards(self.state, self, hero)  # Geno Warcry's round (plugins.py)
        return cards if cards is not None else self.held_cards(hero)

    def villains(self) -> list[str]:
        now = plugins.villains(self.state)  # Geno Warcry: once a round, in initiative order (plugins.py)
        return now if now is not None else [str(f.uid) for f in self.state.figures if f.villain]

    def figures_of(self, monster: str) -> list[str]:
        out = [str(f.uid) for f in self.state.figures if f.kind == monster and not f.villain]
        return plugins.fresh_figures(self.state, out)  # Geno Warcry: once a round (plugins.py)

    def monster_actor(self, figure: str) -> Actor:
        f = self._f(figure)
        attacks, tactics, category, regen, villain = card_script(f.kind)
        owner = next((h.seat for h in self.state.heroes if f.card is not None and any(
            card_kind(c) == f.kind for c in h.cards) and not f.villain), None)
        return Actor(kind="villain" if f.villain else "monster", id=figure, card=f.kind,
                     name=name("villain" if villain else "monster", f.kind), square=f.square, attacks=attacks,
                     tactics=tactics, category=category, controller=owner, regenerate=regen)

    def active_seat(self) -> int:
        return int(self.state.active.seat)

    def snapshot(self) -> object:
        return self.state.model_dump()  # cheaper than a deep copy; rebuilt only when asked

    def restore(self, snapshot: object) -> None:
        assert isinstance(snapshot, dict)
        again = CRState.model_validate(snapshot)
        for field in CRState.model_fields:
            setattr(self.state, field, getattr(again, field))
        self._rebuild()
