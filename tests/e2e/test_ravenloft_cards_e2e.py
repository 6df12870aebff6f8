"""The card effects the last session left (Lucky Charm, Scroll of Teleportation, Cyrus
Belview's question...): played by pointing on Discord and typed at the console."""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import Any

from bot.console.table import ConsoleTable
from bot.discord.app import MeneurBot
from bot.service import Service
from db import repository as repo

from .fake_discord import FakeDiscord
from .test_pointing_e2e import check_everything_sent, edit_state, open_table, point

#: the console's dice: the first attack roll below misses the Gargoyle (AC 16)
SEED = "15" * 32


def _game() -> Any:
    from rules.core import find_game

    return find_game("cr")


def _adjacent_monster(s: Any, kind: str) -> str:
    """A ``kind`` figure on a free square next to the active hero; its square's name."""
    from rules.ravenloft.dungeon import board as board_of
    from rules.ravenloft.state import Figure

    game = _game()
    h = s.active
    b = board_of(s, game.cat)
    taken = {x.square for x in s.heroes} | {f.square for f in s.figures}
    sq = next(n for n in b.neighbours8(h.square) if b.walkable(n) and n not in taken)
    s.figures.append(Figure(uid=s.uid(), kind=kind, square=sq))
    return str(b.name(sq))


def _no_helpers(s: Any) -> None:
    for h in s.heroes:  # only the card under test may be asked about
        h.powers = [p for p in h.powers if p.id != "crucial_aid"]


async def _console(sqlite_db: Any, tmp_path: Any, options: str = "") -> ConsoleTable:
    """The console table with alice's and bob's Castle Ravenloft game started (``options``: the game's)."""
    console = ConsoleTable(service=Service(sqlite_db, seed_factory=lambda: SEED, default_locale="en"),
                           images_dir=tmp_path / "img", exports_dir=tmp_path / "exp", out=io.StringIO(), locale="en")
    await console.run_lines([f"@alice /game new cr{' ' + options if options else ''}", "@bob /game join",
                             "@alice /game start"])
    return console


async def _edit_console(sqlite_db: Any, change: Callable[[Any], None]) -> Any:
    game = _game()
    async with sqlite_db.session() as s:
        table = await repo.active_table(s, "console:main")
        assert table is not None and table.state is not None
        state = game.load_state(table.state)
        change(state)
        table.state = game.dump_state(state)
        s.add(table)
        await s.commit()
    return state


