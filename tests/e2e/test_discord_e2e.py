from .fake_discord import FakeDiscord

async def test_roll(fake: FakeDiscord, bot) -> None:
    alice = fake.add_user("alice")
    assert fake.commands["global"]
    iid = await fake.slash(alice, "roll", expression="2d6+3")
    msg = await fake.answer(iid)
    print(msg)
    assert "alice" in msg.content
