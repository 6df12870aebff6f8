"""Defects of issue 24, each with a test that failed before its fix."""

from __future__ import annotations

import pytest

from rules.core import PlayerError, Rng, SeatInfo
from rules.core.i18n import t
from rules.mortebrume import GAME

from .helpers import battle

SEATS = [SeatInfo(index=0, name="alice"), SeatInfo(index=1, name="bob")]


@pytest.mark.parametrize("value", ["inf", "nan", "1e400", "-inf"])
def test_non_finite_numbers_are_refused_with_a_clear_error_and_change_nothing(value):
    state = battle([("milicien", 30, 30, 0)], [("pillard", 30, 33, 180)], table="gue")
    before = GAME.dump_state(state)
    attempts = [("act", {"fighter": "A1", "action": "rotate", "facing": value}),
                ("act", {"fighter": "A1", "action": "strike", "target": "B1", "push": value}),
                ("act", {"fighter": "A1", "action": "walk", "to": "B1", "stop": value})]
    for command, args in attempts:
        with pytest.raises(PlayerError) as err:
            GAME.apply(state, 0, GAME.parse_command(command, args, state, 0), Rng("0f" * 32))
        assert err.value.code == "mb-not-finite", (command, args)
        assert GAME.dump_state(state) == before
    for lang in ("fr", "en"):
        text = t(lang, "err-mb-not-finite", option="facing", value=value)
        assert value in text and ("fini" in text if lang == "fr" else "finite" in text)


@pytest.mark.parametrize("value", ["inf", "nan", "1e400"])
def test_a_non_finite_facing_at_deployment_or_dodge_direction_is_refused(value):
    state = GAME.setup(GAME.options_model.model_validate({}), SEATS, Rng("0d" * 32))
    for seat in (0, 1):
        mine = next(f for f in state.fighters if f.seat == seat)
        state = GAME.apply(state, seat, GAME.parse_command("designate", {"fighter": mine.id}, state, seat),
                           Rng(f"{seat:064x}")).state
    chooser = GAME.prompts(state)[0].seat
    state = GAME.apply(state, chooser, GAME.parse_command("choose", {"who": "me"}, state, chooser), Rng("0c" * 32)).state
    with pytest.raises(PlayerError) as err:
        GAME.parse_command("place", {"at": "30,5", "facing": value}, state, chooser)
    assert err.value.code == "mb-not-finite"
    with pytest.raises(PlayerError) as err:
        GAME.parse_command("react", {"reaction": "dodge", "direction": value}, state, chooser)
    assert err.value.code == "mb-not-finite"
    # nor through the action's JSON (a stored or forged action)
    with pytest.raises(PlayerError):
        GAME.parse_action({"type": "place", "x": float("nan"), "y": 5.0})


def test_a_standing_order_is_public_on_purpose_and_announced():
    """A standing order is in the table's log and exports (the action itself): announced to all,
    never whispered as if it were secret (issue 24, item 5)."""
    state = battle([("milicien", 30, 30, 0)], [("pillard", 30, 33, 180)], table="gue")
    done = GAME.apply(state, 1, GAME.parse_command("order", {"fighter": "B1", "reaction": "dodge"}, state, 1), Rng("0e" * 32))
    e = next(e for e in done.events if e.code == "mb-order")
    assert e.visible_to is None and e.announce
    assert t("fr", "ev-mb-order", **e.params).startswith("Consigne publique de B1 Pillard : esquiver")
    assert t("en", "ev-mb-order", **e.params).startswith("Public standing order of B1 Pillard: dodge")


