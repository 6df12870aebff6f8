"""The encounter cards whose effects needed new steps, each on a real dungeon with fixed dice:
the state before, the card, the state after (S2's card texts, research §3.6).

The dungeon (adventure 2, three heroes): the Start tile's halves (0,0) and (1,0); north of
(0,0) passage 12 (0,-1), passage 1 (0,-2), passage 2 (0,-3) with the crypt corner (1,-3) east
and the workshop (-1,-3) west; south of (1,0) passage 13 (1,1). Kat (active) on (2,0) and
Allisa on (3,0), both on (0,0); Arjhan on (4,0), on (1,0); a Zombie (Kat's card) on (2,2).
"""

from __future__ import annotations

from rules.core import Rng, SeatInfo
from rules.ravenloft.board import block_of
from rules.ravenloft.encounters import resolve
from rules.ravenloft.state import Figure
from rules.ravenloft.tactics.table import StateTable

from .test_villain_content import game_state, readable


class Dice(Rng):
    """Seeded randomness whose d20s and table dice are scripted first."""

    def __init__(self, *faces: int) -> None:
        super().__init__("ab" * 32)
        self.faces = list(faces)

    def die(self, sides: int) -> int:
        return self.faces.pop(0) if self.faces else super().die(sides)

    def randint(self, lo: int, hi: int) -> int:
        if self.faces:
            v = self.faces.pop(0)
            assert lo <= v <= hi, (v, lo, hi)
            return v
        return super().randint(lo, hi)


def setup():
    game, s = game_state()
    return game, s, StateTable(s, game.cat)


def play(t: StateTable, card: str, *dice: int):
    res = resolve(t, t.encounter_card(f"{card}#1"), Dice(*dice))
    readable(res.events)
    return res


def add(s, kind: str, square, card: str | None = None) -> Figure:
    f = Figure(uid=s.uid(), kind=kind, square=square, card=card)
    s.figures.append(f)
    return f


def block(t: StateTable, fig: Figure):
    return block_of(fig.square)


def pile(t: StateTable, blk):
    return t.board.bone_pile(blk)


WORKSHOP, PASSAGE_2, CRYPT_CORNER, PASSAGE_12 = (-1, -3), (0, -3), (1, -3), (0, -1)


# --------------------------------------------------------------------------- monsters move


def test_bubbling_cauldron_places_each_monster_one_tile_closer_to_the_active_hero() -> None:
    game, s, t = setup()
    wolf = add(s, "wolf", pile(t, WORKSHOP))
    zombie = s.figures[0]
    play(t, "bubbling_cauldron")
    assert wolf.square == pile(t, PASSAGE_2)  # workshop -> passage 2, on its bone pile
    assert zombie.square == (2, 2)  # already on Kat's tile: it stays


def test_patrina_velikovna_moves_only_the_monsters_off_the_heroes_tiles() -> None:
    game, s, t = setup()
    wolf = add(s, "wolf", pile(t, WORKSHOP))
    res = play(t, "patrina_velikovna", 1, 1, 1)  # three misses
    assert [e.params["result"] for e in res.events if e.code == "cr-monster-attack"] == ["miss"] * 3
    assert wolf.square == pile(t, PASSAGE_2) and s.figures[0].square == (2, 2)
    assert any(e.code == "cr-figure-placed" for e in res.events)


def test_illusionary_trick_swaps_the_active_hero_with_the_farthest_monster() -> None:
    game, s, t = setup()
    far = pile(t, WORKSHOP)
    wolf = add(s, "wolf", far)
    play(t, "illusionary_trick")
    assert s.heroes[0].square == far and wolf.square == (2, 0)
    assert s.figures[0].square == (2, 2)


def test_howl_of_the_wolf_activates_one_monster_on_a_heros_tile() -> None:
    game, s, t = setup()
    wolf = add(s, "wolf", pile(t, WORKSHOP))
    play(t, "howl_of_the_wolf", 20)
    nested = t.take_nested()
    assert [a.actor for a in nested] == [["cr-monster-zombie"]]  # the zombie on Kat's tile, not the far wolf
    assert wolf.square == pile(t, WORKSHOP)


def test_voice_of_the_master_each_hero_activates_one_monster_the_first_without_places_one() -> None:
    game, s, t = setup()
    s.monsters.cards.append("wolf#3")
    play(t, "voice_of_the_master", 1)
    # Allisa (on Kat's left) holds no monster: she draws the Wolf and places it on her tile;
    # Arjhan holds none either, but only the first places one; Kat's Zombie activates last
    assert s.heroes[1].cards == ["wolf#3"] and s.heroes[2].cards == []
    new = next(f for f in s.figures if f.kind == "wolf")
    assert block_of(new.square) == (0, 0)
    assert [a.actor for a in t.take_nested()] == [["cr-monster-zombie"]]


