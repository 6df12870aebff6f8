"""The throw page in Debian's Chromium with human-timed gestures (issue 22's « Done when »): a
150 ms flick and a 300 ms flick, a careful 1 s throw, a tap, a mouse drag-and-drop, a throw with
a weapon, one under Emprunt and one under De Dos; what the page shows and what the game logged.
Screenshots at 390 × 844 go to $MENEUR_DF_SHOTS when set (looked at by a person)."""

from __future__ import annotations

import copy
import os

import pytest
from aiohttp.test_utils import TestServer

from bench.df_page import PageInChromium
from bot.service import Service
from bot.web.throw import ThrowPages
from db import repository as repo
from db.database import Database
from rules.core import Rng
from rules.dungeon_fighter.hands import HANDS, page_samples
from tests.bot.web.browser import Browser, chromium, flick_points
from tests.conftest import actor

SEED = "ab" * 32
pytestmark = pytest.mark.skipif(chromium() is None, reason="Chromium not installed (scripts/chromium.sh)")


async def _table(service: Service, channel: str, position: str | None = None, equipment: list[str] | None = None,
                 monster: str | None = None):
    alice, bob = actor("alice", channel, locale="fr"), actor("bob", channel, locale="fr")
    assert not (await service.create(alice, "dungeon_fighter", {"heroes": "torm,randolph", "leader": "0",
                                                               "difficulty": "facile"})).error
    await service.join(bob)
    assert not (await service.start(alice)).error
    loaded = await service._load(channel, ("active",))
    assert not (await service.act(alice, "go", {"room": loaded.game.successors(loaded.state)[0]})).error
    if position is not None or equipment is not None or monster is not None:
        async with service.db.session() as s:
            table = await repo.active_table(s, channel)
            state = copy.deepcopy(table.state)
            if position is not None:
                state["position"] = position
            if equipment is not None:
                for h in state["heroes"]:
                    h["equipment"] = list(equipment)
            if monster is not None:
                state["combat"]["monster"] = monster
            table.state = state
            s.add(table)
            await s.commit()
    loaded = await service._load(channel, ("active",))
    seat = loaded.state.combat.thrower
    user = loaded.user_of(seat)
    return loaded, seat, user, [alice, bob]


async def _shot(b: Browser, name: str) -> None:
    where = os.environ.get("MENEUR_DF_SHOTS")
    if where:
        os.makedirs(where, exist_ok=True)
        await b.shot(os.path.join(where, name + ".png"))