def test_a_spell_too_weak_for_its_target_is_refused_at_its_declaration():
    """Seed L486-488: « Pour que le sort puisse être lancé, il faut que la puissance du sort soit
    strictement supérieure à la résistance de la cible »; L512 « cette dernière peut-être augmentée »."""
    state = battle([("sorciere", 30, 30, 0)], [("pretresse_milo", 30, 40, 180)], table="gue")
    before = GAME.dump_state(state)
    args = {"fighter": "A1", "action": "spell", "spell": "effroi", "target": "B1"}
    with pytest.raises(PlayerError) as err:  # effroi: power 7 against willpower 8
        GAME.apply(state, 0, GAME.parse_command("act", args, state, 0), Rng("01" * 32))
    assert (err.value.code, err.value.params["power"], err.value.params["resistance"], err.value.params["more"]) == \
        ("mb-spell-too-weak", 7, 8.0, 2)
    assert GAME.dump_state(state) == before
    assert "ajoutez au moins 2 de puissance" in t("fr", "err-mb-spell-too-weak", **err.value.params)
    done = GAME.apply(state, 0, GAME.parse_command("act", {**args, "power": "2"}, state, 0), Rng("01" * 32))
    assert "mb-declared" in [e.code for e in done.events]
    legal = [a for a in GAME.legal_actions(state, 0) if getattr(a, "spell", None) == "effroi"]
    assert legal and all(a.power == 2 for a in legal)  # the listed casts carry the power they need


def test_a_push_outside_the_front_half_is_refused():
    """Seed L697-698: the striker chooses the push « dans la limite de son angle d'attaque »."""
    state = battle([("pillard", 30, 30, 0)], [("milicien", 30, 33, 180)], table="gue")
    before = GAME.dump_state(state)
    with pytest.raises(PlayerError) as err:  # facing north toward B1: a push to the south-west is behind
        GAME.apply(state, 0, GAME.parse_command("act", {"fighter": "A1", "action": "strike", "target": "B1",
                                                        "push": "so"}, state, 0), Rng("01" * 32))
    assert (err.value.code, err.value.params["push"], err.value.params["facing"]) == ("mb-push-behind", 225.0, 0.0)
    assert GAME.dump_state(state) == before
    done = GAME.apply(state, 0, GAME.parse_command("act", {"fighter": "A1", "action": "strike", "target": "B1",
                                                           "push": "ne"}, state, 0), Rng("01" * 32))
    assert "mb-declared" in [e.code for e in done.events]


def test_only_an_archer_moves_after_shooting():
    """Seed L448-450: « un archer peut effectuer un mouvement après avoir tiré … Les autres types
    d'armes de tir ou de lancer … ne permettent pas d'achever un déplacement de cette manière »."""
    state = battle([("lanceur", 30, 20, 0)], [("milicien", 30, 30, 180)], table="gue")
    with pytest.raises(PlayerError) as err:
        GAME.apply(state, 0, GAME.parse_command("act", {"fighter": "A1", "action": "shoot", "target": "B1",
                                                        "after": "s 2"}, state, 0), Rng("01" * 32))
    assert err.value.code == "mb-no-after-throw"
    archer = battle([("archer_meleien", 30, 20, 0)], [("pillard", 30, 30, 180)], table="gue")
    done = GAME.apply(archer, 0, GAME.parse_command("act", {"fighter": "A1", "action": "shoot", "target": "B1",
                                                            "after": "s 2"}, archer, 0), Rng("01" * 32))
    assert "mb-declared" in [e.code for e in done.events]


def test_doing_nothing_opens_no_window_for_a_knight_in_contact():
    """A reserved strike could interrupt « rien » only to strike as it may between activations: no deadline."""
    state = battle([("milicien", 30, 30, 0), ("milicien", 50, 30, 0)],
                   [("chevalier_rouge", 30, 32.6, 180), ("pillard", 50, 60, 180), ("pillard", 60, 60, 180)], table="gue")
    done = GAME.apply(state, 0, GAME.parse_command("act", {"fighter": "A1", "action": "none"}, state, 0),
                      Rng("01" * 32))
    assert done.state.phase == "main" and "mb-interrupt-window" not in [e.code for e in done.events]
    walk = GAME.apply(state, 0, GAME.parse_command("act", {"fighter": "A1", "action": "walk", "to": "s 2"}, state, 0),
                      Rng("01" * 32))
    assert walk.state.phase == "interrupt"


