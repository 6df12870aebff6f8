"""An area spell on a bare point of the table (ours, MB83-MB84): cm coordinates, a compass step or
« toward X N » from the caster; half the distance to the point; every base in the zone; drawn."""

import pytest

from rules.core import RuleError
from rules.core.i18n import t
from rules.mortebrume import GAME
from rules.mortebrume import board as bd

from .helpers import Dice, act, battle, codes, find


def fire():
    # the blood shaman (boule de feu 8: allonge 1, power 5 against esquive, 1 cm zone, 2 wounds) at
    # 20,20 facing north; two pillards (esquive 5, armour 1, physique 4) 1.5 cm apart, 10 cm north
    return battle([("chaman", 20.0, 20.0, 0.0), ("pillard", 5.0, 5.0, 0.0)],
                  [("pillard", 19.5, 32.0, 180.0), ("pillard", 23.0, 32.0, 180.0), ("pillard", 70, 70, 180)])


def test_a_fireball_on_the_point_between_two_foes_catches_both():
    state = fire()
    # the point 21.25,32 is 10.75 cm from the shaman's base (its front edge at y 21.25):
    # difficulty 10.75 / 2 + 1 (a point of power added) = 6.375; 8 + 3 + 1 (allonge) = 12
    tr = act(state, 0, Dice(3), fighter="A1", action="spell", spell="boule_de_feu", at="21.25,32", power="1", facing="n")
    assert find(tr.events, "mb-declared").params["target"] == "21.25,32"  # the point is part of the declaration
    assert find(tr.events, "mb-measured-point").params == {"who": "A1 Chaman du sang", "x": 21.25, "y": 32.0,
                                                           "cm": 10.75}
    assert find(tr.events, "mb-roll").params["total"] == 12
    area = find(tr.events, "mb-area")
    assert area.params == {"who": "A1 Chaman du sang", "x": 21.25, "y": 32.0, "radius": 1.0,
                           "caught": ["B1 Pillard", "B2 Pillard"]}
    assert t("en", "ev-mb-area", area.params) == "A 1 cm zone around 21.25,32: B1 Pillard, B2 Pillard"
    assert t("fr", "ev-mb-area", area.params) == "Zone de 1 cm autour de (21,25 ; 32) : B1 Pillard, B2 Pillard"
    # power 6 beats esquive 5: 2 wounds less 1 of armour each; nobody reacts (nobody was aimed at)
    assert [e.params["wounds"] for e in tr.events if e.code == "mb-spell-wound"] == [1, 1]
    assert [bd.fighter(tr.state, i).physique for i in ("B1", "B2")] == [3, 3]
    assert "mb-reaction" not in codes(tr.events) and bd.fighter(tr.state, "A1").activated
    # both measures stay on the picture: the line to the point and the zone
    assert [(m.kind, m.cm) for m in tr.state.measures] == [("attack", 10.75), ("zone", 1.0)]


def test_without_the_added_power_the_pillards_resist():
    tr = act(fire(), 0, Dice(3), fighter="A1", action="spell", spell="boule_de_feu", at="21.25,32", facing="n")
    assert [e.params["resistance"] for e in tr.events if e.code == "mb-resisted"] == [5.0, 5.0]


@pytest.mark.parametrize("text,point", [("n 10", (20.0, 30.0)), ("vers B1 8", (19.67, 27.99)),
                                        ("toward R1 5", None), ("40.5,12", (40.5, 12.0))])
def test_points_read_as_coordinates_compass_steps_or_toward_a_name(text, point):
    state = fire()
    f = bd.fighter(state, "A1")
    got = bd.spot(state, f, text)
    if point is None:  # the ford's rock R1 (15-19, 36-40): its centre 17,38 is 18.25 cm away; 5 cm toward it
        assert got == (round(20 - 3 * 5 / (9 + 324) ** 0.5, 2), round(20 + 18 * 5 / (9 + 324) ** 0.5, 2))
    else:
        assert got == point


def test_a_point_on_a_base_aims_at_that_fighter_who_may_dodge():
    tr = act(fire(), 0, Dice(), fighter="A1", action="spell", spell="boule_de_feu", at="19.5,32")
    assert find(tr.events, "mb-point-on").params == {"who": "B1 Pillard"}
    prompt = GAME.prompts(tr.state)[0]
    assert (prompt.seat, prompt.kind) == (1, "mb-reaction") and tr.state.pending.allowed == ["dodge", "absorb"]


def test_a_point_out_of_the_field_of_vision_cannot_be_aimed_at():
    tr = act(fire(), 0, Dice(), fighter="A1", action="spell", spell="boule_de_feu", at="20,10", facing="n")
    assert find(tr.events, "mb-impossible").params["reason"] == "field"
    assert bd.fighter(tr.state, "A1").activated and "mb-roll" not in codes(tr.events)


@pytest.mark.parametrize("args,code", [
    ({"action": "spell", "spell": "entrave", "at": "21,32"}, "mb-spell-no-zone"),
    ({"action": "strike", "target": "B1", "at": "21,32"}, "mb-point-spell-only"),
    ({"action": "spell", "spell": "boule_de_feu", "at": "nowhere"}, "mb-bad-point"),
    ({"action": "spell", "spell": "boule_de_feu", "at": "80,10"}, "mb-bad-point"),
])
def test_bad_points_are_refused_and_change_nothing(args, code):
    state = fire()
    before = GAME.dump_state(state)
    with pytest.raises(RuleError) as err:
        act(state, 0, Dice(), fighter="A1", **args)
    assert err.value.code == code and GAME.dump_state(state) == before
    assert not t("fr", f"err-{code}", err.value.params).startswith("err-")


def test_by_pointing_the_point_is_a_form_whose_default_is_10_cm_ahead():
    state = fire()
    paths = [p for p in GAME.choice_paths(state, 0) if p.leaf.form is not None and p.leaf.form.label == "form-mb-point"]
    assert len(paths) == 1
    (path,) = paths
    assert [s.value for s in path.steps] == ["A1", "spell", "boule_de_feu", "point"]
    assert path.leaf.args == {"fighter": "A1", "action": "spell", "spell": "boule_de_feu"}
    assert [(f.name, f.default) for f in path.leaf.form.fields] == [("at", "20.0,30.0")]
    # a random playout's lists sample a point beside each foe in sight
    legal = [a for a in GAME.legal_actions(state, 0) if getattr(a, "at", None)]
    assert [a.at for a in legal] == ["vers B1 6", "vers B2 6", "vers B3 6"]
