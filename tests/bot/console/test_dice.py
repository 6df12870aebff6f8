"""The shared dice at the console table: lines, saved rolls, channel seeds, secret rolls."""

from __future__ import annotations

import io
import json
from pathlib import Path

from sqlmodel import select

from bot.console.table import ConsoleTable
from bot.service import Service
from db.models import DiceSeed, RollLog
from rules.core.dice_line import RollSet, roll_line
from rules.core.dice_proof import commitment
from rules.core.rng import Rng, seed_hash


def console(db, tmp_path: Path, locale: str = "en", **kw) -> tuple[ConsoleTable, io.StringIO]:  # type: ignore[no-untyped-def]
    out = io.StringIO()
    table = ConsoleTable(service=Service(db, render=False, seed_factory=lambda: "cd" * 32, default_locale=locale),
                         images_dir=tmp_path / "img", exports_dir=tmp_path / "exp", out=out, as_json=True,
                         locale=locale, **kw)
    return table, out


def rows(out: io.StringIO) -> list[dict]:  # type: ignore[type-arg]
    return [json.loads(line) for line in out.getvalue().splitlines()]


async def test_rolls_are_drawn_in_turn_from_the_channel_seed_and_check_out_once_revealed(db, tmp_path):
    table, out = console(db, tmp_path)
    await table.run_lines([
        "@alice /roll 6#4d6kh3 stats",
        "@bob /roll 1d20+5 hit adv; 2d6+3 damage",
        "@alice /roll verify",
        "@alice /dice seed",
        "@carol /dice verify",
    ])
    first, second, before, revealed, after = rows(out)
    async with db.session() as s:
        seeds = list((await s.exec(select(DiceSeed).order_by(DiceSeed.id))).all())
        logged = list((await s.exec(select(RollLog).order_by(RollLog.id))).all())
    old, new = seeds
    assert old.revealed_at is not None and new.revealed_at is None and old.counter == 24 + 4
    # the same line from the same draws gives the same dice: the first roll used draws 0..23
    again = roll_line("6#4d6kh3 stats", Rng(old.seed, counter=0))
    assert logged[0].result == again.model_dump(mode="json")
    assert (logged[0].counter_start, logged[0].counter_end, logged[1].counter_start, logged[1].counter_end) == (
        0, 24, 24, 28)
    assert first["text"].startswith("🎲 alice: **stats**\n6 × 4d6kh3\n1. 4d6kh3 (")
    assert f"Total: **{sum(r.total or 0 for r in again.parts[0].rolls)}**" in first["text"]
    assert f"roll #1 · seed `{old.seed_hash[:12]}` · draws 1 to 24" in first["text"]
    assert first["text"].endswith(f"Its SHA-256 fingerprint: `{seed_hash(old.seed)}`")
    assert "Advantage · 2d20kh1 (" in second["text"] and "**damage**" in second["text"]
    assert "draws 25 to 28" in second["text"] and "First dice seed" not in second["text"]
    assert before["private"] and f"Seed `{old.seed_hash[:12]}` (not revealed yet): 2 rolls, checkable" in before["text"]
    assert not revealed["private"] and f"`{old.seed}`" in revealed["text"] and new.seed_hash in revealed["text"]
    assert f"· Seed `{old.seed_hash[:12]}`: 2 rolls rolled again from the seed, all identical ✅" in after["text"]
    assert after["text"].endswith("Every checkable roll matches.")


async def test_verify_finds_a_changed_roll_and_checks_with_a_seed_given_by_a_player(sqlite_db, tmp_path):
    table, out = console(sqlite_db, tmp_path)
    await table.run_lines(["@alice /roll 3d6", "@alice /roll 1d20"])
    async with sqlite_db.session() as s:
        seed = (await s.exec(select(DiceSeed))).one()
        row = (await s.exec(select(RollLog).where(RollLog.id == 2))).one()
        changed = RollSet.model_validate(row.result)
        changed.parts[0].rolls[0].total = 21  # a 1d20 showing 21: not what the seed drew
        row.result = changed.model_dump(mode="json")
        s.add(row)
        await s.commit()
    await table.run_lines([f"@bob /dice verify seed:{seed.seed}", "@bob /dice verify " + "ef" * 32])
    checked, unknown = rows(out)[2:]
    assert "2 rolls rolled again from the seed, 1 different ❌" in checked["text"]
    assert checked["text"].endswith("❌ Rolls that do not match: #2")
    assert unknown["error"] and unknown["text"].startswith("That seed is not the seed of any roll in this channel")


