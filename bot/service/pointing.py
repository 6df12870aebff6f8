"""Moves by pointing: walking a seat's choice tree (rules/core/choices.py) answer by answer.

:meth:`Pointing.point` finds where a path of answers leads in the tree rebuilt from the
table's current state: the next step (a private reply whose choices carry their paths), a
leaf (the command to run, as a typed command would), or a form (numbers to ask, localized).
:meth:`Pointing.pick` does the whole walk for the console and for a submitted form.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

from bot.service.base import ServiceBase, ServiceError, replying
from bot.shared.replies import Actor, Choice, Reply
from db.database import failure_summary, is_unavailable
from rules.core import ELAPSED, PlayerError, i18n
from rules.core.choices import ChoiceForm, ChoiceLabel, ChoiceLeaf, ChoiceNode

log = logging.getLogger("meneur.service")

#: Discord's limits for a button label, a select option and a text input label
LABEL_LIMIT = 80


@dataclass
class FormFieldView:
    """A form's field as a player reads it."""

    name: str
    label: str
    kind: str
    default: str
    required: bool
    min_value: float | None = None
    max_value: float | None = None


@dataclass
class FormView:
    title: str
    fields: list[FormFieldView] = field(default_factory=list)


@dataclass
class Pointed:
    """Where answers lead: ``step`` (``reply`` holds the next answers), ``leaf`` (``command``
    with ``args``), ``form`` (``form`` to fill, then the leaf) or ``error`` (``reply``)."""

    kind: Literal["step", "leaf", "form", "error"]
    reply: Reply | None = None
    command: str = ""
    args: dict[str, str] = field(default_factory=dict)
    form: FormView | None = None
    spec: ChoiceForm | None = None
    version: int = 0
    game_id: str = ""
    table_id: int = 0


def label_text(lang: str, item: ChoiceLabel) -> str:
    """An answer's label in ``lang`` (its fallback when the catalogs have no message)."""
    text = i18n.t(lang, item.label, item.params)
    return (item.fallback or item.label) if text == item.label else text


def form_view(lang: str, form: ChoiceForm) -> FormView:
    return FormView(title=label_text(lang, form), fields=[
        FormFieldView(name=f.name, label=label_text(lang, f), kind=f.kind, default=f.default, required=f.required,
                      min_value=f.min_value, max_value=f.max_value) for f in form.fields])


class Pointing(ServiceBase):
    """A seated player's walk through their choice tree."""

    async def point(self, actor: Actor, path: Sequence[int], expected_version: int | None = None,
                    table_id: int | None = None) -> Pointed:
        """Where ``path`` leads in ``actor``'s tree now (a stale path or version: an error; a
        database that does not answer: « try again in a moment », as every other request)."""
        lang = i18n.language(actor.locale, self.default_locale)
        try:
            try:
                lang = await self.lang(actor)
                loaded = await self._load(actor.channel_id, ("active",))
            except Exception as exc:
                if not is_unavailable(exc):
                    raise
                log.warning("database unavailable in point: %s", failure_summary(exc))
                raise ServiceError("db-unavailable") from None
            table = loaded.table
            if (table_id is not None and table_id != table.id) or \
                    (expected_version is not None and expected_version != table.version):
                raise ServiceError("stale-message")
            seat = loaded.seat_of(actor.user_id)
            if seat is None:
                raise ServiceError("not-seated")
            tree = loaded.game.choice_tree(loaded.state, seat.position)
            here = tree.walk(path)
        except PlayerError as exc:
            return Pointed("error", reply=Reply(text=self.error_text(lang, exc), private=True, error=True))
        common = {"version": table.version, "game_id": loaded.game.id, "table_id": table.id or 0}
        if isinstance(here, ChoiceLeaf):
            if here.form is not None:
                return Pointed("form", command=here.command, args=dict(here.args), form=form_view(lang, here.form),
                               spec=here.form, **common)  # type: ignore[arg-type]
            return Pointed("leaf", command=here.command, args=dict(here.args), **common)  # type: ignore[arg-type]
        return Pointed("step", reply=self._step_reply(lang, actor, tree, here, list(path), table.id, table.version,
                                                      loaded.game.id), **common)  # type: ignore[arg-type]

    def _step_reply(self, lang: str, actor: Actor, tree: ChoiceNode, node: ChoiceNode, path: list[int],
                    table_id: int | None, version: int, game_id: str) -> Reply:
        """The next answers, privately: what was chosen so far, then one choice per answer."""
        chosen = " › ".join(label_text(lang, lb) for lb in tree.labels(path))
        text = i18n.t(lang, "choice-step", {"chosen": chosen}) if chosen else i18n.t(lang, "choice-start")
        choices = [Choice(label=label_text(lang, opt)[:LABEL_LIMIT], command="", path=[*path, i],
                          for_user=actor.user_id) for i, opt in enumerate(node.options)]
        return Reply(text=text, private=True, choices=choices, table_id=table_id, version=version, game_id=game_id)

    @replying
    async def pick(self, actor: Actor, path: Sequence[int], values: Mapping[str, str] | None = None,
                   expected_version: int | None = None, table_id: int | None = None,
                   elapsed_ms: int | None = None) -> Reply:
        """Follow ``path``: show the next step, or play the move it ends in (a form's numbers
        come from ``values``; without them, the form is described). ``elapsed_ms`` replaces
        the :data:`~rules.core.ELAPSED` placeholder of a leaf (live reflex variants)."""
        pointed = await self.point(actor, path, expected_version, table_id)
        if pointed.reply is not None:
            return pointed.reply
        args = {k: str(elapsed_ms) if v == ELAPSED and elapsed_ms is not None else v for k, v in pointed.args.items()}
        if pointed.kind == "form":
            assert pointed.spec is not None
            if not values:
                return self._form_reply(await self.lang(actor), pointed)
            args.update(pointed.spec.fill(values))
        return await self.act(actor, pointed.command, args, expected_version=pointed.version,  # type: ignore[attr-defined]
                              game_id=pointed.game_id)

    def _form_reply(self, lang: str, pointed: Pointed) -> Reply:
        assert pointed.form is not None
        lines = [i18n.t(lang, "choice-form", {"title": pointed.form.title})]
        lines += [i18n.t(lang, "choice-form-field", {"name": f.name, "label": f.label, "default": f.default or "—"})
                  for f in pointed.form.fields]
        return Reply(text="\n".join(lines), private=True, table_id=pointed.table_id, version=pointed.version,
                     game_id=pointed.game_id)