async def test_human_timed_gestures_on_a_phone_and_a_desktop(sqlite_db: Database) -> None:
    service = Service(sqlite_db, render=False, seed_factory=lambda: SEED)
    pages = ThrowPages(service, "http://127.0.0.1", secret=b"g" * 32)
    server = TestServer(pages.app(), host="127.0.0.1")
    await server.start_server()

    async def url(loaded, seat, user) -> str:
        link = pages.link(loaded.table.channel_id, user.user_id, user.name, seat, loaded.table.version)
        return link.replace("http://127.0.0.1", f"http://127.0.0.1:{server.port}")

    async def last(channel: str):
        return await service._load(channel, ("active", "finished"), latest=True)

    try:
        async with Browser() as b:
            # a 150 ms flick made at once, on a phone: a low toss (height 3), about power 8
            loaded, seat, user, _ = await _table(service, "c150")
            await b.open(await url(loaded, seat, user))
            await _shot(b, "page-390x844")
            await b.gesture(flick_points(150))
            text = await b.wait_result()
            assert text.startswith(("Section", "Raté")), text
            await _shot(b, "after-flick-150ms")
            after = await last("c150")
            aim_x, aim_y, power, height = after.state.heroes[seat].last_throw[:4]
            assert height == 3 and 5.0 <= power <= 11.0 and abs(aim_x) < 30, after.state.heroes[seat].last_throw
            # the die went the model's way: the flight to its first bounce, the hops, the roll bent to
            # the landing (issue 22: it was drawn on the straight line to the landing)
            path = after.state.last.path
            legs = await b.js("anim.legs.map(l => [l.a, along(l, 1).slice(0, 2)])")
            want = [path.start, *path.bounces]
            assert [leg[0] for leg in legs] == [list(p) for p in want], (legs, path)
            assert [round(v, 1) for v in legs[-1][1]] == [after.state.last.x, after.state.last.y]
            told = str(await b.js("document.getElementById('told').textContent"))
            assert told.startswith("Dé Rouge de ") and (" inflige " in told or " rate la Cible " in told), told
            assert await b.js("document.getElementById('c').dataset.eyes") == "open"

            # a 300 ms flick with a desktop mouse
            loaded, seat, user, _ = await _table(service, "c300")
            await b.open(await url(loaded, seat, user), width=1280, height=800, touch=False)
            await b.gesture(flick_points(300), touch=False)
            assert (await b.wait_result()).startswith(("Section", "Raté"))
            assert (await last("c300")).state.heroes[seat].last_throw[3] == 3

            # a careful throw of a second: held still about 0.45 s (the die lifts to 5 or 6), a
            # slow run-up, then the flick
            loaded, seat, user, _ = await _table(service, "c1s")
            await b.open(await url(loaded, seat, user))
            await b.gesture(flick_points(250, held=460, slow_ms=300))
            assert (await b.wait_result()).startswith(("Section", "Raté"))
            assert 5 <= (await last("c1s")).state.heroes[seat].last_throw[3] <= 7

            # a 50 ms tap: refused with a sentence, nothing played, the link still throws
            loaded, seat, user, _ = await _table(service, "ctap")
            await b.open(await url(loaded, seat, user))
            await b.gesture([(0.0, 0.0, -340.0), (50.0, 0.3, -339.8)])
            await b.until("document.getElementById('out').textContent.includes('touche')")
            assert (await b.line()).startswith("Une simple touche ne lance pas"), await b.line()
            await _shot(b, "tap-refused")
            assert (await last("ctap")).table.version == loaded.table.version
            await b.gesture(flick_points(150))
            assert (await b.wait_result()).startswith(("Section", "Raté"))

            # a mouse drag-and-drop: carried to the Target, let go at rest: refused with a sentence
            loaded, seat, user, _ = await _table(service, "cdrop")
            await b.open(await url(loaded, seat, user), width=1280, height=800, touch=False)
            drag = [(float(t), 0.0, -340.0 + 0.5 * min(t, 480)) for t in range(0, 800, 16)]
            await b.gesture(drag, touch=False)
            await b.until("document.getElementById('out').textContent.includes('posé')")
            assert (await b.line()).startswith("Le dé a été posé, pas lancé"), await b.line()
            assert (await last("cdrop")).table.version == loaded.table.version

            # a weapon chosen on the page before the flick
            loaded, seat, user, _ = await _table(service, "cweapon", equipment=["souffle_du_dragon"])
            await b.open(await url(loaded, seat, user))
            await b.click("weapon-souffle_du_dragon")
            await _shot(b, "weapon-chosen")
            await b.gesture(flick_points(200))
            assert (await b.wait_result()).startswith(("Section", "Raté"))
            after = await last("cweapon")
            assert "lancer_toupie" in after.state.landings[-1].conditions

            # Emprunt: the page says whose hand gives the power, waits, then shows the real result
            loaded, seat, user, players = await _table(service, "cemprunt", position="dx3")
            assert "emprunt" in loaded.game.imposed(loaded.state)
            await b.open(await url(loaded, seat, user))
            await b.gesture(flick_points(200))
            await b.until("document.getElementById('out').textContent.includes('Emprunt')")
            assert (await b.line()).startswith("Emprunt : on attend que"), await b.line()
            await _shot(b, "emprunt-waiting")
            mid = await last("cemprunt")
            left = mid.state.combat.pending.seat
            pusher = next(p for p in players if p.user_id == mid.user_of(left).user_id)
            assert not (await service.act(pusher, "push", {"power": "8"})).error
            text = await b.wait_result()
            after = await last("cemprunt")
            assert after.state.last.seat == seat and text.startswith(("Section", "Raté")), text
            assert text == ("Section %d !" % after.state.last.zone if after.state.last.outcome == "hit" else text)

            # En Aveugle imposed by the monster: the Target is seen until the first touch, then the
            # eyes close (a refused tap keeps them closed); once the die has landed they open again
            loaded, seat, user, _ = await _table(service, "cblind", monster="succube")
            assert "en_aveugle" in loaded.game.imposed(loaded.state)
            await b.open(await url(loaded, seat, user))
            assert await b.js("document.getElementById('c').dataset.eyes") == "open"
            assert await b.js("C.rings.length") == 6 and await b.js("C.drift") is None
            await _shot(b, "blind-before-touch")
            await b.gesture([(0.0, 0.0, -340.0), (50.0, 0.3, -339.8)])
            await b.until("document.getElementById('out').textContent.includes('touche')")
            assert await b.js("document.getElementById('c').dataset.eyes") == "closed"
            await _shot(b, "blind-after-touch")
            await b.gesture(flick_points(150))
            assert (await b.wait_result()).startswith(("Section", "Raté"))
            assert await b.js("document.getElementById('c').dataset.eyes") == "open"
            await _shot(b, "blind-landed")

            # De Dos: the page is a mirror; a flick toward the right on screen lands on the left
            loaded, seat, user, _ = await _table(service, "cdos", position="d2")
            assert "de_dos" in loaded.game.imposed(loaded.state)
            await b.open(await url(loaded, seat, user))
            assert await b.js("prof().mirror") is True
            assert "miroir" in await b.js("document.getElementById('fight').textContent")
            await _shot(b, "de-dos-mirror")
            await b.gesture(flick_points(200, aim_x=60.0))
            assert (await b.wait_result()).startswith(("Section", "Raté"))
            after = await last("cdos")
            assert after.state.heroes[seat].last_throw[0] > 0 and after.state.last.x < 0
            await _shot(b, "de-dos-result")
    finally:
        await server.close()


def test_the_page_reads_the_simulated_hands_as_the_rules_copy_of_it_does() -> None:
    """The skill benchmark's hands go through the page itself (bench/df_page.py); the computer
    seats and the rules' tests use ``hands.page_samples``, the page's reading written in Python:
    both give the same samples, a long gesture thinned to 380 samples included."""
    rng = Rng("%064x" % 11)
    gestures = [h.events((0.0, -320.0), (0.0, 0.0), 8.0, 1 + k % 9, rng) for k in range(15) for h in HANDS.values()]
    # two seconds of a quivering finger at 240 reports a second, then a flick
    long = [["down", 100.0, 0.0, -340.0]] + [["move", 100.0 + 4.1 * k, 0.01 * (k % 7), -340.0 + 0.3 * k]
                                             for k in range(1, 520)] + [["up", 2240.0, 0.0, -150.0]]
    with PageInChromium() as page:
        for events in [*gestures, long]:
            assert page(events) == page_samples(events)
    assert len(page_samples(long)) <= 380 and page_samples(long)[0] == [0.0, 0.0, -340.0]
