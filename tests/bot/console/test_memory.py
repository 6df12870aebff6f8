"""The console table keeps what it needs only: the last reply, without its picture and files
(a long evening of play kept 1.95 GB of replies)."""

from __future__ import annotations

import io

from bot.console.table import ConsoleTable
from bot.service import Service


async def test_the_console_keeps_only_the_last_reply_without_its_bytes(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    out = io.StringIO()
    console = ConsoleTable(service=Service(sqlite_db, seed_factory=lambda: "12" * 32, default_locale="en"),
                           images_dir=tmp_path / "i", exports_dir=tmp_path / "e", out=out, locale="en")
    await console.run_lines(["@alice /game new krosmaster scenario:tuto1", "@bob /game join", "@alice /game start"])
    assert console.last is not None and console.last.prompts
    assert console.last.image is None  # the picture went to a file
    assert len(list((tmp_path / "i").iterdir())) >= 1
    await console.run_line("@alice /game export")
    assert console.last is not None and console.last.files == []
    assert len(list((tmp_path / "e").iterdir())) == 1
    assert "replies" not in vars(console)
