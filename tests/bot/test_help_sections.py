"""/help for each game fits one Discord message per section, in both languages, and every game
(and Strahd's player) has its own « how to play here » paragraph."""

from __future__ import annotations

import pytest

from bot.shared.command_names import CommandNames
from bot.shared.help import SECTION_LIMIT, game_sections
from rules.core import all_games, i18n

GAMES = [g for g in all_games() if g.id != "duel"]


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_each_section_is_one_message_and_the_page_begins_with_how_to_play(game, lang) -> None:  # type: ignore[no-untyped-def]
    sections = game_sections(lang, CommandNames(), game)
    assert sections[0][0] == "howto" and len(sections) <= 25
    assert all(0 < len(text) <= SECTION_LIMIT for _key, _label, text in sections)
    assert all(len(label) <= 100 and not label.startswith("help-") for _key, label, _text in sections)
    assert i18n.has(lang, f"help-howto-{game.id}")  # its own paragraph, not the generic one
    everything = "\n".join(text for _key, _label, text in sections)
    for spec in game.commands:  # every command is listed in some section
        assert f" {spec.name}" in everything or i18n.t(lang, f"cmdname-{game.group()}-{spec.name}") in everything


def test_strahds_player_has_a_paragraph_in_both_languages() -> None:
    game = next(g for g in GAMES if g.id == "ravenloft")
    for lang, title in (("fr", "**Le joueur de Strahd**"), ("en", "**Strahd's player**")):
        assert title in game_sections(lang, CommandNames(), game)[0][2]


def test_a_long_list_is_cut_in_parts() -> None:
    game = next(g for g in GAMES if g.id == "ravenloft")
    sections = game_sections("en", CommandNames(), game, limit=600)
    parts = [label for key, label, _text in sections if key.startswith("commands")]
    assert len(parts) > 2 and parts[0] == f"Commands (1/{len(parts)})"
