"""Markers heroes put with a power or an item act as their cards say (rules/ravenloft/markers.py),
on the dungeon of ``test_encounter_cards`` (Kat active on (2,0), the Zombie on (2,2), both on
the Start tile's half (0,0); passage 12 north of it)."""

from __future__ import annotations

from rules.ravenloft.board import block_of
from rules.ravenloft.markers import CLOUD, CONSECRATED, CROWD, GLYPH, put, tokens
from rules.ravenloft.tactics.interpreter import activate
from rules.ravenloft.viewing_state import build_view
from rules.ravenloft.villain_phase import run_villain_phase

from .test_encounter_cards import PASSAGE_12, Dice, add, hero_phase, pile, setup


def villain_phase(s, game, *dice):
    s.turn.phase, s.turn.placed, s.turn.black, s.turn.villain_step = "villain", [1], False, 0
    return run_villain_phase(s, Dice(*dice), game.cat)


def test_the_glyph_of_warding_item_strikes_the_first_monster_to_arrive_then_is_gone() -> None:
    from rules.ravenloft import GAME
    from rules.ravenloft.commands import Use

    game, s, t = setup()
    hero_phase(s)
    s.heroes[0].items = ["glyph_of_warding#1"]
    done = GAME.apply(s, 0, Use(item="glyph_of_warding#1"), Dice())
    s = done.state
    [glyph] = tokens(s, GLYPH)
    assert block_of(glyph.square) == (0, 0) and "cr-marker-put" in [e.code for e in done.events]
    zombie = s.figures[0]  # already on the tile: « il faut attendre l'arrivée d'un nouveau monstre »
    wolf = add(s, "wolf", pile(t, PASSAGE_12), card="wolf#1")
    s.heroes[1].cards.append("wolf#1")
    from rules.ravenloft.tactics.table import StateTable

    t = StateTable(s, game.cat, Dice())
    events = t.move_figure(str(wolf.uid), (1, 1))  # the wolf steps onto the glyph's tile
    assert [e.code for e in events][:2] == ["cr-marker-hurts", "cr-monster-defeated"]
    assert wolf not in s.figures and "wolf#1" in s.xp_pile and tokens(s, GLYPH) == []
    assert zombie in s.figures and zombie.damage == 0


def test_a_monster_the_glyph_defeats_on_its_way_does_not_attack() -> None:
    """The Wolf comes next to Kat (« se place adjacent … et bondit »), onto the glyph's tile: the
    glyph defeats it there, so its pounce never comes."""
    from rules.core import Rng

    game, s, t = setup()
    put(s, game.cat, 0, GLYPH, (0, 0), Rng("aa" * 32))
    s.heroes[0].square = (0, 3)  # Kat at the far side of the Start tile's half, the others on its other half
    s.heroes[1].square, s.heroes[2].square = (6, 3), (7, 3)
    wolf = add(s, "wolf", pile(t, PASSAGE_12), card="wolf#1")
    s.heroes[1].cards.append("wolf#1")
    hp = [h.hp for h in s.heroes]
    events, act = activate(t, t.monster_actor(str(wolf.uid)), Dice(20))
    codes = [e.code for e in events]
    assert "cr-marker-hurts" in codes and "cr-monster-defeated" in codes
    assert wolf not in s.figures and [h.hp for h in s.heroes] == hp and "slowed" not in s.heroes[0].conditions
    assert [line.code for line in act.lines][-1] == "cr-why-gone"


def test_consecrated_ground_hurts_a_monster_starting_its_activation_there() -> None:
    from rules.core import Rng

    game, s, t = setup()
    put(s, game.cat, 2, CONSECRATED, (0, 0), Rng("aa" * 32))
    events = villain_phase(s, game)
    assert s.figures == [] and "zombie#1" in s.xp_pile  # the Zombie (1 HP) never acts
    assert [e.code for e in events if e.code.startswith("cr-marker")] == ["cr-marker-hurts"]
    assert len(tokens(s, CONSECRATED)) == 1  # the ground stays


