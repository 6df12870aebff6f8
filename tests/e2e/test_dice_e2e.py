"""The shared dice through the real discord.py client and a fake Discord: /roll lines, /dice."""

from __future__ import annotations

from sqlmodel import select

from bot.discord.app import MeneurBot
from db import dice_repository as drepo
from db.models import DiceSeed, RollLog

from .fake_discord import EPHEMERAL, FakeDiscord


async def test_the_dice_group_is_synced_in_both_languages(fake: FakeDiscord, bot: MeneurBot) -> None:
    _scope, payload = fake.sync_requests[-1]
    dice = next(c for c in payload if c["name"] == "dice")
    assert dice["name_localizations"]["fr"] == "dés"
    subs = {o["name"]: o for o in dice["options"]}
    assert set(subs) == {"save", "saved", "rename", "delete", "secret", "secrets", "reveal", "verify", "seed",
                         "stats", "gm"}
    assert subs["reveal"]["name_localizations"]["fr"] == "révéler"
    assert subs["save"]["options"][0]["name_localizations"]["fr"] == "nom"
    roll = next(c for c in payload if c["name"] == "roll")
    assert roll["options"][0]["autocomplete"] is True


async def test_lines_saved_rolls_and_their_autocomplete(fake: FakeDiscord, bot: MeneurBot) -> None:
    alice = fake.add_user("alice")
    many = await fake.answer(await fake.slash(alice, "roll", expression="3#4d6kh3 stats; 1d20+2 adv"))
    assert not many.ephemeral and many.content.startswith("🎲 alice: **stats**\n3 × 4d6kh3\n1. 4d6kh3 (")
    assert "Total: **" in many.content and "Advantage · 2d20kh1 (" in many.content
    bad = await fake.answer(await fake.slash(alice, "roll", expression="1d20+*5"))
    assert bad.flags & EPHEMERAL
    assert bad.content == "I do not understand “*” at character 6 of “1d20+*5”.\n```\n1d20+*5\n     ^\n```"
    saved = await fake.answer(await fake.slash(alice, "dice save", name="attack", expression="1d20+5"))
    assert saved.ephemeral and saved.content.startswith("💾 Roll saved: “attack” = `1d20+5`.")
    choices = await fake.autocomplete(alice, "roll", "expression", expression="att")
    assert choices == [{"name": "attack — 1d20+5", "value": "attack"}]
    rolled = await fake.answer(await fake.slash(alice, "roll", expression="attack adv"))
    assert rolled.content.startswith("🎲 alice: **attack**\nAdvantage · 2d20kh1 (")
    listed = await fake.answer(await fake.slash(alice, "dice saved"))
    assert listed.ephemeral and listed.content == "Your saved rolls (1):\n· **attack**: `1d20+5`"
    renamed = await fake.answer(await fake.slash(alice, "dice rename", name="attack", new_name="hit"))
    assert renamed.content == "✏️ Roll “attack” is now called “hit”."
    deleted = await fake.answer(await fake.slash(alice, "dice delete", name="hit"))
    assert deleted.content == "🗑️ Roll “hit” is deleted."
    bob = fake.add_user("bob")  # a server roll needs Manage Channels
    refused = await fake.answer(await fake.slash(bob, "dice save", name="init", expression="1d20+2", server=True))
    assert refused.ephemeral and refused.content == "Only a server admin (Manage Channels) may do that."


