"""Records: the log, exports and their verification."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from bot.service.base import ServiceBase, replying
from bot.service.verification import (
    MAX_VERIFY_BYTES,
    VERIFY_BUDGET_S,
    off_loop,
    verify_bytes,
    verify_in_worker,
)
from bot.shared.replies import Actor, Attachment, Reply
from db.models import ActionLog
from rules.core import Event, i18n
from rules.core.verify import Verdict

LOG_LINES = 15


class Records(ServiceBase):
    """The log, exports and verification."""

    #: seconds a verification may take (a class attribute: tests and benchmarks lower it)
    verify_budget_s: float = VERIFY_BUDGET_S

    @replying
    async def log(self, actor: Actor) -> Reply:
        loaded = await self._load(actor.channel_id, latest=True)
        lang = await self.private_lang(actor, loaded.table)
        rows, effective = await self._effective_log(loaded.table.id or 0)
        names = {s.position: s.name for s in loaded.seats}
        lines = []
        undone = {r.action.get("undo_seq") for r in rows if r.kind == "undo"}
        for row in rows:
            if row.kind != "action":
                continue
            events = [Event.model_validate(e) for e in row.events]
            text = "; ".join(self._event_lines(lang, loaded, events, None)) or json.dumps(row.action, ensure_ascii=False)
            mark = self.t(lang, "log-undone") if row.seq in undone else ""
            lines.append(f"#{row.seq} {names.get(row.seat or 0, '?')}: {text}{mark}")
        if not lines:
            return Reply(text=self.t(lang, "log-empty"), private=True)
        body = "\n".join(lines[-LOG_LINES:])
        return Reply(text=self.t(lang, "log-head", {"count": len(lines)}) + "\n" + body, private=True)

    async def export_data(self, actor: Actor) -> dict[str, Any]:
        loaded = await self._load(actor.channel_id, latest=True)
        table, game = loaded.table, loaded.game
        rows, _effective = await self._effective_log(table.id or 0)
        ended = self._seed_public(table)
        seat = loaded.seat_of(actor.user_id)

        def row_json(r: ActionLog) -> dict[str, Any]:
            events = [e for e in r.events if ended or Event.model_validate(e).visible_for(None)]
            # while the game runs the draws stay secret too: the set-up's draws are the
            # shuffles of hidden decks (a final boss, a reward pile); so do the other seats'
            # actions beyond their kind (a hidden designation, a face-down purchase)
            action = r.action
            if not ended and r.kind == "action" and (seat is None or r.seat != seat.position):
                action = {k: v for k, v in r.action.items() if k == "type"}
            return {"seq": r.seq, "kind": r.kind, "seat": r.seat, "action": action, "events": events,
                    "draws": r.draws if ended else [], "draw_count": len(r.draws),
                    "user_id": r.user_id, "time": r.created_at.isoformat()}

        state: Any = None
        if loaded.state is not None:
            state = game.dump_state(loaded.state) if ended else game.view(loaded.state, None).model_dump(mode="json")
        # signed: the seats' accounts, the rows' authors and times, the notices and the order
        return self.signer.sign({
            "format": "meneur-export/1",
            "game": game.id,
            "table_id": table.id,
            "status": table.status,
            "options": table.options,
            "seed_hash": table.seed_hash,
            "seed": table.seed if ended else None,
            "seats": [{"position": x.position, "name": x.name, "user_id": x.user_id} for x in loaded.seats],
            "state": state,
            "state_is_full": ended,
            "viewer_seat": seat.position if seat else None,
            "log": [row_json(r) for r in rows],
            "result": table.result,
        })

    @replying
    async def export(self, actor: Actor) -> Reply:
        data = await self.export_data(actor)
        lang = await self.channel_lang(actor)
        blob = json.dumps(data, ensure_ascii=False, indent=1).encode()
        name = f"meneur-{data['game']}-{data['table_id']}.json"
        key = "export-done" if data["seed"] else "export-done-running"
        return Reply(text=self.t(lang, key, {"name": name, "actions": len(data["log"])}),
                     files=[Attachment(name=name, data=blob)], table_id=data["table_id"],
                     game_id=data["game"])

    async def verify_data(self, data: Mapping[str, Any]) -> Verdict:
        """Check an export in the worker process: its shape, then every row against a replay."""
        return await off_loop(verify_in_worker, data, self.verify_budget_s, self.signer.public_hex,
                              budget_s=self.verify_budget_s)

    def _verdict_reply(self, lang: str, verdict: Verdict) -> Reply:
        return Reply(text=i18n.t(lang, verdict.code, verdict.params), error=verdict.kind not in ("ok", "pending"),
                     private=verdict.kind in ("invalid", "timeout"))

    @replying
    async def verify(self, actor: Actor) -> Reply:
        """``/game verify``: the channel's game (its latest one), replayed off the event loop."""
        lang = await self.lang(actor)
        data = await self.export_data(actor)
        return self._verdict_reply(lang, await self.verify_data(data))

    @replying
    async def verify_file(self, actor: Actor, blob: bytes) -> Reply:
        """``/game verify`` of an uploaded export: parsed and replayed off the event loop."""
        lang = await self.lang(actor)
        verdict = await off_loop(verify_bytes, blob, self.verify_budget_s, MAX_VERIFY_BYTES, self.signer.public_hex,
                                 budget_s=self.verify_budget_s)
        return self._verdict_reply(lang, verdict)