async def test_lucky_charm_typed_at_the_console(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    console = await _console(sqlite_db, tmp_path)
    where: dict[str, Any] = {}

    def change(s: Any) -> None:
        _no_helpers(s)
        s.active.items = ["lucky_charm#1"]
        where.update(target=_adjacent_monster(s, "gargoyle"), seat=s.active.seat, hero=s.active.hero)
        where["power"] = next(p.id for p in s.active.powers if _game().cat.powers[p.id].kind == "at_will"
                              and _game().cat.powers[p.id].attack is not None
                              and _game().cat.powers[p.id].targets == 1)

    await _edit_console(sqlite_db, change)
    who = "alice" if where["seat"] == 0 else "bob"
    asked = await console.run_line(f"@{who} /cr attack power:{where['power']} target:{where['target']}")
    assert asked is not None and not asked.error, asked.text if asked else None
    assert "may roll the die again" in " ".join(asked.events), asked.events
    other = "bob" if who == "alice" else "alice"
    refused = await console.run_line(f"@{other} /cr use item:lucky_charm")
    assert refused is not None and refused.error
    done = await console.run_line(f"@{who} /cr use item:lucky_charm")
    assert done is not None and not done.error, done.text
    text = " ".join(done.events)
    assert "uses Lucky Charm: the die is rolled again." in text, text


def low_die_counter(seed: str, top: int = 5) -> int:
    """The first draw counter whose d20 shows ``top`` or less with this seed (dice fixed)."""
    from rules.core import Rng

    return next(c for c in range(200) if Rng(seed, c).die(20) <= top)


async def fix_dice(bot: MeneurBot, fake: FakeDiscord, counter_of: Callable[[str], int]) -> None:
    """Set the table's next draw (``Rng(table.seed, table.draw_counter)``, bot/service/moves.py)."""
    async with bot.service.db.session() as s:
        table = await repo.active_table(s, str(fake.channel_id))
        assert table is not None
        table.draw_counter = counter_of(table.seed)
        s.add(table)
        await s.commit()


async def test_lucky_charm_by_pointing_on_discord(fake: FakeDiscord, bot: MeneurBot) -> None:
    game = _game()
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    board = await open_table(fake, alice, bob, "cr", "surges:2")
    where: dict[str, Any] = {}

    def change(data: dict[str, Any]) -> None:
        s = game.load_state(data)
        _no_helpers(s)
        s.active.items = ["lucky_charm#1"]
        where.update(target=_adjacent_monster(s, "gargoyle"), seat=s.active.seat)
        data.clear()
        data.update(game.dump_state(s))

    await edit_state(bot, fake, change)
    await fix_dice(bot, fake, low_die_counter)  # the attack's d20 shows 5 or less: a miss on AC 16
    player = alice if where["seat"] == 0 else bob
    board = await fake.answer(await fake.slash(player, "game status"))
    step = await point(fake, player, board, "Attack")
    while step.ephemeral and step.labels():  # the power, then the target
        pick = next((lb for lb in step.labels() if where["target"] in lb), step.labels()[0])
        step = await point(fake, player, step, pick)
    asked = step if not step.ephemeral else await fake.wait_message(lambda m: "Lucky Charm" in m.content)
    assert "Use Lucky Charm" in asked.labels() and "No" in asked.labels(), asked.content
    done = await point(fake, player, asked, "Use Lucky Charm")
    await fake.wait_for(lambda: "the die is rolled again" in (done.content + fake.channel_messages()[-1].content))
    check_everything_sent(fake)


def _scroll(s: Any) -> None:
    _no_helpers(s)
    s.active.items = ["scroll_of_teleportation#1"]


def _other_tile_square(s: Any) -> str:
    """A free square of a tile other than the active hero's (the Scroll's choice)."""
    from rules.ravenloft.board import block_of
    from rules.ravenloft.dungeon import board as board_of
    from rules.ravenloft.dungeon import occupied

    b = board_of(s, _game().cat)
    mine = b.tile_of[block_of(s.active.square)]
    taken = occupied(s)
    return str(next(b.name(q) for blk in b.tile_of if b.tile_of[blk] != mine
                    for q in b.block_squares(blk) if b.walkable(q) and q not in taken))


async def test_the_scroll_typed_at_the_console(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    console = await _console(sqlite_db, tmp_path)
    where: dict[str, Any] = {}
    await _edit_console(sqlite_db, lambda s: (_scroll(s), where.update(seat=s.active.seat, hero=s.active.hero)))
    who = "alice" if where["seat"] == 0 else "bob"
    asked = await console.run_line(f"@{who} /cr use item:scroll_of_teleportation")
    assert asked is not None and not asked.error, asked.text if asked else None
    assert "Scroll of Teleportation: choose the square" in asked.text, asked.text
    state = await _edit_console(sqlite_db, lambda s: None)
    to = _other_tile_square(state)
    done = await console.run_line(f"@{who} /cr place to:{to}")
    assert done is not None and not done.error, done.text
    assert f"to {to} (Scroll of Teleportation)." in " ".join(done.events), done.events


async def test_the_scroll_by_pointing_on_discord(fake: FakeDiscord, bot: MeneurBot) -> None:
    game = _game()
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    await open_table(fake, alice, bob, "cr", "surges:2")
    where: dict[str, Any] = {}

    def change(data: dict[str, Any]) -> None:
        s = game.load_state(data)
        _scroll(s)
        where.update(seat=s.active.seat, to=_other_tile_square(s))
        data.clear()
        data.update(game.dump_state(s))

    await edit_state(bot, fake, change)
    player = alice if where["seat"] == 0 else bob
    board = await fake.answer(await fake.slash(player, "game status"))
    step = await point(fake, player, board, "Use")
    if "Scroll of Teleportation" in step.labels():
        step = await point(fake, player, step, "Scroll of Teleportation")
    asked = await fake.wait_message(lambda m: "Scroll of Teleportation: choose the square" in m.content and m.labels())
    assert asked.labels()[-1] == "Stay there"
    step = asked
    while where["to"] not in step.labels():  # rows, then the square
        row = next(lb for lb in step.labels() if lb.startswith("Row ") and lb.split()[-1] == where["to"].lstrip(
            "ABCDEFGHIJKLMNOPQRSTUVWXYZ"))
        step = await point(fake, player, step, row)
    note = await point(fake, player, step, where["to"])
    await fake.wait_for(lambda: f"to {where['to']} (Scroll of Teleportation)." in (
        note.content + " ".join(m.content for m in fake.channel_messages()[-3:])))
    check_everything_sent(fake)


async def test_cyrus_belview_s_followers_answer_at_the_console(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The encounter led the active hero away; the other hero's player (not the active one) is
    asked, types a square of the new tile, and the villain phase goes on."""
    from rules.core import Rng
    from rules.ravenloft.placing import squares
    from rules.ravenloft.villain_phase import run_villain_phase

    console = await _console(sqlite_db, tmp_path)
    where: dict[str, Any] = {}

    def change(s: Any) -> None:
        from rules.ravenloft.dungeon import board as board_of

        _no_helpers(s)
        s.turn.phase, s.turn.placed, s.turn.black, s.turn.villain_step = "villain", [], False, 0
        s.xp_pile = []
        s.encounters.cards.append("cyrus_belview#1")
        run_villain_phase(s, Rng("ab" * 32), _game().cat)
        p = s.pending[0]
        where.update(seat=p.seat, to=board_of(s, _game().cat).name(squares(s, _game().cat, p)[0]),
                     hero=s.heroes[p.hero].hero)

    await _edit_console(sqlite_db, change)
    who = "alice" if where["seat"] == 0 else "bob"
    other = "bob" if who == "alice" else "alice"
    refused = await console.run_line(f"@{other} /cr place to:{where['to']}")
    assert refused is not None and refused.error
    done = await console.run_line(f"@{who} /cr place to:{where['to']}")
    assert done is not None and not done.error, done.text
    assert f"to {where['to']} (Cyrus Belview)." in " ".join(done.events), done.events


async def test_the_barkam_xp_card_chosen_by_pointing_on_discord(fake: FakeDiscord, bot: MeneurBot) -> None:
    """Two monster cards from the turn's first defeat: the board asks which goes to the XP pile;
    the player clicks the other card."""
    from rules.ravenloft.state import Figure
    from rules.ravenloft.variants.barkam.encounters import XP_CHOICE, one_xp_card

    game = _game()
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    await open_table(fake, alice, bob, "cr", "variants:barkam")
    where: dict[str, Any] = {}

    def change(data: dict[str, Any]) -> None:
        s = game.load_state(data)
        h = s.active
        h.cards = ["zombie#1", "wraith#1"]
        dead = [Figure(uid=90, kind="zombie", square=h.square, card="zombie#1"),
                Figure(uid=91, kind="wraith", square=h.square, card="wraith#1")]
        one_xp_card(s, game.cat, s.turn.hero, dead)
        assert s.pending[-1].kind == XP_CHOICE
        s.pending = s.pending[-1:]
        where.update(seat=s.active.seat)
        data.clear()
        data.update(game.dump_state(s))

    await edit_state(bot, fake, change)
    player = alice if where["seat"] == 0 else bob
    board = await fake.answer(await fake.slash(player, "game status"))
    assert board.labels() == ["Wraith (3 XP) (the automatic pick)", "Zombie (1 XP)"], board.labels()
    done = await point(fake, player, board, "Zombie (1 XP)")
    await fake.wait_for(lambda: "puts Zombie (1 XP) on the XP pile" in (
        done.content + " ".join(m.content for m in fake.channel_messages()[-3:])))
    async with bot.service.db.session() as s:
        table = await repo.active_table(s, str(fake.channel_id))
        assert table is not None
        state = game.load_state(table.state)
    assert state.xp_pile[-1] == "zombie#1" and not state.pending
    check_everything_sent(fake)


async def test_shield_against_geno_s_ambusher_typed_at_the_console(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from rules.core import Rng
    from rules.ravenloft.state import Pending, PowerCard

    console = await _console(sqlite_db, tmp_path, "variants:geno")
    where: dict[str, Any] = {}

    def change(s: Any) -> None:
        _no_helpers(s)
        h = s.active
        h.powers = [p for p in h.powers if p.id not in ("shield", "shield_of_faith", "bodyguard", "unbalancing_parry")]
        h.powers.append(PowerCard(id="shield"))
        for other in s.heroes:
            if other is not h:
                other.powers = [p for p in other.powers if p.id not in ("shield_of_faith", "bodyguard")]
        square = _adjacent_monster(s, "zombie")
        fig = s.figures[-1]
        fig.card = "zombie#9"
        h.cards.append("zombie#9")
        s.geno.ambusher, s.geno.halted_turn = fig.uid, s.turn.number
        s.xp_pile = ["gargoyle#2", "wraith#1"]
        s.encounters.cards.append("frenzy#1")
        s.pending = [Pending(kind="geno-encounter", seat=h.seat, card="frenzy#1", params={"xp": 6})]
        where.update(seat=h.seat, square=square)

    await _edit_console(sqlite_db, change)
    async with sqlite_db.session() as s:  # the ambusher's d20 shows 19 or 20: a hit on any hero
        table = await repo.active_table(s, "console:main")
        assert table is not None
        table.draw_counter = next(c for c in range(400) if Rng(table.seed, c).die(20) >= 19)
        s.add(table)
        await s.commit()
    who = "alice" if where["seat"] == 0 else "bob"
    asked = await console.run_line(f"@{who} /cr cancel")
    assert asked is not None and not asked.error, asked.text if asked else None
    assert "may use Shield" in asked.text, asked.text
    done = await console.run_line(f"@{who} /cr use power:shield")
    assert done is not None and not done.error, done.text
    text = " ".join(done.events)
    assert "uses Shield: the attack on" in text and "misses instead." in text, text
