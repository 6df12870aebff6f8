"""What players tripped on (issue 16, part 4): each defect reproduced, then fixed."""

from __future__ import annotations

import pytest

from rules.core import SeatInfo, find_game, i18n
from rules.core.rng import Rng
from rules.krosmaster.engine import KROSMASTER as G
from rules.krosmaster.model import Cast, End, Inspire, Move, Punch
from tests.rules.krosmaster.helpers import (
    CRIT,
    DODGE,
    DOUBLE,
    JOKER,
    MISS,
    TACKLE,
    summon_of,
    table,
    table4,
    unit,
)

ARMOUR = 2


# ---- inspire: the default face never makes a double ---------------------------------------
@pytest.mark.parametrize("faces", [[JOKER, CRIT], [CRIT, JOKER], [DOUBLE, CRIT], [CRIT, DOUBLE], [JOKER, JOKER],
                                   [DOUBLE, DOUBLE], [JOKER, DOUBLE], [DOUBLE, DODGE], [JOKER, ARMOUR]])
def test_inspire_without_faces_never_turns_the_dice_into_a_double(faces):
    t = table([(0, "reine-des-tofus", "D4"), (1, "roi-des-bouftous", "H8")], goal="gg")
    t.s.phase, t.s.tension = "inspiration", list(faces)
    action = G.parse_command("inspire", {"die1": "kamas", "die2": "kamas"}, t.s, 0)
    assert isinstance(action, Inspire) and action.faces[0] != action.faces[1]


def test_inspire_keeps_the_faces_typed_even_a_double():
    t = table([(0, "reine-des-tofus", "D4"), (1, "roi-des-bouftous", "H8")], goal="gg")
    t.s.phase, t.s.tension = "inspiration", [JOKER, CRIT]
    action = G.parse_command("inspire", {"die1": "kamas", "die2": "kamas", "face1": "critique"}, t.s, 0)
    assert action.faces == ["critique", "critique"]


# ---- free-for-all: the last K.O. that ends the game still takes every GG -------------------
def test_the_ko_that_ends_the_game_still_takes_all_the_victims_gg():
    # seats 2 and 3 are out; seat 0 K.O.s seat 1's last Krosmaster: the game ends (last team
    # on the board) and « lui prend tous ses GG » still applies to the final scores
    t = table4([(0, "reine-des-tofus", "E5"), (1, "anna-tommy", "E6")], dice=[MISS, MISS])
    t.s.wild_gg = 0
    t.s.gg = [3, 6, 0, 0]
    unit(t, "anna-tommy").wounds = 11
    t.act(0, Punch(at="E6"))
    assert t.s.phase == "over" and t.s.winners == [0]
    assert t.s.gg == [9, 0, 0, 0]
    assert G.result(t.s).scores == {0: 9, 1: 0, 2: 0, 3: 0}


# ---- the last move's path is the last turn's only ------------------------------------------
def test_the_path_drawn_is_cleared_when_the_next_player_starts():
    t = table([(0, "reine-des-tofus", "D4"), (1, "roi-des-bouftous", "H8")])
    t.act(0, Move(to="D6"))
    assert t.s.last_path
    t.act(0, End())
    assert t.s.active == 1 and t.s.last_path == []


# ---- summons numbered per kind and owner -----------------------------------------------------
def test_summons_are_numbered_per_kind_and_owner():
    t = table([(0, "roi-des-bouftous", "D4"), (0, "bad-aboum", "A1"), (1, "roi-des-bouftous", "H8")])
    for _ in range(40):  # many summons earlier in the game
        gone = summon_of(t, "0-roi-des-bouftous", "bouftou", "D5")
        t.s.units.remove(gone)
        t.reindex()
    first = summon_of(t, "0-roi-des-bouftous", "bouftou", "D5")
    second = summon_of(t, "0-roi-des-bouftous", "bouftou", "E5")
    bomb = summon_of(t, "bad-aboum", "bombe-a-eau", "A2")
    theirs = summon_of(t, "1-roi-des-bouftous", "bouftou", "H7")
    assert [t.label(u) for u in (first, second, bomb, theirs)] == [
        "Bouftou 1 (a)", "Bouftou 2 (a)", "Bombe à Eau 1", "Bouftou 1 (b)"]
    t.s.units.remove(first)
    t.reindex()
    again = summon_of(t, "0-roi-des-bouftous", "bouftou", "D5")
    assert t.label(again) == "Bouftou 1 (a)"  # the lowest free number
    view = G.view(t.s, 0)
    tokens = {u.label: u.token for u in view.units if u.kind != "krosmaster"}
    assert tokens["Bouftou 2 (a)"] != tokens["Bombe à Eau 1"]
    assert tokens == {"Bouftou 2 (a)": "Bo2", "Bombe à Eau 1": "BE1", "Bouftou 1 (b)": "Bo1", "Bouftou 1 (a)": "Bo1"}


# ---- names typed by prefix work everywhere ----------------------------------------------------
def test_a_spell_typed_by_the_start_of_its_name_is_cast():
    t = table([(0, "reine-des-tofus", "D4"), (1, "roi-des-bouftous", "D5")])
    assert G.parse_command("cast", {"spell": "dan", "at": "D5"}, t.s, 0) == Cast(spell="dan-to-fu", at="D5")
    assert G.parse_command("cast", {"spell": "Invoc", "at": "C4"}, t.s, 0).spell == "invocation-de-tofu"
    assert G.parse_command("cast", {"spell": "tofu", "at": "C4"}, t.s, 0).spell == "invocation-de-tofu"


