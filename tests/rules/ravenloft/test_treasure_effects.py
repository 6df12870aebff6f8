"""Treasure cards whose effect is more than a number, on the dungeon of ``test_encounter_cards``
(Kat active on (2,0) with Allisa, the Zombie on (2,2); passage 12 north)."""

from __future__ import annotations

from rules.core import Rng
from rules.ravenloft.board import block_of
from rules.ravenloft.treasure import play_now, use_item
from rules.ravenloft.villain_phase import run_villain_phase

from .test_encounter_cards import PASSAGE_12, Dice, add, hero_phase, pile, setup

RNG = Rng("aa" * 32)


def villain_phase(s, game, due: bool = False):
    s.turn.phase, s.turn.villain_step = "villain", 0
    s.turn.placed, s.turn.black = ([] if due else [1]), False
    return run_villain_phase(s, Dice(), game.cat)


def test_clear_the_air_discards_the_environment() -> None:
    game, s, t = setup()
    s.environment = "bat_swarm#1"
    play_now(s, game.cat, 0, "clear_the_air#1", RNG)
    assert s.environment is None and s.encounters.discard[-1] == "bat_swarm#1"
    assert s.treasures.discard[-1] == "clear_the_air#1"


def test_daze_lies_on_a_monster_card_which_skips_its_next_activation() -> None:
    game, s, t = setup()
    s.figures[0].square = (2, 1)  # next to Kat: it would attack
    play_now(s, game.cat, 0, "daze#1", RNG)
    assert "daze#1" not in s.treasures.discard
    events = villain_phase(s, game)
    assert "cr-card-skipped" in [e.code for e in events] and "cr-monster-attack" not in [e.code for e in events]
    assert s.treasures.discard[-1] == "daze#1" and s.heroes[0].hp == 8
    events = villain_phase(s, game)  # the next time it acts again
    assert "cr-monster-attack" in [e.code for e in events]


def test_moments_respite_stops_the_next_encounter_card() -> None:
    game, s, t = setup()
    deck = list(s.encounters.cards)
    play_now(s, game.cat, 0, "moments_respite#1", RNG)
    events = villain_phase(s, game, due=True)
    assert "cr-respite-used" in [e.code for e in events] and s.encounters.cards == deck
    assert s.treasures.discard[-1] == "moments_respite#1"


def test_eagle_eyes_places_the_top_tile_with_its_monster_and_no_encounter() -> None:
    game, s, t = setup()
    tiles, top, placed = len(s.tiles), s.tile_stack[-1], list(s.turn.placed)
    play_now(s, game.cat, 0, "eagle_eyes#1", RNG)
    assert len(s.tiles) == tiles + 1 and s.tiles[-1].tile == top and s.turn.placed == placed
    assert s.figures[-1].kind == "kobold_skirmisher"


def test_lucky_find_keeps_the_first_item_of_three() -> None:
    game, s, t = setup()
    s.treasures.cards += ["potion_of_healing#1", "short_rest#1", "clear_the_air#1"]  # drawn from the end
    s.heroes = s.heroes[:1]  # alone: the item is kept at once
    play_now(s, game.cat, 0, "lucky_find#1", RNG)
    assert s.heroes[0].items[-1] == "potion_of_healing#1"
    assert {"short_rest#1", "clear_the_air#1"} <= set(s.treasures.discard)


def test_shake_it_off_ends_the_first_condition_in_turn_order() -> None:
    game, s, t = setup()
    s.heroes[1].conditions = ["slowed", "immobilized"]
    play_now(s, game.cat, 0, "shake_it_off#1", RNG)
    assert s.heroes[1].conditions == ["immobilized"]


def test_intimidating_bellow_sends_the_nearest_monster_two_tiles_away() -> None:
    game, s, t = setup()
    zombie = s.figures[0]
    play_now(s, game.cat, 0, "intimidating_bellow#1", RNG)
    b = t.engine_board
    assert b.tile_distances((0, 0))[block_of(zombie.square)] == 2
    assert block_of(zombie.square) == (0, -2)  # the tile 2 away farthest from Kat


