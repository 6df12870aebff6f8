"""Info commands (card, reach), prompt options (buttons), player choices (trigger order,
heal amount) and the Discord labels of Krosmaster Arena."""

import random
import re

import pytest

from rules.core import InvalidActionError, Rng, SeatInfo, i18n
from rules.krosmaster import KROSMASTER as G
from rules.krosmaster.model import Cast, End, Reveal, RewardToken, Trigger

from .helpers import CRIT, MISS, cell, summon_of, table, unit
from .test_locales import catalog

SEATS = [SeatInfo(index=i, name=n) for i, n in enumerate(["Alice", "Bob", "Chloé", "Dom"])]


def ids(t):
    return [e.code for e in t.events]


# ---- card ---------------------------------------------------------------------------------
def test_card_shows_stats_spells_and_visible_rewards_only():
    t = table([(0, "roi-des-bouftous", "E5"), (1, "anna-tommy", "E6")])
    roi = unit(t, "roi-des-bouftous")
    roi.wounds = 4
    roi.rewards = [RewardToken(id="pano-abra", revealed=True, known_to=[0, 1]),
                   RewardToken(id="style-xelor", known_to=[0])]
    info = G.info(t.s, 1, "card", {"unit": "roi"})
    head = info.events[0]
    assert head.code == "kros-card"
    # Roi des Bouftous: level 3, initiative 2, 3 PM, 10 PV, 7 PA; Pano Abra -1 PM +5 PV +2 PA
    assert {k: head.params[k] for k in ("level", "init", "pv", "wounds", "left")} == \
        {"level": 3, "init": 2, "pv": 15, "wounds": 4, "left": 11}
    spells = [e.params for e in info.events if e.code == "kros-card-spell"]
    bouftabaffe = next(p for p in spells if p["spell"] == "Bouftabaffe")
    assert bouftabaffe["pa"] == 3 and bouftabaffe["range_kind"] == "melee" and bouftabaffe["value"] == 1
    assert bouftabaffe["effects"] == ["kros-fx-bonus-if-summon-adjacent-2-bouftou"]
    assert next(p for p in spells if p["spell"] == "Invocation de Bouftou")["effects"] == ["kros-fx-control-1"]
    assert any(p["spell"] == "Coup de Poing" and p["pa"] == 5 for p in spells)
    # the opponent sees the face-down token's rank only; its owner sees its name
    assert [e.params for e in info.events if e.code == "kros-card-hidden"] == [{"rank": "jade"}]
    assert "Style Xélor" not in str([e.params for e in info.events])
    mine = G.info(t.s, 0, "card", {"unit": "roi"})
    hidden = [e for e in mine.events if e.code == "kros-card-reward" and e.params["hidden"] == "yes"]
    assert [e.params["reward"] for e in hidden] == ["Style Xélor"] and hidden[0].visible_to == [0]
    spectator = G.info(t.s, None, "card", {"unit": "0-roi-des-bouftous"})
    assert "Style Xélor" not in str([e.params for e in spectator.events])
    assert spectator.view.highlight == ["E5"]


def test_card_and_reach_messages_format_in_both_languages():
    t = table([(0, "reine-des-tofus", "E5"), (1, "anna-tommy", "E8")])
    for command, args in (("card", {"unit": "reine"}), ("reach", {"unit": "reine", "spell": "dan to fu"})):
        for e in G.info(t.s, None, command, args).events:
            for lang in ("fr", "en"):
                text = i18n.t(lang, f"ev-{e.code}", {"player": "x", **e.params})
                assert not text.startswith("ev-") and "{" not in text, text


def test_info_errors():
    t = table([(0, "reine-des-tofus", "E5"), (1, "anna-tommy", "E8")])
    with pytest.raises(InvalidActionError):
        G.info(t.s, 0, "card", {"unit": "nobody"})
    with pytest.raises(InvalidActionError):
        G.info(t.s, 0, "reach", {"unit": "reine", "spell": "soufflette"})
    with pytest.raises(InvalidActionError):
        G.parse_command("card", {"unit": "reine"}, t.s, 0)
    specs = {c.name: c for c in G.commands}
    assert specs["card"].info and specs["reach"].info and not specs["move"].info


