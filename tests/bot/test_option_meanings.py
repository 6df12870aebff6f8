"""/game new's option completions say what an option or a value means, in the reader's language,
within Discord's 100 characters; the value sent stays the typed text."""

from __future__ import annotations

from bot.shared.game_options import suggest, suggestion_label
from rules.core import all_games, find_game


def test_every_suggestion_of_every_game_is_explained_in_both_languages() -> None:
    for game in all_games():
        if game.id == "duel":
            continue
        for text in suggest(game, "", 25):
            for lang in ("fr", "en"):
                label = suggestion_label(game, text, lang)
                assert len(label) <= 100 and label.startswith(text[:40])
                assert " — " in label, (game.id, text, label)


def test_a_long_typed_text_keeps_its_end_and_the_meaning() -> None:
    kros = find_game("krosmaster")
    label = suggestion_label(kros, "arena:fosse side:N autodeploy:true mode:duel scenario:arena", "en", limit=100)
    assert len(label) <= 100 and label.startswith("…") and "scenario:arena — " in label


def test_ravenloft_s_adventures_are_suggested_by_number_with_their_name_and_heroes() -> None:
    """The box's 13 adventures and ours are offered at /game new, each named in the reader's
    language with the heroes it takes (adventure 11 takes exactly 3)."""
    cr = find_game("ravenloft")
    assert suggest(cr, "adventure:", 25) == [f"adventure:{n}" for n in range(1, 14)] + ["adventure:the_gloomy_chamber"]
    assert [suggestion_label(cr, s, "en") for s in suggest(cr, "adventure:1")] == [
        "adventure:1 — Escape the Tomb (1 hero)", "adventure:10 — Blood and Fog (1-5 heroes)",
        "adventure:11 — Rampaging Golem (3 heroes)", "adventure:12 — Tatyana's Portrait (1-5 heroes)",
        "adventure:13 — The Vampire Hunt (1-5 heroes)"]
    assert suggestion_label(cr, "heroes:2 adventure:7", "fr") == (
        "heroes:2 adventure:7 — L'Horreur de la Guenaude Hurlante (2 à 5 héros)")