# --------------------------------------------------------------------------- heroes placed


def test_teleport_glyph_sends_the_hero_and_the_monsters_of_their_tile_to_the_farthest_tile() -> None:
    game, s, t = setup()
    wolf = add(s, "wolf", pile(t, PASSAGE_12))
    play(t, "teleport_glyph")
    kat = s.heroes[0]
    # the crypt corner and the workshop are both 4 tiles away; the workshop's bone pile is 14
    # squares from Kat, the crypt corner's 13: the workshop
    assert block_of(kat.square) == WORKSHOP and kat.square == pile(t, WORKSHOP)
    assert block_of(s.figures[0].square) == WORKSHOP  # the Zombie was on Kat's tile
    assert wolf.square == pile(t, PASSAGE_12)  # not on her tile: stays


def test_strahds_minions_take_the_two_closest_monsters_along() -> None:
    game, s, t = setup()
    near = add(s, "wolf", pile(t, PASSAGE_12))
    far = add(s, "gargoyle", pile(t, CRYPT_CORNER))
    play(t, "strahds_minions")
    assert block_of(s.heroes[0].square) == WORKSHOP
    assert block_of(s.figures[0].square) == WORKSHOP and block_of(near.square) == WORKSHOP
    assert far.square == pile(t, CRYPT_CORNER)
    assert len(s.figures) == 3  # two monsters in play: no new one


def test_strahds_minions_with_one_monster_places_a_new_one_next_to_the_hero() -> None:
    game, s, t = setup()
    s.monsters.cards.append("wolf#3")
    play(t, "strahds_minions")
    kat = s.heroes[0].square
    new = next(f for f in s.figures if f.kind == "wolf")
    assert new.square in t.board.steps_from(kat) and s.heroes[0].cards == ["zombie#1", "wolf#3"]


def test_strahds_trick_goes_to_the_nearby_tile_with_the_most_monsters() -> None:
    game, s, t = setup()
    add(s, "wolf", pile(t, PASSAGE_12))
    add(s, "spider", (1, -2))
    play(t, "strahds_trick")
    assert block_of(s.heroes[0].square) == PASSAGE_12 and s.heroes[0].hp == 8


def test_strahds_trick_without_monsters_nearby_hurts_instead() -> None:
    game, s, t = setup()
    s.figures = []
    play(t, "strahds_trick")
    assert s.heroes[0].square == (2, 0) and s.heroes[0].hp == 7


def test_overwhelming_terror_brings_each_hero_two_tiles_closer_to_the_start_and_slows_them() -> None:
    game, s, t = setup()
    s.heroes[0].square = pile(t, PASSAGE_2)  # 3 tiles from the Start tile
    s.heroes[1].square = (1, -5)  # passage 12, 1 tile from it
    add(s, "wolf", (5, 1))  # on (1,0), Arjhan's tile
    play(t, "overwhelming_terror")
    assert block_of(s.heroes[0].square) == PASSAGE_12  # 2 tiles closer
    assert block_of(s.heroes[1].square) == (0, 0)  # 1 tile was enough
    assert s.heroes[2].square == (4, 0)  # on the Start tile already
    assert s.heroes[0].conditions == [] and s.heroes[1].conditions == ["slowed"]  # with the Zombie
    assert s.heroes[2].conditions == ["slowed"]  # with the Wolf


def test_overwhelming_terror_without_the_start_tile_is_redrawn() -> None:
    from rules.ravenloft import GAME

    s = GAME.setup(GAME.parse_options({"adventure": "1", "heroes": ["kat"], "first": 0}),
                   [SeatInfo(index=0, name="p0")], Rng("c3" * 32))
    s.turn.phase = "villain"
    s.encounters.cards.append("passage_of_time#1")
    t = StateTable(s, GAME.cat)
    hp = s.heroes[0].hp
    res = play(t, "overwhelming_terror")
    assert "overwhelming_terror#1" in s.encounters.discard and "passage_of_time#1" in s.encounters.discard
    assert s.heroes[0].hp == hp - 1 and s.heroes[0].conditions == []
    assert [e.code for e in res.events].count("cr-encounter-drawn") == 1


