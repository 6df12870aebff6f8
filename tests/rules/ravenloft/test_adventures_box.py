"""The box's adventures 7, 8, 9, 12 and 13 (issue 23; rules in rules/ravenloft/adventure_special.py,
data in rules/ravenloft/data/adventures_more.yaml): each set-up, each special rule with its
numbers, the victory and the defeat, and each played to its end through the game's API."""

from __future__ import annotations

import pytest

from rules.core import InvalidActionError, Rng, SeatInfo
from rules.core.i18n import t
from rules.ravenloft import GAME
from rules.ravenloft.adventure_special import end_of_turn, reveal, taken
from rules.ravenloft.adventure_tokens import BAG, hidden_on
from rules.ravenloft.adventures import tile_placed
from rules.ravenloft.board import block_of
from rules.ravenloft.dungeon import board
from rules.ravenloft.end import check
from rules.ravenloft.exploration import place
from rules.ravenloft.hero_phase import pick_up_around
from rules.ravenloft.state import Figure
from rules.ravenloft.tactics.table import StateTable
from rules.ravenloft.turns import escape
from tests.support.conformance import playout

CAT = GAME.cat


def setup(adventure: str, heroes: int = 1, seed: str = "ab"):
    seats = [SeatInfo(index=i, name=f"p{i}") for i in range(heroes)]
    return GAME.setup(GAME.parse_options({"adventure": adventure, "first": 0}), seats, Rng(seed * 32))


def put(s, tile: str) -> list:
    """Place ``tile`` on the first unexplored edge it fits, then its adventure moments."""
    if tile in s.tile_stack:
        s.tile_stack.remove(tile)
    for edge in board(s, CAT).unexplored_edges():
        if place(s, CAT, tile, edge):
            break
    return tile_placed(s, CAT, s.tiles[-1].uid, tile, CAT.tiles[tile].black, Rng("02" * 32))


def squares_of(s, uid: int, letter: str) -> list:
    b = board(s, CAT)
    return [sq for blk in b.placement(uid).blocks() for sq in b.block_squares(blk) if b.kind(sq) == letter]


def tile_of(s, sq) -> str:
    uid = board(s, CAT).tile_of[block_of(sq)]
    return next(x.tile for x in s.tiles if x.uid == uid)


# --- 7: Horror of the Howling Hag ---------------------------------------------------------------
def test_the_hag_scatters_the_heroes_each_alone_on_a_tile_of_the_stack() -> None:
    s = setup("7", 3)
    assert s.adventure == "horror_of_the_howling_hag"
    assert len(s.tiles) == 3 and len(s.tile_stack) == 13 - 2
    places = [tile_of(s, h.square) for h in s.heroes]
    assert places[0] == "start" and len(set(places)) == 3
    with pytest.raises(InvalidActionError):
        setup("7", 1)


def test_the_hag_chants_on_the_arcane_circle_and_her_ritual_ends_with_the_fifth_time_token() -> None:
    s = setup("7", 2)
    put(s, "arcane_circle")
    hag = next(f for f in s.figures if f.villain)
    assert hag.kind == "howling_hag" and board(s, CAT).kind(hag.square) == "C"
    events = []
    for _ in range(9):  # 2 heroes: a round is 2 turns; 9 turns = 4 tokens and one turn
        events += end_of_turn(s, CAT)
    tokens = [e.params for e in events if e.code == "cr-time-token"]
    assert [(p["placed"], p["left"]) for p in tokens] == [(1, 4), (2, 3), (3, 2), (4, 1)]
    check(s, CAT)
    assert s.over is None
    end_of_turn(s, CAT)
    check(s, CAT)
    assert (s.over, s.over_reason) == ("defeat", "cr-defeat-countdown")


def test_no_time_token_before_the_hag_comes_and_her_fall_wins() -> None:
    s = setup("7", 2)
    for _ in range(12):
        assert end_of_turn(s, CAT) == []
    put(s, "arcane_circle")
    s.figures = [f for f in s.figures if not f.villain]
    s.flags.setdefault("defeated", []).append("howling_hag")
    check(s, CAT)
    assert (s.over, s.over_reason) == ("victory", "cr-victory-defeat")


# --- 8: The Werewolf's Lair ---------------------------------------------------------------------
def test_the_silver_dagger_waits_on_the_chapel_altar_and_the_werewolf_in_the_den() -> None:
    s = setup("8")
    assert "chapel" in s.tile_stack and "fetid_den" in s.tile_stack[:5]
    put(s, "chapel")
    dagger = next(x for x in s.tokens if x.id == "silver_dagger_token")
    assert dagger.kind == "item" and board(s, CAT).kind(dagger.square) == "A"
    before = len(s.figures)
    put(s, "fetid_den")
    wolf = next(f for f in s.figures if f.villain)
    assert wolf.kind == "werewolf" and board(s, CAT).kind(wolf.square) == "N"
    assert len(s.figures) == before + 2  # the Werewolf and one monster


