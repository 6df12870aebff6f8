"""Every encounter and treasure card can be read where it matters (issue 23): at the cancel
question, when drawn, in play, and with ``/cr card`` by its French or English name."""

from __future__ import annotations

import re

import pytest

from rules.core import InvalidActionError, Rng, SeatInfo
from rules.core.i18n import t
from rules.ravenloft import GAME
from rules.ravenloft.content import load_content

C = load_content()
RAW = re.compile(r"\{|\bcr-[a-z]|[a-z]+_[a-z]+|#\d")


def table(adventure: str = "2"):
    seats = [SeatInfo(index=i, name=f"p{i}") for i in range(2)]
    return GAME.setup(GAME.parse_options({"adventure": adventure, "heroes": ["thorgrim", "kat"], "first": 0}), seats,
                      Rng("c3" * 32))


def read(lang: str, code: str, params: dict) -> str:
    text = t(lang, code, {"player": "p0", **params})
    assert not RAW.search(text), text
    return text


def test_the_cancel_question_quotes_the_card() -> None:
    from rules.ravenloft.turns import resume_villain

    s = table()
    s.encounters.cards.append("music_of_the_damned#1")
    s.xp_pile = ["gargoyle#1", "gargoyle#2"]  # 6 XP: the party may cancel
    s.turn.phase = "villain"
    events = resume_villain(s, GAME.cat, Rng("ab" * 32))
    prompt = GAME.prompts(s)[0]
    assert prompt.kind == "cr-encounter-cancel"
    fr = read("fr", "prompt-cr-encounter-cancel", prompt.params)
    en = read("en", "prompt-cr-encounter-cancel", prompt.params)
    assert "Musique des Damnés" in fr and "Un orgue lugubre résonne" in fr
    assert "Music of the Damned" in en and "A mournful organ plays" in en
    drawn = next(e for e in events if e.code == "cr-encounter-drawn")
    assert "Un orgue lugubre résonne" in read("fr", "ev-cr-encounter-drawn", drawn.params)


def test_the_environment_in_play_from_the_start_is_quoted() -> None:
    from rules.ravenloft.adventures import act
    from rules.ravenloft.catalog import AdventureAction

    s = table()
    [e] = act(s, GAME.cat, AdventureAction(kind="environment", encounter="blood_fog"), Rng("ab" * 32), None)
    assert C.encounters["blood_fog"].text.fr in read("fr", "ev-cr-environment", e.params)


@pytest.mark.parametrize("card", sorted(C.treasures))
def test_each_treasure_drawn_is_quoted(card) -> None:
    from rules.ravenloft.treasure import earn

    s = table()
    s.treasures.cards.append(f"{card}#1")
    s.turn.treasure_drawn = False
    events = earn(s, GAME.cat, 0, Rng("ab" * 32))
    drawn = next(e for e in events if e.code == "cr-treasure")
    for lang in ("fr", "en"):
        assert getattr(C.treasures[card].text, lang) in read(lang, "ev-cr-treasure", drawn.params)


@pytest.mark.parametrize("card", [*sorted(C.encounters), *sorted(C.treasures), *sorted(C.adventure_treasures)])
def test_cr_card_reads_every_encounter_and_treasure_by_its_names(card) -> None:
    s = table()
    entry = C.encounters.get(card) or C.treasures.get(card) or C.adventure_treasures[card]
    for typed in (card, entry.name.fr, entry.name.en, entry.name.fr.upper()):
        info = GAME.info(s, 0, "card", {"id": typed})
        for lang in ("fr", "en"):
            lines = [read(lang, f"ev-{e.code}", e.params) for e in info.events]
            assert any(getattr(entry.name, lang) in x and getattr(entry.text, lang) in x for x in lines)
        assert info.view is not None and info.view.card is not None
        assert info.view.card.kind == ("encounter" if card in C.encounters else "treasure")
        assert info.view.card.title.fr == entry.name.fr
        assert card in [e.params["card"] for e in info.events] and len(info.events) <= 2  # Spirit of Doom x2


@pytest.mark.parametrize(("typed", "card"), [
    ("musique des damne", "music_of_the_damned"), ("Musique des Damnes", "music_of_the_damned"),
    ("music of the damed", "music_of_the_damned"), ("frappe de guerison", "healing_strike"),
    ("Piege de feu", "fire_trap"), ("zombie#2", "zombie")])
def test_cr_card_finds_a_card_spelled_close_enough(typed, card) -> None:
    from rules.ravenloft.card_names import find_card

    assert find_card(C, typed) == card


def test_cr_card_refuses_a_name_nothing_is_close_to() -> None:
    with pytest.raises(InvalidActionError) as err:
        GAME.info(table(), 0, "card", {"id": "xyzzy"})
    assert err.value.code == "cr-unknown-card"


def test_cr_card_suggests_by_name_in_either_language() -> None:
    s = table()
    assert GAME.autocomplete(s, 0, "card", "id", "musi", {}) == ["music_of_the_damned"]
    assert "healing_strike" in GAME.autocomplete(s, 0, "card", "id", "frappe de g", {})