def test_spirit_of_doom_heroes_walk_to_the_monsters_then_the_lonely_ones_are_hurt() -> None:
    game, s, t = setup()
    s.heroes[2].square = pile(t, CRYPT_CORNER)  # too far to reach a monster
    play(t, "spirit_of_doom_event")
    assert [h.hp for h in s.heroes] == [8, 8, 9]
    game, s, t = setup()  # Arjhan next door: he walks onto the Zombie's tile and is spared
    play(t, "spirit_of_doom_event")
    assert block_of(s.heroes[2].square) == (0, 0) and [h.hp for h in s.heroes] == [8, 8, 10]


# --------------------------------------------------------------------------- tiles from the bottom


def test_cowardly_flight_places_a_bottom_tile_the_closest_monster_and_a_new_one() -> None:
    game, s, t = setup()
    tiles, placed = len(s.tiles), list(s.turn.placed)
    play(t, "cowardly_flight")
    assert len(s.tiles) == tiles + 1 and s.tiles[-1].tile == "passage_16"
    new_tile = t.engine_board.placement(s.tiles[-1].uid).blocks()[0]
    assert new_tile == (0, 1)  # the unexplored edge under Kat's half of the Start tile
    assert block_of(s.figures[0].square) == new_tile  # the Zombie, the monster closest to Kat
    kobold = s.figures[-1]
    assert kobold.kind == "kobold_skirmisher" and block_of(kobold.square) == new_tile
    assert s.turn.placed == placed  # no encounter for that tile


def test_cowardly_flight_with_no_monster_in_play_is_discarded() -> None:
    game, s, t = setup()
    s.figures = []
    tiles = len(s.tiles)
    play(t, "cowardly_flight")
    assert len(s.tiles) == tiles and "cowardly_flight#1" in s.encounters.discard


def test_neglected_passage_places_a_tile_by_the_start_tile_with_a_monster() -> None:
    game, s, t = setup()
    s.heroes[0].square = pile(t, CRYPT_CORNER)
    play(t, "neglected_passage")
    new_tile = t.engine_board.placement(s.tiles[-1].uid).blocks()[0]
    assert s.tiles[-1].tile == "passage_16" and new_tile == (0, 1)  # next to the Start tile, not Kat
    assert block_of(s.figures[-1].square) == new_tile and s.heroes[0].cards[-1] == "kobold_skirmisher#2"


def test_secret_door_and_prowling_ghost_use_the_bottom_tile() -> None:
    game, s, t = setup()
    play(t, "secret_door")
    assert s.tiles[-1].tile == "passage_16" and s.figures[-1].kind == "kobold_skirmisher"
    game, s, t = setup()
    play(t, "prowling_ghost", 20)
    new_tile = t.engine_board.placement(s.tiles[-1].uid).blocks()[0]
    assert s.heroes[0].hp == 7 and block_of(s.heroes[0].square) == new_tile
    assert block_of(s.figures[-1].square) == new_tile


def test_reinforcements_the_hero_with_fewest_monsters_places_one_by_an_unexplored_edge() -> None:
    game, s, t = setup()
    s.heroes[0].square = pile(t, PASSAGE_12)  # Kat away; Allisa holds no monster card
    play(t, "reinforcements")
    # Allisa and Arjhan hold none; Allisa is closer to Kat (T1); her tile has an unexplored edge
    assert s.heroes[1].cards == ["kobold_skirmisher#2"] and block_of(s.figures[-1].square) == (0, 0)


def test_summoning_circle_and_alarm_place_their_monsters() -> None:
    game, s, t = setup()
    play(t, "summoning_circle")
    assert s.figures[-1].square == (1, -1)  # next to Kat (2,0): the first free square by row
    game, s, t = setup()
    s.heroes[0].square = pile(t, PASSAGE_12)  # no unexplored edge on passage 12
    from rules.ravenloft.tactics.world import HeldCard

    t.hold_card(HeldCard(instance="alarm#1", card="alarm#1", kind="trap", owner="0", tile=PASSAGE_12))
    from rules.ravenloft.encounters import trap_actor
    from rules.ravenloft.tactics.interpreter import activate

    activate(t, trap_actor(t, t.held_cards("0")[-1]), Dice())
    # passage 12 has no unexplored edge; the Start tile's half below it does (1 tile)
    assert s.figures[-1].kind == "kobold_skirmisher" and block_of(s.figures[-1].square) == (0, 0)


# --------------------------------------------------------------------------- powers and treasures


def test_ghost_of_prince_aurel_turns_an_unused_power_down_else_hurts() -> None:
    game, s, t = setup()
    play(t, "ghost_of_prince_aurel")
    kat = s.heroes[0]
    assert [(p.id, p.used) for p in kat.powers if p.used] == [("sneak_attack", True)] and kat.hp == 8
    for p in kat.powers:
        p.used = game.cat.powers[p.id].kind != "at_will"
    play(t, "ghost_of_prince_aurel")
    assert kat.hp == 7


