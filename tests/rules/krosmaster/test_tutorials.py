"""The seven tutorials as the rulebook writes them: what each card allows, the goal and the
introduction at the start, the debrief at the end, a board without what does not apply."""

from __future__ import annotations

import pytest

from render.krosmaster import _seat_block
from rules.core import Rng, RuleError, SeatInfo, i18n
from rules.krosmaster.engine import KROSMASTER as G
from rules.krosmaster.model import Cast, Punch
from rules.krosmaster.turns import Turns
from tests.rules.krosmaster.helpers import MISS, Scripted

SEATS = [SeatInfo(index=0, name="alice"), SeatInfo(index=1, name="bob")]


def start(scenario: str):
    return G.setup(G.parse_options({"scenario": scenario}), SEATS, Rng("31" * 32))


def test_tutorial_1_is_fists_only_without_powers():
    # « pour cette première bagarre, il ne devra utiliser que ses poings »
    s = start("tuto1")
    t = Turns(s)
    reine = t.by_id[s.current]
    assert t.spells(reine) == [] and t.powers(reine) == set()
    assert {a.type for a in G.legal_actions(s, 0)} <= {"move", "end", "punch"}
    with pytest.raises(RuleError):
        G.apply(s, 0, Cast(spell="dan-to-fu", at="E8"), Rng("00" * 32))
    card = G.info(s, 0, "card", {"unit": "reine"}).events
    assert card[0].params["powers"] == [] and [e.params["spell"] for e in card[1:]] == ["Coup de Poing"]


def test_tutorial_2_has_attack_spells_and_powers_but_no_summons():
    s = start("tuto2")
    t = Turns(s)
    reine = t.by_id[s.current]
    assert t.spells(reine) == ["dan-to-fu"] and t.powers(reine) == {"critique", "esquive"}


@pytest.mark.parametrize("scenario", ["tuto3", "tuto4", "tuto5", "tuto6", "tuto7"])
def test_later_tutorials_use_the_whole_card(scenario):
    s = start(scenario)
    t = Turns(s)
    for u in s.units:
        assert t.spells(u) == list(t.base(u).spells) and set(t.base(u).powers) <= t.powers(u)


@pytest.mark.parametrize("scenario", [f"tuto{i}" for i in range(1, 8)])
def test_each_tutorial_opens_with_its_goal_and_introduction(scenario):
    events = G.opening_events(start(scenario))
    assert [e.code for e in events] == ["kros-tuto-intro", "kros-tuto-goal"]
    for lang in ("fr", "en"):
        texts = [i18n.t(lang, f"ev-{e.code}", e.params) for e in events]
        assert all(len(x) > 25 and "{" not in x for x in texts), texts
    assert i18n.t("fr", "ev-kros-tuto-goal", events[1].params).startswith("🎯 But du jeu : ")
    assert G.opening_events(G.setup(G.parse_options({}), SEATS, Rng("31" * 32))) == []


def test_tutorial_1_goal_and_intro_read_as_the_rulebook():
    intro, goal = G.opening_events(start("tuto1"))
    assert i18n.t("fr", "ev-kros-tuto-goal", goal.params) == "🎯 But du jeu : mettre K.O le Krosmaster adverse."
    assert "rien que les poings" in i18n.t("fr", "ev-kros-tuto-intro", intro.params)
    assert "fists only" in i18n.t("en", "ev-kros-tuto-intro", intro.params)


def test_a_tutorial_ends_with_its_debrief_and_the_next_step():
    s = start("tuto1")
    t = Turns(s, Scripted([MISS, MISS]))  # no critical, no armour: 1 damage
    roi = next(u for u in s.units if u.seat == 1)
    reine = t.by_id[s.current]
    roi.pos = (reine.pos[0], reine.pos[1] + 1)
    roi.wounds = t.max_pv(roi) - 1
    t.reindex()
    t.act(0, Punch(at=f"{chr(65 + roi.pos[0])}{roi.pos[1] + 1}"))
    assert s.phase == "over" and s.winners == [0]
    debrief = [e for e in t.events if e.code == "kros-tuto-debrief"]
    assert len(debrief) == 1 and debrief[0].params == {"scenario": "tuto1", "next": "tuto2"}
    fr = i18n.t("fr", "ev-kros-tuto-debrief", debrief[0].params)
    assert fr.startswith("🎓 Bilan : ") and "/game new krosmaster scenario:tuto2" in fr
    assert "/game new krosmaster scenario:tuto2" in i18n.t("en", "ev-kros-tuto-debrief", debrief[0].params)


def test_the_board_hides_gg_and_kamas_in_tutorials_1_to_6():
    for scenario, shown in (("tuto1", False), ("tuto6", False), ("tuto7", True)):
        v = G.view(start(scenario), 0).model_dump(mode="json")
        assert v["economy"] is shown
        lines = [text for text, *_ in _seat_block(v, 0, "fr", {u["id"]: u for u in v["units"]}, 280)]
        assert any(line.startswith("GG ") for line in lines) is shown, lines
        assert not v["piles"] or shown


# ---- the draft you can see ---------------------------------------------------------------
def _draft_state():
    state = G.setup(G.parse_options({"teams": "draft"}), SEATS, Rng("11" * 32))
    rng = Rng("22" * 32)
    for _ in range(3):
        seat = G.prompts(state)[0].seat
        state = G.apply(state, seat, G.legal_actions(state, seat)[0], rng).state
    return state


def test_card_answers_for_any_character_of_the_box_on_the_board_or_not():
    state = _draft_state()
    assert state.phase == "draft" and not state.units
    events = G.info(state, 0, "card", {"unit": "guy"}).events
    assert [e.code for e in events] == ["kros-card-character"] + ["kros-card-spell"] * 3
    assert i18n.t("fr", "ev-kros-card-character", events[0].params) == \
        "Guy Yomtella — Niveau 3, Initiative 7, 3 PM, 6 PV, 6 PA ; pouvoirs : Esquive."
    assert events[1].params["spell"] == "Flèche Harcelante" and events[3].params["spell"] == "Coup de Poing"
    assert G.info(state, 0, "card", {"unit": "Bouftou"}).events[0].params["kind"] == "mob"
    with pytest.raises(RuleError.__mro__[1]):
        G.info(state, 0, "card", {"unit": "nobody"})
    shown = G.autocomplete(state, 0, "card", "unit", "")
    assert set(state.draft_visible) <= set(shown) and len(shown) == 8
    assert G.suggestion_label(state, "card", "unit", "guy-yomtella") == "Guy Yomtella"


def test_the_draft_picture_shows_the_pool_and_the_teams_cards():
    from render.krosmaster_draft import card_lines
    from render.text import recording

    state = _draft_state()
    from render.krosmaster import render

    with recording() as drawn:
        img = render(G.view(state, None), "fr")
    texts = [r.text for r in drawn]
    assert img.width == 600
    for ref in [*state.draft_visible, *[x for p in state.picks for x in p]]:
        for line, *_ in card_lines(ref, "fr"):
            assert line in texts, line
    assert "Cartes dévoilées : à alice de choisir" in texts or any(x.startswith("Cartes dévoilées") for x in texts)
    assert "Niv. 3 · Init. 7 · 3 PM · 6 PV · 6 PA" in card_lines("guy-yomtella", "fr")[1]
    assert all(r.size >= 15 for r in drawn)
