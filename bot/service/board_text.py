"""The text board (``/game status text:true``): the board in words, privately, for a player
who cannot see the picture (or wants it read aloud). The same description as the picture's alt
text (render/alt/), without its 1024-character limit, in the reader's language."""

from __future__ import annotations

from bot.service.base import ServiceBase, ServiceError, replying
from bot.shared.replies import Actor, Reply
from render import alt

#: a text board fits Discord's embeds (6000 characters in all)
TEXT_BOARD_LIMIT = 5500


class BoardText(ServiceBase):
    """The board of the channel's table (or of its last game) as text."""

    @replying
    async def board_text(self, actor: Actor) -> Reply:
        loaded = await self._load(actor.channel_id, latest=True)
        if loaded.table.status in ("abandoned", "lobby") or loaded.state is None:
            raise ServiceError("no-table")
        lang = await self.private_lang(actor, loaded.table)
        view = loaded.game.view(loaded.state, None)  # the public board, as the picture shows it
        text = alt.describe(loaded.game.id, view, lang, limit=TEXT_BOARD_LIMIT)
        prompts = self._prompt_info(lang, loaded, loaded.game.prompts(loaded.state))
        awaited = [self.t(lang, "alt-awaited", {"who": ", ".join(p["name"] for p in prompts)})] if prompts else []
        return Reply(text="\n".join([text, *awaited]) or self.t(lang, "alt-nobody"), private=True,
                     table_id=loaded.table.id, game_id=loaded.game.id)
