"""The adventure book on the real content: set-ups, moments, goals (B1, B10, B63, B71)."""

import pytest

from rules.core import Rng, SeatInfo
from rules.ravenloft import GAME
from rules.ravenloft.adventures import sun_tick, tile_placed
from rules.ravenloft.dungeon import board
from rules.ravenloft.end import check
from rules.ravenloft.exploration import place
from rules.ravenloft.state import CRState

ADVENTURES = ("1", "2", "3", "4", "5", "10", "the_gloomy_chamber")


def setup(adventure: str, heroes: int = 1, seed: str = "ef") -> CRState:
    seats = [SeatInfo(index=i, name=f"p{i}") for i in range(heroes)]
    return GAME.setup(GAME.parse_options({"adventure": adventure, "first": 0}), seats, Rng(seed * 32))


@pytest.mark.parametrize("adventure", ADVENTURES)
def test_every_adventure_sets_up_for_its_players(adventure):
    cat = GAME.cat
    adv = cat.adventures[adventure]
    for n in sorted({adv.min_heroes, adv.max_heroes}):
        s = setup(adventure, n)
        b = board(s, cat)
        assert len(s.heroes) == n and all(h.square is not None and b.walkable(h.square) for h in s.heroes)
        assert len({h.square for h in s.heroes}) == n
        assert GAME.prompts(s)[0].kind == "cr-hero-phase"
        assert len(s.monsters.cards) == 30 and len(s.treasures.cards) + len(s.treasures.discard) + n == 45


def test_escape_the_tomb_starts_in_strahds_crypt_with_the_stairway_low_in_the_stack():
    s = setup("1")
    assert [t.tile for t in s.tiles] == ["strahds_crypt"]
    assert "secret_stairway" in s.tile_stack[:4] and len(s.tile_stack) == 13
    assert s.adventure == "escape_the_tomb"


def test_find_the_icon_places_two_hallways_and_starts_by_the_stairway():
    cat = GAME.cat
    s = setup("2", 3)
    assert [t.tile for t in s.tiles] == ["start", "passage_12", "passage_13"]
    b = board(s, cat)
    assert b.tile_distance((0, 0), b.placement(s.tiles[1].uid).blocks()[0]) == 1
    for h in s.heroes:
        assert any(b.kind(n) == "S" for n in b.neighbours8(h.square))


def test_the_chapel_brings_its_guardians_and_the_icon():
    cat = GAME.cat
    s = setup("2", 2)
    b = board(s, cat)
    edge = next(e for e in b.unexplored_edges())
    place(s, cat, "chapel", edge)
    uid = s.tiles[-1].uid
    ev = tile_placed(s, cat, uid, "chapel", False, Rng("01" * 32))
    assert [e.code for e in ev].count("cr-monster-appears") == 2
    assert any(t.kind == "item" and t.id == "icon_of_ravenloft" for t in s.tokens)
    guards = s.flags["guards"]["chapel"]
    assert len(guards) == 2
    s.figures = [f for f in s.figures if f.uid not in guards]
    s.heroes[0].carried.append("icon_of_ravenloft")
    check(s, cat)
    assert s.over == "victory"


def test_klak_and_his_artifact_appear_in_the_laboratory():
    cat = GAME.cat
    s = setup("3")
    b = board(s, cat)
    place(s, cat, "laboratory", b.unexplored_edges()[0])
    tile_placed(s, cat, s.tiles[-1].uid, "laboratory", cat.tiles["laboratory"].black, Rng("02" * 32))
    assert [f.kind for f in s.figures if f.villain] == ["klak"]
    art = next(t for t in s.tokens if t.id == "klaks_artifact")
    assert art.kind == "object" and (art.ac, art.hp) == (12, 4)


def test_the_sun_sets_after_its_turns_and_strahd_wakes_in_his_crypt():
    cat = GAME.cat
    s = setup("1")
    for _ in range(9):
        ev = sun_tick(s, cat, Rng("03" * 32))
        assert ev[0].code == "cr-sun"
    ev = sun_tick(s, cat, Rng("03" * 32))
    assert ev[0].code == "cr-sunset" and [f.kind for f in s.figures] == ["strahd"]
    assert sun_tick(s, cat, Rng("03" * 32)) == []


def test_blood_and_fog_sets_its_environment():
    s = setup("10", 2)
    assert s.environment == "blood_fog"


def test_the_final_transformation_puts_kavan_by_the_stairway():
    s = setup("5", 2)
    assert [t.id for t in s.tokens if t.kind == "item"] == ["kavan"]


def test_environments_and_curses_change_the_hero_phase():
    """B50-B51: a Curse of Frailty -2 to its hero's attack; Crippling Miasma -1 speed; a
    curse of Bloodthirst ends when its hero defeats a monster."""
    from rules.ravenloft.combat import attack_bonus
    from rules.ravenloft.conditions import speed
    from rules.ravenloft.state import Figure

    cat = GAME.cat
    s = setup("2", 2)
    for h in s.heroes:
        h.items = []
    before = attack_bonus(s, cat, 0)
    s.heroes[0].curses = ["curse_of_frailty#1"]
    assert attack_bonus(s, cat, 0) == before - 2
    s.heroes[0].curses = []
    s.environment = "crippling_miasma"
    assert speed(s, 0, cat) == s.heroes[0].speed - 1
    s.environment = None
    s.heroes[0].curses = ["curse_of_bloodthirst#1"]
    hero = s.heroes[0]
    b = board(s, cat)
    sq = next(n for n in b.neighbours8(hero.square) if s.hero_at(n) is None)
    s.figures.append(Figure(uid=500, kind="zombie", square=sq, card="zombie#1"))
    at_will = next(p.id for p in hero.powers if cat.powers[p.id].kind == "at_will"
                   and cat.powers[p.id].reach != "area" and cat.powers[p.id].attack is not None)
    from rules.ravenloft.commands import Attack

    class Twenty(Rng):
        def die(self, sides):
            return 19

    t = GAME.apply(s, 0, Attack(power=at_will, target=b.name(sq)), Twenty("aa" * 32))
    assert t.state.heroes[0].curses == [] and "cr-curse-ended" in [e.code for e in t.events]


