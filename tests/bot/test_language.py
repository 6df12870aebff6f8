"""Languages: public posts follow the table (else the server), private answers the player;
texts name commands in the reader's language; table options are suggested and checked."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from bot.console.table import ConsoleTable
from bot.service import Service
from bot.shared.command_names import CommandNames, mentions_from_synced, naming_messages
from bot.shared.typed_names import base_option, base_words
from bot.shared.game_options import game_options, suggest, validate_options
from db.database import Database
from rules.core import Event, InvalidActionError, find_game, i18n
from tests.conftest import Clock, actor

EVE_FR, BOB_EN = actor("eve", locale="fr"), actor("bob", locale="en")
ANON = actor("anon", locale=None)  # a client in a language the bot does not speak


@pytest.fixture
def french_server(db: Database, clock: Clock) -> Service:
    return Service(db, clock=clock, seed_factory=lambda: "ab" * 32, default_locale="fr")


async def test_public_posts_follow_the_server_and_private_answers_the_player(french_server: Service) -> None:
    service = french_server
    created = await service.create(BOB_EN, "duel")
    assert created.text == ("bob ouvre une table de game-duel (2-4 joueurs). Rejoignez avec /partie rejoindre ; "
                            "l'hôte lance avec /partie commencer.")
    assert [c.label for c in created.choices] == ["Rejoindre", "Commencer la partie"]
    again = await service.join(BOB_EN)  # private: bob's own language
    assert again.private and again.text == "You are already seated at this table."
    joined = await service.join(EVE_FR)
    assert not joined.private and joined.text == "eve rejoint la table. Joueurs (2) : bob, eve."
    late = await service.start(EVE_FR)
    assert late.private and late.text == "Seul l'hôte de la table ou un membre pouvant gérer le salon peut faire cela."
    assert (await service.start(ANON)).text.startswith("Seul l'hôte")  # no locale: the table's language
    status = await service.status(EVE_FR)
    assert status.text == "Table de game-duel en attente (2 joueurs, de 2 à 4) : bob, eve."
    elsewhere = await service.join(actor("bob", channel="empty", locale="en"))
    assert elsewhere.text == "No game in this channel. Start one with /game new."
    assert (await service.join(actor("eve", channel="empty", locale="fr"))).text == (
        "Aucune partie dans ce salon. Lancez-en une avec /partie nouvelle.")


async def test_a_table_in_its_own_language_on_a_french_server(french_server: Service) -> None:
    service = french_server
    created = await service.create(EVE_FR, "duel", locale="en")
    assert created.text == ("eve opens a game-duel table (2-4 players). Join with /game join; "
                            "the host starts with /game start.")
    assert (await service.join(BOB_EN)).text == "bob joins the table. Players (2): eve, bob."
    assert (await service.join(EVE_FR)).text == "Vous êtes déjà assis à cette table."
    assert (await service.join(actor("carol", locale=None))).text == "carol joins the table. Players (3): eve, bob, carol."
    bad = await service.create(actor("x", channel="other", locale="en"), "duel", locale="de")
    assert bad.error and bad.text == 'Unknown language "de". Possible languages: fr, en.'


async def test_whispers_are_in_each_players_own_language(french_server: Service) -> None:
    service = french_server
    await service.create(EVE_FR, "duel")
    await service.join(BOB_EN)
    await service.start(EVE_FR)
    loaded = await service._load("chan")
    secret = Event(code="df-bonus-dice", params={"count": 2, "white": 1}, visible_to=[1])
    reply = await service._board_reply("fr", loaded, [], [secret])
    assert reply.whispers == {"u-bob": "2 bonus dice won (1 in the treasure)"}
    mine = Event(code="df-bonus-dice", params={"count": 1, "white": 0}, visible_to=[0])
    assert (await service._board_reply("en", loaded, [], [mine])).whispers == {
        "u-eve": "1 dé Bonus gagné (0 dans le Trésor)"}


async def test_the_board_is_reposted_at_most_once_per_cooldown(french_server: Service, clock: Clock) -> None:
    service = french_server
    await service.create(EVE_FR, "duel")
    first = await service.status(BOB_EN)
    assert not first.private
    clock.advance(10 / 60)
    notice = await service.status(BOB_EN)
    assert notice.private and not notice.error
    assert notice.text == ("The board was posted again 10 s ago: it is just above in the channel. "
                           "It can be posted again in 20 s.")
    assert (await service.status(EVE_FR)).text == ("Le plateau a été reposté il y a 10 s : il est juste au-dessus "
                                                   "dans le salon. On pourra le reposter dans 20 s.")
    clock.advance(20 / 60)
    assert not (await service.status(EVE_FR)).private
    assert (await service.status(EVE_FR)).private
    await service.join(BOB_EN)  # the board changed: it may be posted again at once
    assert not (await service.status(EVE_FR)).private


def test_console_names_commands_in_the_readers_language_and_reads_them_back() -> None:
    names = CommandNames()
    assert names.params("fr")["cmd-game-join"] == "/partie rejoindre"
    assert names.params("en")["cmd-game-join"] == "/game join"
    assert names.name("fr", "kros move") == "/kros déplacer" and names.name("fr", "roll") == "/jet"
    assert base_words(["partie", "rejoindre"]) == ["game", "join"]
    assert base_words(["kros", "sort"]) == ["kros", "cast"] and base_words(["jet"]) == ["roll"]
    assert base_option("game new", "langue") == "locale" and base_option("kros move", "case") == "to"


def test_discord_names_commands_by_their_synced_mentions() -> None:
    mention = mentions_from_synced([("game", 11, ["join", "new"]), ("roll", 12, []), ("kros", 13, ["move"]),
                                    ("kros-2", 14, ["card"]), ("cr", 15, ["move", "info card"])])
    names = CommandNames(mention)
    assert names.name("en", "cr card") == "</cr info card:15>" and names.name("en", "cr move") == "</cr move:15>"
    assert names.name("fr", "game join") == "</game join:11>" and names.name("en", "roll") == "</roll:12>"
    assert names.name("fr", "kros card") == "</kros-2 card:14>"
    assert names.name("fr", "game mine") == "/partie mes-parties"  # not synced: its typed name


def test_game_options_are_read_from_the_options_model() -> None:
    kros = {o.name: o for o in game_options(find_game("krosmaster"))}
    assert kros["scenario"].values == ("arena", "tuto1", "tuto2", "tuto3", "tuto4", "tuto5", "tuto6", "tuto7")
    assert kros["mode"].values == ("duel", "ffa", "2v2") and kros["autodeploy"].values == ("true", "false")
    assert kros["custom"].kind == "list"
    duel = game_options(find_game("duel"))
    assert [(o.name, o.kind, o.minimum, o.maximum) for o in duel] == [("target", "int", 2, 100)]


def test_bad_game_options_list_what_is_allowed() -> None:
    kros = find_game("krosmaster")
    with pytest.raises(InvalidActionError) as err:
        validate_options(kros, {"scenario": "tuto9"})
    assert err.value.code == "bad-game-option"
    assert Service.error_text("fr", err.value) == ("Valeur invalide pour l'option « scenario » : « tuto9 ». Valeurs "
                                                   "possibles : arena, tuto1, tuto2, tuto3, tuto4, tuto5, tuto6, tuto7.")
    with pytest.raises(InvalidActionError) as err:
        validate_options(kros, {"scenari": "tuto1"})
    assert Service.error_text("en", err.value) == ('Unknown option "scenari". This game\'s options: scenario, mode, '
                                                   'teams, custom, arena, side, autodeploy, destruction.')
    with pytest.raises(InvalidActionError) as err:
        validate_options(kros, {"autodeploy": "maybe"})
    assert Service.error_text("en", err.value) == ('Invalid value for the option "autodeploy": "maybe". '
                                                   'Allowed values: true, false.')
    assert validate_options(kros, {"scenario": "tuto1", "autodeploy": "true"}).autodeploy is True


def test_option_suggestions_complete_names_then_values() -> None:
    kros = find_game("krosmaster")
    assert suggest(kros, "") == ["scenario:", "mode:duel", "mode:ffa", "mode:2v2", "teams:", "custom:", "arena:fosse",
                                 "arena:elementaire", "side:", "autodeploy:true", "autodeploy:false",
                                 "destruction:true", "destruction:false",
                                 # the platform's computer seats (bot/service/computer.py)
                                 "opponent:bot", "bots:", "level:easy", "level:normal", "level:strong", "host_seat:"]
    assert suggest(kros, "scenario:tu")[:2] == ["scenario:tuto1", "scenario:tuto2"]
    assert suggest(kros, "scenario:tuto1 a") == ["scenario:tuto1 arena:fosse", "scenario:tuto1 arena:elementaire",
                                                 "scenario:tuto1 autodeploy:true", "scenario:tuto1 autodeploy:false"]
    assert suggest(find_game("duel"), "target:1") == ["target:1"]


async def test_console_help_and_french_commands(sqlite_db: Database, tmp_path: Path) -> None:
    out = io.StringIO()
    table = ConsoleTable(service=Service(sqlite_db, seed_factory=lambda: "cd" * 32, default_locale="fr"),
                         images_dir=tmp_path, exports_dir=tmp_path, out=out, locale="fr")
    replies = await table.run_lines(["@alice:fr /partie nouvelle jeu:duel langue:en", "@bob:fr /partie rejoindre"])
    assert [r.text for r in replies] == [
        "alice opens a game-duel table (2-4 players). Join with /game join; the host starts with /game start.",
        "bob joins the table. Players (2): alice, bob."]
    await table.run_line("/aide")
    await table.run_line("@bob:en /help duel")
    text = out.getvalue()
    assert "**Meneur, le meneur de jeu de ce serveur**\nOuvrez une table dans un salon avec /partie nouvelle" in text
    assert "• /partie rejoindre — S'asseoir à la table qui attend dans ce salon" in text
    assert "**duel** (2 to 4 players)\nOpen a duel table with /game new," in text
    assert "• target: a number from 2 to 100" in text


def test_catalog_command_variables_name_known_commands() -> None:
    for lang in i18n.LANGUAGES:
        parsed = i18n.variables(lang)
        naming = {k for k, names in parsed.items() if any(n.startswith("cmd-") for n in names)}
        assert naming_messages(lang) == naming and "err-no-table" in naming
        known = set(CommandNames().params(lang))
        used = {n for k in naming for n in parsed[k] if n.startswith("cmd-")}
        assert used <= known, used - known
