"""One vocabulary (docs/vocabulary.md): every command, option and choice value that Discord
shows has a French and an English name, the same concept has the same verb in every game,
French names keep their accents, and no game spills into a second group."""

from __future__ import annotations

import unicodedata
from pathlib import Path
from typing import Any

from bot.shared.command_names import localized_path
from bot.shared.typed_names import base_words
from rules.core import all_games, i18n

from .discord.test_commands import payloads

LOCALES = ("fr", "en-US", "en-GB")
#: the tests' own game (tests/support/duel.py) is no player's game
TEST_GAME = "duel"

#: concept -> the commands (group, base name) that express it, and its French and English names
CONCEPTS: dict[str, tuple[list[str], str, str | None]] = {
    "end the turn": (["kros end", "df next", "kra done", "cr end"], "finir", "end"),
    "attack": (["kra attack", "cr attack"], "attaquer", "attack"),
    "move a figure": (["kros move", "cr move"], "déplacer", "move"),
    "buy": (["kros buy", "df buy", "kra buy", "cr buy"], "acheter", "buy"),
    "see a card": (["kros card", "df card", "mb card", "cr card"], "carte", "card"),
    "heal": (["df heal", "mb heal"], "soigner", "heal"),
    "pick up": (["kros pickup", "cr pickup"], "ramasser", "pickup"),
    "reveal": (["kros reveal", "cr reveal"], "révéler", "reveal"),
    "use": (["df use", "cr use"], "utiliser", "use"),
    # (Castle Ravenloft's base name « give » is its choice of who keeps an item drawn)
    "give an item to a hero": (["df give", "cr handover"], "donner", None),
}

#: French words that take an accent: a name spelt without it is a mistake
UNACCENTED = {"deplacer", "reveler", "declencher", "deployer", "arene", "cote", "portee", "demonter", "reagir",
              "designer", "reserver", "etat", "verifier", "reglages", "unite", "batiment", "allie", "cache",
              "recompense", "arret", "apres", "reaction", "delai", "heros", "creer", "recuperer", "defausser",
              "desister", "proteger", "visee", "biere", "seduits", "desamorcer", "deverrouiller"}


def _walk(option: dict[str, Any], path: list[str]) -> list[tuple[str, dict[str, Any]]]:
    """Every named thing under a command (its subcommands, options and choices) with its path."""
    out = [(" ".join(path), option)]
    for sub in option.get("options") or []:
        out += _walk(sub, [*path, sub["name"]])
    for choice in option.get("choices") or []:
        out.append((" ".join([*path, "=" + str(choice["value"])]), choice))
    return out


async def test_every_name_and_value_discord_shows_is_translated(tmp_path: Path) -> None:
    untranslated = []
    for command in await payloads(tmp_path):
        for path, item in _walk(command, [command["name"]]):
            if not set(LOCALES) <= set(item.get("name_localizations") or {}) and TEST_GAME not in path:
                untranslated.append(path)
    assert untranslated == []


def test_the_check_finds_an_untranslated_name() -> None:
    command = {"name": "x", "name_localizations": {k: "x" for k in LOCALES},
               "options": [{"name": "y", "name_localizations": {"fr": "y"},
                            "choices": [{"name": "z", "value": "z"}]}]}
    missing = [p for p, item in _walk(command, ["x"]) if not set(LOCALES) <= set(item.get("name_localizations") or {})]
    assert missing == ["x y", "x y =z"]


def test_the_same_concept_has_the_same_name_in_every_game() -> None:
    for concept, (paths, fr, en) in CONCEPTS.items():
        assert {localized_path("fr", p).split()[1] for p in paths} == {fr}, concept
        if en is not None:
            assert {localized_path("en", p).split()[1] for p in paths} == {en}, concept


async def test_french_names_keep_their_accents_and_one_group_per_game(tmp_path: Path) -> None:
    names: list[str] = []
    groups = []
    for command in await payloads(tmp_path):
        groups.append(command["name"])
        for _path, item in _walk(command, [command["name"]]):
            if "value" not in item:
                names.append((item.get("name_localizations") or {}).get("fr", item["name"]))
    words = {w for name in names for w in name.replace("_", "-").split("-")}
    assert words & UNACCENTED == set()
    assert sorted(g for g in groups if g[-2:-1] == "-" and g[-1].isdigit()) == []  # no /cr-2
    for game in all_games():
        assert game.group() in groups, game.id


async def test_ravenloft_info_commands_live_in_its_info_subgroup(tmp_path: Path) -> None:
    cr = next(c for c in await payloads(tmp_path) if c["name"] == "cr")
    subs = {o["name"]: o for o in cr["options"]}
    assert len(subs) <= 25 and "info" in subs and subs["info"]["name_localizations"]["fr"] == "infos"
    assert sorted(o["name"] for o in subs["info"]["options"]) == ["card", "deck", "hand", "hero", "why"]
    assert subs["move"]["name_localizations"]["fr"] == "déplacer"


def _fold(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", text) if unicodedata.category(c) != "Mn")


def test_the_console_reads_names_with_or_without_accents() -> None:
    assert base_words(["kros", "déplacer"]) == ["kros", "move"]
    assert base_words(["kros", "deplacer"]) == ["kros", "move"]
    assert base_words(["partie", "etat"]) == ["game", "status"]
    assert base_words(["kra", "finir"]) == ["kra", "done"] and base_words(["kra", "end"]) == ["kra", "done"]
    assert _fold(i18n.t("fr", "cmdname-kros-move")) == "deplacer"


async def test_names_are_unique_in_every_language_at_every_level(tmp_path: Path) -> None:
    """Discord refuses two commands (or options) of one level with the same name in a locale."""
    def level(items: list[dict[str, Any]], where: str) -> list[str]:
        clashes = []
        for locale in LOCALES:
            seen: dict[str, str] = {}
            for item in items:
                name = (item.get("name_localizations") or {}).get(locale, item["name"])
                if name in seen:
                    clashes.append(f"{where}: {seen[name]} and {item['name']} are both {name!r} in {locale}")
                seen[name] = item["name"]
        for item in items:
            clashes += level([o for o in item.get("options") or []], f"{where} {item['name']}")
        return clashes

    assert level(await payloads(tmp_path), "") == []
