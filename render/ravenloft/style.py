"""Castle Ravenloft's colours and sizes: a 640 px picture (every text at least 16 px, so 10 px
once a phone shows it 400 px wide), stone floors, dark walls, heroes in their seat colours,
monsters in red, villains in purple."""

from __future__ import annotations

from render import theme

W = 640
T_MIN = theme.min_text(W)  # 16 px
T_MED = T_MIN + 2
T_BIG = T_MIN + 6
PAD = 12
HEAD = 44
LINE = T_MIN + 7

#: the squares' size: the largest that fits, at most MAX_CELL; below MIN_CELL the dungeon is
#: cropped around the action instead (a square's name must fit inside its square)
MAX_CELL = 64
MIN_CELL = 50
MAX_COLS = (W - 2 * PAD) // MIN_CELL  # 12: three tiles
#: the board's height at most (px): 16 rows of the smallest squares
MAX_BOARD_H = 820
MAX_ROWS = MAX_BOARD_H // MIN_CELL  # 16
#: the whole picture's height the board's window shrinks for (px, at most, down to MIN_ROWS):
#: a party of five with its key below the board read on a phone without scrolling twice (issue 23)
MAX_PICTURE_H = 1400
MIN_ROWS = 8
#: tiles are 4 squares wide: a cropped window starts on a tile's edge
TILE = 4

FLOOR = (150, 141, 124)
FLOOR_ALT = (141, 132, 116)
START_FLOOR = (136, 146, 150)
START_ALT = (128, 138, 142)
CHAMBER_FLOOR = (158, 126, 118)
CHAMBER_ALT = (148, 117, 110)
WALL = (54, 49, 47)
BRICK = (74, 68, 64)
GRID = (112, 104, 92)
TILE_EDGE = (22, 20, 19)
VOID = (24, 25, 30)
#: the square names' ink: 4.6:1 or more on every floor (WCAG AA), 3.7:1 before (issue 23)
SQUARE_INK = (16, 14, 12)
BONE = (238, 230, 206)
SCORCH = (70, 40, 28)
EMBER = (232, 120, 40)
UNEXPLORED = (255, 214, 70)
REACH = (0, 215, 255)
TARGET = (255, 70, 70)
MONSTER = (150, 34, 38)
VILLAIN = (104, 44, 140)
GOLD = (232, 186, 60)
DOWN = (120, 120, 124)
#: markers by kind: traps, hazards, items, doors, clouds and the rest
MARKER = {
    "trap": (232, 120, 40),
    "hazard": (110, 190, 70),
    "item": (232, 186, 60),
    "treasure": (232, 186, 60),
    "door": (120, 80, 40),
    "cloud": (150, 210, 250),
    "crowd": (200, 165, 255),
    "glyph": (120, 170, 255),
    "consecrated": (250, 225, 140),
    "generator": (230, 70, 110),  # the Barkam system's monster generator tokens
}
MARKER_OTHER = (200, 200, 210)
CONDITION = {
    "slowed": (90, 150, 220),
    "immobilized": (60, 100, 200),
    "dazed": (200, 160, 60),
    "poisoned": (90, 170, 70),
}
CURSE = (150, 70, 170)
#: Dungeon Fighter's six seat colours read on stone as well (none is red or purple)
HERO_COLOURS = theme.DF_SEAT_COLOURS


def hero_colour(seat: int) -> tuple[int, int, int]:
    return HERO_COLOURS[seat % len(HERO_COLOURS)]


def blend(a: tuple[int, int, int], b: tuple[int, int, int], k: float) -> tuple[int, int, int]:
    return (int(a[0] + (b[0] - a[0]) * k), int(a[1] + (b[1] - a[1]) * k), int(a[2] + (b[2] - a[2]) * k))
