"""Squares chosen after a power's attack (placing.py): the player puts the figure the card moves,
among the legal squares only, by a command or by pointing; an absent player's default."""

import pytest

from rules.core import RuleError
from rules.ravenloft.board import block_of
from rules.ravenloft.commands import Attack, Pass, Place
from rules.ravenloft.state import Figure
from tests.rules.ravenloft.engine_helpers import CAT, GAME, Dice, new


def act(state, action, *faces, seat=None):
    seat = state.heroes[state.turn.hero].seat if seat is None else seat
    t = GAME.apply(state, seat, action, Dice(*faces))
    return t.state, t.events


def give(state, hero, power):
    state.heroes[hero].powers.append(state.heroes[hero].powers[0].model_copy(update={"id": power, "used": False}))


def squares_offered(state, seat=0):
    return [a.to for a in GAME.legal_actions(state, seat) if isinstance(a, Place)]


def test_tide_of_iron_asks_where_the_monster_goes_then_where_the_hero_goes():
    """« On a hit, if it survives, put it on a tile within 1 tile; then you may move to any square
    of your tile »: the monster's square on the other tiles within 1, then the hero's own tile."""
    s = new(1, ["arjhan"], adventure="2")  # Arjhan on D2 (3, 1), the Start tile's west half
    give(s, 0, "tide_of_iron")
    s.figures.append(Figure(uid=901, kind="wraith", square=(2, 1)))  # C2, 2 HP
    s, ev = act(s, Attack(power="tide_of_iron", target="C2"), 10)  # 10 + 8 = 18 >= 15: hit, 1 damage
    assert s.figures[0].damage == 1 and s.figures[0].square == (2, 1)  # not moved yet
    prompt = GAME.prompts(s)[0]
    assert prompt.kind == "cr-place" and prompt.params["what"] == "push" and prompt.seat == 0
    # the other half of the Start tile only (the hero's and the monster's own tile are excluded)
    offered = squares_offered(s)
    assert offered[:4] == ["E1", "F1", "G1", "H1"] and len(offered) == 16 and "Pass" not in str(offered)
    with pytest.raises(RuleError) as err:
        act(s, Place(to="B2"))
    assert err.value.code == "cr-cannot-place-there"
    with pytest.raises(RuleError) as err:
        act(s, Pass())
    assert err.value.code == "cr-place-required"
    s, ev = act(s, Place(to="H4"))
    assert s.figures[0].square == (7, 3) and [e.code for e in ev] == ["cr-pushed"]
    assert ev[0].params["square"] == "H4"
    # then the hero may move to any free square of their tile
    prompt = GAME.prompts(s)[0]
    assert prompt.params["what"] == "self" and [o.command for o in prompt.options] == ["pass"]
    assert "D2" not in squares_offered(s) and len(squares_offered(s)) == 15
    s, ev = act(s, Place(to="A1"))
    assert s.heroes[0].square == (0, 0)
    assert ev[0].code == "cr-power-placed" and (ev[0].params["frm"], ev[0].params["to"]) == ("D2", "A1")
    assert GAME.prompts(s)[0].kind == "cr-hero-phase"


def test_tide_of_iron_missing_moves_nothing():
    s = new(1, ["arjhan"], adventure="2")
    give(s, 0, "tide_of_iron")
    s.figures.append(Figure(uid=901, kind="wraith", square=(2, 1)))
    s, _ = act(s, Attack(power="tide_of_iron", target="C2"), 6)  # 6 + 8 = 14 < 15
    assert not s.pending and GAME.prompts(s)[0].kind == "cr-hero-phase"


def test_hit_and_run_hit_or_miss_the_hero_may_stay():
    s = new(1, ["allisa"], adventure="2")
    give(s, 0, "hit_and_run")
    s.figures.append(Figure(uid=901, kind="wraith", square=(2, 1)))
    s, ev = act(s, Attack(power="hit_and_run", target="C2"), 1)  # a miss: 1 damage all the same
    assert s.figures[0].damage == 1
    assert GAME.prompts(s)[0].params["what"] == "self"
    s, ev = act(s, Pass())
    assert s.heroes[0].square == (3, 1) and [e.code for e in ev] == ["cr-place-declined"]
    assert GAME.prompts(s)[0].kind == "cr-hero-phase"


def test_hallowed_advance_lets_each_other_hero_choose_their_square():
    """« each other hero may move 1 tile »: each one's own player, in turn order."""
    s = new(2, ["thorgrim", "kat"], adventure="2")  # Thorgrim D2 (seat 0), Kat E2 (seat 1)
    give(s, 0, "hallowed_advance")
    s.figures.append(Figure(uid=901, kind="wraith", square=(2, 1)))
    s, ev = act(s, Attack(power="hallowed_advance", target="C2"), 10)
    prompt = GAME.prompts(s)[0]
    assert (prompt.seat, prompt.params["what"], prompt.params["hero"]) == (1, "hero", "kat")
    # Kat is on the Start tile's east half: her tile and the west half are within 1 tile
    offered = squares_offered(s, 1)
    assert "A1" in offered and "H4" in offered and "D2" not in offered and "E2" not in offered
    with pytest.raises(RuleError):
        act(s, Place(to="A1"), seat=0)  # not Thorgrim's choice
    s, ev = act(s, Place(to="A1"), seat=1)
    assert s.heroes[1].square == (0, 0) and ev[0].params["hero"] == "kat"


