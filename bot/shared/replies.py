"""What the service returns: replies as data, for the console and Discord adapters alike."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from bot.shared.card import TableCard


@dataclass
class Actor:
    """Who sends a command, and where."""

    user_id: str
    name: str
    channel_id: str
    guild_id: str | None = None
    locale: str | None = None
    can_manage: bool = False  # holds Manage Channels where the table is
    #: the channel a thread was opened from, when the table lives in its own thread
    parent_channel_id: str | None = None
    #: the ids of the roles the user holds in this server (the dice's game master role)
    roles: tuple[str, ...] = ()


@dataclass
class Choice:
    """A button or menu entry the reply offers: pressing it runs ``command`` with ``args``."""

    label: str
    command: str  # "game join", "game start", "kros end", ...
    args: dict[str, str] = field(default_factory=dict)
    style: str = "secondary"  # primary, secondary, success, danger
    for_user: str | None = None  # only this user may press it
    #: a step of the user's choice tree (indices of the answers): it opens the next step (or a
    #: form) instead of running ``command``
    path: list[int] | None = None
    #: a link: the button opens this address and runs nothing (the throw page's signed link)
    url: str | None = None


@dataclass
class Attachment:
    name: str
    data: bytes
    #: what a picture shows, for screen readers (Discord's attachment description: render/alt/)
    description: str = ""


@dataclass
class Reply:
    """One answer: public text (or private to the actor), events, image, choices, mentions."""

    text: str
    private: bool = False
    error: bool = False
    events: list[str] = field(default_factory=list)
    image: Attachment | None = None
    files: list[Attachment] = field(default_factory=list)
    choices: list[Choice] = field(default_factory=list)
    mentions: list[str] = field(default_factory=list)
    #: private texts for other players (hidden information), by user id
    whispers: dict[str, str] = field(default_factory=dict)
    #: a private picture sent with a player's whisper (a hidden hand), by user id
    whisper_images: dict[str, Attachment] = field(default_factory=dict)
    prompts: list[dict[str, Any]] = field(default_factory=list)
    table_id: int | None = None
    version: int | None = None
    game_id: str | None = None
    #: a game board: ``"post"`` a new board message (the hand passes, the game ends, an
    #: announced event), ``"edit"`` the current board in place; ``""``: not a board
    board: str = ""
    #: the earlier public lines of the current hand (an edited board keeps them visible)
    ledger: list[str] = field(default_factory=list)
    #: the table's card, current after this reply
    card: TableCard | None = None
    #: the card is part of this reply's message (``/game status``)
    show_card: bool = False
    #: the adapter's messages of the table when the reply was made (Discord ids)
    board_message_id: str | None = None
    card_message_id: str | None = None

    def to_json(self, image_path: str | None = None, file_paths: list[str] | None = None) -> dict[str, Any]:
        return {
            "text": self.text,
            "private": self.private,
            "error": self.error,
            "events": self.events,
            "image": image_path,
            "files": file_paths or [],
            "choices": [asdict(c) for c in self.choices],
            "mentions": self.mentions,
            "whispers": self.whispers,
            "prompts": self.prompts,
            "table_id": self.table_id,
            "version": self.version,
            "game_id": self.game_id,
            "board": self.board,
            "ledger": self.ledger,
            "card": self.card.to_json() if self.card else None,
        }