def test_the_werewolf_regains_1_hp_until_a_hero_holds_the_silver_dagger() -> None:
    s = setup("8")
    put(s, "chapel")
    put(s, "fetid_den")
    wolf = next(f for f in s.figures if f.villain)
    world = StateTable(s, CAT, Rng("00" * 32))
    assert "no_regeneration" not in world.figure_flags(str(wolf.uid))
    dagger = next(x for x in s.tokens if x.id == "silver_dagger_token")
    got = pick_up_around(s, CAT, 0, dagger.square)
    assert [e.code for e in got] == ["cr-picked-up"] and s.heroes[0].carried == ["silver_dagger_token"]
    assert "no_regeneration" in StateTable(s, CAT, Rng("00" * 32)).figure_flags(str(wolf.uid))


def test_the_werewolf_regenerates_in_the_villain_phase_and_not_after_the_dagger() -> None:
    from rules.ravenloft.villain_phase import run_villain_phase

    def wolf_hp_after_its_activation(carried: list[str]) -> tuple[int, list[str]]:
        s = setup("8")
        put(s, "fetid_den")
        s.figures = [f for f in s.figures if f.villain]
        wolf = s.figures[0]
        wolf.damage = 3  # 5 HP: 2 left
        s.heroes[0].carried = carried
        s.turn.phase, s.turn.placed = "villain", [s.tiles[-1].uid]
        events = run_villain_phase(s, Rng("0a" * 32), CAT)
        return 5 - wolf.damage if wolf in s.figures else 0, [e.code for e in events]

    hp, codes = wolf_hp_after_its_activation([])
    assert "cr-regenerates" in codes and hp == 3  # 2 + 1
    hp, codes = wolf_hp_after_its_activation(["silver_dagger_token"])
    assert "cr-regenerates" not in codes and hp == 2


# --- 9: Gauntlet of Terror ------------------------------------------------------------------------
def test_the_gauntlet_sets_out_fifteen_tiles_each_with_a_face_down_monster_token() -> None:
    s = setup("9")
    assert len(s.tiles) == 16 and s.tile_stack == []
    hidden = [x for x in s.tokens if x.id == "monster_token"]
    assert len(hidden) == 15 and all(x.kind == "marker" and x.face == "" for x in hidden)
    assert len({board(s, CAT).tile_of[block_of(x.square)] for x in hidden}) == 15
    bag = s.flags[BAG]["monster_token"]
    assert len(bag) == 40 and [bag.count(f) for f in ("none", "one", "two", "three")] == [8, 14, 12, 6]
    # the tiles run away from the start: the farthest is at least 4 blocks from it
    assert max(abs(x.bx) + abs(x.by) for x in s.tiles) >= 4


def test_ending_a_move_on_a_tile_turns_its_token_and_brings_that_many_monsters() -> None:
    s = setup("9")
    token = next(x for x in s.tokens if x.id == "monster_token")
    uid = board(s, CAT).tile_of[block_of(token.square)]
    s.heroes[0].square = next(sq for sq in squares_of(s, uid, ".") if sq != token.square)
    s.flags[BAG]["monster_token"] = ["two"]
    before = len(s.figures)
    events = reveal(s, CAT, 0, Rng("03" * 32))
    turned = next(e for e in events if e.code == "cr-token-turned")
    assert turned.params["face"] == "two" and turned.params["face_name"] == ["cr-token-monster-token-two"]
    assert len(s.figures) == before + 2 and hidden_on(s, CAT, uid) == []
    assert s.flags[BAG]["monster_token"] == []
    # turning a token counts as exploring: no encounter this turn (a tile was not placed)
    assert s.turn.placed == [] and StateTable(s, CAT, Rng("00" * 32)).encounter_due() is False
    s.turn.number += 1
    assert StateTable(s, CAT, Rng("00" * 32)).encounter_due() is True


