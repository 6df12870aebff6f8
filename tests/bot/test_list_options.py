"""A list option whose values are a known set (Castle Ravenloft's variants): /help lists them
with their descriptions, /game new suggests them one after the other, and the options refuse
an unknown one."""

import pytest

from bot.shared.command_names import CommandNames
from bot.shared.game_options import game_options, suggest, validate_options
from bot.shared.help import game_page
from rules.core import InvalidActionError
from rules.ravenloft import GAME
from rules.ravenloft.options import PRESETS, Preset


@pytest.fixture
def two_variants(monkeypatch):
    monkeypatch.setitem(PRESETS, "alpha", Preset("alpha", {"damage": "x"}))
    monkeypatch.setitem(PRESETS, "beta", Preset("beta", {"levels": "y"}))


def test_the_variants_option_lists_the_registered_presets(two_variants):
    option = next(o for o in game_options(GAME) if o.name == "variants")
    assert option.kind == "list"
    assert {"alpha", "beta"} <= set(option.values)
    page = game_page("en", CommandNames(), GAME)
    assert "variants: a list separated by commas, among: " in page
    assert "alpha" in page.split("variants: ", 1)[1].split("\n", 1)[0]


def test_the_next_value_of_a_list_is_suggested_without_repeating_one(two_variants):
    assert "variants:alpha" in suggest(GAME, "variants:a")
    assert suggest(GAME, "variants:alpha,be") == ["variants:alpha,beta"]  # "b" alone: barkam too
    assert suggest(GAME, "variants:alpha,al") == ["variants:alpha,al"]  # nothing new: as typed


def test_an_unknown_variant_is_refused_with_the_known_ones(two_variants):
    with pytest.raises(InvalidActionError) as refused:
        validate_options(GAME, {"variants": "alpha,gamma"})
    assert refused.value.code == "cr-unknown-variant"
    assert refused.value.params["variant"] == "gamma"
    assert "alpha" in refused.value.params["known"] and "beta" in refused.value.params["known"]