async def test_secret_rolls_commit_publicly_show_privately_and_reveal_with_their_proof(db, tmp_path):
    table, out = console(db, tmp_path, roles={"gm": ("gm-role",)})
    await table.run_lines([
        "@bob /roll secret 1d20+3 perception",
        "@carol /dice secrets",
        "@gm /dice secrets",
        "@admin /dice gm role:gm-role",
        "@gm /dice secrets",
        "@carol /dice reveal 1",
        "@bob /roll history",
        "@gm /dice reveal 1",
        "@bob /dice reveal 1",
        "@carol /dice verify",
    ])
    secret, carol, gm_before, _set, gm, refused, history, revealed, twice, verified = rows(out)
    async with db.session() as s:
        row = (await s.exec(select(RollLog))).one()
    result = RollSet.model_validate(row.result).parts[0].rolls[0]
    assert row.secret and row.commitment == commitment(row.seed, "1d20+3 perception")
    # everyone sees the commitment, only bob the result
    assert not secret["private"] and secret["text"] == f"🤫 bob makes a secret roll (#1). Commitment: `{row.commitment}`"
    assert "perception" not in secret["text"] and f"`{result.total}`" not in secret["text"]
    assert secret["whispers"] == {"console:bob": secret["whispers"]["console:bob"]}
    assert f"= `{result.total}`" in secret["whispers"]["console:bob"]
    assert carol["text"] == gm_before["text"] == "No sealed secret roll you may read in this channel."
    assert f"· #1, bob: **perception** · 1d20 ({result.groups[0].faces[0].value}) + 3 = `{result.total}`" in gm["text"]  # the game master role reads it
    assert refused["error"] and "only they or the game master role may reveal it" in refused["text"]
    assert "secret roll #1, not revealed yet" in history["text"] and str(row.seed) not in history["text"]
    assert not revealed["private"] and f"seed `{row.seed}`" in revealed["text"]
    assert revealed["text"].endswith("the published commitment ✅")
    assert twice["error"] and twice["text"] == "Secret roll #1 is already revealed."
    assert "· Secret rolls: 1 revealed, commitments and results match ✅, 0 still sealed." in verified["text"]


async def test_saved_rolls_personal_and_server_wide(db, tmp_path):
    table, out = console(db, tmp_path, locale="fr")
    await table.run_lines([
        "@alice /roll save attaque 1d20+5",
        "@alice /roll attaque adv",
        "@bob /roll attaque",
        "@alice /dés renommer attaque frappe",
        "@alice /dice save name:d20 expression:1d20",
        "@bob /dice save init 1d20+2 initiative server:true",
        "@admin /dice save init 1d20+2 initiative server:true",
        "@bob /roll 2#init",
        "@alice /dice saved",
        "@alice /dice delete frappe",
        "@alice /roll frappe",
    ])
    (saved, rolled, unknown, renamed, is_roll, not_admin, server, bob_init, listed, deleted,
     gone) = rows(out)
    assert saved["private"] and saved["text"].startswith("💾 Jet enregistré : « attaque » = `1d20+5`. Lancez-le avec /")
    assert saved["text"].endswith(" attaque.")  # /roll's French name, then the saved name
    assert rolled["text"].startswith("🎲 alice : **attaque**\nAvantage · 2d20kh1 (")
    assert unknown["error"]  # bob has no roll of that name: "attaque" is no roll either
    assert renamed["text"] == "✏️ Le jet « attaque » s'appelle maintenant « frappe »."
    assert is_roll["error"] and is_roll["text"].startswith("« d20 » est déjà un jet ou une commande")
    assert not_admin["error"] and not_admin["text"].startswith("Seul un administrateur du serveur")
    assert not server["private"] and "« init » = `1d20+2 initiative`" in server["text"]
    assert bob_init["text"].startswith("🎲 bob : **initiative**\n2 × 1d20+2\n1. 1d20 (")
    assert listed["text"].splitlines() == ["Vos jets enregistrés (1) :", "· **frappe** : `1d20+5`",
                                           "Les jets du serveur (1) :", "· **init** : `1d20+2 initiative`"]
    assert deleted["text"] == "🗑️ Le jet « frappe » est supprimé."
    assert gone["error"]


