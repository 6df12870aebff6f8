"""Castle Ravenloft with Strahd played by a player (variant strahd) end to end: a game opened
with ``/game new cr variants:strahd`` and played to its end by pointing only, at the console
table and through the fake Discord (the real discord.py client), Strahd deciding in private
steps; every public payload is searched for the cards of his hand nobody has seen."""

from __future__ import annotations

import io
import json
import re
from typing import Any

from bot.console.table import ConsoleTable
from bot.service import Service
from db import repository as repo
from rules.core import Event, find_game, i18n
from rules.ravenloft.state import card_kind

GAME = find_game("cr")
CHOOSE = {"en": "Choose (privately)", "fr": "Choisir (en privé)"}


async def stored_state(db: Any, channel: str) -> Any:
    async with db.session() as s:
        table = await repo.latest_table(s, channel)
        if table is None or table.state is None:
            return None
        return GAME.load_state(table.state)


def names_of(kinds: dict[str, str]) -> dict[str, set[str]]:
    """Each hidden card kind's names in both languages (``monster``/``encounter`` by kind)."""
    out: dict[str, set[str]] = {}
    for kind, deck in kinds.items():
        msg = f"val-cr-{deck}-{kind.replace('_', '-')}"
        out[kind] = {i18n.t(lang, msg) for lang in ("fr", "en")}
    return out


class Secrets:
    """Strahd's cards nobody else has seen, and the names every public line has carried so
    far (a name seen publicly, a figure or a card played, no longer tells anything)."""

    def __init__(self) -> None:
        self.public: set[str] = set()

    def learn(self, events: list[Event]) -> None:
        """Names made public by the engine's public events (the log's own record)."""
        for e in events:
            if e.visible_to is not None:
                continue
            for value in e.params.values():
                for item in value if isinstance(value, list) else [value]:
                    if isinstance(item, str) and item.startswith(("cr-monster-", "cr-encounter-")):
                        self.public |= {i18n.t(lang, f"val-{item}") for lang in ("fr", "en")}

    def hidden(self, state: Any) -> dict[str, set[str]]:
        """The names of the hidden cards of his hand that no public line has named yet."""
        s = state.strahd
        kinds = {card_kind(c): ("monster" if c in s.monsters else "encounter") for c in s.hidden()}
        view = json.dumps(GAME.view(state, None).model_dump(mode="json"), ensure_ascii=False)
        out = {}
        for kind, names in names_of(kinds).items():
            if not (names & self.public) and not any(n in view for n in names):
                out[kind] = names
        return out

    async def log_events(self, db: Any, channel: str) -> list[Event]:
        async with db.session() as s:
            table = await repo.latest_table(s, channel)
            rows = await repo.action_log(s, table.id) if table else []
        return [Event.model_validate(e) for r in rows for e in r.events]


def _all_names() -> set[str]:
    """Every content name in both languages (a longer name holding a hidden one, « Spider
    Webs » for « Spider », is not that card)."""
    from rules.ravenloft.content.loader import load_content

    c = load_content()
    groups = {"monster": c.monsters, "villain": c.villains, "encounter": c.encounters, "treasure": c.treasures,
              "hero": c.heroes, "power": c.powers, "tile": c.tiles}
    return {i18n.t(lang, f"val-cr-{kind}-{cid.replace('_', '-')}") for kind, items in groups.items() for cid in items
            for lang in ("fr", "en")}


ALL_NAMES = _all_names()


def check_payload(hidden: dict[str, set[str]], *texts: str) -> None:
    blob = "\n".join(texts)
    for kind, names in hidden.items():
        for name in names:
            rest = blob
            for longer in sorted((n for n in ALL_NAMES if name in n and n != name), key=len, reverse=True):
                rest = rest.replace(longer, "")
            assert name not in rest, f"{kind} ({name}) is in Strahd's hidden hand but shows in: {blob[:500]}"
        # a card's id is its kind and a number (« wolf#2 »; « howl_of_the_wolf#1 » is another card)
        found = re.search(rf"(?<![a-z_]){kind}#", blob)
        assert found is None, f"{kind}'s card id shows in a public payload"


