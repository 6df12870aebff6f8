"""Castle Ravenloft's picture, drawn for a phone (640 px wide, every text readable at 400 px):
the header (adventure, turn, phase, environment), the explored dungeon (cropped around the
action when large, with a minimap), the active hero's card, the other heroes, the figures' key
and the party's XP, surges and decks. An info answer draws its card, and the board with the
squares it highlights when it has some."""

from __future__ import annotations

from typing import Any

from PIL import Image

from render import theme
from render.ravenloft import cards, dungeon, figures, minimap, panel, strahd
from render.ravenloft import style as S
from render.registry import register_renderer
from render.text import Pen
from rules.ravenloft.viewing import RavenloftView


def _view(view: Any) -> RavenloftView:
    return view if isinstance(view, RavenloftView) else RavenloftView.model_validate(view)


def board_height(around: int) -> int:
    """The board's height at most (px): what the picture's height leaves once the header, the
    panels below and a minimap are drawn (the window then shows fewer rows, down to MIN_ROWS)."""
    return min(S.MAX_BOARD_H, S.MAX_PICTURE_H - around - minimap.MAX_H - 12 - 3 * S.PAD)


def picture_board(view: Any, locale: str = "fr") -> dungeon.Board:
    """The board window of the picture ``render`` draws for this view (for tests and readers
    who locate a square on the picture)."""
    v = _view(view)
    lang = "en" if (locale or "fr")[:2] == "en" else "fr"
    card_h = cards.card(v.card, lang)[0] if v.card is not None else 0
    head_h = panel.header_height(v)
    hero = next((h for h in v.heroes if h.id == v.active), None)
    hero_h = panel.hero_card(hero, lang)[0] if hero is not None and v.card is None else 0
    party_h = panel.party(v, lang)[0] if v.card is None else 0
    strahd_h = strahd.panel(v, lang)[0] if v.card is None else 0
    return dungeon.Board(v, head_h + card_h, board_height(head_h + card_h + hero_h + party_h + strahd_h))


def render(view: Any, locale: str = "fr") -> Image.Image:
    """Draw ``view`` (a RavenloftView or its JSON)."""
    v = _view(view)
    lang = "en" if (locale or "fr")[:2] == "en" else "fr"
    if v.card is not None and not v.highlight:
        card_h, draw_card = cards.card(v.card, lang)
        img = Image.new("RGB", (S.W, card_h + 2 * S.PAD), theme.BACKGROUND)
        p = Pen(img)
        draw_card(p, S.PAD)
        return img
    card_h, draw_card = cards.card(v.card, lang) if v.card is not None else (0, None)
    head_h = panel.header_height(v)
    hero = next((h for h in v.heroes if h.id == v.active), None)
    hero_h, draw_hero = panel.hero_card(hero, lang) if hero is not None and v.card is None else (0, None)
    party_h, draw_party = panel.party(v, lang) if v.card is None else (0, None)
    strahd_h, draw_strahd = strahd.panel(v, lang) if v.card is None else (0, None)  # variant strahd
    board = dungeon.Board(v, head_h + card_h, board_height(head_h + card_h + hero_h + party_h + strahd_h))
    mini_h = minimap.height(board)
    below = board.top - S.PAD + board.height
    total = below + mini_h + hero_h + party_h + strahd_h + S.PAD
    img = Image.new("RGB", (S.W, total), theme.BACKGROUND)
    p = Pen(img)
    panel.header(p, v, lang)
    if draw_card is not None:
        draw_card(p, head_h)
    dungeon.paste_static(p, board, v, lang)
    figures.dynamic(p, board, v, lang)
    minimap.draw(p, board, v, lang, below)
    y = below + mini_h
    if draw_hero is not None:
        draw_hero(p, y)
        y += hero_h
    if draw_party is not None:
        draw_party(p, y)
        y += party_h
    if draw_strahd is not None:
        draw_strahd(p, y)
    return img


register_renderer("ravenloft", render)
