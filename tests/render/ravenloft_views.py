"""Hand-built Castle Ravenloft views for the picture tests (and the screenshots one looks at):
the views do not depend on the engine, so the picture is checked on its own."""

from __future__ import annotations

from rules.ravenloft.viewing import (
    CardLine,
    CardView,
    Edge,
    HeroView,
    MarkerView,
    MonsterView,
    PowerView,
    RavenloftView,
    Text,
    TileView,
)

SIDES = ("n", "e", "s", "w")


def names(number: int, w: int, h: int, grid: list[str]) -> list[list[str]]:
    return [[f"{number}{'abcd'[k % 4]}{r + 1}" if grid[r][k] != "#" else "" for k in range(w)] for r in range(h)]


def tile(number: int, x: int, y: int, exits: str = "nesw", bones: tuple[int, int] = (1, 1),
         name: Text | None = None, triangle: str = "white", points: str | None = "s", walls: int = 0,
         kind: str = "normal") -> TileView:
    """A 4 x 4 tile at (x, y) in squares: walls in the corners of closed sides, a bone pile."""
    grid = [["." for _ in range(4)] for _ in range(4)]
    for side in SIDES:
        if side in exits:
            continue
        cells = {"n": [(0, k) for k in range(4)], "s": [(3, k) for k in range(4)],
                 "w": [(k, 0) for k in range(4)], "e": [(k, 3) for k in range(4)]}[side]
        for r, c in cells[1:3]:
            grid[r][c] = "#"
    if walls:
        grid[0][0] = grid[3][3] = "#"
    grid[bones[1]][bones[0]] = "o"
    rows = ["".join(r) for r in grid]
    return TileView(id=f"t{number}", number=number, x=x, y=y, grid=rows, names=names(number, 4, 4, rows),
                    name=name, triangle=triangle, points=points, kind=kind)  # type: ignore[arg-type]


def start_tile() -> TileView:
    rows = ["#..#", "....", "..o.", "....", "....", ".s..", "....", "#..#"]
    return TileView(id="start", number=0, x=0, y=0, grid=rows, names=names(0, 4, 8, rows),
                    name=Text(fr="Départ", en="Start"), kind="start")


def power(pid: str, fr: str, en: str, kind: str, used: bool = False) -> PowerView:
    return PowerView(id=pid, name=Text(fr=fr, en=en), kind=kind, used=used)  # type: ignore[arg-type]


def kat(pos: tuple[int, int] | None, hp: int = 6) -> HeroView:
    return HeroView(id="kat", seat=0, player="alice", name=Text(fr="Kat", en="Kat"),
                    title=Text(fr="Humaine roublarde", en="Human rogue"), pos=pos, hp=hp, max_hp=8, ac=14, speed=6,
                    surge=4, conditions=["slowed", "poisoned"],
                    powers=[power("backstab", "Attaque dans le dos", "Backstab", "at_will"),
                            power("deft-strike", "Frappe habile", "Deft Strike", "at_will"),
                            power("dagger-barrage", "Barrage de dagues", "Dagger Barrage", "daily", used=True),
                            power("great-leap", "Grand bond", "Great Leap", "utility")],
                    items=[Text(fr="Potion de soins", en="Potion of Healing"),
                           Text(fr="Bottes de marche", en="Boots of Striding")])


def others(pos: list[tuple[int, int] | None]) -> list[HeroView]:
    out = []
    data = [("allisa", "bob", "Allisa", 8, 15, 6, 4), ("arjhan", "chloé", "Arjhan", 10, 17, 5, 5),
            ("immeril", "dominique", "Immeril", 6, 14, 6, 3), ("thorgrim", "eve", "Thorgrim", 10, 17, 5, 5)]
    for i, (hid, player, name, hp, ac, speed, surge) in enumerate(data[:len(pos)]):
        out.append(HeroView(id=hid, seat=i + 1, player=player, name=Text(fr=name, en=name), pos=pos[i],
                            hp=hp if i != 1 else 0, max_hp=hp, ac=ac, speed=speed, surge=surge,
                            conditions=["dazed"] if i == 2 else []))
    return out


def monster(mid: str, kind: str, fr: str, en: str, number: int, pos: tuple[int, int], hp: int, max_hp: int,
            owner: str | None = "kat", villain: bool = False) -> MonsterView:
    return MonsterView(id=mid, kind=kind, name=Text(fr=fr, en=en), number=number, pos=pos, hp=hp, max_hp=max_hp,
                       owner=owner, villain=villain)


def small() -> RavenloftView:
    """The start tile and two tiles: Kat on her turn, a zombie, a wolf, an unexplored edge."""
    tiles = [start_tile(), tile(1, 4, 0, exits="w", name=Text(fr="Chapelle", en="Chapel"), points="w",
                                triangle="black"),
             tile(2, -4, 4, exits="ens", points="e")]
    return RavenloftView(
        adventure=Text(fr="Trouver l'Icône de Ravenloft", en="Find the Icon of Ravenloft"), turn=3, phase="hero",
        active="kat", tiles=tiles,
        unexplored=[Edge(x=1, y=0, side="n"), Edge(x=2, y=0, side="n"), Edge(x=-3, y=4, side="n"),
                    Edge(x=-2, y=4, side="n")],
        heroes=[kat((2, 3)), *others([(1, 5)])],
        monsters=[monster("zombie-1", "zombie", "Zombie", "Zombie", 1, (5, 1), 1, 1),
                  monster("wolf-1", "wolf", "Loup", "Wolf", 1, (-3, 6), 1, 1, owner="allisa")],
        markers=[MarkerView(kind="trap", name=Text(fr="Piège à fléchettes", en="Dart Trap"), pos=(-2, 5))],
        xp=3, surges=2, decks={"tiles": 12, "monsters": 26, "encounters": 52, "treasures": 40},
        last_path=[(1, 5), (2, 4), (2, 3)], last_target=(5, 1))


