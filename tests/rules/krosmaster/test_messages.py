"""Events, prompts, buttons and errors read well for players, in French and in English:
names of players, units, rewards and spells, never raw ids, seat numbers or placeholders."""

from __future__ import annotations

import random
import re

import pytest

from rules.core import Event, RuleError, SeatInfo, find_game, i18n
from rules.core.rng import Rng
from rules.krosmaster.content import content
from rules.krosmaster.model import Cast, Move
from rules.krosmaster.spell_lines import effect_ids
from tests.rules.krosmaster.helpers import ARMOUR, CRIT, MISS, table, unit

G = find_game("krosmaster")
NAMES = ["alice", "bob", "carol", "dave"]

#: what must never reach a player: unit ids (``0-reine-des-tofus``, ``1-tofu-3``), message
#: ids, Fluent placeholders and errors, seat numbers
BAD = re.compile(r"\b\d-[a-z]|\{|\?\?\?|\b(?:ev|err|prompt|val|opt)-|kros-|[Jj]oueur \d|[Pp]layer \d|-1\b(?! P[AM])")


#: content ids with a hyphen (rewards, spells, characters, arenas): never shown as such
IDS = {x for table_ in (content().rewards, content().spells, content().characters, content().summons)
       for x in table_ if "-" in x}


def render(lang: str, ev: Event, names: list[str]) -> str:
    """As the service does (bot/service.py ``_event_lines``)."""
    seat = ev.params.get("seat", -1)
    player = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"
    return i18n.t(lang, f"ev-{ev.code}", {"player": player, **ev.params})


def check(text: str, where: object) -> None:
    assert not BAD.search(text), (text, where)
    assert not [x for x in IDS if re.search(rf"(?<![\w-]){re.escape(x)}(?![\w-])", text)], (text, where)


def play(options: dict, seats: int, seed: int, steps: int = 1500) -> list[str]:
    """A random legal playout; every event, prompt and button rendered in both languages."""
    names = NAMES[:seats]
    rng = Rng("%064x" % (seed * 104729))
    chooser = random.Random(seed)
    state = G.setup(G.parse_options(options), [SeatInfo(index=i, name=n) for i, n in enumerate(names)], rng)
    texts: list[str] = []
    for _ in range(steps):
        if G.result(state) is not None:
            break
        prompts = G.prompts(state)
        for p in prompts:
            for lang in ("fr", "en"):
                text = i18n.t(lang, f"prompt-{p.kind}", {"player": names[p.seat], **p.params})
                check(text, p)
                texts.append(text)
                for o in p.options:
                    label = i18n.t(lang, o.label, o.params)
                    check(label, o)
        prompt = chooser.choice(prompts)
        action = chooser.choice(G.legal_actions(state, prompt.seat))
        tr = G.apply(state, prompt.seat, action, rng)
        state = tr.state
        for ev in tr.events:
            for lang in ("fr", "en"):
                text = render(lang, ev, names)
                check(text, ev)
                texts.append(text)
    result = G.result(state)
    if result is not None and result.reason:
        for lang in ("fr", "en"):
            check(i18n.t(lang, f"end-{result.reason}"), result)
    return texts


@pytest.mark.parametrize("options,seats", [
    ({"arena": "fosse", "side": "N", "autodeploy": True}, 2),
    ({}, 2),
    ({"teams": "draft", "destruction": True}, 2),
    ({"teams": "custom", "custom": [["anna-tommy", "anna-tommy", "oscar-nak", "guy-yomtella"],
                                    ["anna-tommy", "bad-aboum", "kreol-panikon", "opee-tissoin"]]}, 2),
    ({"scenario": "tuto6"}, 2),
    ({"mode": "ffa"}, 4),
    ({"mode": "2v2", "teams": "random"}, 4),
])
@pytest.mark.parametrize("seed", [1, 2])
def test_every_event_of_a_playout_reads_without_ids(options, seats, seed):
    texts = play(options, seats, seed)
    assert texts


def test_card_of_every_character_and_summon_reads_well():
    c = content()
    for sp in c.spells.values():
        for fx in effect_ids(sp):
            assert i18n.has("fr", f"val-{fx}") and i18n.has("en", f"val-{fx}"), fx
    refs = list(c.characters) + list(c.summons)
    for ref in refs:
        t = table([(0, ref, "E5"), (1, "anna-tommy", "E8")])
        for e in G.info(t.s, 0, "card", {"unit": unit(t, ref).id}).events:
            for lang in ("fr", "en"):
                check(render(lang, e, ["alice", "bob"]), e)


def tr(events: list[Event], code: str, lang: str = "fr", names: tuple[str, ...] = ("alice", "bob")) -> str:
    ev = next(e for e in events if e.code == code)
    return render(lang, ev, list(names))