# ---- reach: page 8's figure, « En vert, les cases à portée ... (1, 2 ou 3 cases) » ----------
def test_reach_of_dan_to_fu_counts_orthogonally():
    t = table([(0, "reine-des-tofus", "F6"), (1, "anna-tommy", "L12")])
    info = G.info(t.s, 1, "reach", {"unit": "reine", "spell": "dan-to-fu"})
    squares = {cell(x) for x in info.view.highlight}
    # 4 + 8 + 12 squares at 1, 2 and 3 squares (never counting diagonals)
    assert len(squares) == 24 == info.events[0].params["count"]
    assert all(1 <= abs(x - 5) + abs(y - 5) <= 3 for x, y in squares)
    assert info.events[0].params["ready"] == "yes"


def test_reach_respects_line_of_sight_and_tir_a_distance():
    t = table([(0, "guy-yomtella", "A1"), (1, "anna-tommy", "L12")], decor=[("tree", "A3")])
    before = set(G.info(t.s, 0, "reach", {"unit": "guy", "spell": "fleche"}).view.highlight)
    assert "A2" not in before and "A4" not in before and "A5" not in before  # 3-8, and the tree
    assert "D1" in before and "I1" in before and "J1" not in before  # 3 to 8 squares
    t.act(0, Cast(spell="tir-a-distance", at="A1"))
    after = set(G.info(t.s, 0, "reach", {"unit": "guy", "spell": "fleche"}).view.highlight)
    assert "L1" in after and after > before  # « de 8 à 11 cases »


# ---- trigger order: « le joueur actif choisit l'ordre de leur résolution, un par un » -------
def test_two_bombs_wait_for_the_active_players_order():
    t = table([(0, "bad-aboum", "E2"), (1, "anna-tommy", "L12")], dice=[MISS] * 12)
    b1 = summon_of(t, "bad-aboum", "bombe-a-eau", "B5")
    b2 = summon_of(t, "bad-aboum", "bombe-a-eau", "H5")
    t.act(0, End())
    t.act(1, End())
    assert t.s.phase == "trigger-order" and t.s.current == "0-bad-aboum"
    prompt = G.prompts(t.s)[0]
    assert prompt.kind == "kros-trigger-order" and [o.args["unit"] for o in prompt.options] == [b1.id, b2.id]
    t.events = []
    t.act(0, Trigger(unit=b2.id))
    ticks = [e.params["unit"] for e in t.events if e.code == "kros-bomb-ticks"]
    assert ticks == [b2.id, b1.id]  # the chosen one first, the last one alone
    assert t.s.phase == "activation" and unit(t, "bad-aboum").pa == 6


def test_one_bomb_ticks_without_a_prompt():
    t = table([(0, "bad-aboum", "E2"), (1, "anna-tommy", "L12")], dice=[MISS] * 12)
    summon_of(t, "bad-aboum", "bombe-a-eau", "B5")
    t.act(0, End())
    t.act(1, End())
    assert t.s.phase == "activation" and "kros-bomb-ticks" in ids(t)


# ---- « vous pouvez retirer jusqu'à N marqueurs »: an amount, the most by default -----------
@pytest.mark.parametrize("amount, left", [(None, 2), (1, 4), (0, 5), (9, 2)])
def test_heal_up_to_n(amount, left):
    t = table([(0, "anna-tommy", "E5"), (1, "oscar-nak", "L12")])
    anna = unit(t, "anna-tommy")
    anna.wounds = 5
    anna.rewards = [RewardToken(id="potion-bulbique", known_to=[0])]
    t.act(0, Reveal(token="potion-bulbique", amount=amount))
    assert anna.wounds == left
    assert G.parse_command("reveal", {"token": "potion bulbique", "amount": "2"}, t.s, 0).amount == 2
    with pytest.raises(InvalidActionError):
        G.parse_command("reveal", {"token": "potion bulbique", "amount": "x"}, t.s, 0)


# ---- buttons ------------------------------------------------------------------------------
def _walk(options, seats, steps, seed):
    rng = Rng("%064x" % seed)
    chooser = random.Random(seed)
    s = G.setup(G.parse_options(options), SEATS[:seats], rng)
    for _ in range(steps):
        if G.result(s):
            return
        yield s
        p = G.prompts(s)[0]
        legal = G.legal_actions(s, p.seat)
        s = G.apply(s, p.seat, chooser.choice(legal), rng).state


