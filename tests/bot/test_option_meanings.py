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