def test_corner_of_your_eye_a_kindly_spirit_turns_a_used_power_up() -> None:
    game, s, t = setup()
    kat = s.heroes[0]
    next(p for p in kat.powers if p.id == "dagger_barrage").used = True
    play(t, "corner_of_your_eye", 16)
    assert not any(p.used for p in kat.powers) and block_of(kat.square) != (0, 0)
    game, s, t = setup()
    play(t, "corner_of_your_eye", 15)
    assert s.figures[-1].kind == "kobold_skirmisher" and block_of(s.figures[-1].square) == block_of(
        s.heroes[0].square)


def test_howling_ghost_a_daily_turned_down_saves_a_hero_from_falling() -> None:
    game, s, t = setup()
    kat, allisa = s.heroes[0], s.heroes[1]
    kat.hp, allisa.hp = 2, 8
    res = play(t, "howling_ghost", 20, 20)
    assert kat.hp == 2 and [p.id for p in kat.powers if p.used] == ["dagger_barrage"]
    codes = [e.code for e in res.events]
    assert codes[:2] == ["cr-monster-attack", "cr-damage-avoided"]  # the hit, then the daily spent
    assert res.events[1].params["damage"] == 2
    assert allisa.hp == 6 and not any(p.used for p in allisa.powers)  # she stays up: no daily spent


def test_prowling_spirits_discards_a_treasure_and_spirit_of_doom_hurts_for_it() -> None:
    game, s, t = setup()
    kat = s.heroes[0]
    kat.items, kat.spent_items = ["potion_of_rejuvenation#1", "ring_of_accuracy#2"], ["potion_of_healing#1"]
    play(t, "prowling_spirits")
    assert kat.spent_items == [] and s.treasures.discard[-1] == "potion_of_healing#1"  # the spent one first
    s.environment = "spirit_of_doom#1"
    play(t, "prowling_spirits")
    assert kat.items == ["potion_of_rejuvenation#1"] and kat.hp == 7


def test_gray_ooze_and_green_slime_discard_a_treasure_at_random_on_a_hit() -> None:
    game, s, t = setup()
    kat = s.heroes[0]
    kat.items = ["potion_of_rejuvenation#1", "ring_of_accuracy#2"]
    play(t, "gray_ooze", 20, 2)  # hit, then the die picks the second card
    assert kat.items == ["potion_of_rejuvenation#1"] and kat.hp == 6
    play(t, "gray_ooze", 1)  # a miss: nothing lost
    assert kat.items == ["potion_of_rejuvenation#1"]
    play(t, "green_slime", 1, 20)  # Kat missed, Allisa hit: only the active hero's hit counts
    assert kat.items == ["potion_of_rejuvenation#1"] and s.heroes[1].items == ["thieves_tools#1"]
    play(t, "green_slime", 20, 1, 1)
    assert kat.items == []


def test_circle_of_death_heals_the_undead_on_the_tile() -> None:
    game, s, t = setup()
    wraith = add(s, "wraith", (1, 1))
    wraith.damage = 1
    wolf = add(s, "wolf", (0, 1))
    far = add(s, "wraith", pile(t, WORKSHOP))
    far.damage = 1
    play(t, "circle_of_death", 1, 1)
    assert wraith.damage == 0 and far.damage == 1 and wolf.damage == 0


def test_sliding_walls_push_north_or_hurt_against_a_wall() -> None:
    from rules.ravenloft.encounters import trap_actor
    from rules.ravenloft.tactics.interpreter import activate
    from rules.ravenloft.tactics.world import HeldCard

    game, s, t = setup()
    t.hold_card(HeldCard(instance="sliding_walls#1", card="sliding_walls#1", kind="trap", owner="0", tile=(0, 0)))
    activate(t, trap_actor(t, t.held_cards("0")[-1]), Dice(3, 18))  # Kat: north; Allisa: west
    assert block_of(s.heroes[0].square) == PASSAGE_12 and s.heroes[0].hp == 8
    assert s.heroes[1].square == (3, 0) and s.heroes[1].hp == 7  # no tile to the west


# --------------------------------------------------------------------------- environments


def hero_phase(s):
    s.turn.phase = "hero"
    s.turn.actions = []
    s.pending = []
    return s


