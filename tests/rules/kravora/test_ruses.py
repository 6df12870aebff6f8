"""The seven ruses and their restrictions (K56-K63, K66; rulings KA16-KA20)."""

from __future__ import annotations

import pytest

from rules.core import RuleError, i18n
from rules.kravora import GAME
from rules.kravora.content import content
from rules.kravora.model import Done, Ruse, Shield
from rules.kravora.ruses import ruse_price

from .helpers import fresh, lines, play, put, where


def hutte(n: int = 3, step: str = "attack", blood: int = 50):  # type: ignore[no-untyped-def]
    s = fresh(n=n, step=step)
    for p in s.players:
        p.buildings.append("hutte")
        p.blood = blood
    return s


def test_k56_ruses_need_the_hutte_and_k50_universite_takes_1l():
    s = fresh()
    with pytest.raises(RuleError) as exc:
        play(s, 0, Ruse(name="bouclier"))
    assert exc.value.code == "kra-need-building"
    s = hutte()
    s.players[0].buildings.append("universite")
    s, _ev = play(s, 0, Ruse(name="bouclier"))
    assert s.players[0].blood == 50 - (content().ruse_price("bouclier") - 1)


def test_no_free_ruse_the_universite_never_brings_a_ruse_below_1l():
    """« Université : Réduit le coût des ruses de 1L de sang » (seed L268), but like the caserne,
    which « Ne fonctionne pas sur les fantoches » (L266), it never makes anything free: the
    Caillot de sang (1 L) stays at 1 L, every other ruse loses 1 L."""
    s = hutte()
    p = s.players[0]
    base = {r: content().ruse_price(r) for r in ("rochers", "caillot", "avancer", "reculer", "rocaille",
                                                  "propulsion", "bouclier")}
    assert base == {"rochers": 3, "caillot": 1, "avancer": 2, "reculer": 2, "rocaille": 5, "propulsion": 3,
                    "bouclier": 3}
    p.buildings.append("universite")
    assert {r: ruse_price(p, r) for r in base} == {"rochers": 2, "caillot": 1, "avancer": 1, "reculer": 1,
                                                    "rocaille": 4, "propulsion": 2, "bouclier": 2}


def test_no_free_ruse_a_caillot_costs_1l_at_the_table_and_is_refused_without_blood():
    """The bug: with the université a Caillot cost 0 L and a player killed any unit as often as
    he liked. Cast through Game.apply: 1 L each, refused at 0 L with the same state."""
    s = hutte(blood=2)
    s.players[0].buildings.append("universite")
    a, b, c = (put(s, 1, "costaud", 4, defender=True) for _ in range(3))
    put(s, 0, "fantoche", 4, defender=True)  # p0 still has an attack to make: his 3.1 stays open
    put(s, 0, "costaud", 4)
    s, ev = play(s, 0, Ruse(name="caillot", unit=a.id))
    assert s.players[0].blood == 1 and lines(ev)[0] == "p0 lance Caillot de sang (−1L, reste 1L)"
    s, _ = play(s, 0, Ruse(name="caillot", unit=b.id))
    assert s.players[0].blood == 0 and [u.pv for u in s.players[1].units] == [4, 4, 5]
    assert not any(isinstance(x, Ruse) for x in GAME.legal_actions(s, 0))  # no button
    assert not any(st.key == "ruse" for path in GAME.choice_paths(s, 0) for st in path.steps)
    before = s.model_dump()
    with pytest.raises(RuleError) as exc:
        play(s, 0, Ruse(name="caillot", unit=c.id))
    assert (exc.value.code, exc.value.params) == ("kra-not-enough-blood", {"needed": 1, "left": 0})
    assert i18n.t("fr", "err-kra-not-enough-blood", exc.value.params) == "Il faut 1L de sang, il vous en reste 0."
    assert i18n.t("en", "err-kra-not-enough-blood", exc.value.params) == "It takes 1L of blood, you have 0 left."
    assert s.model_dump() == before


def test_no_free_ruse_the_button_shows_the_price_paid():
    s = hutte(blood=1)
    s.players[0].buildings.append("universite")
    e = put(s, 0, "sprinteur", 2)
    labels = {(st.label, st.params.get("price")) for path in GAME.choice_paths(s, 0) for st in path.steps
              if st.key == "ruse"}
    assert labels == {("kra-choice-ruse", 1)}  # the Caillot (1 L, not 0), Faire avancer and Faire reculer (2 - 1)
    assert i18n.t("fr", "kra-choice-ruse", {"ruse": ["kra-r-caillot"], "price": 1}) == "Caillot de sang · 1L"
    s, _ = play(s, 0, Ruse(name="caillot", unit=e.id))
    assert s.players[0].blood == 0 and s.players[0].units == []


def test_k57_rochers_freeze_a_line_until_the_end_of_that_board_s_movement():
    s = hutte()
    f = put(s, 0, "fantoche", 2)
    s, _ = play(s, 0, Ruse(name="rochers", line=2))
    s, ev = play(s, 0, Done())
    assert s.players[0].units[0].line == 2 and "Fantoche (ligne 2) gelé par les Rochers" in lines(ev)
    assert s.frozen == [] and f.id == s.players[0].units[0].id


