"""Dungeon Fighter at the console (issue 15): Double Rebond asks its two inputs, by /pick's form
and typed."""

from __future__ import annotations

import copy

from db import repository as repo

from .test_pick import table


async def test_double_rebond_asks_the_second_bounce_at_the_console(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    console, out = table(sqlite_db, tmp_path)
    await console.run_lines(["@alice /game new df heroes:torm,randolph leader:0", "@bob /game join",
                             "@alice /game start", "@alice /pick 1"])
    async with sqlite_db.session() as s:  # a perilous room asking for a Double Rebond
        t = await repo.active_table(s, "console:main")
        state = copy.deepcopy(t.state)
        state["position"] = "a3"
        t.state = state
        s.add(t)
        await s.commit()
    out.truncate(0)
    out.seek(0)
    form = await console.run_line("@alice /pick 1 13 8")  # the red die, F6, « Other numbers… »: the form
    assert form is not None and not form.error
    text = out.getvalue()
    assert "· bounce2: Second bounce (1 to 9, tenths of the rest) (default 5)" in text, text
    typed = await console.run_line("@alice /df throw die:red aim:F6 power:8 height:5")
    assert typed is not None and typed.error
    assert typed.text.startswith("Double Bounce: say where the die bounces the second time too"), typed.text
    thrown = await console.run_line("@alice /pick 1 13 8 power:8 height:5 bounce2:3")
    assert thrown is not None and not thrown.error, thrown.text
    async with sqlite_db.session() as s:
        t = await repo.active_table(s, "console:main")
        assert t.state["heroes"][0]["last_throw"][2:] == [8.0, 5, 3]