def test_bat_swarm_an_attack_off_the_heros_tile_keeps_the_lower_of_two_dice() -> None:
    from rules.ravenloft import GAME
    from rules.ravenloft.commands import Attack

    for env, face in ((None, 18), ("bat_swarm#1", 3)):
        game, s, t = setup()
        hero_phase(s)
        s.environment = env
        for p in s.heroes[1].powers:  # no Crucial Aid offered after the miss: the roll is the point
            p.used = p.used or p.id == "crucial_aid"
        target = add(s, "wolf", (2, -2))  # on passage 12, next to Kat's tile
        done = GAME.apply(s, 0, Attack(power="snipe_shot", target=t.engine_board.name(target.square)),
                          Dice(18, 3))
        assert [e.params["face"] for e in done.events if e.code == "cr-attack"] == [face]


def test_bat_swarm_leaves_an_attack_on_the_heros_own_tile_alone() -> None:
    from rules.ravenloft import GAME
    from rules.ravenloft.commands import Attack

    game, s, t = setup()
    hero_phase(s)
    s.environment = "bat_swarm#1"
    done = GAME.apply(s, 0, Attack(power="snipe_shot", target=t.engine_board.name((2, 2))), Dice(18, 3))
    assert [e.params["face"] for e in done.events if e.code == "cr-attack"] == [18]


def test_blood_fog_adds_one_damage_on_a_natural_17_for_monsters_and_heroes() -> None:
    from rules.ravenloft import GAME
    from rules.ravenloft.commands import Attack
    from rules.ravenloft.tactics.interpreter import activate

    damages = []
    for face in (16, 17):
        game, s, t = setup()
        s.environment = "blood_fog#1"
        s.figures[0].square = (2, 1)  # next to Kat
        events, _ = activate(t, t.monster_actor(str(s.figures[0].uid)), Dice(face))
        damages += [e.params["damage"] for e in events if e.code == "cr-monster-attack"]
    assert damages[1] == damages[0] + 1
    hits = []
    for face in (16, 17):
        game, s, t = setup()
        hero_phase(s)
        s.environment = "blood_fog#1"
        gargoyle = add(s, "gargoyle", (2, 1))  # 2 HP: the extra damage shows
        done = GAME.apply(s, 0, Attack(power="snipe_shot", target=t.engine_board.name(gargoyle.square)), Dice(face))
        hits += [e.params["damage"] for e in done.events if e.code == "cr-attack"]
    assert hits == [1, 2]


def test_cackling_skull_hurts_a_hero_who_uses_a_utility_power() -> None:
    from rules.ravenloft import GAME
    from rules.ravenloft.commands import Use

    for env, hp in ((None, 8), ("cackling_skull#1", 7)):
        game, s, t = setup()
        hero_phase(s)
        s.environment = env
        done = GAME.apply(s, 0, Use(power="sneak_attack"), Dice())
        assert done.state.heroes[0].hp == hp


def test_music_of_the_damned_keeps_the_monster_worth_more_xp() -> None:
    from rules.ravenloft.exploration import draw_monster

    game, s, t = setup()
    s.monsters.cards += ["gargoyle#3", "kobold_skirmisher#3"]  # the kobold (1 XP) on top
    s.environment = "music_of_the_damned#1"
    assert draw_monster(s, game.cat, 1, Dice()) == "gargoyle#3"
    assert s.monsters.discard[-1] == "kobold_skirmisher#3"
    s.environment = None
    assert draw_monster(s, game.cat, 1, Dice()) == "kobold_skirmisher#2"  # the next card, drawn alone


def test_mists_of_terror_roll_for_each_hero_and_the_log_says_whose_roll_it_is() -> None:
    """« lancez le dé pour chaque héros ; sur 1-5, il subit 1 dégât et est Immobilisé »."""
    from rules.core.i18n import t as text
    from rules.ravenloft.names import label_events

    game, s, t = setup()
    res = play(t, "mists_of_terror", 3, 12, 9)
    rolls = [e for e in res.events if e.code == "cr-hero-roll"]
    assert [(e.params["hero"], e.params["roll"]) for e in rolls] == [
        (["cr-hero-kat"], 3), (["cr-hero-allisa"], 12), (["cr-hero-arjhan"], 9)]
    assert not [e for e in res.events if e.code == "cr-table-roll"]
    assert [h.conditions for h in s.heroes] == [["immobilized"], [], []]
    lines = [text("fr", f"ev-{e.code}", e.params) for e in label_events(s, game.cat, rolls, players=False)]
    assert lines == ["Jet de dé de Kat (d20) : 3", "Jet de dé d'Allisa (d20) : 12", "Jet de dé d'Arjhan (d20) : 9"]
