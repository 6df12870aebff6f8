"""Moves by pointing through the service: the board's first step, private next steps, leaves
played like typed commands, forms, stale and foreign paths refused."""

from __future__ import annotations

import pytest

from bot.service import Service
from rules.core.choices import ChoiceForm, ChoiceLeaf, ChoicePath, FormField, step
from tests.bot.test_service import ALICE, BOB, start_duel, state_row


async def test_the_board_offers_the_first_step_and_each_answer_opens_the_next(service: Service) -> None:
    await start_duel(service)
    board = await service.status(ALICE)
    assert [(c.label, c.command, c.path, c.for_user) for c in board.choices] == [
        ("roll", "duel roll", [0], "u-alice"), ("stop", "duel stop", [1], "u-alice"), ("mark", "", [2], "u-alice")]
    step2 = await service.pick(ALICE, [2])
    assert step2.private and not step2.error and step2.text == "mark: choose."
    assert [(c.label, c.path) for c in step2.choices] == [("A1", [2, 0]), ("A2", [2, 1]), ("B1", [2, 2]), ("B2", [2, 3])]
    version = (await state_row(service)).version
    played = await service.pick(ALICE, [2, 3], expected_version=version)
    assert not played.error and not played.private and played.events == ["ev-duel-marked"]
    table = await state_row(service)
    assert table.state["marks"] == ["B2"] and table.version == version + 1
    stale = await service.pick(ALICE, [2, 0], expected_version=version)
    assert stale.error and stale.private and stale.text.startswith("This message is out of date")
    gone = await service.pick(ALICE, [2, 3])  # B2 is marked: the tree has 3 squares now
    assert gone.error and gone.text.startswith("This choice is no longer offered")
    nobody = await service.pick(BOB, [0])  # not prompted: an empty tree
    assert nobody.error and (await state_row(service)).version == version + 1


async def test_a_form_leaf_asks_its_numbers_and_checks_them(service: Service, monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.support.duel import DUEL

    form = ChoiceForm(label="x-form", fallback="Mark", fields=[
        FormField(label="x-col", fallback="Column", name="col", kind="text", default="A"),
        FormField(label="x-row", fallback="Row", name="row", kind="integer", min_value=1, max_value=2)])

    def paths(self, state, seat):  # type: ignore[no-untyped-def]
        return [ChoicePath(steps=[step("action", "mark", "x-mark", "mark here")],
                           leaf=ChoiceLeaf(command="mark", form=form))]

    def parse(self, command, args, state, seat):  # type: ignore[no-untyped-def]
        return self.parse_action({"type": "mark", "square": args["col"] + args["row"]})

    monkeypatch.setattr(type(DUEL), "choice_paths", paths)
    monkeypatch.setattr(type(DUEL), "parse_command", parse)
    await start_duel(service)
    board = await service.status(ALICE)
    assert [(c.label, c.command, c.path) for c in board.choices] == [("mark here", "", [0])]
    pointed = await service.point(ALICE, [0])
    assert pointed.kind == "form" and pointed.form is not None
    assert [(f.name, f.label, f.default) for f in pointed.form.fields] == [("col", "Column", "A"), ("row", "Row", "")]
    described = await service.pick(ALICE, [0])
    assert described.private and described.text.splitlines() == [
        "Mark: give these numbers (the default when left empty).",
        "· col: Column (default A)", "· row: Row (default —)"]
    bad = await service.pick(ALICE, [0], {"row": "3"})
    assert bad.error and bad.text == "row must be between 1 and 2 (not 3)."
    played = await service.pick(ALICE, [0], {"col": "B", "row": "2"})
    assert not played.error and (await state_row(service)).state["marks"] == ["B2"]


def test_components_fit_five_rows_with_many_players() -> None:
    from bot.discord.choices import choice_rows
    from bot.shared.replies import Choice, Reply

    def answers(user: str, n: int) -> list[Choice]:
        return [Choice(label=f"{user}{i}", command="", path=[i], for_user=user) for i in range(n)]

    votes = Reply(text="", table_id=1, version=2, choices=[c for u in "123456" for c in answers(u, 2)])
    rows = choice_rows(votes, lambda c, t, v: None)
    assert [len(r) for r in rows] == [5, 5, 2]  # six players' two buttons share rows
    many = Reply(text="", table_id=1, version=2, choices=answers("7", 12) + answers("8", 3))
    rows = choice_rows(many, lambda c, t, v: None)
    assert [[type(x).__name__ for x in r] for r in rows] == [["ChoiceButton"] * 3, ["ChoiceSelect"]]
    crowded = Reply(text="", table_id=1, version=2, choices=[c for u in "12345" for c in answers(u, 6)])
    rows = choice_rows(crowded, lambda c, t, v: None)
    assert len(rows) <= 5 and sum(1 for r in rows for x in r if type(x).__name__ == "ChoiceSelect") >= 1
    assert sum(len(x.item.options) if type(x).__name__ == "ChoiceSelect" else 1 for r in rows for x in r) == 30
