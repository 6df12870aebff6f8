"""Dungeon Fighter's throw through the real client against the fake Discord: what the thrower is
sent when En Aveugle hides the Target and the push (issue 15)."""

from __future__ import annotations

import copy
import io
import json
import re
from typing import Any

import aiohttp
from PIL import Image

from .conftest import BotRunner
from .fake_discord import FakeDiscord
from .test_pointing_e2e import (
    check_everything_sent,
    edit_state,
    open_table,
    played,
    point,
)

#: the colour of the Target's 10 on the picture (render/df_board.py)
CENTRE = (220, 200, 150)


def _centre_pixels(blob: bytes) -> int:
    """Pixels of the Target's 10 (the PNG is quantised: its palette colour is close, not equal)."""
    img = Image.open(io.BytesIO(blob)).convert("RGB")
    return sum(n for n, px in img.getcolors(1 << 16) or [] if sum(abs(a - b) for a, b in zip(px, CENTRE)) <= 24)


async def test_en_aveugle_hides_the_target_and_the_push_from_every_payload(fake: FakeDiscord,
                                                                         runner: BotRunner) -> None:
    bot = await runner.start()
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    board = await open_table(fake, alice, bob, "dungeon_fighter", "heroes:torm,randolph leader:0")
    # the start's picture shows the Target (pictures are drawn off the event loop: wait for it)
    await fake.wait_for(lambda: any(_centre_pixels(b) > 100 for b in fake.cdn.values()), timeout=10)

    def blindfold(state: dict[str, Any]) -> None:
        state["tower"] = [["succube"] for _pile in state["tower"]]  # its throws: En Aveugle

    await edit_state(bot, fake, blindfold)
    first, uploaded = len(fake.bodies), set(fake.cdn)
    fight = await point(fake, alice, board, board.labels()[0])
    assert "Succube" in fight.text
    status = await fake.answer(await fake.slash(alice, "game status"))
    grid = await point(fake, alice, fight, "Red die")
    powers = await point(fake, alice, grid, "F6")
    assert powers.labels() == ["Power 6.5", "Power 7", "Power 7.5", "Power 8", "Power 8.5", "Power 9", "Power 9.5",
                               "Other numbers…"]
    on_screen = copy.deepcopy(powers)  # the step as it was shown (choosing a power replaces it)
    heights = await point(fake, alice, powers, "Power 8")
    assert heights.labels() == [f"Height {h}" for h in range(1, 10)]
    modal = await fake.modal(await fake.click(alice, on_screen, "Other numbers…"))
    inputs = [c for row in modal["components"] for c in row["components"]]
    assert [c["label"] for c in inputs] == ["Power (0.5 to 20)", "Height (1 to 9)"]
    sent = json.dumps([body for _kind, body in fake.bodies[first:]], ensure_ascii=False)
    assert "Blindfolded" in status.text and "Target and the push are hidden" in status.text + sent
    for secret in ("F6 = centre", "reaches F6", "pushes the next die", "1.5 square", "push in squares"):
        assert secret not in sent, secret
    await fake.wait_for(lambda: set(fake.cdn) - uploaded, timeout=10)  # the status's picture
    pictures = [b for aid, b in fake.cdn.items() if aid not in uploaded]
    assert pictures and all(_centre_pixels(b) == 0 for b in pictures)


async def _perilous_fight(fake: FakeDiscord, runner: BotRunner, **hero: Any) -> tuple[Any, Any, Any]:
    """Alice's Torm fighting in a perilous room (Double Rebond) a monster imposing nothing
    else, her hero's fields set from ``hero``: the bot, alice and the fight's board."""
    bot = await runner.start()
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    board = await open_table(fake, alice, bob, "dungeon_fighter", "heroes:torm,randolph leader:0")
    fight = await point(fake, alice, board, board.labels()[0])

    def perilous(state: dict[str, Any]) -> None:
        state["position"] = "a3"
        state["combat"]["monster"] = "gobelin_commun"
        state["heroes"][0].update(hero)

    await edit_state(bot, fake, perilous)
    return bot, alice, fight


