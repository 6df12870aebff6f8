"""Computer seats of Castle Ravenloft: a hero of the party, or Strahd (variant ``strahd``).

Every decision is taken on :func:`knowledge`, the table as that seat may see it: the decks'
order (monsters, encounters, treasures, tiles, doors) is unknown to everybody, so each deck is
put in a fixed order; a hero does not know the cards of Strahd's hand nobody has seen, so
they are shuffled back with their deck's unseen cards in that fixed order. Two tables that
differ only in what the seat cannot see give the same decision.

Two levels for the heroes:

- ``normal`` plans the hero phase whole (``hero_ai/plan.py``: move then attack, attack then
  move or two moves, scored where the hero ends it: exploring instead of drawing an encounter,
  the adventure's item and villain, the party kept together, a trap disarmed), heals the most
  hurt hero, keeps daily powers and blessings for the monsters worth them, cancels every
  encounter the party's XP pays for and takes level 2 when offered (``hero_ai/answers.py``);
- ``easy`` is the first computer heroes' play: one step ahead only, each legal action imagined
  with the computer's own dice and the table scored (:func:`evaluate`); it cancels an encounter
  only in danger (:func:`in_danger`) and never levels up. The golden games of the variants
  (tests/rules/ravenloft/variants/golden.py) are played at this level.

Strahd, and a hero in the variants that change the hero phase (exploring inside it, Barkam's
turn), play one step ahead at either level. A power used out of turn (a reaction: Bodyguard,
Shield...) is weighed one step ahead and used only when it leaves the party better off.
At level normal a hero plays a teleport power when the square it reaches makes a better phase
(``hero_ai/plan.py``) and rolls a missed die again with a Lucky Charm when the new die succeeds
half the time (``hero_ai/answers.py``). A treasure item goes to the hero who uses it best (``hero_ai/gifts.py``) and,
when several unexplored edges are offered, the hero explores the one next to the party
(``hero_ai/edges.py``). The other questions of the rules get the cautious answer an absent
player's default gives, except that a computer hero explores whenever it may. Each decision says why in
one line (``ev-cr-why``).
"""

from __future__ import annotations

import hashlib

from rules.core import Event, PlayerError, Rng

from . import plugins
from .commands import ActionT, Attack, Cancel, End, Explore, Give, LevelUp, Move, Pass, Use
from .events import ev
from .exploration import explorable, side_name
from .game_face import RavenloftGame
from .hero_ai import answers, edges, gifts
from .hero_ai.plan import Planner, heal_or_boost, scroll_square, worth_a_boost
from .names import label_events
from .state import CRState, card_kind

#: ``easy``: the one-step look-ahead alone (the first computer heroes: they wander, rarely
#: explore, cancel encounters only in danger); ``normal``: the hero phase planned whole (hero_ai)
LEVELS = ("easy", "normal")
#: imagined actions one decision may try (the same on every machine)
BUDGET = 160


#: the plan's reasons (hero_ai/plan.py) as the lines the players read (``ev-cr-why``)
PLAN_WHY = {"attack": "attack", "end": "end", "explore-here": "end-explore", "explore": "move-explore",
            "edge": "move-edge", "item": "move-item", "together": "move-together", "fight": "move-fight",
            "heal": "heal", "boost": "boost", "disarm": "disarm", "goal": "move-goal"}


def _fixed(cards: list[str]) -> list[str]:
    return sorted(cards)


def knowledge(state: CRState, seat: int) -> CRState:
    """``state`` as ``seat`` may see it (a copy): the decks in a fixed order, and for anybody
    but Strahd the unseen cards of his hand mixed back with their deck's unseen cards."""
    k = state.model_copy(deep=True)
    for deck in (k.monsters, k.encounters, k.treasures):
        deck.cards = _fixed(deck.cards)
    k.tile_stack = _fixed(k.tile_stack)
    k.doors = _fixed(k.doors)
    plugins.knowledge(k, seat)  # Strahd's unseen cards mixed back with their decks (plugins.py)
    return k


def _cheb(a: tuple[int, int], b: tuple[int, int]) -> int:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def evaluate(game: RavenloftGame, state: CRState, hero: int) -> float:
    """The table's score for the party (higher: better for the heroes), around hero ``hero``."""
    if state.over == "victory":
        return 1000.0
    if state.over == "defeat":
        return -1000.0
    cat = game.cat
    v = 0.0
    for h in state.heroes:
        v += 2.0 * max(0, h.hp) / max(1, h.max_hp) * 4 + (0 if h.hp > 0 else -6)
    v += 6.0 * state.surges
    v += 1.5 * len(state.xp_pile)
    monsters = [f for f in state.figures if not f.villain]
    for f in state.figures:
        m = cat.monsters.get(f.kind)
        hp = m.hp if m is not None else 1
        v -= 2.0 * max(0, hp - f.damage) / max(1, hp) + 1.0
    me = state.heroes[hero] if 0 <= hero < len(state.heroes) else None
    if me is not None and me.square is not None and me.hp > 0:
        near = min((_cheb(me.square, f.square) for f in state.figures), default=None)
        if near is not None:
            v -= 0.3 * max(0, near - 1)
        elif not monsters:
            v += 1.0 if explorable(state, cat, hero) else 0.0
    return v


