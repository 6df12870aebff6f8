"""Campaigns through the service (bot/service/campaigns.py): an adventure played to its end,
the campaign kept in the database across a restart, and the next adventure set up with the
carried heroes; the errors a player may meet, in French and English."""

from __future__ import annotations

from pathlib import Path

from bot.service import Service
from bot.shared.game_options import suggest
from db.database import Database, sqlite_path_url
from rules.core import Rng, find_game
from rules.core.i18n import t
from rules.ravenloft import campaign
from rules.ravenloft.campaign_state import Carry
from tests.conftest import actor

ALICE, BOB = actor("alice"), actor("bob")
GAME = find_game("ravenloft")


async def play_to_end(service: Service, channel: str = "chan", limit: int = 2000) -> tuple[object, object, int]:
    """The awaited seats' moves as the computer plays them (normal level), until the end: the
    table, the last move's reply and the number of moves."""
    reply = None
    for n in range(limit):
        loaded = await service._load(channel, latest=True)
        if loaded.table.status != "active":
            return loaded, reply, n
        prompt = GAME.prompts(loaded.state)[0]
        action = GAME.computer_action(loaded.state, prompt.seat, "normal", Rng("5e" * 32, n))
        assert action is not None
        reply = await service._play("en", loaded, prompt.seat, action, loaded.user_of(prompt.seat).user_id, [])
    raise AssertionError("the adventure did not end")


async def test_an_adventure_to_its_end_then_the_next_with_the_carried_heroes(tmp_path: Path) -> None:
    url = sqlite_path_url(tmp_path / "campaign.db")
    db = Database(url)
    await db.migrate()
    service = Service(db, seed_factory=lambda: "ab" * 32, default_locale="en", render=False)
    made = await service.create(ALICE, "ravenloft", {"campaign": "Barovie", "adventure": "escape_the_tomb",
                                                     "powers": "random", "campaign_treasures": "kept"})
    assert not made.error, made.text
    assert "Campaign « Barovie » begun" in made.text
    assert not (await service.start(ALICE)).error
    loaded = await service._load("chan", latest=True)
    assert loaded.table.options["carry_players"] == ["u-alice"]
    ended, last, moves = await play_to_end(service)
    final = GAME.load_state(ended.table.state)
    assert final.over in ("victory", "defeat") and moves > 10
    assert "The campaign « Barovie » goes on: the heroes keep what the rules leave them." in last.text
    verified = await service.verify(ALICE)  # the set-up with the campaign's options replays exactly
    assert not verified.error and verified.text.startswith("Verified"), verified.text
    offered = [c for c in last.choices if c.command == "game new"]
    assert offered and offered[0].args["campaign"] == "Barovie" and offered[0].label.startswith("Next adventure: ")
    expected = campaign.carry_out(final, GAME.cat, Carry())
    # the end of the last move told the campaign goes on, and offered the next adventure
    async with db.session() as s:
        from db import campaign_repository as crepo

        camp = await crepo.find(s, "guild", "barovie")
    assert camp is not None and camp.absorbed_table_id == ended.table.id
    assert Carry.model_validate(camp.roster) == expected
    await db.close()

    # a restart: a new process reads the campaign from the same database, days later
    db = Database(url)
    await db.migrate()
    service = Service(db, seed_factory=lambda: "cd" * 32, default_locale="en", render=False)
    shown = await service.campaign(ALICE, "BAROVIE")
    hero = expected.heroes[0]
    assert not shown.error and shown.text.startswith("📜 Campaign « Barovie » (Castle Ravenloft), 1 table:")
    assert f"level {hero.level}: AC {hero.ac}, {hero.max_hp} HP" in shown.text
    assert [c.args for c in shown.choices][0]["campaign"] == "Barovie"
    assert all(c.command == "game new" for c in shown.choices)

    # the next adventure: alice takes her hero back, bob joins with a new one
    nxt = await service.create(ALICE, "ravenloft", {"campaign": "barovie", "adventure": "find_the_icon"})
    assert not nxt.error, nxt.text
    assert "Campaign « Barovie », table 2" in nxt.text
    await service.join(BOB)
    assert not (await service.start(ALICE)).error
    state = GAME.load_state((await service._load("chan")).table.state)
    alice, bob = state.heroes
    assert (alice.hero, alice.level, alice.ac, alice.max_hp, alice.hp) == (
        hero.hero, hero.level, hero.ac, hero.max_hp, hero.max_hp)
    assert [p.id for p in alice.powers][:len(hero.powers)] == hero.powers
    assert all(c in alice.items for c in hero.items)
    assert bob.hero != alice.hero and bob.level == 1
    assert state.xp_pile == expected.xp
    assert state.campaign.players == ["u-alice", "u-bob"]
    await db.close()


async def test_a_campaigns_errors_in_both_languages(sqlite_db) -> None:
    service = Service(sqlite_db, seed_factory=lambda: "ab" * 32, default_locale="en", render=False)
    assert not (await service.create(ALICE, "ravenloft", {"campaign": "Barovie"})).error
    busy = await service.create(actor("bob", channel="other"), "ravenloft", {"campaign": "Barovie"})
    assert busy.error and busy.text.startswith("The campaign « Barovie » already has an open table (channel chan)")
    french = await service.create(actor("bob", channel="other", locale="fr"), "ravenloft", {"campaign": "Barovie"})
    assert french.text.startswith("La campagne « Barovie » a déjà une table ouverte (salon chan)")
    other = await service.create(actor("bob", channel="other"), "krosmaster", {"campaign": "Barovie"})
    assert other.error and other.text == t("en", "err-no-campaigns", {"game": "krosmaster"})
    unknown = await service.campaign(ALICE, "Strahd")
    assert unknown.error and unknown.text.startswith("No campaign « Strahd » here")
    await service.abandon(ALICE)
    # the abandoned table carries nothing; the next one may only choose its adventure
    fixed = await service.create(ALICE, "ravenloft", {"campaign": "Barovie", "variants": "acr2"})
    assert fixed.error and "only adventure, first, heroes may be chosen here (not variants)" in fixed.text
    listed = await service.campaign(ALICE)
    assert not listed.error and "Barovie" in listed.text


def test_new_table_options_suggest_the_servers_campaigns() -> None:
    """``campaign:`` completes with the names the server has, matched anywhere, a name with
    spaces quoted as the options are read (shlex); no names given: what was typed."""
    game = find_game("ravenloft")
    known = {"campaign": ["Barovie", "La Brume Grise", "Vallon"]}
    assert suggest(game, "campaign:", known=known) == ["campaign:Barovie", "campaign:'La Brume Grise'",
                                                       "campaign:Vallon"]
    assert suggest(game, "adventure:escape_the_tomb campaign:BRU", known=known) == [
        "adventure:escape_the_tomb campaign:'La Brume Grise'"]
    assert suggest(game, "campaign:'la b", known=known) == ["campaign:'La Brume Grise'"]
    assert suggest(game, "campaign:Nouvelle", known=known) == ["campaign:Nouvelle"]
    assert suggest(game, "campaign:Nouvelle") == ["campaign:Nouvelle"]