def _leaf(state, seat, *values):
    """The leaf of the path whose step values begin with ``values``."""
    for path in GAME.choice_paths(state, seat):
        if [s.value for s in path.steps][:len(values)] == list(values):
            return path.leaf
    raise AssertionError(values)


def test_by_pointing_a_spell_carries_the_power_it_needs_and_its_zone_and_inspiration():
    state = battle([("sorciere", 30, 30, 0)], [("pretresse_milo", 30, 40, 180)], table="gue")
    leaf = _leaf(state, 0, "A1", "spell", "effroi", "B1")
    fields = {f.name: f.default for f in leaf.form.fields}
    assert fields == {"power": "2", "inspiration": "0"}  # effroi 7 against willpower 8: 2 more
    args = {**leaf.args, **leaf.form.fill({})}
    done = GAME.apply(state, 0, GAME.parse_command(leaf.command, args, state, 0), Rng("01" * 32))
    assert "mb-declared" in [e.code for e in done.events]


def test_by_pointing_an_attack_takes_its_move_after_weapon_push_and_inspiration():
    twin = battle([("lame_thaniglia", 30, 30, 0)], [("milicien", 30, 40, 180)], table="gue")
    leaf = _leaf(twin, 0, "A1", "strike-more", "B1")  # two weapons: no move both before and after (MB57)
    assert [f.name for f in leaf.form.fields] == ["weapon", "inspiration"]
    args = {**leaf.args, **leaf.form.fill({"weapon": "seconde"})}
    done = GAME.apply(twin, 0, GAME.parse_command(leaf.command, args, twin, 0), Rng("01" * 32))
    assert "mb-declared" in [e.code for e in done.events]
    state = battle([("pillard", 30, 30, 0)], [("milicien", 30, 40, 180)], table="gue")
    leaf = _leaf(state, 0, "A1", "strike-more", "B1")
    assert [f.name for f in leaf.form.fields] == ["after", "inspiration"]
    args = {**leaf.args, **leaf.form.fill({"after": "s 2", "inspiration": "1"})}
    done = GAME.apply(state, 0, GAME.parse_command(leaf.command, args, state, 0), Rng("01" * 32))
    declared = next(e for e in done.events if e.code == "mb-declared")
    assert declared.params["after"] == "s 2" and done.state.destiny[0] == 0


def test_by_pointing_a_reaction_takes_its_direction_and_the_move_after():
    state = battle([("pillard", 30, 30, 0)], [("milicien", 30, 33, 180)], table="gue")
    state = GAME.apply(state, 0, GAME.parse_command("act", {"fighter": "A1", "action": "strike", "target": "B1"},
                                                    state, 0), Rng("01" * 32)).state
    assert state.phase == "reaction"
    more = [p for p in GAME.choice_paths(state, 1) if p.steps[0].label == "choice-mb-react-more"]
    dodge = next(p.leaf for p in more if p.leaf.args["reaction"] == "dodge")
    assert [f.name for f in dodge.form.fields] == ["direction", "to", "inspiration"]
    assert t("fr", "choice-mb-react-more", reaction="riposte") == "Riposter, en détail"


def test_the_deployment_form_spreads_the_army_facing_the_enemy():
    state = GAME.setup(GAME.options_model.model_validate({"table": "clairiere"}), SEATS, Rng("0d" * 32))
    for seat in (0, 1):
        mine = next(f for f in state.fighters if f.seat == seat)
        state = GAME.apply(state, seat, GAME.parse_command("designate", {"fighter": mine.id}, state, seat),
                           Rng(f"{seat:064x}")).state
    chooser = GAME.prompts(state)[0].seat
    state = GAME.apply(state, chooser, GAME.parse_command("choose", {"who": "me"}, state, chooser), Rng("0c" * 32)).state
    leaf = GAME.choice_paths(state, chooser)[0].leaf
    at, facing = (f.default for f in leaf.form.fields)
    x, y = (float(v) for v in at.split(","))
    # the south army looks north (0°), the north army south (180°): never off the table
    assert (chooser == 0 and y <= 15 and abs(float(facing)) <= 45) or (chooser == 1 and y >= 60 and
                                                                       135 <= float(facing) <= 225)


