"""Advanced CR 2.0's rules for heroes of level 6 or more (seed 001, L129-141), met in campaigns."""

from __future__ import annotations

from rules.core import Rng, SeatInfo
from rules.ravenloft import GAME
from rules.ravenloft.commands import Use
from rules.ravenloft.turns import resume_villain

CAT = GAME.cat


class Dice(Rng):
    def __init__(self, *faces: int) -> None:
        super().__init__("ab" * 32)
        self.faces = list(faces)

    def die(self, sides: int) -> int:
        return self.faces.pop(0) if self.faces else super().die(sides)


def whispers_drawn(level: int):
    """Thorgrim's villain phase draws Strahd's Whispers; Thorgrim is at ``level``."""
    seats = [SeatInfo(index=i, name=f"p{i}") for i in range(2)]
    s = GAME.setup(GAME.parse_options({"adventure": "2", "heroes": ["thorgrim", "kat"], "first": 0}), seats,
                   Rng("c3" * 32))
    s.heroes[0].level = level
    s.encounters.cards.append("strahds_whispers#1")
    s.turn.phase = "villain"
    resume_villain(s, CAT, Dice())
    return s


def daily_of(state, hero):
    return next(p.id for p in state.heroes[hero].powers if CAT.powers[p.id].kind == "daily"
                and CAT.powers[p.id].attack is not None)


def test_a_high_level_hero_forced_to_attack_a_hero_may_use_a_daily():
    """« Quand des héros de haut niveau (6ème ou plus) sont forcés de s'attaquer les uns aux
    autres (à cause de carte Evènement ou de tactique de monstre) ils pourront utiliser 1
    Pouvoir Quotidien s'il est disponible » (L132)."""
    low = whispers_drawn(5)
    assert [o.args["power"] for o in GAME.prompts(low)[0].options] == ["lance_of_faith", "healing_strike"]
    s = whispers_drawn(6)
    daily = daily_of(s, 0)
    # the absent player's answer, the first at-will card, stays the last button
    assert [o.args["power"] for o in GAME.prompts(s)[0].options] == ["lance_of_faith", daily, "healing_strike"]
    power = CAT.powers[daily]
    after = GAME.apply(s, 0, Use(power=daily), Dice(19))
    hit = next(e for e in after.events if e.code == "cr-hero-attacks-hero")
    assert hit.params["result"] == "hit" and hit.params["power"] == [f"cr-power-{daily.replace('_', '-')}"]
    assert after.state.heroes[1].hp == 8 - power.damage
    # the daily is turned over: the next Whispers offers the at-wills only
    assert next(p for p in after.state.heroes[0].powers if p.id == daily).used


# --------------------------------------------------------------------------- diagonal tiles (L135-137)
def diagonal_table(kat_level: int):
    """Adventure 2's Start tile (blocks (0, 0) and (1, 0)) and a passage placed diagonally at
    block (2, 1), touching the Start tile at one corner only; Kat on the passage's corner square
    (8, 4), a Zombie on the Start tile's corner (7, 3); Thorgrim out of the dungeon."""
    from rules.ravenloft.state import Figure, TilePlaced

    seats = [SeatInfo(index=i, name=f"p{i}") for i in range(2)]
    s = GAME.setup(GAME.parse_options({"adventure": "2", "heroes": ["kat", "thorgrim"], "first": 0,
                                       "variants": ["acr2-levels"]}), seats, Rng("c3" * 32))
    s.tiles.append(TilePlaced(uid=s.uid(), tile="passage_01", bx=2, by=1))
    kat, thorgrim = s.heroes
    kat.level, kat.square = kat_level, (8, 4)
    thorgrim.escaped, thorgrim.square = True, None
    s.figures = [Figure(uid=s.uid(), kind="zombie", square=(7, 3), card="zombie#1")]
    return s


def facts_about_kat(state):
    from rules.ravenloft.tactics.choosing import hero_facts
    from rules.ravenloft.tactics.geometry import Distances
    from rules.ravenloft.tactics.table import StateTable

    t = StateTable(state, CAT)
    actor = t.monster_actor(str(state.figures[0].uid))
    return next(f for f in hero_facts(t, Distances(t.board), actor) if f.hero == "0")


def test_monsters_treat_a_diagonal_tile_as_joined_toward_a_level_6_hero():
    """« Quand ils attaquent ou se déplacent en direction de héros de niveau 6 ou plus , les
    monstres peuvent considérer une section de donjon posée en diagonale comme si elle était
    contigüe » (L135): the tiles touch at a corner, which the base rules never cross (L337)."""
    low = facts_about_kat(diagonal_table(5))
    assert (low.tiles, low.adjacent) == (None, False)
    high = facts_about_kat(diagonal_table(6))
    assert (high.tiles, high.adjacent) == (1, True)


def test_the_zombie_attacks_a_level_6_hero_across_the_corner():
    from rules.ravenloft.tactics.interpreter import activate
    from rules.ravenloft.tactics.table import StateTable

    for level, attacked in ((5, False), (6, True)):
        s = diagonal_table(level)
        t = StateTable(s, CAT)
        events, _why = activate(t, t.monster_actor(str(s.figures[0].uid)), Dice(20))
        assert any("attack" in e.code for e in events) is attacked, [e.code for e in events]
        assert (s.heroes[0].hp < 8) is attacked


def test_a_zombie_two_tiles_away_moves_toward_a_level_6_hero_through_the_corner():
    """« Ils pourront donc se déplacer en diagonale d'une section de donjon à une autre mais
    SEULEMENT pour cibler des héros de niveau 6 ou plus » (L137)."""
    from rules.ravenloft.board import block_of
    from rules.ravenloft.tactics.interpreter import activate
    from rules.ravenloft.tactics.table import StateTable

    for level, block in ((5, (0, 0)), (6, (1, 0))):
        s = diagonal_table(level)
        s.figures[0].square = (1, 1)  # the Start tile's west half: two tiles from Kat, corner included
        assert facts_about_kat(s).tiles == (None if level < 6 else 2)
        t = StateTable(s, CAT)
        activate(t, t.monster_actor(str(s.figures[0].uid)), Dice(20))
        assert block_of(s.figures[0].square) == block, (level, s.figures[0].square)


def test_a_new_monster_is_placed_to_its_advantage_near_a_level_6_hero():
    """« les joueurs devront placer les monstres de telle sorte qu'ils soient avantagés par
    rapport aux héros » (L139): with Kat at level 6 on the Start tile's east half at (4, 1), a
    monster appearing on its west half takes the free square nearest her, not the bone pile."""
    from rules.ravenloft.dungeon import board
    from rules.ravenloft.exploration import spawn

    placed = {}
    for level in (5, 6):
        s = diagonal_table(level)
        s.figures = []
        s.heroes[0].square = (4, 1)
        b = board(s, CAT)
        s.monsters.cards.append("zombie#1")
        spawn(s, CAT, 0, (0, 0), Dice())
        placed[level] = s.figures[0].square
        pile = b.bone_pile((0, 0))
        nearest = min(b.path_length(sq, (4, 1)) or 99 for sq in b.block_squares((0, 0)) if b.walkable(sq))
    assert placed[5] == pile and b.path_length(pile, (4, 1)) > 1  # the bone pile (B24)
    assert placed[6] == (3, 0) and nearest == 1  # next to Kat (diagonally), the first in reading order
