"""The throw page: a flick sent from the page is turned into the throw by the server, played
through the service, logged and replayed by ``/game verify``; forged requests are refused; and
a real headless Chromium drives the page with a scripted flick (skipped without Chromium)."""

from __future__ import annotations

import json
import os
import shutil
from dataclasses import replace

import aiohttp
import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot.service import Service
from bot.shared.replies import Choice
from bot.web.throw import ThrowPages
from db import repository as repo
from db.database import Database
from rules.dungeon_fighter import throw as T
from rules.dungeon_fighter.gesture import flick
from tests.conftest import actor

SEED = "cd" * 32


async def _table(db: Database) -> tuple[Service, list, object]:
    service = Service(db, render=False, seed_factory=lambda: SEED)
    alice, bob = actor("alice"), actor("bob")
    assert not (await service.create(alice, "dungeon_fighter", {"heroes": "torm,randolph", "leader": "0",
                                                               "difficulty": "facile"})).error
    await service.join(bob)
    assert not (await service.start(alice)).error
    loaded = await service._load("chan", ("active",))
    room = loaded.game.successors(loaded.state)[0]
    assert not (await service.act(alice, "go", {"room": room})).error
    loaded = await service._load("chan", ("active",))
    assert loaded.state.phase == "combat"
    return service, [alice, bob], loaded


def _thrower(loaded, players):
    seat = loaded.state.combat.thrower
    user = loaded.user_of(seat)
    other = next(p for p in players if p.user_id != user.user_id)
    return seat, next(p for p in players if p.user_id == user.user_id), other


async def test_a_flick_is_played_logged_and_verified_and_forgeries_are_refused(sqlite_db: Database) -> None:
    service, players, loaded = await _table(sqlite_db)
    seat, me, other = _thrower(loaded, players)
    pages = ThrowPages(service, "http://test", secret=b"k" * 32)
    version = loaded.table.version
    link = pages.link("chan", me.user_id, me.name, seat, version)
    token = link.rsplit("/", 1)[1]
    others = pages.link("chan", other.user_id, other.name, 1 - seat, version).rsplit("/", 1)[1]
    # the flick starts where the die starts (Soufflé: closer)
    imposed = loaded.game.imposed(loaded.state)
    gesture = {"samples": flick((0.0, 0.0), T.reach(imposed), conditions=imposed), "die": "red"}
    async with TestClient(TestServer(pages.app())) as client:
        page = await client.get(f"/df/throw/{token}")
        assert page.status == 200 and '"dice": ["red", "blue", "green", "white"]' in await page.text()
        # an outcome instead of a gesture, a tampered link, another player's link
        r = await client.post(f"/df/throw/{token}", json={**gesture, "zone": 10})
        assert r.status == 400 and (await r.json())["error"] == "gesture-only"
        r = await client.post(f"/df/throw/{token}", json={"die": "red", "aim": "F6", "power": 8})
        assert r.status == 400
        body, mac = token.split(".")
        r = await client.post(f"/df/throw/{body[:-2]}xx.{mac}", json=gesture)
        assert r.status == 403
        r = await client.post(f"/df/throw/{others}", json=gesture)
        assert r.status == 410
        assert (await service._load("chan", ("active",))).table.version == version  # nothing played
        r = await client.post(f"/df/throw/{token}", json=gesture)
        data = await r.json()
        assert r.status == 200, data
        most = T.profile(loaded.game.imposed(loaded.state)).power_max  # Soufflé caps a flick's power
        assert data["aim"] == [0.0, 0.0] and "landing" in data
        assert (data["power"], data["capped"]) == (T.reach(imposed), False) and most >= T.reach(imposed)
        again = await client.post(f"/df/throw/{token}", json=gesture)
        assert again.status == 410
    after = await service._load("chan", ("active", "finished"), latest=True)
    assert after.table.version > version and after.state.last.seat == seat
    assert (after.state.last.x, after.state.last.y) == tuple(data["landing"])
    await service.abandon(players[0])  # the seed is revealed at the end
    reply = await service.verify(players[0])
    assert reply.text.startswith("Verified: the seed matches its hash"), reply.text