def test_default_hordes_use_the_whole_rulebook():
    """Default 50-point hordes: a knight (reserved actions, section 12), a caster (7D), and for the
    enchanted creatures a size-4 creature (MB19's largest size class)."""
    from rules.mortebrume.building import build
    from rules.mortebrume.content import content

    c = content()
    for horde in c.hordes:
        army = [c.profiles[p] for p in build(horde, 50)]
        assert any(p.rank == "chevalier" and p.reserved for p in army), horde
        assert any(p.spells for p in army), horde
    assert any(c.profiles[p].size == 4 for p in build("creatures", 50))
    assert [p.id for p in c.profiles.values() if p.size == 4] == ["troll_brume"]


def test_rolls_and_wounds_name_each_modifier():
    """A shot beyond six times the reach: the reach added and the range's −3 both shown, not their net 0;
    a special strike's die, the stun's doubling and the armour point lost are written."""
    from .helpers import Dice

    state = battle([("archer_meleien", 30, 10, 0)], [("milicien", 30, 31.5, 180)], table="gue")
    done = GAME.apply(state, 0, GAME.parse_command("act", {"fighter": "A1", "action": "shoot", "target": "B1"},
                                                   state, 0), Dice(5))
    done = GAME.apply(done.state, 1, GAME.parse_command("react", {"reaction": "absorb"}, done.state, 1), Dice(9))
    roll = next(e for e in done.events if e.code == "mb-roll" and e.params["what"] == "shoot")
    en = t("en", "ev-mb-roll", **roll.params)
    assert "+ 3 reach − 3 beyond 6 × reach" in en, en
    assert "+ 3 d'allonge − 3 au-delà de 6 × l'allonge" in t("fr", "ev-mb-roll", **roll.params)
    hit = {"who": "B1 Milicien", "wounds": 4, "damage": 5, "armour": 0, "extra": [3], "extra_sum": 3, "special": "yes",
           "trait": "etourdissant", "base": 2, "halved": "no", "absorbed": "yes", "doubled": "yes", "lost": "wound"}
    assert t("en", "ev-mb-hit", **hit) == ("B1 Milicien takes 4 wounds (5 damage including 3 from the special strike's "
                                           "die (3) − 0 armour (halved, it absorbs), doubled: stunning), special strike "
                                           "(etourdissant): one more wound, for want of armour")


def test_scores_mean_one_thing_per_game():
    """A scenario with objectives reports its objective points as the scores; without objectives the
    scores are the horde points still fighting, and the end says so."""
    from rules.mortebrume.scenarios import scenarios

    state = battle([("milicien", 30, 30, 0)], [("pillard", 30, 40, 180)], table="gue")
    state.options.scenario = next(k for k, v in scenarios().items() if v.objectives)
    state.scores = [3, 1]
    state.phase, state.result_winner, state.result_reason = "over", 0, "mb-scenario-goal"
    assert GAME.result(state).scores == {0: 3, 1: 1}
    plain = battle([("milicien", 30, 30, 0)], [("pillard", 30, 40, 180)], table="gue")
    plain.phase, plain.result_winner, plain.result_reason = "over", 0, "mb-last-standing"
    assert GAME.result(plain).scores == {0: 5, 1: 5}
    assert "horde points still fighting" in t("en", "end-mb-last-standing")
    assert "points de horde encore au combat" in t("fr", "end-mb-last-standing")