async def test_double_rebond_asks_its_second_bounce_in_the_modal(fake: FakeDiscord, runner: BotRunner) -> None:
    bot, alice, fight = await _perilous_fight(fake, runner)
    grid = await point(fake, alice, fight, "Red die")
    powers = await point(fake, alice, grid, "F6")
    modal = await fake.modal(await fake.click(alice, powers, "Other numbers…"))
    inputs = [c for row in modal["components"] for c in row["components"]]
    assert [(c["custom_id"], c["label"]) for c in inputs] == [
        ("power", "Power (0.5 to 20; 8 reaches F6)"), ("height", "Height (1 to 9)"),
        ("bounce2", "Second bounce (1 to 9, tenths of the rest)")]
    note = await fake.answer(await fake.submit_modal(alice, modal, {"power": "8", "height": "5", "bounce2": "3"}))
    # the throw is played with both heights (how many bounces it makes depends on the dice)
    assert "Torm (alice)'s Red die: square" in note.content and re.search(r"\b\d+ bounces?\)", note.content), note.content
    async with bot.service.db.session() as s:
        from db import repository as repo

        table = await repo.active_table(s, str(fake.channel_id))
        assert table is not None and table.state["heroes"][0]["last_throw"][4] == 3


async def test_same_as_last_under_double_rebond_asks_the_second_bounce_by_buttons(fake: FakeDiscord,
                                                                                 runner: BotRunner) -> None:
    # thrown before (F6, 8, 5, second bounce 3); no Furie Aveugle question after the landing
    bot, alice, fight = await _perilous_fight(fake, runner, scars=["red"], last_throw=[0.0, 0.0, 8.0, 5.0, 3.0])
    grid = await point(fake, alice, fight, "Red die")
    same = "Same as last (F6, power 8, height 5)"
    assert grid.labels()[0] == same
    bounces = await point(fake, alice, grid, same)  # buttons, not a form
    assert bounces.ephemeral and len(bounces.labels()) == 9, bounces.labels()
    # each second bounce said as after a square: from F6 with 8 and 5, a long one lands on the Target
    assert bounces.labels() == ["Second bounce 1", "Second bounce 2 (risky: near the Target)",
                                "Second bounce 3 (risky: near the Target)"] + [
        f"Second bounce {h} (on the Target: a miss)" for h in range(4, 10)]
    thrown = await played(fake, await point(fake, alice, bounces, "Second bounce 2 (risky: near the Target)"))
    assert not thrown.ephemeral and thrown.content.startswith("Torm (alice)'s Red die: square "), thrown.content
    async with bot.service.db.session() as s:
        from db import repository as repo

        table = await repo.active_table(s, str(fake.channel_id))
        assert table is not None and table.state["heroes"][0]["last_throw"] == [0.0, 0.0, 8.0, 5, 2]
    check_everything_sent(fake)


async def test_game_throw_launches_the_activity_for_the_thrower(fake: FakeDiscord, runner: BotRunner,
                                                                monkeypatch: Any) -> None:
    import socket

    with socket.socket() as sock:  # a free port for the throw page's server
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    monkeypatch.setenv("MENEUR_THROW_PORT", str(port))
    monkeypatch.setenv("MENEUR_THROW_URL", f"http://127.0.0.1:{port}")
    monkeypatch.setenv("MENEUR_ACTIVITY_CLIENT_ID", str(fake.app_id))
    monkeypatch.setenv("MENEUR_ACTIVITY_CLIENT_SECRET", "s3cret")
    bot = await runner.start()
    assert bot.throw_pages is not None and bot.throw_pages.activity is not None
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    board = await open_table(fake, alice, bob, "dungeon_fighter", "heroes:torm,randolph leader:0")
    fight = await point(fake, alice, board, board.labels()[0])  # torm (alice) throws first
    iid = await fake.slash(alice, "game throw")
    await fake.wait_for(lambda: fake.interactions[iid]["responses"], timeout=5)
    assert [r["type"] for r in fake.interactions[iid]["responses"]] == [12]  # LAUNCH_ACTIVITY
    assert fake.interactions[iid].get("activity_instance")
    theirs = await fake.answer(await fake.slash(bob, "game throw"))
    assert theirs.ephemeral and theirs.content == "This throw is alice's: only they can open its page."
    pressed = await fake.click(alice, fight, "Throw")  # the board's button: the same Activity
    await fake.wait_for(lambda: fake.interactions[pressed]["responses"], timeout=5)
    assert [r["type"] for r in fake.interactions[pressed]["responses"]] == [12]
    async with aiohttp.ClientSession() as http:  # the Activity's entry page is served
        async with http.get(f"http://127.0.0.1:{port}/?frame_id=f&instance_id=i&platform=desktop") as r:
            assert r.status == 200 and f'"client_id": "{fake.app_id}"' in await r.text()