async def _walk(console: ConsoleTable, who: str, first: int, last: bool = False) -> tuple[Any, list[Any]]:
    """Pick the first step ``first`` (1-based), then the first (or ``last``) answer of every
    later private step, until the move is played: the public reply and the private steps seen."""
    step = await console.run_line(f"@{who} /pick {first}")
    private: list[Any] = []
    while step is not None and step.private and step.choices and not step.error:
        private.append(step)
        path = " ".join(str(p + 1) for p in step.choices[-1 if last else 0].path or [])
        step = await console.run_line(f"@{who} /pick {path}")
    assert step is not None and not step.error, step.text if step else None
    return step, private


def public_texts(reply: Any) -> list[str]:
    return [reply.text, *reply.events, *reply.ledger, *(c.label for c in reply.choices),
            *(json.dumps(c.args) + c.command for c in reply.choices),
            *(p["text"] for p in reply.prompts)]


async def test_a_strahd_game_at_the_console_to_the_end(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    out = io.StringIO()
    console = ConsoleTable(service=Service(sqlite_db, seed_factory=lambda: "3c" * 32, default_locale="en"),
                           images_dir=tmp_path / "img", exports_dir=tmp_path / "exp", out=out, locale="en")
    replies = await console.run_lines(["@alice /game new cr variants:strahd", "@bob /game join",
                                       "@carol /game join", "@alice /game start"])
    board = replies[-1]
    assert not board.error and board.game_id == "ravenloft", board.text
    # alice, the host, is Strahd: her hand reaches her alone (a whisper), the board shows a count
    assert set(board.whispers) == {"console:alice"}
    state = await stored_state(sqlite_db, "console:main")
    assert state.strahd.seat == 0 and {h.seat for h in state.heroes} == {1, 2}
    secrets = Secrets()
    decisions: dict[str, int] = {}
    checks = 0
    for _ in range(400):
        if not board.prompts:
            break
        who = board.prompts[0]["name"]
        kind = board.prompts[0]["kind"]
        labels = [c.label for c in board.choices]
        assert labels, board.text
        if who == "alice":
            assert kind.startswith("cr-strahd-")
            # Strahd's public step names no card; his cards come in private steps
            pick = labels.index(CHOOSE["en"]) if CHOOSE["en"] in labels else 0
            decisions[kind] = decisions.get(kind, 0) + 1
        else:
            # the heroes explore when they may (Strahd then places monsters), else end the phase
            explore = [i for i, label in enumerate(labels) if label.startswith("Explore ")]
            pick = explore[0] if explore else labels.index("End the phase") if "End the phase" in labels else len(
                labels) - 1
        # Strahd buys from either deck in turn (the split is his private step)
        board, private = await _walk(console, who, pick + 1, last=kind == "cr-strahd-buy" and decisions[kind] % 2 == 0)
        state = await stored_state(sqlite_db, "console:main")
        secrets.learn(await secrets.log_events(sqlite_db, "console:main"))
        hidden = secrets.hidden(state)
        check_payload(hidden, *public_texts(board))
        checks += len(hidden)
        if who != "alice":
            check_payload(hidden, *(t for step in private for t in public_texts(step)))
    assert not board.prompts, "the game did not end"
    result = GAME.result(state)
    assert result is not None and result.winners in ([0], [1, 2])
    # Strahd decided all three ways, and the search had hidden cards to look for all along
    assert decisions.get("cr-strahd-place", 0) >= 1, decisions
    assert decisions.get("cr-strahd-play", 0) >= 5 and decisions.get("cr-strahd-buy", 0) >= 5, decisions
    assert checks >= 50
    assert board.text.startswith("alice wins!" if result.winners == [0] else "bob and carol win!"), board.text


# --------------------------------------------------------------------------- through the fake Discord
def _board(fake: Any) -> Any:
    """The table's latest board: the last channel message with the dungeon's picture."""
    return [m for m in fake.channel_messages() if any(n.endswith(".png") for n in m.files) and not m.pinned][-1]


def _discord_texts(message: Any) -> list[str]:
    return [message.text, *message.labels(), *message.custom_ids(), *(a["filename"] for a in message.attachments)]


async def test_a_strahd_game_on_discord_to_the_end_leaks_no_card(fake, bot) -> None:  # type: ignore[no-untyped-def]
    """Three players, alice (the host) is Strahd; the heroes explore or end their phase, Strahd
    decides in private steps. After every move, every public payload (the channel's messages:
    text, embeds, buttons, custom ids, file names; the board picture against the picture of a
    twin table whose hidden cards differ; the log; an export; autocomplete and error answers
    to the heroes; their private steps) is searched for the cards of his hand nobody has seen."""
    from PIL import Image

    from tests.rules.ravenloft.variants.strahd.test_strahd_secrets import twin

    from .test_pointing_e2e import check_everything_sent, point

    alice, bob, carol = fake.add_user("alice"), fake.add_user("bob"), fake.add_user("carol")
    users = [alice, bob, carol]
    lobby = await fake.answer(await fake.slash(alice, "game new", game="cr", options="variants:strahd", thread=False))
    await fake.answer(await fake.click(bob, lobby, "Join"))
    await fake.answer(await fake.click(carol, lobby, "Join"))
    started = await fake.answer(await fake.click(alice, lobby, "Start the game"))
    assert not started.ephemeral and started.labels(), started.content
    channel = str(fake.channel_id)
    db = bot.service.db
    # the hand reached alice alone, privately (she started the table: an ephemeral answer)
    note = await fake.wait_message(lambda m: "Encounters:" in m.content)
    assert note.ephemeral and note.interaction_id is not None
    # /cr hand: Strahd's private picture of his hand; anyone else reads the counts only
    own = await fake.answer(await fake.slash(alice, "cr info hand"))
    assert own.ephemeral and "Encounters:" in own.text and any(n.endswith(".png") for n in own.files)
    other = await fake.answer(await fake.slash(bob, "cr info hand"))
    assert other.ephemeral and other.text.startswith("Strahd: 0 Menace, 3 encounters and 3 monsters in hand")
    assert not other.files
    secrets = Secrets()
    decisions: dict[str, int] = {}
    pictures = checked = exports = undos = 0
    for turn in range(300):
        state = await stored_state(db, channel)
        if GAME.result(state) is not None:
            break
        prompt = GAME.prompts(state)[0]
        user = users[prompt.seat]
        board = _board(fake)
        labels = board.labels()
        private: list[Any] = []
        if prompt.seat == 0:
            decisions[prompt.kind] = decisions.get(prompt.kind, 0) + 1
            assert "Pass" in labels
            # his public step names no card: « choose » opens his private steps; buying starts
            # with how many cards (one more card each time: 2 then 4 when he can)
            label = CHOOSE["en"] if CHOOSE["en"] in labels else labels[decisions[prompt.kind] % (len(labels) - 1)]
        else:
            if turn % 7 == 3:  # a hero tries Strahd's command and its suggestions: nothing of his hand
                refused = await fake.answer(await fake.slash(user, "cr play", card="x"))
                private.append(refused)
                suggested = await fake.autocomplete(user, "cr summon", "card", card="")
                assert suggested == []
            explore = [x for x in labels if x.startswith("Explore ")]
            label = explore[0] if explore else "End the phase" if "End the phase" in labels else labels[-1]
        answer = await point(fake, user, board, label)
        while answer.ephemeral and answer.labels() and "The board is updated" not in answer.content:
            private.append(answer)
            pick = answer.labels()[-1 if prompt.kind == "cr-strahd-buy" and turn % 2 else 0]
            answer = await point(fake, user, answer, pick)
        private.append(answer)
        before = GAME.dump_state(state)

        async def moved() -> bool:
            return GAME.dump_state(await stored_state(db, channel)) != before

        from .conftest import eventually

        await eventually(moved, timeout=10)
        await fake.wait_for(lambda: not any(m.loading for m in fake.messages), timeout=10)
        state = await stored_state(db, channel)
        secrets.learn(await secrets.log_events(db, channel))
        hidden = secrets.hidden(state)
        checked += len(hidden)
        for message in fake.channel_messages():
            check_payload(hidden, *_discord_texts(message))
        if prompt.seat != 0:
            for message in private:
                check_payload(hidden, *_discord_texts(message))
        # the board picture is the same as a twin table's whose hidden cards differ
        other = twin(state) if GAME.result(state) is None else None
        latest = _board(fake)
        if other is not None and turn % 5 == 0:
            # drawn as the bot draws its boards (its picture pool), from the twin's public view
            posted = Image.open(io.BytesIO(next(iter(latest.files.values())))).convert("RGB")
            data = await bot.service.pictures.picture("ravenloft", GAME.view(other, None), "en")
            mine = Image.open(io.BytesIO(data)).convert("RGB")
            assert posted.size == mine.size and posted.tobytes() == mine.tobytes()
            pictures += 1
        if turn % 25 == 10 and GAME.result(state) is None:  # the running export and the log carry no
            # hidden card (once the game is over, the export is the whole game: his hand included)
            exported = await fake.answer(await fake.slash(bob, "game export"))
            blob = b"".join(exported.files.values()).decode()
            check_payload(hidden, exported.text, blob)
            for card in state.strahd.hidden():
                assert f'"{card}"' not in blob, card
            log = await fake.answer(await fake.slash(bob, "game log"))
            check_payload(hidden, log.text)
            undo = await fake.answer(await fake.slash(alice, "game undo"))
            check_payload(hidden, undo.text)
            exports += 1
        if prompt.seat == 0 and GAME.result(state) is None:  # his decision cannot be taken back
            undo = await fake.answer(await fake.slash(alice, "game undo"))
            assert undo.ephemeral and undo.text.startswith(("Cannot undo", "The last action is not yours")), undo.text
            undos += 1
    state = await stored_state(db, channel)
    result = GAME.result(state)
    assert result is not None, "the game did not end"
    assert decisions.get("cr-strahd-play", 0) >= 3 and decisions.get("cr-strahd-buy", 0) >= 3, decisions
    assert checked >= 50 and pictures >= 3 and exports >= 1 and undos >= 6
    # with each decision, his private picture (his hand) came with his private note: by DM when
    # another player's move asked him, else as an ephemeral answer to his own click
    mine = [m for m in fake.messages if "Your move, Strahd" in m.content and any(n.endswith("private.png")
                                                                                 for n in m.files)]
    assert len([m for m in mine if m.kind == "dm"]) >= 2 and len([m for m in mine if m.ephemeral]) >= 2
    assert all(m.channel_id != fake.channel_id or m.ephemeral for m in mine)
    assert not any(n.endswith("private.png") for m in fake.channel_messages() for n in m.files)
    check_everything_sent(fake)


async def test_help_names_the_strahd_variant_and_its_commands(fake, bot) -> None:  # type: ignore[no-untyped-def]
    bob = fake.add_user("bob")
    page = await fake.answer(await fake.slash(bob, "help", game="cr"))
    text = page.text
    for section in page.labels()[1:]:  # one message: each section chosen in its menu in turn
        await fake.answer(await fake.select(bob, page, section))
        text += "\n" + page.text
    assert "• strahd: host | random — Variant variants:strahd (Strahd played by a player" in text, text
    assert "  ◦ strahd — Strahd played by a player (3 to 6 players)" in text, text
    assert "cr summon" in text, text
    # the whole page (Discord's message shows its first 2000 characters; /help's text has all)
    from bot.shared.command_names import CommandNames
    from bot.shared.help import help_text

    page = help_text("en", CommandNames(), "cr")
    for line in ("cr summon", "cr play", "cr buy", "cr reveal", "cr hand"):
        assert f"/{line}" in page, line
