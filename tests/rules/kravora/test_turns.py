"""Turn 0, phases 1-2 and the sequence of the players' turns (K1-K24, K38-K39; KA10-KA14, KA24-KA26)."""

from __future__ import annotations

import pytest

from rules.core import Event, Rng, RuleError, SeatInfo
from rules.core.dice import CALAMITY_FACES
from rules.kravora import GAME
from rules.kravora.calamity import arrivals, calamity, comet, kill_bonus, turn_dice
from rules.kravora.content import content
from rules.kravora.model import Auto, Done

from .helpers import SEED, fresh, lines, play, put, where


def seats(n: int) -> list[SeatInfo]:
    return [SeatInfo(index=i, name=f"p{i}") for i in range(n)]


@pytest.mark.parametrize("n", [1, 5])
def test_k1_two_to_four_players(n):
    with pytest.raises(RuleError) as exc:
        GAME.setup(GAME.parse_options({}), seats(n), Rng(SEED))
    assert exc.value.code == "kra-seats"


def test_k9_four_dice_put_the_same_units_on_line_1_of_every_board():
    rng = Rng(SEED)
    state = GAME.setup(GAME.parse_options({"first": 1}), seats(3), rng)
    check = Rng(SEED)
    faces = [check.die(6) for _ in range(4)]
    table = {1: "fantoche", 4: "fantoche", 2: "sprinteur", 5: "sprinteur", 3: "caillasseur", 6: "caillasseur"}
    expected = sorted((table[f], 1, 1) for f in faces)
    assert state.dice == faces
    for seat in range(3):
        assert where(state, seat) == expected
        assert all(not u.defender for u in state.players[seat].units)


def test_k11_starting_blood_by_turn_order_and_ka24_the_fourth_seat():
    state = GAME.setup(GAME.parse_options({"first": 2}), seats(4), Rng(SEED))
    assert [p.blood for p in state.players] == [7, 8, 5, 6]  # 1st 5L, 2nd 6L, 3rd 7L, 4th 8L (ours)
    assert content().starting_blood[3].source == "ours"
    assert [p.wall for p in state.players] == [10, 10, 10, 10]


def test_k12_turn_0_purchases_in_turn_order_then_turn_1():
    state = GAME.setup(GAME.parse_options({"first": 1}), seats(2), Rng(SEED))
    assert [(p.seat, p.kind) for p in GAME.prompts(state)] == [(1, "kra-setup")]
    state, _ = play(state, 1, {"type": "buy", "unit": "costaud", "line": 4})
    assert state.players[1].blood == 1 and state.players[1].stock["costaud"] == 7
    state, _ = play(state, 1, Done())
    assert [(p.seat, p.kind) for p in GAME.prompts(state)] == [(0, "kra-setup")]
    state, ev = play(state, 0, Done())
    assert state.turn == 1 and [e.code for e in ev][:2] == ["kra-turn", "kra-arrivals"]


def test_k15_dice_by_turn_and_ka11_the_score_bonus():
    assert [turn_dice(t) for t in range(11)] == [(4, 0), (1, 0), (1, 0), (2, 0), (2, 0), (3, 0), (3, 0), (4, 0),
                                                 (4, 0), (4, 1), (4, 2)]
    assert turn_dice(12) == (4, 2)  # after turn 10 (option fin:survie), turn 10's dice
    for turn, count in ((1, 1), (3, 2), (5, 3), (7, 4), (10, 4)):
        s = fresh(turn=turn)
        rng = Rng(SEED)
        arrivals(s, rng, [])
        faces = [d.v for d in rng.draws]
        assert len(faces) == count and s.dice == faces
        bonus = turn_dice(turn)[1]
        table = content().arrival_faces.faces
        assert s.players[0].arriving == [table[min(6, f + bonus) - 1] for f in faces]


@pytest.mark.parametrize("face,line", [(1, 1), (2, 2), (3, 3), (4, 4)])
def test_k19_comet_four_damage_on_a_line(face, line):
    s = fresh()
    for kind in ("fantoche", "costaud", "rocailleur", "sprinteur", "caillasseur"):
        put(s, 0, kind, line)
    d = put(s, 0, "costaud", line, defender=True)
    ev: list[Event] = []
    comet(s, face, ev)
    # four different units, enemies first, dearest first: the fantoche and the defender are spared
    assert where(s, 0) == sorted([("costaud", line, 4), ("costaud", line, 5), ("fantoche", line, 1),
                                  ("rocailleur", line, 2)])
    assert d.pv == 5 and s.players[0].wall == 10
    assert s.players[0].reserve == [] and s.players[0].kills == 0  # comet kills give nothing