def test_the_consecrated_ground_power_replaces_the_attack_and_removes_other_markers() -> None:
    from rules.core import Rng
    from rules.ravenloft import GAME
    from rules.ravenloft.commands import Use
    from rules.ravenloft.state import PowerCard

    game, s, t = setup()
    hero_phase(s)
    s.heroes[0].powers.append(PowerCard(id="consecrated_ground"))
    put(s, game.cat, 0, CROWD, PASSAGE_12, Rng("aa" * 32))
    legal = [a.target for a in GAME.legal_actions(s, 0) if getattr(a, "power", "") == "consecrated_ground"]
    assert t.engine_board.name(pile(t, PASSAGE_12)) in legal and len(legal) == 3  # within 1 tile
    done = GAME.apply(s, 0, Use(power="consecrated_ground", target=t.engine_board.name(pile(t, PASSAGE_12))), Dice())
    assert [tok.id for tok in tokens(done.state)] == [CONSECRATED]
    assert done.state.turn.actions == ["attack"]


def test_freezing_cloud_hurts_monsters_at_the_end_of_its_owners_hero_phases_for_three_turns() -> None:
    from rules.core import Rng
    from rules.ravenloft.turns import end_hero_phase

    game, s, t = setup()
    gargoyle = add(s, "gargoyle", pile(t, PASSAGE_12))
    gargoyle.damage = -1  # 3 HP here, to see the three clouds
    put(s, game.cat, 0, CLOUD, PASSAGE_12, Rng("aa" * 32))
    faces = []
    for _ in range(3):
        hero_phase(s)
        s.turn.hero = 0
        end_hero_phase(s, game.cat, Rng("bb" * 32))
        faces.append([tok.face for tok in tokens(s, CLOUD)])
    assert faces == [["2"], ["1"], []] and gargoyle not in s.figures
    hero_phase(s)
    s.turn.hero = 1  # another hero's phase: no cloud
    put(s, game.cat, 0, CLOUD, PASSAGE_12, Rng("aa" * 32))
    end_hero_phase(s, game.cat, Rng("bb" * 32))
    assert [tok.face for tok in tokens(s, CLOUD)] == ["3"]


def test_illusionary_crowd_scatters_the_monsters_and_draws_their_attacks() -> None:
    from rules.core import Rng

    game, s, t = setup()
    wolf = add(s, "wolf", pile(t, PASSAGE_12))
    events = put(s, game.cat, 1, CROWD, PASSAGE_12, Rng("aa" * 32))
    assert block_of(wolf.square) != PASSAGE_12 and "cr-monster-placed" in [e.code for e in events]
    # the Zombie next to the crowd's square, not to a hero: it attacks the illusion
    crowd = tokens(s, CROWD)[0].square
    s.heroes[0].square, s.heroes[1].square = (6, 3), (7, 3)
    zombie = s.figures[0]
    zombie.square = (crowd[0], crowd[1] + 1)
    events, act = activate(t, t.monster_actor(str(zombie.uid)), Dice(10))
    assert "cr-illusion-struck" in [e.code for e in events] and [h.hp for h in s.heroes] == [8, 8, 10]


def test_markers_are_on_the_picture_with_their_clouds() -> None:
    from rules.core import Rng

    game, s, t = setup()
    put(s, game.cat, 0, CLOUD, PASSAGE_12, Rng("aa" * 32))
    view = build_view(s, 0)
    [cloud] = [m for m in view.markers if m.kind == "cloud"]
    assert cloud.count == 3 and cloud.pos == pile(t, PASSAGE_12)


def test_consecrated_ground_has_its_own_colour_on_the_picture() -> None:
    from render.ravenloft import style
    from rules.core import Rng

    game, s, t = setup()
    put(s, game.cat, 2, CONSECRATED, (0, 0), Rng("aa" * 32))
    [ground] = [m for m in build_view(s, 0).markers if m.pos == pile(t, (0, 0))]
    assert ground.kind == "consecrated" and style.MARKER["consecrated"] != style.MARKER_OTHER
