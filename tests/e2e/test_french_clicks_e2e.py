"""The five games by clicks in French: a French server and French players open a table of each
game and play its first moves by pointing only. Every label and text they get is French
catalog text (no message id, no internal id), each move makes at most one private message, and
every board picture carries its description in French."""

from __future__ import annotations

import asyncio
import re

import pytest

from .conftest import BotRunner
from .fake_discord import FakeDiscord, Message
from .test_pointing_e2e import check_everything_sent

GAMES = {
    "krosmaster": "arena:fosse side:N autodeploy:true",
    "dungeon_fighter": "heroes:torm,randolph leader:0",
    "kravora": "first:0",
    "mortebrume": "points:5 hordes:meleien,abelberien army1:milicien army2:pillard",
    "ravenloft": "surges:2",
}
MESSAGE_ID = re.compile(r"(?<![\w/:<-])(?:ev|err|prompt|choice|btn|val|alt|kros|df|kra|mb|cr)-[a-z0-9]+(?:-[a-z0-9]+)+")
NOT_YOURS = "Ce bouton n'est pas pour vous."


def latest_board(fake: FakeDiscord) -> Message | None:
    boards = [m for m in fake.channel_messages() if m.components]
    return boards[-1] if boards else None


@pytest.mark.parametrize("game_id", sorted(GAMES))
async def test_the_first_moves_of_each_game_by_clicks_in_french(fake: FakeDiscord, runner: BotRunner,
                                                                 game_id: str) -> None:
    await runner.start(default_locale="fr")
    alice, bob = fake.add_user("alice", locale="fr"), fake.add_user("bob", locale="fr")
    lobby = await fake.answer(await fake.slash(alice, "game new", game=game_id, options=GAMES[game_id], thread=False))
    await fake.answer(await fake.click(bob, lobby, "Rejoindre"))
    await fake.answer(await fake.click(alice, lobby, "Commencer la partie"))
    moves = 0
    for _ in range(8):
        board = latest_board(fake)
        if board is None:
            break
        label = board.labels()[0]
        answer = None
        for user in (alice, bob):
            iid = await (fake.click(user, board, label) if label in [c.get("label") for row in board.components
                                                                   for c in row["components"]]
                         else fake.select(user, board, label))
            try:
                answer = await fake.answer(iid, timeout=5)
            except asyncio.TimeoutError:  # a form (modal): the pointing test covers forms
                answer = None
                break
            if answer.content != NOT_YOURS:
                break
        if answer is None:
            break
        while answer.ephemeral and answer.labels() and "Le plateau est à jour" not in answer.content:
            iid = await (fake.click(user, answer, answer.labels()[0]) if answer.components[0]["components"][0][
                "type"] == 2 else fake.select(user, answer, answer.labels()[0]))
            try:
                answer = await fake.answer(iid, timeout=5)
            except asyncio.TimeoutError:
                break
        moves += 1
        await asyncio.sleep(0.1)
    assert moves >= 2
    texts = [m.text for m in fake.messages] + [lb for m in fake.messages for lb in m.labels()]
    texts += [a.get("description", "") for m in fake.messages for a in m.attachments]
    leaked = sorted({x for text in texts for x in MESSAGE_ID.findall(text)})
    assert leaked == []
    check_everything_sent(fake)
