"""Languages through the fake Discord: a French server with French and English players, the
commands named as clickable mentions of the synced commands, and outdated commands."""

from __future__ import annotations

import re
from typing import Any

from .conftest import BotRunner
from .fake_discord import FakeDiscord, Json, User

MENTION = re.compile(r"</([-_'\w]+(?: [-_'\w]+)*):(\d+)>")


def synced(fake: FakeDiscord) -> list[Json]:
    return fake.commands.get("global", [])


def mention(fake: FakeDiscord, path: str) -> str:
    head = path.split()[0]
    command = next(c for c in synced(fake) if c["name"] == head)
    return f"</{path}:{command['id']}>"


def unresolved(fake: FakeDiscord) -> tuple[int, list[str]]:
    """(mentions found, mentions that name no synced command) in everything the bot sent."""
    found, bad = 0, []
    for message in fake.messages:
        for name, cid in MENTION.findall(message.text):
            found += 1
            head, *subs = name.split()
            command = next((c for c in synced(fake) if c["id"] == cid and c["name"] == head), None)
            node: Any = command
            for i, sub in enumerate(subs):  # a subgroup (type 2), then its subcommand (type 1)
                kind = 1 if i == len(subs) - 1 else 2
                node = next((o for o in (node or {}).get("options", []) if o["name"] == sub and o["type"] == kind),
                            None)
            if command is None or node is None:
                bad.append(f"</{name}:{cid}>")
    return found, bad


async def raw_command(fake: FakeDiscord, user: User, data: Json) -> int:
    """An interaction for a command as an old Discord client may still send it."""
    payload: dict[str, Any] = fake._base_interaction(2, user, None, {"type": 1, "guild_id": str(fake.guild_id),
                                                                     **data})
    await fake.dispatch("INTERACTION_CREATE", payload)
    return int(payload["id"])


async def test_french_server_public_posts_in_french_private_answers_in_each_players_language(
        fake: FakeDiscord, runner: BotRunner) -> None:
    await runner.start(default_locale="fr")
    eve, bob = fake.add_user("eve", locale="fr"), fake.add_user("bob", locale="en-US")
    lobby = await fake.answer(await fake.slash(bob, "game new", game="duel", thread=False))
    assert not lobby.ephemeral
    assert lobby.content == (f"bob ouvre une table de game-duel (2-4 joueurs). Rejoignez avec "
                             f"{mention(fake, 'game join')} ; l'hôte lance avec {mention(fake, 'game start')}.")
    joined = await fake.answer(await fake.click(eve, lobby, "Rejoindre"))
    assert not joined.ephemeral and joined.content == "eve rejoint la table. Joueurs (2) : bob, eve."
    again = await fake.answer(await fake.slash(bob, "game join"))
    assert again.ephemeral and again.content == "You are already seated at this table."
    refused = await fake.answer(await fake.slash(eve, "game start"))
    assert refused.ephemeral and refused.content == (
        "Seul l'hôte de la table ou un membre pouvant gérer le salon peut faire cela.")
    board = await fake.answer(await fake.click(bob, lobby, "Commencer la partie"))
    assert not board.ephemeral and board.content.startswith("La partie de game-duel commence ! Joueurs : bob, eve.")
    late = await fake.answer(await fake.click(bob, lobby, "Rejoindre"))
    assert late.ephemeral and late.content == (
        "The game has already started: you can no longer sit down or start it again.")
    ann = fake.add_user("ann", locale="fr")
    unseated = await fake.answer(await fake.slash(ann, "game undo"))
    assert unseated.ephemeral and unseated.content == (
        f"Vous n'êtes pas assis à cette table. Rejoignez-la avec {mention(fake, 'game join')} tant qu'elle "
        "n'a pas commencé.")
    found, bad = unresolved(fake)
    assert found >= 3 and bad == []