def test_thunderwave_puts_the_monsters_left_on_one_tile():
    from rules.ravenloft.exploration import place

    s = new(1, ["immeril"], adventure="2")
    place(s, CAT, "hall", ((1, 0), 1))  # east of the Start tile: block (2, 0)
    s.heroes[0].square = (5, 1)  # F2, the Start tile's east half
    give(s, 0, "thunderwave")
    s.figures += [Figure(uid=901, kind="wraith", square=(4, 1)), Figure(uid=902, kind="wraith", square=(6, 1))]
    s, ev = act(s, Attack(power="thunderwave", target="E2"), 10, 10)  # both hit, both survive
    assert [f.damage for f in s.figures] == [1, 1] and len(s.pending) == 2
    first = squares_offered(s)
    assert {block_of(_sq(s, n)) for n in first} == {(0, 0), (2, 0)}
    s, _ = act(s, Place(to="I1"))  # the first wraith to the hall
    assert block_of(s.figures[0].square) == (2, 0)
    second = [_sq(s, n) for n in squares_offered(s)]
    assert second and {block_of(sq) for sq in second} == {(2, 0)}  # « on one tile »


def _sq(state, name):
    from rules.ravenloft.dungeon import board

    return board(state, CAT).parse(name)


def test_magic_missile_pull_is_chosen_and_an_absent_player_takes_the_landing_square():
    from rules.ravenloft.exploration import place

    s = new(1, ["immeril"], adventure="2")
    place(s, CAT, "hall", ((1, 0), 1))
    s.heroes[0].square = (1, 1)
    s.figures.append(Figure(uid=901, kind="wraith", square=(9, 1)))
    s, ev = act(s, Attack(power="magic_missile", target="J2"), 2)  # a miss, 2 tiles away
    assert s.figures[0].square == (9, 1) and GAME.prompts(s)[0].params["what"] == "pull"
    assert {block_of(_sq(s, n)) for n in squares_offered(s)} == {(1, 0)}
    default = GAME.zombie_action(s, 0)
    assert isinstance(default, Place)
    s, ev = act(s, default)
    assert block_of(s.figures[0].square) == (1, 0) and ev[0].code == "cr-pulled"


def test_the_square_is_chosen_by_pointing_grouped_by_row():
    s = new(1, ["allisa"], adventure="2")
    give(s, 0, "hit_and_run")
    s.figures.append(Figure(uid=901, kind="wraith", square=(2, 1)))
    s, _ = act(s, Attack(power="hit_and_run", target="C2"), 1)
    paths = GAME.choice_paths(s, 0)
    leaves = [(p.leaf.command, p.leaf.args.get("to")) for p in paths]
    assert leaves[-1] == ("pass", None) and ("place", "A1") in leaves
    assert len(leaves) == len(squares_offered(s)) + 1
    row = next(p for p in paths if p.leaf.args.get("to") == "A1").steps[0]
    assert row.group is not None and row.group.params == {"row": "1"}


def test_the_picture_frames_the_squares_the_player_may_choose():
    """With the box's content: after Hit and Run, the view highlights the squares offered."""
    from rules.core import Rng, SeatInfo
    from rules.ravenloft import GAME as REAL
    from rules.ravenloft.dungeon import board
    from rules.ravenloft.state import PowerCard

    s = REAL.setup(REAL.parse_options({"adventure": "2", "heroes": ["allisa"], "first": 0}),
                   [SeatInfo(index=0, name="Alice")], Rng("c3" * 32))
    s.heroes[0].square = (3, 1)
    s.heroes[0].powers.append(PowerCard(id="hit_and_run"))
    s.figures = [Figure(uid=s.uid(), kind="zombie", square=(2, 1))]
    b = board(s, REAL.cat)
    s2 = REAL.apply(s, 0, Attack(power="hit_and_run", target=b.name((2, 1))), Rng("ab" * 32)).state
    offered = [b.parse(a.to) for a in REAL.legal_actions(s2, 0) if isinstance(a, Place)]
    assert offered and sorted(REAL.view(s2, 0).highlight) == sorted(offered)
    assert all(block_of(sq) == (0, 0) for sq in offered)
    s3 = REAL.apply(s2, 0, Pass(), Rng("ab" * 32)).state
    assert REAL.view(s3, 0).highlight == []
