"""Dungeon Fighter's picture: drawn for every phase, small enough, and registered."""

from render.dungeon_fighter import render
from render.encode import encode_png
from render.registry import renderer_for
from rules.dungeon_fighter import GAME
from tests.support.conformance import playout


def test_registered():
    assert renderer_for("dungeon_fighter") is render


def test_renders_states_along_a_game_small_png():
    out = playout(GAME, {}, 6, "%064x" % 31, chooser_seed=4)
    from rules.core.replay import replay
    from rules.core import SeatInfo
    seats = [SeatInfo(index=i, name="p") for i in range(6)]
    phases = set()
    for k in (0, 5, 15, len(out.actions)):
        st = replay(GAME, {}, seats, "%064x" % 31, out.actions[:k]).state
        for seat in (0, None):
            v = GAME.view(st, seat)
            img = render(v, "fr" if seat is None else "en")
            data = encode_png(img)
            assert img.width == 640 and 700 <= img.height <= 1400
            assert len(data) < 150_000
            phases.add(v.phase)
    assert "over" in phases


def test_blind_view_hides_the_push_in_the_picture():
    from tests.rules.dungeon_fighter.helpers import in_combat, new_game
    state, _ = new_game()
    in_combat(state, "succube")
    state.combat.drift = (30.0, 30.0)
    a = render(GAME.view(state, 0), "fr")
    in_combat(state, "gobelin_commun")
    state.combat.drift = (30.0, 30.0)
    b = render(GAME.view(state, 0), "fr")
    assert a.tobytes() != b.tobytes()


def test_picture_words_come_from_the_catalogs_no_raw_ids():
    """Every word the picture draws for abilities, throws, capacities, rooms and outcomes is a
    catalog message in both languages (an unknown id would come back as the id itself)."""
    from rules.core.i18n import t
    from render.dungeon_fighter import LABEL_KEYS, Words
    from rules.dungeon_fighter import throw as T
    from rules.dungeon_fighter.content import SPECIAL_THROWS, content

    c = content()
    abilities = {a.kind for h in c.heroes.values() for a in h.abilities.values()}
    caps = {m.capacity.kind for m in c.monsters.values() if m.capacity}
    outcomes = ("hit", "off", "rim", "hole", "no-bounce", "bounces", "card", "small")
    for lang in ("fr", "en"):
        w = Words(lang)
        for word in [w.ability(a) for a in abilities] + [w.throw(x) for x in SPECIAL_THROWS] \
                + [w.capacity(k, 2) for k in caps] + [w.outcome(o) for o in outcomes] \
                + [w.monster_type(m.type) for m in c.monsters.values()] \
                + [w.reward(r) for r in ("gold:2", "white:1", "equipment:1")] + [w[k] for k in LABEL_KEYS]:
            assert word and not word.startswith("df-") and "_" not in word, word
        assert w.ability("double_rebond") != "double_rebond"
        assert w.throw("double_rebond") in ("Double Rebond", "Double Bounce")
        assert w.token("biere:1", {1: "Barnabé"}).endswith("(Barnabé)")
    assert Words("fr").reward("gold:2") == "2 Or" and Words("en").ability("larcin") == "Larceny"
    assert t("fr", "df-title-heros-moyens") == "Héros moyens" and T.HERO_FACE == 6


def test_french_and_english_pictures_differ():
    from tests.rules.dungeon_fighter.helpers import in_combat, new_game
    state, _ = new_game()
    in_combat(state, "liche")
    v = GAME.view(state, 0)
    assert render(v, "fr").tobytes() != render(v, "en").tobytes()


def test_the_push_arrow_is_drawn_at_its_length():
    """A push of 2 squares right ends 2 squares (40 units) right of the centre, not 4."""
    from PIL import Image

    from render.df_board import DRIFT, TargetLayout, draw_marks
    from render.dungeon_fighter import Words
    from render.text import Pen
    from tests.rules.dungeon_fighter.helpers import in_combat, new_game

    state, _ = new_game()
    in_combat(state, "gobelin_commun")
    state.combat.drift = (40.0, 0.0)
    img = Image.new("RGB", (400, 440), (0, 0, 0))
    g = TargetLayout(0, 0, 400)
    draw_marks(Pen(img), GAME.view(state, 0), Words("en"), g, 14)
    row = round(g.cy)
    xs = [x for x in range(400) if img.getpixel((x, row)) == DRIFT]
    assert xs and abs(max(xs) - (g.cx + 40 * g.scale)) <= 3


def test_a_new_fight_starts_with_no_landing_marks():
    from rules.dungeon_fighter.combat import encounter
    from rules.dungeon_fighter.model import LandingRec
    from tests.rules.dungeon_fighter.helpers import new_game

    state, rng = new_game()
    state.landings = [LandingRec(seat=0, die="red", x=1.0, y=2.0, face=2, zone=5, outcome="hit", bounces=1)]
    state.last = state.landings[0]
    from rules.dungeon_fighter.content import content

    state.position = content().side(state.sides[0]).entry
    encounter(state, rng)
    assert GAME.view(state, 0).landings == [] and GAME.view(state, 0).last is None


def _texts(view, lang="en"):
    from render import text

    with text.recording() as drawn:
        render(view, lang)
    return " ".join(r.text for r in drawn)


def test_the_victory_picture_shows_the_score_and_the_title():
    from rules.core.i18n import t
    from rules.dungeon_fighter.combat import defeated
    from tests.rules.dungeon_fighter.helpers import in_combat, new_game

    state, rng = new_game()
    in_combat(state, state.boss, boss=True)
    state.combat.pv = 0
    defeated(state, rng)
    v = GAME.view(state, 0)
    assert v.phase == "over" and v.won
    drawn = _texts(v)
    assert str(v.score) in drawn and t("en", f"df-title-{v.title}") in drawn


def test_the_shop_picture_reads_each_cards_effect():
    from rules.dungeon_fighter.content import content
    from tests.rules.dungeon_fighter.helpers import new_game

    state, _ = new_game()
    state.phase = "camp"
    state.shop = ["heaume_de_bravoure", "armure_de_plates"]
    drawn = _texts(GAME.view(state, 0))
    assert "+3 · Blindfolded" in drawn and "−2 damage taken" in drawn
    info = GAME.info(state, 0, "card", {"item": "armure_de_plates"})
    drawn = _texts(info.view)
    assert "its bearer takes 2 damage less on a miss" in drawn and content().equipment["armure_de_plates"].name in drawn