def test_a_reward_typed_by_the_start_of_its_name_is_revealed():
    t = table([(0, "reine-des-tofus", "D4"), (1, "roi-des-bouftous", "H8")])
    from rules.krosmaster.model import RewardToken
    q = unit(t, "reine-des-tofus")
    rid = next(r for r, x in t.c.rewards.items() if x.type == "buff" and not x.effect.recall and not x.effect.zobal)
    q.rewards.append(RewardToken(id=rid, known_to=[0]))
    prefix = t.c.rewards[rid].name[:4]
    assert G.parse_command("reveal", {"token": prefix}, t.s, 0).token == rid


# ---- reach: squares the spell can target, and why it cannot be cast ---------------------------
def test_reach_of_a_summon_leaves_out_the_obstacles():
    t = table([(0, "reine-des-tofus", "D4"), (1, "roi-des-bouftous", "D5")], decor=[("tree", "C4")])
    info = G.info(t.s, 0, "reach", {"unit": "reine", "spell": "invocation-de-tofu"})
    squares = info.events[0].params["squares"]
    assert "C4" not in squares and "D5" not in squares and "D4" not in squares and "E4" in squares


def test_reach_says_why_a_spell_is_not_castable_now():
    t = table([(0, "reine-des-tofus", "D4"), (1, "roi-des-bouftous", "D6")])
    q = unit(t, "reine-des-tofus")
    q.pa = 1
    info = G.info(t.s, 0, "reach", {"unit": "reine", "spell": "dan-to-fu"})
    why = [e for e in info.events if e.code == "kros-reach-blocked"]
    assert len(why) == 1 and why[0].params["reason"] == "pa"
    assert i18n.t("fr", "ev-kros-reach-blocked", why[0].params) == \
        "Pas lançable maintenant : il faut 3 PA, il en reste 1."
    info = G.info(t.s, 1, "reach", {"unit": "roi", "spell": "bouftabaffe"})
    assert [e.params["reason"] for e in info.events if e.code == "kros-reach-blocked"] == ["not-active"]


# ---- wording --------------------------------------------------------------------------------
def test_one_power_message_per_card_when_both_dice_go_on_it():
    t = table([(0, "reine-des-tofus", "D4"), (1, "roi-des-bouftous", "H8")], goal="gg")
    t.s.phase, t.s.tension = "inspiration", [CRIT, ARMOUR]
    t.act(0, Inspire(faces=["critique", "armure"], targets=["0-reine-des-tofus", "0-reine-des-tofus"]))
    inspired = [e for e in t.events if e.code == "kros-inspired"]
    assert len(inspired) == 1
    assert i18n.t("fr", "ev-kros-inspired", inspired[0].params) == \
        "Reine des Tofus gagne les pouvoirs Critique et Armure pour ce tour."
    assert i18n.t("en", "ev-kros-inspired", inspired[0].params) == \
        "Reine des Tofus gains the powers Critique and Armure for this turn."


def test_no_critical_roll_for_a_spell_cast_on_an_empty_square():
    t = table([(0, "guy-yomtella", "D1"), (1, "roi-des-bouftous", "H8")], dice=[])
    t.act(0, Cast(spell="fleche-harcelante", at="D5"))
    assert [e.code for e in t.events if e.code == "kros-critical-roll"] == []
    assert t.rng.counter == 0


@pytest.mark.parametrize("lang,limit,text", [
    ("fr", 1, "Reine des Tofus : une seule fois par équipe."),
    ("fr", 2, "Reine des Tofus : au plus 2 fois par équipe."),
    ("en", 1, "Reine des Tofus: only once per team."),
])
def test_team_duplicate_reads_well(lang, limit, text):
    assert i18n.t(lang, "err-kros-team-duplicate", {"character": "Reine des Tofus", "limit": limit}) == text


def test_victory_and_line_counts_read_well():
    assert i18n.t("fr", "result-victory", {"winners": "alice", "count": 1, "scores": "alice 6"}) == "Victoire : alice !"
    assert i18n.t("fr", "result-victory", {"winners": "alice et bob", "count": 2}) == (
        "Victoire : alice et bob (2 gagnants) !")
    assert i18n.t("en", "result-victory", {"winners": "alice and bob", "count": 2}) == "alice and bob win!"
    assert "1 ligne de journal" in i18n.t("fr", "export-done", {"name": "x", "actions": 1})
    assert "1 line of log" in i18n.t("en", "export-done", {"name": "x", "actions": 1})
    assert "1 ligne de journal" in i18n.t("fr", "export-done-running", {"name": "x", "actions": 1})
    assert i18n.t("fr", "catch-up-more", {"count": 1}) == "… 1 ligne plus ancienne omise."


# ---- a whole game still plays after the fixes ----------------------------------------------------
def test_random_games_still_end():
    import random

    for seed in range(3):
        state = G.setup(G.parse_options({"autodeploy": True, "arena": "fosse", "side": "N"}),
                        [SeatInfo(index=i, name=n) for i, n in enumerate(["a", "b"])], Rng("%064x" % (seed + 7)))
        chooser = random.Random(seed)
        rng = Rng("%064x" % (seed + 99))
        for _ in range(3000):
            if G.result(state) is not None:
                break
            p = G.prompts(state)[0]
            state = G.apply(state, p.seat, chooser.choice(G.legal_actions(state, p.seat)), rng).state
        assert find_game("krosmaster").result(state) is not None
    assert TACKLE