def test_a_monster_with_no_hero_within_one_tile_escapes_at_the_turns_end() -> None:
    s = setup("9")
    hero = s.heroes[0]
    b = board(s, CAT)
    far = next(x for x in s.tiles if b.tile_distance(block_of(hero.square), (x.bx, x.by)) not in (None, 0, 1))
    near_sq = next(sq for sq in squares_of(s, s.tiles[0].uid, ".") if sq != hero.square)
    far_sq = squares_of(s, far.uid, ".")[0]
    s.figures = [Figure(uid=900, kind="zombie", square=near_sq, card="zombie#1"),
                 Figure(uid=901, kind="wolf", square=far_sq, card="wolf#1")]
    hero.cards = ["zombie#1", "wolf#1"]
    events = end_of_turn(s, CAT)
    assert [(e.code, e.params["monster"], e.params["escaped"]) for e in events] == [("cr-monster-escaped", "wolf", 1)]
    assert [f.kind for f in s.figures] == ["zombie"] and hero.cards == ["zombie#1"]
    assert s.monsters.discard[-1] == "wolf#1"


def test_five_escaped_monsters_lose_and_twenty_defeated_win() -> None:
    s = setup("9")
    s.flags["escaped_monsters"] = 4
    check(s, CAT)
    assert s.over is None
    s.flags["escaped_monsters"] = 5
    check(s, CAT)
    assert (s.over, s.over_reason) == ("defeat", "cr-defeat-monsters-escaped")
    s = setup("9")
    s.flags["defeated"] = ["zombie"] * 19 + ["strahd"]  # a villain does not count
    check(s, CAT)
    assert s.over is None
    s.flags["defeated"].append("wolf")
    check(s, CAT)
    assert (s.over, s.over_reason) == ("victory", "cr-victory-monsters-defeated")


# --- 12: Tatyana's Portrait -----------------------------------------------------------------------
def test_taking_the_portrait_wakes_strahd_at_the_stairs_and_leaving_with_it_wins() -> None:
    s = setup("12")
    assert "crypt_of_sergei" in s.tile_stack[:5]
    put(s, "crypt_of_sergei")
    portrait = next(x for x in s.tokens if x.id == "portrait")
    assert portrait.kind == "item" and board(s, CAT).kind(portrait.square) == "K"
    got = pick_up_around(s, CAT, 0, portrait.square)
    events = taken(s, CAT, 0, "portrait")
    assert [e.code for e in got] == ["cr-picked-up"]
    assert [e.code for e in events] == ["cr-adventure-moment", "cr-villain-appears"]
    strahd = next(f for f in s.figures if f.villain)
    assert strahd.kind == "strahd" and tile_of(s, strahd.square) == "start"
    assert taken(s, CAT, 0, "portrait") == []  # he comes once
    stairs = squares_of(s, s.tiles[0].uid, "S")
    s.heroes[0].square = stairs[0]
    assert [e.code for e in escape(s, CAT, 0)] == ["cr-escaped"]
    check(s, CAT)
    assert (s.over, s.over_reason) == ("victory", "cr-victory-token-escaped")


def test_leaving_without_the_portrait_does_not_win() -> None:
    s = setup("12", 2)
    s.heroes[0].square = squares_of(s, s.tiles[0].uid, "S")[0]
    escape(s, CAT, 0)
    check(s, CAT)
    assert s.heroes[0].escaped and s.over is None


# --- 13: The Vampire Hunt -------------------------------------------------------------------------
def test_every_crypt_placed_gets_a_face_down_coffin() -> None:
    s = setup("13")
    assert len(s.tile_stack) == 6 + 11 + 1 and "strahds_crypt" in s.tile_stack[:4]
    bag = s.flags[BAG]["coffin"]
    assert sorted(bag) == sorted(["empty"] * 3 + ["holy_water", "monster", "monster", "strahd", "trap", "treasure",
                                                  "wooden_stake"])
    events = put(s, "lonely_crypt")
    coffin = next(x for x in s.tokens if x.id == "coffin")
    assert coffin.kind == "marker" and board(s, CAT).kind(coffin.square) == "K"
    assert "cr-token-hidden" in [e.code for e in events]
    put(s, "passage_01")
    assert len([x for x in s.tokens if x.id == "coffin"]) == 1  # a passage has no coffin


@pytest.mark.parametrize(("face", "check_it"), [
    ("trap", lambda s, h: h.hp == h.max_hp - 1),
    ("holy_water", lambda s, h: h.hp == h.max_hp - 1),  # 3 damage taken first, 2 regained
    ("wooden_stake", lambda s, h: h.carried == ["wooden_stake_token"]),
    ("treasure", lambda s, h: h.treasures == 1),
    ("monster", lambda s, h: len([f for f in s.figures if not f.villain]) == 1),
    ("strahd", lambda s, h: [f.kind for f in s.figures if f.villain] == ["strahd"]),
    ("empty", lambda s, h: not s.figures and h.hp == h.max_hp),
])
def test_what_an_opened_coffin_does(face, check_it) -> None:
    s = setup("13")
    put(s, "lonely_crypt")
    uid = s.tiles[-1].uid
    h = s.heroes[0]
    h.square = next(sq for sq in squares_of(s, uid, "."))
    s.figures = []
    if face == "holy_water":
        h.hp -= 3
    s.flags[BAG]["coffin"] = [face]
    events = reveal(s, CAT, 0, Rng("05" * 32))
    assert events[0].code == "cr-token-turned" and events[0].params["face"] == face
    assert check_it(s, h)