def test_exact_texts_of_the_opening():
    state = G.setup(G.parse_options({"arena": "fosse", "autodeploy": True}), [SeatInfo(index=0, name="alice"),
                                                          SeatInfo(index=1, name="bob")], Rng("00" * 32))
    tr0 = G.apply(state, 1, G.parse_command("side", {"side": "N"}, state, 1), Rng("11" * 32))
    ev = tr0.events
    assert tr(ev, "kros-side-chosen") == "bob choisit le côté Nord."
    assert tr(ev, "kros-side-chosen", "en") == "bob chooses the North side."
    assert tr(ev, "kros-game-started") == "Que le combat commence ! alice joue en premier."
    assert tr(ev, "kros-turn-started") == "Tour 1 : à alice de jouer."
    shown = tr(ev, "kros-rewards-shown")
    assert shown.startswith("Récompenses visibles : ") and "-" not in shown.split(":", 1)[1].replace("Anti-", "")
    names = {r.name for r in content().rewards.values()}
    assert all(x in names for x in shown.split(" : ", 1)[1].rstrip(".").split(", ")), shown
    p = G.prompts(tr0.state)[0]
    assert i18n.t("fr", f"prompt-{p.kind}", p.params) == "Reine des Tofus joue : 4 PM, 6 PA."
    assert i18n.t("en", f"prompt-{p.kind}", p.params) == "Reine des Tofus plays: 4 PM, 6 PA."
    arena = G.setup(G.parse_options({}), [SeatInfo(index=0, name="alice"), SeatInfo(index=1, name="bob")],
                    Rng("00" * 32))
    chosen = G.apply(arena, 0, G.parse_command("arena", {"arena": "fosse"}, arena, 0), Rng("00" * 32))
    assert tr(chosen.events, "kros-arena-chosen") == "Arène choisie : La Fosse."
    assert tr(chosen.events, "kros-arena-chosen", "en") == "Arena chosen: La Fosse."


def test_exact_texts_of_an_attack_and_plurals():
    t = table([(0, "reine-des-tofus", "E5"), (1, "roi-des-bouftous", "E7")], dice=[CRIT, MISS, MISS, MISS])
    t.s.names = ["alice", "bob"]
    t.act(0, Cast(spell="dan-to-fu", at="E7"))
    ev = t.events
    assert tr(ev, "kros-cast") == "Reine des Tofus lance Dan To Fu en E7 (reste 3 PA, 4 PM)."
    assert tr(ev, "kros-critical-roll") == \
        "Reine des Tofus lance le jet de coup critique (Dan To Fu) : Critique, Tacle → 1 coup critique !"
    assert tr(ev, "kros-hit") == ("Reine des Tofus touche Roi des Bouftous avec Dan To Fu : "
                                  "jet d'armure Tacle, Tacle, 2 dégâts → 2 blessures.")
    assert tr(ev, "kros-hit", "en") == ("Reine des Tofus's Dan To Fu hits Roi des Bouftous: "
                                        "armour roll Tacle, Tacle, 2 damage → 2 wounds.")
    t = table([(0, "reine-des-tofus", "E5"), (1, "roi-des-bouftous", "E7")], dice=[MISS, MISS, ARMOUR, MISS])
    t.s.names = ["alice", "bob"]
    t.act(0, Cast(spell="dan-to-fu", at="E7"))
    assert tr(t.events, "kros-critical-roll").endswith(": Tacle, Tacle → pas de coup critique.")
    assert tr(t.events, "kros-hit").endswith("jet d'armure Armure, Tacle, 0 dégât → 0 blessure.")


def test_summons_read_with_their_number_and_mirrors_with_the_owner():
    t = table([(0, "reine-des-tofus", "E5"), (1, "reine-des-tofus", "E9")])
    t.s.names = ["alice", "bob"]
    t.act(0, Cast(spell="invocation-de-tofu", at="E6"))
    summoned = next(e for e in t.events if e.code == "kros-summoned")
    assert render("fr", summoned, ["alice", "bob"]) == \
        f"Reine des Tofus (alice) invoque Tofu {summoned.params['unit'].rsplit('-', 1)[1]} (alice) en E6."
    t = table([(0, "bad-aboum", "E5"), (1, "anna-tommy", "E9")])
    t.s.names = ["alice", "bob"]
    t.act(0, Move(to="E6"))
    assert tr(t.events, "kros-moved") == "Bad Aboum se déplace de E5 à E6 (1 PM)."
    assert tr(t.events, "kros-moved", "en") == "Bad Aboum moves from E5 to E6 (1 PM)."
    # players may type what they read
    sid = G.resolve_unit(t.s, 0, "Bad Aboum")
    assert sid == "0-bad-aboum"


def test_error_texts_name_things():
    t = table([(0, "kreol-panikon", "E5"), (1, "anna-tommy", "E6")], dice=[MISS, MISS, MISS])
    t.s.names = ["alice", "bob"]
    t.act(0, Cast(spell="soufflette", at="E6"))
    with pytest.raises(RuleError) as err:
        t.act(0, Cast(spell="soufflette", at="E7"))
    text = i18n.t("fr", f"err-{err.value.code}", err.value.params)
    assert text == "Soufflette ne peut être lancé qu'une fois par partie."
    assert i18n.t("fr", "err-kros-wrong-phase", {"phase": "deploy"}) == \
        "Ce n'est pas le moment : on en est au déploiement."
    assert i18n.t("en", "err-kros-summon-limit", {"spell": "Invocation de Bouftou", "limit": 1}) == \
        "Invocation de Bouftou: already 1 summon in play, the most allowed."
