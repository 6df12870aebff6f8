"""Exploration, turns, doors, escape, items on tiles (checklist B2, B5, B8, B14-B24, B45-B48, B69-B70)."""

import pytest

from rules.core import RuleError
from rules.ravenloft.board import E, S, W
from rules.ravenloft.commands import Attack, End, Explore, Move, Open, Pass, Unlock
from rules.ravenloft.dungeon import board, landing_square
from rules.ravenloft.state import Figure, Token
from tests.rules.ravenloft.engine_helpers import CAT, GAME, Dice, new


def act(state, action, *faces):
    t = GAME.apply(state, state.heroes[state.turn.hero].seat, action, Dice(*faces))
    return t.state, t.events


def codes(events):
    return [e.code for e in events]


def test_a_hero_not_on_an_unexplored_edge_skips_exploration():
    """B18 « sautez la phase suivante »: no tile, the villain phase, then the next hero."""
    s = new(2, ["kat", "arjhan"], adventure="2")
    tiles = len(s.tile_stack)
    s, ev = act(s, End())
    assert len(s.tile_stack) == tiles and "cr-tile-placed" not in codes(ev)
    assert s.turn.hero == 1 and s.turn.phase == "hero" and s.turn.number == 2  # B15: the next player


def test_a_hero_on_an_unexplored_edge_places_a_tile_triangle_toward_it_and_a_monster_on_its_bone_pile():
    """B19-B20: the tile points its triangle to the hero's tile; a monster card for the hero."""
    s = new(1, ["kat"], adventure="2")
    s.tile_stack.append("corridor")
    s.monsters.cards.append("wolf#2")
    s, _ = act(s, Move(to="H2"))  # the east edge of the start tile's east half
    s, ev = act(s, End())
    assert codes(ev)[:2] == ["cr-tile-placed", "cr-monster-appears"]
    t = s.tiles[-1]
    assert (t.tile, t.bx, t.by) == ("corridor", 2, 0)
    b = board(s, CAT)
    assert b.placement(t.uid).triangle() == W and b.joined((1, 0), E)
    assert s.heroes[0].cards == ["wolf#2"]
    appeared = next(e for e in ev if e.code == "cr-monster-appears")
    assert b.kind(b.parse(appeared.params["square"])) == "B"  # on the bone pile (B20), before it acts
    assert s.turn.placed == [] and s.turn.hero == 0  # a new turn began


def test_the_duplicate_monster_card_is_discarded_and_another_drawn():
    """B20 « Si vous possédez déjà un exemplaire de la même carte Monstre … piochez en une autre »."""
    s = new(1, ["kat"], adventure="2")
    s.heroes[0].cards = ["wolf#1"]
    s.tile_stack.append("room")
    s.monsters.cards += ["zombie#3", "wolf#2"]
    s, _ = act(s, Move(to="H2"))
    s, _ = act(s, End())
    # (the room is black: the villain phase's encounter may add a trap card after them)
    assert s.heroes[0].cards[:2] == ["wolf#1", "zombie#3"] and "wolf#2" in s.monsters.discard


def test_a_corner_square_offers_two_edges_and_the_player_chooses():
    s = new(1, ["kat"], adventure="2")
    s.tile_stack += ["hall", "room"]
    s, _ = act(s, Move(to="H4"))  # east and south edges of the east half
    s, _ = act(s, End())
    p = GAME.prompts(s)[0]
    assert p.kind == "cr-explore" and [o.args["side"] for o in p.options] == ["e", "s"]
    with pytest.raises(RuleError):
        act(s, Pass())  # standing on an edge, the hero must explore
    s, ev = act(s, Explore(side="s"))
    assert s.tiles[-1].tile == "room" and (s.tiles[-1].bx, s.tiles[-1].by) == (1, 1)


def test_the_scout_may_explore_an_edge_of_her_tile_without_standing_on_it():
    """Allisa's Scout (S2): an unexplored edge of her tile, from anywhere on it; or not at all."""
    s = new(1, ["allisa"], adventure="2")
    s.heroes[0].square = (5, 1)
    s.tile_stack.append("hall")
    s, _ = act(s, End())
    p = GAME.prompts(s)[0]
    assert [o.command for o in p.options] == ["explore", "explore", "pass"]
    s2, _ = act(s, Pass())
    assert s2.tiles[-1].tile == "start"
    s3, _ = act(s, Explore(side="e"))
    assert s3.tiles[-1].tile == "hall"


def test_the_scout_on_the_only_edge_of_her_tile_explores_it_without_being_asked():
    """B19 « Si votre héros est sur un bord inexploré … »: standing on it she must explore; her
    tile has no other unexplored edge, so there is nothing to choose."""
    s = new(1, ["allisa"], adventure="2")
    s.tile_stack += ["hall", "corridor"]
    s, _ = act(s, Move(to="H2"))
    s, _ = act(s, End())  # on the east edge of a half with two: she chooses
    assert [o.args["side"] for o in GAME.prompts(s)[0].options] == ["e", "s"]
    s, _ = act(s, Explore(side="e"))  # the corridor, whose only unexplored edge is its far one
    assert s.tiles[-1].tile == "corridor" and s.turn.phase == "hero"
    s, _ = act(s, Move(to="L2"))  # on that edge
    s, ev = act(s, End())
    assert codes(ev)[0] == "cr-tile-placed" and s.tiles[-1].tile == "hall"
    assert all(p.kind != "cr-explore" for p in GAME.prompts(s))