def test_k19_comet_on_the_floor_and_on_the_wall():
    s = fresh()
    put(s, 0, "fantoche", 5, defender=True)
    ev: list[Event] = []
    comet(s, 5, ev)
    assert s.players[0].wall == 7 and s.players[1].wall == 6  # 1 unit touched + 3 excess; no unit: 4
    comet(s, 6, ev)
    assert s.players[0].wall == 3 and s.players[1].wall == 2
    assert lines(ev)[0] == "Comète (5) sur p0 : Fantoche ✝, mur −3"
    assert lines(ev)[1] == "Comète (5) sur p1 : mur −4"
    assert lines(ev, "en")[2] == "Comet (6) on p0: wall −4"


def test_a_comet_on_an_empty_line_says_so():
    s = fresh()
    ev: list[Event] = []
    comet(s, 2, ev)
    assert lines(ev) == ["Comète (2) sur p0 : personne en ligne 2", "Comète (2) sur p1 : personne en ligne 2"]
    assert lines(ev, "en")[0] == "Comet (2) on p0: nobody on line 2"


def test_the_fall_is_told_after_the_strike_that_caused_it():
    s = fresh(n=2)
    s.players[0].wall = 1
    put(s, 0, "sprinteur", 4)
    s, ev = play(s, 0, {"type": "done"})
    assert lines(ev)[-3:] == ["Sprinteur (ligne 4) → mur −1", "Le mur de p0 tombe : p0 quitte la partie !",
                              "Fin de partie : p1 garde la dernière forteresse debout !"]


def test_turn_0_roll_is_told_when_the_game_starts():
    state = GAME.setup(GAME.parse_options({"first": 0}), seats(2), Rng(SEED))
    ev = GAME.opening_events(state)
    faces = Rng(SEED).die(6), None
    assert [e.code for e in ev] == ["kra-start-roll"] and ev[0].params["faces"] == state.dice
    assert lines(ev)[0].startswith(f"Tour 0 : dés {state.dice[0]}, ") and faces[0] == state.dice[0]


def test_k17_blood_faces_open_a_shared_window_with_a_deadline():
    s = fresh(n=3, spend_deadline=120)
    s.step = "buy"
    rng = Rng(SEED)
    face = None
    for seed in range(200):  # a seed whose calamity die shows +10L
        rng = Rng(f"{seed:064x}")
        rng.die(6)
        if CALAMITY_FACES[rng.die(6) - 1] == "blood-10":
            face = seed
            break
    assert face is not None
    s.turn = 0
    from rules.kravora.flow import start_turn

    blood = [p.blood for p in s.players]
    start_turn(s, Rng(f"{face:064x}"), [])
    assert s.calamity == "blood-10" and [p.blood for p in s.players] == [b + 10 for b in blood]
    prompts = GAME.prompts(s)
    assert [(p.seat, p.kind, p.deadline_seconds) for p in prompts] == [(0, "kra-spend", 120), (1, "kra-spend", 120),
                                                                      (2, "kra-spend", 120)]
    assert GAME.timeout_action(s, 2) == Done()
    s, _ = play(s, 2, {"type": "buy", "unit": "fantoche", "line": 3})
    s, _ = play(s, 2, Done())
    s, _ = play(s, 0, Done())
    assert [p.seat for p in GAME.prompts(s)] == [1]
    s, ev = play(s, 1, Done())
    codes = [e.code for e in ev]
    # p0 has no defender: his 3.1 is not asked, the enemies play, phase 4 offers the dismantling
    assert codes[:3] == ["kra-spend-done", "kra-player-turn", "kra-skip-attack"]
    assert s.step == "salary" and s.active == 0


def test_k20_k21_k22_double_comet_arrow_blank():
    for face in ("double-comet", "arrow", "blank"):
        for seed in range(400):
            rng = Rng(f"{seed:064x}")
            if CALAMITY_FACES[rng.die(6) - 1] == face:
                break
        s = fresh()
        sp = put(s, 1, "sprinteur", 1)
        ev: list[Event] = []
        assert calamity(s, Rng(f"{seed:064x}"), ev) is False
        assert s.calamity == face
        if face == "double-comet":
            assert len(s.comets) == 2 and sum(e.code.startswith("kra-comet") for e in ev) == 4
        elif face == "arrow":
            assert sp.line == 4  # « Toutes les unités attaquantes avancent »
        else:
            assert sp.line == 1 and [e.code for e in ev] == ["kra-calamity"]