def test_bless_sneak_attack_and_dragons_breath():
    """Utility boosts last until the end of the user's next hero phase; Dragon's Breath attacks
    each monster on the tile without spending the attack."""
    from rules.ravenloft.commands import Attack, Use
    from rules.ravenloft.state import Figure

    cat = GAME.cat
    seats = [SeatInfo(index=i, name=f"p{i}") for i in range(2)]
    s = GAME.setup(GAME.parse_options({"adventure": "2", "first": 0, "heroes": "arjhan,thorgrim",
                                       "powers": "recommended"}), seats, Rng("ab" * 32))
    s.heroes[1].powers.append(s.heroes[1].powers[0].model_copy(update={"id": "bless"}))
    b = board(s, cat)
    sq = next(n for n in b.block_squares((0, 0)) if b.walkable(n) and s.hero_at(n) is None and b.kind(n) == ".")
    s.figures.append(Figure(uid=600, kind="zombie", square=sq, card="zombie#1"))
    s.heroes[0].cards.append("zombie#1")
    s.heroes[0].square, s.heroes[1].square = (1, 1), (2, 2)
    t = GAME.apply(s, 0, Attack(power="dragons_breath", target=b.name(sq)), Rng("cd" * 32))
    assert t.state.turn.actions == []  # no action spent
    assert next(p for p in t.state.heroes[0].powers if p.id == "dragons_breath").used
    s2 = t.state
    s2.turn.hero = 1
    t2 = GAME.apply(s2, 1, Use(power="bless"), Rng("cd" * 32))
    assert [(b.stat, b.value) for b in t2.state.heroes[0].boosts] == [("attack", 2)]
    assert [(b.stat, b.value, b.phases) for b in t2.state.heroes[1].boosts] == [("attack", 2, 2)]


def test_the_gloomy_chamber_opens_with_its_tiles_villain_monsters_and_bonus():
    """B64-B67 and B63: chamber tiles on the access tile's unexplored edges (and the Great
    Chamber's), the chamber card's Flesh Golem, one monster per hero on empty chamber tiles
    first; four monsters defeated before earn the Bonus card."""
    from rules.ravenloft.exploration import explore

    cat = GAME.cat
    s = setup("the_gloomy_chamber", 2)
    assert sorted(s.flags["chamber_pile"]) == ["gloomy_chamber_1", "gloomy_chamber_2", "gloomy_chamber_3",
                                              "great_chamber"]
    assert "gloomy_chamber_access" in s.tile_stack[:5] and s.doors
    s.flags["defeated"] = ["zombie", "wolf", "rat_swarm", "zombie"]
    s.heroes[0].powers[0].used = True
    s.tile_stack.append("gloomy_chamber_access")
    b = board(s, cat)
    edge = b.unexplored_edges()[0]
    ev = explore(s, cat, 0, edge, Rng("05" * 32))
    placed = [t.tile for t in s.tiles]
    assert "gloomy_chamber_access" in placed
    chambers = [t for t in placed if "chamber" in t and t != "gloomy_chamber_access"]
    assert len(chambers) >= 1
    golem = [f for f in s.figures if f.kind == "flesh_golem"]
    assert len(golem) == 1 and golem[0].uid in s.flags["chamber_monsters"]
    assert len(s.flags["chamber_monsters"]) == 1 + 2  # the golem, one monster per hero
    assert "cr-bonus" in [e.code for e in ev] and not s.heroes[0].powers[0].used


def test_kavan_follows_the_hero_who_reaches_him():
    """Adventure 5's escort (ours): the token follows a hero who ends a move on its tile."""
    from rules.ravenloft.board import block_of
    from rules.ravenloft.commands import Move

    cat = GAME.cat
    s = setup("5", 1)
    kavan = next(t for t in s.tokens if t.id == "kavan")
    b = board(s, cat)
    near = next(sq for sq in b.block_squares(block_of(kavan.square)) if b.walkable(sq) and b.kind(sq) == "."
                and s.hero_at(sq) is None and sq != kavan.square)
    t = GAME.apply(s, 0, Move(to=b.name(near)), Rng("aa" * 32))  # ends a move on Kavan's tile
    assert t.state.flags["escort"] == 0
    from rules.ravenloft.hero_phase import legal_moves

    far = max((sq for sq in legal_moves(t.state, cat, 0) if block_of(sq) == (1, 0)), key=lambda q: (q[0], q[1]))
    t = GAME.apply(t.state, 0, Move(to=b.name(far)), Rng("aa" * 32))
    k2 = next(x for x in t.state.tokens if x.id == "kavan")
    assert max(abs(k2.square[0] - far[0]), abs(k2.square[1] - far[1])) == 1
    assert "cr-escorted" in [e.code for e in t.events]