def test_strahd_found_in_a_coffin_does_not_rise_again_in_his_crypt_and_the_hunt_needs_the_stake() -> None:
    s = setup("13")
    put(s, "lonely_crypt")
    s.heroes[0].square = squares_of(s, s.tiles[-1].uid, ".")[0]
    s.flags[BAG]["coffin"] = ["strahd"]
    reveal(s, CAT, 0, Rng("05" * 32))
    put(s, "strahds_crypt")
    assert [f.kind for f in s.figures if f.villain] == ["strahd"]
    s.figures = [f for f in s.figures if not f.villain]
    s.flags.setdefault("defeated", []).append("strahd")
    check(s, CAT)
    assert s.over is None  # no stake yet
    s.heroes[0].carried.append("wooden_stake_token")
    check(s, CAT)
    assert (s.over, s.over_reason) == ("victory", "cr-victory-defeat")


# --- all five ---------------------------------------------------------------------------------
@pytest.mark.parametrize("adventure", ["7", "8", "9", "12", "13"])
def test_the_adventure_reads_in_both_languages(adventure) -> None:
    a = CAT.adventures[adventure]
    for lang in ("fr", "en"):
        for part in ("intro", "goal"):
            text = t(lang, f"cr-adventure-{a.id.replace('_', '-')}-{part}")
            assert text and not text.startswith("cr-")


@pytest.mark.parametrize(("adventure", "heroes", "seed"), [
    ("7", 2, 4), ("7", 4, 5), ("8", 1, 6), ("8", 3, 7), ("9", 1, 8), ("9", 3, 9), ("12", 2, 10), ("12", 3, 11),
    ("13", 1, 12), ("13", 4, 13),
])
def test_the_adventure_plays_to_its_end(adventure, heroes, seed) -> None:
    out = playout(GAME, {"adventure": adventure}, heroes, "%064x" % seed, chooser_seed=seed, max_steps=6000)
    assert out.finished
    assert GAME.result(out.state).reason.startswith("cr-")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_players_read_the_adventure_its_rules_and_its_moments(lang) -> None:
    s = setup("9")
    opening = GAME.opening_events(s)
    assert [e.code for e in opening] == ["cr-adventure-opening"] + ["cr-adventure-rule"] * 3
    first = t(lang, "ev-cr-adventure-opening", opening[0].params)
    assert {"fr": "« Le Couloir de la Terreur » : ", "en": "“Gauntlet of Terror”: "}[lang] in first
    assert {"fr": "Abattez 20 monstres avant que 5 ne s'enfuient.",
            "en": "Defeat 20 monsters before 5 escape."}[lang] in first
    rules = " ".join(t(lang, "ev-cr-adventure-rule", e.params) for e in opening[1:])
    assert {"fr": "un monstre sans héros sur sa section ou une section adjacente s'enfuit",
            "en": "a monster with no hero on its tile or an adjacent tile escapes"}[lang] in rules
    s = setup("7", 2)
    events = put(s, "arcane_circle")
    assert [e.code for e in events][-2:] == ["cr-adventure-moment", "cr-villain-appears"]
    moment = t(lang, "ev-cr-adventure-moment", events[-2].params)
    assert moment == {"fr": "Au centre du Cercle Arcanique, la Guenaude lève les bras et hurle son incantation.",
                      "en": "In the middle of the Arcane Circle, the Hag raises her arms and howls her incantation."}[lang]


@pytest.mark.parametrize("adventure", ["7", "8", "9", "12", "13"])
def test_no_internal_id_in_the_texts_of_the_new_adventures(adventure, monkeypatch) -> None:
    """The issue 26 search (every event, prompt and refusal of seeded random games, both languages)
    over each new adventure."""
    from tests.bot import test_no_internal_ids as search

    monkeypatch.setitem(search.GAMES, "ravenloft", ({"adventure": adventure}, 2))
    found: list[str] = []
    for seed in (1, 2):
        found += search.scan("ravenloft", seed, 80)
    assert search.real(found) == set(), sorted(found)[:5]