async def test_a_table_opened_in_english_on_a_french_server(fake: FakeDiscord, runner: BotRunner) -> None:
    await runner.start(default_locale="fr")
    eve = fake.add_user("eve", locale="fr")
    lobby = await fake.answer(await fake.slash(eve, "game new", game="duel", locale="en", thread=False))
    assert lobby.content == (f"eve opens a game-duel table (2-4 players). Join with {mention(fake, 'game join')}; "
                             f"the host starts with {mention(fake, 'game start')}.")
    assert [b["label"] for row in lobby.components for b in row["components"]] == ["Join", "Start the game"]
    mine = await fake.answer(await fake.slash(eve, "game start"))
    assert mine.ephemeral and mine.content == "Il faut au moins 2 joueurs pour commencer (il y en a 1)."
    # in its own thread: the notice and the thread's lobby in the table's language too
    notice = await fake.answer(await fake.slash(eve, "game new", game="duel", thread=True, locale="en"))
    thread_id = next(cid for cid, ch in fake.channels.items() if ch["type"] == 11)
    assert notice.content == f"eve opens a duel table in <#{thread_id}>."
    lobby = await fake.wait_message(lambda m: m.channel_id == thread_id and bool(m.components))
    assert lobby.content.startswith("eve opens a game-duel table (2-4 players).")
    assert unresolved(fake)[1] == []


async def test_unknown_and_outdated_commands_get_a_localized_answer(fake: FakeDiscord, runner: BotRunner) -> None:
    await runner.start(default_locale="fr")
    eve, bob = fake.add_user("eve", locale="fr"), fake.add_user("bob", locale="en-GB")
    gone = await fake.answer(await raw_command(fake, eve, {"id": str(fake.next_id()), "name": "oldgame"}))
    assert gone.ephemeral and gone.content == (
        f"Je ne connais plus cette commande : Discord affiche encore une ancienne liste. Voyez "
        f"{mention(fake, 'help')} pour les commandes actuelles.")
    game = next(c for c in synced(fake) if c["name"] == "game")
    sub = await fake.answer(await raw_command(fake, bob, {"id": game["id"], "name": "game",
                                                          "options": [{"name": "teleport", "type": 1, "options": []}]}))
    assert sub.ephemeral and sub.content.startswith("I no longer know this command")
    roll = next(c for c in synced(fake) if c["name"] == "roll")
    old = await fake.answer(await raw_command(fake, bob, {"id": roll["id"], "name": "roll",
                                                          "options": [{"name": "dice", "type": 3, "value": "2d6"}]}))
    assert old.ephemeral and old.content == (
        "This command has changed since Discord showed it: close it and type it again (the list updates within "
        f"moments). {mention(fake, 'help')} shows the current commands.")
    assert unresolved(fake)[1] == []


async def test_game_commands_are_offered_in_servers_only(fake: FakeDiscord, runner: BotRunner) -> None:
    await runner.start()
    by_name = {c["name"]: c for c in synced(fake)}
    assert by_name["game"]["dm_permission"] is False and by_name["duel"]["dm_permission"] is False
    assert by_name["game"]["contexts"] == [0] and by_name["duel"]["contexts"] == [0]
    for name in ("roll", "roll-history", "help"):
        assert by_name[name].get("dm_permission", True) is True and by_name[name].get("contexts") in (None, [0, 1, 2])
    new = next(o for o in by_name["game"]["options"] if o["name"] == "new")
    locale = next(o for o in new["options"] if o["name"] == "locale")
    assert [c["value"] for c in locale["choices"]] == ["fr", "en"] and locale["name_localizations"]["fr"] == "langue"
    assert next(o for o in new["options"] if o["name"] == "options")["autocomplete"] is True


async def test_game_new_suggests_the_games_options(fake: FakeDiscord, runner: BotRunner) -> None:
    await runner.start()
    alice = fake.add_user("alice")
    found = await fake.autocomplete(alice, "game new", "options", game="krosmaster", options="scenario:tuto1 a")
    assert [c["value"] for c in found] == ["scenario:tuto1 arena:fosse", "scenario:tuto1 arena:elementaire",
                                           "scenario:tuto1 autodeploy:true", "scenario:tuto1 autodeploy:false"]
    assert await fake.autocomplete(alice, "game new", "options", game="duel", options="tar") == [
        {"name": "target:", "value": "target:"}]
    bad = await fake.answer(await fake.slash(alice, "game new", game="krosmaster", options="scenario:tuto9"))
    assert bad.ephemeral and bad.content == ('Invalid value for the option "scenario": "tuto9". Allowed values: '
                                             'arena, tuto1, tuto2, tuto3, tuto4, tuto5, tuto6, tuto7.')