def _chromium() -> str | None:
    path = os.environ.get("MENEUR_TEST_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    return path or None


async def _cdp(ws: aiohttp.ClientWebSocketResponse, counter: list[int], method: str, **params: object) -> dict:
    counter[0] += 1
    await ws.send_json({"id": counter[0], "method": method, "params": params})
    while True:
        msg = json.loads((await ws.receive()).data)
        if msg.get("id") == counter[0]:
            return msg.get("result", {})


async def _browser_throw(url: str, flicks: int = 1) -> str:
    """Open ``url`` in a headless Chromium, flick the die ``flicks`` times with the mouse (held
    still 0.3 s, then a 200 ms flick straight up, the events stamped with their own times) and
    answer what the page shows after the throw."""
    from tests.bot.web.browser import Browser, flick_points

    async with Browser() as b:
        await b.open(url, width=420, height=720, touch=False)
        for _flick in range(flicks):
            await b.gesture(flick_points(200, held=300), touch=False)
        try:
            return await b.wait_result()
        except AssertionError as exc:  # what the page shows instead, for the failure's message
            return str(exc)


@pytest.mark.skipif(_chromium() is None, reason="Chromium not installed (scripts/chromium.sh installs it as root)")
async def test_headless_chromium_flicks_the_die_on_the_page(sqlite_db: Database) -> None:
    service, players, loaded = await _table(sqlite_db)
    seat, me, _ = _thrower(loaded, players)
    pages = ThrowPages(service, "http://127.0.0.1", secret=b"s" * 32)
    server = TestServer(pages.app(), host="127.0.0.1")
    await server.start_server()
    try:
        link = pages.link("chan", me.user_id, me.name, seat, loaded.table.version)
        text = await _browser_throw(link.replace("http://127.0.0.1", f"http://127.0.0.1:{server.port}"))
        assert text.startswith(("Section", "Raté")), text  # the table speaks French
    finally:
        await server.close()
    after = await service._load("chan", ("active", "finished"), latest=True)
    assert after.table.version > loaded.table.version and after.state.last is not None
    assert after.state.last.seat == seat and after.state.last.die == "red"
    await service.abandon(players[0])  # the seed is revealed at the end
    reply = await service.verify(players[0])
    assert reply.text.startswith("Verified: the seed matches its hash"), reply.text


@pytest.mark.skipif(_chromium() is None, reason="Chromium not installed (scripts/chromium.sh installs it as root)")
async def test_headless_chromium_flicks_twice_for_a_double_rebond(sqlite_db: Database) -> None:
    import copy


    service, players, loaded = await _table(sqlite_db)
    async with sqlite_db.session() as s:  # a perilous room asking for a Double Rebond
        table = await repo.active_table(s, "chan")
        state = copy.deepcopy(table.state)
        state["position"] = "a3"
        table.state = state
        s.add(table)
        await s.commit()
    seat, me, _ = _thrower(loaded, players)
    pages = ThrowPages(service, "http://127.0.0.1", secret=b"r" * 32)
    server = TestServer(pages.app(), host="127.0.0.1")
    await server.start_server()
    try:
        link = pages.link("chan", me.user_id, me.name, seat, loaded.table.version)
        text = await _browser_throw(link.replace("http://127.0.0.1", f"http://127.0.0.1:{server.port}"), flicks=2)
        assert text.startswith(("Section", "Raté")), text
    finally:
        await server.close()
    after = await service._load("chan", ("active", "finished"), latest=True)
    assert after.state.last is not None and after.state.last.seat == seat
    assert len(after.state.heroes[seat].last_throw) == 5  # the second gesture gave the second bounce


async def test_game_throw_gives_the_thrower_a_link_and_nobody_else(sqlite_db: Database) -> None:
    service, players, loaded = await _table(sqlite_db)
    seat, me, other = _thrower(loaded, players)
    pages = ThrowPages(service, "https://meneur.example/", secret=b"t" * 32)
    mine = await pages.link_reply(me)
    assert mine.private and not mine.error and "https://meneur.example/df/throw/" in mine.text
    url = mine.text.rsplit(" ", 1)[1]
    assert mine.choices == [Choice(label="Open the throw page", command="", url=url, for_user=me.user_id)]
    theirs = await pages.link_reply(other)
    assert theirs.error and theirs.private and theirs.choices == []
    assert theirs.text == f"This throw is {me.name}'s: only they can open its page."
    french = await pages.link_reply(replace(other, locale="fr"))
    whose = f"d'{me.name}" if me.name[0] in "aeiou" else f"de {me.name}"  # « celui d'alice », « de bob »
    assert french.text == f"Ce lancer est celui {whose} : lui seul peut ouvrir sa page."
    token = mine.text.rsplit("/", 1)[1]
    ticket = pages.read(token)
    assert ticket is not None and (ticket.seat, ticket.user_id) == (seat, me.user_id)


async def test_the_board_offers_throw_to_the_thrower_only_while_a_throw_waits(sqlite_db: Database) -> None:
    service, players, loaded = await _table(sqlite_db)
    seat, me, other = _thrower(loaded, players)
    service.status_cooldown = 0  # the board reposted at each status
    before = await service.status(me)
    assert not any(c.command == "game throw" for c in before.choices)  # no throw page: no button
    pages = ThrowPages(service, "https://meneur.example/", secret=b"t" * 32)
    service.board_buttons.append(pages.board_buttons)
    board = await service.status(me)
    throws = [c for c in board.choices if c.command == "game throw"]
    assert [(c.label, c.for_user, c.style, c.path, c.args) for c in throws] == [
        ("Lancer", me.user_id, "primary", None, {})]  # the table speaks French (the default)
    assert board.choices[:-1] == before.choices  # the game's own answers unchanged, « Throw » last
    async with sqlite_db.session() as s:  # real dice: nothing to flick
        table = await repo.active_table(s, "chan")
        state = dict(table.state)
        state["real_dice"] = True
        table.state = state
        s.add(table)
        await s.commit()
    real = await service.status(me)
    assert not any(c.command == "game throw" for c in real.choices)


def test_the_page_is_off_unless_both_settings_are_given(monkeypatch: pytest.MonkeyPatch) -> None:
    from bot.web.throw import settings

    monkeypatch.delenv("MENEUR_THROW_PORT", raising=False)
    monkeypatch.setenv("MENEUR_THROW_URL", "https://x")
    assert settings() is None
    monkeypatch.setenv("MENEUR_THROW_PORT", "8443")
    assert settings() == (8443, "https://x")


async def test_en_aveugle_sends_the_page_the_target_but_not_the_push(sqlite_db: Database) -> None:
    import copy

    from db import repository as repo

    service = Service(sqlite_db, render=False, seed_factory=lambda: SEED)
    alice, bob = actor("alice"), actor("bob")
    assert not (await service.create(alice, "dungeon_fighter", {"heroes": "torm,randolph", "leader": "0"})).error
    await service.join(bob)
    assert not (await service.start(alice)).error
    async with sqlite_db.session() as s:  # the Succube (En Aveugle) waits in every pile
        table = await repo.active_table(s, "chan")
        state = copy.deepcopy(table.state)
        state["tower"] = [["succube"] for _pile in state["tower"]]
        table.state = state
        s.add(table)
        await s.commit()
    loaded = await service._load("chan", ("active",))
    assert not (await service.act(alice, "go", {"room": loaded.game.successors(loaded.state)[0]})).error
    loaded = await service._load("chan", ("active",))
    assert loaded.state.combat.monster == "succube" and loaded.state.combat.drift is not None
    seat, me, _ = _thrower(loaded, [alice, bob])
    pages = ThrowPages(service, "http://test", secret=b"b" * 32)
    token = pages.link("chan", me.user_id, me.name, seat, loaded.table.version).rsplit("/", 1)[1]
    async with TestClient(TestServer(pages.app())) as client:
        html = await (await client.get(f"/df/throw/{token}")).text()
    config = json.loads(html.split("const C = ", 1)[1].split(";\n", 1)[0])
    # « le joueur lance le dé avec les yeux fermés » (seed 003): the Target is there until the
    # first touch (the page closes the eyes then); the push of an imposed blind fight is never told
    assert (config["blind"], config["drift"], config["push"]) == (True, None, "")
    assert config["rings"] == [[r, v] for r, v in T.RINGS] and len(config["holes"]) == 4
    assert config["texts"]["blind"] == "Yeux fermés"  # the table speaks French (the server's default)


async def test_double_rebond_takes_a_second_gesture_for_the_second_bounce(sqlite_db: Database) -> None:
    import copy

    from db import repository as repo
    from rules.dungeon_fighter.gesture import flick

    service, players, loaded = await _table(sqlite_db)
    async with sqlite_db.session() as s:  # the fight moves to a perilous room asking for a Double Rebond
        table = await repo.active_table(s, "chan")
        state = copy.deepcopy(table.state)
        state["position"] = "a3"
        table.state = state
        s.add(table)
        await s.commit()
    loaded = await service._load("chan", ("active",))
    assert "double_rebond" in loaded.game.imposed(loaded.state)
    seat, me, _ = _thrower(loaded, players)
    pages = ThrowPages(service, "http://test", secret=b"d" * 32)
    token = pages.link("chan", me.user_id, me.name, seat, loaded.table.version).rsplit("/", 1)[1]
    one = {"samples": flick((0.0, 0.0), 8.0), "die": "red"}
    async with TestClient(TestServer(pages.app())) as client:
        html = await (await client.get(f"/df/throw/{token}")).text()
        assert '"double": true' in html
        r = await client.post(f"/df/throw/{token}", json=one)  # one gesture only: refused, nothing played
        assert r.status == 400 and (await r.json())["error"] == "gesture-only"
        tap = [[0.0, 0.0, -330.0], [100.0, 1.0, -330.0], [210.0, 2.0, -329.0]]  # no flick: a tap
        r = await client.post(f"/df/throw/{token}", json={**one, "second": tap})
        data = await r.json()
        assert r.status == 422 and data["text"].startswith("Une simple touche ne lance pas"), data
        held = flick((0.0, 0.0), 8.0, held_ms=460)  # held still 0.46 s: the hop rises 3 steps
        r = await client.post(f"/df/throw/{token}", json={**one, "second": held})  # the link is still good
        data = await r.json()
        assert r.status == 200, data
        assert data["bounce2"] == 6
    after = await service._load("chan", ("active", "finished"), latest=True)
    assert after.state.heroes[seat].last_throw[4] == 6


async def test_links_expire_after_the_settings_minutes_and_say_so_in_the_tables_language(sqlite_db: Database) -> None:
    service, players, loaded = await _table(sqlite_db)
    seat, me, _ = _thrower(loaded, players)
    now = [1_000_000.0]
    pages = ThrowPages(service, "http://test", secret=b"e" * 32, link_minutes=5, clock=lambda: now[0])
    token = pages.link("chan", me.user_id, me.name, seat, loaded.table.version).rsplit("/", 1)[1]
    imposed = loaded.game.imposed(loaded.state)
    gesture = {"samples": flick((0.0, 0.0), T.reach(imposed), conditions=imposed), "die": "red"}
    async with TestClient(TestServer(pages.app())) as client:
        assert (await client.get(f"/df/throw/{token}")).status == 200
        now[0] += 5 * 60 + 1  # five minutes and a second later
        page = await client.get(f"/df/throw/{token}")
        assert page.status == 410 and "Ce lien a expiré" in await page.text() and 'lang="fr"' in await page.text()
        r = await client.post(f"/df/throw/{token}", json=gesture)
        assert r.status == 410 and (await r.json())["text"].startswith("Ce lien a expiré")
    assert (await service._load("chan", ("active",))).table.version == loaded.table.version


async def test_a_refused_throw_keeps_the_link_and_the_gone_page_speaks_french(sqlite_db: Database) -> None:
    service, players, loaded = await _table(sqlite_db)
    seat, me, _ = _thrower(loaded, players)
    pages = ThrowPages(service, "http://test", secret=b"f" * 32)
    token = pages.link("chan", me.user_id, me.name, seat, loaded.table.version).rsplit("/", 1)[1]
    imposed = loaded.game.imposed(loaded.state)
    gesture = {"samples": flick((0.0, 0.0), T.reach(imposed), conditions=imposed), "die": "red"}
    async with TestClient(TestServer(pages.app())) as client:
        r = await client.post(f"/df/throw/{token}", json={**gesture, "die": "purple"})  # the game refuses
        assert r.status == 409 and (await r.json())["text"]
        r = await client.post(f"/df/throw/{token}", json={**gesture, "samples": [[0, 0, -340], [50, 0.4, -339]]})
        assert r.status == 422 and (await r.json())["text"].startswith("Une simple touche ne lance pas")
        r = await client.post(f"/df/throw/{token}", json=gesture)  # the same link, a real flick: thrown
        assert r.status == 200, await r.json()
        page = await client.get(f"/df/throw/{token}")  # used: the dead-link page, in French
        assert page.status == 410 and "Ce lancer n'attend plus" in await page.text()


def test_the_page_listens_on_127_0_0_1_unless_set(monkeypatch: pytest.MonkeyPatch) -> None:
    import inspect

    from bot.shared.config import load_config

    monkeypatch.delenv("MENEUR_THROW_HOST", raising=False)
    monkeypatch.delenv("MENEUR_THROW_LINK_MINUTES", raising=False)
    config = load_config()
    assert (config.throw_host, config.throw_link_minutes) == ("127.0.0.1", 10.0)
    assert inspect.signature(ThrowPages.start).parameters["host"].default == "127.0.0.1"
    monkeypatch.setenv("MENEUR_THROW_HOST", "0.0.0.0")
    monkeypatch.setenv("MENEUR_THROW_LINK_MINUTES", "3")
    config = load_config()
    assert (config.throw_host, config.throw_link_minutes) == ("0.0.0.0", 3.0)


async def test_the_page_shows_the_fight_and_throws_with_an_extra_damage_card_and_waits_under_emprunt(
        sqlite_db: Database) -> None:
    import copy

    service, players, loaded = await _table(sqlite_db)
    async with sqlite_db.session() as s:  # a room imposing Emprunt, and a card of extra damage for everyone
        table = await repo.active_table(s, "chan")
        state = copy.deepcopy(table.state)
        state["position"] = "dx3"
        for h in state["heroes"]:
            h["equipment"] = ["huile_tranchante"]
        table.state = state
        s.add(table)
        await s.commit()
    loaded = await service._load("chan", ("active",))
    seat, me, other = _thrower(loaded, players)
    pages = ThrowPages(service, "http://test", secret=b"w" * 32)
    token = pages.link("chan", me.user_id, me.name, seat, loaded.table.version).rsplit("/", 1)[1]
    imposed = loaded.game.imposed(loaded.state)
    foe = loaded.game.view(loaded.state, seat).combat
    async with TestClient(TestServer(pages.app())) as client:
        html = await (await client.get(f"/df/throw/{token}")).text()
        # the fight, the Target's section values, the card to choose, whose hand gives the power
        assert f"{foe.name} : {foe.pv}/{foe.max_pv} PV" in html and '"rings": [[10.0, 10], [25.0, 6]' in html
        left_hero = loaded.game.view(loaded.state, seat).heroes[(seat + 1) % 2].name
        assert '"id": "huile_tranchante"' in html and f"Emprunt : {left_hero} donne la force" in html
        gesture = {"samples": flick((0.0, 0.0), T.reach(imposed), conditions=imposed), "die": "red",
                   "items": ["huile_tranchante"]}
        r = await client.post(f"/df/throw/{token}", json=gesture)
        data = await r.json()
        # issue 22: the page showed the previous throw's landing as this one's result
        assert r.status == 200 and data["waiting"] == "emprunt" and "landing" not in data, data
        assert data["summary"].startswith("Emprunt : on attend que")
        polled = await (await client.get(f"/df/throw/{token}/result")).json()
        assert polled["waiting"] == "emprunt"
        mid = await service._load("chan", ("active",))
        assert mid.state.combat.pending.plan.items == ["huile_tranchante"]  # the card went with the throw
        left = mid.state.combat.pending.seat
        pusher = next(p for p in players if p.user_id == mid.user_of(left).user_id)
        assert not (await service.act(pusher, "push", {"power": f"{min(8.0, T.reach(imposed)):g}"})).error
        polled = await (await client.get(f"/df/throw/{token}/result")).json()
        after = await service._load("chan", ("active", "finished"), latest=True)
        last = [x for x in after.state.landings if x.seat == seat][-1]
        assert polled["landing"] == [last.x, last.y] and polled["path"]["landing"] == [last.x, last.y]
        # the path is the model's own: its bounces where the rules counted them, on the thrown line
        # to the roll's end, which the push and the scatter moved to the landing
        assert last.path is not None and polled["path"]["bounces"] == [list(b) for b in last.path.bounces]
        assert polled["path"]["rest"] == list(last.path.rest) and polled["path"]["before"] == last.bounces
        # and the throw's story as the log tells it: the landing, then the damage or the miss
        assert polled["story"][0].startswith("Dé Rouge de "), polled["story"]
        assert any(" inflige " in line or " rate la Cible " in line for line in polled["story"][1:]), polled["story"]


async def test_under_the_reflex_variant_the_page_waits_for_the_gauge_then_shows_the_landing(
        sqlite_db: Database) -> None:
    service = Service(sqlite_db, render=False, seed_factory=lambda: SEED)
    alice, bob = actor("alice", "gauge"), actor("bob", "gauge")
    assert not (await service.create(alice, "dungeon_fighter", {"heroes": "torm,randolph", "leader": "0",
                                                               "difficulty": "facile", "reflex": "true"})).error
    await service.join(bob)
    assert not (await service.start(alice)).error
    loaded = await service._load("gauge", ("active",))
    assert not (await service.act(alice, "go", {"room": loaded.game.successors(loaded.state)[0]})).error
    loaded = await service._load("gauge", ("active",))
    assert loaded.state.reflex
    seat, me, _ = _thrower(loaded, [alice, bob])
    pages = ThrowPages(service, "http://test", secret=b"x" * 32)
    token = pages.link("gauge", me.user_id, me.name, seat, loaded.table.version).rsplit("/", 1)[1]
    imposed = loaded.game.imposed(loaded.state)
    gesture = {"samples": flick((0.0, 0.0), T.reach(imposed), conditions=imposed), "die": "red"}
    async with TestClient(TestServer(pages.app())) as client:
        data = await (await client.post(f"/df/throw/{token}", json=gesture)).json()
        assert data["waiting"] == "gauge" and "landing" not in data and data["summary"].startswith("Réflexe"), data
        assert not (await service.act(me, "push", {"timing": "1200"})).error  # stopped in Discord
        polled = await (await client.get(f"/df/throw/{token}/result")).json()
    after = await service._load("gauge", ("active", "finished"), latest=True)
    last = [x for x in after.state.landings if x.seat == seat][-1]
    assert polled["landing"] == [last.x, last.y] and polled["summary"]