def crowded() -> RavenloftView:
    """Five heroes (one down), a villain, damaged monsters, an environment, every marker kind."""
    v = small()
    v.tiles.append(tile(3, 4, 4, exits="wn", name=Text(fr="Crypte de Sergei von Zarovich",
                                                     en="Crypt of Sergei von Zarovich"), points="n", triangle="black"))
    v.heroes = [kat((2, 2), hp=0), *others([(1, 5), (2, 6), (3, 4), (6, 5)])]
    v.monsters += [monster("strahd", "strahd", "Comte Strahd von Zarovich", "Count Strahd von Zarovich", 0,
                           (6, 6), 9, 12, owner=None, villain=True),
                   monster("gargoyle-1", "gargoyle", "Gargouille", "Gargoyle", 1, (5, 5), 1, 2, owner="arjhan"),
                   monster("zombie-2", "zombie", "Zombie", "Zombie", 2, (6, 1), 1, 1)]
    v.markers += [MarkerView(kind="hazard", name=Text(fr="Chaudron bouillonnant", en="Bubbling Cauldron"), pos=(5, 6)),
                  MarkerView(kind="item", name=Text(fr="Icône de Ravenloft", en="Icon of Ravenloft"), pos=(7, 1)),
                  MarkerView(kind="cloud", name=Text(fr="Nuage glacial", en="Freezing Cloud"), pos=(5, 6), count=3),
                  MarkerView(kind="door", name=Text(fr="Porte fermée", en="Closed door"), pos=(1, 0), side="n")]
    v.environment = Text(fr="Brume sanglante", en="Blood Fog")
    v.active = "immeril"
    v.phase = "villain"
    v.xp = 11
    v.surges = 1
    return v


def large(n: int = 30) -> RavenloftView:
    """A dungeon of ``n`` tiles around the start tile (a spiral): cropped around the action."""
    v = small()
    tiles = [start_tile()]
    spots = [(gx, gy) for gy in range(-1, 4) for gx in range(-2, 4) if (gx, gy) not in ((0, 0), (0, 1))]
    spots = (spots + [(4, 0), (4, 1), (4, 2)])[:n - 1]
    spots.sort(key=lambda s: abs(s[0]) + abs(s[1] - 0.5))  # placed from the start outward
    for i, (gx, gy) in enumerate(spots, start=1):
        named = Text(fr="Laboratoire", en="Laboratory") if i % 7 == 0 else None
        tiles.append(tile(i, gx * 4, gy * 4, exits="nesw", name=named, points=SIDES[i % 4],
                          triangle="black" if i % 3 else "white", bones=(1 + i % 2, 2)))
    v.tiles = tiles
    far = tiles[-1]
    v.heroes = [kat((far.x + 1, far.y + 2)), *others([(far.x + 2, far.y + 1)])]
    v.monsters = [monster("zombie-1", "zombie", "Zombie", "Zombie", 1, (far.x + 2, far.y + 3), 1, 1)]
    v.last_path = [(far.x + 3, far.y + 3), (far.x + 2, far.y + 2), (far.x + 1, far.y + 2)]
    v.last_target = None
    v.unexplored = [Edge(x=far.x + 1, y=far.y, side="n")]
    return v


def hero_card() -> RavenloftView:
    v = small()
    v.card = CardView(kind="hero", title=Text(fr="Kat", en="Kat"),
                      subtitle=Text(fr="Humaine roublarde · niveau 1", en="Human rogue · level 1"),
                      stats=[("ac", "14"), ("hp", "8"), ("speed", "6"), ("surge", "4")],
                      lines=[CardLine(caption=Text(fr="Attaque sournoise", en="Sneak Attack"),
                                      text=Text(fr="Au début de sa phase de héros, +4 à l'attaque et +1 dégât "
                                                   "jusqu'à la fin de sa prochaine phase de héros.",
                                                en="At the start of her hero phase, +4 to attack and +1 damage "
                                                   "until the end of her next hero phase.")),
                             CardLine(caption=Text(fr="Niveau 2", en="Level 2"),
                                      text=Text(fr="CA 15, PV 10, un pouvoir quotidien de plus, une attaque critique.",
                                                en="AC 15, HP 10, one more daily power, a critical attack."))])
    return v


def monster_card() -> RavenloftView:
    v = small()
    v.card = CardView(kind="monster", title=Text(fr="Loup", en="Wolf"), subtitle=Text(fr="Animal", en="Animal"),
                      stats=[("ac", "14"), ("hp", "1"), ("xp", "1")],
                      lines=[CardLine(caption=Text(fr="Si un héros est adjacent", en="If a hero is adjacent"),
                                      text=Text(fr="il le mord : +9, 2 dégâts.", en="it bites: +9, 2 damage.")),
                             CardLine(caption=Text(fr="Sinon, à 1 section", en="Else, within 1 tile"),
                                      text=Text(fr="il se place adjacent au héros le plus proche et bondit : "
                                                   "+7, 1 dégât, Ralenti.",
                                                en="it moves adjacent to the closest hero and pounces: "
                                                   "+7, 1 damage, Slowed.")),
                             CardLine(caption=Text(fr="Sinon", en="Otherwise"),
                                      text=Text(fr="il avance d'une section vers le héros le plus proche.",
                                                en="it moves 1 tile toward the closest hero."))])
    v.highlight = [(5, 1), (-3, 6)]
    return v


def views() -> dict[str, RavenloftView]:
    return {"small": small(), "crowded": crowded(), "large": large(), "hero-card": hero_card(),
            "monster-card": monster_card()}