def test_a_new_monster_lands_on_the_free_square_nearest_the_bone_pile():
    """B24 « Si cette case est déjà occupée , placez n'importe où » (ruling A6, order T4)."""
    s = new(1, ["kat"], adventure="2")
    b = board(s, CAT)
    s.heroes[0].square = (0, 0)
    s.figures.append(Figure(uid=99, kind="zombie", square=(3, 1)))
    pile = b.bone_pile((0, 0))
    assert pile == (0, 0) or b.kind(pile) in ("B", ".")
    s.figures[0].square = pile
    got = landing_square(s, b, (0, 0))
    assert got != pile and max(abs(got[0] - pile[0]), abs(got[1] - pile[1])) == 1


def test_the_long_corridor_brings_one_more_tile_on_its_far_edge():
    """B14: « piochez une section de plus et placez la le long du bord inexploré du couloir »."""
    from rules.ravenloft.board import TileShape
    from rules.ravenloft.catalog import Catalog
    from rules.ravenloft.exploration import explore

    long = TileShape(id="long", rows=("#..#", "#..#", "#.B#", "#..#"), triangle=S, special="long_corridor")
    cat = Catalog(**{**CAT.__dict__, "tiles": {**CAT.tiles, "long": long}})
    s = new(1, ["kat"], adventure="2")
    s.tile_stack += ["room", "long"]
    s.monsters.cards.append("zombie#1")
    s.heroes[0].square = (7, 1)
    b = board(s, cat)
    explore(s, cat, 0, ((1, 0), E), Dice())
    assert [(t.tile, t.bx, t.by) for t in s.tiles[1:]] == [("long", 2, 0), ("room", 3, 0)]
    assert s.turn.black  # the extra tile's black triangle: an encounter (A14)
    assert len(s.figures) == 1 and b is not None


def test_a_monster_between_the_hero_and_the_square_blocks_but_heroes_do_not():
    """B28-B29."""
    s = new(2, ["kat", "arjhan"], adventure="2")
    s.heroes[0].square = (0, 1)
    s.heroes[1].square = (1, 1)
    s.figures += [Figure(uid=98, kind="zombie", square=(1, 0)), Figure(uid=99, kind="zombie", square=(1, 2))]
    s.heroes[0].speed = 2
    s2, _ = act(s, Move(to="C2"))  # through Arjhan
    assert s2.heroes[0].square == (2, 1)
    with pytest.raises(RuleError):
        act(s, Move(to="B2"))


def test_items_next_to_the_path_are_picked_up_at_no_action():
    """B45 « ramasser un objet ne prend pas d'action … en se déplaçant à travers »."""
    s = new(1, ["kat"], adventure="2")
    s.tokens.append(Token(uid=90, kind="item", id="icon", square=(5, 0)))
    s, ev = act(s, Move(to="H2"))
    assert s.heroes[0].carried == ["icon"] and "cr-picked-up" in codes(ev)
    assert s.turn.actions == ["move"]


def test_an_object_with_ac_and_hp_is_attacked_like_a_monster():
    """B46 « votre héros peut le prendre pour cible comme s'il s'agissait d'un Monstre »."""
    s = new(1, ["arjhan"], adventure="2")
    s.tokens.append(Token(uid=90, kind="object", id="artifact", square=(4, 1), ac=12, hp=2))
    s, _ = act(s, Attack(power="cleave", target="E2"), 11)
    assert s.tokens[-1].damage == 1
    s.turn.actions = []
    s, ev = act(s, Attack(power="cleave", target="E2"), 11)
    assert "cr-object-destroyed" in codes(ev) and s.flags["destroyed"] == ["artifact"]


def test_an_escaped_hero_plays_only_villain_phases():
    """B48: the escape square at the end of the hero phase; adventure won when all escaped."""
    s = new(2, ["kat", "arjhan"], adventure="9")
    s.tiles.append(s.tiles[0].model_copy(update={"uid": 50, "tile": "stairs", "bx": 0, "by": 1}))
    s.heroes[0].square = (2, 5)  # the X square of the stairs tile
    s, ev = act(s, End())
    assert s.heroes[0].escaped and s.heroes[0].square is None and "cr-escaped" in codes(ev)
    assert s.turn.hero == 1
    s.heroes[1].square = (2, 5)
    s, ev = act(s, End())
    assert s.over == "victory" and GAME.result(s).reason == "cr-victory-escape"