async def test_stats_answer_with_the_exact_figures_and_a_chart(sqlite_db, tmp_path):
    out = io.StringIO()
    table = ConsoleTable(service=Service(sqlite_db, default_locale="fr"), images_dir=tmp_path / "img",
                         exports_dir=tmp_path / "exp", out=out, as_json=True, locale="fr")
    await table.run_lines(["@alice /roll stats 4d6kh3 target:15", "@alice:en /dice stats 2d20kh1+5 target:\">= 15\"",
                           "@alice /dice stats 3kros", "@alice /dice stats 1d20 target:beaucoup"])
    fr, en, kros, bad = rows(out)
    assert fr["private"] and fr["text"].splitlines() == [
        "📊 **4d6kh3** : distribution exacte", "Total : moyenne **12,24**, écart type 2,85, de 3 à 18.",
        "Chance d'obtenir au moins 15 : **23,15 %**"]
    assert en["text"].splitlines()[2] == "Chance of at least 15: **79.75 %**"
    from PIL import Image

    with Image.open(fr["image"]) as chart:
        assert chart.size == (800, 480)
    assert kros["error"] and kros["text"] == "« 3kros » n'a pas de total : ses faces ne s'additionnent pas."
    assert bad["error"] and bad["text"] == "Cible illisible : « beaucoup ». Exemples : 15, >= 15, < 8."


async def test_dice_seed_publishes_the_fingerprint_before_the_first_roll(sqlite_db, tmp_path):
    table, out = console(sqlite_db, tmp_path)
    await table.run_lines(["@gm /dice seed", "@alice /roll 1d6", "@gm /dice seed"])
    published, first, again = rows(out)
    async with sqlite_db.session() as s:
        seed = (await s.exec(select(DiceSeed))).first()
    assert not published["private"] and published["text"] == (
        f"🔐 This channel's seed has not been used by any roll yet; its fingerprint is still `{seed.seed_hash}`.")
    assert "First dice seed" not in first["text"] and "draws 1 to 1" in first["text"]
    assert f"`{seed.seed}`" in again["text"]


async def test_verify_attaches_what_anyone_needs_to_check_the_rolls_without_the_bot(sqlite_db, tmp_path):
    from rules.core.dice_proof import reroll_matches

    table, _out = console(sqlite_db, tmp_path)
    await table.run_lines(["@alice /roll 3#4d6kh3", "@bob /roll secret 1d20", "@alice /roll 1d20 adv",
                           "@alice /dice seed", "@alice /roll 2d6", "@bob /dice reveal 2"])
    reply = await table.run_line("@carol /dice verify")
    assert reply is not None and reply.files and reply.files[0].name == "meneur-dice-main.json"
    proof = json.loads(reply.files[0].data)
    assert proof["format"] == "meneur-dice/1"
    old, new = proof["seeds"]
    assert old["seed"] is not None and new["seed"] is None and old["draws"] == 12 + 2
    seeds = {s["id"]: s["seed"] for s in proof["seeds"]}
    checked = 0
    for roll in proof["rolls"]:
        seed = roll.get("seed") or seeds.get(roll.get("seed_id"))
        if seed is None:  # drawn from the seed not revealed yet
            assert "result" in roll and roll["seed_id"] == new["id"]
            continue
        assert reroll_matches(roll["line"], seed, roll["start"], roll["end"], roll["result"])
        if roll.get("secret"):
            assert roll["commitment"] == commitment(seed, roll["line"])
        checked += 1
    assert checked == 3


async def test_server_rolls_are_renamed_and_deleted_by_admins_only(sqlite_db, tmp_path):
    table, out = console(sqlite_db, tmp_path)
    await table.run_lines([
        "@admin /dice save init 1d20+2 server:true",
        "@bob /dice rename init initiative server:true",
        "@admin /dice rename init initiative server:true",
        "@bob /roll initiative",
        "@bob /dice delete initiative server:true",
        "@admin /dice delete initiative server:true",
        "@bob /roll initiative",
    ])
    saved, refused, renamed, rolled, refused_delete, deleted, gone = rows(out)
    assert not saved["error"] and refused["error"] and refused_delete["error"]
    assert not renamed["private"] and renamed["text"] == "✏️ Roll “init” is now called “initiative”."
    assert rolled["text"].startswith("🎲 bob: **initiative**\n1d20 (")
    assert not deleted["private"] and deleted["text"] == "🗑️ Roll “initiative” is deleted."
    assert gone["error"]