async def test_secret_roll_reveal_seed_and_verify(fake: FakeDiscord, bot: MeneurBot) -> None:
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    gm = fake.add_user("gm")
    gm.roles.append(str(fake.gm_role_id))
    async with bot.service.db.session() as s:
        await drepo.set_gm_role(s, str(fake.guild_id), str(fake.gm_role_id))
    await fake.answer(await fake.slash(alice, "roll", expression="2d6"))
    iid = await fake.slash(bob, "dice secret", expression="1d20+3 stealth")
    public = await fake.answer(iid)
    async with bot.service.db.session() as s:
        row = (await s.exec(select(RollLog).where(RollLog.secret))).one()
    assert not public.ephemeral
    assert public.content == f"🤫 bob makes a secret roll (#{row.id}). Commitment: `{row.commitment}`"
    mine = await fake.wait_for(lambda: next((m for m in fake.answers(iid) if m.ephemeral), None))
    assert mine.content.startswith(f"🤫 Your secret roll #{row.id}: **stealth**\n1d20 (")
    assert "The game master role sees it too." in mine.content
    not_gm = await fake.answer(await fake.slash(alice, "dice secrets"))
    assert not_gm.content == "No sealed secret roll you may read in this channel."
    seen = await fake.answer(await fake.slash(gm, "dice secrets"))
    assert seen.ephemeral and f"· #{row.id}, bob: **stealth** · 1d20 (" in seen.content
    assert await fake.autocomplete(alice, "dice reveal", "id", id="") == []  # not hers, and she is no GM
    assert await fake.autocomplete(gm, "dice reveal", "id", id="") == [
        {"name": f"#{row.id} — bob: 1d20+3 stealth", "value": row.id}]
    refused = await fake.answer(await fake.slash(alice, "dice reveal", id=row.id))
    assert refused.ephemeral and "only they or the game master role may reveal it" in refused.content
    revealed = await fake.answer(await fake.slash(gm, "dice reveal", id=row.id))
    assert not revealed.ephemeral and f"seed `{row.seed}`" in revealed.content
    assert revealed.content.endswith("the published commitment ✅")
    seed = await fake.answer(await fake.slash(alice, "dice seed"))
    async with bot.service.db.session() as s:
        old = (await s.exec(select(DiceSeed).where(DiceSeed.revealed_at.is_not(None)))).one()  # type: ignore[union-attr]
    assert not seed.ephemeral and f"`{old.seed}`" in seed.content
    checked = await fake.answer(await fake.slash(bob, "dice verify"))
    assert checked.ephemeral
    assert f"· Seed `{old.seed_hash[:12]}`: 1 roll rolled again from the seed, all identical ✅" in checked.content
    assert "· Secret rolls: 1 revealed, commitments and results match ✅, 0 still sealed." in checked.content
    assert checked.content.endswith("Every checkable roll matches.")


async def test_stats_answer_privately_with_a_chart(fake: FakeDiscord, bot: MeneurBot) -> None:
    alice = fake.add_user("alice")
    answer = await fake.answer(await fake.slash(alice, "dice stats", expression="8d6", target="30"), timeout=15)
    assert answer.ephemeral
    assert answer.content.splitlines()[:2] == ["📊 **8d6**: exact distribution",
                                               "Total: mean **28**, standard deviation 4.83, 8 to 48."]
    assert answer.content.splitlines()[2].startswith("Chance of at least 30: **")
    assert answer.attachments and next(iter(answer.files.values())).startswith(b"\x89PNG")


async def test_an_admin_sets_the_game_master_role(fake: FakeDiscord, bot: MeneurBot) -> None:
    admin, alice = fake.add_user("admin", manage=True), fake.add_user("alice")
    role = {"id": str(fake.gm_role_id), "name": "Game master", "permissions": "0", "position": 1, "color": 0,
            "hoist": False, "managed": False, "mentionable": False, "flags": 0}
    refused = await fake.answer(await fake.slash(alice, "dice gm", resolved={"roles": {role["id"]: role}},
                                                 role=role["id"]))
    assert refused.ephemeral and refused.content == "Only a server admin (Manage Channels) may do that."
    done = await fake.answer(await fake.slash(admin, "dice gm", resolved={"roles": {role["id"]: role}},
                                              role=role["id"]))
    assert done.ephemeral
    assert done.content == f"The role <@&{fake.gm_role_id}> now sees the results of secret rolls and may reveal them."
    async with bot.service.db.session() as s:
        assert (await drepo.dice_settings(s, str(fake.guild_id))).gm_role_id == str(fake.gm_role_id)
    cleared = await fake.answer(await fake.slash(admin, "dice gm"))
    assert cleared.content == "No game master role any more: a secret roll is seen by its roller only."