def test_k23_even_turn_kill_bonus_ties_and_reset():
    s = fresh(n=3)
    s.players[0].kills, s.players[1].kills, s.players[2].kills = 3, 3, 1
    blood = [p.blood for p in s.players]
    kill_bonus(s, [])
    assert [p.blood - b for p, b in zip(s.players, blood)] == [5, 5, 0]
    assert [p.kills for p in s.players] == [0, 0, 0]
    kill_bonus(s, [])  # nobody killed: nobody gains
    assert [p.blood - b for p, b in zip(s.players, blood)] == [5, 5, 0]


def test_k13_k24_first_player_keeps_the_hand_and_order_is_clockwise():
    s = fresh(n=3, first=1)
    turns: list[tuple[int, str]] = []
    while s.turn < 3 and s.step != "over":
        prompt = GAME.prompts(s)[0]
        s, ev = play(s, prompt.seat, GAME.zombie_action(s, prompt.seat))
        turns += [(s.turn, e.params["player"]) for e in ev if e.code == "kra-player-turn"]
    assert [name for _, name in turns[:5]] == ["p2", "p0", "p1", "p2", "p0"]  # p1 first again in turn 2
    assert turns[2][0] == 2


def test_k38_phase_6_places_the_tray_returns_the_reserve_and_the_atelier_repairs():
    s = fresh()
    p = s.players[0]
    p.arriving = ["costaud", "fantoche"]
    p.buildings.append("atelier")
    p.wall = 9
    from rules.kravora.model import Killed

    p.reserve = [Killed(kind="fantoche", owner=1), Killed(kind="sprinteur", owner=-1)]
    s.step = "buy"
    stock1 = s.players[1].stock["fantoche"]
    s, ev = play(s, 0, Done())
    p = s.players[0]
    assert where(s, 0) == [("costaud", 1, 5), ("fantoche", 1, 1)] and p.wall == 10  # +2 capped at 10
    assert p.reserve == [] and s.players[1].stock["fantoche"] == stock1 + 1
    assert lines(ev)[0] == "Phase 6 : Costaud, Fantoche en ligne 1 chez p0, atelier : mur +1 → 10"


def test_absent_player_auto_attack_then_done():
    s = fresh()
    put(s, 0, "fantoche", 3)
    put(s, 0, "sprinteur", 3, defender=True)
    assert GAME.zombie_action(s, 0) == Auto()
    s, _ = play(s, 0, Auto())
    assert GAME.zombie_action(s, 0) == Done() and s.players[0].kills == 1
    assert GAME.zombie_action(s, 1) is None  # not prompted


def test_k5_k7_stocks_and_ka31_the_first_player_drawn_by_the_bot():
    state = GAME.setup(GAME.parse_options({}), seats(4), Rng(SEED))
    assert state.first == Rng(SEED).randint(0, 3)
    assert state.players[0].stock == {"fantoche": 10, "sprinteur": 10, "caillasseur": 10, "long_bras": 8,
                                      "costaud": 8, "rocailleur": 8}
    assert [(u.id, u.white) for u in content().units] == [("fantoche", 20), ("sprinteur", 20), ("caillasseur", 20),
                                                          ("long_bras", 16), ("costaud", 16), ("rocailleur", 16)]


def test_an_eliminated_board_gives_back_the_fantoches_sent_to_it():
    s = fresh(n=3)
    put(s, 2, "fantoche", 4, owner=0)
    s.players[0].stock["fantoche"] = 9
    s.players[2].wall = 1
    from rules.kravora.board import hit_wall

    ev: list[Event] = []
    hit_wall(s, 2, 3, ev)
    assert not s.players[2].alive and s.players[2].units == [] and s.players[0].stock["fantoche"] == 10
    assert [e.code for e in ev] == ["kra-eliminated"] and s.step != "over"


def test_an_eliminated_board_gives_back_the_killed_figures_of_others_it_kept():
    from rules.kravora.board import hit_wall
    from rules.kravora.model import Killed

    s = fresh(n=3)
    s.players[0].stock["fantoche"] = 8
    s.players[1].stock["costaud"] = 7
    s.players[2].reserve = [Killed(kind="fantoche", owner=0)]
    s.players[2].lab = [Killed(kind="fantoche", owner=0), Killed(kind="costaud", owner=1)]
    s.players[2].wall = 1
    hit_wall(s, 2, 1, [])
    assert (s.players[0].stock["fantoche"], s.players[1].stock["costaud"]) == (10, 8)
