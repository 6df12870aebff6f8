"""``python -m bot --replay FILE``: an exported game watched again at the console, move by move.

The export of a finished game holds its seed (``/game export``): the game is rebuilt from it
and its actions in effect (:func:`rules.core.replay.replay_steps`), each move's public events
are printed and its board picture is drawn again into the images folder. At a terminal the
player steps through it (Enter: next, ``p``: previous, a number: that move, ``q``: quit);
otherwise every move is shown in turn.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from rules.core import Event, InvalidActionError, PlayerError, SeatInfo, find_game, i18n
from rules.core.dice_proof import seed_matches
from rules.core.replay import Step, replay_steps

FORMAT = "meneur-export/1"


class ReplayFileError(PlayerError):
    """An export that cannot be watched (its message id and parameters)."""


def load(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_bytes())
    except OSError as exc:
        raise ReplayFileError("replay-file-unreadable", path=str(path), reason=exc.strerror or str(exc)) from None
    except (ValueError, RecursionError):
        raise ReplayFileError("replay-file-not-export", path=str(path)) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ReplayFileError("replay-file-not-export", path=str(path))
    if not data.get("seed"):
        raise ReplayFileError("replay-file-no-seed", path=str(path))
    if not seed_matches(str(data["seed"]), str(data.get("seed_hash", ""))):
        raise ReplayFileError("replay-file-bad-seed", path=str(path))
    return data


def effective_rows(log: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The actions still in effect after the undos."""
    out: list[dict[str, Any]] = []
    for row in log:
        if row.get("kind") == "undo":
            out = [r for r in out if r.get("seq") != (row.get("action") or {}).get("undo_seq")]
        elif row.get("kind", "action") == "action":
            out.append(row)
    return out


class ConsoleReplay:
    """One export, rebuilt; :meth:`show` prints a move and draws its picture."""

    def __init__(self, data: dict[str, Any], images_dir: Path, lang: str, out: TextIO) -> None:
        try:
            self.game = find_game(str(data.get("game", "")))
        except InvalidActionError:
            raise ReplayFileError("replay-file-unknown-game", game=str(data.get("game", ""))[:40]) from None
        self.data, self.images_dir, self.lang, self.out = data, images_dir, lang, out
        self.names = {int(s["position"]): str(s["name"]) for s in data.get("seats", [])}
        seats = [SeatInfo(index=p, name=n) for p, n in sorted(self.names.items())]
        self.rows = effective_rows(list(data.get("log", [])))
        actions = [(int(r.get("seat") or 0), r.get("action") or {}) for r in self.rows]
        try:
            self.steps: list[Step] = replay_steps(self.game, data.get("options") or {}, seats, str(data["seed"]),
                                                  actions)
        except (PlayerError, ValueError, KeyError, TypeError):
            raise ReplayFileError("replay-file-does-not-replay") from None
        self.count = len(self.steps) - 1

    def line(self, move: int) -> str:
        if move == 0:
            return i18n.t(self.lang, "replay-setup")
        row = self.rows[move - 1]
        texts = []
        for raw in row.get("events", []):
            event = Event.model_validate(raw)
            if event.visible_for(None):
                params = {"player": self.names.get(event.params.get("seat", -1), "?"), **event.params}
                texts.append(i18n.t(self.lang, f"ev-{event.code}", params))
        return f"#{row.get('seq')} {self.names.get(int(row.get('seat') or 0), '?')}: {'; '.join(texts) or '…'}"

    def picture(self, move: int) -> Path | None:
        from render.pool import draw_view
        from render.registry import load_renderers, renderer_for

        if renderer_for(self.game.id) is None:
            load_renderers()
            if renderer_for(self.game.id) is None:
                return None
        data = draw_view(self.game.id, self.game.view(self.steps[move].state, None), self.lang)
        self.images_dir.mkdir(parents=True, exist_ok=True)
        path = self.images_dir / f"replay-{self.game.id}-{self.data.get('table_id')}-{move:04d}.png"
        path.write_bytes(data)
        return path

    def show(self, move: int) -> None:
        game = i18n.t(self.lang, f"game-{self.game.id}")
        print(i18n.t(self.lang, "replay-head", {"game": game, "table": self.data.get("table_id"), "move": move,
                                                "count": self.count}), file=self.out)
        print(self.line(move), file=self.out)
        path = self.picture(move)
        if path is not None:
            print("  " + i18n.t(self.lang, "console-image", {"path": str(path)}), file=self.out)


def run(path: Path, images_dir: Path, lang: str, out: TextIO, read: Callable[[], str | None] | None) -> int:
    """Watch ``path`` again: every move in turn, or, with ``read`` (a terminal), as asked."""
    try:
        viewer = ConsoleReplay(load(path), images_dir, lang, out)
    except ReplayFileError as exc:
        print(i18n.t(lang, f"err-{exc.code}", exc.params), file=out)
        return 1
    if read is None:
        for move in range(viewer.count + 1):
            viewer.show(move)
        return 0
    move = 0
    viewer.show(move)
    while True:
        print(i18n.t(lang, "console-replay-keys", {"count": viewer.count}), file=out)
        answer = read()
        if answer is None or answer.strip().lower() in ("q", "quit", "quitter"):
            return 0
        text = answer.strip().lower()
        if text in ("", "n", "s"):
            move = min(move + 1, viewer.count)
        elif text == "p":
            move = max(move - 1, 0)
        elif text.isdigit() and int(text) <= viewer.count:
            move = int(text)
        else:
            print(i18n.t(lang, "err-replay-bad-move", {"move": text[:20], "count": viewer.count}), file=out)
            continue
        viewer.show(move)


__all__ = ["ConsoleReplay", "ReplayFileError", "effective_rows", "load", "run"]