def _free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def test_a_throw_by_buttons_only_aim_power_height(fake: FakeDiscord, runner: BotRunner) -> None:
    bot = await runner.start()
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    board = await open_table(fake, alice, bob, "dungeon_fighter", "heroes:torm,randolph leader:0")
    fight = await point(fake, alice, board, board.labels()[0])

    def plain(state: dict[str, Any]) -> None:
        state["combat"]["monster"] = "gobelin_commun"  # imposing no special throw
        state["heroes"][0]["scars"] = ["red"]  # no Furie Aveugle question after the landing

    await edit_state(bot, fake, plain)
    assert "Throw" not in fight.labels()  # no throw page set: no « Throw » button
    grid = await point(fake, alice, fight, "Red die")
    powers = await point(fake, alice, grid, "F6")
    assert powers.ephemeral and powers.labels() == [
        "Power 6.5 (reaches F9)", "Power 7 (reaches F8)", "Power 7.5 (reaches F7)", "Power 8 (reaches F6)",
        "Power 8.5 (reaches F5)", "Power 9 (reaches F4)", "Power 9.5 (reaches F3)", "Other numbers…"]
    heights = await point(fake, alice, powers, "Power 8 (reaches F6)")
    assert heights.ephemeral and "Red die › F6 › Power 8 (reaches F6)" in heights.content
    assert heights.labels()[4] == "Height 5 (best: bounces safely, rolls least)" and len(heights.labels()) == 9
    thrown = await played(fake, await point(fake, alice, heights, "Height 5 (best: bounces safely, rolls least)"))
    assert not thrown.ephemeral and thrown.content.startswith("Torm (alice)'s Red die: square "), thrown.content
    async with bot.service.db.session() as s:
        from db import repository as repo

        table = await repo.active_table(s, str(fake.channel_id))
        assert table is not None and table.state["heroes"][0]["last_throw"] == [0.0, 0.0, 8.0, 5]
    check_everything_sent(fake)


async def test_the_boards_throw_button_sends_the_thrower_a_link(fake: FakeDiscord, runner: BotRunner,
                                                                monkeypatch: Any) -> None:
    port = _free_port()
    monkeypatch.setenv("MENEUR_THROW_PORT", str(port))
    monkeypatch.setenv("MENEUR_THROW_URL", f"http://127.0.0.1:{port}")
    monkeypatch.delenv("MENEUR_ACTIVITY_CLIENT_ID", raising=False)
    bot = await runner.start()
    assert bot.throw_pages is not None and bot.throw_pages.activity is None
    alice, bob = fake.add_user("alice"), fake.add_user("bob", locale="fr")
    board = await open_table(fake, alice, bob, "dungeon_fighter", "heroes:torm,randolph leader:0")
    fight = await point(fake, alice, board, board.labels()[0])  # torm (alice) throws first
    assert fight.labels()[-1] == "Throw" and fight.labels()[0] == "Red die"
    theirs = await fake.answer(await fake.click(bob, fight, "Throw"))  # not bob's throw: told whose
    assert theirs.ephemeral and theirs.content == "Ce lancer est celui d'alice : lui seul peut ouvrir sa page."
    assert theirs.components == []
    mine = await fake.answer(await fake.click(alice, fight, "Throw"))
    assert mine.ephemeral and mine.content.startswith("Your throw, by gesture (good once, for this throw, 10 minutes): ")
    link = mine.button("Open the throw page")
    assert link["style"] == 5 and "custom_id" not in link
    assert link["url"].startswith(f"http://127.0.0.1:{port}/df/throw/") and link["url"] in mine.content
    assert "Throw" in fight.labels()  # the board keeps its buttons: nothing was played
    async with aiohttp.ClientSession() as http:  # the link opens alice's page
        async with http.get(link["url"]) as r:
            assert r.status == 200 and "Dungeon Fighter" in await r.text()
    check_everything_sent(fake)