def in_danger(state: CRState) -> bool:
    """Whether the party is in danger: a hero standing at half their hit points or less, or no
    healing surge left (an encounter is then worth the XP that cancels it)."""
    if state.surges <= 0:
        return True
    return any(0 < h.hp <= h.max_hp // 2 for h in state.heroes)


class Mind:
    """One decision of a computer seat: the game, its knowledge, its own dice."""

    def __init__(self, game: RavenloftGame, state: CRState, seat: int, rng: Rng, level: str = "normal") -> None:
        self.game = game
        self.planned = level != "easy"
        self.seat = seat
        self.rng = rng
        self.state = knowledge(state, seat)
        self.strahd = seat in plugins.defeat_winners(state)  # the Strahd player plays against the heroes
        self._sims = 0

    def _dice(self) -> Rng:
        self._sims += 1
        return Rng(hashlib.sha256(f"{self.rng.seed}:{self.rng.counter}:cr:{self._sims}".encode()).hexdigest())

    def value(self, action: ActionT, samples: int) -> float:
        hero = self.state.turn.hero
        total = 0.0
        for _ in range(samples):
            try:
                after = self.game.apply(self.state, self.seat, action, self._dice()).state
            except PlayerError:
                return -1e9
            total += evaluate(self.game, after, hero)
        score = total / samples
        return -score if self.strahd else score

    def decide(self) -> tuple[ActionT, Event] | None:
        game, s, seat = self.game, self.state, self.seat
        legal = game.legal_actions(s, seat)
        if not legal:
            return None
        prompts = [p for p in game.prompts(s) if p.seat == seat]
        kind = prompts[0].kind if prompts else ""
        if len(legal) == 1:
            return legal[0], self._why("only", legal[0])
        if kind == "cr-explore":
            explore = next((a for a in legal if isinstance(a, Explore)), None)
            side = edges.best_side(s, game.cat, s.turn.hero) if self.planned and not self.strahd else None
            chosen = next((a for a in legal if isinstance(a, Explore) and a.side == side_name(side)), None) \
                if side is not None else None
            if chosen is not None and len([a for a in legal if isinstance(a, Explore)]) > 1:
                return chosen, self._why("explore-side", chosen)
            if explore is not None:
                return explore, self._why("explore", explore)
        planned = self.planned and not self.strahd
        if kind == "cr-hero-phase" and planned and s.xplore is None and s.barkam is None:
            return self._plan(legal)
        if kind == "cr-hero-phase" or self.strahd:
            return self._search(legal)
        if kind == "cr-encounter-cancel" and planned:
            cancel = answers.cancel(s, game.cat, legal)
            if cancel is not None:
                return cancel, self._why("cancel-any", cancel)
        elif kind == "cr-encounter-cancel" and not self.strahd:
            old = next((a for a in legal if isinstance(a, Cancel)), None)
            if old is not None and in_danger(s):
                return old, self._why("cancel", old)
        if kind == "cr-treasure-give" and planned and s.pending and s.pending[0].card is not None:
            p = s.pending[0]
            drawer = p.hero if p.hero is not None else s.turn.hero
            to, why = gifts.holder(s, game.cat, drawer, p.card)
            give = Give(to=s.heroes[to].hero)
            if give in legal:
                return give, self._why(why, give, s.heroes[drawer].hero, target=s.heroes[to].hero,
                                       item=card_kind(p.card))
        if kind == "cr-level-up" and planned:
            up = answers.level_up(s, game.cat, legal)
            if up is not None:
                return up, self._why("levelup", up, str(prompts[0].params.get("hero", "")))
        if kind == "cr-aid" and planned and s.pending and s.pending[0].kind == "aid":
            # asked only when the bonus turns the ally's miss into a hit: a hit is worth the power
            aid = next((a for a in legal if isinstance(a, Use)), None)
            if aid is not None:
                return aid, self._why("aid", aid, s.heroes[s.pending[0].hero or 0].hero,
                                      target=str(s.pending[0].params["ally"]))
        if kind == "cr-place" and planned and s.pending:
            placed = scroll_square(s, game.cat, s.pending[0], legal)
            if placed is not None:  # the Scroll of Teleportation's squares, said of its user
                p = s.pending[0]
                return placed[0], self._why(placed[1], placed[0], s.heroes[p.hero or 0].hero,
                                            target=s.heroes[int(p.params["uid"])].hero, square=placed[0].to,
                                            item=str(p.params["power"]))
        if kind == "cr-reroll" and planned:
            judged = answers.reroll(s, game.cat, legal)
            if judged is not None:  # said of the hero who rolled, with the chance a player reads
                action = judged.action or Pass()
                return action, self._why(judged.why, action, s.heroes[s.pending[0].hero or 0].hero,
                                         item=str(s.pending[0].params["powers"][0]), need=judged.need,
                                         chances=judged.faces)
        if kind == "cr-reaction" and not self.strahd:
            action, _why = self._search(legal)
            if isinstance(action, Use):  # said of the hero who reacts, not the hero whose turn it is
                return action, self._why("use", action, str(prompts[0].params.get("hero", "")))
            default = game.zombie_action(s, seat)
            if default is not None:  # no power worth playing now: said of the hero asked
                return default, self._why("no-reaction", default, str(prompts[0].params.get("hero", "")))
        default = game.zombie_action(s, seat)
        if default is not None and kind == "cr-encounter-cancel" and not self.strahd:
            return default, self._why("keep-xp", default)  # the encounter is faced: said so
        if default is not None:
            return default, self._why("default", default)
        return legal[0], self._why("only", legal[0])

    def _plan(self, legal: list[ActionT]) -> tuple[ActionT, Event]:
        """The hero phase planned whole (hero_ai/plan.py); the first action of the plan."""
        s, hero = self.state, self.state.turn.hero
        planner = Planner(s, self.game.cat, hero, legal)
        plan = planner.decide()
        care = heal_or_boost(s, self.game.cat, hero, legal, attacking=worth_a_boost(s, self.game.cat, plan.action))
        if care is not None:
            plan = care
        return plan.action, self._why(PLAN_WHY.get(plan.why, plan.why), plan.action, target=plan.params.get("target", ""),
                                      square=plan.params.get("square", ""))

    def _search(self, legal: list[ActionT]) -> tuple[ActionT, Event]:
        """The best action one step ahead, attacks imagined three times, within the budget."""
        scored: list[tuple[float, int]] = []
        ordered = sorted(range(len(legal)), key=lambda i: (not isinstance(legal[i], (Attack, Use)), i))
        for i in ordered:
            if self._sims >= BUDGET and scored:
                break
            a = legal[i]
            scored.append((self.value(a, 3 if isinstance(a, Attack) else 1), i))
        top = max(v for v, _ in scored)
        ties = sorted(i for v, i in scored if v >= top - 1e-9)
        ends = [i for i in ties if isinstance(legal[i], (End, Pass))]
        pick = ends[0] if ends else ties[0] if len(ties) == 1 else self.rng.choice(ties)
        action = legal[pick]
        if isinstance(action, Attack):
            return action, self._why("attack", action)
        if isinstance(action, Move):
            return action, self._why("move", action)
        if isinstance(action, (End, Pass)):
            return action, self._why("end", action)
        return action, self._why("use" if isinstance(action, Use) else "best", action)

    def _why(self, why: str, action: ActionT, hero: str = "", target: str = "", item: str = "",
             square: str = "", **numbers: int) -> Event:
        s = self.state
        params: dict[str, object] = {"why": "strahd" if self.strahd and why not in ("only", "default") else why,
                                     "player": s.players[self.seat] if self.seat < len(s.players) else "",
                                     "power": "", "square": "", "side": "", "ally": target, **numbers}
        if not hero:
            hero = s.heroes[s.turn.hero].hero if 0 <= s.turn.hero < len(s.heroes) else ""
        if isinstance(action, Attack):
            params.update(power=action.power, square=action.target)
        if isinstance(action, Use):
            params.update(power=action.power or action.item)
        if isinstance(action, LevelUp):
            params.update(power=action.daily)
        if isinstance(action, Move):
            params["square"] = action.to
        if isinstance(action, Explore):
            params["side"] = action.side
        if square:  # a teleport's square (Get Over There, Fey Step)
            params["square"] = square
        if item:
            params["power"] = item
        kinds = {"ally": "hero", **({"power": "treasure"} if isinstance(action, Use) and action.item or item else {})}
        return label_events(s, self.game.cat, [ev("why", hero=hero, kinds=kinds, **params)])[0]


def computer_move(game: RavenloftGame, state: CRState, seat: int, level: str,
                  rng: Rng) -> tuple[ActionT, Event] | None:
    """The move of the computer playing ``seat`` (a hero or Strahd) and why."""
    return Mind(game, state, seat, rng, level).decide()


__all__ = ["LEVELS", "computer_move", "evaluate", "in_danger", "knowledge"]