def test_ka20_two_ice_figures_at_most():
    s = hutte()
    s, _ = play(s, 0, Ruse(name="rochers", board=1, line=2))
    s, _ = play(s, 0, Ruse(name="rochers", board=2, line=2))
    with pytest.raises(RuleError) as exc:
        play(s, 0, Ruse(name="rochers", line=3))
    assert exc.value.code == "kra-no-ice"


def test_k58_caillot_kills_without_reserve_or_blood():
    s = hutte()
    e = put(s, 0, "sprinteur", 2)
    s, ev = play(s, 0, Ruse(name="caillot", unit=e.id))
    assert s.players[0].units == [] and s.players[0].reserve == [] and s.players[0].kills == 0
    assert lines(ev)[-1] == "Caillot de sang chez p0 : Sprinteur ✝"


def test_k59_k60_k62_avancer_reculer_propulsion():
    s = hutte()
    e = put(s, 0, "costaud", 2)
    d = put(s, 0, "fantoche", 3, defender=True)
    s, _ = play(s, 0, Ruse(name="reculer", unit=e.id))
    s, _ = play(s, 0, Ruse(name="avancer", unit=e.id, mode="advance"))
    s, _ = play(s, 0, Ruse(name="avancer", unit=e.id, mode="advance"))
    assert where(s, 0) == [("costaud", 3, 5), ("fantoche", 3, 1)]
    s, _ = play(s, 0, Ruse(name="propulsion", unit=d.id, to=5))
    assert where(s, 0) == [("costaud", 3, 5), ("fantoche", 5, 1)]


def test_k61_the_rocaille_example():
    """« Si joueur rouge a envoyé une comète qui a tué 2 unités et infligé 2PV à mur bleu, joueur
    vert ne pourra pas lui envoyer avant un nouveau tour de jeu »."""
    s = hutte(n=3)
    put(s, 1, "fantoche", 5, defender=True)
    put(s, 1, "sprinteur", 5, defender=True)
    s, ev = play(s, 0, Ruse(name="rocaille", board=1, line=5))  # red (p0) on blue (p1)
    assert s.players[1].units == [] and s.players[1].wall == 8
    assert lines(ev)[-1] == "Rocaille sur la ligne 5 de p1 : Fantoche ✝, Sprinteur ✝, mur −2"
    assert s.players[0].kills == 0 and s.players[0].reserve == []  # « ne rapporte pas de L de sang »
    s.active = 2  # green's turn
    with pytest.raises(RuleError) as exc:
        play(s, 2, Ruse(name="rocaille", board=1, line=4))
    assert exc.value.code == "kra-rocaille-once"
    s, _ = play(s, 2, Ruse(name="rocaille", board=0, line=4))  # another wall is fine
    assert s.players[0].wall == 6


def test_k66_a_rocaille_cannot_finish_a_player():
    s = hutte()
    s.players[1].wall = 4
    with pytest.raises(RuleError) as exc:
        play(s, 0, Ruse(name="rocaille", board=1, line=4))
    assert exc.value.code == "kra-rocaille-finish"
    put(s, 1, "fantoche", 4, defender=True)  # at most 3 to the wall now
    s, _ = play(s, 0, Ruse(name="rocaille", board=1, line=4))
    assert s.players[1].wall == 1


def test_k63_bouclier_token_sabotages_a_ruse_on_my_board_by_standing_choice():
    s = hutte()
    s, _ = play(s, 0, Ruse(name="bouclier"))
    s.active = 1
    e = put(s, 0, "fantoche", 2)
    s, ev = play(s, 1, Ruse(name="caillot", unit=e.id))
    assert s.players[0].shields == 0 and e.id in [u.id for u in s.players[0].units]
    assert [x.code for x in ev] == ["kra-ruse", "kra-sabotaged"] and ev[1].announce
    # the standing choice, changed out of turn, lets ruses through
    s.active = 0
    s, _ = play(s, 0, Ruse(name="bouclier"))
    s.active = 1
    s, _ = play(s, 0, Shield(auto=False))
    assert GAME.may_act(s, 0) and not s.players[0].shield_auto
    s, _ = play(s, 1, Ruse(name="caillot", unit=e.id))
    assert s.players[0].shields == 1 and s.players[0].units == []


def test_ka17_a_rocaille_on_my_own_board_strikes_the_enemies_never_my_wall():
    s = hutte()
    put(s, 0, "fantoche", 5, defender=True)
    put(s, 0, "sprinteur", 5)
    s, ev = play(s, 0, Ruse(name="rocaille", board=0, line=5))
    assert where(s, 0) == [("fantoche", 5, 1)] and s.players[0].wall == 10
    assert lines(ev, "en")[-1] == "Rocaille on line 5 of p0: Sprinteur ✝"
