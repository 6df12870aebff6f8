"""Typical views of each game for the picture tests (and the screenshots one looks at)."""

from __future__ import annotations

import random
from typing import Any

from rules.core import Rng, SeatInfo, find_game

KROS = find_game("krosmaster")
DF = find_game("dungeon_fighter")
NAMES = ["Alice", "Bérénice-Anastasia", "Chloé", "Dominique"]


def kros_state(options: dict[str, Any], players: int = 2, seed: int = 3, steps: int = 150) -> Any:
    """A Krosmaster state after ``steps`` random legal actions (mostly not « end »)."""
    rng = Rng("%064x" % seed)
    chooser = random.Random(seed)
    seats = [SeatInfo(index=i, name=n) for i, n in enumerate(NAMES[:players])]
    state = KROS.setup(KROS.parse_options(options), seats, rng)
    for _ in range(steps):
        if KROS.result(state):
            break
        p = KROS.prompts(state)[0]
        legal = KROS.legal_actions(state, p.seat)
        busy = [a for a in legal if a.type != "end"]
        action = chooser.choice(busy if busy and chooser.random() < 0.85 else legal)
        state = KROS.apply(state, p.seat, action, rng).state
    return state


def kros_views() -> dict[str, Any]:
    """Duels on both arenas, 4 players (free-for-all, 2v2, deployment), the 7 tutorials,
    a reach answer and a finished game."""
    views: dict[str, Any] = {}
    duel = KROS.view(kros_state({"arena": "fosse", "side": "N", "autodeploy": True}), 0)
    duel.tension = [1, 5, 6]
    placed = [u for u in duel.units if u.pos and not u.ko]
    placed[0].markers_pa, placed[0].markers_pm, placed[1].markers_pm = 1, -2, 1
    views["duel-fosse"] = duel
    views["duel-elementaire"] = KROS.view(
        kros_state({"arena": "elementaire", "side": "W", "autodeploy": True}, seed=5, steps=300), None)
    views["ffa"] = KROS.view(kros_state({"mode": "ffa", "arena": "fosse", "side": "NW", "autodeploy": True}, 4), 1)
    views["2v2"] = KROS.view(
        kros_state({"mode": "2v2", "arena": "elementaire", "side": "NW", "autodeploy": True}, 4, steps=250), None)
    views["2v2-deploy"] = KROS.view(kros_state({"mode": "2v2", "arena": "fosse", "side": "NW"}, 4, steps=0), None)
    views["arena-choice"] = KROS.view(kros_state({}, steps=0), 0)
    views["deploy"] = KROS.view(kros_state({}, steps=3), 1)
    for k in range(1, 8):
        views[f"tuto{k}"] = KROS.view(kros_state({"scenario": f"tuto{k}"}, steps=60), 0)
    state = kros_state({"arena": "fosse", "side": "N", "autodeploy": True}, steps=3)
    views["reach"] = KROS.info(state, None, "reach", {"unit": state.current, "spell": "coup-de-poing"}).view
    over = kros_state({"arena": "fosse", "side": "S", "autodeploy": True}, seed=11, steps=3000)
    assert KROS.result(over) is not None
    views["over"] = KROS.view(over, None)
    return views


def df_state(heroes: tuple[str, ...], seed: int = 12345) -> Any:
    rng = Rng("%064x" % seed)
    opts = DF.parse_options({"difficulty": "normal", "heroes": list(heroes), "leader": 0})
    return DF.setup(opts, [SeatInfo(index=i, name=h) for i, h in enumerate(heroes)], rng), rng


def df_views() -> dict[str, Any]:
    """1, 4 and 6 heroes in a fight, the boss room, the shop, a finished game."""
    from rules.dungeon_fighter.content import content
    from rules.dungeon_fighter.model import Combat, LandingRec

    c = content()
    heroes = list(c.heroes)
    views: dict[str, Any] = {}
    for n in (1, 4, 6):
        state, _ = df_state(tuple(heroes[:n]))
        state.position = c.side(state.sides[0]).entry
        foe = c.monsters["gobelin_commun"]
        state.phase = "combat"
        state.combat = Combat(monster="gobelin_commun", pv=foe.pv - 2, max_pv=foe.pv, gold=foe.gold,
                              thrower=state.first, drift=(20.0, -10.0))
        state.heroes[0].pv = 5
        state.heroes[-1].scars = ["red"]
        state.landings = [LandingRec(seat=0, die="red", x=30, y=-20, face=4, zone=3, outcome="hit", bounces=1),
                          LandingRec(seat=0, die="blue", x=-95, y=60, face=6, zone=0, outcome="off", bounces=2)]
        views[f"df-{n}"] = DF.view(state, 0)
    state, _ = df_state(tuple(heroes[:3]))
    state.position = "boss"
    boss = c.bosses[state.boss]
    state.phase = "combat"
    state.combat = Combat(monster=state.boss, boss=True, pv=boss.pv, max_pv=boss.pv, gold=boss.gold,
                          thrower=1, drift=None)
    views["df-boss"] = DF.view(state, 1)
    state, _ = df_state(tuple(heroes[:2]))
    shop_room = next(r for s in state.sides for r in c.side(s).rooms if r.kind == "shop")
    state.position = shop_room.id
    state.phase = "camp"
    state.shop = list(c.equipment)[:4]
    state.stash = list(c.equipment)[4:6]
    views["df-shop"] = DF.view(state, None)
    gauge = views["df-4"].model_copy(deep=True)
    gauge.pending = "df-gauge"
    gauge.combat.tokens = ["cible:1", "biere:2"]
    gauge.combat.capacity, gauge.combat.capacity_value = "heal_on_miss", 2
    gauge.heroes[1].equipment = list(c.equipment)[:5]
    views["df-gauge"] = gauge
    state, _ = df_state(tuple(heroes[:3]))
    state.phase = "over"
    over = DF.view(state, None)
    over.won, over.score, over.title = True, 42, "heroisme-grandiosissime"
    views["df-over"] = over
    return views
