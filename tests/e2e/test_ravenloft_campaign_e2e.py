"""A Castle Ravenloft campaign on the fake Discord: the first adventure opened with
``/game new … options:campaign:…``, played to its end, ``/game campaign`` showing what the
heroes carry, and the next adventure opened by pointing (its menu), with the carried hero."""

from __future__ import annotations

from bot.discord.app import MeneurBot
from rules.core import find_game
from rules.ravenloft import campaign
from rules.ravenloft.campaign_state import Carry
from tests.bot.test_campaigns import play_to_end

from .fake_discord import FakeDiscord
from .test_pointing_e2e import check_everything_sent, point

GAME = find_game("ravenloft")


async def test_a_campaign_played_on_discord(fake: FakeDiscord, bot: MeneurBot) -> None:
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    lobby = await fake.answer(await fake.slash(alice, "game new", game="ravenloft", thread=False,
                                               options="campaign:Barovie adventure:escape_the_tomb"),
                              timeout=20)  # the first command loads the game's content (slow on a busy machine)
    assert "📜 Campaign « Barovie » begun" in lobby.content, lobby.content
    board = await fake.answer(await fake.click(alice, lobby, "Start the game"), timeout=30)  # the first picture
    assert not board.ephemeral
    ended, _last, _moves = await play_to_end(bot.service, channel=str(fake.channel_id))
    carried = campaign.carry_out(GAME.load_state(ended.table.state), GAME.cat, Carry()).heroes[0]

    found = await fake.autocomplete(alice, "game campaign", "name", name="baro")
    assert [(c["name"], c["value"]) for c in found] == [("Barovie — Castle Ravenloft", "Barovie")]
    # /game new suggests the server's campaigns of the chosen game while campaign: is typed
    found = await fake.autocomplete(alice, "game new", "options", game="ravenloft", options="campaign:bar")
    assert [c["value"] for c in found] == ["campaign:Barovie"]
    found = await fake.autocomplete(alice, "game new", "options", game="dungeon_fighter", options="campaign:bar")
    assert found == []  # another game's table has no campaign option, and the name is Castle Ravenloft's
    shown = await fake.answer(await fake.slash(alice, "game campaign", name="Barovie"))
    assert not shown.ephemeral and shown.content.startswith("📜 Campaign « Barovie » (Castle Ravenloft), 1 table:")
    assert f"level {carried.level}: AC {carried.ac}, {carried.max_hp} HP" in shown.content
    assert shown.labels()[0].startswith("Next adventure: "), shown.labels()
    assert any(cid.startswith("meneur-cs:ravenloft:Barovie") for cid in shown.custom_ids())

    # another adventure than the one suggested, chosen in the menu, with bob joining
    notice = await point(fake, bob, shown, "Play instead: Klak's Infernal Artifact")
    # the server opens each table in a thread of its own: the campaign's next table is there
    assert notice.content.startswith("bob opens a Castle Ravenloft table in <#"), notice.content
    lobby = await fake.wait_message(lambda m: "table 2: the heroes go on where they left off." in m.content,
                                    timeout=20)
    assert lobby.channel_id != fake.channel_id
    await fake.answer(await fake.click(alice, lobby, "Join"))
    await fake.answer(await fake.click(bob, lobby, "Start the game"), timeout=30)  # bob opened it: he is its host
    async with bot.service.db.session() as s:
        from db import repository as repo

        table = await repo.active_table(s, str(lobby.channel_id))
    assert table is not None and table.options["adventure"] == "klaks_infernal_artifact"
    state = GAME.load_state(table.state)
    mine = next(h for h in state.heroes if h.hero == carried.hero)
    assert (mine.level, mine.ac, mine.max_hp, [p.id for p in mine.powers]) == (
        carried.level, carried.ac, carried.max_hp, carried.powers)
    assert state.campaign is not None and state.campaign.players[state.heroes.index(mine)] == str(alice.id)
    check_everything_sent(fake)