def test_holy_water_hurts_the_nearest_undead_within_one_tile() -> None:
    game, s, t = setup()
    wolf = add(s, "wolf", (2, 1))
    hero_phase(s)
    s.heroes[0].items = ["holy_water#1"]
    events = use_item(s, game.cat, 0, "holy_water#1", RNG)
    assert s.figures == [wolf] and "zombie#1" in s.xp_pile
    assert "cr-auto-damage" in [e.code for e in events]


def test_crystal_ball_shows_the_top_encounter_to_its_player_only() -> None:
    game, s, t = setup()
    s.heroes[0].items = ["crystal_ball#1"]
    events = use_item(s, game.cat, 0, "crystal_ball#1", RNG)
    [seen] = [e for e in events if e.code == "cr-deck-seen"]
    top = s.encounters.cards[-1].split("#")[0].replace("_", "-")
    assert seen.visible_to == [s.heroes[0].seat] and seen.params["cards"] == [f"cr-encounter-{top}"]


def test_heroic_stand_and_rejuvenating_onslaught_last_through_the_next_hero_phase() -> None:
    from rules.ravenloft import GAME
    from rules.ravenloft.combat import attack_bonus
    from rules.ravenloft.commands import Attack

    game, s, t = setup()
    hero_phase(s)
    before = attack_bonus(s, game.cat, 0)
    play_now(s, game.cat, 0, "heroic_stand#1", RNG)
    assert attack_bonus(s, game.cat, 0) == before + 1  # one monster (the Zombie) on Kat's tile
    add(s, "wolf", (1, 1))
    assert attack_bonus(s, game.cat, 0) == before + 2
    s.heroes[0].hp = 5
    play_now(s, game.cat, 0, "rejuvenating_onslaught#1", RNG)
    done = GAME.apply(s, 0, Attack(power="snipe_shot", target=t.engine_board.name((2, 2))), Dice(20))
    assert done.state.heroes[0].hp == 6


def test_surround_them_counts_the_heroes_on_the_tile() -> None:
    from rules.ravenloft.combat import attack_bonus

    game, s, t = setup()
    hero_phase(s)
    before = attack_bonus(s, game.cat, 0)
    play_now(s, game.cat, 0, "surround_them#1", RNG)
    assert attack_bonus(s, game.cat, 0) == before + 2  # Kat and Allisa on (0,0)
    s.heroes[1].square = pile(t, PASSAGE_12)
    assert attack_bonus(s, game.cat, 0) == before + 1


def test_the_wand_of_teleportation_sends_the_nearby_monsters_far_away() -> None:
    game, s, t = setup()
    wolf = add(s, "wolf", pile(t, PASSAGE_12))
    spider = add(s, "spider", (1, -3))  # two monsters on passage 12, one (the Zombie) on Kat's tile
    s.heroes[0].items = ["wand_of_teleportation#1"]
    use_item(s, game.cat, 0, "wand_of_teleportation#1", RNG)
    b = t.engine_board
    mine = b.tile_distances((0, 0))
    assert {block_of(wolf.square), block_of(spider.square)} == {(0, -3)}  # 3 tiles from Kat, the farthest
    assert mine[(0, -3)] == 3 and s.figures[0].square == (2, 2)


def test_the_ring_of_regeneration_heals_a_badly_hurt_hero_instead_of_a_treasure() -> None:
    from rules.ravenloft.treasure import earn

    game, s, t = setup()
    kat = s.heroes[0]
    kat.items = ["ring_of_regeneration#1"]
    deck = list(s.treasures.cards)
    kat.hp = 5  # more than half of 8: the card is drawn
    earn(s, game.cat, 0, RNG)
    assert len(s.treasures.cards) == len(deck) - 1
    s.turn.treasure_drawn, s.treasures.cards, kat.hp = False, list(deck), 4
    events = earn(s, game.cat, 0, RNG)
    assert kat.hp == 5 and s.treasures.cards == deck and events[0].code == "cr-ring-instead"