@pytest.mark.parametrize("options, seats", [
    ({}, 2), ({"teams": "draft"}, 2), ({"mode": "ffa"}, 4), ({"mode": "2v2", "teams": "draft"}, 4),
])
def test_every_button_is_a_legal_answer_with_a_label(options, seats):
    fr, en = catalog("fr"), catalog("en")
    kinds = set()
    for s in _walk(options, seats, 260, 5):
        for p in G.prompts(s):
            assert len(p.options) <= 25
            legal = [G.dump_action(a) for a in G.legal_actions(s, p.seat)]
            for o in p.options:
                kinds.add(p.kind)
                assert o.label in fr and o.label in en and fr[o.label] <= set(o.params)
                action = G.parse_command(o.command, o.args, s, p.seat)
                assert G.dump_action(action) in legal, (p.kind, o)
    assert {"kros-arena", "kros-side", "kros-deploy", "kros-activation"} <= kinds


def test_small_prompts_have_all_their_answers_as_buttons():
    s = G.setup(G.parse_options({"teams": "draft"}), SEATS[:2], Rng("51" * 32))
    assert len(G.prompts(s)[0].options) == 2 == len(G.legal_actions(s, s.active))
    s = G.setup(G.parse_options({}), SEATS[:2], Rng("51" * 32))
    assert [o.args for o in G.prompts(s)[0].options] == [{"arena": "fosse"}, {"arena": "elementaire"}]


def test_inspiration_buttons_refund_first_and_no_duplicates():
    t = table([(0, "anna-tommy", "E5"), (0, "oscar-nak", "E7"), (1, "guy-yomtella", "L12")], goal="gg")
    t.s.phase, t.s.current, t.s.tension = "inspiration", None, [CRIT, CRIT]
    opts = G.prompts(t.s)[0].options
    assert opts[0].args == {"die1": "kamas", "die2": "kamas", "face1": "critique", "face2": "critique"}
    # two identical dice: « die 1 on Anna » and « die 2 on Anna » are the same answer
    outcomes = [tuple(sorted(x for x in (o.args["die1"], o.args["die2"]))) for o in opts]
    assert len(outcomes) == len(set(outcomes)) == 6  # kk, Ak, Ok, AA, AO, OO
    t.s.tension = [5, 6]  # double face and wild face: the faces are choices
    opts = G.prompts(t.s)[0].options
    assert len(opts) <= 25 and any(o.params["double"] == "yes" for o in opts)


def test_activation_buttons_end_and_pickup_but_never_a_face_down_reward():
    t = table([(0, "anna-tommy", "E5"), (1, "oscar-nak", "L12")], goal="gg")
    t.s.floor_kamas = {"4,4": 1}
    unit(t, "anna-tommy").rewards = [RewardToken(id="style-zobal", known_to=[0]),
                                     RewardToken(id="style-xelor", known_to=[0])]
    opts = G.prompts(t.s)[0].options
    cmds = [(o.command, o.args.get("choice")) for o in opts]
    assert cmds[0] == ("end", None) and ("pickup", None) in cmds
    # public buttons would name the hidden tokens: revealing is typed, with private suggestions
    assert not [o for o in opts if o.command == "reveal"]
    assert not [o for o in opts if "style" in str(o.params) or "style" in str(o.args)]
    assert G.autocomplete(t.s, 0, "reveal", "token", "") == ["style-zobal", "style-xelor"]


# ---- Discord labels ---------------------------------------------------------------------------
NAME = re.compile(r"^[-_'\w]{1,32}$")


def test_discord_names_and_labels():
    for lang in ("fr", "en"):
        for spec in G.commands:
            cmd = i18n.t(lang, f"cmdname-kros-{spec.name}")
            assert NAME.match(cmd) and cmd == cmd.lower() and "_" not in cmd, cmd
            opts = [i18n.t(lang, f"optname-kros-{spec.name}-{o.name}") for o in spec.options]
            assert all(NAME.match(o) and o == o.lower() for o in opts), opts
            assert len(set(opts)) == len(opts)
            if not any(o.required for o in spec.options):
                assert i18n.has(lang, f"btn-kros-{spec.name}")
            for o in spec.options:
                if o.kind == "choice":
                    for v in o.choices:
                        assert i18n.has(lang, f"choice-kros-{spec.name}-{o.name}-{v.lower()}"), (spec.name, v)
    fr = {s.name: i18n.t("fr", f"cmdname-kros-{s.name}") for s in G.commands}
    assert (fr["move"], fr["cast"], fr["punch"], fr["end"]) == ("déplacer", "sort", "coup-de-poing", "finir")
    assert len(set(fr.values())) == len(fr)