def test_doors_cover_door_symbols_and_open_unlocked_trapped_or_locked():
    """B69-B70: unlocked discarded; trapped 1 damage to adjacent heroes; locked 10+."""
    from rules.ravenloft.board import TileShape
    from rules.ravenloft.catalog import Catalog
    from rules.ravenloft.exploration import explore

    door = TileShape(id="doorway", rows=("....", ".B..", "....", "...."), triangle=W, doors=frozenset({(0, 0, E)}))
    cat = Catalog(**{**CAT.__dict__, "tiles": {**CAT.tiles, "doorway": door}})
    s = new(1, ["kat"], adventure="9")
    s.tile_stack.append("doorway")
    s.doors = ["locked", "trapped"]
    s.monsters.cards.append("zombie#1")
    s.heroes[0].square = (7, 1)
    explore(s, cat, 0, ((1, 0), E), Dice())
    d = next(t for t in s.tokens if t.kind == "door")
    assert d.face == "trapped" and d.edge == [2, 0, E]
    b = board(s, cat)
    assert not b.joined((2, 0), E)  # a closed door shuts the way
    from rules.ravenloft.hero_phase import open_door, unlock

    s.turn.phase, s.turn.hero = "hero", 0
    s.heroes[0].square = (d.square[0] - 1, d.square[1])
    ev = open_door(s, cat, 0, d.square)
    assert s.heroes[0].hp == 7 and not [t for t in s.tokens if t.kind == "door"] and "cr-hero-hurt" in codes(ev)
    s.tokens.append(Token(uid=91, kind="door", id="door", square=d.square, face="locked", edge=[2, 0, E]))
    open_door(s, cat, 0, (d.square))
    assert s.tokens[-1].revealed
    with pytest.raises(RuleError):
        open_door(s, cat, 0, d.square)
    unlock(s, cat, 0, d.square, Dice(9))
    assert s.tokens[-1].kind == "door"
    s.turn.actions = []
    unlock(s, cat, 0, d.square, Dice(10))
    assert not [t for t in s.tokens if t.kind == "door"]


def test_unlock_replaces_the_attack_and_open_is_free():
    s = new(1, ["kat"], adventure="9")
    s.tokens.append(Token(uid=91, kind="door", id="door", square=(4, 1), face="locked", edge=[1, 0, W]))
    s, _ = act(s, Open(door="E2"))
    assert s.turn.actions == []
    s, _ = act(s, Unlock(door="E2"), 3)
    assert s.turn.actions == ["attack"]


def test_starting_items_are_drawn_until_an_item():
    """B5 « Piochez et défaussez jusqu'à ce que chaque héros ait obtenu une carte Objet »."""
    s = new(3, ["kat", "arjhan", "allisa"], adventure="2", keep_items=True)
    for h in s.heroes:
        assert len(h.items) == 1 and CAT.treasures[h.items[0].split("#")[0]].kind == "item"
    assert all(CAT.treasures[c.split("#")[0]].kind != "item" for c in s.treasures.discard)


def test_a_spent_deck_is_reshuffled_from_its_discard_pile():
    """B2 « Remélangez ces piles durant la partie si besoin est »."""
    from rules.ravenloft.state import Deck
    from rules.ravenloft.treasure import draw

    d = Deck(cards=[], discard=["a#1", "b#1"])
    got = draw(d, Dice())
    assert got in ("a#1", "b#1") and len(d.cards) == 1 and d.discard == []


def test_the_first_player_is_chosen_or_rolled():
    """B8 « Choisissez qui sera le premier joueur ou déterminez le par le lancer de dé »."""
    assert new(3, ["kat", "arjhan", "allisa"], adventure="2", first=2).turn.hero == 2
    rolled = {new(3, ["kat", "arjhan", "allisa"], adventure="2", first=-1).turn.hero}
    assert rolled <= {0, 1, 2}


def test_aid_heals_a_hero_on_thorgrim_s_tile_only_if_he_did_not_attack():
    """B76: « NON car il a attaqué durant son tour »."""
    s = new(2, ["thorgrim", "kat"], adventure="2")
    s.heroes[1].square = (2, 1)
    s.heroes[1].hp = 5
    s2, _ = act(s, End())
    assert s2.heroes[1].hp == 6
    s.figures.append(Figure(uid=99, kind="zombie", square=(30, 30)))
    s.turn.attacked = True
    s3, _ = act(s, End())
    assert s3.heroes[1].hp == 5


def test_an_item_next_to_a_hero_who_does_not_move_is_picked_up_on_demand():
    """B45 « votre héros doit se trouver sur une case qui lui est adjacente pendant sa phase »."""
    from rules.ravenloft.commands import Pickup

    s = new(1, ["kat"], adventure="2")
    s.tokens.append(Token(uid=90, kind="item", id="icon", square=(4, 1)))
    assert Pickup() in GAME.legal_actions(s, 0)
    s, ev = act(s, Pickup())
    assert s.heroes[0].carried == ["icon"] and s.turn.actions == []
    with pytest.raises(RuleError) as err:
        act(s, Pickup())
    assert err.value.code == "cr-nothing-to-pick-up"
